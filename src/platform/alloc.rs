//! Allocator settings for the learner's large, short-lived tensors.
//!
//! An update allocates and frees about a hundred megabytes of activations and gradients, in
//! blocks of up to 15 MB (the IMPALA student's first layer at batch 32). Left to its defaults,
//! glibc hands that memory back to the kernel after each update, and the next update pays a
//! page fault and a zeroed page for every 4 KiB of it:
//! - blocks above the mmap threshold (128 KiB, raised dynamically to at most 32 MiB) get a
//!   fresh `mmap` each and are `munmap`ped when freed;
//! - a thread other than the process's first allocates from an arena of its own, whose 64 MiB
//!   heaps are unmapped as soon as they are empty, whatever the trim threshold. The trainer
//!   is such a thread: the online phase of a 1,400-step QDagger run (IMPALA student, 100
//!   updates) took 2.5 million page faults, 10 GB of fresh pages.
//!
//! So the process keeps one arena (the main one, which grows with `brk` and is trimmed only
//! above the trim threshold), a fixed 32 MiB mmap threshold (glibc's largest) and a 1 GiB trim
//! threshold. That run then took 56 thousand page faults and its online phase 28 s instead
//! of 33-34 s (2-core AMD EPYC, docs/performance.md). The memory an update frees stays in the
//! process for the next one, which is what a training process wants.

/// Keeps large allocations in the process for reuse (glibc on Linux; elsewhere a no-op).
/// Says whether the allocator took every setting. With `REINCARNATE_MALLOC=default` in the
/// environment it leaves glibc's defaults (to measure what the settings are worth).
///
/// Call it before the process starts threads: a thread that already allocated keeps its own
/// arena. The command line calls it first thing; the trainer's `spawn` calls it again
/// for programs that use the library directly (the thresholds still apply then).
pub fn keep_large_allocations() -> bool {
    if std::env::var_os("REINCARNATE_MALLOC").is_some_and(|v| v == "default") {
        return true;
    }
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only changes allocator parameters; it is safe to call at any time.
    unsafe {
        // glibc refuses an mmap threshold above half its 64 MiB heap size, so 32 MiB it is.
        let arenas = libc::mallopt(libc::M_ARENA_MAX, 1);
        let mmap = libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20);
        let trim = libc::mallopt(libc::M_TRIM_THRESHOLD, 1 << 30);
        arenas == 1 && mmap == 1 && trim == 1
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_allocator_takes_every_setting() {
        assert!(keep_large_allocations());
    }

    /// Allocation rounds on a new thread of a fresh process (this test binary run again,
    /// for this test alone, so that no other test's threads or freed memory are around):
    /// the minor page faults of each round, after `keep_large_allocations` (which
    /// `REINCARNATE_MALLOC=default` turns off).
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    #[test]
    fn child_allocation_rounds() {
        if std::env::var_os("REINCARNATE_ALLOC_CHILD").is_none() {
            return; // run by the parent test below
        }
        // "default": REINCARNATE_MALLOC=default is set, which this call must respect.
        assert!(keep_large_allocations());
        fn minor_faults() -> i64 {
            // SAFETY: getrusage writes into the struct it is given.
            unsafe {
                let mut u: libc::rusage = std::mem::zeroed();
                libc::getrusage(libc::RUSAGE_THREAD, &mut u);
                u.ru_minflt
            }
        }
        let rounds = std::thread::spawn(|| {
            let mut rounds = Vec::new();
            for _ in 0..3 {
                let before = minor_faults();
                // Five 15 MB blocks at once (more than one 64 MiB arena heap), written through.
                let blocks: Vec<Vec<f32>> = (0..5)
                    .map(|k| {
                        let mut v = Vec::<f32>::with_capacity(15 << 18);
                        v.resize(15 << 18, k as f32);
                        v
                    })
                    .collect();
                std::hint::black_box(&blocks);
                drop(blocks);
                rounds.push(minor_faults() - before);
            }
            rounds
        })
        .join()
        .unwrap();
        println!("ROUNDS {} {} {}", rounds[0], rounds[1], rounds[2]);
    }

    /// The page faults of [`child_allocation_rounds`] in a fresh process.
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    fn rounds_in_child(tune: &str) -> Vec<i64> {
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "platform::alloc::tests::child_allocation_rounds",
                "--exact",
                "--test-threads=1",
                "--nocapture",
            ])
            .env("REINCARNATE_ALLOC_CHILD", tune)
            .env(
                "REINCARNATE_MALLOC",
                if tune == "tune" { "tuned" } else { "default" },
            )
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let line = stdout
            .lines()
            .find_map(|l| l.split_once("ROUNDS ").map(|(_, r)| r))
            .unwrap_or_else(|| panic!("no ROUNDS line from the child: {stdout}"));
        line.split(' ').map(|n| n.parse().unwrap()).collect()
    }

    /// A trainer-like thread's freed 15 MB blocks are reused by its next allocations instead
    /// of coming back as fresh pages, which they do with glibc's defaults.
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    #[test]
    fn a_threads_freed_blocks_are_reused_without_page_faults() {
        // 75 MB is about 18,000 pages.
        let tuned = rounds_in_child("tune");
        assert!(
            tuned[0] > 10_000,
            "the first round touches fresh pages: {tuned:?}"
        );
        assert!(
            tuned[1] < 1_000 && tuned[2] < 1_000,
            "later rounds reuse the freed blocks: {tuned:?}"
        );
        // REINCARNATE_MALLOC=default leaves glibc's defaults, with which they do.
        let default = rounds_in_child("default");
        assert!(
            default[1] > 10_000,
            "with glibc's defaults the blocks come back as fresh pages: {default:?}"
        );
    }
}
