//! Links the C++ runtime that `ale-sys` (the vendored Arcade Learning Environment) needs but
//! does not declare: without it the link fails with `undefined symbol: std::ios_base::Init`.
fn main() {
    println!("cargo:rustc-link-lib=dylib=stdc++");
    println!("cargo:rerun-if-changed=build.rs");
}
