//! The app in a real window: runs the binary under the current display (Xvfb in CI) with a
//! tiny QDagger run, lets it take a screenshot, and checks the picture. Skipped without a
//! display.

use std::path::PathBuf;
use std::process::Command;

fn main() {
    if std::env::var_os("DISPLAY").is_none() {
        println!("app_window: skipped (no DISPLAY; run under xvfb-run)");
        return;
    }
    let dir = std::env::temp_dir().join(format!("reincarnate-app-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let shot = dir.join("window.png");
    let teacher = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/parity/teacher.cleanrl_model");
    let out = Command::new(env!("CARGO_BIN_EXE_reincarnate"))
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
        .args([
            "--screenshot",
            shot.to_str().unwrap(),
            "--screenshot-after",
            "25",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "the app failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let png = std::fs::read(&shot).expect("a screenshot was written");
    assert!(png.starts_with(b"\x89PNG"), "a PNG");
    assert!(
        png.len() > 20_000,
        "a window with content, not a blank image ({} bytes)",
        png.len()
    );
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
    println!("app_window: 1 passed, 0 failed");
    let _ = std::fs::remove_dir_all(&dir);
}
