//! The signals that stop a run: SIGINT (Ctrl-C), SIGTERM (`kill`, `scancel`, a job's time
//! limit, preemption, a container's stop) and SIGHUP (a closed terminal or SSH session). The
//! first one of them stops the run as Ctrl-C always did: the current step finishes, a
//! checkpoint is written (with the replay buffer when the run keeps it), the logs are synced,
//! and the process exits with 128 + the signal's number (130, 143, 129), the shell's way of
//! saying "stopped by that signal", where a failure exits with 1.
//!
//! A second Ctrl-C quits at once (exit 130): the checkpoint being written then is left as a
//! temporary directory that the next checkpoint removes, and the newest complete one stays
//! the newest. A second SIGTERM or SIGHUP does not: schedulers and supervisors send SIGTERM
//! more than once (Slurm signals every process of a job, so a run gets it both from Slurm and
//! from the sweep task that runs it) and SIGKILL when their patience ends, so the run goes on
//! writing its checkpoint.

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use std::io::Write;
use std::sync::atomic::{AtomicI32, Ordering};

/// The signals that stop a run.
pub const STOP_SIGNALS: [i32; 3] = [SIGINT, SIGTERM, SIGHUP];

/// A signal's name.
pub fn name(signal: i32) -> &'static str {
    match signal {
        SIGINT => "SIGINT (Ctrl-C)",
        SIGTERM => "SIGTERM",
        SIGHUP => "SIGHUP",
        _ => "a signal",
    }
}

/// Prints a line to stderr, if stderr is still there (after SIGHUP it may not be).
pub fn say(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// The first stop signal received (0: none yet).
static RECEIVED: AtomicI32 = AtomicI32::new(0);

/// Watches the stop signals on a thread of its own: `on_first` is called with the first one;
/// a later Ctrl-C exits at once, a later SIGTERM or SIGHUP is noted.
pub fn install(on_first: impl Fn(i32) + Send + 'static) -> std::io::Result<()> {
    let mut signals = signal_hook::iterator::Signals::new(STOP_SIGNALS)?;
    std::thread::Builder::new()
        .name("stop-signals".into())
        .spawn(move || {
            for signal in signals.forever() {
                if RECEIVED
                    .compare_exchange(0, signal, Ordering::SeqCst, Ordering::SeqCst)
                    .is_ok()
                {
                    on_first(signal);
                } else if signal == SIGINT {
                    say(&format!("{}: quitting at once", name(signal)));
                    std::process::exit(128 + signal);
                } else {
                    say(&format!(
                        "{}: already stopping (the checkpoint is being written; Ctrl-C quits \
                         at once)",
                        name(signal)
                    ));
                }
            }
        })?;
    Ok(())
}

/// The first stop signal received, if any.
pub fn received() -> Option<i32> {
    Some(RECEIVED.load(Ordering::SeqCst)).filter(|&s| s != 0)
}

/// The exit status of a command that a stop signal stopped: 128 + the signal.
pub fn exit_code() -> Option<u8> {
    received().map(|s| (128 + s) as u8)
}

/// Whether a child's exit status says a stop signal stopped it (after its checkpoint).
pub fn stopped_by_signal(status: std::process::ExitStatus) -> bool {
    status
        .code()
        .is_some_and(|c| STOP_SIGNALS.iter().any(|s| c == 128 + s))
}

/// Sends `signal` to the process `pid` (a child this process started); an error when it is
/// gone already.
pub fn send(pid: u32, signal: i32) -> std::io::Result<()> {
    // SAFETY: kill(2) takes two integers and touches no memory of ours.
    let sent = unsafe { libc::kill(pid as libc::pid_t, signal) };
    if sent == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}
