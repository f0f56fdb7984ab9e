//! Every setting of a run, declared once: its doc (the `--help` text), its type, its
//! default (CleanRL's), its command-line flag and its key in `config.toml` (whether the
//! controls change it while the run goes on is the live table's to say,
//! [`live_settings!`](crate::live_settings)). [`train_settings!`] holds the table;
//! this module makes [`TrainConfig`](super::TrainConfig), its CleanRL defaults and
//! [`SETTINGS`] from it, and the command line makes its flags from the same table.
//!
//! An entry reads `/// doc`, `[kind]`, an optional `@serde(...)` for the
//! config file, then `name: Type = default;`. The kinds: `flag` (`--name VALUE` overrides
//! the preset's value), `switch` (`--name` turns it on), `optional` (a value that may be
//! absent; `--name VALUE` sets it; the type is the value's), `fixed` (no flag: set by the
//! command, e.g. `dqn`, or informational).

/// Calls `$then! { table }` with every setting of a run, in the order of the command line's
/// flags (see the module's docs for the entries' form).
#[macro_export]
macro_rules! train_settings {
    ($then:ident) => {
        $then! {
            /// QDagger or plain DQN (`train` or `dqn`).
            [fixed] algorithm: $crate::config::Algorithm = $crate::config::Algorithm::Qdagger;
            /// The preset these values started from (informational).
            [fixed] preset: $crate::config::Preset = $crate::config::Preset::Cleanrl;
            /// The game (CleanRL id, ALE/...-v5, or short name).
            [flag] env_id: String = "BreakoutNoFrameskip-v4".into();
            /// Preprocessing: cleanrl or paper.
            [flag] env_preset: $crate::config::EnvPreset = $crate::config::EnvPreset::Cleanrl;
            /// Name of the experiment (in the run directory's name).
            [flag] exp_name: String = "qdagger_dqn_atari_impalacnn".into();
            /// Seed.
            [flag] seed: u64 = 1;
            /// Agent steps of the online phase.
            [flag] total_timesteps: u64 = 10_000_000;
            /// End the online phase at this step (0: at total-timesteps), with epsilon's schedule
            /// still over total-timesteps, as in the run that goes on (a fork's arms end so).
            [flag] stop_at: u64 = 0;
            /// Adam's learning rate.
            [flag] learning_rate: f64 = 1e-4;
            /// Environments stepped in parallel.
            [flag] num_envs: usize = 1;
            /// Replay buffer capacity (each of the teacher's and the student's).
            [flag] buffer_size: usize = 1_000_000;
            /// Discount factor.
            [flag] gamma: f64 = 0.99;
            /// Target network update rate.
            [flag] tau: f64 = 1.0;
            /// Steps between target network updates.
            [flag] target_network_frequency: u64 = 1000;
            /// Batch size.
            [flag] batch_size: usize = 32;
            /// Starting exploration epsilon.
            [flag] start_e: f64 = 1.0;
            /// Final exploration epsilon.
            [flag] end_e: f64 = 0.01;
            /// Fraction of total-timesteps over which epsilon decays.
            [flag] exploration_fraction: f64 = 0.10;
            /// Step after which learning starts.
            [flag] learning_starts: u64 = 80_000;
            /// Agent steps per gradient step.
            [flag] train_frequency: u64 = 4;
            /// The student's network: impala or nature.
            [flag] student_arch: $crate::agent::Arch = $crate::agent::Arch::Impala;
            /// Teacher: hf:owner/name[:file] or a local file (default: CleanRL's Hub teacher).
            [flag] teacher: String = String::new();
            /// Experiment name of the Hub teacher.
            [flag] teacher_model_exp_name: String = "dqn_atari".into();
            /// Games to evaluate the teacher.
            [flag] teacher_eval_episodes: usize = 10;
            /// Teacher steps filling its buffer.
            [flag] teacher_steps: u64 = 500_000;
            /// Gradient steps of the offline phase.
            [flag] offline_steps: u64 = 500_000;
            /// Distillation temperature.
            [flag] temperature: f64 = 1.0;
            /// Wean the student for good once lambda falls below this (0: never).
            [flag] distill_threshold: f64 = 0.0;
            /// Multiplies lambda (1 in CleanRL, 3 in the paper).
            [flag] distill_scale: f64 = 1.0;
            /// What lambda compares: raw returns, 1 - G_S/G_T (CleanRL), or normalized between a
            /// random policy and the teacher, 1 - (G_S - R)/(G_T - R) (the paper).
            [flag] lambda_scores: $crate::agent::qdagger::LambdaScores =
                $crate::agent::qdagger::LambdaScores::Raw;
            /// KL reduction over the batch: sum (CleanRL PyTorch) or mean (CleanRL JAX).
            [flag] kl_reduction: $crate::agent::qdagger::KlReduction =
                $crate::agent::qdagger::KlReduction::Sum;
            /// TD loss: mse or huber.
            [flag] td_loss: $crate::agent::qdagger::TdLoss = $crate::agent::qdagger::TdLoss::Mse;
            /// Evaluate and checkpoint every this many offline steps.
            [flag] offline_eval_every: u64 = 100_000;
            /// Evaluate the student every this many online steps (0: never, as CleanRL).
            [flag] online_eval_every: u64 = 0;
            /// Games per student evaluation during the run (offline and online).
            [flag] eval_episodes: usize = 10;
            /// Games of the final evaluation after the online phase (CleanRL: 10).
            [optional] @serde(default, skip_serializing_if = "Option::is_none")
            final_eval_episodes: usize = Some(10);
            /// Checkpoint at every multiple of this many online steps (0: phase ends and stop
            /// only); a resumed run keeps the same steps.
            [flag] checkpoint_every: u64 = 100_000;
            /// Checkpoints kept.
            [flag] keep_checkpoints: usize = 3;
            /// Log losses every this many gradient steps.
            [flag] log_every: u64 = 100;
            /// cpu, cuda, cuda:N or auto: the GPU when one is usable, else the CPU with a line that
            /// says why (the default in a CUDA build; cpu otherwise).
            [flag] device: String = $crate::agent::DEFAULT_DEVICE.into();
            /// The CUDA levers on a GPU: none, all, or a comma-separated list of events, pool,
            /// stream, htod, lazy, adam, maxpool, cudnn, tf32, graphs, update-graph (docs/cuda.md
            /// says what each does and which a GPU check has proven). The CPU has none.
            [flag] cuda_levers: $crate::agent::CudaLevers = $crate::agent::CudaLevers::default();
            /// Gather batches from a copy of the replay buffer's frames on the device (off: assemble
            /// each batch on the host and upload it; on; auto: on a GPU whose free memory holds the
            /// frames with 2 GiB to spare). Off until a GPU check has proven it (docs/cuda.md).
            [flag] replay_on_device: $crate::agent::ReplayPlacement =
                $crate::agent::ReplayPlacement::Off;
            /// Where run directories are created.
            [flag] runs_dir: String = "runs".into();
            /// Record the first game of every evaluation (teacher, offline and final) as an MP4 in
            /// the run directory's videos/, as CleanRL's --capture-video records its games.
            [switch] capture_video: bool = false;
            /// Write the online phase's replay buffer into each checkpoint (zstd-compressed), so that
            /// --resume goes on with it instead of refilling an empty buffer.
            [switch] checkpoint_buffer: bool = false;
            /// Start the student from these weights (a local file, a teacher directory or
            /// hf:owner/name[:file]) instead of a random initialisation: fine-tuning, or continuing
            /// a teacher's training with `dqn`.
            [flag] init_from: String = String::new();
        }
    };
}

