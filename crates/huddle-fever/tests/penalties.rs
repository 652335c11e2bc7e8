//! Penalty cards and their enforcement: the data, the decks in play, and the rulings of 17.7
//! (N1–N10 of the digest).
#![allow(clippy::too_many_arguments)]
mod common;
use common::*;
use huddle_core::{PerSide, Phase, Side};
use huddle_fever::penalties::{validate_card, EMBEDDED_CARDS};
use huddle_fever::{Against, Enforce, PenaltyCards};
use serde_json::{json, Value};

/// Home runs from `los` with one flag; the card `id` is on top of its deck; Away is the
/// defense. `sr`: the run total; `def`: the Run Defense face.
fn flagged_run(los: i16, down: u8, to_go: i16, sr: u8, def: Face, id: &str, home: TC, away: TC) -> (FeverGame, TC, TC) {
    let mut g = scrimmage(S::new().rp(sr, 0).ref_flag().d(D::RunDefense, def), los, down, to_go);
    g.put_card_on_top(id).unwrap();
    let (mut home, mut away) = (home.play(Play::Run), away.def(DefenseDie::Run));
    step(&mut g, &mut home, &mut away);
    assert_script_done(&g);
    (g, home, away)
}

#[test]
fn the_cards_as_data() {
    // [fever 5.14] Four decks of fifteen cards; each names the infraction, the team penalized,
    // the options and the signal; pass interference against the defense is there (L311) and
    // the 15-yard personal foul (L855).
    let cards = PenaltyCards::embedded().unwrap();
    let mut ids = std::collections::HashSet::new();
    for deck in DeckKind::ALL {
        let d = cards.deck(deck);
        assert_eq!(d.len(), 15, "{deck}");
        for c in d {
            assert!(validate_card(deck, c).is_ok(), "{}", c.id);
            assert!(!c.infraction.is_empty() && !c.signal.is_empty() && !c.text.is_empty());
            assert!(ids.insert(c.id.clone()));
        }
        // Both teams can foul on every kind of play.
        assert!(d.iter().any(|c| c.against == Against::Offense) && d.iter().any(|c| c.against == Against::Defense), "{deck}");
    }
    assert!(cards.deck(DeckKind::Passing).iter().any(|c| c.enforce == Enforce::PassSpot && c.against == Against::Defense && c.first_down));
    assert!(cards.deck(DeckKind::Running).iter().any(|c| c.personal_foul && c.against == Against::Defense && c.yards == 15 && c.first_down));
    assert!(cards.deck(DeckKind::Running).iter().any(|c| c.infraction == "False start"));
    // A broken file is refused, naming the file, the deck, the card and the rule.
    let broken = |f: &dyn Fn(&mut Value)| {
        let mut v: Value = serde_json::from_str(EMBEDDED_CARDS).unwrap();
        f(&mut v);
        PenaltyCards::from_json(&v.to_string(), "my-cards.json").unwrap_err().to_string()
    };
    let e = broken(&|v| v["decks"]["running"][2]["yards"] = json!(7));
    assert!(e.contains("my-cards.json") && e.contains("RUNNING") && e.contains("`RUN-03`") && e.contains("[fever 8.7]"), "{e}");
    let e = broken(&|v| v["decks"]["kicking"].as_array_mut().unwrap().truncate(14));
    assert!(e.contains("KICKING") && e.contains("14 cards") && e.contains("[fever 5.14]"), "{e}");
    let e = broken(&|v| v["decks"]["running"][0]["enforce"] = json!("pass_spot"));
    assert!(e.contains("`RUN-01`") && e.contains("pass interference"), "{e}");
    let e = broken(&|v| v["decks"]["passing"][1]["id"] = json!("PAS-01"));
    assert!(e.contains("used by another card"), "{e}");
    let e = broken(&|v| v["decks"]["returning"][0]["first_down"] = json!(true));
    assert!(e.contains("`RET-01`") && e.contains("first down"), "{e}");
    let e = broken(&|v| {
        for c in v["decks"]["passing"].as_array_mut().unwrap() {
            if c["enforce"] == "pass_spot" {
                c["enforce"] = json!("previous_spot");
                c["yards"] = json!(15);
            }
        }
    });
    assert!(e.contains("PASSING") && e.contains("no card is pass interference"), "{e}");
}

#[test]
fn decks_in_play() {
    // [fever 5.14] N10: the decks are shuffled before every quarter (and for overtime), and a
    // read card goes to the back of its deck.
    let mut g = flagged_run(30, 1, 10, 4, F::Blank, "RUN-10", TC::new().pen(1), TC::new()).0;
    let running = g.deck(DeckKind::Running);
    let id = g.data().cards.find("RUN-10").unwrap().idx;
    assert_eq!(running.order().last(), Some(id), "the card read is at the bottom");
    assert_ne!(running.top(), id);
    let before = g.deck(DeckKind::Running).shuffles();
    // The quarter ends on the next play: every deck is shuffled again.
    g.set_dice_script(S::new().rp(3, 0).ref_blank().d(D::RunDefense, F::Blank).build());
    g.set_clock(1, 1);
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.state.clock.period.0, 2);
    for d in DeckKind::ALL {
        assert_eq!(g.deck(d).shuffles(), before + 1, "{d}");
    }
    // A stacked deck (scenarios) must be a permutation of the 15 cards.
    let order: Vec<u16> = (0..15).rev().collect();
    assert_eq!(PenaltyDeck::stacked(DeckKind::Kicking, &order).unwrap().top(), 14);
    assert!(PenaltyDeck::stacked(DeckKind::Kicking, &[0, 0, 1]).is_none());
    let mut dup = order.clone();
    dup[0] = 13;
    assert!(PenaltyDeck::stacked(DeckKind::Kicking, &dup).is_none());
    // At the start: every deck shuffled once (layout, rulebook §3.2).
    let g = game(DiceScript::new());
    assert!(DeckKind::ALL.iter().all(|d| g.deck(*d).shuffles() == 1));
}

#[test]
fn which_deck_for_which_play() {
    // [fever 5.14] (M11) run/draw → RUNNING, pass/bomb → PASSING, kicks → KICKING, returns →
    // RETURNING; the card is read after the play is complete (L275).
    let deck_of = |call: Play, face_dice: S| {
        let mut g = scrimmage(face_dice.ref_flag().d(D::RunDefense, F::Blank), 30, 1, 10);
        step(&mut g, &mut TC::new().play(call), &mut TC::new());
        g.last().cards()[0].0.deck
    };
    assert_eq!(deck_of(Play::Draw, S::new().rp(2, 2).d(D::Option, F::Run(2))), DeckKind::Running);
    assert_eq!(deck_of(Play::Bomb, S::new().rp(2, 2).d(D::Bomb, F::Pass(20))), DeckKind::Passing);
    // A punt (KICKING) and its return (RETURNING), two flags on one play.
    let dice = S::new().d(D::Punt, F::Yards(40)).ref_flag().d(D::BlockDefense, F::Blank).d(D::PuntReturn, F::Yards(5)).d(D::Option, F::Run(2)).ref_flag();
    let mut g = scrimmage(dice, 30, 4, 10);
    step(&mut g, &mut TC::new().decl(Declaration::Punt).play(Play::Punt), &mut TC::new().def(DefenseDie::Block));
    let decks: Vec<_> = g.last().cards().iter().map(|c| c.0.deck).collect();
    assert_eq!(decks, vec![DeckKind::Kicking, DeckKind::Returning]);
    let steps = &g.last().steps;
    let ret = steps.iter().position(|s| matches!(s, Step::Note(Note::Return { .. }))).unwrap();
    let first_card = steps.iter().position(|s| matches!(s, Step::Card { .. })).unwrap();
    assert!(ret < first_card, "cards are read after the play");
}

