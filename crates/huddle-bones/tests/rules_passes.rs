//! Rule tests of the passing game (digest §9-§13): the Pass Receiver Table, the completion range
//! and its modifiers, QB pressure, Pass Deflect, coverage, completions, interceptions, the Pass
//! Rush, sacks and blitzes, the Screen, throwing on the run, the Shovel and the Swing, Play-Action
//! and the Shotgun, double, triple and zone coverage and Center Field. The tables are this
//! project's reconstructions, so rolls are found by what the tables say; the arithmetic and the
//! seed's inline numbers are asserted exactly.

use huddle_bones::call::{check_defense, check_offense, CallContext, Cover, DefPlay, DefenseCall, OffPlay, OffStrategy, OffenseCall, RunKey, Sector};
use huddle_bones::resolve::{End, Kind};
use huddle_bones::tables::{Mult, PassCol, Receiver, ScreenResult};
use huddle_bones::testkit::{column, column_roll, receiver_roll, screen_distance_roll, screen_roll, spot_d10, Fixture, R};
use huddle_bones::Pid;
use huddle_cards::bones::{ColumnRead, DefenseCard, PassCol as QbCol, PassRush, YardColumn, D100};
use huddle_cards::{DefBox, Group, OffBox};

// ---------------------------------------------------------------- fixture helpers

/// Every receiver's and the quarterback's yardage columns: rows −2..12 each ranged (a step is a
/// yard), B 99-00, M 40.
fn col() -> YardColumn {
    column(-2, 12, 40)
}

/// A roll reading `y` yards on [`col`].
fn yards(y: i8) -> u8 {
    column_roll(&col(), ColumnRead::Yards(y))
}

/// KC's Lineup Card against BAL's, a Pass Defense, with the quarterback's columns pinned: Quick
/// COM 01-70, Short 01-60, both INT 97-00; Long COM 01-40, INT 95-00; Pass Rush line SACK 01-20,
/// RUN 21-30, COM 31-50.
fn passing(play: OffPlay, to: OffBox) -> Fixture {
    let mut f = Fixture::default();
    let q = f.card(OffBox::QB).qb.as_mut().unwrap();
    q.quick = QbCol { com: 70, int: D100::new(97, 100) };
    q.short = QbCol { com: 60, int: D100::new(97, 100) };
    q.long = QbCol { com: 40, int: D100::new(95, 100) };
    q.pass_rush = PassRush { sack: 20, run: 30, com: 50 };
    f.card(OffBox::QB).rush = Some(col());
    for b in [OffBox::LE, OffBox::RTE, OffBox::FL1, OffBox::FL2, OffBox::BK2] {
        let c = f.card(b);
        c.quick = Some(col());
        c.short = Some(col());
        c.rush = Some(col());
    }
    f.oc = OffenseCall::new(play, to);
    f.dc = DefenseCall::new(DefPlay::Pass);
    f
}

fn dcard(f: &mut Fixture, p: Pid) -> &mut DefenseCard {
    f.def.players[p as usize].bones.as_mut().unwrap().defense.as_mut().unwrap()
}

/// The defensive card of the (first) player in a box.
fn dbox(f: &mut Fixture, b: DefBox) -> &mut DefenseCard {
    let p = f.def_at(b);
    dcard(f, p)
}

/// The box that guards a receiver slot (the Coverage Table, M5).
fn cover(f: &Fixture, b: OffBox) -> DefBox {
    f.t.covers(b).expect("every receiver slot is guarded")
}

/// The `n`-th player of a group who is not on the defense's display.
fn bench(f: &Fixture, g: Group, n: usize) -> Pid {
    (0..f.def.players.len() as Pid).filter(|p| f.def.player(*p).group() == g && f.dd.box_of(*p).is_none()).nth(n).expect("a bench player")
}

/// The offense's `n`-th running back not on the display.
fn bench_rb(f: &Fixture, n: usize) -> Pid {
    (0..f.off.players.len() as Pid).filter(|p| f.off.player(*p).group() == Group::RB && f.od.box_of(*p).is_none()).nth(n).expect("a bench back")
}

/// Sets every defender's interception range: the linemen's to none, the others' to `r`.
fn all_int(f: &mut Fixture, r: Option<D100>) {
    let ps: Vec<Pid> = f.dd.players().map(|(_, p)| p).collect();
    for p in ps {
        let dl = f.def.player(p).group() == Group::DL;
        dcard(f, p).int = if dl { None } else { r };
    }
}

/// A Blitz by the players of these boxes.
fn blitz(f: &mut Fixture, boxes: &[DefBox]) {
    f.dc = DefenseCall::new(DefPlay::Blitz);
    for (i, b) in boxes.iter().enumerate() {
        f.dc.blitzers[i] = Some(f.def_at(*b));
    }
}

/// The completion range a pass was read against: `lead` are the rolls before the Pass Number,
/// then a Pass Number of 96 and whatever else the play reads.
fn com(f: &mut Fixture, lead: &[R]) -> i16 {
    let mut v = lead.to_vec();
    v.extend([R::Fad(96), R::Fad(50), R::D10(5), R::D10(5), R::Fad(50), R::Fad(50)]);
    f.resolve(&v).com.expect("a completion range")
}

fn orig(f: &Fixture, c: PassCol) -> u8 {
    receiver_roll(&f.t, c, "Orig", false)
}

fn is_int(e: End) -> bool {
    matches!(e, End::Intercepted { .. })
}

/// A 1d10 of the return table whose row `a` and row `b` differ (so the row shows).
fn ret_d10(f: &Fixture, a: u8, b: u8) -> u8 {
    (1..=10u8).find(|d| f.t.int_return(a, *d) != f.t.int_return(b, *d)).expect("the rows differ somewhere")
}

// ---------------------------------------------------------------- §9.1 procedure

#[test]
fn a_blitz_turns_short_and_long_passes_into_a_pass_rush_bones_9_1() {
    // [bones 9.1] step 2: a Short or Long pass against a Blitz skips the Pass Receiver Table:
    // the first roll is read on the Pass Rush line (COM 31-50), to the original receiver.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    blitz(&mut f, &[DefBox::F, DefBox::H]);
    let fl1 = f.at(OffBox::FL1);
    let r = f.resolve(&[R::Fad(40), R::Fad(yards(7))]);
    assert!(r.pass_rush && r.receiver.is_none(), "{r:?}");
    assert_eq!((r.end, r.gain, r.ball), (End::Gain, 7, Some(fl1)));
    // A Long: the same, and the completion is a breakaway (FAD 50, capped at M 40).
    f.oc = OffenseCall::new(OffPlay::LG, OffBox::FL1);
    let r = f.resolve(&[R::Fad(40), R::Fad(50)]);
    assert!(r.pass_rush && r.receiver.is_none());
    assert_eq!((r.gain, r.breakaway), (40, true));
    // [bones 1.1] A Z rides on the play's first FAD: against a Blitz that is the Pass Rush
    // line's roll (a Z roll of the Pass Receiver Table there is a Z here too).
    f.oc = OffenseCall::new(OffPlay::SH, OffBox::FL1);
    let z = (31..=50u8).find(|x| f.t.receiver(PassCol::Short, *x).1).expect("a Z roll on the Pass Rush line's COM 31-50");
    let r = f.resolve(&[R::Fad(z), R::Fad(yards(7))]);
    assert!(r.pass_rush && r.z && r.gain == 7, "{r:?}");
    let plain = (31..=50u8).find(|x| !f.t.receiver(PassCol::Short, *x).1).unwrap();
    let r = f.resolve(&[R::Fad(plain), R::Fad(yards(7))]);
    assert!(r.pass_rush && !r.z, "{r:?}");
    // A Quick pass against the Blitz resolves normally: the Pass Receiver Table, then a PN.
    f.oc = OffenseCall::new(OffPlay::QK, OffBox::FL1);
    let r = f.resolve(&[R::Fad(orig(&f, PassCol::Quick)), R::Fad(10), R::Fad(yards(7))]);
    assert!(!r.pass_rush && r.receiver == Some(Receiver::Original) && r.com.is_some(), "{r:?}");
    assert_eq!(r.gain, 7);
}

#[test]
fn the_pass_receiver_table_redirects_or_calls_a_pass_rush_bones_9_1() {
    // [bones 9.1] step 3: "Original", a position (the pass goes to that player, against his
    // defender), or "Pass Rush" (to the original receiver).
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let (k, o) = (cover(&f, OffBox::LE), cover(&f, OffBox::FL1));
    dbox(&mut f, k).pd = -6;
    dbox(&mut f, o).pd = -4;
    let p = f.t.defense_pass.pass.short as i16;
    let (fl1, le) = (f.at(OffBox::FL1), f.at(OffBox::LE));
    let r = f.resolve(&[R::Fad(orig(&f, PassCol::Short)), R::Fad(96)]);
    assert_eq!((r.ball, r.com, r.end), (Some(fl1), Some(60 + p - 4 - 2), End::Incomplete));
    let r = f.resolve(&[R::Fad(receiver_roll(&f.t, PassCol::Short, "LE", false)), R::Fad(96)]);
    assert_eq!((r.ball, r.com), (Some(le), Some(60 + p - 6 - 2)), "redirected to the left end, against his defender");
    // "Flanker" to a pass called to Flanker #1 is the original receiver.
    let r = f.resolve(&[R::Fad(receiver_roll(&f.t, PassCol::Short, "FL", false)), R::Fad(96)]);
    assert_eq!((r.ball, r.com), (Some(fl1), Some(60 + p - 4 - 2)));
    // "Pass Rush": the Pass Rush line, the ball still to the original receiver.
    let r = f.resolve(&[R::Fad(receiver_roll(&f.t, PassCol::Short, "PR", false)), R::Fad(40), R::Fad(yards(3))]);
    assert!(r.pass_rush && r.com.is_none());
    assert_eq!((r.ball, r.gain), (Some(fl1), 3));
}

#[test]
fn a_pass_to_nobody_who_can_catch_it_is_read_on_the_quarterbacks_int_range_bones_9_1() {
    // [bones 9.1] step 4: an unoccupied slot, a pass blocker or a blank column: a new FAD on the
    // quarterback's INT range (97-00), no Pass Number: even a 5 is no completion.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    f.card(OffBox::FL1).short = Some(YardColumn::default());
    let o = orig(&f, PassCol::Short);
    let r = f.resolve(&[R::Fad(o), R::Fad(5)]);
    assert_eq!((r.end, r.com), (End::Incomplete, None));
    // In the INT range: the Spot of Interception check (an occupied box, 01-50).
    let occ = spot_d10(&f.t, 1, |b| f.dd.count_in(b) > 0).expect("an occupied box");
    let bx = f.t.spot(1, occ);
    let r = f.resolve(&[R::Fad(o), R::Fad(97), R::D10(occ), R::Fad(50), R::D10(1), R::D10(1)]);
    assert!(is_int(r.end) && r.defender == Some(f.def_at(bx)), "{r:?}");
    let r = f.resolve(&[R::Fad(o), R::Fad(97), R::D10(occ), R::Fad(51)]);
    assert_eq!(r.end, End::Incomplete);
    // A designated blocking back redirected to: no catch, and nobody handled the ball.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    f.oc.blockers[0] = Some(OffBox::BK2);
    let r = f.resolve(&[R::Fad(receiver_roll(&f.t, PassCol::Short, "BK2", false)), R::Fad(5)]);
    assert_eq!((r.end, r.com, r.ball), (End::Incomplete, None, None));
    // Three backs, no flanker: a "Flanker" redirect goes to an empty slot.
    let mut f = passing(OffPlay::SH, OffBox::LE);
    let (b1, b3) = (bench_rb(&f, 0), bench_rb(&f, 1));
    f.od.set(OffBox::FL1, None);
    f.od.set(OffBox::FL2, None);
    f.od.set(OffBox::BK1, Some(b1));
    f.od.set(OffBox::BK3, Some(b3));
    let r = f.resolve(&[R::Fad(receiver_roll(&f.t, PassCol::Short, "FL", false)), R::Fad(5)]);
    assert_eq!((r.end, r.com, r.ball), (End::Incomplete, None, None));
}

