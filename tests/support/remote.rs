//! Helpers for the tests of serving a run: a server fed as a trainer feeds it, raw viewers,
//! and waits bounded by deadlines.

use crossbeam_channel::{bounded, Receiver};
use reincarnate::protocol::{Actor, FrameMessage, RemoteStatus, TrainerCommand, TrainerEvent};
use reincarnate::remote::server::{Access, Server};
use reincarnate::remote::wire::{self, ClientMessage, ServerMessage, VERSION};
use std::io::Read;
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The servers' token in these tests.
pub const TOKEN: &str = "0123456789abcdef";

/// A server on 127.0.0.1 that anyone may watch, and the trainer's end of its commands.
pub fn server() -> (Server, Receiver<TrainerCommand>) {
    server_with(Access::watch_freely(TOKEN.into()), "127.0.0.1:0")
}

/// A server with these rules, on `addr`.
pub fn server_with(access: Access, addr: &str) -> (Server, Receiver<TrainerCommand>) {
    let (tx, rx) = bounded(100);
    let listener = std::net::TcpListener::bind(addr).unwrap();
    (Server::start_on(listener, access, tx).unwrap(), rx)
}

/// A student's game at `step`.
pub fn episode(step: u64) -> TrainerEvent {
    TrainerEvent::Episode {
        actor: Actor::Student,
        global_step: step,
        episodic_return: step as f64,
        length: 10,
    }
}

/// A screen of one colour, as the student's.
pub fn screen(fill: u8) -> FrameMessage {
    FrameMessage {
        rgb: vec![fill; 210 * 160 * 3],
        actor: Actor::Student,
        episode_return: 1.0,
        action: 2,
        global_step: 99,
    }
}

/// The next event within `secs`, skipping only the client's notes of how old the events
/// are.
pub fn next(rx: &Receiver<TrainerEvent>, secs: u64) -> TrainerEvent {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left).expect("an event in time") {
            TrainerEvent::Remote(RemoteStatus::Behind { .. }) => continue,
            e => return e,
        }
    }
}

/// Waits until `f` holds, for at most `secs`.
pub fn until(secs: u64, what: &str, mut f: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    while !f() {
        assert!(Instant::now() < deadline, "timed out: {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Says hello on `s` (proving `token`, when given, to a server that proves it first) and
/// reads the welcome: whether the viewer is read-only; `Err` with the server's reason when it
/// said `Bye` instead.
pub fn hello(s: &mut TcpStream, token: Option<&str>) -> Result<bool, String> {
    use reincarnate::remote::access::challenge::{mac, mac_matches, new_nonce, Binding, Role};
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let port = s.peer_addr().unwrap().port();
    let nonce = new_nonce();
    let said = ClientMessage::Hello {
        version: VERSION,
        nonce: Some(nonce.clone()),
    };
    wire::write_message(s, &said).unwrap();
    let answer = match wire::read_message::<ServerMessage>(s) {
        Ok(ServerMessage::Challenge {
            nonce: theirs,
            run,
            proof,
            ..
        }) => token.map(|t| {
            let at = Binding { run: &run, port };
            let proof = proof.expect("a proof for the viewer's nonce");
            assert!(
                mac_matches(Role::Server, t, at, &nonce, &theirs, &proof) || t != TOKEN,
                "the server did not prove the token"
            );
            mac(Role::Viewer, t, at, &nonce, &theirs)
        }),
        Ok(ServerMessage::Bye(why)) => return Err(why),
        other => panic!("{other:?}"),
    };
    wire::write_message(s, &ClientMessage::Answer { mac: answer }).unwrap();
    match wire::read_message::<ServerMessage>(s) {
        Ok(ServerMessage::Welcome { read_only, .. }) => Ok(read_only),
        Ok(ServerMessage::Bye(why)) => Err(why),
        other => panic!("{other:?}"),
    }
}

/// A raw connection that has said hello (with `token`) and read its welcome and history.
pub fn raw_viewer_with(addr: &str, token: Option<&str>) -> TcpStream {
    let mut s = TcpStream::connect(addr).unwrap();
    hello(&mut s, token).expect("welcomed");
    loop {
        if wire::read_message::<ServerMessage>(&mut s).unwrap() == ServerMessage::Live {
            return s;
        }
    }
}

/// A raw read-only connection past its history.
pub fn raw_viewer(addr: &str) -> TcpStream {
    raw_viewer_with(addr, None)
}

/// Whether the server closed `s` within 5 s (a read ends, after any messages still in
/// flight).
pub fn closed(s: &mut TcpStream) -> bool {
    closed_within(s, Duration::from_secs(5))
}

/// Whether the server closed `s` within `wait`.
pub fn closed_within(s: &mut TcpStream, wait: Duration) -> bool {
    let mut buf = [0u8; 4096];
    let deadline = Instant::now() + wait;
    let _ = s.set_read_timeout(Some(Duration::from_millis(200)));
    while Instant::now() < deadline {
        match s.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                continue
            }
            Err(_) => return true,
        }
    }
    false
}

/// This process's threads and resident memory (KiB), from /proc.
pub fn threads_and_rss() -> (usize, usize) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
            .unwrap_or(0)
    };
    (field("Threads:"), field("VmRSS:"))
}

