//! The live plots: returns (with the teacher's G_T), losses, and the schedules; in a race,
//! both sides on each plot against online steps, with the steps where each first reached
//! 50% and 80% of the way from the random policy to the teacher.

use super::names::SIDE_COLOURS;
use super::{STUDENT, TEACHER};
use crate::trainer::race::{Side, REACH_SHARES};
use crate::view::{RunView, Series};
use axes::{
    dot_points, legend_row, line_points, linked_plot, owned_dots, owned_line, recent, scaled_line,
    step_plot, x_span,
};
use bevy_egui::egui::{self, Color32};
use egui_plot::{HLine, Line, LineStyle, PlotPoint, PlotPoints, Points, VLine};

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
const RANDOM: Color32 = Color32::from_gray(170);
const MAP_CORRELATION: Color32 = Color32::from_rgb(240, 200, 80);
const MAP_OVERLAP: Color32 = Color32::from_rgb(200, 120, 240);

pub(super) fn plots(ui: &mut egui::Ui, views: &[&RunView], window: u64) {
    match views {
        [one] => run_plots(ui, one, window),
        _ => race_plots(ui, views, window),
    }
}

fn run_plots(ui: &mut egui::Ui, view: &RunView, window: u64) {
    let now = view.global_step as f64;
    let span = x_span(now, window);
    // A fourth plot once saliency maps have compared the student's with the teacher's.
    let with_maps = !view.map_overlap.is_empty();
    let rows = if with_maps { 4.0 } else { 3.0 };
    let height = (ui.available_height() / rows - 30.0).max(80.0);
    let marks = |p: &mut egui_plot::PlotUi<'_>| {
        for (step, marker) in view
            .changes
            .iter()
            .filter_map(|(s, p)| Some((s, p.marker()?)))
        {
            p.vline(VLine::new(marker, *step as f64).color(Color32::from_gray(120)));
        }
    };
    legend_row(
        ui,
        "returns:",
        &[
            ("teacher G_T and games", TEACHER),
            ("random policy (dashed)", RANDOM),
            ("halfway (dotted)", EVALUATION),
            ("evaluations", EVALUATION),
            ("student games", STUDENT),
            ("mean of 10", STUDENT_AVERAGE),
        ],
    );
    linked_plot("returns", height, span).show(ui, |p| {
        if let Some(g) = view.teacher_return {
            p.hline(HLine::new("teacher G_T", g).color(TEACHER));
        }
        if let Some(r) = view.random_return {
            p.hline(
                HLine::new("random policy", r)
                    .color(RANDOM)
                    .style(LineStyle::dashed_loose()),
            );
        }
        if let Some(h) = view.halfway_level() {
            p.hline(
                HLine::new("halfway", h)
                    .color(EVALUATION)
                    .style(LineStyle::dotted_dense()),
            );
        }
        if let Some(h) = view.halfway {
            p.vline(
                VLine::new(
                    format!("passed halfway at {}", duration(h.after.as_secs_f64())),
                    h.global_step as f64,
                )
                .color(EVALUATION),
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
            Points::new(
                "student game",
                dot_points(p, recent(&view.student_returns, window, now)),
            )
            .radius(1.5)
            .color(STUDENT),
        );
        p.line(
            Line::new(
                "student, last 10",
                line_points(p, recent(&view.student_average, window, now)),
            )
            .color(STUDENT_AVERAGE),
        );
        p.points(
            Points::new(
                "evaluation",
                dot_points(p, recent(&view.evaluations, window, now)),
            )
            .radius(3.0)
            .color(EVALUATION),
        );
        marks(p);
    });
    ui.label("losses");
    step_plot("losses", height, span).show(ui, |p| {
        // The total first, under the distillation that makes most of it offline.
        p.line(Line::new("total", line_points(p, recent(&view.loss, window, now))).color(TOTAL));
        p.line(
            Line::new(
                "distillation",
                line_points(p, recent(&view.distill_loss, window, now)),
            )
            .color(DISTILL)
            .style(LineStyle::dashed_dense()),
        );
        p.line(Line::new("TD", line_points(p, recent(&view.td_loss, window, now))).color(TD));
        marks(p);
    });
    ui.label("lambda, epsilon, steps per second / 1000");
    // Lambda and epsilon lie in [0, 1]: the axis shows that range before their first points
    // and with a single one, not a range around one value. The offline phase has lambda (its
    // fixed coefficient) but no epsilon and no environment steps per second.
    step_plot("schedules", height, span)
        .include_y(0.0)
        .include_y(1.0)
        .show(ui, |p| {
            let lambda = line_points(p, recent(&view.lambda, window, now));
            p.line(Line::new("lambda", lambda).color(LAMBDA));
            let epsilon = line_points(p, recent(&view.epsilon_series, window, now));
            p.line(Line::new("epsilon", epsilon).color(EPSILON));
            let sps = scaled_line(p, recent(&view.sps_series, window, now), 1000.0);
            p.line(Line::new("SPS / 1000", sps).color(SPS));
            marks(p);
        });
    if with_maps {
        let points = |s: &Series| recent(s, window, now).to_vec();
        map_agreement_plot(ui, view, points, height, span);
    }
}

