//! Who is sent a side's newest screen. A token's holder gets every screen it takes; the
//! read-only viewers share [`READ_ONLY_SCREENS_PER_SECOND`] between them, in turn, so that a
//! crowd of them (twelve pages acknowledging every screen at once, say) costs the trainer's
//! host no more than one viewer at the full rate would. A viewer that has not taken its last
//! screen yet just has it replaced by the newer one, which costs nothing more.

use super::backlog::Bytes;
use super::limits::READ_ONLY_SCREENS_PER_SECOND;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// The read-only viewers' share of one side's screens.
#[derive(Default)]
pub(super) struct ReadOnlyScreens {
    /// Screens the read-only viewers may still be sent now (refilled with time).
    left: f64,
    last: Option<Instant>,
    /// The read-only viewer whose turn comes first at the next screen (an index among them).
    next: usize,
}

impl ReadOnlyScreens {
    /// Offers the screen `bytes` at `now` to viewers' newest-screen slots, each with whether
    /// its viewer is read-only.
    pub fn offer(&mut self, slots: &[(bool, &Mutex<Option<Bytes>>)], bytes: &Bytes, now: Instant) {
        let rate = READ_ONLY_SCREENS_PER_SECOND;
        let refill = self.last.map_or(rate, |t| {
            now.saturating_duration_since(t).as_secs_f64() * rate
        });
        self.last = Some(now);
        self.left = (self.left + refill).min(rate);
        let readers: Vec<&Mutex<Option<Bytes>>> = slots
            .iter()
            .filter(|(read_only, _)| *read_only)
            .map(|(_, slot)| *slot)
            .collect();
        for (_, slot) in slots.iter().filter(|(read_only, _)| !read_only) {
            if let Ok(mut slot) = slot.lock() {
                *slot = Some(Arc::clone(bytes));
            }
        }
        let n = readers.len();
        let start = self.next;
        for k in 0..n {
            let Ok(mut slot) = readers[(start + k) % n].lock() else {
                continue;
            };
            if slot.is_some() {
                // Not taken yet: the newer screen instead, at no cost.
                *slot = Some(Arc::clone(bytes));
            } else if self.left >= 1.0 {
                self.left -= 1.0;
                *slot = Some(Arc::clone(bytes));
                self.next = (start + k + 1) % n;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn read_only_viewers_share_their_screens_in_turn_and_a_token_holder_gets_every_one() {
        // One token holder, then twelve read-only viewers.
        let frames: Vec<Mutex<Option<Bytes>>> = (0..13).map(|_| Mutex::new(None)).collect();
        let slots: Vec<(bool, &Mutex<Option<Bytes>>)> =
            frames.iter().enumerate().map(|(i, f)| (i > 0, f)).collect();
        let mut share = ReadOnlyScreens::default();
        let bytes: Bytes =
            super::super::message::Encoded::of(&crate::remote::wire::ServerMessage::Live).unwrap();
        let mut got = [0u32; 13];
        let t0 = Instant::now();
        // Ten seconds of 30 screens a second, every viewer taking each at once.
        for i in 0..300u32 {
            share.offer(
                &slots,
                &bytes,
                t0 + Duration::from_millis(u64::from(i) * 1000 / 30),
            );
            for (f, n) in frames.iter().zip(got.iter_mut()) {
                if f.lock().unwrap().take().is_some() {
                    *n += 1;
                }
            }
        }
        assert_eq!(got[0], 300, "the token's holder got every screen");
        let readers: u32 = got[1..].iter().sum();
        // Their share over ten seconds (and the first second's), in turn.
        assert!(readers <= 330, "{readers}");
        assert!(readers >= 290, "{readers}");
        let (least, most) = (
            got[1..].iter().min().unwrap(),
            got[1..].iter().max().unwrap(),
        );
        assert!(most - least <= 1, "{got:?}");
        // A reader that does not take its screen has it replaced, at no cost to the others.
        share.offer(&slots, &bytes, t0 + Duration::from_secs(20));
        let pending = frames[1..]
            .iter()
            .filter(|f| f.lock().unwrap().is_some())
            .count();
        assert!(pending >= 1);
    }
}
