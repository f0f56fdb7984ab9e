//! `reincarnate play`: random play through the preprocessing.

use anyhow::{Context, Result};
use rand::{Rng, SeedableRng};
use reincarnate::env::{EnvConfig, EnvPool};
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// The game: a CleanRL id (BreakoutNoFrameskip-v4), ALE/Breakout-v5, or a short name.
    #[arg(long, default_value = "BreakoutNoFrameskip-v4")]
    env_id: String,
    /// Games to play.
    #[arg(long, default_value_t = 3)]
    episodes: usize,
    /// Environments stepped in parallel.
    #[arg(long, default_value_t = 1)]
    num_envs: usize,
    /// Seed of the environments and of the random policy.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Preprocessing: cleanrl or paper.
    #[arg(long, value_enum, default_value_t = PresetArg::Cleanrl)]
    preset: PresetArg,
}

#[derive(Clone, Copy, Debug, clap::ValueEnum, PartialEq, Eq)]
enum PresetArg {
    Cleanrl,
    Paper,
}

pub fn play(args: &PlayArgs) -> Result<()> {
    anyhow::ensure!(args.episodes > 0, "--episodes must be at least 1");
    let config = match args.preset {
        PresetArg::Cleanrl => EnvConfig::cleanrl(&args.env_id),
        PresetArg::Paper => EnvConfig::paper(&args.env_id),
    };
    let mut pool = EnvPool::new(&config, args.num_envs, args.seed, None)
        .with_context(|| format!("could not start {}", args.env_id))?;
    println!(
        "{}: {} environment(s), {} worker thread(s), actions {:?}; playing {} game(s) at random",
        args.env_id,
        pool.num_envs(),
        pool.num_threads(),
        pool.action_meanings(),
        args.episodes
    );
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(args.seed);
    let mut actions = vec![0; pool.num_envs()];
    let (mut done, mut steps, start) = (0, 0u64, Instant::now());
    while done < args.episodes {
        for a in actions.iter_mut() {
            *a = rng.random_range(0..pool.num_actions());
        }
        steps += actions.len() as u64;
        let step = pool.step(&actions)?;
        for (i, e) in step.episodes.iter().enumerate() {
            if let Some(e) = e {
                done += 1;
                println!(
                    "game {done}: env {i} return {} over {} frames",
                    e.episode_return, e.length
                );
                if done == args.episodes {
                    break;
                }
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{steps} agent steps in {secs:.1} s: {:.0} steps/s",
        steps as f64 / secs
    );
    Ok(())
}
