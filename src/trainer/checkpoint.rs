//! Checkpoints: `checkpoints/step_{global_step}/` in the run directory, holding
//! `student.safetensors` (the network, with PyTorch's names: it loads as a teacher),
//! `state.safetensors` (target network and Adam's moments), `state.json` (counters, the
//! phase, lambda's state, recent returns, random generators), `config.toml` and, with
//! `checkpoint_buffer`, the online phase's replay buffer (`replay.zst`) and every
//! environment's state (`envs.bin`): such a checkpoint resumes exactly where the run was.
//!
//! A checkpoint is written into a temporary directory and renamed into place, so a crash
//! never leaves a half-written one; older ones beyond `keep` are then deleted.

use super::learner::Learner;
use crate::agent::qdagger::Weaning;
use crate::agent::{ReplayBuffer, ReplayFileError, REPLAY_FILE};
use crate::config::{LiveParams, TrainConfig};
use crate::env::state_file::{save_states, StateFileError, ENVS_FILE};
use crate::env::EnvState;
use crate::logging::resume::ResumePoint;
use crate::logging::LogMark;
use crate::protocol::Phase;
use crate::teacher::write_safetensors;
use candle_core::{Device, Tensor};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The counters and small state of a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunState {
    /// The phase the run was in.
    pub phase: Phase,
    /// Steps done in that phase.
    pub phase_step: u64,
    /// CleanRL's global step.
    pub global_step: u64,
    /// Adam's step count.
    pub adam_steps: u64,
    /// The teacher's G_T.
    pub teacher_return: Option<f64>,
    /// A random policy's mean return (the baseline of normalised scores), once measured.
    #[serde(default)]
    pub random_return: Option<f64>,
    /// Whether the student is weaned.
    pub weaning: Weaning,
    /// The last student game returns (at most 10 are used).
    pub recent_returns: Vec<f64>,
    /// Live parameters in force.
    pub live: LiveParams,
    /// The exploration generator.
    pub rng: Pcg64Mcg,
    /// How many times this run was resumed (seeds the environments of each resumption).
    pub resumes: u64,
    /// The student's training games so far (rows of `charts/episodic_return`).
    #[serde(default)]
    pub episodes: u64,
    /// Each log file's length and last step when the checkpoint was written: what of the
    /// logs belongs to it (`None` in checkpoints of older versions).
    #[serde(default)]
    pub logs: Option<LogMark>,
    /// A finished run's final evaluation: `Some(false)` until its games are logged, then
    /// `Some(true)`; `None` before the run finishes (and in older versions' checkpoints).
    #[serde(default)]
    pub final_evaluated: Option<bool>,
    /// Set in a fork's arm of a repeated pair: the run's random streams (exploration, replay
    /// sampling, the environments' NOOP counts) are seeded anew from it when the run resumes
    /// from this checkpoint, the same in both arms of the pair; cleared once applied.
    #[serde(default)]
    pub reseed: Option<u64>,
    /// The teacher's buffer's sampling generator where the offline phase was: a run resumed
    /// offline rebuilds the same buffer and draws from it the batches it would have drawn.
    /// `None` outside the offline phase (and in older versions' checkpoints, whose offline
    /// resume drew other batches).
    #[serde(default)]
    pub offline_sampler: Option<Pcg64Mcg>,
}

impl RunState {
    /// Whether the run is over: finished, and its final evaluation logged.
    pub fn finished(&self) -> bool {
        self.phase == Phase::Done && self.final_evaluated != Some(false)
    }

    /// The first step a run resumed from this checkpoint logs again: the offline phase's
    /// next gradient step, the online phase's global step, after the end of a finished run.
    pub fn next_step(&self) -> u64 {
        match self.phase {
            Phase::Offline => self.phase_step,
            Phase::Done => self.global_step + 1,
            _ => self.global_step,
        }
    }

    /// The checkpoint as its logs see it.
    pub fn resume_point(&self) -> ResumePoint<'_> {
        ResumePoint {
            from: self.next_step(),
            mark: self.logs.as_ref(),
            evaluated: self.finished(),
        }
    }
}