// ---------------------------------------------------------------- §9.2 completion range

#[test]
fn the_completion_range_adds_the_defense_and_the_coverage_bones_9_2() {
    // [bones 9.2] COM top = the column's COM + the defense in effect (Defense/Pass Table, by
    // pass type) + the covering defender's PD, then Pass Deflect (here 2: two linemen at 1).
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).pd = -4;
    let dp = f.t.defense_pass.clone();
    let sh = orig(&f, PassCol::Short);
    let c = 60 + dp.pass.short as i16 - 4 - 2;
    assert_eq!(com(&mut f, &[R::Fad(sh)]), c);
    // The boundary: PN = COM top completes; top + 3 (past the 2 deflected numbers) does not.
    let r = f.resolve(&[R::Fad(sh), R::Fad(c as u8), R::Fad(yards(7))]);
    assert_eq!((r.end, r.gain), (End::Gain, 7));
    let r = f.resolve(&[R::Fad(sh), R::Fad(c as u8 + 3)]);
    assert_eq!(r.end, End::Incomplete);
    for (play, row) in [(DefPlay::Run(RunKey::NoKey), dp.run), (DefPlay::Prevent, dp.prevent)] {
        f.dc = DefenseCall::new(play);
        assert_eq!(com(&mut f, &[R::Fad(sh)]), 60 + row.short as i16 - 4 - 2, "{play:?}");
    }
    f.dc = DefenseCall::new(DefPlay::Pass);
    f.oc = OffenseCall::new(OffPlay::QK, OffBox::FL1);
    let qk_ = orig(&f, PassCol::Quick);

    assert_eq!(com(&mut f, &[R::Fad(qk_)]), 70 + dp.pass.quick as i16 - 4 - 2);
    f.oc = OffenseCall::new(OffPlay::LG, OffBox::FL1);
    let lg_ = orig(&f, PassCol::Long);

    assert_eq!(com(&mut f, &[R::Fad(lg_)]), 40 + dp.pass.long as i16 - 4 - 2);
    // Run Blitz (§13.7, A27): +3 to Short and Long, nothing to Quick; −3 under the option.
    f.dc = DefenseCall::new(DefPlay::Run(RunKey::NoKey));
    f.dc.run_blitz = true;
    f.oc = OffenseCall::new(OffPlay::SH, OffBox::FL1);
    assert_eq!(com(&mut f, &[R::Fad(sh)]), 60 + dp.run.short as i16 + 3 - 4 - 2);
    f.oc = OffenseCall::new(OffPlay::QK, OffBox::FL1);
    let qk_ = orig(&f, PassCol::Quick);

    assert_eq!(com(&mut f, &[R::Fad(qk_)]), 70 + dp.run.quick as i16 - 4 - 2);
    f.opts.run_blitz_pass_penalty = true;
    f.oc = OffenseCall::new(OffPlay::SH, OffBox::FL1);
    assert_eq!(com(&mut f, &[R::Fad(sh)]), 60 + dp.run.short as i16 - 3 - 4 - 2);
    // The red-zone defense (A52): an option, 0 by default, from 20 yards out.
    f.opts.run_blitz_pass_penalty = false;
    f.dc = DefenseCall::new(DefPlay::Pass);
    f.spot = 80;
    let base = com(&mut f, &[R::Fad(sh)]);
    f.opts.red_zone_com = -7;
    assert_eq!(com(&mut f, &[R::Fad(sh)]), base - 7);
    f.spot = 79;
    assert_eq!(com(&mut f, &[R::Fad(sh)]), base, "21 yards out: no red-zone modifier");
}

#[test]
fn pass_deflect_comes_off_last_and_the_int_range_stays_bones_9_2() {
    // [bones 9.2] The modifiers move only the COM/INC boundary, never past the INT range
    // (97-00); Pass Deflect comes off after that: COM 96 + 15 or more stops at 96, then −2.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    f.card(OffBox::QB).qb.as_mut().unwrap().short.com = 96;
    let o = f.def_at(cover(&f, OffBox::FL1));
    f.dd.remove(o);
    f.oc = f.oc.with(OffStrategy::PlayAction);
    f.dc = DefenseCall::new(DefPlay::Run(RunKey::NoKey));
    assert!(f.t.defense_pass.run.short as i16 + 10 + 5 > 0, "fixture: the modifiers add up");
    let sh = orig(&f, PassCol::Short);
    assert_eq!(com(&mut f, &[R::Fad(sh)]), 94);
    // 97 is still an interception number: the Spot of Interception check, not a completion.
    let occ = spot_d10(&f.t, 1, |b| f.dd.count_in(b) > 0).unwrap();
    let r = f.resolve(&[R::Fad(sh), R::Fad(97), R::D10(occ), R::Fad(10), R::D10(1), R::D10(1)]);
    assert!(is_int(r.end), "{r:?}");
}

#[test]
fn the_pass_number_option_pushes_numbers_into_and_out_of_the_int_range_bones_9_2() {
    // [bones 9.2] A57: by default the modifiers move the range and the rolled PN meets the INT
    // range as rolled; under `shift_pass_number` the PN moves instead, into or out of it.
    let mut f = passing(OffPlay::QK, OffBox::FL1);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).pd = -4;
    dbox(&mut f, o).int = None;
    let m = f.t.defense_pass.pass.quick as i16 - 4;
    assert!(m <= -1, "fixture: the modifiers take numbers away");
    let qk = orig(&f, PassCol::Quick);
    let r = f.resolve(&[R::Fad(qk), R::Fad(96)]);
    assert_eq!(r.end, End::Incomplete);
    f.opts.shift_pass_number = true;
    let occ = spot_d10(&f.t, 0, |b| f.dd.count_in(b) > 0 && b != o).unwrap();
    let r = f.resolve(&[R::Fad(qk), R::Fad(96), R::D10(occ), R::Fad(10), R::D10(1), R::D10(1)]);
    assert!(is_int(r.end), "96 − ({m}) reaches the INT range: {r:?}");
    // The other way: an uncovered receiver against a Run Defense pushes 97 out of it.
    f.dd.remove(f.def_at(o));
    f.dc = DefenseCall::new(DefPlay::Run(RunKey::NoKey));
    assert!(f.t.defense_pass.run.quick as i16 + 5 >= 1, "fixture");
    let r = f.resolve(&[R::Fad(qk), R::Fad(97)]);
    assert_eq!(r.end, End::Incomplete);
}

// ---------------------------------------------------------------- §9.3 QB pressure

#[test]
fn qb_pressure_counts_row_one_on_every_pass_bones_9_3() {
    // [bones 9.3] Exactly two in Row 1: +3; exactly one: +5; three or four: nothing. For all
    // passes: the Shovel and the Swing too.
    let mut f = passing(OffPlay::QK, OffBox::FL1);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).pd = -4;
    for b in [DefBox::B, DefBox::D] {
        dbox(&mut f, b).deflect = 0;
    }
    let qk = orig(&f, PassCol::Quick);
    let base = 70 + f.t.defense_pass.pass.quick as i16 - 4;
    assert_eq!(com(&mut f, &[R::Fad(qk)]), base, "four in Row 1");
    for (b, add) in [(DefBox::A, 0), (DefBox::E, 3), (DefBox::D, 5)] {
        let p = f.def_at(b);
        f.dd.remove(p);
        assert_eq!(com(&mut f, &[R::Fad(qk)]), base + add, "{} in Row 1", f.dd.row_count(1));
    }
    let dp = f.t.defense_pass.pass;
    f.oc = OffenseCall::new(OffPlay::WP, OffBox::BK2);
    assert_eq!(com(&mut f, &[]), 60 + dp.swing as i16 + 5, "the Swing");
    f.oc = OffenseCall::new(OffPlay::SP, OffBox::BK2);
    f.oc.shotgun = true;
    assert_eq!(com(&mut f, &[]), (70 + dp.shovel as i16 + 5).min(99), "the Shovel");
}

// ---------------------------------------------------------------- §9.4 Pass Deflect

#[test]
fn deflected_numbers_roll_an_intercept_fad_bones_9_4() {
    // [bones 9.4] The two linemen's deflect values (1 + 1) take the top 2 numbers of COM; a PN
    // on one of them rolls an intercept FAD against every defender on the field.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).pd = -4;
    all_int(&mut f, Some(D100::new(99, 100)));
    dbox(&mut f, DefBox::K).int = Some(D100::new(93, 100));
    let sh = orig(&f, PassCol::Short);
    let c = 60 + f.t.defense_pass.pass.short as i16 - 4 - 2;
    assert_eq!(com(&mut f, &[R::Fad(sh)]), c);
    let c = c as u8;
    // Box K is nobody's guard on this pass; his 93-00 holds the intercept FAD 95.
    let k = f.def_at(DefBox::K);
    let r = f.resolve(&[R::Fad(sh), R::Fad(c + 1), R::Fad(95), R::D10(2), R::D10(4)]);
    assert_eq!(r.end, End::Intercepted { at: f.t.point(PassCol::Short, 2), ret: f.t.int_return(3, 4) });
    assert_eq!(r.defender, Some(k));
    let r = f.resolve(&[R::Fad(sh), R::Fad(c + 2), R::Fad(95), R::D10(2), R::D10(4)]);
    assert_eq!(r.defender, Some(k), "the second deflected number");
    // The intercept FAD misses everyone: incomplete (A8).
    let r = f.resolve(&[R::Fad(sh), R::Fad(c + 1), R::Fad(50)]);
    assert_eq!(r.end, End::Incomplete);
    // The next number is a plain incompletion: no intercept FAD is read.
    let r = f.resolve(&[R::Fad(sh), R::Fad(c + 3), R::Fad(95), R::D10(2), R::D10(4)]);
    assert_eq!(r.end, End::Incomplete);
}

