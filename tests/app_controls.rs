//! The app's controls driven as a user drives them (pointer drags, clicks, keys) through
//! egui, headless: each gesture produces the right command, and a drag sends one command
//! when it ends, not one per frame.

use bevy_egui::egui::{self, Event, Modifiers, PointerButton, Pos2, RawInput, Rect};
use reincarnate::app::ui::{draw, Controls, UiAction};
use reincarnate::app::RunKind;
use reincarnate::config::TrainConfig;
use reincarnate::protocol::{LiveParam, TrainerCommand};
use reincarnate::view::RunView;

struct Harness {
    ctx: egui::Context,
    view: RunView,
    controls: Controls,
    time: f64,
    /// The runs the UI asked to start, oldest first.
    starts: Vec<(TrainConfig, RunKind)>,
}

impl Harness {
    fn new() -> Self {
        let mut h = Self {
            ctx: egui::Context::default(),
            view: RunView::default(),
            controls: Controls::new(&TrainConfig::demo()),
            time: 0.0,
            starts: Vec::new(),
        };
        h.settle();
        h
    }

    /// A few empty frames, so that panels and windows reach their size and place (a window
    /// sizes itself in its first frames, a panel follows its content).
    fn settle(&mut self) {
        for _ in 0..5 {
            self.frame(vec![]);
        }
    }

    /// One frame with these input events; the commands it produced.
    fn frame(&mut self, events: Vec<Event>) -> Vec<TrainerCommand> {
        self.time += 1.0 / 30.0;
        let input = RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, egui::vec2(1280.0, 800.0))),
            time: Some(self.time),
            events,
            ..Default::default()
        };
        // A pass as bevy_egui runs one.
        self.ctx.begin_pass(input);
        let actions = draw(&self.ctx, &[&self.view], &mut self.controls, &[]);
        let _ = self.ctx.end_pass();
        let mut commands = Vec::new();
        for action in actions {
            // The UI's own windows open and close as the app's actions system does it.
            if self.controls.apply(&action) {
                continue;
            }
            match action {
                UiAction::Command(a) => commands.push(a.command),
                UiAction::StartRun { config, kind } => self.starts.push((*config, kind)),
                _ => {}
            }
        }
        commands
    }

    /// The oldest run the UI asked to start and nobody took yet.
    fn take_start(&mut self) -> Option<(TrainConfig, RunKind)> {
        (!self.starts.is_empty()).then(|| self.starts.remove(0))
    }

    fn rect(&self, name: &str) -> Rect {
        let id = self.controls.widget_ids[name];
        self.ctx.read_response(id).expect(name).rect
    }

    /// Presses at `from`, moves to `to` over a few frames, releases: the commands of each
    /// frame.
    fn drag(&mut self, from: Pos2, to: Pos2) -> Vec<Vec<TrainerCommand>> {
        let button = |pos, pressed| Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        };
        let mut out = vec![self.frame(vec![Event::PointerMoved(from), button(from, true)])];
        for k in 1..=4 {
            let p = from + (to - from) * (k as f32 / 4.0);
            out.push(self.frame(vec![Event::PointerMoved(p)]));
        }
        out.push(self.frame(vec![button(to, false)]));
        out.push(self.frame(vec![]));
        out
    }

    fn click(&mut self, name: &str) -> Vec<TrainerCommand> {
        self.settle();
        let at = self.rect(name).left_center() + egui::vec2(6.0, 0.0);
        let mut out = self.drag(at, at);
        out.retain(|c| !c.is_empty());
        out.concat()
    }
}

/// The point at `fraction` of a slider's rail (the widget's rect; its ends are inset by the
/// handle's radius, egui's `height / 2.5`).
fn along(rect: Rect, fraction: f32) -> Pos2 {
    let inset = rect.height() / 2.5;
    Pos2::new(
        rect.left() + inset + (rect.width() - 2.0 * inset) * fraction,
        rect.center().y,
    )
}

