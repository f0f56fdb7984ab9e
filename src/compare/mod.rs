//! `reincarnate compare`: learning curves of several runs (ours, or CleanRL's TensorBoard
//! runs) in one PNG, with the teacher's return as a line, and the steps each run needs to
//! reach a share of the teacher's return.

pub mod bitmap;
pub mod chart;
pub mod intervals;

use crate::logging::tensorboard::{event_files, read_event_files};
use std::path::{Path, PathBuf};

/// The tag CleanRL and we log each game's return under.
pub const RETURN_TAG: &str = "charts/episodic_return";
/// The tag of the teacher's G_T (QDagger runs).
pub const TEACHER_TAG: &str = "charts/teacher/avg_episodic_return";
/// The tag of a random policy's return (our QDagger runs with normalised lambda).
pub const RANDOM_TAG: &str = "charts/random/avg_episodic_return";

/// One run's scalars of one tag, in step order.
#[derive(Clone, Debug, PartialEq)]
pub struct Curve {
    /// The run's name for the legend.
    pub label: String,
    /// `(global step, value)`, in step order.
    pub points: Vec<(u64, f64)>,
    /// The teacher's return, when the run logged one.
    pub teacher_return: Option<f64>,
    /// A random policy's return, when the run logged one.
    pub random_return: Option<f64>,
    /// The offline phase's gradient steps that come before the online steps in the run's
    /// global step: our QDagger runs (from their `config.toml`); `None` otherwise.
    pub offline_steps: Option<u64>,
    /// The file read.
    pub source: PathBuf,
    /// What of the run's log could not be read (see [`RunLog::damage`]).
    pub damage: Option<String>,
}

/// A run's name for a legend: `{env}__{exp}__{seed}__{time}` (CleanRL's and our naming)
/// becomes `exp, seed N`; anything else stays as it is.
pub fn run_label(dir: &Path) -> String {
    let name = dir
        .file_name()
        .map_or_else(|| dir.display().to_string(), |n| n.to_string_lossy().into());
    let parts: Vec<&str> = name.split("__").collect();
    if parts.len() == 4 {
        format!("{}, seed {}", parts[1], parts[2])
    } else {
        name
    }
}

/// A run's scalars, read from its logs.
#[derive(Clone, Debug)]
pub struct RunLog {
    /// `(tag, step, value)` in the order logged.
    pub rows: Rows,
    /// The file (or the first of the event files) read.
    pub source: PathBuf,
    /// What could not be read (damaged lines skipped, an unreadable record), if anything:
    /// the rows are then not the whole run.
    pub damage: Option<String>,
}

/// Why a run's log could not be read, or a chart drawn or saved.
#[derive(Debug, thiserror::Error)]
pub enum CompareError {
    /// A directory with no log in it.
    #[error(
        "{} holds neither scalars.csv nor a TensorBoard event file: pass a run directory of \
         reincarnate or CleanRL",
        .0.display()
    )]
    NoLog(PathBuf),
    /// A log file that could not be read.
    #[error(transparent)]
    Read(#[from] crate::logging::ReadError),
    /// Drawing failed (the drawing library's message).
    #[error("drawing the chart failed: {0}")]
    Draw(String),
    /// The PNG could not be written.
    #[error("{}: {source}", path.display())]
    Png {
        /// The file.
        path: PathBuf,
        /// Why.
        source: png::EncodingError,
    },
}

/// Reads a run's scalars: a directory with our `scalars.csv` or with TensorBoard event files
/// (CleanRL's `runs/NAME/events.out.tfevents.*`, all of them in order, with a resumed
/// writer's purge applied), or one such file. Damaged lines are skipped and said in `damage`;
/// an unfinished last line or record (a run still writing, or killed) is not damage.
pub fn read_log(path: &Path) -> Result<RunLog, CompareError> {
    let files = if path.is_dir() {
        let csv = path.join(crate::logging::CSV_FILE);
        if csv.is_file() {
            vec![csv]
        } else {
            let events = event_files(path)?;
            if events.is_empty() {
                return Err(CompareError::NoLog(path.to_path_buf()));
            }
            events
        }
    } else {
        vec![path.to_path_buf()]
    };
    let source = files[0].clone();
    if source.extension().is_some_and(|e| e == "csv") {
        let log = crate::logging::csv::read(&source)?;
        let damage = log.damage();
        return Ok(RunLog {
            rows: log.rows,
            source,
            damage,
        });
    }
    let log = read_event_files(&files)?;
    let damage = log.damage();
    Ok(RunLog {
        rows: log
            .rows
            .into_iter()
            .map(|(t, s, v)| (t, s, v as f64))
            .collect(),
        source,
        damage,
    })
}

