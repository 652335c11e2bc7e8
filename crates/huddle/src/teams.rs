//! Team selection: the embedded default teams, or a user's league or team file.

use anyhow::{bail, Result};
use huddle_cards::Team;
use std::path::Path;

/// Loads teams: from a league file (JSON array) or a single team file, else the embedded
/// default teams. A file's teams are validated card by card and lineup by lineup.
pub fn load(path: Option<&Path>) -> Result<Vec<Team>> {
    match path {
        None => {
            let mut v = huddle_cards::sample::league_2024();
            v.extend(huddle_cards::sample::sample_teams());
            Ok(v)
        }
        Some(p) => {
            let text = std::fs::read_to_string(p).map_err(|e| anyhow::anyhow!("{}: cannot read: {e}", p.display()))?;
            let label = p.display().to_string();
            let teams = if text.trim_start().starts_with('[') { huddle_cards::parse_league(&text, &label)? } else { vec![huddle_cards::parse_team(&text, &label)?] };
            // The cards are valid; the Lineup Card must also put legal displays on the field.
            for t in &teams {
                if let Err(e) = huddle_fac::display::check_lineup(t) {
                    bail!("{label}: team '{}': {e}", t.code);
                }
            }
            Ok(teams)
        }
    }
}

/// Picks a team by code (case-insensitive); without a code, the default matchup (Baltimore at
/// Kansas City, the 2024 opener) when those teams exist, else the first two teams.
pub fn pick<'a>(teams: &'a [Team], code: Option<&str>, default_idx: usize) -> Result<&'a Team> {
    let code = code.or_else(|| {
        let d = if default_idx == 0 { "KC" } else { "BAL" };
        teams.iter().any(|t| t.code == d).then_some(d)
    });
    match code {
        Some(c) => match teams.iter().find(|t| t.code.eq_ignore_ascii_case(c)) {
            Some(t) => Ok(t),
            None => bail!("unknown team '{c}' (available: {})", teams.iter().map(|t| t.code.as_str()).collect::<Vec<_>>().join(", ")),
        },
        None => teams.get(default_idx).or(teams.first()).ok_or_else(|| anyhow::anyhow!("no teams loaded")),
    }
}
