//! Integration tests of `huddle-league`: reading and generating schedules, standings and the
//! NFL tiebreakers, playing seasons (determinism, parallel replays, injuries carried from game to
//! game) and the fidelity report.

use huddle_cards::builder::Franchise;
use huddle_cards::Team;
use huddle_core::Side;
use huddle_fac::game::{FacGame, Out, Until};
use huddle_fac::options::RuleOptions;
use huddle_league::fidelity::{self, margins, read_averages, report, simulated_metrics, MARGIN_BUCKETS};
use huddle_league::schedule::{Fixture, Schedule};
use huddle_league::season::{game_seed, play_season, replays, GameResult, SeasonResult};
use huddle_league::standings::{Standings, Wlt};
use huddle_stats::{BoxScore, PlayerLine, TeamTotals};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// A scratch directory under the system temp dir, removed when dropped (also when a test fails).
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        static N: AtomicUsize = AtomicUsize::new(0);
        let p = std::env::temp_dir().join(format!("huddle-league-it-{}-{}-{}", std::process::id(), tag, N.fetch_add(1, Ordering::SeqCst)));
        let _ = fs::remove_dir_all(&p);
        fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }
    fn file(&self, name: &str, text: &str) -> PathBuf {
        let p = self.0.join(name);
        fs::write(&p, text).unwrap();
        p
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn league() -> &'static [Team] {
    static L: OnceLock<Vec<Team>> = OnceLock::new();
    L.get_or_init(huddle_cards::sample::league_2024)
}

fn team(code: &str) -> Team {
    league().iter().find(|t| t.code == code).unwrap_or_else(|| panic!("no team {code}")).clone()
}

fn codes() -> Vec<String> {
    league().iter().map(|t| t.code.clone()).collect()
}

/// The franchise table restricted to the 32 teams of the embedded league (what the CLI does).
fn franchises32() -> Vec<Franchise> {
    let c = codes();
    let f: Vec<Franchise> = huddle_cards::builder::franchises().into_iter().filter(|f| c.contains(&f.code)).collect();
    assert_eq!(f.len(), 32);
    f
}

fn fr_of<'a>(fr: &'a [Franchise], code: &str) -> &'a Franchise {
    fr.iter().find(|f| f.code == code).unwrap()
}

fn fx(week: u8, home: &str, away: &str, score: Option<(u16, u16)>) -> Fixture {
    Fixture { week, home: home.into(), away: away.into(), score }
}

fn s(v: &[&str]) -> Vec<String> {
    v.iter().map(|x| x.to_string()).collect()
}

fn opts() -> RuleOptions {
    RuleOptions::default()
}

fn play(seed: u64, home: &str, away: &str) -> FacGame {
    let mut g = huddle_fac::sim::ai_game(seed, team(home), team(away), opts());
    g.play_out().unwrap();
    g
}

/// A game's player lines of one side, keyed by player id.
fn lines_of(g: &FacGame, side: Side) -> BTreeMap<String, PlayerLine> {
    let bx = BoxScore::from_log(&g.core.log);
    bx.players_of(side).map(|(p, l)| (g.teams[side].team.player(p.idx).id.clone(), l.clone())).collect()
}

fn line_vec(l: &PlayerLine) -> [i64; 26] {
    [
        l.pass_att as i64,
        l.completions as i64,
        l.pass_yards as i64,
        l.pass_tds as i64,
        l.ints as i64,
        l.sacked as i64,
        l.rushes as i64,
        l.rush_yards as i64,
        l.rush_tds as i64,
        l.targets as i64,
        l.receptions as i64,
        l.rec_yards as i64,
        l.rec_tds as i64,
        l.fumbles as i64,
        l.fg_att as i64,
        l.fg_made as i64,
        l.xp_att as i64,
        l.xp_made as i64,
        l.punts as i64,
        l.punt_yards as i64,
        l.punt_returns as i64,
        l.punt_return_yards as i64,
        l.kick_returns as i64,
        l.kick_return_yards as i64,
        l.def_ints as i64,
        l.def_sacks as i64,
    ]
}

fn add_vec(a: [i64; 26], b: [i64; 26]) -> [i64; 26] {
    let mut c = a;
    for i in 0..26 {
        c[i] += b[i];
    }
    c
}

/// The comparable content of a season's games.
fn game_keys(r: &SeasonResult) -> Vec<(u8, String, String, u16, u16, bool)> {
    r.games.iter().map(|g| (g.week, g.home.clone(), g.away.clone(), g.home_score, g.away_score, g.overtime)).collect()
}

fn assert_same_season(a: &SeasonResult, b: &SeasonResult, what: &str) {
    assert_eq!(game_keys(a), game_keys(b), "{what}: games");
    assert_eq!(a.teams, b.teams, "{what}: team totals");
    assert_eq!(a.players, b.players, "{what}: player totals");
    assert_eq!(a.refused_calls, b.refused_calls, "{what}: refused calls");
    let recs = |r: &SeasonResult| r.standings.records.iter().map(|(k, v)| (k.clone(), v.all, v.division, v.conference, v.pf, v.pa)).collect::<Vec<_>>();
    assert_eq!(recs(a), recs(b), "{what}: standings");
}

fn approx(a: f64, b: f64, what: &str) {
    assert!((a - b).abs() < 1e-9, "{what}: {a} != {b}");
}

// ---------------------------------------------------------------------------------------------
// Schedule::read
// ---------------------------------------------------------------------------------------------

const NFLVERSE_HEADER: &str = "game_id,season,game_type,week,gameday,away_team,away_score,home_team,home_score,overtime\n";

fn known() -> Vec<String> {
    s(&["KC", "DEN", "LV", "LAC", "BUF"])
}

#[test]
fn read_keeps_regular_season_rows_of_the_season_sorted_by_week_with_scores() {
    let dir = TempDir::new("read-ok");
    let text = format!(
        "{NFLVERSE_HEADER}\
         2024_03_DEN_KC,2024,REG,3,2024-09-22,DEN,10,KC,24,0\n\
         2024_01_KC_LV,2024,REG,1,2024-09-08,KC,17,LV,20,1\n\
         2024_19_LV_KC,2024,WC,19,2025-01-11,LV,,KC,,\n\
         2023_01_BUF_KC,2023,REG,1,2023-09-07,BUF,3,KC,7,0\n\
         2024_02_LAC_DEN,2024,REG,2,2024-09-15,LAC,NA,DEN,NA,NA\n\
         2024_01_BUF_LAC,2024,REG,1,2024-09-08,BUF,,LAC,,\n\
         2024_10_DEN_BUF,2024,REG,10,2024-11-10,DEN,0,BUF,0,0\n\
         2024_00_XYZ_KC,2024,PRE,0,2024-08-10,XYZ,x,KC,y,\n"
    );
    let p = dir.file("sched.csv", &text);
    let got = Schedule::read(&p, Some(2024), &known()).unwrap();
    // Only 2024 REG rows; week 10 after week 3 (numeric order); within a week the file order;
    // empty and NA scores are None, 0-0 is a real (tied) score. The preseason row with an unknown
    // team and unreadable scores is skipped before it is checked.
    assert_eq!(
        got.games,
        vec![
            fx(1, "LV", "KC", Some((20, 17))),
            fx(1, "LAC", "BUF", None),
            fx(2, "DEN", "LAC", None),
            fx(3, "KC", "DEN", Some((24, 10))),
            fx(10, "BUF", "DEN", Some((0, 0))),
        ]
    );
    // Without a season filter every season's REG rows are kept (the 2023 game is in week 1,
    // between the two 2024 week-1 games, as in the file).
    let all = Schedule::read(&p, None, &known()).unwrap();
    assert_eq!(all.games.len(), 6);
    assert_eq!(all.games[1], fx(1, "KC", "BUF", Some((7, 3))));
    assert!(all.games.windows(2).all(|w| w[0].week <= w[1].week));
    // The postseason rows are read apart, with their game types (the unplayed wild-card game).
    let post = Schedule::read_postseason(&p, Some(2024), &known()).unwrap();
    assert_eq!(post, vec![("WC".to_string(), fx(19, "KC", "LV", None))]);
    assert!(Schedule::read_postseason(&p, Some(2023), &known()).unwrap().is_empty());
    // A season with no rows in the file is an error, not an empty schedule.
    let e = Schedule::read(&p, Some(2022), &known()).unwrap_err().to_string();
    assert!(e.contains(&p.display().to_string()) && e.contains("no regular-season games"), "{e}");
}

#[test]
fn read_needs_only_the_five_columns_and_trims_fields() {
    let dir = TempDir::new("read-min");
    // Columns in another order, padded names and values, no score columns at all.
    let p = dir.file("min.csv", " home_team ,away_team, week ,game_type,season\n KC , DEN ,2, REG ,2024\nLV,KC,1,REG,2024\n");
    let got = Schedule::read(&p, Some(2024), &known()).unwrap();
    assert_eq!(got.games, vec![fx(1, "LV", "KC", None), fx(2, "KC", "DEN", None)]);
    assert_eq!(got.counts(), BTreeMap::from([("DEN".to_string(), 1), ("KC".to_string(), 2), ("LV".to_string(), 1)]));
    assert_eq!(got.of("KC").count(), 2);
    assert_eq!(got.of("DEN").map(|g| g.week).collect::<Vec<_>>(), vec![2]);
}

