use super::*;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// A frame whose bytes say which environment and step made it.
fn frame(env: usize, id: u32) -> Vec<u8> {
    let mut f = vec![(id % 251) as u8; FRAME_LEN];
    f[..4].copy_from_slice(&id.to_le_bytes());
    f[4] = env as u8;
    f
}

/// Steps every environment of `rb` `steps` times with random actions, rewards, terminations
/// and truncations (each environment's first call starts its stream).
fn play(rb: &mut ReplayBuffer, steps: u32, rng: &mut Pcg64Mcg) {
    for env in 0..rb.streams.len() {
        if rb.written(env) == 0 {
            rb.start(env, &frame(env, 0));
        }
    }
    for _ in 0..steps {
        for env in 0..rb.streams.len() {
            let id = rb.written(env) as u32 + 1;
            let end = rng.random_range(0..100);
            let (terminated, truncated) = (end < 5, (5..8).contains(&end));
            let last = frame(env, id + 10_000);
            rb.add(
                env,
                rng.random_range(0..6),
                rng.random_range(-1..=1) as f32,
                terminated,
                truncated,
                &frame(env, id),
                Some(&last),
            )
            .unwrap();
        }
    }
}

/// The host's batch and the device copy's batch of the same draws (two clones of `rb`'s
/// generator), as tensors.
fn both(rb: &ReplayBuffer, copy: &mut DeviceFrames, b: usize) -> (BatchTensors, BatchTensors) {
    let (mut host_rb, mut slot_rb) = (rb.clone(), rb.clone());
    let (mut host, mut slots) = (Batch::default(), Batch::default());
    host_rb.sample_into(b, &mut host).unwrap();
    slot_rb.sample_slots_into(b, &mut slots).unwrap();
    assert_eq!(host.entries, slots.entries, "the same draws");
    assert!(slots.obs.is_empty() && slots.next_obs.is_empty());
    (
        host.to_tensors(rb.stack(), &Device::Cpu).unwrap(),
        copy.tensors(&slots, rb.stack()).unwrap(),
    )
}

fn assert_same(a: &BatchTensors, b: &BatchTensors) {
    let bytes = |t: &Tensor| t.flatten_all().unwrap().to_vec1::<u8>().unwrap();
    let f32s = |t: &Tensor| t.to_vec1::<f32>().unwrap();
    assert_eq!(a.obs.dims(), b.obs.dims());
    assert_eq!(a.next_obs.dims(), b.next_obs.dims());
    assert!(bytes(&a.obs) == bytes(&b.obs), "observations differ");
    assert!(
        bytes(&a.next_obs) == bytes(&b.next_obs),
        "next observations differ"
    );
    assert_eq!(
        a.actions.to_vec1::<u32>().unwrap(),
        b.actions.to_vec1::<u32>().unwrap()
    );
    assert_eq!(f32s(&a.rewards), f32s(&b.rewards));
    assert_eq!(f32s(&a.dones), f32s(&b.dones));
}

#[test]
fn the_device_copy_gathers_the_batches_that_sample_into_assembles() {
    // Three environments of 40 entries each: the rings wrap several times, with episodes
    // ending (terminated and truncated) inside stacks.
    let mut rb = ReplayBuffer::new(120, 3, 4, 7).unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(1);
    let mut copy = DeviceFrames::new(&rb, &Device::Cpu).unwrap();
    play(&mut rb, 25, &mut rng);
    let stored = |rb: &ReplayBuffer| (0..3).map(|e| rb.written(e).min(40)).sum::<u64>();
    assert_eq!(
        copy.sync(&rb).unwrap() as u64,
        stored(&rb),
        "every frame so far"
    );
    let (host, device) = both(&rb, &mut copy, 64);
    assert_same(&host, &device);
    let mut dones = 0.0;
    for round in 0..12 {
        play(&mut rb, 7, &mut rng);
        let written: u64 = (0..3).map(|e| rb.written(e)).sum();
        let copied = copy.sync(&rb).unwrap();
        assert!(copied >= 3 * 7, "round {round}: {copied} frames copied");
        assert!(
            copied <= 3 * 14,
            "round {round}: only the new frames ({copied})"
        );
        assert_eq!(copy.copied.iter().sum::<u64>(), written);
        let (host, device) = both(&rb, &mut copy, 32);
        assert_same(&host, &device);
        dones += host.dones.sum_all().unwrap().to_scalar::<f32>().unwrap();
        rb.sample_into(1, &mut Batch::default()).unwrap(); // the generator moves on
    }
    assert!(dones > 0.0, "terminal transitions were sampled");
    assert!(rb.written(0) > 2 * 40, "the rings wrapped twice");
}

