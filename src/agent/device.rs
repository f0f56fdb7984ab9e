//! Where the networks run, chosen in one place: CPU by default, CUDA with the `cuda`
//! feature. Networks compute in `f32`, like CleanRL's.

use candle_core::{DType, Device};

/// The floating-point type of every network and loss.
pub const DTYPE: DType = DType::F32;

/// Why a device could not be used.
#[derive(Debug, thiserror::Error)]
pub enum DeviceError {
    /// The name is not `cpu`, `cuda`, `cuda:N` or `auto`.
    #[error("unknown device '{0}': use cpu, cuda, cuda:N or auto")]
    Unknown(String),
    /// CUDA was asked for in a build without it.
    #[error("device '{0}' needs a build with CUDA: cargo build --release --features cuda")]
    NoCudaBuild(String),
    /// The CUDA device could not be opened.
    #[error("could not open {name}: {source}")]
    Cuda {
        /// The device asked for.
        name: String,
        /// candle's error.
        source: candle_core::Error,
    },
}

/// Opens the device named `name`: `cpu`, `cuda` (GPU 0), `cuda:N`, or `auto` (the first GPU
/// when this build has CUDA and one is there, else the CPU).
pub fn device(name: &str) -> Result<Device, DeviceError> {
    let name = name.trim().to_ascii_lowercase();
    let ordinal = match name.as_str() {
        "cpu" => return Ok(Device::Cpu),
        "auto" => {
            return Ok(if cfg!(feature = "cuda") {
                Device::cuda_if_available(0).unwrap_or(Device::Cpu)
            } else {
                Device::Cpu
            })
        }
        "cuda" | "gpu" => 0,
        other => match other.strip_prefix("cuda:").map(str::parse::<usize>) {
            Some(Ok(n)) => n,
            _ => return Err(DeviceError::Unknown(name)),
        },
    };
    if !cfg!(feature = "cuda") {
        return Err(DeviceError::NoCudaBuild(name));
    }
    Device::new_cuda(ordinal).map_err(|source| DeviceError::Cuda { name, source })
}

/// A short name of `device` for logs and the app (`cpu`, `cuda:0`).
pub fn device_name(device: &Device) -> String {
    match device.location() {
        candle_core::DeviceLocation::Cpu => "cpu".into(),
        candle_core::DeviceLocation::Cuda { gpu_id } => format!("cuda:{gpu_id}"),
        candle_core::DeviceLocation::Metal { gpu_id } => format!("metal:{gpu_id}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert!(device("cpu").unwrap().is_cpu());
        assert!(device("auto").is_ok());
        assert!(device("tpu")
            .unwrap_err()
            .to_string()
            .contains("unknown device"));
        if !cfg!(feature = "cuda") {
            let e = device("cuda:0").unwrap_err().to_string();
            assert!(e.contains("--features cuda"), "{e}");
        }
        assert_eq!(device_name(&Device::Cpu), "cpu");
    }
}
