//! Links the C++ runtime that `ale-sys` (the vendored Arcade Learning Environment) needs but
//! does not declare: without it the link fails with `undefined symbol: std::ios_base::Init`.
//!
//! With the `cuda` feature, also makes candle-kernels' `cudart` the static CUDA runtime:
//! candle-kernels asks for `-lcudart`, which would make `libcudart.so` a load-time dependency
//! and stop the binary from starting where CUDA is not installed. A folder in `OUT_DIR` holds
//! `libcudart.a`, a link to the CUDA installation's `libcudart_static.a` (`$CUDA_HOME`, as
//! scripts/build/build_cuda.sh sets it to NVIDIA's wheels, else /usr/local/cuda), and is searched
//! first, so the linker takes it (the static runtime opens the driver itself when first used).
//!
//! With `cuda`, also compiles our own kernels (src/agent/gpu/update.cu) to PTX with nvcc and
//! checks the PTX with ptxas for an H100/H200 (sm_90) and for `CUDA_COMPUTE_CAP`'s GPU.
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo:rustc-link-lib=dylib=stdc++");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=CUDA_HOME");
    if std::env::var_os("CARGO_FEATURE_CUDA").is_none() {
        return;
    }
    compile_kernels();
    link_static_cudart();
}

/// The CUDA tool `name`: `$NVCC`'s folder (for nvcc, `$NVCC` itself), `$CUDA_HOME/bin`,
/// /usr/local/cuda/bin, else the `PATH`'s.
fn cuda_tool(name: &str) -> PathBuf {
    println!("cargo:rerun-if-env-changed=NVCC");
    let nvcc = std::env::var_os("NVCC").map(PathBuf::from);
    if name == "nvcc" {
        if let Some(nvcc) = nvcc {
            return nvcc;
        }
    }
    nvcc.as_deref()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .into_iter()
        .chain(std::env::var_os("CUDA_HOME").map(|h| PathBuf::from(h).join("bin")))
        .chain([PathBuf::from("/usr/local/cuda/bin")])
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
        .unwrap_or_else(|| PathBuf::from(name))
}

/// Runs `cmd`; its output on failure ends the build with `what` said.
fn run(mut cmd: Command, what: &str) -> String {
    let out = cmd.output().unwrap_or_else(|e| {
        panic!(
            "{what}: cannot run {:?} ({e}); build with scripts/build/build_cuda.sh, which \
             installs CUDA's compiler",
            cmd.get_program()
        )
    });
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{what} failed:\n{text}");
    text
}

/// src/agent/gpu/update.cu to `$OUT_DIR/update.ptx`, for the lowest GPU CUDA 13 supports
/// (compute capability 7.5: the driver compiles the PTX for newer GPUs when it loads it),
/// without multiply-add contraction (the kernels must round as the CPU does). ptxas then
/// compiles it for sm_90 and for `CUDA_COMPUTE_CAP`, so a kernel the GPU would refuse fails
/// the build here; its report (registers, spills) is kept beside the PTX.
fn compile_kernels() {
    let source = "src/agent/gpu/update.cu";
    println!("cargo:rerun-if-changed={source}");
    println!("cargo:rerun-if-env-changed=CUDA_COMPUTE_CAP");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let ptx = out.join("update.ptx");
    let mut nvcc = Command::new(cuda_tool("nvcc"));
    nvcc.args(["--ptx", "-arch=compute_75", "-fmad=false", "-O3", "-o"])
        .arg(&ptx)
        .arg(source);
    run(nvcc, "nvcc (our kernels, src/agent/gpu/update.cu)");
    let mut archs = vec!["90".to_string()];
    if let Ok(cap) = std::env::var("CUDA_COMPUTE_CAP") {
        let cap = cap.trim().replace('.', "");
        if !cap.is_empty() && !archs.contains(&cap) {
            archs.push(cap);
        }
    }
    let mut report = String::new();
    for arch in archs {
        let mut ptxas = Command::new(cuda_tool("ptxas"));
        ptxas
            .arg(format!("-arch=sm_{arch}"))
            .args(["-v", "-o", "/dev/null"])
            .arg(&ptx);
        report += &run(ptxas, &format!("ptxas -arch=sm_{arch} (our kernels)"));
    }
    std::fs::write(out.join("update.ptxas.txt"), report).unwrap();
}

/// `cudart` as the static CUDA runtime (see the file's head).
fn link_static_cudart() {
    let roots: Vec<PathBuf> = std::env::var_os("CUDA_HOME")
        .into_iter()
        .map(Into::into)
        .chain([PathBuf::from("/usr/local/cuda")])
        .collect();
    let Some(archive) = roots
        .iter()
        .flat_map(|r| {
            [
                r.join("lib/libcudart_static.a"),
                r.join("lib64/libcudart_static.a"),
            ]
        })
        .find(|p| p.is_file())
    else {
        println!(
            "cargo:warning=no libcudart_static.a under $CUDA_HOME or /usr/local/cuda: the \
             binary will need libcudart.so to start (build with scripts/build/build_cuda.sh)"
        );
        return;
    };
    let dir = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("cudart-static");
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("libcudart.a");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&archive, &link).unwrap();
    println!("cargo:rustc-link-search=native={}", dir.display());
    println!("cargo:rerun-if-changed={}", archive.display());
}
