//! Rule tests for the running game (TTF 7th §7), with the FAC deck's Z cards (§6, §15),
//! yardage multipliers (§19), out of bounds (§20.3), Double-Team Blocking and line stunts as
//! they affect runs (§10.2, §10.4), and playing out of position (§22).
//!
//! Expected yards are computed from the sample cards plus the rule arithmetic; several
//! hand-computed literals pin the numbers down as well. Riverton (offense, home) against
//! Harbor City's 4-3: A de1 −2, B dt1 −2, C empty, D dt2 −1, E de2 −2, F lb1 −2, H lb2 −2,
//! J lb3 −1, K M N O. Riverton blockers: LTE te1 +3(+4), LT +3, LG +4(+5), C +3, RG +3, RT +3,
//! RE wr1 +1, BK1 fb1 +3, BK2 rb1 +1.

use huddle_cards::{DefBox, OffBox, Rated, RushCell, RushCol, Team};
use huddle_core::{Down, PlayFlags, Side};
use huddle_fac::call::{DefPlay, DefenseCall, Dir, DoubleTeam, Key, OffPlay, OffPrimary, OffenseCall, Tempo};
use huddle_fac::fac::{Fac, RunDir, ZResult};
use huddle_fac::play::PlayReport;
use huddle_fac::resolve::Decider;
use huddle_fac::testkit::*;
use huddle_fac::trace::{Step, What};

// ---------------------------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------------------------

fn pid(t: &Team, id: &str) -> u16 {
    t.idx(id).unwrap_or_else(|| panic!("{}: no player '{id}'", t.code))
}

fn rushing(f: &Fixture, b: OffBox) -> huddle_cards::Rushing {
    f.off.player(f.off_pid(b)).rushing.clone().expect("a rushing card")
}

/// Yards in a rushing column at a Run Number (clamped to 1..12 as the rules require).
fn col(f: &Fixture, b: OffBox, c: RushCol, rn: i16) -> i16 {
    let rn = rn.clamp(1, 12);
    match rushing(f, b).column(c)[rn as usize - 1] {
        RushCell::Yards(y) => y as i16,
        x => panic!("RN {rn} of {b} reads {x}: pick another RN"),
    }
}

fn sg(f: &Fixture, b: OffBox, rn: u8) -> i16 {
    match rushing(f, b).sg[rn as usize - 1] {
        RushCell::Yards(y) => y as i16,
        x => panic!("SG RN {rn} of {b} reads {x}"),
    }
}

fn lg(f: &Fixture, b: OffBox, rn: u8) -> i16 {
    rushing(f, b).lg.expect("an LG column")[rn as usize - 1] as i16
}

fn bv(f: &Fixture, b: OffBox) -> Rated {
    f.off.player(f.off_pid(b)).bv.unwrap()
}

fn tv(t: &Team, id: &str) -> i16 {
    t.player(pid(t, id)).defense.unwrap().tv.value as i16
}

fn set_tv(t: &mut Team, id: &str, r: Rated) {
    let p = pid(t, id) as usize;
    t.players[p].defense.as_mut().unwrap().tv = r;
}

fn set_bv(t: &mut Team, id: &str, r: Rated) {
    let p = pid(t, id) as usize;
    t.players[p].bv = Some(r);
}

fn pc() -> DefenseCall {
    DefenseCall::new(DefPlay::PassCoverage)
}

fn il(b: OffBox) -> OffenseCall {
    OffenseCall::new(OffPlay::InsideLeft, b)
}

fn sl(b: OffBox) -> OffenseCall {
    OffenseCall::new(OffPlay::SweepLeft, b)
}

fn card(c: huddle_fac::fac::FacCard) -> Fac {
    Fac::Card(c)
}

fn blitz(f: &Fixture, ids: &[&str]) -> DefenseCall {
    let mut dc = DefenseCall::new(DefPlay::Blitz);
    for (i, id) in ids.iter().enumerate() {
        dc.blitzers[i] = Some(pid(&f.def, id));
    }
    dc
}

fn stunts(mut dc: DefenseCall, pairs: &[(DefBox, DefBox)]) -> DefenseCall {
    for (i, p) in pairs.iter().enumerate() {
        dc.stunts[i] = Some(*p);
    }
    dc
}

/// Decisions for Pitchouts and Options, recording the directives shown.
struct Choose {
    inside: bool,
    keep: bool,
    seen: Vec<(RunDir, RunDir)>,
}

impl Choose {
    fn new(inside: bool, keep: bool) -> Choose {
        Choose { inside, keep, seen: Vec::new() }
    }
}

impl Decider for Choose {
    fn pitch_inside(&mut self, i: RunDir, o: RunDir) -> bool {
        self.seen.push((i, o));
        self.inside
    }
    fn option_keep(&mut self, i: RunDir, s: RunDir) -> bool {
        self.seen.push((i, s));
        self.keep
    }
    fn scramble_or_throw(&mut self, _: &[OffBox]) -> Option<OffBox> {
        None
    }
    fn return_from_end_zone(&mut self) -> bool {
        false
    }
}

fn play_with(f: &Fixture, oc: OffenseCall, dc: DefenseCall, cards: Vec<Fac>, dec: &mut dyn Decider) -> (PlayReport, Vec<Step>, usize) {
    let (r, trace, used) = f.resolve_with(oc, dc, cards, dec);
    (r.unwrap_or_else(|e| panic!("illegal call: {e}")), trace, used)
}

/// Gain of a run with default decisions.
fn run_gain(f: &Fixture, oc: OffenseCall, dc: DefenseCall, cards: Vec<Fac>) -> i16 {
    gain(&f.resolve(oc, dc, cards))
}

fn fumble_range(trace: &[Step]) -> Option<i16> {
    trace.iter().find_map(|s| match s {
        Step::Value { what: What::Fumble, value } => Some(*value),
        _ => None,
    })
}

fn z_steps(trace: &[Step]) -> Vec<(u8, bool)> {
    trace
        .iter()
        .filter_map(|s| match s {
            Step::ZCard { flip, counted } => Some((*flip, *counted)),
            _ => None,
        })
        .collect()
}

fn z_results(trace: &[Step]) -> usize {
    trace.iter().filter(|s| matches!(s, Step::ZResult { .. })).count()
}

/// One back (rb1 in BK2) and two flankers.
fn single_back(f: &mut Fixture) {
    f.od.set(OffBox::BK1, None);
    f.od.set(OffBox::FL2, Some(pid(&f.off, "riv-wr3")));
    f.od.validate(&f.off).unwrap();
}

/// I-formation: FB in BK2, RB (tailback) in BK3, WR in FL1.
fn i_formation(f: &mut Fixture) {
    let fb = f.od.get(OffBox::BK1);
    let rb = f.od.get(OffBox::BK2);
    f.od.set(OffBox::BK1, None);
    f.od.set(OffBox::BK2, fb);
    f.od.set(OffBox::BK3, rb);
    f.od.validate(&f.off).unwrap();
}

/// Shotgun: the QB moves to BK3 (two backs and FL1 stay).
fn shotgun(f: &mut Fixture) {
    let qb = f.od.get(OffBox::QB);
    f.od.set(OffBox::QB, None);
    f.od.set(OffBox::BK3, qb);
    f.od.validate(&f.off).unwrap();
}

/// wr5 (who has a Rush Column) replaces the RE.
fn er_receiver(f: &mut Fixture) {
    f.od.set(OffBox::RE, Some(pid(&f.off, "riv-wr5")));
}

// ---------------------------------------------------------------------------------------------
// §7.1 Inside runs and sweeps
// ---------------------------------------------------------------------------------------------

/// [ttf7 7.1] Step 4: blockers named alone add their BV; an Exceptional Blocker uses the
/// parenthesized value when no box is named, alone or with another blocker.
#[test]
fn blockers_add_their_bv_ttf7_7_1() {
    let f = Fixture::sample();
    let base = col(&f, OffBox::BK2, RushCol::I, 7);
    assert_eq!(base, 4);
    let y = |d: &str| run_gain(&f, il(OffBox::BK2), pc(), vec![run(d), rn(7)]);
    assert_eq!(y("LG"), base + bv(&f, OffBox::LG).exceptional.unwrap() as i16);
    assert_eq!(y("LG"), 9, "4 yards + LG's exceptional +5");
    assert_eq!(y("LG+LT"), 12, "4 + 5 (exceptional, with another blocker) + 3");
    assert_eq!(y("RT"), base + bv(&f, OffBox::RT).value as i16);
    assert_eq!(y("RG+RT"), base + 6);
    // "LE" is whoever plays the left end: the TE in LTE (+3(+4)).
    assert_eq!(y("LE"), base + 4);
    assert_eq!(y("RE"), base + 1);
}

/// [ttf7 7.1] [ttf7 7.2] Step 4: a directive never adds the ball carrier's own BV: "BK" names the
/// back(s) not carrying the ball, so the FB's +3 counts when the RB runs and not when he runs.
#[test]
fn carrier_named_as_blocker_adds_nothing_ttf7_7_1() {
    let f = Fixture::sample();
    let fb = col(&f, OffBox::BK1, RushCol::N, 7);
    assert_eq!(run_gain(&f, il(OffBox::BK1), pc(), vec![run("BK"), rn(7)]), fb + bv(&f, OffBox::BK2).value as i16);
    let rb = col(&f, OffBox::BK2, RushCol::I, 7);
    assert_eq!(run_gain(&f, il(OffBox::BK2), pc(), vec![run("BK+LG"), rn(7)]), rb + 3 + 5);
}

/// [ttf7 7.1] Step 6: blocker vs box. Sum 0 = standoff; positive adds the blocker's original BV
/// (not the sum); negative subtracts the defender's original TV; vs an empty box add the BV.
/// No exceptional value for the blocker once a box is named.
#[test]
fn blocker_versus_box_ttf7_7_1() {
    let f = Fixture::sample();
    let base = col(&f, OffBox::BK2, RushCol::I, 7);
    let y = |d: &str| run_gain(&f, il(OffBox::BK2), pc(), vec![run(d), rn(7)]);
    // LG +4 vs B (dt1 −2): sum +2 -> +4 (not +2, not the exceptional +5).
    assert_eq!(y("LG vs B"), base + 4);
    assert_eq!(y("LG vs B"), 8);
    // RE +1 vs A (de1 −2): sum −1 -> −2 (not −1).
    assert_eq!(y("RE vs A"), base + tv(&f.def, "hbr-de1"));
    assert_eq!(y("RE vs A"), 2);
    // RE +1 vs D (dt2 −1): standoff.
    assert_eq!(y("RE vs D"), base);
    // vs the empty box C: the BV, plain (LG +4, not +5), and no +2 bonus.
    assert_eq!(y("LG vs C"), base + 4);
    assert_eq!(y("RG vs C"), base + 3);
    // BK (fb1 +3) vs H (lb2 −2): +3.
    assert_eq!(y("BK vs H"), base + 3);
}

