//! The messages between a serving trainer and its viewers, and their framing: a
//! little-endian `u32` length, then that many bytes of postcard. A length over
//! [`MAX_MESSAGE`], bytes that do not decode, or an unknown message is an error that closes
//! the connection; reading never panics and never allocates more than the cap.

use crate::protocol::{FrameMessage, LiveParam, SaliencySettings, TrainerCommand, TrainerEvent};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Instant;

/// The most events a server keeps in a run's history for viewers that connect later (its
/// backlog's cap); a client allows a few times as many before it calls a server hostile.
pub const HISTORY_EVENTS: usize = 200_000;

/// The protocol's version: a viewer and a server of different versions refuse each other.
/// (2: commands are [`RemoteCommand`]s, events carry their time; 3: the analysis's
/// [`Milestone`](crate::protocol::Milestone) events; 4: the token is proven by a
/// challenge ([`crate::remote::access::challenge`]), never sent; 5: saliency maps for the
/// viewers that ask for them, [`ClientMessage::Maps`]; 6: a run's settings carry the live
/// settings' starting values as one [`LiveParams`](crate::protocol::LiveParams), whose
/// fields follow the live settings' table; 7: the challenge names the run's serving and its
/// MACs bind it and the port, [`Binding`](crate::remote::access::challenge::Binding).)
///
/// Versions 3 to 7 put the version in the same place of the hello, so each side of a
/// mismatch is told it in a `Bye`.
pub const VERSION: u32 = 7;

/// The largest message from a server, in bytes (a screen is 100,800 bytes; the largest
/// event, a run's config, a few KiB).
pub const MAX_MESSAGE: usize = 1 << 20;

/// The largest message from a viewer: a hello with its token, or one command.
pub const MAX_CLIENT_MESSAGE: usize = 4096;

/// From the server to a viewer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ServerMessage {
    /// The answer to the viewer's hello.
    Welcome {
        /// The server's [`VERSION`].
        version: u32,
        /// The viewer's commands will be refused (no token, or a wrong one).
        read_only: bool,
        /// Milliseconds since the server started (the run's start): with each event's
        /// `at_ms`, a viewer dates the history it is sent.
        uptime_ms: u64,
    },
    /// One of the trainer's events (the history first, then live).
    Event {
        /// When the trainer sent it, in milliseconds since the server started.
        at_ms: u64,
        /// The event.
        event: TrainerEvent,
    },
    /// The newest screen (frames are dropped for a viewer that is behind; events are not).
    Frame(FrameMessage),
    /// The history has been sent: what follows is live.
    Live,
    /// A command was refused, and why.
    Refused(String),
    /// The server closes the connection, and why.
    Bye(String),
    /// The answer to a hello: the server's nonce, its proof that it holds the token (when
    /// the viewer sent a nonce), and whether watching needs the token (a viewer without it
    /// is then turned away).
    Challenge {
        /// The server's nonce for this connection.
        nonce: String,
        /// The id of this serving of the run (made when the server starts), which the MACs
        /// bind ([`Binding`](crate::remote::access::challenge::Binding)).
        run: String,
        /// The server's MAC of both nonces ([`Role::Server`](crate::remote::access::challenge::Role)).
        proof: Option<String>,
        /// Viewers without the token are turned away.
        token_needed: bool,
    },
}

/// From a viewer to the server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ClientMessage {
    /// The first message: the viewer's [`VERSION`] and its nonce (the server proves that it
    /// holds the token with it).
    Hello {
        /// The viewer's version.
        version: u32,
        /// The viewer's nonce for this connection.
        nonce: Option<String>,
    },
    /// A command for the trainer.
    Command(RemoteCommand),
    /// The answer to the server's challenge: the viewer's MAC of both nonces under the
    /// token, or none (a viewer without the token).
    Answer {
        /// The MAC ([`Role::Viewer`](crate::remote::access::challenge::Role)).
        mac: Option<String>,
    },
    /// Send me the run's saliency maps (as `Saliency` events), made so if this viewer holds
    /// the token; `None`: no more. A read-only viewer is sent the maps a token holder asked
    /// for, and starts none itself.
    Maps(Option<SaliencySettings>),
}

