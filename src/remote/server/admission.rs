//! Who gets a seat, and what becomes of a viewer's commands: shared by the binary protocol's
//! sessions and the page's WebSocket.

use super::backlog::Bytes;
use super::limits::{MAX_PENDING, MAX_READ_ONLY, MAX_REFUSED, MAX_VIEWERS};
use super::log::log;
use super::shared::{Shared, Viewer};
use crate::remote::wire::RemoteCommand;
use crossbeam_channel::{bounded, Receiver, Sender};
use std::net::TcpStream;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

/// A viewer's place: its id, the history to send it first, its queue of live events (the
/// server holds the sending end; a clone answers its commands) and its newest-screen slot.
pub(super) struct Seat {
    pub id: u64,
    pub history: Vec<Bytes>,
    pub queue: Sender<Bytes>,
    pub rx: Receiver<Bytes>,
    pub frame: Arc<Mutex<Option<Bytes>>>,
    pub maps: Arc<Mutex<Option<Bytes>>>,
}

/// Why a viewer that said hello gets no seat (said to it in its `Bye`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(super) enum TurnedAway {
    /// No token, and the server needs it to watch.
    #[error(
        "watching this run needs its token: open the page address the trainer printed (it \
         ends in #token=...), or give the viewer the trainer's token file (--token-file FILE; \
         the trainer says where it is); a trainer started with --public-read lets anyone watch"
    )]
    NeedsToken,
    /// An answer that does not prove the token for this run at this port, and the server
    /// needs it to watch.
    #[error(
        "the answer does not prove this run's token at this port: the token is not this \
         run's, or the viewer reached the trainer through another port (a program passing the \
         connection on, or a tunnel that changes the port: a tunnel must keep the trainer's \
         port, ssh -L PORT:127.0.0.1:PORT)"
    )]
    WrongAnswer,
    /// A hello whose nonce is not one.
    #[error("a hello whose nonce is not {} hex digits", 2 * crate::remote::access::challenge::NONCE_BYTES)]
    BadNonce,
    /// The server's state is poisoned (a thread panicked holding it).
    #[error("the server failed")]
    ServerFailed,
    /// The run has ended.
    #[error("the run has ended")]
    Ended,
    /// Every seat is taken.
    #[error("{MAX_VIEWERS} viewers already")]
    Full,
    /// Every seat a read-only viewer may take is taken.
    #[error(
        "{MAX_READ_ONLY} read-only viewers already (the other seats are kept for the token's \
         holders)"
    )]
    ReadersFull,
}

/// Whether a viewer that said hello is read-only (`Ok(true)`), a token holder (`Ok(false)`),
/// or turned away: a server that needs the token to watch turns away those without it
/// (`answered`: the viewer gave an answer, which did not prove the token).
pub(super) fn admission(
    shared: &Shared,
    token_holder: bool,
    answered: bool,
) -> Result<bool, TurnedAway> {
    let read_only = !token_holder;
    if read_only && shared.access.token_to_watch {
        return Err(if answered {
            TurnedAway::WrongAnswer
        } else {
            TurnedAway::NeedsToken
        });
    }
    Ok(read_only)
}

/// Seats a viewer: the history and the seat under one lock, so that no event is missed or
/// sent twice. Refused when the run has ended or the seats are taken (read-only viewers may
/// hold [`MAX_READ_ONLY`] of them). A seated viewer counts as a writer until it ends.
pub(super) fn take_seat(
    shared: &Shared,
    side: usize,
    peer: &str,
    read_only: bool,
    socket: TcpStream,
) -> Result<Seat, TurnedAway> {
    let (queue, rx) = bounded::<Bytes>(MAX_PENDING);
    let frame = Arc::new(Mutex::new(None));
    let maps = Arc::new(Mutex::new(None));
    let Some(Ok(mut s)) = shared.sides.get(side).map(|side| side.state.lock()) else {
        return Err(TurnedAway::ServerFailed);
    };
    let readers = s.viewers.iter().filter(|v| v.read_only).count();
    if shared.closing.load(Ordering::SeqCst) {
        return Err(TurnedAway::Ended);
    } else if s.viewers.len() >= MAX_VIEWERS {
        return Err(TurnedAway::Full);
    } else if read_only && readers >= MAX_READ_ONLY {
        return Err(TurnedAway::ReadersFull);
    }
    let id = shared.next_id.fetch_add(1, Ordering::SeqCst);
    let mut history = s.backlog.snapshot();
    history.extend(s.progress.clone());
    s.viewers.push(Viewer {
        id,
        peer: peer.to_string(),
        read_only,
        queue: queue.clone(),
        frame: Arc::clone(&frame),
        maps: Arc::clone(&maps),
        maps_wanted: None,
        socket,
    });
    shared.writers.fetch_add(1, Ordering::SeqCst);
    Ok(Seat {
        id,
        history,
        queue,
        rx,
        frame,
        maps,
    })
}

/// What becomes of a viewer's command.
pub(super) enum Verdict {
    /// Sent to the trainer.
    Forwarded,
    /// Refused: the viewer is told why.
    Refused(String),
    /// The connection closes, for this reason.
    Close(String),
}

/// Judges a viewer's commands: a token holder's go to the trainer unless out of range; a
/// read-only viewer's are refused (logged once), and it is closed after [`MAX_REFUSED`].
pub(super) struct CommandGate<'a> {
    pub shared: &'a Shared,
    /// The side whose trainer its commands go to.
    pub side: usize,
    /// The viewer's id (its seat).
    pub id: u64,
    pub peer: &'a str,
    pub read_only: bool,
    pub refused: usize,
}

impl CommandGate<'_> {
    /// The viewer wants saliency maps made so (`None`: no more): any viewer may ask to be
    /// sent them; only a token holder's wish makes the trainer make them
    /// ([`super::maps`]).
    pub fn maps(&mut self, wish: Option<crate::protocol::SaliencySettings>) {
        self.shared.want_maps(self.side, self.id, wish);
    }

    /// What to do with `command`.
    pub fn judge(&mut self, command: RemoteCommand) -> Verdict {
        if self.read_only {
            self.refused += 1;
            if self.refused == 1 {
                log(format!(
                    "viewer {}: refused {command:?}: read-only",
                    self.peer
                ));
            }
            if self.refused >= MAX_REFUSED {
                return Verdict::Close(format!(
                    "{} commands refused: it is read-only",
                    self.refused
                ));
            }
            return Verdict::Refused(format!(
                "{command:?}: this viewer is read-only (connect with the trainer's token, \
                 --token-file)"
            ));
        }
        if let Some(why) = refusal(&command) {
            return Verdict::Refused(why);
        }
        let sent = self
            .shared
            .sides
            .get(self.side)
            .map(|side| side.commands.try_send(command.to_trainer()));
        if !matches!(sent, Some(Ok(()))) {
            return Verdict::Refused(
                "the trainer is not taking commands (stopped or far behind)".into(),
            );
        }
        Verdict::Forwarded
    }
}

/// Why the trainer would refuse `command` from a token holder, if it would.
fn refusal(command: &RemoteCommand) -> Option<String> {
    match command {
        RemoteCommand::Set(p) => p.refusal(),
        _ => None,
    }
}