/// Why a checkpoint could not be written or read.
#[derive(Debug, thiserror::Error)]
pub enum CheckpointError {
    /// File system.
    #[error("{path}: {source}")]
    Io {
        /// The path.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
    /// Tensors.
    #[error("{path}: {source}")]
    Tensor {
        /// The path.
        path: PathBuf,
        /// The error.
        source: candle_core::Error,
    },
    /// The JSON or TOML.
    #[error("{path}: {reason}")]
    Format {
        /// The path.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// The disk filled up while a checkpoint was written; nothing of it was kept.
    #[error(
        "the disk is full: the checkpoint at step {step} could not be written ({detail}). Free \
         some space and continue with --resume {run_dir}: the last good checkpoint{last} is kept"
    )]
    DiskFull {
        /// The run.
        run_dir: PathBuf,
        /// The step of the checkpoint that failed.
        step: u64,
        /// The last good checkpoint, if any.
        last: String,
        /// The error.
        detail: String,
    },
    /// The networks' weights hold NaN or infinity (a learning rate or a temperature that
    /// drove training to divergence): nothing is written, the last good checkpoint is kept.
    #[error(
        "the weights are not finite at step {step} ({tensor} holds NaN or infinity): this \
         checkpoint is not written and the last good checkpoint{last} is kept; continue with \
         --resume {run_dir}, with a lower learning rate or another temperature"
    )]
    NotFinite {
        /// The run.
        run_dir: PathBuf,
        /// The step of the checkpoint refused.
        step: u64,
        /// The first tensor found not finite (`target.` for the target network's).
        tensor: String,
        /// The last good checkpoint, said as ` (DIR)`, or ` (none yet)`.
        last: String,
    },
    /// No checkpoint to resume from.
    #[error("no checkpoint in {0}: a run can be resumed once it has written one")]
    None(PathBuf),
    /// The replay buffer saved with the checkpoint.
    #[error(transparent)]
    Replay(#[from] ReplayFileError),
    /// The environments saved with the checkpoint.
    #[error(transparent)]
    Envs(#[from] StateFileError),
}

/// The online phase's part of a checkpoint that resumes exactly (`checkpoint_buffer`): the
/// student's replay buffer and every environment's state at the same step.
#[derive(Clone, Copy)]
pub struct Whole<'a> {
    /// The student's buffer D_S, with its sampling generator.
    pub replay: &'a ReplayBuffer,
    /// The online pool's environments.
    pub envs: &'a [EnvState],
    /// The teacher's Q-values of the buffer's transitions, where the run keeps them.
    pub teacher_q: Option<&'a super::teacher_q::TeacherQCache>,
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> CheckpointError + '_ {
    move |source| CheckpointError::Io {
        path: path.to_path_buf(),
        source,
    }
}

fn tensor_err(path: &Path) -> impl FnOnce(candle_core::Error) -> CheckpointError + '_ {
    move |source| CheckpointError::Tensor {
        path: path.to_path_buf(),
        source,
    }
}

/// Writes a checkpoint of `learner` and `state` under `run_dir/checkpoints`, keeping the
/// newest `keep`. Returns its directory. A checkpoint that cannot be written completely
/// leaves nothing behind (its temporary directory is removed); a full disk says so.
pub fn save(
    run_dir: &Path,
    config: &TrainConfig,
    learner: &Learner,
    state: &RunState,
    keep: usize,
    whole: Option<Whole<'_>>,
) -> Result<PathBuf, CheckpointError> {
    let last_good = || {
        list(run_dir)
            .ok()
            .and_then(|mut l| l.pop())
            .map_or(" (none yet)".to_string(), |d| format!(" ({})", d.display()))
    };
    if let Some(tensor) = not_finite(learner).map_err(tensor_err(run_dir))? {
        return Err(CheckpointError::NotFinite {
            run_dir: run_dir.to_path_buf(),
            step: state.global_step,
            tensor,
            last: last_good(),
        });
    }
    let result = write(run_dir, config, learner, state, keep, whole);
    if result.is_err() {
        let tmp = run_dir
            .join("checkpoints")
            .join(format!(".step_{:012}.tmp", state.global_step));
        let _ = std::fs::remove_dir_all(tmp);
    }
    result.map_err(|e| {
        let full = |e: &std::io::Error| {
            e.kind() == std::io::ErrorKind::StorageFull || e.raw_os_error() == Some(28)
        };
        let is_full = match &e {
            CheckpointError::Io { source, .. } => full(source),
            CheckpointError::Tensor { source, .. } => {
                matches!(source, candle_core::Error::Io(io) if full(io))
                    || source.to_string().contains("No space left on device")
            }
            CheckpointError::Replay(ReplayFileError::Io { source, .. }) => full(source),
            CheckpointError::Envs(StateFileError::Io { source, .. }) => full(source),
            _ => false,
        };
        if !is_full {
            return e;
        }
        CheckpointError::DiskFull {
            run_dir: run_dir.to_path_buf(),
            step: state.global_step,
            last: last_good(),
            detail: e.to_string(),
        }
    })
}

