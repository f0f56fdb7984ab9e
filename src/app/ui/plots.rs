//! The live plots: returns (with the teacher's G_T), losses, and the schedules.

use super::super::state::{RunView, Series};
use super::{STUDENT, TEACHER};
use bevy_egui::egui::{self, Color32};
use egui_plot::{HLine, Legend, Line, LineStyle, Plot, PlotPoints, Points, VLine};

// Fixed colours: egui_plot would otherwise colour series by the order they appear in, so
// a colour would change meaning as a run goes on (evaluations arrive before student games).
const EVALUATION: Color32 = Color32::from_rgb(120, 220, 120);
const STUDENT_AVERAGE: Color32 = Color32::from_rgb(90, 150, 255);
const TD: Color32 = Color32::from_rgb(235, 90, 90);
const DISTILL: Color32 = Color32::from_rgb(90, 150, 255);
const TOTAL: Color32 = Color32::from_rgb(190, 220, 110);
const LAMBDA: Color32 = Color32::from_rgb(235, 90, 90);
const EPSILON: Color32 = Color32::from_rgb(90, 150, 255);
const SPS: Color32 = Color32::from_rgb(190, 220, 110);

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

pub(super) fn plots(ui: &mut egui::Ui, view: &RunView, window: u64) {
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
            Points::new("student game", recent(&view.student_returns, window, now))
                .radius(1.5)
                .color(STUDENT),
        );
        p.line(
            Line::new(
                "student, last 10",
                recent(&view.student_average, window, now),
            )
            .color(STUDENT_AVERAGE),
        );
        p.points(
            Points::new("evaluation", recent(&view.evaluations, window, now))
                .radius(3.0)
                .color(EVALUATION),
        );
        marks(p);
    });
    ui.label("losses");
    step_plot("losses", height).show(ui, |p| {
        // The total first, under the distillation that makes most of it offline.
        p.line(Line::new("total", recent(&view.loss, window, now)).color(TOTAL));
        p.line(
            Line::new("distillation", recent(&view.distill_loss, window, now))
                .color(DISTILL)
                .style(LineStyle::dashed_dense()),
        );
        p.line(Line::new("TD", recent(&view.td_loss, window, now)).color(TD));
        marks(p);
    });
    ui.label("lambda, epsilon, steps per second / 1000");
    step_plot("schedules", height).show(ui, |p| {
        p.line(Line::new("lambda", recent(&view.lambda, window, now)).color(LAMBDA));
        p.line(Line::new("epsilon", recent(&view.epsilon_series, window, now)).color(EPSILON));
        let sps: Vec<[f64; 2]> = recent(&view.sps_series, window, now)
            .points()
            .iter()
            .map(|q| [q.x, q.y / 1000.0])
            .collect();
        p.line(Line::new("SPS / 1000", PlotPoints::from(sps)).color(SPS));
        marks(p);
    });
}

pub(super) fn duration(secs: f64) -> String {
    let s = secs.max(0.0) as u64;
    if s >= 3600 {
        format!("{}h{:02}m", s / 3600, s % 3600 / 60)
    } else {
        format!("{}m{:02}s", s / 60, s % 60)
    }
}