/// How much the student's saliency map agrees with the teacher's, over training: Spearman's
/// rank correlation and the overlap of their 5% most salient pixels (by chance about 0.05);
/// `points` gives a series' points against the plots' x (global or, in a race, online steps).
fn map_agreement_plot(
    ui: &mut egui::Ui,
    view: &RunView,
    points: impl Fn(&Series) -> Vec<PlotPoint>,
    height: f32,
    span: [f64; 2],
) {
    legend_row(
        ui,
        "where they look alike (saliency maps):",
        &[
            ("rank correlation", MAP_CORRELATION),
            ("top 5% overlap", MAP_OVERLAP),
        ],
    );
    step_plot("map agreement", height, span)
        .include_y(0.0)
        .include_y(1.0)
        .show(ui, |p| {
            let c = owned_line(p, points(&view.map_correlation));
            p.line(Line::new("rank correlation", c).color(MAP_CORRELATION));
            let o = owned_line(p, points(&view.map_overlap));
            p.line(Line::new("top 5% overlap", o).color(MAP_OVERLAP));
        });
}

/// A series of a race side against online steps (the QDagger side's offline phase before
/// 0), within the last `window` of them.
fn online_points(view: &RunView, s: &Series, window: u64, now: f64) -> Vec<PlotPoint> {
    let from = now - window as f64;
    view.online(s)
        .into_iter()
        .filter(|(x, _)| window == 0 || *x >= from)
        .map(|(x, y)| PlotPoint::new(x, y))
        .collect()
}

