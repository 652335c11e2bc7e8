//! Fuzzing the data files against the promise of the loaders: "a bad data file gets an error
//! naming the file, the entry and the rule it breaks — never a panic", and a file the loader
//! accepts plays games without one.
//!
//! For each embedded file of `data/` and each fixed seed, the file is damaged one to three times
//! at random nodes, roughly and plausibly ([`huddle_core::json_fuzz::fuzz`]), and loaded with its
//! loader:
//! `som.json` ([`Tables::from_json`]), `reconstructed.json` ([`Recon::from_json`]),
//! `build_params.json` ([`BuildParams::from_json`], whose errors name the entry and the rule;
//! the CLI puts the file's path before them, as [`load_params`] does) and the league's cards
//! (`league_2024.json`, [`SomLeague::from_json`]; for speed a two-team league cut from it, KC
//! and BAL, a 4-3 and a 3-4 team). A refused file must name the file. An accepted one is played
//! with: the charts and the X-Chart reconstruction in an AI-vs-AI game of KC and BAL; the
//! league's two teams against each other; the build parameters build a two-team league from a
//! tiny season (each built team must keep the card rules) whose teams then play. A panic
//! anywhere is a failure, reported with the seed, the mutations and the panic's message (and,
//! for a panic inside the standard library, the engine's line that called it); a game that ends
//! in an error (or never ends: `play_out`'s 4,000-step guard) is reported separately. Each file
//! must also be refused some of the time, so the test shows its validation at work.
//!
//! Deterministic: the seeds are fixed (300 a file, 150 for the league). A build takes most of a
//! second, so only the first 12 accepted parameter files are built and played;
//! `HUDDLE_FUZZ_SEEDS=3000` searches wider by hand and then builds every accepted file. Searched
//! so: the charts and the reconstruction 10,000 seeds, the league 5,000, the parameters 1,500
//! (449 builds); the one panic found is fixed and its rule tested below.
//!
//! The rules this test made the loaders add are tested by name at the end of this file.

use huddle_core::json_fuzz::{budget, fuzz, seeds};
use huddle_som::build::{self, BuildParams, SeasonStats};
use huddle_som::cards::{SomLeague, SomTeam};
use huddle_som::charts::Book;
use huddle_som::game::SomGame;
use huddle_som::options::SomOptions;
use huddle_som::recon::Recon;
use huddle_som::tables::{Tables, SOM_JSON};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

const RECON_JSON: &str = include_str!("../data/reconstructed.json");
const PARAMS_JSON: &str = include_str!("../data/build_params.json");

// ---- the games ------------------------------------------------------------------------------

const HOME: &str = "KC";
const AWAY: &str = "BAL";

fn team(code: &str) -> SomTeam {
    build::embedded_2024().team(code).expect("a team of the embedded league").clone()
}

/// An AI-vs-AI game of `home` and `away` with `book`'s charts, to the end.
fn play(seed: u64, book: Book, home: SomTeam, away: SomTeam) -> Result<(), String> {
    let mut g = SomGame::ai(seed, home, away, SomOptions::default());
    g.book = book;
    g.play_out().map_err(|e| format!("the game failed: {e}"))
}

/// The embedded league cut to KC and BAL.
fn two_team_league() -> Value {
    let mut v: Value = serde_json::from_str(build::LEAGUE_2024_JSON).expect("the embedded league is JSON");
    let teams = v["teams"].as_array_mut().expect("teams");
    teams.retain(|t| t["code"] == HOME || t["code"] == AWAY);
    assert_eq!(teams.len(), 2);
    v
}

// The tiny season the build parameters build from (the layout of the nflverse files; `build.rs`).
const TEAM_HEADER: &str = "team,season,games,completions,attempts,passing_yards,passing_interceptions,sacks_suffered,carries,rushing_yards,rushing_fumbles_lost,receiving_fumbles_lost,sack_fumbles_lost,def_fumbles_forced,def_sacks,def_interceptions,penalties,penalty_yards";

fn player_line(id: &str, name: &str, pos: &str, group: &str, team: &str, set: &[(&str, f64)]) -> String {
    let mut v = vec![id.to_string(), name.to_string(), pos.to_string(), group.to_string(), "2024".into(), team.to_string()];
    for c in huddle_cards::builder::stats::PLAYER_NUMS {
        v.push(set.iter().find(|(k, _)| k == c).map(|(_, x)| x.to_string()).unwrap_or_else(|| "0".into()));
    }
    v.join(",")
}

