//! A map drawn over the game's screen: each screen pixel takes the colour of its map value on
//! a perceptual scale (dark purple, red, orange, pale yellow: matplotlib's "inferno" at five
//! stops), blended in by the value and an opacity, so that what the network ignores shows
//! the game as it is.

use super::{Map, SIDE};

/// The colour scale, low to high (matplotlib's inferno at 0.2, 0.4, 0.6, 0.8 and 1).
pub const SCALE: [[u8; 3]; 5] = [
    [50, 10, 94],
    [120, 28, 109],
    [188, 55, 84],
    [237, 105, 37],
    [252, 255, 164],
];

/// The colour of `v` in 0..1 on [`SCALE`], linearly between its stops.
pub fn colour(v: f32) -> [u8; 3] {
    let v = v.clamp(0.0, 1.0) * (SCALE.len() - 1) as f32;
    let i = (v.floor() as usize).min(SCALE.len() - 2);
    let f = v - i as f32;
    let (a, b) = (SCALE[i], SCALE[i + 1]);
    [0, 1, 2].map(|c| (a[c] as f32 * (1.0 - f) + b[c] as f32 * f).round() as u8)
}

/// The map's value under screen pixel `(row, col)` of a `rows x cols` screen (the
/// observation is the whole screen resized to 84 x 84, so the two scale into each other),
/// interpolated between map pixels.
fn sample(map: &[f32], (row, col): (usize, usize), (rows, cols): (usize, usize)) -> f32 {
    let at = |p: usize, n: usize| ((p as f32 + 0.5) * SIDE as f32 / n as f32 - 0.5).max(0.0);
    let (y, x) = (at(row, rows), at(col, cols));
    let (y0, x0) = (y.floor() as usize, x.floor() as usize);
    let (y1, x1) = ((y0 + 1).min(SIDE - 1), (x0 + 1).min(SIDE - 1));
    let (fy, fx) = (y - y0 as f32, x - x0 as f32);
    let v = |r: usize, c: usize| map[r * SIDE + c];
    (v(y0, x0) * (1.0 - fx) + v(y0, x1) * fx) * (1.0 - fy)
        + (v(y1, x0) * (1.0 - fx) + v(y1, x1) * fx) * fy
}

/// Blends `map` (normalised to its maximum) over the RGB screen `rgb` of `rows x cols`, each
/// pixel by `opacity` times its value.
pub fn blend(rgb: &mut [u8], (rows, cols): (usize, usize), map: &Map, opacity: f32) {
    let m = map.normalised();
    for r in 0..rows {
        for c in 0..cols {
            let v = sample(&m.values, (r, c), (rows, cols));
            let alpha = (opacity * v).clamp(0.0, 1.0);
            if alpha <= 0.0 {
                continue;
            }
            let colour = colour(v);
            let px = &mut rgb[(r * cols + c) * 3..][..3];
            for k in 0..3 {
                px[k] = (px[k] as f32 * (1.0 - alpha) + colour[k] as f32 * alpha).round() as u8;
            }
        }
    }
}

