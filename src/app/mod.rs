//! The desktop app: a Bevy window, drawn with egui, that shows the run as it happens and
//! steers it; or a race, two runs side by side.
//!
//! [`add_app`] adds everything to a Bevy `App`. The trainers' channels live in the
//! [`Bridge`] resource; a bridge system drains events with `try_recv` under a time budget
//! each frame into one [`Pane`] per run, from which the UI redraws; the controls send
//! `TrainerCommand`s back, to one side of a race or both. The app never waits for a trainer,
//! and a trainer that fails is shown, not fatal.

mod egui_shader;
pub mod record;
pub mod state;
pub mod ui;
mod window;

use crate::config::TrainConfig;
use crate::protocol::TrainerCommand;
use crate::trainer::race::spawn_race;
use crate::trainer::{spawn, TrainerHandle, TrainerOptions};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use state::RunView;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use ui::Addressed;
pub use window::{run, WindowError, WindowOptions};

/// Frames drawn, for the frame-time figure printed when the app closes.
static FRAMES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

fn count_frame() {
    FRAMES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
}

/// Longest time a frame spends draining events (all runs together).
const DRAIN_BUDGET: Duration = Duration::from_millis(8);

/// What the window runs: one run, or a race of QDagger against DQN from scratch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RunKind {
    /// One run (QDagger or DQN, as its config says).
    #[default]
    Single,
    /// A race: the config's QDagger run and the same run as DQN from scratch.
    Race,
}

/// Starts the trainers of `kind`: one, or both sides of a race (QDagger first), each with
/// its share of the cores. A race resumes the race directory in `options.resume`.
pub fn spawn_runs(
    config: &TrainConfig,
    options: TrainerOptions,
    kind: RunKind,
) -> Result<Vec<TrainerHandle>, String> {
    match kind {
        RunKind::Single => Ok(vec![spawn(config.clone(), options)]),
        RunKind::Race => {
            let resume = options.resume.clone();
            let race = spawn_race(
                config,
                TrainerOptions {
                    resume: None,
                    ..options
                },
                resume.as_deref(),
            )?;
            Ok(race.sides.into())
        }
    }
}

/// The trainers' channels, one per run (a race has two: QDagger, then DQN). Dropping it (the
/// window closed, the app ended) stops every trainer, which writes a final checkpoint, and
/// waits for them.
#[derive(Resource)]
pub struct Bridge {
    handles: Vec<TrainerHandle>,
    /// How new runs are started.
    options: TrainerOptions,
    /// Runs replaced by new ones, still writing their final checkpoint.
    retiring: Vec<std::thread::JoinHandle<()>>,
}

impl Bridge {
    /// Stops the current runs (they write their final checkpoints in the background) and
    /// starts `config` as `kind` in their place; returns how many runs started.
    pub fn restart(&mut self, config: TrainConfig, kind: RunKind) -> Result<usize, String> {
        // A new run, even when the window opened on a resumed one.
        let options = TrainerOptions {
            resume: None,
            ..self.options.clone()
        };
        let handles = spawn_runs(&config, options, kind)?;
        for old in std::mem::replace(&mut self.handles, handles) {
            let _ = old.commands.send(TrainerCommand::Leave);
            self.retiring.push(std::thread::spawn(move || {
                for _ in old.events.iter() {}
                old.join();
            }));
        }
        Ok(self.handles.len())
    }

    /// Sends `command` to side `side` (`None`: every run). A full or closed channel means
    /// that trainer is gone or far behind; the UI goes on.
    pub fn send(&self, side: Option<usize>, command: TrainerCommand) {
        for (i, handle) in self.handles.iter().enumerate() {
            if side.is_none_or(|s| s == i) {
                let _ = handle.commands.try_send(command.clone());
            }
        }
    }
}

impl Drop for Bridge {
    fn drop(&mut self) {
        for handle in &self.handles {
            let _ = handle.commands.send(TrainerCommand::Leave);
        }
        for handle in self.handles.drain(..) {
            // Keep draining so the trainer never waits on a full channel while it stops.
            for _ in handle.events.iter() {}
            handle.join();
        }
        for old in self.retiring.drain(..) {
            let _ = old.join();
        }
    }
}

