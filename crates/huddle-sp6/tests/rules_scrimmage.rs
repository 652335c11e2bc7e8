//! Rule tests for the resolution of a scrimmage play in Statis-Pro Football 6th Edition: runs
//! (§9), passes (§10), the Screen, the pass rush (§11), the Big Play (§12), the tables they read
//! (§6.5-6.9), the pass-coverage map (§3.3) and the strategy cards (§7.1, §7.2), with the test
//! vectors of digest §25 (items 1-4 and 7).
//!
//! Every expected number is worked out by hand from the digest (`shared/rules/sp6.md`) and the
//! sample cards (`data/teams/sp6_ironton.json` on offense, `sp6_lakeport.json` on defense). Each
//! test sets the values it depends on explicitly (a Tackle Value, a Pass Defense value, a rushing
//! column) so the arithmetic is visible in the test; the engine is never asked for an expectation.
//! The ramp columns used by many tests (N = 1..12, SG = 21..32, LG = 41..52) make the yardage
//! show which column was read and at which Run Number.

use huddle_cards::{DefBox, Defense, GainCell, IntRange, NumRange, OffBox, PassRanges, PassRushLine, Player, Rated, RushCell, Rushing};
use huddle_core::{PerSide, Side};
use huddle_sp6::call::{check_defense, check_offense, guards, CallContext, CallError, CoverKind, Coverage, DefPlay, DefStrategy, DefenseCall, OffPlay, OffStrategy, OffenseCall};
use huddle_sp6::coach::DefenseChoice;
use huddle_sp6::fac::{ErDir, Fac, PassDir, RunDir, ScreenDir};
use huddle_sp6::options::Options;
use huddle_sp6::resolve::{run_modifier, Kind, PlayEnd, PlayResult, Step};
use huddle_sp6::tables::IntReturn;
use huddle_sp6::testkit::{blank, game_at, play, pn, rn, z, CardExt, Fixture, ScriptedCoach};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn call(play: OffPlay, who: OffBox) -> OffenseCall {
    OffenseCall::new(play, who)
}

fn def(play: DefPlay) -> DefenseCall {
    DefenseCall::new(play)
}

/// A Pass Blitz sending the named defenders.
fn blitz(fx: &Fixture, ids: &[&str]) -> DefenseCall {
    let mut d = def(DefPlay::Blitz);
    for (i, id) in ids.iter().enumerate() {
        d.blitzers[i] = Some(fx.d(id));
    }
    d
}

/// The same call with a Big Play declared (§12).
fn big(mut d: DefenseCall) -> DefenseCall {
    d.strategy = DefStrategy::BigPlay;
    d
}

/// A coverage strategy: (receiver, helpers by id); one helper = Double, two = Triple.
fn covered(fx: &Fixture, mut d: DefenseCall, list: &[(OffBox, &[&str])]) -> DefenseCall {
    let mut out = [None; 3];
    for (k, (receiver, helpers)) in list.iter().enumerate() {
        let mut h = [None; 2];
        for (i, id) in helpers.iter().enumerate() {
            h[i] = Some(fx.d(id));
        }
        let kind = if helpers.len() == 2 { CoverKind::Triple } else { CoverKind::Double };
        out[k] = Some(Coverage { receiver: *receiver, kind, helpers: h });
    }
    d.strategy = DefStrategy::Coverage(out);
    d
}

/// Empties a defensive box.
fn clear(fx: &mut Fixture, b: DefBox) {
    let men: Vec<u16> = fx.dd.in_box(b).collect();
    for p in men {
        fx.dd.remove(p);
    }
}

/// Puts exactly these defenders in box `b` (moved from wherever they stood).
fn put(fx: &mut Fixture, b: DefBox, ids: &[&str]) {
    clear(fx, b);
    for id in ids {
        let p = fx.d(id);
        fx.dd.remove(p);
        assert!(fx.dd.place(b, p), "{id} fits in box {b:?}");
    }
}

/// A defender's card values, to set them for a test.
fn dv<'a>(fx: &'a mut Fixture, id: &str) -> &'a mut Defense {
    let i = fx.d(id) as usize;
    fx.def.players[i].defense.as_mut().expect("a defender's card")
}

fn set_tv(fx: &mut Fixture, id: &str, tv: i8) {
    dv(fx, id).tv = Rated::plain(tv);
}

/// Sets a defender's Pass Defense value and Interception range ("-" = none).
fn set_cover(fx: &mut Fixture, id: &str, pd: i8, int: IntRange) {
    let d = dv(fx, id);
    d.pd = pd;
    d.int = int;
}

fn int(lo: u8, hi: u8) -> IntRange {
    IntRange::Range(NumRange::new(lo, hi))
}

/// The offensive player in a slot, to set his card for a test.
fn op(fx: &mut Fixture, slot: OffBox) -> &mut Player {
    let p = fx.od.get(slot).unwrap_or_else(|| panic!("nobody in {slot:?}"));
    &mut fx.off.players[p as usize]
}

fn set_bv(fx: &mut Fixture, slot: OffBox, bv: i8) {
    op(fx, slot).bv = Some(Rated::plain(bv));
}

/// Offensive linemen's Pass Blocking values, LT, LG, C, RG, RT.
fn set_pb(fx: &mut Fixture, pb: [u8; 5]) {
    for (b, v) in OffBox::LINE.iter().zip(pb) {
        op(fx, *b).pbv = Some(v);
    }
}

/// `base + 1 ..= base + 12`.
fn ramp(base: i8) -> [i8; 12] {
    std::array::from_fn(|i| base + i as i8 + 1)
}

/// Rushing columns N = 1..12, SG = 21..32, LG = 41..52 for the player in `slot`.
fn ramp_rushing(fx: &mut Fixture, slot: OffBox) {
    op(fx, slot).rushing = Some(Rushing { n: Some(ramp(0).map(RushCell::Yards)), i: None, o: None, sg: ramp(20).map(RushCell::Yards), lg: Some(ramp(40)) });
}

/// Sets one cell of the N column of the player in `slot` (RN `rn`).
fn set_n(fx: &mut Fixture, slot: OffBox, rn: usize, y: i8) {
    op(fx, slot).rushing.as_mut().expect("rushing").n.as_mut().expect("an N column")[rn - 1] = RushCell::Yards(y);
}

/// The quarterback's Com end and Inc end for one pass type (Int = Inc end + 1 ..= 48).
fn set_qb_range(fx: &mut Fixture, play: OffPlay, com: u8, inc: u8) {
    let p = op(fx, OffBox::QB).passing.as_mut().expect("a passing card");
    let r = PassRanges { com, inc, int_q: inc };
    match play {
        OffPlay::Quick => p.quick = r,
        OffPlay::Short => p.short = r,
        _ => p.long = r,
    }
}

fn set_pass_rush_line(fx: &mut Fixture, sack: u8, run: u8, com: u8) {
    op(fx, OffBox::QB).passing.as_mut().expect("a passing card").pass_rush = PassRushLine { sack, run, com };
}

/// Sets the Pass Rush values of the Row-1 defenders of the Lakeport lineup (A, C, E).
fn set_row1_rush(fx: &mut Fixture, a: u8, c: u8, e: u8) {
    dv(fx, "lkp-de1").prv = a;
    dv(fx, "lkp-nt1").prv = c;
    dv(fx, "lkp-de2").prv = e;
}

/// A directive card for runs (the same for IL, IR, SL and SR).
fn dir(d: &str) -> Fac {
    blank().run(d).fac()
}

/// A pass "ALL" directive card.
fn all(d: &str) -> Fac {
    blank().all(d).fac()
}

fn rn_ob(n: u8) -> Fac {
    blank().rn(n).ob().fac()
}

fn gain(fx: &Fixture, oc: &OffenseCall, dc: &DefenseCall, cards: Vec<Fac>) -> i16 {
    let (r, _, _) = fx.resolve(oc, dc, cards);
    assert_eq!(r.end, PlayEnd::Gain, "the play should keep the ball with a gain: {r:?}");
    r.gain
}

fn resolve(fx: &Fixture, oc: &OffenseCall, dc: &DefenseCall, cards: Vec<Fac>) -> PlayResult {
    fx.resolve(oc, dc, cards).0
}

fn ctx(spot: i16) -> CallContext {
    CallContext::plain(spot)
}

fn off_err(fx: &Fixture, oc: &OffenseCall, c: &CallContext) -> CallError {
    check_offense(oc, &fx.od, &fx.off, &fx.opts, c).expect_err("the call must be refused")
}

fn off_ok(fx: &Fixture, oc: &OffenseCall, c: &CallContext) {
    if let Err(e) = check_offense(oc, &fx.od, &fx.off, &fx.opts, c) {
        panic!("{oc:?} should be legal, refused: {e}");
    }
}

fn def_check(fx: &Fixture, dc: &DefenseCall, c: &CallContext) -> Result<(), CallError> {
    check_defense(dc, &fx.dd, &fx.def, &fx.opts, &fx.ed, &fx.od, c)
}

fn interception(r: &PlayResult) -> (u16, i16, Option<IntReturn>) {
    match r.end {
        PlayEnd::Interception { by, pi, ret } => (by, pi, ret),
        other => panic!("expected an interception, got {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// [sp6 9.1] Standard runs
// ---------------------------------------------------------------------------------------------

/// [sp6 9.1] The worked example of 8.2 (L230-232; digest §25 item 1): IL against Run Defense,
/// No Key, directive B+G, and an RN that reads +1 yard after the +2.
#[test]
fn inside_run_worked_example_sp6_9_1() {
    let mut fx = Fixture::new();
    // The carrier is Bo Kastner (BK1): his N column reads +1 at RN 10 = a raw RN 8 + 2 (No Key).
    let kastner = fx.od.get(OffBox::BK1).unwrap();
    assert_eq!(fx.off.player(kastner).rushing.as_ref().unwrap().n.unwrap()[9], RushCell::Yards(1), "card check");
    // A tackle with TV -2 (Augie Palumbo, NT) and a linebacker with TV +1 (Leon Fairbanks).
    set_tv(&mut fx, "lkp-nt1", -2);
    set_tv(&mut fx, "lkp-lb6", 1);
    set_bv(&mut fx, OffBox::LG, 3);
    let il = call(OffPlay::InsideLeft, OffBox::BK1);
    let sl = call(OffPlay::SweepLeft, OffBox::BK1);
    let nk = def(DefPlay::RunNoKey);

    // B holds the DT (-2), G the LB (+1): 1 - 2 + 1 = 0.
    put(&mut fx, DefBox::B, &["lkp-nt1"]);
    put(&mut fx, DefBox::G, &["lkp-lb6"]);
    assert_eq!(gain(&fx, &il, &nk, vec![dir("B+G"), rn(8)]), 0, "[sp6 9.1] B (-2) + G (+1) on a 1-yard run");

    // Both boxes empty: 1 + 2 = 3.
    clear(&mut fx, DefBox::B);
    clear(&mut fx, DefBox::G);
    assert_eq!(gain(&fx, &il, &nk, vec![dir("B+G"), rn(8)]), 3, "[sp6 9.1] both boxes empty: +2");

    // The LB shifted into B (two in B, G empty): one TV of -4, so 1 - 4 = -3. The sweep (no
    // maximum loss) shows the same -3, so the floor of the inside run does not hide the value.
    put(&mut fx, DefBox::B, &["lkp-nt1", "lkp-lb6"]);
    assert_eq!(gain(&fx, &il, &nk, vec![dir("B+G"), rn(8)]), -3, "[sp6 9.1] two defenders in B count -4");
    assert_eq!(gain(&fx, &sl, &nk, vec![dir("B+G"), rn(8)]), -3, "[sp6 9.1] two defenders in B count -4 (sweep)");

    // "LG vs B": LG +3 against the DT -2: S = +1, so only the BV counts: 1 + 3 = 4.
    put(&mut fx, DefBox::B, &["lkp-nt1"]);
    assert_eq!(gain(&fx, &il, &nk, vec![dir("LG vs B"), rn(8)]), 4, "[sp6 9.1] LG vs B: the blocker wins, +BV");
}

/// [sp6 9.1] A directive to blockers adds their Blocking Values (8.2.3.1); "BK" is the backs
/// other than the carrier: both of two, none when he is alone (8.2.8).
#[test]
fn blocker_directive_adds_blocking_values_sp6_9_1() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    ramp_rushing(&mut fx, OffBox::QB);
    set_bv(&mut fx, OffBox::C, 2);
    set_bv(&mut fx, OffBox::LG, 3);
    set_bv(&mut fx, OffBox::BK1, 2);
    set_bv(&mut fx, OffBox::BK2, 3);
    let pass = def(DefPlay::Pass); // no RN modifier
    let il = call(OffPlay::InsideLeft, OffBox::BK1);
    // N at RN 5 = 5; CN + LG = 2 + 3.
    assert_eq!(gain(&fx, &il, &pass, vec![dir("CN+LG"), rn(5)]), 10, "[sp6 9.1] CN+LG adds 2 + 3");
    // BK for the BK1 carrier: BK2 (3) and, once placed, BK3 (Cyrus Vandeman, set to 1).
    assert_eq!(gain(&fx, &il, &pass, vec![dir("BK"), rn(5)]), 8, "[sp6 9.1] BK = the other back's BV (3)");
    fx.od.set(OffBox::BK3, Some(fx.o("irn-rb3")));
    set_bv(&mut fx, OffBox::BK3, 1);
    assert_eq!(gain(&fx, &il, &pass, vec![dir("BK"), rn(5)]), 9, "[sp6 9.1] BK with two other backs adds both (3 + 1)");
    // The QB carries: every back blocks (2 + 3 + 1).
    let qb = call(OffPlay::InsideLeft, OffBox::QB);
    assert_eq!(gain(&fx, &qb, &pass, vec![dir("BK"), rn(5)]), 11, "[sp6 9.1] BK for a QB carrier: all three backs");
    // A lone back: no modification.
    fx.od.set(OffBox::BK2, None);
    fx.od.set(OffBox::BK3, None);
    assert_eq!(gain(&fx, &il, &pass, vec![dir("BK"), rn(5)]), 5, "[sp6 9.1] BK with no other back adds nothing");
}

/// [sp6 9.1] Blocker vs box (8.2.3.3-4): S = BV + TV; S > 0 adds the BV only, S < 0 the TV only,
/// S = 0 nothing; an empty box adds the BV with no +2; a doubled box is one TV of -4.
#[test]
fn blocker_versus_box_sp6_9_1() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    put(&mut fx, DefBox::B, &["lkp-nt1"]);
    set_tv(&mut fx, "lkp-nt1", -3);
    let pass = def(DefPlay::Pass);
    let il = call(OffPlay::InsideLeft, OffBox::BK1);
    let cards = || vec![dir("LG vs B"), rn(5)];
    set_bv(&mut fx, OffBox::LG, 2);
    assert_eq!(gain(&fx, &il, &pass, cards()), 2, "[sp6 9.1] +2 vs -3: S = -1, only the TV: 5 - 3");
    set_bv(&mut fx, OffBox::LG, 3);
    assert_eq!(gain(&fx, &il, &pass, cards()), 5, "[sp6 9.1] +3 vs -3: S = 0, no change");
    set_bv(&mut fx, OffBox::LG, 4);
    assert_eq!(gain(&fx, &il, &pass, cards()), 9, "[sp6 9.1] +4 vs -3: S = +1, only the BV: 5 + 4");
    // Two defenders in B whose printed TVs are 0 and +1 count -4: +3 - 4 = -1, so -4.
    set_tv(&mut fx, "lkp-nt1", 0);
    set_tv(&mut fx, "lkp-lb6", 1);
    put(&mut fx, DefBox::B, &["lkp-nt1", "lkp-lb6"]);
    set_bv(&mut fx, OffBox::LG, 3);
    assert_eq!(gain(&fx, &il, &pass, cards()), 1, "[sp6 9.1] a doubled box is TV -4: 5 - 4");
    // An empty box: the BV only, no +2 bonus.
    clear(&mut fx, DefBox::B);
    set_bv(&mut fx, OffBox::LG, 2);
    assert_eq!(gain(&fx, &il, &pass, cards()), 7, "[sp6 9.1] LG vs an empty box: +BV only (5 + 2, no +2)");
}

/// [sp6 9.1] "BK vs box" with no other back makes no modification (8.2.8, digest §24 E-16);
/// with another back his BV meets the box as any blocker would.
#[test]
fn back_versus_box_sp6_9_1() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    put(&mut fx, DefBox::G, &["lkp-lb2"]);
    set_tv(&mut fx, "lkp-lb2", -2);
    let pass = def(DefPlay::Pass);
    let il = call(OffPlay::InsideLeft, OffBox::BK1);
    set_bv(&mut fx, OffBox::BK2, 3);
    assert_eq!(gain(&fx, &il, &pass, vec![dir("BK vs G"), rn(5)]), 8, "[sp6 9.1] BK2 +3 vs G -2: S = +1, 5 + 3");
    set_bv(&mut fx, OffBox::BK2, 1);
    assert_eq!(gain(&fx, &il, &pass, vec![dir("BK vs G"), rn(5)]), 3, "[sp6 9.1] BK2 +1 vs G -2: S = -1, 5 - 2");
    fx.od.set(OffBox::BK2, None);
    assert_eq!(gain(&fx, &il, &pass, vec![dir("BK vs G"), rn(5)]), 5, "[sp6 9.1] no other back: no modification (E-16)");
}

