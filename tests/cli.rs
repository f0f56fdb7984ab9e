//! What the command line says about itself: shell completions and man pages, generated from
//! the same definitions as `--help` (and docs/cli.md, checked by the binary's own tests).

use std::process::Command;

fn reincarnate(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn bash_loads_the_completions_and_completes_subcommands_and_flags() {
    let script = reincarnate(&["completions", "bash"]);
    let dir = std::env::temp_dir().join(format!("reincarnate-completions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("reincarnate.bash");
    std::fs::write(&file, &script).unwrap();
    // Source it in bash, then ask its function what `reincarnate tr<TAB>` and
    // `reincarnate train --final<TAB>` complete to.
    let probe = format!(
        r#"source {file}
complete -p reincarnate >/dev/null || exit 3
f=$(complete -p reincarnate | sed -n 's/.*-F \([^ ]*\).*/\1/p')
COMP_WORDS=(reincarnate tr); COMP_CWORD=1; COMP_LINE="reincarnate tr"; COMP_POINT=14
$f reincarnate tr reincarnate; echo "sub: ${{COMPREPLY[*]}}"
COMP_WORDS=(reincarnate train --final); COMP_CWORD=2
$f reincarnate --final train; echo "flag: ${{COMPREPLY[*]}}""#,
        file = file.display()
    );
    let out = Command::new("bash").args(["-c", &probe]).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("sub: train"), "{stdout}");
    assert!(stdout.contains("flag: --final-eval-episodes"), "{stdout}");
    std::fs::remove_dir_all(&dir).unwrap();
    for (shell, mark) in [
        ("zsh", "#compdef reincarnate"),
        ("fish", "complete -c reincarnate"),
    ] {
        let script = reincarnate(&["completions", shell]);
        assert!(
            script.contains(mark) && script.contains("export-teacher"),
            "{shell}"
        );
    }
}

#[test]
fn man_pages_cover_every_subcommand_with_its_flags() {
    let page = reincarnate(&["man"]);
    assert!(page.contains(".TH reincarnate 1"), "{page}");
    assert!(page.contains("reincarnate\\-train"), "{page}");
    let dir = std::env::temp_dir().join(format!("reincarnate-man-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let printed = reincarnate(&["man", "--out-dir", dir.to_str().unwrap()]);
    assert!(printed.contains("man pages written"), "{printed}");
    for sub in [
        "train",
        "dqn",
        "race",
        "sweep",
        "eval",
        "record",
        "completions",
    ] {
        let page = std::fs::read_to_string(dir.join(format!("reincarnate-{sub}.1")))
            .unwrap_or_else(|e| panic!("reincarnate-{sub}.1: {e}"));
        assert!(page.contains(&format!(".TH reincarnate-{sub} 1")), "{sub}");
    }
    let train = std::fs::read_to_string(dir.join("reincarnate-train.1")).unwrap();
    assert!(train.contains("final\\-eval\\-episodes"), "{train}");
    std::fs::remove_dir_all(&dir).unwrap();
}
