//! Scrimmage plays with scripted dice: the digest's test vectors S1–S34 (§12.5), T1–T10
//! (§12.6), G1–G15 (§12.7), and the six Examples of Play (§7) reproduced face by face.
#![allow(clippy::too_many_arguments)]
mod common;
use common::*;
use huddle_fever::Against;

struct Snap {
    g: FeverGame,
    away: TC,
}

impl Snap {
    fn ball(&self) -> (huddle_core::Side, i16, u8, i16) {
        ball(&self.g)
    }
    fn used(&self) -> u16 {
        60 - notches_left(&self.g)
    }
    fn has(&self, f: impl Fn(&Note) -> bool) -> bool {
        self.g.last().has_note(f)
    }
}

/// Home snaps at `spot` with `call`; Away has set `def` showing `face`.
fn snap_with(call: OffenseCall, def: DefenseDie, face: Face, dice: S, spot: i16, down: u8, to_go: i16, home: TC, away: TC) -> Snap {
    let dice = dice.d(def.die(), face);
    let mut g = scrimmage(dice, spot, down, to_go);
    let mut home = home.call(call);
    let mut away = away.def(def);
    step(&mut g, &mut home, &mut away);
    assert_script_done(&g);
    Snap { g, away }
}

fn snap(call: OffenseCall, def: DefenseDie, face: Face, dice: S, spot: i16) -> Snap {
    snap_with(call, def, face, dice, spot, 1, 10, TC::new(), TC::new())
}

use DefenseDie::{Blitz, Block, Pass as PassD, Run as RunD};

#[test]
fn s1_to_s5_pass_against_the_pass_defense() {
    // [fever 5.7] S1: Sp 9 vs Pass Def blank → pos 39, 2nd & 1, 3 notches.
    let s = snap(oc(Play::Pass), PassD, F::Blank, S::new().rp(0, 9).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 39, 2, 1));
    assert_eq!(s.used(), 3);
    // S2: −5 → 34, 2nd & 6.
    let s = snap(oc(Play::Pass), PassD, F::Minus(5), S::new().rp(0, 9).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 34, 2, 6));
    // S3: Sp 9 + Option P 6 − 5 = 10 → first down at 40, the new line at 50.
    let s = snap(oc(Play::Pass).with_option(), PassD, F::Minus(5), S::new().rp(0, 9).d(D::Option, F::Pass(6)).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 40, 1, 10));
    assert_eq!(s.g.state.downs.line_to_gain, 50);
    // S4: SAC −9 → 21 (the count of 21 cancelled), 2nd & 19, 1 notch.
    let s = snap(oc(Play::Pass), PassD, F::Sack(9), S::new().rp(0, 21).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 21, 2, 19));
    assert_eq!(s.used(), 1);
    // S5: INC → stays at 30, 2nd & 10, 1 notch.
    let s = snap(oc(Play::Pass), PassD, F::Incomplete, S::new().rp(0, 9).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 30, 2, 10));
    assert_eq!(s.used(), 1);
}

#[test]
fn s6_to_s8_interception_return_die_by_territory() {
    // [fever 5.13] S6: Sp 9 + Pass Def I → intercepted at the passers' 39 = the interceptors'
    // 61, their opponent's territory: the Punt Return die (A23). Downed: their ball there.
    let s = snap_with(oc(Play::Pass), PassD, F::Interception, S::new().rp(0, 9).ref_blank(), 30, 1, 10, TC::new(), TC::new().rec(Reception::TakeAtSpot));
    assert_eq!(s.ball(), (A, 61, 1, 10));
    assert!(s.has(|n| matches!(n, Note::Intercepted { by: A, at } if at.for_side(A) == 61)));
    assert_eq!(s.away.landings[0].at, 61);
    assert_eq!(s.used(), 1, "an interception not advanced: 1 notch");
    // Returned: Punt Return 5 + Option R 3 → 69; 2 notches (advanced by the other team).
    let dice = S::new().rp(0, 9).ref_blank().d(D::PuntReturn, F::Yards(5)).d(D::Option, F::Run(3)).ref_blank();
    let s = snap_with(oc(Play::Pass), PassD, F::Interception, dice, 30, 1, 10, TC::new(), TC::new().rec(Reception::Return { in_out: false }));
    assert_eq!(s.ball(), (A, 69, 1, 10));
    assert_eq!(s.used(), 2);
    // S7: Sp 19 + Option P 6 → pos 55 = the interceptors' own 45: the Kick Return die.
    let dice = S::new().rp(0, 19).d(D::Option, F::Pass(6)).ref_blank().d(D::KickReturn, F::Yards(9)).d(D::Option, F::Minus(2)).ref_blank();
    let s = snap_with(oc(Play::Pass).with_option(), PassD, F::Interception, dice, 30, 1, 10, TC::new(), TC::new().rec(Reception::Return { in_out: false }));
    assert_eq!(s.ball(), (A, 52, 1, 10));
    // S8: Sp 12 + Option P 8 → on the 50: the Kick Return die.
    let dice = S::new().rp(0, 12).d(D::Option, F::Pass(8)).ref_blank().d(D::KickReturn, F::Yards(12)).d(D::Option, F::Run(2)).ref_blank();
    let s = snap_with(oc(Play::Pass).with_option(), PassD, F::Interception, dice, 30, 1, 10, TC::new(), TC::new().rec(Reception::Return { in_out: false }));
    assert_eq!(s.ball(), (A, 64, 1, 10));
}

#[test]
fn s9_to_s13_runs_and_draws() {
    // [fever 7.4] S9: a run is not affected by SAC −9, I or INC.
    for face in [F::Sack(9), F::Interception, F::Incomplete] {
        let s = snap(oc(Play::Run), PassD, face, S::new().rp(4, 0).ref_blank(), 30);
        assert_eq!(s.ball(), (H, 34, 2, 6), "{face:?}");
    }
    // S10: Sr 4 − 5 → 29, 2nd & 11.
    let s = snap(oc(Play::Run), PassD, F::Minus(5), S::new().rp(4, 0).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 29, 2, 11));
    // [fever 7.2] S11: a draw counts the Option only (R 7) − 2 = 5, whatever the Scrimmage dice.
    let s = snap(oc(Play::Draw), RunD, F::Minus(2), S::new().rp(10, 0).d(D::Option, F::Run(7)).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 35, 2, 5));
    // S12: a draw ignores the Option letter: P 8 counts.
    let s = snap(oc(Play::Draw), RunD, F::Blank, S::new().rp(10, 0).d(D::Option, F::Pass(8)).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 38, 2, 2));
    // [fever 7.6] S13: draw −3 with Blitz −5 → 22.
    let s = snap(oc(Play::Draw), Blitz, F::Minus(5), S::new().rp(10, 0).d(D::Option, F::Minus(3)).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 22, 2, 18));
}

