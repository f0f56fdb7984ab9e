//! `reincarnate sweep --slurm`: the sweep as one Slurm job array, one array task per run.
//! Each task runs `reincarnate sweep --runs-dir DIR --task $SLURM_ARRAY_TASK_ID`, which
//! starts, resumes or skips that run as the local executor would. The batch script comes from
//! a template (ours, or the user's `--slurm-template`) with `{{name}}` placeholders.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The default batch script. Placeholders: `{{job_name}}`, `{{array}}` (task ids, with a
/// `%N` limit when given), `{{tasks}}`, `{{threads}}`, `{{log_dir}}`, `{{runs_dir}}`,
/// `{{signal_seconds}}` (the time-limit warning), `{{command}}` (the task's command line,
/// without the task id).
pub const DEFAULT_TEMPLATE: &str = r#"#!/bin/bash
#SBATCH --job-name={{job_name}}
#SBATCH --array={{array}}
#SBATCH --cpus-per-task={{threads}}
#SBATCH --output={{log_dir}}/%A_%a.out
#SBATCH --error={{log_dir}}/%A_%a.out
#SBATCH --open-mode=append
#SBATCH --signal=B:TERM@{{signal_seconds}}
#SBATCH --requeue
# Add your cluster's lines here (a copy of this template with --slurm-template), e.g.
# #SBATCH --partition=gpu, #SBATCH --gres=gpu:1, #SBATCH --time=12:00:00, module load ...
#
# {{tasks}} runs of the sweep in {{runs_dir}}, one per array task: a task starts its run,
# resumes it from its newest checkpoint if it was interrupted, or skips it if it finished,
# so the same script can be submitted again after a failure.
#
# SIGTERM (scancel, preemption, and {{signal_seconds}} s before the time limit: --signal;
# B: sends it to this script, which exec makes the task itself) stops the run at a
# checkpoint. A task stopped by the time limit's warning requeues itself (scontrol
# requeue); a preempted one is requeued by Slurm (--requeue); either resumes its run.
set -euo pipefail
export RAYON_NUM_THREADS={{threads}}
export REINCARNATE_SIGNAL_SECONDS={{signal_seconds}}
exec {{command}} --task "$SLURM_ARRAY_TASK_ID"
"#;

const PLACEHOLDERS: &[&str] = &[
    "job_name",
    "array",
    "tasks",
    "threads",
    "log_dir",
    "runs_dir",
    "signal_seconds",
    "command",
];

/// What the template's placeholders become.
pub struct ScriptValues {
    /// The job's name.
    pub job_name: String,
    /// Array tasks (0..tasks).
    pub tasks: usize,
    /// At most this many tasks at once (Slurm's `%N`), if limited.
    pub max_running: Option<usize>,
    /// Threads (CPUs) per task.
    pub threads: usize,
    /// Where the tasks' logs go.
    pub log_dir: String,
    /// The sweep's runs directory.
    pub runs_dir: String,
    /// Seconds before the time limit that Slurm sends SIGTERM (`--signal=B:TERM@N`).
    pub signal_seconds: u64,
    /// The task's command line without its task id.
    pub command: String,
}

