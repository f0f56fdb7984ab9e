//! Allocator settings for the learner's large, short-lived tensors.
//!
//! An update allocates and frees tens of megabytes of activations and gradients. glibc serves
//! large allocations (above 128 KiB, raised dynamically up to 32 MiB) with fresh `mmap`s and
//! returns them with `munmap`, so every update pays page faults on new memory and TLB
//! shootdowns on every core. Raising the mmap threshold to 256 MiB and the trim threshold to
//! 1 GiB keeps that memory in the heap to be reused: the IMPALA QDagger update went from 1.28 s
//! to 0.83 s on the 2-core CI machine.

/// Keeps large allocations in the heap for reuse (glibc on Linux; elsewhere a no-op).
pub fn keep_large_allocations() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only changes allocator parameters; it is safe to call at any time.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 256 << 20);
        libc::mallopt(libc::M_TRIM_THRESHOLD, 1 << 30);
    }
}

/// Hands the heap's free pages back to the system (glibc's `malloc_trim`; elsewhere a no-op).
///
/// With [`keep_large_allocations`] the heaps never shrink by themselves. In the learner's
/// thread that is the point (its buffers are the same size every update), but a process with
/// many other threads (the app: Bevy's task pools, the renderer's) sees each thread's heap
/// creep up as its short-lived allocations land in new places; trimming from time to time
/// keeps the resident memory at what is in use.
pub fn release_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns free pages to the system; it is safe at any time.
    unsafe {
        libc::malloc_trim(0);
    }
}
