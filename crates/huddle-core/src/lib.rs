//! # huddle-core
//!
//! The football that every Huddle rule system shares: field positions, downs and distance,
//! the clock and its periods, score, possession, kickoffs and tries, the sequence of halves
//! and overtime, the event log, and the sources of randomness.
//!
//! **Architecture invariant:** this crate knows no rule system. A rule system resolves a play
//! into an [`Outcome`] (where the ball ends, how long the play took, its statistics) and the
//! core applies it with [`GameState::apply`].

pub mod alloc_count;
pub mod clock;
pub mod config;
pub mod downs;
pub mod event;
pub mod field;
pub mod game;
#[cfg(feature = "json-fuzz")]
pub mod json_fuzz;
pub mod outcome;
pub mod playlog;
pub mod random;
pub mod side;

pub use clock::{mmss, Clock, Period};
pub use config::{CoreRules, Overtime};
pub use downs::{Down, DownDistance, NextDown};
pub use event::{Event, PenaltyRecord, PlayFlags, PlayKind, PlayRecord, PlayerRef, ScoreKind};
pub use field::{penalty_move, zone, Spot, Yards, Yds, Zone, END_ZONE};
pub use game::{Applied, CoreError, GameState, Phase, SOFT_LEAD_SECONDS};
pub use outcome::{Alternative, ClockCharge, DownEffect, End, Outcome};
pub use playlog::{ItemLog, Lines, Span, TextLog};
pub use random::{pick_weighted, pick_weighted_from, shuffle, AnyRandom, CardSource, Deck, Randomness, ScriptedRandom, SeededRandom};
pub use side::{PerSide, Side};
