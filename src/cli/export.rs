//! `reincarnate export-teacher`: turns a run's newest checkpoint into a teacher directory
//! (weights, optionally as f16, and a `teacher.toml` with how it was made and how well it
//! plays), the layout of the bundled teachers in `assets/teachers/`.

use anyhow::{Context, Result};
use candle_core::{DType, Device, Tensor};
use reincarnate::agent::{detect_arch, QNetwork};
use reincarnate::config::{Algorithm, TrainConfig};
use reincarnate::env::AtariEnv;
use reincarnate::teacher::bundled::METADATA_FILE;
use reincarnate::teacher::{write_safetensors, TeacherMeta};
use reincarnate::trainer::checkpoint;
use reincarnate::trainer::evaluate::EvalSpec;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct ExportArgs {
    /// The run directory whose newest checkpoint becomes the teacher.
    #[arg(long)]
    run: PathBuf,
    /// The teacher directory to write (created; files in it are replaced).
    #[arg(long)]
    out: PathBuf,
    /// Stored type of the weights: f16 (half the size) or f32.
    #[arg(long, default_value = "f16", value_parser = ["f16", "f32"])]
    dtype: String,
    /// Games of the evaluation written into the metadata.
    #[arg(long, default_value_t = 30)]
    episodes: usize,
    /// Exploration epsilon of that evaluation.
    #[arg(long, default_value_t = 0.01)]
    epsilon: f64,
    /// Environments in parallel for the evaluation.
    #[arg(long, default_value_t = 2)]
    num_envs: usize,
    /// Observations compared between the stored and the full-precision weights.
    #[arg(long, default_value_t = 5_000)]
    agreement_steps: usize,
}

pub fn export(args: &ExportArgs) -> Result<()> {
    anyhow::ensure!(args.episodes > 0, "--episodes must be at least 1");
    anyhow::ensure!(
        (0.0..=1.0).contains(&args.epsilon),
        "--epsilon must be in [0, 1]"
    );
    let device = Device::Cpu;
    let loaded = checkpoint::load_latest(&args.run, &device)
        .with_context(|| format!("no checkpoint to export in {}", args.run.display()))?;
    let config_path = loaded.dir.join("config.toml");
    let config = std::fs::read_to_string(&config_path)
        .map_err(|e| anyhow::anyhow!("{e}"))
        .and_then(|t| TrainConfig::from_toml(&t).map_err(|e| anyhow::anyhow!(e)))
        .with_context(|| format!("cannot read {}", config_path.display()))?;
    let (arch, actions) = detect_arch(&loaded.student)
        .context("the checkpoint's student is not a CleanRL Q-network")?;
    let full = QNetwork::from_tensors(arch, actions, &loaded.student, &device)?;
    let dtype = if args.dtype == "f16" {
        DType::F16
    } else {
        DType::F32
    };
    let stored: HashMap<String, Tensor> = loaded
        .student
        .iter()
        .map(|(k, t)| Ok((k.clone(), t.to_dtype(dtype)?)))
        .collect::<candle_core::Result<_>>()?;
    // What a user of the stored file gets: the stored values, widened again.
    let net = QNetwork::from_tensors(arch, actions, &stored, &device)?;

    let env = config.env_config();
    let agreement = action_agreement(&full, &net, &config, args.agreement_steps, args.epsilon)?;
    println!(
        "greedy actions of the {} weights agree with f32 on {:.4} of {} states",
        args.dtype, agreement, args.agreement_steps
    );
    let spec = EvalSpec {
        episodes: args.episodes,
        epsilon: args.epsilon,
        seed: config.seed.wrapping_add(1_000_000),
        num_envs: args.num_envs,
    };
    let (mean, std, played) = super::eval::play_and_report(&net, &env, spec)?;
    let games = played.len();

    std::fs::create_dir_all(&args.out)
        .with_context(|| format!("cannot create {}", args.out.display()))?;
    let weights = "teacher.safetensors";
    write_safetensors(&stored, &args.out.join(weights))
        .with_context(|| format!("cannot write into {}", args.out.display()))?;
    let meta = TeacherMeta {
        game: config.env_id.clone(),
        env_preset: format!("{:?}", config.env_preset).to_ascii_lowercase(),
        network: arch.to_string(),
        actions,
        weights: weights.into(),
        dtype: args.dtype.clone(),
        steps_trained: loaded.state.global_step,
        eval_episodes: games,
        eval_epsilon: args.epsilon,
        eval_return_mean: mean,
        eval_return_std: std,
        action_agreement: agreement,
        command: command_of(&config),
        source: format!(
            "{} ({})",
            run_name(&args.run),
            loaded.dir.file_name().unwrap_or_default().to_string_lossy()
        ),
    };
    let text = toml::to_string(&meta)?;
    let tmp = args.out.join(format!("{METADATA_FILE}.tmp"));
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, args.out.join(METADATA_FILE))?;
    copy_training_log(&args.run, &args.out)?;
    println!("teacher written to {}", args.out.display());
    Ok(())
}

