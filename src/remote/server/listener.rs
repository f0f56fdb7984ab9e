//! The listener and the trainer's side of serving: connections accepted on a thread of their
//! own (each handed to [`super::dispatch`] when a hello slot is free), events and screens
//! queued for every viewer without ever blocking on one, and the run's end.

use super::backlog::Bytes;
use super::dispatch;
use super::limits::{FINISH_WAIT, MAX_PENDING, PROGRESS_HISTORY_MS};
use super::log::log;
use super::message::Encoded;
use super::shared::{Access, Shared, State};
use crate::protocol::{FrameMessage, TrainerCommand, TrainerEvent};
use crate::remote::wire::ServerMessage;
use crossbeam_channel::{Sender, TrySendError};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// A serving trainer's listener. Dropping it (or [`Server::finish`]) ends the run for its
/// viewers: each gets the events published so far, then `Bye`.
pub struct Server {
    shared: Arc<Shared>,
    addr: SocketAddr,
    accept: Option<JoinHandle<()>>,
}

impl Server {
    /// Listens on `addr`; viewers that prove `token` may watch and send commands.
    pub fn start(
        addr: SocketAddr,
        token: String,
        commands: Sender<TrainerCommand>,
    ) -> std::io::Result<Self> {
        Self::start_on(TcpListener::bind(addr)?, Access::private(token), commands)
    }

    /// Serves on a listener already bound (so that a port in use is found before a run
    /// starts).
    pub fn start_on(
        listener: TcpListener,
        access: Access,
        commands: Sender<TrainerCommand>,
    ) -> std::io::Result<Self> {
        Self::start_sides(listener, access, vec![commands])
    }

    /// Serves several runs on one listener (a race: QDagger, then DQN), each with its
    /// trainer's commands: the app and `watch` see the first, a browser page all of them.
    pub fn start_sides(
        listener: TcpListener,
        access: Access,
        commands: Vec<Sender<TrainerCommand>>,
    ) -> std::io::Result<Self> {
        let bound = super::bind::Bound {
            listener,
            twin: None,
        };
        Self::start_bound(bound, access, commands)
    }

    /// [`Server::start_sides`] on an address taken by [`super::bind_serving`]: with its
    /// twin, connections to the other loopback family's address are served the same.
    pub fn start_bound(
        bound: super::bind::Bound,
        access: Access,
        commands: Vec<Sender<TrainerCommand>>,
    ) -> std::io::Result<Self> {
        let listeners: Vec<TcpListener> =
            std::iter::once(bound.listener).chain(bound.twin).collect();
        for l in &listeners {
            l.set_nonblocking(true)?;
        }
        let addr = listeners[0].local_addr()?;
        let shared = Arc::new(Shared::new(access, addr, commands));
        let s = Arc::clone(&shared);
        let accept = std::thread::Builder::new()
            .name("serve-accept".into())
            .spawn(move || accept_loop(&listeners, s))?;
        Ok(Self {
            shared,
            addr,
            accept: Some(accept),
        })
    }

    /// The address it listens on (the port chosen when 0 was asked).
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// Messages read from seated viewers since the start (each counted against its seat's
    /// budget, [`super::MESSAGES_PER_SECOND`] or [`super::READ_ONLY_MESSAGES_PER_SECOND`]).
    pub fn messages_read(&self) -> u64 {
        self.shared.messages.load(Ordering::Relaxed)
    }

    /// Viewers connected now, of every side.
    pub fn viewers(&self) -> usize {
        self.shared
            .sides
            .iter()
            .map(|side| side.state.lock().map_or(0, |s| s.viewers.len()))
            .sum()
    }

    /// Sends `event` to every viewer and keeps it for later ones. Never blocks on a viewer.
    pub fn publish(&self, event: &TrainerEvent) {
        self.publish_on(0, event)
    }

    /// Offers `frame` to every viewer: each keeps only the newest it has not sent yet.
    pub fn publish_frame(&self, frame: &FrameMessage) {
        self.publish_frame_on(0, frame)
    }

    /// [`Server::publish`] for side `side` (a race's: 0 QDagger, 1 DQN).
    pub fn publish_on(&self, side: usize, event: &TrainerEvent) {
        self.publish_as(side, event, false)
    }

    /// [`Server::publish_on`] for an event of a resumed run's earlier history (see
    /// [`super::history`]), which comes all at once: its progress reports are all kept, as
    /// they stand for the run's earlier stretch, not for this moment.
    pub fn publish_history_on(&self, side: usize, event: &TrainerEvent) {
        self.publish_as(side, event, true)
    }

