//! Pure image operations of the Atari preprocessing: the element-wise maximum of two screens,
//! OpenCV's `INTER_AREA` resize and OpenCV's `RGB2GRAY` conversion. [`AreaResize`] is the
//! plain reference; [`FrameProcessor`](super::FrameProcessor) is the fast path the
//! environments use, tested against it.
//!
//! CleanRL's `make_env` resizes the RGB screen to 84x84 first (`gym.wrappers.ResizeObservation`,
//! `cv2.resize(obs, (84, 84), interpolation=cv2.INTER_AREA)`) and converts to grey after
//! (`gym.wrappers.GrayScaleObservation`, `cv2.cvtColor(obs, cv2.COLOR_RGB2GRAY)`); we do the
//! same, in the same order, and the tests compare both steps with the real OpenCV on real game
//! frames (`tests/fixtures/frames`, made by `scripts/fixtures/make_frame_fixtures.py`).

/// Width of the Atari screen in pixels.
pub const SCREEN_WIDTH: usize = 160;
/// Height of the Atari screen in pixels.
pub const SCREEN_HEIGHT: usize = 210;
/// Pixels of one screen (`210 x 160`; one palette index each).
pub const SCREEN_LEN: usize = SCREEN_WIDTH * SCREEN_HEIGHT;
/// Bytes of one RGB screen (`210 x 160 x 3`, row-major, channels last).
pub const SCREEN_RGB_LEN: usize = SCREEN_LEN * 3;
/// Side of the square observation frame the networks see.
pub const FRAME_SIZE: usize = 84;
/// Bytes of one 84x84 greyscale frame.
pub const FRAME_LEN: usize = FRAME_SIZE * FRAME_SIZE;

/// Writes the element-wise maximum of `a` and `b` into `out` (the flicker removal of
/// `MaxAndSkip`, `np.max([a, b], axis=0)`).
pub fn max_into(a: &[u8], b: &[u8], out: &mut [u8]) {
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        *o = x.max(y);
    }
}

/// Converts interleaved RGB pixels to grey as OpenCV's `COLOR_RGB2GRAY` does for `u8`:
/// the fixed-point weights 4899, 9617, 1868 (0.299, 0.587, 0.114 scaled by 2^14), rounded.
pub fn rgb_to_gray(rgb: &[u8], gray: &mut [u8]) {
    const R: u32 = 4899;
    const G: u32 = 9617;
    const B: u32 = 1868;
    for (g, px) in gray.iter_mut().zip(rgb.chunks_exact(3)) {
        let v = px[0] as u32 * R + px[1] as u32 * G + px[2] as u32 * B;
        *g = ((v + (1 << 13)) >> 14) as u8;
    }
}

/// One source pixel's share of one destination pixel along one axis.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Tap {
    pub(crate) dst: u32,
    pub(crate) src: u32,
    pub(crate) weight: f32,
}

/// The taps of OpenCV's area interpolation along one axis (`computeResizeAreaTab` in
/// `imgproc/src/resize.cpp`): each destination cell covers `scale` source pixels, partially
/// covered pixels at its ends weigh by the covered fraction.
pub(crate) fn area_taps(src_len: usize, dst_len: usize) -> Vec<Tap> {
    let scale = src_len as f64 / dst_len as f64;
    let mut taps = Vec::with_capacity(src_len * 2);
    for d in 0..dst_len {
        let fs1 = d as f64 * scale;
        let fs2 = fs1 + scale;
        let cell = scale.min(src_len as f64 - fs1);
        let s2 = (fs2.floor() as usize).min(src_len - 1);
        let s1 = (fs1.ceil() as usize).min(s2);
        if s1 as f64 - fs1 > 1e-3 {
            taps.push(Tap {
                dst: d as u32,
                src: (s1 - 1) as u32,
                weight: ((s1 as f64 - fs1) / cell) as f32,
            });
        }
        for s in s1..s2 {
            taps.push(Tap {
                dst: d as u32,
                src: s as u32,
                weight: (1.0 / cell) as f32,
            });
        }
        if fs2 - s2 as f64 > 1e-3 {
            let w = (fs2 - s2 as f64).min(1.0).min(cell) / cell;
            taps.push(Tap {
                dst: d as u32,
                src: s2 as u32,
                weight: w as f32,
            });
        }
    }
    taps
}

/// OpenCV's `cv2.resize(src, (dst_w, dst_h), interpolation=cv2.INTER_AREA)` for interleaved
/// `u8` images with `channels` channels, for downscaling by non-integer factors such as the
/// Atari screen's 210x160 -> 84x84. The weight tables are computed once; `resize` then
/// allocates nothing.
#[derive(Clone, Debug)]
pub struct AreaResize {
    src_w: usize,
    src_h: usize,
    dst_w: usize,
    dst_h: usize,
    channels: usize,
    x_taps: Vec<Tap>,
    y_taps: Vec<Tap>,
    /// One destination row being accumulated, before rounding.
    row_sum: Vec<f32>,
    /// One source row filtered horizontally.
    row_h: Vec<f32>,
}

