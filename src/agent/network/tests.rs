use super::*;

#[test]
fn shapes_and_names_follow_pytorch() {
    let nature = param_shapes(Arch::Nature, 6);
    assert_eq!(nature.len(), 10);
    assert_eq!(nature[0], ("network.0.weight".into(), vec![32, 4, 8, 8]));
    assert_eq!(nature[6], ("network.7.weight".into(), vec![512, 3136]));
    assert_eq!(nature[8], ("network.9.weight".into(), vec![6, 512]));
    let impala = param_shapes(Arch::Impala, 4);
    assert_eq!(impala.len(), 3 * 10 + 4);
    assert_eq!(impala[2].0, "network.0.res_block0.conv0.weight");
    assert_eq!(impala[30], ("network.5.weight".into(), vec![256, 3872]));
    assert_eq!(impala[32], ("network.7.weight".into(), vec![4, 256]));
    let count = |v: &[(String, Vec<usize>)]| -> usize {
        v.iter().map(|(_, s)| s.iter().product::<usize>()).sum()
    };
    assert_eq!(count(&nature), 1_687_206);
    assert_eq!(count(&impala), 1_090_260);
}

#[test]
fn forward_shapes_and_seeded_init() {
    for arch in [Arch::Nature, Arch::Impala] {
        let net = QNetwork::new(arch, 4, 7, &Device::Cpu).unwrap();
        let obs = Tensor::zeros((2, 4, 84, 84), candle_core::DType::U8, &Device::Cpu).unwrap();
        assert_eq!(net.forward(&obs).unwrap().dims(), &[2, 4]);
        let again = QNetwork::new(arch, 4, 7, &Device::Cpu).unwrap();
        let a = net.params()[0]
            .var
            .flatten_all()
            .unwrap()
            .to_vec1::<f32>()
            .unwrap();
        let b = again.params()[0]
            .var
            .flatten_all()
            .unwrap()
            .to_vec1::<f32>()
            .unwrap();
        assert_eq!(a, b);
    }
}

#[test]
fn load_rejects_wrong_keys_and_shapes() {
    let net = QNetwork::new(Arch::Nature, 4, 0, &Device::Cpu).unwrap();
    let mut sd = net.state_dict().unwrap();
    assert!(net.load(&sd).is_ok());
    let other = QNetwork::new(Arch::Nature, 6, 0, &Device::Cpu).unwrap();
    let e = other.load(&sd).unwrap_err().to_string();
    assert!(
        e.contains("'network.9.weight' has shape [4, 512], expected [6, 512]"),
        "{e}"
    );
    sd.remove("network.7.bias");
    let e = net.load(&sd).unwrap_err().to_string();
    assert!(e.contains("missing 'network.7.bias'"), "{e}");
    let impala = QNetwork::new(Arch::Impala, 4, 0, &Device::Cpu).unwrap();
    let e = impala
        .load(&net.state_dict().unwrap())
        .unwrap_err()
        .to_string();
    assert!(e.contains("unexpected tensor"), "{e}");
    assert_eq!(
        detect_arch(&impala.state_dict().unwrap()),
        Some((Arch::Impala, 4))
    );
}

#[test]
fn soft_update_with_tau_one_copies() {
    let a = QNetwork::new(Arch::Nature, 4, 1, &Device::Cpu).unwrap();
    let b = QNetwork::new(Arch::Nature, 4, 2, &Device::Cpu).unwrap();
    let created = candle_core::tensors_created();
    b.soft_update_from(&a, 1.0).unwrap();
    // Copied straight into b's storage: no tensor made on the way (one copy a parameter).
    assert_eq!(candle_core::tensors_created(), created);
    let obs = Tensor::ones((1, 4, 84, 84), candle_core::DType::U8, &Device::Cpu).unwrap();
    let q = |n: &QNetwork| n.forward(&obs).unwrap().to_vec2::<f32>().unwrap();
    let qa = q(&a);
    assert_eq!(qa, q(&b));
    // The weights' name: the first parameter's, kept by in-place updates, other per network.
    assert_eq!(b.first_param_id(), b.params()[0].var.as_tensor().id());
    assert_ne!(a.first_param_id(), b.first_param_id());
    // A copy, not a share: a's later change leaves b as it was.
    let c = QNetwork::new(Arch::Nature, 4, 3, &Device::Cpu).unwrap();
    a.soft_update_from(&c, 1.0).unwrap();
    assert_eq!(q(&a), q(&c));
    assert_eq!(q(&b), qa);
    // tau = 0.5: the mean of the two, parameter by parameter.
    let values = |n: &QNetwork| -> Vec<f32> {
        n.params()
            .iter()
            .flat_map(|p| {
                p.var
                    .as_tensor()
                    .flatten_all()
                    .unwrap()
                    .to_vec1::<f32>()
                    .unwrap()
            })
            .collect()
    };
    let before = values(&b);
    b.soft_update_from(&c, 0.5).unwrap();
    let (got, theirs) = (values(&b), values(&c));
    assert!(before != theirs);
    for ((g, o), t) in got.iter().zip(&before).zip(&theirs) {
        assert!((g - (0.5 * t + 0.5 * o)).abs() <= 1e-6, "{g} {o} {t}");
    }
}

