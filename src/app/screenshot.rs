//! Screenshots at given times, then quit: for tests and the figures in the docs.

use super::AppState;
use bevy::prelude::*;
use std::path::PathBuf;
use std::time::{Duration, Instant};

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

pub(super) fn screenshot_and_exit(
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
