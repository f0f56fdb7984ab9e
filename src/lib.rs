//! # reincarnate
//!
//! Reincarnating RL on Atari: a DQN student learns from a DQN teacher with QDagger
//! (Agarwal et al., NeurIPS 2022), following CleanRL's `qdagger_dqn_atari_impalacnn.py`.
//!
//! The library holds everything; the `reincarnate` binary is a thin command line over it.
//! - [`agent`]: the Q-networks, the replay buffer and the QDagger maths.
//! - [`teacher`]: teachers from the Hub, local files and our checkpoints, in PyTorch,
//!   safetensors and Flax formats.
//! - [`config`]: every setting of a run, CleanRL's defaults and the presets.
//! - [`trainer`]: a QDagger or DQN run on its own thread, steered by [`protocol`] messages,
//!   logging to TensorBoard and CSV ([`logging`]).
//! - [`compare`]: learning curves of several runs in one PNG.
//! - [`aggregate`]: scores over games and seeds with rliable's IQM, bootstrap confidence
//!   intervals and performance profiles.
//! - [`sweep`]: games x seeds x algorithms in one runs directory, run here or on Slurm.
//! - [`video`]: demo videos (H.264 MP4 or GIF) encoded on a thread of their own.
//! - [`platform`]: the device (CPU or CUDA, its libraries found at run time), the CPU's
//!   vector extensions, the run's thread pool, the allocator.
//! - [`saliency`]: where a Q-network looks: gradient and perturbation saliency maps of an
//!   observation, and how much the student's and the teacher's agree.
//! - [`view`]: a run as a viewer draws it, built from the trainer's events (no GUI).
//! - [`env`]: the Arcade Learning Environment with CleanRL's preprocessing, and a pool of
//!   environments stepped in parallel.

pub mod agent;
pub mod aggregate;
#[cfg(feature = "gui")]
pub mod app;
pub mod choice;
pub mod compare;
pub mod config;
pub mod device_check;
pub mod env;
pub mod fork;
pub mod logging;
pub mod platform;
pub mod protocol;
pub mod remote;
pub mod saliency;
pub mod sweep;
pub mod teacher;
pub mod trainer;
#[cfg(test)]
mod typescript;
pub mod video;
pub mod view;
