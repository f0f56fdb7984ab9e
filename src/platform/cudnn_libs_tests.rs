use super::*;
use std::cell::RefCell;

/// A folder of stand-in files named as cuDNN's parts (`parts`), under a fresh temporary root.
fn folder(tag: &str, parts: &[&str]) -> PathBuf {
    let d = std::env::temp_dir().join(format!("reincarnate-cudnn-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    for p in parts {
        std::fs::write(d.join(part_file(p)), b"stand-in").unwrap();
    }
    d
}

const NEEDED: [&str; 5] = [
    "cudnn_graph",
    "cudnn_engines_precompiled",
    "cudnn_ops",
    "cudnn_cnn",
    "cudnn",
];

#[test]
fn the_folder_with_libcudnn_is_found_and_its_parts_load_in_dependency_order() {
    let empty = folder("empty", &[]);
    let other = folder("other", &["cudnn_ops"]);
    let mut all = NEEDED.to_vec();
    all.push("cudnn_heuristic");
    let wheel = folder("wheel", &all);
    let dirs = [empty.clone(), other.clone(), wheel.clone()];
    assert_eq!(find_cudnn(&dirs), Some(wheel.clone()));
    assert_eq!(find_cudnn(&dirs[..2]), None);
    let plan = cudnn_plan(&wheel).unwrap();
    let names: Vec<String> = plan
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    // The graph first, the engines and the heuristic (here) after it, then ops, cnn, and the
    // small library last; the optional runtime-compiled engines are not there.
    assert_eq!(
        names,
        [
            "libcudnn_graph.so.9",
            "libcudnn_engines_precompiled.so.9",
            "libcudnn_heuristic.so.9",
            "libcudnn_ops.so.9",
            "libcudnn_cnn.so.9",
            "libcudnn.so.9",
        ]
    );
    assert!(plan.iter().all(|p| p.parent() == Some(wheel.as_path())));
    for d in dirs {
        std::fs::remove_dir_all(d).unwrap();
    }
}

#[test]
fn a_folder_missing_a_needed_part_says_which() {
    let d = folder("partial", &["cudnn", "cudnn_graph", "cudnn_ops"]);
    let e = cudnn_plan(&d).unwrap_err();
    let text = e.to_string();
    assert!(
        text.contains("libcudnn_engines_precompiled.so.9, libcudnn_cnn.so.9")
            && text.contains(&d.display().to_string()),
        "{text}"
    );
    assert!(
        !text.contains("heuristic"),
        "optional parts are not asked for: {text}"
    );
    std::fs::remove_dir_all(d).unwrap();
}

#[test]
fn parts_loaded_before_what_they_need_are_loaded_again_after_it() {
    let files: Vec<PathBuf> = ["a", "b", "c", "d"].iter().map(PathBuf::from).collect();
    // "a" needs "c", "c" needs "b"; "d" never loads (an optional part without its NVRTC).
    let loaded = RefCell::new(Vec::<String>::new());
    let needs = |f: &str| match f {
        "a" => Some("c"),
        "c" => Some("b"),
        _ => None,
    };
    let failed = load_in_order(&files, |f| {
        let name = f.to_string_lossy().into_owned();
        if name == "d" {
            return Err("libnvrtc.so.13: cannot open shared object file".into());
        }
        match needs(&name) {
            Some(dep) if !loaded.borrow().iter().any(|l| l == dep) => {
                Err(format!("{dep}: not loaded"))
            }
            _ => {
                loaded.borrow_mut().push(name);
                Ok(())
            }
        }
    });
    assert_eq!(*loaded.borrow(), ["b", "c", "a"]);
    assert_eq!(
        failed,
        [(
            PathBuf::from("d"),
            "libnvrtc.so.13: cannot open shared object file".to_string()
        )]
    );
}

#[test]
fn versions_read_as_releases_and_only_cudnn_9_2_on_fits() {
    assert_eq!(version_text(90_800), "9.8.0");
    assert_eq!(version_text(91_301), "9.13.1");
    assert_eq!(version_text(8_907), "8.9.7");
    assert!(!version_fits(8_907));
    assert!(version_fits(90_200) && version_fits(91_300));
    assert!(!version_fits(90_100), "older than the bindings");
    assert!(!version_fits(100_000), "another major release");
    let info = CudnnInfo {
        version: 91_300,
        dir: Some(PathBuf::from("/w/nvidia/cudnn/lib")),
    };
    assert_eq!(info.summary(), "cuDNN 9.13.0 from /w/nvidia/cudnn/lib");
}

/// Builds `lib{name}.so.9` in `dir` from C source `body`, linked against `needs` (files in
/// `dir`, found by their sonames) and no search path: what cuDNN's wheel parts are to the
/// loader without `$ORIGIN`.
fn shared_library(dir: &Path, name: &str, body: &str, needs: &[&str]) -> PathBuf {
    let src = dir.join(format!("{name}.c"));
    std::fs::write(&src, body).unwrap();
    let out = dir.join(part_file(name));
    let mut cc = std::process::Command::new("cc");
    cc.args(["-shared", "-fPIC", "-o"])
        .arg(&out)
        .arg(&src)
        .arg(format!("-Wl,-soname,{}", part_file(name)))
        .arg(format!("-L{}", dir.display()));
    for n in needs {
        cc.arg(format!("-l:{}", part_file(n)));
    }
    let status = cc.status().expect("a C compiler (cc)");
    assert!(status.success(), "cc {name}");
    out
}

/// The dynamic loader's `dlopen` of a full path, kept loaded (as the probe loads parts).
fn dlopen(file: &Path) -> Result<(), String> {
    let c = std::ffi::CString::new(file.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: test libraries with no initialisers; the handle is kept for the process.
    let handle = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_GLOBAL) };
    if handle.is_null() {
        // SAFETY: dlerror's message after a failed dlopen, copied at once.
        let why = unsafe { std::ffi::CStr::from_ptr(libc::dlerror()) };
        Err(why.to_string_lossy().into_owned())
    } else {
        Ok(())
    }
}

#[test]
fn the_real_loader_takes_a_part_once_what_it_needs_is_loaded() {
    let dir = folder("loader", &[]);
    // Names of their own, so that no other test's libraries are taken for them.
    let tag = format!("rt{}", std::process::id());
    let graph = format!("{tag}_graph");
    let cnn = format!("{tag}_cnn");
    let base = shared_library(&dir, &graph, "int graph_part(void) { return 7; }", &[]);
    let top = shared_library(
        &dir,
        &cnn,
        "int graph_part(void); int cnn_part(void) { return graph_part() + 1; }",
        &[&graph],
    );
    // Loaded first, the part that needs the other fails: its dependency is on no path.
    let e = dlopen(&top).unwrap_err();
    assert!(e.contains(&part_file(&graph)), "{e}");
    // In the wrong order, the retry after the other loads it.
    let failed = load_in_order(&[top.clone(), base.clone()], dlopen);
    assert!(failed.is_empty(), "{failed:?}");
    let c = std::ffi::CString::new(part_file(&cnn)).unwrap();
    // SAFETY: looks the loaded library up by its soname, as cudarc finds cuDNN's.
    let found = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_NOLOAD) };
    assert!(!found.is_null(), "found again by its name");
    std::fs::remove_dir_all(dir).unwrap();
}