/// A word quoted for bash when it needs it.
pub fn shell_quote(s: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c);
    if !s.is_empty() && s.chars().all(plain) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// What went wrong with a sweep's Slurm script or with Slurm; each message says what to do.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum SlurmError {
    /// Nothing to submit.
    #[error("the sweep has no runs")]
    NoRuns,
    /// `{{` never closed.
    #[error("the template has a '{{{{' without its '}}}}'")]
    Unclosed,
    /// A placeholder the template language does not have.
    #[error(
        "the template's placeholder {{{{{name}}}}} is unknown; known: {}",
        known_placeholders()
    )]
    UnknownPlaceholder {
        /// Its name.
        name: String,
    },
    /// A template whose tasks would not run the sweep.
    #[error("the template never runs {{{{command}}}}: its tasks would do nothing")]
    NoCommand,
    /// No `sbatch` here.
    #[error(
        "sbatch not found: --slurm submits through Slurm's sbatch (run it on a login node of \
         your cluster), or leave out --slurm to run the sweep here"
    )]
    NoSbatch,
    /// A Slurm command could not run (the system's message).
    #[error("cannot run {command}: {reason}")]
    CannotRun {
        /// `sbatch` or `scontrol`.
        command: &'static str,
        /// Why.
        reason: String,
    },
    /// `sbatch` refused the script.
    #[error("sbatch refused {}: {stderr}", script.display())]
    SbatchRefused {
        /// The script.
        script: PathBuf,
        /// What sbatch said.
        stderr: String,
    },
    /// `sbatch` answered something else than a job id.
    #[error("sbatch answered '{0}', not a job id")]
    NotAJobId(String),
    /// `scontrol requeue` died before it answered.
    #[error(
        "scontrol requeue {job} was killed by signal {signal} before it answered (the job may \
         have been requeued all the same){}",
        colon_then(stderr)
    )]
    RequeueKilled {
        /// The job.
        job: String,
        /// The signal.
        signal: i32,
        /// What scontrol said.
        stderr: String,
    },
    /// `scontrol requeue` failed without a word.
    #[error("scontrol requeue {job} failed ({status})")]
    RequeueFailed {
        /// The job.
        job: String,
        /// Its exit status.
        status: String,
    },
    /// `scontrol requeue` refused, in Slurm's own words.
    #[error("scontrol requeue {job}: {stderr}")]
    RequeueRefused {
        /// The job.
        job: String,
        /// What scontrol said.
        stderr: String,
    },
}

