use super::*;
use crate::agent::qdagger::{KlReduction, TdLoss};
use crate::agent::{AdamConfig, Arch, Batch, QNetwork};
use crate::env::frame::FRAME_LEN;
use crate::trainer::learner::Learner;
use candle_core::Device;

fn learner(seed: u64, teacher: bool) -> Learner {
    learner_of(Arch::Nature, seed, teacher)
}

/// A learner whose student is `arch` (the teacher, when there is one, is a Nature network).
fn learner_of(arch: Arch, seed: u64, teacher: bool) -> Learner {
    let dev = Device::Cpu;
    Learner::new(
        QNetwork::new(arch, 3, seed, &dev).unwrap(),
        teacher.then(|| QNetwork::new(Arch::Nature, 3, seed + 1, &dev).unwrap()),
        1e-3,
        0.99,
        TdLoss::Huber,
        KlReduction::Sum,
    )
    .unwrap()
}

/// Batch `k` of 2 transitions, each different; with the teacher's Q-values when `given`.
fn batch(k: usize, given: bool) -> BatchTensors {
    let n = 2 * 4 * FRAME_LEN;
    let mut b = Batch {
        obs: (0..n).map(|i| ((i * 7 + k * 31) % 251) as u8).collect(),
        next_obs: (0..n).map(|i| ((i * 13 + k * 17) % 253) as u8).collect(),
        actions: vec![k as u32 % 3, 2],
        rewards: vec![1.0, -0.5 * k as f32],
        dones: vec![0.0, (k % 2) as f32],
        entries: vec![],
        slots: vec![],
    }
    .to_tensors(4, &Device::Cpu)
    .unwrap();
    if given {
        let q: Vec<f32> = (0..6)
            .map(|i| (i as f32 - 2.5) * (k as f32 + 1.0) * 0.3)
            .collect();
        b.teacher_q = Some(Tensor::from_vec(q, (2, 3), &Device::Cpu).unwrap());
    }
    b
}

fn params(l: &Learner) -> Vec<Vec<f32>> {
    l.student
        .params()
        .iter()
        .map(|p| p.var.as_tensor().flatten_all().unwrap().to_vec1().unwrap())
        .collect()
}

/// A step through the buffers, as a replay runs it: the step counted, the batch and the
/// numbers copied in, the work run; the losses read from the buffer.
fn buffered_step(
    l: &mut Learner,
    b: &StepBuffers,
    batch: &BatchTensors,
    (coefficient, temperature, lr): (f64, f64, f64),
) -> Vec<f32> {
    let kind = StepKind::of(l, batch, coefficient);
    l.adam.config.lr = lr;
    let s = l.adam.count_step();
    b.fill(batch, &pack_numbers(coefficient, temperature, &s))
        .unwrap();
    step_in_buffers(l, b, kind, &s).unwrap();
    b.losses().unwrap().to_vec1().unwrap()
}

/// The captured work, run step after step through the same buffers with a new batch and new
/// numbers each time, takes the learner exactly where `Learner::update` takes it, in each
/// kind of step: the same losses and the same parameters after every step, bit for bit.
#[test]
fn the_work_in_buffers_is_the_update_bit_for_bit_in_every_kind_of_step() {
    let steps = [(0.9, 1.0, 1e-3), (0.4, 0.5, 5e-4), (1.3, 2.0, 1e-3)];
    for (kind, teacher, given) in [
        (StepKind::TeacherForward, true, false),
        (StepKind::TeacherGiven, true, true),
        (StepKind::Dqn, false, false),
    ] {
        let mut plain = learner(5, teacher);
        let mut buffered = learner(5, teacher);
        let buffers = StepBuffers::like(&batch(0, given), kind).unwrap();
        for (k, &(coefficient, temperature, lr)) in steps.iter().enumerate() {
            let b = batch(k, given);
            assert_eq!(StepKind::of(&plain, &b, coefficient), kind);
            let want = plain.update(&b, coefficient, temperature, lr).unwrap();
            let want = want.read().unwrap();
            let got = buffered_step(&mut buffered, &buffers, &b, (coefficient, temperature, lr));
            let want = [want.loss, want.td_loss, want.distill_loss, want.q_values];
            assert_eq!(
                got.iter().map(|&x| x as f64).collect::<Vec<_>>(),
                want,
                "{kind:?}, step {k}: total, TD, distillation, Q"
            );
            if kind != StepKind::Dqn {
                assert!(
                    got[2] > 0.0 && got[0] != got[1],
                    "{kind:?}: distillation counts"
                );
            }
            assert_eq!(params(&buffered), params(&plain), "{kind:?}, step {k}");
            assert_eq!(buffered.adam.steps(), plain.adam.steps());
        }
    }
}

