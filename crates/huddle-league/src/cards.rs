//! Building a league's cards from statistics, with every card and Lineup display validated.

use crate::schedule::Schedule;
use huddle_cards::builder::{build_league_with, read_players, read_teams, BuildReport, BuilderParams, PlayerRow, TeamRow};
use std::collections::BTreeMap;
use huddle_cards::Team;
use std::path::Path;

/// A season's statistics, read once for any number of builds.
pub struct SeasonRows {
    pub players: Vec<PlayerRow>,
    pub teams: Vec<TeamRow>,
    /// Points allowed per game by team, from a schedule's played games.
    pub points_allowed: Option<BTreeMap<String, f64>>,
    /// Each team's regular-season record ("15-2", "9-7-1"), from a schedule's played games: the
    /// Lineup Card shows it (§24).
    pub records: Option<BTreeMap<String, String>>,
    /// The player file's name, for the builder's messages.
    pub player_file: String,
}

/// Reads a season's player and team statistics (nflverse format) and, with a `schedule`, each
/// team's points allowed per game.
pub fn read_season(players: &Path, teams: &Path, season: u16, schedule: Option<&Path>) -> Result<SeasonRows, String> {
    let pr = read_players(players, Some(season)).map_err(|e| e.to_string())?;
    let tr = read_teams(teams, Some(season)).map_err(|e| e.to_string())?;
    let (pa, records) = match schedule {
        Some(p) => {
            let codes: Vec<String> = tr.iter().map(|t| t.team.clone()).collect();
            let s = Schedule::read(p, Some(season), &codes).map_err(|e| e.to_string())?;
            (Some(points_allowed(&s, &p.display().to_string())?), Some(records(&s)))
        }
        None => (None, None),
    };
    Ok(SeasonRows { players: pr, teams: tr, points_allowed: pa, records, player_file: players.display().to_string() })
}

/// Builds the league from read statistics and validates every card and every Lineup Card
/// display (§3); a card that fails is a builder bug, reported as such.
pub fn build_checked(rows: &SeasonRows, season: u16, params: &BuilderParams) -> Result<(Vec<Team>, BuildReport), String> {
    let (mut league, report) = build_league_with(&rows.players, &rows.teams, season, params, &rows.player_file, rows.points_allowed.as_ref()).map_err(|e| e.to_string())?;
    if let Some(records) = &rows.records {
        for t in &mut league {
            t.record = records.get(&t.code).cloned();
        }
    }
    let mut problems = Vec::new();
    for t in &league {
        for e in huddle_cards::validate_team(t) {
            problems.push(e.to_string());
        }
        if let Err(e) = huddle_fac::display::check_lineup(t) {
            problems.push(format!("team '{}': {e}", t.code));
        }
    }
    if !problems.is_empty() {
        return Err(format!("the built cards are not valid (a builder bug):\n  {}", problems.join("\n  ")));
    }
    Ok((league, report))
}

/// Builds the league and validates every card and every Lineup Card display (§3). With a
/// `schedule` (nflverse format) its played games give each team's points allowed per game, which
/// enter the team defensive index (`team_defense_pa_weight`).
pub fn build_validated(players: &Path, teams: &Path, season: u16, params: &BuilderParams, schedule: Option<&Path>) -> Result<(Vec<Team>, BuildReport), String> {
    build_checked(&read_season(players, teams, season, schedule)?, season, params)
}

/// Points allowed per game by team, from the schedule's played games.
pub fn points_allowed(s: &Schedule, file: &str) -> Result<BTreeMap<String, f64>, String> {
    let mut tot: BTreeMap<String, (f64, f64)> = BTreeMap::new();
    for g in &s.games {
        let Some((h, a)) = g.score else { continue };
        for (t, pa) in [(&g.home, a), (&g.away, h)] {
            let e = tot.entry(t.clone()).or_default();
            e.0 += pa as f64;
            e.1 += 1.0;
        }
    }
    if tot.is_empty() {
        return Err(format!("{file}: no played games with scores: points allowed need a played season"));
    }
    Ok(tot.into_iter().map(|(t, (pa, g))| (t, pa / g)).collect())
}

/// Each team's record in the schedule's played games: wins-losses, and ties when there were any.
pub fn records(s: &Schedule) -> BTreeMap<String, String> {
    let mut wlt: BTreeMap<String, [u32; 3]> = BTreeMap::new();
    for g in &s.games {
        let Some((h, a)) = g.score else { continue };
        for (t, us, them) in [(&g.home, h, a), (&g.away, a, h)] {
            let e = wlt.entry(t.clone()).or_default();
            e[match us.cmp(&them) {
                std::cmp::Ordering::Greater => 0,
                std::cmp::Ordering::Less => 1,
                std::cmp::Ordering::Equal => 2,
            }] += 1;
        }
    }
    wlt.into_iter().map(|(t, [w, l, d])| (t, if d > 0 { format!("{w}-{l}-{d}") } else { format!("{w}-{l}") })).collect()
}

/// The league as the committed JSON text.
pub fn league_json(league: &[Team]) -> String {
    serde_json::to_string_pretty(league).expect("serializable") + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schedule::Fixture;

    #[test]
    fn points_allowed_per_game_come_from_the_played_games() {
        let fx = |home: &str, away: &str, score: Option<(u16, u16)>| Fixture { week: 1, home: home.into(), away: away.into(), score };
        let s = Schedule { games: vec![fx("KC", "DEN", Some((27, 20))), fx("DEN", "KC", Some((10, 17))), fx("KC", "LV", None)] };
        let pa = points_allowed(&s, "s.csv").unwrap();
        assert_eq!(pa["KC"], 15.0, "20 and 10 in two played games; the unplayed one does not count");
        assert_eq!(pa["DEN"], 22.0);
        assert!(!pa.contains_key("LV"));
        let r = records(&s);
        assert_eq!((r["KC"].as_str(), r["DEN"].as_str()), ("2-0", "0-2"), "the played games only");
        let tie = Schedule { games: vec![fx("KC", "DEN", Some((20, 20))), fx("KC", "LV", Some((3, 10)))] };
        assert_eq!(records(&tie)["KC"], "0-1-1", "a tie is a third figure");
        assert_eq!(records(&tie)["LV"], "1-0", "no ties, two figures");
        let e = points_allowed(&Schedule { games: vec![fx("KC", "LV", None)] }, "s.csv").unwrap_err();
        assert!(e.contains("s.csv") && e.contains("no played games"), "{e}");
    }
}