/// The template's placeholders, as a list for an error.
fn known_placeholders() -> String {
    PLACEHOLDERS
        .iter()
        .map(|p| format!("{{{{{p}}}}}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `: text`, or nothing when `text` is empty.
fn colon_then(text: &str) -> String {
    if text.is_empty() {
        String::new()
    } else {
        format!(": {text}")
    }
}

/// Fills in `template`; a `{{name}}` it does not know is an error that lists the ones it does.
pub fn render(template: &str, v: &ScriptValues) -> Result<String, SlurmError> {
    if v.tasks == 0 {
        return Err(SlurmError::NoRuns);
    }
    let array = match v.max_running {
        Some(n) => format!("0-{}%{n}", v.tasks - 1),
        None => format!("0-{}", v.tasks - 1),
    };
    let value = |name: &str| -> Option<String> {
        Some(match name {
            "job_name" => v.job_name.clone(),
            "array" => array.clone(),
            "tasks" => v.tasks.to_string(),
            "threads" => v.threads.to_string(),
            "log_dir" => v.log_dir.clone(),
            "runs_dir" => v.runs_dir.clone(),
            "signal_seconds" => v.signal_seconds.to_string(),
            "command" => v.command.clone(),
            _ => return None,
        })
    };
    let mut out = String::with_capacity(template.len() + 256);
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let end = after.find("}}").ok_or(SlurmError::Unclosed)?;
        let name = after[..end].trim();
        let filled = value(name).ok_or_else(|| SlurmError::UnknownPlaceholder {
            name: name.to_string(),
        })?;
        out.push_str(&filled);
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    if !template.contains("{{command}}") {
        return Err(SlurmError::NoCommand);
    }
    Ok(out)
}

/// Submits `script` with `sbatch --parsable`; returns the job id.
pub fn submit(script: &Path) -> Result<String, SlurmError> {
    let out = Command::new("sbatch")
        .arg("--parsable")
        .arg(script)
        .output()
        .map_err(|e| {
            if e.kind() == std::io::ErrorKind::NotFound {
                SlurmError::NoSbatch
            } else {
                SlurmError::CannotRun {
                    command: "sbatch",
                    reason: e.to_string(),
                }
            }
        })?;
    if !out.status.success() {
        return Err(SlurmError::SbatchRefused {
            script: script.to_path_buf(),
            stderr: String::from_utf8_lossy(&out.stderr).trim().to_string(),
        });
    }
    // `JOBID` or `JOBID;CLUSTER`.
    let text = String::from_utf8_lossy(&out.stdout);
    let id = text.trim().split(';').next().unwrap_or("").to_string();
    if id.is_empty() || !id.chars().all(|c| c.is_ascii_digit()) {
        return Err(SlurmError::NotAJobId(text.trim().to_string()));
    }
    Ok(id)
}

/// Seconds in a Slurm duration as `squeue -o %L` prints it (`[DAYS-][HOURS:]MINUTES:SECONDS`);
/// `None` for `UNLIMITED`, `NOT_SET`, `INVALID` or anything else.
pub fn parse_duration(text: &str) -> Option<u64> {
    let text = text.trim();
    let (days, rest) = match text.split_once('-') {
        Some((d, rest)) => (d.parse::<u64>().ok()?, rest),
        None => (0, text),
    };
    let parts: Vec<u64> = rest
        .split(':')
        .map(|p| p.parse::<u64>().ok())
        .collect::<Option<_>>()?;
    let (h, m, s) = match parts.as_slice() {
        [m, s] => (0, *m, *s),
        [h, m, s] => (*h, *m, *s),
        _ => return None,
    };
    Some(((days * 24 + h) * 60 + m) * 60 + s)
}

/// The seconds left to Slurm job `job`, if it has a time limit (`squeue -h -j JOB -o %L`).
pub fn time_left(job: &str) -> Option<u64> {
    let out = Command::new("squeue")
        .args(["-h", "-j", job, "-o", "%L"])
        .output()
        .ok()?;
    parse_duration(&String::from_utf8_lossy(&out.stdout))
}

/// Whether a task stopped by SIGTERM was stopped by its time limit's warning: at most the
/// warning's seconds (and a minute of slack for the checkpoint) were left.
pub fn out_of_time(left: Option<u64>, signal_seconds: u64) -> bool {
    left.is_some_and(|l| l <= signal_seconds + 60)
}

/// Puts job `job` back in the queue (`scontrol requeue`): it runs again, from its checkpoint.
pub fn requeue(job: &str) -> Result<(), SlurmError> {
    requeue_with(std::ffi::OsStr::new("scontrol"), job)
}

/// `requeue` with the `scontrol` to run. A requeue stops the running job at once, and Slurm
/// sends SIGTERM to every process of the job: the task calling `scontrol` from inside the job
/// and `scontrol` itself, which could die before it reads the answer and report a failure
/// for a requeue that happened. So `scontrol` runs with SIGTERM ignored (Slurm's SIGKILL
/// comes only after the cluster's `KillWait`, 30 s by default, long after it answered).
fn requeue_with(scontrol: &std::ffi::OsStr, job: &str) -> Result<(), SlurmError> {
    use std::os::unix::process::{CommandExt, ExitStatusExt};
    let mut cmd = Command::new(scontrol);
    cmd.args(["requeue", job]);
    // SAFETY: signal(2) is async-signal-safe, and setting a disposition in the child between
    // fork and exec touches no memory of ours; an ignored signal stays ignored across exec.
    unsafe {
        cmd.pre_exec(|| {
            libc::signal(libc::SIGTERM, libc::SIG_IGN);
            Ok(())
        });
    }
    let out = cmd.output().map_err(|e| SlurmError::CannotRun {
        command: "scontrol",
        reason: e.to_string(),
    })?;
    if out.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&out.stderr).trim().to_string();
    let job = job.to_string();
    Err(match out.status.signal() {
        Some(signal) => SlurmError::RequeueKilled {
            job,
            signal,
            stderr,
        },
        None if stderr.is_empty() => SlurmError::RequeueFailed {
            job,
            status: out.status.to_string(),
        },
        None => SlurmError::RequeueRefused { job, stderr },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values() -> ScriptValues {
        ScriptValues {
            job_name: "sweep".into(),
            tasks: 8,
            max_running: Some(2),
            threads: 4,
            log_dir: "/runs/slurm".into(),
            runs_dir: "/runs".into(),
            signal_seconds: 300,
            command: "/bin/reincarnate sweep --runs-dir /runs".into(),
        }
    }

    /// A stand-in for `scontrol` that gets the job's SIGTERM while it waits for the answer,
    /// as the real one does when the requeue it asked for stops the job around it.
    fn fake_scontrol(dir: &Path, body: &str) -> std::path::PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let path = dir.join("scontrol");
        std::fs::write(&path, format!("#!/bin/bash\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    #[test]
    fn a_requeue_survives_the_sigterm_that_the_requeue_itself_sends_to_the_job() {
        let dir = std::env::temp_dir().join(format!("reincarnate-requeue-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let calls = dir.join("calls");
        let answered = fake_scontrol(
            &dir,
            &format!(
                "echo \"$@\" >> {calls}\nkill -TERM $$\nsleep 0.1\nexit 0",
                calls = calls.display()
            ),
        );
        assert_eq!(requeue_with(answered.as_os_str(), "42"), Ok(()));
        assert_eq!(std::fs::read_to_string(&calls).unwrap(), "requeue 42\n");

        // Killed all the same (SIGKILL): the message says the requeue may have happened.
        let killed = fake_scontrol(&dir, "kill -KILL $$");
        let e = requeue_with(killed.as_os_str(), "42")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("killed by signal 9") && e.contains("may have been requeued"),
            "{e}"
        );
        // Refused: Slurm's own words.
        let refused = fake_scontrol(
            &dir,
            "echo 'Requested operation is presently disabled' >&2\nexit 1",
        );
        assert_eq!(
            requeue_with(refused.as_os_str(), "42").map_err(|e| e.to_string()),
            Err("scontrol requeue 42: Requested operation is presently disabled".into())
        );
        let silent = fake_scontrol(&dir, "exit 3");
        let e = requeue_with(silent.as_os_str(), "42")
            .unwrap_err()
            .to_string();
        assert!(e.contains("failed") && e.contains('3'), "{e}");
        let missing = requeue_with(dir.join("nothing").as_os_str(), "42")
            .unwrap_err()
            .to_string();
        assert!(missing.starts_with("cannot run scontrol"), "{missing}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn slurm_durations_are_read_and_the_warning_window_is_recognised() {
        assert_eq!(parse_duration("4:05"), Some(245));
        assert_eq!(parse_duration("1:00:00\n"), Some(3600));
        assert_eq!(
            parse_duration("2-03:04:05"),
            Some(((2 * 24 + 3) * 60 + 4) * 60 + 5)
        );
        assert_eq!(parse_duration("UNLIMITED"), None);
        assert_eq!(parse_duration("INVALID"), None);
        assert_eq!(parse_duration(""), None);
        assert!(out_of_time(Some(290), 300));
        assert!(out_of_time(Some(0), 300));
        assert!(!out_of_time(Some(3600), 300));
        assert!(!out_of_time(None, 300));
    }

    #[test]
    fn the_default_template_makes_a_job_array() {
        let s = render(DEFAULT_TEMPLATE, &values()).unwrap();
        assert!(s.starts_with("#!/bin/bash\n"));
        assert!(s.contains("#SBATCH --array=0-7%2\n"), "{s}");
        assert!(s.contains("#SBATCH --cpus-per-task=4\n"));
        assert!(s.contains("#SBATCH --output=/runs/slurm/%A_%a.out\n"));
        assert!(
            s.contains("#SBATCH --signal=B:TERM@300\n#SBATCH --requeue\n"),
            "{s}"
        );
        assert!(s.contains("export REINCARNATE_SIGNAL_SECONDS=300\n"));
        assert!(s.contains(
            "exec /bin/reincarnate sweep --runs-dir /runs --task \"$SLURM_ARRAY_TASK_ID\"\n"
        ));
        assert!(!s.contains("{{"));
        let unlimited = ScriptValues {
            max_running: None,
            ..values()
        };
        assert!(render(DEFAULT_TEMPLATE, &unlimited)
            .unwrap()
            .contains("--array=0-7\n"));
    }

    #[test]
    fn bad_templates_are_explained() {
        let e = render("#!/bin/bash\n{{partition}} {{command}}", &values())
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("{{partition}} is unknown") && e.contains("{{job_name}}"),
            "{e}"
        );
        let e = render("#!/bin/bash\necho {{job_name}}", &values())
            .unwrap_err()
            .to_string();
        assert!(e.contains("never runs {{command}}"), "{e}");
        let e = render("{{command", &values()).unwrap_err().to_string();
        assert!(e.contains("without its"), "{e}");
    }

    #[test]
    fn words_are_quoted_for_bash_when_needed() {
        assert_eq!(shell_quote("/runs/a-b_c.1"), "/runs/a-b_c.1");
        assert_eq!(shell_quote("my runs"), "'my runs'");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
        assert_eq!(shell_quote(""), "''");
    }
}
