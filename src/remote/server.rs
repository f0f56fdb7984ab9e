//! The trainer's side: a listener on its own thread, and per viewer a writer thread (the
//! run's history, then live events and the newest screen) and a reader thread (commands).
//! Publishing only queues bytes, so a slow, stalled or vanished viewer never slows the
//! trainer: frames are dropped for a viewer that is behind (it keeps only the newest), events
//! are not (a viewer more than [`MAX_PENDING`] events behind is disconnected instead).

use super::wire::{read_message, ClientMessage, ServerMessage, WireError, VERSION};
use crate::protocol::{FrameMessage, TrainerCommand, TrainerEvent};
use crossbeam_channel::{unbounded, Receiver, RecvTimeoutError, Sender};
use std::io::Write;
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// Events a viewer may have queued before it is disconnected as too far behind.
pub const MAX_PENDING: usize = 100_000;
/// Events kept for new viewers; past it, every other loss report is thinned out.
pub const MAX_HISTORY: usize = 200_000;
/// Viewers at once.
pub const MAX_VIEWERS: usize = 16;
/// How long a write to a viewer may block before the viewer is dropped.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a new connection has to say hello.
const HELLO_TIMEOUT: Duration = Duration::from_secs(5);

type Bytes = Arc<Vec<u8>>;

struct Viewer {
    id: u64,
    peer: String,
    queue: Sender<Bytes>,
    frame: Arc<Mutex<Option<Bytes>>>,
}

#[derive(Default)]
struct State {
    /// Encoded events for new viewers, in order, each marked when it is a loss report.
    history: Vec<(bool, Bytes)>,
    /// The newest progress report (only the last one is worth replaying).
    progress: Option<Bytes>,
    viewers: Vec<Viewer>,
    next_id: u64,
}

struct Shared {
    token: String,
    commands: Sender<TrainerCommand>,
    state: Mutex<State>,
    stop: AtomicBool,
}

impl Shared {
    fn remove(&self, id: u64) {
        if let Ok(mut s) = self.state.lock() {
            s.viewers.retain(|v| v.id != id);
        }
    }
}

/// A serving trainer's listener. Dropping it stops listening and says goodbye to every
/// viewer.
pub struct Server {
    shared: Arc<Shared>,
    addr: SocketAddr,
    accept: Option<JoinHandle<()>>,
}

fn log(line: String) {
    eprintln!("serve: {line}");
}

impl Server {
    /// Listens on `addr`; viewers that say hello with `token` may send `commands`.
    pub fn start(
        addr: SocketAddr,
        token: String,
        commands: Sender<TrainerCommand>,
    ) -> std::io::Result<Self> {
        Self::start_on(TcpListener::bind(addr)?, token, commands)
    }