/// One run as the window shows it: what its trainer told us, and where its screen went.
#[derive(Debug, Default)]
pub struct Pane {
    /// What the trainer told us.
    pub view: RunView,
    /// Where the game screen was drawn, in window pixels (x, y, width, height).
    pub screen_pixels: Option<[u32; 4]>,
    /// Where the Q-value panel was drawn, in window pixels (x, y, width, height).
    pub q_pixels: Option<[u32; 4]>,
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
    /// A text field has the keyboard: shortcuts are off.
    typing: bool,
}

impl AppState {
    /// The first run's view (the only one outside a race; the QDagger side in one).
    pub fn view(&self) -> &RunView {
        &self.panes[0].view
    }

    /// Whether the window shows a race.
    pub fn is_race(&self) -> bool {
        self.panes.len() > 1
    }
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
/// default 30, and 5 when the window is drawn in software (a CPU adapter such as Mesa's
/// llvmpipe), where each frame takes CPU time from the training; 10 in software while a
/// recording runs, since a recording holds the frames the window showed; and 2 in software
/// while every run is in its offline phase and nobody uses the window (see [`frame_limit`]).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct MaxFps(pub Option<f64>);

/// The default frame limit with a GPU, and with a software renderer.
pub const DEFAULT_FPS: (f64, f64) = (30.0, 5.0);

/// The default frame limit with a software renderer while a recording runs.
pub const RECORDING_SOFTWARE_FPS: f64 = 10.0;

/// The default frame limit with a software renderer while every run is in its offline phase
/// and the window has had no input for [`INPUT_HOLD`].
pub const OFFLINE_SOFTWARE_FPS: f64 = 2.0;

/// How long after the last input (pointer, button, wheel, key) the window keeps its full
/// frame rate.
pub const INPUT_HOLD: Duration = Duration::from_secs(3);

/// What the frame limit depends on, besides the user's `--max-fps`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FrameContext {
    /// The window is drawn in software (a CPU adapter).
    pub software: bool,
    /// A recording runs.
    pub recording: bool,
    /// Every run is in its offline phase (gradient steps on the teacher's buffer, where the
    /// screen shows a preview game and the update takes all the cores it can get).
    pub offline: bool,
    /// The window had input within [`INPUT_HOLD`].
    pub in_use: bool,
}

/// The most frames a second to draw (0: no limit). In the offline phase, each frame a
/// software renderer draws costs the trainer more than its own CPU time (on 2 cores, 5
/// frames a second left the phase at 0.82-0.83x of its headless speed, 2 at 0.89-0.91x; see
/// docs/performance.md), and the screen changes little: the losses and a preview game.
/// Moving the pointer or pressing a key brings the full rate back at once.
pub fn frame_limit(user: Option<f64>, c: FrameContext) -> f64 {
    match (user, c.software) {
        (Some(fps), _) => fps,
        (None, false) => DEFAULT_FPS.0,
        (None, true) if c.recording => RECORDING_SOFTWARE_FPS,
        (None, true) if c.offline && !c.in_use => OFFLINE_SOFTWARE_FPS,
        (None, true) => DEFAULT_FPS.1,
    }
}

/// Whether every run shown is in its offline phase (a race's DQN side never is).
fn all_offline(panes: &[Pane]) -> bool {
    !panes.is_empty()
        && panes
            .iter()
            .all(|p| matches!(p.view.phase, Some((crate::protocol::Phase::Offline, _))))
}

/// Whether the runs shown train in this process (not a remote run watched with
/// `--connect`): only then does drawing fewer frames leave their trainer more CPU.
#[derive(Resource, Clone, Copy, Debug)]
pub struct TrainsHere(pub bool);

