//! `MaxAndSkipEnv`: repeat each action for `skip` frames, sum the rewards, and observe the
//! element-wise maximum of the last two frames (Atari sprites flicker between frames).

use super::{forward, Layer, LayerState, ScreenView, StateError, StepResult};
use crate::env::frame::SCREEN_LEN;
use crate::env::palette::Palette;

/// Repeats actions and max-pools the last two screens. The maximum itself is taken in RGB
/// by whoever turns the [`ScreenView`] into pixels; this layer keeps the two frames.
pub struct MaxAndSkip<L> {
    inner: L,
    skip: u32,
    /// The screens of frames `skip - 1` and `skip` of the last step. Like Stable-Baselines3's
    /// `_obs_buffer`, they keep stale content when an episode ends before they are written.
    buffers: [Vec<u8>; 2],
    /// After a reset, the observation is the inner layer's own screen, not a max.
    after_reset: bool,
}

impl<L: Layer> MaxAndSkip<L> {
    /// Wraps `inner`; `skip` >= 1.
    pub fn new(inner: L, skip: u32) -> Self {
        assert!(skip >= 1, "frame skip must be at least 1");
        Self {
            inner,
            skip,
            buffers: [vec![0; SCREEN_LEN], vec![0; SCREEN_LEN]],
            after_reset: true,
        }
    }
}

impl<L: Layer> Layer for MaxAndSkip<L> {
    fn reset(&mut self) {
        self.inner.reset();
        self.after_reset = true;
    }

    fn step(&mut self, action: usize) -> StepResult {
        let mut total = StepResult::default();
        for i in 0..self.skip {
            let r = self.inner.step(action);
            if i + 2 == self.skip {
                self.buffers[0].copy_from_slice(self.inner.observe().frame);
            }
            if i + 1 == self.skip {
                self.buffers[1].copy_from_slice(self.inner.observe().frame);
            }
            total.reward += r.reward;
            total.terminated = r.terminated;
            total.truncated = r.truncated;
            if r.done() {
                break;
            }
        }
        self.after_reset = false;
        total
    }

    fn observe(&mut self) -> ScreenView<'_> {
        if self.after_reset {
            return self.inner.observe();
        }
        ScreenView {
            frame: &self.buffers[1],
            pooled_with: Some(&self.buffers[0]),
            palette: self.inner.palette(),
        }
    }

    fn palette(&self) -> &Palette {
        self.inner.palette()
    }

    fn save(&self, out: &mut Vec<LayerState>) {
        out.push(LayerState::MaxAndSkip {
            buffers: self.buffers.clone(),
            after_reset: self.after_reset,
        });
        self.inner.save(out);
    }

    fn load(&mut self, states: &mut std::slice::Iter<'_, LayerState>) -> Result<(), StateError> {
        match states.next() {
            Some(LayerState::MaxAndSkip {
                buffers,
                after_reset,
            }) if buffers.iter().all(|b| b.len() == SCREEN_LEN) => {
                self.buffers = buffers.clone();
                self.after_reset = *after_reset;
                self.inner.load(states)
            }
            Some(LayerState::MaxAndSkip { .. }) => Err(StateError(format!(
                "the max-and-skip screens are not {SCREEN_LEN} bytes"
            ))),
            other => Err(StateError::mismatch("max and skip", other)),
        }
    }

    forward!(raw_screen, lives, take_episode);
}

#[cfg(test)]
mod tests {
    use super::super::scripted::ScriptedGame;
    use super::*;

    #[test]
    fn repeats_sums_and_maxes_the_last_two_frames() {
        let game = ScriptedGame {
            rewards: vec![(1, 1.0), (3, 2.0), (6, 5.0)],
            ..Default::default()
        };
        let mut env = MaxAndSkip::new(game, 4);
        env.reset();
        let v = env.observe();
        assert_eq!(
            (v.frame[0], v.pooled_with),
            (0, None),
            "after reset: the reset screen"
        );
        let r = env.step(3);
        assert_eq!(r.reward, 3.0);
        assert_eq!(env.inner.actions, [3, 3, 3, 3]);
        let v = env.observe();
        assert_eq!(
            (v.frame[0], v.pooled_with.unwrap()[0]),
            (4, 3),
            "frames 4 and 3"
        );
        assert_eq!(env.step(1).reward, 5.0);
        let v = env.observe();
        assert_eq!((v.frame[0], v.pooled_with.unwrap()[0]), (8, 7));
    }

    #[test]
    fn stops_repeating_when_the_episode_ends() {
        let game = ScriptedGame {
            game_over_at: 2,
            ..Default::default()
        };
        let mut env = MaxAndSkip::new(game, 4);
        env.reset();
        assert!(env.step(0).terminated);
        assert_eq!(env.inner.actions.len(), 2);
    }
}
