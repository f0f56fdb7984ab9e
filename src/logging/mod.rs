//! Where a run's scalars go: a TensorBoard event file with CleanRL's tag names and a CSV of
//! the same values.

pub mod csv;
pub mod tensorboard;

use std::path::Path;

/// Both writers of a run directory.
pub struct ScalarLog {
    tb: tensorboard::EventWriter,
    csv: csv::CsvWriter,
}

impl ScalarLog {
    /// Opens the writers in `run_dir` (a new event file; `scalars.csv` appended to).
    pub fn open(run_dir: &Path) -> std::io::Result<Self> {
        Ok(Self {
            tb: tensorboard::EventWriter::create(run_dir)?,
            csv: csv::CsvWriter::open(&run_dir.join("scalars.csv"))?,
        })
    }

    /// Logs one scalar to both.
    pub fn scalar(&mut self, tag: &str, value: f64, step: u64) -> std::io::Result<()> {
        self.tb.scalar(tag, value, step)?;
        self.csv.scalar(tag, value, step)
    }

    /// Flushes both to disk.
    pub fn flush(&mut self) -> std::io::Result<()> {
        self.tb.flush()?;
        self.csv.flush()
    }
}
