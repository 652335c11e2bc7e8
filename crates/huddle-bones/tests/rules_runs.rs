//! Rule tests for running plays (§7), breakaways (§8), the Flop, the Sneak, the Draw and
//! Double-Team Blocking (§12), the Run Blitz and line stunts (§13.7, §13.8). Rolls are found by
//! what the reconstructed tables say; the ball carriers get an all-ranged rushing column (−2 to
//! 12, B 99-00, M 40) so that one step is one yard.

use huddle_bones::call::{check_defense, check_offense, CallContext, DefPlay, DefenseCall, OffPlay, OffStrategy, OffenseCall, RunKey};
use huddle_bones::dice::{Roll, Use};
use huddle_bones::options::BreakLimit;
use huddle_bones::resolve::{End, Kind};
use huddle_bones::tables::{Block, OffSlot, PassCol, RunCol};
use huddle_bones::testkit::{block_roll, column, column_roll, receiver_roll, Fixture, R};
use huddle_bones::Pid;
use huddle_cards::bones::{ColumnRead, D100};
use huddle_cards::{DefBox, Group, OffBox};

const COLS: [RunCol; 6] = [RunCol::SL, RunCol::IL, RunCol::IR, RunCol::SR, RunCol::CL, RunCol::CR];

/// KC against BAL, the back in BK2 and the quarterback on the all-ranged column.
fn fx() -> Fixture {
    let mut f = Fixture::default();
    f.card(OffBox::BK2).rush = Some(column(-2, 12, 40));
    f.card(OffBox::QB).rush = Some(column(-2, 12, 40));
    f
}

/// The roll that reads `y` yards on the rushing column of the player in `b`.
fn yards(f: &Fixture, b: OffBox, y: i8) -> u8 {
    column_roll(&f.off.player(f.at(b)).bones.as_ref().unwrap().rush.unwrap(), ColumnRead::Yards(y))
}

fn set_bv(f: &mut Fixture, b: OffBox, v: i8) {
    f.card(b).bv = Some(v);
}

fn set_tv(f: &mut Fixture, p: Pid, v: i8) {
    f.def.players[p as usize].bones.as_mut().unwrap().defense.as_mut().unwrap().tv = v;
}

/// A Blocking Battle roll in `col` that names one lineman, whose BV is set to 0: no modifier.
fn neutral(f: &mut Fixture, col: RunCol) -> u8 {
    let (slot, b) = match col {
        RunCol::SL => ("LT", OffBox::LT),
        RunCol::IL | RunCol::CL => ("LG", OffBox::LG),
        RunCol::IR | RunCol::CR => ("RG", OffBox::RG),
        RunCol::SR => ("RT", OffBox::RT),
    };
    set_bv(f, b, 0);
    block_roll(&f.t, col, slot, false)
}

fn call(play: OffPlay, b: OffBox) -> OffenseCall {
    OffenseCall::new(play, b)
}

fn run_def(k: RunKey) -> DefenseCall {
    DefenseCall::new(DefPlay::Run(k))
}

/// Players of a group on neither display.
fn bench_off(f: &Fixture, g: Group) -> Vec<Pid> {
    (0..f.off.players.len() as Pid).filter(|p| f.off.player(*p).group() == g && f.od.box_of(*p).is_none() && f.off.player(*p).bones.as_ref().is_some_and(|b| b.rush.is_some())).collect()
}

fn bench_def(f: &Fixture, g: Group) -> Vec<Pid> {
    (0..f.def.players.len() as Pid).filter(|p| f.def.player(*p).group() == g && f.dd.box_of(*p).is_none()).collect()
}

/// A second back in BK1 (FL #2 leaves: two backs and one flanker), on the all-ranged column.
fn two_backs(f: &mut Fixture) -> Pid {
    let rb = bench_off(f, Group::RB)[0];
    f.od.set(OffBox::FL2, None);
    f.od.set(OffBox::BK1, Some(rb));
    f.card(OffBox::BK1).rush = Some(column(-2, 12, 40));
    rb
}

/// Two linebackers of Row 2 blitz.
fn blitz(f: &Fixture) -> DefenseCall {
    let mut dc = DefenseCall::new(DefPlay::Blitz);
    dc.blitzers[0] = Some(f.def_at(DefBox::F));
    dc.blitzers[1] = Some(f.def_at(DefBox::H));
    dc
}

fn ctx() -> CallContext {
    CallContext::plain(40)
}

fn offense_rule(f: &Fixture, c: &OffenseCall) -> Option<&'static str> {
    check_offense(c, &f.od, &f.off, &ctx(), &f.t).err().map(|e| e.rule)
}

fn defense_rule(f: &Fixture, c: &DefenseCall) -> Option<&'static str> {
    check_defense(c, &f.dd, &f.def, &f.od, &f.t).err().map(|e| e.rule)
}

/// The first non-Z roll of any column that reads `want`.
fn roll_for(f: &Fixture, want: Block) -> (RunCol, u8) {
    COLS.iter().find_map(|c| (1..=100u8).find(|r| f.t.block(*c, *r) == (want, false)).map(|r| (*c, r))).unwrap_or_else(|| panic!("no column reads {want}"))
}

fn play_of(c: RunCol) -> OffPlay {
    match c {
        RunCol::SL => OffPlay::SL,
        RunCol::IL => OffPlay::IL,
        RunCol::IR => OffPlay::IR,
        RunCol::SR => OffPlay::SR,
        RunCol::CL => OffPlay::CL,
        RunCol::CR => OffPlay::CR,
    }
}

// §7.1 ------------------------------------------------------------------------------------------

#[test]
fn a_run_reads_the_blocking_battle_then_the_run_number_bones_7_1() {
    // [bones 7.1] FAD #1 on the Blocking Battle Table in the play's column, FAD #2 on the
    // carrier's rushing column; the battle's value is added: 4 yards + LG's BV 3 = 7.
    let mut f = fx();
    set_bv(&mut f, OffBox::LG, 3);
    let b = block_roll(&f.t, RunCol::IL, "LG", false);
    let four = yards(&f, OffBox::BK2, 4);
    let r = f.resolve(&[R::Fad(b), R::Fad(four)]);
    assert_eq!((r.kind, r.end, r.gain, r.ball, r.block, r.z), (Kind::Run, End::Gain, 7, Some(f.at(OffBox::BK2)), Some(Block::Off(OffSlot::LG, None)), false), "[bones 7.1]");
    assert_eq!(f.log.iter().collect::<Vec<_>>(), vec![Roll::Fad(b, Use::Block), Roll::Fad(four, Use::Run)], "[bones 7.1] two FADs, the battle first");
    // A Z on the battle's roll is carried to the play (§1.1); the run still resolves.
    let bz = block_roll(&f.t, RunCol::IL, "LG", true);
    let r = f.resolve(&[R::Fad(bz), R::Fad(four)]);
    assert_eq!((r.z, r.gain), (true, 7), "[bones 7.1]");
}

