//! The checks of a page's WebSocket upgrade request: GET, the upgrade headers, version 13, a
//! key; a `Host` that names this machine (no name rebound to it by another site) and the
//! page's own `Origin`, said once; and the side of a race it asks for.

use super::request::{Refusal, Request};
use super::shared::HostNames;
use std::net::IpAddr;

/// Whether a WebSocket request may go on. Its `Host` must name this machine as no other site
/// can (an IP address, `localhost`, or, beyond loopback, the machine's own name), unless the
/// token guards reading ([`HostNames::any`]); its `Origin`, which browsers always send, must
/// be the page's own, and said once. A request without `Origin` comes from a program, not a
/// page, and may go on (it could use the binary protocol as well).
pub fn check_origin(request: &Request, names: &HostNames) -> Result<(), Refusal> {
    let host = request
        .header("host")
        .ok_or_else(|| Refusal::new(400, "a request without one Host header"))?
        .to_ascii_lowercase();
    let name = host_name(&host);
    // Whole names only: a rebinding site's `gpu-node.attacker.example` is not `gpu-node`.
    let machine = names.machine.iter().any(|m| name == m);
    let local_name = name.parse::<IpAddr>().is_ok()
        || name == "localhost"
        || name.ends_with(".localhost")
        || machine;
    if !names.any && !local_name {
        let how = match names.machine.as_slice() {
            [] => "as http://localhost:PORT or http://127.0.0.1:PORT".into(),
            m => format!(
                "by a name of this machine ({}) or an IP address",
                m.join(", ")
            ),
        };
        return Err(Refusal::new(
            403,
            format!(
                "Host {host}: a name this trainer does not know as its own (a name rebound to \
                 it by another site); open it {how}"
            ),
        ));
    }
    let origins = request
        .headers
        .iter()
        .filter(|(n, _)| n == "origin")
        .count();
    if origins > 1 {
        return Err(Refusal::new(403, "a request with two Origin headers"));
    }
    match request.header("origin").map(str::to_ascii_lowercase) {
        None => Ok(()),
        Some(origin)
            if origin == format!("http://{host}") || origin == format!("https://{host}") =>
        {
            Ok(())
        }
        Some(origin) => Err(Refusal::new(
            403,
            format!(
                "a page from {origin} may not watch or steer this run (it is served as {host})"
            ),
        )),
    }
}

/// The name in a `Host` value, without its port (`[::1]:7878` gives `::1`).
fn host_name(host: &str) -> &str {
    if let Some(rest) = host.strip_prefix('[') {
        return rest.split(']').next().unwrap_or("");
    }
    match host.rsplit_once(':') {
        Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) => name,
        _ => host,
    }
}

