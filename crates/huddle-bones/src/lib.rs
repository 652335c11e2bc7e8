//! # huddle-bones
//!
//! *Football Bones* (PT Games, 2013): a d100 derivative of Statis-Pro Football. Two ten-sided
//! dice (the Fast Action Dice) replace the Fast Action Cards; the ballhandler cards are
//! "inverted" (a d100 range for each yardage row, −2 to 19, a Breakaway range and a Maximum); the
//! Blocking Battle and Pass Receiver tables replace the cards' directives. The seed lacks its
//! tables and its pages 11-17 (Z events, penalties, fumbles, injuries, timing, field goals,
//! overtime): those are this project's reconstructions, labelled as such in the data
//! (`data/bones.json`) and documented in `docs/bones-tables.md`; every reading of an ambiguity
//! is an [`options::Options`] switch (`docs/bones-decisions.md`).
//!
//! **Architecture invariant:** this crate reads `huddle-fac` only for the displays' vocabulary
//! and `huddle-cards` for the card model (a Bones card is the `bones` part of a family
//! [`huddle_cards::Player`]); it never calls another rule system's resolution.

pub mod call;
pub mod cards;
pub mod coach;
pub mod command;
pub mod convert;
pub mod dice;
pub mod display;
pub mod draft;
pub mod game;
pub mod narrate;
pub mod error;
pub mod options;
pub mod pass;
pub mod resolve;
pub mod sim;
pub mod tables;
pub mod testkit;

pub use huddle_fac::display::{DefenseDisplay, OffenseDisplay, Pid, PidSet};
