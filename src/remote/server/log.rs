//! The server's lines on the trainer's stderr, each marked as the server's. Much of what it
//! logs comes from peers (a path asked for, a malformed hello and serde's words on it), so a
//! line is made printable first: a peer cannot write escape sequences into the owner's
//! terminal (erase or forge lines, set the clipboard with OSC 52) or flood a log with one
//! endless line.

pub(super) use crate::remote::wire::printable::printable;

/// Writes `line` to stderr as the server's, made [`printable`].
pub(super) fn log(line: String) {
    eprintln!("serve: {}", printable(&line));
}

/// How long refusals of one address are counted after the one said.
pub(super) const REFUSALS_WINDOW: std::time::Duration = std::time::Duration::from_secs(5);

/// Addresses whose refusals are counted apart; the refusals of any more are counted together.
const REFUSING_ADDRESSES: usize = 1024;

/// Addresses whose first line is said in one window, of all: the lines of more addresses
/// are counted together, so that many addresses (127.0.0.0/8 is 16 million) cannot flood
/// the log either.
pub(super) const SAID_PER_WINDOW: usize = 16;

/// The lines a peer can make as often as it likes (refusals: 404s, 403s, bad hellos,
/// connections closed before their hello; read-only viewers coming and going) said on
/// stderr: per address, the first, then one line a window ([`REFUSALS_WINDOW`]) with how many
/// more there were; at most [`SAID_PER_WINDOW`] addresses' first lines a window, the rest
/// counted together. So a web page that loops `fetch()` at the port, or a crowd from many
/// addresses, cannot flood the owner's terminal or a Slurm log.
#[derive(Debug, Default)]
pub(super) struct RefusalLog {
    windows: std::collections::HashMap<String, (std::time::Instant, u64)>,
    /// The window of all addresses: when it began, and the first lines said in it.
    all: Option<(std::time::Instant, usize)>,
    /// Lines of addresses beyond [`REFUSING_ADDRESSES`] or [`SAID_PER_WINDOW`], not said yet.
    others: u64,
}

impl RefusalLog {
    /// Whether a line about `address` at `now` is to be said (the first of its window, within
    /// the window's budget of addresses); else it is counted.
    pub fn first(&mut self, address: &str, now: std::time::Instant) -> bool {
        if let Some((start, more)) = self.windows.get_mut(address) {
            if now.duration_since(*start) < REFUSALS_WINDOW {
                *more += 1;
                return false;
            }
        }
        let all = match self.all {
            Some((start, said)) if now.duration_since(start) < REFUSALS_WINDOW => said,
            _ => {
                self.all = Some((now, 0));
                0
            }
        };
        if all >= SAID_PER_WINDOW
            || (!self.windows.contains_key(address) && self.windows.len() >= REFUSING_ADDRESSES)
        {
            self.others += 1;
            return false;
        }
        if let Some((_, said)) = self.all.as_mut() {
            *said += 1;
        }
        // The window that ended was reported by `ended`, or had nothing more to say.
        self.windows.insert(address.to_string(), (now, 0));
        true
    }

    /// The lines of the windows that ended by `now` (every window when `all`), with their
    /// counts; the windows are forgotten.
    pub fn ended(&mut self, now: std::time::Instant, all: bool) -> Vec<String> {
        let mut lines = Vec::new();
        self.windows.retain(|address, (start, more)| {
            let over = all || now.duration_since(*start) >= REFUSALS_WINDOW;
            if over && *more > 0 {
                lines.push(format!(
                    "{address}: {more} more refused or coming and going in {} s",
                    REFUSALS_WINDOW.as_secs()
                ));
            }
            !over
        });
        let all_over = self
            .all
            .is_none_or(|(start, _)| now.duration_since(start) >= REFUSALS_WINDOW);
        if self.others > 0 && (all || all_over) {
            lines.push(format!(
                "{} more refused or coming and going, of other addresses",
                self.others
            ));
            self.others = 0;
        }
        lines.sort();
        lines
    }
}

/// The address of a peer said as `HOST:PORT` (`[::1]:5` is `[::1]`).
pub(super) fn host_of(peer: &str) -> &str {
    peer.rsplit_once(':').map_or(peer, |(host, _)| host)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::remote::wire::printable::MAX_LINE;

    #[test]
    fn a_peers_escape_sequences_and_endless_lines_never_reach_the_terminal_raw() {
        // OSC 52 (set the clipboard), an erase-line and a carriage return that would overwrite
        // the line with a forged one.
        let hostile = "bad hello \u{1b}]52;c;cm0gLXJmIH4=\u{7}\u{1b}[2K\rserve: token is abc";
        let line = printable(hostile);
        assert!(!line.chars().any(|c| c.is_control()), "{line:?}");
        assert!(line.contains("\\u{1b}]52;c;"), "{line}");
        assert!(line.contains("\\r"), "{line}");
        let long = "x".repeat(100_000);
        let line = printable(&long);
        assert!(line.chars().count() <= MAX_LINE + 16, "{}", line.len());
        assert!(line.ends_with("(cut)"));
        assert_eq!(
            printable("viewer 127.0.0.1:5: connected"),
            "viewer 127.0.0.1:5: connected"
        );
    }

    #[test]
    fn a_flood_of_refusals_is_said_once_per_address_and_window() {
        let mut r = RefusalLog::default();
        let t0 = std::time::Instant::now();
        assert!(r.first("127.0.0.2", t0), "the first is said");
        for i in 0..999 {
            assert!(!r.first("127.0.0.2", t0 + std::time::Duration::from_millis(i)));
        }
        assert!(
            r.first("127.0.0.3", t0),
            "another address is said on its own"
        );
        assert!(r
            .ended(t0 + std::time::Duration::from_secs(1), false)
            .is_empty());
        assert_eq!(
            r.ended(t0 + REFUSALS_WINDOW, false),
            vec!["127.0.0.2: 999 more refused or coming and going in 5 s".to_string()]
        );
        assert!(
            r.first("127.0.0.2", t0 + REFUSALS_WINDOW),
            "a new window: said again"
        );
        assert!(
            r.ended(t0 + REFUSALS_WINDOW, true).is_empty(),
            "nothing more to say"
        );
        assert_eq!(host_of("127.0.0.1:5"), "127.0.0.1");
        assert_eq!(host_of("[::1]:5"), "[::1]");
        // Two hundred addresses in one window: the first few said, the rest counted
        // together.
        let t1 = t0 + 2 * REFUSALS_WINDOW;
        let said = (0..200)
            .filter(|i| r.first(&format!("10.0.{}.{}", i / 256, i % 256), t1))
            .count();
        assert_eq!(said, SAID_PER_WINDOW);
        let lines = r.ended(t1 + REFUSALS_WINDOW, false);
        assert!(
            lines.contains(&format!(
                "{} more refused or coming and going, of other addresses",
                200 - SAID_PER_WINDOW
            )),
            "{lines:?}"
        );
        assert!(lines.len() <= 1 + SAID_PER_WINDOW, "{lines:?}");
    }
}
