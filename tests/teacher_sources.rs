//! Teachers from the Hub (a local server that answers like the Hub, and a cache laid out as
//! Python's `huggingface_hub` lays it out) and from bad files.

use candle_core::Device;
use reincarnate::teacher::{load_teacher, HubFile, HubSettings, TeacherSource};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/parity")
        .join(name)
}

fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("reincarnate-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

const COMMIT: &str = "0123456789abcdef0123456789abcdef01234567";

/// Serves `body` at `/{repo}/resolve/main/{file}` as the Hub does (ETag, X-Repo-Commit,
/// ranges), on 127.0.0.1, for at most 16 connections or 60 seconds. Returns the address and
/// the count of requests served.
fn serve_like_the_hub(repo: &str, file: &str, body: Vec<u8>) -> (String, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let addr = format!("http://{}", listener.local_addr().unwrap());
    let path = format!("/{repo}/resolve/main/{file}");
    let served = Arc::new(AtomicUsize::new(0));
    let count = Arc::clone(&served);
    std::thread::spawn(move || {
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut connections = 0;
        while connections < 16 && Instant::now() < deadline {
            let Ok((stream, _)) = listener.accept() else {
                std::thread::sleep(Duration::from_millis(5));
                continue;
            };
            connections += 1;
            stream.set_nonblocking(false).unwrap();
            stream
                .set_read_timeout(Some(Duration::from_secs(5)))
                .unwrap();
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut request = String::new();
            let mut range = None;
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
                    break;
                }
                if request.is_empty() {
                    request = line.clone();
                }
                if let Some(v) = line.to_ascii_lowercase().strip_prefix("range: bytes=") {
                    let (a, b) = v.trim().split_once('-').unwrap();
                    let start: usize = a.parse().unwrap();
                    let end = if b.is_empty() {
                        body.len() - 1
                    } else {
                        b.parse().unwrap()
                    };
                    range = Some((start, end));
                }
            }
            count.fetch_add(1, Ordering::SeqCst);
            let mut out = stream;
            if !request.starts_with(&format!("GET {path} ")) {
                let _ = out.write_all(
                    b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                );
                continue;
            }
            let (start, end) = range.unwrap_or((0, body.len() - 1));
            let part = &body[start..=end];
            let head = format!(
                "HTTP/1.1 206 Partial Content\r\nContent-Length: {}\r\nContent-Range: bytes {start}-{end}/{}\r\n\
                 ETag: \"teacher-etag\"\r\nX-Repo-Commit: {COMMIT}\r\nConnection: close\r\n\r\n",
                part.len(),
                body.len()
            );
            let _ = out.write_all(head.as_bytes());
            let _ = out.write_all(part);
        }
    });
    (addr, served)
}

fn settings(cache: &Path, endpoint: &str, offline: bool) -> HubSettings {
    HubSettings {
        cache_dir: cache.to_path_buf(),
        endpoint: endpoint.to_string(),
        offline,
        progress: false,
    }
}

#[test]
fn downloads_from_a_hub_like_server_into_the_shared_cache_then_reuses_it() {
    let file = HubFile::cleanrl("BreakoutNoFrameskip-v4", "dqn_atari");
    assert_eq!(file.repo, "cleanrl/BreakoutNoFrameskip-v4-dqn_atari-seed1");
    assert_eq!(file.filename, "dqn_atari.cleanrl_model");
    let body = std::fs::read(fixture("teacher.cleanrl_model")).unwrap();
    let (endpoint, served) = serve_like_the_hub(&file.repo, &file.filename, body.clone());
    let cache = temp_dir("hub-download");
    let source = TeacherSource::Hub(file.clone());

    let t = load_teacher(
        &source,
        "Breakout",
        4,
        &Device::Cpu,
        &settings(&cache, &endpoint, false),
    )
    .unwrap();
    assert_eq!(t.network.num_actions(), 4);
    assert!(
        served.load(Ordering::SeqCst) >= 2,
        "metadata and download requests"
    );
    // Python's layout: models--owner--name/{blobs,refs/main,snapshots/COMMIT/file}.
    let repo_dir = cache.join("models--cleanrl--BreakoutNoFrameskip-v4-dqn_atari-seed1");
    assert_eq!(
        std::fs::read_to_string(repo_dir.join("refs/main")).unwrap(),
        COMMIT
    );
    let snapshot = repo_dir.join("snapshots").join(COMMIT).join(&file.filename);
    assert_eq!(std::fs::read(&snapshot).unwrap(), body);
    assert_eq!(t.path, snapshot);

    // Second time: from the cache, even offline, without a request.
    let before = served.load(Ordering::SeqCst);
    load_teacher(
        &source,
        "Breakout",
        4,
        &Device::Cpu,
        &settings(&cache, &endpoint, true),
    )
    .unwrap();
    assert_eq!(served.load(Ordering::SeqCst), before);
    std::fs::remove_dir_all(&cache).unwrap();
}

