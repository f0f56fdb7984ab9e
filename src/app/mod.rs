//! The desktop app: a Bevy window, drawn with egui, that shows the run as it happens and
//! steers it.
//!
//! One [`ReincarnatePlugin`]. The trainer's channels live in the [`Bridge`] resource; a
//! bridge system drains events with `try_recv` under a time budget each frame into the
//! [`RunView`], from which the UI redraws; the controls send `TrainerCommand`s back. The app
//! never waits for the trainer, and a trainer that fails is shown, not fatal.

pub mod state;
pub mod ui;

use crate::config::TrainConfig;
use crate::protocol::TrainerCommand;
use crate::trainer::{spawn, TrainerHandle, TrainerOptions};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass};
use state::RunView;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Frames drawn, for the frame-time figure printed when the app closes.
static FRAMES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

fn count_frame() {
    FRAMES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
}

/// Longest time a frame spends draining events.
const DRAIN_BUDGET: Duration = Duration::from_millis(8);

/// The trainer's channels. Dropping it (the window closed, the app ended) stops the
/// trainer, which writes a final checkpoint, and waits for it.
#[derive(Resource)]
pub struct Bridge {
    handle: Option<TrainerHandle>,
}

impl Drop for Bridge {
    fn drop(&mut self) {
        if let Some(handle) = self.handle.take() {
            let _ = handle.commands.send(TrainerCommand::Stop);
            // Keep draining so the trainer never waits on a full channel while it stops.
            for _ in handle.events.iter() {}
            handle.join();
        }
    }
}

/// The app's state: the run view, the controls, the screen texture.
#[derive(Resource)]
pub struct AppState {
    /// What the trainer told us.
    pub view: RunView,
    controls: ui::Controls,
    /// The Atari screen as a Bevy image (160x210, nearest filtering), updated in place.
    pub screen: Option<Handle<Image>>,
    /// The same image as egui knows it.
    screen_texture: Option<bevy_egui::egui::TextureId>,
}

/// For tests and videos: take a screenshot after this long, then quit.
#[derive(Resource, Clone, Debug)]
pub struct ScreenshotAndExit {
    /// Where the PNG goes.
    pub path: PathBuf,
    /// When to take it.
    pub after: Duration,
    started: Option<Instant>,
    taken: Option<Instant>,
}

impl ScreenshotAndExit {
    /// Take a screenshot into `path` after `after`, then exit.
    pub fn new(path: PathBuf, after: Duration) -> Self {
        Self {
            path,
            after,
            started: None,
            taken: None,
        }
    }
}

/// Everything the app adds to a Bevy `App`.
pub struct ReincarnatePlugin {
    /// The run to start.
    pub config: TrainConfig,
    /// How to run the trainer.
    pub options: TrainerOptions,
}

impl Plugin for ReincarnatePlugin {
    fn build(&self, app: &mut App) {
        let options = TrainerOptions {
            frames: true,
            ..self.options.clone()
        };
        let handle = spawn(self.config.clone(), options);
        add_bridge(app, handle, &self.config);
        app.add_systems(EguiPrimaryContextPass, draw_ui);
    }
}

/// Everything but the drawing: the bridge to `handle`, the app's state, the screen image,
/// and the systems that drain events and read the keyboard. (The plugin adds the UI; tests
/// run this part headless.)
pub fn add_bridge(app: &mut App, handle: TrainerHandle, config: &TrainConfig) {
    app.insert_resource(Bridge {
        handle: Some(handle),
    })
    .insert_resource(AppState {
        view: RunView::default(),
        controls: ui::Controls::new(config),
        screen: None,
        screen_texture: None,
    })
    .add_systems(Startup, setup)
    .add_systems(Update, (drain_events, keyboard, count_frame));
}

