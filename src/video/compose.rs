//! The picture of one recorded step: the 160x210 game screen scaled up by an integer factor
//! (each Atari pixel a crisp block), optionally above a strip with who plays, the score, the
//! action and the Q-value bars (the student's, and the teacher's beside them).

use crate::compare::bitmap::{RgbBitmap, FONT_FAMILY};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// Atari screen width.
pub const SCREEN_W: usize = 160;
/// Atari screen height.
pub const SCREEN_H: usize = 210;

/// What the strip under the screen shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Overlay {
    /// Who plays (`teacher`, `student`, ...).
    pub who: String,
    /// The game's return so far.
    pub score: f64,
    /// The action taken.
    pub action: usize,
    /// Action names.
    pub action_names: Vec<String>,
    /// The player's Q-values.
    pub q: Option<Vec<f32>>,
    /// The teacher's Q-values, beside them.
    pub teacher_q: Option<Vec<f32>>,
    /// A line of its own instead of who plays, the score and the action (a saliency map's
    /// caption in the app's recordings).
    pub caption: Option<String>,
}

/// Height of the overlay strip at `scale`.
pub fn strip_height(scale: usize) -> usize {
    // Even, so that H.264's 4:2:0 fits.
    (36 * scale).div_ceil(2) * 2
}

/// The size of a composed frame.
pub fn frame_size(scale: usize, overlay: bool) -> (usize, usize) {
    let h = SCREEN_H * scale + if overlay { strip_height(scale) } else { 0 };
    (SCREEN_W * scale, h)
}

/// Two frames of `(width, height)` side by side, `left` then `right`: a frame twice as wide.
pub fn side_by_side(left: &[u8], right: &[u8], (w, h): (usize, usize)) -> Vec<u8> {
    let mut out = Vec::with_capacity(2 * w * h * 3);
    for y in 0..h {
        out.extend_from_slice(&left[y * w * 3..(y + 1) * w * 3]);
        out.extend_from_slice(&right[y * w * 3..(y + 1) * w * 3]);
    }
    out
}

/// Composes one frame: `screen` (210 x 160 x 3 RGB) scaled by `scale`, and the overlay strip
/// when given. Returns RGB bytes of [`frame_size`].
pub fn compose(screen: &[u8], scale: usize, overlay: Option<&Overlay>) -> Vec<u8> {
    let scale = scale.max(1);
    let (w, h) = frame_size(scale, overlay.is_some());
    let mut out = vec![0u8; w * h * 3];
    for y in 0..SCREEN_H * scale {
        let src_row = &screen[(y / scale) * SCREEN_W * 3..(y / scale + 1) * SCREEN_W * 3];
        let row = &mut out[y * w * 3..(y + 1) * w * 3];
        for x in 0..SCREEN_W * scale {
            let s = (x / scale) * 3;
            row[x * 3..x * 3 + 3].copy_from_slice(&src_row[s..s + 3]);
        }
    }
    let Some(o) = overlay else {
        return out;
    };
    let top = (SCREEN_H * scale) as i32;
    {
        let strip = RgbBitmap::new(&mut out, w as u32, h as u32).into_drawing_area();
        draw_strip(&strip, o, top, scale);
    }
    out
}

/// Fills `[x0, x1) x [y0, y1)` (pixel edges rounded), as wide and high as a pixel at least.
fn fill<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    x0: f32,
    y0: f32,
    x1: f32,
    y1: f32,
    color: [u8; 3],
) {
    let (x0, y0) = (x0.round() as i32, y0.round() as i32);
    let (x1, y1) = (
        (x1.round() as i32).max(x0 + 1),
        (y1.round() as i32).max(y0 + 1),
    );
    let style = RGBColor(color[0], color[1], color[2]).filled();
    // Drawing on a buffer of the right size cannot fail; a failure would only lose a bar.
    let _ = area.draw(&Rectangle::new([(x0, y0), (x1 - 1, y1 - 1)], style));
}

