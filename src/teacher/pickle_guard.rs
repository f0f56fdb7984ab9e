//! A check of PyTorch zip-pickles before they are read: every class or function a pickle
//! names (GLOBAL, STACK_GLOBAL, INST) must be one a state dict of tensors needs. A pickle
//! that names anything else (`os.system`, `builtins.eval`, `subprocess.Popen` ...) is
//! refused with the name. Our reader never calls what a pickle names (it only builds data),
//! so nothing would run anyway; the check makes a hostile file an error instead of a puzzle.

use std::io::Read;
use std::path::Path;

/// What a CleanRL (or any `torch.save(state_dict)`) model file may name.
const ALLOWED: &[(&str, &str)] = &[
    ("collections", "OrderedDict"),
    ("torch._utils", "_rebuild_tensor"),
    ("torch._utils", "_rebuild_tensor_v2"),
    ("torch._utils", "_rebuild_parameter"),
    ("torch._utils", "_rebuild_parameter_with_state"),
    ("torch._tensor", "_rebuild_from_type_v2"),
    ("torch", "Tensor"),
    ("torch.nn.parameter", "Parameter"),
    ("torch", "Size"),
    ("torch", "device"),
    ("torch", "FloatStorage"),
    ("torch", "DoubleStorage"),
    ("torch", "HalfStorage"),
    ("torch", "BFloat16Storage"),
    ("torch", "LongStorage"),
    ("torch", "IntStorage"),
    ("torch", "ShortStorage"),
    ("torch", "CharStorage"),
    ("torch", "ByteStorage"),
    ("torch", "BoolStorage"),
    ("torch.storage", "UntypedStorage"),
    ("torch", "float32"),
    ("torch", "float16"),
    ("torch", "bfloat16"),
    ("torch", "float64"),
    ("_codecs", "encode"),
    ("builtins", "set"),
];

/// Most bytes of one pickle we look at (a state dict's pickle is kilobytes: tensors live
/// in separate zip entries).
const MAX_PICKLE: u64 = 64 << 20;

/// What is wrong with a PyTorch file's zip or one of its pickles.
#[derive(Debug, PartialEq, thiserror::Error)]
pub enum PickleError {
    /// The file could not be opened (the system's message).
    #[error("{0}")]
    Open(String),
    /// Not a zip.
    #[error("not a readable zip: {0}")]
    NotZip(String),
    /// A zip entry could not be read (the zip library's message).
    #[error("{0}")]
    Zip(String),
    /// A zip entry's name could not be read.
    #[error("a zip entry's name: {0}")]
    EntryName(String),
    /// A pickle larger than any state dict's.
    #[error("{name} claims {size} bytes of pickle: a state dict's pickle is far smaller")]
    TooLarge {
        /// The zip entry.
        name: String,
        /// Its claimed size.
        size: u64,
    },
    /// What is wrong in one zip entry.
    #[error("{name}: {reason}")]
    Entry {
        /// The zip entry.
        name: String,
        /// What is wrong.
        reason: Box<PickleError>,
    },
    /// The zip holds no pickle.
    #[error("no pickle (data.pkl) in the zip")]
    NoPickle,
    /// The pickle ends within an opcode.
    #[error("the pickle is cut short")]
    CutShort,
    /// The pickle imports a name outside the list.
    #[error(
        "the pickle refers to {module}.{name}, which a model file never needs: refused \
         (nothing in it was run). Use a state dict saved with torch.save, or safetensors"
    )]
    Refused {
        /// The module.
        module: String,
        /// The name in it.
        name: String,
    },
    /// STACK_GLOBAL with fewer than two strings before it.
    #[error("STACK_GLOBAL without its names")]
    StackGlobalWithoutNames,
    /// A length that does not fit this machine's memory.
    #[error("a length of {0} bytes does not fit")]
    Length(u64),
    /// An opcode no pickle protocol has.
    #[error("unknown pickle opcode 0x{opcode:02x} at byte {at}")]
    UnknownOpcode {
        /// The opcode.
        opcode: u8,
        /// Where.
        at: usize,
    },
    /// The pickle does not end.
    #[error("the pickle has no STOP")]
    NoStop,
}