#[test]
fn s14_to_s25_run_and_blitz_faces() {
    // S14: N.G. → no gain, and the clock keeps running: 3 notches (A7).
    let s = snap(oc(Play::Run), RunD, F::NoGain, S::new().rp(6, 0).ref_blank(), 30);
    assert_eq!((s.ball(), s.used()), ((H, 30, 2, 10), 3));
    // S15: −3 → 33.
    let s = snap(oc(Play::Run), RunD, F::Minus(3), S::new().rp(6, 0).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 33, 2, 7));
    // S16: Run-Def F → a fumble at 36, then the Recovery die (the defense calls first, recovers).
    let s = snap_with(oc(Play::Run), RunD, F::Fumble, S::new().rp(6, 0).ref_blank().d(D::Recovery, F::RecNoGain), 30, 1, 10, TC::new().silent(), TC::new());
    assert!(s.has(|n| matches!(n, Note::Fumble { by: H, at } if at.for_side(H) == 36)));
    assert_eq!(s.ball(), (A, 64, 1, 10));
    assert_eq!(s.g.stats().home.fumbles_lost, 1);
    // S17: INC has no effect on a run.
    let s = snap(oc(Play::Run), RunD, F::Incomplete, S::new().rp(6, 0).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 36, 2, 4));
    // S18–S20: a pass against the Run Defense die: INC, N.G., −4.
    let s = snap(oc(Play::Pass), RunD, F::Incomplete, S::new().rp(0, 12).ref_blank(), 30);
    assert!(s.has(|n| *n == Note::Incomplete));
    assert_eq!(s.ball(), (H, 30, 2, 10));
    let s = snap(oc(Play::Pass), RunD, F::NoGain, S::new().rp(0, 12).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 30, 2, 10));
    let s = snap(oc(Play::Pass), RunD, F::Minus(4), S::new().rp(0, 12).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 38, 2, 2));
    // S21: a completion, then a fumble at 42; the offense recovers: no change of hands, 2nd down.
    let s = snap_with(oc(Play::Pass), RunD, F::Fumble, S::new().rp(0, 12).ref_blank().d(D::Recovery, F::RecNoGain), 30, 2, 15, TC::new(), TC::new().silent());
    assert!(s.has(|n| matches!(n, Note::Fumble { by: H, at } if at.for_side(H) == 42)));
    assert_eq!(s.ball(), (H, 42, 3, 3));
    // [fever 7.5] S22, S23: Blitz SAC −15 → 15; N.G. → 30.
    let s = snap(oc(Play::Pass), Blitz, F::Sack(15), S::new().rp(0, 12).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 15, 2, 25));
    let s = snap(oc(Play::Pass), Blitz, F::NoGain, S::new().rp(0, 12).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 30, 2, 10));
    // S24: SAC −12 does not touch a run; S25: N.G. stops it.
    let s = snap(oc(Play::Run), Blitz, F::Sack(12), S::new().rp(3, 0).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 33, 2, 7));
    let s = snap(oc(Play::Run), Blitz, F::NoGain, S::new().rp(3, 0).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 30, 2, 10));
}

#[test]
fn s26_to_s28_the_bomb() {
    // [fever 5.5] S26: Bomb P# INC → incomplete; the defense die (an I!) has no effect but is
    // still revealed (L181).
    let s = snap(oc(Play::Bomb), PassD, F::Interception, S::new().rp(0, 10).d(D::Bomb, F::PassInc(20)).ref_blank(), 30);
    assert!(s.has(|n| *n == Note::Incomplete));
    assert!(!s.has(|n| matches!(n, Note::Intercepted { .. })));
    assert_eq!(s.g.last().defense(), Some((D::PassDefense, F::Interception)));
    assert_eq!(s.ball(), (H, 30, 2, 10));
    // S27: Blitz SAC −6 → 24.
    let s = snap(oc(Play::Bomb), Blitz, F::Sack(6), S::new().rp(0, 10).d(D::Bomb, F::Pass(25)).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 24, 2, 16));
    // S28: Pass Def −5 → 30 + 10 + 25 − 5 = 60.
    let s = snap(oc(Play::Bomb), PassD, F::Minus(5), S::new().rp(0, 10).d(D::Bomb, F::Pass(25)).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 60, 1, 10));
}

#[test]
fn s29_to_s34_option_fumbles_and_the_block_die() {
    // [fever 8.1.2] S29: #2 — F on an incomplete pass is ignored.
    let s = snap(oc(Play::Pass).with_option(), PassD, F::Incomplete, S::new().rp(0, 9).d(D::Option, F::Fumble).ref_blank(), 30);
    assert!(s.has(|n| *n == Note::FumbleIgnored));
    assert_eq!(s.ball(), (H, 30, 2, 10));
    // S30: #8 — with a sack, the fumble is at the sack spot (24); the offense recovers.
    let s = snap_with(oc(Play::Pass).with_option(), Blitz, F::Sack(6), S::new().rp(0, 9).d(D::Option, F::Fumble).ref_blank().d(D::Recovery, F::RecNoGain), 30, 1, 10, TC::new(), TC::new().silent());
    assert!(s.has(|n| matches!(n, Note::Fumble { by: H, at } if at.for_side(H) == 24)));
    assert_eq!(s.ball(), (H, 24, 2, 16));
    // S31: #9 — with an interception, the fumble is at the interception spot (39, the Option
    // counting 0) and the interceptors are last in possession: the passers recover → their
    // ball, 1st & 10 (lost and regained on the same down, #20).
    let s = snap_with(oc(Play::Pass).with_option(), PassD, F::Interception, S::new().rp(0, 9).d(D::Option, F::Fumble).ref_blank().d(D::Recovery, F::RecNoGain), 30, 2, 10, TC::new(), TC::new().silent());
    assert!(s.has(|n| matches!(n, Note::Fumble { by: A, at } if at.for_side(H) == 39)));
    assert_eq!(s.ball(), (H, 39, 1, 10));
    assert_eq!(s.g.stats().away.fumbles_lost, 1);
    // S32: #10 — with N.G., the fumble is at the line of scrimmage.
    let s = snap_with(oc(Play::Run).with_option(), RunD, F::NoGain, S::new().rp(5, 0).d(D::Option, F::Fumble).ref_blank().d(D::Recovery, F::RecNoGain), 30, 1, 10, TC::new().silent(), TC::new());
    assert!(s.has(|n| matches!(n, Note::Fumble { by: H, at } if at.for_side(H) == 30)));
    // S33: #12 — F on both the Option and the Run Defense die: at the end of the Scrimmage count.
    let s = snap_with(oc(Play::Run).with_option(), RunD, F::Fumble, S::new().rp(5, 0).d(D::Option, F::Fumble).ref_blank().d(D::Recovery, F::RecNoGain), 30, 1, 10, TC::new().silent(), TC::new());
    assert!(s.has(|n| matches!(n, Note::Fumble { by: H, at } if at.for_side(H) == 35)));
    // [fever 8.1.1] S34: #1 — the Block die has no effect on a run or pass.
    let s = snap(oc(Play::Run), Block, F::Block, S::new().rp(7, 0).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 37, 2, 3));
    let s = snap(oc(Play::Pass), Block, F::Block, S::new().rp(0, 7).ref_blank(), 30);
    assert_eq!(s.ball(), (H, 37, 2, 3));
}

