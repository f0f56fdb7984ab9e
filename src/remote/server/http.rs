//! HTTP on the serving port, for browsers: one request per connection, answered from the
//! page's bundle ([`super::bundle`]) or upgraded to a WebSocket at `/ws`
//! ([`super::websocket`]). Nothing from a request reaches the filesystem, and anything but
//! `GET`/`HEAD` of the bundle's files is refused with its status. At most
//! [`MAX_RESPONSES`](super::limits::MAX_RESPONSES) answers are written at once, each within
//! [`RESPONSE_DEADLINE`].

use super::limits::RESPONSE_DEADLINE;
use super::request::{read_head, refuse, respond, DeadlineWriter, Refusal};
use super::shared::{HandshakeSlot, Shared};
use std::net::{Shutdown, TcpStream};
use std::sync::Arc;
use std::time::Instant;

/// One browser connection: its request read within the hello's deadline, then a file of the
/// page, a WebSocket (`/ws`), or a refusal.
pub(super) fn serve(
    mut stream: TcpStream,
    peer: String,
    shared: Arc<Shared>,
    slot: HandshakeSlot,
    deadline: Instant,
) {
    let (request, rest) = match read_head(&stream, deadline) {
        Ok(r) => r,
        Err(refusal) => return refuse(&shared, &mut stream, &peer, &refusal),
    };
    if request.path == "/ws" {
        return super::websocket::serve(stream, peer, shared, slot, deadline, request, rest);
    }
    // An answer holds a place of its own while it is written (by a deadline), so that
    // peers that never read cannot pin threads.
    let Some(_answering) = shared.response_slot(slot.who, &stream) else {
        let _ = stream.shutdown(Shutdown::Both);
        return;
    };
    drop(slot);
    let head_only = request.method == "HEAD";
    if request.method != "GET" && !head_only {
        let why = format!("{} {}: only GET and HEAD", request.method, request.path);
        return refuse(&shared, &mut stream, &peer, &Refusal::new(405, why));
    }
    match super::bundle::asset(&request.path) {
        Some(asset) => {
            limit_send_buffer(&stream);
            let mut out = DeadlineWriter::new(&stream, Instant::now() + RESPONSE_DEADLINE);
            let _ = respond(&mut out, 200, asset.content_type, asset.body, head_only, "");
            let _ = stream.shutdown(Shutdown::Both);
        }
        None => {
            let why = format!("{}: no such page", request.path);
            refuse(&shared, &mut stream, &peer, &Refusal::new(404, why))
        }
    }
}

/// Bytes of the kernel's send buffer an answer may fill (Linux doubles it): without a cap, the
/// buffer of a connection that never reads grows to megabytes (more still on loopback, whose
/// segments are 64 KiB), held for as long as the peer keeps the connection.
const SEND_BUFFER: libc::c_int = 32 << 10;

/// Caps `stream`'s send buffer at [`SEND_BUFFER`] (best effort: an error leaves the system's).
fn limit_send_buffer(stream: &TcpStream) {
    use std::os::fd::AsRawFd;
    // SAFETY: setsockopt(2) on a socket this function borrows, reading `SEND_BUFFER` for the
    // length it is given.
    unsafe {
        libc::setsockopt(
            stream.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_SNDBUF,
            &SEND_BUFFER as *const libc::c_int as *const libc::c_void,
            std::mem::size_of::<libc::c_int>() as libc::socklen_t,
        );
    }
}