/// Two teams, a passer, a receiver and a back of each, everyone else the builder's replacement
/// players; read once.
fn tiny_season() -> &'static SeasonStats {
    static S: OnceLock<SeasonStats> = OnceLock::new();
    S.get_or_init(|| {
        let dir: PathBuf = std::env::temp_dir().join(format!("huddle-som-fuzz-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let teams = format!("{TEAM_HEADER}\nAAA,2024,17,350,540,3800,12,40,450,1900,5,4,3,10,40,12,100,800\nBBB,2024,17,330,520,3500,14,35,470,2100,6,3,2,12,38,10,110,900\n");
        let mut h = vec!["player_id", "player_display_name", "position", "position_group", "season", "team"];
        h.extend(huddle_cards::builder::stats::PLAYER_NUMS.iter().copied());
        let mut players = vec![h.join(",")];
        for (tm, n) in [("AAA", 1), ("BBB", 2)] {
            let qb = [("games", 17.0), ("attempts", 520.0), ("completions", 340.0), ("passing_yards", 3700.0), ("passing_interceptions", 12.0), ("carries", 50.0), ("rushing_yards", 200.0)];
            players.push(player_line(&format!("q{n}"), &format!("Passer {tm}"), "QB", "QB", tm, &qb));
            players.push(player_line(&format!("r{n}"), &format!("Back {tm}"), "RB", "RB", tm, &[("games", 16.0), ("carries", 250.0), ("rushing_yards", 1100.0), ("rushing_fumbles", 2.0)]));
            players.push(player_line(&format!("w{n}"), &format!("Wideout {tm}"), "WR", "WR", tm, &[("games", 17.0), ("targets", 120.0), ("receptions", 80.0), ("receiving_yards", 1000.0)]));
        }
        let write = |name: &str, text: &str| -> PathBuf {
            let p = dir.join(name);
            std::fs::write(&p, text).expect("the scratch file is written");
            p
        };
        let (pl, tm) = (write("players.csv", &(players.join("\n") + "\n")), write("teams.csv", &teams));
        let s = SeasonStats::read(&pl, &tm, None, 2024).expect("the tiny season reads");
        std::fs::remove_dir_all(Path::new(&dir)).ok();
        s
    })
}

/// A parameter file loaded the way `huddle cards build --rules som --params FILE` loads it: the
/// loader's error ("entry: rule") after the file's path.
fn load_params(text: &str, file: &str) -> Result<BuildParams, String> {
    BuildParams::from_json(text).map_err(|e| format!("{file}: {e}"))
}

// ---- the files ------------------------------------------------------------------------------

#[test]
fn damaged_chart_files_are_refused_by_name_or_play_without_panicking() {
    // The charts T3-T26 as data: any file is refused with an error naming it, or plays.
    let file = "fuzzed-som.json";
    let original: Value = serde_json::from_str(SOM_JSON).expect("JSON");
    let (home, away) = (team(HOME), team(AWAY));
    let t = fuzz(file, &original, seeds(300), usize::MAX, Tables::from_json, |tables| {
        // The game keeps `&'static` charts; a few hundred leaked copies are the test's price.
        let book = Book { tables: Box::leak(Box::new(tables)), recon: Recon::embedded() };
        play(1, book, home.clone(), away.clone())
    });
    t.assert_clean(file);
}

#[test]
fn damaged_reconstruction_files_are_refused_by_name_or_play_without_panicking() {
    // The X-Chart's Short Gain and injury section as data: refused by name, or played.
    let file = "fuzzed-reconstructed.json";
    let original: Value = serde_json::from_str(RECON_JSON).expect("JSON");
    let (home, away) = (team(HOME), team(AWAY));
    let t = fuzz(file, &original, seeds(300), usize::MAX, Recon::from_json, |recon| {
        let book = Book { tables: Tables::embedded(), recon: Box::leak(Box::new(recon)) };
        play(2, book, home.clone(), away.clone())
    });
    t.assert_clean(file);
}

#[test]
fn damaged_build_parameter_files_are_refused_by_name_or_build_cards_that_play() {
    // The card builder's parameters as data: refused by name, or they build a league whose every
    // card keeps the card rules and whose teams play.
    let file = "fuzzed-build_params.json";
    let original: Value = serde_json::from_str(PARAMS_JSON).expect("JSON");
    let season = tiny_season();
    let t = fuzz(file, &original, seeds(300), budget(12), load_params, |params| {
        let league = build::build_league(season, &params, 2024).map_err(|e| format!("the build failed: {e}"))?;
        for t in &league.teams {
            t.validate("the built league").map_err(|e| format!("a built card breaks a rule: {e}"))?;
        }
        let [home, away] = [0, 1].map(|i| league.teams[i].clone());
        play(3, Book::embedded(), home, away)
    });
    t.assert_clean(file);
}

#[test]
fn damaged_league_files_are_refused_by_name_or_play_without_panicking() {
    // The cards as data: a two-team league cut from league_2024.json, refused by name or played.
    let file = "fuzzed-league.json";
    let original = two_team_league();
    let t = fuzz(file, &original, seeds(150), usize::MAX, SomLeague::from_json, |league| {
        // A mutation may leave one team (it plays itself) or none (nothing to play).
        let n = league.teams.len();
        if n == 0 {
            return Ok(());
        }
        play(4, Book::embedded(), league.teams[0].clone(), league.teams[1 % n].clone())
    });
    t.assert_clean(file);
}

// ---- the rules the fuzzing made the loaders add ---------------------------------------------

#[test]
fn a_rush_max_of_zero_is_refused_naming_the_file_the_entry_and_the_rule() {
    // [som 2.13.5] Pass-rush ratings run 0-17, and the builder rates every lineman and edge
    // rusher at least 1 and at most `rush_max`: a `rush_max` of 0 leaves him no rating (it made
    // the builder panic, fuzz seed 237). 1 is the least that builds, every such rusher a 1.
    let mut v: Value = serde_json::from_str(PARAMS_JSON).expect("JSON");
    v["rush_max"] = 0.into();
    let e = load_params(&v.to_string(), "my-params.json").expect_err("rush_max 0 is refused");
    assert!(e.starts_with("my-params.json: rush_max: ") && e.contains("1-17") && e.contains("[som 2.13.5]"), "{e}");
    v["rush_max"] = 1.into();
    let p = load_params(&v.to_string(), "my-params.json").expect("rush_max 1 is a rating");
    let league = build::build_league(tiny_season(), &p, 2024).expect("it builds");
    let linemen: Vec<_> = league.teams.iter().flat_map(|t| &t.players).filter(|p| p.pos.iter().any(|x| matches!(x, huddle_som::cards::Pos::De | huddle_som::cards::Pos::Dt))).collect();
    assert!(!linemen.is_empty());
    assert!(linemen.iter().all(|p| p.pass_rush.is_some_and(|r| r.normal == 1)), "every lineman rushes at 1");
}
