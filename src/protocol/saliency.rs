//! The live saliency maps' messages: the settings a viewer sends (how and how often), and
//! the maps the trainer's map worker sends back with the screen they were made on.

use super::Actor;
use serde::{Deserialize, Serialize};

/// How a live map is made (`saliency::gradient_map` or `saliency::perturbation_map`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum SaliencyMethod {
    /// |dQ(a*)/dx|: one backward pass.
    #[default]
    Gradient,
    /// Greydanus et al.'s blurred-mask perturbations of the policy: batched forwards.
    Perturbation,
}

impl SaliencyMethod {
    /// Its name in the UI and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            SaliencyMethod::Gradient => "gradient",
            SaliencyMethod::Perturbation => "perturbation",
        }
    }
}

/// The live maps' settings: how they are made and how many a second at most.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SaliencySettings {
    /// How.
    pub method: SaliencyMethod,
    /// Maps a second at most (within [`SaliencySettings::RATE`]); the worker's budget may
    /// make fewer.
    pub per_second: f64,
}

impl SaliencySettings {
    /// The range of `per_second` (the sliders', and what the trainer accepts).
    pub const RATE: std::ops::RangeInclusive<f64> = 0.1..=10.0;
    /// The default rate: a few maps a second.
    pub const DEFAULT_RATE: f64 = 2.0;

    /// These settings with the rate brought into [`Self::RATE`] (a non-finite rate: the
    /// default).
    pub fn clamped(self) -> Self {
        let r = if self.per_second.is_finite() {
            self.per_second
        } else {
            Self::DEFAULT_RATE
        };
        Self {
            per_second: r.clamp(*Self::RATE.start(), *Self::RATE.end()),
            ..self
        }
    }
}

impl Default for SaliencySettings {
    /// Gradient maps, [`Self::DEFAULT_RATE`] a second.
    fn default() -> Self {
        Self {
            method: SaliencyMethod::Gradient,
            per_second: Self::DEFAULT_RATE,
        }
    }
}

/// How much the student's map and the teacher's agree (`saliency::agreement`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Agreement {
    /// Spearman's rank correlation of the two maps (-1..1); NaN when a map is constant.
    pub rank_correlation: f64,
    /// The share of the student's 5% most salient pixels among the teacher's 5% (0..1; by
    /// chance about 0.05).
    pub top_overlap: f64,
}

/// The share of pixels [`Agreement::top_overlap`] compares.
pub const TOP_SHARE: f64 = 0.05;

/// Maps of one screen: the student's and the teacher's (each 84 x 84, row by row, scaled to
/// 0..255 by its own maximum, as it is drawn), the screen they were made on and how much they
/// agree.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SaliencyFrame {
    /// The global step of the screen.
    pub global_step: u64,
    /// Who was playing.
    pub actor: Actor,
    /// How the maps were made.
    pub method: SaliencyMethod,
    /// The screen, RGB 210 x 160 x 3.
    pub rgb: Vec<u8>,
    /// The student's map, when it has a network.
    pub student: Option<Vec<u8>>,
    /// The teacher's map, when the run has a teacher.
    pub teacher: Option<Vec<u8>>,
    /// The two maps' agreement, when there are both.
    pub agreement: Option<Agreement>,
    /// Milliseconds the worker took for these maps.
    pub ms: f64,
}
