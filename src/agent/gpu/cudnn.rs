//! The convolutions through cuDNN (the `cudnn` lever): forward with the bias, and the
//! backward's three parts (data, filter, bias), each one cuDNN call on candle's stream.
//!
//! Each thread that convolves keeps a cuDNN handle on the device's stream, a plan per shape
//! (the tensor, filter and convolution descriptors, made once, and the algorithm of each
//! part, chosen once by [`super::algorithms::pick`]: deterministic, FP32 unless `tf32`) and
//! one workspace grown to the largest a plan needs. A shape for which cuDNN offers no
//! algorithm is remembered as such and convolved by candle's kernels.

use super::algorithms::{pick, Candidate, WORKSPACE_LIMIT};
use super::launch::view;
use crate::platform::cuda_levers::CudaLevers;
use candle_core::backend::BackendStorage;
use candle_core::{
    CpuStorage, CudaDevice, CudaStorage, CustomOp1, CustomOp2, CustomOp3, Layout, Result, Shape,
    Tensor,
};
use cudarc::cudnn::{result, sys, CudnnError};
use cudarc::driver::{CudaSlice, DevicePtr, DevicePtrMut};
use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::c_void;

fn ck<T>(r: std::result::Result<T, CudnnError>, what: &str) -> Result<T> {
    r.map_err(|e| candle_core::Error::Msg(format!("cuDNN, {what}: {e:?}")))
}

fn dims_i32(d: [usize; 4]) -> Result<[i32; 4]> {
    let mut out = [0; 4];
    for (o, &v) in out.iter_mut().zip(&d) {
        *o = i32::try_from(v).map_err(|_| {
            candle_core::Error::Msg(format!("cuDNN: a dimension of {d:?} is too large"))
        })?;
    }
    Ok(out)
}

const FLOAT: sys::cudnnDataType_t = sys::cudnnDataType_t::CUDNN_DATA_FLOAT;
const NCHW: sys::cudnnTensorFormat_t = sys::cudnnTensorFormat_t::CUDNN_TENSOR_NCHW;

/// A 4-d f32 NCHW tensor descriptor.
struct TensorDesc(sys::cudnnTensorDescriptor_t);

impl TensorDesc {
    fn new(d: [usize; 4]) -> Result<Self> {
        let t = Self(ck(result::create_tensor_descriptor(), "tensor descriptor")?);
        // SAFETY: a descriptor just created, not freed.
        ck(
            unsafe { result::set_tensor4d_descriptor(t.0, NCHW, FLOAT, dims_i32(d)?) },
            "tensor descriptor",
        )?;
        Ok(t)
    }
}

impl Drop for TensorDesc {
    fn drop(&mut self) {
        // SAFETY: created by this value, freed once.
        let _ = unsafe { result::destroy_tensor_descriptor(self.0) };
    }
}

/// A 4-d f32 filter descriptor (`[out, in, kh, kw]`).
struct FilterDesc(sys::cudnnFilterDescriptor_t);

impl FilterDesc {
    fn new(d: [usize; 4]) -> Result<Self> {
        let f = Self(ck(result::create_filter_descriptor(), "filter descriptor")?);
        // SAFETY: a descriptor just created, not freed.
        ck(
            unsafe { result::set_filter4d_descriptor(f.0, FLOAT, NCHW, dims_i32(d)?) },
            "filter descriptor",
        )?;
        Ok(f)
    }
}

impl Drop for FilterDesc {
    fn drop(&mut self) {
        // SAFETY: created by this value, freed once.
        let _ = unsafe { result::destroy_filter_descriptor(self.0) };
    }
}

/// A 2-d cross-correlation (what deep learning calls a convolution) in f32.
struct ConvDesc(sys::cudnnConvolutionDescriptor_t);

