//! The status bar, the Atari screen with the Q-value bars, and the controls panel.

use super::plots::duration;
use super::{side_of, Addressed, Controls, SCREEN_SCALE, SIDE_COLOURS, STUDENT, TEACHER};
use crate::protocol::{Actor, LiveParam, Phase, TrainerCommand};
use crate::trainer::race::{steps_to_reach, Side, REACH_SHARES, REACH_WINDOW};
use crate::view::RunView;
use bevy_egui::egui::{self, Color32, RichText};
use egui_plot::{AxisHints, Bar, BarChart, GridMark, Plot};

/// Whether the run is watched over a link without the token: the trainer refuses its
/// commands, so the controls that send them are shown disabled.
pub fn read_only(views: &[&RunView]) -> bool {
    use crate::protocol::RemoteStatus;
    views.iter().any(|v| {
        matches!(
            v.remote,
            Some(RemoteStatus::Connected {
                read_only: true,
                ..
            })
        )
    })
}

pub(super) fn status_bar(
    ui: &mut egui::Ui,
    views: &[&RunView],
    ids: &mut std::collections::HashMap<&'static str, egui::Id>,
    commands: &mut Vec<Addressed>,
) {
    let first = views[0];
    ui.horizontal(|ui| {
        ui.heading("reincarnate");
        ui.separator();
        if views.len() > 1 {
            ui.label(RichText::new("race").strong());
        }
        if !first.env_id.is_empty() {
            ui.label(format!("{} on {}", first.env_id, first.device));
        }
        if let Some(t) = &first.teacher {
            ui.separator();
            ui.label(format!("teacher: {t}"));
        }
        if let Some(e) = views.iter().filter_map(|v| v.elapsed()).max() {
            ui.separator();
            ui.label(format!("elapsed {}", duration(e.as_secs_f64())));
        }
        remote_label(ui, first);
    });
    for (i, view) in views.iter().enumerate() {
        phase_line(ui, view, side_of(views, i));
    }
    ui.horizontal(|ui| {
        // The buttons act on every run: a race pauses and saves both sides together.
        let running = !read_only(views) && views.iter().any(|v| v.stopped.is_none());
        let mut button = |ui: &mut egui::Ui, label: &'static str, command: TrainerCommand| {
            let r = ui.add_enabled(running, egui::Button::new(label));
            ids.insert(label, r.id);
            if r.clicked() {
                commands.push(Addressed {
                    side: None,
                    command,
                });
            }
        };
        if views.iter().any(|v| v.paused) {
            button(ui, "Resume (space)", TrainerCommand::Resume);
            button(ui, "Step (s)", TrainerCommand::Step);
        } else {
            button(ui, "Pause (space)", TrainerCommand::Pause);
        }
        let save = if views.len() > 1 {
            "Save checkpoints (c)"
        } else {
            "Save checkpoint (c)"
        };
        button(ui, save, TrainerCommand::SaveCheckpoint);
    });
    for (i, view) in views.iter().enumerate() {
        outcome_line(ui, view, side_of(views, i));
    }
}

/// A remote viewer's link: where it watches, read-only, or disconnected.
fn remote_label(ui: &mut egui::Ui, view: &RunView) {
    use crate::protocol::RemoteStatus;
    let Some(status) = &view.remote else { return };
    ui.separator();
    match status {
        RemoteStatus::Connected { address, read_only } => {
            ui.label(format!("watching {address}"));
            if *read_only {
                ui.label(
                    RichText::new("read-only: the trainer refuses commands (--token-file)")
                        .color(Color32::from_rgb(255, 170, 60)),
                );
            }
        }
        // The run ended and the server with it: nothing is wrong.
        RemoteStatus::Disconnected { address, .. } if view.stopped.is_some() => {
            ui.label(format!("watched {address}: the run has ended"));
        }
        RemoteStatus::Disconnected { address, .. } => {
            ui.label(
                RichText::new(format!("disconnected from {address}: reconnecting"))
                    .color(Color32::LIGHT_RED)
                    .strong(),
            );
        }
        RemoteStatus::Behind { .. } => {}
    }
}

