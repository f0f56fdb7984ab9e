//! The convolutions through cuDNN (the `cudnn` lever): forward with the bias, and the
//! backward's three parts (data, filter, bias), each one cuDNN call on candle's stream.
//!
//! Each thread that convolves keeps a cuDNN handle on the device's stream, a plan per shape
//! (the tensor, filter and convolution descriptors, made once, and the algorithm of each
//! part, chosen once by [`super::algorithms::pick`]: deterministic, FP32 unless `tf32`) and
//! one workspace grown to the largest a plan needs (`plan.rs`). A shape for which cuDNN offers no
//! algorithm is remembered as such and convolved by candle's kernels.

use super::launch::view;
use candle_core::backend::BackendStorage;
use candle_core::{
    CpuStorage, CudaDevice, CudaStorage, CustomOp1, CustomOp2, CustomOp3, Layout, Result, Shape,
    Tensor,
};
use cudarc::cudnn::{result, sys};
use cudarc::driver::{DevicePtr, DevicePtrMut};
use plan::{ck, dims4, with_state, workspace, Key, Plan, TensorDesc};
use std::ffi::c_void;

mod plan;

/// `conv2d(x, w) + b` through cuDNN when the `cudnn` lever is on and cuDNN has an algorithm
/// for every part of this shape (`None` otherwise: candle's kernels).
pub(in crate::agent) fn conv2d_bias(
    x: &Tensor,
    w: &Tensor,
    b: &Tensor,
    stride: usize,
    pad: usize,
    tf32: bool,
) -> Result<Option<Tensor>> {
    let candle_core::Device::Cuda(device) = x.device() else {
        return Ok(None);
    };
    let (x, w, b) = (x.contiguous()?, w.contiguous()?, b.contiguous()?);
    let key = Key {
        x: x.dims4()?.into(),
        w: w.dims4()?.into(),
        stride,
        pad,
        tf32,
    };
    if key.x[1] != key.w[1] || key.x[2] + 2 * pad < key.w[2] || key.x[3] + 2 * pad < key.w[3] {
        return Ok(None);
    }
    if !with_state(device, tf32, |s| Ok(s.plan(&key)?.is_some()))? {
        return Ok(None);
    }
    x.apply_op3(&w, &b, Conv { stride, pad, tf32 }).map(Some)
}

/// The forward with the bias.
struct Conv {
    stride: usize,
    pad: usize,
    tf32: bool,
}

/// A part of the backward: the input's gradient (arguments the output's gradient and the
/// filter) or the filter's (arguments the input and the output's gradient).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Data,
    Filter,
}

/// The backward's data or filter part for shape `key`.
struct Grad {
    key: Key,
    part: Part,
}

/// The backward's bias part: argument the output's gradient.
struct BiasGrad {
    tf32: bool,
}

fn gpu_only<T>() -> Result<T> {
    candle_core::bail!("cuDNN's convolutions run on a GPU only")
}

/// The plan of `key` on this thread (made by [`conv2d_bias`] before the op ran; made again
/// on a thread that has not seen it).
fn run<R>(
    device: &CudaDevice,
    key: &Key,
    f: impl FnOnce(sys::cudnnHandle_t, &Plan, (*mut c_void, usize)) -> Result<R>,
    part: impl Fn(&Plan) -> usize,
) -> Result<R> {
    with_state(device, key.tf32, |s| {
        let need = match s.plan(key)? {
            Some(p) => part(p),
            None => candle_core::bail!("cuDNN: no algorithm for this convolution on this thread"),
        };
        let ws = workspace(s, device, need)?;
        let handle = s.handle;
        let plan = s.plan(key)?.expect("made above");
        f(handle, plan, ws)
    })
}

const ONE: f32 = 1.0;
const ZERO: f32 = 0.0;

fn one() -> *const c_void {
    (&ONE as *const f32).cast()
}

fn zero() -> *const c_void {
    (&ZERO as *const f32).cast()
}

