//! What the user asked for, carried out: the keyboard's shortcuts and the UI's buttons both
//! say it as a [`UiAction`] message, and one system does it (a command to the trainers, a new
//! run, a recording, a window of the UI opened or closed), headless or not.

use super::bridge::{start_run, Bridge};
use super::ui::{self, Addressed, UiAction};
use super::{record, AppState};
use crate::protocol::TrainerCommand;
use bevy::prelude::*;
use std::path::PathBuf;

/// The [`UiAction`] message, the keyboard that writes it and the system that carries it out.
pub struct ActionsPlugin;

impl Plugin for ActionsPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<UiAction>()
            .add_systems(Update, (keyboard, act.after(keyboard)));
    }
}

/// The keyboard's shortcuts (help, new run, record, pause, step, ...) as actions, ignored
/// while a text field has the focus.
fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    state: Res<AppState>,
    mut asked: MessageWriter<UiAction>,
) {
    if state.typing {
        return;
    }
    let pressed = |k: KeyCode| keys.just_pressed(k);
    if pressed(KeyCode::KeyH) || pressed(KeyCode::F1) {
        asked.write(UiAction::ToggleHelp);
    }
    if pressed(KeyCode::KeyN) {
        asked.write(UiAction::OpenNewRun);
    }
    if pressed(KeyCode::KeyR) {
        asked.write(UiAction::ToggleRecording);
    }
    if pressed(KeyCode::Escape) {
        asked.write(UiAction::CloseWindows);
    }
    if pressed(KeyCode::KeyF) {
        asked.write(UiAction::OpenFork);
    }
    // Without the token the trainer refuses commands: the keys that send them do nothing.
    let command_key = [KeyCode::Space, KeyCode::KeyS, KeyCode::KeyC]
        .iter()
        .any(|&k| pressed(k));
    if !command_key {
        return;
    }
    let views: Vec<_> = state.panes.iter().map(|p| &p.view).collect();
    if ui::read_only(&views) {
        return;
    }
    // The keys act on every run: a race pauses, steps and saves both sides together.
    let mut command = |command| {
        asked.write(UiAction::Command(Addressed {
            side: None,
            command,
        }));
    };
    if pressed(KeyCode::Space) {
        let paused = views.iter().any(|v| v.paused);
        command(if paused {
            TrainerCommand::Resume
        } else {
            TrainerCommand::Pause
        });
    }
    if pressed(KeyCode::KeyS) {
        command(TrainerCommand::Step);
    }
    if pressed(KeyCode::KeyC) {
        command(TrainerCommand::SaveCheckpoint);
    }
}

/// Carries out every action asked for since the last frame, and a recording that waits for
/// the run directory it goes into.
fn act(
    mut asked: MessageReader<UiAction>,
    mut waiting: Local<Vec<UiAction>>,
    mut bridge: ResMut<Bridge>,
    mut state: ResMut<AppState>,
    mut images: ResMut<Assets<Image>>,
    mut recorder: ResMut<record::AppRecorder>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
) {
    let actions: Vec<UiAction> = std::mem::take(&mut *waiting)
        .into_iter()
        .chain(asked.read().cloned())
        .collect();
    for action in actions {
        if state.controls.apply(&action) {
            continue;
        }
        match action {
            UiAction::Command(Addressed { side, command }) => bridge.send(side, command),
            UiAction::StartRun { config, kind } => {
                start_run(&mut bridge, &mut state, &mut images, *config, kind)
            }
            UiAction::Fork(ask) => super::fork::begin(&bridge, &mut state, ask),
            UiAction::ToggleRecording => {
                let size = windows.single().map_or((1280, 800), |w| {
                    (w.physical_width() as usize, w.physical_height() as usize)
                });
                if !toggle_recording(&mut state, &mut recorder, size) {
                    waiting.push(UiAction::ToggleRecording);
                }
            }
            // The UI's own windows, opened and closed by `Controls::apply` above.
            UiAction::ToggleHelp
            | UiAction::OpenNewRun
            | UiAction::AskToStop
            | UiAction::OpenFork
            | UiAction::CloseWindows => {}
        }
    }
}

/// Starts recording the window (`size` pixels) into the run's videos folder, or stops the
/// recording that runs; false (nothing done) while the run has no directory yet.
fn toggle_recording(
    state: &mut AppState,
    recorder: &mut record::AppRecorder,
    size: (usize, usize),
) -> bool {
    let first = state.view();
    if !(recorder.is_recording() || first.run_dir.is_some() || first.stopped.is_some()) {
        return false;
    }
    if recorder.is_recording() {
        recorder.stop();
    } else {
        // A race's video goes next to both runs, into the race directory.
        let dir = match &state.view().run_dir {
            // A remote run's directory is on the trainer's machine.
            Some(_) if state.view().remote.is_some() => PathBuf::from("videos"),
            Some(d) if state.is_race() => d.parent().unwrap_or(d).join("videos"),
            Some(d) => d.join("videos"),
            None => PathBuf::from("videos"),
        };
        let settings = state.controls.record.clone();
        // With maps on, shown in pairs, a single run records its pair side by side.
        let maps = state.controls.maps;
        let pairs = maps.on && maps.show == ui::MapShow::Both && !state.is_race();
        let sides = state.panes.len() * if pairs { 2 } else { 1 };
        let result = recorder.start(settings, dir, size, sides);
        let view = &mut state.panes[0].view;
        match result {
            Ok(path) => view.notice(format!("recording into {}", path.display())),
            Err(e) => view.notice(format!("cannot record: {e}")),
        }
    }
    state.controls.recording = recorder.indicator();
    true
}
