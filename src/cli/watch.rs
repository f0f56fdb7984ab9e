//! `reincarnate watch HOST:PORT`: a served run's history and live progress on this terminal,
//! as `train` prints them; it reconnects when the trainer restarts. Ctrl-C leaves (the run
//! goes on); with `--until-stopped` it leaves when the run ends (status 0, or 1 when the run
//! failed).

use super::progress::{Progress, PEER_LINE};
use anyhow::Result;
use reincarnate::protocol::{RemoteStatus, TrainerEvent};
use reincarnate::remote::wire::printable::printable_within;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct WatchArgs {
    /// Where the trainer serves (`train --serve`): HOST:PORT.
    pub address: String,
    /// A file holding the trainer's token (`train --token-file`, or the file the trainer
    /// names when it starts): `watch` sends no commands, but only the token's holders may
    /// watch a run unless it was started with `--public-read`.
    #[arg(long, value_name = "FILE")]
    pub token_file: Option<PathBuf>,
    /// One line per event instead of progress bars.
    #[arg(long)]
    pub quiet: bool,
    /// Leave at the run's last event, not when its trainer closes the connection (either
    /// way `watch` ends with the run: it never follows another run that takes the port).
    #[arg(long)]
    pub until_stopped: bool,
}

pub fn watch(args: &WatchArgs) -> Result<()> {
    let token = match &args.token_file {
        Some(f) => Some(
            reincarnate::remote::read_token_file(f)
                .map_err(|e| anyhow::anyhow!("--token-file: {e}"))?,
        ),
        None => None,
    };
    let handle = reincarnate::remote::client::connect(args.address.clone(), token);
    // What the server sends is printed as printable text only (it may not be our trainer).
    let shown = |text: &str| printable_within(text, PEER_LINE);
    let mut progress = Progress::of_peer(args.quiet);
    let mut outcome = None;
    for event in handle.events.iter() {
        match &event {
            TrainerEvent::Remote(RemoteStatus::Connected { address, read_only }) => {
                progress.finish();
                progress = Progress::of_peer(args.quiet);
                println!(
                    "watching {address}{}",
                    if *read_only { " (read-only)" } else { "" }
                );
            }
            // After the run's end the client stops (whoever holds the port next is not
            // this run); otherwise it tries again.
            TrainerEvent::Remote(RemoteStatus::Disconnected { address, reason }) => {
                if outcome.is_some() {
                    println!("{address}: {}", shown(reason));
                } else {
                    println!(
                        "disconnected from {address}: {}; reconnecting",
                        shown(reason)
                    );
                }
            }
            TrainerEvent::Remote(RemoteStatus::Refused { address, reason }) => {
                progress.finish();
                anyhow::bail!("cannot watch {address}: {}", shown(reason));
            }
            _ => {}
        }
        progress.show(&event);
        if let TrainerEvent::Stopped(result) = &event {
            progress.finish();
            match result {
                Ok(s) => println!(
                    "the run {} at global step {}: {}",
                    if s.completed { "finished" } else { "stopped" },
                    s.global_step,
                    shown(&s.run_dir.display().to_string())
                ),
                Err(e) => println!("the run failed: {}", shown(&e.to_string())),
            }
            outcome = Some(result.clone());
        }
        if outcome.is_some() && args.until_stopped {
            break;
        }
    }
    progress.finish();
    drop(handle);
    match outcome {
        Some(Err(e)) => anyhow::bail!("the run failed: {}", shown(&e.to_string())),
        _ => Ok(()),
    }
}
