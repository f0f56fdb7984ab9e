//! Winograd's three passes against an f64 reference, and their errors against the im2col
//! path's.

use super::super::geometry::Geometry;
use super::super::kernels;
use super::*;

/// Values in [-0.5, 0.5) from `seed`.
fn values(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 40) as f32 / (1u64 << 24) as f32) - 0.5
        })
        .collect()
}

/// The three passes in f64: the output, the input gradient (masked if `relu`) and the weight
/// gradient of `sum(out * dy)`, for a 3x3 stride-1 padding-1 convolution of `act(x)`.
struct Reference {
    y: Vec<f64>,
    dx: Vec<f64>,
    dw: Vec<f64>,
}

// Indices as in the convolution's formula, one loop per index.
#[allow(clippy::needless_range_loop)]
fn reference(
    g: &Geometry,
    x: &[f32],
    w: &[f32],
    bias: &[f32],
    dy: &[f32],
    relu: bool,
) -> Reference {
    let (h, wd) = (g.h as isize, g.w as isize);
    let act = |v: f32| if relu { v.max(0.0) as f64 } else { v as f64 };
    let mut y = vec![0f64; g.batch * g.cout * g.h * g.w];
    let mut dx = vec![0f64; x.len()];
    let mut dw = vec![0f64; w.len()];
    for b in 0..g.batch {
        for co in 0..g.cout {
            for oy in 0..h {
                for ox in 0..wd {
                    let o = ((b * g.cout + co) * g.h + oy as usize) * g.w + ox as usize;
                    let mut sum = bias[co] as f64;
                    for ci in 0..g.cin {
                        for ky in 0..3isize {
                            for kx in 0..3isize {
                                let (iy, ix) = (oy + ky - 1, ox + kx - 1);
                                if iy < 0 || ix < 0 || iy >= h || ix >= wd {
                                    continue;
                                }
                                let i = ((b * g.cin + ci) * g.h + iy as usize) * g.w + ix as usize;
                                let k = ((co * g.cin + ci) * 3 + ky as usize) * 3 + kx as usize;
                                sum += act(x[i]) * w[k] as f64;
                                dx[i] += dy[o] as f64 * w[k] as f64;
                                dw[k] += dy[o] as f64 * act(x[i]);
                            }
                        }
                    }
                    y[o] = sum;
                }
            }
        }
    }
    if relu {
        for (d, &v) in dx.iter_mut().zip(x) {
            if v <= 0.0 {
                *d = 0.0;
            }
        }
    }
    Reference { y, dx, dw }
}

/// The largest error relative to the reference's largest magnitude.
fn error(got: &[f32], want: &[f64]) -> f64 {
    assert_eq!(got.len(), want.len());
    let scale = want.iter().fold(0f64, |m, v| m.max(v.abs())).max(1e-30);
    got.iter()
        .zip(want)
        .fold(0f64, |m, (&a, &b)| m.max((a as f64 - b).abs()))
        / scale
}

/// (forward, input gradient, weight gradient) errors of the path this thread takes.
fn errors(
    g: &Geometry,
    x: &[f32],
    w: &[f32],
    bias: &[f32],
    dy: &[f32],
    relu: bool,
    r: &Reference,
) -> [f64; 3] {
    let y = kernels::forward(g, x, w, Some(bias), relu);
    let dx = kernels::input_grad(g, w, dy, relu.then_some(x));
    let dw = kernels::weight_grad(g, x, dy, relu);
    [error(&y, &r.y), error(&dx, &r.dx), error(&dw, &r.dw)]
}

