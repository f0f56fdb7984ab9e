//! A TensorBoard event-file writer for scalars, written from the format itself: records of
//! `[u64 length][u32 masked CRC-32C of length][Event protobuf][u32 masked CRC-32C of data]`,
//! where an `Event` holds `wall_time` (field 1, double), `step` (2, int64) and one of
//! `file_version` (3, string), a `Summary` (5) of `Value`s (`tag` 1, `simple_value` 2) or a
//! `SessionLog` (7) whose `status` (1) START asks readers to drop earlier points from `step`.

use super::Appender;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// CRC-32C (Castagnoli), as TFRecord uses it.
pub fn crc32c(data: &[u8]) -> u32 {
    static TABLE: std::sync::OnceLock<[u32; 256]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = [0u32; 256];
        for (i, e) in t.iter_mut().enumerate() {
            let mut c = i as u32;
            for _ in 0..8 {
                c = if c & 1 != 0 {
                    (c >> 1) ^ 0x82F6_3B78
                } else {
                    c >> 1
                };
            }
            *e = c;
        }
        t
    });
    !data.iter().fold(!0u32, |c, &b| {
        table[((c ^ b as u32) & 0xff) as usize] ^ (c >> 8)
    })
}

/// TFRecord's masked CRC.
pub fn masked_crc(data: &[u8]) -> u32 {
    let c = crc32c(data);
    (c.rotate_right(15)).wrapping_add(0xa282_ead8)
}

fn varint(mut v: u64, out: &mut Vec<u8>) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn key(field: u32, wire: u32, out: &mut Vec<u8>) {
    varint(((field << 3) | wire) as u64, out);
}

fn bytes_field(field: u32, data: &[u8], out: &mut Vec<u8>) {
    key(field, 2, out);
    varint(data.len() as u64, out);
    out.extend_from_slice(data);
}

/// Encodes an `Event` with a scalar summary, the file-version header, or a session start
/// (`SessionLog { status: START }`, what `SummaryWriter(purge_step=...)` writes).
fn event(wall_time: f64, step: i64, body: EventBody) -> Vec<u8> {
    let mut e = Vec::with_capacity(64);
    key(1, 1, &mut e);
    e.extend_from_slice(&wall_time.to_le_bytes());
    key(2, 0, &mut e);
    varint(step as u64, &mut e);
    match body {
        EventBody::Version(v) => bytes_field(3, v.as_bytes(), &mut e),
        EventBody::Scalar(tag, value) => {
            let mut val = Vec::with_capacity(tag.len() + 8);
            bytes_field(1, tag.as_bytes(), &mut val);
            key(2, 5, &mut val);
            val.extend_from_slice(&value.to_le_bytes());
            let mut summary = Vec::with_capacity(val.len() + 2);
            bytes_field(1, &val, &mut summary);
            bytes_field(5, &summary, &mut e);
        }
        EventBody::SessionStart => {
            let mut log = Vec::with_capacity(2);
            key(1, 0, &mut log);
            varint(SESSION_START, &mut log);
            bytes_field(7, &log, &mut e);
        }
    }
    e
}

/// `SessionLog.START`.
const SESSION_START: u64 = 1;

/// What an event carries.
enum EventBody<'a> {
    Version(&'a str),
    Scalar(&'a str, f32),
    SessionStart,
}

/// A TFRecord: length, its CRC, data, its CRC.
fn record(data: &[u8]) -> Vec<u8> {
    let len = (data.len() as u64).to_le_bytes();
    let mut out = Vec::with_capacity(data.len() + 16);
    out.extend_from_slice(&len);
    out.extend_from_slice(&masked_crc(&len).to_le_bytes());
    out.extend_from_slice(data);
    out.extend_from_slice(&masked_crc(data).to_le_bytes());
    out
}

/// Writes scalars to `events.out.tfevents.{time}.{host}.{pid}` in a directory, one whole
/// record per write, unbuffered (a killed process leaves at most its last record cut).
pub struct EventWriter {
    out: Appender,
    path: PathBuf,
}

fn now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// The time in the name of the event files in `dir`: TensorBoard reads a directory's files
/// in name order, so a new file must sort after every file already there.
fn file_time(dir: &Path) -> u64 {
    let newest = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.strip_prefix("events.out.tfevents.")?
                .split('.')
                .next()?
                .parse::<u64>()
                .ok()
        })
        .max();
    let now = now() as u64;
    newest.map_or(now, |t| now.max(t + 1))
}

