//! A Strat-O-Matic league of friends across seasons (`huddle_league::friends`): team selection
//! (§1.1), a season recorded (§1.2-§1.3), the league file and its refusals.

use huddle_league::friends::*;
use huddle_league::som::*;
use std::collections::BTreeMap;

fn div(name: &str, teams: &[&str]) -> SomDivision {
    SomDivision { name: name.into(), teams: teams.iter().map(|t| t.to_string()).collect() }
}

/// AFC: East A B C, West D E F; NFC: North G H I, South J K L.
fn league() -> SomLeague {
    SomLeague::new(vec![
        SomConference { name: "AFC".into(), divisions: vec![div("East", &["A", "B", "C"]), div("West", &["D", "E", "F"])] },
        SomConference { name: "NFC".into(), divisions: vec![div("North", &["G", "H", "I"]), div("South", &["J", "K", "L"])] },
    ])
    .unwrap()
}

fn codes() -> Vec<String> {
    league().teams()
}

/// A round robin in which the team earlier in the alphabet always wins 20-10: A 11-0 … L 0-11.
/// Playoff teams: AFC A, D (division champions), B, C, E; NFC G, J, H, I, K. Out: F and L.
fn standings() -> SomStandings {
    let t = codes();
    let mut games = Vec::new();
    for i in 0..t.len() {
        for j in i + 1..t.len() {
            games.push(SomGame { week: 1, home: t[i].clone(), away: t[j].clone(), home_score: 20, away_score: 10, home_tds: 2, away_tds: 1 });
        }
    }
    SomStandings::new(&league(), &games, 1).unwrap()
}

fn coach_mut<'a>(l: &'a mut LeagueFile, name: &str) -> &'a mut Coach {
    l.coaches.iter_mut().find(|c| c.name == name).unwrap()
}

/// Every pick the first open team.
fn first_open(_: &DraftPick, open: &[String]) -> Result<String, String> {
    Ok(open[0].clone())
}

/// A league whose coaches were given these teams at its first draft, the season played and
/// recorded.
fn after_one_season(teams: &[(&str, &str)]) -> LeagueFile {
    let names: Vec<&str> = teams.iter().map(|t| t.0).collect();
    let mut l = LeagueFile::new("friends", &names, 7, None).unwrap();
    let want: BTreeMap<String, String> = teams.iter().map(|(c, t)| (c.to_string(), t.to_string())).collect();
    l.hold_draft(&codes(), &mut |p, _| Ok(want[&p.coach].clone())).unwrap();
    l.record_season(&standings(), None).unwrap();
    l
}

/// [som 1.1] The first team-selection day: every coach is new, so the order is the hat's (a
/// lottery on the league's seed), each coach gets a team, and the season opens.
#[test]
fn the_first_draft_gives_every_new_coach_a_team_in_the_hats_order() {
    let mut l = LeagueFile::new("friends", &["ann", "bob", "cat"], 7, None).unwrap();
    assert_eq!(l.phase, Phase::Selection);
    let order = l.draft_order().unwrap();
    assert!(order.keepers.is_empty());
    assert!(order.picks.iter().all(|p| !p.returning), "[som 1.1] all new");
    assert!(order.picks[..2].iter().all(|p| p.reason == Some(DraftReason::Lottery)), "[som 1.1] new coaches by lottery");
    // The hat's order comes from the league's seed: some seed puts each coach first.
    let firsts: std::collections::BTreeSet<String> = (0..40).map(|s| LeagueFile::new("x", &["ann", "bob", "cat"], s, None).unwrap().draft_order().unwrap().picks[0].coach.clone()).collect();
    assert_eq!(firsts.len(), 3, "[som 1.1] the lottery: {firsts:?}");
    let day = l.hold_draft(&codes(), &mut first_open).unwrap();
    assert_eq!(day.pool, codes(), "every team open before a first season");
    let got: Vec<(String, String)> = day.picks.iter().map(|p| (p.pick.coach.clone(), p.team.clone())).collect();
    let expect: Vec<(String, String)> = order.picks.iter().zip(["A", "B", "C"]).map(|(p, t)| (p.coach.clone(), t.to_string())).collect();
    assert_eq!(got, expect, "[som 1.1] picks in the draft order, each from what is still open");
    assert_eq!(l.phase, Phase::Season);
    assert!(l.coaches.iter().all(|c| c.team.is_some() && c.seasons_with_team == 0 && c.previous.is_none()));
    assert!(matches!(l.draft_order(), Err(FriendsError::Refused(_))), "one draft a season");
}

