//! `reincarnate train` and `reincarnate dqn`: a run headless, with progress bars.

use super::progress::Progress;
use super::serving::ServeArgs;
use anyhow::{bail, Result};
use reincarnate::agent::qdagger::{KlReduction, LambdaScores, TdLoss};
use reincarnate::agent::Arch;
use reincarnate::config::{EnvPreset, Preset, TrainConfig};
use reincarnate::protocol::{TrainerCommand, TrainerEvent};
use reincarnate::trainer::{spawn, TrainerOptions};
use std::io::Write;
use std::path::PathBuf;

/// `train` and `dqn`: the run's flags and how to serve it to remote viewers.
#[derive(clap::Args, Debug)]
pub struct TrainCommandArgs {
    #[command(flatten)]
    pub train: TrainArgs,
    #[command(flatten)]
    pub serve: ServeArgs,
}

#[derive(clap::Args, Debug)]
pub struct TrainArgs {
    /// Starting values: cleanrl (CleanRL's), paper (the QDagger paper's), demo (every phase
    /// within minutes on a CPU). Flags below override them.
    #[arg(long, value_enum, default_value_t = PresetArg::Cleanrl)]
    pub preset: PresetArg,
    /// Continue the run in this directory from its newest checkpoint (other flags are
    /// ignored: the run's config.toml is used).
    #[arg(long)]
    pub resume: Option<PathBuf>,
    /// The game (CleanRL id, ALE/...-v5, or short name).
    #[arg(long)]
    env_id: Option<String>,
    /// Preprocessing: cleanrl or paper.
    #[arg(long)]
    env_preset: Option<EnvPreset>,
    /// Name of the experiment (in the run directory's name).
    #[arg(long)]
    exp_name: Option<String>,
    /// Seed.
    #[arg(long)]
    seed: Option<u64>,
    /// Agent steps of the online phase.
    #[arg(long)]
    total_timesteps: Option<u64>,
    /// Adam's learning rate.
    #[arg(long)]
    learning_rate: Option<f64>,
    /// Environments stepped in parallel.
    #[arg(long)]
    num_envs: Option<usize>,
    /// Replay buffer capacity (each of the teacher's and the student's).
    #[arg(long)]
    buffer_size: Option<usize>,
    /// Discount factor.
    #[arg(long)]
    gamma: Option<f64>,
    /// Target network update rate.
    #[arg(long)]
    tau: Option<f64>,
    /// Steps between target network updates.
    #[arg(long)]
    target_network_frequency: Option<u64>,
    /// Batch size.
    #[arg(long)]
    batch_size: Option<usize>,
    /// Starting exploration epsilon.
    #[arg(long)]
    start_e: Option<f64>,
    /// Final exploration epsilon.
    #[arg(long)]
    end_e: Option<f64>,
    /// Fraction of total-timesteps over which epsilon decays.
    #[arg(long)]
    exploration_fraction: Option<f64>,
    /// Step after which learning starts.
    #[arg(long)]
    learning_starts: Option<u64>,
    /// Agent steps per gradient step.
    #[arg(long)]
    train_frequency: Option<u64>,
    /// The student's network: impala or nature.
    #[arg(long)]
    student_arch: Option<Arch>,
    /// Teacher: hf:owner/name[:file] or a local file (default: CleanRL's Hub teacher).
    #[arg(long)]
    teacher: Option<String>,
    /// Experiment name of the Hub teacher.
    #[arg(long)]
    teacher_model_exp_name: Option<String>,
    /// Games to evaluate the teacher.
    #[arg(long)]
    teacher_eval_episodes: Option<usize>,
    /// Teacher steps filling its buffer.
    #[arg(long)]
    teacher_steps: Option<u64>,
    /// Gradient steps of the offline phase.
    #[arg(long)]
    offline_steps: Option<u64>,
    /// Distillation temperature.
    #[arg(long)]
    temperature: Option<f64>,
    /// Wean the student for good once lambda falls below this (0: never).
    #[arg(long)]
    distill_threshold: Option<f64>,
    /// Multiplies lambda (1 in CleanRL, 3 in the paper).
    #[arg(long)]
    distill_scale: Option<f64>,
    /// What lambda compares: raw returns, 1 - G_S/G_T (CleanRL), or normalized between a
    /// random policy and the teacher, 1 - (G_S - R)/(G_T - R) (the paper).
    #[arg(long)]
    lambda_scores: Option<LambdaScores>,
    /// KL reduction over the batch: sum (CleanRL PyTorch) or mean (CleanRL JAX).
    #[arg(long)]
    kl_reduction: Option<KlReduction>,
    /// TD loss: mse or huber.
    #[arg(long)]
    td_loss: Option<TdLoss>,
    /// Evaluate and checkpoint every this many offline steps.
    #[arg(long)]
    offline_eval_every: Option<u64>,
    /// Evaluate the student every this many online steps (0: never, as CleanRL).
    #[arg(long)]
    online_eval_every: Option<u64>,
    /// Games per student evaluation during the run (offline and online).
    #[arg(long)]
    eval_episodes: Option<usize>,
    /// Games of the final evaluation after the online phase (CleanRL: 10).
    #[arg(long)]
    final_eval_episodes: Option<usize>,
    /// Checkpoint every this many online steps (0: phase ends and stop only).
    #[arg(long)]
    checkpoint_every: Option<u64>,
    /// Checkpoints kept.
    #[arg(long)]
    keep_checkpoints: Option<usize>,
    /// Log losses every this many gradient steps.
    #[arg(long)]
    log_every: Option<u64>,
    /// cpu, cuda, cuda:N or auto: the GPU when one is usable, else the CPU with a line that
    /// says why (the default in a CUDA build; cpu otherwise).
    #[arg(long)]
    device: Option<String>,
    /// Where run directories are created.
    #[arg(long)]
    runs_dir: Option<String>,
    /// Record the first game of every evaluation (teacher, offline and final) as an MP4 in
    /// the run directory's videos/, as CleanRL's --capture-video records its games.
    #[arg(long)]
    capture_video: bool,
    /// Write the online phase's replay buffer into each checkpoint (zstd-compressed), so that
    /// --resume goes on with it instead of refilling an empty buffer.
    #[arg(long)]
    checkpoint_buffer: bool,
    /// Start the student from these weights (a local file, a teacher directory or
    /// hf:owner/name[:file]) instead of a random initialisation: fine-tuning, or continuing
    /// a teacher's training with `dqn`.
    #[arg(long)]
    init_from: Option<String>,
    /// Worker threads of the run (default: one per core). With --resume too.
    #[arg(long)]
    pub threads: Option<usize>,
    /// No progress bars: one line per phase and evaluation, and a progress line every 10 s.
    #[arg(long)]
    pub quiet: bool,
}

