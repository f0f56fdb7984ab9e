//! The fast observation transform: palette-index screens -> max of the last two frames ->
//! 84x84 area resize on RGB -> grey, with the same arithmetic as OpenCV (so the same bytes as
//! [`AreaResize`](super::frame::AreaResize) + [`rgb_to_gray`]), but only for the rows that
//! changed since the previous step.
//!
//! Atari screens change little from one step to the next (a ball, a paddle, a score), so the
//! processor keeps each source row's horizontally filtered values and each output row, and
//! recomputes a source row only when its pixels (in either pooled frame) changed, and an output
//! row only when one of its source rows did.

use super::frame::{
    area_taps, rgb_to_gray, FRAME_LEN, FRAME_SIZE, SCREEN_HEIGHT, SCREEN_LEN, SCREEN_WIDTH,
};
use super::wrappers::ScreenView;

/// Up to three source pixels weigh into one output column (160 -> 84 is a factor of 1.9).
#[derive(Clone, Copy, Debug, Default)]
struct ColumnTaps {
    first: usize,
    count: usize,
    weights: [f32; 3],
}

/// Turns screens into 84x84 grey frames, reusing the work of unchanged rows.
#[derive(Clone, Debug)]
pub struct FrameProcessor {
    columns: Vec<ColumnTaps>,
    /// For each output row, its (source row, weight) taps in OpenCV's order.
    rows: Vec<Vec<(usize, f32)>>,
    /// The index screens of the previous call (`frame`, `pooled_with`).
    prev_frame: Vec<u8>,
    prev_other: Vec<u8>,
    /// Horizontally filtered source rows (`210 x 84 x 3`).
    filtered: Vec<f32>,
    dirty_source: Vec<bool>,
    /// The previous output frame.
    gray: Vec<u8>,
    primed: bool,
    rgb_row: Vec<u8>,
    small_row: Vec<u8>,
}

impl Default for FrameProcessor {
    fn default() -> Self {
        let mut columns = vec![ColumnTaps::default(); FRAME_SIZE];
        for t in area_taps(SCREEN_WIDTH, FRAME_SIZE) {
            let c = &mut columns[t.dst as usize];
            if c.count == 0 {
                c.first = t.src as usize;
            }
            debug_assert_eq!(t.src as usize, c.first + c.count, "taps are contiguous");
            c.weights[c.count] = t.weight;
            c.count += 1;
        }
        let mut rows = vec![Vec::new(); FRAME_SIZE];
        for t in area_taps(SCREEN_HEIGHT, FRAME_SIZE) {
            rows[t.dst as usize].push((t.src as usize, t.weight));
        }
        Self {
            columns,
            rows,
            prev_frame: vec![0; SCREEN_LEN],
            prev_other: vec![0; SCREEN_LEN],
            filtered: vec![0.0; SCREEN_HEIGHT * FRAME_SIZE * 3],
            dirty_source: vec![true; SCREEN_HEIGHT],
            gray: vec![0; FRAME_LEN],
            primed: false,
            rgb_row: vec![0; SCREEN_WIDTH * 3],
            small_row: vec![0; FRAME_SIZE * 3],
        }
    }
}

impl FrameProcessor {
    /// Writes the 84x84 grey frame of `view` into `out`.
    pub fn process(&mut self, view: ScreenView<'_>, out: &mut [u8]) {
        assert_eq!(view.frame.len(), SCREEN_LEN, "screen size");
        assert_eq!(out.len(), FRAME_LEN, "frame size");
        // A single frame pools with itself: max(x, x) = x.
        let other = view.pooled_with.unwrap_or(view.frame);
        for r in 0..SCREEN_HEIGHT {
            let span = r * SCREEN_WIDTH..(r + 1) * SCREEN_WIDTH;
            let (a, b) = (&view.frame[span.clone()], &other[span.clone()]);
            let changed = !self.primed
                || a != &self.prev_frame[span.clone()]
                || b != &self.prev_other[span.clone()];
            self.dirty_source[r] = changed;
            if changed {
                self.prev_frame[span.clone()].copy_from_slice(a);
                self.prev_other[span].copy_from_slice(b);
                for ((px, &i), &j) in self.rgb_row.chunks_exact_mut(3).zip(a).zip(b) {
                    let (x, y) = (view.palette.rgb(i), view.palette.rgb(j));
                    px.copy_from_slice(&[x[0].max(y[0]), x[1].max(y[1]), x[2].max(y[2])]);
                }
                let filtered = &mut self.filtered[r * FRAME_SIZE * 3..(r + 1) * FRAME_SIZE * 3];
                filter_row(&self.columns, &self.rgb_row, filtered);
            }
        }
        self.primed = true;
        for dy in 0..FRAME_SIZE {
            if self.rows[dy].iter().any(|&(r, _)| self.dirty_source[r]) {
                self.output_row(dy);
            }
        }
        out.copy_from_slice(&self.gray);
    }

    /// Writes the 84x84 grey frame of an RGB screen (`210 x 160 x 3`) into `out`, computing
    /// every row (the path for screens that do not come from an emulator).
    /// Forgets the previous call's screens, so that the next call computes every row (after
    /// the screens it is given jumped: an environment's state restored).
    pub fn forget(&mut self) {
        self.primed = false;
    }

