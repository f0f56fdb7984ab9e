//! The controls panel: the live parameters' sliders, the run's facts, halfway and a race's
//! reach.

use super::plots::duration;
use super::status::read_only;
use super::{committed, Addressed, Controls, PaneNames};
use crate::config::{LiveParam, LiveParams, LiveSetting, Scale, LIVE_SETTINGS};
use crate::protocol::TrainerCommand;
use crate::trainer::race::{Side, REACH_SHARES, REACH_WINDOW};
use std::collections::HashMap;

/// The controls of a fork's arms: none, the arms' settings are the experiment.
const FORK_LOCKED: &str = "The arms keep the settings they were forked with: a change now \
     would spoil the comparison.";
use crate::view::RunView;
use bevy_egui::egui::{self, Color32, RichText};

pub(super) fn controls_panel(
    ui: &mut egui::Ui,
    views: &[&RunView],
    c: &mut Controls,
    commands: &mut Vec<Addressed>,
) {
    // A race lists two runs' facts: they scroll rather than run off the window.
    egui::ScrollArea::vertical().show(ui, |ui| controls_contents(ui, views, c, commands));
}

fn controls_contents(
    ui: &mut egui::Ui,
    views: &[&RunView],
    c: &mut Controls,
    commands: &mut Vec<Addressed>,
) {
    ui.heading("Controls");
    ui.add_space(4.0);
    let fork = c.names.is_fork();
    if fork {
        ui.label(RichText::new(FORK_LOCKED).color(Color32::from_rgb(255, 170, 60)));
        ui.separator();
    } else if views.len() > 1 {
        ui.label("apply to");
        ui.horizontal(|ui| {
            let r = ui.selectable_value(&mut c.side, None, "both");
            c.widget_ids.insert("side_both", r.id);
            for side in Side::BOTH {
                let r = ui.selectable_value(&mut c.side, Some(side.index()), side.short());
                c.widget_ids.insert(side.short(), r.id);
            }
        });
        ui.separator();
    }
    // The epsilon shown is the chosen side's (the QDagger side's for both).
    let view = views[c.side.unwrap_or(0).min(views.len() - 1)];
    let locked = read_only(views);
    if locked {
        ui.label(
            RichText::new("read-only: steering needs the run's token (--token-file)")
                .color(Color32::from_rgb(255, 170, 60)),
        );
    }
    if !fork {
        ui.add_enabled_ui(!locked, |ui| live_controls(ui, view, c, commands));
    }
    ui.separator();
    super::saliency::map_controls(ui, views, c, commands);
    ui.separator();
    ui.label("recording (r)");
    ui.add_enabled_ui(c.recording.is_none(), |ui| {
        use crate::app::record::RecordTarget;
        ui.horizontal(|ui| {
            ui.radio_value(&mut c.record.target, RecordTarget::Game, "game screen");
            ui.radio_value(&mut c.record.target, RecordTarget::Window, "whole window");
        });
        ui.add_enabled_ui(c.record.target == RecordTarget::Game, |ui| {
            ui.add(egui::Slider::new(&mut c.record.scale, 1..=6).text("scale"));
            ui.checkbox(&mut c.record.overlay, "Q-values and score under it");
        });
    });
    ui.separator();
    ui.label("plots show");
    ui.horizontal(|ui| {
        ui.selectable_value(&mut c.window, 0, "all");
        ui.selectable_value(&mut c.window, 10_000, "10k");
        ui.selectable_value(&mut c.window, 100_000, "100k");
    });
    ui.separator();
    run_facts(ui, views, &c.names);
    ui.separator();
    ui.label(
        RichText::new("keys: space pause, s step, c checkpoint, r record, n new run, h help")
            .small(),
    );
}

