//! Strat-O-Matic seasons: the 2024 league in Strat-O-Matic cards played through the season
//! runner the Fast Action Card systems use (schedule, standings, injuries carried from game to
//! game, statistics, playoffs, leaders).

use huddle_core::Side;
use huddle_league::playoffs::{play_postseason_rules, Bracket, Round};
use huddle_league::schedule::{nfl_franchises, Schedule};
use huddle_league::season::{computer_only, leaders, play_season_rules, play_season_rules_with, AnyGame, Club, Rules, SeasonResult};
use huddle_som::cards::SomTeam;
use huddle_som::options::SomOptions;
use std::collections::BTreeMap;

fn teams() -> Vec<SomTeam> {
    huddle_som::build::embedded_2024().teams.clone()
}

fn schedule(teams: &[SomTeam]) -> Schedule {
    let codes: Vec<String> = teams.iter().map(|t| t.code.clone()).collect();
    Schedule::generate(&nfl_franchises(&codes).expect("the embedded league is the NFL's 32 franchises"), 2024, None, 7).unwrap()
}

fn rules() -> Rules {
    Rules::Som(SomOptions::default())
}

fn keys(r: &SeasonResult) -> Vec<(u8, String, String, u16, u16, bool)> {
    r.games.iter().map(|g| (g.week, g.home.clone(), g.away.clone(), g.home_score, g.away_score, g.overtime)).collect()
}

#[test]
fn a_season_plays_every_scheduled_game_and_adds_up() {
    let t = teams();
    let s = schedule(&t);
    let r = play_season_rules(&t, &s, 3, 0, &rules()).unwrap();
    assert_eq!(r.games.len(), s.games.len());
    assert_eq!(r.games.len(), 272);
    let mut games: BTreeMap<&str, u32> = BTreeMap::new();
    let mut points: BTreeMap<&str, u32> = BTreeMap::new();
    for g in &r.games {
        *games.entry(&g.home).or_default() += 1;
        *games.entry(&g.away).or_default() += 1;
        *points.entry(&g.home).or_default() += g.home_score as u32;
        *points.entry(&g.away).or_default() += g.away_score as u32;
    }
    assert_eq!(games.len(), 32);
    assert!(games.values().all(|n| *n == 17), "{games:?}");
    // The box scores' team totals are the scoreboard's, and every player counted is on his team's cards.
    for (code, tt) in &r.teams {
        assert_eq!(tt.points, points[code.as_str()], "{code}");
    }
    for ((code, id), line) in &r.players {
        let team = t.iter().find(|x| &x.code == code).unwrap();
        assert!(team.player(id).is_some(), "{code} {id} is not on the team's cards");
        let _ = line;
    }
    // Every team's passing yards are its passers' (gross of sacks in both).
    for (code, tt) in &r.teams {
        let players: i32 = r.players.iter().filter(|((c, _), _)| c == code).map(|(_, l)| l.pass_yards).sum();
        assert_eq!(players, tt.pass_yards, "{code}");
    }
    let table = r.standings.render();
    assert!(table.contains("AFC West") && table.contains("NFC South"), "{table}");
    let lead = leaders(std::slice::from_ref(&r), &t, 3);
    let top_passer = lead.lines().nth(1).unwrap();
    assert!(t.iter().any(|team| team.players.iter().any(|p| top_passer.contains(&p.name))), "leaders name the players from their cards: {top_passer}");
}

#[test]
fn the_same_seed_replays_the_same_season() {
    let t = teams();
    let s = schedule(&t);
    let a = play_season_rules(&t, &s, 11, 0, &rules()).unwrap();
    let b = play_season_rules(&t, &s, 11, 0, &rules()).unwrap();
    assert_eq!(keys(&a), keys(&b));
    assert_eq!(a.injured, b.injured);
    let c = play_season_rules(&t, &s, 11, 1, &rules()).unwrap();
    assert_ne!(keys(&a), keys(&c), "another replay plays other games");
}

fn minimum(p: huddle_som::cards::Pos) -> usize {
    use huddle_som::cards::Pos::*;
    match p {
        Qb | Te | K | P | C | Fb | Bb => 1,
        Hb | G | T | De | Dt | Cb | S => 2,
        Wr | Lb => 3,
    }
}

