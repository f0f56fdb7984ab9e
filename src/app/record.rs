//! Recording from the app: the game screen (scaled by an integer factor, with the Q-values
//! and the score under it if wanted; a race's two screens side by side in one video) or the
//! whole window, plots and all. Frames go to an
//! encoder thread behind a bounded queue ([`Recorder`]); each is shown in the video for as
//! long as it was on screen, so the video plays at the speed the run was watched.

use super::maps::MapShow;
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
    /// Game screens side by side in each frame.
    screens: usize,
    started: Instant,
    last_push: Option<Instant>,
    window: (Sender<WindowFrame>, Receiver<WindowFrame>),
}

/// The app's recording, if one runs, and what the last one left.
#[derive(Resource, Default)]
pub struct AppRecorder {
    active: Option<Active>,
    finishing: Vec<Receiver<Result<Recording, VideoError>>>,
    /// While saliency maps are on: which map and how strongly (game recordings show them).
    maps: Option<(MapShow, f32)>,
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
            screens: sides.max(1),
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

    /// Saliency maps are on, shown as `show` with `opacity` (`None`: off): game recordings
    /// show what the window shows in the screen's place.
    pub fn set_maps(&mut self, maps: Option<(MapShow, f32)>) {
        self.maps = maps;
    }

    /// A new game screen arrived (on any of `views`, one per run): recorded when the game
    /// screen is the target, every run's newest screen side by side (a race: QDagger on the
    /// left), each labelled with its side in a race; while maps are on, each run's maps in
    /// its screen's place ([`pane_screens`]).
    pub fn game_frame(&mut self, views: &[&RunView]) {
        let Some(a) = &self.active else { return };
        if a.settings.target != RecordTarget::Game || views.iter().all(|v| v.frame.is_none()) {
            return;
        }
        let settings = a.settings.clone();
        let (w, h) = frame_size(settings.scale, settings.overlay);
        let per_pane = (a.screens / views.len().max(1)).max(1);
        let race = views.len() > 1;
        let screens: Vec<Vec<u8>> = views
            .iter()
            .enumerate()
            .flat_map(|(i, view)| {
                let side = race.then(|| crate::trainer::race::Side::BOTH[i.min(1)]);
                pane_screens(view, side, &settings, per_pane, self.maps)
            })
            .collect();
        self.push(side_by_side(screens, w, h));
    }
}

/// The `per_pane` screens a run's pane records, composed with `settings`: its live game, or,
/// while maps are on (`maps`) and it has some, its maps over the screen they were made on, as
/// the window shows them (the student's and the teacher's side by side when `per_pane` is 2),
/// each with a caption that says whose map, its step and the method instead of the score;
/// black where there is nothing to show.
pub fn pane_screens(
    view: &RunView,
    side: Option<crate::trainer::race::Side>,
    settings: &RecordSettings,
    per_pane: usize,
    maps: Option<(MapShow, f32)>,
) -> Vec<Vec<u8>> {
    use super::maps::{picture, whose, HEIGHT, WIDTH};
    let (w, h) = frame_size(settings.scale, settings.overlay);
    let mut out = Vec::with_capacity(per_pane);
    let prefix = side.map_or(String::new(), |s| format!("{}: ", s.short()));
    if let (Some((show, opacity)), Some(f)) = (maps, view.saliency.as_deref()) {
        if let Some(rgba) = picture(f, show, opacity) {
            for (k, name) in whose(f, show).iter().enumerate().take(per_pane) {
                let mut rgb = Vec::with_capacity(210 * 160 * 3);
                for r in 0..HEIGHT {
                    for c in 0..WIDTH / 2 {
                        let at = (r * WIDTH + k * WIDTH / 2 + c) * 4;
                        rgb.extend_from_slice(&rgba[at..at + 3]);
                    }
                }
                let caption = format!(
                    "{prefix}map: {name}  step {}  {}",
                    f.global_step,
                    f.method.name()
                );
                let overlay = settings.overlay.then(|| Overlay {
                    who: String::new(),
                    score: 0.0,
                    action: 0,
                    action_names: Vec::new(),
                    q: None,
                    teacher_q: None,
                    caption: Some(caption),
                });
                out.push(compose(&rgb, settings.scale, overlay.as_ref()));
            }
        }
    }
    if out.is_empty() {
        out.push(match &view.frame {
            Some(frame) => {
                let overlay = settings.overlay.then(|| overlay(view, frame, side));
                compose(&frame.rgb, settings.scale, overlay.as_ref())
            }
            None => vec![0; w * h * 3],
        });
    }
    out.resize_with(per_pane, || vec![0; w * h * 3]);
    out
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
        caption: None,
    }
}