#[test]
fn run_number_modifiers_stop_at_the_cards_ends_the_battle_does_not_bones_7_1() {
    // [bones 7.1] steps 4-5: the run-number modifiers are clamped to the card (−2..12 here),
    // the blocking battle's value comes after and may take the run below the card.
    let mut f = fx();
    let bk2 = f.at(OffBox::BK2);
    f.oc = call(OffPlay::SL, OffBox::BK2);
    f.dc = run_def(RunKey::Back(bk2));
    let n = neutral(&mut f, RunCol::SL);
    let r = f.resolve(&[R::Fad(n), R::Fad(yards(&f, OffBox::BK2, 0))]);
    assert_eq!(r.gain, -2, "0 and a key −4 stop at the card's −2");
    // The same with box B's lineman (TV −2) named: −2 then two more yards off.
    let b = f.def_at(DefBox::B);
    set_tv(&mut f, b, -2);
    let rb = block_roll(&f.t, RunCol::SL, "B", false);
    let r = f.resolve(&[R::Fad(rb), R::Fad(yards(&f, OffBox::BK2, 0))]);
    assert_eq!(r.gain, -4);
    // At the top: 11 and a Draw's +2 against a Pass Defense stop at 12, not a breakaway.
    f.oc = call(OffPlay::IL, OffBox::BK2).with(OffStrategy::Draw);
    f.dc = DefenseCall::new(DefPlay::Pass);
    let n = neutral(&mut f, RunCol::IL);
    let r = f.resolve(&[R::Fad(n), R::Fad(yards(&f, OffBox::BK2, 11))]);
    assert_eq!((r.gain, r.breakaway), (12, false));
}

// §7.2 ------------------------------------------------------------------------------------------

#[test]
fn the_blocking_battle_adds_blocking_and_tackle_values_bones_7_2() {
    // [bones 7.2] one blocker: + BV; two: + both; an occupied box: + its TV; two occupied
    // boxes: + both TVs; two empty boxes: +2 (once).
    let mut f = fx();
    let four = yards(&f, OffBox::BK2, 4);
    set_bv(&mut f, OffBox::C, 1);
    set_bv(&mut f, OffBox::LG, 2);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::IL, "CN+LG", false)), R::Fad(four)]);
    assert_eq!(r.gain, 7, "4 + 1 + 2");
    let b = f.def_at(DefBox::B);
    set_tv(&mut f, b, -2);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::IL, "B", false)), R::Fad(four)]);
    assert_eq!(r.gain, 2, "4 − 2");
    // A lineman in C (TV −1) with H's linebacker (TV −2).
    let dl = bench_def(&f, Group::DL)[0];
    f.dd.place(DefBox::C, dl);
    set_tv(&mut f, dl, -1);
    let h = f.def_at(DefBox::H);
    set_tv(&mut f, h, -2);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::IL, "C+H", false)), R::Fad(four)]);
    assert_eq!(r.gain, 1, "4 − 1 − 2");
    // B and G both empty: +2, not +4.
    f.dd.remove(b);
    assert_eq!(f.dd.count_in(DefBox::G), 0);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::IL, "B+G", false)), R::Fad(four)]);
    assert_eq!(r.gain, 6, "4 + 2");
}

#[test]
fn a_blocker_against_a_box_takes_the_winners_value_bones_7_2() {
    // [bones 7.2] "LG vs B": BV + TV > 0 the BV, = 0 nothing, < 0 the TV.
    let mut f = fx();
    let four = yards(&f, OffBox::BK2, 4);
    let vs = block_roll(&f.t, RunCol::IL, "LG vs B", false);
    let b = f.def_at(DefBox::B);
    for (bv, tv, want) in [(2, -1, 6), (1, -1, 4), (1, -3, 1), (-1, -1, 3), (-1, 0, 4)] {
        set_bv(&mut f, OffBox::LG, bv);
        set_tv(&mut f, b, tv);
        let r = f.resolve(&[R::Fad(vs), R::Fad(four)]);
        assert_eq!(r.gain, want, "[bones 7.2] BV {bv} vs TV {tv}");
        if want < 4 {
            assert_eq!(r.defender, Some(b), "the defense won: its tackler is named");
        }
    }
    // A4's alternative reading: a negative BV is subtracted from the TV (TV − BV).
    f.opts.bv_signed_subtraction = true;
    for (bv, tv, want) in [(-1, -1, 4), (-1, 0, 3), (2, -1, 6)] {
        set_bv(&mut f, OffBox::LG, bv);
        set_tv(&mut f, b, tv);
        let r = f.resolve(&[R::Fad(vs), R::Fad(four)]);
        assert_eq!(r.gain, want, "[bones 7.2] A4 option: BV {bv} vs TV {tv}");
    }
}

#[test]
fn two_linemen_in_a_front_box_tackle_at_minus_four_bones_7_2() {
    // [bones 7.2] a Row-1 box holding two players is one tackler of TV −4, whatever their cards.
    let mut f = fx();
    let b = f.def_at(DefBox::B);
    let dl = bench_def(&f, Group::DL)[0];
    assert!(f.dd.place(DefBox::B, dl));
    set_tv(&mut f, b, 0);
    set_tv(&mut f, dl, 0);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::IL, "B", false)), R::Fad(yards(&f, OffBox::BK2, 4))]);
    assert_eq!(r.gain, 0, "4 − 4");
}

#[test]
fn blitzers_leave_their_boxes_empty_bones_7_2() {
    // [bones 7.2] blitzing defenders are off the display: the box they left is empty (+2).
    let mut f = fx();
    f.oc = call(OffPlay::SL, OffBox::BK2);
    let fp = f.def_at(DefBox::F);
    set_tv(&mut f, fp, -3);
    let rf = block_roll(&f.t, RunCol::SL, "F", false);
    let four = yards(&f, OffBox::BK2, 4);
    let r = f.resolve(&[R::Fad(rf), R::Fad(four)]);
    assert_eq!(r.gain, 1, "F's linebacker tackles: 4 − 3");
    f.dc = blitz(&f);
    let r = f.resolve(&[R::Fad(rf), R::Fad(four)]);
    assert_eq!(r.gain, 6, "F blitzes: 4 + 2");
}

