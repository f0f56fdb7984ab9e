use super::*;
use crate::agent::conv::tests::max_diff;
use crate::agent::Arch;
use rand::{Rng, SeedableRng};

/// Adds `n` random frames to `rb`'s two environments' streams, episodes of 37 steps.
fn add_frames(rb: &mut ReplayBuffer, n: usize, seed: u64) {
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
    let mut frame = vec![0u8; 84 * 84];
    for t in 0..n {
        rng.fill(&mut frame[..]);
        let done = t % 37 == 36;
        rb.add(t % 2, t % 6, 1.0, done, false, &frame, None)
            .unwrap();
    }
}

/// A buffer of `capacity` slots holding `n` random frames in two environments' streams.
fn buffer(capacity: usize, n: usize) -> ReplayBuffer {
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(3);
    let mut rb = ReplayBuffer::new(capacity, 2, 4, 7).unwrap();
    let mut frame = vec![0u8; 84 * 84];
    for env in 0..2 {
        rng.fill(&mut frame[..]);
        rb.start(env, &frame);
    }
    add_frames(&mut rb, n, 5);
    rb
}

#[test]
fn cached_values_are_the_teachers_forward_pass_of_each_sampled_observation() {
    let dev = Device::Cpu;
    let teacher = QNetwork::new(Arch::Nature, 6, 5, &dev).unwrap();
    let mut rb = buffer(600, 600);
    let cache = TeacherQCache::build(&teacher, &rb, &dev).unwrap();
    assert_eq!(cache.len(), rb.sampleable().len());
    assert_eq!(cache.computed(), rb.sampleable().len() as u64);
    assert!(
        cache.len() > 2 * CHUNK,
        "more than one chunk: {}",
        cache.len()
    );
    let mut batch = Batch::default();
    for _ in 0..3 {
        rb.sample_into(32, &mut batch).unwrap();
        let cached = cache.gather(&rb, &batch, &dev).unwrap().unwrap();
        let direct = teacher
            .forward(&batch.to_tensors(4, &dev).unwrap().obs)
            .unwrap();
        assert_eq!(cached.dims(), &[32, 6]);
        let diff = max_diff(&cached, &direct);
        assert!(diff < 1e-4, "cached and direct Q-values differ by {diff}");
    }
    // A transition the table never saw gives no values (the learner runs the teacher).
    batch.entries[0] = (0, 1 << 40);
    assert!(cache.gather(&rb, &batch, &dev).unwrap().is_none());
}

#[test]
fn filling_the_whole_table_first_only_when_transitions_are_drawn_more_than_twice() {
    assert!(TeacherQCache::worthwhile(32 * 4_000, 10_000));
    assert!(!TeacherQCache::worthwhile(32 * 500, 10_000));
    assert!(!TeacherQCache::worthwhile(20_000, 10_000));
}

/// The online phase's table: each batch's new transitions go through the teacher once, the
/// values always equal the teacher's forward pass of the batch, also after the ring has come
/// round and a slot holds a later transition.
#[test]
fn a_growing_buffers_transitions_go_through_the_teacher_once_each() {
    let dev = Device::Cpu;
    let teacher = QNetwork::new(Arch::Nature, 6, 5, &dev).unwrap();
    let mut rb = buffer(120, 80);
    let mut cache = TeacherQCache::new(&rb, teacher.num_actions());
    let mut batch = Batch::default();
    let check = |cache: &mut TeacherQCache, rb: &ReplayBuffer, batch: &Batch| {
        let got = cache.values(&teacher, rb, batch, &dev).unwrap();
        let direct = teacher
            .forward(&batch.to_tensors(4, &dev).unwrap().obs)
            .unwrap();
        let diff = max_diff(&got, &direct);
        assert!(diff < 1e-4, "table and direct Q-values differ by {diff}");
    };
    rb.sample_into(32, &mut batch).unwrap();
    check(&mut cache, &rb, &batch);
    let distinct: std::collections::HashSet<_> = batch.entries.iter().copied().collect();
    assert_eq!(
        cache.computed(),
        distinct.len() as u64,
        "each new transition once"
    );
    // The same batch again: nothing new for the teacher.
    check(&mut cache, &rb, &batch);
    assert_eq!(cache.computed(), distinct.len() as u64);
    // Many batches: never more forward passes than transitions.
    for _ in 0..20 {
        rb.sample_into(32, &mut batch).unwrap();
        check(&mut cache, &rb, &batch);
    }
    assert!(cache.computed() <= rb.sampleable().len() as u64);
    assert!(cache.computed() < 20 * 32, "{} computed", cache.computed());
    // The ring comes round twice: slots hold later transitions, whose values are their own.
    let before = cache.computed();
    add_frames(&mut rb, 250, 9);
    for _ in 0..20 {
        rb.sample_into(32, &mut batch).unwrap();
        check(&mut cache, &rb, &batch);
    }
    assert!(
        cache.computed() > before,
        "new transitions went through the teacher"
    );
    // The observations may also come from the buffer (batches whose frames stay on a device).
    let mut slots = Batch::default();
    rb.sample_slots_into(32, &mut slots).unwrap();
    let mut fresh = TeacherQCache::new(&rb, teacher.num_actions());
    let got = fresh.values(&teacher, &rb, &slots, &dev).unwrap();
    let obs: Vec<u8> = slots
        .entries
        .iter()
        .flat_map(|&(env, l)| {
            let mut o = vec![0u8; 4 * 84 * 84];
            rb.write_obs(env, l, &mut o);
            o
        })
        .collect();
    let x = Tensor::from_slice(&obs, (32, 4, 84, 84), &dev).unwrap();
    let diff = max_diff(&got, &teacher.forward(&x).unwrap());
    assert!(diff < 1e-4, "from the buffer's frames: {diff}");
}
