use super::*;
use crate::agent::Arch;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

fn obs(seed: u64) -> Vec<u8> {
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
    (0..4 * 84 * 84).map(|_| rng.random::<u8>()).collect()
}

fn net(seed: u64) -> QNetwork {
    QNetwork::new(Arch::Nature, 6, seed, &Device::Cpu).unwrap()
}

fn job(obs: &[u8], student: Option<&QNetwork>, teacher: TeacherPart) -> Job {
    Job {
        obs: obs.to_vec(),
        rgb: vec![7; 210 * 160 * 3],
        global_step: 42,
        actor: Actor::Student,
        student: student.map(|n| Weights::of(n).unwrap()),
        teacher,
        method: SaliencyMethod::Gradient,
        temperature: 1.0,
    }
}

/// Waits (at most 60 s) for the worker's next result.
fn next(maker: &mut MapMaker) -> Result<SaliencyFrame, SaliencyError> {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(r) = maker.take() {
            return r;
        }
        assert!(Instant::now() < deadline, "no maps within 60 s");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Equal to the byte, but for a unit of rounding (the worker's pool has one thread, the
/// test's more: sums may be added in another order).
fn close(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.abs_diff(*y) <= 1)
}

#[test]
fn the_worker_makes_the_maps_the_pure_functions_make_of_the_weights_it_was_given() {
    let (student, teacher, o) = (net(1), net(2), obs(3));
    let mut maker = MapMaker::default();
    assert!(!maker.due(), "off by default");
    maker.set(Some(SaliencySettings {
        method: SaliencyMethod::Gradient,
        per_second: 10.0,
    }));
    assert!(maker.due() && maker.needs_teacher());
    maker
        .offer(job(
            &o,
            Some(&student),
            TeacherPart::New(Weights::of(&teacher).unwrap()),
        ))
        .unwrap();
    assert!(!maker.due(), "one job at a time");
    let f = next(&mut maker).unwrap();
    let want_s = map(&student, &o, SaliencyMethod::Gradient, 1.0).unwrap();
    let want_t = map(&teacher, &o, SaliencyMethod::Gradient, 1.0).unwrap();
    assert!(close(f.student.as_deref().unwrap(), &want_s.to_bytes()));
    assert!(close(f.teacher.as_deref().unwrap(), &want_t.to_bytes()));
    assert_eq!(f.student.as_ref().unwrap().iter().max(), Some(&255));
    let a = f.agreement.unwrap();
    let want = agreement(&want_s, &want_t);
    assert!(
        (a.rank_correlation - want.rank_correlation).abs() < 1e-3,
        "{a:?} {want:?}"
    );
    assert!(
        (a.top_overlap - want.top_overlap).abs() < 0.02,
        "{a:?} {want:?}"
    );
    assert!(a.rank_correlation.abs() < 1.0 && a.rank_correlation != 0.0);
    assert_eq!(
        (f.global_step, f.rgb.len(), f.actor),
        (42, 210 * 160 * 3, Actor::Student)
    );
    assert!(f.ms > 0.0);

    // The student trains on: the next maps are of its new weights, with the teacher the
    // worker kept.
    assert!(!maker.needs_teacher());
    let trained = net(4);
    student.soft_update_from(&trained, 1.0).unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while !maker.due() {
        assert!(Instant::now() < deadline, "the next map never fell due");
        std::thread::sleep(Duration::from_millis(5));
    }
    maker
        .offer(job(&o, Some(&student), TeacherPart::Same))
        .unwrap();
    let g = next(&mut maker).unwrap();
    let want_s2 = map(&trained, &o, SaliencyMethod::Gradient, 1.0).unwrap();
    assert!(close(g.student.as_deref().unwrap(), &want_s2.to_bytes()));
    assert!(
        !close(&want_s2.to_bytes(), &want_s.to_bytes()),
        "new weights, new map"
    );
    assert!(close(g.teacher.as_deref().unwrap(), &want_t.to_bytes()));

    // The teacher alone (its buffer's phase): no student map, no agreement.
    while !maker.due() {
        std::thread::sleep(Duration::from_millis(5));
    }
    maker.offer(job(&o, None, TeacherPart::Same)).unwrap();
    let h = next(&mut maker).unwrap();
    assert!(h.student.is_none() && h.teacher.is_some() && h.agreement.is_none());
}

#[test]
fn maps_come_no_faster_than_asked_nor_than_the_budget_allows_and_stop_when_turned_off() {
    let (student, o) = (net(5), obs(6));
    let mut maker = MapMaker::default();
    maker.set(Some(SaliencySettings {
        method: SaliencyMethod::Gradient,
        per_second: 4.0,
    }));
    let offered = Instant::now();
    maker
        .offer(job(&o, Some(&student), TeacherPart::None))
        .unwrap();
    let f = next(&mut maker).unwrap();
    assert!(f.teacher.is_none() && f.agreement.is_none());
    while !maker.due() {
        std::thread::sleep(Duration::from_millis(2));
    }
    let waited = offered.elapsed();
    let rest = rest_after(f.ms);
    assert!(
        waited >= Duration::from_millis(250),
        "due again after {waited:?}: 4 a second asked"
    );
    assert!(
        waited >= rest,
        "due after {waited:?}, inside the budget's rest {rest:?}"
    );

    // Off: nothing is due, an offer does nothing, a result still on its way is dropped.
    maker
        .offer(job(&o, Some(&student), TeacherPart::None))
        .unwrap();
    maker.set(None);
    assert!(!maker.due());
    maker
        .offer(job(&o, Some(&student), TeacherPart::None))
        .unwrap();
    let until = Instant::now() + Duration::from_secs(2);
    while Instant::now() < until {
        assert!(maker.take().is_none(), "a map after maps were turned off");
        std::thread::sleep(Duration::from_millis(10));
    }
    // On again: due at once.
    maker.set(Some(SaliencySettings::default()));
    assert!(maker.due());
}

#[test]
fn the_budget_rests_nine_times_the_work_and_settings_stay_in_range() {
    assert_eq!(rest_after(10.0), Duration::from_millis(90));
    assert_eq!(rest_after(-5.0), Duration::ZERO);
    assert_eq!(rest_after(f64::MAX), Duration::from_secs(3600));
    let fast = SaliencySettings {
        method: SaliencyMethod::Perturbation,
        per_second: 1000.0,
    };
    assert_eq!(fast.clamped().per_second, 10.0);
    assert_eq!(fast.clamped().method, SaliencyMethod::Perturbation);
    let slow = SaliencySettings {
        per_second: 0.0,
        ..fast
    };
    assert_eq!(slow.clamped().per_second, 0.1);
    let nan = SaliencySettings {
        per_second: f64::NAN,
        ..fast
    };
    assert_eq!(nan.clamped().per_second, SaliencySettings::DEFAULT_RATE);
    let mut maker = MapMaker::default();
    maker.set(Some(fast));
    assert_eq!(maker.settings().unwrap().per_second, 10.0);
}

#[test]
fn a_map_survives_its_trip_as_bytes() {
    let m = map(&net(7), &obs(8), SaliencyMethod::Gradient, 1.0).unwrap();
    let back = Map::from_bytes(&m.to_bytes()).unwrap();
    let n = m.normalised();
    assert!(back
        .values
        .iter()
        .zip(&n.values)
        .all(|(a, b)| (a - b).abs() <= 0.5 / 255.0 + 1e-6));
    assert!(Map::from_bytes(&[1, 2, 3]).is_none());
}
