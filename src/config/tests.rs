use super::*;

#[test]
fn live_settings_that_differ_from_the_configs_are_said_as_changes() {
    let config = TrainConfig::default();
    let start = LiveParams::from_config(&config);
    assert!(start.changes_from(&start).is_empty());
    let moved = LiveParams {
        epsilon_override: Some(0.37),
        temperature: 2.0,
        ..start
    };
    use crate::protocol::LiveParam as P;
    assert_eq!(
        moved.changes_from(&start),
        vec![P::EpsilonOverride(Some(0.37)), P::Temperature(2.0)]
    );
}

#[test]
fn defaults_are_cleanrl_and_round_trip_through_toml() {
    let c = TrainConfig::default();
    assert_eq!(
        (c.total_timesteps, c.learning_starts, c.buffer_size),
        (10_000_000, 80_000, 1_000_000)
    );
    assert_eq!(
        (c.teacher_steps, c.offline_steps, c.temperature),
        (500_000, 500_000, 1.0)
    );
    assert!(c.validate().is_ok());
    for p in [Preset::Cleanrl, Preset::Paper, Preset::Demo] {
        let c = TrainConfig::preset(p);
        assert_eq!(TrainConfig::from_toml(&c.to_toml()).unwrap(), c);
        assert!(c.validate().is_ok(), "{p:?}");
    }
    assert!(TrainConfig::from_toml("nonsense = 1").is_err());
}

#[test]
fn validation_says_what_to_change() {
    let c = TrainConfig {
        batch_size: 64,
        buffer_size: 10,
        temperature: 0.0,
        ..TrainConfig::demo()
    };
    let e = c.validate().unwrap_err().to_string();
    assert!(
        e.contains("--buffer-size (10) must be at least the batch size (64)"),
        "{e}"
    );
    assert!(
        e.contains("--temperature must be in [0.01, 100], got 0"),
        "{e}"
    );
}
