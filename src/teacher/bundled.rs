//! Teachers that ship with reincarnate (`assets/teachers/{name}/`), so that a machine
//! without internet still has a real teacher: safetensors weights and a `teacher.toml`
//! saying what they are, how they were made and how well they play.

use crate::env::Game;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The metadata file of a bundled teacher.
pub const METADATA_FILE: &str = "teacher.toml";

/// What `teacher.toml` says about a bundled teacher.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TeacherMeta {
    /// The game, as a CleanRL id (`PongNoFrameskip-v4`).
    pub game: String,
    /// Preprocessing it was trained with (`cleanrl` or `paper`).
    pub env_preset: String,
    /// The network (`nature` or `impala`).
    pub network: String,
    /// Number of actions.
    pub actions: usize,
    /// The weights file, next to this one.
    pub weights: String,
    /// The weights' stored type (`f16` or `f32`).
    pub dtype: String,
    /// Agent steps it was trained for.
    pub steps_trained: u64,
    /// Games of the evaluation below.
    pub eval_episodes: usize,
    /// Exploration epsilon of the evaluation.
    pub eval_epsilon: f64,
    /// Mean return of the evaluation.
    pub eval_return_mean: f64,
    /// Standard deviation of the evaluation's returns.
    pub eval_return_std: f64,
    /// Share of the evaluation's states where the stored weights choose the same greedy
    /// action as the full-precision ones (1.0 for f32).
    pub action_agreement: f64,
    /// The command that trained it.
    pub command: String,
    /// The run it came from and the checkpoint used.
    pub source: String,
}

/// A bundled teacher found on disk.
#[derive(Clone, Debug, PartialEq)]
pub struct BundledTeacher {
    /// Its directory (`.../assets/teachers/pong`).
    pub dir: PathBuf,
    /// Its metadata.
    pub meta: TeacherMeta,
}

/// Why a bundled teacher's metadata cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum BundledError {
    /// The metadata file cannot be read.
    #[error("cannot read {}: {source}", file.display())]
    Unreadable {
        /// The file.
        file: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The metadata file is not the metadata.
    #[error("{} is malformed: {source}", file.display())]
    Malformed {
        /// The file.
        file: PathBuf,
        /// TOML's error.
        source: Box<toml::de::Error>,
    },
}

impl BundledTeacher {
    /// Reads the teacher in `dir`.
    pub fn open(dir: &Path) -> Result<Self, BundledError> {
        let file = dir.join(METADATA_FILE);
        let text = std::fs::read_to_string(&file).map_err(|source| BundledError::Unreadable {
            file: file.clone(),
            source,
        })?;
        let meta: TeacherMeta = toml::from_str(&text).map_err(|e| BundledError::Malformed {
            file,
            source: Box::new(e),
        })?;
        Ok(Self {
            dir: dir.to_path_buf(),
            meta,
        })
    }

    /// The weights file.
    pub fn weights(&self) -> PathBuf {
        self.dir.join(&self.meta.weights)
    }

    /// Whether it plays `env_id` (any id naming the same game with the same action count
    /// is accepted; the action count is checked again when it loads).
    pub fn plays(&self, env_id: &str) -> bool {
        match (Game::parse(env_id), Game::parse(&self.meta.game)) {
            (Ok(a), Ok(b)) => a.game == b.game,
            _ => false,
        }
    }
}

/// The teachers built into the binary, as (directory, file, contents): what a teacher needs
/// to load, so that an installed binary (`cargo install`, a copied release) has them
/// wherever it runs, with no checkout beside it.
const EMBEDDED: &[(&str, &str, &[u8])] = &[
    (
        "pong",
        METADATA_FILE,
        include_bytes!("../../assets/teachers/pong/teacher.toml"),
    ),
    (
        "pong",
        "teacher.safetensors",
        include_bytes!("../../assets/teachers/pong/teacher.safetensors"),
    ),
];

/// The directory holding the bundled teachers: `$REINCARNATE_ASSETS/teachers` when set,
/// else `assets/teachers` beside the executable or in one of its parent directories (a
/// release next to its assets, or `target/release/` inside a checkout), else the copy of the
/// teachers built into the binary, written out once into the user's cache
/// ([`embedded_dir`]).
pub fn teachers_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("REINCARNATE_ASSETS").filter(|v| !v.is_empty()) {
        return PathBuf::from(dir).join("teachers");
    }
    if let Ok(exe) = std::env::current_exe() {
        for dir in exe.ancestors().skip(1).take(4) {
            let candidate = dir.join("assets").join("teachers");
            if candidate.is_dir() {
                return candidate;
            }
        }
    }
    embedded_dir()
}

