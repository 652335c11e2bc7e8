//! `huddle league`: a Strat-O-Matic league of friends kept in a file from season to season
//! (§1.1-§1.3) — started, drafted, played, recorded, saved and resumed; bad input refused with
//! the file unchanged.

use std::path::{Path, PathBuf};

mod common;
use common::{assert_refused, huddle, huddle_typed, stdout};

fn scratch(name: &str) -> PathBuf {
    common::scratch("league", name)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn json(p: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()
}

fn team_of(p: &Path, coach: &str) -> String {
    json(p)["coaches"].as_array().unwrap().iter().find(|c| c["name"] == coach).unwrap()["team"].as_str().unwrap_or("").to_string()
}

/// [som 1.1] [som 1.2] [som 1.3] A league's first seasons: started with its coaches, a draft in
/// which one coach types his pick (bad picks refused and asked again) and the computer picks for
/// the others, the season played in the league's format and recorded, a returning coach entering
/// the next draft and unable to take last season's playoff teams.
#[test]
fn a_league_of_friends_drafts_plays_and_records_its_seasons() {
    let d = scratch("cycle");
    let f = d.join("friends.json");
    let o = huddle(&["league", "new", s(&f), "--coaches", "ann,bob,cat", "--seed", "5"]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    assert!(stdout(&o).contains("new: drafts"));
    assert_refused(&huddle(&["league", "new", s(&f), "--coaches", "x"]), &["exists", "nothing was changed"]);
    let before = std::fs::read_to_string(&f).unwrap();
    assert_refused(&huddle(&["league", "season", s(&f)]), &["not chosen yet", "league draft"]);
    assert_refused(&huddle(&["league", "declare", s(&f), "ann", "draft"]), &["new coach"]);
    assert_refused(&huddle(&["league", "draft", s(&f), "--you", "zed"]), &["--you zed", "no coach 'zed'"]);
    assert_eq!(std::fs::read_to_string(&f).unwrap(), before, "refusals change nothing");

    // ann types her pick: not a team, then the list, then KC.
    let o = huddle_typed(&["league", "draft", s(&f), "--you", "ann"], b"XYZ\nlist\nkc\n");
    let out = stdout(&o);
    assert!(o.status.success(), "{out}");
    assert!(out.contains("'XYZ' is not a team of the league"), "{out}");
    assert!(out.contains("ann takes KC"), "{out}");
    assert!(out.contains("(new coaches: drawn from the hat)"), "[som 1.1] {out}");
    assert_eq!(team_of(&f, "ann"), "KC");
    assert_eq!(json(&f)["phase"], "season");
    let (bob, cat) = (team_of(&f, "bob"), team_of(&f, "cat"));
    assert!(![bob.as_str(), cat.as_str()].contains(&"KC") && bob != cat && !bob.is_empty());
    assert_refused(&huddle(&["league", "draft", s(&f)]), &["draft is held"]);

    // The season, by the computer; the same league file plays the same season.
    let copy = d.join("copy.json");
    std::fs::copy(&f, &copy).unwrap();
    let o = huddle(&["league", "season", s(&f)]);
    let out = stdout(&o);
    assert!(o.status.success(), "{out}");
    assert!(out.contains("AFC seeds: 1 ") && out.contains("League champion: "), "[som 1.3] {out}");
    assert!(out.contains("Season 1 recorded") && out.contains("Leaders (season):"), "{out}");
    let again = stdout(&huddle(&["league", "season", s(&copy)]));
    assert_eq!(again.replace("copy.json", "friends.json"), out, "deterministic");
    let l = json(&f);
    assert_eq!((l["season"].as_u64(), l["phase"].as_str()), (Some(2), Some("selection")));
    let ann = &l["coaches"][0];
    assert_eq!(ann["seasons_with_team"], 1);
    let rec = &ann["previous"];
    assert_eq!(rec["w"].as_u64().unwrap() + rec["l"].as_u64().unwrap() + rec["t"].as_u64().unwrap(), 11, "[som 1.2] an 11-game season");
    let playoffs: Vec<String> = l["last_playoffs"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().to_string()).collect();
    assert_eq!(playoffs.len(), 10, "[som 1.3] five a conference");
    assert!(stdout(&huddle(&["league", "show", s(&f)])).contains("Season 1: champion "));
    // The season's leaders are kept: one a category, the season's (its printed leaders' first).
    let leaders = l["history"][0]["leaders"].as_array().unwrap();
    assert_eq!(leaders.len(), 8, "{leaders:?}");
    let first = |title: &str| out.split(&format!("\n{title}\n")).nth(1).and_then(|x| x.lines().next()).map(|x| x.split_whitespace().last().unwrap().to_string());
    for ld in leaders {
        let cat = ld["category"].as_str().unwrap();
        assert_eq!(first(cat), Some(ld["value"].to_string()), "{cat}: {ld}");
    }
    assert!(stdout(&huddle(&["league", "show", s(&f)])).contains("  leaders: Passing yards "));

    // Season 2: bob enters the draft; the open teams exclude the playoff teams and the kept ones.
    let o = huddle(&["league", "declare", s(&f), "BOB", "draft"]);
    assert!(stdout(&o).contains("bob enters the draft for season 2"), "{}", stdout(&o));
    let o = huddle(&["league", "draft", s(&f)]);
    let out = stdout(&o);
    assert!(out.contains("ann keeps KC") && out.contains("cat keeps"), "[som 1.1] {out}");
    assert!(out.contains("closed to the draft (last season's playoff teams"), "{out}");
    let bob2 = team_of(&f, "bob");
    assert!(!playoffs.contains(&bob2) || bob2 == bob, "[som 1.1] A-L2: bob took {bob2}, a playoff team");
    assert!(bob2 != team_of(&f, "ann") && bob2 != team_of(&f, "cat"));
    assert_eq!(team_of(&f, "ann"), "KC");
}

/// [som 1.1] The coaches' games at the terminal: a season saved, left (the league file unchanged),
/// resumed and recorded; a save of another season refused; with no input the computer plays the
/// coaches' games, so the season is the computer's.
#[test]
fn a_coached_league_season_is_saved_left_resumed_and_recorded() {
    let d = scratch("coached");
    let f = d.join("l.json");
    assert!(huddle(&["league", "new", s(&f), "--coaches", "ann,bob"]).status.success());
    assert!(huddle(&["league", "draft", s(&f)]).status.success());
    let drafted = std::fs::read_to_string(&f).unwrap();
    let computer = d.join("computer.json");
    std::fs::write(&computer, &drafted).unwrap();
    let by_computer = stdout(&huddle(&["league", "season", s(&computer)]));

    assert_refused(&huddle(&["league", "season", s(&f), "--coach", "zed"]), &["--coach zed", "no coach 'zed'"]);
    let save = d.join("season.txt");
    let o = huddle_typed(&["league", "season", s(&f), "--coach", "all", "--save", s(&save)], b"ai\nai\nquit\n");
    let out = stdout(&o);
    assert!(out.contains("Season 1 is not over") && out.contains("--resume"), "{out}");
    assert_eq!(std::fs::read_to_string(&f).unwrap(), drafted, "left: the league file is unchanged");

    // Another league's save is not this season's.
    let other = d.join("other.json");
    assert!(huddle(&["league", "new", s(&other), "--coaches", "x", "--seed", "9"]).status.success());
    assert!(huddle(&["league", "draft", s(&other)]).status.success());
    let before = std::fs::read_to_string(&other).unwrap();
    assert_refused(&huddle(&["league", "season", s(&other), "--resume", s(&save)]), &["not a saved season 1"]);
    assert_eq!(std::fs::read_to_string(&other).unwrap(), before);

    let o = huddle_typed(&["league", "season", s(&f), "--resume", s(&save)], b"");
    let out = stdout(&o);
    assert!(o.status.success() && out.contains("Season 1 recorded"), "{out}");
    assert_eq!(json(&f)["season"], 2);
    // The coaches' games played by the computer after the input ended: the computer's season.
    let standings = |t: &str| t.split("\nStandings\n").nth(1).map(|x| x.split("\n\n").next().unwrap().to_string()).unwrap();
    assert_eq!(standings(&out), standings(&by_computer));
    let a = json(&f);
    let b = json(&computer);
    assert_eq!(a["history"], b["history"], "the same season recorded");
}

/// A bad league file is refused naming the file, the entry and the rule; nothing is written.
#[test]
fn a_bad_league_file_is_refused_and_left_alone() {
    let d = scratch("bad");
    let f = d.join("l.json");
    assert!(huddle(&["league", "new", s(&f), "--coaches", "ann,bob"]).status.success());
    let mut v = json(&f);
    v["coaches"][1]["team"] = "ZZZ".into();
    let text = v.to_string();
    std::fs::write(&f, &text).unwrap();
    for args in [vec!["league", "show", s(&f)], vec!["league", "draft", s(&f)], vec!["league", "join", s(&f), "cat"]] {
        assert_refused(&huddle(&args), &["l.json", "coaches[1] (bob)", "'ZZZ' is not in the card league"]);
    }
    assert_eq!(std::fs::read_to_string(&f).unwrap(), text);
    // A card league written into the file by hand is read from the file's folder.
    let mut v = json(&f);
    v["coaches"][1]["team"] = serde_json::Value::Null;
    v["cards"] = "no-such-cards.json".into();
    std::fs::write(&f, v.to_string()).unwrap();
    assert_refused(&huddle(&["league", "show", s(&f)]), &["l.json: cards", "no-such-cards.json"]);
    assert_refused(&huddle(&["league", "new", s(&d.join("c.json")), "--coaches", "ann", "--cards", "no-such-cards.json"]), &["--cards no-such-cards.json", "cannot read"]);
    assert!(!d.join("c.json").exists());
    assert_refused(&huddle(&["league", "show", s(&d.join("none.json"))]), &["none.json", "cannot read"]);
    assert_refused(&huddle(&["league", "new", s(&d.join("n.json")), "--coaches", "ann,ANN"]), &["already a coach"]);
    assert!(!d.join("n.json").exists());
}

/// [som 1.2] [som 1.3] The league's record book: each season recorded keeps every player's
/// regular season and playoffs; `show` prints the all-time leaders (the regular seasons added
/// up) and `--stats` writes every season's rows, whose sums are those leaders.
#[test]
fn a_league_keeps_every_players_seasons_and_its_all_time_leaders() {
    let d = scratch("record-book");
    let f = d.join("friends.json");
    assert!(huddle(&["league", "new", s(&f), "--coaches", "ann,bob", "--seed", "3"]).status.success());
    let o = huddle(&["league", "show", s(&f)]);
    assert!(!stdout(&o).contains("All-time leaders"), "no season yet: {}", stdout(&o));
    for _ in 0..2 {
        assert!(huddle(&["league", "draft", s(&f)]).status.success());
        let o = huddle(&["league", "season", s(&f)]);
        assert!(o.status.success(), "{}", common::stderr(&o));
    }
    let v = json(&f);
    for h in v["history"].as_array().unwrap() {
        let st = &h["stats"];
        assert!(st["regular"].as_object().unwrap().len() > 500, "a season's players");
        assert!(!st["playoffs"].as_object().unwrap().is_empty(), "its playoffs' players");
    }
    let csv_path = d.join("stats.csv");
    let o = huddle(&["league", "show", s(&f), "--stats", s(&csv_path)]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let out = stdout(&o);
    let at = out.find("All-time leaders (regular seasons):\nPassing yards\n").expect("all-time leaders");
    // The first passer: "  Name   TEAM   yards".
    let first = out[at..].lines().nth(2).unwrap();
    let words: Vec<&str> = first.split_whitespace().collect();
    let yards: f64 = words[words.len() - 1].parse().unwrap();
    let team = words[words.len() - 2];
    let name = words[..words.len() - 2].join(" ");
    let text = std::fs::read_to_string(&csv_path).unwrap();
    let mut rd = csv::Reader::from_reader(text.as_bytes());
    let head: Vec<String> = rd.headers().unwrap().iter().map(String::from).collect();
    let col = |n: &str| head.iter().position(|h| h == n).unwrap();
    let rows: Vec<csv::StringRecord> = rd.records().map(Result::unwrap).collect();
    let seasons: std::collections::BTreeSet<&str> = rows.iter().map(|r| &r[col("season")]).collect();
    assert_eq!(seasons.into_iter().collect::<Vec<_>>(), ["1", "2"]);
    assert!(rows.iter().any(|r| &r[col("season_type")] == "POST"));
    let sum: f64 = rows.iter().filter(|r| &r[col("player_display_name")] == name.as_str() && &r[col("team")] == team && &r[col("season_type")] == "REG").map(|r| r[col("passing_yards")].parse::<f64>().unwrap()).sum();
    assert_eq!(sum, yards, "{name} ({team}): the seasons' rows add up to the all-time figure");
    // One season of the record book: its coaches, its regular season's and its playoffs' leaders.
    let o = huddle(&["league", "show", s(&f), "--season", "1"]);
    let one = stdout(&o);
    assert!(one.contains(" — season 1: champion ") && one.contains("Leaders (regular season):\nPassing yards\n") && one.contains("Leaders (playoffs):\nPassing yards\n"), "{one}");
    assert_refused(&huddle(&["league", "show", s(&f), "--season", "9"]), &["season 9 is not in the league's record (its seasons: 1, 2)"]);
    // The league file, damaged in its record book, is refused naming the entry.
    let mut bad = v.clone();
    let key = bad["history"][0]["stats"]["regular"].as_object().unwrap().keys().next().unwrap().clone();
    bad["history"][0]["stats"]["regular"][&key] = "1 2 3".into();
    std::fs::write(&f, serde_json::to_string_pretty(&bad).unwrap()).unwrap();
    assert_refused(&huddle(&["league", "show", s(&f)]), &[&format!("history[0].stats.regular[\"{key}\"]"), "3 figures for 41 columns"]);
}