/// What a viewer may ask of a run over the network: the controls of the app's panel, and
/// stopping the run as a deliberate act. Anything else a local listener can say (a test's
/// deliberate failure, a window that closes) has no encoding here, so no peer can send it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum RemoteCommand {
    /// Change a live parameter.
    Set(LiveParam),
    /// Pause.
    Pause,
    /// Go on.
    Resume,
    /// One step while paused.
    Step,
    /// Write a checkpoint now.
    SaveCheckpoint,
    /// Stop the run, with its final checkpoint (the app asks to confirm first).
    StopRun,
}

impl RemoteCommand {
    /// The network form of a listener's command; `None` for those that never leave this
    /// machine (`Leave` closes the viewer's connection; `FailForTest` is for local tests).
    pub fn from_local(command: &TrainerCommand) -> Option<Self> {
        Some(match command {
            TrainerCommand::Set(p) => RemoteCommand::Set(*p),
            TrainerCommand::Pause => RemoteCommand::Pause,
            TrainerCommand::Resume => RemoteCommand::Resume,
            TrainerCommand::Step => RemoteCommand::Step,
            TrainerCommand::SaveCheckpoint => RemoteCommand::SaveCheckpoint,
            TrainerCommand::Stop => RemoteCommand::StopRun,
            // Maps are asked for with `ClientMessage::Maps`, not commanded; a fork is made
            // where the trainer runs.
            TrainerCommand::Leave
            | TrainerCommand::FailForTest
            | TrainerCommand::Saliency(_)
            | TrainerCommand::StopForFork => return None,
        })
    }

    /// The trainer's command for it.
    pub fn to_trainer(&self) -> TrainerCommand {
        match self {
            RemoteCommand::Set(p) => TrainerCommand::Set(*p),
            RemoteCommand::Pause => TrainerCommand::Pause,
            RemoteCommand::Resume => TrainerCommand::Resume,
            RemoteCommand::Step => TrainerCommand::Step,
            RemoteCommand::SaveCheckpoint => TrainerCommand::SaveCheckpoint,
            RemoteCommand::StopRun => TrainerCommand::Stop,
        }
    }
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
    /// A message that cannot be encoded (it is not sent: never an empty frame).
    #[error("cannot encode a message: {0}")]
    Encode(String),
}

/// The bytes of one framed message.
pub fn encode<T: Serialize>(message: &T) -> Result<Vec<u8>, WireError> {
    let body = postcard::to_allocvec(message).map_err(|e| WireError::Encode(e.to_string()))?;
    let len = u32::try_from(body.len())
        .map_err(|_| WireError::Encode(format!("{} bytes is too long", body.len())))?;
    let mut out = Vec::with_capacity(4 + body.len());
    out.extend_from_slice(&len.to_le_bytes());
    out.extend_from_slice(&body);
    Ok(out)
}

/// Writes one framed message.
pub fn write_message<T: Serialize>(w: &mut impl Write, message: &T) -> std::io::Result<()> {
    let bytes = encode(message).map_err(std::io::Error::other)?;
    w.write_all(&bytes)
}

/// Reads one framed message of at most [`MAX_MESSAGE`] bytes.
pub fn read_message<T: DeserializeOwned>(r: &mut impl Read) -> Result<T, WireError> {
    read_message_up_to(r, MAX_MESSAGE)
}

/// Reads one framed message of at most `max` bytes (nothing larger is allocated).
pub fn read_message_up_to<T: DeserializeOwned>(
    r: &mut impl Read,
    max: usize,
) -> Result<T, WireError> {
    let mut len = [0u8; 4];
    r.read_exact(&mut len)?;
    let len = u32::from_le_bytes(len) as usize;
    if len > max {
        return Err(WireError::TooLarge(len));
    }
    let mut body = vec![0u8; len];
    r.read_exact(&mut body)?;
    decode(&body)
}