/// [som 2.18.1] step 5: an injury of n games keeps the player out of the n games after this one.
#[test]
fn injured_players_sit_out_the_games_they_miss() {
    let t = teams();
    let s = schedule(&t);
    // Games still to miss, tracked from each game's lasting injuries, checked against who sits out.
    let mut owed: BTreeMap<(String, String), u8> = BTreeMap::new();
    let mut checked = 0;
    let mut runner = |g: &mut AnyGame, _label: &str| -> Result<(), String> {
        let AnyGame::Som(sg) = g else { return Err("not a Strat-O-Matic game".into()) };
        for side in Side::BOTH {
            let code = sg.teams[side].team.code.clone();
            let out: Vec<String> = sg.teams[side].out.iter().map(|(p, _)| sg.teams[side].team.players[*p].id.clone()).collect();
            for ((c, id), n) in owed.iter() {
                if *c == code && *n > 0 {
                    // He sits out, unless that would leave his position short of the fewest
                    // fit players a club keeps (a real club would have signed a replacement).
                    let team = &sg.teams[side].team;
                    let pos = team.players[team.player(id).unwrap()].pos[0];
                    let healthy = team.players.iter().filter(|p| p.pos[0] == pos && !out.contains(&p.id)).count();
                    assert!(out.contains(id) || healthy <= minimum(pos), "{code} {id} owes {n} game(s) but plays ({healthy} fit at {pos:?})");
                    checked += usize::from(out.contains(id));
                }
            }
            // Nobody sits out who owes nothing.
            for id in &out {
                assert!(owed.get(&(code.clone(), id.clone())).is_some_and(|n| *n > 0), "{code} {id} sits out owing nothing");
            }
        }
        g.play_out()?;
        let AnyGame::Som(sg) = g else { unreachable!() };
        for side in Side::BOTH {
            let code = sg.teams[side].team.code.clone();
            for n in owed.iter_mut().filter(|((c, _), _)| *c == code).map(|(_, n)| n) {
                *n = n.saturating_sub(1);
            }
        }
        for (side, id, n) in sg.lasting_injuries() {
            owed.insert((sg.teams[side].team.code.clone(), id), n);
        }
        Ok(())
    };
    let r = play_season_rules_with(&t, &s, 5, 0, &rules(), &mut runner).unwrap();
    assert!(checked > 10, "a season's injuries were checked ({checked})");
    assert_eq!(r.games.len(), 272);
}

/// [som 1.5] Playoffs: overtime periods until there is a winner; the regular season may end tied.
#[test]
fn playoffs_crown_a_champion_and_no_playoff_game_is_tied() {
    let t = teams();
    let s = schedule(&t);
    let mut seen_ot = false;
    for seed in 0..3 {
        let r = play_season_rules(&t, &s, seed, 0, &rules()).unwrap();
        let p = play_postseason_rules(&t, &r, Bracket::of_season(2024), seed, 0, &rules(), &mut computer_only).unwrap().expect("an NFL bracket");
        assert_eq!(p.games.len(), 13);
        assert!(p.games.iter().all(|g| g.home_score != g.away_score), "{:?}", p.games);
        seen_ot |= p.games.iter().any(|g| g.overtime);
        let sb = p.games.iter().find(|g| g.round == Round::SuperBowl).unwrap();
        assert!(p.champion == sb.home || p.champion == sb.away);
        assert!(p.seeds.values().flatten().any(|x| *x == p.champion));
    }
    let _ = seen_ot;
}

#[test]
fn a_league_plays_only_its_own_cards() {
    let t = teams();
    let e = SomTeam::game(&Rules::Ttf7(Default::default()), 1, &t[0], &t[1]).err().unwrap();
    assert!(e.contains("Strat-O-Matic"), "{e}");
    let fac = huddle_cards::sample::league_2024();
    let e = huddle_cards::Team::game(&rules(), 1, &fac[0], &fac[1]).err().unwrap();
    assert!(e.contains("Strat-O-Matic plays its own cards"), "{e}");
}