#[test]
fn pass_deflect_is_capped_at_five_bones_9_4() {
    // [bones 9.4] Deflect values 3 + 4 = 7 take only 5 numbers.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).pd = -4;
    dbox(&mut f, DefBox::B).deflect = 3;
    dbox(&mut f, DefBox::D).deflect = 4;
    all_int(&mut f, Some(D100::new(99, 100)));
    dbox(&mut f, DefBox::K).int = Some(D100::new(93, 100));
    let sh = orig(&f, PassCol::Short);
    let c = 60 + f.t.defense_pass.pass.short as i16 - 4 - 5;
    assert_eq!(com(&mut f, &[R::Fad(sh)]), c);
    let c = c as u8;
    let r = f.resolve(&[R::Fad(sh), R::Fad(c + 5), R::Fad(95), R::D10(1), R::D10(1)]);
    assert!(is_int(r.end), "the fifth deflected number: {r:?}");
    let r = f.resolve(&[R::Fad(sh), R::Fad(c + 6), R::Fad(95), R::D10(1), R::D10(1)]);
    assert_eq!(r.end, End::Incomplete, "no sixth");
}

#[test]
fn every_defensive_lineman_intercepts_a_deflection_on_00_bones_9_4() {
    // [bones 9.4] c) "All Defensive Lineman have a 100 intercept range", whatever the card
    // says (here no range at all); he returns from Row 1.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    all_int(&mut f, None);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).pd = -4;
    let sh = orig(&f, PassCol::Short);
    let c = (60 + f.t.defense_pass.pass.short as i16 - 4 - 2) as u8;
    let d = ret_d10(&f, 1, 3);
    let r = f.resolve(&[R::Fad(sh), R::Fad(c + 1), R::Fad(100), R::D10(1), R::D10(d)]);
    let lineman = f.dd.players().find(|(_, p)| f.def.player(*p).group() == Group::DL).map(|(_, p)| p);
    assert_eq!(r.defender, lineman, "{r:?}");
    assert!(matches!(r.end, End::Intercepted { ret, .. } if ret == f.t.int_return(1, d)));
    let r = f.resolve(&[R::Fad(sh), R::Fad(c + 1), R::Fad(99)]);
    assert_eq!(r.end, End::Incomplete, "99 is nobody's");
}

#[test]
fn pass_deflect_applies_to_the_swing_not_the_shovel_nor_the_pass_rush_bones_9_4() {
    // [bones 9.4] a) Quick, Short, Long and Swing; not the Shovel; not a Pass Rush.
    let mut f = passing(OffPlay::WP, OffBox::BK2);
    let dp = f.t.defense_pass.pass;
    assert_eq!(com(&mut f, &[]), 60 + dp.swing as i16 - 2, "the Swing loses the 2");
    f.oc = OffenseCall::new(OffPlay::SP, OffBox::BK2);
    f.oc.shotgun = true;
    assert_eq!(com(&mut f, &[]), (70 + dp.shovel as i16).min(99), "the Shovel keeps them");
    // The Pass Rush line: 51 is plain INC (no deflected numbers, no intercept FAD).
    f.oc = OffenseCall::new(OffPlay::SH, OffBox::FL1);
    dbox(&mut f, DefBox::K).int = Some(D100::new(93, 100));
    let pr = receiver_roll(&f.t, PassCol::Short, "PR", false);
    let r = f.resolve(&[R::Fad(pr), R::Fad(51), R::Fad(95), R::D10(1), R::D10(1)]);
    assert_eq!((r.end, r.com), (End::Incomplete, None));
}

// ---------------------------------------------------------------- §9.5 coverage

#[test]
fn the_covering_defenders_pass_defense_value_or_five_bones_9_5() {
    // [bones 9.5] The defender in the box guarding the receiver adds his signed PD; an empty
    // box gives +5.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let o = cover(&f, OffBox::FL1);
    let sh = orig(&f, PassCol::Short);
    let base = 60 + f.t.defense_pass.pass.short as i16 - 2;
    for pd in [-6i8, 0, 3] {
        dbox(&mut f, o).pd = pd;
        assert_eq!(com(&mut f, &[R::Fad(sh)]), base + pd as i16);
    }
    // Another box's defender does not count.
    let k = cover(&f, OffBox::LE);
    assert_ne!(k, o);
    dbox(&mut f, k).pd = -9;
    assert_eq!(com(&mut f, &[R::Fad(sh)]), base + 3);
    let p = f.def_at(o);
    f.dd.remove(p);
    assert_eq!(com(&mut f, &[R::Fad(sh)]), base + 5, "an uncovered receiver");
}

#[test]
fn a_multi_purpose_lineman_covers_from_row_2_without_penalty_bones_9_5() {
    // [bones 9.5] A DL/LB card "is allowed to set up in a position reserved for either position
    // without penalty" (§5.1, L212): covering a back from Row 2 he adds his own Pass Defense
    // value, without the out-of-position lineman's +2 (M4) a lineman alone would get.
    let mut f = passing(OffPlay::SH, OffBox::BK2);
    let j = cover(&f, OffBox::BK2);
    assert_eq!(j.row(), 2);
    let sh = orig(&f, PassCol::Short);
    dbox(&mut f, j).pd = -3;
    let lb = com(&mut f, &[R::Fad(sh)]);
    let out = f.def_at(j);
    f.dd.remove(out);
    let dl = bench(&f, Group::DL, 0);
    assert!(f.dd.place(j, dl));
    dcard(&mut f, dl).pd = -3;
    f.def.players[dl as usize].bones.as_mut().unwrap().also = vec![huddle_cards::Position::LB];
    assert_eq!(com(&mut f, &[R::Fad(sh)]), lb, "[bones 9.5] a DL/LB covers from Row 2 as a linebacker");
    f.def.players[dl as usize].bones.as_mut().unwrap().also.clear();
    assert_eq!(com(&mut f, &[R::Fad(sh)]), lb + f.t.position.dl_back_pd as i16, "a lineman alone is out of position");
}

// ---------------------------------------------------------------- §9.6 completions

#[test]
fn completions_read_the_receivers_column_for_the_pass_type_bones_9_6() {
    // [bones 9.6] Quick: the Q column; Short: the S column; a Quick or Short roll in B is a
    // breakaway (a FAD, again under 20, capped at M).
    let mut f = passing(OffPlay::QK, OffBox::FL1);
    let (q, s) = (column(0, 9, 40), column(-2, 2, 45));
    f.card(OffBox::FL1).quick = Some(q);
    f.card(OffBox::FL1).short = Some(s);
    let qk = orig(&f, PassCol::Quick);
    let r = f.resolve(&[R::Fad(qk), R::Fad(10), R::Fad(column_roll(&q, ColumnRead::Yards(6)))]);
    assert_eq!((r.end, r.gain, r.breakaway), (End::Gain, 6, false));
    let r = f.resolve(&[R::Fad(qk), R::Fad(10), R::Fad(99), R::Fad(14), R::Fad(85)]);
    assert_eq!((r.gain, r.breakaway), (40, true), "B: 14 rolled again, 85 capped at the Q column's M");
    f.oc = OffenseCall::new(OffPlay::SH, OffBox::FL1);
    let r = f.resolve(&[R::Fad(orig(&f, PassCol::Short)), R::Fad(10), R::Fad(column_roll(&s, ColumnRead::Yards(2)))]);
    assert_eq!((r.gain, r.breakaway), (2, false));
}

#[test]
fn long_completions_are_breakaways_bones_9_6() {
    // [bones 9.6] Long: "roll a new FAD and refer to the BREAK section" (A13): no column roll.
    let mut f = passing(OffPlay::LG, OffBox::FL1);
    let s = column(-2, 2, 45);
    f.card(OffBox::FL1).short = Some(s);
    let lg = orig(&f, PassCol::Long);
    let r = f.resolve(&[R::Fad(lg), R::Fad(10), R::Fad(14), R::Fad(33)]);
    assert_eq!((r.end, r.gain, r.breakaway), (End::Gain, 33, true));
    let r = f.resolve(&[R::Fad(lg), R::Fad(10), R::Fad(90)]);
    assert_eq!(r.gain, 45, "capped at the receiver's M");
    // The option: a Long completion read on the S column.
    f.opts.long_is_break = false;
    let r = f.resolve(&[R::Fad(lg), R::Fad(10), R::Fad(column_roll(&s, ColumnRead::Yards(2)))]);
    assert_eq!((r.gain, r.breakaway), (2, false));
}

#[test]
fn no_pass_goes_out_of_the_end_zone_bones_9_6() {
    // [bones 9.6] A completion beyond the goal line is a touchdown at the goal line.
    let mut f = passing(OffPlay::LG, OffBox::FL1);
    f.spot = 79;
    let r = f.resolve(&[R::Fad(orig(&f, PassCol::Long)), R::Fad(10), R::Fad(90)]);
    assert_eq!(r.gain, 21);
    f.oc = OffenseCall::new(OffPlay::QK, OffBox::FL1);
    f.spot = 95;
    let r = f.resolve(&[R::Fad(orig(&f, PassCol::Quick)), R::Fad(10), R::Fad(yards(9))]);
    assert_eq!(r.gain, 5);
}

// ---------------------------------------------------------------- §9.7 interceptions

#[test]
fn an_int_number_the_covering_defender_holds_is_intercepted_bones_9_7() {
    // [bones 9.7] PN in the QB's INT range and the covering defender's: his interception, at
    // the Point of Interception (1d10, the pass type's column), returned from his row.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).int = Some(D100::new(95, 100));
    let sh = orig(&f, PassCol::Short);
    let r = f.resolve(&[R::Fad(sh), R::Fad(98), R::D10(3), R::D10(6)]);
    assert_eq!(r.end, End::Intercepted { at: f.t.point(PassCol::Short, 3), ret: f.t.int_return(o.row(), 6) });
    assert_eq!(r.defender, Some(f.def_at(o)));
    // His range alone (95, below the QB's 97): incomplete, the quarterback's card first.
    let r = f.resolve(&[R::Fad(sh), R::Fad(95)]);
    assert_eq!(r.end, End::Incomplete);
}

#[test]
fn the_spot_of_interception_check_bones_9_7() {
    // [bones 9.7] PN in the QB's INT range, outside the covering defender's: 1d10 on the Spot of
    // Interception Table; an occupied box intercepts on 01-50 (T2), an empty box never.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).int = None;
    let sh = orig(&f, PassCol::Short);
    let occ = spot_d10(&f.t, 1, |b| f.dd.count_in(b) > 0).unwrap();
    let bx = f.t.spot(1, occ);
    let r = f.resolve(&[R::Fad(sh), R::Fad(98), R::D10(occ), R::Fad(50), R::D10(1), R::D10(2)]);
    assert_eq!(r.end, End::Intercepted { at: f.t.point(PassCol::Short, 1), ret: f.t.int_return(bx.row(), 2) });
    assert_eq!(r.defender, Some(f.def_at(bx)));
    let r = f.resolve(&[R::Fad(sh), R::Fad(98), R::D10(occ), R::Fad(51)]);
    assert_eq!(r.end, End::Incomplete);
    let empty = spot_d10(&f.t, 1, |b| f.dd.count_in(b) == 0).expect("an empty box on the Short column");
    let r = f.resolve(&[R::Fad(sh), R::Fad(98), R::D10(empty), R::Fad(1)]);
    assert_eq!(r.end, End::Incomplete);
    assert_eq!(f.log.len(), 3, "no 01-50 roll for an empty box");
}

