//! A plotted series with a cap on its points, and the point type plots take.

/// A point of a plot. With the app (`gui`), egui_plot's own, so that the app's plots borrow a
/// series' points without copying them every frame; without it, a plain pair with the same
/// fields and constructor, so that the view builds and is tested without egui.
#[cfg(feature = "gui")]
pub use egui_plot::PlotPoint as Point;

/// A point of a plot: `x` along the run, `y` the value.
#[cfg(not(feature = "gui"))]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Along the run (a step).
    pub x: f64,
    /// The value.
    pub y: f64,
}

#[cfg(not(feature = "gui"))]
impl Point {
    /// The point `(x, y)`.
    pub fn new(x: impl Into<f64>, y: impl Into<f64>) -> Self {
        Self {
            x: x.into(),
            y: y.into(),
        }
    }
}

/// Points kept per plotted series; older points are thinned out, never the newest.
pub const SERIES_CAP: usize = 20_000;

/// A plotted series with a cap: when full, every other point of its older half is dropped
/// and the newer half is kept whole, so the recent past stays exact while the whole run stays
/// visible, the distant past at a coarser resolution (the page's series thin the same way,
/// checked against this by its unit tests).
#[derive(Clone, Debug, Default)]
pub struct Series {
    points: Vec<Point>,
}

impl Series {
    /// Adds `(x, y)`.
    pub fn push(&mut self, x: f64, y: f64) {
        if self.points.len() >= SERIES_CAP {
            let half = self.points.len() / 2;
            let mut w = 0;
            for i in (0..half).step_by(2).chain(half..self.points.len()) {
                self.points[w] = self.points[i];
                w += 1;
            }
            self.points.truncate(w);
        }
        self.points.push(Point::new(x, y));
    }

    /// The points, oldest first.
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// The newest value.
    pub fn last(&self) -> Option<f64> {
        self.points.last().map(|p| p.y)
    }

    /// Number of points.
    pub fn len(&self) -> usize {
        self.points.len()
    }

    /// Whether it is empty.
    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }
}