#[test]
fn draw_fumble_spots() {
    // [fever 8.1.2] #11 (A25): on a draw the F is at the LOS (Option F, blank defense), behind it
    // by the defense's minus, or at the end of the Option yards (Run-Defense F).
    let s = snap_with(oc(Play::Draw), PassD, F::Blank, S::new().rp(4, 4).d(D::Option, F::Fumble).ref_blank().d(D::Recovery, F::RecNoGain), 30, 1, 10, TC::new().silent(), TC::new());
    assert!(s.has(|n| matches!(n, Note::Fumble { at, .. } if at.for_side(H) == 30)));
    let s = snap_with(oc(Play::Draw), Blitz, F::Minus(5), S::new().rp(4, 4).d(D::Option, F::Fumble).ref_blank().d(D::Recovery, F::RecNoGain), 30, 1, 10, TC::new().silent(), TC::new());
    assert!(s.has(|n| matches!(n, Note::Fumble { at, .. } if at.for_side(H) == 25)));
    let s = snap_with(oc(Play::Draw), RunD, F::Fumble, S::new().rp(4, 4).d(D::Option, F::Run(6)).ref_blank().d(D::Recovery, F::RecNoGain), 30, 1, 10, TC::new().silent(), TC::new());
    assert!(s.has(|n| matches!(n, Note::Fumble { at, .. } if at.for_side(H) == 36)));
}

#[test]
fn option_letters_on_runs_and_passes() {
    // [fever 3.10] A10: a P side does not count on a run, an R side not on a pass; minus sides
    // always count. Configurable.
    let s = snap(oc(Play::Run).with_option(), RunD, F::Blank, S::new().rp(4, 9).d(D::Option, F::Pass(12)).ref_blank(), 30);
    assert_eq!(s.ball().1, 34);
    let s = snap(oc(Play::Pass).with_option(), RunD, F::Blank, S::new().rp(4, 9).d(D::Option, F::Run(8)).ref_blank(), 30);
    assert_eq!(s.ball().1, 39);
    let s = snap(oc(Play::Run).with_option(), RunD, F::Blank, S::new().rp(4, 9).d(D::Option, F::Minus(3)).ref_blank(), 30);
    assert_eq!(s.ball().1, 31);
    let o = FeverOptions { option_other_letter_counts: true, ..FeverOptions::default() };
    let mut g = scrimmage_with(o, S::new().rp(4, 9).d(D::Option, F::Pass(12)).ref_blank().d(D::RunDefense, F::Blank), 30, 1, 10);
    step(&mut g, &mut TC::new().call(oc(Play::Run).with_option()), &mut TC::new().def(RunD));
    assert_eq!(ball(&g).1, 46);
}

#[test]
fn t1_to_t10_td_on_the_option_die() {
    // [fever 8.13] From the opponent's 30 (pos 70); the Scrimmage count is cancelled.
    let run = oc(Play::Run).with_option();
    let pass = oc(Play::Pass).with_option();
    let td = |call, def, face| snap(call, def, face, S::new().rp(2, 2).d(D::Option, F::Touchdown).ref_blank(), 70);
    // T1: blank → TD.
    let s = td(run, RunD, F::Blank);
    assert_eq!(s.g.state.score.home, 6);
    assert_eq!(s.g.stats().home.option_td, 1);
    // T2: Run Def −3 → the ball on the opponent's 3.
    let s = td(run, RunD, F::Minus(3));
    assert_eq!(s.ball(), (H, 97, 1, 3));
    // T3: Pass Def −5 → the opponent's 5.
    assert_eq!(td(pass, PassD, F::Minus(5)).ball(), (H, 95, 1, 5));
    // T4: N.G. → TD nullified, ball at 70.
    assert_eq!(td(run, RunD, F::NoGain).ball(), (H, 70, 2, 10));
    assert_eq!(td(pass, Blitz, F::NoGain).ball(), (H, 70, 2, 10));
    // T5: Pass Def INC → incomplete (ball stays at 70).
    let s = td(pass, PassD, F::Incomplete);
    assert!(s.has(|n| *n == Note::Incomplete));
    assert_eq!(s.ball(), (H, 70, 2, 10));
    // T6: INC does not stop a run: TD.
    assert_eq!(td(run, PassD, F::Incomplete).g.state.score.home, 6);
    // T7: Blitz SAC −12 → 58.
    assert_eq!(td(pass, Blitz, F::Sack(12)).ball(), (H, 58, 2, 22));
    // T8: Pass Def I → an interception on the defense's goal line: touchback or a return from
    // the goal line.
    let s = snap_with(pass, PassD, F::Interception, S::new().rp(2, 2).d(D::Option, F::Touchdown).ref_blank(), 70, 1, 10, TC::new(), TC::new().rec(Reception::Touchback));
    assert!(s.away.landings[0].options.touchback && s.away.landings[0].at == 0);
    assert_eq!(s.ball(), (A, 20, 1, 10));
    // T10: Run-Def F at the goal line is ignored: TD.
    assert_eq!(td(run, RunD, F::Fumble).g.state.score.home, 6);
}

#[test]
fn t9_option_td_incomplete_with_pass_interference() {
    // [fever 8.13] (f) I or INC with an accepted defensive pass interference: 1st & goal on the 1.
    let mut g = scrimmage(S::new().rp(2, 2).d(D::Option, F::Touchdown).ref_flag().d(D::PassDefense, F::Incomplete), 70, 1, 10);
    g.put_card_on_top("PAS-01").unwrap();
    let mut home = TC::new().call(oc(Play::Pass).with_option()).pen(1);
    step(&mut g, &mut home, &mut TC::new().def(PassD));
    assert_eq!(ball(&g), (H, 99, 1, 1));
    assert!(g.state.goal_to_go());
}

