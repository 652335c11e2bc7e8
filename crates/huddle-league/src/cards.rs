//! Building a league's cards from statistics, with every card and Lineup display validated.

use huddle_cards::builder::{build_league, read_players, read_teams, BuildReport, BuilderParams};
use huddle_cards::Team;
use std::path::Path;

/// Builds the league and validates every card and every Lineup Card display (§3).
pub fn build_validated(players: &Path, teams: &Path, season: u16, params: &BuilderParams) -> Result<(Vec<Team>, BuildReport), String> {
    let pr = read_players(players, Some(season)).map_err(|e| e.to_string())?;
    let tr = read_teams(teams, Some(season)).map_err(|e| e.to_string())?;
    let (league, report) = build_league(&pr, &tr, season, params, &players.display().to_string()).map_err(|e| e.to_string())?;
    let mut problems = Vec::new();
    for t in &league {
        for e in huddle_cards::validate_team(t) {
            problems.push(e.to_string());
        }
        let (od, dd) = huddle_fac::testkit::lineup_displays(t);
        if let Err(e) = od.validate(t) {
            problems.push(format!("team '{}': offense lineup: {e}", t.code));
        }
        if let Err(e) = dd.validate(t) {
            problems.push(format!("team '{}': defense lineup: {e}", t.code));
        }
    }
    if !problems.is_empty() {
        return Err(format!("the built cards are not valid (a builder bug):\n  {}", problems.join("\n  ")));
    }
    Ok((league, report))
}

/// The league as the committed JSON text.
pub fn league_json(league: &[Team]) -> String {
    serde_json::to_string_pretty(league).expect("serializable") + "\n"
}
