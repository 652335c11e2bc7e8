//! Loose balls: the Recovery die state machine (R1–R14), fumbles (17.1.2) and blocks (17.1.1,
//! B1–B5), with scripted faces.
#![allow(clippy::too_many_arguments)]
mod common;
use common::*;
use huddle_core::{PerSide, Phase};
use huddle_fever::options::RecoveryDirection;

/// Home runs from `los` (Sr `sr`) into a Run-Defense F: a fumble at `los + sr`. The defense
/// (Away) calls first unless `home_first`. `rec` are the Recovery faces in order.
fn fumble(los: i16, down: u8, to_go: i16, sr: u8, rec: &[Face], home: TC, away: TC) -> FeverGame {
    fumble_with(FeverOptions::default(), los, down, to_go, sr, rec, home, away)
}

fn fumble_with(o: FeverOptions, los: i16, down: u8, to_go: i16, sr: u8, rec: &[Face], home: TC, away: TC) -> FeverGame {
    let dice = S::new().rp(sr, 0).ref_blank().d(D::RunDefense, F::Fumble).dd(D::Recovery, rec);
    let mut g = scrimmage_with(o, dice, los, down, to_go);
    let (mut home, mut away) = (home.play(Play::Run), away.def(DefenseDie::Run));
    step(&mut g, &mut home, &mut away);
    g
}

#[test]
fn r1_to_r4_who_recovers() {
    // [fever 5.12] A fumble at 36 on 2nd & 10 from the 30 (line to gain 40); the defense calls
    // first. R1: REC N.G. by the defense → its ball at the spot, 1st & 10.
    let g = fumble(30, 2, 10, 6, &[F::RecNoGain], TC::new().silent(), TC::new());
    assert_eq!(ball(&g), (A, 64, 1, 10));
    assert_script_done(&g);
    // R2: ★, then REC N.G. by the offense → it keeps the ball at 36: 3rd & 4.
    let g = fumble(30, 2, 10, 6, &[F::Star, F::RecNoGain], TC::new().silent(), TC::new());
    assert_eq!(ball(&g), (H, 36, 3, 4));
    let throwers: Vec<_> = g.last().notes().filter_map(|n| if let Note::Thrower { side } = n { Some(side) } else { None }).collect();
    assert_eq!(throwers, vec![A, H], "★: the other side throws next");
    // R3: +5 moves the ball forward for the original offense (A15), then REC by the defense:
    // it may advance (Option) or take the ball at the spot.
    let g = fumble(30, 2, 10, 6, &[F::PlusFive, F::Rec], TC::new().silent(), TC::new().rec(Reception::TakeAtSpot));
    assert!(g.last().has_note(|n| matches!(n, Note::BallMoves { to } if to.for_side(H) == 41)));
    assert_eq!(ball(&g), (A, 59, 1, 10));
    // A15 alternative: relative to the thrower (the defense's +5 goes toward the offense's goal).
    let o = FeverOptions { recovery_direction: RecoveryDirection::Thrower, ..FeverOptions::default() };
    let g = fumble_with(o, 30, 2, 10, 6, &[F::PlusFive, F::Rec], TC::new().silent(), TC::new().rec(Reception::TakeAtSpot));
    assert_eq!(ball(&g), (A, 69, 1, 10));
    // R4: OUT → the last team in possession keeps it at the spot.
    let g = fumble(30, 2, 10, 6, &[F::Out], TC::new().silent(), TC::new());
    assert_eq!(ball(&g), (H, 36, 3, 4));
}

#[test]
fn r5_to_r7_fourth_down() {
    // [fever 5.12] R5: 4th down, OUT short of the line to gain → the ball goes over (L444).
    let g = fumble(30, 4, 10, 6, &[F::Out], TC::new().silent(), TC::new());
    assert_eq!(ball(&g), (A, 64, 1, 10));
    // R6: the offense recovers a 4th-down fumble short of the line → over (L440).
    let g = fumble(30, 4, 10, 6, &[F::Star, F::RecNoGain], TC::new().silent(), TC::new());
    assert_eq!(ball(&g), (A, 64, 1, 10));
    // R7: recovered at 41 after a +5: the necessary yardage is gained → 1st & 10.
    let g = fumble(30, 4, 10, 6, &[F::PlusFive, F::Star, F::RecNoGain], TC::new().silent(), TC::new());
    assert_eq!(ball(&g), (H, 41, 1, 10));
}

