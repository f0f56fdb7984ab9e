//! The teacher's Q-values of the offline phase's fixed buffer, computed once.
//!
//! The offline phase samples its batches from the teacher's buffer D_T, which no longer
//! changes, and the teacher is frozen: its Q-values of an observation are the same every
//! time that transition is drawn. CleanRL runs the teacher on every batch; when the phase
//! draws each transition more than twice on average (the demo: 32 x 4,000 draws from
//! 10,000 transitions) computing them once for the whole buffer costs less, and each
//! update then skips the teacher's forward pass. The values are the same forward pass,
//! batched differently.

use crate::agent::{Batch, QNetwork, ReplayBuffer};
use candle_core::{Device, Result, Tensor};
use std::collections::HashMap;

/// Observations per forward pass while filling the cache.
const CHUNK: usize = 256;

/// The teacher's Q-values for every transition of a buffer.
pub struct TeacherQCache {
    /// Row of each (environment, logical entry) in `values`.
    rows: HashMap<(usize, u64), usize>,
    /// `[transitions, actions]`, row-major.
    values: Vec<f32>,
    actions: usize,
}

impl TeacherQCache {
    /// Whether `draws` sampled transitions from a buffer of `len` make the cache pay for
    /// itself (each transition drawn more than twice on average).
    pub fn worthwhile(draws: u64, len: usize) -> bool {
        draws > 2 * len as u64
    }

    /// Runs `teacher` over every sampleable transition of `rb`.
    pub fn build(teacher: &QNetwork, rb: &ReplayBuffer, device: &Device) -> Result<Self> {
        let entries = rb.sampleable();
        let actions = teacher.num_actions();
        let obs_len = rb.stack() * 84 * 84;
        let mut values = Vec::with_capacity(entries.len() * actions);
        let mut obs = vec![0u8; CHUNK * obs_len];
        for chunk in entries.chunks(CHUNK) {
            for (k, &(env, l)) in chunk.iter().enumerate() {
                rb.write_obs(env, l, &mut obs[k * obs_len..(k + 1) * obs_len]);
            }
            let n = chunk.len();
            let x = Tensor::from_slice(&obs[..n * obs_len], (n, rb.stack(), 84, 84), device)?;
            let q = teacher
                .forward(&x)?
                .detach()
                .flatten_all()?
                .to_vec1::<f32>()?;
            values.extend_from_slice(&q);
        }
        let rows = entries
            .into_iter()
            .enumerate()
            .map(|(r, e)| (e, r))
            .collect();
        Ok(Self {
            rows,
            values,
            actions,
        })
    }

    /// Transitions held.
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// The teacher's Q-values of `batch`'s observations, `[B, actions]` on `device`; `None`
    /// when a transition of the batch is not in the cache.
    pub fn gather(&self, batch: &Batch, device: &Device) -> Result<Option<Tensor>> {
        let a = self.actions;
        let mut out = Vec::with_capacity(batch.entries.len() * a);
        for e in &batch.entries {
            let Some(&r) = self.rows.get(e) else {
                return Ok(None);
            };
            out.extend_from_slice(&self.values[r * a..(r + 1) * a]);
        }
        Ok(Some(Tensor::from_vec(
            out,
            (batch.entries.len(), a),
            device,
        )?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::Arch;

    /// A buffer of `n` random frames in two environments' streams.
    fn buffer(n: usize) -> ReplayBuffer {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(3);
        let mut rb = ReplayBuffer::new(n, 2, 4, 7).unwrap();
        let mut frame = vec![0u8; 84 * 84];
        for env in 0..2 {
            rng.fill(&mut frame[..]);
            rb.start(env, &frame);
        }
        for t in 0..n {
            rng.fill(&mut frame[..]);
            let done = t % 37 == 36;
            rb.add(t % 2, t % 6, 1.0, done, false, &frame, None)
                .unwrap();
        }
        rb
    }

    #[test]
    fn cached_values_are_the_teachers_forward_pass_of_each_sampled_observation() {
        let dev = Device::Cpu;
        let teacher = QNetwork::new(Arch::Nature, 6, 5, &dev).unwrap();
        let mut rb = buffer(600);
        let cache = TeacherQCache::build(&teacher, &rb, &dev).unwrap();
        assert_eq!(cache.len(), rb.sampleable().len());
        assert!(
            cache.len() > 2 * CHUNK,
            "more than one chunk: {}",
            cache.len()
        );
        let mut batch = Batch::default();
        for _ in 0..3 {
            rb.sample_into(32, &mut batch).unwrap();
            let cached = cache.gather(&batch, &dev).unwrap().unwrap();
            let direct = teacher
                .forward(&batch.to_tensors(4, &dev).unwrap().obs)
                .unwrap();
            assert_eq!(cached.dims(), &[32, 6]);
            let diff = (cached - direct)
                .unwrap()
                .abs()
                .unwrap()
                .flatten_all()
                .unwrap()
                .max(0)
                .unwrap()
                .to_scalar::<f32>()
                .unwrap();
            assert!(diff < 1e-4, "cached and direct Q-values differ by {diff}");
        }
        // A transition the cache never saw gives no values (the learner runs the teacher).
        batch.entries[0] = (0, 1 << 40);
        assert!(cache.gather(&batch, &dev).unwrap().is_none());
    }

    #[test]
    fn the_cache_is_built_only_when_transitions_are_drawn_more_than_twice() {
        assert!(TeacherQCache::worthwhile(32 * 4_000, 10_000));
        assert!(!TeacherQCache::worthwhile(32 * 500, 10_000));
        assert!(!TeacherQCache::worthwhile(20_000, 10_000));
    }
}
