//! The keyboard's shortcuts (help, new run, record, pause, step, ...), ignored while a text
//! field has the focus.

use super::bridge::Bridge;
use super::{ui, AppState, UiAction};
use crate::protocol::TrainerCommand;
use bevy::prelude::*;

pub(super) fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    bridge: Res<Bridge>,
    mut state: ResMut<AppState>,
) {
    if state.typing {
        return;
    }
    if keys.just_pressed(KeyCode::KeyH) || keys.just_pressed(KeyCode::F1) {
        state.controls.help_open = !state.controls.help_open;
    }
    if keys.just_pressed(KeyCode::KeyN) {
        state.controls.new_run.open = true;
    }
    if keys.just_pressed(KeyCode::KeyR) {
        state.request(UiAction::ToggleRecording);
    }
    if keys.just_pressed(KeyCode::Escape) {
        state.controls.help_open = false;
        state.controls.stop_confirm = false;
        state.controls.new_run.open = false;
    }
    // Without the token the trainer refuses commands: the keys that send them do nothing.
    let command_key = [KeyCode::Space, KeyCode::KeyS, KeyCode::KeyC]
        .iter()
        .any(|k| keys.just_pressed(*k));
    if !command_key || ui::read_only(&state.panes.iter().map(|p| &p.view).collect::<Vec<_>>()) {
        return;
    }
    // The keys act on every run: a race pauses, steps and saves both sides together.
    if keys.just_pressed(KeyCode::Space) {
        let paused = state.panes.iter().any(|p| p.view.paused);
        bridge.send(
            None,
            if paused {
                TrainerCommand::Resume
            } else {
                TrainerCommand::Pause
            },
        );
    }
    if keys.just_pressed(KeyCode::KeyS) {
        bridge.send(None, TrainerCommand::Step);
    }
    if keys.just_pressed(KeyCode::KeyC) {
        bridge.send(None, TrainerCommand::SaveCheckpoint);
    }
}
