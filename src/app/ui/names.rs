//! How the window names its panes: nothing for one run, the two sides of a race, the two
//! arms of a fork (control and tweak). Every label, prefix and colour of a pane comes from
//! here.

use crate::trainer::race::Side;
use crate::view::RunView;
use bevy_egui::egui::Color32;

/// Each race side's colour in the plots and labels ([`Side::index`] order).
pub(super) const SIDE_COLOURS: [Color32; 2] = [
    Color32::from_rgb(90, 170, 255),
    Color32::from_rgb(235, 110, 210),
];

/// Each fork arm's colour: control, tweak.
pub(super) const ARM_COLOURS: [Color32; 2] = [
    Color32::from_rgb(150, 190, 230),
    Color32::from_rgb(255, 170, 60),
];

/// One pane's name.
#[derive(Clone, Debug, PartialEq)]
pub struct PaneName {
    /// Its label over its screen and in its status line.
    pub label: String,
    /// Its short name, before its lines in the plots and the facts.
    pub short: &'static str,
    /// Its colour.
    pub colour: Color32,
    /// The race side it is, in a race (the DQN side has no distillation to plot).
    pub side: Option<Side>,
}

/// The names of the panes shown (none for a single run).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PaneNames(Vec<PaneName>);

impl PaneNames {
    /// The names of `views`: a fork's arms while a fork is shown (`tweaks`: its tweaks in
    /// words), else a race's sides when there are two.
    pub fn of(views: &[&RunView], tweaks: Option<&str>) -> Self {
        if views.len() < 2 {
            return Self::default();
        }
        let names = (0..views.len()).map(|i| match tweaks {
            Some(tweaks) => {
                let arm = i.min(1);
                PaneName {
                    label: if arm == 0 {
                        "control".to_string()
                    } else {
                        format!("tweak: {tweaks}")
                    },
                    short: crate::fork::ARMS[arm],
                    colour: ARM_COLOURS[arm],
                    side: None,
                }
            }
            None => {
                let side = Side::BOTH[i.min(1)];
                PaneName {
                    label: side.label().to_string(),
                    short: side.short(),
                    colour: SIDE_COLOURS[side.index()],
                    side: Some(side),
                }
            }
        });
        Self(names.collect())
    }

    /// Pane `i`'s name (`None` for a single run).
    pub fn get(&self, i: usize) -> Option<&PaneName> {
        self.0.get(i)
    }

    /// `"short: "` before a pane's line, or nothing for a single run.
    pub fn prefix(&self, i: usize) -> String {
        self.get(i)
            .map_or_else(String::new, |n| format!("{}: ", n.short))
    }

    /// Whether the panes are a fork's arms.
    pub fn is_fork(&self) -> bool {
        self.0.first().is_some_and(|n| n.side.is_none())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_run_has_no_names_a_race_its_sides_a_fork_its_arms() {
        let (a, b) = (RunView::default(), RunView::default());
        assert_eq!(PaneNames::of(&[&a], None), PaneNames::default());
        let race = PaneNames::of(&[&a, &b], None);
        assert_eq!(race.get(0).unwrap().side, Some(Side::Qdagger));
        assert_eq!(race.prefix(1), "dqn: ");
        assert!(!race.is_fork());
        let fork = PaneNames::of(&[&a, &b], Some("epsilon 0.01 -> 0.05"));
        assert!(fork.is_fork());
        assert_eq!(fork.get(0).unwrap().label, "control");
        assert_eq!(fork.get(1).unwrap().label, "tweak: epsilon 0.01 -> 0.05");
        assert_eq!(fork.prefix(1), "tweak: ");
        assert_ne!(fork.get(0).unwrap().colour, fork.get(1).unwrap().colour);
    }
}
