//! The data-file promise, checked by fuzzing the embedded 6th-edition files: "a bad data file
//! gets an error naming the file, the entry and the rule it breaks — never a panic", and a file
//! the loader accepts plays games without panicking.
//!
//! For each embedded file (`sp6.json`, `sp6_deck.json`, `sp6_deck_recipe.json`,
//! `convert_params.json`, the two sample teams) and each fixed seed, the file's JSON is damaged
//! one to three times at random nodes (roughly and plausibly: `huddle_core::json_fuzz::fuzz_trials`) and handed to its
//! loader inside `catch_unwind`. A refusal must be an `Err` naming the file; an accepted file is
//! played: two whole computer-vs-computer games (the default rules, then every optional rule with
//! solitaire on odd seeds). Every panic — in the loader or in play — is a failure, reported with
//! its seed, the mutations and the panic message and location; a load and its games that do not
//! end within `HANG_SECS` are reported as a hang (and end the test process: a thread cannot be
//! stopped); a game that returns an `Err` on accepted data is reported too. Each file must also
//! see some refusals, so that the test shows its validation is active. `HUDDLE_FUZZ_SEEDS=n` runs
//! every file on seeds `0..n` for a longer search; `HUDDLE_FUZZ_SHOW=1` prints every refusal.
//!
//! The focused tests at the end feed, one at a time, the bad entries that made the engine panic
//! or hang under this fuzzing (and under a longer sweep of every single mutation of each file),
//! and check that each is now refused with the file, the entry and the rule.

use huddle_cards::Team;
use huddle_core::json_fuzz::{fuzz_trials, seeds, Trial};
use huddle_core::{AnyRandom, PerSide, SeededRandom};
use huddle_sp6::cards::{parse_team, SAMPLE_FILES};
use huddle_sp6::coach::{AiCoach, Coach};
use huddle_sp6::convert::{convert_league, ConvertParams, PARAMS_JSON};
use huddle_sp6::fac::{DeckFile, DeckRecipe, DECK_JSON, RECIPE_JSON};
use huddle_sp6::game::Sp6Game;
use huddle_sp6::options::Options;
use huddle_sp6::tables::{Edition, EDITION_JSON};
use serde_json::Value;
use std::sync::OnceLock;

fn json(text: &str) -> Value {
    serde_json::from_str(text).expect("the embedded file is JSON")
}

/// The two games an accepted file plays: the default rules, then every optional rule (solitaire
/// on odd seeds).
fn play_two(seed: u64, ed: &Edition, deck: &DeckFile, home: &Team, away: &Team) -> Vec<String> {
    let all = Options { solitaire: seed % 2 == 1, ..Options::all_optional() };
    let mut errors = Vec::new();
    for (k, opts) in [Options::default(), all].into_iter().enumerate() {
        let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach), Box::new(AiCoach));
        let mut g = Sp6Game::new(ed.clone(), opts, home.clone(), away.clone(), deck.clone(), AnyRandom::Seeded(SeededRandom::new(seed * 2 + k as u64)), coaches);
        if let Err(e) = g.play_out() {
            errors.push(format!("game {} (seed {}): {e}", k + 1, seed * 2 + k as u64));
        }
    }
    errors
}

fn samples() -> &'static [Team] {
    static T: OnceLock<Vec<Team>> = OnceLock::new();
    T.get_or_init(huddle_sp6::cards::sample_teams)
}

fn ttf_league() -> &'static [Team] {
    static L: OnceLock<Vec<Team>> = OnceLock::new();
    L.get_or_init(huddle_cards::sample::league_2024)
}

// ---------------------------------------------------------------------------------------------
// The fuzz tests, one per file
// ---------------------------------------------------------------------------------------------

/// [sp6 6] The edition's tables (`sp6.json`).
#[test]
fn fuzzed_edition_tables_are_refused_or_played_sp6_6() {
    let file = "sp6.json";
    let deck = DeckFile::embedded();
    let t = fuzz_trials(file, &json(EDITION_JSON), seeds(300), move |text, seed| match Edition::parse(text, file) {
        Err(e) => Trial::Refused(e.to_string()),
        Ok(ed) => Trial::Played(play_two(seed, &ed, &deck, &samples()[0], &samples()[1])),
    });
    t.assert_clean(file);
}

/// [sp6 1] The deck (`sp6_deck.json`): 109 cards, 13 of them Z cards.
#[test]
fn fuzzed_decks_are_refused_or_played_sp6_1() {
    let file = "sp6_deck.json";
    let ed = Edition::sp6();
    let t = fuzz_trials(file, &json(DECK_JSON), seeds(300), move |text, seed| match DeckFile::parse(text, file, ed.deck.size, ed.deck.z_cards) {
        Err(e) => Trial::Refused(e.to_string()),
        Ok(deck) => Trial::Played(play_two(seed, &ed, &deck, &samples()[0], &samples()[1])),
    });
    t.assert_clean(file);
}

