//! Which user holds the other end of a TCP connection on this host: the kernel's socket
//! diagnostics (`NETLINK_SOCK_DIAG`, as `ss -e` reads them, open to every user) looked up by
//! the connection's four addresses. A served run uses it to count a loopback peer's
//! connections by its user, not by its address: another user of the host can connect from
//! any of 127.0.0.0/8 and ::1, but always as themselves.
//!
//! `None` wherever it cannot say: not Linux, a peer in another network namespace (a
//! container), or a kernel that does not answer in time.

use std::net::SocketAddr;

/// The user id of the process that holds the socket at `peer` connected to `local` on this
/// host, or `None` when the kernel does not say.
pub fn peer_user(local: SocketAddr, peer: SocketAddr) -> Option<u32> {
    #[cfg(target_os = "linux")]
    {
        linux::lookup(local, peer)
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = (local, peer);
        None
    }
}

/// This process's effective user id (`None` off Unix).
pub fn own_user() -> Option<u32> {
    #[cfg(unix)]
    {
        // SAFETY: geteuid has no preconditions and cannot fail.
        Some(unsafe { libc::geteuid() })
    }
    #[cfg(not(unix))]
    {
        None
    }
}

#[cfg(target_os = "linux")]
mod linux {
    use std::net::{IpAddr, SocketAddr};
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

    const NETLINK_SOCK_DIAG: libc::c_int = 4;
    const SOCK_DIAG_BY_FAMILY: u16 = 20;
    const NLMSG_ERROR: u16 = 2;
    const NLM_F_REQUEST: u16 = 1;
    /// nlmsghdr (16 bytes) + inet_diag_req_v2 (8 + a 48-byte inet_diag_sockid).
    const REQUEST_LEN: usize = 16 + 56;
    /// Where a reply's inet_diag_msg keeps the socket's uid: after the nlmsghdr (16), its
    /// family, state, timer and retransmits (4), the sockid (48), expires, rqueue and
    /// wqueue (12).
    const UID_AT: usize = 16 + 4 + 48 + 12;

    /// The inet_diag_sockid of the socket whose own address is `own` and whose other end is
    /// `other`: ports big-endian, addresses in network order (an IPv4 address in the first
    /// word), no interface, no cookie.
    fn sockid(own: SocketAddr, other: SocketAddr) -> [u8; 48] {
        let mut id = [0u8; 48];
        id[0..2].copy_from_slice(&own.port().to_be_bytes());
        id[2..4].copy_from_slice(&other.port().to_be_bytes());
        let put = |at: &mut [u8], ip: IpAddr| match ip {
            IpAddr::V4(v4) => at[..4].copy_from_slice(&v4.octets()),
            IpAddr::V6(v6) => at.copy_from_slice(&v6.octets()),
        };
        put(&mut id[4..20], own.ip());
        put(&mut id[20..36], other.ip());
        // idiag_if = 0; the cookie: INET_DIAG_NOCOOKIE (all ones).
        id[40..48].fill(0xff);
        id
    }

    /// The request for the peer's socket: its own address is `peer`, its other end `local`.
    fn request(local: SocketAddr, peer: SocketAddr) -> [u8; REQUEST_LEN] {
        let mut r = [0u8; REQUEST_LEN];
        r[0..4].copy_from_slice(&(REQUEST_LEN as u32).to_ne_bytes());
        r[4..6].copy_from_slice(&SOCK_DIAG_BY_FAMILY.to_ne_bytes());
        r[6..8].copy_from_slice(&NLM_F_REQUEST.to_ne_bytes());
        r[8..12].copy_from_slice(&1u32.to_ne_bytes());
        r[16] = if peer.is_ipv4() {
            libc::AF_INET as u8
        } else {
            libc::AF_INET6 as u8
        };
        r[17] = libc::IPPROTO_TCP as u8;
        // Every TCP state.
        r[20..24].copy_from_slice(&u32::MAX.to_ne_bytes());
        r[24..72].copy_from_slice(&sockid(peer, local));
        r
    }

