//! Subcommands of the `reincarnate` binary.

#[cfg(feature = "gui")]
mod app;
mod check_device;
mod compare;
mod compare_paired;
mod eval;
mod export;
mod fork;
mod play;
mod progress;
mod race;
mod record;
mod reference;
mod serving;
mod sweep;
mod train;
mod watch;

use anyhow::Result;
use clap::{Parser, Subcommand};

/// The program: the command line parsed and run; the exit status says how it ended.
pub fn main() -> std::process::ExitCode {
    // Before any thread starts, so that every thread allocates from the one tuned arena.
    reincarnate::platform::alloc::keep_large_allocations();
    reincarnate::platform::threads::short_spin();
    match run(Cli::parse()) {
        // Stopped by a signal (after its checkpoint): 128 + the signal, as shells report it.
        Ok(()) => reincarnate::platform::signals::exit_code()
            .map_or(std::process::ExitCode::SUCCESS, Into::into),
        Err(e) => {
            eprintln!("error: {}", one_line(&e));
            std::process::ExitCode::FAILURE
        }
    }
}

/// The error and its chain of causes on one line, without a backtrace, each cause said once:
/// the library's messages already end with their cause (`{path}: {source}`), which `{:#}`
/// would repeat.
fn one_line(e: &anyhow::Error) -> String {
    let mut out = e.to_string();
    for cause in e.chain().skip(1) {
        let cause = cause.to_string();
        if !out.contains(&cause) {
            out.push_str(": ");
            out.push_str(&cause);
        }
    }
    out
}

#[cfg(test)]
mod one_line_tests {
    use super::one_line;
    use anyhow::Context;

    #[test]
    fn each_cause_is_said_once() {
        // A library error whose message already holds its source.
        let read =
            reincarnate::compare::read_log(std::path::Path::new("/nonexistent.csv")).unwrap_err();
        let said = one_line(&anyhow::Error::from(read));
        assert_eq!(said.matches("No such file").count(), 1, "{said}");
        // A cause that is not in the message is still said after it.
        let io = std::fs::read("/nonexistent.csv").unwrap_err();
        let with_context = Err::<(), _>(io).context("reading the teacher").unwrap_err();
        let said = one_line(&with_context);
        assert!(
            said.starts_with("reading the teacher: ") && said.contains("No such file"),
            "{said}"
        );
    }
}

/// Reincarnating RL on Atari: QDagger in Rust.
#[derive(Parser, Debug)]
#[command(
    name = "reincarnate",
    version,
    about = "Reincarnating RL on Atari: a DQN student learns from a DQN teacher with QDagger",
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Without a subcommand: the app with these arguments.
    #[cfg(feature = "gui")]
    #[command(flatten)]
    app: app::AppArgs,
    /// Without a subcommand (a build without the app): `play` with these arguments.
    #[cfg(not(feature = "gui"))]
    #[command(flatten)]
    play: play::PlayArgs,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Open the desktop app and watch a run learn, live (the default command).
    #[cfg(feature = "gui")]
    App(app::AppArgs),
    /// Train a student with QDagger: teacher evaluation, teacher buffer, offline and online
    /// phases.
    Train(train::TrainCommandArgs),
    /// Train tabula-rasa DQN (CleanRL's dqn_atari): the baseline, or a teacher of your own.
    Dqn(train::TrainCommandArgs),
    /// Race QDagger (with the teacher) against DQN from scratch: same game, seed, network and
    /// online budget, each on its own threads, both runs in one race directory.
    Race(race::RaceArgs),
    /// Fork a run's newest checkpoint into a control arm and a tweak arm (live settings
    /// changed with --set), from the same state on the same random streams, and say what the
    /// tweak did (with --pairs K, with an interval).
    Fork(fork::ForkArgs),
    /// Run games x seeds x algorithms (QDagger, DQN): here, at most --workers at once,
    /// resumable, or as a Slurm job array (--slurm).
    Sweep(sweep::SweepArgs),
    /// Follow a run that a trainer serves (`train --serve`) on this terminal: its history,
    /// then live progress, as `train` prints it.
    Watch(watch::WatchArgs),
    /// Play whole games with a saved model and print their returns.
    Eval(eval::EvalArgs),
    /// Plot the learning curves of runs (ours or CleanRL's) in one PNG, with the teacher's
    /// return, and print the steps each needs to reach a share of it.
    Compare(compare::CompareArgs),
    /// Turn a run's newest checkpoint into a teacher directory (weights and teacher.toml
    /// with its evaluation), as the bundled teachers are made.
    ExportTeacher(export::ExportArgs),
    /// Record a policy playing whole games as an MP4 (H.264) or GIF, at the game's speed.
    Record(record::RecordArgs),
    /// Play games with random actions through CleanRL's preprocessing and print each game's
    /// return.
    Play(play::PlayArgs),
    /// Check a device's results against the CPU (a GPU) or our fused CPU kernels against
    /// candle's operations (the CPU): Q-values, losses, gradients and an Adam step, then the
    /// update's time on each.
    CheckDevice(check_device::CheckDeviceArgs),
    /// Print the shell completion script for bash, zsh, fish, elvish or powershell.
    Completions(reference::CompletionsArgs),
    /// Print the man page, or write one per subcommand into a directory.
    Man(reference::ManArgs),
}

/// Runs the command line.
pub fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Some(Command::Train(args)) => train::train(args, false),
        Some(Command::Dqn(args)) => train::train(args, true),
        Some(Command::Race(args)) => race::race(args),
        Some(Command::Sweep(args)) => sweep::sweep(&args),
        Some(Command::Fork(args)) => fork::fork(&args),
        Some(Command::Watch(args)) => watch::watch(&args),
        Some(Command::Eval(args)) => eval::eval(&args),
        Some(Command::Compare(args)) => compare::compare(&args),
        Some(Command::ExportTeacher(args)) => export::export(&args),
        Some(Command::Record(args)) => record::record(&args),
        Some(Command::Play(args)) => play::play(&args),
        Some(Command::CheckDevice(args)) => check_device::check(&args),
        Some(Command::Completions(args)) => reference::completions(&args),
        Some(Command::Man(args)) => reference::man(&args),
        #[cfg(feature = "gui")]
        Some(Command::App(args)) => app::app(args),
        #[cfg(feature = "gui")]
        None => app::app(cli.app),
        #[cfg(not(feature = "gui"))]
        None => play::play(&cli.play),
    }
}
