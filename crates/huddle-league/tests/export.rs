//! A replayed season's statistics files (`huddle season --stats/--team-stats`): every player's
//! and every team's figures as the season's box scores counted them, the playoffs apart, and
//! the average a season over several replays. The Bones league manager's statistics
//! requirement (per player and team, per season, compared with the real season) is §20 item 7.

use huddle_cards::Team;
use huddle_fac::options::RuleOptions;
use huddle_league::export::{lines_of, player_columns, players_csv, team_columns, teams_csv};
use huddle_league::playoffs::Bracket;
use huddle_league::schedule::Schedule;
use huddle_league::season::{replay_seasons, SeasonResult};
use huddle_stats::PlayerLine;
use std::collections::BTreeMap;
use std::sync::OnceLock;

fn league() -> &'static [Team] {
    static L: OnceLock<Vec<Team>> = OnceLock::new();
    L.get_or_init(huddle_cards::sample::league_2024)
}

/// Two replays of a generated 2024 season with their playoffs (shared by the tests).
fn seasons() -> &'static [SeasonResult] {
    static S: OnceLock<Vec<SeasonResult>> = OnceLock::new();
    S.get_or_init(|| {
        let codes: Vec<String> = league().iter().map(|t| t.code.clone()).collect();
        let fr: Vec<_> = huddle_cards::builder::franchises().into_iter().filter(|f| codes.contains(&f.code)).collect();
        let sch = Schedule::generate(&fr, 2024, None, 7).unwrap();
        replay_seasons(league(), &sch, 2, 9, &RuleOptions::default(), Some(Bracket::of_season(2024)), &|| {}).unwrap()
    })
}

/// A CSV's rows as maps of column → text, checking the header first.
fn rows(text: &str, columns: &[String]) -> Vec<BTreeMap<String, String>> {
    let mut rd = csv::Reader::from_reader(text.as_bytes());
    let head: Vec<String> = rd.headers().unwrap().iter().map(String::from).collect();
    assert_eq!(head, columns);
    rd.records().map(|r| head.iter().cloned().zip(r.unwrap().iter().map(String::from)).collect()).collect()
}

fn num(row: &BTreeMap<String, String>, col: &str) -> f64 {
    row[col].parse().unwrap_or_else(|_| panic!("{col} = {:?} is not a number", row[col]))
}

/// The figures a player row must carry for a line (column, value).
fn expected(l: &PlayerLine) -> Vec<(&'static str, f64)> {
    vec![
        ("completions", l.completions as f64),
        ("attempts", l.pass_att as f64),
        ("passing_yards", l.pass_yards as f64),
        ("passing_tds", l.pass_tds as f64),
        ("passing_interceptions", l.ints as f64),
        ("sacks_suffered", l.sacked as f64),
        ("carries", l.rushes as f64),
        ("rushing_yards", l.rush_yards as f64),
        ("rushing_tds", l.rush_tds as f64),
        ("targets", l.targets as f64),
        ("receptions", l.receptions as f64),
        ("receiving_yards", l.rec_yards as f64),
        ("receiving_tds", l.rec_tds as f64),
        ("fumbles", l.fumbles as f64),
        ("def_sacks", l.def_sacks as f64),
        ("def_interceptions", l.def_ints as f64),
        ("punt_returns", l.punt_returns as f64),
        ("punt_return_yards", l.punt_return_yards as f64),
        ("kickoff_returns", l.kick_returns as f64),
        ("kickoff_return_yards", l.kick_return_yards as f64),
        ("fg_made", l.fg_made as f64),
        ("fg_att", l.fg_att as f64),
        ("fg_missed", (l.fg_att - l.fg_made) as f64),
        ("pat_made", l.xp_made as f64),
        ("pat_att", l.xp_att as f64),
        ("punts", l.punts as f64),
        ("punt_yards", l.punt_yards as f64),
        ("fg_made_40_49", l.fg_made_band[3] as f64),
        ("fg_missed_50_59", (l.fg_att_band[4] - l.fg_made_band[4]) as f64),
        ("passing_long", l.pass_long as f64),
        ("rushing_long", l.rush_long as f64),
        ("receiving_long", l.rec_long as f64),
    ]
}

