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

fn four(pool: &[huddle_cards::Team]) -> Vec<(String, String)> {
    ["KC", "BAL", "BUF", "DET"].iter().map(|c| pool.iter().find(|t| t.code == *c).map(|t| (t.code.clone(), t.name.clone())).unwrap()).collect()
}

fn opts() -> huddle_bones::draft::DraftOptions {
    huddle_bones::draft::DraftOptions::default()
}

fn run(pool: &[huddle_cards::Team], fr: &[(String, String)], o: &huddle_bones::draft::DraftOptions) -> Result<huddle_bones::draft::Draft, String> {
    huddle_bones::draft::draft_with_options(pool, fr, &mut SeededRandom::new(5), o, &mut |_| None)
}

fn order_of(d: &huddle_bones::draft::Draft, round: usize) -> Vec<String> {
    d.picks.iter().filter(|p| p.round == round).map(|p| p.team.clone()).collect()
}

#[test]
fn straight_or_snake_rounds_in_a_drawn_or_listed_order() {
    // [bones 20] item 3: the draft order random or given (e.g. reverse standings), straight or
    // snake rounds.
    use huddle_bones::draft::{Order, Style};
    let pool = huddle_bones::convert::league_2024();
    let fr = four(&pool);
    let listed = huddle_bones::draft::DraftOptions { order: Order::Listed, ..opts() };
    let d = run(&pool, &fr, &listed).unwrap();
    assert_eq!(order_of(&d, 1), ["KC", "BAL", "BUF", "DET"], "[bones 20] as listed");
    assert_eq!(order_of(&d, 2), ["DET", "BUF", "BAL", "KC"], "[bones 20] snake: reversed");
    assert_eq!(order_of(&d, 3), order_of(&d, 1));
    let straight = huddle_bones::draft::DraftOptions { order: Order::Listed, style: Style::Straight, ..opts() };
    let s = run(&pool, &fr, &straight).unwrap();
    for r in 1..=5 {
        assert_eq!(order_of(&s, r), ["KC", "BAL", "BUF", "DET"], "[bones 20] straight: round {r}");
    }
    // The default is the draft it always was: the drawn order, snaking.
    let drawn = run(&pool, &fr, &opts()).unwrap();
    let plain = draft(&pool, &fr, &mut SeededRandom::new(5)).unwrap();
    assert_eq!(drawn.picks, plain.picks);
    let mut r2 = order_of(&drawn, 2);
    r2.reverse();
    assert_eq!(order_of(&drawn, 1), r2);
    // A drawn order differs from the listed one for some seed.
    assert!((0..10).any(|k| order_of(&huddle_bones::draft::draft_with_options(&pool, &fr, &mut SeededRandom::new(k), &opts(), &mut |_| None).unwrap(), 1) != order_of(&d, 1)));
}

