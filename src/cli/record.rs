//! `reincarnate record`: a policy plays whole games and the screen goes into an MP4 (or a
//! GIF), at the game's natural speed.

use anyhow::{bail, Context, Result};
use rand::Rng;
use reincarnate::agent::device;
use reincarnate::config::{EnvPreset, TrainConfig};
use reincarnate::env::AtariEnv;
use reincarnate::teacher::{load_network, load_teacher, HubSettings, TeacherSource};
use reincarnate::video::compose::{frame_size, side_by_side, SCREEN_H, SCREEN_W};
use reincarnate::video::{compose, Overlay, Recorder, GAME_FPS};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct RecordArgs {
    /// The policy: a model file (a checkpoint's student.safetensors, a .cleanrl_model ...).
    #[arg(long)]
    model: Option<PathBuf>,
    /// Or a teacher source: hf:owner/name[:file], bundled, or empty for the default (the
    /// Hub's CleanRL teacher, else the bundled one). With --model, the teacher whose map
    /// `--saliency teacher|both` draws (the model plays).
    #[arg(long)]
    teacher: Option<String>,
    /// The game.
    #[arg(long, default_value = "PongNoFrameskip-v4")]
    env_id: String,
    /// Whole games to record.
    #[arg(long, default_value_t = 1)]
    episodes: usize,
    /// The video: .mp4 (H.264) or .gif.
    #[arg(long, default_value = "demo.mp4")]
    out: PathBuf,
    /// Each Atari pixel becomes a SCALE x SCALE block.
    #[arg(long, default_value_t = 3)]
    scale: usize,
    /// Draw who plays, the score, the action and the Q-values under the screen.
    #[arg(long)]
    overlay: bool,
    /// Frames a second (15 is the game's own speed with a frame skip of 4).
    #[arg(long, default_value_t = GAME_FPS)]
    fps: f64,
    /// Exploration epsilon.
    #[arg(long, default_value_t = 0.01)]
    epsilon: f64,
    /// Seed of the game and the exploration: with one environment, `eval --seed` and
    /// `record --seed` play the same games, so a run's evaluation can be watched again.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop after this many steps even if the games go on (0: no limit).
    #[arg(long, default_value_t = 0)]
    max_steps: u64,
    /// Preprocessing: cleanrl or paper.
    #[arg(long, default_value = "cleanrl")]
    env_preset: String,
    /// Draw where a network looks over each frame: `student` (the --model that plays),
    /// `teacher` (the teacher: the one that plays, or --teacher beside --model), or `both`
    /// (the student's and the teacher's side by side; needs --model and the teacher).
    #[arg(long, value_name = "WHO", value_parser = ["student", "teacher", "both"])]
    saliency: Option<String>,
    /// How a map is made: `gradient` (|dQ/dx| of the greedy action: a backward pass a frame)
    /// or `perturbation` (Greydanus et al.: how much blurring each spot changes the policy,
    /// softmax(Q / --temperature); 289 forwards a frame).
    #[arg(long, value_name = "METHOD", default_value = "gradient", value_parser = ["gradient", "perturbation"], requires = "saliency")]
    saliency_method: String,
    /// The map's opacity at its strongest (0..1).
    #[arg(long, default_value_t = 0.7, requires = "saliency")]
    saliency_opacity: f32,
    /// The temperature of the policy a perturbation map measures.
    #[arg(long, default_value_t = 1.0, requires = "saliency")]
    temperature: f64,
    /// cpu, cuda, cuda:N or auto: the GPU when one is usable, else the CPU with a line that
    /// says why (the default in a CUDA build; cpu otherwise).
    #[arg(long, default_value = reincarnate::agent::DEFAULT_DEVICE)]
    device: String,
}

