//! The replay buffer on disk, so that a resumed run goes on with the transitions it had
//! (Dopamine's checkpointer keeps its buffer the same way).
//!
//! Layout: 8 bytes of magic, the length of a JSON header (u32, little endian), the header
//! (the game, the stack, each stream's capacity and entries written, the sampling
//! generator, the payload's length and CRC-32), then one zstd frame with every stream's
//! frames, actions, rewards (f32, little endian) and flags. Atari frames compress well:
//! most of a screen is the same from one step to the next. The file is checked whole before
//! the buffer is used: a cut, a flipped byte or a buffer of another game or size is an
//! error that names the file and what is wrong.

use super::{ReplayBuffer, Stream};
use crate::env::frame::FRAME_LEN;
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// The buffer's file name inside a checkpoint directory.
pub const REPLAY_FILE: &str = "replay.zst";
const MAGIC: &[u8; 8] = b"RIREPLAY";
const VERSION: u32 = 1;
/// Headers are small (a few hundred bytes); anything larger is not one of ours.
const MAX_HEADER: u32 = 1 << 20;
/// zstd level: 3 is zstd's default; on Atari frames level 1 gave files 10% larger at about
/// the same speed.
const LEVEL: i32 = 3;

/// What a buffer on disk must match to be used by a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplaySpec {
    /// The game (the run's `env_id`).
    pub env_id: String,
    /// Transitions the buffer holds (`buffer_size`).
    pub capacity: usize,
    /// Environments writing it (`num_envs`).
    pub num_envs: usize,
    /// Frames per observation.
    pub stack: usize,
}

/// Why a buffer could not be written or read.
#[derive(Debug, thiserror::Error)]
pub enum ReplayFileError {
    /// The file system.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
    /// Not a replay buffer of ours, or a damaged one.
    #[error(
        "{path} is not a usable replay buffer: {reason}. Delete it to resume with an empty \
         buffer (it refills before learning goes on)"
    )]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// A buffer of another run.
    #[error(
        "{path} holds a replay buffer of {found}, but this run needs {expected}. Delete it to \
         resume with an empty buffer"
    )]
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
struct Header {
    version: u32,
    env_id: String,
    stack: usize,
    frame_len: usize,
    /// (capacity, entries written) of each environment's stream.
    streams: Vec<(usize, u64)>,
    rng: Pcg64Mcg,
    payload_bytes: u64,
    payload_crc32: u32,
}

/// A buffer's shape in words, for the error that says two differ.
fn describe(env_id: &str, capacity: usize, envs: usize, stack: usize, frame_len: usize) -> String {
    format!(
        "{env_id} ({capacity} transitions over {envs} environments, {stack}-frame stacks of \
         {frame_len} bytes)"
    )
}

fn payload_len(streams: &[(usize, u64)]) -> u64 {
    streams
        .iter()
        .map(|&(cap, _)| (cap * (FRAME_LEN + 1 + 4 + 1)) as u64)
        .sum()
}

impl ReplayBuffer {
    /// Writes the buffer to `path`, synced to disk; returns the bytes written. A checkpoint
    /// writes it inside its temporary directory, whose rename makes the whole checkpoint
    /// appear at once.
    pub fn save(&self, path: &Path, env_id: &str) -> Result<u64, ReplayFileError> {
        let io = |source| ReplayFileError::Io {
            path: path.to_path_buf(),
            source,
        };
        let mut crc = crc32fast::Hasher::new();
        let mut body = zstd::stream::Encoder::new(Vec::new(), LEVEL).map_err(io)?;
        body.include_checksum(true).map_err(io)?;
        for s in &self.streams {
            let rewards: Vec<u8> = s.rewards.iter().flat_map(|r| r.to_le_bytes()).collect();
            let rest = [&s.actions[..], &rewards[..], &s.flags[..]];
            for part in s.frames.parts().chain(rest) {
                crc.update(part);
                body.write_all(part).map_err(io)?;
            }
        }
        let body = body.finish().map_err(io)?;
        let streams: Vec<(usize, u64)> = self.streams.iter().map(|s| (s.cap, s.written)).collect();
        let header = Header {
            version: VERSION,
            env_id: env_id.to_string(),
            stack: self.stack,
            frame_len: FRAME_LEN,
            payload_bytes: payload_len(&streams),
            streams,
            rng: self.rng.clone(),
            payload_crc32: crc.finalize(),
        };
        let json = serde_json::to_vec(&header).map_err(|e| io(std::io::Error::other(e)))?;
        let written = (|| {
            let mut f = std::io::BufWriter::new(std::fs::File::create(path)?);
            f.write_all(MAGIC)?;
            f.write_all(&(json.len() as u32).to_le_bytes())?;
            f.write_all(&json)?;
            f.write_all(&body)?;
            f.into_inner().map_err(|e| e.into_error())?.sync_all()
        })();
        written.map_err(io)?;
        Ok((MAGIC.len() + 4 + json.len() + body.len()) as u64)
    }

