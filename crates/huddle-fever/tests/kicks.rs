//! The kicking game with scripted dice: kickoffs and their reception (K1–K20), onside kicks
//! (O1–O4), punts (U1–U10), field goals and tries (F1–F8, X1–X4), fakes.
#![allow(clippy::too_many_arguments)]
mod common;
use common::*;
use huddle_core::{Phase, PerSide};

/// Home kicks off from `from`; Away receives.
fn kickoff(from: u8, dice: S, home: TC, away: TC) -> (FeverGame, TC, TC) {
    let mut g = game(dice.build());
    g.set_kickoff(H, from, false).unwrap();
    g.set_clock(1, 60);
    let (mut home, mut away) = (home, away);
    step(&mut g, &mut home, &mut away);
    assert_script_done(&g);
    (g, home, away)
}

fn used(g: &FeverGame) -> u16 {
    60 - notches_left(g)
}

#[test]
fn k1_k2_k3_kickoff_spots() {
    // [fever 5.1] K1: pro kickoffs from the kicking team's 35; K2: college from the 40.
    assert_eq!(FeverOptions::default().core_rules().kickoff_from, 35);
    assert_eq!(FeverOptions::college().core_rules().kickoff_from, 40);
    let mut g = game(DiceScript::new());
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert!(matches!(g.state.phase, Phase::Kickoff { from: 35, .. }));
    let mut g = game_with(FeverOptions::college(), DiceScript::new());
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert!(matches!(g.state.phase, Phase::Kickoff { from: 40, .. }));
    // K3: after a safety the team scored upon free-kicks from its 20, and may kick onside.
    let mut g = game(S::new().d(D::OnsideKick, F::OnsideRec(11)).ref_blank().build());
    g.set_kickoff(H, 20, true).unwrap();
    let mut home = TC::new();
    home.kickoffs.push_back(KickoffCall { onside: true, in_out: false });
    step(&mut g, &mut home, &mut TC::new());
    assert_eq!(ball(&g), (H, 31, 1, 10));
}

#[test]
fn k4_out_of_bounds_kicks_again_five_back() {
    // [fever 5.1] K4: OUT → re-kick 5 back (35 → 30 → 25), 1 notch a kick; 0 after the warning.
    let mut g = game(S::new().d(D::Kickoff, F::Out).ref_blank().d(D::Kickoff, F::Out).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    g.set_clock(1, 60);
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 30, after_safety: false });
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 25, after_safety: false });
    assert_eq!(notches_left(&g), 58);
    let mut g = game(S::new().d(D::Kickoff, F::Out).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    g.set_clock(4, 9);
    g.state.warning_given = true;
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(notches_left(&g), 9, "free kicks on or after the two-minute warning: no notch");
}

#[test]
fn k5_to_k11_where_the_kick_lands() {
    // [fever 5.2] r = 65 − k from the 35: in the field return or fair catch; on the goal line or
    // in the end zone return or touchback; on or over the outer boundary, automatic touchback.
    let land = |from: u8, k: u8, choice: Reception| {
        let (g, _, away) = kickoff(from, S::new().d(D::Kickoff, F::Yards(k)).ref_blank(), TC::new(), TC::new().rec(choice));
        (g, away.landings.first().copied())
    };
    // K5: 44 → the receiver's 21; no touchback.
    let (g, l) = land(35, 44, Reception::FairCatch);
    let l = l.unwrap();
    assert_eq!((l.at, l.options.fair_catch, l.options.touchback), (21, true, false));
    assert_eq!(ball(&g), (A, 21, 1, 10));
    // K6 (a yardage not on the built-in die): 64 → 1, return or fair catch.
    let (_, l) = land(35, 64, Reception::FairCatch);
    assert_eq!((l.unwrap().at, l.unwrap().options.fair_catch), (1, true));
    // K7: 65 → on the goal line: return or touchback, no fair catch.
    let (g, l) = land(35, 65, Reception::Touchback);
    assert_eq!((l.unwrap().at, l.unwrap().options.fair_catch, l.unwrap().options.touchback), (0, false, true));
    assert_eq!(ball(&g), (A, 20, 1, 10));
    // K8: 71 → −6.
    let (_, l) = land(35, 71, Reception::Touchback);
    assert_eq!(l.unwrap().at, -6);
    // K9: 75 → −10, on the outer boundary: automatic touchback, no question; K10: 81 too.
    for k in [75, 81] {
        let (g, l) = land(35, k, Reception::FairCatch);
        assert!(l.is_none(), "no choice on or over the outer boundary");
        assert_eq!(ball(&g), (A, 20, 1, 10));
        assert_eq!(used(&g), 0, "touchbacks do not move the clock (A4)");
    }
    // K11: from the 20 (after a safety), 81 → −1: return or touchback.
    let (_, l) = land(20, 81, Reception::Touchback);
    assert_eq!(l.unwrap().at, -1);
    // A fair catch in the end zone is refused, and the kick is not made.
    let mut g = game(S::new().d(D::Kickoff, F::Yards(70)).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    let e = try_step(&mut g, &mut TC::new(), &mut TC::new().rec(Reception::FairCatch)).unwrap_err();
    assert!(e.to_string().contains("FairCatch"), "{e}");
    assert_eq!(g.dice_script().unwrap().remaining(), 2);
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 35, after_safety: false });
}

