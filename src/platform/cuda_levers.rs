//! Switches of the CUDA path that make an update cheaper on the host, each off until a GPU
//! check has shown it gives the same results faster (docs/cuda.md says which are proven).
//! They are a setting of the run like any other (`--cuda-levers`, `cuda_levers` in
//! `config.toml`, so a checkpoint's run resumes with them): `none` (the default), `all`, or a
//! comma-separated list of the names below. The device is opened with them
//! (`platform::device::open_device`), and they are passed down from there: to the learner,
//! to its networks (which convolve, pool and replay acting's graphs by them) and to its
//! optimiser. No state of the process holds them.
//!
//! | name | what it does |
//! | --- | --- |
//! | `events` | cudarc creates no CUDA events for each allocation (two created and destroyed per allocation otherwise; candle never waits on them) |
//! | `pool` | freed GPU memory stays in the stream-ordered pool across synchronisations (its release threshold raised) instead of going back to the driver at each |
//! | `stream` | one explicit stream for every thread (acting, the update on the pool's threads, evaluations), so their work is ordered without a synchronisation; implies `events` |
//! | `htod` | candle's cache of small host-to-device uploads (dims and strides of non-contiguous operations) during the update's compute, not around per-step data |
//! | `lazy` | an update's losses stay on the GPU until they are logged (every `--log-every` updates) instead of a synchronisation after every update; needs `stream` |
//! | `adam` | Adam as one kernel of our own per parameter (src/agent/gpu/update.cu) instead of about 14 candle operations; implies `events` |
//! | `maxpool` | IMPALA's max-pool and its backward as two kernels of our own instead of about 15 and 60 candle operations, the gradient to each window's first maximum |
//! | `cudnn` | the convolutions, forward and backward (data, filter, bias), through cuDNN with cached descriptors, deterministic algorithms, one workspace and FP32 arithmetic, instead of candle's im2col and transposed convolution (cuDNN is loaded when the GPU is opened; without it the lever is dropped, saying why) |
//! | `tf32` | cuDNN's convolutions may use TF32 tensor cores, as PyTorch's defaults allow (matrix products stay FP32, as PyTorch's); implies `cudnn` |
//! | `graphs` | acting's forward (a batch of observations to Q-values) captured once per network and batch size as a CUDA graph and replayed: one launch instead of one per operation; implies `stream` |
//! | `update-graph` | the whole update (forwards, loss, backward, Adam, the losses kept for the log) captured once per kind of step (QDagger with the teacher's forward, with its Q-values given, DQN) and batch size and replayed: one launch instead of about 1,000; implies `adam` (its numbers then come from device memory) and `stream` |

use std::fmt;

/// The setting's flag (`cuda_levers` in `config.toml`).
pub const LEVERS_FLAG: &str = "--cuda-levers";

/// The levers' names, in the order they are listed.
pub const LEVER_NAMES: [&str; 11] = [
    "events",
    "pool",
    "stream",
    "htod",
    "lazy",
    "adam",
    "maxpool",
    "cudnn",
    "tf32",
    "graphs",
    "update-graph",
];

/// Which levers are on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CudaLevers {
    /// cudarc's per-allocation event tracking off.
    pub no_events: bool,
    /// The memory pool keeps what is freed.
    pub keep_pool: bool,
    /// One explicit stream for every thread.
    pub one_stream: bool,
    /// candle's upload cache around the update's compute.
    pub htod_cache: bool,
    /// Losses read back only when logged.
    pub lazy_losses: bool,
    /// Adam as one kernel per parameter.
    pub fused_adam: bool,
    /// The max-pool and its backward as kernels.
    pub pool_kernel: bool,
    /// The convolutions through cuDNN.
    pub cudnn: bool,
    /// cuDNN's convolutions in TF32.
    pub tf32: bool,
    /// Acting's forward replayed as a CUDA graph.
    pub graphs: bool,
    /// The update replayed as a CUDA graph.
    pub update_graph: bool,
}

/// A value of `--cuda-levers` that names no lever.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{LEVERS_FLAG} {value:?}: unknown lever '{unknown}'; use none, all, or a comma-separated \
     list of events, pool, stream, htod, lazy, adam, maxpool, cudnn, tf32, graphs, update-graph \
     (docs/cuda.md)"
)]
pub struct LeverError {
    /// The whole value.
    pub value: String,
    /// The name not known.
    pub unknown: String,
}

impl CudaLevers {
    /// Every lever on.
    pub const ALL: Self = Self {
        no_events: true,
        keep_pool: true,
        one_stream: true,
        htod_cache: true,
        lazy_losses: true,
        fused_adam: true,
        pool_kernel: true,
        cudnn: true,
        tf32: true,
        graphs: true,
        update_graph: true,
    };

