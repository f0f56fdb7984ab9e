//! `reincarnate app` (the default): the desktop app running a training run. Its window
//! flags are shared with `race`, which opens the same window on a race.

use super::train::{config_from, PresetArg, TrainArgs};
use anyhow::{bail, Result};
use reincarnate::app::record::{RecordSettings, RecordTarget};
use reincarnate::app::{run, MaxFps, RunKind, ScreenshotAndExit, WindowOptions};
use reincarnate::config::TrainConfig;
use reincarnate::protocol::{SaliencyMethod, SaliencySettings};
use reincarnate::trainer::TrainerOptions;
use std::path::PathBuf;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct AppArgs {
    /// The run to watch: the same flags as `train` (the app defaults to `--preset demo`,
    /// sized for a CPU; pass `--preset cleanrl` for CleanRL's full run).
    #[command(flatten)]
    train: TrainArgs,
    /// Start a DQN run from scratch instead of QDagger.
    #[arg(long)]
    dqn: bool,
    /// Watch a run that a trainer serves (`train --serve`) at HOST:PORT instead of starting
    /// one: its history, then live; it reconnects when the trainer restarts.
    #[arg(long, value_name = "HOST:PORT")]
    connect: Option<String>,
    /// With `--connect`: the file holding the trainer's token (`train --token-file`, or the
    /// file the trainer names when it starts), which lets the window watch and steer; without
    /// it only a run started with `--public-read` can be watched, read-only.
    #[arg(long, value_name = "FILE")]
    token_file: Option<PathBuf>,
    #[command(flatten)]
    window: WindowArgs,
}

/// How the window runs, besides the training.
#[derive(clap::Args, Debug)]
pub struct WindowArgs {
    /// Most frames a second the window draws (0: no limit). Default: 30, or 5 when the
    /// window is drawn in software (Mesa's llvmpipe), which leaves more CPU to training; in
    /// software, 10 while a recording runs and 2 in the offline phase while the window has
    /// had no pointer or key input for 3 s.
    #[arg(long)]
    max_fps: Option<f64>,
    /// Start recording at once: the game screen (3x, with the Q-values under it; a race's
    /// two screens side by side) or the whole window. The video goes into the run directory's
    /// videos/ (a race's: the race directory's).
    #[arg(long, value_parser = ["game", "window"])]
    record: Option<String>,
    /// Show where the student and the teacher look from the start: saliency maps made by
    /// METHOD (gradient, the default, or perturbation), 2 a second, over the game screen. The
    /// controls panel turns them on and off and sets how they are made and shown.
    #[arg(long, value_name = "METHOD", num_args = 0..=1, default_missing_value = "gradient",
          value_parser = ["gradient", "perturbation"])]
    maps: Option<String>,
    /// Save a screenshot of the window to this PNG after `--screenshot-after` seconds, then
    /// close the app. Repeat both flags for several screenshots.
    #[arg(long)]
    screenshot: Vec<PathBuf>,
    /// Seconds before the screenshot (one per `--screenshot`; the default is 20).
    #[arg(long)]
    screenshot_after: Vec<f64>,
}

impl WindowArgs {
    /// The window's options for a run of `kind`, or what is wrong with the flags.
    pub fn options(&self, kind: RunKind) -> Result<WindowOptions> {
        if self.screenshot_after.len() > self.screenshot.len().max(1) {
            bail!("--screenshot-after is given more often than --screenshot");
        }
        if let Some(bad) = self
            .screenshot_after
            .iter()
            .find(|s| !(s.is_finite() && **s >= 0.0))
        {
            bail!("--screenshot-after {bad}: use a number of seconds, 0 or more");
        }
        let shot = (!self.screenshot.is_empty()).then(|| {
            let shots = self
                .screenshot
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let secs = self.screenshot_after.get(i).copied().unwrap_or(20.0);
                    (Duration::from_secs_f64(secs), p.clone())
                })
                .collect();
            ScreenshotAndExit::many(shots)
        });
        if let Some(fps) = self.max_fps.filter(|f| !(f.is_finite() && *f >= 0.0)) {
            bail!("--max-fps {fps}: use a number of frames a second, 0 for no limit");
        }
        let record = self.record.as_deref().map(|t| RecordSettings {
            target: if t == "window" {
                RecordTarget::Window
            } else {
                RecordTarget::Game
            },
            ..RecordSettings::default()
        });
        Ok(WindowOptions {
            max_fps: MaxFps(self.max_fps),
            screenshot: shot,
            record,
            kind,
            connect: None,
            maps: self.maps.as_deref().map(|m| SaliencySettings {
                method: if m == "perturbation" {
                    SaliencyMethod::Perturbation
                } else {
                    SaliencyMethod::Gradient
                },
                ..SaliencySettings::default()
            }),
        })
    }
}

/// The window's run settings from `train`: the demo preset unless `--preset` was given (the
/// CleanRL sizes take days on a CPU), checked unless the run resumes.
pub fn window_config(train: &mut TrainArgs, dqn: bool) -> Result<TrainConfig> {
    if !std::env::args().any(|a| a == "--preset" || a.starts_with("--preset=")) {
        train.preset = PresetArg::Demo;
    }
    let config = config_from(train, dqn);
    if train.resume.is_none() {
        if let Err(e) = config.validate() {
            bail!("{e}");
        }
    }
    Ok(config)
}

pub fn app(mut args: AppArgs) -> Result<()> {
    let config = window_config(&mut args.train, args.dqn)?;
    let options = TrainerOptions {
        resume: args.train.resume.clone(),
        ..TrainerOptions::default()
    };
    let mut window = args.window.options(RunKind::Single)?;
    if let Some(address) = &args.connect {
        let token = match &args.token_file {
            Some(f) => Some(
                reincarnate::remote::read_token_file(f)
                    .map_err(|e| anyhow::anyhow!("--token-file: {e}"))?,
            ),
            None => None,
        };
        window.connect = Some((address.clone(), token));
    }
    run(config, options, window)?;
    Ok(())
}
