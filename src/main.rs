//! The `reincarnate` command line: a thin layer over the library.

mod cli;

use clap::Parser;

fn main() -> std::process::ExitCode {
    reincarnate::agent::threads::short_spin();
    match cli::run(cli::Cli::parse()) {
        // Stopped by a signal (after its checkpoint): 128 + the signal, as shells report it.
        Ok(()) => cli::signals::exit_code().map_or(std::process::ExitCode::SUCCESS, Into::into),
        Err(e) => {
            // `{:#}` prints the whole chain of causes on one line, without a backtrace.
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
