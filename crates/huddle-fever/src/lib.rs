//! # huddle-fever
//!
//! Football Fever: the dice football rule system, on the shared football core
//! ([`huddle_core`]).
pub mod ai;
pub mod coach;
pub mod dice;
pub mod error;
pub mod game;
pub mod options;
pub mod penalties;
pub mod report;
mod resolve;
pub mod sim;
pub mod trace;

pub use coach::*;
pub use dice::{DiceSet, DieKind, Face, Provenance};
pub use error::{DataError, FeverError};
pub use game::{Coaches, DiceScript, FeverData, FeverGame, StepReport, TeamStats, TossRecord};
pub use options::{FeverOptions, GameLength, OvertimeRule, NOTCH_SECS, QUARTER_NOTCHES, WARNING_NOTCHES};
pub use penalties::{Against, CardRef, DeckKind, Enforce, PenaltyCard, PenaltyCards, PenaltyDeck};
pub use trace::{Note, PlayTrace, Step, TraceKind, Yl};