#[test]
fn traded_picks_change_hands_and_every_roster_is_still_filled() {
    // [bones 20] item 3: trading picks (a swap of two picks).
    use huddle_bones::draft::{Order, Slot, Style};
    let pool = huddle_bones::convert::league_2024();
    let fr = four(&pool);
    let slot = |round: usize, f: &str| Slot { round, franchise: f.into() };
    let o = huddle_bones::draft::DraftOptions { order: Order::Listed, style: Style::Straight, swaps: vec![(slot(1, "KC"), slot(3, "DET")), (slot(2, "bal"), slot(2, "BUF"))], ..opts() };
    let d = run(&pool, &fr, &o).unwrap();
    assert_eq!(order_of(&d, 1), ["DET", "BAL", "BUF", "DET"], "[bones 20] KC's first-round pick is DET's");
    assert_eq!(order_of(&d, 2), ["KC", "BUF", "BAL", "DET"], "[bones 20] BAL and BUF swap in round 2");
    assert_eq!(order_of(&d, 3), ["KC", "BAL", "BUF", "KC"], "[bones 20] DET's third-round pick is KC's");
    let per: usize = ROSTER.iter().map(|r| r.1).sum();
    for t in &d.teams {
        assert_eq!(t.players.len(), per, "{}", t.code);
        huddle_bones::cards::check_team(t, "draft").unwrap();
    }
    // Refused: a trade within one franchise, a pick traded twice, an unknown franchise or round.
    for (swaps, needle) in [
        (vec![(slot(1, "KC"), slot(2, "KC"))], "between two franchises"),
        (vec![(slot(1, "KC"), slot(2, "BAL")), (slot(1, "KC"), slot(3, "BUF"))], "traded twice"),
        (vec![(slot(1, "XX"), slot(2, "BAL"))], "no franchise 'XX'"),
        (vec![(slot(0, "KC"), slot(2, "BAL"))], "rounds 1-39"),
        (vec![(slot(40, "KC"), slot(2, "BAL"))], "rounds 1-39"),
    ] {
        let e = run(&pool, &fr, &huddle_bones::draft::DraftOptions { swaps, ..opts() }).err().unwrap();
        assert!(e.contains(needle), "{e}");
    }
}

#[test]
fn keepers_leave_the_board_and_cost_their_franchise_its_earliest_picks() {
    // [bones 20] item 1 and 3: keeper leagues — players kept before the draft.
    use huddle_bones::draft::Order;
    let pool = huddle_bones::convert::league_2024();
    let fr = four(&pool);
    let kc = pool.iter().find(|t| t.code == "KC").unwrap();
    let qb = kc.players.iter().find(|p| p.group() == huddle_cards::Group::QB && p.bones.is_some()).unwrap();
    let te = kc.players.iter().find(|p| p.group() == huddle_cards::Group::TE && p.bones.is_some()).unwrap();
    let o = huddle_bones::draft::DraftOptions { order: Order::Listed, keepers: vec![("kc".into(), vec![qb.name.to_uppercase(), te.id.clone()])], ..opts() };
    let d = run(&pool, &fr, &o).unwrap();
    assert_eq!(d.keepers.iter().map(|k| (k.team.as_str(), k.player.as_str())).collect::<Vec<_>>(), [("KC", qb.name.as_str()), ("KC", te.name.as_str())]);
    assert_eq!(order_of(&d, 1), ["BAL", "BUF", "DET"], "[bones 20] KC's first pick pays for a keeper");
    assert_eq!(order_of(&d, 2), ["DET", "BUF", "BAL"], "[bones 20] and its second (snake: KC was last)");
    assert_eq!(order_of(&d, 3)[0], "KC");
    assert!(d.picks.iter().all(|p| p.player != qb.name), "a keeper is not drafted");
    let t = d.teams.iter().find(|t| t.code == "KC").unwrap();
    let per: usize = ROSTER.iter().map(|r| r.1).sum();
    assert_eq!(t.players.len(), per);
    assert!(t.players.iter().any(|p| p.id == qb.id) && t.players.iter().any(|p| p.id == te.id));
    for t in &d.teams {
        huddle_bones::cards::check_team(t, "draft").unwrap();
    }
    // Refused: nobody of that name, a player kept twice, more than the roster holds at a position,
    // an unknown franchise.
    let qbs: Vec<String> = pool.iter().flat_map(|t| t.players.iter()).filter(|p| p.group() == huddle_cards::Group::QB && p.bones.is_some()).take(3).map(|p| p.id.clone()).collect();
    for (keepers, needle) in [
        (vec![("KC".to_string(), vec!["Nobody At All".to_string()])], "no player 'Nobody At All'"),
        (vec![("KC".to_string(), vec![qb.id.clone()]), ("BAL".to_string(), vec![qb.id.clone()])], "kept by KC already"),
        (vec![("KC".to_string(), qbs)], "more than 2 QB"),
        (vec![("XX".to_string(), vec![qb.id.clone()])], "no franchise 'XX'"),
    ] {
        let e = run(&pool, &fr, &huddle_bones::draft::DraftOptions { keepers, ..opts() }).err().unwrap();
        assert!(e.contains(needle), "{e}");
    }
}

