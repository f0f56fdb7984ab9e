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

/// The cache directory, as `huggingface_hub` resolves it.
pub fn cache_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("HF_HUB_CACHE").filter(|d| !d.is_empty()) {
        return PathBuf::from(dir);
    }
    Cache::from_env().path().clone()
}

/// The Hub endpoint in use (`HF_ENDPOINT` or `https://huggingface.co`).
pub fn endpoint() -> String {
    std::env::var("HF_ENDPOINT")
        .ok()
        .filter(|e| !e.is_empty())
        .unwrap_or_else(|| "https://huggingface.co".into())
}

fn offline() -> bool {
    std::env::var("HF_HUB_OFFLINE")
        .map(|v| matches!(v.to_ascii_lowercase().as_str(), "1" | "true" | "yes" | "on"))
        .unwrap_or(false)
}

/// The file's path in the cache, if it is there.
pub fn cached(file: &HubFile) -> Option<PathBuf> {
    let repo = Repo::new(file.repo.clone(), RepoType::Model);
    Cache::new(cache_dir()).repo(repo).get(&file.filename)
}

/// The local path of `file`: from the cache when it is there, else downloaded into it.
pub fn fetch(file: &HubFile, progress: bool) -> Result<PathBuf, HubError> {
    if let Some(path) = cached(file) {
        return Ok(path);
    }
    if offline() {
        return Err(HubError::NotCachedOffline {
            repo: file.repo.clone(),
            filename: file.filename.clone(),
            cache: cache_dir(),
        });
    }
    let endpoint = endpoint();
    let fail = |reason: String| HubError::Download {
        repo: file.repo.clone(),
        filename: file.filename.clone(),
        endpoint: endpoint.clone(),
        reason,
    };
    // The crate asserts and unwraps in a few places; a surprising server must not crash us.
    let result = std::panic::catch_unwind(|| {
        let api = ApiBuilder::new()
            .with_cache_dir(cache_dir())
            .with_endpoint(endpoint.clone())
            .with_progress(progress)
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
