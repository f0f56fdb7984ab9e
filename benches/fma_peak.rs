//! What this CPU's FP32 FMA units sustain, and the FLOPs of one learner update, layer by
//! layer: the two numbers behind "the update runs at X% of the peak".
//!
//! The peak: a loop of fused multiply-adds on 12 independent accumulators per thread (enough
//! to hide the FMA latency on two pipes), with AVX2 and, where the CPU has it, AVX-512, on 1
//! and 2 threads, best of several runs. The VMs these figures come from expose no hardware
//! counters, so the peak is measured rather than computed from a clock.
//!
//! `cargo bench --no-default-features --bench fma_peak`

use std::time::Instant;

/// Iterations of the loop per run (each: 12 FMAs of a vector).
const ITERATIONS: u64 = 200_000_000;

/// FLOPs of one update's parts (batch 32): each layer's multiply-adds times two.
fn update_flops() {
    // (name, cin, cout, k, stride, pad, input side)
    let impala: Vec<(String, usize, usize, usize, usize, usize, usize)> = {
        let mut v = Vec::new();
        let (mut c, mut side) = (4usize, 84usize);
        for (stage, cout) in [16usize, 32, 32].into_iter().enumerate() {
            v.push((format!("stage {stage} conv"), c, cout, 3, 1, 1, side));
            side = side.div_ceil(2);
            for r in 0..4 {
                v.push((
                    format!("stage {stage} residual conv {r}"),
                    cout,
                    cout,
                    3,
                    1,
                    1,
                    side,
                ));
            }
            c = cout;
        }
        v
    };
    let nature = [
        ("conv 8x8/4".to_string(), 4, 32, 8, 4, 0, 84),
        ("conv 4x4/2".to_string(), 32, 64, 4, 2, 0, 20),
        ("conv 3x3".to_string(), 64, 64, 3, 1, 0, 9),
    ];
    let conv_flops =
        |&(_, cin, cout, k, s, p, side): &(String, usize, usize, usize, usize, usize, usize)| {
            let o = (side + 2 * p - k) / s + 1;
            2.0 * (cin * cout * k * k * o * o) as f64
        };
    println!("| layer (batch 1) | forward MFLOP | Winograd's multiply-adds, x2 |");
    println!("| --- | --- | --- |");
    let mut impala_fwd = 0.0;
    let mut impala_first = 0.0;
    let mut impala_winograd = 0.0;
    for (i, l) in impala.iter().enumerate() {
        let f = conv_flops(l);
        impala_fwd += f;
        if i == 0 {
            impala_first = f;
        }
        // F(2x2, 3x3): 16 products per 2x2 tile and channel pair, where it applies.
        let wf = if l.1 >= 16 {
            let tiles = l.6.div_ceil(2).pow(2);
            2.0 * (16 * tiles * l.1 * l.2) as f64
        } else {
            f
        };
        impala_winograd += wf;
        println!(
            "| IMPALA {} ({}->{}, {}x{}) | {:.2} | {:.2} |",
            l.0,
            l.1,
            l.2,
            l.6,
            l.6,
            f / 1e6,
            wf / 1e6
        );
    }
    let impala_dense = 2.0 * (32 * 11 * 11 * 256 + 256 * 4) as f64;
    impala_fwd += impala_dense;
    impala_winograd += impala_dense;
    println!(
        "| IMPALA dense layers | {:.2} | {:.2} |",
        impala_dense / 1e6,
        impala_dense / 1e6
    );
    let mut nature_fwd = 2.0 * (3136 * 512 + 512 * 4) as f64;
    for l in &nature {
        nature_fwd += conv_flops(l);
    }
    let batch = 32.0;
    // Student: forward, backward for the input (not the first layer's) and for the weights;
    // the target's forward on the next observations; the teacher's forward.
    let student = impala_fwd * 3.0 - impala_first;
    let total = batch * (student + impala_fwd + nature_fwd);
    let student_w = impala_winograd * 3.0 - impala_first;
    let total_w = batch * (student_w + impala_winograd + nature_fwd);
    println!();
    println!(
        "IMPALA forward {:.1} MFLOP a sample; Nature forward {:.1}; QDagger update, IMPALA student, batch 32: {:.2} GFLOP ({:.2} GFLOP of multiply-adds with Winograd)",
        impala_fwd / 1e6,
        nature_fwd / 1e6,
        total / 1e9,
        total_w / 1e9
    );
    let nature_update =
        batch * (nature_fwd * 3.0 - 2.0 * (4 * 32 * 64 * 400) as f64 + nature_fwd * 2.0);
    println!(
        "QDagger update, Nature student, batch 32: {:.2} GFLOP",
        nature_update / 1e9
    );
}

