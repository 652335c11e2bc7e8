//! The `huddle` binary end to end: the commands a user types, their output, and how bad input is
//! refused (a clear message naming the file or value, a non-zero exit, nothing written).

use std::path::{Path, PathBuf};
use std::process::Output;

mod common;
use common::{assert_refused, huddle, stderr, stdout};

fn scratch(name: &str) -> PathBuf {
    common::scratch("cli", name)
}

fn scenarios_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../huddle-fac/tests/scenarios")
}

#[test]
fn sim_plays_a_full_game_on_the_embedded_league() {
    let o = huddle(&["sim", "--seed", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    // The default game is BAL at KC with play-by-play and a box score.
    assert!(s.contains("BAL") && s.contains("KC"), "{s}");
    assert!(s.contains("FINAL"), "a final score: {s}");
    assert!(s.lines().count() > 150, "a whole game of play-by-play");
    // The box score's player lines: passers, rushers and receivers with their longest gain, the
    // punters and the returners, whose figures add up to the team's.
    let team_row = |label: &str| -> Vec<String> { s.lines().find(|l| l.starts_with(label)).unwrap_or_else(|| panic!("{label}: {s}")).split_whitespace().rev().take(2).map(String::from).collect() };
    assert!(s.lines().any(|l| l.starts_with("  Rushing   ") && l.contains(" TD, long ")), "{s}");
    assert!(s.lines().any(|l| l.starts_with("  Receiving ") && l.contains(" TD, long ")), "{s}");
    let punts: i64 = s.lines().filter(|l| l.starts_with("  Punting   ")).map(|l| l.split(" for ").next().unwrap().split_whitespace().last().unwrap().parse::<i64>().unwrap()).sum();
    let team_punts: i64 = team_row("Punts-yards").iter().map(|x| x.split('-').next().unwrap().parse::<i64>().unwrap()).sum();
    assert_eq!(punts, team_punts, "the punters' punts are the teams'");
    let kr: i64 = s.lines().filter(|l| l.starts_with("  Returns   ")).map(|l| l.split("KR ").nth(1).unwrap().split('-').next().unwrap().parse::<i64>().unwrap()).sum();
    let team_kr: i64 = team_row("Kick returns-yds").iter().map(|x| x.split('-').next().unwrap().parse::<i64>().unwrap()).sum();
    assert_eq!(kr, team_kr, "the returners' kick returns are the teams'");
    // Deterministic: the same seed prints the same game, another seed a different one.
    assert_eq!(s, stdout(&huddle(&["sim", "--seed", "1"])));
    assert_ne!(s, stdout(&huddle(&["sim", "--seed", "2"])));
}

#[test]
fn sim_json_writes_the_event_log() {
    let d = scratch("json");
    let f = d.join("log.json");
    let o = huddle(&["sim", "--seed", "3", "--home", "KC", "--away", "BAL", "--quiet", "--json", f.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
    assert!(v.is_object() || v.is_array());
    assert!(std::fs::metadata(&f).unwrap().len() > 10_000, "a whole game's events");
    let _ = std::fs::remove_dir_all(d);
}

#[test]
fn sim_fever_prints_dice_and_peg_clock() {
    let o = huddle(&["sim", "--rules", "fever", "--seed", "4"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.contains("FINAL"), "{s}");
    assert_eq!(s, stdout(&huddle(&["sim", "--rules", "fever", "--seed", "4"])));
}

#[test]
fn unknown_team_is_refused_with_the_list() {
    let o = huddle(&["sim", "--home", "XXX"]);
    assert_refused(&o, &["unknown team 'XXX'", "KC"]);
    assert!(stdout(&o).is_empty(), "no game was played");
}

#[test]
fn fever_refuses_team_options() {
    assert_refused(&huddle(&["sim", "--rules", "fever", "--home", "KC"]), &["Football Fever"]);
}

#[test]
fn zero_games_and_zero_replays_are_refused() {
    assert_refused(&huddle(&["sim", "--games", "0"]), &["--games"]);
    assert_refused(&huddle(&["season", "--replays", "0"]), &["--replays"]);
}

#[test]
fn unknown_flags_are_clap_errors() {
    let o = huddle(&["sim", "--sed", "1"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--sed"), "{}", stderr(&o));
}

#[test]
fn resolve_checks_a_hand_computed_scenario() {
    let f = scenarios_dir().join("fg_41_yards.json");
    let o = huddle(&["resolve", "--scenario", f.to_str().unwrap(), "--check"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("resolve prints JSON");
    assert!(v.is_object());
}

#[test]
fn resolve_check_fails_on_a_wrong_expectation() {
    // The same scenario with one expected value changed must fail --check.
    let f = scenarios_dir().join("fg_41_yards.json");
    let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
    let expect = v.get_mut("expect").and_then(|e| e.as_object_mut()).expect("the scenario has expectations");
    let (key, val) = expect.iter_mut().find(|(_, v)| v.is_number() || v.is_boolean()).expect("a scalar expectation");
    let key = key.clone();
    *val = match val {
        serde_json::Value::Bool(b) => serde_json::Value::Bool(!*b),
        serde_json::Value::Number(n) => serde_json::json!(n.as_i64().unwrap_or(0) + 7),
        _ => unreachable!(),
    };
    let d = scratch("check");
    let g = d.join("wrong.json");
    std::fs::write(&g, serde_json::to_string_pretty(&v).unwrap()).unwrap();
    let o = huddle(&["resolve", "--scenario", g.to_str().unwrap(), "--check"]);
    assert_refused(&o, &["expectation(s) not met", &key]);
    let _ = std::fs::remove_dir_all(d);
}

#[test]
fn malformed_files_name_the_file_and_the_entry() {
    let d = scratch("bad");
    let bad = d.join("bad.json");
    std::fs::write(&bad, r#"{"situation": 5}"#).unwrap();
    let p = bad.to_str().unwrap();
    assert_refused(&huddle(&["resolve", "--scenario", p]), &[p, "situation"]);
    assert_refused(&huddle(&["sim", "--league", p]), &[p]);
    assert_refused(&huddle(&["resolve", "--scenario", "/no/such/file.json"]), &["/no/such/file.json"]);
    // A bad recipe writes no deck.
    let out = d.join("deck.json");
    assert_refused(&huddle(&["deck", "build", "--recipe", p, "--out", out.to_str().unwrap()]), &[p]);
    assert!(!out.exists(), "nothing written on a refused recipe");
    let _ = std::fs::remove_dir_all(d);
}

/// [ttf7 3.1] [ttf7 3.2] A team file whose cards are valid but whose Lineup Card cannot take the
/// field (a wide receiver at left tackle; a cornerback in box C) is refused on loading, naming the
/// file, the team, the lineup and the rule, for every command that reads it; the embedded teams pass.
#[test]
fn a_lineup_that_cannot_take_the_field_is_refused_on_loading() {
    let d = scratch("lineup");
    let riv = include_str!("../../huddle-cards/data/teams/riverton.json");
    let off = d.join("riv_off.json");
    std::fs::write(&off, riv.replacen(r#""LT": "riv-ot1""#, r#""LT": "riv-wr6""#, 1)).unwrap();
    let p = off.to_str().unwrap();
    for cmd in [&["sim", "--league", p][..], &["play", "--league", p, "--you", "none"], &["season", "--league", p]] {
        assert_refused(&huddle(cmd), &[p, "team 'RIV'", "lineup.offense", "offensive line box LT", "[ttf7 3.1]"]);
    }
    let v: serde_json::Value = serde_json::from_str(riv).unwrap();
    let cb = v["players"].as_array().unwrap().iter().find(|p| p["pos"] == "CB").unwrap()["id"].as_str().unwrap().to_string();
    let mut v = v;
    let def = v["lineup"]["defense"].as_object_mut().unwrap();
    for list in def.values_mut() {
        list.as_array_mut().unwrap().retain(|id| id != cb.as_str());
    }
    def.insert("C".into(), serde_json::json!([cb]));
    let bad_def = d.join("riv_def.json");
    std::fs::write(&bad_def, v.to_string()).unwrap();
    let p = bad_def.to_str().unwrap();
    assert_refused(&huddle(&["sim", "--league", p]), &[p, "team 'RIV'", "lineup.defense", "box C", "[ttf7 3.2]"]);
    let _ = std::fs::remove_dir_all(d);
}

#[test]
fn season_plays_the_playoffs_unless_told_not_to() {
    // One replay: its bracket round by round and the champion.
    let o = huddle(&["season", "--seed", "3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let rounds: Vec<&str> = out.lines().filter_map(|l| ["Wild Card", "Divisional", "Conference", "Super Bowl"].into_iter().find(|r| l.trim_start().starts_with(r))).collect();
    assert_eq!(rounds.len(), 13, "{out}");
    assert_eq!(rounds.iter().filter(|r| **r == "Wild Card").count(), 6);
    assert!(out.lines().any(|l| l.trim_start().starts_with("Champion: ")), "{out}");
    for what in ["passing", "rushing", "receiving"] {
        assert!(out.lines().any(|l| l.trim_start().starts_with(&format!("Playoff {what} leader: ")) && l.ends_with(" yards")), "{what}: {out}");
    }
    // Several replays: each team's playoff, conference-title and Super Bowl shares.
    let o = huddle(&["season", "--seed", "3", "--replays", "4"]);
    let out = stdout(&o);
    assert!(out.contains("Playoffs over 4 replays") && out.contains("Super Bowl"), "{out}");
    let titles: f64 = out
        .lines()
        .skip_while(|l| !l.starts_with("Playoffs over"))
        .skip(2)
        .take_while(|l| !l.trim().is_empty())
        .map(|l| l.split_whitespace().last().unwrap().trim_end_matches('%').parse::<f64>().unwrap())
        .sum();
    assert!((titles - 100.0).abs() < 1e-9, "the champions' shares add up to 100%: {titles}\n{out}");
    let o = huddle(&["season", "--seed", "3", "--no-playoffs"]);
    assert!(o.status.success() && !stdout(&o).contains("Champion") && !stdout(&o).contains("Wild Card"), "{}", stdout(&o));
}

#[test]
fn season_fidelity_max_dev_sets_the_exit_code() {
    let d = scratch("fidelity");
    let avg = d.join("avg.csv");
    // A real-looking points figure and an absurd one.
    std::fs::write(&avg, "metric,value,definition\npoints,22.9,points per team-game\n").unwrap();
    let a = avg.to_str().unwrap();
    let j = d.join("fidelity.json");
    let ok = huddle(&["season", "--replays", "1", "--quiet", "--fidelity", a, "--max-dev", "60", "--json", j.to_str().unwrap()]);
    assert!(ok.status.success(), "{}{}", stdout(&ok), stderr(&ok));
    assert!(stdout(&ok).contains("points") && stdout(&ok).contains("field goals by distance"), "{}", stdout(&ok));
    // The JSON report: metric rows, margins and field goals by the NFL's six distance bands.
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&j).unwrap()).unwrap();
    assert_eq!(v["league"][0]["metric"], "points");
    assert!(v["league"][0]["note"].is_null(), "points is not set by a rule");
    assert_eq!(v["margins"].as_array().map(|m| m.len()), Some(7));
    let bands: Vec<&str> = v["field_goals"].as_array().unwrap().iter().map(|b| b["band"].as_str().unwrap()).collect();
    assert_eq!(bands, ["0-19", "20-29", "30-39", "40-49", "50-59", "60+"]);
    let share: f64 = v["field_goals"].as_array().unwrap().iter().map(|b| b["simulated_att_share"].as_f64().unwrap()).sum();
    assert!((share - 100.0).abs() < 1e-6, "attempt shares sum to 100: {share}");
    // Team rows come from the player file: none without one (the unit test checks their values).
    assert_eq!(v["teams"].as_array().map(|t| t.len()), Some(0), "{}", v["teams"]);
    // Team records need the real scores of a schedule file: none on a generated schedule.
    assert_eq!(v["records"].as_array().map(|t| t.len()), Some(0), "{}", v["records"]);
    std::fs::write(&avg, "metric,value,definition\npoints,2.0,points per team-game\n").unwrap();
    let bad = huddle(&["season", "--replays", "1", "--quiet", "--fidelity", a, "--max-dev", "60"]);
    assert!(!bad.status.success(), "points far from the real value must fail --max-dev");
    let _ = std::fs::remove_dir_all(d);
}

#[test]
fn kickoff_touchback_spot_is_checked_and_changes_the_game() {
    for bad in ["0", "51", "thirty"] {
        let o = huddle(&["sim", "--kickoff-touchback", bad]);
        assert!(!o.status.success());
        assert!(stderr(&o).contains("--kickoff-touchback"), "{}", stderr(&o));
    }
    assert_refused(&huddle(&["sim", "--rules", "fever", "--kickoff-touchback", "30"]), &["--kickoff-touchback"]);
    // The 2024 teams play with the 2024 spot (the 30): giving it explicitly changes nothing,
    // the rulebook's 20 changes the game.
    let default = stdout(&huddle(&["sim", "--seed", "4", "--quiet"]));
    assert_eq!(default, stdout(&huddle(&["sim", "--seed", "4", "--quiet", "--kickoff-touchback", "30"])));
    assert_ne!(default, stdout(&huddle(&["sim", "--seed", "4", "--quiet", "--kickoff-touchback", "20"])));
}

#[test]
fn bad_builder_parameters_name_the_file_and_the_entry() {
    let d = scratch("params");
    let p = d.join("params.json");
    let mut v: serde_json::Value = serde_json::from_str(include_str!("../../huddle-cards/data/builder_params.json")).unwrap();
    v["rush_n_template"] = serde_json::json!([1, 2]);
    std::fs::write(&p, v.to_string()).unwrap();
    let out = d.join("out");
    let o = huddle(&["cards", "build", "--players", "p.csv", "--teams", "t.csv", "--season", "2024", "--out", out.to_str().unwrap(), "--params", p.to_str().unwrap()]);
    assert_refused(&o, &["params.json", "rush_n_template"]);
    assert!(!out.exists(), "nothing written");
}

/// The builder is general: a season in the same format with other team codes and another year
/// (here the 2024 files turned into a "2015" season with the Raiders in Oakland, the Chargers in
/// San Diego and the Rams in St. Louis) builds a full card set, and `huddle season` plays it on
/// its own schedule. Skips with a message when the shared statistics are absent.
#[test]
fn cards_build_and_season_run_on_another_seasons_files() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/nfl/2024");
    if !src.join("player_season_2024.csv").exists() {
        eprintln!("SKIPPED: {} is absent", src.display());
        return;
    }
    let d = scratch("other-season");
    let moved = [("LV", "OAK"), ("LAC", "SD"), ("LA", "STL")];
    for (from, to) in [("player_season_2024.csv", "players.csv"), ("team_season_2024.csv", "teams.csv"), ("schedule_2024.csv", "schedule.csv")] {
        let mut r = csv::Reader::from_path(src.join(from)).unwrap();
        let header: Vec<String> = r.headers().unwrap().iter().map(String::from).collect();
        let mut w = csv::Writer::from_path(d.join(to)).unwrap();
        w.write_record(&header).unwrap();
        let code = |f: &str| moved.iter().find(|m| m.0 == f).map(|m| m.1.to_string()).unwrap_or(f.to_string());
        for rec in r.records() {
            // Team codes are whole fields; the schedule's game ids carry them too.
            let rec = rec.unwrap();
            let fields: Vec<String> = rec
                .iter()
                .zip(&header)
                .map(|(f, h)| match h.as_str() {
                    "season" => "2015".to_string(),
                    "game_id" => f.split('_').map(|p| if p == "2024" { "2015".to_string() } else { code(p) }).collect::<Vec<_>>().join("_"),
                    _ => code(f),
                })
                .collect();
            w.write_record(&fields).unwrap();
        }
        w.flush().unwrap();
    }
    let cards = d.join("cards");
    let o = huddle(&["cards", "build", "--players", d.join("players.csv").to_str().unwrap(), "--teams", d.join("teams.csv").to_str().unwrap(), "--season", "2015", "--out", cards.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("built 32 TTF 7th teams"), "{}", stdout(&o));
    for code in ["OAK", "SD", "STL"] {
        assert!(cards.join(format!("{code}.json")).exists(), "{code}.json");
    }
    // With the season's schedule, its points allowed enter the defensive index: other cards.
    let with = d.join("cards-pa");
    let o = huddle(&["cards", "build", "--players", d.join("players.csv").to_str().unwrap(), "--teams", d.join("teams.csv").to_str().unwrap(), "--season", "2015", "--schedule", d.join("schedule.csv").to_str().unwrap(), "--out", with.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_ne!(std::fs::read_to_string(with.join("league.json")).unwrap(), std::fs::read_to_string(cards.join("league.json")).unwrap());
    let o = huddle(&["season", "--league", cards.join("league.json").to_str().unwrap(), "--season", "2015", "--schedule", d.join("schedule.csv").to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("272 games"), "{out}");
    for code in ["OAK", "SD", "STL"] {
        assert!(out.contains(&format!("  {code} ")), "{code} in the standings: {out}");
    }
    // Without --season the league's own season is played, and without --schedule the generated
    // schedule has that season's format: 16 games a team before 2021, two wild cards before 2020.
    let o = huddle(&["season", "--league", cards.join("league.json").to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("256 games"), "{out}");
    for conf in ["AFC", "NFC"] {
        let line = out.lines().find(|l| l.starts_with(&format!("{conf} playoff seeds: "))).unwrap_or_else(|| panic!("{out}"));
        assert_eq!(line.split(", ").count(), 6, "{line}");
    }
    let o = huddle(&["season", "--league", cards.join("league.json").to_str().unwrap(), "--season", "2021"]);
    assert!(stdout(&o).contains("272 games"), "{}", stdout(&o));
    // The other card systems build from the same files, and each plays its season on them.
    for (rules, says) in [("sp6", "built 32 Statis-Pro 6th teams"), ("bones", "built 32 Football Bones teams"), ("som", "built 32 Strat-O-Matic teams")] {
        let dir = d.join(format!("cards-{rules}"));
        let o = huddle(&["cards", "build", "--rules", rules, "--players", d.join("players.csv").to_str().unwrap(), "--teams", d.join("teams.csv").to_str().unwrap(), "--season", "2015", "--schedule", d.join("schedule.csv").to_str().unwrap(), "--out", dir.to_str().unwrap()]);
        assert!(o.status.success(), "{rules}: {}", stderr(&o));
        assert!(stdout(&o).contains(says), "{rules}: {}", stdout(&o));
        let o = huddle(&["season", "--rules", rules, "--league", dir.join("league.json").to_str().unwrap(), "--schedule", d.join("schedule.csv").to_str().unwrap(), "--no-playoffs"]);
        assert!(o.status.success(), "{rules}: {}", stderr(&o));
        let out = stdout(&o);
        assert!(out.contains("272 games") && out.contains("  OAK ") && out.contains("  STL "), "{rules}: {out}");
    }
}

#[test]
fn football_fever_has_no_cards_to_build() {
    let d = scratch("fever-cards");
    let out = d.join("out");
    let o = huddle(&["cards", "build", "--rules", "fever", "--players", "p.csv", "--teams", "t.csv", "--season", "2024", "--out", out.to_str().unwrap()]);
    assert_refused(&o, &["Football Fever", "no cards"]);
    assert!(!out.exists(), "nothing written");
}

#[test]
fn bad_strat_o_matic_builder_parameters_name_the_file_and_the_entry() {
    let d = scratch("som-params");
    let p = d.join("som_params.json");
    let mut v: serde_json::Value = serde_json::from_str(include_str!("../../huddle-som/data/build_params.json")).unwrap();
    v["ypc_in_play"] = serde_json::json!(-1.0);
    std::fs::write(&p, v.to_string()).unwrap();
    let out = d.join("out");
    let o = huddle(&["cards", "build", "--rules", "som", "--players", "p.csv", "--teams", "t.csv", "--season", "2024", "--out", out.to_str().unwrap(), "--params", p.to_str().unwrap()]);
    assert_refused(&o, &["som_params.json", "ypc_in_play"]);
    assert!(!out.exists(), "nothing written");
}

/// Runs `huddle <command> args…` with `input` as the keyboard.
fn huddle_typed(command: &str, args: &[&str], input: &[u8]) -> Output {
    let all: Vec<&str> = std::iter::once(command).chain(args.iter().copied()).collect();
    common::huddle_typed(&all, input)
}

/// Runs `huddle play` with `input` as the keyboard.
fn huddle_play(args: &[&str], input: &str) -> Output {
    huddle_typed("play", args, input.as_bytes())
}

#[test]
fn play_runs_the_typed_calls_refuses_bad_ones_and_finishes_the_game() {
    // (Baltimore wins the toss and defers: an empty line takes Kansas City's default, to
    // receive, and another answers its kickoff defense.)
    let input = "\n\ns LE\nblast\nsr BK2 draw\nsub BK2 pacheco\nil\nauto\n";
    let o = huddle_play(&["--home", "KC", "--away", "BAL", "--seed", "3"], input);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    // The display is shown, the typed calls are run as typed, in order.
    assert!(s.contains("your offense (KC;") && s.contains("QB  QB Patrick Mahomes"), "{s}");
    let short = s.find("Short Pass to LE").expect("the typed Short Pass ran");
    let refused = s.find("'blast' is not a play").expect("nonsense refused");
    let draw = s.find("the Draw is an Inside Run").expect("an illegal strategy refused with its rule");
    assert!(s[draw..].starts_with("the Draw is an Inside Run to a running back or the quarterback [ttf7 10.1]"));
    let inside = s.find("Inside Left to BK2").expect("the typed run ran");
    assert!(short < refused && refused < draw && draw < inside);
    // The substitution carried the ball.
    assert!(s[inside..].lines().nth(2).unwrap().contains("Isiah Pacheco runs"), "{}", &s[inside..inside + 300]);
    // `auto` hands the rest of the game to the computer, which finishes it: a box score.
    assert!(s.contains("(the computer coaches the rest of the game)"));
    assert!(s.contains("FINAL"), "{s}");
    // Refused calls changed nothing: the run is the next down, first and 10 at the spot the
    // pass reached (the own 30 + 14).
    assert!(s[..inside].ends_with("Q1 14:20  KC 1st & 10 at own 44  |  "), "{}", &s[short..inside]);
    // The same seed and the same calls replay the same game.
    let again = huddle_play(&["--home", "KC", "--away", "BAL", "--seed", "3"], input);
    assert_eq!(stdout(&again), s);
    let other = huddle_play(&["--home", "KC", "--away", "BAL", "--seed", "3"], "kick\nonside\nauto\n");
    assert_ne!(stdout(&other), s, "different calls make a different game");
}

#[test]
fn play_on_defense_and_at_the_end_of_input() {
    // Coaching the visitors: the toss is called (tails; Kansas City wins and defers), Baltimore
    // kicks off in the first half, then the kickoff question, then the defense. The input ends
    // after two calls: the computer takes over and finishes the game.
    let o = huddle_play(&["--home", "KC", "--away", "BAL", "--you", "away", "--seed", "3"], "\nkick\nonside\nblitz\npass double LE\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.contains("BAL kickoff: normal, squib or onside"), "{s}");
    assert!(s.contains("Onside kickoff"), "{s}");
    assert!(s.contains("your defense (BAL;"), "{s}");
    // [ttf7 2] The defense is shown the offense's formation before it calls.
    let shown = s.find("KC lines up").expect("the offense's formation is shown");
    assert!(shown < s.find("your defense (BAL;").unwrap() && s[shown..].lines().next().unwrap().contains("QB Patrick Mahomes"), "{}", &s[shown..]);
    assert!(s.contains("vs Blitz (2)"), "{s}");
    assert!(s.contains("(end of input: the computer coaches the rest of the game)"));
    assert!(s.contains("FINAL"));
}

#[test]
fn play_quit_leaves_the_game_and_bad_arguments_are_refused() {
    let o = huddle_play(&["--home", "KC", "--away", "BAL", "--seed", "3"], "quit\n");
    assert!(o.status.success());
    let s = stdout(&o);
    assert!(s.contains("You left the game: BAL 0 - KC 0"), "{s}");
    assert!(!s.contains("FINAL"));
    // Bad arguments: nothing is played.
    let o = huddle_play(&["--you", "coach"], "");
    assert_eq!(o.status.code(), Some(2), "a clap error");
    assert!(stderr(&o).contains("--you"));
    let o = huddle_play(&["--home", "KC", "--away", "KC"], "");
    assert_refused(&o, &["the same team 'KC'"]);
    assert!(stdout(&o).is_empty());
    let o = huddle_play(&["--home", "XYZ"], "");
    assert_refused(&o, &["XYZ"]);
}

#[test]
fn play_saves_and_resumes_a_game() {
    let dir = scratch("play-save");
    let save = dir.join("game.txt");
    let save_s = save.to_str().unwrap();
    let o = huddle_play(&["--home", "KC", "--away", "BAL", "--seed", "3", "--save", save_s], "\n\ns LE\nil\nquit\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&save).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("# huddle play save"), "{text}");
    assert_eq!(&lines[1..], ["", "", "s LE", "il"], "the typed lines, without the quit");
    // A line that quits is never kept, however it is typed.
    let save2 = dir.join("game2.txt");
    let o = huddle_play(&["--home", "KC", "--away", "BAL", "--seed", "3", "--save", save2.to_str().unwrap()], "\n\ns LE\nlineup; quit\n");
    assert!(o.status.success());
    assert_eq!(std::fs::read_to_string(&save2).unwrap().lines().skip(1).collect::<Vec<_>>(), ["", "", "s LE"]);
    // Resumed: the saved calls are replayed, then the keyboard goes on (and is saved).
    let o = huddle_play(&["--resume", save_s], "q RTE\nauto\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let resumed = stdout(&o);
    assert!(resumed.starts_with("resuming: 4 saved line(s)\n"), "{resumed}");
    assert!(!resumed.contains("Q1 15:00  KC 1st & 10 at own 30  |  Short Pass to LE"), "the replayed plays before the last are not shown again");
    assert!(resumed.contains("Q1 14:20  KC 1st & 10 at own 44  |  Inside Left"), "the last replayed play is shown");
    assert!(resumed.contains("Quick Pass to RTE"));
    assert_eq!(std::fs::read_to_string(&save).unwrap(), format!("{text}q RTE\nauto\n"));
    // The same game as one sitting with all the calls.
    let whole = huddle_play(&["--home", "KC", "--away", "BAL", "--seed", "3"], "\n\ns LE\nil\nq RTE\nauto\n");
    let whole = stdout(&whole);
    let box_of = |s: &str| s[s.find("FINAL").expect("a box score")..].to_string();
    assert_eq!(box_of(&resumed), box_of(&whole));
    // A save never overwrites a file; a file that is not a save is refused by line.
    let before = std::fs::read_to_string(&save).unwrap();
    let o = huddle_play(&["--home", "KC", "--away", "BAL", "--save", save_s], "s LE\n");
    assert_refused(&o, &["game.txt", "exists", "--resume"]);
    assert_eq!(std::fs::read_to_string(&save).unwrap(), before);
    let junk = dir.join("junk.txt");
    std::fs::write(&junk, "s LE\n").unwrap();
    assert_refused(&huddle_play(&["--resume", junk.to_str().unwrap()], ""), &["junk.txt", "line 1", "not a saved game"]);
    std::fs::write(&junk, "# huddle play save: {\"home\":\"KC\"}\n").unwrap();
    assert_refused(&huddle_play(&["--resume", junk.to_str().unwrap()], ""), &["junk.txt", "line 1", "setup"]);
    assert_refused(&huddle_play(&["--resume", dir.join("missing.txt").to_str().unwrap()], ""), &["missing.txt", "cannot read"]);
    // A resumed game takes its setup from the file: team options conflict.
    let o = huddle_play(&["--resume", save_s, "--home", "KC"], "");
    assert_eq!(o.status.code(), Some(2));
    // Bad teams leave no save file behind.
    let o = huddle_play(&["--home", "XYZ", "--save", dir.join("new.txt").to_str().unwrap()], "");
    assert_refused(&o, &["XYZ"]);
    assert!(!dir.join("new.txt").exists());
}

#[test]
fn play_fever_at_the_terminal() {
    // The visitors call the toss and lose it, choose first for the second half, kick off, then
    // set the defense die, then (after the input ends) the computer finishes. Bad calls are
    // refused and the down waits.
    let input = "tails\nreceive\nonside\nzone\nblitz\n";
    let o = huddle_play(&["--rules", "fever", "--you", "away", "--seed", "5"], input);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.starts_with("FOOTBALL FEVER — AWAY at HOME, seed 5"), "{s}");
    assert!(s.contains("AWAY tries an ONSIDE kick."), "{s}");
    assert!(s.contains("'zone' is not a defense die"), "{s}");
    let first_cup = s.find("The cup comes up: ").expect("a defense die revealed");
    assert!(s[first_cup..].starts_with("The cup comes up: Blitz Defense die"), "{}", &s[first_cup..first_cup + 60]);
    assert!(s.contains("(end of input: the computer coaches the rest of the game)"));
    assert!(s.contains("=== FINAL: AWAY"), "{s}");
    // Same seed, same calls: the same game.
    assert_eq!(stdout(&huddle_play(&["--rules", "fever", "--you", "away", "--seed", "5"], input)), s);
    // On offense: the call is declared and run as typed; an illegal one is refused with its rule.
    // (Home wins the toss and receives the opening kickoff: empty lines take the defaults.)
    let o = huddle_play(&["--rules", "fever", "--seed", "5"], "\n\nbomb option\npass option\nquit\n");
    let s = stdout(&o);
    assert!(s.contains("the Bomb die is thrown instead of the Option die, never with it [fever 5.6]"), "{s}");
    assert!(s.contains("HOME calls PASS with the Option die."), "{s}");
    assert!(s.contains("You left the game: AWAY 0 - HOME 0."), "{s}");
    // Team options do not apply to Football Fever.
    assert_refused(&huddle_play(&["--rules", "fever", "--home", "KC"], ""), &["do not apply to Football Fever"]);
    // A saved Fever game resumes as Fever.
    let dir = scratch("play-fever-save");
    let save = dir.join("fever.txt");
    let o = huddle_play(&["--rules", "fever", "--seed", "5", "--save", save.to_str().unwrap()], "\n\npass option\nquit\n");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&save).unwrap().starts_with("# huddle play save: {\"rules\":\"fever\""));
    let o = huddle_play(&["--resume", save.to_str().unwrap()], "run\nauto\n");
    let s = stdout(&o);
    // The last replayed play is shown, then the typed run is the next call.
    let pass = s.find("HOME calls PASS with the Option die.").expect("the replayed pass is shown");
    let rest = &s[pass + 10..];
    let k = rest.find("HOME calls ").expect("another call");
    assert!(rest[k..].starts_with("HOME calls RUN."), "{rest}");
    assert!(s.contains("=== FINAL"));
}

#[test]
fn play_asks_the_offended_human_to_accept_or_decline_a_foul() {
    // Every prompt first reads "decline" (refused as a call, taken at a flag), then "ai".
    let input = "decline\nai\n".repeat(400);
    let o = huddle_play(&["--home", "KC", "--away", "BAL", "--seed", "3", "--you", "both"], &input);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    let flag = s.find("FLAG — ").expect("a foul with a choice in the game");
    let after = &s[flag..];
    assert!(after.contains("  accept  → ") && after.contains("  decline → "), "{}", &after[..300]);
    let answer = after.find("accept or decline> decline\n").expect("the flag was answered");
    // The play the flag fell on is printed next, with the foul declined as answered.
    let play = after[answer..].lines().nth(3).unwrap();
    assert!(play.contains("; PENALTY ") && play.contains(", declined  ["), "{play}");
    // The special-teams questions are asked too (and answered by the computer here).
    for q in ["kickoff defense: normal or onside [normal]> decline", "punt defense: return, fake or rush [return]> decline", " kickoff: normal, squib or onside [normal]> decline"] {
        assert!(s.contains(q), "{q}");
    }
    assert!(s.contains("FINAL"));
}

#[test]
fn play_a_call_after_a_substitution_on_one_line_and_a_timeout_the_rules_do_not_take() {
    // `sub …; ir` runs the run from the changed display.
    let o = huddle_play(&["--home", "KC", "--away", "BAL", "--seed", "3"], "\n\nsub BK2 pacheco; ir\nquit\n");
    let s = stdout(&o);
    let run = s.find("Inside Right to BK2").expect("the run ran");
    assert!(s[run..].lines().nth(2).unwrap().contains("Isiah Pacheco runs"), "{}", &s[run..]);
    // A mistake on a line of changes makes none of them.
    let o = huddle_play(&["--home", "KC", "--away", "BAL", "--seed", "3"], "\n\nsub BK2 pacheco; sub FL2 nobody\nlineup\nquit\n");
    let s = stdout(&o);
    assert!(s.contains("no healthy player of KC is called 'nobody' (the display is unchanged)\n"), "{s}");
    let lineup = s.rfind("KC offense> lineup\n").unwrap();
    assert!(s[lineup..].contains("BK2 RB Kareem Hunt"), "{}", &s[lineup..]);
    // A timeout asked for with a punt is not taken (timeouts follow scrimmage plays) and is not
    // kept for a later play.
    let o = huddle_play(&["--home", "KC", "--away", "BAL", "--seed", "3"], "\n\ntimeout\npunt\n\nrun\nquit\n");
    let s = stdout(&o);
    assert!(s.contains("(no timeout was taken after that play: timeouts follow scrimmage plays)"), "{s}");
    assert!(!s.contains("timeout KC"), "{s}");
    // The score and clock at leaving are those before the down the computer ran for the quit.
    assert!(s.contains("You left the game: BAL 0 - KC 0, Q1 "), "{s}");
}

#[test]
fn play_the_coin_toss_is_called_and_chosen_at_the_terminal() {
    // [ttf7 1] The visitors call the toss; the winner chooses kick or receive in either half, the
    // loser in the other. Seed 3's coin lands tails.
    let args = ["--home", "KC", "--away", "BAL", "--you", "away", "--seed", "3"];
    let s = stdout(&huddle_play(&args, "sideways\nhelp\ntails\nreceive\nquit\n"));
    assert!(s.contains("BAL heads or tails [tails]> sideways\n  'sideways': heads or tails\n"), "{s}");
    // `help` at a one-line question says how to answer it, and asks again.
    assert!(s.contains("[tails]> help\n  answer with one of the words before the brackets; Enter takes the one in brackets (the computer's choice);\n"), "{s}");
    assert!(s.contains("`auto` hands it the rest of the game (`auto side`: this side only), `quit` leaves\nBAL heads or tails [tails]> tails\n"), "{s}");
    assert!(s.contains("\nBAL win the toss.\n"), "{s}");
    // Baltimore receives in the first half; Kansas City (the computer) receives in the second.
    assert!(s.contains("BAL win the toss. KC kick off the first half, BAL the second.\n"), "{s}");
    assert!(s.contains("· KC kicks off from its 30 ·"), "{s}");
    // Called wrongly, the toss is lost: Kansas City defers (receives in the second half) and
    // Baltimore chooses for the first half; a second-half choice is refused there.
    let s = stdout(&huddle_play(&args, "heads\nkick 2nd\nkick\nquit\n"));
    assert!(s.contains("KC win the toss and choose to receive in the second half.\nBAL in the first half: receive or kick [receive]> kick 2nd\n  'kick 2nd': kick or receive\n"), "{s}");
    assert!(s.contains("KC win the toss. BAL kick off the first half, BAL the second.\n"), "{s}");
    assert!(s.contains("· BAL kicks off from its 30 ·"), "{s}");
    // The winner may choose for the second half and leave the first to the loser (here the
    // computer, which receives).
    let s = stdout(&huddle_play(&args, "tails\nkick 2nd\nquit\n"));
    assert!(s.contains("BAL win the toss. BAL kick off the first half, BAL the second.\n"), "{s}");
    // Head to head, the loser is asked.
    let both = ["--home", "KC", "--away", "BAL", "--you", "both", "--seed", "3"];
    let s = stdout(&huddle_play(&both, "tails\nkick 2nd\nkick\nquit\n"));
    assert!(s.contains("BAL win the toss and choose to kick off in the second half.\nKC in the first half: receive or kick [receive]> kick\n"), "{s}");
    assert!(s.contains("BAL win the toss. KC kick off the first half, BAL the second.\n"), "{s}");

    // [fever 4.4] Football Fever: the winner may pick a goal, and the other side then kicks or
    // receives; the choosing is reversed for the second half (the loser chooses first).
    let s = stdout(&huddle_play(&["--rules", "fever", "--you", "both", "--seed", "3"], "heads\ngoal\ngoal\nkick\n\nquit\n"));
    assert!(s.contains("AWAY win the toss: receive, kick or goal [receive]> goal\n"), "{s}");
    assert!(s.contains("AWAY picked its goal; HOME: kick or receive [receive]> goal\n  the other side picked its goal: the choice left is to kick off or receive [fever 4.4]\n"), "{s}");
    assert!(s.contains("HOME lost the toss and choose first for the second half: receive, kick or goal [receive]> \n"), "{s}");
    let toss = &s[s.find("Coin toss.\n").expect("the toss narrated")..];
    let lines: Vec<&str> = toss.lines().skip(1).take(5).map(str::trim).collect();
    assert_eq!(
        lines,
        [
            "AWAY calls Heads; the coin lands Heads: AWAY wins the toss.",
            "AWAY chooses to defend a goal.",
            "HOME chooses to kick off.",
            "HOME chooses to receive in the second half (first choice reversed).",
            "HOME kicks off the first half, AWAY the second."
        ]
    );
}

#[test]
fn play_input_that_is_not_text_hands_the_game_to_the_computer_with_a_message() {
    let o = huddle_typed("play", &["--home", "KC", "--away", "BAL", "--seed", "3"], b"\xff\xfe s LE\n");
    assert!(o.status.success());
    let s = stdout(&o);
    assert!(s.contains("(the input cannot be read: "), "{s}");
    assert!(s.contains("FINAL"));
}

#[test]
fn season_coached_at_the_terminal_saved_and_resumed() {
    // Your team's games at the terminal, the others by the computer; `auto` hands one game over,
    // the end of the input the rest of the season.
    let run = |args: &[&str], input: &str| huddle_typed("season", args, input.as_bytes());
    // (Week 1: an empty line takes Kansas City's default at the toss, another kicks off
    // normally, then the first defense.)
    let o = run(&["--coach", "KC", "--seed", "4"], "\n\nrun key BK2\nauto\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.starts_with("2024 season of 272 games (TTF 7th Edition), seed 4: you coach KC"), "{}", &s[..s.len().min(200)]);
    let week1 = s.find("=== week 1: Las Vegas Raiders at Kansas City Chiefs (KC 0-0) ===").expect("week 1");
    let week2 = s.find("=== week 2: ").expect("week 2");
    assert!(s[week1..week2].contains("KC defense> run key BK2") && s[week1..week2].contains(" vs Run (key BK2)"));
    assert!(s[week1..week2].contains("(the computer coaches the rest of the game)"));
    assert!(s[week1..week2].trim_end().ends_with("KC 1-0") || s[week1..week2].trim_end().ends_with("KC 0-1"), "{}", &s[week2 - 200..week2]);
    // Week 2 asks and finds the input ended: the computer has the rest of the season, whose
    // games of Kansas City are shown by their box scores.
    let end = s[week2..].find("(end of input: the computer coaches the rest of the season)").expect("the end of input") + week2;
    let week3 = s.find("=== week 3: ").expect("week 3");
    assert!(end < week3);
    assert!(!s[week3..].contains("KC offense>") && !s[week3..].contains(" 1st & 10 at "), "no play-by-play after the input ended");
    // 17 games: 17 records after the weeks; then the standings, seeds and leaders.
    assert_eq!(s.matches("=== week ").count(), 17);
    for part in ["\nStandings\n", "AFC playoff seeds: ", "\nLeaders (season):\n"] {
        assert!(s.contains(part), "{part}");
    }
    // Same seed, same calls: the same season.
    assert_eq!(stdout(&run(&["--coach", "KC", "--seed", "4"], "\n\nrun key BK2\nauto\n")), s);
    // With no calls at all the computer coaches every game: the season is the computer's own
    // season of that seed, standing for standing, seeds and playoffs included.
    let none = stdout(&run(&["--coach", "KC", "--seed", "4"], ""));
    let computer = stdout(&huddle(&["season", "--seed", "4"]));
    let part = |x: &str, from: &str, to: &str| -> String {
        let i = x.find(from).unwrap();
        x[i..i + x[i..].find(to).unwrap()].to_string()
    };
    assert_eq!(part(&none, "AFC East ", "\n\n"), part(&computer, "AFC East ", "\n\n"));
    assert_eq!(part(&none, "AFC playoff seeds", "\n\n"), part(&computer, "AFC playoff seeds", "\n\n"));
    assert_eq!(part(&none, "\nPlayoffs\n", "\nLeaders"), part(&computer, "\nPlayoffs\n", "\nLeaders"));

    // Saved and resumed: left in week 1, taken up again, the same season as in one sitting.
    let dir = scratch("season-coach");
    let save = dir.join("season.txt");
    let save_s = save.to_str().unwrap();
    let o = run(&["--coach", "KC", "--seed", "4", "--save", save_s], "\n\nrun key BK2\nquit\n");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("You left the season in week 1"), "{}", stdout(&o));
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(text.starts_with("# huddle play save: {\"rules\":\"season\",\"home\":\"KC\""), "{text}");
    assert_eq!(text.lines().skip(1).collect::<Vec<_>>(), ["", "", "run key BK2"]);
    let o = run(&["--resume", save_s], "auto\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let resumed = stdout(&o);
    let tail = |x: &str| x[x.find("\nStandings\n").unwrap()..].to_string();
    assert_eq!(tail(&resumed), tail(&s));
    // Where the replay runs out, the game it is in is said again.
    let replayed = resumed.find("(the saved calls are replayed)").unwrap();
    assert!(resumed[..replayed].ends_with("=== week 1: Las Vegas Raiders at Kansas City Chiefs (KC 0-0) ===\n"), "{}", &resumed[..replayed]);
    // A save that does not match (more lines than the season asks for) is said, not silent.
    let long = dir.join("long.txt");
    std::fs::write(&long, format!("{text}{}", "auto\n".repeat(60))).unwrap();
    let o = run(&["--resume", long.to_str().unwrap()], "");
    let out = stdout(&o);
    assert!(out.contains("saved line(s) were not used: the save does not match"), "{out}");
    assert!(out.contains("\nStandings\n"));
    // Without --save, leaving says nothing of resuming; team codes in any case.
    let o = run(&["--coach", "kc", "--seed", "4"], "quit\n");
    assert!(stdout(&o).contains("You left the season in week 1.\n"), "{}", stdout(&o));
    // Bad input: an unknown team, the wrong kind of save, options that do not apply.
    assert_refused(&run(&["--coach", "XYZ"], ""), &["no team 'XYZ'"]);
    assert_refused(&run(&["--coach", "KC", "--replays", "3"], ""), &["one season at the terminal"]);
    let game = dir.join("game.txt");
    std::fs::write(&game, "# huddle play save: {\"home\":\"KC\",\"away\":\"BAL\",\"you\":\"home\",\"seed\":1,\"standard\":false,\"solitaire\":false,\"kickoff_touchback\":null,\"league\":null}\n").unwrap();
    assert_refused(&run(&["--resume", game.to_str().unwrap()], ""), &["a saved game, not a season"]);
    assert_refused(&huddle_play(&["--resume", save_s], ""), &["a saved season"]);
    assert_eq!(run(&["--save", dir.join("x.txt").to_str().unwrap()], "").status.code(), Some(2), "--save needs --coach");
}

#[test]
fn sim_plays_a_statis_pro_6th_game_on_the_2024_league_or_its_sample_teams() {
    // The default: the 2024 opener in 6th-edition cards.
    let o = huddle(&["sim", "--rules", "sp6", "--seed", "3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Baltimore Ravens at Kansas City Chiefs"), "{}", stdout(&o));
    let o = huddle(&["sim", "--rules", "sp6", "--seed", "3", "--home", "IRN", "--away", "LKP"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.contains("Statis-Pro 6th Edition") && s.contains("Lakeport Lakers at Ironton Ironmen"), "{s}");
    assert!(s.contains("FINAL"), "a box score: {s}");
    // The play-by-play shows the cards read (the one pass directive is "ALL").
    assert!(s.contains("ALL "), "the cards of each play: {s}");
    assert!(s.lines().count() > 120, "a whole game");
    assert_eq!(s, stdout(&huddle(&["sim", "--rules", "sp6", "--seed", "3", "--home", "IRN", "--away", "LKP"])), "the same seed replays the same game");
    assert_ne!(s, stdout(&huddle(&["sim", "--rules", "sp6", "--seed", "4", "--home", "IRN", "--away", "LKP"])));
    let o = huddle(&["sim", "--rules", "sp6", "--games", "20", "--optional"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("20 games, per team-game"), "{}", stdout(&o));
}

#[test]
fn season_replays_the_2024_schedule_under_statis_pro_6th() {
    let o = huddle(&["season", "--rules", "sp6", "--seed", "2", "--no-playoffs"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("  KC ") && out.contains("Leaders"), "{out}");
    // 272 games: every team plays 17 (its standings line adds up to 17).
    let records: Vec<(u32, u32, u32)> = out
        .lines()
        .skip_while(|l| !l.starts_with("Standings"))
        .filter(|l| l.starts_with("  "))
        .take(32)
        .filter_map(|l| {
            let w: Vec<u32> = l.split_whitespace().skip(1).take(3).map(|n| n.parse().ok()).collect::<Option<_>>()?;
            Some((w[0], w[1], w[2]))
        })
        .collect();
    assert_eq!(records.len(), 32, "a standings line for each team: {out}");
    assert!(records.iter().all(|(w, l, t)| w + l + t == 17), "{records:?}");
    assert_eq!(out, stdout(&huddle(&["season", "--rules", "sp6", "--seed", "2", "--no-playoffs"])), "the same seed replays the same season");
    // --optional is sp6's.
    assert_refused(&huddle(&["season", "--optional"]), &["--optional", "sp6"]);
    assert_refused(&huddle(&["season", "--rules", "bones", "--coach", "KC", "--optional"]), &["--optional", "sp6"]);
}

#[test]
fn sim_sp6_refuses_what_does_not_apply_and_bad_team_files() {
    assert_refused(&huddle(&["sim", "--rules", "sp6", "--standard"]), &["--standard", "TTF"]);
    assert_refused(&huddle(&["sim", "--rules", "sp6", "--home", "XYZ"]), &["unknown team 'XYZ'", "IRN", "LKP", "KC"]);
    assert_refused(&huddle(&["sim", "--optional"]), &["--optional", "sp6"]);
    // A TTF 7th card file is not a 6th-edition card: the file, the entry and the rule are named.
    let d = scratch("sp6-bad");
    let f = d.join("riv.json");
    std::fs::write(&f, include_str!("../../huddle-cards/data/teams/riverton.json")).unwrap();
    let o = huddle(&["sim", "--rules", "sp6", "--league", f.to_str().unwrap()]);
    assert_refused(&o, &["riv.json", "[sp6"]);
}

#[test]
fn play_sp6_at_the_terminal_refuses_illegal_cards_and_replays() {
    // Ironton (home) wins the toss and receives; then its downs are typed. Bad calls are refused
    // with the rule and change nothing; `auto` hands the rest to the computer.
    let input = "receive\ns LE\nl BK9\nsl BK1 draw\nsub BK2 -\nsneak\nauto\n";
    let o = huddle_play(&["--rules", "sp6", "--home", "IRN", "--away", "LKP", "--seed", "5"], input);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.contains("Statis-Pro 6th Edition, seed 5"), "{s}");
    let pass = s.find("SH LE vs").expect("the typed Short pass ran");
    let bad_box = s.find("'BK9' is not a box").expect("a bad box refused");
    let draw = s.find("the Draw goes only with an Inside Run").expect("an illegal strategy refused");
    assert!(s[draw..].starts_with("the Draw goes only with an Inside Run to a back or the quarterback [sp6 7.1]"));
    let display = s.find("11 are required [sp6 3.1]").expect("an illegal display refused");
    let sneak = s.find("IR QB sneak").expect("the typed Sneak ran");
    assert!(pass < bad_box && bad_box < draw && draw < display && display < sneak);
    assert!(s.contains("(the computer coaches the rest of the game)") && s.contains("FINAL"), "{s}");
    assert_eq!(stdout(&huddle_play(&["--rules", "sp6", "--home", "IRN", "--away", "LKP", "--seed", "5"], input)), s, "the same seed and calls replay the game");
}

#[test]
fn play_sp6_saves_and_resumes_on_defense() {
    let dir = scratch("play-sp6-save");
    let save = dir.join("sp6.txt");
    let save_s = save.to_str().unwrap();
    // Coaching the visitors (Lakeport): Ironton receives, so Lakeport kicks off, then defends.
    let o = huddle_play(&["--rules", "sp6", "--home", "IRN", "--away", "LKP", "--you", "away", "--seed", "5", "--optional", "--save", save_s], "heads\nsquib\nrun key BK1\npass double FL1 G\nquit\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.contains("LKP kickoff: normal, onside, squib"), "{s}");
    assert!(s.contains("vs Run Defense key BK1"), "{s}");
    let lines: Vec<String> = std::fs::read_to_string(&save).unwrap().lines().map(str::to_string).collect();
    assert!(lines[0].contains("\"rules\":\"sp6\"") && lines[0].contains("\"optional\":true"), "{}", lines[0]);
    let o = huddle_play(&["--resume", save_s], "auto\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let resumed = stdout(&o);
    assert!(resumed.contains("FINAL"), "{resumed}");
    let whole = huddle_play(&["--rules", "sp6", "--home", "IRN", "--away", "LKP", "--you", "away", "--seed", "5", "--optional"], &(lines[1..].join("\n") + "\nauto\n"));
    let box_of = |s: &str| s[s.find("FINAL").expect("a box score")..].to_string();
    assert_eq!(box_of(&resumed), box_of(&stdout(&whole)), "a resumed game equals the one-sitting game");
}

#[test]
fn sim_and_season_play_football_bones() {
    let o = huddle(&["sim", "--rules", "bones", "--seed", "5"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.contains("Football Bones") && s.contains("Baltimore Ravens at Kansas City Chiefs") && s.contains("FINAL"), "{s}");
    // The play-by-play shows the dice read ("block 37, run 71").
    assert!(s.contains("block ") && s.contains("PN "), "{s}");
    assert_eq!(s, stdout(&huddle(&["sim", "--rules", "bones", "--seed", "5"])), "the same seed replays the same game");
    let o = huddle(&["sim", "--rules", "bones", "--games", "10", "--home", "DET", "--away", "PHI"]);
    assert!(o.status.success() && stdout(&o).contains("10 games, per team-game"), "{}", stderr(&o));
    let o = huddle(&["season", "--rules", "bones", "--seed", "4", "--no-playoffs"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Standings") && stdout(&o).contains("Leaders"), "{}", stdout(&o));
    // What does not apply is refused, with the reason.
    assert_refused(&huddle(&["sim", "--rules", "bones", "--standard"]), &["Football Bones"]);
    assert_refused(&huddle(&["play", "--rules", "bones", "--standard"]), &["Football Bones"]);
    assert_refused(&huddle(&["deck", "build", "--rules", "bones", "--out", "x.json"]), &["Football Bones", "dice"]);
    assert_refused(&huddle(&["season", "--rules", "bones", "--coach", "KC", "--replays", "2"]), &["one season at the terminal"]);
    // A TTF card file is not a Bones card file: the file and the rule are named.
    let d = scratch("bones-bad");
    let f = d.join("riv.json");
    std::fs::write(&f, include_str!("../../huddle-cards/data/teams/riverton.json")).unwrap();
    assert_refused(&huddle(&["sim", "--rules", "bones", "--league", f.to_str().unwrap()]), &["riv.json", "bones 18.2"]);
}

#[test]
fn play_bones_at_the_terminal_refuses_illegal_calls_and_replays() {
    // Baltimore (away) wins the toss and receives; then its downs are typed. Bad calls are
    // refused with the rule and change nothing; `auto` hands the rest to the computer.
    let input = "heads\nreceive\nno\nsh QB\nlg BK9\nsub QB henry\nil draw\nsl draw\nsh FL1 pa\nauto\n";
    let args = ["--rules", "bones", "--you", "away", "--seed", "5"];
    let o = huddle_play(&args, input);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.contains("Football Bones, seed 5"), "{s}");
    let qb = s.find("passes go to any non-lineman but the quarterback [bones 6.1]").expect("a pass to the quarterback refused");
    let bad_box = s.find("'bk9' is neither a box nor an option").expect("a bad box refused");
    let display = s.find("Derrick Henry (RB) cannot stand in QB [bones 5.1]: the display is left as it was").expect("an illegal display refused");
    let draw = s.find("IL BK2 draw vs").expect("the typed Draw ran");
    let refused = s.find("the Draw goes with an inside run [bones 12.3]").expect("an illegal strategy refused");
    let pa = s.find("SH FL1 play-action vs").expect("the typed play-action pass ran");
    assert!(qb < bad_box && bad_box < display && display < draw && draw < refused && refused < pa, "{s}");
    assert!(s.contains("(the computer coaches the rest of the game)") && s.contains("FINAL"), "{s}");
    assert_eq!(stdout(&huddle_play(&args, input)), s, "the same seed and calls replay the game");
}

#[test]
fn play_bones_on_defense_saves_and_resumes() {
    let dir = scratch("play-bones-save");
    let save = dir.join("bones.txt");
    let save_s = save.to_str().unwrap();
    // Coaching Kansas City (home): Baltimore receives, so Kansas City kicks off, then defends.
    let args = ["--rules", "bones", "--you", "home", "--seed", "5"];
    let o = huddle_play(&[&args[..], &["--save", save_s]].concat(), "normal\nblitz F\npass double FL1 M\nrun key BK2\nquit\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.contains("KC kickoff: normal, onside, squib") && s.contains("BAL line up:"), "{s}");
    assert!(s.contains("a Blitz sends two to five linebackers and backs (1 named) [bones 10.3]"), "{s}");
    assert!(s.contains("[bones 13.1]"), "{s}");
    assert!(s.contains("vs Run key "), "the keyed run defense ran: {s}");
    let lines: Vec<String> = std::fs::read_to_string(&save).unwrap().lines().map(str::to_string).collect();
    assert!(lines[0].contains("\"rules\":\"bones\""), "{}", lines[0]);
    let o = huddle_play(&["--resume", save_s], "auto\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let resumed = stdout(&o);
    assert!(resumed.contains("FINAL"), "{resumed}");
    let whole = huddle_play(&args, &(lines[1..].join("\n") + "\nauto\n"));
    let box_of = |s: &str| s[s.find("FINAL").expect("a box score")..].to_string();
    assert_eq!(box_of(&resumed), box_of(&stdout(&whole)), "a resumed game equals the one-sitting game");
}

#[test]
fn season_coached_under_statis_pro_6th_and_football_bones() {
    // Kansas City kicks off in week 1 (an empty line takes the default), then defends: the
    // typed defense runs; `auto` hands the game over and the end of the input the season.
    let run = |args: &[&str], input: &str| huddle_typed("season", args, input.as_bytes());
    for (rules, system, seed, call, shown) in [("bones", "Football Bones", "1", "run key BK2", " vs Run key "), ("sp6", "Statis-Pro 6th Edition", "4", "run key BK2", " vs Run Defense key BK2")] {
        let args = ["--rules", rules, "--coach", "KC", "--seed", seed, "--no-playoffs"];
        let input = format!("\n\n{call}\nauto\n");
        let o = run(&args, &input);
        assert!(o.status.success(), "{}", stderr(&o));
        let s = stdout(&o);
        assert!(s.starts_with(&format!("2024 season of 272 games ({system}), seed {seed}: you coach KC")), "{}", &s[..s.len().min(200)]);
        // Kansas City's first game, then its second.
        let week1 = s.find("=== week ").expect("a first game");
        assert!(s[week1..week1 + 120].contains("Kansas City Chiefs (KC 0-0) ==="), "{}", &s[week1..week1 + 120]);
        let week2 = week1 + 4 + s[week1 + 4..].find("=== week ").expect("a second game");
        assert!(s[week1..week2].contains(&format!("KC defense> {call}")) && s[week1..week2].contains(shown), "{rules}: {}", &s[week1..week2.min(week1 + 3000)]);
        assert!(s[week1..week2].contains("(the computer coaches the rest of the game)"), "{rules}");
        assert!(s[week2..].contains("(end of input: the computer coaches the rest of the season)"), "{rules}");
        assert_eq!(s.matches("=== week ").count(), 17, "{rules}");
        assert!(s.contains("\nStandings\n") && s.contains("\nLeaders (season):\n"), "{rules}");
        assert_eq!(stdout(&run(&args, &input)), s, "{rules}: the same seed and calls replay the season");
        // Saved, left in week 1 and resumed: the rule system is the save's.
        let dir = scratch(&format!("coached-{rules}"));
        let save = dir.join("season.txt");
        let o = run(&[&args[..], &["--save", save.to_str().unwrap()]].concat(), "\n\nquit\n");
        assert!(o.status.success(), "{}", stderr(&o));
        let first = std::fs::read_to_string(&save).unwrap();
        assert!(first.lines().next().unwrap().contains(&format!("\"rules\":\"{rules}-season\"")), "{first}");
        let o = run(&["--resume", save.to_str().unwrap()], "auto\n");
        assert!(o.status.success(), "{}", stderr(&o));
        assert!(stdout(&o).contains(system) && stdout(&o).contains("\nStandings\n"), "{rules}");
        assert_refused(&huddle(&["play", "--resume", save.to_str().unwrap()]), &["a saved season"]);
    }
}

#[test]
fn a_draft_league_is_drafted_written_and_played() {
    // [bones 20] A draft league: the franchises draft the 2024 pool; the file plays as a league.
    let d = scratch("draft");
    let f = d.join("league.json");
    let fs = f.to_str().unwrap();
    let o = huddle(&["draft", "--seed", "3", "--out", fs]);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.starts_with("Draft of 32 franchises, 39 rounds, seed 3 (the same seed and picks draft the same league)"), "{s}");
    assert!(s.contains("    1. round  1 ") && s.contains("   64. round  2 ") && !s.contains("   65. round  3 "), "{s}");
    let again = d.join("again.json");
    assert!(huddle(&["draft", "--seed", "3", "--out", again.to_str().unwrap(), "--show", "0"]).status.success());
    assert_eq!(std::fs::read(&f).unwrap(), std::fs::read(&again).unwrap(), "the same seed drafts the same league");
    let o = huddle(&["season", "--rules", "bones", "--league", fs, "--seed", "2", "--no-playoffs"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("1 season(s) of 272 games") && stdout(&o).contains("AFC playoff seeds"), "{}", stdout(&o));
    let o = huddle(&["sim", "--rules", "bones", "--league", fs, "--home", "KC", "--away", "BAL", "--quiet"]);
    assert!(o.status.success() && stdout(&o).contains("FINAL"), "{}", stderr(&o));
    // A draft of four franchises plays a double round-robin: 12 games, no NFL playoffs.
    let small = d.join("four.json");
    assert!(huddle(&["draft", "--teams", "KC,BAL,PHI,DET", "--out", small.to_str().unwrap()]).status.success());
    let o = huddle(&["season", "--rules", "bones", "--league", small.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.contains("(a round-robin league") && s.contains("1 season(s) of 12 games") && !s.contains("playoff seeds") && !s.contains("Playoffs"), "{s}");
    assert!(s.contains("\nLeague ") && !s.contains("AFC West"), "one table, not NFL divisions: {s}");
    // Refusals change nothing.
    let before = std::fs::read(&f).unwrap();
    assert_refused(&huddle(&["draft", "--out", fs]), &["exists", "nothing was changed"]);
    assert_eq!(std::fs::read(&f).unwrap(), before);
    assert_refused(&huddle(&["draft", "--rules", "ttf7", "--out", d.join("x.json").to_str().unwrap()]), &["Football Bones", "--rules bones"]);
    assert_refused(&huddle(&["draft", "--teams", "KC,XYZ", "--out", d.join("y.json").to_str().unwrap()]), &["no team 'XYZ'"]);
    assert_refused(&huddle(&["draft", "--teams", "KC", "--out", d.join("z.json").to_str().unwrap()]), &["at least two franchises"]);
    assert!(!d.join("x.json").exists() && !d.join("y.json").exists() && !d.join("z.json").exists());
}

#[test]
fn a_draft_with_your_picks_typed() {
    // [bones 20] You draft for Kansas City: the board at your positions, a number or a name
    // takes a player, an empty line the computer's pick, `auto` the rest.
    let d = scratch("draft-you");
    let f = d.join("mine.json");
    let o = huddle_typed("draft", &["--you", "kc", "--seed", "3", "--out", f.to_str().unwrap(), "--show", "0"], b"board QB\n2\nnobody-by-that-name\nbrock bowers\n\nauto\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    let first = s.find("KC on the clock").expect("on the clock");
    assert!(s[first..].contains("KC pick [") && s.contains("(the computer drafts the rest of your picks)"), "{s}");
    assert!(s.contains("nobody called 'nobody-by-that-name' on the board"), "{s}");
    // The second player on the first board, and Brock Bowers, are Kansas City's.
    let line2 = s[first..].lines().find(|l| l.trim_start().starts_with("2. ")).unwrap();
    let second = line2.trim_start()[3..].split("  ").next().unwrap().trim().to_string();
    let text = std::fs::read_to_string(&f).unwrap();
    let teams: Vec<huddle_cards::Team> = serde_json::from_str(&text).unwrap();
    let kc = teams.iter().find(|t| t.code == "KC").unwrap();
    for name in [second.as_str(), "Brock Bowers"] {
        assert!(kc.players.iter().any(|p| p.name == name), "{name} drafted by KC");
    }
    assert_refused(&huddle(&["draft", "--you", "XYZ", "--out", d.join("x.json").to_str().unwrap()]), &["--you", "XYZ"]);
}

#[test]
fn teams_lists_a_league_and_shows_a_roster_with_its_cards() {
    let o = huddle(&["teams", "--rules", "bones", "--team", "kc"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    // [ttf7 24] The Lineup Card shows the team's record (2024's regular season).
    assert!(s.starts_with("Kansas City Chiefs (KC), 2024, 15-2\nOffense: ") && s.contains("QB Patrick Mahomes") && s.contains("\nDefense: A "), "{s}");
    assert!(s.contains("Patrick Mahomes (QB, KC)\n  Quick  COM 01-") && s.contains("Pass Rush: SACK 01-"), "{s}");
    let o = huddle(&["teams", "--rules", "sp6", "--team", "BAL"]);
    assert!(o.status.success() && stdout(&o).contains("Lamar Jackson (QB, BAL)"), "{}", stderr(&o));
    // TTF 7th: the team's card and each player's.
    let o = huddle(&["teams", "--team", "BAL"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.starts_with("Baltimore Ravens (BAL), 2024, 12-5\n") && s.contains("Team card: Fumble 1-") && s.lines().any(|l| l.starts_with("  RN ") && l.contains(" PR1 ")), "{s}");
    let lamar = &s[s.find("Lamar Jackson — QB BAL 2024").expect("his card")..];
    assert!(lamar.contains("Pass Rush: Sack 1-") && lamar.contains("2024 BAL: 17 games; passing 316/474, 4172 yds, 41 TD, 4 Int"), "{lamar}");
    assert!(stdout(&huddle(&["teams"])).contains("KC   Kansas City Chiefs"));
    assert_refused(&huddle(&["teams", "--team", "XYZ"]), &["unknown team 'XYZ'"]);
    assert_refused(&huddle(&["teams", "--rules", "fever"]), &["Football Fever has no teams"]);
}

#[test]
fn a_box_score_has_a_column_for_overtime() {
    // The first of the seeds whose Football Bones game goes to overtime: both lines carry the
    // OT period.
    let s = (1..200)
        .map(|seed| stdout(&huddle(&["sim", "--rules", "bones", "--seed", &seed.to_string(), "--quiet"])))
        .find(|s| s.lines().next().is_some_and(|l| l.contains(" OT ")))
        .expect("an overtime game among 200 seeds");
    assert!(s.starts_with("FINAL           Q1  Q2  Q3  Q4  OT  Total\n"), "{s}");
    for line in s.lines().skip(1).take(2) {
        assert_eq!(line.split_whitespace().count(), 7, "code, five periods, total: {line}");
    }
    let s = stdout(&huddle(&["sim", "--seed", "1", "--quiet"]));
    assert!(s.starts_with("FINAL           Q1  Q2  Q3  Q4  Total\n"), "{s}");
}

#[test]
fn strat_o_matic_games_play_from_the_command_line() {
    // Baltimore at Kansas City by default, the 2024 league in Strat-O-Matic cards; the same seed replays.
    let a = huddle(&["sim", "--rules", "som", "--seed", "7"]);
    assert!(a.status.success(), "{}", stderr(&a));
    let out = stdout(&a);
    assert!(out.contains("Strat-O-Matic") && out.contains("FINAL") && out.contains("Patrick Mahomes"), "{out}");
    assert_eq!(out, stdout(&huddle(&["sim", "--rules", "som", "--seed", "7"])));
    let s = huddle(&["sim", "--rules", "som", "--games", "3", "--home", "PHI", "--away", "DAL"]);
    assert!(s.status.success() && stdout(&s).contains("3 games"), "{}", stderr(&s));
    // Bad input names what is wrong.
    assert_refused(&huddle(&["sim", "--rules", "som", "--home", "XYZ"]), &["XYZ"]);
    assert_refused(&huddle(&["sim", "--rules", "som", "--standard"]), &["Strat-O-Matic"]);
    // At the terminal with no input the computer coaches the game to its end (tests/play_som.rs).
    let p = huddle(&["play", "--rules", "som", "--seed", "7"]);
    assert!(p.status.success() && stdout(&p).contains("(end of input: the computer coaches the rest of the game)"), "{}", stderr(&p));
    let t = huddle(&["teams", "--rules", "som", "--team", "KC"]);
    assert!(t.status.success() && stdout(&t).contains("Linebuck"), "{}", stderr(&t));
    // Each player with the season his cards were made from.
    assert!(stdout(&t).contains("Travis Kelce (TE): run block ") && stdout(&t).contains("    season: 16 games, 1 rush, 97 receptions, 133 targets\n"), "{}", stdout(&t));
}

#[test]
fn strat_o_matic_seasons_play_from_the_command_line() {
    // The 2024 league in Strat-O-Matic cards on a generated NFL schedule, playoffs included.
    let a = huddle(&["season", "--rules", "som", "--seed", "3"]);
    assert!(a.status.success(), "{}", stderr(&a));
    let out = stdout(&a);
    assert!(out.contains("1 season(s) of 272 games") && out.contains("AFC West") && out.contains("Super Bowl") && out.contains("Passing yards"), "{out}");
    assert_eq!(out, stdout(&huddle(&["season", "--rules", "som", "--seed", "3"])), "the same seed replays the same season");
    // The fidelity report names Strat-O-Matic's own rule-bound metrics.
    let dir = scratch("som_season");
    let avg = dir.join("averages.csv");
    std::fs::write(&avg, "metric,value,definition\npoints,22.9,points per team-game\nsack_yds,15.9,sack yards per team-game\n").unwrap();
    let f = huddle(&["season", "--rules", "som", "--seed", "3", "--no-playoffs", "--quiet", "--fidelity", avg.to_str().unwrap()]);
    assert!(f.status.success(), "{}", stderr(&f));
    let rep = stdout(&f);
    assert!(rep.contains("Strat-O-Matic §2.13.5") && !rep.contains("TTF §9.1"), "{rep}");
    assert_refused(&huddle(&["season", "--rules", "som", "--kickoff-touchback", "25"]), &["Strat-O-Matic", "kickoff"]);
    assert_refused(&huddle(&["season", "--rules", "som", "--league", "/nonexistent/som.json"]), &["/nonexistent/som.json"]);
}

#[test]
fn a_strat_o_matic_season_coached_at_the_terminal_is_saved_and_resumed() {
    let run = |args: &[&str], input: &str| huddle_typed("season", args, input.as_bytes());
    let dir = scratch("som-season-coach");
    let save = dir.join("season.txt");
    let save_s = save.to_str().unwrap();
    // Week 1 at the keyboard: the kickoff's default, one defense, then leave.
    let o = run(&["--rules", "som", "--coach", "kc", "--seed", "2", "--save", save_s], "\n43 pass\nquit\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.starts_with("2024 season of 272 games (Strat-O-Matic), seed 2: you coach KC"), "{s}");
    assert!(s.contains("=== week 1: Las Vegas Raiders at Kansas City Chiefs (KC 0-0) ===") && s.contains("KC defense> 43 pass\n  (KC defense: 4-3 pass)"), "{s}");
    assert!(s.contains("You left the season in week 1 (the saved calls resume it there)"), "{s}");
    assert!(std::fs::read_to_string(&save).unwrap().starts_with("# huddle play save: {\"rules\":\"som-season\""));
    // Resumed with no more calls: the computer plays the rest; the same as one sitting.
    let resumed = stdout(&run(&["--resume", save_s], ""));
    let whole = stdout(&run(&["--rules", "som", "--coach", "KC", "--seed", "2"], "\n43 pass\n"));
    let tail = |x: &str| x[x.find("\nStandings\n").expect("standings")..].to_string();
    assert_eq!(tail(&resumed), tail(&whole));
    assert!(resumed.contains("Super Bowl") && resumed.contains("Leaders (season)"), "{resumed}");
    assert_refused(&huddle_play(&["--resume", save_s], ""), &["a saved season"]);
}

/// `huddle bench` measures (it asserts no speed: a benchmark, not a timed test).
#[test]
fn bench_reports_each_engines_speed_and_the_peak_memory() {
    let o = huddle(&["bench", "--games", "3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.contains("engine     games  plays/game   ms/game   games/s     plays/s"), "{s}");
    for e in ["ttf7", "sp6", "bones", "som", "fever"] {
        let line = s.lines().find(|l| l.starts_with(&format!("{e} "))).unwrap_or_else(|| panic!("{e}: {s}"));
        let plays: f64 = line.split_whitespace().nth(2).unwrap().parse().unwrap();
        assert!((100.0..250.0).contains(&plays), "{e}: {plays} plays a game");
    }
    assert!(s.contains("peak memory"), "{s}");
    let o = huddle(&["bench", "--rules", "som", "--games", "2"]);
    assert!(stdout(&o).lines().filter(|l| l.starts_with("som ")).count() == 1 && !stdout(&o).contains("ttf7 "), "{}", stdout(&o));
    assert_refused(&huddle(&["bench", "--games", "0"]), &["--games must be at least 1"]);
}

/// [som 1.2] [som 1.3] `huddle season --rules som --som-league`: one season in the Strat-O-Matic
/// league's own format — four divisions of eight, 11 games a team, the standings with the
/// tiebreaking steps, ten playoff teams and a champion; the same seed prints the same season;
/// `--no-playoffs` stops at the standings; `--replays N` gives each team's shares; another
/// system refused.
#[test]
fn a_strat_o_matic_league_season_plays_in_its_own_format() {
    let o = huddle(&["season", "--rules", "som", "--som-league", "--seed", "3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("32 teams, 11 games a team"), "{out}");
    for div in ["AFC East-North", "AFC South-West", "NFC East-North", "NFC South-West"] {
        assert!(out.contains(div), "{div}: {out}");
    }
    // Every team's line: W + L + T = 11.
    let rows: Vec<&str> = out.lines().filter(|l| l.starts_with("  ") && l.split_whitespace().nth(4).is_some_and(|p| p.starts_with("0.") || p == "1.000")).collect();
    assert_eq!(rows.len(), 32, "{out}");
    for r in &rows {
        let f: Vec<u32> = r.split_whitespace().skip(1).take(3).map(|x| x.parse().unwrap()).collect();
        assert_eq!(f.iter().sum::<u32>(), 11, "{r}");
    }
    assert_eq!(out.matches(" seeds: 1 ").count(), 2, "{out}");
    let champion = out.lines().find_map(|l| l.trim().strip_prefix("League champion: ")).expect("a champion").to_string();
    let final_game = out.lines().find(|l| l.trim_start().starts_with("championship")).unwrap();
    assert!(final_game.contains(&format!(" {champion} ")), "{final_game}");
    assert_eq!(stdout(&huddle(&["season", "--rules", "som", "--som-league", "--seed", "3"])), out, "the same seed, the same season");
    let o = huddle(&["season", "--rules", "som", "--som-league", "--seed", "3", "--no-playoffs"]);
    assert!(o.status.success() && !stdout(&o).contains("Playoffs") && stdout(&o).contains("Standings"));
    let o = huddle(&["season", "--rules", "sp6", "--som-league"]);
    assert!(!o.status.success() && stderr(&o).contains("goes with --rules som"), "{}", stderr(&o));
    // Replays of the season: every team's wins and shares, ten playoff teams, two conference
    // champions and one league champion a replay.
    let o = huddle(&["season", "--rules", "som", "--som-league", "--seed", "3", "--replays", "4", "--quiet"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let rows: Vec<Vec<f64>> = out.lines().skip_while(|l| !l.trim_start().starts_with("team ")).skip(1).take_while(|l| !l.trim().is_empty()).map(|l| l.split_whitespace().skip(1).map(|x| x.trim_end_matches('%').parse().unwrap()).collect()).collect();
    assert_eq!(rows.len(), 32, "{out}");
    let total = |k: usize| rows.iter().map(|r| r[k]).sum::<f64>();
    assert!((total(0) - 32.0 * 11.0 / 2.0).abs() < 0.5, "wins: {}", total(0));
    assert_eq!([total(1), total(2), total(3)].map(|t| t.round() as i64), [1000, 200, 100], "{out}");
}

/// [som 1.2] [som 1.3] `--som-league --coach KC`: your team's games at the terminal in the
/// league's own format, each under a heading with your record; a season left with `quit` is
/// saved and goes on with `--resume`; handed to the computer (`auto`, the end of the input) it
/// is the computer's season of the same seed, standings, playoffs and leaders alike.
#[test]
fn a_strat_o_matic_league_season_is_coached_saved_and_resumed() {
    let dir = common::scratch("cli", "som-league-coach");
    let save = dir.join("league.save");
    let o = common::huddle_typed(&["season", "--rules", "som", "--som-league", "--coach", "kc", "--seed", "3", "--save", save.to_str().unwrap()], b"auto\nquit\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("you coach KC") && out.contains("=== week 1: ") && ["KC 1-0\n", "KC 0-1\n", "KC 0-0-1\n"].iter().any(|r| out.contains(r)), "{out}");
    assert!(out.contains("You left the season in week 2"), "{out}");
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(text.starts_with("# huddle play save: {\"rules\":\"som-league-season\",\"home\":\"KC\""), "{text}");
    let o = common::huddle_typed(&["season", "--resume", save.to_str().unwrap()], b"");
    assert!(o.status.success(), "{}", stderr(&o));
    let resumed = stdout(&o);
    let plain = stdout(&huddle(&["season", "--rules", "som", "--som-league", "--seed", "3"]));
    let from_standings = |t: &str| t[t.find("\nStandings\n").unwrap_or_else(|| panic!("no standings: {t}"))..].to_string();
    assert_eq!(from_standings(&resumed), from_standings(&plain));
    let o = huddle(&["season", "--rules", "bones", "--som-league", "--coach", "KC"]);
    assert!(!o.status.success() && stderr(&o).contains("goes with --rules som"), "{}", stderr(&o));
}

/// `huddle season --coach KC,LV`: a league of friends at one keyboard — each coached team's games
/// under a heading with the coached teams' records, their games with each other head to head
/// (both sides asked); handed to the computer it is the season of the same seed with one coach
/// or none; a team named twice or not in the league is refused.
#[test]
fn several_coaches_share_a_season_and_meet_head_to_head() {
    let input = "ai\n".repeat(12);
    let o = common::huddle_typed(&["season", "--coach", "kc,lv", "--seed", "4", "--no-playoffs"], input.as_bytes());
    assert!(o.status.success(), "{}", stderr(&o));
    let two = stdout(&o);
    assert!(two.starts_with("2024 season of 272 games (TTF 7th Edition), seed 4: you coach KC, LV"), "{}", &two[..two.len().min(200)]);
    assert!(two.contains("=== week 1: Las Vegas Raiders at Kansas City Chiefs (KC 0-0, LV 0-0) ==="), "{}", &two[..two.len().min(2000)]);
    // Both sides of the head-to-head game are asked at the keyboard.
    assert!(two.contains("\nLV offense> ") && two.contains("\nKC defense> "), "{}", &two[..two.len().min(4000)]);
    let headings = two.lines().filter(|l| l.starts_with("=== week ")).count();
    assert_eq!(headings, 17 + 17 - 2, "each coached team's 17 games, their two meetings once");
    let one = stdout(&common::huddle_typed(&["season", "--coach", "KC", "--seed", "4", "--no-playoffs"], b""));
    let from_standings = |t: &str| t[t.find("\nStandings\n").unwrap_or_else(|| panic!("no standings: {t}"))..].to_string();
    assert_eq!(from_standings(&two), from_standings(&one));
    for (coach, why) in [("KC,kc", "KC is named twice"), ("KC,XXX", "no team 'XXX'"), ("KC,", "names no team between two commas")] {
        let o = huddle(&["season", "--coach", coach]);
        assert!(!o.status.success() && stderr(&o).contains(why), "{coach}: {}", stderr(&o));
    }
}

/// [bones 20] A draft saved as you pick: `quit` leaves it without writing the league, and
/// `--resume` replays the saved picks and goes on (the computer drafting the rest at the end of
/// the input) to the same league as the same picks typed in one sitting; a save over an
/// existing file, and a file that is not a saved draft, are refused.
#[test]
fn a_draft_is_saved_left_and_resumed() {
    let d = scratch("draft-save");
    let (league, save, whole) = (d.join("league.json"), d.join("draft.save"), d.join("whole.json"));
    let args = |out: &std::path::Path| vec!["--teams".to_string(), "KC,BAL,PHI,DET".into(), "--you".into(), "KC".into(), "--seed".into(), "5".into(), "--show".into(), "0".into(), "--out".into(), out.to_str().unwrap().into()];
    let mut a = args(&league);
    a.extend(["--save".to_string(), save.to_str().unwrap().into()]);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    let o = huddle_typed("draft", &a, b"1\n\nbrock bowers\nquit\n");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("You left the draft: `huddle draft --resume"), "{}", stdout(&o));
    assert!(!league.exists(), "a draft left is not written");
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(text.starts_with("# huddle draft save: {") && text.ends_with("\n1\n\nbrock bowers\n"), "{text}");
    let o = huddle(&["draft", "--resume", save.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let w: Vec<String> = args(&whole);
    let w: Vec<&str> = w.iter().map(String::as_str).collect();
    assert!(huddle_typed("draft", &w, b"1\n\nbrock bowers\n").status.success());
    assert_eq!(std::fs::read(&league).unwrap(), std::fs::read(&whole).unwrap(), "the resumed draft is the draft of the same picks");
    // A save that would overwrite a file, and a file that is not a saved draft.
    let mut again = args(&d.join("other.json"));
    again.extend(["--save".to_string(), save.to_str().unwrap().into()]);
    let again: Vec<&str> = again.iter().map(String::as_str).collect();
    assert_refused(&huddle_typed("draft", &again, b""), &["the save must be a new file"]);
    assert_refused(&huddle(&["draft", "--resume", league.to_str().unwrap()]), &["not a saved draft"]);
}

/// [bones 20] A draft's style, order, traded picks and keepers come from the command line, are
/// kept in its save and hold when it is resumed; bad ones are refused before anything is written.
#[test]
fn a_draft_with_a_listed_order_trades_and_keepers_is_saved_and_resumed() {
    let d = scratch("draft-options");
    let (league, save, whole, keepers) = (d.join("league.json"), d.join("draft.save"), d.join("whole.json"), d.join("keepers.json"));
    std::fs::write(&keepers, r#"{"KC": ["Patrick Mahomes"], "DET": ["Jared Goff", "Amon-Ra St. Brown"]}"#).unwrap();
    let args = |out: &std::path::Path| -> Vec<String> {
        ["--teams", "KC,BAL,PHI,DET", "--order", "listed", "--style", "straight", "--trade", "1:KC=2:PHI", "--keepers", keepers.to_str().unwrap(), "--you", "KC", "--show", "2", "--out", out.to_str().unwrap()].map(String::from).to_vec()
    };
    let mut a = args(&league);
    a.extend(["--save".to_string(), save.to_str().unwrap().into()]);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    let o = huddle_typed("draft", &a, b"\nquit\n");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!league.exists());
    let o = huddle(&["draft", "--resume", save.to_str().unwrap()]);
    let out = stdout(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(out.contains("kept      KC   Patrick Mahomes") && out.contains("kept      DET  Amon-Ra St. Brown"), "{out}");
    // Round 1 as listed, KC's pick PHI's, DET's two keepers paying for its first two picks;
    // straight rounds.
    let teams_of = |round: &str| -> Vec<String> { out.lines().filter(|l| l.contains(&format!("round {round:>2}  "))).map(|l| l.split_whitespace().nth(3).unwrap().to_string()).collect() };
    assert_eq!(teams_of("1"), ["PHI", "BAL", "PHI"], "{out}");
    assert_eq!(teams_of("2"), ["BAL", "KC"], "{out}");
    let w: Vec<String> = args(&whole);
    let w: Vec<&str> = w.iter().map(String::as_str).collect();
    assert!(huddle_typed("draft", &w, b"\n").status.success());
    assert_eq!(std::fs::read(&league).unwrap(), std::fs::read(&whole).unwrap(), "the resumed draft keeps its options");
    // Refused before anything is written.
    let bad = d.join("bad.json");
    for (flag, value, needle) in [("--trade", "1:KC=1:KC", "between two franchises"), ("--trade", "1:KC", "ROUND:FRANCHISE"), ("--keepers", "/nonexistent/k.json", "cannot read")] {
        let o = huddle(&["draft", "--teams", "KC,BAL", flag, value, "--out", bad.to_str().unwrap(), "--you", "KC", "--save", d.join("bad.save").to_str().unwrap()]);
        assert_refused(&o, &[needle]);
    }
    assert!(!bad.exists() && !d.join("bad.save").exists(), "nothing written");
}

/// `auto side` in a head-to-head game at one keyboard: the side that typed it is coached by the
/// computer for the rest of the game, the other is still asked every down (`auto` hands both).
#[test]
fn auto_side_hands_one_side_to_the_computer_and_the_other_keeps_calling() {
    for rules in ["ttf7", "fever", "bones"] {
        let mut input = b"auto side\n".to_vec();
        input.extend(std::iter::repeat_n(b"ai\n".as_slice(), 500).flatten());
        let o = huddle_typed("play", &["--rules", rules, "--you", "both", "--seed", "3"], &input);
        let out = stdout(&o);
        assert!(o.status.success(), "{rules}: {}", stderr(&o));
        let said = out.lines().find(|l| l.contains("for the rest of the game;")).unwrap_or_else(|| panic!("{rules}: {out}"));
        let handed_home = said.contains("the home side for");
        // Every prompt after the hand-over is the other side's.
        let after = out.split(said).nth(1).unwrap();
        let prompts: Vec<&str> = after.lines().filter(|l| l.ends_with('>') || l.contains("> ")).filter(|l| l.contains("offense>") || l.contains("defense>")).collect();
        assert!(prompts.len() > 40, "{rules}: the other side called on: {}", prompts.len());
        let teams: std::collections::BTreeSet<&str> = prompts.iter().map(|l| l.split_whitespace().next().unwrap()).collect();
        assert_eq!(teams.len(), 1, "{rules}: one side asked after the hand-over ({teams:?}, home handed: {handed_home})");
        assert!(out.contains("Final") || out.contains("FINAL") || out.to_lowercase().contains("final"), "{rules}: the game ends");
    }
    // `auto` still hands both sides over: nothing is asked after it.
    let o = huddle_typed("play", &["--you", "both", "--seed", "3"], b"auto\n");
    let out = stdout(&o);
    let after = out.split("(the computer coaches the rest of the game)").nth(1).unwrap();
    assert!(!after.contains("offense>") && !after.contains("defense>"), "{after}");
}

#[test]
fn season_stats_files_are_written_for_every_kind_of_season() {
    // [bones 20] statistics per player and per team, per season: `--stats` and `--team-stats`.
    let dir = scratch("season-stats");
    let (p, t) = (dir.join("players.csv"), dir.join("teams.csv"));
    let (ps, ts) = (p.to_str().unwrap(), t.to_str().unwrap());
    let o = huddle(&["season", "--seed", "4", "--stats", ps, "--team-stats", ts]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains(&format!("(player statistics written to {ps})")));
    let players = std::fs::read_to_string(&p).unwrap();
    let teams = std::fs::read_to_string(&t).unwrap();
    assert!(players.starts_with("player_id,player_display_name,position,team,season,season_type,completions,attempts,passing_yards,"), "{}", &players[..200]);
    assert!(players.lines().any(|l| l.contains(",Patrick Mahomes,QB,KC,2024,REG,")));
    assert!(players.lines().any(|l| l.contains(",2024,POST,")), "the playoffs' rows");
    assert_eq!(teams.lines().count(), 33);
    assert!(teams.lines().skip(1).all(|l| l.split(',').nth(2) == Some("17")), "17 games a team");
    // A coached season the computer plays to its end writes the same files as the computer's
    // own season of that seed.
    let (cp, ct) = (dir.join("coached-players.csv"), dir.join("coached-teams.csv"));
    let o = huddle_typed("season", &["--coach", "KC", "--seed", "4", "--stats", cp.to_str().unwrap(), "--team-stats", ct.to_str().unwrap()], b"");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&cp).unwrap(), players);
    assert_eq!(std::fs::read_to_string(&ct).unwrap(), teams);
    // The Strat-O-Matic league's own season: eleven games a team, its playoffs' rows.
    let o = huddle(&["season", "--rules", "som", "--som-league", "--seed", "2", "--stats", ps, "--team-stats", ts]);
    assert!(o.status.success(), "{}", stderr(&o));
    let teams = std::fs::read_to_string(&t).unwrap();
    assert!(teams.lines().skip(1).all(|l| l.split(',').nth(2) == Some("11")), "{teams}");
    assert!(std::fs::read_to_string(&p).unwrap().lines().any(|l| l.contains(",2024,POST,")));
    // Several replays: the average a season, to a tenth.
    let o = huddle(&["season", "--rules", "bones", "--seed", "2", "--replays", "2", "--quiet", "--team-stats", ts]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).is_empty(), "--quiet prints nothing: {}", stdout(&o));
    assert!(std::fs::read_to_string(&t).unwrap().lines().skip(1).all(|l| l.split(',').nth(2) == Some("17.0")));
}

#[test]
fn season_stats_files_that_cannot_be_written_are_refused_before_the_season() {
    let dir = scratch("season-stats-bad");
    let missing = dir.join("no-such-folder").join("p.csv");
    let o = huddle(&["season", "--stats", missing.to_str().unwrap()]);
    assert_refused(&o, &["--stats", "no folder"]);
    assert!(stdout(&o).is_empty(), "nothing played: {}", stdout(&o));
    let o = huddle(&["season", "--team-stats", dir.to_str().unwrap()]);
    assert_refused(&o, &["--team-stats", "a folder, not a file"]);
    let same = dir.join("same.csv");
    let o = huddle(&["season", "--stats", same.to_str().unwrap(), "--team-stats", same.to_str().unwrap()]);
    assert_refused(&o, &["the same file"]);
    assert!(!same.exists());
}

#[test]
fn a_draft_board_goes_out_and_comes_back_to_the_same_league() {
    // [bones 20] item 3: the board of a draft held here, written; a draft held elsewhere, read.
    let dir = scratch("draft-board");
    let p = |n: &str| dir.join(n);
    let ps = |n: &str| p(n).to_str().unwrap().to_string();
    let o = huddle(&["draft", "--teams", "KC,BAL,PHI,DET", "--seed", "4", "--out", &ps("a.json"), "--board-out", &ps("a.csv")]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains(&format!("Wrote the board to {}", ps("a.csv"))));
    let board = std::fs::read_to_string(p("a.csv")).unwrap();
    assert_eq!(board.lines().count(), 1 + 4 * 39);
    let o = huddle(&["draft", "--board", &ps("a.csv"), "--teams", "KC,BAL,PHI,DET", "--out", &ps("b.json"), "--board-out", &ps("b.csv")]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("4 franchises, 156 picks from the board\n"), "{}", stdout(&o));
    assert_eq!(std::fs::read_to_string(p("b.json")).unwrap(), std::fs::read_to_string(p("a.json")).unwrap(), "the same league");
    assert_eq!(std::fs::read_to_string(p("b.csv")).unwrap(), board);
    // Friends' own franchises from a few picks at the table; the computer fills the rest, and
    // the league plays.
    std::fs::write(p("table.csv"), "round,franchise,player\n1,ann,Patrick Mahomes\n1,bob,Lamar Jackson\n").unwrap();
    let o = huddle(&["draft", "--board", &ps("table.csv"), "--out", &ps("t.json")]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("2 franchises, 2 picks from the board, 76 made by the computer"), "{}", stdout(&o));
    let o = huddle(&["season", "--rules", "bones", "--league", &ps("t.json")]);
    assert!(o.status.success() && stdout(&o).contains("ANN") && stdout(&o).contains("BOB"), "{}", stderr(&o));
    // A bad board is refused naming its line, and nothing is written.
    std::fs::write(p("bad.csv"), "round,franchise,player\n1,ann,Patrick Mahomes\n1,bob,patrick mahomes\n").unwrap();
    let o = huddle(&["draft", "--board", &ps("bad.csv"), "--out", &ps("bad.json")]);
    assert_refused(&o, &["bad.csv: line 3: patrick mahomes is taken already (by ANN, line 2)", "nothing was written"]);
    assert!(!p("bad.json").exists());
    std::fs::write(p("code.csv"), "round,franchise,player\n1,Ann's,Patrick Mahomes\n").unwrap();
    assert_refused(&huddle(&["draft", "--board", &ps("code.csv"), "--out", &ps("c.json")]), &["line 2", "1-4 letters or digits"]);
    assert_refused(&huddle(&["draft", "--board", &ps("a.csv"), "--out", &ps("a.json")]), &["exists", "nothing was changed"]);
    assert_refused(&huddle(&["draft", "--teams", "KC,BAL", "--out", &ps("n.json"), "--board-out", &ps("a.csv")]), &["--board-out", "new file"]);
    assert!(!p("n.json").exists());
    let o = huddle(&["draft", "--board", &ps("a.csv"), "--you", "KC", "--out", &ps("x.json")]);
    assert_eq!(o.status.code(), Some(2), "--board and --you: clap refuses the pair");
}

#[test]
fn a_trade_rewrites_the_drafted_league_or_changes_nothing() {
    // [bones 20] item 4-5: rosters managed between games; the league file is the user's.
    let dir = scratch("trade");
    let f = dir.join("league.json");
    let fs = f.to_str().unwrap();
    assert!(huddle(&["draft", "--teams", "KC,BAL,PHI,DET", "--seed", "5", "--out", fs, "--show", "0"]).status.success());
    let league: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
    let qb = |code: &str| -> String {
        let t = league.as_array().unwrap().iter().find(|t| t["code"] == code).unwrap();
        let id = t["lineup"]["offense"]["QB"].as_str().unwrap();
        t["players"].as_array().unwrap().iter().find(|p| p["id"] == id).unwrap()["name"].as_str().unwrap().to_string()
    };
    let (kc, bal) = (qb("KC"), qb("BAL"));
    let before = std::fs::read_to_string(&f).unwrap();
    for (args, needle) in [
        (vec![format!("KC:{kc}")], "two franchises"),
        (vec![format!("KC:{kc}"), format!("BAL:{bal}"), "DET:x".to_string()], "two franchises"),
        (vec!["KC".to_string(), format!("BAL:{bal}")], "as KC:Patrick Mahomes"),
        (vec![format!("KC:{bal}"), format!("BAL:{kc}")], "KC has no player"),
    ] {
        let mut a = vec!["trade".to_string(), fs.to_string()];
        for s in &args {
            a.push("--send".into());
            a.push(s.clone());
        }
        let o = huddle(&a.iter().map(String::as_str).collect::<Vec<_>>());
        assert_refused(&o, &[needle]);
        assert_eq!(std::fs::read_to_string(&f).unwrap(), before, "nothing changed");
    }
    let o = huddle(&["trade", fs, "--send", &format!("kc:{kc}"), "--send", &format!("BAL:{bal}")]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains(&format!("KC sends {kc} (QB) to BAL")) && out.contains(&format!("BAL sends {bal} (QB) to KC")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("KC's offense") && l.contains(&format!("QB {bal}"))), "{out}");
    let after: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
    assert_ne!(after, league);
    assert!(!dir.join("league.json.writing").exists(), "no temporary file left");
    // Each franchise's roster shows the trade.
    let o = huddle(&["teams", "--rules", "bones", "--league", fs, "--team", "BAL"]);
    assert!(stdout(&o).contains(&format!("Trade: KC sends {kc} (QB) to BAL; BAL sends {bal} (QB) to KC")), "{}", stdout(&o));
    // The league plays on.
    let o = huddle(&["sim", "--rules", "bones", "--league", fs, "--home", "KC", "--away", "BAL", "--quiet"]);
    assert!(o.status.success() && stdout(&o).contains(&bal), "{}", stderr(&o));
}

#[test]
fn the_pick_timer_gives_a_late_pick_to_the_computer() {
    // [bones 20] item 3: a pick timer (optional). Nothing typed within the second: the
    // computer's pick, saved as an empty line, so the save replays the same draft.
    use std::io::{Read, Write};
    use std::sync::{Arc, Mutex};
    let dir = scratch("pick-timer");
    let (out, save) = (dir.join("league.json"), dir.join("draft.save"));
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_huddle"))
        .args(["draft", "--teams", "KC,BAL", "--you", "KC", "--pick-seconds", "1", "--order", "listed", "--seed", "2", "--out", out.to_str().unwrap(), "--save", save.to_str().unwrap()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let text = Arc::new(Mutex::new(String::new()));
    let mut stdout = child.stdout.take().unwrap();
    let t2 = text.clone();
    let reader = std::thread::spawn(move || {
        let mut b = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut b) {
            if n == 0 {
                break;
            }
            t2.lock().unwrap().push_str(&String::from_utf8_lossy(&b[..n]));
        }
    });
    let wait_for = |what: &dyn Fn(&str) -> bool| {
        let t0 = std::time::Instant::now();
        while !what(&text.lock().unwrap()) {
            assert!(t0.elapsed() < std::time::Duration::from_secs(60), "waited in vain: {}", text.lock().unwrap());
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    };
    // KC's first pick runs out; then, on the clock again, KC hands the rest to the computer.
    wait_for(&|t| t.contains("(time is up: the computer's pick)"));
    wait_for(&|t| t.matches("KC pick, 1 s [").count() >= 2);
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"auto\n").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
    reader.join().unwrap();
    let all = text.lock().unwrap().clone();
    assert!(all.contains("Round 1, pick 1: KC on the clock") && all.contains("KC pick, 1 s ["), "{all}");
    let saved = std::fs::read_to_string(&save).unwrap();
    let lines: Vec<&str> = saved.lines().skip(1).collect();
    assert_eq!(lines.last(), Some(&"auto"), "{saved}");
    assert!(lines[..lines.len() - 1].iter().all(|l| l.is_empty()) && lines.len() >= 2, "each late pick an empty line: {saved}");
    assert!(saved.lines().next().unwrap().contains("\"pick_seconds\":1"));
    // The save replays the same league (the timer does not run on saved picks).
    let league = std::fs::read_to_string(&out).unwrap();
    std::fs::remove_file(&out).unwrap();
    let o = huddle_typed("draft", &["--resume", save.to_str().unwrap()], b"");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), league);
    let o = huddle(&["draft", "--teams", "KC,BAL", "--you", "KC", "--pick-seconds", "0", "--out", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "1 to 3600 seconds: {}", stderr(&o));
    let o = huddle(&["draft", "--teams", "KC,BAL", "--pick-seconds", "5", "--out", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "a timer is for the picks you make (--you)");
}

#[test]
fn a_draft_leagues_own_roster_sets_its_rounds() {
    // [bones 20] items 3-4: a configurable roster and so the number of rounds.
    let dir = scratch("draft-roster");
    let out = dir.join("league.json");
    let o = huddle(&["draft", "--teams", "KC,BAL", "--roster", "QB=3,wr=4", "--roster", "K=2", "--out", out.to_str().unwrap(), "--show", "0"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("Draft of 2 franchises, 40 rounds"), "{}", stdout(&o));
    let league: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    for t in league.as_array().unwrap() {
        let n = |pos: &str| t["players"].as_array().unwrap().iter().filter(|p| p["pos"] == pos).count();
        assert_eq!((t["players"].as_array().unwrap().len(), n("QB"), n("K")), (40, 3, 2), "{}", t["code"]);
    }
    for (roster, needle) in [("XX=3", "'XX' is not a group"), ("QB", "as QB=3"), ("QB=three", "not a number"), ("QB=0", "0 QB"), ("QB=2,qb=3", "given twice"), ("P=4", "1 to 3")] {
        let o = huddle(&["draft", "--teams", "KC,BAL", "--roster", roster, "--out", dir.join("x.json").to_str().unwrap()]);
        assert_refused(&o, &["--roster", needle]);
    }
    assert!(!dir.join("x.json").exists());
    // A saved draft keeps the roster.
    let save = dir.join("d.save");
    let o = huddle_typed("draft", &["--teams", "KC,BAL", "--you", "KC", "--roster", "QB=3", "--out", dir.join("y.json").to_str().unwrap(), "--save", save.to_str().unwrap()], b"quit\n");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&save).unwrap().lines().next().unwrap().contains("\"roster\":{\"QB\":3}"));
}

#[test]
fn a_keeper_leagues_next_draft_keeps_last_seasons_best() {
    // [bones 20] item 1: a keeper league from one season's draft to the next.
    let dir = scratch("keeper-league");
    let (a, b) = (dir.join("2024.json"), dir.join("2025.json"));
    assert!(huddle(&["draft", "--teams", "KC,BAL,PHI,DET", "--seed", "5", "--out", a.to_str().unwrap(), "--show", "0"]).status.success());
    let o = huddle(&["draft", "--teams", "KC,BAL,PHI,DET,NYJ", "--seed", "7", "--keepers-from", a.to_str().unwrap(), "--keep", "3", "--out", b.to_str().unwrap(), "--show", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(out.lines().filter(|l| l.trim_start().starts_with("kept ")).count(), 12, "three a franchise of last season: {out}");
    let read = |p: &Path| -> serde_json::Value { serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap() };
    let (old, new) = (read(&a), read(&b));
    let roster = |v: &serde_json::Value, code: &str| -> Vec<String> { v.as_array().unwrap().iter().find(|t| t["code"] == code).unwrap()["players"].as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap().to_string()).collect() };
    for code in ["KC", "BAL", "PHI", "DET"] {
        let shared = roster(&new, code).iter().filter(|id| roster(&old, code).contains(id)).count();
        assert!(shared >= 3, "{code} kept three of its players ({shared} in common)");
    }
    assert_refused(&huddle(&["draft", "--teams", "NYJ,MIA", "--keepers-from", a.to_str().unwrap(), "--keep", "2", "--out", dir.join("c.json").to_str().unwrap()]), &["none of its franchises (KC, BAL, PHI, DET) drafts here"]);
    assert_eq!(huddle(&["draft", "--keepers-from", a.to_str().unwrap(), "--out", dir.join("d.json").to_str().unwrap()]).status.code(), Some(2), "--keepers-from wants --keep");
}
