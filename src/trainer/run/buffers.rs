//! The online phase's buffer and environments: the student's buffer D_S, new or restored
//! from a checkpoint, and the pool it acts on.

use super::Run;
use crate::agent::{ReplayBuffer, ReplaySpec};
use crate::env::EnvPool;
use crate::protocol::TrainerEvent;
use crate::trainer::TrainError;

impl Run<'_> {
    /// The student's buffer D_S for an online phase that starts at step `first`, and the
    /// transitions it must hold before learning: the buffer saved with the checkpoint a
    /// resumed run started from (`checkpoint_buffer`), checked against the run, else a new
    /// empty one. A resumed run's empty buffer refills to `learning_starts` transitions (at
    /// most the buffer) before learning resumes, instead of fitting a few dozen.
    pub(super) fn student_buffer(
        &mut self,
        first: u64,
    ) -> Result<(ReplayBuffer, usize), TrainError> {
        let batch = self.config.batch_size;
        if let Some(path) = self.saved_replay.take().filter(|_| first > 0) {
            let spec = ReplaySpec {
                env_id: self.config.env_id.clone(),
                capacity: self.config.buffer_size,
                num_envs: self.config.num_envs,
                stack: 4,
            };
            let rb = ReplayBuffer::load(&path, &spec)?;
            self.sink.send(TrainerEvent::Warning(format!(
                "the student's replay buffer holds {} transitions from the checkpoint (digest \
                 {:016x}); learning goes on without refilling it",
                rb.len(),
                rb.digest()
            )));
            return Ok((rb, batch));
        }
        let rb = ReplayBuffer::new(
            self.config.buffer_size,
            self.config.num_envs,
            4,
            self.config.seed.wrapping_add(2 + self.state.resumes),
        )?;
        let refill = if first > 0 {
            (self.config.learning_starts as usize).min(self.config.buffer_size)
        } else {
            0
        };
        Ok((rb, batch.max(refill)))
    }

    /// The online phase's environments, seeded anew at each resume.
    pub(super) fn online_envs(&self) -> Result<EnvPool, TrainError> {
        let seed = self
            .config
            .seed
            .wrapping_add(self.state.resumes * 1_000_003);
        Ok(EnvPool::new(&self.env, self.config.num_envs, seed, None)?)
    }
}
