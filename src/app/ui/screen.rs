//! The Atari screen and the Q-value bars under it.

use super::{SCREEN_SCALE, STUDENT, TEACHER};
use crate::protocol::{Actor, Phase};
use crate::view::RunView;
use bevy_egui::egui::{self, Color32, RichText};
use egui_plot::{AxisHints, Bar, BarChart, GridMark, Plot};

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