#[test]
fn read_missing_columns_are_named_with_the_file() {
    let dir = TempDir::new("read-cols");
    let p = dir.file("cols.csv", "season,game_type,home_team,home_score\n2024,REG,KC,3\n");
    let e = Schedule::read(&p, Some(2024), &known()).unwrap_err().to_string();
    assert!(e.starts_with(&p.display().to_string()), "{e}");
    assert!(e.contains("missing column(s): week, away_team"), "{e}");
    assert!(!e.contains("home_team"), "present columns are not listed: {e}");
    // An empty file has no columns at all.
    let p = dir.file("empty.csv", "");
    let e = Schedule::read(&p, None, &known()).unwrap_err().to_string();
    assert!(e.contains(&p.display().to_string()) && e.contains("season, game_type, week, home_team, away_team"), "{e}");
}

#[test]
fn read_row_errors_name_the_file_line_and_value() {
    let dir = TempDir::new("read-rows");
    let cases: [(&str, &str, &str); 8] = [
        // (second data row = line 3 of the file, expected fragments)
        ("unknown-home", "2024_01_DEN_XYZ,2024,REG,1,d,DEN,,XYZ,,", "unknown team code 'XYZ'"),
        ("unknown-away", "2024_01_OAK_KC,2024,REG,1,d,OAK,,KC,,", "unknown team code 'OAK'"),
        ("itself", "2024_01_KC_KC,2024,REG,1,d,KC,,KC,,", "KC plays itself"),
        ("week-text", "2024_xx_DEN_KC,2024,REG,one,d,DEN,,KC,,", "week 'one' is not a number"),
        ("week-empty", "2024_xx_DEN_KC,2024,REG,,d,DEN,,KC,,", "week '' is not a number"),
        ("score-frac", "2024_01_DEN_KC,2024,REG,1,d,DEN,10,KC,24.5,", "score '24.5'-'10' is not two whole numbers"),
        ("score-half", "2024_01_DEN_KC,2024,REG,1,d,DEN,,KC,24,", "score '24'-'' is not two whole numbers"),
        ("score-neg", "2024_01_DEN_KC,2024,REG,1,d,DEN,NA,KC,-3,", "score '-3'-'NA' is not two whole numbers"),
    ];
    for (name, row, want) in cases {
        let p = dir.file(&format!("{name}.csv"), &format!("{NFLVERSE_HEADER}2024_01_LV_LAC,2024,REG,1,d,LV,3,LAC,6,0\n{row}\n"));
        let res = std::panic::catch_unwind(|| Schedule::read(&p, Some(2024), &known()));
        let e = res.unwrap_or_else(|_| panic!("{name}: panicked")).unwrap_err().to_string();
        assert!(e.starts_with(&format!("{}: line 3: ", p.display())), "{name}: {e}");
        assert!(e.contains(want), "{name}: {e}");
    }
}

#[test]
fn read_without_regular_season_games_or_file_is_an_error() {
    let dir = TempDir::new("read-none");
    let p = dir.file("post.csv", &format!("{NFLVERSE_HEADER}2024_19_LV_KC,2024,WC,19,d,LV,10,KC,20,0\n"));
    let e = Schedule::read(&p, Some(2024), &known()).unwrap_err().to_string();
    assert_eq!(e, format!("{}: line 0: no regular-season games", p.display()));
    let p = dir.file("header-only.csv", NFLVERSE_HEADER);
    let e = Schedule::read(&p, None, &known()).unwrap_err().to_string();
    assert!(e.contains(&p.display().to_string()) && e.contains("no regular-season games"), "{e}");
    let missing = dir.0.join("nope.csv");
    let e = Schedule::read(&missing, Some(2024), &known()).unwrap_err().to_string();
    assert!(e.starts_with(&format!("{}: cannot read", missing.display())), "{e}");
    // A ragged row (wrong number of fields) is reported, not a panic.
    let p = dir.file("ragged.csv", &format!("{NFLVERSE_HEADER}2024_01_DEN_KC,2024,REG,1,d,DEN\n"));
    let e = Schedule::read(&p, Some(2024), &known()).unwrap_err().to_string();
    assert!(e.contains(&p.display().to_string()), "{e}");
}

#[test]
fn read_the_real_2024_schedule_when_present() {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/nfl/2024/schedule_2024.csv");
    if !p.exists() {
        eprintln!("SKIPPED: {} is absent", p.display());
        return;
    }
    let s = Schedule::read(&p, Some(2024), &codes()).unwrap();
    assert_eq!(s.games.len(), 272);
    assert_eq!(s.counts().len(), 32);
    assert!(s.counts().values().all(|&n| n == 17));
    assert!(s.games.iter().all(|g| g.score.is_some()), "a played season has every score");
    assert!(s.games.windows(2).all(|w| w[0].week <= w[1].week));
    assert_eq!(s.games.iter().map(|g| g.week).max(), Some(18));
}

// ---------------------------------------------------------------------------------------------
// Schedule::generate
// ---------------------------------------------------------------------------------------------

/// Per team: (intra-conference full division, inter-conference full division, the 17th-game
/// division or "" in a 16-game season) after checking the formula of `generate`'s doc comment:
/// 6 division games, 4 against one own-conference division, 2 against the same-place teams of the
/// two other own-conference divisions, 4 against one other-conference division, and with
/// `games` = 17, 1 against the same-place team of a further other-conference division.
fn check_formula_of(s: &Schedule, fr: &[Franchise], place_of: &dyn Fn(&str) -> u8, games_per_team: usize) -> BTreeMap<String, (String, String, String)> {
    let mut out = BTreeMap::new();
    for t in fr {
        let code = t.code.as_str();
        let games: Vec<&Fixture> = s.of(code).collect();
        assert_eq!(games.len(), games_per_team, "{code}");
        // Opponents grouped by (conference, division).
        let mut by: BTreeMap<(String, String), Vec<(&str, bool)>> = BTreeMap::new();
        for g in &games {
            let (o, home) = if g.home == code { (g.away.as_str(), true) } else { (g.home.as_str(), false) };
            let f = fr_of(fr, o);
            by.entry((f.conference.clone(), f.division.clone())).or_default().push((o, home));
        }
        // Division: each rival twice, once at home.
        let own = &by[&(t.conference.clone(), t.division.clone())];
        assert_eq!(own.len(), 6, "{code}: division games");
        for r in fr.iter().filter(|f| f.conference == t.conference && f.division == t.division && f.code != t.code) {
            let v: Vec<bool> = own.iter().filter(|(o, _)| *o == r.code).map(|x| x.1).collect();
            assert_eq!(v.len(), 2, "{code} vs {}", r.code);
            assert!(v[0] != v[1], "{code} vs {}: one home, one away", r.code);
        }
        let mut intra_full = None;
        let mut inter_full = None;
        let mut inter_17 = None;
        let mut intra_same_place = 0;
        for ((c, d), v) in &by {
            if *c == t.conference && *d == t.division {
                continue;
            }
            let distinct: BTreeSet<&str> = v.iter().map(|x| x.0).collect();
            assert_eq!(distinct.len(), v.len(), "{code}: a non-division opponent met twice in {c} {d}");
            match (c == &t.conference, v.len()) {
                (true, 4) => {
                    assert!(intra_full.replace(d.clone()).is_none(), "{code}: two full own-conference divisions");
                }
                (false, 4) => {
                    assert!(inter_full.replace(d.clone()).is_none(), "{code}: two full other-conference divisions");
                }
                (same_conf, 1) => {
                    let o = v[0].0;
                    assert_eq!(place_of(o), place_of(code), "{code} vs {o}: the single game of a division is the same-place team");
                    if same_conf {
                        intra_same_place += 1;
                    } else {
                        assert!(inter_17.replace(d.clone()).is_none(), "{code}: two 17th games");
                    }
                }
                (_, n) => panic!("{code}: {n} games against {c} {d}"),
            }
        }
        assert_eq!(intra_same_place, 2, "{code}: same-place own-conference games");
        assert!(games_per_team == 17 || inter_17.is_none(), "{code}: a 17th game in a 16-game season");
        let g17 = if games_per_team == 17 { inter_17.expect("17th") } else { String::new() };
        out.insert(code.to_string(), (intra_full.expect("intra full"), inter_full.expect("inter full"), g17));
    }
    out
}

fn check_formula(s: &Schedule, fr: &[Franchise], place_of: &dyn Fn(&str) -> u8) -> BTreeMap<String, (String, String, String)> {
    check_formula_of(s, fr, place_of, 17)
}

fn table_place(fr: &[Franchise]) -> impl Fn(&str) -> u8 + '_ {
    move |code: &str| {
        let f = fr_of(fr, code);
        fr.iter().filter(|x| x.conference == f.conference && x.division == f.division).position(|x| x.code == code).unwrap() as u8
    }
}

#[test]
fn generated_schedule_follows_the_nfl_formula_with_table_order_as_places() {
    let fr = franchises32();
    for year in [2023u16, 2024, 2025, 2026] {
        let s = Schedule::generate(&fr, year, None, 3).unwrap();
        assert_eq!(s.games.len(), 32 * 17 / 2);
        // Without `place`, the order of the franchise table gives the places.
        check_formula(&s, &fr, &table_place(&fr));
    }
}

