//! Dot products of weight rows with input rows: the fully connected layer's forward for a few
//! rows (acting, the teacher over an environment pool), where a GEMM would first copy the
//! whole weight matrix to use each row a few times.
//!
//! For one input row ([`rows_dot`]) the AVX2 kernel takes four weight rows at a time against
//! each 16 floats of the input (eight accumulators, one input load per four weight loads):
//! the weights stream from memory once (6.4 MB for the Nature CNN's hidden layer), which
//! bounds the layer's time.

// AVX-512 only where the build keeps those kernels (see `avx512_kernels`).
#[cfg(target_arch = "x86_64")]
use crate::platform::cpu::{avx2_fma, avx512_kernels as avx512};

/// `a . b`, with AVX-512 or AVX2 where the processor has them (chosen at run time, as the
/// GEMM is).
pub(super) fn dot(a: &[f32], b: &[f32]) -> f32 {
    #[cfg(target_arch = "x86_64")]
    {
        if avx512() {
            // SAFETY: the processor has the features this function is compiled for.
            return unsafe { dot_avx512(a, b) };
        }
        if avx2_fma() {
            // SAFETY: as above.
            return unsafe { dot_avx2(a, b) };
        }
    }
    dot_lanes(a, b)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,fma")]
fn dot_avx512(a: &[f32], b: &[f32]) -> f32 {
    dot_lanes(a, b)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn dot_avx2(a: &[f32], b: &[f32]) -> f32 {
    dot_lanes(a, b)
}

/// `a . b` over 16 lanes (which the compiler vectorises).
#[inline(always)]
fn dot_lanes(a: &[f32], b: &[f32]) -> f32 {
    let mut lanes = [0f32; 16];
    let (ca, cb) = (a.chunks_exact(16), b.chunks_exact(16));
    let tail: f32 = ca
        .remainder()
        .iter()
        .zip(cb.remainder())
        .map(|(x, y)| x * y)
        .sum();
    for (u, v) in ca.zip(cb) {
        for ((l, x), y) in lanes.iter_mut().zip(u).zip(v) {
            *l += x * y;
        }
    }
    lanes.iter().sum::<f32>() + tail
}

/// Whether [`rows_dot`] has a vector kernel here (AVX2 with FMA, or AVX-512); elsewhere one
/// input row goes to the GEMM.
pub(super) fn rows_dot_is_fast() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        avx512() || avx2_fma()
    }
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// `y[j] = x . w[j]` for the rows `w[j]` (each `x.len()` long) of `w`, `y.len()` of them.
pub(super) fn rows_dot(x: &[f32], w: &[f32], y: &mut [f32]) {
    let input = x.len();
    assert_eq!(w.len(), y.len() * input, "rows_dot: {} weights", w.len());
    #[cfg(target_arch = "x86_64")]
    if !avx512() && avx2_fma() {
        // SAFETY: the processor has AVX2 and FMA; the lengths were checked above.
        return unsafe { rows_dot_avx2(x, w, y) };
    }
    for (yj, row) in y.iter_mut().zip(w.chunks_exact(input)) {
        *yj = dot(x, row);
    }
}

/// [`rows_dot`] with AVX2 and FMA: four rows at a time, each 16 input floats loaded once for
/// the four.
///
/// # Safety
/// The CPU must have AVX2 and FMA, and `w.len() == y.len() * x.len()`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn rows_dot_avx2(x: &[f32], w: &[f32], y: &mut [f32]) {
    use std::arch::x86_64::*;
    let input = x.len();
    let blocks = input / 16;
    let tail = blocks * 16;
    let sum = |v: __m256| {
        let s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps::<1>(v));
        let s = _mm_add_ps(s, _mm_movehl_ps(s, s));
        _mm_cvtss_f32(_mm_add_ss(s, _mm_movehdup_ps(s)))
    };
    let done = y.len() / 4 * 4;
    let xp = x.as_ptr();
    for (q, ys) in y[..done].chunks_exact_mut(4).enumerate() {
        let rows: [*const f32; 4] = std::array::from_fn(|r| w.as_ptr().add((4 * q + r) * input));
        let mut acc = [_mm256_setzero_ps(); 8];
        for k in 0..blocks {
            let i = 16 * k;
            let (x0, x1) = (_mm256_loadu_ps(xp.add(i)), _mm256_loadu_ps(xp.add(i + 8)));
            for (r, row) in rows.iter().enumerate() {
                acc[2 * r] = _mm256_fmadd_ps(_mm256_loadu_ps(row.add(i)), x0, acc[2 * r]);
                acc[2 * r + 1] =
                    _mm256_fmadd_ps(_mm256_loadu_ps(row.add(i + 8)), x1, acc[2 * r + 1]);
            }
        }
        for (r, (yr, row)) in ys.iter_mut().zip(rows).enumerate() {
            let mut v = sum(_mm256_add_ps(acc[2 * r], acc[2 * r + 1]));
            for i in tail..input {
                v += *xp.add(i) * *row.add(i);
            }
            *yr = v;
        }
    }
    for (j, yj) in y.iter_mut().enumerate().skip(done) {
        *yj = dot_lanes(x, &w[j * input..(j + 1) * input]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Weight rows and an input of awkward lengths, against f64 sums.
    #[test]
    fn rows_dot_matches_f64_sums_for_any_row_count_and_length() {
        for (rows, input) in [(1, 3), (4, 16), (5, 17), (7, 3136), (13, 47), (512, 3136)] {
            let x: Vec<f32> = (0..input)
                .map(|i| ((i * 7 % 13) as f32 - 6.0) / 5.0)
                .collect();
            let w: Vec<f32> = (0..rows * input)
                .map(|i| ((i * 11 % 17) as f32 - 8.0) / 9.0)
                .collect();
            let mut y = vec![f32::NAN; rows];
            rows_dot(&x, &w, &mut y);
            for (j, &v) in y.iter().enumerate() {
                let want: f64 = (0..input)
                    .map(|i| x[i] as f64 * w[j * input + i] as f64)
                    .sum();
                let scale: f64 = (0..input)
                    .map(|i| (x[i] as f64 * w[j * input + i] as f64).abs())
                    .sum();
                assert!(
                    (v as f64 - want).abs() <= 1e-6 * scale.max(1.0),
                    "rows {rows}, input {input}, row {j}: {v} against {want}"
                );
            }
        }
    }

    #[test]
    fn dot_matches_f64_sums() {
        for n in [0, 1, 15, 16, 17, 100] {
            let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.25 - 3.0).collect();
            let b: Vec<f32> = (0..n).map(|i| 1.5 - i as f32 * 0.125).collect();
            let want: f64 = a.iter().zip(&b).map(|(x, y)| *x as f64 * *y as f64).sum();
            assert!((dot(&a, &b) as f64 - want).abs() < 1e-4, "n {n}");
        }
    }
}
