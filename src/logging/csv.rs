//! The same scalars as the TensorBoard file, as CSV (`tag,step,value,wall_time`), for
//! spreadsheets and scripts.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

/// Appends scalars to a CSV file.
pub struct CsvWriter {
    out: BufWriter<File>,
}

impl CsvWriter {
    /// Opens `path` for appending (a resumed run goes on in the same file), writing the
    /// header if the file is new.
    pub fn open(path: &Path) -> std::io::Result<Self> {
        let new = !path.exists();
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)?;
        let mut out = BufWriter::new(file);
        if new {
            writeln!(out, "tag,step,value,wall_time")?;
        }
        Ok(Self { out })
    }

    /// Adds one scalar.
    pub fn scalar(&mut self, tag: &str, value: f64, step: u64) -> std::io::Result<()> {
        let t = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        writeln!(self.out, "{tag},{step},{value},{t:.3}")
    }

    /// Writes buffered rows to disk.
    pub fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}