#[test]
fn k12_to_k16_kickoff_returns() {
    // [fever 8.9] K12: from −6 the return is measured from the goal line: 20 + R 5 → 25.
    let ret = Reception::Return { in_out: false };
    let (g, _, _) = kickoff(35, S::new().d(D::Kickoff, F::Yards(71)).ref_blank().d(D::KickReturn, F::Yards(20)).d(D::Option, F::Run(5)).ref_blank(), TC::new(), TC::new().rec(ret));
    assert_eq!(ball(&g), (A, 25, 1, 10));
    assert_eq!(used(&g), 2, "K18: a kickoff and return, 2 notches");
    // [fever 8.14] K13: failing to run out of the end zone → touchback.
    let (g, _, _) = kickoff(35, S::new().d(D::Kickoff, F::Yards(71)).ref_blank().d(D::KickReturn, F::Yards(2)).d(D::Option, F::Minus(5)).ref_blank(), TC::new(), TC::new().rec(ret));
    assert_eq!((ball(&g), g.state.score), ((A, 20, 1, 10), PerSide::new(0, 0)));
    // [fever 8.10] K14: from the 30, 70 yards → on the goal line and beyond: TD.
    let (g, _, _) = kickoff(35, S::new().d(D::Kickoff, F::Yards(35)).ref_blank().d(D::KickReturn, F::Yards(60)).d(D::Option, F::Pass(10)).ref_blank(), TC::new(), TC::new().rec(ret));
    assert_eq!(g.state.score.away, 6);
    // [fever 5.3] K15: Option TD with NO TD on the Kick Return die: cancelled, the return die's
    // yardage only (A12).
    let (g, _, _) = kickoff(35, S::new().d(D::Kickoff, F::Yards(35)).ref_blank().d(D::KickReturn, F::YardsNoTd(12)).d(D::Option, F::Touchdown).ref_blank(), TC::new(), TC::new().rec(ret));
    assert!(g.last().has_note(|n| *n == Note::TdCancelled));
    assert_eq!((g.state.score.away, ball(&g)), (0, (A, 42, 1, 10)));
    // K16: without NO TD → TD.
    let (g, _, _) = kickoff(35, S::new().d(D::Kickoff, F::Yards(35)).ref_blank().d(D::KickReturn, F::Yards(12)).d(D::Option, F::Touchdown).ref_blank(), TC::new(), TC::new().rec(ret));
    assert_eq!(g.state.score.away, 6);
}

#[test]
fn k17_fair_catch() {
    // [fever 8.3] K17: a fair catch at 15: the ball there, 1st & 10, no notch (A3).
    let (g, _, _) = kickoff(35, S::new().d(D::Kickoff, F::Yards(50)).ref_blank(), TC::new(), TC::new().rec(Reception::FairCatch));
    assert_eq!((ball(&g), used(&g)), ((A, 15, 1, 10), 0));
    // A3 alternative: the kick's notch still counts.
    let o = FeverOptions { fair_catch_kick_notch: true, ..FeverOptions::default() };
    let mut g = game_with(o, S::new().d(D::Kickoff, F::Yards(50)).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    g.set_clock(1, 60);
    step(&mut g, &mut TC::new(), &mut TC::new().rec(Reception::FairCatch));
    assert_eq!(notches_left(&g), 59);
}

#[test]
fn k19_k20_penalties_on_kickoffs() {
    // [fever 5.14] K19: a flag on the kickoff: the return is played out, and the KICKING card is
    // read only after the receiver chose and returned.
    let dice = S::new().d(D::Kickoff, F::Yards(60)).ref_flag().d(D::KickReturn, F::Yards(14)).d(D::Option, F::Run(3)).ref_blank();
    let mut g = game(dice.build());
    g.set_kickoff(H, 35, false).unwrap();
    g.put_card_on_top("KCK-09").unwrap(); // receiving team offside
    let mut home = TC::new().pen(1);
    step(&mut g, &mut home, &mut TC::new().rec(Reception::Return { in_out: false }));
    let steps = &g.last().steps;
    let chose = steps.iter().position(|s| matches!(s, Step::Received { .. })).unwrap();
    let returned = steps.iter().position(|s| matches!(s, Step::Note(Note::Return { .. }))).unwrap();
    let card = steps.iter().position(|s| matches!(s, Step::Card { .. })).unwrap();
    assert!(chose < returned && returned < card);
    // Accepted: the kicking team kicks again 5 yards closer.
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 40, after_safety: false });
    // K20: OUT + P: the OUT overrides, the card is not read.
    let mut g = game(S::new().d(D::Kickoff, F::Out).ref_flag().build());
    g.set_kickoff(H, 35, false).unwrap();
    let top = g.deck(DeckKind::Kicking).top();
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 30, after_safety: false });
    assert!(g.last().cards().is_empty());
    assert_eq!(g.deck(DeckKind::Kicking).top(), top);
}