#[test]
fn g1_to_g4_passes_and_the_outer_boundary() {
    // [fever 8.6] G1: caught at 109, inside the end zone → TD.
    assert_eq!(snap(oc(Play::Pass), RunD, F::Blank, S::new().rp(0, 14).ref_blank(), 95).g.state.score.home, 6);
    // G2: at 110 (on the outer boundary line) → incomplete.
    let s = snap(oc(Play::Pass), RunD, F::Blank, S::new().rp(0, 15).ref_blank(), 95);
    assert!(s.has(|n| *n == Note::PassOutOfEndZone));
    assert_eq!((s.g.state.score.home, s.ball()), (0, (H, 95, 2, 5)));
    // [fever 8.10] G3: a run counts past the boundary: TD.
    let s = snap(oc(Play::Run), RunD, F::Blank, S::new().scrim([F::Run(20), F::Pass(1), F::Pass(1), F::Pass(1), F::Pass(1)]).ref_blank(), 95);
    assert_eq!(s.g.state.score.home, 6);
    // [fever 8.5] G4: an interception at or beyond the outer boundary does not happen.
    let s = snap(oc(Play::Pass), PassD, F::Interception, S::new().rp(0, 15).ref_blank(), 95);
    assert!(!s.has(|n| matches!(n, Note::Intercepted { .. })));
    assert_eq!(s.ball(), (H, 95, 2, 5));
}

#[test]
fn the_outer_boundary_is_judged_at_the_final_spot() {
    // [fever 5.7] Step 6 classifies the final ball spot, after the defense die (step 4) and the
    // fumble placement (step 5); [fever 8.6] a completed pass is incomplete only if it ends on or
    // beyond the outer boundary. LOS 95, Sp 15 (the attempt reaches 110):
    // against a Pass Defense −5 the ball ends at 105, in the end zone: touchdown;
    let s = snap(oc(Play::Pass), PassD, F::Minus(5), S::new().rp(0, 15).ref_blank(), 95);
    assert!(!s.has(|n| *n == Note::PassOutOfEndZone));
    assert_eq!(s.g.state.score.home, 6);
    // against N.G. it ends on the line of scrimmage: no gain, not an incompletion (3 notches, A7);
    let s = snap(oc(Play::Pass), RunD, F::NoGain, S::new().rp(0, 15).ref_blank(), 95);
    assert!(!s.has(|n| *n == Note::PassOutOfEndZone || *n == Note::Incomplete));
    assert_eq!((s.ball(), s.used()), ((H, 95, 2, 5), 3));
    // [fever 8.1.2] with an Option F and −5 the fumble is at 105: ignored, the touchdown counts;
    let s = snap(oc(Play::Pass).with_option(), PassD, F::Minus(5), S::new().rp(0, 15).d(D::Option, F::Fumble).ref_blank(), 95);
    assert!(!s.has(|n| *n == Note::PassOutOfEndZone));
    assert_eq!(s.g.state.score.home, 6);
    // but Sp 20 − 5 still ends at 110, on the boundary line: incomplete.
    let s = snap(oc(Play::Pass), PassD, F::Minus(5), S::new().rp(0, 20).ref_blank(), 95);
    assert!(s.has(|n| *n == Note::PassOutOfEndZone));
    assert_eq!((s.g.state.score.home, s.ball()), (0, (H, 95, 2, 5)));
}

#[test]
fn g5_to_g8_interceptions_by_the_goal_lines() {
    // [fever 8.5] G5: intercepted in the defense's end zone: touchback or a return measured from
    // the goal line (#5); a failed run-out is a touchback (#6).
    let s = snap_with(oc(Play::Pass), PassD, F::Interception, S::new().rp(0, 12).ref_blank(), 95, 1, 5, TC::new(), TC::new().rec(Reception::Touchback));
    let l = s.away.landings[0];
    assert!(l.options.touchback && !l.options.take_at_spot && l.at == -7);
    assert_eq!(s.ball(), (A, 20, 1, 10));
    assert_eq!(s.used(), 0, "touchbacks do not move the clock");
    let dice = S::new().rp(0, 12).ref_blank().d(D::KickReturn, F::Yards(9)).d(D::Option, F::Minus(6)).ref_blank();
    let s = snap_with(oc(Play::Pass), PassD, F::Interception, dice, 95, 1, 5, TC::new(), TC::new().rec(Reception::Return { in_out: false }));
    assert_eq!(s.ball(), (A, 3, 1, 10), "from the goal line: 0 + 9 - 6");
    let dice = S::new().rp(0, 12).ref_blank().d(D::KickReturn, F::Yards(3)).d(D::Option, F::Minus(6)).ref_blank();
    let s = snap_with(oc(Play::Pass), PassD, F::Interception, dice, 95, 1, 5, TC::new(), TC::new().rec(Reception::Return { in_out: false }));
    assert_eq!(s.ball(), (A, 20, 1, 10), "failed to run out: touchback");
    assert_eq!(s.g.state.score, huddle_core::PerSide::new(0, 0));
    // G6: with In/Out OUT → touchback, no choice offered (#10).
    let s = snap_with(oc(Play::Pass).with_in_out(), PassD, F::Interception, S::new().rp(0, 12).ref_blank().d(D::InOut, F::Out), 95, 1, 5, TC::new(), TC::new());
    assert!(s.away.landings.is_empty());
    assert_eq!(s.ball(), (A, 20, 1, 10));
    // G7: with an Option F the ball is loose there, the interceptors last in possession (#7).
    let g7 = |rec: Face, home: TC, away: TC| {
        snap_with(oc(Play::Pass).with_option(), PassD, F::Interception, S::new().rp(0, 12).d(D::Option, F::Fumble).ref_blank().d(D::Recovery, rec), 95, 1, 5, home, away)
    };
    let s = g7(F::RecNoGain, TC::new().silent(), TC::new());
    assert_eq!((s.ball(), s.g.state.score.home), ((A, 20, 1, 10), 0), "(a) interceptors recover: touchback");
    let s = g7(F::RecNoGain, TC::new(), TC::new().silent());
    assert_eq!(s.g.state.score.home, 6, "(b) the passers recover: their touchdown");
    let s = g7(F::Out, TC::new(), TC::new().silent());
    assert_eq!((s.ball(), s.g.state.score.home), ((A, 20, 1, 10), 0), "(c) out of bounds: touchback");
    // G8: intercepted in the passers' own end zone → TD for the interceptors (#12).
    let s = snap(oc(Play::Pass).with_option(), PassD, F::Interception, S::new().rp(0, 0).d(D::Option, F::Minus(5)).ref_blank(), 3);
    assert_eq!(s.g.state.score.away, 6);
}

