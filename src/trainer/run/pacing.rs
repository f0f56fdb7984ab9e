//! The run's clocks: stepping at the game's natural speed when asked, and steps per second
//! with progress throttled to a few events a second.

use crate::protocol::Phase;
use crate::trainer::Sink;
use std::time::{Duration, Instant};

/// Keeps stepping at the game's natural speed when asked: 60 frames a second, so one agent
/// step (4 frames) every 1/15 s.
#[derive(Default)]
pub(super) struct Pacer {
    last: Option<Instant>,
}

impl Pacer {
    const STEP: Duration = Duration::from_micros(1_000_000 / 15);

    pub(super) fn pace(&mut self, natural: bool) {
        if natural {
            if let Some(last) = self.last {
                let next = last + Self::STEP;
                let now = Instant::now();
                if next > now {
                    std::thread::sleep(next - now);
                }
            }
            self.last = Some(Instant::now());
        } else {
            self.last = None;
        }
    }
}

/// Throttles progress events to a few per second and measures steps per second.
pub(super) struct Meter {
    start: Instant,
    last_sent: Instant,
    start_step: u64,
}

impl Meter {
    pub(super) fn new(step: u64) -> Self {
        let now = Instant::now();
        Self {
            start: now,
            last_sent: now - Duration::from_secs(1),
            start_step: step,
        }
    }

    pub(super) fn sps(&self, step: u64) -> f64 {
        step.saturating_sub(self.start_step) as f64 / self.seconds()
    }

    /// Seconds since the phase (or its resume) started.
    pub(super) fn seconds(&self) -> f64 {
        self.start.elapsed().as_secs_f64().max(1e-9)
    }

    /// Sends the phase's progress (`done` of `total` steps, at `global_step`), a few times a
    /// second.
    pub(super) fn report(
        &mut self,
        sink: &mut Sink,
        phase: Phase,
        done: u64,
        total: u64,
        global_step: u64,
        epsilon: f64,
    ) {
        if self.due() {
            sink.progress(phase, done, total, global_step, self.sps(done), epsilon);
        }
    }

    /// Sends the phase's last progress: all `total` steps done, at `global_step`.
    pub(super) fn finish(
        &self,
        sink: &mut Sink,
        phase: Phase,
        total: u64,
        global_step: u64,
        epsilon: f64,
    ) {
        sink.progress(phase, total, total, global_step, self.sps(total), epsilon);
    }

    fn due(&mut self) -> bool {
        if self.last_sent.elapsed() >= Duration::from_millis(200) {
            self.last_sent = Instant::now();
            true
        } else {
            false
        }
    }
}
