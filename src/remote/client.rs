//! The viewer's side: a thread that connects to a serving trainer, says hello (with the
//! token, if given), and turns what arrives into a [`TrainerHandle`]'s channels, so that the
//! app (or any listener) shows a remote run exactly as a local one. When the connection goes
//! it says so ([`RemoteStatus::Disconnected`]) and tries again every second; on reconnecting
//! the server sends the run's history again ([`RemoteStatus::Connected`] comes first, and a
//! view starts afresh on it).
//!
//! Commands from the handle go to the trainer as [`RemoteCommand`]s: `Leave` (a window
//! that closes) ends the connection, not the run; `Stop` asks the trainer to stop the run;
//! what has no network form is not sent.
//!
//! The client trusts no server: a message over the cap, a screen of the wrong size or a
//! history that never ends closes the connection with a reason the viewer is shown, never a
//! panic. Each event's time in the run is passed on ([`RemoteStatus::Behind`]), so that a
//! viewer's clocks are the run's, not the connection's.

use super::wire::{
    read_message, write_message, ClientMessage, RemoteCommand, ServerMessage, VERSION,
};
use crate::env::frame::SCREEN_RGB_LEN;
use crate::protocol::{RemoteStatus, TrainerCommand, TrainerEvent};
use crate::trainer::TrainerHandle;
use crossbeam_channel::{bounded, Receiver, RecvTimeoutError, Sender};
use std::net::{Shutdown, TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

/// Between attempts to connect.
const RETRY: Duration = Duration::from_secs(1);

/// Events a history may hold before the live ones: a server that sends more is not a
/// trainer (whose history is capped far below).
pub const MAX_HISTORY_EVENTS: u64 = 4 * super::wire::HISTORY_EVENTS as u64;

/// A change of the events' delay that is worth telling the view.
const BEHIND_STEP_MS: u64 = 100;

/// Connects to the trainer serving at `address` (`HOST:PORT`), as a listener of a local
/// trainer would see it; `token` allows commands. The client ends when the handle's command
/// channel closes or gets `Stop`.
pub fn connect(address: String, token: Option<String>) -> TrainerHandle {
    let (events_tx, events) = bounded(10_000);
    let (frames_tx, frames) = bounded(1);
    let (commands, commands_rx) = bounded(256);
    let _ = std::thread::Builder::new()
        .name("remote-viewer".into())
        .spawn(move || run(address, token, events_tx, frames_tx, commands_rx));
    // The server relays the analysis's milestones with the run's events.
    let mut handle = TrainerHandle::from_channels(events, frames, commands);
    handle.analysed = true;
    handle
}

/// What ended a connection.
enum Ended {
    /// The viewer is closing (Stop, or the handle dropped).
    Closing,
    /// The connection went; try again.
    Lost(String),
}

fn run(
    address: String,
    token: Option<String>,
    events: Sender<TrainerEvent>,
    frames: Sender<crate::protocol::FrameMessage>,
    commands: Receiver<TrainerCommand>,
) {
    let mut last_reason = None;
    loop {
        let reason = match session(&address, &token, &events, &frames, &commands) {
            Ended::Closing => return,
            Ended::Lost(reason) => reason,
        };
        // Said once per change, not every second.
        if last_reason.as_ref() != Some(&reason) {
            let status = RemoteStatus::Disconnected {
                address: address.clone(),
                reason: reason.clone(),
            };
            if events.send(TrainerEvent::Remote(status)).is_err() {
                return;
            }
            last_reason = Some(reason);
        }
        match commands.recv_timeout(RETRY) {
            Ok(TrainerCommand::Leave) | Err(RecvTimeoutError::Disconnected) => return,
            _ => {}
        }
    }
}

/// One connection: hello, then events in and commands out until it ends.
fn session(
    address: &str,
    token: &Option<String>,
    events: &Sender<TrainerEvent>,
    frames: &Sender<crate::protocol::FrameMessage>,
    commands: &Receiver<TrainerCommand>,
) -> Ended {
    let addr = match address.to_socket_addrs().map(|mut a| a.next()) {
        Ok(Some(a)) => a,
        Ok(None) => return Ended::Lost(format!("{address} has no address")),
        Err(e) => return Ended::Lost(format!("cannot resolve {address}: {e}")),
    };
    let mut stream = match TcpStream::connect_timeout(&addr, Duration::from_secs(2)) {
        Ok(s) => s,
        Err(e) => return Ended::Lost(format!("cannot connect: {e}")),
    };
    let _ = stream.set_nodelay(true);
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let hello = ClientMessage::Hello {
        version: VERSION,
        token: token.clone(),
    };
    if let Err(e) = write_message(&mut stream, &hello) {
        return Ended::Lost(format!("cannot say hello: {e}"));
    }
    let (read_only, uptime_ms) = match read_message::<ServerMessage>(&mut stream) {
        Ok(ServerMessage::Welcome {
            version,
            read_only,
            uptime_ms,
        }) if version == VERSION => (read_only, uptime_ms),
        Ok(ServerMessage::Bye(why)) => return Ended::Lost(format!("the trainer refused: {why}")),
        Ok(other) => return Ended::Lost(format!("an unexpected first message: {other:?}")),
        Err(e) => return Ended::Lost(format!("no welcome: {e}")),
    };
    let _ = stream.set_read_timeout(None);
    let connected = RemoteStatus::Connected {
        address: address.to_string(),
        read_only,
    };
    if events.send(TrainerEvent::Remote(connected)).is_err() {
        return Ended::Closing;
    }
    let Ok(mut reader) = stream.try_clone() else {
        return Ended::Lost("cannot read the connection".into());
    };
    let (done_tx, done) = bounded::<String>(1);
    let ev = events.clone();
    let fr = frames.clone();
    let welcomed = Instant::now();
    let reading = std::thread::spawn(move || {
        let mut clock = RunClock::new(welcomed, uptime_ms);
        let mut history = Some(0u64);
        let mut stopped = false;
        let why = loop {
            match read_message::<ServerMessage>(&mut reader) {
                Ok(ServerMessage::Event { at_ms, event }) => {
                    if let Some(n) = history.as_mut() {
                        *n += 1;
                        if *n > MAX_HISTORY_EVENTS {
                            break format!(
                                "the server's history did not end after \
                                 {MAX_HISTORY_EVENTS} events: not a reincarnate trainer of \
                                 this version"
                            );
                        }
                    }
                    stopped |= matches!(event, TrainerEvent::Stopped(_));
                    let sent = clock.behind(at_ms).is_none_or(|ms| {
                        ev.send(TrainerEvent::Remote(RemoteStatus::Behind { ms }))
                            .is_ok()
                    }) && ev.send(event).is_ok();
                    if !sent {
                        break "the viewer closed".to_string();
                    }
                }
                // The newest screen; when the window has not taken the last one yet, this
                // one is left out.
                Ok(ServerMessage::Frame(f)) if f.rgb.len() != SCREEN_RGB_LEN => {
                    break format!(
                        "the trainer sent a screen of {} bytes where a screen has \
                         {SCREEN_RGB_LEN}: not a reincarnate trainer of this version",
                        f.rgb.len()
                    );
                }
                Ok(ServerMessage::Frame(f)) => {
                    let _ = fr.try_send(f);
                }
                Ok(ServerMessage::Live) => {
                    history = None;
                    if let Some(ms) = clock.live() {
                        let _ = ev.send(TrainerEvent::Remote(RemoteStatus::Behind { ms }));
                    }
                }
                Ok(ServerMessage::Refused(why)) => {
                    let _ = ev.send(TrainerEvent::Warning(format!(
                        "the trainer refused a command: {why}"
                    )));
                }
                Ok(ServerMessage::Welcome { .. }) => {}
                Ok(ServerMessage::Bye(_)) if stopped => break "the run ended".to_string(),
                Ok(ServerMessage::Bye(why)) => break why,
                Err(e) => break format!("the connection closed ({e})"),
            }
        };
        let _ = done_tx.send(why);
    });
    let ended = loop {
        if let Ok(why) = done.try_recv() {
            break Ended::Lost(why);
        }
        match commands.recv_timeout(Duration::from_millis(100)) {
            Ok(TrainerCommand::Leave) | Err(RecvTimeoutError::Disconnected) => {
                break Ended::Closing
            }
            Ok(command) => {
                let Some(remote) = RemoteCommand::from_local(&command) else {
                    let _ = events.send(TrainerEvent::Warning(format!(
                        "{command:?} is not sent to a remote trainer"
                    )));
                    continue;
                };
                if let Err(e) = write_message(&mut stream, &ClientMessage::Command(remote)) {
                    break Ended::Lost(format!("cannot send a command: {e}"));
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
    };
    let _ = stream.shutdown(Shutdown::Both);
    let _ = reading.join();
    // A reason the reader gave is better than ours.
    match (ended, done.try_recv()) {
        (Ended::Closing, _) => Ended::Closing,
        (_, Ok(why)) => Ended::Lost(why),
        (lost, _) => lost,
    }
}

/// The run's clock as the viewer sees it: the server's uptime at its welcome dates each
/// event, and the view is told how long ago the events it gets happened.
struct RunClock {
    welcomed: Instant,
    uptime_ms: u64,
    told: u64,
}

impl RunClock {
    fn new(welcomed: Instant, uptime_ms: u64) -> Self {
        Self {
            welcomed,
            uptime_ms,
            told: 0,
        }
    }

    /// How long ago an event sent at `at_ms` happened, when that differs enough from what the
    /// view was last told.
    fn behind(&mut self, at_ms: u64) -> Option<u64> {
        let now_ms = self.uptime_ms + self.welcomed.elapsed().as_millis() as u64;
        let ms = now_ms.saturating_sub(at_ms);
        self.tell(ms)
    }

    /// Live events happen as they arrive.
    fn live(&mut self) -> Option<u64> {
        self.tell(0)
    }

    fn tell(&mut self, ms: u64) -> Option<u64> {
        if ms.abs_diff(self.told) < BEHIND_STEP_MS && !(ms == 0 && self.told != 0) {
            return None;
        }
        self.told = ms;
        Some(ms)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_run_clock_dates_a_history_and_goes_quiet_when_live() {
        // Welcomed 60 s into the run: the run's first event happened 60 s ago.
        let mut c = RunClock::new(Instant::now(), 60_000);
        let first = c.behind(0).unwrap();
        assert!((60_000..61_000).contains(&first), "{first}");
        // Events close together are not told again.
        assert_eq!(c.behind(50), None);
        let later = c.behind(30_000).unwrap();
        assert!((30_000..31_000).contains(&later), "{later}");
        assert_eq!(c.live(), Some(0));
        assert_eq!(c.live(), None);
    }
}
