//! Each seat's budget of messages ([`MESSAGES_PER_SECOND`], [`MESSAGE_BURST`]): a token
//! bucket that says how long the seat's reader waits before it reads on.

use super::limits::{MESSAGES_PER_SECOND, MESSAGE_BURST};
use std::time::{Duration, Instant};

/// A seat's messages: full at first, refilled at [`MESSAGES_PER_SECOND`].
pub(super) struct Budget {
    left: f64,
    last: Instant,
}

impl Budget {
    /// A full budget at `now`.
    pub(super) fn new(now: Instant) -> Self {
        Self {
            left: MESSAGE_BURST,
            last: now,
        }
    }

    /// One message read at `now`: how long to wait before reading the next (zero within the
    /// budget).
    pub(super) fn spend(&mut self, now: Instant) -> Duration {
        let refill = now.saturating_duration_since(self.last).as_secs_f64() * MESSAGES_PER_SECOND;
        self.last = now;
        self.left = (self.left + refill).min(MESSAGE_BURST) - 1.0;
        if self.left >= 0.0 {
            Duration::ZERO
        } else {
            Duration::from_secs_f64(-self.left / MESSAGES_PER_SECOND)
        }
    }

    /// [`Budget::spend`], waiting out the wait (at most a second at a time).
    pub(super) fn pace(&mut self) {
        let wait = self.spend(Instant::now());
        if !wait.is_zero() {
            std::thread::sleep(wait.min(Duration::from_secs(1)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_passes_then_messages_come_at_the_rate() {
        let t0 = Instant::now();
        let mut b = Budget::new(t0);
        for _ in 0..MESSAGE_BURST as usize {
            assert_eq!(b.spend(t0), Duration::ZERO);
        }
        // Over the budget: the next waits one message's time, the one after two.
        let one = Duration::from_secs_f64(1.0 / MESSAGES_PER_SECOND);
        let first = b.spend(t0);
        assert!(
            (first.as_secs_f64() - one.as_secs_f64()).abs() < 1e-9,
            "{first:?}"
        );
        let second = b.spend(t0);
        assert!(
            (second.as_secs_f64() - 2.0 * one.as_secs_f64()).abs() < 1e-9,
            "{second:?}"
        );
        // A reader that waits as told is read at the rate: 100 messages over a second.
        let mut now = t0 + second;
        let mut waited = Duration::ZERO;
        for _ in 0..MESSAGES_PER_SECOND as usize {
            let w = b.spend(now);
            waited += w;
            now += w;
        }
        assert!((waited.as_secs_f64() - 1.0).abs() < 0.02, "{waited:?}");
        // A quiet while refills it, up to the burst and no more.
        let later = now + Duration::from_secs(60);
        for _ in 0..MESSAGE_BURST as usize {
            assert_eq!(b.spend(later), Duration::ZERO);
        }
        assert!(b.spend(later) > Duration::ZERO);
    }
}
