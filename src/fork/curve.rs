//! The paired difference over time: at each step since the fork, each pair's tweak arm's mean
//! return over its last games minus its control arm's, and over the pairs their mean with the
//! verdict's 95% bootstrap interval ([`super::paired_interval`]). `compare --paired` draws it.

use super::report::{paired_interval, recent_mean, ArmResult};

/// The difference at one step since the fork.
#[derive(Clone, Debug, PartialEq)]
pub struct DifferencePoint {
    /// Online steps since the fork.
    pub step: u64,
    /// Each pair's difference at that step (pairs whose arms have both ended a game by then).
    pub pairs: Vec<f64>,
    /// Their mean.
    pub mean: f64,
    /// Its 95% interval, with two pairs or more.
    pub interval: Option<(f64, f64)>,
}

/// The difference (tweak minus control) of the pairs' arms, at every step since the fork
/// (`from`, a global step) where an arm's game ended, each arm's score being the mean of its
/// last `window` games by then. The last point is the verdict's difference when `window` is
/// [`super::LAST_GAMES`] and the arms have run to their end.
pub fn difference_curve(
    pairs: &[[ArmResult; 2]],
    from: u64,
    window: usize,
) -> Vec<DifferencePoint> {
    let window = window.max(1);
    let mut steps: Vec<u64> = pairs
        .iter()
        .flat_map(|[c, t]| c.returns.iter().chain(&t.returns).map(|p| p.0))
        .filter(|&s| s >= from)
        .collect();
    steps.sort_unstable();
    steps.dedup();
    steps
        .into_iter()
        .filter_map(|at| {
            let differences: Vec<f64> = pairs
                .iter()
                .filter_map(|[c, t]| {
                    Some(
                        recent_mean(&t.returns, at, window)? - recent_mean(&c.returns, at, window)?,
                    )
                })
                .collect();
            if differences.is_empty() {
                return None;
            }
            let mean = differences.iter().sum::<f64>() / differences.len() as f64;
            let interval = paired_interval(&differences).map(|(_, lo, hi)| (lo, hi));
            Some(DifferencePoint {
                step: at - from,
                pairs: differences,
                mean,
                interval,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn arm(returns: &[(u64, f64)]) -> ArmResult {
        ArmResult {
            dir: PathBuf::new(),
            games: returns.len(),
            score: None,
            returns: returns.to_vec(),
        }
    }

    #[test]
    fn each_point_is_the_pairs_recent_means_differenced_and_pooled() {
        // Fork at global step 100; a window of two games.
        let pairs = [
            [
                arm(&[(110, 1.0), (130, 3.0), (150, 5.0)]),
                arm(&[(120, 2.0), (140, 6.0)]),
            ],
            [arm(&[(115, 0.0), (145, 2.0)]), arm(&[(125, 4.0)])],
        ];
        let curve = difference_curve(&pairs, 100, 2);
        let steps: Vec<u64> = curve.iter().map(|p| p.step).collect();
        // 110 and 115: no tweak game yet in either pair.
        assert_eq!(steps, [20, 25, 30, 40, 45, 50]);
        // At 120: pair 0 only, 2 - 1.
        assert_eq!(curve[0].pairs, [1.0]);
        assert_eq!(curve[0].interval, None, "one pair has no interval");
        // At 125: pair 0 2 - 1, pair 1 4 - 0.
        assert_eq!(curve[1].pairs, [1.0, 4.0]);
        assert_eq!(curve[1].mean, 2.5);
        // At 150 (the end): pair 0 (2 + 6) / 2 - (3 + 5) / 2 = 0, pair 1 4 - (0 + 2) / 2 = 3.
        let end = curve.last().unwrap();
        assert_eq!(end.pairs, [0.0, 3.0]);
        assert_eq!(end.mean, 1.5);
        let (_, lo, hi) = paired_interval(&[0.0, 3.0]).unwrap();
        assert_eq!(end.interval, Some((lo, hi)), "the verdict's interval");
        assert!(lo <= 1.5 && 1.5 <= hi);
    }

    #[test]
    fn no_games_after_the_fork_give_no_points() {
        let pairs = [[arm(&[(50, 1.0)]), arm(&[(60, 2.0)])]];
        assert!(difference_curve(&pairs, 100, 10).is_empty());
    }
}
