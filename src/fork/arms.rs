//! A fork's arms on disk: from a run's newest whole checkpoint (networks, Adam, counters,
//! random streams, the student's buffer and every environment, `--checkpoint-buffer`), two
//! run directories per pair, `control` and `tweak`, each starting from that checkpoint as a
//! resumed run does. Large files are hard links (copies where the file system has none): an
//! arm writes its own checkpoints beside them and never changes them.

use super::{ForkError, ForkPlan};
use crate::config::{LiveParam, TrainConfig};
use crate::env::state_file::ENVS_FILE;
use crate::protocol::Phase;
use crate::trainer::checkpoint::{self, RunState};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// The fork's record (`fork.json` in its directory): where it came from and what differs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ForkRecord {
    /// The run forked.
    pub parent: PathBuf,
    /// The checkpoint the arms start from.
    pub checkpoint: PathBuf,
    /// Its global step (the arms' step 0 of "steps since the fork").
    pub global_step: u64,
    /// Its online step.
    pub online_step: u64,
    /// The online step the arms end at.
    pub end_step: u64,
    /// The tweak arm's changes.
    pub tweaks: Vec<LiveParam>,
    /// The tweaks in words (`epsilon 0.01 -> 0.05`).
    pub described: Vec<String>,
    /// Each pair's arms: control, then tweak.
    pub pairs: Vec<[PathBuf; 2]>,
    /// Each pair's stream seed (`None`: the run's own streams go on, pair 0).
    pub seeds: Vec<Option<u64>>,
}

/// The arms' names in a pair's directory.
pub const ARMS: [&str; 2] = ["control", "tweak"];

