//! Where a phase's batches come from: assembled on the host and uploaded at each update, or
//! gathered on the device from a copy of the replay buffer's frames
//! (`--replay-on-device`). Both draw the same transitions from the buffer's generator, so a
//! run's losses do not depend on the choice.

use super::Run;
use crate::agent::{Batch, BatchTensors, DeviceFrames, ReplayBuffer};
use crate::protocol::TrainerEvent;
use crate::trainer::TrainError;
use candle_core::Device;

/// A phase's batch source.
pub(super) struct Batches {
    /// The last batch drawn (its `entries` name the transitions).
    pub batch: Batch,
    /// The device's copy of the frames, when batches are gathered there.
    copy: Option<DeviceFrames>,
    /// The run's device.
    device: Device,
}

impl Batches {
    /// Draws `size` transitions from `rb` as tensors on the run's device.
    pub fn next(&mut self, rb: &mut ReplayBuffer, size: usize) -> Result<BatchTensors, TrainError> {
        Ok(match &mut self.copy {
            Some(copy) => {
                copy.sync(rb)?;
                rb.sample_slots_into(size, &mut self.batch)?;
                copy.tensors(&self.batch, rb.stack())?
            }
            None => {
                rb.sample_into(size, &mut self.batch)?;
                self.batch.to_tensors(rb.stack(), &self.device)?
            }
        })
    }
}

impl Run<'_> {
    /// The batch source for buffer `rb`, as `--replay-on-device` and the device's free memory
    /// decide; a GPU run that asked for `auto` and does not fit is told why.
    pub(super) fn batches(&mut self, rb: &ReplayBuffer) -> Result<Batches, TrainError> {
        let bytes = DeviceFrames::bytes(rb);
        let placement = self.config.replay_on_device;
        // The driver is asked only when its answer decides.
        let free = if placement == crate::agent::ReplayPlacement::Auto {
            crate::agent::free_device_memory(&self.device)
        } else {
            None
        };
        let on = placement.on_device(&self.device, bytes, free);
        if !on && placement == crate::agent::ReplayPlacement::Auto && self.device.is_cuda() {
            let free = free.map_or("unknown".into(), |f| format!("{:.1} GB", f as f64 / 1e9));
            self.sink.send(TrainerEvent::Warning(format!(
                "--replay-on-device auto: the replay buffer's frames ({:.1} GB) do not fit \
                 the GPU's free memory ({free}) with room to spare: batches are assembled on \
                 the host (a smaller --buffer-size fits)",
                bytes as f64 / 1e9
            )));
        }
        let copy = if on {
            Some(DeviceFrames::new(rb, &self.device)?)
        } else {
            None
        };
        Ok(Batches {
            batch: Batch::default(),
            copy,
            device: self.device.clone(),
        })
    }
}
