//! The window's panels, drawn with egui from the [`RunView`]s (one, or a race's two): the
//! status bar, the Atari screens with the Q-values, the controls, and the plots. Returns the
//! commands the user gave, each addressed to one side of a race or to every run.

mod controls;
mod fork;
mod names;
mod plots;
mod saliency;
mod screen;
mod status;
pub mod thin;
mod windows;

use super::RunKind;
use crate::agent::Arch;
use crate::config::{LiveParams, Preset, TrainConfig, LIVE_SETTINGS};
use crate::env::Game;
use crate::protocol::TrainerCommand;
use crate::view::RunView;
use bevy_egui::egui::{self, Color32, RichText};
use controls::controls_panel;
pub use fork::fork_refusal;
pub use fork::{ForkAsk, ForkForm, ForkShown};
pub use names::{PaneName, PaneNames};
use plots::plots;
pub use saliency::{MapControls, MapShow};
use screen::screen_panel;
pub use screen::ScreenRects;
pub use status::read_only;
use status::status_bar;
use std::collections::HashMap;
pub use windows::SHORTCUTS;
use windows::{help_window, new_run_window, stop_window};

/// A command and the run it goes to.
#[derive(Clone, Debug, PartialEq)]
pub struct Addressed {
    /// The side of a race ([`Side::index`]); `None`: every run.
    pub side: Option<usize>,
    /// The command.
    pub command: TrainerCommand,
}

/// What the user asked for, by a button, a key or a command-line option: the UI draws and
/// says what was asked, the keyboard says it too, and one system of the app does it (a Bevy
/// message; see `app::actions`).
#[derive(Clone, Debug, PartialEq, bevy::prelude::Message)]
pub enum UiAction {
    /// A command for one side of a race or for every run.
    Command(Addressed),
    /// Start this run, replacing the current one.
    StartRun {
        /// The run (a race: its QDagger side's settings).
        config: Box<TrainConfig>,
        /// One run or a race.
        kind: RunKind,
    },
    /// Start recording the window, or stop the recording that runs.
    ToggleRecording,
    /// Open the help window, or close it.
    ToggleHelp,
    /// Open the New run form.
    OpenNewRun,
    /// Ask whether to stop the run (its confirmation's window).
    AskToStop,
    /// Open the fork form.
    OpenFork,
    /// Fork the run: it stops with its whole state, and the arms start from it.
    Fork(ForkAsk),
    /// Close the windows that are open (help, the New run form, the stop confirmation).
    CloseWindows,
}

impl UiAction {
    /// The command, if this is one.
    pub fn command(&self) -> Option<&TrainerCommand> {
        match self {
            UiAction::Command(a) => Some(&a.command),
            _ => None,
        }
    }
}

/// The controls' own values (what the sliders show).
#[derive(Debug)]
pub struct Controls {
    /// In a race: the side the live parameters go to (`None`: both).
    pub side: Option<usize>,
    /// The live settings as the controls show them: the run's starting values, then each
    /// one the user set.
    pub live: LiveParams,
    /// Where each optional live setting's slider stands while the setting is off, by its
    /// index in [`LIVE_SETTINGS`] (the epsilon override's: the schedule's end).
    pub parked: Vec<f64>,
    /// The trainer's confirmed live settings the controls last took on (`RunView::live`).
    pub confirmed: Option<LiveParams>,
    /// Plot only the last this many steps (0: all).
    pub window: u64,
    /// Show the raw Q-values instead of the policies distillation compares.
    pub raw_q: bool,
    /// The help window is open.
    pub help_open: bool,
    /// The window that asks to confirm stopping the run is open.
    pub stop_confirm: bool,
    /// The new-run form.
    pub new_run: NewRunForm,
    /// The ids of the named widgets in the last frame, so that tests and keyboard focus can
    /// find them: a live setting's control by its key (`"distill_threshold"`), an optional
    /// one's checkbox by its name (`"EpsilonOverride"`).
    pub widget_ids: HashMap<&'static str, egui::Id>,
    /// Where each run's Atari screen and Q-value panel were drawn in the last frame (egui
    /// points).
    pub screen_rects: Vec<ScreenRects>,
    /// The renderer and the frame limit, for the status bar.
    pub renderer_note: Option<String>,
    /// What to record.
    pub record: super::record::RecordSettings,
    /// The recording indicator, while one runs.
    pub recording: Option<String>,
    /// The saliency maps: on or off, how, whose, how strongly.
    pub maps: MapControls,
    /// The fork form: the tweak arm's settings, the arms' budget, the pairs.
    pub fork_form: ForkForm,
    /// The fork whose arms the panes show (`None`: a run or a race).
    pub fork: Option<ForkShown>,
    /// How the panes are named this frame (from the views and [`fork`](Self::fork)).
    pub names: PaneNames,
}

