//! `reincarnate eval`: whole games with a saved model.

use anyhow::{Context, Result};
use reincarnate::agent::device;
use reincarnate::config::{EnvPreset, TrainConfig};
use reincarnate::env::AtariEnv;
use reincarnate::teacher::load_network;
use reincarnate::trainer::evaluate::{evaluate, EvalSpec, OnGame};
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
    /// cpu, cuda, cuda:N or auto.
    #[arg(long, default_value = "cpu")]
    device: String,
    /// Preprocessing: cleanrl or paper.
    #[arg(long, default_value = "cleanrl")]
    env_preset: String,
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
    play_and_report(&net, &env, spec)?;
    Ok(())
}

/// Plays `spec`'s games with `net`, printing each game and then the mean and standard
/// deviation of the returns, which it also returns.
pub fn play_and_report(
    net: &reincarnate::agent::QNetwork,
    env: &reincarnate::env::EnvConfig,
    spec: EvalSpec,
) -> Result<(f64, f64, usize)> {
    let mut k = 0;
    let returns = evaluate(
        net,
        env,
        spec,
        &mut OnGame(|r, len| {
            k += 1;
            println!("game {k}: return {r} over {len} frames");
        }),
    )?;
    let n = returns.len().max(1) as f64;
    let mean = returns.iter().sum::<f64>() / n;
    let std = (returns.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / n).sqrt();
    println!(
        "mean return {mean:.2} +/- {std:.2} over {} games",
        returns.len()
    );
    Ok((mean, std, returns.len()))
}