/// [sp6 9.1] A two-box directive gets the +2 only when both boxes are empty; with one occupied,
/// the other adds nothing (8.2.3.2).
#[test]
fn two_box_directive_with_one_empty_box_sp6_9_1() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    clear(&mut fx, DefBox::B);
    put(&mut fx, DefBox::G, &["lkp-lb2"]);
    set_tv(&mut fx, "lkp-lb2", -2);
    let pass = def(DefPlay::Pass);
    let il = call(OffPlay::InsideLeft, OffBox::BK1);
    assert_eq!(gain(&fx, &il, &pass, vec![dir("B+G"), rn(5)]), 3, "[sp6 9.1] B empty, G -2: 5 - 2, no +2");
    assert_eq!(gain(&fx, &il, &pass, vec![dir("B"), rn(5)]), 7, "[sp6 9.1] a single empty box: +2");
}

/// [sp6 9.1] Short Gain (8.2.4, §24 E-6, E-15): a *modified* RN of 1 reads the SG column with a
/// new RN that is not modified; the SG result is adjusted by the directive.
#[test]
fn short_gain_on_modified_run_number_one_sp6_9_1() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    put(&mut fx, DefBox::B, &["lkp-nt1"]);
    set_tv(&mut fx, "lkp-nt1", -1);
    let il = call(OffPlay::InsideLeft, OffBox::BK1);
    // RN 1 against Pass: SG at the next RN 4 = 24, then B's -1.
    assert_eq!(gain(&fx, &il, &def(DefPlay::Pass), vec![dir("B"), rn(1), rn(4)]), 23, "[sp6 9.1] RN 1: SG column, adjusted by TV");
    // Draw against Pass: 3 - 4 = -1, clamped to 1: SG at the next RN 7, unmodified (27, not 23).
    let draw = il.with(OffStrategy::Draw);
    assert_eq!(gain(&fx, &draw, &def(DefPlay::Pass), vec![dir("B"), rn(3), rn(7)]), 26, "[sp6 9.1] modified RN 1 sets off SG; the SG RN is not modified");
    // Raw RN 1 keyed (+4) is 5: the N column, no SG.
    assert_eq!(gain(&fx, &il, &def(DefPlay::RunKey(OffBox::BK1)), vec![dir("B"), rn(1), rn(4)]), 4, "[sp6 9.1] raw 1 modified to 5 reads N (5 - 1)");
}

/// [sp6 9.1] Break (8.2.5, §24 E-15): a new RN in the LG column, with no RN modifier and no BV or
/// TV; without an LG column, the next highest column (SG).
#[test]
fn break_reads_the_long_gain_column_sp6_9_1() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    let il = call(OffPlay::InsideLeft, OffBox::BK1);
    let keyed = def(DefPlay::RunKey(OffBox::BK1)); // +4 if it applied
    let (r, steps, _) = fx.resolve(&il, &keyed, vec![dir("Breakaway"), rn(3)]);
    assert_eq!(r.gain, 43, "[sp6 9.1] Break: LG at RN 3, unmodified");
    assert_eq!(steps, vec![Step::Run(RunDir::Breakaway), Step::Rn { rn: 3, ob: false }], "[sp6 9.1] Break flips one more FAC");
    op(&mut fx, OffBox::BK1).rushing.as_mut().unwrap().lg = None;
    assert_eq!(gain(&fx, &il, &keyed, vec![dir("Breakaway"), rn(3)]), 23, "[sp6 9.1] no LG column: the SG column");
}

/// [sp6 9.1] Maximum loss (8.2.7): an inside run loses at most 3 yards; a sweep has no floor.
#[test]
fn inside_runs_lose_at_most_three_yards_sp6_9_1() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    set_n(&mut fx, OffBox::BK1, 12, -7);
    set_bv(&mut fx, OffBox::C, 0);
    let pass = def(DefPlay::Pass);
    for p in [OffPlay::InsideLeft, OffPlay::InsideRight] {
        assert_eq!(gain(&fx, &call(p, OffBox::BK1), &pass, vec![dir("CN"), rn(12)]), -3, "[sp6 9.1] {p:?}: -7 limited to -3");
    }
    for p in [OffPlay::SweepLeft, OffPlay::SweepRight] {
        assert_eq!(gain(&fx, &call(p, OffBox::BK1), &pass, vec![dir("CN"), rn(12)]), -7, "[sp6 9.1] {p:?}: no floor");
    }
}

/// [sp6 9.1] Out of bounds (9.1): the last FAC's RN marked OB ends a sweep out of bounds; an inside
/// run never goes out of bounds.
#[test]
fn out_of_bounds_only_on_sweeps_sp6_9_1() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    set_bv(&mut fx, OffBox::C, 0);
    let pass = def(DefPlay::Pass);
    let sl = call(OffPlay::SweepLeft, OffBox::BK1);
    let il = call(OffPlay::InsideLeft, OffBox::BK1);
    let r = resolve(&fx, &sl, &pass, vec![dir("CN"), rn_ob(5)]);
    assert!(r.ob && r.gain == 5, "[sp6 9.1] a sweep on an OB RN ends out of bounds: {r:?}");
    assert!(!resolve(&fx, &il, &pass, vec![dir("CN"), rn_ob(5)]).ob, "[sp6 9.1] inside runs never go out of bounds");
    assert!(!resolve(&fx, &sl, &pass, vec![dir("CN"), rn(5)]).ob, "[sp6 9.1] no OB mark, in bounds");
    // The last FAC decides: an OB RN that led to a Short Gain does not count, the SG RN does.
    assert!(!resolve(&fx, &sl, &pass, vec![dir("CN"), rn_ob(1), rn(4)]).ob, "[sp6 9.1] the SG card (no OB) is the last FAC");
    assert!(resolve(&fx, &sl, &pass, vec![dir("CN"), rn(1), rn_ob(4)]).ob, "[sp6 9.1] the SG card carries OB");
}

/// [sp6 9.1] Under a Pass Blitz, blitzers are not in their boxes (L238, §24 E-17): a run at a
/// blitzer's box finds it empty (+2); option `blitzers_leave_boxes` off, he tackles there.
#[test]
fn runs_at_a_blitzers_box_find_it_empty_sp6_9_1() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    put(&mut fx, DefBox::G, &["lkp-lb2"]);
    set_tv(&mut fx, "lkp-lb2", -2);
    set_tv(&mut fx, "lkp-lb1", -1); // in F, not blitzing
    let bz = blitz(&fx, &["lkp-lb2"]);
    let il = call(OffPlay::InsideLeft, OffBox::BK1);
    assert_eq!(gain(&fx, &il, &bz, vec![dir("G"), rn(5)]), 7, "[sp6 9.1] the blitzer's box is empty: 5 + 2");
    assert_eq!(gain(&fx, &il, &bz, vec![dir("F"), rn(5)]), 4, "[sp6 9.1] a non-blitzer still tackles: 5 - 1");
    fx.opts.blitzers_leave_boxes = false;
    assert_eq!(gain(&fx, &il, &bz, vec![dir("G"), rn(5)]), 3, "[sp6 9.1] flag off: the blitzer's TV counts, 5 - 2");
}

/// [sp6 9.1] Who may carry on IL, IR, SL and SR (§24 E-33): the QB or a player in a BK slot with
/// an N column; a receiver is refused even with a rushing column.
#[test]
fn who_may_carry_on_a_standard_run_sp6_9_1() {
    let fx = Fixture::new();
    let c = ctx(30);
    let e = off_err(&fx, &call(OffPlay::InsideLeft, OffBox::FL1), &c);
    assert_eq!(e.section, "7.1.1", "[sp6 9.1] a flanker (Emmett Strand, with a rushing column) cannot run IL: {e}");
    let e = off_err(&fx, &call(OffPlay::SweepRight, OffBox::RE), &c);
    assert_eq!(e.section, "7.1.1", "[sp6 9.1] an end cannot run a sweep: {e}");
    assert!(e.msg.contains("cannot carry"), "[sp6 9.1] {e}");
    off_ok(&fx, &call(OffPlay::InsideLeft, OffBox::QB), &c);
    off_ok(&fx, &call(OffPlay::SweepLeft, OffBox::BK2), &c);
}

// ---------------------------------------------------------------------------------------------
// [sp6 7.1] Offensive strategy cards
// ---------------------------------------------------------------------------------------------

/// [sp6 7.1] QB Flop (7.1.2.2): always -1 yard, no FAC flipped, so no Z and no fumble.
#[test]
fn quarterback_flop_sp6_7_1() {
    let fx = Fixture::new();
    let flop = call(OffPlay::InsideLeft, OffBox::QB).with(OffStrategy::Flop);
    let (r, steps, zr) = fx.resolve(&flop, &def(DefPlay::RunNoKey), vec![z(), dir("Breakaway"), rn(1), rn(1)]);
    assert_eq!((r.gain, r.kind), (-1, Kind::Flop), "[sp6 7.1] a Flop is -1 yard");
    assert!(steps.is_empty(), "[sp6 7.1] a Flop flips no FAC: {steps:?}");
    assert_eq!(zr, None, "[sp6 7.1] no FAC, no Z, no fumble");
}

/// [sp6 7.1] QB Sneak (7.1.2.3): one FAC, PN even +1, odd no gain; a Z card first is set aside
/// (Z pending) and another card resolves the sneak.
#[test]
fn quarterback_sneak_sp6_7_1() {
    let fx = Fixture::new();
    let sneak = call(OffPlay::InsideRight, OffBox::QB).with(OffStrategy::Sneak);
    let nk = def(DefPlay::RunNoKey);
    assert_eq!(gain(&fx, &sneak, &nk, vec![pn(20)]), 1, "[sp6 7.1] PN 20 (even): +1");
    assert_eq!(gain(&fx, &sneak, &nk, vec![pn(21)]), 0, "[sp6 7.1] PN 21 (odd): no gain");
    let (r, steps, zr) = fx.resolve(&sneak, &nk, vec![z(), pn(22)]);
    assert_eq!(r.gain, 1, "[sp6 7.1] the card after the Z resolves the sneak (PN 22)");
    assert_eq!(steps[..2], [Step::Z { counted: true }, Step::Pn(22)], "[sp6 7.1] Z pending, then the PN");
    assert!(zr.is_some(), "[sp6 7.1] the Z is resolved after the sneak");
}

