//! Stratified bootstrap confidence intervals (rliable's `get_interval_estimates` with its
//! default percentile method): runs are resampled with replacement within each game, the
//! statistic is computed on each resample, and the interval is the bootstrap distribution's
//! percentiles. Indices come from NumPy's legacy generator ([`Mt19937`]) in NumPy's order,
//! so a seed gives the intervals rliable gives after `np.random.seed(seed)`.

use super::metrics::ScoreMatrix;
use super::mt19937::Mt19937;

/// A point estimate and its confidence interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The statistic of the scores themselves.
    pub point: f64,
    /// The interval's lower end.
    pub lower: f64,
    /// The interval's upper end.
    pub upper: f64,
}

/// The `q`-th percentile (0..=100) of sorted `v`, NumPy's default (linear) method.
pub fn percentile(sorted: &[f64], q: f64) -> f64 {
    let n = sorted.len();
    if n == 1 {
        return sorted[0];
    }
    let index = q / 100.0 * (n - 1) as f64;
    let below = (index.floor() as usize).min(n - 1);
    let above = (below + 1).min(n - 1);
    let t = index - below as f64;
    let (a, b) = (sorted[below], sorted[above]);
    // NumPy's lerp: from the nearer end.
    let d = b - a;
    if t >= 0.5 {
        b - d * (1.0 - t)
    } else {
        a + d * t
    }
}

/// Stratified bootstrap intervals of a vector-valued statistic for several algorithms, one
/// after another from one generator (as rliable does for the keys of its score dict):
/// `reps` resamples each, intervals of coverage `size` (0.95: the 2.5th to 97.5th
/// percentile).
pub fn interval_estimates(
    algorithms: &[&ScoreMatrix],
    statistic: &dyn Fn(&ScoreMatrix) -> Vec<f64>,
    reps: usize,
    size: f64,
    seed: u32,
) -> Vec<Vec<Estimate>> {
    let mut rng = Mt19937::new(seed);
    let alpha = (1.0 - size) / 2.0;
    let (low_q, high_q) = (100.0 * alpha, 100.0 * (1.0 - alpha));
    algorithms
        .iter()
        .map(|m| {
            let point = statistic(m);
            let mut samples: Vec<Vec<f64>> = vec![Vec::with_capacity(reps); point.len()];
            let mut resampled = (*m).clone();
            let runs = m.runs() as u64;
            for _ in 0..reps {
                m.resample(|_, _| rng.below(runs) as usize, &mut resampled);
                for (s, v) in samples.iter_mut().zip(statistic(&resampled)) {
                    s.push(v);
                }
            }
            point
                .iter()
                .zip(samples.iter_mut())
                .map(|(&p, s)| {
                    s.sort_by(f64::total_cmp);
                    Estimate {
                        point: p,
                        lower: percentile(s, low_q),
                        upper: percentile(s, high_q),
                    }
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::aggregate::metrics::mean;

    #[test]
    fn percentiles_as_numpy() {
        let v = [1.0, 2.0, 3.0, 4.0];
        assert_eq!(percentile(&v, 0.0), 1.0);
        assert_eq!(percentile(&v, 100.0), 4.0);
        assert_eq!(percentile(&v, 50.0), 2.5);
        // np.percentile([1, 2, 3, 4], 2.5) == 1.075
        assert!((percentile(&v, 2.5) - 1.075).abs() < 1e-12);
        assert_eq!(percentile(&[7.0], 30.0), 7.0);
    }

    #[test]
    fn intervals_hold_the_point_and_shrink_with_runs() {
        let few = ScoreMatrix::from_columns(&[vec![0.0, 1.0, 0.5, 0.2]]).unwrap();
        let many_runs: Vec<f64> = (0..64).map(|i| [0.0, 1.0, 0.5, 0.2][i % 4]).collect();
        let many = ScoreMatrix::from_columns(&[many_runs]).unwrap();
        let stat = |m: &ScoreMatrix| vec![mean(m)];
        let e = interval_estimates(&[&few, &many], &stat, 2000, 0.95, 0);
        for est in [&e[0][0], &e[1][0]] {
            assert!(est.lower <= est.point && est.point <= est.upper, "{est:?}");
        }
        assert!(e[1][0].upper - e[1][0].lower < (e[0][0].upper - e[0][0].lower) / 2.0);
        // One run per game: nothing to resample, the interval is the point.
        let one = ScoreMatrix::from_columns(&[vec![0.3], vec![0.7]]).unwrap();
        let e = interval_estimates(&[&one], &stat, 100, 0.95, 0);
        assert_eq!((e[0][0].lower, e[0][0].upper), (0.5, 0.5));
        // Same seed, same intervals.
        let a = interval_estimates(&[&few], &stat, 500, 0.95, 7);
        let b = interval_estimates(&[&few], &stat, 500, 0.95, 7);
        assert_eq!(a, b);
    }
}