#[test]
fn r8_r9_fumbles_on_a_fumble_return() {
    // [fever 8.1.2] R8 (#6): the defense recovers with REC and advances: an Option F happens at
    // the START of that return, at the recovery spot; R9 (#20): the offense recovers on the
    // same down → 1st & 10.
    let dice = S::new().rp(6, 0).ref_blank().d(D::RunDefense, F::Fumble).dd(D::Recovery, &[F::Rec, F::Star, F::RecNoGain]).d(D::Option, F::Fumble).ref_blank();
    let mut g = scrimmage(dice, 30, 2, 10);
    step(&mut g, &mut TC::new().silent().play(Play::Run), &mut TC::new().def(DefenseDie::Run).rec(Reception::Return { in_out: false }));
    assert_script_done(&g);
    assert!(g.last().has_note(|n| matches!(n, Note::Fumble { by: A, at } if at.for_side(A) == 64)));
    assert_eq!(ball(&g), (H, 36, 1, 10));
    assert_eq!((g.stats().home.fumbles_lost, g.stats().away.fumbles_lost), (1, 1));
    // Away called "Fumble!" first both times.
    let calls: Vec<_> = g.last().steps.iter().filter_map(|s| if let Step::LooseBallCall { thrower, coin } = s { Some((*thrower, *coin)) } else { None }).collect();
    assert_eq!(calls, vec![(A, false), (A, false)]);
    // Both call (or neither): a coin toss decides (L431, L873).
    let g = fumble(30, 2, 10, 6, &[F::RecNoGain], TC::new(), TC::new());
    assert!(g.last().steps.iter().any(|s| matches!(s, Step::LooseBallCall { coin: true, .. })));
}

#[test]
fn r10_to_r12_fumbles_in_the_offense_end_zone() {
    // [fever 8.1.2] #13: a fumble in the offense's end zone (sacked from the 9 for 12 with an
    // Option F: the fumble is at −3). R10: the defense recovers → TD; R11: the offense recovers
    // → safety; #13e: out of bounds there → safety; R12 (#17): with the In/Out die OUT → safety.
    let play = |rec: &[Face], io: bool, home: TC, away: TC| {
        let mut call = oc(Play::Pass).with_option();
        let mut dice = S::new().rp(0, 5).d(D::Option, F::Fumble).ref_blank().d(D::BlitzDefense, F::Sack(12));
        if io {
            call = call.with_in_out();
            dice = dice.d(D::InOut, F::Out);
        }
        let dice = dice.dd(D::Recovery, rec);
        let mut g = scrimmage(dice, 9, 1, 10);
        step(&mut g, &mut home.call(call), &mut away.def(DefenseDie::Blitz));
        assert_script_done(&g);
        g
    };
    let g = play(&[F::RecNoGain], false, TC::new().silent(), TC::new());
    assert!(g.last().has_note(|n| matches!(n, Note::Fumble { at, .. } if at.for_side(H) == -3)));
    assert_eq!(g.state.score, PerSide::new(0, 6), "R10");
    let g = play(&[F::RecNoGain], false, TC::new(), TC::new().silent());
    assert_eq!(g.state.score, PerSide::new(0, 2), "R11");
    let g = play(&[F::Out], false, TC::new(), TC::new().silent());
    assert_eq!(g.state.score, PerSide::new(0, 2), "#13e");
    let g = play(&[], true, TC::new(), TC::new());
    assert_eq!(g.state.score, PerSide::new(0, 2), "R12");
    // #13c: the offense recovers with REC and tries to run out, and fails → safety.
    let run_out = |opt: Face| {
        let dice = S::new().rp(0, 5).d(D::Option, F::Fumble).ref_blank().d(D::BlitzDefense, F::Sack(12)).d(D::Recovery, F::Rec).d(D::Option, opt).ref_blank();
        let mut g = scrimmage(dice, 9, 1, 10);
        let mut home = TC::new().call(oc(Play::Pass).with_option()).rec(Reception::Return { in_out: false });
        step(&mut g, &mut home, &mut TC::new().silent().def(DefenseDie::Blitz));
        assert!(home.landings[0].take_is_safety, "downing it there would be a safety");
        g
    };
    assert_eq!(run_out(F::Minus(1)).state.score, PerSide::new(0, 2));
    // ... and if it gets out, it keeps the ball with its downs going on.
    let g = run_out(F::Run(2));
    assert_eq!((g.state.score, ball(&g)), (PerSide::new(0, 0), (H, 2, 2, 17)));
    // #16: the ball comes back out of the end zone (+5 → the 2) and the defense recovers there.
    let g = play(&[F::PlusFive, F::RecNoGain], false, TC::new().silent(), TC::new());
    assert_eq!((g.state.score, ball(&g)), (PerSide::new(0, 0), (A, 98, 1, 2)));
}

