//! What the learning code runs on, apart from the learning: the device (CPU or a GPU, and the
//! CUDA libraries a GPU needs, found at run time), the CPU's vector extensions, the threads of
//! a run's pool, the allocator's settings, and the signals that stop a run.

pub mod alloc;
pub mod cpu;
pub mod cuda_levers;
pub mod cuda_libs;
pub mod cudnn_libs;
pub mod device;
pub mod panics;
pub mod peer_user;
pub mod signals;
pub mod threads;
