//! Interval-estimate charts, as rliable draws them: one panel per aggregate metric, one row
//! per algorithm, a bar over the 95% confidence interval and a tick at the point estimate.

use super::bitmap::{save_png, FONT_FAMILY};
use super::chart::{color, err, render_supersampled, tick_label, Rgb};
use super::CompareError;
use plotters::prelude::*;
use std::path::Path;

/// One algorithm's estimate in a panel.
pub struct IntervalRow {
    /// The algorithm.
    pub label: String,
    /// Its colour.
    pub color: Rgb,
    /// The point estimate.
    pub point: f64,
    /// The interval's ends.
    pub lower: f64,
    /// The interval's upper end.
    pub upper: f64,
}

/// One metric: its name and a row per algorithm.
pub struct IntervalPanel {
    /// The metric's name (panel title).
    pub name: String,
    /// The algorithms, top to bottom.
    pub rows: Vec<IntervalRow>,
}

/// Panels side by side under one title.
pub struct IntervalChart {
    /// Title above the panels.
    pub title: String,
    /// The x axes' name (under every panel).
    pub x_label: String,
    /// The panels, left to right.
    pub panels: Vec<IntervalPanel>,
}

impl IntervalChart {
    /// Draws the chart into RGB bytes of `width x height`.
    pub fn render(&self, width: usize, height: usize) -> Result<Vec<u8>, CompareError> {
        render_supersampled(width, height, |root, k| self.draw(root, k))
    }

    /// Draws the chart and saves it as an 8-bit RGB PNG.
    pub fn save_png(&self, path: &Path, width: usize, height: usize) -> Result<(), CompareError> {
        let rgb = self.render(width, height)?;
        save_png(path, width, height, &rgb)
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, plotters::coord::Shift>,
        k: i32,
    ) -> Result<(), CompareError> {
        let ink = RGBColor(30, 30, 30);
        let font = |size: i32| (FONT_FAMILY, (size * k) as f64).into_font().color(&ink);
        let root = root.titled(&self.title, font(18)).map_err(err)?;
        if self.panels.is_empty() {
            return Ok(());
        }
        let labels: Vec<String> = self.panels[0]
            .rows
            .iter()
            .map(|r| r.label.clone())
            .collect();
        let n = labels.len().max(1);
        // The first panel carries the algorithms' names.
        let name_w = labels
            .iter()
            .map(|l| {
                root.estimate_text_size(l, &font(14))
                    .map_or(0, |s| s.0 as i32)
            })
            .max()
            .unwrap_or(0)
            + 16 * k;
        let (w, _) = root.dim_in_pixel();
        let panel_w = (w as i32 - name_w) / self.panels.len() as i32;
        let mut left = 0;
        for (i, panel) in self.panels.iter().enumerate() {
            let extra = if i == 0 { name_w } else { 0 };
            let right = left + extra + panel_w;
            let area = root.margin(0, 0, left, (w as i32 - right).max(0));
            left = right;
            let lo = panel
                .rows
                .iter()
                .map(|r| r.lower.min(r.point))
                .fold(f64::INFINITY, f64::min);
            let hi = panel
                .rows
                .iter()
                .map(|r| r.upper.max(r.point))
                .fold(f64::NEG_INFINITY, f64::max);
            let (lo, hi) = if lo.is_finite() && hi.is_finite() {
                let pad = ((hi - lo) * 0.1).max(1e-3);
                (lo - pad, hi + pad)
            } else {
                (0.0, 1.0)
            };
            let mut chart = ChartBuilder::on(&area)
                .caption(&panel.name, font(16))
                .margin_left(8 * k)
                .margin_right(12 * k)
                .margin_top(6 * k)
                .margin_bottom(6 * k)
                .x_label_area_size(44 * k)
                .y_label_area_size(extra)
                .build_cartesian_2d(lo..hi, 0.0..n as f64)
                .map_err(err)?;
            let row_labels = labels.clone();
            chart
                .configure_mesh()
                .x_labels(5)
                .y_labels(2 * n + 1)
                .x_label_formatter(&|v| tick_label(*v))
                .y_label_formatter(&|v| {
                    // Rows are centred on i + 0.5, top to bottom.
                    let f = v.fract();
                    if (f - 0.5).abs() < 1e-6 && i == 0 {
                        let row = n - 1 - v.floor() as usize;
                        row_labels.get(row).cloned().unwrap_or_default()
                    } else {
                        String::new()
                    }
                })
                .x_desc(self.x_label.as_str())
                .label_style(font(13))
                .axis_desc_style(font(13))
                .set_all_tick_mark_size(4 * k)
                .disable_y_mesh()
                .bold_line_style(RGBColor(225, 225, 225).stroke_width(k as u32))
                .light_line_style(TRANSPARENT)
                .axis_style(RGBColor(90, 90, 90).stroke_width(k as u32))
                .draw()
                .map_err(err)?;
            for (j, r) in panel.rows.iter().enumerate() {
                let y = (n - 1 - j) as f64;
                chart
                    .draw_series(std::iter::once(Rectangle::new(
                        [(r.lower, y + 0.22), (r.upper, y + 0.78)],
                        color(r.color).mix(0.65).filled(),
                    )))
                    .map_err(err)?;
                chart
                    .draw_series(std::iter::once(PathElement::new(
                        [(r.point, y + 0.14), (r.point, y + 0.86)],
                        ink.stroke_width(2 * k as u32),
                    )))
                    .map_err(err)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::chart::PALETTE;

    #[test]
    fn bars_lie_in_their_rows_and_panels() {
        let row = |label: &str, c: Rgb, p: f64| IntervalRow {
            label: label.into(),
            color: c,
            point: p,
            lower: p - 0.1,
            upper: p + 0.1,
        };
        let chart = IntervalChart {
            title: "aggregate".into(),
            x_label: "teacher-normalised score".into(),
            panels: vec![
                IntervalPanel {
                    name: "IQM".into(),
                    rows: vec![row("qdagger", PALETTE[0], 0.9), row("dqn", PALETTE[1], 0.1)],
                },
                IntervalPanel {
                    name: "Mean".into(),
                    rows: vec![row("qdagger", PALETTE[0], 0.8), row("dqn", PALETTE[1], 0.2)],
                },
            ],
        };
        let (w, h) = (800, 300);
        let rgb = chart.render(w, h).unwrap();
        // The bars' shade: 65% of each colour over white.
        let shade =
            |c: Rgb| -> [u8; 3] { c.map(|v| (v as f64 * 0.65 + 255.0 * 0.35).round() as u8) };
        let near = |p: &[u8], c: [u8; 3]| p.iter().zip(c).all(|(a, b)| a.abs_diff(b) <= 2);
        let where_ = |c: [u8; 3]| -> Vec<(usize, usize)> {
            (0..h)
                .flat_map(|y| (0..w).map(move |x| (x, y)))
                .filter(|&(x, y)| near(&rgb[(y * w + x) * 3..][..3], c))
                .collect()
        };
        let top = where_(shade(PALETTE[0]));
        let bottom = where_(shade(PALETTE[1]));
        assert!(
            top.len() > 500 && bottom.len() > 500,
            "{} {}",
            top.len(),
            bottom.len()
        );
        let mean_y = |v: &[(usize, usize)]| v.iter().map(|p| p.1).sum::<usize>() / v.len();
        assert!(
            mean_y(&top) < mean_y(&bottom),
            "the first algorithm's row is on top"
        );
        // Bars in both panels: left and right halves.
        assert!(top.iter().any(|p| p.0 < w / 2) && top.iter().any(|p| p.0 > w / 2));
    }
}
