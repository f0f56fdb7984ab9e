//! `reincarnate check-device` from the command line.

use std::process::Command;

fn check_device(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .arg("check-device")
        .args(args)
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

#[test]
fn the_cpu_check_compares_every_quantity_and_times_both_paths() {
    let (ok, text) = check_device(&[
        "--device",
        "cpu",
        "--arch",
        "nature",
        "--batch-size",
        "4",
        "--timed-updates",
        "2",
    ]);
    assert!(ok, "{text}");
    for line in [
        "cpu against cpu, candle's ops: nature student",
        "student Q-values",
        "teacher Q-values",
        "distillation loss",
        "student gradients (worst tensor)",
        "parameters after one Adam step",
        "QDagger update, median of 2: cpu ",
        "cpu agrees with cpu, candle's ops",
        "replay batches gathered on the device (--replay-on-device): 3 of 4 from 20000 \
         frames, the same as the host's",
    ] {
        assert!(text.contains(line), "missing '{line}' in\n{text}");
    }
    assert_eq!(text.matches("  ok").count(), 7, "{text}");
}

#[test]
fn bad_arguments_say_what_to_do() {
    let (ok, text) = check_device(&["--device", "tpu"]);
    assert!(
        !ok && text.contains("use cpu, cuda, cuda:N or auto"),
        "{text}"
    );
    let (ok, text) = check_device(&["--arch", "resnet"]);
    assert!(!ok && text.contains("use nature or impala"), "{text}");
    let (ok, text) = check_device(&["--device", "cpu", "--batch-size", "0"]);
    assert!(
        !ok && text.contains("--batch-size must be at least 1"),
        "{text}"
    );
    if !cfg!(feature = "cuda") {
        let (ok, text) = check_device(&["--device", "cuda"]);
        assert!(
            !ok && text.contains("needs a build with CUDA: bash scripts/build/build_cuda.sh"),
            "{text}"
        );
    }
    assert!(!text.contains("panicked"), "{text}");
}
