//! The trainer's side of the channels: events go out without waiting for whoever listens.
//! Frames are offered only when the listener took the previous one; other events are
//! counted when the channel is full and reported as `Dropped` once there is room again.

use crate::protocol::{FrameMessage, LossReport, Phase, TrainerEvent};
use crossbeam_channel::{Sender, TrySendError};
use std::time::Duration;

/// Where a run's events and frames go.
pub(crate) struct Sink {
    events: Sender<TrainerEvent>,
    frames: Sender<FrameMessage>,
    dropped: u64,
}

impl Sink {
    /// A sink over the sending ends of the event and frame channels.
    pub(crate) fn new(events: Sender<TrainerEvent>, frames: Sender<FrameMessage>) -> Self {
        Self {
            events,
            frames,
            dropped: 0,
        }
    }

    /// Sends without waiting; a full channel counts the event as dropped and says so later.
    pub(crate) fn send(&mut self, event: TrainerEvent) {
        if self.dropped > 0
            && self
                .events
                .try_send(TrainerEvent::Dropped(self.dropped))
                .is_ok()
        {
            self.dropped = 0;
        }
        if let Err(TrySendError::Full(_)) = self.events.try_send(event) {
            self.dropped += 1;
        }
    }

    /// A phase's progress: `done` of `total`, at `sps` steps per second.
    pub(crate) fn progress(
        &mut self,
        phase: Phase,
        done: u64,
        total: u64,
        global_step: u64,
        sps: f64,
        epsilon: f64,
    ) {
        self.send(TrainerEvent::Progress {
            phase,
            done,
            total,
            global_step,
            sps,
            epsilon,
        });
    }

    /// The losses of a logged gradient step.
    pub(crate) fn losses(&mut self, phase: Phase, global_step: u64, report: LossReport) {
        self.send(TrainerEvent::Losses {
            phase,
            global_step,
            report,
        });
    }

    /// Sends a frame if the listener has taken the previous one.
    pub(crate) fn frame(&mut self, frame: FrameMessage) {
        let _ = self.frames.try_send(frame);
    }

    /// Whether the listener can take a frame now.
    pub(crate) fn wants_frame(&self) -> bool {
        self.frames.is_empty()
    }

    /// The last event waits (a little) for room: the listener must learn how the run ended.
    pub(crate) fn send_final(&mut self, event: TrainerEvent) {
        if self.dropped > 0 {
            let _ = self
                .events
                .send_timeout(TrainerEvent::Dropped(self.dropped), Duration::from_secs(2));
        }
        let _ = self.events.send_timeout(event, Duration::from_secs(10));
    }
}