    pub fn process_rgb(&mut self, rgb: &[u8], out: &mut [u8]) {
        assert_eq!(rgb.len(), SCREEN_LEN * 3, "screen size");
        for r in 0..SCREEN_HEIGHT {
            let row = &rgb[r * SCREEN_WIDTH * 3..(r + 1) * SCREEN_WIDTH * 3];
            let filtered = &mut self.filtered[r * FRAME_SIZE * 3..(r + 1) * FRAME_SIZE * 3];
            filter_row(&self.columns, row, filtered);
        }
        for dy in 0..FRAME_SIZE {
            self.output_row(dy);
        }
        // The index cache no longer describes `filtered`.
        self.primed = false;
        out.copy_from_slice(&self.gray);
    }

    /// Vertical pass, rounding and grey for output row `dy`, into the cached frame.
    fn output_row(&mut self, dy: usize) {
        let width = FRAME_SIZE * 3;
        let mut sum = [0f32; FRAME_SIZE * 3];
        for &(r, w) in &self.rows[dy] {
            let filtered = &self.filtered[r * width..(r + 1) * width];
            for (s, &f) in sum.iter_mut().zip(filtered) {
                *s += f * w;
            }
        }
        for (o, &s) in self.small_row.iter_mut().zip(&sum) {
            // OpenCV's saturate_cast<uchar>(float) rounds half to even.
            *o = s.round_ties_even().clamp(0.0, 255.0) as u8;
        }
        rgb_to_gray(
            &self.small_row,
            &mut self.gray[dy * FRAME_SIZE..(dy + 1) * FRAME_SIZE],
        );
    }
}

/// Horizontal pass of one RGB source row into 84 x 3 filtered values, in OpenCV's order.
fn filter_row(columns: &[ColumnTaps], rgb_row: &[u8], out: &mut [f32]) {
    for (c, o) in columns.iter().zip(out.chunks_exact_mut(3)) {
        let mut acc = [0f32; 3];
        for j in 0..c.count {
            let px = &rgb_row[(c.first + j) * 3..(c.first + j) * 3 + 3];
            let w = c.weights[j];
            acc[0] += px[0] as f32 * w;
            acc[1] += px[1] as f32 * w;
            acc[2] += px[2] as f32 * w;
        }
        o.copy_from_slice(&acc);
    }
}

#[cfg(test)]
mod tests {
    use super::super::frame::{max_into, AreaResize, SCREEN_RGB_LEN};
    use super::super::palette::Palette;
    use super::*;
    use rand::{Rng, SeedableRng};

    /// The plain pipeline: palette -> RGB, max, full resize, grey.
    fn reference(a: &[u8], b: &[u8], palette: &Palette) -> Vec<u8> {
        let (mut ra, mut rb, mut m) = (
            vec![0; SCREEN_RGB_LEN],
            vec![0; SCREEN_RGB_LEN],
            vec![0; SCREEN_RGB_LEN],
        );
        palette.to_rgb(a, &mut ra);
        palette.to_rgb(b, &mut rb);
        max_into(&ra, &rb, &mut m);
        let mut small = vec![0; FRAME_LEN * 3];
        AreaResize::atari_rgb().resize(&m, &mut small);
        let mut g = vec![0; FRAME_LEN];
        rgb_to_gray(&small, &mut g);
        g
    }

    fn colourful_palette() -> Palette {
        let mut p = Palette::default();
        let idx: Vec<u8> = (0..=255).collect();
        let rgb: Vec<u8> = (0..768).map(|i| ((i * 97 + 13) % 256) as u8).collect();
        p.learn(&idx, &rgb);
        p
    }

    #[test]
    fn cached_rows_give_the_same_frames_as_the_reference() {
        let palette = colourful_palette();
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(4);
        let mut a: Vec<u8> = (0..SCREEN_LEN).map(|_| rng.random()).collect();
        let mut b = a.clone();
        let mut p = FrameProcessor::default();
        let mut out = vec![0; FRAME_LEN];
        for step in 0..20 {
            // Change a few rows of one or both frames, as a moving sprite does.
            for _ in 0..3 {
                let r = rng.random_range(0..SCREEN_HEIGHT);
                let target = if step % 2 == 0 { &mut a } else { &mut b };
                for px in &mut target[r * SCREEN_WIDTH..(r + 1) * SCREEN_WIDTH] {
                    *px = rng.random();
                }
            }
            let view = ScreenView {
                frame: &b,
                pooled_with: Some(&a),
                palette: &palette,
            };
            p.process(view, &mut out);
            assert_eq!(out, reference(&a, &b, &palette), "step {step}");
        }
        let single = ScreenView {
            frame: &a,
            pooled_with: None,
            palette: &palette,
        };
        p.process(single, &mut out);
        assert_eq!(out, reference(&a, &a, &palette));
    }

    #[test]
    fn rgb_path_equals_reference_and_does_not_poison_the_cache() {
        let palette = colourful_palette();
        let a: Vec<u8> = (0..SCREEN_LEN).map(|i| (i * 7 % 256) as u8).collect();
        let mut p = FrameProcessor::default();
        let mut out = vec![0; FRAME_LEN];
        let view = || ScreenView {
            frame: &a,
            pooled_with: None,
            palette: &palette,
        };
        p.process(view(), &mut out);
        let mut rgb = vec![0; SCREEN_RGB_LEN];
        Palette::grey_ramp().to_rgb(&a, &mut rgb);
        let mut from_rgb = vec![0; FRAME_LEN];
        p.process_rgb(&rgb, &mut from_rgb);
        assert_eq!(from_rgb, reference(&a, &a, &Palette::grey_ramp()));
        p.process(view(), &mut out);
        assert_eq!(out, reference(&a, &a, &palette));
    }
}