#[test]
fn a_prefilled_python_style_cache_works_offline() {
    let cache = temp_dir("hub-prefilled");
    let file = HubFile::cleanrl("PongNoFrameskip-v4", "dqn_atari");
    let repo_dir = cache.join("models--cleanrl--PongNoFrameskip-v4-dqn_atari-seed1");
    let blob = repo_dir.join("blobs/abc123");
    std::fs::create_dir_all(blob.parent().unwrap()).unwrap();
    std::fs::copy(fixture("teacher.cleanrl_model"), &blob).unwrap();
    std::fs::create_dir_all(repo_dir.join("refs")).unwrap();
    std::fs::write(repo_dir.join("refs/main"), COMMIT).unwrap();
    let snap = repo_dir.join("snapshots").join(COMMIT);
    std::fs::create_dir_all(&snap).unwrap();
    std::os::unix::fs::symlink("../../blobs/abc123", snap.join(&file.filename)).unwrap();

    let hub = settings(&cache, "http://127.0.0.1:9", true);
    // The fixture teacher has 4 actions; Pong has 6: the loader says so.
    let e = load_teacher(
        &TeacherSource::Hub(file.clone()),
        "Pong",
        6,
        &Device::Cpu,
        &hub,
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("is a teacher for 4 actions but Pong has 6"),
        "{e}"
    );
    let t = load_teacher(&TeacherSource::Hub(file), "Pong", 4, &Device::Cpu, &hub).unwrap();
    assert!(t.path.starts_with(&cache));
    std::fs::remove_dir_all(&cache).unwrap();
}

#[test]
fn unreachable_or_offline_hub_gives_an_error_that_says_what_to_do() {
    let cache = temp_dir("hub-unreachable");
    let source = TeacherSource::Hub(HubFile::cleanrl("BreakoutNoFrameskip-v4", "dqn_atari"));
    // Port 9 (discard) is closed on loopback: the connection is refused at once.
    let hub = settings(&cache, "http://127.0.0.1:9", false);
    let e = load_teacher(&source, "Breakout", 4, &Device::Cpu, &hub)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("could not download cleanrl/BreakoutNoFrameskip-v4-dqn_atari-seed1"),
        "{e}"
    );
    assert!(e.contains("--teacher PATH"), "{e}");
    let e = load_teacher(
        &source,
        "Breakout",
        4,
        &Device::Cpu,
        &settings(&cache, "x", true),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("HF_HUB_OFFLINE is set"), "{e}");
    std::fs::remove_dir_all(&cache).unwrap();
}

