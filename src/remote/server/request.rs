//! HTTP request heads and answers on the serving port: a head read whole within the hello's
//! deadline and at most [`MAX_REQUEST_HEAD`] bytes, parsed by httparse; every answer carries
//! the page's Content-Security-Policy; refusals with their status, logged.

use super::bundle::CONTENT_SECURITY_POLICY;
use super::limits::HELLO_DEADLINE;
use super::shared::Shared;
use crate::remote::wire::Deadline;
use std::io::{Read, Write};
use std::net::{Shutdown, TcpStream};
use std::time::Instant;

/// The longest request head accepted (request line and headers).
pub const MAX_REQUEST_HEAD: usize = 8192;
/// Headers accepted in a request.
const MAX_HEADERS: usize = 48;

/// A request's head.
#[derive(Clone, Debug)]
pub struct Request {
    /// `GET`, `HEAD`, ...
    pub method: String,
    /// The path, without its query.
    pub path: String,
    /// The query, without its `?`.
    pub query: String,
    /// Each header's name (lower case) and value.
    pub headers: Vec<(String, String)>,
}

impl Request {
    /// The value of header `name` (lower case), when it was sent once; `None` when it was
    /// missing or sent twice (a request that says two things is believed in neither).
    pub fn header(&self, name: &str) -> Option<&str> {
        let mut found = self.headers.iter().filter(|(n, _)| n == name);
        match (found.next(), found.next()) {
            (Some((_, v)), None) => Some(v.as_str()),
            _ => None,
        }
    }

    /// Whether the comma-separated header `name` lists `token` (case-insensitively).
    pub fn header_lists(&self, name: &str, token: &str) -> bool {
        self.header(name)
            .is_some_and(|v| v.split(',').any(|t| t.trim().eq_ignore_ascii_case(token)))
    }

    /// The value of `key` in the query (`a=1&b=2`).
    pub fn query_value(&self, key: &str) -> Option<&str> {
        self.query
            .split('&')
            .find_map(|kv| kv.strip_prefix(key)?.strip_prefix('='))
    }
}

/// An answer that is not a file: its status line's code and reason, and a line of text.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    /// The status code.
    pub status: u16,
    /// Why, for the peer and the log.
    pub why: String,
}

impl Refusal {
    /// A refusal with `status` and `why`.
    pub fn new(status: u16, why: impl Into<String>) -> Self {
        Self {
            status,
            why: why.into(),
        }
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        426 => "Upgrade Required",
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        _ => "Error",
    }
}

/// Parses a request head (the bytes up to and including its blank line).
pub fn parse_request(head: &[u8]) -> Result<Request, Refusal> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut req = httparse::Request::new(&mut headers);
    match req.parse(head) {
        Ok(httparse::Status::Complete(_)) => {}
        Ok(httparse::Status::Partial) => return Err(Refusal::new(400, "an incomplete request")),
        Err(httparse::Error::TooManyHeaders) => {
            return Err(Refusal::new(
                431,
                format!("more than {MAX_HEADERS} headers"),
            ))
        }
        Err(e) => return Err(Refusal::new(400, format!("a malformed request ({e})"))),
    }
    let target = req.path.unwrap_or("");
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    Ok(Request {
        method: req.method.unwrap_or("").to_string(),
        path: path.to_string(),
        query: query.to_string(),
        headers: req
            .headers
            .iter()
            .map(|h| {
                (
                    h.name.to_ascii_lowercase(),
                    String::from_utf8_lossy(h.value).trim().to_string(),
                )
            })
            .collect(),
    })
}

/// Reads a request head whole before `deadline` (however its bytes are spaced), at most
/// [`MAX_REQUEST_HEAD`] bytes; returns it and any bytes read past it.
pub(super) fn read_head(
    stream: &TcpStream,
    deadline: Instant,
) -> Result<(Request, Vec<u8>), Refusal> {
    let mut reader = Deadline::new(stream, deadline);
    let mut buf = Vec::with_capacity(1024);
    let mut chunk = [0u8; 1024];
    loop {
        let n = match reader.read(&mut chunk) {
            Ok(0) => return Err(Refusal::new(400, "closed before the request's end")),
            Ok(n) => n,
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return Err(Refusal::new(
                    408,
                    format!("no whole request within {} s", HELLO_DEADLINE.as_secs()),
                ))
            }
            Err(e) => return Err(Refusal::new(400, e.to_string())),
        };
        let from = buf.len().saturating_sub(3);
        buf.extend_from_slice(&chunk[..n]);
        if let Some(end) = buf[from..].windows(4).position(|w| w == b"\r\n\r\n") {
            let end = from + end + 4;
            if end > MAX_REQUEST_HEAD {
                break;
            }
            let rest = buf.split_off(end);
            return Ok((parse_request(&buf)?, rest));
        }
        if buf.len() > MAX_REQUEST_HEAD {
            break;
        }
    }
    Err(Refusal::new(
        431,
        format!("a request head over {MAX_REQUEST_HEAD} bytes"),
    ))
}