#[test]
fn seasons_before_2021_generate_the_16_game_formula_in_17_weeks() {
    let fr = franchises32();
    let tp = table_place(&fr);
    let years: Vec<BTreeMap<String, (String, String, String)>> = (2017u16..=2020)
        .map(|y| {
            let s = Schedule::generate(&fr, y, None, 5).unwrap();
            assert_eq!(s.games.len(), 32 * 16 / 2, "{y}");
            for f in &fr {
                // 16 games in 16 distinct weeks of 1..=17 (one bye), 8 at home.
                let weeks: BTreeSet<u8> = s.of(&f.code).map(|g| g.week).collect();
                assert_eq!(weeks.len(), 16, "{y} {}", f.code);
                assert!(weeks.iter().all(|w| (1..=17).contains(w)), "{y} {}: {weeks:?}", f.code);
                assert_eq!(s.games.iter().filter(|g| g.home == f.code).count(), 8, "{y} {}", f.code);
            }
            check_formula_of(&s, &fr, &tp, 16)
        })
        .collect();
    // The same rotations as the 17-game formula: three own-conference and four other-conference
    // divisions in full over three and four years.
    for f in &fr {
        let intra: BTreeSet<&String> = years[..3].iter().map(|y| &y[&f.code].0).collect();
        assert_eq!(intra.len(), 3, "{}", f.code);
        let inter: BTreeSet<&String> = years.iter().map(|y| &y[&f.code].1).collect();
        assert_eq!(inter.len(), 4, "{}", f.code);
    }
    // 2021 is the first 17-game season.
    assert_eq!(Schedule::generate(&fr, 2021, None, 5).unwrap().games.len(), 272);
}

#[test]
fn generated_schedule_uses_the_given_places_for_same_place_games() {
    let fr = franchises32();
    // Places reversed from the table order in the East and North divisions, as in the table in
    // the South and West (a uniform relabelling would pair the same teams).
    let mut place = BTreeMap::new();
    let tp = table_place(&fr);
    for f in &fr {
        let p = tp(&f.code);
        place.insert(f.code.clone(), if f.division == "East" || f.division == "North" { 3 - p } else { p });
    }
    let s = Schedule::generate(&fr, 2025, Some(&place), 3).unwrap();
    check_formula(&s, &fr, &|c| place[c]);
    // The same-place games really changed: with table order the formula does not hold for these
    // places.
    let plain = Schedule::generate(&fr, 2025, None, 3).unwrap();
    let pairs = |s: &Schedule| s.games.iter().map(|g| (g.home.clone(), g.away.clone())).collect::<BTreeSet<_>>();
    assert_ne!(pairs(&s), pairs(&plain));
    let r = std::panic::catch_unwind(|| {
        check_formula(&plain, &fr, &|c| place[c]);
    });
    assert!(r.is_err(), "the table-order schedule should not match the reversed places");
}

#[test]
fn generated_schedule_rotates_divisions_over_three_and_four_years() {
    let fr = franchises32();
    let tp = table_place(&fr);
    let years: Vec<BTreeMap<String, (String, String, String)>> = (2021u16..=2024).map(|y| check_formula(&Schedule::generate(&fr, y, None, 1).unwrap(), &fr, &tp)).collect();
    for f in &fr {
        // Any three consecutive years: all three other divisions of the own conference in full.
        for w in years.windows(3) {
            let intra: BTreeSet<&String> = w.iter().map(|y| &y[&f.code].0).collect();
            assert_eq!(intra.len(), 3, "{}: {intra:?}", f.code);
            assert!(!intra.contains(&f.division));
        }
        // Four consecutive years: all four divisions of the other conference in full.
        let inter: BTreeSet<&String> = years.iter().map(|y| &y[&f.code].1).collect();
        assert_eq!(inter.len(), 4, "{}: {inter:?}", f.code);
        // The 17th-game division is never the full one (checked by check_formula) and also rotates.
        let g17: BTreeSet<&String> = years.iter().map(|y| &y[&f.code].2).collect();
        assert_eq!(g17.len(), 4, "{}: {g17:?}", f.code);
    }
    // The whole division shares its pairings: all four AFC East teams meet the same divisions.
    for y in &years {
        let east: BTreeSet<(String, String)> = fr.iter().filter(|f| f.conference == "AFC" && f.division == "East").map(|f| (y[&f.code].0.clone(), y[&f.code].1.clone())).collect();
        assert_eq!(east.len(), 1);
    }
}

#[test]
fn generated_schedule_home_games_and_weeks() {
    let fr = franchises32();
    for year in [2024u16, 2025] {
        let s = Schedule::generate(&fr, year, None, 77).unwrap();
        let mut home_by_conf: BTreeMap<&str, BTreeSet<usize>> = BTreeMap::new();
        for f in &fr {
            let home = s.games.iter().filter(|g| g.home == f.code).count();
            assert!((8..=9).contains(&home), "{year} {}: {home}", f.code);
            home_by_conf.entry(f.conference.as_str()).or_default().insert(home);
            // 17 games in 17 distinct weeks of 1..=18: exactly one bye.
            let weeks: BTreeSet<u8> = s.of(&f.code).map(|g| g.week).collect();
            assert_eq!(weeks.len(), 17, "{year} {}: plays twice in a week", f.code);
            assert!(weeks.iter().all(|w| (1..=18).contains(w)));
        }
        // Each conference is uniform (the extra home game goes to one conference, alternately).
        assert_eq!(home_by_conf["AFC"].len(), 1, "{year}");
        assert_eq!(home_by_conf["NFC"].len(), 1, "{year}");
        assert_ne!(home_by_conf["AFC"], home_by_conf["NFC"]);
        assert!(s.games.windows(2).all(|w| w[0].week <= w[1].week), "sorted by week");
        let used: BTreeSet<u8> = s.games.iter().map(|g| g.week).collect();
        assert_eq!(used, (1..=18).collect());
        assert!(s.games.iter().all(|g| g.score.is_none()));
    }
    let afc9 = |y: u16| {
        let s = Schedule::generate(&fr, y, None, 1).unwrap();
        s.games.iter().filter(|g| g.home == "KC").count() == 9
    };
    assert_ne!(afc9(2024), afc9(2025), "the 17th home game alternates between the conferences");
}

#[test]
fn generated_schedule_is_deterministic_and_the_seed_only_moves_weeks() {
    let fr = franchises32();
    let a = Schedule::generate(&fr, 2025, None, 42).unwrap();
    let b = Schedule::generate(&fr, 2025, None, 42).unwrap();
    assert_eq!(a, b);
    let c = Schedule::generate(&fr, 2025, None, 43).unwrap();
    assert_ne!(a, c, "another seed gives other weeks");
    let pairs = |s: &Schedule| {
        let mut v: Vec<(String, String)> = s.games.iter().map(|g| (g.home.clone(), g.away.clone())).collect();
        v.sort();
        v
    };
    assert_eq!(pairs(&a), pairs(&c), "the matchups depend on the year and places, not the seed");
    let d = Schedule::generate(&fr, 2026, None, 42).unwrap();
    assert_ne!(pairs(&a), pairs(&d), "another year, other matchups");
    // The order of the franchise table within a conference does not matter beyond the places:
    // reversing the whole table with explicit places gives the same matchups.
    let tp = table_place(&fr);
    let place: BTreeMap<String, u8> = fr.iter().map(|f| (f.code.clone(), tp(&f.code))).collect();
    let mut rev = fr.clone();
    rev.reverse();
    let e = Schedule::generate(&rev, 2025, Some(&place), 42).unwrap();
    assert_eq!(pairs(&a), pairs(&e));
}

#[test]
fn generate_refuses_divisions_without_four_teams() {
    let fr = franchises32();
    // One AFC West team short.
    let short: Vec<Franchise> = fr.iter().filter(|f| f.code != "LV").cloned().collect();
    let e = Schedule::generate(&short, 2025, None, 1).unwrap_err().to_string();
    assert!(e.contains("AFC West division has 3 teams"), "{e}");
    // The full table carries historical codes (OAK, SD in the AFC West): six teams there.
    let e = Schedule::generate(&huddle_cards::builder::franchises(), 2025, None, 1).unwrap_err().to_string();
    assert!(e.contains("AFC West division has 6 teams"), "{e}");
    // Empty.
    assert!(Schedule::generate(&[], 2025, None, 1).is_err());
    // A duplicated entry is counted once, and an entry outside the two conferences is ignored.
    let mut dup = fr.clone();
    dup.push(fr[0].clone());
    dup.push(Franchise { code: "XFL".into(), name: "Other".into(), conference: "XFL".into(), division: "East".into() });
    assert_eq!(Schedule::generate(&dup, 2025, None, 9).unwrap(), Schedule::generate(&fr, 2025, None, 9).unwrap());
}

// ---------------------------------------------------------------------------------------------
// Standings
// ---------------------------------------------------------------------------------------------

fn standings() -> Standings {
    Standings::new(huddle_cards::builder::franchises())
}

/// `w` wins and `l` losses against a team outside the franchise table (neither division nor
/// conference games), 1-0 each.
fn record_vs_other(st: &mut Standings, t: &str, w: u16, l: u16) {
    for _ in 0..w {
        st.add(t, "ZZZ", 1, 0);
    }
    for _ in 0..l {
        st.add("ZZZ", t, 1, 0);
    }
}

#[test]
fn win_percentage_counts_ties_as_half() {
    approx(Wlt { w: 10, l: 6, t: 1 }.pct(), 10.5 / 17.0, "10-6-1");
    approx(Wlt { w: 0, l: 0, t: 2 }.pct(), 0.5, "0-0-2");
    approx(Wlt { w: 0, l: 3, t: 0 }.pct(), 0.0, "0-3");
    approx(Wlt::default().pct(), 0.0, "no games");
    let mut st = standings();
    st.add("KC", "DEN", 24, 24);
    st.add("KC", "LV", 20, 3);
    st.add("BUF", "KC", 31, 0);
    let r = &st.records["KC"];
    assert_eq!(r.all, Wlt { w: 1, l: 1, t: 1 });
    approx(r.all.pct(), 0.5, "1-1-1");
    assert_eq!((r.pf, r.pa), (44, 58));
    assert_eq!(r.vs["DEN"], Wlt { w: 0, l: 0, t: 1 });
    assert_eq!(r.beaten, s(&["LV"]), "a tie is not a victory");
    assert_eq!(st.records["DEN"].all, Wlt { w: 0, l: 0, t: 1 });
}