#[test]
fn g9_to_g12_safeties_and_first_and_goal() {
    // [fever 8.12] G9: sacked from the 10 for 12 → safety; the offense free-kicks from its 20.
    let s = snap(oc(Play::Pass), Blitz, F::Sack(12), S::new().rp(0, 5).ref_blank(), 10);
    assert_eq!(s.g.state.score.away, 2);
    assert_eq!(s.g.state.phase, huddle_core::Phase::Kickoff { kicker: H, from: 20, after_safety: true });
    // G10: to exactly the goal line → safety.
    assert_eq!(snap(oc(Play::Pass), Blitz, F::Sack(12), S::new().rp(0, 5).ref_blank(), 12).g.state.score.away, 2);
    // G11: a run that loses to −1 → safety.
    assert_eq!(snap(oc(Play::Run), RunD, F::Minus(5), S::new().rp(1, 0).ref_blank(), 3).g.state.score.away, 2);
    // [fever 4.8] G12: a first down at the opponent's 8: first and goal.
    let s = snap_with(oc(Play::Run), RunD, F::Blank, S::new().rp(7, 0).ref_blank(), 85, 2, 7, TC::new(), TC::new());
    assert_eq!(s.ball(), (H, 92, 1, 8));
    assert!(s.g.state.goal_to_go());
}

#[test]
fn g13_g14_pass_interference_at_the_goal() {
    // [fever 8.4] G13 (#3): an incomplete attempt reaching the end zone + defensive PI → 1st &
    // goal on the 1.
    let mut g = scrimmage(S::new().rp(0, 8).ref_flag().d(D::PassDefense, F::Incomplete), 95, 2, 5);
    g.put_card_on_top("PAS-02").unwrap();
    let mut home = TC::new().call(oc(Play::Pass)).pen(1);
    step(&mut g, &mut home, &mut TC::new().def(PassD));
    assert_eq!(ball(&g), (H, 99, 1, 1));
    assert_eq!(home.penalty_options[0].len(), 2);
    // G14: an attempt on or beyond the outer boundary + PI → incomplete, the penalty ignored.
    let mut g = scrimmage(S::new().rp(0, 16).ref_flag().d(D::PassDefense, F::Incomplete), 95, 2, 5);
    g.put_card_on_top("PAS-01").unwrap();
    let mut home = TC::new().call(oc(Play::Pass));
    step(&mut g, &mut home, &mut TC::new().def(PassD));
    assert!(g.last().has_note(|n| *n == Note::PenaltyIgnored));
    assert!(home.penalty_options.is_empty(), "nothing to choose");
    assert_eq!(ball(&g), (H, 95, 3, 5));
    // [fever 8.6] The offense's interference is ignored there too (L311: "pass interference
    // against the offense is ignored in this case, too").
    let mut g = scrimmage(S::new().rp(0, 16).ref_flag().d(D::PassDefense, F::Incomplete), 95, 2, 5);
    g.put_card_on_top("PAS-03").unwrap();
    let (mut home, mut away) = (TC::new().call(oc(Play::Pass)), TC::new().def(PassD));
    step(&mut g, &mut home, &mut away);
    assert!(g.last().has_note(|n| *n == Note::PenaltyIgnored));
    assert!(away.penalty_options.is_empty() && home.penalty_options.is_empty(), "nothing to choose");
    assert_eq!(ball(&g), (H, 95, 3, 5));
    // [fever 5.14] And in the college game, whose interference is otherwise 15 yards.
    let mut g = scrimmage_with(FeverOptions { college: true, ..FeverOptions::default() }, S::new().rp(0, 16).ref_flag().d(D::PassDefense, F::Incomplete), 95, 2, 5);
    g.put_card_on_top("PAS-01").unwrap();
    let mut home = TC::new().call(oc(Play::Pass));
    step(&mut g, &mut home, &mut TC::new().def(PassD));
    assert!(g.last().has_note(|n| *n == Note::PenaltyIgnored));
    assert_eq!(ball(&g), (H, 95, 3, 5));
}

#[test]
fn g15_fumble_in_the_end_zone_is_ignored() {
    // [fever 8.1.2] #3: a fumble on or beyond the opponent's goal line is ignored: TD.
    let s = snap(oc(Play::Pass).with_option(), RunD, F::Fumble, S::new().rp(0, 21).d(D::Option, F::Pass(10)).ref_blank(), 70);
    assert!(s.has(|n| *n == Note::FumbleIgnored));
    assert_eq!(s.g.state.score.home, 6);
}

#[test]
fn sacks() {
    // [fever 8.11] Only a pass or bomb can be sacked; a sack cancels every yard of the count,
    // positive or negative; a fumble can still happen, at the sack spot.
    let s = snap(oc(Play::Pass).with_option(), PassD, F::Sack(9), S::new().rp(0, 3).d(D::Option, F::Minus(6)).ref_blank(), 40);
    assert_eq!(s.ball().1, 31, "the −3 count is cancelled too");
    assert_eq!(s.g.stats().home.sacks, 1);
    let s = snap(oc(Play::Run).with_option(), PassD, F::Sack(9), S::new().rp(3, 0).d(D::Option, F::Minus(6)).ref_blank(), 40);
    assert_eq!(s.ball().1, 37, "no sack on a run");
    let s = snap_with(oc(Play::Bomb), Blitz, F::Sack(15), S::new().rp(0, 3).d(D::Bomb, F::Pass(30)).ref_blank(), 40, 1, 10, TC::new(), TC::new());
    assert_eq!(s.ball().1, 25);
}

#[test]
fn touchdowns_on_the_goal_line() {
    // [fever 8.15] On the goal line is a touchdown.
    let s = snap(oc(Play::Run), RunD, F::Blank, S::new().rp(6, 0).ref_blank(), 94);
    assert_eq!(s.g.state.score.home, 6);
    assert_eq!(s.g.state.phase, huddle_core::Phase::Try { team: H });
    // One yard short is not.
    let s = snap(oc(Play::Run), RunD, F::Blank, S::new().rp(5, 0).ref_blank(), 94);
    assert_eq!((s.g.state.score.home, s.ball().1), (0, 99));
}

