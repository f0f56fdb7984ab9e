//! Finding CUDA when the program runs. A `cuda` build links no CUDA library: it loads the
//! NVIDIA driver (`libcuda.so.1`) and CUDA's libraries (cuBLAS, cuBLASLt, cuRAND; NVRTC when
//! there) only when a GPU is asked for, so the same binary starts on a machine without them
//! (a cluster's login node) and runs there on the CPU.
//!
//! candle's CUDA bindings (cudarc) open each library by name and panic when it is missing, so
//! [`probe`] looks first, without a panic: the driver through the system's search
//! (`LD_LIBRARY_PATH`, `ld.so.cache`), each library there or in the folders of
//! [`search_dirs`] (the NVIDIA wheels that `scripts/build/build_cuda.sh` installed among them),
//! loaded by its full path. A library loaded so is found again by its name (the dynamic
//! loader matches a loaded library's soname), which is how cudarc then gets it. The answer
//! says which library was missing and where it looked.

use std::path::{Path, PathBuf};

/// The environment variable that names more folders (`:`-separated) to search first.
pub const LIBS_VAR: &str = "REINCARNATE_CUDA_LIBS";

/// The wheels' folder `scripts/build/build_cuda.sh` built against, when it built this binary.
pub const BUILT_WITH_LIBS: Option<&str> = option_env!("REINCARNATE_CUDA_LIB_DIR");

/// The CUDA libraries candle opens (by cudarc's base name), and whether a GPU needs them
/// (NVRTC compiles kernels at run time, which our networks never ask for).
pub const LIBRARIES: &[(&str, bool)] = &[
    ("cublas", true),
    ("cublasLt", true),
    ("curand", true),
    ("nvrtc", false),
];

/// The file names of library `name` (cudarc's base name) that fit a binary built for CUDA
/// `major`: its soname, `lib{name}.so.{major}` (cuRAND keeps `libcurand.so.10` across
/// releases). Only these are loaded, so an unversioned `libcublas.so` or a `libcublas.so.12`
/// of another CUDA release (a toolkit or module on `LD_LIBRARY_PATH`) is passed over rather
/// than handed to a binary whose calls it does not fit. Without a known major version, every
/// name cudarc tries.
pub fn library_files(name: &str, major: Option<u32>) -> Vec<String> {
    match (name, major) {
        ("curand", Some(_)) => vec!["libcurand.so.10".into()],
        (_, Some(major)) => vec![format!("lib{name}.so.{major}")],
        #[cfg(feature = "cuda")]
        (_, None) => cudarc::get_lib_name_candidates(name),
        #[cfg(not(feature = "cuda"))]
        (_, None) => vec![format!("lib{name}.so")],
    }
}

/// Files of library `name` in `dirs` with a version in their name but none of `wanted`
/// (another CUDA release's), for the error that says why none fit.
pub fn other_versions(dirs: &[PathBuf], name: &str, wanted: &[String]) -> Vec<PathBuf> {
    let prefix = format!("lib{name}.so.");
    let mut out = Vec::new();
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        let mut found: Vec<PathBuf> = entries
            .flatten()
            .filter(|e| {
                let f = e.file_name().to_string_lossy().into_owned();
                f.strip_prefix(&prefix)
                    .is_some_and(|v| v.chars().next().is_some_and(|c| c.is_ascii_digit()))
                    && !wanted.contains(&f)
            })
            .map(|e| e.path())
            .collect();
        found.sort();
        out.extend(found);
    }
    out
}

/// The folders searched for CUDA's libraries after the system's own search, in order:
/// `$REINCARNATE_CUDA_LIBS`; the wheels' folder this binary was built against; the NVIDIA
/// wheels of scripts/build/build_cuda.sh's default place (`~/.cache/reincarnate/cuda-*`), of the
/// active Python environment (`$VIRTUAL_ENV`, `$CONDA_PREFIX`) and of the user's and the
/// system's Python (`~/.local`, `/usr/local`; PyTorch's CUDA wheels bring the same
/// libraries); a CUDA toolkit (`$CUDA_HOME`, `/usr/local/cuda`). Only folders that exist.
pub fn search_dirs(env: &dyn Fn(&str) -> Option<String>, home: Option<&Path>) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = Vec::new();
    if let Some(list) = env(LIBS_VAR) {
        dirs.extend(list.split(':').filter(|d| !d.is_empty()).map(PathBuf::from));
    }
    if let Some(dir) = BUILT_WITH_LIBS {
        dirs.push(PathBuf::from(dir));
    }
    if let Some(home) = home {
        for venv in children(&home.join(".cache/reincarnate"), "cuda-") {
            dirs.extend(wheel_dirs(&venv.join("lib")));
        }
    }
    for var in ["VIRTUAL_ENV", "CONDA_PREFIX"] {
        if let Some(prefix) = env(var) {
            dirs.extend(wheel_dirs(&Path::new(&prefix).join("lib")));
            if var == "CONDA_PREFIX" {
                dirs.push(Path::new(&prefix).join("lib"));
            }
        }
    }
    if let Some(home) = home {
        dirs.extend(wheel_dirs(&home.join(".local/lib")));
    }
    dirs.extend(wheel_dirs(Path::new("/usr/local/lib")));
    dirs.extend(wheel_dirs(Path::new("/usr/lib")));
    for root in env("CUDA_HOME")
        .into_iter()
        .map(PathBuf::from)
        .chain([PathBuf::from("/usr/local/cuda")])
    {
        dirs.push(root.join("lib64"));
        dirs.push(root.join("lib"));
    }
    let mut seen = std::collections::HashSet::new();
    dirs.retain(|d| d.is_dir() && seen.insert(d.clone()));
    dirs
}

