//! The learning core: CleanRL's Q-networks in candle, the replay buffer, and the maths of
//! DQN and QDagger as small pure functions.

pub mod adam;
pub mod alloc;
pub mod conv;
pub mod cpu;
pub mod cuda_libs;
pub mod dense;
pub mod device;
mod fused;
pub mod layers;
pub mod network;
pub mod pool;
pub mod qdagger;
pub mod replay;
pub mod threads;

pub use adam::{Adam, AdamConfig};
pub use device::{device, device_name, open_device, DeviceError, Opened, DEFAULT_DEVICE, DTYPE};
pub use fused::with_candle_ops;
pub use network::{detect_arch, param_shapes, Arch, QNetwork, WeightsError};
pub use replay::{
    Batch, BatchTensors, ReplayBuffer, ReplayError, ReplayFileError, ReplaySpec, REPLAY_FILE,
};
