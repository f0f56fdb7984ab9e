//! The error of a name that is none of a setting's choices (`--td-loss hubr`), shared by
//! every setting read from text.

/// A name that is none of a setting's choices; the message lists them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} '{got}': use {choices}")]
pub struct UnknownChoice {
    /// What was asked for (`network`, `TD loss`).
    pub what: &'static str,
    /// The name given.
    pub got: String,
    /// The choices, as a sentence (`mse or huber`).
    pub choices: &'static str,
}

impl UnknownChoice {
    /// `got` is no `what`: use one of `choices`.
    pub fn new(what: &'static str, got: &str, choices: &'static str) -> Self {
        Self {
            what,
            got: got.to_string(),
            choices,
        }
    }
}
