//! An environment's state, layer by layer: what a snapshot of a run (a fork, a checkpoint
//! that resumes exactly) keeps of each level of the wrapper stack.

use super::EpisodeStats;
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

/// One layer's part of an environment's state (see [`Layer::save`](super::Layer::save)).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum LayerState {
    /// A layer that keeps nothing between steps (reward clipping, FIRE after a reset).
    Stateless,
    /// `EpisodicLife`: the lives seen last, and whether the last episode was a real game over.
    EpisodicLife {
        /// Lives after the last step.
        lives: i32,
        /// The last episode ended the game.
        was_real_done: bool,
    },
    /// `MaxAndSkip`: the two screens the next observation is pooled from.
    MaxAndSkip {
        /// Frames `skip - 1` and `skip` of the last step, as palette indices.
        buffers: [Vec<u8>; 2],
        /// No step since the reset: the observation is the inner layer's screen.
        after_reset: bool,
    },
    /// `NoopReset`: the generator of the NOOP counts.
    NoopReset {
        /// Its state.
        rng: Pcg64Mcg,
    },
    /// `RecordEpisodeStatistics`: the game so far, and a finished one not yet taken.
    EpisodeStats {
        /// Raw return so far.
        episode_return: f64,
        /// Frames so far.
        length: u64,
        /// A game that ended and was not taken yet.
        finished: Option<EpisodeStats>,
    },
    /// The emulator: ALE's whole system state (RAM, CPU, cartridge, frame counters and its
    /// random generator, which drives sticky actions) and the colours learned so far.
    Emulator {
        /// `ALEState` serialized by ALE (`cloneSystemState`, `encodeState`).
        system: Vec<u8>,
        /// Palette index and RGB of every colour learned.
        palette: Vec<(u8, [u8; 3])>,
    },
    /// The wrappers' tests' scripted game.
    #[cfg(test)]
    Scripted {
        /// Frames since the reset.
        frame: u32,
    },
}

impl LayerState {
    /// The layer's name, for errors.
    pub fn kind(&self) -> &'static str {
        match self {
            LayerState::Stateless => "stateless",
            LayerState::EpisodicLife { .. } => "episodic life",
            LayerState::MaxAndSkip { .. } => "max and skip",
            LayerState::NoopReset { .. } => "noop reset",
            LayerState::EpisodeStats { .. } => "episode statistics",
            LayerState::Emulator { .. } => "emulator",
            #[cfg(test)]
            LayerState::Scripted { .. } => "scripted game",
        }
    }
}

/// Why a saved state does not fit an environment.
#[derive(Debug, thiserror::Error, PartialEq)]
#[error("the saved environment state does not fit this environment: {0}")]
pub struct StateError(pub String);

impl StateError {
    /// A layer `expected` where the saved state has `found` (or nothing).
    pub fn mismatch(expected: &str, found: Option<&LayerState>) -> Self {
        Self(match found {
            Some(state) => format!("a {expected} layer found the state of a {}", state.kind()),
            None => format!("a {expected} layer found no state left"),
        })
    }
}
