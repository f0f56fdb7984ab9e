//! Where the networks run, chosen in one place: CPU by default, CUDA with the `cuda`
//! feature.

use super::cuda_levers::{ApplyError, CudaLevers, LEVERS_FLAG};
use candle_core::Device;

/// Why a device could not be used.
#[derive(Debug, thiserror::Error)]
pub enum DeviceError {
    /// The name is not `cpu`, `cuda`, `cuda:N` or `auto`.
    #[error("unknown device '{0}': use cpu, cuda, cuda:N or auto")]
    Unknown(String),
    /// CUDA was asked for in a build without it.
    #[error("device '{0}' needs a build with CUDA: bash scripts/build/build_cuda.sh")]
    NoCudaBuild(String),
    /// CUDA was asked for on a machine where it cannot run (no driver, no GPU, a library
    /// missing): the probe's words.
    #[error("device '{name}': {why} (--device auto falls back to the CPU)")]
    NoCuda {
        /// The device asked for.
        name: String,
        /// What is missing, and what to do.
        why: String,
    },
    /// The CUDA device could not be opened.
    #[error("could not open {name}: {source}")]
    Cuda {
        /// The device asked for.
        name: String,
        /// candle's error.
        source: candle_core::Error,
    },
}

/// The device name a run uses unless told: `auto` in a build with CUDA (the GPU where there
/// is one), else `cpu`.
pub const DEFAULT_DEVICE: &str = if cfg!(feature = "cuda") {
    "auto"
} else {
    "cpu"
};

/// A device opened by name.
#[derive(Debug)]
pub struct Opened {
    /// The device.
    pub device: Device,
    /// Why `auto` chose the CPU in a build with CUDA (no driver, no GPU, a library missing).
    pub fallback: Option<String>,
    /// The CUDA levers applied to the GPU (none on the CPU).
    pub levers: CudaLevers,
    /// What the levers asked for and could not have here, to be said to the user (cuDNN not
    /// found: the convolutions run on candle's kernels).
    pub notes: Vec<String>,
}

/// Opens the device named `name`: `cpu`, `cuda` (GPU 0), `cuda:N`, or `auto` (the first GPU
/// when this build has CUDA and a usable GPU is there, else the CPU, saying why in
/// [`Opened::fallback`]). CUDA's driver and libraries are looked for first
/// ([`super::cuda_libs::probe`]), so a machine without them gets an error that says what is
/// missing, never a crash.
pub fn open_device(name: &str, levers: CudaLevers) -> Result<Opened, DeviceError> {
    let name = name.trim().to_ascii_lowercase();
    let cpu = |fallback| Opened {
        device: Device::Cpu,
        fallback,
        levers: CudaLevers::default(),
        notes: Vec::new(),
    };
    let gpu = |(device, levers, notes)| Opened {
        device,
        fallback: None,
        levers,
        notes,
    };
    let ordinal = match name.as_str() {
        "cpu" => return Ok(cpu(None)),
        "auto" if !cfg!(feature = "cuda") => return Ok(cpu(None)),
        // GPU 0 as `cuda` would open it; what would be `cuda`'s error is the reason for the CPU.
        "auto" => {
            return match open_cuda("cuda:0", 0, levers) {
                Ok(opened) => Ok(gpu(opened)),
                Err(DeviceError::NoCuda { why, .. }) => Ok(cpu(Some(why))),
                Err(e) => Ok(cpu(Some(e.to_string()))),
            };
        }
        "cuda" | "gpu" => 0,
        other => match other.strip_prefix("cuda:").map(str::parse::<usize>) {
            Some(Ok(n)) => n,
            _ => return Err(DeviceError::Unknown(name)),
        },
    };
    Ok(gpu(open_cuda(&name, ordinal, levers)?))
}

