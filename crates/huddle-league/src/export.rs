//! A replayed season's statistics as CSV files a spreadsheet (or the tools that read nflverse's
//! files) can take: every player's line, regular season and playoffs apart, and every team's
//! totals. Columns carry nflverse's names where the figure means the same thing
//! (`completions`, `attempts`, `passing_yards`, `carries`, `fg_made_40_49`, …) and plain names
//! where the game counts something nflverse does not (`fumbles`, `punts`, `punt_yards`, the
//! longest gains `passing_long`, `rushing_long`, `receiving_long`).
//!
//! One season: whole counts. Several replays: each figure is the average a season over the
//! replays, to a tenth (a player's row is his average over every replay, counting the replays
//! in which he did nothing as zero), but a longest gain is the longest of all the replays.

use crate::season::{Club, PlayerTotals, SeasonResult};
use huddle_stats::{PlayerLine, TeamTotals, FG_BANDS};
use std::collections::BTreeMap;

/// The player file's columns, in order.
pub fn player_columns() -> Vec<String> {
    let mut c: Vec<String> = ["player_id", "player_display_name", "position", "team", "season", "season_type"].map(String::from).to_vec();
    c.extend(PLAYER_STATS.iter().map(|(n, _)| n.to_string()));
    for (band, _) in FG_BANDS {
        c.push(format!("fg_made_{band}"));
    }
    for (band, _) in FG_BANDS {
        c.push(format!("fg_missed_{band}"));
    }
    c
}

type PlayerStat = fn(&PlayerLine) -> f64;

/// The player file's figures after its identifying columns (the field-goal bands follow them).
const PLAYER_STATS: [(&str, PlayerStat); 31] = [
    ("completions", |l| l.completions as f64),
    ("attempts", |l| l.pass_att as f64),
    ("passing_yards", |l| l.pass_yards as f64),
    ("passing_tds", |l| l.pass_tds as f64),
    ("passing_interceptions", |l| l.ints as f64),
    ("passing_long", |l| l.pass_long as f64),
    ("sacks_suffered", |l| l.sacked as f64),
    ("carries", |l| l.rushes as f64),
    ("rushing_yards", |l| l.rush_yards as f64),
    ("rushing_tds", |l| l.rush_tds as f64),
    ("rushing_long", |l| l.rush_long as f64),
    ("targets", |l| l.targets as f64),
    ("receptions", |l| l.receptions as f64),
    ("receiving_yards", |l| l.rec_yards as f64),
    ("receiving_tds", |l| l.rec_tds as f64),
    ("receiving_long", |l| l.rec_long as f64),
    ("fumbles", |l| l.fumbles as f64),
    ("def_sacks", |l| l.def_sacks as f64),
    ("def_interceptions", |l| l.def_ints as f64),
    ("punt_returns", |l| l.punt_returns as f64),
    ("punt_return_yards", |l| l.punt_return_yards as f64),
    ("kickoff_returns", |l| l.kick_returns as f64),
    ("kickoff_return_yards", |l| l.kick_return_yards as f64),
    ("fg_made", |l| l.fg_made as f64),
    ("fg_att", |l| l.fg_att as f64),
    ("fg_missed", |l| l.fg_att.saturating_sub(l.fg_made) as f64),
    ("pat_made", |l| l.xp_made as f64),
    ("pat_att", |l| l.xp_att as f64),
    ("pat_missed", |l| l.xp_att.saturating_sub(l.xp_made) as f64),
    ("punts", |l| l.punts as f64),
    ("punt_yards", |l| l.punt_yards as f64),
];

/// A figure as the file writes it: whole over one season, to a tenth over several.
fn figure(x: f64, n: usize) -> String {
    if n == 1 {
        format!("{}", x.round() as i64)
    } else {
        format!("{:.1}", x / n as f64)
    }
}

fn sum<'a>(lines: impl Iterator<Item = &'a PlayerTotals>) -> PlayerTotals {
    let mut all = PlayerTotals::new();
    for s in lines {
        for (k, v) in s {
            *all.entry(k.clone()).or_default() += v;
        }
    }
    all
}

/// Each replay's player lines: the regular season's and, when played, the playoffs'.
pub type ReplayLines<'a> = (&'a PlayerTotals, Option<&'a PlayerTotals>);

/// The player lines of replayed seasons (NFL-format playoffs' lines with them).
pub fn lines_of(seasons: &[SeasonResult]) -> Vec<ReplayLines<'_>> {
    seasons.iter().map(|s| (&s.players, s.postseason.as_ref().map(|p| &p.players))).collect()
}

