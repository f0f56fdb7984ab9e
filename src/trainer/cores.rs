//! The cores two runs in one process share (a race): each side works on its own half while
//! both run, and the side still running takes every core once the other has ended, so that
//! no core sits idle through the long QDagger half of a race after DQN is done.

use rayon::{ThreadPool, ThreadPoolBuilder};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

/// Cores shared by the runs of one process.
pub struct CoreShare {
    /// Runs that have not ended yet.
    running: AtomicUsize,
    /// Threads of the pool a lone run works on.
    cores: usize,
    /// That pool, started when a run first works alone (an error if the OS refused threads).
    whole: OnceLock<Result<ThreadPool, rayon::ThreadPoolBuildError>>,
}

impl std::fmt::Debug for CoreShare {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CoreShare")
            .field("running", &self.running.load(Ordering::Relaxed))
            .field("cores", &self.cores)
            .finish()
    }
}

impl CoreShare {
    /// A share of `cores` threads among `runs` runs.
    pub fn new(runs: usize, cores: usize) -> Arc<Self> {
        Arc::new(Self {
            running: AtomicUsize::new(runs),
            cores: cores.max(1),
            whole: OnceLock::new(),
        })
    }

    /// Says that one run has ended (whatever the outcome); call it once per run.
    pub fn ended(&self) {
        let _ = self
            .running
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| n.checked_sub(1));
    }

    /// Whether at most one run is left, which may then take every core.
    pub fn alone(&self) -> bool {
        self.running.load(Ordering::Acquire) <= 1
    }

    /// The threads a lone run works on.
    pub fn cores(&self) -> usize {
        self.cores
    }

    /// Runs `work` on every core if this run is alone, else on the calling run's own pool.
    pub fn run<R: Send>(&self, work: impl FnOnce() -> R + Send) -> R {
        if !self.alone() || rayon::current_num_threads() >= self.cores {
            return work();
        }
        let pool = self.whole.get_or_init(|| {
            ThreadPoolBuilder::new()
                .num_threads(self.cores)
                .thread_name(|i| format!("trainer-all-{i}"))
                .build()
        });
        match pool {
            Ok(pool) => pool.install(work),
            // No threads to be had: go on with the run's own.
            Err(_) => work(),
        }
    }
}

/// [`CoreShare::run`] when there is a share, else `work` as it is.
pub fn on_cores<R: Send>(share: Option<&Arc<CoreShare>>, work: impl FnOnce() -> R + Send) -> R {
    match share {
        Some(share) => share.run(work),
        None => work(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pool(n: usize) -> ThreadPool {
        ThreadPoolBuilder::new().num_threads(n).build().unwrap()
    }

    #[test]
    fn a_run_keeps_its_own_threads_until_the_other_ends_then_takes_every_core() {
        let share = CoreShare::new(2, 3);
        let own = pool(1);
        let threads = || own.install(|| share.run(rayon::current_num_threads));
        assert_eq!(threads(), 1);
        assert!(!share.alone());
        share.ended();
        assert!(share.alone());
        assert_eq!(threads(), 3);
        // Work on every core really runs there: a parallel sum over the lone pool.
        let sum: u64 = own.install(|| {
            share.run(|| {
                use rayon::prelude::*;
                (0..1000u64).into_par_iter().sum()
            })
        });
        assert_eq!(sum, 499_500);
        // Ending more runs than there were changes nothing.
        share.ended();
        share.ended();
        assert_eq!(threads(), 3);
    }

    #[test]
    fn without_a_share_work_runs_where_it_is() {
        let own = pool(2);
        assert_eq!(
            own.install(|| on_cores(None, rayon::current_num_threads)),
            2
        );
    }
}