impl Controls {
    /// Carries out an action that only opens or closes one of the UI's windows; false for
    /// one the app carries out (a command, a new run, a recording).
    pub fn apply(&mut self, action: &UiAction) -> bool {
        match action {
            UiAction::ToggleHelp => self.help_open = !self.help_open,
            UiAction::OpenNewRun => self.new_run.open = true,
            UiAction::AskToStop => self.stop_confirm = true,
            UiAction::OpenFork => self.fork_form.open = true,
            UiAction::CloseWindows => {
                self.help_open = false;
                self.stop_confirm = false;
                self.new_run.open = false;
                self.fork_form.open = false;
            }
            UiAction::Command(_)
            | UiAction::StartRun { .. }
            | UiAction::ToggleRecording
            | UiAction::Fork(_) => return false,
        }
        true
    }

    /// The controls at the run's starting values.
    pub fn new(config: &TrainConfig) -> Self {
        Self {
            side: None,
            live: LiveParams::from_config(config),
            parked: LIVE_SETTINGS.iter().map(|s| (s.park)(config)).collect(),
            confirmed: None,
            window: 0,
            raw_q: false,
            help_open: false,
            stop_confirm: false,
            new_run: NewRunForm::new(config),
            widget_ids: HashMap::new(),
            screen_rects: Vec::new(),
            renderer_note: None,
            record: Default::default(),
            recording: None,
            maps: MapControls::default(),
            fork_form: ForkForm::default(),
            fork: None,
            names: PaneNames::default(),
        }
    }

    /// Back to the starting values of `config`, the run now shown (the form stays as it is).
    pub fn reset_for(&mut self, config: &TrainConfig) {
        let form = std::mem::replace(&mut self.new_run, NewRunForm::new(config));
        *self = Self {
            new_run: NewRunForm {
                open: false,
                ..form
            },
            help_open: self.help_open,
            window: self.window,
            renderer_note: self.renderer_note.take(),
            record: self.record.clone(),
            recording: self.recording.take(),
            // A new run makes no maps until they are turned on again; how they are shown stays.
            maps: MapControls {
                on: false,
                ..self.maps
            },
            ..Self::new(config)
        };
    }
}

/// What is wrong with the New run form.
#[derive(Debug, thiserror::Error)]
pub enum NewRunError {
    /// The game is none we know.
    #[error(transparent)]
    Game(#[from] crate::env::GameError),
    /// A setting out of its range.
    #[error(transparent)]
    Config(#[from] crate::config::ConfigError),
}

/// What the New run window starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NewRunAlgorithm {
    /// QDagger with the teacher.
    Qdagger,
    /// DQN from scratch.
    Dqn,
    /// Both side by side: a race.
    Race,
}

/// The form that starts a new run: game, teacher, preset, algorithm, student network.
#[derive(Debug)]
pub struct NewRunForm {
    /// The form is open.
    pub open: bool,
    /// The game (any id `Game::parse` reads).
    pub game: String,
    /// The teacher source: empty for the default, `bundled`, `hf:owner/name[:file]`, a path.
    pub teacher: String,
    /// The preset.
    pub preset: Preset,
    /// QDagger, tabula-rasa DQN, or a race of both.
    pub algorithm: NewRunAlgorithm,
    /// The student's network.
    pub student_arch: Arch,
    /// What was wrong with the last attempt.
    pub error: Option<String>,
    /// The current run's config (runs directory, device and seed carry over).
    base: TrainConfig,
}

impl NewRunForm {
    /// A form filled with `config`'s choices.
    pub fn new(config: &TrainConfig) -> Self {
        Self {
            open: false,
            game: config.env_id.clone(),
            teacher: config.teacher.clone(),
            preset: config.preset,
            algorithm: match config.algorithm {
                crate::config::Algorithm::Dqn => NewRunAlgorithm::Dqn,
                crate::config::Algorithm::Qdagger => NewRunAlgorithm::Qdagger,
            },
            student_arch: config.student_arch,
            error: None,
            base: config.clone(),
        }
    }

    /// One run or a race.
    pub fn kind(&self) -> RunKind {
        if self.algorithm == NewRunAlgorithm::Race {
            RunKind::Race
        } else {
            RunKind::Single
        }
    }

    /// The run the form describes (a race: its QDagger side's settings), or what to fix.
    pub fn config(&self) -> Result<TrainConfig, NewRunError> {
        let spec = Game::parse(&self.game)?;
        let mut c = TrainConfig {
            env_id: spec.game.cleanrl_id(),
            teacher: self.teacher.trim().to_string(),
            student_arch: self.student_arch,
            runs_dir: self.base.runs_dir.clone(),
            device: self.base.device.clone(),
            seed: self.base.seed,
            ..TrainConfig::preset(self.preset)
        };
        if spec.flavour == crate::env::IdFlavour::V5 {
            // A v5 id selects sticky actions: keep it as typed.
            c.env_id = self.game.trim().to_string();
        }
        if self.algorithm == NewRunAlgorithm::Dqn {
            c = c.dqn();
        }
        c.validate()?;
        Ok(c)
    }
}

const SCREEN_SCALE: f32 = 2.5;
/// The largest screen scale in a race, two screens side by side.
const RACE_SCREEN_SCALE: f32 = 1.6;
/// The student's colour (its Q-value bars, its games, where its map looks more).
pub(crate) const STUDENT: Color32 = rgb(crate::app::maps::STUDENT);
/// The teacher's colour.
pub(crate) const TEACHER: Color32 = rgb(crate::app::maps::TEACHER);

const fn rgb([r, g, b]: [u8; 3]) -> Color32 {
    Color32::from_rgb(r, g, b)
}

/// A slider's new value is final: the drag ended, or it changed without a drag (keyboard,
/// typed value). Sending only then keeps a drag from flooding the trainer with commands.
fn committed(r: &egui::Response) -> bool {
    r.drag_stopped() || (r.changed() && !r.dragged())
}

/// A pane's two textures: the game's screen, and the saliency picture (`app::maps`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScreenTextures {
    /// The game, 160 x 210.
    pub game: egui::TextureId,
    /// The maps over the screen they were made on, 320 x 210.
    pub maps: egui::TextureId,
}