/// The first of the student's or the target's tensors that holds NaN or infinity, if any.
fn not_finite(learner: &Learner) -> candle_core::Result<Option<String>> {
    for (prefix, net) in [("", &learner.student), ("target.", &learner.target)] {
        for p in net.params() {
            let values = p
                .var
                .as_tensor()
                .flatten_all()?
                .to_dtype(candle_core::DType::F32)?
                .to_vec1::<f32>()?;
            if values.iter().any(|v| !v.is_finite()) {
                return Ok(Some(format!("{prefix}{}", p.name)));
            }
        }
    }
    Ok(None)
}

fn write(
    run_dir: &Path,
    config: &TrainConfig,
    learner: &Learner,
    state: &RunState,
    keep: usize,
    whole: Option<Whole<'_>>,
) -> Result<PathBuf, CheckpointError> {
    let root = run_dir.join("checkpoints");
    let name = format!("step_{:012}", state.global_step);
    let tmp = root.join(format!(".{name}.tmp"));
    let dir = root.join(&name);
    if tmp.exists() {
        std::fs::remove_dir_all(&tmp).map_err(io(&tmp))?;
    }
    std::fs::create_dir_all(&tmp).map_err(io(&tmp))?;

    let student = learner.student.state_dict().map_err(tensor_err(&tmp))?;
    let p = tmp.join("student.safetensors");
    write_safetensors(&student, &p).map_err(tensor_err(&p))?;

    let mut extra: HashMap<String, Tensor> = HashMap::new();
    for (k, v) in learner.target.state_dict().map_err(tensor_err(&tmp))? {
        extra.insert(format!("target.{k}"), v);
    }
    let (moments, _) = learner.adam.state().map_err(tensor_err(&tmp))?;
    for (k, v) in moments {
        extra.insert(format!("adam.{k}"), v);
    }
    let p = tmp.join("state.safetensors");
    write_safetensors(&extra, &p).map_err(tensor_err(&p))?;

    let p = tmp.join("state.json");
    let json = serde_json::to_string_pretty(state).map_err(|e| CheckpointError::Format {
        path: p.clone(),
        reason: e.to_string(),
    })?;
    std::fs::write(&p, json).map_err(io(&p))?;
    let p = tmp.join("config.toml");
    std::fs::write(&p, config.to_toml()).map_err(io(&p))?;
    if let Some(whole) = whole {
        // Both synced by their writers.
        whole.replay.save(&tmp.join(REPLAY_FILE), &config.env_id)?;
        save_states(&tmp.join(ENVS_FILE), &config.env_id, whole.envs)?;
        if let Some(table) = whole.teacher_q {
            let p = tmp.join(super::teacher_q::TEACHER_Q_FILE);
            table.save(&p).map_err(io(&p))?;
        }
    }
    // On disk before the rename makes them the newest checkpoint (a power cut after the
    // rename must not leave empty files behind a valid name).
    for name in [
        "student.safetensors",
        "state.safetensors",
        "state.json",
        "config.toml",
    ] {
        let p = tmp.join(name);
        std::fs::File::open(&p)
            .and_then(|f| f.sync_all())
            .map_err(io(&p))?;
    }

    if dir.exists() {
        std::fs::remove_dir_all(&dir).map_err(io(&dir))?;
    }
    std::fs::rename(&tmp, &dir).map_err(io(&dir))?;
    // Make the rename durable before deleting older checkpoints.
    if let Ok(d) = std::fs::File::open(&root) {
        let _ = d.sync_all();
    }
    let mut all = list(run_dir)?;
    while all.len() > keep {
        let old = all.remove(0);
        std::fs::remove_dir_all(&old).map_err(io(&old))?;
    }
    Ok(dir)
}

/// Complete checkpoints of a run, oldest first.
pub fn list(run_dir: &Path) -> Result<Vec<PathBuf>, CheckpointError> {
    let root = run_dir.join("checkpoints");
    if !root.exists() {
        return Ok(vec![]);
    }
    let mut out: Vec<PathBuf> = std::fs::read_dir(&root)
        .map_err(io(&root))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("step_"))
                && p.join("state.json").exists()
        })
        .collect();
    out.sort();
    Ok(out)
}

