//! Learning-curve charts drawn with `plotters` on its bitmap backend and saved as PNG: lines,
//! dashed reference lines (a teacher's return, a random policy's), markers where a run first
//! reaches a share of the teacher, and a legend placed where it hides the fewest curve
//! points. Text is DejaVu Sans, bundled, so no system fonts or libraries are needed.

use super::CompareError;
use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::path::Path;

use super::bitmap::{save_png, RgbBitmap, FONT_FAMILY};

/// An RGB colour.
pub type Rgb = [u8; 3];

/// Distinct colours for the series, in order.
pub const PALETTE: [Rgb; 8] = [
    [31, 119, 180],
    [214, 39, 40],
    [44, 160, 44],
    [148, 103, 189],
    [140, 86, 75],
    [227, 119, 194],
    [127, 127, 127],
    [23, 190, 207],
];

/// One line of the chart.
pub struct LineSeries {
    /// Legend text.
    pub label: String,
    /// Colour.
    pub color: Rgb,
    /// Points in data coordinates, in x order.
    pub points: Vec<(f64, f64)>,
}

/// A horizontal reference line (a teacher's return, a random policy's).
pub struct HLine {
    /// Legend text.
    pub label: String,
    /// Colour.
    pub color: Rgb,
    /// Its y value.
    pub y: f64,
}

/// A point marked on the chart with a short text beside it (where a run first reached a
/// share of the teacher's return).
pub struct Marker {
    /// The text beside the marker.
    pub text: String,
    /// Colour (its run's).
    pub color: Rgb,
    /// Where, in data coordinates.
    pub at: (f64, f64),
}

/// A shaded band between two curves (a confidence interval around a line), drawn beneath
/// the lines in a light shade of its colour.
pub struct Band {
    /// Colour (its line's).
    pub color: Rgb,
    /// `(x, lower, upper)` in data coordinates, in x order.
    pub points: Vec<(f64, f64, f64)>,
}

/// A chart of lines over a shared x axis.
pub struct LineChart {
    /// Title above the plot.
    pub title: String,
    /// The x axis' name.
    pub x_label: String,
    /// The y axis' name.
    pub y_label: String,
    /// The lines.
    pub series: Vec<LineSeries>,
    /// Reference lines.
    pub hlines: Vec<HLine>,
    /// Marked points.
    pub markers: Vec<Marker>,
    /// Shaded bands beneath the lines.
    pub bands: Vec<Band>,
    /// Fixed y range instead of one fitted to the data.
    pub y_range: Option<(f64, f64)>,
}

/// A tick value as text: 250k, 1.5M, 0.25, -20.
pub fn tick_label(v: f64) -> String {
    let a = v.abs();
    let trim = |s: String| {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        }
    };
    if a >= 1e6 {
        format!("{}M", trim(format!("{:.2}", v / 1e6)))
    } else if a >= 1e4 {
        format!("{}k", trim(format!("{:.1}", v / 1e3)))
    } else if a == 0.0 || a >= 1.0 {
        trim(format!("{v:.1}"))
    } else {
        trim(format!("{v:.3}"))
    }
}

/// Where a `size` legend goes inside the plot area `(left, top, width, height)`: of nine
/// places (the corners first, top left preferred, then the middles of the sides, then the
/// centre), the first that covers the fewest `ink` points.
fn legend_origin(
    (left, top, pw, ph): (f32, f32, f32, f32),
    (bw, bh): (f32, f32),
    ink: &[(f32, f32)],
) -> (f32, f32) {
    let (l, r) = (left + 12.0, left + pw - 12.0 - bw);
    let (t, b) = (top + 10.0, top + ph - 10.0 - bh);
    let (cx, cy) = (left + (pw - bw) / 2.0, top + (ph - bh) / 2.0);
    let places = [
        (l, t),
        (r, t),
        (l, b),
        (r, b),
        (l, cy),
        (r, cy),
        (cx, t),
        (cx, b),
        (cx, cy),
    ];
    let covered = |&(x, y): &(f32, f32)| {
        ink.iter()
            .filter(|p| p.0 >= x && p.0 <= x + bw && p.1 >= y && p.1 <= y + bh)
            .count()
    };
    places.into_iter().min_by_key(covered).unwrap_or((l, t))
}

pub(crate) fn color(c: Rgb) -> RGBColor {
    RGBColor(c[0], c[1], c[2])
}

pub(crate) fn err(e: impl std::fmt::Display) -> CompareError {
    CompareError::Draw(e.to_string())
}

