//! Where a run's scalars go: a TensorBoard event file with CleanRL's tag names and a CSV of
//! the same values, written so that a run killed at any moment and resumed reads as if it had
//! never stopped (`resume.rs`).

pub mod csv;
pub mod resume;
pub mod tensorboard;

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// A log file that could not be read.
#[derive(Debug, thiserror::Error)]
#[error("{}: {source}", path.display())]
pub struct ReadError {
    /// The file.
    pub path: PathBuf,
    /// Why.
    pub source: std::io::Error,
}

impl ReadError {
    /// The error of reading `path`, for `map_err`.
    pub fn at(path: &Path) -> impl FnOnce(std::io::Error) -> ReadError + '_ {
        move |source| ReadError {
            path: path.to_path_buf(),
            source,
        }
    }
}

/// The CSV's name in a run directory.
pub const CSV_FILE: &str = "scalars.csv";

/// What a checkpoint records of its run's logs when it is written: each file this process
/// writes, its length and the last step logged to it. Everything after those lengths was
/// logged after the checkpoint, and a run resumed from it logs those steps again.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LogMark {
    /// The files, `scalars.csv` first.
    pub files: Vec<LoggedFile>,
}

/// One log file at a checkpoint.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoggedFile {
    /// Its name in the run directory.
    pub file: String,
    /// Its length in bytes.
    pub bytes: u64,
    /// The largest step logged to it, if any.
    pub last_step: Option<u64>,
}

impl LogMark {
    /// The entry of `file`, if the mark has one.
    pub fn file(&self, file: &str) -> Option<&LoggedFile> {
        self.files.iter().find(|f| f.file == file)
    }
}

/// A log file written by appending whole pieces unbuffered, one `write` each, which knows its
/// length and the largest step written to it (what a checkpoint records).
pub struct Appender {
    file: std::fs::File,
    bytes: u64,
    last_step: Option<u64>,
}

impl Appender {
    /// Appends to `file`, now `bytes` long and holding steps up to `last_step`.
    pub fn new(file: std::fs::File, bytes: u64, last_step: Option<u64>) -> Self {
        Self {
            file,
            bytes,
            last_step,
        }
    }

    /// Writes `data` in one `write`; it holds steps up to `max_step`.
    pub fn append(&mut self, data: &[u8], max_step: Option<u64>) -> std::io::Result<()> {
        use std::io::Write;
        if let Err(e) = self.file.write_all(data) {
            // A full disk may have taken part of it: the length is the file's.
            self.bytes = self.file.metadata().map_or(self.bytes, |m| m.len());
            return Err(e);
        }
        self.bytes += data.len() as u64;
        if let Some(max) = max_step {
            self.last_step = Some(self.last_step.map_or(max, |s| s.max(max)));
        }
        Ok(())
    }

    /// Puts what was written on the disk itself (at checkpoints).
    pub fn sync(&self) -> std::io::Result<()> {
        self.file.sync_data()
    }

    /// The file's length: everything written so far.
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// The largest step written so far (by this writer, or before it when told).
    pub fn last_step(&self) -> Option<u64> {
        self.last_step
    }
}

/// Both writers of a run directory. A new run's event file is created at its first scalar; a
/// resumed run's at once, with its purge (a finished run resumed, with nothing left to do,
/// leaves the directory as it was).
pub struct ScalarLog {
    run_dir: PathBuf,
    tb: Option<tensorboard::EventWriter>,
    /// The step a resumed run's event file purges from.
    purge_step: Option<u64>,
    csv: csv::CsvWriter,
}

impl ScalarLog {
    /// The logs of a new run in `run_dir`.
    pub fn create(run_dir: &Path) -> std::io::Result<Self> {
        Ok(Self {
            run_dir: run_dir.to_path_buf(),
            tb: None,
            purge_step: None,
            csv: csv::CsvWriter::open(&run_dir.join(CSV_FILE), None)?,
        })
    }

    /// The logs of a run resumed from the checkpoint `at`: `scalars.csv` is cut back to what
    /// the checkpoint had logged first (the rest kept in a file beside it, see
    /// [`resume::cut_back`]), and the new event file purges the steps after the checkpoint.
    pub fn resume(
        run_dir: &Path,
        at: &resume::ResumePoint,
    ) -> std::io::Result<(Self, Option<resume::Cut>)> {
        let (cut, last_step) = resume::cut_back(run_dir, at)?;
        let mut log = Self {
            run_dir: run_dir.to_path_buf(),
            tb: None,
            // Never before step 1: the teacher's evaluation is logged at step 0.
            purge_step: Some(at.from.max(1)),
            csv: csv::CsvWriter::open(&run_dir.join(CSV_FILE), last_step)?,
        };
        if !at.evaluated {
            // The purge goes on disk now, before this process can write a checkpoint: a
            // later resume from that checkpoint purges only from its own step, and the
            // points the killed process logged before it must be gone by then (this process
            // may reach it without logging anything).
            log.tb()?;
        }
        Ok((log, cut))
    }

    fn tb(&mut self) -> std::io::Result<&mut tensorboard::EventWriter> {
        if self.tb.is_none() {
            self.tb = Some(tensorboard::EventWriter::create(
                &self.run_dir,
                self.purge_step,
            )?);
        }
        Ok(self.tb.as_mut().expect("created above"))
    }

    /// Logs one scalar to both.
    pub fn scalar(&mut self, tag: &str, value: f64, step: u64) -> std::io::Result<()> {
        self.scalars(&[(tag, value, step)])
    }

    /// Logs several scalars to both, each file in one write.
    pub fn scalars(&mut self, rows: &[(&str, f64, u64)]) -> std::io::Result<()> {
        let tb = self.tb().and_then(|tb| tb.scalars(rows));
        let csv = self.csv.scalars(rows);
        tb.and(csv)
    }

    /// Puts both on the disk itself (at checkpoints).
    pub fn sync(&mut self) -> std::io::Result<()> {
        if let Some(tb) = &self.tb {
            tb.file().sync()?;
        }
        self.csv.file().sync()
    }

    /// Each file's length and last step now, for a checkpoint.
    pub fn mark(&self) -> LogMark {
        let csv = self.csv.file();
        let mut files = vec![LoggedFile {
            file: CSV_FILE.into(),
            bytes: csv.bytes(),
            last_step: csv.last_step(),
        }];
        if let Some(tb) = &self.tb {
            let file = tb
                .path()
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into());
            let out = tb.file();
            files.push(LoggedFile {
                file,
                bytes: out.bytes(),
                last_step: out.last_step(),
            });
        }
        LogMark { files }
    }
}