#[test]
fn the_defenders_range_alone_intercepts_only_in_a_pass_rush_bones_9_7() {
    // [bones 9.7] "unless in a pass rush or blitz situation, then the defender's entire int
    // range is used": a table Pass Rush, INC 95 on the Pass Rush line, his 95-00.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).int = Some(D100::new(95, 100));
    let pr = receiver_roll(&f.t, PassCol::Short, "PR", false);
    let r = f.resolve(&[R::Fad(pr), R::Fad(95), R::D10(3), R::D10(6)]);
    assert!(r.pass_rush);
    assert_eq!(r.end, End::Intercepted { at: f.t.point(PassCol::Short, 3), ret: f.t.int_return(o.row(), 6) });
    assert_eq!(r.defender, Some(f.def_at(o)));
    let r = f.resolve(&[R::Fad(pr), R::Fad(94)]);
    assert_eq!(r.end, End::Incomplete);
}

#[test]
fn against_a_blitz_a_quick_pass_meets_the_defenders_whole_range_bones_9_7() {
    // [bones 9.7] The seed's example (L216): the QB's INT 97-00, the deep back's 95-00; PN 95 is
    // incomplete "unless in a pass rush or blitz situation". Against a Blitz a Short or Long pass
    // is a Pass Rush (§9.1); a Quick pass resolves normally, in a blitz situation: intercepted.
    let mut f = passing(OffPlay::QK, OffBox::FL1);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).int = Some(D100::new(95, 100));
    blitz(&mut f, &[DefBox::F, DefBox::H]);
    let qk = orig(&f, PassCol::Quick);
    let r = f.resolve(&[R::Fad(qk), R::Fad(95), R::D10(3), R::D10(6)]);
    assert!(!r.pass_rush, "{r:?}");
    assert_eq!(r.end, End::Intercepted { at: f.t.point(PassCol::Quick, 3), ret: f.t.int_return(o.row(), 6) });
    assert_eq!(r.defender, Some(f.def_at(o)));
    // Outside his range the pass is what the quarterback's card says (INC 71-96).
    let r = f.resolve(&[R::Fad(qk), R::Fad(94)]);
    assert_eq!(r.end, End::Incomplete);
    // Against a Pass Defense the same 95 is incomplete.
    f.dc = DefenseCall::new(DefPlay::Pass);
    let r = f.resolve(&[R::Fad(qk), R::Fad(95)]);
    assert_eq!(r.end, End::Incomplete);
}

#[test]
fn the_point_of_interception_stops_at_the_goal_line_bones_9_7() {
    // [bones 9.7] 15 yards from the goal, a Point of Interception deeper than 15 is at the goal
    // line (no pass goes out of the end zone).
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    f.spot = 85;
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).int = Some(D100::new(95, 100));
    let deep = (1..=10u8).find(|d| f.t.point(PassCol::Short, *d) > 15).expect("a deep Short point");
    let r = f.resolve(&[R::Fad(orig(&f, PassCol::Short)), R::Fad(98), R::D10(deep), R::D10(5)]);
    assert!(matches!(r.end, End::Intercepted { at: 15, .. }), "{r:?}");
}

// ---------------------------------------------------------------- §9.8 restrictions

#[test]
fn no_long_pass_within_twenty_bones_9_8() {
    // [bones 9.8] 1. No Long pass when the line of scrimmage is 20 yards or less from the goal.
    let f = Fixture::default();
    let call = OffenseCall::new(OffPlay::LG, OffBox::FL1);
    let e = check_offense(&call, &f.od, &f.off, &CallContext::plain(80), &f.t).unwrap_err();
    assert_eq!(e.rule, "9.8");
    assert!(check_offense(&call, &f.od, &f.off, &CallContext::plain(79), &f.t).is_ok());
    let short = OffenseCall::new(OffPlay::SH, OffBox::FL1);
    assert!(check_offense(&short, &f.od, &f.off, &CallContext::plain(95), &f.t).is_ok());
}

#[test]
fn a_flanker_redirect_is_flanker_one_bones_9_8() {
    // [bones 9.8] 4. A FAD redirect to "flanker" always means FL #1, even on a pass to FL #2.
    let mut f = passing(OffPlay::SH, OffBox::FL2);
    let (o, m) = (cover(&f, OffBox::FL1), cover(&f, OffBox::FL2));
    dbox(&mut f, o).pd = -4;
    dbox(&mut f, m).pd = 2;
    let p = f.t.defense_pass.pass.short as i16;
    let r = f.resolve(&[R::Fad(orig(&f, PassCol::Short)), R::Fad(96)]);
    assert_eq!((r.ball, r.com), (Some(f.at(OffBox::FL2)), Some(60 + p + 2 - 2)));
    let r = f.resolve(&[R::Fad(receiver_roll(&f.t, PassCol::Short, "FL", false)), R::Fad(96)]);
    assert_eq!((r.ball, r.com), (Some(f.at(OffBox::FL1)), Some(60 + p - 4 - 2)));
}

#[test]
fn a_redirect_to_an_absent_back_goes_to_flanker_two_bones_9_8() {
    // [bones 9.8] 4. "passes directed at whichever running back is not in play at the moment
    // always go to FL #2" (A14: a dead target when there is no FL #2); the 5-WR set (§12.6).
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let (m, j) = (cover(&f, OffBox::FL2), cover(&f, OffBox::BK2));
    dbox(&mut f, m).pd = 2;
    dbox(&mut f, j).pd = -3;
    let p = f.t.defense_pass.pass.short as i16;
    let (bk1, bk2) = (receiver_roll(&f.t, PassCol::Short, "BK1", false), receiver_roll(&f.t, PassCol::Short, "BK2", false));
    let r = f.resolve(&[R::Fad(bk1), R::Fad(96)]);
    assert_eq!((r.ball, r.com), (Some(f.at(OffBox::FL2)), Some(60 + p + 2 - 2)), "BK1 is empty: FL #2");
    let r = f.resolve(&[R::Fad(bk2), R::Fad(96)]);
    assert_eq!((r.ball, r.com), (Some(f.at(OffBox::BK2)), Some(60 + p - 3 - 2)), "BK2 is in play");
    // Two backs (BK2, BK3) and FL #1 only: a BK1 redirect finds nobody.
    let b3 = bench_rb(&f, 0);
    f.od.set(OffBox::FL2, None);
    f.od.set(OffBox::BK3, Some(b3));
    let r = f.resolve(&[R::Fad(bk1), R::Fad(5)]);
    assert_eq!((r.end, r.com, r.ball), (End::Incomplete, None, None));
    // Five wide: the fifth receiver in BK1 takes the BK1 redirects, FL #2 still the BK2 ones.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let wr = (0..f.off.players.len() as Pid).find(|p| f.off.player(*p).group() == Group::WR && f.od.box_of(*p).is_none()).unwrap();
    f.od.set(OffBox::BK2, None);
    f.od.set(OffBox::BK1, Some(wr));
    f.card(OffBox::BK1).short = Some(col());
    let r = f.resolve(&[R::Fad(bk1), R::Fad(96)]);
    assert_eq!(r.ball, Some(wr));
    let r = f.resolve(&[R::Fad(bk2), R::Fad(96)]);
    assert_eq!(r.ball, Some(f.at(OffBox::FL2)));
}

// ---------------------------------------------------------------- §10 Pass Rush, sacks, blitz

/// The fixture's Row 1 down to its two linemen, PRV 5 and 4, against five linemen at PBV 2.
fn rush_fixture() -> Fixture {
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    for b in [DefBox::A, DefBox::E] {
        let p = f.def_at(b);
        f.dd.remove(p);
    }
    dbox(&mut f, DefBox::B).prv = 5;
    dbox(&mut f, DefBox::D).prv = 4;
    for b in OffBox::LINE {
        f.card(b).pbv = Some(2);
    }
    f
}

#[test]
fn the_pass_rush_sums_who_counts_bones_10_1() {
    // [bones 10.1] Defense: Row 1's PRV. Offense: the linemen's PBV and the blocking backs at 2
    // each, whatever their cards; BK3 blocks unless the pass is his; ends do not (A18).
    let mut f = rush_fixture();
    assert_eq!(f.rush_sums(), (9, 10));
    f.card(OffBox::RTE).pbv = Some(9);
    assert_eq!(f.rush_sums(), (9, 10), "a tight end is no pass blocker");
    f.card(OffBox::BK2).pbv = Some(7);
    f.oc.blockers[0] = Some(OffBox::BK2);
    assert_eq!(f.rush_sums(), (9, 12), "a designated back: 2");
    f.oc.blockers[0] = None;
    let b3 = bench_rb(&f, 0);
    f.od.set(OffBox::FL2, None);
    f.od.set(OffBox::BK3, Some(b3));
    assert_eq!(f.rush_sums(), (9, 12), "BK3 blocks");
    f.oc = OffenseCall::new(OffPlay::SH, OffBox::BK3);
    assert_eq!(f.rush_sums(), (9, 10), "not when the pass is his");
}

#[test]
fn the_sack_boundary_moves_by_twice_the_difference_bones_10_1() {
    // [bones 10.1] SACK 01-20 on the line; 9 against 10: SACK to 18, RUN from 19. With a
    // designated back, 9 against 12: SACK to 14. A line stunt: +5 (§13.8). The Sack range
    // never passes the Run range's top nor goes below 0 (A17).
    let mut f = rush_fixture();
    let pr = receiver_roll(&f.t, PassCol::Short, "PR", false);
    let check = |f: &mut Fixture, sack: u8| {
        let r = f.resolve(&[R::Fad(pr), R::Fad(sack), R::Two(1, 2)]);
        assert_eq!(r.kind, Kind::Sack, "{sack} is a sack");
        let r = f.resolve(&[R::Fad(pr), R::Fad(sack + 1), R::Fad(yards(6))]);
        assert_eq!((r.kind, r.gain), (Kind::Scramble, 6), "{} is a run", sack + 1);
    };
    check(&mut f, 18);
    f.oc.blockers[0] = Some(OffBox::BK2);
    check(&mut f, 14);
    f.oc.blockers[0] = None;
    let d = f.def_at(DefBox::D);
    f.dd.remove(d);
    f.dd.place(DefBox::C, d);
    f.dc.stunt = Some((DefBox::B, DefBox::C));
    check(&mut f, 23);
    f.dc.stunt = None;
    // 44 against 10: +68, but the Sack range stops at the Run range's top, 30.
    dbox(&mut f, DefBox::B).prv = 40;
    let r = f.resolve(&[R::Fad(pr), R::Fad(30), R::Two(1, 2)]);
    assert_eq!(r.kind, Kind::Sack);
    let r = f.resolve(&[R::Fad(pr), R::Fad(31), R::Fad(yards(4))]);
    assert_eq!((r.kind, r.gain), (Kind::Pass, 4), "31 is still COM");
    // 0 against 10: 20 − 20 leaves no Sack range; 01 is a run.
    dbox(&mut f, DefBox::B).prv = 0;
    dbox(&mut f, DefBox::C).prv = 0;
    let r = f.resolve(&[R::Fad(pr), R::Fad(1), R::Fad(yards(2))]);
    assert_eq!((r.kind, r.gain), (Kind::Scramble, 2));
}

