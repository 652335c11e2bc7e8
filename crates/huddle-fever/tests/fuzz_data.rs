//! Fuzzing the data files against the promise of the loaders: "a bad data file gets an error
//! naming the file, the entry and the rule it breaks — never a panic", and a file the loader
//! accepts plays games without one.
//!
//! For each embedded file (`data/dice.json`, `data/penalty_cards.json`) and each fixed seed, the
//! file is damaged one to three times at random nodes, roughly and plausibly
//! ([`huddle_core::json_fuzz::fuzz`]), and loaded; a refused file must name the file; an accepted one plays two whole games computer
//! against computer (a full game under the default options, and a short game under the college
//! rules). A panic anywhere is a failure, reported with the seed, the mutations and the panic's
//! message (and, for a panic inside the standard library, the engine's line that called it); a
//! game that ends in an error (or never ends: `play_to_end`'s step guard) is reported
//! separately. Each file must also be refused some of the time, so the test shows its validation
//! at work. Deterministic: the seeds are fixed (300 a file); `HUDDLE_FUZZ_SEEDS=20000` searches
//! wider by hand.
//!
//! The rules the loaders enforce are each tested by name in `dice_data.rs` and `penalties.rs`.
//! This test found no panic to fix: 20,000 seeds a file, every accepted file played twice.

use huddle_core::json_fuzz::{fuzz, seeds};
use huddle_fever::dice::EMBEDDED_DICE;
use huddle_fever::penalties::EMBEDDED_CARDS;
use huddle_fever::sim::{play_game_with, SimOptions};
use huddle_fever::{DiceSet, FeverData, FeverOptions, GameLength, PenaltyCards};
use serde_json::Value;
use std::sync::Arc;

fn json(text: &str) -> Value {
    serde_json::from_str(text).expect("the embedded file is JSON")
}

/// Two games with the data: a full game, and a short game under the college rules.
fn play_both(data: FeverData) -> Result<(), String> {
    let data = Arc::new(data);
    let full = SimOptions { trace: false, ..SimOptions::default() };
    play_game_with(1, &full, data.clone()).map_err(|e| format!("full game, seed 1: {e}"))?;
    let rules = FeverOptions { length: GameLength::Short, college: true, ..FeverOptions::default() };
    let short = SimOptions { rules, trace: false, ..SimOptions::default() };
    play_game_with(2, &short, data).map_err(|e| format!("short college game, seed 2: {e}"))?;
    Ok(())
}

#[test]
fn damaged_dice_files_are_refused_by_name_or_play_without_panicking() {
    // The 17 dice as data: any file is refused with an error naming it, or plays.
    let cards = PenaltyCards::embedded().expect("the built-in cards");
    let file = "fuzzed-dice.json";
    let t = fuzz(file, &json(EMBEDDED_DICE), seeds(300), usize::MAX, DiceSet::from_json, |dice| play_both(FeverData { dice, cards: cards.clone() }));
    t.assert_clean(file);
}

#[test]
fn damaged_penalty_card_files_are_refused_by_name_or_play_without_panicking() {
    // The four decks as data: any file is refused with an error naming it, or plays.
    let dice = DiceSet::embedded().expect("the built-in dice");
    let file = "fuzzed-cards.json";
    let t = fuzz(file, &json(EMBEDDED_CARDS), seeds(300), usize::MAX, PenaltyCards::from_json, |cards| play_both(FeverData { dice: dice.clone(), cards }));
    t.assert_clean(file);
}
