//! The browser page's side of the protocol and of the view, kept in step with the Rust code
//! by three tests (this module is compiled for tests only):
//! - web/src/generated/wire.ts, the TypeScript types of the messages, generated from the Rust
//!   types with ts-rs (in serde's externally tagged forms, u64 as `number`), and the
//!   constants the page shares with the app (the protocol's version, the series' cap);
//! - web/test/fixtures/server_messages.json, one text message of every kind the server sends
//!   a page (every event a trainer or the analysis makes), which the page's unit tests decode;
//! - web/test/fixtures/view.json, what the view computes (the policies the Q-value panels
//!   show, a capped series, the live settings' values as text), which the page's unit tests
//!   compute again and compare.
//!
//! Each test fails when its file differs from what the Rust code makes now; then
//! `REINCARNATE_BLESS=1 cargo test --release --lib typescript` writes them, and the page's
//! type check and unit tests (`bash scripts/check/test_web.sh`) say whether the page still
//! agrees.

use crate::protocol::{
    Actor, Agreement, LiveParam, LiveParams, LossReport, Milestone, Phase, Reached, RemoteStatus,
    RunFailure, RunSettings, RunSummary, SaliencyFrame, SaliencyMethod, SaliencySettings,
    TrainerEvent,
};
use crate::remote::wire::page::{page_form, welcome, PageForm, PageMessage};
use crate::remote::wire::{RemoteCommand, ServerMessage, VERSION};
use crate::view::SERIES_CAP;
use std::path::{Path, PathBuf};
use ts_rs::{Config, TS};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Compares `path` (under the crate's root) with `want`, or writes it under
/// `REINCARNATE_BLESS=1`.
fn check_or_bless(path: &str, want: &str) {
    let file: PathBuf = root().join(path);
    if std::env::var_os("REINCARNATE_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&file, want).unwrap();
        return;
    }
    let have = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(
        have == want,
        "{path} is not what the Rust code makes now: run `REINCARNATE_BLESS=1 cargo test \
         --release --lib typescript`, then `bash scripts/check/test_web.sh` (the page must \
         still read it)"
    );
}

/// One type's declaration, exported, with its doc comment.
fn declaration<T: TS>(cfg: &Config) -> String {
    // ts-rs gives the doc comment as JSDoc already.
    let docs = T::docs().unwrap_or_default();
    format!("{docs}export {}\n", T::decl(cfg))
}

/// A float as JavaScript reads it back exactly (JSON's shortest form: `1e-6`, `0.05`).
fn js(v: f64) -> String {
    serde_json::to_string(&v).unwrap()
}

/// [`LIVE_SETTINGS`](crate::config::LIVE_SETTINGS) as a JavaScript array of objects.
fn live_settings_js() -> String {
    let rows: Vec<String> = crate::config::LIVE_SETTINGS
        .iter()
        .map(|s| {
            let text = |t: &str| serde_json::to_string(t).unwrap();
            format!(
                "  {{ name: {}, key: {}, label: {}, short: {}, doc: {}, range: [{}, {}], \
                 scale: {}, integer: {}, optional: {}, distill: {} }},",
                text(s.name),
                text(s.key),
                text(s.label),
                text(s.short),
                text(&s.doc.split_whitespace().collect::<Vec<_>>().join(" ")),
                js(s.range.0),
                js(s.range.1),
                text(s.scale.name()),
                s.integer,
                s.optional,
                s.distill,
            )
        })
        .collect();
    format!("[\n{}\n]", rows.join("\n"))
}

/// The generated file: every type of the messages between a server and its page.
fn wire_ts() -> String {
    let cfg = Config::new().with_large_int("number");
    let mut out = format!(
        "// Generated from the Rust types of the wire protocol (src/protocol/mod.rs, src/remote/wire/)\n\
         // by src/typescript/ with ts-rs: do not edit. u64 counters are `number` (they stay\n\
         // below 2^53); a float that is NaN arrives as null.\n\n\
         /** The protocol's version (`VERSION` in src/remote/wire/binary.rs). */\n\
         export const VERSION = {VERSION};\n\n\
         /** Points kept per plotted series (`SERIES_CAP` in src/view/series.rs). */\n\
         export const SERIES_CAP = {SERIES_CAP};\n\n\
         /**\n * The live settings, one per row of `live_settings!` (src/config/live.rs): what the\n \
         * page's controls are drawn from, each with its range (both ends accepted, by the app's\n \
         * sliders, the page's, the server and the trainer alike), its scale and its label.\n */\n\
         export const LIVE_SETTINGS = {} as const;\n",
        live_settings_js()
    );
    for decl in [
        declaration::<Phase>(&cfg),
        declaration::<Actor>(&cfg),
        declaration::<LiveParam>(&cfg),
        declaration::<LiveParams>(&cfg),
        declaration::<LossReport>(&cfg),
        declaration::<RunSummary>(&cfg),
        declaration::<RunFailure>(&cfg),
        declaration::<RunSettings>(&cfg),
        declaration::<Reached>(&cfg),
        declaration::<Milestone>(&cfg),
        declaration::<RemoteStatus>(&cfg),
        declaration::<SaliencyMethod>(&cfg),
        declaration::<SaliencySettings>(&cfg),
        declaration::<Agreement>(&cfg),
        declaration::<SaliencyFrame>(&cfg),
        declaration::<TrainerEvent>(&cfg),
        declaration::<RemoteCommand>(&cfg),
        declaration::<PageMessage>(&cfg),
    ] {
        out.push('\n');
        out.push_str(&decl);
    }
    out
}

#[test]
fn the_pages_types_are_generated_from_the_rust_types() {
    check_or_bless("web/src/generated/wire.ts", &wire_ts());
}

/// The index of `event`'s variant. The match has no wildcard: a new variant does not compile
/// until it has an index here, and [`every_event`] an example of it.
fn variant(event: &TrainerEvent) -> usize {
    match event {
        TrainerEvent::Started { .. } => 0,
        TrainerEvent::TeacherLoaded { .. } => 1,
        TrainerEvent::PhaseStarted { .. } => 2,
        TrainerEvent::Progress { .. } => 3,
        TrainerEvent::Episode { .. } => 4,
        TrainerEvent::Losses { .. } => 5,
        TrainerEvent::Evaluation { .. } => 6,
        TrainerEvent::QValues { .. } => 7,
        TrainerEvent::ParamChanged { .. } => 8,
        TrainerEvent::Paused(_) => 9,
        TrainerEvent::Checkpoint { .. } => 10,
        TrainerEvent::VideoSaved { .. } => 11,
        TrainerEvent::Dropped(_) => 12,
        TrainerEvent::Warning(_) => 13,
        TrainerEvent::Stopped(_) => 14,
        TrainerEvent::Milestone(_) => 15,
        // Made by a viewer's client, never sent by a server.
        TrainerEvent::Remote(_) => 16,
        // Sent only to the viewers that ask, to a page as a binary message (`maps_bytes`).
        TrainerEvent::Saliency(_) => 17,
    }
}

/// How many variants [`variant`] knows.
const VARIANTS: usize = 18;

/// The variants no server sends a page as text.
fn never_sent(i: usize) -> bool {
    i == 16 || i == 17
}

/// One event of every variant a server sends, with every form of its payload a page must
/// read (NaN, a missing option, both ends of a Result).
fn every_event() -> Vec<TrainerEvent> {
    let mut config = crate::config::TrainConfig::cleanrl();
    config.env_id = "PongNoFrameskip-v4".into();
    config.offline_steps = 1000;
    vec![
        TrainerEvent::Started {
            run_dir: "runs/PongNoFrameskip-v4__qdagger_dqn_atari_impalacnn__1__1700000000".into(),
            env_id: "PongNoFrameskip-v4".into(),
            action_meanings: ["NOOP", "FIRE", "RIGHT", "LEFT", "RIGHTFIRE", "LEFTFIRE"]
                .map(String::from)
                .to_vec(),
            device: "cpu (2 threads)".into(),
            teacher: Some("cleanrl/PongNoFrameskip-v4-dqn_atari-seed1".into()),
            config_toml: config.to_toml(),
            settings: config.run_settings(),
        },
        TrainerEvent::TeacherLoaded {
            source: "hub: cleanrl/PongNoFrameskip-v4-dqn_atari-seed1".into(),
            network: "nature".into(),
        },
        TrainerEvent::PhaseStarted {
            phase: Phase::Offline,
            total: 1000,
            from: 0,
        },
        TrainerEvent::Progress {
            phase: Phase::Online,
            done: 1200,
            total: 10_000,
            global_step: 2200,
            sps: f64::NAN,
            epsilon: 0.5,
        },
        TrainerEvent::Episode {
            actor: Actor::Student,
            global_step: 2300,
            episodic_return: -20.0,
            length: 812,
        },
        TrainerEvent::Losses {
            phase: Phase::Online,
            global_step: 2400,
            report: LossReport {
                loss: 0.25,
                td_loss: 0.125,
                distill_loss: f64::NAN,
                q_values: 1.5,
                distill_coeff: 0.75,
            },
        },
        TrainerEvent::Evaluation {
            actor: Actor::Evaluation,
            phase: Phase::Online,
            global_step: 2500,
            returns: vec![-19.0, -21.0],
        },
        TrainerEvent::QValues {
            student: Some(vec![0.5, 1.0, -0.25, 0.0, 2.0, f32::NAN]),
            teacher: None,
            action: 4,
        },
        TrainerEvent::ParamChanged {
            global_step: 2600,
            param: LiveParam::EpsilonOverride(None),
        },
        TrainerEvent::Paused(true),
        TrainerEvent::Checkpoint {
            global_step: 2700,
            path: "runs/x/checkpoints/step_2700".into(),
            replay: Some((2700, 18_900_000)),
        },
        TrainerEvent::VideoSaved {
            path: "runs/x/videos/eval_2700.mp4".into(),
            frames: 812,
            dropped: 3,
        },
        TrainerEvent::Dropped(7),
        TrainerEvent::Warning("the Hugging Face Hub is unreachable: using the cache".into()),
        TrainerEvent::Stopped(Ok(RunSummary {
            run_dir: "runs/x".into(),
            global_step: 2800,
            completed: true,
            teacher_return: Some(20.5),
            recent_student_return: None,
        })),
        TrainerEvent::Stopped(Err(RunFailure::from("the disk is full"))),
        TrainerEvent::Milestone(Milestone::Halfway {
            level: -0.25,
            reached: Some(Reached {
                global_step: 2500,
                mean: 1.5,
            }),
        }),
        TrainerEvent::Milestone(Milestone::Halfway {
            level: -0.25,
            reached: None,
        }),
        TrainerEvent::Milestone(Milestone::Reach {
            share: 0.8,
            level: 12.0,
            online_step: Some(1500),
        }),
        TrainerEvent::Milestone(Milestone::Reach {
            share: 0.5,
            level: 0.0,
            online_step: None,
        }),
    ]
}

/// The page's text of `message`.
fn text(message: &ServerMessage) -> String {
    match page_form(message).unwrap() {
        PageForm::Text(t) => t,
        PageForm::Screen(_) | PageForm::Maps(_) => unreachable!("screens and maps are binary"),
    }
}

#[test]
fn the_pages_fixture_holds_every_message_a_server_sends_it() {
    let events = every_event();
    let mut seen = [false; VARIANTS];
    for e in &events {
        seen[variant(e)] = true;
    }
    let missing: Vec<usize> = (0..VARIANTS)
        .filter(|&i| !seen[i] && !never_sent(i))
        .collect();
    assert!(
        missing.is_empty(),
        "no example of the variants {missing:?} in every_event()"
    );
    // The name of each event's variant (serde's tag), which the page's decoded `kind` is.
    let tag = |e: &TrainerEvent| -> String {
        let v = serde_json::to_value(e).unwrap();
        v.as_object()
            .and_then(|o| o.keys().next().cloned())
            .unwrap()
    };
    let mut messages: Vec<serde_json::Value> = vec![serde_json::json!({
        "kind": "Welcome",
        "text": welcome(VERSION, true, 1234, 1, 2),
    })];
    for (i, event) in events.into_iter().enumerate() {
        messages.push(serde_json::json!({
            "kind": "Event",
            "event": tag(&event),
            "text": text(&ServerMessage::Event { at_ms: 100 * i as u64, event }),
        }));
    }
    for (kind, message) in [
        ("Live", ServerMessage::Live),
        (
            "Refused",
            ServerMessage::Refused("read-only: no token".into()),
        ),
        ("Bye", ServerMessage::Bye("the run ended".into())),
        (
            "Challenge",
            ServerMessage::Challenge {
                nonce: "5e".repeat(32),
                run: "0f".repeat(16),
                proof: Some("a1".repeat(32)),
                token_needed: true,
            },
        ),
    ] {
        messages.push(serde_json::json!({ "kind": kind, "text": text(&message) }));
    }
    let json = serde_json::to_string_pretty(&messages).unwrap() + "\n";
    check_or_bless("web/test/fixtures/server_messages.json", &json);
}

#[test]
fn the_pages_challenge_fixture_is_what_the_server_computes() {
    use crate::remote::access::challenge::{mac, run_key, Binding, Role};
    // Tokens as made (hex), as a user may write them (every URL-safe character), and long;
    // ports of a tunnel's ends.
    let cases = [
        (
            "0123456789abcdef0123456789abcdef",
            "00".repeat(32),
            "ff".repeat(32),
            "0123456789abcdef".repeat(2),
            7878,
        ),
        (
            "A-Za.z_0~9-token-of-a-user",
            "0f1e2d3c4b5a69788796a5b4c3d2e1f0".repeat(2),
            "13579bdf02468ace".repeat(4),
            "f".repeat(32),
            1,
        ),
        (
            &*"t".repeat(100),
            "ab".repeat(32),
            "cd".repeat(32),
            "00".repeat(16),
            65535,
        ),
    ];
    let json: Vec<serde_json::Value> = cases
        .iter()
        .map(|(token, viewer, server, run, port)| {
            let at = Binding { run, port: *port };
            let key: String = run_key(token, run)
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            serde_json::json!({
                "token": token,
                "run": run,
                "port": port,
                "run_key": key,
                "viewer_nonce": viewer,
                "server_nonce": server,
                "server_proof": mac(Role::Server, token, at, viewer, server),
                "viewer_mac": mac(Role::Viewer, token, at, viewer, server),
            })
        })
        .collect();
    let json = serde_json::to_string_pretty(&json).unwrap() + "\n";
    check_or_bless("web/test/fixtures/challenge.json", &json);
}

mod views;
