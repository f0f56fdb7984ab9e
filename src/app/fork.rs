//! The app's fork of its run: the run stops with its whole state (`StopForFork`), the arms
//! are written from that checkpoint as `reincarnate fork` writes them (`fork::prepare`), and
//! each pair's two arms run side by side in the window, pair after pair, each arm on half
//! the cores. While they run, the paired report and the difference curve are made every
//! [`REPORT_EVERY`] from the games the arms' panes saw (up to the step both arms have
//! reached); when the last pair ends, the report is read from the arms' logs and written
//! beside them (`report.json`, which `compare --paired` reads), and its verdict stays on the
//! window.

use super::bridge::Bridge;
use super::ui::{ForkAsk, ForkShown};
use super::{ensure_screens, AppState, Pane};
use crate::config::TrainConfig;
use crate::fork::{self, ArmResult, ForkPlan, ForkRecord, PairedReport, LAST_GAMES};
use crate::protocol::TrainerCommand;
use crate::trainer::{spawn, TrainerHandle, TrainerOptions};
use bevy::prelude::*;
use crossbeam_channel::{bounded, Receiver, TryRecvError};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// How often the running fork's report is made again from its arms' games.
const REPORT_EVERY: Duration = Duration::from_secs(1);

/// Where the app's fork is.
#[derive(Default)]
pub(super) enum Forking {
    /// No fork under way (or the last one has ended).
    #[default]
    Idle,
    /// The run (in this directory) was told to stop with its whole state.
    Stopping(ForkAsk, Option<PathBuf>),
    /// The arms of the run in this directory are being written from that state.
    Preparing(
        Receiver<Result<(ForkRecord, PathBuf), String>>,
        Option<PathBuf>,
    ),
    /// A pair's arms run.
    Running(Box<Arms>),
}

/// A fork whose arms run.
pub(super) struct Arms {
    record: ForkRecord,
    dir: PathBuf,
    /// The pair running (from 0).
    pair: usize,
    /// Each ended pair's games after the fork, as its panes saw them.
    finished: Vec<[ArmResult; 2]>,
    /// When the report was last made.
    refreshed_at: Instant,
    /// The final report, being read from the arms' logs and written beside them.
    ending: Option<Receiver<PairedReport>>,
}

/// The fork's system, after the bridge has drained the runs' events.
pub(super) struct ForkPlugin;

impl Plugin for ForkPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, advance.after(super::bridge::drain_events));
    }
}

/// Starts a fork of the window's run: it is told to stop with its whole state.
pub(super) fn begin(bridge: &Bridge, state: &mut AppState, ask: ForkAsk) {
    let views: Vec<&crate::view::RunView> = state.panes.iter().map(|p| &p.view).collect();
    if let Some(why) = super::ui::fork_refusal(&views) {
        state.panes[0].view.notice(format!("cannot fork: {why}"));
        return;
    }
    bridge.send(Some(0), TrainerCommand::StopForFork);
    state.panes[0]
        .view
        .notice("forking: the run stops here with its whole state".to_string());
    let run = state.view().run_dir.clone();
    state.forking = Forking::Stopping(ask, run);
}

fn advance(
    mut bridge: ResMut<Bridge>,
    mut state: ResMut<AppState>,
    mut images: ResMut<Assets<Image>>,
) {
    let next = match std::mem::take(&mut state.forking) {
        Forking::Idle => Forking::Idle,
        // The window started another run meanwhile: the fork is off (its arms, if written,
        // stay on disk for `reincarnate fork --resume`).
        Forking::Stopping(_, run) | Forking::Preparing(_, run) if state.view().run_dir != run => {
            Forking::Idle
        }
        Forking::Stopping(ask, run) => stopping(&mut state, ask, run),
        Forking::Preparing(rx, run) => match rx.try_recv() {
            Ok(Ok((record, dir))) => {
                let mut arms = Box::new(Arms {
                    record,
                    dir,
                    pair: 0,
                    finished: Vec::new(),
                    refreshed_at: Instant::now(),
                    ending: None,
                });
                start_pair(&mut bridge, &mut state, &mut images, &mut arms);
                Forking::Running(arms)
            }
            Ok(Err(e)) => {
                state.panes[0].view.notice(format!("cannot fork: {e}"));
                Forking::Idle
            }
            Err(TryRecvError::Empty) => Forking::Preparing(rx, run),
            Err(TryRecvError::Disconnected) => Forking::Idle,
        },
        Forking::Running(arms) => running(&mut bridge, &mut state, &mut images, arms),
    };
    state.forking = next;
}