#[test]
fn o1_to_o4_onside_kicks() {
    // [fever 5.4] O1: REC → the kicking team keeps it (at the face's yardage, A18), 1st & 10.
    let onside = |io: bool| {
        let mut t = TC::new();
        t.kickoffs.push_back(KickoffCall { onside: true, in_out: io });
        t
    };
    let (g, _, _) = kickoff(35, S::new().d(D::OnsideKick, F::OnsideRec(12)).ref_blank(), onside(false), TC::new());
    assert_eq!(ball(&g), (H, 47, 1, 10));
    assert_eq!(g.stats().home.onside_recovered, 1);
    // A19: REC wins over an In/Out OUT.
    let (g, _, _) = kickoff(35, S::new().d(D::OnsideKick, F::OnsideRec(10)).ref_blank().d(D::InOut, F::Out), onside(true), TC::new());
    assert_eq!(ball(&g).0, H);
    // O2: OUT → kick again from the 30.
    let (g, _, _) = kickoff(35, S::new().d(D::OnsideKick, F::Out).ref_blank(), onside(false), TC::new());
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 30, after_safety: false });
    // O3: a yardage face: the receiver returns with the Option die only, or takes it there.
    let (g, _, away) = kickoff(35, S::new().d(D::OnsideKick, F::Yards(13)).ref_blank().d(D::Option, F::Run(4)).ref_blank(), onside(false), TC::new().rec(Reception::Return { in_out: false }));
    let l = away.landings[0];
    assert!(!l.options.fair_catch && l.options.take_at_spot);
    assert_eq!(ball(&g), (A, 56, 1, 10));
    let (g, _, _) = kickoff(35, S::new().d(D::OnsideKick, F::Yards(13)).ref_blank(), onside(false), TC::new().rec(Reception::TakeAtSpot));
    assert_eq!(ball(&g), (A, 52, 1, 10));
    // No fair catch of an onside kick (L365): refused, nothing changes.
    let mut g = game(S::new().d(D::OnsideKick, F::Yards(13)).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    assert!(try_step(&mut g, &mut onside(false), &mut TC::new().rec(Reception::FairCatch)).is_err());
    assert_eq!((g.state.plays, g.dice_script().unwrap().remaining()), (0, 2));
    // O4: In/Out OUT with a yardage face: carried out of bounds, no return, no question.
    let (g, _, away) = kickoff(35, S::new().d(D::OnsideKick, F::Yards(11)).ref_blank().d(D::InOut, F::Out), onside(true), TC::new());
    assert!(away.landings.is_empty());
    assert_eq!(ball(&g), (A, 54, 1, 10));
    // The fumble on an onside return is at its start (L745).
    let (g, _, _) = kickoff(
        35,
        S::new().d(D::OnsideKick, F::Yards(13)).ref_blank().d(D::Option, F::Fumble).ref_blank().d(D::Recovery, F::RecNoGain),
        onside(false),
        TC::new().silent().rec(Reception::Return { in_out: false }),
    );
    assert!(g.last().has_note(|n| matches!(n, Note::Fumble { by: A, at } if at.for_side(A) == 52)));
    assert_eq!(ball(&g), (H, 48, 1, 10), "the kicking team recovered at the start of the return");
}

/// Home punts from `los` on 4th & 10; Away has set the Block die.
fn punt(los: i16, dice: S, call: OffenseCall, away: TC) -> (FeverGame, TC) {
    let mut g = scrimmage(dice, los, 4, 10);
    let mut away = away.def(DefenseDie::Block);
    // The kicking team never calls "Block!" first: the receivers throw the Recovery die first.
    step(&mut g, &mut TC::new().silent().decl(Declaration::Punt).call(call), &mut away);
    assert_script_done(&g);
    (g, away)
}

