//! cuDNN's side of the convolutions: descriptors (freed when dropped), the plan of one
//! convolution shape (its descriptors and the algorithm of each part, chosen once by
//! [`super::super::algorithms::pick`]) and each thread's handle, plans and workspace.

use crate::agent::gpu::algorithms::{pick, Candidate, WORKSPACE_LIMIT};
use candle_core::{CudaDevice, Layout, Result};
use cudarc::cudnn::{result, sys, CudnnError};
use cudarc::driver::{CudaSlice, DevicePtrMut};
use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::c_void;

pub(super) fn ck<T>(r: std::result::Result<T, CudnnError>, what: &str) -> Result<T> {
    r.map_err(|e| candle_core::Error::Msg(format!("cuDNN, {what}: {e:?}")))
}

pub(super) fn dims_i32(d: [usize; 4]) -> Result<[i32; 4]> {
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
pub(super) struct TensorDesc(pub(super) sys::cudnnTensorDescriptor_t);

impl TensorDesc {
    pub(super) fn new(d: [usize; 4]) -> Result<Self> {
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
pub(super) struct FilterDesc(pub(super) sys::cudnnFilterDescriptor_t);

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
pub(super) struct ConvDesc(pub(super) sys::cudnnConvolutionDescriptor_t);

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
pub(super) struct Chosen<A> {
    pub(super) conv: ConvDesc,
    pub(super) algo: A,
    pub(super) workspace: usize,
}

/// What one convolution shape needs, made once per thread.
pub(super) struct Plan {
    pub(super) x: TensorDesc,
    pub(super) w: FilterDesc,
    pub(super) y: TensorDesc,
    pub(super) bias: TensorDesc,
    pub(super) fwd: Chosen<sys::cudnnConvolutionFwdAlgo_t>,
    pub(super) data: Chosen<sys::cudnnConvolutionBwdDataAlgo_t>,
    pub(super) filter: Chosen<sys::cudnnConvolutionBwdFilterAlgo_t>,
}

/// A convolution's shape (input, filter, stride, padding), and whether it may use TF32
/// (the `tf32` lever): which of this thread's states runs it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Key {
    pub(super) x: [usize; 4],
    pub(super) w: [usize; 4],
    pub(super) stride: usize,
    pub(super) pad: usize,
    pub(super) tf32: bool,
}

impl Key {
    pub(super) fn out(&self) -> [usize; 4] {
        let o = |n: usize, k: usize| (n + 2 * self.pad - k) / self.stride + 1;
        [
            self.x[0],
            self.w[0],
            o(self.x[2], self.w[2]),
            o(self.x[3], self.w[3]),
        ]
    }
}

/// A candidate of cuDNN's heuristics. `fma`: an algorithm reported with FMA or cuDNN's
/// default math runs in FP32 under a descriptor that asks for FMA only (the same kernels where
/// no tensor core is used).
fn candidate(
    algo: u32,
    status: sys::cudnnStatus_t,
    determinism: sys::cudnnDeterminism_t,
    workspace: usize,
    math: sys::cudnnMathType_t,
) -> Candidate {
    Candidate {
        algo,
        usable: status == sys::cudnnStatus_t::CUDNN_STATUS_SUCCESS,
        deterministic: determinism == sys::cudnnDeterminism_t::CUDNN_DETERMINISTIC,
        workspace,
        fma: matches!(
            math,
            sys::cudnnMathType_t::CUDNN_FMA_MATH | sys::cudnnMathType_t::CUDNN_DEFAULT_MATH
        ),
    }
}

/// The math type a descriptor starts with: FMA only, or cuDNN's default (TF32 allowed).
fn math(tf32: bool) -> sys::cudnnMathType_t {
    if tf32 {
        sys::cudnnMathType_t::CUDNN_DEFAULT_MATH
    } else {
        sys::cudnnMathType_t::CUDNN_FMA_MATH
    }
}

/// Up to this many algorithms are ranked per part.
const RANKED: usize = 16;

/// A result of cuDNN's heuristics for one part of the convolution, taken apart.
trait Ranked {
    /// The part's algorithm type.
    type Algo: Copy;
    /// Its algorithm, the candidate [`pick`] weighs, its math type.
    fn read(&self) -> (Self::Algo, Candidate, sys::cudnnMathType_t);
}

/// The three parts' results have the same fields.
macro_rules! ranked {
    ($($perf:ty => $algo:ty),*) => {$(
        impl Ranked for $perf {
            type Algo = $algo;
            fn read(&self) -> ($algo, Candidate, sys::cudnnMathType_t) {
                let c = candidate(
                    self.algo as u32,
                    self.status,
                    self.determinism,
                    self.memory,
                    self.mathType,
                );
                (self.algo, c, self.mathType)
            }
        }
    )*};
}

ranked!(
    sys::cudnnConvolutionFwdAlgoPerf_t => sys::cudnnConvolutionFwdAlgo_t,
    sys::cudnnConvolutionBwdDataAlgoPerf_t => sys::cudnnConvolutionBwdDataAlgo_t,
    sys::cudnnConvolutionBwdFilterAlgoPerf_t => sys::cudnnConvolutionBwdFilterAlgo_t
);

/// One part's algorithm for shape `k`: `rank` fills cuDNN's heuristics' results (best first)
/// and their count for a descriptor. `None`: no algorithm fits.
fn choose<P: Ranked>(
    k: &Key,
    tf32: bool,
    rank: impl FnOnce(&ConvDesc, &mut [P; RANKED], &mut i32) -> Result<()>,
) -> Result<Option<Chosen<P::Algo>>> {
    let conv = ConvDesc::new(k.stride, k.pad, math(tf32))?;
    // SAFETY: cuDNN's result structs are plain C data for which all zeros is a valid value
    // (algorithm 0, success, non-deterministic, default math), as cudarc fills them.
    let mut perf: [P; RANKED] = unsafe { std::mem::zeroed() };
    let mut n = 0;
    rank(&conv, &mut perf, &mut n)?;
    let read: Vec<_> = perf[..(n.max(0) as usize).min(RANKED)]
        .iter()
        .map(Ranked::read)
        .collect();
    let candidates: Vec<Candidate> = read.iter().map(|r| r.1).collect();
    let Some(c) = pick(&candidates, WORKSPACE_LIMIT, tf32) else {
        return Ok(None);
    };
    let (algo, _, m) = read[candidates.iter().position(|x| *x == c).unwrap_or(0)];
    if tf32 {
        // SAFETY: a live descriptor. Without tf32 it stays FMA only.
        ck(
            unsafe { result::set_convolution_math_type(conv.0, m) },
            "math type",
        )?;
    }
    Ok(Some(Chosen {
        conv,
        algo,
        workspace: c.workspace,
    }))
}

impl Plan {
    fn new(h: sys::cudnnHandle_t, k: &Key, tf32: bool) -> Result<Option<Self>> {
        let x = TensorDesc::new(k.x)?;
        let w = FilterDesc::new(k.w)?;
        let y = TensorDesc::new(k.out())?;
        let bias = TensorDesc::new([1, k.w[0], 1, 1])?;
        let fwd = choose(k, tf32, |conv, perf, n| {
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
                        n,
                        perf.as_mut_ptr(),
                    )
                },
                "forward algorithms",
            )
        })?;
        let data = choose(k, tf32, |conv, perf, n| {
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
                        n,
                        perf.as_mut_ptr(),
                    )
                },
                "backward-data algorithms",
            )
        })?;
        let filter = choose(k, tf32, |conv, perf, n| {
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
                        n,
                        perf.as_mut_ptr(),
                    )
                },
                "backward-filter algorithms",
            )
        })?;
        let (Some(fwd), Some(data), Some(filter)) = (fwd, data, filter) else {
            return Ok(None);
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
pub(super) struct State {
    pub(super) handle: sys::cudnnHandle_t,
    pub(super) stream: usize,
    tf32: bool,
    pub(super) plans: HashMap<Key, Option<Plan>>,
    pub(super) workspace: Option<CudaSlice<u8>>,
    /// Workspaces outgrown, kept while the state lives: a CUDA graph captured with one
    /// still points at it (acting's, the update's).
    outgrown: Vec<CudaSlice<u8>>,
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
    pub(super) fn plan(&mut self, k: &Key) -> Result<Option<&Plan>> {
        if !self.plans.contains_key(k) {
            let plan = Plan::new(self.handle, k, self.tf32)?;
            self.plans.insert(*k, plan);
        }
        Ok(self.plans.get(k).and_then(Option::as_ref))
    }
}

thread_local! {
    /// This thread's states, one per stream (and TF32 setting) it has convolved on: a
    /// thread of a shared pool may serve two trainers' streams in turn, and a graph captured
    /// with one state's workspace must find it alive.
    static STATES: RefCell<Vec<State>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` with this thread's cuDNN state for `device`'s stream and TF32 setting (made on
/// first use).
pub(super) fn with_state<R>(
    device: &CudaDevice,
    tf32: bool,
    f: impl FnOnce(&mut State) -> Result<R>,
) -> Result<R> {
    let stream = device.cuda_stream();
    stream
        .context()
        .bind_to_thread()
        .map_err(|e| candle_core::Error::Msg(format!("cuDNN: {e}")))?;
    let id = stream.cu_stream() as usize;
    STATES.with(|cell| {
        let mut states = cell.borrow_mut();
        let i = match states.iter().position(|s| s.stream == id && s.tf32 == tf32) {
            Some(i) => i,
            None => {
                let handle = ck(result::create_handle(), "handle")?;
                // SAFETY: a handle just made; the stream is the device's, alive while it is.
                ck(
                    unsafe { result::set_stream(handle, stream.cu_stream() as sys::cudaStream_t) },
                    "stream",
                )?;
                states.push(State {
                    handle,
                    stream: id,
                    tf32,
                    plans: HashMap::new(),
                    workspace: None,
                    outgrown: Vec::new(),
                });
                states.len() - 1
            }
        };
        f(&mut states[i])
    })
}

/// The workspace of at least `bytes`, and its size (0: none needed).
pub(super) fn workspace(
    s: &mut State,
    device: &CudaDevice,
    bytes: usize,
) -> Result<(*mut c_void, usize)> {
    if bytes == 0 {
        return Ok((std::ptr::null_mut(), 0));
    }
    let stream = device.cuda_stream();
    if s.workspace.as_ref().is_none_or(|w| w.len() < bytes) {
        // Memory allocated while a CUDA graph is captured is the graph's, freed at its next
        // launch: the workspace, kept across calls, must come from outside a capture (the
        // warm-up before a capture grows it to what the captured work needs).
        let status = stream
            .capture_status()
            .map_err(|e| candle_core::Error::Msg(format!("cuDNN: capture status: {e}")))?;
        if status != cudarc::driver::sys::CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE {
            candle_core::bail!(
                "cuDNN: its workspace would grow to {bytes} bytes inside a CUDA graph capture \
                 (the warm-up before the capture did not need as much)"
            );
        }
        let grown = device.alloc_zeros::<u8>(bytes)?;
        s.outgrown.extend(s.workspace.replace(grown));
    }
    let w = s.workspace.as_mut().expect("allocated above");
    let (ptr, _sync) = w.device_ptr_mut(&stream);
    Ok((ptr as *mut c_void, bytes))
}

pub(super) fn dims4(l: &Layout) -> Result<[usize; 4]> {
    let (a, b, c, d) = l.shape().dims4()?;
    Ok([a, b, c, d])
}