/// What a CUDA graph cannot hold: the captured work makes no tensor from host data (a graph
/// would replay the upload's first values forever), reads nothing back to the host (a copy
/// back and a wait), keeps no tensor it made and drops none made before it, in each kind of
/// step. The buffers' filling, before a replay, does upload (the step's numbers) and is not
/// captured. Both students: IMPALA's has max-pools and residual blocks.
#[test]
fn the_captured_work_neither_uploads_nor_reads_back_nor_keeps_a_tensor() {
    for (arch, kind, teacher, given) in [
        (Arch::Nature, StepKind::TeacherForward, true, false),
        (Arch::Nature, StepKind::TeacherGiven, true, true),
        (Arch::Nature, StepKind::Dqn, false, false),
        (Arch::Impala, StepKind::TeacherForward, true, false),
        (Arch::Impala, StepKind::Dqn, false, false),
    ] {
        let mut l = learner_of(arch, 3, teacher);
        let b = batch(1, given);
        let buffers = StepBuffers::like(&b, kind).unwrap();
        let s = l.adam.count_step();
        buffers.fill(&b, &pack_numbers(0.7, 1.5, &s)).unwrap();
        let counts = || (candle_core::host_uploads(), candle_core::host_reads());
        // A first run, as the warm-up before a capture: what it keeps (nothing today) may
        // stay.
        step_in_buffers(&mut l, &buffers, kind, &s).unwrap();
        let before = counts();
        // The rules the capture watches (`agent/gpu/capture_rules.rs`).
        let watch = crate::agent::CaptureWatch::start();
        step_in_buffers(&mut l, &buffers, kind, &s).unwrap();
        assert_eq!(watch.broken_rules(), None, "{arch:?}, {kind:?}");
        // The counters see what they are meant to: the losses read back, the numbers uploaded.
        buffers.losses().unwrap().to_vec1::<f32>().unwrap();
        assert_eq!(
            counts().1,
            before.1 + 1,
            "{arch:?}, {kind:?}: the losses' read"
        );
        buffers.fill(&b, &pack_numbers(0.7, 1.5, &s)).unwrap();
        assert_eq!(
            counts().0,
            before.0 + 1,
            "{arch:?}, {kind:?}: the numbers' upload"
        );
    }
}

/// The same for the operations a GPU runs without the kernel levers (candle's own
/// convolutions, the max-pool composed of views and maxima), forced on the CPU: the losses and
/// their backward as a graph captures them (Adam aside: a graph needs Adam's kernel, which
/// works in place).
#[test]
fn candles_own_operations_in_the_step_neither_upload_nor_read_back_nor_keep_a_tensor() {
    for (arch, kind, teacher, given) in [
        (Arch::Nature, StepKind::TeacherForward, true, false),
        (Arch::Nature, StepKind::TeacherGiven, true, true),
        (Arch::Impala, StepKind::TeacherForward, true, false),
        (Arch::Impala, StepKind::Dqn, false, false),
    ] {
        let l = learner_of(arch, 3, teacher);
        let b = batch(1, given);
        let buffers = StepBuffers::like(&b, kind).unwrap();
        let s = StepScalars::new(&l.adam.config, 1);
        buffers.fill(&b, &pack_numbers(0.7, 1.5, &s)).unwrap();
        let run = || {
            crate::agent::with_candle_ops(|| gradients_in_buffers(&l, &buffers, kind).map(drop))
                .unwrap()
        };
        run();
        let watch = crate::agent::CaptureWatch::start();
        run();
        assert_eq!(watch.broken_rules(), None, "{arch:?}, {kind:?}");
    }
}

