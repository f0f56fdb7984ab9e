//! `--set NAME=VALUE`: a tweak of one live setting, named as the controls name it.

use crate::config::{Algorithm, LiveParam, LiveSetting, Scale, LIVE_SETTINGS};

/// Why a `--set` is refused.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum TweakError {
    /// Not `NAME=VALUE`.
    #[error("--set {0}: write NAME=VALUE, e.g. --set epsilon=0.05")]
    Form(String),
    /// No setting of that name.
    #[error("--set {name}: no setting has that name; a fork changes the live settings: {list}")]
    Unknown {
        /// The name given.
        name: String,
        /// The live settings' names.
        list: String,
    },
    /// A setting of the run that is not live.
    #[error(
        "--set {name}: {name} is fixed for a run, not a live setting; a fork changes what the \
         controls change while a run goes on: {list}"
    )]
    NotLive {
        /// The name given.
        name: String,
        /// The live settings' names.
        list: String,
    },
    /// A value that is not a number (or `off` where the setting can be off).
    #[error("--set {name}={value}: {why}")]
    Value {
        /// The name given.
        name: String,
        /// The value given.
        value: String,
        /// What it needs.
        why: String,
    },
    /// A distillation setting on a DQN run.
    #[error("--set {0}: a DQN run has no teacher, so nothing to distil; fork a QDagger run")]
    NoDistillation(String),
    /// Two tweaks of one setting.
    #[error("--set {0} twice: give each setting once")]
    Twice(String),
}

/// The names a user may give a setting: its key (`epsilon_override`, `epsilon-override`),
/// its label with dashes or underscores (`distill-threshold`), its short name, its variant.
fn names(s: &LiveSetting) -> Vec<String> {
    let key = s.key.to_string();
    let label = s.label.replace(' ', "-");
    let mut v = vec![
        key.clone(),
        key.replace('_', "-"),
        label.clone(),
        label.replace('-', "_"),
        s.short.replace(' ', "-"),
        s.name.to_string(),
    ];
    // `epsilon`: the label is the word users use.
    if let Some(first) = s
        .label
        .split(' ')
        .next()
        .filter(|_| s.key.ends_with("_override"))
    {
        v.push(first.to_string());
    }
    v
}

