//! The viewer's side: a thread that connects to a serving trainer, says hello (with the
//! token, if given), and turns what arrives into a [`TrainerHandle`]'s channels, so that the
//! app (or any listener) shows a remote run exactly as a local one. When the connection goes
//! it says so ([`RemoteStatus::Disconnected`]) and tries again every second; on reconnecting
//! the server sends the run's history again ([`RemoteStatus::Connected`] comes first, and a
//! view starts afresh on it). It follows one run: once that run has ended it stops, and a
//! server that answers at the address with another run's id (whoever holds the port now,
//! or a relay to another run) is refused, not watched.
//!
//! Commands from the handle go to the trainer as [`RemoteCommand`]s: `Leave` (a window
//! that closes) ends the connection, not the run; `Stop` asks the trainer to stop the run;
//! what has no network form is not sent.
//!
//! The client trusts no server: a message over the cap, a screen of the wrong size or a
//! history that never ends closes the connection with a reason the viewer is shown, never a
//! panic. Each event's time in the run is passed on ([`RemoteStatus::Behind`]), so that a
//! viewer's clocks are the run's, not the connection's.

mod hello;

use super::wire::printable::printable;
use super::wire::{
    decode, write_message, ClientMessage, RemoteCommand, ServerMessage, WireError, MAX_MESSAGE,
};
use crate::env::frame::SCREEN_RGB_LEN;
use crate::protocol::{RemoteStatus, TrainerCommand, TrainerEvent};
use crate::trainer::TrainerHandle;
use crossbeam_channel::{bounded, Receiver, RecvTimeoutError, Sender, TryRecvError};
use hello::{say_hello, Dialled, Ended, RUN_ENDED};
use std::collections::VecDeque;
use std::io::Read;
use std::net::{Shutdown, TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

/// Between attempts to connect.
const RETRY: Duration = Duration::from_secs(1);

/// Events a history may hold before the live ones: a server that sends more is not a
/// trainer (whose history is capped far below).
pub const MAX_HISTORY_EVENTS: u64 = 4 * super::wire::HISTORY_EVENTS as u64;

/// A change of the events' delay that is worth telling the view.
const BEHIND_STEP_MS: u64 = 100;

/// The largest message that is not a screen (the largest event a trainer sends, its
/// settings, is a few KiB): a server that sends more is not a trainer.
pub const MAX_EVENT_BYTES: usize = 128 << 10;

/// Encoded bytes of events the client holds for the view before it stops reading (and the
/// server, when it stays behind, closes the connection).
pub const MAX_QUEUED_BYTES: usize = 16 << 20;

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

fn run(
    address: String,
    token: Option<String>,
    events: Sender<TrainerEvent>,
    frames: Sender<crate::protocol::FrameMessage>,
    commands: Receiver<TrainerCommand>,
) {
    let mut last_reason = None;
    // The run's id from its first welcome: the run this client follows.
    let mut run_id = None;
    loop {
        let reason = match session(&address, &token, &mut run_id, &events, &frames, &commands) {
            Ended::Closing => return,
            Ended::Finished => {
                let _ = events.send(TrainerEvent::Remote(RemoteStatus::Disconnected {
                    address: address.clone(),
                    reason: "the run ended".into(),
                }));
                return;
            }
            Ended::Lost(reason) => reason,
            Ended::Refused(reason) => {
                let address = address.clone();
                let _ = events.send(TrainerEvent::Remote(RemoteStatus::Refused {
                    address,
                    reason,
                }));
                return;
            }
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
    run_id: &mut Option<String>,
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
    let dialled = Dialled {
        address,
        port: addr.port(),
    };
    let (read_only, uptime_ms) = match say_hello(&mut stream, dialled, token.as_deref(), run_id) {
        Ok(welcome) => welcome,
        Err(ended) => return ended,
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
        let mut queue = ByteQueue::default();
        let why = loop {
            let (message, size) = match read_from_server(&mut reader) {
                Ok(read) => read,
                Err(e) => break format!("the connection closed ({e})"),
            };
            match message {
                // Only this client says how its connection stands: a server that sends a
                // status of its own would forge it (another address, a seat it has not).
                ServerMessage::Event {
                    event: TrainerEvent::Remote(_),
                    ..
                } => {}
                ServerMessage::Event { at_ms, event } => {
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
                        queue
                            .send(&ev, TrainerEvent::Remote(RemoteStatus::Behind { ms }), 0)
                            .is_ok()
                    }) && queue.send(&ev, event, size).is_ok();
                    if !sent {
                        break "the viewer closed".to_string();
                    }
                }
                // The newest screen; when the window has not taken the last one yet, this
                // one is left out.
                ServerMessage::Frame(f) if f.rgb.len() != SCREEN_RGB_LEN => {
                    break format!(
                        "the trainer sent a screen of {} bytes where a screen has \
                         {SCREEN_RGB_LEN}: not a reincarnate trainer of this version",
                        f.rgb.len()
                    );
                }
                ServerMessage::Frame(f) => {
                    let _ = fr.try_send(f);
                }
                ServerMessage::Live => {
                    history = None;
                    if let Some(ms) = clock.live() {
                        let behind = TrainerEvent::Remote(RemoteStatus::Behind { ms });
                        let _ = queue.send(&ev, behind, 0);
                    }
                }
                ServerMessage::Refused(why) => {
                    let warning = format!("the trainer refused a command: {}", printable(&why));
                    let _ = queue.send(&ev, TrainerEvent::Warning(warning), size);
                }
                ServerMessage::Welcome { .. } | ServerMessage::Challenge { .. } => {}
                ServerMessage::Bye(_) if stopped => break RUN_ENDED.to_string(),
                ServerMessage::Bye(why) => break printable(&why),
            }
        };
        let _ = done_tx.send(why);
    });
    let ended = loop {
        match done.try_recv() {
            Ok(why) if why == RUN_ENDED => break Ended::Finished,
            Ok(why) => break Ended::Lost(why),
            // The reader ended without a word (it panicked): the connection is lost.
            Err(TryRecvError::Disconnected) => {
                break Ended::Lost("the connection's reader stopped".into())
            }
            Err(TryRecvError::Empty) => {}
        }
        match commands.recv_timeout(Duration::from_millis(100)) {
            Ok(TrainerCommand::Leave) | Err(RecvTimeoutError::Disconnected) => {
                break Ended::Closing
            }
            // The window's maps: asked of the server, which sends them as events (a pair
            // with its screen is about 115 KB, within MAX_EVENT_BYTES).
            Ok(TrainerCommand::Saliency(wish)) => {
                if let Err(e) = write_message(&mut stream, &ClientMessage::Maps(wish)) {
                    break Ended::Lost(format!("cannot ask for saliency maps: {e}"));
                }
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
        (_, Ok(why)) if why == RUN_ENDED => Ended::Finished,
        (_, Ok(why)) => Ended::Lost(why),
        (lost, _) => lost,
    }
}

/// One message from the server and its size: at most [`MAX_MESSAGE`] bytes for a screen,
/// [`MAX_EVENT_BYTES`] for anything else.
fn read_from_server(r: &mut impl Read) -> Result<(ServerMessage, usize), WireError> {
    // The variant index of a screen (`ServerMessage::Frame`) in the binary form.
    const FRAME_VARIANT: u8 = 2;
    let mut len = [0u8; 4];
    r.read_exact(&mut len)?;
    let len = u32::from_le_bytes(len) as usize;
    if len > MAX_MESSAGE {
        return Err(WireError::TooLarge(len));
    }
    let mut body = vec![0u8; len.min(MAX_EVENT_BYTES)];
    r.read_exact(&mut body)?;
    if len > MAX_EVENT_BYTES {
        if body.first() != Some(&FRAME_VARIANT) {
            return Err(WireError::Malformed(format!(
                "an event of {len} bytes, over the {MAX_EVENT_BYTES}-byte limit of anything \
                 but a screen"
            )));
        }
        let mut rest = vec![0u8; len - MAX_EVENT_BYTES];
        r.read_exact(&mut rest)?;
        body.extend_from_slice(&rest);
    }
    Ok((decode(&body)?, len))
}

/// The view has dropped its end of the events.
#[derive(Debug)]
struct ViewClosed;

/// The view's queue of events, bounded by their encoded bytes as well as their count: the
/// sizes of those sent are kept in order, and the channel's length says how many the view
/// has taken.
#[derive(Default)]
struct ByteQueue {
    sizes: VecDeque<usize>,
    bytes: usize,
}

impl ByteQueue {
    /// Sends `event` of `size` encoded bytes, waiting while the view holds
    /// [`MAX_QUEUED_BYTES`] (reading stops meanwhile, so the server is held back).
    fn send(
        &mut self,
        tx: &Sender<TrainerEvent>,
        event: TrainerEvent,
        size: usize,
    ) -> Result<(), ViewClosed> {
        loop {
            // Those no longer in the channel have been taken.
            while self.sizes.len() > tx.len() {
                self.bytes -= self.sizes.pop_front().unwrap_or(0);
            }
            if self.sizes.is_empty() || self.bytes + size <= MAX_QUEUED_BYTES {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        tx.send(event).map_err(|_| ViewClosed)?;
        self.sizes.push_back(size);
        self.bytes += size;
        Ok(())
    }

    /// Encoded bytes the view has not taken yet.
    #[cfg(test)]
    fn held(&self) -> usize {
        self.bytes
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
        // Saturating: the uptime is the server's word.
        let elapsed = u64::try_from(self.welcomed.elapsed().as_millis()).unwrap_or(u64::MAX);
        let now_ms = self.uptime_ms.saturating_add(elapsed);
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
    fn the_views_queue_holds_its_bytes_at_most_and_lets_go_as_the_view_takes() {
        let (tx, rx) = bounded(1000);
        let mut q = ByteQueue::default();
        q.send(&tx, TrainerEvent::Dropped(1), MAX_QUEUED_BYTES / 2)
            .unwrap();
        q.send(&tx, TrainerEvent::Dropped(2), MAX_QUEUED_BYTES / 2)
            .unwrap();
        assert_eq!(q.held(), MAX_QUEUED_BYTES);
        // Full: the next waits until the view takes one.
        let taker = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            assert_eq!(rx.recv().unwrap(), TrainerEvent::Dropped(1));
            rx
        });
        let start = Instant::now();
        q.send(&tx, TrainerEvent::Dropped(3), 10).unwrap();
        assert!(start.elapsed() >= Duration::from_millis(250));
        assert_eq!(q.held(), MAX_QUEUED_BYTES / 2 + 10);
        let rx = taker.join().unwrap();
        // The view took everything: one event larger than the whole budget still goes.
        while rx.try_recv().is_ok() {}
        q.send(&tx, TrainerEvent::Dropped(4), 2 * MAX_QUEUED_BYTES)
            .unwrap();
        assert_eq!(q.held(), 2 * MAX_QUEUED_BYTES);
    }

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
