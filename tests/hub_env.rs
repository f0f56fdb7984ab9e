//! The Hub settings come from the variables Python's `huggingface_hub` reads. (Its own test
//! binary: it sets process-wide environment variables.)

use reincarnate::teacher::HubSettings;
use std::path::PathBuf;

#[test]
fn hub_settings_follow_the_huggingface_variables() {
    // SAFETY (of the test): this binary has no other test and no other thread reading them.
    std::env::remove_var("HF_HUB_CACHE");
    std::env::set_var("HF_HOME", "/data/hf");
    std::env::set_var("HF_ENDPOINT", "http://127.0.0.1:8080");
    std::env::set_var("HF_HUB_OFFLINE", "1");
    let s = HubSettings::from_env();
    assert_eq!(s.cache_dir, PathBuf::from("/data/hf/hub"));
    assert_eq!(s.endpoint, "http://127.0.0.1:8080");
    assert!(s.offline);
    std::env::set_var("HF_HUB_CACHE", "/cache/hub");
    std::env::set_var("HF_HUB_OFFLINE", "0");
    std::env::remove_var("HF_ENDPOINT");
    let s = HubSettings::from_env();
    assert_eq!(s.cache_dir, PathBuf::from("/cache/hub"));
    assert_eq!(s.endpoint, "https://huggingface.co");
    assert!(!s.offline);
}