impl EventWriter {
    /// Creates a new event file in `dir`. With `purge_step`, the file starts as a resumed
    /// `SummaryWriter(purge_step=...)` does: a session start at that step, which makes
    /// TensorBoard drop the earlier files' points at or after it (logged by a process that
    /// was stopped before its next checkpoint, and done again by this one).
    pub fn create(dir: &Path, purge_step: Option<u64>) -> std::io::Result<Self> {
        std::fs::create_dir_all(dir)?;
        let host = std::env::var("HOSTNAME").unwrap_or_else(|_| "localhost".into());
        let path = dir.join(format!(
            "events.out.tfevents.{:010}.{host}.{}",
            file_time(dir),
            std::process::id()
        ));
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)?;
        let mut out = Appender::new(file, 0, None);
        let step = purge_step.unwrap_or(0);
        let mut head = record(&event(
            now(),
            step as i64,
            EventBody::Version("brain.Event:2"),
        ));
        if purge_step.is_some() {
            head.extend(record(&event(now(), step as i64, EventBody::SessionStart)));
        }
        out.append(&head, None)?;
        Ok(Self { out, path })
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Adds one scalar (`SummaryWriter.add_scalar(tag, value, step)`).
    pub fn scalar(&mut self, tag: &str, value: f64, step: u64) -> std::io::Result<()> {
        self.scalars(&[(tag, value, step)])
    }

    /// Adds several scalars in one write.
    pub fn scalars(&mut self, rows: &[(&str, f64, u64)]) -> std::io::Result<()> {
        let t = now();
        let mut data = Vec::with_capacity(rows.len() * 64);
        for (tag, value, step) in rows {
            data.extend(record(&event(
                t,
                *step as i64,
                EventBody::Scalar(tag, *value as f32),
            )));
        }
        self.out.append(&data, rows.iter().map(|r| r.2).max())
    }

    /// The file as written: length, last step, sync.
    pub fn file(&self) -> &Appender {
        &self.out
    }
}

/// One scalar read back: `(tag, step, value)`.
pub type Scalar = (String, u64, f32);

/// What one record held.
enum Record {
    /// Scalars.
    Scalars(Vec<Scalar>),
    /// A session start at a step (a resumed writer's purge).
    Start(u64),
}

/// Why an event file's scalars could not be read whole.
#[derive(Debug, thiserror::Error)]
pub enum ScalarsError {
    /// The file could not be read.
    #[error(transparent)]
    Read(#[from] super::ReadError),
    /// The file ends early or a record is damaged.
    #[error("{0}")]
    Ended(FileEnd),
}

/// Reads the scalars back from an event file (for tests and `reincarnate compare`):
/// `(tag, step, value)`, checking every CRC.
pub fn read_scalars(path: &Path) -> Result<Vec<Scalar>, ScalarsError> {
    let data = std::fs::read(path).map_err(super::ReadError::at(path))?;
    let (records, end) = read_records(&data);
    if let Some(end) = end {
        return Err(ScalarsError::Ended(end));
    }
    Ok(records
        .into_iter()
        .flat_map(|r| match r {
            Record::Scalars(s) => s,
            Record::Start(_) => vec![],
        })
        .collect())
}

/// How a file's reading ended early.
#[derive(Clone, Debug, PartialEq)]
pub enum FileEnd {
    /// The last record is cut short: a writer still writing, or killed mid-record. What came
    /// before it is whole.
    Unfinished,
    /// A record fails its CRC or does not parse: the rest of the file cannot be read.
    Damaged(String),
}

impl std::fmt::Display for FileEnd {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FileEnd::Unfinished => write!(f, "its last record is unfinished"),
            FileEnd::Damaged(why) => write!(f, "{why}; the rest of the file is unreadable"),
        }
    }
}

fn read_records(data: &[u8]) -> (Vec<Record>, Option<FileEnd>) {
    let mut out = Vec::new();
    let mut rest = data;
    let damaged = |why: &str| Some(FileEnd::Damaged(why.to_string()));
    while !rest.is_empty() {
        if rest.len() < 12 {
            return (out, Some(FileEnd::Unfinished));
        }
        let mut len8 = [0u8; 8];
        len8.copy_from_slice(&rest[..8]);
        let mut crc4 = [0u8; 4];
        crc4.copy_from_slice(&rest[8..12]);
        if u32::from_le_bytes(crc4) != masked_crc(&len8) {
            return (out, damaged("a record's length fails its CRC"));
        }
        let len = u64::from_le_bytes(len8);
        let fits = |l: &usize| l.checked_add(4).is_some_and(|n| rest.len() - 12 >= n);
        let Some(len) = usize::try_from(len).ok().filter(fits) else {
            return (out, Some(FileEnd::Unfinished));
        };
        let body = &rest[12..12 + len];
        crc4.copy_from_slice(&rest[12 + len..16 + len]);
        if u32::from_le_bytes(crc4) != masked_crc(body) {
            return (out, damaged("a record fails its CRC"));
        }
        match parse_event(body) {
            Ok(r) => out.push(r),
            Err(e) => return (out, damaged(&format!("a record does not parse ({e})"))),
        }
        rest = &rest[16 + len..];
    }
    (out, None)
}

/// The event files of a run directory read as TensorBoard reads them: in name order, each up
/// to its end or its first unreadable record, with a session start dropping the points at or
/// after its step that came before it.
#[derive(Clone, Debug, Default)]
pub struct EventLog {
    /// The scalars, in the order written.
    pub rows: Vec<Scalar>,
    /// Files whose reading ended early, and how.
    pub ends: Vec<(PathBuf, FileEnd)>,
    /// Points dropped by session starts (a resumed run's purge).
    pub purged: usize,
}

