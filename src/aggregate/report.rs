//! An [`Aggregate`] as tables (Markdown and CSV) and charts (interval estimates and
//! performance profiles).

use super::metrics::Metric;
use super::{Aggregate, Normalization, ScoreKind};
use crate::compare::chart::{tick_label, Band, HLine, LineChart, LineSeries, PALETTE};
use crate::compare::intervals::{IntervalChart, IntervalPanel, IntervalRow};

fn estimate(e: &super::Estimate) -> String {
    format!("{:.3} [{:.3}, {:.3}]", e.point, e.lower, e.upper)
}

fn steps(s: Option<u64>) -> String {
    s.map_or_else(|| "-".into(), |s| s.to_string())
}

/// The median of the seeds that reached, and how many did.
fn reach_summary(v: &[Option<u64>]) -> (Option<u64>, usize) {
    let mut reached: Vec<u64> = v.iter().flatten().copied().collect();
    reached.sort_unstable();
    let n = reached.len();
    let median = match n {
        0 => None,
        _ if n % 2 == 1 => Some(reached[n / 2]),
        _ => Some((reached[n / 2 - 1] + reached[n / 2]) / 2),
    };
    (median, n)
}

impl Aggregate {
    fn score_words(&self) -> String {
        match self.options.score {
            ScoreKind::Eval => "final evaluation".into(),
            ScoreKind::Last => format!("mean of the last {} training games", self.options.window),
        }
    }

    fn reach_words(&self, share: f64) -> String {
        let to = if self.games.iter().all(|g| g.teacher.is_some()) {
            "the teacher"
        } else {
            "the teacher (a human tester's score where no teacher is known)"
        };
        format!(
            "Online steps to {:.0}% of the way from a random policy to {to} (trailing mean of {} games)",
            share * 100.0,
            self.options.window
        )
    }

    /// The report as Markdown: the aggregate metrics, per game, and steps to reach.
    pub fn markdown(&self) -> String {
        let mut out = String::new();
        let o = &self.options;
        out += &format!(
            "## Aggregate: {} of the {}, 95% stratified bootstrap intervals ({} resamples, seed {})\n\n",
            self.normalization_words(),
            self.score_words(),
            o.reps,
            o.seed
        );
        out += "| algorithm | runs |";
        for m in Metric::ALL {
            out += &format!(" {} |", m.name());
        }
        out += "\n| --- | --- |";
        out += &" --- |".repeat(Metric::ALL.len());
        out += "\n";
        for (a, alg) in self.algorithms.iter().enumerate() {
            out += &format!("| {alg} | {} |", self.runs[a]);
            for e in &self.metrics[a] {
                out += &format!(" {} |", estimate(e));
            }
            out += "\n";
        }
        out += &format!(
            "\n## Per game\n\n| game | algorithm | seeds | score (mean [95% CI]) | {} | random | teacher | human |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n",
            self.normalization_words()
        );
        let opt = |v: Option<f64>| v.map_or_else(|| "-".into(), |v| format!("{v:.1}"));
        for r in &self.per_game {
            let refs = self.games.iter().find(|g| g.game == r.game);
            out += &format!(
                "| {} | {} | {} | {:.2} [{:.2}, {:.2}] | {} | {} | {} | {} |\n",
                r.game.name(),
                r.algorithm,
                r.seeds
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
                r.raw_mean.point,
                r.raw_mean.lower,
                r.raw_mean.upper,
                estimate(&r.normalized_mean),
                opt(refs.and_then(|g| g.random)),
                opt(refs.and_then(|g| g.teacher)),
                opt(refs.and_then(|g| g.human)),
            );
        }
        for (k, &share) in self.options.reach.iter().enumerate() {
            out += &format!(
                "\n## {}\n\n| game | algorithm | reached | median steps | per seed |\n| --- | --- | --- | --- | --- |\n",
                self.reach_words(share)
            );
            for r in &self.per_game {
                let (median, n) = reach_summary(&r.steps_to_reach[k]);
                out += &format!(
                    "| {} | {} | {n}/{} | {} | {} |\n",
                    r.game.name(),
                    r.algorithm,
                    r.steps_to_reach[k].len(),
                    median.map_or_else(|| "not reached".into(), |m| m.to_string()),
                    r.seeds
                        .iter()
                        .zip(&r.steps_to_reach[k])
                        .map(|(s, v)| format!("seed {s}: {}", steps(*v)))
                        .collect::<Vec<_>>()
                        .join(", ")
                );
            }
        }
        out
    }

