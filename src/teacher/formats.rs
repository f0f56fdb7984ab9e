//! Model files as named tensors: PyTorch zip-pickle state dicts (`.cleanrl_model`, `.pt`,
//! `.pth`), safetensors (ours and others'), and Flax msgpack (CleanRL's `dqn_atari_jax`).
//! The format is recognised by the file's first bytes, not its name.
//!
//! PyTorch pickles are read by candle's pickle reader, an interpreter of the pickle opcodes
//! that only builds data: nothing in the file is imported or called.

use super::flax;
use candle_core::{Device, Tensor};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The formats we read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `torch.save(state_dict)`: a zip with a pickle and raw tensor storages.
    PyTorch,
    /// safetensors: a JSON header and raw little-endian tensors.
    Safetensors,
    /// `flax.serialization.to_bytes(params)`: msgpack with ndarray extension values.
    FlaxMsgpack,
}

/// Why a model file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ModelFileError {
    /// The file could not be read at all.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The bytes are none of the formats we know.
    #[error(
        "{path} is not a model file we can read (expected a PyTorch state dict such as a \
         .cleanrl_model, a .safetensors file, or a Flax msgpack file)"
    )]
    UnknownFormat {
        /// The file.
        path: PathBuf,
    },
    /// The file starts like a known format but is broken (truncated, corrupt).
    #[error("{path} looks like a {format:?} file but cannot be read: {reason}")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// The format it claims.
        format: Format,
        /// What went wrong.
        reason: String,
    },
}

/// Recognises the format from the first bytes of a file.
pub fn sniff(head: &[u8]) -> Option<Format> {
    if head.starts_with(b"PK\x03\x04") {
        return Some(Format::PyTorch);
    }
    // safetensors: u64 little-endian header length, then a JSON object.
    if head.len() >= 9 && head[8] == b'{' {
        let n = u64::from_le_bytes(head[..8].try_into().ok()?);
        if n > 1 && n < 100_000_000 {
            return Some(Format::Safetensors);
        }
    }
    // msgpack map (fixmap 0x80-0x8f, map16 0xde, map32 0xdf).
    if matches!(head.first(), Some(0x80..=0x8f | 0xde | 0xdf)) {
        return Some(Format::FlaxMsgpack);
    }
    None
}

/// Reads every tensor of the model file at `path` onto `device`, named as PyTorch's
/// CleanRL networks name them (Flax files are converted, see [`flax`]).
pub fn read_tensors(
    path: &Path,
    device: &Device,
) -> Result<(Format, HashMap<String, Tensor>), ModelFileError> {
    let io = |source| ModelFileError::Io {
        path: path.to_path_buf(),
        source,
    };
    let bytes = std::fs::read(path).map_err(io)?;
    let format = sniff(&bytes).ok_or_else(|| ModelFileError::UnknownFormat {
        path: path.to_path_buf(),
    })?;
    let corrupt = |reason: String| ModelFileError::Corrupt {
        path: path.to_path_buf(),
        format,
        reason,
    };
    let tensors = match format {
        Format::PyTorch => {
            super::pickle_guard::check_zip(path).map_err(|e| corrupt(e.to_string()))?;
            let read = std::panic::catch_unwind(|| candle_core::pickle::read_all(path));
            let list = read
                .map_err(|_| corrupt("the pickle reader failed".into()))?
                .map_err(|e| corrupt(e.to_string()))?;
            if list.is_empty() {
                return Err(corrupt("it holds no tensors".into()));
            }
            list.into_iter()
                .map(|(k, t)| Ok((k, t.to_device(device).map_err(|e| corrupt(e.to_string()))?)))
                .collect::<Result<HashMap<_, _>, ModelFileError>>()?
        }
        Format::Safetensors => candle_core::safetensors::load_buffer(&bytes, device)
            .map_err(|e| corrupt(e.to_string()))?,
        Format::FlaxMsgpack => {
            flax::read_nature_cnn(&bytes, device).map_err(|e| corrupt(e.to_string()))?
        }
    };
    Ok((format, tensors))
}

/// Writes `tensors` as a safetensors file at `path`, through a temporary file and a rename,
/// so a crash never leaves a half-written file.
pub fn write_safetensors(
    tensors: &HashMap<String, Tensor>,
    path: &Path,
) -> Result<(), candle_core::Error> {
    let tmp = path.with_extension("safetensors.tmp");
    candle_core::safetensors::save(tensors, &tmp)?;
    std::fs::rename(&tmp, path)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sniffs_by_content() {
        assert_eq!(sniff(b"PK\x03\x04rest"), Some(Format::PyTorch));
        let mut st = 40u64.to_le_bytes().to_vec();
        st.extend_from_slice(b"{\"a\":1}");
        assert_eq!(sniff(&st), Some(Format::Safetensors));
        assert_eq!(sniff(&[0x81, 0xa6]), Some(Format::FlaxMsgpack));
        assert_eq!(sniff(b"hello world"), None);
        assert_eq!(sniff(b""), None);
    }

    #[test]
    fn garbage_and_truncated_files_are_clear_errors() {
        let dir = std::env::temp_dir().join(format!("reincarnate-formats-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let text = dir.join("notes.cleanrl_model");
        std::fs::write(&text, "this is not a model").unwrap();
        let e = read_tensors(&text, &Device::Cpu).unwrap_err().to_string();
        assert!(e.contains("is not a model file we can read"), "{e}");
        let zip = dir.join("cut.pth");
        std::fs::write(&zip, b"PK\x03\x04\x14\x00\x00\x00").unwrap();
        let e = read_tensors(&zip, &Device::Cpu).unwrap_err().to_string();
        assert!(
            e.contains("cut.pth looks like a PyTorch file but cannot be read"),
            "{e}"
        );
        let missing = dir.join("missing.pth");
        let e = read_tensors(&missing, &Device::Cpu)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("cannot read") && e.contains("missing.pth"),
            "{e}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
