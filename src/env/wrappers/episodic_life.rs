//! `EpisodicLifeEnv`: losing a life ends the training episode (a terminal state for the
//! TD target) while the game goes on; only a real game over resets the game.

use super::{forward, Layer, LayerState, StateError, StepResult};

/// Turns each lost life into `terminated`.
pub struct EpisodicLife<L> {
    inner: L,
    lives: i32,
    was_real_done: bool,
}

impl<L: Layer> EpisodicLife<L> {
    /// Wraps `inner`.
    pub fn new(inner: L) -> Self {
        Self {
            inner,
            lives: 0,
            was_real_done: true,
        }
    }
}

impl<L: Layer> Layer for EpisodicLife<L> {
    fn step(&mut self, action: usize) -> StepResult {
        let mut r = self.inner.step(action);
        self.was_real_done = r.done();
        let lives = self.inner.lives();
        if 0 < lives && lives < self.lives {
            r.terminated = true;
        }
        self.lives = lives;
        r
    }

    fn reset(&mut self) {
        if self.was_real_done {
            self.inner.reset();
        } else if self.inner.step(0).done() {
            // A NOOP moves on from the lost-life state; the game rarely ends there.
            self.inner.reset();
        }
        self.lives = self.inner.lives();
    }

    fn save(&self, out: &mut Vec<LayerState>) {
        out.push(LayerState::EpisodicLife {
            lives: self.lives,
            was_real_done: self.was_real_done,
        });
        self.inner.save(out);
    }

    fn load(&mut self, states: &mut std::slice::Iter<'_, LayerState>) -> Result<(), StateError> {
        match states.next() {
            Some(LayerState::EpisodicLife {
                lives,
                was_real_done,
            }) => {
                (self.lives, self.was_real_done) = (*lives, *was_real_done);
                self.inner.load(states)
            }
            other => Err(StateError::mismatch("episodic life", other)),
        }
    }

    forward!(observe, raw_screen, lives, take_episode);
}

#[cfg(test)]
mod tests {
    use super::super::scripted::ScriptedGame;
    use super::*;

    fn game() -> ScriptedGame {
        ScriptedGame {
            start_lives: 3,
            life_lost_at: vec![2, 4],
            game_over_at: 7,
            ..Default::default()
        }
    }

    #[test]
    fn a_lost_life_terminates_without_resetting_the_game() {
        let mut env = EpisodicLife::new(game());
        env.reset();
        assert!(!env.step(0).terminated);
        assert!(env.step(0).terminated, "life lost at frame 2");
        env.reset();
        assert_eq!(env.inner.resets, 1, "no game reset after a lost life");
        assert_eq!(env.inner.frame, 3, "a NOOP was played instead");
        assert!(env.step(0).terminated, "life lost at frame 4");
        env.reset();
        assert!(!env.step(0).terminated);
        assert!(env.step(0).terminated, "game over at 7");
        env.reset();
        assert_eq!(env.inner.resets, 2, "a real game over resets the game");
        assert_eq!(env.inner.frame, 0);
    }

    #[test]
    fn no_termination_when_the_last_life_goes() {
        // SB3 only flags 0 < lives < previous; the game over itself terminates.
        let g = ScriptedGame {
            start_lives: 1,
            life_lost_at: vec![2],
            ..Default::default()
        };
        let mut env = EpisodicLife::new(g);
        env.reset();
        env.step(0);
        assert!(!env.step(0).terminated);
    }
}
