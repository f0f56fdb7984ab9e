//! The same scalars as the TensorBoard file, as CSV (`tag,step,value,wall_time`), for
//! spreadsheets and scripts.
//!
//! Each row goes to the file in one `write` of a whole line, unbuffered, so a process killed
//! at any moment leaves at most its last line unfinished (and, as far as a kernel allows, not
//! even that). Readers skip a damaged line instead of stopping at it, and say how many they
//! skipped; a resumed run cuts the file back to its checkpoint first (`logging::resume`).

use super::Appender;
use std::fs::File;
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

/// The first line of every `scalars.csv`.
pub const HEADER: &str = "tag,step,value,wall_time";

/// Appends scalars to a CSV file, one whole line per write.
pub struct CsvWriter {
    out: Appender,
}

impl CsvWriter {
    /// Opens `path` for appending (a resumed run goes on in the same file), writing the
    /// header if the file is new or empty. A file whose last line is unfinished (a killed
    /// process) gets a line break first, so that the new rows stay whole; `last_step` is the
    /// last step the file already holds, when known.
    pub fn open(path: &Path, last_step: Option<u64>) -> std::io::Result<Self> {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)?;
        let bytes = file.metadata()?.len();
        let mut out = Appender::new(file, bytes, last_step);
        if bytes == 0 {
            out.append(format!("{HEADER}\n").as_bytes(), None)?;
        } else if !ends_with_newline(path, bytes)? {
            out.append(b"\n", None)?;
        }
        Ok(Self { out })
    }

    /// Adds one scalar.
    pub fn scalar(&mut self, tag: &str, value: f64, step: u64) -> std::io::Result<()> {
        self.scalars(&[(tag, value, step)])
    }

    /// Adds several scalars in one write (all of them or, killed mid-write, a prefix).
    pub fn scalars(&mut self, rows: &[(&str, f64, u64)]) -> std::io::Result<()> {
        let t = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        let mut text = String::with_capacity(64 * rows.len());
        for (tag, value, step) in rows {
            text.push_str(&format!("{tag},{step},{value},{t:.3}\n"));
        }
        self.out
            .append(text.as_bytes(), rows.iter().map(|r| r.2).max())
    }

    /// The file as written: length, last step, sync.
    pub fn file(&self) -> &Appender {
        &self.out
    }
}

fn ends_with_newline(path: &Path, len: u64) -> std::io::Result<bool> {
    use std::io::{Read, Seek, SeekFrom};
    let mut f = File::open(path)?;
    f.seek(SeekFrom::Start(len - 1))?;
    let mut last = [0u8];
    f.read_exact(&mut last)?;
    Ok(last[0] == b'\n')
}

/// `(tag, step, value)` rows of a scalar log.
pub type Rows = Vec<(String, u64, f64)>;

/// A `scalars.csv` read back.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CsvLog {
    /// Its rows, in file order.
    pub rows: Rows,
    /// The numbers (from 1) of complete lines that are not `tag,step,value,time`: skipped.
    pub damaged: Vec<usize>,
    /// The file ends in the middle of a line (a run still writing, or one that was killed):
    /// that piece is not a row.
    pub unfinished: bool,
}

impl CsvLog {
    /// One line for a warning about the skipped lines, if any were skipped.
    pub fn damage(&self) -> Option<String> {
        let first = self.damaged.first()?;
        Some(match self.damaged.len() {
            1 => format!("skipped 1 damaged line (line {first})"),
            n => format!("skipped {n} damaged lines (the first is line {first})"),
        })
    }
}

/// One row of the file, if `line` is one.
pub fn parse_row(line: &[u8]) -> Option<(String, u64, f64)> {
    let line = std::str::from_utf8(line).ok()?;
    let f: Vec<&str> = line.split(',').collect();
    if f.len() != 4 || f[0].is_empty() || glued(f[0]) {
        return None;
    }
    let (step, value, _time): (u64, f64, f64) =
        (f[1].parse().ok()?, f[2].parse().ok()?, f[3].parse().ok()?);
    Some((f[0].to_string(), step, value))
}