/// Every player's line over one or several replays of a season: a `REG` row for each player
/// who did something in the regular season and (when the replays played playoffs) a `POST` row
/// for each who did something in them. Rows by team, then player id.
pub fn players_csv<C: Club>(replays: &[ReplayLines<'_>], teams: &[C], year: u16) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    let _ = w.write_record(player_columns());
    player_rows(&mut w, replays, teams, &year.to_string());
    finish(w)
}

/// A league's seasons one after another (`season` is each season's number in the league): every
/// player's lines of each season, as [`players_csv`] writes one.
pub fn league_players_csv<C: Club>(seasons: &[(u32, ReplayLines<'_>)], teams: &[C]) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    let _ = w.write_record(player_columns());
    for (season, lines) in seasons {
        player_rows(&mut w, std::slice::from_ref(lines), teams, &season.to_string());
    }
    finish(w)
}

fn finish(w: csv::Writer<Vec<u8>>) -> String {
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

fn player_rows<C: Club>(w: &mut csv::Writer<Vec<u8>>, replays: &[ReplayLines<'_>], teams: &[C], season: &str) {
    let n = replays.len().max(1);
    let regular = sum(replays.iter().map(|r| r.0));
    let post = sum(replays.iter().filter_map(|r| r.1));
    for (kind, all) in [("REG", regular), ("POST", post)] {
        for ((team, id), line) in &all {
            let club = teams.iter().find(|t| t.code() == team);
            let name = club.and_then(|t| t.player_name(id)).unwrap_or(id);
            let pos = club.and_then(|t| t.player_position(id)).unwrap_or_default();
            let mut row: Vec<String> = vec![id.clone(), name.to_string(), pos, team.clone(), season.to_string(), kind.to_string()];
            // The longest gains are the longest of every replay, not an average.
            row.extend(PLAYER_STATS.iter().map(|(name, f)| if name.ends_with("_long") { figure(f(line), 1) } else { figure(f(line), n) }));
            row.extend((0..FG_BANDS.len()).map(|b| figure(line.fg_made_band[b] as f64, n)));
            row.extend((0..FG_BANDS.len()).map(|b| figure(line.fg_att_band[b].saturating_sub(line.fg_made_band[b]) as f64, n)));
            let _ = w.write_record(&row);
        }
    }
}

type TeamStat = fn(&TeamTotals) -> f64;

/// The team file's figures after its record (games, wins, losses, ties, points, points allowed).
const TEAM_STATS: [(&str, TeamStat); 31] = [
    ("completions", |t| t.completions as f64),
    ("attempts", |t| t.pass_att as f64),
    ("passing_yards", |t| t.pass_yards as f64),
    ("passing_tds", |t| t.pass_tds as f64),
    ("passing_interceptions", |t| t.interceptions as f64),
    ("sacks_suffered", |t| t.sacks as f64),
    ("sack_yards_lost", |t| t.sack_yards as f64),
    ("carries", |t| t.rushes as f64),
    ("rushing_yards", |t| t.rush_yards as f64),
    ("rushing_tds", |t| t.rush_tds as f64),
    ("fumbles", |t| t.fumbles as f64),
    ("fumbles_lost", |t| t.fumbles_lost as f64),
    ("first_downs", |t| t.first_downs as f64),
    ("third_down_att", |t| t.third_down_att as f64),
    ("third_down_conv", |t| t.third_down_conv as f64),
    ("plays", |t| t.plays as f64),
    ("penalties", |t| t.penalties as f64),
    ("penalty_yards", |t| t.penalty_yards as f64),
    ("punts", |t| t.punts as f64),
    ("punt_yards", |t| t.punt_yards as f64),
    ("punt_returns", |t| t.punt_returns as f64),
    ("punt_return_yards", |t| t.punt_return_yards as f64),
    ("kickoff_returns", |t| t.kick_returns as f64),
    ("kickoff_return_yards", |t| t.kick_return_yards as f64),
    ("fg_made", |t| t.fg_made as f64),
    ("fg_att", |t| t.fg_att as f64),
    ("pat_made", |t| t.xp_made as f64),
    ("pat_att", |t| t.xp_att as f64),
    ("two_point_att", |t| t.two_pt_att as f64),
    ("two_point_made", |t| t.two_pt_made as f64),
    ("time_of_possession_minutes", |t| t.time_of_possession as f64 / 60.0),
];

/// The team file's columns, in order.
pub fn team_columns() -> Vec<String> {
    let mut c: Vec<String> = ["team", "season", "games", "wins", "losses", "ties", "points", "points_allowed"].map(String::from).to_vec();
    c.extend(TEAM_STATS.iter().map(|(n, _)| n.to_string()));
    c
}

/// Every team's regular season over `seasons`: its record and points from the games, its
/// offense's totals from the box scores. Rows by team code.
pub fn teams_csv(seasons: &[&SeasonResult], year: u16) -> String {
    let n = seasons.len().max(1);
    // games, wins, losses, ties, points, points allowed
    let mut record: BTreeMap<&str, [f64; 6]> = BTreeMap::new();
    let mut totals: BTreeMap<&str, TeamTotals> = BTreeMap::new();
    for s in seasons {
        for g in &s.games {
            for (me, us, them) in [(&g.home, g.home_score, g.away_score), (&g.away, g.away_score, g.home_score)] {
                let r = record.entry(me.as_str()).or_default();
                r[0] += 1.0;
                r[1 + usize::from(us < them) + 2 * usize::from(us == them)] += 1.0;
                r[4] += us as f64;
                r[5] += them as f64;
            }
        }
        for (code, t) in &s.teams {
            *totals.entry(code.as_str()).or_default() += t;
        }
    }
    let mut w = csv::Writer::from_writer(Vec::new());
    let _ = w.write_record(team_columns());
    for (code, r) in &record {
        let t = totals.get(code).cloned().unwrap_or_default();
        let mut row: Vec<String> = vec![code.to_string(), year.to_string()];
        row.extend(r.iter().map(|x| figure(*x, n)));
        row.extend(TEAM_STATS.iter().map(|(name, f)| if name.ends_with("minutes") { format!("{:.1}", f(&t) / n as f64) } else { figure(f(&t), n) }));
        let _ = w.write_record(&row);
    }
    finish(w)
}
