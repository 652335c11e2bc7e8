//! Damaged card-builder parameters (`builder_params.json`): the parameter loader either refuses
//! them naming the file and the entry, or the builder makes a 2024 league from them whose every
//! card and Lineup Card display is valid (a card that fails is a builder bug: the parameters'
//! validation should have refused the file) and whose teams play a TTF 7th game to the end.
//! Reads the 2024 statistics (skips with a message when `../shared/data/nfl/2024/` is absent).
//!
//! Found so far, and now refused by `BuilderParams::validate`: kickoff and punt template cells
//! that are not cells (the builder panicked), a Column B that points to itself, an RN-12 list
//! that does not cover RN 1-12 once, a zero shrinkage prior (a replacement quarterback's Sack
//! range came out 1-0), `prv_line_max` 0 (a clamp panicked). Each is tested in huddle-cards'
//! builder tests.

use huddle_cards::builder::BuilderParams;
use huddle_core::json_fuzz::{budget, fuzz, seeds};
use huddle_fac::options::RuleOptions;
use huddle_fac::sim::play_ai_game;
use std::path::Path;

#[test]
fn damaged_builder_parameters_are_refused_or_build_valid_cards_that_play() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/nfl/2024");
    let (players, teams) = (dir.join("player_season_2024.csv"), dir.join("team_season_2024.csv"));
    if !players.exists() || !teams.exists() {
        eprintln!("SKIPPED: {} is absent; cannot build cards", dir.display());
        return;
    }
    let rows = huddle_league::cards::read_season(&players, &teams, 2024, None).unwrap();
    let file = "builder_params.json";
    let original: serde_json::Value = serde_json::from_str(huddle_cards::builder::params::PARAMS_JSON).unwrap();
    // As `huddle cards build --params FILE` reads it: the file's name before the entry and the rule.
    let load = |text: &str, file: &str| BuilderParams::from_json(text).map_err(|e| format!("{file}: {e}"));
    // A build takes about 0.1 s: the first 60 accepted files are built and played.
    let t = fuzz(file, &original, seeds(80), budget(60), load, |params| {
        let (league, _) = huddle_league::cards::build_checked(&rows, 2024, &params)?;
        let team = |c: &str| league.iter().find(|t| t.code == c).unwrap().clone();
        play_ai_game(7, team("KC"), team("BAL"), RuleOptions::default()).map(|_| ()).map_err(|e| e.to_string())
    });
    t.assert_clean(file);
}
