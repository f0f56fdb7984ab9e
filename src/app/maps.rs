//! Each pane's saliency picture: the screen the latest maps were made on with the chosen
//! map blended over it, made again only when new maps arrive or the choice (whose map, its
//! opacity) changes. The picture is 320 x 210: one map fills its left half; the student's
//! and the teacher's side by side fill both.

use super::AppState;
use crate::protocol::SaliencyFrame;
use crate::saliency::overlay::{blend, blend_difference};
use crate::saliency::Map;
use bevy::prelude::*;

/// Which map the screen shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MapShow {
    /// The student's.
    Student,
    /// The teacher's.
    Teacher,
    /// The student's and the teacher's side by side (the student's alone without a
    /// teacher).
    #[default]
    Both,
    /// Where they differ: the student's colour where it looks more, the teacher's where it
    /// does.
    Difference,
}

impl MapShow {
    /// Every choice, in the UI's order.
    pub const ALL: [MapShow; 4] = [
        MapShow::Student,
        MapShow::Teacher,
        MapShow::Both,
        MapShow::Difference,
    ];

    /// Its name in the UI.
    pub fn name(self) -> &'static str {
        match self {
            MapShow::Student => "student",
            MapShow::Teacher => "teacher",
            MapShow::Both => "both",
            MapShow::Difference => "difference",
        }
    }
}

/// The student's colour, RGB (its Q-value bars, its games, where its map looks more: egui's
/// light blue).
pub const STUDENT: [u8; 3] = [0xAD, 0xD8, 0xE6];
/// The teacher's colour, RGB.
pub const TEACHER: [u8; 3] = [255, 170, 60];

/// The picture's size in pixels (two screens side by side).
pub const WIDTH: usize = 320;
/// Its height (one screen).
pub const HEIGHT: usize = 210;
const SCREEN_W: usize = 160;

/// What a picture was made from: the maps (their step and time) and how they are shown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MapKey {
    global_step: u64,
    ms: u64,
    show: MapShow,
    opacity: u32,
}

impl MapKey {
    fn of(frame: &SaliencyFrame, show: MapShow, opacity: f32) -> Self {
        Self {
            global_step: frame.global_step,
            ms: frame.ms.to_bits(),
            show,
            opacity: opacity.to_bits(),
        }
    }
}

/// How many screen widths the picture of `frame` shown as `show` fills: 2 for the student's
/// and the teacher's side by side, else 1.
pub fn halves(frame: &SaliencyFrame, show: MapShow) -> usize {
    if show == MapShow::Both && frame.student.is_some() && frame.teacher.is_some() {
        2
    } else {
        1
    }
}

/// Whose map each screen of `frame`'s picture shown as `show` holds (two for a pair, the
/// student's first), following [`picture`]'s choice when a map is missing: `student`,
/// `teacher`, or `student vs teacher` (their difference).
pub fn whose(frame: &SaliencyFrame, show: MapShow) -> &'static [&'static str] {
    let (s, t) = (frame.student.is_some(), frame.teacher.is_some());
    match show {
        _ if halves(frame, show) == 2 => &["student", "teacher"],
        MapShow::Teacher if t => &["teacher"],
        MapShow::Difference if s && t => &["student vs teacher"],
        _ if s => &["student"],
        _ => &["teacher"],
    }
}

