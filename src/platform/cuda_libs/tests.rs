use super::*;

#[test]
fn only_the_binarys_cuda_release_of_each_library_is_taken() {
    assert_eq!(library_files("cublas", Some(13)), ["libcublas.so.13"]);
    assert_eq!(library_files("cublasLt", Some(12)), ["libcublasLt.so.12"]);
    assert_eq!(library_files("nvrtc", Some(13)), ["libnvrtc.so.13"]);
    // cuRAND's soname did not follow CUDA's releases.
    assert_eq!(library_files("curand", Some(13)), ["libcurand.so.10"]);
    // A toolkit of another release beside the right one: only the other files are named.
    let tmp = std::env::temp_dir().join(format!("reincarnate-cuda-other-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let (a, b) = (tmp.join("cuda-12/lib64"), tmp.join("wheels"));
    std::fs::create_dir_all(&a).unwrap();
    std::fs::create_dir_all(&b).unwrap();
    for f in [
        "libcublas.so",
        "libcublas.so.12",
        "libcublas.so.12.8.4.1",
        "libcublasLt.so.12",
    ] {
        std::fs::write(a.join(f), b"").unwrap();
    }
    std::fs::write(b.join("libcublas.so.13"), b"").unwrap();
    let wanted = library_files("cublas", Some(13));
    assert_eq!(
        other_versions(&[a.clone(), b.clone()], "cublas", &wanted),
        [a.join("libcublas.so.12"), a.join("libcublas.so.12.8.4.1")]
    );
    assert_eq!(
        find_in(&[a.clone(), b.clone()], &wanted),
        Some(b.join("libcublas.so.13"))
    );
    assert!(other_versions(&[b], "cublas", &wanted).is_empty());
    std::fs::remove_dir_all(&tmp).unwrap();
}

#[test]
fn a_loaded_library_is_named_by_the_file_the_loader_opened() {
    // The C library is loaded in every process; the file is the one the system's search
    // found for its soname.
    let libc = loaded_file("libc.so.6").expect("libc.so.6 is loaded");
    assert!(libc.is_absolute() && libc.exists(), "{}", libc.display());
    let real = std::fs::canonicalize(&libc).unwrap();
    assert!(
        real.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("libc"),
        "{}",
        real.display()
    );
    // A library that is not loaded is not loaded by asking.
    assert_eq!(loaded_file("libreincarnate-not-a-library.so.9"), None);
    assert_eq!(loaded_file("libz-not-loaded-here.so.1"), None);
}

/// A fake home with the wheels' layouts of CUDA 13 and 12, and an environment.
#[test]
fn the_wheels_folders_are_found_where_pip_puts_them() {
    let tmp = std::env::temp_dir().join(format!("reincarnate-cuda-libs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let home = tmp.join("home");
    let cu13 =
        home.join(".cache/reincarnate/cuda-13.0.88/lib/python3.13/site-packages/nvidia/cu13/lib");
    let user12 = home.join(".local/lib/python3.11/site-packages/nvidia/cublas/lib");
    let venv = tmp.join("venv");
    let venv_lib = venv.join("lib/python3.12/site-packages/nvidia/cu13/lib");
    let extra = tmp.join("extra");
    for d in [&cu13, &user12, &venv_lib, &extra] {
        std::fs::create_dir_all(d).unwrap();
    }
    // Not a wheel's folder: no lib/ inside.
    std::fs::create_dir_all(home.join(".local/lib/python3.11/site-packages/nvidia/cudnn")).unwrap();
    let vars = |k: &str| match k {
        LIBS_VAR => Some(format!("{}:/nonexistent:", extra.display())),
        "VIRTUAL_ENV" => Some(venv.display().to_string()),
        _ => None,
    };
    let dirs = search_dirs(&vars, Some(&home));
    let pos = |d: &Path| dirs.iter().position(|x| x == d);
    assert_eq!(pos(&extra), Some(0), "{dirs:?}");
    assert!(
        pos(&cu13).is_some() && pos(&venv_lib).is_some() && pos(&user12).is_some(),
        "{dirs:?}"
    );
    assert!(
        pos(&cu13) < pos(&venv_lib) && pos(&venv_lib) < pos(&user12),
        "{dirs:?}"
    );
    assert!(!dirs
        .iter()
        .any(|d| d.ends_with("cudnn/lib") || d == Path::new("/nonexistent")));
    // A library is found by any of its names, in the folders' order.
    std::fs::write(user12.join("libcublas.so.12"), b"").unwrap();
    std::fs::write(cu13.join("libcublas.so.13"), b"").unwrap();
    let names = [
        "libcublas.so".to_string(),
        "libcublas.so.13".into(),
        "libcublas.so.12".into(),
    ];
    assert_eq!(find_in(&dirs, &names), Some(cu13.join("libcublas.so.13")));
    assert_eq!(find_in(&dirs, &["libcurand.so.10".to_string()]), None);
    std::fs::remove_dir_all(&tmp).unwrap();
}

#[test]
fn the_drivers_release_is_read_from_the_kernel_modules_text() {
    let closed = "NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.82.07  Wed Aug 27 2025\n\
                      GCC version:  gcc version 12.2.0 (Debian 12.2.0-14)\n";
    assert_eq!(driver_release(closed).as_deref(), Some("580.82.07"));
    let open =
        "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  570.133.20  Release Build\n";
    assert_eq!(driver_release(open).as_deref(), Some("570.133.20"));
    assert_eq!(driver_release("GCC version: 12.2.0\n"), None);
    assert_eq!(driver_release(""), None);
}

#[test]
fn a_loaded_librarys_file_is_read_from_the_maps() {
    let maps = "7f00-7f01 r--p 00000000 08:01 123 /usr/lib/x86_64-linux-gnu/libc.so.6\n\
                    7f02-7f03 r-xp 00001000 08:01 456 /opt/w/nvidia/cu13/lib/libcublasLt.so.13\n\
                    7f04-7f05 rw-p 00000000 00:00 0 \n\
                    7f06-7f07 r--p 00000000 00:00 0 [vdso]\n";
    let names = ["libcublasLt.so".to_string(), "libcublasLt.so.13".into()];
    assert_eq!(
        mapped_file(maps, &names),
        Some(PathBuf::from("/opt/w/nvidia/cu13/lib/libcublasLt.so.13"))
    );
    assert_eq!(mapped_file(maps, &["libcurand.so.10".to_string()]), None);
}

#[test]
fn driver_versions_read_as_cuda_writes_them() {
    assert_eq!(version_text(13000), "13.0");
    assert_eq!(version_text(12080), "12.8");
    assert_eq!(version_text(11040), "11.4");
}

#[cfg(not(feature = "cuda"))]
#[test]
fn a_build_without_cuda_says_so() {
    assert!(probe().unwrap_err().to_string().contains("build_cuda.sh"));
}
