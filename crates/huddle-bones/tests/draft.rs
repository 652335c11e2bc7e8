//! The draft league (§20): franchises draft the season's card pool and play under the rules.

use huddle_bones::draft::{draft, ROSTER};
use huddle_core::SeededRandom;
use std::collections::HashSet;

fn franchises(pool: &[huddle_cards::Team]) -> Vec<(String, String)> {
    pool.iter().map(|t| (t.code.clone(), t.name.clone())).collect()
}

#[test]
fn a_snake_draft_fills_every_roster_and_each_plays_a_legal_lineup_bones_20() {
    // [bones 20] item 2(b) and 3-4: franchises filled by a draft from the card pool, snake
    // rounds, a roster that fields a legal display with a kicker, a punter and returners.
    let pool = huddle_bones::convert::league_2024();
    let d = draft(&pool, &franchises(&pool), &mut SeededRandom::new(7)).unwrap();
    let per: usize = ROSTER.iter().map(|r| r.1).sum();
    assert_eq!(d.picks.len(), 32 * per);
    let mut seen = HashSet::new();
    for t in &d.teams {
        assert_eq!(t.players.len(), per, "{}", t.code);
        for (g, n) in ROSTER {
            assert_eq!(t.players.iter().filter(|p| p.group() == g).count(), n, "{} {g:?}", t.code);
        }
        for p in &t.players {
            assert!(seen.insert(p.id.clone()), "{} drafted twice", p.name);
        }
        huddle_bones::cards::check_team(t, "draft").unwrap();
    }
    // Snake order: the last pick of round 1 is the first of round 2.
    assert_eq!(d.picks[31].team, d.picks[32].team);
    assert_eq!(d.picks[0].team, d.picks[63].team);
    // Each pick is on the roster of the team that made it.
    for p in &d.picks {
        let t = d.teams.iter().find(|t| t.code == p.team).unwrap();
        assert!(t.players.iter().any(|x| x.name == p.player && x.pos == p.pos), "{p:?}");
    }
    // A league file of drafted teams reads back as Bones teams and plays.
    let text = serde_json::to_string(&d.teams).unwrap();
    let back = huddle_bones::cards::parse_league(&text, "drafted.json").unwrap();
    assert_eq!(back.len(), 32);
    let g = huddle_bones::sim::play_ai_game(3, back[0].clone(), back[1].clone(), Default::default()).unwrap();
    assert!(g.core.is_over() && g.refused_calls == 0);
}

#[test]
fn the_draft_is_replayed_by_its_seed_and_the_board_takes_the_best_card_first() {
    let pool = huddle_bones::convert::league_2024();
    let fr = franchises(&pool);
    let a = draft(&pool, &fr, &mut SeededRandom::new(7)).unwrap();
    let b = draft(&pool, &fr, &mut SeededRandom::new(7)).unwrap();
    assert_eq!(a.picks, b.picks);
    let c = draft(&pool, &fr, &mut SeededRandom::new(8)).unwrap();
    assert_ne!(a.picks[0].team, c.picks[0].team, "another seed draws another order");
    assert_eq!(a.picks[0].player, c.picks[0].player, "the board's first card goes first whoever picks");
    // The first quarterback taken has the best quarterback card of the pool.
    let best_qb = pool.iter().flat_map(|t| t.players.iter()).filter(|p| p.group() == huddle_cards::Group::QB).max_by(|x, y| huddle_bones::draft::card_value(x).total_cmp(&huddle_bones::draft::card_value(y))).unwrap();
    assert_eq!(a.picks.iter().find(|p| p.pos == huddle_cards::Position::QB).unwrap().player, best_qb.name);
}

#[test]
fn a_pool_too_small_or_franchises_twice_are_refused() {
    let pool = huddle_bones::convert::league_2024();
    let e = draft(&pool[..2], &franchises(&pool), &mut SeededRandom::new(1)).err().unwrap();
    assert!(e.contains("the pool has") && e.contains("32 franchises need"), "{e}");
    let mut fr = franchises(&pool);
    fr[1] = fr[0].clone();
    assert!(draft(&pool, &fr, &mut SeededRandom::new(1)).err().unwrap().contains("twice"));
    assert!(draft(&pool, &fr[..1], &mut SeededRandom::new(1)).err().unwrap().contains("at least two"));
}

#[test]
fn drafts_of_any_size_and_seed_give_legal_teams_that_play() {
    // [bones 20] item 4: every drafted roster fields a legal display, whatever the number of
    // franchises and the order drawn; and its games play to the end with legal calls.
    let pool = huddle_bones::convert::league_2024();
    let all = franchises(&pool);
    for (k, n) in [2usize, 3, 5, 8, 13, 21].into_iter().enumerate() {
        for seed in 0..3u64 {
            let fr: Vec<(String, String)> = (0..n).map(|i| all[(i * 7 + k + seed as usize) % all.len()].clone()).collect();
            let mut codes: Vec<&str> = fr.iter().map(|f| f.0.as_str()).collect();
            codes.sort();
            codes.dedup();
            if codes.len() != n {
                continue;
            }
            let d = draft(&pool, &fr, &mut SeededRandom::new(seed)).unwrap_or_else(|e| panic!("{n} franchises, seed {seed}: {e}"));
            assert_eq!(d.teams.len(), n);
            for t in &d.teams {
                huddle_bones::cards::check_team(t, "draft").unwrap();
            }
            let g = huddle_bones::sim::play_ai_game(seed, d.teams[0].clone(), d.teams[n - 1].clone(), Default::default()).unwrap();
            assert!(g.core.is_over() && g.refused_calls == 0, "{n} franchises, seed {seed}");
        }
    }
}
