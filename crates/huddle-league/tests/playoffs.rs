//! The playoffs after a replayed season: the bracket by season, reseeding, home field, the
//! Super Bowl, playoff overtime, and the regular season left untouched.

use huddle_cards::Team;
use huddle_fac::options::RuleOptions;
use huddle_league::playoffs::{first_round_byes, odds, pairings, play_postseason, real_postseason, render_odds, Bracket, Postseason, RealPostseason, Round};
use huddle_league::schedule::{Fixture, Schedule};
use huddle_league::season::{play_season, replay_seasons, SeasonResult};
use std::collections::BTreeMap;
use std::sync::OnceLock;

fn league() -> &'static [Team] {
    static L: OnceLock<Vec<Team>> = OnceLock::new();
    L.get_or_init(huddle_cards::sample::league_2024)
}

/// One replay of a generated 2024 season (shared by the tests).
fn season() -> &'static SeasonResult {
    static S: OnceLock<SeasonResult> = OnceLock::new();
    S.get_or_init(|| {
        let codes: Vec<String> = league().iter().map(|t| t.code.clone()).collect();
        let fr: Vec<_> = huddle_cards::builder::franchises().into_iter().filter(|f| codes.contains(&f.code)).collect();
        let sch = Schedule::generate(&fr, 2024, None, 1).unwrap();
        play_season(league(), &sch, 11, 0, &RuleOptions::default()).unwrap()
    })
}

#[test]
fn the_bracket_follows_the_season() {
    // Three wild cards since 2020, two before; the Super Bowl of season Y is number Y - 1965 and
    // the AFC is its designated home team in odd-numbered ones (LIX after 2024: the AFC; LVIII
    // after 2023: the NFC).
    assert_eq!(Bracket::of_season(2024), Bracket { wild_cards: 3, afc_home_in_super_bowl: true });
    assert_eq!(Bracket::of_season(2023), Bracket { wild_cards: 3, afc_home_in_super_bowl: false });
    assert_eq!(Bracket::of_season(2020).wild_cards, 3);
    assert_eq!(Bracket::of_season(2019), Bracket { wild_cards: 2, afc_home_in_super_bowl: false });
    assert_eq!(Bracket::of_season(2010).wild_cards, 2);
}

#[test]
fn first_round_byes_and_reseeding() {
    // Seven seeds: the 1 rests, 2-7, 3-6, 4-5; six seeds: 1 and 2 rest, 3-6, 4-5.
    assert_eq!(first_round_byes(7), 1);
    assert_eq!(first_round_byes(6), 2);
    assert_eq!(first_round_byes(4), 0);
    assert_eq!(pairings(&[1, 2, 3, 4, 5, 6, 7], 1), vec![(2, 7), (3, 6), (4, 5)]);
    assert_eq!(pairings(&[1, 2, 3, 4, 5, 6], 2), vec![(3, 6), (4, 5)]);
    // Reseeding: the best seed left hosts the worst left, whatever the bracket lines were.
    assert_eq!(pairings(&[1, 7, 3, 4], 0), vec![(1, 7), (3, 4)]);
    assert_eq!(pairings(&[6, 1, 2, 5], 0), vec![(1, 6), (2, 5)]);
    assert_eq!(pairings(&[4, 2], 0), vec![(2, 4)]);
}

fn check(p: &Postseason, wild_cards: usize, afc_home: bool) {
    let seeds_n = 4 + wild_cards;
    assert_eq!(p.seeds.len(), 2);
    let seed_of = |t: &str| -> (String, usize) {
        p.seeds.iter().find_map(|(c, s)| s.iter().position(|x| x == t).map(|i| (c.clone(), i + 1))).unwrap_or_else(|| panic!("{t} is not seeded"))
    };
    let per_round = |r: Round| p.games.iter().filter(|g| g.round == r).collect::<Vec<_>>();
    // Wild Card 3 games a conference with seven seeds (2 with six), then 2, 1, and the Super Bowl.
    assert_eq!(per_round(Round::WildCard).len(), 2 * (seeds_n - first_round_byes(seeds_n)) / 2);
    assert_eq!(per_round(Round::Divisional).len(), 4);
    assert_eq!(per_round(Round::Conference).len(), 2);
    assert_eq!(per_round(Round::SuperBowl).len(), 1);
    for g in &p.games {
        assert_ne!(g.home_score, g.away_score, "playoff overtime leaves no tie: {g:?}");
    }
    for (conf, s) in &p.seeds {
        assert_eq!(s.len(), seeds_n, "{conf}");
        let mut alive: Vec<usize> = (1..=seeds_n).collect();
        for (r, byes) in [(Round::WildCard, first_round_byes(seeds_n)), (Round::Divisional, 0), (Round::Conference, 0)] {
            let games: Vec<_> = per_round(r).into_iter().filter(|g| seed_of(&g.home).0 == *conf).collect();
            // The better seed is at home, against the opponent reseeding gives.
            let mut got: Vec<(usize, usize)> = games.iter().map(|g| (seed_of(&g.home).1, seed_of(&g.away).1)).collect();
            got.sort_unstable();
            assert_eq!(got, pairings(&alive, byes), "{conf} {r:?}");
            // Winners go on; the rested seeds too.
            let mut next: Vec<usize> = alive.iter().copied().take(byes).collect();
            next.extend(games.iter().map(|g| seed_of(g.winner()).1));
            next.sort_unstable();
            alive = next;
        }
        assert_eq!(alive.len(), 1);
    }
    // The Super Bowl: the two conference champions, the designated home team by the year.
    let sb = per_round(Round::SuperBowl)[0];
    let champs: Vec<&str> = per_round(Round::Conference).iter().map(|g| g.winner()).collect();
    assert!(champs.contains(&sb.home.as_str()) && champs.contains(&sb.away.as_str()), "{sb:?} {champs:?}");
    assert_eq!(seed_of(&sb.home).0, if afc_home { "AFC" } else { "NFC" });
    assert_eq!(p.champion, sb.winner());
}