#[test]
fn r13_fumble_toward_the_opponent_goal() {
    // [fever 8.1.2] #15 (R13): a fumble in front of the opponent's goal line that goes out of
    // bounds in the opponent's end zone → touchback for the opponent.
    let g = fumble(90, 1, 10, 8, &[F::PlusFive, F::Out], TC::new().silent(), TC::new());
    assert_eq!(ball(&g), (A, 20, 1, 10));
    // #14: a fumble in front of its own goal line going out in its own end zone → safety.
    let g = fumble(1, 1, 10, 2, &[F::MinusFive, F::Out], TC::new().silent(), TC::new());
    assert_eq!(g.state.score.away, 2);
    // Recovered by the fumbling team in the opponent's end zone → its touchdown; by the
    // defenders there → touchback.
    let g = fumble(90, 1, 10, 8, &[F::PlusFive, F::Star, F::RecNoGain], TC::new().silent(), TC::new());
    assert_eq!(g.state.score.home, 6);
    let g = fumble(90, 1, 10, 8, &[F::PlusFive, F::RecNoGain], TC::new().silent(), TC::new());
    assert_eq!((g.state.score.home, ball(&g)), (0, (A, 20, 1, 10)));
}

#[test]
fn r14_the_referee_die_is_not_thrown_with_the_recovery_die() {
    // [fever 3.14] R14 (L450): a long chain of Recovery throws asks for no Referee face.
    let g = fumble(30, 2, 10, 6, &[F::Star, F::PlusFive, F::Star, F::MinusFive, F::Star, F::RecNoGain], TC::new().silent(), TC::new());
    assert_script_done(&g);
    let refs = g.last().throws().iter().filter(|t| t.0 == D::Referee).count();
    let recs = g.last().throws().iter().filter(|t| t.0 == D::Recovery).count();
    assert_eq!((refs, recs), (1, 6));
    assert_eq!(ball(&g), (H, 36, 3, 4), "+5 then −5: back at 36; three stars: A, H, A, then H recovers");
}

#[test]
fn fumbles_on_returns() {
    // [fever 8.1.2] #5a: on a kickoff return the F is at the END of the count; #5b: a returner
    // in its own end zone that fumbles — i.A its team recovers → touchback; i.B the opponent
    // recovers → TD; with OUT (L773 exception) → touchback.
    let kick = |ret: Face, io: Option<Face>, rec: &[Face], away: TC, home: TC| {
        let mut dice = S::new().d(D::Kickoff, F::Yards(70)).ref_blank().d(D::KickReturn, ret).d(D::Option, F::Fumble).ref_blank();
        if let Some(f) = io {
            dice = dice.d(D::InOut, f);
        }
        let mut g = game(dice.dd(D::Recovery, rec).build());
        g.set_kickoff(H, 35, false).unwrap();
        let (mut home, mut away) = (home, away.rec(Reception::Return { in_out: io.is_some() }));
        step(&mut g, &mut home, &mut away);
        assert_script_done(&g);
        g
    };
    let g = kick(F::Yards(14), None, &[F::RecNoGain], TC::new(), TC::new().silent());
    assert!(g.last().has_note(|n| matches!(n, Note::Fumble { by: A, at } if at.for_side(A) == 14)), "#5a at the end of the count");
    assert_eq!(ball(&g), (A, 14, 1, 10));
    let g = kick(F::Yards(0), None, &[F::RecNoGain], TC::new(), TC::new().silent());
    assert_eq!((ball(&g), g.state.score), ((A, 20, 1, 10), PerSide::new(0, 0)), "#5b i.A");
    let g = kick(F::Yards(0), None, &[F::RecNoGain], TC::new().silent(), TC::new());
    assert_eq!(g.state.score.home, 6, "#5b i.B");
    let g = kick(F::Yards(0), Some(F::Out), &[], TC::new(), TC::new());
    assert_eq!((ball(&g), g.state.score), ((A, 20, 1, 10), PerSide::new(0, 0)), "#17 exception");
    // The kicking team recovering the returner's fumble: its ball, 1st & 10 (a change of hands).
    let g = kick(F::Yards(24), None, &[F::RecNoGain], TC::new().silent(), TC::new());
    assert_eq!(ball(&g), (H, 76, 1, 10));
}

