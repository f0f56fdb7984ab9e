//! The run's history as a serving trainer keeps it for viewers that connect later: every
//! event but the screen-by-screen detail, encoded once, capped by count ([`MAX_EVENTS`]) and
//! by bytes ([`MAX_BYTES`]). Past either cap the older half is thinned (every other loss
//! report first, then every other game, change and notice; never the run's start, its
//! phases, its evaluations or its end), and repeated changes of a parameter at one step (or
//! pause and resume while paused) keep only the newest, so that no viewer, however many
//! commands it sends, can grow the trainer's memory.

use crate::protocol::{LiveParam, TrainerEvent};
use crate::remote::wire::HISTORY_EVENTS;

/// Events kept; past it, the older half is thinned.
pub const MAX_EVENTS: usize = HISTORY_EVENTS;
/// Encoded bytes kept; past it, the older half is thinned.
pub const MAX_BYTES: usize = 64 << 20;

pub use super::message::Bytes;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    /// A loss or progress report: the first to be thinned.
    Losses,
    /// A game, a notice, a checkpoint: thinned when loss reports are not enough.
    Detail,
    /// A change of a parameter (which, at which step) or of pause: the newest of a burst
    /// replaces the older ones.
    Change(ChangeKey),
    /// The run's start, phases, evaluations, milestones and end: always kept.
    Landmark,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum ChangeKey {
    Param(std::mem::Discriminant<LiveParam>, u64),
    Paused,
}

fn kind(event: &TrainerEvent) -> Kind {
    match event {
        // Progress reports are samples of a series too (steps per second, epsilon).
        TrainerEvent::Losses { .. } | TrainerEvent::Progress { .. } => Kind::Losses,
        TrainerEvent::ParamChanged { global_step, param } => Kind::Change(ChangeKey::Param(
            std::mem::discriminant(param),
            *global_step,
        )),
        TrainerEvent::Paused(_) => Kind::Change(ChangeKey::Paused),
        TrainerEvent::Started { .. }
        | TrainerEvent::TeacherLoaded { .. }
        | TrainerEvent::PhaseStarted { .. }
        | TrainerEvent::Evaluation { .. }
        | TrainerEvent::Milestone(_)
        | TrainerEvent::Stopped(_) => Kind::Landmark,
        _ => Kind::Detail,
    }
}

/// How far back a change looks for the one it replaces: the end of the history, where a
/// burst of changes sits.
const MERGE_WINDOW: usize = 16;

/// The history: encoded events in order.
#[derive(Default)]
pub struct Backlog {
    entries: Vec<(Kind, Bytes)>,
    bytes: usize,
}

impl Backlog {
    /// Keeps `event` (already encoded as `bytes`).
    pub fn push(&mut self, event: &TrainerEvent, bytes: Bytes) {
        let kind = kind(event);
        if let Kind::Change(key) = kind {
            let start = self.entries.len().saturating_sub(MERGE_WINDOW);
            let older = self.entries[start..]
                .iter()
                .rposition(|(k, _)| !matches!(k, Kind::Change(_)))
                .map_or(start, |i| start + i + 1);
            if let Some(i) = self.entries[older..]
                .iter()
                .position(|(k, _)| *k == Kind::Change(key))
            {
                let (_, old) = self.entries.remove(older + i);
                self.bytes -= old.len();
            }
        }
        self.bytes += bytes.len();
        self.entries.push((kind, bytes));
        if self.entries.len() > MAX_EVENTS || self.bytes > MAX_BYTES {
            self.thin();
        }
    }

    /// Events kept.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Bytes kept.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// The history, in order, for a new viewer.
    pub fn snapshot(&self) -> Vec<Bytes> {
        self.entries
            .iter()
            .map(|(_, b)| std::sync::Arc::clone(b))
            .collect()
    }

