//! `reincarnate compare` on a CleanRL TensorBoard run written by torch's SummaryWriter
//! (fixture) and a run of ours (written by our loggers): curves read, steps to 80% of the
//! teacher found, a PNG with both curves and the teacher's line.

use reincarnate::compare::{read_curve, RETURN_TAG, TEACHER_TAG};
use reincarnate::logging::csv::CsvWriter;
use std::path::{Path, PathBuf};

fn cleanrl_run() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/cleanrl_run/PongNoFrameskip-v4__dqn_atari__1__1700000000")
}

/// Our run: 40 games rising from -21 to +18 over 400,000 steps; the teacher's G_T is 15.
fn our_run(root: &Path) -> PathBuf {
    let dir = root.join("PongNoFrameskip-v4__qdagger__1__1700000001");
    std::fs::create_dir_all(&dir).unwrap();
    let mut csv = CsvWriter::open(&dir.join("scalars.csv"), None).unwrap();
    csv.scalar(TEACHER_TAG, 15.0, 0).unwrap();
    for k in 0..40u64 {
        csv.scalar(RETURN_TAG, -21.0 + k as f64, 10_000 * (k + 1))
            .unwrap();
        csv.scalar("losses/td_loss", 0.1, 10_000 * (k + 1)).unwrap();
    }
    dir
}

/// `reincarnate ARGS...`: whether it succeeded, its stdout and its stderr.
fn reincarnate<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(args)
        .output()
        .unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.success(), text(&out.stdout), text(&out.stderr))
}

fn read_png(path: &Path) -> (Vec<[u8; 3]>, u32, u32) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgb);
    let px = buf[..info.buffer_size()]
        .chunks_exact(3)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (px, info.width, info.height)
}