/// [som 1.1] [som 1.3] A season recorded: each coach's record and a season more with his team,
/// every team's record, the playoff teams, the champion; the next team selection opens with every
/// returning coach keeping.
#[test]
fn a_season_recorded_gives_records_streaks_and_the_playoff_teams() {
    let l = after_one_season(&[("ann", "A"), ("bob", "F"), ("cat", "L")]);
    assert_eq!((l.season, l.phase), (2, Phase::Selection));
    let ann = l.coach("ANN").unwrap();
    assert_eq!((ann.team.as_deref(), ann.seasons_with_team, ann.previous.map(|r| r.text())), (Some("A"), 1, Some("11-0".into())));
    assert_eq!(l.coach("cat").unwrap().previous.unwrap().text(), "0-11");
    assert_eq!(l.coach("bob").unwrap().previous.unwrap().points_for, 20 * 6 + 10 * 5, "bob's F beat G..L, lost to A..E");
    let mut po = l.last_playoffs.clone();
    po.sort();
    assert_eq!(po, ["A", "B", "C", "D", "E", "G", "H", "I", "J", "K"], "[som 1.3] 2 division champions + 3 wild cards a conference");
    assert_eq!(l.last_records.len(), 12);
    let h = &l.history[0];
    assert_eq!((h.season, h.champion.clone()), (1, None));
    assert_eq!(h.coaches.iter().map(|c| (c.coach.as_str(), c.playoffs)).collect::<Vec<_>>(), [("ann", true), ("bob", false), ("cat", false)]);
    assert!(l.coaches.iter().all(|c| c.declaration == Declaration::Keep));
    // A season that does not fit the league (a coach's team not in it) changes nothing.
    let mut odd = LeagueFile::new("friends", &["ann", "bob"], 7, None).unwrap();
    odd.hold_draft(&codes(), &mut first_open).unwrap();
    let cat = odd.coaches.len() - 1;
    odd.coaches[cat].team = Some("ZZ".into());
    let before = odd.clone();
    assert!(matches!(odd.record_season(&standings(), None), Err(FriendsError::Refused(m)) if m.contains("ZZ did not play")));
    assert_eq!(odd, before, "nothing recorded");
    // Recording again needs another draft first.
    let mut again = l.clone();
    assert!(matches!(again.record_season(&standings(), None), Err(FriendsError::Refused(_))));
    assert_eq!(again, l, "a refusal changes nothing");
}