#[cfg(target_arch = "x86_64")]
mod loops {
    use std::arch::x86_64::*;

    /// 12 accumulators of 8 lanes, `n` iterations: `24 * 8 * n` FLOPs.
    #[target_feature(enable = "avx2,fma")]
    pub unsafe fn avx2(n: u64) -> f32 {
        let a = _mm256_set1_ps(0.999_999);
        let b = _mm256_set1_ps(1e-7);
        let mut acc = [_mm256_set1_ps(1.0); 12];
        for _ in 0..n {
            for x in acc.iter_mut() {
                *x = _mm256_fmadd_ps(*x, a, b);
            }
        }
        let mut s = _mm256_setzero_ps();
        for x in acc {
            s = _mm256_add_ps(s, x);
        }
        let mut out = [0f32; 8];
        _mm256_storeu_ps(out.as_mut_ptr(), s);
        out.iter().sum()
    }

    /// 12 accumulators of 16 lanes, `n` iterations: `24 * 16 * n` FLOPs.
    #[cfg(not(reincarnate_avx2_only))]
    #[target_feature(enable = "avx512f")]
    pub unsafe fn avx512(n: u64) -> f32 {
        let a = _mm512_set1_ps(0.999_999);
        let b = _mm512_set1_ps(1e-7);
        let mut acc = [_mm512_set1_ps(1.0); 12];
        for _ in 0..n {
            for x in acc.iter_mut() {
                *x = _mm512_fmadd_ps(*x, a, b);
            }
        }
        let mut s = _mm512_setzero_ps();
        for x in acc {
            s = _mm512_add_ps(s, x);
        }
        _mm512_reduce_add_ps(s)
    }
}

/// The GFLOP/s of `threads` threads each running `f(ITERATIONS)`, best of 5.
fn gflops(threads: usize, flops_per_iteration: f64, f: fn(u64) -> f32) -> f64 {
    let mut best = f64::INFINITY;
    for _ in 0..5 {
        let start = Instant::now();
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(|| std::hint::black_box(f(std::hint::black_box(ITERATIONS))));
            }
        });
        best = best.min(start.elapsed().as_secs_f64());
    }
    threads as f64 * flops_per_iteration * ITERATIONS as f64 / best / 1e9
}

fn main() {
    // `cargo bench` passes `--bench`; any other argument is a filter this target ignores.
    println!("{}", reincarnate::platform::cpu::summary());
    update_flops();
    println!();
    #[cfg(target_arch = "x86_64")]
    {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let counts: Vec<usize> = [1, 2, cores]
            .into_iter()
            .filter(|&t| t <= cores)
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma")
        {
            for &t in &counts {
                // SAFETY: the CPU has AVX2 and FMA (checked above).
                let g = gflops(t, 24.0 * 8.0, |n| unsafe { loops::avx2(n) });
                println!("FMA peak, AVX2, {t} thread(s): {g:.1} GFLOP/s");
            }
        }
        #[cfg(not(reincarnate_avx2_only))]
        if std::arch::is_x86_feature_detected!("avx512f") {
            for &t in &counts {
                // SAFETY: the CPU has AVX-512F (checked above).
                let g = gflops(t, 24.0 * 16.0, |n| unsafe { loops::avx512(n) });
                println!("FMA peak, AVX-512, {t} thread(s): {g:.1} GFLOP/s");
            }
        }
    }
}