#[test]
fn reads_cleanrl_event_files_and_our_csv() {
    let c = read_curve(&cleanrl_run(), RETURN_TAG).unwrap();
    assert_eq!(c.points.len(), 60);
    assert_eq!(c.points[0], (10_000, -21.0));
    assert_eq!(c.points[59].0, 600_000);
    assert!((c.points[59].1 - 9.0).abs() < 1e-5);
    assert_eq!(c.label, "dqn_atari, seed 1");
    assert_eq!((c.teacher_return, c.damage), (None, None));

    let root = std::env::temp_dir().join(format!("reincarnate-compare-{}", std::process::id()));
    let ours = read_curve(&our_run(&root), RETURN_TAG).unwrap();
    assert_eq!(ours.points.len(), 40);
    assert_eq!(ours.teacher_return, Some(15.0));
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn an_unfinished_event_file_is_read_up_to_its_end_and_a_damaged_one_says_so() {
    let root = std::env::temp_dir().join(format!("reincarnate-cut-{}", std::process::id()));
    std::fs::create_dir_all(&root).unwrap();
    let file = std::fs::read_dir(cleanrl_run())
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let bytes = std::fs::read(&file).unwrap();
    let cut = root.join("events.out.tfevents.cut");
    std::fs::write(&cut, &bytes[..bytes.len() - 30]).unwrap();
    let c = read_curve(&cut, RETURN_TAG).unwrap();
    // A cut end is what a killed or running writer leaves: not damage.
    assert_eq!(c.damage, None);
    assert!(!c.points.is_empty() && c.points.len() <= 60);
    // A flipped byte in the middle is: the rest of that file cannot be read.
    let mut flipped = bytes.clone();
    let middle = bytes.len() / 2;
    flipped[middle] ^= 0x55;
    let bad = root.join("events.out.tfevents.flipped");
    std::fs::write(&bad, &flipped).unwrap();
    let c = read_curve(&bad, RETURN_TAG).unwrap();
    assert!(
        c.damage
            .as_deref()
            .is_some_and(|d| d.contains("the rest of the file is unreadable")),
        "{:?}",
        c.damage
    );
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn the_command_plots_both_runs_and_reports_the_steps_to_the_teacher() {
    let root = std::env::temp_dir().join(format!("reincarnate-cmp-{}", std::process::id()));
    let ours = our_run(&root);
    let png = root.join("curves.png");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .arg("compare")
        .arg(&ours)
        .arg(cleanrl_run())
        .args(["--smooth", "1", "--baseline", "-21", "--out"])
        .arg(&png)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // 80% of the way from -21 to 15 is 7.8: ours reaches 8 at its 30th game (step 300,000);
    // CleanRL's run ends at 9 and first passes 7.8 at its 58th game (step 580,000).
    let line = |name: &str| {
        stdout
            .lines()
            .find(|l| l.starts_with(name))
            .unwrap_or_else(|| panic!("{stdout}"))
            .split_whitespace()
            .last()
            .unwrap()
            .to_string()
    };
    assert_eq!(line("qdagger, seed 1"), "300000", "{stdout}");
    assert_eq!(line("dqn_atari, seed 1"), "580000", "{stdout}");
    assert!(stdout.contains("steps to 80% (7.8)"), "{stdout}");

    let (px, w, h) = read_png(&png);
    assert_eq!((w, h), (1000, 560));
    let count = |c: [u8; 3]| px.iter().filter(|p| **p == c).count();
    // Both series' colours and the teacher's line are drawn.
    use reincarnate::compare::chart::PALETTE;
    assert!(count(PALETTE[0]) > 500, "{}", count(PALETTE[0]));
    assert!(count(PALETTE[1]) > 500, "{}", count(PALETTE[1]));
    assert!(count([255, 140, 0]) > 300, "{}", count([255, 140, 0]));

    // A run without the tag is an error that names it.
    let empty = root.join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .arg("compare")
        .arg(&empty)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("neither scalars.csv nor a TensorBoard event file"),
        "{err}"
    );
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn online_steps_take_a_qdagger_runs_offline_steps_off_and_its_random_return_is_the_baseline() {
    let root = std::env::temp_dir().join(format!("reincarnate-online-{}", std::process::id()));
    let ours = our_run(&root);
    // A QDagger run of ours whose first 100,000 global steps were offline gradient steps and
    // that measured a random policy at -21.
    let config = reincarnate::config::TrainConfig {
        offline_steps: 100_000,
        ..reincarnate::config::TrainConfig::cleanrl()
    };
    std::fs::write(ours.join("config.toml"), config.to_toml()).unwrap();
    let mut csv = CsvWriter::open(&ours.join("scalars.csv"), None).unwrap();
    csv.scalar(reincarnate::compare::RANDOM_TAG, -21.0, 0)
        .unwrap();

    let curve = read_curve(&ours, RETURN_TAG).unwrap();
    assert_eq!(curve.offline_steps, Some(100_000));
    assert_eq!(curve.random_return, Some(-21.0));
    // The game logged at global step 210,000 came 110,000 online steps in.
    assert_eq!(curve.points[20], (210_000, -1.0));
    assert_eq!(curve.clone().online().points[20], (110_000, -1.0));
    // CleanRL's runs have no config.toml of ours: unchanged.
    let cleanrl = read_curve(&cleanrl_run(), RETURN_TAG).unwrap();
    assert_eq!(cleanrl.offline_steps, None);
    assert_eq!(cleanrl.clone().online().points, cleanrl.points);

    let steps_to_80 = |online: bool| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"));
        cmd.arg("compare")
            .arg(&ours)
            .args(["--smooth", "1", "--out"]);
        cmd.arg(root.join("online.png"));
        if online {
            cmd.arg("--online-steps");
        }
        let out = cmd.output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success(), "{stdout}");
        // The baseline came from the run: 80% of the way from -21 to 15 is 7.8.
        assert!(stdout.contains("steps to 80% (7.8)"), "{stdout}");
        let line = stdout.lines().find(|l| l.starts_with("qdagger")).unwrap();
        line.split_whitespace().last().unwrap().to_string()
    };
    assert_eq!(steps_to_80(false), "300000");
    assert_eq!(steps_to_80(true), "200000");
    std::fs::remove_dir_all(&root).unwrap();
}