#[test]
fn touchdowns_are_counted_in_the_statistics() {
    // [fever 4.2] [fever 8.15] A touchdown counts for the team that scores it, in the box score
    // as on the scoreboard: the runners' run into the end zone ...
    let s = snap(oc(Play::Run), RunD, F::Blank, S::new().rp(6, 0).ref_blank(), 94);
    assert_eq!((s.g.stats().home.touchdowns, s.g.stats().away.touchdowns), (1, 0));
    // ... and the defense's interception in the passers' end zone (A24): a −5 attempt from the
    // 3.
    let s = snap(oc(Play::Pass).with_option(), PassD, F::Interception, S::new().rp(0, 0).d(D::Option, F::Minus(5)).ref_blank(), 3);
    assert_eq!(s.g.state.score.away, 6);
    assert_eq!((s.g.stats().home.touchdowns, s.g.stats().away.touchdowns), (0, 1));
    // A field goal is not a touchdown.
    let s = snap_with(oc(Play::FieldGoal), Block, F::Blank, S::new().d(D::FieldGoal, F::Yards(50)).ref_blank(), 70, 4, 5, TC::new().decl(Declaration::FieldGoal), TC::new());
    assert_eq!((s.g.state.score.home, s.g.stats().home.touchdowns), (3, 0));
}

#[test]
fn in_out_on_a_scrimmage_play() {
    // [fever 3.6] OUT with the Scrimmage dice stops the clock (1 notch) and the last team in
    // possession keeps a fumble (L338); IN: nothing changes.
    let s = snap(oc(Play::Run).with_in_out(), RunD, F::Blank, S::new().rp(5, 0).ref_blank().d(D::InOut, F::Out), 30);
    assert_eq!((s.ball().1, s.used()), (35, 1));
    let s = snap(oc(Play::Run).with_in_out(), RunD, F::Blank, S::new().rp(5, 0).ref_blank().d(D::InOut, F::In), 30);
    assert_eq!((s.ball().1, s.used()), (35, 3));
    let s = snap(oc(Play::Run).with_in_out(), RunD, F::Fumble, S::new().rp(5, 0).ref_blank().d(D::InOut, F::Out), 30);
    assert_eq!(s.ball(), (H, 35, 2, 5), "the fumble is negated");
    // [fever 8.1.2] #17: a fumble in its own end zone with OUT → safety.
    let s = snap(oc(Play::Pass).with_in_out().with_option(), Blitz, F::Sack(6), S::new().rp(0, 3).d(D::Option, F::Fumble).ref_blank().d(D::InOut, F::Out), 4);
    assert_eq!(s.g.state.score.away, 2);
    // Without the In/Out die in the game, asking for it is refused and nothing changes.
    let o = FeverOptions { in_out_die: false, ..FeverOptions::default() };
    let mut g = scrimmage_with(o, S::new().rp(5, 0).ref_blank().d(D::InOut, F::Out).d(D::RunDefense, F::Blank), 30, 1, 10);
    let before = (ball(&g), g.state.clock, g.state.plays);
    let e = try_step(&mut g, &mut TC::new().call(oc(Play::Run).with_in_out()), &mut TC::new().def(RunD)).unwrap_err();
    assert!(e.to_string().contains("In/Out"), "{e}");
    assert_eq!((ball(&g), g.state.clock, g.state.plays), before);
    assert_eq!(g.dice_script().unwrap().remaining(), 8, "a refused play throws nothing");
}

#[test]
fn geometry_and_frames() {
    // [fever 2] Positions are yards from the offense's own goal line; on a change of possession
    // pos' = 100 − pos; 0 and below is its end zone, 100 and beyond the opponent's, 110 the
    // opponent's end-zone outer boundary.
    let y = Yl::new(H, 39);
    assert_eq!((y.for_side(H), y.for_side(A)), (39, 61));
    // An interception at the passers' 39 is at the interceptors' 61 (S6 above); a punt from the
    // 40 of 64 yards lands at 104 = the receiver's −4, in its end zone.
    let mut g = scrimmage(S::new().d(D::Punt, F::Yards(64)).ref_blank().d(D::BlockDefense, F::Blank), 40, 4, 10);
    let mut away = TC::new().def(Block).rec(Reception::Touchback);
    step(&mut g, &mut TC::new().decl(Declaration::Punt).play(Play::Punt), &mut away);
    assert_eq!(away.landings[0].at, -4);
    assert!(away.landings[0].options.touchback && !away.landings[0].options.fair_catch);
    // Territory: the 50 splits them (the interception return die, S8 above, uses it).
    assert!(Yl::new(A, 50).for_side(H) == 50);
}

// ----- the Examples of Play (§7), every face of each table, both calls of each family ------

const LOS: i16 = 40;

/// One example: `call` against `def` showing `face`, with Sp 9 / Sr 4, Option P6 (pass) or R3
/// (run) or P6 (draw), Bomb P20. Returns the game after the play (the defense recovers any
/// fumble with REC N.G.).
fn example(call: Play, def: DefenseDie, face: Face) -> Snap {
    let mut dice = S::new().rp(4, 9);
    let mut c = oc(call);
    match call {
        Play::Pass => {
            c = c.with_option();
            dice = dice.d(D::Option, F::Pass(6));
        }
        Play::Run => {
            c = c.with_option();
            dice = dice.d(D::Option, F::Run(3));
        }
        Play::Draw => dice = dice.d(D::Option, F::Pass(6)),
        Play::Bomb => dice = dice.d(D::Bomb, F::Pass(20)),
        _ => unreachable!(),
    }
    dice = dice.ref_blank();
    if face == F::Fumble {
        dice = dice.d(D::Recovery, F::RecNoGain);
    }
    let away = if face == F::Interception { TC::new().rec(Reception::TakeAtSpot) } else { TC::new() };
    snap_with(c, def, face, dice, LOS, 1, 10, TC::new().silent(), away)
}

/// The offense's count for each call with the example dice.
fn count(call: Play) -> i16 {
    match call {
        Play::Pass => 9 + 6,
        Play::Bomb => 9 + 20,
        Play::Run => 4 + 3,
        Play::Draw => 6,
        _ => unreachable!(),
    }
}

fn at(s: &Snap) -> i16 {
    s.ball().1
}

#[test]
fn example_7_1_pass_or_bomb_against_the_run_defense() {
    // [fever 7.1]
    for call in [Play::Pass, Play::Bomb] {
        assert_eq!(at(&example(call, RunD, F::NoGain)), LOS, "N.G.: no gain");
        for n in 1..=5u8 {
            assert_eq!(at(&example(call, RunD, F::Minus(n))), LOS + count(call) - n as i16, "minus {n}");
        }
        let s = example(call, RunD, F::Fumble);
        assert!(s.has(|x| matches!(x, Note::Fumble { by: H, .. })), "F: a fumble, the Recovery die");
        assert_eq!(s.ball().0, A);
        assert_eq!(at(&example(call, RunD, F::Blank)), LOS + count(call), "blank: the count");
        let s = example(call, RunD, F::Incomplete);
        assert!(s.has(|x| *x == Note::Incomplete) && at(&s) == LOS, "INC: incomplete");
    }
}

