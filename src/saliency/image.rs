//! The image operations the maps need, on row-major `f32` planes: a Gaussian blur as SciPy's
//! `gaussian_filter` computes it (what Greydanus et al. used), a Gaussian mask, and the
//! bilinear spread of a grid of scores over the frame.

/// SciPy's `reflect` extension (`d c b a | a b c d | d c b a`), for any distance outside.
fn reflect(i: isize, n: usize) -> usize {
    let period = 2 * n as isize;
    let m = i.rem_euclid(period);
    if m < n as isize {
        m as usize
    } else {
        (period - 1 - m) as usize
    }
}

/// The normalised 1-D Gaussian kernel of `sigma`, of radius `int(4 sigma + 0.5)` (SciPy's
/// `truncate=4`).
fn kernel(sigma: f64) -> Vec<f64> {
    let radius = (4.0 * sigma + 0.5) as isize;
    let w: Vec<f64> = (-radius..=radius)
        .map(|i| (-0.5 * (i as f64 / sigma).powi(2)).exp())
        .collect();
    let sum: f64 = w.iter().sum();
    w.into_iter().map(|v| v / sum).collect()
}

/// The kernel `k` applied at position `i` of a line of `n` values read by `at` (reflected
/// beyond its ends).
fn tap(k: &[f64], i: usize, n: usize, at: impl Fn(usize) -> f64) -> f64 {
    let r = (k.len() / 2) as isize;
    k.iter()
        .enumerate()
        .map(|(j, w)| w * at(reflect(i as isize + j as isize - r, n)))
        .sum()
}

/// A Gaussian blur of the `rows x cols` plane `img` with `sigma` (separable, reflected edges):
/// `scipy.ndimage.gaussian_filter(img, sigma, mode="reflect")`.
pub fn gaussian_blur(img: &[f32], rows: usize, cols: usize, sigma: f64) -> Vec<f32> {
    let k = kernel(sigma);
    let mut rowwise = vec![0f64; rows * cols];
    for y in 0..rows {
        for x in 0..cols {
            rowwise[y * cols + x] = tap(&k, x, cols, |c| img[y * cols + c] as f64);
        }
    }
    let mut out = vec![0f32; rows * cols];
    for y in 0..rows {
        for x in 0..cols {
            out[y * cols + x] = tap(&k, y, rows, |r| rowwise[r * cols + x]) as f32;
        }
    }
    out
}

/// A Gaussian mask of `sigma` centred on `(row, col)`, 1 at its centre: Greydanus et al.'s
/// `M(i, j)` on a `rows x cols` plane.
pub fn gaussian_mask(rows: usize, cols: usize, (row, col): (usize, usize), sigma: f64) -> Vec<f32> {
    let mut m = Vec::with_capacity(rows * cols);
    for y in 0..rows {
        for x in 0..cols {
            let d2 = (y as f64 - row as f64).powi(2) + (x as f64 - col as f64).powi(2);
            m.push((-d2 / (2.0 * sigma * sigma)).exp() as f32);
        }
    }
    m
}

/// Scores at grid points `points` (pixel positions, the same for rows and columns, rising)
/// spread over a `side x side` plane by bilinear interpolation between neighbouring points
/// (beyond the first and last, the nearest point's score).
pub fn spread(scores: &[f32], points: &[usize], side: usize) -> Vec<f32> {
    let n = points.len();
    // For each pixel position: the two grid points around it and the second's weight.
    let around = |p: usize| -> (usize, usize, f32) {
        match points.iter().position(|&g| g >= p) {
            None => (n - 1, n - 1, 0.0),
            Some(0) => (0, 0, 0.0),
            Some(i) => {
                let (a, b) = (points[i - 1], points[i]);
                (i - 1, i, (p - a) as f32 / (b - a) as f32)
            }
        }
    };
    let spans: Vec<_> = (0..side).map(around).collect();
    let mut out = Vec::with_capacity(side * side);
    for &(y0, y1, fy) in &spans {
        for &(x0, x1, fx) in &spans {
            let at = |y: usize, x: usize| scores[y * n + x];
            let top = at(y0, x0) * (1.0 - fx) + at(y0, x1) * fx;
            let bottom = at(y1, x0) * (1.0 - fx) + at(y1, x1) * fx;
            out.push(top * (1.0 - fy) + bottom * fy);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_blur_is_scipys_gaussian_filter() {
        // scipy.ndimage.gaussian_filter(img, sigma=1.5, mode="reflect") (SciPy 1.17.1) of
        // img[i][j] = (7 i + 13 j) % 11, 5 x 6: its radius (6) is wider than the image, so
        // the reflection repeats.
        let img: Vec<f32> = (0..5)
            .flat_map(|i| (0..6).map(move |j| ((7 * i + 13 * j) % 11) as f32))
            .collect();
        let want = [
            3.779523, 3.965473, 4.350011, 4.968709, 5.711936, 6.246023, 4.372089, 4.414037,
            4.555024, 4.870562, 5.319001, 5.670784, 5.134218, 5.01422, 4.879719, 4.854898,
            4.987336, 5.155495, 5.776185, 5.548955, 5.210983, 4.942902, 4.897296, 4.994987,
            6.166968, 5.890181, 5.430348, 5.015044, 4.891842, 4.985251,
        ];
        for (got, want) in gaussian_blur(&img, 5, 6, 1.5).iter().zip(want) {
            assert!((got - want).abs() < 1e-5, "{got} vs {want}");
        }
    }

    #[test]
    fn a_mask_is_one_at_its_centre_and_a_spread_meets_its_points() {
        let m = gaussian_mask(9, 9, (4, 2), 5.0);
        assert_eq!(m[4 * 9 + 2], 1.0);
        assert!((m[4 * 9 + 7] - (-25.0f32 / 50.0).exp()).abs() < 1e-6);
        let points = [0, 5, 10];
        let scores = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
        let s = spread(&scores, &points, 12);
        // At the grid points, their scores; between, the straight line; beyond, the last.
        assert_eq!(s[5 * 12 + 5], 4.0);
        assert_eq!(s[10 * 12 + 10], 8.0);
        assert!((s[2] - 0.4).abs() < 1e-6);
        assert_eq!(s[11 * 12 + 11], 8.0);
    }
}
