use super::super::conv::tests::{max_diff, rand};
use super::*;
use candle_core::{Device, Var};

#[test]
fn forward_and_gradients_equal_candles_operations() {
    for (batch, input, out, relu) in [
        (32, 3872, 256, true),
        (32, 3136, 513, false),
        (5, 256, 4, true),
        (3, 7, 2, false),
        (1, 3136, 512, true),
        (16, 100, 37, false),
        (17, 100, 37, true),
    ] {
        let x = Var::from_tensor(&rand(&[batch, input], 1)).unwrap();
        let w = Var::from_tensor(&rand(&[out, input], 2)).unwrap();
        let b = Var::from_tensor(&rand(&[out], 3)).unwrap();
        let ours = linear(&x, &w, &b, relu).unwrap();
        let input_t = if relu {
            x.relu().unwrap()
        } else {
            x.as_tensor().clone()
        };
        let theirs = input_t
            .matmul(&w.t().unwrap())
            .unwrap()
            .broadcast_add(&b)
            .unwrap();
        assert!(max_diff(&ours, &theirs) < 1e-4, "forward {input}->{out}");
        let weights = rand(ours.dims(), 4);
        let loss = |y: Tensor| (y * &weights).unwrap().sum_all().unwrap();
        let (g1, g2) = (
            loss(ours).backward().unwrap(),
            loss(theirs).backward().unwrap(),
        );
        for (what, v) in [("x", &x), ("w", &w), ("b", &b)] {
            let (a, b) = (g1.get(v).unwrap(), g2.get(v).unwrap());
            assert_eq!(a.dims(), b.dims());
            assert!(max_diff(a, b) < 1e-4, "{what} grad {input}->{out}");
        }
    }
}

#[test]
fn the_input_relu_passes_no_gradient_at_zero() {
    let x = Var::from_tensor(&Tensor::new(&[[0f32, -1.0, 2.0]], &Device::Cpu).unwrap()).unwrap();
    let w = Var::from_tensor(&Tensor::new(&[[1f32, 1.0, 1.0]], &Device::Cpu).unwrap()).unwrap();
    let b = Var::from_tensor(&Tensor::new(&[0.5f32], &Device::Cpu).unwrap()).unwrap();
    let y = linear(&x, &w, &b, true).unwrap();
    assert_eq!(y.to_vec2::<f32>().unwrap(), vec![vec![2.5]]);
    let g = y.sum_all().unwrap().backward().unwrap();
    assert_eq!(
        g.get(&x).unwrap().to_vec2::<f32>().unwrap(),
        vec![vec![0.0, 0.0, 1.0]]
    );
    assert_eq!(
        g.get(&w).unwrap().to_vec2::<f32>().unwrap(),
        vec![vec![0.0, 0.0, 2.0]]
    );
    assert_eq!(g.get(&b).unwrap().to_vec1::<f32>().unwrap(), vec![1.0]);
}
