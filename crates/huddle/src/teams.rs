//! Team selection: the embedded default teams, or a user's league or team file.

use anyhow::{bail, Result};
use huddle_cards::Team;
use std::path::Path;

/// Loads teams: from a league file (JSON array) or a single team file, else the embedded
/// default teams.
pub fn load(path: Option<&Path>) -> Result<Vec<Team>> {
    match path {
        None => Ok(huddle_cards::sample::sample_teams()),
        Some(p) => {
            let text = std::fs::read_to_string(p).map_err(|e| anyhow::anyhow!("{}: cannot read: {e}", p.display()))?;
            let label = p.display().to_string();
            if text.trim_start().starts_with('[') {
                Ok(huddle_cards::parse_league(&text, &label)?)
            } else {
                Ok(vec![huddle_cards::parse_team(&text, &label)?])
            }
        }
    }
}

/// Picks a team by code (case-insensitive), or the `default_idx`-th team.
pub fn pick<'a>(teams: &'a [Team], code: Option<&str>, default_idx: usize) -> Result<&'a Team> {
    match code {
        Some(c) => match teams.iter().find(|t| t.code.eq_ignore_ascii_case(c)) {
            Some(t) => Ok(t),
            None => bail!("unknown team '{c}' (available: {})", teams.iter().map(|t| t.code.as_str()).collect::<Vec<_>>().join(", ")),
        },
        None => teams.get(default_idx).or(teams.first()).ok_or_else(|| anyhow::anyhow!("no teams loaded")),
    }
}
