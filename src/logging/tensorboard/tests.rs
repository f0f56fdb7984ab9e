use super::*;
use std::io::Write;

#[test]
fn crc32c_known_value() {
    // The standard check value of CRC-32C.
    assert_eq!(crc32c(b"123456789"), 0xE306_9283);
}

#[test]
fn scalars_round_trip() {
    let dir = std::env::temp_dir().join(format!("reincarnate-tb-{}", std::process::id()));
    let mut w = EventWriter::create(&dir, None).unwrap();
    w.scalar("charts/episodic_return", 12.5, 100).unwrap();
    w.scalar("losses/td_loss", 0.25, 200).unwrap();
    assert_eq!(w.file().bytes(), std::fs::metadata(w.path()).unwrap().len());
    assert_eq!(w.file().last_step(), Some(200));
    let got = read_scalars(w.path()).unwrap();
    assert_eq!(
        got,
        [
            ("charts/episodic_return".to_string(), 100, 12.5),
            ("losses/td_loss".to_string(), 200, 0.25)
        ]
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_resumed_writer_purges_what_the_killed_one_logged_after_the_checkpoint() {
    let dir = std::env::temp_dir().join(format!("reincarnate-tb-purge-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut first = EventWriter::create(&dir, None).unwrap();
    first
        .scalars(&[
            ("a", 1.0, 10),
            ("a", 2.0, 20),
            ("b", 3.0, 30),
            ("a", 4.0, 40),
        ])
        .unwrap();
    // Killed mid-record: half of a record at the end.
    let torn = record(&event(0.0, 50, EventBody::Scalar("a", 5.0)));
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(first.path())
        .unwrap();
    f.write_all(&torn[..torn.len() / 2]).unwrap();
    // Resumed from the checkpoint at step 20, in the same second.
    let mut second = EventWriter::create(&dir, Some(21)).unwrap();
    assert!(second.path() > first.path(), "{:?}", second.path());
    second.scalars(&[("a", 6.0, 30), ("b", 7.0, 30)]).unwrap();
    let files = event_files(&dir).unwrap();
    assert_eq!(files, [first.path(), second.path()]);
    let log = read_event_files(&files).unwrap();
    let got: Vec<(&str, u64, f32)> = log.rows.iter().map(|r| (r.0.as_str(), r.1, r.2)).collect();
    assert_eq!(
        got,
        [
            ("a", 10, 1.0),
            ("a", 20, 2.0),
            ("a", 30, 6.0),
            ("b", 30, 7.0)
        ]
    );
    assert_eq!(log.purged, 2);
    assert_eq!(
        log.ends,
        [(first.path().to_path_buf(), FileEnd::Unfinished)]
    );
    assert!(!log.damaged());
    // A flipped byte in the middle of a file is damage, not an unfinished end.
    let mut bytes = std::fs::read(first.path()).unwrap();
    bytes[60] ^= 0xff;
    std::fs::write(first.path(), bytes).unwrap();
    let log = read_event_files(&files).unwrap();
    assert!(log.damaged(), "{:?}", log.ends);
    assert!(log.damage().unwrap().contains("fails its CRC"));
    std::fs::remove_dir_all(&dir).unwrap();
}
