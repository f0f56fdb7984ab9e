//! The bridge to the trainers: their channels (one run, or a race's two sides), the events
//! drained into each run's view under a time budget every frame, and replacing the running
//! training with a new one.

use super::{ensure_screens, record, AppState, Pane};
use crate::config::TrainConfig;
use crate::protocol::{TrainerCommand, TrainerEvent};
use crate::trainer::race::spawn_race;
use crate::trainer::{spawn, TrainerHandle, TrainerOptions};
use crate::view::{Analyst, RunView};
use bevy::prelude::*;
use std::time::{Duration, Instant};

/// Longest time a frame spends draining events (all runs together).
const DRAIN_BUDGET: Duration = Duration::from_millis(8);

/// What the window runs: one run, or a race of QDagger against DQN from scratch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RunKind {
    /// One run (QDagger or DQN, as its config says).
    #[default]
    Single,
    /// A race: the config's QDagger run and the same run as DQN from scratch.
    Race,
}

/// Starts the trainers of `kind`: one, or both sides of a race (QDagger first), each with
/// its share of the cores. A race resumes the race directory in `options.resume`.
pub fn spawn_runs(
    config: &TrainConfig,
    options: TrainerOptions,
    kind: RunKind,
) -> Result<Vec<TrainerHandle>, crate::trainer::race::RaceError> {
    match kind {
        RunKind::Single => Ok(vec![spawn(config.clone(), options)]),
        RunKind::Race => {
            let resume = options.resume.clone();
            let race = spawn_race(
                config,
                TrainerOptions {
                    resume: None,
                    ..options
                },
                resume.as_deref(),
            )?;
            Ok(race.sides.into())
        }
    }
}

/// The trainers' channels, one per run (a race has two: QDagger, then DQN). Dropping it (the
/// window closed, the app ended) stops every trainer, which writes a final checkpoint, and
/// waits for them.
#[derive(Resource)]
pub struct Bridge {
    pub(super) handles: Vec<TrainerHandle>,
    /// How new runs are started.
    pub(super) options: TrainerOptions,
    /// Runs replaced by new ones, still writing their final checkpoint.
    pub(super) retiring: Vec<std::thread::JoinHandle<()>>,
    /// The analysis of the runs' events, for handles whose events do not carry it.
    pub(super) analyst: Analyst,
}

impl Bridge {
    /// Stops the current runs (they write their final checkpoints in the background) and
    /// starts `config` as `kind` in their place; returns how many runs started.
    pub fn restart(
        &mut self,
        config: TrainConfig,
        kind: RunKind,
    ) -> Result<usize, crate::trainer::race::RaceError> {
        // A new run, even when the window opened on a resumed one.
        let options = TrainerOptions {
            resume: None,
            ..self.options.clone()
        };
        let handles = spawn_runs(&config, options, kind)?;
        self.replace(handles);
        Ok(self.handles.len())
    }

    /// Shows `handles` in place of the current runs, which stop (writing their final
    /// checkpoints in the background; a run that stopped already just ends).
    pub fn replace(&mut self, handles: Vec<TrainerHandle>) {
        self.analyst = Analyst::new(handles.len());
        for old in std::mem::replace(&mut self.handles, handles) {
            let _ = old.commands.send(TrainerCommand::Leave);
            self.retiring.push(std::thread::spawn(move || {
                for _ in old.events.iter() {}
                old.join();
            }));
        }
    }

    /// Sends `command` to side `side` (`None`: every run). A full or closed channel means
    /// that trainer is gone or far behind; the UI goes on.
    pub fn send(&self, side: Option<usize>, command: TrainerCommand) {
        for (i, handle) in self.handles.iter().enumerate() {
            if side.is_none_or(|s| s == i) {
                let _ = handle.commands.try_send(command.clone());
            }
        }
    }
}

impl Drop for Bridge {
    fn drop(&mut self) {
        for handle in &self.handles {
            let _ = handle.commands.send(TrainerCommand::Leave);
        }
        for handle in self.handles.drain(..) {
            // Keep draining so the trainer never waits on a full channel while it stops.
            for _ in handle.events.iter() {}
            handle.join();
        }
        for old in self.retiring.drain(..) {
            let _ = old.join();
        }
    }
}

/// The bridge to the trainers: the [`Bridge`] resource holding their channels, and the
/// system that drains their events into the panes each frame.
pub(super) struct BridgePlugin {
    /// The trainers' channels, taken when the plugin is built (a plugin is built once).
    handles: std::sync::Mutex<Option<Vec<TrainerHandle>>>,
    /// How runs started from the window are trained.
    options: TrainerOptions,
}

