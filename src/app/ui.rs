//! The window's panels, drawn with egui from the [`RunView`]: the status bar, the Atari
//! screen with the Q-values, the controls, and the plots. Returns the commands the user gave.

use super::state::{RunView, Series};
use crate::agent::Arch;
use crate::config::{Preset, TrainConfig};
use crate::env::Game;
use crate::protocol::{Actor, LiveParam, Phase, TrainerCommand};
use bevy_egui::egui::{self, Color32, RichText};
use egui_plot::{Bar, BarChart, HLine, Legend, Line, LineStyle, Plot, PlotPoints, Points, VLine};
use std::collections::HashMap;

/// The controls' own values (what the sliders show).
#[derive(Debug)]
pub struct Controls {
    /// Override the epsilon schedule.
    pub epsilon_on: bool,
    /// The override's value.
    pub epsilon: f64,
    /// Distillation threshold.
    pub threshold: f64,
    /// Temperature.
    pub temperature: f64,
    /// Learning rate.
    pub learning_rate: f64,
    /// Train frequency.
    pub train_frequency: u64,
    /// Plot only the last this many steps (0: all).
    pub window: u64,
    /// Step at the game's natural speed.
    pub natural_speed: bool,
    /// The help window is open.
    pub help_open: bool,
    /// The new-run form.
    pub new_run: NewRunForm,
    /// A run the user asked to start (taken by the app, which replaces the current run).
    start: Option<TrainConfig>,
    /// The ids of the named widgets (`"threshold"`, `"temperature"` ...) in the last frame,
    /// so that tests and keyboard focus can find them.
    pub widget_ids: HashMap<&'static str, egui::Id>,
    /// Where the Atari screen was drawn in the last frame (egui points).
    pub screen_rect: Option<egui::Rect>,
    /// The renderer and the frame limit, for the status bar.
    pub renderer_note: Option<String>,
    /// What to record.
    pub record: super::record::RecordSettings,
    /// The user asked to start or stop recording (taken by the app).
    pub record_toggle: bool,
    /// The recording indicator, while one runs.
    pub recording: Option<String>,
}

impl Controls {
    /// The controls at the run's starting values.
    pub fn new(config: &TrainConfig) -> Self {
        Self {
            epsilon_on: false,
            epsilon: config.end_e,
            threshold: config.distill_threshold,
            temperature: config.temperature,
            learning_rate: config.learning_rate,
            train_frequency: config.train_frequency,
            window: 0,
            natural_speed: false,
            help_open: false,
            new_run: NewRunForm::new(config),
            start: None,
            widget_ids: HashMap::new(),
            screen_rect: None,
            renderer_note: None,
            record: Default::default(),
            record_toggle: false,
            recording: None,
        }
    }

    /// The run the user asked to start, if any (once).
    pub fn take_start(&mut self) -> Option<TrainConfig> {
        self.start.take()
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
            ..Self::new(config)
        };
    }
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
    /// Tabula-rasa DQN instead of QDagger.
    pub dqn: bool,
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
            dqn: config.algorithm == crate::config::Algorithm::Dqn,
            student_arch: config.student_arch,
            error: None,
            base: config.clone(),
        }
    }

    /// The run the form describes, or what to fix.
    pub fn config(&self) -> Result<TrainConfig, String> {
        let spec = Game::parse(&self.game).map_err(|e| e.to_string())?;
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
        if self.dqn {
            c = c.dqn();
        }
        c.validate()?;
        Ok(c)
    }
}

const SCREEN_SCALE: f32 = 2.5;
const STUDENT: Color32 = Color32::LIGHT_BLUE;
const TEACHER: Color32 = Color32::from_rgb(255, 170, 60);