/// The live settings' names as the error messages list them.
pub fn live_names() -> String {
    LIVE_SETTINGS
        .iter()
        .map(|s| s.label.replace(' ', "-"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The setting `name` (any of its names, case ignored).
pub fn live_setting(name: &str) -> Option<&'static LiveSetting> {
    let wanted = name.trim().to_ascii_lowercase();
    LIVE_SETTINGS
        .iter()
        .find(|s| names(s).iter().any(|n| n.to_ascii_lowercase() == wanted))
}

/// Parses one `--set NAME=VALUE` for a run of `algorithm`: the change it makes, in the
/// setting's range (the sliders' own).
pub fn parse_tweak(text: &str, algorithm: Algorithm) -> Result<LiveParam, TweakError> {
    let (name, value) = text
        .split_once('=')
        .ok_or_else(|| TweakError::Form(text.to_string()))?;
    let (name, value) = (name.trim(), value.trim());
    if name.is_empty() || value.is_empty() {
        return Err(TweakError::Form(text.to_string()));
    }
    let Some(setting) = live_setting(name) else {
        let key = name.replace('-', "_");
        let fixed = crate::config::SETTINGS.iter().any(|s| s.key == key);
        let list = live_names();
        return Err(if fixed {
            TweakError::NotLive {
                name: name.into(),
                list,
            }
        } else {
            TweakError::Unknown {
                name: name.into(),
                list,
            }
        });
    };
    if setting.distill && algorithm == Algorithm::Dqn {
        return Err(TweakError::NoDistillation(name.into()));
    }
    let bad = |why: String| TweakError::Value {
        name: name.into(),
        value: value.into(),
        why,
    };
    let lower = value.to_ascii_lowercase();
    let number = match lower.as_str() {
        "off" | "none" if setting.optional => None,
        "on" | "true" if setting.scale == Scale::Toggle => Some(1.0),
        "off" | "false" if setting.scale == Scale::Toggle => Some(0.0),
        _ => Some(lower.parse::<f64>().map_err(|_| {
            bad(format!(
                "not a number{}",
                if setting.optional { " (or off)" } else { "" }
            ))
        })?),
    };
    if !setting.accepts(number) {
        let (lo, hi) = setting.range;
        let whole = if setting.integer {
            "a whole number "
        } else {
            ""
        };
        return Err(bad(format!(
            "{} takes {whole}from {} to {} (the control's range)",
            setting.label,
            setting.format(Some(lo)),
            setting.format(Some(hi))
        )));
    }
    Ok((setting.make)(number))
}

/// Parses every `--set`, refusing a setting given twice.
pub fn parse_tweaks(texts: &[String], algorithm: Algorithm) -> Result<Vec<LiveParam>, TweakError> {
    let mut out: Vec<LiveParam> = Vec::new();
    for t in texts {
        let p = parse_tweak(t, algorithm)?;
        if out.iter().any(|q| q.setting().name == p.setting().name) {
            return Err(TweakError::Twice(p.setting().label.replace(' ', "-")));
        }
        out.push(p);
    }
    Ok(out)
}

/// A tweak as the verdict names it: `epsilon 0.01 -> 0.05`.
pub fn describe(param: &LiveParam, from: Option<f64>) -> String {
    let s = param.setting();
    format!(
        "{} {} -> {}",
        s.label,
        s.format(from),
        s.format(param.number())
    )
}

/// A tweak of settings `base` in words: [`describe`] from the value it changes.
pub fn describe_change(param: &LiveParam, base: &crate::config::LiveParams) -> String {
    let from = base
        .as_params()
        .into_iter()
        .find(|q| q.setting().name == param.setting().name)
        .and_then(|q| q.number());
    describe(param, from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_values_and_refusals() {
        let q = Algorithm::Qdagger;
        assert_eq!(
            parse_tweak("epsilon=0.05", q),
            Ok(LiveParam::EpsilonOverride(Some(0.05)))
        );
        assert_eq!(
            parse_tweak("epsilon_override=off", q),
            Ok(LiveParam::EpsilonOverride(None))
        );
        assert_eq!(
            parse_tweak("distill-threshold=0.2", q),
            Ok(LiveParam::DistillThreshold(0.2))
        );
        assert_eq!(
            parse_tweak("train_frequency=8", q),
            Ok(LiveParam::TrainFrequency(8))
        );
        assert_eq!(parse_tweak("lr=3e-4", q), Ok(LiveParam::LearningRate(3e-4)));
        let err = parse_tweak("epsilon=1.5", q).unwrap_err().to_string();
        assert!(err.contains("from 0.00 to 1.00"), "{err}");
        let err = parse_tweak("train-frequency=2.5", q)
            .unwrap_err()
            .to_string();
        assert!(err.contains("whole number"), "{err}");
        assert!(matches!(
            parse_tweak("batch_size=64", q),
            Err(TweakError::NotLive { .. })
        ));
        assert!(matches!(
            parse_tweak("gamma_ray=1", q),
            Err(TweakError::Unknown { .. })
        ));
        assert!(matches!(
            parse_tweak("epsilon", q),
            Err(TweakError::Form(_))
        ));
        assert!(matches!(
            parse_tweak("epsilon=lots", q),
            Err(TweakError::Value { .. })
        ));
        assert!(matches!(
            parse_tweak("temperature=2", Algorithm::Dqn),
            Err(TweakError::NoDistillation(_))
        ));
        let twice = [
            "epsilon=0.1".to_string(),
            "epsilon_override=0.2".to_string(),
        ];
        assert!(matches!(parse_tweaks(&twice, q), Err(TweakError::Twice(_))));
        assert_eq!(
            describe(&LiveParam::EpsilonOverride(Some(0.05)), Some(0.01)),
            "epsilon 0.01 -> 0.05"
        );
    }
}