#[test]
fn a_stale_copy_gathers_old_frames_so_sync_comes_first() {
    let mut rb = ReplayBuffer::new(60, 1, 4, 3).unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(2);
    play(&mut rb, 30, &mut rng);
    let mut copy = DeviceFrames::new(&rb, &Device::Cpu).unwrap();
    copy.sync(&rb).unwrap();
    let before = rb.written(0);
    play(&mut rb, 45, &mut rng);
    let new = (rb.written(0) - before).min(60) as usize;
    let (host, device) = both(&rb, &mut copy, 32);
    let bytes = |t: &Tensor| t.flatten_all().unwrap().to_vec1::<u8>().unwrap();
    assert!(
        bytes(&host.obs) != bytes(&device.obs),
        "the test sees staleness"
    );
    assert_eq!(copy.sync(&rb).unwrap(), new, "the ring's new frames");
    let (host, device) = both(&rb, &mut copy, 32);
    assert_same(&host, &device);
}

#[test]
fn a_copy_of_a_wrapped_buffer_copies_each_ring_once() {
    let mut rb = ReplayBuffer::new(100, 2, 4, 5).unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(3);
    play(&mut rb, 170, &mut rng);
    let mut copy = DeviceFrames::new(&rb, &Device::Cpu).unwrap();
    assert_eq!(copy.sync(&rb).unwrap(), 100, "each ring's 50 entries");
    assert_eq!(copy.sync(&rb).unwrap(), 0, "nothing new");
    assert_eq!(DeviceFrames::bytes(&rb), 100 * FRAME_LEN as u64);
    let (host, device) = both(&rb, &mut copy, 48);
    assert_same(&host, &device);
}

#[test]
fn a_batch_without_slots_is_refused() {
    let mut rb = ReplayBuffer::new(100, 1, 4, 5).unwrap();
    play(&mut rb, 20, &mut Pcg64Mcg::seed_from_u64(4));
    let mut copy = DeviceFrames::new(&rb, &Device::Cpu).unwrap();
    let mut batch = Batch::default();
    rb.sample_into(8, &mut batch).unwrap();
    let e = copy.tensors(&batch, 4).unwrap_err().to_string();
    assert!(e.contains("sample_slots_into"), "{e}");
}

#[test]
fn auto_mirrors_on_a_gpu_only_when_the_frames_fit() {
    let gib = 1u64 << 30;
    // CleanRL's 1,000,000 transitions: 7.06 GB of frames.
    let frames = 1_000_000 * FRAME_LEN as u64;
    assert!(fits(frames, 80 * gib));
    assert!(!fits(frames, 8 * gib));
    // The boundary: frames and headroom in nine tenths of what is free.
    let free = 100 * gib;
    let room = free / 10 * 9 - DEVICE_HEADROOM;
    assert!(fits(room, free));
    assert!(!fits(room + 1, free));
    assert!(!fits(u64::MAX, u64::MAX), "no overflow");
    let cpu = Device::Cpu;
    assert!(!ReplayPlacement::Auto.on_device(&cpu, 1, Some(80 * gib)));
    assert!(ReplayPlacement::On.on_device(&cpu, frames, None));
    assert!(!ReplayPlacement::Off.on_device(&cpu, 1, Some(80 * gib)));
    assert_eq!("auto".parse(), Ok(ReplayPlacement::Auto));
    assert_eq!("on".parse(), Ok(ReplayPlacement::On));
    let e = "gpu".parse::<ReplayPlacement>().unwrap_err().to_string();
    assert!(e.contains("off, on or auto"), "{e}");
}
