//! The plots' shared parts: the step axis and its span, the grids and their labels, the
//! legend row, and each series thinned to the points its pixels can show.

use crate::app::ui::thin::{thin_dots, thin_line};
use crate::view::Series;
use bevy_egui::egui::{self, Color32};
use egui_plot::{
    uniform_grid_spacer, GridInput, GridMark, Legend, Plot, PlotPoint, PlotPoints, PlotUi,
};
use std::borrow::Cow;
use std::ops::RangeInclusive;

/// Fewest steps the x axis spans: at the start (step 0, the teacher's evaluation) the plots
/// show their first steps to come rather than a range around a single step.
const MIN_SPAN: f64 = 100.0;

/// The steps the plots' x axis spans at least: from the first step shown (0, or the start of
/// the last `window` steps when that is set) to `now`.
pub(super) fn x_span(now: f64, window: u64) -> [f64; 2] {
    let from = if window == 0 {
        0.0
    } else {
        (now - window as f64).max(0.0)
    };
    [from, now.max(from + MIN_SPAN)]
}

/// The smallest of 1, 2 and 5 times a power of ten at or above `x` (1 for no positive `x`).
pub(super) fn nice_step(x: f64) -> f64 {
    if !(x.is_finite() && x > 0.0) {
        return 1.0;
    }
    let power = 10f64.powf(x.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&step| step >= x * (1.0 - 1e-9))
        .unwrap_or(10.0 * power)
}

/// The step axis's grid: lines at least 8 points apart (egui_plot's `base_step_size`), and
/// every 24 and 80 points or more, at 1, 2 and 5 times powers of ten. egui_plot's default
/// grid, powers of ten only, labels its lines only 60 points apart or more, which left 9,000
/// steps over 500 points with "0" as their only label.
pub(super) fn step_grid(input: GridInput) -> [f64; 3] {
    let base = input.base_step_size;
    [
        nice_step(base),
        nice_step(base * 3.0),
        nice_step(base * 10.0),
    ]
}

/// The value axes' grid: lines at least 24 points apart (three times egui_plot's
/// `base_step_size`) at 1, 2 or 5 times a power of ten, finer ones between them and coarser
/// ones through every few of them (each level a multiple of the one below, so that the
/// labels, drawn from 20 points apart, fall evenly: 0, 2, 4, 6, not 4, 5, 6). egui_plot's
/// default grid, powers of ten only, left the demo's losses (0 to 9 over 170 points) with "0"
/// as their only label.
pub(super) fn value_grid(input: GridInput) -> [f64; 3] {
    let mid = nice_step(input.base_step_size * 3.0);
    let mantissa = mid / 10f64.powf((mid.log10() + 1e-9).floor());
    if mantissa > 3.5 {
        // 5: 1 below it, 10 above.
        [mid / 5.0, mid, mid * 2.0]
    } else {
        // 1: 0.5 and 5; 2: 1 and 10.
        [mid / 2.0, mid, mid * 5.0]
    }
}

/// A value axis's label at a grid line `step` apart from the next: as many decimals as the
/// step has (0.05 apart: "0.05", "0.10"; zero is "0"), where egui_plot's own labels, made
/// for steps of powers of ten, would round 0.05 to "0.1".
pub(super) fn value_label(mark: GridMark, _range: &RangeInclusive<f64>) -> String {
    if mark.value == 0.0 {
        return "0".into();
    }
    let decimals = (-(mark.step_size.abs().log10() + 1e-9).floor()).max(0.0) as usize;
    egui::emath::format_with_decimals_in_range(mark.value, decimals..=decimals)
}

/// A plot over the global step, its x axis linked with the other plots' and spanning at
/// least `span` (so a plot with points at a few steps only, such as the returns in the
/// offline phase, still shows the steps so far), without a legend (the returns plots name
/// their series in a [`legend_row`] above them).
pub(super) fn linked_plot(id: &str, height: f32, span: [f64; 2]) -> Plot<'static> {
    Plot::new(id)
        .height(height)
        .show_background(false)
        .link_axis("steps", [true, false])
        .x_grid_spacer(uniform_grid_spacer(step_grid))
        .y_grid_spacer(uniform_grid_spacer(value_grid))
        .y_axis_formatter(value_label)
        .include_x(span[0])
        .include_x(span[1])
}