/// Waits for the run's stop; then writes the arms on a thread of their own.
fn stopping(state: &mut AppState, ask: ForkAsk, run: Option<PathBuf>) -> Forking {
    let view = &state.panes[0].view;
    let summary = match &view.stopped {
        None => {
            // The trainer refused (its phase changed since the form was drawn): it says why.
            let refused = view
                .messages
                .back()
                .is_some_and(|m| m.starts_with("cannot fork"));
            return if refused {
                Forking::Idle
            } else {
                Forking::Stopping(ask, run)
            };
        }
        Some(Err(e)) => {
            let why = format!("cannot fork: the run failed ({e})");
            state.panes[0].view.notice(why);
            return Forking::Idle;
        }
        Some(Ok(summary)) => summary,
    };
    let plan = ForkPlan {
        run_dir: summary.run_dir.clone(),
        tweaks: ask.tweaks,
        steps: ask.steps,
        pairs: ask.pairs.max(1),
    };
    let (tx, rx) = bounded(1);
    std::thread::spawn(move || {
        let made = fork::prepare(&plan)
            .map(|record| {
                let dir = fork_dir(&record);
                (record, dir)
            })
            .map_err(|e| e.to_string());
        let _ = tx.send(made);
    });
    Forking::Preparing(rx, run)
}

/// A fork's directory, above its pairs' (`DIR/pair_K/ARM`).
fn fork_dir(record: &ForkRecord) -> PathBuf {
    record.pairs[0][0]
        .parent()
        .and_then(|p| p.parent())
        .map(PathBuf::from)
        .unwrap_or_default()
}

/// The games of the running pair's arms after the fork, as their panes saw them: while
/// they run, only those before the step both have reached, so that an arm ahead of the
/// other is not taken for one that plays differently.
fn pane_games(state: &AppState, arms: &Arms) -> [ArmResult; 2] {
    let from = arms.record.global_step;
    let running = state.panes.iter().any(|p| p.view.stopped.is_none());
    let upto = state.panes.iter().map(|p| p.view.global_step).min();
    let upto = upto.filter(|_| running).unwrap_or(u64::MAX);
    let dirs = &arms.record.pairs[arms.pair];
    [0, 1].map(|i| {
        let returns = state.panes.get(i).map_or_else(Vec::new, |p| {
            p.view
                .student_returns
                .points()
                .iter()
                .map(|g| (g.x as u64, g.y))
                .filter(|&(step, _)| step >= from && step < upto)
                .collect()
        });
        ArmResult::from_returns(&dirs[i], returns)
    })
}

/// The report and the difference curve of the pairs so far, shown over the arms.
fn refresh(state: &mut AppState, arms: &mut Arms) {
    let mut pairs = arms.finished.clone();
    if pairs.len() <= arms.pair {
        pairs.push(pane_games(state, arms));
    }
    let report = fork::summary_of(&arms.record, pairs);
    if let Some(shown) = &mut state.controls.fork {
        shown.curve = fork::difference_curve(&report.pairs, arms.record.global_step, LAST_GAMES);
        shown.report = Some(report);
    }
    arms.refreshed_at = Instant::now();
}