#[test]
fn the_pass_rush_lines_completion_range_never_changes_bones_10_1() {
    // [bones 10.1] "A quarterback's completion range on his Pass Rush line is never altered for
    // any reason": Prevent, Play-Action, a −6 defender and double coverage change nothing.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).pd = -6;
    f.dc = DefenseCall::new(DefPlay::Prevent);
    f.dc.coverage[0] = Some(Cover { receiver: OffBox::FL1, helpers: [Some(bench(&f, Group::DB, 0)), None] });
    f.oc = f.oc.with(OffStrategy::PlayAction);
    let pr = receiver_roll(&f.t, PassCol::Short, "PR", false);
    let r = f.resolve(&[R::Fad(pr), R::Fad(50), R::Fad(yards(7))]);
    assert_eq!((r.kind, r.end, r.gain), (Kind::Pass, End::Gain, 7));
    let r = f.resolve(&[R::Fad(pr), R::Fad(51)]);
    assert_eq!(r.end, End::Incomplete);
}

#[test]
fn a_pass_rush_com_to_a_receiver_who_cannot_catch_it_is_a_dead_target_bones_10_1() {
    // [bones 10.1] COM on the Pass Rush line goes to the intended receiver; one "unable to catch
    // that type of pass due to pass blocking duties or a blank yardage column" (L216), and a back
    // kept in to block whose pass "cannot be completed, although the pass may be intercepted off
    // the quarterbacks card" (L218): a new FAD on the quarterback's INT range (97-00), no
    // completion (third audit: a blank column caught for 0, a blocker's pass read no FAD).
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    f.card(OffBox::FL1).short = Some(YardColumn::default());
    let pr = receiver_roll(&f.t, PassCol::Short, "PR", false);
    let r = f.resolve(&[R::Fad(pr), R::Fad(40), R::Fad(5)]);
    assert_eq!((r.kind, r.end, r.ball), (Kind::Pass, End::Incomplete, None), "a blank Short column: {r:?}");
    let occ = spot_d10(&f.t, 1, |b| f.dd.count_in(b) > 0).expect("an occupied box");
    let r = f.resolve(&[R::Fad(pr), R::Fad(40), R::Fad(97), R::D10(occ), R::Fad(50), R::D10(1), R::D10(1)]);
    assert!(is_int(r.end) && r.defender == Some(f.def_at(f.t.spot(1, occ))), "{r:?}");
    // A Long to a receiver with a blank Short column (a Long is read on it, §9.1 step 4).
    let mut f = passing(OffPlay::LG, OffBox::FL1);
    f.card(OffBox::FL1).short = Some(YardColumn::default());
    let pr = receiver_roll(&f.t, PassCol::Long, "PR", false);
    let r = f.resolve(&[R::Fad(pr), R::Fad(40), R::Fad(5)]);
    assert_eq!((r.end, r.breakaway), (End::Incomplete, false), "{r:?}");
    // The pass called to BK2, kept in to block: intercepted off the quarterback's card.
    let mut f = passing(OffPlay::SH, OffBox::BK2);
    f.oc.blockers[0] = Some(OffBox::BK2);
    let r = f.resolve(&[R::Fad(pr_short(&f)), R::Fad(40), R::Fad(98), R::D10(occ), R::Fad(50), R::D10(1), R::D10(1)]);
    assert!(is_int(r.end), "{r:?}");
    let r = f.resolve(&[R::Fad(pr_short(&f)), R::Fad(40), R::Fad(5)]);
    assert_eq!((r.end, r.ball), (End::Incomplete, None));
    // A receiver who can catch it: completed on his column, as before.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let r = f.resolve(&[R::Fad(pr_short(&f)), R::Fad(40), R::Fad(yards(7))]);
    assert_eq!((r.end, r.gain), (End::Gain, 7));
}

fn pr_short(f: &Fixture) -> u8 {
    receiver_roll(&f.t, PassCol::Short, "PR", false)
}

#[test]
fn a_sack_loses_2d10_and_an_even_roll_goes_out_of_bounds_bones_10_2() {
    // [bones 10.2] 2d10 added are the yards lost; an even sum: out of bounds.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let pr = receiver_roll(&f.t, PassCol::Short, "PR", false);
    let qb = f.at(OffBox::QB);
    for (a, b, oob) in [(4, 5, false), (6, 6, true), (1, 1, true), (10, 9, false)] {
        let r = f.resolve(&[R::Fad(pr), R::Fad(5), R::Two(a, b)]);
        assert_eq!((r.kind, r.gain, r.out_of_bounds, r.ball), (Kind::Sack, -((a + b) as i16), oob, Some(qb)));
    }
}

#[test]
fn a_blitz_sends_two_to_five_from_rows_two_and_three_bones_10_3() {
    // [bones 10.3] 2. "at least 2 and at most 5 linebackers and/or defensive backs from Rows 2
    // and/or 3"; blitzers go with the Blitz call.
    let f = Fixture::default();
    let check = |boxes: &[DefBox], play: DefPlay| {
        let mut c = DefenseCall::new(play);
        for (i, b) in boxes.iter().enumerate() {
            c.blitzers[i] = Some(f.def_at(*b));
        }
        check_defense(&c, &f.dd, &f.def, &f.od, &f.t).map_err(|e| e.rule)
    };
    assert_eq!(check(&[DefBox::F], DefPlay::Blitz), Err("10.3"));
    assert_eq!(check(&[DefBox::F, DefBox::H], DefPlay::Blitz), Ok(()));
    assert_eq!(check(&[DefBox::F, DefBox::H, DefBox::J, DefBox::K, DefBox::M], DefPlay::Blitz), Ok(()));
    assert_eq!(check(&[DefBox::F, DefBox::A], DefPlay::Blitz), Err("10.3"), "a Row-1 linebacker");
    assert_eq!(check(&[DefBox::F, DefBox::H], DefPlay::Pass), Err("10.3"));
    assert_eq!(check(&[], DefPlay::Blitz), Err("10.3"));
}

#[test]
fn blitzers_neither_cover_nor_intercept_bones_10_3() {
    // [bones 10.3] 4. Blitzers are off the display: the receiver they guarded is uncovered
    // (+5) on a Quick pass, and they intercept nothing (Pass Deflect, the Spot check).
    let mut f = passing(OffPlay::QK, OffBox::FL1);
    let o = cover(&f, OffBox::FL1);
    all_int(&mut f, None);
    dbox(&mut f, o).int = Some(D100::new(90, 100));
    let qk = orig(&f, PassCol::Quick);
    // Not blitzing: his −4 and his interceptions.
    dbox(&mut f, o).pd = -4;
    let c = com(&mut f, &[R::Fad(qk)]);
    assert_eq!(c, 70 + f.t.defense_pass.pass.quick as i16 - 4 - 2);
    let r = f.resolve(&[R::Fad(qk), R::Fad(c as u8 + 1), R::Fad(95), R::D10(1), R::D10(1)]);
    assert_eq!(r.defender, Some(f.def_at(o)));
    blitz(&mut f, &[o, DefBox::F]);
    let c = com(&mut f, &[R::Fad(qk)]);
    assert_eq!(c, 70 + f.t.defense_pass.blitz.quick as i16 + 5 - 2);
    let r = f.resolve(&[R::Fad(qk), R::Fad(c as u8 + 1), R::Fad(95), R::D10(1), R::D10(1)]);
    assert_eq!(r.end, End::Incomplete, "the deflection finds no interceptor");
    let d = spot_d10(&f.t, 0, |b| b == o || b == DefBox::F).expect("a blitzer's box on the Quick column");
    let r = f.resolve(&[R::Fad(qk), R::Fad(98), R::D10(d), R::Fad(1)]);
    assert_eq!(r.end, End::Incomplete);
    assert_eq!(f.log.len(), 3, "an empty box: no 01-50 roll");
}

#[test]
fn a_pass_blitz_adds_each_blitzers_value_and_two_bones_13_3() {
    // [bones 13.3] Each blitzer: "an additional 2 points of Pass Rush value each, plus the pass
    // rush value on the player card": Row 1 9 + (1 + 2) + (3 + 2) = 17 against 10.
    let mut f = rush_fixture();
    dbox(&mut f, DefBox::F).prv = 1;
    dbox(&mut f, DefBox::H).prv = 3;
    blitz(&mut f, &[DefBox::F, DefBox::H]);
    assert_eq!(f.rush_sums(), (17, 10));
    // On the line: SACK 10 + 2 × 7 = 24, RUN from 25 (the Short pass rushed automatically).
    f.card(OffBox::QB).qb.as_mut().unwrap().pass_rush = PassRush { sack: 10, run: 40, com: 60 };
    let r = f.resolve(&[R::Fad(24), R::Two(2, 3)]);
    assert_eq!((r.kind, r.gain), (Kind::Sack, -5));
    let r = f.resolve(&[R::Fad(25), R::Fad(yards(1))]);
    assert_eq!((r.kind, r.gain), (Kind::Scramble, 1));
}

// ---------------------------------------------------------------- §11 special passes

#[test]
fn a_screen_reads_its_own_tables_and_the_rush_column_bones_11_1() {
    // [bones 11.1] The Screen Pass Completion table (the quarterback's card is not consulted),
    // then the receiver's rush column with the defense's run-number steps (no Blocking Battle)
    // times the Screen Pass Distance multiplier, fractions rounded up.
    let mut f = passing(OffPlay::SC, OffBox::BK2);
    let q = f.card(OffBox::QB).qb.as_mut().unwrap();
    q.quick.com = 0;
    q.short.com = 0;
    let dp = f.t.defense_pass.clone();
    let (com, inc) = (screen_roll(&f.t, ScreenResult::Com), screen_roll(&f.t, ScreenResult::Inc));
    let [half, x1, x3] = [1, 2, 6].map(|m| screen_distance_roll(&f.t, Mult(m)));
    let up = |y: i16| (y + 1).div_euclid(2);
    let y5 = (5 + dp.pass.screen as i16).clamp(-2, 12);
    let r = f.resolve(&[R::Fad(com), R::Fad(yards(5)), R::Fad(x1)]);
    assert_eq!((r.end, r.gain), (End::Gain, y5));
    let r = f.resolve(&[R::Fad(com), R::Fad(yards(5)), R::Fad(half)]);
    assert_eq!(r.gain, up(y5), "×½ rounded up");
    let r = f.resolve(&[R::Fad(com), R::Fad(yards(4)), R::Fad(x3)]);
    assert_eq!(r.gain, 3 * (4 + dp.pass.screen as i16).clamp(-2, 12));
    let ym = (-1 + dp.pass.screen as i16).clamp(-2, 12);
    let r = f.resolve(&[R::Fad(com), R::Fad(yards(-1)), R::Fad(half)]);
    assert_eq!(r.gain, up(ym), "a loss halved, rounded up");
    // A Run Defense's steps on the run number.
    f.dc = DefenseCall::new(DefPlay::Run(RunKey::NoKey));
    let r = f.resolve(&[R::Fad(com), R::Fad(yards(5)), R::Fad(x1)]);
    assert_eq!(r.gain, (5 + dp.run.screen as i16).clamp(-2, 12));
    let r = f.resolve(&[R::Fad(inc)]);
    assert_eq!(r.end, End::Incomplete);
    // Against a Blitz it resolves normally (no Pass Rush).
    blitz(&mut f, &[DefBox::F, DefBox::H]);
    let r = f.resolve(&[R::Fad(com), R::Fad(yards(5)), R::Fad(x1)]);
    assert!(!r.pass_rush);
    assert_eq!(r.gain, (5 + dp.blitz.screen as i16).clamp(-2, 12));
}

