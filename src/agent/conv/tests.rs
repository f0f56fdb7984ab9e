use super::*;
use candle_core::{Device, Var};

/// A tensor of `shape` with values in [-0.5, 0.5) drawn from `seed`.
pub(in crate::agent) fn rand(shape: &[usize], seed: u64) -> Tensor {
    let n: usize = shape.iter().product();
    let mut s = seed;
    let v: Vec<f32> = (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 40) as f32 / (1u64 << 24) as f32) - 0.5
        })
        .collect();
    Tensor::from_vec(v, shape, &Device::Cpu).unwrap()
}

/// The largest absolute difference between two tensors.
pub(crate) fn max_diff(a: &Tensor, b: &Tensor) -> f32 {
    (a - b)
        .unwrap()
        .abs()
        .unwrap()
        .flatten_all()
        .unwrap()
        .max(0)
        .unwrap()
        .to_scalar()
        .unwrap()
}

#[test]
fn forward_and_gradients_equal_candles_convolution() {
    // (batch, cin, size, cout, k, stride, pad): the shapes of both networks' layers, a strided
    // kernel of another width (the unfold by pixel for any width), and the shifted GEMMs for
    // another stride and for a kernel as wide as its stride.
    for (b, cin, hw, cout, k, s, p) in [
        (3, 4, 84, 32, 8, 4, 0),
        (3, 3, 20, 6, 10, 5, 0),
        (2, 3, 16, 5, 4, 4, 0),
        (2, 32, 20, 64, 4, 2, 0),
        (2, 3, 17, 8, 5, 3, 0),
        (2, 64, 9, 64, 3, 1, 0),
        (3, 4, 84, 16, 3, 1, 1),
        (2, 16, 21, 32, 3, 1, 1),
        (1, 32, 11, 32, 3, 1, 1),
    ] {
        let x = Var::from_tensor(&rand(&[b, cin, hw, hw], 1)).unwrap();
        let w = Var::from_tensor(&rand(&[cout, cin, k, k], 2)).unwrap();
        let ours = conv2d(&x, &w, s, p).unwrap();
        let theirs = x.conv2d(&w, p, s, 1, 1).unwrap();
        assert!(max_diff(&ours, &theirs) < 1e-4, "forward {cin}x{hw} k{k}");
        // A loss that weighs each output differently.
        let weights = rand(ours.dims(), 3);
        let g1 = (ours * &weights)
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        let g2 = (theirs * &weights)
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        let (dw1, dw2) = (g1.get(&w).unwrap(), g2.get(&w).unwrap());
        let scale = dw2
            .abs()
            .unwrap()
            .flatten_all()
            .unwrap()
            .max(0)
            .unwrap()
            .to_scalar::<f32>()
            .unwrap();
        assert!(
            max_diff(dw1, dw2) < 1e-4 * scale.max(1.0),
            "weight grad {cin}x{hw} k{k}"
        );
        let (dx1, dx2) = (g1.get(&x).unwrap(), g2.get(&x).unwrap());
        assert!(max_diff(dx1, dx2) < 1e-4, "input grad {cin}x{hw} k{k}");
    }
}

#[test]
fn fused_bias_and_input_relu_equal_candles_operations() {
    for (b, cin, hw, cout, k, s, p, relu) in [
        (3, 4, 84, 16, 3, 1, 1, false),
        (2, 16, 42, 16, 3, 1, 1, true),
        (2, 32, 11, 32, 3, 1, 1, true),
        (2, 32, 20, 64, 4, 2, 0, true),
        (2, 4, 36, 8, 8, 4, 0, false),
        (3, 4, 36, 8, 8, 4, 0, true),
    ] {
        let x = Var::from_tensor(&rand(&[b, cin, hw, hw], 1)).unwrap();
        let w = Var::from_tensor(&rand(&[cout, cin, k, k], 2)).unwrap();
        let bias = Var::from_tensor(&rand(&[cout], 4)).unwrap();
        let ours = conv2d_bias(&x, &w, &bias, s, p, relu, Default::default()).unwrap();
        let input = if relu {
            x.relu().unwrap()
        } else {
            x.as_tensor().clone()
        };
        let theirs = input
            .conv2d(&w, p, s, 1, 1)
            .unwrap()
            .broadcast_add(&bias.reshape((1, cout, 1, 1)).unwrap())
            .unwrap();
        assert!(
            max_diff(&ours, &theirs) < 1e-4,
            "forward {cin}x{hw} relu {relu}"
        );
        let weights = rand(ours.dims(), 3);
        let loss = |y: Tensor| (y * &weights).unwrap().sum_all().unwrap();
        let g1 = loss(ours).backward().unwrap();
        let g2 = loss(theirs).backward().unwrap();
        for (what, v) in [("x", &x), ("w", &w), ("bias", &bias)] {
            let (a, b) = (g1.get(v).unwrap(), g2.get(v).unwrap());
            let scale = b
                .abs()
                .unwrap()
                .flatten_all()
                .unwrap()
                .max(0)
                .unwrap()
                .to_scalar::<f32>()
                .unwrap();
            assert!(
                max_diff(a, b) < 1e-4 * scale.max(1.0),
                "{what} grad {cin}x{hw} k{k} relu {relu}"
            );
        }
    }
}

#[test]
fn the_input_relu_passes_no_gradient_at_zero_like_pytorch() {
    // PyTorch's ReLU gradient is 0 where the input is 0 (candle's passes it).
    let x = Var::from_tensor(
        &Tensor::zeros((1, 1, 3, 3), candle_core::DType::F32, &Device::Cpu).unwrap(),
    )
    .unwrap();
    let w = Var::from_tensor(&rand(&[1, 1, 3, 3], 2)).unwrap();
    let bias = Var::from_tensor(&rand(&[1], 4)).unwrap();
    let g = conv2d_bias(&x, &w, &bias, 1, 1, true, Default::default())
        .unwrap()
        .sum_all()
        .unwrap()
        .backward()
        .unwrap();
    let dx = g
        .get(&x)
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1::<f32>()
        .unwrap();
    assert_eq!(dx, vec![0.0; 9]);
    let db = g.get(&bias).unwrap().to_vec1::<f32>().unwrap();
    assert_eq!(db, vec![9.0]);
}

#[test]
fn no_input_gradient_for_a_constant_input() {
    let x = rand(&[2, 4, 84, 84], 1);
    let w = Var::from_tensor(&rand(&[8, 4, 8, 8], 2)).unwrap();
    let g = conv2d(&x, &w, 4, 0)
        .unwrap()
        .sum_all()
        .unwrap()
        .backward()
        .unwrap();
    assert!(g.get(&w).is_some());
    assert!(g.get(&x).is_none());
}