#[test]
fn winograd_is_as_accurate_as_im2col_on_every_impala_shape() {
    // The IMPALA layers Winograd takes (42, 21 and 11 pixels; 16 and 32 channels, the odd
    // sides with a half tile at the edge), and a small odd image with more channels.
    for (batch, cin, hw, cout, relu) in [
        (2, 16, 42, 16, true),
        (2, 16, 42, 32, false),
        (3, 32, 21, 32, true),
        (2, 32, 11, 32, true),
        (1, 32, 21, 32, false),
        (2, 48, 5, 16, true),
    ] {
        let g = Geometry::new(&[batch, cin, hw, hw], &[cout, cin, 3, 3], 1, 1).unwrap();
        assert!(applies(&g) && kernels_take_winograd(&g));
        let x = values(batch * cin * hw * hw, 1);
        let w: Vec<f32> = values(cout * cin * 9, 2)
            .iter()
            .map(|v| v / (cin as f32).sqrt())
            .collect();
        let bias = values(cout, 3);
        let dy = values(batch * cout * hw * hw, 4);
        let r = reference(&g, &x, &w, &bias, &dy, relu);
        let ours = errors(&g, &x, &w, &bias, &dy, relu, &r);
        let im2col = kernels::with_im2col(|| errors(&g, &x, &w, &bias, &dy, relu, &r));
        // The table in docs/learning-core.md (`--nocapture`).
        println!("| {cin} -> {cout}, {hw}x{hw}, ReLU {relu} | {:.2e} / {:.2e} | {:.2e} / {:.2e} | {:.2e} / {:.2e} |", ours[0], im2col[0], ours[1], im2col[1], ours[2], im2col[2]);
        for (pass, (a, b)) in ["forward", "input gradient", "weight gradient"]
            .iter()
            .zip(ours.iter().zip(im2col))
        {
            // Within twice im2col's error (and a floor of a few units in the last place of
            // f32, where im2col happens to be exact).
            assert!(
                *a <= 2.0 * b + 4.0 * f32::EPSILON as f64,
                "{pass} of {cin}x{hw}x{hw} -> {cout}: Winograd {a:e} against im2col {b:e}"
            );
            assert!(*a < 1e-5, "{pass} of {cin}x{hw} -> {cout}: {a:e}");
        }
    }
}

/// Whether the kernels dispatch `g` to Winograd on this thread.
fn kernels_take_winograd(g: &Geometry) -> bool {
    let x = values(g.batch * g.image_len(), 5);
    let w = values(g.cout * g.cin * 9, 6);
    let a = kernels::forward(g, &x, &w, None, false);
    let b = forward(g, &x, &w, None, false);
    a.iter().zip(&b).all(|(p, q)| p.to_bits() == q.to_bits())
}

#[test]
fn a_batch_of_one_gives_each_image_what_the_batch_gives_it() {
    // Chunks are shared between threads whatever the batch: every image's output must not
    // depend on its neighbours or on how its rows were split.
    let g = Geometry::new(&[3, 16, 21, 21], &[16, 16, 3, 3], 1, 1).unwrap();
    let x = values(3 * 16 * 21 * 21, 7);
    let w = values(16 * 16 * 9, 8);
    let bias = values(16, 9);
    let all = forward(&g, &x, &w, Some(&bias), true);
    let one = Geometry { batch: 1, ..g };
    for b in 0..3 {
        let single = forward(
            &one,
            &x[b * g.image_len()..(b + 1) * g.image_len()],
            &w,
            Some(&bias),
            true,
        );
        assert_eq!(
            single,
            all[b * g.image_len()..(b + 1) * g.image_len()],
            "image {b}"
        );
    }
}

#[test]
fn the_weight_gradient_is_the_same_on_every_run() {
    let g = Geometry::new(&[8, 32, 11, 11], &[32, 32, 3, 3], 1, 1).unwrap();
    let x = values(8 * 32 * 121, 10);
    let dy = values(8 * 32 * 121, 11);
    let first = weight_grad(&g, &x, &dy, true);
    for _ in 0..5 {
        let again = weight_grad(&g, &x, &dy, true);
        assert!(first
            .iter()
            .zip(&again)
            .all(|(a, b)| a.to_bits() == b.to_bits()));
    }
}

#[test]
fn the_kernel_transform_and_its_gradient_are_adjoint() {
    // <G g G^T, dU> = <g, G^T dU G> for any g and dU: the weight gradient's last step is the
    // transpose of the forward's first.
    let g = values(9, 12);
    let du: Vec<f32> = values(16, 13);
    let du: [f32; 16] = du.try_into().unwrap();
    let mut u = [0f32; 16];
    transform::kernel(&g, &mut u);
    let mut dg = [0f32; 9];
    transform::kernel_grad(&du, &mut dg);
    let left: f64 = u.iter().zip(&du).map(|(a, b)| *a as f64 * *b as f64).sum();
    let right: f64 = g.iter().zip(&dg).map(|(a, b)| *a as f64 * *b as f64).sum();
    assert!((left - right).abs() < 1e-6, "{left} against {right}");
}