#[test]
fn u1_to_u3_where_the_punt_lands() {
    // [fever 5.8] U1: from 30, 40 yards (measured from the line of scrimmage) → the receiver's 30.
    let (g, away) = punt(30, S::new().d(D::Punt, F::Yards(40)).ref_blank().d(D::BlockDefense, F::Blank), oc(Play::Punt), TC::new().rec(Reception::FairCatch));
    let l = away.landings[0];
    assert_eq!((l.at, l.options.fair_catch, l.options.touchback), (30, true, false));
    assert_eq!(ball(&g), (A, 30, 1, 10));
    // U2: from 40, 64 → −4: return from the goal line or touchback.
    let (g, away) = punt(40, S::new().d(D::Punt, F::Yards(64)).ref_blank().d(D::BlockDefense, F::Blank), oc(Play::Punt), TC::new().rec(Reception::Touchback));
    assert_eq!((away.landings[0].at, ball(&g)), (-4, (A, 20, 1, 10)));
    // U3: from 46, 64 → on the outer boundary: touchback, no question.
    let (g, away) = punt(46, S::new().d(D::Punt, F::Yards(64)).ref_blank().d(D::BlockDefense, F::Blank), oc(Play::Punt), TC::new());
    assert!(away.landings.is_empty());
    assert_eq!(ball(&g), (A, 20, 1, 10));
}

#[test]
fn u4_to_u7_blocked_punts() {
    // [fever 5.8] U4: B on the Punt die → blocked 10 behind the line, the Recovery die; the
    // kicking team recovers behind the line on 4th down short: the ball goes over; 1 notch.
    let (g, _) = punt(30, S::new().d(D::Punt, F::Block).ref_blank().d(D::BlockDefense, F::Blank).dd(D::Recovery, &[F::Star, F::RecNoGain]), oc(Play::Punt), TC::new());
    assert!(g.last().has_note(|n| matches!(n, Note::Blocked { at } if at.for_side(H) == 20)));
    assert_eq!(ball(&g), (A, 80, 1, 10));
    assert_eq!(notches_left(&g), 59);
    // B on the Block die; the opponent recovers with REC and advances 4: 2 notches.
    let (g, _) = punt(
        30,
        S::new().d(D::Punt, F::Yards(40)).ref_blank().d(D::BlockDefense, F::Block).d(D::Recovery, F::Rec).d(D::Option, F::Run(4)).ref_blank(),
        oc(Play::Punt),
        TC::new().rec(Reception::Return { in_out: false }),
    );
    assert_eq!(ball(&g), (A, 84, 1, 10));
    assert_eq!(notches_left(&g), 58);
    // U5: B + In/Out OUT → out at the 20: the opponent's ball there (its 80).
    let (g, _) = punt(30, S::new().d(D::Punt, F::Block).ref_blank().d(D::InOut, F::Out).d(D::BlockDefense, F::Blank), oc(Play::Punt).with_in_out(), TC::new());
    assert_eq!(ball(&g), (A, 80, 1, 10));
    // U6, U7: from the 8 or the 10 the spot is behind or on the goal line: safety.
    for los in [8, 10] {
        let (g, _) = punt(los, S::new().d(D::Punt, F::Block).ref_blank().d(D::InOut, F::Out).d(D::BlockDefense, F::Blank), oc(Play::Punt).with_in_out(), TC::new());
        assert_eq!(g.state.score.away, 2, "from the {los}");
    }
}

#[test]
fn u8_to_u10_in_out_and_returns() {
    // [fever 5.8] U8: In/Out OUT → no return, the receiver's ball where it went out.
    let (g, away) = punt(30, S::new().d(D::Punt, F::Yards(40)).ref_blank().d(D::InOut, F::Out).d(D::BlockDefense, F::Blank), oc(Play::Punt).with_in_out(), TC::new());
    assert!(away.landings.is_empty());
    assert_eq!(ball(&g), (A, 30, 1, 10));
    assert_eq!(notches_left(&g), 59, "U10: a punt not returned, 1 notch");
    // U9: out in the end zone → touchback.
    let (g, _) = punt(40, S::new().d(D::Punt, F::Yards(64)).ref_blank().d(D::InOut, F::Out).d(D::BlockDefense, F::Blank), oc(Play::Punt).with_in_out(), TC::new());
    assert_eq!(ball(&g), (A, 20, 1, 10));
    // U10: returned: 2 notches.
    let (g, _) = punt(
        30,
        S::new().d(D::Punt, F::Yards(40)).ref_blank().d(D::BlockDefense, F::Blank).d(D::PuntReturn, F::Yards(8)).d(D::Option, F::Run(2)).ref_blank(),
        oc(Play::Punt),
        TC::new().rec(Reception::Return { in_out: false }),
    );
    assert_eq!((ball(&g), notches_left(&g)), ((A, 40, 1, 10), 58));
    // A20: a punt return begun in the field and driven back into the end zone is a safety;
    // configurable as a touchback.
    let dice = || S::new().d(D::Punt, F::Yards(67)).ref_blank().d(D::BlockDefense, F::Blank).d(D::PuntReturn, F::Blank).d(D::Option, F::Minus(6));
    let (g, _) = punt(30, dice().ref_blank(), oc(Play::Punt), TC::new().rec(Reception::Return { in_out: false }));
    assert_eq!(g.state.score.home, 2);
    let o = FeverOptions { return_into_own_end_zone: huddle_fever::options::ReturnIntoEndZone::Touchback, ..FeverOptions::default() };
    let mut g = scrimmage_with(o, dice().ref_blank(), 30, 4, 10);
    step(&mut g, &mut TC::new().decl(Declaration::Punt).play(Play::Punt), &mut TC::new().def(DefenseDie::Block).rec(Reception::Return { in_out: false }));
    assert_eq!((g.state.score.home, ball(&g)), (0, (A, 20, 1, 10)));
}