#[test]
fn a_double_coverage_helper_has_left_his_box_on_a_run_bones_13_1() {
    // [bones 13.1] The helper's card is physically moved "to share a box with the primary pass
    // defender" (L222), and the run meets the display so shifted (third audit: runs read the
    // display unmoved). KC in three backs (no flankers) against BAL's 3-5 (a nickel back in L):
    // the back in O, free of coverage, helps double-cover the left end, whose defender is in K.
    // A run at O finds the box empty (+2, L214); a run at K finds two backs in a Row-3 box, no
    // linebacker: the better tackler (A5).
    let mut f = fx();
    let (b1, b3) = (bench_off(&f, Group::RB)[0], bench_off(&f, Group::RB)[1]);
    f.od.set(OffBox::FL1, None);
    f.od.set(OffBox::FL2, None);
    f.od.set(OffBox::BK1, Some(b1));
    f.od.set(OffBox::BK3, Some(b3));
    let a = f.def_at(DefBox::A);
    f.dd.remove(a);
    let nickel = bench_def(&f, Group::DB)[0];
    assert!(f.dd.place(DefBox::L, nickel));
    let (k, o) = (f.def_at(DefBox::K), f.def_at(DefBox::O));
    set_tv(&mut f, k, -1);
    set_tv(&mut f, o, -3);
    f.dc = DefenseCall::new(DefPlay::Pass);
    f.dc.coverage[0] = Some(huddle_bones::call::Cover { receiver: OffBox::LE, helpers: [Some(o), None] });
    assert_eq!(defense_rule(&f, &f.dc), None, "a legal double coverage");
    let five = yards(&f, OffBox::BK2, 5);
    f.oc = call(OffPlay::SR, OffBox::BK2);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::SR, "O", false)), R::Fad(five)]);
    assert_eq!(r.gain, 7, "box O is empty: 5 + 2");
    f.oc = call(OffPlay::SL, OffBox::BK2);
    let rk = block_roll(&f.t, RunCol::SL, "K", false);
    let r = f.resolve(&[R::Fad(rk), R::Fad(five)]);
    assert_eq!((r.gain, r.defender), (2, Some(k)), "box K holds K's back (−1) and the helper (−3): 5 − 3, the primary named");
    // Without the double coverage, the display as it stands.
    f.dc = DefenseCall::new(DefPlay::Pass);
    let r = f.resolve(&[R::Fad(rk), R::Fad(five)]);
    assert_eq!(r.gain, 4, "K alone: 5 − 1");
    f.oc = call(OffPlay::SR, OffBox::BK2);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::SR, "O", false)), R::Fad(five)]);
    assert_eq!(r.gain, 2, "O tackles: 5 − 3");
}

#[test]
fn a_row_two_box_doubled_by_coverage_tackles_with_its_linebacker_bones_13_1() {
    // [bones 13.1] with L214: "a box in Row 2 ... occupied by 2 or even 3 players ... disregard
    // the presence of the defensive backs and refer only to the TV of the linebacker present".
    // The nickel back in L helps double-cover BK2, whose defender is J's linebacker: a run at J
    // meets the linebacker's TV alone, and the nickel back's box L is no longer his.
    let mut f = fx();
    let a = f.def_at(DefBox::A);
    f.dd.remove(a);
    let nickel = bench_def(&f, Group::DB)[0];
    assert!(f.dd.place(DefBox::L, nickel));
    let j = f.def_at(DefBox::J);
    set_tv(&mut f, j, -1);
    set_tv(&mut f, nickel, -4);
    f.dc = DefenseCall::new(DefPlay::Pass);
    f.dc.coverage[0] = Some(huddle_bones::call::Cover { receiver: OffBox::BK2, helpers: [Some(nickel), None] });
    assert_eq!(defense_rule(&f, &f.dc), None, "a legal double coverage");
    let (col, roll) = roll_for(&f, Block::parse("J").unwrap());
    f.oc = call(play_of(col), OffBox::BK2);
    let r = f.resolve(&[R::Fad(roll), R::Fad(yards(&f, OffBox::BK2, 5))]);
    assert_eq!((r.gain, r.defender), (4, Some(j)), "the linebacker's −1, the back's −4 disregarded");
}

// §7.3 ------------------------------------------------------------------------------------------

#[test]
fn run_number_modifiers_by_the_defensive_call_bones_7_3() {
    // [bones 7.3] pass, prevent and blitz: 0; the key on the carrier −4; no key −2; a key on
    // another back (or the quarterback, or the End-Around) 0.
    let mut f = fx();
    let bk2 = f.at(OffBox::BK2);
    let n = neutral(&mut f, RunCol::IL);
    let four = yards(&f, OffBox::BK2, 4);
    let blitz = blitz(&f);
    for (dc, want) in [
        (DefenseCall::new(DefPlay::Pass), 4),
        (DefenseCall::new(DefPlay::Prevent), 4),
        (blitz, 4),
        (run_def(RunKey::Back(bk2)), 0),
        (run_def(RunKey::NoKey), 2),
        (run_def(RunKey::Qb), 4),
        (run_def(RunKey::EndAround), 4),
    ] {
        f.dc = dc;
        let r = f.resolve(&[R::Fad(n), R::Fad(four)]);
        assert_eq!(r.gain, want, "[bones 7.3] {:?}", dc.play);
    }
    // A key on the other back of a two-back set.
    let rb = two_backs(&mut f);
    f.dc = run_def(RunKey::Back(rb));
    let r = f.resolve(&[R::Fad(n), R::Fad(four)]);
    assert_eq!(r.gain, 4, "[bones 7.3] another back keyed");
}

// §7.5 ------------------------------------------------------------------------------------------

#[test]
fn the_blocking_backs_are_the_backs_not_carrying_the_ball_bones_7_5() {
    // [bones 7.5] "BK": the other backs' BVs; none with a single back; every back on a QB run.
    let mut f = fx();
    let bk = block_roll(&f.t, RunCol::IL, "BK", false);
    set_bv(&mut f, OffBox::BK2, 1);
    let four = yards(&f, OffBox::BK2, 4);
    let r = f.resolve(&[R::Fad(bk), R::Fad(four)]);
    assert_eq!(r.gain, 4, "one back: no modifier");
    two_backs(&mut f);
    set_bv(&mut f, OffBox::BK1, 3);
    let r = f.resolve(&[R::Fad(bk), R::Fad(four)]);
    assert_eq!(r.gain, 7, "BK1 blocks for BK2: + 3");
    f.oc = call(OffPlay::IL, OffBox::BK1);
    let r = f.resolve(&[R::Fad(bk), R::Fad(yards(&f, OffBox::BK1, 4))]);
    assert_eq!(r.gain, 5, "BK2 blocks for BK1: + 1");
    // Three backs (FL #1 leaves).
    let rb3 = bench_off(&f, Group::RB)[0];
    f.od.set(OffBox::FL1, None);
    f.od.set(OffBox::BK3, Some(rb3));
    set_bv(&mut f, OffBox::BK3, 2);
    f.oc = call(OffPlay::IL, OffBox::BK2);
    let r = f.resolve(&[R::Fad(bk), R::Fad(four)]);
    assert_eq!(r.gain, 9, "4 + 3 + 2");
    f.oc = call(OffPlay::IL, OffBox::QB);
    let r = f.resolve(&[R::Fad(bk), R::Fad(yards(&f, OffBox::QB, 4))]);
    assert_eq!(r.gain, 10, "[bones 7.5] a QB run: 4 + 1 + 3 + 2");
}

// §7.6 ------------------------------------------------------------------------------------------

