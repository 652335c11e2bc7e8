//! # huddle-sp6
//!
//! *Statis-Pro Football*, 6th Edition (Avalon Hill): the earlier edition of the Fast Action
//! Card family. It shares the family's vocabulary with the TTF 7th engine (`huddle-fac`: run,
//! screen and pass directives, displays, the card model of `huddle-cards`) and has its own
//! procedures, which differ from TTF's in most steps (digest `sp6.md` §23): its tables
//! (`data/sp6.json`), its deck (a single pass directive, penalties printed on the Z result),
//! strategy cards, the Big Play defense, a clock whose time the offense chooses, and simpler
//! fumbles, interceptions and kicks.
//!
//! **Architecture invariant:** this crate reads `huddle-fac` only for its vocabulary (the
//! directive types and the displays); it never calls TTF's resolution, and TTF never calls it.

pub mod fac;
pub mod tables;
pub mod cards;
pub mod display;
pub mod options;
pub mod call;
pub mod resolve;
pub mod kick;
pub mod zres;
pub mod coach;
pub mod game;
pub mod narrate;
pub mod sim;
pub mod testkit;
pub mod command;
pub mod convert;

pub use huddle_fac::display::{DefenseDisplay, OffenseDisplay, Pid, PidSet};
