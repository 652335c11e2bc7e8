//! The embedded default league is exactly what the card builder makes of the 2024 statistics.
use huddle_cards::builder::BuilderParams;
use std::path::Path;

#[test]
fn embedded_league_regenerates_from_the_2024_statistics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/nfl/2024");
    let players = dir.join("player_season_2024.csv");
    let teams = dir.join("team_season_2024.csv");
    let schedule = dir.join("schedule_2024.csv");
    if !players.exists() || !teams.exists() || !schedule.exists() {
        eprintln!("SKIPPED: {} is absent; cannot regenerate the embedded league", dir.display());
        return;
    }
    let (league, report) = huddle_league::cards::build_validated(&players, &teams, 2024, &BuilderParams::embedded(), Some(&schedule)).unwrap();
    assert_eq!(league.len(), 32);
    assert_eq!(report.traded, 72, "players with a row on more than one team");
    let text = huddle_league::cards::league_json(&league);
    if std::env::var("HUDDLE_BLESS").is_ok() {
        std::fs::write(Path::new(env!("CARGO_MANIFEST_DIR")).join("../huddle-cards/data/league_2024.json"), &text).unwrap();
        return;
    }
    assert!(
        text == huddle_cards::sample::LEAGUE_2024_JSON,
        "crates/huddle-cards/data/league_2024.json differs from the builder's output: regenerate it with HUDDLE_BLESS=1 cargo test -p huddle-league --test default_league"
    );
    // The embedded league loads and validates.
    assert_eq!(huddle_cards::sample::league_2024().len(), 32);
}
