//! CleanRL's Q-networks: the Nature CNN (`dqn_atari.py`, the teacher) and the IMPALA CNN
//! (`qdagger_dqn_atari_impalacnn.py`, the student), with PyTorch's parameter names, so that
//! CleanRL's files load and ours read the same way.
//!
//! Input: `u8` (or float) observations `[B, 4, 84, 84]`, divided by 255 inside the network.
//! Output: Q-values `[B, A]` in `f32`.

use super::layers::{flatten, max_pool_3x3_s2_p1, Conv, Dense, Param};
use super::DTYPE;
use crate::platform::cuda_levers::CudaLevers;
use candle_core::{CpuStorage, CustomOp1, DType, Device, Layout, Result, Shape, Tensor};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use std::collections::HashMap;
use std::fmt;

/// Which network.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Arch {
    /// Nature CNN (Mnih et al., 2015): 3 convolutions, 512 hidden units. ~1.7M parameters.
    Nature,
    /// IMPALA CNN (Espeholt et al., 2018): 3 conv sequences (16, 32, 32 channels) with
    /// residual blocks, 256 hidden units. ~1.1M parameters, ~6x the Nature CNN's compute.
    Impala,
}

impl fmt::Display for Arch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Arch::Nature => "nature",
            Arch::Impala => "impala",
        })
    }
}

impl std::str::FromStr for Arch {
    type Err = crate::choice::UnknownChoice;
    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "nature" => Ok(Arch::Nature),
            "impala" => Ok(Arch::Impala),
            _ => Err(crate::choice::UnknownChoice::new(
                "network",
                s,
                "nature or impala",
            )),
        }
    }
}

/// Channels of the observation (the frame stack).
pub const IN_CHANNELS: usize = 4;
const IMPALA_CHANNELS: [usize; 3] = [16, 32, 32];
/// 84 -> 42 -> 21 -> 11 after the three IMPALA sequences.
const IMPALA_FLAT: usize = 32 * 11 * 11;
const NATURE_FLAT: usize = 64 * 7 * 7;

#[derive(Clone, Debug)]
struct ResidualBlock {
    conv0: Conv,
    conv1: Conv,
}

#[derive(Clone, Debug)]
struct ConvSequence {
    conv: Conv,
    res: [ResidualBlock; 2],
}

#[derive(Clone, Debug)]
enum Body {
    Nature {
        convs: [Conv; 3],
        hidden: Dense,
        out: Dense,
    },
    Impala {
        seqs: Vec<ConvSequence>,
        hidden: Dense,
        out: Dense,
    },
}

/// A Q-network with trainable parameters.
#[derive(Clone, Debug)]
pub struct QNetwork {
    arch: Arch,
    num_actions: usize,
    body: Body,
    device: Device,
    /// The CUDA levers its forward uses on a GPU (none until [`QNetwork::set_levers`]).
    levers: CudaLevers,
    /// Where its GPU path says what it could not do (shared with its clones and, through
    /// [`QNetwork::set_gpu_notes`], with the rest of its run).
    notes: super::GpuNotes,
}

/// The expected `(name, shape)` of every parameter of `arch` with `num_actions` outputs, in
/// PyTorch's `named_parameters()` order.
pub fn param_shapes(arch: Arch, num_actions: usize) -> Vec<(String, Vec<usize>)> {
    // Built from a network on the CPU, so the list and the network cannot disagree.
    let net = QNetwork::new(arch, num_actions, 0, &Device::Cpu)
        .expect("building a CPU network with valid sizes cannot fail");
    net.params()
        .into_iter()
        .map(|p| (p.name, p.var.dims().to_vec()))
        .collect()
}

