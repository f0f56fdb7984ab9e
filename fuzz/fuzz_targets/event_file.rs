//! Any bytes as a TensorBoard event file (`reincarnate compare` reads CleanRL's).
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::io::Write;

fuzz_target!(|data: &[u8]| {
    let path = std::env::temp_dir().join(format!("reincarnate-fuzz-events-{}", std::process::id()));
    std::fs::File::create(&path)
        .and_then(|mut f| f.write_all(data))
        .expect("the scratch file");
    let _ = reincarnate::logging::tensorboard::read_event_files(&[path.clone()]);
});
