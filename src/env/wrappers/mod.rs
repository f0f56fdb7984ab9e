//! CleanRL's Atari wrappers (Stable-Baselines3's `atari_wrappers` plus Gymnasium's
//! `RecordEpisodeStatistics`), one small unit each, stacked the way `make_env` stacks them.
//!
//! A [`Layer`] is one level of the stack: the [`Emulator`](super::Emulator) at the bottom,
//! each wrapper above the one it wraps. Screens are pulled lazily with [`Layer::observe`], as
//! palette indices, so a layer that does not need a screen (most of them) never copies one.

mod clip_reward;
mod episode_stats;
mod episodic_life;
mod fire_reset;
mod max_and_skip;
mod noop_reset;
#[cfg(test)]
pub(crate) mod scripted;
mod state;

pub use clip_reward::ClipReward;
pub use episode_stats::RecordEpisodeStats;
pub use episodic_life::EpisodicLife;
pub use fire_reset::FireReset;
pub use max_and_skip::MaxAndSkip;
pub use noop_reset::NoopReset;
pub use state::{LayerState, StateError};

use super::emulator::Emulator;
use super::palette::Palette;

/// What one step of a layer returns.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct StepResult {
    /// Reward of the step (summed over skipped frames, clipped where a layer clips).
    pub reward: f64,
    /// The episode ended in a terminal state (game over, or a life lost under
    /// `EpisodicLife`).
    pub terminated: bool,
    /// The episode was cut short by the frame cap.
    pub truncated: bool,
}

impl StepResult {
    /// Terminated or truncated.
    pub fn done(&self) -> bool {
        self.terminated || self.truncated
    }
}

/// Statistics of one finished game, measured on the raw game: every frame counted, every
/// reward unclipped, all lives (CleanRL's `episodic_return` and `episodic_length`).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct EpisodeStats {
    /// Sum of the raw rewards of the game.
    pub episode_return: f64,
    /// Emulator frames of the game.
    pub length: u64,
    /// The game was cut at the frame cap (`max_num_frames_per_episode`), not over.
    pub truncated: bool,
}

/// A screen as a layer sees it: palette indices (`210 x 160`), and after a `MaxAndSkip` the
/// frame it is max-pooled with.
#[derive(Clone, Copy, Debug)]
pub struct ScreenView<'a> {
    /// The newest frame.
    pub frame: &'a [u8],
    /// The frame before it, to take the element-wise maximum with (in RGB).
    pub pooled_with: Option<&'a [u8]>,
    /// The colours of the indices.
    pub palette: &'a Palette,
}

