//! `reincarnate eval`: whole games with a saved model.

use anyhow::{Context, Result};
use reincarnate::agent::device;
use reincarnate::aggregate::bootstrap::{interval_estimates, Estimate};
use reincarnate::aggregate::metrics::{self, ScoreMatrix};
use reincarnate::config::{EnvPreset, TrainConfig};
use reincarnate::env::AtariEnv;
use reincarnate::env::EpisodeStats;
use reincarnate::teacher::load_network;
use reincarnate::trainer::evaluate::{evaluate, returns, EvalSpec, OnGame};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct EvalArgs {
    /// The model: a checkpoint's student.safetensors, a .cleanrl_model, a Flax file...
    #[arg(long)]
    model: PathBuf,
    /// The game it plays.
    #[arg(long, default_value = "BreakoutNoFrameskip-v4")]
    env_id: String,
    /// Games to play.
    #[arg(long, default_value_t = 10)]
    episodes: usize,
    /// Exploration epsilon (CleanRL evaluates at its end_e, 0.01).
    #[arg(long, default_value_t = 0.01)]
    epsilon: f64,
    /// Seed of the environments.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Environments in parallel.
    #[arg(long, default_value_t = 1)]
    num_envs: usize,
    /// cpu, cuda, cuda:N or auto: the GPU when one is usable, else the CPU with a line that
    /// says why (the default in a CUDA build; cpu otherwise).
    #[arg(long, default_value = reincarnate::agent::DEFAULT_DEVICE)]
    device: String,
    /// Preprocessing: cleanrl or paper.
    #[arg(long, default_value = "cleanrl")]
    env_preset: String,
    /// Also write each game into this CSV (`game,return,frames,truncated`).
    #[arg(long)]
    csv: Option<PathBuf>,
}

pub fn eval(args: &EvalArgs) -> Result<()> {
    anyhow::ensure!(args.episodes > 0, "--episodes must be at least 1");
    anyhow::ensure!(
        (0.0..=1.0).contains(&args.epsilon),
        "--epsilon must be in [0, 1]"
    );
    let env_preset = match args.env_preset.as_str() {
        "cleanrl" => EnvPreset::Cleanrl,
        "paper" => EnvPreset::Paper,
        other => anyhow::bail!("unknown --env-preset {other}: use cleanrl or paper"),
    };
    let config = TrainConfig {
        env_id: args.env_id.clone(),
        env_preset,
        ..TrainConfig::cleanrl()
    };
    let env = config.env_config();
    let probe = AtariEnv::new(&env, args.seed)
        .with_context(|| format!("could not start {}", args.env_id))?;
    let dev = device(&args.device)?;
    let (net, format) = load_network(&args.model, Some((probe.num_actions(), &args.env_id)), &dev)?;
    println!(
        "{}: {} network ({format:?}), {} games of {} at epsilon {}",
        args.model.display(),
        net.arch(),
        args.episodes,
        args.env_id,
        args.epsilon
    );
    let spec = EvalSpec {
        episodes: args.episodes,
        epsilon: args.epsilon,
        seed: args.seed,
        num_envs: args.num_envs,
    };
    // The games' forwards on a pool of their own (see `own_pool`); the shared pool if the OS
    // refuses the threads.
    let play = || play_and_report(&net, &env, spec);
    let (_, _, games) = match reincarnate::platform::threads::own_pool("eval-worker", None) {
        Ok(pool) => pool.install(play),
        Err(_) => play(),
    }?;
    if let Some(path) = &args.csv {
        let mut text = String::from("game,return,frames,truncated\n");
        for (k, g) in games.iter().enumerate() {
            let cut = u8::from(g.truncated);
            text += &format!("{},{},{},{cut}\n", k + 1, g.episode_return, g.length);
        }
        std::fs::write(path, text)
            .with_context(|| format!("could not write {}", path.display()))?;
        println!("games written to {}", path.display());
    }
    Ok(())
}

/// Resamples of [`mean_interval`].
pub const INTERVAL_RESAMPLES: usize = 10_000;

/// The mean of `returns` and its 95% percentile bootstrap interval ([`INTERVAL_RESAMPLES`]
/// resamples of the games with replacement, from a fixed seed: the same games give the same
/// interval).
pub fn mean_interval(returns: &[f64]) -> Result<Estimate> {
    let games = ScoreMatrix::from_columns(&[returns.to_vec()])?;
    let estimates = interval_estimates(
        &[&games],
        &|m: &ScoreMatrix| vec![metrics::mean(m)],
        INTERVAL_RESAMPLES,
        0.95,
        0,
    );
    Ok(estimates[0][0])
}

/// Plays `spec`'s games with `net`, printing each game (return, frames, and whether the
/// frame cap cut it) and then the mean with its 95% interval and the standard deviation of
/// the returns; returns the mean, the standard deviation and the games played.
pub fn play_and_report(
    net: &reincarnate::agent::QNetwork,
    env: &reincarnate::env::EnvConfig,
    spec: EvalSpec,
) -> Result<(f64, f64, Vec<EpisodeStats>)> {
    let mut k = 0;
    let games = evaluate(
        net,
        env,
        spec,
        &mut OnGame(|g: &EpisodeStats| {
            k += 1;
            let cut = if g.truncated {
                " (cut at the frame limit)"
            } else {
                ""
            };
            println!(
                "game {k}: return {} over {} frames{cut}",
                g.episode_return, g.length
            );
        }),
    )?;
    let returns = returns(&games);
    anyhow::ensure!(!returns.is_empty(), "no game was played to its end");
    let n = returns.len() as f64;
    let mean = returns.iter().sum::<f64>() / n;
    let std = (returns.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / n).sqrt();
    let interval = mean_interval(&returns)?;
    let cut = games.iter().filter(|g| g.truncated).count();
    println!(
        "mean return {mean:.2} +/- {std:.2} (standard deviation) over {} games, 95% interval \
         [{:.2}, {:.2}] (percentile bootstrap, {INTERVAL_RESAMPLES} resamples); {cut} cut at \
         the frame limit",
        returns.len(),
        interval.lower,
        interval.upper
    );
    Ok((mean, std, games))
}