/// [som 1.1] Keepers keep; returning coaches who enter the draft pick first, by continuous
/// seasons with their team ("regardless of record"), then record; new coaches last; last
/// season's playoff teams closed unless grandfathered (A-L2).
#[test]
fn returning_coaches_pick_first_and_playoff_teams_are_closed() {
    let mut l = after_one_season(&[("ann", "A"), ("bob", "F"), ("cat", "L")]);
    // Two more seasons for cat keeping L: cat's streak 3, bob's 1.
    coach_mut(&mut l, "cat").seasons_with_team = 3;
    l.join("dan").unwrap();
    l.declare("bob", Declaration::EnterDraft).unwrap();
    l.declare("cat", Declaration::EnterDraft).unwrap();
    let order = l.draft_order().unwrap();
    assert_eq!(order.keepers, [("ann".to_string(), "A".to_string())], "[som 1.1] ann keeps (the default)");
    let who: Vec<&str> = order.picks.iter().map(|p| p.coach.as_str()).collect();
    assert_eq!(who, ["cat", "bob", "dan"], "[som 1.1] cat's longer streak first although bob's record is better; the new coach last");
    assert_eq!(order.picks[0].reason, Some(DraftReason::Streak));
    assert_eq!(order.picks[1].reason, Some(DraftReason::ReturningFirst));
    let pool = l.pool(&order, &codes());
    assert_eq!(pool, ["F", "L"], "[som 1.1] A kept; A-L2: last season's ten playoff teams closed");
    // Grandfathered teams are open whatever they did.
    l.grandfathered = vec!["K".into()];
    assert_eq!(l.pool(&order, &codes()), ["F", "K", "L"], "[som 1.1] grandfathered");
    // The rule off: every team not kept.
    let mut open = l.clone();
    open.rules.playoff_teams_closed = false;
    assert_eq!(open.pool(&order, &codes()).len(), 11);
    // cat takes K, bob F again (his streak goes on), dan L.
    let picks = BTreeMap::from([("cat", "K"), ("bob", "F"), ("dan", "L")]);
    l.hold_draft(&codes(), &mut |p, _| Ok(picks[p.coach.as_str()].to_string())).unwrap();
    fn s(l: &LeagueFile, c: &str) -> (String, u32) {
        (l.coach(c).unwrap().team.clone().unwrap(), l.coach(c).unwrap().seasons_with_team)
    }
    assert_eq!(s(&l, "ann"), ("A".into(), 1), "kept");
    assert_eq!(s(&l, "bob"), ("F".into(), 1), "his own team again: the streak goes on");
    assert_eq!(s(&l, "cat"), ("K".into(), 0), "a new team: the streak starts again");
    assert_eq!(s(&l, "dan"), ("L".into(), 0));
    l.record_season(&standings(), None).unwrap();
    assert_eq!(s(&l, "bob"), ("F".into(), 2));
    assert_eq!(s(&l, "cat"), ("K".into(), 1));
}

/// [som 1.1] Same streak: the better record picks first; same streak and record: a die roll.
#[test]
fn level_streaks_go_by_record_then_a_die_roll() {
    let mut l = after_one_season(&[("ann", "B"), ("bob", "F"), ("cat", "L"), ("dan", "G")]);
    for c in ["ann", "bob", "cat"] {
        l.declare(c, Declaration::EnterDraft).unwrap();
    }
    let who: Vec<String> = l.draft_order().unwrap().picks.iter().map(|p| p.coach.clone()).collect();
    assert_eq!(who, ["ann", "bob", "cat"], "[som 1.1] B 10-1, F 6-5, L 0-11");
    // Level records: cat's record made equal to bob's.
    let bob = l.coach("bob").unwrap().previous;
    coach_mut(&mut l, "cat").previous = bob;
    let firsts: std::collections::BTreeSet<String> = (0..30)
        .map(|s| {
            let mut x = l.clone();
            x.seed = s;
            let o = x.draft_order().unwrap();
            assert_eq!(o.picks[0].coach, "ann");
            assert_eq!(o.picks[1].reason, Some(DraftReason::DieRoll));
            o.picks[1].coach.clone()
        })
        .collect();
    assert_eq!(firsts.len(), 2, "[som 1.1] the die roll goes either way");
}

/// [som 1.1] Declarations: only returning coaches declare, and only before the draft.
#[test]
fn declarations_belong_to_returning_coaches_before_the_draft() {
    let mut l = LeagueFile::new("friends", &["ann"], 1, None).unwrap();
    assert!(matches!(l.declare("ann", Declaration::Keep), Err(FriendsError::Refused(m)) if m.contains("new coach")), "[som 1.1]");
    assert!(matches!(l.declare("zed", Declaration::Keep), Err(FriendsError::Refused(m)) if m.contains("no coach 'zed'")));
    l.hold_draft(&codes(), &mut first_open).unwrap();
    l.record_season(&standings(), None).unwrap();
    l.declare("Ann", Declaration::EnterDraft).unwrap();
    assert_eq!(l.coach("ann").unwrap().declaration, Declaration::EnterDraft);
    l.hold_draft(&codes(), &mut |_, open| Ok(open[0].clone())).unwrap();
    assert!(matches!(l.declare("ann", Declaration::Keep), Err(FriendsError::Refused(_))), "the season's teams are chosen");
}

