//! `check-device`'s check of the `graphs` lever: acting's forward replayed as a CUDA graph
//! against the same forward run operation by operation on the same device, before and after
//! the network's weights change in place (as Adam and the target's update change them), and
//! the time of each per step.

use super::median;
use crate::agent::{graphed_forward_nodes, graphed_q_values, Arch, GpuNotes, QNetwork};
use candle_core::{Device, Result, Tensor};
use std::time::Instant;

/// What the check found.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphCheck {
    /// The largest difference between the replayed and the plain Q-values (0: the same).
    pub largest_difference: f32,
    /// Whether the weights changed in place were seen by the replay.
    pub follows_weights: bool,
    /// Median time per step, replayed (copy in, launch, read back), ms.
    pub graph_ms: f64,
    /// Median time per step, operation by operation, ms.
    pub plain_ms: f64,
    /// The nodes of the replayed graph (what one launch runs).
    pub nodes: Option<crate::agent::GraphNodes>,
}

fn largest_difference(a: &[Vec<f32>], b: &[Vec<f32>]) -> f32 {
    a.iter()
        .flatten()
        .zip(b.iter().flatten())
        .map(|(x, y)| (x - y).abs())
        .fold(0.0, f32::max)
}

/// Checks the replayed forward of an `arch` network with `actions` outputs on `device`,
/// timing `steps` steps of one observation each way. `None` where no graph is replayed (not
/// a GPU, the lever off, or the capture failed: said on the standard error).
pub fn check_graphs(
    device: &Device,
    arch: Arch,
    actions: usize,
    steps: usize,
    notes: &GpuNotes,
) -> Result<Option<GraphCheck>> {
    let mut net = QNetwork::new(arch, actions, 11, device)?;
    net.set_gpu_notes(notes.clone());
    let other = QNetwork::new(arch, actions, 12, device)?;
    let obs: Vec<u8> = (0..4 * 84 * 84).map(|i| (i * 31 % 251) as u8).collect();
    let plain = |n: &QNetwork| -> Result<Vec<Vec<f32>>> {
        n.forward(&Tensor::from_slice(&obs, (1, 4, 84, 84), device)?)?
            .to_vec2::<f32>()
    };
    let Some(replayed) = graphed_q_values(&net, &obs, 1)? else {
        return Ok(None);
    };
    let mut largest = largest_difference(&replayed, &plain(&net)?);
    let (mut graph_ms, mut plain_ms) = (vec![], vec![]);
    for _ in 0..steps.max(1) {
        let t = Instant::now();
        let q = graphed_q_values(&net, &obs, 1)?;
        graph_ms.push(t.elapsed().as_secs_f64() * 1e3);
        let t = Instant::now();
        let p = plain(&net)?;
        plain_ms.push(t.elapsed().as_secs_f64() * 1e3);
        if let Some(q) = q {
            largest = largest.max(largest_difference(&q, &p));
        }
    }
    // The weights change in place: the replay must see the new ones.
    net.soft_update_from(&other, 1.0)?;
    let after = graphed_q_values(&net, &obs, 1)?.unwrap_or_default();
    let want = plain(&other)?;
    let follows_weights = !after.is_empty() && largest_difference(&after, &want) == 0.0;
    Ok(Some(GraphCheck {
        largest_difference: largest,
        follows_weights,
        graph_ms: median(&mut graph_ms),
        plain_ms: median(&mut plain_ms),
        nodes: graphed_forward_nodes(&net, 1),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_graph_is_replayed_on_the_cpu() {
        assert_eq!(
            check_graphs(&Device::Cpu, Arch::Nature, 4, 2, &GpuNotes::default()).unwrap(),
            None
        );
        assert_eq!(
            largest_difference(&[vec![1.0, 2.0]], &[vec![1.5, 1.0]]),
            1.0
        );
    }
}
