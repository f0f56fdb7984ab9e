//! `check-device`'s check of the `update-graph` lever: updates replayed from CUDA graphs
//! against the same updates run operation by operation on the same device, from the same
//! weights, step after step (two batches and changing numbers in turn, QDagger and DQN
//! steps), and the time of each.

use super::median;
use crate::agent::qdagger::{KlReduction, TdLoss};
use crate::agent::{Arch, Batch, CudaLevers, GpuNotes, QNetwork};
use crate::env::frame::FRAME_LEN;
use crate::trainer::learner::Learner;
use candle_core::{Device, Result};
use std::time::Instant;

/// What the check found.
#[derive(Clone, Debug, PartialEq)]
pub struct UpdateGraphCheck {
    /// Updates replayed from a graph (the others were the captures' first runs).
    pub replays: u64,
    /// Updates run each way.
    pub updates: usize,
    /// The nodes of the QDagger update's graph (captured last: what one replay runs).
    pub nodes: Option<crate::agent::GraphNodes>,
    /// The largest difference between the two ways' losses, relative to the loss.
    pub loss_difference: f64,
    /// The largest difference between the two ways' parameters after every update, relative
    /// to the learning rate (what one step can move a parameter by).
    pub parameter_difference: f64,
    /// Median time per QDagger update, replayed (batch copied in, numbers uploaded, one
    /// launch, finished on the device), ms.
    pub graph_ms: f64,
    /// Median time per QDagger update, operation by operation, ms.
    pub plain_ms: f64,
}

impl UpdateGraphCheck {
    /// The two ways agree (to float rounding: the same operations on the same device) and
    /// the graphs were replayed.
    pub fn passed(&self) -> bool {
        self.replays > 0 && self.loss_difference <= 1e-6 && self.parameter_difference <= 1e-3
    }
}

const LR: f64 = 1e-4;

/// Batch `k` of `n` transitions.
fn batch(
    k: usize,
    n: usize,
    actions: usize,
    device: &Device,
) -> Result<crate::agent::BatchTensors> {
    let len = n * 4 * FRAME_LEN;
    Batch {
        obs: (0..len).map(|i| ((i * 7 + k * 101) % 251) as u8).collect(),
        next_obs: (0..len).map(|i| ((i * 13 + k * 53) % 253) as u8).collect(),
        actions: (0..n).map(|i| ((i + k) % actions) as u32).collect(),
        rewards: (0..n).map(|i| [0.0, 1.0, -1.0][(i + k) % 3]).collect(),
        dones: (0..n)
            .map(|i| f32::from((i + k).is_multiple_of(7)))
            .collect(),
        entries: vec![],
        slots: vec![],
    }
    .to_tensors(4, device)
}

fn params(l: &Learner) -> Result<Vec<f32>> {
    let mut out = Vec::new();
    for p in l.student.params() {
        out.extend(p.var.as_tensor().flatten_all()?.to_vec1::<f32>()?);
    }
    Ok(out)
}

