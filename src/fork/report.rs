//! A fork's verdict: for each pair, each arm's mean return over its last games after the
//! fork (CleanRL's `episodic_return`, the training games), the pair's difference (tweak
//! minus control), and over the pairs the mean difference with a 95% stratified bootstrap
//! interval, as `compare --aggregate` computes intervals (rliable's method, NumPy's
//! generator, seed 0).

use super::{ForkError, ForkRecord, REPORT_FILE};
use crate::aggregate::bootstrap::interval_estimates;
use crate::aggregate::metrics::{mean, ScoreMatrix};
use crate::compare::{read_curve, RETURN_TAG};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Games at the end of each arm whose mean is the arm's score (CleanRL's window of 10).
pub const LAST_GAMES: usize = 10;
/// Bootstrap resamples of the pairs' differences.
const REPS: usize = 2000;

/// One arm's games after the fork.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArmResult {
    /// Its run directory.
    pub dir: PathBuf,
    /// Training games it finished after the fork.
    pub games: usize,
    /// The mean return of its last (up to) [`LAST_GAMES`] of them.
    pub score: Option<f64>,
    /// Its returns after the fork, in order (step, return).
    pub returns: Vec<(u64, f64)>,
}

/// The paired report (`report.json`) and its verdict line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PairedReport {
    /// The tweaks in words.
    pub tweaks: Vec<String>,
    /// Each pair's control and tweak.
    pub pairs: Vec<[ArmResult; 2]>,
    /// Each pair's difference of scores (tweak minus control), where both arms have one.
    pub differences: Vec<f64>,
    /// Their mean.
    pub mean_difference: Option<f64>,
    /// Its 95% interval over the pairs (two pairs or more).
    pub interval: Option<(f64, f64)>,
    /// The first online step (since the fork) at which a pair's arms logged different games.
    pub first_difference: Option<u64>,
    /// The verdict in one line.
    pub verdict: String,
}

/// The mean of `differences` and its 95% bootstrap interval (`None` under two pairs: one
/// difference cannot say how much it varies).
pub fn paired_interval(differences: &[f64]) -> Option<(f64, f64, f64)> {
    if differences.len() < 2 {
        return None;
    }
    let m = ScoreMatrix::from_columns(&[differences.to_vec()]).ok()?;
    let stat = |m: &ScoreMatrix| vec![mean(m)];
    let e = interval_estimates(&[&m], &stat, REPS, 0.95, 0);
    let e = e.first()?.first()?;
    Some((e.point, e.lower, e.upper))
}

/// The mean return of an arm's last `window` games (step, return) ended at or before global
/// step `at`.
pub(super) fn recent_mean(returns: &[(u64, f64)], at: u64, window: usize) -> Option<f64> {
    let ended = returns.partition_point(|p| p.0 <= at);
    let last = &returns[ended.saturating_sub(window)..ended];
    (!last.is_empty()).then(|| last.iter().map(|p| p.1).sum::<f64>() / last.len() as f64)
}

/// A fork's tweaks in words, or what a fork without one is.
pub fn tweaks_in_words(record: &ForkRecord) -> String {
    if record.described.is_empty() {
        "no tweak (two controls)".to_string()
    } else {
        record.described.join(", ")
    }
}

impl ArmResult {
    /// The arm in `dir` that played `returns` (step, return) after the fork, in order.
    pub fn from_returns(dir: &Path, returns: Vec<(u64, f64)>) -> Self {
        let score = recent_mean(&returns, u64::MAX, LAST_GAMES);
        ArmResult {
            dir: dir.to_path_buf(),
            games: returns.len(),
            score,
            returns,
        }
    }
}

fn arm_result(dir: &Path, from_step: u64) -> ArmResult {
    let returns: Vec<(u64, f64)> = read_curve(dir, RETURN_TAG)
        .map(|c| c.points.into_iter().filter(|p| p.0 >= from_step).collect())
        .unwrap_or_default();
    ArmResult::from_returns(dir, returns)
}