/// The picture of `frame` as `show` with `opacity`, RGBA, [`WIDTH`] x [`HEIGHT`]; `None` when
/// the frame's screen or a map has the wrong size. A map the frame lacks is replaced by the
/// one it has (a DQN run has no teacher; the teacher's buffer no student).
pub fn picture(frame: &SaliencyFrame, show: MapShow, opacity: f32) -> Option<Vec<u8>> {
    if frame.rgb.len() != HEIGHT * SCREEN_W * 3 {
        return None;
    }
    let map = |m: &Option<Vec<u8>>| m.as_deref().map(Map::from_bytes);
    let (student, teacher) = match (map(&frame.student), map(&frame.teacher)) {
        (Some(None), _) | (_, Some(None)) => return None,
        (s, t) => (s.flatten(), t.flatten()),
    };
    let dims = (HEIGHT, SCREEN_W);
    let over = |m: Option<&Map>| {
        let mut rgb = frame.rgb.clone();
        if let Some(m) = m {
            blend(&mut rgb, dims, m, opacity);
        }
        rgb
    };
    let (s, t) = (student.as_ref(), teacher.as_ref());
    let (left, right) = match show {
        MapShow::Student => (over(s.or(t)), None),
        MapShow::Teacher => (over(t.or(s)), None),
        MapShow::Both if halves(frame, show) == 2 => (over(s), Some(over(t))),
        MapShow::Both => (over(s.or(t)), None),
        MapShow::Difference => match (s, t) {
            (Some(s), Some(t)) => {
                let mut rgb = frame.rgb.clone();
                blend_difference(&mut rgb, dims, (s, t), (STUDENT, TEACHER), opacity);
                (rgb, None)
            }
            _ => (over(s.or(t)), None),
        },
    };
    let mut rgba = vec![0u8; WIDTH * HEIGHT * 4];
    for (half, rgb) in [Some(&left), right.as_ref()].into_iter().enumerate() {
        let Some(rgb) = rgb else { continue };
        for r in 0..HEIGHT {
            for c in 0..SCREEN_W {
                let src = &rgb[(r * SCREEN_W + c) * 3..][..3];
                let dst = &mut rgba[(r * WIDTH + half * SCREEN_W + c) * 4..][..4];
                dst.copy_from_slice(&[src[0], src[1], src[2], 255]);
            }
        }
    }
    Some(rgba)
}

/// Each pane's saliency picture, made again after the frame's events are drained.
pub(super) struct MapsPlugin;

impl Plugin for MapsPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, draw_maps.after(super::bridge::drain_events));
    }
}