/// The numbers are read from the buffer, not fixed at the first step: the same batch with
/// another coefficient or learning rate in the buffer gives another loss and step.
#[test]
fn each_step_reads_its_numbers_from_the_buffer() {
    let b = batch(1, false);
    let buffers = StepBuffers::like(&b, StepKind::TeacherForward).unwrap();
    let run = |numbers: (f64, f64, f64)| {
        let mut l = learner(9, true);
        buffered_step(&mut l, &buffers, &batch(0, false), (1.0, 1.0, 1e-3));
        let losses = buffered_step(&mut l, &buffers, &b, numbers);
        (losses, params(&l))
    };
    let (base_losses, base_params) = run((1.0, 1.0, 1e-3));
    let (coef_losses, _) = run((0.25, 1.0, 1e-3));
    assert_ne!(coef_losses[0], base_losses[0], "the coefficient counts");
    assert_eq!(coef_losses[1], base_losses[1], "not in the TD loss");
    let (temp_losses, _) = run((1.0, 3.0, 1e-3));
    assert_ne!(temp_losses[2], base_losses[2], "the temperature counts");
    let (lr_losses, lr_params) = run((1.0, 1.0, 1e-2));
    assert_eq!(
        lr_losses, base_losses,
        "the learning rate acts after the loss"
    );
    assert_ne!(lr_params, base_params, "and moves the step");
}

#[test]
fn the_numbers_are_packed_in_the_kernels_order() {
    let s = StepScalars::new(&AdamConfig::default(), 2);
    let n = pack_numbers(0.3, 4.0, &s);
    assert_eq!(n[0], 0.3f32);
    assert_eq!(n[1], 0.25f32);
    assert_eq!(n[2..], s.kernel_args());
    // Rounded from f64 as the loss's factors round them: 1 / 3 computed in f64.
    assert_eq!(pack_numbers(0.0, 3.0, &s)[1], (1.0f64 / 3.0) as f32);
}

#[test]
fn a_step_with_given_q_values_needs_them_and_the_cpu_has_no_graph() {
    let e = StepBuffers::like(&batch(0, false), StepKind::TeacherGiven).unwrap_err();
    assert!(e.to_string().contains("teacher Q-values"), "{e}");
    let mut l = learner(3, true);
    let mut graphs = UpdateGraphs::default();
    let b = batch(0, false);
    assert!(graphs
        .update(&mut l, &b, (1.0, 1.0, 1e-3))
        .unwrap()
        .is_none());
    assert_eq!(l.adam.steps(), 0, "nothing stepped");
    assert_eq!(StepKind::of(&l, &b, 0.0), StepKind::Dqn);
    assert_eq!(StepKind::of(&learner(3, false), &b, 1.0), StepKind::Dqn);
}

/// A graph is named by everything it holds as captured: the kind of step, the batch size,
/// the networks' and Adam's buffers, and the loss's settings (a new discount, TD loss or KL
/// reduction is another graph, not a replay of the old one).
#[test]
fn a_graph_is_named_by_what_it_holds() {
    let mut l = learner(3, true);
    let b = batch(0, false);
    let key = Key::of(&mut l, &b, 1.0);
    assert_eq!(
        key,
        Key::of(&mut l, &batch(1, false), 0.5),
        "another batch, same graph"
    );
    assert_eq!(key.kind, StepKind::TeacherForward);
    assert_eq!(key.batch, 2);
    assert_ne!(key, Key::of(&mut l, &b, 0.0), "DQN");
    assert_ne!(
        key,
        Key::of(&mut learner(3, true), &b, 1.0),
        "other networks"
    );
    let gamma = l.gamma;
    l.gamma = 0.9;
    assert_ne!(Key::of(&mut l, &b, 1.0), key, "discount");
    l.gamma = gamma;
    l.td_loss = TdLoss::Mse;
    assert_ne!(Key::of(&mut l, &b, 1.0), key, "TD loss");
    l.td_loss = TdLoss::Huber;
    l.reduction = KlReduction::Mean;
    assert_ne!(Key::of(&mut l, &b, 1.0), key, "KL reduction");
    l.reduction = KlReduction::Sum;
    assert_eq!(Key::of(&mut l, &b, 1.0), key, "the settings back");
}