/// [sp6 7.1] Strategy legality (7.1.2): Flop and Sneak only with an inside run to the QB; Draw
/// only with an inside run to a back or the QB.
#[test]
fn offensive_strategy_legality_sp6_7_1() {
    let fx = Fixture::new();
    let c = ctx(30);
    for s in [OffStrategy::Flop, OffStrategy::Sneak] {
        off_ok(&fx, &call(OffPlay::InsideLeft, OffBox::QB).with(s), &c);
        off_ok(&fx, &call(OffPlay::InsideRight, OffBox::QB).with(s), &c);
        for bad in [call(OffPlay::SweepLeft, OffBox::QB), call(OffPlay::InsideLeft, OffBox::BK1)] {
            let e = off_err(&fx, &bad.with(s), &c);
            assert_eq!(e.section, "7.1", "[sp6 7.1] {s:?} with {bad:?}: {e}");
            assert!(e.msg.contains("Inside Run to the quarterback"), "[sp6 7.1] {e}");
        }
    }
    off_ok(&fx, &call(OffPlay::InsideLeft, OffBox::BK1).with(OffStrategy::Draw), &c);
    off_ok(&fx, &call(OffPlay::InsideRight, OffBox::QB).with(OffStrategy::Draw), &c);
    for bad in [call(OffPlay::SweepRight, OffBox::BK1), call(OffPlay::Quick, OffBox::LE), call(OffPlay::Screen, OffBox::BK1)] {
        let e = off_err(&fx, &bad.with(OffStrategy::Draw), &c);
        assert_eq!(e.section, "7.1", "[sp6 7.1] a Draw with {bad:?}: {e}");
        assert!(e.msg.contains("Draw"), "[sp6 7.1] {e}");
    }
}

/// [sp6 7.1] Play Action's completion modifiers (7.1.2.5): any Run Defense +5, Pass Defense -5,
/// Prevent -10, on top of the Pass Defense Table.
#[test]
fn play_action_completion_modifiers_sp6_7_1() {
    let mut fx = Fixture::new();
    set_cover(&mut fx, "lkp-cb2", 0, IntRange::None); // FL1's guard in O: PD 0
    for (play, d, table) in [
        (OffPlay::Short, DefPlay::RunNoKey, 5),
        (OffPlay::Short, DefPlay::RunKey(OffBox::BK1), 5),
        (OffPlay::Short, DefPlay::Pass, -5),
        (OffPlay::Short, DefPlay::Prevent, -5),
        (OffPlay::Long, DefPlay::RunNoKey, 7),
        (OffPlay::Long, DefPlay::Pass, 0),
        (OffPlay::Long, DefPlay::Prevent, -7),
    ] {
        let pa = match d {
            DefPlay::Pass => -5,
            DefPlay::Prevent => -10,
            _ => 5,
        };
        let oc = call(play, OffBox::FL1).with(OffStrategy::PlayAction);
        let dc = def(d);
        assert_eq!(fx.scrimmage(&oc, &dc).com_modifier(play, OffBox::FL1), table + pa, "[sp6 7.1] Play Action {play:?} vs {d:?}");
    }
    // End to end: Short vs Run, Com 27 + 5 (table) + 5 (Play Action) = 1-37.
    set_qb_range(&mut fx, OffPlay::Short, 27, 46);
    let oc = call(OffPlay::Short, OffBox::FL1).with(OffStrategy::PlayAction);
    let nk = def(DefPlay::RunNoKey);
    assert!(resolve(&fx, &oc, &nk, vec![all("Orig"), pn(37), rn(3)]).complete(), "[sp6 7.1] PN 37 completes with Play Action");
    assert_eq!(resolve(&fx, &oc, &nk, vec![all("Orig"), pn(38)]).end, PlayEnd::Incomplete, "[sp6 7.1] PN 38 is incomplete");
}

// ---------------------------------------------------------------------------------------------
// [sp6 6.5] Run Number Modifiers
// ---------------------------------------------------------------------------------------------

/// [sp6 6.5] Runs: keyed on the carrier +4, No Key +2, wrong key 0, Pass / Prevent / Blitz 0; a
/// QB carrier is never keyed (there is no "Key QB").
#[test]
fn run_number_modifiers_sp6_6_5() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    ramp_rushing(&mut fx, OffBox::QB);
    set_bv(&mut fx, OffBox::C, 0);
    let il = call(OffPlay::InsideLeft, OffBox::BK1);
    let bz = blitz(&fx, &["lkp-lb3"]);
    for (d, want) in [
        (def(DefPlay::RunKey(OffBox::BK1)), 9),
        (def(DefPlay::RunNoKey), 7),
        (def(DefPlay::RunKey(OffBox::BK2)), 5),
        (def(DefPlay::Pass), 5),
        (def(DefPlay::Prevent), 5),
        (bz, 5),
    ] {
        assert_eq!(gain(&fx, &il, &d, vec![dir("CN"), rn(5)]), want, "[sp6 6.5] raw RN 5 vs {:?}", d.play);
    }
    let qb = call(OffPlay::InsideLeft, OffBox::QB);
    assert_eq!(gain(&fx, &qb, &def(DefPlay::RunKey(OffBox::BK1)), vec![dir("CN"), rn(5)]), 5, "[sp6 6.5] a QB run vs a keyed defense is a wrong key");
    assert_eq!(gain(&fx, &qb, &def(DefPlay::RunNoKey), vec![dir("CN"), rn(5)]), 7, "[sp6 6.5] a QB run vs No Key: +2");
}

/// [sp6 6.5] The Draw's modifiers add to the run's (digest §25 item 4: Draw vs Run keyed on the
/// BC = +6): keyed +6, No Key +4, wrong key +2, Prevent -2, Pass -4, Blitz -4.
#[test]
fn draw_modifiers_add_to_the_run_modifiers_sp6_6_5() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    set_bv(&mut fx, OffBox::C, 0);
    let draw = call(OffPlay::InsideLeft, OffBox::BK1).with(OffStrategy::Draw);
    assert_eq!(run_modifier(&fx.ed, &def(DefPlay::RunKey(OffBox::BK1)), OffBox::BK1, true), 6, "[sp6 6.5] §25 item 4: Draw vs Run keyed on the BC is +6");
    let bz = blitz(&fx, &["lkp-lb3"]);
    for (d, want) in [
        (def(DefPlay::RunKey(OffBox::BK1)), 12),
        (def(DefPlay::RunNoKey), 10),
        (def(DefPlay::RunKey(OffBox::BK2)), 8),
        (def(DefPlay::Prevent), 4),
        (def(DefPlay::Pass), 2),
        (bz, 2),
    ] {
        assert_eq!(gain(&fx, &draw, &d, vec![dir("CN"), rn(6)]), want, "[sp6 6.5] Draw, raw RN 6 vs {:?}", d.play);
    }
}

/// [sp6 6.5] The modified RN stays within 1..=12 (8.2.2).
#[test]
fn run_number_is_clamped_sp6_6_5() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    set_bv(&mut fx, OffBox::C, 0);
    let il = call(OffPlay::InsideLeft, OffBox::BK1);
    let keyed = def(DefPlay::RunKey(OffBox::BK1));
    assert_eq!(gain(&fx, &il, &keyed, vec![dir("CN"), rn(11)]), 12, "[sp6 6.5] 11 + 4 = 15 reads RN 12");
    let draw = il.with(OffStrategy::Draw);
    assert_eq!(gain(&fx, &draw, &keyed, vec![dir("CN"), rn(12)]), 12, "[sp6 6.5] 12 + 6 reads RN 12");
    // 2 - 4 = -2 reads RN 1, which is a Short Gain (SG at the next RN 5 = 25).
    assert_eq!(gain(&fx, &draw, &def(DefPlay::Pass), vec![dir("CN"), rn(2), rn(5)]), 25, "[sp6 6.5] 2 - 4 clamps to 1");
}

// ---------------------------------------------------------------------------------------------
// [sp6 9.2] End Around
// ---------------------------------------------------------------------------------------------

/// [sp6 9.2] A negative ER entry is that loss, and the play ends (no more FACs).
#[test]
fn end_around_loss_sp6_9_2() {
    let fx = Fixture::new();
    let er = call(OffPlay::EndAround, OffBox::FL1);
    let (r, steps, _) = fx.resolve(&er, &def(DefPlay::RunNoKey), vec![blank().er("-4").fac(), rn(1)]);
    assert_eq!((r.end, r.gain, r.kind), (PlayEnd::Gain, -4, Kind::Rush), "[sp6 9.2] ER -4 loses 4");
    assert_eq!(steps, vec![Step::Er(ErDir::Loss(-4))], "[sp6 9.2] no further resolution after a loss");
}

/// [sp6 9.2] ER "OK": a new RN in the receiver's N column with the run-defense modifiers (the
/// recommendation: No Key +2, a key on a back is a wrong key); no BV or TV.
#[test]
fn end_around_reads_the_n_column_sp6_9_2() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::FL1);
    clear(&mut fx, DefBox::B); // the card's run directive "B" would add +2 if it were read
    let er = call(OffPlay::EndAround, OffBox::FL1);
    let card = || vec![blank().er("OK").run("B").fac(), rn(5)];
    for (d, want) in [(def(DefPlay::RunNoKey), 7), (def(DefPlay::RunKey(OffBox::BK1)), 5), (def(DefPlay::Pass), 5), (def(DefPlay::Prevent), 5)] {
        assert_eq!(gain(&fx, &er, &d, card()), want, "[sp6 9.2] ER, raw RN 5 vs {:?}", d.play);
    }
}

/// [sp6 9.2] RN 1 on an ER is a Short Gain; if that new RN is 1 or 12, a Long Gain on a fourth
/// FAC ("receivers are the only ball carriers that can get long gains without a Break").
#[test]
fn end_around_short_and_long_gains_sp6_9_2() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::FL1);
    let er = call(OffPlay::EndAround, OffBox::FL1);
    let pass = def(DefPlay::Pass);
    let ok = || blank().er("OK").fac();
    assert_eq!(gain(&fx, &er, &pass, vec![ok(), rn(1), rn(5)]), 25, "[sp6 9.2] RN 1: SG at RN 5");
    assert_eq!(gain(&fx, &er, &pass, vec![ok(), rn(1), rn(1), rn(3)]), 43, "[sp6 9.2] SG RN 1: LG at RN 3");
    assert_eq!(gain(&fx, &er, &pass, vec![ok(), rn(1), rn(12), rn(2)]), 42, "[sp6 9.2] SG RN 12: LG at RN 2");
    // The SG trigger is the modified RN: 1 + 2 (No Key) = 3 reads N.
    assert_eq!(gain(&fx, &er, &def(DefPlay::RunNoKey), vec![ok(), rn(1), rn(5)]), 3, "[sp6 9.2] raw 1 + 2 = 3: N column");
}

/// [sp6 9.2] The End Around has no maximum loss (8.2.7 limits only inside runs).
#[test]
fn end_around_has_no_loss_floor_sp6_9_2() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::FL1);
    set_n(&mut fx, OffBox::FL1, 12, -9);
    let er = call(OffPlay::EndAround, OffBox::FL1);
    assert_eq!(gain(&fx, &er, &def(DefPlay::Pass), vec![blank().er("OK").fac(), rn(12)]), -9, "[sp6 9.2] -9 stands");
}

/// [sp6 9.2] Legality (8.2.6): only a TE or WR on the display with a rushing column, once per
/// player per game.
#[test]
fn end_around_legality_sp6_9_2() {
    let mut fx = Fixture::new();
    let mut c = ctx(30);
    // FL1 Emmett Strand (WR) has a rushing column.
    off_ok(&fx, &call(OffPlay::EndAround, OffBox::FL1), &c);
    // RE Rudy Calloway (WR) has none; BK1 is a running back.
    for who in [OffBox::RE, OffBox::BK1, OffBox::LE] {
        let e = off_err(&fx, &call(OffPlay::EndAround, who), &c);
        assert_eq!(e.section, "9.2", "[sp6 9.2] ER to {who:?}: {e}");
    }
    // Give the TE in LE a rushing column: now he may.
    let strand_rushing = op(&mut fx, OffBox::FL1).rushing.clone();
    op(&mut fx, OffBox::LE).rushing = strand_rushing;
    off_ok(&fx, &call(OffPlay::EndAround, OffBox::LE), &c);
    // Strand has had his End Around.
    c.er_used.insert(fx.o("irn-wr2"));
    let e = off_err(&fx, &call(OffPlay::EndAround, OffBox::FL1), &c);
    assert!(e.section == "9.2" && e.msg.contains("already"), "[sp6 9.2] one ER per player per game: {e}");
}

// ---------------------------------------------------------------------------------------------
// [sp6 10.1] Pass pre-checks
// ---------------------------------------------------------------------------------------------

/// [sp6 10.1] No Long pass with the line of scrimmage inside the defense's 20 (8.3.9.1).
#[test]
fn long_pass_refused_inside_the_opponents_20_sp6_10_1() {
    let fx = Fixture::new();
    let lp = call(OffPlay::Long, OffBox::FL1);
    let e = off_err(&fx, &lp, &ctx(81)); // the opponent's 19
    assert_eq!(e.section, "10.1", "[sp6 10.1] {e}");
    assert!(e.msg.contains("inside the opponent's 20"), "[sp6 10.1] {e}");
    off_ok(&fx, &lp, &ctx(80)); // on the 20: not inside it
    off_ok(&fx, &call(OffPlay::Short, OffBox::FL1), &ctx(95));
}

/// [sp6 10.1] Play Action is allowed only with a Short or Long pass (7.1.2.5).
#[test]
fn play_action_only_with_short_or_long_sp6_10_1() {
    let fx = Fixture::new();
    let c = ctx(30);
    off_ok(&fx, &call(OffPlay::Short, OffBox::FL1).with(OffStrategy::PlayAction), &c);
    off_ok(&fx, &call(OffPlay::Long, OffBox::FL1).with(OffStrategy::PlayAction), &c);
    for bad in [call(OffPlay::Quick, OffBox::FL1), call(OffPlay::Screen, OffBox::BK1), call(OffPlay::InsideLeft, OffBox::BK1)] {
        let e = off_err(&fx, &bad.with(OffStrategy::PlayAction), &c);
        assert_eq!(e.section, "7.1", "[sp6 10.1] Play Action with {:?}: {e}", bad.play);
        assert!(e.msg.contains("Play Action"), "[sp6 10.1] {e}");
    }
}