#[test]
fn a_draft_board_is_written_and_read_back_to_the_same_league() {
    // [bones 20] item 3: import/export of draft boards (FanDraft-style): a draft's board, read
    // back, draws up the same league — keepers and traded picks included.
    use huddle_bones::draft::{board_csv, draft_from_board, read_board, Order, Slot};
    let pool = huddle_bones::convert::league_2024();
    let fr = four(&pool);
    let kc = pool.iter().find(|t| t.code == "KC").unwrap();
    let qb = kc.players.iter().find(|p| p.group() == huddle_cards::Group::QB && p.bones.is_some()).unwrap();
    let o = huddle_bones::draft::DraftOptions { order: Order::Listed, keepers: vec![("KC".into(), vec![qb.id.clone()])], swaps: vec![(Slot { round: 1, franchise: "BAL".into() }, Slot { round: 2, franchise: "DET".into() })], ..opts() };
    let d = run(&pool, &fr, &o).unwrap();
    let text = board_csv(&d);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "overall,round,franchise,player,player_id,position,from");
    assert_eq!(lines.len(), 1 + d.keepers.len() + d.picks.len());
    assert!(lines[1].starts_with(&format!("0,0,KC,{},{},QB,KC", qb.name, qb.id)), "the keeper first: {}", lines[1]);
    let rows = read_board(&text, "board.csv").unwrap();
    assert_eq!(rows.len(), 1 + d.picks.len());
    assert_eq!((rows[0].line, rows[0].round, rows[0].player.as_str()), (2, 0, qb.id.as_str()), "the id is read before the name");
    let back = draft_from_board(&pool, &fr, &rows, "board.csv", &huddle_bones::draft::ROSTER).unwrap();
    assert_eq!(serde_json::to_value(&back.teams).unwrap(), serde_json::to_value(&d.teams).unwrap(), "the same rosters and Lineup Cards");
    assert_eq!(back.picks, d.picks);
    assert_eq!(back.keepers, d.keepers);
    assert_eq!(board_csv(&back), text);
}

