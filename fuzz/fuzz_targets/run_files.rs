//! Any text as a checkpoint's state.json and as a run's config.toml (both read on --resume),
//! then validated as the trainer does.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(state) = serde_json::from_str::<reincarnate::trainer::checkpoint::RunState>(&text) {
        let _ = state.live.validate();
    }
    if let Ok(c) = reincarnate::config::TrainConfig::from_toml(&text) {
        let _ = c.validate();
    }
});