/// [sp6 10.1] A pass to a receiver with no pass values is incomplete (4.2.2), whether called or
/// redirected; a pass may not be called to the QB or a lineman.
#[test]
fn pass_to_a_player_without_pass_values_is_incomplete_sp6_10_1() {
    let mut fx = Fixture::new();
    op(&mut fx, OffBox::LE).receiving = None;
    let prevent = def(DefPlay::Prevent);
    let r = resolve(&fx, &call(OffPlay::Quick, OffBox::LE), &prevent, vec![all("Orig"), pn(1), rn(1)]);
    assert_eq!(r.end, PlayEnd::Incomplete, "[sp6 10.1] no pass values: incomplete even on PN 1");
    let r = resolve(&fx, &call(OffPlay::Quick, OffBox::FL1), &prevent, vec![all("LE"), pn(1), rn(1)]);
    assert_eq!(r.end, PlayEnd::Incomplete, "[sp6 10.1] redirected to him: incomplete");
    for who in [OffBox::QB, OffBox::LG] {
        let e = off_err(&fx, &call(OffPlay::Short, who), &ctx(30));
        assert_eq!(e.section, "7.1.3", "[sp6 10.1] a pass to {who:?}: {e}");
    }
}

// ---------------------------------------------------------------------------------------------
// [sp6 10.2] Pass procedure
// ---------------------------------------------------------------------------------------------

/// [sp6 10.2] The worked example (L279-281; digest §25 item 2): QK to the LE, Com 1-35, Pass
/// Defense, redirected to the RE guarded by an SS with PD -4: -10 - 4 = -14, Com 1-21; PN 20 is
/// complete and the RE's Q column gives the yards.
#[test]
fn pass_worked_example_sp6_10_2() {
    let mut fx = Fixture::new();
    set_qb_range(&mut fx, OffPlay::Quick, 35, 47);
    set_cover(&mut fx, "lkp-ss1", -4, IntRange::None); // box N guards the RE
    set_cover(&mut fx, "lkp-cb1", 3, IntRange::None); // box K guards the LE (must not count)
    let qk = call(OffPlay::Quick, OffBox::LE);
    let pass = def(DefPlay::Pass);
    assert_eq!(fx.scrimmage(&qk, &pass).com_modifier(OffPlay::Quick, OffBox::RE), -14, "[sp6 10.2] M = -10 - 4");
    let r = resolve(&fx, &qk, &pass, vec![all("RE"), pn(20), rn(3)]);
    assert!(r.complete(), "[sp6 10.2] PN 20 in Com 1-21: {r:?}");
    assert_eq!(r.target, Some(OffBox::RE), "[sp6 10.2] the ball went to the RE");
    assert_eq!(r.carrier, Some(fx.o("irn-wr1")), "[sp6 10.2] Rudy Calloway caught it");
    assert_eq!(r.gain, 9, "[sp6 10.2] Calloway's Q column at RN 3 = 9");
    assert!(resolve(&fx, &qk, &pass, vec![all("RE"), pn(21), rn(3)]).complete(), "[sp6 10.2] PN 21 is the last completion");
    assert_eq!(resolve(&fx, &qk, &pass, vec![all("RE"), pn(22)]).end, PlayEnd::Incomplete, "[sp6 10.2] PN 22 is incomplete");
}

/// [sp6 10.2] The range shift of 8.3.2.3 (L246; digest §25 item 3): Com 1-25 / Inc 26-47 /
/// Int 48 with -3 becomes Com 1-22 / Inc 23-47 / Int 48.
#[test]
fn completion_range_shift_sp6_10_2() {
    let mut fx = Fixture::new();
    set_qb_range(&mut fx, OffPlay::Quick, 25, 47);
    set_cover(&mut fx, "lkp-cb1", -3, IntRange::None); // K guards the LE
    let qk = call(OffPlay::Quick, OffBox::LE);
    let prevent = def(DefPlay::Prevent); // Quick vs Prevent: 0
    assert_eq!(fx.scrimmage(&qk, &prevent).com_modifier(OffPlay::Quick, OffBox::LE), -3, "[sp6 10.2] M = 0 - 3");
    assert!(resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(22), rn(1)]).complete(), "[sp6 10.2] Com ends at 22");
    for p in [23, 47] {
        assert_eq!(resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(p)]).end, PlayEnd::Incomplete, "[sp6 10.2] PN {p} is in Inc 23-47");
    }
    // PN 48 is still the Int range: the Interception Table (Quick RN 1 = box N).
    let r = resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(48), rn(1), rn(3), rn(11)]);
    assert_eq!(interception(&r).0, fx.d("lkp-ss1"), "[sp6 10.2] Int 48 is unchanged");
}

/// [sp6 10.2] Receiver directive (8.3.1, 8.3.9.3): "FL" is FL#1; a BKn not on the display goes to
/// FL#2; an empty target slot is an incompletion.
#[test]
fn receiver_directive_sp6_10_2() {
    let mut fx = Fixture::new();
    let qk = call(OffPlay::Quick, OffBox::LE);
    let prevent = def(DefPlay::Prevent);
    let r = resolve(&fx, &qk, &prevent, vec![all("FL"), pn(1), rn(1)]);
    assert_eq!((r.target, r.gain), (Some(OffBox::FL1), 11), "[sp6 10.2] FL = FL1 (Strand, Q RN 1 = 11)");
    let r = resolve(&fx, &qk, &prevent, vec![all("BK2"), pn(1), rn(1)]);
    assert_eq!((r.target, r.gain), (Some(OffBox::BK2), 7), "[sp6 10.2] BK2 (Wojick, Q RN 1 = 7)");
    // No BK3 and no FL2 on the display: the pass falls incomplete.
    let r = resolve(&fx, &qk, &prevent, vec![all("BK3"), pn(1), rn(1)]);
    assert_eq!((r.end, r.target), (PlayEnd::Incomplete, None), "[sp6 10.2] redirected to an empty slot: incomplete");
    // With Jules Okafor in FL2, BK3 goes to him.
    fx.od.set(OffBox::FL2, Some(fx.o("irn-wr3")));
    let r = resolve(&fx, &qk, &prevent, vec![all("BK3"), pn(1), rn(1)]);
    assert_eq!((r.target, r.gain), (Some(OffBox::FL2), 10), "[sp6 10.2] a missing back's pass goes to FL2 (Okafor, Q RN 1 = 10)");
}

/// [sp6 10.2] Completion (8.3.3, §24 E-8): an "L" in the Q or S column, in any row, reads the L
/// column with a new RN; a blank cell is an incompletion.
#[test]
fn long_gain_and_blank_cells_sp6_10_2() {
    let mut fx = Fixture::new();
    // Rudy Calloway (RE): S column starts with "L"; L = 54, 46, 40, ...; a blank Q cell at RN 12.
    let prevent = def(DefPlay::Prevent);
    let sh = call(OffPlay::Short, OffBox::RE);
    let r = resolve(&fx, &sh, &prevent, vec![all("Orig"), pn(1), rn(1), rn(2)]);
    assert_eq!((r.end, r.gain), (PlayEnd::Gain, 46), "[sp6 10.2] S RN 1 = L: the L column at RN 2");
    op(&mut fx, OffBox::RE).receiving.as_mut().unwrap().s[5] = GainCell::Long;
    assert_eq!(gain(&fx, &sh, &prevent, vec![all("Orig"), pn(1), rn(6), rn(3)]), 40, "[sp6 10.2] an L in row 6 also reads L (E-8)");
    let qk = call(OffPlay::Quick, OffBox::RE);
    op(&mut fx, OffBox::RE).receiving.as_mut().unwrap().q[11] = GainCell::Blank;
    assert_eq!(resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(1), rn(12)]).end, PlayEnd::Incomplete, "[sp6 10.2] a blank Q cell: incomplete");
}

/// [sp6 10.2] Coverage interception (8.3.5.1): a PN in the Inc range that is also in the guard's
/// Interception range is intercepted by him; Point of Interception and return follow.
#[test]
fn coverage_interception_sp6_10_2() {
    let mut fx = Fixture::new();
    set_qb_range(&mut fx, OffPlay::Quick, 33, 47);
    set_cover(&mut fx, "lkp-cb1", -4, int(46, 48)); // K guards the LE
    let qk = call(OffPlay::Quick, OffBox::LE);
    let pass = def(DefPlay::Pass); // Com 33 - 10 - 4 = 19
    assert!(resolve(&fx, &qk, &pass, vec![all("Orig"), pn(19), rn(1)]).complete(), "[sp6 10.2] PN 19 completes");
    for p in [20, 45] {
        assert_eq!(resolve(&fx, &qk, &pass, vec![all("Orig"), pn(p)]).end, PlayEnd::Incomplete, "[sp6 10.2] PN {p}: Inc, outside 46-48");
    }
    // PN 46: Inc for the QB, inside the CB's 46-48. PI = Quick RN 5; DB return RN 7 = 8.
    let r = resolve(&fx, &qk, &pass, vec![all("Orig"), pn(46), rn(5), rn(7)]);
    assert_eq!(interception(&r), (fx.d("lkp-cb1"), 5, Some(IntReturn::Yards(8))), "[sp6 10.2] coverage interception by the CB");
    // An empty guard box intercepts nothing.
    clear(&mut fx, DefBox::K);
    assert_eq!(resolve(&fx, &qk, &pass, vec![all("Orig"), pn(46), rn(5), rn(7)]).end, PlayEnd::Incomplete, "[sp6 10.2] no guard, no coverage interception");
}

/// [sp6 10.2] A "48?" rating (8.3.5.2): on a coverage interception in question, a new FAC's PN
/// even intercepts, odd is incomplete.
#[test]
fn maybe_48_coverage_interception_sp6_10_2() {
    let mut fx = Fixture::new();
    // A QB whose Inc range runs to 48 (no Int range), so PN 48 is an incompletion in question.
    set_qb_range(&mut fx, OffPlay::Quick, 33, 48);
    set_cover(&mut fx, "lkp-lb4", 0, IntRange::Maybe48); // Joel Strickmann in J guards BK2
    let qk = call(OffPlay::Quick, OffBox::BK2);
    let prevent = def(DefPlay::Prevent);
    let r = resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(48), pn(20), rn(4), rn(6)]);
    assert_eq!(interception(&r), (fx.d("lkp-lb4"), 4, Some(IntReturn::Yards(5))), "[sp6 10.2] 48? with an even PN (20): intercepted; LB return RN 6 = 5");
    assert_eq!(resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(48), pn(21)]).end, PlayEnd::Incomplete, "[sp6 10.2] 48? with an odd PN: incomplete");
    assert_eq!(resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(47)]).end, PlayEnd::Incomplete, "[sp6 10.2] 48? does not cover 47");
}

/// [sp6 10.2] A PN in the Int range: a new RN in the Interception Table picks the box; an empty
/// box is merely incomplete (8.3.5, 6.7).
#[test]
fn int_range_goes_to_the_interception_table_sp6_10_2() {
    let fx = Fixture::new();
    let qk = call(OffPlay::Quick, OffBox::LE);
    let prevent = def(DefPlay::Prevent);
    // Hollenbeck's Quick: Com 1-33, Inc 34-47, Int 48.
    let r = resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(48), rn(1), rn(3), rn(5)]);
    assert_eq!(interception(&r), (fx.d("lkp-ss1"), 3, Some(IntReturn::Yards(15))), "[sp6 10.2] Quick RN 1 = box N (SS); PI 3; DB return RN 5 = 15");
    let r = resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(48), rn(3), rn(2), rn(4)]);
    assert_eq!(interception(&r), (fx.d("lkp-lb4"), 2, Some(IntReturn::Yards(10))), "[sp6 10.2] Quick RN 3 = box J (LB); LB return RN 4 = 10");
    assert_eq!(resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(48), rn(11)]).end, PlayEnd::Incomplete, "[sp6 10.2] Quick RN 11 = box L, empty: incomplete");
}

/// [sp6 10.2] Point of Interception (8.3.5.3): Quick RN, Short 2 x RN, Long 4 x RN past the line;
/// on or past the goal line it is a touchback with no return.
#[test]
fn point_of_interception_sp6_10_2() {
    let mut fx = Fixture::new();
    let prevent = def(DefPlay::Prevent);
    // Int ranges: Quick 48, Short 47-48, Long 46-48 (Hollenbeck's card).
    let pi = |fx: &Fixture, play: OffPlay, table_rn: u8| interception(&resolve(fx, &call(play, OffBox::FL1), &prevent, vec![all("Orig"), pn(48), rn(table_rn), rn(6), rn(12)])).1;
    assert_eq!(pi(&fx, OffPlay::Quick, 1), 6, "[sp6 10.2] Quick: RN 6");
    assert_eq!(pi(&fx, OffPlay::Short, 2), 12, "[sp6 10.2] Short: 2 x 6");
    assert_eq!(pi(&fx, OffPlay::Long, 2), 24, "[sp6 10.2] Long: 4 x 6");
    // From the opponent's 24 (spot 76), a Long PI of 24 is on the goal line: touchback.
    let lp = call(OffPlay::Long, OffBox::FL1);
    fx.spot = 76;
    let r = resolve(&fx, &lp, &prevent, vec![all("Orig"), pn(48), rn(2), rn(6), rn(12)]);
    assert_eq!(interception(&r).2, None, "[sp6 10.2] PI on the goal line: touchback");
    fx.spot = 75;
    let r = resolve(&fx, &lp, &prevent, vec![all("Orig"), pn(48), rn(2), rn(6), rn(12)]);
    assert_eq!(interception(&r).2, Some(IntReturn::Yards(0)), "[sp6 10.2] PI on the 1: returned (DB RN 12 = 0)");
}

