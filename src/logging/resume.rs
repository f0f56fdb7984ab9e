//! A resumed run's logs, brought back to the checkpoint it resumes from.
//!
//! A process killed after its last checkpoint has logged steps that the resumed run does
//! again. Before the resumed run writes, `scalars.csv` is cut back to the length the
//! checkpoint recorded (its [`LogMark`]), which also drops a torn last line; what is cut is
//! kept beside it in `scalars.cut-from-step-{STEP}.csv`. The TensorBoard side needs no cut:
//! the resumed run's event file starts with a session start at the first step it logs again,
//! as PyTorch's `SummaryWriter(purge_step=...)` writes it, and TensorBoard (and our reader)
//! drop the earlier files' points from that step on.
//!
//! The trainer keeps the steps apart: everything logged before a checkpoint has a step below
//! the checkpoint's next step, everything after it that step or more (an evaluation after
//! `t` steps runs before step `t + 1`, after any checkpoint at `t`). The one exception is
//! the final evaluation, whose games are logged at steps 0, 1, ... after the run's last
//! checkpoint: the checkpoint says whether they were logged.

use super::csv::{parse, parse_row, CsvLog, HEADER};
use super::{LogMark, CSV_FILE};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The checkpoint a run resumes from, as far as its logs are concerned.
#[derive(Clone, Copy, Debug)]
pub struct ResumePoint<'a> {
    /// The first step a run resumed from it logs again (rows of a checkpoint without a
    /// record are cut from there).
    pub from: u64,
    /// What it recorded of the logs (checkpoints of older versions have nothing).
    pub mark: Option<&'a LogMark>,
    /// Whether the final evaluation's rows (`eval/...`) belong to it: a finished run's
    /// checkpoint once that evaluation is logged.
    pub evaluated: bool,
}

/// What [`cut_back`] took out of `scalars.csv`.
#[derive(Clone, Debug, PartialEq)]
pub struct Cut {
    /// The first step the resumed run logs again.
    pub from: u64,
    /// Whole rows cut.
    pub rows: usize,
    /// Whether the file ended in an unfinished line (a process killed mid-write).
    pub unfinished: bool,
    /// Where they are kept.
    pub kept_in: PathBuf,
}

impl std::fmt::Display for Cut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = match (self.rows, self.unfinished) {
            (0, true) => "an unfinished last line".to_string(),
            (1, u) => format!("1 row{}", if u { " and an unfinished line" } else { "" }),
            (n, u) => format!("{n} rows{}", if u { " and an unfinished line" } else { "" }),
        };
        write!(
            f,
            "{CSV_FILE}: {what} logged after the checkpoint (from step {} on) moved to {} (the \
             resumed run logs those steps again)",
            self.from,
            self.kept_in.display()
        )
    }
}

/// How much of `text` (a `scalars.csv`) the checkpoint `at` stands for, in bytes: the
/// length it recorded when that is a whole number of lines of this file; for a checkpoint
/// without a record, the whole lines up to the first row at or after its `from` step (or of
/// the final evaluation, unless it belongs to the checkpoint).
pub fn kept_len(text: &[u8], at: &ResumePoint) -> usize {
    let marked = at
        .mark
        .and_then(|m| m.file(CSV_FILE))
        .and_then(|f| usize::try_from(f.bytes).ok())
        .filter(|&b| b <= text.len() && (b == 0 || text[b - 1] == b'\n'));
    if let Some(b) = marked {
        return b;
    }
    let mut end = 0;
    for line in text.split_inclusive(|&b| b == b'\n') {
        let Some(line_text) = line.strip_suffix(b"\n") else {
            break;
        };
        if let Some((tag, step, _)) = parse_row(line_text) {
            if step >= at.from || (!at.evaluated && tag.starts_with("eval/")) {
                break;
            }
        }
        end += line.len();
    }
    end
}

/// The rows of `run_dir`'s `scalars.csv` that the checkpoint `at` stands for (what a resumed
/// run keeps): the history a viewer of `--resume --serve` is sent.
pub fn rows_at_checkpoint(run_dir: &Path, at: &ResumePoint) -> Result<CsvLog, super::ReadError> {
    let path = run_dir.join(CSV_FILE);
    let text = std::fs::read(&path).map_err(super::ReadError::at(&path))?;
    Ok(parse(&text[..kept_len(&text, at)]))
}

/// `base`, or `base` with `.1`, `.2`, ... before its extension: the first that does not
/// exist.
fn unused_path(dir: &Path, stem: &str, ext: &str) -> PathBuf {
    let mut path = dir.join(format!("{stem}.{ext}"));
    let mut k = 1;
    while path.exists() {
        path = dir.join(format!("{stem}.{k}.{ext}"));
        k += 1;
    }
    path
}