/// Draws everything; returns the commands to send.
pub fn draw(
    ctx: &egui::Context,
    view: &RunView,
    controls: &mut Controls,
    screen: Option<egui::TextureId>,
) -> Vec<TrainerCommand> {
    let mut commands = Vec::new();
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    egui::Panel::top("status").show(&mut root, |ui| {
        status_bar(ui, view, &mut commands);
        ui.horizontal(|ui| {
            if ui.button("New run (n)").clicked() {
                controls.new_run.open = true;
            }
            if ui.button("Help (h)").clicked() {
                controls.help_open = !controls.help_open;
            }
            let label = if controls.recording.is_some() {
                "Stop recording (r)"
            } else {
                "Record (r)"
            };
            if ui.button(label).clicked() {
                controls.record_toggle = true;
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
            controls.screen_rect = screen_panel(ui, view, screen);
        });
    egui::Panel::right("controls")
        .resizable(false)
        .show(&mut root, |ui| {
            controls_panel(ui, view, controls, &mut commands)
        });
    egui::CentralPanel::default().show(&mut root, |ui| plots(ui, view, controls.window));
    help_window(ctx, &mut controls.help_open);
    new_run_window(ctx, controls);
    commands
}

/// The keyboard shortcuts, as the help window lists them.
pub const SHORTCUTS: &[(&str, &str)] = &[
    ("space", "pause / resume the training"),
    ("s", "one step (while paused)"),
    ("c", "save a checkpoint now"),
    ("n", "start a new run (game, teacher, preset)"),
    (
        "r",
        "start / stop recording a video (game screen or whole window)",
    ),
    ("h or F1", "show / hide this help"),
    ("Esc", "close the open window"),
];

fn help_window(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("Help")
        .open(open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .collapsible(false)
        .resizable(false)
        .default_width(460.0)
        .show(ctx, |ui| {
            ui.heading("Keys");
            egui::Grid::new("keys").striped(true).show(ui, |ui| {
                for (key, what) in SHORTCUTS {
                    ui.label(RichText::new(*key).monospace().strong());
                    ui.label(*what);
                    ui.end_row();
                }
            });
            ui.separator();
            ui.heading("What you see");
            ui.label(
                "Left: the game being played (teacher, student or evaluation), its return \
                 so far and the action taken; below it the Q-values of that frame, the \
                 student's and the teacher's side by side.",
            );
            ui.label(
                "Middle: returns (the teacher's G_T as a line, student games with their \
                 moving average, evaluations), losses, and lambda / epsilon / steps per \
                 second, on one step axis: drag to pan, scroll to zoom, double-click to \
                 reset. Grey vertical lines mark where a parameter was changed.",
            );
            ui.label(
                "Right: the live parameters. Each change reaches the trainer at its next \
                 step. Lambda drops to 0 for good once it falls below the distillation \
                 threshold.",
            );
        });
}

fn new_run_window(ctx: &egui::Context, c: &mut Controls) {
    let mut open = c.new_run.open;
    let mut start = None;
    let ids = &mut c.widget_ids;
    let f = &mut c.new_run;
    egui::Window::new("New run")
        .open(&mut open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("new-run").num_columns(2).show(ui, |ui| {
                ui.label("game");
                egui::ComboBox::from_id_salt("game")
                    .selected_text(f.game.clone())
                    .height(300.0)
                    .show_ui(ui, |ui| {
                        for g in Game::all() {
                            let id = g.cleanrl_id();
                            ui.selectable_value(&mut f.game, id.clone(), id);
                        }
                    });
                ui.end_row();
                ui.label("teacher");
                ui.add(
                    egui::TextEdit::singleline(&mut f.teacher)
                        .hint_text("default: the Hub, else the bundled teacher")
                        .desired_width(300.0),
                )
                .on_hover_text(
                    "empty: CleanRL's teacher from the Hub, or the bundled one offline; \
                     'bundled'; hf:owner/name[:file]; or a model file's path",
                );
                ui.end_row();
                ui.label("preset");
                ui.horizontal(|ui| {
                    ui.radio_value(&mut f.preset, Preset::Demo, "demo");
                    ui.radio_value(&mut f.preset, Preset::Cleanrl, "cleanrl");
                    ui.radio_value(&mut f.preset, Preset::Paper, "paper");
                });
                ui.end_row();
                ui.label("algorithm");
                ui.horizontal(|ui| {
                    ui.radio_value(&mut f.dqn, false, "QDagger");
                    ui.radio_value(&mut f.dqn, true, "DQN from scratch");
                });
                ui.end_row();
                ui.label("student");
                ui.add_enabled_ui(!f.dqn, |ui| {
                    ui.horizontal(|ui| {
                        ui.radio_value(&mut f.student_arch, Arch::Nature, "Nature CNN");
                        ui.radio_value(&mut f.student_arch, Arch::Impala, "IMPALA CNN");
                    });
                });
                ui.end_row();
            });
            ui.label(
                RichText::new("The current run stops first (it writes a checkpoint).").small(),
            );
            if let Some(e) = &f.error {
                ui.colored_label(Color32::LIGHT_RED, e);
            }
            let r = ui.button("Start");
            ids.insert("new_run_start", r.id);
            if r.clicked() {
                match f.config() {
                    Ok(config) => {
                        f.error = None;
                        start = Some(config);
                    }
                    Err(e) => f.error = Some(e),
                }
            }
        });
    c.new_run.open = open && start.is_none();
    if start.is_some() {
        c.start = start;
    }
}

fn status_bar(ui: &mut egui::Ui, view: &RunView, commands: &mut Vec<TrainerCommand>) {
    ui.horizontal(|ui| {
        ui.heading("reincarnate");
        ui.separator();
        ui.label(format!("{} on {}", view.env_id, view.device));
        if let Some(t) = &view.teacher {
            ui.separator();
            ui.label(format!("teacher: {t}"));
        }
    });
    ui.horizontal(|ui| {
        let (label, total) = view
            .phase
            .map_or(("starting", 0), |(p, total)| (p.label(), total));
        ui.label(RichText::new(format!("phase: {label}")).strong());
        let fraction = view.phase_fraction();
        ui.add(
            egui::ProgressBar::new(fraction)
                .desired_width(260.0)
                .text(format!("{} / {total}", view.phase_done)),
        );
        if view.sps > 0.0 && total > view.phase_done {
            let eta = (total - view.phase_done) as f64 / view.sps;
            ui.label(format!("{:.0} steps/s, ETA {}", view.sps, duration(eta)));
        }
        ui.separator();
        ui.label(format!("global step {}", view.global_step));
        if let Some(e) = view.elapsed() {
            ui.separator();
            ui.label(format!("elapsed {}", duration(e.as_secs_f64())));
        }
        ui.separator();
        let running = view.stopped.is_none();
        let mut button = |ui: &mut egui::Ui, label: &str, command: TrainerCommand| {
            if ui.add_enabled(running, egui::Button::new(label)).clicked() {
                commands.push(command);
            }
        };
        if view.paused {
            button(ui, "Resume (space)", TrainerCommand::Resume);
            button(ui, "Step (s)", TrainerCommand::Step);
        } else {
            button(ui, "Pause (space)", TrainerCommand::Pause);
        }
        button(ui, "Save checkpoint (c)", TrainerCommand::SaveCheckpoint);
    });
    match &view.stopped {
        Some(Err(e)) => {
            ui.colored_label(
                Color32::LIGHT_RED,
                format!("The run failed: {e}. Start another with New run (n)."),
            );
        }
        Some(Ok(s)) => {
            let what = if s.completed { "finished" } else { "stopped" };
            ui.label(format!(
                "The run {what} at global step {}: {}",
                s.global_step,
                s.run_dir.display()
            ));
        }
        None => {
            if let Some(m) = view.messages.back() {
                ui.colored_label(Color32::YELLOW, m);
            }
        }
    }
}

/// The screen and the Q-value bars; returns where the screen went.
fn screen_panel(
    ui: &mut egui::Ui,
    view: &RunView,
    screen: Option<egui::TextureId>,
) -> Option<egui::Rect> {
    let size = egui::vec2(160.0 * SCREEN_SCALE, 210.0 * SCREEN_SCALE);
    let rect = match (screen, &view.frame) {
        (Some(t), Some(frame)) => {
            let who = match (frame.actor, view.phase.map(|p| p.0)) {
                (Actor::Teacher, _) => "teacher playing",
                (Actor::Evaluation, _) => "student evaluation",
                (Actor::Preview, _) => "student preview (offline phase)",
                (Actor::Student, _) => "student playing",
                (Actor::Random, _) => "random policy (baseline of lambda)",
            };
            let action = view
                .action_meanings
                .get(frame.action)
                .map_or("?", |s| s.as_str());
            ui.label(format!(
                "{who} | return so far {:.0} | action {action}",
                frame.episode_return
            ));
            ui.image(egui::load::SizedTexture::new(t, size)).rect
        }
        _ => {
            let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
            ui.painter().rect_filled(rect, 4.0, Color32::from_gray(20));
            let msg = match view.phase {
                Some((Phase::Offline, _)) => {
                    "offline phase: the student learns from the teacher's buffer"
                }
                _ => "waiting for the first frame",
            };
            ui.painter().text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                msg,
                egui::FontId::proportional(14.0),
                Color32::GRAY,
            );
            rect
        }
    };
    if let Some((student, teacher, action)) = &view.q_values {
        ui.label("Q-values (student, teacher; the action taken is brighter)");
        let names = &view.action_meanings;
        let bars = |q: &[f32], offset: f64, color: Color32| {
            q.iter()
                .enumerate()
                .map(|(i, &v)| {
                    let name = names.get(i).map_or(String::new(), |s| s.clone());
                    Bar::new(i as f64 + offset, v as f64)
                        .width(0.35)
                        .name(name)
                        .fill(if i == *action {
                            color.gamma_multiply(1.6)
                        } else {
                            color.gamma_multiply(0.7)
                        })
                })
                .collect::<Vec<_>>()
        };
        let names_for_axis = names.clone();
        Plot::new("q-values")
            .height(170.0)
            .width(160.0 * SCREEN_SCALE)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .show_x(false)
            .x_axis_formatter(move |mark, _| {
                let i = mark.value.round();
                if (mark.value - i).abs() < 1e-6 && i >= 0.0 {
                    names_for_axis.get(i as usize).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            })
            .legend(Legend::default())
            .show(ui, |p| {
                if let Some(st) = student {
                    p.bar_chart(BarChart::new("student", bars(st, -0.18, STUDENT)).color(STUDENT));
                }
                if let Some(t) = teacher {
                    p.bar_chart(BarChart::new("teacher", bars(t, 0.18, TEACHER)).color(TEACHER));
                }
            });
    }
    Some(rect)
}

fn controls_panel(
    ui: &mut egui::Ui,
    view: &RunView,
    c: &mut Controls,
    commands: &mut Vec<TrainerCommand>,
) {
    ui.heading("Controls");
    ui.add_space(4.0);
    let ids = &mut c.widget_ids;
    let mut set = |p: LiveParam| commands.push(TrainerCommand::Set(p));
    if ui
        .checkbox(&mut c.natural_speed, "watch at the game's speed")
        .on_hover_text("off: train at full speed, the screen shows the latest frame")
        .changed()
    {
        set(LiveParam::NaturalSpeed(c.natural_speed));
    }
    ui.separator();
    let r = ui.checkbox(&mut c.epsilon_on, "override epsilon");
    ids.insert("epsilon_on", r.id);
    if r.changed() {
        set(LiveParam::EpsilonOverride(
            c.epsilon_on.then_some(c.epsilon),
        ));
    }
    let r = ui.add_enabled(
        c.epsilon_on,
        egui::Slider::new(&mut c.epsilon, 0.0..=1.0).text("epsilon"),
    );
    ids.insert("epsilon", r.id);
    if committed(&r) {
        set(LiveParam::EpsilonOverride(Some(c.epsilon)));
    }
    ui.label(format!("epsilon now: {:.3}", view.epsilon));
    ui.separator();
    let r = ui.add(egui::Slider::new(&mut c.threshold, 0.0..=1.0).text("distill threshold"));
    ids.insert("threshold", r.id);
    if committed(&r) {
        set(LiveParam::DistillThreshold(c.threshold));
    }
    let r = ui.add(
        egui::Slider::new(&mut c.temperature, 0.05..=10.0)
            .logarithmic(true)
            .text("temperature"),
    );
    ids.insert("temperature", r.id);
    if committed(&r) {
        set(LiveParam::Temperature(c.temperature));
    }
    let r = ui.add(
        egui::Slider::new(&mut c.learning_rate, 1e-6..=1e-2)
            .logarithmic(true)
            .text("learning rate"),
    );
    ids.insert("learning_rate", r.id);
    if committed(&r) {
        set(LiveParam::LearningRate(c.learning_rate));
    }
    let r = ui.add(egui::Slider::new(&mut c.train_frequency, 1..=32).text("train frequency"));
    ids.insert("train_frequency", r.id);
    if committed(&r) {
        set(LiveParam::TrainFrequency(c.train_frequency));
    }
    ui.separator();
    ui.label("recording (r)");
    ui.add_enabled_ui(c.recording.is_none(), |ui| {
        use super::record::RecordTarget;
        ui.horizontal(|ui| {
            ui.radio_value(&mut c.record.target, RecordTarget::Game, "game screen");
            ui.radio_value(&mut c.record.target, RecordTarget::Window, "whole window");
        });
        ui.add_enabled_ui(c.record.target == RecordTarget::Game, |ui| {
            ui.add(egui::Slider::new(&mut c.record.scale, 1..=6).text("scale"));
            ui.checkbox(&mut c.record.overlay, "Q-values and score under it");
        });
    });
    ui.separator();
    ui.label("plots show");
    ui.horizontal(|ui| {
        ui.selectable_value(&mut c.window, 0, "all");
        ui.selectable_value(&mut c.window, 10_000, "10k");
        ui.selectable_value(&mut c.window, 100_000, "100k");
    });
    ui.separator();
    if let Some(g) = view.teacher_return {
        ui.label(format!("teacher G_T: {g:.1}"));
    }
    if let Some(r) = view.random_return {
        ui.label(format!("random policy: {r:.1}"));
    }
    if let Some(l) = view.lambda.last() {
        ui.label(format!("lambda: {l:.3}"));
    }
    if let Some(p) = &view.last_checkpoint {
        ui.label(format!(
            "last checkpoint: {}",
            p.file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
        ));
    }
    if view.dropped > 0 {
        ui.label(format!(
            "{} events skipped (the window was behind)",
            view.dropped
        ));
    }
    ui.separator();
    ui.label(
        RichText::new("keys: space pause, s step, c checkpoint, r record, n new run, h help")
            .small(),
    );
}

/// A slider's new value is final: the drag ended, or it changed without a drag (keyboard,
/// typed value). Sending only then keeps a drag from flooding the trainer with commands.
fn committed(r: &egui::Response) -> bool {
    r.drag_stopped() || (r.changed() && !r.dragged())
}

/// A plot over the global step, its x axis linked with the other plots'.
fn step_plot(id: &str, height: f32) -> Plot<'static> {
    Plot::new(id)
        .height(height)
        .legend(Legend::default())
        .link_axis("steps", [true, false])
}

/// The points of `s` within the last `window` steps (all when 0).
fn recent(s: &Series, window: u64, now: f64) -> PlotPoints<'_> {
    let pts = s.points();
    if window == 0 {
        return PlotPoints::from(pts);
    }
    let from = now - window as f64;
    let start = pts.partition_point(|p| p.x < from);
    PlotPoints::from(&pts[start..])
}

fn plots(ui: &mut egui::Ui, view: &RunView, window: u64) {
    let now = view.global_step as f64;
    let height = (ui.available_height() / 3.0 - 30.0).max(80.0);
    let marks = |p: &mut egui_plot::PlotUi<'_>| {
        for (step, param) in &view.changes {
            p.vline(VLine::new(format!("{param:?}"), *step as f64).color(Color32::from_gray(120)));
        }
    };
    ui.label(
        "returns (teacher G_T and its games, random policy, student games and their moving average, evaluations)",
    );
    step_plot("returns", height).show(ui, |p| {
        if let Some(g) = view.teacher_return {
            p.hline(HLine::new("teacher G_T", g).color(TEACHER));
        }
        if let Some(r) = view.random_return {
            p.hline(
                HLine::new("random policy", r)
                    .color(Color32::from_gray(170))
                    .style(LineStyle::dashed_loose()),
            );
        }
        // The teacher's evaluation games, at step 0 (they come before any training).
        let teacher_games: Vec<[f64; 2]> = view
            .teacher_games
            .points()
            .iter()
            .map(|q| [0.0, q.y])
            .collect();
        if !teacher_games.is_empty() {
            p.points(
                Points::new("teacher game", PlotPoints::from(teacher_games))
                    .radius(3.0)
                    .color(TEACHER),
            );
        }
        p.points(
            Points::new("student game", recent(&view.student_returns, window, now)).radius(1.5),
        );
        p.line(Line::new(
            "student, last 10",
            recent(&view.student_average, window, now),
        ));
        p.points(Points::new("evaluation", recent(&view.evaluations, window, now)).radius(3.0));
        marks(p);
    });
    ui.label("losses");
    step_plot("losses", height).show(ui, |p| {
        p.line(Line::new("TD", recent(&view.td_loss, window, now)));
        p.line(Line::new(
            "distillation",
            recent(&view.distill_loss, window, now),
        ));
        p.line(Line::new("total", recent(&view.loss, window, now)));
        marks(p);
    });
    ui.label("lambda, epsilon, steps per second / 1000");
    step_plot("schedules", height).show(ui, |p| {
        p.line(Line::new("lambda", recent(&view.lambda, window, now)));
        p.line(Line::new(
            "epsilon",
            recent(&view.epsilon_series, window, now),
        ));
        let sps: Vec<[f64; 2]> = recent(&view.sps_series, window, now)
            .points()
            .iter()
            .map(|q| [q.x, q.y / 1000.0])
            .collect();
        p.line(Line::new("SPS / 1000", PlotPoints::from(sps)));
        marks(p);
    });
}

fn duration(secs: f64) -> String {
    let s = secs.max(0.0) as u64;
    if s >= 3600 {
        format!("{}h{:02}m", s / 3600, s % 3600 / 60)
    } else {
        format!("{}m{:02}s", s / 60, s % 60)
    }
}
