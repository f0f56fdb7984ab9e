//! Parity with the references: our networks, QDagger loss, gradients and Adam against
//! PyTorch, and teachers read from PyTorch, safetensors and Flax files, all on fixtures made
//! by `scripts/fixtures/make_parity_fixtures.py` with the real PyTorch and Flax.
//!
//! The fixture's batch is chosen so that no max-pool window of the student holds two inputs
//! within 2e-6 of each other: at such a near-tie, float rounding decides which input gets the
//! gradient, in PyTorch as here, and every gradient upstream then differs by far more than
//! rounding (one flipped window moved the first layers' gradients by 3e-3 relative).

use candle_core::{DType, Device, Tensor};
use reincarnate::agent::qdagger::{qdagger_loss, td_target, KlReduction, LossSettings, TdLoss};
use reincarnate::agent::{Adam, AdamConfig, Arch, QNetwork};
use reincarnate::teacher::{load_network, Format};
use std::collections::HashMap;
use std::path::PathBuf;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/parity")
        .join(name)
}

fn load(name: &str) -> HashMap<String, Tensor> {
    candle_core::safetensors::load(fixture(name), &Device::Cpu).unwrap()
}

fn values(t: &Tensor) -> Vec<f32> {
    t.to_dtype(DType::F32)
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1()
        .unwrap()
}

/// Largest absolute difference, and the largest magnitude of `want`.
fn diff(got: &Tensor, want: &Tensor) -> (f32, f32) {
    assert_eq!(got.dims(), want.dims(), "shapes");
    let (g, w) = (values(got), values(want));
    let d = g
        .iter()
        .zip(&w)
        .map(|(a, b)| (a - b).abs())
        .fold(0f32, f32::max);
    (d, w.iter().map(|v| v.abs()).fold(0f32, f32::max))
}

fn assert_abs(got: &Tensor, want: &Tensor, tol: f32, what: &str) {
    let (d, _) = diff(got, want);
    assert!(d <= tol, "{what}: max abs difference {d:e} > {tol:e}");
}

/// Within `tol` relative to the tensor's largest magnitude.
fn assert_rel(got: &Tensor, want: &Tensor, tol: f32, what: &str) {
    let (d, scale) = diff(got, want);
    eprintln!("{what}: relative difference {:e}", d / scale.max(1e-12));
    assert!(
        d <= tol * scale.max(1e-12),
        "{what}: max difference {d:e}, scale {scale:e}"
    );
}

fn scalar(t: &Tensor) -> f32 {
    values(t)[0]
}

struct Batch {
    obs: Tensor,
    next_obs: Tensor,
    actions: Tensor,
    rewards: Tensor,
    dones: Tensor,
    gamma: f64,
    temperature: f64,
    coefficient: f64,
    lr: f64,
}

fn batch() -> Batch {
    let b = load("batch.safetensors");
    let config = values(&b["config"]);
    Batch {
        obs: b["obs"].clone(),
        next_obs: b["next_obs"].clone(),
        actions: b["actions"].to_dtype(DType::U32).unwrap(),
        rewards: b["rewards"].clone(),
        dones: b["dones"].clone(),
        gamma: config[0] as f64,
        temperature: config[1] as f64,
        coefficient: config[2] as f64,
        lr: config[3] as f64,
    }
}

fn network(file: &str) -> QNetwork {
    load_network(&fixture(file), None, &Device::Cpu).unwrap().0
}

#[test]
fn teacher_q_values_match_pytorch_from_every_format() {
    let b = batch();
    let expected = load("expected.safetensors");
    for (file, format) in [
        ("teacher.cleanrl_model", Format::PyTorch),
        ("teacher.safetensors", Format::Safetensors),
        ("teacher_jax.cleanrl_model", Format::FlaxMsgpack),
    ] {
        let (net, got_format) = load_network(&fixture(file), Some((4, "Breakout")), &Device::Cpu)
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(got_format, format);
        assert_eq!((net.arch(), net.num_actions()), (Arch::Nature, 4));
        let q = net.forward(&b.obs).unwrap();
        assert_abs(&q, &expected["teacher_q"], 1e-4, file);
    }
}

#[test]
fn student_and_target_q_values_match_pytorch() {
    let b = batch();
    let expected = load("expected.safetensors");
    let student = network("student.cleanrl_model");
    assert_eq!(student.arch(), Arch::Impala);
    assert_abs(
        &student.forward(&b.obs).unwrap(),
        &expected["student_q"],
        1e-4,
        "student",
    );
    let target = network("target.cleanrl_model");
    assert_abs(
        &target.forward(&b.next_obs).unwrap(),
        &expected["target_q"],
        1e-4,
        "target",
    );
}