/// [som 1.1] A draft that cannot be completed changes nothing: too few open teams, a pick of a
/// team not open, a pick abandoned.
#[test]
fn a_draft_that_cannot_be_completed_changes_nothing() {
    let mut l = after_one_season(&[("ann", "A"), ("bob", "F"), ("cat", "L")]);
    for c in ["ann", "bob", "cat"] {
        l.declare(c, Declaration::EnterDraft).unwrap();
    }
    for c in ["dan", "eve"] {
        l.join(c).unwrap();
    }
    let before = l.clone();
    // Five drafting coaches, two open teams (F and L; ten closed after the playoffs).
    match l.hold_draft(&codes(), &mut first_open) {
        Err(FriendsError::Refused(m)) => assert!(m.contains("5 coach(es) draft but only 2 team(s) are open"), "{m}"),
        other => panic!("{other:?}"),
    }
    assert_eq!(l, before);
    l.grandfathered = ["B", "C", "D"].map(String::from).to_vec();
    let before = l.clone();
    assert!(matches!(l.hold_draft(&codes(), &mut |_, _| Ok("A".into())), Err(FriendsError::Refused(m)) if m.contains("A is not open")), "[som 1.1] a closed team");
    assert_eq!(l, before);
    let mut n = 0;
    assert!(l.hold_draft(&codes(), &mut |_, open| { n += 1; if n < 3 { Ok(open[0].clone()) } else { Err("quit".into()) } }).is_err());
    assert_eq!(l, before, "two picks made, then left: nothing kept");
    l.hold_draft(&codes(), &mut first_open).unwrap();
    assert_eq!(l.phase, Phase::Season);
}

/// Joining and leaving: names are unique without case; a leaver's team is free.
#[test]
fn coaches_join_and_leave() {
    let mut l = LeagueFile::new("friends", &["ann", "bob"], 1, None).unwrap();
    assert!(matches!(l.join("ANN"), Err(FriendsError::Refused(m)) if m.contains("already")));
    assert!(matches!(l.join(" "), Err(FriendsError::Refused(_))));
    assert!(matches!(l.join("a,b"), Err(FriendsError::Refused(_))));
    assert!(LeagueFile::new("friends", &["ann", "Ann"], 1, None).is_err());
    assert!(LeagueFile::new(" ", &["ann"], 1, None).is_err());
    let none: [&str; 0] = [];
    assert!(LeagueFile::new("x", &none, 1, None).is_err());
    let mut alone = LeagueFile::new("solo", &["zed"], 1, None).unwrap();
    assert!(matches!(alone.leave("zed"), Err(FriendsError::Refused(m)) if m.contains("last coach")));
    l.hold_draft(&codes(), &mut first_open).unwrap();
    let gone = l.leave("bob").unwrap();
    assert!(gone.team.is_some());
    assert!(matches!(l.leave("ann"), Err(FriendsError::Refused(m)) if m.contains("last coach")));
    l.join("eve").unwrap();
    assert!(matches!(l.leave("ann"), Err(FriendsError::Refused(m)) if m.contains("only coach with a team")), "a season needs a coach");
    l.leave("eve").unwrap();
    l.record_season(&standings(), None).unwrap();
    l.declare("ann", Declaration::EnterDraft).unwrap();
    let order = l.draft_order().unwrap();
    assert!(l.pool(&order, &codes()).contains(gone.team.as_ref().unwrap()) || l.last_playoffs.contains(gone.team.as_ref().unwrap()), "bob's team is open unless closed by the playoffs");
}