#[test]
fn division_and_conference_records() {
    let mut st = standings();
    st.add("KC", "DEN", 20, 10); // division (AFC West)
    st.add("LAC", "KC", 17, 14); // division
    st.add("KC", "BUF", 30, 20); // conference, other division
    st.add("DAL", "KC", 7, 3); // other conference
    st.add("KC", "ZZZ", 1, 0); // not in the franchise table
    let r = &st.records["KC"];
    assert_eq!(r.all, Wlt { w: 3, l: 2, t: 0 });
    assert_eq!(r.division, Wlt { w: 1, l: 1, t: 0 });
    assert_eq!(r.conference, Wlt { w: 2, l: 1, t: 0 });
    assert_eq!((r.pf, r.pa), (20 + 14 + 30 + 3 + 1, 10 + 17 + 20 + 7));
    assert_eq!(st.records["DAL"].conference, Wlt::default());
    assert_eq!(st.records["BUF"].division, Wlt::default());
    assert_eq!(st.records["BUF"].conference, Wlt { w: 0, l: 1, t: 0 });
    assert_eq!(st.records["ZZZ"].all, Wlt { w: 0, l: 1, t: 0 });
    // Teams outside the franchise table form their own group.
    let divs = st.divisions();
    assert!(divs.contains(&("League".into(), String::new(), s(&["ZZZ"]))), "{divs:?}");
    let west = divs.iter().find(|d| d.0 == "AFC" && d.1 == "West").unwrap();
    // LAC 1-0, KC 3-2, DEN 0-1; LV has no game and is not listed.
    assert_eq!(west.2, s(&["LAC", "KC", "DEN"]));
    // Teams without a record are dropped from an ordering.
    assert_eq!(st.order(&s(&["NOPE", "DEN", "KC"]), true), s(&["KC", "DEN"]));
    let text = st.render();
    assert!(text.contains("AFC West"), "{text}");
    assert!(text.lines().any(|l| l.trim_start().starts_with("KC") && l.contains(" 3 ") && l.contains("0.600") && l.contains(" 1-1-0") && l.contains(" 2-1-0")), "{text}");
}

#[test]
fn tiebreak_head_to_head_decides_before_division_and_conference_records() {
    let mut st = standings();
    st.add("KC", "DEN", 10, 7); // KC beats DEN
    st.add("LV", "KC", 1, 0);
    st.add("KC", "DAL", 1, 0);
    st.add("DEN", "LV", 30, 0);
    st.add("DEN", "LAC", 30, 0);
    // Both 2-1; DEN is better on division (2-1 vs 1-1), conference, point differential and code.
    assert_eq!(st.records["KC"].all.pct(), st.records["DEN"].all.pct());
    assert!(st.records["DEN"].division.pct() > st.records["KC"].division.pct());
    assert_eq!(st.order(&s(&["DEN", "KC"]), true), s(&["KC", "DEN"]));
    assert_eq!(st.order(&s(&["KC", "DEN"]), false), s(&["KC", "DEN"]));
}

#[test]
fn tiebreak_head_to_head_counts_only_games_among_the_tied_teams() {
    let mut st = standings();
    st.add("DEN", "KC", 1, 0); // DEN beats KC
    st.add("KC", "LV", 30, 0);
    st.add("LV", "KC", 0, 30); // KC beats LV twice
    st.add("LV", "DEN", 1, 0); // LV beats DEN
    st.add("DEN", "LAC", 1, 0);
    // KC 2-1, DEN 2-1, LV 1-2. Among the tied {KC, DEN}, DEN is 1-0. Counting LV too would put KC
    // (2-1 against DEN and LV) ahead of DEN (1-1). Division, conference and strength of victory are
    // equal; point differential favours KC.
    for t in ["KC", "DEN"] {
        assert_eq!(st.records[t].all, Wlt { w: 2, l: 1, t: 0 }, "{t}");
        assert_eq!(st.records[t].division, Wlt { w: 2, l: 1, t: 0 }, "{t}");
    }
    assert_eq!(st.order(&s(&["KC", "DEN", "LV"]), true), s(&["DEN", "KC", "LV"]));
    assert_eq!(st.order(&s(&["LV", "KC", "DEN"]), true), s(&["DEN", "KC", "LV"]));
}

#[test]
fn tiebreak_head_to_head_in_a_three_team_division_tie() {
    let mut st = standings();
    for _ in 0..2 {
        st.add("KC", "DEN", 3, 0); // KC sweeps DEN
        st.add("DEN", "LV", 3, 0); // DEN sweeps LV
        st.add("LV", "LAC", 50, 0); // LV sweeps LAC (big margins)
        st.add("LAC", "KC", 3, 0); // KC swept by LAC
    }
    st.add("KC", "LV", 3, 0);
    st.add("LV", "KC", 40, 0); // KC and LV split
    st.add("DEN", "DAL", 3, 0);
    st.add("NYG", "DEN", 3, 0);
    record_vs_other(&mut st, "LAC", 0, 1); // LAC 2-3, out of the tie
    // All three 3-3 with 3-3 (KC, LV) / 2-2 (DEN) division records, .500 in the conference.
    // Among themselves: KC 3-1, DEN 2-2, LV 1-3. LV leads on points, DEN on the code.
    for t in ["KC", "DEN", "LV"] {
        approx(st.records[t].all.pct(), 0.5, t);
        approx(st.records[t].division.pct(), 0.5, t);
        approx(st.records[t].conference.pct(), 0.5, t);
    }
    assert_eq!(st.order(&s(&["LV", "DEN", "KC"]), true), s(&["KC", "DEN", "LV"]));
    let west = st.divisions().into_iter().find(|d| d.0 == "AFC" && d.1 == "West").unwrap().2;
    assert_eq!(west, s(&["KC", "DEN", "LV", "LAC"]));
}

#[test]
fn tiebreak_division_record_then_conference_record() {
    let mut st = standings();
    st.add("KC", "DEN", 10, 7);
    st.add("DEN", "KC", 30, 0); // split
    st.add("KC", "LV", 1, 0);
    st.add("BUF", "KC", 1, 0);
    st.add("MIA", "KC", 1, 0);
    st.add("LAC", "DEN", 1, 0);
    st.add("DEN", "BUF", 1, 0);
    st.add("DAL", "DEN", 1, 0);
    // KC 2-3: division 2-1, conference 2-3. DEN 2-3: division 1-2, conference 2-2.
    assert_eq!(st.records["KC"].all, st.records["DEN"].all);
    assert_eq!(st.records["KC"].division, Wlt { w: 2, l: 1, t: 0 });
    assert_eq!(st.records["DEN"].division, Wlt { w: 1, l: 2, t: 0 });
    assert_eq!(st.records["KC"].conference, Wlt { w: 2, l: 3, t: 0 });
    assert_eq!(st.records["DEN"].conference, Wlt { w: 2, l: 2, t: 0 });
    // Division ties: the division record decides (DEN would win every later step).
    assert_eq!(st.order(&s(&["DEN", "KC"]), true), s(&["KC", "DEN"]));
    // Other ties skip the division record: the conference record decides.
    assert_eq!(st.order(&s(&["KC", "DEN"]), false), s(&["DEN", "KC"]));
}

#[test]
fn tiebreak_conference_record_between_divisions() {
    let mut st = standings();
    st.add("KC", "LV", 1, 0); // conference win
    st.add("NYG", "KC", 30, 0); // non-conference loss
    st.add("BUF", "PHI", 50, 0); // non-conference win
    st.add("MIA", "BUF", 1, 0); // conference loss
    // Both 1-1, no common game; strength of victory equal (LV and PHI 0-1); BUF leads on points
    // and the code, KC on the conference record.
    assert_eq!(st.order(&s(&["BUF", "KC"]), false), s(&["KC", "BUF"]));
}

#[test]
fn tiebreak_strength_of_victory() {
    let mut st = standings();
    st.add("KC", "DAL", 1, 0);
    st.add("NYG", "KC", 1, 0);
    st.add("BUF", "PHI", 50, 0);
    st.add("WAS", "BUF", 1, 0);
    st.add("DAL", "WAS", 1, 0);
    st.add("DAL", "CHI", 1, 0);
    // KC and BUF 1-1 with no division or conference games; KC beat DAL (2-1), BUF beat PHI (0-1).
    assert_eq!(st.records["KC"].conference, Wlt::default());
    assert_eq!(st.records["BUF"].conference, Wlt::default());
    assert_eq!(st.order(&s(&["BUF", "KC"]), false), s(&["KC", "BUF"]));
    assert_eq!(st.order(&s(&["BUF", "KC"]), true), s(&["KC", "BUF"]));
}

#[test]
fn tiebreak_point_differential_then_points_then_code() {
    // Both 1-1, victories over 0-1 teams (equal strength of victory).
    let case = |kc_win: (u16, u16), buf_win: (u16, u16)| {
        let mut st = standings();
        st.add("KC", "DAL", kc_win.0, kc_win.1);
        st.add("NYG", "KC", 1, 0);
        st.add("BUF", "PHI", buf_win.0, buf_win.1);
        st.add("WAS", "BUF", 1, 0);
        st.order(&s(&["BUF", "KC"]), false)
    };
    // KC +19 (20 points), BUF +9 (40 points): point differential first.
    assert_eq!(case((20, 0), (40, 30)), s(&["KC", "BUF"]));
    // Both +9: points scored, 30 against 20.
    assert_eq!(case((31, 21), (21, 11)), s(&["KC", "BUF"]));
    assert_eq!(case((21, 11), (31, 21)), s(&["BUF", "KC"]));
    // Identical: the team code stands in for the coin toss.
    assert_eq!(case((20, 10), (20, 10)), s(&["BUF", "KC"]));
}

