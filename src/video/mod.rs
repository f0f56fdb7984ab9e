//! Demo videos: the game screen (scaled by an integer factor, optionally with the Q-values
//! and the score drawn under it) or any RGB frames (the app's whole window), written as
//! H.264 MP4 ([`mp4`]) or GIF ([`gif`]) on an encoder thread of their own ([`recorder`]).

pub mod compose;
pub mod gif;
pub mod mp4;
pub mod recorder;

pub use compose::{compose, Overlay};
pub use recorder::{Recorder, Recording};

use std::path::{Path, PathBuf};

/// The game's frame rate with CleanRL's frame skip of 4: 60 / 4 agent steps a second.
pub const GAME_FPS: f64 = 15.0;

/// Why a video could not be written.
#[derive(Debug, thiserror::Error)]
pub enum VideoError {
    /// The file system.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
    /// H.264 needs even sides.
    #[error("video frames must have even, non-zero sides, not {width}x{height}")]
    Size {
        /// Width.
        width: usize,
        /// Height.
        height: usize,
    },
    /// A frame of the wrong size.
    #[error("a frame of {found} bytes where {expected} were expected")]
    FrameSize {
        /// Expected bytes.
        expected: usize,
        /// Given bytes.
        found: usize,
    },
    /// The frame rate is out of range.
    #[error("frame rate {0}: use a number of frames a second in (0, 240]")]
    Fps(f64),
    /// The H.264 encoder failed.
    #[error("H.264 encoder: {0}")]
    Encoder(String),
    /// The MP4 muxer failed.
    #[error("MP4 muxer: {0}")]
    Mux(String),
    /// The GIF encoder failed.
    #[error("GIF encoder: {0}")]
    Gif(String),
    /// The file name says neither MP4 nor GIF.
    #[error("{0}: name the video .mp4 (H.264) or .gif")]
    Format(PathBuf),
    /// Nothing was recorded: no frame came (the file is removed).
    #[error("no frames came to record into {0}, so no file was kept")]
    Empty(PathBuf),
    /// The writer was already finished.
    #[error("the video is already finished")]
    Finished,
    /// The encoder thread stopped.
    #[error("the encoder thread stopped: {0}")]
    Thread(String),
}

impl VideoError {
    fn io(path: &Path, source: std::io::Error) -> Self {
        Self::Io {
            path: path.to_path_buf(),
            source,
        }
    }
}

/// MP4 or GIF, by the file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// H.264 in MP4.
    Mp4,
    /// Animated GIF.
    Gif,
}

impl Format {
    /// The format `path` names.
    pub fn of(path: &Path) -> Result<Self, VideoError> {
        match path
            .extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase())
            .as_deref()
        {
            Some("mp4") => Ok(Self::Mp4),
            Some("gif") => Ok(Self::Gif),
            _ => Err(VideoError::Format(path.to_path_buf())),
        }
    }
}

/// A video file being written, of either format.
pub enum VideoWriter {
    /// MP4.
    Mp4(Box<mp4::Mp4Writer>),
    /// GIF.
    Gif(gif::GifWriter),
}

impl VideoWriter {
    /// A new video at `path` (format by extension) of `width x height` RGB frames.
    pub fn create(path: &Path, width: usize, height: usize, fps: f64) -> Result<Self, VideoError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| VideoError::io(dir, e))?;
        }
        Ok(match Format::of(path)? {
            Format::Mp4 => Self::Mp4(Box::new(mp4::Mp4Writer::create(path, width, height, fps)?)),
            Format::Gif => Self::Gif(gif::GifWriter::create(path, width, height, fps)?),
        })
    }

    /// Appends a frame shown for `seconds` (`None`: the frame rate's frame time).
    pub fn push(&mut self, rgb: &[u8], seconds: Option<f64>) -> Result<(), VideoError> {
        match (self, seconds) {
            (Self::Mp4(w), None) => w.push(rgb),
            (Self::Mp4(w), Some(s)) => w.push_timed(rgb, s),
            (Self::Gif(w), s) => w.push(rgb, s),
        }
    }

    /// Closes the file: its path and frame count. A video without frames is removed.
    pub fn finish(self) -> Result<(PathBuf, u64), VideoError> {
        let (path, frames) = match self {
            Self::Mp4(w) => w.finish()?,
            Self::Gif(w) => w.finish()?,
        };
        if frames == 0 {
            let _ = std::fs::remove_file(&path);
            return Err(VideoError::Empty(path));
        }
        Ok((path, frames))
    }
}