#[test]
fn inside_runs_lose_at_most_three_bones_7_6() {
    // [bones 7.6] −2 and a doubled box (−4) is −6: an inside run stops at −3, a sweep, a
    // counter and an End-Around do not.
    let mut f = fx();
    let dl = bench_def(&f, Group::DL)[0];
    f.dd.place(DefBox::B, dl);
    let low = yards(&f, OffBox::BK2, -2);
    for (play, col, want) in [(OffPlay::IL, RunCol::IL, -3), (OffPlay::SL, RunCol::SL, -6), (OffPlay::CL, RunCol::CL, -6)] {
        f.oc = call(play, OffBox::BK2);
        let r = f.resolve(&[R::Fad(block_roll(&f.t, col, "B", false)), R::Fad(low)]);
        assert_eq!(r.gain, want, "[bones 7.6] {play:?}");
    }
    // A pitchout is limited as the run it becomes.
    f.oc = call(OffPlay::PL, OffBox::BK2);
    let r = f.resolve(&[R::Fad(50), R::Fad(block_roll(&f.t, RunCol::IL, "B", false)), R::Fad(low)]);
    assert_eq!(r.gain, -3, "[bones 7.6] a pitchout run inside");
    let r = f.resolve(&[R::Fad(51), R::Fad(block_roll(&f.t, RunCol::SL, "B", false)), R::Fad(low)]);
    assert_eq!(r.gain, -6, "[bones 7.6] a pitchout run wide");
    // The End-Around by the right tight end runs the left sweep.
    f.card(OffBox::RTE).rush = Some(column(-2, 12, 40));
    f.oc = call(OffPlay::ER, OffBox::RTE);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::SL, "B", false)), R::Fad(yards(&f, OffBox::RTE, -2))]);
    assert_eq!(r.gain, -6, "[bones 7.6] an End-Around");
}

// §7.7 ------------------------------------------------------------------------------------------

#[test]
fn the_pitchout_rolls_for_inside_or_sweep_bones_7_7() {
    // [bones 7.7] the offense's FAD: 01-50 inside, 51-00 sweep, on the called side; then the
    // Blocking Battle and the run number.
    let mut f = fx();
    let four = yards(&f, OffBox::BK2, 4);
    for (play, inside, sweep) in [(OffPlay::PL, RunCol::IL, RunCol::SL), (OffPlay::PR, RunCol::IR, RunCol::SR)] {
        f.oc = call(play, OffBox::BK2);
        let b = (1..=100u8).find(|r| f.t.block(inside, *r).0 != f.t.block(sweep, *r).0 && !f.t.block(inside, *r).1).unwrap();
        let r = f.resolve(&[R::Fad(50), R::Fad(b), R::Fad(four)]);
        assert_eq!(r.block, Some(f.t.block(inside, b).0), "[bones 7.7] {play:?} 50: inside");
        assert_eq!(f.log.iter().collect::<Vec<_>>(), vec![Roll::Fad(50, Use::Pitch), Roll::Fad(b, Use::Block), Roll::Fad(four, Use::Run)]);
        let r = f.resolve(&[R::Fad(51), R::Fad(b), R::Fad(four)]);
        assert_eq!(r.block, Some(f.t.block(sweep, b).0), "[bones 7.7] {play:?} 51: sweep");
    }
}

#[test]
fn a_pitchout_is_keyed_unless_another_back_is_bones_7_7() {
    // [bones 7.7] against a Run Defense the key applies to the ball carrier (−4) unless another
    // back is keyed: Run No Key, Key QB and Key End Around included (A62).
    let mut f = fx();
    let bk2 = f.at(OffBox::BK2);
    f.oc = call(OffPlay::PL, OffBox::BK2);
    let n = neutral(&mut f, RunCol::IL);
    let four = yards(&f, OffBox::BK2, 4);
    for (dc, want) in [(DefenseCall::new(DefPlay::Pass), 4), (run_def(RunKey::NoKey), 0), (run_def(RunKey::Qb), 0), (run_def(RunKey::EndAround), 0), (run_def(RunKey::Back(bk2)), 0)] {
        f.dc = dc;
        let r = f.resolve(&[R::Fad(1), R::Fad(n), R::Fad(four)]);
        assert_eq!(r.gain, want, "[bones 7.7] {:?}", dc.play);
    }
    let rb = two_backs(&mut f);
    f.dc = run_def(RunKey::Back(rb));
    let r = f.resolve(&[R::Fad(1), R::Fad(n), R::Fad(four)]);
    assert_eq!(r.gain, 4, "[bones 7.7] the other back keyed");
}

#[test]
fn the_pitchout_goes_to_a_running_back_only_bones_7_7() {
    // [bones 7.7]
    let f = fx();
    assert_eq!(offense_rule(&f, &call(OffPlay::PL, OffBox::BK2)), None);
    assert_eq!(offense_rule(&f, &call(OffPlay::PR, OffBox::BK2)), None);
    for b in [OffBox::QB, OffBox::FL1, OffBox::RTE, OffBox::BK1] {
        assert!(offense_rule(&f, &call(OffPlay::PL, b)).is_some(), "[bones 7.7] a pitchout to {b}");
    }
    assert_eq!(offense_rule(&f, &call(OffPlay::PR, OffBox::QB)), Some("7.7"));
}

// §7.8 ------------------------------------------------------------------------------------------

#[test]
fn the_end_around_runs_a_sweep_with_every_run_modifier_bones_7_8() {
    // [bones 7.8] the sweep column; the backs all block (none carries); Key End Around −4, a
    // key on a back nothing, no key −2, the Run Blitz −2 more.
    let mut f = fx();
    f.card(OffBox::RTE).rush = Some(column(-2, 12, 40));
    set_bv(&mut f, OffBox::BK2, 3);
    let bk2 = f.at(OffBox::BK2);
    let roll = (1..=100u8)
        .find(|r| f.t.block(RunCol::SL, *r) == (Block::Bk, false) && f.t.block(RunCol::SR, *r) == (Block::Bk, false) && f.t.block(RunCol::IL, *r).0 != Block::Bk && f.t.block(RunCol::IR, *r).0 != Block::Bk)
        .expect("a roll that reads BK on the sweeps only");
    let four = yards(&f, OffBox::RTE, 4);
    f.oc = call(OffPlay::ER, OffBox::RTE);
    let mut rb = run_def(RunKey::EndAround);
    rb.run_blitz = true;
    for (dc, want) in [(DefenseCall::new(DefPlay::Pass), 7), (run_def(RunKey::EndAround), 3), (run_def(RunKey::Back(bk2)), 7), (run_def(RunKey::NoKey), 5), (rb, 1)] {
        f.dc = dc;
        let r = f.resolve(&[R::Fad(roll), R::Fad(four)]);
        assert_eq!((r.block, r.gain, r.ball), (Some(Block::Bk), want, Some(f.at(OffBox::RTE))), "[bones 7.8] {:?} run blitz {}", dc.play, dc.run_blitz);
    }
}

#[test]
fn the_end_around_goes_to_a_receiver_with_a_rushing_column_bones_7_8() {
    // [bones 7.8] a tight end or wide receiver on the display who has a Rush column.
    let mut f = fx();
    for b in [OffBox::LE, OffBox::RTE, OffBox::FL1, OffBox::FL2] {
        assert_eq!(offense_rule(&f, &call(OffPlay::ER, b)), None, "{b}");
    }
    assert_eq!(offense_rule(&f, &call(OffPlay::ER, OffBox::BK2)), Some("7.8"));
    assert_eq!(offense_rule(&f, &call(OffPlay::ER, OffBox::QB)), Some("7.8"));
    f.card(OffBox::RTE).rush = None;
    assert_eq!(offense_rule(&f, &call(OffPlay::ER, OffBox::RTE)), Some("7.8"), "no rushing column");
}

