//! The desktop app: a Bevy window, drawn with egui, that shows the run as it happens and
//! steers it.
//!
//! One [`ReincarnatePlugin`]. The trainer's channels live in the [`Bridge`] resource; a
//! bridge system drains events with `try_recv` under a time budget each frame into the
//! [`RunView`], from which the UI redraws; the controls send `TrainerCommand`s back. The app
//! never waits for the trainer, and a trainer that fails is shown, not fatal.

pub mod record;
pub mod state;
pub mod ui;
mod window;

use crate::config::TrainConfig;
use crate::protocol::TrainerCommand;
use crate::trainer::{spawn, TrainerHandle, TrainerOptions};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use state::RunView;
use std::path::PathBuf;
use std::time::{Duration, Instant};
pub use window::{run, WindowError, WindowOptions};

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
    /// How new runs are started.
    options: TrainerOptions,
    /// Runs replaced by a new one, still writing their final checkpoint.
    retiring: Vec<std::thread::JoinHandle<()>>,
}

impl Bridge {
    /// Stops the current run (it writes its final checkpoint in the background) and starts
    /// `config` in its place.
    pub fn restart(&mut self, config: TrainConfig) {
        if let Some(old) = self.handle.take() {
            let _ = old.commands.send(TrainerCommand::Stop);
            self.retiring.push(std::thread::spawn(move || {
                for _ in old.events.iter() {}
                old.join();
            }));
        }
        // A new run, even when the window opened on a resumed one.
        let options = TrainerOptions {
            resume: None,
            ..self.options.clone()
        };
        self.handle = Some(spawn(config, options));
    }
}