/// The NVIDIA wheels' library folders under a Python `lib` folder: every
/// `python3*/{site,dist}-packages/nvidia/cu*/lib` (CUDA 13's wheels) and
/// `.../nvidia/*/lib` (CUDA 12's, one package a library).
fn wheel_dirs(lib: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for python in children(lib, "python3") {
        for packages in ["site-packages", "dist-packages"] {
            for package in children(&python.join(packages).join("nvidia"), "") {
                let dir = package.join("lib");
                if dir.is_dir() {
                    out.push(dir);
                }
            }
        }
    }
    out
}

/// The folders in `dir` whose names start with `prefix`, sorted (newest version last).
fn children(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = entries
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(prefix))
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    out.sort();
    out
}

/// The first file in `dirs` named one of `names` (in the order of `dirs`, then `names`).
pub fn find_in(dirs: &[PathBuf], names: &[String]) -> Option<PathBuf> {
    dirs.iter()
        .flat_map(|d| names.iter().map(move |n| d.join(n)))
        .find(|p| p.is_file())
}

/// The file the dynamic loader opened for a library already loaded under `name` (a soname
/// such as `libcublas.so.13`), from its link map: what the system's search found. `None`
/// when no library of that name is loaded.
pub fn loaded_file(name: &str) -> Option<PathBuf> {
    /// The start of glibc's `struct link_map` (`<link.h>`), all that is read.
    #[repr(C)]
    struct LinkMap {
        l_addr: usize,
        l_name: *const libc::c_char,
    }
    let name = std::ffi::CString::new(name).ok()?;
    // SAFETY: RTLD_NOLOAD only looks a loaded library up (nothing is loaded, no initialiser
    // runs) and takes a reference that dlclose gives back; the link map stays valid while the
    // handle is open, and its name is copied before the handle is closed.
    unsafe {
        let handle = libc::dlopen(name.as_ptr(), libc::RTLD_LAZY | libc::RTLD_NOLOAD);
        if handle.is_null() {
            return None;
        }
        let mut map: *const LinkMap = std::ptr::null();
        let found = libc::dlinfo(
            handle,
            libc::RTLD_DI_LINKMAP,
            (&mut map as *mut *const LinkMap).cast(),
        ) == 0
            && !map.is_null()
            && !(*map).l_name.is_null();
        let path = found
            .then(|| {
                std::ffi::CStr::from_ptr((*map).l_name)
                    .to_string_lossy()
                    .into_owned()
            })
            .filter(|p| !p.is_empty())
            .map(PathBuf::from);
        libc::dlclose(handle);
        path
    }
}

/// The file of a library loaded under one of `names`, from `/proc/self/maps`'s text (a
/// library found by the system's search, or loaded already as another's dependency).
pub fn mapped_file(maps: &str, names: &[String]) -> Option<PathBuf> {
    maps.lines()
        .filter_map(|l| l.split_whitespace().nth(5))
        .map(Path::new)
        .find(|p| {
            p.file_name()
                .is_some_and(|f| names.iter().any(|n| f == n.as_str()))
        })
        .map(Path::to_path_buf)
}

/// A driver version as CUDA writes it (`13000`) in the usual form (`13.0`).
pub fn version_text(version: i32) -> String {
    format!("{}.{}", version / 1000, (version % 1000) / 10)
}

/// The NVIDIA driver's release (`580.82.07`) from the kernel module's
/// `/proc/driver/nvidia/version` text (`NVRM version: NVIDIA UNIX x86_64 Kernel Module
/// 580.82.07 ...`, or `... Open Kernel Module for x86_64  580.82.07 ...`).
pub fn driver_release(proc_text: &str) -> Option<String> {
    let line = proc_text.lines().find(|l| l.starts_with("NVRM version:"))?;
    line.split_whitespace()
        .find(|w| {
            w.contains('.')
                && w.split('.').count() >= 2
                && w.split('.')
                    .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
        })
        .map(str::to_string)
}

