//! The analysis both viewers show, computed once, here: halfway from the random policy to the
//! teacher and the first student evaluation past it, and in a race the online steps at which
//! each side's mean of its last games first reached 50% and 80% of the way. An [`Analyst`]
//! reads a run's events (or a race's, side by side) as whoever relays them sees them (the app
//! for the runs it trains, the server for its viewers) and says each [`Milestone`] when it
//! changes; viewers show what it says.

use crate::protocol::{Actor, Milestone, Reached, TrainerEvent};
use crate::trainer::race::{REACH_SHARES, REACH_WINDOW};
use std::collections::VecDeque;

/// Finds the milestones of one run, or of a race's sides (0: QDagger, 1: DQN).
#[derive(Debug)]
pub struct Analyst {
    sides: Vec<Facts>,
}

/// What the analysis keeps of one side's events.
#[derive(Debug, Default)]
struct Facts {
    teacher: Option<f64>,
    random: Option<f64>,
    /// The offline phase's gradient steps, which a QDagger run's global step counts first.
    offline_steps: u64,
    /// Student evaluations: (global step, mean return).
    evaluations: Vec<(u64, f64)>,
    /// The halfway milestone last said.
    halfway: Option<Milestone>,
    /// Each student game's online step and the trailing mean of [`REACH_WINDOW`] games there,
    /// as `compare::smooth` computes it.
    means: Vec<(u64, f64)>,
    window: VecDeque<f64>,
    sum: f64,
    /// The reach milestones last said, one per share.
    reach: Vec<Milestone>,
}

impl Analyst {
    /// An analyst of `sides` runs (1, or 2 for a race).
    pub fn new(sides: usize) -> Self {
        Self {
            sides: (0..sides.max(1)).map(|_| Facts::default()).collect(),
        }
    }

    /// Reads side `side`'s next event; returns the milestones it changed, with their sides
    /// (a race's levels are the QDagger side's, so its measures move both sides').
    pub fn observe(&mut self, side: usize, event: &TrainerEvent) -> Vec<(usize, Milestone)> {
        let Some(facts) = self.sides.get_mut(side) else {
            return Vec::new();
        };
        let mut levels_changed = false;
        match event {
            TrainerEvent::Started { settings, .. } => {
                *facts = Facts {
                    offline_steps: settings.offline_steps,
                    ..Facts::default()
                };
                levels_changed = true;
            }
            TrainerEvent::Evaluation {
                actor,
                global_step,
                returns,
                ..
            } => {
                let mean = returns.iter().sum::<f64>() / returns.len().max(1) as f64;
                match actor {
                    Actor::Teacher => {
                        levels_changed = facts.teacher != Some(mean);
                        facts.teacher = Some(mean);
                    }
                    Actor::Random => {
                        levels_changed = facts.random != Some(mean);
                        facts.random = Some(mean);
                    }
                    _ => facts.evaluations.push((*global_step, mean)),
                }
            }
            TrainerEvent::Episode {
                actor: Actor::Student,
                global_step,
                episodic_return,
                ..
            } => facts.game(
                global_step.saturating_sub(facts.offline_steps),
                *episodic_return,
            ),
            _ => return Vec::new(),
        }
        // The first side's measures are every side's levels: in a race the DQN side has no
        // teacher of its own and is measured against the QDagger side's.
        let (teacher, random) = (self.sides[0].teacher, self.sides[0].random);
        let sides: Vec<usize> = if side == 0 && levels_changed {
            (0..self.sides.len()).collect()
        } else {
            vec![side]
        };
        let game = matches!(event, TrainerEvent::Episode { .. });
        let race = self.sides.len() > 1;
        let mut found = Vec::new();
        for s in sides {
            let facts = &mut self.sides[s];
            if !game {
                if let Some(m) = facts.halfway(teacher, random) {
                    found.push((s, m));
                }
            }
            if race {
                found.extend(facts.reach(teacher, random).into_iter().map(|m| (s, m)));
            }
        }
        found
    }
}

impl Facts {
    /// A student game at online step `step`: the trailing mean, exactly as
    /// `compare::smooth` sums it.
    fn game(&mut self, step: u64, ret: f64) {
        self.sum += ret;
        self.window.push_back(ret);
        if self.window.len() > REACH_WINDOW {
            if let Some(old) = self.window.pop_front() {
                self.sum -= old;
            }
        }
        self.means.push((step, self.sum / self.window.len() as f64));
    }

    /// The halfway milestone now (from `random` to `teacher`), if it differs from the one
    /// last said.
    fn halfway(&mut self, teacher: Option<f64>, random: Option<f64>) -> Option<Milestone> {
        let level = (random? + teacher?) / 2.0;
        let reached = self
            .evaluations
            .iter()
            .find(|(_, mean)| *mean >= level)
            .map(|&(global_step, mean)| Reached { global_step, mean });
        let now = Milestone::Halfway { level, reached };
        (self.halfway != Some(now)).then(|| {
            self.halfway = Some(now);
            now
        })
    }

    /// The reach milestones now (of the way from `random` to `teacher`) that differ from
    /// those last said.
    fn reach(&mut self, teacher: Option<f64>, random: Option<f64>) -> Vec<Milestone> {
        let (Some(teacher), Some(random)) = (teacher, random) else {
            return Vec::new();
        };
        let mut changed = Vec::new();
        for (i, share) in REACH_SHARES.into_iter().enumerate() {
            let level = random + share * (teacher - random);
            // Once reached, later games change nothing; until then only the newest game can
            // reach it (each game is looked at as it comes); a new level looks again from
            // the first game.
            let known = self.reach.get(i).copied();
            let online_step = match known {
                Some(Milestone::Reach {
                    level: l,
                    online_step,
                    ..
                }) if l == level => online_step.or_else(|| {
                    self.means
                        .last()
                        .filter(|(_, mean)| *mean >= level)
                        .map(|&(step, _)| step)
                }),
                _ => self
                    .means
                    .iter()
                    .find(|(_, mean)| *mean >= level)
                    .map(|&(step, _)| step),
            };
            let now = Milestone::Reach {
                share,
                level,
                online_step,
            };
            if known != Some(now) {
                if i < self.reach.len() {
                    self.reach[i] = now;
                } else {
                    self.reach.push(now);
                }
                changed.push(now);
            }
        }
        changed
    }
}

#[cfg(test)]
mod tests;
