//! `reincarnate compare --aggregate` against rliable: the fixture holds scores of two
//! algorithms and rliable 1.2.0's point estimates, stratified bootstrap intervals and
//! performance profiles of them (scripts/fixtures/rliable_fixture.py); ours must be the same to 1e-9,
//! resample for resample. Then the command end to end on a sweep's run directories.

use reincarnate::aggregate::bootstrap::interval_estimates;
use reincarnate::aggregate::metrics::{score_distribution, Metric, ScoreMatrix};
use reincarnate::aggregate::mt19937::Mt19937;
use reincarnate::compare::{RETURN_TAG, TEACHER_TAG};
use reincarnate::logging::csv::CsvWriter;
use serde_json::Value;
use std::path::{Path, PathBuf};

fn fixture() -> Value {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/rliable.json");
    serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()
}

/// rliable's `(num_runs, num_tasks)` list of lists as our matrix.
fn matrix(v: &Value) -> ScoreMatrix {
    let rows: Vec<Vec<f64>> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            r.as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_f64().unwrap())
                .collect()
        })
        .collect();
    let columns: Vec<Vec<f64>> = (0..rows[0].len())
        .map(|g| rows.iter().map(|r| r[g]).collect())
        .collect();
    ScoreMatrix::from_columns(&columns).unwrap()
}

fn close(a: f64, b: f64, what: &str) {
    assert!((a - b).abs() <= 1e-9, "{what}: ours {a}, rliable {b}");
}

