//! Environment throughput: raw emulator frames, preprocessed steps of one environment, the
//! pool on worker threads, and the frame transform alone.
//!
//! `cargo bench --no-default-features --bench env`

use criterion::{criterion_group, Criterion, Throughput};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use reincarnate::env::frame::{FRAME_LEN, SCREEN_RGB_LEN};
use reincarnate::env::{
    AtariEnv, Emulator, EmulatorSettings, EnvConfig, EnvPool, FrameProcessor, Game,
};
use std::hint::black_box;

const GAMES: [&str; 2] = ["BreakoutNoFrameskip-v4", "PongNoFrameskip-v4"];
const STEPS: u64 = 1000;

fn raw_emulator(c: &mut Criterion) {
    let mut group = c.benchmark_group("raw_emulator_frames");
    group.throughput(Throughput::Elements(STEPS));
    for id in GAMES {
        let game = Game::parse(id).unwrap().game;
        let mut emu = Emulator::new(game, EmulatorSettings::default()).unwrap();
        let mut rng = Pcg64Mcg::seed_from_u64(0);
        let n = emu.num_actions();
        group.bench_function(id, |b| {
            b.iter(|| {
                for _ in 0..STEPS {
                    black_box(emu.act(rng.random_range(0..n)));
                    if emu.game_over() {
                        emu.reset_game();
                    }
                }
            })
        });
    }
    group.finish();
}

fn single_env(c: &mut Criterion) {
    let mut group = c.benchmark_group("env_steps_1_env");
    group.throughput(Throughput::Elements(STEPS));
    for id in GAMES {
        let config = EnvConfig::cleanrl(id);
        let mut env = AtariEnv::new(&config, 0).unwrap();
        let mut rng = Pcg64Mcg::seed_from_u64(0);
        let mut obs = vec![0u8; config.obs_len()];
        group.bench_function(id, |b| {
            b.iter(|| {
                for _ in 0..STEPS {
                    let s = env.step(rng.random_range(0..env.num_actions()));
                    if s.terminated || s.truncated {
                        env.reset();
                    }
                    // What a trainer does with every step: read the stacked observation.
                    env.write_obs(&mut obs);
                }
                black_box(&obs);
            })
        });
    }
    group.finish();
}

fn pool(c: &mut Criterion) {
    let mut group = c.benchmark_group("env_steps_pool_2_threads");
    group.sample_size(10);
    for (id, num_envs) in [(GAMES[0], 4usize), (GAMES[0], 16), (GAMES[1], 16)] {
        let config = EnvConfig::cleanrl(id);
        let mut pool = EnvPool::new(&config, num_envs, 0, Some(2)).unwrap();
        let mut rng = Pcg64Mcg::seed_from_u64(0);
        let mut actions = vec![0; num_envs];
        let rounds = STEPS / num_envs as u64;
        let n = pool.num_actions();
        group.throughput(Throughput::Elements(rounds * num_envs as u64));
        group.bench_function(format!("{id}_{num_envs}_envs"), |b| {
            b.iter(|| {
                for _ in 0..rounds {
                    for a in actions.iter_mut() {
                        *a = rng.random_range(0..n);
                    }
                    black_box(pool.step(&actions).unwrap().rewards);
                }
            })
        });
    }
    group.finish();
}

fn frame_transform(c: &mut Criterion) {
    let mut p = FrameProcessor::default();
    let screen: Vec<u8> = (0..SCREEN_RGB_LEN).map(|i| (i * 31 % 251) as u8).collect();
    let mut frame = vec![0u8; FRAME_LEN];
    c.bench_function("frame_resize_gray_every_row", |b| {
        b.iter(|| p.process_rgb(black_box(&screen), &mut frame))
    });
}

criterion_group!(benches, raw_emulator, single_env, pool, frame_transform);
fn main() {
    // The machine the figures below were measured on.
    println!("{}", reincarnate::platform::cpu::summary());
    benches();
    Criterion::default().configure_from_args().final_summary();
}