#[test]
fn n1_to_n3_half_the_distance() {
    // [fever 8.7] #11 N1: the offense penalized 15 at its 9 → half the distance, 4.5 → its 5.
    let (g, ..) = flagged_run(9, 1, 10, 3, F::Blank, "RUN-07", TC::new(), TC::new().pen(1));
    assert_eq!(ball(&g), (H, 5, 1, 14));
    // N2: 5 at its 12 → its 7 (no halving).
    let (g, ..) = flagged_run(12, 2, 6, 3, F::Blank, "RUN-04", TC::new(), TC::new().pen(1));
    assert_eq!(ball(&g), (H, 7, 2, 11));
    // N3: the defense penalized 15 at the opponent's 6 → its 3 (here from the end of a no-gain
    // run, with an automatic first down).
    let (g, ..) = flagged_run(94, 3, 6, 3, F::NoGain, "RUN-15", TC::new().pen(1), TC::new());
    assert_eq!(ball(&g), (H, 97, 1, 3));
}

#[test]
fn n4_false_start() {
    // [fever 8.7] #7 N4: a false start at the 30 on 3rd & 4 → the 25, 3rd & 9, no clock.
    let mut g = scrimmage(S::new(), 30, 3, 4);
    g.false_start().unwrap();
    assert_eq!((ball(&g), notches_left(&g)), ((H, 25, 3, 9), 60));
    assert_eq!((g.stats().home.penalties, g.stats().home.penalty_yards), (1, 5));
    // On a kickoff: kick again five yards back.
    let mut g = game(DiceScript::new());
    g.set_kickoff(H, 35, false).unwrap();
    g.false_start().unwrap();
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 30, after_safety: false });
}

#[test]
fn n4_a_false_start_on_a_try_moves_it_back() {
    // [fever 8.7] #7: a try is a down like any other: a false start replays it 5 yards back. A
    // college two-point run from the 3 becomes one from the 8: a 7-yard run that would have
    // scored from the 3 is short, an 8-yard run scores.
    let two = huddle_fever::TryCall::Play(oc(Play::Run));
    for (gain, points) in [(7, 0), (8, 2)] {
        let mut g = game_with(FeverOptions::college(), S::new().rp(gain, 0).ref_blank().d(D::RunDefense, F::Blank).build());
        g.set_try(H);
        g.set_clock(1, 60);
        g.false_start().unwrap();
        assert_eq!((g.state.phase, notches_left(&g)), (Phase::Try { team: H }, 60));
        assert_eq!((g.stats().home.penalties, g.stats().home.penalty_yards), (1, 5));
        let mut home = TC::new();
        home.tries.push_back(two);
        step(&mut g, &mut home, &mut TC::new().def(DefenseDie::Run));
        assert_eq!(g.state.score.home, points, "a {gain}-yard run from the 8");
    }
    // Two false starts: the 13. The next try starts from the 3 again.
    let dice = S::new().rp(9, 0).ref_blank().d(D::RunDefense, F::Blank).rp(3, 0).ref_blank().d(D::RunDefense, F::Blank);
    let mut g = game_with(FeverOptions::college(), dice.build());
    g.set_try(H);
    g.false_start().unwrap();
    g.false_start().unwrap();
    assert_eq!(g.stats().home.penalty_yards, 10);
    let mut home = TC::new();
    home.tries.push_back(two);
    home.tries.push_back(two);
    let mut away = TC::new().def(DefenseDie::Run).def(DefenseDie::Run);
    step(&mut g, &mut home, &mut away);
    assert_eq!(g.state.score.home, 0, "9 yards from the 13 is short");
    g.set_try(H);
    step(&mut g, &mut home, &mut away);
    assert_eq!(g.state.score.home, 2, "3 yards from the 3 scores");
    assert_script_done(&g);
}

#[test]
fn accept_or_decline() {
    // [fever 8.7] #1: declining a penalty accepts the result of the play.
    let (g, _, away) = flagged_run(30, 1, 10, 8, F::Blank, "RUN-01", TC::new(), TC::new().pen(0));
    assert_eq!(ball(&g), (H, 38, 2, 2));
    assert_eq!(away.penalty_options[0].len(), 2);
    assert_eq!(g.stats().home.penalties, 0);
    // Accepted: 10 from the line, replay the down; the flag costs the clock 1 notch.
    let (g, ..) = flagged_run(30, 1, 10, 8, F::Blank, "RUN-01", TC::new(), TC::new().pen(1));
    assert_eq!((ball(&g), notches_left(&g)), ((H, 20, 1, 20), 59));
    assert_eq!((g.stats().home.penalties, g.stats().home.penalty_yards), (1, 10));
    // The options carry previews of each result.
    let (_, _, away) = flagged_run(30, 1, 10, 8, F::Blank, "RUN-01", TC::new(), TC::new().pen(1));
    let o = &away.penalty_options[0];
    assert_eq!((o[0].accept, o[0].preview.spot, o[0].preview.down), (None, 38, 2));
    assert_eq!((o[1].preview.spot, o[1].preview.down), (20, 1));
    // A defensive foul with an automatic first down, and loss of down on an offensive one.
    let (g, ..) = flagged_run(30, 3, 10, 2, F::Blank, "RUN-12", TC::new().pen(1), TC::new());
    assert_eq!(ball(&g), (H, 35, 1, 10));
    let mut g = scrimmage(S::new().rp(0, 4).ref_flag().d(D::PassDefense, F::Blank), 30, 2, 10);
    g.put_card_on_top("PAS-06").unwrap();
    step(&mut g, &mut TC::new().play(Play::Pass), &mut TC::new().def(DefenseDie::Pass).pen(1));
    assert_eq!(ball(&g), (H, 20, 3, 20), "intentional grounding: 10 and loss of down");
}

