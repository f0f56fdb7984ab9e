//! The app in a real window: runs the binary under the current display (Xvfb in CI) with a
//! tiny QDagger run, lets it take three screenshots 4 s apart, and checks the game
//! screen in them: drawn (not blank) and moving (different between two of them), and the
//! Q-value panel under it: whole inside the 1280x800 window, with both networks' bars. Skipped
//! without a display. Also: without a display or a Vulkan driver the app fails with an error
//! that says what to do.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The RGB pixels of a PNG, with its width.
mod support;
use support::remote::served_dqn;

fn read_png(path: &Path) -> (Vec<[u8; 3]>, usize) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let channels = info.color_type.samples();
    assert!(channels >= 3, "{:?}", info.color_type);
    assert_eq!(info.bit_depth, png::BitDepth::Eight);
    let pixels = buf[..info.buffer_size()]
        .chunks_exact(channels)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (pixels, info.width as usize)
}

/// The pixels inside `[x, y, w, h]`.
fn crop(image: &(Vec<[u8; 3]>, usize), [x, y, w, h]: [usize; 4]) -> Vec<[u8; 3]> {
    let (pixels, width) = image;
    (y..y + h)
        .flat_map(|r| pixels[r * width + x..r * width + x + w].iter().copied())
        .collect()
}