    fn normalization_words(&self) -> &'static str {
        self.options.normalization.describe()
    }

    /// The report as CSV, one estimate a row:
    /// `section,algorithm,game,metric,tau,value,lower,upper,runs`.
    pub fn csv(&self) -> String {
        let mut out = String::from("section,algorithm,game,metric,tau,value,lower,upper,runs\n");
        let row = |out: &mut String, cells: [String; 9]| {
            *out += &cells.join(",");
            out.push('\n');
        };
        let e3 = |e: &super::Estimate| [e.point, e.lower, e.upper].map(|v| format!("{v}"));
        for (a, alg) in self.algorithms.iter().enumerate() {
            for (m, e) in Metric::ALL.iter().zip(&self.metrics[a]) {
                let [v, l, u] = e3(e);
                let cells = [
                    "aggregate".into(),
                    alg.clone(),
                    "all".into(),
                    m.name().into(),
                    String::new(),
                    v,
                    l,
                    u,
                    self.runs[a].to_string(),
                ];
                row(&mut out, cells);
            }
            for (t, e) in self.taus.iter().zip(&self.profiles[a]) {
                let [v, l, u] = e3(e);
                let cells = [
                    "profile".into(),
                    alg.clone(),
                    "all".into(),
                    "fraction of runs above tau".into(),
                    format!("{t}"),
                    v,
                    l,
                    u,
                    self.runs[a].to_string(),
                ];
                row(&mut out, cells);
            }
        }
        for r in &self.per_game {
            let n = r.seeds.len().to_string();
            for (name, e) in [
                ("score", &r.raw_mean),
                ("normalised score", &r.normalized_mean),
            ] {
                let [v, l, u] = e3(e);
                let cells = [
                    "game".into(),
                    r.algorithm.clone(),
                    r.game.name().into(),
                    name.into(),
                    String::new(),
                    v,
                    l,
                    u,
                    n.clone(),
                ];
                row(&mut out, cells);
            }
            for (share, per_seed) in self.options.reach.iter().zip(&r.steps_to_reach) {
                for (seed, s) in r.seeds.iter().zip(per_seed) {
                    let metric = format!("steps to {:.0}% (seed {seed})", share * 100.0);
                    let cells = [
                        "reach".into(),
                        r.algorithm.clone(),
                        r.game.name().into(),
                        metric,
                        String::new(),
                        s.map_or_else(String::new, |s| s.to_string()),
                        String::new(),
                        String::new(),
                        "1".into(),
                    ];
                    row(&mut out, cells);
                }
            }
        }
        out
    }

    /// rliable's interval-estimate chart: a panel per metric, a row per algorithm.
    pub fn interval_chart(&self) -> IntervalChart {
        IntervalChart {
            title: format!(
                "{} over {} game(s): {} with 95% bootstrap CIs",
                self.algorithms.join(" vs "),
                self.games.len(),
                self.normalization_words()
            ),
            x_label: self.normalization_words().into(),
            panels: Metric::ALL
                .iter()
                .enumerate()
                .map(|(m, metric)| IntervalPanel {
                    name: metric.name().into(),
                    rows: self
                        .algorithms
                        .iter()
                        .enumerate()
                        .map(|(a, alg)| {
                            let e = self.metrics[a][m];
                            IntervalRow {
                                label: alg.clone(),
                                color: PALETTE[a % PALETTE.len()],
                                point: e.point,
                                lower: e.lower,
                                upper: e.upper,
                            }
                        })
                        .collect(),
                })
                .collect(),
        }
    }

    /// The performance profiles: the share of runs scoring above each tau, with 95% bands.
    pub fn profile_chart(&self) -> LineChart {
        let mut series = Vec::new();
        let mut bands = Vec::new();
        for (a, alg) in self.algorithms.iter().enumerate() {
            let color = PALETTE[a % PALETTE.len()];
            let p = &self.profiles[a];
            series.push(LineSeries {
                label: format!("{alg} ({} runs)", self.runs[a]),
                color,
                points: self
                    .taus
                    .iter()
                    .zip(p)
                    .map(|(&t, e)| (t, e.point))
                    .collect(),
            });
            bands.push(Band {
                color,
                points: self
                    .taus
                    .iter()
                    .zip(p)
                    .map(|(&t, e)| (t, e.lower, e.upper))
                    .collect(),
            });
        }
        let hlines = if self.options.normalization == Normalization::Raw {
            vec![]
        } else {
            vec![HLine {
                label: "half of the runs".into(),
                color: [160, 160, 160],
                y: 0.5,
            }]
        };
        LineChart {
            title: format!(
                "Performance profiles: share of runs with {} above tau ({})",
                self.normalization_words(),
                tick_label(self.options.profile_reps as f64) + " resamples"
            ),
            x_label: format!("{} (tau)", self.normalization_words()),
            y_label: "fraction of runs with score > tau".into(),
            series,
            hlines,
            markers: vec![],
            bands,
            y_range: Some((0.0, 1.02)),
        }
    }
}

