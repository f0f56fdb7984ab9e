use super::super::LiveParams;
use super::*;

/// `config` as a TOML table.
fn table(config: &TrainConfig) -> toml::Table {
    toml::Table::try_from(config).unwrap()
}

#[test]
fn the_table_lists_every_field_of_the_config_once_in_the_command_line_s_order() {
    let keys: Vec<&str> = SETTINGS.iter().map(|s| s.key).collect();
    let mut unique = keys.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), keys.len(), "a key twice: {keys:?}");
    // Every field of the config file is a setting of the table, and the reverse.
    let written: Vec<String> = table(&TrainConfig::cleanrl()).keys().cloned().collect();
    let mut listed: Vec<String> = keys.iter().map(|k| k.to_string()).collect();
    listed.sort();
    let mut written_sorted = written.clone();
    written_sorted.sort();
    assert_eq!(listed, written_sorted);
    // An optional setting left out is absent from the file, not an error when read.
    let none = TrainConfig {
        final_eval_episodes: None,
        ..TrainConfig::cleanrl()
    };
    assert!(!none.to_toml().contains("final_eval_episodes"));
    assert_eq!(TrainConfig::from_toml(&none.to_toml()).unwrap(), none);
    for s in SETTINGS {
        assert!(!s.doc.trim().is_empty(), "{} has no doc", s.key);
        assert_eq!(s.flag().is_none(), s.kind == "fixed", "{}", s.key);
    }
    assert_eq!(
        SETTINGS[2].flag().as_deref(),
        Some("--env-id"),
        "the first flag"
    );
}

/// `value` moved to another valid value of its kind.
fn moved(value: &toml::Value) -> Option<toml::Value> {
    match value {
        toml::Value::Integer(i) => Some(toml::Value::Integer(i + 1)),
        toml::Value::Float(f) => Some(toml::Value::Float(if *f == 0.0 { 0.5 } else { f / 2.0 })),
        toml::Value::Boolean(b) => Some(toml::Value::Boolean(!b)),
        toml::Value::String(s)
            if s.chars()
                .all(|c| c.is_ascii_alphanumeric() || "_-:".contains(c)) =>
        {
            Some(toml::Value::String(format!("{s}x")))
        }
        _ => None,
    }
}

#[test]
fn the_settings_marked_live_are_those_the_sliders_start_from() {
    let base = TrainConfig::cleanrl();
    let start = LiveParams::from_config(&base);
    let mut live_seen = Vec::new();
    for s in SETTINGS {
        let mut t = table(&base);
        let Some(v) = t.get(s.key).and_then(moved) else {
            assert!(!s.live, "{}: a live setting this test cannot move", s.key);
            continue;
        };
        t.insert(s.key.to_string(), v);
        // A string moved to a value the setting does not read (an enum's) is skipped.
        let Ok(changed) = t.try_into::<TrainConfig>() else {
            assert!(!s.live, "{}", s.key);
            continue;
        };
        let follows = LiveParams::from_config(&changed) != start;
        assert_eq!(follows, s.live, "{}: live is {}", s.key, s.live);
        if follows {
            live_seen.push(s.key);
        }
    }
    assert_eq!(
        live_seen,
        [
            "learning_rate",
            "train_frequency",
            "temperature",
            "distill_threshold"
        ]
    );
}

/// docs/training.md's table of settings is what [`settings_table`] generates;
/// `REINCARNATE_WRITE_CLI_DOCS=1` writes it instead (`bash scripts/build/cli_docs.sh`).
/// (A CUDA build's default device differs: the committed table is the CPU build's.)
#[cfg(not(feature = "cuda"))]
#[test]
fn docs_training_md_shows_the_generated_table_of_settings() {
    const BEGIN: &str = "<!-- settings: generated from src/config/settings.rs by `bash scripts/build/cli_docs.sh`; do not edit -->\n";
    const END: &str = "<!-- end of settings -->";
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/training.md");
    let text = std::fs::read_to_string(&path).unwrap();
    let (Some(a), Some(b)) = (text.find(BEGIN), text.find(END)) else {
        panic!("docs/training.md lacks the settings markers");
    };
    let generated = settings_table();
    let current = &text[a + BEGIN.len()..b];
    if std::env::var_os("REINCARNATE_WRITE_CLI_DOCS").is_some() && current != generated {
        let new = format!("{}{generated}{}", &text[..a + BEGIN.len()], &text[b..]);
        std::fs::write(&path, new).unwrap();
        return;
    }
    assert!(
        current == generated,
        "docs/training.md's settings are stale: run `bash scripts/build/cli_docs.sh`"
    );
    // Every flag of the command line is in it, with CleanRL's default.
    assert!(generated.contains("| `--learning-rate` | `learning_rate` | 0.0001 |"));
    assert!(generated.contains("| `--total-timesteps` | `total_timesteps` | 10,000,000 |"));
}