    /// The uid in a reply, or `None` for an error or a reply too short to hold one.
    fn uid_of(reply: &[u8]) -> Option<u32> {
        let kind = u16::from_ne_bytes(reply.get(4..6)?.try_into().ok()?);
        if kind == NLMSG_ERROR || kind != SOCK_DIAG_BY_FAMILY {
            return None;
        }
        Some(u32::from_ne_bytes(
            reply.get(UID_AT..UID_AT + 4)?.try_into().ok()?,
        ))
    }

    pub(super) fn lookup(local: SocketAddr, peer: SocketAddr) -> Option<u32> {
        if local.is_ipv4() != peer.is_ipv4() {
            return None;
        }
        // SAFETY: plain socket calls on a descriptor this function owns (closed by OwnedFd);
        // every buffer passed is valid for the length given.
        unsafe {
            let fd = libc::socket(
                libc::AF_NETLINK,
                libc::SOCK_DGRAM | libc::SOCK_CLOEXEC,
                NETLINK_SOCK_DIAG,
            );
            if fd < 0 {
                return None;
            }
            let fd = OwnedFd::from_raw_fd(fd);
            let timeout = libc::timeval {
                tv_sec: 0,
                tv_usec: 200_000,
            };
            libc::setsockopt(
                fd.as_raw_fd(),
                libc::SOL_SOCKET,
                libc::SO_RCVTIMEO,
                (&timeout as *const libc::timeval).cast(),
                std::mem::size_of::<libc::timeval>() as libc::socklen_t,
            );
            let req = request(local, peer);
            let mut kernel: libc::sockaddr_nl = std::mem::zeroed();
            kernel.nl_family = libc::AF_NETLINK as libc::sa_family_t;
            let sent = libc::sendto(
                fd.as_raw_fd(),
                req.as_ptr().cast(),
                req.len(),
                0,
                (&kernel as *const libc::sockaddr_nl).cast(),
                std::mem::size_of::<libc::sockaddr_nl>() as libc::socklen_t,
            );
            if sent != req.len() as isize {
                return None;
            }
            let mut reply = [0u8; 512];
            let got = libc::recv(fd.as_raw_fd(), reply.as_mut_ptr().cast(), reply.len(), 0);
            if got <= 0 {
                return None;
            }
            uid_of(&reply[..got as usize])
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn the_request_names_the_peers_socket_as_the_kernel_reads_it() {
            let local: SocketAddr = "127.0.0.1:7878".parse().unwrap();
            let peer: SocketAddr = "127.0.0.2:40000".parse().unwrap();
            let r = request(local, peer);
            assert_eq!(u32::from_ne_bytes(r[0..4].try_into().unwrap()), 72);
            assert_eq!(
                (r[16], r[17]),
                (libc::AF_INET as u8, libc::IPPROTO_TCP as u8)
            );
            // The peer's own port and address first, then the server's.
            assert_eq!(&r[24..26], &40000u16.to_be_bytes());
            assert_eq!(&r[26..28], &7878u16.to_be_bytes());
            assert_eq!(&r[28..32], &[127, 0, 0, 2]);
            assert_eq!(&r[44..48], &[127, 0, 0, 1]);
            assert!(r[64..72].iter().all(|&b| b == 0xff));
            let v6 = request(
                "[::1]:7878".parse().unwrap(),
                "[::1]:40000".parse().unwrap(),
            );
            assert_eq!(v6[16], libc::AF_INET6 as u8);
            assert_eq!(v6[28 + 15], 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{TcpListener, TcpStream};

    #[test]
    #[cfg(target_os = "linux")]
    fn a_loopback_connection_of_this_process_is_this_users() {
        for host in ["127.0.0.1:0", "[::1]:0"] {
            let Ok(listener) = TcpListener::bind(host) else {
                continue; // no IPv6 on this host
            };
            let client = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
            let (server, peer) = listener.accept().unwrap();
            let local = server.local_addr().unwrap();
            assert_eq!(peer, client.local_addr().unwrap());
            assert_eq!(peer_user(local, peer), own_user(), "{host}");
            // A peer that is not connected here: nothing.
            let nobody: SocketAddr = if local.is_ipv4() {
                "127.0.0.1:1".parse().unwrap()
            } else {
                "[::1]:1".parse().unwrap()
            };
            assert_eq!(peer_user(local, nobody), None, "{host}");
        }
    }
}