impl QNetwork {
    /// A network with PyTorch's default initialisation, drawn from `seed`.
    pub fn new(arch: Arch, num_actions: usize, seed: u64, device: &Device) -> Result<Self> {
        if num_actions == 0 {
            candle_core::bail!("a Q-network needs at least one action");
        }
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let r = &mut rng;
        let body = match arch {
            Arch::Nature => Body::Nature {
                convs: [
                    Conv::new(IN_CHANNELS, 32, 8, 4, 0, r, device)?,
                    Conv::new(32, 64, 4, 2, 0, r, device)?,
                    Conv::new(64, 64, 3, 1, 0, r, device)?,
                ],
                hidden: Dense::new(NATURE_FLAT, 512, r, device)?,
                out: Dense::new(512, num_actions, r, device)?,
            },
            Arch::Impala => {
                let mut seqs = Vec::with_capacity(3);
                let mut cin = IN_CHANNELS;
                for cout in IMPALA_CHANNELS {
                    let block = |r: &mut Pcg64Mcg| -> Result<ResidualBlock> {
                        Ok(ResidualBlock {
                            conv0: Conv::new(cout, cout, 3, 1, 1, r, device)?,
                            conv1: Conv::new(cout, cout, 3, 1, 1, r, device)?,
                        })
                    };
                    seqs.push(ConvSequence {
                        conv: Conv::new(cin, cout, 3, 1, 1, r, device)?,
                        res: [block(r)?, block(r)?],
                    });
                    cin = cout;
                }
                Body::Impala {
                    seqs,
                    hidden: Dense::new(IMPALA_FLAT, 256, r, device)?,
                    out: Dense::new(256, num_actions, r, device)?,
                }
            }
        };
        Ok(Self {
            arch,
            num_actions,
            body,
            device: device.clone(),
            levers: CudaLevers::default(),
            notes: super::GpuNotes::default(),
        })
    }

    /// A network of `arch` holding `tensors` (a state dict with PyTorch's names), checked
    /// name by name and shape by shape.
    pub fn from_tensors(
        arch: Arch,
        num_actions: usize,
        tensors: &HashMap<String, Tensor>,
        device: &Device,
    ) -> std::result::Result<Self, WeightsError> {
        let net = Self::new(arch, num_actions, 0, device).map_err(WeightsError::Candle)?;
        net.load(tensors)?;
        Ok(net)
    }

    /// Overwrites every parameter with the tensor of the same name in `tensors`.
    pub fn load(&self, tensors: &HashMap<String, Tensor>) -> std::result::Result<(), WeightsError> {
        let params = self.params();
        let expected: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
        let mut unexpected: Vec<&String> = tensors
            .keys()
            .filter(|k| !expected.contains(&k.as_str()))
            .collect();
        unexpected.sort();
        if let Some(k) = unexpected.first() {
            return Err(WeightsError::UnexpectedKey {
                key: (*k).clone(),
                arch: self.arch,
            });
        }
        for p in &params {
            let t = tensors
                .get(&p.name)
                .ok_or_else(|| WeightsError::MissingKey {
                    key: p.name.clone(),
                    arch: self.arch,
                })?;
            if t.dims() != p.var.dims() {
                return Err(WeightsError::Shape {
                    key: p.name.clone(),
                    expected: p.var.dims().to_vec(),
                    found: t.dims().to_vec(),
                });
            }
            let t = t
                .to_dtype(DTYPE)
                .and_then(|t| t.to_device(&self.device))
                .map_err(WeightsError::Candle)?;
            p.var.set(&t).map_err(WeightsError::Candle)?;
        }
        Ok(())
    }

    /// The network's architecture.
    pub fn arch(&self) -> Arch {
        self.arch
    }

    /// Number of actions (outputs).
    pub fn num_actions(&self) -> usize {
        self.num_actions
    }

    /// The device the parameters live on.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// Uses `levers` on a GPU from now on: cuDNN's convolutions, the max-pool's kernels and
    /// acting's forward replayed as a CUDA graph, as they say (the device's levers, passed
    /// down when it is opened).
    pub fn set_levers(&mut self, levers: CudaLevers) {
        self.levers = levers;
    }

    /// The CUDA levers its forward uses.
    pub fn levers(&self) -> CudaLevers {
        self.levers
    }

