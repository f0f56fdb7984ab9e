//! Games inside a run: the student's evaluations (offline, and CleanRL's final one) and the
//! game player that every evaluation phase shares, which reports each game, shows the
//! screen, records `--capture-video` and keeps commands for after the games.

use super::pacing::Pacer;
use super::saliency::Behind;
use super::{mean, Control, Run};
use crate::agent::QNetwork;
use crate::config::Algorithm;
use crate::env::EpisodeStats;
use crate::protocol::{Actor, FrameMessage, LiveParam, Phase, TrainerCommand, TrainerEvent};
use crate::trainer::checkpoint;
use crate::trainer::evaluate::{evaluate, returns, EvalHooks, EvalSpec};
use crate::trainer::learner::Learner;
use crate::trainer::{Sink, TrainError};
use crate::video::Recorder;
use crossbeam_channel::Receiver;

/// What an evaluation inside a run reports as it plays: each game, progress, screens; it
/// ends early on Stop and keeps every other command for after the games.
struct GameHooks<'s> {
    sink: &'s mut Sink,
    commands: &'s Receiver<TrainerCommand>,
    actor: Actor,
    phase: Phase,
    episodes: u64,
    global_step: u64,
    epsilon: f64,
    done: u64,
    stop: bool,
    frames: bool,
    natural: bool,
    pacer: Pacer,
    deferred: Vec<TrainerCommand>,
    /// `--capture-video`: environment 0's first game, until it ends.
    video: Option<Recorder>,
    video_open: bool,
    /// The run's saliency maps: those of the network that plays (the teacher's beside a
    /// student's when the worker has it), made as between steps.
    maps: EvalMaps<'s>,
}

/// What an evaluation needs for the run's saliency maps.
struct EvalMaps<'s> {
    maker: &'s mut crate::trainer::maps::MapMaker,
    log: &'s mut crate::logging::ScalarLog,
    run_dir: &'s std::path::Path,
    /// The network that plays.
    net: &'s QNetwork,
    temperature: f64,
}

impl EvalHooks for GameHooks<'_> {
    fn env_game(&mut self, env: usize, game: &EpisodeStats) {
        if env == 0 {
            self.video_open = false;
        }
        self.game(game)
    }

    fn game(&mut self, game: &EpisodeStats) {
        self.done += 1;
        self.sink.send(TrainerEvent::Episode {
            actor: self.actor,
            global_step: self.global_step,
            episodic_return: game.episode_return,
            length: game.length,
        });
        if self.phase == Phase::TeacherEval {
            self.sink.send(TrainerEvent::Progress {
                phase: self.phase,
                done: self.done,
                total: self.episodes,
                global_step: self.global_step,
                sps: 0.0,
                epsilon: self.epsilon,
            });
        }
    }

    fn keep_going(&mut self) -> bool {
        while let Ok(command) = self.commands.try_recv() {
            match command {
                TrainerCommand::Stop | TrainerCommand::Leave => self.stop = true,
                // How fast the games play takes effect at once, so it is confirmed at once (a
                // viewer's box would otherwise wait for the evaluation's end, minutes at the
                // game's speed); the run's live settings take it when the games are over.
                TrainerCommand::Set(LiveParam::NaturalSpeed(on)) => {
                    self.natural = on;
                    self.sink.send(TrainerEvent::ParamChanged {
                        global_step: self.global_step,
                        param: LiveParam::NaturalSpeed(on),
                    });
                }
                other => self.deferred.push(other),
            }
        }
        self.pacer.pace(self.natural);
        !self.stop
    }

    fn wants_frame(&self) -> bool {
        (self.frames && self.sink.wants_frame()) || (self.video.is_some() && self.video_open)
    }

    fn frame(&mut self, rgb: &[u8], obs: &[u8], action: usize, return_so_far: f64) {
        if let (Some(video), true) = (&self.video, self.video_open) {
            // Every frame, as CleanRL's videos hold: the encoder is ours, not the window, so
            // waiting for it never blocks on the UI. If it stopped, finishing the video says
            // why.
            if video
                .push_wait(crate::video::compose(rgb, 1, None), None)
                .is_err()
            {
                self.video_open = false;
            }
        }
        if !(self.frames && self.sink.wants_frame()) {
            return;
        }
        self.sink.frame(FrameMessage {
            rgb: rgb.to_vec(),
            actor: self.actor,
            episode_return: return_so_far,
            action,
            global_step: self.global_step,
        });
        let m = &mut self.maps;
        super::saliency::deliver(m.maker, self.sink, m.log, m.run_dir);
        // A random policy's games: the network does not play them.
        if self.actor == Actor::Random {
            return;
        }
        // The player's map; the teacher's beside a student's only when the worker has it.
        let behind = match self.actor {
            Actor::Teacher => Behind {
                obs,
                student: None,
                teacher: Some(m.net),
            },
            _ => Behind {
                obs,
                student: Some(m.net),
                teacher: None,
            },
        };
        super::saliency::offer(
            m.maker,
            self.sink,
            m.temperature,
            (rgb, self.actor, self.global_step),
            behind,
        );
    }
}

