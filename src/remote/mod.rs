//! Watching and steering a run from another machine: the trainer serves its events over TCP
//! ([`server`]), a viewer connects ([`client`]) and gets the run's history, then its live
//! events, exactly as a local listener does, with each event's time in the run.
//!
//! Each message is a little-endian `u32` length and that many bytes of postcard
//! ([`wire`]); lengths above the cap close the connection. A viewer proves that it holds the
//! server's token ([`access::token`]) by answering a challenge ([`access::challenge`]; the
//! token never crosses the wire), and may then watch and send the commands of the app's
//! controls ([`wire::RemoteCommand`]: nothing else can be said over the network); without it
//! the viewer is turned away, or read-only when the trainer was started with
//! `--public-read`. Plain threads and blocking sockets,
//! every one of them and every queue bounded ([`server::limits`]): no async runtime.
//!
//! The same port answers browsers: the page (built from `web/`, compiled in) and, at `/ws`,
//! a WebSocket that carries the same events and commands as JSON, and the screens as binary
//! messages ([`wire::page`]), under the same seats, limits and token.
//!
//! The modules point one way: [`client`] and [`server`] use [`wire`] and [`access`]; neither
//! uses the other.

pub mod access;
pub mod client;
pub mod server;
pub mod wire;

pub use access::addr::{
    exposure_warning, is_loopback, page_url, parse_serve_addr, AddrError, DEFAULT_PORT,
};
pub use access::token::{new_token, read_token_file, token_from_file, TokenError, MIN_TOKEN_LEN};