#[test]
fn dragging_a_slider_sends_one_command_when_the_drag_ends() {
    let mut h = Harness::new();
    let rail = h.rect("distill_threshold");
    let frames = h.drag(along(rail, 0.0), along(rail, 0.8));
    let (during, after) = frames.split_at(frames.len() - 2);
    assert!(during.iter().all(|c| c.is_empty()), "{during:?}");
    let sent: Vec<_> = after.concat();
    assert_eq!(sent.len(), 1, "{sent:?}");
    match sent[0] {
        TrainerCommand::Set(LiveParam::DistillThreshold(v)) => {
            assert!((v - 0.8).abs() < 0.1, "{v}");
            assert_eq!(v, h.controls.live.distill_threshold);
        }
        ref other => panic!("{other:?}"),
    }
}

#[test]
fn the_sliders_show_what_the_trainer_confirmed() {
    use reincarnate::protocol::TrainerEvent;
    let mut h = Harness::new();
    let config = TrainConfig::demo();
    h.view.apply(TrainerEvent::Started {
        run_dir: "runs/x".into(),
        env_id: config.env_id.clone(),
        action_meanings: vec!["NOOP".into()],
        device: "cpu".into(),
        teacher: None,
        config_toml: config.to_toml(),
        settings: config.run_settings(),
    });
    // A resumed run's checkpoint, or another viewer, moved two of them.
    for param in [LiveParam::Temperature(2.5), LiveParam::TrainFrequency(8)] {
        h.view.apply(TrainerEvent::ParamChanged {
            global_step: 10,
            param,
        });
    }
    h.settle();
    assert_eq!(h.controls.live.temperature, 2.5);
    assert_eq!(h.controls.live.train_frequency, 8);
    assert_eq!(h.controls.live.learning_rate, config.learning_rate);
    // And this window's own drag still sends its value once, which the trainer confirms.
    let rail = h.rect("distill_threshold");
    let sent: Vec<_> = h.drag(along(rail, 0.0), along(rail, 0.5)).concat();
    let [TrainerCommand::Set(p @ LiveParam::DistillThreshold(_))] = sent.as_slice() else {
        panic!("{sent:?}")
    };
    h.view.apply(TrainerEvent::ParamChanged {
        global_step: 11,
        param: *p,
    });
    h.settle();
    assert_eq!(Some(h.controls.live.distill_threshold), p.number());
    assert_eq!(h.controls.live.temperature, 2.5);
}

#[test]
fn each_slider_sends_its_own_parameter() {
    let mut h = Harness::new();
    for name in ["temperature", "learning_rate", "train_frequency"] {
        let rail = h.rect(name);
        let sent: Vec<_> = h.drag(along(rail, 0.1), along(rail, 0.9)).concat();
        assert_eq!(sent.len(), 1, "{name}: {sent:?}");
        let ok = match (&sent[0], name) {
            (TrainerCommand::Set(LiveParam::Temperature(v)), "temperature") => {
                *v == h.controls.live.temperature && *v > 1.0
            }
            (TrainerCommand::Set(LiveParam::LearningRate(v)), "learning_rate") => {
                *v == h.controls.live.learning_rate && *v > 1e-4
            }
            (TrainerCommand::Set(LiveParam::TrainFrequency(v)), "train_frequency") => {
                *v == h.controls.live.train_frequency && *v > 4
            }
            _ => false,
        };
        assert!(ok, "{name}: {sent:?}");
    }
}

