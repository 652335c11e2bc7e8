//! Damaged data files: every loader of the TTF 7th engine either refuses a damaged file with an
//! error naming the file, or accepts it and then plays whole computer-vs-computer games without
//! a panic or an engine error. The files are the embedded ones (`ttf7.json`, `ttf7_deck.json`,
//! `deck_recipe.json`, the two sample team files and two teams of the 2024 league), each damaged
//! 1-3 times at random nodes by `huddle_core::json_fuzz::fuzz` over fixed seeds, roughly and
//! plausibly (values that keep their types). `HUDDLE_FUZZ_SEEDS=N` searches wider by hand.
//!
//! Found so far: a team file whose cards were valid but whose Lineup Card put a wide receiver
//! at tackle loaded, and its game stopped at the first snap ("no legal play could be run"):
//! team files are now checked lineup by lineup (`display::check_lineup`, tested in
//! rules_displays.rs).

use huddle_cards::Team;
use huddle_core::json_fuzz::{fuzz, seeds};
use huddle_core::{AnyRandom, PerSide, SeededRandom};
use huddle_fac::coach::{AiCoach, Coach};
use huddle_fac::display::check_lineup;
use huddle_fac::fac::DeckFile;
use huddle_fac::game::FacGame;
use huddle_fac::options::RuleOptions;
use huddle_fac::recipe::{DeckRecipe, RECIPE_JSON};
use huddle_fac::sim::{default_deck, DECK_JSON};
use huddle_fac::tables::{Edition, TTF7_JSON};
use serde_json::Value;

fn json(text: &str) -> Value {
    serde_json::from_str(text).expect("an embedded file is JSON")
}

/// Two games to the end (`play_out` stops a game at 2,000 steps), the second with the standard
/// rules and solitaire defenses.
fn play(ed: &Edition, deck: &DeckFile, home: &Team, away: &Team, seed: u64) -> Result<(), String> {
    for (i, opts) in [RuleOptions::default(), RuleOptions { advanced: false, solitaire: true, ..RuleOptions::default() }].into_iter().enumerate() {
        let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach::default()), Box::new(AiCoach::default()));
        let mut g = FacGame::new(ed.clone(), opts, home.clone(), away.clone(), deck.clone(), AnyRandom::Seeded(SeededRandom::new(seed * 2 + i as u64)), coaches);
        g.play_out().map_err(|e| format!("game {i}: {e}"))?;
    }
    Ok(())
}

fn samples() -> (Team, Team) {
    (huddle_cards::sample::riverton(), huddle_cards::sample::harbor_city())
}

/// A team file as the command line loads it: its cards, then its Lineup Card's displays.
fn load_team(text: &str, file: &str) -> Result<Team, String> {
    let team = huddle_cards::load::parse_team(text, file).map_err(|e| e.to_string())?;
    check_lineup(&team).map_err(|e| format!("{file}: team '{}': {e}", team.code))?;
    Ok(team)
}

#[test]
fn a_damaged_edition_file_is_refused_or_plays() {
    let file = "ttf7.json";
    let (h, a) = samples();
    let t = fuzz(file, &json(TTF7_JSON), seeds(300), usize::MAX, Edition::parse, |ed| match DeckFile::parse(DECK_JSON, "ttf7_deck.json", ed.deck.size, ed.deck.z_cards) {
        // The edition's deck composition changed: the deck file is refused, by its own name.
        Err(_) => Ok(()),
        Ok(deck) => play(&ed, &deck, &h, &a, 1),
    });
    t.assert_clean(file);
}

#[test]
fn a_damaged_deck_file_is_refused_or_plays() {
    let file = "ttf7_deck.json";
    let ed = Edition::ttf7();
    let (h, a) = samples();
    let t = fuzz(file, &json(DECK_JSON), seeds(300), usize::MAX, |text, file| DeckFile::parse(text, file, ed.deck.size, ed.deck.z_cards), |deck| play(&ed, &deck, &h, &a, 2));
    t.assert_clean(file);
}

#[test]
fn a_damaged_deck_recipe_is_refused_or_builds_a_deck_that_plays() {
    let file = "deck_recipe.json";
    let ed = Edition::ttf7();
    let (h, a) = samples();
    // A recipe whose deck the edition does not take is refused by the deck's checks, naming the recipe.
    let load = |text: &str, file: &str| -> Result<DeckFile, String> {
        let deck = DeckRecipe::parse(text, file).map_err(|e| e.to_string())?.build();
        deck.validate(file, ed.deck.size, ed.deck.z_cards).map_err(|e| e.to_string())?;
        Ok(deck)
    };
    let t = fuzz(file, &json(RECIPE_JSON), seeds(300), usize::MAX, load, |deck| play(&ed, &deck, &h, &a, 3));
    t.assert_clean(file);
}

#[test]
fn a_damaged_team_file_is_refused_or_plays() {
    let ed = Edition::ttf7();
    let deck = default_deck(&ed);
    let (riv, hbr) = samples();
    for (file, text, other) in [("riverton.json", huddle_cards::sample::RIVERTON_JSON, &hbr), ("harbor_city.json", huddle_cards::sample::HARBOR_CITY_JSON, &riv)] {
        let t = fuzz(file, &json(text), seeds(300), usize::MAX, load_team, |team| play(&ed, &deck, &team, other, 4));
        t.assert_clean(file);
    }
}

#[test]
fn a_damaged_league_file_is_refused_or_plays() {
    // Two teams of the 2024 league (the loader is the same for all 32).
    let file = "league_2024.json";
    let mut league = json(huddle_cards::sample::LEAGUE_2024_JSON);
    league.as_array_mut().unwrap().retain(|t| t["code"] == "KC" || t["code"] == "BAL");
    assert_eq!(league.as_array().unwrap().len(), 2);
    let ed = Edition::ttf7();
    let deck = default_deck(&ed);
    let load = |text: &str, file: &str| -> Result<Vec<Team>, String> {
        let teams = huddle_cards::load::parse_league(text, file).map_err(|e| e.to_string())?;
        for t in &teams {
            check_lineup(t).map_err(|e| format!("{file}: team '{}': {e}", t.code))?;
        }
        Ok(teams)
    };
    let t = fuzz(file, &league, seeds(200), usize::MAX, load, |teams| match teams.as_slice() {
        [h, a] => play(&ed, &deck, h, a, 5),
        // A mutation removed a team: nothing to play.
        _ => Ok(()),
    });
    t.assert_clean(file);
}