/// `curve`'s value at `x`: its last point at or before `x` (`None` before its first).
fn value_at(curve: &[(u64, f64)], x: u64) -> Option<f64> {
    let i = curve.partition_point(|p| p.0 <= x);
    (i > 0).then(|| curve[i - 1].1)
}

impl Aggregate {
    /// Learning curves of one game: per algorithm, the mean over seeds of each run's trailing
    /// mean of `--smooth` training games against online steps, with the seeds' lowest and
    /// highest as a band, up to the step every seed reached; the teacher's and the random
    /// policy's returns as lines. `runs` are the sweep's runs (their curves).
    pub fn curves_chart(&self, game: crate::env::Game, runs: &[super::RunScores]) -> LineChart {
        let mut series = Vec::new();
        let mut bands = Vec::new();
        for (a, alg) in self.algorithms.iter().enumerate() {
            let curves: Vec<Vec<(u64, f64)>> = runs
                .iter()
                .filter(|r| r.game == game && &r.algorithm == alg && !r.returns.is_empty())
                .map(|r| crate::compare::smooth(&r.returns, self.options.window))
                .collect();
            if curves.is_empty() {
                continue;
            }
            let start = curves.iter().map(|c| c[0].0).max().unwrap_or(0);
            let end = curves.iter().map(|c| c[c.len() - 1].0).min().unwrap_or(0);
            let n = 80u64;
            let mut line = Vec::new();
            let mut band = Vec::new();
            for k in 0..=n {
                let x = start + (end.saturating_sub(start)) * k / n;
                let ys: Vec<f64> = curves.iter().filter_map(|c| value_at(c, x)).collect();
                if ys.len() != curves.len() {
                    continue;
                }
                let mean = ys.iter().sum::<f64>() / ys.len() as f64;
                let lo = ys.iter().copied().fold(f64::INFINITY, f64::min);
                let hi = ys.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                line.push((x as f64, mean));
                band.push((x as f64, lo, hi));
            }
            let color = PALETTE[a % PALETTE.len()];
            series.push(LineSeries {
                label: format!("{alg} (mean of {} seeds)", curves.len()),
                color,
                points: line,
            });
            bands.push(Band {
                color,
                points: band,
            });
        }
        let refs = self.games.iter().find(|g| g.game == game);
        let mut hlines = Vec::new();
        if let Some(t) = refs.and_then(|g| g.teacher) {
            hlines.push(HLine {
                label: format!("teacher ({t:.1})"),
                color: [255, 140, 0],
                y: t,
            });
        }
        if let Some(r) = refs.and_then(|g| g.random) {
            hlines.push(HLine {
                label: format!("random policy ({r:.1})"),
                color: [130, 130, 130],
                y: r,
            });
        }
        LineChart {
            title: format!(
                "{}: mean of the last {} training games, seeds' range shaded",
                game.name(),
                self.options.window
            ),
            x_label: "online steps (a QDagger run's offline gradient steps taken off)".into(),
            y_label: "return".into(),
            series,
            hlines,
            markers: vec![],
            bands,
            y_range: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{reach_summary, value_at};

    #[test]
    fn curves_are_read_as_steps() {
        let c = [(10, 1.0), (20, 2.0)];
        assert_eq!(value_at(&c, 5), None);
        assert_eq!(value_at(&c, 10), Some(1.0));
        assert_eq!(value_at(&c, 19), Some(1.0));
        assert_eq!(value_at(&c, 25), Some(2.0));
    }

    #[test]
    fn reach_is_the_median_of_the_seeds_that_reached() {
        assert_eq!(reach_summary(&[Some(300), None, Some(100)]), (Some(200), 2));
        assert_eq!(
            reach_summary(&[Some(300), Some(100), Some(200)]),
            (Some(200), 3)
        );
        assert_eq!(reach_summary(&[None, None]), (None, 0));
    }
}