/// A [`linked_plot`] with a legend inside.
pub(super) fn step_plot(id: &str, height: f32, span: [f64; 2]) -> Plot<'static> {
    linked_plot(id, height, span).legend(Legend::default())
}

/// A plot's title and legend as one line of names in their series' colours above it, where
/// it hides none of the plot (a legend box inside would cover the newest, highest returns).
pub(super) fn legend_row(ui: &mut egui::Ui, title: &str, entries: &[(&str, Color32)]) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 10.0;
        ui.label(title);
        for (name, colour) in entries {
            ui.label(egui::RichText::new(*name).color(*colour));
        }
    });
}

/// The points of `s` within the last `window` steps (all when 0).
pub(super) fn recent(s: &Series, window: u64, now: f64) -> &[PlotPoint] {
    let pts = s.points();
    if window == 0 {
        return pts;
    }
    let from = now - window as f64;
    let start = pts.partition_point(|p| p.x < from);
    &pts[start..]
}

/// The size of a pixel of the plot in its units (x, y), from its bounds and size of the last
/// frame: not finite before it has any, and then nothing is thinned.
fn pixel_size(p: &PlotUi<'_>) -> [f64; 2] {
    let bounds = p.plot_bounds();
    let size = p.response().rect.size() * p.ctx().pixels_per_point();
    [
        bounds.width() / f64::from(size.x),
        bounds.height() / f64::from(size.y),
    ]
}

/// Thinned points as egui_plot takes them, borrowed when nothing was left out.
fn plot_points(points: Cow<'_, [PlotPoint]>) -> PlotPoints<'_> {
    match points {
        Cow::Borrowed(b) => PlotPoints::Borrowed(b),
        Cow::Owned(v) => PlotPoints::Owned(v),
    }
}

/// `line` as the plot draws it: at most four points a pixel column ([`thin_line`]).
pub(super) fn line_points<'a>(p: &PlotUi<'_>, line: &'a [PlotPoint]) -> PlotPoints<'a> {
    plot_points(thin_line(line, pixel_size(p)[0]))
}

/// `dots` as the plot draws them: one a pixel ([`thin_dots`]).
pub(super) fn dot_points<'a>(p: &PlotUi<'_>, dots: &'a [PlotPoint]) -> PlotPoints<'a> {
    plot_points(thin_dots(dots, pixel_size(p)))
}

/// A race's series, made for the frame, as `thin` leaves it: moved whole when nothing is
/// left out.
fn owned(
    points: Vec<PlotPoint>,
    thin: impl Fn(&[PlotPoint]) -> Cow<'_, [PlotPoint]>,
) -> PlotPoints<'static> {
    let thinned = match thin(&points) {
        Cow::Owned(v) => Some(v),
        Cow::Borrowed(_) => None,
    };
    PlotPoints::Owned(thinned.unwrap_or(points))
}

/// A race's `line`, thinned as [`line_points`].
pub(super) fn owned_line(p: &PlotUi<'_>, line: Vec<PlotPoint>) -> PlotPoints<'static> {
    owned(line, |l| thin_line(l, pixel_size(p)[0]))
}

/// A race's `dots`, thinned as [`dot_points`].
pub(super) fn owned_dots(p: &PlotUi<'_>, dots: Vec<PlotPoint>) -> PlotPoints<'static> {
    owned(dots, |d| thin_dots(d, pixel_size(p)))
}

/// `line` with its values divided by `by`, thinned as [`line_points`].
pub(super) fn scaled_line(p: &PlotUi<'_>, line: &[PlotPoint], by: f64) -> PlotPoints<'static> {
    PlotPoints::Owned(
        thin_line(line, pixel_size(p)[0])
            .iter()
            .map(|q| PlotPoint::new(q.x, q.y / by))
            .collect(),
    )
}
