//! The token is proven, never sent. A viewer opens with a nonce of its own; the server
//! answers with its nonce and a proof that it holds the token (an HMAC-SHA-256, under the
//! token, of both nonces); a viewer with the token checks that proof before it answers with
//! its own HMAC of the same nonces, which the server checks in constant time. So whoever
//! listens on the port (another user who bound it after the run ended, anything behind the
//! same tunnel) learns neither the token nor an answer it could replay: a server that does
//! not hold the token gets no answer at all, and every answer is bound to a fresh nonce of
//! the real server.

use sha2::{Digest, Sha256};

/// Random bytes in a nonce (written as twice as many hex digits).
pub const NONCE_BYTES: usize = 32;

/// A fresh nonce: [`NONCE_BYTES`] random bytes as lower-case hex.
pub fn new_nonce() -> String {
    use rand::Rng;
    let mut rng = rand::rng();
    (0..NONCE_BYTES)
        .map(|_| format!("{:02x}", rng.random::<u8>()))
        .collect()
}

/// Whether `nonce` is one: [`NONCE_BYTES`] bytes of lower-case hex.
pub fn is_nonce(nonce: &str) -> bool {
    nonce.len() == 2 * NONCE_BYTES
        && nonce
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// HMAC-SHA-256 (RFC 2104) of `message` under `key`.
pub fn hmac_sha256(key: &[u8], message: &[u8]) -> [u8; 32] {
    const BLOCK: usize = 64;
    let mut block = [0u8; BLOCK];
    if key.len() > BLOCK {
        block[..32].copy_from_slice(&Sha256::digest(key));
    } else {
        block[..key.len()].copy_from_slice(key);
    }
    let pad = |byte: u8| block.map(|b| b ^ byte);
    let inner = Sha256::new()
        .chain_update(pad(0x36))
        .chain_update(message)
        .finalize();
    Sha256::new()
        .chain_update(pad(0x5c))
        .chain_update(inner)
        .finalize()
        .into()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Who computes a MAC: each side's has its own label, so that one side's MAC is never the
/// other's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The server's proof that it holds the token.
    Server,
    /// The viewer's answer.
    Viewer,
}

/// The MAC of `role` for this pair of nonces under `token`, as hex.
pub fn mac(role: Role, token: &str, viewer_nonce: &str, server_nonce: &str) -> String {
    let label = match role {
        Role::Server => "reincarnate server",
        Role::Viewer => "reincarnate viewer",
    };
    let message = format!("{label}\n{viewer_nonce}\n{server_nonce}");
    hex(&hmac_sha256(token.as_bytes(), message.as_bytes()))
}

/// Whether `given` is `role`'s MAC for these nonces under `token`, compared in time that
/// depends on the lengths alone.
pub fn mac_matches(
    role: Role,
    token: &str,
    viewer_nonce: &str,
    server_nonce: &str,
    given: &str,
) -> bool {
    let want = mac(role, token, viewer_nonce, server_nonce);
    super::token::token_matches(given, &want)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hmac_sha256_gives_rfc_4231s_values() {
        // Test cases 1, 2 and 6 of RFC 4231 (a short key, a text key, a key over a block).
        let cases: [(&[u8], &[u8], &str); 3] = [
            (
                &[0x0b; 20],
                b"Hi There",
                "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
            ),
            (
                b"Jefe",
                b"what do ya want for nothing?",
                "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
            ),
            (
                &[0xaa; 131],
                b"Test Using Larger Than Block-Size Key - Hash Key First",
                "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
            ),
        ];
        for (key, message, want) in cases {
            assert_eq!(hex(&hmac_sha256(key, message)), want);
        }
    }

    #[test]
    fn each_sides_mac_is_bound_to_the_token_both_nonces_and_its_role() {
        let (token, a, b) = ("0123456789abcdef", new_nonce(), new_nonce());
        assert!(is_nonce(&a) && is_nonce(&b) && a != b);
        let answer = mac(Role::Viewer, token, &a, &b);
        assert_eq!(answer.len(), 64);
        assert!(mac_matches(Role::Viewer, token, &a, &b, &answer));
        // The server's proof is no answer, another nonce or token makes another MAC.
        assert!(!mac_matches(Role::Server, token, &a, &b, &answer));
        assert!(!mac_matches(Role::Viewer, token, &b, &a, &answer));
        assert!(!mac_matches(Role::Viewer, token, &a, &new_nonce(), &answer));
        assert!(!mac_matches(
            Role::Viewer,
            "0123456789abcdeX",
            &a,
            &b,
            &answer
        ));
        assert!(!mac_matches(Role::Viewer, token, &a, &b, &answer[..63]));
        assert!(!mac_matches(Role::Viewer, token, &a, &b, ""));
        for bad in ["", "ABCD", &"g".repeat(64), &"a".repeat(63)] {
            assert!(!is_nonce(bad), "{bad}");
        }
    }
}