#[test]
fn one_seasons_player_file_is_its_box_scores_lines_bones_20() {
    // [bones 20] statistics per player and per season: one row per player who did something,
    // his figures as the season's box scores counted them; the playoffs in rows of their own.
    let s = &seasons()[0];
    let text = players_csv(&lines_of(std::slice::from_ref(s)), league(), 2024);
    let rows = rows(&text, &player_columns());
    let reg: Vec<_> = rows.iter().filter(|r| r["season_type"] == "REG").collect();
    let post: Vec<_> = rows.iter().filter(|r| r["season_type"] == "POST").collect();
    assert_eq!(reg.len(), s.players.len());
    let p = s.postseason.as_ref().expect("the replays played the playoffs");
    assert_eq!(post.len(), p.players.len());
    assert_eq!(rows.len(), reg.len() + post.len());
    for (kind, lines) in [("REG", &s.players), ("POST", &p.players)] {
        for ((team, id), line) in lines {
            let row = rows.iter().find(|r| r["season_type"] == kind && &r["team"] == team && &r["player_id"] == id).unwrap_or_else(|| panic!("{kind} {team} {id} has no row"));
            assert_eq!(row["season"], "2024");
            let card = league().iter().find(|t| &t.code == team).unwrap().players.iter().find(|x| &x.id == id).unwrap();
            assert_eq!((row["player_display_name"].as_str(), row["position"].as_str()), (card.name.as_str(), card.pos.as_str()));
            for (col, want) in expected(line) {
                assert_eq!(num(row, col), want, "{kind} {team} {id} {col}");
                // One season: whole counts.
                assert!(!row[col].contains('.'), "{col} = {}", row[col]);
            }
        }
    }
    // Somebody passed, ran, kicked and returned: the file is not all zeros.
    for col in ["passing_yards", "rushing_yards", "fg_made", "punts", "kickoff_returns", "punt_returns", "def_sacks"] {
        assert!(reg.iter().map(|r| num(r, col)).sum::<f64>() > 0.0, "{col}");
    }
}

#[test]
fn one_seasons_team_file_is_its_games_and_totals_bones_20() {
    // [bones 20] per team and per season: the record and points from the games, the totals
    // from the box scores; a team's passing is the sum of its passers'.
    let s = &seasons()[0];
    let rows = rows(&teams_csv(&[s], 2024), &team_columns());
    assert_eq!(rows.len(), 32);
    let players = rows_by_team(&players_csv(&lines_of(std::slice::from_ref(s)), league(), 2024));
    for r in &rows {
        let code = r["team"].as_str();
        let games: Vec<_> = s.games.iter().filter(|g| g.home == code || g.away == code).collect();
        let (mut w, mut l, mut t, mut pf, mut pa) = (0.0, 0.0, 0.0, 0.0, 0.0);
        for g in &games {
            let (us, them) = if g.home == code { (g.home_score, g.away_score) } else { (g.away_score, g.home_score) };
            match us.cmp(&them) {
                std::cmp::Ordering::Greater => w += 1.0,
                std::cmp::Ordering::Less => l += 1.0,
                std::cmp::Ordering::Equal => t += 1.0,
            }
            pf += us as f64;
            pa += them as f64;
        }
        assert_eq!([num(r, "games"), num(r, "wins"), num(r, "losses"), num(r, "ties"), num(r, "points"), num(r, "points_allowed")], [games.len() as f64, w, l, t, pf, pa], "{code}");
        assert_eq!(games.len(), 17);
        let tt = &s.teams[code];
        assert_eq!(num(r, "points"), tt.points as f64, "{code}: the box scores' points");
        assert_eq!([num(r, "attempts"), num(r, "passing_yards"), num(r, "carries"), num(r, "rushing_yards"), num(r, "fg_made")], [tt.pass_att as f64, tt.pass_yards as f64, tt.rushes as f64, tt.rush_yards as f64, tt.fg_made as f64], "{code}");
        for col in ["attempts", "completions", "passing_yards", "carries", "rushing_yards", "fg_made", "punts"] {
            assert_eq!(players[code].iter().map(|p| num(p, col)).sum::<f64>(), num(r, col), "{code} {col}: the players' sum");
        }
    }
}

fn rows_by_team(text: &str) -> BTreeMap<String, Vec<BTreeMap<String, String>>> {
    let mut m: BTreeMap<String, Vec<_>> = BTreeMap::new();
    for r in rows(text, &player_columns()).into_iter().filter(|r| r["season_type"] == "REG") {
        m.entry(r["team"].clone()).or_default().push(r);
    }
    m
}

