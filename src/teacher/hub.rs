//! Teachers from the Hugging Face Hub, through the `hf-hub` crate and the cache Python's
//! `huggingface_hub` shares (`~/.cache/huggingface/hub/models--{owner}--{name}/...`).
//!
//! Honours `HF_HOME` (cache in `$HF_HOME/hub`), `HF_HUB_CACHE` (the cache itself),
//! `HF_ENDPOINT` (a mirror or a local server) and `HF_HUB_OFFLINE=1` (cache only).

use hf_hub::api::sync::ApiBuilder;
use hf_hub::{Cache, Repo, RepoType};
use std::path::PathBuf;

/// A file in a Hub model repository.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HubFile {
    /// `owner/name`.
    pub repo: String,
    /// The file in the repository.
    pub filename: String,
}

impl HubFile {
    /// CleanRL's teacher for `env_id`: repo `cleanrl/{env_id}-{exp_name}-seed1`, file
    /// `{exp_name}.cleanrl_model`.
    pub fn cleanrl(env_id: &str, exp_name: &str) -> Self {
        Self {
            repo: format!("cleanrl/{env_id}-{exp_name}-seed1"),
            filename: format!("{exp_name}.cleanrl_model"),
        }
    }
}

/// Why a Hub file could not be had.
#[derive(Debug, thiserror::Error)]
pub enum HubError {
    /// Offline mode and not in the cache.
    #[error(
        "{repo}/{filename} is not in the Hugging Face cache ({cache}) and HF_HUB_OFFLINE is \
         set: unset HF_HUB_OFFLINE to download it, or pass a local file with --teacher PATH"
    )]
    NotCachedOffline {
        /// Repository.
        repo: String,
        /// File.
        filename: String,
        /// The cache directory searched.
        cache: PathBuf,
    },
    /// The download failed.
    #[error(
        "could not download {repo}/{filename} from {endpoint}: {reason}. Check the network \
         (or set HF_ENDPOINT to a mirror), or pass a local file with --teacher PATH"
    )]
    Download {
        /// Repository.
        repo: String,
        /// File.
        filename: String,
        /// The Hub endpoint used.
        endpoint: String,
        /// What went wrong.
        reason: String,
    },
}

/// Where and how to reach the Hub. [`HubSettings::from_env`] reads the variables Python's
/// `huggingface_hub` reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HubSettings {
    /// The cache (`.../huggingface/hub`).
    pub cache_dir: PathBuf,
    /// The Hub's address.
    pub endpoint: String,
    /// Use the cache only.
    pub offline: bool,
    /// Show a download progress bar.
    pub progress: bool,
}

impl HubSettings {
    /// From `HF_HUB_CACHE`, `HF_HOME`, `HF_ENDPOINT` and `HF_HUB_OFFLINE`.
    pub fn from_env() -> Self {
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        Self {
            cache_dir: var("HF_HUB_CACHE")
                .map(PathBuf::from)
                .unwrap_or_else(|| Cache::from_env().path().clone()),
            endpoint: var("HF_ENDPOINT").unwrap_or_else(|| "https://huggingface.co".into()),
            offline: var("HF_HUB_OFFLINE").is_some_and(|v| {
                matches!(v.to_ascii_lowercase().as_str(), "1" | "true" | "yes" | "on")
            }),
            progress: true,
        }
    }

    /// The cache at `cache_dir` only, never the network, without a progress bar (for runs
    /// that must not depend on the Hub, such as tests and benchmarks).
    pub fn offline(cache_dir: PathBuf) -> Self {
        Self {
            cache_dir,
            endpoint: "http://127.0.0.1:9".into(),
            offline: true,
            progress: false,
        }
    }
}

/// The file's path in the cache, if it is there.
pub fn cached(file: &HubFile, cache_dir: &std::path::Path) -> Option<PathBuf> {
    let repo = Repo::new(file.repo.clone(), RepoType::Model);
    Cache::new(cache_dir.to_path_buf())
        .repo(repo)
        .get(&file.filename)
}

/// The local path of `file`: from the cache when it is there, else downloaded into it.
pub fn fetch(file: &HubFile, settings: &HubSettings) -> Result<PathBuf, HubError> {
    if let Some(path) = cached(file, &settings.cache_dir) {
        return Ok(path);
    }
    if settings.offline {
        return Err(HubError::NotCachedOffline {
            repo: file.repo.clone(),
            filename: file.filename.clone(),
            cache: settings.cache_dir.clone(),
        });
    }
    let fail = |reason: String| HubError::Download {
        repo: file.repo.clone(),
        filename: file.filename.clone(),
        endpoint: settings.endpoint.clone(),
        reason,
    };
    // The crate asserts and unwraps in a few places; a surprising server must not crash us.
    let result = std::panic::catch_unwind(|| {
        let api = ApiBuilder::new()
            .with_cache_dir(settings.cache_dir.clone())
            .with_endpoint(settings.endpoint.clone())
            .with_progress(settings.progress)
            .build()?;
        api.repo(Repo::new(file.repo.clone(), RepoType::Model))
            .download(&file.filename)
    });
    match result {
        Ok(Ok(path)) => Ok(path),
        Ok(Err(e)) => Err(fail(e.to_string())),
        Err(_) => Err(fail("the Hub client failed on an unexpected answer".into())),
    }
}
