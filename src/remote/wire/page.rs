//! The messages between a serving trainer and its browser page, over a WebSocket: the same
//! events and commands as the binary protocol ([`super::binary`]), in JSON (serde's externally
//! tagged form of the same enums) so that the page needs no decoder, and each screen as one
//! binary message (a 32-byte header, then its RGB bytes) so that it costs no JSON.
//!
//! The page says [`PageMessage::Drawn`] after drawing a screen; the server sends the next one
//! only then, so screens never come faster than a page draws them (a hidden tab draws none).

use super::binary::{decode, RemoteCommand, ServerMessage};
use crate::protocol::{
    Actor, FrameMessage, SaliencyFrame, SaliencyMethod, SaliencySettings, TrainerEvent,
};
use serde::Deserialize;

/// Bytes before a screen's pixels in its binary message.
pub const SCREEN_HEADER: usize = 32;

/// From the page to the server (JSON text).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum PageMessage {
    /// The first message: the page's protocol version and its nonce (as the binary
    /// protocol's hello).
    Hello {
        /// The page's version ([`super::binary::VERSION`]).
        version: u32,
        /// The page's nonce for this connection.
        nonce: Option<String>,
    },
    /// A command for the trainer.
    Command(RemoteCommand),
    /// The last screen sent has been drawn: the next may come.
    Drawn,
    /// The answer to the server's challenge: the page's MAC of both nonces under the token
    /// from its address's fragment, or none.
    Answer {
        /// The MAC.
        mac: Option<String>,
    },
    /// Send me the run's saliency maps (as [`maps_bytes`] binary messages), made so if this
    /// page holds the token; `null`: no more.
    Maps(Option<SaliencySettings>),
}