/// The camera, and the screen image egui shows.
fn setup(mut commands: Commands, mut images: ResMut<Assets<Image>>, mut state: ResMut<AppState>) {
    use bevy::asset::RenderAssetUsages;
    use bevy::image::ImageSampler;
    use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
    commands.spawn(Camera2d);
    let mut image = Image::new_fill(
        Extent3d {
            width: 160,
            height: 210,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        &[0, 0, 0, 255],
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    );
    image.sampler = ImageSampler::nearest();
    state.screen = Some(images.add(image));
}

/// Moves the trainer's events into the view, for at most [`DRAIN_BUDGET`] a frame; takes the
/// newest screen.
fn drain_events(
    bridge: Res<Bridge>,
    mut state: ResMut<AppState>,
    mut images: ResMut<Assets<Image>>,
) {
    let Some(handle) = &bridge.handle else {
        return;
    };
    let start = Instant::now();
    while start.elapsed() < DRAIN_BUDGET {
        match handle.events.try_recv() {
            Ok(event) => state.view.apply(event),
            Err(_) => break,
        }
    }
    if let Ok(frame) = handle.frames.try_recv() {
        if let Some(mut image) = state.screen.as_ref().and_then(|h| images.get_mut(h)) {
            let rgba: Vec<u8> = frame
                .rgb
                .chunks_exact(3)
                .flat_map(|p| [p[0], p[1], p[2], 255])
                .collect();
            image.data = Some(rgba);
        }
        state.view.frame = Some(frame);
    }
}

fn send(bridge: &Bridge, command: TrainerCommand) {
    // A full or closed channel means the trainer is gone or far behind; the UI goes on.
    if let Some(handle) = &bridge.handle {
        let _ = handle.commands.try_send(command);
    }
}

fn keyboard(keys: Res<ButtonInput<KeyCode>>, bridge: Res<Bridge>, state: Res<AppState>) {
    if keys.just_pressed(KeyCode::Space) {
        send(
            &bridge,
            if state.view.paused {
                TrainerCommand::Resume
            } else {
                TrainerCommand::Pause
            },
        );
    }
    if keys.just_pressed(KeyCode::KeyS) {
        send(&bridge, TrainerCommand::Step);
    }
    if keys.just_pressed(KeyCode::KeyC) {
        send(&bridge, TrainerCommand::SaveCheckpoint);
    }
}

fn draw_ui(mut contexts: EguiContexts, bridge: Res<Bridge>, mut state: ResMut<AppState>) -> Result {
    if state.screen_texture.is_none() {
        if let Some(handle) = state.screen.clone() {
            state.screen_texture =
                Some(contexts.add_image(bevy_egui::EguiTextureHandle::Strong(handle)));
        }
    }
    let ctx = contexts.ctx_mut()?;
    let AppState {
        view,
        controls,
        screen_texture,
        ..
    } = &mut *state;
    for command in ui::draw(ctx, view, controls, *screen_texture) {
        send(&bridge, command);
    }
    Ok(())
}

fn screenshot_and_exit(
    mut commands: Commands,
    mut shot: ResMut<ScreenshotAndExit>,
    mut exit: MessageWriter<AppExit>,
) {
    use bevy::render::view::window::screenshot::{save_to_disk, Screenshot};
    let now = Instant::now();
    let started = *shot.started.get_or_insert(now);
    match shot.taken {
        None if now.duration_since(started) >= shot.after => {
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(shot.path.clone()));
            shot.taken = Some(now);
        }
        // Give the capture a moment to reach the disk.
        Some(t) if now.duration_since(t) > Duration::from_secs(2) => {
            exit.write(AppExit::Success);
        }
        _ => {}
    }
}

/// Opens the window and runs `config` in it until the window closes; then the trainer stops
/// (it writes a final checkpoint) and the app waits for it.
pub fn run(config: TrainConfig, options: TrainerOptions, screenshot: Option<ScreenshotAndExit>) {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "reincarnate".into(),
            resolution: (1280, 800).into(),
            ..default()
        }),
        ..default()
    }))
    .add_plugins(EguiPlugin::default())
    .add_plugins(ReincarnatePlugin { config, options });
    if let Some(shot) = screenshot {
        app.insert_resource(shot)
            .add_systems(Update, screenshot_and_exit);
    }
    let start = Instant::now();
    app.run();
    // Whichever App held the Bridge has been dropped by now, which stopped the trainer.
    drop(app);
    let frames = FRAMES.load(std::sync::atomic::Ordering::Relaxed).max(1);
    println!(
        "app: {frames} frames in {:.1} s, {:.1} ms a frame on average",
        start.elapsed().as_secs_f64(),
        start.elapsed().as_secs_f64() * 1000.0 / frames as f64
    );
}
