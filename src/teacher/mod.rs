//! Where a teacher comes from (the Hugging Face Hub, a local file, our own checkpoints) and
//! how its file is read (PyTorch, safetensors, Flax msgpack), checked against the game.

pub mod bundled;
mod flax;
pub mod formats;
pub mod hub;
pub mod pickle_guard;

pub use bundled::{BundledTeacher, TeacherMeta};
pub use formats::{read_tensors, write_safetensors, Format, ModelFileError};
pub use hub::{HubError, HubFile, HubSettings};

use crate::agent::{detect_arch, Arch, QNetwork, WeightsError};
use candle_core::Device;
use std::fmt;
use std::path::{Path, PathBuf};

/// Where to get a teacher.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeacherSource {
    /// A file in a Hub repository.
    Hub(HubFile),
    /// A local model file (any supported format).
    File(PathBuf),
    /// A teacher bundled with reincarnate (its directory).
    Bundled(PathBuf),
    /// The default: CleanRL's teacher from the Hub; when the Hub cannot be reached (and the
    /// file is not in its cache), the bundled teacher of the game, if there is one.
    Default {
        /// CleanRL's teacher on the Hub.
        hub: HubFile,
        /// The game's bundled teacher.
        bundled: Option<PathBuf>,
    },
}

impl TeacherSource {
    /// The source a `--teacher` value names for the game `env_id`: empty for the default
    /// (CleanRL's `cleanrl/{env_id}-{exp_name}-seed1` on the Hub, else the game's bundled
    /// teacher), `bundled` for the bundled teacher, else as [`TeacherSource::parse`] reads it.
    pub fn resolve(flag: &str, env_id: &str, exp_name: &str) -> Self {
        let teachers = bundled::teachers_dir();
        match flag.trim() {
            "" => TeacherSource::Default {
                hub: HubFile::cleanrl(env_id, exp_name),
                bundled: bundled::find(&teachers, env_id).map(|t| t.dir),
            },
            "bundled" => TeacherSource::Bundled(
                bundled::find(&teachers, env_id)
                    .map(|t| t.dir)
                    .unwrap_or_else(|| teachers.join(env_id.to_ascii_lowercase())),
            ),
            other => TeacherSource::parse(other),
        }
    }

    /// Parses a command-line source: `hf:owner/name[:file]` for the Hub (file defaults to
    /// `dqn_atari.cleanrl_model`), a directory is a teacher directory (`teacher.toml` and
    /// its weights, as `export-teacher` writes and `assets/teachers/` holds), anything else
    /// is a local file.
    pub fn parse(s: &str) -> Self {
        if let Some(rest) = s.strip_prefix("hf:").or_else(|| s.strip_prefix("hf://")) {
            let (repo, filename) = match rest.split_once(':') {
                Some((r, f)) => (r.to_string(), f.to_string()),
                None => (rest.to_string(), "dqn_atari.cleanrl_model".to_string()),
            };
            TeacherSource::Hub(HubFile { repo, filename })
        } else if Path::new(s).is_dir() {
            // A teacher directory (teacher.toml and its weights), as `export-teacher` writes.
            TeacherSource::Bundled(PathBuf::from(s))
        } else {
            TeacherSource::File(PathBuf::from(s))
        }
    }
}

impl fmt::Display for TeacherSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TeacherSource::Hub(h) => write!(f, "hf:{}:{}", h.repo, h.filename),
            TeacherSource::File(p) => write!(f, "{}", p.display()),
            TeacherSource::Bundled(dir) => write!(f, "bundled teacher {}", dir.display()),
            TeacherSource::Default { hub, bundled } => {
                write!(f, "hf:{}:{}", hub.repo, hub.filename)?;
                match bundled {
                    Some(dir) => write!(f, " (offline: bundled teacher {})", dir.display()),
                    None => Ok(()),
                }
            }
        }
    }
}