/// One level of the Atari wrapper stack.
pub trait Layer: Send {
    /// Resets the episode as this layer defines a reset.
    fn reset(&mut self);
    /// Plays `action` (an index into the action set).
    fn step(&mut self, action: usize) -> StepResult;
    /// The screen as this layer sees it.
    fn observe(&mut self) -> ScreenView<'_>;
    /// The colours of the screen's palette indices.
    fn palette(&self) -> &Palette;
    /// Writes the emulator's current raw RGB screen into `rgb`.
    fn raw_screen(&mut self, rgb: &mut [u8]);
    /// Lives left in the game.
    fn lives(&self) -> i32;
    /// The statistics of a game that ended since the last call, if one did.
    fn take_episode(&mut self) -> Option<EpisodeStats>;
    /// Appends this layer's state, then its inner layers', to `out` (outermost first): with
    /// the emulator's, everything the stack will do next depends on.
    fn save(&self, out: &mut Vec<LayerState>);
    /// Takes back what [`Layer::save`] appended, in the same order.
    fn load(&mut self, states: &mut std::slice::Iter<'_, LayerState>) -> Result<(), StateError>;
}

/// Forwards the [`Layer`] methods a wrapper does not change to `self.inner`.
macro_rules! forward {
    (reset) => {
        fn reset(&mut self) {
            self.inner.reset()
        }
    };
    (step) => {
        fn step(&mut self, action: usize) -> $crate::env::wrappers::StepResult {
            self.inner.step(action)
        }
    };
    (observe) => {
        fn observe(&mut self) -> $crate::env::wrappers::ScreenView<'_> {
            self.inner.observe()
        }
        fn palette(&self) -> &$crate::env::palette::Palette {
            self.inner.palette()
        }
    };
    (raw_screen) => {
        fn raw_screen(&mut self, rgb: &mut [u8]) {
            self.inner.raw_screen(rgb)
        }
    };
    (lives) => {
        fn lives(&self) -> i32 {
            self.inner.lives()
        }
    };
    (state) => {
        fn save(&self, out: &mut Vec<$crate::env::wrappers::LayerState>) {
            out.push($crate::env::wrappers::LayerState::Stateless);
            self.inner.save(out)
        }
        fn load(
            &mut self,
            states: &mut std::slice::Iter<'_, $crate::env::wrappers::LayerState>,
        ) -> Result<(), $crate::env::wrappers::StateError> {
            match states.next() {
                Some($crate::env::wrappers::LayerState::Stateless) => self.inner.load(states),
                other => Err($crate::env::wrappers::StateError::mismatch("stateless", other)),
            }
        }
    };
    (take_episode) => {
        fn take_episode(&mut self) -> Option<$crate::env::wrappers::EpisodeStats> {
            self.inner.take_episode()
        }
    };
    ($($m:ident),+) => {
        $( $crate::env::wrappers::forward!($m); )+
    };
}
pub(crate) use forward;

impl Layer for Emulator {
    fn reset(&mut self) {
        self.reset_game();
    }

    fn step(&mut self, action: usize) -> StepResult {
        let reward = self.act(action);
        let terminated = self.game_over();
        StepResult {
            reward,
            terminated,
            truncated: !terminated && self.truncated(),
        }
    }

    fn observe(&mut self) -> ScreenView<'_> {
        self.screen_indices();
        ScreenView {
            frame: self.last_screen_indices(),
            pooled_with: None,
            palette: Emulator::palette(self),
        }
    }

    fn palette(&self) -> &Palette {
        Emulator::palette(self)
    }

    fn raw_screen(&mut self, rgb: &mut [u8]) {
        self.screen_rgb(rgb);
    }

    fn lives(&self) -> i32 {
        Emulator::lives(self)
    }

    fn take_episode(&mut self) -> Option<EpisodeStats> {
        None
    }

    fn save(&self, out: &mut Vec<LayerState>) {
        out.push(LayerState::Emulator {
            system: self.system_state(),
            palette: self.palette().known_colours(),
        });
    }

    fn load(&mut self, states: &mut std::slice::Iter<'_, LayerState>) -> Result<(), StateError> {
        match states.next() {
            Some(LayerState::Emulator { system, palette }) => {
                self.restore_system_state(system, palette)
            }
            other => Err(StateError::mismatch("emulator", other)),
        }
    }
}

impl Layer for Box<dyn Layer> {
    fn reset(&mut self) {
        (**self).reset()
    }
    fn step(&mut self, action: usize) -> StepResult {
        (**self).step(action)
    }
    fn observe(&mut self) -> ScreenView<'_> {
        (**self).observe()
    }
    fn palette(&self) -> &Palette {
        (**self).palette()
    }
    fn raw_screen(&mut self, rgb: &mut [u8]) {
        (**self).raw_screen(rgb)
    }
    fn lives(&self) -> i32 {
        (**self).lives()
    }
    fn take_episode(&mut self) -> Option<EpisodeStats> {
        (**self).take_episode()
    }
    fn save(&self, out: &mut Vec<LayerState>) {
        (**self).save(out)
    }
    fn load(&mut self, states: &mut std::slice::Iter<'_, LayerState>) -> Result<(), StateError> {
        (**self).load(states)
    }
}
