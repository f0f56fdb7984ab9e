//! The replay buffer's frames copied to the device, so that a batch is gathered there by
//! index instead of being assembled on the host and uploaded (about 1.8 MB per batch of 32,
//! every update). The host buffer stays the one that is sampled, saved and checkpointed; the
//! device keeps a mirror of its frames, brought up to date before each batch with only the
//! frames written since (a few per update).
//!
//! Which runs use it is [`ReplayPlacement`]'s choice (`--replay-on-device`).

use super::{Batch, BatchTensors, ReplayBuffer, DTYPE};
use crate::choice::UnknownChoice;
use crate::env::frame::FRAME_LEN;
use candle_core::{DType, Device, Result, Tensor};
use serde::{Deserialize, Serialize};

/// Where a run's replay frames are gathered into batches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ReplayPlacement {
    /// On the host, the batch uploaded at every update (the default until a GPU check has
    /// proven the device's copy; docs/cuda.md).
    #[default]
    Off,
    /// A copy of the frames on the device, on any device (the CPU too, which gains nothing:
    /// for tests and comparisons).
    On,
    /// On a GPU when the frames fit its free memory with room to spare, else on the host.
    Auto,
}

impl std::str::FromStr for ReplayPlacement {
    type Err = UnknownChoice;
    fn from_str(s: &str) -> std::result::Result<Self, UnknownChoice> {
        match s {
            "off" => Ok(Self::Off),
            "on" => Ok(Self::On),
            "auto" => Ok(Self::Auto),
            _ => Err(UnknownChoice::new("replay placement", s, "off, on or auto")),
        }
    }
}

/// GPU memory `auto` leaves free beside the frames: the networks, their gradients and Adam's
/// moments, the update's activations and the allocator's slack.
pub const DEVICE_HEADROOM: u64 = 2 << 30;

/// Whether frames of `frames_bytes` fit a GPU with `free_bytes` free: with
/// [`DEVICE_HEADROOM`] beside them, in at most nine tenths of what is free.
pub fn fits(frames_bytes: u64, free_bytes: u64) -> bool {
    frames_bytes.saturating_add(DEVICE_HEADROOM) <= free_bytes / 10 * 9
}

impl ReplayPlacement {
    /// Whether a buffer whose frames take `frames_bytes` is mirrored on `device`, which has
    /// `free_bytes` free (`None`: not a GPU, or its memory could not be read).
    pub fn on_device(self, device: &Device, frames_bytes: u64, free_bytes: Option<u64>) -> bool {
        match self {
            Self::Off => false,
            Self::On => true,
            Self::Auto => device.is_cuda() && free_bytes.is_some_and(|f| fits(frames_bytes, f)),
        }
    }
}

/// A device's copy of a [`ReplayBuffer`]'s frames, `[slots, 84, 84]` u8, slot
/// `environment * per-environment capacity + ring position`.
pub struct DeviceFrames {
    frames: Tensor,
    /// Entries of each environment's stream copied so far (logical count).
    copied: Vec<u64>,
    /// Scratch for the batch's slots and actions, uploaded together.
    ids: Vec<u32>,
    /// Scratch for the batch's rewards and dones, uploaded together.
    values: Vec<f32>,
}

impl DeviceFrames {
    /// Bytes the copy of `rb`'s frames takes on the device.
    pub fn bytes(rb: &ReplayBuffer) -> u64 {
        rb.capacity() as u64 * FRAME_LEN as u64
    }

    /// An empty copy of `rb`'s frames on `device` (the first [`DeviceFrames::sync`] fills it).
    pub fn new(rb: &ReplayBuffer, device: &Device) -> Result<Self> {
        let frames = Tensor::zeros((rb.capacity(), 84, 84), DType::U8, device)?;
        Ok(Self {
            frames,
            copied: vec![0; rb.streams.len()],
            ids: Vec::new(),
            values: Vec::new(),
        })
    }

    /// Copies the frames `rb` wrote since the last call (all of them the first time): one
    /// upload per environment, two where its ring wraps. Returns the frames copied.
    pub fn sync(&mut self, rb: &ReplayBuffer) -> Result<usize> {
        let device = self.frames.device().clone();
        let mut n = 0;
        for (env, s) in rb.streams.iter().enumerate() {
            let from = self.copied[env].max(s.written.saturating_sub(s.cap as u64));
            let mut l = from;
            while l < s.written {
                let p = s.pos(l);
                let run = ((s.written - l) as usize).min(s.cap - p);
                for (first, part) in s.frames.run(p, run) {
                    let n = part.len() / FRAME_LEN;
                    let chunk = Tensor::from_slice(part, (n, 84, 84), &device)?;
                    self.frames.slice_set(&chunk, 0, env * s.cap + first)?;
                }
                l += run as u64;
                n += run;
            }
            self.copied[env] = s.written;
        }
        Ok(n)
    }

    /// The batch whose frames `batch.slots` names ([`ReplayBuffer::sample_slots_into`]),
    /// gathered from the copy: what [`Batch::to_tensors`] makes of the same transitions from
    /// the host, in two uploads (slots with actions, rewards with dones) and one gather.
    /// Call [`DeviceFrames::sync`] after the buffer's last write.
    pub fn tensors(&mut self, batch: &Batch, stack: usize) -> Result<BatchTensors> {
        let b = batch.len();
        if batch.slots.len() != 2 * b * stack {
            candle_core::bail!(
                "the batch names {} frames, {} are needed (sample it with sample_slots_into)",
                batch.slots.len(),
                2 * b * stack
            );
        }
        let device = self.frames.device();
        self.ids.clear();
        self.ids.extend_from_slice(&batch.slots);
        self.ids.extend_from_slice(&batch.actions);
        self.values.clear();
        self.values.extend_from_slice(&batch.rewards);
        self.values.extend_from_slice(&batch.dones);
        let ids = Tensor::from_slice(&self.ids, self.ids.len(), device)?;
        let values = Tensor::from_slice(&self.values, 2 * b, device)?.to_dtype(DTYPE)?;
        let frames = self
            .frames
            .index_select(&ids.narrow(0, 0, 2 * b * stack)?, 0)?
            .reshape((2, b, stack, 84, 84))?;
        Ok(BatchTensors {
            obs: frames.get(0)?,
            next_obs: frames.get(1)?,
            actions: ids.narrow(0, 2 * b * stack, b)?,
            rewards: values.narrow(0, 0, b)?,
            dones: values.narrow(0, b, b)?,
            teacher_q: None,
        })
    }
}

#[cfg(test)]
#[path = "device_tests.rs"]
mod tests;