#[test]
fn several_replays_give_the_average_a_season_bones_20() {
    // [bones 20] over replays each figure is the average a season, to a tenth; a player who
    // did nothing in one replay counts zero there.
    let all = seasons();
    assert_eq!(all.len(), 2);
    let rows = rows(&players_csv(&lines_of(all), league(), 2024), &player_columns());
    let zero = PlayerLine::default();
    let mut keys: Vec<_> = all[0].players.keys().chain(all[1].players.keys()).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(rows.iter().filter(|r| r["season_type"] == "REG").count(), keys.len());
    let mut only_one = 0;
    for k in keys {
        let (a, b) = (all[0].players.get(k).unwrap_or(&zero), all[1].players.get(k).unwrap_or(&zero));
        only_one += usize::from(!all[0].players.contains_key(k) || !all[1].players.contains_key(k));
        let row = rows.iter().find(|r| r["season_type"] == "REG" && r["team"] == k.0 && r["player_id"] == k.1).unwrap();
        for ((col, x), (_, y)) in expected(a).into_iter().zip(expected(b)).filter(|((col, _), _)| !col.ends_with("_long")) {
            assert_eq!(row[col], format!("{:.1}", (x + y) / 2.0), "{k:?} {col}");
        }
    }
    assert!(only_one > 0, "some player played in one replay only");
    // A longest gain is the longest of the replays, not their average.
    let mut longest_checked = 0;
    for (k, a) in &all[0].players {
        let Some(b) = all[1].players.get(k) else { continue };
        if a.rushes > 0 && b.rushes > 0 {
            let row = rows.iter().find(|r| r["season_type"] == "REG" && r["team"] == k.0 && r["player_id"] == k.1).unwrap();
            assert_eq!(row["rushing_long"], a.rush_long.max(b.rush_long).to_string(), "{k:?}");
            longest_checked += 1;
        }
    }
    assert!(longest_checked > 50);
    let teams = rows_of_teams(&teams_csv(&all.iter().collect::<Vec<_>>(), 2024));
    for (code, r) in teams {
        let pts: u32 = all.iter().map(|s| s.teams[&code].points).sum();
        assert_eq!(r["points"], format!("{:.1}", pts as f64 / 2.0), "{code}");
        assert_eq!(r["games"], "17.0");
    }
}

fn rows_of_teams(text: &str) -> BTreeMap<String, BTreeMap<String, String>> {
    rows(text, &team_columns()).into_iter().map(|r| (r["team"].clone(), r)).collect()
}

#[test]
fn the_columns_carry_nflverse_names_where_they_mean_the_same() {
    // The real season's files (../shared/data/nfl/2024) name these columns the same way, so the
    // two can be set side by side.
    let p = player_columns();
    for c in ["player_id", "player_display_name", "position", "team", "season", "season_type", "completions", "attempts", "passing_yards", "passing_tds", "passing_interceptions", "sacks_suffered", "carries", "rushing_yards", "rushing_tds", "receptions", "targets", "receiving_yards", "receiving_tds", "def_sacks", "def_interceptions", "punt_returns", "punt_return_yards", "kickoff_returns", "kickoff_return_yards", "fg_made", "fg_att", "fg_missed", "fg_made_0_19", "fg_made_60_", "fg_missed_50_59", "pat_made", "pat_att", "pat_missed"] {
        assert!(p.iter().any(|x| x == c), "{c}");
    }
    let t = team_columns();
    for c in ["team", "season", "games", "completions", "attempts", "sack_yards_lost", "carries", "penalties", "penalty_yards", "fg_made", "pat_att"] {
        assert!(t.iter().any(|x| x == c), "{c}");
    }
    // The real files' headers hold the same names (when the folder is here).
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/nfl/2024");
    let Ok(real) = std::fs::read_to_string(dir.join("player_season_2024.csv")) else {
        eprintln!("skipping the comparison with the real header: {} is absent", dir.display());
        return;
    };
    let head: Vec<&str> = real.lines().next().unwrap().split(',').collect();
    let ours_only = ["fumbles", "punts", "punt_yards", "season_type", "passing_long", "rushing_long", "receiving_long"];
    for c in &p {
        assert!(head.contains(&c.as_str()) || ours_only.contains(&c.as_str()), "{c} is not an nflverse column");
    }
}
