//! `--checkpoint-buffer`: the online phase's replay buffer goes into each checkpoint. A run
//! killed with SIGKILL and resumed goes on with exactly the buffer of its newest checkpoint
//! (same transitions, positions and sampling state: the same digest); a cut buffer file
//! stops the resumed run with an error that says what to do, and the checkpoint stays.

use reincarnate::agent::{ReplayBuffer, ReplaySpec, REPLAY_FILE};
use reincarnate::config::TrainConfig;
use reincarnate::trainer::checkpoint;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

fn reincarnate(args: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_reincarnate"));
    cmd.args(args).stdout(Stdio::piped()).stderr(Stdio::piped());
    cmd
}

/// Lines of the child's stdout and stderr, as they come.
fn lines(child: &mut std::process::Child) -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel();
    let out = child.stdout.take().unwrap();
    let err = child.stderr.take().unwrap();
    for pipe in [
        Box::new(out) as Box<dyn std::io::Read + Send>,
        Box::new(err) as Box<dyn std::io::Read + Send>,
    ] {
        let tx = tx.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(pipe).lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
    }
    rx
}

fn newest_with_buffer(run: &Path) -> Option<PathBuf> {
    checkpoint::list(run)
        .ok()?
        .into_iter()
        .rev()
        .find(|c| c.join(REPLAY_FILE).is_file())
}

#[test]
fn a_killed_run_resumes_with_the_buffer_of_its_newest_checkpoint() {
    let runs = std::env::temp_dir().join(format!("reincarnate-replay-ckpt-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let runs_dir = runs.to_string_lossy().into_owned();
    let mut first = reincarnate(&[
        "dqn",
        "--preset",
        "demo",
        "--env-id",
        "BreakoutNoFrameskip-v4",
        "--quiet",
        "--learning-starts",
        "40",
        "--batch-size",
        "4",
        "--buffer-size",
        "3000",
        "--total-timesteps",
        "200000",
        "--checkpoint-every",
        "500",
        "--checkpoint-buffer",
        "--runs-dir",
        &runs_dir,
    ])
    .spawn()
    .unwrap();
    let out = lines(&mut first);
    // Killed once a checkpoint with at least 1,000 transitions is on disk and the run has
    // gone on past it.
    let deadline = Instant::now() + Duration::from_secs(240);
    let mut saved_line = None;
    let run = loop {
        assert!(Instant::now() < deadline, "no checkpoint with a buffer");
        while let Ok(l) = out.try_recv() {
            if l.contains("replay buffer:") && l.contains("step_000000001") {
                saved_line = Some(l);
            }
        }
        let run = std::fs::read_dir(&runs)
            .ok()
            .and_then(|mut d| d.next())
            .and_then(|e| e.ok())
            .map(|e| e.path());
        if let (Some(run), Some(_)) = (run, &saved_line) {
            break run;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    std::thread::sleep(Duration::from_millis(1500));
    first.kill().unwrap(); // SIGKILL
    let _ = first.wait();
    let saved_line = saved_line.unwrap();
    println!("{saved_line}");
    // "checkpoint: DIR (replay buffer: N transitions in X MB, B bytes each)"
    let bytes_each: f64 = saved_line
        .rsplit(", ")
        .next()
        .and_then(|s| s.split_whitespace().next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("{saved_line}"));
    assert!(
        bytes_each < 7056.0,
        "frames are stored compressed: {saved_line}"
    );

    // What the newest checkpoint holds.
    let newest = newest_with_buffer(&run).expect("a checkpoint with its buffer");
    let config =
        TrainConfig::from_toml(&std::fs::read_to_string(run.join("config.toml")).unwrap()).unwrap();
    let spec = ReplaySpec {
        env_id: config.env_id.clone(),
        capacity: config.buffer_size,
        num_envs: config.num_envs,
        stack: 4,
    };
    let saved = ReplayBuffer::load(&newest.join(REPLAY_FILE), &spec).unwrap();
    assert!(saved.len() >= 900, "{} transitions", saved.len());
    let digest = format!("{:016x}", saved.digest());

    // The resumed run says which buffer it starts from: the same one.
    let mut resumed = reincarnate(&["dqn", "--quiet", "--resume", run.to_str().unwrap()])
        .spawn()
        .unwrap();
    let out = lines(&mut resumed);
    let deadline = Instant::now() + Duration::from_secs(120);
    let said = loop {
        match out.recv_timeout(Duration::from_millis(200)) {
            Ok(l) if l.contains("from the checkpoint (digest") => break l,
            Ok(_) => {}
            Err(_) => assert!(Instant::now() < deadline, "the resumed run did not say"),
        }
    };
    resumed.kill().unwrap();
    let _ = resumed.wait();
    println!("{said}");
    assert!(
        said.contains(&format!("holds {} transitions", saved.len())),
        "{said}"
    );
    assert!(said.contains(&digest), "{said} (saved: {digest})");

    // A cut buffer file: a clear error, no panic, and the checkpoint is still there.
    let newest = newest_with_buffer(&run).unwrap();
    let file = newest.join(REPLAY_FILE);
    let bytes = std::fs::read(&file).unwrap();
    std::fs::write(&file, &bytes[..bytes.len() * 2 / 3]).unwrap();
    let out = reincarnate(&["dqn", "--quiet", "--resume", run.to_str().unwrap()])
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!out.status.success(), "{text}");
    assert!(!text.contains("panicked"), "{text}");
    assert!(
        text.contains("is not a usable replay buffer") && text.contains("Delete it"),
        "{text}"
    );
    assert!(newest.join("state.json").is_file() && file.is_file());
    assert_eq!(checkpoint::list(&run).unwrap().last(), Some(&newest));
    let _ = std::fs::remove_dir_all(&runs);
}