/// [ttf7 7.1] Step 5: boxes named: add the occupants' (negative) TVs. An unoccupied box gives
/// +2; with two boxes named, both must be empty for the +2 (and it is +2 once).
#[test]
fn boxes_subtract_tackle_values_ttf7_7_1() {
    let f = Fixture::sample();
    let base = col(&f, OffBox::BK2, RushCol::I, 7);
    let y = |d: &str| run_gain(&f, il(OffBox::BK2), pc(), vec![run(d), rn(7)]);
    assert_eq!(y("B"), base - 2);
    assert_eq!(y("B+D"), base - 3);
    assert_eq!(y("B+D"), 1, "4 − 2 − 1");
    assert_eq!(y("C"), base + 2, "empty box: +2");
    assert_eq!(y("B+C"), base - 2, "one box occupied: no bonus");
    assert_eq!(y("C+B"), base - 2);
    assert_eq!(y("C+G"), base + 2, "both empty: +2 once");
    assert_eq!(y("H"), base + tv(&f.def, "hbr-lb2"));
    assert_eq!(y("N"), base + tv(&f.def, "hbr-ss1"), "any box may be named");
}

/// [ttf7 7.1] Exceptional Tacklers use the parenthesized TV when the directive names his box and
/// no blocker; against a blocker (blocker vs box) the normal value fights the battle.
#[test]
fn exceptional_tackler_ttf7_7_1() {
    let mut f = Fixture::sample();
    set_tv(&mut f.def, "hbr-dt1", Rated { value: -2, exceptional: Some(-3) });
    let base = col(&f, OffBox::BK2, RushCol::I, 7);
    let y = |d: &str| run_gain(&f, il(OffBox::BK2), pc(), vec![run(d), rn(7)]);
    assert_eq!(y("B"), base - 3);
    assert_eq!(y("B+D"), base - 3 - 1);
    // RE +1 vs B: 1 + (−2) = −1 -> defender wins with his normal −2.
    assert_eq!(y("RE vs B"), base - 2);
    // RG +3 vs B: 3 − 2 > 0 -> +3.
    assert_eq!(y("RG vs B"), base + 3);
}

/// [ttf7 7.1] Two defenders in one box: the box is −4 whatever their TVs, −5 with an
/// Exceptional Tackler, both for boxes named alone and in a blocker-vs-box battle.
#[test]
fn two_defenders_in_one_box_ttf7_7_1() {
    let mut f = Fixture::sample();
    // dt2 (−1) joins dt1 (−2) in B: their sum would be −3.
    let dt2 = pid(&f.def, "hbr-dt2");
    f.dd.remove(dt2);
    f.dd.place(DefBox::B, dt2);
    f.dd.validate(&f.def).unwrap();
    let base = col(&f, OffBox::BK2, RushCol::I, 7);
    let y = |f: &Fixture, d: &str| run_gain(f, il(OffBox::BK2), pc(), vec![run(d), rn(7)]);
    assert_eq!(y(&f, "B"), base - 4);
    assert_eq!(y(&f, "B"), 0);
    assert_eq!(y(&f, "LG vs B"), base, "+4 − 4 = 0: standoff");
    assert_eq!(y(&f, "RG vs B"), base - 4, "+3 − 4 < 0: the box's −4");
    assert_eq!(y(&f, "D"), base + 2, "D is now empty");
    // With an Exceptional Tackler in the box: −5.
    set_tv(&mut f.def, "hbr-dt2", Rated { value: -1, exceptional: Some(-2) });
    assert_eq!(y(&f, "B"), base - 5);
    assert_eq!(y(&f, "LG vs B"), base - 5, "+4 − 5 < 0: the box's −5");
}

/// [ttf7 7.1] [ttf7 5] Blitzers count as absent: a box holding only a blitzer is unoccupied.
#[test]
fn blitzers_are_absent_on_runs_ttf7_7_1() {
    let f = Fixture::sample();
    let base = col(&f, OffBox::BK2, RushCol::I, 7);
    let bl = blitz(&f, &["hbr-lb1", "hbr-lb2"]);
    let y = |dc: DefenseCall, d: &str| run_gain(&f, il(OffBox::BK2), dc, vec![run(d), rn(7)]);
    assert_eq!(y(pc(), "F"), base - 2);
    assert_eq!(y(bl, "F"), base + 2, "F blitzes: empty box");
    assert_eq!(y(bl, "F+H"), base + 2);
    assert_eq!(y(bl, "F+J"), base + tv(&f.def, "hbr-lb3"), "J stays home");
    assert_eq!(y(bl, "RE vs F"), base + 1, "blocker vs an empty box: his BV");
    // A blitz defense does not modify the RN (RN 7 as read).
    assert_eq!(y(bl, "LG"), base + 5);
}

/// [ttf7 7.1] [ttf7 4] Inside runs lose at most 3 yards (before any multiplier); sweeps have no
/// maximum loss.
#[test]
fn inside_run_maximum_loss_ttf7_7_1() {
    let f = Fixture::sample();
    let inside = col(&f, OffBox::BK2, RushCol::I, 12) - 3;
    assert!(inside < -3);
    assert_eq!(run_gain(&f, il(OffBox::BK2), pc(), vec![run("B+D"), rn(12)]), -3);
    assert_eq!(run_gain(&f, OffenseCall::new(OffPlay::InsideRight, OffBox::BK2), pc(), vec![run("B+D"), rn(12)]), -3);
    // Exactly −3 stays −3, −2 stays −2.
    assert_eq!(run_gain(&f, il(OffBox::BK2), pc(), vec![run("B+D"), rn(11)]), col(&f, OffBox::BK2, RushCol::I, 11) - 3);
    // Sweep: O column −3, minus 3 = −6.
    let sweep = col(&f, OffBox::BK2, RushCol::O, 12) - 3;
    assert_eq!(sweep, -6);
    assert_eq!(run_gain(&f, sl(OffBox::BK2), pc(), vec![run("B+D"), rn(12)]), -6);
    // The QB on an inside run (N column −3, −3 more): −3.
    assert_eq!(run_gain(&f, il(OffBox::QB), pc(), vec![run("B+D"), rn(12)]), -3);
    // A Draw is an inside run.
    assert_eq!(run_gain(&f, il(OffBox::BK2).with(OffPrimary::Draw), DefenseCall::run(Key::None), vec![run("B+D"), rn(12)]), -3);
}

/// [ttf7 7.1] Step 3 (ambiguity 35): inside runs read the I column, sweeps the O column, when the
/// card has them; otherwise N. With the option off, N always.
#[test]
fn rush_columns_ttf7_7_1() {
    let mut f = Fixture::sample();
    let (i, o, n) = (col(&f, OffBox::BK2, RushCol::I, 12), col(&f, OffBox::BK2, RushCol::O, 12), col(&f, OffBox::BK2, RushCol::N, 12));
    assert_eq!((i, o, n), (-1, -3, -2), "rb1's three columns differ at RN 12");
    assert_eq!(run_gain(&f, il(OffBox::BK2), pc(), vec![run("C"), rn(12)]), i + 2);
    assert_eq!(run_gain(&f, sl(OffBox::BK2), pc(), vec![run("C"), rn(12)]), o + 2);
    assert!(rushing(&f, OffBox::BK1).i.is_none());
    assert_eq!(run_gain(&f, sl(OffBox::BK1), pc(), vec![run("C"), rn(12)]), col(&f, OffBox::BK1, RushCol::N, 12) + 2);
    f.opts.io_columns = false;
    assert_eq!(run_gain(&f, il(OffBox::BK2), pc(), vec![run("C"), rn(12)]), n + 2);
    assert_eq!(run_gain(&f, sl(OffBox::BK2), pc(), vec![run("C"), rn(12)]), n + 2);
}

/// [ttf7 7.1] [ttf7 5] Step 2: correct key +4, wrong key 0, no key +2, nothing against pass
/// defenses; a modified RN stays within 1..12; Key QB is a wrong key on a back's run.
#[test]
fn run_number_modifiers_and_clamp_ttf7_7_1() {
    let f = Fixture::sample();
    let y = |dc: DefenseCall, r: u8| run_gain(&f, il(OffBox::BK2), dc, vec![run("LG"), rn(r)]);
    let i = |r: i16| col(&f, OffBox::BK2, RushCol::I, r) + 5;
    assert_eq!(y(DefenseCall::run(Key::Back(OffBox::BK2)), 5), i(9));
    assert_eq!(y(DefenseCall::run(Key::Back(OffBox::BK1)), 5), i(5));
    assert_eq!(y(DefenseCall::run(Key::Back(OffBox::BK3)), 5), i(5), "a key on an empty box is a wrong key");
    assert_eq!(y(DefenseCall::run(Key::Qb), 5), i(5), "Key QB vs a back: wrong key");
    assert_eq!(y(DefenseCall::run(Key::None), 5), i(7));
    for d in [DefPlay::PassCoverage, DefPlay::Prevent] {
        assert_eq!(y(DefenseCall::new(d), 5), i(5));
    }
    // Clamp: RN 11 + 4 = 15 -> 12.
    assert_eq!(y(DefenseCall::run(Key::Back(OffBox::BK2)), 11), i(12));
    assert_eq!(y(DefenseCall::run(Key::Back(OffBox::BK2)), 12), i(12));
    // The QB keyed on his own run: +4.
    let q = |dc: DefenseCall| run_gain(&f, il(OffBox::QB), dc, vec![run("LG"), rn(3)]);
    assert_eq!(q(DefenseCall::run(Key::Qb)), col(&f, OffBox::QB, RushCol::N, 7) + 5);
    assert_eq!(q(DefenseCall::run(Key::Back(OffBox::BK2))), col(&f, OffBox::QB, RushCol::N, 3) + 5);
}

/// [ttf7 5] [ttf7 2] The key names a box; a single back moved to the other box after the defense
/// chose makes the key wrong, and moving into the keyed box makes it right.
#[test]
fn key_and_the_single_back_move_ttf7_5() {
    let mut f = Fixture::sample();
    single_back(&mut f);
    let i = |r: i16| col(&f, OffBox::BK2, RushCol::I, r);
    let key2 = DefenseCall::run(Key::Back(OffBox::BK2));
    let key1 = DefenseCall::run(Key::Back(OffBox::BK1));
    let stay = il(OffBox::BK2);
    let mut moved = il(OffBox::BK2);
    moved.move_single_back = Some(OffBox::BK1);
    assert_eq!(run_gain(&f, stay, key2, vec![run("C"), rn(5)]), i(9) + 2);
    assert_eq!(run_gain(&f, moved, key2, vec![run("C"), rn(5)]), i(5) + 2, "moved away from the key");
    assert_eq!(run_gain(&f, moved, key1, vec![run("C"), rn(5)]), i(9) + 2, "moved into the key");
}

