//! CleanRL's JAX teachers (`dqn_atari_jax`): `flax.serialization.to_bytes(params)`, msgpack
//! whose arrays are extension values of type 1 holding `(shape, dtype name, bytes)`.
//!
//! Flax stores convolution kernels as HWIO and dense kernels as `[in, out]`, and flattens
//! the last feature map in (h, w, c) order (its images are NHWC), where PyTorch flattens in
//! (c, h, w) order. We convert to PyTorch's layout and names, so the same Nature CNN runs
//! both: `Conv_{0,1,2}` -> `network.{0,2,4}`, `Dense_{0,1}` -> `network.{7,9}`.

use candle_core::{DType, Device, Tensor};
use rmpv::Value;
use std::collections::HashMap;

/// Flax's msgpack extension type of a numpy array.
const NDARRAY_EXT: i8 = 1;
/// The Nature CNN's last feature map: 64 channels of 7x7.
const LAST_MAP: (usize, usize, usize) = (64, 7, 7);

fn get<'a>(map: &'a Value, key: &str) -> Option<&'a Value> {
    map.as_map()?
        .iter()
        .find(|(k, _)| k.as_str() == Some(key))
        .map(|(_, v)| v)
}

/// Decodes one ndarray extension value.
fn ndarray(value: &Value, device: &Device, name: &str) -> Result<Tensor, String> {
    let (ty, payload) = match value {
        Value::Ext(ty, payload) => (*ty, payload),
        _ => return Err(format!("{name} is not an array")),
    };
    if ty != NDARRAY_EXT {
        return Err(format!(
            "{name} has msgpack extension type {ty}, expected 1 (ndarray)"
        ));
    }
    let tuple =
        rmpv::decode::read_value(&mut payload.as_slice()).map_err(|e| format!("{name}: {e}"))?;
    let parts = tuple
        .as_array()
        .ok_or(format!("{name}: malformed array header"))?;
    let [shape, dtype, data] = parts.as_slice() else {
        return Err(format!("{name}: malformed array header"));
    };
    let shape: Vec<usize> = shape
        .as_array()
        .ok_or(format!("{name}: malformed shape"))?
        .iter()
        .map(|d| {
            d.as_u64()
                .map(|d| d as usize)
                .ok_or(format!("{name}: malformed shape"))
        })
        .collect::<Result<_, _>>()?;
    let (dtype, size) = match dtype.as_str() {
        Some("float32") => (DType::F32, 4),
        Some("float16") => (DType::F16, 2),
        Some("float64") => (DType::F64, 8),
        Some("bfloat16") => (DType::BF16, 2),
        other => return Err(format!("{name}: unsupported dtype {other:?}")),
    };
    let data = data.as_slice().ok_or(format!("{name}: missing data"))?;
    let count = shape.iter().try_fold(1usize, |a, &d| a.checked_mul(d));
    if count.and_then(|c| c.checked_mul(size)) != Some(data.len()) {
        return Err(format!(
            "{name}: shape {shape:?} does not match its {} bytes of data",
            data.len()
        ));
    }
    Tensor::from_raw_buffer(data, dtype, &shape, device)
        .and_then(|t| t.to_dtype(DType::F32))
        .map_err(|e| format!("{name}: {e}"))
}

/// Reads CleanRL's JAX Nature CNN as PyTorch-named, PyTorch-shaped tensors.
pub fn read_nature_cnn(bytes: &[u8], device: &Device) -> Result<HashMap<String, Tensor>, String> {
    let root = rmpv::decode::read_value(&mut &bytes[..]).map_err(|e| format!("msgpack: {e}"))?;
    // `to_bytes(q_state.params)` holds {"params": {...}}; accept the inner dict too.
    let params = get(&root, "params").unwrap_or(&root);
    let layer = |name: &str| -> Result<(Tensor, Tensor), String> {
        let module = get(params, name).ok_or(format!("missing Flax module {name}"))?;
        let kernel = get(module, "kernel").ok_or(format!("{name} has no kernel"))?;
        let bias = get(module, "bias").ok_or(format!("{name} has no bias"))?;
        Ok((
            ndarray(kernel, device, &format!("{name}.kernel"))?,
            ndarray(bias, device, &format!("{name}.bias"))?,
        ))
    };
    let mut out = HashMap::new();
    let e = |e: candle_core::Error| e.to_string();
    for (flax_name, torch_index) in [("Conv_0", 0), ("Conv_1", 2), ("Conv_2", 4)] {
        let (kernel, bias) = layer(flax_name)?;
        if kernel.rank() != 4 {
            return Err(format!(
                "{flax_name}.kernel has shape {:?}, expected HWIO",
                kernel.dims()
            ));
        }
        // HWIO -> OIHW
        let w = kernel
            .permute((3, 2, 0, 1))
            .map_err(e)?
            .contiguous()
            .map_err(e)?;
        out.insert(format!("network.{torch_index}.weight"), w);
        out.insert(format!("network.{torch_index}.bias"), bias);
    }
    let (k0, b0) = layer("Dense_0")?;
    let (c, h, w) = LAST_MAP;
    let (inputs, hidden) = k0.dims2().map_err(e)?;
    if inputs != c * h * w {
        return Err(format!(
            "Dense_0.kernel has {inputs} inputs, expected {}",
            c * h * w
        ));
    }
    // Rows in (h, w, c) order -> PyTorch's [out, (c, h, w)].
    let w0 = k0
        .reshape((h, w, c, hidden))
        .and_then(|t| t.permute((3, 2, 0, 1)))
        .and_then(|t| t.reshape((hidden, c * h * w)))
        .map_err(e)?;
    out.insert("network.7.weight".into(), w0);
    out.insert("network.7.bias".into(), b0);
    let (k1, b1) = layer("Dense_1")?;
    out.insert(
        "network.9.weight".into(),
        k1.t().map_err(e)?.contiguous().map_err(e)?,
    );
    out.insert("network.9.bias".into(), b1);
    Ok(out)
}