/// Why a message cannot cross between a page and the server.
#[derive(Debug, thiserror::Error)]
pub enum PageError {
    /// A page's message that is none of [`PageMessage`].
    #[error("a malformed message: {0}")]
    Malformed(serde_json::Error),
    /// A message that JSON cannot hold.
    #[error("cannot encode {message}: {source}")]
    Encode {
        /// The message, as Rust prints it.
        message: String,
        /// JSON's error.
        source: serde_json::Error,
    },
    /// An encoded message shorter than its length prefix.
    #[error("a message without its length")]
    NoLength,
    /// An encoded message that does not decode.
    #[error(transparent)]
    Wire(#[from] super::binary::WireError),
}

/// A page's message from its text; anything else is an error that closes the connection.
pub fn parse_page_message(text: &str) -> Result<PageMessage, PageError> {
    serde_json::from_str(text).map_err(PageError::Malformed)
}

/// A message in the page's form.
#[derive(Clone, Debug, PartialEq)]
pub enum PageForm {
    /// JSON text.
    Text(String),
    /// A screen: [`screen_bytes`].
    Screen(Vec<u8>),
    /// Saliency maps with their screen: [`maps_bytes`].
    Maps(Vec<u8>),
}

/// The page's form of `message`.
pub fn page_form(message: &ServerMessage) -> Result<PageForm, PageError> {
    match message {
        ServerMessage::Frame(frame) => Ok(PageForm::Screen(screen_bytes(frame))),
        ServerMessage::Event {
            event: TrainerEvent::Saliency(maps),
            ..
        } => Ok(PageForm::Maps(maps_bytes(maps))),
        other => serde_json::to_string(other)
            .map(PageForm::Text)
            .map_err(|source| PageError::Encode {
                message: format!("{other:?}"),
                source,
            }),
    }
}

/// The page's form of a message encoded for the binary protocol (length prefix and
/// postcard), as the server's history and queues hold them.
pub fn page_form_of_encoded(bytes: &[u8]) -> Result<PageForm, PageError> {
    let body = bytes.get(4..).ok_or(PageError::NoLength)?;
    let message: ServerMessage = decode(body)?;
    page_form(&message)
}

/// The welcome in the page's form: the binary protocol's, and which side of a race this
/// socket shows (`side` of `sides`; a single run is side 0 of 1).
pub fn welcome(version: u32, read_only: bool, uptime_ms: u64, side: usize, sides: usize) -> String {
    serde_json::json!({
        "Welcome": {
            "version": version,
            "read_only": read_only,
            "uptime_ms": uptime_ms,
            "side": side,
            "sides": sides,
        }
    })
    .to_string()
}

fn actor_index(actor: Actor) -> u32 {
    match actor {
        Actor::Teacher => 0,
        Actor::Student => 1,
        Actor::Evaluation => 2,
        Actor::Preview => 3,
        Actor::Random => 4,
    }
}

/// A screen as one binary message, little-endian: width and height (`u32`), the action and
/// the actor (`u32`: teacher, student, evaluation, preview, random), the episode's return
/// and the global step (`f64`), then the RGB bytes row by row.
pub fn screen_bytes(frame: &FrameMessage) -> Vec<u8> {
    const WIDTH: usize = 160;
    let height = frame.rgb.len() / (WIDTH * 3);
    let mut out = Vec::with_capacity(SCREEN_HEADER + frame.rgb.len());
    out.extend_from_slice(&(WIDTH as u32).to_le_bytes());
    out.extend_from_slice(&(height as u32).to_le_bytes());
    out.extend_from_slice(&(frame.action as u32).to_le_bytes());
    out.extend_from_slice(&actor_index(frame.actor).to_le_bytes());
    out.extend_from_slice(&frame.episode_return.to_le_bytes());
    out.extend_from_slice(&(frame.global_step as f64).to_le_bytes());
    out.extend_from_slice(&frame.rgb[..height * WIDTH * 3]);
    out
}

/// Bytes before the screen in a maps message.
pub const MAPS_HEADER: usize = 48;

/// The first `u32` of a maps message: a screen's is its width, 160, so the page tells the two
/// apart by it.
pub const MAPS_TAG: u32 = 1;

/// Saliency maps as one binary message, little-endian: [`MAPS_TAG`], which maps follow (`u32`:
/// 1 the student's, 2 the teacher's, 4 their agreement), the method (`u32`: gradient,
/// perturbation), the actor (`u32`, as a screen's), the global step, the milliseconds the
/// maps took, the rank correlation and the top-5% overlap (`f64`; NaN without an agreement),
/// then the screen's RGB bytes (210 x 160 x 3) and each map there is (84 x 84 bytes, the
/// student's first).
pub fn maps_bytes(maps: &SaliencyFrame) -> Vec<u8> {
    let flags = maps.student.is_some() as u32
        | (maps.teacher.is_some() as u32) << 1
        | (maps.agreement.is_some() as u32) << 2;
    let method = match maps.method {
        SaliencyMethod::Gradient => 0u32,
        SaliencyMethod::Perturbation => 1,
    };
    let (rank, overlap) = maps.agreement.map_or((f64::NAN, f64::NAN), |a| {
        (a.rank_correlation, a.top_overlap)
    });
    let mut out = Vec::with_capacity(MAPS_HEADER + maps.rgb.len() + 2 * 84 * 84);
    for v in [MAPS_TAG, flags, method, actor_index(maps.actor)] {
        out.extend_from_slice(&v.to_le_bytes());
    }
    for v in [maps.global_step as f64, maps.ms, rank, overlap] {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out.extend_from_slice(&maps.rgb);
    for m in [&maps.student, &maps.teacher].into_iter().flatten() {
        out.extend_from_slice(m);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{LiveParam, Phase, RunSummary, TrainerEvent};

    #[test]
    fn maps_cross_to_a_page_as_one_binary_message_and_a_page_asks_for_them_in_json() {
        use crate::protocol::Agreement;
        let f = SaliencyFrame {
            global_step: 1234,
            actor: Actor::Student,
            method: SaliencyMethod::Perturbation,
            rgb: (0..210 * 160 * 3).map(|i| (i % 251) as u8).collect(),
            student: Some(vec![9; 84 * 84]),
            teacher: Some(vec![200; 84 * 84]),
            agreement: Some(Agreement {
                rank_correlation: 0.5,
                top_overlap: 0.25,
            }),
            ms: 12.5,
        };
        let b = maps_bytes(&f);
        assert_eq!(b.len(), MAPS_HEADER + 210 * 160 * 3 + 2 * 84 * 84);
        let u = |i: usize| u32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap());
        let d = |i: usize| f64::from_le_bytes(b[16 + 8 * i..24 + 8 * i].try_into().unwrap());
        assert_eq!([u(0), u(1), u(2), u(3)], [MAPS_TAG, 7, 1, 1]);
        assert_eq!([d(0), d(1), d(2), d(3)], [1234.0, 12.5, 0.5, 0.25]);
        assert_eq!(&b[MAPS_HEADER..MAPS_HEADER + f.rgb.len()], &f.rgb[..]);
        let maps = &b[MAPS_HEADER + f.rgb.len()..];
        assert!(
            maps[..84 * 84].iter().all(|&v| v == 9) && maps[84 * 84..].iter().all(|&v| v == 200)
        );
        // Without a teacher and an agreement: one map, NaN for the agreement.
        let lone = SaliencyFrame {
            teacher: None,
            agreement: None,
            method: SaliencyMethod::Gradient,
            ..f.clone()
        };
        let b = maps_bytes(&lone);
        assert_eq!(b.len(), MAPS_HEADER + 210 * 160 * 3 + 84 * 84);
        assert_eq!(u32::from_le_bytes(b[4..8].try_into().unwrap()), 1);
        assert!(f64::from_le_bytes(b[32..40].try_into().unwrap()).is_nan());
        // An event of maps is that message in a page's form.
        let m = ServerMessage::Event {
            at_ms: 1,
            event: TrainerEvent::Saliency(Box::new(f.clone())),
        };
        assert_eq!(page_form(&m).unwrap(), PageForm::Maps(maps_bytes(&f)));
        assert_eq!(
            parse_page_message(r#"{"Maps":{"method":"Gradient","per_second":2.0}}"#)
                .map_err(|e| e.to_string()),
            Ok(PageMessage::Maps(Some(SaliencySettings::default())))
        );
        assert_eq!(
            parse_page_message(r#"{"Maps":null}"#).map_err(|e| e.to_string()),
            Ok(PageMessage::Maps(None))
        );
    }

    #[test]
    fn the_pages_messages_parse_and_nothing_else_does() {
        assert_eq!(
            parse_page_message(r#"{"Hello":{"version":4,"nonce":null}}"#)
                .map_err(|e| e.to_string()),
            Ok(PageMessage::Hello {
                version: 4,
                nonce: None
            })
        );
        assert_eq!(
            parse_page_message(r#"{"Command":{"Set":{"EpsilonOverride":0.25}}}"#)
                .map_err(|e| e.to_string()),
            Ok(PageMessage::Command(RemoteCommand::Set(
                LiveParam::EpsilonOverride(Some(0.25))
            )))
        );
        assert_eq!(
            parse_page_message(r#"{"Command":{"Set":{"EpsilonOverride":null}}}"#)
                .map_err(|e| e.to_string()),
            Ok(PageMessage::Command(RemoteCommand::Set(
                LiveParam::EpsilonOverride(None)
            )))
        );
        assert_eq!(
            parse_page_message(r#"{"Command":"StopRun"}"#).map_err(|e| e.to_string()),
            Ok(PageMessage::Command(RemoteCommand::StopRun))
        );
        assert_eq!(
            parse_page_message(r#""Drawn""#).map_err(|e| e.to_string()),
            Ok(PageMessage::Drawn)
        );
        for bad in [
            r#"{"Command":"FailForTest"}"#,
            r#"{"Command":"Leave"}"#,
            r#"{"Command":{"Set":{"TrainFrequency":-1}}}"#,
            r#""Drawn" x"#,
            "",
            "[]",
        ] {
            assert!(parse_page_message(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn events_become_the_json_the_page_reads() {
        let m = ServerMessage::Event {
            at_ms: 5,
            event: TrainerEvent::PhaseStarted {
                phase: Phase::Offline,
                total: 100,
                from: 0,
            },
        };
        let bytes = super::super::binary::encode(&m).unwrap();
        assert_eq!(
            page_form_of_encoded(&bytes).map_err(|e| e.to_string()),
            Ok(PageForm::Text(
                r#"{"Event":{"at_ms":5,"event":{"PhaseStarted":{"phase":"Offline","total":100,"from":0}}}}"#
                    .into()
            ))
        );
        let stopped = ServerMessage::Event {
            at_ms: 9,
            event: TrainerEvent::Stopped(Ok(RunSummary {
                run_dir: "/runs/a".into(),
                global_step: 7,
                completed: true,
                teacher_return: Some(f64::NAN),
                recent_student_return: None,
            })),
        };
        let PageForm::Text(text) = page_form(&stopped).unwrap() else {
            panic!("text")
        };
        // A NaN becomes null: the page reads it as "no value".
        assert!(
            text.contains(r#""Stopped":{"Ok":{"run_dir":"/runs/a""#),
            "{text}"
        );
        assert!(text.contains(r#""teacher_return":null"#), "{text}");
        assert_eq!(
            page_form(&ServerMessage::Live).map_err(|e| e.to_string()),
            Ok(PageForm::Text(r#""Live""#.into()))
        );
        assert!(page_form_of_encoded(&[1, 0]).is_err());
    }

    #[test]
    fn a_screen_is_its_header_then_its_pixels() {
        let frame = FrameMessage {
            rgb: (0..210 * 160 * 3).map(|i| (i % 251) as u8).collect(),
            actor: Actor::Evaluation,
            episode_return: -3.5,
            action: 4,
            global_step: 123_456,
        };
        let b = screen_bytes(&frame);
        assert_eq!(b.len(), SCREEN_HEADER + 210 * 160 * 3);
        let u32_at = |i: usize| u32::from_le_bytes(b[i..i + 4].try_into().unwrap());
        let f64_at = |i: usize| f64::from_le_bytes(b[i..i + 8].try_into().unwrap());
        assert_eq!(
            (u32_at(0), u32_at(4), u32_at(8), u32_at(12)),
            (160, 210, 4, 2)
        );
        assert_eq!((f64_at(16), f64_at(24)), (-3.5, 123_456.0));
        assert_eq!(&b[SCREEN_HEADER..], &frame.rgb[..]);
    }
}