/// [ttf7 7.3] SG: a new, unmodified RN on the SG column; BV and TV still apply to it.
#[test]
fn short_gain_ttf7_7_3() {
    let f = Fixture::sample();
    assert_eq!(rushing(&f, OffBox::BK2).i.unwrap()[0], RushCell::Sg);
    let y = |d: &str| run_gain(&f, il(OffBox::BK2), pc(), vec![run(d), rn(1), rn(3)]);
    assert_eq!(y("LG"), sg(&f, OffBox::BK2, 3) + 5);
    assert_eq!(y("LG"), 18, "SG 13 + LG's +5");
    assert_eq!(y("B"), sg(&f, OffBox::BK2, 3) - 2);
    assert_eq!(y("C"), sg(&f, OffBox::BK2, 3) + 2);
    // Draw vs Blitz: RN 5 − 4 = 1 -> SG; the SG RN (4) is not modified (modified it would be 1,
    // the LG cell).
    let bl = blitz(&f, &["hbr-lb1", "hbr-lb2"]);
    let r = run_gain(&f, il(OffBox::BK2).with(OffPrimary::Draw), bl, vec![run("LG"), rn(5), rn(4)]);
    assert_eq!(r, sg(&f, OffBox::BK2, 4) + 5);
}

/// [ttf7 7.3] LG from the SG column: a new unmodified RN on the LG column; no BV/TV.
#[test]
fn long_gain_from_short_gain_ttf7_7_3() {
    let f = Fixture::sample();
    assert_eq!(rushing(&f, OffBox::BK2).sg[0], RushCell::Lg);
    let (r, _, used) = f.resolve_with(il(OffBox::BK2), pc(), vec![run("LG"), rn(1), rn(1), rn(2)], &mut Choose::new(false, true));
    assert_eq!(gain(&r.unwrap()), lg(&f, OffBox::BK2, 2));
    assert_eq!(lg(&f, OffBox::BK2, 2), 50);
    assert_eq!(used, 4, "directive, RN, SG RN, LG RN: one reading per FAC");
    // A box named: no TV either.
    assert_eq!(run_gain(&f, il(OffBox::BK2), pc(), vec![run("B+D"), rn(1), rn(1), rn(2)]), 50);
    // A sweep: O column SG, SG column LG, LG RN 12 read as is.
    assert_eq!(run_gain(&f, sl(OffBox::BK2), pc(), vec![run("LG"), rn(1), rn(1), rn(12)]), lg(&f, OffBox::BK2, 12));
}

/// [ttf7 7.3] Breakaway: ignore all BV, TV and RN modifiers; a new unmodified RN on the LG
/// column, or the SG column when the card has no LG column.
#[test]
fn breakaway_ttf7_7_3() {
    let f = Fixture::sample();
    let key = stunts(DefenseCall::run(Key::Back(OffBox::BK2)), &[(DefBox::A, DefBox::B)]);
    let (r, _, used) = f.resolve_with(il(OffBox::BK2).with(OffPrimary::Draw), key, vec![run("Breakaway"), rn(5)], &mut Choose::new(false, true));
    assert_eq!(gain(&r.unwrap()), lg(&f, OffBox::BK2, 5));
    assert_eq!(used, 2, "the Breakaway RN is the only other reading");
    // fb1 has no LG column: his SG column.
    assert!(rushing(&f, OffBox::BK1).lg.is_none());
    assert_eq!(run_gain(&f, sl(OffBox::BK1), pc(), vec![run("Breakaway"), rn(5)]), sg(&f, OffBox::BK1, 5));
    assert_eq!(sg(&f, OffBox::BK1, 5), 7);
}

/// [ttf7 7.3] Ls on a run that is not a pass-rush scramble: the highest SG value, no BV/TV, and no
/// LG reading.
#[test]
fn long_scramble_outside_a_pass_rush_ttf7_7_3() {
    let f = Fixture::sample();
    let card = rushing(&f, OffBox::QB);
    assert_eq!(card.n.unwrap()[0], RushCell::Sg);
    assert_eq!(card.sg[0], RushCell::Ls);
    let (r, _, used) = f.resolve_with(il(OffBox::QB), pc(), vec![run("LG"), rn(1), rn(1), rn(1)], &mut Choose::new(false, true));
    assert_eq!(gain(&r.unwrap()), card.sg_max() as i16);
    assert_eq!(card.sg_max(), 14);
    assert_eq!(used, 3, "no LG reading for Ls on a designed run");
}

// ---------------------------------------------------------------------------------------------
// §7.2 Blocking backs
// ---------------------------------------------------------------------------------------------

/// [ttf7 7.2] "BK" is the back(s) not carrying the ball.
#[test]
fn bk_is_the_other_back_ttf7_7_2() {
    let f = Fixture::sample();
    let rb = col(&f, OffBox::BK2, RushCol::I, 7);
    assert_eq!(run_gain(&f, il(OffBox::BK2), pc(), vec![run("BK"), rn(7)]), rb + 3, "fb1 blocks for rb1");
    let fb = col(&f, OffBox::BK1, RushCol::N, 7);
    assert_eq!(run_gain(&f, il(OffBox::BK1), pc(), vec![run("BK"), rn(7)]), fb + 1, "rb1 blocks for fb1");
    // The QB's run: both backs block (+3 + +1).
    let qb = col(&f, OffBox::QB, RushCol::N, 7);
    assert_eq!(run_gain(&f, il(OffBox::QB), pc(), vec![run("BK"), rn(7)]), qb + 4);
}

/// [ttf7 7.2] The ball carrier as the only back: "BK" changes nothing; "BK vs box" applies the
/// defender's TV (ambiguity 44); "BK vs an empty box" changes nothing.
#[test]
fn lone_back_ttf7_7_2() {
    let mut f = Fixture::sample();
    single_back(&mut f);
    let base = col(&f, OffBox::BK2, RushCol::I, 7);
    let y = |d: &str| run_gain(&f, il(OffBox::BK2), pc(), vec![run(d), rn(7)]);
    assert_eq!(y("BK"), base);
    assert_eq!(y("BK vs B"), base - 2);
    assert_eq!(y("BK vs C"), base);
    assert_eq!(y("BK+LG"), base + 5);
}

/// [ttf7 7.2] Two other backs add their BVs and act as one blocker (steps 4 and 6).
#[test]
fn two_blocking_backs_are_one_blocker_ttf7_7_2() {
    let mut f = Fixture::sample();
    // Three backs: fb1 (+3) BK1, rb1 BK2, rb3 (+1) BK3; rb1 carries.
    f.od.set(OffBox::FL1, None);
    f.od.set(OffBox::BK3, Some(pid(&f.off, "riv-rb3")));
    f.od.validate(&f.off).unwrap();
    let base = col(&f, OffBox::BK2, RushCol::I, 7);
    let y = |f: &Fixture, d: &str| run_gain(f, il(OffBox::BK2), pc(), vec![run(d), rn(7)]);
    assert_eq!(y(&f, "BK"), base + 4);
    // Combined +4 vs B (−2): the combined blocker wins and adds +4 (each alone: +3 and +1).
    assert_eq!(y(&f, "BK vs B"), base + 4);
    // Combined +4 vs a two-defender box (−4): standoff; fb1 alone would lose.
    let dt2 = pid(&f.def, "hbr-dt2");
    f.dd.remove(dt2);
    f.dd.place(DefBox::B, dt2);
    assert_eq!(y(&f, "BK vs B"), base);
}

/// [ttf7 7.2] [ttf7 10.2] The shotgun QB in BK3 is not a blocking back; Shotgun adds +1 to the
/// RN of inside runs and sweeps.
#[test]
fn shotgun_runs_ttf7_7_2() {
    let mut f = Fixture::sample();
    let normal = run_gain(&f, il(OffBox::BK2), pc(), vec![run("BK"), rn(6)]);
    assert_eq!(normal, col(&f, OffBox::BK2, RushCol::I, 6) + 3);
    shotgun(&mut f);
    assert_eq!(run_gain(&f, il(OffBox::BK2), pc(), vec![run("BK"), rn(6)]), col(&f, OffBox::BK2, RushCol::I, 7) + 3);
    assert_eq!(run_gain(&f, sl(OffBox::BK2), pc(), vec![run("BK"), rn(6)]), col(&f, OffBox::BK2, RushCol::O, 7) + 3);
    // The shotgun QB may run himself (BK3): +1 as well, both backs block.
    assert_eq!(run_gain(&f, il(OffBox::BK3), pc(), vec![run("BK"), rn(6)]), col(&f, OffBox::BK3, RushCol::N, 7) + 4);
}

// ---------------------------------------------------------------------------------------------
// §7.4 End-Reverse
// ---------------------------------------------------------------------------------------------

/// [ttf7 7.4] A negative ER directive is the yardage: no further FAC, no maximum loss.
#[test]
fn end_reverse_loss_ttf7_7_4() {
    let mut f = Fixture::sample();
    er_receiver(&mut f);
    let er = OffenseCall::new(OffPlay::EndReverse, OffBox::RE);
    for loss in [-4i8, -7] {
        let (r, _, used) = f.resolve_with(er, DefenseCall::run(Key::None), vec![card(blank().er(&loss.to_string())), rn(1)], &mut Choose::new(false, true));
        assert_eq!(gain(&r.unwrap()), loss as i16);
        assert_eq!(used, 1, "the play is over after the directive");
    }
}

/// [ttf7 7.4] "OK": next FAC's RN with the normal modifiers on the N column; +1 for each earlier
/// End-Reverse to the same player this game; no BV or TV (run directives are not read).
#[test]
fn end_reverse_ok_ttf7_7_4() {
    let mut f = Fixture::sample();
    er_receiver(&mut f);
    let er = OffenseCall::new(OffPlay::EndReverse, OffBox::RE);
    let n = |r: i16| col(&f, OffBox::RE, RushCol::N, r);
    let dir = || card(blank().er("OK").run("LG+LT"));
    assert_eq!(run_gain(&f, er, pc(), vec![dir(), rn(3)]), n(3));
    assert_eq!(n(3), 6);
    assert_eq!(run_gain(&f, er, DefenseCall::run(Key::None), vec![dir(), rn(3)]), n(5), "No Key +2");
    assert_eq!(run_gain(&f, er, DefenseCall::run(Key::Back(OffBox::BK2)), vec![dir(), rn(3)]), n(3), "wrong key");
    let mut f2 = Fixture::sample();
    er_receiver(&mut f2);
    f2.sit.er_before = 2;
    assert_eq!(run_gain(&f2, er, pc(), vec![dir(), rn(3)]), n(5), "third ER to him: +2");
    f2.sit.er_before = 1;
    assert_eq!(run_gain(&f2, er, DefenseCall::run(Key::None), vec![dir(), rn(3)]), n(6), "+1 and No Key +2");
    // No maximum loss: RN 12 on the N column.
    assert_eq!(run_gain(&f, er, pc(), vec![dir(), rn(12)]), n(12));
    assert!(n(12) < -3);
}

