//! Progress bars for a headless run: one bar per phase with its ETA, steps per second and
//! the latest return.

use indicatif::{MultiProgress, ProgressBar, ProgressStyle};
use reincarnate::protocol::{Actor, Milestone, Phase, TrainerEvent};
use reincarnate::remote::wire::printable::printable_within;

/// The most characters of a line of a peer's events `watch` prints (a warning is at most a
/// few hundred).
pub const PEER_LINE: usize = 2_000;

pub struct Progress {
    quiet: bool,
    /// Names the run on each line and bar when several share the terminal (a race).
    label: Option<&'static str>,
    /// The terminal's bars when several runs share it.
    multi: Option<MultiProgress>,
    bar: Option<ProgressBar>,
    phase: Option<Phase>,
    phase_start: std::time::Instant,
    last_done: u64,
    /// Steps of the current phase an earlier process did (a resumed run).
    from: u64,
    last_return: Option<f64>,
    last_sps: f64,
    /// The current phase's steps.
    total: u64,
    /// When quiet mode last printed a progress line.
    last_line: std::time::Instant,
    /// The events come from a peer (`watch`): every line is made printable first, so that a
    /// server cannot write escape sequences or invisible format characters onto this
    /// terminal.
    from_peer: bool,
}

/// How often quiet mode prints a progress line.
const QUIET_PROGRESS_EVERY: std::time::Duration = std::time::Duration::from_secs(10);

fn style() -> ProgressStyle {
    ProgressStyle::with_template(
        "{prefix:>18} [{bar:30}] {pos}/{len} ({percent}%) eta {eta} | {msg}",
    )
    .unwrap_or_else(|_| ProgressStyle::default_bar())
    .progress_chars("=> ")
}

impl Progress {
    pub fn new(quiet: bool) -> Self {
        Self {
            quiet,
            label: None,
            multi: None,
            bar: None,
            phase: None,
            phase_start: std::time::Instant::now(),
            last_done: 0,
            from: 0,
            last_return: None,
            last_sps: 0.0,
            total: 0,
            last_line: std::time::Instant::now(),
            from_peer: false,
        }
    }

    /// Progress of a served run's events (`watch`): each line made printable.
    pub fn of_peer(quiet: bool) -> Self {
        Self {
            from_peer: true,
            ..Self::new(quiet)
        }
    }

    /// Progress of one of several runs in one terminal: its lines start with `[label]` and
    /// its bars join `multi`.
    pub fn labelled(quiet: bool, label: &'static str, multi: &MultiProgress) -> Self {
        Self {
            label: Some(label),
            multi: Some(multi.clone()),
            ..Self::new(quiet)
        }
    }

    fn println(&self, line: String) {
        let line = if self.from_peer {
            printable_within(&line, PEER_LINE)
        } else {
            line
        };
        let line = match self.label {
            Some(l) => format!("[{l}] {line}"),
            None => line,
        };
        match (&self.multi, &self.bar) {
            (Some(m), _) if !self.quiet => {
                let _ = m.println(line);
            }
            (None, Some(b)) if !self.quiet => b.println(line),
            // A terminal that hung up (SIGHUP) is not a reason to fail the run.
            _ => {
                use std::io::Write;
                let _ = writeln!(std::io::stdout(), "{line}");
            }
        }
    }

    fn message(&self) -> String {
        let ret = self
            .last_return
            .map_or_else(|| "-".to_string(), |r| format!("{r:.1}"));
        format!("{:.0} steps/s | last return {ret}", self.last_sps)
    }