impl EventLog {
    /// Whether a file could not be read to its end for a reason other than an unfinished
    /// last record.
    pub fn damaged(&self) -> bool {
        self.ends
            .iter()
            .any(|(_, e)| matches!(e, FileEnd::Damaged(_)))
    }

    /// One line for a warning about unreadable records, if any.
    pub fn damage(&self) -> Option<String> {
        let (path, end) = self
            .ends
            .iter()
            .find(|(_, e)| matches!(e, FileEnd::Damaged(_)))?;
        Some(format!("{}: {end}", path.display()))
    }
}

/// The event files of `dir` (names with `tfevents`), in the order TensorBoard reads them.
pub fn event_files(dir: &Path) -> Result<Vec<PathBuf>, super::ReadError> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(super::ReadError::at(dir))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.is_file()
                && p.file_name()
                    .is_some_and(|n| n.to_string_lossy().contains("tfevents"))
        })
        .collect();
    files.sort();
    Ok(files)
}

/// Reads `files` in order as one log (see [`EventLog`]).
pub fn read_event_files(files: &[PathBuf]) -> Result<EventLog, super::ReadError> {
    let mut log = EventLog::default();
    for path in files {
        let data = std::fs::read(path).map_err(super::ReadError::at(path))?;
        let (records, end) = read_records(&data);
        for r in records {
            match r {
                Record::Scalars(s) => log.rows.extend(s),
                Record::Start(step) => {
                    let before = log.rows.len();
                    log.rows.retain(|r| r.1 < step);
                    log.purged += before - log.rows.len();
                }
            }
        }
        if let Some(end) = end {
            log.ends.push((path.clone(), end));
        }
    }
    Ok(log)
}

/// One protobuf field: (number, wire type, payload, varint value).
type Field<'a> = (u32, u32, &'a [u8], u64);

/// Why a record's protobuf does not parse.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
enum ProtobufError {
    #[error("truncated varint")]
    TruncatedVarint,
    #[error("varint too long")]
    VarintTooLong,
    #[error("truncated fixed field")]
    TruncatedFixed,
    #[error("truncated bytes field")]
    TruncatedBytes,
    #[error("unsupported wire type {0}")]
    WireType(u32),
    #[error("float")]
    Float,
}

/// Minimal protobuf reading.
fn fields(mut b: &[u8]) -> Result<Vec<Field<'_>>, ProtobufError> {
    fn read_varint(b: &mut &[u8]) -> Result<u64, ProtobufError> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let (&byte, rest) = b.split_first().ok_or(ProtobufError::TruncatedVarint)?;
            *b = rest;
            v |= ((byte & 0x7f) as u64) << shift;
            if byte < 0x80 {
                return Ok(v);
            }
        }
        Err(ProtobufError::VarintTooLong)
    }
    let mut out = Vec::new();
    while !b.is_empty() {
        let k = read_varint(&mut b)?;
        let (field, wire) = ((k >> 3) as u32, (k & 7) as u32);
        match wire {
            0 => {
                let v = read_varint(&mut b)?;
                out.push((field, wire, &b[..0], v));
            }
            1 | 5 => {
                let n = if wire == 1 { 8 } else { 4 };
                if b.len() < n {
                    return Err(ProtobufError::TruncatedFixed);
                }
                out.push((field, wire, &b[..n], 0));
                b = &b[n..];
            }
            2 => {
                let n = read_varint(&mut b)? as usize;
                if b.len() < n {
                    return Err(ProtobufError::TruncatedBytes);
                }
                out.push((field, wire, &b[..n], 0));
                b = &b[n..];
            }
            _ => return Err(ProtobufError::WireType(wire)),
        }
    }
    Ok(out)
}

fn parse_event(body: &[u8]) -> Result<Record, ProtobufError> {
    let mut step = 0;
    let mut summaries = Vec::new();
    let mut start = false;
    for (field, _, data, v) in fields(body)? {
        match field {
            2 => step = v,
            5 => summaries.push(data),
            7 => {
                start |= fields(data)?
                    .iter()
                    .any(|&(f, wire, _, v)| f == 1 && wire == 0 && v == SESSION_START)
            }
            _ => {}
        }
    }
    if start {
        return Ok(Record::Start(step));
    }
    let mut out = Vec::new();
    for s in summaries {
        for (field, _, value, _) in fields(s)? {
            if field != 1 {
                continue;
            }
            let (mut tag, mut val) = (String::new(), None);
            for (f, wire, d, _) in fields(value)? {
                match (f, wire) {
                    (1, 2) => tag = String::from_utf8_lossy(d).into_owned(),
                    (2, 5) => {
                        val = Some(f32::from_le_bytes(
                            d.try_into().map_err(|_| ProtobufError::Float)?,
                        ))
                    }
                    _ => {}
                }
            }
            if let Some(v) = val {
                out.push((tag, step, v));
            }
        }
    }
    Ok(Record::Scalars(out))
}

#[cfg(test)]
mod tests;