#[test]
fn receiving_kicks_must_be_returned_or_fair_caught() {
    // [fever 8.8] In the field of play the receiver must return or fair-catch: a touchback or
    // taking the ball is refused.
    for bad in [Reception::Touchback, Reception::TakeAtSpot] {
        let mut g = scrimmage(S::new().d(D::Punt, F::Yards(40)).ref_blank().d(D::BlockDefense, F::Blank), 30, 4, 10);
        let r = try_step(&mut g, &mut TC::new().decl(Declaration::Punt).play(Play::Punt), &mut TC::new().def(DefenseDie::Block).rec(bad));
        assert!(r.is_err(), "{bad:?}");
        assert_eq!((g.state.plays, ball(&g)), (0, (H, 30, 4, 10)));
    }
}

/// Home tries a field goal from `los`; Away has set the Block die.
fn fg(los: i16, dice: S, away: TC) -> FeverGame {
    let mut g = scrimmage(dice, los, 4, 10);
    step(&mut g, &mut TC::new().silent().decl(Declaration::FieldGoal).play(Play::FieldGoal), &mut away.def(DefenseDie::Block));
    assert_script_done(&g);
    g
}

#[test]
fn f1_to_f3_distance_needed() {
    // [fever 5.9] F1: from the opponent's 20 a face of 37 is good (needed 20 + 17): 3 points and
    // the kicker kicks off; the same face from the 21 is one yard short.
    let g = fg(80, S::new().d(D::FieldGoal, F::Yards(37)).ref_blank().d(D::BlockDefense, F::Blank), TC::new());
    assert_eq!(g.state.score.home, 3);
    assert!(matches!(g.state.phase, Phase::Kickoff { kicker: H, from: 35, .. }));
    assert_eq!(notches_left(&g), 59);
    let g = fg(79, S::new().d(D::FieldGoal, F::Yards(37)).ref_blank().d(D::BlockDefense, F::Blank), TC::new().rec(Reception::TakeAtSpot));
    assert_eq!((g.state.score.home, ball(&g)), (0, (A, 21, 1, 10)));
    // F2, F3: 19 from the 2; 52 from the 35.
    for (los, need) in [(98, 19u8), (65, 52)] {
        let g = fg(los, S::new().d(D::FieldGoal, F::Yards(need)).ref_blank().d(D::BlockDefense, F::Blank), TC::new());
        assert_eq!(g.state.score.home, 3, "{need} from {los}");
        let g = fg(los, S::new().d(D::FieldGoal, F::Yards(need - 1)).ref_blank().d(D::BlockDefense, F::Blank), TC::new().rec(Reception::TakeAtSpot));
        assert_eq!(g.state.score.home, 0, "{} from {los}", need - 1);
    }
}