/// The headers every answer carries: the page's CSP, no sniffing, no framing, no referrer,
/// no caching (the bundle changes with the binary), one request per connection.
fn common_headers() -> String {
    format!(
        "Content-Security-Policy: {}\r\nX-Content-Type-Options: nosniff\r\n\
         X-Frame-Options: DENY\r\nReferrer-Policy: no-referrer\r\n\
         Cross-Origin-Resource-Policy: same-origin\r\nCache-Control: no-cache\r\n\
         Connection: close\r\n",
        CONTENT_SECURITY_POLICY
    )
}

/// Writes an answer: `status`, its type and body (the body left out for `HEAD`).
pub fn respond(
    stream: &mut impl Write,
    status: u16,
    content_type: &str,
    body: &[u8],
    head_only: bool,
    extra: &str,
) -> std::io::Result<()> {
    let mut out = format!(
        "HTTP/1.1 {status} {}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n{}{extra}\r\n",
        reason(status),
        body.len(),
        common_headers()
    )
    .into_bytes();
    if !head_only {
        out.extend_from_slice(body);
    }
    stream.write_all(&out)?;
    stream.flush()
}

/// Writes to a socket until a deadline for the whole answer, however slowly the peer reads
/// (a per-write timeout alone lets a peer that takes a byte at a time hold its thread).
pub(super) struct DeadlineWriter<'a> {
    stream: &'a TcpStream,
    deadline: Instant,
}

impl<'a> DeadlineWriter<'a> {
    /// Writes to `stream` that fail once `deadline` has passed.
    pub fn new(stream: &'a TcpStream, deadline: Instant) -> Self {
        Self { stream, deadline }
    }
}

impl Write for DeadlineWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(std::io::Error::new(
                std::io::ErrorKind::TimedOut,
                "its time to take the answer ran out",
            ));
        }
        self.stream.set_write_timeout(Some(left))?;
        // A little at a time, so that the deadline is looked at again between pieces.
        (&*self.stream).write(&buf[..buf.len().min(16 << 10)])
    }
    fn flush(&mut self) -> std::io::Result<()> {
        (&*self.stream).flush()
    }
}

/// Answers `refusal` and closes.
pub fn refuse(shared: &Shared, stream: &mut TcpStream, peer: &str, refusal: &Refusal) {
    shared.refused(
        peer,
        format!(
            "browser {peer}: refused ({} {}): {}",
            refusal.status,
            reason(refusal.status),
            refusal.why
        ),
    );
    let extra = if refusal.status == 405 {
        "Allow: GET, HEAD\r\n"
    } else {
        ""
    };
    let body = format!("{}\n", refusal.why);
    let _ = respond(
        stream,
        refusal.status,
        "text/plain; charset=utf-8",
        body.as_bytes(),
        false,
        extra,
    );
    let _ = stream.shutdown(Shutdown::Both);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_head_is_parsed_and_its_headers_believed_once() {
        let r = parse_request(
            b"GET /ws?side=1&x=2 HTTP/1.1\r\nHost: localhost:7878\r\nConnection: keep-alive, \
              Upgrade\r\nX-Twice: a\r\nx-twice: b\r\n\r\n",
        )
        .unwrap();
        assert_eq!((r.method.as_str(), r.path.as_str()), ("GET", "/ws"));
        assert_eq!(r.query_value("side"), Some("1"));
        assert_eq!(r.query_value("y"), None);
        assert_eq!(r.header("host"), Some("localhost:7878"));
        assert!(r.header_lists("connection", "upgrade"));
        assert_eq!(r.header("x-twice"), None);
    }

    #[test]
    fn malformed_requests_are_refused_with_their_status() {
        assert_eq!(
            parse_request(b"\x16\x03\x01\r\n\r\n").unwrap_err().status,
            400
        );
        let many: String = (0..MAX_HEADERS + 1)
            .map(|i| format!("h{i}: v\r\n"))
            .collect();
        let head = format!("GET / HTTP/1.1\r\n{many}\r\n");
        assert_eq!(parse_request(head.as_bytes()).unwrap_err().status, 431);
    }

    #[test]
    fn answers_carry_the_csp_and_head_has_no_body() {
        let mut out = Vec::new();
        respond(&mut out, 200, "text/plain", b"hello", true, "").unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("HTTP/1.1 200 OK\r\n"), "{text}");
        assert!(text.contains("Content-Security-Policy: default-src 'none'"));
        assert!(text.contains("Content-Length: 5\r\n"));
        assert!(text.ends_with("\r\n\r\n"), "HEAD: no body");
    }
}
