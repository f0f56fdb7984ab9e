use super::*;
use crate::config::{Algorithm, TrainConfig};
use crate::protocol::Phase;
use crate::trainer::race::steps_to_reach;

fn evaluation(actor: Actor, global_step: u64, returns: Vec<f64>) -> TrainerEvent {
    TrainerEvent::Evaluation {
        actor,
        phase: Phase::Online,
        global_step,
        returns,
    }
}

fn game(global_step: u64, episodic_return: f64) -> TrainerEvent {
    TrainerEvent::Episode {
        actor: Actor::Student,
        global_step,
        episodic_return,
        length: 1,
    }
}

fn started(config: &TrainConfig) -> TrainerEvent {
    TrainerEvent::Started {
        run_dir: "runs/x".into(),
        env_id: "PongNoFrameskip-v4".into(),
        action_meanings: vec![],
        device: "cpu".into(),
        teacher: None,
        config_toml: config.to_toml(),
        settings: config.run_settings(),
    }
}

fn halfway(level: f64, reached: Option<(u64, f64)>) -> Milestone {
    Milestone::Halfway {
        level,
        reached: reached.map(|(global_step, mean)| Reached { global_step, mean }),
    }
}

#[test]
fn halfway_is_said_once_known_and_again_only_when_it_changes() {
    let mut a = Analyst::new(1);
    assert!(a
        .observe(0, &evaluation(Actor::Evaluation, 0, vec![-21.0]))
        .is_empty());
    assert!(a
        .observe(0, &evaluation(Actor::Teacher, 0, vec![19.0, 21.0]))
        .is_empty());
    assert_eq!(
        a.observe(0, &evaluation(Actor::Random, 0, vec![-21.0, -19.0])),
        vec![(0, halfway(0.0, None))],
        "both ends measured: the level, not reached yet"
    );
    assert!(
        a.observe(0, &evaluation(Actor::Evaluation, 500, vec![-5.0, 4.0]))
            .is_empty(),
        "a mean of -0.5 changes nothing"
    );
    assert_eq!(
        a.observe(0, &evaluation(Actor::Evaluation, 1000, vec![-2.0, 2.0])),
        vec![(0, halfway(0.0, Some((1000, 0.0))))]
    );
    assert!(a
        .observe(0, &evaluation(Actor::Evaluation, 1500, vec![10.0]))
        .is_empty());
    assert!(
        a.observe(0, &game(1600, 21.0)).is_empty(),
        "one run: no race"
    );
}

#[test]
fn evaluations_before_the_levels_count_once_the_levels_are_known() {
    let mut a = Analyst::new(1);
    a.observe(0, &evaluation(Actor::Evaluation, 100, vec![-20.0]));
    a.observe(0, &evaluation(Actor::Evaluation, 200, vec![5.0]));
    a.observe(0, &evaluation(Actor::Random, 0, vec![-20.0]));
    assert_eq!(
        a.observe(0, &evaluation(Actor::Teacher, 0, vec![20.0])),
        vec![(0, halfway(0.0, Some((200, 5.0))))]
    );
    // A teacher measured again (a resumed run) moves the level: the search starts over.
    assert_eq!(
        a.observe(0, &evaluation(Actor::Teacher, 0, vec![40.0])),
        vec![(0, halfway(10.0, None))]
    );
}

/// A deterministic walk of returns that rises from -21 towards 21, with noise.
fn returns(n: usize, seed: u64) -> Vec<f64> {
    let mut x = seed;
    (0..n)
        .map(|i| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let noise = ((x >> 33) % 13) as f64 - 6.0;
            (-21.0 + 42.0 * i as f64 / n as f64 + noise).clamp(-21.0, 21.0)
        })
        .collect()
}

#[test]
fn a_races_reach_is_the_steps_to_reach_of_each_sides_games() {
    let qdagger = TrainConfig {
        algorithm: Algorithm::Qdagger,
        offline_steps: 5000,
        ..TrainConfig::default()
    };
    let dqn = TrainConfig {
        algorithm: Algorithm::Dqn,
        ..TrainConfig::default()
    };
    let mut a = Analyst::new(2);
    let mut said: Vec<Vec<Milestone>> = vec![Vec::new(), Vec::new()];
    let mut feed = |a: &mut Analyst, side: usize, e: TrainerEvent| {
        for (s, m) in a.observe(side, &e) {
            said[s].push(m);
        }
    };
    feed(&mut a, 0, started(&qdagger));
    feed(&mut a, 1, started(&dqn));
    let (q, d) = (returns(400, 1), returns(400, 2));
    let mut games = [Vec::new(), Vec::new()];
    for i in 0..400 {
        // The DQN side plays games before the QDagger side has measured the levels: they
        // count once it has.
        if i == 50 {
            feed(&mut a, 0, evaluation(Actor::Teacher, 0, vec![20.0]));
            feed(&mut a, 0, evaluation(Actor::Random, 0, vec![-20.0]));
        }
        let step = 100 * (i as u64 + 1);
        feed(&mut a, 0, game(5000 + step, q[i]));
        feed(&mut a, 1, game(step, d[i]));
        games[0].push((step, q[i]));
        games[1].push((step, d[i]));
    }
    for side in 0..2 {
        let want = steps_to_reach(&games[side], -20.0, 20.0);
        let last = |share: f64| {
            said[side].iter().rev().find_map(|m| match *m {
                Milestone::Reach {
                    share: s,
                    online_step,
                    ..
                } if s == share => Some(online_step),
                _ => None,
            })
        };
        let got = REACH_SHARES.map(|s| last(s).expect("said"));
        assert_eq!(got, want, "side {side}");
        assert!(want.iter().all(Option::is_some), "the walk reaches 80%");
        // Each share is said when the levels are known, and again when it is reached.
        let reach_said = said[side]
            .iter()
            .filter(|m| matches!(m, Milestone::Reach { .. }))
            .count();
        assert!(reach_said <= 4, "side {side}: {:?}", said[side]);
    }
}

#[test]
fn a_races_dqn_side_is_measured_against_the_qdagger_sides_teacher() {
    let mut a = Analyst::new(2);
    a.observe(1, &evaluation(Actor::Evaluation, 300, vec![1.0]));
    a.observe(0, &evaluation(Actor::Teacher, 0, vec![20.0]));
    let found = a.observe(0, &evaluation(Actor::Random, 0, vec![-20.0]));
    assert!(found.contains(&(0, halfway(0.0, None))), "{found:?}");
    assert!(
        found.contains(&(1, halfway(0.0, Some((300, 1.0))))),
        "{found:?}"
    );
}