/// The controls that change the running training, one per row of [`LIVE_SETTINGS`]: each
/// change is one command.
fn live_controls(
    ui: &mut egui::Ui,
    view: &RunView,
    c: &mut Controls,
    commands: &mut Vec<Addressed>,
) {
    // What the trainer confirmed and the controls do not show yet (a resumed run's
    // checkpoint, another viewer's change, the other side of a race chosen) moves them,
    // unless a drag is under way.
    if view.live.is_some() && view.live != c.confirmed && ui.ctx().dragged_id().is_none() {
        c.confirmed = view.live;
        if let Some(live) = view.live {
            c.live = live;
        }
    }
    // What the epsilon override takes over from while it is off.
    ui.label(format!("epsilon now: {:.3}", view.epsilon));
    let side = c.side;
    for p in live_rows(ui, &mut c.live, &mut c.parked, &mut c.widget_ids) {
        commands.push(Addressed {
            side,
            command: TrainerCommand::Set(p),
        });
    }
}

/// One control per row of [`LIVE_SETTINGS`] for `live` (the optional ones' sliders stand at
/// `parked` while off); the changes made, each already in `live`. `ids` gets each control's
/// id by its setting's key (an optional one's checkbox by its name).
pub(super) fn live_rows(
    ui: &mut egui::Ui,
    live: &mut LiveParams,
    parked: &mut [f64],
    ids: &mut HashMap<&'static str, egui::Id>,
) -> Vec<LiveParam> {
    let mut changes = Vec::new();
    for (i, s) in LIVE_SETTINGS.iter().enumerate() {
        let changed = match s.scale {
            Scale::Toggle => live_switch(ui, s, live, ids),
            _ if s.optional => live_optional(ui, s, &mut parked[i], live, ids),
            _ => live_slider(ui, s, live, ids),
        };
        if let Some(p) = changed {
            live.set(p);
            changes.push(p);
        }
        if s.scale == Scale::Toggle || s.optional {
            ui.separator();
        }
    }
    changes
}

type Ids = HashMap<&'static str, egui::Id>;

/// A switch: the change once it is clicked.
fn live_switch(
    ui: &mut egui::Ui,
    s: &LiveSetting,
    live: &LiveParams,
    ids: &mut Ids,
) -> Option<LiveParam> {
    let mut on = (s.read)(live) == Some(1.0);
    let r = ui.checkbox(&mut on, s.label).on_hover_text(s.doc.trim());
    ids.insert(s.key, r.id);
    r.changed().then(|| (s.make)(Some(f64::from(u8::from(on)))))
}

/// A value that may be off: a checkbox, and a slider enabled while it is on.
fn live_optional(
    ui: &mut egui::Ui,
    s: &LiveSetting,
    parked: &mut f64,
    live: &LiveParams,
    ids: &mut Ids,
) -> Option<LiveParam> {
    let current = (s.read)(live);
    let mut on = current.is_some();
    if let Some(v) = current {
        *parked = v;
    }
    let r = ui
        .checkbox(&mut on, format!("override {}", s.label))
        .on_hover_text(s.doc.trim());
    ids.insert(s.name, r.id);
    let mut change = r.changed().then(|| (s.make)(on.then_some(*parked)));
    let r = ui.add_enabled(on, slider(s, parked));
    ids.insert(s.key, r.id);
    if committed(&r) {
        change = Some((s.make)(Some(*parked)));
    }
    change
}

/// A number: a slider, whose change is sent when a drag ends.
fn live_slider(
    ui: &mut egui::Ui,
    s: &LiveSetting,
    live: &mut LiveParams,
    ids: &mut Ids,
) -> Option<LiveParam> {
    let mut v = (s.read)(live).unwrap_or(s.range.0);
    let r = ui.add(slider(s, &mut v)).on_hover_text(s.doc.trim());
    ids.insert(s.key, r.id);
    // What the slider shows while dragged is kept; the trainer hears of it when it ends.
    if r.changed() {
        live.set((s.make)(Some(v)));
    }
    committed(&r).then(|| (s.make)(Some(v)))
}

/// The slider of a live setting: its range, its scale, whole steps for an integer.
fn slider<'a>(s: &LiveSetting, v: &'a mut f64) -> egui::Slider<'a> {
    let mut w = egui::Slider::new(v, s.range.0..=s.range.1).text(s.label);
    if s.scale == Scale::Log {
        w = w.logarithmic(true);
    }
    if s.integer {
        w = w.integer();
    }
    w
}