/// AFC: division winners KC 10-0, BUF 9-1, BAL 8-2, HOU 7-3; wild cards MIA 8-1 (better than two
/// division winners), LAC 7-3 (as good as HOU), then PIT and CIN at 3-2 for the last spot.
/// PIT and CIN split; PIT has the better division record (2-1 against 1-2), CIN the better
/// conference record (3-2 against 2-2). NFC: PHI and DET win their divisions at 10-2; PHI won the
/// game between them, DET has the better conference record.
fn playoff_standings() -> Standings {
    let mut st = standings();
    record_vs_other(&mut st, "KC", 10, 0);
    record_vs_other(&mut st, "BUF", 9, 1);
    record_vs_other(&mut st, "BAL", 8, 2);
    record_vs_other(&mut st, "HOU", 7, 3);
    record_vs_other(&mut st, "MIA", 8, 1);
    record_vs_other(&mut st, "LAC", 7, 3);
    st.add("PIT", "CIN", 1, 0);
    st.add("CIN", "PIT", 1, 0);
    st.add("PIT", "CLE", 1, 0);
    st.add("CLE", "CIN", 1, 0);
    st.add("NYJ", "PIT", 1, 0);
    st.add("PIT", "DAL", 1, 0);
    st.add("CIN", "TEN", 1, 0);
    st.add("CIN", "JAX", 1, 0);
    record_vs_other(&mut st, "NYJ", 0, 3); // 1-3
    record_vs_other(&mut st, "NE", 2, 8);
    record_vs_other(&mut st, "IND", 5, 5);
    record_vs_other(&mut st, "DEN", 1, 4);
    record_vs_other(&mut st, "LV", 0, 10);
    // NFC
    st.add("PHI", "DET", 1, 0);
    st.add("SEA", "PHI", 1, 0);
    record_vs_other(&mut st, "PHI", 9, 1); // 10-2, conference 1-1
    st.add("DET", "CAR", 1, 0);
    st.add("DET", "ARI", 1, 0);
    record_vs_other(&mut st, "DET", 8, 1); // 10-2, conference 2-1
    record_vs_other(&mut st, "TB", 9, 3);
    record_vs_other(&mut st, "SF", 8, 4);
    record_vs_other(&mut st, "SEA", 3, 4); // 4-4
    record_vs_other(&mut st, "MIN", 9, 2);
    record_vs_other(&mut st, "GB", 8, 4);
    record_vs_other(&mut st, "WAS", 7, 4);
    record_vs_other(&mut st, "LA", 7, 5);
    record_vs_other(&mut st, "NYG", 3, 9);
    record_vs_other(&mut st, "CHI", 2, 10);
    record_vs_other(&mut st, "ATL", 5, 7);
    record_vs_other(&mut st, "NO", 4, 8);
    record_vs_other(&mut st, "ARI", 3, 6);
    st
}

#[test]
fn division_winners_are_seeded_first_then_three_wild_cards() {
    let st = playoff_standings();
    let divs = st.divisions();
    let div = |c: &str, d: &str| divs.iter().find(|x| x.0 == c && x.1 == d).unwrap().2.clone();
    assert_eq!(div("AFC", "North"), s(&["BAL", "PIT", "CIN", "CLE"]), "PIT over CIN on the division record");
    assert_eq!(div("AFC", "East")[0], "BUF");
    assert_eq!(div("NFC", "North"), s(&["DET", "MIN", "GB", "CHI"]));
    let afc = st.seeds("AFC", 3);
    assert_eq!(afc.len(), 7);
    assert_eq!(&afc[..4], &s(&["KC", "BUF", "BAL", "HOU"]), "division winners by record");
    assert_eq!(&afc[4..6], &s(&["MIA", "LAC"]), "wild cards by record, below every division winner");
    let nfc = st.seeds("NFC", 3);
    // PHI and DET tied at 10-2: head-to-head (PHI) before the conference record (DET).
    assert_eq!(nfc, s(&["PHI", "DET", "TB", "SF", "MIN", "GB", "WAS"]));
    // Before 2020 two wild cards: the same order, one fewer.
    assert_eq!(st.seeds("NFC", 2), s(&["PHI", "DET", "TB", "SF", "MIN", "GB"]));
    assert_eq!(st.seeds("AFC", 2), afc[..6].to_vec());
}

#[test]
fn wild_card_ties_within_a_division_are_broken_by_the_division_tiebreakers_first() {
    // NFL: ties for a wild card are first reduced to the highest-ranked team of each division
    // (division tiebreakers). PIT finished ahead of CIN in the AFC North (same record, split
    // head-to-head, better division record), so CIN cannot take the last wild card ahead of PIT
    // even though CIN has the better conference record.
    let st = playoff_standings();
    let afc = st.seeds("AFC", 3);
    assert_eq!(afc[6], "PIT", "{afc:?}");
    assert!(!afc.contains(&"CIN".to_string()));
}

#[test]
fn seeds_of_a_conference_without_games_are_empty() {
    let mut st = standings();
    st.add("KC", "DEN", 3, 0);
    assert!(st.seeds("NFC", 3).is_empty());
    // Only one division has teams: one division winner, then the best of the rest.
    assert_eq!(st.seeds("AFC", 3), s(&["KC", "DEN"]));
}

// ---------------------------------------------------------------------------------------------
// Seasons
// ---------------------------------------------------------------------------------------------

/// Eight teams, three weeks, every team three games.
fn small_schedule() -> Schedule {
    let w = [
        [("KC", "DEN"), ("LV", "LAC"), ("BUF", "MIA"), ("DAL", "PHI")],
        [("DEN", "LV"), ("LAC", "KC"), ("MIA", "DAL"), ("PHI", "BUF")],
        [("KC", "BUF"), ("DEN", "PHI"), ("LV", "MIA"), ("LAC", "DAL")],
    ];
    Schedule { games: w.iter().enumerate().flat_map(|(i, g)| g.iter().map(move |(h, a)| fx(i as u8 + 1, h, a, None))).collect() }
}

#[test]
fn a_season_is_deterministic_per_seed_and_replay() {
    let sch = small_schedule();
    let a = play_season(league(), &sch, 11, 0, &opts()).unwrap();
    let b = play_season(league(), &sch, 11, 0, &opts()).unwrap();
    assert_same_season(&a, &b, "same seed");
    let c = play_season(league(), &sch, 12, 0, &opts()).unwrap();
    assert_ne!(game_keys(&a), game_keys(&c), "another seed, other games");
    let d = play_season(league(), &sch, 11, 1, &opts()).unwrap();
    assert_ne!(game_keys(&a), game_keys(&d), "another replay, other games");
    assert_ne!(a.teams, d.teams);
    // Game k of replay r is seeded from (seed, r, k): the week-1 games (nobody injured yet) are
    // exactly the stand-alone games with that seed.
    for (k, f) in sch.games.iter().enumerate().filter(|(_, f)| f.week == 1) {
        for (res, r) in [(&a, 0u32), (&d, 1)] {
            let g = play(game_seed(11, r, k as u32), &f.home, &f.away);
            assert_eq!((res.games[k].home_score, res.games[k].away_score), (g.core.score.home, g.core.score.away), "replay {r} game {k}");
            assert_eq!(res.games[k].overtime, g.core.clock.period.is_overtime());
        }
    }
}

#[test]
fn game_seeds_differ_across_replays_and_games() {
    let mut seen = BTreeSet::new();
    for r in 0..20u32 {
        for g in 0..300u32 {
            assert!(seen.insert(game_seed(5, r, g)), "collision at replay {r} game {g}");
        }
    }
    assert_eq!(game_seed(5, 3, 7), game_seed(5, 3, 7));
    assert_ne!(game_seed(5, 3, 7), game_seed(6, 3, 7));
}

#[test]
fn parallel_replays_equal_sequential_seasons() {
    let sch = small_schedule();
    let ticks = AtomicUsize::new(0);
    let tick = || {
        ticks.fetch_add(1, Ordering::SeqCst);
    };
    let par = replays(league(), &sch, 4, 99, &opts(), &tick).unwrap();
    assert_eq!(par.len(), 4);
    assert_eq!(ticks.load(Ordering::SeqCst), 4, "one tick per replay");
    for (r, p) in par.iter().enumerate() {
        let seq = play_season(league(), &sch, 99, r as u32, &opts()).unwrap();
        assert_same_season(p, &seq, &format!("replay {r}"));
    }
    assert_ne!(game_keys(&par[0]), game_keys(&par[1]));
    assert!(replays(league(), &sch, 0, 99, &opts(), &tick).unwrap().is_empty());
}

#[test]
fn a_team_outside_the_league_is_an_error_naming_the_game() {
    let sch = Schedule { games: vec![fx(1, "KC", "DEN", None), fx(4, "XYZ", "KC", None)] };
    let e = play_season(league(), &sch, 1, 0, &opts()).unwrap_err();
    assert!(e.contains("week 4") && e.contains("KC at XYZ"), "{e}");
    let e = replays(league(), &sch, 2, 1, &opts(), &|| {}).unwrap_err();
    assert!(e.contains("XYZ"), "{e}");
}

