//! Encoding on a thread of its own behind a bounded queue, so that recording never stalls
//! the training or the window. A frame that finds the queue full is not waited for: it is
//! counted, and the count is reported (in the result, and to whoever watches `behind`).

use super::{VideoError, VideoWriter};
use crossbeam_channel::{bounded, Sender, TrySendError};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

/// Frames the queue holds before the encoder counts as behind.
pub const QUEUE: usize = 64;

/// A finished recording.
#[derive(Clone, Debug, PartialEq)]
pub struct Recording {
    /// The file.
    pub path: PathBuf,
    /// Frames in it.
    pub frames: u64,
    /// Frames not recorded because the encoder was behind.
    pub dropped: u64,
}

struct Frame {
    rgb: Vec<u8>,
    seconds: Option<f64>,
}

/// A video being recorded on its encoder thread.
pub struct Recorder {
    tx: Option<Sender<Frame>>,
    thread: Option<JoinHandle<Result<(PathBuf, u64), VideoError>>>,
    dropped: Arc<AtomicU64>,
    size: (usize, usize),
}

impl Recorder {
    /// Starts a video at `path` (`.mp4` or `.gif`) of `width x height` frames at `fps`. The
    /// file is created before this returns, so a bad path is an error here.
    pub fn start(path: &Path, width: usize, height: usize, fps: f64) -> Result<Self, VideoError> {
        let mut writer = VideoWriter::create(path, width, height, fps)?;
        let (tx, rx) = bounded::<Frame>(QUEUE);
        let thread = std::thread::Builder::new()
            .name("video-encoder".into())
            .spawn(move || {
                let mut first_error = None;
                for f in rx.iter() {
                    if first_error.is_none() {
                        if let Err(e) = writer.push(&f.rgb, f.seconds) {
                            first_error = Some(e);
                        }
                    }
                }
                match first_error {
                    Some(e) => Err(e),
                    None => writer.finish(),
                }
            })
            .map_err(|e| VideoError::Thread(e.to_string()))?;
        Ok(Self {
            tx: Some(tx),
            thread: Some(thread),
            dropped: Arc::new(AtomicU64::new(0)),
            size: (width, height),
        })
    }

    /// The frame size this recording takes.
    pub fn size(&self) -> (usize, usize) {
        self.size
    }

    /// Queues a frame (shown for `seconds`, or one frame time). Returns `false` when the
    /// encoder is behind and the frame was not recorded (it is counted).
    pub fn push(&self, rgb: Vec<u8>, seconds: Option<f64>) -> bool {
        let Some(tx) = &self.tx else { return false };
        match tx.try_send(Frame { rgb, seconds }) {
            Ok(()) => true,
            Err(TrySendError::Full(_)) | Err(TrySendError::Disconnected(_)) => {
                self.dropped.fetch_add(1, Ordering::Relaxed);
                false
            }
        }
    }

    /// Queues a frame, waiting for room (for headless recording, where nothing must be
    /// skipped and nothing else waits).
    pub fn push_wait(&self, rgb: Vec<u8>, seconds: Option<f64>) -> Result<(), VideoError> {
        let tx = self.tx.as_ref().ok_or(VideoError::Finished)?;
        tx.send(Frame { rgb, seconds })
            .map_err(|_| VideoError::Thread("the encoder stopped early".into()))
    }

    /// Frames not recorded so far because the encoder was behind.
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }

    /// Waits for the encoder to write every queued frame and close the file.
    pub fn finish(mut self) -> Result<Recording, VideoError> {
        self.tx.take();
        let thread = self.thread.take().ok_or(VideoError::Finished)?;
        let (path, frames) = thread
            .join()
            .map_err(|_| VideoError::Thread("the encoder thread panicked".into()))??;
        Ok(Recording {
            path,
            frames,
            dropped: self.dropped(),
        })
    }
}

impl Drop for Recorder {
    fn drop(&mut self) {
        // Finish the file even when the owner forgot to: close the queue, let the encoder end.
        self.tx.take();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
