use super::*;
use crate::agent::{Arch, QNetwork};
use candle_core::{Device, Tensor};
use rand::{Rng, SeedableRng};

fn random_obs(seed: u64) -> Vec<u8> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    (0..FRAMES * SIDE * SIDE)
        .map(|_| rng.random::<u8>())
        .collect()
}

/// Two Q-values: the first is the sum of the pixels of rows 40..50, columns 20..30 (of every
/// frame), the second 0: a network that looks at that square only.
fn square_q(x: &Tensor) -> candle_core::Result<Tensor> {
    let region = x.narrow(2, 40, 10)?.narrow(3, 20, 10)?;
    let first = region.sum((1, 2, 3))?.affine(1e-3, 0.0)?;
    let second = first.zeros_like()?;
    Tensor::stack(&[first, second], 1)
}

fn inside(map: &Map, rows: std::ops::Range<usize>, cols: std::ops::Range<usize>) -> f32 {
    let mut s = 0.0;
    for r in rows {
        for c in cols.clone() {
            s += map.values[r * SIDE + c];
        }
    }
    s
}

#[test]
fn both_maps_of_a_network_that_looks_at_one_square_peak_there() {
    let obs = random_obs(1);
    let g = gradient_map(square_q, &obs, &Device::Cpu).unwrap();
    for r in 0..SIDE {
        for c in 0..SIDE {
            let want = if (40..50).contains(&r) && (20..30).contains(&c) {
                4e-3
            } else {
                0.0
            };
            assert!((g.values[r * SIDE + c] - want).abs() < 1e-9, "({r}, {c})");
        }
    }
    let p = perturbation_map(
        square_q,
        &obs,
        Target::ChosenQ,
        &Perturbation::default(),
        &Device::Cpu,
    )
    .unwrap();
    let (r, c) = p.peak();
    assert!(
        (38..52).contains(&r) && (18..32).contains(&c),
        "peak at ({r}, {c})"
    );
    let total: f32 = p.values.iter().sum();
    assert!(
        inside(&p, 25..65, 5..45) > 0.95 * total,
        "the mass is near the square"
    );
}

/// A Nature network whose Q-values read only the middle cell (3, 3) of its last 7x7
/// convolution: they depend on the input's rows and columns 24..60 alone (that cell's
/// receptive field) and on nothing else.
fn centre_network() -> QNetwork {
    let net = QNetwork::new(Arch::Nature, 4, 3, &Device::Cpu).unwrap();
    for p in net.params() {
        if p.name == "network.7.weight" {
            let w = p.var.as_tensor().to_vec2::<f32>().unwrap();
            let kept: Vec<f32> = w
                .iter()
                .flat_map(|row| {
                    row.iter().enumerate().map(|(i, v)| {
                        // The flattened (channel, row, column) of a 64 x 7 x 7 map.
                        if i % 49 == 3 * 7 + 3 {
                            *v * 20.0
                        } else {
                            0.0
                        }
                    })
                })
                .collect();
            let t = Tensor::from_vec(kept, (w.len(), w[0].len()), &Device::Cpu).unwrap();
            p.var.set(&t).unwrap();
        }
    }
    net
}

#[test]
fn both_maps_of_a_real_network_stay_in_what_it_reads() {
    let net = centre_network();
    let obs = random_obs(2);
    let q = |x: &Tensor| net.forward(x);
    let g = gradient_map(q, &obs, &Device::Cpu).unwrap();
    let total: f32 = g.values.iter().sum();
    assert!(total > 0.0, "the network depends on its input");
    assert_eq!(
        inside(&g, 24..60, 24..60),
        total,
        "no gradient outside the field"
    );
    let (r, c) = g.peak();
    assert!((24..60).contains(&r) && (24..60).contains(&c));
    let p = perturbation_map(
        q,
        &obs,
        Target::Policy { temperature: 0.1 },
        &Perturbation::default(),
        &Device::Cpu,
    )
    .unwrap();
    let (r, c) = p.peak();
    assert!(
        (20..64).contains(&r) && (20..64).contains(&c),
        "peak at ({r}, {c})"
    );
    // The far corners, beyond the mask's reach of the field, score nothing.
    assert!(inside(&p, 0..5, 0..5) < 1e-6 * p.values.iter().sum::<f32>().max(1e-30) + 1e-12);
}

