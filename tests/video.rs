//! Demo videos checked with a real decoder (ffprobe and ffmpeg from Debian's ffmpeg package,
//! which `scripts/dev test` installs): codec, size, frame count, duration, and a decoded
//! frame against the frame we sent.

use rand::{Rng, SeedableRng};
use reincarnate::env::{AtariEnv, EnvConfig};
use reincarnate::video::compose::{frame_size, SCREEN_H, SCREEN_W};
use reincarnate::video::{compose, Recorder};
use std::path::{Path, PathBuf};
use std::process::Command;

fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("reincarnate-video-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn tool(name: &str) -> Command {
    let probe = Command::new(name).arg("-version").output();
    assert!(
        probe.is_ok_and(|o| o.status.success()),
        "{name} is needed to check videos: install Debian's ffmpeg package (scripts/dev test does)"
    );
    Command::new(name)
}

/// `key=value` lines of ffprobe about the first video stream.
fn probe(path: &Path) -> std::collections::HashMap<String, String> {
    let out = tool("ffprobe")
        .args(["-v", "error", "-select_streams", "v:0", "-count_frames"])
        .args([
            "-show_entries",
            "stream=codec_name,width,height,nb_read_frames,r_frame_rate,pix_fmt:format=duration",
        ])
        .args(["-of", "default=nw=1"])
        .arg(path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// Frame `n` decoded to RGB by ffmpeg.
fn decode_frame(path: &Path, n: usize) -> Vec<u8> {
    let out = tool("ffmpeg")
        .args(["-v", "error", "-i"])
        .arg(path)
        .args(["-vf", &format!("select=eq(n\\,{n})"), "-vframes", "1"])
        .args(["-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// `count` frames of Breakout played at random, composed at `scale`.
fn game_frames(count: usize, scale: usize) -> Vec<Vec<u8>> {
    let mut env = AtariEnv::new(&EnvConfig::cleanrl("BreakoutNoFrameskip-v4"), 3).unwrap();
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(3);
    let mut screen = vec![0u8; SCREEN_W * SCREEN_H * 3];
    env.reset();
    (0..count)
        .map(|_| {
            let s = env.step(rng.random_range(0..env.num_actions()));
            if s.terminated || s.truncated {
                env.reset();
            }
            env.raw_screen(&mut screen);
            compose(&screen, scale, None)
        })
        .collect()
}

fn mean_abs_diff(a: &[u8], b: &[u8]) -> f64 {
    assert_eq!(a.len(), b.len());
    a.iter()
        .zip(b)
        .map(|(x, y)| (*x as f64 - *y as f64).abs())
        .sum::<f64>()
        / a.len() as f64
}

#[test]
fn an_mp4_of_the_game_decodes_to_the_frames_we_sent() {
    let dir = temp_dir("mp4");
    let path = dir.join("clip.mp4");
    let frames = game_frames(45, 2);
    let (w, h) = frame_size(2, false);
    let rec = Recorder::start(&path, w, h, 15.0).unwrap();
    for f in &frames {
        rec.push_wait(f.clone(), None).unwrap();
    }
    let done = rec.finish().unwrap();
    assert_eq!((done.frames, done.dropped), (45, 0));

    let p = probe(&path);
    assert_eq!(p["codec_name"], "h264");
    assert_eq!((p["width"].as_str(), p["height"].as_str()), ("320", "420"));
    assert_eq!(p["pix_fmt"], "yuv420p");
    assert_eq!(p["nb_read_frames"], "45");
    assert_eq!(p["r_frame_rate"], "15/1");
    let duration: f64 = p["duration"].parse().unwrap();
    assert!((duration - 3.0).abs() < 0.01, "{duration}");

    for n in [0, 30, 44] {
        let decoded = decode_frame(&path, n);
        let err = mean_abs_diff(&decoded, &frames[n]);
        assert!(err < 1.0, "frame {n}: mean error {err:.2} of 255");
        // Not just similar on average: it is this frame, not its neighbour.
        if n > 0 && frames[n] != frames[n - 1] {
            let other = mean_abs_diff(&decoded, &frames[n - 1]);
            assert!(
                err < other,
                "frame {n}: {err:.3} vs the previous {other:.3}"
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_gif_holds_every_frame_at_its_time() {
    let dir = temp_dir("gif");
    let path = dir.join("clip.gif");
    let frames = game_frames(20, 1);
    let rec = Recorder::start(&path, 160, 210, 15.0).unwrap();
    for f in &frames {
        rec.push_wait(f.clone(), None).unwrap();
    }
    assert_eq!(rec.finish().unwrap().frames, 20);
    let p = probe(&path);
    assert_eq!(p["codec_name"], "gif");
    assert_eq!(p["nb_read_frames"], "20");
    let duration: f64 = p["duration"].parse().unwrap();
    assert!((duration - 20.0 / 15.0).abs() < 0.02, "{duration}");
    let err = mean_abs_diff(&decode_frame(&path, 10), &frames[10]);
    assert!(err < 1.0, "mean error {err:.2}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_slow_encoder_is_reported_not_waited_for() {
    let dir = temp_dir("behind");
    let rec = Recorder::start(&dir.join("big.mp4"), 1920, 1080, 30.0).unwrap();
    let frame = vec![128u8; 1920 * 1080 * 3];
    let pushed = 400;
    let mut accepted = 0;
    let start = std::time::Instant::now();
    for _ in 0..pushed {
        accepted += u64::from(rec.push(frame.clone(), None));
    }
    // Queuing never waits for the encoder.
    let queued_in = start.elapsed();
    let done = rec.finish().unwrap();
    assert!(
        done.dropped > 0,
        "the encoder kept up with {pushed} HD frames at once"
    );
    assert_eq!(done.dropped + accepted, pushed);
    assert_eq!(done.frames, accepted, "{queued_in:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_video_requests_are_errors_that_say_what_to_do() {
    let dir = temp_dir("bad");
    let e = Recorder::start(&dir.join("clip.avi"), 160, 210, 15.0)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("name the video .mp4 (H.264) or .gif"), "{e}");
    let e = Recorder::start(&dir.join("odd.mp4"), 161, 210, 15.0)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("even"), "{e}");
    let empty = dir.join("empty.mp4");
    let e = Recorder::start(&empty, 160, 210, 15.0)
        .unwrap()
        .finish()
        .unwrap_err()
        .to_string();
    assert!(e.contains("no frames came to record"), "{e}");
    assert!(!empty.exists(), "an empty video is not kept");
    let e = Recorder::start(Path::new("/proc/nope/x.mp4"), 160, 210, 15.0)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("/proc/nope"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_record_command_plays_whole_games_into_a_video() {
    let dir = temp_dir("cli");
    let out = dir.join("demo.mp4");
    let model = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/parity/teacher.cleanrl_model");
    let run = Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["record", "--model"])
        .arg(&model)
        .args(["--env-id", "BreakoutNoFrameskip-v4", "--episodes", "1"])
        .args(["--epsilon", "1.0", "--scale", "2", "--overlay", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(stdout.contains("game 1: return"), "{stdout}");
    let frames: u64 = stdout
        .split("frames, ")
        .next()
        .and_then(|s| s.trim_end().rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{stdout}"));
    let p = probe(&out);
    let (w, h) = frame_size(2, true);
    assert_eq!(p["width"], w.to_string());
    assert_eq!(p["height"], h.to_string());
    assert_eq!(p["nb_read_frames"], frames.to_string());
    let duration: f64 = p["duration"].parse().unwrap();
    assert!((duration - frames as f64 / 15.0).abs() < 0.01, "{duration}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `record --seed S` plays the games `eval --seed S` plays on one environment (the same
/// game seed, exploration draws and greedy choice), so the worst game of an evaluation can
/// be watched: the same returns and frames, game by game.
#[test]
fn record_replays_the_games_of_an_evaluation_with_the_same_seed() {
    let dir = temp_dir("replay");
    let model = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/parity/teacher.cleanrl_model"
    );
    let common = [
        "--model",
        model,
        "--env-id",
        "BreakoutNoFrameskip-v4",
        "--episodes",
        "3",
        "--epsilon",
        "0.2",
        "--seed",
        "30005",
    ];
    let games = |args: &[&str]| -> Vec<String> {
        let out = Command::new(env!("CARGO_BIN_EXE_reincarnate"))
            .args(args)
            .args(common)
            .current_dir(&dir)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            out.status.success(),
            "{stdout}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        stdout
            .lines()
            .filter(|l| l.starts_with("game "))
            .map(str::to_string)
            .collect()
    };
    let evaluated = games(&["eval"]);
    assert_eq!(evaluated.len(), 3, "{evaluated:?}");
    let recorded = games(&["record", "--out", "games.gif", "--scale", "1"]);
    assert_eq!(recorded, evaluated);
    assert!(dir.join("games.gif").is_file());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `record --saliency`: the same games with the policy's map drawn over them, warm where the
/// map is high; the screen itself unchanged elsewhere; a bad opacity is refused.
#[test]
fn record_draws_where_the_policy_looks_over_its_games() {
    let dir = temp_dir("saliency");
    let model = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/parity/teacher.cleanrl_model");
    let record = |name: &str, extra: &[&str]| {
        let out = dir.join(name);
        let run = Command::new(env!("CARGO_BIN_EXE_reincarnate"))
            .args(["record", "--model"])
            .arg(&model)
            .args(["--env-id", "BreakoutNoFrameskip-v4", "--max-steps", "12"])
            .args(["--scale", "1", "--out"])
            .arg(&out)
            .args(extra)
            .output()
            .unwrap();
        (out, run)
    };
    let (plain, run) = record("plain.mp4", &[]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    for method in ["gradient", "perturbation"] {
        let (drawn, run) = record(
            &format!("{method}.mp4"),
            &["--saliency", "student", "--saliency-method", method],
        );
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let (a, b) = (decode_frame(&plain, 10), decode_frame(&drawn, 10));
        assert_eq!(a.len(), b.len());
        let changed = a
            .chunks(3)
            .zip(b.chunks(3))
            .filter(|(x, y)| x.iter().zip(*y).any(|(p, q)| p.abs_diff(*q) > 24))
            .count();
        let pixels = a.len() / 3;
        // Some of the screen is coloured, most of it is the game as it was.
        assert!(
            changed > 20 && changed < pixels / 2,
            "{method}: {changed} of {pixels}"
        );
    }
    // Both maps side by side: the student's (the model that plays) and a teacher's (here
    // the same file, so the two halves are alike), in a frame twice as wide.
    let teacher = model.to_str().unwrap();
    let (both, run) = record("both.mp4", &["--saliency", "both", "--teacher", teacher]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let p = probe(&both);
    let (w, h) = frame_size(1, false);
    assert_eq!(p["width"], (2 * w).to_string());
    assert_eq!(p["height"], h.to_string());
    let frame = decode_frame(&both, 10);
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for row in frame.chunks(2 * w * 3) {
        left.extend_from_slice(&row[..w * 3]);
        right.extend_from_slice(&row[w * 3..]);
    }
    assert!(
        mean_abs_diff(&left, &right) < 3.0,
        "the same network's two halves differ"
    );
    assert!(
        mean_abs_diff(&left, &decode_frame(&plain, 10)) > 0.1,
        "no map on the left"
    );
    for (bad, says) in [
        (
            &["--saliency", "student", "--saliency-opacity", "2"][..],
            "--saliency-opacity",
        ),
        (&["--teacher", teacher][..], "only for --saliency teacher"),
    ] {
        let (_, run) = record("bad.mp4", bad);
        assert!(!run.status.success());
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(stderr.contains(says), "{bad:?}: {stderr}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
