//! Who may reach a served run: the addresses it listens on and what counts as loopback
//! ([`addr`]), the token that lets a viewer watch and steer ([`token`]) and the file a
//! trainer keeps it in when it may not print it ([`served_token`]), and the
//! challenge that proves it without sending it ([`challenge`]).

pub mod addr;
pub mod challenge;
pub mod served_token;
pub mod token;
