//! A small line chart rasterised in software and saved as PNG: anti-aliased lines, axes
//! with round tick values, a legend, text in DejaVu Sans (bundled). Enough for learning
//! curves, with no system libraries.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use std::path::Path;

static FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

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

/// An RGB image to draw on.
pub struct Canvas {
    width: usize,
    height: usize,
    pixels: Vec<Rgb>,
    font: FontRef<'static>,
}

impl Canvas {
    /// A white canvas.
    pub fn new(width: usize, height: usize) -> Self {
        Self {
            width,
            height,
            pixels: vec![[255; 3]; width * height],
            font: FontRef::try_from_slice(FONT).expect("the bundled font is valid"),
        }
    }

    /// A canvas over existing RGB bytes (`width x height x 3`).
    pub fn from_rgb(width: usize, height: usize, rgb: Vec<u8>) -> Self {
        let mut c = Self::new(0, 0);
        c.width = width;
        c.height = height;
        c.pixels = rgb.chunks_exact(3).map(|p| [p[0], p[1], p[2]]).collect();
        c.pixels.resize(width * height, [0; 3]);
        c
    }

    /// The RGB bytes.
    pub fn into_rgb(self) -> Vec<u8> {
        self.pixels.into_iter().flatten().collect()
    }

    /// The colour at `(x, y)`.
    pub fn pixel(&self, x: usize, y: usize) -> Rgb {
        self.pixels[y * self.width + x]
    }

    /// Blends `color` into the pixel at `(x, y)` with coverage `alpha` (0..1).
    fn blend(&mut self, x: i64, y: i64, color: Rgb, alpha: f32) {
        if x < 0 || y < 0 || x >= self.width as i64 || y >= self.height as i64 || alpha <= 0.0 {
            return;
        }
        let a = alpha.min(1.0);
        let p = &mut self.pixels[y as usize * self.width + x as usize];
        for c in 0..3 {
            p[c] = (p[c] as f32 * (1.0 - a) + color[c] as f32 * a).round() as u8;
        }
    }

    /// Fills the rectangle `[x0, x1) x [y0, y1)`.
    pub fn fill(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, color: Rgb) {
        for y in y0.round() as i64..y1.round() as i64 {
            for x in x0.round() as i64..x1.round() as i64 {
                self.blend(x, y, color, 1.0);
            }
        }
    }

    /// A line `width` pixels wide, anti-aliased: each pixel near the segment is covered by
    /// how far its centre lies inside the stroke.
    pub fn line(&mut self, (x0, y0): (f32, f32), (x1, y1): (f32, f32), width: f32, color: Rgb) {
        let r = width / 2.0;
        let (minx, maxx) = (x0.min(x1) - r - 1.0, x0.max(x1) + r + 1.0);
        let (miny, maxy) = (y0.min(y1) - r - 1.0, y0.max(y1) + r + 1.0);
        let (dx, dy) = (x1 - x0, y1 - y0);
        let len2 = dx * dx + dy * dy;
        for y in miny.floor() as i64..=maxy.ceil() as i64 {
            for x in minx.floor() as i64..=maxx.ceil() as i64 {
                let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
                let t = if len2 > 0.0 {
                    (((px - x0) * dx + (py - y0) * dy) / len2).clamp(0.0, 1.0)
                } else {
                    0.0
                };
                let (cx, cy) = (x0 + t * dx, y0 + t * dy);
                let d = ((px - cx).powi(2) + (py - cy).powi(2)).sqrt();
                let coverage = (r + 0.5 - d).clamp(0.0, 1.0);
                self.blend(x, y, color, coverage);
            }
        }
    }

    /// Width in pixels of `text` at `size`.
    pub fn text_width(&self, text: &str, size: f32) -> f32 {
        let font = self.font.as_scaled(PxScale::from(size));
        let mut w = 0.0;
        let mut prev = None;
        for c in text.chars() {
            let id = font.glyph_id(c);
            if let Some(p) = prev {
                w += font.kern(p, id);
            }
            w += font.h_advance(id);
            prev = Some(id);
        }
        w
    }

    /// Draws `text` with its left end at `x` and its vertical middle at `y`; `rotated` turns
    /// it 90 degrees counter-clockwise (reading upwards, centred on `(x, y)`).
    pub fn text(&mut self, text: &str, (x, y): (f32, f32), size: f32, color: Rgb, rotated: bool) {
        let font = self.font.as_scaled(PxScale::from(size));
        let ascent = font.ascent();
        let mid = (font.ascent() + font.descent()) / 2.0;
        let total = self.text_width(text, size);
        let mut pen = 0.0;
        let mut prev = None;
        let mut spots = Vec::new();
        for c in text.chars() {
            let id = font.glyph_id(c);
            if let Some(p) = prev {
                pen += font.kern(p, id);
            }
            let glyph =
                id.with_scale_and_position(PxScale::from(size), ab_glyph::point(pen, ascent));
            pen += font.h_advance(id);
            prev = Some(id);
            if let Some(outline) = self.font.outline_glyph(glyph) {
                let b = outline.px_bounds();
                outline.draw(|gx, gy, c| {
                    spots.push((b.min.x + gx as f32, b.min.y + gy as f32, c));
                });
            }
        }
        for (gx, gy, c) in spots {
            // (gx, gy) relative to the text's top-left corner; the baseline sits at ascent.
            let (tx, ty) = if rotated {
                (x + (gy - ascent + mid), y + total / 2.0 - gx)
            } else {
                (x + gx, y + gy - ascent + mid)
            };
            self.blend(tx.round() as i64, ty.round() as i64, color, c);
        }
    }

