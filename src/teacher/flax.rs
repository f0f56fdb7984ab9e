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

/// Why a Flax msgpack file is not CleanRL's JAX Nature CNN.
#[derive(Debug, thiserror::Error)]
pub enum FlaxError {
    /// Not msgpack.
    #[error("msgpack: {0}")]
    Msgpack(rmpv::decode::Error),
    /// A module the network needs is missing.
    #[error("missing Flax module {0}")]
    MissingModule(String),
    /// A module without its kernel.
    #[error("{0} has no kernel")]
    NoKernel(String),
    /// A module without its bias.
    #[error("{0} has no bias")]
    NoBias(String),
    /// A value that should be an array.
    #[error("{0} is not an array")]
    NotAnArray(String),
    /// An extension value of another type than numpy's arrays.
    #[error("{name} has msgpack extension type {ty}, expected 1 (ndarray)")]
    ExtensionType {
        /// The array's name.
        name: String,
        /// Its extension type.
        ty: i8,
    },
    /// An array that does not decode.
    #[error("{name}: {problem}")]
    Array {
        /// The array's name.
        name: String,
        /// What is wrong.
        problem: ArrayProblem,
    },
    /// A convolution kernel of another rank.
    #[error("{name}.kernel has shape {dims:?}, expected HWIO")]
    KernelShape {
        /// The module.
        name: &'static str,
        /// The kernel's shape.
        dims: Vec<usize>,
    },
    /// A first dense layer of another size than the Nature CNN's.
    #[error("Dense_0.kernel has {inputs} inputs, expected {expected}")]
    DenseInputs {
        /// Its inputs.
        inputs: usize,
        /// The Nature CNN's.
        expected: usize,
    },
    /// A tensor operation failed.
    #[error("{0}")]
    Tensor(#[from] candle_core::Error),
}

/// What is wrong with one array of a Flax file.
#[derive(Debug, thiserror::Error)]
pub enum ArrayProblem {
    /// Its `(shape, dtype, bytes)` does not decode.
    #[error("{0}")]
    Decode(rmpv::decode::Error),
    /// Not a `(shape, dtype, bytes)` triple.
    #[error("malformed array header")]
    Header,
    /// A shape that is not a list of sizes.
    #[error("malformed shape")]
    Shape,
    /// A dtype we do not read.
    #[error("unsupported dtype {0:?}")]
    Dtype(Option<String>),
    /// No bytes.
    #[error("missing data")]
    NoData,
    /// Bytes of another size than the shape's.
    #[error("shape {shape:?} does not match its {bytes} bytes of data")]
    Size {
        /// The shape.
        shape: Vec<usize>,
        /// The bytes given.
        bytes: usize,
    },
    /// The bytes do not make a tensor.
    #[error("{0}")]
    Tensor(candle_core::Error),
}

fn get<'a>(map: &'a Value, key: &str) -> Option<&'a Value> {
    map.as_map()?
        .iter()
        .find(|(k, _)| k.as_str() == Some(key))
        .map(|(_, v)| v)
}

/// Decodes one ndarray extension value.
fn ndarray(value: &Value, device: &Device, name: &str) -> Result<Tensor, FlaxError> {
    let (ty, payload) = match value {
        Value::Ext(ty, payload) => (*ty, payload),
        _ => return Err(FlaxError::NotAnArray(name.to_string())),
    };
    if ty != NDARRAY_EXT {
        return Err(FlaxError::ExtensionType {
            name: name.to_string(),
            ty,
        });
    }
    let bad = |problem: ArrayProblem| FlaxError::Array {
        name: name.to_string(),
        problem,
    };
    let tuple = rmpv::decode::read_value(&mut payload.as_slice())
        .map_err(|e| bad(ArrayProblem::Decode(e)))?;
    let parts = tuple.as_array().ok_or_else(|| bad(ArrayProblem::Header))?;
    let [shape, dtype, data] = parts.as_slice() else {
        return Err(bad(ArrayProblem::Header));
    };
    let shape: Vec<usize> = shape
        .as_array()
        .ok_or_else(|| bad(ArrayProblem::Shape))?
        .iter()
        .map(|d| {
            d.as_u64()
                .map(|d| d as usize)
                .ok_or_else(|| bad(ArrayProblem::Shape))
        })
        .collect::<Result<_, _>>()?;
    let (dtype, size) = match dtype.as_str() {
        Some("float32") => (DType::F32, 4),
        Some("float16") => (DType::F16, 2),
        Some("float64") => (DType::F64, 8),
        Some("bfloat16") => (DType::BF16, 2),
        other => return Err(bad(ArrayProblem::Dtype(other.map(str::to_string)))),
    };
    let data = data.as_slice().ok_or_else(|| bad(ArrayProblem::NoData))?;
    let count = shape.iter().try_fold(1usize, |a, &d| a.checked_mul(d));
    if count.and_then(|c| c.checked_mul(size)) != Some(data.len()) {
        return Err(bad(ArrayProblem::Size {
            shape,
            bytes: data.len(),
        }));
    }
    Tensor::from_raw_buffer(data, dtype, &shape, device)
        .and_then(|t| t.to_dtype(DType::F32))
        .map_err(|e| bad(ArrayProblem::Tensor(e)))
}

/// Reads CleanRL's JAX Nature CNN as PyTorch-named, PyTorch-shaped tensors.
pub fn read_nature_cnn(
    bytes: &[u8],
    device: &Device,
) -> Result<HashMap<String, Tensor>, FlaxError> {
    let root = rmpv::decode::read_value(&mut &bytes[..]).map_err(FlaxError::Msgpack)?;
    // `to_bytes(q_state.params)` holds {"params": {...}}; accept the inner dict too.
    let params = get(&root, "params").unwrap_or(&root);
    let layer = |name: &str| -> Result<(Tensor, Tensor), FlaxError> {
        let module = get(params, name).ok_or_else(|| FlaxError::MissingModule(name.into()))?;
        let kernel = get(module, "kernel").ok_or_else(|| FlaxError::NoKernel(name.into()))?;
        let bias = get(module, "bias").ok_or_else(|| FlaxError::NoBias(name.into()))?;
        Ok((
            ndarray(kernel, device, &format!("{name}.kernel"))?,
            ndarray(bias, device, &format!("{name}.bias"))?,
        ))
    };
    let mut out = HashMap::new();
    let e = FlaxError::Tensor;
    for (flax_name, torch_index) in [("Conv_0", 0), ("Conv_1", 2), ("Conv_2", 4)] {
        let (kernel, bias) = layer(flax_name)?;
        if kernel.rank() != 4 {
            return Err(FlaxError::KernelShape {
                name: flax_name,
                dims: kernel.dims().to_vec(),
            });
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
        return Err(FlaxError::DenseInputs {
            inputs,
            expected: c * h * w,
        });
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
