//! Checkpoints written and read back: weights that are not finite are refused, and every
//! config that `validate()` accepts writes a checkpoint that resumes (the live settings'
//! ranges are one table, so the command line cannot start a run, or a slider set one, that
//! its checkpoint's loading would refuse).

use super::*;
use crate::agent::network::{Arch, QNetwork};
use crate::agent::qdagger::{KlReduction, TdLoss};
use crate::config::{Scale, LIVE_SETTINGS};
use rand::{Rng, SeedableRng};

/// An online run's state at `global_step`, with these live settings.
fn state_with(global_step: u64, live: LiveParams) -> RunState {
    RunState {
        phase: Phase::Online,
        phase_step: global_step,
        global_step,
        adam_steps: 0,
        teacher_return: None,
        random_return: None,
        weaning: Weaning::default(),
        recent_returns: Vec::new(),
        live,
        rng: Pcg64Mcg::new(1),
        resumes: 0,
        episodes: 0,
        logs: None,
        final_evaluated: None,
        reseed: None,
        offline_sampler: None,
    }
}

/// An online run's state at `global_step`, its live settings `config`'s.
fn state(global_step: u64, config: &TrainConfig) -> RunState {
    state_with(global_step, LiveParams::from_config(config))
}

/// A Nature student with `actions` outputs and its learner, on the CPU.
fn learner(actions: usize) -> Learner {
    let student = QNetwork::new(Arch::Nature, actions, 1, &Device::Cpu).unwrap();
    Learner::new(student, None, 1e-4, 0.99, TdLoss::Mse, KlReduction::Sum).unwrap()
}

