//! A single-node Slurm for a test (munge, slurmctld and slurmd started by
//! scripts/check/slurm_local.sh, stopped when the test ends), and reading `sweep --slurm`'s answers.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Stops the local Slurm when the test ends, passed or not (its daemons' pid files are in
/// its directory: stopped first, then the directory goes).
pub struct Slurm {
    dir: PathBuf,
}

impl Drop for Slurm {
    fn drop(&mut self) {
        let _ = Command::new("bash")
            .arg(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/scripts/check/slurm_local.sh"
            ))
            .arg("stop")
            .arg(&self.dir)
            .status();
    }
}

/// A port nobody listens on now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Starts a local Slurm for one test; `None` (with the reason on stderr) where it cannot.
pub fn local_slurm(dir: &Path, test: &str) -> Option<(Slurm, PathBuf)> {
    let slurm_dir = dir.join("slurm-cluster");
    let start = Command::new("bash")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/scripts/check/slurm_local.sh"
        ))
        .arg("start")
        .arg(&slurm_dir)
        .env("SLURM_LOCAL_CTLD_PORT", free_port().to_string())
        .env("SLURM_LOCAL_SLURMD_PORT", free_port().to_string())
        .output()
        .unwrap();
    let guard = Slurm {
        dir: slurm_dir.clone(),
    };
    if !start.status.success() {
        // Straight to stderr, past the test harness's capture: the skip must be seen.
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED: {test}: a local Slurm could not start here, so it did not run: {}",
            String::from_utf8_lossy(&start.stderr).trim()
        );
        return None;
    }
    Some((guard, slurm_dir.join("slurm.conf")))
}

/// `squeue`'s lines for job `id` (`JOBID STATE REASON`).
pub fn queue(conf: &Path, id: &str) -> String {
    let out = Command::new("squeue")
        .args(["-h", "-j", id, "-o", "%i %T %r"])
        .env("SLURM_CONF", conf)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// The job id in `sweep --slurm`'s answer.
pub fn job_id(stdout: &str) -> String {
    stdout
        .strip_prefix("submitted job array ")
        .unwrap_or_else(|| panic!("{stdout}"))
        .chars()
        .take_while(char::is_ascii_digit)
        .collect()
}