/// Draws everything for `views` (one run, or a race: QDagger, then DQN), each with its
/// screen's textures; returns what the user asked for.
pub fn draw(
    ctx: &egui::Context,
    views: &[&RunView],
    controls: &mut Controls,
    screens: &[ScreenTextures],
) -> Vec<UiAction> {
    let mut commands = Vec::new();
    let mut actions = Vec::new();
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    if views.len() < 2 {
        controls.side = None;
    }
    controls.names = PaneNames::of(views, controls.fork.as_ref().map(|f| f.tweaks.as_str()));
    egui::Panel::top("status").show(&mut root, |ui| {
        status_bar(
            ui,
            views,
            &controls.names,
            &mut controls.widget_ids,
            &mut commands,
        );
        ui.horizontal(|ui| {
            if ui.button("New run (n)").clicked() {
                actions.push(UiAction::OpenNewRun);
            }
            let fork = ui
                .add_enabled(
                    fork_refusal(views).is_none(),
                    egui::Button::new("Fork... (f)"),
                )
                .on_hover_text(
                    "two arms from this step, control and tweak, raced side by side from the \
                     same state",
                )
                .on_disabled_hover_text(fork_refusal(views).unwrap_or_default());
            controls.widget_ids.insert("fork", fork.id);
            if fork.clicked() {
                actions.push(UiAction::OpenFork);
            }
            if ui.button("Help (h)").clicked() {
                actions.push(UiAction::ToggleHelp);
            }
            let running = !read_only(views)
                && views
                    .iter()
                    .any(|v| v.stopped.is_none() && v.run_dir.is_some());
            let stop = ui.add_enabled(running, egui::Button::new("Stop run..."));
            controls.widget_ids.insert("stop_run", stop.id);
            if stop.clicked() {
                actions.push(UiAction::AskToStop);
            }
            let label = if controls.recording.is_some() {
                "Stop recording (r)"
            } else {
                "Record (r)"
            };
            if ui.button(label).clicked() {
                actions.push(UiAction::ToggleRecording);
            }
            if let Some(rec) = &controls.recording {
                ui.label(
                    RichText::new(format!("\u{25CF} {rec}"))
                        .color(Color32::from_rgb(255, 70, 70))
                        .strong(),
                );
            }
            if let Some(note) = &controls.renderer_note {
                ui.separator();
                ui.label(RichText::new(note).small().weak());
            }
        });
    });
    egui::Panel::left("screen")
        .resizable(false)
        .show(&mut root, |ui| {
            controls.screen_rects = if views.len() < 2 {
                vec![screen_panel(
                    ui,
                    views[0],
                    screens.first().copied(),
                    (SCREEN_SCALE, &controls.maps),
                    &mut controls.raw_q,
                )]
            } else {
                // A race: both screens side by side, each with its Q-values under it.
                ui.horizontal_top(|ui| {
                    (0..views.len())
                        .map(|i| {
                            ui.vertical(|ui| {
                                if let Some(name) = controls.names.get(i) {
                                    ui.label(
                                        RichText::new(&name.label).strong().color(name.colour),
                                    );
                                }
                                screen_panel(
                                    ui,
                                    views[i],
                                    screens.get(i).copied(),
                                    (RACE_SCREEN_SCALE, &controls.maps),
                                    &mut controls.raw_q,
                                )
                            })
                            .inner
                        })
                        .collect()
                })
                .inner
            };
        });
    egui::Panel::right("controls")
        .resizable(false)
        .show(&mut root, |ui| {
            controls_panel(ui, views, controls, &mut commands)
        });
    egui::CentralPanel::default().show(&mut root, |ui| match &controls.fork {
        Some(fork) => plots::fork_plots(ui, views, fork, &controls.names, controls.window),
        None => plots(ui, views, controls.window),
    });
    if let Some(ask) = fork::fork_window(ctx, views, controls) {
        actions.push(UiAction::Fork(ask));
    }
    help_window(ctx, &mut controls.help_open);
    if let Some((config, kind)) = new_run_window(ctx, controls) {
        actions.push(UiAction::StartRun {
            config: Box::new(config),
            kind,
        });
    }
    stop_window(ctx, views, controls, &mut commands);
    commands
        .into_iter()
        .map(UiAction::Command)
        .chain(actions)
        .collect()
}
