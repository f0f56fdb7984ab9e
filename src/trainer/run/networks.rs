//! Where a run's networks come from: the teacher (phase 1), and the weights a student starts
//! from when `--init-from` names them.

use super::{teacher_source, Run};
use crate::agent::QNetwork;
use crate::config::Algorithm;
use crate::protocol::{Phase, TrainerEvent};
use crate::teacher::{load_teacher, TeacherSource};
use crate::trainer::learner::Learner;
use crate::trainer::TrainError;

impl Run<'_> {
    /// The student (a starting network from `--init-from`, else PyTorch's initialisation from
    /// the seed), its target and Adam, and with QDagger the teacher.
    pub(super) fn networks(&mut self) -> Result<Learner, TrainError> {
        let student = match self.initial_weights()? {
            Some(network) => network,
            None => QNetwork::new(
                self.config.student_arch,
                self.num_actions,
                self.config.seed,
                &self.device,
            )?,
        };
        let teacher = match self.config.algorithm {
            Algorithm::Qdagger => Some(self.load_teacher()?),
            Algorithm::Dqn => None,
        };
        let c = &self.config;
        let mut learner = Learner::new(
            student,
            teacher,
            c.learning_rate,
            c.gamma,
            c.td_loss,
            c.kl_reduction,
        )?;
        learner.set_levers(self.levers);
        Ok(learner)
    }

    fn load_teacher(&mut self) -> Result<QNetwork, TrainError> {
        self.sink.send(TrainerEvent::PhaseStarted {
            phase: Phase::LoadTeacher,
            total: 1,
            from: 0,
        });
        let t = self.load_network(&teacher_source(&self.config))?;
        if let Some(why) = t.fallback {
            self.sink.send(TrainerEvent::Warning(why));
        }
        self.sink.send(TrainerEvent::TeacherLoaded {
            source: t.source.to_string(),
            network: t.network.arch().to_string(),
        });
        Ok(t.network)
    }

    /// A network from `source` for this run's game, on its device.
    pub(super) fn load_network(
        &self,
        source: &TeacherSource,
    ) -> Result<crate::teacher::Teacher, TrainError> {
        Ok(load_teacher(
            source,
            &self.config.env_id,
            self.num_actions,
            &self.device,
            &self.options.hub,
        )?)
    }

    /// The network of `init_from`, which the student starts from (a resumed run's student
    /// comes from its checkpoint instead): it must be the student's architecture and game.
    fn initial_weights(&mut self) -> Result<Option<QNetwork>, TrainError> {
        let from = self.config.init_from.trim();
        if from.is_empty() || self.options.resume.is_some() {
            return Ok(None);
        }
        let source = TeacherSource::resolve(
            from,
            &self.config.env_id,
            &self.config.teacher_model_exp_name,
        );
        let t = self.load_network(&source)?;
        let arch = t.network.arch();
        if arch != self.config.student_arch {
            return Err(TrainError::Config(format!(
                "--init-from {from}: that network is {arch} but the student is {}; \
                 pass --student-arch {arch} to fine-tune it",
                self.config.student_arch
            )));
        }
        self.sink.send(TrainerEvent::Warning(format!(
            "the student starts from the weights of {} ({arch}), not a random initialisation",
            t.source
        )));
        Ok(Some(t.network))
    }
}