/// Smoke test: many seasons of the 2024 cards, injuries carried from game to game (so backups
/// and third quarterbacks start, §16, §23.1), play out with no game stopping because no legal
/// play could be run (a 100-replay season once stopped so: a C quarterback locked in and then
/// hurt on his first snap left nobody to play quarterback; rules_game.rs tests that case).
#[test]
fn many_replays_of_a_season_play_out() {
    let fr = franchises32();
    let sch = Schedule::generate(&fr, 2024, None, 2024).unwrap();
    for seed in [2u64, 11] {
        let r = replays(league(), &sch, 24, seed, &opts(), &|| {});
        assert!(r.as_ref().is_ok_and(|v| v.len() == 24), "seed {seed}: {:?}", r.err());
    }
}

#[test]
fn a_full_generated_season_is_consistent() {
    let fr = franchises32();
    let sch = Schedule::generate(&fr, 2024, None, 2024).unwrap();
    let res = play_season(league(), &sch, 7, 0, &opts()).unwrap();
    // Every scheduled game, in schedule order.
    assert_eq!(res.games.len(), sch.games.len());
    for (g, f) in res.games.iter().zip(&sch.games) {
        assert_eq!((g.week, &g.home, &g.away), (f.week, &f.home, &f.away));
        if g.home_score == g.away_score {
            assert!(g.overtime, "a game tied after regulation goes to overtime: {g:?}");
        }
    }
    // Team totals: 17 games' points, equal to the game scores.
    assert_eq!(res.teams.len(), 32);
    let mut pts: BTreeMap<&str, u32> = BTreeMap::new();
    for g in &res.games {
        *pts.entry(&g.home).or_default() += g.home_score as u32;
        *pts.entry(&g.away).or_default() += g.away_score as u32;
    }
    for (t, tt) in &res.teams {
        assert_eq!(tt.points, pts[t.as_str()], "{t}");
    }
    // [ttf7 9.1] Sacks are credited to the rushers in proportion to their rush, not all to the
    // best one: every sack has a sacker on the defense, and no defense's sacks all go to one man.
    let mut def_sacks: BTreeMap<&str, (u32, u32, usize)> = BTreeMap::new();
    for ((t, _), l) in &res.players {
        let e = def_sacks.entry(t.as_str()).or_default();
        e.0 += l.def_sacks;
        e.1 = e.1.max(l.def_sacks);
        e.2 += (l.def_sacks > 0) as usize;
    }
    let total_sacked: u32 = res.teams.values().map(|t| t.sacks).sum();
    let total_credited: u32 = def_sacks.values().map(|x| x.0).sum();
    assert_eq!(total_credited, total_sacked, "every sack has a sacker");
    for (t, (n, top, players)) in &def_sacks {
        if *n >= 20 {
            assert!(*top * 10 <= *n * 6, "{t}: one rusher has {top} of {n} sacks");
            assert!(*players >= 3, "{t}: {n} sacks shared by {players} players");
        }
    }
    // [ttf7 3.2] Edge-rushing linebackers (3-4 outside linebackers, docs/cards.md) rush from
    // Row 1 with the linemen: linebackers had 37% of the NFL's 2024 sacks; with every
    // linebacker in Row 2 (rushing only on blitzes) the replays gave them 20%.
    let group = |t: &str, id: &str| league().iter().find(|x| x.code == t).and_then(|x| x.players.iter().find(|p| p.id == id)).map(|p| p.group());
    let lb: u32 = res.players.iter().filter(|((t, id), _)| group(t, id) == Some(huddle_cards::Group::LB)).map(|(_, l)| l.def_sacks).sum();
    assert!(lb * 100 >= total_credited * 27, "linebackers {lb} of {total_credited} sacks");
    // Team tendencies (docs/cards.md): the coaches call the real teams' mix, so a season's
    // dropback shares follow the teams' leans (over 20 replays: slope 0.97 on the real shares,
    // correlation 0.93; with one league-wide mix the slope was 0.39).
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for (t, tt) in &res.teams {
        let lean = league().iter().find(|x| &x.code == t).and_then(|x| x.tendencies).expect("built teams have a tendency").pass_lean as f64;
        let db = (tt.pass_att + tt.sacks) as f64;
        xs.push(lean);
        ys.push(db / (db + tt.rushes as f64));
    }
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let (mx, my) = (mean(&xs), mean(&ys));
    let cov: f64 = xs.iter().zip(&ys).map(|(x, y)| (x - mx) * (y - my)).sum();
    let corr = cov / (xs.iter().map(|x| (x - mx).powi(2)).sum::<f64>() * ys.iter().map(|y| (y - my).powi(2)).sum::<f64>()).sqrt();
    let slope = cov / xs.iter().map(|x| (x - mx).powi(2)).sum::<f64>();
    // The real shares move 0.29 per unit of lean (0.25 per unit of log-odds, the lean being
    // 0.85 of it); game scripts alone gave about 0.11.
    assert!(corr > 0.75 && (0.2..0.4).contains(&slope), "dropback share against lean: correlation {corr:.2}, slope {slope:.3}");
    // Standings recomputed by hand from the games.
    let info = |c: &str| fr_of(&fr, c);
    let mut want: BTreeMap<&str, (Wlt, Wlt, Wlt, u32, u32)> = BTreeMap::new();
    let bump = |w: &mut Wlt, us: u16, them: u16| {
        if us > them {
            w.w += 1
        } else if us < them {
            w.l += 1
        } else {
            w.t += 1
        }
    };
    for g in &res.games {
        let conf = info(&g.home).conference == info(&g.away).conference;
        let div = conf && info(&g.home).division == info(&g.away).division;
        for (t, us, them) in [(&g.home, g.home_score, g.away_score), (&g.away, g.away_score, g.home_score)] {
            let e = want.entry(t).or_default();
            bump(&mut e.0, us, them);
            if div {
                bump(&mut e.1, us, them);
            }
            if conf {
                bump(&mut e.2, us, them);
            }
            e.3 += us as u32;
            e.4 += them as u32;
        }
    }
    assert_eq!(res.standings.records.len(), 32);
    for (t, r) in &res.standings.records {
        let w = want[t.as_str()];
        assert_eq!((r.all, r.division, r.conference, r.pf, r.pa), w, "{t}");
        assert_eq!(r.all.w + r.all.l + r.all.t, 17);
        assert_eq!(r.division.w + r.division.l + r.division.t, 6);
        assert_eq!(r.conference.w + r.conference.l + r.conference.t, 12, "6 division + 4 + 2 same place");
    }
    let wins: u16 = res.standings.records.values().map(|r| r.all.w).sum();
    let losses: u16 = res.standings.records.values().map(|r| r.all.l).sum();
    assert_eq!(wins, losses);
    // Divisions and seeds.
    let divs = res.standings.divisions();
    assert_eq!(divs.len(), 8);
    for (c, d, teams) in &divs {
        assert_eq!(teams.len(), 4, "{c} {d}");
        let best = teams.iter().map(|t| res.standings.records[t].all.pct()).fold(0.0, f64::max);
        assert_eq!(res.standings.records[&teams[0]].all.pct(), best, "{c} {d}: the winner has the best record");
    }
    for conf in ["AFC", "NFC"] {
        let seeds = res.standings.seeds(conf, 3);
        assert_eq!(seeds.len(), 7, "{conf}");
        let winners: BTreeSet<&String> = divs.iter().filter(|d| d.0 == conf).map(|d| &d.2[0]).collect();
        assert_eq!(seeds[..4].iter().collect::<BTreeSet<_>>(), winners, "{conf}");
        let pct = |t: &String| res.standings.records[t].all.pct();
        assert!(seeds[..4].windows(2).all(|w| pct(&w[0]) >= pct(&w[1])), "{conf}: {seeds:?}");
        assert!(seeds[4..].windows(2).all(|w| pct(&w[0]) >= pct(&w[1])), "{conf}: {seeds:?}");
        let out_best = fr.iter().filter(|f| f.conference == conf && !seeds.contains(&f.code)).map(|f| pct(&f.code)).fold(0.0, f64::max);
        assert!(pct(&seeds[6]) >= out_best, "{conf}: a better team is left out");
    }
    // Player totals add up to the team totals where both count the same thing.
    for (t, tt) in &res.teams {
        let mine = res.players.iter().filter(|((c, _), _)| c == t);
        let (mut pa, mut cmp, mut ptd, mut ru) = (0, 0, 0, 0);
        for (_, l) in mine {
            pa += l.pass_att;
            cmp += l.completions;
            ptd += l.pass_tds;
            ru += l.rushes;
        }
        assert_eq!((pa, cmp, ptd), (tt.pass_att, tt.completions, tt.pass_tds), "{t}");
        assert!(ru > 0 && ru <= tt.rushes + tt.sacks, "{t}: {ru} rushes by players, {} by the team", tt.rushes);
    }
}

/// The group-depth rule of the season: an injured player sits out only if his position group
/// keeps more than the injury minimum.
fn would_sit(g: &FacGame, side: Side, id: &str) -> bool {
    let p = g.teams[side].team.idx(id).unwrap();
    let grp = g.teams[side].team.player(p).group();
    let min = *g.ed.constants.injury_minimums.get(&grp).unwrap_or(&0) as usize;
    g.teams[side].team.group(grp).count() > min
}

