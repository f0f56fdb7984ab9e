//! Evaluation: whole games played epsilon-greedy (CleanRL's `dqn_eval.evaluate`, epsilon =
//! `end_e`) on a pool of environments, each environment playing its share of the games so
//! that short games are not favoured.

use super::acting::epsilon_greedy;
use super::TrainError;
use crate::agent::QNetwork;
use crate::env::{EnvConfig, EnvPool, EpisodeStats};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// Mixed into an evaluation's seed for its exploration generator (so that `record` with the
/// same seed draws the same exploration and plays the same games on one environment).
pub const EXPLORATION_SALT: u64 = 0x5eed_e7a1;

/// The exploration generator of an evaluation seeded with `seed`.
pub fn exploration_rng(seed: u64) -> Pcg64Mcg {
    Pcg64Mcg::seed_from_u64(seed ^ EXPLORATION_SALT)
}

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
    /// A game ended: its return, length (frames) and whether the frame cap cut it.
    fn game(&mut self, _game: &EpisodeStats) {}
    /// A game of environment `env` ended (by default: [`EvalHooks::game`]).
    fn env_game(&mut self, _env: usize, game: &EpisodeStats) {
        self.game(game)
    }
    /// Asked between steps: `false` ends the evaluation early.
    fn keep_going(&mut self) -> bool {
        true
    }
    /// Whether a screen of environment 0 is wanted after the next step.
    fn wants_frame(&self) -> bool {
        false
    }
    /// The screen of environment 0 (RGB, 210 x 160 x 3), the observation that ends with it
    /// (4 x 84 x 84), the action it took and its game's return so far (the sum of its
    /// rewards as the pool gives them, as the online phase shows it).
    fn frame(&mut self, _rgb: &[u8], _obs: &[u8], _action: usize, _return_so_far: f64) {}
}

/// Hooks that only report each game to a closure.
pub struct OnGame<F: FnMut(&EpisodeStats)>(pub F);

impl<F: FnMut(&EpisodeStats)> EvalHooks for OnGame<F> {
    fn game(&mut self, game: &EpisodeStats) {
        (self.0)(game)
    }
}

/// The returns of `games`, in order.
pub fn returns(games: &[EpisodeStats]) -> Vec<f64> {
    games.iter().map(|g| g.episode_return).collect()
}

/// Plays `spec.episodes` whole games with `net`; returns each game (return, frames, whether
/// the frame cap cut it) in the order they ended. `hooks` sees each game as it ends (and screens, when it wants them) and can
/// cut the evaluation short (the games finished so far are returned).
pub fn evaluate(
    net: &QNetwork,
    env: &EnvConfig,
    spec: EvalSpec,
    hooks: &mut impl EvalHooks,
) -> Result<Vec<EpisodeStats>, TrainError> {
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
    let mut rng = exploration_rng(seed);
    let mut actions = Vec::with_capacity(n);
    let mut games = Vec::with_capacity(episodes);
    let mut shown_return = 0.0;
    while games.len() < episodes && hooks.keep_going() {
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
                    games.push(*e);
                    hooks.env_game(i, e);
                }
            }
        }
        if hooks.wants_frame() {
            let obs = pool.obs();
            let obs0 = &obs[..obs.len() / n];
            if let Some((_, rgb)) = pool.screen() {
                hooks.frame(rgb, obs0, actions[0], shown_return);
            }
        }
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::Arch;
    use candle_core::Device;

    fn pong(max_episode_frames: u32) -> EnvConfig {
        EnvConfig {
            max_episode_frames,
            ..EnvConfig::cleanrl("PongNoFrameskip-v4")
        }
    }

    #[test]
    fn games_cut_at_the_frame_cap_say_so_and_replay_with_their_seed() {
        let net = QNetwork::new(Arch::Nature, 6, 0, &Device::Cpu).unwrap();
        let spec = EvalSpec {
            episodes: 3,
            epsilon: 0.5,
            seed: 7,
            num_envs: 2,
        };
        // A Pong game lasts thousands of frames: 400 cuts every one.
        let mut seen = Vec::new();
        let games = evaluate(&net, &pong(400), spec, &mut OnGame(|g| seen.push(*g))).unwrap();
        assert_eq!(games.len(), 3);
        assert_eq!(games, seen, "the hooks see each game as it is returned");
        assert!(
            games.iter().all(|g| g.truncated && g.length == 400),
            "{games:?}"
        );
        // Without a cap the games end in a game over, not a cut; the same seed plays the
        // same games again.
        let spec = EvalSpec {
            episodes: 1,
            num_envs: 1,
            epsilon: 1.0,
            ..spec
        };
        let whole = evaluate(&net, &pong(0), spec, &mut OnGame(|_| {})).unwrap();
        assert!(!whole[0].truncated && whole[0].length > 400, "{whole:?}");
        assert!(
            whole[0].episode_return < 0.0,
            "a random policy loses at Pong"
        );
        let again = evaluate(&net, &pong(0), spec, &mut OnGame(|_| {})).unwrap();
        assert_eq!(whole, again);
    }
}