    /// Where its GPU path notes what it could not do (a forward that could not be captured
    /// as a CUDA graph).
    pub fn gpu_notes(&self) -> &super::GpuNotes {
        &self.notes
    }

    /// Notes into `notes` from now on (a run's one [`super::GpuNotes`]).
    pub fn set_gpu_notes(&mut self, notes: super::GpuNotes) {
        self.notes = notes;
    }

    /// The id of the first parameter's tensor: it names this network's weights for as long as
    /// they live (updates write them in place; a clone shares them), without listing them all.
    pub fn first_param_id(&self) -> candle_core::TensorId {
        match &self.body {
            Body::Nature { convs, .. } => convs[0].weight.as_tensor().id(),
            Body::Impala { seqs, hidden, .. } => match seqs.first() {
                Some(seq) => seq.conv.weight.as_tensor().id(),
                None => hidden.weight.as_tensor().id(),
            },
        }
    }

    /// Every parameter, named as PyTorch names it, in `named_parameters()` order.
    pub fn params(&self) -> Vec<Param> {
        let mut out = Vec::new();
        match &self.body {
            Body::Nature {
                convs,
                hidden,
                out: o,
            } => {
                for (conv, i) in convs.iter().zip([0, 2, 4]) {
                    conv.params(&format!("network.{i}"), &mut out);
                }
                hidden.params("network.7", &mut out);
                o.params("network.9", &mut out);
            }
            Body::Impala {
                seqs,
                hidden,
                out: o,
            } => {
                for (i, seq) in seqs.iter().enumerate() {
                    seq.conv.params(&format!("network.{i}.conv"), &mut out);
                    for (j, block) in seq.res.iter().enumerate() {
                        let prefix = format!("network.{i}.res_block{j}");
                        block.conv0.params(&format!("{prefix}.conv0"), &mut out);
                        block.conv1.params(&format!("{prefix}.conv1"), &mut out);
                    }
                }
                hidden.params("network.5", &mut out);
                o.params("network.7", &mut out);
            }
        }
        out
    }

    /// The parameters as a name -> tensor map (a state dict), detached copies.
    pub fn state_dict(&self) -> Result<HashMap<String, Tensor>> {
        self.params()
            .into_iter()
            .map(|p| Ok((p.name, p.var.as_tensor().copy()?)))
            .collect()
    }

    /// An independent copy (new variables with the same values).
    pub fn clone_detached(&self) -> Result<Self> {
        let mut copy = Self::new(self.arch, self.num_actions, 0, &self.device)?;
        copy.soft_update_from(self, 1.0)?;
        copy.levers = self.levers;
        copy.notes = self.notes.clone();
        Ok(copy)
    }

    /// Sets every parameter to `tau * other + (1 - tau) * self` (CleanRL's target update;
    /// tau = 1 copies, one device copy per parameter straight into this network's storage).
    pub fn soft_update_from(&self, other: &QNetwork, tau: f64) -> Result<()> {
        for (mine, theirs) in self.params().iter().zip(other.params()) {
            if tau >= 1.0 {
                mine.var.set(theirs.var.as_tensor())?;
                continue;
            }
            let new = (theirs.var.as_tensor() * tau)? + (mine.var.as_tensor() * (1.0 - tau))?;
            mine.var.set(&new?)?;
        }
        Ok(())
    }

