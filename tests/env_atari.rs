//! The preprocessed environment and the pool on real games: seeded determinism, episodic
//! life, auto-reset and episode statistics.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use reincarnate::env::{AtariEnv, EnvConfig, EnvPool, Step};

/// Plays `steps` seeded random actions; returns every step and every observation's hash.
fn rollout(config: &EnvConfig, seed: u64, steps: usize) -> (Vec<Step>, Vec<u64>) {
    let mut env = AtariEnv::new(config, seed).unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(99);
    let mut obs = vec![0u8; config.obs_len()];
    let (mut out, mut hashes) = (vec![], vec![]);
    for _ in 0..steps {
        let s = env.step(rng.random_range(0..env.num_actions()));
        env.write_obs(&mut obs);
        hashes.push(fnv(&obs));
        if s.terminated || s.truncated {
            env.reset();
        }
        out.push(s);
    }
    (out, hashes)
}

fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf29ce484222325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x100000001b3)
    })
}

#[test]
fn same_seed_same_observations_rewards_and_ends() {
    for config in [
        EnvConfig::cleanrl("BreakoutNoFrameskip-v4"),
        EnvConfig::paper("PongNoFrameskip-v4"),
    ] {
        let a = rollout(&config, 5, 1500);
        let b = rollout(&config, 5, 1500);
        assert_eq!(a, b, "{}", config.env_id);
        assert!(a.0.iter().any(|s| s.terminated), "an episode ended");
        let c = rollout(&config, 6, 1500);
        assert_ne!(a.1, c.1, "another seed plays differently");
    }
}

#[test]
fn breakout_loses_lives_as_episodes_and_reports_whole_games() {
    let config = EnvConfig::cleanrl("BreakoutNoFrameskip-v4");
    let (steps, _) = rollout(&config, 1, 3000);
    let games: Vec<_> = steps.iter().filter_map(|s| s.episode).collect();
    let terminals = steps.iter().filter(|s| s.terminated).count();
    assert!(!games.is_empty());
    // Five lives per game: each whole game ends five training episodes.
    assert!(
        terminals >= 5 * games.len(),
        "{terminals} terminals, {} games",
        games.len()
    );
    for g in &games {
        assert!(g.length > 100 && g.episode_return >= 0.0, "{g:?}");
    }
    assert!(steps.iter().all(|s| [0.0, 1.0].contains(&s.reward)));
}

#[test]
fn paper_preset_has_no_episodic_life_and_full_actions() {
    let env = AtariEnv::new(&EnvConfig::paper("BreakoutNoFrameskip-v4"), 1).unwrap();
    assert_eq!(env.num_actions(), 18);
    let (steps, _) = rollout(&EnvConfig::paper("BreakoutNoFrameskip-v4"), 1, 3000);
    let terminals = steps.iter().filter(|s| s.terminated).count();
    let games = steps.iter().filter(|s| s.episode.is_some()).count();
    assert_eq!(terminals, games, "only game overs terminate");
}

#[test]
fn observation_is_four_stacked_frames_newest_last() {
    let mut env = AtariEnv::new(&EnvConfig::cleanrl("PongNoFrameskip-v4"), 3).unwrap();
    let mut before = vec![0u8; 4 * 84 * 84];
    let mut after = before.clone();
    for _ in 0..20 {
        env.step(2);
    }
    env.write_obs(&mut before);
    env.step(3);
    env.write_obs(&mut after);
    assert_eq!(
        &after[..3 * 84 * 84],
        &before[84 * 84..],
        "frames shift by one"
    );
    assert_eq!(&after[3 * 84 * 84..], env.newest_frame());
}