/// One run's phase, its progress, speed and global step; labelled with its side in a race.
fn phase_line(ui: &mut egui::Ui, view: &RunView, side: Option<Side>) {
    ui.horizontal(|ui| {
        if let Some(side) = side {
            ui.label(
                RichText::new(side.label())
                    .strong()
                    .color(SIDE_COLOURS[side.index()]),
            );
        }
        let (label, total) = view
            .phase
            .map_or(("starting", 0), |(p, total)| (p.label(), total));
        ui.label(RichText::new(format!("phase: {label}")).strong());
        let fraction = view.phase_fraction();
        ui.add(
            egui::ProgressBar::new(fraction)
                .desired_width(if side.is_some() { 200.0 } else { 260.0 })
                .text(format!("{} / {total}", view.phase_done)),
        );
        if view.sps > 0.0 && total > view.phase_done {
            let eta = (total - view.phase_done) as f64 / view.sps;
            ui.label(format!("{:.0} steps/s, ETA {}", view.sps, duration(eta)));
        }
        ui.separator();
        ui.label(format!("global step {}", view.global_step));
        if side.is_none() {
            if let Some(e) = view.elapsed() {
                ui.separator();
                ui.label(format!("elapsed {}", duration(e.as_secs_f64())));
            }
        }
    });
}

