//! `ClipRewardEnv`: the reward's sign (+1, 0, -1), as `np.sign` gives it.

use super::{forward, Layer, StepResult};

/// Clips each step's reward to its sign.
pub struct ClipReward<L> {
    inner: L,
}

impl<L: Layer> ClipReward<L> {
    /// Wraps `inner`.
    pub fn new(inner: L) -> Self {
        Self { inner }
    }
}

/// `np.sign` for one reward.
pub fn clip_reward(r: f64) -> f64 {
    if r > 0.0 {
        1.0
    } else if r < 0.0 {
        -1.0
    } else {
        0.0
    }
}

impl<L: Layer> Layer for ClipReward<L> {
    fn step(&mut self, action: usize) -> StepResult {
        let mut r = self.inner.step(action);
        r.reward = clip_reward(r.reward);
        r
    }
    forward!(reset, observe, raw_screen, lives, take_episode, state);
}

#[cfg(test)]
mod tests {
    use super::super::scripted::ScriptedGame;
    use super::*;

    #[test]
    fn rewards_become_their_sign() {
        let game = ScriptedGame {
            rewards: vec![(1, 7.0), (2, -3.0), (4, 0.5)],
            ..Default::default()
        };
        let mut env = ClipReward::new(game);
        let got: Vec<f64> = (0..4).map(|_| env.step(0).reward).collect();
        assert_eq!(got, [1.0, -1.0, 0.0, 1.0]);
    }
}