impl CustomOp3 for Conv {
    fn name(&self) -> &'static str {
        "conv2d-bias-cudnn"
    }

    fn cpu_fwd(
        &self,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        gpu_only()
    }

    fn cuda_fwd(
        &self,
        s1: &CudaStorage,
        l1: &Layout,
        s2: &CudaStorage,
        l2: &Layout,
        s3: &CudaStorage,
        l3: &Layout,
    ) -> Result<(CudaStorage, Shape)> {
        let key = Key {
            x: dims4(l1)?,
            w: dims4(l2)?,
            stride: self.stride,
            pad: self.pad,
            tf32: self.tf32,
        };
        let device = s1.device();
        let stream = device.cuda_stream();
        let (x, w, b) = (
            view(s1, l1, "convolution input")?,
            view(s2, l2, "convolution filter")?,
            view(s3, l3, "convolution bias")?,
        );
        let out_dims = key.out();
        // SAFETY: cuDNN writes every value (beta 0) before anything reads them.
        let mut out = unsafe { device.alloc::<f32>(out_dims.iter().product()) }?;
        run(
            device,
            &key,
            |h, p, (ws, ws_len)| {
                let (xp, _a) = x.device_ptr(&stream);
                let (wp, _b) = w.device_ptr(&stream);
                let (bp, _c) = b.device_ptr(&stream);
                let (yp, _d) = out.device_ptr_mut(&stream);
                // SAFETY: live handle and descriptors of these shapes; the pointers hold them.
                unsafe {
                    ck(
                        result::convolution_forward(
                            h,
                            one(),
                            p.x.0,
                            xp as *const c_void,
                            p.w.0,
                            wp as *const c_void,
                            p.fwd.conv.0,
                            p.fwd.algo,
                            ws,
                            ws_len,
                            zero(),
                            p.y.0,
                            yp as *mut c_void,
                        ),
                        "forward",
                    )?;
                    ck(
                        sys::cudnnAddTensor(
                            h,
                            one(),
                            p.bias.0,
                            bp as *const c_void,
                            one(),
                            p.y.0,
                            yp as *mut c_void,
                        )
                        .result(),
                        "bias",
                    )
                }
            },
            |p| p.fwd.workspace,
        )?;
        Ok((
            CudaStorage::wrap_cuda_slice(out, device.clone()),
            Shape::from(out_dims.to_vec()),
        ))
    }

    fn bwd(
        &self,
        x: &Tensor,
        w: &Tensor,
        _b: &Tensor,
        _res: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let key = Key {
            x: x.dims4()?.into(),
            w: w.dims4()?.into(),
            stride: self.stride,
            pad: self.pad,
            tf32: self.tf32,
        };
        let grad = grad.contiguous()?;
        // The input of the first layer tracks no variable: its gradient is never needed.
        let dx = if x.track_op() {
            let part = Part::Data;
            Some(grad.apply_op2_no_bwd(w, &Grad { key, part })?)
        } else {
            None
        };
        let part = Part::Filter;
        let dw = x.apply_op2_no_bwd(&grad, &Grad { key, part })?;
        let db = grad.apply_op1_no_bwd(&BiasGrad { tf32: self.tf32 })?;
        Ok((dx, Some(dw), Some(db)))
    }
}