#[test]
fn observations_are_divided_by_255_as_pytorch_divides() {
    // Every byte value, in a batch large enough for the parallel pass.
    let bytes: Vec<u8> = (0..300 * 256).map(|i| (i % 256) as u8).collect();
    let obs = Tensor::from_vec(bytes.clone(), (300, 256), &Device::Cpu).unwrap();
    let got = scaled(&obs).unwrap().flatten_all().unwrap();
    let got = got.to_vec1::<f32>().unwrap();
    let want: Vec<f32> = bytes.iter().map(|&v| v as f32 / 255.0).collect();
    assert_eq!(got, want);
    // Float observations go through candle's operations, to the same values within
    // rounding.
    let floats = obs.to_dtype(DType::F32).unwrap();
    let alt = scaled(&floats).unwrap().flatten_all().unwrap();
    for (a, b) in alt.to_vec1::<f32>().unwrap().iter().zip(&want) {
        assert!((a - b).abs() <= f32::EPSILON, "{a} vs {b}");
    }
}

/// What acting's CUDA graph captures (the `graphs` lever, `agent/gpu/graph.rs`): the forward
/// of a fixed input into a fixed output makes no tensor from host data, reads nothing back
/// and neither keeps a tensor it made nor drops one made before, for both networks, with the
/// fused CPU operations and with candle's own (a GPU's without the kernel levers), so that a
/// replay computes from the input it is given and frees nothing still in use.
#[test]
fn the_forward_into_a_fixed_output_neither_uploads_nor_reads_back_nor_keeps_a_tensor() {
    for (arch, candle_ops) in [
        (Arch::Nature, false),
        (Arch::Impala, false),
        (Arch::Nature, true),
        (Arch::Impala, true),
    ] {
        let what = format!("{arch:?}, candle's operations: {candle_ops}");
        let net = QNetwork::new(arch, 4, 3, &Device::Cpu).unwrap();
        let input = Tensor::ones((2, 4, 84, 84), candle_core::DType::U8, &Device::Cpu).unwrap();
        let output = Tensor::zeros((2, 4), candle_core::DType::F32, &Device::Cpu).unwrap();
        let in_mode = |f: &dyn Fn() -> candle_core::Result<Tensor>| {
            if candle_ops {
                crate::agent::with_candle_ops(f)
            } else {
                f()
            }
            .unwrap()
        };
        // As the graph captures it: the result dropped once it is in the output.
        let forward = || {
            in_mode(&|| {
                net.forward(&input)
                    .and_then(|q| output.slice_set(&q, 0, 0))
                    .map(|()| output.clone())
            })
        };
        let counts = || (candle_core::host_uploads(), candle_core::host_reads());
        let before = counts();
        // The rules the capture watches (`agent/gpu/capture_rules.rs`).
        let watch = crate::agent::CaptureWatch::start();
        drop(forward());
        assert_eq!(watch.broken_rules(), None, "{what}");
        let q = in_mode(&|| net.forward(&input));
        assert_eq!(
            output.to_vec2::<f32>().unwrap(),
            q.to_vec2::<f32>().unwrap(),
            "{what}"
        );
        assert_eq!(counts().1, before.1 + 2, "{what}: the two reads counted");
    }
}
