//! The status bar, the Atari screen with the Q-value bars, and the controls panel.

use super::super::state::RunView;
use super::plots::duration;
use super::{Controls, SCREEN_SCALE, STUDENT, TEACHER};
use crate::protocol::{Actor, LiveParam, Phase, TrainerCommand};
use bevy_egui::egui::{self, Color32, RichText};
use egui_plot::{AxisHints, Bar, BarChart, GridMark, Plot};

pub(super) fn status_bar(ui: &mut egui::Ui, view: &RunView, commands: &mut Vec<TrainerCommand>) {
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
                // One line, so a long warning (an unreachable Hub, say) does not push the
                // panels off the window; the whole text on hover.
                ui.add(egui::Label::new(RichText::new(m).color(Color32::YELLOW)).truncate())
                    .on_hover_text(m);
            }
        }
    }
}

/// Height kept under the screen for the Q-value panel: its caption, the bars and their
/// action names.
const Q_PANEL: f32 = 24.0 + Q_PLOT_HEIGHT + 20.0;
/// Height of the Q-value bars' plot, action names included.
const Q_PLOT_HEIGHT: f32 = 150.0;

/// The screen's scale in a panel of `height` points: as large as [`SCREEN_SCALE`], and
/// smaller when the window is too short to show the screen, its caption and the whole
/// Q-value panel under it.
pub(super) fn screen_scale(height: f32) -> f32 {
    ((height - 24.0 - Q_PANEL) / 210.0).clamp(1.0, SCREEN_SCALE)
}

/// An action's name short enough for its slot under the bars: Atari's long names
/// (RIGHTFIRE, UPLEFTFIRE, ...) with each direction as its initial letter.
pub(super) fn short_action_name(name: &str) -> String {
    let mut out = name.to_string();
    for (long, short) in [("RIGHT", "R"), ("LEFT", "L"), ("UP", "U"), ("DOWN", "D")] {
        out = out.replace(long, short);
    }
    out
}

/// Where the screen and the Q-value panel went.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ScreenRects {
    /// The game screen.
    pub screen: Option<egui::Rect>,
    /// The Q-value panel (caption, bars and action names).
    pub q_values: Option<egui::Rect>,
}

/// The screen and the Q-value bars under it, scaled so that both fit the panel.
pub(super) fn screen_panel(
    ui: &mut egui::Ui,
    view: &RunView,
    screen: Option<egui::TextureId>,
) -> ScreenRects {
    let scale = screen_scale(ui.available_height());
    let size = egui::vec2(160.0 * scale, 210.0 * scale);
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
            // One line: a wrapped caption would push the Q-value panel down.
            ui.add(
                egui::Label::new(format!(
                    "{who} | return so far {:.0} | action {action}",
                    frame.episode_return
                ))
                .truncate(),
            );
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
    let q_values = view.q_values.as_ref().map(|(student, teacher, action)| {
        q_value_bars(
            ui,
            view,
            (student.as_deref(), teacher.as_deref()),
            *action,
            size.x,
        )
    });
    ScreenRects {
        screen: Some(rect),
        q_values,
    }
}

/// The Q-values of the student and the teacher side by side for each action, the action
/// taken brighter, its name under each pair; returns where the panel went.
fn q_value_bars(
    ui: &mut egui::Ui,
    view: &RunView,
    (student, teacher): (Option<&[f32]>, Option<&[f32]>),
    action: usize,
    width: f32,
) -> egui::Rect {
    let top = ui.cursor().min.y;
    ui.horizontal(|ui| {
        ui.label("Q-values:");
        ui.label(RichText::new("\u{25A0} student").color(STUDENT));
        ui.label(RichText::new("\u{25A0} teacher").color(TEACHER));
        ui.label(RichText::new("(the action taken is brighter)").weak());
    });
    let names = &view.action_meanings;
    let n = student.or(teacher).map_or(0, |q| q.len());
    let bars = |q: &[f32], offset: f64, color: Color32| {
        q.iter()
            .enumerate()
            .map(|(i, &v)| {
                let name = names.get(i).map_or(String::new(), |s| s.clone());
                Bar::new(i as f64 + offset, v as f64)
                    .width(0.35)
                    .name(name)
                    .fill(if i == action {
                        color.gamma_multiply(1.6)
                    } else {
                        color.gamma_multiply(0.7)
                    })
            })
            .collect::<Vec<_>>()
    };
    // Full names where they fit their slot, short ones where they do not (the bars' tooltips
    // keep the full names).
    let slot = width / n.max(1) as f32;
    let widest = names.iter().map(|s| s.len()).max().unwrap_or(0) as f32;
    let labels: Vec<String> = if widest * 7.5 > slot {
        names.iter().map(|s| short_action_name(s)).collect()
    } else {
        names.clone()
    };
    let plot = Plot::new("q-values")
        .height(Q_PLOT_HEIGHT)
        .width(width)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .show_x(false)
        .include_y(0.0)
        .include_x(-0.6)
        .include_x(n as f64 - 0.4)
        .x_grid_spacer(move |_| {
            (0..n)
                .map(|i| GridMark {
                    value: i as f64,
                    step_size: 1.0,
                })
                .collect()
        })
        // Every action's name under its pair of bars: the default axis drops labels closer
        // than 60 points, and six actions under the screen are about 60 apart.
        .custom_x_axes(vec![AxisHints::new_x()
            .label_spacing(20.0..=30.0)
            .formatter(move |mark, _| {
                let i = mark.value.round();
                if (mark.value - i).abs() < 1e-6 && i >= 0.0 {
                    labels.get(i as usize).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            })])
        .show(ui, |p| {
            if let Some(st) = student {
                p.bar_chart(BarChart::new("student", bars(st, -0.18, STUDENT)).color(STUDENT));
            }
            if let Some(t) = teacher {
                p.bar_chart(BarChart::new("teacher", bars(t, 0.18, TEACHER)).color(TEACHER));
            }
        });
    let r = plot.response.rect;
    egui::Rect::from_min_max(egui::pos2(r.min.x, top), r.max)
}

pub(super) fn controls_panel(
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
        use crate::app::record::RecordTarget;
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
    if !view.phase_times.is_empty() {
        ui.separator();
        ui.label("time per phase");
        egui::Grid::new("phase times").show(ui, |ui| {
            for t in &view.phase_times {
                let running = t.ended.is_none() && view.stopped.is_none();
                ui.label(t.phase.label());
                let text = duration(t.duration().as_secs_f64());
                if running {
                    ui.label(RichText::new(format!("{text} (now)")).strong());
                } else {
                    ui.label(text);
                }
                ui.end_row();
            }
        });
        ui.separator();
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