impl ConvDesc {
    fn new(stride: usize, pad: usize, math: sys::cudnnMathType_t) -> Result<Self> {
        let c = Self(ck(
            result::create_convolution_descriptor(),
            "convolution descriptor",
        )?);
        let (s, p) = (stride as i32, pad as i32);
        // SAFETY: a descriptor just created, not freed.
        unsafe {
            ck(
                result::set_convolution2d_descriptor(
                    c.0,
                    p,
                    p,
                    s,
                    s,
                    1,
                    1,
                    sys::cudnnConvolutionMode_t::CUDNN_CROSS_CORRELATION,
                    FLOAT,
                ),
                "convolution descriptor",
            )?;
            ck(result::set_convolution_math_type(c.0, math), "math type")?;
        }
        Ok(c)
    }
}

impl Drop for ConvDesc {
    fn drop(&mut self) {
        // SAFETY: created by this value, freed once.
        let _ = unsafe { result::destroy_convolution_descriptor(self.0) };
    }
}

/// One part's convolution descriptor (its math type is the algorithm's), algorithm and
/// workspace.
struct Chosen<A> {
    conv: ConvDesc,
    algo: A,
    workspace: usize,
}

/// What one convolution shape needs, made once per thread.
struct Plan {
    x: TensorDesc,
    w: FilterDesc,
    y: TensorDesc,
    bias: TensorDesc,
    fwd: Chosen<sys::cudnnConvolutionFwdAlgo_t>,
    data: Chosen<sys::cudnnConvolutionBwdDataAlgo_t>,
    filter: Chosen<sys::cudnnConvolutionBwdFilterAlgo_t>,
}

/// A convolution's shape: input, filter, stride, padding.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    x: [usize; 4],
    w: [usize; 4],
    stride: usize,
    pad: usize,
}

impl Key {
    fn out(&self) -> [usize; 4] {
        let o = |n: usize, k: usize| (n + 2 * self.pad - k) / self.stride + 1;
        [
            self.x[0],
            self.w[0],
            o(self.x[2], self.w[2]),
            o(self.x[3], self.w[3]),
        ]
    }
}

/// The heuristics' ranking, as candidates, and the math type of each. `fp32` math is asked
/// for with FMA: an algorithm reported with cuDNN's default math runs under the descriptor's
/// FMA restriction (the same kernels where no tensor core is used).
fn ranked<P>(
    perf: &[P],
    get: impl Fn(&P) -> (u32, bool, bool, usize, sys::cudnnMathType_t),
) -> Vec<Candidate> {
    perf.iter()
        .map(|p| {
            let (algo, usable, deterministic, workspace, math) = get(p);
            Candidate {
                algo,
                usable,
                deterministic,
                workspace,
                fma: matches!(
                    math,
                    sys::cudnnMathType_t::CUDNN_FMA_MATH | sys::cudnnMathType_t::CUDNN_DEFAULT_MATH
                ),
            }
        })
        .collect()
}

/// The math type a descriptor starts with: FMA only, or cuDNN's default (TF32 allowed).
fn math(tf32: bool) -> sys::cudnnMathType_t {
    if tf32 {
        sys::cudnnMathType_t::CUDNN_DEFAULT_MATH
    } else {
        sys::cudnnMathType_t::CUDNN_FMA_MATH
    }
}

const SUCCESS: sys::cudnnStatus_t = sys::cudnnStatus_t::CUDNN_STATUS_SUCCESS;
const DETERMINISTIC: sys::cudnnDeterminism_t = sys::cudnnDeterminism_t::CUDNN_DETERMINISTIC;

/// Up to this many algorithms are ranked per part.
const RANKED: usize = 16;

