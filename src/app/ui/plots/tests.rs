use super::axes::{nice_step, step_grid, value_grid, value_label, x_span};
use egui_plot::GridInput;
use egui_plot::GridMark;

#[test]
fn grid_steps_are_one_two_or_five_times_a_power_of_ten() {
    assert_eq!(nice_step(1.0), 1.0);
    assert_eq!(nice_step(1.2), 2.0);
    assert_eq!(nice_step(3.0), 5.0);
    assert_eq!(nice_step(6.0), 10.0);
    assert_eq!(nice_step(154.0), 200.0);
    assert_eq!(nice_step(0.03), 0.05);
    assert_eq!(nice_step(0.0), 1.0);
    assert_eq!(nice_step(f64::NAN), 1.0);
    // 9,441 steps over 490 points (19.3 a point; egui_plot's base is 8 points): lines
    // every 200 and 500 steps, and every 2,000 (104 points apart, labelled).
    let grid = step_grid(GridInput {
        bounds: (0.0, 9441.0),
        base_step_size: 19.3 * 8.0,
    });
    assert_eq!(grid, [200.0, 500.0, 2000.0]);
}

#[test]
fn each_level_of_the_value_grid_is_a_multiple_of_the_one_below() {
    // 9 over 170 points (the demo's losses): base 8 points, 0.42; lines every 1 and 2,
    // labels every 2 and 10.
    let grid = |base_step_size| {
        value_grid(GridInput {
            bounds: (0.0, 1.0),
            base_step_size,
        })
    };
    assert_eq!(grid(9.0 / 170.0 * 8.0), [1.0, 2.0, 10.0]);
    assert_eq!(grid(0.03), [0.05, 0.1, 0.5]);
    assert_eq!(grid(1.5), [1.0, 5.0, 10.0]);
    for base in [1e-4, 0.003, 0.07, 0.2, 0.9, 4.0, 33.0, 600.0] {
        let [fine, mid, coarse] = grid(base);
        assert!(mid >= 3.0 * base * (1.0 - 1e-9), "{base}: {mid}");
        for (small, big) in [(fine, mid), (mid, coarse)] {
            let ratio = big / small;
            assert!(
                (ratio - ratio.round()).abs() < 1e-9 && ratio >= 2.0,
                "{base}: {fine}, {mid}, {coarse}"
            );
        }
    }
}

#[test]
fn value_labels_have_the_decimals_of_their_grid_step() {
    let label = |value, step_size| value_label(GridMark { value, step_size }, &(0.0..=1.0));
    assert_eq!(label(0.05, 0.05), "0.05");
    assert_eq!(label(0.15, 0.05), "0.15");
    assert_eq!(label(0.1, 0.05), "0.10");
    assert_eq!(label(0.2, 0.1), "0.2");
    assert_eq!(label(0.4, 0.2), "0.4");
    assert_eq!(label(-0.5, 0.5), "-0.5");
    assert_eq!(label(20.0, 10.0), "20");
    assert_eq!(label(-15.0, 5.0), "-15");
    assert_eq!(label(0.0002, 0.0001), "0.0002");
    assert_eq!(label(3000.0, 500.0), "3000");
    assert_eq!(label(0.0, 0.5), "0");
}

#[test]
fn the_x_axis_spans_the_steps_so_far_or_the_window_and_never_a_single_step() {
    // The start (teacher's evaluation at step 0) and the first steps: 100 steps.
    assert_eq!(x_span(0.0, 0), [0.0, 100.0]);
    assert_eq!(x_span(40.0, 0), [0.0, 100.0]);
    // Every step so far.
    assert_eq!(x_span(2500.0, 0), [0.0, 2500.0]);
    // The last 1,000 steps, once there are more.
    assert_eq!(x_span(2500.0, 1000), [1500.0, 2500.0]);
    assert_eq!(x_span(600.0, 1000), [0.0, 600.0]);
}
