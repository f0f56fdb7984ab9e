use super::*;
use crate::env::FrameStack;

/// A frame whose bytes say which step of the run made it.
fn frame(id: u32) -> Vec<u8> {
    let mut f = vec![(id % 251) as u8; FRAME_LEN];
    f[..4].copy_from_slice(&id.to_le_bytes());
    f
}

/// The naive record: full stacks kept per transition, as CleanRL's buffer keeps them.
struct Naive {
    transitions: Vec<Transition>,
}

/// Plays a scripted stream of episodes into both buffers; returns the logical entry of
/// each transition in order.
fn play(buf: &mut ReplayBuffer, steps: u32, seed: u64) -> (Naive, Vec<u64>) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut stack = FrameStack::new(4);
    let mut next_id = 0u32;
    let mut new_frame = || {
        next_id += 1;
        frame(next_id)
    };
    let first = new_frame();
    stack.fill(&first);
    buf.start(0, &first);
    let mut naive = Naive {
        transitions: vec![],
    };
    let mut entries = vec![];
    let obs_of = |s: &FrameStack| {
        let mut o = vec![0; 4 * FRAME_LEN];
        s.write(&mut o);
        o
    };
    for _ in 0..steps {
        let obs = obs_of(&stack);
        let action = rng.random_range(0..6u32);
        let reward = rng.random_range(-1..=1) as f32;
        let end = rng.random_range(0..100);
        let (terminated, truncated) = (end < 6, (6..9).contains(&end));
        let f = new_frame();
        stack.next_slot().copy_from_slice(&f);
        stack.commit();
        let final_obs = obs_of(&stack);
        entries.push(buf.written(0) - 1);
        if terminated || truncated {
            let reset = new_frame();
            stack.fill(&reset);
            buf.add(
                0,
                action as usize,
                reward,
                terminated,
                truncated,
                &reset,
                Some(&f),
            )
            .unwrap();
            // Terminal: the next observation is masked; we store the next episode's start.
            let next = if truncated { final_obs } else { obs_of(&stack) };
            naive
                .transitions
                .push((obs, next, action, reward, terminated));
        } else {
            buf.add(0, action as usize, reward, false, false, &f, None)
                .unwrap();
            naive
                .transitions
                .push((obs, final_obs, action, reward, false));
        }
    }
    (naive, entries)
}

#[test]
fn stacks_match_a_naive_buffer_across_episode_boundaries() {
    let mut buf = ReplayBuffer::new(10_000, 1, 4, 0).unwrap();
    let (naive, entries) = play(&mut buf, 2_000, 1);
    assert!(naive.transitions.iter().filter(|t| t.4).count() > 50);
    for (i, (want, &l)) in naive.transitions.iter().zip(&entries).enumerate() {
        let got = buf.transition(0, l).unwrap();
        assert!(got == *want, "transition {i} (entry {l}) differs");
    }
}

#[test]
fn wraps_around_and_keeps_only_whole_stacks() {
    let cap = 300;
    let mut buf = ReplayBuffer::new(cap, 1, 4, 0).unwrap();
    let (naive, entries) = play(&mut buf, 2_000, 2);
    let written = buf.written(0);
    let mut checked = 0;
    for (want, &l) in naive.transitions.iter().zip(&entries) {
        match buf.transition(0, l) {
            Some(got) => {
                assert!(got == *want, "entry {l}");
                checked += 1;
            }
            None => assert!(
                l + (cap as u64) < written + 3 || l + 1 >= written,
                "entry {l} lost"
            ),
        }
    }
    assert!(checked > cap - 20, "{checked} transitions still sampleable");
    assert!(buf.len() <= cap);
}

#[test]
fn samples_are_stored_transitions_and_seeded() {
    let mut buf = ReplayBuffer::new(5_000, 1, 4, 9).unwrap();
    let (naive, _) = play(&mut buf, 1_000, 3);
    let mut batch = Batch::default();
    buf.sample_into(64, &mut batch).unwrap();
    let n = 4 * FRAME_LEN;
    for b in 0..64 {
        let obs = &batch.obs[b * n..(b + 1) * n];
        let t = naive
            .transitions
            .iter()
            .find(|t| t.0 == obs)
            .expect("a stored observation");
        assert_eq!(&batch.next_obs[b * n..(b + 1) * n], &t.1[..]);
        assert_eq!(
            (batch.actions[b], batch.rewards[b], batch.dones[b] == 1.0),
            (t.2, t.3, t.4)
        );
    }
    let mut again = ReplayBuffer::new(5_000, 1, 4, 9).unwrap();
    play(&mut again, 1_000, 3);
    let mut other = Batch::default();
    again.sample_into(64, &mut other).unwrap();
    assert_eq!(batch.actions, other.actions);
    assert_eq!(batch.obs, other.obs);
}

#[test]
fn memory_per_transition_is_one_frame() {
    let buf = ReplayBuffer::new(10_000, 2, 4, 0).unwrap();
    let per = buf.memory_bytes() as f64 / buf.capacity() as f64;
    assert_eq!(per, (FRAME_LEN + 6) as f64);
}

#[test]
fn misuse_is_an_error() {
    let mut buf = ReplayBuffer::new(100, 1, 4, 0).unwrap();
    let f = frame(1);
    assert!(buf.add(0, 0, 0.0, false, false, &f, None).is_err());
    let mut batch = Batch::default();
    assert!(matches!(
        buf.sample_into(4, &mut batch),
        Err(ReplayError::TooFew { .. })
    ));
    assert!(ReplayBuffer::new(5, 1, 4, 0).is_err());
}
