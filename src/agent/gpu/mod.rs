//! Kernels of our own for the update on a GPU (`update.cu`, compiled to PTX by build.rs with
//! the CUDA build's nvcc and checked there with ptxas): Adam as one kernel per parameter, and
//! IMPALA's max-pool with its backward as one kernel each. Each computes what the CPU's fused
//! path computes, in the same order of operations, so the two agree bit for bit; the tests run
//! the same source on the host (`host_shim.cpp`) against the CPU's code.
//!
//! They are used on a GPU when their lever is on (`--cuda-levers` `adam`, `maxpool`; off by
//! default until a GPU check has proven them, docs/cuda.md), passed in by the caller with the
//! tensors (the optimiser's and the network's levers); candle's operations otherwise, and on
//! every other device. The `cudnn` lever convolves through cuDNN instead
//! (`cudnn/`, its algorithms chosen by `algorithms.rs`); the `graphs` lever replays acting's
//! forward as a CUDA graph (`graph.rs`, its cache `graph_cache.rs`).

use crate::platform::cuda_levers::CudaLevers;
use candle_core::{DType, Result, Tensor};

/// Whether the Adam kernel applies to these tensors: all on a GPU, in f32, its lever on.
pub(super) fn adam_kernel_applies(levers: CudaLevers, ts: &[&Tensor]) -> bool {
    levers.fused_adam && on_gpu_f32(ts)
}

/// The six numbers of an Adam step as its GPU kernel takes them (`w1, beta2, w2,
/// step_size, bias2_sqrt, eps`).
#[derive(Clone, Copy, Debug)]
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
pub enum AdamArgs<'a> {
    /// As the kernel's arguments.
    Values([f32; 6]),
    /// In device memory, a `[6]` f32 tensor the kernel reads (what a captured graph replays).
    InMemory(&'a Tensor),
}

/// Whether the max-pool kernels apply to `x`: on a GPU, in f32, their lever on.
pub(super) fn pool_kernel_applies(levers: CudaLevers, x: &Tensor) -> bool {
    levers.pool_kernel && on_gpu_f32(&[x])
}

fn on_gpu_f32(ts: &[&Tensor]) -> bool {
    ts.iter()
        .all(|t| t.device().is_cuda() && t.dtype() == DType::F32)
}

/// The number of values of `t`, as the kernels take it (a `u32`).
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
fn count(t: &Tensor, what: &str) -> Result<u32> {
    u32::try_from(t.elem_count())
        .map_err(|_| candle_core::Error::Msg(format!("{what}: too many values for a kernel")))
}

/// Free memory of `device` in bytes, when it is a GPU whose memory can be read (what
/// `--replay-on-device auto` weighs the replay buffer's frames against).
pub fn free_memory(device: &candle_core::Device) -> Option<u64> {
    #[cfg(feature = "cuda")]
    if let candle_core::Device::Cuda(d) = device {
        return launch::free_memory(d);
    }
    let _ = device;
    None
}

/// `conv2d(x, w) + b` through cuDNN when the `cudnn` lever is on (in TF32 with `tf32`), the
/// tensors are on a GPU in f32 and cuDNN has a deterministic algorithm for every part of the
/// shape; `None` otherwise (the caller uses candle's convolution).
pub(super) fn cudnn_conv2d_bias(
    levers: CudaLevers,
    x: &Tensor,
    w: &Tensor,
    b: &Tensor,
    stride: usize,
    pad: usize,
) -> Result<Option<Tensor>> {
    #[cfg(feature = "cuda")]
    if levers.cudnn && on_gpu_f32(&[x, w, b]) {
        return cudnn::conv2d_bias(x, w, b, stride, pad, levers.tf32);
    }
    let _ = (levers, x, w, b, stride, pad);
    Ok(None)
}

/// The Q-values of `n` observations (`obs`, `[n, 4, 84, 84]`) by `net`'s forward replayed
/// as a CUDA graph, when the `graphs` lever is on and `net` is on a GPU; `None` otherwise
/// (the caller runs the forward itself).
pub fn graphed_q_values(
    net: &crate::agent::QNetwork,
    obs: &[u8],
    n: usize,
) -> Result<Option<Vec<Vec<f32>>>> {
    #[cfg(feature = "cuda")]
    if net.levers().graphs && net.device().is_cuda() {
        return graph::q_values(net, obs, n);
    }
    let _ = (net, obs, n);
    Ok(None)
}

/// What the GPU path had to say while it ran (a CUDA graph that could not be captured, so
/// that its work runs without one), until someone takes it. One per run, passed down: its
/// networks (and their clones) and its update share it, the trainer passes what it holds on as
/// warnings, and `check-device` prints it.
#[derive(Clone, Debug, Default)]
pub struct GpuNotes(std::sync::Arc<std::sync::Mutex<Vec<String>>>);

impl GpuNotes {
    /// Keeps `text` for [`GpuNotes::take`] (at most 64 notes wait; later ones are dropped).
    pub fn note(&self, text: String) {
        let mut notes = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if notes.len() < 64 {
            notes.push(text);
        }
    }

    /// The notes since the last call, oldest first.
    pub fn take(&self) -> Vec<String> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

/// The nodes of a captured CUDA graph by kind: what one launch of it runs in place of as
/// many launches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GraphNodes {
    /// Kernels (candle's, ours, cuBLAS's and cuDNN's).
    pub kernels: usize,
    /// Memory copies.
    pub copies: usize,
    /// Memory sets (zeroed buffers).
    pub sets: usize,
    /// Allocations and frees of the graph's own memory.
    pub memory: usize,
    /// Any other node.
    pub other: usize,
}

impl GraphNodes {
    /// Every node.
    pub fn total(&self) -> usize {
        self.kernels + self.copies + self.sets + self.memory + self.other
    }
}

