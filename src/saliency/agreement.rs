//! How much two saliency maps agree: Spearman's rank correlation (1 when they order the
//! pixels alike, whatever their scales) and the overlap of their most salient pixels.

/// Each value's rank (0-based; ties share the mean of their ranks), as SciPy's `rankdata`
/// less one.
fn ranks(v: &[f32]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..v.len()).collect();
    order.sort_by(|&a, &b| v[a].total_cmp(&v[b]));
    let mut r = vec![0.0; v.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && v[order[j + 1]] == v[order[i]] {
            j += 1;
        }
        let mean = (i + j) as f64 / 2.0;
        for k in i..=j {
            r[order[k]] = mean;
        }
        i = j + 1;
    }
    r
}

/// Spearman's rank correlation of `a` and `b` (of equal length), as
/// `scipy.stats.spearmanr`; `None` when either is constant (no order to compare).
pub fn rank_correlation(a: &[f32], b: &[f32]) -> Option<f64> {
    assert_eq!(a.len(), b.len(), "maps of one size");
    let (ra, rb) = (ranks(a), ranks(b));
    let n = a.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let (mut cov, mut va, mut vb) = (0.0, 0.0, 0.0);
    for (x, y) in ra.iter().zip(&rb) {
        cov += (x - ma) * (y - mb);
        va += (x - ma).powi(2);
        vb += (y - mb).powi(2);
    }
    (va > 0.0 && vb > 0.0).then(|| cov / (va * vb).sqrt())
}

/// The share of `a`'s `fraction` most salient pixels that are among `b`'s as many most
/// salient (1: the same pixels; by chance, about `fraction`).
pub fn top_overlap(a: &[f32], b: &[f32], fraction: f64) -> f64 {
    assert_eq!(a.len(), b.len(), "maps of one size");
    let k = ((a.len() as f64 * fraction).round() as usize).clamp(1, a.len());
    let top = |v: &[f32]| {
        let mut order: Vec<usize> = (0..v.len()).collect();
        order.sort_by(|&x, &y| v[y].total_cmp(&v[x]).then(x.cmp(&y)));
        let mut mark = vec![false; v.len()];
        for &i in &order[..k] {
            mark[i] = true;
        }
        mark
    };
    let (ta, tb) = (top(a), top(b));
    ta.iter().zip(&tb).filter(|(x, y)| **x && **y).count() as f64 / k as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_correlation_is_scipys_spearmanr() {
        // scipy.stats.spearmanr (SciPy 1.17.1), with a tie in the first.
        let a = [0.1, 0.5, 0.5, 0.9, 0.2, 0.7];
        let b = [0.3, 0.2, 0.8, 0.9, 0.1, 0.6];
        let r = rank_correlation(&a, &b).unwrap();
        assert!((r - 0.6957252427829381).abs() < 1e-12, "{r}");
        assert_eq!(rank_correlation(&a, &a), Some(1.0));
        let reversed: Vec<f32> = a.iter().map(|v| -v).collect();
        assert!((rank_correlation(&a, &reversed).unwrap() + 1.0).abs() < 1e-12);
        // Scale does not matter; a constant map has no order.
        let scaled: Vec<f32> = b.iter().map(|v| 40.0 * v + 3.0).collect();
        assert!((rank_correlation(&a, &scaled).unwrap() - r).abs() < 1e-12);
        assert_eq!(rank_correlation(&a, &[2.0; 6]), None);
    }

    #[test]
    fn the_top_overlap_counts_shared_salient_pixels() {
        let a = [9.0, 8.0, 0.0, 0.0, 7.0, 0.0, 0.0, 0.0, 0.0, 0.0];
        let b = [9.0, 0.0, 0.0, 8.0, 7.0, 0.0, 0.0, 0.0, 0.0, 0.0];
        // The top 3 of each: {0, 1, 4} and {0, 3, 4}: two shared.
        assert!((top_overlap(&a, &b, 0.3) - 2.0 / 3.0).abs() < 1e-12);
        assert_eq!(top_overlap(&a, &a, 0.3), 1.0);
    }
}
