//! `reincarnate app` (the default): the desktop app running a training run.

use super::train::{config_from, PresetArg, TrainArgs};
use anyhow::{bail, Result};
use reincarnate::app::{run, ScreenshotAndExit};
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
    /// Save a screenshot of the window to this PNG after `--screenshot-after` seconds, then
    /// close the app.
    #[arg(long)]
    screenshot: Option<PathBuf>,
    /// Seconds before the screenshot.
    #[arg(long, default_value_t = 20.0)]
    screenshot_after: f64,
}

pub fn app(mut args: AppArgs) -> Result<()> {
    // The app's default is the demo preset: the CleanRL sizes take days on a CPU.
    if !std::env::args().any(|a| a == "--preset" || a.starts_with("--preset=")) {
        args.train.preset = PresetArg::Demo;
    }
    let config = config_from(&args.train, args.dqn);
    if args.train.resume.is_none() {
        if let Err(e) = config.validate() {
            bail!("{e}");
        }
    }
    let options = TrainerOptions {
        resume: args.train.resume.clone(),
        ..TrainerOptions::default()
    };
    let shot = args.screenshot.map(|p| {
        ScreenshotAndExit::new(p, Duration::from_secs_f64(args.screenshot_after.max(0.0)))
    });
    run(config, options, shot);
    Ok(())
}
