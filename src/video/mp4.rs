//! H.264 in MP4, with no system libraries: Cisco's OpenH264 encoder (BSD-2-Clause, built
//! from source by the `openh264` crate) and the `mp4` crate's muxer (MIT). Frames are RGB;
//! they are converted to YUV 4:2:0 (BT.601, limited range, as the stream's VUI says).

use super::VideoError;
use bytes::Bytes;
use openh264::encoder::{
    BitRate, Encoder, EncoderConfig, FrameRate, IntraFramePeriod, QpRange, RateControlMode,
    UsageType, VuiConfig,
};
use openh264::formats::YUVSlices;
use openh264::OpenH264API;
use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};

/// Time units per second in the MP4 track.
const TIMESCALE: u32 = 90_000;

/// Writes RGB frames of one size into an H.264 MP4 file.
pub struct Mp4Writer {
    path: PathBuf,
    width: usize,
    height: usize,
    encoder: Encoder,
    muxer: Option<mp4::Mp4Writer<BufWriter<File>>>,
    /// Frames encoded before the first SPS/PPS arrived are not possible; this holds the
    /// time of the next sample.
    next_time: u64,
    frame_duration: u32,
    frames: u64,
    /// The last encoded frame, written once the next one arrives (a frame the encoder skips
    /// lengthens it).
    pending: Option<mp4::Mp4Sample>,
    /// Frames given (the encoder may merge unchanged ones into the previous).
    given: u64,
    yuv: (Vec<u8>, Vec<u8>, Vec<u8>),
}

impl Mp4Writer {
    /// A new file at `path` for `width x height` frames (both even) at `fps` frames a second.
    pub fn create(path: &Path, width: usize, height: usize, fps: f64) -> Result<Self, VideoError> {
        if width == 0 || height == 0 || width % 2 == 1 || height % 2 == 1 {
            return Err(VideoError::Size { width, height });
        }
        if !(fps.is_finite() && fps > 0.0 && fps <= 240.0) {
            return Err(VideoError::Fps(fps));
        }
        let config = EncoderConfig::new()
            .usage_type(UsageType::ScreenContentRealTime)
            .rate_control_mode(RateControlMode::Quality)
            .bitrate(BitRate::from_bps(8_000_000))
            .max_frame_rate(FrameRate::from_hz(fps as f32))
            .qp(QpRange::new(0, 14))
            .intra_frame_period(IntraFramePeriod::from_num_frames((fps * 2.0).ceil() as u32))
            .skip_frames(false)
            .num_threads(1)
            .vui(VuiConfig::bt601());
        let encoder = Encoder::with_api_config(OpenH264API::from_source(), config)
            .map_err(|e| VideoError::Encoder(e.to_string()))?;
        let file = File::create(path).map_err(|e| VideoError::io(path, e))?;
        Ok(Self {
            path: path.to_path_buf(),
            width,
            height,
            encoder,
            muxer: Some(
                mp4::Mp4Writer::write_start(
                    BufWriter::new(file),
                    &mp4::Mp4Config {
                        major_brand: (*b"isom").into(),
                        minor_version: 512,
                        compatible_brands: vec![
                            (*b"isom").into(),
                            (*b"iso2").into(),
                            (*b"avc1").into(),
                            (*b"mp41").into(),
                        ],
                        timescale: TIMESCALE,
                    },
                )
                .map_err(|e| VideoError::Mux(e.to_string()))?,
            ),
            next_time: 0,
            frame_duration: (TIMESCALE as f64 / fps).round() as u32,
            frames: 0,
            pending: None,
            given: 0,
            yuv: (vec![], vec![], vec![]),
        })
    }

    /// Frames given so far.
    pub fn frames_given(&self) -> u64 {
        self.given
    }

    /// Appends one frame (`width x height x 3` RGB bytes) shown for the writer's frame time.
    pub fn push(&mut self, rgb: &[u8]) -> Result<(), VideoError> {
        self.push_for(rgb, self.frame_duration)
    }

    /// Appends one frame shown for `seconds` (a window recorded at a varying frame rate).
    pub fn push_timed(&mut self, rgb: &[u8], seconds: f64) -> Result<(), VideoError> {
        let d = (seconds.clamp(1e-3, 10.0) * TIMESCALE as f64).round() as u32;
        self.push_for(rgb, d)
    }