/// Checks `updates` QDagger updates of an `arch` student (a Nature teacher, `actions`
/// actions, batch `batch_size`) replayed from graphs on `device` against the same updates
/// without, with the other levers of `levers` on both sides. `None` where no update is
/// replayed: not a GPU, or the lever off.
pub fn check_update_graph(
    device: &Device,
    levers: CudaLevers,
    (arch, actions, batch_size): (Arch, usize, usize),
    updates: usize,
    notes: &GpuNotes,
) -> Result<Option<UpdateGraphCheck>> {
    if !device.is_cuda() || !levers.update_graph {
        return Ok(None);
    }
    let learner = |update_graph: bool| -> Result<Learner> {
        let mut student = QNetwork::new(arch, actions, 21, device)?;
        student.set_gpu_notes(notes.clone());
        let mut l = Learner::new(
            student,
            Some(QNetwork::new(Arch::Nature, actions, 22, device)?),
            LR,
            0.99,
            TdLoss::Mse,
            KlReduction::Sum,
        )?;
        l.set_levers(CudaLevers {
            update_graph,
            ..levers
        });
        Ok(l)
    };
    let (mut graphed, mut plain) = (learner(true)?, learner(false)?);
    let batches = [
        batch(0, batch_size, actions, device)?,
        batch(1, batch_size, actions, device)?,
    ];
    let (mut loss_difference, mut graph_ms, mut plain_ms) = (0.0f64, vec![], vec![]);
    // A DQN step and a QDagger step first (each kind captured, QDagger last), then QDagger
    // steps timed, then a DQN step again (replayed).
    let mut coefficients = vec![0.0, 0.9];
    coefficients.extend((0..updates.max(1)).map(|i| 0.4 + 0.1 * (i % 4) as f64));
    coefficients.push(0.0);
    for (i, &coefficient) in coefficients.iter().enumerate() {
        let b = &batches[i % 2];
        let temperature = [1.0, 0.5, 2.0][i % 3];
        let step = |l: &mut Learner| -> Result<(f64, [f64; 4])> {
            let start = Instant::now();
            let pending = l.update(b, coefficient, temperature, LR)?;
            device.synchronize()?;
            let ms = start.elapsed().as_secs_f64() * 1e3;
            let r = pending.read()?;
            Ok((ms, [r.loss, r.td_loss, r.distill_loss, r.q_values]))
        };
        let (g_ms, g) = step(&mut graphed)?;
        let (p_ms, p) = step(&mut plain)?;
        for (x, y) in g.iter().zip(&p) {
            loss_difference = loss_difference.max((x - y).abs() / y.abs().max(1e-12));
        }
        if i >= 2 && coefficient > 0.0 {
            graph_ms.push(g_ms);
            plain_ms.push(p_ms);
        }
    }
    let (g, p) = (params(&graphed)?, params(&plain)?);
    let parameter_difference = if g.len() == p.len() {
        g.iter()
            .zip(&p)
            .fold(0.0f64, |m, (x, y)| m.max((x - y).abs() as f64))
            / LR
    } else {
        f64::INFINITY
    };
    Ok(Some(UpdateGraphCheck {
        replays: graphed.graph_replays(),
        updates: coefficients.len(),
        nodes: graphed.graph_nodes(),
        loss_difference,
        parameter_difference,
        graph_ms: median(&mut graph_ms),
        plain_ms: median(&mut plain_ms),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_update_is_replayed_on_the_cpu_and_the_batches_differ() {
        let levers = CudaLevers::parse("update-graph").unwrap();
        let got = check_update_graph(
            &Device::Cpu,
            levers,
            (Arch::Nature, 4, 2),
            2,
            &GpuNotes::default(),
        )
        .unwrap();
        assert_eq!(got, None);
        let (a, b) = (
            batch(0, 3, 4, &Device::Cpu).unwrap(),
            batch(1, 3, 4, &Device::Cpu).unwrap(),
        );
        assert_ne!(
            a.rewards.to_vec1::<f32>().unwrap(),
            b.rewards.to_vec1::<f32>().unwrap()
        );
        assert_ne!(
            a.obs.flatten_all().unwrap().to_vec1::<u8>().unwrap(),
            b.obs.flatten_all().unwrap().to_vec1::<u8>().unwrap()
        );
        let check = |replays, loss_difference, parameter_difference| UpdateGraphCheck {
            replays,
            updates: 4,
            nodes: None,
            loss_difference,
            parameter_difference,
            graph_ms: 1.0,
            plain_ms: 2.0,
        };
        assert!(check(2, 0.0, 0.0).passed());
        assert!(!check(0, 0.0, 0.0).passed(), "no replay is no check");
        assert!(!check(2, 1e-3, 0.0).passed());
        assert!(!check(2, 0.0, 0.5).passed());
    }
}