#[test]
fn a_partial_board_is_filled_by_the_computer_and_bad_picks_name_their_line() {
    // [bones 20] item 3-4: a draft held elsewhere — its picks kept as made, each roster filled to
    // the template and able to field its Lineup Card; a pick no draft could make is refused.
    use huddle_bones::draft::{draft_from_board, read_board};
    let pool = huddle_bones::convert::league_2024();
    let fr = vec![("ANN".to_string(), "ANN".to_string()), ("BOB".to_string(), "BOB".to_string())];
    let text = "round,franchise,player\nkept,bob,Derrick Henry\n1,ANN,patrick mahomes\n1,BOB,Lamar Jackson\n2,BOB,Josh Allen\n\n2,ANN,Saquon Barkley\n";
    let rows = read_board(text, "b.csv").unwrap();
    assert_eq!(rows.len(), 5, "the blank line is skipped");
    let d = draft_from_board(&pool, &fr, &rows, "b.csv", &huddle_bones::draft::ROSTER).unwrap();
    let per: usize = ROSTER.iter().map(|r| r.1).sum();
    for t in &d.teams {
        assert_eq!(t.players.len(), per, "{} filled", t.code);
        for (g, n) in ROSTER {
            assert_eq!(t.players.iter().filter(|p| p.group() == g).count(), n, "{} {g:?}", t.code);
        }
        huddle_bones::cards::check_team(t, "board").unwrap();
    }
    let has = |code: &str, name: &str| d.teams.iter().find(|t| t.code == code).unwrap().players.iter().any(|p| p.name == name);
    assert!(has("ANN", "Patrick Mahomes") && has("ANN", "Saquon Barkley") && has("BOB", "Lamar Jackson") && has("BOB", "Josh Allen") && has("BOB", "Derrick Henry"));
    assert_eq!(d.keepers.len(), 1);
    assert_eq!(d.picks[..4].iter().map(|p| (p.overall, p.team.as_str())).collect::<Vec<_>>(), [(1, "ANN"), (2, "BOB"), (3, "BOB"), (4, "ANN")]);
    assert_eq!(d.picks.len() + 1, 2 * per);
    // BOB has both his quarterbacks: the computer drafts him none.
    assert_eq!(d.picks.iter().filter(|p| p.team == "BOB" && p.pos == huddle_cards::Position::QB).count(), 2);

    let refused = |text: &str, needle: &str| {
        let e = read_board(text, "b.csv").and_then(|rows| draft_from_board(&pool, &fr, &rows, "b.csv", &huddle_bones::draft::ROSTER).map(drop)).unwrap_err();
        assert!(e.contains(needle), "{e} should say {needle}");
    };
    refused("round,franchise,player\n1,CAT,Josh Allen\n", "b.csv: line 2: no franchise 'CAT' in the draft (its franchises: ANN, BOB)");
    refused("round,franchise,player\n1,ANN,Nobody At All\n", "line 2: no player 'Nobody At All' in the pool");
    refused("round,franchise,player\n1,ANN,Josh Allen\n1,BOB,josh allen\n", "line 3: josh allen is taken already (by ANN, line 2)");
    refused("round,franchise,player\n1,ANN,Josh Allen\n2,ANN,Lamar Jackson\n3,ANN,Joe Burrow\n", "line 4: ANN has its 2 QB already");
    refused("round,franchise,player\n1,ANN,Josh Allen\n0,BOB,Joe Burrow\n", "line 3: a keeper (round 0) after the draft's first pick");
    refused("round,franchise,player\nfirst,ANN,Josh Allen\n", "line 2: round 'first' is not a number");
    refused("round,team,player\n1,ANN,Josh Allen\n", "line 1: a draft board names the columns round, franchise and player");
    refused("round,franchise,position\n1,ANN,QB\n", "no player or player_id column");
    refused("round,franchise,player\n", "the board has no picks");
    refused("round,franchise,player\n1,,Josh Allen\n", "line 2: no franchise named");
    refused("round,franchise,player\n1,ANN\n", "b.csv");
    // A name two cards share asks for the id.
    let mut names = std::collections::HashMap::new();
    for p in pool.iter().flat_map(|t| t.players.iter()).filter(|p| p.bones.is_some()) {
        names.entry(p.name.clone()).or_insert_with(HashSet::new).insert(p.id.clone());
    }
    let (twice, _) = names.iter().find(|(_, ids)| ids.len() > 1).expect("the 2024 pool has two players of one name (Jonah Williams, Connor McGovern, …)");
    refused(&format!("round,franchise,player\n1,ANN,{twice}\n"), "give the player's id");
}

