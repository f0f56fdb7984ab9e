//! # reincarnate
//!
//! Reincarnating RL on Atari: a DQN student learns from a DQN teacher with QDagger
//! (Agarwal et al., NeurIPS 2022), following CleanRL's `qdagger_dqn_atari_impalacnn.py`.
//!
//! The library holds everything; the `reincarnate` binary is a thin command line over it.
//! - [`env`]: the Arcade Learning Environment with CleanRL's preprocessing, and a pool of
//!   environments stepped in parallel.

pub mod env;