#[test]
fn example_7_2_run_or_draw_against_the_run_defense() {
    // [fever 7.2]
    for call in [Play::Run, Play::Draw] {
        assert_eq!(at(&example(call, RunD, F::NoGain)), LOS);
        for n in 1..=5u8 {
            // Run: Scrimmage RUN + Option − n; draw: the Option only − n.
            assert_eq!(at(&example(call, RunD, F::Minus(n))), LOS + count(call) - n as i16);
        }
        assert_eq!(example(call, RunD, F::Fumble).ball().0, A);
        assert_eq!(at(&example(call, RunD, F::Blank)), LOS + count(call));
        assert_eq!(at(&example(call, RunD, F::Incomplete)), LOS + count(call), "INC: no effect on a run");
    }
}

#[test]
fn example_7_3_pass_or_bomb_against_the_pass_defense() {
    // [fever 7.3]
    for call in [Play::Pass, Play::Bomb] {
        assert_eq!(at(&example(call, PassD, F::Minus(5))), LOS + count(call) - 5);
        let s = example(call, PassD, F::Sack(9));
        assert_eq!(at(&s), LOS - 9, "SAC −9: the count nullified, 9 back from the LOS");
        let s = example(call, PassD, F::Interception);
        assert!(s.has(|x| matches!(x, Note::Intercepted { by: A, at } if at.for_side(H) == LOS + count(call))));
        assert_eq!(s.ball().0, A);
        assert_eq!(at(&example(call, PassD, F::Blank)), LOS + count(call));
        assert_eq!(at(&example(call, PassD, F::Incomplete)), LOS);
    }
}

#[test]
fn example_7_4_run_or_draw_against_the_pass_defense() {
    // [fever 7.4]
    for call in [Play::Run, Play::Draw] {
        assert_eq!(at(&example(call, PassD, F::Minus(5))), LOS + count(call) - 5);
        for face in [F::Sack(9), F::Interception, F::Blank, F::Incomplete] {
            let s = example(call, PassD, face);
            assert_eq!((s.ball().0, at(&s)), (H, LOS + count(call)), "{face:?}: no effect against a run");
        }
    }
}

#[test]
fn example_7_5_pass_or_bomb_against_the_blitz_defense() {
    // [fever 7.5]
    for call in [Play::Pass, Play::Bomb] {
        assert_eq!(at(&example(call, Blitz, F::NoGain)), LOS);
        assert_eq!(at(&example(call, Blitz, F::Minus(5))), LOS + count(call) - 5);
        for n in [6u8, 12, 15] {
            assert_eq!(at(&example(call, Blitz, F::Sack(n))), LOS - n as i16, "SAC −{n}");
        }
        assert_eq!(at(&example(call, Blitz, F::Blank)), LOS + count(call));
        assert!(example(call, Blitz, F::Incomplete).has(|x| *x == Note::Incomplete));
    }
}

#[test]
fn example_7_6_run_or_draw_against_the_blitz_defense() {
    // [fever 7.6]
    for call in [Play::Run, Play::Draw] {
        assert_eq!(at(&example(call, Blitz, F::NoGain)), LOS);
        assert_eq!(at(&example(call, Blitz, F::Minus(5))), LOS + count(call) - 5);
        for n in [6u8, 12, 15] {
            assert_eq!(at(&example(call, Blitz, F::Sack(n))), LOS + count(call), "SAC: no effect against a run");
        }
        assert_eq!(at(&example(call, Blitz, F::Blank)), LOS + count(call));
        assert_eq!(at(&example(call, Blitz, F::Incomplete)), LOS + count(call));
    }
}

#[test]
fn the_hidden_defense_die_and_the_order_of_a_play() {
    // [fever 5.5] The defense sets before the offense calls, the offense never sees the die,
    // and the die is revealed after the offense's dice are thrown.
    let s = snap(oc(Play::Pass), PassD, F::Minus(5), S::new().rp(0, 9).ref_blank(), 30);
    let steps = &s.g.last().steps;
    let set = steps.iter().position(|x| matches!(x, Step::DefenseSet { side: A })).unwrap();
    let called = steps.iter().position(|x| matches!(x, Step::Called { side: H, .. })).unwrap();
    let thrown = steps.iter().position(|x| matches!(x, Step::Throw { die: D::Referee, .. })).unwrap();
    let revealed = steps.iter().position(|x| matches!(x, Step::Revealed { die: D::PassDefense, face: F::Minus(5) })).unwrap();
    assert!(set < called && called < thrown && thrown < revealed);
    // The defense may reset its die only with a time-out, charged to it.
    let dice = S::new().rp(0, 9).ref_blank().d(D::RunDefense, F::Blank).d(D::PassDefense, F::Incomplete);
    let mut g = scrimmage(dice, 30, 1, 10);
    let mut away = TC::new().def(RunD);
    away.reset.push_back(Some(PassD));
    step(&mut g, &mut TC::new().play(Play::Pass), &mut away);
    assert_eq!(g.state.timeouts[A], 2);
    assert_eq!(g.last().defense(), Some((D::PassDefense, F::Incomplete)));
    assert!(g.last().has_note(|n| *n == Note::Incomplete));
}

#[test]
fn the_dice_each_call_throws() {
    // [fever 5.6] Run/pass: 5 Scrimmage + Referee (+ Option, + In/Out if called); draw: Option +
    // Scrimmage (not counted) + Referee; bomb: Scrimmage + Bomb + Referee (never the Option).
    let throws = |call: OffenseCall, dice: S| {
        let s = snap(call, RunD, F::Blank, dice, 30);
        s.g.last().throws().into_iter().map(|t| t.0).collect::<Vec<_>>()
    };
    let five = vec![D::Scrimmage; 5];
    assert_eq!(throws(oc(Play::Run), S::new().rp(3, 3).ref_blank()), [five.clone(), vec![D::Referee]].concat());
    assert_eq!(
        throws(oc(Play::Pass).with_option().with_in_out(), S::new().rp(3, 3).d(D::Option, F::Pass(3)).ref_blank().d(D::InOut, F::In)),
        [five.clone(), vec![D::Option, D::Referee, D::InOut]].concat()
    );
    assert_eq!(throws(oc(Play::Draw), S::new().rp(3, 3).d(D::Option, F::Run(2)).ref_blank()), [five.clone(), vec![D::Option, D::Referee]].concat());
    assert_eq!(throws(oc(Play::Bomb), S::new().rp(3, 3).d(D::Bomb, F::Pass(20)).ref_blank()), [five, vec![D::Bomb, D::Referee]].concat());
    // A bomb with the Option die is refused before anything is thrown.
    let mut g = scrimmage(S::new().rp(3, 3).ref_blank().d(D::RunDefense, F::Blank), 30, 1, 10);
    let e = try_step(&mut g, &mut TC::new().call(oc(Play::Bomb).with_option()), &mut TC::new()).unwrap_err();
    assert!(e.to_string().contains("Bomb"), "{e}");
    assert_eq!(g.state.plays, 0);
}