/// What [`probe`] found: a usable CUDA.
#[derive(Clone, Debug)]
pub struct CudaInfo {
    /// The driver's release (`580.82.07`), when the kernel module tells it.
    pub driver: Option<String>,
    /// The newest CUDA version the driver supports (`13000` is 13.0).
    pub driver_version: i32,
    /// The CUDA major version this binary was built for (its kernels and libraries).
    pub built_for: Option<u32>,
    /// GPUs the driver sees.
    pub devices: usize,
    /// Each library and where it was loaded from (`None`: not known).
    pub libraries: Vec<(String, Option<PathBuf>)>,
}

impl CudaInfo {
    /// One line for `check-device` and logs.
    pub fn summary(&self) -> String {
        let built = self
            .built_for
            .map_or_else(|| "?".to_string(), |m| m.to_string());
        let libs: Vec<String> = self
            .libraries
            .iter()
            .map(|(name, path)| match path {
                Some(p) => format!("{name} from {}", p.display()),
                None => format!("{name} (loaded; its file not known)"),
            })
            .collect();
        format!(
            "CUDA: NVIDIA driver {} supports CUDA {}, binary built for CUDA {built}, {} GPU{}; {}",
            self.driver.as_deref().unwrap_or("(release unknown)"),
            version_text(self.driver_version),
            self.devices,
            if self.devices == 1 { "" } else { "s" },
            libs.join(", ")
        )
    }
}

/// Why CUDA cannot be used here, in words that say what to do. The driver's and the loader's
/// own words are kept as text: the answer is found once and handed out again (it is cloned).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CudaUnavailable {
    /// A build without the `cuda` feature.
    #[error("this build has no CUDA (build it with scripts/build/build_cuda.sh)")]
    NotBuilt,
    /// The driver's library could not be loaded.
    #[error(
        "no NVIDIA driver (libcuda.so.1 could not be loaded: {0}); install the driver, or use \
         --device cpu"
    )]
    NoDriver(String),
    /// The driver would not start CUDA.
    #[error("the NVIDIA driver could not start CUDA: {0}")]
    DriverStart(String),
    /// The driver would not count its GPUs.
    #[error("the NVIDIA driver could not count GPUs: {0}")]
    CountGpus(String),
    /// The driver sees none.
    #[error("the NVIDIA driver sees no GPU")]
    NoGpu,
    /// The driver would not say which CUDA it supports.
    #[error("the NVIDIA driver would not tell its CUDA version: {0}")]
    DriverVersion(String),
    /// The driver is older than the CUDA this binary was built for.
    #[error(
        "the NVIDIA driver supports CUDA {driver}, this binary was built for CUDA {built}: \
         update the driver, or build with an older CUDA (CUDA_PIP_VERSION, see \
         scripts/build/build_cuda.sh)"
    )]
    DriverTooOld {
        /// The CUDA release the driver supports (`12.8`).
        driver: String,
        /// The major release the binary was built for.
        built: u32,
    },
    /// One of CUDA's libraries was found but would not load.
    #[error("CUDA's {name} library could not be loaded: {why}")]
    LibraryLoad {
        /// The library (`cublas`).
        name: String,
        /// The loader's words.
        why: String,
    },
    /// One of CUDA's libraries is nowhere to be found.
    #[error(
        "CUDA's {name} library ({wanted}) was not found{others}: looked in LD_LIBRARY_PATH, the \
         system's library paths{looked}; install NVIDIA's wheels (bash \
         scripts/build/build_cuda.sh installs them) or a CUDA toolkit of that release, or name \
         the folder that holds it in {var}",
        var = LIBS_VAR
    )]
    LibraryMissing {
        /// The library (`cublas`).
        name: String,
        /// Its file names, `or`-separated.
        wanted: String,
        /// Files of another release found instead, said as ` (there is ...)`, or empty.
        others: String,
        /// The other folders searched, said as ` and A, B`, or empty.
        looked: String,
    },
}

/// Finds and loads the driver and CUDA's libraries once (later calls give the first answer):
/// what was found, or why CUDA cannot be used here.
#[cfg(feature = "cuda")]
pub fn probe() -> Result<CudaInfo, CudaUnavailable> {
    static ANSWER: std::sync::OnceLock<Result<CudaInfo, CudaUnavailable>> =
        std::sync::OnceLock::new();
    ANSWER.get_or_init(probe_now).clone()
}

/// [`probe`] in a build without CUDA.
#[cfg(not(feature = "cuda"))]
pub fn probe() -> Result<CudaInfo, CudaUnavailable> {
    Err(CudaUnavailable::NotBuilt)
}

