//! Any bytes as a teacher file: the format is sniffed (PyTorch zip-pickle, safetensors, Flax
//! msgpack) and read as the app reads a teacher; whatever loads must be usable.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::io::Write;

fuzz_target!(|data: &[u8]| {
    // The loaders read files (as a user's teacher is one): one scratch file per process.
    let path = std::env::temp_dir().join(format!("reincarnate-fuzz-model-{}", std::process::id()));
    std::fs::File::create(&path)
        .and_then(|mut f| f.write_all(data))
        .expect("the scratch file");
    if let Ok((_, tensors)) = reincarnate::teacher::read_tensors(&path, &candle_core::Device::Cpu) {
        for t in tensors.values() {
            let _ = t
                .flatten_all()
                .and_then(|t| t.to_dtype(candle_core::DType::F32));
        }
        let _ = reincarnate::agent::detect_arch(&tensors);
    }
});