#[test]
fn the_epsilon_override_turns_on_follows_its_slider_and_turns_off() {
    let mut h = Harness::new();
    // Off: the slider is disabled and a drag does nothing.
    let rail = h.rect("epsilon_override");
    assert!(h
        .drag(along(rail, 0.0), along(rail, 0.9))
        .concat()
        .is_empty());
    assert_eq!(
        h.click("EpsilonOverride"),
        vec![TrainerCommand::Set(LiveParam::EpsilonOverride(Some(0.01)))]
    );
    h.settle();
    let rail = h.rect("epsilon_override");
    let sent: Vec<_> = h.drag(along(rail, 0.0), along(rail, 0.6)).concat();
    match sent.as_slice() {
        [TrainerCommand::Set(LiveParam::EpsilonOverride(Some(v)))] => {
            assert!((v - 0.6).abs() < 0.1, "{v}")
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        h.click("EpsilonOverride"),
        vec![TrainerCommand::Set(LiveParam::EpsilonOverride(None))]
    );
}

#[test]
fn a_viewer_without_the_token_sends_no_command_and_one_with_it_does() {
    use reincarnate::protocol::RemoteStatus;
    for read_only in [true, false] {
        let mut h = Harness::new();
        h.view.remote = Some(RemoteStatus::Connected {
            address: "127.0.0.1:7878".into(),
            read_only,
        });
        h.settle();
        let pause = h.click("Pause (space)");
        let rail = h.rect("distill_threshold");
        let slid: Vec<_> = h.drag(along(rail, 0.0), along(rail, 0.8)).concat();
        let epsilon = h.click("EpsilonOverride");
        if read_only {
            assert!(pause.is_empty(), "{pause:?}");
            assert!(slid.is_empty(), "{slid:?}");
            assert!(epsilon.is_empty(), "{epsilon:?}");
        } else {
            assert_eq!(pause, vec![TrainerCommand::Pause]);
            assert!(
                matches!(
                    slid.as_slice(),
                    [TrainerCommand::Set(LiveParam::DistillThreshold(_))]
                ),
                "{slid:?}"
            );
            assert_eq!(epsilon.len(), 1, "{epsilon:?}");
        }
    }
}

#[test]
fn a_focused_slider_moves_with_the_arrow_keys() {
    let mut h = Harness::new();
    let id = h.controls.widget_ids["temperature"];
    h.ctx.memory_mut(|m| m.request_focus(id));
    h.frame(vec![]);
    let key = |pressed| Event::Key {
        key: egui::Key::ArrowRight,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: Modifiers::NONE,
    };
    let sent = h.frame(vec![key(true), key(false)]);
    match sent.as_slice() {
        // One step up from where the slider started (the preset's temperature).
        [TrainerCommand::Set(LiveParam::Temperature(v))] => {
            assert!(*v > TrainConfig::demo().temperature, "{v}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_new_run_form_starts_the_run_it_shows_or_says_what_is_wrong() {
    let mut h = Harness::new();
    h.controls.new_run.open = true;
    h.controls.new_run.game = "Pongg".into();
    assert!(h.click("new_run_start").is_empty());
    assert!(h.take_start().is_none());
    let e = h.controls.new_run.error.clone().unwrap();
    assert!(e.contains("did you mean PongNoFrameskip-v4"), "{e}");
    assert!(h.controls.new_run.open, "the form stays open to be fixed");

    h.controls.new_run.game = "Breakout".into();
    h.controls.new_run.algorithm = reincarnate::app::ui::NewRunAlgorithm::Dqn;
    h.click("new_run_start");
    let (config, kind) = h.take_start().expect("a run to start");
    assert_eq!(config.env_id, "BreakoutNoFrameskip-v4");
    assert_eq!(config.algorithm, reincarnate::config::Algorithm::Dqn);
    assert_eq!(config.preset, reincarnate::config::Preset::Demo);
    assert_eq!(kind, RunKind::Single);
    assert!(!h.controls.new_run.open, "the form closes");
    assert!(h.take_start().is_none(), "taken once");

    // The race choice, clicked: a race of the form's QDagger settings.
    h.controls.new_run.open = true;
    h.click("new_run_race");
    h.click("new_run_start");
    let (config, kind) = h.take_start().expect("a race to start");
    assert_eq!(kind, RunKind::Race);
    assert_eq!(config.algorithm, reincarnate::config::Algorithm::Qdagger);
    assert_eq!(config.env_id, "BreakoutNoFrameskip-v4");
}

#[test]
fn at_1280x800_the_screen_and_the_whole_q_value_panel_fit_the_window() {
    let mut h = Harness::new();
    // Pong's six actions, both networks' values, and the longest warning a default run
    // shows (the Hub unreachable), which once pushed the Q-value panel off the window.
    h.view.action_meanings = ["NOOP", "FIRE", "RIGHT", "LEFT", "RIGHTFIRE", "LEFTFIRE"]
        .map(String::from)
        .to_vec();
    h.view.q_values = Some((
        Some(vec![0.1, 0.4, -0.2, 0.3, 0.0, 0.2]),
        Some(vec![1.2, 1.0, 0.8, 1.1, 0.9, 1.3]),
        5,
    ));
    h.view.messages.push_back(
        "the Hub teacher is unavailable (could not download cleanrl/PongNoFrameskip-v4-dqn_atari-\
         seed1/dqn_atari.cleanrl_model from https://huggingface.co: request error: Dns Failed: \
         resolve dns name 'huggingface.co:443': failed to lookup address information: Name or \
         service not known. Check the network (or set HF_ENDPOINT to a mirror), or pass a local \
         file with --teacher PATH); using the bundled teacher"
            .into(),
    );
    h.settle();
    let rects = h.controls.screen_rects[0];
    let (screen, q) = (rects.screen.unwrap(), rects.q_values.unwrap());
    let window = Rect::from_min_size(Pos2::ZERO, egui::vec2(1280.0, 800.0));
    assert!(window.contains_rect(screen), "{screen:?}");
    assert!(
        window.contains_rect(q),
        "the Q-value panel is cut off: {q:?}"
    );
    assert!(q.min.y >= screen.max.y, "{q:?} overlaps {screen:?}");
    // The bars and their names (the plot) get their whole height, and the screen keeps
    // the game's aspect at no less than twice its size.
    assert!(q.height() >= 150.0, "{q:?}");
    assert!(screen.width() >= 320.0, "{screen:?}");
    assert!((screen.width() / screen.height() - 160.0 / 210.0).abs() < 0.01);

    // Without the Q-values (before the first frame) the screen keeps its place.
    h.view.q_values = None;
    h.settle();
    assert!(h.controls.screen_rects[0].q_values.is_none());
    assert_eq!(h.controls.screen_rects[0].screen, Some(screen));
}

#[test]
fn a_race_fits_both_screens_and_q_panels_in_the_window_and_its_selector_addresses_the_sliders() {
    use reincarnate::app::ui::Addressed;
    let ctx = egui::Context::default();
    let mut controls = Controls::new(&TrainConfig::demo());
    let mut views = [RunView::default(), RunView::default()];
    for (i, v) in views.iter_mut().enumerate() {
        v.action_meanings = ["NOOP", "FIRE", "RIGHT", "LEFT", "RIGHTFIRE", "LEFTFIRE"]
            .map(String::from)
            .to_vec();
        let teacher = (i == 0).then(|| vec![1.2, 1.0, 0.8, 1.1, 0.9, 1.3]);
        v.q_values = Some((Some(vec![0.1, 0.4, -0.2, 0.3, 0.0, 0.2]), teacher, 1));
    }
    let mut time = 0.0;
    let mut frame = |controls: &mut Controls, events: Vec<Event>| -> Vec<Addressed> {
        time += 1.0 / 30.0;
        ctx.begin_pass(RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, egui::vec2(1280.0, 800.0))),
            time: Some(time),
            events,
            ..Default::default()
        });
        let out = draw(&ctx, &[&views[0], &views[1]], controls, &[]);
        let _ = ctx.end_pass();
        out.into_iter()
            .filter_map(|a| match a {
                UiAction::Command(a) => Some(a),
                _ => None,
            })
            .collect()
    };
    for _ in 0..5 {
        frame(&mut controls, vec![]);
    }
    let window = Rect::from_min_size(Pos2::ZERO, egui::vec2(1280.0, 800.0));
    let rects = controls.screen_rects.clone();
    assert_eq!(rects.len(), 2);
    let (left, right) = (rects[0].screen.unwrap(), rects[1].screen.unwrap());
    assert!(
        left.max.x <= right.min.x,
        "side by side: {left:?} {right:?}"
    );
    for r in &rects {
        let (screen, q) = (r.screen.unwrap(), r.q_values.unwrap());
        assert!(
            window.contains_rect(screen) && window.contains_rect(q),
            "{r:?}"
        );
        assert!(q.min.y >= screen.max.y && q.height() >= 150.0, "{r:?}");
        assert!(screen.width() >= 160.0, "{screen:?}");
    }
    assert!(
        rects[0].q_values.unwrap().max.x <= right.min.x,
        "the Q panels overlap"
    );

    // "dqn" in the selector, then a typed learning rate: it goes to the DQN side alone.
    let click = |ctx: &egui::Context, controls: &Controls, name: &str| {
        let at = ctx
            .read_response(controls.widget_ids[name])
            .unwrap()
            .rect
            .center();
        let button = |pressed| Event::PointerButton {
            pos: at,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        };
        vec![Event::PointerMoved(at), button(true), button(false)]
    };
    let events = click(&ctx, &controls, "dqn");
    frame(&mut controls, events);
    assert_eq!(controls.side, Some(1));
    let events = click(&ctx, &controls, "side_both");
    frame(&mut controls, events);
    assert_eq!(controls.side, None);
    let events = click(&ctx, &controls, "qdagger");
    frame(&mut controls, events);
    assert_eq!(controls.side, Some(0));
    // The distillation threshold's slider, dragged to its right end: for QDagger alone.
    let r = ctx
        .read_response(controls.widget_ids["distill_threshold"])
        .unwrap()
        .rect;
    let button = |pos, pressed| Event::PointerButton {
        pos,
        button: PointerButton::Primary,
        pressed,
        modifiers: Modifiers::NONE,
    };
    let mut sent = vec![];
    let (from, to) = (r.left_center() + egui::vec2(4.0, 0.0), r.right_center());
    sent.extend(frame(
        &mut controls,
        vec![Event::PointerMoved(from), button(from, true)],
    ));
    sent.extend(frame(&mut controls, vec![Event::PointerMoved(to)]));
    sent.extend(frame(&mut controls, vec![button(to, false)]));
    sent.extend(frame(&mut controls, vec![]));
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(sent[0].side, Some(0));
    assert!(
        matches!(sent[0].command, TrainerCommand::Set(LiveParam::DistillThreshold(t)) if t > 0.5),
        "{sent:?}"
    );
}

#[test]
fn stopping_the_run_asks_first_and_sends_stop_only_when_confirmed() {
    let mut h = Harness::new();
    h.view.run_dir = Some("runs/x".into());
    h.settle();
    assert!(h.click("stop_run").is_empty(), "the button only asks");
    assert!(h.controls.stop_confirm);
    assert!(h.click("stop_cancel").is_empty());
    assert!(!h.controls.stop_confirm, "cancelled");
    h.click("stop_run");
    assert_eq!(h.click("stop_confirm"), vec![TrainerCommand::Stop]);
    assert!(!h.controls.stop_confirm);
    // A run that has ended cannot be stopped again.
    h.view.stopped = Some(Err("ended".into()));
    assert!(h.click("stop_run").is_empty());
    assert!(!h.controls.stop_confirm);
}

/// A run's view after `n` loss reports 100 steps apart (as CleanRL logs them), with the
/// steps per second then, and a game every 10 reports.
fn long_run(n: u64) -> RunView {
    use reincarnate::protocol::{Actor, LossReport, Phase, TrainerEvent};
    let mut v = RunView::default();
    for i in 1..=n {
        let (step, wiggle) = (i * 100, ((i * 7919) % 101) as f64 / 101.0);
        v.apply(TrainerEvent::Progress {
            phase: Phase::Online,
            done: step,
            total: n * 100,
            global_step: step,
            sps: 50.0 + 10.0 * wiggle,
            epsilon: 0.05,
        });
        v.apply(TrainerEvent::Losses {
            phase: Phase::Online,
            global_step: step,
            report: LossReport {
                loss: wiggle,
                td_loss: 0.5 * wiggle,
                distill_loss: 1.0 - wiggle,
                q_values: 1.0,
                distill_coeff: 1.0 - i as f64 / n as f64,
            },
        });
        if i % 10 == 0 {
            v.apply(TrainerEvent::Episode {
                actor: Actor::Student,
                global_step: step,
                episodic_return: (20.0 * wiggle).round(),
                length: 3_000,
            });
        }
    }
    v
}

/// The fourth frame of `views` at 1280x800 (the plots have their bounds by then), and the
/// context that drew it.
fn settled_frame(views: &[&RunView]) -> (egui::Context, egui::FullOutput) {
    let ctx = egui::Context::default();
    let mut controls = Controls::new(&TrainConfig::demo());
    let mut last = None;
    for frame in 0..4 {
        ctx.begin_pass(RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, egui::vec2(1280.0, 800.0))),
            time: Some(frame as f64 * 0.5),
            ..Default::default()
        });
        let _ = draw(&ctx, views, &mut controls, &[]);
        last = Some(ctx.end_pass());
    }
    (ctx, last.unwrap())
}