#[test]
fn who_is_the_offense_on_kicks_and_returns() {
    // [fever 8.7] #2: on a kick the kicking team is the offense: a KICKING card "against the
    // offense" penalizes the kicking team; #3: on a return the returning team is.
    let dice = S::new().d(D::Punt, F::Yards(40)).ref_flag().d(D::BlockDefense, F::Blank);
    let mut g = scrimmage(dice, 30, 4, 10);
    g.put_card_on_top("KCK-04").unwrap(); // holding, kicking team, 10, kick again
    step(&mut g, &mut TC::new().decl(Declaration::Punt).play(Play::Punt), &mut TC::new().def(DefenseDie::Block).rec(Reception::FairCatch).pen(1));
    assert_eq!(g.last().cards(), vec![(g.data().cards.find("KCK-04").unwrap(), H)]);
    assert_eq!(ball(&g), (H, 20, 4, 20), "the punt is replayed 10 yards back");
    // A RETURNING card against the offense penalizes the returners (Away).
    let dice = S::new().d(D::Punt, F::Yards(40)).ref_blank().d(D::BlockDefense, F::Blank).d(D::PuntReturn, F::Yards(8)).d(D::Option, F::Run(6)).ref_flag();
    let mut g = scrimmage(dice, 30, 4, 10);
    g.put_card_on_top("RET-05").unwrap(); // holding by the returning team, 10 from the start
    step(&mut g, &mut TC::new().decl(Declaration::Punt).play(Play::Punt).pen(1), &mut TC::new().def(DefenseDie::Block).rec(Reception::Return { in_out: false }));
    assert_eq!(g.last().cards()[0].1, A);
    assert_eq!(ball(&g), (A, 20, 1, 10), "from the 30 where the return began, 10 back");
    // Roughing the kicker: 15 and an automatic first down for the kicking team.
    let dice = S::new().d(D::Punt, F::Yards(40)).ref_flag().d(D::BlockDefense, F::Blank);
    let mut g = scrimmage(dice, 30, 4, 10);
    g.put_card_on_top("KCK-14").unwrap();
    step(&mut g, &mut TC::new().decl(Declaration::Punt).play(Play::Punt).pen(1), &mut TC::new().def(DefenseDie::Block).rec(Reception::FairCatch));
    assert_eq!(ball(&g), (H, 45, 1, 10));
}

#[test]
fn n5_two_flags_on_one_play() {
    // [fever 8.7] #5 N5 (a), (c)iii: the kicker's foul during the kickoff and the receiver's
    // during the return offset: kick again from the previous spot.
    let dice = S::new().d(D::Kickoff, F::Yards(60)).ref_flag().d(D::KickReturn, F::Yards(20)).d(D::Option, F::Run(3)).ref_flag();
    let mut g = game(dice.build());
    g.set_kickoff(H, 35, false).unwrap();
    g.put_card_on_top("KCK-01").unwrap();
    g.put_card_on_top("RET-05").unwrap();
    let mut home = TC::new();
    let mut away = TC::new().rec(Reception::Return { in_out: false });
    step(&mut g, &mut home, &mut away);
    assert!(g.last().has_note(|n| *n == Note::Offsetting));
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 35, after_safety: false });
    assert!(home.penalty_options.is_empty() && away.penalty_options.is_empty(), "nothing to choose");
    // (b): both against the same team: only one may be accepted — the offended side is offered
    // each card, or neither.
    let dice = S::new().d(D::Kickoff, F::Yards(60)).ref_flag().d(D::KickReturn, F::Yards(20)).d(D::Option, F::Run(3)).ref_flag();
    let mut g = game(dice.build());
    g.set_kickoff(H, 35, false).unwrap();
    g.put_card_on_top("KCK-09").unwrap(); // receiving team offside
    g.put_card_on_top("RET-03").unwrap(); // returning team block in the back, from the start
    let mut home = TC::new().pen(2);
    step(&mut g, &mut home, &mut TC::new().rec(Reception::Return { in_out: false }));
    assert_eq!(home.penalty_options[0].len(), 3);
    assert_eq!(ball(&g), (A, 3, 1, 10), "the return began at Away's 5: 10 back is more than half the distance, so the 3");
    // (c)i: an interception: the offense's foul before the change, the interceptors' after it:
    // the interceptors keep the ball at the end of their return.
    let dice = S::new().rp(0, 9).ref_flag().d(D::PassDefense, F::Interception).d(D::KickReturn, F::Yards(9)).d(D::Option, F::Run(3)).ref_flag();
    let mut g = scrimmage(dice, 50, 1, 10);
    g.put_card_on_top("PAS-04").unwrap(); // offensive holding
    g.put_card_on_top("RET-01").unwrap(); // clipping by the returners
    step(&mut g, &mut TC::new().play(Play::Pass), &mut TC::new().def(DefenseDie::Pass).rec(Reception::Return { in_out: false }));
    assert!(g.last().has_note(|n| *n == Note::Offsetting));
    assert_eq!(ball(&g), (A, 53, 1, 10));
    // ... but when the interceptors fouled before the change (pass interference), the fouls
    // offset and the down is replayed.
    let dice = S::new().rp(0, 9).ref_flag().d(D::PassDefense, F::Interception).d(D::KickReturn, F::Yards(9)).d(D::Option, F::Run(3)).ref_flag();
    let mut g = scrimmage(dice, 50, 2, 10);
    g.put_card_on_top("PAS-01").unwrap();
    g.put_card_on_top("RET-09").unwrap(); // face mask by the covering (passing) team
    step(&mut g, &mut TC::new().play(Play::Pass), &mut TC::new().def(DefenseDie::Pass).rec(Reception::Return { in_out: false }));
    assert_eq!(ball(&g), (H, 50, 2, 10));
}

#[test]
fn n6_n7_fouls_on_scoring_plays() {
    // [fever 8.7] #6 N6: a defensive personal foul (15, AFD) on a touchdown goes to the
    // following kickoff: from the 50.
    let dice = S::new().rp(10, 0).ref_flag().d(D::RunDefense, F::Blank).d(D::ExtraPoint, F::Good).ref_blank().d(D::BlockDefense, F::Blank);
    let mut g = scrimmage(dice, 92, 1, 8);
    g.put_card_on_top("RUN-15").unwrap();
    let mut home = TC::new().play(Play::Run).pen(1);
    let mut away = TC::new().def(DefenseDie::Run).def(DefenseDie::Block);
    step(&mut g, &mut home, &mut away);
    assert_eq!((g.state.score.home, g.pending_kickoff_yards()), (6, 15));
    step(&mut g, &mut home, &mut away);
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 50, after_safety: false });
    // N7: and a defensive foul (5) on the good extra point is added: from the 55.
    let dice = S::new().rp(10, 0).ref_flag().d(D::RunDefense, F::Blank).d(D::ExtraPoint, F::Good).ref_flag().d(D::BlockDefense, F::Blank);
    let mut g = scrimmage(dice, 92, 1, 8);
    g.put_card_on_top("RUN-15").unwrap();
    g.put_card_on_top("KCK-09").unwrap();
    let mut home = TC::new().play(Play::Run).pen(1).pen(1);
    let mut away = TC::new().def(DefenseDie::Run).def(DefenseDie::Block);
    step(&mut g, &mut home, &mut away);
    step(&mut g, &mut home, &mut away);
    assert_eq!(g.state.score.home, 7);
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 55, after_safety: false });
    // A personal foul by the defense on a good field goal: the points and 15 on the kickoff.
    let dice = S::new().d(D::FieldGoal, F::Yards(50)).ref_flag().d(D::BlockDefense, F::Blank);
    let mut g = scrimmage(dice, 70, 4, 5);
    g.put_card_on_top("KCK-14").unwrap();
    step(&mut g, &mut TC::new().decl(Declaration::FieldGoal).play(Play::FieldGoal).pen(1), &mut TC::new().def(DefenseDie::Block));
    assert_eq!((g.state.score.home, g.state.phase), (3, Phase::Kickoff { kicker: H, from: 50, after_safety: false }));
    // An offensive personal foul on a safety goes to the free kick: from the 20 back to the 10
    // (half the distance).
    let run_pf = {
        let dice = S::new().rp(1, 0).ref_flag().d(D::RunDefense, F::Minus(5));
        let mut g = scrimmage(dice, 3, 1, 10);
        g.put_card_on_top("RUN-09").unwrap(); // unnecessary roughness by the offense, personal foul
        step(&mut g, &mut TC::new().play(Play::Run), &mut TC::new().def(DefenseDie::Run).pen(1));
        g
    };
    assert_eq!(run_pf.state.score, PerSide::new(0, 2));
    assert_eq!(run_pf.state.phase, Phase::Kickoff { kicker: H, from: 10, after_safety: true });
}