/// [ttf7 7.4] [ttf7 7.3] SG then Le on an End-Reverse: the LG column with a new RN.
#[test]
fn end_reverse_le_reads_lg_ttf7_7_4() {
    let mut f = Fixture::sample();
    er_receiver(&mut f);
    let card_ = rushing(&f, OffBox::RE);
    assert_eq!(card_.n.unwrap()[0], RushCell::Sg);
    assert_eq!(card_.sg[0], RushCell::Le);
    let er = OffenseCall::new(OffPlay::EndReverse, OffBox::RE);
    let (r, _, used) = f.resolve_with(er, pc(), vec![card(blank().er("OK")), rn(1), rn(1), rn(3)], &mut Choose::new(false, true));
    assert_eq!(gain(&r.unwrap()), lg(&f, OffBox::RE, 3));
    assert_eq!(used, 4);
    // SG yards on an ER: no BV/TV (there are none), the SG value as read.
    assert_eq!(run_gain(&f, er, pc(), vec![card(blank().er("OK")), rn(1), rn(2)]), sg(&f, OffBox::RE, 2));
}

/// [ttf7 7.4] [ttf7 10.2] [ttf7 10.4] The Shotgun's +1 is for inside runs and sweeps and line
/// stunts hit runs into the stunt: neither touches an End-Reverse.
#[test]
fn end_reverse_ignores_shotgun_and_stunts_ttf7_7_4() {
    let mut f = Fixture::sample();
    er_receiver(&mut f);
    let er = OffenseCall::new(OffPlay::EndReverse, OffBox::RE);
    let plain = run_gain(&f, er, pc(), vec![card(blank().er("OK")), rn(4)]);
    assert_eq!(plain, col(&f, OffBox::RE, RushCol::N, 4));
    let st = stunts(pc(), &[(DefBox::A, DefBox::B), (DefBox::D, DefBox::E)]);
    assert_eq!(run_gain(&f, er, st, vec![card(blank().er("OK")), rn(4)]), plain);
    shotgun(&mut f);
    assert_eq!(run_gain(&f, er, pc(), vec![card(blank().er("OK")), rn(4)]), plain);
}

// ---------------------------------------------------------------------------------------------
// §7.5 Pitchout
// ---------------------------------------------------------------------------------------------

/// [ttf7 7.5] (c)-(d): the direction is called first; after the first FAC the offense sees that
/// side's inside and outside directives and picks one; I column inside, O outside.
#[test]
fn pitchout_inside_or_outside_after_the_directives_ttf7_7_5() {
    let mut f = Fixture::sample();
    single_back(&mut f);
    let dir = || card(blank().il("LG").sl("B").ir("RT").sr("D"));
    let left = OffenseCall::new(OffPlay::Pitchout(Dir::Left), OffBox::BK2);
    let right = OffenseCall::new(OffPlay::Pitchout(Dir::Right), OffBox::BK2);
    let mut c = Choose::new(true, true);
    let (r, _, _) = play_with(&f, left, pc(), vec![dir(), rn(7)], &mut c);
    assert_eq!(c.seen, vec![("LG".parse().unwrap(), "B".parse().unwrap())]);
    assert_eq!(gain(&r), col(&f, OffBox::BK2, RushCol::I, 7) + 5);
    let mut c = Choose::new(false, true);
    let (r, _, _) = play_with(&f, left, pc(), vec![dir(), rn(7)], &mut c);
    assert_eq!(gain(&r), col(&f, OffBox::BK2, RushCol::O, 7) - 2);
    let mut c = Choose::new(true, true);
    let (r, _, _) = play_with(&f, right, pc(), vec![dir(), rn(7)], &mut c);
    assert_eq!(c.seen, vec![("RT".parse().unwrap(), "D".parse().unwrap())]);
    assert_eq!(gain(&r), col(&f, OffBox::BK2, RushCol::I, 7) + 3);
    let mut c = Choose::new(false, true);
    let (r, _, _) = play_with(&f, right, pc(), vec![dir(), rn(7)], &mut c);
    assert_eq!(gain(&r), col(&f, OffBox::BK2, RushCol::O, 7) - 1);
    // (e) names the I and O columns outright: the option that sends plain runs to N
    // (ambiguity 35) leaves the Pitchout alone.
    f.opts.io_columns = false;
    assert_ne!(col(&f, OffBox::BK2, RushCol::O, 12), col(&f, OffBox::BK2, RushCol::N, 12), "rb1's O and N differ at RN 12");
    let (r, _, _) = play_with(&f, left, pc(), vec![dir(), rn(12)], &mut Choose::new(false, true));
    assert_eq!(gain(&r), col(&f, OffBox::BK2, RushCol::O, 12) - 2);
}

/// [ttf7 7.5] (e): against a Run defense that keys no other back, the key counts as on the ball
/// carrier (+4): No Key and Key QB give +4; keying another back gives 0; pass defenses 0.
#[test]
fn pitchout_keys_ttf7_7_5() {
    let mut f = Fixture::sample();
    single_back(&mut f);
    let p = OffenseCall::new(OffPlay::Pitchout(Dir::Left), OffBox::BK2);
    let y = |f: &Fixture, p: OffenseCall, dc: DefenseCall| gain(&play_with(f, p, dc, vec![run("C"), rn(3)], &mut Choose::new(true, true)).0);
    let i = |f: &Fixture, b: OffBox, r: i16| col(f, b, RushCol::I, r) + 2;
    assert_eq!(y(&f, p, DefenseCall::run(Key::None)), i(&f, OffBox::BK2, 7), "No Key: +4, not +2");
    assert_eq!(y(&f, p, DefenseCall::run(Key::Qb)), i(&f, OffBox::BK2, 7));
    assert_eq!(y(&f, p, DefenseCall::run(Key::Back(OffBox::BK2))), i(&f, OffBox::BK2, 7));
    assert_eq!(y(&f, p, DefenseCall::run(Key::Back(OffBox::BK1))), i(&f, OffBox::BK2, 3), "another box keyed: wrong key");
    assert_eq!(y(&f, p, pc()), i(&f, OffBox::BK2, 3));
    assert_eq!(y(&f, p, blitz(&f, &["hbr-lb1", "hbr-lb2"])), i(&f, OffBox::BK2, 3));
    // The I-formation: the tailback in BK3 carries; keying the FB in BK2 is a wrong key.
    let mut g = Fixture::sample();
    i_formation(&mut g);
    let p3 = OffenseCall::new(OffPlay::Pitchout(Dir::Left), OffBox::BK3);
    assert_eq!(y(&g, p3, DefenseCall::run(Key::Back(OffBox::BK2))), i(&g, OffBox::BK3, 3));
    assert_eq!(y(&g, p3, DefenseCall::run(Key::Back(OffBox::BK3))), i(&g, OffBox::BK3, 7));
    assert_eq!(y(&g, p3, DefenseCall::run(Key::None)), i(&g, OffBox::BK3, 7));
}

/// [ttf7 7.5] [ttf7 4] No maximum loss on a Pitchout, even inside; stunts apply (−1 RN).
#[test]
fn pitchout_no_max_loss_and_stunts_ttf7_7_5() {
    let mut f = Fixture::sample();
    single_back(&mut f);
    let p = OffenseCall::new(OffPlay::Pitchout(Dir::Left), OffBox::BK2);
    let (r, _, _) = play_with(&f, p, pc(), vec![run("B+D"), rn(12)], &mut Choose::new(true, true));
    assert_eq!(gain(&r), col(&f, OffBox::BK2, RushCol::I, 12) - 3);
    assert_eq!(gain(&r), -4);
    let st = stunts(pc(), &[(DefBox::A, DefBox::B)]);
    let (r, _, _) = play_with(&f, p, st, vec![run("C"), rn(8)], &mut Choose::new(false, true));
    assert_eq!(gain(&r), col(&f, OffBox::BK2, RushCol::O, 7) + 2, "sweep left into the A-B stunt: −1");
}

/// [ttf7 7.5] (f): a fumble on a Pitchout adds +5 to the Team Fumble Range.
#[test]
fn pitchout_fumble_range_plus_five_ttf7_7_5() {
    let mut f = Fixture::sample();
    single_back(&mut f);
    let p = OffenseCall::new(OffPlay::Pitchout(Dir::Left), OffBox::BK2);
    let base = f.off.fumble_range as i16 + f.def.def_fumble_adj as i16;
    assert_eq!(base, 11);
    let cards = || vec![zcard(), run("LG"), rn(7), z("Fum"), pn(48)];
    let (r, trace, _) = play_with(&f, p, pc(), cards(), &mut Choose::new(false, true));
    assert_eq!(fumble_range(&trace), Some(base + 5));
    assert_eq!(r.z, Some(ZResult::Fumble));
    let (_, trace, _) = play_with(&f, sl(OffBox::BK2), pc(), cards(), &mut Choose::new(false, true));
    assert_eq!(fumble_range(&trace), Some(base), "a plain sweep: no +5");
}

// ---------------------------------------------------------------------------------------------
// §7.6 QB Option
// ---------------------------------------------------------------------------------------------

fn option(d: Dir, trailer: OffBox) -> OffenseCall {
    let mut c = OffenseCall::new(OffPlay::QbOption(d), OffBox::QB);
    c.trailer = Some(trailer);
    c
}

/// [ttf7 7.6] (h): the QB keeps on the side's Inside directive with normal modifiers (Key QB is
/// the correct key, a key on the trailing back is wrong).
#[test]
fn option_keep_ttf7_7_6() {
    let f = Fixture::sample();
    let dir = || card(blank().il("LG").sl("B").ir("RT").sr("D"));
    let o = option(Dir::Left, OffBox::BK2);
    let n = |r: i16| col(&f, OffBox::QB, RushCol::N, r);
    let y = |dc: DefenseCall, o: OffenseCall| {
        let mut c = Choose::new(false, true);
        let (r, _, used) = play_with(&f, o, dc, vec![dir(), rn(3)], &mut c);
        assert_eq!(used, 2);
        (gain(&r), c.seen)
    };
    let (g, seen) = y(DefenseCall::run(Key::Qb), o);
    assert_eq!(seen, vec![("LG".parse().unwrap(), "B".parse().unwrap())], "left inside and left sweep");
    assert_eq!(g, n(7) + 5);
    assert_eq!(y(DefenseCall::run(Key::Back(OffBox::BK2)), o).0, n(3) + 5);
    assert_eq!(y(DefenseCall::run(Key::None), o).0, n(5) + 5);
    assert_eq!(y(pc(), option(Dir::Right, OffBox::BK2)).0, n(3) + 3);
    // No maximum loss on an Option, keep or lateral (seed L307 over ambiguity 72): the QB's
    // RN-12 cell plus boxes B (−2) and D (−1).
    let mut c = Choose::new(false, true);
    let (r, _, _) = play_with(&f, o, pc(), vec![card(blank().il("B+D")), rn(12)], &mut c);
    assert_eq!(gain(&r), n(12) - 3);
    assert!(gain(&r) < -3);
}