/// The share of states (visited by `net` playing at `epsilon`) where `full` and `net` pick
/// the same greedy action.
fn action_agreement(
    full: &QNetwork,
    net: &QNetwork,
    config: &TrainConfig,
    steps: usize,
    epsilon: f64,
) -> Result<f64> {
    use rand::{Rng, SeedableRng};
    if steps == 0 {
        return Ok(1.0);
    }
    let mut env = AtariEnv::new(&config.env_config(), config.seed.wrapping_add(7))?;
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(config.seed);
    env.reset();
    let mut buf = vec![0u8; config.env_config().obs_len()];
    let mut same = 0;
    for _ in 0..steps {
        env.write_obs(&mut buf);
        let obs = Tensor::from_slice(&buf, (1, 4, 84, 84), &Device::Cpu)?;
        let a = greedy(net, &obs)?;
        same += usize::from(a == greedy(full, &obs)?);
        let action = if rng.random::<f64>() < epsilon {
            rng.random_range(0..env.num_actions())
        } else {
            a
        };
        let step = env.step(action);
        if step.terminated || step.truncated {
            env.reset();
        }
    }
    Ok(same as f64 / steps as f64)
}

fn greedy(net: &QNetwork, obs: &Tensor) -> Result<usize> {
    Ok(net.forward(obs)?.argmax(1)?.to_vec1::<u32>()?[0] as usize)
}

/// The command line that makes a run with this config: the subcommand, its preset and every
/// flag whose value differs from the preset's.
fn command_of(config: &TrainConfig) -> String {
    let (sub, base) = match config.algorithm {
        Algorithm::Dqn => ("dqn", TrainConfig::preset(config.preset).dqn()),
        Algorithm::Qdagger => ("train", TrainConfig::preset(config.preset)),
    };
    let mut cmd = format!(
        "reincarnate {sub} --preset {}",
        format!("{:?}", config.preset).to_ascii_lowercase()
    );
    let (Ok(toml::Value::Table(ours)), Ok(toml::Value::Table(theirs))) =
        (toml::Value::try_from(config), toml::Value::try_from(&base))
    else {
        return cmd;
    };
    for (key, value) in &ours {
        if matches!(key.as_str(), "runs_dir" | "algorithm" | "preset") {
            continue;
        }
        if theirs.get(key) != Some(value) {
            let flag = key.replace('_', "-");
            match value {
                // Switches are bare flags (every preset has them off).
                toml::Value::Boolean(true) => cmd.push_str(&format!(" --{flag}")),
                toml::Value::Boolean(false) => {}
                toml::Value::String(s) => cmd.push_str(&format!(" --{flag} {s}")),
                other => cmd.push_str(&format!(" --{flag} {other}")),
            }
        }
    }
    cmd
}

fn run_name(run: &Path) -> String {
    run.canonicalize()
        .unwrap_or_else(|_| run.to_path_buf())
        .file_name()
        .map_or_else(|| run.display().to_string(), |n| n.to_string_lossy().into())
}

/// Keeps the run's learning curve with the teacher: every game's return and, thinned to
/// one row per 10,000 steps, the other scalars.
fn copy_training_log(run: &Path, out: &Path) -> Result<()> {
    use reincarnate::logging::csv::{parse_row, HEADER};
    let Ok(text) = std::fs::read(run.join(reincarnate::logging::CSV_FILE)) else {
        return Ok(());
    };
    // Whole rows only: a damaged line or an unfinished last one is left out.
    let mut kept = format!("{HEADER}\n");
    for line in text.split_inclusive(|&b| b == b'\n') {
        let Some(line) = line.strip_suffix(b"\n") else {
            continue;
        };
        let Some((tag, step, _)) = parse_row(line) else {
            continue;
        };
        if tag == "charts/episodic_return" || step % 10_000 == 0 {
            kept.push_str(&String::from_utf8_lossy(line));
            kept.push('\n');
        }
    }
    std::fs::write(out.join("training.csv"), kept)?;
    Ok(())
}