    /// The levers named in `value` (`none`, `all`, or names separated by commas, spaces
    /// allowed, case ignored). `stream` brings `events` with it: with one explicit stream,
    /// cudarc would otherwise record an event at every use of every buffer; so does `adam`
    /// (its kernel writes the moments through buffers cudarc would track as read), and `tf32`
    /// brings `cudnn` (it is a setting of cuDNN's convolutions), and `graphs` brings `stream`
    /// (a graph is captured from an explicit stream, with no event of another), and
    /// `update-graph` brings `adam` and `stream` (Adam's numbers must come from device memory,
    /// and the graph from an explicit stream). `lazy` without
    /// `stream` is refused: the update and acting would run on two threads' own streams,
    /// unordered.
    pub fn parse(value: &str) -> Result<Self, LeverError> {
        let mut levers = Self::default();
        for name in value.split(',').map(|s| s.trim().to_ascii_lowercase()) {
            match name.as_str() {
                "" | "none" | "0" | "off" => {}
                "all" | "1" | "on" => levers = Self::ALL,
                lever => {
                    if !levers.turn_on(lever) {
                        return Err(LeverError {
                            value: value.into(),
                            unknown: name,
                        });
                    }
                }
            }
        }
        if levers.update_graph {
            levers.fused_adam = true;
        }
        if levers.graphs || levers.update_graph {
            levers.one_stream = true;
        }
        if levers.one_stream || levers.fused_adam {
            levers.no_events = true;
        }
        if levers.tf32 {
            levers.cudnn = true;
        }
        if levers.lazy_losses && !levers.one_stream {
            return Err(LeverError {
                value: value.into(),
                unknown: "lazy (it needs stream too: acting and the update must share one \
                          stream before the synchronisation after each update can go)"
                    .into(),
            });
        }
        Ok(levers)
    }

    /// Turns on the lever called `name`; false when no lever is called so.
    fn turn_on(&mut self, name: &str) -> bool {
        let lever = match name {
            "events" => &mut self.no_events,
            "pool" => &mut self.keep_pool,
            "stream" => &mut self.one_stream,
            "htod" => &mut self.htod_cache,
            "lazy" => &mut self.lazy_losses,
            "adam" => &mut self.fused_adam,
            "maxpool" => &mut self.pool_kernel,
            "cudnn" => &mut self.cudnn,
            "tf32" => &mut self.tf32,
            "graphs" => &mut self.graphs,
            "update-graph" => &mut self.update_graph,
            _ => return false,
        };
        *lever = true;
        true
    }

    /// The names of the levers that are on, in [`LEVER_NAMES`]'s order.
    pub fn names(&self) -> Vec<&'static str> {
        let on = [
            self.no_events,
            self.keep_pool,
            self.one_stream,
            self.htod_cache,
            self.lazy_losses,
            self.fused_adam,
            self.pool_kernel,
            self.cudnn,
            self.tf32,
            self.graphs,
            self.update_graph,
        ];
        LEVER_NAMES
            .iter()
            .zip(on)
            .filter_map(|(n, on)| on.then_some(*n))
            .collect()
    }
}

impl fmt::Display for CudaLevers {
    /// `none`, or the names of the levers that are on, comma-separated.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = self.names();
        if names.is_empty() {
            f.write_str("none")
        } else {
            f.write_str(&names.join(","))
        }
    }
}

impl std::str::FromStr for CudaLevers {
    type Err = LeverError;
    fn from_str(s: &str) -> Result<Self, LeverError> {
        Self::parse(s)
    }
}

/// In `config.toml` as on the command line: `"none"`, or the names of the levers that are on.
impl serde::Serialize for CudaLevers {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> serde::Deserialize<'de> for CudaLevers {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Self::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// Why a lever could not be applied to a GPU (the driver's words).
#[derive(Debug, thiserror::Error)]
pub enum ApplyError {
    /// The GPU's context could not be made current.
    #[error("{0}")]
    Bind(String),
    /// The GPU's memory pool could not be had.
    #[error("the GPU's memory pool: {0}")]
    Pool(String),
    /// Its release threshold could not be set.
    #[error("the GPU's memory pool's release threshold: {0}")]
    Threshold(String),
}

