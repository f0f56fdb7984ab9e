//! The CUDA binary (`--features cuda`, as scripts/build/build_cuda.sh builds it) run on this
//! machine. Where there is no NVIDIA driver (CI's machines, a cluster's login node) it must
//! start and run everything on the CPU: `check-device --device auto` chooses the CPU and says
//! why, `--device cuda` is a clear error (no crash), and a tiny `dqn` and `train`, an `eval`
//! and a `sweep --slurm` on a local Slurm all run with it. With stand-in libraries first on
//! the library path (a driver that cannot open its GPU, another CUDA release's cuBLAS) it
//! takes its own release's libraries and runs on the CPU, saying why. So the CUDA build is
//! built and run by every `bash scripts/dev test`, and cannot break unnoticed.
//!
//! The binary is `$REINCARNATE_CUDA_BIN` when set; the one scripts/lib/test_all.sh built
//! beside the CPU tests when `$REINCARNATE_CUDA_BUILD_WAIT` names that build's state folder
//! (`bash scripts/dev test` does so); else this test builds it with
//! `scripts/build/build_cuda.sh --bin reincarnate-cuda` into the test's own target folder (the
//! same program as `reincarnate`, under the name that keeps it from replacing the CPU build's
//! binary), with the features this test was built with (`--no-default-features` when it was):
//! then every dependency but candle's and cudarc's is the CPU build's, already built, and the
//! CUDA build adds minutes, not a second build from nothing. NVIDIA's wheels go to
//! `~/.cache/reincarnate/cuda-*`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

mod support;
use support::slurm::{job_id, local_slurm};
use support::{one_run_sweep, teacher, tiny};

/// The CUDA binary: given, or built (once) here.
fn cuda_binary() -> PathBuf {
    if let Some(bin) = std::env::var_os("REINCARNATE_CUDA_BIN") {
        let bin = PathBuf::from(bin);
        assert!(
            bin.is_file(),
            "REINCARNATE_CUDA_BIN={}: no such file",
            bin.display()
        );
        return bin;
    }
    if let Some(state) = std::env::var_os("REINCARNATE_CUDA_BUILD_WAIT") {
        return built_beside(Path::new(&state));
    }
    let root = env!("CARGO_MANIFEST_DIR");
    // This test's own target folder (target/release/deps/cuda_binary-HASH): the CUDA build
    // goes there too, as `reincarnate-cuda`, and shares every dependency it has in common
    // with the CPU build.
    let exe = std::env::current_exe().expect("the test's path");
    let target = exe
        .ancestors()
        .nth(3)
        .expect("the test runs from TARGET/release/deps")
        .to_path_buf();
    // The same features as the CPU build beside it: a feature set of its own would give
    // serde, syn and their dependants other feature hashes, and build them all again.
    let features: &[&str] = if cfg!(feature = "gui") {
        &[]
    } else {
        &["--no-default-features"]
    };
    let started = Instant::now();
    let out = Command::new("bash")
        .arg(format!("{root}/scripts/build/build_cuda.sh"))
        .args(features)
        .args(["--bin", "reincarnate-cuda"])
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .expect("bash runs scripts/build/build_cuda.sh");
    assert!(
        out.status.success(),
        "scripts/build/build_cuda.sh failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    eprintln!(
        "cuda_binary: scripts/build/build_cuda.sh {}--bin reincarnate-cuda took {:.0} s",
        features.iter().map(|f| format!("{f} ")).collect::<String>(),
        started.elapsed().as_secs_f64()
    );
    target.join("release/reincarnate-cuda")
}

/// The binary that scripts/lib/test_all.sh builds beside the CPU tests: waits for the build
/// to end (its exit status in `state/rc`) and says how long it took.
fn built_beside(state: &Path) -> PathBuf {
    let deadline = Instant::now() + Duration::from_secs(60 * 60);
    let rc = loop {
        if let Ok(rc) = std::fs::read_to_string(state.join("rc")) {
            break rc;
        }
        assert!(
            Instant::now() < deadline,
            "the CUDA build beside the tests did not end within an hour: {}",
            state.display()
        );
        std::thread::sleep(Duration::from_millis(500));
    };
    let log = std::fs::read_to_string(state.join("log")).unwrap_or_default();
    assert_eq!(
        rc.trim(),
        "0",
        "scripts/build/build_cuda.sh --bin reincarnate-cuda failed:\n{log}"
    );
    let seconds = std::fs::read_to_string(state.join("seconds")).unwrap_or_default();
    eprintln!(
        "cuda_binary: scripts/build/build_cuda.sh --bin reincarnate-cuda took {} s beside the CPU tests",
        seconds.trim()
    );
    let exe = std::env::current_exe().expect("the test's path");
    exe.ancestors()
        .nth(3)
        .expect("the test runs from TARGET/release/deps")
        .join("release/reincarnate-cuda")
}

