//! What live saliency maps cost training, measured inside one run: a QDagger run of the demo
//! preset (Pong, the bundled teacher, Nature CNNs) whose frames a viewer takes as a window
//! does (30 a second), with maps turned on (gradient, the default 2 a second) and off every
//! PERIOD seconds through the offline and the online phase. Each "on" stretch's steps per
//! second is compared with the mean of the "off" stretches on either side, so that the run's
//! slow drift cancels (as scripts/lib/paired_rate.py does for the window). Printed per phase:
//! each triple's ratio, their mean and median, the overall ratio (all "on" steps over their
//! time against all "off" ones'), the maps made and the CPU the map worker used.
//!
//! `cargo bench --bench saliency_paired -- [OFFLINE_STEPS] [ONLINE_STEPS] [PERIOD] [RATE]`
//! (defaults 6000, 6000, 20 s, 2 maps a second); the first 3 s of each stretch are left out.

use reincarnate::config::TrainConfig;
use reincarnate::protocol::{
    Phase, SaliencyMethod, SaliencySettings, TrainerCommand, TrainerEvent,
};
use reincarnate::teacher::HubSettings;
use reincarnate::trainer::{spawn, TrainerOptions};
use std::time::{Duration, Instant};

/// Seconds left out at the start of each stretch (the switch settling).
const SKIP: f64 = 3.0;

struct Stretch {
    phase: Phase,
    on: bool,
    from: f64,
    to: f64,
    maps: u32,
}

/// CPU seconds of this process's threads whose name starts with `prefix`.
fn cpu_of(prefix: &str) -> f64 {
    let hz = 100.0; // USER_HZ on Linux
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return f64::NAN;
    };
    tasks
        .flatten()
        .filter(|t| {
            std::fs::read_to_string(t.path().join("comm")).is_ok_and(|c| c.starts_with(prefix))
        })
        .filter_map(|t| std::fs::read_to_string(t.path().join("stat")).ok())
        .map(|s| {
            let after = &s[s.rfind(')').map_or(0, |i| i + 2)..];
            let f: Vec<&str> = after.split_whitespace().collect();
            let ticks = |i: usize| f.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
            (ticks(11) + ticks(12)) / hz
        })
        .sum()
}

/// The phase's step count at time `t`, linear between its progress reports.
fn done_at(samples: &[(f64, u64)], t: f64) -> Option<f64> {
    let i = samples.partition_point(|s| s.0 < t);
    if i == 0 || i >= samples.len() {
        return None;
    }
    let (a, b) = (samples[i - 1], samples[i]);
    let f = (t - a.0) / (b.0 - a.0).max(1e-9);
    Some(a.1 as f64 + f * (b.1 as f64 - a.1 as f64))
}