#[test]
fn n8_n9_the_last_play_of_a_period() {
    // [fever 8.7] #8 N8: a defensive foul accepted on the last play of a half: the down is
    // replayed, untimed.
    let mut g = scrimmage(S::new().rp(2, 0).ref_flag().d(D::RunDefense, F::Blank), 40, 2, 10);
    g.set_clock(2, 1);
    g.state.warning_given = true;
    g.put_card_on_top("RUN-10").unwrap();
    step(&mut g, &mut TC::new().play(Play::Run).pen(1), &mut TC::new().def(DefenseDie::Run));
    assert_eq!((g.state.clock.period.0, g.state.clock.remaining, g.state.untimed_down), (2, 0, true));
    assert_eq!(ball(&g), (H, 45, 2, 5));
    g.set_dice_script(S::new().rp(2, 0).ref_blank().d(D::RunDefense, F::Blank).build());
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.state.clock.period.0, 3, "after the untimed down the half is over");
    // #8b: an offensive foul on the last play: no replay, the half ends.
    let mut g = scrimmage(S::new().rp(2, 0).ref_flag().d(D::RunDefense, F::Blank), 40, 2, 10);
    g.set_clock(2, 1);
    g.state.warning_given = true;
    g.put_card_on_top("RUN-01").unwrap();
    step(&mut g, &mut TC::new().play(Play::Run), &mut TC::new().def(DefenseDie::Run).pen(1));
    assert_eq!(g.state.clock.period.0, 3);
    // #9 N9: accepted on the last play of the 1st quarter: replayed at the start of the 2nd.
    let mut g = scrimmage(S::new().rp(2, 0).ref_flag().d(D::RunDefense, F::Blank), 40, 2, 10);
    g.set_clock(1, 1);
    g.put_card_on_top("RUN-10").unwrap();
    step(&mut g, &mut TC::new().play(Play::Run).pen(1), &mut TC::new().def(DefenseDie::Run));
    assert_eq!((g.state.clock.period.0, g.state.clock.remaining), (2, 900));
    assert_eq!(ball(&g), (H, 45, 2, 5), "the same down, replayed in the new quarter");
}

#[test]
fn pass_interference() {
    // [fever 5.14] Defensive pass interference: an automatic first down at the spot of the
    // pass (L311), even when the pass was intercepted; in the college game 15 yards and a first
    // down (L932).
    let dice = S::new().rp(0, 12).ref_flag().d(D::PassDefense, F::Interception);
    let mut g = scrimmage(dice, 30, 3, 10);
    g.put_card_on_top("PAS-01").unwrap();
    step(&mut g, &mut TC::new().play(Play::Pass).pen(1), &mut TC::new().def(DefenseDie::Pass).rec(Reception::TakeAtSpot));
    assert_eq!(ball(&g), (H, 42, 1, 10));
    assert_eq!(g.stats().home.interceptions, 0, "the interception does not stand");
    let mut g = scrimmage_with(FeverOptions::college(), S::new().rp(0, 30).ref_flag().d(D::PassDefense, F::Incomplete), 30, 3, 10);
    g.put_card_on_top("PAS-01").unwrap();
    step(&mut g, &mut TC::new().play(Play::Pass).pen(1), &mut TC::new().def(DefenseDie::Pass));
    assert_eq!(ball(&g), (H, 45, 1, 10));
    // Pass interference by the offense: 10 from the line.
    let mut g = scrimmage(S::new().rp(0, 12).ref_flag().d(D::PassDefense, F::Blank), 30, 1, 10);
    g.put_card_on_top("PAS-03").unwrap();
    step(&mut g, &mut TC::new().play(Play::Pass), &mut TC::new().def(DefenseDie::Pass).pen(1));
    assert_eq!(ball(&g), (H, 20, 1, 20));
}

#[test]
fn no_score_after_a_foul_following_a_change_of_possession_on_the_last_play() {
    // [fever 8.7] #8b EXCEPTION (A22): on the last play of a half, a foul by the team that gained
    // possession after the change cancels its score. Earlier in the game the same dead-ball foul
    // lets the touchdown stand and moves the following kickoff back.
    let play = |notches: u16| {
        let dice = S::new().rp(0, 9).ref_blank().d(D::PassDefense, F::Interception).d(D::PuntReturn, F::Yards(60)).d(D::Option, F::Pass(20)).ref_flag();
        let mut g = scrimmage(dice, 30, 1, 10);
        g.set_clock(2, notches);
        g.state.warning_given = true;
        g.put_card_on_top("RET-08").unwrap(); // unnecessary roughness by the returners, end of play
        step(&mut g, &mut TC::new().play(Play::Pass).pen(1), &mut TC::new().def(DefenseDie::Pass).rec(Reception::Return { in_out: false }));
        g
    };
    let g = play(1);
    assert_eq!(g.state.score.away, 0, "the interception return touchdown does not count");
    assert_eq!(g.state.clock.period.0, 3);
    let g = play(30);
    assert_eq!((g.state.score.away, g.pending_kickoff_yards()), (6, -15));
}

#[test]
fn n8_a_defensive_foul_enforced_at_the_end_of_the_play_gives_an_untimed_down() {
    // [fever 8.7] #8a: Q2, 1 notch left; Home runs from its 40 for 2 and the defense's
    // unnecessary roughness (15 from the end of the play, automatic first down) is accepted: the
    // half does not end on it, an untimed down follows.
    let mut g = scrimmage(S::new().rp(2, 0).ref_flag().d(D::RunDefense, F::Blank), 40, 2, 10);
    g.set_clock(2, 1);
    g.state.warning_given = true;
    g.put_card_on_top("RUN-15").unwrap();
    step(&mut g, &mut TC::new().play(Play::Run).pen(1), &mut TC::new().def(DefenseDie::Run));
    assert_eq!(ball(&g), (H, 57, 1, 10));
    // [fever 8.7] #8a: still the 2nd quarter, no time left, the next down untimed.
    assert_eq!((g.state.clock.period.0, g.state.clock.remaining, g.state.untimed_down), (2, 0, true));
    g.set_dice_script(S::new().rp(3, 0).ref_blank().d(D::RunDefense, F::Blank).build());
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.state.clock.period.0, 3, "after the untimed down the half is over");
    // [fever 8.7] #3, #8a: on a punt return the returners are the offense: the covering team's
    // late hit (15 from the end of the return) accepted on the last play → an untimed down.
    let dice = S::new().d(D::Punt, F::Yards(40)).ref_blank().d(D::BlockDefense, F::Blank).d(D::PuntReturn, F::Yards(5)).d(D::Option, F::Run(3)).ref_flag();
    let mut g = scrimmage(dice, 30, 4, 10);
    g.set_clock(2, 2);
    g.state.warning_given = true;
    g.put_card_on_top("RET-12").unwrap();
    step(&mut g, &mut TC::new().decl(Declaration::Punt).play(Play::Punt), &mut TC::new().def(DefenseDie::Block).rec(Reception::Return { in_out: false }).pen(1));
    assert_eq!(ball(&g), (A, 53, 1, 10), "returned from Away's 30 to its 38, then 15 more");
    assert_eq!((g.state.clock.period.0, g.state.clock.remaining, g.state.untimed_down), (2, 0, true));
}