#[test]
fn f4_to_f7_blocks_and_misses() {
    // [fever 5.9] F4: B on the Field Goal die → blocked 7 behind the line, the Recovery die.
    let g = fg(80, S::new().d(D::FieldGoal, F::Block).ref_blank().d(D::BlockDefense, F::Blank).d(D::Recovery, F::RecNoGain), TC::new());
    assert!(g.last().has_note(|n| matches!(n, Note::Blocked { at } if at.for_side(H) == 73)));
    assert_eq!(ball(&g), (A, 27, 1, 10), "the defense recovered at the kicking team's 73");
    // F5: M from the opponent's 20 → the opponent's own 20; F6: from its 21 → its 21; F7: from
    // the kicking team's 45 → the kicking team's 45 (pos 55 for the new offense).
    for (los, at) in [(80, 20), (79, 21), (45, 55)] {
        let g = fg(los, S::new().d(D::FieldGoal, F::Miss).ref_blank().d(D::BlockDefense, F::Blank), TC::new());
        assert_eq!(ball(&g), (A, at, 1, 10), "M from {los}");
    }
    // A short kick that lands in the field may be returned with the Punt Return and Option dice.
    let g = fg(60, S::new().d(D::FieldGoal, F::Yards(31)).ref_blank().d(D::BlockDefense, F::Blank).d(D::PuntReturn, F::Yards(3)).d(D::Option, F::Run(4)).ref_blank(), TC::new().rec(Reception::Return { in_out: false }));
    assert_eq!(ball(&g), (A, 23, 1, 10), "lands at the kicking team's 84 = the receiver's 16, +7");
}

#[test]
fn f8_free_kick_field_goal_after_a_fair_catch() {
    // [fever 8.3] #4: a fair catch of a punt on the last play of a half: one free-kick field
    // goal; the defense does not set; B counts as M.
    // A short punt from the kicking team's 10 is fair-caught at the receiver's 60 (needed
    // 40 + 17 = 57).
    let dice = S::new().d(D::Punt, F::Yards(30)).ref_blank().d(D::BlockDefense, F::Blank).d(D::FieldGoal, F::Yards(57)).ref_blank();
    let mut g = scrimmage(dice, 10, 4, 10);
    g.set_clock(2, 1);
    g.state.warning_given = true;
    let mut away = TC::new().def(DefenseDie::Block).rec(Reception::FairCatch);
    away.free_kick.push_back(true);
    let mut home = TC::new().decl(Declaration::Punt).play(Play::Punt);
    step(&mut g, &mut home, &mut away);
    assert_eq!(g.free_kick_pending(), Some(A));
    assert_eq!(ball(&g), (A, 60, 1, 10));
    step(&mut g, &mut home, &mut away);
    assert_script_done(&g);
    assert!(g.last().has_note(|n| *n == Note::FreeKickFieldGoal));
    assert!(g.last().defense().is_none(), "the defense does not set");
    assert_eq!(away.declared_seen.len(), 1, "asked for a die only on the punt");
    assert_eq!(g.state.score.away, 3);
    // B counts as M.
    let dice = S::new().d(D::Punt, F::Yards(30)).ref_blank().d(D::BlockDefense, F::Blank).d(D::FieldGoal, F::Block).ref_blank();
    let mut g = scrimmage(dice, 10, 4, 10);
    g.set_clock(2, 1);
    g.state.warning_given = true;
    let mut away = TC::new().def(DefenseDie::Block).rec(Reception::FairCatch);
    away.free_kick.push_back(true);
    let mut home = TC::new().decl(Declaration::Punt).play(Play::Punt);
    step(&mut g, &mut home, &mut away);
    step(&mut g, &mut home, &mut away);
    assert!(!g.last().has_note(|n| matches!(n, Note::Blocked { .. })));
    assert_eq!(g.state.clock.period.0, 3, "the half is over");
}

/// Home's try after its touchdown.
fn try_kick(dice: S, def: DefenseDie, home: TC, away: TC, o: FeverOptions) -> FeverGame {
    let mut g = game_with(o, dice.build());
    g.set_try(H);
    g.set_clock(1, 60);
    let (mut home, mut away) = (home, away.def(def));
    step(&mut g, &mut home, &mut away);
    assert_script_done(&g);
    g
}

#[test]
fn x1_to_x3_extra_points() {
    // [fever 5.10] X1: the Extra Point die + Referee; good → 1, M → 0; the clock does not move;
    // the scoring team kicks off from its 35.
    let g = try_kick(S::new().d(D::ExtraPoint, F::Good).ref_blank().d(D::BlockDefense, F::Blank), DefenseDie::Block, TC::new(), TC::new(), FeverOptions::default());
    assert_eq!((g.state.score.home, notches_left(&g)), (1, 60));
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 35, after_safety: false });
    let g = try_kick(S::new().d(D::ExtraPoint, F::Miss).ref_blank().d(D::BlockDefense, F::Blank), DefenseDie::Block, TC::new(), TC::new(), FeverOptions::default());
    assert_eq!(g.state.score.home, 0);
    // [fever 8.2] X2: a Block-die B blocks it, dead; the scorer still kicks off from its 35.
    let g = try_kick(S::new().d(D::ExtraPoint, F::Good).ref_blank().d(D::BlockDefense, F::Block), DefenseDie::Block, TC::new(), TC::new(), FeverOptions::default());
    assert_eq!(g.state.score.home, 0);
    assert!(g.last().has_note(|n| matches!(n, Note::Blocked { .. })));
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 35, after_safety: false });
    // X3: a touchdown on the last play of a half still gets its try.
    let mut g = scrimmage(S::new().rp(10, 0).ref_blank().d(D::RunDefense, F::Blank).d(D::ExtraPoint, F::Good).ref_blank().d(D::BlockDefense, F::Blank), 95, 1, 5);
    g.set_clock(2, 1);
    g.state.warning_given = true;
    let mut home = TC::new().play(Play::Run);
    let mut away = TC::new().def(DefenseDie::Run).def(DefenseDie::Block);
    step(&mut g, &mut home, &mut away);
    assert_eq!((g.state.phase, g.state.clock.remaining), (Phase::Try { team: H }, 0));
    step(&mut g, &mut home, &mut away);
    assert_eq!(g.state.score.home, 7);
    assert_eq!(g.state.clock.period.0, 3);
}