/// Home punts from `los`, blocked by the Punt die's B; Recovery faces `rec`.
fn blocked_punt(los: i16, rec: &[Face], home: TC, away: TC) -> FeverGame {
    let dice = S::new().d(D::Punt, F::Block).ref_blank().d(D::BlockDefense, F::Blank).dd(D::Recovery, rec);
    let mut g = scrimmage(dice, los, 4, 10);
    let (mut home, mut away) = (home.decl(Declaration::Punt).play(Play::Punt), away.def(DefenseDie::Block));
    step(&mut g, &mut home, &mut away);
    g
}

#[test]
fn b1_b2_blocked_into_the_kicking_team_end_zone() {
    // [fever 8.1.1] #6: B1 — from the 5 the block is at −5: the kicking team recovers → safety;
    // B2 — the opponent recovers → TD; #6c: out of bounds there → safety.
    let g = blocked_punt(5, &[F::Star, F::RecNoGain], TC::new().silent(), TC::new());
    assert_eq!(g.state.score, PerSide::new(0, 2), "B1");
    let g = blocked_punt(5, &[F::RecNoGain], TC::new().silent(), TC::new());
    assert_eq!(g.state.score, PerSide::new(0, 6), "B2");
    let g = blocked_punt(5, &[F::Out], TC::new().silent(), TC::new());
    assert_eq!(g.state.score, PerSide::new(0, 2), "#6c");
}

#[test]
fn a_rec_in_an_end_zone_may_be_advanced_before_the_play_is_dead() {
    // [fever 8.1.1] #6(a) is a safety "if ... recovered by kicking team and play is dead": with
    // REC the recovering team may first advance it (17.1 #1). The kicking team recovers its
    // blocked punt at −5, runs it out (Option R 8, from the goal line as every run-out of an end
    // zone: its 8) — short of a first down on 4th and 10, the ball goes over there (first and goal
    // at the 8); taken in the end zone it is the safety.
    let dice = S::new().d(D::Punt, F::Block).ref_blank().d(D::BlockDefense, F::Blank).dd(D::Recovery, &[F::Star, F::Rec]).d(D::Option, F::Run(8)).ref_blank();
    let mut g = scrimmage(dice, 5, 4, 10);
    let (mut home, mut away) = (TC::new().silent().decl(Declaration::Punt).play(Play::Punt).rec(Reception::Return { in_out: false }), TC::new().def(DefenseDie::Block));
    step(&mut g, &mut home, &mut away);
    assert_script_done(&g);
    assert_eq!(g.state.score, PerSide::new(0, 0), "no safety: it came out");
    assert_eq!(ball(&g), (A, 92, 1, 8), "the opponent's ball at the kicking team's 8");
    let g = blocked_punt(5, &[F::Star, F::Rec], TC::new().silent().rec(Reception::TakeAtSpot), TC::new());
    assert_eq!(g.state.score, PerSide::new(0, 2), "taken in the end zone: the safety");
}