    /// Serves on a listener already bound (so that a port in use is found before a run
    /// starts).
    pub fn start_on(
        listener: TcpListener,
        token: String,
        commands: Sender<TrainerCommand>,
    ) -> std::io::Result<Self> {
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let shared = Arc::new(Shared {
            token,
            commands,
            state: Mutex::new(State::default()),
            stop: AtomicBool::new(false),
        });
        let s = Arc::clone(&shared);
        let accept = std::thread::Builder::new()
            .name("serve-accept".into())
            .spawn(move || accept_loop(listener, s))?;
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

    /// Viewers connected now.
    pub fn viewers(&self) -> usize {
        self.shared.state.lock().map_or(0, |s| s.viewers.len())
    }

    /// Sends `event` to every viewer and keeps it for later ones. Never blocks on a viewer.
    pub fn publish(&self, event: &TrainerEvent) {
        let bytes: Bytes = Arc::new(super::wire::encode(&ServerMessage::Event(event.clone())));
        let Ok(mut s) = self.shared.state.lock() else {
            return;
        };
        match event {
            TrainerEvent::Progress { .. } => s.progress = Some(Arc::clone(&bytes)),
            // Screen-by-screen detail and the local channel's own bookkeeping: live only.
            TrainerEvent::QValues { .. } | TrainerEvent::Dropped(_) => {}
            _ => {
                let losses = matches!(event, TrainerEvent::Losses { .. });
                s.history.push((losses, Arc::clone(&bytes)));
                if s.history.len() > MAX_HISTORY {
                    thin(&mut s.history);
                }
            }
        }
        let mut behind = vec![];
        for v in &s.viewers {
            if v.queue.len() >= MAX_PENDING {
                behind.push(v.id);
            } else {
                let _ = v.queue.send(Arc::clone(&bytes));
            }
        }
        if !behind.is_empty() {
            s.viewers.retain(|v| {
                let keep = !behind.contains(&v.id);
                if !keep {
                    log(format!(
                        "viewer {}: closed: more than {MAX_PENDING} events behind",
                        v.peer
                    ));
                }
                keep
            });
        }
    }

    /// Offers `frame` to every viewer: each keeps only the newest it has not sent yet.
    pub fn publish_frame(&self, frame: &FrameMessage) {
        let Ok(s) = self.shared.state.lock() else {
            return;
        };
        if s.viewers.is_empty() {
            return;
        }
        let bytes: Bytes = Arc::new(super::wire::encode(&ServerMessage::Frame(frame.clone())));
        for v in &s.viewers {
            if let Ok(mut slot) = v.frame.lock() {
                *slot = Some(Arc::clone(&bytes));
            }
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        if let Some(a) = self.accept.take() {
            let _ = a.join();
        }
    }
}

/// Every other loss report of the older half goes; everything else stays, in order.
fn thin(history: &mut Vec<(bool, Bytes)>) {
    let half = history.len() / 2;
    let mut k = 0usize;
    let mut i = 0usize;
    history.retain(|(losses, _)| {
        i += 1;
        if i > half || !losses {
            return true;
        }
        k += 1;
        k.is_multiple_of(2)
    });
}

fn accept_loop(listener: TcpListener, shared: Arc<Shared>) {
    while !shared.stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((stream, peer)) => {
                let s = Arc::clone(&shared);
                let _ = std::thread::Builder::new()
                    .name("serve-viewer".into())
                    .spawn(move || serve_viewer(stream, peer.to_string(), s));
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(e) => {
                log(format!("accept failed: {e}"));
                std::thread::sleep(Duration::from_millis(200));
            }
        }
    }
}

fn say(stream: &mut TcpStream, message: &ServerMessage) -> std::io::Result<()> {
    super::wire::write_message(stream, message)
}

/// One viewer: hello, history, then live events until it leaves, falls behind, misbehaves
/// or the server stops.
fn serve_viewer(mut stream: TcpStream, peer: String, shared: Arc<Shared>) {
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_nodelay(true);
    let _ = stream.set_read_timeout(Some(HELLO_TIMEOUT));
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    let read_only = match read_message::<ClientMessage>(&mut stream) {
        Ok(ClientMessage::Hello { version, token }) if version == VERSION => {
            token.as_deref() != Some(shared.token.as_str())
        }
        Ok(ClientMessage::Hello { version, .. }) => {
            let why = format!("protocol version {version}, this trainer speaks {VERSION}");
            log(format!("viewer {peer}: refused: {why}"));
            let _ = say(&mut stream, &ServerMessage::Bye(why));
            return;
        }
        Ok(ClientMessage::Command(_)) => {
            log(format!("viewer {peer}: closed: a command before its hello"));
            let _ = say(&mut stream, &ServerMessage::Bye("say hello first".into()));
            return;
        }
        Err(e) => {
            log(format!("viewer {peer}: closed: {e}"));
            return;
        }
    };
    let (queue, rx) = unbounded::<Bytes>();
    let frame = Arc::new(Mutex::new(None));
    // The history and the registration under one lock: no event is missed or sent twice.
    let (id, history) = {
        let Ok(mut s) = shared.state.lock() else {
            return;
        };
        if s.viewers.len() >= MAX_VIEWERS {
            drop(s);
            log(format!(
                "viewer {peer}: refused: {MAX_VIEWERS} viewers already"
            ));
            let _ = say(
                &mut stream,
                &ServerMessage::Bye(format!("{MAX_VIEWERS} viewers already")),
            );
            return;
        }
        let id = s.next_id;
        s.next_id += 1;
        let mut history: Vec<Bytes> = s.history.iter().map(|(_, b)| Arc::clone(b)).collect();
        history.extend(s.progress.clone());
        s.viewers.push(Viewer {
            id,
            peer: peer.clone(),
            queue: queue.clone(),
            frame: Arc::clone(&frame),
        });
        (id, history)
    };
    log(format!(
        "viewer {peer}: connected{}",
        if read_only { " (read-only)" } else { "" }
    ));
    let reader = stream.try_clone().map(|r| {
        let s = Arc::clone(&shared);
        let p = peer.clone();
        std::thread::spawn(move || read_commands(r, p, s, queue, read_only, id))
    });
    let result = write_all(&mut stream, read_only, history, &rx, &frame, &shared);
    match result {
        Ok(Some(why)) => {
            let _ = say(&mut stream, &ServerMessage::Bye(why.clone()));
            log(format!("viewer {peer}: closed: {why}"));
        }
        Ok(None) => {}
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
            ) =>
        {
            log(format!(
                "viewer {peer}: closed: it stopped reading (a write waited {} s)",
                WRITE_TIMEOUT.as_secs()
            ))
        }
        Err(e) => log(format!("viewer {peer}: closed: {e}")),
    }
    shared.remove(id);
    let _ = stream.shutdown(Shutdown::Both);
    if let Ok(r) = reader {
        let _ = r.join();
    }
}

