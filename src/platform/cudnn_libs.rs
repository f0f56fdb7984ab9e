//! Finding cuDNN when the `cudnn` lever asks for it (docs/cuda.md). cuDNN 9 is a small
//! library, `libcudnn.so.9`, that opens its parts by name when they are first needed
//! (`libcudnn_graph.so.9`, the engines, `libcudnn_ops.so.9`, `libcudnn_cnn.so.9`, ...): a part
//! that is not on the loader's path fails the first convolution, not the start. So, as
//! [`super::cuda_libs`] does for CUDA's libraries, the folder that holds `libcudnn.so.9` is
//! found first (the system's search, then the same folders: NVIDIA's `nvidia-cudnn-cu13`
//! wheel puts it in `nvidia/cudnn/lib`, PyTorch's wheels bring it too), and every part the
//! convolutions need is loaded from that one folder by its full path, each after those it
//! needs. A loaded part is found again by its name. Without cuDNN the binary runs as
//! before, on candle's convolutions, and says why.

use std::path::{Path, PathBuf};

/// The cuDNN major release the bindings were made for.
pub const CUDNN_MAJOR: u32 = 9;

/// cuDNN 9's parts, in the order they are loaded (each after those it needs), and whether the
/// convolutions need it (the others are loaded when they are there).
pub const CUDNN_PARTS: &[(&str, bool)] = &[
    ("cudnn_graph", true),
    ("cudnn_engines_precompiled", true),
    ("cudnn_engines_tensor_ir", false),
    ("cudnn_engines_runtime_compiled", false),
    ("cudnn_heuristic", false),
    ("cudnn_ops", true),
    ("cudnn_cnn", true),
    ("cudnn", true),
];

/// A part's file name: `lib{part}.so.9`.
pub fn part_file(part: &str) -> String {
    format!("lib{part}.so.{CUDNN_MAJOR}")
}

/// Why cuDNN cannot be used, in words that say what to do.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CudnnUnavailable {
    /// A build without the `cuda` feature.
    #[error("this build has no CUDA")]
    NotBuilt,
    /// No `libcudnn.so.9` anywhere.
    #[error(
        "libcudnn.so.9 was not found: looked in LD_LIBRARY_PATH, the system's library paths{looked}; \
         install NVIDIA's cuDNN 9 for this CUDA release (pip install nvidia-cudnn-cu13 into the \
         environment whose wheels the binary uses), or name its folder in REINCARNATE_CUDA_LIBS"
    )]
    NotFound {
        /// The other folders searched, said as ` and A, B`, or empty.
        looked: String,
    },
    /// The folder lacks parts the convolutions need.
    #[error(
        "{dir} holds libcudnn.so.9 but not {missing}: reinstall cuDNN there (its parts come in \
         one package)"
    )]
    Incomplete {
        /// The folder.
        dir: String,
        /// The missing files, comma-separated.
        missing: String,
    },
    /// A part was there but would not load.
    #[error("cuDNN's {file} could not be loaded: {why}")]
    Load {
        /// The file.
        file: String,
        /// The loader's words.
        why: String,
    },
    /// The library is not cuDNN 9.
    #[error("the cuDNN found is release {found}; the convolutions need cuDNN 9 (9.2 or newer)")]
    Version {
        /// The release it says it is (`8.9.7`).
        found: String,
    },
}

/// The first of `dirs` that holds `libcudnn.so.9`.
pub fn find_cudnn(dirs: &[PathBuf]) -> Option<PathBuf> {
    let main = part_file("cudnn");
    dirs.iter().find(|d| d.join(&main).is_file()).cloned()
}

/// The files to load from `dir`, in order: every part there, and an error naming the parts the
/// convolutions need that are not there.
pub fn cudnn_plan(dir: &Path) -> Result<Vec<PathBuf>, CudnnUnavailable> {
    let mut files = Vec::new();
    let mut missing = Vec::new();
    for &(part, needed) in CUDNN_PARTS {
        let file = dir.join(part_file(part));
        if file.is_file() {
            files.push(file);
        } else if needed {
            missing.push(part_file(part));
        }
    }
    if missing.is_empty() {
        Ok(files)
    } else {
        Err(CudnnUnavailable::Incomplete {
            dir: dir.display().to_string(),
            missing: missing.join(", "),
        })
    }
}

/// cuDNN's release as `cudnnGetVersion` gives it (`90800`; cuDNN 8 wrote `8907`) in the usual
/// form (`9.8.0`, `8.9.7`).
pub fn version_text(version: usize) -> String {
    let major = if version < 10_000 { 1_000 } else { 10_000 };
    format!(
        "{}.{}.{}",
        version / major,
        (version % major) / 100,
        version % 100
    )
}