/// Reads `tag` from a run (see [`read_log`]).
pub fn read_curve(path: &Path, tag: &str) -> Result<Curve, CompareError> {
    Ok(curve_of(&read_log(path)?, path, tag))
}

/// `tag`'s curve in a run's log read from `path`.
pub fn curve_of(log: &RunLog, path: &Path, tag: &str) -> Curve {
    let label_dir = if path.is_dir() {
        path
    } else {
        path.parent().unwrap_or(path)
    };
    let rows = &log.rows;
    let mut points: Vec<(u64, f64)> = rows
        .iter()
        .filter(|(t, _, v)| t == tag && v.is_finite())
        .map(|(_, s, v)| (*s, *v))
        .collect();
    points.sort_by_key(|p| p.0);
    let last_of = |tag: &str| {
        rows.iter()
            .filter(|(t, _, v)| t == tag && v.is_finite())
            .map(|(_, _, v)| *v)
            .next_back()
    };
    let offline_steps = std::fs::read_to_string(label_dir.join("config.toml"))
        .ok()
        .and_then(|text| crate::config::TrainConfig::from_toml(&text).ok())
        .filter(|c| c.algorithm == crate::config::Algorithm::Qdagger)
        .map(|c| c.offline_steps);
    Curve {
        label: run_label(label_dir),
        points,
        teacher_return: last_of(TEACHER_TAG),
        random_return: last_of(RANDOM_TAG),
        offline_steps,
        source: log.source.clone(),
        damage: log.damage.clone(),
    }
}

impl Curve {
    /// The curve against online steps: a QDagger run's global step counts its offline
    /// gradient steps first (as CleanRL's does); they are taken off. Other runs are unchanged.
    pub fn online(mut self) -> Self {
        if let Some(offline) = self.offline_steps {
            self.points = self
                .points
                .into_iter()
                .map(|(s, v)| (s.saturating_sub(offline), v))
                .collect();
        }
        self
    }
}

pub use crate::logging::csv::Rows;

/// The trailing mean of each point and the `window - 1` before it.
pub fn smooth(points: &[(u64, f64)], window: usize) -> Vec<(u64, f64)> {
    let w = window.max(1);
    let mut sum = 0.0;
    points
        .iter()
        .enumerate()
        .map(|(i, &(s, v))| {
            sum += v;
            if i >= w {
                sum -= points[i - w].1;
            }
            (s, sum / (i + 1).min(w) as f64)
        })
        .collect()
}

/// The first step where `curve` reaches `threshold`.
pub fn first_reaching(curve: &[(u64, f64)], threshold: f64) -> Option<u64> {
    curve.iter().find(|p| p.1 >= threshold).map(|p| p.0)
}

/// The first step where the trailing mean of `window` points of `curve` reaches `share` of
/// the way from `random` to `teacher` (0.5: halfway; 1.0: the teacher's return).
pub fn steps_to_share(
    curve: &[(u64, f64)],
    random: f64,
    teacher: f64,
    share: f64,
    window: usize,
) -> Option<u64> {
    first_reaching(&smooth(curve, window), random + share * (teacher - random))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smoothing_is_a_trailing_mean() {
        let p = [(1, 0.0), (2, 2.0), (3, 4.0), (4, 6.0)];
        assert_eq!(smooth(&p, 2), vec![(1, 0.0), (2, 1.0), (3, 3.0), (4, 5.0)]);
        assert_eq!(smooth(&p, 1), p.to_vec());
        assert_eq!(first_reaching(&smooth(&p, 2), 2.5), Some(3));
        assert_eq!(first_reaching(&p, 7.0), None);
        // Halfway from -20 to 20 is 0; 80% is 12.
        let q = [(10, -20.0), (20, -4.0), (30, 4.0), (40, 14.0), (50, 16.0)];
        assert_eq!(steps_to_share(&q, -20.0, 20.0, 0.5, 1), Some(30));
        assert_eq!(steps_to_share(&q, -20.0, 20.0, 0.8, 1), Some(40));
        // Trailing means of two: -20, -12, 0, 9, 15 (reaching means at least).
        assert_eq!(steps_to_share(&q, -20.0, 20.0, 0.5, 2), Some(30));
        assert_eq!(steps_to_share(&q, -20.0, 20.0, 0.8, 2), Some(50));
    }

    #[test]
    fn run_names_become_labels() {
        assert_eq!(
            run_label(Path::new(
                "runs/PongNoFrameskip-v4__dqn_atari__1__1700000000"
            )),
            "dqn_atari, seed 1"
        );
        assert_eq!(run_label(Path::new("runs/mine")), "mine");
    }
}
