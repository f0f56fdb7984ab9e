//! `FireResetEnv`: games that wait for FIRE to start (Breakout's serve) get FIRE, then
//! action 2, after every reset, as Stable-Baselines3 does.

use super::{forward, Layer};

/// Presses FIRE (action 1) and then action 2 after every reset.
pub struct FireReset<L> {
    inner: L,
}

impl<L: Layer> FireReset<L> {
    /// Wraps `inner`. Use it only when action 1 is FIRE and there are at least 3 actions.
    pub fn new(inner: L) -> Self {
        Self { inner }
    }
}

impl<L: Layer> Layer for FireReset<L> {
    fn reset(&mut self) {
        self.inner.reset();
        if self.inner.step(1).done() {
            self.inner.reset();
        }
        if self.inner.step(2).done() {
            self.inner.reset();
        }
    }

    forward!(step, observe, raw_screen, lives, take_episode, state);
}

#[cfg(test)]
mod tests {
    use super::super::scripted::ScriptedGame;
    use super::*;

    #[test]
    fn presses_fire_then_two_after_reset() {
        let mut env = FireReset::new(ScriptedGame::default());
        env.reset();
        assert_eq!(env.inner.actions, [1, 2]);
        assert_eq!(env.inner.resets, 1);
    }

    #[test]
    fn resets_again_when_fire_ends_the_game() {
        let game = ScriptedGame {
            game_over_at: 1,
            ..Default::default()
        };
        let mut env = FireReset::new(game);
        env.reset();
        assert_eq!(env.inner.resets, 3);
    }
}