// §7.9 ------------------------------------------------------------------------------------------

#[test]
fn quarterback_runs_follow_the_rushing_rules_bones_7_9() {
    // [bones 7.9] any run may go to the quarterback; Key QB is the correct key (−4), no key −2,
    // a key on a back nothing.
    let mut f = fx();
    for play in [OffPlay::SL, OffPlay::SR, OffPlay::IL, OffPlay::IR, OffPlay::CL, OffPlay::CR] {
        assert_eq!(offense_rule(&f, &call(play, OffBox::QB)), None, "[bones 7.9] {play:?}");
    }
    let bk2 = f.at(OffBox::BK2);
    f.oc = call(OffPlay::IL, OffBox::QB);
    let n = neutral(&mut f, RunCol::IL);
    let four = yards(&f, OffBox::QB, 4);
    for (dc, want) in [(DefenseCall::new(DefPlay::Pass), 4), (run_def(RunKey::Qb), 0), (run_def(RunKey::NoKey), 2), (run_def(RunKey::Back(bk2)), 4)] {
        f.dc = dc;
        let r = f.resolve(&[R::Fad(n), R::Fad(four)]);
        assert_eq!((r.gain, r.ball), (want, Some(f.at(OffBox::QB))), "[bones 7.9] {:?}", dc.play);
    }
    // Inside, he too loses at most 3.
    let dl = bench_def(&f, Group::DL)[0];
    f.dd.place(DefBox::B, dl);
    f.dc = DefenseCall::new(DefPlay::Pass);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::IL, "B", false)), R::Fad(yards(&f, OffBox::QB, -2))]);
    assert_eq!(r.gain, -3, "[bones 7.9] normal rushing rules");
}

// §8 --------------------------------------------------------------------------------------------

#[test]
fn a_breakaway_rolls_twenty_or_more_up_to_the_maximum_bones_8() {
    // [bones 8] BREAK on the Blocking Battle: a FAD for the distance, under 20 rolled again,
    // capped at the card's M (A6), the run's modifiers ignored.
    let mut f = fx();
    let bk2 = f.at(OffBox::BK2);
    let brk = block_roll(&f.t, RunCol::IL, "BREAK", false);
    let r = f.resolve(&[R::Fad(brk), R::Fad(19), R::Fad(20)]);
    assert_eq!((r.gain, r.breakaway, r.kind), (20, true, Kind::Run), "19 is rolled again, 20 stands");
    assert_eq!(f.log.iter().collect::<Vec<_>>(), vec![Roll::Fad(brk, Use::Block), Roll::Fad(19, Use::Break), Roll::Fad(20, Use::Break)], "no run number is rolled");
    f.dc = run_def(RunKey::Back(bk2));
    let r = f.resolve(&[R::Fad(brk), R::Fad(35)]);
    assert_eq!((r.gain, r.breakaway), (35, true), "the correct key does not stop a BREAK");
    let r = f.resolve(&[R::Fad(brk), R::Fad(85)]);
    assert_eq!(r.gain, 40, "capped at M 40");
    f.opts.break_limit = BreakLimit::Reroll;
    let r = f.resolve(&[R::Fad(brk), R::Fad(85), R::Fad(30)]);
    assert_eq!(r.gain, 30, "A6 option: above M rolled again");
    f.opts.break_limit = BreakLimit::None;
    let r = f.resolve(&[R::Fad(brk), R::Fad(55)]);
    assert_eq!(r.gain, 55, "A6 option: M ignored");
    // Measured from the line of scrimmage: from the offense's 75, 35 yards is a touchdown.
    f.opts.break_limit = BreakLimit::Cap;
    f.spot = 75;
    let r = f.resolve(&[R::Fad(brk), R::Fad(35)]);
    assert_eq!((r.gain, r.breakaway), (25, true), "to the goal line");
}

#[test]
fn a_roll_in_the_break_range_breaks_away_unless_the_modifiers_are_negative_bones_8() {
    // [bones 8] the run-number FAD in B (after modifiers, A48): a net of 0 or more breaks away,
    // a negative net counts down the ranged rows instead.
    let mut f = fx();
    let n = neutral(&mut f, RunCol::IL);
    let b = column_roll(&f.card(OffBox::BK2).rush.unwrap(), ColumnRead::Break);
    let r = f.resolve(&[R::Fad(n), R::Fad(b), R::Fad(33)]);
    assert_eq!((r.gain, r.breakaway), (33, true), "net 0");
    f.oc = f.oc.with(OffStrategy::Draw);
    let r = f.resolve(&[R::Fad(n), R::Fad(b), R::Fad(33)]);
    assert_eq!((r.gain, r.breakaway), (33, true), "net +2 (Draw against a Pass Defense)");
    f.oc = call(OffPlay::IL, OffBox::BK2);
    f.dc = run_def(RunKey::NoKey);
    let r = f.resolve(&[R::Fad(n), R::Fad(b)]);
    assert_eq!((r.gain, r.breakaway), (11, false), "net −2: two ranged rows down from B (12, 11)");
    // The quarterback's break range on a called run (QB Break).
    f.dc = DefenseCall::new(DefPlay::Pass);
    f.oc = call(OffPlay::IL, OffBox::QB);
    let qb = column_roll(&f.card(OffBox::QB).rush.unwrap(), ColumnRead::Break);
    let r = f.resolve(&[R::Fad(n), R::Fad(qb), R::Fad(27)]);
    assert_eq!((r.gain, r.breakaway, r.ball), (27, true, Some(f.at(OffBox::QB))), "[bones 8] QB Break");
}

#[test]
fn a_scrambling_quarterback_can_break_away_bones_8() {
    // [bones 8] QB Break on the RUN result of the Pass Rush line (a Short pass against a Blitz):
    // a yardage roll in his B range is a breakaway.
    let mut f = fx();
    for b in [OffBox::LT, OffBox::LG, OffBox::C, OffBox::RG, OffBox::RT] {
        f.card(b).pbv = Some(9);
    }
    let q = f.card(OffBox::QB).qb.as_mut().unwrap();
    q.pass_rush.sack = 5;
    q.pass_rush.run = 30;
    q.pass_rush.com = 60;
    f.oc = call(OffPlay::SH, OffBox::FL1);
    f.dc = blitz(&f);
    let (ds, os) = f.rush_sums();
    assert!(os - ds >= 3, "fixture: the line wins, the sack range shrinks to nothing");
    let b = column_roll(&f.card(OffBox::QB).rush.unwrap(), ColumnRead::Break);
    let r = f.resolve(&[R::Fad(30), R::Fad(b), R::Fad(72)]);
    assert_eq!((r.kind, r.gain, r.breakaway, r.ball), (Kind::Scramble, 40, true, Some(f.at(OffBox::QB))), "[bones 8] capped at M 40");
}

