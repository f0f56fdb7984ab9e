//! The online phase's buffer and environments: the student's buffer D_S, new or restored
//! from a checkpoint, and the pool it acts on.

use super::transitions::start_streams;
use super::Run;
use crate::agent::{ReplayBuffer, ReplaySpec};
use crate::env::state_file::load_states;
use crate::env::EnvPool;
use crate::protocol::TrainerEvent;
use crate::trainer::TrainError;

impl Run<'_> {
    /// The student's buffer D_S for an online phase that starts at step `first`, and the
    /// transitions it must hold before learning: the buffer saved with the checkpoint a
    /// resumed run started from (`checkpoint_buffer`), checked against the run, else a new
    /// empty one. A resumed run's empty buffer refills to `learning_starts` transitions (at
    /// most the buffer) before learning resumes, instead of fitting a few dozen.
    fn student_buffer(&mut self, first: u64) -> Result<(ReplayBuffer, usize), TrainError> {
        let batch = self.config.batch_size;
        if let Some(path) = self.saved_replay.take().filter(|_| first > 0) {
            let spec = ReplaySpec {
                env_id: self.config.env_id.clone(),
                capacity: self.config.buffer_size,
                num_envs: self.config.num_envs,
                stack: 4,
            };
            let rb = match &self.options.replay_share {
                Some(share) => share.load(&path, &spec)?,
                None => ReplayBuffer::load(&path, &spec)?,
            };
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
            self.config
                .seed
                .wrapping_add(2 + self.online_resumes(first)),
        )?;
        let refill = if first > 0 {
            (self.config.learning_starts as usize).min(self.config.buffer_size)
        } else {
            0
        };
        Ok((rb, batch.max(refill)))
    }

    /// The online phase's buffer, environments and the transitions the buffer must hold
    /// before learning, from step `first`: a checkpoint's buffer and environments where it
    /// kept both (the run goes on exactly where it was), else new environments whose first
    /// observations start the buffer's streams.
    pub(super) fn online_start(
        &mut self,
        first: u64,
    ) -> Result<(ReplayBuffer, EnvPool, usize), TrainError> {
        let saved_envs = self.saved_envs.take().filter(|_| first > 0);
        let whole = saved_envs.filter(|_| self.saved_replay.is_some());
        if whole.is_none() {
            // The table's values name the saved buffer's transitions, not a new buffer's.
            self.saved_teacher_q = None;
        }
        let (mut rb, learns_from) = self.student_buffer(first)?;
        let mut envs = self.online_envs(first)?;
        let n = self.config.num_envs;
        match whole {
            Some(path) => {
                let mut states = load_states(&path, &self.config.env_id, n)?;
                if let Some(seed) = self.reseed.take() {
                    rb.reseed(seed.wrapping_add(1));
                    for (i, s) in states.iter_mut().enumerate() {
                        s.reseed(seed.wrapping_add(2 + i as u64));
                    }
                }
                envs.restore(&states)?;
                self.sink.send(TrainerEvent::Warning(format!(
                    "the {n} environment(s) go on mid-game from the checkpoint: with its buffer, \
                     the run continues exactly as it would have (on as many threads as before)"
                )));
            }
            None => start_streams(&mut rb, envs.obs(), n),
        }
        Ok((rb, envs, learns_from))
    }

    /// The online phase's environments from step `first`, seeded anew at each resume of
    /// the phase.
    pub(super) fn online_envs(&self, first: u64) -> Result<EnvPool, TrainError> {
        let seed = self
            .config
            .seed
            .wrapping_add(self.online_resumes(first) * 1_000_003);
        Ok(EnvPool::new(&self.env, self.config.num_envs, seed, None)?)
    }

    /// The resumes that seed the online phase's new streams from step `first`: none when the
    /// phase starts there (a run resumed before it plays the games and fills the buffer it
    /// would have, had it never stopped), else the run's count, so that a phase resumed
    /// without its games plays new ones rather than the start's again.
    fn online_resumes(&self, first: u64) -> u64 {
        if first == 0 {
            0
        } else {
            self.state.resumes
        }
    }
}