#[test]
fn a_trade_moves_players_and_redraws_only_what_it_touches() {
    // [bones 20] item 4-5: a drafted league's rosters change hands between games; each must still
    // field a legal Lineup Card (validated after the trade) and keep within the roster size.
    use huddle_bones::draft::trade;
    use huddle_cards::{DefBox, Group, OffBox};
    let pool = huddle_bones::convert::league_2024();
    let d = run(&pool, &four(&pool), &opts()).unwrap();
    let before = d.teams.clone();
    let team = |l: &[huddle_cards::Team], c: &str| l.iter().find(|t| t.code == c).unwrap().clone();
    let qb_of = |t: &huddle_cards::Team| t.lineup.offense[&OffBox::QB].clone();
    let name = |t: &huddle_cards::Team, id: &str| t.players.iter().find(|p| p.id == id).unwrap().name.clone();
    let (kc, bal) = (team(&before, "KC"), team(&before, "BAL"));
    let (kc_qb, bal_qb) = (name(&kc, &qb_of(&kc)), name(&bal, &qb_of(&bal)));
    let mut league = before.clone();
    let moved = trade(&pool, &mut league, "kc", std::slice::from_ref(&kc_qb), "BAL", std::slice::from_ref(&bal_qb)).unwrap();
    assert_eq!(moved.iter().map(|m| (m.from.as_str(), m.to.as_str(), m.player.as_str())).collect::<Vec<_>>(), [("KC", "BAL", kc_qb.as_str()), ("BAL", "KC", bal_qb.as_str())]);
    let (kc2, bal2) = (team(&league, "KC"), team(&league, "BAL"));
    assert!(kc2.players.iter().any(|p| p.name == bal_qb) && !kc2.players.iter().any(|p| p.name == kc_qb));
    assert!(bal2.players.iter().any(|p| p.name == kc_qb) && !bal2.players.iter().any(|p| p.name == bal_qb));
    assert_eq!((kc2.players.len(), bal2.players.len()), (kc.players.len(), bal.players.len()));
    // Each starts his new team's games (a starter for a starter)...
    assert_eq!(name(&kc2, &qb_of(&kc2)), bal_qb);
    assert_eq!(name(&bal2, &qb_of(&bal2)), kc_qb);
    // ...and what the trade did not touch keeps its place: the line, the defense, the kickers.
    for b in [OffBox::LT, OffBox::LG, OffBox::C, OffBox::RG, OffBox::RT, OffBox::BK2, OffBox::LE, OffBox::FL1, OffBox::FL2, OffBox::RTE] {
        assert_eq!(kc2.lineup.offense[&b], kc.lineup.offense[&b], "{b:?}");
    }
    for b in [DefBox::A, DefBox::B, DefBox::D, DefBox::E, DefBox::F, DefBox::H, DefBox::J, DefBox::K, DefBox::M, DefBox::N, DefBox::O] {
        assert_eq!(kc2.lineup.defense[&b], kc.lineup.defense[&b], "{b:?}");
    }
    assert_eq!((kc2.lineup.kicker.as_str(), kc2.lineup.punter.as_str()), (kc.lineup.kicker.as_str(), kc.lineup.punter.as_str()));
    for t in [&kc2, &bal2] {
        huddle_bones::cards::check_team(t, "trade").unwrap();
    }
    // The other franchises are not touched.
    assert_eq!(serde_json::to_value(team(&league, "DET")).unwrap(), serde_json::to_value(team(&before, "DET")).unwrap());
    // Both franchises keep the trade in their history, and a second trade is added after it.
    let line = format!("KC sends {kc_qb} (QB) to BAL; BAL sends {bal_qb} (QB) to KC");
    for t in [&kc2, &bal2] {
        assert_eq!(t.bones.as_ref().unwrap().trades, std::slice::from_ref(&line), "{}", t.code);
    }
    assert!(team(&league, "DET").bones.unwrap().trades.is_empty());
    trade(&pool, &mut league, "KC", std::slice::from_ref(&bal_qb), "BAL", std::slice::from_ref(&kc_qb)).unwrap();
    let back = format!("KC sends {bal_qb} (QB) to BAL; BAL sends {kc_qb} (QB) to KC");
    assert_eq!(team(&league, "BAL").bones.unwrap().trades, [line.clone(), back]);

    // Refused, with nothing changed.
    let qbs: Vec<String> = kc.players.iter().filter(|p| p.group() == Group::QB).map(|p| p.name.clone()).collect();
    let wrs: Vec<String> = bal.players.iter().filter(|p| p.group() == Group::WR).take(2).map(|p| p.name.clone()).collect();
    let one_wr = vec![wrs[0].clone()];
    let refused = |a: &str, a_sends: &[String], b: &str, b_sends: &[String], needle: &str| {
        let mut l = before.clone();
        let e = trade(&pool, &mut l, a, a_sends, b, b_sends).unwrap_err();
        assert!(e.contains(needle), "{e} should say {needle}");
        assert_eq!(serde_json::to_value(&l).unwrap(), serde_json::to_value(&before).unwrap(), "nothing changed");
    };
    refused("KC", &qbs, "BAL", &wrs, "after the trade KC cannot field its Lineup Card");
    refused("KC", &qbs[..1], "BAL", &wrs, "after the trade KC would hold 40 players: a roster holds at most 39");
    refused("KC", &qbs[..1], "KC", &one_wr, "between two franchises");
    refused("KC", &qbs[..1], "XX", &one_wr, "no franchise 'XX'");
    refused("KC", &["Nobody".to_string()], "BAL", &one_wr, "KC has no player 'Nobody'");
    refused("KC", &[], "BAL", &one_wr, "KC sends nobody");
    refused("KC", &[qbs[0].clone(), qbs[0].to_uppercase()], "BAL", &wrs, "sends");
    // A league drafted from another pool: its players must be in the pool named.
    let other: Vec<huddle_cards::Team> = pool.iter().filter(|t| t.code != "KC" && t.code != "BAL").cloned().collect();
    let mut l = before.clone();
    let e = trade(&other, &mut l, "KC", &qbs[..1], "BAL", &one_wr).unwrap_err();
    assert!(e.contains("is not in the card pool"), "{e}");
}