/// The counters of the newest complete checkpoint of `run_dir` (its phase says whether the
/// run finished), without loading its tensors; `None` without a checkpoint.
pub fn latest_state(run_dir: &Path) -> Result<Option<RunState>, CheckpointError> {
    let Some(dir) = list(run_dir)?.pop() else {
        return Ok(None);
    };
    let p = dir.join("state.json");
    let text = std::fs::read_to_string(&p).map_err(io(&p))?;
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|e| CheckpointError::Format {
            path: p.clone(),
            reason: e.to_string(),
        })
}

/// Rewrites the `state.json` of `run_dir`'s newest checkpoint, which must be the one at
/// `state`'s global step (atomically: a new file renamed over the old one). A finished run
/// records this way that its final evaluation is logged.
pub fn update_state(run_dir: &Path, state: &RunState) -> Result<(), CheckpointError> {
    let dir = list(run_dir)?
        .pop()
        .ok_or_else(|| CheckpointError::None(run_dir.to_path_buf()))?;
    let p = dir.join("state.json");
    if !dir.ends_with(format!("step_{:012}", state.global_step)) {
        return Err(CheckpointError::Format {
            path: p,
            reason: format!("not the checkpoint of step {}", state.global_step),
        });
    }
    let tmp = dir.join(".state.json.tmp");
    let json = serde_json::to_string_pretty(state).map_err(|e| CheckpointError::Format {
        path: tmp.clone(),
        reason: e.to_string(),
    })?;
    std::fs::write(&tmp, json).map_err(io(&tmp))?;
    std::fs::File::open(&tmp)
        .and_then(|f| f.sync_all())
        .map_err(io(&tmp))?;
    std::fs::rename(&tmp, &p).map_err(io(&p))?;
    if let Ok(d) = std::fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// What a checkpoint holds.
pub struct Loaded {
    /// The counters and small state.
    pub state: RunState,
    /// The student's tensors.
    pub student: HashMap<String, Tensor>,
    /// The target's tensors.
    pub target: HashMap<String, Tensor>,
    /// Adam's moments.
    pub adam: HashMap<String, Tensor>,
    /// The checkpoint's directory.
    pub dir: PathBuf,
    /// The replay buffer saved with it, if it was (`checkpoint_buffer`).
    pub replay: Option<PathBuf>,
    /// The environments saved with it, if they were (`checkpoint_buffer`, from this version
    /// on): with the buffer, the run resumes exactly.
    pub envs: Option<PathBuf>,
    /// The teacher's Q table saved with it (a QDagger run on the CPU).
    pub teacher_q: Option<PathBuf>,
}

/// Reads the newest complete checkpoint of `run_dir`.
pub fn load_latest(run_dir: &Path, device: &Device) -> Result<Loaded, CheckpointError> {
    let dir = list(run_dir)?
        .pop()
        .ok_or_else(|| CheckpointError::None(run_dir.to_path_buf()))?;
    let p = dir.join("state.json");
    let text = std::fs::read_to_string(&p).map_err(io(&p))?;
    let state: RunState = serde_json::from_str(&text).map_err(|e| CheckpointError::Format {
        path: p.clone(),
        reason: e.to_string(),
    })?;
    state.live.validate().map_err(|e| CheckpointError::Format {
        path: p.clone(),
        reason: e.to_string(),
    })?;
    let p = dir.join("student.safetensors");
    let student = candle_core::safetensors::load(&p, device).map_err(tensor_err(&p))?;
    let p = dir.join("state.safetensors");
    let extra = candle_core::safetensors::load(&p, device).map_err(tensor_err(&p))?;
    let (mut target, mut adam) = (HashMap::new(), HashMap::new());
    for (k, v) in extra {
        if let Some(k) = k.strip_prefix("target.") {
            target.insert(k.to_string(), v);
        } else if let Some(k) = k.strip_prefix("adam.") {
            adam.insert(k.to_string(), v);
        }
    }
    let replay = Some(dir.join(REPLAY_FILE)).filter(|p| p.is_file());
    let envs = Some(dir.join(ENVS_FILE)).filter(|p| p.is_file());
    let teacher_q = Some(dir.join(super::teacher_q::TEACHER_Q_FILE)).filter(|p| p.is_file());
    Ok(Loaded {
        state,
        student,
        target,
        adam,
        dir,
        replay,
        envs,
        teacher_q,
    })
}

#[cfg(test)]
#[path = "checkpoint_tests.rs"]
mod tests;
