//! Opening the app's window: Bevy's plugins with a clear error where there is no display
//! or no graphics driver, the run's plugin, and the frame-time figure when it closes.

use super::{
    limit_frame_rate, record, screenshot_and_exit, spawn_runs, AppState, MaxFps, ReincarnatePlugin,
    RunKind, ScreenshotAndExit, TrainsHere, FRAMES,
};
use crate::config::TrainConfig;
use crate::trainer::TrainerOptions;
use bevy::prelude::*;
use bevy_egui::EguiPlugin;
use std::time::Instant;

/// How the window runs, besides the training.
#[derive(Clone, Debug, Default)]
pub struct WindowOptions {
    /// The frame limit.
    pub max_fps: MaxFps,
    /// Screenshots to take before closing (tests, figures).
    pub screenshot: Option<ScreenshotAndExit>,
    /// Start recording this at once.
    pub record: Option<record::RecordSettings>,
    /// One run, or a race (QDagger against DQN from scratch, side by side).
    pub kind: RunKind,
    /// Watch the run a trainer serves at this address (with this token, for commands)
    /// instead of starting one.
    pub connect: Option<(String, Option<String>)>,
    /// Show saliency maps from the start, made so.
    pub maps: Option<crate::protocol::SaliencySettings>,
}

/// Why the window could not open.
#[derive(Debug, thiserror::Error)]
pub enum WindowError {
    /// No display server to open a window on.
    #[error(
        "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set): run the \
         app on a desktop or under `xvfb-run`, or train without a window with `reincarnate train`"
    )]
    NoDisplay,
    /// No graphics adapter (no Vulkan driver, not even a software one).
    #[error(
        "the window could not start: {0}. Install a Vulkan driver (on Debian, \
         `apt install mesa-vulkan-drivers` gives a software renderer), or train without a window \
         with `reincarnate train`"
    )]
    NoRenderer(String),
    /// The runs could not start (a race directory that cannot be made or read).
    #[error(transparent)]
    Start(#[from] crate::trainer::race::RaceError),
}

/// Whether a display server is there to open a window on (Linux; elsewhere, assumed).
fn display_available() -> bool {
    if cfg!(target_os = "linux") {
        ["DISPLAY", "WAYLAND_DISPLAY"]
            .iter()
            .any(|v| std::env::var_os(v).is_some_and(|d| !d.is_empty()))
    } else {
        true
    }
}

/// Adds Bevy's plugins, turning the panic Bevy raises when it finds no graphics adapter into
/// an error (the panic message is kept for the error, not printed).
fn add_window_plugins(app: &mut App, plugins: impl PluginGroup) -> Result<(), WindowError> {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let built = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        app.add_plugins(plugins);
    }));
    std::panic::set_hook(hook);
    built.map_err(|payload| {
        let msg = crate::platform::panics::panic_message(&*payload)
            .unwrap_or("the renderer failed to start");
        // Bevy's message ends with a link and an exclamation: keep its first sentence.
        let first = msg.split('!').next().unwrap_or(msg).trim().to_string();
        WindowError::NoRenderer(first)
    })
}

/// Opens the window and runs `config` in it (as one run or a race) until the window closes;
/// then the trainers stop (each writes a final checkpoint) and the app waits for them.
/// Without a display or a graphics driver it returns an error that says what to do, and no
/// trainer starts.
pub fn run(
    config: TrainConfig,
    options: TrainerOptions,
    window: WindowOptions,
) -> Result<(), WindowError> {
    let WindowOptions {
        max_fps,
        screenshot,
        record,
        kind,
        connect,
        maps,
    } = window;
    if !display_available() {
        return Err(WindowError::NoDisplay);
    }
    let mut app = App::new();
    add_window_plugins(
        &mut app,
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "reincarnate".into(),
                    resolution: (1280, 800).into(),
                    ..default()
                }),
                ..default()
            })
            // The Atari screen is drawn with crisp pixels through the default sampler: an
            // image with a sampler of its own gets a new GPU sampler each time its pixels
            // change, that is every frame.
            .set(ImagePlugin::default_nearest()),
    )?;
    app.add_plugins(EguiPlugin::default());
    super::egui_shader::install(&mut app);
    let options = TrainerOptions {
        frames: true,
        ..options
    };
    // A remote run trains on another machine: drawing less there would save it nothing.
    let trains_here = TrainsHere(connect.is_none());
    let handles = match connect {
        Some((address, token)) => vec![crate::remote::client::connect(address, token)],
        None => spawn_runs(&config, options.clone(), kind).map_err(WindowError::Start)?,
    };
    app.add_plugins(ReincarnatePlugin::new(handles, &config, options))
        .insert_resource(max_fps)
        .insert_resource(trains_here)
        .add_systems(Last, limit_frame_rate);
    // `--record` and `--maps` ask as the controls would.
    if let Some(settings) = record {
        let mut state = app.world_mut().resource_mut::<AppState>();
        state.controls.record = settings;
        app.world_mut()
            .write_message(super::UiAction::ToggleRecording);
    }
    if let Some(settings) = maps {
        let mut state = app.world_mut().resource_mut::<AppState>();
        state.controls.maps.on = true;
        state.controls.maps.settings = settings;
        app.world_mut()
            .write_message(super::UiAction::Command(super::ui::Addressed {
                side: None,
                command: crate::protocol::TrainerCommand::Saliency(Some(settings)),
            }));
    }
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
    Ok(())
}