/// The stream seed of pair `k` (from 1; pair 0 goes on with the run's own streams).
fn pair_seed(seed: u64, global_step: u64, k: usize) -> u64 {
    let mut z = seed ^ global_step.rotate_left(17) ^ (k as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> ForkError + '_ {
    move |source| ForkError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Links `from` to `to`, or copies it where links cannot be made.
fn link_or_copy(from: &Path, to: &Path) -> Result<(), ForkError> {
    if std::fs::hard_link(from, to).is_ok() {
        return Ok(());
    }
    std::fs::copy(from, to).map(|_| ()).map_err(io(to))
}

/// The first `bytes` bytes of `from` into `to` (a log as its checkpoint saw it).
fn copy_prefix(from: &Path, to: &Path, bytes: u64) -> Result<(), ForkError> {
    use std::io::Read;
    let f = std::fs::File::open(from).map_err(io(from))?;
    let mut head = Vec::new();
    f.take(bytes).read_to_end(&mut head).map_err(io(from))?;
    std::fs::write(to, head).map_err(io(to))
}

/// The record of the fork in `dir` (its `fork.json`), its arms found in `dir` wherever the
/// fork was made: a fork directory copied or moved (a cluster's runs copied to a laptop)
/// reads and resumes from where it is now.
pub fn read_record(dir: &Path) -> Result<ForkRecord, ForkError> {
    let not_a_fork = |why: String| ForkError::NotAFork {
        dir: dir.to_path_buf(),
        why,
    };
    let text = std::fs::read_to_string(dir.join(super::FORK_FILE))
        .map_err(|e| not_a_fork(e.to_string()))?;
    let mut record: ForkRecord =
        serde_json::from_str(&text).map_err(|e| not_a_fork(e.to_string()))?;
    for (k, pair) in record.pairs.iter_mut().enumerate() {
        for (path, arm) in pair.iter_mut().zip(ARMS) {
            let here = dir.join(format!("pair_{k}")).join(arm);
            if here.is_dir() {
                *path = here;
            }
        }
    }
    Ok(record)
}

/// The run's newest checkpoint, checked: whole (buffer and environments), online.
pub fn whole_checkpoint(run_dir: &Path) -> Result<(PathBuf, RunState, TrainConfig), ForkError> {
    let p = run_dir.join("config.toml");
    let text = std::fs::read_to_string(&p).map_err(|source| ForkError::NotARun {
        dir: run_dir.to_path_buf(),
        source,
    })?;
    let config = TrainConfig::from_toml(&text)
        .map_err(|e| ForkError::Config(format!("{}: {e}", p.display())))?;
    let dir = checkpoint::list(run_dir)?
        .pop()
        .ok_or_else(|| ForkError::NoCheckpoint(run_dir.to_path_buf()))?;
    let state = checkpoint::latest_state(run_dir)?
        .ok_or_else(|| ForkError::NoCheckpoint(run_dir.to_path_buf()))?;
    match state.phase {
        Phase::Online => {}
        Phase::Done => return Err(ForkError::Finished(dir)),
        phase => {
            return Err(ForkError::NotOnline {
                dir,
                phase: phase.label().to_string(),
            })
        }
    }
    if !dir.join(crate::agent::REPLAY_FILE).is_file() {
        return Err(ForkError::NoBuffer(dir));
    }
    if !dir.join(ENVS_FILE).is_file() {
        return Err(ForkError::NoEnvs(dir));
    }
    Ok((dir, state, config))
}

/// Writes the fork's arms (see the module) under `RUN_DIR/forks/step_{N}__{time}/`; a fork
/// that cannot be written whole (a full disk) leaves no directory behind.
pub fn prepare(plan: &ForkPlan) -> Result<ForkRecord, ForkError> {
    // Absolute, so that `fork --resume` finds the arms from any directory.
    let run_dir = std::fs::canonicalize(&plan.run_dir).unwrap_or_else(|_| plan.run_dir.clone());
    let (checkpoint, state, config) = whole_checkpoint(&run_dir)?;
    if plan.pairs == 0 {
        return Err(ForkError::Config("--pairs must be at least 1".into()));
    }
    let t = state.phase_step;
    let end_step = match plan.steps {
        Some(0) => return Err(ForkError::Config("--steps must be at least 1".into())),
        Some(n) => config.online_end().min(t.saturating_add(n)),
        None => config.online_end(),
    };
    if end_step <= t {
        return Err(ForkError::AtTheEnd(checkpoint));
    }
    // The arms end at `end_step` with the run's schedules (epsilon's runs over the run's
    // total-timesteps, as it would have), and keep whole checkpoints, so that an arm stopped
    // on the way goes on exactly (`fork --resume`) and can be forked again, whatever the run
    // kept (the app forks a run that keeps none: it stops with a whole one).
    let arm_config = TrainConfig {
        stop_at: end_step,
        checkpoint_buffer: true,
        ..config
    };
    let time = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let base = run_dir
        .join("forks")
        .join(format!("step_{}__{time}", state.global_step));
    let dir = crate::trainer::unused_dir(&base);
    let written = write_fork(&dir, plan, &run_dir, &checkpoint, &state, &arm_config);
    if written.is_err() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    written
}

/// The fork's arms and its record in `dir`.
fn write_fork(
    dir: &Path,
    plan: &ForkPlan,
    run_dir: &Path,
    checkpoint: &Path,
    state: &RunState,
    arm_config: &TrainConfig,
) -> Result<ForkRecord, ForkError> {
    let mut pairs = Vec::new();
    let mut seeds = Vec::new();
    for k in 0..plan.pairs {
        let seed = (k > 0).then(|| pair_seed(arm_config.seed, state.global_step, k));
        let pair = dir.join(format!("pair_{k}"));
        let arms = ARMS.map(|arm| pair.join(arm));
        for (arm, path) in ARMS.iter().zip(&arms) {
            let mut arm_state = state.clone();
            arm_state.reseed = seed;
            if *arm == "tweak" {
                for &p in &plan.tweaks {
                    arm_state.live.set(p);
                }
            }
            write_arm(path, checkpoint, run_dir, arm_config, &arm_state)?;
        }
        pairs.push(arms);
        seeds.push(seed);
    }
    let described = plan
        .tweaks
        .iter()
        .map(|p| super::tweak::describe_change(p, &state.live))
        .collect();
    let record = ForkRecord {
        parent: run_dir.to_path_buf(),
        checkpoint: checkpoint.to_path_buf(),
        global_step: state.global_step,
        online_step: state.phase_step,
        end_step: arm_config.online_end(),
        tweaks: plan.tweaks.clone(),
        described,
        pairs,
        seeds,
    };
    let p = dir.join(super::FORK_FILE);
    let json =
        serde_json::to_string_pretty(&record).map_err(|e| ForkError::Config(e.to_string()))?;
    std::fs::write(&p, json).map_err(io(&p))?;
    Ok(record)
}

/// One arm: its config, its logs as the checkpoint saw them, and the checkpoint itself
/// with the arm's state.
fn write_arm(
    arm: &Path,
    checkpoint: &Path,
    parent: &Path,
    config: &TrainConfig,
    state: &RunState,
) -> Result<(), ForkError> {
    let ckpt = arm
        .join("checkpoints")
        .join(checkpoint.file_name().unwrap_or_default());
    std::fs::create_dir_all(&ckpt).map_err(io(&ckpt))?;
    let p = arm.join("config.toml");
    std::fs::write(&p, config.to_toml()).map_err(io(&p))?;
    std::fs::write(ckpt.join("config.toml"), config.to_toml()).map_err(io(&ckpt))?;
    for name in [
        "student.safetensors",
        "state.safetensors",
        crate::agent::REPLAY_FILE,
        ENVS_FILE,
    ] {
        link_or_copy(&checkpoint.join(name), &ckpt.join(name))?;
    }
    // A QDagger run's teacher Q table, where its checkpoint keeps one.
    let table = checkpoint.join(crate::trainer::teacher_q::TEACHER_Q_FILE);
    if table.is_file() {
        link_or_copy(
            &table,
            &ckpt.join(crate::trainer::teacher_q::TEACHER_Q_FILE),
        )?;
    }
    if let Some(mark) = &state.logs {
        for f in &mark.files {
            // A name of the run's own, never a path.
            if f.file.contains(['/', '\\']) || f.file.starts_with('.') {
                continue;
            }
            let from = parent.join(&f.file);
            if from.is_file() {
                copy_prefix(&from, &arm.join(&f.file), f.bytes)?;
            }
        }
    }
    let p = ckpt.join("state.json");
    let json = serde_json::to_string_pretty(state).map_err(|e| ForkError::Config(e.to_string()))?;
    std::fs::write(&p, json).map_err(io(&p))
}
