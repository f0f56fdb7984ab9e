//! A message as the server keeps and sends it: encoded once when published, shared by every
//! viewer's queue and the history; its page form (JSON text, or a screen's binary message) is
//! made the first time a page needs it and kept, so any number of pages, however often they
//! reconnect and replay the history, cost one conversion per message.

use crate::remote::wire::page::{page_form_of_encoded, PageForm};
use crate::remote::wire::{encode, ServerMessage, WireError};
use std::sync::{Arc, OnceLock};

/// One encoded message (length prefix and postcard, as the binary protocol sends it).
#[derive(Debug)]
pub struct Encoded {
    wire: Vec<u8>,
    page: OnceLock<Result<PageForm, String>>,
}

/// A message shared by every viewer that is sent it.
pub type Bytes = Arc<Encoded>;

impl Encoded {
    /// `message`, encoded; an error when it cannot be (it is then not sent at all).
    pub fn of(message: &ServerMessage) -> Result<Bytes, WireError> {
        Ok(Arc::new(Self::from_wire(encode(message)?)))
    }

    /// A message already encoded.
    pub fn from_wire(wire: Vec<u8>) -> Self {
        Self {
            wire,
            page: OnceLock::new(),
        }
    }

    /// Its page form, made once; why it has none (a message JSON cannot hold).
    pub fn page(&self) -> Result<&PageForm, &str> {
        self.page
            .get_or_init(|| page_form_of_encoded(&self.wire).map_err(|e| e.to_string()))
            .as_ref()
            .map_err(String::as_str)
    }
}

impl std::ops::Deref for Encoded {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.wire
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::TrainerEvent;

    #[test]
    fn a_message_is_converted_for_pages_once_however_many_ask() {
        let m = Encoded::of(&ServerMessage::Event {
            at_ms: 3,
            event: TrainerEvent::Warning("w".into()),
        })
        .unwrap();
        let first = m.page().unwrap() as *const PageForm;
        let queued = Arc::clone(&m);
        assert!(std::ptr::eq(first, queued.page().unwrap()));
        let PageForm::Text(text) = m.page().unwrap() else {
            panic!("an event is text")
        };
        assert_eq!(text, r#"{"Event":{"at_ms":3,"event":{"Warning":"w"}}}"#);
        assert_eq!(&m[..4], &((m.len() - 4) as u32).to_le_bytes());
    }
}
