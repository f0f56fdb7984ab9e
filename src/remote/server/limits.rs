//! The server's limits: every queue, seat, deadline and count that bounds what viewers can
//! make the trainer's process do, in one place (docs/remote.md lists each with its test).

use std::time::Duration;

/// Events a viewer may have queued before its socket is closed as too far behind.
pub const MAX_PENDING: usize = 100_000;
/// Viewers of a run at once (a race's page watches each side on its own socket).
pub const MAX_VIEWERS: usize = 16;
/// Read-only viewers at once: the other seats are kept for the token's holders.
pub const MAX_READ_ONLY: usize = 12;
/// Connections still saying hello, at once.
pub const MAX_HANDSHAKES: usize = 32;
/// Connections still saying hello from one user of this host (a loopback peer) or one
/// address, at once.
pub const MAX_HANDSHAKES_PER_PEER: usize = 8;
/// How long a new connection has, in all, to say hello (and answer its challenge).
pub const HELLO_DEADLINE: Duration = Duration::from_secs(5);
/// How long a new connection has when more than half of [`MAX_HANDSHAKES`] are open.
pub const HELLO_DEADLINE_CROWDED: Duration = Duration::from_secs(1);
/// Answers (the page's files, refusals) being written at once; beyond, the oldest answer of
/// whoever holds the most is cut short (see the server's crowd module).
pub const MAX_RESPONSES: usize = 16;
/// Answers being written to one user of this host or one address at once (a page loads
/// three files together); beyond, its own oldest is cut short.
pub const MAX_RESPONSES_PER_PEER: usize = 4;
/// How long writing one answer may take in all, however slowly the peer reads.
pub const RESPONSE_DEADLINE: Duration = Duration::from_secs(10);
/// Commands refused to a read-only viewer before it is closed.
pub const MAX_REFUSED: usize = 64;

/// The least time between two progress reports the history keeps, ms.
pub const PROGRESS_HISTORY_MS: u64 = 1000;
/// How long the end of a run waits for its viewers to take its last events.
pub const FINISH_WAIT: Duration = Duration::from_secs(5);
/// How long a write to a viewer may block before the viewer is closed.
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// Messages a viewer may send a second over time (a page's `Drawn` after each screen it draws
/// comes at most 30 times a second, as `--serve` sends no more screens; slider drags, map
/// wishes and pings come on top).
/// A seat over its budget is read no faster: its thread waits, and TCP holds the rest back,
/// so that a flooding peer costs the trainer's host little.
pub const MESSAGES_PER_SECOND: f64 = 100.0;
/// Messages a read-only viewer may send a second over time: its page's `Drawn` comes after
/// each screen of the read-only viewers' share ([`READ_ONLY_SCREENS_PER_SECOND`] at most),
/// with map wishes and pings on top; it has no commands to send.
pub const READ_ONLY_MESSAGES_PER_SECOND: f64 = 40.0;
/// Messages a viewer may send at once above its rate.
pub const MESSAGE_BURST: f64 = 200.0;
/// Screens a second that the read-only viewers of a run share between them, in turn (a
/// token's holder gets every screen it takes, up to the trainer's 30 a second).
pub const READ_ONLY_SCREENS_PER_SECOND: f64 = 30.0;