#[test]
fn e12_pass_interference_on_a_sack_is_at_the_line() {
    // [fever 5.14] E12: no pass was thrown on a sack, so defensive pass interference is enforced
    // at the line of scrimmage: LOS 30, Sp 12, Blitz SAC −6, PAS-01 accepted → 1st & 10 at 30.
    let mut g = scrimmage(S::new().rp(0, 12).ref_flag().d(D::BlitzDefense, F::Sack(6)), 30, 2, 10);
    g.put_card_on_top("PAS-01").unwrap();
    let mut home = TC::new().play(Play::Pass).pen(1);
    step(&mut g, &mut home, &mut TC::new().def(DefenseDie::Blitz));
    assert_eq!(home.penalty_options[0][1].preview.spot, 30);
    assert_eq!(ball(&g), (H, 30, 1, 10));
    // [fever 5.14] E12: the same with an Option F (a fumble at the sack spot, 24) that the
    // defense recovers: the interference is still enforced at the line.
    let dice = S::new().rp(0, 12).d(D::Option, F::Fumble).ref_flag().d(D::BlitzDefense, F::Sack(6)).d(D::Recovery, F::RecNoGain);
    let mut g = scrimmage(dice, 30, 2, 10);
    g.put_card_on_top("PAS-01").unwrap();
    step(&mut g, &mut TC::new().silent().call(oc(Play::Pass).with_option()).pen(1), &mut TC::new().def(DefenseDie::Blitz));
    assert_script_done(&g);
    assert_eq!(ball(&g), (H, 30, 1, 10));
}

#[test]
fn e30_the_returning_team_of_a_flag_is_the_team_returning_when_it_was_thrown() {
    // [fever 8.7] #3 (17.7.3, L844): "When a penalty occurs on a return, the returning team is
    // the offense." Home kicks off to Away's 5; Away returns 20 with a flag and fumbles at its
    // 25 (Option F); Home recovers with REC. The card is RET-14: holding by the covering team
    // (Home), 10 yards from the end of the play. Home fouled before it gained the ball, so
    // accepted, the returners keep it (E10, 17.7.5c-i) — whether Home takes the ball at the spot
    // or advances it with the Option die (a second return, by Home, that does not make Home the
    // returning team of Away's flag).
    let play = |advance: Option<Face>| {
        let mut dice = S::new().d(D::Kickoff, F::Yards(60)).ref_blank().d(D::KickReturn, F::Yards(20)).d(D::Option, F::Fumble).ref_flag().d(D::Recovery, F::Rec);
        let home_choice = match advance {
            Some(f) => {
                dice = dice.d(D::Option, f).ref_blank();
                Reception::Return { in_out: false }
            }
            None => Reception::TakeAtSpot,
        };
        let mut g = game(dice.build());
        g.set_kickoff(H, 35, false).unwrap();
        g.put_card_on_top("RET-14").unwrap();
        let mut home = TC::new().rec(home_choice);
        let mut away = TC::new().silent().rec(Reception::Return { in_out: false }).pen(1);
        step(&mut g, &mut home, &mut away);
        assert_script_done(&g);
        assert_eq!(g.last().cards(), vec![(g.data().cards.find("RET-14").unwrap(), H)], "[fever 8.7] the covering team's foul");
        assert!(home.penalty_options.is_empty(), "[fever 8.7] Away, the offended returners, choose");
        g
    };
    // Taken at the spot (Home's 75 = Away's 25): Away's ball 10 yards on, at its 35.
    assert_eq!(ball(&play(None)), (A, 35, 1, 10), "[fever 8.7] recovery taken at the spot");
    // Advanced 3 yards by Home to Away's 22: still Away's ball, 10 yards on from the end of its
    // return, where it fumbled (its 25), at its 35, as when the recovery is taken at the spot
    // and as when Home scores with it (E35) — not Home's ball 10 yards back at its 68.
    assert_eq!(ball(&play(Some(F::Run(3)))), (A, 35, 1, 10), "[fever 8.7] recovery advanced: the returners are still Away");
}

#[test]
fn e33_a_foul_carried_to_the_kickoff_at_the_end_of_the_half_goes_to_the_second_half_kickoff() {
    // [fever 8.7] #6 (17.7.6, L855–857): a defensive personal foul on a touchdown (or a good
    // field goal) "is assessed on the following kickoff". When the score comes on the last play
    // of the half, the following kickoff is the second half's: the yards move it, toward the
    // receivers when the offended team kicks it, back when the offender does (E33).
    // Q2, 1 notch left: Home runs 10 from Away's 8 for a touchdown, RUN-15 (the defense's
    // unnecessary roughness, 15) accepted; the extra point is good; the half ends after the try.
    let td = |second_half_kicker: Side| {
        let dice = S::new().rp(10, 0).ref_flag().d(D::RunDefense, F::Blank).d(D::ExtraPoint, F::Good).ref_blank().d(D::BlockDefense, F::Blank);
        let mut g = scrimmage(dice, 92, 1, 8);
        g.set_clock(2, 1);
        g.state.warning_given = true;
        g.state.second_half_kicker = second_half_kicker;
        g.put_card_on_top("RUN-15").unwrap();
        let mut home = TC::new().play(Play::Run).pen(1);
        let mut away = TC::new().def(DefenseDie::Run).def(DefenseDie::Block);
        step(&mut g, &mut home, &mut away);
        assert_eq!((g.state.score.home, g.pending_kickoff_yards(), g.state.clock.remaining), (6, 15, 0));
        step(&mut g, &mut home, &mut away);
        assert_script_done(&g);
        assert_eq!((g.state.score.home, g.state.clock.period.0), (7, 3), "the half is over after the try");
        g.state.phase
    };
    assert_eq!(td(H), Phase::Kickoff { kicker: H, from: 50, after_safety: false }, "[fever 8.7] #6: the scorer kicks off the second half 15 yards on");
    assert_eq!(td(A), Phase::Kickoff { kicker: A, from: 20, after_safety: false }, "[fever 8.7] #6: the offender kicks off the second half 15 yards back");
    // A good field goal on the last play with roughing the kicker (KCK-14, a personal foul).
    let fg = |second_half_kicker: Side| {
        let dice = S::new().d(D::FieldGoal, F::Yards(50)).ref_flag().d(D::BlockDefense, F::Blank);
        let mut g = scrimmage(dice, 70, 4, 5);
        g.set_clock(2, 1);
        g.state.warning_given = true;
        g.state.second_half_kicker = second_half_kicker;
        g.put_card_on_top("KCK-14").unwrap();
        step(&mut g, &mut TC::new().decl(Declaration::FieldGoal).play(Play::FieldGoal).pen(1), &mut TC::new().def(DefenseDie::Block));
        assert_script_done(&g);
        assert_eq!((g.state.score.home, g.state.clock.period.0), (3, 3));
        g.state.phase
    };
    assert_eq!(fg(H), Phase::Kickoff { kicker: H, from: 50, after_safety: false }, "[fever 8.7] #6: a field goal on the last play");
    assert_eq!(fg(A), Phase::Kickoff { kicker: A, from: 20, after_safety: false }, "[fever 8.7] #6: a field goal on the last play, the offender kicks");
}