#[test]
fn a_league_sets_its_own_roster_and_the_draft_its_rounds() {
    // [bones 20] items 3-4: a configurable number of rounds and roster size — each roster
    // drafts the league's template, never below what its Lineup Card needs.
    use huddle_bones::draft::{draft_from_board, read_board, roster_size, DraftOptions, LINEUP_NEEDS};
    use huddle_cards::Group;
    let pool = huddle_bones::convert::league_2024();
    let fr = four(&pool);
    let roster: std::collections::BTreeMap<Group, usize> = [(Group::QB, 3), (Group::WR, 4), (Group::K, 2), (Group::DB, 9)].into_iter().collect();
    let o = DraftOptions { roster: roster.clone(), ..opts() };
    let t = o.template().unwrap();
    assert_eq!(roster_size(&t), 39 + 1 - 1 + 1 + 2);
    let d = run(&pool, &fr, &o).unwrap();
    assert_eq!(d.picks.len(), 4 * roster_size(&t), "a round a player");
    assert_eq!(d.picks.iter().map(|p| p.round).max(), Some(roster_size(&t)));
    for team in &d.teams {
        for (g, n) in t {
            assert_eq!(team.players.iter().filter(|p| p.group() == g).count(), n, "{} {g:?}", team.code);
        }
        huddle_bones::cards::check_team(team, "draft").unwrap();
    }
    // The standard roster is the default, and what a Lineup Card needs is the floor.
    assert_eq!(opts().template().unwrap(), ROSTER);
    for (g, n, needle) in [(Group::QB, 0, "0 QB"), (Group::WR, 2, "needs 3"), (Group::DB, 16, "1"), (Group::K, 4, "1 to 3")] {
        let e = DraftOptions { roster: [(g, n)].into_iter().collect(), ..opts() }.template().unwrap_err();
        assert!(e.contains(needle) && e.contains(&format!("{g:?}")), "{e}");
        assert!(run(&pool, &fr, &DraftOptions { roster: [(g, n)].into_iter().collect(), ..opts() }).is_err());
    }
    let least = DraftOptions { roster: LINEUP_NEEDS.into_iter().collect(), ..opts() };
    let small = run(&pool, &fr, &least).unwrap();
    assert!(small.teams.iter().all(|t| t.players.len() == roster_size(&LINEUP_NEEDS)), "the smallest legal roster drafts and fields its Lineup Card");
    // A board is held to the league's roster: a third quarterback is one too many in the standard
    // one, not in this league's.
    let text = "round,franchise,player\n1,KC,Josh Allen\n2,KC,Lamar Jackson\n3,KC,Joe Burrow\n";
    let rows = read_board(text, "b.csv").unwrap();
    assert!(draft_from_board(&pool, &fr, &rows, "b.csv", &ROSTER).err().unwrap().contains("has its 2 QB already"));
    let d = draft_from_board(&pool, &fr, &rows, "b.csv", &t).unwrap();
    assert_eq!(d.teams.iter().find(|x| x.code == "KC").unwrap().players.iter().filter(|p| p.group() == Group::QB).count(), 3);
}

