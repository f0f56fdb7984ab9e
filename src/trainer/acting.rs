//! Choosing actions: epsilon-greedy over a pool of environments, with one batched forward
//! pass for the environments that act greedily.

use crate::agent::QNetwork;
use candle_core::{Device, Result, Tensor};
use rand::Rng;
use rand_pcg::Pcg64Mcg;

/// Q-values of `n` observations laid out `[n, obs_len]` in `obs` (on a GPU with the `graphs`
/// lever, by the network's forward replayed as a CUDA graph).
pub fn q_values(net: &QNetwork, obs: &[u8], n: usize, device: &Device) -> Result<Vec<Vec<f32>>> {
    if device.same_device(net.device()) {
        if let Some(q) = crate::agent::graphed_q_values(net, obs, n)? {
            return Ok(q);
        }
    }
    let t = Tensor::from_slice(obs, (n, 4, 84, 84), device)?;
    net.forward(&t)?.to_vec2::<f32>()
}

/// Index of the largest value (the first on ties, as `torch.argmax`).
pub fn argmax(q: &[f32]) -> usize {
    let mut best = 0;
    for (i, &v) in q.iter().enumerate() {
        if v > q[best] {
            best = i;
        }
    }
    best
}

/// Epsilon-greedy actions for every environment of `obs` (`[num_envs, obs_len]`): a random
/// action with probability `epsilon` (drawn per environment, as CleanRL draws one number for
/// its single environment), else the greedy one. The network runs once, on the greedy
/// environments only. Returns the actions and, when environment 0 acted greedily, its
/// Q-values.
pub fn epsilon_greedy(
    net: &QNetwork,
    obs: &[u8],
    num_envs: usize,
    epsilon: f64,
    rng: &mut Pcg64Mcg,
    actions: &mut Vec<usize>,
) -> Result<Option<Vec<f32>>> {
    let obs_len = obs.len() / num_envs;
    let n_actions = net.num_actions();
    actions.clear();
    let mut greedy = Vec::with_capacity(num_envs);
    for i in 0..num_envs {
        if rng.random::<f64>() < epsilon {
            actions.push(rng.random_range(0..n_actions));
        } else {
            actions.push(0);
            greedy.push(i);
        }
    }
    if greedy.is_empty() {
        return Ok(None);
    }
    let mut batch = Vec::with_capacity(greedy.len() * obs_len);
    for &i in &greedy {
        batch.extend_from_slice(&obs[i * obs_len..(i + 1) * obs_len]);
    }
    let q = q_values(net, &batch, greedy.len(), net.device())?;
    let mut first = None;
    for (&i, qi) in greedy.iter().zip(q) {
        actions[i] = argmax(&qi);
        if i == 0 {
            first = Some(qi);
        }
    }
    Ok(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn argmax_takes_the_first_maximum() {
        assert_eq!(argmax(&[0.1, 0.5, 0.5, -1.0]), 1);
        assert_eq!(argmax(&[2.0]), 0);
    }
}
