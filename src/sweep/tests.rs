use super::*;

fn sweep() -> Sweep {
    Sweep {
        games: vec!["Pong".into(), "BreakoutNoFrameskip-v4".into()],
        seeds: vec![1, 2],
        algos: vec![SweepAlgo::Qdagger, SweepAlgo::Dqn],
        train_flags: vec!["--total-timesteps".into(), "20000".into()],
        teachers: vec![("pong".into(), "bundled".into())],
    }
}

#[test]
fn runs_go_seed_by_seed_and_commands_name_each_run() {
    let s = sweep();
    s.validate().unwrap();
    let runs = s.runs();
    assert_eq!(runs.len(), 8);
    assert_eq!(runs[0].label(), "Pong qdagger seed 1");
    assert_eq!(runs[3].label(), "Breakout dqn seed 1");
    assert_eq!(runs[4].label(), "Pong qdagger seed 2");
    assert!(runs.iter().enumerate().all(|(i, r)| r.index == i));
    let dir = Path::new("/sweep");
    let c = s
        .command(&runs[0], &RunStatus::Pending, dir, 2)
        .unwrap()
        .join(" ");
    assert_eq!(
        c,
        "train --env-id PongNoFrameskip-v4 --seed 1 --exp-name qdagger --runs-dir /sweep --quiet \
             --threads 2 --teacher bundled --total-timesteps 20000"
    );
    // No teacher for Breakout's QDagger runs: the default's. DQN runs get none.
    let c = s.command(&runs[2], &RunStatus::Pending, dir, 1).unwrap();
    assert!(!c.contains(&"--teacher".to_string()));
    let c = s.command(&runs[1], &RunStatus::Pending, dir, 1).unwrap();
    assert_eq!(c[0], "dqn");
    assert!(!c.contains(&"--teacher".to_string()));
    let resumed = s
        .command(&runs[1], &RunStatus::Interrupted("/sweep/r".into()), dir, 1)
        .unwrap();
    assert_eq!(
        resumed.join(" "),
        "dqn --resume /sweep/r --quiet --threads 1"
    );
    assert_eq!(
        s.command(&runs[1], &RunStatus::Finished("/x".into()), dir, 1),
        None
    );
}

#[test]
fn bad_plans_are_explained() {
    let check = |f: &dyn Fn(&mut Sweep), want: &str| {
        let mut s = sweep();
        f(&mut s);
        let e = s.validate().unwrap_err();
        assert!(e.to_string().contains(want), "{e}");
    };
    check(&|s| s.games.push("Tetris".into()), "unknown game 'Tetris'");
    check(&|s| s.games.push("pong".into()), "names Pong twice");
    check(&|s| s.seeds.push(1), "names 1 twice");
    check(&|s| s.seeds.clear(), "needs --games, --seeds and --algos");
    check(
        &|s| s.train_flags.push("--seed".into()),
        "--seed is set by the sweep",
    );
    check(
        &|s| s.train_flags.push("--runs-dir=x".into()),
        "--runs-dir is set by the sweep",
    );
    check(
        &|s| s.teachers.push(("Qbert".into(), "t".into())),
        "not among --games",
    );
}

#[test]
fn the_plan_round_trips_and_status_follows_checkpoints() {
    let root = std::env::temp_dir().join(format!("reincarnate-sweep-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let s = sweep();
    assert_eq!(Sweep::load(&root).unwrap(), None);
    s.save(&root).unwrap();
    assert_eq!(Sweep::load(&root).unwrap(), Some(s.clone()));
    let run = &s.runs()[0];
    assert_eq!(status(&root, run).unwrap(), RunStatus::Pending);
    // A run directory without a checkpoint: started again after moving it aside.
    let dir = root.join("PongNoFrameskip-v4__qdagger__1__1700000000");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("scalars.csv"), "tag,step,value,wall_time\n").unwrap();
    assert_eq!(status(&root, run).unwrap(), RunStatus::Restart(dir.clone()));
    let moved = set_aside(&root, &dir).unwrap();
    assert!(moved.join("scalars.csv").is_file() && !dir.exists());
    assert_eq!(status(&root, run).unwrap(), RunStatus::Pending);
    // Another seed's directory is not this run's.
    std::fs::create_dir_all(root.join("PongNoFrameskip-v4__qdagger__11__1700000000")).unwrap();
    assert_eq!(status(&root, run).unwrap(), RunStatus::Pending);
    std::fs::write(root.join(MANIFEST), "games = 3").unwrap();
    assert!(Sweep::load(&root)
        .unwrap_err()
        .to_string()
        .contains("not a sweep plan"));
    std::fs::remove_dir_all(&root).unwrap();
}