/// Applies `levers` to a GPU that candle has just opened (before anything else is allocated
/// on it): event tracking off and the pool's release threshold raised, as asked. The kernel
/// levers are passed down with the device (see the module's docs).
#[cfg(feature = "cuda")]
pub fn apply(device: &candle_core::CudaDevice, levers: CudaLevers) -> Result<(), ApplyError> {
    let stream = device.cuda_stream();
    let context = stream.context();
    if levers.no_events {
        // SAFETY: cudarc's events order a buffer's uses across streams. Without `stream`,
        // each thread's work is finished (synchronised) before another thread uses its
        // results, as before; with `stream`, every use is on one stream, ordered by it.
        unsafe { context.disable_event_tracking() };
    }
    if levers.keep_pool {
        use cudarc::driver::sys;
        let mut threshold: u64 = u64::MAX;
        // SAFETY: the device is the context's own, the attribute takes a u64 (CUDA's
        // documentation of CU_MEMPOOL_ATTR_RELEASE_THRESHOLD).
        unsafe {
            context
                .bind_to_thread()
                .map_err(|e| ApplyError::Bind(e.to_string()))?;
            let pool = cudarc::driver::result::device::get_default_mem_pool(context.cu_device())
                .map_err(|e| ApplyError::Pool(e.to_string()))?;
            sys::cuMemPoolSetAttribute(
                pool,
                sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
                (&mut threshold as *mut u64).cast(),
            )
            .result()
            .map_err(|e| ApplyError::Threshold(e.to_string()))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names_lists_and_all() {
        assert_eq!(CudaLevers::parse("").unwrap(), CudaLevers::default());
        assert_eq!(CudaLevers::parse("none").unwrap(), CudaLevers::default());
        assert_eq!(CudaLevers::parse("all").unwrap(), CudaLevers::ALL);
        assert_eq!(CudaLevers::parse(" ALL ").unwrap(), CudaLevers::ALL);
        let some = CudaLevers::parse("pool, htod").unwrap();
        assert_eq!(
            some,
            CudaLevers {
                keep_pool: true,
                htod_cache: true,
                ..Default::default()
            }
        );
        assert_eq!(some.to_string(), "pool,htod");
        assert_eq!(CudaLevers::default().to_string(), "none");
        assert_eq!(CudaLevers::ALL.to_string(), LEVER_NAMES.join(","));
        for name in LEVER_NAMES {
            let with_stream = if name == "lazy" {
                "lazy,stream".to_string()
            } else {
                name.to_string()
            };
            let levers = CudaLevers::parse(&with_stream).unwrap();
            assert!(levers.names().contains(&name), "{name}: {levers}");
        }
    }

    #[test]
    fn levers_read_back_from_the_config_file_and_the_command_line_as_written() {
        #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
        struct File {
            cuda_levers: CudaLevers,
        }
        for levers in [
            CudaLevers::parse("adam").unwrap(),
            CudaLevers::parse("maxpool,stream").unwrap(),
            CudaLevers::parse("tf32").unwrap(),
            CudaLevers::ALL,
            CudaLevers::default(),
        ] {
            let text = toml::to_string(&File {
                cuda_levers: levers,
            })
            .unwrap();
            assert_eq!(
                toml::from_str::<File>(&text).unwrap().cuda_levers,
                levers,
                "{text}"
            );
            assert_eq!(levers.to_string().parse::<CudaLevers>().unwrap(), levers);
        }
        let bad = toml::from_str::<File>("cuda_levers = \"warp\"").unwrap_err();
        assert!(bad.to_string().contains("unknown lever 'warp'"), "{bad}");
    }

    #[test]
    fn levers_bring_the_levers_they_need_and_lazy_needs_stream() {
        let g = CudaLevers::parse("graphs").unwrap();
        assert!(g.graphs && g.one_stream && g.no_events && !g.lazy_losses);
        let u = CudaLevers::parse("update-graph").unwrap();
        assert!(u.update_graph && u.fused_adam && u.one_stream && u.no_events && !u.graphs);
        assert!(!u.lazy_losses && !u.htod_cache && !u.cudnn);
        let t = CudaLevers::parse("tf32").unwrap();
        assert!(t.tf32 && t.cudnn && !t.no_events);
        let a = CudaLevers::parse("adam").unwrap();
        assert!(a.fused_adam && a.no_events && !a.one_stream);
        let s = CudaLevers::parse("stream").unwrap();
        assert!(s.one_stream && s.no_events && !s.lazy_losses);
        let e = CudaLevers::parse("lazy").unwrap_err();
        assert!(e.to_string().contains("needs stream"), "{e}");
        assert!(CudaLevers::parse("stream,lazy").unwrap().lazy_losses);
    }

    #[test]
    fn an_unknown_name_says_which_and_what_is_known() {
        let e = CudaLevers::parse("pool,warp").unwrap_err();
        assert_eq!(e.unknown, "warp");
        let text = e.to_string();
        assert!(
            text.contains(LEVERS_FLAG) && text.contains("'warp'"),
            "{text}"
        );
        for name in LEVER_NAMES {
            assert!(text.contains(name), "{text}");
        }
    }
}