#[test]
fn weights_that_are_not_finite_are_refused_and_the_last_good_checkpoint_is_kept() {
    let dir = std::env::temp_dir().join(format!("reincarnate-nan-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let config = TrainConfig::default();
    let learner = learner(4);
    let good = save(&dir, &config, &learner, &state(100, &config), 3, None).unwrap();
    // One weight diverged.
    let p = &learner.student.params()[2];
    let mut values = p
        .var
        .as_tensor()
        .flatten_all()
        .unwrap()
        .to_vec1::<f32>()
        .unwrap();
    values[7] = f32::NAN;
    let shape = p.var.as_tensor().shape().clone();
    p.var
        .set(&Tensor::from_vec(values, shape, &Device::Cpu).unwrap())
        .unwrap();
    let err = save(&dir, &config, &learner, &state(200, &config), 3, None).unwrap_err();
    let said = err.to_string();
    assert!(
        matches!(&err, CheckpointError::NotFinite { tensor, step: 200, .. } if *tensor == p.name),
        "{said}"
    );
    assert!(said.contains(&good.display().to_string()), "{said}");
    assert!(said.contains("--resume"), "{said}");
    assert_eq!(list(&dir).unwrap(), vec![good.clone()], "only the good one");
    assert!(!dir.join("checkpoints/.step_000000000200.tmp").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// What `--resume` reads of `run_dir` before it trains: the run's config.toml, checked as a
/// new run's, and the newest checkpoint with its live settings.
fn resume(run_dir: &Path) -> Result<(TrainConfig, Loaded), String> {
    let text = std::fs::read_to_string(run_dir.join("config.toml")).map_err(|e| e.to_string())?;
    let config = TrainConfig::from_toml(&text).map_err(|e| e.to_string())?;
    config.validate().map_err(|e| e.to_string())?;
    let loaded = load_latest(run_dir, &Device::Cpu).map_err(|e| e.to_string())?;
    Ok((config, loaded))
}

/// Values of `range` to try: both ends, the floats just inside them, and `n` drawn at
/// random along the slider's scale.
fn values(
    range: (f64, f64),
    scale: Scale,
    integer: bool,
    n: usize,
    rng: &mut Pcg64Mcg,
) -> Vec<f64> {
    let (lo, hi) = range;
    let mut out = vec![lo, hi];
    if !integer {
        out.extend([lo.next_up(), hi.next_down()]);
    }
    for _ in 0..n {
        let u: f64 = rng.random();
        let v = match scale {
            Scale::Log => lo * (hi / lo).powf(u),
            _ => lo + u * (hi - lo),
        };
        out.push(if integer { v.round() } else { v });
    }
    out
}

/// A config with the live setting `key` at `v` (a run setting of the same key).
fn with(config: &TrainConfig, key: &str, v: f64) -> TrainConfig {
    let mut t = toml::Table::try_from(config).unwrap();
    let value = match t.get(key) {
        Some(toml::Value::Integer(_)) => toml::Value::Integer(v as i64),
        _ => toml::Value::Float(v),
    };
    t.insert(key.into(), value);
    t.try_into().unwrap()
}

#[test]
fn every_config_validate_accepts_writes_a_checkpoint_that_resumes() {
    let dir = std::env::temp_dir().join(format!("reincarnate-resume-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let base = TrainConfig::demo();
    let learner = learner(6);
    let step = 100;
    save(
        &dir,
        &base,
        &learner,
        &state_with(step, LiveParams::from_config(&base)),
        3,
        None,
    )
    .unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(7);
    let mut tried = 0;
    // Each run setting with a live row, over its range: the command line accepts it, and
    // the run's checkpoint (whose live settings start from it) resumes.
    for s in LIVE_SETTINGS.iter().filter(|s| s.from_config()) {
        for v in values(s.range, s.scale, s.integer, 25, &mut rng) {
            let config = with(&base, s.key, v);
            assert!(
                config.validate().is_ok(),
                "{} = {v}: {:?}",
                s.key,
                config.validate()
            );
            std::fs::write(dir.join("config.toml"), config.to_toml()).unwrap();
            let live = LiveParams::from_config(&config);
            update_state(&dir, &state_with(step, live)).unwrap();
            let (resumed, loaded) = resume(&dir).unwrap_or_else(|e| panic!("{} = {v}: {e}", s.key));
            assert_eq!(resumed, config, "{} = {v}", s.key);
            assert_eq!(loaded.state.live, live, "{} = {v}", s.key);
            tried += 1;
        }
        // Just outside its range, the command line refuses it.
        let outside = if s.integer {
            [s.range.0 - 1.0, s.range.1 + 1.0]
        } else {
            [s.range.0.next_down(), s.range.1.next_up()]
        };
        for v in outside.into_iter().filter(|v| *v >= 0.0 || !s.integer) {
            let refused = with(&base, s.key, v).validate().unwrap_err().to_string();
            assert!(
                refused.contains(&format!("--{}", s.key.replace('_', "-"))),
                "{refused}"
            );
        }
    }
    // Each control moved to any value its slider gives, the run's own settings as they
    // were: the checkpoint resumes with it.
    std::fs::write(dir.join("config.toml"), base.to_toml()).unwrap();
    for s in LIVE_SETTINGS {
        let mut numbers: Vec<Option<f64>> = values(s.range, s.scale, s.integer, 10, &mut rng)
            .into_iter()
            .map(Some)
            .collect();
        if s.optional {
            numbers.push(None);
        }
        for v in numbers {
            let mut live = LiveParams::from_config(&base);
            live.set((s.make)(v));
            update_state(&dir, &state_with(step, live)).unwrap();
            let (_, loaded) = resume(&dir).unwrap_or_else(|e| panic!("{} = {v:?}: {e}", s.key));
            assert_eq!(loaded.state.live, live, "{} = {v:?}", s.name);
            tried += 1;
        }
    }
    // And a checkpoint whose live value no control gives is refused, saying which.
    let mut live = LiveParams::from_config(&base);
    live.temperature = 0.0;
    update_state(&dir, &state_with(step, live)).unwrap();
    let Err(e) = resume(&dir) else {
        panic!("a temperature of 0 resumed")
    };
    assert!(e.contains("Temperature(0.0)"), "{e}");
    assert!(tried > 150, "{tried}");
    std::fs::remove_dir_all(&dir).unwrap();
}
