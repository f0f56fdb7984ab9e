//! HTTP on the serving port, for browsers: one request per connection, answered from the
//! page's bundle ([`super::bundle`]) or upgraded to a WebSocket at `/ws`
//! ([`super::websocket`]). Nothing from a request reaches the filesystem, and anything but
//! `GET`/`HEAD` of the bundle's files is refused with its status.

use super::request::{read_head, refuse, respond, Refusal};
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
    drop(slot);
    let head_only = request.method == "HEAD";
    if request.method != "GET" && !head_only {
        let why = format!("{} {}: only GET and HEAD", request.method, request.path);
        return refuse(&shared, &mut stream, &peer, &Refusal::new(405, why));
    }
    match super::bundle::asset(&request.path) {
        Some(asset) => {
            let _ = respond(
                &mut stream,
                200,
                asset.content_type,
                asset.body,
                head_only,
                "",
            );
            let _ = stream.shutdown(Shutdown::Both);
        }
        None => {
            let why = format!("{}: no such page", request.path);
            refuse(&shared, &mut stream, &peer, &Refusal::new(404, why))
        }
    }
}