/// Checks every `*.pkl` entry of the zip at `path`; `Err` says what is wrong.
pub fn check_zip(path: &Path) -> Result<(), PickleError> {
    let file = std::fs::File::open(path).map_err(|e| PickleError::Open(e.to_string()))?;
    let mut zip = zip::ZipArchive::new(file).map_err(|e| PickleError::NotZip(e.to_string()))?;
    let mut pickles = 0;
    for i in 0..zip.len() {
        let mut entry = zip
            .by_index(i)
            .map_err(|e| PickleError::Zip(e.to_string()))?;
        let name = entry
            .name()
            .map_err(|e| PickleError::EntryName(e.to_string()))?
            .into_owned();
        if !name.ends_with(".pkl") {
            continue;
        }
        pickles += 1;
        if entry.size() > MAX_PICKLE {
            return Err(PickleError::TooLarge {
                name,
                size: entry.size(),
            });
        }
        let mut data = Vec::with_capacity(entry.size().min(1 << 20) as usize);
        (&mut entry)
            .take(MAX_PICKLE)
            .read_to_end(&mut data)
            .map_err(|e| PickleError::Entry {
                name: name.clone(),
                reason: Box::new(PickleError::Zip(e.to_string())),
            })?;
        check_pickle(&data).map_err(|e| PickleError::Entry {
            name,
            reason: Box::new(e),
        })?;
    }
    if pickles == 0 {
        return Err(PickleError::NoPickle);
    }
    Ok(())
}

