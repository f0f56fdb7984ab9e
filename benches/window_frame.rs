//! What one frame of the window costs the app's own thread (egui's layout of every panel and
//! plot, then its tessellation into triangles), and how many triangles a renderer is given
//! to draw, as a run's history grows: a single run's view at 1280x800 with `N` points in each
//! plotted series (losses, lambda, epsilon, steps per second; games and their mean every 10th
//! report), sizes alternating in each round. A software renderer (llvmpipe) draws the window
//! on the training's cores, and its time grows with the triangles.
//!
//! `cargo bench --bench window_frame [-- ROUNDS]` (default 5 rounds of 40 frames per size)

use bevy_egui::egui::{self, Pos2, RawInput, Rect};
use reincarnate::app::ui::{draw, Controls};
use reincarnate::config::TrainConfig;
use reincarnate::protocol::{Actor, LossReport, Phase, TrainerEvent};
use reincarnate::view::RunView;
use std::time::Instant;

/// Points in each plotted series, in the order measured.
const SIZES: [usize; 4] = [300, 2_000, 8_000, 20_000];
/// Frames timed per size and round (after a few unmeasured ones).
const FRAMES: usize = 40;

/// A run's view after `n` loss reports (every 100 steps, as CleanRL logs), each with the
/// steps per second then, and a game every 10 reports.
fn view(n: usize) -> RunView {
    let mut v = RunView::default();
    v.apply(TrainerEvent::PhaseStarted {
        phase: Phase::Online,
        total: n as u64 * 100,
        from: 0,
    });
    for i in 0..n {
        let step = (i as u64 + 1) * 100;
        let t = i as f64 / n as f64;
        let wiggle = ((i * 7919) % 101) as f64 / 101.0;
        v.apply(TrainerEvent::Progress {
            phase: Phase::Online,
            done: step,
            total: n as u64 * 100,
            global_step: step,
            sps: 55.0 + 10.0 * wiggle,
            epsilon: (1.0 - t).max(0.01),
        });
        v.apply(TrainerEvent::Losses {
            phase: Phase::Online,
            global_step: step,
            report: LossReport {
                loss: 0.05 + 0.02 * wiggle,
                td_loss: 0.02 + 0.01 * wiggle,
                distill_loss: 0.03 * (1.0 - t) + 0.01 * wiggle,
                q_values: 0.5 + t,
                distill_coeff: (1.0 - t).max(0.0),
            },
        });
        if i % 10 == 9 {
            v.apply(TrainerEvent::Episode {
                actor: Actor::Student,
                global_step: step,
                episodic_return: -21.0 + 40.0 * t + 4.0 * wiggle,
                length: 3_000,
            });
        }
    }
    v
}

/// One frame of the window: layout, then tessellation; its triangles.
fn frame(ctx: &egui::Context, view: &RunView, controls: &mut Controls, time: f64) -> usize {
    ctx.begin_pass(RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, egui::vec2(1280.0, 800.0))),
        time: Some(time),
        ..Default::default()
    });
    let _ = draw(ctx, &[view], controls, &[]);
    let out = ctx.end_pass();
    let meshes = ctx.tessellate(out.shapes, out.pixels_per_point);
    meshes
        .iter()
        .map(|m| match &m.primitive {
            egui::epaint::Primitive::Mesh(mesh) => mesh.indices.len() / 3,
            egui::epaint::Primitive::Callback(_) => 0,
        })
        .sum()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Times `FRAMES` frames of a view of `n` points a series: milliseconds a frame, triangles.
fn measure(n: usize) -> (f64, usize) {
    let v = view(n);
    let ctx = egui::Context::default();
    let mut controls = Controls::new(&TrainConfig::demo());
    let mut time = 0.0;
    // The plots settle their bounds in their first frames.
    for _ in 0..5 {
        time += 0.5;
        frame(&ctx, &v, &mut controls, time);
    }
    let start = Instant::now();
    let mut triangles = 0;
    for _ in 0..FRAMES {
        time += 0.5;
        triangles = frame(&ctx, &v, &mut controls, time);
    }
    (
        start.elapsed().as_secs_f64() * 1e3 / FRAMES as f64,
        triangles,
    )
}

/// Each size is measured in a process of its own (this one, run again with
/// `WINDOW_FRAME_POINTS`): the allocator's state after one size (glibc's threshold for
/// mapping large blocks rises as they are freed) would otherwise change the next one's time.
fn main() {
    if let Some(n) = std::env::var("WINDOW_FRAME_POINTS")
        .ok()
        .and_then(|n| n.parse().ok())
    {
        let (ms, triangles) = measure(n);
        println!("{ms} {triangles}");
        return;
    }
    let rounds: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(5);
    println!("{}", reincarnate::platform::cpu::summary());
    let exe = std::env::current_exe().expect("the bench's own path");
    let mut ms: Vec<Vec<f64>> = vec![Vec::new(); SIZES.len()];
    let mut triangles = vec![0; SIZES.len()];
    for round in 0..rounds {
        for (i, n) in SIZES.iter().enumerate() {
            let out = std::process::Command::new(&exe)
                .env("WINDOW_FRAME_POINTS", n.to_string())
                .output()
                .expect("the bench runs itself");
            let text = String::from_utf8_lossy(&out.stdout);
            let mut fields = text.split_whitespace();
            let (Some(per), Some(t)) = (
                fields.next().and_then(|f| f.parse::<f64>().ok()),
                fields.next().and_then(|f| f.parse().ok()),
            ) else {
                panic!("no figures from the run of {n} points: {text}");
            };
            ms[i].push(per);
            triangles[i] = t;
            println!(
                "round {}: {n:>6} points a series: {per:6.2} ms a frame, {t} triangles",
                round + 1
            );
        }
    }
    println!("median over {rounds} rounds:");
    for (i, n) in SIZES.iter().enumerate() {
        println!(
            "{n:>6} points a series: {:6.2} ms a frame (layout and tessellation), {} triangles",
            median(ms[i].clone()),
            triangles[i]
        );
    }
}
