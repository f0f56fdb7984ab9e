//! What crosses the network: the binary protocol of the app and `watch` ([`binary`]: framed
//! postcard messages and the network's own command set) and the page's forms of the same
//! messages ([`page`]: JSON events and commands, binary screens), and peers' text made safe
//! to print ([`printable`]).

pub mod binary;
pub mod page;
pub mod printable;

pub use binary::*;