// §12.1-12.3 ------------------------------------------------------------------------------------

#[test]
fn the_flop_loses_a_yard_without_a_roll_bones_12_1() {
    // [bones 12.1] the quarterback's, −1 yard, no FAD (so no Z, fumble or injury).
    let mut f = fx();
    f.oc = call(OffPlay::IL, OffBox::QB).with(OffStrategy::Flop);
    f.dc = run_def(RunKey::Qb);
    let r = f.resolve(&[]);
    assert_eq!((r.kind, r.gain, r.ball, r.z, r.end), (Kind::Flop, -1, Some(f.at(OffBox::QB)), false, End::Gain));
    assert!(f.log.is_empty(), "no roll: {:?}", f.log.iter().collect::<Vec<_>>());
    assert_eq!(offense_rule(&f, &f.oc), None);
    assert_eq!(offense_rule(&f, &call(OffPlay::IL, OffBox::BK2).with(OffStrategy::Flop)), Some("12.1"), "QB only");
    assert_eq!(offense_rule(&f, &call(OffPlay::SL, OffBox::QB).with(OffStrategy::Flop)), Some("12.1"));
}

#[test]
fn the_sneak_gains_a_yard_on_an_even_die_bones_12_2() {
    // [bones 12.2] a FAD first (for a Z, A22), then 1d10: even +1, odd 0 (the 0 face reads 10).
    let mut f = fx();
    f.oc = call(OffPlay::IL, OffBox::QB).with(OffStrategy::Sneak);
    let plain = (1..=100u8).find(|r| !f.t.block(RunCol::IL, *r).1).unwrap();
    let zed = (1..=100u8).find(|r| f.t.block(RunCol::IL, *r).1).unwrap();
    for (d, want) in [(4, 1), (7, 0), (10, 1), (1, 0)] {
        let r = f.resolve(&[R::Fad(plain), R::D10(d)]);
        assert_eq!((r.kind, r.gain, r.ball, r.z), (Kind::Sneak, want, Some(f.at(OffBox::QB)), false), "[bones 12.2] d10 {d}");
    }
    assert_eq!(f.log.len(), 2);
    let r = f.resolve(&[R::Fad(zed), R::D10(6)]);
    assert_eq!((r.gain, r.z), (1, true), "[bones 12.2] a Z on the first FAD: the sneak resolves, the Z follows");
    assert_eq!(offense_rule(&f, &f.oc), None);
    assert_eq!(offense_rule(&f, &call(OffPlay::IL, OffBox::BK2).with(OffStrategy::Sneak)), Some("12.2"), "QB only");
}

#[test]
fn the_draw_gains_against_the_pass_and_loses_against_the_run_bones_12_3() {
    // [bones 12.3] an inside run: +2 against Pass or Prevent, +4 against a Blitz, −2 against any
    // Run Defense on top of its key.
    let mut f = fx();
    let bk2 = f.at(OffBox::BK2);
    f.oc = call(OffPlay::IL, OffBox::BK2).with(OffStrategy::Draw);
    let n = neutral(&mut f, RunCol::IL);
    let four = yards(&f, OffBox::BK2, 4);
    let blitz = blitz(&f);
    for (dc, want) in [
        (DefenseCall::new(DefPlay::Pass), 6),
        (DefenseCall::new(DefPlay::Prevent), 6),
        (blitz, 8),
        (run_def(RunKey::NoKey), 0),
        (run_def(RunKey::Back(bk2)), -2),
        (run_def(RunKey::Qb), 2),
    ] {
        f.dc = dc;
        let r = f.resolve(&[R::Fad(n), R::Fad(four)]);
        assert_eq!(r.gain, want, "[bones 12.3] {:?}", dc.play);
    }
    assert_eq!(offense_rule(&f, &f.oc), None);
    assert_eq!(offense_rule(&f, &call(OffPlay::IR, OffBox::QB).with(OffStrategy::Draw)), None, "to the quarterback");
    for p in [OffPlay::SL, OffPlay::CR, OffPlay::PL, OffPlay::SH] {
        assert_eq!(offense_rule(&f, &call(p, OffBox::BK2).with(OffStrategy::Draw)), Some("12.3"), "[bones 12.3] {p:?}");
    }
}

#[test]
fn the_draw_reads_a_zone_as_no_pass_defense_bones_12_3() {
    // [bones 12.3] The Draw's +2 is against "a Pass or Prevent Defense"; the Zone is called
    // "instead of a regular pass, prevent, or blitz call" (§13.5, L222), and Play-Action reads it
    // as no Pass Defense either (§12.4): against a Zone the Draw gets nothing.
    let mut f = fx();
    f.oc = call(OffPlay::IL, OffBox::BK2).with(OffStrategy::Draw);
    let n = neutral(&mut f, RunCol::IL);
    let four = yards(&f, OffBox::BK2, 4);
    for s in [huddle_bones::call::Sector::Center, huddle_bones::call::Sector::Left] {
        f.dc = DefenseCall::new(DefPlay::Zone(s));
        assert_eq!(f.resolve(&[R::Fad(n), R::Fad(four)]).gain, 4, "[bones 12.3] a Draw against a Zone {s:?}");
    }
}

// §12.7 -----------------------------------------------------------------------------------------

#[test]
fn double_team_blocking_bones_12_7() {
    // [bones 12.7] the defender named stands in B: the Double-Team Table gives the Primary
    // Blocker (BV +4 when the battle names him) and the Secondaries the offense picks from (the
    // lower of 0 and his BV); anyone else blocks with his card.
    let mut f = fx();
    let four = yards(&f, OffBox::BK2, 4);
    let target = f.def_at(DefBox::B);
    let (prim, secs) = f.t.double_team(DefBox::B).unwrap().clone();
    assert!(secs.len() >= 2 && !secs.contains(&prim), "fixture: two Secondaries to pick from");
    let boxof = |f: &Fixture, s: OffSlot| *s.boxes().iter().find(|b| f.od.get(**b).is_some()).unwrap();
    let run = |f: &mut Fixture, s: OffSlot, bv: i8| {
        let b = boxof(f, s);
        set_bv(f, b, bv);
        let (col, roll) = roll_for(f, Block::Off(s, None));
        f.oc.play = play_of(col);
        f.resolve(&[R::Fad(roll), R::Fad(four)]).gain
    };
    f.oc.double_team = Some(target);
    assert_eq!(run(&mut f, prim, 1), 8, "the Primary: +4, not his BV 1");
    assert_eq!(run(&mut f, secs[0], 2), 4, "the Secondary: 0, not his BV 2");
    assert_eq!(run(&mut f, secs[0], -1), 3, "the Secondary: his BV −1");
    assert_eq!(run(&mut f, secs[1], 2), 6, "not the Secondary picked: his BV");
    f.oc.double_team_secondary = Some(secs[1]);
    assert_eq!(run(&mut f, secs[1], 2), 4, "the offense picks the other Secondary: 0");
    assert_eq!(run(&mut f, secs[0], 2), 6, "…and the first blocks with his BV");
    f.oc.double_team_secondary = None;
    f.oc.double_team = None;
    assert_eq!(run(&mut f, prim, 1), 5, "no double-team: the printed BV");
    assert_eq!(offense_rule(&f, &f.oc), None);
}

