//! Fewer points for a plot to draw, with the same picture: a long run's series hold up to
//! [`SERIES_CAP`](crate::view::SERIES_CAP) points each, far more than a plot has pixel
//! columns, and every point costs the app's layout and the renderer's triangles (a software
//! renderer draws them on the training's cores).
//!
//! - A line keeps, of the points in each pixel column, the first, the lowest, the highest
//!   and the last, in their order (M4 aggregation): the line drawn through them covers the
//!   same pixels of each column, and joins the columns with the same segments.
//! - Dots keep one point in each pixel: the others are drawn over it.

use egui_plot::PlotPoint;
use std::borrow::Cow;
use std::collections::HashSet;

/// The points of `line` to draw when a pixel column spans `column` in x (in the plot's
/// units): at most four of each column, all of them when no column holds more, or when
/// `column` is not a positive finite width (a plot before its first bounds).
pub fn thin_line(line: &[PlotPoint], column: f64) -> Cow<'_, [PlotPoint]> {
    if !(column.is_finite() && column > 0.0) || line.len() <= 4 {
        return Cow::Borrowed(line);
    }
    let bucket = |p: &PlotPoint| (p.x / column).floor();
    // Most frames of a short run: no column holds more than four points.
    let (mut last, mut run) = (f64::NAN, 0);
    let dense = line.iter().any(|p| {
        let b = bucket(p);
        run = if b == last { run + 1 } else { 1 };
        last = b;
        run > 4
    });
    if !dense {
        return Cow::Borrowed(line);
    }
    let mut out = Vec::new();
    let mut start = 0;
    while start < line.len() {
        let b = bucket(&line[start]);
        let mut end = start + 1;
        while end < line.len() && bucket(&line[end]) == b {
            end += 1;
        }
        let run = &line[start..end];
        if run.len() <= 4 {
            out.extend_from_slice(run);
        } else {
            let (mut lo, mut hi) = (0, 0);
            for (i, p) in run.iter().enumerate() {
                if p.y < run[lo].y {
                    lo = i;
                }
                if p.y > run[hi].y {
                    hi = i;
                }
            }
            let mut keep = [0, lo, hi, run.len() - 1];
            keep.sort_unstable();
            for (k, &i) in keep.iter().enumerate() {
                if k == 0 || i != keep[k - 1] {
                    out.push(run[i]);
                }
            }
        }
        start = end;
    }
    Cow::Owned(out)
}

