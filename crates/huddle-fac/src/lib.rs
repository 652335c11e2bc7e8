//! # huddle-fac
//!
//! The Fast Action Card engine (TTF 7th Edition; Statis-Pro 6th by data).

pub mod fac;
pub mod tables;
pub mod recipe;
pub mod display;