/// The strip under the screen, from row `top`: who plays, the score and the action, and
/// the Q-value bars.
fn draw_strip<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    o: &Overlay,
    top: i32,
    scale: usize,
) {
    let (w, h) = area.dim_in_pixel();
    let (w, top_f) = (w as f32, top as f32);
    fill(area, 0.0, top_f, w, h as f32, [24, 24, 24]);
    let sh = strip_height(scale) as f32;
    let text_size = 8.0 * scale as f64;
    let action = o.action_names.get(o.action).map_or("?", |s| s.as_str());
    let label = o
        .caption
        .clone()
        .unwrap_or_else(|| format!("{}  return {:.0}  {}", o.who, o.score, action));
    let style = (FONT_FAMILY, text_size)
        .into_font()
        .color(&RGBColor(230, 230, 230))
        .pos(Pos::new(HPos::Left, VPos::Center));
    let _ = area.draw(&Text::new(
        label,
        (4, top + (text_size * 0.8) as i32),
        style,
    ));
    // Bars: one slot per action, the student's and the teacher's side by side, scaled to
    // the largest |Q| shown; the action taken is brighter.
    let q = o.q.as_deref().or(o.teacher_q.as_deref());
    let Some(n) = q.map(|q| q.len()).filter(|&n| n > 0) else {
        return;
    };
    let all = o.q.iter().chain(o.teacher_q.iter()).flatten();
    let (lo, hi) = all.fold((0.0f32, 0.0f32), |(a, b), &v| (a.min(v), b.max(v)));
    let span = (hi - lo).max(1e-6);
    let (y0, y1) = (top_f + sh * 0.45, top_f + sh - 2.0);
    let zero = y1 - (0.0 - lo) / span * (y1 - y0);
    let slot = w / n as f32;
    for (k, (values, color)) in [
        (o.q.as_deref(), [90u8, 170, 255]),
        (o.teacher_q.as_deref(), [255, 170, 60]),
    ]
    .into_iter()
    .enumerate()
    {
        let Some(values) = values else { continue };
        for (i, &v) in values.iter().enumerate().take(n) {
            let y = y1 - (v - lo) / span * (y1 - y0);
            let x = slot * i as f32 + slot * (0.15 + 0.35 * k as f32);
            let bright = if i == o.action { 1.0 } else { 0.55 };
            let color = color.map(|ch| (ch as f32 * bright) as u8);
            fill(area, x, y.min(zero), x + slot * 0.3, y.max(zero), color);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_frames_side_by_side_keep_their_rows() {
        // 2 x 2 frames: every left pixel 1, every right pixel 2.
        let (l, r) = (vec![1u8; 2 * 2 * 3], vec![2u8; 2 * 2 * 3]);
        let both = side_by_side(&l, &r, (2, 2));
        assert_eq!(both, [[1u8; 6], [2; 6], [1; 6], [2; 6]].concat());
    }

    #[test]
    fn the_screen_is_scaled_in_blocks_and_the_strip_is_added() {
        let mut screen = vec![0u8; SCREEN_W * SCREEN_H * 3];
        screen[..3].copy_from_slice(&[200, 10, 20]);
        let out = compose(&screen, 3, None);
        assert_eq!(out.len(), 480 * 630 * 3);
        for (x, y) in [(0, 0), (2, 2), (2, 0)] {
            assert_eq!(
                &out[(y * 480 + x) * 3..(y * 480 + x) * 3 + 3],
                &[200, 10, 20]
            );
        }
        assert_eq!(
            &out[3 * 3..3 * 3 + 3],
            &[0, 0, 0],
            "the next block is the next pixel"
        );

        let overlay = Overlay {
            who: "student".into(),
            score: 3.0,
            action: 1,
            action_names: vec!["NOOP".into(), "FIRE".into()],
            q: Some(vec![0.5, 1.0]),
            teacher_q: Some(vec![1.0, 0.2]),
            caption: None,
        };
        let out = compose(&screen, 2, Some(&overlay));
        let (w, h) = frame_size(2, true);
        assert_eq!(out.len(), w * h * 3);
        assert_eq!(h % 2, 0);
        // The strip holds the bar colours.
        let strip = &out[SCREEN_H * 2 * w * 3..];
        let has = |c: [u8; 3]| strip.chunks_exact(3).any(|p| p == c);
        assert!(has([90, 170, 255]), "the student's chosen action");
        assert!(has([255, 170, 60].map(|c| (c as f32 * 0.55) as u8)));
    }
}
