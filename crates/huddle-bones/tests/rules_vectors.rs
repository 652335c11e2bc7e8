//! The digest's test vectors (§23), each with the scripted dice it names.

use huddle_bones::call::{DefPlay, DefenseCall, OffPlay, OffenseCall, RunKey};
use huddle_bones::resolve::{End, Kind};
use huddle_bones::tables::{PassCol, RunCol};
use huddle_bones::testkit::{block_roll, column, receiver_roll, Fixture, R};
use huddle_cards::bones::{D100, YardColumn, ROW_MIN};
use huddle_cards::{DefBox, OffBox};

/// The Jacquizz Rodgers card of the L208 note: no ranges at 11, 13, 15, 17 or 19, B 99-00.
fn rodgers() -> YardColumn {
    let mut c = YardColumn::default();
    let mut at = 1u8;
    for y in -2i8..=18 {
        if [11, 13, 15, 17].contains(&y) {
            continue;
        }
        let w = if y == 18 { 98 - at + 1 } else { 5 };
        c.rows[(y - ROW_MIN) as usize] = Some(D100::new(at, at + w - 1));
        at += w;
    }
    c.brk = Some(D100::new(99, 100));
    c.max = Some(60);
    c
}

#[test]
fn a_modified_break_roll_counts_down_the_ranged_rows_bones_7_4() {
    // [bones 7.4] Roll 99 (B) with net modifiers −2: 19 has no range, 18 is step −1, 17 has no
    // range, 16 is step −2: 16 yards, not a breakaway. With −1: 18.
    let mut f = Fixture::default();
    *f.card(OffBox::BK2).rush.as_mut().unwrap() = rodgers();
    f.oc = OffenseCall::new(OffPlay::IL, OffBox::BK2);
    // Run No Key (−2) and a Blocking Battle on one offensive blocker with BV 0.
    f.dc = DefenseCall::new(DefPlay::Run(RunKey::NoKey));
    let lg = f.at(OffBox::LG);
    f.off.players[lg as usize].bones.as_mut().unwrap().bv = Some(0);
    let b = block_roll(&f.t, RunCol::IL, "LG", false);
    let r = f.resolve(&[R::Fad(b), R::Fad(99)]);
    assert_eq!((r.gain, r.breakaway), (16, false));
    // A correct key (−4) on a different back is no modifier: the key on BK2 is −4 → 14 (rows
    // 18, 16, 14, 12 counting down: 12? count: 18 (−1), 16 (−2), 14 (−3), 12 (−4)).
    let bk2 = f.at(OffBox::BK2);
    f.dc = DefenseCall::new(DefPlay::Run(RunKey::Back(bk2)));
    let r = f.resolve(&[R::Fad(b), R::Fad(99)]);
    assert_eq!((r.gain, r.breakaway), (12, false));
    // No modifier at all: a breakaway (§8): a FAD of 20 or more, capped at M 60.
    f.dc = DefenseCall::new(DefPlay::Pass);
    let r = f.resolve(&[R::Fad(b), R::Fad(99), R::Fad(14), R::Fad(85)]);
    assert_eq!((r.gain, r.breakaway), (60, true), "14 is rolled again, 85 capped at M");
}

#[test]
fn run_blitz_and_key_take_six_steps_bones_13_7() {
    // [bones 13.7] SL to the keyed back against a Run Blitz: −2 and −4; a rolled 5 becomes −1
    // on a card whose rows −1..5 all have ranges.
    let mut f = Fixture::default();
    *f.card(OffBox::BK2).rush.as_mut().unwrap() = column(-2, 12, 40);
    f.oc = OffenseCall::new(OffPlay::SL, OffBox::BK2);
    let bk2 = f.at(OffBox::BK2);
    f.dc = DefenseCall::new(DefPlay::Run(RunKey::Back(bk2)));
    f.dc.run_blitz = true;
    // The Blocking Battle: one blocker with BV 0 (no modifier of its own).
    let lt = f.at(OffBox::LT);
    f.off.players[lt as usize].bones.as_mut().unwrap().bv = Some(0);
    let b = block_roll(&f.t, RunCol::SL, "LT", false);
    let five = huddle_bones::testkit::column_roll(&f.off.player(bk2).bones.as_ref().unwrap().rush.unwrap(), huddle_cards::bones::ColumnRead::Yards(5));
    let r = f.resolve(&[R::Fad(b), R::Fad(five)]);
    assert_eq!(r.gain, -1);
    // Without the Run Blitz: −4 only, 5 → 1.
    f.dc.run_blitz = false;
    let r = f.resolve(&[R::Fad(b), R::Fad(five)]);
    assert_eq!(r.gain, 1);
}

