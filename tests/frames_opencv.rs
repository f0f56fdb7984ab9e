//! Our resize and greyscale against the real OpenCV on real game screens
//! (fixtures made by `scripts/fixtures/make_frame_fixtures.py`).

use reincarnate::env::frame::{rgb_to_gray, AreaResize, FRAME_LEN};
use reincarnate::env::FrameProcessor;
use std::path::PathBuf;

const NAMES: &[&str] = &[
    "breakout_0",
    "breakout_1",
    "pong_0",
    "pong_1",
    "spaceinvaders_0",
    "mspacman_0",
];

fn fixture(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/frames")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// (largest absolute difference, number of differing values).
fn compare(ours: &[u8], theirs: &[u8]) -> (u8, usize) {
    assert_eq!(ours.len(), theirs.len());
    let diffs = ours.iter().zip(theirs).map(|(a, b)| a.abs_diff(*b));
    diffs.fold((0, 0), |(m, n), d| (m.max(d), n + usize::from(d > 0)))
}

#[test]
fn area_resize_matches_opencv_inter_area_within_one_level() {
    let mut resize = AreaResize::atari_rgb();
    let mut out = vec![0u8; FRAME_LEN * 3];
    for name in NAMES {
        let rgb = fixture(&format!("{name}.rgb"));
        resize.resize(&rgb, &mut out);
        let (max, n) = compare(&out, &fixture(&format!("{name}.resized.rgb")));
        eprintln!(
            "{name}: {n} of {} values differ from OpenCV, by at most {max}",
            out.len()
        );
        assert!(max <= 1, "{name}: max difference {max}");
        // Off-by-one values come only from float rounding order; they must be rare.
        assert!(
            n * 100 < out.len(),
            "{name}: {n} of {} values differ",
            out.len()
        );
    }
}

#[test]
fn grayscale_matches_opencv_exactly() {
    let mut gray = vec![0u8; FRAME_LEN];
    for name in NAMES {
        rgb_to_gray(&fixture(&format!("{name}.resized.rgb")), &mut gray);
        assert_eq!(gray, fixture(&format!("{name}.gray")), "{name}");
    }
}

#[test]
fn whole_frame_pipeline_matches_opencv_within_one_level() {
    let mut processor = FrameProcessor::default();
    let mut frame = vec![0u8; FRAME_LEN];
    for name in NAMES {
        processor.process_rgb(&fixture(&format!("{name}.rgb")), &mut frame);
        let (max, _) = compare(&frame, &fixture(&format!("{name}.gray")));
        assert!(max <= 1, "{name}: max difference {max}");
    }
}

#[test]
fn fast_path_on_real_play_equals_the_plain_pipeline() {
    use reincarnate::env::frame::{max_into, SCREEN_RGB_LEN};
    use reincarnate::env::{Emulator, EmulatorSettings, Game, ScreenView};
    for id in ["breakout", "pong", "space_invaders"] {
        let game = Game::parse(id).unwrap().game;
        let mut emu = Emulator::new(game, EmulatorSettings::default()).unwrap();
        let mut fast = FrameProcessor::default();
        let mut resize = AreaResize::atari_rgb();
        let (mut rgb_a, mut rgb_b, mut maxed) = (
            vec![0u8; SCREEN_RGB_LEN],
            vec![0u8; SCREEN_RGB_LEN],
            vec![0u8; SCREEN_RGB_LEN],
        );
        let (mut small, mut want, mut got) = (
            vec![0u8; FRAME_LEN * 3],
            vec![0u8; FRAME_LEN],
            vec![0u8; FRAME_LEN],
        );
        for step in 0..400usize {
            let action = (step / 5) % emu.num_actions();
            emu.act(action);
            emu.act(action);
            emu.act(action);
            let a = emu.screen_indices().to_vec();
            emu.screen_rgb(&mut rgb_a);
            emu.act(action);
            emu.screen_indices();
            emu.screen_rgb(&mut rgb_b);
            let view = ScreenView {
                frame: emu.last_screen_indices(),
                pooled_with: Some(&a),
                palette: emu.palette(),
            };
            fast.process(view, &mut got);
            max_into(&rgb_a, &rgb_b, &mut maxed);
            resize.resize(&maxed, &mut small);
            rgb_to_gray(&small, &mut want);
            assert!(got == want, "{id}: step {step} differs");
            if emu.game_over() {
                emu.reset_game();
            }
        }
    }
}