#[test]
fn e34_a_double_foul_after_an_interception_fumbled_back_to_the_passers() {
    // [fever 8.7] #5c-i (17.7.5c-i, L850): "the team last gaining possession may keep the
    // football unless its penalty was committed prior to the change of possession" — its last
    // change (E34).
    // Home passes from its 50; Away intercepts at its 41 and returns 9 to its 50, where it
    // fumbles (Option F); Home recovers (REC) and advances 3 to its 53. The defense's offside
    // (PAS-13) is on the pass; the second card is on the play's returns.
    let intercepted = |away_return_flag: bool, home_advance_flag: bool| {
        let flag = |s: S, f: bool| if f { s.ref_flag() } else { s.ref_blank() };
        let dice = S::new().rp(0, 9).ref_flag().d(D::PassDefense, F::Interception).d(D::KickReturn, F::Yards(9)).d(D::Option, F::Fumble);
        let dice = flag(dice, away_return_flag).d(D::Recovery, F::Rec).d(D::Option, F::Run(3));
        scrimmage(flag(dice, home_advance_flag), 50, 1, 10)
    };
    // Home's foul on its own advance, after it got the ball back (RET-06, holding by the
    // returning team): Home, the team last gaining possession, keeps the ball at the end of the
    // play, 1st & 10 (L781). It is the team that snapped, but the ball changed hands twice.
    let mut g = intercepted(false, true);
    g.put_card_on_top("PAS-13").unwrap();
    g.put_card_on_top("RET-06").unwrap();
    step(&mut g, &mut TC::new().play(Play::Pass).rec(Reception::Return { in_out: false }), &mut TC::new().silent().def(DefenseDie::Pass).rec(Reception::Return { in_out: false }));
    assert_script_done(&g);
    assert!(g.last().has_note(|n| *n == Note::Offsetting), "[fever 8.7] one foul by each team");
    assert_eq!(ball(&g), (H, 53, 1, 10), "[fever 8.7] 5c-i: Home fouled after its last change of possession and keeps the ball");
    // Home's foul on Away's interception return (RET-14, holding by the covering team): before
    // Home got the ball back, so the fouls offset and the down is replayed.
    let mut g = intercepted(true, false);
    g.put_card_on_top("PAS-13").unwrap();
    g.put_card_on_top("RET-14").unwrap();
    step(&mut g, &mut TC::new().play(Play::Pass).rec(Reception::Return { in_out: false }), &mut TC::new().silent().def(DefenseDie::Pass).rec(Reception::Return { in_out: false }));
    assert_script_done(&g);
    assert_eq!(ball(&g), (H, 50, 1, 10), "[fever 8.7] 5c-i: Home fouled before its change of possession: replay");
}

#[test]
fn e34_a_double_foul_on_a_kickoff_recovered_by_the_kickers() {
    // [fever 8.7] #5c-i (17.7.5c-i, L850), E34: Home kicks off to Away's 5; Away returns 20
    // and fumbles at its 25, with its own illegal block in the back on the return (RET-04);
    // Home recovers (REC) and advances 3, or fumbles at once and Away recovers (REC N.G.) at its
    // 25. The second card (RET-06) is Home's holding on its own advance. Neither foul is the
    // kickers' during the kick, so #5c-iii does not apply.
    let kickoff = |home_fumbles: bool| {
        let dice = S::new().d(D::Kickoff, F::Yards(60)).ref_blank().d(D::KickReturn, F::Yards(20)).d(D::Option, F::Fumble).ref_flag().d(D::Recovery, F::Rec);
        let dice = if home_fumbles {
            dice.d(D::Option, F::Fumble).ref_flag().dd(D::Recovery, &[F::Star, F::RecNoGain])
        } else {
            dice.d(D::Option, F::Run(3)).ref_flag()
        };
        let mut g = game(dice.build());
        g.set_kickoff(H, 35, false).unwrap();
        g.put_card_on_top("RET-06").unwrap();
        g.put_card_on_top("RET-04").unwrap();
        step(&mut g, &mut TC::new().rec(Reception::Return { in_out: false }), &mut TC::new().silent().rec(Reception::Return { in_out: false }));
        assert_script_done(&g);
        assert_eq!(g.last().cards().iter().map(|c| c.1).collect::<Vec<_>>(), vec![A, H], "[fever 8.7] #3: each returning team's own foul");
        assert!(g.last().has_note(|n| *n == Note::Offsetting));
        g
    };
    // Home, the kicking team, is the team last gaining possession and fouled only after it: it
    // keeps the ball where its advance ended (its 78), instead of kicking again.
    let g = kickoff(false);
    assert_eq!(ball(&g), (H, 78, 1, 10), "[fever 8.7] 5c-i: the kickers recovered and keep the ball");
    // Three changes: Away gains the ball last, but its foul was on its own first return, before
    // it lost the ball and got it back: the fouls offset and Home kicks again.
    let g = kickoff(true);
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 35, after_safety: false }, "[fever 8.7] 5c-i: Away's foul came before its last change");
}

#[test]
fn e34_a_foul_during_the_other_teams_advance_came_before_the_change() {
    // [fever 8.7] #5c-i (17.7.5c-i, L850), E34: Home runs 4 from its 30 and fumbles (Run
    // Defense F) with its own holding on the run (RUN-01); Home recovers (REC) and advances, but
    // fumbles again at once (Option F) with Away's holding on that advance (RET-14, the covering
    // team); Away recovers (REC N.G.) at its 66. Away is the team last gaining possession, but
    // its foul came during Home's advance, before Away had the ball: the fouls offset and the
    // down is replayed. (Before E34, a foul on any return counted as after the change and Away
    // kept the ball.)
    let dice = S::new().rp(4, 0).ref_flag().d(D::RunDefense, F::Fumble).dd(D::Recovery, &[F::Rec, F::Star, F::RecNoGain]).d(D::Option, F::Fumble).ref_flag();
    let mut g = scrimmage(dice, 30, 1, 10);
    g.put_card_on_top("RUN-01").unwrap();
    g.put_card_on_top("RET-14").unwrap();
    let mut home = TC::new().play(Play::Run).rec(Reception::Return { in_out: false });
    let mut away = TC::new().silent().def(DefenseDie::Run);
    step(&mut g, &mut home, &mut away);
    assert_script_done(&g);
    assert_eq!(g.last().cards().iter().map(|c| c.1).collect::<Vec<_>>(), vec![H, A]);
    assert!(g.last().has_note(|n| *n == Note::Offsetting));
    assert_eq!(ball(&g), (H, 30, 1, 10), "[fever 8.7] 5c-i: Away fouled before its change of possession: replay");
}

