//! Saliency maps of one observation on the CPU, as the live view and `record --saliency`
//! make them: a gradient map (one forward and backward pass, batch 1) and a perturbation map
//! (Greydanus et al.: 289 perturbed observations, forwards in batches of 64) of the Nature
//! CNN (CleanRL's teachers) and the IMPALA CNN (our students), on real Pong screens
//! (`tests/fixtures/frames/pong_*.gray`).
//!
//! `cargo bench --no-default-features --bench saliency` (threads: `RAYON_NUM_THREADS=1`).

use candle_core::{Device, Tensor};
use criterion::{criterion_group, Criterion};
use reincarnate::agent::{Arch, QNetwork};
use reincarnate::saliency::{gradient_map, perturbation_map, Perturbation, Target};
use std::hint::black_box;

/// Four Pong screens stacked, as an observation.
fn pong_obs() -> Vec<u8> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/frames");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "gray")
                && p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("pong"))
        })
        .collect();
    names.sort();
    assert!(!names.is_empty(), "no pong_*.gray in {}", dir.display());
    (0..4)
        .flat_map(|k| std::fs::read(&names[k % names.len()]).unwrap())
        .collect()
}

fn maps(c: &mut Criterion) {
    reincarnate::platform::threads::short_spin();
    let obs = pong_obs();
    let dev = Device::Cpu;
    let mut group = c.benchmark_group("saliency");
    group.sample_size(10);
    for arch in [Arch::Nature, Arch::Impala] {
        let net = QNetwork::new(arch, 6, 0, &dev).unwrap();
        let q = |x: &Tensor| net.forward(x);
        group.bench_function(format!("gradient_{arch:?}"), |b| {
            b.iter(|| black_box(gradient_map(q, &obs, &dev).unwrap()))
        });
        group.bench_function(format!("perturbation_{arch:?}"), |b| {
            b.iter(|| {
                black_box(
                    perturbation_map(
                        q,
                        &obs,
                        Target::Policy { temperature: 1.0 },
                        &Perturbation::default(),
                        &dev,
                    )
                    .unwrap(),
                )
            })
        });
    }
    group.finish();
}

criterion_group!(benches, maps);
fn main() {
    println!("{}", reincarnate::platform::cpu::summary());
    benches();
    Criterion::default().configure_from_args().final_summary();
}
