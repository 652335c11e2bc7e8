//! # huddle-som
//!
//! *Strat-O-Matic Football* played under the league rules of seed 004 (2011 cards, revised
//! 12-21-2012; digest `../shared/rules/som.md`). Five dice drive the game: the white **control**
//! die picks the card (1-3 the offensive player's, 4-6 the team defensive card) and is the
//! threshold of rating checks; the two **results** dice pick the row (2-12); the black die
//! triggers the pass rush and fumble checks; the yellow die penalties.
//!
//! The rulebook is a procedure layer: it prints the league's charts (T1-T26, `data/som.json`)
//! but no card. Every card here is a reconstruction from season statistics, labelled as such.
//!
//! **Architecture invariant:** the game depends on `huddle-core` alone; the card builder (`build`)
//! reads a season's statistics through `huddle-cards`' CSV reader. It shares no play-resolution
//! code with the Fast Action Card family.

pub mod board;
pub mod build;
pub mod cards;
pub mod charts;
pub mod clock;
pub mod command;
pub mod coach;
pub mod dice;
pub mod formation;
pub mod game;
pub mod lineup;
pub mod options;
pub mod reading;
pub mod recon;
pub mod replay;
pub mod resolve;
pub mod sim;
pub mod tables;
pub mod tally;
pub mod testkit;
pub mod vocab;

pub use vocab::*;
