//! Any bytes as the pickle of a PyTorch zip: the guard that refuses code before anything is
//! unpickled.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = reincarnate::teacher::pickle_guard::check_pickle(data);
});
