//! The settings a run's controls change while it goes on, declared once in
//! [`live_settings!`](crate::live_settings): each row gives the change's name on the wire
//! ([`LiveParam`]'s variant), its field in [`LiveParams`] (the key of the run setting it
//! starts from, when there is one), its value's type, its range, how a slider moves over it,
//! and its label. From the table come [`LiveParam`], [`LiveParams`], [`LIVE_SETTINGS`] (what
//! the app's and the page's controls are drawn from) and the one range check that the
//! command line, the trainer, the server and a checkpoint's loading all make.
//!
//! A row reads `/// doc`, an optional `@serde(...)` for the checkpoint's field, then
//! `Name(key: Type) { start: |config| value, range: lo..=hi, scale: Linear | Log | Toggle,
//! label: "...", short: "...", [park: |config| value,] [distill: true,] }`. `start` is the
//! value a run begins with; `park`, for an optional value (`Option<f64>`), where its slider
//! stands while the value is off; `distill` marks a setting that only a QDagger run has.

use super::TrainConfig;
use serde::{Deserialize, Serialize};

/// Calls `$then! { table }` with every live setting, in the order of [`LiveParam`]'s
/// variants (the wire's: a new row goes last).
#[macro_export]
macro_rules! live_settings {
    ($then:ident) => {
        $then! {
            /// Act with this exploration epsilon instead of the schedule's (off: follow the
            /// schedule).
            EpsilonOverride(epsilon_override: Option<f64>) {
                start: |_| None,
                range: 0.0..=1.0,
                scale: Linear,
                label: "epsilon",
                short: "\u{3b5}",
                park: |c| c.end_e,
            }
            /// Distil while lambda (how far the student's score is below the teacher's) is
            /// at least this; once it falls below, the student is weaned for good (0: never).
            DistillThreshold(distill_threshold: f64) {
                start: |c| c.distill_threshold,
                range: 0.0..=1.0,
                scale: Linear,
                label: "distill threshold",
                short: "threshold",
                distill: true,
            }
            /// The distillation temperature T: the policies compared are softmax(Q / T).
            Temperature(temperature: f64) {
                start: |c| c.temperature,
                range: 0.01..=100.0,
                scale: Log,
                label: "temperature",
                short: "T",
                distill: true,
            }
            /// Adam's learning rate.
            LearningRate(learning_rate: f64) {
                start: |c| c.learning_rate,
                range: 1e-6..=0.1,
                scale: Log,
                label: "learning rate",
                short: "lr",
            }
            /// Agent steps per gradient step.
            TrainFrequency(train_frequency: u64) {
                start: |c| c.train_frequency,
                range: 1.0..=64.0,
                scale: Linear,
                label: "train frequency",
                short: "train freq",
            }
            /// Play at the game's own speed (60 frames a second) instead of as fast as it
            /// trains, for watching.
            @serde(default)
            NaturalSpeed(natural_speed: bool) {
                start: |_| false,
                range: 0.0..=1.0,
                scale: Toggle,
                label: "watch at the game's speed",
                short: "natural speed",
            }
        }
    };
}

/// How a live setting's control moves over its range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    /// Equal travel per unit (an integer setting moves by whole steps).
    Linear,
    /// Equal travel per decade.
    Log,
    /// On or off (a checkbox).
    Toggle,
}

impl Scale {
    /// Its name in the page's table (`linear`, `log`, `toggle`).
    pub fn name(self) -> &'static str {
        match self {
            Scale::Linear => "linear",
            Scale::Log => "log",
            Scale::Toggle => "toggle",
        }
    }
}

/// The value types a live setting may have, as the controls see them: a number, or none.
pub trait LiveValue: Copy + PartialEq {
    /// Whole numbers only.
    const INTEGER: bool = false;
    /// The value may be off (`None`).
    const OPTIONAL: bool = false;
    /// The value as a number (`None`: off; a switch is 0 or 1).
    fn number(self) -> Option<f64>;
    /// The value of `number` (rounded for an integer, on from 0.5 for a switch).
    fn from_number(number: Option<f64>) -> Self;
}

