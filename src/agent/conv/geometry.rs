//! The sizes of one convolution and the per-thread scratch buffer, shared by its two ways of
//! computing (`kernels`: im2col and GEMM; `shifted`: space-to-depth and shifted GEMMs).

use candle_core::Result;
use std::cell::RefCell;

/// Sizes of one convolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Geometry {
    pub(super) batch: usize,
    pub(super) cin: usize,
    pub(super) h: usize,
    pub(super) w: usize,
    pub(super) cout: usize,
    pub(super) k: usize,
    pub(super) stride: usize,
    pub(super) pad: usize,
    pub(super) oh: usize,
    pub(super) ow: usize,
}

impl Geometry {
    pub(super) fn new(x: &[usize], w: &[usize], stride: usize, pad: usize) -> Result<Self> {
        let four = |d: &[usize], what: &str| -> Result<[usize; 4]> {
            d.try_into()
                .map_err(|_| candle_core::Error::Msg(format!("conv {what} must be 4-D, got {d:?}")))
        };
        let [batch, cin, h, wd] = four(x, "input")?;
        let [cout, cin2, k, k2] = four(w, "kernel")?;
        if cin != cin2 || k != k2 || h + 2 * pad < k || wd + 2 * pad < k || stride == 0 {
            candle_core::bail!(
                "conv2d: input {x:?} does not fit kernel {w:?} (stride {stride}, pad {pad})"
            );
        }
        Ok(Self {
            batch,
            cin,
            h,
            w: wd,
            cout,
            k,
            stride,
            pad,
            oh: (h + 2 * pad - k) / stride + 1,
            ow: (wd + 2 * pad - k) / stride + 1,
        })
    }

    /// Rows of the column matrix: `cin * k * k`.
    pub(super) fn ckk(&self) -> usize {
        self.cin * self.k * self.k
    }

    /// Output pixels per image.
    pub(super) fn p(&self) -> usize {
        self.oh * self.ow
    }

    pub(super) fn image_len(&self) -> usize {
        self.cin * self.h * self.w
    }

    /// Whether the column matrix is laid out by output pixel, `[oh*ow, cin*k*k]`, instead of
    /// by kernel tap, `[cin*k*k, oh*ow]`. By pixel for strided convolutions without padding
    /// (the Nature CNN's 4x4 stride-2 layer; its 8x8 stride-4 layer runs without a column
    /// matrix, see `shifted`): a pixel's taps in one kernel row are `k` adjacent input values,
    /// one vector copy, where the tap layout reads the input `stride` values apart, one value
    /// at a time (the 8x8 layer's unfold of a batch of 32 took 4.4 ms by tap and 0.7-1.0 ms
    /// by pixel, one thread).
    pub(super) fn by_pixel(&self) -> bool {
        self.pad == 0 && self.stride > 1
    }

    /// The column matrix's strides `(tap, pixel)`: where tap `t` of pixel `q` lies is
    /// `t * tap + q * pixel`.
    pub(super) fn col_strides(&self) -> (usize, usize) {
        if self.by_pixel() {
            (1, self.ckk())
        } else {
            (self.p(), 1)
        }
    }
}

thread_local! {
    static SCRATCH: RefCell<Vec<f32>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` with this thread's scratch buffer of at least `len` floats.
pub(super) fn with_scratch<R>(len: usize, f: impl FnOnce(&mut [f32]) -> R) -> R {
    SCRATCH.with(|s| {
        let mut s = s.borrow_mut();
        if s.len() < len {
            s.resize(len, 0.0);
        }
        f(&mut s[..len])
    })
}
