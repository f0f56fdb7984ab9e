//! A fork's plots, against steps since the fork: each arm's games and their mean of 10, the
//! difference of the arms' means (tweak minus control) with its interval over the pairs and
//! the step where the arms' games first differ, and each arm's losses.

use super::axes::{legend_row, linked_plot, owned_dots, owned_line, step_plot, x_span};
use super::TEACHER;
use crate::app::ui::fork::{fork_banner, ForkShown};
use crate::app::ui::PaneNames;
use crate::fork::LAST_GAMES;
use crate::view::{RunView, Series};
use bevy_egui::egui::{self, Color32};
use egui_plot::{HLine, Line, LineStyle, PlotPoint, Points, VLine};

const DIFFERENCE: Color32 = Color32::from_rgb(240, 200, 80);

/// `s` against steps since the fork (global step `from`), within the last `window` of them.
fn since(s: &Series, from: u64, window: u64, now: f64) -> Vec<PlotPoint> {
    let lo = now - window as f64;
    s.points()
        .iter()
        .map(|p| PlotPoint::new(p.x - from as f64, p.y))
        .filter(|p| p.x >= 0.0 && (window == 0 || p.x >= lo))
        .collect()
}

/// The fork's banner and its three plots.
pub(in crate::app::ui) fn fork_plots(
    ui: &mut egui::Ui,
    views: &[&RunView],
    fork: &ForkShown,
    names: &PaneNames,
    window: u64,
) {
    fork_banner(ui, fork);
    ui.separator();
    let from = fork.global_step;
    let now = views
        .iter()
        .map(|v| v.global_step.saturating_sub(from) as f64)
        .fold(0.0, f64::max);
    let span = x_span(now, window);
    let height = (ui.available_height() / 3.0 - 30.0).max(80.0);
    let arms = || {
        views.iter().enumerate().filter_map(|(i, v)| {
            let n = names.get(i)?;
            Some((n.short, n.colour, *v))
        })
    };
    let entries: Vec<(String, Color32)> = arms()
        .map(|(name, colour, _)| (format!("{name}: games, mean of 10"), colour))
        .chain([("teacher G_T".to_string(), TEACHER)])
        .collect();
    let entries: Vec<(&str, Color32)> = entries.iter().map(|(n, c)| (n.as_str(), *c)).collect();
    legend_row(ui, "returns against steps since the fork:", &entries);
    linked_plot("fork returns", height, span).show(ui, |p| {
        if let Some(g) = views[0].teacher_return {
            p.hline(HLine::new("teacher G_T", g).color(TEACHER));
        }
        for (name, colour, v) in arms() {
            p.points(
                Points::new(
                    format!("{name}: game"),
                    owned_dots(p, since(&v.student_returns, from, window, now)),
                )
                .radius(1.5)
                .color(colour.gamma_multiply(0.6)),
            );
            p.line(
                Line::new(
                    format!("{name}: last 10"),
                    owned_line(p, since(&v.student_average, from, window, now)),
                )
                .color(colour),
            );
        }
    });
    let pairs = fork.report.as_ref().map_or(0, |r| r.pairs.len());
    let title = if pairs > 1 {
        format!(
            "tweak minus control, mean of the last {LAST_GAMES} games (the mean over {pairs} \
             pairs, its 95% interval dashed)"
        )
    } else {
        format!("tweak minus control, mean of the last {LAST_GAMES} games")
    };
    ui.label(title);
    step_plot("fork difference", height, span).show(ui, |p| {
        p.hline(HLine::new("no difference", 0.0).color(Color32::from_gray(120)));
        let Some(report) = &fork.report else {
            return;
        };
        let curve = &fork.curve;
        let mean = curve
            .iter()
            .map(|d| PlotPoint::new(d.step as f64, d.mean))
            .collect();
        p.line(Line::new("tweak - control", owned_line(p, mean)).color(DIFFERENCE));
        for (k, name) in ["95% interval", "95% interval "].into_iter().enumerate() {
            let bound: Vec<PlotPoint> = curve
                .iter()
                .filter_map(|d| {
                    let (lo, hi) = d.interval?;
                    Some(PlotPoint::new(d.step as f64, if k == 0 { lo } else { hi }))
                })
                .collect();
            if !bound.is_empty() {
                p.line(
                    Line::new(name, owned_line(p, bound))
                        .color(DIFFERENCE.gamma_multiply(0.7))
                        .style(LineStyle::dashed_dense()),
                );
            }
        }
        if let Some(at) = report.first_difference {
            p.vline(
                VLine::new(format!("first different game: {at}"), at as f64)
                    .color(Color32::from_gray(170))
                    .style(LineStyle::dotted_dense()),
            );
        }
    });
    ui.label("TD loss of each arm");
    step_plot("fork losses", height, span).show(ui, |p| {
        for (name, colour, v) in arms() {
            p.line(
                Line::new(
                    format!("{name}: TD"),
                    owned_line(p, since(&v.td_loss, from, window, now)),
                )
                .color(colour),
            );
        }
    });
}