impl LiveValue for f64 {
    fn number(self) -> Option<f64> {
        Some(self)
    }
    fn from_number(number: Option<f64>) -> Self {
        number.unwrap_or(f64::NAN)
    }
}

impl LiveValue for u64 {
    const INTEGER: bool = true;
    fn number(self) -> Option<f64> {
        Some(self as f64)
    }
    fn from_number(number: Option<f64>) -> Self {
        // `as` saturates: a negative or NaN number is 0, which no range holds.
        number.map_or(0, |v| v.round() as u64)
    }
}

impl LiveValue for bool {
    fn number(self) -> Option<f64> {
        Some(if self { 1.0 } else { 0.0 })
    }
    fn from_number(number: Option<f64>) -> Self {
        number.is_some_and(|v| v >= 0.5)
    }
}

impl LiveValue for Option<f64> {
    const OPTIONAL: bool = true;
    fn number(self) -> Option<f64> {
        self
    }
    fn from_number(number: Option<f64>) -> Self {
        number
    }
}

/// A number as a person writes it: `1e-6`, `0.05`, `64`.
pub fn shown(v: f64) -> String {
    if v != 0.0 && !(1e-3..1e5).contains(&v.abs()) {
        format!("{v:e}")
    } else {
        format!("{v}")
    }
}

/// One live setting, as the controls draw it and the checks read it.
#[derive(Clone, Copy, Debug)]
pub struct LiveSetting {
    /// The change's name ([`LiveParam`]'s variant, the wire's tag): `DistillThreshold`.
    pub name: &'static str,
    /// Its field in [`LiveParams`] and, when it starts from one, the run setting's key:
    /// `distill_threshold`.
    pub key: &'static str,
    /// What it is (the controls' hover text).
    pub doc: &'static str,
    /// The control's label.
    pub label: &'static str,
    /// The short name a plot's marker of a change shows (`T=0.50`).
    pub short: &'static str,
    /// The values accepted, both ends included: the sliders' ends and every check's.
    pub range: (f64, f64),
    /// How its control moves.
    pub scale: Scale,
    /// Whole numbers only.
    pub integer: bool,
    /// The value may be off (a checkbox beside the slider).
    pub optional: bool,
    /// Only a QDagger run has it (the distillation's settings).
    pub distill: bool,
    /// Its value in `params`, as a number (`None`: off).
    pub read: fn(&LiveParams) -> Option<f64>,
    /// The change that sets it to `number` (`None`: off).
    pub make: fn(Option<f64>) -> LiveParam,
    /// Where an optional value's slider stands while it is off, for a run of this config.
    pub park: fn(&TrainConfig) -> f64,
}

impl LiveSetting {
    /// Whether `number` is a value it accepts (off is, for an optional setting).
    pub fn accepts(&self, number: Option<f64>) -> bool {
        match number {
            None => self.optional,
            Some(v) => {
                v >= self.range.0 && v <= self.range.1 && (!self.integer || v.fract() == 0.0)
            }
        }
    }

    /// `number` as a control, a marker and the settings' list show it: a switch as on or
    /// off, integers whole, values below 0.01 in scientific form (`1.0e-4`), others with two
    /// decimals; off as `off`. (The page's `formatLive` writes the same.)
    pub fn format(&self, number: Option<f64>) -> String {
        match number {
            None => "off".into(),
            Some(v) if self.scale == Scale::Toggle => if v >= 0.5 { "on" } else { "off" }.into(),
            Some(v) if self.integer => format!("{v:.0}"),
            Some(v) if v != 0.0 && v.abs() < 0.01 => format!("{v:.1e}"),
            Some(v) => format!("{v:.2}"),
        }
    }

    /// Whether the run settings (`config.toml`, the command line) have a setting of its key.
    pub fn from_config(&self) -> bool {
        super::SETTINGS.iter().any(|s| s.key == self.key)
    }