/// A race: both sides on each plot against online steps (the QDagger side's offline steps
/// taken off its global step), the teacher's G_T and the random policy as lines, the 50% and
/// 80% levels between them, and where each side's mean of its last games first reached them.
fn race_plots(ui: &mut egui::Ui, views: &[&RunView], window: u64) {
    let online = |v: &RunView| v.global_step as f64 - v.offline_steps as f64;
    let now = views.iter().map(|v| online(v)).fold(0.0, f64::max);
    let span = x_span(now, window);
    // A fourth plot once the QDagger side's maps have compared its student with the teacher.
    let with_maps = !views[0].map_overlap.is_empty();
    let rows = if with_maps { 4.0 } else { 3.0 };
    let height = (ui.available_height() / rows - 30.0).max(80.0);
    let (teacher, random) = (views[0].teacher_return, views[0].random_return);
    let sides = || {
        views
            .iter()
            .enumerate()
            .map(|(i, v)| (Side::BOTH[i.min(1)], SIDE_COLOURS[i.min(1)], *v))
    };
    // Each side's series in its colour: its games (small dots), their mean of 10 (line), its
    // evaluations (diamonds); the vertical marks where its mean first reached 50% (dotted)
    // and 80% (dashed) are named on hover and in the table beside the plots.
    let side_entries: Vec<(String, Color32)> = sides()
        .map(|(side, colour, _)| {
            (
                format!(
                    "{}: games, mean of 10, evaluations (diamonds)",
                    side.short()
                ),
                colour,
            )
        })
        .collect();
    let mut entries: Vec<(&str, Color32)> = vec![
        ("teacher G_T", TEACHER),
        ("random policy (dashed)", RANDOM),
        ("50% and 80% of the way (dotted)", Color32::from_gray(140)),
    ];
    entries.extend(side_entries.iter().map(|(name, c)| (name.as_str(), *c)));
    legend_row(
        ui,
        "returns against online steps (QDagger's offline phase before 0):",
        &entries,
    );
    linked_plot("race returns", height, span).show(ui, |p| {
        if let Some(g) = teacher {
            p.hline(HLine::new("teacher G_T", g).color(TEACHER));
        }
        if let Some(r) = random {
            p.hline(
                HLine::new("random policy", r)
                    .color(RANDOM)
                    .style(LineStyle::dashed_loose()),
            );
        }
        if let (Some(g), Some(r)) = (teacher, random) {
            for share in REACH_SHARES {
                p.hline(
                    HLine::new(
                        format!("{:.0}% of the way", share * 100.0),
                        r + share * (g - r),
                    )
                    .color(Color32::from_gray(110))
                    .style(LineStyle::dotted_loose()),
                );
            }
        }
        for (side, colour, v) in sides() {
            let name = side.short();
            p.points(
                Points::new(
                    format!("{name}: game"),
                    owned_dots(p, online_points(v, &v.student_returns, window, now)),
                )
                .radius(1.5)
                .color(colour.gamma_multiply(0.6)),
            );
            p.line(
                Line::new(
                    format!("{name}: last 10"),
                    owned_line(p, online_points(v, &v.student_average, window, now)),
                )
                .color(colour),
            );
            p.points(
                Points::new(
                    format!("{name}: evaluation"),
                    owned_dots(p, online_points(v, &v.evaluations, window, now)),
                )
                .radius(3.0)
                .shape(egui_plot::MarkerShape::Diamond)
                .color(colour),
            );
            if teacher.is_some() && random.is_some() {
                for (share, at) in REACH_SHARES.iter().zip(v.reach) {
                    if let Some(at) = at {
                        p.vline(
                            VLine::new(format!("{name}: {:.0}% at {at}", share * 100.0), at as f64)
                                .color(colour)
                                .style(if *share < 0.6 {
                                    LineStyle::dotted_dense()
                                } else {
                                    LineStyle::dashed_dense()
                                }),
                        );
                    }
                }
            }
        }
    });
    ui.label("losses (TD of each side, the QDagger side's distillation dashed)");
    step_plot("race losses", height, span).show(ui, |p| {
        for (side, colour, v) in sides() {
            let name = side.short();
            p.line(
                Line::new(
                    format!("{name}: TD"),
                    owned_line(p, online_points(v, &v.td_loss, window, now)),
                )
                .color(colour),
            );
            if side == Side::Qdagger {
                p.line(
                    Line::new(
                        format!("{name}: distillation"),
                        owned_line(p, online_points(v, &v.distill_loss, window, now)),
                    )
                    .color(colour.gamma_multiply(0.7))
                    .style(LineStyle::dashed_dense()),
                );
            }
        }
    });
    ui.label("lambda (QDagger), epsilon, steps per second / 1000");
    step_plot("race schedules", height, span).show(ui, |p| {
        for (side, colour, v) in sides() {
            let name = side.short();
            if side == Side::Qdagger {
                p.line(
                    Line::new(
                        "qdagger: lambda",
                        owned_line(p, online_points(v, &v.lambda, window, now)),
                    )
                    .color(LAMBDA),
                );
            }
            p.line(
                Line::new(
                    format!("{name}: epsilon"),
                    owned_line(p, online_points(v, &v.epsilon_series, window, now)),
                )
                .color(colour),
            );
            let sps = scaled_line(p, &online_points(v, &v.sps_series, window, now), 1000.0);
            p.line(
                Line::new(format!("{name}: SPS / 1000"), sps)
                    .color(colour)
                    .style(LineStyle::dotted_dense()),
            );
        }
    });
    if with_maps {
        let q = views[0];
        let points = |s: &Series| online_points(q, s, window, now);
        map_agreement_plot(ui, q, points, height, span);
    }
}

pub(super) fn duration(secs: f64) -> String {
    let s = secs.max(0.0) as u64;
    if s >= 3600 {
        format!("{}h{:02}m", s / 3600, s % 3600 / 60)
    } else {
        format!("{}m{:02}s", s / 60, s % 60)
    }
}

mod axes;
mod fork;
pub(super) use fork::fork_plots;
#[cfg(test)]
mod tests;
