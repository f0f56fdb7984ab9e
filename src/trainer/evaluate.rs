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

/// Plays `spec.episodes` whole games with `net`; returns each game's return in the order
/// they ended. `on_game` sees each return and length as it comes; `keep_going` is asked
/// between steps and can cut the evaluation short (the games finished so far are returned).
pub fn evaluate(
    net: &QNetwork,
    env: &EnvConfig,
    spec: EvalSpec,
    mut on_game: impl FnMut(f64, u64),
    mut keep_going: impl FnMut() -> bool,
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
    while returns.len() < episodes && keep_going() {
        let obs = pool.obs().to_vec();
        epsilon_greedy(net, &obs, n, epsilon, &mut rng, &mut actions)?;
        let step = pool.step(&actions)?;
        for (i, e) in step.episodes.iter().enumerate() {
            if let Some(e) = e {
                if quota[i] > 0 {
                    quota[i] -= 1;
                    returns.push(e.episode_return);
                    on_game(e.episode_return, e.length);
                }
            }
        }
    }
    Ok(returns)
}