#[test]
fn pool_threads_match_inline_and_auto_reset_hands_back_final_obs() {
    let config = EnvConfig::cleanrl("BreakoutNoFrameskip-v4");
    let mut inline = EnvPool::new(&config, 3, 11, Some(0)).unwrap();
    let mut threaded = EnvPool::new(&config, 3, 11, Some(2)).unwrap();
    assert_eq!((inline.num_threads(), threaded.num_threads()), (0, 2));
    let mut rng = Pcg64Mcg::seed_from_u64(1);
    let mut single = AtariEnv::new(&config, 12).unwrap();
    let mut single_obs = vec![0u8; config.obs_len()];
    let (mut ends, mut games) = (0, 0);
    for _ in 0..1500 {
        let actions: Vec<usize> = (0..3).map(|_| rng.random_range(0..4)).collect();
        let a = inline.step(&actions).unwrap();
        let (obs, rewards, term, final_obs) = (
            a.obs.to_vec(),
            a.rewards.to_vec(),
            a.terminated.to_vec(),
            a.final_obs.to_vec(),
        );
        let episodes = a.episodes.to_vec();
        let b = threaded.step(&actions).unwrap();
        assert_eq!(obs, b.obs);
        assert_eq!(rewards, b.rewards);
        assert_eq!(term, b.terminated);
        assert_eq!(episodes, b.episodes);
        // Environment 1 is seeded with 11 + 1: it plays exactly like a lone env seeded 12.
        let s = single.step(actions[1]);
        single.write_obs(&mut single_obs);
        let n = config.obs_len();
        if s.terminated || s.truncated {
            ends += 1;
            assert_eq!(&final_obs[n..2 * n], &single_obs[..], "final observation");
            single.reset();
            single.write_obs(&mut single_obs);
        }
        assert_eq!(&obs[n..2 * n], &single_obs[..], "auto-reset observation");
        games += episodes.iter().flatten().count();
    }
    assert!(ends > 3 && games > 0, "{ends} ends, {games} games");
}

#[test]
fn pool_rejects_bad_actions_with_a_clear_error() {
    let mut pool = EnvPool::new(&EnvConfig::cleanrl("pong"), 2, 0, None).unwrap();
    let err = pool.step(&[0, 6]).unwrap_err().to_string();
    assert!(
        err.contains("action 6 is out of range: the game has 6 actions"),
        "{err}"
    );
    let err = pool.step(&[0]).unwrap_err().to_string();
    assert!(err.contains("1 actions for 2 environments"), "{err}");
    assert!(pool.step(&[0, 1]).is_ok(), "the pool still works");
}

#[test]
fn watched_environment_gives_its_raw_screen() {
    let mut pool = EnvPool::new(&EnvConfig::cleanrl("breakout"), 2, 0, Some(2)).unwrap();
    assert!(pool.screen().is_none());
    pool.watch(Some(1));
    pool.step(&[1, 1]).unwrap();
    let (i, screen) = pool.screen().unwrap();
    assert_eq!(i, 1);
    assert_eq!(screen.len(), 210 * 160 * 3);
    assert!(screen.iter().any(|&v| v != 0));
}

/// Plays `steps` actions of `rng` on `env`, resetting finished episodes; every step and
/// every observation's hash.
fn play_on(env: &mut AtariEnv, rng: &mut Pcg64Mcg, steps: usize) -> (Vec<Step>, Vec<u64>) {
    let mut obs = vec![0u8; env.state().stack.len()];
    let (mut out, mut hashes) = (vec![], vec![]);
    for _ in 0..steps {
        let s = env.step(rng.random_range(0..env.num_actions()));
        if s.terminated || s.truncated {
            env.reset();
        }
        env.write_obs(&mut obs);
        hashes.push(fnv(&obs));
        out.push(s);
    }
    (out, hashes)
}

