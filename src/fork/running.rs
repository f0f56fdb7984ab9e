//! The arms of a fork trained: each pair's control and tweak side by side, each a resumed
//! run of its own directory on its own threads (the same number for both, so that the arms
//! compute alike), pairs one after another.

use super::ForkRecord;
use crate::protocol::{RunSummary, TrainerCommand, TrainerEvent};
use crate::trainer::{spawn, TrainerOptions};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// An event of one arm.
pub struct ArmEvent<'a> {
    /// The pair (from 0).
    pub pair: usize,
    /// 0: control, 1: tweak.
    pub arm: usize,
    /// What its trainer reported.
    pub event: &'a TrainerEvent,
}

/// An arm's end: its summary, or why it failed.
pub type ArmOutcome = Result<RunSummary, String>;

/// Trains every pair of `record` in turn, both arms of a pair at once on `threads` threads
/// each, passing each event to `on_event`. When `stop` turns true, both running arms are
/// told to stop (each writes its whole checkpoint, and `reincarnate fork --resume` goes on
/// from there) and no later pair starts. Returns each pair's outcomes as far as it got.
pub fn run_pairs(
    record: &ForkRecord,
    threads: usize,
    hub: crate::teacher::HubSettings,
    stop: &AtomicBool,
    mut on_event: impl FnMut(ArmEvent<'_>),
) -> Vec<[ArmOutcome; 2]> {
    let mut outcomes = Vec::new();
    for (pair, arms) in record.pairs.iter().enumerate() {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        // The arms of a pair start from one buffer file (hard links): loaded once, its
        // frames shared until an arm writes over them.
        let share = crate::agent::ReplayShare::new(2);
        let handles = arms.clone().map(|dir| {
            let options = TrainerOptions {
                frames: false,
                resume: Some(dir.clone()),
                hub: hub.clone(),
                threads: Some(threads.max(1)),
                cores: None,
                replay_share: Some(share.clone()),
            };
            // The config comes from the arm's directory (as `--resume` reads it).
            spawn(crate::config::TrainConfig::default(), options)
        });
        let mut ended: [Option<ArmOutcome>; 2] = [None, None];
        let mut told_to_stop = false;
        while ended.iter().any(Option::is_none) {
            if stop.load(Ordering::Relaxed) && !told_to_stop {
                told_to_stop = true;
                for h in &handles {
                    let _ = h.commands.send(TrainerCommand::Stop);
                }
            }
            let mut quiet = true;
            for (arm, h) in handles.iter().enumerate() {
                while let Ok(event) = h.events.try_recv() {
                    quiet = false;
                    if let TrainerEvent::Stopped(outcome) = &event {
                        ended[arm] = Some(outcome.clone().map_err(|f| f.0));
                    }
                    on_event(ArmEvent {
                        pair,
                        arm,
                        event: &event,
                    });
                }
                // A trainer thread that ended without its last event.
                if ended[arm].is_none() && h.events.is_empty() && h.is_finished() {
                    ended[arm] = Some(Err("the arm's trainer ended without a summary".into()));
                }
            }
            if quiet {
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        for h in handles {
            h.join();
        }
        outcomes.push(ended.map(|o| o.unwrap_or_else(|| Err("no outcome".into()))));
    }
    outcomes
}