    pub fn show(&mut self, event: &TrainerEvent) {
        match event {
            TrainerEvent::Started {
                run_dir,
                env_id,
                device,
                teacher,
                ..
            } => {
                self.println(format!("run directory: {}", run_dir.display()));
                self.println(format!(
                    "game {env_id} on {device}{}",
                    teacher
                        .as_ref()
                        .map_or(String::new(), |t| format!(", teacher {t}"))
                ));
            }
            TrainerEvent::TeacherLoaded { source, network } => {
                self.println(format!("teacher: {source} ({network} network)"));
            }
            TrainerEvent::PhaseStarted { phase, total, from } => {
                if let Some(b) = self.bar.take() {
                    b.finish();
                }
                self.phase_summary();
                self.phase = Some(*phase);
                self.phase_start = std::time::Instant::now();
                self.last_done = 0;
                self.last_sps = 0.0;
                self.from = *from;
                self.total = *total;
                self.last_line = std::time::Instant::now();
                self.last_return = None;
                if *phase == Phase::Done {
                    return;
                }
                if self.quiet {
                    self.println(format!("phase: {} ({total})", phase.label()));
                } else {
                    let mut b = ProgressBar::new(*total);
                    if let Some(m) = &self.multi {
                        b = m.add(b);
                    }
                    b.set_style(style());
                    b.set_prefix(match self.label {
                        Some(l) => format!("{l} {}", phase.label()),
                        None => phase.label().to_string(),
                    });
                    self.bar = Some(b);
                }
            }
            TrainerEvent::Progress {
                phase, done, sps, ..
            } => {
                self.last_sps = *sps;
                self.last_done = *done;

                if Some(*phase) == self.phase {
                    if let Some(b) = &self.bar {
                        b.set_position(*done);
                        b.set_message(self.message());
                    }
                    if self.quiet && self.last_line.elapsed() >= QUIET_PROGRESS_EVERY {
                        self.last_line = std::time::Instant::now();
                        // `progress: PHASE DONE/TOTAL (...)`: a sweep reads its runs' progress
                        // from these lines.
                        self.println(format!(
                            "progress: {} {done}/{} ({})",
                            phase.label(),
                            self.total,
                            self.message()
                        ));
                    }
                }
            }
            TrainerEvent::Episode {
                episodic_return, ..
            } => {
                self.last_return = Some(*episodic_return);
                if let Some(b) = &self.bar {
                    b.set_message(self.message());
                }
            }
            TrainerEvent::Evaluation {
                actor,
                phase,
                global_step,
                returns,
            } => {
                let mean = returns.iter().sum::<f64>() / returns.len().max(1) as f64;
                let who = match actor {
                    Actor::Teacher => "teacher",
                    Actor::Random => "random policy",
                    _ => "student",
                };
                self.println(format!(
                    "{who} evaluation ({}, step {global_step}): mean return {mean:.2} over {} games",
                    phase.label(),
                    returns.len()
                ));
            }
            TrainerEvent::Checkpoint { path, replay, .. } if self.quiet => match replay {
                Some((n, bytes)) => self.println(format!(
                    "checkpoint: {} (replay buffer: {n} transitions in {:.1} MiB, {:.0} bytes each)",
                    path.display(),
                    *bytes as f64 / (1u64 << 20) as f64,
                    *bytes as f64 / (*n).max(1) as f64
                )),
                None => self.println(format!("checkpoint: {}", path.display())),
            },
            TrainerEvent::Milestone(Milestone::Halfway {
                level,
                reached: Some(r),
            }) => self.println(format!(
                "halfway ({level:.2}, from the random policy to the teacher) reached by the \
                 evaluation at step {} (mean return {:.2})",
                r.global_step, r.mean
            )),
            TrainerEvent::Warning(w) => self.println(format!("warning: {w}")),
            TrainerEvent::VideoSaved {
                path,
                frames,
                dropped,
            } => {
                let behind = if *dropped > 0 {
                    format!(" ({dropped} frames left out: the encoder was behind)")
                } else {
                    String::new()
                };
                self.println(format!(
                    "video: {} ({frames} frames){behind}",
                    path.display()
                ));
            }
            TrainerEvent::Dropped(n) => self.println(format!("({n} progress events skipped)")),
            _ => {}
        }
    }

    /// One line on the phase that just ended: its steps, time and rate.
    fn phase_summary(&self) {
        let (Some(phase), true) = (self.phase, self.last_done > 0) else {
            return;
        };
        let secs = self.phase_start.elapsed().as_secs_f64();
        let unit = if phase == Phase::TeacherEval {
            "games"
        } else {
            "steps"
        };
        // A resumed phase began with steps an earlier process did: the rate is this one's.
        let own = self.last_done.saturating_sub(self.from);
        let rate = own as f64 / secs.max(1e-9);
        let line = if self.from > 0 {
            format!(
                "{}: {} {unit}, {own} of them in this process: {secs:.1} s ({rate:.1} {unit}/s)",
                phase.label(),
                self.last_done
            )
        } else {
            format!(
                "{}: {own} {unit} in {secs:.1} s ({rate:.1} {unit}/s)",
                phase.label()
            )
        };
        self.println(line);
    }

    pub fn finish(&mut self) {
        if let Some(b) = self.bar.take() {
            b.finish();
        }
        self.phase_summary();
        self.phase = None;
    }
}