#[test]
fn a_2024_postseason_seeds_seven_a_conference_and_ends_in_a_super_bowl() {
    let s = season();
    let p = play_postseason(league(), s, Bracket::of_season(2024), 11, 0, &RuleOptions::default()).unwrap().expect("a full league has playoffs");
    assert_eq!(p.games.len(), 13);
    // The seeds are the standings' (division winners, then wild cards).
    for conf in ["AFC", "NFC"] {
        assert_eq!(p.seeds[conf], s.standings.seeds(conf, 3));
    }
    check(&p, 3, true);
    // Deterministic from the seed and replay; another seed plays other games.
    let again = play_postseason(league(), s, Bracket::of_season(2024), 11, 0, &RuleOptions::default()).unwrap().unwrap();
    let scores = |p: &Postseason| p.games.iter().map(|g| (g.home.clone(), g.home_score, g.away_score)).collect::<Vec<_>>();
    assert_eq!(scores(&p), scores(&again));
    let other = play_postseason(league(), s, Bracket::of_season(2024), 12, 0, &RuleOptions::default()).unwrap().unwrap();
    assert_ne!(scores(&p), scores(&other));
}

#[test]
fn a_six_seed_bracket_rests_two_and_the_nfc_hosts_an_even_super_bowl() {
    let p = play_postseason(league(), season(), Bracket { wild_cards: 2, afc_home_in_super_bowl: false }, 11, 0, &RuleOptions::default()).unwrap().unwrap();
    assert_eq!(p.games.len(), 11);
    check(&p, 2, false);
}

#[test]
fn playoffs_leave_the_regular_season_alone_and_odds_count_the_replays() {
    let codes: Vec<String> = league().iter().map(|t| t.code.clone()).collect();
    let fr: Vec<_> = huddle_cards::builder::franchises().into_iter().filter(|f| codes.contains(&f.code)).collect();
    let sch = Schedule::generate(&fr, 2024, None, 3).unwrap();
    let o = RuleOptions::default();
    let with = replay_seasons(league(), &sch, 3, 5, &o, Some(Bracket::of_season(2024)), &|| {}).unwrap();
    let without = replay_seasons(league(), &sch, 3, 5, &o, None, &|| {}).unwrap();
    for (a, b) in with.iter().zip(&without) {
        let g = |s: &SeasonResult| s.games.iter().map(|g| (g.home_score, g.away_score)).collect::<Vec<_>>();
        assert_eq!(g(a), g(b), "the regular season does not depend on the playoffs");
        // Playoff games are not season statistics.
        assert_eq!(a.teams.values().map(|t| t.points).sum::<u32>(), b.teams.values().map(|t| t.points).sum::<u32>());
        assert!(a.postseason.is_some() && b.postseason.is_none());
    }
    let od = odds(&with);
    assert_eq!(od.values().map(|x| x.0).sum::<u32>(), 3 * 14, "14 playoff teams a replay");
    assert_eq!(od.values().map(|x| x.1).sum::<u32>(), 3 * 2, "two conference champions a replay");
    assert_eq!(od.values().map(|x| x.2).sum::<u32>(), 3, "one champion a replay");
    let champs: BTreeMap<&str, u32> = with.iter().fold(BTreeMap::new(), |mut m, s| {
        *m.entry(s.postseason.as_ref().unwrap().champion.as_str()).or_default() += 1;
        m
    });
    for (t, n) in champs {
        assert_eq!(od[t].2, n);
    }
}

#[test]
fn a_league_without_two_conferences_has_no_playoffs() {
    // A season among teams outside the franchise table's conferences seeds nobody.
    let mut s = SeasonResult::default();
    s.standings.add("RIV", "HBR", 21, 14);
    assert!(play_postseason(league(), &s, Bracket::of_season(2024), 1, 0, &RuleOptions::default()).unwrap().is_none());
}

