//! Every setting of a run (declared once, in [`train_settings!`]), with CleanRL's names and defaults
//! (`qdagger_dqn_atari_impalacnn.py` and `dqn_atari.py`), the presets, and the live settings
//! that the app's and the page's controls change while the run goes on (declared once, in
//! [`live_settings!`]).

use crate::agent::qdagger::{LambdaScores, TdLoss};
use crate::agent::Arch;
use crate::env::EnvConfig;
use serde::{Deserialize, Serialize};

pub mod live;
mod settings;

/// What is wrong with a run's settings; the message says what to change.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ConfigError {
    /// Values out of their ranges, one message each, naming the flag to change.
    #[error("{}", .0.join("; "))]
    Invalid(Vec<String>),
    /// A config file that is not a run's settings (TOML's message).
    #[error("{0}")]
    Toml(String),
    /// A live setting out of the range the trainer accepts (a checkpoint's).
    #[error("out-of-range live setting {0:?}")]
    LiveOutOfRange(LiveParam),
}
pub use live::{LiveParam, LiveParams, LiveSetting, RunSettings, Scale, LIVE_SETTINGS};
pub use settings::{settings_table, Setting, TrainConfig, SETTINGS};

/// What a run trains.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// QDagger: teacher evaluation, teacher buffer, offline phase, online phase.
    Qdagger,
    /// Tabula-rasa DQN (CleanRL's `dqn_atari`).
    Dqn,
}

/// Which preprocessing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EnvPreset {
    /// CleanRL's `make_env`.
    Cleanrl,
    /// The paper's: sticky actions 0.25, all 18 actions, no episodic life.
    Paper,
}

impl std::str::FromStr for EnvPreset {
    type Err = crate::choice::UnknownChoice;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "cleanrl" => Ok(Self::Cleanrl),
            "paper" => Ok(Self::Paper),
            _ => Err(crate::choice::UnknownChoice::new(
                "environment preset",
                s,
                "cleanrl or paper",
            )),
        }
    }
}

/// A named set of defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Preset {
    /// CleanRL's hyperparameters.
    Cleanrl,
    /// The QDagger paper's (google-research/reincarnating_rl `qdagger_dqn.gin`), as far as
    /// we implement them; see [`TrainConfig::paper`].
    Paper,
    /// Small sizes so that every phase is reached within minutes on a 2-core CPU.
    Demo,
}

impl TrainConfig {
    /// The online step the run ends at: `stop_at`, or `total_timesteps` without one.
    pub fn online_end(&self) -> u64 {
        match self.stop_at {
            0 => self.total_timesteps,
            s => s.min(self.total_timesteps),
        }
    }
}

impl Default for TrainConfig {
    fn default() -> Self {
        Self::cleanrl()
    }
}

impl TrainConfig {
    /// The paper's settings that fit our implementation: temperature 0.1, distillation
    /// coefficient scaled by 3 and computed from normalised scores, Huber loss, target update
    /// every 8,000 steps, 1M offline steps, sticky actions with the full action set and no
    /// episodic life. Not implemented (listed in docs/qdagger.md): 3-step returns, training on
    /// the teacher's own saved buffer, the learning rate following lambda.
    pub fn paper() -> Self {
        Self {
            preset: Preset::Paper,
            env_preset: EnvPreset::Paper,
            temperature: 0.1,
            distill_scale: 3.0,
            lambda_scores: LambdaScores::Normalized,
            td_loss: TdLoss::Huber,
            target_network_frequency: 8000,
            offline_steps: 1_000_000,
            ..Self::cleanrl()
        }
    }

    /// Sizes for a demonstration on a 2-core CPU: every phase within minutes, with the
    /// Nature CNN as the student (the IMPALA update is too slow on a CPU for now), on Pong,
    /// the game with a bundled teacher (so that it runs without internet), with lambda from
    /// normalised scores (Pong's returns are negative, where CleanRL's raw ratio stops the
    /// distillation at once).
    pub fn demo() -> Self {
        Self {
            preset: Preset::Demo,
            env_id: "PongNoFrameskip-v4".into(),
            lambda_scores: LambdaScores::Normalized,
            total_timesteps: 10_000,
            buffer_size: 10_000,
            learning_starts: 1_000,
            target_network_frequency: 500,
            student_arch: Arch::Nature,
            teacher_eval_episodes: 3,
            teacher_steps: 10_000,
            // Enough for the student to play a little; what it lacks it learns online, where
            // the teacher labels the states its own play reaches. With CleanRL's exploration
            // fraction (0.1 of 10,000 steps), epsilon is already at `end_e` when the online
            // phase begins (its step counter starts at `offline_steps`), so the student plays
            // its own policy at once rather than a mostly random one.
            offline_steps: 3_000,
            offline_eval_every: 1_000,
            online_eval_every: 500,
            // The paper's: a sharper teacher distribution to copy.
            temperature: 0.1,
            eval_episodes: 2,
            final_eval_episodes: Some(2),
            checkpoint_every: 5_000,
            log_every: 10,
            ..Self::cleanrl()
        }
    }