/// How many of this process's threads are named `name` (Linux's `comm`: a thread started
/// without a name of its own has its parent's).
pub fn threads_named(name: &str) -> usize {
    super::thread_names(std::process::id())
        .iter()
        .filter(|n| *n == name)
        .count()
}

/// A TCP connection to `to` from the loopback address `from` (127.0.0.2 and the like): a
/// second peer address on one machine.
pub fn connect_from(
    from: std::net::Ipv4Addr,
    to: std::net::SocketAddr,
) -> std::io::Result<TcpStream> {
    raw_connect(Some(from), to, None)
}

/// A TCP connection to `to` (IPv4) whose receive buffer is as small as the kernel allows: a
/// reader that takes little and slowly, so that the server's writes to it block.
pub fn connect_with_small_window(to: std::net::SocketAddr) -> std::io::Result<TcpStream> {
    raw_connect(None, to, Some(1024))
}

/// An IPv4 connection to `to`, bound first to `from` when given, with a receive buffer of
/// `receive_buffer` bytes when given (both must be set before connecting).
pub fn raw_connect(
    from: Option<std::net::Ipv4Addr>,
    to: std::net::SocketAddr,
    receive_buffer: Option<libc::c_int>,
) -> std::io::Result<TcpStream> {
    use std::os::fd::FromRawFd;
    let std::net::SocketAddr::V4(to) = to else {
        return Err(std::io::Error::other("IPv4 only"));
    };
    let sockaddr = |ip: std::net::Ipv4Addr, port: u16| libc::sockaddr_in {
        sin_family: libc::AF_INET as libc::sa_family_t,
        sin_port: port.to_be(),
        sin_addr: libc::in_addr {
            s_addr: u32::from(ip).to_be(),
        },
        sin_zero: [0; 8],
    };
    let len = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
    // SAFETY: a fresh socket, owned by the TcpStream (which closes it) once connected, and
    // closed here on every failure before that; setsockopt reads the int it is pointed at.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0);
        if fd < 0 {
            return Err(std::io::Error::last_os_error());
        }
        let bound = from.is_none_or(|ip| {
            let local = sockaddr(ip, 0);
            libc::bind(fd, &local as *const _ as *const libc::sockaddr, len) == 0
        });
        let sized = receive_buffer.is_none_or(|size| {
            libc::setsockopt(
                fd,
                libc::SOL_SOCKET,
                libc::SO_RCVBUF,
                &size as *const _ as *const libc::c_void,
                std::mem::size_of::<libc::c_int>() as libc::socklen_t,
            ) == 0
        });
        let remote = sockaddr(*to.ip(), to.port());
        let failed = !bound
            || !sized
            || libc::connect(fd, &remote as *const _ as *const libc::sockaddr, len) != 0;
        if failed {
            let e = std::io::Error::last_os_error();
            libc::close(fd);
            return Err(e);
        }
        Ok(TcpStream::from_raw_fd(fd))
    }
}

/// The command of a small DQN run on Breakout served on 127.0.0.1 (a port of its own), with
/// `extra` flags, its output piped.
pub fn served_dqn_command(steps: u64, extra: &[&str]) -> std::process::Command {
    dqn_served_on("127.0.0.1:0", steps, extra)
}

/// [`served_dqn_command`] served on `serve`.
pub fn dqn_served_on(serve: &str, steps: u64, extra: &[&str]) -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"));
    command
        .args([
            "dqn",
            "--preset",
            "demo",
            "--env-id",
            "BreakoutNoFrameskip-v4",
        ])
        .args([
            "--total-timesteps",
            &steps.to_string(),
            "--learning-starts",
            "100",
        ])
        .args(["--batch-size", "4", "--quiet", "--serve", serve])
        .args(extra)
        .stdout(std::process::Stdio::piped());
    command
}

/// A small DQN run on Breakout served on 127.0.0.1 (a port of its own), with `extra` flags:
/// the running child, and where it serves with its token.
pub fn served_dqn(steps: u64, extra: &[&str]) -> (super::Kill, super::Served) {
    let mut child = served_dqn_command(steps, extra).spawn().unwrap();
    let stdout = child.stdout.take().unwrap();
    let child = super::Kill(child);
    (child, super::served_address(stdout))
}
