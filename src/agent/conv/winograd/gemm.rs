//! The two small matrix products of a Winograd chunk, one per transformed position `xi` of
//! the 4x4 tile: the forward's `M[co, t] = sum_ci U[co, ci] V[ci, t]` and the weight
//! gradient's `dU[co, ci] += sum_t M'[co, t] V[ci, t]`.
//!
//! Their sizes are the layers' channels (16 or 32) by a chunk's tiles (at most 64, padded to
//! a multiple of 8): too small for a general GEMM's packing and dispatch to pay (a call per
//! position and chunk, about 1,800 per IMPALA layer and pass), so they are register-blocked
//! loops of their own. With AVX2 and FMA (detected at run time) each step of the forward's
//! loop keeps a 4 x 16 block of `M` in 8 registers (2 loads and 4 broadcasts for 8 FMAs; a
//! 4 x 24 block needs 16 registers with its operands, one more than is free, and the
//! accumulator spilled to the stack at every step ran the products at 35 GFLOP/s),
//! the gradient's a 4 x 2 block of dot products over 8 tiles at a time (6 loads for 8 FMAs);
//! elsewhere plain loops compute the same sums.

/// Output channels per register block (the kernels' rows); both channel counts are multiples
/// of it where Winograd applies.
pub(super) const ROWS: usize = 4;

/// Tiles per vector: chunks are padded to a multiple of it.
pub(super) const LANES: usize = 8;

/// `m [rows, tp] = u [rows, k] x v [k, tp]` (row-major, `tp` a multiple of [`LANES`], `rows`
/// of [`ROWS`]).
pub(super) fn product(u: &[f32], v: &[f32], m: &mut [f32], (rows, k, tp): (usize, usize, usize)) {
    assert!(
        rows.is_multiple_of(ROWS) && tp.is_multiple_of(LANES),
        "winograd product sizes"
    );
    assert!(u.len() >= rows * k && v.len() >= k * tp && m.len() >= rows * tp);
    #[cfg(target_arch = "x86_64")]
    if avx2_fma() {
        // SAFETY: the CPU has AVX2 and FMA (checked above), and the slices hold the extents
        // asserted above, which are all the kernel reads and writes.
        unsafe { avx2::product(u, v, m, (rows, k, tp)) };
        return;
    }
    for r in 0..rows {
        let out = &mut m[r * tp..(r + 1) * tp];
        out.fill(0.0);
        for c in 0..k {
            let a = u[r * k + c];
            for (o, &b) in out.iter_mut().zip(&v[c * tp..(c + 1) * tp]) {
                *o += a * b;
            }
        }
    }
}

/// `du [rows, cols] += mg [rows, tp] x v [cols, tp]^T` (row-major; `tp` a multiple of
/// [`LANES`], `rows` of [`ROWS`], `cols` even).
pub(super) fn accumulate_products(
    mg: &[f32],
    v: &[f32],
    du: &mut [f32],
    (rows, cols, tp): (usize, usize, usize),
) {
    assert!(
        rows.is_multiple_of(ROWS) && cols.is_multiple_of(2) && tp.is_multiple_of(LANES),
        "winograd gradient sizes"
    );
    assert!(mg.len() >= rows * tp && v.len() >= cols * tp && du.len() >= rows * cols);
    #[cfg(target_arch = "x86_64")]
    if avx2_fma() {
        // SAFETY: as in `product`.
        unsafe { avx2::accumulate_products(mg, v, du, (rows, cols, tp)) };
        return;
    }
    for r in 0..rows {
        for c in 0..cols {
            let dot: f32 = mg[r * tp..(r + 1) * tp]
                .iter()
                .zip(&v[c * tp..(c + 1) * tp])
                .map(|(a, b)| a * b)
                .sum();
            du[r * cols + c] += dot;
        }
    }
}