#[test]
fn qdagger_update_matches_pytorch_loss_gradients_and_adam() {
    let b = batch();
    let expected = load("expected.safetensors");
    let teacher = network("teacher.cleanrl_model");
    let student = network("student.cleanrl_model");
    let target = network("target.cleanrl_model");
    let initial = student.state_dict().unwrap();
    let settings = LossSettings {
        temperature: b.temperature,
        coefficient: b.coefficient,
        reduction: KlReduction::Sum,
        td_loss: TdLoss::Mse,
    };
    let y = td_target(
        &b.rewards,
        &b.dones,
        &target.forward(&b.next_obs).unwrap(),
        b.gamma,
    )
    .unwrap();
    assert_abs(&y, &expected["td_target"], 1e-4, "td target");
    let teacher_q = teacher.forward(&b.obs).unwrap();
    let loss = |student: &QNetwork| {
        let q = student.forward(&b.obs).unwrap();
        qdagger_loss(&q, &b.actions, &y, Some(&teacher_q), settings).unwrap()
    };
    let l = loss(&student);
    for (got, key) in [
        (&l.total, "loss"),
        (&l.td, "q_loss"),
        (&l.distill, "distill_loss"),
    ] {
        let (g, w) = (scalar(got), scalar(&expected[key]));
        assert!((g - w).abs() <= 1e-4 * w.abs(), "{key}: {g} vs {w}");
    }

    let grads = l.total.backward().unwrap();
    for p in student.params() {
        let g = grads.get(&p.var).unwrap();
        if p.name == "network.5.weight" {
            let key = "grad.network.5.weight";
            assert_rel(
                &g.narrow(0, 0, 4).unwrap(),
                &expected[&format!("{key}.rows")],
                1e-4,
                key,
            );
            let sum = g
                .to_dtype(DType::F64)
                .unwrap()
                .sum_all()
                .unwrap()
                .to_scalar::<f64>()
                .unwrap();
            let want = scalar(&expected[&format!("{key}.sum")]) as f64;
            let sumsq = g
                .to_dtype(DType::F64)
                .unwrap()
                .sqr()
                .unwrap()
                .sum_all()
                .unwrap();
            let want_sq = scalar(&expected[&format!("{key}.sumsq")]) as f64;
            assert!((sumsq.to_scalar::<f64>().unwrap() - want_sq).abs() <= 1e-4 * want_sq);
            let scale = want_sq.sqrt() * (g.elem_count() as f64).sqrt();
            assert!(
                (sum - want).abs() <= 1e-4 * scale,
                "{key} sum {sum} vs {want}"
            );
        } else {
            assert_rel(g, &expected[&format!("grad.{}", p.name)], 1e-4, &p.name);
        }
    }

    let mut adam = Adam::new(
        student.params(),
        AdamConfig {
            lr: b.lr,
            ..Default::default()
        },
    )
    .unwrap();
    adam.step(&grads).unwrap();
    let l2 = loss(&student);
    let (g, w) = (scalar(&l2.total), scalar(&expected["loss_after_adam_step"]));
    assert!(
        (g - w).abs() <= 1e-4 * w.abs(),
        "loss after one Adam step: {g} vs {w}"
    );
    adam.step(&l2.total.backward().unwrap()).unwrap();
    assert_eq!(adam.steps(), 2);
    // Compare what the two steps changed (of the order of the learning rate) to 5% of the
    // learning rate: a gradient that is nearly zero makes Adam's ratio m / sqrt(v) sensitive
    // to float rounding (the unit test in src/agent/adam.rs checks the formula exactly).
    for p in student.params() {
        let before = &initial[&p.name];
        let moved = (p.var.as_tensor() - before).unwrap();
        if p.name == "network.5.weight" {
            let want = (&expected["adam2.network.5.weight.rows"] - before.narrow(0, 0, 4).unwrap())
                .unwrap();
            assert_abs(
                &moved.narrow(0, 0, 4).unwrap(),
                &want,
                5e-2 * b.lr as f32,
                &p.name,
            );
        } else {
            let want = (&expected[&format!("adam2.{}", p.name)] - before).unwrap();
            assert_adam_steps(
                &moved,
                &want,
                &expected[&format!("grad.{}", p.name)],
                b.lr as f32,
                &p.name,
            );
        }
    }
}

/// Two Adam steps `got` against PyTorch's `want`: within 5% of the learning rate where
/// PyTorch's first gradient `grad` is at least 100 times Adam's epsilon (1e-8), and within a
/// quarter of it below. Where a gradient is near epsilon, Adam's first step `lr * g / (|g| +
/// eps)` moves by a large part of the learning rate for a change of `g` of the order of the
/// gradients' rounding (the convolutions' gradients agree with PyTorch's to about 1e-6 of
/// their largest value, which is epsilon's order for the smallest ones).
fn assert_adam_steps(got: &Tensor, want: &Tensor, grad: &Tensor, lr: f32, what: &str) {
    let (g, w, dg) = (values(got), values(want), values(grad));
    for ((a, b), d) in g.iter().zip(&w).zip(&dg) {
        let tol = if d.abs() >= 1e-6 {
            5e-2 * lr
        } else {
            0.25 * lr
        };
        assert!(
            (a - b).abs() <= tol,
            "{what}: two Adam steps {a:e} against {b:e} (gradient {d:e}): more than {tol:e} apart"
        );
    }
}
