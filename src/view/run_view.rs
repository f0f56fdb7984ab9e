//! What a viewer knows about a run, built from the trainer's events alone: the app redraws
//! from here every frame. History is capped so that memory stays bounded on long runs.

use super::policy::QValuesShown;
use super::series::Series;
use crate::protocol::{
    Actor, FrameMessage, LiveParam, Milestone, Phase, RunSummary, SaliencyFrame, TrainerEvent,
};
use std::collections::VecDeque;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The most actions a game has (ALE's full action set).
pub const MAX_ACTIONS: usize = 18;

/// The run as the app shows it.
#[derive(Debug, Default)]
pub struct RunView {
    /// The run directory.
    pub run_dir: Option<PathBuf>,
    /// Game id.
    pub env_id: String,
    /// Device name.
    pub device: String,
    /// Teacher source (QDagger).
    pub teacher: Option<String>,
    /// Action names.
    pub action_meanings: Vec<String>,
    /// The current phase and its length.
    pub phase: Option<(Phase, u64)>,
    /// Steps done in the phase.
    pub phase_done: u64,
    /// CleanRL's global step.
    pub global_step: u64,
    /// Steps per second now.
    pub sps: f64,
    /// Exploration epsilon now.
    pub epsilon: f64,
    /// Teacher G_T.
    pub teacher_return: Option<f64>,
    /// A random policy's mean return (the baseline of normalised scores), when measured.
    pub random_return: Option<f64>,
    /// Teacher games (index, return).
    pub teacher_games: Series,
    /// Student games (global step, return).
    pub student_returns: Series,
    /// Moving average of the last 10 student games.
    pub student_average: Series,
    recent: VecDeque<f64>,
    /// Evaluations of the student (global step, mean return).
    pub evaluations: Series,
    /// The first student evaluation that passed halfway from the random policy to the
    /// teacher's G_T: when the app saw it (from the run's start), its global step, its mean
    /// (from the analysis's [`Milestone::Halfway`]).
    pub halfway: Option<Halfway>,
    /// Halfway's level, once the analysis has said it.
    halfway_level: Option<f64>,
    /// A race side's online steps to [`REACH_SHARES`] of the way from the random policy to
    /// the teacher, as the analysis said them ([`Milestone::Reach`]); `None`: not yet.
    ///
    /// [`REACH_SHARES`]: crate::trainer::race::REACH_SHARES
    pub reach: [Option<u64>; 2],
    /// Losses (global step, value).
    pub td_loss: Series,
    /// Distillation loss.
    pub distill_loss: Series,
    /// Total loss.
    pub loss: Series,
    /// Distillation coefficient lambda.
    pub lambda: Series,
    /// Epsilon at each loss report.
    pub epsilon_series: Series,
    /// Steps per second over time.
    pub sps_series: Series,
    /// Global steps where a live parameter changed, and what.
    pub changes: Vec<(u64, LiveParam)>,
    /// The latest screen.
    pub frame: Option<FrameMessage>,
    /// The latest saliency maps, with the screen they were made on (while maps are on).
    pub saliency: Option<Box<SaliencyFrame>>,
    /// How much the student's and the teacher's maps agreed, over training: Spearman's rank
    /// correlation (global step, value).
    pub map_correlation: Series,
    /// The share of the student's 5% most salient pixels among the teacher's.
    pub map_overlap: Series,
    /// Student and teacher Q-values of the latest frame and the action taken.
    pub q_values: Option<QValuesShown>,
    /// The live settings as the trainer last confirmed them (its config's at `Started`,
    /// then each `ParamChanged`, a resumed run's checkpoint's included); `None` before.
    pub live: Option<crate::protocol::LiveParams>,
    /// Paused by the app.
    pub paused: bool,
    /// Warnings and notices, newest last (capped).
    pub messages: VecDeque<String>,
    /// The last checkpoint written.
    pub last_checkpoint: Option<PathBuf>,
    /// How the run ended.
    pub stopped: Option<Result<RunSummary, crate::protocol::RunFailure>>,
    /// Events the trainer dropped because the app was behind.
    pub dropped: u64,
    /// When the run started and, once it has, when it ended.
    pub started_at: Option<Instant>,
    ended_at: Option<Instant>,
    /// The phases the run went through, in order, with their times.
    pub phase_times: Vec<PhaseTime>,
    /// The link to a remote trainer, when this view watches one (`app --connect`).
    pub remote: Option<crate::protocol::RemoteStatus>,
    /// How long before their arrival the events being applied happened (a remote run's
    /// history); zero for live events.
    behind: Duration,
    /// The offline phase's gradient steps, which a QDagger run's global step counts before
    /// its online steps (0 for DQN): a race plots both sides against online steps.
    pub offline_steps: u64,
}

/// The first student evaluation at or past halfway from the random policy to the teacher.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Halfway {
    /// Time from the run's start (as the app saw it) to the evaluation's report.
    pub after: Duration,
    /// The evaluation's global step.
    pub global_step: u64,
    /// Its mean return.
    pub mean: f64,
}

