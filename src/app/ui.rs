//! The window's panels, drawn with egui from the [`RunView`]: the status bar, the Atari
//! screen with the Q-values, the controls, and the plots. Returns the commands the user gave.

use super::state::{RunView, Series};
use crate::protocol::{Actor, LiveParam, Phase, TrainerCommand};
use bevy_egui::egui::{self, Color32, RichText};
use egui_plot::{Bar, BarChart, HLine, Legend, Line, Plot, PlotPoints, Points, VLine};

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
}

impl Controls {
    /// The controls at the run's starting values.
    pub fn new(config: &crate::config::TrainConfig) -> Self {
        Self {
            epsilon_on: false,
            epsilon: config.end_e,
            threshold: config.distill_threshold,
            temperature: config.temperature,
            learning_rate: config.learning_rate,
            train_frequency: config.train_frequency,
            window: 0,
            natural_speed: false,
        }
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
    egui::Panel::top("status").show(&mut root, |ui| status_bar(ui, view, &mut commands));
    egui::Panel::left("screen")
        .resizable(false)
        .show(&mut root, |ui| screen_panel(ui, view, screen));
    egui::Panel::right("controls")
        .resizable(false)
        .show(&mut root, |ui| {
            controls_panel(ui, view, controls, &mut commands)
        });
    egui::CentralPanel::default().show(&mut root, |ui| plots(ui, view, controls.window));
    commands
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
            ui.colored_label(Color32::LIGHT_RED, format!("The run failed: {e}"));
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

fn screen_panel(ui: &mut egui::Ui, view: &RunView, screen: Option<egui::TextureId>) {
    let size = egui::vec2(160.0 * SCREEN_SCALE, 210.0 * SCREEN_SCALE);
    match (screen, &view.frame) {
        (Some(t), Some(frame)) => {
            let who = match (frame.actor, view.phase.map(|p| p.0)) {
                (Actor::Teacher, _) => "teacher playing",
                (Actor::Evaluation, _) => "student evaluation",
                (Actor::Student, _) => "student playing",
            };
            let action = view
                .action_meanings
                .get(frame.action)
                .map_or("?", |s| s.as_str());
            ui.label(format!(
                "{who} | return so far {:.0} | action {action}",
                frame.episode_return
            ));
            ui.image(egui::load::SizedTexture::new(t, size));
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
        }
    }
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
}

fn controls_panel(
    ui: &mut egui::Ui,
    view: &RunView,
    c: &mut Controls,
    commands: &mut Vec<TrainerCommand>,
) {
    ui.heading("Controls");
    ui.add_space(4.0);
    let mut set = |p: LiveParam| commands.push(TrainerCommand::Set(p));
    if ui
        .checkbox(&mut c.natural_speed, "watch at the game's speed")
        .on_hover_text("off: train at full speed, the screen shows the latest frame")
        .changed()
    {
        set(LiveParam::NaturalSpeed(c.natural_speed));
    }
    ui.separator();
    if ui.checkbox(&mut c.epsilon_on, "override epsilon").changed() {
        set(LiveParam::EpsilonOverride(
            c.epsilon_on.then_some(c.epsilon),
        ));
    }
    let r = ui.add_enabled(
        c.epsilon_on,
        egui::Slider::new(&mut c.epsilon, 0.0..=1.0).text("epsilon"),
    );
    if committed(&r) {
        set(LiveParam::EpsilonOverride(Some(c.epsilon)));
    }
    ui.label(format!("epsilon now: {:.3}", view.epsilon));
    ui.separator();
    let r = ui.add(egui::Slider::new(&mut c.threshold, 0.0..=1.0).text("distill threshold"));
    if committed(&r) {
        set(LiveParam::DistillThreshold(c.threshold));
    }
    let r = ui.add(
        egui::Slider::new(&mut c.temperature, 0.05..=10.0)
            .logarithmic(true)
            .text("temperature"),
    );
    if committed(&r) {
        set(LiveParam::Temperature(c.temperature));
    }
    let r = ui.add(
        egui::Slider::new(&mut c.learning_rate, 1e-6..=1e-2)
            .logarithmic(true)
            .text("learning rate"),
    );
    if committed(&r) {
        set(LiveParam::LearningRate(c.learning_rate));
    }
    let r = ui.add(egui::Slider::new(&mut c.train_frequency, 1..=32).text("train frequency"));
    if committed(&r) {
        set(LiveParam::TrainFrequency(c.train_frequency));
    }
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
    ui.label(RichText::new("keys: space pause/resume, s step, c checkpoint").small());
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
    ui.label("returns (teacher G_T, student games and their moving average, evaluations)");
    step_plot("returns", height).show(ui, |p| {
        if let Some(g) = view.teacher_return {
            p.hline(HLine::new("teacher G_T", g).color(TEACHER));
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