/// [sp6 10.2] Completion-range clamping (§24 E-18): Com stays within 0..=Int start - 1, so a huge
/// minus leaves no completion and a huge plus never eats the Int range.
#[test]
fn completion_range_is_clamped_sp6_10_2() {
    let mut fx = Fixture::new();
    set_qb_range(&mut fx, OffPlay::Quick, 33, 47);
    let qk = call(OffPlay::Quick, OffBox::LE);
    let prevent = def(DefPlay::Prevent);
    set_cover(&mut fx, "lkp-cb1", -40, IntRange::None);
    assert_eq!(resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(1)]).end, PlayEnd::Incomplete, "[sp6 10.2] 33 - 40: Com 0, PN 1 incomplete");
    set_cover(&mut fx, "lkp-cb1", 40, IntRange::None);
    assert!(resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(47), rn(1)]).complete(), "[sp6 10.2] 33 + 40: Com to 47");
    let r = resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(48), rn(1), rn(1), rn(12)]);
    assert!(matches!(r.end, PlayEnd::Interception { .. }), "[sp6 10.2] Int 48 unaffected: {r:?}");
}

/// [sp6 10.2] O4 extra blockers (step 4): +2 to the completion range for each back kept in; a
/// redirect to one of them is incomplete (step 3).
#[test]
fn extra_pass_blockers_sp6_10_2() {
    let mut fx = Fixture::new();
    fx.opts.extra_blocking = true;
    set_cover(&mut fx, "lkp-cb1", 0, IntRange::None);
    let prevent = def(DefPlay::Prevent);
    let mut qk = call(OffPlay::Quick, OffBox::LE);
    assert_eq!(fx.scrimmage(&qk, &prevent).com_modifier(OffPlay::Quick, OffBox::LE), 0, "[sp6 10.2] no blockers");
    qk.extra_blockers = [Some(OffBox::BK1), None];
    assert_eq!(fx.scrimmage(&qk, &prevent).com_modifier(OffPlay::Quick, OffBox::LE), 2, "[sp6 10.2] one blocker +2");
    qk.extra_blockers = [Some(OffBox::BK1), Some(OffBox::BK2)];
    assert_eq!(fx.scrimmage(&qk, &prevent).com_modifier(OffPlay::Quick, OffBox::LE), 4, "[sp6 10.2] two blockers +4");
    let r = resolve(&fx, &qk, &prevent, vec![all("BK1"), pn(1), rn(1)]);
    assert_eq!(r.end, PlayEnd::Incomplete, "[sp6 10.2] redirected to a blocker: incomplete");
}

/// [sp6 10.2] A Long pass completed to a wide receiver or flanker with RN 1 in the last two
/// minutes of the game is a touchdown (8.3.3.1); not to a TE, not a Short pass, not earlier.
#[test]
fn long_pass_touchdown_in_the_last_two_minutes_sp6_10_2() {
    let mut fx = Fixture::new();
    let prevent = def(DefPlay::Prevent);
    let lp = call(OffPlay::Long, OffBox::FL1);
    let cards = |r: u8| vec![all("Orig"), pn(1), rn(r)];
    let r = resolve(&fx, &lp, &prevent, cards(1));
    assert_eq!((r.gain, r.long_td), (48, false), "[sp6 10.2] before the last two minutes: Strand's L RN 1 = 48");
    fx.last_two_minutes = true;
    let r = resolve(&fx, &lp, &prevent, cards(1));
    assert_eq!((r.gain, r.long_td), (70, true), "[sp6 10.2] the last two minutes: a TD from the 30 (70 yards)");
    let r = resolve(&fx, &lp, &prevent, cards(2));
    assert_eq!((r.gain, r.long_td), (41, false), "[sp6 10.2] RN 2: no TD");
    let r = resolve(&fx, &call(OffPlay::Long, OffBox::RE), &prevent, cards(1));
    assert!(r.long_td, "[sp6 10.2] a WR at end counts too");
    let r = resolve(&fx, &call(OffPlay::Long, OffBox::LE), &prevent, cards(1));
    assert_eq!((r.gain, r.long_td), (32, false), "[sp6 10.2] a TE (Drummond, L RN 1 = 32): no TD");
    let r = resolve(&fx, &call(OffPlay::Short, OffBox::FL1), &prevent, cards(1));
    assert_eq!((r.gain, r.long_td), (20, false), "[sp6 10.2] a Short pass: no TD");
}

// ---------------------------------------------------------------------------------------------
// [sp6 6.6] Pass Defense Table (as applied)
// ---------------------------------------------------------------------------------------------

/// [sp6 6.6] The completion modifiers of the Pass Defense Table, with the bracketed values when
/// the line of scrimmage is within 20 yards of the defense's goal (guard PD set to 0).
#[test]
fn pass_defense_table_as_applied_sp6_6_6() {
    let mut fx = Fixture::new();
    set_cover(&mut fx, "lkp-cb1", 0, IntRange::None); // K guards the LE
    let bz = blitz(&fx, &["lkp-lb3"]);
    let defs = [def(DefPlay::RunNoKey), def(DefPlay::RunKey(OffBox::BK2)), def(DefPlay::Pass), bz, def(DefPlay::Prevent)];
    // (play, spot, [Run NK, Run keyed, Pass, Blitz, Prevent]); None = Pass Rush (not a modifier).
    let rows: [(OffPlay, i16, [Option<i16>; 5]); 7] = [
        (OffPlay::Quick, 30, [Some(0), Some(0), Some(-10), Some(10), Some(0)]),
        (OffPlay::Quick, 80, [Some(-10), Some(-10), Some(-15), Some(10), Some(0)]),
        (OffPlay::Quick, 79, [Some(0), Some(0), Some(-10), Some(10), Some(0)]),
        (OffPlay::Short, 30, [Some(5), Some(5), Some(-5), None, Some(-5)]),
        (OffPlay::Short, 85, [Some(0), Some(0), Some(-5), None, Some(-5)]),
        (OffPlay::Long, 30, [Some(7), Some(7), Some(0), None, Some(-7)]),
        (OffPlay::Long, 79, [Some(7), Some(7), Some(0), None, Some(-7)]),
    ];
    for (play, spot, want) in rows {
        fx.spot = spot;
        let oc = call(play, OffBox::LE);
        for (d, w) in defs.iter().zip(want) {
            if let Some(w) = w {
                assert_eq!(fx.scrimmage(&oc, d).com_modifier(play, OffBox::LE), w, "[sp6 6.6] {play:?} vs {:?} from {spot}", d.play);
            }
        }
    }
}

/// [sp6 6.6] End to end: Quick vs Run Defense is 0 in the open field and -10 inside the 20.
#[test]
fn pass_defense_bracket_inside_the_20_sp6_6_6() {
    let mut fx = Fixture::new();
    set_qb_range(&mut fx, OffPlay::Quick, 33, 47);
    set_cover(&mut fx, "lkp-cb1", 0, IntRange::None);
    let qk = call(OffPlay::Quick, OffBox::LE);
    let nk = def(DefPlay::RunNoKey);
    assert!(resolve(&fx, &qk, &nk, vec![all("Orig"), pn(33), rn(1)]).complete(), "[sp6 6.6] from the 30: Com 1-33");
    assert_eq!(resolve(&fx, &qk, &nk, vec![all("Orig"), pn(34)]).end, PlayEnd::Incomplete, "[sp6 6.6] from the 30: 34 Inc");
    fx.spot = 85;
    assert!(resolve(&fx, &qk, &nk, vec![all("Orig"), pn(23), rn(1)]).complete(), "[sp6 6.6] inside the 20: Com 1-23");
    assert_eq!(resolve(&fx, &qk, &nk, vec![all("Orig"), pn(24)]).end, PlayEnd::Incomplete, "[sp6 6.6] inside the 20: 24 Inc");
}

// ---------------------------------------------------------------------------------------------
// [sp6 6.7] Interception Table, [sp6 6.8] Interception Return Table (as applied)
// ---------------------------------------------------------------------------------------------

/// [sp6 6.7] The Interception Table's columns pick the box by pass type; two players in the box:
/// the better rating; a blitzer is not in his box.
#[test]
fn interception_table_as_applied_sp6_6_7() {
    let mut fx = Fixture::new();
    let prevent = def(DefPlay::Prevent);
    let by = |fx: &Fixture, play: OffPlay, dc: &DefenseCall, table_rn: u8| {
        let r = resolve(fx, &call(play, OffBox::FL1), dc, vec![all("Orig"), pn(48), rn(table_rn), rn(1), rn(12)]);
        match r.end {
            PlayEnd::Interception { by, .. } => Some(by),
            _ => None,
        }
    };
    assert_eq!(by(&fx, OffPlay::Short, &prevent, 2), Some(fx.d("lkp-fs1")), "[sp6 6.7] Short RN 2 = M");
    assert_eq!(by(&fx, OffPlay::Short, &prevent, 4), Some(fx.d("lkp-lb1")), "[sp6 6.7] Short RN 4 = F");
    assert_eq!(by(&fx, OffPlay::Short, &prevent, 8), Some(fx.d("lkp-cb2")), "[sp6 6.7] Short RN 8 = O");
    assert_eq!(by(&fx, OffPlay::Long, &prevent, 4), Some(fx.d("lkp-cb2")), "[sp6 6.7] Long RN 4 = O");
    assert_eq!(by(&fx, OffPlay::Long, &prevent, 6), Some(fx.d("lkp-cb1")), "[sp6 6.7] Long RN 6 = K");
    assert_eq!(by(&fx, OffPlay::Long, &prevent, 1), None, "[sp6 6.7] Long RN 1 = L, empty: incomplete");
    // Two backs in L: the better interception rating (46-48 over 48).
    put(&mut fx, DefBox::L, &["lkp-cb3", "lkp-s1"]);
    set_cover(&mut fx, "lkp-cb3", 0, int(48, 48));
    set_cover(&mut fx, "lkp-s1", 0, int(46, 48));
    assert_eq!(by(&fx, OffPlay::Long, &prevent, 12), Some(fx.d("lkp-s1")), "[sp6 6.7] Long RN 12 = L: the better of two");
    // Quick RN 3 = J; Strickmann blitzing is not in J.
    assert_eq!(by(&fx, OffPlay::Quick, &prevent, 3), Some(fx.d("lkp-lb4")), "[sp6 6.7] Quick RN 3 = J");
    let bz = blitz(&fx, &["lkp-lb4"]);
    assert_eq!(by(&fx, OffPlay::Quick, &bz, 3), None, "[sp6 6.7] a blitzer is not in his box");
}

/// [sp6 6.8] The return comes from the column of the interceptor's type: Linemen, Linebacker or
/// Def. Back ("TD" on RN 1 for a back); a linebacker in a Row-1 box still uses the LB column.
#[test]
fn interception_return_table_as_applied_sp6_6_8() {
    let mut fx = Fixture::new();
    let prevent = def(DefPlay::Prevent);
    let sc = call(OffPlay::Screen, OffBox::BK1);
    let screen_int = |table_rn: u8, ret_rn: u8| vec![blank().sc("Int").fac(), rn(table_rn), rn(10), rn(ret_rn)];
    // Screen RN 3 = box C: Augie Palumbo (NT), Linemen column RN 2 = 10.
    let r = resolve(&fx, &sc, &prevent, screen_int(3, 2));
    assert_eq!(interception(&r), (fx.d("lkp-nt1"), 4, Some(IntReturn::Yards(10))), "[sp6 6.8] a lineman: RN 2 = 10");
    // Screen RN 1 = box J: Joel Strickmann (LB), Linebacker column RN 2 = 20.
    let r = resolve(&fx, &sc, &prevent, screen_int(1, 2));
    assert_eq!(interception(&r).2, Some(IntReturn::Yards(20)), "[sp6 6.8] a linebacker: RN 2 = 20");
    // Quick RN 1 = box N: Jamal Overby (SS): Def. Back RN 1 = TD, RN 4 = 20, RN 11 = 0.
    let qk = call(OffPlay::Quick, OffBox::LE);
    for (ret_rn, want) in [(1, IntReturn::Touchdown), (4, IntReturn::Yards(20)), (11, IntReturn::Yards(0))] {
        let r = resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(48), rn(1), rn(2), rn(ret_rn)]);
        assert_eq!(interception(&r).2, Some(want), "[sp6 6.8] a defensive back: RN {ret_rn}");
    }
    // Pat Orozco (LB) in box C: the Linebacker column by his card (RN 3 = 15, Linemen would be 6).
    put(&mut fx, DefBox::C, &["lkp-lb5"]);
    let r = resolve(&fx, &sc, &prevent, screen_int(3, 3));
    assert_eq!(interception(&r).2, Some(IntReturn::Yards(15)), "[sp6 6.8] an LB in Row 1 returns as a linebacker");
}

// ---------------------------------------------------------------------------------------------
// [sp6 6.9] Big Play Table, [sp6 12] Big Play defense
// ---------------------------------------------------------------------------------------------

/// [sp6 6.9] vs Run: RN 1-4 lose 4..1, 5-7 no gain, 8-12 the card fails and the run is resolved
/// normally with the next FACs.
#[test]
fn big_play_table_against_runs_sp6_6_9() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    set_bv(&mut fx, OffBox::C, 0);
    let il = call(OffPlay::InsideLeft, OffBox::BK1);
    let bp = big(def(DefPlay::RunNoKey));
    for (k, want) in [(1, -4), (2, -3), (3, -2), (4, -1), (5, 0), (6, 0), (7, 0)] {
        let (r, steps, _) = fx.resolve(&il, &bp, vec![rn(k), dir("Breakaway"), rn(3)]);
        assert_eq!((r.gain, r.big_play, r.kind), (want, true, Kind::Rush), "[sp6 6.9] vs Run RN {k}");
        assert_eq!(steps.len(), 1, "[sp6 6.9] the Big Play card decides the play");
    }
    for k in 8..=12 {
        let r = resolve(&fx, &il, &bp, vec![rn(k), dir("CN"), rn(5)]);
        assert_eq!((r.gain, r.big_play), (7, false), "[sp6 6.9] RN {k}: fails; the run reads RN 5 + 2 (No Key)");
    }
}

