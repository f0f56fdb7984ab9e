//! The browser page in a real browser: `scripts/check/test_web.sh` runs the page's unit tests,
//! checks that the committed bundle (web/dist) is what its sources build, and drives Debian's
//! Chromium headless (playwright-core) against served runs of this build's binary, on
//! 127.0.0.1 only: the screen changes, the returns plot fills, read-only without the token,
//! the epsilon override reaches the run's scalars.csv, the trainer confirms the natural-speed
//! box, the open page follows a trainer that restarts with `--resume --serve`, and a page of
//! another origin is refused. Screenshots go to target/page-shots (or SHOTS_DIR). Needs node,
//! npm and chromium (`bash scripts/dev test` installs them).

use std::process::Command;

#[test]
fn the_page_works_in_a_real_browser_against_served_runs() {
    let root = env!("CARGO_MANIFEST_DIR");
    let shots = std::env::var("SHOTS_DIR").unwrap_or_else(|_| {
        let target = std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| format!("{root}/target"));
        format!("{target}/page-shots")
    });
    let out = Command::new("bash")
        .arg(format!("{root}/scripts/check/test_web.sh"))
        .env("REINCARNATE_BIN", env!("CARGO_BIN_EXE_reincarnate"))
        .env("SHOTS_DIR", &shots)
        .output()
        .expect("bash runs scripts/check/test_web.sh");
    let text = format!(
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success(),
        "scripts/check/test_web.sh failed:\n{text}"
    );
    assert!(text.contains("test_web: all passed"), "{text}");
}