    /// Q-values `[B, A]` of observations `[B, 4, 84, 84]` (`u8` or float, 0..255).
    pub fn forward(&self, obs: &Tensor) -> Result<Tensor> {
        let x = scaled(obs)?;
        let k = self.levers;
        match &self.body {
            Body::Nature { convs, hidden, out } => {
                // relu(conv(x)) feeds the next convolution, which takes the ReLU of its input
                // itself; the last one's is taken after flattening.
                let [c0, c1, c2] = convs;
                let x = c0.forward(&x, k)?;
                let x = c1.forward_relu_input(&x, k)?;
                let x = c2.forward_relu_input(&x, k)?;
                let x = hidden.forward_relu_input(&flatten(&x)?)?;
                out.forward_relu_input(&x)
            }
            Body::Impala { seqs, hidden, out } => {
                let mut x = x;
                for seq in seqs {
                    x = max_pool_3x3_s2_p1(&seq.conv.forward(&x, k)?, k)?;
                    for block in &seq.res {
                        let y = block.conv0.forward_relu_input(&x, k)?;
                        let y = block.conv1.forward_relu_input(&y, k)?;
                        x = (y + x)?;
                    }
                }
                let x = hidden.forward_relu_input(&flatten(&x)?)?;
                out.forward_relu_input(&x)
            }
        }
    }
}

/// Why weights do not fit a network.
#[derive(Debug, thiserror::Error)]
pub enum WeightsError {
    /// A parameter of the network is not in the file.
    #[error("missing '{key}' (a {arch} network needs it)")]
    MissingKey {
        /// The parameter.
        key: String,
        /// The network.
        arch: Arch,
    },
    /// The file has a tensor the network does not.
    #[error("unexpected tensor '{key}' for a {arch} network")]
    UnexpectedKey {
        /// The tensor's name.
        key: String,
        /// The network.
        arch: Arch,
    },
    /// A tensor has the wrong shape.
    #[error("'{key}' has shape {found:?}, expected {expected:?}")]
    Shape {
        /// The parameter.
        key: String,
        /// What the network needs.
        expected: Vec<usize>,
        /// What the file holds.
        found: Vec<usize>,
    },
    /// A tensor operation failed.
    #[error(transparent)]
    Candle(candle_core::Error),
}

/// Recognises a state dict of CleanRL's networks: the architecture by its keys, the number
/// of actions by the output layer. `None` if it is neither network.
pub fn detect_arch(tensors: &HashMap<String, Tensor>) -> Option<(Arch, usize)> {
    if tensors.contains_key("network.0.conv.weight") {
        let out = tensors.get("network.7.weight")?;
        Some((Arch::Impala, out.dims().first().copied()?))
    } else if tensors.contains_key("network.0.weight") {
        let out = tensors.get("network.9.weight")?;
        Some((Arch::Nature, out.dims().first().copied()?))
    } else {
        None
    }
}

/// Observations as the network's input: `obs / 255` in f32. `u8` observations on the CPU take
/// one pass, in parallel, dividing as PyTorch's `x / 255.0` does (candle's cast and then its
/// scalar division, which multiplies by `1 / 255`, took two passes on one thread over each
/// batch, the other core idle); anything else goes through candle's operations.
fn scaled(obs: &Tensor) -> Result<Tensor> {
    if obs.dtype() == DType::U8 && obs.device().is_cpu() && DTYPE == DType::F32 {
        return obs.contiguous()?.apply_op1_no_bwd(&ScaleObs);
    }
    obs.to_dtype(DTYPE)? / 255.0
}

/// `u8` to `f32`, divided by 255.
struct ScaleObs;

impl CustomOp1 for ScaleObs {
    fn name(&self) -> &'static str {
        "scale-observations"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        use super::fused::{worth_splitting, CHUNK};
        use rayon::prelude::*;
        let (a, b) = l
            .contiguous_offsets()
            .ok_or_else(|| candle_core::Error::Msg("observations must be contiguous".into()))?;
        let src = &s.as_slice::<u8>()?[a..b];
        let mut out = vec![0f32; src.len()];
        let scale = |o: &mut [f32], x: &[u8]| {
            for (o, &v) in o.iter_mut().zip(x) {
                *o = f32::from(v) / 255.0;
            }
        };
        if worth_splitting(src.len()) {
            out.par_chunks_mut(CHUNK)
                .zip(src.par_chunks(CHUNK))
                .for_each(|(o, x)| scale(o, x));
        } else {
            scale(&mut out, src);
        }
        Ok((CpuStorage::F32(out), l.shape().clone()))
    }
}

#[cfg(test)]
mod tests;