/// Reads the final report from the arms' logs on a thread of its own, and writes it beside
/// them (`report.json`).
fn finish(arms: &mut Arms) {
    let mut record = arms.record.clone();
    record.pairs.truncate(arms.pair + 1);
    record.seeds.truncate(arms.pair + 1);
    let (tx, rx) = bounded(1);
    let dir = arms.dir.clone();
    std::thread::spawn(move || {
        let report =
            fork::paired_report(&dir, &record).unwrap_or_else(|_| fork::paired_summary(&record));
        let _ = tx.send(report);
    });
    arms.ending = Some(rx);
}

fn running(
    bridge: &mut Bridge,
    state: &mut AppState,
    images: &mut Assets<Image>,
    mut arms: Box<Arms>,
) -> Forking {
    // The window started another run: this fork is no longer shown.
    if state.controls.fork.is_none() {
        return Forking::Idle;
    }
    if let Some(rx) = &arms.ending {
        return match rx.try_recv() {
            Ok(report) => {
                if let Some(shown) = &mut state.controls.fork {
                    let from = arms.record.global_step;
                    shown.curve = fork::difference_curve(&report.pairs, from, LAST_GAMES);
                    shown.report = Some(report);
                    shown.ended = true;
                }
                Forking::Idle
            }
            Err(TryRecvError::Empty) => Forking::Running(arms),
            Err(TryRecvError::Disconnected) => Forking::Idle,
        };
    }
    let ended: Vec<_> = state
        .panes
        .iter()
        .map(|p| p.view.stopped.as_ref())
        .collect();
    if ended.iter().all(Option::is_some) {
        let completed = ended
            .iter()
            .all(|s| matches!(s, Some(Ok(summary)) if summary.completed));
        let games = pane_games(state, &arms);
        arms.finished.push(games);
        if completed && arms.pair + 1 < arms.record.pairs.len() {
            arms.pair += 1;
            start_pair(bridge, state, images, &mut arms);
            return Forking::Running(arms);
        }
        if !completed {
            state.panes[0].view.notice(format!(
                "the fork stopped before its end: go on with: reincarnate fork --resume {}",
                arms.dir.display()
            ));
        }
        refresh(state, &mut arms);
        finish(&mut arms);
    } else if arms.refreshed_at.elapsed() >= REPORT_EVERY {
        refresh(state, &mut arms);
    }
    Forking::Running(arms)
}

/// Starts pair `arms.pair`: its two arms, each a resumed run of its directory on half the
/// cores, in two fresh panes.
fn start_pair(
    bridge: &mut Bridge,
    state: &mut AppState,
    images: &mut Assets<Image>,
    arms: &mut Arms,
) {
    let cores = bridge
        .options
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    let threads = crate::trainer::race::threads_per_side(cores);
    // One buffer file for both arms: loaded once, its frames shared until an arm writes.
    let share = crate::agent::ReplayShare::new(2);
    let handles: Vec<TrainerHandle> = arms.record.pairs[arms.pair]
        .iter()
        .map(|dir| {
            spawn(
                // The arm's settings come from its directory, as `--resume` reads them.
                TrainConfig::default(),
                TrainerOptions {
                    frames: true,
                    resume: Some(dir.clone()),
                    threads: Some(threads),
                    cores: None,
                    replay_share: Some(share.clone()),
                    ..bridge.options.clone()
                },
            )
        })
        .collect();
    bridge.replace(handles);
    state.panes = (0..2).map(|_| Pane::default()).collect();
    ensure_screens(state, images);
    let r = &arms.record;
    let (report, curve) = state
        .controls
        .fork
        .take()
        .map(|f| (f.report, f.curve))
        .unwrap_or_default();
    state.controls.fork = Some(ForkShown {
        tweaks: fork::tweaks_in_words(r),
        global_step: r.global_step,
        online_step: r.online_step,
        end_step: r.end_step,
        pair: arms.pair,
        pairs: r.pairs.len(),
        dir: arms.dir.clone(),
        report,
        curve,
        ended: false,
    });
    arms.refreshed_at = Instant::now();
}
