//! The machine a figure was measured on: the CPU's model, its cores and the vector
//! extensions our matrix and convolution kernels can use on it (the kernels pick AVX-512
//! where the CPU has it, else AVX2 with FMA). Every benchmark prints it with its figures.

/// Whether this build leaves the AVX-512 kernels out (built with
/// `RUSTFLAGS="--cfg reincarnate_avx2_only"`, to measure the AVX2 paths on an AVX-512 CPU).
pub const AVX2_ONLY_BUILD: bool = cfg!(reincarnate_avx2_only);

/// Whether the CPU has AVX-512 (with FMA).
fn cpu_has_avx512() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx512f") && std::arch::is_x86_feature_detected!("fma")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Whether the CPU has AVX2 and FMA, which our AVX2 kernels need.
pub fn avx2_fma() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Whether our kernels and the GEMM's use AVX-512: the CPU has it and the build keeps them.
pub fn avx512_kernels() -> bool {
    !AVX2_ONLY_BUILD && cpu_has_avx512()
}

/// The vector extensions the running CPU offers to our kernels, widest first (AVX-512 only
/// where the build uses it).
pub fn vector_extensions() -> Vec<&'static str> {
    let mut found = Vec::new();
    #[cfg(target_arch = "x86_64")]
    {
        if avx512_kernels() {
            found.push("AVX-512");
        }
        if std::arch::is_x86_feature_detected!("avx2") {
            found.push("AVX2");
        }
        if std::arch::is_x86_feature_detected!("fma") {
            found.push("FMA");
        }
    }
    #[cfg(target_arch = "aarch64")]
    found.push("NEON");
    found
}

/// The CPU's model name (`/proc/cpuinfo`), or `unknown CPU` where it cannot be read.
pub fn model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|text| {
            text.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, name)| name.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into())
}

/// One line for a figure: `cpu: MODEL, N cores, AVX2 FMA (no AVX-512)`.
pub fn summary() -> String {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let ext = vector_extensions();
    let wide = if ext.contains(&"AVX-512") {
        ""
    } else if cpu_has_avx512() {
        " (the CPU has AVX-512; this build leaves it out)"
    } else if cfg!(target_arch = "x86_64") {
        " (no AVX-512)"
    } else {
        ""
    };
    let ext = if ext.is_empty() {
        "no vector extensions detected".to_string()
    } else {
        ext.join(" ")
    };
    format!("cpu: {}, {cores} cores, {ext}{wide}", model())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_summary_names_the_model_the_cores_and_what_the_cpu_has() {
        let line = super::summary();
        let cores = std::thread::available_parallelism().unwrap().get();
        assert!(line.starts_with(&format!("cpu: {}, {cores} cores, ", super::model())));
        #[cfg(target_arch = "x86_64")]
        {
            let has = std::arch::is_x86_feature_detected!("avx2");
            assert_eq!(line.contains("AVX2"), has, "{line}");
            let wide = std::arch::is_x86_feature_detected!("avx512f");
            assert_eq!(line.contains("(no AVX-512)"), !wide, "{line}");
            assert_eq!(line.contains("AVX-512 "), super::avx512_kernels(), "{line}");
            assert_eq!(
                line.contains("this build leaves it out"),
                wide && super::AVX2_ONLY_BUILD,
                "{line}"
            );
        }
    }
}
