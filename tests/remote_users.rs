//! Another user of the host, crowding a served run's hellos (from the owner's own address and
//! forty others) or holding its answers with readers that never read (from five addresses):
//! the owner's connections and page loads get in every time, as the server counts another
//! user's connections as that user's, whatever their address.
//!
//! The crowd runs as user 65534 (`nobody`): a copy of this test binary, started with
//! [`ROLE`] set, which acts the crowd instead of testing. Switching users needs root (as CI
//! runs); elsewhere the tests say so and check the owner alone.

mod support;

use crossbeam_channel::Receiver;
use reincarnate::protocol::TrainerCommand;
use reincarnate::remote::server::{Access, Server};
use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command};
use std::time::{Duration, Instant};
use support::remote::*;

/// Set in the crowd's process: what to do (`hellos` or `readers`), then the server's port.
const ROLE: &str = "REINCARNATE_TEST_CROWD";
/// The user the crowd runs as.
const NOBODY: u32 = 65534;

/// The crowd, as user [`NOBODY`], running test `test` of a copy of this binary with
/// [`ROLE`] = `role`; `None` when this process cannot switch users (not root).
fn crowd(test: &str, role: &str) -> Option<(Child, std::path::PathBuf)> {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("{test}: not root, so no other user can be made: the owner alone is tested");
        return None;
    }
    // A copy that the other user may run (the build directory may be under a private home).
    let dir = std::env::temp_dir().join(format!("reincarnate-crowd-{}-{role}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let copy = dir.join("crowd");
    std::fs::copy(std::env::current_exe().unwrap(), &copy).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::set_permissions(&copy, std::fs::Permissions::from_mode(0o755)).unwrap();
    let child = Command::new(&copy)
        .args(["--exact", test, "--nocapture"])
        .env(ROLE, role)
        .current_dir(&dir)
        .uid(NOBODY)
        .gid(NOBODY)
        .spawn()
        .unwrap();
    Some((child, dir))
}

/// The crowd's side, when this process is the crowd: returns true when it was.
fn act_the_crowd() -> bool {
    let Ok(role) = std::env::var(ROLE) else {
        return false;
    };
    let mut words = role.split(' ');
    let what = words.next().unwrap();
    let port: u16 = words.next().unwrap().parse().unwrap();
    let to = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let until = Instant::now() + Duration::from_secs(25);
    match what {
        // Idle connections, as fast as four threads open them: every other from the owner's
        // own address, the rest from forty others.
        "hellos" => {
            let threads: Vec<_> = (0..4u32)
                .map(|t| {
                    std::thread::spawn(move || {
                        let mut held = std::collections::VecDeque::new();
                        let mut n = t;
                        while Instant::now() < until {
                            n += 4;
                            let from = if n % 2 == 0 {
                                Ipv4Addr::LOCALHOST
                            } else {
                                Ipv4Addr::new(127, 0, 1, (n % 40) as u8 + 1)
                            };
                            // Every eighth held a while, the rest closed at once (what
                            // makes the most hellos a second).
                            if let Ok(s) = connect_from(from, to) {
                                if n % 8 < 2 {
                                    held.push_back(s);
                                }
                            }
                            while held.len() > 50 {
                                held.pop_front();
                            }
                        }
                    })
                })
                .collect();
            for t in threads {
                t.join().unwrap();
            }
        }
        // Twenty readers of the page's script from five addresses, with the smallest receive
        // buffer, that never read; each held past the server's deadline for an answer, then
        // replaced.
        "readers" => {
            while Instant::now() < until {
                let held: Vec<TcpStream> = (0..20u8)
                    .filter_map(|n| {
                        let from = Ipv4Addr::new(127, 0, 0, n % 5 + 2);
                        let mut s = raw_connect(Some(from), to, Some(1024)).ok()?;
                        write!(s, "GET /app.js HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n").ok()?;
                        Some(s)
                    })
                    .collect();
                std::thread::sleep(Duration::from_secs(12));
                drop(held);
            }
        }
        // One connection, held.
        "connect" => {
            let _s = TcpStream::connect(to).unwrap();
            std::thread::sleep(Duration::from_secs(10));
        }
        other => panic!("no crowd {other}"),
    }
    true
}

/// Stops the crowd and removes its copy.
fn disperse(crowd: Option<(Child, std::path::PathBuf)>) {
    if let Some((mut child, dir)) = crowd {
        let _ = child.kill();
        let _ = child.wait();
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// A private served run on 127.0.0.1 (with its command channel, kept open) and, where this
/// process can make one, another user's crowd acting `role` at its port, given 3 s to gather.
type Crowded = (
    (Server, Receiver<TrainerCommand>),
    SocketAddr,
    Option<(Child, std::path::PathBuf)>,
);

fn crowded_server(test: &str, role: &str) -> Crowded {
    let served = server_with(Access::private(TOKEN.into()), "127.0.0.1:0");
    let addr = served.0.local_addr();
    let crowd = crowd(test, &format!("{role} {}", addr.port()));
    std::thread::sleep(Duration::from_secs(3));
    (served, addr, crowd)
}

#[test]
fn another_users_crowd_of_hellos_never_shuts_the_owner_out() {
    if act_the_crowd() {
        return;
    }
    let (_served, addr, crowd) = crowded_server(
        "another_users_crowd_of_hellos_never_shuts_the_owner_out",
        "hellos",
    );
    // The owner, from 127.0.0.1 as the crowd's every other connection: 15 tries, each
    // seated as the token's holder.
    let mut took = Vec::new();
    for attempt in 0..15 {
        let start = Instant::now();
        let mut s = TcpStream::connect(addr).unwrap();
        let seated = hello(&mut s, Some(TOKEN));
        took.push(start.elapsed());
        assert_eq!(seated, Ok(false), "try {attempt} ({took:?})");
        std::thread::sleep(Duration::from_millis(200));
    }
    let crowded = crowd.is_some();
    disperse(crowd);
    eprintln!("the owner's 15 hellos took {took:?} (another user's crowd: {crowded})");
}

#[test]
fn another_users_readers_that_never_read_never_hold_the_owners_page_back() {
    if act_the_crowd() {
        return;
    }
    let (_served, addr, crowd) = crowded_server(
        "another_users_readers_that_never_read_never_hold_the_owners_page_back",
        "readers",
    );
    // The owner loads the page's script five times, whole, each within its deadline.
    for attempt in 0..5 {
        let start = Instant::now();
        let mut s = TcpStream::connect(addr).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(15))).unwrap();
        write!(
            s,
            "GET /app.js HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n\r\n",
            addr.port()
        )
        .unwrap();
        let mut answer = Vec::new();
        let _ = s.read_to_end(&mut answer);
        let text = String::from_utf8_lossy(&answer);
        let head_end = text
            .find("\r\n\r\n")
            .unwrap_or_else(|| panic!("try {attempt}: no answer ({} bytes)", answer.len()));
        assert!(
            text.starts_with("HTTP/1.1 200"),
            "try {attempt}: {}",
            &text[..head_end]
        );
        let length: usize = text[..head_end]
            .lines()
            .find_map(|l| {
                l.to_ascii_lowercase()
                    .strip_prefix("content-length: ")
                    .map(|v| v.trim().parse().unwrap())
            })
            .unwrap();
        assert_eq!(
            answer.len() - head_end - 4,
            length,
            "try {attempt}: cut short"
        );
        eprintln!(
            "page load {attempt}: {length} bytes in {:?}",
            start.elapsed()
        );
    }
    disperse(crowd);
}

#[test]
fn the_kernel_names_the_other_user_behind_a_loopback_connection() {
    if act_the_crowd() {
        return;
    }
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let Some(crowd) = crowd(
        "the_kernel_names_the_other_user_behind_a_loopback_connection",
        &format!("connect {port}"),
    ) else {
        return;
    };
    let (server, peer) = listener.accept().unwrap();
    let local = server.local_addr().unwrap();
    use reincarnate::platform::peer_user::{own_user, peer_user};
    assert_eq!(peer_user(local, peer), Some(NOBODY));
    assert_ne!(own_user(), Some(NOBODY));
    disperse(Some(crowd));
}
