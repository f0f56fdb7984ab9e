//! A run's checkpoints (with the logs synced and marked, and the student's replay buffer when
//! the run keeps it) and its resume from the newest one.

use super::{Online, Run};
use crate::agent::REPLAY_FILE;
use crate::protocol::{Phase, RunSummary, TrainerEvent};
use crate::trainer::checkpoint;
use crate::trainer::learner::Learner;
use crate::trainer::TrainError;

impl Run<'_> {
    /// Loads the newest checkpoint into `learner` and the run's state. `Some` when the run
    /// ends here: one stopped during its final evaluation runs that evaluation again; a
    /// finished one says there is nothing to resume (running its phases again would write
    /// over its checkpoints).
    pub(super) fn resume(
        &mut self,
        learner: &mut Learner,
    ) -> Result<Option<RunSummary>, TrainError> {
        self.restore(learner)?;
        if self.state.phase != Phase::Done {
            return Ok(None);
        }
        if !self.state.finished() {
            return self.finish(learner).map(Some);
        }
        self.sink.send(TrainerEvent::Warning(format!(
            "{} finished at global step {}: nothing to resume (start a new run, or one that \
             starts from its checkpoint with --init-from)",
            self.run_dir.display(),
            self.state.global_step
        )));
        Ok(Some(self.summary(true)))
    }

    /// The offline phase's end, checkpointed: a run stopped or killed before the online
    /// phase's first checkpoint resumes from here, without building the teacher's buffer and
    /// taking offline steps again.
    pub(super) fn offline_done(&mut self, learner: &Learner) -> Result<(), TrainError> {
        self.state.phase = Phase::Online;
        self.state.phase_step = 0;
        self.state.global_step = self.config.offline_steps;
        self.state.offline_sampler = None;
        self.checkpoint(learner)
    }

    fn restore(&mut self, learner: &mut Learner) -> Result<(), TrainError> {
        let loaded = checkpoint::load_latest(&self.run_dir, &self.device)?;
        learner.student.load(&loaded.student)?;
        learner.target.load(&loaded.target)?;
        learner
            .adam
            .load_state(&loaded.adam, loaded.state.adam_steps)?;
        self.state = loaded.state;
        self.state.resumes += 1;
        // A fork's repeated pair: its own streams from here on (the buffer's and the
        // environments' when the online phase starts from the checkpoint's).
        if let Some(seed) = self.state.reseed.take() {
            use rand::SeedableRng;
            self.state.rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            self.reseed = Some(seed);
        }
        let buffers = if loaded.replay.is_some() && self.state.phase == Phase::Online {
            "the student's replay buffer comes from the checkpoint"
        } else {
            "replay buffers start empty"
        };
        self.sink.send(TrainerEvent::Warning(format!(
            "resumed from {} at global step {} ({} phase); {buffers}",
            loaded.dir.display(),
            self.state.global_step,
            self.state.phase.label()
        )));
        self.saved_replay = loaded.replay;
        self.saved_envs = loaded.envs;
        self.saved_teacher_q = loaded.teacher_q;
        // The controls as the checkpoint left them, for viewers (the app, a page, `watch`).
        let defaults = crate::config::LiveParams::from_config(&self.config);
        for param in self.state.live.changes_from(&defaults) {
            self.sink.send(TrainerEvent::ParamChanged {
                global_step: self.state.global_step,
                param,
            });
        }
        Ok(())
    }

    pub(super) fn checkpoint(&mut self, learner: &Learner) -> Result<(), TrainError> {
        self.checkpoint_with(learner, None)
    }

    /// A checkpoint, with the online phase's buffer and environments when the run keeps
    /// them (`checkpoint_buffer`) or stops for a fork: such a checkpoint resumes exactly.
    pub(super) fn checkpoint_with(
        &mut self,
        learner: &Learner,
        online: Option<Online<'_>>,
    ) -> Result<(), TrainError> {
        self.state.adam_steps = learner.adam.steps();
        // The logs on disk, and how far they go, with the checkpoint.
        let _ = self.log.sync();
        self.state.logs = Some(self.log.mark());
        let online = online.filter(|_| self.config.checkpoint_buffer || self.whole_on_stop);
        let envs = match online {
            Some(o) => o.envs.states()?,
            None => vec![],
        };
        let whole = online.map(|o| checkpoint::Whole {
            replay: o.rb,
            envs: &envs,
            teacher_q: o.teacher_q,
        });
        let dir = checkpoint::save(
            &self.run_dir,
            &self.config,
            learner,
            &self.state,
            self.config.keep_checkpoints,
            whole,
        )?;
        let replay = online.map(|o| o.rb).and_then(|rb| {
            let bytes = std::fs::metadata(dir.join(REPLAY_FILE)).ok()?.len();
            Some((rb.len(), bytes))
        });
        self.sink.send(TrainerEvent::Checkpoint {
            global_step: self.state.global_step,
            path: dir,
            replay,
        });
        Ok(())
    }
}