    /// The setting named `name` ([`LiveParam`]'s variant).
    pub fn named(name: &str) -> Option<&'static LiveSetting> {
        LIVE_SETTINGS.iter().find(|s| s.name == name)
    }
}

/// Whether `key` is a live setting's (for the settings' table; usable in a constant).
pub const fn is_live(key: &str) -> bool {
    let mut i = 0;
    while i < LIVE_KEYS.len() {
        if same(LIVE_KEYS[i], key) {
            return true;
        }
        i += 1;
    }
    false
}

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// A live setting's optional slider position while off (the range's low end unless the
/// row says).
macro_rules! park {
    ($lo:expr, $park:expr) => {
        $park
    };
    ($lo:expr,) => {
        |_| $lo
    };
}

/// Whether the row says `distill: true`.
macro_rules! distill {
    () => {
        false
    };
    ($d:literal) => {
        $d
    };
}

/// [`LiveParam`], [`LiveParams`], [`LIVE_SETTINGS`] and the keys, from the table.
macro_rules! declare_live {
    ($($(#[doc = $doc:literal])* $(@serde($($serde:tt)*))?
        $name:ident($key:ident: $ty:ty) {
            start: $start:expr,
            range: $lo:literal..=$hi:literal,
            scale: $scale:ident,
            label: $label:literal,
            short: $short:literal,
            $(park: $park:expr,)?
            $(distill: $distill:literal,)?
        })*) => {
        /// A change of one live setting, as the controls send it and the trainer confirms
        /// it.
        #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
        #[cfg_attr(test, derive(ts_rs::TS))]
        pub enum LiveParam {
            $($(#[doc = $doc])* $name($ty),)*
        }

        /// The live settings in force: where a run starts them ([`LiveParams::from_config`]),
        /// each change applied at the trainer's next step, kept in every checkpoint.
        #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
        #[cfg_attr(test, derive(ts_rs::TS))]
        pub struct LiveParams {
            $($(#[doc = $doc])* $(#[serde($($serde)*)])? pub $key: $ty,)*
        }

        /// Every live setting, in [`LiveParam`]'s order.
        pub const LIVE_SETTINGS: &[LiveSetting] = &[$(LiveSetting {
            name: stringify!($name),
            key: stringify!($key),
            doc: concat!($($doc, "\n",)*),
            label: $label,
            short: $short,
            range: ($lo, $hi),
            scale: Scale::$scale,
            integer: <$ty as LiveValue>::INTEGER,
            optional: <$ty as LiveValue>::OPTIONAL,
            distill: distill!($($distill)?),
            read: |p| LiveValue::number(p.$key),
            make: |v| LiveParam::$name(LiveValue::from_number(v)),
            park: park!($lo as f64, $($park)?),
        },)*];

        const LIVE_KEYS: &[&str] = &[$(stringify!($key),)*];

        impl LiveParam {
            /// Its setting's row.
            pub fn setting(&self) -> &'static LiveSetting {
                let mut i = 0;
                $(
                    if let LiveParam::$name(_) = self {
                        return &LIVE_SETTINGS[i];
                    }
                    i += 1;
                )*
                unreachable!("every variant is a row of LIVE_SETTINGS ({i} rows)")
            }

            /// Its value as a number (`None`: off).
            pub fn number(&self) -> Option<f64> {
                match *self {
                    $(LiveParam::$name(v) => LiveValue::number(v),)*
                }
            }
        }

        impl LiveParams {
            /// The starting values of `config`.
            pub fn from_config(config: &TrainConfig) -> Self {
                Self {
                    $($key: {
                        let start: fn(&TrainConfig) -> $ty = $start;
                        start(config)
                    },)*
                }
            }

            /// Applies a change (whether it is in range is [`LiveParam::in_range`]'s to say).
            pub fn set(&mut self, param: LiveParam) {
                match param {
                    $(LiveParam::$name(v) => self.$key = v,)*
                }
            }

            /// Every setting, as the changes that would set it.
            pub fn as_params(&self) -> Vec<LiveParam> {
                vec![$(LiveParam::$name(self.$key),)*]
            }
        }
    };
}

crate::live_settings!(declare_live);

impl LiveParam {
    /// Whether the value is in its setting's range: the server refuses any other from a
    /// remote viewer and the trainer ignores it, so that no peer, token or not, can drive
    /// the network to NaN with a value no control gives; the command line and a
    /// checkpoint's loading make the same check.
    pub fn in_range(&self) -> bool {
        self.setting().accepts(self.number())
    }

    /// Why the value is refused, if it is: `temperature 500 is out of range [0.01, 100]`.
    pub fn refusal(&self) -> Option<String> {
        let s = self.setting();
        (!self.in_range()).then(|| {
            let value = self.number().map_or("off".into(), shown);
            format!(
                "{} {value} is out of range [{}, {}]",
                s.label,
                shown(s.range.0),
                shown(s.range.1)
            )
        })
    }

    /// The change as a plot's marker shows it: `T=0.50`, `lr=2.5e-4`, `ε off`; `None` for
    /// a switch, which is no part of the learning curve (the page's `markerOf` writes the
    /// same).
    pub fn marker(&self) -> Option<String> {
        let s = self.setting();
        match self.number() {
            _ if s.scale == Scale::Toggle => None,
            None => Some(format!("{} off", s.short)),
            v => Some(format!("{}={}", s.short, s.format(v))),
        }
    }
}

impl LiveParams {
    /// Every value in its range (see [`LiveParam::in_range`]); a checkpoint whose values
    /// are not is refused.
    pub fn validate(&self) -> Result<(), super::ConfigError> {
        match self.as_params().into_iter().find(|p| !p.in_range()) {
            Some(p) => Err(super::ConfigError::LiveOutOfRange(p)),
            None => Ok(()),
        }
    }

    /// The settings that differ from `from`, as the changes that lead there (a resumed run
    /// tells its viewers what its checkpoint's controls were set to).
    pub fn changes_from(&self, from: &LiveParams) -> Vec<LiveParam> {
        self.as_params()
            .into_iter()
            .zip(from.as_params())
            .filter(|(now, was)| now != was)
            .map(|(now, _)| now)
            .collect()
    }

    /// What the command line says of each live setting of `config` out of its range
    /// ("--temperature must be in [0.01, 100], got 0").
    pub fn range_errors(config: &TrainConfig) -> Vec<String> {
        LIVE_SETTINGS
            .iter()
            .zip(Self::from_config(config).as_params())
            .filter(|(s, p)| s.from_config() && !p.in_range())
            .map(|(s, p)| {
                let kind = if s.integer { "a whole number " } else { "" };
                format!(
                    "--{} must be {kind}in [{}, {}], got {}",
                    s.key.replace('_', "-"),
                    shown(s.range.0),
                    shown(s.range.1),
                    p.number().map_or("none".into(), shown)
                )
            })
            .collect()
    }
}

/// The settings of a run a viewer reads (the live controls' starting values, the phases'
/// lengths): the trainer reads them from its config, so that no viewer parses the config's
/// TOML.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct RunSettings {
    /// QDagger (false: DQN from scratch).
    pub qdagger: bool,
    /// Online steps.
    pub total_timesteps: u64,
    /// The offline phase's gradient steps, which a QDagger run's global step counts first
    /// (0 for DQN).
    pub offline_steps: u64,
    /// Epsilon at the start of the online phase.
    pub start_e: f64,
    /// Epsilon at the end of its schedule.
    pub end_e: f64,
    /// The live settings' starting values.
    pub live: LiveParams,
}

/// The settings of a run of CleanRL's defaults.
impl Default for RunSettings {
    fn default() -> Self {
        TrainConfig::default().run_settings()
    }
}

#[cfg(test)]
#[path = "live_tests.rs"]
mod tests;
