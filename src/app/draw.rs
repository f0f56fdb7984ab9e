//! Each frame's drawing: the UI of every pane, with egui. What the user asked for in it goes
//! out as [`UiAction`] messages (`actions.rs` carries them out).

use super::ui::{self, UiAction};
use super::AppState;
use crate::view::RunView;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The window's UI, drawn each frame (not in a headless app).
pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(EguiPrimaryContextPass, draw_ui);
    }
}

fn draw_ui(
    mut contexts: EguiContexts,
    mut state: ResMut<AppState>,
    mut asked: MessageWriter<UiAction>,
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
    asked.write_batch(ui::draw(ctx, &views, controls, &textures));
    state.typing = ctx.egui_wants_keyboard_input();
    // Where each pane's screen and Q-values were drawn, in window pixels (for screenshots
    // and recordings).
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
    Ok(())
}
