//! The fork form (key f): the tweak arm's settings with the live controls' own sliders and
//! ranges, the arms' budget and the pairs; and what a running fork shows (its banner and
//! verdict, drawn over the arms' plots).

use super::controls::live_rows;
use super::Controls;
use crate::config::{LiveParam, LiveParams};
use crate::fork::{DifferencePoint, PairedReport};
use crate::protocol::Phase;
use crate::view::RunView;
use bevy_egui::egui::{self, Color32, RichText};
use std::collections::HashMap;
use std::path::PathBuf;

/// What the user asked of a fork.
#[derive(Clone, Debug, PartialEq)]
pub struct ForkAsk {
    /// The tweak arm's changes (none: two controls, which must stay identical).
    pub tweaks: Vec<LiveParam>,
    /// Online steps the arms run (`None`: to the run's end).
    pub steps: Option<u64>,
    /// Pairs of arms, one pair after another.
    pub pairs: usize,
}

/// The fork form's values.
#[derive(Debug)]
pub struct ForkForm {
    /// The form is open.
    pub open: bool,
    /// The tweak arm's settings (the run's when the form opened, then what the user moved).
    pub live: LiveParams,
    /// Where each optional setting's slider stands while it is off.
    pub parked: Vec<f64>,
    /// Whether `live` was taken from the run since the form opened.
    filled: bool,
    /// The arms run to the run's end (else [`steps`](Self::steps) online steps).
    pub to_end: bool,
    /// The arms' budget in online steps.
    pub steps: u64,
    /// Pairs of arms.
    pub pairs: usize,
    /// The ids of the form's controls in the last frame, by setting key (tests find them).
    pub ids: HashMap<&'static str, egui::Id>,
}

impl Default for ForkForm {
    fn default() -> Self {
        Self {
            open: false,
            live: LiveParams::from_config(&crate::config::TrainConfig::default()),
            parked: Vec::new(),
            filled: false,
            to_end: false,
            steps: 20_000,
            pairs: 1,
            ids: HashMap::new(),
        }
    }
}

/// The most pairs the form offers (each pair runs the whole budget again).
const MAX_PAIRS: usize = 10;

/// What a running (or ended) fork shows over its arms.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ForkShown {
    /// The tweaks in words (`epsilon 0.01 -> 0.05`, or that there is none).
    pub tweaks: String,
    /// The fork's global step (the arms' step 0).
    pub global_step: u64,
    /// Its online step.
    pub online_step: u64,
    /// The online step the arms end at.
    pub end_step: u64,
    /// The pair running now (from 0).
    pub pair: usize,
    /// Pairs in all.
    pub pairs: usize,
    /// The fork's directory.
    pub dir: PathBuf,
    /// The newest paired report of the pairs run so far.
    pub report: Option<PairedReport>,
    /// Its difference (tweak minus control) at each step since the fork.
    pub curve: Vec<DifferencePoint>,
    /// Every pair has ended (or the fork was stopped).
    pub ended: bool,
}

/// Why the fork button is off, if it is: a fork starts from one run of this machine in its
/// online phase.
pub fn fork_refusal(views: &[&RunView]) -> Option<String> {
    let first = views[0];
    if views.len() > 1 {
        return Some("a race's or a fork's runs are not forked: fork a single run".into());
    }
    if first.remote.is_some() {
        return Some("a served run is forked where it runs (reincarnate fork RUN_DIR)".into());
    }
    if first.stopped.is_some() {
        return Some(
            "the run has ended: fork it from its checkpoint (reincarnate fork RUN_DIR)".into(),
        );
    }
    match first.phase {
        Some((Phase::Online, _)) => None,
        Some((phase, _)) => Some(format!(
            "a fork starts in the online phase, where the controls change what the student \
             does (now: {})",
            phase.label()
        )),
        None => Some("the run has not started yet".into()),
    }
}

