//! `reincarnate check-device`: a device's results against a reference, and its update time.

use anyhow::Result;
use reincarnate::agent::{device_name, open_device, Arch};
use reincarnate::device_check::graphs::check_graphs;
use reincarnate::device_check::replay::check_replay;
use reincarnate::device_check::update_graph::check_update_graph;
use reincarnate::device_check::{check_device, CheckSpec};
use reincarnate::platform::cuda_libs;

#[derive(clap::Args, Debug)]
pub struct CheckDeviceArgs {
    /// The device to check: cuda, cuda:N (against the CPU), cpu (our fused kernels against
    /// candle's own operations), or auto (the GPU when one is usable, else the CPU, saying
    /// why).
    #[arg(long, default_value = "auto")]
    device: String,
    /// The student's network (nature or impala); the teacher is a Nature CNN.
    #[arg(long, default_value = "impala")]
    arch: Arch,
    /// Batch size.
    #[arg(long, default_value_t = 32)]
    batch_size: usize,
    /// Number of actions.
    #[arg(long, default_value_t = 4)]
    actions: usize,
    /// Updates timed on each side (the median is printed), and as many again in parts
    /// (forward and losses, backward, Adam); 0 skips the timing.
    #[arg(long, default_value_t = 10)]
    timed_updates: usize,
    /// Seed of the weights and the batch.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The CUDA levers to check on a GPU: none, all, or a comma-separated list (as `train
    /// --cuda-levers`; docs/cuda.md).
    #[arg(long, default_value = "none")]
    cuda_levers: reincarnate::agent::CudaLevers,
}

pub fn check(args: &CheckDeviceArgs) -> Result<()> {
    anyhow::ensure!(args.batch_size > 0, "--batch-size must be at least 1");
    anyhow::ensure!(args.actions > 0, "--actions must be at least 1");
    let opened = open_device(&args.device, args.cuda_levers)?;
    let dev = opened.device;
    // What was chosen and why, and the CUDA this binary found (or why not).
    match &opened.fallback {
        Some(why) => println!("device: cpu (--device {}: {why})", args.device),
        None => println!("device: {} (--device {})", device_name(&dev), args.device),
    }
    if dev.is_cuda() {
        println!("CUDA levers: {} (--cuda-levers)", opened.levers);
    }
    match cuda_libs::probe() {
        Ok(info) => println!("{}", info.summary()),
        Err(why) => println!("CUDA: not usable: {why}"),
    }
    for note in &opened.notes {
        println!("{note}");
    }
    if opened.levers.cudnn {
        if let Ok(info) = reincarnate::platform::cudnn_libs::load_cudnn() {
            println!("{}", info.summary());
        }
    }
    let spec = CheckSpec {
        arch: args.arch,
        batch: args.batch_size,
        actions: args.actions,
        seed: args.seed,
        timed_updates: args.timed_updates,
        levers: opened.levers,
    };
    println!("{}", reincarnate::platform::cpu::summary());
    let report = check_device(&dev, &spec)?;
    println!(
        "{} against {}: {} student, Nature teacher, batch {}, {} actions",
        report.checked, report.reference, args.arch, args.batch_size, args.actions
    );
    for c in &report.comparisons {
        println!(
            "  {:<46} {:>10.2e} (tolerance {:.0e}, scale {:.3e})  {}",
            c.what,
            c.error,
            c.tolerance,
            c.scale,
            if c.passed() { "ok" } else { "DIFFERS" }
        );
    }
    if let (Some(r), Some(c)) = (report.reference_ms, report.checked_ms) {
        println!(
            "  QDagger update, median of {}: {} {c:.2} ms, {} {r:.2} ms",
            args.timed_updates, report.checked, report.reference
        );
    }
    for (side, parts) in [
        (&report.checked, report.checked_parts),
        (&report.reference, report.reference_parts),
    ] {
        if let Some(p) = parts {
            let [f, b, a] = p.ops;
            println!(
                "    {side}: forward and losses {:.2} ms, backward {:.2} ms, Adam {:.2} ms; \
                 candle operations {f} + {b} + {a} = {}",
                p.forward_ms,
                p.backward_ms,
                p.adam_ms,
                p.total_ops()
            );
        }
    }
    let replay = check_replay(&dev, 20_000, args.batch_size, args.timed_updates.max(3))?;
    println!(
        "  replay batches gathered on the device (--replay-on-device): {} of {} from {} \
         frames, {} | per batch: gathered {:.3} ms, assembled on the host and uploaded \
         {:.3} ms",
        replay.batches,
        replay.batch,
        replay.frames,
        if replay.equal {
            "the same as the host's"
        } else {
            "DIFFERS from the host's"
        },
        replay.device_ms,
        replay.host_ms
    );
    // What the GPU path notes while it is checked (a CUDA graph that could not be captured).
    let notes = reincarnate::agent::GpuNotes::default();
    if opened.levers.graphs {
        match check_graphs(
            &dev,
            args.arch,
            args.actions,
            args.timed_updates.max(3),
            &notes,
        )? {
            Some(g) => {
                println!(
                    "  acting's forward as a CUDA graph (graphs): largest difference from the \
                     forward without {:.1e}, weights changed in place {} | per step: replayed \
                     {:.3} ms, without {:.3} ms",
                    g.largest_difference,
                    if g.follows_weights {
                        "followed"
                    } else {
                        "NOT FOLLOWED"
                    },
                    g.graph_ms,
                    g.plain_ms
                );
                if let Some(nodes) = g.nodes {
                    println!("    one replay of acting's graph runs {nodes}");
                }
                anyhow::ensure!(
                    g.largest_difference == 0.0 && g.follows_weights,
                    "acting's replayed forward differs from the forward without a graph"
                );
            }
            None => {
                println!(
                    "  acting's forward as a CUDA graph (graphs): not replayed (the note below \
                     says why)"
                )
            }
        }
    }
    let shape = (args.arch, args.actions, args.batch_size);
    let updates = args.timed_updates.max(3);
    let update_graph = check_update_graph(&dev, opened.levers, shape, updates, &notes)?;
    // What the GPU path noted (a CUDA graph that could not be captured, and why).
    for note in notes.take() {
        println!("  note: {note}");
    }
    if let Some(u) = update_graph {
        println!(
            "  the update as a CUDA graph (update-graph): {} updates, {} replayed; largest \
             difference from the updates without: losses {:.1e} (relative), parameters \
             {:.1e} lr | per QDagger update: replayed {:.3} ms, without {:.3} ms  {}",
            u.updates,
            u.replays,
            u.loss_difference,
            u.parameter_difference,
            u.graph_ms,
            u.plain_ms,
            if u.passed() { "ok" } else { "DIFFERS" }
        );
        if let Some(nodes) = u.nodes {
            println!("    one replay of the QDagger update's graph runs {nodes}");
        }
        anyhow::ensure!(
            u.passed(),
            "the updates replayed from CUDA graphs differ from the updates without (or none \
             was replayed: see above)"
        );
    }
    anyhow::ensure!(
        replay.equal,
        "batches gathered on {} differ from the host's (see DIFFERS above)",
        report.checked
    );
    anyhow::ensure!(
        report.passed(),
        "{} computes differently from {} (see DIFFERS above)",
        report.checked,
        report.reference
    );
    println!("{} agrees with {}", report.checked, report.reference);
    Ok(())
}