impl Plan {
    fn new(h: sys::cudnnHandle_t, k: &Key, tf32: bool) -> Result<Option<Self>> {
        let x = TensorDesc::new(k.x)?;
        let w = FilterDesc::new(k.w)?;
        let y = TensorDesc::new(k.out())?;
        let bias = TensorDesc::new([1, k.w[0], 1, 1])?;
        let keep_math = |conv: &ConvDesc, m: sys::cudnnMathType_t| -> Result<()> {
            if tf32 {
                // SAFETY: a live descriptor.
                ck(
                    unsafe { result::set_convolution_math_type(conv.0, m) },
                    "math type",
                )?;
            }
            Ok(())
        };
        // The forward.
        let conv = ConvDesc::new(k.stride, k.pad, math(tf32))?;
        let mut perf = [sys::cudnnConvolutionFwdAlgoPerf_t {
            algo: sys::cudnnConvolutionFwdAlgo_t::CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM,
            status: SUCCESS,
            time: 0.0,
            memory: 0,
            determinism: DETERMINISTIC,
            mathType: math(tf32),
            reserved: [0; 3],
        }; RANKED];
        let mut n = 0;
        // SAFETY: live handle and descriptors; `perf` holds RANKED results.
        ck(
            unsafe {
                result::get_convolution_forward_algorithm(
                    h,
                    x.0,
                    w.0,
                    conv.0,
                    y.0,
                    RANKED as i32,
                    &mut n,
                    perf.as_mut_ptr(),
                )
            },
            "forward algorithms",
        )?;
        let perf = &perf[..(n.max(0) as usize).min(RANKED)];
        let cands = ranked(perf, |p| {
            (
                p.algo as u32,
                p.status == SUCCESS,
                p.determinism == DETERMINISTIC,
                p.memory,
                p.mathType,
            )
        });
        let Some(c) = pick(&cands, WORKSPACE_LIMIT, tf32) else {
            return Ok(None);
        };
        let p = perf[cands.iter().position(|x| *x == c).unwrap_or(0)];
        keep_math(&conv, p.mathType)?;
        let fwd = Chosen {
            conv,
            algo: p.algo,
            workspace: p.memory,
        };
        // The backward's data part.
        let conv = ConvDesc::new(k.stride, k.pad, math(tf32))?;
        let mut perf = [sys::cudnnConvolutionBwdDataAlgoPerf_t {
            algo: sys::cudnnConvolutionBwdDataAlgo_t::CUDNN_CONVOLUTION_BWD_DATA_ALGO_1,
            status: SUCCESS,
            time: 0.0,
            memory: 0,
            determinism: DETERMINISTIC,
            mathType: math(tf32),
            reserved: [0; 3],
        }; RANKED];
        let mut n = 0;
        // SAFETY: live handle and descriptors; `perf` holds RANKED results.
        ck(
            unsafe {
                result::get_convolution_backward_data_algorithm(
                    h,
                    w.0,
                    y.0,
                    conv.0,
                    x.0,
                    RANKED as i32,
                    &mut n,
                    perf.as_mut_ptr(),
                )
            },
            "backward-data algorithms",
        )?;
        let perf = &perf[..(n.max(0) as usize).min(RANKED)];
        let cands = ranked(perf, |p| {
            (
                p.algo as u32,
                p.status == SUCCESS,
                p.determinism == DETERMINISTIC,
                p.memory,
                p.mathType,
            )
        });
        let Some(c) = pick(&cands, WORKSPACE_LIMIT, tf32) else {
            return Ok(None);
        };
        let p = perf[cands.iter().position(|x| *x == c).unwrap_or(0)];
        keep_math(&conv, p.mathType)?;
        let data = Chosen {
            conv,
            algo: p.algo,
            workspace: p.memory,
        };
        // The backward's filter part.
        let conv = ConvDesc::new(k.stride, k.pad, math(tf32))?;
        let mut perf = [sys::cudnnConvolutionBwdFilterAlgoPerf_t {
            algo: sys::cudnnConvolutionBwdFilterAlgo_t::CUDNN_CONVOLUTION_BWD_FILTER_ALGO_1,
            status: SUCCESS,
            time: 0.0,
            memory: 0,
            determinism: DETERMINISTIC,
            mathType: math(tf32),
            reserved: [0; 3],
        }; RANKED];
        let mut n = 0;
        // SAFETY: live handle and descriptors; `perf` holds RANKED results.
        ck(
            unsafe {
                result::get_convolution_backward_filter_algorithm(
                    h,
                    x.0,
                    y.0,
                    conv.0,
                    w.0,
                    RANKED as i32,
                    &mut n,
                    perf.as_mut_ptr(),
                )
            },
            "backward-filter algorithms",
        )?;
        let perf = &perf[..(n.max(0) as usize).min(RANKED)];
        let cands = ranked(perf, |p| {
            (
                p.algo as u32,
                p.status == SUCCESS,
                p.determinism == DETERMINISTIC,
                p.memory,
                p.mathType,
            )
        });
        let Some(c) = pick(&cands, WORKSPACE_LIMIT, tf32) else {
            return Ok(None);
        };
        let p = perf[cands.iter().position(|x| *x == c).unwrap_or(0)];
        keep_math(&conv, p.mathType)?;
        let filter = Chosen {
            conv,
            algo: p.algo,
            workspace: p.memory,
        };
        Ok(Some(Self {
            x,
            w,
            y,
            bias,
            fwd,
            data,
            filter,
        }))
    }
}