#[test]
fn the_perturbation_map_is_a_slow_references_on_a_small_case() {
    let net = QNetwork::new(Arch::Nature, 6, 7, &Device::Cpu).unwrap();
    let obs = random_obs(3);
    let p = Perturbation {
        stride: 30,
        batch: 2,
        ..Perturbation::default()
    };
    let temperature = 0.5;
    let map = perturbation_map(
        |x: &Tensor| net.forward(x),
        &obs,
        Target::Policy { temperature },
        &p,
        &Device::Cpu,
    )
    .unwrap();
    // The reference: one observation at a time, the mask and the blend written out, the
    // policy by hand.
    let softmax = |q: &[f32]| -> Vec<f64> {
        let m = q.iter().cloned().fold(f32::MIN, f32::max) as f64;
        let e: Vec<f64> = q
            .iter()
            .map(|&v| ((v as f64 - m) / temperature).exp())
            .collect();
        let s: f64 = e.iter().sum();
        e.iter().map(|v| v / s).collect()
    };
    let forward = |x: Vec<f32>| -> Vec<f32> {
        let t = Tensor::from_vec(x, (1, FRAMES, SIDE, SIDE), &Device::Cpu).unwrap();
        net.forward(&t)
            .unwrap()
            .get(0)
            .unwrap()
            .to_vec1::<f32>()
            .unwrap()
    };
    let pixels: Vec<f32> = obs.iter().map(|&b| b as f32).collect();
    let blurred: Vec<Vec<f32>> = pixels
        .chunks(SIDE * SIDE)
        .map(|f| image::gaussian_blur(f, SIDE, SIDE, 3.0))
        .collect();
    let before = softmax(&forward(pixels.clone()));
    let points = [0usize, 30, 60];
    let mut grid = [[0f32; 3]; 3];
    for (gi, &cy) in points.iter().enumerate() {
        for (gj, &cx) in points.iter().enumerate() {
            let mut x = pixels.clone();
            for (f, blur) in blurred.iter().enumerate() {
                for r in 0..SIDE {
                    for c in 0..SIDE {
                        let d2 = (r as f64 - cy as f64).powi(2) + (c as f64 - cx as f64).powi(2);
                        let m = (-d2 / 50.0).exp() as f32;
                        let i = f * SIDE * SIDE + r * SIDE + c;
                        x[i] = pixels[i] * (1.0 - m) + blur[r * SIDE + c] * m;
                    }
                }
            }
            let after = softmax(&forward(x));
            let d: f64 = before
                .iter()
                .zip(&after)
                .map(|(a, b)| (a - b).powi(2))
                .sum();
            grid[gi][gj] = (0.5 * d) as f32;
        }
    }
    let close = |a: f32, b: f32| (a - b).abs() <= 1e-6 + 1e-3 * b.abs();
    for (gi, &cy) in points.iter().enumerate() {
        for (gj, &cx) in points.iter().enumerate() {
            let got = map.values[cy * SIDE + cx];
            assert!(
                close(got, grid[gi][gj]),
                "({cy}, {cx}): {got} vs {}",
                grid[gi][gj]
            );
        }
    }
    // Between points, the straight line; past the last, the last.
    let mid = map.values[15 * SIDE + 60];
    assert!(close(mid, 0.5 * (grid[0][2] + grid[1][2])), "{mid}");
    assert!(close(map.values[83 * SIDE + 83], grid[2][2]));
    assert!(
        grid.iter().flatten().any(|v| *v > 0.0),
        "the reference measured nothing"
    );
}

#[test]
fn an_observation_of_the_wrong_size_is_an_error() {
    let e = gradient_map(square_q, &[0u8; 100], &Device::Cpu).unwrap_err();
    assert!(e.to_string().contains("28,224"), "{e}");
}