#[test]
fn screen_interceptions_are_three_yards_back_returned_from_row_one_bones_11_1() {
    // [bones 11.1] 5. INT: the Screen/Shovel column names the box; occupied: intercepted three
    // yards behind the line, returned on Row 1 whatever the interceptor's row; empty:
    // incomplete. Interceptions come only from that first roll.
    let mut f = passing(OffPlay::SC, OffBox::BK2);
    let int = screen_roll(&f.t, ScreenResult::Int);
    let d = spot_d10(&f.t, 3, |b| b.row() == 2 && f.dd.count_in(b) > 0).expect("a Row-2 box on the Screen column");
    let bx = f.t.spot(3, d);
    let rd = ret_d10(&f, 1, 2);
    let r = f.resolve(&[R::Fad(int), R::D10(d), R::D10(rd)]);
    assert_eq!(r.end, End::Intercepted { at: -3, ret: f.t.int_return(1, rd) });
    assert_eq!(r.defender, Some(f.def_at(bx)));
    let e = spot_d10(&f.t, 3, |b| f.dd.count_in(b) == 0).expect("an empty box on the Screen column");
    let r = f.resolve(&[R::Fad(int), R::D10(e)]);
    assert_eq!(r.end, End::Incomplete);
}

#[test]
fn screens_go_to_backs_and_receivers_outside_the_five_bones_11_1() {
    // [bones 11.1] 1. "to a back, or wide receiver, not a tight end" (A7); none at or inside
    // the opponent's 5.
    let f = Fixture::default();
    let ctx = CallContext::plain(40);
    let chk = |b: OffBox, ctx: &CallContext| check_offense(&OffenseCall::new(OffPlay::SC, b), &f.od, &f.off, ctx, &f.t).map_err(|e| e.rule);
    assert_eq!(chk(OffBox::BK2, &ctx), Ok(()));
    assert_eq!(chk(OffBox::FL1, &ctx), Ok(()));
    assert_eq!(chk(OffBox::RTE, &ctx), Err("11.1"), "a tight end");
    assert_eq!(chk(OffBox::BK2, &CallContext::plain(95)), Err("11.1"));
    assert_eq!(chk(OffBox::BK2, &CallContext::plain(94)), Ok(()));
}

/// A Long pass rushed by the table, the quarterback running (RUN on his line, SACK 01-10, RUN
/// 11-60) and throwing on the run.
fn on_the_run(play: OffPlay) -> (Fixture, u8, u8) {
    let mut f = passing(play, OffBox::FL1);
    f.throw_on_run = true;
    f.card(OffBox::QB).qb.as_mut().unwrap().pass_rush = PassRush { sack: 10, run: 60, com: 80 };
    let c = play.pass_col().unwrap();
    let pr = receiver_roll(&f.t, c, "PR", false);
    let (ds, os) = f.rush_sums();
    let run = (10 + 2 * (ds - os)).clamp(0, 59) as u8 + 1;
    (f, pr, run)
}

#[test]
fn throwing_on_the_run_shortens_the_pattern_bones_11_2() {
    // [bones 11.2] Long becomes Short: the receiver is found on the Short column, the range is
    // the Long COM with the Throwing on the Run modifier and the receiver's defender (double
    // coverage ignored), and the yards come from the Short column (no breakaway).
    let (mut f, pr, run) = on_the_run(OffPlay::LG);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).pd = -4;
    let sel = (1..=100u8).find(|r| f.t.receiver(PassCol::Short, *r).0 == Receiver::Original && f.t.receiver(PassCol::Long, *r).0 == Receiver::PassRush).expect("a roll Original on Short, Pass Rush on Long");
    let c = 40 + f.t.throw_on_run.long as i16 - 4;
    let r = f.resolve(&[R::Fad(pr), R::Fad(run), R::Fad(sel), R::Fad(1), R::Fad(yards(9))]);
    assert_eq!((r.kind, r.end, r.gain, r.breakaway, r.com), (Kind::Pass, End::Gain, 9, false, Some(c)));
    f.dc.coverage[0] = Some(Cover { receiver: OffBox::FL1, helpers: [Some(bench(&f, Group::DB, 0)), None] });
    assert_eq!(com(&mut f, &[R::Fad(pr), R::Fad(run), R::Fad(sel)]), c, "double coverage ignored");
    // "Pass Rush" on the selection roll: no receiver, he must run (his rush column).
    let none = receiver_roll(&f.t, PassCol::Short, "PR", false);
    let r = f.resolve(&[R::Fad(pr), R::Fad(run), R::Fad(none), R::Fad(yards(6))]);
    assert_eq!((r.kind, r.gain), (Kind::Scramble, 6));
    // Short becomes Quick: the Quick column for the receiver and the yards.
    let (mut f, pr, run) = on_the_run(OffPlay::SH);
    dbox(&mut f, o).pd = -4;
    let q = column(0, 9, 40);
    f.card(OffBox::FL1).quick = Some(q);
    f.card(OffBox::FL1).short = Some(column(-2, 2, 40));
    let sel = orig(&f, PassCol::Quick);
    let r = f.resolve(&[R::Fad(pr), R::Fad(run), R::Fad(sel), R::Fad(1), R::Fad(column_roll(&q, ColumnRead::Yards(8)))]);
    assert_eq!((r.gain, r.com), (8, Some(60 + f.t.throw_on_run.short as i16 - 4)));
}

#[test]
fn throwing_on_the_run_interceptions_deflect_and_pressure_bones_11_2() {
    // [bones 11.2] "The entire intercept range for deep backs covering the outlet receiver
    // counts"; Pass Deflect not applied (A60; applied under the option); QB pressure (all
    // passes, §9.3) applies.
    let (mut f, pr, run) = on_the_run(OffPlay::LG);
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).pd = -4;
    dbox(&mut f, o).int = Some(D100::new(90, 100));
    let sel = (1..=100u8).find(|r| f.t.receiver(PassCol::Short, *r).0 == Receiver::Original).unwrap();
    let r = f.resolve(&[R::Fad(pr), R::Fad(run), R::Fad(sel), R::Fad(92), R::D10(1), R::D10(1)]);
    assert!(is_int(r.end) && r.defender == Some(f.def_at(o)), "92: his range, not the QB's 95-00: {r:?}");
    let c = 40 + f.t.throw_on_run.long as i16 - 4;
    assert_eq!(com(&mut f, &[R::Fad(pr), R::Fad(run), R::Fad(sel)]), c, "no Pass Deflect");
    f.opts.deflect_on_the_run = true;
    assert_eq!(com(&mut f, &[R::Fad(pr), R::Fad(run), R::Fad(sel)]), c - 2);
    f.opts.deflect_on_the_run = false;
    // One man in Row 1: +5.
    for b in [DefBox::A, DefBox::D, DefBox::E] {
        let p = f.def_at(b);
        f.dd.remove(p);
    }
    let (ds, os) = f.rush_sums();
    let run = (10 + 2 * (ds - os)).clamp(0, 59) as u8 + 1;
    assert_eq!(com(&mut f, &[R::Fad(pr), R::Fad(run), R::Fad(sel)]), c + 5);
}

#[test]
fn an_outlet_receiver_who_cannot_catch_the_shortened_pattern_is_a_dead_target_bones_11_2() {
    // [bones 11.2] with §9.1 step 4: the receiver found on the run has a blank Short column: a
    // FAD on the quarterback's INT range, no Pass Number (a 5 completes nothing).
    let (mut f, pr, run) = on_the_run(OffPlay::LG);
    f.card(OffBox::FL1).short = Some(YardColumn::default());
    let sel = (1..=100u8).find(|r| f.t.receiver(PassCol::Short, *r).0 == Receiver::Original).unwrap();
    let r = f.resolve(&[R::Fad(pr), R::Fad(run), R::Fad(sel), R::Fad(5)]);
    assert_eq!((r.end, r.com), (End::Incomplete, None), "{r:?}");
    // In the quarterback's INT range the Spot of Interception check reads the pass thrown, the
    // shortened Short pattern's column, not the Long one called.
    let int = f.card(OffBox::QB).qb.unwrap().long.int.lo;
    let d = (1..=10u8).find(|d| f.t.spot(1, *d) != f.t.spot(2, *d) && f.dd.in_box(f.t.spot(1, *d)).next().is_some()).expect("a die the Short and Long columns read apart");
    let r = f.resolve(&[R::Fad(pr), R::Fad(run), R::Fad(sel), R::Fad(int), R::D10(d), R::Fad(1), R::D10(1), R::D10(1)]);
    assert!(is_int(r.end), "{r:?}");
    assert_eq!(r.defender, Some(f.def_at(f.t.spot(1, d))), "the Short column's box");
}

#[test]
fn the_shovel_bones_11_3() {
    // [bones 11.3] The Quick COM with the Play Modifier Table, never covered (no PD, no +5, no
    // double coverage), no Pass Deflect; complete: the rush column, 2 yards behind the line,
    // no run-number modifiers and no Blocking Battle; a break less 2.
    let mut f = passing(OffPlay::SP, OffBox::BK2);
    f.oc.shotgun = true;
    let j = cover(&f, OffBox::BK2);
    dbox(&mut f, j).pd = -6;
    let c = (70 + f.t.defense_pass.pass.shovel as i16).min(99);
    assert_eq!(com(&mut f, &[]), c);
    f.dc.coverage[0] = Some(Cover { receiver: OffBox::BK2, helpers: [Some(bench(&f, Group::DB, 0)), None] });
    assert_eq!(com(&mut f, &[]), c, "double coverage ignored");
    f.dc = DefenseCall::new(DefPlay::Pass);
    let p = f.def_at(j);
    f.dd.remove(p);
    assert_eq!(com(&mut f, &[]), c, "no +5 for the empty box");
    let r = f.resolve(&[R::Fad(10), R::Fad(yards(5))]);
    assert_eq!((r.end, r.gain), (End::Gain, 3));
    let bk2 = f.at(OffBox::BK2);
    f.dc = DefenseCall::new(DefPlay::Run(RunKey::Back(bk2)));
    let r = f.resolve(&[R::Fad(10), R::Fad(yards(5))]);
    assert_eq!(r.gain, 3, "the key's −4 does not apply");
    let r = f.resolve(&[R::Fad(10), R::Fad(99), R::Fad(50)]);
    assert_eq!((r.gain, r.breakaway), (38, true), "a break capped at M 40, less 2");
}