/// One setting as [`SETTINGS`] lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setting {
    /// Its key in `config.toml` (and the field of [`TrainConfig`](super::TrainConfig)).
    pub key: &'static str,
    /// What it is (the `--help` text).
    pub doc: &'static str,
    /// How the command line sets it: `flag`, `switch`, `optional` or `fixed` (no flag).
    pub kind: &'static str,
    /// The app's sliders change it while the run goes on.
    pub live: bool,
}

impl Setting {
    /// Its command-line flag (`--env-id`), if it has one.
    pub fn flag(&self) -> Option<String> {
        (self.kind != "fixed").then(|| format!("--{}", self.key.replace('_', "-")))
    }
}

/// The struct's fields from the table, one at a time: an `optional` setting's value may be
/// absent.
macro_rules! config_struct {
    (@acc [$($out:tt)*]) => {
        /// All settings of a training run, declared in [`train_settings!`]. Field names follow
        /// CleanRL's command-line flags; the defaults are CleanRL's ([`TrainConfig::cleanrl`]).
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(default, deny_unknown_fields)]
        pub struct TrainConfig { $($out)* }
    };
    (@acc [$($out:tt)*] $(#[doc = $doc:literal])* [optional]
        $(@serde($($serde:tt)*))? $name:ident : $ty:ty = $default:expr; $($rest:tt)*) => {
        config_struct!(@acc [$($out)* $(#[doc = $doc])* $(#[serde($($serde)*)])?
            pub $name: Option<$ty>,] $($rest)*);
    };
    (@acc [$($out:tt)*] $(#[doc = $doc:literal])* [$kind:ident]
        $(@serde($($serde:tt)*))? $name:ident : $ty:ty = $default:expr; $($rest:tt)*) => {
        config_struct!(@acc [$($out)* $(#[doc = $doc])* $(#[serde($($serde)*)])?
            pub $name: $ty,] $($rest)*);
    };
}

/// [`TrainConfig`](super::TrainConfig), its CleanRL defaults and [`SETTINGS`], from the
/// table.
macro_rules! declare_config {
    ($($(#[doc = $doc:literal])* [$kind:ident]
        $(@serde($($serde:tt)*))? $name:ident : $ty:ty = $default:expr;)*) => {
        config_struct!(@acc [] $($(#[doc = $doc])* [$kind]
            $(@serde($($serde)*))? $name: $ty = $default;)*);

        impl TrainConfig {
            /// CleanRL's defaults (the table in [`train_settings!`]).
            pub fn cleanrl() -> Self {
                Self { $($name: $default,)* }
            }
        }

        /// Every setting of a run, in the command line's order.
        pub const SETTINGS: &[Setting] = &[$(Setting {
            key: stringify!($name),
            doc: concat!($($doc, "\n",)*),
            kind: stringify!($kind),
            live: super::live::is_live(stringify!($name)),
        },)*];
    };
}

use serde::{Deserialize, Serialize};

crate::train_settings!(declare_config);

/// How a value reads in the settings' table: integers from 1,000 with thousands'
/// separators, switches as on/off, an empty text as a dash.
fn shown(value: Option<&toml::Value>) -> String {
    match value {
        None => "\u{2014}".into(),
        Some(toml::Value::Integer(i)) if i.abs() >= 1_000 => {
            let digits = i.abs().to_string();
            let mut out = String::new();
            for (k, ch) in digits.chars().enumerate() {
                if k > 0 && (digits.len() - k) % 3 == 0 {
                    out.push(',');
                }
                out.push(ch);
            }
            if *i < 0 {
                out.insert(0, '-');
            }
            out
        }
        Some(toml::Value::Boolean(b)) => if *b { "on" } else { "off" }.into(),
        Some(toml::Value::String(t)) if t.is_empty() => "\u{2014}".into(),
        Some(toml::Value::String(t)) => t.clone(),
        Some(v) => v.to_string(),
    }
}

/// The Markdown table of every setting (docs/training.md's, generated): its flag, its key in
/// `config.toml`, CleanRL's default, what `dqn` and the paper and demo presets change, and
/// whether it is live.
pub fn settings_table() -> String {
    let table = |c: &TrainConfig| toml::Table::try_from(c).unwrap_or_default();
    let cleanrl = table(&TrainConfig::cleanrl());
    let others = [
        table(&TrainConfig::cleanrl().dqn()),
        table(&TrainConfig::paper()),
        table(&TrainConfig::demo()),
    ];
    let mut out = String::from(
        "| flag | config key | default | dqn | paper | demo | live | meaning |\n\
         | --- | --- | --- | --- | --- | --- | --- | --- |\n",
    );
    for s in SETTINGS {
        let default = cleanrl.get(s.key);
        let changed = others.iter().map(|t| match t.get(s.key) {
            v if v == default => String::new(),
            v => shown(v),
        });
        let flag = s.flag().map_or("\u{2014}".into(), |f| format!("`{f}`"));
        let meaning = s.doc.split_whitespace().collect::<Vec<_>>().join(" ");
        out.push_str(&format!(
            "| {flag} | `{}` | {} | {} | {} | {} |\n",
            s.key,
            shown(default),
            changed.collect::<Vec<_>>().join(" | "),
            if s.live { "yes" } else { "" },
            meaning.replace('|', "\\|"),
        ));
    }
    out
}

#[cfg(test)]
#[path = "settings_tests.rs"]
mod tests;
