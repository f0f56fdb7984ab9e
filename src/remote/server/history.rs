//! A resumed run's history before this process: the events its `scalars.csv` stands for, so
//! that a viewer of a run continued with `--resume --serve` sees the whole run, not only what
//! the new process did. Screens and Q-values are not logged, so they have no history.

use crate::logging::csv::Rows;
use crate::logging::resume::{rows_at_checkpoint, ResumePoint};
use crate::protocol::{Actor, LossReport, Phase, TrainerEvent};
use std::collections::BTreeMap;
use std::path::Path;

/// The events of `rows` up to `until` (the checkpoint the run resumes from: later rows were
/// logged by a process that stopped before its next checkpoint, and the resumed run does
/// those steps again), in the order the trainer sent them: the teacher's and the random
/// policy's evaluations, then each step's games, losses and evaluations.
pub fn events_from_rows(rows: &Rows, until: u64) -> Vec<TrainerEvent> {
    let mut out = Vec::new();
    // Per step: (online losses, offline losses, episode return and length).
    #[derive(Default)]
    struct Step {
        online: BTreeMap<&'static str, f64>,
        offline: BTreeMap<&'static str, f64>,
        episodes: Vec<(f64, Option<u64>)>,
        eval: Option<(Phase, f64)>,
        /// The evaluation's games, when they were logged one by one.
        eval_games: Vec<f64>,
        /// Epsilon then (logged with each game).
        epsilon: Option<f64>,
        /// CleanRL's steps per second then.
        sps: Option<f64>,
    }
    let mut steps: BTreeMap<u64, Step> = BTreeMap::new();
    let mut final_eval = Vec::new();
    let known: [&'static str; 10] = [
        "losses/loss",
        "losses/td_loss",
        "losses/distill_loss",
        "losses/q_values",
        "charts/distill_coeff",
        "charts/offline/loss",
        "charts/offline/q_loss",
        "charts/offline/distill_loss",
        "charts/offline/q_values",
        "charts/offline/distill_coeff",
    ];
    for (tag, step, value) in rows {
        let (step, value) = (*step, *value);
        if tag == "eval/episodic_return" {
            final_eval.push(value);
            continue;
        }
        if step > until {
            continue;
        }
        match tag.as_str() {
            "charts/teacher/avg_episodic_return" => out.push(TrainerEvent::Evaluation {
                actor: Actor::Teacher,
                phase: Phase::TeacherEval,
                global_step: step,
                returns: vec![value],
            }),
            "charts/random/avg_episodic_return" => out.push(TrainerEvent::Evaluation {
                actor: Actor::Random,
                phase: Phase::TeacherEval,
                global_step: step,
                returns: vec![value],
            }),
            "charts/episodic_return" => steps.entry(step).or_default().episodes.push((value, None)),
            "charts/episodic_length" => {
                if let Some(e) = steps.entry(step).or_default().episodes.last_mut() {
                    e.1 = Some(value as u64);
                }
            }
            "charts/offline/avg_episodic_return" => {
                steps.entry(step).or_default().eval = Some((Phase::Offline, value))
            }
            "charts/online/avg_episodic_return" => {
                steps.entry(step).or_default().eval = Some((Phase::Online, value))
            }
            "eval_games/offline/return" | "eval_games/online/return" => {
                steps.entry(step).or_default().eval_games.push(value)
            }
            "charts/epsilon" => steps.entry(step).or_default().epsilon = Some(value),
            "charts/SPS" => steps.entry(step).or_default().sps = Some(value),
            t => {
                if let Some(&k) = known.iter().find(|k| **k == t) {
                    let s = steps.entry(step).or_default();
                    if k.starts_with("charts/offline/") {
                        s.offline.insert(k, value);
                    } else {
                        s.online.insert(k, value);
                    }
                }
            }
        }
    }
    // A progress report where epsilon was logged, with the steps per second logged last (the
    // first one logged where none was yet): what the trainer's reports said then, so that the
    // epsilon and steps-per-second plots cover the run before this process too. The phase's
    // counts are the global step's; the live reports correct them.
    let mut sps = steps.values().find_map(|s| s.sps).unwrap_or(0.0);
    for (step, s) in steps {
        if let Some(v) = s.sps {
            sps = v;
        }
        if let Some(epsilon) = s.epsilon {
            out.push(TrainerEvent::Progress {
                phase: Phase::Online,
                done: step,
                total: until,
                global_step: step,
                sps,
                epsilon,
            });
        }
        for (ret, len) in s.episodes {
            out.push(TrainerEvent::Episode {
                actor: Actor::Student,
                global_step: step,
                episodic_return: ret,
                length: len.unwrap_or(0),
            });
        }
        let get = |m: &BTreeMap<&str, f64>, k: &str| m.get(k).copied().unwrap_or(0.0);
        if !s.offline.is_empty() {
            out.push(TrainerEvent::Losses {
                phase: Phase::Offline,
                global_step: step,
                report: LossReport {
                    loss: get(&s.offline, "charts/offline/loss"),
                    td_loss: get(&s.offline, "charts/offline/q_loss"),
                    distill_loss: get(&s.offline, "charts/offline/distill_loss"),
                    // Logs of older versions have neither: Q-values were not logged offline,
                    // and the coefficient was the distillation scale, 1 by default.
                    q_values: get(&s.offline, "charts/offline/q_values"),
                    distill_coeff: s
                        .offline
                        .get("charts/offline/distill_coeff")
                        .copied()
                        .unwrap_or(1.0),
                },
            });
        }
        if !s.online.is_empty() {
            out.push(TrainerEvent::Losses {
                phase: Phase::Online,
                global_step: step,
                report: LossReport {
                    loss: get(&s.online, "losses/loss"),
                    td_loss: get(&s.online, "losses/td_loss"),
                    distill_loss: get(&s.online, "losses/distill_loss"),
                    q_values: get(&s.online, "losses/q_values"),
                    distill_coeff: get(&s.online, "charts/distill_coeff"),
                },
            });
        }
        if let Some((phase, mean)) = s.eval {
            out.push(TrainerEvent::Evaluation {
                actor: Actor::Evaluation,
                phase,
                global_step: step,
                // Each game when the run logged them (so the history's means are exact and a
                // lost game shows), else the mean alone.
                returns: if s.eval_games.is_empty() {
                    vec![mean]
                } else {
                    s.eval_games
                },
            });
        }
    }
    if !final_eval.is_empty() {
        out.push(TrainerEvent::Evaluation {
            actor: Actor::Evaluation,
            phase: Phase::Done,
            global_step: until,
            returns: final_eval,
        });
    }
    out
}

