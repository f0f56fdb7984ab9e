//! `update.cu`'s kernels run on the host (tests only): `host_shim.cpp` compiled once with the
//! host's C++ compiler (`$CXX`, else `c++`, which the Arcade Learning Environment's build
//! needs anyway) and run on raw f32 files, so that the kernels' source is tested against the
//! CPU's code on machines without a GPU.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The compiled shim (compiled on first use).
fn shim() -> &'static Path {
    static SHIM: OnceLock<PathBuf> = OnceLock::new();
    SHIM.get_or_init(|| {
        let dir =
            std::env::temp_dir().join(format!("reincarnate-kernel-shim-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let exe = dir.join("host_shim");
        let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/agent/gpu/host_shim.cpp");
        let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
        let out = Command::new(&cxx)
            .args([
                "-std=c++17",
                "-O1",
                "-ffp-contract=off",
                "-Wall",
                "-Werror",
                "-o",
            ])
            .arg(&exe)
            .arg(&source)
            .output()
            .unwrap_or_else(|e| panic!("{cxx} (the host's C++ compiler) does not run: {e}"));
        assert!(
            out.status.success(),
            "{cxx} could not compile {}:\n{}",
            source.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        exe
    })
}

/// Runs the shim with `args` on `input`; its output.
fn run(args: &[String], input: &[f32]) -> Vec<f32> {
    let dir = shim().parent().unwrap();
    // One pair of files per call: tests run in parallel.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let (inp, outp) = (
        dir.join(format!("in-{call}")),
        dir.join(format!("out-{call}")),
    );
    let bytes: Vec<u8> = input.iter().flat_map(|x| x.to_le_bytes()).collect();
    std::fs::write(&inp, bytes).unwrap();
    let status = Command::new(shim())
        .args(args)
        .arg(&inp)
        .arg(&outp)
        .status()
        .unwrap();
    assert!(status.success(), "host_shim {args:?}: {status}");
    let out = std::fs::read(&outp).unwrap();
    let _ = (std::fs::remove_file(&inp), std::fs::remove_file(&outp));
    out.chunks_exact(4)
        .map(|b| f32::from_le_bytes(b.try_into().unwrap()))
        .collect()
}

/// The six numbers of an Adam step, as the shim takes them.
pub(in crate::agent) enum Numbers<'a> {
    /// On its command line (`adam_step_f32`'s arguments).
    Arguments(&'a [f32; 6]),
    /// In memory, before the buffers (`adam_step_f32_in_memory`).
    InMemory(&'a [f32; 6]),
}

/// `adam_step_f32` or `adam_step_f32_in_memory` on `p`, `m`, `v` in place, with gradient `g`
/// and the step's six numbers (`w1, beta2, w2, step_size, bias2_sqrt, eps`).
pub(in crate::agent) fn adam_step(
    p: &mut [f32],
    m: &mut [f32],
    v: &mut [f32],
    g: &[f32],
    numbers: Numbers,
) {
    let n = p.len();
    let (args, input) = match numbers {
        Numbers::Arguments(scalars) => {
            let mut args = vec!["adam".to_string(), n.to_string()];
            // Printed exactly: Rust's shortest round-trip form, read back by strtof.
            args.extend(scalars.iter().map(|x| format!("{x:e}")));
            (args, [&p[..], m, v, g].concat())
        }
        Numbers::InMemory(scalars) => (
            vec!["adam_in_memory".to_string(), n.to_string()],
            [&scalars[..], p, m, v, g].concat(),
        ),
    };
    let out = run(&args, &input);
    assert_eq!(out.len(), 3 * n);
    p.copy_from_slice(&out[..n]);
    m.copy_from_slice(&out[n..2 * n]);
    v.copy_from_slice(&out[2 * n..]);
}

/// `max_pool_3x3_s2_p1_f32` over `planes` planes of `h` x `w`.
pub(in crate::agent) fn max_pool(x: &[f32], planes: usize, h: usize, w: usize) -> Vec<f32> {
    run(
        &[
            "pool".into(),
            planes.to_string(),
            h.to_string(),
            w.to_string(),
        ],
        x,
    )
}

/// `max_pool_3x3_s2_p1_backward_f32`: the input's gradient for the output's `grad_out`.
pub(in crate::agent) fn max_pool_backward(
    x: &[f32],
    grad_out: &[f32],
    planes: usize,
    h: usize,
    w: usize,
) -> Vec<f32> {
    let input: Vec<f32> = [x, grad_out].concat();
    run(
        &[
            "pool_backward".into(),
            planes.to_string(),
            h.to_string(),
            w.to_string(),
        ],
        &input,
    )
}

/// Asserts that `got` and `want` hold the same f32 bit patterns, naming the first that
/// differs (not the whole arrays).
pub(in crate::agent) fn assert_same_bits(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    if let Some(i) = (0..got.len()).find(|&i| got[i].to_bits() != want[i].to_bits()) {
        panic!(
            "{what}: value {i} differs: {:e} ({:#010x}) against {:e} ({:#010x})",
            got[i],
            got[i].to_bits(),
            want[i],
            want[i].to_bits()
        );
    }
}
