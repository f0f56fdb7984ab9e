//! Evaluation: whole games played epsilon-greedy (CleanRL's `dqn_eval.evaluate`, epsilon =
//! `end_e`) on a pool of environments, each environment playing its share of the games so
//! that short games are not favoured.

use super::acting::epsilon_greedy;
use super::TrainError;
use crate::agent::QNetwork;
use crate::env::{EnvConfig, EnvPool};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// What to play in an evaluation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EvalSpec {
    /// Whole games.
    pub episodes: usize,
    /// Exploration epsilon.
    pub epsilon: f64,
    /// Seed of the environments and of the exploration.
    pub seed: u64,
    /// Environments in parallel (at most `episodes`).
    pub num_envs: usize,
}

/// What an evaluation tells its caller as it goes, and asks it.
pub trait EvalHooks {
    /// A game ended with this return and length (frames).
    fn game(&mut self, _episodic_return: f64, _length: u64) {}
    /// A game of environment `env` ended (by default: [`EvalHooks::game`]).
    fn env_game(&mut self, _env: usize, episodic_return: f64, length: u64) {
        self.game(episodic_return, length)
    }
    /// Asked between steps: `false` ends the evaluation early.
    fn keep_going(&mut self) -> bool {
        true
    }
    /// Whether a screen of environment 0 is wanted after the next step.
    fn wants_frame(&self) -> bool {
        false
    }
    /// The screen of environment 0 (RGB, 210 x 160 x 3), the action it took and its game's
    /// return so far (the sum of its rewards as the pool gives them, as the online phase
    /// shows it).
    fn frame(&mut self, _rgb: &[u8], _action: usize, _return_so_far: f64) {}
}

/// Hooks that only report each game to a closure.
pub struct OnGame<F: FnMut(f64, u64)>(pub F);

impl<F: FnMut(f64, u64)> EvalHooks for OnGame<F> {
    fn game(&mut self, episodic_return: f64, length: u64) {
        (self.0)(episodic_return, length)
    }
}

/// Plays `spec.episodes` whole games with `net`; returns each game's return in the order
/// they ended. `hooks` sees each game as it ends (and screens, when it wants them) and can
/// cut the evaluation short (the games finished so far are returned).
pub fn evaluate(
    net: &QNetwork,
    env: &EnvConfig,
    spec: EvalSpec,
    hooks: &mut impl EvalHooks,
) -> Result<Vec<f64>, TrainError> {
    let EvalSpec {
        episodes,
        epsilon,
        seed,
        num_envs,
    } = spec;
    let n = num_envs.clamp(1, episodes.max(1));
    let mut pool = EnvPool::new(env, n, seed, None)?;
    // Environment i plays quota[i] games.
    let mut quota: Vec<usize> = (0..n)
        .map(|i| episodes / n + usize::from(i < episodes % n))
        .collect();
    let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0x5eed_e7a1);
    let mut actions = Vec::with_capacity(n);
    let mut returns = Vec::with_capacity(episodes);
    let mut shown_return = 0.0;
    while returns.len() < episodes && hooks.keep_going() {
        let obs = pool.obs().to_vec();
        epsilon_greedy(net, &obs, n, epsilon, &mut rng, &mut actions)?;
        if hooks.wants_frame() {
            pool.watch(Some(0));
        }
        let step = pool.step(&actions)?;
        shown_return = if step.episodes[0].is_some() {
            0.0
        } else {
            shown_return + step.rewards[0] as f64
        };
        for (i, e) in step.episodes.iter().enumerate() {
            if let Some(e) = e {
                if quota[i] > 0 {
                    quota[i] -= 1;
                    returns.push(e.episode_return);
                    hooks.env_game(i, e.episode_return, e.length);
                }
            }
        }
        if hooks.wants_frame() {
            if let Some((_, rgb)) = pool.screen() {
                hooks.frame(rgb, actions[0], shown_return);
            }
        }
    }
    Ok(returns)
}