/// [ttf7 7.6] (i): the lateral uses the Sweep directive to the same side (from the first FAC,
/// ambiguity 46) and one new RN on the trailing back's O (or N) column, keyed on his box.
#[test]
fn option_lateral_ttf7_7_6() {
    let f = Fixture::sample();
    let dir = || card(blank().il("LG").sl("B").ir("RT").sr("D"));
    let lat = |dc: DefenseCall, o: OffenseCall, r: u8| {
        let (rep, _, used) = play_with(&f, o, dc, vec![dir(), rn(r)], &mut Choose::new(false, false));
        assert_eq!(used, 2, "directive and one RN");
        gain(&rep)
    };
    let o = |r: i16| col(&f, OffBox::BK2, RushCol::O, r);
    assert_eq!(lat(DefenseCall::run(Key::Back(OffBox::BK2)), option(Dir::Left, OffBox::BK2), 3), o(7) - 2);
    assert_eq!(lat(DefenseCall::run(Key::Qb), option(Dir::Left, OffBox::BK2), 3), o(3) - 2, "Key QB: wrong key on the lateral");
    assert_eq!(lat(DefenseCall::run(Key::None), option(Dir::Right, OffBox::BK2), 3), o(5) - 1);
    // The FB has only an N column.
    assert_eq!(lat(pc(), option(Dir::Left, OffBox::BK1), 3), col(&f, OffBox::BK1, RushCol::N, 3) - 2);
    // No maximum loss on the lateral.
    let (r, _, _) = play_with(&f, option(Dir::Left, OffBox::BK2), pc(), vec![card(blank().sl("B+D")), rn(12)], &mut Choose::new(false, false));
    assert_eq!(gain(&r), o(12) - 3);
    assert_eq!(gain(&r), -6);
    // A line stunt hit by the lateral: −1.
    let st = stunts(pc(), &[(DefBox::A, DefBox::B)]);
    assert_eq!(lat(st, option(Dir::Left, OffBox::BK2), 8), o(7) - 2);
}

/// [ttf7 7.6] [ttf7 18.4] (j): every Z result that is not a penalty or "Inj BC" is a fumble with
/// +10 to the Team Fumble Range; the Point of Recovery is 10 yards behind the end of the play.
#[test]
fn option_z_cards_are_fumbles_ttf7_7_6() {
    let f = Fixture::sample();
    let o = option(Dir::Left, OffBox::BK1);
    let base = f.off.fumble_range as i16 + f.def.def_fumble_adj as i16;
    let yards = col(&f, OffBox::QB, RushCol::N, 3) + 5;
    // A doubling Z result becomes a fumble; the fumble occurs (PN 1), the offense recovers (PN 1)
    // and cannot advance (RN 12: No Return): 10 yards behind the end of the play.
    let cards = vec![zcard(), run("LG"), rn(3), z("x2"), pn(1), pn(1), rn(12)];
    let (r, trace, _) = play_with(&f, o, pc(), cards, &mut Choose::new(false, true));
    assert_eq!(r.z, Some(ZResult::Fumble));
    assert_eq!(fumble_range(&trace), Some(base + 10));
    assert!(r.outcome.record.flags.has(PlayFlags::FUMBLE));
    assert_eq!(gain(&r), yards - 10, "recovered 10 yards behind the end of the play");
    // An injury to another player becomes a fumble too (no fumble this time: PN 48).
    let (r, _, _) = play_with(&f, o, pc(), vec![zcard(), run("LG"), rn(3), z("Inj O:LG"), pn(48)], &mut Choose::new(false, true));
    assert_eq!(r.z, Some(ZResult::Fumble));
    assert_eq!(gain(&r), yards);
    assert!(r.injuries[0].is_none());
    // Inj BC stays an injury.
    let (r, _, _) = play_with(&f, o, pc(), vec![zcard(), run("LG"), rn(3), z("Inj BC"), pn(1), rn(3), pn(1), rn(3)], &mut Choose::new(false, true));
    assert!(matches!(r.z, Some(ZResult::Injury(_))));
    assert_eq!(r.injuries[0].map(|i| i.pid), Some(f.off_pid(OffBox::QB)));
    // A penalty stays a penalty (PN 48 is beyond the penalty range: no foul, no fumble).
    let (r, trace, _) = play_with(&f, o, pc(), vec![zcard(), run("LG"), rn(3), z("Pen O/D/R/K"), pn(48)], &mut Choose::new(false, true));
    assert!(matches!(r.z, Some(ZResult::Penalty(_))));
    assert_eq!(fumble_range(&trace), None);
}

/// [ttf7 7.6] [ttf7 18.2] A "Fumble(s)" Z result on an Option keeps its extras: the surehanded
/// ball carrier's −10 (and the home team's +5 when the home team tackles).
#[test]
fn option_fumble_s_keeps_its_extras_ttf7_7_6() {
    let f = Fixture::sample();
    assert!(f.off.player(f.off_pid(OffBox::BK2)).surehanded);
    let o = option(Dir::Left, OffBox::BK2);
    let base = f.off.fumble_range as i16 + f.def.def_fumble_adj as i16 + 10;
    let (r, trace, _) = play_with(&f, o, pc(), vec![zcard(), run("LG"), rn(3), z("Fum(s)"), pn(48)], &mut Choose::new(false, false));
    assert_eq!(r.z, Some(ZResult::FumbleS));
    assert_eq!(fumble_range(&trace), Some(base - 10));
    let (_, trace, _) = play_with(&f, o, pc(), vec![zcard(), run("LG"), rn(3), z("Fum"), pn(48)], &mut Choose::new(false, false));
    assert_eq!(fumble_range(&trace), Some(base));
}

/// [ttf7 7.6] [ttf7 18.1] Option fumbles count even on a touchdown; the recovery is 10 yards
/// behind the end of the play (the goal line).
#[test]
fn option_fumble_on_a_touchdown_ttf7_7_6() {
    let f = Fixture::sample().at(95, Down::First, 5);
    let o = option(Dir::Left, OffBox::BK1);
    assert!(col(&f, OffBox::QB, RushCol::N, 3) + 5 >= 5);
    let cards = vec![zcard(), run("LG"), rn(3), z("Fum"), pn(1), pn(1), rn(12)];
    let (r, _, _) = play_with(&f, o, pc(), cards, &mut Choose::new(false, true));
    assert!(r.outcome.record.flags.has(PlayFlags::FUMBLE));
    assert!(!r.outcome.record.flags.has(PlayFlags::TOUCHDOWN));
    assert_eq!(gain(&r), -5, "the goal line (100) − 10 = the 90, 5 yards behind the LOS at 95");
}

// ---------------------------------------------------------------------------------------------
// §7.7 Flop and Sneak
// ---------------------------------------------------------------------------------------------

/// [ttf7 7.7] Flop: −1 yard, no FAC flipped, no fumble, no Z card possible.
#[test]
fn flop_ttf7_7_7() {
    let f = Fixture::sample();
    let flop = il(OffBox::QB).with(OffPrimary::Flop);
    let (r, trace, used) = play_with(&f, flop, DefenseCall::run(Key::Qb), vec![zcard(), z("Fum"), pn(1)], &mut Choose::new(false, true));
    assert_eq!(gain(&r), -1);
    assert_eq!(used, 0, "no FAC");
    assert!(z_steps(&trace).is_empty());
    assert_eq!(r.z, None);
    assert!(!r.outcome.record.flags.has(PlayFlags::FUMBLE));
    assert_eq!(r.outcome.clock.seconds, f.ed.timing.flop_sneak[0]);
}

/// [ttf7 7.7] Sneak Range = 32 + BV(C, LG, RG) + TV(B, C, D) (signed). Riverton: 32 + 3 + 4 + 3
/// = 42; Harbor City: B −2, C empty, D −1 -> 39. One PN: within the range +1 yard, else 0.
#[test]
fn sneak_range_ttf7_7_7() {
    let f = Fixture::sample();
    let sneak = il(OffBox::QB).with(OffPrimary::Sneak);
    for (p, want) in [(1u8, 1i16), (39, 1), (40, 0), (48, 0)] {
        let (r, trace, used) = play_with(&f, sneak, DefenseCall::run(Key::None), vec![pn(p)], &mut Choose::new(false, true));
        assert_eq!(gain(&r), want, "PN {p}");
        assert_eq!(used, 1, "one FAC");
        let range = trace.iter().find_map(|s| match s {
            Step::Value { what: What::Sneak, value } => Some(*value),
            _ => None,
        });
        assert_eq!(range, Some(39));
    }
    // The defensive call and keys do not matter to a Sneak.
    let (r, _, _) = play_with(&f, sneak, DefenseCall::run(Key::Qb), vec![pn(39)], &mut Choose::new(false, true));
    assert_eq!(gain(&r), 1);
}

/// [ttf7 20.7] [ttf7 7.7] The Sneak is an Inside Run, so under the No-Huddle and the Hurry-Up
/// "the final yardage for any Run ... is reduced by HALF (round down)" (L1520): its yard becomes
/// 0; a touchdown is unaffected (the Sneak from the 1 still scores).
#[test]
fn a_no_huddle_sneak_gains_half_its_yard_ttf7_20_7() {
    let sneak = il(OffBox::QB).with(OffPrimary::Sneak);
    for tempo in [Tempo::NoHuddle, Tempo::HurryUp] {
        let mut f = Fixture::sample();
        f.sit.tempo = tempo;
        let (r, _, _) = play_with(&f, sneak, DefenseCall::run(Key::None), vec![pn(1)], &mut Choose::new(false, true));
        assert_eq!(gain(&r), 0, "{tempo:?}");
        let mut f = Fixture::sample().at(99, Down::First, 1);
        f.sit.tempo = tempo;
        let (r, _, _) = play_with(&f, sneak, DefenseCall::run(Key::None), vec![pn(1)], &mut Choose::new(false, true));
        assert_eq!(gain(&r), 1, "{tempo:?}: the touchdown stands");
    }
}

/// [ttf7 7.7] The Sneak uses individual values: no exceptional TV (L394), no exceptional BV, and
/// a box with two defenders counts both TVs (ambiguity 43), not the −4 of directed runs; blitzers
/// are absent; out-of-position TVs apply.
#[test]
fn sneak_values_ttf7_7_7() {
    let sneak = il(OffBox::QB).with(OffPrimary::Sneak);
    let range = |f: &Fixture| {
        let (_, trace, _) = play_with(f, sneak, DefenseCall::run(Key::None), vec![pn(48)], &mut Choose::new(false, true));
        trace
            .iter()
            .find_map(|s| match s {
                Step::Value { what: What::Sneak, value } => Some(*value),
                _ => None,
            })
            .unwrap()
    };
    let mut f = Fixture::sample();
    set_tv(&mut f.def, "hbr-dt1", Rated { value: -2, exceptional: Some(-4) });
    assert_eq!(range(&f), 39, "exceptional tacklers use the normal TV");
    // lb3 (−1) joins dt1 (−2) in B: −3, not the box's −4 (and D dt2 −1): 42 − 3 − 1 = 38.
    let mut f = Fixture::sample();
    let lb3 = pid(&f.def, "hbr-lb3");
    f.dd.remove(lb3);
    f.dd.place(DefBox::B, lb3);
    assert_eq!(range(&f), 38);
    // lb2 (−2) in box C: +2 TV out of position -> 0: 42 − 2 + 0 − 1 = 39.
    let mut f = Fixture::sample();
    let lb2 = pid(&f.def, "hbr-lb2");
    f.dd.remove(lb2);
    f.dd.place(DefBox::C, lb2);
    assert_eq!(range(&f), 39);
    // A guard at center (−1 BV): 41 − 3 = 38.
    let mut f = Fixture::sample();
    let (c, rg) = (f.od.get(OffBox::C), f.od.get(OffBox::RG));
    f.od.set(OffBox::C, rg);
    f.od.set(OffBox::RG, c);
    assert_eq!(range(&f), 42 - 2 - 3);
}