impl Drop for Bridge {
    fn drop(&mut self) {
        if let Some(handle) = self.handle.take() {
            let _ = handle.commands.send(TrainerCommand::Stop);
            // Keep draining so the trainer never waits on a full channel while it stops.
            for _ in handle.events.iter() {}
            handle.join();
        }
        for old in self.retiring.drain(..) {
            let _ = old.join();
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
    /// Where the screen was drawn, in window pixels (x, y, width, height).
    pub screen_pixels: Option<[u32; 4]>,
    /// Where the Q-value panel was drawn, in window pixels (x, y, width, height).
    pub q_pixels: Option<[u32; 4]>,
    /// A text field has the keyboard: shortcuts are off.
    typing: bool,
}

/// For tests and figures: take screenshots at given times, then quit.
#[derive(Resource, Clone, Debug)]
pub struct ScreenshotAndExit {
    /// When to take each shot (after the app started) and where its PNG goes, in order.
    pub shots: Vec<(Duration, PathBuf)>,
    started: Option<Instant>,
    taken: usize,
    last_taken: Option<Instant>,
}

impl ScreenshotAndExit {
    /// Take a screenshot into `path` after `after`, then exit.
    pub fn new(path: PathBuf, after: Duration) -> Self {
        Self::many(vec![(after, path)])
    }

    /// Take each screenshot at its time, then exit.
    pub fn many(mut shots: Vec<(Duration, PathBuf)>) -> Self {
        shots.sort_by_key(|(t, _)| *t);
        Self {
            shots,
            started: None,
            taken: 0,
            last_taken: None,
        }
    }
}

/// The most frames a second the window draws: the user's choice (0: no limit), or by
/// default 30, and 10 when the window is drawn in software (a CPU adapter such as Mesa's
/// llvmpipe), where each frame takes CPU time from the training.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct MaxFps(pub Option<f64>);

/// The default frame limit with a GPU, and with a software renderer.
pub const DEFAULT_FPS: (f64, f64) = (30.0, 10.0);

/// Sleeps out the rest of the frame's time slice under [`MaxFps`].
fn limit_frame_rate(
    limit: Res<MaxFps>,
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
    mut state: ResMut<AppState>,
    mut last: Local<Option<Instant>>,
) {
    let software = adapter
        .as_ref()
        .is_some_and(|a| format!("{:?}", a.device_type) == "Cpu");
    let fps = limit.0.unwrap_or(if software {
        DEFAULT_FPS.1
    } else {
        DEFAULT_FPS.0
    });
    if state.controls.renderer_note.is_none() {
        if let Some(a) = &adapter {
            let kind = if software { "software renderer" } else { "GPU" };
            let cap = if fps > 0.0 {
                format!("at most {fps:.0} frames/s (--max-fps)")
            } else {
                "no frame limit".into()
            };
            state.controls.renderer_note = Some(format!("{} ({kind}), {cap}", a.name));
        }
    }
    if fps > 0.0 {
        let period = Duration::from_secs_f64(1.0 / fps);
        if let Some(rest) = last.and_then(|t| period.checked_sub(t.elapsed())) {
            std::thread::sleep(rest);
        }
    }
    *last = Some(Instant::now());
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
        let handle = spawn(self.config.clone(), options.clone());
        add_bridge(app, handle, &self.config);
        app.world_mut().resource_mut::<Bridge>().options = options;
        app.add_systems(EguiPrimaryContextPass, draw_ui);
    }
}

/// Everything but the drawing: the bridge to `handle`, the app's state, the screen image,
/// and the systems that drain events and read the keyboard. (The plugin adds the UI; tests
/// run this part headless.)
pub fn add_bridge(app: &mut App, handle: TrainerHandle, config: &TrainConfig) {
    app.insert_resource(Bridge {
        handle: Some(handle),
        options: TrainerOptions {
            frames: true,
            ..TrainerOptions::default()
        },
        retiring: Vec::new(),
    })
    .insert_resource(AppState {
        view: RunView::default(),
        controls: ui::Controls::new(config),
        screen: None,
        screen_texture: None,
        screen_pixels: None,
        q_pixels: None,
        typing: false,
    })
    .init_resource::<record::AppRecorder>()
    .add_systems(Startup, setup)
    .add_systems(
        Update,
        (drain_events, keyboard, count_frame, record::capture_window),
    );
}

/// The camera, and the screen image egui shows.
fn setup(mut commands: Commands, mut images: ResMut<Assets<Image>>, mut state: ResMut<AppState>) {
    use bevy::asset::RenderAssetUsages;
    use bevy::image::ImageSampler;
    use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
    // egui draws its own anti-aliased shapes: multisampling would only cost a software
    // renderer time.
    commands.spawn((Camera2d, Msaa::Off));
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
    // The default sampler (nearest, see `run`): a sampler of the image's own would be made
    // anew on the GPU every time the screen changes.
    image.sampler = ImageSampler::Default;
    state.screen = Some(images.add(image));
}

/// Moves the trainer's events into the view, for at most [`DRAIN_BUDGET`] a frame; takes the
/// newest screen.
fn drain_events(
    bridge: Res<Bridge>,
    mut state: ResMut<AppState>,
    mut images: ResMut<Assets<Image>>,
    mut recorder: ResMut<record::AppRecorder>,
) {
    for done in recorder.poll() {
        state.view.notice(match done {
            Ok(r) if r.dropped > 0 => format!(
                "video saved: {} ({} frames; {} left out: the encoder was behind)",
                r.path.display(),
                r.frames,
                r.dropped
            ),
            Ok(r) => format!("video saved: {} ({} frames)", r.path.display(), r.frames),
            Err(e) => format!("the recording failed: {e}"),
        });
    }
    state.controls.recording = recorder.indicator();
    let Some(handle) = &bridge.handle else {
        return;
    };
    let start = Instant::now();
    while start.elapsed() < DRAIN_BUDGET {
        match handle.events.try_recv() {
            Ok(event) => {
                // A failed run is also said on the terminal the app was started from.
                if let crate::protocol::TrainerEvent::Stopped(Err(e)) = &event {
                    eprintln!("the run failed: {e}");
                }
                state.view.apply(event)
            }
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
        recorder.game_frame(&state.view);
    }
}

fn send(bridge: &Bridge, command: TrainerCommand) {
    // A full or closed channel means the trainer is gone or far behind; the UI goes on.
    if let Some(handle) = &bridge.handle {
        let _ = handle.commands.try_send(command);
    }
}

fn keyboard(keys: Res<ButtonInput<KeyCode>>, bridge: Res<Bridge>, mut state: ResMut<AppState>) {
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
        state.controls.record_toggle = true;
    }
    if keys.just_pressed(KeyCode::Escape) {
        state.controls.help_open = false;
        state.controls.new_run.open = false;
    }
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

fn draw_ui(
    mut contexts: EguiContexts,
    mut bridge: ResMut<Bridge>,
    mut state: ResMut<AppState>,
    mut images: ResMut<Assets<Image>>,
    mut recorder: ResMut<record::AppRecorder>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
) -> Result {
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
    state.typing = ctx.egui_wants_keyboard_input();
    let scale = ctx.pixels_per_point();
    let pixels = |r: Option<bevy_egui::egui::Rect>| {
        r.map(|r| {
            [r.min.x, r.min.y, r.width(), r.height()].map(|v| (v * scale).round().max(0.0) as u32)
        })
    };
    state.screen_pixels = pixels(state.controls.screen_rects.screen);
    state.q_pixels = pixels(state.controls.screen_rects.q_values);
    // A recording waits for the run directory it goes into.
    let can_toggle =
        recorder.is_recording() || state.view.run_dir.is_some() || state.view.stopped.is_some();
    if can_toggle && std::mem::take(&mut state.controls.record_toggle) {
        if recorder.is_recording() {
            recorder.stop();
        } else {
            let dir = state
                .view
                .run_dir
                .as_ref()
                .map_or_else(|| PathBuf::from("videos"), |d| d.join("videos"));
            let size = windows.single().map_or((1280, 800), |w| {
                (w.physical_width() as usize, w.physical_height() as usize)
            });
            let settings = state.controls.record.clone();
            match recorder.start(settings, dir, size) {
                Ok(path) => state
                    .view
                    .notice(format!("recording into {}", path.display())),
                Err(e) => state.view.notice(format!("cannot record: {e}")),
            }
        }
        state.controls.recording = recorder.indicator();
    }
    if let Some(config) = state.controls.take_start() {
        start_run(&mut bridge, &mut state, &mut images, config);
    }
    Ok(())
}

/// Replaces the running training with `config`: the old run stops (writing its final
/// checkpoint), the view and the controls start afresh, the screen goes dark.
pub fn start_run(
    bridge: &mut Bridge,
    state: &mut AppState,
    images: &mut Assets<Image>,
    config: TrainConfig,
) {
    bridge.restart(config.clone());
    state.view = RunView::default();
    state.controls.reset_for(&config);
    if let Some(mut image) = state.screen.as_ref().and_then(|h| images.get_mut(h)) {
        if let Some(data) = image.data.as_mut() {
            for px in data.chunks_exact_mut(4) {
                px.copy_from_slice(&[0, 0, 0, 255]);
            }
        }
    }
}

fn screenshot_and_exit(
    mut commands: Commands,
    mut shot: ResMut<ScreenshotAndExit>,
    state: Res<AppState>,
    mut exit: MessageWriter<AppExit>,
) {
    use bevy::render::view::window::screenshot::{save_to_disk, Screenshot};
    let now = Instant::now();
    let started = *shot.started.get_or_insert(now);
    if let Some((after, path)) = shot.shots.get(shot.taken).cloned() {
        if now.duration_since(started) >= after {
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path.clone()));
            let [x, y, w, h] = state.screen_pixels.unwrap_or_default();
            let q = state.q_pixels.map_or_else(
                || "none".to_string(),
                |[x, y, w, h]| format!("at x {x} y {y} w {w} h {h}"),
            );
            println!(
                "screenshot {} at {:.1} s: game screen at x {x} y {y} w {w} h {h}; q-values {q}",
                path.display(),
                now.duration_since(started).as_secs_f64()
            );
            shot.taken += 1;
            shot.last_taken = Some(now);
        }
    } else if shot
        .last_taken
        .is_none_or(|t| now.duration_since(t) > Duration::from_secs(2))
    {
        // The last capture has had a moment to reach the disk.
        exit.write(AppExit::Success);
    }
}
