//! Text that came from a peer, made safe to print: a server's log of what viewers send, and a
//! viewer's lines of what a server says (a `Bye`'s reason, a refusal), so that neither side
//! can write escape sequences into the other's terminal (erase or forge lines, set the
//! clipboard with OSC 52) or flood it with one endless line.

/// The most characters of a printed line of a peer's text; the rest is cut and said to be.
pub const MAX_LINE: usize = 300;

/// `line` as it may reach a terminal: every control character (ESC, BEL, CR, a newline...)
/// escaped as Rust writes it (`\u{1b}`, `\n`), and at most [`MAX_LINE`] characters.
pub fn printable(line: &str) -> String {
    let mut out = String::with_capacity(line.len().min(MAX_LINE + 16));
    for (i, c) in line.chars().enumerate() {
        if i == MAX_LINE {
            out.push_str("... (cut)");
            break;
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}