/// Whether `tag` holds the start of a second tag: a line cut inside its tag with the next
/// line glued to it (what a killed writer without whole-line writes left) still has four
/// fields.
fn glued(tag: &str) -> bool {
    ["charts/", "losses/", "eval/", "eval_games/"]
        .iter()
        .any(|prefix| tag.match_indices(prefix).any(|(i, _)| i > 0))
}

/// Reads the text of a `scalars.csv`: every row that parses; damaged lines in the middle are
/// skipped and counted, an unfinished last line is noted.
pub fn parse(text: &[u8]) -> CsvLog {
    let mut log = CsvLog::default();
    let complete = match text.iter().rposition(|&b| b == b'\n') {
        Some(end) => {
            log.unfinished = end + 1 < text.len();
            &text[..end + 1]
        }
        None => {
            log.unfinished = !text.is_empty();
            &text[..0]
        }
    };
    let Some(lines) = complete.strip_suffix(b"\n") else {
        return log;
    };
    for (i, line) in lines.split(|&b| b == b'\n').enumerate() {
        if i == 0 && line == HEADER.as_bytes() {
            continue;
        }
        match parse_row(line) {
            Some(row) => log.rows.push(row),
            None => log.damaged.push(i + 1),
        }
    }
    log
}

/// Reads a `scalars.csv` (see [`parse`]).
pub fn read(path: &Path) -> Result<CsvLog, super::ReadError> {
    let text = std::fs::read(path).map_err(super::ReadError::at(path))?;
    Ok(parse(&text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn damaged_lines_are_skipped_and_counted_and_an_unfinished_end_is_noted() {
        let text = b"tag,step,value,wall_time\n\
            a,1,0.5,10.0\n\
            losses/td_loss,1720,0.0losses/loss,1020,0.0012,11.0\n\
            a,2,1.5,12.0\n\
            \xff\xfe,3,1,1\n\
            charts/episodic_retcharts/episodic_return,3,1,1\n\
            b,3,2.5,13.0\n\
            a,4,0.";
        let log = parse(text);
        assert_eq!(
            log.rows,
            [
                ("a".to_string(), 1, 0.5),
                ("a".to_string(), 2, 1.5),
                ("b".to_string(), 3, 2.5)
            ]
        );
        assert_eq!(log.damaged, [3, 5, 6]);
        assert!(log.unfinished);
        assert_eq!(
            log.damage().unwrap(),
            "skipped 3 damaged lines (the first is line 3)"
        );
        let whole = parse(b"tag,step,value,wall_time\na,1,0.5,10.0\n");
        assert_eq!(whole.rows.len(), 1);
        assert!(whole.damaged.is_empty() && !whole.unfinished && whole.damage().is_none());
        assert_eq!(parse(b"").rows.len(), 0);
        assert!(parse(b"tag,st").unfinished);
    }

    #[test]
    fn rows_are_written_whole_and_a_torn_end_does_not_glue_to_the_next_row() {
        let dir = std::env::temp_dir().join(format!("reincarnate-csv-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("scalars.csv");
        let _ = std::fs::remove_file(&path);
        let mut w = CsvWriter::open(&path, None).unwrap();
        w.scalar("a", 0.5, 1).unwrap();
        w.scalars(&[("b", 1.0, 7), ("c", 2.0, 3)]).unwrap();
        assert_eq!(w.file().bytes(), std::fs::metadata(&path).unwrap().len());
        assert_eq!(w.file().last_step(), Some(7));
        drop(w);
        // A killed process left half a line.
        let mut f = std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap();
        f.write_all(b"d,8,0.").unwrap();
        drop(f);
        let mut w = CsvWriter::open(&path, Some(7)).unwrap();
        w.scalar("e", 3.0, 9).unwrap();
        let log = read(&path).unwrap();
        let tags: Vec<&str> = log.rows.iter().map(|r| r.0.as_str()).collect();
        assert_eq!(tags, ["a", "b", "c", "e"]);
        assert_eq!(log.damaged, [5]);
        assert!(!log.unfinished);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