/// [ttf7 7.7] [ttf7 15] Z cards on a Sneak resolve normally: a Z on its one FAC triggers, the
/// Sneak PN comes from the next card, and a doubling Z result doubles the yard.
#[test]
fn sneak_z_cards_ttf7_7_7() {
    let f = Fixture::sample();
    let sneak = il(OffBox::QB).with(OffPrimary::Sneak);
    let (r, trace, used) = play_with(&f, sneak, DefenseCall::run(Key::None), vec![zcard(), pn(10), z("x2")], &mut Choose::new(false, true));
    assert_eq!(z_steps(&trace), vec![(1, true)]);
    assert_eq!(used, 3);
    assert_eq!(gain(&r), 2);
}

// ---------------------------------------------------------------------------------------------
// §7.8 Draw
// ---------------------------------------------------------------------------------------------

/// [ttf7 7.8] Draw: +2 vs any Run defense (on top of the key), −2 vs Pass Coverage or Prevent,
/// −4 vs Blitz.
#[test]
fn draw_modifiers_ttf7_7_8() {
    let f = Fixture::sample();
    let draw = il(OffBox::BK2).with(OffPrimary::Draw);
    let i = |r: i16| col(&f, OffBox::BK2, RushCol::I, r) + 5;
    let cases = [
        (DefenseCall::run(Key::None), 2 + 2),
        (DefenseCall::run(Key::Back(OffBox::BK2)), 4 + 2),
        (DefenseCall::run(Key::Back(OffBox::BK1)), 2),
        (DefenseCall::run(Key::Qb), 2),
        (pc(), -2),
        (DefenseCall::new(DefPlay::Prevent), -2),
        (blitz(&f, &["hbr-lb1", "hbr-lb2"]), -4),
    ];
    for (dc, m) in cases {
        assert_eq!(run_gain(&f, draw, dc, vec![run("LG"), rn(7)]), i(7 + m), "{:?} {:?}", dc.play, dc.key);
    }
    // A hand-computed case: vs Blitz RN 7 − 4 = 3 -> I column 7, +5 = 12.
    assert_eq!(run_gain(&f, draw, blitz(&f, &["hbr-lb1", "hbr-lb2"]), vec![run("LG"), rn(7)]), 12);
    // The QB may run the Draw.
    let qdraw = il(OffBox::QB).with(OffPrimary::Draw);
    assert_eq!(run_gain(&f, qdraw, pc(), vec![run("LG"), rn(7)]), col(&f, OffBox::QB, RushCol::N, 5) + 5);
}

// ---------------------------------------------------------------------------------------------
// §10.2 Double-Team and §10.4 line stunts on runs
// ---------------------------------------------------------------------------------------------

fn dt(oc: OffenseCall, target: DefBox, assist: OffBox) -> OffenseCall {
    let mut c = oc;
    c.double_team = Some(DoubleTeam { target, assist: Some(assist), player: None });
    c
}

/// [ttf7 10.2] (e): a directive naming the Primary Blocker uses +4, or +5 when the Primary or the
/// assisting Secondary is an Exceptional Blocker.
#[test]
fn double_team_primary_blocker_ttf7_10_2() {
    let mut f = Fixture::sample();
    let base = col(&f, OffBox::BK2, RushCol::I, 7);
    let y = |f: &Fixture, oc: OffenseCall, d: &str| run_gain(f, oc, pc(), vec![run(d), rn(7)]);
    // Box D: primary RG (+3), secondary C or RT.
    assert_eq!(y(&f, il(OffBox::BK2), "RG"), base + 3);
    assert_eq!(y(&f, dt(il(OffBox::BK2), DefBox::D, OffBox::C), "RG"), base + 4);
    assert_eq!(y(&f, dt(il(OffBox::BK2), DefBox::D, OffBox::RT), "RG"), base + 4);
    // Blocker vs box with the Primary: +4 vs D's −1 -> +4.
    assert_eq!(y(&f, il(OffBox::BK2), "RG vs D"), base + 3);
    assert_eq!(y(&f, dt(il(OffBox::BK2), DefBox::D, OffBox::C), "RG vs D"), base + 4);
    // Box B: primary LG, an Exceptional Blocker: +5 even against a box (normally +4 there).
    assert_eq!(y(&f, il(OffBox::BK2), "LG vs B"), base + 4);
    assert_eq!(y(&f, dt(il(OffBox::BK2), DefBox::B, OffBox::C), "LG vs B"), base + 5);
    // Box E: primary RT (+3); the assisting RG made exceptional -> +5.
    assert_eq!(y(&f, dt(il(OffBox::BK2), DefBox::E, OffBox::RG), "RT"), base + 4);
    set_bv(&mut f.off, "riv-og2", Rated { value: 3, exceptional: Some(4) });
    assert_eq!(y(&f, dt(il(OffBox::BK2), DefBox::E, OffBox::RG), "RT"), base + 5);
    // Box A: primary LT, assist LG (exceptional) -> +5.
    assert_eq!(y(&f, dt(il(OffBox::BK2), DefBox::A, OffBox::LG), "LT"), base + 5);
    // A double-team that the directive does not name changes nothing.
    assert_eq!(y(&f, dt(il(OffBox::BK2), DefBox::A, OffBox::LG), "RT"), base + 3);
}

/// [ttf7 10.2] (e): a directive naming the Secondary Blocker uses +0 or his BV, whichever is
/// lower.
#[test]
fn double_team_secondary_blocker_ttf7_10_2() {
    let mut f = Fixture::sample();
    let base = col(&f, OffBox::BK2, RushCol::I, 7);
    let y = |f: &Fixture, oc: OffenseCall, d: &str| run_gain(f, oc, pc(), vec![run(d), rn(7)]);
    assert_eq!(y(&f, il(OffBox::BK2), "CN"), base + 3);
    assert_eq!(y(&f, dt(il(OffBox::BK2), DefBox::D, OffBox::C), "CN"), base);
    assert_eq!(y(&f, dt(il(OffBox::BK2), DefBox::D, OffBox::C), "CN+RG"), base + 4);
    // The other listed secondary (RT) did not assist: C keeps his BV.
    assert_eq!(y(&f, dt(il(OffBox::BK2), DefBox::D, OffBox::RT), "CN"), base + 3);
    // A secondary with a negative BV keeps it (min(0, −1) = −1).
    set_bv(&mut f.off, "riv-c1", Rated::plain(-1));
    assert_eq!(y(&f, dt(il(OffBox::BK2), DefBox::D, OffBox::C), "CN"), base - 1);
}

/// [ttf7 10.2] (a): a Row-2/3 defender is double-teamed only if he blitzes (or moves to Row 1);
/// a blitzer uses his column's Row-1 entry (ambiguity 53). A box with nobody in it holds no
/// defender to double-team.
#[test]
fn double_team_takes_effect_only_on_a_row_one_defender_or_blitzer_ttf7_10_2() {
    let f = Fixture::sample();
    let base = col(&f, OffBox::BK2, RushCol::I, 7);
    let y = |oc: OffenseCall, dc: DefenseCall, d: &str| run_gain(&f, oc, dc, vec![run(d), rn(7)]);
    let on_f = dt(il(OffBox::BK2), DefBox::F, OffBox::LG);
    assert_eq!(y(on_f, pc(), "LT"), base + 3, "F stays in row 2: no double-team");
    assert_eq!(y(on_f, blitz(&f, &["hbr-lb1", "hbr-lb2"]), "LT"), base + 5, "F blitzes: LT is the primary (+4, +5 with LG assisting)");
    let on_f_te = dt(il(OffBox::BK2), DefBox::F, OffBox::LTE);
    assert_eq!(y(on_f_te, blitz(&f, &["hbr-lb1", "hbr-lb2"]), "LT"), base + 5, "the LTE (+3(+4)) is exceptional too");
    // Nobody in box C: a double-team "on C" blocks nobody.
    assert_eq!(y(dt(il(OffBox::BK2), DefBox::C, OffBox::RG), pc(), "CN"), base + 3);
    assert_eq!(y(dt(il(OffBox::BK2), DefBox::C, OffBox::RG), pc(), "RG"), base + 3);
}

/// [ttf7 10.4] A run straight into stunting linemen: −1 to the initial RN (SL vs A or B, IR vs C
/// or D, SR vs D or E, IL vs B or C); runs elsewhere are unaffected; any defense.
#[test]
fn line_stunts_on_runs_ttf7_10_4() {
    let f = Fixture::sample();
    let ab = stunts(pc(), &[(DefBox::A, DefBox::B)]);
    let de = stunts(pc(), &[(DefBox::D, DefBox::E)]);
    let y = |oc: OffenseCall, dc: DefenseCall| run_gain(&f, oc, dc, vec![run("LG"), rn(8)]);
    let i = |r: i16| col(&f, OffBox::BK2, RushCol::I, r) + 5;
    let o = |r: i16| col(&f, OffBox::BK2, RushCol::O, r) + 5;
    let ir = OffenseCall::new(OffPlay::InsideRight, OffBox::BK2);
    let sr = OffenseCall::new(OffPlay::SweepRight, OffBox::BK2);
    assert_ne!(i(7), i(8));
    assert_eq!(y(sl(OffBox::BK2), ab), o(7));
    assert_eq!(y(il(OffBox::BK2), ab), i(7));
    assert_eq!(y(ir, ab), i(8));
    assert_eq!(y(sr, ab), o(8));
    assert_eq!(y(sr, de), o(7));
    assert_eq!(y(ir, de), i(7));
    assert_eq!(y(il(OffBox::BK2), de), i(8));
    assert_eq!(y(sl(OffBox::BK2), de), o(8));
    // Two pairs, a run into both: still −1.
    let both = stunts(pc(), &[(DefBox::A, DefBox::B), (DefBox::D, DefBox::E)]);
    assert_eq!(y(il(OffBox::BK2), both), i(7));
    // With a Run defense and a key: the stunt adds to the key (+4 − 1).
    let keyed = stunts(DefenseCall::run(Key::Back(OffBox::BK2)), &[(DefBox::A, DefBox::B)]);
    assert_eq!(run_gain(&f, il(OffBox::BK2), keyed, vec![run("LG"), rn(5)]), i(8));
    // Only the initial RN: the SG RN is read raw.
    assert_eq!(run_gain(&f, il(OffBox::BK2), ab, vec![run("LG"), rn(2), rn(3)]), sg(&f, OffBox::BK2, 3) + 5);
    // Clamp at 1.
    assert_eq!(run_gain(&f, sl(OffBox::BK2), ab, vec![run("LG"), rn(1), rn(3)]), sg(&f, OffBox::BK2, 3) + 5);
}

