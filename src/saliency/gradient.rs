//! Gradient saliency: how strongly each pixel moves the greedy action's Q-value,
//! `sum over frames |dQ(a*) / dx|`, from one forward and one backward pass.

use super::{observation, Map, SaliencyError, FRAMES, SIDE};
use candle_core::{Device, Tensor, Var, D};

/// The gradient map of `obs` (4 x 84 x 84 bytes) under the Q-function `q`, on `device`; the
/// greedy action is `q`'s argmax on `obs`. A network that does not depend on the input gives
/// a map of zeros.
pub fn gradient_map(
    q: impl Fn(&Tensor) -> candle_core::Result<Tensor>,
    obs: &[u8],
    device: &Device,
) -> Result<Map, SaliencyError> {
    let x = Var::from_tensor(&observation(obs, device)?)?;
    let values = q(x.as_tensor())?;
    let best = values.argmax(D::Minus1)?.flatten_all()?.to_vec1::<u32>()?[0] as usize;
    let chosen = values.get(0)?.get(best)?;
    let grads = chosen.backward()?;
    let Some(g) = grads.get(&x) else {
        return Ok(Map {
            values: vec![0.0; SIDE * SIDE],
        });
    };
    let map = g
        .abs()?
        .sum(1)?
        .reshape(SIDE * SIDE)?
        .to_dtype(candle_core::DType::F32)?
        .to_vec1::<f32>()?;
    debug_assert_eq!(g.dims(), &[1, FRAMES, SIDE, SIDE]);
    Ok(Map { values: map })
}
