//! The token that lets a viewer steer a run (and, off loopback, watch it): made fresh or kept
//! in a file readable by its owner only, at least [`MIN_TOKEN_LEN`] characters, and compared
//! in constant time.

use std::path::Path;

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

/// The token in `path` (its first line, trimmed), for a viewer: the file must exist.
pub fn read_token_file(path: &Path) -> Result<String, String> {
    check_private(path)?;
    let text = std::fs::read_to_string(path).map_err(|e| {
        format!(
            "cannot read the token file {}: {e}; the trainer makes it (--token-file) and prints \
             where",
            path.display()
        )
    })?;
    let token = text.lines().next().unwrap_or("").trim().to_string();
    if token.is_empty() {
        return Err(format!(
            "the token file {} is empty: put the trainer's token on its first line",
            path.display()
        ));
    }
    check_length(&token, path)?;
    Ok(token)
}

/// The token in `path`, for a serving trainer: a missing file is created with a new token,
/// readable by its owner only.
pub fn token_from_file(path: &Path) -> Result<String, String> {
    if path.exists() {
        return read_token_file(path).map_err(|e| {
            if e.contains("is empty") {
                format!("{e}, or delete it to have one made")
            } else {
                e
            }
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
        .map_err(|e| format!("cannot write the token file {}: {e}", path.display()))?;
    Ok(token)
}

fn check_length(token: &str, path: &Path) -> Result<(), String> {
    if token.chars().count() < MIN_TOKEN_LEN {
        return Err(format!(
            "the token in {} has {} characters, fewer than {MIN_TOKEN_LEN}: a short token can \
             be guessed; delete the file to have a new one made",
            path.display(),
            token.chars().count()
        ));
    }
    Ok(())
}

/// A token file that its group or others can read is refused, as ssh refuses such a key.
#[cfg(unix)]
fn check_private(path: &Path) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt;
    match std::fs::metadata(path) {
        Ok(m) if m.permissions().mode() & 0o077 != 0 => Err(format!(
            "the token file {} can be read by others (mode {:o}): run `chmod 600 {}`",
            path.display(),
            m.permissions().mode() & 0o777,
            path.display()
        )),
        _ => Ok(()),
    }
}

#[cfg(not(unix))]
fn check_private(_path: &Path) -> Result<(), String> {
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
        assert!(read_token_file(&path).unwrap_err().contains("cannot read"));
        let made = token_from_file(&path).unwrap();
        assert_eq!(made.len(), 32);
        assert_eq!(token_from_file(&path).unwrap(), made);
        assert_eq!(read_token_file(&path).unwrap(), made);
        assert_ne!(new_token(), made);
        std::fs::write(&path, "\n").unwrap();
        assert!(token_from_file(&path).unwrap_err().contains("is empty"));
        std::fs::remove_file(&path).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_readable_or_short_token_file_is_refused_with_what_to_do() {
        use std::os::unix::fs::PermissionsExt;
        let path = temp("token-open");
        std::fs::write(&path, "0123456789abcdef0123\n").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        let e = token_from_file(&path).unwrap_err();
        assert!(e.contains("chmod 600") && e.contains("644"), "{e}");
        assert!(read_token_file(&path).unwrap_err().contains("chmod 600"));
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        assert_eq!(read_token_file(&path).unwrap(), "0123456789abcdef0123");
        std::fs::write(&path, "short\n").unwrap();
        let e = read_token_file(&path).unwrap_err();
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