fn main() {
    reincarnate::platform::threads::short_spin();
    let args: Vec<f64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let arg = |i: usize, d: f64| args.get(i).copied().unwrap_or(d);
    let (offline, online, period, rate) =
        (arg(0, 6000.0), arg(1, 6000.0), arg(2, 20.0), arg(3, 2.0));
    let runs = std::env::temp_dir().join(format!(
        "reincarnate-saliency-paired-{}",
        std::process::id()
    ));
    let config = TrainConfig {
        teacher: "bundled".into(),
        teacher_eval_episodes: 1,
        teacher_steps: 2000,
        offline_steps: offline as u64,
        offline_eval_every: 100_000_000,
        online_eval_every: 0,
        total_timesteps: (offline + online) as u64,
        final_eval_episodes: Some(1),
        runs_dir: runs.to_string_lossy().into_owned(),
        ..TrainConfig::demo()
    };
    println!(
        "saliency_paired: demo preset, {offline} offline and {online} online steps, maps on and off every {period} s ({} maps/s asked, gradient)",
        rate
    );
    let options = TrainerOptions {
        frames: true,
        hub: HubSettings::offline(std::env::temp_dir().join("reincarnate-no-hub")),
        ..TrainerOptions::default()
    };
    let handle = spawn(config, options);
    let frames = handle.frames.clone();
    let viewer = std::thread::spawn(move || {
        while frames.recv().is_ok() {
            std::thread::sleep(Duration::from_millis(33));
        }
    });
    let start = Instant::now();
    let now = || start.elapsed().as_secs_f64();
    let settings = SaliencySettings {
        method: SaliencyMethod::Gradient,
        per_second: rate,
    };
    let mut samples: Vec<(Phase, f64, u64)> = Vec::new();
    let mut stretches: Vec<Stretch> = Vec::new();
    let mut current: Option<Stretch> = None;
    let mut cpu_on = 0.0;
    let mut cpu_mark = 0.0;
    for e in handle.events.iter() {
        let t = now();
        match &e {
            TrainerEvent::PhaseStarted { phase, .. } => {
                if let Some(mut s) = current.take() {
                    s.to = t;
                    if s.on {
                        cpu_on += cpu_of("saliency") - cpu_mark;
                    }
                    stretches.push(s);
                }
                let _ = handle.commands.send(TrainerCommand::Saliency(None));
                if matches!(phase, Phase::Offline | Phase::Online) {
                    current = Some(Stretch {
                        phase: *phase,
                        on: false,
                        from: t,
                        to: t,
                        maps: 0,
                    });
                }
            }
            TrainerEvent::Progress { phase, done, .. } => samples.push((*phase, t, *done)),
            TrainerEvent::Saliency(_) => {
                if let Some(s) = current.as_mut() {
                    s.maps += 1;
                }
            }
            TrainerEvent::Stopped(Err(e)) => {
                eprintln!("saliency_paired: the run failed: {e}");
                std::process::exit(1);
            }
            _ => {}
        }
        if let Some(s) = current.as_mut() {
            if t - s.from >= period {
                let on = !s.on;
                let phase = s.phase;
                let mut done = current.take().expect("checked");
                done.to = t;
                if done.on {
                    cpu_on += cpu_of("saliency") - cpu_mark;
                }
                stretches.push(done);
                cpu_mark = cpu_of("saliency");
                let _ = handle
                    .commands
                    .send(TrainerCommand::Saliency(on.then_some(settings)));
                current = Some(Stretch {
                    phase,
                    on,
                    from: t,
                    to: t,
                    maps: 0,
                });
            }
        }
    }
    handle.join();
    let _ = viewer.join();
    let _ = std::fs::remove_dir_all(&runs);
    let mut on_time_total = 0.0;
    for phase in [Phase::Offline, Phase::Online] {
        let s: Vec<(f64, u64)> = samples
            .iter()
            .filter(|x| x.0 == phase)
            .map(|x| (x.1, x.2))
            .collect();
        let rates: Vec<(bool, f64, f64, u32, f64)> = stretches
            .iter()
            .filter(|x| x.phase == phase)
            .filter_map(|x| {
                let (a, b) = (x.from + SKIP, x.to);
                let steps = done_at(&s, b)? - done_at(&s, a)?;
                (b > a).then_some((x.on, steps, b - a, x.maps, x.to - x.from))
            })
            .collect();
        let mut ratios = Vec::new();
        for i in 1..rates.len().saturating_sub(1) {
            let (prev, mid, next) = (rates[i - 1], rates[i], rates[i + 1]);
            if mid.0 && !prev.0 && !next.0 {
                let base = (prev.1 / prev.2 + next.1 / next.2) / 2.0;
                let r = (mid.1 / mid.2) / base;
                println!(
                    "  {phase:?}: on {:.1} steps/s ({} maps in {:.0} s) against off {:.1} and {:.1}: {r:.3}",
                    mid.1 / mid.2,
                    mid.3,
                    mid.4,
                    prev.1 / prev.2,
                    next.1 / next.2
                );
                ratios.push(r);
            }
        }
        let sum = |on: bool| {
            rates
                .iter()
                .filter(|r| r.0 == on)
                .fold((0.0, 0.0), |acc, r| (acc.0 + r.1, acc.1 + r.2))
        };
        let ((on_steps, on_time), (off_steps, off_time)) = (sum(true), sum(false));
        on_time_total += rates.iter().filter(|r| r.0).map(|r| r.4).sum::<f64>();
        if ratios.is_empty() {
            println!("{phase:?}: too short for a triple (make the phase longer than 3 periods)");
            continue;
        }
        let mut sorted = ratios.clone();
        sorted.sort_by(f64::total_cmp);
        let mean = ratios.iter().sum::<f64>() / ratios.len() as f64;
        println!(
            "{phase:?}: {} triples, mean ratio {mean:.3}, median {:.3}, overall {:.3} ({:.1} steps/s with maps, {:.1} without)",
            ratios.len(),
            sorted[sorted.len() / 2],
            (on_steps / on_time) / (off_steps / off_time),
            on_steps / on_time,
            off_steps / off_time
        );
    }
    println!(
        "the map worker's threads used {:.1}% of one core while maps were on",
        100.0 * cpu_on / on_time_total.max(1e-9)
    );
}
