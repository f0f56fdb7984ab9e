use super::*;
use candle_core::{Device, Var};

#[test]
fn a_large_parameter_steps_in_parallel_exactly_as_small_ones_step_alone() {
    // One parameter large enough for the parallel passes, and the same values as small
    // parameters (each stepped on one thread): every value must come out the same.
    let n = 5 * CHUNK + 123;
    let values = super::super::conv::tests::rand(&[n], 7);
    let grads = super::super::conv::tests::rand(&[n], 8);
    let big = Var::from_tensor(&values).unwrap();
    let small: Vec<Var> = (0..n)
        .step_by(CHUNK)
        .map(|at| Var::from_tensor(&values.narrow(0, at, CHUNK.min(n - at)).unwrap()).unwrap())
        .collect();
    let param = |(i, var): (usize, &Var)| Param {
        name: format!("p{i}"),
        var: var.clone(),
    };
    let mut one = Adam::new(vec![param((0, &big))], AdamConfig::default()).unwrap();
    let mut many = Adam::new(
        small.iter().enumerate().map(param).collect(),
        AdamConfig::default(),
    )
    .unwrap();
    for step in 1..=3 {
        let g = (&grads * step as f64).unwrap();
        let grads_big = (big.as_tensor() * &g)
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        one.step(&grads_big).unwrap();
        let mut loss = Tensor::zeros((), candle_core::DType::F32, &Device::Cpu).unwrap();
        for (k, var) in small.iter().enumerate() {
            let at = k * CHUNK;
            let gk = g.narrow(0, at, CHUNK.min(n - at)).unwrap();
            loss = (loss + (var.as_tensor() * gk).unwrap().sum_all().unwrap()).unwrap();
        }
        many.step(&loss.backward().unwrap()).unwrap();
    }
    let parts: Vec<Tensor> = small.iter().map(|v| v.as_tensor().clone()).collect();
    let joined = Tensor::cat(&parts, 0).unwrap().to_vec1::<f32>().unwrap();
    let stepped = big.as_tensor().to_vec1::<f32>().unwrap();
    assert_ne!(stepped, values.to_vec1::<f32>().unwrap());
    assert_eq!(stepped, joined);
}

#[test]
fn the_vectorised_passes_give_the_baselines_values_bit_for_bit() {
    // Odd lengths, so that the vector loops' tails run too; values across magnitudes.
    let n = 1000 + 13;
    let at = |seed: u64| {
        super::super::conv::tests::rand(&[n], seed)
            .to_vec1::<f32>()
            .unwrap()
    };
    let (p, m, v, g) = (
        at(1),
        at(2),
        at(3).iter().map(|x| x * x).collect::<Vec<_>>(),
        at(4),
    );
    let (mut m1, mut m2) = (m.clone(), m.clone());
    first_moment(&mut m1, &g, 0.9);
    first_moment_wide(&mut m2, &g, 0.9);
    assert_eq!(m1, m2);
    let (mut v1, mut v2) = (v.clone(), v.clone());
    second_moment(&mut v1, &g, 0.999);
    second_moment_wide(&mut v2, &g, 0.999);
    assert_eq!(v1, v2);
    let (mut p1, mut p2) = (p.clone(), p.clone());
    step(&mut p1, &m1, &v1, 1e-3, 0.03, 1e-8);
    step_wide(&mut p2, &m2, &v2, 1e-3, 0.03, 1e-8);
    assert_eq!(p1, p2);
    assert_ne!(p1, p, "the step moved the parameters");
}

#[test]
#[allow(clippy::excessive_precision)]
fn three_steps_match_pytorch() {
    // torch.optim.Adam([p], lr=1e-3) with these gradients, printed by PyTorch 2.15.
    let var = Var::new(&[1.0f32, -2.0, 0.5, 0.0], &Device::Cpu).unwrap();
    let params = vec![Param {
        name: "p".into(),
        var: var.clone(),
    }];
    let config = AdamConfig {
        lr: 1e-3,
        ..Default::default()
    };
    let mut adam = Adam::new(params, config).unwrap();
    let steps: [([f32; 4], [f32; 4]); 3] = [
        (
            [0.1, -0.2, 0.3, 1e-9],
            [0.999000013, -1.998999953, 0.499000013, -0.000090909],
        ),
        (
            [0.05, 0.4, -0.3, 0.0],
            [0.998067856, -1.999366045, 0.499052644, -0.000135150],
        ),
        (
            [1.0, 1.0, 1.0, 1.0],
            [0.997353017, -2.000064850, 0.498480380, -0.000773964],
        ),
    ];
    for (g, want) in steps {
        // d/dp sum(p * g) = g
        let g = Tensor::new(&g, &Device::Cpu).unwrap();
        let grads = (var.as_tensor() * g)
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        adam.step(&grads).unwrap();
        let got = var.as_tensor().to_vec1::<f32>().unwrap();
        for (a, b) in got.iter().zip(want) {
            assert!((a - b).abs() < 2e-7, "{got:?} vs {want:?}");
        }
    }
    let (state, step) = adam.state().unwrap();
    assert_eq!((state.len(), step), (2, 3));
}