/// Writes the welcome, the history and then live messages; `Ok(Some(why))` when the server
/// ends it, `Ok(None)` when the viewer left.
fn write_all(
    stream: &mut TcpStream,
    read_only: bool,
    history: Vec<Bytes>,
    rx: &Receiver<Bytes>,
    frame: &Mutex<Option<Bytes>>,
    shared: &Shared,
) -> std::io::Result<Option<String>> {
    let mut w = std::io::BufWriter::with_capacity(1 << 16, stream.try_clone()?);
    super::wire::write_message(
        &mut w,
        &ServerMessage::Welcome {
            version: VERSION,
            read_only,
        },
    )?;
    for bytes in history {
        w.write_all(&bytes)?;
    }
    super::wire::write_message(&mut w, &ServerMessage::Live)?;
    w.flush()?;
    loop {
        if shared.stop.load(Ordering::SeqCst) {
            w.flush()?;
            return Ok(Some("the trainer stopped".into()));
        }
        match rx.recv_timeout(Duration::from_millis(30)) {
            Ok(bytes) => {
                w.write_all(&bytes)?;
                for more in rx.try_iter().take(256) {
                    w.write_all(&more)?;
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            // Dropped by the server (too far behind) or by its reader (it left).
            Err(RecvTimeoutError::Disconnected) => return Ok(None),
        }
        let newest = frame.lock().ok().and_then(|mut f| f.take());
        if let Some(bytes) = newest {
            w.write_all(&bytes)?;
        }
        w.flush()?;
    }
}

/// A viewer's commands: forwarded to the trainer when the viewer has the token, refused
/// otherwise. A malformed, oversized or unknown message closes the connection.
fn read_commands(
    mut stream: TcpStream,
    peer: String,
    shared: Arc<Shared>,
    queue: Sender<Bytes>,
    read_only: bool,
    id: u64,
) {
    let _ = stream.set_read_timeout(None);
    loop {
        match read_message::<ClientMessage>(&mut stream) {
            Ok(ClientMessage::Command(command)) if read_only => {
                log(format!("viewer {peer}: refused {command:?}: read-only"));
                let why = format!(
                    "{command:?}: this viewer is read-only (connect with the trainer's token, \
                     --token-file)"
                );
                let _ = queue.send(Arc::new(super::wire::encode(&ServerMessage::Refused(why))));
            }
            Ok(ClientMessage::Command(command)) => {
                if shared.commands.try_send(command).is_err() {
                    let _ = queue.send(Arc::new(super::wire::encode(&ServerMessage::Refused(
                        "the trainer is not taking commands (stopped or far behind)".into(),
                    ))));
                }
            }
            Ok(ClientMessage::Hello { .. }) => {
                log(format!("viewer {peer}: closed: a second hello"));
                break;
            }
            Err(WireError::Io(_)) => break, // it left, or the writer closed the socket
            Err(e) => {
                log(format!("viewer {peer}: closed: {e}"));
                break;
            }
        }
    }
    // Wakes the writer: its queue is gone.
    shared.remove(id);
    drop(queue);
    let _ = stream.shutdown(Shutdown::Both);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thinning_drops_every_other_old_loss_report_and_keeps_the_rest_in_order() {
        // 0..8, the even ones loss reports.
        let mut h: Vec<(bool, Bytes)> = (0..8u8).map(|i| (i % 2 == 0, Arc::new(vec![i]))).collect();
        thin(&mut h);
        let kept: Vec<u8> = h.iter().map(|(_, b)| b[0]).collect();
        // The older half (0..4): losses 0 and 2, every other goes (0); 1 and 3 stay. The
        // newer half stays whole.
        assert_eq!(kept, vec![1, 2, 3, 4, 5, 6, 7]);
    }
}