impl CustomOp2 for Grad {
    fn name(&self) -> &'static str {
        match self.part {
            Part::Data => "conv2d-input-grad-cudnn",
            Part::Filter => "conv2d-weight-grad-cudnn",
        }
    }

    fn cpu_fwd(
        &self,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        gpu_only()
    }

    fn cuda_fwd(
        &self,
        s1: &CudaStorage,
        l1: &Layout,
        s2: &CudaStorage,
        l2: &Layout,
    ) -> Result<(CudaStorage, Shape)> {
        let (k, part) = (&self.key, self.part);
        // The arguments' shapes and names, the result's shape, what the call is called.
        let (shapes, names, out_dims, what) = match part {
            Part::Data => (
                [k.out(), k.w],
                ["convolution gradient", "convolution filter"],
                k.x,
                "backward data",
            ),
            Part::Filter => (
                [k.x, k.out()],
                ["convolution input", "convolution gradient"],
                k.w,
                "backward filter",
            ),
        };
        if [dims4(l1)?, dims4(l2)?] != shapes {
            candle_core::bail!("cuDNN {what}: shapes {:?} {:?}", l1.dims(), l2.dims());
        }
        let device = s1.device();
        let stream = device.cuda_stream();
        let (a, b) = (view(s1, l1, names[0])?, view(s2, l2, names[1])?);
        // SAFETY: cuDNN writes every value (beta 0) before anything reads them.
        let mut out = unsafe { device.alloc::<f32>(out_dims.iter().product()) }?;
        run(
            device,
            k,
            |h, p, (ws, ws_len)| {
                let (ap, _a) = a.device_ptr(&stream);
                let (bp, _b) = b.device_ptr(&stream);
                let (op, _c) = out.device_ptr_mut(&stream);
                let (ap, bp, op) = (ap as *const c_void, bp as *const c_void, op as *mut c_void);
                // SAFETY: live handle and descriptors of these shapes; the pointers hold them.
                let status = unsafe {
                    match part {
                        // dx from w (b) and dy (a).
                        Part::Data => result::convolution_backward_data(
                            h,
                            one(),
                            p.w.0,
                            bp,
                            p.y.0,
                            ap,
                            p.data.conv.0,
                            p.data.algo,
                            ws,
                            ws_len,
                            zero(),
                            p.x.0,
                            op,
                        ),
                        // dw from x (a) and dy (b).
                        Part::Filter => result::convolution_backward_filter(
                            h,
                            one(),
                            p.x.0,
                            ap,
                            p.y.0,
                            bp,
                            p.filter.conv.0,
                            p.filter.algo,
                            ws,
                            ws_len,
                            zero(),
                            p.w.0,
                            op,
                        ),
                    }
                };
                ck(status, what)
            },
            |p| match part {
                Part::Data => p.data.workspace,
                Part::Filter => p.filter.workspace,
            },
        )?;
        Ok((
            CudaStorage::wrap_cuda_slice(out, device.clone()),
            Shape::from(out_dims.to_vec()),
        ))
    }
}

impl CustomOp1 for BiasGrad {
    fn name(&self) -> &'static str {
        "conv2d-bias-grad-cudnn"
    }

    fn cpu_fwd(&self, _: &CpuStorage, _: &Layout) -> Result<(CpuStorage, Shape)> {
        gpu_only()
    }

    fn cuda_fwd(&self, s: &CudaStorage, l: &Layout) -> Result<(CudaStorage, Shape)> {
        let d = dims4(l)?;
        let device = s.device();
        let stream = device.cuda_stream();
        let dy = view(s, l, "convolution gradient")?;
        // SAFETY: cuDNN writes every value (beta 0) before anything reads them.
        let mut db = unsafe { device.alloc::<f32>(d[1]) }?;
        let (dy_desc, db_desc) = (TensorDesc::new(d)?, TensorDesc::new([1, d[1], 1, 1])?);
        with_state(device, self.tf32, |st| {
            let (dyp, _a) = dy.device_ptr(&stream);
            let (dbp, _b) = db.device_ptr_mut(&stream);
            // SAFETY: a live handle; descriptors of these shapes; the pointers hold them.
            ck(
                unsafe {
                    sys::cudnnConvolutionBackwardBias(
                        st.handle,
                        one(),
                        dy_desc.0,
                        dyp as *const c_void,
                        zero(),
                        db_desc.0,
                        dbp as *mut c_void,
                    )
                }
                .result(),
                "backward bias",
            )
        })?;
        Ok((
            CudaStorage::wrap_cuda_slice(db, device.clone()),
            Shape::from(d[1]),
        ))
    }
}