/// How the run ended, or its newest message (one line).
fn outcome_line(ui: &mut egui::Ui, view: &RunView, side: Option<Side>) {
    let prefix = side.map_or_else(String::new, |s| format!("{}: ", s.short()));
    match &view.stopped {
        Some(Err(e)) => {
            ui.colored_label(
                Color32::LIGHT_RED,
                format!("{prefix}The run failed: {e}. Start another with New run (n)."),
            );
        }
        Some(Ok(s)) => {
            let what = if s.completed { "finished" } else { "stopped" };
            ui.label(format!(
                "{prefix}The run {what} at global step {}: {}",
                s.global_step,
                s.run_dir.display()
            ));
        }
        None => {
            if let Some(m) = view.messages.back() {
                // One line, so a long warning (an unreachable Hub, say) does not push the
                // panels off the window; the whole text on hover.
                let m = format!("{prefix}{m}");
                ui.add(egui::Label::new(RichText::new(&m).color(Color32::YELLOW)).truncate())
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

/// The screen's scale in a panel of `height` points: as large as `max` (at most
/// [`SCREEN_SCALE`]), and smaller when the window is too short to show the screen, its
/// caption and the whole Q-value panel under it.
pub(super) fn screen_scale(height: f32, max: f32) -> f32 {
    ((height - 24.0 - Q_PANEL) / 210.0).clamp(1.0, max.min(SCREEN_SCALE))
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

/// The screen and the Q-value bars under it, scaled (at most `max_scale`) so that both fit
/// the panel.
pub(super) fn screen_panel(
    ui: &mut egui::Ui,
    view: &RunView,
    screen: Option<egui::TextureId>,
    max_scale: f32,
    raw_q: &mut bool,
) -> ScreenRects {
    let scale = screen_scale(ui.available_height(), max_scale);
    let size = egui::vec2(160.0 * scale, 210.0 * scale);
    // The caption and the Q-values take the screen's width, no more (a race puts two side
    // by side).
    ui.set_max_width(size.x);
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
            raw_q,
        )
    });
    ScreenRects {
        screen: Some(rect),
        q_values,
    }
}

/// The student's and the teacher's preferences side by side for each action, the action
/// taken brighter, its name under each pair: by default the policies distillation compares,
/// softmax(Q / temperature), which share one scale (the raw Q-values do not: a student's are
/// often a fraction of its teacher's), or the raw Q-values (`raw_q`, a click on the toggle;
/// a bar's tooltip has both). Returns where the panel went.
fn q_value_bars(
    ui: &mut egui::Ui,
    view: &RunView,
    (student, teacher): (Option<&[f32]>, Option<&[f32]>),
    action: usize,
    width: f32,
    raw_q: &mut bool,
) -> egui::Rect {
    let top = ui.cursor().min.y;
    let temperature = view.temperature.unwrap_or(1.0);
    ui.horizontal(|ui| {
        ui.selectable_value(raw_q, false, "policy")
            .on_hover_text(format!(
                "softmax(Q / T) at the run's temperature T = {temperature}: what distillation \
                 compares"
            ));
        ui.selectable_value(raw_q, true, "raw Q");
        ui.label(RichText::new("\u{25A0} student").color(STUDENT));
        if teacher.is_some() {
            ui.label(RichText::new("\u{25A0} teacher").color(TEACHER));
        }
        // (A race's narrower screens leave no room for the hint; the help window has it.)
        if width > 350.0 {
            let hint = if *raw_q {
                "(the action taken is brighter)".to_string()
            } else {
                format!("T = {temperature} (the action taken is brighter)")
            };
            ui.label(RichText::new(hint).weak());
        }
    });
    let raw = *raw_q;
    let names = &view.action_meanings;
    let n = student.or(teacher).map_or(0, |q| q.len());
    let bars = |q: &[f32], offset: f64, color: Color32| {
        let p = crate::view::policy(q, temperature);
        q.iter()
            .enumerate()
            .map(|(i, &v)| {
                let name = names.get(i).map_or(String::new(), |s| s.clone());
                let (shown, name) = if raw {
                    (v as f64, format!("{name} (policy {:.1}%)", 100.0 * p[i]))
                } else {
                    (p[i], format!("{name} (Q {v:.3})"))
                };
                Bar::new(i as f64 + offset, shown)
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
    let plot = Plot::new(("q-values", ui.id()))
        .height(Q_PLOT_HEIGHT)
        .show_background(false)
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
        // (A race's narrower screens get a smaller font, so that each name fits its slot.)
        .custom_x_axes(vec![AxisHints::new_x()
            .label_spacing(20.0..=30.0)
            .tick_label_font(egui::FontId::proportional(if slot < 55.0 {
                10.5
            } else {
                14.0
            }))
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
    views: &[&RunView],
    c: &mut Controls,
    commands: &mut Vec<Addressed>,
) {
    // A race lists two runs' facts: they scroll rather than run off the window.
    egui::ScrollArea::vertical().show(ui, |ui| controls_contents(ui, views, c, commands));
}

fn controls_contents(
    ui: &mut egui::Ui,
    views: &[&RunView],
    c: &mut Controls,
    commands: &mut Vec<Addressed>,
) {
    ui.heading("Controls");
    ui.add_space(4.0);
    if views.len() > 1 {
        ui.label("apply to");
        ui.horizontal(|ui| {
            let r = ui.selectable_value(&mut c.side, None, "both");
            c.widget_ids.insert("side_both", r.id);
            for side in Side::BOTH {
                let r = ui.selectable_value(&mut c.side, Some(side.index()), side.short());
                c.widget_ids.insert(side.short(), r.id);
            }
        });
        ui.separator();
    }
    // The epsilon shown is the chosen side's (the QDagger side's for both).
    let view = views[c.side.unwrap_or(0).min(views.len() - 1)];
    let locked = read_only(views);
    if locked {
        ui.label(
            RichText::new("read-only: steering needs the run's token (--token-file)")
                .color(Color32::from_rgb(255, 170, 60)),
        );
    }
    ui.add_enabled_ui(!locked, |ui| live_controls(ui, view, c, commands));
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
    run_facts(ui, views);
    ui.separator();
    ui.label(
        RichText::new("keys: space pause, s step, c checkpoint, r record, n new run, h help")
            .small(),
    );
}

/// The controls that change the running training: each change is one command.
fn live_controls(
    ui: &mut egui::Ui,
    view: &RunView,
    c: &mut Controls,
    commands: &mut Vec<Addressed>,
) {
    let ids = &mut c.widget_ids;
    let side = c.side;
    let mut set = |p: LiveParam| {
        commands.push(Addressed {
            side,
            command: TrainerCommand::Set(p),
        })
    };
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
}

/// The teacher's and the random policy's returns, lambda, the steps to 50% and 80% in a
/// race, the time per phase, the last checkpoint: for each run, labelled in a race.
fn run_facts(ui: &mut egui::Ui, views: &[&RunView]) {
    let first = views[0];
    if let Some(g) = first.teacher_return {
        ui.label(format!("teacher G_T: {g:.1}"));
    }
    if let Some(r) = first.random_return {
        ui.label(format!("random policy: {r:.1}"));
    }
    if let Some(l) = first.lambda.last() {
        ui.label(format!("lambda: {l:.3}"));
    }
    if views.len() > 1 {
        ui.separator();
        race_reach(ui, views);
    } else if let Some(text) = halfway_text(first) {
        ui.label(RichText::new(text).color(if first.halfway.is_some() {
            Color32::from_rgb(120, 220, 120)
        } else {
            Color32::GRAY
        }))
        .on_hover_text(
            "halfway from the random policy's return to the teacher's G_T; the first student \
             evaluation at or above it, and how long after the run's start it came",
        );
    }
    for (i, view) in views.iter().enumerate() {
        if view.phase_times.is_empty() {
            continue;
        }
        ui.separator();
        match side_of(views, i) {
            Some(side) => ui.label(
                RichText::new(format!("time per phase, {}", side.short()))
                    .color(SIDE_COLOURS[i.min(1)]),
            ),
            None => ui.label("time per phase"),
        };
        egui::Grid::new(("phase times", i)).show(ui, |ui| {
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
    }
    ui.separator();
    for (i, view) in views.iter().enumerate() {
        if let Some(p) = &view.last_checkpoint {
            let prefix = side_of(views, i).map_or_else(String::new, |s| format!("{}: ", s.short()));
            ui.label(format!(
                "{prefix}last checkpoint: {}",
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
    }
}

/// Where the student's evaluations stand against halfway from random to the teacher: when
/// the first passed it, or the best so far. `None` until G_T and the random policy are known.
pub(super) fn halfway_text(view: &RunView) -> Option<String> {
    let level = view.halfway_level()?;
    Some(match view.halfway {
        Some(h) => format!(
            "halfway ({level:.1}) passed at {}: evaluation {:.1} at step {}",
            duration(h.after.as_secs_f64()),
            h.mean,
            h.global_step
        ),
        None => match view
            .evaluations
            .points()
            .iter()
            .map(|p| p.y)
            .reduce(f64::max)
        {
            Some(best) => format!("halfway ({level:.1}): not yet (best evaluation {best:.1})"),
            None => format!("halfway ({level:.1}): no evaluation yet"),
        },
    })
}

/// The online steps each side of a race needed to reach 50% and 80% of the way from the
/// random policy to the teacher (trailing mean of the last games), once both are measured.
fn race_reach(ui: &mut egui::Ui, views: &[&RunView]) {
    let (Some(teacher), Some(random)) = (views[0].teacher_return, views[0].random_return) else {
        ui.label(
            RichText::new(
                "steps to 50% / 80% of the teacher: once G_T and the random policy are measured",
            )
            .weak(),
        );
        return;
    };
    ui.label(format!(
        "online steps to {:.0}% / {:.0}% of the way from random to the teacher (mean of {REACH_WINDOW} games)",
        REACH_SHARES[0] * 100.0,
        REACH_SHARES[1] * 100.0
    ));
    egui::Grid::new("race reach").show(ui, |ui| {
        for (i, view) in views.iter().enumerate() {
            let side = Side::BOTH[i.min(1)];
            let [half, most] = steps_to_reach(&view.online_games(), random, teacher)
                .map(|s| s.map_or_else(|| "not yet".to_string(), |s| s.to_string()));
            ui.label(RichText::new(side.short()).color(SIDE_COLOURS[i.min(1)]));
            ui.label(half);
            ui.label(most);
            ui.end_row();
        }
    });
}

/// A slider's new value is final: the drag ended, or it changed without a drag (keyboard,
/// typed value). Sending only then keeps a drag from flooding the trainer with commands.
fn committed(r: &egui::Response) -> bool {
    r.drag_stopped() || (r.changed() && !r.dragged())
}