#[test]
fn e35_a_covering_team_that_fouls_on_the_return_and_scores_on_the_fumble_loses_the_score() {
    // [fever 8.7] #3, #5c-i (17.7.3, L844; 17.7.5c-i, L850), E35: Home kicks off to Away's 5;
    // Away returns 20 with a flag and fumbles at its 25 (Option F); Home recovers (REC) and
    // advances for a touchdown (Option TD). The card is RET-14: holding by the covering team
    // (Home), 10 yards from the end of the return. Home fouled before it had the ball: accepted,
    // the touchdown does not count and Away keeps the ball 10 yards on from where its return
    // ended, its 35 (as E30 gives it the ball when Home does not score). Declined, the
    // touchdown stands.
    let kickoff = |accept: usize| {
        let dice = S::new().d(D::Kickoff, F::Yards(60)).ref_blank().d(D::KickReturn, F::Yards(20)).d(D::Option, F::Fumble).ref_flag().d(D::Recovery, F::Rec).d(D::Option, F::Touchdown).ref_blank();
        let mut g = game(dice.build());
        g.set_kickoff(H, 35, false).unwrap();
        g.put_card_on_top("RET-14").unwrap();
        let mut home = TC::new().rec(Reception::Return { in_out: false });
        let mut away = TC::new().silent().rec(Reception::Return { in_out: false }).pen(accept);
        step(&mut g, &mut home, &mut away);
        assert_script_done(&g);
        assert_eq!(g.last().cards(), vec![(g.data().cards.find("RET-14").unwrap(), H)], "[fever 8.7] the covering team's foul");
        let o = &away.penalty_options[0];
        assert_eq!(o.len(), 2, "[fever 8.7] Away, the offended returners, decline or accept");
        assert_eq!((o[0].preview.score.home, o[1].preview.score.home), (6, 0));
        g
    };
    let g = kickoff(1);
    assert_eq!((g.state.score.home, g.pending_kickoff_yards()), (0, 0), "[fever 8.7] the touchdown is erased");
    assert_eq!(ball(&g), (A, 35, 1, 10), "[fever 8.7] Away's ball, 10 yards on from the end of its return");
    let g = kickoff(0);
    assert_eq!((g.state.score.home, g.state.phase), (6, Phase::Try { team: H }), "[fever 8.7] declined: the touchdown stands");

    // The same after an interception: Home passes from its 50, Away intercepts at its 41 and
    // returns 9 to its 50 where it fumbles, with Home's holding on the return (RET-14); Home
    // recovers and scores. Accepted: Away's ball at Home's 40 (its 60), 1st & 10.
    let dice = S::new().rp(0, 9).ref_blank().d(D::PassDefense, F::Interception).d(D::KickReturn, F::Yards(9)).d(D::Option, F::Fumble).ref_flag().d(D::Recovery, F::Rec).d(D::Option, F::Touchdown).ref_blank();
    let mut g = scrimmage(dice, 50, 1, 10);
    g.put_card_on_top("RET-14").unwrap();
    let mut home = TC::new().play(Play::Pass).rec(Reception::Return { in_out: false });
    let mut away = TC::new().silent().def(DefenseDie::Pass).rec(Reception::Return { in_out: false }).pen(1);
    step(&mut g, &mut home, &mut away);
    assert_script_done(&g);
    assert_eq!(g.state.score.home, 0, "[fever 8.7] the passers' touchdown after their foul is erased");
    assert_eq!(ball(&g), (A, 60, 1, 10), "[fever 8.7] the interceptors' ball, 10 on from the end of their return");
}

#[test]
fn e35_a_covering_team_left_with_a_touchback_after_its_foul_on_the_return_gives_the_ball_back() {
    // [fever 8.7] #3, #5c-i, E35: no score, but no spot in the field of play either. Home kicks
    // off to Away's 5; Away returns 92 to Home's 3 and fumbles there; the ball goes into Home's
    // end zone (+5), where Home recovers and downs it: a touchback. Home fouled on the return
    // (RET-14, holding by the covering team, 10 yards): accepted, Away's ball from the end of
    // its return, its 97, half the distance to Home's goal line (8.7 #11) — not Home's ball 10
    // yards back at its 10.
    let dice = S::new().d(D::Kickoff, F::Yards(60)).ref_blank().d(D::KickReturn, F::Yards(92)).d(D::Option, F::Fumble).ref_flag().dd(D::Recovery, &[F::PlusFive, F::Rec]);
    let mut g = game(dice.build());
    g.set_kickoff(H, 35, false).unwrap();
    g.put_card_on_top("RET-14").unwrap();
    let mut home = TC::new().rec(Reception::TakeAtSpot);
    let mut away = TC::new().silent().rec(Reception::Return { in_out: false }).pen(1);
    step(&mut g, &mut home, &mut away);
    assert_script_done(&g);
    assert_eq!(away.penalty_options[0][0].preview.possession, H, "[fever 8.7] declined: Home's touchback");
    assert_eq!(ball(&g), (A, 98, 1, 2), "[fever 8.7] accepted: Away's ball, half the distance from the 97");
}

#[test]
fn e36_pass_interference_beyond_the_end_line_is_ignored_on_a_two_point_try() {
    // [fever 8.6] [fever 9] A college two-point pass from the 3 with a 13-yard attempt reaches
    // the 110, the end zone's outer boundary: incomplete, and the defense's pass interference is
    // ignored there as on any down (L311, L838, E26): nothing to accept, no replay, no points.
    let dice = S::new().d(D::PassDefense, F::Blank).rp(0, 13).ref_flag();
    let mut g = game_with(FeverOptions::college(), dice.build());
    g.set_try(H);
    g.put_card_on_top("PAS-01").unwrap();
    let mut home = TC::new().pen(1);
    home.tries.push_back(huddle_fever::TryCall::Play(oc(Play::Pass)));
    let mut away = TC::new().def(DefenseDie::Pass);
    let played = try_step(&mut g, &mut home, &mut away);
    assert!(home.penalty_options.is_empty(), "nothing to choose");
    played.expect("one attempt, not replayed");
    assert_script_done(&g);
    assert!(g.last().has_note(|n| *n == Note::PenaltyIgnored));
    assert_eq!(g.state.score.home, 0);
    assert!(matches!(g.state.phase, Phase::Kickoff { kicker: H, .. }));
    assert_eq!(g.stats().away.penalties, 0);
}

#[test]
fn e37_an_accepted_foul_that_replays_a_try_counts_in_the_statistics() {
    // [fever 5.10] [fever 8.7] The kicking team's offside on a good extra point: the defense
    // accepts it and the try is kicked again 5 yards back, good. The 5 yards count against the
    // kicking team like any accepted penalty.
    let dice = S::new().dd(D::BlockDefense, &[F::Blank, F::Blank]).dd(D::ExtraPoint, &[F::Good, F::Good]).dd(D::Referee, &[F::Penalty, F::Blank]);
    let mut g = game(dice.build());
    g.set_try(H);
    g.put_card_on_top("KCK-01").unwrap();
    let mut away = TC::new().def(DefenseDie::Block).def(DefenseDie::Block).pen(1);
    step(&mut g, &mut TC::new(), &mut away);
    assert_script_done(&g);
    assert_eq!(g.state.score.home, 1, "the second kick, from the 7, is good");
    assert_eq!((g.stats().home.penalties, g.stats().home.penalty_yards), (1, 5));
    assert_eq!((g.stats().away.penalties, g.stats().away.penalty_yards), (0, 0));
}

