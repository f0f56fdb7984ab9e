//! The token is proven, never sent. A viewer opens with a nonce of its own; the server
//! answers with its nonce, the id of this serving of the run (random, made when the server
//! starts) and a proof that it holds the token (an HMAC-SHA-256 of both nonces and its port,
//! under a key derived from the token and the run's id); a viewer with the token checks that
//! proof before it answers with its own HMAC of the same, which the server checks in
//! constant time. So whoever listens on the port (another user who bound it after the run
//! ended, anything behind the same tunnel) learns neither the token nor an answer it could
//! replay: a server that does not hold the token gets no answer at all, and every answer is
//! bound to a fresh nonce of the real server.
//!
//! The binding ([`Binding`]) stops relays: an answer is good only for the run whose id it
//! names and at the port the viewer dialled, so a program on another port (or on this port
//! after the run ended) that passes the challenge on to a run of the same user's is not
//! seated there: the MACs differ, and a viewer that followed one run stops when the port
//! serves another. A page keeps only the run's key ([`run_key`]), never the token, so a page
//! of whoever takes the port later finds nothing that opens another run.

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

/// What a connection's MACs are bound to besides its nonces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding<'a> {
    /// The id of the run's serving ([`new_run_id`]), as the server says it.
    pub run: &'a str,
    /// The port: the one the server listens on, for the server; the one it dialled (or the
    /// page was loaded from), for a viewer. A tunnel keeps the port on both ends.
    pub port: u16,
}

/// A fresh id for a run's serving: 16 random bytes as hex.
pub fn new_run_id() -> String {
    new_nonce()[..32].to_string()
}

/// Whether `run` is a run's id as the server makes them (hex, 32 digits).
pub fn is_run_id(run: &str) -> bool {
    run.len() == 32 && run.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// The key of one run's serving, derived from the token: what a page keeps instead of the
/// token, good for this run's id alone.
pub fn run_key(token: &str, run: &str) -> [u8; 32] {
    hmac_sha256(
        token.as_bytes(),
        format!("reincarnate run\n{run}").as_bytes(),
    )
}

/// The MAC of `role` for this pair of nonces under `key` (a [`run_key`]) at `port`, as hex.
pub fn mac_with_key(
    role: Role,
    key: &[u8; 32],
    port: u16,
    viewer_nonce: &str,
    server_nonce: &str,
) -> String {
    let label = match role {
        Role::Server => "reincarnate server",
        Role::Viewer => "reincarnate viewer",
    };
    let message = format!("{label}\n{viewer_nonce}\n{server_nonce}\n{port}");
    hex(&hmac_sha256(key, message.as_bytes()))
}

/// The MAC of `role` for this pair of nonces under `token`, bound to `binding`, as hex.
pub fn mac(
    role: Role,
    token: &str,
    binding: Binding<'_>,
    viewer_nonce: &str,
    server_nonce: &str,
) -> String {
    let key = run_key(token, binding.run);
    mac_with_key(role, &key, binding.port, viewer_nonce, server_nonce)
}

/// Whether `given` is `role`'s MAC for these nonces under `token` and `binding`, compared
/// in time that depends on the lengths alone.
pub fn mac_matches(
    role: Role,
    token: &str,
    binding: Binding<'_>,
    viewer_nonce: &str,
    server_nonce: &str,
    given: &str,
) -> bool {
    let want = mac(role, token, binding, viewer_nonce, server_nonce);
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
    fn each_sides_mac_is_bound_to_the_token_both_nonces_its_role_the_run_and_the_port() {
        let (token, a, b) = ("0123456789abcdef", new_nonce(), new_nonce());
        assert!(is_nonce(&a) && is_nonce(&b) && a != b);
        let run = new_run_id();
        assert!(is_run_id(&run) && run != new_run_id());
        let at = Binding {
            run: &run,
            port: 7878,
        };
        let answer = mac(Role::Viewer, token, at, &a, &b);
        assert_eq!(answer.len(), 64);
        assert!(mac_matches(Role::Viewer, token, at, &a, &b, &answer));
        // The run's key gives the same MAC as the token (what a page keeps).
        let key = run_key(token, &run);
        assert_eq!(mac_with_key(Role::Viewer, &key, 7878, &a, &b), answer);
        // The server's proof is no answer, another nonce or token makes another MAC.
        assert!(!mac_matches(Role::Server, token, at, &a, &b, &answer));
        assert!(!mac_matches(Role::Viewer, token, at, &b, &a, &answer));
        assert!(!mac_matches(
            Role::Viewer,
            token,
            at,
            &a,
            &new_nonce(),
            &answer
        ));
        assert!(!mac_matches(
            Role::Viewer,
            "0123456789abcdeX",
            at,
            &a,
            &b,
            &answer
        ));
        // Another run (a relay to another run of the same token) or another port (a relay
        // on another port) makes another MAC.
        let other = new_run_id();
        let elsewhere = [
            Binding {
                run: &other,
                port: 7878,
            },
            Binding {
                run: &run,
                port: 7879,
            },
        ];
        for b2 in elsewhere {
            assert!(
                !mac_matches(Role::Viewer, token, b2, &a, &b, &answer),
                "{b2:?}"
            );
        }
        assert!(!mac_matches(Role::Viewer, token, at, &a, &b, &answer[..63]));
        assert!(!mac_matches(Role::Viewer, token, at, &a, &b, ""));
        for bad in ["", "ABCD", &"g".repeat(64), &"a".repeat(63)] {
            assert!(!is_nonce(bad), "{bad}");
        }
        for bad in ["", &"A".repeat(32), &"a".repeat(31), &"a".repeat(64)] {
            assert!(!is_run_id(bad), "{bad}");
        }
    }
}