#[test]
fn shovel_interceptions_only_on_00_bones_11_3() {
    // [bones 11.3] 5. Intercepted only on a Pass Number 00 (A55), by the box the Screen/Shovel
    // column names; returned from the interceptor's row (§9.7).
    let mut f = passing(OffPlay::SP, OffBox::BK2);
    f.oc.shotgun = true;
    let c = com(&mut f, &[]);
    assert!(c < 99, "fixture");
    let r = f.resolve(&[R::Fad(99)]);
    assert_eq!(r.end, End::Incomplete, "99 is in the QB's Quick INT range, yet no interception");
    let d = spot_d10(&f.t, 3, |b| b.row() == 2 && f.dd.count_in(b) > 0).unwrap();
    let bx = f.t.spot(3, d);
    let rd = ret_d10(&f, 1, 2);
    let r = f.resolve(&[R::Fad(100), R::D10(d), R::D10(rd)]);
    assert!(matches!(r.end, End::Intercepted { ret, .. } if ret == f.t.int_return(2, rd)), "{r:?}");
    assert_eq!(r.defender, Some(f.def_at(bx)));
    let e = spot_d10(&f.t, 3, |b| f.dd.count_in(b) == 0).unwrap();
    let r = f.resolve(&[R::Fad(100), R::D10(e)]);
    assert_eq!(r.end, End::Incomplete);
    // The call: from the Shotgun, to a running back, not inside the 5.
    let g = Fixture::default();
    let chk = |c: OffenseCall, spot: i16| check_offense(&c, &g.od, &g.off, &CallContext::plain(spot), &g.t).map_err(|e| e.rule);
    let mut sp = OffenseCall::new(OffPlay::SP, OffBox::BK2);
    assert_eq!(chk(sp, 40), Err("11.3"), "no Shotgun");
    sp.shotgun = true;
    assert_eq!(chk(sp, 40), Ok(()));
    assert_eq!(chk(sp, 95), Ok(()), "at the 5");
    assert_eq!(chk(sp, 96), Err("11.3"), "inside the 5");
    sp.involved = OffBox::FL1;
    assert_eq!(chk(sp, 40), Err("11.3"), "a receiver");
}

#[test]
fn the_swing_bones_11_4() {
    // [bones 11.4] The Short COM with the Play Modifier Table and Pass Deflect; Run Blitz +3;
    // Zone not applicable; complete: the rush column, 3 yards behind, a break less 3.
    let mut f = passing(OffPlay::WP, OffBox::BK2);
    let dp = f.t.defense_pass.clone();
    assert_eq!(com(&mut f, &[]), 60 + dp.pass.swing as i16 - 2);
    f.dc = DefenseCall::new(DefPlay::Run(RunKey::NoKey));
    f.dc.run_blitz = true;
    assert_eq!(com(&mut f, &[]), 60 + dp.run.swing as i16 + 3 - 2);
    f.dc = DefenseCall::new(DefPlay::Zone(Sector::Center));
    assert_eq!(com(&mut f, &[]), 60 + dp.zone.swing as i16 - 2, "no Zone Coverage modifier");
    f.dc = DefenseCall::new(DefPlay::Pass);
    let r = f.resolve(&[R::Fad(10), R::Fad(yards(5))]);
    assert_eq!((r.end, r.gain), (End::Gain, 2));
    let r = f.resolve(&[R::Fad(10), R::Fad(99), R::Fad(50)]);
    assert_eq!((r.gain, r.breakaway), (37, true));
}

#[test]
fn swing_interceptions_come_from_the_quarterbacks_card_bones_11_4() {
    // [bones 11.4] 4. "Int results only occur from the QB card, ignore the defensive player int
    // range"; returned from Row 1, 3 yards behind the line (A56).
    let mut f = passing(OffPlay::WP, OffBox::BK2);
    let j = cover(&f, OffBox::BK2);
    dbox(&mut f, j).int = Some(D100::new(95, 100));
    let r = f.resolve(&[R::Fad(95)]);
    assert_eq!(r.end, End::Incomplete);
    let d = spot_d10(&f.t, 4, |b| b.row() == 3 && f.dd.count_in(b) > 0).expect("a Row-3 box on the Swing column");
    let bx = f.t.spot(4, d);
    let rd = ret_d10(&f, 1, 3);
    let r = f.resolve(&[R::Fad(98), R::D10(d), R::D10(rd)]);
    assert_eq!(r.end, End::Intercepted { at: -3, ret: f.t.int_return(1, rd) });
    assert_eq!(r.defender, Some(f.def_at(bx)));
    // The call: a back or a wide receiver, not from the Shotgun, not on or inside the 5.
    let g = Fixture::default();
    let chk = |c: OffenseCall, spot: i16| check_offense(&c, &g.od, &g.off, &CallContext::plain(spot), &g.t).map_err(|e| e.rule);
    let mut wp = OffenseCall::new(OffPlay::WP, OffBox::BK2);
    assert_eq!(chk(wp, 94), Ok(()));
    assert_eq!(chk(wp, 95), Err("11.4"), "on the 5");
    assert_eq!(chk(OffenseCall::new(OffPlay::WP, OffBox::FL1), 40), Ok(()));
    assert_eq!(chk(OffenseCall::new(OffPlay::WP, OffBox::RTE), 40), Err("11.4"), "a tight end");
    wp.shotgun = true;
    assert_eq!(chk(wp, 40), Err("11.4"));
}

// ---------------------------------------------------------------- §12 offensive strategies

#[test]
fn play_action_bones_12_4() {
    // [bones 12.4] Short or Long only, not from the Shotgun: +10 against a Run Defense, −10
    // against Pass, −20 against Prevent, nothing against a Zone.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let sh = orig(&f, PassCol::Short);
    for (play, delta) in [(DefPlay::Run(RunKey::NoKey), 10), (DefPlay::Pass, -10), (DefPlay::Prevent, -20), (DefPlay::Zone(Sector::Left), 0)] {
        f.dc = DefenseCall::new(play);
        f.oc = OffenseCall::new(OffPlay::SH, OffBox::FL1);
        let plain = com(&mut f, &[R::Fad(sh)]);
        f.oc = f.oc.with(OffStrategy::PlayAction);
        assert_eq!(com(&mut f, &[R::Fad(sh)]) - plain, delta, "{play:?}");
    }
    f.dc = DefenseCall::new(DefPlay::Run(RunKey::NoKey));
    f.oc = OffenseCall::new(OffPlay::LG, OffBox::FL1);
    let lg = orig(&f, PassCol::Long);
    let plain = com(&mut f, &[R::Fad(lg)]);
    f.oc = f.oc.with(OffStrategy::PlayAction);
    assert_eq!(com(&mut f, &[R::Fad(lg)]) - plain, 10, "a Long");
    let g = Fixture::default();
    let chk = |c: OffenseCall| check_offense(&c, &g.od, &g.off, &CallContext::plain(40), &g.t).map_err(|e| e.rule);
    assert_eq!(chk(OffenseCall::new(OffPlay::SH, OffBox::FL1).with(OffStrategy::PlayAction)), Ok(()));
    assert_eq!(chk(OffenseCall::new(OffPlay::QK, OffBox::FL1).with(OffStrategy::PlayAction)), Err("12.4"));
    let mut sg = OffenseCall::new(OffPlay::SH, OffBox::FL1).with(OffStrategy::PlayAction);
    sg.shotgun = true;
    assert_eq!(chk(sg), Err("12.4"));
}

#[test]
fn the_shotgun_bones_12_5() {
    // [bones 12.5] +2 to the pass-blocking total in a Pass Rush; no throwing on the run; the
    // Shotgun completion modifier (A23, 0 by default) on Quick, Short, Long and Shovel; called
    // with those passes only.
    let mut f = rush_fixture();
    assert_eq!(f.rush_sums(), (9, 10));
    f.oc.shotgun = true;
    assert_eq!(f.rush_sums(), (9, 12));
    // RUN on the line (SACK to 20 − 6 = 14): he runs, though the offense would throw.
    f.throw_on_run = true;
    let pr = receiver_roll(&f.t, PassCol::Short, "PR", false);
    let r = f.resolve(&[R::Fad(pr), R::Fad(15), R::Fad(yards(6))]);
    assert_eq!((r.kind, r.gain), (Kind::Scramble, 6));
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let sh = orig(&f, PassCol::Short);
    let plain = com(&mut f, &[R::Fad(sh)]);
    f.oc.shotgun = true;
    assert_eq!(com(&mut f, &[R::Fad(sh)]), plain, "0 by default");
    f.opts.shotgun_com = 6;
    assert_eq!(com(&mut f, &[R::Fad(sh)]), plain + 6);
    f.oc = OffenseCall::new(OffPlay::SP, OffBox::BK2);
    f.oc.shotgun = true;
    assert_eq!(com(&mut f, &[]), (70 + f.t.defense_pass.pass.shovel as i16 + 6).min(99));
    let g = Fixture::default();
    let chk = |p: OffPlay, b: OffBox| {
        let mut c = OffenseCall::new(p, b);
        c.shotgun = true;
        check_offense(&c, &g.od, &g.off, &CallContext::plain(40), &g.t).map_err(|e| e.rule)
    };
    for p in [OffPlay::QK, OffPlay::SH, OffPlay::LG] {
        assert_eq!(chk(p, OffBox::FL1), Ok(()));
    }
    assert_eq!(chk(OffPlay::SP, OffBox::BK2), Ok(()));
    assert_eq!(chk(OffPlay::SC, OffBox::BK2), Err("12.5"));
    assert_eq!(chk(OffPlay::IL, OffBox::BK2), Err("12.5"));
    assert_eq!(chk(OffPlay::WP, OffBox::BK2), Err("11.4"));
}

// ---------------------------------------------------------------- §13 defensive strategies

/// BAL with box A's linebacker out and bench backs in `boxes` (and box F's linebacker out too
/// when `f_out`): 3-4 becomes 3-5 (L), 4-4 (G) or 2-6 (L, L).
fn formation(f: &mut Fixture, boxes: &[DefBox], f_out: bool) -> Vec<Pid> {
    let a = f.def_at(DefBox::A);
    f.dd.remove(a);
    if f_out {
        let x = f.def_at(DefBox::F);
        f.dd.remove(x);
    }
    let mut out = Vec::new();
    for b in boxes {
        let p = bench(f, Group::DB, 0);
        assert!(f.dd.place(*b, p));
        out.push(p);
    }
    out
}

/// A Pass Defense with double (one helper) or triple (two) coverage.
fn double(covers: &[(OffBox, [Option<Pid>; 2])]) -> DefenseCall {
    let mut c = DefenseCall::new(DefPlay::Pass);
    for (i, (r, h)) in covers.iter().enumerate() {
        c.coverage[i] = Some(Cover { receiver: *r, helpers: *h });
    }
    c
}