#[test]
fn x4_college_conversions() {
    // [fever 9] X4: from the opponent's 3, one scrimmage down: a run or pass for 2, a kick for 1;
    // the clock does not move.
    let run2 = TryCall::Play(oc(Play::Run));
    let mut home = TC::new();
    home.tries.push_back(run2);
    let g = try_kick(S::new().rp(3, 0).ref_blank().d(D::RunDefense, F::Blank), DefenseDie::Run, home, TC::new(), FeverOptions::college());
    assert_eq!((g.state.score.home, notches_left(&g)), (2, 60));
    assert_eq!(g.stats().home.two_point_made, 1);
    let mut home = TC::new();
    home.tries.push_back(run2);
    let g = try_kick(S::new().rp(2, 0).ref_blank().d(D::RunDefense, F::Blank), DefenseDie::Run, home, TC::new(), FeverOptions::college());
    assert_eq!(g.state.score.home, 0, "two yards from the 3 is short");
    // A fumble the defense recovers in the field of play is dead: no return.
    let mut home = TC::new().silent();
    home.tries.push_back(run2);
    let g = try_kick(S::new().rp(1, 0).ref_blank().d(D::RunDefense, F::Fumble).d(D::Recovery, F::Rec), DefenseDie::Run, home, TC::new(), FeverOptions::college());
    assert_eq!(g.state.score, PerSide::new(0, 0));
    assert!(g.last().steps.iter().all(|s| !matches!(s, Step::Received { .. })), "no choice to advance");
    // The pro game has no conversion play.
    let mut g = game(S::new().rp(3, 0).ref_blank().d(D::RunDefense, F::Blank).build());
    g.set_try(H);
    let mut home = TC::new();
    home.tries.push_back(run2);
    assert!(try_step(&mut g, &mut home, &mut TC::new()).is_err());
}

#[test]
fn fakes() {
    // [fever 5.11] A declared punt run as a fake: the Block die set against it has no effect.
    let mut g = scrimmage(S::new().rp(6, 0).ref_blank().d(D::BlockDefense, F::Block), 40, 4, 3);
    let mut away = TC::new().def(DefenseDie::Block);
    step(&mut g, &mut TC::new().decl(Declaration::Punt).play(Play::Run), &mut away);
    assert_eq!(away.declared_seen, vec![Declaration::Punt], "the defense knew only the declaration");
    assert_eq!(ball(&g), (H, 46, 1, 10));
    // A fake against the Run Defense die is stopped like any run.
    let mut g = scrimmage(S::new().rp(6, 0).ref_blank().d(D::RunDefense, F::NoGain), 40, 4, 3);
    step(&mut g, &mut TC::new().decl(Declaration::FieldGoal).play(Play::Run), &mut TC::new().def(DefenseDie::Run));
    assert_eq!(ball(&g), (A, 60, 1, 10));
    // A real kick is not touched by the Run/Pass/Blitz dice.
    let mut g = scrimmage(S::new().d(D::FieldGoal, F::Yards(40)).ref_blank().d(D::RunDefense, F::Fumble), 80, 4, 10);
    step(&mut g, &mut TC::new().decl(Declaration::FieldGoal).play(Play::FieldGoal), &mut TC::new().def(DefenseDie::Run));
    assert_eq!(g.state.score.home, 3);
}

