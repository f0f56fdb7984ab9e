//! The machine a figure was measured on: the CPU's model, its cores and the vector
//! extensions our matrix and convolution kernels can use on it (the kernels pick AVX-512
//! where the CPU has it, else AVX2 with FMA). Every benchmark prints it with its figures.

/// The vector extensions the running CPU offers to our kernels, widest first.
pub fn vector_extensions() -> Vec<&'static str> {
    let mut found = Vec::new();
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx512f") {
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
        }
    }
}
