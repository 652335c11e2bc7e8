//! `huddle serve`: the browser's games, end to end over HTTP. A browser's game is the terminal's
//! game behind another console: the same calls, the same refusals (nothing changes and the down
//! waits), the same seed replaying the same game; its save goes on at the terminal, and a save
//! goes on in the browser.

mod common;

use common::{huddle_typed, scratch, stdout};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A server on a free port, stopped when dropped.
struct Server {
    child: Child,
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve() -> Server {
    serve_with(&[])
}

fn serve_with(more: &[&str]) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_huddle")).args(["serve", "--port", "0"]).args(more).stdout(Stdio::piped()).stderr(Stdio::null()).spawn().expect("the huddle binary runs");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let addr = line.split("http://").nth(1).and_then(|r| r.split('/').next()).unwrap_or_else(|| panic!("no address in {line:?}")).to_string();
    Server { child, addr }
}

/// One HTTP/1.0 request: (status, body).
fn request(s: &Server, method: &str, path: &str, body: Option<(&str, &str)>) -> (u16, String) {
    let mut c = TcpStream::connect(&s.addr).unwrap();
    c.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    let mut req = format!("{method} {path} HTTP/1.0\r\nHost: {}\r\n", s.addr);
    if let Some((kind, b)) = body {
        req += &format!("Content-Type: {kind}\r\nContent-Length: {}\r\n\r\n{b}", b.len());
    } else {
        req += "\r\n";
    }
    c.write_all(req.as_bytes()).unwrap();
    let mut resp = String::new();
    c.read_to_string(&mut resp).unwrap();
    let status = resp.split_whitespace().nth(1).and_then(|x| x.parse().ok()).unwrap_or_else(|| panic!("no status in {resp:?}"));
    let body = resp.split_once("\r\n\r\n").map(|x| x.1.to_string()).unwrap_or_default();
    (status, body)
}

/// A GET naming the server `host` and coming from a page of `origin`.
fn get_from(s: &Server, path: &str, host: &str, origin: Option<&str>) -> u16 {
    let mut c = TcpStream::connect(&s.addr).unwrap();
    let origin = origin.map(|o| format!("Origin: {o}\r\n")).unwrap_or_default();
    c.write_all(format!("GET {path} HTTP/1.0\r\nHost: {host}\r\n{origin}\r\n").as_bytes()).unwrap();
    let mut resp = String::new();
    c.read_to_string(&mut resp).unwrap();
    resp.split_whitespace().nth(1).and_then(|x| x.parse().ok()).unwrap()
}

fn get_json(s: &Server, path: &str) -> (u16, Value) {
    let (st, b) = request(s, "GET", path, None);
    (st, serde_json::from_str(&b).unwrap_or_else(|e| panic!("{path}: {e}: {b}")))
}

fn post_json(s: &Server, path: &str, v: &Value) -> (u16, Value) {
    let (st, b) = request(s, "POST", path, Some(("application/json", &v.to_string())));
    (st, if b.is_empty() { Value::Null } else { serde_json::from_str(&b).unwrap_or_else(|e| panic!("{path}: {e}: {b}")) })
}

