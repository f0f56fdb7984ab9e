//! Acting's forward as a CUDA graph (the `graphs` lever): for each network and batch size a
//! thread acts with, the forward of a fixed input buffer into a fixed output buffer is
//! captured once from the device's one stream and then replayed, one launch instead of one
//! per operation (about 60 for the IMPALA network). The observations are copied into the
//! input before each replay and the Q-values read back after it, as without a graph.
//!
//! The graph reads the network's parameters where they are: Adam and the target's update
//! write them in place, so a replay sees the current weights. A network with other
//! parameters (another run, a loaded checkpoint) is another key. Every upload the forward
//! makes (dims and strides) is taken from candle's cache, filled by a warm-up forward
//! before the capture; every tensor made during the capture is freed in it. A capture that
//! fails is noted once (on the network's [`super::GpuNotes`]) and the forward runs without a
//! graph.

use super::graph_cache::GraphCache;
use crate::agent::QNetwork;
use candle_core::{CudaDevice, DType, Device, Result, Tensor, TensorId};
use cudarc::driver::{sys, CudaGraph};
use std::cell::RefCell;

/// A captured forward of a batch of `n` observations.
struct ForwardGraph {
    input: Tensor,
    output: Tensor,
    graph: CudaGraph,
}

fn driver(what: &str, e: cudarc::driver::DriverError) -> candle_core::Error {
    candle_core::Error::Msg(format!("CUDA graph, {what}: {e}"))
}

impl ForwardGraph {
    fn capture(net: &QNetwork, n: usize, cuda: &CudaDevice) -> Result<Self> {
        let device = Device::Cuda(cuda.clone());
        let input = Tensor::zeros((n, 4, 84, 84), DType::U8, &device)?;
        let _cache = cuda.enable_cuda_graph_htod_cache();
        // The warm-up: candle's uploads go into its cache, cuDNN's plans are made.
        let q = net.forward(&input)?;
        let output = Tensor::zeros(q.dims(), DType::F32, &device)?;
        output.slice_set(&q, 0, 0)?;
        drop(q);
        device.synchronize()?;
        let graph = capture(cuda, || {
            net.forward(&input).and_then(|q| output.slice_set(&q, 0, 0))
        })?;
        Ok(Self {
            input,
            output,
            graph,
        })
    }

    fn run(&self, obs: &[u8]) -> Result<Vec<Vec<f32>>> {
        let obs = Tensor::from_slice(obs, self.input.dims(), self.input.device())?;
        self.input.slice_set(&obs, 0, 0)?;
        launch(&self.graph)?;
        self.output.to_vec2::<f32>()
    }
}

/// The work `f` puts on `cuda`'s stream, captured as a CUDA graph (not run) and made ready to
/// launch. `f` must make no tensor from host data and read none back, and every tensor `f`
/// makes must be gone when it returns: what it frees inside is freed by each launch; memory
/// made before the capture must not be freed in it. These rules are watched on the host
/// while `f` runs (`capture_rules.rs`): a capture that broke one is an error.
///
/// The capture ends whatever `f` does, an error or a panic included, so that a failed capture
/// leaves the stream as it found it (the caller then runs the work without a graph). The
/// capture is the calling thread's (`THREAD_LOCAL`): no other thread may use the stream
/// meanwhile, which holds because a run's device work all happens on its own thread, or on its
/// pool's while that thread waits (a race's two runs each open a stream of their own).
pub(super) fn capture(cuda: &CudaDevice, f: impl FnOnce() -> Result<()>) -> Result<CudaGraph> {
    let _cache = cuda.enable_cuda_graph_htod_cache();
    let stream = cuda.cuda_stream();
    let context = stream.context();
    // An error cudarc kept from earlier work (a failed free) is said now, not taken for the
    // capture's.
    context
        .check_err()
        .map_err(|e| driver("an earlier error on the device", e))?;
    stream
        .begin_capture(sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)
        .map_err(|e| driver("begin capture", e))?;
    let watch = super::capture_rules::Watch::start();
    let captured = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    let broken = watch.broken_rules();
    // What cudarc kept while the capture failed (frees into an invalidated capture) is taken
    // first: left stored, it would stop the end of the capture before it is asked for.
    let kept = context.check_err();
    let graph = stream.end_capture(
        sys::CUgraphInstantiate_flags::CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH,
    );
    match captured {
        Ok(result) => result?,
        Err(panic) => {
            let why = crate::platform::panics::panic_message(&*panic).unwrap_or("a panic");
            candle_core::bail!("CUDA graph: the captured work panicked ({why})");
        }
    }
    kept.map_err(|e| driver("during the capture", e))?;
    if let Some(why) = broken {
        candle_core::bail!("CUDA graph: the captured work {why}");
    }
    let graph = graph
        .map_err(|e| driver("end capture", e))?
        .ok_or_else(|| candle_core::Error::Msg("CUDA graph: nothing was captured".into()))?;
    graph.upload().map_err(|e| driver("upload", e))?;
    Ok(graph)
}

