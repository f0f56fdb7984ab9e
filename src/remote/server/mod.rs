//! The trainer's side of serving, one way from the listener down: [`bind`] takes the address
//! (both loopback families at one port), [`listener`] accepts and publishes; [`dispatch`] tells a connection's protocol by its first bytes and hands it to
//! [`tcp`] (the app's and `watch`'s binary protocol) or [`http`] (the page's files, and its
//! [`websocket`] at `/ws`, its upgrade checked by [`upgrade`], over [`request`] heads); both check a viewer's token by
//! [`handshake`], seat viewers and judge their commands through [`admission`]; all of them share [`shared`] state (the sides' [`backlog`]s and
//! viewers, the places of hellos and answers counted by [`crowd`]), bounded by [`limits`] and logged by [`log`]. [`history`] turns
//! a resumed run's logs into the events viewers get first; [`bundle`] is the page compiled in.
//!
//! Publishing only queues bytes, so a slow, stalled or vanished viewer never slows the
//! trainer: frames are dropped for a viewer that is behind (it keeps only the newest), events
//! are not (a viewer [`MAX_PENDING`] events behind has its socket closed instead).
//!
//! Limits that hold under abuse: at most [`MAX_HANDSHAKES`] connections still saying hello
//! ([`MAX_HANDSHAKES_PER_PEER`] from one user of the host or one address; more close the
//! oldest of whoever holds the most), each with
//! [`HELLO_DEADLINE`] for its whole hello; [`MAX_VIEWERS`] viewers a run (a race serves two),
//! of which read-only ones may hold [`MAX_READ_ONLY`], so the token's holder always has a
//! seat; a read-only viewer that keeps sending commands is closed after [`MAX_REFUSED`]; the
//! history is capped ([`backlog`]). So the process never runs more than about
//! `MAX_HANDSHAKES + 2 * MAX_VIEWERS` threads a run for its viewers, whatever arrives.
//!
//! When the run ends ([`Server::finish`], or dropping the server), every viewer is sent the
//! events up to the last one (the run's `Stopped`), then `Bye`, within [`FINISH_WAIT`]: a
//! viewer that does not take them by then has its socket closed, and the trainer exits.

mod admission;
pub mod backlog;
pub mod bind;
mod budget;
mod bundle;
mod crowd;
mod dispatch;
mod handshake;
pub mod history;
mod http;
pub mod limits;
mod listener;
mod log;
mod maps;
mod message;
mod request;
mod screens;
mod shared;
mod tcp;
mod upgrade;
mod websocket;

pub use bind::{bind_serving, BindError, Bound};
pub use limits::*;
pub use listener::Server;
/// The server's parsers of what a browser sends, public for the fuzz targets and tests.
pub use request::{parse_request, Refusal, Request};
pub use shared::Access;
pub use shared::HostNames;
pub use upgrade::check_origin;