impl BridgePlugin {
    /// The bridge to `handles`; new runs use `options`.
    pub(super) fn new(handles: Vec<TrainerHandle>, options: TrainerOptions) -> Self {
        Self {
            handles: std::sync::Mutex::new(Some(handles)),
            options,
        }
    }
}

/// The handles a plugin holds, taken out when it is built (once; none after).
pub(super) fn take_handles(
    handles: &std::sync::Mutex<Option<Vec<TrainerHandle>>>,
) -> Vec<TrainerHandle> {
    handles
        .lock()
        .map(|mut h| h.take())
        .ok()
        .flatten()
        .unwrap_or_default()
}

impl Plugin for BridgePlugin {
    fn build(&self, app: &mut App) {
        let handles = take_handles(&self.handles);
        app.insert_resource(Bridge {
            analyst: crate::view::Analyst::new(handles.len()),
            handles,
            options: self.options.clone(),
            retiring: Vec::new(),
        })
        .add_systems(Update, drain_events);
    }
}

/// Moves the trainer's events into the view, for at most [`DRAIN_BUDGET`] a frame; takes the
/// newest screen.
pub(super) fn drain_events(
    mut bridge: ResMut<Bridge>,
    mut state: ResMut<AppState>,
    mut images: ResMut<Assets<Image>>,
    mut recorder: ResMut<record::AppRecorder>,
) {
    for done in recorder.poll() {
        state.panes[0].view.notice(match done {
            Ok(r) if r.dropped > 0 => format!(
                "video saved: {} ({} frames; {} left out: the encoder was behind)",
                r.path.display(),
                r.frames,
                r.dropped
            ),
            Ok(r) => format!("video saved: {} ({} frames)", r.path.display(), r.frames),
            Err(e) => format!("the recording failed: {e}"),
        });
    }
    state.controls.recording = recorder.indicator();
    let start = Instant::now();
    let mut new_frame = false;
    let bridge = &mut *bridge;
    for (i, handle) in bridge.handles.iter().enumerate() {
        // Each run gets its share of the frame's budget.
        let until = DRAIN_BUDGET.mul_f64((i + 1) as f64 / bridge.handles.len() as f64);
        if i >= state.panes.len() {
            continue;
        }
        while start.elapsed() < until {
            match handle.events.try_recv() {
                Ok(event) => {
                    // A failed run is also said on the terminal the app was started from.
                    if let TrainerEvent::Stopped(Err(e)) = &event {
                        eprintln!("the run failed: {e}");
                    }
                    let found = if handle.analysed {
                        Vec::new()
                    } else {
                        bridge.analyst.observe(i, &event)
                    };
                    state.panes[i].view.apply(event);
                    // A race's levels are the QDagger side's: its measures may move the
                    // other side's milestones too.
                    for (side, m) in found {
                        if let Some(p) = state.panes.get_mut(side) {
                            p.view.apply(TrainerEvent::Milestone(m));
                        }
                    }
                }
                Err(_) => break,
            }
        }
        if let Ok(frame) = handle.frames.try_recv() {
            if let Some(mut image) = state.screens.get(i).and_then(|h| images.get_mut(h)) {
                let rgba: Vec<u8> = frame
                    .rgb
                    .chunks_exact(3)
                    .flat_map(|p| [p[0], p[1], p[2], 255])
                    .collect();
                image.data = Some(rgba);
            }
            state.panes[i].view.frame = Some(frame);
            new_frame = true;
        }
    }
    if new_frame {
        let m = state.controls.maps;
        recorder.set_maps(m.on.then_some((m.show, m.opacity)));
        let views: Vec<&RunView> = state.panes.iter().map(|p| &p.view).collect();
        recorder.game_frame(&views);
    }
}

/// Replaces the running training with `config` as `kind` (one run or a race): the old runs
/// stop (writing their final checkpoints), the panes and the controls start afresh, the
/// screens go dark. A race that cannot start is said in the window; the old runs go on.
pub fn start_run(
    bridge: &mut Bridge,
    state: &mut AppState,
    images: &mut Assets<Image>,
    config: TrainConfig,
    kind: RunKind,
) {
    let count = match bridge.restart(config.clone(), kind) {
        Ok(n) => n,
        Err(e) => {
            state.panes[0].view.notice(format!("cannot start: {e}"));
            return;
        }
    };
    state.panes = (0..count).map(|_| Pane::default()).collect();
    state.controls.reset_for(&config);
    ensure_screens(state, images);
    for handle in &state.screens {
        if let Some(mut image) = images.get_mut(handle) {
            if let Some(data) = image.data.as_mut() {
                for px in data.chunks_exact_mut(4) {
                    px.copy_from_slice(&[0, 0, 0, 255]);
                }
            }
        }
    }
}
