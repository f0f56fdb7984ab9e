//! What crosses the network: the binary protocol of the app and `watch` ([`binary`]: framed
//! postcard messages and the network's own command set) and the page's forms of the same
//! messages ([`page`]: JSON events and commands, binary screens).

pub mod binary;
pub mod page;

pub use binary::*;
