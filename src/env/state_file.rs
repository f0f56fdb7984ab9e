//! A pool's environments on disk (`envs.bin` in a checkpoint that resumes exactly, and in a
//! fork's snapshot): every environment's [`EnvState`], checked whole before any byte of it
//! reaches the emulator.
//!
//! Layout: 8 bytes of magic, the format's version (u32, little endian), the payload's length
//! (u64) and CRC-32 (u32), then the payload: the game and the states, in postcard.

use super::EnvState;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The environments' file name inside a checkpoint directory.
pub const ENVS_FILE: &str = "envs.bin";
const MAGIC: &[u8; 8] = b"RIENVS\0\0";
const VERSION: u32 = 1;
const HEAD: usize = 8 + 4 + 8 + 4;
/// A pool of 128 environments is a few tens of MB; anything larger is not one of ours.
const MAX_PAYLOAD: u64 = 1 << 31;

/// Why the environments could not be written or read.
#[derive(Debug, thiserror::Error)]
pub enum StateFileError {
    /// The file system.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
    /// Not a file of ours, or a damaged one.
    #[error("{path} does not hold usable environment states: {reason}")]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// The states of another game or pool.
    #[error("{path} holds {found}, but this run needs {expected}")]
    Mismatch {
        /// The file.
        path: PathBuf,
        /// What the file holds.
        found: String,
        /// What the run needs.
        expected: String,
    },
}

#[derive(Serialize, Deserialize)]
struct Payload {
    env_id: String,
    states: Vec<EnvState>,
}

fn describe(env_id: &str, envs: usize) -> String {
    format!("the states of {envs} {env_id} environments")
}

/// Writes `states` of `env_id`'s environments to `path`, synced to disk.
pub fn save_states(path: &Path, env_id: &str, states: &[EnvState]) -> Result<(), StateFileError> {
    let io = |source| StateFileError::Io {
        path: path.to_path_buf(),
        source,
    };
    let payload = Payload {
        env_id: env_id.to_string(),
        states: states.to_vec(),
    };
    let body = postcard::to_stdvec(&payload).map_err(|e| io(std::io::Error::other(e)))?;
    let mut bytes = Vec::with_capacity(HEAD + body.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    bytes.extend_from_slice(&(body.len() as u64).to_le_bytes());
    bytes.extend_from_slice(&crc32fast::hash(&body).to_le_bytes());
    bytes.extend_from_slice(&body);
    use std::io::Write;
    let mut f = std::fs::File::create(path).map_err(io)?;
    f.write_all(&bytes).map_err(io)?;
    f.sync_all().map_err(io)
}

/// Reads the states [`save_states`] wrote, which must be of `num_envs` environments of
/// `env_id`.
pub fn load_states(
    path: &Path,
    env_id: &str,
    num_envs: usize,
) -> Result<Vec<EnvState>, StateFileError> {
    let damaged = |reason: String| StateFileError::Damaged {
        path: path.to_path_buf(),
        reason,
    };
    let bytes = std::fs::read(path).map_err(|source| StateFileError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    if bytes.len() < HEAD || &bytes[..8] != MAGIC {
        return Err(damaged("it does not start as one of ours".into()));
    }
    let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap_or([0; 4]));
    let version = word(8);
    if version != VERSION {
        return Err(damaged(format!(
            "format version {version}, this build reads {VERSION}"
        )));
    }
    let len = u64::from_le_bytes(bytes[12..20].try_into().unwrap_or([0; 8]));
    let crc = word(20);
    let body = &bytes[HEAD..];
    if len > MAX_PAYLOAD || body.len() as u64 != len {
        return Err(damaged(format!(
            "it is cut or padded ({} bytes after the header, {len} expected)",
            body.len()
        )));
    }
    if crc32fast::hash(body) != crc {
        return Err(damaged(
            "its checksum does not match (a flipped byte)".into(),
        ));
    }
    let payload: Payload =
        postcard::from_bytes(body).map_err(|e| damaged(format!("it does not decode: {e}")))?;
    if payload.env_id != env_id || payload.states.len() != num_envs {
        return Err(StateFileError::Mismatch {
            path: path.to_path_buf(),
            found: describe(&payload.env_id, payload.states.len()),
            expected: describe(env_id, num_envs),
        });
    }
    Ok(payload.states)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::env::{AtariEnv, EnvConfig};

    #[test]
    fn states_read_back_and_damage_is_named() {
        let dir = std::env::temp_dir().join(format!("reincarnate-envs-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(ENVS_FILE);
        let config = EnvConfig::cleanrl("PongNoFrameskip-v4");
        let states: Vec<EnvState> = (0..2)
            .map(|s| AtariEnv::new(&config, s).unwrap().state())
            .collect();
        save_states(&path, "PongNoFrameskip-v4", &states).unwrap();
        assert_eq!(load_states(&path, "PongNoFrameskip-v4", 2).unwrap(), states);
        let err = load_states(&path, "BreakoutNoFrameskip-v4", 2).unwrap_err();
        assert!(matches!(err, StateFileError::Mismatch { .. }), "{err}");
        assert!(load_states(&path, "PongNoFrameskip-v4", 3).is_err());
        let good = std::fs::read(&path).unwrap();
        let mut flipped = good.clone();
        let at = good.len() - 100;
        flipped[at] ^= 1;
        std::fs::write(&path, &flipped).unwrap();
        let err = load_states(&path, "PongNoFrameskip-v4", 2).unwrap_err();
        assert!(err.to_string().contains("checksum"), "{err}");
        std::fs::write(&path, &good[..good.len() / 2]).unwrap();
        let err = load_states(&path, "PongNoFrameskip-v4", 2).unwrap_err();
        assert!(err.to_string().contains("cut"), "{err}");
        std::fs::write(&path, b"hello").unwrap();
        assert!(load_states(&path, "PongNoFrameskip-v4", 2).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