/// Cuts `run_dir`'s `scalars.csv` back to what the checkpoint `at` stands for ([`kept_len`]).
/// The rest is first written (and synced) to `scalars.cut-from-step-{STEP}.csv` under the
/// same header, so a process killed during the cut loses nothing and a later resume cuts
/// again. Returns what was cut, if anything, and the last step the kept part holds.
pub fn cut_back(run_dir: &Path, at: &ResumePoint) -> std::io::Result<(Option<Cut>, Option<u64>)> {
    let path = run_dir.join(CSV_FILE);
    let text = match std::fs::read(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok((None, None)),
        Err(e) => return Err(e),
    };
    let keep = kept_len(&text, at);
    let last_step = parse(&text[..keep]).rows.iter().map(|r| r.1).max();
    if keep == text.len() {
        return Ok((None, last_step));
    }
    let rest = &text[keep..];
    let tail = parse(rest);
    let kept_in = unused_path(
        run_dir,
        &format!("scalars.cut-from-step-{}", at.from),
        "csv",
    );
    let mut content = format!("{HEADER}\n").into_bytes();
    content.extend_from_slice(rest);
    if !content.ends_with(b"\n") {
        content.push(b'\n');
    }
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&kept_in)?;
    f.write_all(&content)?;
    f.sync_all()?;
    let csv = std::fs::OpenOptions::new().write(true).open(&path)?;
    csv.set_len(keep as u64)?;
    csv.sync_all()?;
    Ok((
        Some(Cut {
            from: at.from,
            rows: tail.rows.len() + tail.damaged.len(),
            unfinished: tail.unfinished,
            kept_in,
        }),
        last_step,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logging::LoggedFile;

    const LOG: &str = "tag,step,value,wall_time\n\
        charts/teacher/avg_episodic_return,0,19.5,1.0\n\
        losses/loss,100,0.5,2.0\n\
        charts/episodic_return,180,-21,3.0\n\
        losses/loss,200,0.4,4.0\n\
        charts/episodic_return,260,-20,5.0\n\
        losses/loss,300,0.3,6.0\n\
        losses/td_lo";

    fn mark(bytes: usize) -> LogMark {
        LogMark {
            files: vec![LoggedFile {
                file: CSV_FILE.into(),
                bytes: bytes as u64,
                last_step: None,
            }],
        }
    }

    #[test]
    fn the_checkpoints_record_decides_what_is_kept_else_its_step() {
        let text = LOG.as_bytes();
        let upto = |row: &str| LOG.find(row).unwrap() + row.len() + 1;
        let at_200 = upto("losses/loss,200,0.4,4.0");
        let m = mark(at_200);
        let with_mark = ResumePoint {
            from: 251,
            mark: Some(&m),
            evaluated: false,
        };
        // The record wins over the step: the game at 260 came after the checkpoint.
        assert_eq!(kept_len(text, &with_mark), at_200);
        // Without a record, or one that does not end a line of this file: by step.
        let no_mark = ResumePoint {
            mark: None,
            ..with_mark
        };
        assert_eq!(kept_len(text, &no_mark), upto("losses/loss,200,0.4,4.0"));
        let bad = mark(at_200 + 3);
        let bad_mark = ResumePoint {
            mark: Some(&bad),
            ..with_mark
        };
        assert_eq!(kept_len(text, &bad_mark), at_200);
        // Past the end: whole lines only, never the torn one.
        let late = ResumePoint {
            from: 10_001,
            mark: None,
            evaluated: false,
        };
        assert_eq!(kept_len(text, &late), upto("losses/loss,300,0.3,6.0"));
        // A final evaluation's rows (steps 0..n) do not belong to a checkpoint before it.
        let done =
            "tag,step,value,wall_time\nlosses/loss,100,0.5,2.0\neval/episodic_return,0,3,9\n";
        let before_eval = ResumePoint {
            from: 101,
            mark: None,
            evaluated: false,
        };
        assert_eq!(
            kept_len(done.as_bytes(), &before_eval),
            done.find("eval/").unwrap()
        );
        let after_eval = ResumePoint {
            evaluated: true,
            ..before_eval
        };
        assert_eq!(kept_len(done.as_bytes(), &after_eval), done.len());
    }

    #[test]
    fn the_cut_is_kept_beside_the_log_and_a_second_cut_does_not_overwrite_it() {
        let dir = std::env::temp_dir().join(format!("reincarnate-cut-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let csv = dir.join(CSV_FILE);
        std::fs::write(&csv, LOG).unwrap();
        let at = ResumePoint {
            from: 201,
            mark: None,
            evaluated: false,
        };
        let (cut, last) = cut_back(&dir, &at).unwrap();
        let cut = cut.unwrap();
        assert_eq!(last, Some(200));
        assert_eq!((cut.rows, cut.unfinished), (2, true));
        assert_eq!(
            cut.to_string(),
            format!(
                "scalars.csv: 2 rows and an unfinished line logged after the checkpoint (from \
                 step 201 on) moved to {} (the resumed run logs those steps again)",
                dir.join("scalars.cut-from-step-201.csv").display()
            )
        );
        let kept = std::fs::read_to_string(&csv).unwrap();
        assert!(kept.ends_with("losses/loss,200,0.4,4.0\n"), "{kept}");
        let moved = std::fs::read_to_string(&cut.kept_in).unwrap();
        assert_eq!(
            moved,
            "tag,step,value,wall_time\ncharts/episodic_return,260,-20,5.0\n\
             losses/loss,300,0.3,6.0\nlosses/td_lo\n"
        );
        // Nothing left to cut.
        assert_eq!(cut_back(&dir, &at).unwrap(), (None, Some(200)));
        // The resumed process was killed before its next checkpoint too.
        std::fs::write(&csv, format!("{kept}losses/loss,300,0.31,7.0\n")).unwrap();
        let (again, _) = cut_back(&dir, &at).unwrap();
        let again = again.unwrap();
        assert_eq!(again.kept_in, dir.join("scalars.cut-from-step-201.1.csv"));
        assert_eq!(std::fs::read_to_string(&cut.kept_in).unwrap(), moved);
        assert_eq!(std::fs::read_to_string(&csv).unwrap(), kept);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
