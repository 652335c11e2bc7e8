//! # huddle-fac
//!
//! The Fast Action Card engine of TTF 7th Edition. Its vocabulary (directives, displays, the
//! recipe's mirror) is shared with Statis-Pro 6th (`huddle-sp6`), which has its own procedures.

pub mod fac;
pub mod tables;
pub mod recipe;
pub mod display;
pub mod call;
pub mod options;
pub mod trace;
pub mod resolve;
pub mod run;
pub mod pass;
pub mod penalty;
pub mod play;
pub mod kick;
pub mod coach;
pub mod command;
pub mod terminal;
pub mod game;
pub mod sim;
pub mod narrate;
pub mod testkit;
pub mod scenario;
pub mod report;