/// The teacher's and the random policy's returns, lambda, the steps to 50% and 80% in a
/// race, the time per phase, the last checkpoint: for each run, labelled in a race.
fn run_facts(ui: &mut egui::Ui, views: &[&RunView], names: &PaneNames) {
    let first = views[0];
    if let Some(g) = first.teacher_return {
        ui.label(format!("teacher G_T: {g:.1}"));
    }
    if let Some(r) = first.random_return {
        ui.label(format!("random policy: {r:.1}"));
    }
    if let Some(l) = first.lambda.last() {
        ui.label(format!("lambda: {l:.3}"));
    }
    if views.len() > 1 && !names.is_fork() {
        ui.separator();
        race_reach(ui, views);
    } else if let Some(text) = halfway_text(first).filter(|_| views.len() < 2) {
        ui.label(RichText::new(text).color(if first.halfway.is_some() {
            Color32::from_rgb(120, 220, 120)
        } else {
            Color32::GRAY
        }))
        .on_hover_text(
            "halfway from the random policy's return to the teacher's G_T; the first student \
             evaluation at or above it, and how long after the run's start it came",
        );
    }
    for (i, view) in views.iter().enumerate() {
        if view.phase_times.is_empty() {
            continue;
        }
        ui.separator();
        match names.get(i) {
            Some(name) => ui
                .label(RichText::new(format!("time per phase, {}", name.short)).color(name.colour)),
            None => ui.label("time per phase"),
        };
        egui::Grid::new(("phase times", i)).show(ui, |ui| {
            for t in &view.phase_times {
                let running = t.ended.is_none() && view.stopped.is_none();
                ui.label(t.phase.label());
                let text = duration(t.duration().as_secs_f64());
                if running {
                    ui.label(RichText::new(format!("{text} (now)")).strong());
                } else {
                    ui.label(text);
                }
                ui.end_row();
            }
        });
    }
    ui.separator();
    for (i, view) in views.iter().enumerate() {
        if let Some(p) = &view.last_checkpoint {
            let prefix = names.prefix(i);
            ui.label(format!(
                "{prefix}last checkpoint: {}",
                p.file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
            ));
        }
        if view.dropped > 0 {
            ui.label(format!(
                "{} events skipped (the window was behind)",
                view.dropped
            ));
        }
    }
}

/// Where the student's evaluations stand against halfway from random to the teacher: when
/// the first passed it, or the best so far. `None` until G_T and the random policy are known.
pub(super) fn halfway_text(view: &RunView) -> Option<String> {
    let level = view.halfway_level()?;
    Some(match view.halfway {
        Some(h) => format!(
            "halfway ({level:.1}) passed at {}: evaluation {:.1} at step {}",
            duration(h.after.as_secs_f64()),
            h.mean,
            h.global_step
        ),
        None => match view
            .evaluations
            .points()
            .iter()
            .map(|p| p.y)
            .reduce(f64::max)
        {
            Some(best) => format!("halfway ({level:.1}): not yet (best evaluation {best:.1})"),
            None => format!("halfway ({level:.1}): no evaluation yet"),
        },
    })
}

/// The online steps each side of a race needed to reach 50% and 80% of the way from the
/// random policy to the teacher (trailing mean of the last games), once both are measured.
fn race_reach(ui: &mut egui::Ui, views: &[&RunView]) {
    if views[0].teacher_return.is_none() || views[0].random_return.is_none() {
        ui.label(
            RichText::new(
                "steps to 50% / 80% of the teacher: once G_T and the random policy are measured",
            )
            .weak(),
        );
        return;
    }
    ui.label(format!(
        "online steps to {:.0}% / {:.0}% of the way from random to the teacher (mean of {REACH_WINDOW} games)",
        REACH_SHARES[0] * 100.0,
        REACH_SHARES[1] * 100.0
    ));
    egui::Grid::new("race reach").show(ui, |ui| {
        for (i, view) in views.iter().enumerate() {
            let side = Side::BOTH[i.min(1)];
            let [half, most] = view
                .reach
                .map(|s| s.map_or_else(|| "not yet".to_string(), |s| s.to_string()));
            ui.label(RichText::new(side.short()).color(super::names::SIDE_COLOURS[i.min(1)]));
            ui.label(half);
            ui.label(most);
            ui.end_row();
        }
    });
}