/// The triangles of a settled frame of `views`.
fn triangles(views: &[&RunView]) -> usize {
    let (ctx, out) = settled_frame(views);
    ctx.tessellate(out.shapes, out.pixels_per_point)
        .iter()
        .map(|m| match &m.primitive {
            egui::epaint::Primitive::Mesh(mesh) => mesh.indices.len() / 3,
            egui::epaint::Primitive::Callback(_) => 0,
        })
        .sum()
}

/// Every piece of text a settled frame of `views` paints.
fn painted_texts(views: &[&RunView]) -> Vec<String> {
    fn collect(shape: &egui::Shape, out: &mut Vec<String>) {
        match shape {
            egui::Shape::Text(t) => out.push(t.galley.text().to_string()),
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| collect(s, out)),
            _ => {}
        }
    }
    let (_, frame) = settled_frame(views);
    let mut out = Vec::new();
    for clipped in &frame.shapes {
        collect(&clipped.shape, &mut out);
    }
    out
}

#[test]
fn a_plot_of_small_losses_labels_its_value_axis_between_zero_and_the_top() {
    use reincarnate::protocol::{LossReport, Phase, TrainerEvent};
    // A late run's losses, up to 0.18: egui_plot's default grid (powers of ten) put its
    // labels 0.1 apart there, and 0.01 apart was too close to label.
    let mut v = RunView::default();
    for i in 1..=300u64 {
        let wiggle = ((i * 7919) % 101) as f64 / 100.0;
        v.apply(TrainerEvent::Losses {
            phase: Phase::Offline,
            global_step: i * 10,
            report: LossReport {
                loss: 0.18 * wiggle,
                td_loss: 0.01 * wiggle,
                distill_loss: 0.15 * wiggle,
                q_values: 1.0,
                distill_coeff: 1.0,
            },
        });
    }
    let texts = painted_texts(&[&v]);
    // The losses plot's texts: its title, its axes' labels, then its legend.
    let start = texts.iter().position(|t| t == "losses").unwrap();
    let end = start + texts[start..].iter().position(|t| t == "TD").unwrap();
    let labels: Vec<f64> = texts[start..end]
        .iter()
        .filter_map(|t| t.parse::<f64>().ok())
        .filter(|x| *x > 0.0 && *x < 0.18)
        .collect();
    assert!(
        labels.len() >= 3,
        "value labels between 0 and the top: {labels:?}; the plot's texts: {:?}",
        &texts[start..end]
    );
}

#[test]
fn a_long_runs_plots_give_the_renderer_no_more_triangles_than_their_pixels_need() {
    // 2,000 points a series are two or three a pixel column of the plots. Ten times as many
    // would be ten times the triangles (a software renderer draws them on the training's
    // cores) for the same picture: at most four a column are drawn.
    let (short, long) = (long_run(2_000), long_run(20_000));
    let (a, b) = (triangles(&[&short]), triangles(&[&long]));
    assert!(b < a * 2, "{b} triangles for 20,000 points, {a} for 2,000");
    let (a, b) = (triangles(&[&short, &short]), triangles(&[&long, &long]));
    assert!(b < a * 2, "a race: {b} triangles, {a} for 2,000 points");
}
