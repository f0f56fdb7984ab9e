use super::*;
use candle_core::Device;

fn t1(v: &[f32]) -> Tensor {
    Tensor::new(v, &Device::Cpu).unwrap()
}

fn scalar(t: &Tensor) -> f32 {
    t.to_scalar::<f32>().unwrap()
}

#[test]
fn td_target_masks_terminal_states() {
    let next_q = Tensor::new(&[[1f32, 3.0], [2.0, -1.0]], &Device::Cpu).unwrap();
    let y = td_target(&t1(&[1.0, 0.5]), &t1(&[0.0, 1.0]), &next_q, 0.99).unwrap();
    assert_eq!(y.to_vec1::<f32>().unwrap(), [1.0 + 0.99 * 3.0, 0.5]);
}

#[test]
fn kl_matches_pytorch() {
    // torch: t = [[1, 2, 0.5], [0, 0, 3]], s = [[0.3, -1, 2], [1, 1, 1]], tau = 2
    // F.softmax(t/2) * (F.log_softmax(t/2) - F.log_softmax(s/2)), summed = 0.6892931
    let t = Tensor::new(&[[1f32, 2.0, 0.5], [0.0, 0.0, 3.0]], &Device::Cpu).unwrap();
    let s = Tensor::new(&[[0.3f32, -1.0, 2.0], [1.0, 1.0, 1.0]], &Device::Cpu).unwrap();
    let sum = scalar(&distill_kl(&t, &s, 2.0, KlReduction::Sum).unwrap());
    let mean = scalar(&distill_kl(&t, &s, 2.0, KlReduction::Mean).unwrap());
    assert!((sum - 0.689_293_1).abs() < 1e-6, "{sum}");
    assert!((mean - sum / 2.0).abs() < 1e-7);
    let same = scalar(&distill_kl(&t, &t, 1.0, KlReduction::Sum).unwrap());
    assert!(same.abs() < 1e-6);
}

#[test]
fn huber_is_quadratic_then_linear() {
    let l = td_loss(&t1(&[0.0, 0.0]), &t1(&[0.5, 3.0]), TdLoss::Huber).unwrap();
    assert!((scalar(&l) - (0.125 + 2.5) / 2.0).abs() < 1e-6);
    let l = td_loss(&t1(&[0.0, 0.0]), &t1(&[0.5, 3.0]), TdLoss::Mse).unwrap();
    assert!((scalar(&l) - (0.25 + 9.0) / 2.0).abs() < 1e-6);
}

#[test]
fn linear_schedule_as_cleanrl() {
    assert_eq!(linear_schedule(1.0, 0.01, 1000.0, 0.0), 1.0);
    assert!((linear_schedule(1.0, 0.01, 1000.0, 500.0) - 0.505).abs() < 1e-12);
    assert_eq!(linear_schedule(1.0, 0.01, 1000.0, 5000.0), 0.01);
    // The online phase starts at step offline_steps: epsilon starts near 0.5.
    let e = linear_schedule(1.0, 0.01, 0.1 * 10_000_000.0, 500_000.0);
    assert!((e - 0.505).abs() < 1e-12);
}

#[test]
fn coefficient_and_weaning() {
    let nine = [5.0; 9];
    assert_eq!(distill_coefficient(&nine, 10.0, None), 1.0);
    let ten = [5.0; 10];
    assert_eq!(distill_coefficient(&ten, 10.0, None), 0.5);
    assert_eq!(distill_coefficient(&[20.0; 10], 10.0, None), 0.0);
    let mut w = Weaning::default();
    assert_eq!(w.coefficient(&ten, 10.0, None, 0.2), 0.5);
    assert_eq!(w.coefficient(&[9.0; 10], 10.0, None, 0.2), 0.0);
    assert!(w.weaned);
    assert_eq!(
        w.coefficient(&[0.0; 10], 10.0, None, 0.2),
        0.0,
        "stays weaned"
    );
    let mut never = Weaning::default();
    assert_eq!(never.coefficient(&[20.0; 10], 10.0, None, 0.0), 0.0);
    assert_eq!(
        never.coefficient(&[0.0; 10], 10.0, None, 0.0),
        1.0,
        "rises again"
    );
}

#[test]
fn raw_scores_follow_cleanrl_even_with_negative_returns() {
    // Pong: a teacher at -8 and a student at -20. CleanRL's 1 - G_S / G_T = 1 - 2.5 < 0,
    // so lambda is 0 although the student is far worse than the teacher.
    assert_eq!(distill_coefficient(&[-20.0; 10], -8.0, None), 0.0);
    // A student between 0 and a positive teacher, the usual case.
    assert!((distill_coefficient(&[3.0; 10], 12.0, None) - 0.75).abs() < 1e-12);
    // A negative student under a positive teacher: above 1, as in CleanRL.
    assert!((distill_coefficient(&[-6.0; 10], 12.0, None) - 1.5).abs() < 1e-12);
    // Only the last 10 games count.
    let mut r = vec![100.0; 5];
    r.extend([6.0; 10]);
    assert!((distill_coefficient(&r, 12.0, None) - 0.5).abs() < 1e-12);
}