    /// Saves the canvas as an 8-bit RGB PNG.
    pub fn save_png(&self, path: &Path) -> Result<(), String> {
        let file = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut encoder = png::Encoder::new(
            std::io::BufWriter::new(file),
            self.width as u32,
            self.height as u32,
        );
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder
            .write_header()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let bytes: Vec<u8> = self.pixels.iter().flatten().copied().collect();
        writer
            .write_image_data(&bytes)
            .and_then(|_| writer.finish())
            .map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// One line of the chart.
pub struct LineSeries {
    /// Legend text.
    pub label: String,
    /// Colour.
    pub color: Rgb,
    /// Points in data coordinates, in x order.
    pub points: Vec<(f64, f64)>,
}

/// A horizontal reference line (a teacher's return).
pub struct HLine {
    /// Legend text.
    pub label: String,
    /// Colour.
    pub color: Rgb,
    /// Its y value.
    pub y: f64,
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
}

/// Round tick values covering `[lo, hi]`: steps of 1, 2 or 5 times a power of ten.
pub fn ticks(lo: f64, hi: f64, target: usize) -> Vec<f64> {
    if hi.partial_cmp(&lo) != Some(std::cmp::Ordering::Greater)
        || !lo.is_finite()
        || !hi.is_finite()
    {
        return vec![lo];
    }
    let raw = (hi - lo) / target.max(1) as f64;
    let mag = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * mag);
    let first = (lo / step).ceil() as i64;
    let last = (hi / step).floor() as i64;
    (first..=last).map(|k| k as f64 * step).collect()
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

impl LineChart {
    /// Draws the chart on a `width x height` canvas.
    pub fn render(&self, width: usize, height: usize) -> Canvas {
        let mut c = Canvas::new(width, height);
        let (left, right, top, bottom) = (80.0, 20.0, 50.0, 60.0);
        let (pw, ph) = (width as f32 - left - right, height as f32 - top - bottom);
        let xs = self
            .series
            .iter()
            .flat_map(|s| s.points.iter().map(|p| p.0));
        let ys = self
            .series
            .iter()
            .flat_map(|s| s.points.iter().map(|p| p.1))
            .chain(self.hlines.iter().map(|h| h.y));
        let (x0, x1) = xs.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), x| {
            (a.min(x), b.max(x))
        });
        let (y0, y1) = ys.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), y| {
            (a.min(y), b.max(y))
        });
        let (x0, x1) = if x0.is_finite() {
            (x0.min(0.0), x1.max(x0 + 1.0))
        } else {
            (0.0, 1.0)
        };
        let (y0, y1) = if y0.is_finite() {
            let pad = ((y1 - y0) * 0.05).max(0.5);
            (y0 - pad, y1 + pad)
        } else {
            (0.0, 1.0)
        };
        let to_px = |x: f64, y: f64| {
            (
                left + ((x - x0) / (x1 - x0)) as f32 * pw,
                top + ph - ((y - y0) / (y1 - y0)) as f32 * ph,
            )
        };
        let (grid, axis, ink) = ([230, 230, 230], [90, 90, 90], [30, 30, 30]);
        for t in ticks(x0, x1, 8) {
            let (x, _) = to_px(t, y0);
            c.line((x, top), (x, top + ph), 1.0, grid);
            let label = tick_label(t);
            let w = c.text_width(&label, 13.0);
            c.text(&label, (x - w / 2.0, top + ph + 14.0), 13.0, ink, false);
        }
        for t in ticks(y0, y1, 6) {
            let (_, y) = to_px(x0, t);
            c.line((left, y), (left + pw, y), 1.0, grid);
            let label = tick_label(t);
            let w = c.text_width(&label, 13.0);
            c.text(&label, (left - 8.0 - w, y), 13.0, ink, false);
        }
        c.line((left, top + ph), (left + pw, top + ph), 1.0, axis);
        c.line((left, top), (left, top + ph), 1.0, axis);
        let w = c.text_width(&self.title, 18.0);
        c.text(
            &self.title,
            (left + pw / 2.0 - w / 2.0, 22.0),
            18.0,
            ink,
            false,
        );
        let w = c.text_width(&self.x_label, 14.0);
        c.text(
            &self.x_label,
            (left + pw / 2.0 - w / 2.0, height as f32 - 18.0),
            14.0,
            ink,
            false,
        );
        c.text(&self.y_label, (22.0, top + ph / 2.0), 14.0, ink, true);

        for h in &self.hlines {
            let (_, y) = to_px(x0, h.y);
            let mut x = left;
            while x < left + pw {
                c.line((x, y), ((x + 8.0).min(left + pw), y), 2.0, h.color);
                x += 14.0;
            }
        }
        for s in &self.series {
            for pair in s.points.windows(2) {
                c.line(
                    to_px(pair[0].0, pair[0].1),
                    to_px(pair[1].0, pair[1].1),
                    2.0,
                    s.color,
                );
            }
        }
        // Legend, inside the plot where it hides the fewest curve points.
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
        if !entries.is_empty() {
            let lw = entries
                .iter()
                .map(|e| c.text_width(e.0, 13.0))
                .fold(0.0, f32::max);
            let (bw, bh) = (lw + 52.0, 20.0 * entries.len() as f32 + 8.0);
            let mut drawn = Vec::new();
            for s in &self.series {
                for pair in s.points.windows(2) {
                    let (a, b) = (to_px(pair[0].0, pair[0].1), to_px(pair[1].0, pair[1].1));
                    let n = ((b.0 - a.0).hypot(b.1 - a.1) / 3.0).ceil().max(1.0) as usize;
                    drawn.extend((0..=n).map(|i| {
                        let t = i as f32 / n as f32;
                        (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
                    }));
                }
            }
            for h in &self.hlines {
                let (_, y) = to_px(x0, h.y);
                drawn.extend((0..=(pw / 3.0) as usize).map(|i| (left + 3.0 * i as f32, y)));
            }
            let (bx, by) = legend_origin((left, top, pw, ph), (bw, bh), &drawn);
            c.fill(bx, by, bx + bw, by + bh, [250, 250, 250]);
            for (i, (label, color, dashed)) in entries.into_iter().enumerate() {
                let y = by + 14.0 + 20.0 * i as f32;
                if dashed {
                    c.line((bx + 8.0, y), (bx + 16.0, y), 2.0, color);
                    c.line((bx + 22.0, y), (bx + 30.0, y), 2.0, color);
                } else {
                    c.line((bx + 8.0, y), (bx + 30.0, y), 2.0, color);
                }
                c.text(label, (bx + 40.0, y), 13.0, ink, false);
            }
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_cover_the_range() {
        assert_eq!(ticks(0.0, 10.0, 5), vec![0.0, 2.0, 4.0, 6.0, 8.0, 10.0]);
        assert_eq!(ticks(-21.0, 21.0, 6), vec![-20.0, -10.0, 0.0, 10.0, 20.0]);
        let t = ticks(0.0, 1_000_000.0, 8);
        assert_eq!(t.first(), Some(&0.0));
        assert_eq!(t.last(), Some(&1_000_000.0));
        assert_eq!(tick_label(250_000.0), "250k");
        assert_eq!(tick_label(1_500_000.0), "1.5M");
        assert_eq!(tick_label(-20.0), "-20");
        assert_eq!(tick_label(0.25), "0.25");
    }

    #[test]
    fn lines_and_text_leave_ink_where_they_are_drawn() {
        let mut c = Canvas::new(100, 60);
        c.line((10.0, 10.0), (90.0, 10.0), 2.0, [255, 0, 0]);
        assert_eq!(c.pixel(50, 10), [255, 0, 0]);
        assert_eq!(c.pixel(50, 30), [255, 255, 255]);
        c.text("Hi", (10.0, 40.0), 16.0, [0, 0, 0], false);
        let dark = (30..50)
            .flat_map(|y| (10..30).map(move |x| (x, y)))
            .filter(|&(x, y)| c.pixel(x, y)[0] < 128)
            .count();
        assert!(dark > 10, "{dark}");
    }

    #[test]
    fn the_legend_goes_where_it_hides_the_fewest_points() {
        let plot = (80.0, 50.0, 900.0, 500.0);
        // Nothing drawn: top left.
        assert_eq!(legend_origin(plot, (150.0, 70.0), &[]), (92.0, 60.0));
        // A curve along the top and one along the bottom (a taught student high, a student
        // from scratch low): the middle of the left side.
        let ink: Vec<(f32, f32)> = (0..300)
            .flat_map(|i| {
                [
                    (80.0 + 3.0 * i as f32, 70.0),
                    (80.0 + 3.0 * i as f32, 520.0),
                ]
            })
            .collect();
        let (x, y) = legend_origin(plot, (150.0, 70.0), &ink);
        assert_eq!((x, y), (92.0, 50.0 + (500.0 - 70.0) / 2.0));
        // Ink only at the top left: the top right.
        let ink: Vec<(f32, f32)> = (0..50).map(|i| (90.0 + i as f32, 70.0)).collect();
        assert_eq!(legend_origin(plot, (150.0, 70.0), &ink), (818.0, 60.0));
    }
}