#[test]
fn e38_the_offenses_foul_on_the_last_play_nullifies_its_touchdown() {
    // [fever 8.7] #8b: Q2, 1 notch left; Home runs 6 yards from the 95 for a touchdown, and the
    // card is its own unnecessary roughness (15, from the end of the play). On the last play of
    // a half the offense's foul nullifies the play and the down is not replayed: no touchdown,
    // no try, the half is over.
    let last = |notches: u16, accept: usize| {
        let mut g = scrimmage(S::new().rp(6, 0).ref_flag().d(D::RunDefense, F::Blank), 95, 1, 5);
        g.set_clock(2, notches);
        g.state.warning_given = true;
        g.put_card_on_top("RUN-09").unwrap();
        let mut away = TC::new().def(DefenseDie::Run).pen(accept);
        step(&mut g, &mut TC::new().play(Play::Run), &mut away);
        assert_script_done(&g);
        assert_eq!(away.penalty_options[0].len(), 2, "the defense may accept or decline");
        g
    };
    let g = last(1, 1);
    assert_eq!((g.state.score.home, g.state.clock.period.0), (0, 3));
    assert!(matches!(g.state.phase, Phase::Kickoff { .. }), "the second half's kickoff, no try");
    assert_eq!((g.stats().home.penalties, g.stats().home.penalty_yards), (1, 15));
    // Declined, the touchdown stands and the try follows (L786).
    let g = last(1, 0);
    assert_eq!((g.state.score.home, g.state.phase), (6, Phase::Try { team: H }));
    // Earlier in the half the same foul is the scorer's dead-ball foul: the touchdown stands and
    // the 15 yards go to its kickoff (E11).
    let g = last(30, 1);
    assert_eq!((g.state.score.home, g.pending_kickoff_yards()), (6, -15));
}

#[test]
fn e39_a_score_cancelled_on_the_last_play_ends_the_half() {
    // [fever 8.7] #8b EXCEPTION (A22): a punt returned for a touchdown with 2 notches left (a
    // return costs 2), the returners' unnecessary roughness accepted: the score does not count,
    // and the half ends on the play although the cancelled return would have cost 1 notch.
    let dice = S::new().d(D::Punt, F::Yards(40)).ref_blank().d(D::BlockDefense, F::Blank).d(D::PuntReturn, F::Yards(60)).d(D::Option, F::Pass(20)).ref_flag();
    let mut g = scrimmage(dice, 30, 4, 10);
    g.set_clock(2, 2);
    g.state.warning_given = true;
    g.put_card_on_top("RET-08").unwrap();
    let mut home = TC::new().decl(Declaration::Punt).play(Play::Punt).pen(1);
    step(&mut g, &mut home, &mut TC::new().def(DefenseDie::Block).rec(Reception::Return { in_out: false }));
    assert_script_done(&g);
    assert_eq!((g.state.score.away, g.state.clock.period.0), (0, 3));
}

#[test]
fn e41_the_returners_blocking_foul_erases_their_return_touchdown() {
    // [fever 8.7] #3: a kickoff returned for a touchdown (Option TD) with a flag on the return.
    // The returners' clipping enforced from the end of the play (RET-02), accepted by the
    // kicking team: the touchdown does not count, as with the clipping card enforced from the
    // start of the return (RET-01); 15 yards back from the goal line, Away's ball at its 85.
    let kick_return = |id: &str, accept: usize| {
        let dice = S::new().d(D::Kickoff, F::Yards(60)).ref_blank().d(D::KickReturn, F::Yards(20)).d(D::Option, F::Touchdown).ref_flag();
        let mut g = game(dice.build());
        g.set_kickoff(H, 35, false).unwrap();
        g.set_clock(1, 60);
        g.put_card_on_top(id).unwrap();
        let mut home = TC::new().pen(accept);
        step(&mut g, &mut home, &mut TC::new().rec(Reception::Return { in_out: false }));
        assert_script_done(&g);
        assert_eq!(home.penalty_options[0].len(), 2, "{id}: accept or decline");
        g
    };
    let g = kick_return("RET-02", 1);
    assert_eq!((g.state.score.away, ball(&g)), (0, (A, 85, 1, 10)));
    assert_eq!((g.stats().away.penalties, g.stats().away.penalty_yards), (1, 15));
    // Holding (RET-06, 10 yards): Away's 90.
    let g = kick_return("RET-06", 1);
    assert_eq!((g.state.score.away, ball(&g)), (0, (A, 90, 1, 10)));
    // Declined, the touchdown stands.
    let g = kick_return("RET-02", 0);
    assert_eq!(g.state.score.away, 6);
    // The returners' unnecessary roughness (a personal foul) is a dead-ball foul after the
    // score: the touchdown stands and the 15 yards go to their kickoff (E11).
    let g = kick_return("RET-08", 1);
    assert_eq!((g.state.score.away, g.pending_kickoff_yards()), (6, -15));
}

#[test]
fn e42_first_downs_given_by_a_foul_are_counted() {
    // [fever 5.14] Defensive pass interference on 3rd & 10 from the 30, a 12-yard attempt,
    // incomplete: accepted, an automatic first down at the spot of the pass, the 42. The box
    // score counts it like any first down.
    let mut g = scrimmage(S::new().rp(0, 12).ref_flag().d(D::PassDefense, F::Incomplete), 30, 3, 10);
    g.put_card_on_top("PAS-01").unwrap();
    step(&mut g, &mut TC::new().play(Play::Pass).pen(1), &mut TC::new().def(DefenseDie::Pass));
    assert_eq!(ball(&g), (H, 42, 1, 10));
    assert_eq!(g.stats().home.first_downs, 1);
    // [fever 8.7] A defensive face mask (15 from the end of the play, automatic first down) on a
    // 2-yard run on 3rd & 10: 1st & 10 at the 47.
    let (g, ..) = flagged_run(30, 3, 10, 2, F::Blank, "RUN-13", TC::new().pen(1), TC::new());
    assert_eq!((ball(&g), g.stats().home.first_downs), ((H, 47, 1, 10), 1));
    // A run that reaches the line to gain, then the runners' unnecessary roughness (15 from the
    // end of the play): the first down stays (E10), at the 27, and counts.
    let (g, ..) = flagged_run(30, 1, 10, 12, F::Blank, "RUN-09", TC::new(), TC::new().pen(1));
    assert_eq!((ball(&g), g.stats().home.first_downs), ((H, 27, 1, 10), 1));
    // A first down the core measures is counted once, not twice: a 12-yard run with the
    // defense's incidental face mask (5 from the end of the play, no automatic first down).
    let (g, ..) = flagged_run(30, 1, 10, 12, F::Blank, "RUN-14", TC::new().pen(1), TC::new());
    assert_eq!((ball(&g), g.stats().home.first_downs), ((H, 47, 1, 10), 1));
}
