use super::*;
use crate::protocol::{Phase, TrainerEvent};

fn pane(phase: Phase) -> Pane {
    let mut pane = Pane::default();
    pane.view.apply(TrainerEvent::PhaseStarted {
        phase,
        total: 100,
        from: 0,
    });
    pane
}

#[test]
fn a_software_window_draws_less_in_the_offline_phase_until_it_is_used() {
    let offline = FrameContext {
        software: true,
        offline: true,
        ..Default::default()
    };
    assert_eq!(frame_limit(None, offline), OFFLINE_SOFTWARE_FPS);
    let used = FrameContext {
        in_use: true,
        ..offline
    };
    assert_eq!(frame_limit(None, used), DEFAULT_FPS.1);
    let online = FrameContext {
        offline: false,
        ..offline
    };
    assert_eq!(frame_limit(None, online), DEFAULT_FPS.1);
    // A recording keeps its frames; a GPU and the user's choice are never lowered.
    let recording = FrameContext {
        recording: true,
        ..offline
    };
    assert_eq!(frame_limit(None, recording), RECORDING_SOFTWARE_FPS);
    let gpu = FrameContext {
        software: false,
        ..offline
    };
    assert_eq!(frame_limit(None, gpu), DEFAULT_FPS.0);
    assert_eq!(frame_limit(Some(5.0), offline), 5.0);
    assert_eq!(frame_limit(Some(0.0), offline), 0.0);
    assert!(OFFLINE_SOFTWARE_FPS < DEFAULT_FPS.1);
}

#[test]
fn the_offline_phase_counts_only_when_every_run_shown_is_in_it() {
    assert!(!all_offline(&[]));
    assert!(!all_offline(&[Pane::default()]));
    assert!(all_offline(&[pane(Phase::Offline)]));
    assert!(!all_offline(&[pane(Phase::Online)]));
    assert!(!all_offline(&[pane(Phase::TeacherBuffer)]));
    // A race: QDagger learns offline while DQN plays on its screen.
    assert!(!all_offline(&[pane(Phase::Offline), pane(Phase::Online)]));
    assert!(all_offline(&[pane(Phase::Offline), pane(Phase::Offline)]));
}
