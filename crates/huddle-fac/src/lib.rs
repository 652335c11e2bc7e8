//! # huddle-fac
//!
//! The Fast Action Card engine (TTF 7th Edition; Statis-Pro 6th by data).

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
pub mod game;
pub mod sim;
pub mod narrate;
pub mod testkit;
pub mod scenario;
pub mod report;
