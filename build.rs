//! Links the C++ runtime that `ale-sys` (the vendored Arcade Learning Environment) needs but
//! does not declare: without it the link fails with `undefined symbol: std::ios_base::Init`.
//!
//! With the `cuda` feature, also makes candle-kernels' `cudart` the static CUDA runtime:
//! candle-kernels asks for `-lcudart`, which would make `libcudart.so` a load-time dependency
//! and stop the binary from starting where CUDA is not installed. A folder in `OUT_DIR` holds
//! `libcudart.a`, a link to the CUDA installation's `libcudart_static.a` (`$CUDA_HOME`, as
//! scripts/build/build_cuda.sh sets it to NVIDIA's wheels, else /usr/local/cuda), and is searched
//! first, so the linker takes it (the static runtime opens the driver itself when first used).
fn main() {
    println!("cargo:rustc-link-lib=dylib=stdc++");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=CUDA_HOME");
    if std::env::var_os("CARGO_FEATURE_CUDA").is_none() {
        return;
    }
    let roots: Vec<std::path::PathBuf> = std::env::var_os("CUDA_HOME")
        .into_iter()
        .map(Into::into)
        .chain([std::path::PathBuf::from("/usr/local/cuda")])
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
    let dir = std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("cudart-static");
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("libcudart.a");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&archive, &link).unwrap();
    println!("cargo:rustc-link-search=native={}", dir.display());
    println!("cargo:rerun-if-changed={}", archive.display());
}