pub(super) use crate::platform::cpu::avx2_fma;

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use super::{LANES, ROWS};
    use std::arch::x86_64::*;

    /// [`super::product`] with AVX2 and FMA.
    #[target_feature(enable = "avx2,fma")]
    pub(super) unsafe fn product(
        u: &[f32],
        v: &[f32],
        m: &mut [f32],
        (rows, k, tp): (usize, usize, usize),
    ) {
        let (u, v, m) = (u.as_ptr(), v.as_ptr(), m.as_mut_ptr());
        for r0 in (0..rows).step_by(ROWS) {
            let mut t0 = 0;
            while t0 + 2 * LANES <= tp {
                block::<2>(u.add(r0 * k), k, v.add(t0), tp, m.add(r0 * tp + t0));
                t0 += 2 * LANES;
            }
            while t0 < tp {
                block::<1>(u.add(r0 * k), k, v.add(t0), tp, m.add(r0 * tp + t0));
                t0 += LANES;
            }
        }
    }

    /// `N` vectors of tiles of [`ROWS`] rows of `m`: `m[r, t] = sum_c u[r, c] v[c, t]`, the
    /// block held in registers for the whole sum.
    #[target_feature(enable = "avx2,fma")]
    #[inline]
    unsafe fn block<const N: usize>(
        u: *const f32,
        k: usize,
        v: *const f32,
        tp: usize,
        m: *mut f32,
    ) {
        let mut acc = [[_mm256_setzero_ps(); N]; ROWS];
        for c in 0..k {
            let mut b = [_mm256_setzero_ps(); N];
            for (n, bn) in b.iter_mut().enumerate() {
                *bn = _mm256_loadu_ps(v.add(c * tp + n * LANES));
            }
            for (r, row) in acc.iter_mut().enumerate() {
                let a = _mm256_broadcast_ss(&*u.add(r * k + c));
                for (n, x) in row.iter_mut().enumerate() {
                    *x = _mm256_fmadd_ps(a, b[n], *x);
                }
            }
        }
        for (r, row) in acc.iter().enumerate() {
            for (n, x) in row.iter().enumerate() {
                _mm256_storeu_ps(m.add(r * tp + n * LANES), *x);
            }
        }
    }

    /// [`super::accumulate_products`] with AVX2 and FMA: 4 x 2 dot products at a time, 8
    /// tiles a step, each accumulator summed across its lanes at the end.
    #[target_feature(enable = "avx2,fma")]
    pub(super) unsafe fn accumulate_products(
        mg: &[f32],
        v: &[f32],
        du: &mut [f32],
        (rows, cols, tp): (usize, usize, usize),
    ) {
        let (mg, v) = (mg.as_ptr(), v.as_ptr());
        for r0 in (0..rows).step_by(ROWS) {
            for c0 in (0..cols).step_by(2) {
                let mut acc = [[_mm256_setzero_ps(); 2]; ROWS];
                for t in (0..tp).step_by(LANES) {
                    let b0 = _mm256_loadu_ps(v.add(c0 * tp + t));
                    let b1 = _mm256_loadu_ps(v.add((c0 + 1) * tp + t));
                    for (r, row) in acc.iter_mut().enumerate() {
                        let a = _mm256_loadu_ps(mg.add((r0 + r) * tp + t));
                        row[0] = _mm256_fmadd_ps(a, b0, row[0]);
                        row[1] = _mm256_fmadd_ps(a, b1, row[1]);
                    }
                }
                for (r, row) in acc.iter().enumerate() {
                    for (c, x) in row.iter().enumerate() {
                        du[(r0 + r) * cols + c0 + c] += lanes_sum(*x);
                    }
                }
            }
        }
    }

    /// The sum of a vector's eight lanes.
    #[target_feature(enable = "avx2,fma")]
    #[inline]
    unsafe fn lanes_sum(x: __m256) -> f32 {
        let s = _mm_add_ps(_mm256_castps256_ps128(x), _mm256_extractf128_ps(x, 1));
        let s = _mm_add_ps(s, _mm_movehl_ps(s, s));
        let s = _mm_add_ss(s, _mm_shuffle_ps(s, s, 1));
        _mm_cvtss_f32(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(n: usize, seed: u32) -> Vec<f32> {
        (0..n)
            .map(|i| {
                ((i as u32).wrapping_mul(2654435761).wrapping_add(seed) >> 16) as f32 / 65536.0
                    - 0.5
            })
            .collect()
    }

    #[test]
    fn both_products_equal_plain_sums() {
        for (rows, k, tp) in [(4, 16, 64), (8, 32, 40), (16, 4, 8), (32, 16, 56)] {
            let (u, v) = (values(rows * k, 1), values(k * tp, 2));
            let mut m = vec![f32::NAN; rows * tp];
            product(&u, &v, &mut m, (rows, k, tp));
            for r in 0..rows {
                for t in 0..tp {
                    let want: f64 = (0..k)
                        .map(|c| u[r * k + c] as f64 * v[c * tp + t] as f64)
                        .sum();
                    assert!(
                        (m[r * tp + t] as f64 - want).abs() < 1e-5,
                        "{rows}x{k}x{tp} at {r},{t}"
                    );
                }
            }
            // The gradient's product: v as [k, tp] rows, m as [rows, tp].
            let mut du = vec![1.0f32; rows * k];
            accumulate_products(&m, &v, &mut du, (rows, k, tp));
            for r in 0..rows {
                for c in 0..k {
                    let want: f64 = 1.0
                        + (0..tp)
                            .map(|t| m[r * tp + t] as f64 * v[c * tp + t] as f64)
                            .sum::<f64>();
                    assert!(
                        (du[r * k + c] as f64 - want).abs() < 1e-4,
                        "{rows}x{k}x{tp} at {r},{c}"
                    );
                }
            }
        }
    }
}