    /// Reads a buffer written by [`ReplayBuffer::save`] for a run of `spec`.
    pub fn load(path: &Path, spec: &ReplaySpec) -> Result<Self, ReplayFileError> {
        let damaged = |reason: String| ReplayFileError::Damaged {
            path: path.to_path_buf(),
            reason,
        };
        let mut f = std::io::BufReader::new(std::fs::File::open(path).map_err(|source| {
            ReplayFileError::Io {
                path: path.to_path_buf(),
                source,
            }
        })?);
        let cut = |e: std::io::Error| {
            if e.kind() == std::io::ErrorKind::UnexpectedEof {
                damaged("the file ends early (cut off while written or copied)".into())
            } else {
                ReplayFileError::Io {
                    path: path.to_path_buf(),
                    source: e,
                }
            }
        };
        let mut magic = [0u8; 8];
        f.read_exact(&mut magic).map_err(cut)?;
        if &magic != MAGIC {
            return Err(damaged(
                "it does not start as reincarnate's buffer files do".into(),
            ));
        }
        let mut len = [0u8; 4];
        f.read_exact(&mut len).map_err(cut)?;
        let len = u32::from_le_bytes(len);
        if len > MAX_HEADER {
            return Err(damaged(format!("a header of {len} bytes")));
        }
        let mut json = vec![0u8; len as usize];
        f.read_exact(&mut json).map_err(cut)?;
        let header: Header = serde_json::from_slice(&json)
            .map_err(|e| damaged(format!("its header does not parse: {e}")))?;
        if header.version != VERSION {
            return Err(damaged(format!(
                "format version {} (this build reads {VERSION})",
                header.version
            )));
        }
        let per_env = spec.capacity / spec.num_envs.max(1);
        let fits = header.env_id == spec.env_id
            && header.stack == spec.stack
            && header.frame_len == FRAME_LEN
            && header.streams.len() == spec.num_envs
            && header.streams.iter().all(|&(cap, _)| cap == per_env);
        if !fits {
            return Err(ReplayFileError::Mismatch {
                path: path.to_path_buf(),
                found: describe(
                    &header.env_id,
                    header.streams.iter().map(|s| s.0).sum(),
                    header.streams.len(),
                    header.stack,
                    header.frame_len,
                ),
                expected: describe(
                    &spec.env_id,
                    per_env * spec.num_envs,
                    spec.num_envs,
                    spec.stack,
                    FRAME_LEN,
                ),
            });
        }
        if header.payload_bytes != payload_len(&header.streams) {
            return Err(damaged(format!(
                "its header says {} bytes of transitions where its streams need {}",
                header.payload_bytes,
                payload_len(&header.streams)
            )));
        }
        // zstd checks its own checksum at the frame's end; the CRC covers what we decoded.
        let mut body = zstd::stream::Decoder::new(f).map_err(cut)?;
        let mut crc = crc32fast::Hasher::new();
        let mut streams = Vec::with_capacity(header.streams.len());
        let bad_body = |e: std::io::Error| match e.kind() {
            std::io::ErrorKind::UnexpectedEof => {
                damaged("the transitions end early (cut off while written or copied)".into())
            }
            _ => damaged(format!("its transitions do not decode: {e}")),
        };
        for &(cap, written) in &header.streams {
            let mut s = Stream::new(cap);
            s.written = written;
            let mut rewards = vec![0u8; cap * 4];
            let rest = [&mut s.actions[..], &mut rewards[..], &mut s.flags[..]];
            for part in s.frames.parts_mut().chain(rest) {
                body.read_exact(part).map_err(bad_body)?;
                crc.update(part);
            }
            for (r, b) in s.rewards.iter_mut().zip(rewards.chunks_exact(4)) {
                *r = f32::from_le_bytes([b[0], b[1], b[2], b[3]]);
            }
            streams.push(s);
        }
        // The frame's end (and its checksum) must come next.
        let mut rest = [0u8; 1];
        match body.read(&mut rest) {
            Ok(0) => {}
            Ok(_) => return Err(damaged("more transitions than its header says".into())),
            Err(e) => return Err(bad_body(e)),
        }
        if crc.finalize() != header.payload_crc32 {
            return Err(damaged("its transitions fail their CRC-32 check".into()));
        }
        Ok(Self {
            streams,
            stack: header.stack,
            rng: header.rng,
        })
    }

