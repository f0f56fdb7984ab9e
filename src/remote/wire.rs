//! The messages between a serving trainer and its viewers, and their framing: a
//! little-endian `u32` length, then that many bytes of postcard. A length over
//! [`MAX_MESSAGE`], bytes that do not decode, or an unknown message is an error that closes
//! the connection; reading never panics and never allocates more than the cap.

use crate::protocol::{FrameMessage, TrainerCommand, TrainerEvent};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::io::{Read, Write};

/// The protocol's version: a viewer and a server of different versions refuse each other.
pub const VERSION: u32 = 1;

/// The largest message, in bytes (a screen is 100,800 bytes; the largest event, a run's
/// config, a few KiB).
pub const MAX_MESSAGE: usize = 1 << 20;

/// From the server to a viewer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ServerMessage {
    /// The answer to the viewer's hello.
    Welcome {
        /// The server's [`VERSION`].
        version: u32,
        /// The viewer's commands will be refused (no token, or a wrong one).
        read_only: bool,
    },
    /// One of the trainer's events (the history first, then live).
    Event(TrainerEvent),
    /// The newest screen (frames are dropped for a viewer that is behind; events are not).
    Frame(FrameMessage),
    /// The history has been sent: what follows is live.
    Live,
    /// A command was refused, and why.
    Refused(String),
    /// The server closes the connection, and why.
    Bye(String),
}

/// From a viewer to the server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ClientMessage {
    /// The first message: the viewer's [`VERSION`] and the token, if it has one.
    Hello {
        /// The viewer's version.
        version: u32,
        /// The token that allows commands.
        token: Option<String>,
    },
    /// A command for the trainer.
    Command(TrainerCommand),
}

/// Why a message could not be read.
#[derive(Debug, thiserror::Error)]
pub enum WireError {
    /// The connection failed or closed.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// The length prefix is over the cap.
    #[error("a message of {0} bytes, over the {MAX_MESSAGE}-byte limit")]
    TooLarge(usize),
    /// The bytes are not a message of this protocol.
    #[error("a malformed message: {0}")]
    Malformed(String),
}

/// The bytes of one framed message.
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    // Our own messages always encode (plain data, no maps with non-string keys).
    let body = postcard::to_allocvec(message).unwrap_or_default();
    let mut out = Vec::with_capacity(4 + body.len());
    out.extend_from_slice(&(body.len() as u32).to_le_bytes());
    out.extend_from_slice(&body);
    out
}

/// Writes one framed message.
pub fn write_message<T: Serialize>(w: &mut impl Write, message: &T) -> std::io::Result<()> {
    w.write_all(&encode(message))
}

/// Reads one framed message.
pub fn read_message<T: DeserializeOwned>(r: &mut impl Read) -> Result<T, WireError> {
    let mut len = [0u8; 4];
    r.read_exact(&mut len)?;
    let len = u32::from_le_bytes(len) as usize;
    if len > MAX_MESSAGE {
        return Err(WireError::TooLarge(len));
    }
    let mut body = vec![0u8; len];
    r.read_exact(&mut body)?;
    decode(&body)
}

/// One message from its bytes (without the length prefix); trailing bytes are an error.
pub fn decode<T: DeserializeOwned>(body: &[u8]) -> Result<T, WireError> {
    match postcard::take_from_bytes::<T>(body) {
        Ok((message, [])) => Ok(message),
        Ok((_, rest)) => Err(WireError::Malformed(format!(
            "{} bytes after the message",
            rest.len()
        ))),
        Err(e) => Err(WireError::Malformed(e.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{Actor, Phase};

    #[test]
    fn messages_come_back_as_they_went() {
        let messages = vec![
            ServerMessage::Welcome {
                version: VERSION,
                read_only: true,
            },
            ServerMessage::Event(TrainerEvent::PhaseStarted {
                phase: Phase::Offline,
                total: 6000,
                from: 0,
            }),
            ServerMessage::Frame(FrameMessage {
                rgb: vec![7; 210 * 160 * 3],
                actor: Actor::Teacher,
                episode_return: -3.0,
                action: 2,
                global_step: 99,
            }),
            ServerMessage::Live,
        ];
        let mut bytes = vec![];
        for m in &messages {
            write_message(&mut bytes, m).unwrap();
        }
        let mut r = bytes.as_slice();
        for m in &messages {
            assert_eq!(&read_message::<ServerMessage>(&mut r).unwrap(), m);
        }
        assert!(matches!(
            read_message::<ServerMessage>(&mut r),
            Err(WireError::Io(_))
        ));
    }

    #[test]
    fn oversized_malformed_and_unknown_messages_are_errors() {
        let mut big = ((MAX_MESSAGE + 1) as u32).to_le_bytes().to_vec();
        big.extend_from_slice(&[0; 16]);
        assert!(matches!(
            read_message::<ClientMessage>(&mut big.as_slice()),
            Err(WireError::TooLarge(_))
        ));
        // Variant 9 of ClientMessage does not exist.
        let unknown = [1u8, 0, 0, 0, 9];
        assert!(matches!(
            read_message::<ClientMessage>(&mut unknown.as_slice()),
            Err(WireError::Malformed(_))
        ));
        let mut trailing = encode(&ClientMessage::Command(TrainerCommand::Pause));
        trailing[0] += 1;
        trailing.push(0);
        assert!(matches!(
            read_message::<ClientMessage>(&mut trailing.as_slice()),
            Err(WireError::Malformed(_))
        ));
    }
}