/// Checks the upgrade and returns the `Sec-WebSocket-Accept` for its key, and the side it
/// asks for (`?side=N`, of `sides`; 0 when not said).
pub(super) fn check_upgrade(
    request: &Request,
    names: &HostNames,
    sides: usize,
) -> Result<(String, usize), Refusal> {
    if request.method != "GET" {
        return Err(Refusal::new(405, "a WebSocket opens with GET"));
    }
    if !request.header_lists("upgrade", "websocket")
        || !request.header_lists("connection", "upgrade")
    {
        return Err(Refusal::new(
            426,
            "/ws is the page's WebSocket: open http://HOST:PORT/ in a browser instead",
        ));
    }
    if request.header("sec-websocket-version") != Some("13") {
        return Err(Refusal::new(426, "WebSocket version 13 only"));
    }
    let key = request
        .header("sec-websocket-key")
        .filter(|k| !k.is_empty() && k.len() <= 64)
        .ok_or_else(|| Refusal::new(400, "a WebSocket request without its key"))?;
    check_origin(request, names)?;
    let side = match request.query_value("side") {
        None => 0,
        Some(side) => match side.parse::<usize>() {
            Ok(i) if i < sides => i,
            _ => return Err(Refusal::new(404, format!("no side {side} in this run"))),
        },
    };
    Ok((
        tungstenite::handshake::derive_accept_key(key.as_bytes()),
        side,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::remote::server::request::parse_request;

    fn request(host: &str, origin: Option<&str>) -> Request {
        let origin = origin.map_or(String::new(), |o| format!("Origin: {o}\r\n"));
        parse_request(format!("GET /ws HTTP/1.1\r\nHost: {host}\r\n{origin}\r\n").as_bytes())
            .unwrap()
    }

    #[test]
    fn only_the_pages_own_origin_on_a_local_name_may_connect() {
        for (host, origin) in [
            ("127.0.0.1:7878", Some("http://127.0.0.1:7878")),
            ("localhost:9000", Some("http://localhost:9000")),
            ("[::1]:7878", Some("http://[::1]:7878")),
            ("LOCALHOST:7878", Some("http://localhost:7878")),
            ("127.0.0.1:7878", None),
        ] {
            assert_eq!(
                check_origin(&request(host, origin), &HostNames::default()),
                Ok(()),
                "{host}"
            );
        }
        for (host, origin) in [
            // Another site's page in the user's browser.
            ("127.0.0.1:7878", Some("http://evil.example")),
            ("127.0.0.1:7878", Some("null")),
            ("127.0.0.1:7878", Some("http://127.0.0.1:7879")),
            // A name rebound to 127.0.0.1 (DNS rebinding): same origin, but not a local name.
            ("evil.example:7878", Some("http://evil.example:7878")),
            ("evil.example:7878", None),
        ] {
            let refused = check_origin(&request(host, origin), &HostNames::default()).unwrap_err();
            assert_eq!(refused.status, 403, "{host} {origin:?}");
        }
        // Beyond loopback, where the token guards reading, any name may be used; the origin
        // still has to be the page's.
        let any = HostNames {
            any: true,
            machine: vec![],
        };
        assert_eq!(
            check_origin(
                &request("gpu-node:7878", Some("http://gpu-node:7878")),
                &any
            ),
            Ok(())
        );
        assert!(
            check_origin(&request("gpu-node:7878", Some("http://evil.example")), &any).is_err()
        );
        // Beyond loopback and readable by anyone (--public-read): the machine's own names and
        // addresses only, so a rebound name gets nothing.
        let public = HostNames {
            any: false,
            machine: vec!["gpu-node".into(), "gpu-node.lab.example".into()],
        };
        for host in [
            "gpu-node:7878",
            "gpu-node.lab.example:7878",
            "10.1.2.3:7878",
        ] {
            let origin = format!("http://{host}");
            assert_eq!(
                check_origin(&request(host, Some(&origin)), &public),
                Ok(()),
                "{host}"
            );
        }
        for host in [
            "evil.example:7878",
            "gpu-nodes:7878",
            "gpu-node-evil.example:7878",
            // A name that starts with the machine's, rebound by another site.
            "gpu-node.attacker.example:7878",
            "gpu-node.lab.example.evil:7878",
        ] {
            let origin = format!("http://{host}");
            let refused = check_origin(&request(host, Some(&origin)), &public).unwrap_err();
            assert_eq!(refused.status, 403, "{host}");
        }
        // Two Origin headers are believed in neither, and refused.
        let twice = parse_request(
            b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:7878\r\nOrigin: http://127.0.0.1:7878\r\n\
              Origin: http://evil.example\r\n\r\n",
        )
        .unwrap();
        let refused = check_origin(&twice, &HostNames::default()).unwrap_err();
        assert_eq!(refused.status, 403);
        assert!(refused.why.contains("two Origin"), "{}", refused.why);
    }

    #[test]
    fn the_machines_names_are_its_host_name_and_the_hosts_lines_that_give_it() {
        use crate::remote::server::shared::machine_names;
        let hosts = "127.0.0.1 localhost\n\
                     10.1.2.3 GPU-Node.lab.example gpu-node # the cluster's\n\
                     10.1.2.4 gpu-node-2.lab.example gpu-node-2\n\
                     # 10.9.9.9 gpu-node.commented.example gpu-node\n";
        assert_eq!(
            machine_names("gpu-node\n", hosts),
            ["gpu-node", "gpu-node.lab.example"]
        );
        assert_eq!(machine_names("other", hosts), ["other"]);
        assert!(machine_names("  \n", hosts).is_empty());
    }
}