impl AreaResize {
    /// A resizer from `src_w x src_h` to `dst_w x dst_h` with `channels` interleaved channels.
    pub fn new(src_w: usize, src_h: usize, dst_w: usize, dst_h: usize, channels: usize) -> Self {
        assert!(
            dst_w > 0 && dst_h > 0 && dst_w <= src_w && dst_h <= src_h,
            "AreaResize only downsizes: {src_w}x{src_h} -> {dst_w}x{dst_h}"
        );
        Self {
            src_w,
            src_h,
            dst_w,
            dst_h,
            channels,
            x_taps: area_taps(src_w, dst_w),
            y_taps: area_taps(src_h, dst_h),
            row_sum: vec![0.0; dst_w * channels],
            row_h: vec![0.0; dst_w * channels],
        }
    }

    /// The Atari screen (210x160 RGB) to an 84x84 RGB frame.
    pub fn atari_rgb() -> Self {
        Self::new(SCREEN_WIDTH, SCREEN_HEIGHT, FRAME_SIZE, FRAME_SIZE, 3)
    }

    /// Resizes `src` (`src_h x src_w x channels`) into `dst` (`dst_h x dst_w x channels`).
    pub fn resize(&mut self, src: &[u8], dst: &mut [u8]) {
        let c = self.channels;
        assert_eq!(src.len(), self.src_w * self.src_h * c, "source size");
        assert_eq!(dst.len(), self.dst_w * self.dst_h * c, "destination size");
        let src_row_len = self.src_w * c;
        let dst_row_len = self.dst_w * c;
        let mut taps = self.y_taps.iter().peekable();
        for dy in 0..self.dst_h {
            self.row_sum.fill(0.0);
            while let Some(ty) = taps.next_if(|t| t.dst as usize == dy) {
                let row = &src[ty.src as usize * src_row_len..][..src_row_len];
                self.row_h.fill(0.0);
                for tx in &self.x_taps {
                    let s = tx.src as usize * c;
                    let d = tx.dst as usize * c;
                    for k in 0..c {
                        self.row_h[d + k] += row[s + k] as f32 * tx.weight;
                    }
                }
                for (acc, &h) in self.row_sum.iter_mut().zip(&self.row_h) {
                    *acc += h * ty.weight;
                }
            }
            let out = &mut dst[dy * dst_row_len..][..dst_row_len];
            for (o, &v) in out.iter_mut().zip(&self.row_sum) {
                // OpenCV's saturate_cast<uchar>(float) rounds half to even.
                *o = v.round_ties_even().clamp(0.0, 255.0) as u8;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn area_taps_cover_each_destination_cell_with_unit_weight() {
        for (src, dst) in [(210, 84), (160, 84), (9, 4), (5, 5)] {
            let taps = area_taps(src, dst);
            for d in 0..dst as u32 {
                let total: f32 = taps.iter().filter(|t| t.dst == d).map(|t| t.weight).sum();
                assert!((total - 1.0).abs() < 1e-5, "{src}->{dst} cell {d}: {total}");
            }
        }
    }

    #[test]
    fn integer_factor_area_resize_is_the_block_mean() {
        // 4x2 grey -> 2x1: each output is the mean of a 2x2 block.
        let src = [10u8, 20, 30, 41, 50, 60, 70, 80];
        let mut r = AreaResize::new(4, 2, 2, 1, 1);
        let mut dst = [0u8; 2];
        r.resize(&src, &mut dst);
        // (10+20+50+60)/4 = 35, (30+41+70+80)/4 = 55.25
        assert_eq!(dst, [35, 55]);
    }

    #[test]
    fn constant_image_stays_constant() {
        let src = vec![123u8; SCREEN_RGB_LEN];
        let mut dst = vec![0u8; FRAME_LEN * 3];
        AreaResize::atari_rgb().resize(&src, &mut dst);
        assert!(dst.iter().all(|&v| v == 123));
    }

    #[test]
    fn gray_matches_opencv_fixed_point_weights() {
        let mut g = [0u8; 4];
        rgb_to_gray(&[255, 255, 255, 0, 0, 0, 255, 0, 0, 10, 200, 30], &mut g);
        // 255*4899/16384 = 76.25 -> 76; 10*.299+200*.587+30*.114 = 123.8 -> 124
        assert_eq!(g, [255, 0, 76, 124]);
    }

    #[test]
    fn max_is_elementwise() {
        let mut out = [0u8; 3];
        max_into(&[1, 9, 3], &[4, 2, 3], &mut out);
        assert_eq!(out, [4, 9, 3]);
    }
}
