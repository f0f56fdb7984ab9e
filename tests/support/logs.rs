//! What a run killed and resumed any number of times must look like once it finished: logs
//! that read as one run that never stopped.

use reincarnate::logging::tensorboard::{event_files, read_event_files};
use reincarnate::trainer::checkpoint;
use std::collections::HashMap;
use std::path::Path;
use std::process::Command;

/// What a run's logs look like after it ended.
pub struct Whole {
    /// Rows in the CSV.
    pub rows: usize,
    /// Training games.
    pub games: usize,
    /// Files of rows cut back by resumes.
    pub cuts: usize,
}

/// Checks that the logs of the finished run `run` read as one run that never stopped: the CSV
/// parses whole, every tag's steps go forward, there is one game per game the run counted,
/// the event files (with their purges) hold the same values as the CSV, the real TensorBoard
/// reader agrees where it is installed, and `compare` reads the whole run without a warning.
pub fn assert_logs_whole(run: &Path) -> Whole {
    let csv = reincarnate::logging::csv::read(&run.join("scalars.csv")).unwrap();
    assert!(
        csv.damaged.is_empty() && !csv.unfinished,
        "damaged lines {:?}, unfinished {}",
        csv.damaged,
        csv.unfinished
    );
    let mut last: HashMap<&str, u64> = HashMap::new();
    // Games of each evaluation, per tag and step.
    let mut per_game: HashMap<&str, HashMap<u64, usize>> = HashMap::new();
    for (tag, step, _) in &csv.rows {
        let each_game = tag.starts_with("eval_games/");
        if let Some(&before) = last.get(tag.as_str()) {
            // One environment: every tag's steps increase, games' rows included; an
            // evaluation's games share its step.
            assert!(
                *step > before || (each_game && *step == before),
                "{tag}: step {step} after {before}"
            );
        }
        last.insert(tag, *step);
        if each_game {
            *per_game.entry(tag).or_default().entry(*step).or_default() += 1;
        }
    }
    // Every evaluation of a kind played as many games: one logged twice (a resume that
    // kept the killed process's rows) has twice as many.
    for (tag, steps) in &per_game {
        let counts: std::collections::BTreeSet<usize> = steps.values().copied().collect();
        assert_eq!(counts.len(), 1, "{tag}: games per evaluation {steps:?}");
    }
    let state = checkpoint::latest_state(run).unwrap().unwrap();
    assert!(state.finished(), "{:?}", state.phase);
    let games = csv
        .rows
        .iter()
        .filter(|r| r.0 == "charts/episodic_return")
        .count();
    assert_eq!(
        games as u64, state.episodes,
        "games logged vs the run's count"
    );
    assert_eq!(
        csv.rows
            .iter()
            .filter(|r| r.0 == "eval/episodic_return")
            .count(),
        1,
        "the final evaluation's games"
    );

    let files = event_files(run).unwrap();
    let events = read_event_files(&files).unwrap();
    assert!(!events.damaged(), "{:?}", events.ends);
    let as_f32 = |rows: &[(String, u64, f64)]| -> Vec<(String, u64, f32)> {
        rows.iter()
            .map(|(t, s, v)| (t.clone(), *s, *v as f32))
            .collect()
    };
    let from_csv = as_f32(&csv.rows);
    let first_difference = events.rows.iter().zip(&from_csv).position(|(a, b)| a != b);
    assert!(
        events.rows.len() == from_csv.len() && first_difference.is_none(),
        "the event files hold {} points, the CSV {}; first difference at {:?}",
        events.rows.len(),
        from_csv.len(),
        first_difference.map(|i| (&events.rows[i], &from_csv[i]))
    );

    // TensorBoard's own reader, where it is installed (pip install tensorboard).
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scripts/lib/tensorboard_scalars.py"
    );
    match Command::new("python3").arg(script).arg(run).output() {
        Ok(out) if out.status.success() => {
            let text = String::from_utf8_lossy(&out.stdout);
            let mut theirs: Vec<(String, u64, f32)> = text
                .lines()
                .map(|l| {
                    let f: Vec<&str> = l.split(',').collect();
                    (
                        f[0].to_string(),
                        f[1].parse().unwrap(),
                        f[2].parse().unwrap(),
                    )
                })
                .collect();
            let mut ours = events.rows.clone();
            let key = |r: &(String, u64, f32)| (r.0.clone(), r.1);
            theirs.sort_by_key(key);
            ours.sort_by_key(key);
            let first_difference = theirs.iter().zip(&ours).position(|(a, b)| a != b);
            assert!(
                theirs.len() == ours.len() && first_difference.is_none(),
                "TensorBoard's reader reads {} points, ours {}; first difference at {:?}",
                theirs.len(),
                ours.len(),
                first_difference.map(|i| (&theirs[i], &ours[i]))
            );
            println!(
                "TensorBoard's EventAccumulator reads the same {} points",
                ours.len()
            );
        }
        Ok(out) => println!(
            "TensorBoard's reader not run: {}",
            String::from_utf8_lossy(&out.stderr)
                .lines()
                .last()
                .unwrap_or("")
        ),
        Err(e) => println!("TensorBoard's reader not run: {e}"),
    }

    let png = run.join("compare.png");
    let out = Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .arg("compare")
        .arg(run)
        .arg("--out")
        .arg(&png)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && !stderr.contains("warning"),
        "{stdout}{stderr}"
    );
    let row = stdout.lines().nth(1).unwrap_or_default();
    let counted: usize = row
        .split_whitespace()
        .rev()
        .nth(2)
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(counted, games, "{stdout}");
    let cuts = std::fs::read_dir(run)
        .unwrap()
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("scalars.cut-from-step-")
        })
        .count();
    Whole {
        rows: csv.rows.len(),
        games,
        cuts,
    }
}