#[test]
fn interceptions_check_the_quarterback_first_bones_9_7() {
    // [bones 9.7] QB INT 97-00, the covering back's INT 95-00: PN 98 intercepted, PN 95
    // incomplete, PN 95 in a pass rush intercepted.
    let mut f = Fixture::default();
    f.card(OffBox::QB).qb.as_mut().unwrap().short.int = D100::new(97, 100);
    f.card(OffBox::QB).qb.as_mut().unwrap().short.com = 50;
    let target = OffBox::FL1;
    let cov = f.t.covers(target).unwrap();
    f.def_card(cov).defense.as_mut().unwrap().int = Some(D100::new(95, 100));
    f.oc = OffenseCall::new(OffPlay::SH, target);
    let orig = receiver_roll(&f.t, PassCol::Short, "Orig", false);
    let r = f.resolve(&[R::Fad(orig), R::Fad(98), R::D10(3), R::D10(5)]);
    assert!(matches!(r.end, End::Intercepted { .. }) && r.defender == Some(f.def_at(cov)), "{r:?}");
    let r = f.resolve(&[R::Fad(orig), R::Fad(95)]);
    assert_eq!(r.end, End::Incomplete);
    // A Pass Rush (the Short pass against a Blitz): the defender's whole range counts.
    let lbs: Vec<_> = f.dd.players().filter(|(b, _)| b.row() == 2).map(|(_, p)| p).take(2).collect();
    f.dc = DefenseCall::new(DefPlay::Blitz);
    f.dc.blitzers[0] = Some(lbs[0]);
    f.dc.blitzers[1] = Some(lbs[1]);
    let q = f.off.player(f.at(OffBox::QB)).bones.as_ref().unwrap().qb.unwrap().pass_rush;
    let (ds, os) = f.rush_sums();
    let sack = (q.sack as i16 + 2 * (ds - os)).clamp(0, q.run as i16);
    assert!(q.com >= 95 || sack < 95, "fixture");
    // Make the Pass Rush line's INC reach 95: COM ends at 60.
    f.card(OffBox::QB).qb.as_mut().unwrap().pass_rush.com = 60;
    let r = f.resolve(&[R::Fad(95), R::D10(3), R::D10(5)]);
    assert!(r.pass_rush && matches!(r.end, End::Intercepted { .. }), "{r:?}");
}

#[test]
fn empty_boxes_give_two_yards_only_when_all_are_empty_bones_7_2() {
    // [bones 7.2] A run at an empty box: +2. "RT vs E" with E empty: RT's BV only. Two boxes
    // with one occupied: that box's TV, no bonus.
    let mut f = Fixture::default();
    *f.card(OffBox::BK2).rush.as_mut().unwrap() = column(-2, 12, 40);
    let bk2 = f.at(OffBox::BK2);
    let four = huddle_bones::testkit::column_roll(&f.off.player(bk2).bones.as_ref().unwrap().rush.unwrap(), huddle_cards::bones::ColumnRead::Yards(4));
    // Box E emptied (its lineman moved to the bench).
    let e = f.def_at(DefBox::E);
    f.dd.remove(e);
    f.oc = OffenseCall::new(OffPlay::SR, OffBox::BK2);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::SR, "E", false)), R::Fad(four)]);
    assert_eq!(r.gain, 6, "4 and two steps for the empty box");
    let rt = f.at(OffBox::RT);
    f.off.players[rt as usize].bones.as_mut().unwrap().bv = Some(1);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::SR, "RT vs E", false)), R::Fad(four)]);
    assert_eq!(r.gain, 5, "RT's BV +1 only");
    // D+I with D occupied (TV −2) and I empty: −2, no bonus.
    let d = f.def_at(DefBox::D);
    f.def.players[d as usize].bones.as_mut().unwrap().defense.as_mut().unwrap().tv = -2;
    assert_eq!(f.dd.count_in(DefBox::I), 0);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::SR, "D+I", false)), R::Fad(four)]);
    assert_eq!(r.gain, 2);
}

#[test]
fn the_pass_rush_moves_the_sack_range_by_twice_the_difference_bones_10_1() {
    // [bones 10.1] The defense's Row-1 PRV plus each blitzer's PRV + 2 against the linemen's PBV
    // and the blocking backs' 2 each.
    let mut f = Fixture::default();
    for b in [DefBox::A, DefBox::B, DefBox::D, DefBox::E] {
        f.def_card(b).defense.as_mut().unwrap().prv = if b == DefBox::A { 3 } else { 2 };
    }
    let lbs: Vec<_> = f.dd.players().filter(|(b, _)| b.row() == 2).map(|(_, p)| p).take(2).collect();
    for p in &lbs {
        f.def.players[*p as usize].bones.as_mut().unwrap().defense.as_mut().unwrap().prv = 1;
    }
    for b in [OffBox::LT, OffBox::LG, OffBox::C, OffBox::RG, OffBox::RT] {
        f.card(b).pbv = Some(2);
    }
    f.oc = OffenseCall::new(OffPlay::SH, OffBox::FL1);
    f.dc = DefenseCall::new(DefPlay::Blitz);
    f.dc.blitzers[0] = Some(lbs[0]);
    f.dc.blitzers[1] = Some(lbs[1]);
    // Row 1: 3 + 2 + 2 + 2 = 9; blitzers (1 + 2) × 2 = 6: 15. Linemen 10, no back (one back,
    // in BK2, not designated): 10. The sack range grows by 10.
    assert_eq!(f.rush_sums(), (15, 10));
    f.oc.blockers[0] = Some(OffBox::BK2);
    assert_eq!(f.rush_sums(), (15, 12), "a designated back adds 2");
    f.oc.shotgun = true;
    assert_eq!(f.rush_sums(), (15, 14), "the Shotgun adds 2");
    // The sack on the line: the QB's Sack end 5 + 2 × (15 − 14) = 7: a roll of 7 is a sack of 2d10.
    f.card(OffBox::QB).qb.as_mut().unwrap().pass_rush.sack = 5;
    f.card(OffBox::QB).qb.as_mut().unwrap().pass_rush.run = 30;
    let r = f.resolve(&[R::Fad(7), R::Two(3, 5)]);
    assert_eq!((r.kind, r.gain, r.out_of_bounds), (Kind::Sack, -8, true), "an even 2d10 goes out of bounds");
    let r = f.resolve(&[R::Fad(8), R::Fad(50)]);
    assert_eq!(r.kind, Kind::Scramble, "8 is the Run range");
}
