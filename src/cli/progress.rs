//! Progress bars for a headless run: one bar per phase with its ETA, steps per second and
//! the latest return.

use indicatif::{ProgressBar, ProgressStyle};
use reincarnate::protocol::{Actor, Phase, TrainerEvent};

pub struct Progress {
    quiet: bool,
    bar: Option<ProgressBar>,
    phase: Option<Phase>,
    last_return: Option<f64>,
    last_sps: f64,
}

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
            bar: None,
            phase: None,
            last_return: None,
            last_sps: 0.0,
        }
    }

    fn println(&self, line: String) {
        match &self.bar {
            Some(b) if !self.quiet => b.println(line),
            _ => println!("{line}"),
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
            TrainerEvent::PhaseStarted { phase, total } => {
                if let Some(b) = self.bar.take() {
                    b.finish();
                }
                self.phase = Some(*phase);
                self.last_return = None;
                if *phase == Phase::Done {
                    return;
                }
                if self.quiet {
                    println!("phase: {} ({total})", phase.label());
                } else {
                    let b = ProgressBar::new(*total);
                    b.set_style(style());
                    b.set_prefix(phase.label());
                    self.bar = Some(b);
                }
            }
            TrainerEvent::Progress {
                phase, done, sps, ..
            } => {
                self.last_sps = *sps;
                if Some(*phase) == self.phase {
                    if let Some(b) = &self.bar {
                        b.set_position(*done);
                        b.set_message(self.message());
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
                    _ => "student",
                };
                self.println(format!(
                    "{who} evaluation ({}, step {global_step}): mean return {mean:.2} over {} games",
                    phase.label(),
                    returns.len()
                ));
            }
            TrainerEvent::Checkpoint { path, .. } if self.quiet => {
                println!("checkpoint: {}", path.display());
            }
            TrainerEvent::Warning(w) => self.println(format!("warning: {w}")),
            TrainerEvent::Dropped(n) => self.println(format!("({n} progress events skipped)")),
            _ => {}
        }
    }

    pub fn finish(&mut self) {
        if let Some(b) = self.bar.take() {
            b.finish();
        }
    }
}
