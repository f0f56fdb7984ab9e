//! Where `--serve` listens: `PORT`, `:PORT`, `HOST`, `HOST:PORT`, an IPv6 address alone
//! (`::1`) or in brackets (`[::1]:PORT`). A bare port binds to loopback; anything that is not
//! a loopback address is reachable from other machines and is served only deliberately (the
//! caller warns that its traffic is not encrypted).

use std::net::{IpAddr, Ipv4Addr, SocketAddr, ToSocketAddrs};

/// Port used when `--serve` is given a host alone.
pub const DEFAULT_PORT: u16 = 7878;

/// How `--serve` is written, for its errors.
const USAGE: &str = "use PORT, HOST:PORT (e.g. 127.0.0.1:7878) or [IPV6]:PORT (e.g. [::1]:7878)";

/// Why `--serve`'s text is no address to listen on; each message shows how to write one.
#[derive(Debug, thiserror::Error)]
pub enum AddrError {
    /// A port over 65535.
    #[error("--serve {0}: a port is at most 65535; {USAGE}")]
    Port(String),
    /// Several colons outside brackets.
    #[error("--serve {0}: not an address; an IPv6 address with a port goes in brackets: {USAGE}")]
    Ipv6WithoutBrackets(String),
    /// A host name that does not resolve.
    #[error("--serve {text}: {source}; {USAGE}")]
    Resolve {
        /// What was given.
        text: String,
        /// The resolver's error.
        source: std::io::Error,
    },
    /// A host name that resolves to nothing.
    #[error("--serve {0}: no address; {USAGE}")]
    NoAddress(String),
}

/// `text` as a socket address to listen on.
pub fn parse_serve_addr(text: &str) -> Result<SocketAddr, AddrError> {
    let text = text.trim();
    // `PORT` or `:PORT` (one colon: `::1` is an address).
    let port = text.strip_prefix(':').unwrap_or(text);
    if !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()) {
        let port = port
            .parse::<u16>()
            .map_err(|_| AddrError::Port(text.to_string()))?;
        return Ok(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port));
    }
    if let Ok(addr) = text.parse::<SocketAddr>() {
        return Ok(addr);
    }
    // An address alone: `::1`, `0.0.0.0`, `[::1]`.
    let bare = text
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .unwrap_or(text);
    if let Ok(ip) = bare.parse::<IpAddr>() {
        return Ok(SocketAddr::new(ip, DEFAULT_PORT));
    }
    if text.matches(':').count() > 1 {
        return Err(AddrError::Ipv6WithoutBrackets(text.to_string()));
    }
    let full = if text.contains(':') {
        text.to_string()
    } else {
        format!("{text}:{DEFAULT_PORT}")
    };
    full.to_socket_addrs()
        .map_err(|source| AddrError::Resolve {
            text: text.to_string(),
            source,
        })?
        .next()
        .ok_or_else(|| AddrError::NoAddress(text.to_string()))
}

/// Whether only this machine can reach `addr` (127.0.0.0/8, ::1, or ::ffff:127.x).
pub fn is_loopback(addr: &SocketAddr) -> bool {
    match addr.ip() {
        IpAddr::V4(ip) => ip.is_loopback(),
        IpAddr::V6(ip) => {
            ip.is_loopback() || ip.to_ipv4_mapped().is_some_and(|v4| v4.is_loopback())
        }
    }
}

/// What `--serve` prints before it listens off loopback: the traffic is not encrypted, and the
/// SSH tunnel that keeps it on loopback instead.
pub fn exposure_warning(addr: &SocketAddr, public_read: bool) -> String {
    let port = addr.port();
    let who = if public_read {
        "anyone who can reach it sees the run (its config, paths, games and screens) \
         without the token (--public-read)"
    } else {
        "watching needs the token as well as steering (--public-read lets anyone watch)"
    };
    format!(
        "warning: serving on {addr}, which other machines can reach; its traffic is not \
         encrypted (the token never crosses it, but the run does, and a peer on the path \
         could relay a session), and {who}. To keep it on this machine, serve on \
         127.0.0.1:{port} and watch through an SSH tunnel: \
         ssh -N -L {port}:127.0.0.1:{port} USER@THIS_HOST, then connect to 127.0.0.1:{port}"
    )
}

/// The browser page's address for a server on `addr`, with `token` in its fragment (a
/// fragment never reaches a server's log or a `Referer`). An unspecified address (`0.0.0.0`,
/// `::`) is named by this machine's host name.
pub fn page_url(addr: &SocketAddr, token: &str) -> String {
    let host = match addr.ip() {
        ip if ip.is_unspecified() => std::fs::read_to_string("/proc/sys/kernel/hostname")
            .ok()
            .map(|h| h.trim().to_string())
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| "localhost".into()),
        IpAddr::V6(ip) => format!("[{ip}]"),
        IpAddr::V4(ip) => ip.to_string(),
    };
    format!("http://{host}:{}/#token={token}", addr.port())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> String {
        parse_serve_addr(text).unwrap().to_string()
    }

    #[test]
    fn ports_hosts_and_ipv6_addresses_parse_as_a_user_means_them() {
        assert_eq!(parsed("7000"), "127.0.0.1:7000");
        assert_eq!(parsed(":7001"), "127.0.0.1:7001");
        assert_eq!(parsed("0.0.0.0:7002"), "0.0.0.0:7002");
        assert_eq!(parsed("127.0.0.1"), format!("127.0.0.1:{DEFAULT_PORT}"));
        assert_eq!(parsed("::1"), format!("[::1]:{DEFAULT_PORT}"));
        assert_eq!(parsed("[::1]"), format!("[::1]:{DEFAULT_PORT}"));
        assert_eq!(parsed("[::1]:7003"), "[::1]:7003");
        assert_eq!(parsed("::"), format!("[::]:{DEFAULT_PORT}"));
        assert!(parse_serve_addr("127.0.0.1:notaport")
            .unwrap_err()
            .to_string()
            .contains("HOST:PORT"));
        assert!(parse_serve_addr("fe80::1:x:7000")
            .unwrap_err()
            .to_string()
            .contains("brackets"));
    }

    #[test]
    fn only_loopback_addresses_count_as_private() {
        for private in [
            "127.0.0.1:1",
            "127.4.5.6:1",
            "[::1]:1",
            "[::ffff:127.0.0.1]:1",
        ] {
            assert!(is_loopback(&private.parse().unwrap()), "{private}");
        }
        for public in [
            "0.0.0.0:1",
            "[::]:1",
            "192.168.1.5:1",
            "[fe80::1]:1",
            "10.0.0.1:1",
        ] {
            assert!(!is_loopback(&public.parse().unwrap()), "{public}");
        }
        assert_eq!(
            page_url(&"127.0.0.1:7878".parse().unwrap(), "abc"),
            "http://127.0.0.1:7878/#token=abc"
        );
        assert_eq!(
            page_url(&"[::1]:7000".parse().unwrap(), "t"),
            "http://[::1]:7000/#token=t"
        );
        assert!(!page_url(&"0.0.0.0:7001".parse().unwrap(), "t").contains("0.0.0.0"));
        let w = exposure_warning(&"0.0.0.0:7878".parse().unwrap(), false);
        assert!(w.contains("not encrypted") && w.contains("ssh -N -L 7878:127.0.0.1:7878"));
    }
}
