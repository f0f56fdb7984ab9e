//! The desktop app: a Bevy window, drawn with egui, that shows the run as it happens and
//! steers it; or a race, two runs side by side.
//!
//! [`ReincarnatePlugin`] adds the app to a Bevy `App`, as plugins by role: the bridge to the
//! trainers (`bridge.rs`: the trainers' channels in the [`Bridge`] resource, drained with
//! `try_recv` under a time budget each frame into one [`Pane`] per run), the actions
//! (`actions.rs`: the keyboard and the UI say what the user asked for as [`UiAction`]
//! messages, one system carries them out, sending `TrainerCommand`s to one side of a race or
//! both), the UI (`draw.rs`, which only draws), the recording (`record.rs`) and the saliency
//! pictures (`maps.rs`). The app never waits for a trainer, and a trainer that fails is
//! shown, not fatal.

mod actions;
mod bridge;
mod draw;
mod egui_shader;
mod fork;
mod frame_rate;
pub mod maps;
pub mod record;
mod screenshot;
pub mod ui;
mod window;

use crate::config::TrainConfig;
use crate::trainer::{TrainerHandle, TrainerOptions};
use crate::view::RunView;
use bevy::prelude::*;
pub use bridge::{spawn_runs, start_run, Bridge, RunKind};
pub use frame_rate::{
    frame_limit, FrameContext, MaxFps, TrainsHere, DEFAULT_FPS, INPUT_HOLD, OFFLINE_SOFTWARE_FPS,
    RECORDING_SOFTWARE_FPS,
};
pub use screenshot::ScreenshotAndExit;
use std::sync::Mutex;
pub use ui::UiAction;
pub use window::{run, WindowError, WindowOptions};

#[cfg(test)]
use frame_rate::all_offline;
use frame_rate::count_frame;
use frame_rate::{limit_frame_rate, FRAMES};
use screenshot::screenshot_and_exit;

/// One run as the window shows it: what its trainer told us, and where its screen went.
#[derive(Debug, Default)]
pub struct Pane {
    /// What the trainer told us.
    pub view: RunView,
    /// Where the game screen was drawn, in window pixels (x, y, width, height).
    pub screen_pixels: Option<[u32; 4]>,
    /// Where the Q-value panel was drawn, in window pixels (x, y, width, height).
    pub q_pixels: Option<[u32; 4]>,
    /// What the pane's saliency picture was last made from.
    maps_drawn: Option<maps::MapKey>,
}

/// The app's state: a pane per run, the controls, the screen textures.
#[derive(Resource)]
pub struct AppState {
    /// One per run, in the bridge's order (a race: QDagger, then DQN).
    pub panes: Vec<Pane>,
    controls: ui::Controls,
    /// Each pane's Atari screen as a Bevy image (160x210, nearest filtering), updated in
    /// place; kept when a new run has fewer panes, for the next race.
    pub screens: Vec<Handle<Image>>,
    /// The same images as egui knows them.
    screen_textures: Vec<bevy_egui::egui::TextureId>,
    /// Each pane's saliency picture (320x210, see [`maps`]).
    pub maps: Vec<Handle<Image>>,
    /// The same as egui knows them.
    map_textures: Vec<bevy_egui::egui::TextureId>,
    /// A text field has the keyboard: shortcuts are off.
    typing: bool,
    /// Where the window's fork is.
    forking: fork::Forking,
}

impl AppState {
    /// The first run's view (the only one outside a race; the QDagger side in one).
    pub fn view(&self) -> &RunView {
        &self.panes[0].view
    }

    /// Whether the window shows a race.
    pub fn is_race(&self) -> bool {
        self.panes.len() > 1 && self.controls.fork.is_none()
    }

    /// The fork whose arms the window shows, if it shows one.
    pub fn fork(&self) -> Option<&ui::ForkShown> {
        self.controls.fork.as_ref()
    }

    /// The controls as the UI shows them.
    pub fn controls(&self) -> &ui::Controls {
        &self.controls
    }
}

/// The app, added after Bevy's window plugins and egui's: its state and screen images, and
/// its plugins by role: the bridge to the trainers (one run, or a race's two sides, QDagger
/// first), the actions (keys and the UI's [`UiAction`]s, carried out), the recording, the
/// saliency pictures and (unless [`headless`](Self::headless)) the UI.
pub struct ReincarnatePlugin {
    /// The trainers' channels, taken when the plugin is built (a plugin is built once).
    handles: Mutex<Option<Vec<TrainerHandle>>>,
    /// The run the controls start from.
    config: TrainConfig,
    /// How runs started from the window are trained; `None`: no UI (tests run the rest
    /// headless).
    ui: Option<TrainerOptions>,
}

impl ReincarnatePlugin {
    /// The whole app for `handles`; new runs started from the window use `options`.
    pub fn new(handles: Vec<TrainerHandle>, config: &TrainConfig, options: TrainerOptions) -> Self {
        Self {
            handles: Mutex::new(Some(handles)),
            config: config.clone(),
            ui: Some(options),
        }
    }

    /// Everything but the drawing, for a headless `App`.
    pub fn headless(handles: Vec<TrainerHandle>, config: &TrainConfig) -> Self {
        Self {
            ui: None,
            ..Self::new(handles, config, TrainerOptions::default())
        }
    }
}

impl Plugin for ReincarnatePlugin {
    fn build(&self, app: &mut App) {
        let handles = bridge::take_handles(&self.handles);
        let panes = handles.iter().map(|_| Pane::default()).collect();
        // The window always shows the screens.
        let options = TrainerOptions {
            frames: true,
            ..self.ui.clone().unwrap_or_default()
        };
        app.insert_resource(AppState {
            panes,
            controls: ui::Controls::new(&self.config),
            screens: Vec::new(),
            screen_textures: Vec::new(),
            maps: Vec::new(),
            map_textures: Vec::new(),
            typing: false,
            forking: fork::Forking::Idle,
        })
        .add_plugins((
            bridge::BridgePlugin::new(handles, options),
            actions::ActionsPlugin,
            record::RecordingPlugin,
            maps::MapsPlugin,
            fork::ForkPlugin,
        ))
        .add_systems(Startup, setup)
        .add_systems(Update, count_frame);
        if self.ui.is_some() {
            app.add_plugins(draw::UiPlugin);
        }
    }
}

/// The camera, and the screen images egui shows.
fn setup(mut commands: Commands, mut images: ResMut<Assets<Image>>, mut state: ResMut<AppState>) {
    // egui draws its own anti-aliased shapes: multisampling would only cost a software
    // renderer time.
    commands.spawn((Camera2d, Msaa::Off));
    ensure_screens(&mut state, &mut images);
}

/// A screen image for each pane (black), made the first time that many panes are shown.
fn ensure_screens(state: &mut AppState, images: &mut Assets<Image>) {
    while state.screens.len() < state.panes.len() {
        state.screens.push(images.add(black_screen(160, 210)));
    }
    while state.maps.len() < state.panes.len() {
        state
            .maps
            .push(images.add(black_screen(maps::WIDTH as u32, maps::HEIGHT as u32)));
    }
}

fn black_screen(width: u32, height: u32) -> Image {
    use bevy::asset::RenderAssetUsages;
    use bevy::image::ImageSampler;
    use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
    let mut image = Image::new_fill(
        Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        &[0, 0, 0, 255],
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    );
    // The default sampler (nearest, see `run`): a sampler of the image's own would be made
    // anew on the GPU every time the screen changes.
    image.sampler = ImageSampler::Default;
    image
}

#[cfg(test)]
mod tests;
