//! Perturbation saliency (Greydanus et al., ICML 2018): at each point of a grid, the frames
//! are blurred under a Gaussian mask, `phi = I * (1 - M) + blur(I) * M`, and the point scores
//! how much that changes what the network does, `0.5 * |f(I) - f(phi)|^2`, with `f` the
//! policy (softmax of Q / temperature, as distillation compares them) or the greedy action's
//! Q-value. The scores are spread over the frame by bilinear interpolation. Every stacked
//! frame is perturbed alike (the paper perturbs the input the network sees).

use super::image::{gaussian_blur, gaussian_mask, spread};
use super::{observation, Map, SaliencyError, FRAMES, SIDE};
use candle_core::{Device, Tensor};

/// What a perturbation is measured on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Target {
    /// The policy, softmax(Q / temperature).
    Policy {
        /// The temperature (the run's).
        temperature: f64,
    },
    /// The Q-value of the action the network picks on the unperturbed frames.
    ChosenQ,
}

/// The perturbation's geometry.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Perturbation {
    /// Pixels between grid points.
    pub stride: usize,
    /// The mask's sigma, pixels.
    pub mask_sigma: f64,
    /// The blur's sigma, pixels.
    pub blur_sigma: f64,
    /// Perturbed observations per forward pass.
    pub batch: usize,
}

impl Default for Perturbation {
    /// The paper's: a mask of sigma 5 every 5 pixels over a blur of sigma 3; 64 a batch.
    fn default() -> Self {
        Self {
            stride: 5,
            mask_sigma: 5.0,
            blur_sigma: 3.0,
            batch: 64,
        }
    }
}

impl Perturbation {
    /// The grid's points along a side: 0, stride, 2 stride, ... below 84.
    pub fn points(&self) -> Vec<usize> {
        (0..SIDE).step_by(self.stride.max(1)).collect()
    }
}

/// What `target` measures of one row of Q-values.
fn measured(q: &[f32], target: Target, chosen: usize) -> Vec<f64> {
    match target {
        Target::Policy { temperature } => crate::agent::qdagger::policy(q, temperature),
        Target::ChosenQ => vec![q[chosen] as f64],
    }
}

/// The observation with the blur blended in under the mask centred on `centre`.
pub fn perturbed(obs: &[f32], blurred: &[f32], centre: (usize, usize), sigma: f64) -> Vec<f32> {
    let mask = gaussian_mask(SIDE, SIDE, centre, sigma);
    let plane = SIDE * SIDE;
    (0..FRAMES * plane)
        .map(|i| {
            let m = mask[i % plane];
            obs[i] * (1.0 - m) + blurred[i] * m
        })
        .collect()
}

/// The perturbation map of `obs` (4 x 84 x 84 bytes) under the Q-function `q`, on `device`.
pub fn perturbation_map(
    q: impl Fn(&Tensor) -> candle_core::Result<Tensor>,
    obs: &[u8],
    target: Target,
    p: &Perturbation,
    device: &Device,
) -> Result<Map, SaliencyError> {
    let base = observation(obs, device)?;
    let q0 = q(&base)?.get(0)?.to_vec1::<f32>()?;
    let chosen = q0
        .iter()
        .enumerate()
        .fold(0, |best, (i, v)| if *v > q0[best] { i } else { best });
    let f0 = measured(&q0, target, chosen);
    let obs: Vec<f32> = obs.iter().map(|&b| b as f32).collect();
    let plane = SIDE * SIDE;
    let blurred: Vec<f32> = obs
        .chunks(plane)
        .flat_map(|frame| gaussian_blur(frame, SIDE, SIDE, p.blur_sigma))
        .collect();
    let points = p.points();
    let centres: Vec<(usize, usize)> = points
        .iter()
        .flat_map(|&y| points.iter().map(move |&x| (y, x)))
        .collect();
    let mut scores = Vec::with_capacity(centres.len());
    for group in centres.chunks(p.batch.max(1)) {
        let batch: Vec<f32> = group
            .iter()
            .flat_map(|&c| perturbed(&obs, &blurred, c, p.mask_sigma))
            .collect();
        let x = Tensor::from_vec(batch, (group.len(), FRAMES, SIDE, SIDE), device)?;
        let qs = q(&x)?.to_vec2::<f32>()?;
        for row in qs {
            let f = measured(&row, target, chosen);
            let d: f64 = f.iter().zip(&f0).map(|(a, b)| (a - b).powi(2)).sum();
            scores.push((0.5 * d) as f32);
        }
    }
    Ok(Map {
        values: spread(&scores, &points, SIDE),
    })
}