/// Reads from a socket until a deadline for the whole message, however the peer spaces its
/// bytes (a per-read timeout alone lets a peer that trickles a byte at a time hold on).
pub struct Deadline<'a> {
    stream: &'a TcpStream,
    deadline: Instant,
}

impl<'a> Deadline<'a> {
    /// Reads of `stream` that fail once `deadline` has passed.
    pub fn new(stream: &'a TcpStream, deadline: Instant) -> Self {
        Self { stream, deadline }
    }
}

impl Read for Deadline<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(std::io::Error::new(
                std::io::ErrorKind::TimedOut,
                "its time to say hello ran out",
            ));
        }
        self.stream.set_read_timeout(Some(left))?;
        (&*self.stream).read(buf)
    }
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
                uptime_ms: 1234,
            },
            ServerMessage::Event {
                at_ms: 17,
                event: TrainerEvent::PhaseStarted {
                    phase: Phase::Offline,
                    total: 6000,
                    from: 0,
                },
            },
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
        let mut trailing = encode(&ClientMessage::Command(RemoteCommand::Pause)).unwrap();
        trailing[0] += 1;
        trailing.push(0);
        assert!(matches!(
            read_message::<ClientMessage>(&mut trailing.as_slice()),
            Err(WireError::Malformed(_))
        ));
        // A hello is small: a viewer cannot make the server allocate a megabyte.
        let long = ((MAX_CLIENT_MESSAGE + 1) as u32).to_le_bytes();
        assert!(matches!(
            read_message_up_to::<ClientMessage>(&mut long.as_slice(), MAX_CLIENT_MESSAGE),
            Err(WireError::TooLarge(_))
        ));
    }

    #[test]
    fn viewers_and_servers_of_version_3_and_4_tell_each_other_their_version() {
        #[derive(Serialize, Deserialize)]
        enum Version3Hello {
            Hello { version: u32, token: Option<String> },
        }
        let old = postcard::to_allocvec(&Version3Hello::Hello {
            version: 3,
            token: Some("0123456789abcdef".into()),
        })
        .unwrap();
        let Ok(ClientMessage::Hello { version: 3, .. }) = decode::<ClientMessage>(&old) else {
            panic!("a version-3 hello reads as one")
        };
        // This version's hello, as a version-3 server reads it, says its version.
        let nonce = crate::remote::access::challenge::new_nonce();
        let new = encode(&ClientMessage::Hello {
            version: VERSION,
            nonce: Some(nonce),
        })
        .unwrap();
        let Version3Hello::Hello { version, .. } = decode::<Version3Hello>(&new[4..]).unwrap();
        assert_eq!(version, VERSION);
        // The Bye that tells an old viewer why is where version 3 had it (variant 5).
        assert_eq!(encode(&ServerMessage::Bye("x".into())).unwrap()[4], 5);
    }

    #[test]
    fn only_the_controls_and_a_deliberate_stop_have_a_network_form() {
        assert_eq!(
            RemoteCommand::from_local(&TrainerCommand::FailForTest),
            None
        );
        assert_eq!(RemoteCommand::from_local(&TrainerCommand::Leave), None);
        for c in [
            TrainerCommand::Set(LiveParam::Temperature(0.5)),
            TrainerCommand::Pause,
            TrainerCommand::Resume,
            TrainerCommand::Step,
            TrainerCommand::SaveCheckpoint,
            TrainerCommand::Stop,
        ] {
            assert_eq!(RemoteCommand::from_local(&c).unwrap().to_trainer(), c);
        }
        // The network's command enum has six variants: a seventh index does not decode.
        for variant in 6u8..=255 {
            assert!(decode::<RemoteCommand>(&[variant]).is_err(), "{variant}");
        }
    }
}