#[test]
fn switching_to_a_kick_needs_a_timeout() {
    // [fever 4.7] After declaring a scrimmage play the offense must call a time-out to punt; the
    // defense then sets again. A declared punt cannot become a field goal.
    let dice = S::new().d(D::RunDefense, F::Blank).d(D::BlockDefense, F::Blank).d(D::Punt, F::Yards(40)).ref_blank();
    let mut g = scrimmage(dice, 30, 4, 10);
    let mut away = TC::new().def(DefenseDie::Run).def(DefenseDie::Block).rec(Reception::FairCatch);
    step(&mut g, &mut TC::new().decl(Declaration::Scrimmage).play(Play::Punt), &mut away);
    assert_eq!(g.state.timeouts[H], 2);
    assert_eq!(away.declared_seen, vec![Declaration::Scrimmage, Declaration::Punt]);
    assert_eq!(ball(&g), (A, 30, 1, 10));
    let mut g = scrimmage(S::new().d(D::BlockDefense, F::Blank), 30, 4, 10);
    let e = try_step(&mut g, &mut TC::new().decl(Declaration::Punt).play(Play::FieldGoal), &mut TC::new().def(DefenseDie::Block)).unwrap_err();
    assert!(e.to_string().contains("kick"), "{e}");
    // With no time-outs left the switch is refused and nothing changes.
    let mut g = scrimmage(S::new().d(D::RunDefense, F::Blank), 30, 4, 10);
    g.state.timeouts[H] = 0;
    assert!(try_step(&mut g, &mut TC::new().play(Play::Punt), &mut TC::new()).is_err());
    assert_eq!((g.state.plays, g.state.timeouts[H]), (0, 0));
}

#[test]
fn a_normal_kickoff_with_the_in_out_die_is_refused() {
    // [fever 5.1] #4 (E17): no In/Out die with the Kickoff die (L557): a normal kickoff asking
    // for it is refused and nothing changes; the same call onside is allowed ([fever 5.4]).
    let mut home = TC::new();
    home.kickoffs.push_back(KickoffCall { onside: false, in_out: true });
    let o = FeverOptions { in_out_die: true, ..FeverOptions::default() };
    let mut g = game_with(o, S::new().d(D::Kickoff, F::Yards(60)).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    let e = try_step(&mut g, &mut home, &mut TC::new().rec(Reception::FairCatch)).unwrap_err();
    assert!(e.to_string().contains("L557"), "{e}");
    assert_eq!((g.state.plays, g.dice_script().unwrap().remaining()), (0, 2));
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 35, after_safety: false });
    let mut home = TC::new();
    home.kickoffs.push_back(KickoffCall { onside: true, in_out: true });
    let mut g = game_with(o, S::new().d(D::OnsideKick, F::Yards(11)).ref_blank().d(D::InOut, F::Out).build());
    g.set_kickoff(H, 35, false).unwrap();
    step(&mut g, &mut home, &mut TC::new());
    assert_eq!(ball(&g), (A, 54, 1, 10));
}

#[test]
fn e40_a_free_kick_field_goal_replayed_after_a_defensive_foul_is_still_a_free_kick() {
    // [fever 8.3] #4, [fever 8.7] #8a: Away fair-catches a punt on the last play of the half and
    // tries the free-kick field goal from its 60; Home is offside (5 yards, kick again) and Away
    // accepts. The replayed down, untimed, is the same free kick: the defense does not set, and
    // it is kicked 5 yards closer.
    let dice = S::new()
        .d(D::Punt, F::Yards(30))
        .ref_blank()
        .d(D::BlockDefense, F::Blank)
        .dd(D::FieldGoal, &[F::Yards(57), F::Yards(52)])
        .dd(D::Referee, &[F::Penalty, F::Blank]);
    let mut g = scrimmage(dice, 10, 4, 10);
    g.set_clock(2, 1);
    g.state.warning_given = true;
    g.put_card_on_top("KCK-09").unwrap(); // offside by the receiving team: 5, kick again
    let mut away = TC::new().def(DefenseDie::Block).rec(Reception::FairCatch).pen(1);
    away.free_kick.push_back(true);
    away.free_kick.push_back(true);
    let mut home = TC::new().decl(Declaration::Punt).play(Play::Punt);
    step(&mut g, &mut home, &mut away);
    step(&mut g, &mut home, &mut away);
    assert_eq!(away.penalty_options[0].len(), 2);
    assert_eq!((g.state.score.away, ball(&g)), (0, (A, 65, 1, 5)));
    assert_eq!(g.free_kick_pending(), Some(A), "the replay is the free kick again");
    assert_eq!((g.state.clock.remaining, g.state.untimed_down), (0, true));
    step(&mut g, &mut home, &mut away);
    assert_script_done(&g);
    assert!(g.last().has_note(|n| *n == Note::FreeKickFieldGoal));
    assert!(g.last().defense().is_none(), "the defense does not set");
    assert!(home.declared_seen.is_empty(), "Home set a die for neither free kick");
    assert_eq!(g.state.score.away, 3, "52 is enough from the 65 (35 + 17)");
    assert_eq!(g.state.clock.period.0, 3, "the half is over");
}