/// The computer's picks: the open team with the best record (then net points, then code).
#[test]
fn the_computer_picks_the_best_open_team() {
    let r = records_of(&standings());
    let rank = ranking(&r);
    assert_eq!(rank[..3], ["A", "B", "C"]);
    assert_eq!(rank.last().map(String::as_str), Some("L"));
    let open: Vec<String> = ["F", "C", "L"].map(String::from).to_vec();
    assert_eq!(computer_pick(&open, &rank).as_deref(), Some("C"));
    assert_eq!(computer_pick(&open, &[]).as_deref(), Some("F"), "no ranking: the pool's order");
    assert_eq!(computer_pick(&[], &rank), None);
    // Level win percentages: net points decide.
    let mut r2 = BTreeMap::new();
    r2.insert("X".to_string(), Record { w: 5, l: 5, t: 0, points_for: 200, points_against: 210 });
    r2.insert("Y".to_string(), Record { w: 5, l: 5, t: 0, points_for: 200, points_against: 190 });
    assert_eq!(ranking(&r2), ["Y", "X"]);
}

/// The league file: it round-trips, and a bad one is refused naming the file, the entry and the
/// rule it breaks.
#[test]
fn league_files_round_trip_and_bad_ones_are_refused() {
    let l = after_one_season(&[("ann", "A"), ("bob", "F")]);
    let text = l.to_json();
    assert_eq!(LeagueFile::parse(&text, "f.json", &codes()).unwrap(), l);
    let bad = |edit: &dyn Fn(&mut serde_json::Value), needles: &[&str]| {
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        edit(&mut v);
        let e = LeagueFile::parse(&v.to_string(), "f.json", &codes()).unwrap_err().to_string();
        assert!(e.starts_with("f.json: "), "{e}");
        for n in needles {
            assert!(e.contains(n), "{e} should name {n}");
        }
    };
    bad(&|v| v["format"] = "something else".into(), &["format", "not a Strat-O-Matic league file"]);
    bad(&|v| v["coaches"][1]["team"] = "ZZ".into(), &["coaches[1] (bob)", "'ZZ' is not in the card league"]);
    bad(&|v| v["coaches"][1]["team"] = "A".into(), &["coaches[1] (bob)", "coached by ann too"]);
    bad(&|v| v["coaches"][1]["name"] = "ANN".into(), &["coaches[1]", "listed once"]);
    bad(&|v| v["coaches"][0]["team"] = serde_json::Value::Null, &["coaches[0] (ann)", "a coach without one has 0"]);
    bad(
        &|v| {
            v["coaches"][0]["team"] = serde_json::Value::Null;
            v["coaches"][0]["seasons_with_team"] = 0.into();
        },
        &["coaches[0] (ann)", "last season's record"],
    );
    bad(&|v| v["coaches"][0]["colour"] = "red".into(), &["coaches[0]", "colour"]);
    bad(&|v| v["season"] = 0.into(), &["season", "from 1"]);
    bad(&|v| v["season"] = "two".into(), &["season"]);
    bad(&|v| v["last_playoffs"][0] = "QQ".into(), &["last_playoffs", "QQ"]);
    bad(&|v| v["grandfathered"] = serde_json::json!(["QQ"]), &["grandfathered", "QQ"]);
    bad(&|v| v["coaches"][0]["declaration"] = "Maybe".into(), &["coaches[0].declaration"]);
    bad(&|v| v["coaches"] = serde_json::json!([]), &["coaches", "at least one coach"]);
    let e = LeagueFile::parse("{", "f.json", &codes()).unwrap_err().to_string();
    assert!(e.starts_with("f.json: "), "{e}");
}

/// Each season has its own seed, derived from the league's.
#[test]
fn seasons_have_their_own_seeds() {
    let mut l = after_one_season(&[("ann", "A")]);
    let s2 = l.season_seed();
    l.season += 1;
    assert_ne!(l.season_seed(), s2);
    assert_ne!(l.draft_seed(), l.season_seed());
    assert_eq!(l.history[0].seed, {
        let mut x = l.clone();
        x.season = 1;
        x.season_seed()
    });
}