#[test]
fn normalised_scores_measure_progress_from_random_to_teacher() {
    // Pong with a random policy at -20.7: a student at -20 has covered
    // 0.7 / 12.7 of the way to a teacher at -8.
    let l = distill_coefficient(&[-20.0; 10], -8.0, Some(-20.7));
    assert!((l - (1.0 - 0.7 / 12.7)).abs() < 1e-12, "{l}");
    // Halfway.
    let half = distill_coefficient(&[-14.35; 10], -8.0, Some(-20.7));
    assert!((half - 0.5).abs() < 1e-12, "{half}");
    // At or past the teacher: 0.
    assert_eq!(distill_coefficient(&[-8.0; 10], -8.0, Some(-20.7)), 0.0);
    assert_eq!(distill_coefficient(&[5.0; 10], -8.0, Some(-20.7)), 0.0);
    // Worse than random: above 1.
    assert!(distill_coefficient(&[-21.0; 10], -8.0, Some(-20.7)) > 1.0);
    // With a zero baseline it is CleanRL's formula.
    assert_eq!(
        distill_coefficient(&[3.0; 10], 12.0, Some(0.0)),
        distill_coefficient(&[3.0; 10], 12.0, None)
    );
}

#[test]
fn a_teacher_no_better_than_the_baseline_gives_a_finite_zero() {
    // CleanRL would divide by zero here.
    assert_eq!(distill_coefficient(&[-3.0; 10], 0.0, None), 0.0);
    assert_eq!(distill_coefficient(&[3.0; 10], 0.0, None), 0.0);
    // Normalised: a teacher at or below random teaches nothing.
    assert_eq!(distill_coefficient(&[-21.0; 10], -20.7, Some(-20.7)), 0.0);
    assert_eq!(distill_coefficient(&[-21.0; 10], -21.0, Some(-20.7)), 0.0);
    // Fewer than 10 games: still 1, whatever the scores.
    assert_eq!(distill_coefficient(&[-21.0; 9], -21.0, Some(-20.7)), 1.0);
}

/// The loss with its temperature and coefficient in tensors (as a CUDA graph reads them)
/// is the loss with them as numbers, bit for bit, and so are its gradients.
#[test]
fn factors_in_tensors_give_the_same_loss_and_gradients_as_numbers() {
    let dev = Device::Cpu;
    let q: Vec<f32> = (0..12)
        .map(|i| ((i * 37 % 17) as f32 - 8.0) * 0.37)
        .collect();
    let teacher = Tensor::from_vec(
        (0..12)
            .map(|i| ((i * 11 % 13) as f32 - 6.0) * 0.91)
            .collect::<Vec<_>>(),
        (4, 3),
        &dev,
    )
    .unwrap();
    let actions = Tensor::new(&[0u32, 2, 1, 2], &dev).unwrap();
    let target = t1(&[0.5, -1.25, 2.0, 0.0]);
    for (reduction, kind) in [
        (KlReduction::Sum, TdLoss::Mse),
        (KlReduction::Mean, TdLoss::Huber),
    ] {
        for (temperature, coefficient) in [(1.0, 1.0), (0.3, 0.7), (2.5, 1.9)] {
            let run = |scales: &LossScales| {
                let student = candle_core::Var::from_vec(q.clone(), (4, 3), &dev).unwrap();
                let l = qdagger_loss_scaled(
                    student.as_tensor(),
                    &actions,
                    &target,
                    Some(&teacher),
                    scales,
                    (reduction, kind),
                )
                .unwrap();
                let g = l.total.backward().unwrap();
                let grad = g.get(student.as_tensor()).unwrap().flatten_all().unwrap();
                let parts = [&l.total, &l.td, &l.distill, &l.q_taken_mean].map(scalar);
                (parts, grad.to_vec1::<f32>().unwrap())
            };
            let held = |v: f64| Factor::Device(Tensor::new(v as f32, &dev).unwrap());
            let numbers = run(&LossScales {
                inverse_temperature: Factor::Host(1.0 / temperature),
                coefficient: Factor::Host(coefficient),
            });
            let tensors = run(&LossScales {
                inverse_temperature: held(1.0 / temperature),
                coefficient: held(coefficient),
            });
            assert_eq!(
                numbers, tensors,
                "{reduction:?} {kind:?} {temperature} {coefficient}"
            );
            // And the numbers' form is qdagger_loss's.
            let student = Tensor::from_vec(q.clone(), (4, 3), &dev).unwrap();
            let settings = LossSettings {
                temperature,
                coefficient,
                reduction,
                td_loss: kind,
            };
            let plain =
                qdagger_loss(&student, &actions, &target, Some(&teacher), settings).unwrap();
            assert_eq!(scalar(&plain.total), numbers.0[0]);
            assert!(numbers.0[2] > 0.0, "the distillation term counts");
        }
    }
}