/// The history of the run in `run_dir` before it resumes from its newest checkpoint (the
/// rows the resumed run keeps of its log: see `logging::resume`): empty for a run without a
/// log or a checkpoint. Damaged lines are skipped, and the second value says so.
pub fn resumed_history(run_dir: &Path) -> (Vec<TrainerEvent>, Option<String>) {
    let Ok(Some(state)) = crate::trainer::checkpoint::latest_state(run_dir) else {
        return (Vec::new(), None);
    };
    history_at(run_dir, &state.resume_point(), state.global_step)
}

/// The events of `run_dir`'s log that the checkpoint `at` (at global step `step`) stands
/// for, and a line about the damaged lines skipped, if any.
pub fn history_at(
    run_dir: &Path,
    at: &ResumePoint,
    step: u64,
) -> (Vec<TrainerEvent>, Option<String>) {
    match rows_at_checkpoint(run_dir, at) {
        Ok(log) => (events_from_rows(&log.rows, step), log.damage()),
        Err(_) => (Vec::new(), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows() -> Rows {
        [
            ("charts/teacher/avg_episodic_return", 0, 19.5),
            ("charts/random/avg_episodic_return", 0, -20.5),
            ("charts/offline/loss", 100, 0.5),
            ("charts/offline/q_loss", 100, 0.2),
            ("charts/offline/distill_loss", 100, 0.3),
            ("charts/offline/q_values", 100, 0.4),
            ("charts/offline/distill_coeff", 100, 2.0),
            ("charts/offline/avg_episodic_return", 200, -15.0),
            ("eval_games/offline/return", 200, -14.0),
            ("eval_games/offline/return", 200, -16.0),
            ("charts/episodic_return", 1500, -21.0),
            ("charts/episodic_length", 1500, 3300.0),
            ("charts/epsilon", 1500, 0.5),
            ("losses/loss", 1600, 0.04),
            ("losses/td_loss", 1600, 0.01),
            ("losses/distill_loss", 1600, 0.03),
            ("losses/q_values", 1600, 0.7),
            ("charts/distill_coeff", 1600, 1.0),
            ("charts/SPS", 1600, 250.0),
            ("charts/online/avg_episodic_return", 1800, -5.0),
            // After the checkpoint the run resumes from: done again by the resumed run.
            ("charts/episodic_return", 2500, -20.0),
        ]
        .into_iter()
        .map(|(t, s, v)| (t.to_string(), s, v))
        .collect()
    }

    #[test]
    fn an_older_logs_offline_losses_have_no_q_values_and_the_default_coefficient() {
        let rows: Rows = [
            ("charts/offline/loss", 100, 0.5),
            ("charts/offline/q_loss", 100, 0.2),
            ("charts/offline/distill_loss", 100, 0.3),
        ]
        .into_iter()
        .map(|(t, s, v)| (t.to_string(), s, v))
        .collect();
        match &events_from_rows(&rows, 2000)[..] {
            [TrainerEvent::Losses { report, .. }] => {
                assert_eq!((report.q_values, report.distill_coeff), (0.0, 1.0))
            }
            other => panic!("{other:#?}"),
        }
    }

    #[test]
    fn logged_scalars_become_the_events_they_came_from() {
        let events = events_from_rows(&rows(), 2000);
        assert_eq!(events.len(), 8, "{events:#?}");
        assert!(matches!(
            &events[0],
            TrainerEvent::Evaluation { actor: Actor::Teacher, returns, .. } if returns == &[19.5]
        ));
        assert!(matches!(
            &events[1],
            TrainerEvent::Evaluation {
                actor: Actor::Random,
                ..
            }
        ));
        assert_eq!(
            events[2],
            TrainerEvent::Losses {
                phase: Phase::Offline,
                global_step: 100,
                report: LossReport {
                    loss: 0.5,
                    td_loss: 0.2,
                    distill_loss: 0.3,
                    q_values: 0.4,
                    distill_coeff: 2.0
                }
            }
        );
        assert!(matches!(
            &events[3],
            TrainerEvent::Evaluation {
                actor: Actor::Evaluation,
                phase: Phase::Offline,
                global_step: 200,
                returns,
            } if returns == &[-14.0, -16.0]
        ));
        // Epsilon as the game at 1500 logged it, with the first steps per second logged (at
        // 1600: none was before).
        assert_eq!(
            events[4],
            TrainerEvent::Progress {
                phase: Phase::Online,
                done: 1500,
                total: 2000,
                global_step: 1500,
                sps: 250.0,
                epsilon: 0.5
            }
        );
        assert_eq!(
            events[5],
            TrainerEvent::Episode {
                actor: Actor::Student,
                global_step: 1500,
                episodic_return: -21.0,
                length: 3300
            }
        );
        assert!(matches!(
            &events[6],
            TrainerEvent::Losses { phase: Phase::Online, global_step: 1600, report }
                if report.distill_loss == 0.03 && report.distill_coeff == 1.0
        ));
        assert!(matches!(
            &events[7],
            TrainerEvent::Evaluation { actor: Actor::Evaluation, phase: Phase::Online, global_step: 1800, returns }
                if returns == &[-5.0]
        ));
        // Everything up to a later checkpoint.
        assert_eq!(events_from_rows(&rows(), 3000).len(), 9);
    }

    #[test]
    fn a_damaged_line_in_the_log_is_skipped_and_said_and_the_rest_is_history() {
        let dir = std::env::temp_dir().join(format!("reincarnate-hist-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut text = String::from("tag,step,value,wall_time\n");
        for (i, (tag, step, value)) in rows().iter().enumerate() {
            if i == 10 {
                // Torn and glued to the next row (the game at 1500).
                text.push_str("charts/episodic_return,15");
            }
            text.push_str(&format!("{tag},{step},{value},1.0\n"));
        }
        std::fs::write(dir.join("scalars.csv"), text).unwrap();
        let at = ResumePoint {
            from: 2000,
            mark: None,
            evaluated: false,
        };
        let (events, damage) = history_at(&dir, &at, 2000);
        assert_eq!(damage.as_deref(), Some("skipped 1 damaged line (line 12)"));
        // The game on the damaged line is lost; the losses, evaluations and games after it
        // are not.
        assert_eq!(events.len(), 7, "{events:#?}");
        assert!(matches!(
            events.last(),
            Some(TrainerEvent::Evaluation {
                phase: Phase::Online,
                global_step: 1800,
                ..
            })
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