#[derive(Clone, Copy, Debug, clap::ValueEnum, PartialEq, Eq)]
pub enum PresetArg {
    Cleanrl,
    Paper,
    Demo,
}

macro_rules! apply {
    ($config:ident, $args:ident, $($field:ident),+) => {
        $( if let Some(v) = $args.$field.clone() { $config.$field = v; } )+
    };
}

pub fn config_from(args: &TrainArgs, dqn: bool) -> TrainConfig {
    let preset = match args.preset {
        PresetArg::Cleanrl => Preset::Cleanrl,
        PresetArg::Paper => Preset::Paper,
        PresetArg::Demo => Preset::Demo,
    };
    let mut c = TrainConfig::preset(preset);
    if dqn {
        c = c.dqn();
    }
    apply!(
        c,
        args,
        env_id,
        env_preset,
        exp_name,
        seed,
        total_timesteps,
        learning_rate,
        num_envs,
        buffer_size,
        gamma,
        tau,
        target_network_frequency,
        batch_size,
        start_e,
        end_e,
        exploration_fraction,
        learning_starts,
        train_frequency,
        student_arch,
        teacher,
        teacher_model_exp_name,
        init_from,
        teacher_eval_episodes,
        teacher_steps,
        offline_steps,
        temperature,
        distill_threshold,
        distill_scale,
        lambda_scores,
        kl_reduction,
        td_loss,
        offline_eval_every,
        online_eval_every,
        eval_episodes,
        checkpoint_every,
        keep_checkpoints,
        log_every,
        device,
        runs_dir
    );
    if let Some(n) = args.final_eval_episodes {
        c.final_eval_episodes = Some(n);
    }
    c.capture_video |= args.capture_video;
    c.checkpoint_buffer |= args.checkpoint_buffer;
    c
}

pub fn train(args: TrainCommandArgs, dqn: bool) -> Result<()> {
    let TrainCommandArgs { train: args, serve } = args;
    let config = config_from(&args, dqn);
    if args.resume.is_none() {
        if let Err(e) = config.validate() {
            bail!("{e}");
        }
    }
    if args.threads == Some(0) {
        bail!("--threads must be at least 1");
    }
    // The port is taken before the run starts: a port in use makes no run directory.
    let prepared = super::serving::prepare(&serve, std::slice::from_ref(&args.resume))?;
    let options = TrainerOptions {
        resume: args.resume.clone(),
        // Viewers get the screens too.
        frames: prepared.is_some(),
        threads: args.threads,
        ..TrainerOptions::default()
    };
    let handle = spawn(config, options);
    let mut serving = match prepared {
        Some(p) => Some(p.start(vec![handle.commands.clone()])?),
        None => None,
    };
    // Ctrl-C, SIGTERM or SIGHUP: stop with a final checkpoint; a second one quits at once.
    let commands = handle.commands.clone();
    reincarnate::platform::signals::install(move |signal| {
        let _ = commands.send(TrainerCommand::Stop);
        reincarnate::platform::signals::say(&format!(
            "\n{}: stopping, writing a checkpoint (Ctrl-C again to quit at once)",
            reincarnate::platform::signals::name(signal)
        ));
    })?;
    let mut progress = Progress::new(args.quiet);
    let mut outcome = None;
    let runs = [super::serving::Channels {
        events: &handle.events,
        frames: &handle.frames,
    }];
    super::serving::pump(&runs, serving.as_mut(), |pumped| {
        if let super::serving::Pumped::Event(_, event) = pumped {
            if let TrainerEvent::Stopped(result) = event {
                outcome = Some(result.clone());
            }
            progress.show(event);
        }
    });
    progress.finish();
    handle.join();
    // Every viewer gets the run's last events, then `Bye` (a stalled one is cut off).
    if let Some(serving) = serving {
        serving.finish();
    }
    match outcome {
        Some(Ok(summary)) => {
            let state = if summary.completed {
                "finished"
            } else {
                "stopped"
            };
            // Written, not printed: after SIGHUP the terminal may be gone.
            let mut out = std::io::stdout();
            let _ = writeln!(
                out,
                "run {state} at global step {}: {}",
                summary.global_step,
                summary.run_dir.display()
            );
            if !summary.completed {
                let _ = writeln!(
                    out,
                    "continue it with: reincarnate {} --resume {}",
                    if dqn { "dqn" } else { "train" },
                    summary.run_dir.display()
                );
            }
            Ok(())
        }
        Some(Err(e)) => bail!("{e}"),
        None => bail!("the trainer ended without saying how"),
    }
}