    /// The defaults of `preset`.
    pub fn preset(preset: Preset) -> Self {
        match preset {
            Preset::Cleanrl => Self::cleanrl(),
            Preset::Paper => Self::paper(),
            Preset::Demo => Self::demo(),
        }
    }

    /// This preset as tabula-rasa DQN: CleanRL's `dqn_atari.py`, whose network is the Nature
    /// CNN (so that the result can teach).
    pub fn dqn(self) -> Self {
        Self {
            algorithm: Algorithm::Dqn,
            exp_name: "dqn_atari".into(),
            student_arch: Arch::Nature,
            ..self
        }
    }

    /// Games of the final evaluation.
    pub fn final_eval_games(&self) -> usize {
        self.final_eval_episodes.unwrap_or(self.eval_episodes)
    }

    /// The environment settings.
    pub fn env_config(&self) -> EnvConfig {
        match self.env_preset {
            EnvPreset::Cleanrl => EnvConfig::cleanrl(&self.env_id),
            EnvPreset::Paper => EnvConfig::paper(&self.env_id),
        }
    }

    /// Checks every value; the error says what to change.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let mut errs = Vec::new();
        let mut need = |ok: bool, msg: String| {
            if !ok {
                errs.push(msg);
            }
        };
        need(
            self.num_envs >= 1 && self.num_envs <= 256,
            format!("--num-envs must be in 1..=256, got {}", self.num_envs),
        );
        need(
            self.batch_size >= 1,
            "--batch-size must be at least 1".into(),
        );
        need(
            self.buffer_size >= self.batch_size.max(self.num_envs * 8),
            format!(
                "--buffer-size ({}) must be at least the batch size ({}) and 8 per environment",
                self.buffer_size, self.batch_size
            ),
        );
        need(
            (0.0..=1.0).contains(&self.gamma),
            format!("--gamma must be in [0, 1], got {}", self.gamma),
        );
        need(
            self.tau > 0.0 && self.tau <= 1.0,
            format!("--tau must be in (0, 1], got {}", self.tau),
        );
        need(
            (0.0..=1.0).contains(&self.start_e) && (0.0..=1.0).contains(&self.end_e),
            "--start-e and --end-e must be in [0, 1]".into(),
        );
        need(
            self.exploration_fraction > 0.0 && self.exploration_fraction <= 1.0,
            format!(
                "--exploration-fraction must be in (0, 1], got {}",
                self.exploration_fraction
            ),
        );
        need(
            self.target_network_frequency >= 1,
            "--target-network-frequency must be at least 1".into(),
        );
        need(
            self.distill_scale >= 0.0,
            "--distill-scale must not be negative".into(),
        );
        need(
            self.total_timesteps >= 1,
            "--total-timesteps must be at least 1".into(),
        );
        need(
            self.stop_at <= self.total_timesteps,
            format!(
                "--stop-at {} is past --total-timesteps {}: give a step within the run (0: its end)",
                self.stop_at, self.total_timesteps
            ),
        );
        need(
            self.eval_episodes >= 1
                && self.teacher_eval_episodes >= 1
                && self.final_eval_episodes != Some(0),
            "--eval-episodes, --final-eval-episodes and --teacher-eval-episodes must be at \
             least 1"
                .into(),
        );
        need(
            self.keep_checkpoints >= 1,
            "--keep-checkpoints must be at least 1".into(),
        );
        need(self.log_every >= 1, "--log-every must be at least 1".into());
        if self.algorithm == Algorithm::Qdagger {
            need(
                self.teacher_steps >= self.batch_size as u64,
                format!(
                    "--teacher-steps ({}) must be at least the batch size ({})",
                    self.teacher_steps, self.batch_size
                ),
            );
        }
        // The live settings' ranges are the controls', so that a run resumes with any value
        // it started with.
        errs.extend(LiveParams::range_errors(self));
        if errs.is_empty() {
            Ok(())
        } else {
            Err(ConfigError::Invalid(errs))
        }
    }

    /// What viewers read of this config ([`RunSettings`]).
    pub fn run_settings(&self) -> RunSettings {
        let qdagger = self.algorithm == Algorithm::Qdagger;
        RunSettings {
            qdagger,
            total_timesteps: self.total_timesteps,
            offline_steps: if qdagger { self.offline_steps } else { 0 },
            start_e: self.start_e,
            end_e: self.end_e,
            live: LiveParams::from_config(self),
        }
    }

    /// The config as TOML (saved beside every checkpoint and log).
    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self).unwrap_or_else(|e| format!("# could not serialise: {e}\n"))
    }

    /// Reads a config saved by [`TrainConfig::to_toml`].
    pub fn from_toml(s: &str) -> Result<Self, ConfigError> {
        toml::from_str(s).map_err(|e| ConfigError::Toml(e.to_string()))
    }
}

#[cfg(test)]
mod tests;