#[test]
fn a_restored_environment_plays_on_exactly_as_the_one_it_was_taken_from() {
    // Sticky actions (ALE's own generator), NOOP resets, episodic life and frame pooling all
    // carry state across steps: the paper's v5 Breakout has them all but episodic life, the
    // CleanRL v4 Pong and Breakout the rest.
    for config in [
        EnvConfig::cleanrl("BreakoutNoFrameskip-v4"),
        EnvConfig::paper("ALE/Breakout-v5"),
        EnvConfig::cleanrl("PongNoFrameskip-v4"),
    ] {
        let mut original = AtariEnv::new(&config, 11).unwrap();
        let mut rng = Pcg64Mcg::seed_from_u64(5);
        play_on(&mut original, &mut rng, 700);
        let state = original.state();
        // Another seed: everything it would do differently must come from the state.
        let mut copy = AtariEnv::new(&config, 12345).unwrap();
        copy.restore(&state).unwrap();
        assert_eq!(
            copy.state(),
            state,
            "{}: the state reads back",
            config.env_id
        );
        let (mut a, mut b) = (vec![0u8; config.obs_len()], vec![0u8; config.obs_len()]);
        original.write_obs(&mut a);
        copy.write_obs(&mut b);
        assert!(a == b, "{}: the observation comes back", config.env_id);
        let mut rng_copy = rng.clone();
        let ahead = play_on(&mut original, &mut rng, 2500);
        let replay = play_on(&mut copy, &mut rng_copy, 2500);
        assert!(
            ahead.0.iter().any(|s| s.episode.is_some()),
            "{}: games end in the window",
            config.env_id
        );
        assert_eq!(ahead, replay, "{}", config.env_id);
        // Without the state the other seed plays differently (the test can tell).
        let mut fresh = AtariEnv::new(&config, 12345).unwrap();
        let mut rng_fresh = Pcg64Mcg::seed_from_u64(5);
        play_on(&mut fresh, &mut rng_fresh, 700);
        assert_ne!(play_on(&mut fresh, &mut rng_fresh, 2500).1, ahead.1);
    }
}

#[test]
fn a_state_of_other_preprocessing_is_refused_with_what_differs() {
    let cleanrl = AtariEnv::new(&EnvConfig::cleanrl("BreakoutNoFrameskip-v4"), 1).unwrap();
    let mut paper = AtariEnv::new(&EnvConfig::paper("BreakoutNoFrameskip-v4"), 1).unwrap();
    let err = paper.restore(&cleanrl.state()).unwrap_err().to_string();
    assert!(err.contains("layer"), "{err}");
    let mut state = cleanrl.state();
    state.stack.pop();
    let mut other = AtariEnv::new(&EnvConfig::cleanrl("BreakoutNoFrameskip-v4"), 1).unwrap();
    let err = other.restore(&state).unwrap_err().to_string();
    assert!(err.contains("frame stack"), "{err}");
}

#[test]
fn a_restored_pool_hands_back_the_same_observations_and_games() {
    let config = EnvConfig::cleanrl("PongNoFrameskip-v4");
    let mut a = EnvPool::new(&config, 3, 7, Some(2)).unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(1);
    let actions =
        |rng: &mut Pcg64Mcg| -> Vec<usize> { (0..3).map(|_| rng.random_range(0..6)).collect() };
    for _ in 0..300 {
        a.step(&actions(&mut rng)).unwrap();
    }
    let states = a.states().unwrap();
    let mut b = EnvPool::new(&config, 3, 99, Some(0)).unwrap();
    b.restore(&states).unwrap();
    assert_eq!(a.obs(), b.obs());
    let mut rng_b = rng.clone();
    for _ in 0..1500 {
        let (xa, xb) = (actions(&mut rng), actions(&mut rng_b));
        let sa = a.step(&xa).unwrap();
        let (obs, rewards, episodes) = (fnv(sa.obs), sa.rewards.to_vec(), sa.episodes.to_vec());
        let sb = b.step(&xb).unwrap();
        assert_eq!(
            (obs, rewards, episodes),
            (fnv(sb.obs), sb.rewards.to_vec(), sb.episodes.to_vec())
        );
    }
    assert!(
        b.restore(&states[..2]).is_err(),
        "two states for three environments"
    );
}
