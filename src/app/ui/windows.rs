//! The help window (shortcuts) and the New run window.

use super::{Addressed, Controls};
use crate::agent::Arch;
use crate::app::RunKind;
use crate::config::{Preset, TrainConfig};
use crate::env::Game;
use crate::protocol::{RemoteStatus, TrainerCommand};
use crate::view::RunView;
use bevy_egui::egui::{self, Color32, RichText};

/// The keyboard shortcuts, as the help window lists them.
pub const SHORTCUTS: &[(&str, &str)] = &[
    ("space", "pause / resume the training"),
    ("s", "one step (while paused)"),
    ("c", "save a checkpoint now"),
    ("n", "start a new run (game, teacher, preset)"),
    (
        "f",
        "fork the run: control and tweak arms from this step, side by side",
    ),
    (
        "r",
        "start / stop recording a video (game screen or whole window)",
    ),
    ("h or F1", "show / hide this help"),
    ("Esc", "close the open window"),
];

pub(super) fn help_window(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("Help")
        .open(open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .collapsible(false)
        .resizable(false)
        .default_width(460.0)
        .show(ctx, |ui| {
            ui.heading("Keys");
            egui::Grid::new("keys").striped(true).show(ui, |ui| {
                for (key, what) in SHORTCUTS {
                    ui.label(RichText::new(*key).monospace().strong());
                    ui.label(*what);
                    ui.end_row();
                }
            });
            ui.separator();
            ui.heading("What you see");
            ui.label(
                "Left: the game being played (teacher, student or evaluation), its return \
                 so far and the action taken; below it the student's and the teacher's \
                 preferences for that frame side by side: the policies distillation compares, \
                 softmax(Q / temperature), or the raw Q-values (the toggle above the bars).",
            );
            ui.label(
                "Middle: returns (the teacher's G_T as a line, student games with their \
                 moving average, evaluations), losses, and lambda / epsilon / steps per \
                 second, on one step axis: drag to pan, scroll to zoom, double-click to \
                 reset. Grey vertical lines mark where a parameter was changed.",
            );
            ui.label(
                "Right: the live parameters. Each change reaches the trainer at its next \
                 step. Lambda drops to 0 for good once it falls below the distillation \
                 threshold.",
            );
            ui.label(
                "Stop run... writes the run's final checkpoint and ends it, after asking; \
                 closing the window does the same for a run it started, while a window that \
                 watches a served run (app --connect) only leaves it.",
            );
            ui.label(
                "Fork... (f): the run stops with its whole state, and two arms go on from it \
                 side by side, control (as it was) and tweak (the settings the form changes), \
                 with the same random numbers; the plots show the difference of their returns \
                 since the fork and the verdict when they end.",
            );
            ui.label(
                "A race (New run, algorithm 'race'; or `reincarnate race`): QDagger's screen \
                 on the left, DQN's on the right, each with its Q-values; the plots show both \
                 against online steps, with dotted lines at 50% and 80% of the way from the \
                 random policy to the teacher and a vertical mark where each side's mean of \
                 10 games first reached them. 'apply to' sends the live parameters to one \
                 side or both; space, s and c act on both; r records both screens side by \
                 side into one video.",
            );
        });
}

/// Asks before the run stops: stopping writes its final checkpoint and ends it, for every
/// viewer when the run is a remote one.
pub(super) fn stop_window(
    ctx: &egui::Context,
    views: &[&RunView],
    c: &mut Controls,
    commands: &mut Vec<Addressed>,
) {
    if !c.stop_confirm {
        return;
    }
    let remote = views[0].remote.as_ref().and_then(|r| match r {
        RemoteStatus::Connected { address, .. }
        | RemoteStatus::Disconnected { address, .. }
        | RemoteStatus::Refused { address, .. } => Some(address.clone()),
        RemoteStatus::Behind { .. } => None,
    });
    let mut decided = false;
    egui::Window::new("Stop the run?")
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .collapsible(false)
        .resizable(false)
        .default_width(420.0)
        .show(ctx, |ui| {
            let what = match (views.len(), &views[0].run_dir) {
                (1, Some(dir)) => format!(
                    "The run writes a final checkpoint and ends; --resume {} continues it.",
                    dir.display()
                ),
                _ => "Both runs write a final checkpoint and end; race --resume RACE_DIR \
                      continues them."
                    .to_string(),
            };
            ui.label(what);
            if let Some(address) = &remote {
                ui.label(
                    RichText::new(format!(
                        "This stops the trainer at {address} for every viewer, not only this \
                         window."
                    ))
                    .color(Color32::from_rgb(255, 170, 60)),
                );
            }
            ui.horizontal(|ui| {
                let stop = ui.button("Stop the run");
                c.widget_ids.insert("stop_confirm", stop.id);
                if stop.clicked() {
                    commands.push(Addressed {
                        side: None,
                        command: TrainerCommand::Stop,
                    });
                    decided = true;
                }
                let cancel = ui.button("Cancel");
                c.widget_ids.insert("stop_cancel", cancel.id);
                if cancel.clicked() {
                    decided = true;
                }
            });
        });
    if decided {
        c.stop_confirm = false;
    }
}

/// The New run form; the run it starts, once its Start is clicked with valid settings.
pub(super) fn new_run_window(
    ctx: &egui::Context,
    c: &mut Controls,
) -> Option<(TrainConfig, RunKind)> {
    let mut open = c.new_run.open;
    let mut start = None;
    let ids = &mut c.widget_ids;
    let f = &mut c.new_run;
    egui::Window::new("New run")
        .open(&mut open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("new-run").num_columns(2).show(ui, |ui| {
                ui.label("game");
                egui::ComboBox::from_id_salt("game")
                    .selected_text(f.game.clone())
                    .height(300.0)
                    .show_ui(ui, |ui| {
                        for g in Game::all() {
                            let id = g.cleanrl_id();
                            ui.selectable_value(&mut f.game, id.clone(), id);
                        }
                    });
                ui.end_row();
                ui.label("teacher");
                ui.add(
                    egui::TextEdit::singleline(&mut f.teacher)
                        .hint_text("default: the Hub, else the bundled teacher")
                        .desired_width(300.0),
                )
                .on_hover_text(
                    "empty: CleanRL's teacher from the Hub, or the bundled one offline; \
                     'bundled'; hf:owner/name[:file]; or a model file's path",
                );
                ui.end_row();
                ui.label("preset");
                ui.horizontal(|ui| {
                    ui.radio_value(&mut f.preset, Preset::Demo, "demo");
                    ui.radio_value(&mut f.preset, Preset::Cleanrl, "cleanrl");
                    ui.radio_value(&mut f.preset, Preset::Paper, "paper");
                });
                ui.end_row();
                ui.label("algorithm");
                ui.horizontal(|ui| {
                    use super::NewRunAlgorithm as A;
                    ui.radio_value(&mut f.algorithm, A::Qdagger, "QDagger");
                    ui.radio_value(&mut f.algorithm, A::Dqn, "DQN from scratch");
                    let r = ui
                        .radio_value(&mut f.algorithm, A::Race, "race: both side by side")
                        .on_hover_text(
                            "QDagger with the teacher against DQN from scratch: same game, \
                             seed, network and online budget, each on half the cores",
                        );
                    ids.insert("new_run_race", r.id);
                });
                ui.end_row();
                ui.label("student");
                ui.add_enabled_ui(f.algorithm != super::NewRunAlgorithm::Dqn, |ui| {
                    ui.horizontal(|ui| {
                        ui.radio_value(&mut f.student_arch, Arch::Nature, "Nature CNN");
                        ui.radio_value(&mut f.student_arch, Arch::Impala, "IMPALA CNN");
                    });
                });
                ui.end_row();
            });
            ui.label(
                RichText::new("The current run stops first (it writes a checkpoint).").small(),
            );
            if let Some(e) = &f.error {
                ui.colored_label(Color32::LIGHT_RED, e);
            }
            let r = ui.button("Start");
            ids.insert("new_run_start", r.id);
            if r.clicked() {
                match f.config() {
                    Ok(config) => {
                        f.error = None;
                        start = Some((config, f.kind()));
                    }
                    Err(e) => f.error = Some(e.to_string()),
                }
            }
        });
    c.new_run.open = open && start.is_none();
    start
}
