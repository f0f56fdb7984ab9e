//! The token file a serving trainer makes when its token may not be printed (its output is
//! not a terminal): in a directory of the user's alone, named for the host, the port and the
//! trainer's process, and removed by the next trainer of the host once its maker is gone.

use super::token::{is_url_safe, token_from_file, TokenError};
use std::path::{Path, PathBuf};

/// The directory where a serving trainer keeps a token it made and did not print:
/// `$XDG_RUNTIME_DIR/reincarnate`, else `~/.cache/reincarnate/serve`.
pub fn served_token_dir() -> PathBuf {
    match std::env::var_os("XDG_RUNTIME_DIR").filter(|d| !d.is_empty()) {
        Some(dir) => PathBuf::from(dir).join("reincarnate"),
        None => std::env::var_os("HOME")
            .map(PathBuf::from)
            .unwrap_or_else(std::env::temp_dir)
            .join(".cache/reincarnate/serve"),
    }
}

/// Makes a token for a trainer serving on `port` of this machine and writes it to a file
/// only its user can read, in [`served_token_dir`] (a directory only they can enter): the
/// token and the file, named for the host, the port and this process
/// (`serve-HOST-PORT-PID.token`). Files that trainers of this host left behind when they
/// were killed (SIGKILL, a lost node: their process is gone) are removed first.
pub fn write_served_token(port: u16) -> Result<(String, PathBuf), TokenError> {
    let dir = served_token_dir();
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty() && is_url_safe(h))
        .unwrap_or_else(|| "localhost".into());
    remove_left_behind(&dir, &host);
    let path = dir.join(format!("serve-{host}-{port}-{}.token", std::process::id()));
    let unwritable = |source| TokenError::Unwritable {
        path: path.clone(),
        source,
    };
    std::fs::create_dir_all(&dir).map_err(unwritable)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700))
            .map_err(unwritable)?;
    }
    let _ = std::fs::remove_file(&path);
    let token = token_from_file(&path)?;
    Ok((token, path))
}

/// Removes the token files in `dir` that trainers of `host` made and left behind: their
/// process is gone. (Files of other hosts, on a home directory shared by a cluster's nodes,
/// are not this host's to judge.)
fn remove_left_behind(dir: &Path, host: &str) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let prefix = format!("serve-{host}-");
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(rest) = name
            .to_str()
            .and_then(|n| n.strip_prefix(&prefix))
            .and_then(|n| n.strip_suffix(".token"))
        else {
            continue;
        };
        // PORT-PID, or PORT alone (a file of an earlier version, whose maker is unknown:
        // gone if its port is free).
        let gone = match rest.split_once('-') {
            Some((_, pid)) => pid.parse::<u32>().is_ok_and(|pid| !process_alive(pid)),
            None => rest
                .parse::<u16>()
                .is_ok_and(|port| std::net::TcpListener::bind(("127.0.0.1", port)).is_ok()),
        };
        if gone {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Whether process `pid` exists on this host (any user's).
fn process_alive(pid: u32) -> bool {
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return false;
        };
        // SAFETY: signal 0 sends nothing; kill(2) only checks that the process exists.
        let sent = unsafe { libc::kill(pid, 0) };
        sent == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::super::token::read_token_file;
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_token_made_for_a_port_is_in_a_private_file_of_a_private_directory() {
        use std::os::unix::fs::PermissionsExt;
        let port = 40_000 + (std::process::id() % 20_000) as u16;
        let (token, path) = write_served_token(port).unwrap();
        assert!(path.starts_with(served_token_dir()), "{}", path.display());
        assert!(path
            .to_string_lossy()
            .ends_with(&format!("-{port}-{}.token", std::process::id())));
        assert_eq!(read_token_file(&path).unwrap(), token);
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!((mode(&path), mode(path.parent().unwrap())), (0o600, 0o700));
        // Serving again gets a token of its own.
        let (again, same) = write_served_token(port).unwrap();
        assert_eq!(same, path);
        assert_ne!(again, token);
        std::fs::remove_file(&path).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn token_files_of_trainers_that_were_killed_are_removed_and_living_ones_kept() {
        // A process that has ended (as a trainer killed with SIGKILL has), and this one.
        let mut ended = std::process::Command::new("true").spawn().unwrap();
        let dead = ended.id();
        ended.wait().unwrap();
        let port = 40_000 + (std::process::id() % 20_000) as u16;
        let (_, mine) = write_served_token(port).unwrap();
        let dir = mine.parent().unwrap().to_path_buf();
        let host = mine.file_name().unwrap().to_string_lossy().to_string();
        let host = host
            .strip_prefix("serve-")
            .unwrap()
            .strip_suffix(&format!("-{port}-{}.token", std::process::id()))
            .unwrap()
            .to_string();
        let left = dir.join(format!("serve-{host}-{}-{dead}.token", port + 1));
        let living = dir.join(format!(
            "serve-{host}-{}-{}.token",
            port + 2,
            std::process::id()
        ));
        let elsewhere = dir.join(format!("serve-another-node-{}-{dead}.token", port + 3));
        for f in [&left, &living, &elsewhere] {
            std::fs::write(f, "0123456789abcdef0123\n").unwrap();
        }
        write_served_token(port).unwrap();
        assert!(!left.exists(), "a killed trainer's file stays");
        assert!(living.exists() && elsewhere.exists());
        for f in [&mine, &living, &elsewhere] {
            std::fs::remove_file(f).unwrap();
        }
    }
}