/// [sp6 1] The deck recipe (`sp6_deck_recipe.json`): an accepted recipe builds a deck that
/// passes the deck's checks and plays.
#[test]
fn fuzzed_deck_recipes_are_refused_or_played_sp6_1() {
    let file = "sp6_deck_recipe.json";
    let ed = Edition::sp6();
    let t = fuzz_trials(file, &json(RECIPE_JSON), seeds(300), move |text, seed| match DeckRecipe::parse(text, file) {
        Err(e) => Trial::Refused(e.to_string()),
        Ok(r) => {
            let deck = r.build();
            match deck.validate(file, r.regular as usize + r.z_cards as usize, r.z_cards as usize) {
                Err(e) => Trial::Played(vec![format!("the built deck is not a valid deck: {e}")]),
                Ok(()) => Trial::Played(play_two(seed, &ed, &deck, &samples()[0], &samples()[1])),
            }
        }
    });
    t.assert_clean(file);
}

/// [sp6 4] The conversion parameters (`convert_params.json`): accepted parameters convert two
/// 2024 teams into valid 6th-edition teams that play.
#[test]
fn fuzzed_conversion_parameters_are_refused_or_played_sp6_4() {
    let file = "convert_params.json";
    let ed = Edition::sp6();
    let deck = DeckFile::embedded();
    let pair: Vec<Team> = ttf_league().iter().filter(|t| t.code == "KC" || t.code == "BAL").cloned().collect();
    assert_eq!(pair.len(), 2);
    let t = fuzz_trials(file, &json(PARAMS_JSON), seeds(300), move |text, seed| match ConvertParams::parse(text, file) {
        Err(e) => Trial::Refused(e),
        Ok(params) => {
            let teams = convert_league(&pair, &params);
            let invalid: Vec<String> = teams.iter().flat_map(|t| huddle_sp6::cards::validate_team(t).into_iter().map(move |e| format!("converted team {}: {e}", t.code))).collect();
            if invalid.is_empty() {
                Trial::Played(play_two(seed, &ed, &deck, &teams[0], &teams[1]))
            } else {
                Trial::Played(invalid)
            }
        }
    });
    t.assert_clean(file);
}

/// [sp6 4] The sample team files (`teams/sp6_ironton.json`, `teams/sp6_lakeport.json`), each
/// played against the other sample team.
#[test]
fn fuzzed_team_files_are_refused_or_played_sp6_4() {
    for (k, (path, text)) in SAMPLE_FILES.iter().enumerate() {
        let file = path.rsplit('/').next().expect("a file name");
        let (ed, deck) = (Edition::sp6(), DeckFile::embedded());
        let other = &samples()[1 - k];
        let t = fuzz_trials(file, &json(text), seeds(300), move |text, seed| match parse_team(text, file) {
            Err(e) => Trial::Refused(e.to_string()),
            Ok(team) => Trial::Played(if k == 0 { play_two(seed, &ed, &deck, &team, other) } else { play_two(seed, &ed, &deck, other, &team) }),
        });
        t.assert_clean(file);
    }
}

// ---------------------------------------------------------------------------------------------
// The rules the fuzzing called for: each bad entry alone is refused, naming the file, the entry
// and the rule
// ---------------------------------------------------------------------------------------------

/// The error message for the embedded JSON of `text` changed by `edit` and read by `load` as
/// "bad.json" (the test fails if the file is accepted or the loader panics).
fn refused<T, E: std::fmt::Display>(text: &str, edit: impl FnOnce(&mut Value), load: impl Fn(&str, &str) -> Result<T, E>) -> String {
    let mut v: Value = serde_json::from_str(text).expect("the embedded file is JSON");
    edit(&mut v);
    let text = serde_json::to_string_pretty(&v).expect("a JSON value serializes");
    match huddle_core::json_fuzz::catch(|| load(&text, "bad.json").map(drop).map_err(|e| e.to_string())) {
        Err(p) => panic!("the loader panicked: {p}"),
        Ok(Ok(())) => panic!("the changed file was accepted"),
        Ok(Err(e)) => e,
    }
}

fn assert_names(msg: &str, parts: &[&str]) {
    assert!(msg.starts_with("bad.json"), "the error `{msg}` should start with the file");
    for p in parts {
        assert!(msg.contains(p), "the error `{msg}` should name `{p}`");
    }
}

fn edition_refused(edit: impl FnOnce(&mut Value)) -> String {
    refused(EDITION_JSON, edit, Edition::parse)
}

/// Ironton's team file changed by `edit`.
fn team_refused(edit: impl FnOnce(&mut Value)) -> String {
    refused(SAMPLE_FILES[0].1, edit, parse_team)
}