/// Damaged league files (after a season, mid-way through the next: records, playoff teams,
/// history, declarations): every one is refused naming the file, or accepted and then takes its
/// next step (the draft, or the season recorded) without a panic — a step the league refuses is
/// a refusal, not a failure — leaving a league that still reads back.
#[test]
fn a_damaged_league_file_is_refused_or_goes_on() {
    use huddle_core::json_fuzz::{fuzz, seeds};
    let mut l = after_one_season(&[("ann", "A"), ("bob", "F"), ("cat", "L")]);
    l.join("dan").unwrap();
    l.grandfathered = vec!["K".into()];
    l.declare("bob", Declaration::EnterDraft).unwrap();
    // A record book to damage too.
    let mut reg = huddle_league::season::PlayerTotals::new();
    reg.insert(("A".into(), "qb1".into()), line(&["pass_att", "completions", "pass_yards", "fg_att", "fg_made"], &[30, 20, 250, 2, 1]));
    reg.insert(("L".into(), "rb1".into()), line(&["rushes", "rush_yards"], &[12, -4]));
    l.history[0].stats = Some(SeasonStats::of(&reg, &reg));
    let file = "friends.json";
    let original: serde_json::Value = serde_json::from_str(&l.to_json()).unwrap();
    let t = fuzz(
        file,
        &original,
        seeds(400),
        usize::MAX,
        |text, file| LeagueFile::parse(text, file, &codes()),
        |mut lg| {
            let step = match lg.phase {
                Phase::Selection => lg.hold_draft(&codes(), &mut first_open).map(drop),
                Phase::Season => lg.record_season(&standings(), None).map(drop),
            };
            match step {
                Err(FriendsError::Refused(_)) | Err(FriendsError::Som(_)) => Ok(()),
                Err(e) => Err(format!("the step failed: {e}")),
                Ok(()) => {
                    let teams: Vec<String> = lg.coaches.iter().filter_map(|c| c.team.clone()).collect();
                    let mut unique = teams.clone();
                    unique.sort();
                    unique.dedup();
                    if unique.len() != teams.len() {
                        return Err(format!("two coaches share a team: {teams:?}"));
                    }
                    // The record book adds up whatever the file let through.
                    let _ = lg.career();
                    LeagueFile::parse(&lg.to_json(), "again.json", &codes()).map(drop).map_err(|e| format!("the league after the step does not read back: {e}"))
                }
            }
        },
    );
    t.assert_clean(file);
}

/// The league's all-time table: each coach's seasons, record, playoff seasons and titles, best
/// record first; `show` prints it.
#[test]
fn all_time_adds_up_each_coachs_seasons() {
    let mut l = after_one_season(&[("ann", "A"), ("bob", "F")]);
    // Both keep: a draft of no picks opens season 2.
    let day = l.hold_draft(&codes(), &mut first_open).unwrap();
    assert!(day.picks.is_empty() && day.order.keepers.len() == 2);
    l.record_season(&standings(), None).unwrap();
    l.history[1].champion = Some("A".into());
    let all = l.all_time();
    assert_eq!(all.iter().map(|(c, _)| c.as_str()).collect::<Vec<_>>(), ["ann", "bob"]);
    let ann = all[0].1;
    assert_eq!((ann.seasons, ann.record.w, ann.record.l, ann.playoffs, ann.titles), (2, 22, 0, 2, 1));
    let bob = all[1].1;
    assert_eq!((bob.seasons, bob.record.w, bob.record.l, bob.playoffs, bob.titles), (2, 12, 10, 0, 0));
    let text = l.render();
    assert!(text.contains("All-time") && text.contains("22-0-0") && text.contains("12-10-0"), "{text}");
    assert_eq!(l.coach("ann").unwrap().seasons_with_team, 2, "kept: the streak goes on");
}

fn line(cols: &[&str], vals: &[i64]) -> huddle_stats::PlayerLine {
    huddle_stats::PlayerLine::from_values(cols, vals).unwrap()
}