/// A thread's cuDNN state on one stream.
struct State {
    handle: sys::cudnnHandle_t,
    stream: usize,
    tf32: bool,
    plans: HashMap<Key, Option<Plan>>,
    workspace: Option<CudaSlice<u8>>,
}

impl Drop for State {
    fn drop(&mut self) {
        self.plans.clear();
        // SAFETY: created by this value, freed once, after its plans' descriptors.
        let _ = unsafe { result::destroy_handle(self.handle) };
    }
}

impl State {
    /// The plan of `k`, made now if it was not (`None`: cuDNN offers no algorithm for it).
    fn plan(&mut self, k: &Key) -> Result<Option<&Plan>> {
        if !self.plans.contains_key(k) {
            let plan = Plan::new(self.handle, k, self.tf32)?;
            self.plans.insert(*k, plan);
        }
        Ok(self.plans.get(k).and_then(Option::as_ref))
    }
}

thread_local! {
    static STATE: RefCell<Option<State>> = const { RefCell::new(None) };
}

/// Runs `f` with this thread's cuDNN state for `device`'s stream (made on first use).
fn with_state<R>(device: &CudaDevice, f: impl FnOnce(&mut State) -> Result<R>) -> Result<R> {
    let stream = device.cuda_stream();
    stream
        .context()
        .bind_to_thread()
        .map_err(|e| candle_core::Error::Msg(format!("cuDNN: {e}")))?;
    let id = stream.cu_stream() as usize;
    let tf32 = CudaLevers::active().tf32;
    STATE.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell
            .as_ref()
            .is_none_or(|s| s.stream != id || s.tf32 != tf32)
        {
            *cell = None;
            let handle = ck(result::create_handle(), "handle")?;
            // SAFETY: a handle just made; the stream is the device's, alive while it is.
            ck(
                unsafe { result::set_stream(handle, stream.cu_stream() as sys::cudaStream_t) },
                "stream",
            )?;
            *cell = Some(State {
                handle,
                stream: id,
                tf32,
                plans: HashMap::new(),
                workspace: None,
            });
        }
        f(cell.as_mut().expect("made above"))
    })
}

/// The workspace of at least `bytes`, and its size (0: none needed).
fn workspace(s: &mut State, device: &CudaDevice, bytes: usize) -> Result<(*mut c_void, usize)> {
    if bytes == 0 {
        return Ok((std::ptr::null_mut(), 0));
    }
    if s.workspace.as_ref().is_none_or(|w| w.len() < bytes) {
        s.workspace = Some(device.alloc_zeros::<u8>(bytes)?);
    }
    let stream = device.cuda_stream();
    let w = s.workspace.as_mut().expect("allocated above");
    let (ptr, _sync) = w.device_ptr_mut(&stream);
    Ok((ptr as *mut c_void, bytes))
}

fn dims4(l: &Layout) -> Result<[usize; 4]> {
    let (a, b, c, d) = l.shape().dims4()?;
    Ok([a, b, c, d])
}

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