/// Runs the app with `env` changed and checks that it fails with a message holding `says`,
/// before any run starts (no run directory).
fn fails_clearly(env: &[(&str, Option<&str>)], says: &str) {
    let dir = std::env::temp_dir().join(format!(
        "reincarnate-app-fail-{}-{}",
        std::process::id(),
        says.len()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_reincarnate"));
    cmd.args(["--dqn", "--total-timesteps", "100"])
        .args(["--runs-dir", dir.join("runs").to_str().unwrap()]);
    for (k, v) in env {
        match v {
            Some(v) => cmd.env(k, v),
            None => cmd.env_remove(k),
        };
    }
    let out = cmd.output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "the app did not fail: {stderr}");
    assert!(
        !stderr.contains("panicked"),
        "a panic, not an error: {stderr}"
    );
    assert!(stderr.contains(says), "{stderr}");
    assert!(stderr.contains("reincarnate train"), "{stderr}");
    assert!(!dir.join("runs").exists(), "a run started");
}

fn main() {
    // Without a display: an error that says what to do, not winit's panic.
    fails_clearly(
        &[("DISPLAY", None), ("WAYLAND_DISPLAY", None)],
        "no display to open the window on",
    );
    if std::env::var_os("DISPLAY").is_none() {
        println!("app_window: window checks skipped (no DISPLAY; run under xvfb-run)");
        return;
    }
    // A display but no Vulkan driver: an error, not Bevy's "Unable to find a GPU" panic.
    fails_clearly(
        &[("VK_ICD_FILENAMES", Some("/nonexistent/icd.json"))],
        "Install a Vulkan driver",
    );
    let dir = std::env::temp_dir().join(format!("reincarnate-app-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let shots = [
        dir.join("first.png"),
        dir.join("second.png"),
        dir.join("third.png"),
    ];
    let teacher = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/parity/teacher.cleanrl_model");
    let out = Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["--env-id", "BreakoutNoFrameskip-v4"])
        .args(["--teacher", teacher.to_str().unwrap()])
        .args(["--runs-dir", dir.join("runs").to_str().unwrap()])
        .args([
            "--teacher-steps",
            "500",
            "--offline-steps",
            "20",
            "--offline-eval-every",
            "10",
        ])
        .args(["--learning-starts", "100", "--batch-size", "8"])
        // Half the actions random: the ball stays in play (see `race_in_the_window`).
        .args(["--end-e", "0.5"])
        .args(["--record", "game"])
        .args([
            "--screenshot",
            shots[0].to_str().unwrap(),
            "--screenshot-after",
            "20",
        ])
        .args([
            "--screenshot",
            shots[1].to_str().unwrap(),
            "--screenshot-after",
            "24",
        ])
        .args([
            "--screenshot",
            shots[2].to_str().unwrap(),
            "--screenshot-after",
            "28",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "the app failed: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // "screenshot PATH at T s: game screen at x X y Y w W h H; q-values at x X y Y w W h H"
    // (or "q-values none" before the first Q-values).
    let lines: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("screenshot "))
        .collect();
    let panes: Vec<_> = lines.iter().map(|l| pane_regions(l)[0]).collect();
    let regions: Vec<[usize; 4]> = panes.iter().map(|p| p.0).collect();
    let q_regions: Vec<Option<[usize; 4]>> = panes.iter().map(|p| p.1).collect();
    assert_eq!(regions.len(), 3, "{stdout}");
    let [x, y, w, h] = regions[1];
    assert!(
        w >= 160 && h >= 210,
        "the screen is at least 160x210: {w}x{h}"
    );
    assert!(
        (w as f64 / h as f64 - 160.0 / 210.0).abs() < 0.01,
        "aspect {w}x{h}"
    );

    let images: Vec<_> = shots.iter().map(|p| read_png(p)).collect();
    // The panels show egui's dark panel grey (27), which the app clears the window to instead
    // of filling each panel, and egui's text is drawn on them (with the app's egui shader).
    let corner = crop(&images[1], [1260, 780, 20, 20]);
    assert!(
        corner.iter().all(|p| *p == [27, 27, 27]),
        "the window's corner is not the panel grey: {:?}",
        &corner[..4]
    );
    let status = crop(&images[1], [0, 0, 460, 25]);
    let text = status.iter().filter(|p| p.iter().all(|&c| c > 100)).count();
    assert!(text > 100, "{text} light text pixels in the status bar");
    // The Q-value panel lies whole inside the 1280x800 window, under the screen, and shows
    // both networks' bars (the student's blue, the teacher's orange).
    let [qx, qy, qw, qh] = q_regions[1].unwrap_or_else(|| panic!("no Q-values shown: {stdout}"));
    assert!(
        qx + qw <= 1280 && qy + qh <= 800,
        "the Q-value panel is cut off: {:?}",
        q_regions[1]
    );
    assert!(
        qy >= y + h && qh >= 150,
        "{:?} under {:?}",
        q_regions[1],
        regions[1]
    );
    let q = crop(&images[1], [qx, qy, qw, qh]);
    let blue = q
        .iter()
        .filter(|p| p[2] as i32 > p[0] as i32 + 40 && p[2] > 120)
        .count();
    let orange = q
        .iter()
        .filter(|p| p[0] > 150 && p[1] > 60 && (p[2] as i32) < p[1] as i32 - 40)
        .count();
    assert!(
        blue > 100 && orange > 100,
        "bars: {blue} blue, {orange} orange pixels"
    );
    let b = crop(&images[1], [x, y, w, h]);
    // Drawn: the game's colours, not one flat fill.
    let mut colours: Vec<[u8; 3]> = b.clone();
    colours.sort();
    colours.dedup();
    assert!(
        colours.len() >= 4,
        "a blank screen: {} colours",
        colours.len()
    );
    let lit = b.iter().filter(|p| p.iter().any(|&c| c > 40)).count();
    assert!(
        lit * 50 > b.len(),
        "a dark screen: {lit} of {} pixels lit",
        b.len()
    );
    // Moving: the game went on between the screenshots. Between two of them: a student that
    // always moves one way loses its lives quickly, and the screen between a lost ball and the
    // next is the same each time, so one pair 4 s apart can catch it twice.
    let changed = (0..2)
        .map(|i| {
            let a = crop(&images[i], regions[i]);
            let b = crop(&images[i + 1], regions[i + 1]);
            a.iter().zip(&b).filter(|(p, q)| p != q).count()
        })
        .max()
        .unwrap_or(0);
    assert!(changed > 50, "the screen did not change ({changed} pixels)");
    println!(
        "app_window: screen {w}x{h}, {} colours, {changed} pixels changed in 4 s; Q-value \
         panel {qw}x{qh} at ({qx}, {qy}) with {blue} student and {orange} teacher bar pixels",
        colours.len()
    );

    // The recording started with the app was finished when the window closed.
    let saved = stdout
        .lines()
        .find_map(|l| l.strip_prefix("video saved: "))
        .unwrap_or_else(|| panic!("no video: {stdout}"));
    let (path, frames) = saved.rsplit_once(" (").unwrap();
    let frames: u64 = frames.trim_end_matches(" frames)").parse().unwrap();
    assert!(frames > 20, "{saved}");
    let probe = Command::new("ffprobe")
        .args(["-v", "error", "-count_frames", "-select_streams", "v:0"])
        .args([
            "-show_entries",
            "stream=codec_name,nb_read_frames",
            "-of",
            "csv=p=0",
        ])
        .arg(path)
        .output()
        .expect("ffprobe (Debian's ffmpeg package; scripts/dev test installs it)");
    assert_eq!(
        String::from_utf8_lossy(&probe.stdout).trim(),
        format!("h264,{frames}"),
        "{}",
        String::from_utf8_lossy(&probe.stderr)
    );
    println!("app_window: a {frames}-frame recording of the game screen");

    // Closing the window stopped the trainer with a final checkpoint.
    let run = std::fs::read_dir(dir.join("runs"))
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    assert!(
        run.join("checkpoints").exists(),
        "a checkpoint after the window closed"
    );

    // A teacher that cannot be loaded: the window stays up and says why; nothing crashes.
    let out = Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["--teacher", "/nonexistent/teacher.pt"])
        .args(["--runs-dir", dir.join("bad").to_str().unwrap()])
        .args(["--screenshot", dir.join("bad.png").to_str().unwrap()])
        .args(["--screenshot-after", "6"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "the app ended badly: {stderr}");
    assert!(
        stderr.contains("the run failed: cannot read /nonexistent/teacher.pt"),
        "{stderr}"
    );
    assert!(dir.join("bad.png").is_file(), "the window was still drawn");
    race_in_the_window(&dir, &teacher);
    a_remote_viewer_records_what_it_watches(&dir);
    println!("app_window: 4 passed, 0 failed");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Where each pane's game screen and Q-value panel went, from a "screenshot ..." line: one
/// "game screen at x X y Y w W h H; q-values at x .. | none" part per pane.
fn pane_regions(line: &str) -> Vec<([usize; 4], Option<[usize; 4]>)> {
    let region = |text: &str| -> Option<[usize; 4]> {
        let v: Vec<usize> = text
            .split_whitespace()
            .skip(1)
            .step_by(2)
            .take(4)
            .map(|n| n.trim_end_matches(';').parse().ok())
            .collect::<Option<_>>()?;
        (v.len() == 4).then(|| [v[0], v[1], v[2], v[3]])
    };
    line.split("game screen at ")
        .skip(1)
        .map(|part| {
            let screen = region(part.split(';').next().unwrap()).expect(line);
            let q = part.split("q-values at ").nth(1).and_then(region);
            (screen, q)
        })
        .collect()
}

/// `reincarnate race` in the window: both screens drawn side by side, both moving, both
/// Q-value panels whole inside the window; closing it leaves both runs with a checkpoint.
fn race_in_the_window(dir: &Path, teacher: &Path) {
    let shots = [dir.join("race1.png"), dir.join("race2.png")];
    let runs = dir.join("race-runs");
    let out = Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["race", "--env-id", "BreakoutNoFrameskip-v4"])
        .args(["--teacher", teacher.to_str().unwrap()])
        .args(["--runs-dir", runs.to_str().unwrap()])
        .args(["--teacher-eval-episodes", "1", "--teacher-steps", "300"])
        .args(["--offline-steps", "20", "--offline-eval-every", "10"])
        .args(["--learning-starts", "100", "--batch-size", "8"])
        // Breakout waits for FIRE after a lost ball: a greedy policy that never fires
        // leaves a still screen. Half the actions random keeps the ball and paddle moving.
        .args(["--end-e", "0.5"])
        .args(["--screenshot", shots[0].to_str().unwrap()])
        .args(["--screenshot-after", "20"])
        .args(["--screenshot", shots[1].to_str().unwrap()])
        .args(["--screenshot-after", "24"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "the race failed: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("screenshot "))
        .collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    let panes: Vec<_> = lines.iter().map(|l| pane_regions(l)).collect();
    assert!(panes.iter().all(|p| p.len() == 2), "two panes: {stdout}");
    let images: Vec<_> = shots.iter().map(|p| read_png(p)).collect();
    let (left, right) = (panes[1][0].0, panes[1][1].0);
    assert!(
        left[0] + left[2] <= right[0] && left[1] == right[1],
        "side by side: {left:?} {right:?}"
    );
    for (side, name) in ["QDagger", "DQN"].iter().enumerate() {
        let [x, y, w, h] = panes[1][side].0;
        assert!(w >= 160 && h >= 210, "{name}: the screen is {w}x{h}");
        assert_eq!(
            panes[0][side].0, panes[1][side].0,
            "{name}: the screen moved"
        );
        let a = crop(&images[0], [x, y, w, h]);
        let b = crop(&images[1], [x, y, w, h]);
        let changed = a.iter().zip(&b).filter(|(p, q)| p != q).count();
        assert!(
            changed > 50,
            "{name}: the screen did not change ({changed} pixels)"
        );
        let lit = b.iter().filter(|p| p.iter().any(|&c| c > 40)).count();
        assert!(lit * 50 > b.len(), "{name}: a dark screen");
        let [qx, qy, qw, qh] = panes[1][side]
            .1
            .unwrap_or_else(|| panic!("{name}: no Q-values: {stdout}"));
        assert!(
            qx + qw <= 1280 && qy + qh <= 800 && qy >= y + h,
            "{name}: the Q-value panel {:?} is cut off or over the screen",
            panes[1][side].1
        );
        let q = crop(&images[1], [qx, qy, qw, qh]);
        let blue = q
            .iter()
            .filter(|p| p[2] as i32 > p[0] as i32 + 40 && p[2] > 120)
            .count();
        assert!(blue > 50, "{name}: {blue} student bar pixels");
        println!("app_window: race, {name} screen {w}x{h} at x {x}: {changed} pixels changed in 4 s; Q-values {qw}x{qh}");
    }
    // Closing the window stopped both sides, each with its checkpoint.
    let race = std::fs::read_dir(&runs)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let sides: Vec<PathBuf> = std::fs::read_dir(&race)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("config.toml").is_file())
        .collect();
    assert_eq!(sides.len(), 2, "{sides:?}");
    for side in &sides {
        assert!(
            side.join("checkpoints").is_dir(),
            "{side:?} has no checkpoint"
        );
    }
}

/// `app --connect` on a served run, recording from its start: the video holds the served
/// run's screens and goes where the viewer runs (`videos/`).
fn a_remote_viewer_records_what_it_watches(dir: &Path) {
    let served = dir.join("served");
    let (_trainer, served) = served_dqn(200_000, &["--runs-dir", served.to_str().unwrap()]);
    let viewer_dir = dir.join("viewer");
    std::fs::create_dir_all(&viewer_dir).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["app", "--connect", &served.addr, "--record", "game"])
        .arg("--token-file")
        .arg(&served.token_file)
        .args(["--screenshot", dir.join("remote.png").to_str().unwrap()])
        .args(["--screenshot-after", "12"])
        .current_dir(&viewer_dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "the viewer failed: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let saved = stdout
        .lines()
        .find_map(|l| l.strip_prefix("video saved: "))
        .unwrap_or_else(|| panic!("the viewer saved no video: {stdout}"));
    let (path, frames) = saved.rsplit_once(" (").unwrap();
    let frames: u64 = frames.trim_end_matches(" frames)").parse().unwrap();
    let path = viewer_dir.join(path);
    assert!(
        path.starts_with(viewer_dir.join("videos")) && path.is_file(),
        "{saved}: not in the viewer's videos/"
    );
    assert!(frames > 20, "{saved}");
    let probe = Command::new("ffprobe")
        .args(["-v", "error", "-count_frames", "-select_streams", "v:0"])
        .args(["-show_entries", "stream=nb_read_frames", "-of", "csv=p=0"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&probe.stdout).trim(),
        frames.to_string()
    );
    // The viewer's window closing leaves the run going (it is the trainer's, not the viewer's).
    assert!(
        std::fs::read_dir(dir.join("served")).unwrap().count() == 1,
        "one served run"
    );
    println!("app_window: a remote viewer recorded {frames} frames of the served run");
}