// ---------------------------------------------------------------------------------------------
// §22 Playing out of position
// ---------------------------------------------------------------------------------------------

fn swap(f: &mut Fixture, a: OffBox, b: OffBox) {
    let (x, y) = (f.od.get(a), f.od.get(b));
    f.od.set(a, y);
    f.od.set(b, x);
    f.od.validate(&f.off).unwrap();
}

/// [ttf7 22.1] [ttf7 22.2] Offensive linemen out of position: guard at center −1 BV, center at
/// guard −1 BV, tackle at guard −1 BV, guard at tackle −1 BV (also on the exceptional value);
/// LT↔RT and LG↔RG are free; a generic OL plays anywhere.
#[test]
fn offensive_line_out_of_position_bv_ttf7_22_2() {
    let base_f = Fixture::sample();
    let base = col(&base_f, OffBox::BK2, RushCol::I, 7);
    let y = |f: &Fixture, d: &str| run_gain(f, il(OffBox::BK2), pc(), vec![run(d), rn(7)]);
    // G (og2 +3) at C and C (c1 +3) at RG.
    let mut f = Fixture::sample();
    swap(&mut f, OffBox::C, OffBox::RG);
    assert_eq!(y(&f, "CN"), base + 2);
    assert_eq!(y(&f, "RG"), base + 2);
    // T (ot1 +3) at LG, G (og1 +4(+5)) at LT.
    let mut f = Fixture::sample();
    swap(&mut f, OffBox::LT, OffBox::LG);
    assert_eq!(y(&f, "LG"), base + 2);
    assert_eq!(y(&f, "LT"), base + 4, "exceptional +5 − 1");
    assert_eq!(y(&f, "LT vs C"), base + 3, "plain +4 − 1 against a box");
    // C at tackle.
    let mut f = Fixture::sample();
    swap(&mut f, OffBox::C, OffBox::RT);
    assert_eq!(y(&f, "RT"), base + 2);
    assert_eq!(y(&f, "CN"), base + 2, "the tackle at center");
    // Free moves.
    let mut f = Fixture::sample();
    swap(&mut f, OffBox::LT, OffBox::RT);
    swap(&mut f, OffBox::LG, OffBox::RG);
    assert_eq!(y(&f, "LT"), base + 3);
    assert_eq!(y(&f, "RG"), base + 5);
    // A generic OL (+2) at center: no modifier.
    let mut f = Fixture::sample();
    f.od.set(OffBox::C, Some(pid(&f.off, "riv-ol1")));
    assert_eq!(y(&f, "CN"), base + 2);
}

/// [ttf7 22.1] [ttf7 22.3] Defenders out of position change their TV on runs: NT in A/E +1,
/// DE in C +1, LB in C +2, DBs in A/E +1 and B/D +2 (also the exceptional value).
#[test]
fn defenders_out_of_position_tv_ttf7_22_3() {
    let base_f = Fixture::sample();
    let base = col(&base_f, OffBox::BK2, RushCol::I, 7);
    let y = |f: &Fixture, d: &str| run_gain(f, il(OffBox::BK2), pc(), vec![run(d), rn(7)]);
    let put = |f: &mut Fixture, out: &str, b: DefBox, id: &str| {
        if !out.is_empty() {
            let o = pid(&f.def, out);
            f.dd.remove(o);
        }
        let p = pid(&f.def, id);
        f.dd.remove(p);
        f.dd.place(b, p);
        f.dd.validate(&f.def).unwrap();
    };
    // NT (−3) in A: −2.
    let mut f = Fixture::sample();
    put(&mut f, "hbr-de1", DefBox::A, "hbr-nt1");
    assert_eq!(tv(&f.def, "hbr-nt1"), -3);
    assert_eq!(y(&f, "A"), base - 2);
    // The same NT in B: no modifier.
    let mut f = Fixture::sample();
    put(&mut f, "hbr-dt1", DefBox::B, "hbr-nt1");
    assert_eq!(y(&f, "B"), base - 3);
    // DE (−2) in C: −1.
    let mut f = Fixture::sample();
    put(&mut f, "", DefBox::C, "hbr-de1");
    assert_eq!(y(&f, "C"), base - 1);
    // LB (−2) in C: 0 — an occupied box, so no +2 either.
    let mut f = Fixture::sample();
    put(&mut f, "", DefBox::C, "hbr-lb2");
    assert_eq!(y(&f, "C"), base);
    // LB in B: no modifier.
    let mut f = Fixture::sample();
    put(&mut f, "hbr-dt1", DefBox::B, "hbr-lb2");
    assert_eq!(y(&f, "B"), base - 2);
    // DB (−1) in B: +1 (he helps the runner).
    let mut f = Fixture::sample();
    put(&mut f, "hbr-dt1", DefBox::B, "hbr-db1");
    assert_eq!(y(&f, "B"), base + 1);
    // CB (−1) in E: 0.
    let mut f = Fixture::sample();
    put(&mut f, "hbr-de2", DefBox::E, "hbr-cb3");
    assert_eq!(y(&f, "E"), base);
    // An exceptional NT −3(−4) in A: named alone −4 + 1 = −3; in a battle −3 + 1 = −2.
    let mut f = Fixture::sample();
    set_tv(&mut f.def, "hbr-nt1", Rated { value: -3, exceptional: Some(-4) });
    put(&mut f, "hbr-de1", DefBox::A, "hbr-nt1");
    assert_eq!(y(&f, "A"), base - 3);
    assert_eq!(y(&f, "RE vs A"), base - 2, "+1 − 2 < 0: his (modified) −2");
    // A row-2 DB is not modified on runs.
    let mut f = Fixture::sample();
    put(&mut f, "hbr-lb2", DefBox::H, "hbr-s1");
    assert_eq!(y(&f, "H"), base - 1);
}

/// [ttf7 22.1] [ttf7 22.2] Pass Blocking Values out of position: tackle at guard and guard at
/// tackle −1 PB each; a center at guard keeps his PB; PB never goes below 0. Seen in the pass
/// rush (Short vs Blitz), where the trace records defense PRV − offense PBV.
#[test]
fn offensive_line_out_of_position_pb_ttf7_22_2() {
    let rush_margin = |f: &Fixture| {
        let dc = blitz(f, &["hbr-lb1", "hbr-lb2"]);
        let cards = vec![Fac::Card(blank()); 12];
        let (r, trace, _) = f.resolve_with(OffenseCall::new(OffPlay::Short, OffBox::RE), dc, cards, &mut Choose::new(false, true));
        r.unwrap();
        trace
            .iter()
            .find_map(|s| match s {
                Step::Value { what: What::Sack, value } => Some(*value),
                _ => None,
            })
            .expect("a pass rush")
    };
    let f = Fixture::sample();
    let base = rush_margin(&f);
    let mut g = Fixture::sample();
    swap(&mut g, OffBox::LT, OffBox::LG);
    assert_eq!(rush_margin(&g), base + 2, "both lose 1 PB");
    let mut g = Fixture::sample();
    swap(&mut g, OffBox::C, OffBox::RG);
    assert_eq!(rush_margin(&g), base, "center and guard swap: BV only");
    let mut g = Fixture::sample();
    swap(&mut g, OffBox::C, OffBox::RT);
    assert_eq!(rush_margin(&g), base + 2);
    let mut g = Fixture::sample();
    swap(&mut g, OffBox::LT, OffBox::RT);
    assert_eq!(rush_margin(&g), base);
    // A tackle with PB 0 at guard stays at 0 (only the guard at tackle loses 1).
    let mut g = Fixture::sample();
    let ot1 = pid(&g.off, "riv-ot1") as usize;
    g.off.players[ot1].pbv = Some(0);
    let zero = rush_margin(&g);
    assert_eq!(zero, base + 3, "ot1's PB 3 -> 0");
    swap(&mut g, OffBox::LT, OffBox::LG);
    assert_eq!(rush_margin(&g), zero + 1, "0 − 1 stays 0; the guard at tackle loses 1");
}

// ---------------------------------------------------------------------------------------------
// §6 and §15: the deck and Z cards on runs
// ---------------------------------------------------------------------------------------------

/// [ttf7 6] [ttf7 15] Each FAC gives one reading; a Z card carries none (the next card is read);
/// when a Z card applies the play finishes normally, then a new FAC's Z Results are read.
#[test]
fn z_card_finishes_the_play_then_reads_a_result_ttf7_15() {
    let f = Fixture::sample();
    let plain = run_gain(&f, il(OffBox::BK2), pc(), vec![run("LG"), rn(7)]);
    assert_eq!(plain, 9);
    // Without a Z card no Z result is read (the filler cards carry "x2").
    let (r, trace, used) = play_with(&f, il(OffBox::BK2), pc(), vec![run("LG"), rn(7)], &mut Choose::new(false, true));
    assert_eq!((used, r.z, z_results(&trace)), (2, None, 0));
    // Z first: the directive and RN come from the next two cards, then the Z result (x3).
    let (r, trace, used) = play_with(&f, il(OffBox::BK2), pc(), vec![zcard(), run("LG"), rn(7), z("x3")], &mut Choose::new(false, true));
    assert_eq!(used, 4);
    assert_eq!(r.z, Some(ZResult::Triple));
    assert_eq!(gain(&r), 27);
    assert_eq!(z_steps(&trace), vec![(1, true)]);
    // The Z between the directive and the RN.
    let (r, _, used) = play_with(&f, il(OffBox::BK2), pc(), vec![run("LG"), zcard(), rn(7), z("x2")], &mut Choose::new(false, true));
    assert_eq!((gain(&r), used), (18, 4));
}

/// [ttf7 6] [ttf7 15] Only the first three FACs flipped for a play can trigger a Z; Z cards
/// count as flips.
#[test]
fn z_window_is_the_first_three_flips_ttf7_15() {
    let f = Fixture::sample();
    // Directive, SG RN, Z (flip 3), SG column RN: counted.
    let (r, trace, used) = play_with(&f, il(OffBox::BK2), pc(), vec![run("LG"), rn(1), zcard(), rn(3), z("x2")], &mut Choose::new(false, true));
    assert_eq!(z_steps(&trace), vec![(3, true)]);
    assert_eq!(gain(&r), (sg(&f, OffBox::BK2, 3) + 5) * 2);
    assert_eq!(used, 5);
    // Directive, SG RN, SG -> LG, Z (flip 4), LG RN: ignored.
    let (r, trace, used) = play_with(&f, il(OffBox::BK2), pc(), vec![run("LG"), rn(1), rn(1), zcard(), rn(2), z("x2")], &mut Choose::new(false, true));
    assert_eq!(z_steps(&trace), vec![(4, false)]);
    assert_eq!(r.z, None);
    assert_eq!(gain(&r), lg(&f, OffBox::BK2, 2));
    assert_eq!(used, 5, "no Z result read");
    // Two Z cards in a row: the first counts (flip 1); the second (flip 2) is ignored.
    let (r, trace, _) = play_with(&f, il(OffBox::BK2), pc(), vec![zcard(), zcard(), run("LG"), rn(7), z("x2")], &mut Choose::new(false, true));
    assert_eq!(z_steps(&trace), vec![(1, true), (2, false)]);
    assert_eq!(z_results(&trace), 1);
    assert_eq!(gain(&r), 18);
    // A Z card turning up where the Z result is read is skipped (the result comes from the next
    // card) and does not count.
    let (r, trace, used) = play_with(&f, il(OffBox::BK2), pc(), vec![zcard(), run("LG"), rn(7), zcard(), z("x2")], &mut Choose::new(false, true));
    assert_eq!(z_steps(&trace), vec![(1, true), (4, false)]);
    assert_eq!((gain(&r), used), (18, 5));
}