/// The x and y ranges that hold every point and line, padded a little in y.
fn ranges(chart: &LineChart) -> ((f64, f64), (f64, f64)) {
    let xs = chart
        .series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p.0));
    let ys = chart
        .series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p.1))
        .chain(chart.hlines.iter().map(|h| h.y))
        .chain(
            chart
                .bands
                .iter()
                .flat_map(|b| b.points.iter().flat_map(|p| [p.1, p.2])),
        );
    let span = |it: &mut dyn Iterator<Item = f64>| {
        it.filter(|v| v.is_finite())
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), v| {
                (a.min(v), b.max(v))
            })
    };
    let (x0, x1) = span(&mut { xs });
    let (y0, y1) = span(&mut { ys });
    let x = if x0.is_finite() {
        (x0.min(0.0), x1.max(x0 + 1.0))
    } else {
        (0.0, 1.0)
    };
    let y = if let Some(fixed) = chart.y_range {
        fixed
    } else if y0.is_finite() {
        let pad = ((y1 - y0) * 0.05).max(0.5);
        (y0 - pad, y1 + pad)
    } else {
        (0.0, 1.0)
    };
    (x, y)
}

/// Charts are drawn this many times larger and then scaled down, each output pixel the mean
/// of `SUPERSAMPLE x SUPERSAMPLE` drawn ones: the bitmap backend does not anti-alias lines.
const SUPERSAMPLE: usize = 3;

/// Scales a `width x height` RGB image down by `k` in each direction (the box filter).
fn downsample(big: &[u8], width: usize, height: usize, k: usize) -> Vec<u8> {
    let bw = width * k;
    let mut out = vec![0u8; width * height * 3];
    for y in 0..height {
        for x in 0..width {
            for c in 0..3 {
                let mut sum = 0u32;
                for dy in 0..k {
                    let row = (y * k + dy) * bw;
                    for dx in 0..k {
                        sum += big[(row + x * k + dx) * 3 + c] as u32;
                    }
                }
                out[(y * width + x) * 3 + c] = ((sum + (k * k / 2) as u32) / (k * k) as u32) as u8;
            }
        }
    }
    out
}

type Chart<'a, DB> = ChartContext<'a, DB, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

