//! The Atari screen and the Q-value bars under it.

use super::{MapControls, MapShow, ScreenTextures, SCREEN_SCALE, STUDENT, TEACHER};
use crate::protocol::{Actor, Phase, SaliencyFrame};
use crate::view::RunView;
use bevy_egui::egui::{self, Color32, RichText};
use egui_plot::{AxisHints, Bar, BarChart, GridMark, Plot};

/// Height of the Q-value bars' plot for `actions` actions: a row of 16 points each (full
/// names, as the page shows them), at least 150.
fn q_plot_height(actions: usize) -> f32 {
    (16.0 * actions as f32 + 24.0).max(150.0)
}

/// Height kept under the screen for the Q-value panel: its caption, and the bars with their
/// action names.
fn q_panel(actions: usize) -> f32 {
    24.0 + q_plot_height(actions) + 20.0
}

/// The screen's scale in a panel of `height` points: as large as `max` (at most
/// [`SCREEN_SCALE`]), and smaller when the window is too short to show the screen, its
/// caption and the whole Q-value panel under it.
pub(super) fn screen_scale(height: f32, max: f32, actions: usize) -> f32 {
    ((height - 24.0 - q_panel(actions)) / 210.0).clamp(1.0, max.min(SCREEN_SCALE))
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
    textures: Option<ScreenTextures>,
    (max_scale, maps): (f32, &MapControls),
    raw_q: &mut bool,
) -> ScreenRects {
    let scale = screen_scale(ui.available_height(), max_scale, view.action_meanings.len());
    let size = egui::vec2(160.0 * scale, 210.0 * scale);
    // The caption and the Q-values take the screen's width, no more (a race puts two side
    // by side).
    ui.set_max_width(size.x);
    let with_maps = textures.filter(|_| maps.on).zip(view.saliency.as_deref());
    let rect = match (textures.map(|t| t.game), &view.frame) {
        _ if let Some((t, frame)) = with_maps => maps_picture(ui, t.maps, frame, maps.show, size),
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

/// The saliency picture (`app::maps`) in the screen's place, `size` points: one map over its
/// screen, or the student's and the teacher's side by side at half the size, under a caption
/// that says whose and when.
fn maps_picture(
    ui: &mut egui::Ui,
    texture: egui::TextureId,
    frame: &SaliencyFrame,
    show: MapShow,
    size: egui::Vec2,
) -> egui::Rect {
    let pair = crate::app::maps::halves(frame, show) == 2;
    let whose = crate::app::maps::whose(frame, show).join(" | ");
    ui.add(
        egui::Label::new(format!(
            "where they look: {whose} | step {} | {}",
            frame.global_step,
            frame.method.name()
        ))
        .truncate(),
    );
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter();
    painter.rect_filled(rect, 0.0, Color32::from_gray(20));
    let (shown, uv) = if pair {
        let h = size.x * 210.0 / 320.0;
        let top = rect.center().y - h / 2.0;
        (
            egui::Rect::from_min_size(egui::pos2(rect.left(), top), egui::vec2(size.x, h)),
            egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0)),
        )
    } else {
        (
            rect,
            egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(0.5, 1.0)),
        )
    };
    painter.image(texture, shown, uv, Color32::WHITE);
    if pair {
        for (i, (name, colour)) in [("student", STUDENT), ("teacher", TEACHER)]
            .into_iter()
            .enumerate()
        {
            painter.text(
                egui::pos2(
                    shown.left() + shown.width() * (0.25 + 0.5 * i as f32),
                    shown.top() - 4.0,
                ),
                egui::Align2::CENTER_BOTTOM,
                name,
                egui::FontId::proportional(13.0),
                colour,
            );
        }
    }
    rect
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
    let temperature = view.temperature().unwrap_or(1.0);
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
    // One row an action, the first at the top (the plot's y grows upwards), its full name on
    // the left, the student's bar over the teacher's.
    let row = move |i: usize| (n - 1 - i) as f64;
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
                Bar::new(row(i) + offset, shown)
                    .width(0.38)
                    .name(name)
                    .fill(if i == action {
                        color.gamma_multiply(1.6)
                    } else {
                        color.gamma_multiply(0.7)
                    })
            })
            .collect::<Vec<_>>()
    };
    let labels: Vec<String> = names.clone();
    let plot = Plot::new(("q-values", ui.id()))
        .height(q_plot_height(n))
        .show_background(false)
        .width(width)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .show_y(false)
        .include_x(0.0)
        .include_y(-0.6)
        .include_y(n as f64 - 0.4)
        .y_grid_spacer(move |_| {
            (0..n)
                .map(|i| GridMark {
                    value: i as f64,
                    step_size: 1.0,
                })
                .collect()
        })
        // Every action's full name beside its pair of bars (the page's names).
        .custom_y_axes(vec![AxisHints::new_y()
            .label_spacing(8.0..=12.0)
            .tick_label_font(egui::FontId::proportional(if n > 9 { 10.5 } else { 12.5 }))
            .formatter(move |mark, _| {
                let r = mark.value.round();
                if (mark.value - r).abs() < 1e-6 && r >= 0.0 && (r as usize) < n {
                    labels.get(n - 1 - r as usize).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            })])
        .custom_x_axes(vec![AxisHints::new_x().label_spacing(40.0..=60.0)])
        .show(ui, |p| {
            if let Some(st) = student {
                p.bar_chart(
                    BarChart::new("student", bars(st, 0.2, STUDENT))
                        .horizontal()
                        .color(STUDENT),
                );
            }
            if let Some(t) = teacher {
                p.bar_chart(
                    BarChart::new("teacher", bars(t, -0.2, TEACHER))
                        .horizontal()
                        .color(TEACHER),
                );
            }
        });
    let r = plot.response.rect;
    egui::Rect::from_min_max(egui::pos2(r.min.x, top), r.max)
}
