//! `reincarnate compare --paired FORK_DIR...`: each fork's pairs in a table, its verdict, and
//! the paired difference over the steps since the fork (tweak minus control, the mean over the
//! pairs with its 95% interval) in one PNG (src/fork/curve.rs, docs/fork.md).

use anyhow::{bail, Result};
use reincarnate::compare::chart::{Band, HLine, LineChart, LineSeries, PALETTE};
use reincarnate::fork::{self, difference_curve};
use std::path::{Path, PathBuf};

/// What `compare --paired` draws, and where.
pub struct PairedChart<'a> {
    /// The fork directories.
    pub forks: &'a [PathBuf],
    /// The PNG.
    pub out: &'a Path,
    /// Games in each arm's recent mean.
    pub window: usize,
    /// The chart's title ("" for the default).
    pub title: &'a str,
    /// The image's size.
    pub width: usize,
    pub height: usize,
}

/// One cell of the table: a score, or "-" where the arm ended no game after the fork.
fn cell(v: Option<f64>) -> String {
    v.map_or("-".into(), |v| format!("{v:.2}"))
}

pub fn paired(c: &PairedChart<'_>) -> Result<()> {
    let mut series = Vec::new();
    let mut bands = Vec::new();
    for (i, dir) in c.forks.iter().enumerate() {
        let record = fork::read_record(dir)?;
        let report = fork::paired_summary(&record);
        let what = fork::tweaks_in_words(&record);
        println!(
            "{}: {what}, from global step {}, {} pair(s)",
            dir.display(),
            record.global_step,
            record.pairs.len()
        );
        println!(
            "{:<6} {:>14} {:>12} {:>16} {:>14} {:>11}",
            "pair",
            "control games",
            "tweak games",
            format!("control last {}", fork::LAST_GAMES),
            format!("tweak last {}", fork::LAST_GAMES),
            "difference"
        );
        for (k, [control, tweak]) in report.pairs.iter().enumerate() {
            let difference = tweak.score.zip(control.score).map(|(t, c)| t - c);
            println!(
                "{k:<6} {:>14} {:>12} {:>16} {:>14} {:>11}",
                control.games,
                tweak.games,
                cell(control.score),
                cell(tweak.score),
                difference.map_or("-".into(), |d| format!("{d:+.2}"))
            );
        }
        if let Some(step) = report.first_difference {
            println!("the arms' games first differ {step} online steps after the fork");
        }
        println!("{}\n", report.verdict);
        let curve = difference_curve(&report.pairs, record.global_step, c.window);
        let color = PALETTE[i % PALETTE.len()];
        series.push(LineSeries {
            label: match record.pairs.len() {
                1 => format!("{what} (1 pair)"),
                n => format!("{what} ({n} pairs)"),
            },
            color,
            points: curve.iter().map(|p| (p.step as f64, p.mean)).collect(),
        });
        let band: Vec<(f64, f64, f64)> = curve
            .iter()
            .filter_map(|p| p.interval.map(|(lo, hi)| (p.step as f64, lo, hi)))
            .collect();
        if !band.is_empty() {
            bands.push(Band {
                color,
                points: band,
            });
        }
    }
    if series.iter().all(|s| s.points.is_empty()) {
        bail!(
            "no arm of {} ended a game after its fork: nothing to draw (give the arms more \
             --steps, or compare once they have run)",
            c.forks
                .iter()
                .map(|d| d.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let chart = LineChart {
        title: if c.title.is_empty() {
            format!(
                "tweak minus control: mean of the last {} games, 95% interval over the pairs",
                c.window
            )
        } else {
            c.title.to_string()
        },
        x_label: "online steps since the fork".into(),
        y_label: "return difference".into(),
        series,
        hlines: vec![HLine {
            label: "no difference".into(),
            color: [130, 130, 130],
            y: 0.0,
        }],
        markers: vec![],
        bands,
        y_range: None,
    };
    chart.save_png(c.out, c.width, c.height)?;
    println!("wrote {}", c.out.display());
    Ok(())
}
