//! The Atari environment: the Arcade Learning Environment with CleanRL's preprocessing, and
//! a pool of environments stepped in parallel.
//!
//! ```no_run
//! use reincarnate::env::{AtariEnv, EnvConfig};
//! let mut env = AtariEnv::new(&EnvConfig::cleanrl("BreakoutNoFrameskip-v4"), 1)?;
//! let mut obs = vec![0u8; 4 * 84 * 84];
//! let step = env.step(1);
//! env.write_obs(&mut obs);
//! # Ok::<(), reincarnate::env::EnvError>(())
//! ```

mod atari;
mod emulator;
pub mod frame;
mod frame_processor;
mod frame_stack;
mod games;
mod palette;
pub mod pool;
pub mod state_file;
pub mod wrappers;

pub use atari::{AtariEnv, EnvConfig, EnvError, EnvState, Step};
pub use emulator::{Emulator, EmulatorError, EmulatorSettings};
pub use frame_processor::FrameProcessor;
pub use frame_stack::FrameStack;
pub use games::{Game, GameError, GameSpec, IdFlavour, ACTION_MEANINGS};
pub use palette::Palette;
pub use pool::{EnvPool, PoolError, PoolStep};
pub use wrappers::{EpisodeStats, ScreenView};