pub fn record(args: &RecordArgs) -> Result<()> {
    if args.episodes == 0 {
        bail!("--episodes must be at least 1");
    }
    if !(1..=16).contains(&args.scale) {
        bail!("--scale must be between 1 and 16");
    }
    if !(0.0..=1.0).contains(&args.epsilon) {
        bail!("--epsilon must be in [0, 1]");
    }
    if !(0.0..=1.0).contains(&args.saliency_opacity) {
        bail!("--saliency-opacity must be in [0, 1]");
    }
    if !(args.temperature > 0.0 && args.temperature.is_finite()) {
        bail!("--temperature must be positive");
    }
    let env_preset = match args.env_preset.as_str() {
        "cleanrl" => EnvPreset::Cleanrl,
        "paper" => EnvPreset::Paper,
        other => bail!("unknown --env-preset {other}: use cleanrl or paper"),
    };
    let config = TrainConfig {
        env_id: args.env_id.clone(),
        env_preset,
        seed: args.seed,
        ..TrainConfig::cleanrl()
    };
    // Rewards only feed the score shown: unclipped, as the game counts them.
    let env_config = reincarnate::env::EnvConfig {
        clip_rewards: false,
        ..config.env_config()
    };
    let mut env = AtariEnv::new(&env_config, args.seed)
        .with_context(|| format!("could not start {}", args.env_id))?;
    let dev = device(&args.device)?;
    let saliency = args.saliency.as_deref();
    let wants_teacher = matches!(saliency, Some("teacher" | "both"));
    if args.model.is_some() && args.teacher.is_some() && !wants_teacher {
        bail!(
            "--model plays the games: --teacher beside it is only for --saliency teacher or \
             both; give one of them"
        );
    }
    if args.model.is_none() && matches!(saliency, Some("student" | "both")) {
        bail!(
            "--saliency {}: the student's map needs --model (its file)",
            saliency.unwrap_or("")
        );
    }
    let load = |teacher: &Option<String>| -> Result<reincarnate::agent::QNetwork> {
        let source = TeacherSource::resolve(
            teacher.as_deref().unwrap_or(""),
            &args.env_id,
            &config.teacher_model_exp_name,
        );
        let t = load_teacher(
            &source,
            &args.env_id,
            env.num_actions(),
            &dev,
            &HubSettings::from_env(),
        )?;
        if let Some(why) = &t.fallback {
            eprintln!("note: {why}");
        }
        eprintln!("teacher: {}", t.source);
        Ok(t.network)
    };
    // The network whose map `--saliency teacher|both` draws beside a playing --model.
    let mut teacher_beside = None;
    let (net, who) = match (&args.model, &args.teacher) {
        (Some(path), teacher) => {
            let (net, _) = load_network(path, Some((env.num_actions(), &args.env_id)), &dev)?;
            if wants_teacher {
                teacher_beside = Some(load(teacher)?);
            }
            (net, "model".to_string())
        }
        (None, teacher) => (load(teacher)?, "teacher".to_string()),
    };
    let (w, h) = frame_size(args.scale, args.overlay);
    let w = if saliency == Some("both") { 2 * w } else { w };
    let recorder = Recorder::start(&args.out, w, h, args.fps)?;
    let names: Vec<String> = env
        .action_meanings()
        .iter()
        .map(|s| s.to_string())
        .collect();
    // As an evaluation draws: `eval --seed S --num-envs 1` plays these games.
    let mut rng = reincarnate::trainer::evaluate::exploration_rng(args.seed);
    let mut obs = vec![0u8; env_config.obs_len()];
    let mut screen = vec![0u8; SCREEN_W * SCREEN_H * 3];
    let (mut games, mut steps, mut score) = (0, 0u64, 0.0);
    let mut returns = Vec::new();
    // A new environment starts reset, as the evaluation's pool uses it.
    while games < args.episodes && (args.max_steps == 0 || steps < args.max_steps) {
        env.write_obs(&mut obs);
        let x = candle_core::Tensor::from_slice(&obs, (1, 4, 84, 84), &dev)?;
        let q: Vec<f32> = net.forward(&x)?.flatten_all()?.to_vec1()?;
        let greedy = reincarnate::trainer::acting::argmax(&q);
        let action = if rng.random::<f64>() < args.epsilon {
            rng.random_range(0..env.num_actions())
        } else {
            greedy
        };
        let step = env.step(action);
        steps += 1;
        env.raw_screen(&mut screen);
        // The maps of the observation that ends with the screen shown.
        let mut beside = None;
        if let Some(whose) = saliency {
            env.write_obs(&mut obs);
            // The teacher: beside a playing --model, or the one that plays.
            let teacher = teacher_beside.as_ref().unwrap_or(&net);
            match whose {
                "student" => draw_map(&net, &obs, &mut screen, args, &dev)?,
                "teacher" => draw_map(teacher, &obs, &mut screen, args, &dev)?,
                _ => {
                    let mut right = screen.clone();
                    draw_map(&net, &obs, &mut screen, args, &dev)?;
                    draw_map(teacher, &obs, &mut right, args, &dev)?;
                    beside = Some(right);
                }
            }
        }
        score += step.reward as f64;
        let overlay = args.overlay.then(|| Overlay {
            who: if beside.is_some() {
                "student's map".to_string()
            } else {
                who.clone()
            },
            score,
            action,
            action_names: names.clone(),
            q: Some(q),
            teacher_q: None,
            caption: None,
        });
        let frame = compose(&screen, args.scale, overlay.as_ref());
        let frame = match &beside {
            // The student's map on the left, the teacher's on the right.
            Some(right) => {
                let teacher_overlay = overlay.clone().map(|o| Overlay {
                    who: "teacher's map".into(),
                    ..o
                });
                side_by_side(
                    &frame,
                    &compose(right, args.scale, teacher_overlay.as_ref()),
                    frame_size(args.scale, args.overlay),
                )
            }
            None => frame,
        };
        recorder.push_wait(frame, None)?;
        if let Some(e) = step.episode {
            games += 1;
            returns.push(e.episode_return);
            println!(
                "game {games}: return {} over {} frames",
                e.episode_return, e.length
            );
            score = 0.0;
        }
        if step.terminated || step.truncated {
            env.reset();
        }
    }
    let r = recorder.finish()?;
    println!(
        "wrote {}: {} frames, {:.1} s at {} frames/s, {w}x{h}",
        r.path.display(),
        r.frames,
        r.frames as f64 / args.fps,
        args.fps
    );
    Ok(())
}

/// Draws `net`'s saliency map of `obs` (by `--saliency-method`) over `screen`.
fn draw_map(
    net: &reincarnate::agent::QNetwork,
    obs: &[u8],
    screen: &mut [u8],
    args: &RecordArgs,
    dev: &candle_core::Device,
) -> Result<()> {
    use reincarnate::saliency::{gradient_map, perturbation_map, Perturbation, Target};
    let q = |x: &candle_core::Tensor| net.forward(x);
    let map = match args.saliency_method.as_str() {
        "gradient" => gradient_map(q, obs, dev)?,
        _ => perturbation_map(
            q,
            obs,
            Target::Policy {
                temperature: args.temperature,
            },
            &Perturbation::default(),
            dev,
        )?,
    };
    reincarnate::saliency::overlay::blend(
        screen,
        (SCREEN_H, SCREEN_W),
        &map,
        args.saliency_opacity,
    );
    Ok(())
}
