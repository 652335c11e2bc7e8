//! Errors of the Football Fever rule system. Every error names what was wrong; none panics.

use crate::dice::DieKind;

/// A data file (dice faces or penalty cards) that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DataError {
    #[error("{file}: cannot be read: {reason}")]
    Io { file: String, reason: String },
    #[error("{file}: is not a valid {what} file: {reason}")]
    Parse { file: String, what: &'static str, reason: String },
    #[error("{file}: die `{die}` breaks {rule}: {detail}")]
    Die { file: String, die: String, rule: &'static str, detail: String },
    #[error("{file}: {deck} card `{card}` breaks {rule}: {detail}")]
    Card { file: String, deck: String, card: String, rule: &'static str, detail: String },
}

/// Anything that stops a game of Football Fever from going on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FeverError {
    #[error(transparent)]
    Data(#[from] DataError),
    #[error(transparent)]
    Core(#[from] huddle_core::CoreError),
    /// A decision that the rules do not allow now (e.g. a time-out with none left, a fair catch
    /// of an onside kick). Nothing was changed.
    #[error("illegal {what}: {why}")]
    Illegal { what: &'static str, why: String },
    /// A scripted dice source ran out, or was asked for a die it held no face for.
    #[error("the dice script holds no face for the {0} die that the play throws next")]
    ScriptExhausted(DieKind),
    /// A scripted face that the die cannot show.
    #[error("the {die} die cannot show {face}")]
    ScriptFace { die: DieKind, face: String },
    /// A scripted random source ran out (coin tosses, shuffles).
    #[error("the scripted random numbers ran out")]
    RandomExhausted,
    #[error("the game is over")]
    GameOver,
    /// A loose ball or replay loop that went on far longer than dice can make it: a bug guard.
    #[error("runaway {0} loop")]
    Runaway(&'static str),
}

impl FeverError {
    pub(crate) fn illegal(what: &'static str, why: impl Into<String>) -> FeverError {
        FeverError::Illegal { what, why: why.into() }
    }
}