/// Where the built-in teachers are written out: `$XDG_CACHE_HOME/reincarnate/teachers-{crc}`
/// (else `~/.cache/...`, else the temporary directory), `{crc}` naming these contents so
/// that binaries of different versions never share a copy. Files already there with the
/// right contents are kept; a missing, short or altered one is written again (into a
/// temporary file, then renamed, so that two processes starting at once never see half a
/// file). If nothing can be written, the returned directory lacks them and loading the
/// teacher says so.
pub fn embedded_dir() -> PathBuf {
    let mut crc = crc32fast::Hasher::new();
    for (dir, file, bytes) in EMBEDDED {
        crc.update(dir.as_bytes());
        crc.update(file.as_bytes());
        crc.update(bytes);
    }
    let name = format!("teachers-{:08x}", crc.finalize());
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|h| PathBuf::from(h).join(".cache"))
        });
    let mut last = None;
    for base in cache.into_iter().chain([std::env::temp_dir()]) {
        let root = base.join("reincarnate").join(&name);
        if write_embedded(&root).is_ok() {
            return root;
        }
        last = Some(root);
    }
    last.unwrap_or_else(|| std::env::temp_dir().join("reincarnate").join(name))
}

/// Writes the built-in teachers under `root`, leaving files that already hold them.
fn write_embedded(root: &Path) -> std::io::Result<()> {
    for (dir, file, bytes) in EMBEDDED {
        let dir = root.join(dir);
        let path = dir.join(file);
        if std::fs::read(&path).is_ok_and(|have| have == *bytes) {
            continue;
        }
        std::fs::create_dir_all(&dir)?;
        let tmp = dir.join(format!(".{file}.{}.tmp", std::process::id()));
        std::fs::write(&tmp, bytes)?;
        std::fs::rename(&tmp, &path).inspect_err(|_| {
            let _ = std::fs::remove_file(&tmp);
        })?;
    }
    Ok(())
}

/// Every readable teacher under `dir`, sorted by directory name.
pub fn list(dir: &Path) -> Vec<BundledTeacher> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<BundledTeacher> = entries
        .flatten()
        .filter(|e| e.path().join(METADATA_FILE).is_file())
        .filter_map(|e| BundledTeacher::open(&e.path()).ok())
        .collect();
    found.sort_by(|a, b| a.dir.cmp(&b.dir));
    found
}

/// The bundled teacher under `dir` for `env_id`, if there is one.
pub fn find(dir: &Path, env_id: &str) -> Option<BundledTeacher> {
    list(dir).into_iter().find(|t| t.plays(env_id))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(game: &str) -> TeacherMeta {
        TeacherMeta {
            game: game.into(),
            env_preset: "cleanrl".into(),
            network: "nature".into(),
            actions: 6,
            weights: "teacher.safetensors".into(),
            dtype: "f16".into(),
            steps_trained: 1000,
            eval_episodes: 30,
            eval_epsilon: 0.01,
            eval_return_mean: 1.5,
            eval_return_std: 2.0,
            action_agreement: 0.999,
            command: "reincarnate dqn".into(),
            source: "runs/x".into(),
        }
    }

    #[test]
    fn finds_a_teacher_by_any_name_of_its_game() {
        let root = std::env::temp_dir().join(format!("bundled-{}", std::process::id()));
        let dir = root.join("pong");
        std::fs::create_dir_all(&dir).unwrap();
        let text = toml::to_string(&meta("PongNoFrameskip-v4")).unwrap();
        std::fs::write(dir.join(METADATA_FILE), text).unwrap();
        // A directory without metadata, and one with broken metadata, are skipped.
        std::fs::create_dir_all(root.join("empty")).unwrap();
        std::fs::create_dir_all(root.join("broken")).unwrap();
        std::fs::write(root.join("broken").join(METADATA_FILE), "game = 3").unwrap();

        assert_eq!(list(&root).len(), 1);
        for id in ["PongNoFrameskip-v4", "Pong", "ALE/Pong-v5", "pong"] {
            let t = find(&root, id).unwrap_or_else(|| panic!("{id}"));
            assert_eq!(t.meta, meta("PongNoFrameskip-v4"));
            assert_eq!(t.weights(), dir.join("teacher.safetensors"));
        }
        assert!(find(&root, "BreakoutNoFrameskip-v4").is_none());
        assert!(find(&root.join("missing"), "Pong").is_none());
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn the_built_in_teachers_are_the_assets_and_a_damaged_copy_is_written_again() {
        let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/teachers");
        let root = std::env::temp_dir().join(format!("embedded-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        write_embedded(&root).unwrap();
        let pong = find(&root, "Pong").expect("the built-in Pong teacher");
        assert_eq!(
            pong.meta,
            BundledTeacher::open(&assets.join("pong")).unwrap().meta
        );
        let weights = std::fs::read(assets.join("pong/teacher.safetensors")).unwrap();
        assert_eq!(std::fs::read(pong.weights()).unwrap(), weights);
        // A cut copy (a disk that filled, a process killed while writing it) is replaced.
        std::fs::write(pong.weights(), &weights[..100]).unwrap();
        write_embedded(&root).unwrap();
        assert_eq!(std::fs::read(pong.weights()).unwrap(), weights);
        std::fs::remove_dir_all(&root).unwrap();
    }
}