/// The report of a fork whose arms have run, written to `report.json` in its directory.
pub fn paired_report(fork_dir: &Path, record: &ForkRecord) -> Result<PairedReport, ForkError> {
    let report = paired_summary(record);
    let p = fork_dir.join(REPORT_FILE);
    let json =
        serde_json::to_string_pretty(&report).map_err(|e| ForkError::Config(e.to_string()))?;
    std::fs::write(&p, json).map_err(|source| ForkError::Io { path: p, source })?;
    Ok(report)
}

/// The report of a fork from its arms' logs as they are now (arms still running, or stopped,
/// give what they have), written nowhere.
pub fn paired_summary(record: &ForkRecord) -> PairedReport {
    let from = record.global_step;
    let pairs: Vec<[ArmResult; 2]> = record
        .pairs
        .iter()
        .map(|[c, t]| [arm_result(c, from), arm_result(t, from)])
        .collect();
    summary_of(record, pairs)
}

/// The report of `record`'s fork from its pairs' games after the fork (`pairs`, control then
/// tweak; the window's arms give theirs as they play).
pub fn summary_of(record: &ForkRecord, pairs: Vec<[ArmResult; 2]>) -> PairedReport {
    let from = record.global_step;
    let differences: Vec<f64> = pairs
        .iter()
        .filter_map(|[c, t]| Some(t.score? - c.score?))
        .collect();
    let mean_difference = (!differences.is_empty())
        .then(|| differences.iter().sum::<f64>() / differences.len() as f64);
    let interval = paired_interval(&differences).map(|(_, lo, hi)| (lo, hi));
    let first_difference = pairs
        .iter()
        .filter_map(|[c, t]| {
            let n = c.returns.len().max(t.returns.len());
            (0..n)
                .find(|&i| c.returns.get(i) != t.returns.get(i))
                .map(|i| {
                    let step = |a: &ArmResult| a.returns.get(i).map_or(u64::MAX, |p| p.0);
                    step(c).min(step(t)).saturating_sub(from)
                })
        })
        .min();
    let what = tweaks_in_words(record);
    let n = pairs.len();
    let window = format!("mean of the last {LAST_GAMES} games");
    let verdict = match (mean_difference, interval) {
        (Some(d), Some((lo, hi))) => format!(
            "{what}: {window} {d:+.2} [{lo:+.2}, {hi:+.2}] against the control ({n} pairs, 95% \
             interval)"
        ),
        (Some(d), None) => format!(
            "{what}: {window} {d:+.2} against the control (1 pair: --pairs 2 or more gives an \
             interval)"
        ),
        _ => format!("{what}: no game ended in an arm after the fork; give the arms more --steps"),
    };
    PairedReport {
        tweaks: record.described.clone(),
        pairs,
        differences,
        mean_difference,
        interval,
        first_difference,
        verdict,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_paired_interval_is_numpys_bootstrap_of_the_differences() {
        // NumPy's reference, rliable's stratified bootstrap with one stratum:
        //   d = np.array([1.0, -0.5, 2.0, 0.25, 1.5, -1.25, 0.75]); rs = np.random.RandomState(0)
        //   s = [d[rs.randint(0, 7, size=7)].mean() for _ in range(2000)]
        //   d.mean(), np.percentile(s, 2.5), np.percentile(s, 97.5)
        let d = [1.0, -0.5, 2.0, 0.25, 1.5, -1.25, 0.75];
        let (point, lo, hi) = paired_interval(&d).unwrap();
        for (ours, numpy) in [
            (point, 0.5357142857142857),
            (lo, -0.2857142857142857),
            (hi, 1.2857142857142858),
        ] {
            assert!(
                (ours - numpy).abs() < 1e-12,
                "{ours} against NumPy's {numpy}"
            );
        }
        assert_eq!(paired_interval(&[1.0]), None, "one pair has no interval");
    }
}