#[test]
fn a_player_injured_for_one_more_game_misses_the_next_game_and_then_returns() {
    let seed = 2024u64;
    let sch = Schedule { games: vec![fx(1, "KC", "DEN", None), fx(2, "KC", "LV", None), fx(3, "LAC", "KC", None)] };
    let mut found = false;
    for r in 0..400u32 {
        let g0 = play(game_seed(seed, r, 0), "KC", "DEN");
        let li: Vec<(Side, String, u8)> = g0.lasting_injuries().into_iter().filter(|x| x.0 == Side::Home).collect();
        if li.len() != 1 || li[0].2 != 1 {
            continue;
        }
        let id = li[0].1.clone();
        // He must be a player who shows up in the box score when healthy, in games 1 and 2.
        let free1 = play(game_seed(seed, r, 1), "KC", "LV");
        let free2 = play(game_seed(seed, r, 2), "LAC", "KC");
        let zero = [0i64; 26];
        let line = |g: &FacGame, side: Side| lines_of(g, side).get(&id).map(line_vec).unwrap_or(zero);
        if line(&free1, Side::Home) == zero || line(&free2, Side::Away) == zero || !would_sit(&free1, Side::Home, &id) {
            continue;
        }
        // Game 1 as the season has to play it: same seed, the player out for the whole game.
        let mut g1 = huddle_fac::sim::ai_game(game_seed(seed, r, 1), team("KC"), team("LV"), opts());
        let pid = g1.teams[Side::Home].team.idx(&id).unwrap();
        g1.teams[Side::Home].out.push(Out { pid, until: Until::EndOfGame { extra: 0 } });
        g1.play_out().unwrap();
        if g1.lasting_injuries().iter().any(|x| x.0 == Side::Home) {
            continue; // KC must be healthy again for game 2
        }
        found = true;
        let res = play_season(league(), &sch, seed, r, &opts()).unwrap();
        let score = |g: &GameResult| (g.home_score, g.away_score);
        let fscore = |g: &FacGame| (g.core.score.home, g.core.score.away);
        assert_eq!(score(&res.games[0]), fscore(&g0));
        assert_eq!(score(&res.games[1]), fscore(&g1), "game 1 is played without the injured player");
        assert_eq!(line(&g1, Side::Home), zero);
        assert_eq!(score(&res.games[2]), fscore(&free2), "game 2: the player is back, nobody out");
        // His season: game 0 and game 2, nothing in game 1.
        let season_line = res.players.get(&("KC".to_string(), id.clone())).map(line_vec).unwrap_or(zero);
        assert_eq!(season_line, add_vec(line(&g0, Side::Home), line(&free2, Side::Away)), "{id}");
        break;
    }
    assert!(found, "no replay with a single one-game injury found");
}

#[test]
fn a_longer_injury_counts_only_the_teams_own_games() {
    let seed = 77u64;
    // KC plays games 0, 2, 3, 4, 5; game 1 (LV at LAC) is a KC bye week.
    let all = [fx(1, "KC", "DEN", None), fx(2, "LAC", "LV", None), fx(3, "KC", "NE", None), fx(4, "MIA", "KC", None), fx(5, "KC", "NYJ", None), fx(6, "BUF", "KC", None)];
    let mut found = false;
    for r in 0..400u32 {
        let g0 = play(game_seed(seed, r, 0), "KC", "DEN");
        let li: Vec<(Side, String, u8)> = g0.lasting_injuries().into_iter().filter(|x| x.0 == Side::Home).collect();
        if li.len() != 1 || !(2..=4).contains(&li[0].2) {
            continue;
        }
        let (id, n) = (li[0].1.clone(), li[0].2 as usize);
        let zero = [0i64; 26];
        // KC's next n games are games 2..2+n; he plays in each of them when healthy.
        let mut plays_when_healthy = true;
        for (k, f) in all.iter().enumerate().skip(2).take(n) {
            let g = play(game_seed(seed, r, k as u32), &f.home, &f.away);
            let side = if f.home == "KC" { Side::Home } else { Side::Away };
            plays_when_healthy &= lines_of(&g, side).get(&id).map(line_vec).unwrap_or(zero) != zero && would_sit(&g, side, &id);
        }
        if !plays_when_healthy {
            continue;
        }
        found = true;
        let sch = Schedule { games: all[..2 + n].to_vec() };
        let res = play_season(league(), &sch, seed, r, &opts()).unwrap();
        let season_line = res.players.get(&("KC".to_string(), id.clone())).map(line_vec).unwrap_or(zero);
        let g0_line = lines_of(&g0, Side::Home).get(&id).map(line_vec).unwrap_or(zero);
        assert_eq!(season_line, g0_line, "{id} (out {n} more games) must not play KC's next {n} games");
        break;
    }
    assert!(found, "no replay with a single 2-4 game injury found");
}

// ---------------------------------------------------------------------------------------------
// Fidelity
// ---------------------------------------------------------------------------------------------

fn gr(home: &str, away: &str, hs: u16, as_: u16, overtime: bool) -> GameResult {
    GameResult { week: 1, home: home.into(), away: away.into(), home_score: hs, away_score: as_, overtime, tds: [0, 0] }
}

/// Four games: KC 24-21 DEN, DEN 10-10 KC (overtime), LV 3-30 KC, KC 20-17 LV (overtime).
fn hand_season() -> SeasonResult {
    let games = vec![gr("KC", "DEN", 24, 21, false), gr("DEN", "KC", 10, 10, true), gr("LV", "KC", 3, 30, false), gr("KC", "LV", 20, 17, true)];
    let tt = |points, pass_att, completions, pass_yards, sacks, rushes, fg_att, fg_made| TeamTotals { points, pass_att, completions, pass_yards, sacks, rushes, fg_att, fg_made, ..Default::default() };
    let teams = BTreeMap::from([
        ("KC".to_string(), tt(84, 30, 20, 210, 2, 25, 2, 2)),
        ("DEN".to_string(), tt(31, 25, 15, 150, 3, 20, 1, 0)),
        ("LV".to_string(), tt(20, 25, 10, 80, 0, 15, 1, 1)),
    ]);
    SeasonResult { games, teams, players: BTreeMap::new(), standings: Default::default(), refused_calls: 0, ..Default::default() }
}

#[test]
fn simulated_metrics_of_a_hand_built_season() {
    let m = simulated_metrics(&[hand_season()]);
    // 4 games = 8 team-games; 135 points.
    approx(m["team_games"], 8.0, "team_games");
    approx(m["points"], 135.0 / 8.0, "points");
    approx(m["pass_att"], 80.0 / 8.0, "pass_att");
    approx(m["comp_pct"], 100.0 * 45.0 / 80.0, "comp_pct");
    approx(m["ypa"], 440.0 / 80.0, "ypa");
    approx(m["sack_rate"], 100.0 * 5.0 / 85.0, "sack_rate");
    approx(m["scrimmage_plays"], 145.0 / 8.0, "scrimmage_plays");
    approx(m["pass_share"], 100.0 * 85.0 / 145.0, "pass_share");
    approx(m["fg_pct"], 75.0, "fg_pct");
    // No returns, no extra points: averages of nothing are 0, never NaN.
    approx(m["punt_return_avg"], 0.0, "punt_return_avg");
    approx(m["pat_pct"], 0.0, "pat_pct");
    // Margins 3, 0, 27, 3: three within 8 points; home wins 2 (games 1 and 4); 2 overtimes; 1 tie.
    approx(m["one_score_pct"], 75.0, "one_score_pct");
    approx(m["home_win_pct"], 50.0, "home_win_pct");
    approx(m["overtime_pct"], 50.0, "overtime_pct");
    approx(m["ties"], 1.0, "ties");
    approx(m["game_points_mean"], 135.0 / 4.0, "game_points_mean");
    // Home minus away: 3, 0, -27, 3; mean -5.25; squared deviations 68.0625 + 27.5625 + 473.0625 +
    // 68.0625 = 636.75; sample sd sqrt(636.75 / 3).
    approx(m["margin_sd"], (636.75f64 / 3.0).sqrt(), "margin_sd");
    // Game totals 45, 20, 33, 37: mean 33.75, squared deviations sum 326.75.
    approx(m["game_points_sd"], (326.75f64 / 3.0).sqrt(), "game_points_sd");
    // Team scores 24, 21, 10, 10, 3, 30, 20, 17: mean 16.875, squared deviations sum 536.875.
    approx(m["team_points_sd"], (536.875f64 / 7.0).sqrt(), "team_points_sd");
}

#[test]
fn simulated_metrics_over_several_seasons_are_per_team_game_and_per_season() {
    let one = simulated_metrics(&[hand_season()]);
    let two = simulated_metrics(&[hand_season(), hand_season()]);
    for k in ["team_games", "points", "comp_pct", "one_score_pct", "overtime_pct", "home_win_pct", "ties", "game_points_mean"] {
        approx(two[k], one[k], k);
    }
    // The sample sd pools the games: 8 margins, sum of squares doubled, n - 1 = 7.
    approx(two["margin_sd"], (2.0f64 * 636.75 / 7.0).sqrt(), "margin_sd");
    // "One score" is 8 points or fewer (a converted touchdown), either way; 9 is two scores.
    let mut edge = hand_season();
    edge.games = vec![gr("KC", "DEN", 8, 0, false), gr("KC", "DEN", 0, 8, false), gr("KC", "DEN", 9, 0, false), gr("KC", "DEN", 0, 9, false)];
    let m = simulated_metrics(&[edge]);
    approx(m["one_score_pct"], 50.0, "one_score_pct at 8 and 9");
    approx(m["home_win_pct"], 50.0, "home_win_pct");
    approx(m["ties"], 0.0, "ties");
    // Nothing to measure: zeros, no NaN, no panic.
    let none = simulated_metrics(&[]);
    assert!(none.values().all(|v| *v == 0.0), "{none:?}");
}

