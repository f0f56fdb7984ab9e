//! `reincarnate compare`: learning curves of several runs (ours, or CleanRL's TensorBoard
//! runs) in one PNG, with the teacher's return as a line, and the steps each run needs to
//! reach a share of the teacher's return.

pub mod bitmap;
pub mod chart;
pub mod intervals;

use crate::logging::tensorboard::read_scalars_until_damage;
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
    /// A damaged or unfinished end of the file that was skipped.
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

/// Reads `tag` from a run: a directory with our `scalars.csv` or with TensorBoard event files
/// (CleanRL's `runs/NAME/events.out.tfevents.*`), or one such file.
pub fn read_curve(path: &Path, tag: &str) -> Result<Curve, String> {
    let file = if path.is_dir() {
        let csv = path.join("scalars.csv");
        if csv.is_file() {
            csv
        } else {
            let mut events: Vec<PathBuf> = std::fs::read_dir(path)
                .map_err(|e| format!("{}: {e}", path.display()))?
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.to_string_lossy().contains("tfevents"))
                .collect();
            events.sort();
            events.pop().ok_or_else(|| {
                format!(
                    "{} holds neither scalars.csv nor a TensorBoard event file: pass a run \
                     directory of reincarnate or CleanRL",
                    path.display()
                )
            })?
        }
    } else {
        path.to_path_buf()
    };
    let label_dir = if path.is_dir() {
        path
    } else {
        path.parent().unwrap_or(path)
    };
    let (rows, damage) = if file.extension().is_some_and(|e| e == "csv") {
        read_csv(&file)?
    } else {
        let (rows, damage) = read_scalars_until_damage(&file)?;
        let rows = rows.into_iter().map(|(t, s, v)| (t, s, v as f64)).collect();
        (rows, damage)
    };
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
    Ok(Curve {
        label: run_label(label_dir),
        points,
        teacher_return: last_of(TEACHER_TAG),
        random_return: last_of(RANDOM_TAG),
        offline_steps,
        source: file,
        damage,
    })
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

/// `(tag, step, value)` rows of a scalar log.
pub type Rows = Vec<(String, u64, f64)>;

/// Our `scalars.csv`: `tag,step,value,wall_time`. Reading stops at a cut or damaged line,
/// which is described in the second value.
pub fn read_csv(path: &Path) -> Result<(Rows, Option<String>), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut rows = Vec::new();
    let mut damage = None;
    for (i, line) in text.lines().enumerate().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        let parsed = (f.len() == 4)
            .then(|| Some((f[0].to_string(), f[1].parse().ok()?, f[2].parse().ok()?)))
            .flatten();
        match parsed {
            Some(row) => rows.push(row),
            None => {
                damage = Some(format!("line {} is not tag,step,value,time", i + 1));
                break;
            }
        }
    }
    Ok((rows, damage))
}

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