/// The recordings of the window and of the game screens: the [`AppRecorder`] and the system
/// that captures the window while it records.
pub(super) struct RecordingPlugin;

impl Plugin for RecordingPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<AppRecorder>()
            .add_systems(Update, capture_window);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{FrameMessage, SaliencyFrame, SaliencyMethod};

    #[test]
    fn a_recording_shows_a_runs_maps_in_its_screens_place_while_they_are_on() {
        let settings = RecordSettings {
            scale: 1,
            overlay: true,
            ..RecordSettings::default()
        };
        let (w, h) = frame_size(1, true);
        let mut view = RunView::default();
        view.frame = Some(FrameMessage {
            rgb: vec![10; 210 * 160 * 3],
            actor: Actor::Student,
            episode_return: 2.0,
            action: 0,
            global_step: 5,
        });
        let live = pane_screens(&view, None, &settings, 1, None);
        assert_eq!(live.len(), 1);
        assert_eq!(live[0].len(), w * h * 3);
        // Maps on but none made yet: the live game.
        let on = Some((MapShow::Both, 1.0));
        assert_eq!(pane_screens(&view, None, &settings, 1, on), live);
        let spot = |r: usize, c: usize| {
            let mut m = vec![0u8; 84 * 84];
            m[r * 84 + c] = 255;
            m
        };
        view.saliency = Some(Box::new(SaliencyFrame {
            global_step: 4,
            actor: Actor::Student,
            method: SaliencyMethod::Gradient,
            rgb: vec![90; 210 * 160 * 3],
            student: Some(spot(10, 10)),
            teacher: Some(spot(70, 70)),
            agreement: None,
            ms: 1.0,
        }));
        // Room for two: the student's map, then the teacher's, over the maps' own screen.
        let pair = pane_screens(&view, None, &settings, 2, on);
        assert_eq!(pair.len(), 2);
        let px = |img: &[u8], r: usize, c: usize| img[(r * w + c) * 3..][..3].to_vec();
        assert_eq!(
            px(&pair[0], 0, 0),
            vec![90, 90, 90],
            "the maps' screen, not the game's"
        );
        assert_ne!(px(&pair[0], 26, 20), vec![90, 90, 90], "the student's spot");
        assert_eq!(px(&pair[0], 178, 134), vec![90, 90, 90]);
        assert_ne!(
            px(&pair[1], 178, 134),
            vec![90, 90, 90],
            "the teacher's spot"
        );
        // Room for one: the student's map alone; without maps, the game and black beside it.
        assert_eq!(pane_screens(&view, None, &settings, 1, on)[0], pair[0]);
        let padded = pane_screens(&view, None, &settings, 2, None);
        assert_eq!(padded[0], live[0]);
        assert!(padded[1].iter().all(|&b| b == 0));
        // The strip under a map says whose it is, not the game's score: it differs from the
        // live game's strip though the Q-values are the same (none).
        let strip = |img: &[u8]| img[210 * w * 3..].to_vec();
        assert_ne!(strip(&pair[0]), strip(&live[0]));
        assert_ne!(
            strip(&pair[0]),
            strip(&pair[1]),
            "student's and teacher's captions"
        );
    }
}
