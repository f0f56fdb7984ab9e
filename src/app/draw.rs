//! Each frame's drawing: the UI of every pane, and what the UI asked for (a command, a new
//! run, a recording started or stopped).

use super::bridge::{start_run, Bridge};
use super::ui::{self, Addressed, UiAction};
use super::{record, AppState};
use crate::view::RunView;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use std::path::PathBuf;

pub(super) fn draw_ui(
    mut contexts: EguiContexts,
    mut bridge: ResMut<Bridge>,
    mut state: ResMut<AppState>,
    mut images: ResMut<Assets<Image>>,
    mut recorder: ResMut<record::AppRecorder>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
) -> Result {
    while state.screen_textures.len() < state.screens.len() {
        let handle = state.screens[state.screen_textures.len()].clone();
        let id = contexts.add_image(bevy_egui::EguiTextureHandle::Strong(handle));
        state.screen_textures.push(id);
    }
    while state.map_textures.len() < state.maps.len() {
        let handle = state.maps[state.map_textures.len()].clone();
        let id = contexts.add_image(bevy_egui::EguiTextureHandle::Strong(handle));
        state.map_textures.push(id);
    }
    let ctx = contexts.ctx_mut()?;
    let AppState {
        panes,
        controls,
        screen_textures,
        map_textures,
        ..
    } = &mut *state;
    let views: Vec<&RunView> = panes.iter().map(|p| &p.view).collect();
    let textures: Vec<ui::ScreenTextures> = screen_textures
        .iter()
        .zip(map_textures.iter())
        .map(|(&game, &maps)| ui::ScreenTextures { game, maps })
        .collect();
    let asked = ui::draw(ctx, &views, controls, &textures);
    state.pending.extend(asked);
    state.typing = ctx.egui_wants_keyboard_input();
    let scale = ctx.pixels_per_point();
    let pixels = |r: Option<bevy_egui::egui::Rect>| {
        r.map(|r| {
            [r.min.x, r.min.y, r.width(), r.height()].map(|v| (v * scale).round().max(0.0) as u32)
        })
    };
    let AppState {
        panes, controls, ..
    } = &mut *state;
    for (pane, rects) in panes.iter_mut().zip(&controls.screen_rects) {
        pane.screen_pixels = pixels(rects.screen);
        pane.q_pixels = pixels(rects.q_values);
    }
    for action in std::mem::take(&mut state.pending) {
        match action {
            UiAction::Command(Addressed { side, command }) => bridge.send(side, command),
            UiAction::StartRun { config, kind } => {
                start_run(&mut bridge, &mut state, &mut images, *config, kind)
            }
            UiAction::ToggleRecording => {
                let size = windows.single().map_or((1280, 800), |w| {
                    (w.physical_width() as usize, w.physical_height() as usize)
                });
                if !toggle_recording(&mut state, &mut recorder, size) {
                    // A recording waits for the run directory it goes into.
                    state.pending.push(UiAction::ToggleRecording);
                }
            }
        }
    }
    Ok(())
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
        let pairs = maps.on && maps.show == super::ui::MapShow::Both && !state.is_race();
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