/// Whether this machine has an NVIDIA driver with a GPU (then `auto` must choose it).
fn has_gpu() -> bool {
    Path::new("/dev/nvidiactl").exists()
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

fn succeeds(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap();
    let t = text(&out);
    assert!(out.status.success(), "{cmd:?} failed:\n{t}");
    assert!(!t.contains("panicked"), "{cmd:?}:\n{t}");
    t
}

/// Stand-ins built here with the C compiler: a driver library (`libcuda.so.1`) that starts
/// CUDA and sees one GPU but has nothing else, and CUDA 12's cuBLAS and cuBLASLt (sonames
/// `.so.12`, with the unversioned names a toolkit or a cluster's module puts first on
/// `LD_LIBRARY_PATH`). `None` without a C compiler.
fn stand_in_cuda(dir: &Path) -> Option<PathBuf> {
    let stubs = dir.join("stand-ins");
    std::fs::create_dir_all(&stubs).unwrap();
    let driver = "int cuInit(unsigned f) { return 0; }\n\
                  int cuDeviceGetCount(int *n) { *n = 1; return 0; }\n\
                  int cuDriverGetVersion(int *v) { *v = 13000; return 0; }\n";
    let library = "int reincarnate_stand_in(void) { return 12; }\n";
    for (soname, source, unversioned) in [
        ("libcuda.so.1", driver, None),
        ("libcublas.so.12", library, Some("libcublas.so")),
        ("libcublasLt.so.12", library, Some("libcublasLt.so")),
    ] {
        let c = stubs.join(format!("{soname}.c"));
        std::fs::write(&c, source).unwrap();
        let built = Command::new("cc")
            .args(["-shared", "-fPIC", &format!("-Wl,-soname,{soname}"), "-o"])
            .arg(stubs.join(soname))
            .arg(&c)
            .status();
        if !built.is_ok_and(|s| s.success()) {
            eprintln!("cuda_binary: no C compiler (cc), the stand-in libraries are skipped");
            return None;
        }
        if let Some(link) = unversioned {
            std::os::unix::fs::symlink(soname, stubs.join(link)).unwrap();
        }
    }
    Some(stubs)
}

/// With the stand-ins of [`stand_in_cuda`] first on the library path, `check-device --device
/// auto` takes only its own CUDA release's cuBLAS (not the CUDA 12 one the unversioned name
/// leads to), and a driver that cannot open the GPU is a reason for the CPU, not a crash.
fn stand_ins_first_on_the_library_path(bin: &Path, dir: &Path) {
    let Some(stubs) = stand_in_cuda(dir) else {
        return;
    };
    let out = succeeds(
        Command::new(bin)
            .args(["check-device", "--device", "auto", "--arch", "nature"])
            .args(["--batch-size", "4", "--timed-updates", "0"])
            .env("LD_LIBRARY_PATH", &stubs),
    );
    assert!(
        out.contains("device: cpu (--device auto: CUDA could not start on cuda:0 (Missing symbol"),
        "{out}"
    );
    let cuda = out.lines().find(|l| l.starts_with("CUDA: ")).unwrap_or("");
    let major = cuda
        .split("binary built for CUDA ")
        .nth(1)
        .and_then(|r| r.split(|c: char| !c.is_ascii_digit()).next())
        .unwrap_or_else(|| panic!("no CUDA version in: {cuda}"));
    assert!(
        cuda.contains(&format!("/libcublas.so.{major},"))
            && cuda.contains(&format!("/libcublasLt.so.{major},"))
            && !cuda.contains(&stubs.display().to_string()),
        "another CUDA release's library was taken: {cuda}"
    );
}

/// The single run directory under `runs`.
fn single_run(runs: &Path) -> PathBuf {
    std::fs::read_dir(runs)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.join("config.toml").is_file())
        .unwrap_or_else(|| panic!("no run in {}", runs.display()))
}