/// [som 1.3] A league keeps each season's player statistics: the file round-trips them, the
/// career adds the regular seasons up (playoffs apart), a season recorded without them counts
/// nothing, and a damaged record book is refused naming the season, the player and the rule.
#[test]
fn the_record_book_keeps_every_players_seasons() {
    use huddle_league::season::PlayerTotals;
    let mut l = after_one_season(&[("ann", "A"), ("bob", "F")]);
    let key = |t: &str, id: &str| (t.to_string(), id.to_string());
    let mut reg1 = PlayerTotals::new();
    reg1.insert(key("A", "qb1"), line(&["pass_att", "completions", "pass_yards", "pass_tds"], &[30, 20, 250, 2]));
    reg1.insert(key("F", "rb1"), line(&["rushes", "rush_yards", "fumbles"], &[12, -4, 1]));
    let mut post1 = PlayerTotals::new();
    post1.insert(key("A", "qb1"), line(&["pass_att", "completions", "pass_yards"], &[40, 30, 300]));
    l.history[0].stats = Some(SeasonStats::of(&reg1, &post1));
    l.hold_draft(&codes(), &mut first_open).unwrap();
    l.record_season(&standings(), None).unwrap();
    let mut reg2 = PlayerTotals::new();
    reg2.insert(key("A", "qb1"), line(&["pass_att", "completions", "pass_yards", "pass_tds", "ints"], &[10, 5, 60, 0, 1]));
    reg2.insert(key("A", "k1"), line(&["fg_att", "fg_made", "fg_att_50_59", "fg_made_50_59"], &[3, 2, 1, 1]));
    l.history[1].stats = Some(SeasonStats::of(&reg2, &PlayerTotals::new()));

    let text = l.to_json();
    let back = LeagueFile::parse(&text, "f.json", &codes()).unwrap();
    assert_eq!(back, l);
    let (r, p) = back.history[0].stats.as_ref().unwrap().lines(&|_| true).unwrap();
    assert_eq!((r, p), (reg1.clone(), post1.clone()));

    let career = back.career();
    let qb = &career[&key("A", "qb1")];
    assert_eq!((qb.pass_att, qb.completions, qb.pass_yards, qb.pass_tds, qb.ints), (40, 25, 310, 2, 1), "the regular seasons only: the playoffs' 40 attempts are apart");
    assert_eq!(career[&key("F", "rb1")].rush_yards, -4);
    assert_eq!(career[&key("A", "k1")].fg_made_band[4], 1);
    assert_eq!(career.len(), 3);
    // A season recorded before the league kept statistics counts nothing.
    let mut older = back.clone();
    older.history[1].stats = None;
    assert_eq!(older.career()[&key("A", "qb1")].pass_att, 30);
    assert!(!older.to_json().contains("\"stats\": null"), "no empty record book is written");

    let bad = |edit: &dyn Fn(&mut serde_json::Value), needles: &[&str]| {
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        edit(&mut v);
        let e = LeagueFile::parse(&v.to_string(), "f.json", &codes()).unwrap_err().to_string();
        for n in needles {
            assert!(e.contains(n), "{e} should name {n}");
        }
    };
    let qb1 = "A qb1";
    bad(&|v| v["history"][0]["stats"]["regular"]["ZZ qb1"] = "1".into(), &["f.json: history[0].stats.regular[\"ZZ qb1\"]", "'ZZ' is not in the card league"]);
    bad(&|v| v["history"][0]["stats"]["regular"]["nobody"] = "1".into(), &["history[0].stats.regular[\"nobody\"]", "TEAM player-id"]);
    bad(&|v| v["history"][1]["stats"]["regular"][qb1] = "1 2 x".into(), &["history[1].stats.regular[\"A qb1\"]", "not a list of whole numbers"]);
    bad(&|v| v["history"][1]["stats"]["regular"][qb1] = "1 2".into(), &["history[1].stats.regular[\"A qb1\"]", "2 figures for 41 columns"]);
    bad(
        &|v| {
            let mut vals = vec!["0"; 41];
            vals[0] = "3";
            vals[1] = "5";
            v["history"][0]["stats"]["playoffs"][qb1] = vals.join(" ").into();
        },
        &["history[0].stats.playoffs[\"A qb1\"]", "completions 5 is more than pass_att 3"],
    );
    bad(&|v| v["history"][0]["stats"]["columns"][0] = "tackles".into(), &["history[0].stats.columns", "unknown column 'tackles'"]);
    bad(&|v| v["history"][0]["stats"]["extra"] = 1.into(), &["history[0].stats", "extra"]);
}