/// [sp6 6.1] A Timing Chart row whose Min is above its Max (fuzz seed 192, `/timing/injury/max`
/// set to 1) made the computer coach's `clamp(min, max)` panic; it is refused.
#[test]
fn timing_row_min_above_max_is_refused_sp6_6_1() {
    let msg = edition_refused(|v| v["timing"]["injury"]["max"] = 1.into());
    assert_names(&msg, &["timing.injury", "Min 20 is above Max 1", "[sp6 6.1]"]);
    let msg = edition_refused(|v| v["timing"]["fan_errata"]["min"] = 255.into());
    assert_names(&msg, &["timing.fan_errata", "Min 255 is above Max 20", "[sp6 6.1]"]);
}

/// [sp6 1] A deck spec of Z cards only (no normal card to read: the draw would never end) is
/// refused.
#[test]
fn deck_spec_of_z_cards_only_is_refused_sp6_1() {
    let msg = edition_refused(|v| v["deck"]["z_cards"] = 109.into());
    assert_names(&msg, &["deck.z_cards", "109 Z cards in a deck of 109", "[sp6 1]"]);
}

/// [sp6 20] Solitaire (S1) removing more Z cards than the deck holds (`solitaire_removes_z`
/// 10^12 searched the deck 10^12 times: a hang) is refused.
#[test]
fn solitaire_removing_more_z_cards_than_the_deck_holds_is_refused_sp6_20() {
    let msg = edition_refused(|v| v["deck"]["solitaire_removes_z"] = 1_000_000_000_000u64.into());
    assert_names(&msg, &["deck.solitaire_removes_z", "holding 13", "[sp6 20]"]);
}

/// [sp6 14.1] A field-goal block number of 0 or 1 blocks every kick, and a suspecting defense's
/// block (O6) is drawn again for ever: refused, as is a number beyond PN 48.
#[test]
fn field_goal_block_numbers_must_leave_an_unblocked_kick_sp6_14_1() {
    for (name, pn) in [("fg_block_pn", 0), ("fg_block_pn", 1), ("fg_long_block_pn", 1), ("fg_block_pn", 49)] {
        let msg = edition_refused(|v| v["constants"][name] = pn.into());
        assert_names(&msg, &[&format!("constants.{name}"), "2-48", "[sp6 14.1]"]);
    }
}

/// [sp6 13] The row a hurried punt reads under an All-Out Punt Rush is a row of the punter's card
/// (RN 1-11): 0 and 12 indexed past the card (a panic); both are refused.
#[test]
fn hurried_punt_row_is_a_punter_card_row_sp6_13() {
    for row in [0, 12] {
        let msg = edition_refused(|v| v["constants"]["all_out_hurried_row"] = row.into());
        assert_names(&msg, &["constants.all_out_hurried_row", "RN 1-11", "[sp6 13]"]);
    }
}

/// [sp6 13] A punter whose "See Below" list blocks on every Run Number: a suspecting defense's
/// Block (O6) is resolved again, for ever (the card counter overflowed); refused.
#[test]
fn see_below_list_that_only_blocks_is_refused_sp6_13() {
    let msg = team_refused(|v| v["players"][45]["punting"]["rn12"][1]["result"] = "Blocked".into());
    assert_names(&msg, &["irn-p1", "punting.rn12", "Movement", "[sp6 13]"]);
}

/// [sp6 4] A usage guide beyond a game's plays (10^12 targets a game overflowed the coach's
/// weighted choice) is refused.
#[test]
fn usage_guide_beyond_a_games_plays_is_refused_sp6_4() {
    let msg = team_refused(|v| v["players"][7]["usage"] = serde_json::json!({"attempts": 0, "carries": 0, "targets": 1e12, "tackles": 0}));
    assert_names(&msg, &["irn-wr1", "usage.targets", "0-100", "[sp6 4]"]);
}

/// [sp6 14.1] A kicker's distance band ending at 255 (its check computed 255 + 1) is refused
/// without a panic.
#[test]
fn kicker_band_to_255_is_refused_sp6_14_1() {
    let msg = team_refused(|v| v["players"][44]["kicking"]["fg"][0]["to"] = 255.into());
    assert_names(&msg, &["irn-k1", "kicking.fg[1]", "[sp6 14.1]"]);
}

/// [sp6 13] The All-Out Punt Rush's RN ranges (blocked 1-4, hurried 5-9, roughing 10-12) run in
/// order within RN 1-12, and leave an RN that does not block: a defense suspecting a fake
/// resolves a block again (O6), so a rush that blocked on every RN redrew for ever.
#[test]
fn all_out_punt_rush_ranges_leave_an_unblocked_punt_sp6_13() {
    let msg = edition_refused(|v| v["constants"]["all_out_block_max_rn"] = 12.into());
    assert_names(&msg, &["constants.all_out_block_max_rn", "O6", "[sp6 13]"]);
    for (block, hurried) in [(6, 5), (4, 13)] {
        let msg = edition_refused(|v| {
            v["constants"]["all_out_block_max_rn"] = block.into();
            v["constants"]["all_out_hurried_max_rn"] = hurried.into();
        });
        assert_names(&msg, &["constants.all_out_hurried_max_rn", "RN 1-12", "[sp6 13]"]);
    }
}