/// The points of `dots` to draw when a pixel spans `pixel` (x, y) in the plot's units: the
/// first in each pixel, in their order; all of them when `pixel` is not a positive finite
/// size.
pub fn thin_dots(dots: &[PlotPoint], pixel: [f64; 2]) -> Cow<'_, [PlotPoint]> {
    if !pixel.iter().all(|s| s.is_finite() && *s > 0.0) || dots.len() <= 1 {
        return Cow::Borrowed(dots);
    }
    let mut seen = HashSet::new();
    let out: Vec<PlotPoint> = dots
        .iter()
        .filter(|p| {
            // Saturating casts: a point far outside the plot shares a cell with its neighbours.
            seen.insert((
                (p.x / pixel[0]).floor() as i64,
                (p.y / pixel[1]).floor() as i64,
            ))
        })
        .copied()
        .collect();
    if out.len() == dots.len() {
        Cow::Borrowed(dots)
    } else {
        Cow::Owned(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_pcg::Pcg64Mcg;

    /// A noisy series with steps of `dx` (a loss, as a long run logs it).
    fn noisy(n: usize, dx: f64, seed: u64) -> Vec<PlotPoint> {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        (0..n)
            .map(|i| {
                let x = i as f64 * dx;
                PlotPoint::new(x, (x * 0.01).sin() + rng.random_range(-0.5..0.5))
            })
            .collect()
    }

    /// The lowest and highest y the polyline through `line` reaches within each pixel column
    /// (the segments clipped to the column), as a picture of the line: a renderer fills the
    /// pixels between them.
    fn column_extents(line: &[PlotPoint], column: f64) -> Vec<(i64, f64, f64)> {
        let mut ext: std::collections::BTreeMap<i64, (f64, f64)> = Default::default();
        let mut add = |c: i64, y: f64| {
            let e = ext.entry(c).or_insert((y, y));
            e.0 = e.0.min(y);
            e.1 = e.1.max(y);
        };
        for p in line {
            add((p.x / column).floor() as i64, p.y);
        }
        for w in line.windows(2) {
            let (a, b) = (w[0], w[1]);
            let (ca, cb) = ((a.x / column).floor() as i64, (b.x / column).floor() as i64);
            // Where the segment crosses each column boundary between its ends.
            for c in ca.min(cb) + 1..=ca.max(cb) {
                let x = c as f64 * column;
                let y = a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x);
                add(c - 1, y);
                add(c, y);
            }
        }
        ext.into_iter().map(|(c, (lo, hi))| (c, lo, hi)).collect()
    }

    #[test]
    fn a_thinned_line_covers_the_same_pixels_of_every_column_with_at_most_four_points_each() {
        for (n, dx, column, seed) in [
            (20_000, 100.0, 2_000.0, 1),
            (20_000, 100.0, 2_345.6, 2),
            (5_000, 1.0, 7.5, 3),
        ] {
            let line = noisy(n, dx, seed);
            let thin = thin_line(&line, column);
            assert!(thin.len() < line.len(), "n {n}, column {column}");
            let columns = (line[n - 1].x / column).floor() as usize + 1;
            assert!(thin.len() <= 4 * columns, "{} > 4 x {columns}", thin.len());
            assert_eq!(thin.first(), line.first());
            assert_eq!(thin.last(), line.last());
            // A subset, in order.
            let mut it = line.iter();
            assert!(thin.iter().all(|p| it.any(|q| q == p)));
            let (a, b) = (column_extents(&line, column), column_extents(&thin, column));
            assert_eq!(a.len(), b.len());
            for ((c, lo, hi), (c2, lo2, hi2)) in a.iter().zip(&b) {
                assert_eq!(c, c2);
                assert!(
                    (lo - lo2).abs() < 1e-9,
                    "column {c}: low {lo} against {lo2}"
                );
                assert!(
                    (hi - hi2).abs() < 1e-9,
                    "column {c}: high {hi} against {hi2}"
                );
            }
        }
    }

    #[test]
    fn a_line_with_few_points_a_column_or_no_plot_width_yet_is_drawn_whole() {
        let line = noisy(500, 10.0, 5);
        // Columns of 40 steps hold 4 points each.
        assert!(matches!(thin_line(&line, 40.0), Cow::Borrowed(_)));
        for column in [0.0, -1.0, f64::NAN, f64::INFINITY] {
            assert!(matches!(thin_line(&line, column), Cow::Borrowed(_)));
        }
        // Columns of 50 hold 5: one or more go.
        let thin = thin_line(&line, 50.0).len();
        assert!((100..500).contains(&thin), "{thin}");
    }

    #[test]
    fn thinned_dots_leave_every_pixel_that_had_a_dot_with_one() {
        // A long run's games: whole-number returns, 20 to a pixel column.
        let dots: Vec<PlotPoint> = noisy(20_000, 100.0, 6)
            .into_iter()
            .map(|p| PlotPoint::new(p.x, (p.y * 10.0).round()))
            .collect();
        let pixel = [2_000.0, 0.1];
        let cell = |p: &PlotPoint| {
            (
                (p.x / pixel[0]).floor() as i64,
                (p.y / pixel[1]).floor() as i64,
            )
        };
        let thin = thin_dots(&dots, pixel);
        assert!(
            thin.len() < dots.len() * 3 / 4,
            "{} of {}",
            thin.len(),
            dots.len()
        );
        let before: HashSet<_> = dots.iter().map(cell).collect();
        let after: Vec<_> = thin.iter().map(cell).collect();
        assert_eq!(after.len(), before.len(), "one dot per pixel");
        assert_eq!(after.into_iter().collect::<HashSet<_>>(), before);
        assert!(matches!(thin_dots(&dots, [0.0, 1.0]), Cow::Borrowed(_)));
        let sparse = noisy(50, 1e6, 7);
        assert!(matches!(thin_dots(&sparse, pixel), Cow::Borrowed(_)));
    }
}
