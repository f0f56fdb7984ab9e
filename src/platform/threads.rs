//! Settings for the CPU's worker threads, applied once at start-up.
//!
//! candle runs its element-wise operations on a pool of its own whose idle workers spin for
//! about 25,000 pause instructions (~1 ms) before they sleep; our convolutions and GEMMs run
//! on rayon's pool. On a machine with few cores a spinning candle worker takes a core from
//! rayon's workers after every element-wise operation: a short spin (100) made the IMPALA
//! QDagger update 10% faster on the 2-core CI machine (269 ms to 241 ms, 2 threads).

/// The spin limit we use unless the user set one (`CANDLE_BARRIER_POOL_SPIN_LIMIT`).
pub const SPIN_LIMIT: u32 = 100;

/// Shortens the spin of candle's idle workers, unless `CANDLE_BARRIER_POOL_SPIN_LIMIT` is
/// set already. Call it first thing in `main`, while the process has one thread (it sets an
/// environment variable, which candle reads when its pool starts).
pub fn short_spin() {
    const VAR: &str = "CANDLE_BARRIER_POOL_SPIN_LIMIT";
    if std::env::var_os(VAR).is_none() {
        std::env::set_var(VAR, SPIN_LIMIT.to_string());
    }
}

/// A rayon pool of `threads` threads (`None`: one per core, or `RAYON_NUM_THREADS`) named
/// `{name}-N`, for work to run inside (`install`), on one of the pool's threads: the thread
/// handing out each parallel step (a convolution, a matrix product) then takes part in it.
/// Called from outside a pool, rayon would instead wake the shared pool's workers for every
/// step and put the caller to sleep until they finish: one thread more than there are cores,
/// each wake-up taking a core from a busy worker (on 2 cores, about 1,400 times a second in
/// the offline phase). Errors only if the OS refuses the threads.
pub fn own_pool(
    name: &'static str,
    threads: Option<usize>,
) -> Result<rayon::ThreadPool, rayon::ThreadPoolBuildError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads.map_or(0, |n| n.max(1)))
        .thread_name(move |i| format!("{name}-{i}"))
        .build()
}