#[test]
fn report_deviations_and_the_over_filter() {
    let averages = vec![
        ("points".to_string(), 20.0, "points per team-game".to_string()),
        ("team_games".to_string(), 544.0, "skipped".to_string()),
        ("comp_pct".to_string(), 50.0, "".to_string()),
        ("ties".to_string(), 0.0, "tied games".to_string()),
        ("no_such_metric".to_string(), 3.0, "".to_string()),
        ("home_win_pct".to_string(), 50.0, "".to_string()),
    ];
    let rep = report(&[hand_season(), hand_season()], &averages, None, None);
    assert_eq!(rep.replays, 2);
    assert!(rep.players.is_empty());
    let names: Vec<&str> = rep.league.iter().map(|r| r.metric.as_str()).collect();
    assert_eq!(names, vec!["points", "comp_pct", "ties", "home_win_pct"], "file order; team_games and unknown metrics left out");
    let row = |n: &str| rep.league.iter().find(|r| r.metric == n).unwrap();
    // points: simulated 16.875 against 20 → -15.625 %; comp_pct 56.25 against 50 → +12.5 %.
    approx(row("points").simulated, 16.875, "points sim");
    approx(row("points").deviation_pct.unwrap(), -15.625, "points dev");
    assert_eq!(row("points").definition, "points per team-game");
    approx(row("comp_pct").deviation_pct.unwrap(), 12.5, "comp_pct dev");
    assert_eq!(row("ties").deviation_pct, None, "no percentage of a real 0");
    approx(row("ties").simulated, 1.0, "ties sim");
    approx(row("home_win_pct").deviation_pct.unwrap(), 0.0, "home_win_pct dev");
    let over = |p: f64| rep.over(p).iter().map(|r| r.metric.clone()).collect::<Vec<_>>();
    assert_eq!(over(12.0), s(&["points", "comp_pct"]));
    assert_eq!(over(13.0), s(&["points"]), "absolute value of a negative deviation");
    assert_eq!(over(15.625), Vec::<String>::new(), "strictly more than the threshold");
    assert_eq!(over(0.0), s(&["points", "comp_pct"]), "a zero deviation is never over, nor is a missing one");
    let text = rep.render();
    assert!(text.contains("Fidelity over 2 replayed season(s)"), "{text}");
    assert!(text.lines().any(|l| l.starts_with("points") && l.contains("-15.6")), "{text}");
    assert!(text.lines().any(|l| l.starts_with("ties") && l.contains("n/a")), "{text}");
    // [ttf7 21] Metrics a rule decides carry the rule, printed under the table; others none.
    assert!(row("ties").note.is_some_and(|n| n.contains("§21")));
    assert_eq!(row("points").note, None);
    assert!(text.lines().any(|l| l.starts_with("  ties — TTF §21")), "{text}");
    // [ttf7 9.1] Sack yards: a new Pass Number ÷ 3.
    assert!(fidelity::rule_bound("sack_yds").is_some_and(|n| n.contains("§9.1") && n.contains("÷ 3")));
    assert_eq!(fidelity::rule_bound("sacks"), None, "the sack count is calibrated, not set by rule");
}

#[test]
fn margins_bucket_boundaries_and_the_real_column() {
    // One game per boundary value: 0 | 1 3 | 4 6 | 7 8 | 9 14 | 15 21 | 22 60.
    let ms = [0u16, 1, 3, 4, 6, 7, 8, 9, 14, 15, 21, 22, 60];
    let mut a = hand_season();
    a.games = ms[..7].iter().map(|&m| gr("KC", "DEN", 10 + m, 10, false)).collect();
    let mut b = hand_season();
    b.games = ms[7..].iter().map(|&m| gr("KC", "DEN", 0, m, false)).collect(); // away wins count by size
    let rows = margins(&[a, b], None);
    assert_eq!(rows.iter().map(|r| r.margin).collect::<Vec<_>>(), MARGIN_BUCKETS.iter().map(|b| b.0).collect::<Vec<_>>());
    let want = [1.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0].map(|c| 100.0 * c / 13.0);
    for (r, w) in rows.iter().zip(want) {
        approx(r.simulated, w, r.margin);
        assert_eq!(r.real, None);
    }
    let total: f64 = rows.iter().map(|r| r.simulated).sum();
    approx(total, 100.0, "shares add up");
    // The real column comes from the schedule's played games only.
    let sch = Schedule { games: vec![fx(1, "KC", "DEN", Some((27, 20))), fx(1, "LV", "LAC", Some((3, 3))), fx(2, "KC", "LV", None), fx(2, "DEN", "LAC", Some((0, 30)))] };
    let rows = margins(&[hand_season()], Some(&sch));
    let real: Vec<f64> = rows.iter().map(|r| r.real.unwrap()).collect();
    let third = 100.0 / 3.0;
    for (got, want) in real.iter().zip([third, 0.0, 0.0, third, 0.0, 0.0, third]) {
        approx(*got, want, "real share");
    }
    // Simulated: hand_season margins 3, 0, 27, 3.
    let sim: Vec<f64> = rows.iter().map(|r| r.simulated).collect();
    assert_eq!(sim, vec![25.0, 50.0, 0.0, 0.0, 0.0, 0.0, 25.0]);
    // A schedule without played games has no real column; no seasons give zeros.
    let unplayed = Schedule { games: vec![fx(1, "KC", "DEN", None)] };
    assert!(margins(&[hand_season()], Some(&unplayed)).iter().all(|r| r.real.is_none()));
    assert!(margins(&[], None).iter().all(|r| r.simulated == 0.0));
}

#[test]
fn read_averages_reads_metric_value_definition() {
    let dir = TempDir::new("avg-ok");
    let p = dir.file("avg.csv", "metric,value,definition\nteam_games,544,team-games in the regular season\n points ,22.912,\"points, per team-game\"\nties,0,\n");
    let v = read_averages(&p).unwrap();
    assert_eq!(
        v,
        vec![
            ("team_games".to_string(), 544.0, "team-games in the regular season".to_string()),
            ("points".to_string(), 22.912, "points, per team-game".to_string()),
            ("ties".to_string(), 0.0, "".to_string()),
        ]
    );
    // The definition column is optional; the column order is free.
    let p = dir.file("two.csv", "value,metric\n1.5,ypc\n");
    assert_eq!(read_averages(&p).unwrap(), vec![("ypc".to_string(), 1.5, String::new())]);
    // The real averages file, when present, feeds the report with every metric known.
    let real = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/nfl/2024/league_averages_2024.csv");
    if real.exists() {
        let avg = read_averages(&real).unwrap();
        let sim = simulated_metrics(&[hand_season()]);
        for (m, _, _) in &avg {
            assert!(sim.contains_key(m.as_str()), "metric {m} of the real file is not simulated");
        }
        let rep = fidelity::report(&[hand_season()], &avg, None, None);
        assert_eq!(rep.league.len(), avg.len() - 1, "all but team_games");
    }
}

#[test]
fn read_averages_errors_name_the_file_and_line() {
    let dir = TempDir::new("avg-bad");
    let p = dir.file("novalue.csv", "metric,definition\npoints,x\n");
    let e = read_averages(&p).unwrap_err();
    assert!(e.starts_with(&p.display().to_string()) && e.contains("missing column 'value'"), "{e}");
    let p = dir.file("nometric.csv", "name,value\npoints,1\n");
    let e = read_averages(&p).unwrap_err();
    assert!(e.starts_with(&p.display().to_string()) && e.contains("missing column 'metric'"), "{e}");
    let p = dir.file("text.csv", "metric,value,definition\npoints,22.9,ok\nypc,four,bad\n");
    let e = read_averages(&p).unwrap_err();
    assert_eq!(e, format!("{}: line 3: value of 'ypc' is not a number", p.display()));
    let p = dir.file("empty-value.csv", "metric,value\npoints,\n");
    let e = read_averages(&p).unwrap_err();
    assert!(e.contains("line 2") && e.contains("'points'"), "{e}");
    let p = dir.file("ragged.csv", "metric,value,definition\npoints,1,a,extra\n");
    let e = read_averages(&p).unwrap_err();
    assert!(e.starts_with(&p.display().to_string()), "{e}");
    let missing = dir.0.join("absent.csv");
    let e = read_averages(&missing).unwrap_err();
    assert!(e.starts_with(&format!("{}: cannot read", missing.display())), "{e}");
}

#[test]
fn a_round_robin_league_meets_each_team_twice_once_at_home() {
    use huddle_league::schedule::Schedule;
    use std::collections::BTreeMap;
    for n in [2usize, 4, 5, 8] {
        let codes: Vec<String> = (0..n).map(|i| format!("T{i}")).collect();
        let s = Schedule::round_robin(&codes, 3).unwrap();
        assert_eq!(s.games.len(), n * (n - 1), "{n} teams");
        let mut pairs: BTreeMap<(String, String), u32> = BTreeMap::new();
        for g in &s.games {
            *pairs.entry((g.home.clone(), g.away.clone())).or_default() += 1;
        }
        assert_eq!(pairs.len(), n * (n - 1), "every ordered pair once: each meeting once at each home");
        // One game a week at most per team.
        let mut weekly: BTreeMap<(u8, String), u32> = BTreeMap::new();
        for g in &s.games {
            for t in [&g.home, &g.away] {
                *weekly.entry((g.week, t.clone())).or_default() += 1;
            }
        }
        assert!(weekly.values().all(|c| *c == 1));
        let weeks = s.games.iter().map(|g| g.week).max().unwrap() as usize;
        assert_eq!(weeks, 2 * (n + n % 2 - 1));
        assert_eq!(Schedule::round_robin(&codes, 3).unwrap(), s, "the seed replays it");
    }
    assert!(Schedule::round_robin(&["A".to_string()], 1).is_err());
}
