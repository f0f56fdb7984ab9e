//! A gradient step as the run takes it: on the run's share of the cores (a race gives each
//! side its own), with the teacher's Q-values from the table kept per transition where there
//! is one, and the optimizer's step count kept for the next checkpoint.

use super::Run;
use crate::agent::{Batch, BatchTensors, ReplayBuffer};
use crate::trainer::cores::on_cores;
use crate::trainer::learner::{Learner, PendingLosses};
use crate::trainer::teacher_q::TeacherQCache;
use crate::trainer::TrainError;

/// The table of the teacher's Q-values beside the buffer `rb` a batch was drawn from.
pub(super) type TeacherTable<'a> = (&'a mut TeacherQCache, &'a ReplayBuffer, &'a Batch);

impl Run<'_> {
    /// One gradient step on `data` with distillation coefficient `coefficient`, at the live
    /// temperature and learning rate. With `table`, the teacher's Q-values of the batch come
    /// from it (the teacher runs only on transitions it has not seen).
    pub(super) fn gradient_step(
        &mut self,
        learner: &mut Learner,
        mut data: BatchTensors,
        coefficient: f64,
        table: Option<TeacherTable<'_>>,
    ) -> Result<PendingLosses, TrainError> {
        let live = self.state.live;
        self.say_if_alone();
        self.pass_on_gpu_notes(learner);
        let device = &self.device;
        let pending = on_cores(self.options.cores.as_ref(), || {
            if let (Some((table, rb, batch)), Some(teacher)) = (table, &learner.teacher) {
                if coefficient > 0.0 {
                    data.teacher_q = Some(table.values(teacher, rb, batch, device)?);
                }
            }
            learner.update(&data, coefficient, live.temperature, live.learning_rate)
        })?;
        self.state.adam_steps = learner.adam.steps();
        Ok(pending)
    }

    /// The offline phase's table of the teacher's Q-values of every transition of D_T, for
    /// `steps` gradient steps: built before the first when the phase draws each transition
    /// more than twice (the teacher is frozen and D_T fixed), else none.
    pub(super) fn offline_teacher_q(
        &self,
        learner: &Learner,
        teacher_rb: &ReplayBuffer,
        steps: u64,
    ) -> Result<Option<TeacherQCache>, TrainError> {
        let draws = steps * self.config.batch_size as u64;
        Ok(match &learner.teacher {
            Some(t) if TeacherQCache::worthwhile(draws, teacher_rb.len()) => {
                Some(TeacherQCache::build(t, teacher_rb, &self.device)?)
            }
            _ => None,
        })
    }

    /// The online phase's table of the teacher's Q-values beside the student's buffer `rb`
    /// (src/trainer/teacher_q.rs): a QDagger run on the CPU. On a GPU the teacher's forward
    /// pass stays in the update, where it costs little.
    pub(super) fn online_teacher_q(
        &mut self,
        learner: &Learner,
        rb: &ReplayBuffer,
        qdagger: bool,
    ) -> Option<TeacherQCache> {
        let saved = self.saved_teacher_q.take();
        match &learner.teacher {
            Some(t) if qdagger && self.device.is_cpu() => {
                // A whole checkpoint's table, so that the run goes on with the values it had.
                let restored = saved.and_then(|p| {
                    TeacherQCache::load(&p, rb, t.num_actions())
                        .map_err(|e| {
                            self.sink
                                .send(crate::protocol::TrainerEvent::Warning(format!(
                                    "{e}: the teacher's Q-values are computed again (their last \
                                 bits may differ from the run's)"
                                )))
                        })
                        .ok()
                });
                Some(restored.unwrap_or_else(|| TeacherQCache::new(rb, t.num_actions())))
            }
            _ => None,
        }
    }
}