/// [sp6 6.9] vs Pass: RN 1-3 sacks for -13, -10, -7; 4-7 incomplete; 8-12 fails.
#[test]
fn big_play_table_against_passes_sp6_6_9() {
    let fx = Fixture::new();
    let qk = call(OffPlay::Quick, OffBox::LE);
    let bp = big(def(DefPlay::Prevent));
    for (k, want) in [(1, -13), (2, -10), (3, -7)] {
        let r = resolve(&fx, &qk, &bp, vec![rn(k)]);
        assert_eq!((r.kind, r.end, r.gain, r.big_play), (Kind::Sack, PlayEnd::Gain, want, true), "[sp6 6.9] vs Pass RN {k}: sack");
    }
    for k in 4..=7 {
        let r = resolve(&fx, &qk, &bp, vec![rn(k), all("Orig"), pn(1), rn(1)]);
        assert_eq!((r.end, r.big_play), (PlayEnd::Incomplete, true), "[sp6 6.9] vs Pass RN {k}: incomplete");
    }
    for k in 8..=12 {
        // Fails: the pass goes on (Drummond, Q RN 1 = 9).
        let r = resolve(&fx, &qk, &bp, vec![rn(k), all("Orig"), pn(1), rn(1)]);
        assert_eq!((r.end, r.gain, r.big_play), (PlayEnd::Gain, 9, false), "[sp6 6.9] vs Pass RN {k}: fails");
    }
}

/// [sp6 12] The Big Play is resolved first with its own FAC (which may carry a Z for the play);
/// a Screen counts as a pass, an End Around as a run.
#[test]
fn big_play_is_resolved_before_the_play_sp6_12() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::FL1);
    let bp = big(def(DefPlay::Pass));
    let r = resolve(&fx, &call(OffPlay::Screen, OffBox::BK1), &bp, vec![rn(1), blank().sc("Com").fac(), rn(5)]);
    assert_eq!((r.kind, r.gain), (Kind::Sack, -13), "[sp6 12] a Screen uses the vs Pass column");
    let r = resolve(&fx, &call(OffPlay::EndAround, OffBox::FL1), &bp, vec![rn(1), blank().er("OK").fac(), rn(5)]);
    assert_eq!((r.kind, r.gain), (Kind::Rush, -4), "[sp6 12] an End Around uses the vs Run column");
    // A Z card comes first: it is pending for the play, and the next card is the Big Play's.
    let (r, steps, zr) = fx.resolve(&call(OffPlay::InsideLeft, OffBox::BK1), &bp, vec![z(), rn(2)]);
    assert_eq!(r.gain, -3, "[sp6 12] Big Play RN 2 vs Run: -3");
    assert_eq!(steps[0], Step::Z { counted: true }, "[sp6 12] the Z was among the play's first FACs");
    assert!(zr.is_some(), "[sp6 12] the Z result is read after the play");
}

/// [sp6 12] Legality (8.4): none left in the allotment, or one already used this possession,
/// refuses the Big Play.
#[test]
fn big_play_legality_sp6_12() {
    let fx = Fixture::new();
    let bp = big(def(DefPlay::RunNoKey));
    let mut c = ctx(30);
    c.big_plays_left = 0;
    let e = def_check(&fx, &bp, &c).expect_err("no Big Plays left");
    assert!(e.section == "12" && e.msg.contains("no Big Plays are left"), "[sp6 12] {e}");
    c.big_plays_left = 2;
    c.big_play_this_possession = true;
    let e = def_check(&fx, &bp, &c).expect_err("a second Big Play this possession");
    assert!(e.section == "12" && e.msg.contains("one Big Play per possession"), "[sp6 12] {e}");
    c.big_play_this_possession = false;
    c.big_plays_left = 1;
    assert!(def_check(&fx, &bp, &c).is_ok(), "[sp6 12] one left, none this possession: legal");
}

/// [sp6 12] Through the game (§24 E-21): the Big Play is declared with the defense's cards, a
/// failed one still uses up one of the allotment, and a second one is refused in the same
/// possession.
#[test]
fn failed_big_play_still_counts_sp6_12() {
    let teams = huddle_sp6::cards::sample_teams();
    let od = huddle_sp6::display::lineup_offense(&teams[0]);
    let dd = huddle_sp6::display::lineup_defense(&teams[1]);
    let mut home = ScriptedCoach::default();
    home.offense.push_back(play(od, call(OffPlay::InsideLeft, OffBox::BK1)));
    let mut away = ScriptedCoach::default();
    let bp = big(def(DefPlay::RunNoKey));
    away.defense.push_back(DefenseChoice { display: dd, call: bp });
    // Big Play RN 9: the card fails; the run reads CN (Frank Mazur, BV 3) and RN 5 + 2 = 7:
    // Kastner's N at 7 = 4, so 4 + 3 = 7 yards from the 30.
    let cards = vec![rn(9), dir("CN"), rn(5)];
    let mut g = game_at(Side::Home, 30, 1, 10, PerSide::new(home, away), cards, Options::default());
    assert_eq!(g.teams.away.big_plays_left, 1, "Lakeport's Lineup Card: 1 Big Play away from home");
    g.step().expect("the play runs");
    assert_eq!(g.core.spot.yards(), 37, "[sp6 12] the failed Big Play left the run to be resolved normally");
    assert_eq!(g.teams.away.big_plays_left, 0, "[sp6 12] a failed Big Play still uses one up (E-21)");
    let e = g.check_defense_choice(Side::Away, &dd, &bp, &od).expect_err("no Big Play left, and one this possession");
    assert_eq!(e.section, "12", "[sp6 12] {e}");
}

// ---------------------------------------------------------------------------------------------
// [sp6 10.3] Screen
// ---------------------------------------------------------------------------------------------

/// [sp6 10.3] SC "Inc" ends the play on the first FAC; the QB's card is not consulted (a COM with
/// a QB whose Com ranges are empty still completes) and no coverage interception is possible.
#[test]
fn screen_incomplete_and_complete_without_the_qb_card_sp6_10_3() {
    let mut fx = Fixture::new();
    set_cover(&mut fx, "lkp-lb1", -9, int(1, 48)); // F guards BK1: would intercept any PN
    let sc = call(OffPlay::Screen, OffBox::BK1);
    let pass = def(DefPlay::Pass);
    let (r, steps, _) = fx.resolve(&sc, &pass, vec![blank().sc("Inc").fac(), pn(30)]);
    assert_eq!(r.end, PlayEnd::Incomplete, "[sp6 10.3] INC: incomplete, no coverage interception");
    assert_eq!(steps, vec![Step::Screen(ScreenDir::Inc)], "[sp6 10.3] one FAC");
    for play in [OffPlay::Quick, OffPlay::Short, OffPlay::Long] {
        set_qb_range(&mut fx, play, 0, 47);
    }
    ramp_rushing(&mut fx, OffBox::BK1);
    let r = resolve(&fx, &sc, &pass, vec![blank().sc("Com").fac(), rn(6)]);
    assert!(r.complete() && r.gain == 6, "[sp6 10.3] COM regardless of the QB's card: {r:?}");
}

/// [sp6 10.3] A completed Screen reads the back's N column at an RN modified by the table's
/// Screen row (keyed +4, No Key +2, wrong key 0, Pass 0, Blitz -4, Prevent -2), with no BV or TV.
#[test]
fn screen_run_number_modifiers_sp6_10_3() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    clear(&mut fx, DefBox::B); // the card's run directive "B" must not be read
    let sc = call(OffPlay::Screen, OffBox::BK1);
    let card = |r: u8| vec![blank().sc("Com").run("B").fac(), rn(r)];
    let bz = blitz(&fx, &["lkp-lb3"]);
    for (d, want) in [
        (def(DefPlay::RunKey(OffBox::BK1)), 10),
        (def(DefPlay::RunNoKey), 8),
        (def(DefPlay::RunKey(OffBox::BK2)), 6),
        (def(DefPlay::Pass), 6),
        (bz, 2),
        (def(DefPlay::Prevent), 4),
    ] {
        assert_eq!(gain(&fx, &sc, &d, card(6)), want, "[sp6 10.3] Screen, raw RN 6 vs {:?}", d.play);
    }
    assert_eq!(gain(&fx, &sc, &def(DefPlay::RunKey(OffBox::BK1)), card(11)), 12, "[sp6 10.3] 11 + 4 clamps to 12");
    // RN 1 reads SG as a run does (8.3.7.2: "calculated the same as for a run").
    assert_eq!(gain(&fx, &sc, &def(DefPlay::Pass), vec![blank().sc("Com").fac(), rn(1), rn(3)]), 23, "[sp6 10.3] RN 1: SG at RN 3");
}

/// [sp6 10.3] The COM multipliers x2, x3 and x1/2, rounding fractions up (toward +infinity,
/// §24 E-25).
#[test]
fn screen_multipliers_round_up_sp6_10_3() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    set_n(&mut fx, OffBox::BK1, 12, -3);
    let sc = call(OffPlay::Screen, OffBox::BK1);
    let pass = def(DefPlay::Pass);
    let g = |m: &str, r: u8| gain(&fx, &sc, &pass, vec![blank().sc(m).fac(), rn(r)]);
    assert_eq!(g("Com", 5), 5, "[sp6 10.3] x1");
    assert_eq!(g("Com x2", 5), 10, "[sp6 10.3] x2");
    assert_eq!(g("Com x3", 5), 15, "[sp6 10.3] x3");
    assert_eq!(g("Com x1/2", 5), 3, "[sp6 10.3] 5 / 2 = 2.5 rounds up to 3");
    assert_eq!(g("Com x1/2", 12), -1, "[sp6 10.3] -3 / 2 = -1.5 rounds up to -1");
    assert_eq!(g("Com x2", 12), -6, "[sp6 10.3] -3 x 2");
}

/// [sp6 10.3] SC "INT": the Screen column of the Interception Table (row-1 boxes included), the
/// Point of Interception RN - 6 (§24 E-7; option `screen_pi_half`: RN / 2); an empty box is
/// incomplete.
#[test]
fn screen_interception_sp6_10_3() {
    let mut fx = Fixture::new();
    let sc = call(OffPlay::Screen, OffBox::BK1);
    let pass = def(DefPlay::Pass);
    let int_card = || blank().sc("Int").fac();
    let r = resolve(&fx, &sc, &pass, vec![int_card(), rn(3), rn(2), rn(3)]);
    assert_eq!(interception(&r), (fx.d("lkp-nt1"), -4, Some(IntReturn::Yards(6))), "[sp6 10.3] RN 3 = C (NT); PI 2 - 6 = -4; Linemen RN 3 = 6");
    let r = resolve(&fx, &sc, &pass, vec![int_card(), rn(10), rn(12), rn(1)]);
    assert_eq!(interception(&r), (fx.d("lkp-de1"), 6, Some(IntReturn::Yards(15))), "[sp6 10.3] RN 10 = A (DE); PI 12 - 6 = 6; Linemen RN 1 = 15");
    assert_eq!(resolve(&fx, &sc, &pass, vec![int_card(), rn(5)]).end, PlayEnd::Incomplete, "[sp6 10.3] RN 5 = B, empty: incomplete");
    fx.opts.screen_pi_half = true;
    let r = resolve(&fx, &sc, &pass, vec![int_card(), rn(3), rn(8), rn(3)]);
    assert_eq!(interception(&r).1, 4, "[sp6 10.3] option: PI = 8 / 2");
}

/// [sp6 10.3] Legality: the Screen goes to a back (a BK slot), and not within the offense's own 5
/// (the seed; §24 E-5 option `screen_opponent_five`: the opponent's 5).
#[test]
fn screen_legality_sp6_10_3() {
    let mut fx = Fixture::new();
    for who in [OffBox::LE, OffBox::FL1, OffBox::RE] {
        let e = off_err(&fx, &call(OffPlay::Screen, who), &ctx(30));
        assert_eq!(e.section, "10.3", "[sp6 10.3] a Screen to {who:?}: {e}");
    }
    let sc = call(OffPlay::Screen, OffBox::BK1);
    off_ok(&fx, &sc, &ctx(30));
    // "Within own 5 yard line" is inside the 5, as "within the opponent's 20" is for the Long
    // pass (8.3.9.1: "inside the 20"): refused at the own 4, allowed on the 5 itself.
    let e = off_err(&fx, &sc, &ctx(4));
    assert!(e.section == "7.1" && e.msg.contains("own 5"), "[sp6 10.3] at the own 4: {e}");
    off_ok(&fx, &sc, &ctx(5));
    off_ok(&fx, &sc, &ctx(97));
    fx.opts.screen_opponent_five = true;
    let e = off_err(&fx, &sc, &ctx(97));
    assert!(e.section == "10.3" && e.msg.contains("opponent's 5"), "[sp6 10.3] option, the opponent's 3: {e}");
    off_ok(&fx, &sc, &ctx(95));
    off_ok(&fx, &sc, &ctx(4));
}

/// [sp6 10.3] A Screen against a Pass Blitz is resolved normally (8.3.8): the SC entry and the
/// Blitz's -4 RN, never a pass rush.
#[test]
fn screen_against_a_blitz_sp6_10_3() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::BK1);
    let bz = blitz(&fx, &["lkp-lb1", "lkp-lb4"]);
    let sc = call(OffPlay::Screen, OffBox::BK1);
    let (r, steps, _) = fx.resolve(&sc, &bz, vec![blank().sc("Com").all("PR").fac(), rn(7)]);
    assert_eq!((r.kind, r.end, r.gain), (Kind::Pass, PlayEnd::Gain, 3), "[sp6 10.3] 7 - 4 = 3, N column");
    assert_eq!(steps[0], Step::Screen(ScreenDir::Com(huddle_sp6::fac::ScreenMult::One)), "[sp6 10.3] the SC entry was read");
}

// ---------------------------------------------------------------------------------------------
// [sp6 10.4] Other passing rules
// ---------------------------------------------------------------------------------------------

