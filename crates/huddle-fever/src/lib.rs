//! # huddle-fever
//!
//! **Football Fever**, the dice football game (17 kinds of special dice, four penalty-card decks,
//! a secret defense die under a cup, a peg clock counted in notches), as a rule system on the
//! shared football core [`huddle_core`]: the core keeps downs, score, possession, the clock and
//! periods, overtime and the event log; this crate resolves each play from the dice and hands the
//! core an [`huddle_core::Outcome`].
//!
//! ## For the CLI (`huddle sim --rules fever`)
//!
//! ```no_run
//! use huddle_fever::sim::{play_game, SimOptions};
//! use huddle_fever::report::summarize;
//!
//! let opts = SimOptions::default(); // pro rules, full game, built-in dice and cards
//! let game = play_game(1, &opts)?; // seed 1, computer against computer
//! print!("{}", game.render_text()); // play-by-play: dice, defense die revealed, peg clock; box score
//! let json = game.to_json()?; // the typed event log (serde)
//! let summary = summarize(100_000, 1, &opts)?; // seeds 1..=100000, on all cores
//! print!("{}", summary.render_text());
//! # Ok::<(), huddle_fever::FeverError>(())
//! ```
//!
//! [`sim::SimOptions`] holds the rule options ([`FeverOptions`]: game length, overtime,
//! college, the In/Out die, and each configurable ambiguity), optional paths to a dice file and
//! a penalty-card file (a user's real faces and cards; errors name the file, die or card and the
//! rule broken), team names, and whether to keep the play-by-play. The example
//! `cargo run -p huddle-fever --example fever_sim -- --seed 1` shows every flag.
//!
//! ## Playing a game step by step
//!
//! [`FeverGame`] holds a [`huddle_core::GameState`], the dice, the decks, the options and the one
//! randomness source. [`FeverGame::step`] plays one step — a coin toss, a kickoff, a down, a
//! try — asking the two [`Coach`]es every decision the rules give them ([`coach`]): the defense
//! die under the cup, the call, returns and fair catches, penalties, time-outs, hurry-up...
//! [`ai::AiCoach`] plays either side; a human front end implements [`Coach`] too. A step is a
//! transaction: an illegal decision returns a [`FeverError`] and changes nothing.
//!
//! Each step leaves a typed trace ([`trace::PlayTrace`]): every die thrown with its face, the
//! defense die revealed, cards read, decisions, results, notches charged.
//!
//! ## Data and tests
//!
//! The dice ([`dice`], `data/dice.json`) and penalty cards ([`penalties`],
//! `data/penalty_cards.json`) are data, embedded and validated against every constraint the
//! rulebook states; the reconstructions are documented in `docs/fever-dice.md` and
//! `docs/fever-penalty-cards.md`, the rule readings in `docs/fever-decisions.md`. Rule tests
//! drive the engine with scripted dice ([`DiceScript`]: any face a die can show, per die).
//!
//! Positions are yards from a team's own goal line (0 its goal line, 100 the opponent's,
//! −10/110 the end-zone outer boundaries); 1 notch of the peg clock is 12 seconds.

pub mod ai;
pub mod coach;
pub mod command;
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