impl std::fmt::Display for GraphNodes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} nodes: {} kernels, {} copies, {} memsets, {} allocations and frees",
            self.total(),
            self.kernels,
            self.copies,
            self.sets,
            self.memory
        )?;
        if self.other > 0 {
            write!(f, ", {} other", self.other)?;
        }
        Ok(())
    }
}

/// Work on a GPU captured once as a CUDA graph, replayed with one launch.
pub struct Captured {
    #[cfg(feature = "cuda")]
    graph: cudarc::driver::CudaGraph,
}

// SAFETY: a graph is launched through cudarc, which makes its context current on the
// calling thread first; `Captured` is not `Sync`, so one thread launches it at a time (the
// learner that owns it moves between the trainer's thread and its pool's).
#[cfg(feature = "cuda")]
unsafe impl Send for Captured {}

impl Captured {
    /// Runs the captured work again (queued on the stream it was captured from).
    pub fn launch(&self) -> Result<()> {
        #[cfg(feature = "cuda")]
        return graph::launch(&self.graph);
        #[cfg(not(feature = "cuda"))]
        candle_core::bail!("a CUDA graph needs a build with the `cuda` feature")
    }

    /// Its nodes by kind.
    pub fn nodes(&self) -> Result<GraphNodes> {
        #[cfg(feature = "cuda")]
        return graph::nodes(&self.graph);
        #[cfg(not(feature = "cuda"))]
        candle_core::bail!("a CUDA graph needs a build with the `cuda` feature")
    }
}

/// The work `f` puts on `device`'s stream, captured as a CUDA graph without running it;
/// `None` on a device without graphs (the CPU). What `f` uploads must come from candle's
/// upload cache, filled by running the same work once before; every tensor `f` makes must be
/// dropped inside it, and nothing made before may be freed in it (each launch would free it
/// again).
pub fn capture(
    device: &candle_core::Device,
    f: impl FnOnce() -> Result<()>,
) -> Result<Option<Captured>> {
    #[cfg(feature = "cuda")]
    if let candle_core::Device::Cuda(cuda) = device {
        return Ok(Some(Captured {
            graph: graph::capture(cuda, f)?,
        }));
    }
    let _ = (device, f);
    Ok(None)
}

/// Runs `f` with candle's cache of small uploads on when `device` is a GPU: what it uploads
/// (dims and strides) is kept, so that a capture of the same work finds it.
pub fn with_upload_cache<R>(device: &candle_core::Device, f: impl FnOnce() -> R) -> R {
    #[cfg(feature = "cuda")]
    if let candle_core::Device::Cuda(cuda) = device {
        let _cache = cuda.enable_cuda_graph_htod_cache();
        return f();
    }
    let _ = device;
    f()
}

/// The nodes of the CUDA graph this thread replays for the forward of `n` observations by
/// `net` ([`graphed_q_values`]), once it has captured one.
pub fn graphed_forward_nodes(net: &crate::agent::QNetwork, n: usize) -> Option<GraphNodes> {
    #[cfg(feature = "cuda")]
    return graph::forward_nodes(net, n);
    #[cfg(not(feature = "cuda"))]
    {
        let _ = (net, n);
        None
    }
}

pub mod algorithms;
pub(crate) mod capture_rules;
#[cfg(feature = "cuda")]
mod cudnn;
#[cfg(feature = "cuda")]
mod graph;
pub mod graph_cache;
#[cfg(feature = "cuda")]
mod launch;
#[cfg(feature = "cuda")]
pub(super) use launch::{adam_step, max_pool};

/// Without the `cuda` feature no tensor is on a GPU ([`adam_kernel_applies`] is false).
#[cfg(not(feature = "cuda"))]
pub(super) fn adam_step(_: &Tensor, _: &Tensor, _: &Tensor, _: &Tensor, _: AdamArgs) -> Result<()> {
    candle_core::bail!("Adam's GPU kernel needs a build with the `cuda` feature")
}

/// Without the `cuda` feature no tensor is on a GPU ([`pool_kernel_applies`] is false).
#[cfg(not(feature = "cuda"))]
pub(super) fn max_pool(_: &Tensor) -> Result<Tensor> {
    candle_core::bail!("the max-pool's GPU kernel needs a build with the `cuda` feature")
}

#[cfg(test)]
pub(super) mod host;

#[cfg(test)]
mod tests {
    use super::GraphNodes;

    #[test]
    fn notes_are_taken_once_in_order_and_at_most_64_wait_shared_by_clones_alone() {
        let notes = super::GpuNotes::default();
        let (shared, other) = (notes.clone(), super::GpuNotes::default());
        notes.note("first".into());
        shared.note("second".into());
        other.note("another run's".into());
        assert_eq!(notes.take(), ["first", "second"]);
        assert!(shared.take().is_empty(), "taken once, through any clone");
        assert_eq!(
            other.take(),
            ["another run's"],
            "another run's notes are its own"
        );
        for i in 0..70 {
            notes.note(format!("n{i}"));
        }
        let kept = notes.take();
        assert_eq!((kept.len(), kept[63].as_str()), (64, "n63"));
    }

    #[test]
    fn a_graph_s_nodes_are_counted_and_said_by_kind() {
        let n = GraphNodes {
            kernels: 700,
            copies: 12,
            sets: 40,
            memory: 300,
            other: 0,
        };
        assert_eq!(n.total(), 1052);
        assert_eq!(
            n.to_string(),
            "1052 nodes: 700 kernels, 12 copies, 40 memsets, 300 allocations and frees"
        );
        let odd = GraphNodes { other: 2, ..n };
        assert!(odd.to_string().ends_with(", 2 other"), "{odd}");
    }
}
