//! `huddle cards build`.

use anyhow::{bail, Result};
use huddle_cards::builder::{build_league, read_players, read_teams, BuildReport, BuilderParams};
use huddle_cards::Team;
use std::path::Path;

/// Builds, validates every card and every Lineup display, and returns the league.
pub fn build(players: &Path, teams: &Path, season: u16, params: &BuilderParams) -> Result<(Vec<Team>, BuildReport)> {
    let pr = read_players(players, Some(season))?;
    let tr = read_teams(teams, Some(season))?;
    let (league, report) = build_league(&pr, &tr, season, params, &players.display().to_string())?;
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
        bail!("the built cards are not valid (a builder bug):\n  {}", problems.join("\n  "));
    }
    Ok((league, report))
}