#[test]
fn b3_b4_loose_on_or_beyond_the_line() {
    // [fever 8.1.1] #7: B3 — blocked at 20, +5 twice → 30, the line of scrimmage; the kicking
    // team recovers → the opponent takes over there, 1st & 10 (7a).
    let g = blocked_punt(30, &[F::PlusFive, F::PlusFive, F::Star, F::Rec], TC::new().silent(), TC::new());
    assert_eq!(ball(&g), (A, 70, 1, 10));
    // B4 — the opponent recovers with REC: it may return (7c).
    let g = blocked_punt(30, &[F::PlusFive, F::PlusFive, F::Rec], TC::new().silent(), TC::new().rec(Reception::TakeAtSpot));
    assert_eq!(ball(&g), (A, 70, 1, 10));
    // With REC N.G. it just takes over (7b), asked nothing.
    let mut away = TC::new();
    away.receive.clear();
    let g = blocked_punt(30, &[F::PlusFive, F::PlusFive, F::RecNoGain], TC::new().silent(), away);
    assert_eq!(ball(&g), (A, 70, 1, 10));
    // Behind the line the kicking team just keeps it (4th down short: the ball goes over).
    let g = blocked_punt(30, &[F::Star, F::Rec], TC::new().silent().rec(Reception::TakeAtSpot), TC::new());
    assert_eq!(ball(&g), (A, 80, 1, 10));
}

#[test]
fn b5_lost_back_to_the_kicking_team() {
    // [fever 8.1.1] #9 (B5): the opponent recovers the block, advances, fumbles at the start,
    // and the kicking team recovers → its 1st & 10 at that spot.
    let dice = S::new().d(D::Punt, F::Block).ref_blank().d(D::BlockDefense, F::Blank).dd(D::Recovery, &[F::Rec, F::Star, F::RecNoGain]).d(D::Option, F::Fumble).ref_blank();
    let mut g = scrimmage(dice, 30, 4, 10);
    step(&mut g, &mut TC::new().silent().decl(Declaration::Punt).play(Play::Punt), &mut TC::new().def(DefenseDie::Block).rec(Reception::Return { in_out: false }));
    assert_script_done(&g);
    assert!(g.last().has_note(|n| matches!(n, Note::Fumble { by: A, at } if at.for_side(H) == 20)));
    assert_eq!(ball(&g), (H, 20, 1, 10));
}

#[test]
fn blocked_loose_in_the_opponent_end_zone() {
    // [fever 8.1.1] #8: a blocked field goal from the 98 (loose at 91) bounced into the
    // opponent's end zone: whoever recovers, a touchback (8a, 8b); out of bounds there too (8c).
    let fg = |rec: &[Face], home: TC, away: TC| {
        let dice = S::new().d(D::FieldGoal, F::Block).ref_blank().d(D::BlockDefense, F::Blank).dd(D::Recovery, rec);
        let mut g = scrimmage(dice, 98, 4, 2);
        let (mut home, mut away) = (home.decl(Declaration::FieldGoal).play(Play::FieldGoal), away.def(DefenseDie::Block));
        step(&mut g, &mut home, &mut away);
        assert_script_done(&g);
        g
    };
    for (rec, label) in [(vec![F::PlusFive, F::PlusFive, F::RecNoGain], "8b"), (vec![F::PlusFive, F::PlusFive, F::Star, F::RecNoGain], "8a"), (vec![F::PlusFive, F::PlusFive, F::Out], "8c")] {
        let g = fg(&rec, TC::new().silent(), TC::new());
        assert_eq!((ball(&g), g.state.score), ((A, 20, 1, 10), PerSide::new(0, 0)), "{label}");
    }
}

#[test]
fn blocks_7d_once_beyond_the_line_always_beyond() {
    // [fever 8.1.1] #7(d): a blocked ball that has been on or beyond the kicker's line of
    // scrimmage keeps rule 7 after it goes back behind the line. A 3rd-down field goal from the
    // 60 is blocked at 53; +5, +5 (63), −5 (58); the kicking team recovers → the opponent's
    // ball at the spot (Home's 58 = Away's 42), 1st & 10.
    let fg = |rec: &[Face]| {
        let dice = S::new().d(D::FieldGoal, F::Block).ref_blank().d(D::BlockDefense, F::Blank).dd(D::Recovery, rec);
        let mut g = scrimmage(dice, 60, 3, 10);
        step(&mut g, &mut TC::new().decl(Declaration::FieldGoal).play(Play::FieldGoal), &mut TC::new().silent().def(DefenseDie::Block));
        assert_script_done(&g);
        g
    };
    let g = fg(&[F::PlusFive, F::PlusFive, F::MinusFive, F::RecNoGain]);
    assert_eq!(ball(&g), (A, 42, 1, 10));
    // [fever 8.1.1] #7: never beyond the line (53, 58, 53): the kicking team keeps it, 4th down.
    let g = fg(&[F::PlusFive, F::MinusFive, F::RecNoGain]);
    assert_eq!(ball(&g), (H, 53, 4, 17));
}

