//! Animated GIF for short clips (the `gif` crate, MIT/Apache-2.0). Colours are reduced to
//! 256 per frame by NeuQuant; the Atari's own screens use far fewer.

use super::VideoError;
use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};

/// Writes RGB frames into an animated GIF that loops.
pub struct GifWriter {
    path: PathBuf,
    width: u16,
    height: u16,
    fps: f64,
    encoder: Option<gif::Encoder<BufWriter<File>>>,
    /// Time written so far, in seconds (delays are whole centiseconds; rounding does not add
    /// up over a long clip).
    elapsed: f64,
    frames: u64,
}

impl GifWriter {
    /// A new GIF at `path`.
    pub fn create(path: &Path, width: usize, height: usize, fps: f64) -> Result<Self, VideoError> {
        if width == 0 || height == 0 || width > u16::MAX as usize || height > u16::MAX as usize {
            return Err(VideoError::Size { width, height });
        }
        if !(fps.is_finite() && fps > 0.0 && fps <= 100.0) {
            return Err(VideoError::Fps(fps));
        }
        let file = File::create(path).map_err(|e| VideoError::io(path, e))?;
        let mut encoder = gif::Encoder::new(BufWriter::new(file), width as u16, height as u16, &[])
            .map_err(|e| VideoError::Gif(e.to_string()))?;
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .map_err(|e| VideoError::Gif(e.to_string()))?;
        Ok(Self {
            path: path.to_path_buf(),
            width: width as u16,
            height: height as u16,
            fps,
            encoder: Some(encoder),
            elapsed: 0.0,
            frames: 0,
        })
    }

    /// Appends a frame shown for `seconds` (default: one frame time).
    pub fn push(&mut self, rgb: &[u8], seconds: Option<f64>) -> Result<(), VideoError> {
        let expected = self.width as usize * self.height as usize * 3;
        if rgb.len() != expected {
            return Err(VideoError::FrameSize {
                expected,
                found: rgb.len(),
            });
        }
        let shown = seconds.unwrap_or(1.0 / self.fps).max(0.0);
        let before = (self.elapsed * 100.0).round();
        self.elapsed += shown;
        let delay = ((self.elapsed * 100.0).round() - before).max(1.0) as u16;
        let mut frame = gif::Frame::from_rgb_speed(self.width, self.height, rgb, 10);
        frame.delay = delay;
        self.encoder
            .as_mut()
            .ok_or(VideoError::Finished)?
            .write_frame(&frame)
            .map_err(|e| VideoError::Gif(e.to_string()))?;
        self.frames += 1;
        Ok(())
    }

    /// Closes the file.
    pub fn finish(mut self) -> Result<(PathBuf, u64), VideoError> {
        let encoder = self.encoder.take().ok_or(VideoError::Finished)?;
        let mut out = encoder
            .into_inner()
            .map_err(|e| VideoError::Gif(e.to_string()))?;
        use std::io::Write;
        out.flush().map_err(|e| VideoError::io(&self.path, e))?;
        Ok((self.path.clone(), self.frames))
    }
}
