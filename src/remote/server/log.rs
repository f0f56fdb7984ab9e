//! The server's lines on the trainer's stderr, each marked as the server's.

/// Writes `line` to stderr as the server's.
pub(super) fn log(line: String) {
    eprintln!("serve: {line}");
}