/// When a phase started (as the app saw its first event) and, once the next one started or
/// the run ended, when it ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PhaseTime {
    /// The phase.
    pub phase: Phase,
    /// When it started.
    pub started: Instant,
    /// When it ended; `None` while it runs.
    pub ended: Option<Instant>,
}

impl PhaseTime {
    /// How long the phase took, or has taken so far.
    pub fn duration(&self) -> Duration {
        self.ended
            .unwrap_or_else(Instant::now)
            .duration_since(self.started)
    }
}

impl RunView {
    /// The distillation temperature now (the config's, then each change): the Q-values are
    /// shown as the policies distillation compares, softmax(Q / temperature).
    pub fn temperature(&self) -> Option<f64> {
        self.live.map(|l| l.temperature)
    }

    /// Adds a notice of the app's own (a saved video, a failed start) to the messages.
    pub fn notice(&mut self, msg: String) {
        self.note(msg)
    }

    fn note(&mut self, msg: String) {
        if self.messages.len() >= 50 {
            self.messages.pop_front();
        }
        self.messages.push_back(msg);
    }

    /// Updates the view with one event.
    pub fn apply(&mut self, event: TrainerEvent) {
        match event {
            TrainerEvent::Started {
                run_dir,
                env_id,
                action_meanings,
                device,
                teacher,
                settings,
                ..
            } => {
                self.offline_steps = settings.offline_steps;
                self.live = Some(settings.live);
                self.run_dir = Some(run_dir);
                self.started_at = Some(self.event_time());
                self.env_id = env_id;
                self.action_meanings = action_meanings;
                self.device = device;
                self.teacher = teacher;
            }
            TrainerEvent::TeacherLoaded { source, network } => {
                self.teacher = Some(format!("{source} ({network})"));
            }
            TrainerEvent::PhaseStarted { phase, total, .. } => {
                self.time_phase(phase);
                self.phase = Some((phase, total));
                self.phase_done = 0;
                // The last phase's rate would give the new one a wrong ETA.
                self.sps = 0.0;
                // The bars of the last phase's player would be mislabelled now.
                self.q_values = None;
            }
            TrainerEvent::Progress {
                phase,
                done,
                global_step,
                sps,
                epsilon,
                ..
            } => {
                self.phase_done = done;
                self.global_step = global_step;
                self.sps = sps;
                self.epsilon = epsilon;
                // Other phases count their own steps; the plots' axis is the online step.
                if phase == Phase::Online {
                    self.sps_series.push(global_step as f64, sps);
                }
            }
            TrainerEvent::Episode {
                actor,
                global_step,
                episodic_return,
                ..
            } => match actor {
                Actor::Teacher if self.teacher_return.is_none() => {
                    let n = self.teacher_games.len() as f64;
                    self.teacher_games.push(n, episodic_return);
                }
                Actor::Student => {
                    self.student_returns
                        .push(global_step as f64, episodic_return);
                    if self.recent.len() == 10 {
                        self.recent.pop_front();
                    }
                    self.recent.push_back(episodic_return);
                    let avg = self.recent.iter().sum::<f64>() / self.recent.len() as f64;
                    self.student_average.push(global_step as f64, avg);
                }
                _ => {}
            },
            TrainerEvent::Losses {
                phase,
                global_step,
                report,
            } => {
                let x = global_step as f64;
                self.td_loss.push(x, report.td_loss);
                self.distill_loss.push(x, report.distill_loss);
                self.loss.push(x, report.loss);
                // Lambda is the distillation coefficient of every update, the offline phase's
                // included (1, times the distillation scale); epsilon exists only online, where
                // the student acts.
                self.lambda.push(x, report.distill_coeff);
                if phase == Phase::Online {
                    self.epsilon_series.push(x, self.epsilon);
                }
            }
            TrainerEvent::Evaluation {
                actor,
                global_step,
                returns,
                ..
            } => {
                let mean = returns.iter().sum::<f64>() / returns.len().max(1) as f64;
                match actor {
                    Actor::Teacher => self.teacher_return = Some(mean),
                    Actor::Random => self.random_return = Some(mean),
                    _ => self.evaluations.push(global_step as f64, mean),
                }
            }
            TrainerEvent::Milestone(Milestone::Halfway { level, reached }) => {
                self.halfway_level = Some(level);
                let same = |h: &Halfway| {
                    reached.is_some_and(|r| (r.global_step, r.mean) == (h.global_step, h.mean))
                };
                if !self.halfway.as_ref().is_some_and(same) {
                    let at = self.event_time();
                    let after = self
                        .started_at
                        .map_or(Duration::ZERO, |s| at.saturating_duration_since(s));
                    self.halfway = reached.map(|r| Halfway {
                        after,
                        global_step: r.global_step,
                        mean: r.mean,
                    });
                }
            }
            TrainerEvent::Milestone(Milestone::Reach {
                share, online_step, ..
            }) => {
                if let Some(i) = crate::trainer::race::REACH_SHARES
                    .iter()
                    .position(|s| *s == share)
                {
                    self.reach[i] = online_step;
                }
            }
            TrainerEvent::QValues {
                mut student,
                mut teacher,
                action,
            } => {
                // As many bars as the game has actions, whatever a server sends.
                let actions = match self.action_meanings.len() {
                    0 => MAX_ACTIONS,
                    n => n.min(MAX_ACTIONS),
                };
                for q in [&mut student, &mut teacher].into_iter().flatten() {
                    q.truncate(actions);
                }
                self.q_values = Some((student, teacher, action));
            }
            TrainerEvent::ParamChanged { global_step, param } => {
                if let Some(live) = &mut self.live {
                    live.set(param);
                }
                self.changes.push((global_step, param));
            }
            TrainerEvent::Saliency(frame) => {
                if let Some(a) = frame.agreement {
                    let x = frame.global_step as f64;
                    if a.rank_correlation.is_finite() {
                        self.map_correlation.push(x, a.rank_correlation);
                    }
                    self.map_overlap.push(x, a.top_overlap);
                }
                self.saliency = Some(frame);
            }
            TrainerEvent::Paused(p) => self.paused = p,
            TrainerEvent::Checkpoint { path, .. } => self.last_checkpoint = Some(path),
            TrainerEvent::Dropped(n) => self.dropped = self.dropped.saturating_add(n),
            TrainerEvent::Warning(w) => self.note(w),
            TrainerEvent::VideoSaved {
                path,
                frames,
                dropped,
            } => self.note(format!(
                "video saved: {} ({frames} frames{})",
                path.display(),
                if dropped > 0 {
                    format!(", {dropped} left out: the encoder was behind")
                } else {
                    String::new()
                }
            )),
            TrainerEvent::Remote(crate::protocol::RemoteStatus::Behind { ms }) => {
                self.behind = Duration::from_millis(ms);
            }
            TrainerEvent::Remote(status) => {
                if matches!(status, crate::protocol::RemoteStatus::Connected { .. }) {
                    // The server sends the run's whole history next: start afresh.
                    *self = RunView::default();
                }
                if let crate::protocol::RemoteStatus::Disconnected { address, reason } = &status {
                    if self.stopped.is_some() {
                        self.note(format!("{address}: {reason}"));
                    } else {
                        self.note(format!(
                            "disconnected from {address}: {reason}; reconnecting"
                        ));
                    }
                }
                if let crate::protocol::RemoteStatus::Refused { reason, .. } = &status {
                    self.note(format!("refused: {reason}"));
                }
                self.remote = Some(status);
            }
            TrainerEvent::Stopped(result) => {
                match &result {
                    Ok(s) if s.completed => self.note("the run finished".into()),
                    Ok(_) => self.note("the run stopped".into()),
                    Err(e) => self.note(format!("the run failed: {e}")),
                }
                self.stopped = Some(result);
                let now = self.event_time();
                self.ended_at = Some(now);
                if let Some(last) = self.phase_times.last_mut() {
                    last.ended.get_or_insert(now);
                }
            }
        }
    }

