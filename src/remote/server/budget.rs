//! Each seat's budget of messages: a token bucket that says how long the seat's reader waits
//! before it reads on. A token holder's seat gets [`MESSAGES_PER_SECOND`], a read-only seat
//! [`READ_ONLY_MESSAGES_PER_SECOND`] (it has less to say), both with [`MESSAGE_BURST`].
//!
//! A reader over its budget waits in one go until a quarter of a second's messages are back,
//! not once per message: the same rate, with a few wake-ups a second instead of one per
//! message, so that a flooding seat costs the trainer's host almost nothing.

use super::limits::{MESSAGES_PER_SECOND, MESSAGE_BURST, READ_ONLY_MESSAGES_PER_SECOND};
use std::time::{Duration, Instant};

/// The share of a second's messages a reader over its budget waits for before it reads on.
const CATCH_UP: f64 = 0.25;

/// A seat's messages: full at first, refilled at its rate.
pub(super) struct Budget {
    left: f64,
    last: Instant,
    rate: f64,
}

impl Budget {
    /// A full budget at `now`, at the rate a seat of this kind gets.
    pub(super) fn new(now: Instant, read_only: bool) -> Self {
        Self {
            left: MESSAGE_BURST,
            last: now,
            rate: if read_only {
                READ_ONLY_MESSAGES_PER_SECOND
            } else {
                MESSAGES_PER_SECOND
            },
        }
    }

    /// One message read at `now`: how long to wait before reading the next. Zero within the
    /// budget; over it, the time until [`CATCH_UP`] of a second's messages are back.
    pub(super) fn spend(&mut self, now: Instant) -> Duration {
        let refill = now.saturating_duration_since(self.last).as_secs_f64() * self.rate;
        self.last = now;
        self.left = (self.left + refill).min(MESSAGE_BURST) - 1.0;
        if self.left >= 0.0 {
            Duration::ZERO
        } else {
            Duration::from_secs_f64((CATCH_UP * self.rate - self.left) / self.rate)
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

    /// A reader that reads `n` messages at `now` onwards, waiting as told: the time it took
    /// and how many times it waited.
    fn read(b: &mut Budget, now: &mut Instant, n: usize) -> (Duration, usize) {
        let (mut waited, mut waits) = (Duration::ZERO, 0);
        for _ in 0..n {
            let w = b.spend(*now);
            if !w.is_zero() {
                waits += 1;
                waited += w;
                *now += w;
            }
        }
        (waited, waits)
    }

    #[test]
    fn a_burst_passes_then_messages_come_at_the_rate_with_few_waits() {
        for (read_only, rate) in [
            (false, MESSAGES_PER_SECOND),
            (true, READ_ONLY_MESSAGES_PER_SECOND),
        ] {
            let t0 = Instant::now();
            let mut b = Budget::new(t0, read_only);
            for _ in 0..MESSAGE_BURST as usize {
                assert_eq!(b.spend(t0), Duration::ZERO);
            }
            // Over the budget: the next waits until a quarter of a second's messages are back
            // (and the one it read), then that many pass at once.
            let first = b.spend(t0);
            let expected = (CATCH_UP * rate + 1.0) / rate;
            assert!((first.as_secs_f64() - expected).abs() < 1e-9, "{first:?}");
            let mut now = t0 + first;
            for _ in 0..(CATCH_UP * rate) as usize {
                assert_eq!(b.spend(now), Duration::ZERO);
            }
            // A reader that waits as told is read at the rate: ten seconds' worth of messages
            // take ten seconds, in about four waits a second (each lets a quarter of a second's
            // messages and the one that waited through), not one a message.
            let (waited, waits) = read(&mut b, &mut now, 10 * rate as usize);
            assert!(
                (waited.as_secs_f64() - 10.0).abs() < 0.3,
                "{read_only}: {waited:?}"
            );
            let expected = 10.0 * rate / (CATCH_UP * rate + 1.0);
            assert!(
                (waits as f64 - expected).abs() <= 2.0,
                "{read_only}: {waits} waits, not about {expected}"
            );
            // A quiet while refills it, up to the burst and no more.
            let later = now + Duration::from_secs(60);
            for _ in 0..MESSAGE_BURST as usize {
                assert_eq!(b.spend(later), Duration::ZERO);
            }
            assert!(b.spend(later) > Duration::ZERO);
        }
    }

    #[test]
    fn a_read_only_seat_is_read_slower_than_a_token_holders() {
        let t0 = Instant::now();
        let (mut holder, mut reader) = (Budget::new(t0, false), Budget::new(t0, true));
        let (mut a, mut b) = (t0, t0);
        let n = 2_000;
        let (holder_took, _) = read(&mut holder, &mut a, n);
        let (reader_took, _) = read(&mut reader, &mut b, n);
        assert!(
            reader_took > holder_took * 2,
            "{reader_took:?} vs {holder_took:?}"
        );
    }
}