/// The nodes of `graph`, counted by kind.
pub(super) fn nodes(graph: &CudaGraph) -> Result<super::GraphNodes> {
    let g = graph.cu_graph();
    let mut n = 0usize;
    // SAFETY: the graph is alive (owned by `graph`); a null array asks for the count only.
    unsafe { sys::cuGraphGetNodes(g, std::ptr::null_mut(), &mut n) }
        .result()
        .map_err(|e| driver("count its nodes", e))?;
    let mut nodes = vec![std::ptr::null_mut(); n];
    // SAFETY: `nodes` holds `n` entries, the count just asked for.
    unsafe { sys::cuGraphGetNodes(g, nodes.as_mut_ptr(), &mut n) }
        .result()
        .map_err(|e| driver("list its nodes", e))?;
    let mut counts = super::GraphNodes::default();
    for &node in &nodes[..n.min(nodes.len())] {
        let mut kind = sys::CUgraphNodeType::CU_GRAPH_NODE_TYPE_EMPTY;
        // SAFETY: a node of the live graph, its type written to `kind`.
        unsafe { sys::cuGraphNodeGetType(node, &mut kind) }
            .result()
            .map_err(|e| driver("read a node's type", e))?;
        use sys::CUgraphNodeType as T;
        match kind {
            T::CU_GRAPH_NODE_TYPE_KERNEL => counts.kernels += 1,
            T::CU_GRAPH_NODE_TYPE_MEMCPY => counts.copies += 1,
            T::CU_GRAPH_NODE_TYPE_MEMSET => counts.sets += 1,
            T::CU_GRAPH_NODE_TYPE_MEM_ALLOC | T::CU_GRAPH_NODE_TYPE_MEM_FREE => counts.memory += 1,
            _ => counts.other += 1,
        }
    }
    Ok(counts)
}

/// A launch of a captured graph.
pub(super) fn launch(graph: &CudaGraph) -> Result<()> {
    graph.launch().map_err(|e| driver("launch", e))
}

/// The nodes of the forward of `n` observations by `net` this thread has captured, if it has.
pub(super) fn forward_nodes(net: &QNetwork, n: usize) -> Option<super::GraphNodes> {
    GRAPHS.with(|cell| {
        let cache = cell.borrow();
        let graph = cache.lookup(&(net.first_param_id(), n))??;
        nodes(&graph.graph).ok()
    })
}

// The captured forwards of the networks this thread acts with, by weights and batch size. Per
// thread, not per network: a captured graph holds the driver's raw handles and may not move to
// another thread (cudarc's `CudaGraph` is not `Send`), while a network moves with its run; it
// is a cache, keyed by the weights it reads, and holds no setting.
thread_local! {
    static GRAPHS: RefCell<GraphCache<(TensorId, usize), ForwardGraph>> =
        RefCell::new(GraphCache::new(16));
}

/// The Q-values of `n` observations (`obs`, `[n, 4, 84, 84]`) by `net`'s captured forward;
/// `None` when it is not on a GPU or its forward could not be captured (said once on the
/// network's [`super::GpuNotes`]; the caller runs the forward itself).
pub(super) fn q_values(net: &QNetwork, obs: &[u8], n: usize) -> Result<Option<Vec<Vec<f32>>>> {
    let Device::Cuda(cuda) = net.device() else {
        return Ok(None);
    };
    let first = net.first_param_id();
    GRAPHS.with(|cell| {
        let mut cache = cell.borrow_mut();
        let (graph, failed) =
            cache.get_or_make(&(first, n), || ForwardGraph::capture(net, n, cuda));
        if let Some(e) = failed {
            net.gpu_notes().note(format!(
                "--cuda-levers graphs: the forward of {n} observation(s) could not be \
                 captured as a CUDA graph ({e}); it runs without one"
            ));
        }
        graph.map(|g| g.run(obs)).transpose()
    })
}