/// Opens GPU `ordinal` (asked for as `name`), once CUDA's driver and libraries are found,
/// with `levers` applied.
fn open_cuda(
    name: &str,
    ordinal: usize,
    mut levers: CudaLevers,
) -> Result<(Device, CudaLevers, Vec<String>), DeviceError> {
    if !cfg!(feature = "cuda") {
        return Err(DeviceError::NoCudaBuild(name.into()));
    }
    let mut notes = Vec::new();
    let info = super::cuda_libs::probe().map_err(|why| DeviceError::NoCuda {
        name: name.into(),
        why: why.to_string(),
    })?;
    if ordinal >= info.devices {
        let range = match info.devices {
            1 => "cuda:0".to_string(),
            n => format!("cuda:0 to cuda:{}", n - 1),
        };
        return Err(DeviceError::NoCuda {
            name: name.into(),
            why: format!(
                "the NVIDIA driver sees {} GPU{} ({range})",
                info.devices,
                if info.devices == 1 { "" } else { "s" },
            ),
        });
    }
    // cuDNN, when asked for: without it the run goes on with candle's convolutions.
    if levers.cudnn {
        let why = match quietly(super::cudnn_libs::load_cudnn) {
            Ok(Ok(_)) => None,
            Ok(Err(why)) => Some(why.to_string()),
            Err(panic) => Some(panic.to_string()),
        };
        if let Some(why) = why {
            levers.cudnn = false;
            levers.tf32 = false;
            notes.push(format!(
                "{LEVERS_FLAG}: cuDNN is not used ({why}); the convolutions run on candle's \
                 kernels"
            ));
        }
    }
    // cudarc panics where the driver lacks a function it calls (a driver library of the
    // wrong kind or release first on the library path): that is CUDA not starting here, said
    // as such, and `auto` then runs on the CPU.
    let new = || {
        if levers.one_stream {
            Device::new_cuda_with_stream(ordinal)
        } else {
            Device::new_cuda(ordinal)
        }
    };
    match quietly(new) {
        Ok(Ok(device)) => {
            apply_levers(&device, levers).map_err(|why| DeviceError::NoCuda {
                name: name.into(),
                why: format!("{why} ({LEVERS_FLAG} {levers})"),
            })?;
            Ok((device, levers, notes))
        }
        Ok(Err(source)) => Err(DeviceError::Cuda {
            name: name.into(),
            source,
        }),
        Err(panic) => Err(DeviceError::NoCuda {
            name: name.into(),
            why: format!(
                "CUDA could not start on {name} ({panic}); check that libcuda.so.1 on the \
                 library path is the installed driver's (nvidia-smi works), or use --device cpu"
            ),
        }),
    }
}

/// Applies `levers` to a GPU just opened.
#[cfg(feature = "cuda")]
fn apply_levers(device: &Device, levers: CudaLevers) -> Result<(), ApplyError> {
    match device {
        Device::Cuda(cuda) => super::cuda_levers::apply(cuda, levers),
        _ => Ok(()),
    }
}

#[cfg(not(feature = "cuda"))]
fn apply_levers(_: &Device, _: CudaLevers) -> Result<(), ApplyError> {
    Ok(())
}

/// The message of a panic that was caught.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
struct Panicked(String);

/// `f`'s result, or the message of its panic, caught without the panic's report on stderr.
fn quietly<T>(f: impl FnOnce() -> T) -> Result<T, Panicked> {
    let report = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    std::panic::set_hook(report);
    out.map_err(|payload| {
        Panicked(
            super::panics::panic_message(&*payload)
                .unwrap_or("a panic without a message")
                .to_string(),
        )
    })
}

/// [`open_device`] without levers, with `auto`'s fallback said on stderr in one line.
pub fn device(name: &str) -> Result<Device, DeviceError> {
    let opened = open_device(name, CudaLevers::default())?;
    if let Some(why) = &opened.fallback {
        eprintln!("device: auto chose the CPU: {why}");
    }
    for note in &opened.notes {
        eprintln!("device: {note}");
    }
    Ok(opened.device)
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
    fn a_panic_is_caught_as_its_message() {
        let said = |r: Result<u8, Panicked>| r.map_err(|p| p.to_string());
        assert_eq!(said(quietly(|| 7)), Ok(7));
        let missing = "Missing symbol cuDeviceGet: dlsym failed";
        assert_eq!(
            said(quietly(|| -> u8 { panic!("{missing}") })),
            Err(missing.to_string())
        );
        assert_eq!(
            said(quietly(|| -> u8 { panic!("static") })),
            Err("static".to_string())
        );
    }

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
            assert!(e.contains("build_cuda.sh"), "{e}");
            assert_eq!(DEFAULT_DEVICE, "cpu");
            assert!(open_device("auto", CudaLevers::ALL)
                .unwrap()
                .fallback
                .is_none());
        }
        assert_eq!(device_name(&Device::Cpu), "cpu");
    }
}