#[test]
fn bad_teacher_files_are_named_with_the_problem() {
    let dir = temp_dir("bad-teachers");
    let device = Device::Cpu;
    let load = |p: &Path| {
        load_teacher(
            &TeacherSource::File(p.to_path_buf()),
            "Breakout",
            4,
            &device,
            &settings(&dir, "x", true),
        )
        .map(|_| ())
        .unwrap_err()
        .to_string()
    };
    // Truncated PyTorch file.
    let bytes = std::fs::read(fixture("teacher.cleanrl_model")).unwrap();
    let cut = dir.join("cut.cleanrl_model");
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
    let e = load(&cut);
    assert!(
        e.contains("cut.cleanrl_model") && e.contains("cannot be read"),
        "{e}"
    );
    // Truncated Flax file.
    let bytes = std::fs::read(fixture("teacher_jax.cleanrl_model")).unwrap();
    let cut = dir.join("cut_jax.cleanrl_model");
    std::fs::write(&cut, &bytes[..bytes.len() - 1000]).unwrap();
    assert!(load(&cut).contains("cut_jax.cleanrl_model"));
    // Not a model at all.
    let text = dir.join("readme.pth");
    std::fs::write(&text, "# a model card\n").unwrap();
    assert!(load(&text).contains("is not a model file we can read"));
    // A model file with tensors that are not a Q-network.
    let other = dir.join("other.safetensors");
    let t = candle_core::Tensor::zeros((2, 3), candle_core::DType::F32, &device).unwrap();
    candle_core::safetensors::save(&[("encoder.weight", t)].into_iter().collect(), &other).unwrap();
    let e = load(&other);
    assert!(
        e.contains("holds no CleanRL Q-network") && e.contains("encoder.weight"),
        "{e}"
    );
    // A student (IMPALA) network loads as a teacher too: our own checkpoints can teach.
    let student = load_teacher(
        &TeacherSource::File(fixture("student.cleanrl_model")),
        "Breakout",
        4,
        &device,
        &settings(&dir, "x", true),
    )
    .unwrap();
    assert_eq!(student.network.arch(), reincarnate::agent::Arch::Impala);
    assert!(load(&dir.join("nowhere.pth")).contains("cannot read"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A bundled teacher made from the fixture teacher (Breakout, 4 actions), stored as f16.
fn bundled_fixture(root: &Path) -> PathBuf {
    use reincarnate::teacher::{read_tensors, write_safetensors, TeacherMeta};
    let dir = root.join("breakout");
    std::fs::create_dir_all(&dir).unwrap();
    let (_, tensors) = read_tensors(&fixture("teacher.cleanrl_model"), &Device::Cpu).unwrap();
    let half = tensors
        .into_iter()
        .map(|(k, t)| (k, t.to_dtype(candle_core::DType::F16).unwrap()))
        .collect();
    write_safetensors(&half, &dir.join("teacher.safetensors")).unwrap();
    let meta = TeacherMeta {
        game: "BreakoutNoFrameskip-v4".into(),
        env_preset: "cleanrl".into(),
        network: "nature".into(),
        actions: 4,
        weights: "teacher.safetensors".into(),
        dtype: "f16".into(),
        steps_trained: 0,
        eval_episodes: 0,
        eval_epsilon: 0.01,
        eval_return_mean: 0.0,
        eval_return_std: 0.0,
        action_agreement: 1.0,
        command: "test".into(),
        source: "fixture".into(),
    };
    std::fs::write(dir.join("teacher.toml"), toml::to_string(&meta).unwrap()).unwrap();
    dir
}

#[test]
fn the_default_teacher_falls_back_to_the_bundled_one_when_the_hub_is_unreachable() {
    let root = temp_dir("default-bundled");
    let bundled = bundled_fixture(&root.join("teachers"));
    let file = HubFile::cleanrl("BreakoutNoFrameskip-v4", "dqn_atari");
    let source = TeacherSource::Default {
        hub: file.clone(),
        bundled: Some(bundled.clone()),
    };
    let hub = settings(&root.join("cache"), "http://127.0.0.1:9", false);
    let t = load_teacher(&source, "Breakout", 4, &Device::Cpu, &hub).unwrap();
    assert_eq!(t.source, TeacherSource::Bundled(bundled.clone()));
    let why = t.fallback.unwrap();
    assert!(
        why.contains("could not download cleanrl/BreakoutNoFrameskip-v4"),
        "{why}"
    );
    // The f16 weights act like the f32 ones they came from.
    let reference = load_teacher(
        &TeacherSource::File(fixture("teacher.cleanrl_model")),
        "Breakout",
        4,
        &Device::Cpu,
        &hub,
    )
    .unwrap();
    let (_, batch) =
        reincarnate::teacher::read_tensors(&fixture("batch.safetensors"), &Device::Cpu).unwrap();
    let obs = &batch["obs"];
    let q16 = t.network.forward(obs).unwrap().to_vec2::<f32>().unwrap();
    let q32 = reference
        .network
        .forward(obs)
        .unwrap()
        .to_vec2::<f32>()
        .unwrap();
    for (a, b) in q16.iter().zip(&q32) {
        for (x, y) in a.iter().zip(b) {
            assert!((x - y).abs() < 2e-2 * (1.0 + y.abs()), "{x} vs {y}");
        }
    }

    // With the Hub's file in the cache, the Hub's teacher is the one used.
    let cache_hub = settings(&root.join("cache"), "http://127.0.0.1:9", true);
    let snap = root
        .join("cache/models--cleanrl--BreakoutNoFrameskip-v4-dqn_atari-seed1/snapshots")
        .join(COMMIT);
    std::fs::create_dir_all(&snap).unwrap();
    std::fs::copy(fixture("teacher.cleanrl_model"), snap.join(&file.filename)).unwrap();
    std::fs::create_dir_all(
        root.join("cache/models--cleanrl--BreakoutNoFrameskip-v4-dqn_atari-seed1/refs"),
    )
    .unwrap();
    std::fs::write(
        root.join("cache/models--cleanrl--BreakoutNoFrameskip-v4-dqn_atari-seed1/refs/main"),
        COMMIT,
    )
    .unwrap();
    let t = load_teacher(&source, "Breakout", 4, &Device::Cpu, &cache_hub).unwrap();
    assert_eq!(t.source, TeacherSource::Hub(file.clone()));
    assert!(t.fallback.is_none());

    // Neither the Hub nor a bundled teacher: the error says what to do.
    let none = TeacherSource::Default {
        hub: HubFile::cleanrl("SeaquestNoFrameskip-v4", "dqn_atari"),
        bundled: None,
    };
    let e = load_teacher(&none, "SeaquestNoFrameskip-v4", 18, &Device::Cpu, &hub)
        .unwrap_err()
        .to_string();
    assert!(e.contains("no teacher for SeaquestNoFrameskip-v4"), "{e}");
    assert!(
        e.contains("reincarnate dqn --env-id SeaquestNoFrameskip-v4"),
        "{e}"
    );
    assert!(e.contains("--teacher PATH"), "{e}");
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn pickles_that_would_run_code_are_refused_and_nothing_runs() {
    let marker = Path::new("/tmp/reincarnate-pwned");
    let _ = std::fs::remove_file(marker);
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hostile");
    for (file, name) in [
        ("os_system.cleanrl_model", "posix.system"),
        ("eval_protocol4.pt", "builtins.eval"),
        // Protocol 2 writes subprocess under its Python 2 name.
        ("popen.pt", "commands.Popen"),
    ] {
        let e = load_teacher(
            &TeacherSource::File(dir.join(file)),
            "Breakout",
            4,
            &Device::Cpu,
            &settings(&temp_dir("hostile"), "http://127.0.0.1:9", true),
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains(&format!("refers to {name}")), "{file}: {e}");
        assert!(e.contains("refused (nothing in it was run)"), "{file}: {e}");
    }
    assert!(!marker.exists(), "a hostile pickle ran");
}

#[test]
fn the_bundled_teachers_load_and_match_their_metadata() {
    use reincarnate::env::{AtariEnv, EnvConfig};
    use reincarnate::teacher::bundled;
    let dir = bundled::teachers_dir();
    let teachers = bundled::list(&dir);
    assert!(
        !teachers.is_empty(),
        "no bundled teacher in {}",
        dir.display()
    );
    for t in teachers {
        let meta = &t.meta;
        let env = AtariEnv::new(&EnvConfig::cleanrl(&meta.game), 1).unwrap();
        assert_eq!(env.num_actions(), meta.actions, "{meta:?}");
        // The stored type is the one the metadata names.
        let bytes = std::fs::read(t.weights()).unwrap();
        let header_len = u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize;
        let header = String::from_utf8_lossy(&bytes[8..8 + header_len]);
        let dtype = format!("\"dtype\":\"{}\"", meta.dtype.to_uppercase());
        assert!(header.contains(&dtype), "{header}");
        let loaded = load_teacher(
            &TeacherSource::Bundled(t.dir.clone()),
            &meta.game,
            meta.actions,
            &Device::Cpu,
            &settings(&temp_dir("bundled"), "http://127.0.0.1:9", true),
        )
        .unwrap();
        assert_eq!(loaded.network.arch().to_string(), meta.network);
        assert!(meta.eval_episodes >= 30, "{meta:?}");
        assert!((0.0..=1.0).contains(&meta.action_agreement));
        // And it is the default teacher of its game when the Hub cannot be reached.
        let source = TeacherSource::resolve("", &meta.game, "dqn_atari");
        let offline = settings(&temp_dir("bundled-default"), "http://127.0.0.1:9", true);
        let used = load_teacher(&source, &meta.game, meta.actions, &Device::Cpu, &offline).unwrap();
        assert_eq!(used.source, TeacherSource::Bundled(t.dir.clone()));
    }
}

#[test]
fn a_directory_given_as_a_source_is_read_as_a_teacher_directory() {
    let root = temp_dir("teacher-dir");
    let dir = bundled_fixture(&root);
    let source = TeacherSource::parse(dir.to_str().unwrap());
    assert_eq!(source, TeacherSource::Bundled(dir.clone()));
    let t = load_teacher(
        &source,
        "Breakout",
        4,
        &Device::Cpu,
        &HubSettings::offline(root.join("no-hub")),
    )
    .unwrap();
    assert_eq!(t.network.num_actions(), 4);
    // A directory without teacher.toml is an error that names it.
    let empty = root.join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let err = load_teacher(
        &TeacherSource::parse(empty.to_str().unwrap()),
        "Breakout",
        4,
        &Device::Cpu,
        &HubSettings::offline(root.join("no-hub")),
    )
    .unwrap_err()
    .to_string();
    assert!(
        err.contains("teacher.toml") && err.contains("empty"),
        "{err}"
    );
    std::fs::remove_dir_all(&root).unwrap();
}

/// An installed binary (`cargo install`, or one copied out of a release) has its bundled
/// teacher wherever it runs, with no checkout or assets beside it: the copy built into it,
/// written out into the user's cache.
#[test]
fn a_binary_copied_anywhere_finds_its_bundled_teacher() {
    let dir = temp_dir("installed");
    std::fs::create_dir_all(&dir).unwrap();
    let exe = dir.join("reincarnate");
    std::fs::copy(env!("CARGO_BIN_EXE_reincarnate"), &exe).unwrap();
    let home = dir.join("home");
    let out = std::process::Command::new(&exe)
        .args([
            "record",
            "--teacher",
            "bundled",
            "--env-id",
            "PongNoFrameskip-v4",
        ])
        .args(["--episodes", "1", "--max-steps", "20", "--out", "game.gif"])
        .current_dir(&dir)
        .env("HOME", &home)
        .env_remove("XDG_CACHE_HOME")
        .env_remove("REINCARNATE_ASSETS")
        .output()
        .unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(out.status.success(), "{stdout}{stderr}");
    let cache = home.join(".cache").join("reincarnate");
    assert!(
        stderr.contains(&format!("bundled teacher {}", cache.display())),
        "{stderr}"
    );
    assert!(dir.join("game.gif").is_file(), "{stdout}");
    std::fs::remove_dir_all(&dir).unwrap();
}