/// Blends where two maps differ over the RGB screen `rgb` of `rows x cols`: each map is
/// normalised to its maximum, and each pixel takes `colours.0` where `a` is the higher and
/// `colours.1` where `b` is, by `opacity` times the difference. Where both look alike, the
/// game shows as it is.
pub fn blend_difference(
    rgb: &mut [u8],
    (rows, cols): (usize, usize),
    (a, b): (&Map, &Map),
    colours: ([u8; 3], [u8; 3]),
    opacity: f32,
) {
    let (a, b) = (a.normalised(), b.normalised());
    for r in 0..rows {
        for c in 0..cols {
            let d =
                sample(&a.values, (r, c), (rows, cols)) - sample(&b.values, (r, c), (rows, cols));
            let alpha = (opacity * d.abs()).clamp(0.0, 1.0);
            if alpha <= 0.0 {
                continue;
            }
            let colour = if d > 0.0 { colours.0 } else { colours.1 };
            let px = &mut rgb[(r * cols + c) * 3..][..3];
            for k in 0..3 {
                px[k] = (px[k] as f32 * (1.0 - alpha) + colour[k] as f32 * alpha).round() as u8;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_difference_takes_each_maps_colour_where_it_is_the_higher_and_none_where_they_agree() {
        let (rows, cols) = (84, 84);
        let grey = vec![100u8; rows * cols * 3];
        // a looks at the top-left corner and the centre, b at the centre and the bottom right.
        let mut a = vec![0.0; SIDE * SIDE];
        let mut b = vec![0.0; SIDE * SIDE];
        for (m, spots) in [
            (&mut a, [(10, 10), (42, 42)]),
            (&mut b, [(42, 42), (70, 70)]),
        ] {
            for (r, c) in spots {
                m[r * SIDE + c] = 2.0;
            }
        }
        let (a, b) = (Map { values: a }, Map { values: b });
        let mut rgb = grey.clone();
        let colours = ([0, 0, 255], [255, 128, 0]);
        blend_difference(&mut rgb, (rows, cols), (&a, &b), colours, 1.0);
        let px = |r: usize, c: usize| rgb[(r * cols + c) * 3..][..3].to_vec();
        assert_eq!(px(10, 10), vec![0, 0, 255], "a alone: a's colour");
        assert_eq!(px(70, 70), vec![255, 128, 0], "b alone: b's colour");
        assert_eq!(px(42, 42), vec![100, 100, 100], "both alike: the game");
        assert_eq!(px(25, 60), vec![100, 100, 100], "neither: the game");
        // The same map twice leaves the screen as it is.
        let mut same = grey.clone();
        blend_difference(&mut same, (rows, cols), (&a, &a), colours, 1.0);
        assert_eq!(same, grey);
    }

    #[test]
    fn the_scale_runs_from_its_first_stop_to_its_last() {
        assert_eq!(colour(0.0), SCALE[0]);
        assert_eq!(colour(1.0), SCALE[4]);
        assert_eq!(colour(0.25), SCALE[1]);
        assert_eq!(colour(0.125), [85, 19, 102]);
        assert_eq!(colour(7.0), SCALE[4]);
    }

    #[test]
    fn a_map_colours_the_screen_where_it_is_high_and_nowhere_else() {
        let (rows, cols) = (210, 160);
        let grey = vec![100u8; rows * cols * 3];
        let mut rgb = grey.clone();
        blend(
            &mut rgb,
            (rows, cols),
            &Map {
                values: vec![0.0; SIDE * SIDE],
            },
            1.0,
        );
        assert_eq!(rgb, grey, "an empty map leaves the screen as it is");
        // One hot map pixel at (42, 21): the screen's (105, 40) or so.
        let mut values = vec![0.0; SIDE * SIDE];
        values[42 * SIDE + 21] = 5.0;
        blend(&mut rgb, (rows, cols), &Map { values }, 1.0);
        let px = |r: usize, c: usize| &rgb[(r * cols + c) * 3..][..3];
        let changed =
            |r: usize, c: usize| -> i32 { px(r, c).iter().map(|&v| (v as i32 - 100).abs()).sum() };
        let (mut best, mut at) = (0, (0, 0));
        for r in 0..rows {
            for c in 0..cols {
                if changed(r, c) > best {
                    (best, at) = (changed(r, c), (r, c));
                }
            }
        }
        assert!(
            (104..108).contains(&at.0) && (38..42).contains(&at.1),
            "{at:?}"
        );
        assert!(
            px(at.0, at.1)[0] > 180,
            "warm at the peak: {:?}",
            px(at.0, at.1)
        );
        // The colour fades with the map over about two map pixels (five screen pixels).
        assert_eq!(px(at.0, at.1 + 6), &[100, 100, 100][..]);
        assert_eq!(px(10, 10), &[100, 100, 100][..]);
        assert_eq!(px(200, 150), &[100, 100, 100][..]);
    }
}
