//! A TensorBoard event-file writer for scalars, written from the format itself: records of
//! `[u64 length][u32 masked CRC-32C of length][Event protobuf][u32 masked CRC-32C of data]`,
//! where an `Event` holds `wall_time` (field 1, double), `step` (2, int64) and either
//! `file_version` (3, string) or a `Summary` (5) of `Value`s (`tag` 1, `simple_value` 2).

use std::fs::File;
use std::io::{BufWriter, Write};
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

/// Encodes an `Event` with a scalar summary, or the file-version header when `tag` is
/// `None`.
fn event(wall_time: f64, step: i64, scalar: Option<(&str, f32)>, version: Option<&str>) -> Vec<u8> {
    let mut e = Vec::with_capacity(64);
    key(1, 1, &mut e);
    e.extend_from_slice(&wall_time.to_le_bytes());
    key(2, 0, &mut e);
    varint(step as u64, &mut e);
    if let Some(v) = version {
        bytes_field(3, v.as_bytes(), &mut e);
    }
    if let Some((tag, value)) = scalar {
        let mut val = Vec::with_capacity(tag.len() + 8);
        bytes_field(1, tag.as_bytes(), &mut val);
        key(2, 5, &mut val);
        val.extend_from_slice(&value.to_le_bytes());
        let mut summary = Vec::with_capacity(val.len() + 2);
        bytes_field(1, &val, &mut summary);
        bytes_field(5, &summary, &mut e);
    }
    e
}

/// Writes scalars to `events.out.tfevents.{time}.{host}` in a directory.
pub struct EventWriter {
    out: BufWriter<File>,
    path: PathBuf,
}

fn now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

impl EventWriter {
    /// Creates a new event file in `dir`.
    pub fn create(dir: &Path) -> std::io::Result<Self> {
        std::fs::create_dir_all(dir)?;
        let host = std::env::var("HOSTNAME").unwrap_or_else(|_| "localhost".into());
        let path = dir.join(format!("events.out.tfevents.{}.{host}", now() as u64));
        let mut w = Self {
            out: BufWriter::new(File::create(&path)?),
            path,
        };
        w.record(&event(now(), 0, None, Some("brain.Event:2")))?;
        w.out.flush()?;
        Ok(w)
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn record(&mut self, data: &[u8]) -> std::io::Result<()> {
        let len = (data.len() as u64).to_le_bytes();
        self.out.write_all(&len)?;
        self.out.write_all(&masked_crc(&len).to_le_bytes())?;
        self.out.write_all(data)?;
        self.out.write_all(&masked_crc(data).to_le_bytes())
    }

    /// Adds one scalar (`SummaryWriter.add_scalar(tag, value, step)`).
    pub fn scalar(&mut self, tag: &str, value: f64, step: u64) -> std::io::Result<()> {
        self.record(&event(now(), step as i64, Some((tag, value as f32)), None))
    }

    /// Writes buffered records to disk.
    pub fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

/// One scalar read back: `(tag, step, value)`.
pub type Scalar = (String, u64, f32);

/// Reads the scalars back from an event file (for tests and `reincarnate compare`):
/// `(tag, step, value)`, checking every CRC.
pub fn read_scalars(path: &Path) -> Result<Vec<Scalar>, String> {
    match read_scalars_until_damage(path)? {
        (out, None) => Ok(out),
        (_, Some(damage)) => Err(damage),
    }
}

/// Like [`read_scalars`], but a damaged or unfinished record (a run still writing, a crash
/// mid-write) ends the reading instead of failing it: the scalars before it, and what was
/// wrong.
pub fn read_scalars_until_damage(path: &Path) -> Result<(Vec<Scalar>, Option<String>), String> {
    let data = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut out = Vec::new();
    let mut rest = data.as_slice();
    while !rest.is_empty() {
        if rest.len() < 12 {
            return Ok((out, Some("truncated record header".into())));
        }
        let len = u64::from_le_bytes(rest[..8].try_into().map_err(|_| "header")?);
        let crc = u32::from_le_bytes(rest[8..12].try_into().map_err(|_| "header")?);
        if crc != masked_crc(&rest[..8]) {
            return Ok((out, Some("bad length CRC".into())));
        }
        let fits = |l: &usize| l.checked_add(4).is_some_and(|n| rest.len() - 12 >= n);
        let Some(len) = usize::try_from(len).ok().filter(fits) else {
            return Ok((out, Some("truncated record".into())));
        };
        let body = &rest[12..12 + len];
        let crc = u32::from_le_bytes(rest[12 + len..16 + len].try_into().map_err(|_| "crc")?);
        if crc != masked_crc(body) {
            return Ok((out, Some("bad data CRC".into())));
        }
        if let Err(e) = parse_event(body, &mut out) {
            return Ok((out, Some(e)));
        }
        rest = &rest[16 + len..];
    }
    Ok((out, None))
}

/// One protobuf field: (number, wire type, payload, varint value).
type Field<'a> = (u32, u32, &'a [u8], u64);

/// Minimal protobuf reading.
fn fields(mut b: &[u8]) -> Result<Vec<Field<'_>>, String> {
    fn read_varint(b: &mut &[u8]) -> Result<u64, String> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let (&byte, rest) = b.split_first().ok_or("truncated varint")?;
            *b = rest;
            v |= ((byte & 0x7f) as u64) << shift;
            if byte < 0x80 {
                return Ok(v);
            }
        }
        Err("varint too long".into())
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
                    return Err("truncated fixed field".into());
                }
                out.push((field, wire, &b[..n], 0));
                b = &b[n..];
            }
            2 => {
                let n = read_varint(&mut b)? as usize;
                if b.len() < n {
                    return Err("truncated bytes field".into());
                }
                out.push((field, wire, &b[..n], 0));
                b = &b[n..];
            }
            _ => return Err(format!("unsupported wire type {wire}")),
        }
    }
    Ok(out)
}

fn parse_event(body: &[u8], out: &mut Vec<(String, u64, f32)>) -> Result<(), String> {
    let mut step = 0;
    let mut summaries = Vec::new();
    for (field, _, data, v) in fields(body)? {
        match field {
            2 => step = v,
            5 => summaries.push(data),
            _ => {}
        }
    }
    for s in summaries {
        for (field, _, value, _) in fields(s)? {
            if field != 1 {
                continue;
            }
            let (mut tag, mut val) = (String::new(), None);
            for (f, wire, d, _) in fields(value)? {
                match (f, wire) {
                    (1, 2) => tag = String::from_utf8_lossy(d).into_owned(),
                    (2, 5) => val = Some(f32::from_le_bytes(d.try_into().map_err(|_| "float")?)),
                    _ => {}
                }
            }
            if let Some(v) = val {
                out.push((tag, step, v));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32c_known_value() {
        // The standard check value of CRC-32C.
        assert_eq!(crc32c(b"123456789"), 0xE306_9283);
    }

    #[test]
    fn scalars_round_trip() {
        let dir = std::env::temp_dir().join(format!("reincarnate-tb-{}", std::process::id()));
        let mut w = EventWriter::create(&dir).unwrap();
        w.scalar("charts/episodic_return", 12.5, 100).unwrap();
        w.scalar("losses/td_loss", 0.25, 200).unwrap();
        w.flush().unwrap();
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
}