/// Whether a release (as `cudnnGetVersion` gives it) fits the bindings: 9.2 or newer in 9.
pub fn version_fits(version: usize) -> bool {
    version / 10_000 == CUDNN_MAJOR as usize && version >= 90_200
}

/// Loads `files` in order by their full paths with `load`, trying those that failed again
/// after the others (a part loaded before one it needs), until none loads any more. Returns
/// the files that would not load with the loader's last words; an optional part among them
/// is no error.
pub fn load_in_order(
    files: &[PathBuf],
    mut load: impl FnMut(&Path) -> Result<(), String>,
) -> Vec<(PathBuf, String)> {
    let mut pending: Vec<(PathBuf, String)> =
        files.iter().map(|f| (f.clone(), String::new())).collect();
    loop {
        let before = pending.len();
        let mut left = Vec::new();
        for (file, _) in pending {
            if let Err(why) = load(&file) {
                left.push((file, why));
            }
        }
        pending = left;
        if pending.is_empty() || pending.len() == before {
            return pending;
        }
    }
}

/// What [`load_cudnn`] found.
#[derive(Clone, Debug)]
pub struct CudnnInfo {
    /// cuDNN's release (`cudnnGetVersion`).
    pub version: usize,
    /// The folder its parts were loaded from (`None`: found by the system's search).
    pub dir: Option<PathBuf>,
}

impl CudnnInfo {
    /// One line for `check-device` and logs.
    pub fn summary(&self) -> String {
        match &self.dir {
            Some(d) => format!("cuDNN {} from {}", version_text(self.version), d.display()),
            None => format!("cuDNN {} (the system's)", version_text(self.version)),
        }
    }
}

/// Finds and loads cuDNN once (later calls give the first answer). Call it after
/// [`super::cuda_libs::probe`] has found CUDA.
#[cfg(feature = "cuda")]
pub fn load_cudnn() -> Result<CudnnInfo, CudnnUnavailable> {
    static ANSWER: std::sync::OnceLock<Result<CudnnInfo, CudnnUnavailable>> =
        std::sync::OnceLock::new();
    ANSWER.get_or_init(load_now).clone()
}

/// [`load_cudnn`] in a build without CUDA.
#[cfg(not(feature = "cuda"))]
pub fn load_cudnn() -> Result<CudnnInfo, CudnnUnavailable> {
    Err(CudnnUnavailable::NotBuilt)
}

#[cfg(feature = "cuda")]
fn load_now() -> Result<CudnnInfo, CudnnUnavailable> {
    use super::cuda_libs::{load_for_good, loaded_file, search_dirs};
    // The CUDA libraries' loader: NVIDIA's cuDNN parts, the ones libcudnn.so.9 would open by
    // the same name.
    let load = |file: &Path| load_for_good(file.as_os_str()).map_err(|e| e.0);
    let main = part_file("cudnn");
    // The system's search first (LD_LIBRARY_PATH, ld.so.cache): its parts are then taken from
    // the folder it was found in.
    let dir = if load(Path::new(&main)).is_ok() {
        loaded_file(&main).and_then(|f| f.parent().map(Path::to_path_buf))
    } else {
        let home = std::env::var_os("HOME").map(PathBuf::from);
        let env = |k: &str| std::env::var(k).ok();
        let dirs = search_dirs(&env, home.as_deref());
        match find_cudnn(&dirs) {
            Some(dir) => Some(dir),
            None => {
                let looked: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
                return Err(CudnnUnavailable::NotFound {
                    looked: if looked.is_empty() {
                        String::new()
                    } else {
                        format!(" and {}", looked.join(", "))
                    },
                });
            }
        }
    };
    if let Some(dir) = &dir {
        let files = cudnn_plan(dir)?;
        let failed = load_in_order(&files, load);
        let needed: Vec<String> = CUDNN_PARTS
            .iter()
            .filter(|(_, needed)| *needed)
            .map(|(p, _)| part_file(p))
            .collect();
        if let Some((file, why)) = failed.into_iter().find(|(f, _)| {
            f.file_name()
                .is_some_and(|n| needed.iter().any(|w| n == w.as_str()))
        }) {
            return Err(CudnnUnavailable::Load {
                file: file.display().to_string(),
                why,
            });
        }
    }
    let version = cudarc::cudnn::result::get_version();
    if !version_fits(version) {
        return Err(CudnnUnavailable::Version {
            found: version_text(version),
        });
    }
    Ok(CudnnInfo { version, dir })
}

#[cfg(test)]
#[path = "cudnn_libs_tests.rs"]
mod tests;
