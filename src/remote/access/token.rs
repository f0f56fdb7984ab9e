//! The token that lets a viewer watch and steer a run: made fresh or kept in a file of its
//! owner's that only they can read (not a link), at least [`MIN_TOKEN_LEN`] characters that
//! are safe in an address ([`is_url_safe`]), and compared in constant time.

use std::path::{Path, PathBuf};

/// The shortest token accepted: 16 characters (a made token has 32 hex digits, 128 bits).
pub const MIN_TOKEN_LEN: usize = 16;

/// A fresh token: 128 random bits as hex.
pub fn new_token() -> String {
    use rand::Rng;
    let mut rng = rand::rng();
    (0..16)
        .map(|_| format!("{:02x}", rng.random::<u8>()))
        .collect()
}

/// Whether `given` is `token`, in time that depends on the lengths alone.
pub fn token_matches(given: &str, token: &str) -> bool {
    let (a, b) = (given.as_bytes(), token.as_bytes());
    let mut diff = (a.len() != b.len()) as u8;
    for (i, byte) in b.iter().enumerate() {
        diff |= byte ^ a.get(i).copied().unwrap_or(0);
    }
    std::hint::black_box(diff) == 0
}

/// Why a token file cannot give a token; each message says what to do.
#[derive(Debug, thiserror::Error)]
pub enum TokenError {
    /// The file cannot be read (a viewer's: it must exist).
    #[error(
        "cannot read the token file {}: {source}; the trainer makes it (--token-file) and \
         prints where",
        path.display()
    )]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file has no token (a viewer reads it).
    #[error(
        "the token file {} is empty: put the trainer's token on its first line",
        .0.display()
    )]
    Empty(PathBuf),
    /// The file has no token (a serving trainer would use it).
    #[error(
        "the token file {} is empty: put the trainer's token on its first line, or delete it \
         to have one made",
        .0.display()
    )]
    EmptyForTrainer(PathBuf),
    /// The token is too short to be safe.
    #[error(
        "the token in {} has {length} characters, fewer than {MIN_TOKEN_LEN}: a short token \
         can be guessed; delete the file to have a new one made",
        path.display()
    )]
    Short {
        /// The file.
        path: PathBuf,
        /// The token's length in characters.
        length: usize,
    },
    /// The token has characters an address cannot carry as they are.
    #[error(
        "the token in {} has a character other than letters, digits and - . _ ~ (it must \
         fit in the page's address as it is): delete the file to have a new one made",
        .0.display()
    )]
    Characters(PathBuf),
    /// The file is a symbolic link (which another user could point elsewhere).
    #[error(
        "the token file {} is a symbolic link: give the file itself (links are refused, so \
         that no one can point it at a token of theirs)",
        .0.display()
    )]
    Link(PathBuf),
    /// The path is not a regular file (a FIFO, a device, a directory).
    #[error(
        "the token file {} is not a regular file (a FIFO, a device or a directory): give the \
         file the trainer wrote",
        .0.display()
    )]
    NotAFile(PathBuf),
    /// Someone else owns the file.
    #[error(
        "the token file {} belongs to user {owner}, not to you: use a token file of your own",
        path.display()
    )]
    NotYours {
        /// The file.
        path: PathBuf,
        /// Its owner's user id.
        owner: u32,
    },
    /// Its group or others can read the file.
    #[error(
        "the token file {} can be read by others (mode {mode:o}): run `chmod 600 {}`",
        path.display(),
        path.display()
    )]
    NotPrivate {
        /// The file.
        path: PathBuf,
        /// Its permission bits.
        mode: u32,
    },
    /// A new token file could not be written.
    #[error("cannot write the token file {}: {source}", path.display())]
    Unwritable {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

/// Whether every character of `token` may stand in an address as it is (letters, digits,
/// `-`, `.`, `_`, `~`: RFC 3986's unreserved characters).
pub fn is_url_safe(token: &str) -> bool {
    token
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'))
}

/// The token in `path` (its first line, trimmed), for a viewer: the file must exist, be its
/// reader's, be readable by them alone, and not be a link.
pub fn read_token_file(path: &Path) -> Result<String, TokenError> {
    let unreadable = |source| TokenError::Unreadable {
        path: path.to_path_buf(),
        source,
    };
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    // Not through a link; and without waiting: opening a FIFO for reading blocks until
    // someone writes to it, so a FIFO put at the path would hang the viewer before the checks.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(
        &mut options,
        libc::O_NOFOLLOW | libc::O_NONBLOCK,
    );
    let file = match options.open(path) {
        Ok(file) => file,
        // O_NOFOLLOW on a link.
        #[cfg(unix)]
        Err(e) if e.raw_os_error() == Some(libc::ELOOP) => {
            return Err(TokenError::Link(path.to_path_buf()))
        }
        Err(e) => return Err(unreadable(e)),
    };
    if !file.metadata().map_err(unreadable)?.is_file() {
        return Err(TokenError::NotAFile(path.to_path_buf()));
    }
    check_private(&file, path)?;
    // A token is one short line: what follows its first kilobytes is never read.
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::Read::take(file, 4096), &mut text)
        .map_err(unreadable)?;
    let token = text.lines().next().unwrap_or("").trim().to_string();
    if token.is_empty() {
        return Err(TokenError::Empty(path.to_path_buf()));
    }
    check_length(&token, path)?;
    if !is_url_safe(&token) {
        return Err(TokenError::Characters(path.to_path_buf()));
    }
    Ok(token)
}

