//! `reincarnate train` and `reincarnate dqn`: a run headless, with progress bars.

use super::progress::Progress;
use super::serving::ServeArgs;
use anyhow::{bail, Result};
use reincarnate::config::{Preset, TrainConfig};
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

/// `TrainArgs` from the settings' table (`reincarnate::train_settings!`), one field at a time:
/// a `flag` overrides the preset's value when given, a `switch` turns its setting on, an
/// `optional` sets its value, a `fixed` setting has no flag. `apply_settings` copies what
/// was given onto a config.
macro_rules! train_args {
    (@acc $c:ident $args:ident [$($field:tt)*] [$($apply:tt)*]) => {
        /// The flags of a run: its preset, every setting of the table, and how it runs.
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
            $($field)*
            /// Worker threads of the run (default: one per core). With --resume too.
            #[arg(long)]
            pub threads: Option<usize>,
            /// No progress bars: one line per phase and evaluation, and a progress line every 10 s.
            #[arg(long)]
            pub quiet: bool,
        }

        /// Sets the settings given on the command line.
        fn apply_settings($c: &mut TrainConfig, $args: &TrainArgs) {
            $($apply)*
        }
    };
    (@acc $c:ident $args:ident [$($field:tt)*] [$($apply:tt)*] $(#[doc = $doc:literal])* [flag]
        $(@serde($($serde:tt)*))? $name:ident : $ty:ty = $default:expr; $($rest:tt)*) => {
        train_args!(@acc $c $args [$($field)* $(#[doc = $doc])* #[arg(long)] $name: Option<$ty>,]
            [$($apply)* if let Some(v) = &$args.$name { $c.$name = v.clone(); }] $($rest)*);
    };
    (@acc $c:ident $args:ident [$($field:tt)*] [$($apply:tt)*] $(#[doc = $doc:literal])* [switch]
        $(@serde($($serde:tt)*))? $name:ident : $ty:ty = $default:expr; $($rest:tt)*) => {
        train_args!(@acc $c $args [$($field)* $(#[doc = $doc])* #[arg(long)] $name: bool,]
            [$($apply)* $c.$name |= $args.$name;] $($rest)*);
    };
    (@acc $c:ident $args:ident [$($field:tt)*] [$($apply:tt)*] $(#[doc = $doc:literal])* [optional]
        $(@serde($($serde:tt)*))? $name:ident : $ty:ty = $default:expr; $($rest:tt)*) => {
        train_args!(@acc $c $args [$($field)* $(#[doc = $doc])* #[arg(long)] $name: Option<$ty>,]
            [$($apply)* if let Some(v) = &$args.$name { $c.$name = Some(v.clone()); }] $($rest)*);
    };
    (@acc $c:ident $args:ident [$($field:tt)*] [$($apply:tt)*] $(#[doc = $doc:literal])* [fixed]
        $(@serde($($serde:tt)*))? $name:ident : $ty:ty = $default:expr; $($rest:tt)*) => {
        train_args!(@acc $c $args [$($field)*] [$($apply)*] $($rest)*);
    };
    ($($table:tt)*) => {
        // The config and the arguments are named here, once, so that every arm's code sees
        // the same two variables.
        train_args!(@acc c args [] [] $($table)*);
    };
}

reincarnate::train_settings!(train_args);

#[derive(Clone, Copy, Debug, clap::ValueEnum, PartialEq, Eq)]
pub enum PresetArg {
    Cleanrl,
    Paper,
    Demo,
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
    apply_settings(&mut c, args);
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