    fn push_for(&mut self, rgb: &[u8], duration: u32) -> Result<(), VideoError> {
        let (w, h) = (self.width, self.height);
        if rgb.len() != w * h * 3 {
            return Err(VideoError::FrameSize {
                expected: w * h * 3,
                found: rgb.len(),
            });
        }
        rgb_to_yuv420(rgb, w, h, &mut self.yuv);
        let source = YUVSlices::new(
            (&self.yuv.0, &self.yuv.1, &self.yuv.2),
            (w, h),
            (w, w / 2, w / 2),
        );
        let stream = self
            .encoder
            .encode(&source)
            .map_err(|e| VideoError::Encoder(e.to_string()))?;
        let mut annex_b = Vec::new();
        stream.write_vec(&mut annex_b);
        let mut sample = Vec::new();
        let (mut sps, mut pps, mut key) = (None, None, false);
        for nal in nal_units(&annex_b) {
            match nal[0] & 0x1f {
                7 => sps = Some(nal.to_vec()),
                8 => pps = Some(nal.to_vec()),
                9 => {} // access unit delimiter
                t => {
                    key |= t == 5;
                    sample.extend_from_slice(&(nal.len() as u32).to_be_bytes());
                    sample.extend_from_slice(nal);
                }
            }
        }
        let muxer = self.muxer.as_mut().ok_or(VideoError::Finished)?;
        if self.given == 0 {
            let (Some(sps), Some(pps)) = (sps, pps) else {
                return Err(VideoError::Encoder(
                    "the first frame came without SPS/PPS".into(),
                ));
            };
            muxer
                .add_track(&mp4::TrackConfig {
                    track_type: mp4::TrackType::Video,
                    timescale: TIMESCALE,
                    language: "und".into(),
                    media_conf: mp4::MediaConfig::AvcConfig(mp4::AvcConfig {
                        width: w as u16,
                        height: h as u16,
                        seq_param_set: sps,
                        pic_param_set: pps,
                    }),
                })
                .map_err(|e| VideoError::Mux(e.to_string()))?;
        }
        self.given += 1;
        if sample.is_empty() {
            // A frame the encoder skipped: the previous one stays longer.
            if let Some(p) = self.pending.as_mut() {
                p.duration += duration;
            }
            self.next_time += duration as u64;
            return Ok(());
        }
        let next = mp4::Mp4Sample {
            start_time: self.next_time,
            duration,
            rendering_offset: 0,
            is_sync: key,
            bytes: Bytes::from(sample),
        };
        self.next_time += duration as u64;
        if let Some(previous) = self.pending.replace(next) {
            muxer
                .write_sample(1, &previous)
                .map_err(|e| VideoError::Mux(e.to_string()))?;
            self.frames += 1;
        }
        Ok(())
    }

    /// Writes the index and closes the file; returns its path and the frames in it (frames
    /// the encoder merged into the one before are not counted).
    pub fn finish(mut self) -> Result<(PathBuf, u64), VideoError> {
        let mut muxer = self.muxer.take().ok_or(VideoError::Finished)?;
        if let Some(last) = self.pending.take() {
            muxer
                .write_sample(1, &last)
                .map_err(|e| VideoError::Mux(e.to_string()))?;
            self.frames += 1;
        }
        muxer
            .write_end()
            .map_err(|e| VideoError::Mux(e.to_string()))?;
        use std::io::Write;
        muxer
            .into_writer()
            .flush()
            .map_err(|e| VideoError::io(&self.path, e))?;
        Ok((self.path.clone(), self.frames))
    }
}

/// The NAL units of an Annex B byte stream (start codes removed).
fn nal_units(data: &[u8]) -> Vec<&[u8]> {
    let mut starts = Vec::new();
    let mut i = 0;
    while i + 3 <= data.len() {
        if data[i] == 0 && data[i + 1] == 0 && data[i + 2] == 1 {
            starts.push(i + 3);
            i += 3;
        } else {
            i += 1;
        }
    }
    let mut out = Vec::with_capacity(starts.len());
    for (k, &s) in starts.iter().enumerate() {
        let mut end = starts.get(k + 1).map_or(data.len(), |&n| n - 3);
        // A 4-byte start code leaves one zero before the next 3-byte one.
        while end > s && data[end - 1] == 0 && k + 1 < starts.len() {
            end -= 1;
        }
        if end > s {
            out.push(&data[s..end]);
        }
    }
    out
}

/// RGB to YUV 4:2:0, BT.601 limited range; chroma is the mean of each 2x2 block.
pub fn rgb_to_yuv420(rgb: &[u8], w: usize, h: usize, out: &mut (Vec<u8>, Vec<u8>, Vec<u8>)) {
    let (y, u, v) = out;
    y.resize(w * h, 0);
    u.resize(w * h / 4, 0);
    v.resize(w * h / 4, 0);
    let px = |i: usize| {
        (
            rgb[3 * i] as f32,
            rgb[3 * i + 1] as f32,
            rgb[3 * i + 2] as f32,
        )
    };
    for (i, luma) in y.iter_mut().enumerate() {
        let (r, g, b) = px(i);
        *luma = (16.0 + (65.481 * r + 128.553 * g + 24.966 * b) / 255.0).round() as u8;
    }
    for by in 0..h / 2 {
        for bx in 0..w / 2 {
            let (mut r, mut g, mut b) = (0.0, 0.0, 0.0);
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let p = px((2 * by + dy) * w + 2 * bx + dx);
                r += p.0 / 4.0;
                g += p.1 / 4.0;
                b += p.2 / 4.0;
            }
            let k = by * (w / 2) + bx;
            u[k] = (128.0 + (-37.797 * r - 74.203 * g + 112.0 * b) / 255.0).round() as u8;
            v[k] = (128.0 + (112.0 * r - 93.786 * g - 18.214 * b) / 255.0).round() as u8;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_annex_b_streams() {
        let s = [
            0, 0, 0, 1, 0x67, 1, 2, 0, 0, 1, 0x68, 3, 0, 0, 0, 1, 0x65, 4, 5,
        ];
        let units = nal_units(&s);
        assert_eq!(units, vec![&[0x67, 1, 2][..], &[0x68, 3], &[0x65, 4, 5]]);
    }

    #[test]
    fn grey_white_and_black_map_to_the_limited_range() {
        let mut out = Default::default();
        rgb_to_yuv420(&[255; 12], 2, 2, &mut out);
        assert_eq!((out.0[0], out.1[0], out.2[0]), (235, 128, 128));
        rgb_to_yuv420(&[0; 12], 2, 2, &mut out);
        assert_eq!((out.0[0], out.1[0], out.2[0]), (16, 128, 128));
    }
}