/// Polls a game until it waits for a call or is over: its last answer, and the transcript.
fn settle(s: &Server, id: u64) -> (Value, String) {
    let t0 = Instant::now();
    loop {
        let (st, g) = get_json(s, &format!("/api/games/{id}"));
        assert_eq!(st, 200, "{g}");
        if g["waiting"] == true || g["over"] == true {
            let text = g["text"].as_str().unwrap().to_string();
            return (g, text);
        }
        assert!(t0.elapsed() < Duration::from_secs(60), "the game neither waits nor ends: {g}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A TTF KC-BAL save played on at the terminal (`huddle play --resume`, the computer finishing
/// it): the box score's final points, (KC, BAL).
fn final_score_at_the_terminal(save: &str, name: &str) -> (Option<u64>, Option<u64>) {
    let file = scratch("web", name).join("game.save");
    std::fs::write(&file, save).unwrap();
    let o = huddle_typed(&["play", "--resume", file.to_str().unwrap()], b"");
    let out = stdout(&o);
    let last = |code: &str| out.lines().rev().find(|l| l.starts_with(&format!("{code:<4}"))).and_then(|l| l.split_whitespace().last()).and_then(|x| x.parse::<u64>().ok());
    (last("KC"), last("BAL"))
}

fn send(s: &Server, id: u64, line: &str) -> u16 {
    post_json(s, &format!("/api/games/{id}/line"), &json!({ "line": line })).0
}

#[test]
fn the_page_and_each_systems_teams_are_served() {
    let s = serve();
    let (st, page) = request(&s, "GET", "/", None);
    assert_eq!(st, 200);
    for want in ["<title>Huddle</title>", "/api/games", "/api/teams"] {
        assert!(page.contains(want), "the page lacks {want}");
    }
    for (rules, team) in [("ttf7", "KC"), ("sp6", "KC"), ("bones", "KC"), ("som", "KC")] {
        let (st, v) = get_json(&s, &format!("/api/teams?rules={rules}"));
        assert_eq!(st, 200);
        let teams = v.as_array().unwrap();
        assert!(teams.len() >= 32 && teams.iter().any(|t| t["code"] == team), "{rules}: {v}");
    }
    // Football Fever has no teams: the dice play.
    assert_eq!(get_json(&s, "/api/teams?rules=fever").1, json!([]));
    let (st, v) = get_json(&s, "/api/teams?rules=chess");
    assert_eq!(st, 400);
    assert!(v["error"].as_str().unwrap().contains("chess"), "{v}");
    // One team's cards, as `huddle teams --team` prints them, for each system with cards.
    for (rules, want) in [("ttf7", "Team card: Fumble 1-"), ("sp6", "Pass Rush: Sack 1-"), ("bones", "Pass Rush: SACK 01-"), ("som", "Patrick Mahomes (QB)")] {
        let (st, v) = get_json(&s, &format!("/api/teams/kc?rules={rules}"));
        assert_eq!(st, 200, "{rules}: {v}");
        let text = v["text"].as_str().unwrap();
        assert!(text.starts_with("Kansas City Chiefs (KC)") && text.contains(want), "{rules}: {text}");
    }
    let (st, v) = get_json(&s, "/api/teams/XYZ?rules=ttf7");
    assert_eq!(st, 404);
    assert!(v["error"].as_str().unwrap().contains("unknown team 'XYZ'"), "{v}");
    let (st, v) = get_json(&s, "/api/teams/KC?rules=fever");
    assert_eq!(st, 404);
    assert!(v["error"].as_str().unwrap().contains("Football Fever has no teams"), "{v}");
    assert!(page.contains("/api/teams/") && page.contains("Visitors' cards"), "the page offers the cards");
}

#[test]
fn a_bad_new_game_is_refused_with_its_reason_and_starts_nothing() {
    let s = serve();
    let (st, v) = post_json(&s, "/api/games", &json!({ "rules": "ttf7", "you": "home", "home": "XXX" }));
    assert_eq!(st, 400);
    assert!(v["error"].as_str().unwrap().contains("unknown team 'XXX'"), "{v}");
    let (st, v) = post_json(&s, "/api/games", &json!({ "rules": "fever", "you": "home", "home": "KC" }));
    assert_eq!(st, 400);
    assert!(v["error"].as_str().unwrap().contains("do not apply to Football Fever"), "{v}");
    let (st, v) = post_json(&s, "/api/games", &json!({ "rules": "som", "you": "home", "standard": true }));
    assert_eq!(st, 400, "{v}");
    let (st, v) = post_json(&s, "/api/games", &json!({ "rules": "ttf7", "you": "coach" }));
    assert_eq!(st, 422);
    assert!(v["error"].as_str().unwrap().contains("unknown variant `coach`"), "{v}");
    // A save is posted as JSON like every form (a plain-text post, which any page could send, is refused).
    assert_eq!(request(&s, "POST", "/api/games/resume", Some(("text/plain", "not a save\n"))).0, 415);
    let (st, v) = request(&s, "POST", "/api/games/resume", Some(("application/json", &json!({ "save": "not a save\n" }).to_string())));
    assert_eq!(st, 400);
    assert!(v.contains("line 1: not a saved game"), "{v}");
    // A save's league or schedule file would be read on the server: only the server's league.
    let save = |league: &str, extra: &str| format!("# huddle play save: {{\"rules\":\"ttf7\",\"home\":\"KC\",\"away\":\"BAL\",\"you\":\"home\",\"seed\":1,\"standard\":false,\"solitaire\":false,\"kickoff_touchback\":null,\"league\":{league}{extra}}}\n");
    let (st, v) = request(&s, "POST", "/api/games/resume", Some(("application/json", &json!({ "save": save("\"/etc/passwd\"", "") }).to_string())));
    assert_eq!(st, 400);
    assert!(v.contains("plays the league file /etc/passwd: start the server with `--league ttf7=/etc/passwd`"), "{v}");
    let (st, v) = request(&s, "POST", "/api/games/resume", Some(("application/json", &json!({ "save": save("null", ",\"schedule\":\"/tmp/s.csv\"") }).to_string())));
    assert_eq!(st, 400);
    assert!(v.contains("plays the schedule file /tmp/s.csv"), "{v}");
    // Nothing was started: the next game's id follows none.
    let id = post_json(&s, "/api/games", &json!({ "rules": "fever", "you": "home" })).1["id"].as_u64().unwrap();
    assert_eq!(get_json(&s, &format!("/api/games/{}", id - 1)).0, 404);
}

/// The terminal game in the browser: the toss, a refused call that changes nothing, the
/// computer taking over, the final score; then its save goes on at the terminal to the same
/// final score, and in the browser too.
#[test]
fn a_browser_game_is_the_terminal_game_and_its_save_goes_on_anywhere() {
    let s = serve();
    let (st, v) = post_json(&s, "/api/games", &json!({ "rules": "ttf7", "you": "home", "seed": 5 }));
    assert_eq!(st, 200, "{v}");
    let id = v["id"].as_u64().unwrap();
    assert_eq!((v["setup"]["home"].as_str(), v["setup"]["away"].as_str()), (Some("KC"), Some("BAL")));
    let (g, text) = settle(&s, id);
    assert!(text.contains("seed 5") && text.contains("win the toss"), "{text}");
    assert_eq!(g["status"]["situation"], "coin toss");
    assert_eq!((g["status"]["home"].as_u64(), g["status"]["away"].as_u64(), g["status"]["clock"].as_str()), (Some(0), Some(0), Some("15:00")));
    // The toss and the kickoff: Enter takes the computer's suggestion.
    let mut g = g;
    while g["status"]["situation"] != "1st & 10" {
        assert_eq!(send(&s, id, ""), 204);
        g = settle(&s, id).0;
    }
    let before = g["status"].clone();
    let next = g["next"].as_u64().unwrap();
    // A refused call: the rule's message, and the same down waits.
    assert_eq!(send(&s, id, "xyz"), 204);
    let (g, _) = settle(&s, id);
    let (_, after) = get_json(&s, &format!("/api/games/{id}?from={next}"));
    assert!(after["text"].as_str().unwrap().contains("'xyz' is not a"), "{after}");
    assert_eq!(g["waiting"], true);
    assert_eq!(g["status"], before, "a refused call changed the game");
    // The computer coaches the rest.
    assert_eq!(send(&s, id, "auto"), 204);
    let (g, text) = settle(&s, id);
    assert_eq!((g["over"].clone(), g["error"].clone(), g["status"]["situation"].as_str()), (json!(true), Value::Null, Some("final")));
    assert!(text.contains("Kicking"), "the box score ends the transcript");
    assert_eq!(send(&s, id, "punt"), 409, "a finished game takes no call");
    let (home, away) = (g["status"]["home"].as_u64().unwrap(), g["status"]["away"].as_u64().unwrap());

    // The save goes on at the terminal: the same game to the same end.
    let (st, save) = request(&s, "GET", &format!("/api/games/{id}/save"), None);
    assert_eq!(st, 200);
    assert!(save.starts_with("# huddle play save: ") && save.contains("\nxyz\nauto\n"), "{save}");
    assert_eq!(final_score_at_the_terminal(&save, "resume"), (Some(home), Some(away)));

    // And in the browser.
    let (st, v) = request(&s, "POST", "/api/games/resume", Some(("application/json", &json!({ "save": save }).to_string())));
    assert_eq!(st, 200, "{v}");
    let id2 = serde_json::from_str::<Value>(&v).unwrap()["id"].as_u64().unwrap();
    assert_ne!(id2, id);
    let (g2, _) = settle(&s, id2);
    assert_eq!((g2["over"].clone(), g2["status"]["home"].as_u64(), g2["status"]["away"].as_u64()), (json!(true), Some(home), Some(away)));
}

/// Every system plays in the browser: a watched game (the computer both sides) ends.
#[test]
fn every_system_plays_in_the_browser() {
    let s = serve();
    for rules in ["ttf7", "sp6", "bones", "som", "fever"] {
        let (st, v) = post_json(&s, "/api/games", &json!({ "rules": rules, "you": "none", "seed": 3 }));
        assert_eq!(st, 200, "{rules}: {v}");
        let (g, text) = settle(&s, v["id"].as_u64().unwrap());
        assert_eq!((g["over"].clone(), g["error"].clone()), (json!(true), Value::Null), "{rules}: {text}");
        let (h, a) = (g["status"]["home"].as_u64().unwrap(), g["status"]["away"].as_u64().unwrap());
        assert!(h + a > 0 && text.len() > 5000, "{rules}: {h}-{a}");
        // The state before each down, placed in the transcript (UTF-16 units, in order), the
        // last one the final; `since` gives the rest of it.
        let tl = g["timeline"].as_array().unwrap();
        let at: Vec<u64> = tl.iter().map(|t| t["at"].as_u64().unwrap()).collect();
        assert!(at.len() > 100 && at.windows(2).all(|w| w[0] <= w[1]), "{rules}: {} entries", at.len());
        assert!(*at.last().unwrap() as usize <= text.encode_utf16().count());
        assert_eq!(tl.last().unwrap()["status"], g["status"], "{rules}");
        assert!(tl.iter().any(|t| t["status"]["situation"].as_str().unwrap().contains(" & ")), "{rules}: downs");
        let id = v["id"].as_u64().unwrap();
        let (_, rest) = get_json(&s, &format!("/api/games/{id}?since={}", at.len() - 1));
        assert_eq!((rest["timeline"].as_array().unwrap().len(), rest["timeline_next"].as_u64()), (1, Some(at.len() as u64)));
    }
}

/// A coached season in the browser: your team's games at the page, week by week (`auto` hands
/// one game to the computer and the next week's waits again), the scoreboard naming each
/// week's teams; `quit` leaves the season; the save is a season's. A bad team or system is
/// refused.
#[test]
fn a_coached_season_plays_in_the_browser() {
    let s = serve();
    let (st, v) = post_json(&s, "/api/seasons", &json!({ "rules": "ttf7", "team": "XXX" }));
    assert_eq!(st, 400);
    assert!(v["error"].as_str().unwrap().contains("no team 'XXX'"), "{v}");
    let (st, v) = post_json(&s, "/api/seasons", &json!({ "rules": "fever", "team": "KC" }));
    assert_eq!(st, 400, "{v}");
    let (st, v) = post_json(&s, "/api/seasons", &json!({ "rules": "ttf7", "team": "kc", "seed": 2, "playoffs": false }));
    assert_eq!(st, 200, "{v}");
    let id = v["id"].as_u64().unwrap();
    let (g, text) = settle(&s, id);
    assert_eq!(g["waiting"], true, "{text}");
    assert!(text.contains("season of 272 games") && text.contains("you coach KC"), "{text}");
    let weeks = |t: &str| t.matches("\n=== ").count();
    assert_eq!(weeks(&text), 1, "{text}");
    let codes = [g["status"]["home_code"].as_str().unwrap().to_string(), g["status"]["away_code"].as_str().unwrap().to_string()];
    assert!(codes.contains(&"KC".to_string()), "{codes:?}");
    // `auto`: the computer finishes this game; the next one of KC's waits at the page.
    assert_eq!(send(&s, id, "auto"), 204);
    let (g, _) = settle(&s, id);
    let (_, all) = get_json(&s, &format!("/api/games/{id}"));
    let text = all["text"].as_str().unwrap();
    assert_eq!((g["waiting"].clone(), weeks(text)), (json!(true), 2), "{text}");
    // The save is the season's, with the league's spelling of the team.
    let (_, save) = request(&s, "GET", &format!("/api/games/{id}/save"), None);
    let setup: Value = serde_json::from_str(save.lines().next().unwrap().strip_prefix("# huddle play save: ").unwrap()).unwrap();
    assert_eq!((setup["rules"].as_str(), setup["home"].as_str()), (Some("season"), Some("KC")), "{save}");
    // Leaving the season ends it without an error.
    assert_eq!(send(&s, id, "quit"), 204);
    let (g, _) = settle(&s, id);
    assert_eq!((g["over"].clone(), g["error"].clone()), (json!(true), Value::Null));
    // A league of friends at one page: two coached teams (a team named twice is refused).
    let (st, v) = post_json(&s, "/api/seasons", &json!({ "rules": "ttf7", "team": "KC,kc" }));
    assert_eq!(st, 400, "{v}");
    let (st, v) = post_json(&s, "/api/seasons", &json!({ "rules": "ttf7", "team": "kc, lv", "seed": 4, "playoffs": false }));
    assert_eq!(st, 200, "{v}");
    let (g, text) = settle(&s, v["id"].as_u64().unwrap());
    assert!(g["waiting"] == true && text.contains("you coach KC, LV") && text.contains("(KC 0-0, LV 0-0)"), "{text}");
    // [som 1.2] A Strat-O-Matic league's own season: its 11-game format, then its standings.
    let (st, v) = post_json(&s, "/api/seasons", &json!({ "rules": "sp6", "team": "KC", "som_league": true }));
    assert_eq!(st, 400, "{v}");
    let (st, v) = post_json(&s, "/api/seasons", &json!({ "rules": "som", "team": "KC", "seed": 3, "playoffs": false, "som_league": true }));
    assert_eq!(st, 200, "{v}");
    let id = v["id"].as_u64().unwrap();
    let (g, text) = settle(&s, id);
    assert!(g["waiting"] == true && text.contains("season of 176 games (the Strat-O-Matic league's format)"), "{text}");
    let (_, save) = request(&s, "GET", &format!("/api/games/{id}/save"), None);
    assert!(save.contains("\"rules\":\"som-league-season\""), "{save}");
    // Played to its end (`auto` each game): the season's statistics are the page's to download,
    // as `huddle season --stats/--team-stats` writes them.
    assert!(g["files"].as_array().unwrap().is_empty(), "no statistics before the season ends");
    let mut games = 0;
    loop {
        assert_eq!(send(&s, id, "auto"), 204);
        let (g, _) = settle(&s, id);
        games += 1;
        if g["over"] == true {
            let kinds: Vec<&str> = g["files"].as_array().unwrap().iter().map(|f| f["kind"].as_str().unwrap()).collect();
            assert_eq!(kinds, ["stats", "team-stats"], "{g}");
            break;
        }
        assert!(games <= 11, "KC plays 11 games");
    }
    let (st, players) = request(&s, "GET", &format!("/api/games/{id}/file/stats"), None);
    assert_eq!(st, 200);
    assert!(players.starts_with("player_id,player_display_name,position,team,season,season_type,") && players.contains(",KC,2024,REG,"), "{}", &players[..200]);
    let (_, teams) = request(&s, "GET", &format!("/api/games/{id}/file/team-stats"), None);
    assert_eq!(teams.lines().count(), 33);
    assert!(teams.lines().skip(1).all(|l| l.split(',').nth(2) == Some("11")), "{teams}");
}

/// A port already taken is refused with the address and the reason, and the command fails.
#[test]
fn a_port_in_use_is_refused() {
    let s = serve();
    let port = s.addr.rsplit(':').next().unwrap();
    let o = common::huddle(&["serve", "--port", port]);
    assert!(!o.status.success());
    let err = common::stderr(&o);
    assert!(err.contains(&format!("cannot listen on 127.0.0.1:{port}")), "{err}");
}

/// The server keeps the last 32 games: the 33rd ends the oldest (its page is told there is no
/// such game) and the newest play on.
#[test]
fn the_oldest_of_too_many_games_is_ended() {
    let s = serve();
    let ids: Vec<u64> = (0..33).map(|i| post_json(&s, "/api/games", &json!({ "rules": "fever", "you": "home", "seed": i })).1["id"].as_u64().unwrap()).collect();
    let (st, v) = get_json(&s, &format!("/api/games/{}", ids[0]));
    assert_eq!(st, 404);
    assert!(v["error"].as_str().unwrap().contains("the last 32 games"), "{v}");
    for id in &ids[1..] {
        assert_eq!(get_json(&s, &format!("/api/games/{id}")).0, 200);
    }
    let (g, _) = settle(&s, ids[32]);
    assert_eq!(g["waiting"], true);
}

/// `--league RULES=FILE`: that system's games and seasons use the file's teams (checked before
/// the server starts); a missing file, an unknown system or Football Fever are refused.
#[test]
fn a_league_file_takes_the_place_of_the_embedded_league() {
    let dir = scratch("web", "league");
    let team = |f: &str| -> Value { serde_json::from_str(&std::fs::read_to_string(format!("{}/../huddle-cards/data/teams/{f}", env!("CARGO_MANIFEST_DIR"))).unwrap()).unwrap() };
    let file = dir.join("two.json");
    std::fs::write(&file, json!([team("riverton.json"), team("harbor_city.json")]).to_string()).unwrap();
    let s = serve_with(&["--league", &format!("ttf7={}", file.display())]);
    let (_, v) = get_json(&s, "/api/teams?rules=ttf7");
    let codes: Vec<&str> = v.as_array().unwrap().iter().map(|t| t["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["RIV", "HBR"]);
    // The other systems keep their embedded leagues.
    assert!(get_json(&s, "/api/teams?rules=sp6").1.as_array().unwrap().len() >= 32);
    let (st, v) = post_json(&s, "/api/games", &json!({ "rules": "ttf7", "you": "none", "seed": 1 }));
    assert_eq!(st, 200, "{v}");
    assert_eq!((v["setup"]["home"].as_str(), v["setup"]["away"].as_str()), (Some("RIV"), Some("HBR")));
    assert_eq!(v["setup"]["league"].as_str(), file.to_str());
    let id = v["id"].as_u64().unwrap();
    let (g, _) = settle(&s, id);
    assert_eq!((g["over"].clone(), g["error"].clone()), (json!(true), Value::Null));
    // Its save (naming the league file) goes on here.
    let (_, save) = request(&s, "GET", &format!("/api/games/{id}/save"), None);
    let (st, v) = request(&s, "POST", "/api/games/resume", Some(("application/json", &json!({ "save": save }).to_string())));
    assert_eq!(st, 200, "{v}");
    let (st, v) = post_json(&s, "/api/games", &json!({ "rules": "ttf7", "you": "home", "home": "KC" }));
    assert_eq!(st, 400);
    assert!(v["error"].as_str().unwrap().contains("unknown team 'KC' (available: RIV, HBR)"), "{v}");
    drop(s);
    for (arg, want) in [
        (format!("ttf7={}", dir.join("missing.json").display()), "missing.json".to_string()),
        ("chess=x.json".to_string(), "'chess' is not a rule system".to_string()),
        ("fever=x.json".to_string(), "Football Fever has no teams".to_string()),
        ("ttf7".to_string(), "as ttf7=FILE".to_string()),
    ] {
        let o = common::huddle(&["serve", "--port", "0", "--league", &arg]);
        assert!(!o.status.success(), "{arg}");
        assert!(common::stderr(&o).contains(&want), "{arg}: {}", common::stderr(&o));
    }
}

/// A page of another site cannot use the server: a request naming it by another name (a DNS
/// rebinding) or coming from another site's page is refused; its own names and addresses pass.
#[test]
fn only_the_servers_own_pages_may_use_it() {
    let s = serve();
    let port = s.addr.rsplit(':').next().unwrap();
    for host in [s.addr.clone(), format!("localhost:{port}"), format!("[::1]:{port}")] {
        assert_eq!(get_from(&s, "/api/teams?rules=fever", &host, None), 200, "{host}");
    }
    assert_eq!(get_from(&s, "/api/teams?rules=fever", &format!("evil.example:{port}"), None), 403);
    assert_eq!(get_from(&s, "/api/teams?rules=fever", &s.addr, Some("http://evil.example")), 403);
    assert_eq!(get_from(&s, "/api/teams?rules=fever", &s.addr, Some(&format!("http://{}", s.addr))), 200);
}

/// A call line is a line of at most 1,024 bytes; a game quit with `EXIT` leaves that line out of
/// its save (it goes on from before it, as at the terminal); a save's file name is made of safe
/// characters whatever the teams are called.
#[test]
fn lines_quits_and_file_names() {
    let s = serve();
    let (_, v) = post_json(&s, "/api/games", &json!({ "rules": "ttf7", "you": "home", "seed": 4 }));
    let id = v["id"].as_u64().unwrap();
    settle(&s, id);
    let (st, v) = post_json(&s, &format!("/api/games/{id}/line"), &json!({ "line": "x".repeat(1025) }));
    assert_eq!(st, 400);
    assert!(v["error"].as_str().unwrap().contains("at most 1024"), "{v}");
    assert_eq!(send(&s, id, ""), 204);
    settle(&s, id);
    assert_eq!(send(&s, id, "EXIT"), 204);
    let (g, _) = settle(&s, id);
    assert_eq!(g["over"], true);
    let (_, save) = request(&s, "GET", &format!("/api/games/{id}/save"), None);
    assert_eq!(save.lines().count(), 2, "the setup and the one call before EXIT: {save}");
    // A Football Fever save whose teams have odd names downloads under a safe name.
    let odd = "# huddle play save: {\"rules\":\"fever\",\"home\":\"A/B\",\"away\":\"C D\",\"you\":\"home\",\"seed\":1,\"standard\":false,\"solitaire\":false,\"kickoff_touchback\":null,\"league\":null}\n";
    let (st, v) = request(&s, "POST", "/api/games/resume", Some(("application/json", &json!({ "save": odd }).to_string())));
    assert_eq!(st, 200, "{v}");
    let id = serde_json::from_str::<Value>(&v).unwrap()["id"].as_u64().unwrap();
    let mut c = TcpStream::connect(&s.addr).unwrap();
    c.write_all(format!("GET /api/games/{id}/save HTTP/1.0\r\nHost: {}\r\n\r\n", s.addr).as_bytes()).unwrap();
    let mut resp = String::new();
    c.read_to_string(&mut resp).unwrap();
    assert!(resp.starts_with("HTTP/1.0 200") || resp.starts_with("HTTP/1.1 200"), "{resp}");
    assert!(resp.contains("filename=\"huddle-fever-CD-at-AB-1.save\""), "{resp}");
}

/// A game between two browsers (`two_browsers`): what each page of it shows and says.
struct Pages {
    id: u64,
    /// Each side's key: home, visitors.
    keys: [String; 2],
    /// Each page's transcript as read so far.
    texts: [String; 2],
}

impl Pages {
    /// Polls a side's page for what it has not read yet (kept in `texts`).
    fn poll(&mut self, s: &Server, k: usize) -> Value {
        let (st, g) = get_json(s, &format!("/api/games/{}?key={}&from={}&since=1000000", self.id, self.keys[k], self.texts[k].len()));
        assert_eq!(st, 200, "{g}");
        self.texts[k].push_str(g["text"].as_str().unwrap());
        g
    }

    /// Waits until one side's page is asked (its index and poll) or the game is over (None).
    fn next_question(&mut self, s: &Server) -> Option<(usize, Value)> {
        let t0 = Instant::now();
        loop {
            for k in 0..2 {
                let g = self.poll(s, k);
                if g["over"] == true {
                    return None;
                }
                if g["waiting"] == true {
                    return Some((k, g));
                }
            }
            assert!(t0.elapsed() < Duration::from_secs(60), "the game neither asks nor ends");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    fn send(&self, s: &Server, k: usize, line: &str) -> (u16, Value) {
        post_json(s, &format!("/api/games/{}/line", self.id), &json!({ "line": line, "key": self.keys[k] }))
    }

    fn save(&self, s: &Server, k: usize) -> Vec<String> {
        let (st, save) = request(s, "GET", &format!("/api/games/{}/save?key={}", self.id, self.keys[k]), None);
        assert_eq!(st, 200, "{save}");
        save.lines().skip(1).map(str::to_string).collect()
    }
}

/// Head to head between two browsers, in every system: each side's page shows its own prompts,
/// typed calls and refusals only (the plays and the scoreboard on both), so neither coach sees
/// the other's call before the play is run; a page answers only its own side's questions, and
/// never hands a side to the computer; the save given out while the game goes on stops where
/// the down began (no call of a down not yet played); the game is the terminal's head-to-head
/// game (`--you both`), to the same final score from its save.
#[test]
fn two_browsers_coach_a_side_each_and_neither_sees_the_others_calls() {
    let s = serve();
    let (st, v) = post_json(&s, "/api/games", &json!({ "rules": "ttf7", "you": "both", "two_browsers": true }));
    assert_eq!(st, 400, "both sides cannot be this page's and the other's: {v}");
    for rules in ["ttf7", "sp6", "bones", "som", "fever"] {
        let (st, v) = post_json(&s, "/api/games", &json!({ "rules": rules, "you": "away", "seed": 11, "two_browsers": true }));
        assert_eq!(st, 200, "{rules}: {v}");
        assert_eq!((v["setup"]["you"].as_str(), v["pages"]["seat"].as_str(), v["pages"]["join"]["seat"].as_str()), (Some("both"), Some("away"), Some("home")), "{rules}: {v}");
        let mut p = Pages { id: v["id"].as_u64().unwrap(), keys: [v["pages"]["join"]["key"].as_str().unwrap().to_string(), v["pages"]["key"].as_str().unwrap().to_string()], texts: Default::default() };
        // Without its key, or with another, a page is refused.
        assert_eq!(get_json(&s, &format!("/api/games/{}", p.id)).0, 403, "{rules}");
        assert_eq!(get_json(&s, &format!("/api/games/{}?key=0123456789abcdef", p.id)).0, 403, "{rules}");
        assert_eq!(send(&s, p.id, ""), 403, "{rules}: a line without a key");
        // (line sent, downs begun when it was sent)
        let mut sent: Vec<(String, u64)> = Vec::new();
        let mut prompts: [Vec<String>; 2] = [Vec::new(), Vec::new()];
        let mut marked = [false; 2];
        let mut questions = 0;
        let mut midgame = String::new();
        while let Some((k, g)) = p.next_question(&s) {
            if questions == 100 {
                midgame = request(&s, "GET", &format!("/api/games/{}/save?key={}", p.id, p.keys[k]), None).1;
            }
            let downs = g["timeline_next"].as_u64().unwrap();
            let prompt = p.texts[k].rsplit('\n').next().unwrap().trim_end().to_string();
            assert!(prompt.ends_with('>'), "{rules}: a question ends with its prompt: {prompt:?}");
            // The other page is told the other side is deciding, and cannot answer for it.
            let other = p.poll(&s, 1 - k);
            assert_eq!((other["waiting"].clone(), other["other_side_deciding"].clone()), (json!(false), json!(true)), "{rules}");
            let (st, e) = p.send(&s, 1 - k, "");
            assert_eq!(st, 409, "{rules}: {e}");
            assert!(e["error"].as_str().unwrap().contains("the other side is deciding"), "{e}");
            // The save given out now has every line of the downs played, none of this one's.
            let want: Vec<String> = sent.iter().filter(|(_, d)| *d < downs).map(|(l, _)| l.clone()).collect();
            if questions % 7 == 0 {
                assert_eq!(p.save(&s, 1 - k), want, "{rules}: the save at a down's start");
            }
            prompts[k].push(prompt.clone());
            if !marked[k] && (prompt.contains("offense") || prompt.contains("defense")) {
                // A refused call, and a page that would end the game for both, asked at this
                // side's page.
                marked[k] = true;
                let (st, e) = p.send(&s, k, "quit");
                assert_eq!(st, 400, "{rules}: {e}");
                assert!(e["error"].as_str().unwrap().contains("one side does not end the game"), "{e}");
                let mark = format!("zzq{k}");
                assert_eq!(p.send(&s, k, &mark).0, 204, "{rules}");
                sent.push((mark, downs));
                let (k2, _) = p.next_question(&s).expect("a refused call is asked again");
                assert_eq!(k2, k, "{rules}: a refused call is asked again of the same side");
            }
            // `ai`: the computer makes this one call (as it would at the terminal).
            assert_eq!(p.send(&s, k, "ai").0, 204, "{rules}");
            sent.push(("ai".to_string(), downs));
            questions += 1;
        }
        assert!(questions > 200, "{rules}: both sides asked through a whole game ({questions} questions)");
        assert!(marked == [true, true], "{rules}: both sides called a down");
        p.poll(&s, 0);
        p.poll(&s, 1);
        let texts = p.texts.clone();
        // A spectator's page: the plays, no side's words, no calls.
        let watch = v["pages"]["watch"]["key"].as_str().unwrap();
        let (st, w) = get_json(&s, &format!("/api/games/{}?key={watch}", p.id));
        assert_eq!((st, w["seat"].as_str(), w["waiting"].clone()), (200, Some("watch"), json!(false)), "{rules}");
        let seen = w["text"].as_str().unwrap();
        for (k, asked) in prompts.iter().enumerate() {
            assert!(!seen.contains(&format!("zzq{k}")), "{rules}: a side's call on the spectators' page");
            for pr in asked {
                assert!(!seen.contains(pr.as_str()), "{rules}: side {k}'s question {pr:?} on the spectators' page");
            }
        }
        assert!(seen.lines().filter(|l| texts[0].contains(*l)).count() > 150 && seen.trim_end().ends_with(texts[0].trim_end().lines().last().unwrap()), "{rules}: the plays on the spectators' page");
        let (st, e) = post_json(&s, &format!("/api/games/{}/line", p.id), &json!({ "line": "ai", "key": watch }));
        assert_eq!(st, 403, "{rules}: {e}");
        for k in 0..2 {
            let (mine, theirs) = (&texts[k], &texts[1 - k]);
            assert!(mine.contains(&format!("zzq{k}")), "{rules}: a page shows its own call");
            assert!(!theirs.contains(&format!("zzq{k}")), "{rules}: a call (and its refusal) is shown to its own side only");
            for pr in &prompts[k] {
                assert!(!theirs.contains(pr.as_str()), "{rules}: side {k}'s question {pr:?} shown to the other side");
            }
        }
        // The plays are on both pages, and the box score ends both.
        let lines: [std::collections::HashSet<&str>; 2] = [0, 1].map(|k| texts[k].lines().filter(|l| l.trim().len() > 20).collect());
        let shared = lines[0].intersection(&lines[1]).count();
        assert!(shared > 150, "{rules}: {shared} lines on both pages");
        let tail = |t: &str| t.lines().rev().take(8).map(str::to_string).collect::<Vec<_>>();
        assert_eq!(tail(&texts[0]), tail(&texts[1]), "{rules}");
        // The whole game: its save is every line read.
        let g = p.poll(&s, 0);
        assert_eq!((g["over"].clone(), g["error"].clone()), (json!(true), Value::Null), "{rules}");
        let all: Vec<String> = sent.iter().map(|(l, _)| l.clone()).collect();
        assert_eq!(p.save(&s, 1), all, "{rules}");
        if rules != "ttf7" {
            continue;
        }
        // At the terminal (`--you both`) it replays to the same final score.
        let (home, away) = (g["status"]["home"].as_u64().unwrap(), g["status"]["away"].as_u64().unwrap());
        let (_, save) = request(&s, "GET", &format!("/api/games/{}/save?key={}", p.id, p.keys[0]), None);
        assert_eq!(final_score_at_the_terminal(&save, "two-browsers"), (Some(home), Some(away)));
        // A head-to-head save goes on between two browsers too (a one-side save does not).
        let (st, e) = post_json(&s, "/api/games/resume", &json!({ "save": midgame.replace("\"you\":\"both\"", "\"you\":\"home\""), "two_browsers": "home" }));
        assert_eq!(st, 400, "{e}");
        let (st, v) = post_json(&s, "/api/games/resume", &json!({ "save": midgame, "two_browsers": "home" }));
        assert_eq!(st, 200, "{v}");
        assert_eq!(v["pages"]["seat"], "home");
        let mut q = Pages { id: v["id"].as_u64().unwrap(), keys: [v["pages"]["key"].as_str().unwrap().to_string(), v["pages"]["join"]["key"].as_str().unwrap().to_string()], texts: Default::default() };
        assert_eq!(get_json(&s, &format!("/api/games/{}", q.id)).0, 403);
        while let Some((k, _)) = q.next_question(&s) {
            assert_eq!(q.send(&s, k, "ai").0, 204);
        }
        let g = q.poll(&s, 1);
        assert_eq!((g["status"]["home"].as_u64(), g["status"]["away"].as_u64()), (Some(home), Some(away)), "the same calls, the same game");
    }
}

/// Between two browsers `auto` hands the page's side to the computer for the rest of the game:
/// the other browser goes on calling every one of its downs, the save says `auto side`, and it
/// replays at the terminal (`--you both`) to the same final score.
#[test]
fn a_side_handed_to_the_computer_between_two_browsers() {
    let s = serve();
    for rules in ["ttf7", "som"] {
        let (st, v) = post_json(&s, "/api/games", &json!({ "rules": rules, "you": "home", "seed": 4, "two_browsers": true }));
        assert_eq!(st, 200, "{rules}: {v}");
        let mut p = Pages { id: v["id"].as_u64().unwrap(), keys: [v["pages"]["key"].as_str().unwrap().to_string(), v["pages"]["join"]["key"].as_str().unwrap().to_string()], texts: Default::default() };
        let mut asked = [0usize; 2];
        let mut handed = false;
        while let Some((k, _)) = p.next_question(&s) {
            asked[k] += 1;
            if k == 0 && !handed {
                handed = true;
                assert_eq!(p.send(&s, 0, "auto").0, 204, "{rules}");
                continue;
            }
            assert!(k == 1 || !handed, "{rules}: the home side was asked after it was handed to the computer");
            assert_eq!(p.send(&s, k, "ai").0, 204, "{rules}");
        }
        assert!(handed && asked[1] > 60, "{rules}: the visitors called on ({asked:?})");
        let g = p.poll(&s, 1);
        assert_eq!((g["over"].clone(), g["error"].clone()), (json!(true), Value::Null), "{rules}");
        assert!(p.texts[1].contains("the computer coaches the home side for the rest of the game"), "{rules}: the other page is told");
        let save = p.save(&s, 1);
        assert_eq!(save.iter().filter(|l| *l == "auto side").count(), 1, "{rules}: {save:?}");
        if rules == "ttf7" {
            let (home, away) = (g["status"]["home"].as_u64().unwrap(), g["status"]["away"].as_u64().unwrap());
            let (_, text) = request(&s, "GET", &format!("/api/games/{}/save?key={}", p.id, p.keys[0]), None);
            assert_eq!(final_score_at_the_terminal(&text, "auto-side"), (Some(home), Some(away)));
        }
    }
}

/// A season between two browsers: two friends coach a team each (`team: "KC,LV"`), each page
/// asked only in its own team's games, both asked (head to head, neither seeing the other's
/// calls) when the two teams meet; `auto` hands a page's side of one game to the computer.
#[test]
fn a_season_between_two_browsers_asks_each_page_in_its_teams_games() {
    let s = serve();
    for team in ["KC", "KC,LV,DEN"] {
        let (st, e) = post_json(&s, "/api/seasons", &json!({ "rules": "som", "team": team, "som_league": true, "two_browsers": true }));
        assert_eq!(st, 400, "{e}");
        assert!(e["error"].as_str().unwrap().contains("two teams"), "{e}");
    }
    let (st, v) = post_json(&s, "/api/seasons", &json!({ "rules": "som", "team": "kc,LV", "som_league": true, "playoffs": false, "seed": 3, "two_browsers": true }));
    assert_eq!(st, 200, "{v}");
    assert_eq!((v["pages"]["seat"].as_str(), v["pages"]["join"]["seat"].as_str()), (Some("KC"), Some("LV")), "{v}");
    let mut p = Pages { id: v["id"].as_u64().unwrap(), keys: [v["pages"]["key"].as_str().unwrap().to_string(), v["pages"]["join"]["key"].as_str().unwrap().to_string()], texts: Default::default() };
    let teams = ["KC", "LV"];
    // Per game (by its teams): which pages were asked.
    let mut games: Vec<((String, String), [bool; 2])> = Vec::new();
    let mut refused_other = false;
    while let Some((k, g)) = p.next_question(&s) {
        let (h, a) = (g["status"]["home_code"].as_str().unwrap().to_string(), g["status"]["away_code"].as_str().unwrap().to_string());
        assert!(h == teams[k] || a == teams[k], "page {} asked in {a} at {h}", teams[k]);
        if games.last().map(|x| &x.0) != Some(&(h.clone(), a.clone())) {
            games.push(((h.clone(), a.clone()), [false; 2]));
        }
        games.last_mut().unwrap().1[k] = true;
        if !refused_other {
            let (st, e) = p.send(&s, 1 - k, "ai");
            assert_eq!(st, 409, "{e}");
            refused_other = true;
        }
        // The page's side of this game to the computer (the next game asks again).
        assert_eq!(p.send(&s, k, "auto").0, 204);
    }
    let g = p.poll(&s, 0);
    assert_eq!((g["over"].clone(), g["error"].clone()), (json!(true), Value::Null), "{g}");
    p.poll(&s, 1);
    for (k, team) in teams.iter().enumerate() {
        let mine = games.iter().filter(|(t, _)| t.0 == *team || t.1 == *team).count();
        assert_eq!(mine, 11, "{team}: asked in each of its 11 games: {games:?}");
        assert!(games.iter().filter(|(t, _)| t.0 == *team || t.1 == *team).all(|(_, asked)| asked[k]), "{team}");
        let other = &p.texts[1 - k];
        for word in ["offense>", "defense>"] {
            assert!(!other.contains(&format!("{team} {word}")), "{team}'s prompts on the other page");
        }
        assert!(p.texts[k].contains(&format!("{team} ")), "{team}");
    }
    let met: Vec<_> = games.iter().filter(|(t, _)| (t.0 == "KC" && t.1 == "LV") || (t.0 == "LV" && t.1 == "KC")).collect();
    assert!(!met.is_empty() && met.iter().all(|(_, asked)| *asked == [true, true]), "head to head when they meet: {met:?}");
    assert!(p.texts[0].contains("Standings") && p.texts[1].contains("Standings"));
    let save = p.save(&s, 0);
    assert!(save.iter().filter(|l| *l == "auto side").count() >= 22, "{save:?}");
    // The season's save goes on at the terminal (both teams at one keyboard) to the same standings.
    let (_, text) = request(&s, "GET", &format!("/api/games/{}/save?key={}", p.id, p.keys[1]), None);
    let file = scratch("web", "season-two-browsers").join("season.save");
    std::fs::write(&file, text).unwrap();
    let o = huddle_typed(&["season", "--resume", file.to_str().unwrap()], b"");
    let standings = |t: &str| t.split("\nStandings\n").nth(1).map(|x| x.split("\n\n").next().unwrap().to_string());
    assert_eq!(standings(&stdout(&o)), standings(&p.texts[0]), "the same season at the terminal");
    assert!(standings(&p.texts[0]).is_some());
    // ... and between two browsers again: this page LV's, the other KC's; the same standings.
    let (_, text) = request(&s, "GET", &format!("/api/games/{}/save?key={}", p.id, p.keys[1]), None);
    let (st, v) = post_json(&s, "/api/games/resume", &json!({ "save": text, "two_browsers": "away" }));
    assert_eq!(st, 200, "{v}");
    assert_eq!((v["pages"]["seat"].as_str(), v["pages"]["join"]["seat"].as_str()), (Some("LV"), Some("KC")), "{v}");
    let mut q = Pages { id: v["id"].as_u64().unwrap(), keys: [v["pages"]["join"]["key"].as_str().unwrap().to_string(), v["pages"]["key"].as_str().unwrap().to_string()], texts: Default::default() };
    while let Some((k, _)) = q.next_question(&s) {
        assert_eq!(q.send(&s, k, "auto").0, 204);
    }
    q.poll(&s, 0);
    assert_eq!(standings(&q.texts[0]), standings(&p.texts[0]), "resumed between two browsers");
    // A season of one coached team does not.
    let one = text.replacen("KC,LV", "KC", 1);
    let (st, e) = post_json(&s, "/api/games/resume", &json!({ "save": one, "two_browsers": "home" }));
    assert_eq!(st, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("coaches two teams"), "{e}");
}

/// [som 1.1] `huddle serve --friends FILE`: the page keeps a Strat-O-Matic league of friends —
/// coaches join and declare, team-selection day takes the picks given (the computer's for the
/// rest; a team not open refused, nothing written), a season's coaches play their games at the
/// page and the season is recorded in the file when it ends; with no coach at the page the
/// computer plays it at once.
#[test]
fn a_league_of_friends_is_kept_at_the_page() {
    assert_eq!(get_json(&serve(), "/api/friends").0, 404, "no league without --friends");
    let dir = scratch("web", "friends");
    let file = dir.join("friends.json");
    let o = huddle_typed(&["league", "new", file.to_str().unwrap(), "--coaches", "ann,bob"], b"");
    assert!(o.status.success());
    let s = serve_with(&["--friends", file.to_str().unwrap()]);
    let (st, v) = get_json(&s, "/api/friends");
    assert_eq!(st, 200, "{v}");
    assert!(v["text"].as_str().unwrap().contains("new: drafts") && v["league"]["phase"] == "selection", "{v}");
    let (st, e) = post_json(&s, "/api/friends/declare", &json!({ "coach": "ann", "declaration": "keep" }));
    assert_eq!(st, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("new coach"), "{e}");
    let (st, v) = post_json(&s, "/api/friends/join", &json!({ "coach": "cat" }));
    assert_eq!(st, 200, "{v}");
    assert!(v["text"].as_str().unwrap().contains("cat"));
    let (st, plan) = get_json(&s, "/api/friends-draft");
    assert_eq!(st, 200, "{plan}");
    assert_eq!((plan["order"].as_array().unwrap().len(), plan["open"].as_array().unwrap().len()), (3, 32), "{plan}");
    let before = std::fs::read_to_string(&file).unwrap();
    let (st, e) = post_json(&s, "/api/friends/draft", &json!({ "picks": { "ann": "KC", "bob": "KC", "cat": "KC" } }));
    assert_eq!(st, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("KC is not open"), "{e}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before, "nothing written");
    let (st, v) = post_json(&s, "/api/friends/draft", &json!({ "picks": { "ann": "kc" } }));
    assert_eq!(st, 200, "{v}");
    let (_, v) = get_json(&s, "/api/friends");
    let coaches = v["league"]["coaches"].as_array().unwrap();
    assert_eq!((v["league"]["phase"].as_str(), coaches[0]["team"].as_str()), (Some("season"), Some("KC")), "{v}");
    assert!(coaches.iter().all(|c| c["team"].is_string()), "the computer picked for bob and cat: {v}");
    // ann's games at the page (`auto` hands each to the computer), recorded at the end.
    let (st, v) = post_json(&s, "/api/friends/season", &json!({ "coaches": ["zed"] }));
    assert_eq!(st, 400, "{v}");
    let (st, v) = post_json(&s, "/api/friends/season", &json!({ "coaches": ["ann"] }));
    assert_eq!(st, 200, "{v}");
    let id = v["id"].as_u64().unwrap();
    let mut games = 0;
    loop {
        let (g, _) = settle(&s, id);
        if g["over"] == true {
            assert_eq!(g["error"], Value::Null, "{g}");
            break;
        }
        games += 1;
        assert!(games < 40, "the season ends");
        assert_eq!(send(&s, id, "auto"), 204);
    }
    assert!(games >= 11, "ann's 11 games at the page ({games})");
    let (_, all) = get_json(&s, &format!("/api/games/{id}"));
    assert!(all["text"].as_str().unwrap().contains("Season 1 recorded"), "{}", all["text"]);
    let (_, v) = get_json(&s, "/api/friends");
    assert_eq!((v["league"]["season"].as_u64(), v["league"]["phase"].as_str()), (Some(2), Some("selection")), "{v}");
    assert_eq!(v["league"]["coaches"][0]["seasons_with_team"], 1);
    // Season 2: every coach keeps; the computer plays the season at once.
    let (st, v) = post_json(&s, "/api/friends/draft", &json!({}));
    assert_eq!(st, 200, "{v}");
    let (st, v) = post_json(&s, "/api/friends/season", &json!({}));
    assert_eq!(st, 200, "{v}");
    assert!(v["text"].as_str().unwrap().contains("Season 2 recorded"), "{v}");
    let (_, v) = get_json(&s, "/api/friends");
    assert!(v["text"].as_str().unwrap().contains("All-time"), "{v}");
    // The record book: the all-time leaders in the text, every season's rows in the CSV; the
    // page's JSON leaves the figures out (they stay in the file).
    assert!(v["text"].as_str().unwrap().contains("All-time leaders (regular seasons):\nPassing yards"), "{v}");
    assert!(v["league"]["history"].as_array().unwrap().iter().all(|h| h.get("stats").is_none()), "no figures in the page's JSON");
    assert!(std::fs::read_to_string(&file).unwrap().contains("\"stats\""), "the file keeps them");
    let (st, csv) = request(&s, "GET", "/api/friends-stats", None);
    assert_eq!(st, 200, "{csv}");
    assert!(csv.starts_with("player_id,player_display_name,position,team,season,season_type,"), "{}", &csv[..100]);
    for season in ["1", "2"] {
        assert!(csv.lines().any(|l| l.contains(&format!(",{season},REG,"))), "season {season}'s rows");
    }
    let (st, e) = post_json(&s, "/api/friends/unknown", &json!({}));
    assert_eq!(st, 400, "{e}");
}

/// [bones 20] A draft league's draft at the page: the page's franchise picks from the board, the
/// computer the others'; the league and the board are the page's to download, the same league
/// as the terminal's draft with the same picks; its save goes on at the page or the terminal.
#[test]
fn a_bones_draft_is_held_at_the_page() {
    let s = serve();
    for (form, needle) in [
        (json!({ "teams": ["KC", "ZZ"] }), "no team 'ZZ'"),
        (json!({ "teams": ["KC", "BAL"], "you": ["PHI"] }), "'PHI' is not a franchise of this draft"),
        (json!({ "teams": ["KC"] }), "at least two franchises"),
        (json!({ "teams": ["KC", "BAL"], "roster": "QB=0" }), "0 QB"),
    ] {
        let (st, e) = post_json(&s, "/api/drafts", &form);
        assert_eq!(st, 400, "{e}");
        assert!(e["error"].as_str().unwrap().contains(needle), "{e}");
    }
    assert_eq!(post_json(&s, "/api/drafts", &json!({ "colour": "red" })).0, 422);
    let (st, e) = post_json(&s, "/api/drafts", &json!({ "teams": ["KC", "BAL"], "you": ["KC"], "pick_seconds": 0 }));
    assert!(st == 400 && e["error"].as_str().unwrap().contains("1 to 3600 seconds"), "{e}");
    // [bones 20] item 3: a timed draft says the seconds in its prompt (the page runs the clock
    // and sends the computer's pick, an empty line, when they run out).
    let (_, g) = post_json(&s, "/api/drafts", &json!({ "teams": ["KC", "BAL"], "you": ["KC"], "order": "listed", "pick_seconds": 30 }));
    let timed = g["id"].as_u64().unwrap();
    let (_, text) = settle(&s, timed);
    assert!(text.trim_end().starts_with("Draft of 2") && text.contains("KC pick, 30 s ["), "{text}");
    assert_eq!(send(&s, timed, ""), 204);
    let (g, text) = settle(&s, timed);
    assert!(g["waiting"] == true && text.contains("Round 2, pick 4: KC on the clock"), "the empty line took the computer's pick: {text}");
    let form = json!({ "teams": ["KC", "BAL", "PHI", "DET"], "you": ["kc"], "seed": 5, "order": "listed" });
    let (st, g) = post_json(&s, "/api/drafts", &form);
    assert_eq!(st, 200, "{g}");
    let id = g["id"].as_u64().unwrap();
    let (g, text) = settle(&s, id);
    assert_eq!((g["waiting"].as_bool(), g["rules"].as_str()), (Some(true), Some("bones-draft")), "{g}");
    assert!(text.contains("Round 1, pick 1: KC on the clock. Needs: QB 2,"), "{text}");
    assert!(text.trim_end().ends_with("]>"), "the prompt with the computer's pick: {text}");
    assert_eq!(get_json(&s, &format!("/api/games/{id}/file/league")).0, 404, "no league before the draft is over");
    for line in ["2", "ai"] {
        assert_eq!(send(&s, id, line), 204);
        let (g, _) = settle(&s, id);
        assert_eq!(g["waiting"], true);
    }
    assert_eq!(send(&s, id, "auto"), 204);
    let (g, text) = settle(&s, id);
    assert_eq!(g["over"], true, "{g}");
    assert!(text.contains("The league is drafted"), "{text}");
    let kinds: Vec<&str> = g["files"].as_array().unwrap().iter().map(|f| f["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["league", "board"]);
    let (st, league) = request(&s, "GET", &format!("/api/games/{id}/file/league"), None);
    assert_eq!(st, 200);
    let (st, board) = request(&s, "GET", &format!("/api/games/{id}/file/board"), None);
    assert_eq!(st, 200);
    assert!(board.starts_with("overall,round,franchise,player,player_id,position,from\n") && board.lines().count() == 1 + 4 * 39);
    // The terminal's draft with the same setup and picks: the same league.
    let dir = scratch("web", "draft");
    let out = dir.join("league.json");
    let o = huddle_typed(&["draft", "--teams", "KC,BAL,PHI,DET", "--you", "KC", "--seed", "5", "--order", "listed", "--out", out.to_str().unwrap()], b"2\nai\nauto\n");
    assert!(o.status.success(), "{}", stdout(&o));
    assert_eq!(serde_json::from_str::<Value>(&league).unwrap(), serde_json::from_str::<Value>(&std::fs::read_to_string(&out).unwrap()).unwrap());
    // The save: the draft's setup and the picks typed; it goes on at the page and at the terminal.
    let (st, save) = request(&s, "GET", &format!("/api/games/{id}/save"), None);
    assert_eq!(st, 200);
    assert!(save.starts_with("# huddle draft save: ") && save.lines().skip(1).collect::<Vec<_>>() == ["2", "ai", "auto"], "{save}");
    let (st, r) = post_json(&s, "/api/games/resume", &json!({ "save": save }));
    assert_eq!(st, 200, "{r}");
    let again = r["id"].as_u64().unwrap();
    let (g, _) = settle(&s, again);
    assert_eq!(g["over"], true, "the saved picks end with auto: {g}");
    assert_eq!(request(&s, "GET", &format!("/api/games/{again}/file/league"), None).1, league);
    // (At the terminal it writes the league the page would have given, in the folder it runs in.)
    let saved = dir.join("draft.save");
    std::fs::write(&saved, &save).unwrap();
    let _ = std::fs::remove_file(dir.join("huddle-draft-5.json"));
    let o = Command::new(env!("CARGO_BIN_EXE_huddle")).args(["draft", "--resume", saved.to_str().unwrap()]).current_dir(&dir).stdin(Stdio::null()).output().unwrap();
    assert!(o.status.success(), "{}", stdout(&o));
    assert_eq!(serde_json::from_str::<Value>(&std::fs::read_to_string(dir.join("huddle-draft-5.json")).unwrap()).unwrap(), serde_json::from_str::<Value>(&league).unwrap());
    // Leaving: the draft ends without a league, and its save leaves out the `quit`.
    let (_, g) = post_json(&s, "/api/drafts", &form);
    let id = g["id"].as_u64().unwrap();
    settle(&s, id);
    assert_eq!(send(&s, id, "1"), 204);
    settle(&s, id);
    assert_eq!(send(&s, id, "quit"), 204);
    let (g, text) = settle(&s, id);
    assert!(g["over"] == true && g["files"].as_array().unwrap().is_empty() && text.contains("You left the draft"), "{g}");
    let (_, save) = request(&s, "GET", &format!("/api/games/{id}/save"), None);
    assert_eq!(save.lines().skip(1).collect::<Vec<_>>(), ["1"]);
}
