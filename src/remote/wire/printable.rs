//! Text that came from a peer, made safe to print: a server's log of what viewers send, and a
//! viewer's lines of what a server says (a `Bye`'s reason, a refusal), so that neither side
//! can write escape sequences into the other's terminal (erase or forge lines, set the
//! clipboard with OSC 52), reorder what a line shows with Unicode's invisible format
//! characters (a right-to-left override, isolates, zero-width characters), or flood it with
//! one endless line.

/// The most characters of a printed line of a peer's text; the rest is cut and said to be.
pub const MAX_LINE: usize = 300;

/// `line` as it may reach a terminal: every control character (ESC, BEL, CR, a newline...)
/// and every invisible format or separator character ([`is_format`]) escaped as Rust writes
/// it (`\u{1b}`, `\n`, `\u{202e}`), and at most [`MAX_LINE`] characters.
pub fn printable(line: &str) -> String {
    printable_within(line, MAX_LINE)
}

/// [`printable`] with at most `max` characters.
pub fn printable_within(line: &str, max: usize) -> String {
    let mut out = String::with_capacity(line.len().min(max + 16));
    for (i, c) in line.chars().enumerate() {
        if i == max {
            out.push_str("... (cut)");
            break;
        }
        if c.is_control() || is_format(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether `c` is one of Unicode's invisible format characters (general category Cf: the
/// bidirectional overrides, embeddings, isolates and marks, zero-width spaces and joiners,
/// the byte-order mark, tag characters...) or a line or paragraph separator (Zl, Zp): none
/// draws anything, and some reorder or hide what a terminal shows around them.
pub fn is_format(c: char) -> bool {
    matches!(
        c,
        '\u{ad}'
            | '\u{600}'..='\u{605}'
            | '\u{61c}'
            | '\u{6dd}'
            | '\u{70f}'
            | '\u{890}'..='\u{891}'
            | '\u{8e2}'
            | '\u{180e}'
            | '\u{200b}'..='\u{200f}'
            | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206f}'
            | '\u{feff}'
            | '\u{fff9}'..='\u{fffb}'
            | '\u{110bd}'
            | '\u{110cd}'
            | '\u{13430}'..='\u{1343f}'
            | '\u{1bca0}'..='\u{1bca3}'
            | '\u{1d173}'..='\u{1d17a}'
            | '\u{e0001}'
            | '\u{e0020}'..='\u{e007f}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invisible_format_characters_are_escaped_and_visible_text_is_kept() {
        // A right-to-left override that would show "txt.exe" as "exe.txt", isolates, a
        // zero-width space, a byte-order mark, a line separator and a tag character.
        let hostile = "run \u{202e}txt.exe \u{2066}a\u{2069} b\u{200b}c \u{feff}\u{2028}\u{e0041}";
        let line = printable(hostile);
        assert!(!line.chars().any(is_format), "{line:?}");
        for escaped in [
            "\\u{202e}",
            "\\u{2066}",
            "\\u{200b}",
            "\\u{feff}",
            "\\u{2028}",
        ] {
            assert!(line.contains(escaped), "{escaped} in {line}");
        }
        assert!(line.contains("\\u{e0041}"), "{line}");
        let visible = "Pong: 21 points, élan, 中文, Ünïcode ✓";
        assert_eq!(printable(visible), visible);
        // The ranges' ends, and their neighbours that draw something.
        for c in [
            '\u{200b}', '\u{200f}', '\u{2028}', '\u{202e}', '\u{2066}', '\u{206f}',
        ] {
            assert!(is_format(c), "{c:?}");
        }
        for c in ['\u{200a}', '\u{2030}', '\u{2065}', '\u{2070}', 'a', ' '] {
            assert!(!is_format(c), "{c:?}");
        }
    }
}
