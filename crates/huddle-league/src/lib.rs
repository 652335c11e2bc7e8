//! # huddle-league
//!
//! Seasons and leagues on top of the rule engines: schedules (an nflverse schedule file or a
//! generated NFL-format one), standings and tiebreakers, season replays with injuries carried
//! from game to game, statistics leaders, and the fidelity report that compares replayed
//! seasons with the real one.
//!
//! **Architecture invariant:** a season only calls the engine's public game API and reads the
//! event log; it never reaches into play resolution.

pub mod export;
pub mod fidelity;
pub mod friends;
pub mod playoffs;
pub mod schedule;
pub mod season;
pub mod som;
pub mod standings;
pub mod cards;
pub mod eras;