#[test]
fn the_moments_on_candles_path_keep_no_graph_of_the_step() {
    // A gradient of `w` in `sum(w * x)` with `x` a variable is `x` times the output's
    // gradient, still tracked; moments built from it held every step's graph (all of its
    // activations), and a GPU run ran out of memory after about 400 updates.
    let w = Var::new(&[1.0f32, -2.0, 0.5], &Device::Cpu).unwrap();
    let x = Var::new(&[0.3f32, 0.1, -0.7], &Device::Cpu).unwrap();
    let params = vec![Param {
        name: "w".into(),
        var: w.clone(),
    }];
    let mut adam = Adam::new(params, AdamConfig::default()).unwrap();
    let before = w.as_tensor().to_vec1::<f32>().unwrap();
    for _ in 0..2 {
        let grads = (w.as_tensor() * x.as_tensor())
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        assert!(
            grads.get(&w).unwrap().track_op(),
            "the premise: a tracked gradient"
        );
        crate::agent::with_candle_ops(|| adam.step(&grads)).unwrap();
        assert!(!adam.exp_avg[0].track_op() && !adam.exp_avg_sq[0].track_op());
    }
    // The step itself was taken: each weight moved against its gradient.
    let after = w.as_tensor().to_vec1::<f32>().unwrap();
    for ((a, b), g) in after.iter().zip(&before).zip([0.3f32, 0.1, -0.7]) {
        assert!((a - b) * g < 0.0, "{after:?} from {before:?}");
    }
}

/// Values across magnitudes (`scale` times the tests' uniform draws, some tiny, some zero).
fn spread(n: usize, seed: u64, scale: f32) -> Vec<f32> {
    super::super::conv::tests::rand(&[n], seed)
        .to_vec1::<f32>()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, x)| match i % 7 {
            0 => x * scale * 1e-6,
            1 => 0.0,
            2 => x * scale * 1e3,
            _ => x * scale,
        })
        .collect()
}

#[test]
fn the_gpu_kernels_source_takes_the_cpus_step_bit_for_bit() {
    // update.cu's adam_step_f32, run on the host, against the CPU's passes over several steps
    // (the bias corrections change with each) and two settings; and those passes against
    // Adam::step's own CPU path, so that the reference is what training runs.
    let n = 1000 + 13;
    for config in [
        AdamConfig::default(),
        AdamConfig {
            lr: 6.25e-5,
            beta1: 0.5,
            beta2: 0.9,
            eps: 1.5e-4,
        },
    ] {
        let start = spread(n, 11, 1.0);
        let var = Var::from_slice(&start, n, &Device::Cpu).unwrap();
        let mut adam = Adam::new(
            vec![Param {
                name: "p".into(),
                var: var.clone(),
            }],
            config,
        )
        .unwrap();
        let (mut p, mut m, mut v) = (start.clone(), vec![0f32; n], vec![0f32; n]);
        let (mut hp, mut hm, mut hv) = (p.clone(), m.clone(), v.clone());
        let (mut ip, mut im, mut iv) = (p.clone(), m.clone(), v.clone());
        for t in 1..=4u64 {
            let g = spread(n, 100 + t, 0.5);
            let gt = Tensor::from_slice(&g, n, &Device::Cpu).unwrap();
            let grads = (var.as_tensor() * &gt)
                .unwrap()
                .sum_all()
                .unwrap()
                .backward()
                .unwrap();
            adam.step(&grads).unwrap();
            let s = StepScalars::new(&config, t);
            step_on_cpu(&mut p, &mut m, &mut v, &g, &s);
            use super::super::gpu::host::{adam_step, Numbers};
            adam_step(
                &mut hp,
                &mut hm,
                &mut hv,
                &g,
                Numbers::Arguments(&s.kernel_args()),
            );
            adam_step(
                &mut ip,
                &mut im,
                &mut iv,
                &g,
                Numbers::InMemory(&s.kernel_args()),
            );
            use super::super::gpu::host::assert_same_bits;
            let at = format!("step {t}, {config:?}");
            assert_same_bits(&ip, &p, &format!("in-memory kernel's parameter, {at}"));
            assert_same_bits(&im, &m, &format!("in-memory kernel's first moment, {at}"));
            assert_same_bits(&iv, &v, &format!("in-memory kernel's second moment, {at}"));
            assert_same_bits(&hp, &p, &format!("kernel's parameter, {at}"));
            assert_same_bits(&hm, &m, &format!("kernel's first moment, {at}"));
            assert_same_bits(&hv, &v, &format!("kernel's second moment, {at}"));
            let trained = var.as_tensor().to_vec1::<f32>().unwrap();
            assert_same_bits(&trained, &p, &format!("Adam::step's parameter, {at}"));
        }
        assert_ne!(p, start, "the steps moved the parameters");
    }
}

#[test]
fn the_step_scalars_are_the_bias_corrected_f64_values_rounded() {
    let config = AdamConfig::default();
    let s = StepScalars::new(&config, 3);
    assert_eq!(s.step_size, (1e-4 / (1.0 - 0.9f64.powi(3))) as f32);
    assert_eq!(s.bias2_sqrt, (1.0 - 0.999f64.powi(3)).sqrt() as f32);
    assert_eq!(s.kernel_args()[0], 1.0 - 0.9f32);
    assert_eq!(s.kernel_args()[2], 1.0 - 0.999f32);
    assert_eq!(s.kernel_args()[5], 1e-8f32);
}