#[test]
fn e31_a_return_fumble_in_front_of_the_goal_line_driven_into_the_end_zone_is_a_safety() {
    // [fever 8.1.2] #14a: "When F occurs in front of offense's goal line, and loose football then
    // goes out of bounds ... in offense's end zone, ... defense scores a safety"; on a return the
    // returning team is the offense (L162). The touchbacks of #5b and of #17's exception are for
    // a returner that fumbles on its own goal line or in its end zone (a failed run-out).
    // Home punts from its 50 to Away's 3; Away returns 1 (to its 4) and fumbles (Option F); the
    // Recovery die shows −5 (Away's −1), then ...
    let punt = |rec: &[Face], home: TC, away: TC| {
        let dice = S::new().d(D::Punt, F::Yards(47)).ref_blank().d(D::BlockDefense, F::Blank).d(D::PuntReturn, F::Yards(1)).d(D::Option, F::Fumble).ref_blank().dd(D::Recovery, rec);
        let mut g = scrimmage(dice, 50, 4, 10);
        let (mut home, mut away) = (home.decl(Declaration::Punt).play(Play::Punt), away.def(DefenseDie::Block).rec(Reception::Return { in_out: false }));
        step(&mut g, &mut home, &mut away);
        assert_script_done(&g);
        assert!(g.last().has_note(|n| matches!(n, Note::Fumble { by: A, at } if at.for_side(A) == 4)));
        g
    };
    let safety = Phase::Kickoff { kicker: A, from: 20, after_safety: true };
    // ... OUT: out of bounds in Away's own end zone → a safety, Away kicks from its 20.
    let g = punt(&[F::MinusFive, F::Out], TC::new(), TC::new());
    assert_eq!((g.state.score, g.state.phase), (PerSide::new(2, 0), safety), "[fever 8.1.2] #14a: out in the returners' end zone");
    // ... REC N.G. by Away in its own end zone: dead there by its own fumble → a safety (A20).
    let g = punt(&[F::MinusFive, F::RecNoGain], TC::new().silent(), TC::new());
    assert_eq!((g.state.score, g.state.phase), (PerSide::new(2, 0), safety), "[fever 8.1.2] recovered by the returners in their end zone");
    // Interceptions #11: an interception in the field of play with an F: "see #14". Home passes
    // from the 80 for 17: intercepted at Away's 3 with an Option F; −5, OUT → a safety.
    let dice = S::new().rp(0, 17).d(D::Option, F::Fumble).ref_blank().d(D::PassDefense, F::Interception).dd(D::Recovery, &[F::MinusFive, F::Out]);
    let mut g = scrimmage(dice, 80, 1, 10);
    step(&mut g, &mut TC::new().call(oc(Play::Pass).with_option()), &mut TC::new().def(DefenseDie::Pass));
    assert_script_done(&g);
    assert_eq!((g.state.score, g.state.phase), (PerSide::new(2, 0), safety), "[fever 8.5] #11 → [fever 8.1.2] #14a");
    // A failed run-out is still #5b: a kickoff into Away's end zone returned 0 (F on its goal
    // line), out of bounds in its end zone → a touchback.
    let dice = S::new().d(D::Kickoff, F::Yards(70)).ref_blank().d(D::KickReturn, F::Yards(0)).d(D::Option, F::Fumble).ref_blank().d(D::Recovery, F::Out);
    let mut g = game(dice.build());
    g.set_kickoff(H, 35, false).unwrap();
    step(&mut g, &mut TC::new(), &mut TC::new().rec(Reception::Return { in_out: false }));
    assert_script_done(&g);
    assert_eq!((g.state.score, ball(&g)), (PerSide::new(0, 0), (A, 20, 1, 10)), "[fever 8.1.2] #5b ii");
}