#[test]
fn double_coverage_bones_13_1() {
    // [bones 13.1] Pass or Prevent, with 4-4, 3-5 or 2-6 in Rows 2-3; a defensive back helps;
    // the pass to the covered receiver takes a flat −14, the defenders' PDs ignored.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let chk = |f: &Fixture| check_defense(&f.dc, &f.dd, &f.def, &f.od, &f.t).map_err(|e| e.rule);
    let lb = f.def_at(DefBox::F);
    f.dc = double(&[(OffBox::FL1, [Some(bench(&f, Group::DB, 0)), None])]);
    assert_eq!(chk(&f), Err("13.1"), "3-4 in Rows 2-3");
    let h = formation(&mut f, &[DefBox::L], false)[0];
    f.dc = double(&[(OffBox::FL1, [Some(h), None])]);
    assert_eq!(chk(&f), Ok(()), "3-5");
    f.dc.play = DefPlay::Run(RunKey::NoKey);
    assert_eq!(chk(&f), Err("13.1"), "a Run Defense");
    f.dc.play = DefPlay::Prevent;
    assert_eq!(chk(&f), Ok(()));
    f.dc = double(&[(OffBox::FL1, [Some(lb), None])]);
    assert_eq!(chk(&f), Err("13.1"), "a linebacker helping");
    f.dc = double(&[(OffBox::FL1, [Some(h), None]), (OffBox::LE, [Some(f.def_at(DefBox::M)), None])]);
    assert_eq!(chk(&f), Err("13.1"), "two receivers need 2-6");
    f.dc = double(&[(OffBox::FL1, [Some(h), None])]);
    let o = cover(&f, OffBox::FL1);
    let sh = orig(&f, PassCol::Short);
    for pd in [-6, 5] {
        dbox(&mut f, o).pd = pd;
        dcard(&mut f, h).pd = pd;
        assert_eq!(com(&mut f, &[R::Fad(sh)]), 60 + f.t.defense_pass.pass.short as i16 - 14 - 2);
    }
    f.dc.play = DefPlay::Prevent;
    assert_eq!(com(&mut f, &[R::Fad(sh)]), 60 + f.t.defense_pass.prevent.short as i16 - 14 - 2);
    // Another receiver keeps his defender's PD.
    let k = cover(&f, OffBox::LE);
    dbox(&mut f, k).pd = -6;
    f.oc = OffenseCall::new(OffPlay::SH, OffBox::LE);
    assert_eq!(com(&mut f, &[R::Fad(sh)]), 60 + f.t.defense_pass.prevent.short as i16 - 6 - 2);
}

#[test]
fn double_coverage_helpers_stand_in_the_primary_box_bones_13_1() {
    // [bones 13.1] The helper shares the primary defender's box: "considered to be in the
    // primary defender's box and not in their original box for a spot of interception check"
    // (§9.7); either may intercept; the return is from the row he plays in.
    let mut f = passing(OffPlay::QK, OffBox::FL1);
    let h = formation(&mut f, &[DefBox::L], false)[0];
    f.dc = double(&[(OffBox::FL1, [Some(h), None])]);
    let o = cover(&f, OffBox::FL1);
    all_int(&mut f, None);
    let qk = orig(&f, PassCol::Quick);
    // A Quick pass's Spot of Interception result L: the helper left it. O: him or the helper.
    let l = spot_d10(&f.t, 0, |b| b == DefBox::L).expect("box L on the Quick column");
    let r = f.resolve(&[R::Fad(qk), R::Fad(98), R::D10(l), R::Fad(10), R::D10(1), R::D10(1)]);
    assert_eq!(r.end, End::Incomplete, "{r:?}");
    let at_o = spot_d10(&f.t, 0, |b| b == o).expect("the primary's box on the Quick column");
    let r = f.resolve(&[R::Fad(qk), R::Fad(98), R::D10(at_o), R::Fad(10), R::D10(1), R::D10(1)]);
    assert!(is_int(r.end) && (r.defender == Some(h) || r.defender == Some(f.def_at(o))), "{r:?}");
    let p = f.def_at(o);
    f.dd.remove(p);
    let r = f.resolve(&[R::Fad(qk), R::Fad(98), R::D10(at_o), R::Fad(10), R::D10(1), R::D10(1)]);
    assert_eq!(r.defender, Some(h), "the primary's box with the helper alone");
    // 4-4 with a back helping from box G (Row 2) on the Row-3 primary's receiver: the helper's
    // own range intercepts (the QB's 97-00 and his 95-00), and he returns from Row 3.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let h = formation(&mut f, &[DefBox::G], false)[0];
    f.dc = double(&[(OffBox::FL1, [Some(h), None])]);
    assert_eq!(check_defense(&f.dc, &f.dd, &f.def, &f.od, &f.t).map_err(|e| e.rule), Ok(()));
    all_int(&mut f, None);
    dcard(&mut f, h).int = Some(D100::new(95, 100));
    assert_eq!(o.row(), 3);
    let rd = ret_d10(&f, 3, 2);
    let r = f.resolve(&[R::Fad(orig(&f, PassCol::Short)), R::Fad(98), R::D10(4), R::D10(rd)]);
    assert_eq!(r.defender, Some(h));
    assert!(matches!(r.end, End::Intercepted { ret, .. } if ret == f.t.int_return(3, rd)), "{r:?}");
}

#[test]
fn triple_coverage_bones_13_2() {
    // [bones 13.2] Pass or Prevent with 2 in Row 2 and 6 in Row 3: −30 flat; or double coverage
    // on two receivers instead.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let chk = |f: &Fixture| check_defense(&f.dc, &f.dd, &f.def, &f.od, &f.t).map_err(|e| e.rule);
    let x = formation(&mut f, &[DefBox::L], false)[0];
    let y = bench(&f, Group::DB, 0);
    f.dc = double(&[(OffBox::FL1, [Some(x), Some(y)])]);
    assert_eq!(chk(&f), Err("13.1"), "3-5 allows no triple coverage");
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let hs = formation(&mut f, &[DefBox::L, DefBox::L], true);
    assert_eq!((f.dd.row_count(2), f.dd.row_count(3)), (2, 6));
    f.dc = double(&[(OffBox::FL1, [Some(hs[0]), Some(hs[1])])]);
    assert_eq!(chk(&f), Ok(()));
    let o = cover(&f, OffBox::FL1);
    dbox(&mut f, o).pd = 5;
    let p = f.t.defense_pass.pass.short as i16;
    let sh = orig(&f, PassCol::Short);
    assert_eq!(com(&mut f, &[R::Fad(sh)]), 60 + p - 30 - 2);
    f.dc = double(&[(OffBox::FL1, [Some(hs[0]), None]), (OffBox::LE, [Some(hs[1]), None])]);
    assert_eq!(chk(&f), Ok(()), "two receivers double-covered");
    assert_eq!(com(&mut f, &[R::Fad(sh)]), 60 + p - 14 - 2);
    f.oc = OffenseCall::new(OffPlay::SH, OffBox::LE);
    assert_eq!(com(&mut f, &[R::Fad(sh)]), 60 + p - 14 - 2);
}

#[test]
fn zone_coverage_bones_13_5() {
    // [bones 13.5] The Zone Coverage modifier for Quick/Short/Long replaces the defender's PD
    // when the final receiver is in the called sector (Right: right end, FL #1); a redirect out
    // of it is covered as usual.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let (o, k) = (cover(&f, OffBox::FL1), cover(&f, OffBox::LE));
    dbox(&mut f, o).pd = -4;
    dbox(&mut f, k).pd = -6;
    f.dc = DefenseCall::new(DefPlay::Zone(Sector::Right));
    let zr = f.t.defense_pass.zone;
    let z = (f.t.zone.quick as i16, f.t.zone.short as i16, f.t.zone.long as i16);
    assert_ne!(z.1, -4, "fixture: the zone value differs from the PD");
    let sh = orig(&f, PassCol::Short);
    assert_eq!(com(&mut f, &[R::Fad(sh)]), 60 + zr.short as i16 + z.1 - 2);
    let le = receiver_roll(&f.t, PassCol::Short, "LE", false);
    assert_eq!(com(&mut f, &[R::Fad(le)]), 60 + zr.short as i16 - 6 - 2, "redirected to the left");
    f.dc = DefenseCall::new(DefPlay::Zone(Sector::Left));
    assert_eq!(com(&mut f, &[R::Fad(sh)]), 60 + zr.short as i16 - 4 - 2, "FL #1 is not on the left");
    assert_eq!(com(&mut f, &[R::Fad(le)]), 60 + zr.short as i16 + z.1 - 2);
    f.dc = DefenseCall::new(DefPlay::Zone(Sector::Right));
    f.oc = OffenseCall::new(OffPlay::QK, OffBox::RTE);
    let qk_ = orig(&f, PassCol::Quick);

    assert_eq!(com(&mut f, &[R::Fad(qk_)]), 70 + zr.quick as i16 + z.0 - 2, "the right end");
    f.oc = OffenseCall::new(OffPlay::LG, OffBox::FL1);
    let lg_ = orig(&f, PassCol::Long);

    assert_eq!(com(&mut f, &[R::Fad(lg_)]), 40 + zr.long as i16 + z.2 - 2);
    f.dc = DefenseCall::new(DefPlay::Zone(Sector::Center));
    f.oc = OffenseCall::new(OffPlay::SH, OffBox::BK2);
    assert_eq!(com(&mut f, &[R::Fad(sh)]), 60 + zr.short as i16 + z.1 - 2, "the backs are the center");
    // The Shovel: no Zone modifier.
    f.oc = OffenseCall::new(OffPlay::SP, OffBox::BK2);
    f.oc.shotgun = true;
    assert_eq!(com(&mut f, &[]), (70 + zr.shovel as i16).min(99));
}

#[test]
fn center_field_bones_13_6() {
    // [bones 13.6] A nickel back in box L covering nobody, with five backs in Row 3: −1 to every
    // pass, with a pass or a run defense; he intercepts on a Spot of Interception result L.
    let mut f = passing(OffPlay::SH, OffBox::FL1);
    let chk = |f: &Fixture| check_defense(&f.dc, &f.dd, &f.def, &f.od, &f.t).map_err(|e| e.rule);
    f.dc.center_field = true;
    assert_eq!(chk(&f), Err("13.6"), "four backs in Row 3, L empty");
    let l = formation(&mut f, &[DefBox::L], false)[0];
    assert_eq!(chk(&f), Ok(()));
    let sh = orig(&f, PassCol::Short);
    for play in [DefPlay::Pass, DefPlay::Run(RunKey::NoKey)] {
        f.dc = DefenseCall::new(play);
        let plain = com(&mut f, &[R::Fad(sh)]);
        f.dc.center_field = true;
        assert_eq!(com(&mut f, &[R::Fad(sh)]), plain - 1, "{play:?}");
    }
    f.dc = DefenseCall::new(DefPlay::Pass);
    f.dc.center_field = true;
    f.oc = OffenseCall::new(OffPlay::WP, OffBox::BK2);
    assert_eq!(com(&mut f, &[]), 60 + f.t.defense_pass.pass.swing as i16 - 1 - 2, "the Swing");
    f.oc = OffenseCall::new(OffPlay::SP, OffBox::BK2);
    f.oc.shotgun = true;
    assert_eq!(com(&mut f, &[]), (70 + f.t.defense_pass.pass.shovel as i16).min(99) - 1, "the Shovel");
    // The L back on a Quick pass's Spot of Interception result L.
    f.oc = OffenseCall::new(OffPlay::QK, OffBox::FL1);
    all_int(&mut f, None);
    let d = spot_d10(&f.t, 0, |b| b == DefBox::L).expect("box L on the Quick column");
    let r = f.resolve(&[R::Fad(orig(&f, PassCol::Quick)), R::Fad(98), R::D10(d), R::Fad(50), R::D10(1), R::D10(1)]);
    assert_eq!(r.defender, Some(l));
    assert!(matches!(r.end, End::Intercepted { ret, .. } if ret == f.t.int_return(3, 1)), "{r:?}");
}