/// [ttf7 15] [ttf7 16.1] An injury Z result on a run: "Inj BC" hurts the ball carrier; the play's
/// yardage stands.
#[test]
fn z_injury_on_a_run_ttf7_15() {
    let f = Fixture::sample();
    let (r, _, _) = play_with(&f, il(OffBox::BK2), pc(), vec![zcard(), run("LG"), rn(7), z("Inj BC"), pn(1), rn(3)], &mut Choose::new(false, true));
    assert_eq!(gain(&r), 9);
    assert_eq!(r.injuries[0].map(|i| (i.side, i.pid)), Some((Side::Home, f.off_pid(OffBox::BK2))));
}

/// [ttf7 15] [ttf7 18.2] A fumble Z result on a run: Team Fumble Range + the tackling team's
/// Defense Fumble Adjustment + the Forced Fumble Adjustment of the defender in the named box.
#[test]
fn z_fumble_on_a_run_ttf7_15() {
    let f = Fixture::sample();
    let de1_ff = f.def.player(pid(&f.def, "hbr-de1")).defense.unwrap().ff as i16;
    let (_, trace, _) = play_with(&f, sl(OffBox::BK2), pc(), vec![zcard(), run("A"), rn(7), z("Fum"), pn(48)], &mut Choose::new(false, true));
    assert_eq!(fumble_range(&trace), Some(9 + 2 + de1_ff));
    assert_eq!(fumble_range(&trace), Some(14));
    // No box named: no forced-fumble adjustment.
    let (_, trace, _) = play_with(&f, sl(OffBox::BK2), pc(), vec![zcard(), run("LG"), rn(7), z("Fum"), pn(48)], &mut Choose::new(false, true));
    assert_eq!(fumble_range(&trace), Some(11));
}

// ---------------------------------------------------------------------------------------------
// §19 Yardage multipliers on runs
// ---------------------------------------------------------------------------------------------

/// [ttf7 19] Double/Triple multiply the Final Yardage, gains and losses; the inside-run maximum
/// loss of −3 applies before the multiplier (−6, −9); sweeps have no maximum.
#[test]
fn multipliers_on_runs_ttf7_19() {
    let f = Fixture::sample();
    let y = |oc: OffenseCall, d: &str, r: u8, m: &str| run_gain(&f, oc, pc(), vec![zcard(), run(d), rn(r), z(m)]);
    assert_eq!(y(il(OffBox::BK2), "LG", 7, "x2"), 18);
    assert_eq!(y(il(OffBox::BK2), "LG", 7, "x3"), 27);
    // A loss of 2: −4 / −6.
    let loss = col(&f, OffBox::BK2, RushCol::I, 11) - 2;
    assert_eq!(loss, -2);
    assert_eq!(y(il(OffBox::BK2), "B", 11, "x2"), -4);
    assert_eq!(y(il(OffBox::BK2), "B", 11, "x3"), -6);
    // Max loss first: −4 -> −3, then ×2 / ×3.
    assert_eq!(y(il(OffBox::BK2), "B+D", 12, "x2"), -6);
    assert_eq!(y(il(OffBox::BK2), "B+D", 12, "x3"), -9);
    // Sweep: −6 ×2 = −12.
    assert_eq!(y(sl(OffBox::BK2), "B+D", 12, "x2"), -12);
    // Breakaway and End-Reverse losses are multiplied too.
    assert_eq!(y(sl(OffBox::BK2), "Breakaway", 12, "x2"), lg(&f, OffBox::BK2, 12) * 2);
    let mut g = Fixture::sample();
    er_receiver(&mut g);
    let er = OffenseCall::new(OffPlay::EndReverse, OffBox::RE);
    assert_eq!(run_gain(&g, er, pc(), vec![zcard(), card(blank().er("-4")), z("x3")]), -12);
    // A zero-yard run stays 0.
    assert_eq!(y(il(OffBox::BK2), "RE vs D", 11, "x3"), 0);
}

/// [ttf7 19] Multipliers are ignored on scoring plays (a touchdown or a safety stands as run);
/// a multiplied gain that reaches the end zone is a touchdown (ambiguity 65).
#[test]
fn multipliers_and_scores_ttf7_19() {
    let td = Fixture::sample().at(95, Down::First, 5);
    let r = td.resolve(il(OffBox::BK2), pc(), vec![zcard(), run("LG"), rn(7), z("x2")]);
    assert!(r.outcome.record.flags.has(PlayFlags::TOUCHDOWN));
    assert_eq!(gain(&r), 9, "the touchdown run is not doubled");
    let safety = Fixture::sample().at(2, Down::First, 10);
    let r = safety.resolve(sl(OffBox::BK2), pc(), vec![zcard(), run("B+D"), rn(12), z("x3")]);
    assert_eq!(gain(&r), -6, "the safety is not tripled");
    let cross = Fixture::sample().at(90, Down::First, 10);
    let r = cross.resolve(il(OffBox::BK2), pc(), vec![zcard(), run("LG"), rn(7), z("x2")]);
    assert_eq!(gain(&r), 18);
    assert!(r.outcome.record.flags.has(PlayFlags::TOUCHDOWN));
}

// ---------------------------------------------------------------------------------------------
// §20.3 Out of bounds
// ---------------------------------------------------------------------------------------------

fn oob(r: &PlayReport) -> bool {
    r.outcome.record.flags.has(PlayFlags::OUT_OF_BOUNDS)
}

fn rn_ob(n: u8) -> Fac {
    card(blank().rn(n).ob())
}

/// [ttf7 20.3] The last FAC of the play was read for its RN and it carries "OB": out of bounds,
/// 10 seconds, the clock stops.
#[test]
fn sweep_out_of_bounds_ttf7_20_3() {
    let f = Fixture::sample();
    let r = f.resolve(sl(OffBox::BK2), pc(), vec![run("LG"), rn_ob(7)]);
    assert!(oob(&r));
    assert!(r.raw.oob);
    assert_eq!(r.outcome.clock.seconds, f.ed.timing.out_of_bounds[0]);
    assert!(r.stopped_clock);
    assert_eq!(gain(&r), col(&f, OffBox::BK2, RushCol::O, 7) + 5, "the yardage stands");
    let r = f.resolve(sl(OffBox::BK2), pc(), vec![run("LG"), rn(7)]);
    assert!(!oob(&r));
    assert_eq!(r.outcome.clock.seconds, f.ed.timing.run[0]);
}

/// [ttf7 20.3] Only the last FAC counts: an OB on the first RN followed by an SG RN without it
/// stays in bounds, and the reverse goes out; an OB on the directive card (not read for its RN)
/// does not count.
#[test]
fn only_the_last_run_number_counts_ttf7_20_3() {
    let f = Fixture::sample();
    assert!(!oob(&f.resolve(sl(OffBox::BK2), pc(), vec![run("LG"), rn_ob(1), rn(3)])));
    assert!(oob(&f.resolve(sl(OffBox::BK2), pc(), vec![run("LG"), rn(1), rn_ob(3)])));
    assert!(oob(&f.resolve(sl(OffBox::BK2), pc(), vec![run("LG"), rn(1), rn(1), rn_ob(5)])), "the LG RN");
    assert!(!oob(&f.resolve(sl(OffBox::BK2), pc(), vec![card(blank().run("LG").ob()), rn(7)])));
    assert!(oob(&f.resolve(sl(OffBox::BK2), pc(), vec![run("Breakaway"), rn_ob(7)])));
    // The Z result's card is read after the play: its OB is not the play's last RN.
    assert!(!oob(&f.resolve(sl(OffBox::BK2), pc(), vec![zcard(), run("LG"), rn(7), card(blank().z("x2").ob())])));
}

/// [ttf7 20.3] OB is ignored on all inside runs: inside runs, the Draw, the QB's inside run, a
/// Pitchout run inside and the Option keep; it counts on a Pitchout outside, an Option lateral
/// and an End-Reverse.
#[test]
fn out_of_bounds_ignored_on_inside_runs_ttf7_20_3() {
    let f = Fixture::sample();
    assert!(!oob(&f.resolve(il(OffBox::BK2), pc(), vec![run("LG"), rn_ob(7)])));
    assert!(!oob(&f.resolve(OffenseCall::new(OffPlay::InsideRight, OffBox::QB), pc(), vec![run("LG"), rn_ob(7)])));
    assert!(!oob(&f.resolve(il(OffBox::BK2).with(OffPrimary::Draw), pc(), vec![run("LG"), rn_ob(7)])));
    assert!(!oob(&f.resolve(il(OffBox::BK2), pc(), vec![run("LG"), rn(1), rn_ob(3)])), "SG on an inside run");
    let o = option(Dir::Left, OffBox::BK2);
    let (r, _, _) = play_with(&f, o, pc(), vec![run("LG"), rn_ob(7)], &mut Choose::new(false, true));
    assert!(!oob(&r), "Option keep: an inside run");
    let (r, _, _) = play_with(&f, o, pc(), vec![run("LG"), rn_ob(7)], &mut Choose::new(false, false));
    assert!(oob(&r), "Option lateral: a sweep");
    let mut g = Fixture::sample();
    single_back(&mut g);
    let p = OffenseCall::new(OffPlay::Pitchout(Dir::Right), OffBox::BK2);
    let (r, _, _) = play_with(&g, p, pc(), vec![run("LG"), rn_ob(7)], &mut Choose::new(true, true));
    assert!(!oob(&r), "Pitchout run inside: an inside run");
    let (r, _, _) = play_with(&g, p, pc(), vec![run("LG"), rn_ob(7)], &mut Choose::new(false, true));
    assert!(oob(&r), "Pitchout run outside");
    let mut e = Fixture::sample();
    er_receiver(&mut e);
    let er = OffenseCall::new(OffPlay::EndReverse, OffBox::RE);
    assert!(oob(&e.resolve(er, pc(), vec![card(blank().er("OK")), rn_ob(4)])));
    assert!(!oob(&e.resolve(er, pc(), vec![card(blank().er("-3").ob())])), "ER loss: the directive is the last FAC");
}