#[test]
fn numpy_draws_the_same_indices() {
    let f = fixture();
    let c = &f["numpy_choice"];
    let mut g = Mt19937::new(c["seed"].as_u64().unwrap() as u32);
    let n = c["n"].as_u64().unwrap();
    let ours: Vec<u64> = (0..40).map(|_| g.below(n)).collect();
    let theirs: Vec<u64> = c["draws"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(ours, theirs);
}

#[test]
fn metrics_and_intervals_are_rliables() {
    let f = fixture();
    let seed = f["seed"].as_u64().unwrap() as u32;
    let reps = f["reps"].as_u64().unwrap() as usize;
    let algs = ["qdagger", "dqn"];
    let m: Vec<ScoreMatrix> = algs.iter().map(|a| matrix(&f["scores"][a])).collect();
    let refs: Vec<&ScoreMatrix> = m.iter().collect();
    for (metric, key) in Metric::ALL
        .iter()
        .zip(["iqm", "mean", "median", "optimality_gap"])
    {
        let stat = |x: &ScoreMatrix| vec![metric.of(x)];
        let ours = interval_estimates(&refs, &stat, reps, 0.95, seed);
        for (a, alg) in algs.iter().enumerate() {
            let t = &f["metrics"][key][alg];
            let e = ours[a][0];
            close(
                e.point,
                t["point"].as_f64().unwrap(),
                &format!("{key} {alg} point"),
            );
            close(
                e.lower,
                t["lower"].as_f64().unwrap(),
                &format!("{key} {alg} lower"),
            );
            close(
                e.upper,
                t["upper"].as_f64().unwrap(),
                &format!("{key} {alg} upper"),
            );
        }
    }
}

#[test]
fn performance_profiles_are_rliables() {
    let f = fixture();
    let seed = f["seed"].as_u64().unwrap() as u32;
    let p = &f["profile"];
    let reps = p["reps"].as_u64().unwrap() as usize;
    let taus: Vec<f64> = p["taus"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    let algs = ["qdagger", "dqn"];
    let m: Vec<ScoreMatrix> = algs.iter().map(|a| matrix(&f["scores"][a])).collect();
    let refs: Vec<&ScoreMatrix> = m.iter().collect();
    let stat = |x: &ScoreMatrix| score_distribution(x, &taus);
    let ours = interval_estimates(&refs, &stat, reps, 0.95, seed);
    for (a, alg) in algs.iter().enumerate() {
        let c = &p["curves"][alg];
        for (i, e) in ours[a].iter().enumerate() {
            for (got, key) in [(e.point, "point"), (e.lower, "lower"), (e.upper, "upper")] {
                close(
                    got,
                    c[key][i].as_f64().unwrap(),
                    &format!("profile {alg} {key} {i}"),
                );
            }
        }
    }
}

/// A finished run: training games rising from -21 by `rise` per game, then a final evaluation
/// of `eval` (QDagger runs log the teacher's 20).
fn write_run(root: &Path, game: &str, alg: &str, seed: u64, rise: f64, eval: f64) {
    let dir = root.join(format!("{game}NoFrameskip-v4__{alg}__{seed}__1700000000"));
    std::fs::create_dir_all(&dir).unwrap();
    let mut csv = CsvWriter::open(&dir.join("scalars.csv"), None).unwrap();
    if alg == "qdagger" {
        csv.scalar(TEACHER_TAG, if game == "Pong" { 20.0 } else { 40.0 }, 0)
            .unwrap();
    }
    for k in 0..30u64 {
        csv.scalar(RETURN_TAG, -21.0 + rise * k as f64, 1000 * (k + 1))
            .unwrap();
    }
    for i in 0..3u64 {
        csv.scalar("eval/episodic_return", eval + i as f64 - 1.0, i)
            .unwrap();
    }
}

#[test]
fn aggregate_of_a_sweep_writes_tables_and_charts() {
    let root = std::env::temp_dir().join(format!("reincarnate-aggregate-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let sweep = root.join("sweep");
    for seed in [1, 2] {
        write_run(&sweep, "Pong", "qdagger", seed, 2.5, 18.0 + seed as f64);
        write_run(&sweep, "Pong", "dqn", seed, 0.1, -20.0);
        write_run(&sweep, "Breakout", "qdagger", seed, 2.0, 30.0);
        write_run(&sweep, "Breakout", "dqn", seed, 0.5, 5.0);
    }
    let out_dir = root.join("out");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args([
            "compare",
            "--aggregate",
            "--reps",
            "2000",
            "--profile-reps",
            "200",
            "--reach",
            "0.5,0.8",
        ])
        .arg(&sweep)
        .arg("--out-dir")
        .arg(&out_dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let md = std::fs::read_to_string(out_dir.join("aggregate.md")).unwrap();
    assert_eq!(stdout.lines().next(), md.lines().next());
    // QDagger first; 4 runs each (2 games x 2 seeds).
    let q = md
        .lines()
        .find(|l| l.starts_with("| qdagger | 4 |"))
        .unwrap();
    let d = md.lines().find(|l| l.starts_with("| dqn | 4 |")).unwrap();
    // Teacher-normalised with Atari-57's random scores (Pong -20.7, Breakout 1.7). QDagger:
    // Pong (19 + 20.7) / 40.7 and 1; Breakout (30 - 1.7) / (40 - 1.7) twice. DQN: Pong
    // 0.7 / 40.7 twice, Breakout 3.3 / 38.3 twice. The IQM of four is the mean of the
    // middle two.
    let q_iqm = (28.3 / 38.3 + 39.7 / 40.7) / 2.0;
    let dqn_iqm = (0.7 / 40.7 + 3.3 / 38.3) / 2.0;
    assert!(
        q.starts_with(&format!("| qdagger | 4 | {q_iqm:.3} [")),
        "{q}"
    );
    assert!(d.starts_with(&format!("| dqn | 4 | {dqn_iqm:.3} [")), "{d}");
    assert!(md.contains("| Pong | qdagger | 1, 2 | 19.50"), "{md}");
    // Steps to 50% and to 80% (11.86 on Pong, from the trailing mean of 20 games), a section
    // each.
    let sections: Vec<&str> = md.split("\n## Online steps to ").skip(1).collect();
    assert_eq!(sections.len(), 2, "{md}");
    assert!(sections[0].starts_with("50% ") && sections[1].starts_with("80% "));
    assert!(
        sections[1].contains("| Pong | dqn | 0/2 | not reached |"),
        "{md}"
    );
    assert!(sections[1].contains("| Pong | qdagger | 2/2 |"), "{md}");
    let csv = std::fs::read_to_string(out_dir.join("aggregate.csv")).unwrap();
    // Each run's steps to each share: halfway comes no later than 80%.
    let reach = |share: &str, game: &str, seed: u64| -> Option<u64> {
        let metric = format!("steps to {share} (seed {seed})");
        let line = csv
            .lines()
            .find(|l| l.starts_with(&format!("reach,qdagger,{game},{metric},")))
            .unwrap_or_else(|| panic!("{metric}: {csv}"));
        line.split(',').nth(5).unwrap().parse().ok()
    };
    assert_eq!(csv.lines().filter(|l| l.starts_with("reach,")).count(), 16);
    for seed in [1, 2] {
        let (half, most) = (reach("50%", "Pong", seed), reach("80%", "Pong", seed));
        assert!(
            half.unwrap() <= most.unwrap(),
            "seed {seed}: {half:?} {most:?}"
        );
    }
    assert!(csv.starts_with("section,algorithm,game,metric,tau,value,lower,upper,runs\n"));
    assert_eq!(
        csv.lines().filter(|l| l.starts_with("aggregate,")).count(),
        8
    );
    assert_eq!(
        csv.lines()
            .filter(|l| l.starts_with("profile,qdagger,"))
            .count(),
        41
    );
    for png in [
        "aggregate.png",
        "profiles.png",
        "curves_Pong.png",
        "curves_Breakout.png",
    ] {
        let bytes = std::fs::read(out_dir.join(png)).unwrap();
        assert!(
            bytes.starts_with(b"\x89PNG") && bytes.len() > 5_000,
            "{png}"
        );
    }

    // An unfinished run (no final evaluation) is named, with what to do.
    let unfinished = sweep.join("PongNoFrameskip-v4__dqn__3__1700000000");
    std::fs::create_dir_all(&unfinished).unwrap();
    let mut csv = CsvWriter::open(&unfinished.join("scalars.csv"), None).unwrap();
    csv.scalar(RETURN_TAG, -21.0, 1000).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["compare", "--aggregate", "--reps", "10"])
        .arg(&sweep)
        .arg("--out-dir")
        .arg(&out_dir)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("dqn__3__") && err.contains("--score last"),
        "{err}"
    );
    std::fs::remove_dir_all(&unfinished).unwrap();

    // A run whose log has a damaged line in the middle (here a torn line glued to the next
    // one, as a kill left them before whole-line writes) is refused by name; with
    // --allow-damaged it is scored from the rest, with a warning; plain `compare` reads the
    // lines after the damage and warns once.
    let damaged = sweep.join("PongNoFrameskip-v4__dqn__2__1700000000");
    let csv = damaged.join("scalars.csv");
    let text = std::fs::read_to_string(&csv).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    lines[10] = format!("{}{}", &lines[10][..20], lines[11]);
    std::fs::write(&csv, lines.join("\n") + "\n").unwrap();
    let aggregate = |extra: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
            .args([
                "compare",
                "--aggregate",
                "--reps",
                "10",
                "--profile-reps",
                "10",
            ])
            .args(extra)
            .arg(&sweep)
            .arg("--out-dir")
            .arg(&out_dir)
            .output()
            .unwrap()
    };
    let out = aggregate(&[]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("1 run's log could not be read whole")
            && err.contains("dqn__2__1700000000/scalars.csv: skipped 1 damaged line (line 11)")
            && err.contains("--allow-damaged"),
        "{err}"
    );
    let out = aggregate(&["--allow-damaged"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("warning: scored from a damaged log"), "{err}");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .arg("compare")
        .arg(&damaged)
        .arg("--out")
        .arg(root.join("damaged.png"))
        .output()
        .unwrap();
    let (stdout, err) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(out.status.success(), "{err}");
    assert_eq!(err.matches("warning").count(), 1, "{err}");
    assert!(err.contains("skipped 1 damaged line (line 11)"), "{err}");
    // 30 games, one of them on the damaged line: 29 read, not the 9 before it.
    assert!(
        stdout
            .lines()
            .nth(1)
            .is_some_and(|l| l.split_whitespace().nth(3) == Some("29")),
        "{stdout}"
    );
    std::fs::remove_dir_all(&root).unwrap();
}