    /// Every other loss report of the older half goes; when there is none, every other game,
    /// change and notice of the older half. Landmarks stay, and the order is kept.
    fn thin(&mut self) {
        let before = self.entries.len();
        self.thin_kinds(|k| k == Kind::Losses);
        if self.entries.len() == before {
            self.thin_kinds(|k| k != Kind::Landmark);
        }
        self.bytes = self.entries.iter().map(|(_, b)| b.len()).sum();
    }

    fn thin_kinds(&mut self, thinnable: impl Fn(Kind) -> bool) {
        let half = self.entries.len() / 2;
        let (mut i, mut k) = (0usize, 0usize);
        self.entries.retain(|(kind, _)| {
            i += 1;
            if i > half || !thinnable(*kind) {
                return true;
            }
            k += 1;
            k.is_multiple_of(2)
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{Actor, LossReport, Phase};

    fn losses(step: u64) -> TrainerEvent {
        TrainerEvent::Losses {
            phase: Phase::Online,
            global_step: step,
            report: LossReport::default(),
        }
    }

    fn game(step: u64) -> TrainerEvent {
        TrainerEvent::Episode {
            actor: Actor::Student,
            global_step: step,
            episodic_return: 1.0,
            length: 1,
        }
    }

    fn push(b: &mut Backlog, event: TrainerEvent, tag: u8, len: usize) {
        let mut bytes = vec![0u8; len.max(1)];
        bytes[0] = tag;
        b.push(
            &event,
            std::sync::Arc::new(super::super::message::Encoded::from_wire(bytes)),
        );
    }

    fn tags(b: &Backlog) -> Vec<u8> {
        b.snapshot().iter().map(|x| x[0]).collect()
    }

    #[test]
    fn thinning_drops_every_other_old_loss_report_and_keeps_the_rest_in_order() {
        let mut b = Backlog::default();
        for i in 0..8u8 {
            let e = if i % 2 == 0 {
                losses(i as u64)
            } else {
                game(i as u64)
            };
            push(&mut b, e, i, 1);
        }
        b.thin();
        // The older half (0..4): losses 0 and 2, every other goes (0); 1 and 3 stay. The
        // newer half stays whole.
        assert_eq!(tags(&b), vec![1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(b.bytes(), 7);
    }

    #[test]
    fn the_bytes_are_capped_and_landmarks_survive() {
        let mut b = Backlog::default();
        push(&mut b, TrainerEvent::Warning("start".into()), 1, 1);
        push(&mut b, TrainerEvent::Stopped(Err("x".into())), 2, 1);
        // Games of 1 MiB each: far more bytes than the cap.
        for i in 0..200u64 {
            push(&mut b, game(i), 3, 1 << 20);
            assert!(
                b.bytes() <= MAX_BYTES,
                "{} bytes after {i} games",
                b.bytes()
            );
        }
        assert!(tags(&b).contains(&2), "the landmark was thinned");
        assert!(b.len() < 100);
    }

    #[test]
    fn a_burst_of_changes_at_one_step_keeps_only_the_newest_of_each() {
        let mut b = Backlog::default();
        push(&mut b, game(1), 1, 1);
        for i in 0..10_000u32 {
            let e = TrainerEvent::ParamChanged {
                global_step: 5,
                param: LiveParam::Temperature(i as f64),
            };
            push(&mut b, e, 2, 1);
            push(&mut b, TrainerEvent::Paused(i % 2 == 0), 3, 1);
        }
        push(
            &mut b,
            TrainerEvent::ParamChanged {
                global_step: 5,
                param: LiveParam::LearningRate(0.1),
            },
            4,
            1,
        );
        assert_eq!(tags(&b), vec![1, 2, 3, 4]);
        // A change at a later step, after a game, is a change of its own.
        push(&mut b, game(6), 5, 1);
        push(
            &mut b,
            TrainerEvent::ParamChanged {
                global_step: 6,
                param: LiveParam::Temperature(1.0),
            },
            6,
            1,
        );
        assert_eq!(tags(&b), vec![1, 2, 3, 4, 5, 6]);
    }
}