    /// A digest of everything the buffer holds (transitions, positions, the sampling
    /// generator's state): equal digests mean buffers that sample the same batches.
    pub fn digest(&self) -> u64 {
        let (mut data, mut meta) = (crc32fast::Hasher::new(), crc32fast::Hasher::new());
        for s in &self.streams {
            for part in s.frames.parts() {
                data.update(part);
            }
            data.update(&s.actions);
            data.update(&s.flags);
            for r in &s.rewards {
                data.update(&r.to_le_bytes());
            }
            meta.update(&(s.cap as u64).to_le_bytes());
            meta.update(&s.written.to_le_bytes());
        }
        meta.update(
            serde_json::to_string(&self.rng)
                .unwrap_or_default()
                .as_bytes(),
        );
        meta.update(&(self.stack as u64).to_le_bytes());
        ((data.finalize() as u64) << 32) | meta.finalize() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::super::Batch;
    use super::*;
    use rand::{Rng, SeedableRng};

    fn spec(env_id: &str) -> ReplaySpec {
        ReplaySpec {
            env_id: env_id.into(),
            capacity: 120,
            num_envs: 2,
            stack: 4,
        }
    }

    /// Two environments' episodes of screen-like frames (mostly one colour, a moving
    /// bright square), past the capacity so both rings have wrapped.
    fn filled() -> ReplayBuffer {
        let mut rb = ReplayBuffer::new(120, 2, 4, 9).unwrap();
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(3);
        let screen = |t: usize| {
            let mut f = vec![87u8; FRAME_LEN];
            for y in 0..6 {
                let row = (10 + t % 60 + y) * 84;
                f[row + t % 70..row + t % 70 + 6].fill(236);
            }
            f
        };
        for env in 0..2 {
            rb.start(env, &screen(env));
        }
        for t in 1..170 {
            for env in 0..2 {
                let done = rng.random_range(0..40) == 0;
                let truncated = !done && rng.random_range(0..90) == 0;
                let last = screen(t + 1000);
                rb.add(
                    env,
                    rng.random_range(0..6),
                    rng.random_range(-1..=1) as f32,
                    done,
                    truncated,
                    &screen(t + env),
                    truncated.then_some(&last[..]),
                )
                .unwrap();
            }
        }
        rb
    }

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("reincarnate-replay-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    #[test]
    fn a_saved_buffer_loads_as_it_was_and_samples_the_same_batches() {
        let mut rb = filled();
        let path = temp("roundtrip.zst");
        let bytes = rb.save(&path, "PongNoFrameskip-v4").unwrap();
        assert_eq!(bytes, std::fs::metadata(&path).unwrap().len());
        // The frames compress: far below their raw 7,056 bytes each.
        assert!(bytes < 120 * FRAME_LEN as u64 / 10, "{bytes} bytes");
        let mut back = ReplayBuffer::load(&path, &spec("PongNoFrameskip-v4")).unwrap();
        assert_eq!(back.digest(), rb.digest());
        assert_eq!(back.len(), rb.len());
        for env in 0..2 {
            for l in 0..rb.streams[env].written {
                assert_eq!(back.transition(env, l), rb.transition(env, l), "{env} {l}");
            }
        }
        let (mut a, mut b) = (Batch::default(), Batch::default());
        for _ in 0..3 {
            rb.sample_into(8, &mut a).unwrap();
            back.sample_into(8, &mut b).unwrap();
            assert_eq!(
                (&a.obs, &a.actions, &a.rewards),
                (&b.obs, &b.actions, &b.rewards)
            );
            assert_eq!((&a.next_obs, &a.dones), (&b.next_obs, &b.dones));
        }
        // A changed buffer has another digest.
        let before = back.digest();
        back.start(0, &[1u8; FRAME_LEN]);
        assert_ne!(back.digest(), before);
    }

    #[test]
    fn a_cut_or_damaged_file_is_an_error_that_says_so() {
        let rb = filled();
        let path = temp("damaged.zst");
        rb.save(&path, "PongNoFrameskip-v4").unwrap();
        let bytes = std::fs::read(&path).unwrap();
        let cut = temp("cut.zst");
        for len in [
            0,
            5,
            8,
            11,
            40,
            bytes.len() / 2,
            bytes.len() - 5,
            bytes.len() - 1,
        ] {
            std::fs::write(&cut, &bytes[..len]).unwrap();
            let e = ReplayBuffer::load(&cut, &spec("PongNoFrameskip-v4")).unwrap_err();
            let msg = e.to_string();
            assert!(
                matches!(e, ReplayFileError::Damaged { .. }),
                "cut at {len}: {msg}"
            );
            assert!(msg.contains("Delete it"), "{msg}");
        }
        // Each byte of the body flipped in turn (a sample of them): never a panic, never a
        // buffer.
        let header_end = 12 + u32::from_le_bytes(bytes[8..12].try_into().unwrap()) as usize;
        for at in (header_end..bytes.len()).step_by(97) {
            let mut bad = bytes.clone();
            bad[at] ^= 0x5a;
            std::fs::write(&cut, &bad).unwrap();
            let r = ReplayBuffer::load(&cut, &spec("PongNoFrameskip-v4"));
            assert!(r.is_err(), "a flipped byte at {at} went unnoticed");
        }
        let mut bad = bytes.clone();
        bad[0] = b'X';
        std::fs::write(&cut, &bad).unwrap();
        let msg = ReplayBuffer::load(&cut, &spec("PongNoFrameskip-v4"))
            .unwrap_err()
            .to_string();
        assert!(msg.contains("does not start as"), "{msg}");
        let missing = ReplayBuffer::load(&temp("none.zst"), &spec("PongNoFrameskip-v4"));
        assert!(matches!(missing, Err(ReplayFileError::Io { .. })));
    }

    #[test]
    fn a_buffer_of_another_game_or_size_is_refused() {
        let rb = filled();
        let path = temp("other.zst");
        rb.save(&path, "BreakoutNoFrameskip-v4").unwrap();
        let msg = ReplayBuffer::load(&path, &spec("PongNoFrameskip-v4"))
            .unwrap_err()
            .to_string();
        assert!(
            msg.contains("BreakoutNoFrameskip-v4") && msg.contains("PongNoFrameskip-v4"),
            "{msg}"
        );
        for other in [
            ReplaySpec {
                capacity: 240,
                ..spec("BreakoutNoFrameskip-v4")
            },
            ReplaySpec {
                num_envs: 1,
                capacity: 60,
                ..spec("BreakoutNoFrameskip-v4")
            },
            ReplaySpec {
                stack: 3,
                ..spec("BreakoutNoFrameskip-v4")
            },
        ] {
            let e = ReplayBuffer::load(&path, &other).unwrap_err();
            assert!(matches!(e, ReplayFileError::Mismatch { .. }), "{e}");
        }
        assert!(ReplayBuffer::load(&path, &spec("BreakoutNoFrameskip-v4")).is_ok());
    }
}