/// RGB bytes of `width x height` on white, drawn by `draw` at [`SUPERSAMPLE`] times the size
/// (it gets the scale) and scaled down.
pub(crate) fn render_supersampled(
    width: usize,
    height: usize,
    draw: impl FnOnce(&DrawingArea<RgbBitmap<'_>, Shift>, i32) -> Result<(), CompareError>,
) -> Result<Vec<u8>, CompareError> {
    let k = SUPERSAMPLE;
    let mut big = vec![255u8; width * k * height * k * 3];
    {
        let root =
            RgbBitmap::new(&mut big, (width * k) as u32, (height * k) as u32).into_drawing_area();
        draw(&root, k as i32)?;
        root.present().map_err(err)?;
    }
    Ok(downsample(&big, width, height, k))
}

impl LineChart {
    /// Draws the chart into RGB bytes of `width x height`.
    pub fn render(&self, width: usize, height: usize) -> Result<Vec<u8>, CompareError> {
        render_supersampled(width, height, |root, k| self.draw(root, k))
    }

    /// Draws the chart and saves it as an 8-bit RGB PNG.
    pub fn save_png(&self, path: &Path, width: usize, height: usize) -> Result<(), CompareError> {
        let rgb = self.render(width, height)?;
        save_png(path, width, height, &rgb)
    }

    /// Draws on `root`, every size `k` times its size in the output.
    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        k: i32,
    ) -> Result<(), CompareError> {
        let ink = RGBColor(30, 30, 30);
        let font = |size: i32| (FONT_FAMILY, (size * k) as f64).into_font().color(&ink);
        let ((x0, x1), (y0, y1)) = ranges(self);
        let mut chart = ChartBuilder::on(root)
            .caption(&self.title, font(18))
            .margin_left(12 * k)
            .margin_right(24 * k)
            .margin_top(14 * k)
            .margin_bottom(8 * k)
            .x_label_area_size(48 * k)
            .y_label_area_size(64 * k)
            .build_cartesian_2d(x0..x1, y0..y1)
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_labels(9)
            .y_labels(7)
            .x_label_formatter(&|v| tick_label(*v))
            .y_label_formatter(&|v| tick_label(*v))
            .x_desc(self.x_label.as_str())
            .y_desc(self.y_label.as_str())
            .label_style(font(13))
            .axis_desc_style(font(14))
            .set_all_tick_mark_size(5 * k)
            .x_label_offset(0)
            .bold_line_style(RGBColor(225, 225, 225).stroke_width(k as u32))
            .light_line_style(TRANSPARENT)
            .axis_style(RGBColor(90, 90, 90).stroke_width(k as u32))
            .draw()
            .map_err(err)?;
        for h in &self.hlines {
            chart
                .draw_series(DashedLineSeries::new(
                    [(x0, h.y), (x1, h.y)],
                    8 * k,
                    6 * k,
                    color(h.color).stroke_width(2 * k as u32),
                ))
                .map_err(err)?;
        }
        for b in &self.bands {
            let shade = color(b.color).mix(0.2).filled();
            chart
                .draw_series(b.points.windows(2).map(|pair| {
                    let (a, c) = (pair[0], pair[1]);
                    Polygon::new(vec![(a.0, a.1), (c.0, c.1), (c.0, c.2), (a.0, a.2)], shade)
                }))
                .map_err(err)?;
        }
        for s in &self.series {
            // Segment by segment with round joins: plotters joins wide polylines with miters
            // that spike where consecutive segments are almost parallel (a smoothed curve's
            // usual case).
            let style = color(s.color).stroke_width(2 * k as u32);
            chart
                .draw_series(
                    s.points
                        .windows(2)
                        .map(|pair| PathElement::new([pair[0], pair[1]], style)),
                )
                .map_err(err)?;
            chart
                .draw_series(
                    s.points
                        .iter()
                        .map(|&p| Circle::new(p, k as u32, color(s.color).filled())),
                )
                .map_err(err)?;
        }
        for m in &self.markers {
            chart
                .draw_series(std::iter::once(
                    EmptyElement::at(m.at)
                        + Circle::new((0, 0), 6 * k, color(m.color).filled())
                        + Circle::new((0, 0), 6 * k, ink.stroke_width(k as u32))
                        + Text::new(m.text.clone(), (10 * k, 4 * k), font(13)),
                ))
                .map_err(err)?;
        }
        self.legend(root, &chart, k)
    }

    /// The legend, inside the plot where it hides the fewest curve points.
    fn legend<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        chart: &Chart<DB>,
        k: i32,
    ) -> Result<(), CompareError> {
        let entries: Vec<(&str, Rgb, bool)> = self
            .series
            .iter()
            .map(|s| (s.label.as_str(), s.color, false))
            .chain(
                self.hlines
                    .iter()
                    .map(|h| (h.label.as_str(), h.color, true)),
            )
            .collect();
        if entries.is_empty() {
            return Ok(());
        }
        let font = (FONT_FAMILY, (13 * k) as f64).into_font();
        let mut text_w = 0;
        for e in &entries {
            let (w, _) = root
                .estimate_text_size(e.0, &font.clone().into_text_style(root))
                .map_err(err)?;
            text_w = text_w.max(w);
        }
        // Placement in output pixels.
        let kf = k as f32;
        let (bw, bh) = (text_w as f32 / kf + 52.0, 20.0 * entries.len() as f32 + 8.0);
        let (xr, yr) = chart.plotting_area().get_pixel_range();
        let area = (
            xr.start as f32 / kf,
            yr.start as f32 / kf,
            (xr.end - xr.start) as f32 / kf,
            (yr.end - yr.start) as f32 / kf,
        );
        let px = |p: (f64, f64)| {
            let (x, y) = chart.backend_coord(&p);
            (x as f32 / kf, y as f32 / kf)
        };
        let mut drawn = Vec::new();
        for s in &self.series {
            for pair in s.points.windows(2) {
                let (a, b) = (px(pair[0]), px(pair[1]));
                let n = ((b.0 - a.0).hypot(b.1 - a.1) / 3.0).ceil().max(1.0) as usize;
                drawn.extend((0..=n).map(|i| {
                    let t = i as f32 / n as f32;
                    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
                }));
            }
        }
        for h in &self.hlines {
            let y = px((0.0, h.y)).1;
            drawn.extend((0..=(area.2 / 3.0) as usize).map(|i| (area.0 + 3.0 * i as f32, y)));
        }
        let (bx, by) = legend_origin(area, (bw, bh), &drawn);
        let (bx, by) = ((bx * kf).round() as i32, (by * kf).round() as i32);
        let (bw, bh) = ((bw * kf) as i32, (bh * kf) as i32);
        let frame = [(bx, by), (bx + bw, by + bh)];
        root.draw(&Rectangle::new(frame, RGBColor(250, 250, 250).filled()))
            .map_err(err)?;
        root.draw(&Rectangle::new(
            frame,
            RGBColor(210, 210, 210).stroke_width(k as u32),
        ))
        .map_err(err)?;
        let text = font
            .color(&RGBColor(30, 30, 30))
            .pos(Pos::new(HPos::Left, VPos::Center));
        for (i, (label, c, dashed)) in entries.into_iter().enumerate() {
            let y = by + (14 + 20 * i as i32) * k;
            let style = color(c).stroke_width(2 * k as u32);
            let dash = |from: i32, to: i32| {
                PathElement::new([(bx + from * k, y), (bx + to * k, y)], style)
            };
            if dashed {
                root.draw(&dash(8, 16)).map_err(err)?;
                root.draw(&dash(22, 30)).map_err(err)?;
            } else {
                root.draw(&dash(8, 30)).map_err(err)?;
            }
            root.draw(&Text::new(label, (bx + 40 * k, y), text.clone()))
                .map_err(err)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