/// [sp6 10.4] Blitz (8.3.8): a Pass Blitz against a Short or Long pass is an automatic Pass Rush
/// (the ALL entry is not read); a Quick pass is resolved normally (+10).
#[test]
fn blitz_forces_a_pass_rush_on_short_and_long_sp6_10_4() {
    let mut fx = Fixture::new();
    set_pass_rush_line(&mut fx, 9, 13, 29);
    set_row1_rush(&mut fx, 3, 1, 3);
    dv(&mut fx, "lkp-lb1").prv = 2;
    set_pb(&mut fx, [2, 2, 2, 1, 2]);
    let bz = blitz(&fx, &["lkp-lb1"]); // D = 7 + 2 = 9 = O: Sack 1-9
    for play in [OffPlay::Short, OffPlay::Long] {
        let (r, steps, _) = fx.resolve(&call(play, OffBox::FL1), &bz, vec![blank().all("RE").pn(5).fac(), pn(30)]);
        assert_eq!((r.kind, r.gain), (Kind::Sack, -10), "[sp6 10.4] {play:?} vs Blitz: PN 5 is a sack, 30 / 3 = 10");
        assert!(!steps.iter().any(|s| matches!(s, Step::Pass(_))), "[sp6 10.4] no receiver directive read: {steps:?}");
    }
    set_cover(&mut fx, "lkp-cb2", 0, IntRange::None);
    set_qb_range(&mut fx, OffPlay::Quick, 33, 47);
    let qk = call(OffPlay::Quick, OffBox::FL1);
    let (r, steps, _) = fx.resolve(&qk, &bz, vec![all("Orig"), pn(43), rn(1)]);
    assert!(r.complete(), "[sp6 10.4] Quick vs Blitz: 33 + 10 = 43 completes: {r:?}");
    assert_eq!(steps[0], Step::Pass(PassDir::Original), "[sp6 10.4] the ALL entry was read");
    assert_eq!(resolve(&fx, &qk, &bz, vec![all("Orig"), pn(44)]).end, PlayEnd::Incomplete, "[sp6 10.4] 44 is incomplete");
}

/// [sp6 10.4] Double flankers (8.3.9.3): a pass directed at a flanker always goes to FL#1.
#[test]
fn double_flankers_sp6_10_4() {
    let mut fx = Fixture::new();
    fx.od.set(OffBox::FL2, Some(fx.o("irn-wr3")));
    let prevent = def(DefPlay::Prevent);
    let r = resolve(&fx, &call(OffPlay::Quick, OffBox::FL2), &prevent, vec![all("FL"), pn(1), rn(1)]);
    assert_eq!((r.target, r.carrier), (Some(OffBox::FL1), Some(fx.o("irn-wr2"))), "[sp6 10.4] FL means FL#1 even for a pass called to FL2");
    let r = resolve(&fx, &call(OffPlay::Quick, OffBox::FL2), &prevent, vec![all("Orig"), pn(1), rn(1)]);
    assert_eq!(r.target, Some(OffBox::FL2), "[sp6 10.4] ORIG keeps the called FL2");
    let r = resolve(&fx, &call(OffPlay::Quick, OffBox::LE), &prevent, vec![all("BK3"), pn(1), rn(1)]);
    assert_eq!(r.target, Some(OffBox::FL2), "[sp6 10.4] a running back not in the game: FL#2");
}

/// [sp6 10.4] Long yardage (8.3.9.2): a completion into or through the end zone is a touchdown,
/// played through the game.
#[test]
fn completion_into_the_end_zone_is_a_touchdown_sp6_10_4() {
    let teams = huddle_sp6::cards::sample_teams();
    let od = huddle_sp6::display::lineup_offense(&teams[0]);
    let mut home = ScriptedCoach::default();
    home.offense.push_back(play(od, call(OffPlay::Short, OffBox::RE)));
    // From the opponent's 10: Short to Calloway, ORIG, PN 1 (complete), RN 2: S = 21 yards.
    let cards = vec![all("Orig"), pn(1), rn(2)];
    let mut g = game_at(Side::Home, 90, 1, 10, PerSide::new(home, ScriptedCoach::default()), cards, Options::default());
    g.step().expect("the play runs");
    assert_eq!(g.core.score.home, 6, "[sp6 10.4] a 21-yard completion from the 10 is a touchdown");
}

// ---------------------------------------------------------------------------------------------
// [sp6 11] Pass rush
// ---------------------------------------------------------------------------------------------

/// [sp6 11] The Sack/Runs boundary moves by 2 x (D - O): Row 1's Pass Rush against the line's
/// Pass Blocking; Complete and Incomplete do not move.
#[test]
fn sack_range_moves_with_the_rush_sp6_11() {
    let mut fx = Fixture::new();
    set_pass_rush_line(&mut fx, 10, 20, 30);
    set_pb(&mut fx, [1, 1, 1, 1, 1]); // O = 5
    dv(&mut fx, "lkp-lb2").prv = 9; // Row 2, not blitzing: not counted
    let sh = call(OffPlay::Short, OffBox::FL1);
    let pass = def(DefPlay::Pass);
    let kind = |fx: &Fixture, p: u8| resolve(fx, &sh, &pass, vec![all("PR"), pn(p), pn(30), rn(5), rn(5)]).kind;
    set_row1_rush(&mut fx, 3, 2, 3); // D = 8: Sack 1-16, Runs 17-20
    assert_eq!(kind(&fx, 16), Kind::Sack, "[sp6 11] D 8 > O 5: Sack to 10 + 6 = 16");
    assert_eq!(kind(&fx, 17), Kind::Scramble, "[sp6 11] Runs from 17");
    set_row1_rush(&mut fx, 1, 1, 1); // D = 3: Sack 1-6, Runs 7-20
    assert_eq!(kind(&fx, 6), Kind::Sack, "[sp6 11] D 3 < O 5: Sack to 10 - 4 = 6");
    assert_eq!(kind(&fx, 7), Kind::Scramble, "[sp6 11] Runs from 7");
    assert_eq!(kind(&fx, 20), Kind::Scramble, "[sp6 11] Runs still end at 20");
    let r = resolve(&fx, &sh, &pass, vec![all("PR"), pn(30), rn(2)]);
    assert!(r.complete(), "[sp6 11] Complete 21-30 unchanged: {r:?}");
    assert_eq!(resolve(&fx, &sh, &pass, vec![all("PR"), pn(31)]).end, PlayEnd::Incomplete, "[sp6 11] Incomplete from 31");
}

/// [sp6 11] Under a Pass Blitz every blitzer's Pass Rush value is added to Row 1's (8.3.6.1).
#[test]
fn blitzers_add_their_pass_rush_sp6_11() {
    let mut fx = Fixture::new();
    set_pass_rush_line(&mut fx, 10, 20, 30);
    set_pb(&mut fx, [2, 2, 2, 2, 2]); // O = 10
    set_row1_rush(&mut fx, 2, 2, 2); // Row 1 = 6
    dv(&mut fx, "lkp-lb1").prv = 3;
    dv(&mut fx, "lkp-fs1").prv = 2;
    dv(&mut fx, "lkp-lb2").prv = 5; // not blitzing
    let sh = call(OffPlay::Short, OffBox::FL1);
    let bz = blitz(&fx, &["lkp-lb1", "lkp-fs1"]); // D = 6 + 3 + 2 = 11: Sack 1-12
    assert_eq!(resolve(&fx, &sh, &bz, vec![pn(12), pn(3)]).kind, Kind::Sack, "[sp6 11] D 11 vs O 10: Sack to 12");
    assert_eq!(resolve(&fx, &sh, &bz, vec![pn(13), rn(5)]).kind, Kind::Scramble, "[sp6 11] 13 is a run");
    // Without the blitz (the FAC's Pass Rush): D = 6, Sack to 10 - 8 = 2.
    let pass = def(DefPlay::Pass);
    assert_eq!(resolve(&fx, &sh, &pass, vec![all("PR"), pn(2), pn(3)]).kind, Kind::Sack, "[sp6 11] D 6: Sack to 2");
    assert_eq!(resolve(&fx, &sh, &pass, vec![all("PR"), pn(3), rn(5)]).kind, Kind::Scramble, "[sp6 11] D 6: 3 is a run");
}

/// [sp6 11] Sack yardage (8.3.6.3.1; digest §25 item 7): a new PN divided by 3, rounded down.
#[test]
fn sack_yardage_is_pn_over_three_sp6_11() {
    let mut fx = Fixture::new();
    set_pass_rush_line(&mut fx, 20, 25, 30);
    set_row1_rush(&mut fx, 2, 2, 2);
    set_pb(&mut fx, [1, 1, 2, 1, 1]); // D = O = 6
    let sh = call(OffPlay::Short, OffBox::FL1);
    let pass = def(DefPlay::Pass);
    for (p, want) in [(47, -15), (48, -16), (2, 0), (3, -1)] {
        let r = resolve(&fx, &sh, &pass, vec![all("PR"), pn(1), pn(p)]);
        assert_eq!((r.kind, r.gain), (Kind::Sack, want), "[sp6 11] sack PN {p}: {want}");
    }
}

/// [sp6 11] Runs (8.3.6.3.2): the QB's N column with no modifications (no RN modifier, no BV or
/// TV); RN 1 reads SG as 8.2.4 does (the recommendation); an OB RN ends out of bounds.
#[test]
fn pass_rush_runs_read_the_qbs_n_column_sp6_11() {
    let mut fx = Fixture::new();
    ramp_rushing(&mut fx, OffBox::QB);
    set_pass_rush_line(&mut fx, 5, 20, 30);
    set_row1_rush(&mut fx, 2, 2, 2);
    set_pb(&mut fx, [1, 1, 2, 1, 1]); // D = O = 6
    let sh = call(OffPlay::Short, OffBox::FL1);
    let keyed = def(DefPlay::RunKey(OffBox::BK1)); // its +4 must not apply
    let r = resolve(&fx, &sh, &keyed, vec![all("PR"), pn(10), rn(5)]);
    assert_eq!((r.kind, r.gain, r.carrier), (Kind::Scramble, 5, fx.od.get(OffBox::QB)), "[sp6 11] QB N at RN 5, unmodified");
    assert_eq!(resolve(&fx, &sh, &keyed, vec![all("PR"), pn(10), rn(1), rn(3)]).gain, 23, "[sp6 11] RN 1: SG at RN 3");
    assert!(resolve(&fx, &sh, &keyed, vec![all("PR"), pn(10), rn_ob(5)]).ob, "[sp6 11] an OB RN: out of bounds");
}

/// [sp6 11] Complete goes to the intended receiver with the called pass type's column, ignoring
/// coverage; Incomplete is intercepted only within the guard's Interception range.
#[test]
fn pass_rush_complete_and_incomplete_sp6_11() {
    let mut fx = Fixture::new();
    set_pass_rush_line(&mut fx, 5, 20, 30);
    set_row1_rush(&mut fx, 2, 2, 2);
    set_pb(&mut fx, [1, 1, 2, 1, 1]); // D = O = 6
    set_cover(&mut fx, "lkp-cb2", -40, int(35, 40)); // O guards FL1
    let sh = call(OffPlay::Short, OffBox::FL1);
    let pass = def(DefPlay::Pass);
    // The FAC says "Pass Rush"; PN 25 is Complete: to FL1 (Strand), Short column RN 2 = 17.
    let r = resolve(&fx, &sh, &pass, vec![all("PR"), pn(25), rn(2)]);
    assert_eq!((r.end, r.target, r.gain), (PlayEnd::Gain, Some(OffBox::FL1), 17), "[sp6 11] complete to the intended receiver, PD ignored");
    assert_eq!(resolve(&fx, &sh, &pass, vec![all("PR"), pn(34)]).end, PlayEnd::Incomplete, "[sp6 11] PN 34: incomplete");
    let r = resolve(&fx, &sh, &pass, vec![all("PR"), pn(35), rn(3), rn(12)]);
    assert_eq!(interception(&r), (fx.d("lkp-cb2"), 6, Some(IntReturn::Yards(0))), "[sp6 11] PN 35 in the guard's 35-40: intercepted, Short PI 2 x 3");
}

/// [sp6 11] Clamps (§24 E-19): the Sack end stays within 0..=the Runs end; O4's extra blockers add
/// 2 each to the Pass Blocking total.
#[test]
fn sack_range_clamps_and_extra_blockers_sp6_11() {
    let mut fx = Fixture::new();
    set_pass_rush_line(&mut fx, 10, 20, 30);
    set_pb(&mut fx, [1, 1, 1, 1, 1]); // O = 5
    let sh = call(OffPlay::Short, OffBox::FL1);
    let pass = def(DefPlay::Pass);
    let kind = |fx: &Fixture, oc: &OffenseCall, p: u8| resolve(fx, oc, &pass, vec![all("PR"), pn(p), pn(30), rn(5), rn(2)]).kind;
    set_row1_rush(&mut fx, 9, 8, 8); // D = 25: 10 + 40 = 50, held at 20
    assert_eq!(kind(&fx, &sh, 20), Kind::Sack, "[sp6 11] Sack to 20 (the Runs end)");
    assert!(resolve(&fx, &sh, &pass, vec![all("PR"), pn(21), rn(2)]).complete(), "[sp6 11] 21 is still Complete");
    set_row1_rush(&mut fx, 0, 0, 0); // D = 0: 10 - 10 = 0
    assert_eq!(kind(&fx, &sh, 1), Kind::Scramble, "[sp6 11] no Sack range left: PN 1 runs");
    // O4: two backs kept in: O = 5 + 4 = 9; D = 7: 10 - 4 = 6.
    fx.opts.extra_blocking = true;
    set_row1_rush(&mut fx, 3, 1, 3);
    let mut kept = sh;
    kept.extra_blockers = [Some(OffBox::BK1), Some(OffBox::BK2)];
    assert_eq!(kind(&fx, &sh, 7), Kind::Sack, "[sp6 11] D 7 > O 5: Sack to 14");
    assert_eq!(kind(&fx, &kept, 6), Kind::Sack, "[sp6 11] with two blockers: Sack to 6");
    assert_eq!(kind(&fx, &kept, 7), Kind::Scramble, "[sp6 11] with two blockers: 7 runs");
}

// ---------------------------------------------------------------------------------------------
// [sp6 3.3] Pass-coverage map
// ---------------------------------------------------------------------------------------------

