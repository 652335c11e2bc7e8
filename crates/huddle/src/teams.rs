//! Team selection: the embedded default teams, or a user's league or team file.

use crate::Rules;
use anyhow::{bail, Context, Result};
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

/// The teams (code, name) of a rule system's league: its embedded one, or `league`'s. Football
/// Fever has none (its dice play any two teams).
pub fn list(rules: Rules, league: Option<&Path>) -> Result<Vec<(String, String)>> {
    Ok(match rules {
        Rules::Ttf7 => load(league)?.into_iter().map(|t| (t.code, t.name)).collect(),
        Rules::Sp6 => crate::sp6_teams(league)?.into_iter().map(|t| (t.code, t.name)).collect(),
        Rules::Bones => crate::bones_teams(league)?.into_iter().map(|t| (t.code, t.name)).collect(),
        Rules::Som => crate::som_teams(league)?.into_iter().map(|t| (t.code, t.name)).collect(),
        Rules::Fever => Vec::new(),
    })
}

/// One team's roster as its system prints it: the Lineup Card (with the season and record), then
/// each player's card (and, TTF 7th, the team's own card: its ranges and return cards).
pub fn roster_text(rules: Rules, league: Option<&Path>, code: &str) -> Result<String> {
    let all = match rules {
        Rules::Som => {
            let all = crate::som_teams(league)?;
            let t = all.iter().find(|t| t.code.eq_ignore_ascii_case(code)).with_context(|| format!("no team '{code}' in the league"))?;
            return Ok(huddle_som::sim::roster_text(t));
        }
        Rules::Fever => bail!("Football Fever has no teams or cards"),
        Rules::Sp6 => crate::sp6_teams(league)?,
        Rules::Bones => crate::bones_teams(league)?,
        Rules::Ttf7 => load(league)?,
    };
    let t = pick(&all, Some(code), 0)?;
    let name = |id: &String| t.idx(id).map_or(id.clone(), |p| t.player(p).name.clone());
    let mut s = format!("{} ({})", t.name, t.code);
    for x in t.season.map(|y| y.to_string()).iter().chain(&t.record) {
        s.push_str(&format!(", {x}"));
    }
    let off: Vec<String> = t.lineup.offense.iter().map(|(b, id)| format!("{b} {}", name(id))).collect();
    let def: Vec<String> = t.lineup.defense.iter().map(|(b, ids)| format!("{b} {}", ids.iter().map(name).collect::<Vec<_>>().join(" + "))).collect();
    s.push_str(&format!("\nOffense: {}\nDefense: {}\n", off.join(", "), def.join(", ")));
    // A drafted Bones franchise's trades (`huddle trade`).
    for line in t.bones.iter().flat_map(|b| &b.trades) {
        s.push_str(&format!("Trade: {line}\n"));
    }
    s.push('\n');
    if rules == Rules::Ttf7 {
        s.push_str(&huddle_cards::print::team_card_text(t));
        s.push('\n');
    }
    for p in 0..t.players.len() as huddle_fac::display::Pid {
        match rules {
            Rules::Bones => s.push_str(&huddle_bones::command::card_text(t, p)),
            Rules::Sp6 => s.push_str(&huddle_sp6::command::card_text(t, p)),
            _ => {
                s.push_str(&huddle_cards::print::card_text(t, t.player(p)));
                s.push('\n');
            }
        }
    }
    Ok(s)
}