/// The token in `path`, for a serving trainer: a missing file is created with a new token,
/// readable by its owner only.
pub fn token_from_file(path: &Path) -> Result<String, TokenError> {
    if path.symlink_metadata().is_ok() {
        return read_token_file(path).map_err(|e| match e {
            TokenError::Empty(p) => TokenError::EmptyForTrainer(p),
            e => e,
        });
    }
    let token = new_token();
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    use std::io::Write;
    options
        .open(path)
        .and_then(|mut f| writeln!(f, "{token}"))
        .map_err(|source| TokenError::Unwritable {
            path: path.to_path_buf(),
            source,
        })?;
    Ok(token)
}

fn check_length(token: &str, path: &Path) -> Result<(), TokenError> {
    let length = token.chars().count();
    if length < MIN_TOKEN_LEN {
        return Err(TokenError::Short {
            path: path.to_path_buf(),
            length,
        });
    }
    Ok(())
}

/// A token file that is someone else's, or that its group or others can read, is refused, as
/// ssh refuses such a key.
#[cfg(unix)]
fn check_private(file: &std::fs::File, path: &Path) -> Result<(), TokenError> {
    use std::os::unix::fs::MetadataExt;
    let Ok(m) = file.metadata() else {
        return Ok(());
    };
    // SAFETY: geteuid(2) only reads the process's user id.
    let me = unsafe { libc::geteuid() };
    if m.uid() != me {
        return Err(TokenError::NotYours {
            path: path.to_path_buf(),
            owner: m.uid(),
        });
    }
    if m.mode() & 0o077 != 0 {
        return Err(TokenError::NotPrivate {
            path: path.to_path_buf(),
            mode: m.mode() & 0o777,
        });
    }
    Ok(())
}

