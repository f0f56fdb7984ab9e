use super::*;

#[test]
fn tick_labels_are_short() {
    assert_eq!(tick_label(250_000.0), "250k");
    assert_eq!(tick_label(1_500_000.0), "1.5M");
    assert_eq!(tick_label(-20.0), "-20");
    assert_eq!(tick_label(0.25), "0.25");
    assert_eq!(tick_label(0.0), "0");
}

#[test]
fn the_legend_goes_where_it_hides_the_fewest_points() {
    let plot = (80.0, 50.0, 900.0, 500.0);
    // Nothing drawn: top left.
    assert_eq!(legend_origin(plot, (150.0, 70.0), &[]), (92.0, 60.0));
    // A curve along the top and one along the bottom (a taught student high, a student
    // from scratch low): the middle of the left side.
    let ink: Vec<(f32, f32)> = (0..300)
        .flat_map(|i| {
            [
                (80.0 + 3.0 * i as f32, 70.0),
                (80.0 + 3.0 * i as f32, 520.0),
            ]
        })
        .collect();
    let (x, y) = legend_origin(plot, (150.0, 70.0), &ink);
    assert_eq!((x, y), (92.0, 50.0 + (500.0 - 70.0) / 2.0));
    // Ink only at the top left: the top right.
    let ink: Vec<(f32, f32)> = (0..50).map(|i| (90.0 + i as f32, 70.0)).collect();
    assert_eq!(legend_origin(plot, (150.0, 70.0), &ink), (818.0, 60.0));
}

fn count(rgb: &[u8], c: Rgb) -> usize {
    rgb.chunks_exact(3).filter(|p| **p == c).count()
}

#[test]
fn curves_lines_markers_and_legend_are_drawn() {
    // A curve rising along the diagonal from the bottom left: the top left is free.
    let chart = LineChart {
        title: "returns".into(),
        x_label: "step".into(),
        y_label: "return".into(),
        series: vec![LineSeries {
            label: "run".into(),
            color: PALETTE[0],
            points: (0..50).map(|k| (k as f64 * 1000.0, k as f64)).collect(),
        }],
        hlines: vec![HLine {
            label: "teacher".into(),
            color: [255, 140, 0],
            y: 40.0,
        }],
        markers: vec![Marker {
            text: "80%".into(),
            color: PALETTE[2],
            at: (30_000.0, 30.0),
        }],
        bands: vec![],
        y_range: None,
    };
    let (w, h) = (600, 400);
    let rgb = chart.render(w, h).unwrap();
    assert_eq!(rgb.len(), w * h * 3);
    assert!(count(&rgb, PALETTE[0]) > 300, "{}", count(&rgb, PALETTE[0]));
    assert!(count(&rgb, [255, 140, 0]) > 200);
    assert!(count(&rgb, PALETTE[2]) > 40, "the marker");
    // The legend box's background, top left of the plot; the bottom right is plain.
    let legend = count(&rgb, [250, 250, 250]);
    assert!(legend > 1000, "{legend}");
    let at = |x: usize, y: usize| &rgb[(y * w + x) * 3..][..3];
    let found = (60..200).any(|y| (60..200).any(|x| at(x, y) == [250, 250, 250]));
    assert!(found, "the legend is at the top left");

    // An empty chart is still a chart.
    let empty = LineChart {
        series: vec![],
        hlines: vec![],
        markers: vec![],
        ..chart
    };
    assert_eq!(empty.render(200, 150).unwrap().len(), 200 * 150 * 3);

    // A band is shaded in a light tint of its colour, beneath its line.
    let banded = LineChart {
        title: String::new(),
        x_label: String::new(),
        y_label: String::new(),
        series: vec![LineSeries {
            label: "profile".into(),
            color: PALETTE[1],
            points: vec![(0.0, 0.5), (1.0, 0.5)],
        }],
        hlines: vec![],
        markers: vec![],
        bands: vec![Band {
            color: PALETTE[1],
            points: vec![(0.0, 0.2, 0.8), (1.0, 0.2, 0.8)],
        }],
        y_range: Some((0.0, 1.0)),
    };
    let rgb = banded.render(w, h).unwrap();
    let tint = |p: &[u8]| p[0] > 240 && p[1] > 195 && p[1] < 225 && p[2] > 195 && p[2] < 225;
    let tinted = rgb.chunks_exact(3).filter(|p| tint(p)).count();
    assert!(tinted > 20_000, "{tinted}");
}