/// The fork form, while open; the fork asked for when its button is pressed.
pub(super) fn fork_window(
    ctx: &egui::Context,
    views: &[&RunView],
    c: &mut Controls,
) -> Option<ForkAsk> {
    let form = &mut c.fork_form;
    if !form.open {
        form.filled = false;
        return None;
    }
    let base = views[0].live.unwrap_or(c.live);
    if !form.filled {
        form.live = base;
        form.parked = c.parked.clone();
        form.filled = true;
    }
    let refusal = fork_refusal(views);
    let mut ask = None;
    let mut open = true;
    egui::Window::new("Fork the run")
        .open(&mut open)
        .collapsible(false)
        .default_width(380.0)
        .show(ctx, |ui| {
            ui.label(
                "Two arms go on from this step with the same state, bit for bit, and the same \
                 random streams: control, as the run is, and tweak, with the settings below. \
                 Whatever differs between them is the tweak's doing.",
            );
            ui.label(
                RichText::new(
                    "The run stops here with its whole state (its replay buffer and games \
                     included); the arms run side by side, each on half the cores, so each at \
                     about half the run's speed.",
                )
                .small()
                .weak(),
            );
            ui.separator();
            ui.label(RichText::new("the tweak arm's settings").strong());
            live_rows(ui, &mut form.live, &mut form.parked, &mut form.ids);
            ui.label(RichText::new("budget").strong());
            ui.horizontal(|ui| {
                ui.checkbox(&mut form.to_end, "to the run's end");
                ui.add_enabled(
                    !form.to_end,
                    egui::DragValue::new(&mut form.steps)
                        .range(1_000..=100_000_000)
                        .speed(1_000.0)
                        .suffix(" steps"),
                );
            });
            ui.add(egui::Slider::new(&mut form.pairs, 1..=MAX_PAIRS).text("pairs"))
                .on_hover_text(
                    "pairs from the same state, one after another, each with its own random \
                     streams after the fork: two or more give the verdict an interval (a \
                     bootstrap over the pairs' differences)",
                );
            ui.separator();
            let tweaks = form.live.changes_from(&base);
            if tweaks.is_empty() {
                ui.label("no tweak: the arms must stay identical (a check of the snapshot)");
            } else {
                for p in &tweaks {
                    ui.label(format!("tweak: {}", crate::fork::describe_change(p, &base)));
                }
            }
            if let Some(why) = &refusal {
                ui.label(RichText::new(why).color(Color32::from_rgb(255, 170, 60)));
            }
            let go = ui.add_enabled(refusal.is_none(), egui::Button::new("Fork"));
            form.ids.insert("fork_button", go.id);
            if go.clicked() {
                ask = Some(ForkAsk {
                    tweaks,
                    steps: (!form.to_end).then_some(form.steps),
                    pairs: form.pairs,
                });
            }
        });
    form.open = open && ask.is_none();
    ask
}

/// The fork's banner: where it started, what differs, which pair runs, and the verdict so
/// far (or at the end).
pub(super) fn fork_banner(ui: &mut egui::Ui, f: &ForkShown) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("fork").strong());
        ui.label(format!(
            "at global step {} (online step {}): {}",
            f.global_step, f.online_step, f.tweaks
        ));
        ui.separator();
        let pair = if f.ended {
            format!("{} pair(s) ended", f.pairs)
        } else {
            format!("pair {} of {}", f.pair + 1, f.pairs)
        };
        ui.label(format!("{pair}, arms to online step {}", f.end_step));
    });
    if let Some(r) = &f.report {
        let text = if f.ended {
            r.verdict.clone()
        } else {
            format!("so far: {}", r.verdict)
        };
        let colour = if f.ended {
            Color32::from_rgb(120, 220, 120)
        } else {
            Color32::LIGHT_GRAY
        };
        ui.label(RichText::new(text).strong().color(colour));
        if let Some(at) = r.first_difference {
            ui.label(format!(
                "the arms' games first differ {at} steps after the fork"
            ));
        } else if !r.pairs.is_empty() {
            ui.label("the arms' games are identical so far");
        }
    }
    if f.ended {
        ui.label(
            RichText::new(format!(
                "arms and report in {} (compare --paired reads it)",
                f.dir.display()
            ))
            .small(),
        );
    }
}