#[cfg(not(unix))]
fn check_private(_file: &std::fs::File, _path: &Path) -> Result<(), TokenError> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> std::path::PathBuf {
        let p = std::env::temp_dir().join(format!("reincarnate-{name}-{}", std::process::id()));
        let _ = std::fs::remove_file(&p);
        p
    }

    #[test]
    fn a_token_file_is_made_once_private_and_read_after() {
        let path = temp("token");
        assert!(read_token_file(&path)
            .unwrap_err()
            .to_string()
            .contains("cannot read"));
        let made = token_from_file(&path).unwrap();
        assert_eq!(made.len(), 32);
        assert_eq!(token_from_file(&path).unwrap(), made);
        assert_eq!(read_token_file(&path).unwrap(), made);
        assert_ne!(new_token(), made);
        std::fs::write(&path, "\n").unwrap();
        assert!(token_from_file(&path)
            .unwrap_err()
            .to_string()
            .contains("is empty"));
        std::fs::remove_file(&path).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_readable_or_short_token_file_is_refused_with_what_to_do() {
        use std::os::unix::fs::PermissionsExt;
        let path = temp("token-open");
        std::fs::write(&path, "0123456789abcdef0123\n").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        let e = token_from_file(&path).unwrap_err().to_string();
        assert!(e.contains("chmod 600") && e.contains("644"), "{e}");
        assert!(read_token_file(&path)
            .unwrap_err()
            .to_string()
            .contains("chmod 600"));
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        assert_eq!(read_token_file(&path).unwrap(), "0123456789abcdef0123");
        std::fs::write(&path, "short\n").unwrap();
        let e = read_token_file(&path).unwrap_err().to_string();
        assert!(e.contains("fewer than 16"), "{e}");
        // A character an address would have to escape (or that ends the fragment).
        std::fs::write(&path, "0123456789abcdef&x=1\n").unwrap();
        let e = read_token_file(&path).unwrap_err().to_string();
        assert!(e.contains("letters, digits"), "{e}");
        std::fs::remove_file(&path).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_or_a_directory_at_the_token_path_is_refused_at_once() {
        let fifo = temp("token-fifo");
        let c_path = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: mkfifo(3) with a NUL-terminated path that outlives the call.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
        // Read on another thread: a read that waited for a writer would hang the test.
        let (tx, rx) = std::sync::mpsc::channel();
        let path = fifo.clone();
        std::thread::spawn(move || {
            let _ = tx.send((read_token_file(&path), token_from_file(&path)));
        });
        let (read, served) = rx
            .recv_timeout(std::time::Duration::from_secs(10))
            .expect("reading a FIFO as a token file waited for a writer");
        for e in [read.unwrap_err(), served.unwrap_err()] {
            assert!(matches!(e, TokenError::NotAFile(_)), "{e}");
            assert!(e.to_string().contains("not a regular file"), "{e}");
        }
        std::fs::remove_file(&fifo).unwrap();
        let dir = temp("token-dir");
        std::fs::create_dir_all(&dir).unwrap();
        let e = read_token_file(&dir).unwrap_err();
        assert!(matches!(e, TokenError::NotAFile(_)), "{e}");
        std::fs::remove_dir(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_token_file_that_is_a_link_or_someone_elses_is_refused() {
        use std::os::unix::fs::PermissionsExt;
        let target = temp("token-target");
        std::fs::write(&target, "0123456789abcdef0123\n").unwrap();
        std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600)).unwrap();
        let link = temp("token-link");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        for e in [
            read_token_file(&link).unwrap_err(),
            token_from_file(&link).unwrap_err(),
        ] {
            assert!(matches!(e, TokenError::Link(_)), "{e}");
            assert!(e.to_string().contains("symbolic link"), "{e}");
        }
        // A dangling link is refused too, not followed to make a file where it points.
        std::fs::remove_file(&target).unwrap();
        assert!(matches!(
            token_from_file(&link).unwrap_err(),
            TokenError::Link(_)
        ));
        assert!(!target.exists(), "a token was written through the link");
        std::fs::remove_file(&link).unwrap();
        // Another user's file (as root: hand it to nobody; as anyone else, chown fails and
        // the case cannot be made here).
        let theirs = temp("token-theirs");
        std::fs::write(&theirs, "0123456789abcdef0123\n").unwrap();
        std::fs::set_permissions(&theirs, std::fs::Permissions::from_mode(0o600)).unwrap();
        if std::os::unix::fs::chown(&theirs, Some(65534), None).is_ok() {
            let e = read_token_file(&theirs).unwrap_err();
            assert!(
                matches!(e, TokenError::NotYours { owner: 65534, .. }),
                "{e}"
            );
            assert!(e.to_string().contains("not to you"), "{e}");
        }
        std::fs::remove_file(&theirs).unwrap();
    }

    #[test]
    fn tokens_match_only_when_equal() {
        let t = "0123456789abcdef";
        assert!(token_matches(t, t));
        assert!(!token_matches("0123456789abcdeX", t));
        assert!(!token_matches("0123456789abcde", t));
        assert!(!token_matches("0123456789abcdef0", t));
        assert!(!token_matches("", t));
    }
}
