//! The two hand-made fictional teams shipped as default data, so games can be played before
//! real cards exist.

use crate::load::parse_team;
use crate::team::Team;

pub const RIVERTON_JSON: &str = include_str!("../data/teams/riverton.json");
pub const HARBOR_CITY_JSON: &str = include_str!("../data/teams/harbor_city.json");

/// The Riverton Rapids (code "RIV").
pub fn riverton() -> Team {
    parse_team(RIVERTON_JSON, "<embedded riverton.json>").unwrap_or_else(|e| panic!("embedded sample team is invalid: {e}"))
}

/// The Harbor City Mariners (code "HBR").
pub fn harbor_city() -> Team {
    parse_team(HARBOR_CITY_JSON, "<embedded harbor_city.json>").unwrap_or_else(|e| panic!("embedded sample team is invalid: {e}"))
}

/// Both sample teams.
pub fn sample_teams() -> Vec<Team> {
    vec![riverton(), harbor_city()]
}

/// The embedded default league: every team of the 2024 NFL season, built by `huddle cards build`
/// from the 2024 statistics (the raw statistics are not shipped).
pub const LEAGUE_2024_JSON: &str = include_str!("../data/league_2024.json");

pub fn league_2024() -> Vec<Team> {
    crate::load::parse_league(LEAGUE_2024_JSON, "<embedded league_2024.json>").unwrap_or_else(|e| panic!("embedded league is invalid: {e}"))
}
