//! Watching and steering a run from another machine: the trainer serves its events over TCP
//! ([`server`]), a viewer connects ([`client`]) and gets the run's history, then its live
//! events, exactly as a local listener does.
//!
//! Each message is a little-endian `u32` length and that many bytes of postcard
//! ([`wire`]); lengths above [`wire::MAX_MESSAGE`] close the connection. A viewer says hello
//! with the server's token to be allowed to send commands; without it the viewer is
//! read-only. Plain threads and blocking sockets: no async runtime.

pub mod client;
pub mod history;
pub mod server;
pub mod wire;

/// Port used when `--serve` is given a host alone.
pub const DEFAULT_PORT: u16 = 7878;

/// `HOST:PORT`, `PORT` or `:PORT` as a socket address; a bare port binds to 127.0.0.1.
pub fn parse_serve_addr(text: &str) -> Result<std::net::SocketAddr, String> {
    use std::net::ToSocketAddrs;
    let text = text.trim();
    let full = if let Ok(port) = text.trim_start_matches(':').parse::<u16>() {
        format!("127.0.0.1:{port}")
    } else if text.contains(':') {
        text.to_string()
    } else {
        format!("{text}:{DEFAULT_PORT}")
    };
    full.to_socket_addrs()
        .map_err(|e| format!("--serve {text}: {e}; use HOST:PORT (e.g. 127.0.0.1:7878) or PORT"))?
        .next()
        .ok_or_else(|| format!("--serve {text}: no address; use HOST:PORT or PORT"))
}

/// A fresh token: 128 random bits as hex.
pub fn new_token() -> String {
    use rand::Rng;
    let mut rng = rand::rng();
    (0..16)
        .map(|_| format!("{:02x}", rng.random::<u8>()))
        .collect()
}

/// The token in `path` (its first line, trimmed); a missing file is created with a new
/// token, readable by its owner only.
pub fn token_from_file(path: &std::path::Path) -> Result<String, String> {
    match std::fs::read_to_string(path) {
        Ok(text) => {
            let token = text.lines().next().unwrap_or("").trim().to_string();
            if token.is_empty() {
                return Err(format!(
                    "the token file {} is empty: put a token on its first line, or delete it \
                     to have one made",
                    path.display()
                ));
            }
            Ok(token)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let token = new_token();
            let mut options = std::fs::OpenOptions::new();
            options.write(true).create_new(true);
            #[cfg(unix)]
            std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
            use std::io::Write;
            options
                .open(path)
                .and_then(|mut f| writeln!(f, "{token}"))
                .map_err(|e| format!("cannot write the token file {}: {e}", path.display()))?;
            Ok(token)
        }
        Err(e) => Err(format!(
            "cannot read the token file {}: {e}",
            path.display()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bare_port_binds_to_the_loopback_address() {
        assert_eq!(
            parse_serve_addr("7000").unwrap().to_string(),
            "127.0.0.1:7000"
        );
        assert_eq!(
            parse_serve_addr(":7001").unwrap().to_string(),
            "127.0.0.1:7001"
        );
        assert_eq!(
            parse_serve_addr("0.0.0.0:7002").unwrap().to_string(),
            "0.0.0.0:7002"
        );
        assert_eq!(parse_serve_addr("127.0.0.1").unwrap().port(), DEFAULT_PORT);
        assert!(parse_serve_addr("127.0.0.1:notaport")
            .unwrap_err()
            .contains("HOST:PORT"));
    }

    #[test]
    fn a_token_file_is_made_once_and_read_after() {
        let path = std::env::temp_dir().join(format!("reincarnate-token-{}", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let made = token_from_file(&path).unwrap();
        assert_eq!(made.len(), 32);
        assert_eq!(token_from_file(&path).unwrap(), made);
        assert_ne!(new_token(), made);
        std::fs::write(&path, "\n").unwrap();
        assert!(token_from_file(&path).unwrap_err().contains("is empty"));
        std::fs::remove_file(&path).unwrap();
    }
}