/// Walks the opcodes of one pickle and checks every name it imports.
pub fn check_pickle(data: &[u8]) -> Result<(), PickleError> {
    let mut i = 0usize;
    // Recent string values (for STACK_GLOBAL) and the memo of strings.
    let mut strings: Vec<String> = Vec::new();
    let mut memo: std::collections::HashMap<u64, String> = Default::default();
    let take = |i: &mut usize, n: usize| -> Result<&[u8], PickleError> {
        let end = i
            .checked_add(n)
            .filter(|&e| e <= data.len())
            .ok_or(PickleError::CutShort)?;
        let s = &data[*i..end];
        *i = end;
        Ok(s)
    };
    let line = |i: &mut usize| -> Result<String, PickleError> {
        let rest = &data[*i..];
        let n = rest
            .iter()
            .position(|&b| b == b'\n')
            .ok_or(PickleError::CutShort)?;
        let s = String::from_utf8_lossy(&rest[..n]).into_owned();
        *i += n + 1;
        Ok(s)
    };
    let le = |b: &[u8]| b.iter().rev().fold(0u64, |a, &x| (a << 8) | x as u64);
    let allowed = |module: &str, name: &str| -> Result<(), PickleError> {
        if ALLOWED.iter().any(|(m, n)| *m == module && *n == name) {
            Ok(())
        } else {
            Err(PickleError::Refused {
                module: module.to_string(),
                name: name.to_string(),
            })
        }
    };
    let length = |v: u64| usize::try_from(v).map_err(|_| PickleError::Length(v));
    while i < data.len() {
        let op = data[i];
        i += 1;
        match op {
            b'.' => return Ok(()), // STOP
            b'c' | b'i' => {
                // GLOBAL / INST: "module\nname\n"
                let module = line(&mut i)?;
                let name = line(&mut i)?;
                allowed(&module, &name)?;
            }
            0x93 => {
                // STACK_GLOBAL: module and name are the two strings pushed last.
                let n = strings.len();
                if n < 2 {
                    return Err(PickleError::StackGlobalWithoutNames);
                }
                allowed(&strings[n - 2], &strings[n - 1])?;
            }
            // Strings: remembered for STACK_GLOBAL.
            b'X' => {
                let n = le(take(&mut i, 4)?) as usize;
                strings.push(String::from_utf8_lossy(take(&mut i, n)?).into_owned());
            }
            0x8c => {
                let n = take(&mut i, 1)?[0] as usize;
                strings.push(String::from_utf8_lossy(take(&mut i, n)?).into_owned());
            }
            0x8d => {
                let n = length(le(take(&mut i, 8)?))?;
                strings.push(String::from_utf8_lossy(take(&mut i, n)?).into_owned());
            }
            b'V' | b'S' => strings.push(line(&mut i)?),
            // Memo: strings stored and fetched again.
            b'q' | b'r' | b'p' | 0x94 => {
                let key = match op {
                    b'q' => take(&mut i, 1)?[0] as u64,
                    b'r' => le(take(&mut i, 4)?),
                    b'p' => line(&mut i)?.trim().parse().unwrap_or(u64::MAX),
                    _ => memo.len() as u64,
                };
                if let Some(s) = strings.last() {
                    memo.insert(key, s.clone());
                }
            }
            b'h' | b'j' | b'g' => {
                let key = match op {
                    b'h' => take(&mut i, 1)?[0] as u64,
                    b'j' => le(take(&mut i, 4)?),
                    _ => line(&mut i)?.trim().parse().unwrap_or(u64::MAX),
                };
                if let Some(s) = memo.get(&key) {
                    strings.push(s.clone());
                }
            }
            // Opcodes with no argument.
            b'(' | b'0' | b'1' | b'2' | b'N' | b'Q' | b'R' | b'a' | b'b' | b'd' | b'}' | b'e'
            | b'l' | b']' | b'o' | b's' | b't' | b')' | b'u' | 0x81 | 0x85 | 0x86 | 0x87 | 0x88
            | 0x89 | 0x8f | 0x90 | 0x91 | 0x92 | 0x97 | 0x98 => {}
            // Fixed-size arguments.
            b'K' | 0x80 | 0x82 => {
                take(&mut i, 1)?;
            }
            b'M' | 0x83 => {
                take(&mut i, 2)?;
            }
            b'J' | 0x84 => {
                take(&mut i, 4)?;
            }
            b'G' | 0x95 => {
                take(&mut i, 8)?;
            }
            // Newline-terminated arguments.
            b'F' | b'I' | b'L' | b'P' => {
                line(&mut i)?;
            }
            // Length-prefixed data.
            b'U' | b'C' | 0x8a => {
                let n = take(&mut i, 1)?[0] as usize;
                take(&mut i, n)?;
            }
            b'T' | b'B' | 0x8b => {
                let n = le(take(&mut i, 4)?) as usize;
                take(&mut i, n)?;
            }
            0x8e | 0x96 => {
                let n = length(le(take(&mut i, 8)?))?;
                take(&mut i, n)?;
            }
            other => {
                return Err(PickleError::UnknownOpcode {
                    opcode: other,
                    at: i - 1,
                })
            }
        }
    }
    Err(PickleError::NoStop)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globals_outside_the_list_are_refused() {
        // protocol 2: GLOBAL os system, then a string, TUPLE1, REDUCE, STOP
        let evil = b"\x80\x02cos\nsystem\nX\x02\x00\x00\x00lsq\x00\x85R.";
        let e = check_pickle(evil).unwrap_err().to_string();
        assert!(e.contains("os.system"), "{e}");
        let fine = b"\x80\x02ccollections\nOrderedDict\n)R.";
        assert_eq!(check_pickle(fine), Ok(()));
        // STACK_GLOBAL with names from SHORT_BINUNICODE (protocol 4).
        let evil4 = b"\x80\x04\x8c\x08builtins\x8c\x04eval\x93.";
        assert!(check_pickle(evil4)
            .unwrap_err()
            .to_string()
            .contains("builtins.eval"));
        assert!(check_pickle(b"\x80\x02cos\nsys").is_err(), "cut short");
        assert!(check_pickle(b"\x80\x02").is_err(), "no STOP");
    }
}