/// Sleeps out the rest of the frame's time slice under [`frame_limit`].
#[allow(clippy::too_many_arguments)]
fn limit_frame_rate(
    limit: Res<MaxFps>,
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
    recorder: Res<record::AppRecorder>,
    trains_here: Option<Res<TrainsHere>>,
    mut state: ResMut<AppState>,
    mut last: Local<Option<Instant>>,
    mut last_input: Local<Option<Instant>>,
    mut cursor: MessageReader<bevy::window::CursorMoved>,
    mut buttons: MessageReader<bevy::input::mouse::MouseButtonInput>,
    mut wheel: MessageReader<bevy::input::mouse::MouseWheel>,
    mut keys: MessageReader<bevy::input::keyboard::KeyboardInput>,
) {
    let input =
        cursor.read().count() + buttons.read().count() + wheel.read().count() + keys.read().count();
    if input > 0 {
        *last_input = Some(Instant::now());
    }
    let software = adapter
        .as_ref()
        .is_some_and(|a| format!("{:?}", a.device_type) == "Cpu");
    let here = trains_here.is_none_or(|t| t.0);
    let context = FrameContext {
        software,
        recording: recorder.is_recording(),
        offline: here && all_offline(&state.panes),
        in_use: last_input.is_some_and(|t| t.elapsed() < INPUT_HOLD),
    };
    let fps = frame_limit(limit.0, context);
    if state.controls.renderer_note.is_none() {
        if let Some(a) = &adapter {
            let kind = if software { "software renderer" } else { "GPU" };
            let cap = match (limit.0, software) {
                (Some(f), _) if f <= 0.0 => "no frame limit".into(),
                (Some(f), _) => format!("at most {f:.0} frames/s (--max-fps)"),
                (None, true) if here => format!(
                    "at most {:.0} frames/s, {OFFLINE_SOFTWARE_FPS:.0} in the offline phase \
                     while the window is left alone, {RECORDING_SOFTWARE_FPS:.0} while \
                     recording (--max-fps)",
                    DEFAULT_FPS.1
                ),
                (None, true) => format!(
                    "at most {:.0} frames/s, {RECORDING_SOFTWARE_FPS:.0} while recording \
                     (--max-fps)",
                    DEFAULT_FPS.1
                ),
                (None, false) => format!("at most {:.0} frames/s (--max-fps)", DEFAULT_FPS.0),
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

/// Everything the app adds to a Bevy `App` (after Bevy's window plugins and egui's): the
/// bridge to `handles` (one run, or a race's two sides), the state, and the UI. New runs
/// started from the window use `options`.
pub fn add_app(
    app: &mut App,
    handles: Vec<TrainerHandle>,
    config: &TrainConfig,
    options: TrainerOptions,
) {
    add_bridge(app, handles, config);
    app.world_mut().resource_mut::<Bridge>().options = TrainerOptions {
        frames: true,
        ..options
    };
    app.add_systems(EguiPrimaryContextPass, draw_ui);
}

/// Everything but the drawing: the bridge to `handles` (two: a race, QDagger first), the
/// app's state, the screen images, and the systems that drain events and read the keyboard.
/// (`add_app` adds the UI; tests run this part headless.)
pub fn add_bridge(app: &mut App, handles: Vec<TrainerHandle>, config: &TrainConfig) {
    let panes = handles.iter().map(|_| Pane::default()).collect();
    app.insert_resource(Bridge {
        handles,
        options: TrainerOptions {
            frames: true,
            ..TrainerOptions::default()
        },
        retiring: Vec::new(),
    })
    .insert_resource(AppState {
        panes,
        controls: ui::Controls::new(config),
        screens: Vec::new(),
        screen_textures: Vec::new(),
        typing: false,
    })
    .init_resource::<record::AppRecorder>()
    .add_systems(Startup, setup)
    .add_systems(
        Update,
        (drain_events, keyboard, count_frame, record::capture_window),
    );
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
        state.screens.push(images.add(black_screen()));
    }
}

fn black_screen() -> Image {
    use bevy::asset::RenderAssetUsages;
    use bevy::image::ImageSampler;
    use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
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
    image
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
        state.panes[0].view.notice(match done {
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
    let start = Instant::now();
    let mut new_frame = false;
    for (i, handle) in bridge.handles.iter().enumerate() {
        // Each run gets its share of the frame's budget.
        let until = DRAIN_BUDGET.mul_f64((i + 1) as f64 / bridge.handles.len() as f64);
        let Some(pane) = state.panes.get_mut(i) else {
            continue;
        };
        while start.elapsed() < until {
            match handle.events.try_recv() {
                Ok(event) => {
                    // A failed run is also said on the terminal the app was started from.
                    if let crate::protocol::TrainerEvent::Stopped(Err(e)) = &event {
                        eprintln!("the run failed: {e}");
                    }
                    pane.view.apply(event)
                }
                Err(_) => break,
            }
        }
        if let Ok(frame) = handle.frames.try_recv() {
            if let Some(mut image) = state.screens.get(i).and_then(|h| images.get_mut(h)) {
                let rgba: Vec<u8> = frame
                    .rgb
                    .chunks_exact(3)
                    .flat_map(|p| [p[0], p[1], p[2], 255])
                    .collect();
                image.data = Some(rgba);
            }
            state.panes[i].view.frame = Some(frame);
            new_frame = true;
        }
    }
    if new_frame {
        let views: Vec<&RunView> = state.panes.iter().map(|p| &p.view).collect();
        recorder.game_frame(&views);
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

fn draw_ui(
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
    let ctx = contexts.ctx_mut()?;
    let AppState {
        panes,
        controls,
        screen_textures,
        ..
    } = &mut *state;
    let views: Vec<&RunView> = panes.iter().map(|p| &p.view).collect();
    for Addressed { side, command } in ui::draw(ctx, &views, controls, screen_textures) {
        bridge.send(side, command);
    }
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
    // A recording waits for the run directory it goes into.
    let first = state.view();
    let can_toggle = recorder.is_recording() || first.run_dir.is_some() || first.stopped.is_some();
    if can_toggle && std::mem::take(&mut state.controls.record_toggle) {
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
            let size = windows.single().map_or((1280, 800), |w| {
                (w.physical_width() as usize, w.physical_height() as usize)
            });
            let settings = state.controls.record.clone();
            let sides = state.panes.len();
            let result = recorder.start(settings, dir, size, sides);
            let view = &mut state.panes[0].view;
            match result {
                Ok(path) => view.notice(format!("recording into {}", path.display())),
                Err(e) => view.notice(format!("cannot record: {e}")),
            }
        }
        state.controls.recording = recorder.indicator();
    }
    if let Some((config, kind)) = state.controls.take_start() {
        start_run(&mut bridge, &mut state, &mut images, config, kind);
    }
    Ok(())
}

/// Replaces the running training with `config` as `kind` (one run or a race): the old runs
/// stop (writing their final checkpoints), the panes and the controls start afresh, the
/// screens go dark. A race that cannot start is said in the window; the old runs go on.
pub fn start_run(
    bridge: &mut Bridge,
    state: &mut AppState,
    images: &mut Assets<Image>,
    config: TrainConfig,
    kind: RunKind,
) {
    let count = match bridge.restart(config.clone(), kind) {
        Ok(n) => n,
        Err(e) => {
            state.panes[0].view.notice(format!("cannot start: {e}"));
            return;
        }
    };
    state.panes = (0..count).map(|_| Pane::default()).collect();
    state.controls.reset_for(&config);
    ensure_screens(state, images);
    for handle in &state.screens {
        if let Some(mut image) = images.get_mut(handle) {
            if let Some(data) = image.data.as_mut() {
                for px in data.chunks_exact_mut(4) {
                    px.copy_from_slice(&[0, 0, 0, 255]);
                }
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
            // One "game screen ...; q-values ..." part per pane (a race: QDagger first).
            let parts: Vec<String> = state
                .panes
                .iter()
                .map(|pane| {
                    let [x, y, w, h] = pane.screen_pixels.unwrap_or_default();
                    let q = pane.q_pixels.map_or_else(
                        || "none".to_string(),
                        |[x, y, w, h]| format!("at x {x} y {y} w {w} h {h}"),
                    );
                    format!("game screen at x {x} y {y} w {w} h {h}; q-values {q}")
                })
                .collect();
            println!(
                "screenshot {} at {:.1} s: {}",
                path.display(),
                now.duration_since(started).as_secs_f64(),
                parts.join("; ")
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

#[cfg(test)]
mod tests;