#[test]
fn the_cuda_binary_starts_and_runs_everything_here() {
    let bin = cuda_binary();
    let run = |args: &[&str]| {
        let mut c = Command::new(&bin);
        c.args(args);
        c
    };
    let dir = std::env::temp_dir().join(format!("reincarnate-cuda-bin-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();

    // check-device: what it chose, and why; the CPU check passes.
    let out = succeeds(&mut run(&[
        "check-device",
        "--device",
        "auto",
        "--arch",
        "nature",
        "--batch-size",
        "4",
        "--timed-updates",
        "0",
    ]));
    if has_gpu() {
        assert!(out.contains("device: cuda:0 (--device auto)"), "{out}");
        assert!(out.contains("CUDA: NVIDIA driver "), "{out}");
    } else {
        assert!(
            out.contains("device: cpu (--device auto: no NVIDIA driver (libcuda.so.1"),
            "{out}"
        );
        assert!(out.contains("CUDA: not usable: no NVIDIA driver"), "{out}");
        // --device cuda without a driver: an error that says what is missing, not a crash.
        let o = run(&["check-device", "--device", "cuda", "--timed-updates", "0"])
            .output()
            .unwrap();
        let t = text(&o);
        assert!(!o.status.success(), "{t}");
        assert!(t.contains("device 'cuda': no NVIDIA driver"), "{t}");
        assert!(t.contains("--device auto falls back to the CPU"), "{t}");
        assert!(!t.contains("panicked"), "{t}");
        stand_ins_first_on_the_library_path(&bin, &dir);
    }
    // A misspelt CUDA lever is the user's to fix on any machine: `auto` does not run on the
    // CPU over it.
    let o = run(&["check-device", "--device", "auto", "--timed-updates", "0"])
        .args(["--cuda-levers", "pool,warp"])
        .output()
        .unwrap();
    let t = text(&o);
    assert!(!o.status.success(), "{t}");
    assert!(
        t.contains("--cuda-levers \"pool,warp\": unknown lever 'warp'")
            && t.contains("events, pool, stream, htod, lazy, adam, maxpool, cudnn, tf32, graphs, update-graph"),
        "{t}"
    );
    assert!(!t.contains("panicked"), "{t}");
    // Known levers on a machine without a GPU: nothing to apply, the CPU as before.
    let levered = succeeds(
        run(&["check-device", "--device", "auto", "--arch", "nature"])
            .args(["--batch-size", "4", "--timed-updates", "0"])
            .args(["--cuda-levers", "all"]),
    );
    assert!(levered.contains("agrees with"), "{levered}");
    assert!(out.contains("agrees with"), "{out}");

    // A tiny DQN run and a tiny QDagger run on the default device (auto).
    let dqn_runs = dir.join("dqn");
    let mut args: Vec<String> = ["dqn", "--quiet", "--env-id", "Breakout", "--runs-dir"]
        .map(String::from)
        .to_vec();
    args.push(dqn_runs.display().to_string());
    args.extend(tiny(400));
    let out = succeeds(Command::new(&bin).args(&args));
    if !has_gpu() {
        assert!(
            out.contains("--device auto: running on the CPU: no NVIDIA driver"),
            "{out}"
        );
    }
    let dqn_run = single_run(&dqn_runs);
    let mut args: Vec<String> = ["train", "--quiet", "--env-id", "Breakout", "--runs-dir"]
        .map(String::from)
        .to_vec();
    args.push(dir.join("qdagger").display().to_string());
    args.extend(["--teacher".into(), teacher()]);
    args.extend(tiny(300));
    succeeds(Command::new(&bin).args(&args));

    // eval of the DQN run's newest checkpoint.
    let model = std::fs::read_dir(dqn_run.join("checkpoints"))
        .unwrap()
        .flatten()
        .map(|e| e.path().join("student.safetensors"))
        .filter(|p| p.is_file())
        .max()
        .expect("a checkpoint");
    let out = succeeds(run(&["eval", "--episodes", "1", "--model"]).arg(&model));
    assert!(out.contains("mean"), "{out}");

    // A sweep as a Slurm job array: its tasks run this binary.
    if let Some((guard, conf)) =
        local_slurm(&dir, "the_cuda_binary_starts_and_runs_everything_here")
    {
        let runs = dir.join("sweep");
        let args = one_run_sweep(&runs, &["--slurm", "--threads", "1"], 300);
        let id = job_id(&succeeds(
            Command::new(&bin).args(&args).env("SLURM_CONF", &conf),
        ));
        let script = std::fs::read_to_string(runs.join("sweep.sbatch")).unwrap();
        assert!(
            script.contains(&bin.display().to_string()),
            "the batch script runs another binary:\n{script}"
        );
        let log = runs.join("slurm").join(format!("{id}_0.out"));
        let deadline = Instant::now() + Duration::from_secs(300);
        loop {
            let t = std::fs::read_to_string(&log).unwrap_or_default();
            if t.contains("run finished") {
                assert!(!t.contains("panicked"), "{t}");
                break;
            }
            assert!(
                Instant::now() < deadline,
                "the Slurm task did not finish within 300 s: {}",
                t
            );
            std::thread::sleep(Duration::from_millis(500));
        }
        drop(guard);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
