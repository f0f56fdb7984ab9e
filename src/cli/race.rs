//! `reincarnate race`: QDagger and DQN from scratch side by side, in the app's window (the
//! demo preset by default) or, with `--headless` (and in a build without the app), with a
//! progress bar per side; at the end, the online steps each needed to reach 50% and 80% of
//! the way from a random policy to the teacher.

/// A line to stdout, if stdout is still there (after SIGHUP the terminal may be gone).
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

use super::progress::Progress;
use super::serving::ServeArgs;
use super::serving::{Channels, Pumped};
use super::train::{config_from, TrainArgs};
use anyhow::{bail, Result};
use reincarnate::compare::{read_curve, RETURN_TAG};
use reincarnate::protocol::{RunSummary, TrainerCommand, TrainerEvent};
use reincarnate::trainer::race::{spawn_race, steps_to_reach, Side, REACH_WINDOW};
use reincarnate::trainer::TrainerOptions;
use std::path::Path;

#[derive(clap::Args, Debug)]
pub struct RaceArgs {
    /// The QDagger side's settings (the DQN side takes the same, without the teacher);
    /// `--resume` takes a race directory.
    #[command(flatten)]
    pub train: TrainArgs,
    /// Serving both runs: a browser shows them side by side (the app and `watch` follow the
    /// QDagger side); `--serve` races headless.
    #[command(flatten)]
    pub serve: ServeArgs,
    /// Worker threads of each side (default: half the cores each, at least one).
    #[arg(long)]
    pub threads_per_side: Option<usize>,
    /// No window: progress bars on the terminal (CleanRL's preset unless `--preset` is
    /// given, as `train`). A build without the app always races headless.
    #[arg(long)]
    pub headless: bool,
    #[cfg(feature = "gui")]
    #[command(flatten)]
    pub window: super::app::WindowArgs,
}

#[cfg_attr(not(feature = "gui"), allow(unused_mut))]
pub fn race(mut args: RaceArgs) -> Result<()> {
    if args.threads_per_side == Some(0) {
        bail!("--threads-per-side must be at least 1");
    }
    let options = TrainerOptions {
        threads: args.threads_per_side,
        ..TrainerOptions::default()
    };
    #[cfg(feature = "gui")]
    if !args.headless && args.serve.serve.is_none() {
        use reincarnate::app::RunKind;
        let config = super::app::window_config(&mut args.train, false)?;
        let window = args.window.options(RunKind::Race)?;
        let options = TrainerOptions {
            resume: args.train.resume.clone(),
            ..options
        };
        reincarnate::app::run(config, options, window)?;
        return Ok(());
    }
    #[cfg(not(feature = "gui"))]
    let _ = args.headless; // no window to leave out
    let config = config_from(&args.train, false);
    if args.train.resume.is_none() {
        if let Err(e) = config.validate() {
            bail!("{e}");
        }
    }
    // The port is taken before the race starts: a port in use makes no race directory.
    let resumed = match &args.train.resume {
        Some(dir) => reincarnate::trainer::race::race_runs(dir)?.map(Some),
        None => [None, None],
    };
    let prepared = super::serving::prepare(&args.serve, &resumed)?;
    let options = TrainerOptions {
        frames: prepared.is_some(),
        ..options
    };
    let race = match spawn_race(&config, options, args.train.resume.as_deref()) {
        Ok(r) => r,
        Err(e) => bail!("{e}"),
    };
    out!("race directory: {}", race.dir.display());
    let commands: Vec<_> = race.sides.iter().map(|s| s.commands.clone()).collect();
    reincarnate::platform::signals::install(move |signal| {
        for c in &commands {
            let _ = c.send(TrainerCommand::Stop);
        }
        reincarnate::platform::signals::say(&format!(
            "\n{}: stopping both sides, writing checkpoints (Ctrl-C again to quit at once)",
            reincarnate::platform::signals::name(signal)
        ));
    })?;

    let mut serving = match prepared {
        Some(p) => Some(p.start(race.sides.iter().map(|s| s.commands.clone()).collect())?),
        None => None,
    };
    let multi = indicatif::MultiProgress::new();
    let mut progress = Side::BOTH.map(|s| Progress::labelled(args.train.quiet, s.short(), &multi));
    let mut outcomes: [Option<Result<RunSummary, reincarnate::protocol::RunFailure>>; 2] =
        [None, None];
    let runs: Vec<Channels> = race
        .sides
        .iter()
        .map(|s| Channels {
            events: &s.events,
            frames: &s.frames,
        })
        .collect();
    super::serving::pump(&runs, serving.as_mut(), |pumped| match pumped {
        Pumped::Event(i, event) => {
            if let TrainerEvent::Stopped(result) = event {
                outcomes[i] = Some(result.clone());
            }
            progress[i].show(event);
        }
        Pumped::Ended(i) => progress[i].finish(),
    });
    drop(runs);
    for side in race.sides {
        side.join();
    }
    if let Some(serving) = serving {
        serving.finish();
    }

    let mut failed = vec![];
    for side in Side::BOTH {
        match &outcomes[side.index()] {
            Some(Ok(s)) => out!(
                "[{}] run {} at global step {}: {}",
                side.short(),
                if s.completed { "finished" } else { "stopped" },
                s.global_step,
                s.run_dir.display()
            ),
            Some(Err(e)) => failed.push(format!("{}: {e}", side.short())),
            None => failed.push(format!("{}: ended without saying how", side.short())),
        }
    }
    if !failed.is_empty() {
        bail!("{}", failed.join("; "));
    }
    let summaries: Vec<RunSummary> = outcomes.into_iter().flatten().flatten().collect();
    if let [q, d] = summaries.as_slice() {
        print_reach(&q.run_dir, &d.run_dir);
        if !(q.completed && d.completed) {
            out!(
                "continue it with: reincarnate race --resume {}",
                race.dir.display()
            );
        }
    }
    Ok(())
}

/// The online steps each side needed for 50% and 80% of the way from the random policy to
/// the teacher (trailing mean of `REACH_WINDOW` games).
fn print_reach(qdagger: &Path, dqn: &Path) {
    let Ok(q) = read_curve(qdagger, RETURN_TAG) else {
        return;
    };
    let (Some(teacher), Some(random)) = (q.teacher_return, q.random_return) else {
        out!("no teacher and random returns in the QDagger run: no steps to 50% and 80%");
        return;
    };
    let q = q.online();
    let d = read_curve(dqn, RETURN_TAG)
        .map(|c| c.online().points)
        .unwrap_or_default();
    out!(
        "steps to 50% and 80% of the way from random ({random:.1}) to the teacher ({teacher:.1}), \
         mean of {REACH_WINDOW} games, online steps:"
    );
    for (side, points) in [(Side::Qdagger, &q.points), (Side::Dqn, &d)] {
        let [half, most] = steps_to_reach(points, random, teacher)
            .map(|s| s.map_or_else(|| "not reached".to_string(), |s| s.to_string()));
        out!("  {:<20} 50%: {half:<12} 80%: {most}", side.label());
    }
}
