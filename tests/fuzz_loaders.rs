//! A seeded mutation fuzzer over every loader of outside data: model files (PyTorch
//! zip-pickle, safetensors, Flax msgpack), a checkpoint's state.json, a run's config.toml and
//! TensorBoard event files. Seeds are small valid files made by the real tools
//! (`scripts/fixtures/make_fuzz_seeds.py`, `scripts/fixtures/make_compare_fixture.py`, a checkpoint of ours).
//! Every mutant must give a value or an error: no panic, no hang (a watchdog aborts after
//! 10 s), no huge allocation (this test's allocator refuses any single allocation above
//! 1 GiB, which aborts the test). Mutants that once failed live in
//! `tests/fixtures/fuzz_regressions/` and are always run.
//!
//! `FUZZ_ITERATIONS` (default 400 per seed) sets the length; `FUZZ_SEED` the start.

use reincarnate::config::TrainConfig;
use reincarnate::logging::tensorboard::read_event_files;
use reincarnate::teacher::read_tensors;
use reincarnate::trainer::checkpoint::RunState;
use std::alloc::{GlobalAlloc, Layout, System};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The system allocator, refusing single allocations above 1 GiB.
struct Capped;

const CAP: usize = 1 << 30;

unsafe impl GlobalAlloc for Capped {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.size() > CAP {
            return std::ptr::null_mut();
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.size() > CAP {
            return std::ptr::null_mut();
        }
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > CAP {
            return std::ptr::null_mut();
        }
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOC: Capped = Capped;

fn fixture(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(rel)
}

/// xorshift64*: the fuzzer's only randomness, so a run is reproducible from its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One to three mutations: bit flips, special bytes, huge length fields, truncation,
/// chunk deletion or duplication.
fn mutate(seed: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut d = seed.to_vec();
    for _ in 0..1 + rng.below(3) {
        if d.is_empty() {
            d.push(0);
        }
        let at = rng.below(d.len());
        match rng.below(7) {
            0 => d[at] ^= 1 << rng.below(8),
            1 => d[at] = [0x00, 0xff, 0x7f, 0x80, b'{', b'"', b'\n'][rng.below(7)],
            2 => {
                let v: u64 = [u32::MAX as u64, u64::MAX, 1 << 40, 1 << 31, 0][rng.below(5)];
                let n = [4, 8][rng.below(2)].min(d.len() - at);
                d[at..at + n].copy_from_slice(&v.to_le_bytes()[..n]);
            }
            3 => d.truncate(at),
            4 => {
                let end = (at + 1 + rng.below(64)).min(d.len());
                d.drain(at..end);
            }
            5 => {
                let end = (at + 1 + rng.below(64)).min(d.len());
                let chunk = d[at..end].to_vec();
                let to = rng.below(d.len());
                d.splice(to..to, chunk);
            }
            _ => {
                let n = rng.below(16).min(d.len() - at);
                for b in &mut d[at..at + n] {
                    *b = rng.next() as u8;
                }
            }
        }
    }
    d
}

/// What each seed is read with.
#[derive(Clone, Copy, Debug)]
enum Target {
    Model,
    StateJson,
    ConfigToml,
    EventFile,
}

fn load(target: Target, path: &Path) {
    match target {
        Target::Model => {
            if let Ok((_, tensors)) = read_tensors(path, &candle_core::Device::Cpu) {
                // Whatever loaded must be usable: shapes and values readable.
                for t in tensors.values() {
                    let _ = t
                        .flatten_all()
                        .and_then(|t| t.to_dtype(candle_core::DType::F32));
                }
                let _ = reincarnate::agent::detect_arch(&tensors);
            }
        }
        Target::StateJson => {
            let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
            if let Ok(state) = serde_json::from_str::<RunState>(&text) {
                let _ = state.live.validate();
            }
        }
        Target::ConfigToml => {
            let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
            if let Ok(c) = TrainConfig::from_toml(&text) {
                let _ = c.validate();
            }
        }
        Target::EventFile => {
            let _ = read_event_files(&[path.to_path_buf()]);
        }
    }
}

fn seeds() -> Vec<(Target, PathBuf)> {
    let event = std::fs::read_dir(fixture(
        "cleanrl_run/PongNoFrameskip-v4__dqn_atari__1__1700000000",
    ))
    .unwrap()
    .next()
    .unwrap()
    .unwrap()
    .path();
    vec![
        (Target::Model, fixture("fuzz_seeds/tiny.cleanrl_model")),
        (Target::Model, fixture("fuzz_seeds/tiny.safetensors")),
        (Target::Model, fixture("fuzz_seeds/tiny_jax.cleanrl_model")),
        (Target::StateJson, fixture("fuzz_seeds/state.json")),
        (Target::ConfigToml, fixture("fuzz_seeds/config.toml")),
        (Target::EventFile, event),
    ]
}

#[test]
fn no_mutant_of_any_input_panics_hangs_or_allocates_wildly() {
    let iterations: usize = std::env::var("FUZZ_ITERATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400);
    let start_seed: u64 = std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5eed);
    let dir = std::env::temp_dir().join(format!("reincarnate-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // The watchdog: a case that runs 10 s is a hang.
    static CASE_STARTED: AtomicU64 = AtomicU64::new(0);
    let epoch = Instant::now();
    std::thread::spawn(move || loop {
        std::thread::sleep(Duration::from_millis(500));
        let started = CASE_STARTED.load(Ordering::Relaxed);
        if started > 0 && (epoch.elapsed().as_millis() as u64).saturating_sub(started) > 10_000 {
            eprintln!("a fuzz case hung; it is in the fuzz directory as case.bin");
            std::process::abort();
        }
    });
    // Regressions first.
    let mut cases = 0u64;
    let regressions = fixture("fuzz_regressions");
    if let Ok(entries) = std::fs::read_dir(&regressions) {
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let target = match name.split('-').next() {
                Some("model") => Target::Model,
                Some("state") => Target::StateJson,
                Some("config") => Target::ConfigToml,
                Some("events") => Target::EventFile,
                _ => continue,
            };
            let r = std::panic::catch_unwind(|| load(target, &e.path()));
            assert!(r.is_ok(), "regression {name} panics again");
            cases += 1;
        }
    }
    let mut panics = Vec::new();
    for (k, (target, seed_path)) in seeds().into_iter().enumerate() {
        let seed = std::fs::read(&seed_path).unwrap();
        // The unmutated seed loads.
        load(target, &seed_path);
        let mut rng = Rng(start_seed.wrapping_add(k as u64 * 0x9e37_79b9).max(1));
        let ext = seed_path
            .extension()
            .map_or(String::new(), |e| format!(".{}", e.to_string_lossy()));
        let case = dir.join(format!("case{ext}"));
        for i in 0..iterations {
            let mutant = mutate(&seed, &mut rng);
            std::fs::write(&case, &mutant).unwrap();
            CASE_STARTED.store(epoch.elapsed().as_millis() as u64 + 1, Ordering::Relaxed);
            let r = std::panic::catch_unwind(|| load(target, &case));
            CASE_STARTED.store(0, Ordering::Relaxed);
            cases += 1;
            if r.is_err() {
                let keep = dir.join(format!("{target:?}-{k}-{i}{ext}"));
                std::fs::copy(&case, &keep).unwrap();
                panics.push(keep);
            }
        }
    }
    println!("fuzz: {cases} cases, {} panics", panics.len());
    assert!(
        panics.is_empty(),
        "mutants that panic (copy them into tests/fixtures/fuzz_regressions/ as \
         model-*, state-*, config-* or events-* once fixed): {panics:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