/// A fork directory as `reincarnate fork` leaves it: fork.json and each pair's two arms' logs
/// after global step 1,000. Pair k's control ends 12 games at returns 0..12, its tweak the
/// same plus `gains[k]`.
fn fork_dir(root: &Path, gains: &[f64]) -> PathBuf {
    let dir = root.join("run/forks/step_1000__1700000000");
    let mut pairs = vec![];
    for (k, gain) in gains.iter().enumerate() {
        let arms = ["control", "tweak"].map(|arm| dir.join(format!("pair_{k}/{arm}")));
        for (arm, plus) in arms.iter().zip([0.0, *gain]) {
            std::fs::create_dir_all(arm).unwrap();
            let mut csv = CsvWriter::open(&arm.join("scalars.csv"), None).unwrap();
            // A game before the fork, which the comparison leaves out.
            csv.scalar(RETURN_TAG, 99.0, 900).unwrap();
            for g in 0..12u64 {
                csv.scalar(RETURN_TAG, g as f64 + plus, 1_000 + 100 * (g + 1))
                    .unwrap();
            }
        }
        pairs.push(arms);
    }
    let record = reincarnate::fork::ForkRecord {
        parent: root.join("run"),
        checkpoint: root.join("run/checkpoints/step_000000001000"),
        global_step: 1_000,
        online_step: 1_000,
        end_step: 2_200,
        tweaks: vec![],
        described: vec!["epsilon off -> 0.05".into()],
        seeds: (0..gains.len())
            .map(|k| (k > 0).then_some(k as u64))
            .collect(),
        pairs,
    };
    std::fs::write(
        dir.join(reincarnate::fork::FORK_FILE),
        serde_json::to_string(&record).unwrap(),
    )
    .unwrap();
    dir
}

#[test]
fn compare_paired_tables_a_forks_pairs_gives_its_verdict_and_draws_the_difference() {
    let root = std::env::temp_dir().join(format!("reincarnate-cmp-paired-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let gains = [1.0, -0.5, 2.0, 0.25, 1.5, -1.25, 0.75];
    let fork = fork_dir(&root, &gains);
    let png = root.join("paired.png");
    let paired = |fork: &Path, png: &Path| {
        reincarnate(&[
            "compare".as_ref(),
            "--paired".as_ref(),
            fork.as_os_str(),
            "--out".as_ref(),
            png.as_os_str(),
        ])
    };
    let (ok, stdout, stderr) = paired(&fork, &png);
    assert!(ok, "{stdout}\n{stderr}");
    // Each pair: 12 games after the fork in each arm; the control's last 10 (2..12) average
    // 6.5; the difference is the pair's gain.
    for (k, gain) in gains.iter().enumerate() {
        let row: Vec<&str> = stdout
            .lines()
            .find(|l| l.split_whitespace().next() == Some(&k.to_string()))
            .unwrap_or_else(|| panic!("no row for pair {k}: {stdout}"))
            .split_whitespace()
            .collect();
        assert_eq!(row[1..4], ["12", "12", "6.50"], "pair {k}: {stdout}");
        assert_eq!(row[5], format!("{gain:+.2}"), "pair {k}: {stdout}");
    }
    // The verdict: these differences' mean and the interval NumPy gives them (the fork
    // report's unit test holds NumPy's numbers for the same seven values).
    let (mean, lo, hi) = reincarnate::fork::paired_interval(&gains).unwrap();
    let verdict = format!(
        "epsilon off -> 0.05: mean of the last 10 games {mean:+.2} [{lo:+.2}, {hi:+.2}] \
         against the control (7 pairs, 95% interval)"
    );
    assert!(stdout.contains(&verdict), "{verdict}\n{stdout}");
    assert!(
        !fork.join(reincarnate::fork::REPORT_FILE).exists(),
        "compare writes nothing into the fork"
    );
    // The chart: the mean difference's line and its interval's band in the first colour.
    let (px, w, h) = read_png(&png);
    assert_eq!((w, h), (1000, 560));
    use reincarnate::compare::chart::PALETTE;
    let count = |c: [u8; 3]| px.iter().filter(|p| **p == c).count();
    assert!(count(PALETTE[0]) > 200, "{}", count(PALETTE[0]));
    // A run directory moved elsewhere (fork.json names the arms where they were made): its
    // fork reads from where it is now.
    std::fs::rename(root.join("run"), root.join("moved")).unwrap();
    let moved = root.join("moved/forks/step_1000__1700000000");
    let (ok, again, stderr) = paired(&moved, &root.join("moved.png"));
    assert!(ok && again.contains(&verdict), "{again}\n{stderr}");
    // Not a fork directory: an error that says what one is.
    let (ok, _, err) = paired(&root.join("moved"), &root.join("none.png"));
    assert!(!ok && err.contains("is not a fork directory"), "{err}");
    std::fs::remove_dir_all(&root).unwrap();
}
