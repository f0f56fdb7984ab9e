//! Aggregate metrics of a score matrix, as rliable (Agarwal et al., NeurIPS 2021) defines
//! them: the interquartile mean (IQM), the mean and the median of per-game means, the
//! optimality gap, and score distributions (performance profiles).

/// Normalised scores of one algorithm: `runs x games`, every game with the same number of
/// runs (seeds), stored run by run (rliable's `(num_runs, num_tasks)` array).
#[derive(Clone, Debug, PartialEq)]
pub struct ScoreMatrix {
    runs: usize,
    games: usize,
    data: Vec<f64>,
}

impl ScoreMatrix {
    /// A matrix from its columns: `columns[g]` holds game g's scores, one per run. Every
    /// game must have the same number of runs, at least one.
    pub fn from_columns(columns: &[Vec<f64>]) -> Result<Self, super::AggregateError> {
        let games = columns.len();
        if games == 0 {
            return Err(super::AggregateError::NoColumns);
        }
        let runs = columns[0].len();
        if runs == 0 || columns.iter().any(|c| c.len() != runs) {
            return Err(super::AggregateError::Ragged(
                columns.iter().map(Vec::len).collect(),
            ));
        }
        let mut data = Vec::with_capacity(runs * games);
        for r in 0..runs {
            data.extend(columns.iter().map(|c| c[r]));
        }
        Ok(Self { runs, games, data })
    }

    /// Runs per game.
    pub fn runs(&self) -> usize {
        self.runs
    }

    /// Games.
    pub fn games(&self) -> usize {
        self.games
    }

    /// Run `r`'s score on game `g`.
    pub fn get(&self, r: usize, g: usize) -> f64 {
        self.data[r * self.games + g]
    }

    /// Every score, run by run.
    pub fn values(&self) -> &[f64] {
        &self.data
    }

    /// A matrix of the same shape whose run `r` on game `g` is run `pick(r, g)` of this one
    /// on game `g` (a stratified resample: runs are drawn within each game).
    pub fn resample(&self, mut pick: impl FnMut(usize, usize) -> usize, out: &mut Self) {
        out.runs = self.runs;
        out.games = self.games;
        out.data.clear();
        for r in 0..self.runs {
            for g in 0..self.games {
                out.data.push(self.get(pick(r, g), g));
            }
        }
    }

    /// Each game's mean over its runs.
    pub fn game_means(&self) -> Vec<f64> {
        (0..self.games)
            .map(|g| (0..self.runs).map(|r| self.get(r, g)).sum::<f64>() / self.runs as f64)
            .collect()
    }
}

/// The mean of the per-game means (rliable's `aggregate_mean`).
pub fn mean(m: &ScoreMatrix) -> f64 {
    let means = m.game_means();
    means.iter().sum::<f64>() / means.len() as f64
}

/// The median of the per-game means (rliable's `aggregate_median`).
pub fn median(m: &ScoreMatrix) -> f64 {
    let mut means = m.game_means();
    means.sort_by(f64::total_cmp);
    let n = means.len();
    if n % 2 == 1 {
        means[n / 2]
    } else {
        (means[n / 2 - 1] + means[n / 2]) / 2.0
    }
}

/// The interquartile mean over all runs of all games: the mean of the middle 50% of the
/// scores, `floor(n / 4)` cut from each end (rliable's `aggregate_iqm`, SciPy's
/// `trim_mean(scores, 0.25)`).
pub fn iqm(m: &ScoreMatrix) -> f64 {
    let mut v = m.values().to_vec();
    v.sort_by(f64::total_cmp);
    let cut = v.len() / 4;
    let kept = &v[cut..v.len() - cut];
    kept.iter().sum::<f64>() / kept.len() as f64
}

/// How far the scores fall short of `gamma` on average, each counted at most at `gamma`
/// (rliable's `aggregate_optimality_gap`; lower is better).
pub fn optimality_gap(m: &ScoreMatrix, gamma: f64) -> f64 {
    let v = m.values();
    gamma - v.iter().map(|&s| s.min(gamma)).sum::<f64>() / v.len() as f64
}

/// The run score distribution at each `tau`: the share of all runs on all games that score
/// above `tau` (rliable's `score_distributions`, a performance profile).
pub fn score_distribution(m: &ScoreMatrix, taus: &[f64]) -> Vec<f64> {
    let v = m.values();
    taus.iter()
        .map(|&t| v.iter().filter(|&&s| s > t).count() as f64 / v.len() as f64)
        .collect()
}

/// An aggregate metric by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// Interquartile mean.
    Iqm,
    /// Mean of per-game means.
    Mean,
    /// Median of per-game means.
    Median,
    /// Optimality gap at 1 (the teacher's or the human's score).
    OptimalityGap,
}

impl Metric {
    /// Every metric, in the order reports show them.
    pub const ALL: [Metric; 4] = [
        Metric::Iqm,
        Metric::Mean,
        Metric::Median,
        Metric::OptimalityGap,
    ];

    /// The metric of `m`.
    pub fn of(self, m: &ScoreMatrix) -> f64 {
        match self {
            Metric::Iqm => iqm(m),
            Metric::Mean => mean(m),
            Metric::Median => median(m),
            Metric::OptimalityGap => optimality_gap(m, 1.0),
        }
    }

    /// Its name in tables and charts.
    pub fn name(self) -> &'static str {
        match self {
            Metric::Iqm => "IQM",
            Metric::Mean => "Mean",
            Metric::Median => "Median",
            Metric::OptimalityGap => "Optimality gap",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matrix() -> ScoreMatrix {
        // Three runs of two games.
        ScoreMatrix::from_columns(&[vec![0.0, 1.0, 2.0], vec![10.0, 20.0, 60.0]]).unwrap()
    }

    #[test]
    fn metrics_by_hand() {
        let m = matrix();
        assert_eq!(m.get(2, 1), 60.0);
        assert_eq!(m.game_means(), vec![1.0, 30.0]);
        assert_eq!(mean(&m), 15.5);
        assert_eq!(median(&m), 15.5);
        // Six scores, one cut from each end: 1, 2, 10, 20.
        assert_eq!(iqm(&m), 8.25);
        // min(s, 1): 0, 1, 1, 1, 1, 1.
        assert!((optimality_gap(&m, 1.0) - 1.0 / 6.0).abs() < 1e-15);
        assert_eq!(
            score_distribution(&m, &[0.0, 1.0, 100.0]),
            vec![5.0 / 6.0, 4.0 / 6.0, 0.0]
        );
        let odd = ScoreMatrix::from_columns(&[vec![3.0], vec![1.0], vec![2.0]]).unwrap();
        assert_eq!(median(&odd), 2.0);
    }

    #[test]
    fn ragged_or_empty_matrices_are_refused() {
        assert!(ScoreMatrix::from_columns(&[vec![1.0, 2.0], vec![1.0]]).is_err());
        assert!(ScoreMatrix::from_columns(&[]).is_err());
        assert!(ScoreMatrix::from_columns(&[vec![]]).is_err());
    }
}
