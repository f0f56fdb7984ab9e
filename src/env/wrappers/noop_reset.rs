//! `NoopResetEnv`: after each reset, a random number (1 to `noop_max`) of NOOP frames, so
//! that episodes of a deterministic game start in different states.

use super::{forward, Layer, LayerState, StateError};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// Plays 1..=`noop_max` NOOPs (action 0) after every reset.
pub struct NoopReset<L> {
    inner: L,
    noop_max: u32,
    rng: Pcg64Mcg,
}

impl<L: Layer> NoopReset<L> {
    /// Wraps `inner`; `noop_max` 0 turns the wrapper off; `seed` drives the NOOP counts.
    pub fn new(inner: L, noop_max: u32, seed: u64) -> Self {
        Self {
            inner,
            noop_max,
            rng: Pcg64Mcg::seed_from_u64(seed),
        }
    }
}

impl<L: Layer> Layer for NoopReset<L> {
    fn reset(&mut self) {
        self.inner.reset();
        if self.noop_max == 0 {
            return;
        }
        let noops = self.rng.random_range(1..=self.noop_max);
        for _ in 0..noops {
            if self.inner.step(0).done() {
                self.inner.reset();
            }
        }
    }

    fn save(&self, out: &mut Vec<LayerState>) {
        out.push(LayerState::NoopReset {
            rng: self.rng.clone(),
        });
        self.inner.save(out);
    }

    fn load(&mut self, states: &mut std::slice::Iter<'_, LayerState>) -> Result<(), StateError> {
        match states.next() {
            Some(LayerState::NoopReset { rng }) => {
                self.rng = rng.clone();
                self.inner.load(states)
            }
            other => Err(StateError::mismatch("noop reset", other)),
        }
    }

    forward!(step, observe, raw_screen, lives, take_episode);
}

#[cfg(test)]
mod tests {
    use super::super::scripted::ScriptedGame;
    use super::*;

    #[test]
    fn plays_between_one_and_noop_max_noops_after_reset() {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..200 {
            let mut env = NoopReset::new(ScriptedGame::default(), 30, seed);
            env.reset();
            let n = env.inner.actions.len();
            assert!((1..=30).contains(&n), "{n} noops");
            assert!(env.inner.actions.iter().all(|&a| a == 0));
            seen.insert(n);
        }
        assert!(seen.len() > 20, "counts vary: {seen:?}");
    }

    #[test]
    fn same_seed_same_noops() {
        let count = |seed| {
            let mut env = NoopReset::new(ScriptedGame::default(), 30, seed);
            (0..5)
                .map(|_| {
                    env.reset();
                    env.inner.frame
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(count(7), count(7));
        assert_ne!(count(7), count(8));
    }

    #[test]
    fn a_game_that_ends_during_noops_is_reset() {
        let game = ScriptedGame {
            game_over_at: 1,
            ..Default::default()
        };
        let mut env = NoopReset::new(game, 30, 3);
        env.reset();
        assert_eq!(env.inner.resets as usize, 1 + env.inner.actions.len());
    }
}
