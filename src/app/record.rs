//! Recording from the app: the game screen (scaled by an integer factor, with the Q-values
//! and the score under it if wanted; a race's two screens side by side in one video) or the
//! whole window, plots and all. Frames go to an
//! encoder thread behind a bounded queue ([`Recorder`]); each is shown in the video for as
//! long as it was on screen, so the video plays at the speed the run was watched.

use crate::protocol::Actor;
use crate::video::compose::frame_size;
use crate::video::{compose, Overlay, Recorder, Recording, VideoError};
use crate::view::RunView;
use bevy::prelude::*;
use crossbeam_channel::{bounded, Receiver, Sender};
use std::path::PathBuf;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// What a recording shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordTarget {
    /// The game screen.
    Game,
    /// The whole window.
    Window,
}

/// The user's recording choices.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordSettings {
    /// Game screen or whole window.
    pub target: RecordTarget,
    /// Integer scale of the game screen.
    pub scale: usize,
    /// Q-values and score under the game screen.
    pub overlay: bool,
}

impl Default for RecordSettings {
    fn default() -> Self {
        Self {
            target: RecordTarget::Game,
            scale: 3,
            overlay: true,
        }
    }
}

/// A window frame captured by Bevy's screenshot API: RGB bytes, width, height.
type WindowFrame = (Vec<u8>, usize, usize);

struct Active {
    recorder: Recorder,
    settings: RecordSettings,
    started: Instant,
    last_push: Option<Instant>,
    window: (Sender<WindowFrame>, Receiver<WindowFrame>),
}

/// The app's recording, if one runs, and what the last one left.
#[derive(Resource, Default)]
pub struct AppRecorder {
    active: Option<Active>,
    finishing: Vec<Receiver<Result<Recording, VideoError>>>,
}

impl AppRecorder {
    /// Whether a recording runs.
    pub fn is_recording(&self) -> bool {
        self.active.is_some()
    }

    /// The indicator text while recording: target, time, frames left out.
    pub fn indicator(&self) -> Option<String> {
        let a = self.active.as_ref()?;
        let secs = a.started.elapsed().as_secs();
        let what = match a.settings.target {
            RecordTarget::Game => format!("game screen {}x", a.settings.scale),
            RecordTarget::Window => "window".into(),
        };
        let dropped = a.recorder.dropped();
        let behind = if dropped > 0 {
            format!(", {dropped} frames left out: the encoder is behind")
        } else {
            String::new()
        };
        Some(format!(
            "REC {}:{:02} ({what}{behind})",
            secs / 60,
            secs % 60
        ))
    }

    /// Starts recording into `dir` (a new file named by the time), `window` being the window's
    /// size in pixels (for a window recording) and `sides` the number of game screens side by
    /// side (a race: 2).
    pub fn start(
        &mut self,
        settings: RecordSettings,
        dir: PathBuf,
        window: (usize, usize),
        sides: usize,
    ) -> Result<PathBuf, VideoError> {
        let (w, h) = match settings.target {
            RecordTarget::Game => side_by_side_size(settings.scale, settings.overlay, sides),
            // H.264 wants even sides: the odd last row or column is left out.
            RecordTarget::Window => (window.0 & !1, window.1 & !1),
        };
        let stamp = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let path = dir.join(format!("app-{stamp}.mp4"));
        let recorder = Recorder::start(&path, w, h, crate::video::GAME_FPS)?;
        self.active = Some(Active {
            recorder,
            settings,
            started: Instant::now(),
            last_push: None,
            window: bounded(4),
        });
        Ok(path)
    }

    /// Stops recording; the file is finished in the background (see [`AppRecorder::poll`]).
    pub fn stop(&mut self) {
        if let Some(a) = self.active.take() {
            let (tx, rx) = bounded(1);
            std::thread::spawn(move || {
                let _ = tx.send(a.recorder.finish());
            });
            self.finishing.push(rx);
        }
    }

    /// Recordings finished since the last call.
    pub fn poll(&mut self) -> Vec<Result<Recording, VideoError>> {
        let mut done = Vec::new();
        self.finishing.retain(|rx| match rx.try_recv() {
            Ok(r) => {
                done.push(r);
                false
            }
            Err(crossbeam_channel::TryRecvError::Empty) => true,
            Err(_) => false,
        });
        done
    }

    /// Waits for every recording to be written (the app is closing).
    pub fn finish_all(&mut self) -> Vec<Result<Recording, VideoError>> {
        self.stop();
        self.finishing
            .drain(..)
            .filter_map(|rx| rx.recv().ok())
            .collect()
    }

    fn push(&mut self, rgb: Vec<u8>) {
        // (A recording's frames are timed by when they reached the screen.)
        if let Some(a) = self.active.as_mut() {
            let now = Instant::now();
            let shown = a
                .last_push
                .map_or(1.0 / crate::video::GAME_FPS, |t| (now - t).as_secs_f64());
            a.last_push = Some(now);
            a.recorder.push(rgb, Some(shown));
        }
    }