#[test]
fn a_keeper_leagues_franchises_keep_their_best_into_the_next_draft() {
    // [bones 20] item 1: keeper and multi-season leagues — last season's franchises keep their
    // most valuable players still in this season's pool, within the roster, into the next draft.
    use huddle_bones::draft::{best_keepers, DraftOptions, Order};
    use huddle_cards::Group;
    let pool = huddle_bones::convert::league_2024();
    let fr = four(&pool);
    let last = run(&pool, &fr, &opts()).unwrap();
    let kept = best_keepers(&pool, &last.teams, &fr, 4, &ROSTER).unwrap();
    assert_eq!(kept.iter().map(|k| k.0.as_str()).collect::<Vec<_>>(), ["KC", "BAL", "BUF", "DET"]);
    for (code, ids) in &kept {
        let team = last.teams.iter().find(|t| &t.code == code).unwrap();
        assert_eq!(ids.len(), 4);
        assert!(ids.iter().all(|id| team.players.iter().any(|p| &p.id == id)), "{code} keeps its own players");
        // Its first pick of last season is among them (the board's best it took).
        let first = last.picks.iter().find(|p| &p.team == code).unwrap();
        assert!(ids.contains(&first.id), "{code} keeps {}", first.player);
    }
    // Never more of a group than the roster holds: with one quarterback a roster, one kept.
    let one_qb = DraftOptions { roster: [(Group::QB, 1)].into_iter().collect(), ..opts() }.template().unwrap();
    let kept_one = best_keepers(&pool, &last.teams, &fr, 39, &one_qb).unwrap();
    for (code, ids) in &kept_one {
        let team = last.teams.iter().find(|t| &t.code == code).unwrap();
        assert_eq!(ids.iter().filter(|id| team.players.iter().any(|p| &&p.id == id && p.group() == Group::QB)).count(), 1, "{code}");
    }
    // A player without a card in the new pool cannot be kept; a franchise new to the league keeps nobody.
    let star = kept[0].1[0].clone();
    let smaller: Vec<huddle_cards::Team> = pool.iter().map(|t| huddle_cards::Team { players: t.players.iter().filter(|p| p.id != star).cloned().collect(), ..t.clone() }).collect();
    let again = best_keepers(&smaller, &last.teams, &fr, 4, &ROSTER).unwrap();
    assert!(!again[0].1.contains(&star) && again[0].1.len() == 4);
    let newcomer = vec![("NYJ".to_string(), "New York Jets".to_string())];
    assert!(best_keepers(&pool, &last.teams, &newcomer, 4, &ROSTER).unwrap().is_empty());
    // The next draft holds them: kept, not drafted, each costing a pick.
    let next = run(&pool, &fr, &DraftOptions { order: Order::Listed, keepers: kept.clone(), ..opts() }).unwrap();
    assert_eq!(next.keepers.len(), 16);
    for (code, ids) in &kept {
        let team = next.teams.iter().find(|t| &t.code == code).unwrap();
        assert!(ids.iter().all(|id| team.players.iter().any(|p| &p.id == id)));
        assert_eq!(team.players.len(), 39);
    }
}
