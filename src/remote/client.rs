//! The viewer's side: a thread that connects to a serving trainer, says hello (with the
//! token, if given), and turns what arrives into a [`TrainerHandle`]'s channels, so that the
//! app (or any listener) shows a remote run exactly as a local one. When the connection goes
//! it says so ([`RemoteStatus::Disconnected`]) and tries again every second; on reconnecting
//! the server sends the run's history again ([`RemoteStatus::Connected`] comes first, and a
//! view starts afresh on it).
//!
//! Commands from the handle go to the trainer, except `Stop`: a viewer that closes ends its
//! connection, not the run.

use super::wire::{read_message, write_message, ClientMessage, ServerMessage, VERSION};
use crate::protocol::{RemoteStatus, TrainerCommand, TrainerEvent};
use crate::trainer::TrainerHandle;
use crossbeam_channel::{bounded, Receiver, RecvTimeoutError, Sender};
use std::net::{Shutdown, TcpStream, ToSocketAddrs};
use std::time::Duration;

/// Between attempts to connect.
const RETRY: Duration = Duration::from_secs(1);

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
    TrainerHandle::from_channels(events, frames, commands)
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
            Ok(TrainerCommand::Stop) | Err(RecvTimeoutError::Disconnected) => return,
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
    let read_only = match read_message::<ServerMessage>(&mut stream) {
        Ok(ServerMessage::Welcome { version, read_only }) if version == VERSION => read_only,
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
    let reading = std::thread::spawn(move || {
        let why = loop {
            match read_message::<ServerMessage>(&mut reader) {
                Ok(ServerMessage::Event(e)) => {
                    if ev.send(e).is_err() {
                        break "the viewer closed".to_string();
                    }
                }
                // The newest screen; when the window has not taken the last one yet, this
                // one is left out.
                Ok(ServerMessage::Frame(f)) => {
                    let _ = fr.try_send(f);
                }
                Ok(ServerMessage::Refused(why)) => {
                    let _ = ev.send(TrainerEvent::Warning(format!(
                        "the trainer refused a command: {why}"
                    )));
                }
                Ok(ServerMessage::Live) | Ok(ServerMessage::Welcome { .. }) => {}
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
            Ok(TrainerCommand::Stop) | Err(RecvTimeoutError::Disconnected) => break Ended::Closing,
            Ok(command) => {
                if let Err(e) = write_message(&mut stream, &ClientMessage::Command(command)) {
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