    /// A phase started: the one before it ended now. `Done` is the run's end, not a phase
    /// with a time of its own; a phase entered again (a resumed run) keeps one entry.
    fn time_phase(&mut self, phase: Phase) {
        let now = self.event_time();
        if self.phase_times.last().is_some_and(|t| t.phase == phase) {
            return;
        }
        if let Some(last) = self.phase_times.last_mut() {
            last.ended.get_or_insert(now);
        }
        if phase != Phase::Done {
            self.phase_times.push(PhaseTime {
                phase,
                started: now,
                ended: None,
            });
        }
    }

    /// When the event being applied happened, as this machine's clock reads it.
    fn event_time(&self) -> Instant {
        Instant::now()
            .checked_sub(self.behind)
            .unwrap_or_else(Instant::now)
    }

    /// Halfway from the random policy's return to the teacher's G_T, once both are measured
    /// (as the analysis said it).
    pub fn halfway_level(&self) -> Option<f64> {
        self.halfway_level
    }

    /// Wall-clock time since the run started (until it ended, once it has).
    pub fn elapsed(&self) -> Option<Duration> {
        let start = self.started_at?;
        Some(
            self.ended_at
                .unwrap_or_else(Instant::now)
                .duration_since(start),
        )
    }

    /// `series` against online steps, as (step, value) pairs: a QDagger run's global step
    /// counts its offline gradient steps first, so they are taken off, which puts its
    /// offline phase before 0.
    pub fn online(&self, series: &Series) -> Vec<(f64, f64)> {
        let offline = self.offline_steps as f64;
        series
            .points()
            .iter()
            .map(|p| (p.x - offline, p.y))
            .collect()
    }

    /// The phase's fraction done (0..1).
    pub fn phase_fraction(&self) -> f32 {
        match self.phase {
            Some((_, total)) if total > 0 => (self.phase_done as f32 / total as f32).min(1.0),
            _ => 0.0,
        }
    }
}

#[cfg(test)]
mod tests;
