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
    };
    if key.x[1] != key.w[1] || key.x[2] + 2 * pad < key.w[2] || key.x[3] + 2 * pad < key.w[3] {
        return Ok(None);
    }
    if !with_state(device, |s| Ok(s.plan(&key)?.is_some()))? {
        return Ok(None);
    }
    x.apply_op3(&w, &b, Conv { stride, pad }).map(Some)
}

/// The forward with the bias.
struct Conv {
    stride: usize,
    pad: usize,
}

/// The backward's data part: arguments the output's gradient and the filter.
struct DataGrad {
    key: Key,
}

/// The backward's filter part: arguments the input and the output's gradient.
struct FilterGrad {
    key: Key,
}

/// The backward's bias part: argument the output's gradient.
struct BiasGrad;

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
    with_state(device, |s| {
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
        };
        let grad = grad.contiguous()?;
        // The input of the first layer tracks no variable: its gradient is never needed.
        let dx = if x.track_op() {
            Some(grad.apply_op2_no_bwd(w, &DataGrad { key })?)
        } else {
            None
        };
        let dw = x.apply_op2_no_bwd(&grad, &FilterGrad { key })?;
        let db = grad.apply_op1_no_bwd(&BiasGrad)?;
        Ok((dx, Some(dw), Some(db)))
    }
}

impl CustomOp2 for DataGrad {
    fn name(&self) -> &'static str {
        "conv2d-input-grad-cudnn"
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
        if dims4(l1)? != self.key.out() || dims4(l2)? != self.key.w {
            candle_core::bail!(
                "cuDNN backward-data: shapes {:?} {:?}",
                l1.dims(),
                l2.dims()
            );
        }
        let device = s1.device();
        let stream = device.cuda_stream();
        let (dy, w) = (
            view(s1, l1, "convolution gradient")?,
            view(s2, l2, "convolution filter")?,
        );
        // SAFETY: cuDNN writes every value (beta 0) before anything reads them.
        let mut dx = unsafe { device.alloc::<f32>(self.key.x.iter().product()) }?;
        run(
            device,
            &self.key,
            |h, p, (ws, ws_len)| {
                let (wp, _a) = w.device_ptr(&stream);
                let (dyp, _b) = dy.device_ptr(&stream);
                let (dxp, _c) = dx.device_ptr_mut(&stream);
                // SAFETY: live handle and descriptors of these shapes; the pointers hold them.
                ck(
                    unsafe {
                        result::convolution_backward_data(
                            h,
                            one(),
                            p.w.0,
                            wp as *const c_void,
                            p.y.0,
                            dyp as *const c_void,
                            p.data.conv.0,
                            p.data.algo,
                            ws,
                            ws_len,
                            zero(),
                            p.x.0,
                            dxp as *mut c_void,
                        )
                    },
                    "backward data",
                )
            },
            |p| p.data.workspace,
        )?;
        Ok((
            CudaStorage::wrap_cuda_slice(dx, device.clone()),
            Shape::from(self.key.x.to_vec()),
        ))
    }
}

impl CustomOp2 for FilterGrad {
    fn name(&self) -> &'static str {
        "conv2d-weight-grad-cudnn"
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
        if dims4(l1)? != self.key.x || dims4(l2)? != self.key.out() {
            candle_core::bail!(
                "cuDNN backward-filter: shapes {:?} {:?}",
                l1.dims(),
                l2.dims()
            );
        }
        let device = s1.device();
        let stream = device.cuda_stream();
        let (x, dy) = (
            view(s1, l1, "convolution input")?,
            view(s2, l2, "convolution gradient")?,
        );
        // SAFETY: cuDNN writes every value (beta 0) before anything reads them.
        let mut dw = unsafe { device.alloc::<f32>(self.key.w.iter().product()) }?;
        run(
            device,
            &self.key,
            |h, p, (ws, ws_len)| {
                let (xp, _a) = x.device_ptr(&stream);
                let (dyp, _b) = dy.device_ptr(&stream);
                let (dwp, _c) = dw.device_ptr_mut(&stream);
                // SAFETY: live handle and descriptors of these shapes; the pointers hold them.
                ck(
                    unsafe {
                        result::convolution_backward_filter(
                            h,
                            one(),
                            p.x.0,
                            xp as *const c_void,
                            p.y.0,
                            dyp as *const c_void,
                            p.filter.conv.0,
                            p.filter.algo,
                            ws,
                            ws_len,
                            zero(),
                            p.w.0,
                            dwp as *mut c_void,
                        )
                    },
                    "backward filter",
                )
            },
            |p| p.filter.workspace,
        )?;
        Ok((
            CudaStorage::wrap_cuda_slice(dw, device.clone()),
            Shape::from(self.key.w.to_vec()),
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
        with_state(device, |st| {
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