#[test]
fn quick_reference_dice_by_play() {
    // [fever 6] The quick reference: which dice each offensive play throws.
    let kick_throws = |call: OffenseCall, decl: Declaration, def: DefenseDie, dice: S, away: TC| {
        let mut g = scrimmage(dice, 70, 4, 5);
        step(&mut g, &mut TC::new().decl(decl).call(call), &mut away.def(def));
        assert_script_done(&g);
        g.last().throws().into_iter().map(|t| t.0).collect::<Vec<_>>()
    };
    // FIELD GOAL ATTEMPT: Field Goal + Referee (no In/Out).
    assert_eq!(
        kick_throws(oc(Play::FieldGoal), Declaration::FieldGoal, Block, S::new().d(D::FieldGoal, F::Yards(50)).ref_blank().d(D::BlockDefense, F::Blank), TC::new()),
        vec![D::FieldGoal, D::Referee]
    );
    // PUNT (+ In/Out) then PUNT RETURN: Punt Return + Option + Referee (+ In/Out).
    let t = kick_throws(
        oc(Play::Punt).with_in_out(),
        Declaration::Punt,
        Block,
        S::new().d(D::Punt, F::Yards(20)).ref_blank().d(D::InOut, F::In).d(D::BlockDefense, F::Blank).d(D::PuntReturn, F::Yards(3)).d(D::Option, F::Run(2)).ref_blank().d(D::InOut, F::In),
        TC::new().rec(Reception::Return { in_out: true }),
    );
    assert_eq!(t, vec![D::Punt, D::Referee, D::InOut, D::PuntReturn, D::Option, D::Referee, D::InOut]);
    // RECOVERY OF FUMBLE OR BLOCK: the Recovery die alone (no Referee), then a FUMBLE RETURN:
    // Option + Referee.
    let s = snap_with(
        oc(Play::Run),
        RunD,
        F::Fumble,
        S::new().rp(3, 0).ref_blank().dd(D::Recovery, &[F::Star, F::Rec]).d(D::Option, F::Run(4)).ref_blank(),
        30,
        1,
        10,
        TC::new().silent().rec(Reception::Return { in_out: false }),
        TC::new(),
    );
    let t: Vec<_> = s.g.last().throws().into_iter().map(|t| t.0).collect();
    assert_eq!(t[5..].to_vec(), vec![D::Referee, D::Recovery, D::Recovery, D::Option, D::Referee]);
    assert_eq!(s.ball(), (H, 37, 2, 3), "A (first caller) threw a star, H recovered its own fumble with REC and advanced 4");
    let _ = Against::Offense;
}

#[test]
fn a_fumble_on_a_pass_beyond_the_end_line_is_an_incompletion() {
    // [fever 8.6] A pass on or beyond the end-zone outer boundary is incomplete, and [fever
    // 8.1.2] #2 an F on an incomplete pass is ignored: LOS 95, Sp 15, Run Defense F → the pass
    // is at 110: incomplete, 2nd down at the 95, no score.
    let s = snap(oc(Play::Pass), RunD, F::Fumble, S::new().rp(0, 15).ref_blank(), 95);
    assert!(s.has(|n| *n == Note::PassOutOfEndZone));
    assert!(!s.has(|n| matches!(n, Note::Touchdown { .. })));
    assert_eq!((s.g.state.score.home, s.ball()), (0, (H, 95, 2, 5)));
    // [fever 8.6] The same with an Option F against a blank face.
    let s = snap(oc(Play::Pass).with_option(), PassD, F::Blank, S::new().rp(0, 15).d(D::Option, F::Fumble).ref_blank(), 95);
    assert!(s.has(|n| *n == Note::PassOutOfEndZone));
    assert_eq!((s.g.state.score.home, s.ball()), (0, (H, 95, 2, 5)));
    // [fever 8.1.2] #3: inside the end zone (109) the F is ignored and the touchdown counts.
    let s = snap(oc(Play::Pass), RunD, F::Fumble, S::new().rp(0, 14).ref_blank(), 95);
    assert_eq!(s.g.state.score.home, 6);
}

#[test]
fn t9_option_td_interception_with_pass_interference() {
    // [fever 8.13] (f): Option TD against a Pass Defense I, with an accepted defensive pass
    // interference: 1st & goal on the opponent's 1 (the pass count, 2, is cancelled).
    let mut g = scrimmage(S::new().rp(2, 2).d(D::Option, F::Touchdown).ref_flag().d(D::PassDefense, F::Interception), 70, 1, 10);
    g.put_card_on_top("PAS-01").unwrap();
    let mut home = TC::new().call(oc(Play::Pass).with_option()).pen(1);
    step(&mut g, &mut home, &mut TC::new().def(PassD).rec(Reception::Touchback));
    assert_eq!(ball(&g), (H, 99, 1, 1));
    assert!(g.state.goal_to_go());
}

#[test]
fn a12_a_cancelled_option_td_cannot_score_on_the_return_die() {
    // [fever 5.3] A12: NO TD on the return die cancels an Option TD, and the return (the return
    // die's yardage alone) cannot score. Intercepted at the passers' 8 (the interceptors' 92, so
    // the Punt Return die): "12 NO TD" + Option TD → no touchdown, short of the goal line.
    let dice = S::new().rp(0, 6).ref_blank().d(D::PuntReturn, F::YardsNoTd(12)).d(D::Option, F::Touchdown).ref_blank();
    let s = snap_with(oc(Play::Pass), PassD, F::Interception, dice, 2, 1, 10, TC::new(), TC::new().rec(Reception::Return { in_out: false }));
    assert!(s.has(|n| *n == Note::TdCancelled));
    assert_eq!(s.g.state.score, huddle_core::PerSide::new(0, 0));
    assert_eq!(s.ball(), (A, 99, 1, 1));
}
