//! The page's fixtures of what the view computes and the app draws (the policies, a capped
//! series, the live settings' values as text, the saliency overlay), which the page's unit
//! tests compute again and compare.

use super::*;
use crate::view::{policy, Series};

#[test]
fn the_pages_view_fixture_is_what_the_view_computes() {
    // The policies the Q-value panels show: softmax(Q / T), with large Q-values and a
    // temperature that is not positive (then 1).
    let cases: [(&[f32], f64); 5] = [
        (&[1.0, 2.0, 3.0], 0.5),
        (&[0.25, -1.5, 4.0, 4.0, 0.0, -0.75], 1.0),
        (&[1000.0, 999.0], 0.05),
        (&[0.5, 0.5], 0.0),
        (&[-3.0, 2.5, 0.125, 7.0], 10.0),
    ];
    let policies: Vec<serde_json::Value> = cases
        .iter()
        .map(|(q, t)| serde_json::json!({ "q": q, "temperature": t, "policy": policy(q, *t) }))
        .collect();
    // A capped series after 2.5 caps of points: how many it keeps and which x.
    let pushes = SERIES_CAP * 5 / 2;
    let mut series = Series::default();
    for i in 0..pushes {
        series.push(i as f64, -(i as f64));
    }
    let xs: Vec<f64> = series.points().iter().map(|p| p.x).collect();
    // Each live setting's values as the controls and markers write them: its ends, a value
    // inside, and off where it may be.
    let live: Vec<serde_json::Value> = crate::config::LIVE_SETTINGS
        .iter()
        .flat_map(|s| {
            let (lo, hi) = s.range;
            let mut values = vec![
                Some(lo),
                Some(hi),
                Some(if s.integer {
                    (lo + hi).round() / 2.0
                } else {
                    lo + (hi - lo) / 3.0
                }),
            ];
            if s.optional {
                values.push(None);
            }
            values.into_iter().map(move |v| {
                let p = (s.make)(v);
                serde_json::json!({
                    "name": s.name,
                    "param": p,
                    "text": s.format(p.number()),
                    "marker": p.marker(),
                    "in_range": p.in_range(),
                })
            })
        })
        .collect();
    let json = serde_json::to_string_pretty(&serde_json::json!({
        "live": live,
        "policies": policies,
        "series": {
            "cap": SERIES_CAP,
            "pushes": pushes,
            "len": xs.len(),
            "head": &xs[..8],
            "tail": &xs[xs.len() - 8..],
            "sum": xs.iter().sum::<f64>(),
        },
    }))
    .unwrap()
        + "\n";
    check_or_bless("web/test/fixtures/view.json", &json);
}

#[test]
fn the_pages_overlay_and_maps_fixture_is_what_the_app_draws_and_the_server_sends() {
    use crate::protocol::{Agreement, SaliencyFrame};
    use crate::remote::wire::page::{maps_bytes, MAPS_HEADER};
    use crate::saliency::{overlay, Map, SIDE};
    // Two maps of one blob each, as the map worker sends them (bytes, 255 at the maximum).
    let blob = |cy: f32, cx: f32, sigma: f32| {
        let values = (0..SIDE * SIDE)
            .map(|i| {
                let (r, c) = ((i / SIDE) as f32, (i % SIDE) as f32);
                (-((r - cy).powi(2) + (c - cx).powi(2)) / (2.0 * sigma * sigma)).exp()
            })
            .collect();
        Map { values }.to_bytes()
    };
    let (a, b) = (blob(30.0, 20.0, 6.0), blob(50.0, 60.0, 9.0));
    let (ma, mb) = (
        Map::from_bytes(&a).expect("84 x 84"),
        Map::from_bytes(&b).expect("84 x 84"),
    );
    // A screen the page makes alike: byte i is (7 i) mod 256.
    let screen: Vec<u8> = (0..210 * 160 * 3).map(|i| (i * 7 % 256) as u8).collect();
    let colours = ([173, 216, 230], [255, 170, 60]);
    let mut one = screen.clone();
    overlay::blend(&mut one, (210, 160), &ma, 0.7);
    let mut diff = screen.clone();
    overlay::blend_difference(&mut diff, (210, 160), (&ma, &mb), colours, 0.8);
    // Every 13th pixel's RGB.
    let every = 13;
    let pick = |img: &[u8]| -> Vec<u8> {
        (0..210 * 160)
            .step_by(every)
            .flat_map(|p| img[3 * p..3 * p + 3].to_vec())
            .collect()
    };
    // A maps message with both maps: its header; the page rebuilds the rest from the
    // screen above and the two maps.
    let frame = SaliencyFrame {
        global_step: 123_456,
        actor: Actor::Preview,
        method: crate::protocol::SaliencyMethod::Perturbation,
        rgb: screen.clone(),
        student: Some(a.clone()),
        teacher: Some(b.clone()),
        agreement: Some(Agreement {
            rank_correlation: -0.125,
            top_overlap: 0.375,
        }),
        ms: 41.5,
    };
    let message = maps_bytes(&frame);
    let json = serde_json::to_string(&serde_json::json!({
        "a": a,
        "b": b,
        "opacity": 0.7,
        "difference_opacity": 0.8,
        "colours": [colours.0, colours.1],
        "every": every,
        "blend": pick(&one),
        "difference": pick(&diff),
        "maps_header": &message[..MAPS_HEADER],
        "maps": {
            "global_step": 123_456, "actor": "Preview", "method": "Perturbation",
            "rank_correlation": -0.125, "top_overlap": 0.375, "ms": 41.5,
            "length": message.len(),
        },
    }))
    .unwrap()
        + "\n";
    check_or_bless("web/test/fixtures/overlay.json", &json);
}