/// Makes each pane's picture again when its maps or how they are shown changed (a few times
/// a second at most: maps arrive at the rate the user set).
fn draw_maps(mut state: ResMut<AppState>, mut images: ResMut<Assets<Image>>) {
    let maps = state.controls.maps;
    if !maps.on {
        return;
    }
    let state = &mut *state;
    for (pane, handle) in state.panes.iter_mut().zip(&state.maps) {
        let Some(frame) = pane.view.saliency.as_deref() else {
            continue;
        };
        let key = MapKey::of(frame, maps.show, maps.opacity);
        if pane.maps_drawn == Some(key) {
            continue;
        }
        pane.maps_drawn = Some(key);
        if let (Some(rgba), Some(mut image)) = (
            picture(frame, maps.show, maps.opacity),
            images.get_mut(handle),
        ) {
            image.data = Some(rgba);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{Actor, SaliencyMethod};
    use crate::saliency::SIDE;

    /// A frame of a grey screen whose student looks at the top left and teacher at the
    /// bottom right.
    fn frame(teacher: bool) -> SaliencyFrame {
        let spot = |r: usize, c: usize| {
            let mut m = vec![0u8; SIDE * SIDE];
            m[r * SIDE + c] = 255;
            m
        };
        SaliencyFrame {
            global_step: 7,
            actor: Actor::Student,
            method: SaliencyMethod::Gradient,
            rgb: vec![90; HEIGHT * SCREEN_W * 3],
            student: Some(spot(10, 10)),
            teacher: teacher.then(|| spot(70, 70)),
            agreement: None,
            ms: 3.0,
        }
    }

    fn px(rgba: &[u8], (r, c): (usize, usize)) -> [u8; 3] {
        let p = &rgba[(r * WIDTH + c) * 4..][..4];
        [p[0], p[1], p[2]]
    }

    /// The screen pixel over map pixel (r, c) in half `half`.
    fn over((r, c): (usize, usize), half: usize) -> (usize, usize) {
        (
            (r as f32 * HEIGHT as f32 / SIDE as f32) as usize + 1,
            half * SCREEN_W + (c as f32 * SCREEN_W as f32 / SIDE as f32) as usize + 1,
        )
    }

    #[test]
    fn both_puts_the_students_map_left_and_the_teachers_right() {
        let f = frame(true);
        assert_eq!(halves(&f, MapShow::Both), 2);
        let p = picture(&f, MapShow::Both, 1.0).unwrap();
        assert_eq!(p.len(), WIDTH * HEIGHT * 4);
        let grey = [90, 90, 90];
        assert_ne!(px(&p, over((10, 10), 0)), grey, "the student's spot, left");
        assert_eq!(px(&p, over((70, 70), 0)), grey);
        assert_ne!(px(&p, over((70, 70), 1)), grey, "the teacher's spot, right");
        assert_eq!(px(&p, over((10, 10), 1)), grey);
    }

    #[test]
    fn one_map_fills_the_left_half_and_a_missing_map_gives_way_to_the_other() {
        let f = frame(true);
        let p = picture(&f, MapShow::Teacher, 1.0).unwrap();
        assert_ne!(px(&p, over((70, 70), 0)), [90, 90, 90]);
        assert_eq!(
            px(&p, over((70, 70), 1)),
            [0, 0, 0],
            "the right half is empty"
        );
        // A DQN run has no teacher: "both" and "teacher" show the student's map.
        let lone = frame(false);
        assert_eq!(halves(&lone, MapShow::Both), 1);
        for show in [MapShow::Both, MapShow::Teacher, MapShow::Difference] {
            let p = picture(&lone, show, 1.0).unwrap();
            assert_ne!(px(&p, over((10, 10), 0)), [90, 90, 90], "{show:?}");
        }
    }

    #[test]
    fn the_difference_is_the_students_colour_where_it_looks_and_the_teachers_where_it_does() {
        let p = picture(&frame(true), MapShow::Difference, 1.0).unwrap();
        let (s, t) = (STUDENT, TEACHER);
        // A blend of the grey screen and one colour: the same share of the way in every
        // channel, over half of it near a map's peak.
        let share = |a: [u8; 3], c: [u8; 3]| -> Vec<f32> {
            (0..3)
                .filter(|&k| c[k] != 90)
                .map(|k| (a[k] as f32 - 90.0) / (c[k] as f32 - 90.0))
                .collect()
        };
        for (at, colour, other) in [((10, 10), s, t), ((70, 70), t, s)] {
            let got = px(&p, over(at, 0));
            let k = share(got, colour);
            assert!(
                k.iter().all(|v| (v - k[0]).abs() < 0.02 && *v > 0.5),
                "{at:?}: {got:?} is not on the way to {colour:?}"
            );
            let o = share(got, other);
            assert!(
                o.iter().any(|v| (v - o[0]).abs() > 0.05),
                "{got:?} {other:?}"
            );
        }
    }

    #[test]
    fn the_names_of_a_pictures_maps_follow_its_choice_when_a_map_is_missing() {
        let f = frame(true);
        assert_eq!(whose(&f, MapShow::Both), ["student", "teacher"]);
        assert_eq!(whose(&f, MapShow::Difference), ["student vs teacher"]);
        assert_eq!(whose(&f, MapShow::Teacher), ["teacher"]);
        let lone = frame(false);
        for show in MapShow::ALL {
            assert_eq!(whose(&lone, show), ["student"], "{show:?}");
        }
        // The teacher's buffer: the teacher's map alone, whatever is asked.
        let teacher_only = SaliencyFrame {
            student: None,
            teacher: f.teacher.clone(),
            ..f
        };
        for show in MapShow::ALL {
            assert_eq!(whose(&teacher_only, show), ["teacher"], "{show:?}");
        }
    }

    #[test]
    fn a_frame_of_the_wrong_size_has_no_picture() {
        let mut f = frame(true);
        f.teacher = Some(vec![1, 2, 3]);
        assert!(picture(&f, MapShow::Both, 0.5).is_none());
        let mut f = frame(true);
        f.rgb.pop();
        assert!(picture(&f, MapShow::Student, 0.5).is_none());
    }
}
