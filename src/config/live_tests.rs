use super::*;

/// The nearest floats below and above `v`.
fn neighbours(v: f64) -> [f64; 2] {
    [v.next_down(), v.next_up()]
}

#[test]
fn every_row_reads_and_writes_its_own_setting() {
    let config = TrainConfig::demo();
    let start = LiveParams::from_config(&config);
    assert_eq!(start.as_params().len(), LIVE_SETTINGS.len());
    for (i, s) in LIVE_SETTINGS.iter().enumerate() {
        // A value inside the range that no other row starts at.
        let inside = match s.scale {
            Scale::Toggle => 1.0,
            Scale::Log => (s.range.0 * s.range.1).sqrt(),
            Scale::Linear if s.integer => (s.range.0 + s.range.1).div_euclid(2.0),
            Scale::Linear => 0.375 * s.range.0 + 0.625 * s.range.1,
        };
        let p = (s.make)(Some(inside));
        assert!(std::ptr::eq(p.setting(), s), "{}", s.name);
        assert_eq!(p.number(), Some(inside), "{}", s.name);
        assert!(p.in_range(), "{p:?}");
        let mut live = start;
        live.set(p);
        assert_eq!((s.read)(&live), Some(inside), "{}", s.name);
        // Only this row's value moved.
        let moved = live.changes_from(&start);
        assert!(
            moved.len() <= 1 && moved.iter().all(|m| m == &p),
            "{moved:?}"
        );
        assert_eq!(live.as_params()[i], p);
        // Its name on the wire is the variant's, and its key the field's.
        let wire = serde_json::to_value(p).unwrap();
        assert!(wire.get(s.name).is_some(), "{wire}");
        assert!(serde_json::to_value(live).unwrap().get(s.key).is_some());
        assert_eq!(LiveSetting::named(s.name).map(|n| n.key), Some(s.key));
    }
}

#[test]
fn a_range_holds_both_ends_and_nothing_outside() {
    for s in LIVE_SETTINGS.iter().filter(|s| s.scale != Scale::Toggle) {
        let (lo, hi) = s.range;
        assert!(lo < hi && lo.is_finite() && hi.is_finite(), "{}", s.name);
        if s.scale == Scale::Log {
            assert!(lo > 0.0, "{}: a log scale starts above 0", s.name);
        }
        for v in [lo, hi] {
            assert!((s.make)(Some(v)).in_range(), "{} at {v}", s.name);
        }
        let outside = if s.integer {
            vec![lo - 1.0, hi + 1.0]
        } else {
            vec![neighbours(lo)[0], neighbours(hi)[1]]
        };
        for v in outside
            .into_iter()
            .chain([f64::NAN, f64::INFINITY, -f64::INFINITY])
        {
            if s.integer && v < 0.0 {
                continue; // an unsigned value cannot be negative
            }
            assert!(!(s.make)(Some(v)).in_range(), "{} at {v}", s.name);
            assert!(!s.accepts(Some(v)), "{} at {v}", s.name);
        }
        assert_eq!(s.accepts(None), s.optional, "{}", s.name);
        if s.integer {
            assert!(!s.accepts(Some(lo + 0.5)), "{}", s.name);
        }
    }
}

#[test]
fn the_command_line_refuses_what_the_controls_refuse_naming_the_flag() {
    let mut config = TrainConfig::cleanrl();
    assert!(LiveParams::range_errors(&config).is_empty());
    config.temperature = 0.0;
    config.learning_rate = 0.5;
    config.train_frequency = 65;
    config.distill_threshold = 1.5;
    let errors = LiveParams::range_errors(&config);
    assert_eq!(
        errors,
        [
            "--distill-threshold must be in [0, 1], got 1.5",
            "--temperature must be in [0.01, 100], got 0",
            "--learning-rate must be in [1e-6, 0.1], got 0.5",
            "--train-frequency must be a whole number in [1, 64], got 65",
        ]
    );
    assert_eq!(
        LiveParam::Temperature(500.0).refusal().as_deref(),
        Some("temperature 500 is out of range [0.01, 100]")
    );
    assert_eq!(LiveParam::Temperature(100.0).refusal(), None);
    let all = config.validate().unwrap_err().to_string();
    for e in &errors {
        assert!(all.contains(e.as_str()), "{all}");
    }
    // The settings that no run setting starts (the epsilon override, the game's speed) are
    // the controls' alone.
    let controls_only: Vec<&str> = LIVE_SETTINGS
        .iter()
        .filter(|s| !s.from_config())
        .map(|s| s.key)
        .collect();
    assert_eq!(controls_only, ["epsilon_override", "natural_speed"]);
}

#[test]
fn markers_say_the_change_in_a_few_characters() {
    let labels: Vec<String> = [
        LiveParam::EpsilonOverride(Some(0.25)),
        LiveParam::EpsilonOverride(None),
        LiveParam::DistillThreshold(0.3),
        LiveParam::Temperature(0.5),
        LiveParam::LearningRate(2.5e-4),
        LiveParam::TrainFrequency(8),
        LiveParam::NaturalSpeed(true),
    ]
    .iter()
    .map(|p| p.marker().unwrap_or_default())
    .collect();
    assert_eq!(
        labels,
        [
            "\u{3b5}=0.25",
            "\u{3b5} off",
            "threshold=0.30",
            "T=0.50",
            "lr=2.5e-4",
            "train freq=8",
            ""
        ]
    );
}

#[test]
fn the_settings_table_marks_the_live_rows_live() {
    let live: Vec<&str> = super::super::SETTINGS
        .iter()
        .filter(|s| s.live)
        .map(|s| s.key)
        .collect();
    let from_rows: Vec<&str> = LIVE_SETTINGS
        .iter()
        .filter(|s| s.from_config())
        .map(|s| s.key)
        .collect();
    let mut sorted = live.clone();
    sorted.sort();
    let mut rows = from_rows.clone();
    rows.sort();
    assert_eq!(sorted, rows);
}
