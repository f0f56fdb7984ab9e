//! The learner's hot paths on the CPU: one QDagger update (IMPALA student forward and
//! backward, target forward, Nature teacher forward, Adam; batch 32), a DQN update of the
//! Nature CNN, acting forwards (batch 1), and replay sampling; the networks see real Atari
//! screens (`tests/fixtures/frames`).
//!
//! `cargo bench --no-default-features --bench learner` (threads: `RAYON_NUM_THREADS=1`;
//! `BENCH_CONV=im2col` runs the 3x3 layers on im2col and GEMM instead of Winograd's F(2x2, 3x3),
//! to compare the two in one sitting).
//! Compare with `python3 scripts/bench/peer_update_bench.py` on the same machine.

use candle_core::{DType, Device, Tensor};
use criterion::{criterion_group, Criterion};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use reincarnate::agent::qdagger::{KlReduction, TdLoss};
use reincarnate::agent::{Arch, Batch, BatchTensors, QNetwork, ReplayBuffer};
use reincarnate::env::frame::FRAME_LEN;
use reincarnate::trainer::learner::Learner;
use std::hint::black_box;

const BATCH: usize = 32;
const ACTIONS: usize = 4;

/// A batch of real preprocessed Atari screens (`tests/fixtures/frames/*.gray`: Breakout, Ms.
/// Pac-Man, Pong, Space Invaders), frame `k` of observation `b` being screen `b + k + shift`
/// in name order (only the screens whose names start with `$BENCH_SCREENS`, e.g. `breakout`,
/// when it is set); `scripts/bench/peer_update_bench.py` builds the same batch. PyTorch's forward is
/// faster on such screens than on random bytes, so the two are compared on real ones.
fn atari_obs(batch: usize, shift: usize) -> Tensor {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/frames");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "gray"))
        .filter(|p| {
            let prefix = std::env::var("BENCH_SCREENS").unwrap_or_default();
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(&prefix))
        })
        .collect();
    names.sort();
    assert!(
        !names.is_empty(),
        "no screen in {} starts with BENCH_SCREENS={:?}: use breakout, mspacman, pong or \
         spaceinvaders, or leave it unset",
        dir.display(),
        std::env::var("BENCH_SCREENS").unwrap_or_default()
    );
    let screens: Vec<Vec<u8>> = names.iter().map(|p| std::fs::read(p).unwrap()).collect();
    let mut data = Vec::with_capacity(batch * 4 * FRAME_LEN);
    for b in 0..batch {
        for k in 0..4 {
            data.extend_from_slice(&screens[(b + k + shift) % screens.len()]);
        }
    }
    Tensor::from_vec(data, (batch, 4, 84, 84), &Device::Cpu).unwrap()
}

fn updates(c: &mut Criterion) {
    reincarnate::platform::threads::short_spin();
    if std::env::var_os("DEFAULT_MALLOC").is_none() {
        reincarnate::platform::alloc::keep_large_allocations();
    }
    let dev = Device::Cpu;
    let mut rng = Pcg64Mcg::seed_from_u64(0);
    let actions: Vec<u32> = (0..BATCH)
        .map(|_| rng.random_range(0..ACTIONS as u32))
        .collect();
    let batch = BatchTensors {
        obs: atari_obs(BATCH, 0),
        next_obs: atari_obs(BATCH, 1),
        actions: Tensor::new(actions.as_slice(), &dev).unwrap(),
        rewards: Tensor::zeros(BATCH, DType::F32, &dev).unwrap(),
        dones: Tensor::zeros(BATCH, DType::F32, &dev).unwrap(),
        teacher_q: None,
    };

    // The trainer's own update (`Learner::update`): the target's and the teacher's forwards
    // are detached, as under PyTorch's `no_grad`.
    let mut group = c.benchmark_group("update_batch32");
    group.sample_size(10);
    for arch in [Arch::Impala, Arch::Nature] {
        let teacher = QNetwork::new(Arch::Nature, ACTIONS, 1, &dev).unwrap();
        let student = QNetwork::new(arch, ACTIONS, 2, &dev).unwrap();
        let mut learner = Learner::new(
            student,
            Some(teacher),
            1e-4,
            0.99,
            TdLoss::Mse,
            KlReduction::Sum,
        )
        .unwrap();
        // The teacher's Q-values already in the batch, as the online phase's table gives
        // them for transitions it has seen (src/trainer/teacher_q.rs).
        let given = BatchTensors {
            teacher_q: Some(
                learner
                    .teacher
                    .as_ref()
                    .unwrap()
                    .forward(&batch.obs)
                    .unwrap()
                    .detach(),
            ),
            obs: batch.obs.clone(),
            next_obs: batch.next_obs.clone(),
            actions: batch.actions.clone(),
            rewards: batch.rewards.clone(),
            dones: batch.dones.clone(),
        };
        // Coefficient 0 (DQN): the teacher is not run.
        for (name, tensors, coefficient) in [
            (format!("qdagger_{arch}_student"), &batch, 1.0),
            (format!("qdagger_{arch}_teacher_given"), &given, 1.0),
            (format!("dqn_{arch}"), &batch, 0.0),
        ] {
            group.bench_function(name, |b| {
                b.iter(|| {
                    black_box(
                        learner
                            .update(tensors, coefficient, 1.0, 1e-4)
                            .unwrap()
                            .read()
                            .unwrap()
                            .loss,
                    )
                })
            });
        }
    }
    group.finish();
}

fn acting(c: &mut Criterion) {
    let dev = Device::Cpu;
    let one = atari_obs(1, 0);
    let mut group = c.benchmark_group("act_forward_batch1");
    for arch in [Arch::Nature, Arch::Impala] {
        let net = QNetwork::new(arch, ACTIONS, 0, &dev).unwrap();
        group.bench_function(arch.to_string(), |b| {
            b.iter(|| {
                black_box(
                    net.forward(&one)
                        .unwrap()
                        .argmax(1)
                        .unwrap()
                        .to_vec1::<u32>()
                        .unwrap(),
                )
            })
        });
    }
    group.finish();
}

fn replay_sampling(c: &mut Criterion) {
    let mut buf = ReplayBuffer::new(100_000, 1, 4, 0).unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(2);
    let frame: Vec<u8> = (0..FRAME_LEN).map(|_| rng.random()).collect();
    buf.start(0, &frame);
    for i in 0..50_000 {
        let done = i % 200 == 199;
        buf.add(0, i % 4, 0.0, done, false, &frame, None).unwrap();
    }
    let mut batch = Batch::default();
    c.bench_function("replay_sample_batch32_to_tensors", |b| {
        b.iter(|| {
            buf.sample_into(BATCH, &mut batch).unwrap();
            black_box(batch.to_tensors(4, &Device::Cpu).unwrap());
        })
    });
}

criterion_group!(benches, updates, acting, replay_sampling);
fn main() {
    // The machine the figures below were measured on.
    println!("{}", reincarnate::platform::cpu::summary());
    if std::env::var("BENCH_CONV").is_ok_and(|v| v == "im2col") {
        println!("convolutions: im2col and GEMM (BENCH_CONV=im2col)");
        reincarnate::agent::conv::with_im2col(benches);
    } else {
        benches();
    }
    Criterion::default().configure_from_args().final_summary();
}
