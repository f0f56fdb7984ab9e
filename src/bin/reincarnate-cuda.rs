//! `reincarnate` built with CUDA under its own name, beside the CPU build's binary in one
//! target folder (Cargo.toml says why): the same command line.

#[path = "../cli/mod.rs"]
mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