/// The dynamic loader's words on a library it would not load.
#[cfg(feature = "cuda")]
pub(crate) struct LoaderSaid(pub(crate) String);

/// Loads a library for the rest of the process (cudarc finds it again by name).
#[cfg(feature = "cuda")]
pub(crate) fn load_for_good(name: &std::ffi::OsStr) -> Result<(), LoaderSaid> {
    // SAFETY: loading runs the library's initialisers; these are NVIDIA's CUDA libraries,
    // the ones cudarc would load by the same name.
    match unsafe { libloading::Library::new(name) } {
        Ok(lib) => {
            std::mem::forget(lib);
            Ok(())
        }
        // The loader's own words ("libcuda.so.1: cannot open shared object file: ...") are
        // the error's source.
        Err(e) => Err(LoaderSaid(match std::error::Error::source(&e) {
            Some(why) => why.to_string(),
            None => e.to_string(),
        })),
    }
}

#[cfg(feature = "cuda")]
fn probe_now() -> Result<CudaInfo, CudaUnavailable> {
    use cudarc::driver::result;
    // The driver: only the system's search (it comes with the kernel module, not a wheel).
    load_for_good("libcuda.so.1".as_ref()).map_err(|e| CudaUnavailable::NoDriver(e.0))?;
    let built_for = cudarc::get_lib_name_candidates("cuda")
        .iter()
        .find_map(|c| c.strip_prefix("libcuda.so.")?.parse::<u32>().ok());
    result::init().map_err(|e| CudaUnavailable::DriverStart(e.to_string()))?;
    let devices =
        result::device::get_count().map_err(|e| CudaUnavailable::CountGpus(e.to_string()))?;
    if devices <= 0 {
        return Err(CudaUnavailable::NoGpu);
    }
    let mut driver_version = 0;
    // SAFETY: one int written by the driver.
    unsafe { cudarc::driver::sys::cuDriverGetVersion(&mut driver_version) }
        .result()
        .map_err(|e| CudaUnavailable::DriverVersion(e.to_string()))?;
    if let Some(major) = built_for {
        if (driver_version / 1000) < major as i32 {
            return Err(CudaUnavailable::DriverTooOld {
                driver: version_text(driver_version),
                built: major,
            });
        }
    }
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let env = |k: &str| std::env::var(k).ok();
    let dirs = search_dirs(&env, home.as_deref());
    let mut libraries = Vec::new();
    for &(name, needed) in LIBRARIES {
        let names = library_files(name, built_for);
        if names.iter().any(|n| load_for_good(n.as_ref()).is_ok()) {
            // The loader's own answer; `/proc/self/maps` where it has none (a sandbox's maps
            // may not name the files).
            let file = names.iter().find_map(|n| loaded_file(n)).or_else(|| {
                let maps = std::fs::read_to_string("/proc/self/maps").unwrap_or_default();
                mapped_file(&maps, &names)
            });
            libraries.push((name.to_string(), file));
            continue;
        }
        match find_in(&dirs, &names) {
            Some(path) => {
                load_for_good(path.as_os_str()).map_err(|e| CudaUnavailable::LibraryLoad {
                    name: name.to_string(),
                    why: e.0,
                })?;
                libraries.push((name.to_string(), Some(path)));
            }
            None if needed => {
                let wanted = names.join(" or ");
                let looked: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
                // Where another release most often comes from: a toolkit or a cluster's
                // module on LD_LIBRARY_PATH, then the folders searched.
                let mut seen: Vec<PathBuf> = Vec::new();
                let path = env("LD_LIBRARY_PATH").unwrap_or_default();
                let path = path.split(':').filter(|d| !d.is_empty()).map(PathBuf::from);
                for d in path.chain(dirs.iter().cloned()) {
                    if !seen.contains(&d) {
                        seen.push(d);
                    }
                }
                let others: Vec<String> = other_versions(&seen, name, &names)
                    .iter()
                    .map(|p| p.display().to_string())
                    .collect();
                let others = if others.is_empty() {
                    String::new()
                } else {
                    format!(
                        " (there is {}, of another CUDA release than this binary's)",
                        others.join(", ")
                    )
                };
                return Err(CudaUnavailable::LibraryMissing {
                    name: name.to_string(),
                    wanted,
                    others,
                    looked: if looked.is_empty() {
                        String::new()
                    } else {
                        format!(" and {}", looked.join(", "))
                    },
                });
            }
            None => {}
        }
    }
    Ok(CudaInfo {
        driver: std::fs::read_to_string("/proc/driver/nvidia/version")
            .ok()
            .as_deref()
            .and_then(driver_release),
        driver_version,
        built_for,
        devices: devices as usize,
        libraries,
    })
}

#[cfg(test)]
mod tests;
