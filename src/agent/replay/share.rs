//! One replay buffer loaded for the runs that start from the same file (a fork's two arms,
//! whose checkpoints hold hard links to one buffer file): the first run to ask loads it, the
//! others get a clone whose frames are shared copy-on-write, instead of reading and holding
//! the file again.

use super::{ReplayBuffer, ReplayFileError, ReplaySpec};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// A buffer file's identity: the same file under two names (hard links) is one file.
#[cfg(unix)]
fn file_key(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    let m = std::fs::metadata(path).ok()?;
    Some((m.dev(), m.ino()))
}

/// Elsewhere no file is known to be another's: every run loads its own.
#[cfg(not(unix))]
fn file_key(_path: &Path) -> Option<(u64, u64)> {
    None
}

#[derive(Debug, Default)]
struct Slot {
    /// The file loaded and the buffer it gave, while runs are still to take it.
    loaded: Option<((u64, u64), ReplayBuffer)>,
    /// Runs still to take it.
    takers: usize,
}

/// A buffer shared by `takers` runs (see the module).
#[derive(Clone, Debug, Default)]
pub struct ReplayShare(Arc<Mutex<Slot>>);

impl ReplayShare {
    /// A share for `takers` runs: the last of them takes the loaded buffer itself, after
    /// which the share holds nothing.
    pub fn new(takers: usize) -> Self {
        Self(Arc::new(Mutex::new(Slot {
            loaded: None,
            takers,
        })))
    }

    /// The buffer in `path`: a clone of the one loaded already when it is the same file,
    /// else loaded (while the others wait, so that the file is read once).
    pub fn load(&self, path: &Path, spec: &ReplaySpec) -> Result<ReplayBuffer, ReplayFileError> {
        let Some(key) = file_key(path) else {
            return ReplayBuffer::load(path, spec);
        };
        let mut slot = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let rb = match slot.loaded.take() {
            Some((k, rb)) if k == key => rb,
            _ => ReplayBuffer::load(path, spec)?,
        };
        slot.takers = slot.takers.saturating_sub(1);
        if slot.takers > 0 {
            slot.loaded = Some((key, rb.clone()));
        }
        Ok(rb)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::env::frame::FRAME_LEN;

    #[test]
    fn two_runs_of_one_file_share_its_frames_and_a_third_file_is_loaded_anew() {
        let dir = std::env::temp_dir().join(format!("reincarnate-share-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut rb = ReplayBuffer::new(3_000, 1, 4, 7).unwrap();
        let frame = |i: usize| vec![(i % 200) as u8; FRAME_LEN];
        rb.start(0, &frame(0));
        for i in 1..2_500 {
            rb.add(0, i % 4, 1.0, i % 300 == 0, false, &frame(i), None)
                .unwrap();
        }
        let spec = ReplaySpec {
            env_id: "BreakoutNoFrameskip-v4".into(),
            capacity: 3_000,
            num_envs: 1,
            stack: 4,
        };
        let (a, b, c) = (dir.join("a.zst"), dir.join("b.zst"), dir.join("c.zst"));
        rb.save(&a, &spec.env_id).unwrap();
        std::fs::hard_link(&a, &b).unwrap();
        std::fs::copy(&a, &c).unwrap();
        let share = ReplayShare::new(2);
        let first = share.load(&a, &spec).unwrap();
        let second = share.load(&b, &spec).unwrap();
        assert_eq!(first.digest(), rb.digest());
        assert_eq!(second.digest(), rb.digest());
        let frames = 3_000 * FRAME_LEN;
        assert_eq!(
            first.shared_bytes(&second),
            frames,
            "one copy of the frames"
        );
        assert!(
            share.0.lock().unwrap().loaded.is_none(),
            "the last taker took it"
        );
        // Another file (a copy, not a link) is another buffer.
        let share = ReplayShare::new(2);
        let one = share.load(&a, &spec).unwrap();
        let other = share.load(&c, &spec).unwrap();
        assert_eq!(one.shared_bytes(&other), 0);
        assert_eq!(one.digest(), other.digest());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
