//! How many frames a second the window draws: the user's limit, or one chosen for the
//! renderer and what the runs are doing (a software renderer takes its frames' CPU from the
//! training), and the frames counted for the figure printed when the app closes.

use super::{record, AppState, Pane};
use bevy::prelude::*;
use std::time::{Duration, Instant};

/// Frames drawn, for the frame-time figure printed when the app closes.
pub(super) static FRAMES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

pub(super) fn count_frame() {
    FRAMES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
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
pub(super) fn all_offline(panes: &[Pane]) -> bool {
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
pub(super) fn limit_frame_rate(
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
