//! `huddle cards build`.

use anyhow::Result;
use huddle_cards::builder::{BuildReport, BuilderParams};
use huddle_cards::Team;
use std::path::Path;

pub fn build(players: &Path, teams: &Path, season: u16, params: &BuilderParams, schedule: Option<&Path>) -> Result<(Vec<Team>, BuildReport)> {
    huddle_league::cards::build_validated(players, teams, season, params, schedule).map_err(anyhow::Error::msg)
}
