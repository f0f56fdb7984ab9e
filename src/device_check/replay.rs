//! `check-device`'s check of `--replay-on-device`: batches gathered on a device from its
//! copy of a replay buffer's frames against the batches the host assembles and uploads, for
//! the same draws, and the time each takes per batch while the buffer keeps being written
//! (four steps between batches, as `--train-frequency 4`).

use super::median;
use crate::agent::{Batch, BatchTensors, DeviceFrames, ReplayBuffer};
use crate::env::frame::FRAME_LEN;
use candle_core::{Device, Result, Tensor};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::time::Instant;

/// What the check found.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayCheck {
    /// Frames the buffer holds (one per transition).
    pub frames: usize,
    /// Batches compared.
    pub batches: usize,
    /// Batch size.
    pub batch: usize,
    /// Whether every gathered batch equals the host's, byte for byte.
    pub equal: bool,
    /// Median time per batch assembled on the host and uploaded, ms.
    pub host_ms: f64,
    /// Median time per batch gathered on the device (the new frames' copy included), ms.
    pub device_ms: f64,
}

/// Writes `steps` random transitions per environment of `rb` (episodes end now and then).
fn play(rb: &mut ReplayBuffer, envs: usize, steps: usize, rng: &mut Pcg64Mcg) -> Result<()> {
    let mut frame = vec![0u8; FRAME_LEN];
    for _ in 0..steps {
        for env in 0..envs {
            rng.fill(&mut frame[..64]);
            frame[64..].fill(rng.random());
            if rb.written(env) == 0 {
                rb.start(env, &frame);
                continue;
            }
            let end = rng.random_range(0..200);
            rb.add(
                env,
                rng.random_range(0..4),
                rng.random_range(-1..=1) as f32,
                end == 0,
                end == 1,
                &frame,
                Some(&frame),
            )
            .map_err(|e| candle_core::Error::Msg(e.to_string()))?;
        }
    }
    Ok(())
}

fn bytes(t: &Tensor) -> Result<Vec<u8>> {
    t.flatten_all()?.to_vec1::<u8>()
}

fn same(a: &BatchTensors, b: &BatchTensors) -> Result<bool> {
    Ok(bytes(&a.obs)? == bytes(&b.obs)?
        && bytes(&a.next_obs)? == bytes(&b.next_obs)?
        && a.actions.to_vec1::<u32>()? == b.actions.to_vec1::<u32>()?
        && a.rewards.to_vec1::<f32>()? == b.rewards.to_vec1::<f32>()?
        && a.dones.to_vec1::<f32>()? == b.dones.to_vec1::<f32>()?)
}

/// Fills a buffer of `frames` transitions over two environments, then, `batches` times,
/// writes four steps and draws a batch of `batch` both ways on `device` from clones of the
/// same buffer, compares them and times each (the device synchronised after each).
pub fn check_replay(
    device: &Device,
    frames: usize,
    batch: usize,
    batches: usize,
) -> Result<ReplayCheck> {
    let envs = 2;
    let map = |e: crate::agent::ReplayError| candle_core::Error::Msg(e.to_string());
    let mut rb = ReplayBuffer::new(frames, envs, 4, 1).map_err(map)?;
    let mut rng = Pcg64Mcg::seed_from_u64(2);
    play(&mut rb, envs, frames / envs + 100, &mut rng)?;
    let mut copy = DeviceFrames::new(&rb, device)?;
    copy.sync(&rb)?;
    let (mut host_b, mut slot_b) = (Batch::default(), Batch::default());
    let (mut host_ms, mut device_ms) = (vec![], vec![]);
    let mut equal = true;
    for _ in 0..batches {
        play(&mut rb, envs, 2, &mut rng)?;
        let mut host_rb = rb.clone();
        let t = Instant::now();
        host_rb.sample_into(batch, &mut host_b).map_err(map)?;
        let host = host_b.to_tensors(4, device)?;
        device.synchronize()?;
        host_ms.push(t.elapsed().as_secs_f64() * 1e3);
        let t = Instant::now();
        copy.sync(&rb)?;
        rb.sample_slots_into(batch, &mut slot_b).map_err(map)?;
        let gathered = copy.tensors(&slot_b, 4)?;
        device.synchronize()?;
        device_ms.push(t.elapsed().as_secs_f64() * 1e3);
        equal &= host_b.entries == slot_b.entries && same(&host, &gathered)?;
    }
    Ok(ReplayCheck {
        frames: rb.capacity(),
        batches,
        batch,
        equal,
        host_ms: median(&mut host_ms),
        device_ms: median(&mut device_ms),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cpus_copy_gathers_what_the_host_assembles() {
        let r = check_replay(&Device::Cpu, 2_000, 8, 5).unwrap();
        assert!(r.equal, "{r:?}");
        assert_eq!((r.frames, r.batches, r.batch), (2_000, 5, 8));
        assert!(r.host_ms > 0.0 && r.device_ms > 0.0, "{r:?}");
    }
}
