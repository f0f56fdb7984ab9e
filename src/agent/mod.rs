//! The learning core: CleanRL's Q-networks in candle, the replay buffer, and the maths of
//! DQN and QDagger as small pure functions.

pub mod adam;
pub mod conv;
pub mod dense;
mod fused;
mod gpu;
pub mod layers;
pub mod network;
pub mod pool;
pub mod qdagger;
pub mod replay;

pub use crate::platform::cuda_levers::CudaLevers;
pub use crate::platform::device::{
    device, device_name, open_device, DeviceError, Opened, DEFAULT_DEVICE,
};
pub use adam::{Adam, AdamConfig};
pub use fused::with_candle_ops;
pub use gpu::capture_rules::Watch as CaptureWatch;
pub use gpu::free_memory as free_device_memory;
pub use gpu::graph_cache::GraphCache;
pub use gpu::{capture as capture_graph, with_upload_cache, Captured, GpuNotes, GraphNodes};
pub use gpu::{graphed_forward_nodes, graphed_q_values};
pub use network::{detect_arch, param_shapes, Arch, QNetwork, WeightsError};
pub use replay::{
    Batch, BatchTensors, DeviceFrames, ReplayBuffer, ReplayError, ReplayFileError, ReplayPlacement,
    ReplayShare, ReplaySpec, REPLAY_FILE,
};

/// The floating-point type of every network and loss: `f32`, like CleanRL's.
pub const DTYPE: candle_core::DType = candle_core::DType::F32;
