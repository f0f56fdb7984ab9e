//! Where a Q-network looks: saliency maps of one observation (4 stacked 84x84 frames), by two
//! methods, for the student and the teacher alike, and how much two maps agree.
//!
//! - [`gradient`]: |dQ(a*)/dx| summed over the stacked frames, a* the network's greedy action
//!   (one backward pass: cheap enough to run live).
//! - [`perturbation`]: Greydanus et al., "Visualizing and Understanding Atari Agents" (ICML
//!   2018): at a grid of points (stride 5), blend a blurred copy of the frames in under a
//!   Gaussian mask (sigma 5) and measure how much the policy (softmax of Q at the run's
//!   temperature) or the greedy action's Q changes; the grid's scores are interpolated to the
//!   frame. Computed as batched forwards.
//! - [`overlay`]: a map drawn over the game's screen on a perceptual colour scale.
//! - [`agreement`]: Spearman's rank correlation of two maps and the overlap of their most
//!   salient pixels, so that one can see the student's attention converge on the teacher's.
//!
//! Everything here is a pure function of the observation and a Q-function (any
//! `Fn(&Tensor) -> Result<Tensor>` from `[B, 4, 84, 84]` floats in 0..255 to `[B, A]`, such as
//! [`QNetwork::forward`](crate::agent::QNetwork::forward)), tested against slow references.

pub mod agreement;
pub mod gradient;
pub mod image;
pub mod overlay;
pub mod perturbation;

pub use agreement::{rank_correlation, top_overlap};
pub use gradient::gradient_map;
pub use perturbation::{perturbation_map, Perturbation, Target};

/// Rows and columns of an observation's frames, and of a map.
pub const SIDE: usize = 84;
/// Frames stacked in an observation.
pub const FRAMES: usize = crate::agent::network::IN_CHANNELS;

/// A saliency map: one non-negative value per pixel of an 84x84 frame, row by row.
#[derive(Clone, Debug, PartialEq)]
pub struct Map {
    /// `SIDE * SIDE` values.
    pub values: Vec<f32>,
}

impl Map {
    /// The map scaled to a maximum of 1 (all zeros stay zeros), as it is drawn.
    pub fn normalised(&self) -> Map {
        let max = self.values.iter().copied().fold(0.0f32, f32::max);
        let scale = if max > 0.0 { 1.0 / max } else { 0.0 };
        Map {
            values: self.values.iter().map(|v| v * scale).collect(),
        }
    }

    /// The map as bytes, scaled to 255 at its maximum (as it is drawn and sent to viewers).
    pub fn to_bytes(&self) -> Vec<u8> {
        self.normalised()
            .values
            .iter()
            .map(|v| (v.clamp(0.0, 1.0) * 255.0).round() as u8)
            .collect()
    }

    /// A map from [`Map::to_bytes`]'s bytes, values 0..1; `None` unless there are 84 x 84.
    pub fn from_bytes(bytes: &[u8]) -> Option<Map> {
        (bytes.len() == SIDE * SIDE).then(|| Map {
            values: bytes.iter().map(|&b| b as f32 / 255.0).collect(),
        })
    }

    /// The row and column of its largest value.
    pub fn peak(&self) -> (usize, usize) {
        let (i, _) = self
            .values
            .iter()
            .enumerate()
            .fold(
                (0, f32::MIN),
                |best, (i, &v)| if v > best.1 { (i, v) } else { best },
            );
        (i / SIDE, i % SIDE)
    }
}

/// Why a map could not be made.
#[derive(Debug, thiserror::Error)]
pub enum SaliencyError {
    /// An observation of the wrong size.
    #[error("an observation of {0} bytes, not 4 x 84 x 84 = 28,224")]
    Observation(usize),
    /// The Q-function failed (or gave no Q-values).
    #[error("the Q-network: {0}")]
    Network(#[from] candle_core::Error),
}

/// The observation `[1, 4, 84, 84]` as floats in 0..255 on `device`.
fn observation(
    obs: &[u8],
    device: &candle_core::Device,
) -> Result<candle_core::Tensor, SaliencyError> {
    if obs.len() != FRAMES * SIDE * SIDE {
        return Err(SaliencyError::Observation(obs.len()));
    }
    let x: Vec<f32> = obs.iter().map(|&b| b as f32).collect();
    Ok(candle_core::Tensor::from_vec(
        x,
        (1, FRAMES, SIDE, SIDE),
        device,
    )?)
}

#[cfg(test)]
mod tests;
