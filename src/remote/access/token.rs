//! The token that lets a viewer steer a run (and, off loopback, watch it): made fresh or kept
//! in a file readable by its owner only, at least [`MIN_TOKEN_LEN`] characters, and compared
//! in constant time.

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

/// The token in `path` (its first line, trimmed), for a viewer: the file must exist.
pub fn read_token_file(path: &Path) -> Result<String, TokenError> {
    check_private(path)?;
    let text = std::fs::read_to_string(path).map_err(|source| TokenError::Unreadable {
        path: path.to_path_buf(),
        source,
    })?;
    let token = text.lines().next().unwrap_or("").trim().to_string();
    if token.is_empty() {
        return Err(TokenError::Empty(path.to_path_buf()));
    }
    check_length(&token, path)?;
    Ok(token)
}

/// The token in `path`, for a serving trainer: a missing file is created with a new token,
/// readable by its owner only.
pub fn token_from_file(path: &Path) -> Result<String, TokenError> {
    if path.exists() {
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

/// A token file that its group or others can read is refused, as ssh refuses such a key.
#[cfg(unix)]
fn check_private(path: &Path) -> Result<(), TokenError> {
    use std::os::unix::fs::PermissionsExt;
    match std::fs::metadata(path) {
        Ok(m) if m.permissions().mode() & 0o077 != 0 => Err(TokenError::NotPrivate {
            path: path.to_path_buf(),
            mode: m.permissions().mode() & 0o777,
        }),
        _ => Ok(()),
    }
}

#[cfg(not(unix))]
fn check_private(_path: &Path) -> Result<(), TokenError> {
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
        std::fs::remove_file(&path).unwrap();
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
