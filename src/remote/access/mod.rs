//! Who may reach a served run: the addresses it listens on and what counts as loopback
//! ([`addr`]), and the token that lets a viewer steer (and, where asked, watch) ([`token`]).

pub mod addr;
pub mod token;
