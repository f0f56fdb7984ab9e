//! The `reincarnate` command line: a thin layer over the library.

mod cli;

use clap::Parser;

fn main() -> std::process::ExitCode {
    reincarnate::agent::threads::short_spin();
    match cli::run(cli::Cli::parse()) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            // `{:#}` prints the whole chain of causes on one line, without a backtrace.
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