    /// A new game screen arrived (on any of `views`, one per run): recorded when the game
    /// screen is the target, every run's newest screen side by side (a race: QDagger on the
    /// left), each labelled with its side in a race.
    pub fn game_frame(&mut self, views: &[&RunView]) {
        let Some(a) = &self.active else { return };
        if a.settings.target != RecordTarget::Game || views.iter().all(|v| v.frame.is_none()) {
            return;
        }
        let settings = a.settings.clone();
        let (w, h) = frame_size(settings.scale, settings.overlay);
        let race = views.len() > 1;
        let screens: Vec<Vec<u8>> = views
            .iter()
            .enumerate()
            .map(|(i, view)| match &view.frame {
                Some(frame) => {
                    let side = race.then(|| crate::trainer::race::Side::BOTH[i.min(1)]);
                    let overlay = settings.overlay.then(|| overlay(view, frame, side));
                    compose(&frame.rgb, settings.scale, overlay.as_ref())
                }
                None => vec![0; w * h * 3],
            })
            .collect();
        self.push(side_by_side(screens, w, h));
    }
}

/// Pixels between two screens side by side.
const GAP: usize = 8;

/// The size of `sides` game frames side by side, [`GAP`] apart.
pub fn side_by_side_size(scale: usize, overlay: bool, sides: usize) -> (usize, usize) {
    let (w, h) = frame_size(scale, overlay);
    let n = sides.max(1);
    (n * w + (n - 1) * GAP, h)
}

/// Frames of `w` x `h` RGB side by side, [`GAP`] black pixels apart.
fn side_by_side(mut frames: Vec<Vec<u8>>, w: usize, h: usize) -> Vec<u8> {
    if frames.len() == 1 {
        return frames.pop().unwrap_or_default();
    }
    let total = frames.len() * w + (frames.len() - 1) * GAP;
    let mut out = vec![0u8; total * h * 3];
    for (i, frame) in frames.iter().enumerate() {
        let x0 = i * (w + GAP);
        for (y, row) in frame.chunks_exact(w * 3).enumerate() {
            let at = (y * total + x0) * 3;
            out[at..at + w * 3].copy_from_slice(row);
        }
    }
    out
}

/// The strip under a screen: who plays (with the race side), the score, the Q-values.
fn overlay(
    view: &RunView,
    frame: &crate::protocol::FrameMessage,
    side: Option<crate::trainer::race::Side>,
) -> Overlay {
    let (q, teacher_q) = match &view.q_values {
        Some((s, t, action)) if *action == frame.action => (s.clone(), t.clone()),
        _ => (None, None),
    };
    let who = match frame.actor {
        Actor::Teacher => "teacher",
        Actor::Student => "student",
        Actor::Evaluation => "evaluation",
        Actor::Preview => "student preview",
        Actor::Random => "random policy",
    };
    Overlay {
        who: match side {
            Some(side) => format!("{}: {who}", side.short()),
            None => who.into(),
        },
        score: frame.episode_return,
        action: frame.action,
        action_names: view.action_meanings.clone(),
        q,
        teacher_q,
    }
}

/// While a window recording runs: asks for a screenshot of every frame and records the
/// ones that arrived.
pub fn capture_window(mut commands: Commands, mut rec: ResMut<AppRecorder>) {
    use bevy::render::view::window::screenshot::{Screenshot, ScreenshotCaptured};
    let Some(a) = &rec.active else { return };
    if a.settings.target != RecordTarget::Window {
        return;
    }
    let size = a.recorder.size();
    let tx = a.window.0.clone();
    commands
        .spawn(Screenshot::primary_window())
        .observe(move |shot: On<ScreenshotCaptured>| {
            let Ok(img) = shot.image.clone().try_into_dynamic() else {
                return;
            };
            let rgb = img.to_rgb8();
            let (w, h) = (rgb.width() as usize, rgb.height() as usize);
            // A full queue means the recorder is behind; it counts what it misses itself.
            let _ = tx.try_send((rgb.into_raw(), w, h));
        });
    let frames: Vec<WindowFrame> = a.window.1.try_iter().collect();
    for (rgb, w, h) in frames {
        let (tw, th) = size;
        if w < tw || h < th {
            continue; // the window shrank: not this recording's size any more
        }
        let mut cropped = Vec::with_capacity(tw * th * 3);
        for row in rgb.chunks_exact(w * 3).take(th) {
            cropped.extend_from_slice(&row[..tw * 3]);
        }
        rec.push(cropped);
    }
}

impl Drop for AppRecorder {
    fn drop(&mut self) {
        // The window closed while recording: finish the file rather than lose it.
        for done in self.finish_all() {
            match done {
                Ok(r) => println!("video saved: {} ({} frames)", r.path.display(), r.frames),
                Err(e) => eprintln!("the recording failed: {e}"),
            }
        }
    }
}
