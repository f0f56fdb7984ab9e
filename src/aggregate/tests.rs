use super::*;
use std::path::{Path, PathBuf};

fn run(alg: &str, game: &str, seed: u64, eval: f64) -> RunScores {
    RunScores {
        algorithm: alg.into(),
        game: Game::parse(game).unwrap().game,
        seed,
        dir: PathBuf::from(format!("{game}__{alg}__{seed}__1")),
        eval_mean: Some(eval),
        returns: vec![(1000, -21.0), (2000, 0.0), (3000, eval)],
        teacher_return: (alg == "qdagger").then_some(20.0),
        random_return: None,
        damage: None,
    }
}

#[test]
fn runs_with_damaged_logs_are_refused_by_name_unless_allowed() {
    let mut runs = vec![run("dqn", "Pong", 1, 1.0), run("dqn", "Pong", 2, 2.0)];
    assert_eq!(
        check_damage(&runs, false).map_err(|e| e.to_string()),
        Ok(vec![])
    );
    runs[1].damage = Some("r2/scalars.csv: skipped 1 damaged line (line 9)".into());
    let refused = check_damage(&runs, false).unwrap_err().to_string();
    assert!(
        refused.starts_with("1 run's log could not be read whole")
            && refused.contains("r2/scalars.csv: skipped 1 damaged line (line 9)")
            && refused.contains("--allow-damaged"),
        "{refused}"
    );
    let allowed = check_damage(&runs, true).unwrap();
    assert_eq!(
        allowed,
        ["warning: scored from a damaged log: r2/scalars.csv: skipped 1 damaged line (line 9)"]
    );
}

#[test]
fn run_names_give_game_algorithm_and_seed() {
    assert_eq!(
        parse_run_name(Path::new("runs/PongNoFrameskip-v4__qdagger__3__1796")),
        Some(("PongNoFrameskip-v4".into(), "qdagger".into(), 3))
    );
    assert_eq!(parse_run_name(Path::new("runs/mine")), None);
    assert_eq!(parse_run_name(Path::new("a__b__x__1")), None);
}

#[test]
fn teacher_normalised_scores_per_game_and_across() {
    let runs = vec![
        run("dqn", "Pong", 1, -20.7),
        run("dqn", "Pong", 2, -20.7),
        run("qdagger", "Pong", 1, 20.0),
        run("qdagger", "Pong", 2, -0.35),
    ];
    let options = AggregateOptions {
        reps: 200,
        profile_reps: 50,
        window: 1,
        ..Default::default()
    };
    let a = aggregate(&runs, &options).unwrap();
    assert_eq!(a.algorithms, ["qdagger", "dqn"], "QDagger first");
    assert_eq!(a.games[0].random, Some(-20.7), "Atari-57's random score");
    assert_eq!(a.games[0].teacher, Some(20.0));
    let q = &a
        .per_game
        .iter()
        .find(|g| g.algorithm == "qdagger")
        .unwrap();
    assert_eq!(q.raw, [20.0, -0.35]);
    // (20 + 20.7) / 40.7 = 1 and (-0.35 + 20.7) / 40.7 = 0.5: mean 0.75.
    assert!((q.normalized_mean.point - 0.75).abs() < 1e-12);
    assert!(q.normalized_mean.lower >= 0.5 - 1e-12 && q.normalized_mean.upper <= 1.0 + 1e-12);
    // 80% of the way from -20.7 to 20 is 11.86: seed 1's third game (20) reaches it, seed
    // 2's (-0.35) does not.
    assert_eq!(q.steps_to_reach, [[Some(3000), None]]);
    let d = &a.per_game.iter().find(|g| g.algorithm == "dqn").unwrap();
    assert_eq!(d.normalized_mean.point, 0.0);
    assert_eq!(a.runs, [2, 2]);
    // IQM of one game's two runs is their mean.
    assert!((a.metrics[0][0].point - 0.75).abs() < 1e-12);
    assert_eq!(
        a.profiles[1][0].point, 0.0,
        "no DQN run above the lowest tau"
    );
}

#[test]
fn incomplete_sweeps_are_explained() {
    let runs = vec![
        run("qdagger", "Pong", 1, 20.0),
        run("dqn", "Pong", 1, -20.0),
        run("dqn", "Breakout", 1, 2.0),
    ];
    let options = AggregateOptions {
        reps: 10,
        profile_reps: 10,
        normalization: Normalization::Human,
        ..Default::default()
    };
    let e = aggregate(&runs, &options).unwrap_err().to_string();
    assert!(e.contains("no runs of qdagger on Breakout"), "{e}");
    let e = aggregate(&runs[1..], &options.clone())
        .map(|_| ())
        .err()
        .map(|e| e.to_string());
    assert_eq!(
        e, None,
        "DQN alone on two games (human-normalised) aggregates"
    );
    let teacher = AggregateOptions {
        normalization: Normalization::Teacher,
        ..options.clone()
    };
    let e = aggregate(&runs[1..], &teacher).unwrap_err().to_string();
    assert!(e.contains("no teacher's return"), "{e}");
    let mut unfinished = runs[..2].to_vec();
    unfinished[0].eval_mean = None;
    let e = aggregate(&unfinished, &options).unwrap_err().to_string();
    assert!(
        e.contains("no final evaluation") && e.contains("--score last"),
        "{e}"
    );
    let uneven = vec![
        run("dqn", "Pong", 1, -20.0),
        run("dqn", "Pong", 2, -20.0),
        run("dqn", "Breakout", 1, 2.0),
    ];
    let e = aggregate(&uneven, &options).unwrap_err().to_string();
    assert!(e.contains("Breakout 1, Pong 2"), "{e}");
}