#[test]
fn a_double_teamed_back_row_defender_counts_only_when_he_blitzes_bones_12_7() {
    // [bones 12.7] a Row-2 defender: no effect unless he blitzes (to Row 1's box in his column).
    let mut f = fx();
    let four = yards(&f, OffBox::BK2, 4);
    let fp = f.def_at(DefBox::F);
    let (prim, _) = f.t.double_team(DefBox::F.row1()).unwrap().clone();
    let b = *prim.boxes().iter().find(|b| f.od.get(**b).is_some()).unwrap();
    set_bv(&mut f, b, 1);
    let (col, roll) = roll_for(&f, Block::Off(prim, None));
    f.oc = call(play_of(col), OffBox::BK2);
    f.oc.double_team = Some(fp);
    let r = f.resolve(&[R::Fad(roll), R::Fad(four)]);
    assert_eq!(r.gain, 5, "[bones 12.7] F stays in Row 2: the printed BV");
    f.dc = blitz(&f);
    assert!(f.dc.blitzing(fp));
    let r = f.resolve(&[R::Fad(roll), R::Fad(four)]);
    assert_eq!(r.gain, 8, "[bones 12.7] F blitzes: the Primary's +4");
}

#[test]
fn a_losing_secondary_blocker_lets_the_tackle_stand_bones_12_7() {
    // [bones 12.7] (A21) a Secondary against a box: his value is at most 0, so a tackler with a
    // negative TV wins.
    let mut f = fx();
    let four = yards(&f, OffBox::BK2, 4);
    let target = f.def_at(DefBox::B);
    let (_, secs) = f.t.double_team(DefBox::B).unwrap().clone();
    let natural = |f: &Fixture, d: DefBox| f.dd.in_box(d).count() == 1 && f.dd.in_box(d).all(|p| matches!((f.def.player(p).group(), d.row()), (Group::DL, 1) | (Group::LB, 2) | (Group::DB, 3)));
    let (col, roll, d) = COLS
        .iter()
        .find_map(|c| (1..=100u8).find_map(|r| match f.t.block(*c, r) {
            (Block::Vs(s, d), false) if s == secs[0] && natural(&f, d) => Some((*c, r, d)),
            _ => None,
        }))
        .expect("the Secondary against an occupied box somewhere");
    let sb = *secs[0].boxes().iter().find(|b| f.od.get(**b).is_some()).unwrap();
    set_bv(&mut f, sb, 2);
    let tackler = f.def_at(d);
    set_tv(&mut f, tackler, -1);
    f.oc = call(play_of(col), OffBox::BK2);
    let r = f.resolve(&[R::Fad(roll), R::Fad(four)]);
    assert_eq!(r.gain, 6, "without the double-team: 2 − 1 > 0, the blocker's +2");
    f.oc.double_team = Some(target);
    let r = f.resolve(&[R::Fad(roll), R::Fad(four)]);
    assert_eq!(r.gain, 3, "[bones 12.7] the Secondary's 0 − 1 < 0: the tackler's −1");
}

#[test]
fn double_team_blocking_goes_with_a_run_bones_12_7() {
    // [bones 12.7]
    let f = fx();
    let target = f.def_at(DefBox::B);
    for p in [OffPlay::SL, OffPlay::IR, OffPlay::CL, OffPlay::PR] {
        let mut c = call(p, OffBox::BK2);
        c.double_team = Some(target);
        assert_eq!(offense_rule(&f, &c), None, "{p:?}");
    }
    let mut c = call(OffPlay::SH, OffBox::FL1);
    c.double_team = Some(target);
    assert_eq!(offense_rule(&f, &c), Some("12.7"));
    let mut c = call(OffPlay::IL, OffBox::BK2);
    c.double_team_secondary = Some(OffSlot::LG);
    assert_eq!(offense_rule(&f, &c), Some("12.7"), "a Secondary without a defender named");
}

// §13.7 -----------------------------------------------------------------------------------------

#[test]
fn the_run_blitz_takes_two_more_on_top_of_the_key_bones_13_7() {
    // [bones 13.7] −2 with any key: no key −4 in all, another player keyed −2, the carrier −6.
    let mut f = fx();
    let bk2 = f.at(OffBox::BK2);
    let n = neutral(&mut f, RunCol::IL);
    let six = yards(&f, OffBox::BK2, 6);
    for (k, want) in [(RunKey::NoKey, 2), (RunKey::Qb, 4), (RunKey::Back(bk2), 0)] {
        f.dc = run_def(k);
        f.dc.run_blitz = true;
        let r = f.resolve(&[R::Fad(n), R::Fad(six)]);
        assert_eq!(r.gain, want, "[bones 13.7] {k:?}");
    }
    // With a Draw too: −2 (draw) −2 (no key) −2 (run blitz).
    f.oc = f.oc.with(OffStrategy::Draw);
    f.dc = run_def(RunKey::NoKey);
    f.dc.run_blitz = true;
    let r = f.resolve(&[R::Fad(n), R::Fad(six)]);
    assert_eq!(r.gain, 0);
}

#[test]
fn run_blitz_safeties_tackle_plus_one_inside_bones_13_7() {
    // [bones 13.7] a safety moved to Row 1: no TV modifier in A or E, +1 in B, C or D (A27),
    // and the walk-up penalty of §13.4 is waived.
    let mut f = fx();
    let s = f.def_at(DefBox::M);
    assert_eq!(f.def.player(s).group(), Group::DB);
    set_tv(&mut f, s, -3);
    f.dd.remove(s);
    f.dd.place(DefBox::C, s);
    let four = yards(&f, OffBox::BK2, 4);
    let rc = block_roll(&f.t, RunCol::IL, "C", false);
    f.dc = run_def(RunKey::Qb);
    f.dc.run_blitz = true;
    let r = f.resolve(&[R::Fad(rc), R::Fad(four)]);
    assert_eq!(r.gain, 0, "4 − 2 (run blitz) + (−3 + 1)");
    f.dc.run_blitz = false;
    let r = f.resolve(&[R::Fad(rc), R::Fad(four)]);
    assert_eq!(r.gain, 4 - 3 + f.t.position.db_row1_tv as i16, "no run blitz: a walked-up back");
    // In A (its linebacker leaves): no modifier.
    let a = f.def_at(DefBox::A);
    f.dd.remove(a);
    f.dd.remove(s);
    f.dd.place(DefBox::A, s);
    f.oc = call(OffPlay::SL, OffBox::BK2);
    f.dc.run_blitz = true;
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::SL, "A", false)), R::Fad(four)]);
    assert_eq!(r.gain, -1, "4 − 2 − 3");
}

