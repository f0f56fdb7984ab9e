//! Which of cuDNN's convolution algorithms the `cudnn` lever runs: of those cuDNN's
//! heuristics rank for a convolution (`cudnnGetConvolution*Algorithm_v7`, best first), the
//! first that ran its checks, is deterministic (the same result every run: the backward's
//! algorithms that add with atomics are not), fits the workspace limit, and computes in FP32
//! (FMA) unless the `tf32` lever allows TF32 tensor cores. Kept apart from the launches so
//! that it is tested without a GPU.

#![cfg_attr(not(feature = "cuda"), allow(dead_code))]

/// The largest workspace one convolution may ask for: 256 MiB (one workspace is kept per
/// thread and grown to the largest asked for).
pub const WORKSPACE_LIMIT: usize = 256 << 20;

/// One algorithm as cuDNN's heuristics rank it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// Its number in its kind's enumeration (`cudnnConvolutionFwdAlgo_t`, ...).
    pub algo: u32,
    /// cuDNN's status for it was success.
    pub usable: bool,
    /// cuDNN says it is deterministic.
    pub deterministic: bool,
    /// The workspace it needs, bytes.
    pub workspace: usize,
    /// Its arithmetic: plain FP32 multiply-adds (`CUDNN_FMA_MATH`) or not (tensor cores:
    /// TF32 for f32 data).
    pub fma: bool,
}

/// The algorithm to run: the first of `ranked` that is usable, deterministic, within `limit`
/// and FP32 (or any arithmetic when `allow_tf32`). `None`: no such algorithm (the
/// convolution then falls back to candle's kernels).
pub fn pick(ranked: &[Candidate], limit: usize, allow_tf32: bool) -> Option<Candidate> {
    ranked
        .iter()
        .find(|c| c.usable && c.deterministic && c.workspace <= limit && (allow_tf32 || c.fma))
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(algo: u32, usable: bool, deterministic: bool, workspace: usize, fma: bool) -> Candidate {
        Candidate {
            algo,
            usable,
            deterministic,
            workspace,
            fma,
        }
    }

    #[test]
    fn the_first_deterministic_fp32_algorithm_within_the_limit_is_picked() {
        let ranked = [
            c(0, true, false, 0, true),       // fastest, but adds with atomics
            c(5, false, true, 0, true),       // did not pass cuDNN's checks
            c(6, true, true, 1 << 30, true),  // asks for 1 GiB
            c(1, true, true, 4 << 20, false), // TF32 tensor cores
            c(3, true, true, 16 << 20, true), // this one
            c(7, true, true, 0, true),
        ];
        assert_eq!(
            pick(&ranked, WORKSPACE_LIMIT, false).map(|c| c.algo),
            Some(3)
        );
        assert_eq!(
            pick(&ranked, WORKSPACE_LIMIT, true).map(|c| c.algo),
            Some(1)
        );
        assert_eq!(pick(&ranked, 1 << 20, false).map(|c| c.algo), Some(7));
        assert_eq!(pick(&ranked, usize::MAX, false).map(|c| c.algo), Some(6));
        assert_eq!(pick(&ranked[..2], usize::MAX, true), None);
        assert_eq!(pick(&[], usize::MAX, true), None);
    }
}
