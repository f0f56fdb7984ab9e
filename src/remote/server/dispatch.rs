//! A new connection's first bytes tell which protocol it speaks: a browser's HTTP request
//! ([`super::http`]) or the app's and `watch`'s binary hello ([`super::tcp`]), on one port.

use super::limits::WRITE_TIMEOUT;
use super::shared::{HandshakeSlot, Shared};
use std::net::TcpStream;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// One connection, from its first bytes to its end, on its own thread.
pub(super) fn serve(stream: TcpStream, peer: String, shared: Arc<Shared>, slot: HandshakeSlot) {
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_nodelay(true);
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    let deadline = slot.deadline;
    // A browser's request and the app's hello share the port: an HTTP request line has no
    // zero byte, and a hello's length prefix (at most 4 KiB) has two.
    if starts_like_http(&stream, deadline) {
        super::http::serve(stream, peer, shared, slot, deadline)
    } else {
        super::tcp::serve(stream, peer, shared, slot, deadline)
    }
}

/// Whether the connection's first four bytes (waited for until `deadline`) are text, as an
/// HTTP request's are, rather than a hello's length prefix.
fn starts_like_http(stream: &TcpStream, deadline: Instant) -> bool {
    let mut head = [0u8; 4];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            return false;
        }
        match stream.peek(&mut head) {
            // Closed before four bytes: the hello's read says so.
            Ok(0) | Err(_) => return false,
            Ok(4) => return head[2] != 0 && head[3] != 0,
            // Fewer bytes so far: wait for the rest (peek returns at once while any is there).
            Ok(_) => std::thread::sleep(Duration::from_millis(5)),
        }
    }
}
