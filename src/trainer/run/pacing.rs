//! The run's clocks: stepping at the game's natural speed when asked, and steps per second
//! with progress throttled to a few events a second.

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
    pub(super) start: Instant,
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
        let secs = self.start.elapsed().as_secs_f64().max(1e-9);
        step.saturating_sub(self.start_step) as f64 / secs
    }

    pub(super) fn due(&mut self) -> bool {
        if self.last_sent.elapsed() >= Duration::from_millis(200) {
            self.last_sent = Instant::now();
            true
        } else {
            false
        }
    }
}