/// Why a teacher could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum TeacherError {
    /// The Hub failed.
    #[error(transparent)]
    Hub(#[from] HubError),
    /// The file could not be read.
    #[error(transparent)]
    File(#[from] ModelFileError),
    /// The file holds tensors, but not a CleanRL Q-network.
    #[error(
        "{path} holds no CleanRL Q-network (Nature CNN keys network.0-9 or IMPALA CNN keys \
         network.0.conv...); its tensors: {keys}"
    )]
    NotAQNetwork {
        /// The file.
        path: PathBuf,
        /// Some of its tensor names.
        keys: String,
    },
    /// The network's action count differs from the game's.
    #[error(
        "{path} is a teacher for {found} actions but {game} has {expected}: use a teacher \
         trained on this game"
    )]
    ActionCount {
        /// The file.
        path: PathBuf,
        /// The game.
        game: String,
        /// The game's actions.
        expected: usize,
        /// The file's.
        found: usize,
    },
    /// Neither the Hub nor a bundled teacher could provide the default teacher.
    #[error(
        "no teacher for {game}: {hub}. There is no bundled teacher for this game (bundled: \
         {bundled}). Pass a teacher with --teacher PATH or hf:owner/name, choose a game with a \
         bundled teacher, or train one with `reincarnate dqn --env-id {game}`"
    )]
    NoDefault {
        /// The game.
        game: String,
        /// Why the Hub failed.
        hub: Box<HubError>,
        /// The games that have a bundled teacher.
        bundled: String,
    },
    /// A bundled teacher's directory is unusable.
    #[error("the bundled teacher is unusable: {0}")]
    Bundled(#[from] bundled::BundledError),
    /// Shapes or names do not fit the network.
    #[error("{path}: {source}")]
    Weights {
        /// The file.
        path: PathBuf,
        /// The mismatch.
        source: WeightsError,
    },
}

/// A loaded teacher.
#[derive(Debug)]
pub struct Teacher {
    /// The network.
    pub network: QNetwork,
    /// Where it came from.
    pub source: TeacherSource,
    /// The local file read.
    pub path: PathBuf,
    /// Its format.
    pub format: Format,
    /// Why the source's first choice was not used (the default's Hub failed), if so.
    pub fallback: Option<String>,
}

/// Loads a Q-network from the model file at `path`, recognising the architecture, and
/// checks its action count against `num_actions` (the game's) when given.
pub fn load_network(
    path: &Path,
    num_actions: Option<(usize, &str)>,
    device: &Device,
) -> Result<(QNetwork, Format), TeacherError> {
    let (format, tensors) = read_tensors(path, device)?;
    let (arch, actions): (Arch, usize) = detect_arch(&tensors).ok_or_else(|| {
        let mut keys: Vec<&String> = tensors.keys().collect();
        keys.sort();
        let shown: Vec<&str> = keys.iter().take(6).map(|k| k.as_str()).collect();
        TeacherError::NotAQNetwork {
            path: path.to_path_buf(),
            keys: shown.join(", "),
        }
    })?;
    if let Some((expected, game)) = num_actions {
        if actions != expected {
            return Err(TeacherError::ActionCount {
                path: path.to_path_buf(),
                game: game.to_string(),
                expected,
                found: actions,
            });
        }
    }
    let network = QNetwork::from_tensors(arch, actions, &tensors, device).map_err(|source| {
        TeacherError::Weights {
            path: path.to_path_buf(),
            source,
        }
    })?;
    Ok((network, format))
}

/// Resolves `source` to a local file (downloading from the Hub if needed) and loads it as a
/// teacher for a game with `num_actions` actions.
pub fn load_teacher(
    source: &TeacherSource,
    game: &str,
    num_actions: usize,
    device: &Device,
    hub: &HubSettings,
) -> Result<Teacher, TeacherError> {
    let load = |path: PathBuf, source: TeacherSource, fallback: Option<String>| {
        let (network, format) = load_network(&path, Some((num_actions, game)), device)?;
        Ok(Teacher {
            network,
            source,
            path,
            format,
            fallback,
        })
    };
    let bundled_weights = |dir: &Path| -> Result<PathBuf, TeacherError> {
        Ok(BundledTeacher::open(dir)
            .map_err(TeacherError::Bundled)?
            .weights())
    };
    match source {
        TeacherSource::Hub(file) => load(hub::fetch(file, hub)?, source.clone(), None),
        TeacherSource::File(p) => load(p.clone(), source.clone(), None),
        TeacherSource::Bundled(dir) => load(bundled_weights(dir)?, source.clone(), None),
        TeacherSource::Default { hub: file, bundled } => match hub::fetch(file, hub) {
            Ok(path) => load(path, TeacherSource::Hub(file.clone()), None),
            Err(e) => match bundled {
                Some(dir) => load(
                    bundled_weights(dir)?,
                    TeacherSource::Bundled(dir.clone()),
                    Some(format!(
                        "the Hub teacher is unavailable ({e}); using the bundled teacher"
                    )),
                ),
                None => {
                    let names: Vec<String> = bundled::list(&bundled::teachers_dir())
                        .into_iter()
                        .map(|t| t.meta.game)
                        .collect();
                    Err(TeacherError::NoDefault {
                        game: game.to_string(),
                        hub: Box::new(e),
                        bundled: if names.is_empty() {
                            "none".into()
                        } else {
                            names.join(", ")
                        },
                    })
                }
            },
        },
    }
}
