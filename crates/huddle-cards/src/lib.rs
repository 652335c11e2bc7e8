//! # huddle-cards
//!
//! Cards of the Fast Action Card family (TTF 7th Edition, Statis-Pro 6th): player cards for
//! every position, team Lineup Card values, starting displays, Punt and Kickoff Return Cards;
//! loading them from JSON with validation that names the file, the entry and the rule broken.
//!
//! **Architecture invariant:** cards are data. This crate knows how cards look and which
//! values are legal; it does not resolve plays (that is `huddle-fac`).

pub mod bones;
pub mod cells;
pub mod display;
pub mod load;
pub mod player;
pub mod print;
pub mod team;
pub mod validate;

pub use cells::{GainCell, IntRange, NumRange, Pn, Rated, ReturnCell, Rn, RushCell};
pub use display::{DefBox, OffBox};
pub use load::{load_team, parse_league, parse_team, LoadError};
pub use player::*;
pub use team::{BigPlays, Lineup, Team, Tendencies};
pub use validate::{validate_player, validate_team, CardError};
pub mod sample;
pub mod builder;
