//! Taking a serving address. On loopback both families are taken at the same port
//! (127.0.0.1 and ::1): a browser opening `http://localhost:PORT/` may try either first, and
//! whoever held the other would get the page's visitors, and the token in the page's
//! address. When the other family's port is taken already, serving is refused and says so.

use std::io::ErrorKind;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener};

/// A serving address taken: its listener and, on loopback, the other family's at the same
/// port.
#[derive(Debug)]
pub struct Bound {
    /// The address asked for.
    pub listener: TcpListener,
    /// The other loopback family's address at the same port (none off loopback, or where
    /// that family has no loopback address here).
    pub twin: Option<TcpListener>,
}

/// Why a serving address cannot be taken; each message says what to do.
#[derive(Debug, thiserror::Error)]
pub enum BindError {
    /// The address itself.
    #[error("cannot serve on {addr}: {source}; pick another port with --serve HOST:PORT")]
    Taken {
        /// The address.
        addr: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// The other loopback family's address at the same port is another program's.
    #[error(
        "cannot serve on {addr}: {twin}, the same port on the other loopback address, is taken \
         by another program, which a browser opening localhost:{port} (or a viewer given \
         {twin}) would reach instead of this run; pick another port with --serve HOST:PORT"
    )]
    TwinTaken {
        /// The address asked for.
        addr: SocketAddr,
        /// The other family's.
        twin: SocketAddr,
        /// Their port.
        port: u16,
    },
}

/// The other loopback family's address at `addr`'s port: ::1 for an IPv4 loopback address,
/// 127.0.0.1 for ::1; none off loopback.
pub fn loopback_twin(addr: &SocketAddr) -> Option<SocketAddr> {
    let ip = match addr.ip() {
        IpAddr::V4(ip) if ip.is_loopback() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        IpAddr::V6(ip) if ip.is_loopback() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        _ => return None,
    };
    Some(SocketAddr::new(ip, addr.port()))
}

/// Ports tried for a loopback address with port 0 whose twin turns out to be taken.
const TRIES: usize = 16;

/// Takes `addr` and, on loopback, its twin ([`loopback_twin`]) at the same port: with port 0,
/// a port free in both families.
pub fn bind_serving(addr: SocketAddr) -> Result<Bound, BindError> {
    let taken = |addr, source| BindError::Taken { addr, source };
    let mut attempt = 1;
    loop {
        let listener = TcpListener::bind(addr).map_err(|e| taken(addr, e))?;
        let local = listener.local_addr().map_err(|e| taken(addr, e))?;
        let Some(twin) = loopback_twin(&local) else {
            return Ok(Bound {
                listener,
                twin: None,
            });
        };
        let twin = match TcpListener::bind(twin) {
            Ok(t) => Some(t),
            // Taken by another program: with port 0, another port; else refused.
            Err(e) if e.kind() == ErrorKind::AddrInUse => {
                if addr.port() == 0 && attempt < TRIES {
                    attempt += 1;
                    continue;
                }
                let port = local.port();
                return Err(BindError::TwinTaken { addr, twin, port });
            }
            // This machine has no loopback address of that family: nobody can take it.
            Err(e)
                if matches!(
                    e.kind(),
                    ErrorKind::AddrNotAvailable | ErrorKind::Unsupported
                ) || e.raw_os_error() == Some(libc::EAFNOSUPPORT) =>
            {
                None
            }
            Err(e) => return Err(taken(twin, e)),
        };
        return Ok(Bound { listener, twin });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_twin_of_a_loopback_address_is_the_other_familys_at_its_port() {
        let v4: SocketAddr = "127.0.0.1:7878".parse().unwrap();
        let v6: SocketAddr = "[::1]:7878".parse().unwrap();
        assert_eq!(loopback_twin(&v4), Some(v6));
        assert_eq!(loopback_twin(&v6), Some(v4));
        assert_eq!(
            loopback_twin(&"127.0.0.2:5".parse().unwrap()),
            Some("[::1]:5".parse().unwrap())
        );
        assert_eq!(loopback_twin(&"10.1.2.3:7878".parse().unwrap()), None);
        assert_eq!(loopback_twin(&"0.0.0.0:7878".parse().unwrap()), None);
    }

    #[test]
    fn both_families_are_taken_and_a_squatted_twin_is_refused() {
        let bound = bind_serving("127.0.0.1:0".parse().unwrap()).unwrap();
        let port = bound.listener.local_addr().unwrap().port();
        let Some(twin) = &bound.twin else {
            // No IPv6 loopback on this machine: nobody can squat it either.
            assert!(TcpListener::bind("[::1]:0").is_err());
            return;
        };
        assert_eq!(
            twin.local_addr().unwrap(),
            SocketAddr::from((Ipv6Addr::LOCALHOST, port))
        );
        // Someone holds the other family's port first: serving on it is refused, naming it.
        let squatter = TcpListener::bind("[::1]:0").unwrap();
        let port = squatter.local_addr().unwrap().port();
        let e = bind_serving(SocketAddr::from((Ipv4Addr::LOCALHOST, port))).unwrap_err();
        assert!(matches!(e, BindError::TwinTaken { .. }), "{e}");
        let text = e.to_string();
        assert!(text.contains(&format!("[::1]:{port}")), "{text}");
        assert!(text.contains("pick another port"), "{text}");
        // And from the other side.
        let squatter4 = TcpListener::bind("127.0.0.1:0").unwrap();
        let port4 = squatter4.local_addr().unwrap().port();
        if TcpListener::bind(SocketAddr::from((Ipv6Addr::LOCALHOST, port4))).is_ok() {
            // (The check above bound it only for a moment.)
            let e = bind_serving(SocketAddr::from((Ipv6Addr::LOCALHOST, port4))).unwrap_err();
            assert!(matches!(e, BindError::TwinTaken { .. }), "{e}");
        }
    }
}