/// [sp6 3.3] RE-N, LE-K, FL1-O, FL2-M, BK1-F, BK2-J, BK3-H: the guard's PD is the coverage
/// modifier; G, I and L guard no one.
#[test]
fn pass_coverage_map_sp6_3_3() {
    let mut fx = Fixture::new();
    put(&mut fx, DefBox::H, &["lkp-lb5"]);
    put(&mut fx, DefBox::L, &["lkp-cb3"]);
    let map = [
        (OffBox::RE, "lkp-ss1", -1),
        (OffBox::LE, "lkp-cb1", -2),
        (OffBox::FL1, "lkp-cb2", -3),
        (OffBox::FL2, "lkp-fs1", -4),
        (OffBox::BK1, "lkp-lb1", -5),
        (OffBox::BK2, "lkp-lb4", -6),
        (OffBox::BK3, "lkp-lb5", -7),
    ];
    for (_, id, pd) in map {
        set_cover(&mut fx, id, pd, IntRange::None);
    }
    for id in ["lkp-lb2", "lkp-lb3", "lkp-cb3"] {
        set_cover(&mut fx, id, -20, IntRange::None); // G, I, L: would show if they guarded
    }
    let prevent = def(DefPlay::Prevent); // Quick vs Prevent: 0
    for (slot, id, pd) in map {
        let qk = call(OffPlay::Quick, slot);
        assert_eq!(fx.scrimmage(&qk, &prevent).com_modifier(OffPlay::Quick, slot), pd as i16, "[sp6 3.3] {slot:?} is guarded by {id}");
        assert_eq!(guards(&fx.ed, &fx.dd, &prevent, slot), [Some(fx.d(id)), None, None], "[sp6 3.3] {slot:?}'s guard");
    }
    // End to end: BK2 guarded by J (-6): Com 33 - 6 = 27.
    set_qb_range(&mut fx, OffPlay::Quick, 33, 47);
    let qk = call(OffPlay::Quick, OffBox::BK2);
    assert!(resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(27), rn(1)]).complete(), "[sp6 3.3] BK2 vs J: PN 27 completes");
    assert_eq!(resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(28)]).end, PlayEnd::Incomplete, "[sp6 3.3] PN 28 does not");
}

/// [sp6 3.3] An empty guarding box, or one whose defender is blitzing, adds +5 (8.3.2.3).
#[test]
fn unguarded_receiver_adds_five_sp6_3_3() {
    let mut fx = Fixture::new();
    set_qb_range(&mut fx, OffPlay::Quick, 33, 47);
    let qk = call(OffPlay::Quick, OffBox::LE);
    let prevent = def(DefPlay::Prevent);
    clear(&mut fx, DefBox::K);
    assert_eq!(fx.scrimmage(&qk, &prevent).com_modifier(OffPlay::Quick, OffBox::LE), 5, "[sp6 3.3] K empty: +5");
    assert!(resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(38), rn(1)]).complete(), "[sp6 3.3] Com 1-38");
    assert_eq!(resolve(&fx, &qk, &prevent, vec![all("Orig"), pn(39)]).end, PlayEnd::Incomplete, "[sp6 3.3] 39 Inc");
    // The CB back in K but blitzing: Quick vs Blitz +10, and +5 for the empty guard.
    let mut fx = Fixture::new();
    set_cover(&mut fx, "lkp-cb1", -4, IntRange::None);
    let bz = blitz(&fx, &["lkp-cb1"]);
    assert_eq!(fx.scrimmage(&qk, &bz).com_modifier(OffPlay::Quick, OffBox::LE), 15, "[sp6 3.3] a blitzing guard does not cover: +10 + 5");
}

// ---------------------------------------------------------------------------------------------
// [sp6 7.2] Defensive cards: coverage and blitz
// ---------------------------------------------------------------------------------------------

/// [sp6 7.2] Double Coverage replaces the guard's PD with -7, Triple with -15, only for the
/// covered receiver.
#[test]
fn double_and_triple_coverage_modifiers_sp6_7_2() {
    let mut fx = Fixture::new();
    set_qb_range(&mut fx, OffPlay::Quick, 33, 47);
    set_cover(&mut fx, "lkp-cb1", -4, IntRange::None); // K guards the LE
    set_cover(&mut fx, "lkp-lb2", 0, IntRange::None);
    let qk = call(OffPlay::Quick, OffBox::LE);
    let pass = def(DefPlay::Pass);
    let m = |fx: &Fixture, d: &DefenseCall| fx.scrimmage(&qk, d).com_modifier(OffPlay::Quick, OffBox::LE);
    assert_eq!(m(&fx, &pass), -14, "[sp6 7.2] no coverage: -10 - 4");
    let double = covered(&fx, pass, &[(OffBox::LE, &["lkp-lb2"])]);
    assert_eq!(m(&fx, &double), -17, "[sp6 7.2] Double Coverage: -10 - 7 (PD ignored)");
    let triple = covered(&fx, pass, &[(OffBox::LE, &["lkp-lb2", "lkp-lb3"])]);
    assert_eq!(m(&fx, &triple), -25, "[sp6 7.2] Triple Coverage: -10 - 15");
    let elsewhere = covered(&fx, pass, &[(OffBox::RE, &["lkp-lb2"])]);
    assert_eq!(m(&fx, &elsewhere), -14, "[sp6 7.2] coverage on the RE does not touch the LE");
    // End to end: Com 33 - 17 = 16.
    assert!(resolve(&fx, &qk, &double, vec![all("Orig"), pn(16), rn(1)]).complete(), "[sp6 7.2] PN 16 completes");
    assert_eq!(resolve(&fx, &qk, &double, vec![all("Orig"), pn(17)]).end, PlayEnd::Incomplete, "[sp6 7.2] PN 17 does not");
}

/// [sp6 7.2] Under multiple coverage any covering defender may make the coverage interception,
/// at the defense's choice (8.3.5.1): a sure range is preferred to a "48?".
#[test]
fn covering_helper_may_intercept_sp6_7_2() {
    let mut fx = Fixture::new();
    set_qb_range(&mut fx, OffPlay::Quick, 33, 47);
    set_cover(&mut fx, "lkp-cb1", -4, IntRange::None); // the guard cannot intercept
    set_cover(&mut fx, "lkp-lb2", 0, int(47, 48)); // the helper from G
    let qk = call(OffPlay::Quick, OffBox::LE);
    let double = covered(&fx, def(DefPlay::Pass), &[(OffBox::LE, &["lkp-lb2"])]);
    let r = resolve(&fx, &qk, &double, vec![all("Orig"), pn(47), rn(2), rn(3)]);
    assert_eq!(interception(&r), (fx.d("lkp-lb2"), 2, Some(IntReturn::Yards(15))), "[sp6 7.2] the helper intercepts; LB return RN 3 = 15");
    assert_eq!(resolve(&fx, &qk, &def(DefPlay::Pass), vec![all("Orig"), pn(47)]).end, PlayEnd::Incomplete, "[sp6 7.2] without the coverage: incomplete");
    // Guard "48?" and helper 47-48 on PN 48 (a QB with no Int range): the defense takes the sure
    // interception, whatever the next PN would say about the "48?".
    set_qb_range(&mut fx, OffPlay::Quick, 33, 48);
    set_cover(&mut fx, "lkp-cb1", -4, IntRange::Maybe48);
    let r = resolve(&fx, &qk, &double, vec![all("Orig"), pn(48), pn(21), rn(2), rn(3)]);
    assert_eq!(interception(&r).0, fx.d("lkp-lb2"), "[sp6 7.2] the defense chooses the sure interceptor");
}

/// [sp6 7.2] Coverage legality (7.2.2): Pass or Prevent only; Double in 3-4-4 or 3-3-5; Triple in
/// 3-2-6, or the Triple card as two Doubles there.
#[test]
fn coverage_formations_sp6_7_2() {
    let mut fx = Fixture::new();
    let c = ctx(30);
    let refused = |fx: &Fixture, d: &DefenseCall, why: &str| {
        let e = def_check(fx, d, &c).expect_err(why);
        assert_eq!(e.section, "7.2", "[sp6 7.2] {why}: {e}");
        e
    };
    // Lakeport's lineup is 3-4-4 (A C E / F G I J / K M N O).
    assert_eq!((fx.dd.row_count(1), fx.dd.row_count(2), fx.dd.row_count(3)), (3, 4, 4), "formation check");
    for p in [DefPlay::Pass, DefPlay::Prevent] {
        assert!(def_check(&fx, &covered(&fx, def(p), &[(OffBox::LE, &["lkp-lb2"])]), &c).is_ok(), "[sp6 7.2] Double with {p:?} in 3-4-4");
    }
    for p in [DefPlay::RunNoKey, DefPlay::RunKey(OffBox::BK1)] {
        let e = refused(&fx, &covered(&fx, def(p), &[(OffBox::LE, &["lkp-lb2"])]), "Double with a Run Defense");
        assert!(e.msg.contains("Pass or Prevent"), "[sp6 7.2] {e}");
    }
    refused(&fx, &covered(&fx, def(DefPlay::Pass), &[(OffBox::LE, &["lkp-lb2", "lkp-lb3"])]), "Triple in 3-4-4");
    // 4-3-4: Quinlan moves from G to B.
    put(&mut fx, DefBox::B, &["lkp-lb2"]);
    refused(&fx, &covered(&fx, def(DefPlay::Pass), &[(OffBox::LE, &["lkp-lb3"])]), "Double in 4-3-4");
    // 3-3-5: Quinlan out, Luis Carrick in L.
    let mut fx = Fixture::new();
    fx.dd.remove(fx.d("lkp-lb2"));
    put(&mut fx, DefBox::L, &["lkp-cb3"]);
    assert!(def_check(&fx, &covered(&fx, def(DefPlay::Pass), &[(OffBox::LE, &["lkp-cb3"])]), &c).is_ok(), "[sp6 7.2] Double in 3-3-5");
    // 3-2-6: Quinlan and Battaglia out, Carrick and Kinsella in L.
    let mut fx = Fixture::new();
    fx.dd.remove(fx.d("lkp-lb2"));
    fx.dd.remove(fx.d("lkp-lb3"));
    put(&mut fx, DefBox::L, &["lkp-cb3", "lkp-s1"]);
    assert!(def_check(&fx, &covered(&fx, def(DefPlay::Prevent), &[(OffBox::LE, &["lkp-cb3", "lkp-s1"])]), &c).is_ok(), "[sp6 7.2] Triple in 3-2-6");
    assert!(
        def_check(&fx, &covered(&fx, def(DefPlay::Pass), &[(OffBox::LE, &["lkp-cb3"]), (OffBox::RE, &["lkp-s1"])]), &c).is_ok(),
        "[sp6 7.2] the Triple card as two Doubles in 3-2-6"
    );
    refused(&fx, &covered(&fx, def(DefPlay::Pass), &[(OffBox::LE, &["lkp-cb3"]), (OffBox::RE, &["lkp-s1"]), (OffBox::FL1, &["lkp-lb1"])]), "three Doubles in 3-2-6");
}

/// [sp6 7.2] Coverage helpers (the digest's recommendation): from Rows 2-3, not the receiver's
/// own guard, each in one coverage only; the right number for Double (1) and Triple (2).
#[test]
fn coverage_helpers_sp6_7_2() {
    let fx = Fixture::new();
    let c = ctx(30);
    let pass = def(DefPlay::Pass);
    for (list, why) in [
        (vec![(OffBox::LE, &["lkp-de1"][..])], "a Row-1 helper"),
        (vec![(OffBox::LE, &["lkp-cb1"][..])], "the LE's own guard (K)"),
        (vec![(OffBox::LE, &["lkp-lb2"][..]), (OffBox::RE, &["lkp-lb2"][..])], "one helper in two coverages"),
        (vec![(OffBox::LE, &["lkp-lb2"][..]), (OffBox::LE, &["lkp-lb3"][..])], "the same receiver covered twice"),
    ] {
        let e = def_check(&fx, &covered(&fx, pass, &list), &c).expect_err(why);
        assert_eq!(e.section, "7.2", "[sp6 7.2] {why}: {e}");
    }
    assert!(def_check(&fx, &covered(&fx, pass, &[(OffBox::LE, &["lkp-lb2"]), (OffBox::RE, &["lkp-lb3"])]), &c).is_ok(), "[sp6 7.2] two Doubles in 3-4-4");
}

/// [sp6 7.2] A Pass Blitz sends one to five defenders from Rows 2-3, each named once; other
/// defenses name no blitzers.
#[test]
fn blitzers_come_from_rows_two_and_three_sp6_7_2() {
    let fx = Fixture::new();
    let c = ctx(30);
    let e = def_check(&fx, &def(DefPlay::Blitz), &c).expect_err("no blitzer");
    assert!(e.section == "7.2" && e.msg.contains("one to five"), "[sp6 7.2] {e}");
    let e = def_check(&fx, &blitz(&fx, &["lkp-de1"]), &c).expect_err("a lineman");
    assert!(e.section == "7.2" && e.msg.contains("Row 2 or 3"), "[sp6 7.2] a Row-1 blitzer: {e}");
    let e = def_check(&fx, &blitz(&fx, &["lkp-lb1", "lkp-lb1"]), &c).expect_err("twice");
    assert!(e.section == "7.2" && e.msg.contains("twice"), "[sp6 7.2] {e}");
    assert!(def_check(&fx, &blitz(&fx, &["lkp-lb1", "lkp-cb1"]), &c).is_ok(), "[sp6 7.2] a LB and a CB");
    assert!(def_check(&fx, &blitz(&fx, &["lkp-lb1", "lkp-lb2", "lkp-lb3", "lkp-lb4", "lkp-fs1"]), &c).is_ok(), "[sp6 7.2] five blitzers");
    let mut p = def(DefPlay::Pass);
    p.blitzers[0] = Some(fx.d("lkp-lb1"));
    let e = def_check(&fx, &p, &c).expect_err("blitzers without a blitz");
    assert!(e.section == "7.2" && e.msg.contains("only a Pass Blitz"), "[sp6 7.2] {e}");
}
