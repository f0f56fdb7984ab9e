use super::*;

fn small(arch: Arch) -> CheckSpec {
    CheckSpec {
        arch,
        batch: 4,
        actions: 3,
        seed: 7,
        timed_updates: 1,
        levers: CudaLevers::default(),
    }
}

#[test]
fn the_fused_kernels_agree_with_candles_operations_over_an_update() {
    for arch in [Arch::Nature, Arch::Impala] {
        let report = check_device(&Device::Cpu, &small(arch)).unwrap();
        assert_eq!(report.reference, "cpu, candle's ops");
        assert_eq!(report.comparisons.len(), 7);
        for c in &report.comparisons {
            assert!(c.passed(), "{arch}: {c:?}");
            assert!(c.scale > 0.0, "{arch}: nothing to compare in {c:?}");
        }
        assert!(report.reference_ms.unwrap() > 0.0 && report.checked_ms.unwrap() > 0.0);
        for parts in [report.reference_parts, report.checked_parts] {
            let p = parts.expect("timed");
            assert!(
                p.forward_ms > 0.0 && p.adam_ms > 0.0 && p.backward_ms >= 0.0,
                "{p:?}"
            );
        }
    }
}

/// The most candle operations an update may issue on candle's path (the one a GPU takes
/// with no kernel lever), per part: forward and losses, backward, Adam. Measured when
/// set; an update that needs more fails the test below, so that a change which adds
/// launches to every GPU update is a decision, not an accident (docs/cuda.md).
const OPS_BUDGET_IMPALA: [u64; 3] = [229, 369, 442];
const OPS_BUDGET_NATURE: [u64; 3] = [77, 49, 130];

#[test]
fn an_update_on_candles_path_stays_within_its_operations_budget() {
    for (arch, budget) in [
        (Arch::Impala, OPS_BUDGET_IMPALA),
        (Arch::Nature, OPS_BUDGET_NATURE),
    ] {
        let report = check_device(&Device::Cpu, &small(arch)).unwrap();
        let candle = report.reference_parts.unwrap();
        let fused = report.checked_parts.unwrap();
        for (part, (have, most)) in ["forward", "backward", "Adam"]
            .iter()
            .zip(candle.ops.iter().zip(budget))
        {
            assert!(
                *have <= most,
                "{arch}: the {part} issues {have} candle operations, over its budget of \
                 {most} (all parts: {:?})",
                candle.ops
            );
            assert!(*have > 0, "{arch}: nothing counted for the {part}");
        }
        // Adam is one operation per parameter and moment at least on candle's path, none
        // on the CPU's in-place path; the fused path issues fewer in all.
        let params = QNetwork::new(arch, 3, 0, &Device::Cpu)
            .unwrap()
            .params()
            .len() as u64;
        assert!(candle.ops[2] >= 2 * params, "{arch}: {candle:?}");
        assert_eq!(fused.ops[2], 0, "{arch}: {fused:?}");
        assert!(
            fused.total_ops() < candle.total_ops(),
            "{arch}: {fused:?} {candle:?}"
        );
    }
}

#[test]
fn a_difference_anywhere_fails_the_check() {
    let spec = small(Arch::Nature);
    let weights = [
        QNetwork::new(spec.arch, spec.actions, 1, &Device::Cpu)
            .unwrap()
            .state_dict()
            .unwrap(),
        QNetwork::new(Arch::Nature, spec.actions, 2, &Device::Cpu)
            .unwrap()
            .state_dict()
            .unwrap(),
    ];
    let spec = CheckSpec {
        timed_updates: 0,
        ..spec
    };
    let run = || run_side(&spec, &Device::Cpu, &weights, &random_batch(&spec)).unwrap();
    let same = compare(&run(), &run());
    assert!(
        same.iter().all(|c| c.passed() && c.error == 0.0),
        "{same:?}"
    );
    for k in 0..5 {
        let mut other = run();
        match k {
            0 => other.student_q[3] *= 1.01,
            1 => other.teacher_q[0] += 0.01 * max_abs(&other.teacher_q) as f32,
            2 => other.losses[2] *= 1.01,
            // Five times the gradients' tolerance (1% of the tensor's largest entry):
            // a change of exactly the tolerance passes or fails by rounding.
            3 => other.grads[4][0] += 0.05 * max_abs(&other.grads[4]) as f32,
            _ => other
                .params_after
                .iter_mut()
                .for_each(|p| p.iter_mut().for_each(|x| *x += 2e-6)),
        }
        let failed: Vec<_> = compare(&run(), &other)
            .into_iter()
            .filter(|c| !c.passed())
            .collect();
        assert!(!failed.is_empty(), "change {k} went unnoticed");
    }
}