/// Which games [`Run::play_games`] plays.
pub(super) struct Games {
    actor: Actor,
    phase: Phase,
    episodes: usize,
    seed: u64,
}

impl Games {
    pub(super) fn new(actor: Actor, phase: Phase, episodes: usize, seed: u64) -> Self {
        Self {
            actor,
            phase,
            episodes,
            seed,
        }
    }
}

impl Run<'_> {
    /// Plays `eval_episodes` games with the student at epsilon = end_e and logs their mean
    /// (`tag`) and each game ([`Run::log_eval`] under `games`: offline or online).
    pub(super) fn student_eval(
        &mut self,
        learner: &Learner,
        phase: Phase,
        global_step: u64,
        (tag, games): (&str, &str),
    ) -> Result<Control, TrainError> {
        let (episodes, seed) = (
            self.config.eval_episodes,
            self.config.seed.wrapping_add(20_000 + global_step),
        );
        let Some(played) = self.play_games(
            &learner.student,
            Games::new(Actor::Evaluation, phase, episodes, seed),
        )?
        else {
            return Ok(Control::Stop);
        };
        let returns = returns(&played);
        self.log_eval((tag, mean(&returns)), games, &played, global_step);
        self.sink.send(TrainerEvent::Evaluation {
            actor: Actor::Evaluation,
            phase,
            global_step,
            returns,
        });
        Ok(Control::Go)
    }

    /// The evaluation every `online_eval_every` steps, when `t` steps (of `num_envs` each)
    /// crossed a multiple of it.
    pub(super) fn online_eval(&mut self, learner: &Learner, t: u64) -> Result<Control, TrainError> {
        let (every, n) = (self.config.online_eval_every, self.config.num_envs as u64);
        if every == 0 || t < n || t / every == (t - n) / every {
            return Ok(Control::Go);
        }
        let offset = if self.config.algorithm == Algorithm::Qdagger {
            self.config.offline_steps
        } else {
            0
        };
        self.student_eval(
            learner,
            Phase::Online,
            offset + t,
            ("charts/online/avg_episodic_return", "online"),
        )
    }

    /// Logs an evaluation's mean (`tag`, `value`) and each of its games, in the order they
    /// ended, at `step`: `eval_games/{games}/return`, `.../frames` and `.../truncated` (1 if
    /// the frame cap cut the game), all in one write.
    pub(super) fn log_eval(
        &mut self,
        (tag, value): (&str, f64),
        games: &str,
        played: &[EpisodeStats],
        step: u64,
    ) {
        let tags = ["return", "frames", "truncated"].map(|t| format!("eval_games/{games}/{t}"));
        let mut rows = vec![(tag, value, step)];
        for g in played {
            let values = [
                g.episode_return,
                g.length as f64,
                f64::from(u8::from(g.truncated)),
            ];
            rows.extend(tags.iter().zip(values).map(|(t, v)| (t.as_str(), v, step)));
        }
        self.scalars(&rows);
    }

    /// CleanRL's evaluation after training: `eval/episodic_return` per game (CleanRL's tag,
    /// at the game's index), with `eval/episodic_length` and `eval/truncated` beside it.
    pub(super) fn final_eval(&mut self, learner: &Learner) -> Result<(), TrainError> {
        let (episodes, seed) = (
            self.config.final_eval_games(),
            self.config.seed.wrapping_add(30_000),
        );
        let Some(played) = self.play_games(
            &learner.student,
            Games::new(Actor::Evaluation, Phase::Done, episodes, seed),
        )?
        else {
            return Ok(());
        };
        let returns = returns(&played);
        // All games in one write, and then the checkpoint says they are logged.
        let rows: Vec<(&str, f64, u64)> = played
            .iter()
            .enumerate()
            .flat_map(|(i, g)| {
                let i = i as u64;
                [
                    ("eval/episodic_return", g.episode_return, i),
                    ("eval/episodic_length", g.length as f64, i),
                    ("eval/truncated", f64::from(u8::from(g.truncated)), i),
                ]
            })
            .collect();
        self.scalars(&rows);
        let _ = self.log.sync();
        self.state.final_evaluated = Some(true);
        self.state.logs = Some(self.log.mark());
        checkpoint::update_state(&self.run_dir, &self.state)?;
        self.sink.send(TrainerEvent::Evaluation {
            actor: Actor::Evaluation,
            phase: Phase::Done,
            global_step: self.state.global_step,
            returns,
        });
        Ok(())
    }

    /// Plays `episodes` whole games with `net` at epsilon = end_e, reporting each game and the
    /// phase's progress; `None` if a Stop command came meanwhile.
    pub(super) fn play_games(
        &mut self,
        net: &QNetwork,
        games: Games,
    ) -> Result<Option<Vec<EpisodeStats>>, TrainError> {
        let Games {
            actor,
            phase,
            episodes,
            seed,
        } = games;
        // A random policy's games: epsilon 1 never asks the network.
        // The teacher-evaluation phase counts the random policy's games after the teacher's.
        let (epsilon, done, of) = match (actor, phase) {
            (Actor::Random, _) => (1.0, episodes as u64, self.teacher_eval_games()),
            (_, Phase::TeacherEval) => (self.config.end_e, 0, self.teacher_eval_games()),
            _ => (self.config.end_e, 0, episodes as u64),
        };
        let spec = EvalSpec {
            episodes,
            epsilon,
            seed,
            num_envs: self.config.num_envs,
        };
        let mut hooks = GameHooks {
            sink: &mut *self.sink,
            commands: &self.commands,
            actor,
            phase,
            episodes: of,
            global_step: self.state.global_step,
            epsilon: spec.epsilon,
            done,
            stop: false,
            frames: self.options.frames,
            natural: self.state.live.natural_speed,
            pacer: Pacer::default(),
            deferred: Vec::new(),
            video: None,
            video_open: true,
            maps: EvalMaps {
                maker: &mut self.maps,
                log: &mut self.log,
                run_dir: &self.run_dir,
                net,
                temperature: self.state.live.temperature,
            },
        };
        if self.config.capture_video && actor != Actor::Random {
            let name = match phase {
                Phase::TeacherEval => "teacher".to_string(),
                Phase::Done => format!("final-step{}", self.state.global_step),
                _ => format!("eval-step{}", self.state.global_step),
            };
            let path = self.run_dir.join("videos").join(format!("{name}.mp4"));
            let (w, h) = crate::video::compose::frame_size(1, false);
            match Recorder::start(&path, w, h, crate::video::GAME_FPS) {
                Ok(r) => hooks.video = Some(r),
                Err(e) => hooks.sink.send(TrainerEvent::Warning(format!(
                    "no video of this evaluation: {e}"
                ))),
            }
        }
        let played = evaluate(net, &self.env, spec, &mut hooks);
        if let Some(video) = hooks.video.take() {
            let event = match video.finish() {
                Ok(r) => TrainerEvent::VideoSaved {
                    path: r.path,
                    frames: r.frames,
                    dropped: r.dropped,
                },
                Err(e) => TrainerEvent::Warning(format!("the evaluation video failed: {e}")),
            };
            hooks.sink.send(event);
        }
        let played = played?;
        let (stop, deferred) = (hooks.stop, hooks.deferred);
        self.state.live.natural_speed = hooks.natural;
        // Other commands that came during the games apply now, in order.
        self.pending.extend(deferred);
        Ok((!stop).then_some(played))
    }
}