#[test]
fn the_run_blitz_is_a_run_defense_with_one_or_two_safeties_up_bones_13_7() {
    // [bones 13.7]
    let mut f = fx();
    let mut c = run_def(RunKey::NoKey);
    c.run_blitz = true;
    assert_eq!(defense_rule(&f, &c), Some("13.7"), "no safety in Row 1");
    for b in [DefBox::M, DefBox::N] {
        let s = f.def_at(b);
        f.dd.remove(s);
        f.dd.place(DefBox::C, s);
        assert_eq!(defense_rule(&f, &c), None, "[bones 13.7] safeties up");
    }
    let s = f.def_at(DefBox::O);
    f.dd.remove(s);
    f.dd.place(DefBox::D, s);
    assert_eq!(defense_rule(&f, &c), Some("13.7"), "three safeties up");
    f.dd.remove(s);
    let mut p = DefenseCall::new(DefPlay::Pass);
    p.run_blitz = true;
    assert_eq!(defense_rule(&f, &p), Some("13.7"), "with a Pass Defense");
}

#[test]
fn passes_against_a_run_blitz_bones_13_7() {
    // [bones 13.7] Quick passes unmodified; Short, Long and Swing +3 to the completion range
    // (A27; −3 under the option).
    let mut f = fx();
    let q = f.card(OffBox::QB).qb.as_mut().unwrap();
    for c in [&mut q.quick, &mut q.short, &mut q.long] {
        c.com = 50;
        c.int = D100::new(97, 100);
    }
    f.dc = run_def(RunKey::NoKey);
    for (play, to, col, delta) in [(OffPlay::QK, OffBox::FL1, Some(PassCol::Quick), 0), (OffPlay::SH, OffBox::FL1, Some(PassCol::Short), 3), (OffPlay::LG, OffBox::FL1, Some(PassCol::Long), 3), (OffPlay::WP, OffBox::BK2, None, 3)] {
        f.oc = call(play, to);
        let script: Vec<R> = col.map(|c| R::Fad(receiver_roll(&f.t, c, "Orig", false))).into_iter().chain([R::Fad(96)]).collect();
        let com = |f: &mut Fixture, rb: bool, opt: bool| {
            f.dc.run_blitz = rb;
            f.opts.run_blitz_pass_penalty = opt;
            let r = f.resolve(&script);
            assert_eq!(r.end, End::Incomplete);
            r.com.unwrap()
        };
        let base = com(&mut f, false, false);
        assert_eq!(com(&mut f, true, false), base + delta, "[bones 13.7] {play:?}");
        assert_eq!(com(&mut f, true, true), base - delta, "[bones 13.7] A27 option {play:?}");
    }
}

// §13.8 -----------------------------------------------------------------------------------------

/// BAL with a lineman added in C (the linebacker in J sits down): linemen in B, C and D.
fn stunt_fx() -> Fixture {
    let mut f = fx();
    let dl = bench_def(&f, Group::DL)[0];
    let j = f.def_at(DefBox::J);
    f.dd.remove(j);
    f.dd.place(DefBox::C, dl);
    f
}

#[test]
fn a_line_stunt_costs_a_run_into_it_one_yard_bones_13_8() {
    // [bones 13.8] SL into A or B, IL into B or C, IR into C or D, SR into D or E: −1.
    let mut f = stunt_fx();
    let four = yards(&f, OffBox::BK2, 4);
    for (stunt, col, want) in [
        ((DefBox::B, DefBox::C), RunCol::SL, 3),
        ((DefBox::B, DefBox::C), RunCol::IL, 3),
        ((DefBox::B, DefBox::C), RunCol::IR, 3),
        ((DefBox::B, DefBox::C), RunCol::SR, 4),
        ((DefBox::C, DefBox::D), RunCol::SL, 4),
        ((DefBox::C, DefBox::D), RunCol::IL, 3),
        ((DefBox::C, DefBox::D), RunCol::SR, 3),
    ] {
        f.oc = call(play_of(col), OffBox::BK2);
        f.dc = DefenseCall::new(DefPlay::Pass);
        f.dc.stunt = Some(stunt);
        assert_eq!(defense_rule(&f, &f.dc), None);
        let n = neutral(&mut f, col);
        let r = f.resolve(&[R::Fad(n), R::Fad(four)]);
        assert_eq!(r.gain, want, "[bones 13.8] {stunt:?} {col:?}");
    }
}

#[test]
fn a_stunt_is_two_linemen_side_by_side_in_row_one_bones_13_8() {
    // [bones 13.8]
    let f = stunt_fx();
    let mut c = DefenseCall::new(DefPlay::Run(RunKey::NoKey));
    for (a, b, ok) in [(DefBox::B, DefBox::C, true), (DefBox::D, DefBox::C, true), (DefBox::B, DefBox::D, false), (DefBox::A, DefBox::B, false), (DefBox::C, DefBox::H, false)] {
        c.stunt = Some((a, b));
        assert_eq!(defense_rule(&f, &c), if ok { None } else { Some("13.8") }, "[bones 13.8] {a:?}-{b:?}");
    }
}

#[test]
fn a_stunt_adds_five_to_the_sack_range_bones_13_8() {
    // [bones 13.8] in a Pass Rush the sack range gets +5: even sums, the QB's Sack range 1-5
    // becomes 1-10.
    let mut f = stunt_fx();
    for b in [DefBox::A, DefBox::B, DefBox::C, DefBox::D, DefBox::E] {
        for p in f.dd.in_box(b).collect::<Vec<_>>() {
            f.def.players[p as usize].bones.as_mut().unwrap().defense.as_mut().unwrap().prv = 2;
        }
    }
    f.dc = blitz(&f);
    for p in f.dc.blitzers.iter().flatten() {
        f.def.players[*p as usize].bones.as_mut().unwrap().defense.as_mut().unwrap().prv = 0;
    }
    for b in [OffBox::LT, OffBox::LG, OffBox::C, OffBox::RG, OffBox::RT] {
        f.card(b).pbv = Some(2);
    }
    f.oc = call(OffPlay::SH, OffBox::FL1);
    let (ds, os) = f.rush_sums();
    f.card(OffBox::LT).pbv = Some((2 + ds - os) as u8);
    assert_eq!(f.rush_sums().0, f.rush_sums().1, "fixture: even sums");
    let q = f.card(OffBox::QB).qb.as_mut().unwrap();
    q.pass_rush.sack = 5;
    q.pass_rush.run = 30;
    q.pass_rush.com = 60;
    let r = f.resolve(&[R::Fad(10), R::Fad(50)]);
    assert_eq!(r.kind, Kind::Scramble, "no stunt: 10 is in the Run range");
    f.dc.stunt = Some((DefBox::B, DefBox::C));
    let r = f.resolve(&[R::Fad(10), R::Two(2, 3)]);
    assert_eq!((r.kind, r.gain), (Kind::Sack, -5), "[bones 13.8] the stunt: 10 is a sack");
    let r = f.resolve(&[R::Fad(11), R::Fad(50)]);
    assert_eq!(r.kind, Kind::Scramble);
}
