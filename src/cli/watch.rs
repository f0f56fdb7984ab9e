//! `reincarnate watch HOST:PORT`: a served run's history and live progress on this terminal,
//! as `train` prints them; it reconnects when the trainer restarts. Ctrl-C leaves (the run
//! goes on).

use super::progress::Progress;
use anyhow::Result;
use reincarnate::protocol::{RemoteStatus, TrainerEvent};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct WatchArgs {
    /// Where the trainer serves (`train --serve`): HOST:PORT.
    pub address: String,
    /// A file holding the trainer's token (not needed to watch; `watch` sends no commands).
    #[arg(long, value_name = "FILE")]
    pub token_file: Option<PathBuf>,
    /// One line per event instead of progress bars.
    #[arg(long)]
    pub quiet: bool,
    /// Leave when the run has stopped, instead of waiting for the trainer to come back.
    #[arg(long)]
    pub until_stopped: bool,
}

pub fn watch(args: &WatchArgs) -> Result<()> {
    let token = match &args.token_file {
        Some(f) => Some(reincarnate::remote::token_from_file(f).map_err(anyhow::Error::msg)?),
        None => None,
    };
    let handle = reincarnate::remote::client::connect(args.address.clone(), token);
    let mut progress = Progress::new(args.quiet);
    for event in handle.events.iter() {
        match &event {
            TrainerEvent::Remote(RemoteStatus::Connected { address, read_only }) => {
                progress.finish();
                progress = Progress::new(args.quiet);
                println!(
                    "watching {address}{}",
                    if *read_only { " (read-only)" } else { "" }
                );
            }
            TrainerEvent::Remote(RemoteStatus::Disconnected { address, reason }) => {
                println!("disconnected from {address}: {reason}; reconnecting");
            }
            _ => {}
        }
        let stopped = matches!(event, TrainerEvent::Stopped(_));
        progress.show(&event);
        if stopped && args.until_stopped {
            break;
        }
    }
    progress.finish();
    Ok(())
}
