//! The scores lambda compares: G_T from the teacher's evaluation (its games, its log rows and
//! what a weak teacher means for distillation), and with normalised scores, a random policy's
//! return as the baseline.

use super::evaluation::Games;
use super::{mean, Control, Run};
use crate::agent::qdagger::LambdaScores;
use crate::agent::QNetwork;
use crate::env::EpisodeStats;
use crate::protocol::{Actor, Phase, TrainerEvent};
use crate::trainer::evaluate::returns;
use crate::trainer::learner::Learner;
use crate::trainer::TrainError;

impl Learner {
    /// The teacher of a QDagger run.
    pub(super) fn qdagger_teacher(&self) -> Result<&QNetwork, TrainError> {
        self.teacher
            .as_ref()
            .ok_or_else(|| TrainError::Config("QDagger needs a teacher".into()))
    }
}

impl Run<'_> {
    /// The teacher's evaluation games: `teacher_eval_episodes` at epsilon = end_e.
    pub(super) fn teacher_games(&self) -> Games {
        let seed = self.config.seed.wrapping_add(10_000);
        let episodes = self.config.teacher_eval_episodes;
        Games::new(Actor::Teacher, Phase::TeacherEval, episodes, seed)
    }

    /// Says what the teacher's evaluation found: a warning when G_T cannot drive CleanRL's
    /// coefficient, `charts/teacher/avg_episodic_return` and each game, the event.
    pub(super) fn teacher_evaluated(&mut self, g_t: f64, played: &[EpisodeStats]) {
        if g_t <= 0.0 && !self.normalised_scores() {
            self.sink.send(TrainerEvent::Warning(format!(
                "the teacher's mean return G_T is {g_t}: CleanRL's distillation coefficient \
                 1 - G_S / G_T is not meaningful for a teacher that does not score above 0; \
                 --lambda-scores normalized compares scores from a random policy's instead"
            )));
        }
        self.log_eval(
            ("charts/teacher/avg_episodic_return", g_t),
            "teacher",
            played,
            0,
        );
        self.sink.send(TrainerEvent::Evaluation {
            actor: Actor::Teacher,
            phase: Phase::TeacherEval,
            global_step: 0,
            returns: returns(played),
        });
    }

    /// The baseline of normalised scores: a random policy's mean return over as many games
    /// as the teacher's evaluation (the teacher's network is passed but never asked).
    pub(super) fn random_eval(&mut self, learner: &Learner) -> Result<Control, TrainError> {
        let net = learner.teacher.as_ref().unwrap_or(&learner.student);
        let episodes = self.config.teacher_eval_episodes;
        let seed = self.config.seed.wrapping_add(40_000);
        let Some(played) = self.play_games(
            net,
            Games::new(Actor::Random, Phase::TeacherEval, episodes, seed),
        )?
        else {
            return Ok(Control::Stop);
        };
        let returns = returns(&played);
        let r = mean(&returns);
        self.state.random_return = Some(r);
        self.log_eval(
            ("charts/random/avg_episodic_return", r),
            "random",
            &played,
            0,
        );
        if let Some(g_t) = self.state.teacher_return {
            if g_t <= r {
                self.sink.send(TrainerEvent::Warning(format!(
                    "the teacher's mean return G_T = {g_t} is no better than a random \
                     policy's ({r}): online distillation is off (lambda 0); use a better \
                     teacher"
                )));
            }
        }
        self.sink.send(TrainerEvent::Evaluation {
            actor: Actor::Random,
            phase: Phase::TeacherEval,
            global_step: 0,
            returns,
        });
        Ok(Control::Go)
    }

    /// Games of the teacher-evaluation phase: the teacher's, then as many of a random policy
    /// with normalised scores.
    pub(super) fn teacher_eval_games(&self) -> u64 {
        let games = self.config.teacher_eval_episodes as u64;
        if self.normalised_scores() {
            2 * games
        } else {
            games
        }
    }

    /// Whether lambda compares normalised scores (and so needs a random policy's return).
    pub(super) fn normalised_scores(&self) -> bool {
        self.config.lambda_scores == LambdaScores::Normalized
    }
}