    fn publish_as(&self, side: usize, event: &TrainerEvent, history: bool) {
        let Some(side) = self.shared.sides.get(side) else {
            return;
        };

        let at_ms = self.shared.uptime_ms();
        let message = ServerMessage::Event {
            at_ms,
            event: event.clone(),
        };
        let bytes: Bytes = match Encoded::of(&message) {
            Ok(bytes) => bytes,
            Err(e) => {
                log(format!("an event is not sent to viewers: {e}"));
                return;
            }
        };
        let Ok(mut s) = side.state.lock() else {
            return;
        };
        // Saliency maps: live only, newest only, to the viewers that asked for them.
        if let TrainerEvent::Saliency(_) = event {
            return super::maps::offer(&s.viewers, &bytes);
        }
        match event {
            // Five a second live; one a second in the history, where the steps per second and
            // epsilon of a viewer that connects later come from.
            TrainerEvent::Progress { .. } if history => s.backlog.push(event, Arc::clone(&bytes)),
            TrainerEvent::Progress { .. } => {
                if s.progress_kept_ms
                    .is_none_or(|t| at_ms >= t + PROGRESS_HISTORY_MS)
                {
                    s.progress_kept_ms = Some(at_ms);
                    s.backlog.push(event, Arc::clone(&bytes));
                    s.progress = None;
                } else {
                    s.progress = Some(Arc::clone(&bytes));
                }
            }
            // Screen-by-screen detail and the local channel's own bookkeeping: live only.
            TrainerEvent::QValues { .. } | TrainerEvent::Dropped(_) => {}
            _ => s.backlog.push(event, Arc::clone(&bytes)),
        }
        s.viewers
            .retain(|v| match v.queue.try_send(Arc::clone(&bytes)) {
                Ok(()) => true,
                Err(TrySendError::Full(_)) => {
                    v.close(&format!("more than {MAX_PENDING} events behind"));
                    false
                }
                Err(TrySendError::Disconnected(_)) => {
                    let _ = v.socket.shutdown(Shutdown::Both);
                    false
                }
            });
    }

    /// Whether a viewer of side `side` would take a screen now: one has sent (a page: drawn)
    /// the last it was offered. Screens are copied from the game only then, so a run watched
    /// by pages that draw 15 screens a second copies about 15, not the pump's cap.
    pub fn wants_frame_on(&self, side: usize) -> bool {
        let Some(side) = self.shared.sides.get(side) else {
            return false;
        };
        let Ok(s) = side.state.lock() else {
            return false;
        };
        s.viewers
            .iter()
            .any(|v| v.frame.lock().is_ok_and(|slot| slot.is_none()))
    }

    /// [`Server::publish_frame`] for side `side`.
    pub fn publish_frame_on(&self, side: usize, frame: &FrameMessage) {
        let Some(side) = self.shared.sides.get(side) else {
            return;
        };
        let Ok(mut s) = side.state.lock() else {
            return;
        };
        if s.viewers.is_empty() {
            return;
        }
        let Ok(bytes) = Encoded::of(&ServerMessage::Frame(frame.clone())) else {
            return;
        };
        let State {
            viewers, screens, ..
        } = &mut *s;
        let slots: Vec<_> = viewers.iter().map(|v| (v.read_only, &*v.frame)).collect();
        screens.offer(&slots, &bytes, std::time::Instant::now());
    }

    /// Ends serving: stops accepting, sends every viewer what was published (the run's last
    /// events), then `Bye`, and waits for them at most [`FINISH_WAIT`]; a viewer still
    /// behind then has its socket closed. Returns how many viewers got everything.
    pub fn finish(mut self) -> usize {
        self.end()
    }

    fn end(&mut self) -> usize {
        let Some(accept) = self.accept.take() else {
            return 0;
        };
        self.shared.stop.store(true, Ordering::SeqCst);
        let _ = accept.join();
        let viewers = self.viewers();
        self.shared.closing.store(true, Ordering::SeqCst);
        let deadline = Instant::now() + FINISH_WAIT;
        while self.shared.writers.load(Ordering::SeqCst) > 0 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(10));
        }
        let mut late = 0;
        for side in &self.shared.sides {
            let Ok(mut s) = side.state.lock() else {
                continue;
            };
            late += s.viewers.len();
            for v in s.viewers.drain(..) {
                v.close(&format!(
                    "it did not take the run's last events within {} s",
                    FINISH_WAIT.as_secs()
                ));
            }
        }
        viewers.saturating_sub(late)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.end();
    }
}

fn accept_loop(listeners: &[TcpListener], shared: Arc<Shared>) {
    while !shared.stop.load(Ordering::SeqCst) {
        let mut idle = true;
        for listener in listeners {
            match listener.accept() {
                Ok((stream, peer)) => {
                    idle = false;
                    admit(stream, peer, &shared);
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(e) => {
                    log(format!("accept failed: {e}"));
                    std::thread::sleep(Duration::from_millis(200));
                }
            }
        }
        if idle {
            shared.report_refused(false);
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    shared.report_refused(true);
}

/// A new connection gets a place among the hellos, counted against its user (a loopback
/// peer) or address (see the crowd module for who makes room), and a thread for its hello.
fn admit(stream: TcpStream, peer: SocketAddr, shared: &Arc<Shared>) {
    let who = match stream.local_addr() {
        Ok(local) => super::crowd::who(local, peer),
        Err(_) => super::crowd::Who::Place(super::crowd::peer_key(peer.ip())),
    };
    let Some(slot) = shared.handshake_slot(who, &stream) else {
        let _ = stream.shutdown(Shutdown::Both);
        return;
    };
    let s = Arc::clone(shared);
    let spawned = std::thread::Builder::new()
        .name("serve-viewer".into())
        .spawn(move || dispatch::serve(stream, peer.to_string(), s, slot));
    if let Err(e) = spawned {
        log(format!("viewer {peer}: closed: no thread for it ({e})"));
    }
}
