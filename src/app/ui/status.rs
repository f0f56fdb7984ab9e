//! The status bar: each run's phase, progress and outcome, the link to a remote run, the
//! pause and step buttons.

use super::plots::duration;
use super::{Addressed, PaneName, PaneNames};
use crate::protocol::TrainerCommand;
use crate::view::RunView;
use bevy_egui::egui::{self, Color32, RichText};

/// Whether the run is watched over a link without the token (or the trainer turned this
/// viewer away): the trainer refuses its commands, so the controls that send them are shown
/// disabled.
pub fn read_only(views: &[&RunView]) -> bool {
    use crate::protocol::RemoteStatus;
    views.iter().any(|v| {
        matches!(
            v.remote,
            Some(
                RemoteStatus::Connected {
                    read_only: true,
                    ..
                } | RemoteStatus::Refused { .. }
            )
        )
    })
}

pub(super) fn status_bar(
    ui: &mut egui::Ui,
    views: &[&RunView],
    names: &PaneNames,
    ids: &mut std::collections::HashMap<&'static str, egui::Id>,
    commands: &mut Vec<Addressed>,
) {
    let first = views[0];
    ui.horizontal(|ui| {
        ui.heading("reincarnate");
        ui.separator();
        if names.is_fork() {
            ui.label(RichText::new("fork").strong());
        } else if views.len() > 1 {
            ui.label(RichText::new("race").strong());
        }
        if !first.env_id.is_empty() {
            ui.label(format!("{} on {}", first.env_id, first.device));
        }
        if let Some(t) = &first.teacher {
            ui.separator();
            ui.label(format!("teacher: {t}"));
        }
        if let Some(e) = views.iter().filter_map(|v| v.elapsed()).max() {
            ui.separator();
            ui.label(format!("elapsed {}", duration(e.as_secs_f64())));
        }
        remote_label(ui, first);
    });
    for (i, view) in views.iter().enumerate() {
        phase_line(ui, view, names.get(i));
    }
    ui.horizontal(|ui| {
        // The buttons act on every run: a race pauses and saves both sides together.
        let running = !read_only(views) && views.iter().any(|v| v.stopped.is_none());
        let mut button = |ui: &mut egui::Ui, label: &'static str, command: TrainerCommand| {
            let r = ui.add_enabled(running, egui::Button::new(label));
            ids.insert(label, r.id);
            if r.clicked() {
                commands.push(Addressed {
                    side: None,
                    command,
                });
            }
        };
        if views.iter().any(|v| v.paused) {
            button(ui, "Resume (space)", TrainerCommand::Resume);
            button(ui, "Step (s)", TrainerCommand::Step);
        } else {
            button(ui, "Pause (space)", TrainerCommand::Pause);
        }
        let save = if views.len() > 1 {
            "Save checkpoints (c)"
        } else {
            "Save checkpoint (c)"
        };
        button(ui, save, TrainerCommand::SaveCheckpoint);
    });
    for (i, view) in views.iter().enumerate() {
        outcome_line(ui, view, names.prefix(i));
    }
}

/// A remote viewer's link: where it watches, read-only, or disconnected.
fn remote_label(ui: &mut egui::Ui, view: &RunView) {
    use crate::protocol::RemoteStatus;
    let Some(status) = &view.remote else { return };
    ui.separator();
    match status {
        RemoteStatus::Connected { address, read_only } => {
            ui.label(format!("watching {address}"));
            if *read_only {
                ui.label(
                    RichText::new("read-only: the trainer refuses commands (--token-file)")
                        .color(Color32::from_rgb(255, 170, 60)),
                );
            }
        }
        // The run ended and the server with it: nothing is wrong.
        RemoteStatus::Disconnected { address, .. } if view.stopped.is_some() => {
            ui.label(format!("watched {address}: the run has ended"));
        }
        RemoteStatus::Disconnected { address, .. } => {
            ui.label(
                RichText::new(format!("disconnected from {address}: reconnecting"))
                    .color(Color32::LIGHT_RED)
                    .strong(),
            );
        }
        // The reason is long (what to do): on the line under the status, and on hover.
        RemoteStatus::Refused { address, reason } => {
            ui.label(
                RichText::new(format!("refused by {address}"))
                    .color(Color32::LIGHT_RED)
                    .strong(),
            )
            .on_hover_text(reason);
        }
        RemoteStatus::Behind { .. } => {}
    }
}

/// One run's phase, its progress, speed and global step; labelled with its side in a race.
fn phase_line(ui: &mut egui::Ui, view: &RunView, side: Option<&PaneName>) {
    ui.horizontal(|ui| {
        if let Some(name) = side {
            ui.label(RichText::new(&name.label).strong().color(name.colour));
        }
        let (label, total) = view
            .phase
            .map_or(("starting", 0), |(p, total)| (p.label(), total));
        ui.label(RichText::new(format!("phase: {label}")).strong());
        let fraction = view.phase_fraction();
        ui.add(
            egui::ProgressBar::new(fraction)
                .desired_width(if side.is_some() { 200.0 } else { 260.0 })
                .text(format!("{} / {total}", view.phase_done)),
        );
        if view.sps > 0.0 && total > view.phase_done {
            let eta = (total - view.phase_done) as f64 / view.sps;
            ui.label(format!("{:.0} steps/s, ETA {}", view.sps, duration(eta)));
        }
        ui.separator();
        ui.label(format!("global step {}", view.global_step));
        if side.is_none() {
            if let Some(e) = view.elapsed() {
                ui.separator();
                ui.label(format!("elapsed {}", duration(e.as_secs_f64())));
            }
        }
    });
}

/// How the run ended, or its newest message (one line).
fn outcome_line(ui: &mut egui::Ui, view: &RunView, prefix: String) {
    match &view.stopped {
        Some(Err(e)) => {
            ui.colored_label(
                Color32::LIGHT_RED,
                format!("{prefix}The run failed: {e}. Start another with New run (n)."),
            );
        }
        Some(Ok(s)) => {
            let what = if s.completed { "finished" } else { "stopped" };
            ui.label(format!(
                "{prefix}The run {what} at global step {}: {}",
                s.global_step,
                s.run_dir.display()
            ));
        }
        None => {
            if let Some(m) = view.messages.back() {
                // At most two lines, so that a long warning (an unreachable Hub, say) is read
                // whole at the usual window widths and still cannot push the panels off the
                // window; the whole text on hover.
                let m = format!("{prefix}{m}");
                let mut job = egui::text::LayoutJob::simple(
                    m.clone(),
                    egui::TextStyle::Body.resolve(ui.style()),
                    Color32::YELLOW,
                    ui.available_width(),
                );
                job.wrap.max_rows = 2;
                job.wrap.overflow_character = Some('…');
                ui.add(egui::Label::new(job)).on_hover_text(m);
            }
        }
    }
}
