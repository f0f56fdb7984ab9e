//! The server's half of the challenge ([`crate::remote::access::challenge`]), shared by the
//! binary protocol's sessions and the page's WebSocket: the viewer's nonce is checked, the
//! server's challenge made, and the viewer's answer judged.

use super::admission::TurnedAway;
use super::shared::Shared;
use crate::remote::access::challenge::{is_nonce, mac, mac_matches, new_nonce, Role};
use crate::remote::wire::ServerMessage;

/// One connection's pair of nonces.
pub(super) struct Challenge {
    viewer_nonce: String,
    server_nonce: String,
}

impl Challenge {
    /// The challenge for a hello with `viewer_nonce` (a viewer that has no token may send
    /// none); a nonce that is not one is refused.
    pub fn new(viewer_nonce: Option<String>) -> Result<Self, TurnedAway> {
        let viewer_nonce = viewer_nonce.unwrap_or_default();
        if !viewer_nonce.is_empty() && !is_nonce(&viewer_nonce) {
            return Err(TurnedAway::BadNonce);
        }
        Ok(Self {
            viewer_nonce,
            server_nonce: new_nonce(),
        })
    }

    /// The message that says it: the server's nonce, its proof (when the viewer sent a
    /// nonce) and whether watching needs the token.
    pub fn message(&self, shared: &Shared) -> ServerMessage {
        let token = &shared.access.token;
        ServerMessage::Challenge {
            nonce: self.server_nonce.clone(),
            run: shared.run.clone(),
            proof: (!self.viewer_nonce.is_empty()).then(|| {
                mac(
                    Role::Server,
                    token,
                    shared.binding(),
                    &self.viewer_nonce,
                    &self.server_nonce,
                )
            }),
            token_needed: shared.access.token_to_watch,
        }
    }

    /// Whether `answer` proves the token for this run at this server's port (compared in
    /// constant time): an answer passed on from another port or for another run does not.
    pub fn token_holder(&self, shared: &Shared, answer: Option<&str>) -> bool {
        answer.is_some_and(|given| {
            mac_matches(
                Role::Viewer,
                &shared.access.token,
                shared.binding(),
                &self.viewer_nonce,
                &self.server_nonce,
                given,
            )
        })
    }
}