proptest::proptest! {
    /// Any set of surviving seeds: the rested ones are the best, every other seed plays once (an
    /// odd one out waits), the better seed at home, and the pairs nest (best against worst, and so inward).
    #[test]
    fn pairings_pair_the_best_with_the_worst(alive in proptest::collection::btree_set(1usize..=16, 2..=16), byes in 0usize..4) {
        let v: Vec<usize> = alive.iter().copied().collect();
        let byes = byes.min(v.len());
        let p = pairings(&v, byes);
        let playing = &v[byes..];
        proptest::prop_assert_eq!(p.len(), playing.len() / 2);
        let mut seen = std::collections::BTreeSet::new();
        for (i, (h, a)) in p.iter().enumerate() {
            proptest::prop_assert!(h < a);
            proptest::prop_assert!(seen.insert(*h) && seen.insert(*a));
            proptest::prop_assert_eq!((*h, *a), (playing[i], playing[playing.len() - 1 - i]));
        }
        proptest::prop_assert!(v[..byes].iter().all(|b| !seen.contains(b)));
    }
}

#[test]
fn injuries_carry_into_the_playoffs_and_playoff_statistics_are_their_own() {
    let s = season();
    let p = play_postseason(league(), s, Bracket::of_season(2024), 11, 0, &RuleOptions::default()).unwrap().unwrap();
    // The AFC's top seed plays at least its divisional game; its passer of the season throws in it.
    let top = p.seeds["AFC"][0].clone();
    let qb = s.players.iter().filter(|((t, _), _)| *t == top).max_by_key(|(_, l)| l.pass_att).map(|((_, id), _)| id.clone()).unwrap();
    let att = |p: &Postseason| p.players.get(&(top.clone(), qb.clone())).map_or(0, |l| l.pass_att);
    assert!(att(&p) > 0, "{top}'s passer throws in the playoffs");
    // The playoff totals are the playoff games' own: every pass thrown in them, none of the season's.
    let thrown: u32 = p.players.values().map(|l| l.pass_att).sum();
    assert!(thrown > 0 && thrown < s.players.values().map(|l| l.pass_att).sum::<u32>() / 5, "{thrown}");
    // Hurt for nine more games when the season ended: he sits out the playoffs.
    let mut hurt = s.clone();
    hurt.injured.entry(top.clone()).or_default().insert(qb.clone(), 9);
    let q = play_postseason(league(), &hurt, Bracket::of_season(2024), 11, 0, &RuleOptions::default()).unwrap().unwrap();
    assert_eq!(att(&q), 0, "{top}'s injured passer does not play");
}

#[test]
fn the_real_postseason_beside_the_replays_odds() {
    let fx = |home: &str, away: &str, score: Option<(u16, u16)>| Fixture { week: 19, home: home.into(), away: away.into(), score };
    let games = vec![
        ("WC".to_string(), fx("BUF", "DEN", Some((31, 7)))),
        ("CON".to_string(), fx("KC", "BUF", Some((32, 29)))),
        ("CON".to_string(), fx("PHI", "WAS", Some((55, 23)))),
        ("SB".to_string(), fx("PHI", "KC", Some((40, 22)))),
    ];
    let r = real_postseason(&games).unwrap();
    assert_eq!(r, RealPostseason { teams: ["BUF", "DEN", "KC", "PHI", "WAS"].map(String::from).to_vec(), conference_champions: vec!["KC".into(), "PHI".into()], champion: Some("PHI".into()) });
    // Unplayed games say nothing.
    assert_eq!(real_postseason(&[("WC".to_string(), fx("BUF", "DEN", None))]), None);
    // Beside the odds: the real champion's share of the replays' titles.
    let codes: Vec<String> = league().iter().map(|t| t.code.clone()).collect();
    let fr: Vec<_> = huddle_cards::builder::franchises().into_iter().filter(|f| codes.contains(&f.code)).collect();
    let sch = Schedule::generate(&fr, 2024, None, 3).unwrap();
    let seasons = replay_seasons(league(), &sch, 2, 5, &RuleOptions::default(), Some(Bracket::of_season(2024)), &|| {}).unwrap();
    let phi_titles = seasons.iter().filter(|s| s.postseason.as_ref().unwrap().champion == "PHI").count() as f64 * 50.0;
    let text = render_odds(&seasons, 12, Some(&r));
    assert!(text.contains(&format!("In reality PHI won the Super Bowl (the replays: {phi_titles:.1}%)")), "{text}");
    assert!(text.contains("Real conference champions: KC (") && text.contains("The 5 real playoff teams"), "{text}");
    assert!(!render_odds(&seasons, 12, None).contains("In reality"));
}
