//! The saliency maps' controls: on or off, how they are made (gradient or perturbation) and
//! how often, whose map the screen shows (the student's, the teacher's, both side by side, or
//! where they differ), its opacity, the colour scale, and how much the two maps agree now.

pub use crate::app::maps::MapShow;

use super::{committed, Addressed, STUDENT, TEACHER};
use crate::protocol::{SaliencyMethod, SaliencySettings, TrainerCommand};
use crate::view::RunView;
use bevy_egui::egui::{self, Color32, RichText};

/// The maps' controls (off by default).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MapControls {
    /// Maps are made and shown.
    pub on: bool,
    /// How and how often.
    pub settings: SaliencySettings,
    /// Whose map the screen shows.
    pub show: MapShow,
    /// How strongly a map covers the game (0..1).
    pub opacity: f32,
}

impl Default for MapControls {
    fn default() -> Self {
        Self {
            on: false,
            settings: SaliencySettings::default(),
            show: MapShow::default(),
            opacity: 0.7,
        }
    }
}

/// The maps' section of the controls panel; a change of what the trainers make goes to every
/// run (a race's two students' maps side by side).
pub(super) fn map_controls(
    ui: &mut egui::Ui,
    views: &[&RunView],
    c: &mut super::Controls,
    commands: &mut Vec<Addressed>,
) {
    ui.label("where they look (saliency maps)");
    if super::read_only(views) {
        ui.label(
            RichText::new(
                "read-only: you see the maps while a viewer with the token has them on, made \
                 as it chose",
            )
            .small()
            .weak(),
        );
    }
    let m = &mut c.maps;
    let r = ui
        .checkbox(&mut m.on, "show maps")
        .on_hover_text("made off the training thread, on the frames shown, at most 10% of a core");
    c.widget_ids.insert("maps_on", r.id);
    // What the trainers make changes: on or off, the method, a rate (once its drag ends).
    let mut changed = r.changed();
    ui.add_enabled_ui(m.on, |ui| {
        ui.horizontal(|ui| {
            let r = ui
                .radio_value(&mut m.settings.method, SaliencyMethod::Gradient, "gradient")
                .on_hover_text("|dQ(a*)/dx| of the greedy action: one backward pass");
            changed |= r.changed();
            let r = ui
                .radio_value(
                    &mut m.settings.method,
                    SaliencyMethod::Perturbation,
                    "perturbation",
                )
                .on_hover_text(
                    "Greydanus et al.: how much blurring each spot changes the policy; about \
                     a second a map, so one every ten seconds or so",
                );
            changed |= r.changed();
        });
        let r = ui.add(
            egui::Slider::new(&mut m.settings.per_second, SaliencySettings::RATE)
                .logarithmic(true)
                .text("maps / s"),
        );
        c.widget_ids.insert("maps_rate", r.id);
        changed |= committed(&r);
        ui.horizontal(|ui| {
            for show in MapShow::ALL {
                let r = ui.selectable_value(&mut m.show, show, show.name());
                c.widget_ids.insert(show.name(), r.id);
            }
        });
        let r = ui.add(egui::Slider::new(&mut m.opacity, 0.0..=1.0).text("opacity"));
        c.widget_ids.insert("maps_opacity", r.id);
        legend(ui, m.show);
    });
    if changed {
        commands.push(Addressed {
            side: None,
            command: TrainerCommand::Saliency(m.on.then_some(m.settings)),
        });
    }
    if m.on {
        for (i, view) in views.iter().enumerate() {
            if let Some(text) = agreement_text(view) {
                let text = format!("{}{text}", c.names.prefix(i));
                ui.label(RichText::new(text).small());
            }
        }
    }
}

/// What the latest maps say: how much the student's and the teacher's agree, and how they
/// were made.
pub(super) fn agreement_text(view: &RunView) -> Option<String> {
    let f = view.saliency.as_ref()?;
    let made = format!(
        "step {}, {} in {:.0} ms",
        f.global_step,
        f.method.name(),
        f.ms
    );
    Some(match f.agreement {
        Some(a) if a.rank_correlation.is_finite() => format!(
            "agreement: rank correlation {:.2}, top 5% overlap {:.0}% ({made})",
            a.rank_correlation,
            100.0 * a.top_overlap
        ),
        Some(a) => format!(
            "agreement: top 5% overlap {:.0}% ({made})",
            100.0 * a.top_overlap
        ),
        None => made,
    })
}

/// The colour scale under the maps' controls: low to high, or whose map is higher.
fn legend(ui: &mut egui::Ui, show: MapShow) {
    if show == MapShow::Difference {
        ui.horizontal(|ui| {
            ui.label(RichText::new("\u{25A0} student looks more").color(STUDENT));
            ui.label(RichText::new("\u{25A0} teacher looks more").color(TEACHER));
        });
        return;
    }
    ui.horizontal(|ui| {
        ui.label(RichText::new("low").small());
        let (rect, _) = ui.allocate_exact_size(egui::vec2(120.0, 10.0), egui::Sense::hover());
        let steps = 40;
        for i in 0..steps {
            let v = (i as f32 + 0.5) / steps as f32;
            let [r, g, b] = crate::saliency::overlay::colour(v);
            let x0 = rect.left() + rect.width() * i as f32 / steps as f32;
            let x1 = rect.left() + rect.width() * (i + 1) as f32 / steps as f32;
            ui.painter().rect_filled(
                egui::Rect::from_x_y_ranges(x0..=x1 + 0.5, rect.y_range()),
                0.0,
                Color32::from_rgb(r, g, b),
            );
        }
        ui.label(RichText::new("high").small());
    });
}
