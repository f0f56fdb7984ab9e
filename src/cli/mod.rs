//! Subcommands of the `reincarnate` binary.

mod eval;
mod play;
mod progress;
mod train;

use anyhow::Result;
use clap::{Parser, Subcommand};

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
    /// Without a subcommand: `play` with these arguments.
    #[command(flatten)]
    play: play::PlayArgs,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Train a student with QDagger: teacher evaluation, teacher buffer, offline and online
    /// phases.
    Train(train::TrainArgs),
    /// Train tabula-rasa DQN (CleanRL's dqn_atari): the baseline, or a teacher of your own.
    Dqn(train::TrainArgs),
    /// Play whole games with a saved model and print their returns.
    Eval(eval::EvalArgs),
    /// Play games with random actions through CleanRL's preprocessing and print each game's
    /// return (the default command).
    Play(play::PlayArgs),
}

/// Runs the command line.
pub fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Some(Command::Train(args)) => train::train(args, false),
        Some(Command::Dqn(args)) => train::train(args, true),
        Some(Command::Eval(args)) => eval::eval(&args),
        Some(Command::Play(args)) => play::play(&args),
        None => play::play(&cli.play),
    }
}
