//! Rule tests of the passing game (TTF 7th §8, §10.1-§10.3, §11, §17, §20.7-§20.8, §23.2).
//!
//! Fixture: Riverton on offense (QB Cal Brennan: Quick 33/46/47, Short 29/46/47, Long 18/45/46)
//! against Harbor City's 4-3 (A Reyes, B Fitch, D Grimaldi, E Cutler; F Brannigan, H Achebe,
//! J Lund; K Grantham, M Blackwood, N Ortega, O Vick), 1st & 10 at Riverton's 35.
//! Coverage (§3.3): LTE Halvorsen ← K Grantham (PD −3), RE Oakes ← N Ortega (PD 0), FL1 Voss ←
//! O Vick (PD −1), BK1 Kowalski ← F Brannigan (LB, PD +1), BK2 Thorne ← J Lund (LB, PD 0).
//! Row-1 Pass Deflect: 0.5 + 1.0 + 0.5 + 0.5 = 2.5, rounded up to 3.
//!
//! Every expected number is worked out by hand in the comments from the card values and the
//! rule arithmetic; card values the arithmetic rests on are asserted first.

mod pass_kit;

use huddle_cards::{DefBox, GainCell, IntRange, NumRange, OffBox, PassRanges, RushCol};
use huddle_core::Down;
use huddle_fac::call::{Coverage, DefPlay, DefenseCall, DoubleTeam, Key, OffPlay, OffPrimary, Pattern, Tempo};
use huddle_fac::fac::ScreenMult;
use huddle_fac::resolve::RawEnd;
use huddle_fac::tables::{ModCol, ModRow, PenaltyKind};
use huddle_fac::testkit::*;
use huddle_fac::trace::{Note, What};
use pass_kit::*;

fn screen_mult(m: ScreenMult) -> huddle_fac::fac::Fac {
    screen_com(m)
}

/// Checks the sample data the hand computations below rest on.
fn sample() -> Fixture {
    let f = Fixture::sample();
    assert_eq!(qb_quick(&f), PassRanges { com: 33, inc: 46, int_q: 47 });
    assert_eq!(qb_short(&f), PassRanges { com: 29, inc: 46, int_q: 47 });
    assert_eq!(qb_long(&f), PassRanges { com: 18, inc: 45, int_q: 46 });
    assert_eq!(pd_of(&f, DefBox::K), -3);
    assert_eq!(pd_of(&f, DefBox::N), 0);
    assert_eq!(pd_of(&f, DefBox::O), -1);
    assert_eq!(pd_of(&f, DefBox::F), 1);
    assert_eq!(pd_of(&f, DefBox::J), 0);
    f
}

/// Short pass to the right end against Pass Coverage: 29 − 5 + 0 − 3 = 21.
const SHORT_RE_VS_PC: u8 = 21;

// ---------------------------------------------------------------------------------------------
// §8.1 Screen Pass
// ---------------------------------------------------------------------------------------------

/// [ttf7 8.1] [ttf7 11.3] A complete screen reads a new RN, modified by the defense (correct key
/// +4, wrong key 0, no key +2, Pass Coverage 0, Prevent −2, Blitz −4) on the O column.
#[test]
fn screen_complete_rn_modifiers_by_defense() {
    let f = sample();
    // Thorne's O column: SG 8 6 5 4 4 3 2 1 0 -1 -3.
    let o = |rn| rush_yards(&f, OffBox::BK2, RushCol::O, rn);
    assert_eq!((o(3), o(5), o(7), o(9), o(11)), (6, 4, 3, 1, -1));
    let sc = call(OffPlay::Screen, OffBox::BK2);
    let cases = [
        (pc(), 7, 3),
        (DefenseCall::run(Key::Back(OffBox::BK1)), 7, 3),
        (DefenseCall::run(Key::Back(OffBox::BK2)), 11, -1),
        (DefenseCall::run(Key::None), 9, 1),
        (DefenseCall::new(DefPlay::Prevent), 5, 4),
        (blitz(&f, &[DefBox::F, DefBox::H]), 3, 6),
    ];
    for (dc, modified, yards) in cases {
        let r = go(&f, sc, dc, vec![screen("Com"), rn(7)]);
        assert_eq!(r.rns(What::RunNumber), vec![modified], "{:?}", dc.play);
        assert_eq!(r.gain(), yards, "{:?} key {:?}", dc.play, dc.key);
        assert!(r.r.raw.completed);
        assert_eq!(r.used, 2);
    }
}

/// [ttf7 8.1] The screen reads the O column when the card has one, else N (Kowalski has only N).
#[test]
fn screen_o_column_else_n() {
    let f = sample();
    // Thorne RN 4: O 5, N 6, I 6 — the O column decides.
    assert_eq!(rush_yards(&f, OffBox::BK2, RushCol::O, 4), 5);
    assert_eq!(rush_yards(&f, OffBox::BK2, RushCol::N, 4), 6);
    let r = go(&f, call(OffPlay::Screen, OffBox::BK2), pc(), vec![screen("Com"), rn(4)]);
    assert_eq!(r.gain(), 5);
    // Kowalski N: SG 6 5 4 4 3 3 2 2 1 0 -1; RN 3 → 5.
    let r = go(&f, call(OffPlay::Screen, OffBox::BK1), pc(), vec![screen("Com"), rn(3)]);
    assert_eq!(r.gain(), 5);
}

/// [ttf7 8.1] Screen yardage multipliers ½, 2 and 3; fractions round down, and a halved loss
/// rounds toward zero (ambiguity 47: a loss never grows by halving).
#[test]
fn screen_multipliers_and_rounding() {
    let f = sample();
    let sc = call(OffPlay::Screen, OffBox::BK2);
    let y = |m, rn_| go(&f, sc, pc(), vec![screen_mult(m), rn(rn_)]).gain();
    // RN 2: O = 8.
    assert_eq!(y(ScreenMult::One, 2), 8);
    assert_eq!(y(ScreenMult::Two, 2), 16);
    assert_eq!(y(ScreenMult::Three, 2), 24);
    assert_eq!(y(ScreenMult::Half, 2), 4);
    // RN 7: O = 3 → ½ → 1 (1.5 rounded down).
    assert_eq!(y(ScreenMult::Half, 7), 1);
    // RN 12: O = −3 → ½ → −1 (toward zero, not −2); ×3 → −9; ×2 → −6.
    assert_eq!(y(ScreenMult::Half, 12), -1);
    assert_eq!(y(ScreenMult::Three, 12), -9);
    assert_eq!(y(ScreenMult::Two, 12), -6);
    // RN 11: O = −1 → ½ → 0.
    assert_eq!(y(ScreenMult::Half, 11), 0);
}

/// [ttf7 8.1] [ttf7 7.3] "Le" on a screen receiver's SG column reads the LG column with a new RN
/// (ambiguity 19: End-Reverse or Screen); elsewhere it would be the SG column's best value (18).
#[test]
fn screen_le_reads_long_gain() {
    let mut f = sample();
    // Spruill (WR with a Rush Column): N SG 8 6 4 ..., SG Le 18 15 ..., LG 70 58 50 ...
    put_off(&mut f, OffBox::RE, Some("riv-wr5"));
    let r = go(&f, call(OffPlay::Screen, OffBox::RE), pc(), vec![screen("Com"), rn(1), rn(1), rn(3)]);
    assert_eq!(r.gain(), 50);
    assert_eq!(r.used, 4);
}

/// [ttf7 8.1] An incomplete screen ends the play: one FAC, no Pass Number.
#[test]
fn screen_incomplete_needs_nothing_more() {
    let f = sample();
    let r = go(&f, call(OffPlay::Screen, OffBox::BK2), pc(), vec![screen("Inc")]);
    assert!(r.incomplete());
    assert_eq!(r.used, 1);
    assert!(r.pns(What::PassNumber).is_empty());
}

/// [ttf7 8.1] [ttf7 8.9] [ttf7 8.11] A screen "Int": the Screen/Shovel column names the box;
/// the Point of Interception is ¾ × RN (option `screen_pi_half`: ½ × RN), rounded down.
#[test]
fn screen_interception_table_and_point() {
    let mut f = sample();
    let sc = call(OffPlay::Screen, OffBox::BK2);
    // RN 5 → box H (Achebe, row 2, Int Return 0). PI RN 5 → ¾×5 = 3.75 → 3 (spot: the 38).
    // Return RN 3 on row 2 → 30: Harbor City ball at 100 − 38 + 30 = 92.
    let r = go(&f, sc, pc(), vec![screen("Int"), rn(5), rn(5), rn(3)]);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::H));
    assert_eq!(r.end(), RawEnd::Intercepted { at: 3, ret: Some(30), touchback: false });
    assert_eq!(r.defense_ball(), 92);
    f.opts.screen_pi_half = true;
    // ½×5 = 2.5 → 2: ball at 100 − 37 + 30 = 93.
    let r = go(&f, sc, pc(), vec![screen("Int"), rn(5), rn(5), rn(3)]);
    assert_eq!(r.defense_ball(), 93);
}

/// [ttf7 8.1] [ttf7 8.9] A screen interception in an empty box (RN 3 → G) falls incomplete; RN 1 →
/// box A: a lineman intercepts and returns from row 1.
#[test]
fn screen_interception_empty_box_and_lineman() {
    let f = sample();
    let sc = call(OffPlay::Screen, OffBox::BK2);
    let r = go(&f, sc, pc(), vec![screen("Int"), rn(3)]);
    assert!(r.incomplete());
    assert_eq!(r.interceptor_box(), Some(DefBox::G));
    // RN 1 → A (Reyes). PI RN 4 → 3. Return RN 3, row 1 → 45: ball at 100 − 38 + 45 = 107 → TD.
    let r = go(&f, sc, pc(), vec![screen("Int"), rn(1), rn(4), rn(3)]);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::A));
    assert_eq!(r.end(), RawEnd::Intercepted { at: 3, ret: Some(45), touchback: false });
    // Return RN 5, row 1 → 20: ball at 62 + 20 = 82.
    let r = go(&f, sc, pc(), vec![screen("Int"), rn(1), rn(4), rn(5)]);
    assert_eq!(r.defense_ball(), 82);
}

/// [ttf7 8.1] No Screen from the Shotgun or inside the opponent's 5.
#[test]
fn screen_restrictions() {
    let mut f = sample().at(96, Down::First, 4);
    let (r, _, _) = f.resolve_with(call(OffPlay::Screen, OffBox::BK2), pc(), vec![screen("Com"), rn(5)], &mut Dec::default());
    assert!(r.is_err(), "inside the 5");
    f = sample();
    put_off(&mut f, OffBox::BK3, Some("riv-qb1"));
    f.od.set(OffBox::QB, None);
    let (r, _, _) = f.resolve_with(call(OffPlay::Screen, OffBox::BK2), pc(), vec![screen("Com"), rn(5)], &mut Dec::default());
    assert!(r.is_err(), "shotgun");
}

// ---------------------------------------------------------------------------------------------
// §8.2 Quick, Short and Long passes
// ---------------------------------------------------------------------------------------------

/// [ttf7 8.2] The adjusted Pass Number regions: Com (1-21), deflected (22-24), Inc, the covering
/// defender's Int range inside Inc, Int? (47: a new PN 1-24 intercepts) and Int (48).
#[test]
fn short_pass_pass_number_regions() {
    let f = sample();
    let sh = call(OffPlay::Short, OffBox::RE);
    // 29 (Short) − 5 (Short vs Pass Coverage) + 0 (Ortega) − 3 (deflect, "Orig") = 21.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(21), rn(3)]);
    assert_eq!(r.com(), SHORT_RE_VS_PC);
    assert!(r.completed());
    assert_eq!(r.gain(), gain_yards(&f, OffBox::RE, 'S', 3));
    assert_eq!(r.gain(), 19);
    // 22: deflected → a new PN (30: nobody's range) → incomplete.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(22), pn(30)]);
    assert!(r.incomplete() && r.r.raw.deflected);
    // 24 is still deflected, 25 a plain incompletion.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(24), pn(30)]);
    assert!(r.r.raw.deflected);
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(25)]);
    assert!(r.incomplete() && !r.r.raw.deflected);
    assert_eq!(r.used, 2);
    // 46: Inc on the QB card and inside Ortega's Int range 46 → intercepted by him.
    let r = go(&f, sh, pc(), padded(vec![dir("Orig"), pn(46)], 3));
    assert_eq!(r.interceptor(), f.def_pid(DefBox::N));
    // 45: Inc, outside Ortega's 46 and his Interference Range 40-41 → incomplete.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(45)]);
    assert!(r.incomplete());
    assert_eq!(r.used, 2);
    // 47: Int? → new PN 24 → the Interception Table (Short column, RN 3 → M Blackwood).
    let r = go(&f, sh, pc(), padded(vec![dir("Orig"), pn(47), pn(24), rn(3)], 3));
    assert_eq!(r.interceptor(), f.def_pid(DefBox::M));
    // 47: Int? → new PN 25 → incomplete.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(47), pn(25)]);
    assert!(r.incomplete());
    // 48: Int → Interception Table at once (RN 5 → N Ortega).
    let r = go(&f, sh, pc(), padded(vec![dir("Orig"), pn(48), rn(5)], 3));
    assert_eq!(r.interceptor(), f.def_pid(DefBox::N));
}

/// [ttf7 8.2] [ttf7 8.9] Any defender can intercept from the table; an empty box falls incomplete.
#[test]
fn interception_table_short_column() {
    let f = sample();
    let sh = call(OffPlay::Short, OffBox::RE);
    // Version B, Short: F G M G N H I M J K L O.
    for (rn_, b) in [(1, DefBox::F), (3, DefBox::M), (6, DefBox::H), (9, DefBox::J), (10, DefBox::K), (12, DefBox::O)] {
        let r = go(&f, sh, pc(), padded(vec![dir("Orig"), pn(48), rn(rn_)], 3));
        assert_eq!(r.interceptor_box(), Some(b), "RN {rn_}");
        assert_eq!(r.interceptor(), f.def_pid(b), "RN {rn_}");
    }
    for rn_ in [2, 4, 7, 11] {
        // G, G, I, L are empty in Harbor City's 4-3.
        let r = go(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(rn_)]);
        assert!(r.incomplete(), "RN {rn_}");
    }
}

/// [ttf7 8.9] Quick Int uses the Quick/Swing column; linemen intercept too (RN 2 → A, RN 3 → E).
#[test]
fn interception_table_quick_column() {
    let f = sample();
    let qk = call(OffPlay::Quick, OffBox::RE);
    // Version B, Quick/Swing: F A E L H G I N J K M O.
    for (rn_, b) in [(1, DefBox::F), (2, DefBox::A), (3, DefBox::E), (5, DefBox::H), (8, DefBox::N), (11, DefBox::M)] {
        let r = go(&f, qk, pc(), padded(vec![dir("Orig"), pn(48), rn(rn_)], 3));
        assert_eq!(r.interceptor(), f.def_pid(b), "RN {rn_}");
    }
    let r = go(&f, qk, pc(), vec![dir("Orig"), pn(48), rn(4)]);
    assert!(r.incomplete(), "RN 4 → L, empty");
}

/// [ttf7 8.9] Long column, Version B (RN 8 → O, RN 9 → M); option
/// `interception_long_version_a` swaps them (M, O).
#[test]
fn interception_table_long_versions() {
    let mut f = sample();
    let lg = call(OffPlay::Long, OffBox::RE);
    let who = |f: &Fixture, rn_| go(f, lg, pc(), padded(vec![dir("Orig"), pn(48), rn(rn_)], 3)).interceptor();
    assert_eq!(who(&f, 8), f.def_pid(DefBox::O));
    assert_eq!(who(&f, 9), f.def_pid(DefBox::M));
    assert_eq!(who(&f, 1), f.def_pid(DefBox::K));
    assert_eq!(who(&f, 3), f.def_pid(DefBox::J));
    f.opts.interception_long_version_a = true;
    assert_eq!(who(&f, 8), f.def_pid(DefBox::M));
    assert_eq!(who(&f, 9), f.def_pid(DefBox::O));
    assert_eq!(who(&f, 1), f.def_pid(DefBox::K), "the other cells are the same");
}

/// Reyes (Int 45-46) and Lockhart (40-46) both in box A; Cutler out of E to keep 11 players.
fn two_ends_in_box_a() -> (Fixture, huddle_fac::display::Pid, huddle_fac::display::Pid) {
    let mut f = sample();
    put_def(&mut f, DefBox::A, "hbr-de3");
    def_card(&mut f, "hbr-de1").int = IntRange::Range(NumRange::new(45, 46));
    def_card(&mut f, "hbr-de3").int = IntRange::Range(NumRange::new(40, 46));
    clear_def(&mut f, DefBox::E);
    let (reyes, lockhart) = (pid(&f.def, "hbr-de1"), pid(&f.def, "hbr-de3"));
    (f, reyes, lockhart)
}

/// [ttf7 8.9] Two players in the indicated box: pro-rated by the sizes of their Int ranges with
/// a new PN (ambiguity 40). Reyes 45-46 (2 numbers), Lockhart 40-46 (7): PN·9 ≤ 48·2 → Reyes,
/// i.e. PN 1-10 Reyes, 11-48 Lockhart.
#[test]
fn interception_table_two_in_a_box_pro_rated() {
    let (f, reyes, lockhart) = two_ends_in_box_a();
    let qk = call(OffPlay::Quick, OffBox::RE);
    let r = go(&f, qk, pc(), padded(vec![dir("Orig"), pn(48), rn(2), pn(10)], 3));
    assert_eq!(r.interceptor(), Some(reyes));
    let r = go(&f, qk, pc(), padded(vec![dir("Orig"), pn(48), rn(2), pn(11)], 3));
    assert_eq!(r.interceptor(), Some(lockhart));
}

/// [ttf7 8.9] [ttf7 8.2] "If the defensive box is occupied by two players, the defense can
/// choose either player to intercept the pass" (L573): asked with both players, its pick
/// intercepts and no Pass Number is drawn to pro-rate (PN 10 would have given Reyes).
#[test]
fn interception_table_two_in_a_box_defense_chooses() {
    let (f, reyes, lockhart) = two_ends_in_box_a();
    let qk = call(OffPlay::Quick, OffBox::RE);
    let mut dec = Dec { interceptor: Some(lockhart), ..Dec::default() };
    let r = go_with(&f, qk, pc(), padded(vec![dir("Orig"), pn(48), rn(2), pn(10)], 3), &mut dec);
    assert_eq!(r.interceptor(), Some(lockhart));
    assert_eq!(dec.interceptors_offered, vec![reyes, lockhart]);
    assert!(r.pns(What::Interceptor).is_empty(), "a chosen interceptor needs no Pass Number");
    assert!(r.trace.contains(&huddle_fac::trace::Step::Note { note: Note::InterceptorChosen }));
    // The defense declines to choose: pro-rated as before.
    let mut dec = Dec::default();
    let r = go_with(&f, qk, pc(), padded(vec![dir("Orig"), pn(48), rn(2), pn(10)], 3), &mut dec);
    assert_eq!(r.interceptor(), Some(reyes));
    assert_eq!(r.pns(What::Interceptor), vec![10]);
}

/// [ttf7 8.2] [ttf7 10.3] Double Coverage: "any of the assigned defenders may intercept the
/// pass. If more than one defender is eligible ..., the defense can choose the player ..., or
/// use the method described above" (L576). Grantham 42-46 and Blackwood 43-46 both hold PN 44:
/// the defense is asked; not choosing, their ranges (5 and 4 numbers) are pro-rated with a new
/// PN: PN·9 ≤ 48·5 → Grantham (1-26), else Blackwood (27-48).
#[test]
fn double_coverage_two_eligible_interceptors() {
    let f = sample();
    let grantham = f.def_pid(DefBox::K).unwrap();
    let blackwood = pid(&f.def, "hbr-fs1");
    assert_eq!(f.def.player(grantham).defense.unwrap().int, IntRange::Range(NumRange::new(42, 46)));
    assert_eq!(f.def.player(blackwood).defense.unwrap().int, IntRange::Range(NumRange::new(43, 46)));
    let mut dc = pc();
    dc.coverage = Coverage::Double(OffBox::LTE);
    let sh = call(OffPlay::Short, OffBox::LTE);
    let cards = |p| padded(vec![dir("Orig"), pn(44), pn(p)], 3);
    let mut dec = Dec::default();
    let r = go_with(&f, sh, dc, cards(26), &mut dec);
    assert_eq!(r.interceptor(), Some(grantham));
    assert_eq!(dec.interceptors_offered, vec![grantham, blackwood]);
    assert_eq!(r.pns(What::Interceptor), vec![26]);
    let r = go(&f, sh, dc, cards(27));
    assert_eq!(r.interceptor(), Some(blackwood));
    // The defense's choice stands whatever the next card says.
    let mut dec = Dec { interceptor: Some(blackwood), ..Dec::default() };
    let r = go_with(&f, sh, dc, cards(1), &mut dec);
    assert_eq!(r.interceptor(), Some(blackwood));
    assert!(r.pns(What::Interceptor).is_empty());
    // Only one eligible (PN 42: Grantham alone): nobody is asked.
    let mut dec = Dec { interceptor: Some(blackwood), ..Dec::default() };
    let r = go_with(&f, sh, dc, padded(vec![dir("Orig"), pn(42)], 3), &mut dec);
    assert_eq!(r.interceptor(), Some(grantham));
    assert!(dec.interceptors_offered.is_empty());
}

/// [ttf7 8.2] Directives: "FL" is FL1 first; a check-off loses the Pass Deflect (PD only on
/// "Original") and uses the new receiver's coverage.
#[test]
fn directive_fl_goes_to_flanker_one() {
    let f = sample();
    // 29 − 5 − 1 (Vick) = 23, no deflect.
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("FL"), pn(23), rn(3)]);
    assert_eq!(r.receiver_box(), Some(OffBox::FL1));
    assert_eq!(r.com(), 23);
    assert!(r.completed());
    assert_eq!(r.gain(), gain_yards(&f, OffBox::FL1, 'S', 3));
    assert_eq!(r.gain(), 17);
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("FL"), pn(24)]);
    assert!(r.incomplete() && !r.r.raw.deflected);
}

/// [ttf7 8.2] "FL" with no flankers goes to BK3 (covered by G, H or I: here H Achebe, PD 0).
#[test]
fn directive_fl_without_flankers_goes_to_bk3() {
    let mut f = sample();
    put_off(&mut f, OffBox::FL1, None);
    put_off(&mut f, OffBox::BK3, Some("riv-rb2"));
    // 29 − 5 + 0 = 24.
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("FL"), pn(24), rn(2)]);
    assert_eq!(r.receiver_box(), Some(OffBox::BK3));
    assert_eq!(r.com(), 24);
    assert_eq!(r.gain(), gain_yards(&f, OffBox::BK3, 'S', 2));
}

/// [ttf7 8.2] A pass directed to an empty BK1 or BK2 goes to FL2 (covered by M Blackwood, −2).
#[test]
fn directive_to_empty_back_box_goes_to_fl2() {
    let mut f = sample();
    put_off(&mut f, OffBox::BK1, None);
    put_off(&mut f, OffBox::FL2, Some("riv-wr3"));
    // 29 − 5 − 2 = 22.
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("BK1"), pn(22), rn(3)]);
    assert_eq!(r.receiver_box(), Some(OffBox::FL2));
    assert_eq!(r.com(), 22);
    assert_eq!(r.gain(), gain_yards(&f, OffBox::FL2, 'S', 3));
    // BK2 is occupied: the pass goes to Thorne.
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("BK2"), pn(1), rn(3)]);
    assert_eq!(r.receiver_box(), Some(OffBox::BK2));
}

/// [ttf7 8.2] A pass directed to an unoccupied position is thrown away, incomplete: BK3 empty;
/// BK2 empty with no FL2 either. Nothing after the directive is read.
#[test]
fn directive_to_unoccupied_position_thrown_away() {
    let f = sample();
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("BK3")]);
    assert!(r.incomplete() && r.has(Note::ThrownAway));
    assert_eq!(r.used, 1);
    assert_eq!(r.gain(), 0);
    let mut f = sample();
    // Backs in BK1 and BK3 with FL1: BK2 empty and no FL2.
    put_off(&mut f, OffBox::BK3, Some("riv-rb1"));
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("BK2")]);
    assert!(r.incomplete() && r.has(Note::ThrownAway));
    assert_eq!(r.used, 1);
}

/// [ttf7 8.2] [ttf7 10.2] A pass directed to an Extra Pass Blocker, or to a TE in the
/// Double-Team, is thrown away.
#[test]
fn directive_to_blocker_thrown_away() {
    let f = sample();
    let mut oc = call(OffPlay::Short, OffBox::RE);
    oc.extra_blockers = [Some(OffBox::BK1), None];
    let r = go(&f, oc, pc(), vec![dir("BK1")]);
    assert!(r.incomplete() && r.has(Note::ThrownAway));
    let mut oc = call(OffPlay::Short, OffBox::RE);
    oc.double_team = Some(DoubleTeam { target: DefBox::A, assist: Some(OffBox::LTE), player: None });
    let r = go(&f, oc, pc(), vec![dir("LE")]);
    assert!(r.incomplete() && r.has(Note::ThrownAway), "the LTE assists LT on box A");
    // Not in the double-team: the LE directive reaches Halvorsen (29 − 5 − 3 (Grantham) = 21).
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("LE"), pn(21), rn(3)]);
    assert_eq!(r.receiver_box(), Some(OffBox::LTE));
    assert_eq!(r.com(), 21);
    assert!(r.completed());
    // Called to the LTE himself while he assists the double-team: an "Orig" directive throws
    // it away too (§10.2 f: a pass to a TE in the double-team), and so does a Pass Rush
    // completion (to the original receiver).
    let mut oc = call(OffPlay::Short, OffBox::LTE);
    oc.double_team = Some(DoubleTeam { target: DefBox::A, assist: Some(OffBox::LTE), player: None });
    let r = go(&f, oc, pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert!(r.incomplete() && r.has(Note::ThrownAway), "Orig to the helping LTE");
    let r = go(&f, oc, pc(), vec![dir("PR"), pn(26), rn(3)]);
    assert!(r.has(Note::PassRush), "a Pass Rush");
    assert!(r.incomplete() && r.has(Note::ThrownAway), "a Pass Rush completion to the helping LTE");
    // Without the double-team the same cards complete to him.
    let r = go(&f, call(OffPlay::Short, OffBox::LTE), pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert!(r.completed());
    let r = go(&f, call(OffPlay::Short, OffBox::LTE), pc(), vec![dir("PR"), pn(26), rn(3)]);
    assert!(r.has(Note::PassRush) && r.completed(), "PN 26 is a Pass Rush completion");
}

/// [ttf7 10.2] A Screen to a tight end who helps a double-team is thrown away too (§10.2 f: "a
/// pass directed to a tight end participating in the Double-Team").
#[test]
fn a_screen_to_the_double_teams_tight_end_is_thrown_away() {
    let mut f = sample();
    let lte = f.od.get(OffBox::LTE).unwrap();
    // Give the tight end a Rush column so that he may take a Screen.
    let rb = f.od.get(OffBox::BK2).unwrap();
    f.off.players[lte as usize].rushing = f.off.players[rb as usize].rushing.clone();
    let mut oc = call(OffPlay::Screen, OffBox::LTE);
    let r = go(&f, oc, pc(), vec![screen("Com"), rn(4)]);
    assert!(r.completed(), "without the double-team");
    oc.double_team = Some(DoubleTeam { target: DefBox::A, assist: Some(OffBox::LTE), player: None });
    let r = go(&f, oc, pc(), vec![screen("Com")]);
    assert!(r.incomplete() && r.has(Note::ThrownAway));
}

/// [ttf7 2] [ttf7 10.2] The single back moved after the defense chose takes the call's parts
/// with him: kept in to block in BK2, he is still an Extra Pass Blocker there (a BK2 directive is
/// thrown away).
#[test]
fn the_moved_single_back_stays_an_extra_blocker() {
    let mut f = sample();
    f.od.set(OffBox::BK1, None);
    f.od.set(OffBox::FL2, Some(pid(&f.off, "riv-wr3")));
    f.od.validate(&f.off).unwrap();
    let mut oc = call(OffPlay::Short, OffBox::RE);
    oc.extra_blockers = [Some(OffBox::BK2), None];
    oc.move_single_back = Some(OffBox::BK1);
    let r = go(&f, oc, pc(), vec![dir("BK1")]);
    assert!(r.incomplete() && r.has(Note::ThrownAway), "a directive to the blocker in his new box");
    // Not kept in, the moved back catches the BK1 directive.
    let mut oc = call(OffPlay::Short, OffBox::RE);
    oc.move_single_back = Some(OffBox::BK1);
    let r = go(&f, oc, pc(), vec![dir("BK1"), pn(1), rn(3)]);
    assert_eq!(r.receiver_box(), Some(OffBox::BK1));
}

/// [ttf7 8.2] [ttf7 11.1] Completion adjustments are capped at +10 *before* the individual Pass
/// Defense Value: Quick vs Blitz +10, one Extra Pass Blocker +1 → 11 → 10; then Brannigan's
/// +1 (LB covering a back) → 33 + 11 = 44; deflect −3 → 41.
#[test]
fn plus_ten_cap_before_pass_defense_value() {
    let f = sample();
    let mut oc = call(OffPlay::Quick, OffBox::BK1);
    oc.extra_blockers = [Some(OffBox::BK2), None];
    let dc = blitz(&f, &[DefBox::H, DefBox::J]);
    let r = go(&f, oc, dc, vec![dir("Orig"), pn(41), rn(2)]);
    assert_eq!(r.com(), 41);
    assert!(r.completed());
    let r = go(&f, oc, dc, vec![dir("Orig"), pn(42), pn(30)]);
    assert!(r.r.raw.deflected);
}

/// [ttf7 8.2] [ttf7 8.3] The cap also swallows the uncovered +5: Quick vs Blitz with Ortega
/// (box N) blitzing: +10 +5 = 15 → 10; 33 + 10 − 3 = 40.
#[test]
fn plus_ten_cap_includes_uncovered_bonus() {
    let f = sample();
    let dc = blitz(&f, &[DefBox::N, DefBox::H]);
    let r = go(&f, call(OffPlay::Quick, OffBox::RE), dc, vec![dir("Orig"), pn(40), rn(4)]);
    assert!(r.r.raw.uncovered);
    assert_eq!(r.com(), 40);
}

/// [ttf7 8.2] [ttf7 11.1] The completion range is clamped to 1..47 after the Pass Deflect
/// (digest order: sum, cap, PD, deflect, clamp): 40 + 10 − 1 − 3 = 46.
#[test]
fn completion_range_clamped_after_deflect() {
    let mut f = sample();
    qb_card(&mut f).quick = PassRanges { com: 40, inc: 46, int_q: 47 };
    let dc = blitz(&f, &[DefBox::H, DefBox::J]);
    let qk = call(OffPlay::Quick, OffBox::FL1);
    let r = go(&f, qk, dc, vec![dir("Orig"), pn(46), rn(2)]);
    assert_eq!(r.com(), 46);
    assert!(r.completed());
    // 45 + 10 − 1 − 3 = 51 → 47: PN 47 completes, PN 48 never does.
    qb_card(&mut f).quick = PassRanges { com: 45, inc: 46, int_q: 47 };
    let r = go(&f, qk, dc, vec![dir("Orig"), pn(47), rn(2)]);
    assert_eq!(r.com(), 47);
    assert!(r.completed());
    let r = go(&f, qk, dc, padded(vec![dir("Orig"), pn(48), rn(4)], 2));
    assert!(!r.completed());
    // Low end: 4 − 15 (Quick vs Pass Coverage, inside the 20) − 3 − 3 → 1.
    let mut f = sample().at(85, Down::First, 10);
    qb_card(&mut f).quick = PassRanges { com: 4, inc: 46, int_q: 47 };
    let r = go(&f, call(OffPlay::Quick, OffBox::LTE), pc(), vec![dir("Orig"), pn(1), rn(2)]);
    assert_eq!(r.com(), 1);
    assert!(r.completed());
}

/// [ttf7 8.2] [ttf7 11.1] Parenthesized values apply when the LOS is inside the defense's 20:
/// Quick vs Pass Coverage −10 (−15), Quick vs Run 0 (−10), Short vs Run +5 (0).
#[test]
fn red_zone_parenthesized_values() {
    for (los, play, dc, want) in [
        // 33 − 10 − 3 = 20 at the defense's 20; 33 − 15 − 3 = 15 at the 19.
        (80, OffPlay::Quick, pc(), 20),
        (81, OffPlay::Quick, pc(), 15),
        (35, OffPlay::Quick, DefenseCall::run(Key::None), 30),
        (81, OffPlay::Quick, DefenseCall::run(Key::None), 20),
        // 29 + 5 − 3 = 31; inside the 20: 29 + 0 − 3 = 26.
        (35, OffPlay::Short, DefenseCall::run(Key::None), 31),
        (81, OffPlay::Short, DefenseCall::run(Key::Back(OffBox::BK1)), 26),
    ] {
        let f = sample().at(los, Down::First, 10);
        let r = go(&f, call(play, OffBox::RE), dc, vec![dir("Orig"), pn(1), rn(5)]);
        assert_eq!(r.com(), want, "{play:?} vs {:?} at {los}", dc.play);
    }
}

/// [ttf7 8.2] An "L" in the Q or S column reads the L column with a new RN.
#[test]
fn l_result_reads_long_column() {
    let f = sample();
    assert_eq!(gain_cell(&f, OffBox::RE, 'Q', 1), GainCell::Long);
    assert_eq!(gain_cell(&f, OffBox::RE, 'S', 1), GainCell::Long);
    // Quick: 33 − 10 − 3 = 20. RN 1 → L → RN 4 on Oakes's L column → 37.
    let r = go(&f, call(OffPlay::Quick, OffBox::RE), pc(), vec![dir("Orig"), pn(5), rn(1), rn(4)]);
    assert_eq!(r.gain(), gain_yards(&f, OffBox::RE, 'L', 4));
    assert_eq!(r.gain(), 37);
    assert_eq!(r.used, 4);
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("Orig"), pn(5), rn(1), rn(9)]);
    assert_eq!(r.gain(), 24);
}

/// [ttf7 8.2] [ttf7 20.5] A Long Pass completed in the last two minutes of the game: the L
/// column's RN-1 result is a touchdown (game only, ambiguity 50; option `long_td_both_halves`).
#[test]
fn long_pass_rn1_touchdown_in_last_two_minutes() {
    let mut f = sample();
    let lg = call(OffPlay::Long, OffBox::RE);
    // 18 + 0 (Long vs Pass Coverage) = 18, no deflect on Long passes.
    let r = go(&f, lg, pc(), vec![dir("Orig"), pn(5), rn(1)]);
    assert_eq!(r.com(), 18);
    assert_eq!(r.gain(), 52);
    assert!(!r.td());
    f.sit.final_two_minutes_game = true;
    f.sit.final_two_minutes_half = true;
    let r = go(&f, lg, pc(), vec![dir("Orig"), pn(5), rn(1)]);
    assert!(r.td());
    assert_eq!(r.gain(), 65, "to the goal line from the 35");
    // RN 2 is not the RN-1 result: 46 yards.
    let r = go(&f, lg, pc(), vec![dir("Orig"), pn(5), rn(2)]);
    assert_eq!(r.gain(), 46);
    // A Quick pass whose "L" leads to the L column is not a Long Pass: 52 yards.
    let r = go(&f, call(OffPlay::Quick, OffBox::RE), pc(), vec![dir("Orig"), pn(5), rn(1), rn(1)]);
    assert_eq!(r.gain(), 52);
    assert!(!r.td());
    // End of the first half: no touchdown unless the option extends it.
    let mut f = sample();
    f.sit.final_two_minutes_half = true;
    let r = go(&f, lg, pc(), vec![dir("Orig"), pn(5), rn(1)]);
    assert!(!r.td());
    f.opts.long_td_both_halves = true;
    let r = go(&f, lg, pc(), vec![dir("Orig"), pn(5), rn(1)]);
    assert!(r.td());
}

/// [ttf7 8.2] [ttf7 8.12] A Short pass checked off to a receiver running a Long pattern is a
/// Long Pass: in the final two minutes its L-column RN-1 result is a touchdown.
#[test]
fn redirected_long_pattern_rn1_touchdown() {
    let mut f = sample();
    f.sit.final_two_minutes_game = true;
    let mut oc = call(OffPlay::Short, OffBox::RE);
    oc.patterns[OffBox::FL1.idx()] = Some(Pattern::Long);
    let r = go(&f, oc, pc(), vec![dir("FL"), pn(5), rn(1)]);
    assert!(r.td(), "Long pattern, RN 1 on the L column");
}

/// [ttf7 8.2] No yardage figure for the pass type: dropped, incomplete (Thorne S column RN 9).
#[test]
fn blank_cell_is_a_drop() {
    let f = sample();
    assert_eq!(gain_cell(&f, OffBox::BK2, 'S', 9), GainCell::Blank);
    let r = go(&f, call(OffPlay::Short, OffBox::BK2), pc(), vec![dir("Orig"), pn(5), rn(9)]);
    assert!(r.incomplete() && !r.r.raw.completed);
    assert!(r.has(Note::Dropped));
    assert_eq!(r.gain(), 0);
    // The L column's blank after an "L" is a drop too (Voss: S RN 1 = L; L RN 11 = blank).
    assert_eq!(gain_cell(&f, OffBox::FL1, 'L', 11), GainCell::Blank);
    let r = go(&f, call(OffPlay::Short, OffBox::FL1), pc(), vec![dir("Orig"), pn(5), rn(1), rn(11)]);
    assert!(r.incomplete());
}

/// [ttf7 8.2] Completions reaching the goal line (or beyond the end zone) are touchdowns.
#[test]
fn completion_past_goal_is_touchdown() {
    let f = sample().at(80, Down::First, 10);
    // Short: 29 + 0 (at the 20 the Short vs Pass Coverage cell is −5 either way) − 5 − 3 = 21.
    // RN 2 → 22 yards ≥ 20 to go.
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("Orig"), pn(5), rn(2)]);
    assert!(r.td());
    // RN 4 → 17 yards: not a touchdown.
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("Orig"), pn(5), rn(4)]);
    assert!(!r.td());
    assert_eq!(r.gain(), 17);
    // A 52-yard Long completion from the 70 ends beyond the end zone: still a touchdown.
    let f = sample().at(70, Down::First, 10);
    let r = go(&f, call(OffPlay::Long, OffBox::RE), pc(), vec![dir("Orig"), pn(5), rn(1)]);
    assert!(r.td());
}

/// [ttf7 8.12] A check-off to a receiver with a designated Long pattern uses the QB's Long
/// range, the Long row (vs Pass Coverage 0, no deflect), the L column and the Long PI.
#[test]
fn redirected_receiver_runs_his_pattern() {
    let f = sample();
    let mut oc = call(OffPlay::Short, OffBox::RE);
    oc.patterns[OffBox::FL1.idx()] = Some(Pattern::Long);
    // 18 + 0 − 1 (Vick) = 17.
    let r = go(&f, oc, pc(), vec![dir("FL"), pn(17), rn(3)]);
    assert_eq!(r.com(), 17);
    assert_eq!(r.gain(), gain_yards(&f, OffBox::FL1, 'L', 3));
    assert_eq!(r.gain(), 37);
    let r = go(&f, oc, pc(), vec![dir("FL"), pn(18)]);
    assert!(r.incomplete());
    // Int: Long column (RN 8 → O Vick), PI 4 × RN: RN 3 → 12 (the 47): Vick returns RN 10 − 1
    // → 9 on row 3 → 4: Harbor City ball at 100 − 47 + 4 = 57.
    let r = go(&f, oc, pc(), vec![dir("FL"), pn(48), rn(8), rn(3), rn(10)]);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::O));
    assert_eq!(r.end(), RawEnd::Intercepted { at: 12, ret: Some(4), touchback: false });
    assert_eq!(r.defense_ball(), 57);
    // A Long call checked off to a Quick pattern: Quick range, Quick vs Pass Coverage −10,
    // Vick −1 → 22, Q column.
    let mut oc = call(OffPlay::Long, OffBox::RE);
    oc.patterns[OffBox::FL1.idx()] = Some(Pattern::Quick);
    let r = go(&f, oc, pc(), vec![dir("FL"), pn(22), rn(3)]);
    assert_eq!(r.com(), 22);
    assert_eq!(r.gain(), gain_yards(&f, OffBox::FL1, 'Q', 3));
}

/// [ttf7 8.12] [ttf7 4] Screen, Shovel and Swing passes take no patterns; no Long pattern inside
/// the opponent's 20.
#[test]
fn pattern_restrictions() {
    let f = sample();
    let mut oc = call(OffPlay::Swing, OffBox::BK2);
    oc.patterns[OffBox::FL1.idx()] = Some(Pattern::Long);
    let (r, _, _) = f.resolve_with(oc, pc(), padded(vec![], 4), &mut Dec::default());
    assert!(r.is_err());
    let f = sample().at(85, Down::First, 10);
    let mut oc = call(OffPlay::Short, OffBox::RE);
    oc.patterns[OffBox::FL1.idx()] = Some(Pattern::Long);
    let (r, _, _) = f.resolve_with(oc, pc(), padded(vec![], 4), &mut Dec::default());
    assert!(r.is_err());
    let (r, _, _) = f.resolve_with(call(OffPlay::Long, OffBox::RE), pc(), padded(vec![], 4), &mut Dec::default());
    assert!(r.is_err(), "no Long pass inside the 20");
}

// ---------------------------------------------------------------------------------------------
// §8.3 Pass Defense Values, linebackers in coverage, uncovered receivers
// ---------------------------------------------------------------------------------------------

/// [ttf7 8.3] [ttf7 3.3] The covering defender's PD value is added to the range, with its sign.
#[test]
fn pass_defense_values_by_receiver() {
    let f = sample();
    for (target, want) in [
        (OffBox::RE, 21),  // 29 − 5 + 0 − 3
        (OffBox::FL1, 20), // Vick −1
        (OffBox::LTE, 18), // Grantham −3
        (OffBox::BK1, 22), // Brannigan +1 (LB on a back: no extra)
        (OffBox::BK2, 21), // Lund 0
    ] {
        let r = go(&f, call(OffPlay::Short, target), pc(), vec![dir("Orig"), pn(1), rn(3)]);
        assert_eq!(r.com(), want, "{target}");
    }
}

/// [ttf7 8.3] [ttf7 3.3] A linebacker covering a TE adds +1 to his PD, covering a WR +2. A
/// row-2 defender covers a TE only when turned sideways; otherwise the TE is uncovered (+5).
#[test]
fn linebacker_coverage_adjustments() {
    let mut f = sample();
    clear_def(&mut f, DefBox::K);
    // LTE ← F Brannigan (sideways): 1 + 1 = +2 → 29 − 5 + 2 − 3 = 23.
    let mut dc = pc();
    dc.sideways = [true, false];
    let r = go(&f, call(OffPlay::Short, OffBox::LTE), dc, vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 23);
    // Not sideways: K empty, F not covering → uncovered: 29 − 5 + 5 − 3 = 26.
    let r = go(&f, call(OffPlay::Short, OffBox::LTE), pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert!(r.r.raw.uncovered);
    assert_eq!(r.com(), 26);
    // A WR in BK1 covered by Brannigan: 1 + 2 = +3 → 24.
    let mut f = sample();
    put_off(&mut f, OffBox::BK1, Some("riv-wr3"));
    let r = go(&f, call(OffPlay::Short, OffBox::BK1), pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 24);
    // A TE in BK1 covered by Brannigan: 1 + 1 = +2 → 23.
    let mut f = sample();
    put_off(&mut f, OffBox::BK1, Some("riv-te2"));
    let r = go(&f, call(OffPlay::Short, OffBox::BK1), pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 23);
}

/// [ttf7 8.3] Uncovered receiver (coverage box empty): +5 Com, −1 on the gain RN; an Inc result
/// cannot be intercepted and draws no interference.
#[test]
fn uncovered_receiver() {
    let mut f = sample();
    clear_def(&mut f, DefBox::N);
    let sh = call(OffPlay::Short, OffBox::RE);
    // 29 − 5 + 5 − 3 = 26. RN 4 − 1 = 3 → Oakes S 19.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(26), rn(4)]);
    assert_eq!(r.com(), 26);
    assert_eq!(r.rns(What::PassGain), vec![3]);
    assert_eq!(r.gain(), 19);
    // PN 46: nobody covers → incomplete, no interception.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(46)]);
    assert!(r.incomplete());
    assert_eq!(r.used, 2);
    // PN 40: would be interference by a covering Ortega (40-41); uncovered → incomplete.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(40)]);
    assert!(r.incomplete());
    assert!(r.r.foul.is_none());
}

/// [ttf7 8.3] [ttf7 5] A blitzer in the coverage box leaves the receiver uncovered.
#[test]
fn blitzer_leaves_receiver_uncovered() {
    let f = sample();
    // Quick vs Blitz: +10 + 5 → 10 (cap), 33 + 10 − 3 = 40. Lund (J) blitzes: BK2 uncovered.
    let dc = blitz(&f, &[DefBox::J, DefBox::H]);
    let r = go(&f, call(OffPlay::Quick, OffBox::BK2), dc, vec![dir("Orig"), pn(46)]);
    assert!(r.r.raw.uncovered);
    assert!(r.incomplete(), "Lund's Int 46 does not count: he is blitzing");
}

/// [ttf7 8.2] [ttf7 8.3] The covering defender's Interference Range inside the QB's Inc range:
/// defensive pass interference, first down at RN × the PI factor (Short: 2 × RN).
#[test]
fn interference_range() {
    let f = sample();
    let sh = call(OffPlay::Short, OffBox::RE);
    // PN 41 is inside Ortega's 40-41. Spot RN 5 → 10 yards: first down at the 45.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(41), rn(5)]);
    assert_eq!(r.end(), RawEnd::Interference { spot: 10 });
    assert_eq!(r.gain(), 10);
    assert_eq!(r.r.foul.map(|x| x.kind), Some(PenaltyKind::DefensivePassInterference));
    // In the end zone: ball at the 1. From the 80, RN 12 → 24 → the 104 → 19 yards.
    let f = sample().at(80, Down::First, 10);
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(41), rn(12)]);
    assert_eq!(r.end(), RawEnd::Interference { spot: 19 });
    // Beyond the end zone (Long: 4 × RN): from the 70, RN 11 → 44 → the 114: uncatchable.
    let mut f = sample().at(70, Down::First, 10);
    def_card(&mut f, "hbr-ss1").interference = NumRange::new(40, 41);
    let r = go(&f, call(OffPlay::Long, OffBox::RE), pc(), vec![dir("Orig"), pn(41), rn(11)]);
    assert!(r.incomplete());
    // RN 10 → 40 → the 110 (the end line, not beyond the end zone): ball at the 1.
    let r = go(&f, call(OffPlay::Long, OffBox::RE), pc(), vec![dir("Orig"), pn(41), rn(10)]);
    assert_eq!(r.end(), RawEnd::Interference { spot: 29 });
}

// ---------------------------------------------------------------------------------------------
// §8.4 Prevent
// ---------------------------------------------------------------------------------------------

/// [ttf7 8.4] [ttf7 11.3] Prevent: Quick 0 (Pass Deflect still applies on "Original"), Short −5,
/// Long −7, Swing +5, and at least four defenders in row 3.
#[test]
fn prevent_modifiers_and_prerequisite() {
    let f = sample();
    let prev = DefenseCall::new(DefPlay::Prevent);
    for (play, target, want) in [
        (OffPlay::Quick, OffBox::RE, 30), // 33 + 0 − 3
        (OffPlay::Short, OffBox::RE, 21), // 29 − 5 − 3
        (OffPlay::Long, OffBox::RE, 11),  // 18 − 7
        (OffPlay::Swing, OffBox::BK2, 31), // 29 + 5 + 0 (Lund) − 3
    ] {
        let cards = if play == OffPlay::Swing { vec![pn(1), rn(8)] } else { vec![dir("Orig"), pn(1), rn(3)] };
        let r = go(&f, call(play, target), prev, cards);
        assert_eq!(r.com(), want, "{play:?}");
    }
    let mut f = sample();
    clear_def(&mut f, DefBox::N);
    let (r, _, _) = f.resolve_with(call(OffPlay::Short, OffBox::RE), prev, padded(vec![], 4), &mut Dec::default());
    assert!(r.is_err(), "three in row 3");
}

// ---------------------------------------------------------------------------------------------
// §8.5 Pass Deflect
// ---------------------------------------------------------------------------------------------

/// [ttf7 8.5] Deflect applies on Quick/Short "Original" passes and every Swing, never on Long
/// passes or check-offs.
#[test]
fn pass_deflect_applies_when() {
    let f = sample();
    // Quick Orig: 33 − 10 − 3 = 20; Quick to FL1 by "FL": 33 − 10 − 1 = 22 (no deflect).
    let r = go(&f, call(OffPlay::Quick, OffBox::RE), pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 20);
    let r = go(&f, call(OffPlay::Quick, OffBox::RE), pc(), vec![dir("FL"), pn(1), rn(3)]);
    assert_eq!(r.com(), 22);
    // Long Orig: 18, no deflect.
    let r = go(&f, call(OffPlay::Long, OffBox::RE), pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 18);
    // Swing: 29 − 5 + 0 − 3 = 21.
    let r = go(&f, call(OffPlay::Swing, OffBox::BK2), pc(), vec![pn(1), rn(8)]);
    assert_eq!(r.com(), 21);
}

/// [ttf7 8.5] The Row-1 linemen's Pass Deflect sum is rounded up and capped at 5; other players
/// in Row 1 do not count.
#[test]
fn pass_deflect_sum_rounding_and_cap() {
    let sh = call(OffPlay::Short, OffBox::RE);
    let base = 29 - 5; // before the deflect
    // 1.5 + 1.5 + 1.5 + 1.0 = 5.5 → 6 → capped at 5.
    let mut f = sample();
    for (id, v) in [("hbr-de1", 1.5), ("hbr-dt1", 1.5), ("hbr-dt2", 1.5), ("hbr-de2", 1.0)] {
        def_card(&mut f, id).deflect = v;
    }
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com() as i16, base - 5);
    // 0.5 + 0.5 + 0.5 + 0 = 1.5 → 2.
    let mut f = sample();
    for (id, v) in [("hbr-de1", 0.5), ("hbr-dt1", 0.5), ("hbr-dt2", 0.5), ("hbr-de2", 0.0)] {
        def_card(&mut f, id).deflect = v;
    }
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com() as i16, base - 2);
    // A linebacker in E with a deflect value does not count: 0.5 + 1.0 + 0.5 = 2.0 → 2.
    let mut f = sample();
    clear_def(&mut f, DefBox::E);
    put_def(&mut f, DefBox::E, "hbr-lb4");
    def_card(&mut f, "hbr-lb4").deflect = 3.0;
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com() as i16, base - 2);
}

/// [ttf7 8.5] A deflected pass: a new PN against every defender's Int range; the smaller range
/// wins. PN 44: Vick 44-46 (3) beats Blackwood 43-46 (4) and Grantham 42-46 (5).
#[test]
fn deflected_pass_smaller_range_intercepts() {
    let f = sample();
    let sh = call(OffPlay::Short, OffBox::RE);
    for (pn2, b) in [(44, DefBox::O), (43, DefBox::M), (42, DefBox::K), (45, DefBox::H)] {
        // 45: Achebe 45-46 (2) beats Vick (3), Blackwood, Grantham.
        let r = go(&f, sh, pc(), padded(vec![dir("Orig"), pn(23), pn(pn2)], 3));
        assert!(r.r.raw.deflected);
        assert_eq!(r.interceptor(), f.def_pid(b), "new PN {pn2}");
    }
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(23), pn(41)]);
    assert!(r.incomplete(), "nobody's range holds 41; interference is ignored on deflections");
    assert!(r.r.foul.is_none());
}

/// [ttf7 8.5] [ttf7 8.9] Equal ranges: the Interception Table of the pass type decides. PN 46 is
/// in the one-number ranges of Brannigan (F), Lund (J) and Ortega (N): Short column RN 5 → N.
#[test]
fn deflected_pass_tie_uses_interception_table_for_pass_type() {
    let f = sample();
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), padded(vec![dir("Orig"), pn(23), pn(46), rn(5)], 3));
    assert_eq!(r.interceptor(), f.def_pid(DefBox::N), "Short column RN 5 = N (the Quick column's H would be Achebe)");
    // A Quick pass: Quick/Swing column RN 9 → J Lund.
    let r = go(&f, call(OffPlay::Quick, OffBox::RE), pc(), padded(vec![dir("Orig"), pn(22), pn(46), rn(9)], 3));
    assert!(r.r.raw.deflected);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::J));
}

/// [ttf7 8.5] [ttf7 5] Blitzers count as absent: they neither intercept a deflection nor an
/// Interception Table pass in their box. Quick vs Blitz (F Brannigan, J Lund): 33 + 10 − 3 = 40,
/// deflected 41-43; new PN 46 is in the one-number ranges of Brannigan, Lund and Ortega, but
/// only Ortega is not blitzing, so he intercepts without a table roll.
#[test]
fn blitzers_do_not_intercept() {
    let f = sample();
    let dc = blitz(&f, &[DefBox::F, DefBox::J]);
    let qk = call(OffPlay::Quick, OffBox::RE);
    // PI RN 2 → 2; Ortega returns RN 11 + 1 → No Return.
    let r = go(&f, qk, dc, vec![dir("Orig"), pn(42), pn(46), rn(2), rn(11)]);
    assert!(r.r.raw.deflected);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::N));
    assert_eq!(r.used, 5);
    // Int (PN 48), Quick/Swing column RN 1 → F: Brannigan is blitzing → incomplete.
    let r = go(&f, qk, dc, vec![dir("Orig"), pn(48), rn(1)]);
    assert!(r.incomplete());
    assert_eq!(r.interceptor_box(), Some(DefBox::F));
}

/// [ttf7 8.5] [ttf7 8.11] The deflected interception's PI and return are resolved normally
/// (Short: 2 × RN). Vick: PI RN 4 → 8 (the 43); return RN 6 − 1 = 5, row 3 → 15: ball at 72.
#[test]
fn deflected_interception_point_and_return() {
    let f = sample();
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("Orig"), pn(23), pn(44), rn(4), rn(6)]);
    assert_eq!(r.end(), RawEnd::Intercepted { at: 8, ret: Some(15), touchback: false });
    assert_eq!(r.defense_ball(), 100 - 43 + 15);
}

// ---------------------------------------------------------------------------------------------
// §8.6 "48?"
// ---------------------------------------------------------------------------------------------

/// [ttf7 8.6] A covering defender with "48?": on PN 48 (an Inc on this QB's card) a new PN 1-24
/// intercepts, 25-48 is incomplete.
#[test]
fn forty_eight_question_covering_defender() {
    let mut f = sample();
    qb_card(&mut f).short = PassRanges { com: 29, inc: 48, int_q: 48 };
    clear_def(&mut f, DefBox::N);
    put_def(&mut f, DefBox::N, "hbr-cb5"); // Dorrance: PD +2, Int 48?; a CB in N: +1 PD
    let sh = call(OffPlay::Short, OffBox::RE);
    // 29 − 5 + 3 − 3 = 24.
    let r = go(&f, sh, pc(), padded(vec![dir("Orig"), pn(48), pn(24)], 3));
    assert_eq!(r.interceptor(), Some(pid(&f.def, "hbr-cb5")));
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(48), pn(25)]);
    assert!(r.incomplete());
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(24), rn(3)]);
    assert_eq!(r.com(), 24);
}

// ---------------------------------------------------------------------------------------------
// §8.7 Shovel
// ---------------------------------------------------------------------------------------------

fn shotgun(f: &mut Fixture) {
    put_off(f, OffBox::BK3, Some("riv-qb1"));
    f.od.set(OffBox::QB, None);
}

/// [ttf7 8.7] Shovel: the QB's Quick range +5, the PN of the first FAC; complete → the I (or N)
/// column with an unmodified RN, −2 yards.
#[test]
fn shovel_pass() {
    let mut f = sample();
    shotgun(&mut f);
    let sv = call(OffPlay::Shovel, OffBox::BK2);
    // 33 + 5 = 38: no PD (Lund), no deflect.
    let r = go(&f, sv, pc(), vec![pn(38), rn(5)]);
    assert_eq!(r.com(), 38);
    assert_eq!(r.gain(), rush_yards(&f, OffBox::BK2, RushCol::I, 5) - 2);
    assert_eq!(r.gain(), 3);
    let r = go(&f, sv, pc(), vec![pn(39)]);
    assert!(r.incomplete());
    assert_eq!(r.used, 1);
    // A correct key does not modify the RN: still I[5] − 2 = 3 (RN 9 would give 0).
    let r = go(&f, sv, DefenseCall::run(Key::Back(OffBox::BK2)), vec![pn(10), rn(5)]);
    assert_eq!(r.gain(), 3);
    assert_eq!(r.com(), 38);
    // Kowalski (N column only): N[5] = 4 → 2.
    let r = go(&f, call(OffPlay::Shovel, OffBox::BK1), pc(), vec![pn(10), rn(5)]);
    assert_eq!(r.gain(), 2);
}

/// [ttf7 8.7] The shoveled back is never covered: no uncovered +5, no double coverage, and the
/// covering defender's Int range never applies (PN 46 is just incomplete).
#[test]
fn shovel_never_covered() {
    let mut f = sample();
    shotgun(&mut f);
    let sv = call(OffPlay::Shovel, OffBox::BK2);
    let r = go(&f, sv, pc(), vec![pn(46)]);
    assert!(r.incomplete(), "Lund's 46 does not intercept a shovel");
    let r = go(&f, sv, pc(), vec![pn(47)]);
    assert!(r.incomplete(), "Int? is incomplete");
    let mut f2 = sample();
    shotgun(&mut f2);
    clear_def(&mut f2, DefBox::J);
    let r = go(&f2, sv, pc(), vec![pn(1), rn(5)]);
    assert_eq!(r.com(), 38, "no uncovered bonus");
    let mut dc = pc();
    dc.coverage = Coverage::Double(OffBox::BK2);
    let r = go(&f, sv, dc, vec![pn(1), rn(5)]);
    assert_eq!(r.com(), 38, "no double coverage");
}

/// [ttf7 8.7] [ttf7 8.6] [ttf7 8.9] [ttf7 8.11] A shovel is intercepted only on PN 48 as "48?":
/// new PN 1-24 → the Screen/Shovel column (RN 5 → H Achebe), PI ½ × RN (RN 5 → 2, the 37),
/// return RN 3, row 2 → 30: ball at 93.
#[test]
fn shovel_interception_only_on_48() {
    let mut f = sample();
    shotgun(&mut f);
    let sv = call(OffPlay::Shovel, OffBox::BK2);
    let r = go(&f, sv, pc(), vec![pn(48), pn(24), rn(5), rn(5), rn(3)]);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::H));
    assert_eq!(r.end(), RawEnd::Intercepted { at: 2, ret: Some(30), touchback: false });
    assert_eq!(r.defense_ball(), 93);
    let r = go(&f, sv, pc(), vec![pn(48), pn(25)]);
    assert!(r.incomplete());
}

/// [ttf7 8.7] Shovel only from the Shotgun.
#[test]
fn shovel_only_from_shotgun() {
    let f = sample();
    let (r, _, _) = f.resolve_with(call(OffPlay::Shovel, OffBox::BK2), pc(), padded(vec![], 3), &mut Dec::default());
    assert!(r.is_err());
}

// ---------------------------------------------------------------------------------------------
// §8.8 Swing
// ---------------------------------------------------------------------------------------------

/// [ttf7 8.8] Swing: the QB's Short range with the Swing row (vs Pass Coverage −5), PD and
/// deflect; the PN of the first FAC; complete → new RN − 2 on the O column, −5 yards.
#[test]
fn swing_pass_complete() {
    let f = sample();
    let sw = call(OffPlay::Swing, OffBox::BK2);
    // 29 − 5 + 0 (Lund) − 3 = 21.
    let r = go(&f, sw, pc(), vec![pn(21), rn(8)]);
    assert_eq!(r.com(), 21);
    // RN 8 − 2 = 6 → Thorne O = 4; 4 − 5 = −1.
    assert_eq!(r.rns(What::PassGain), vec![6]);
    assert_eq!(r.gain(), rush_yards(&f, OffBox::BK2, RushCol::O, 6) - 5);
    assert_eq!(r.gain(), -1);
    // RN 3 − 2 = 1 → O = SG → new RN 4 on SG → 12; 12 − 5 = 7.
    let r = go(&f, sw, pc(), vec![pn(21), rn(3), rn(4)]);
    assert_eq!(r.gain(), 7);
    let r = go(&f, sw, pc(), vec![pn(22), pn(30)]);
    assert!(r.r.raw.deflected);
}

/// [ttf7 8.8] [ttf7 8.10] Swing: Int? is incomplete, Int is treated as Int? (a new PN 1-24), the
/// interceptor comes from the Quick/Swing column, the PI is ½ × RN and the return RN gets −1.
#[test]
fn swing_interceptions() {
    let f = sample();
    let sw = call(OffPlay::Swing, OffBox::BK2);
    let r = go(&f, sw, pc(), vec![pn(47)]);
    assert!(r.incomplete(), "Int? → incomplete");
    assert_eq!(r.used, 1);
    let r = go(&f, sw, pc(), vec![pn(48), pn(25)]);
    assert!(r.incomplete(), "Int → Int? → PN 25 incomplete");
    // PN 48 → PN 24 → Quick/Swing RN 5 → H Achebe (Int Return 0); PI RN 6 → 3 (the 38);
    // return RN 4 − 1 = 3, row 2 → 30: ball at 100 − 38 + 30 = 92.
    let r = go(&f, sw, pc(), vec![pn(48), pn(24), rn(5), rn(6), rn(4)]);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::H));
    assert_eq!(r.end(), RawEnd::Intercepted { at: 3, ret: Some(30), touchback: false });
    assert_eq!(r.defense_ball(), 92);
    // RN 1 → F Brannigan (Int Return +1): return RN 4 + 1 − 1 = 4, row 2 → 20.
    let r = go(&f, sw, pc(), vec![pn(48), pn(24), rn(1), rn(6), rn(4)]);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::F));
    assert_eq!(r.end(), RawEnd::Intercepted { at: 3, ret: Some(20), touchback: false });
    // Inc with the covering defender's range: Lund 46 → intercepted, return −1 as well.
    let r = go(&f, sw, pc(), vec![pn(46), rn(2), rn(4)]);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::J));
    // Lund: Int Return +1: RN 4 + 1 − 1 = 4 → 20; PI ½×2 = 1.
    assert_eq!(r.end(), RawEnd::Intercepted { at: 1, ret: Some(20), touchback: false });
}

/// [ttf7 8.8] [ttf7 8.3] An uncovered swing back: +5 Com and −1 more on the gain RN.
#[test]
fn swing_uncovered() {
    let mut f = sample();
    clear_def(&mut f, DefBox::J);
    // BK2 ← J or I: both empty. 29 − 5 + 5 − 3 = 26; RN 9 − 2 − 1 = 6 → O 4 → −1.
    let r = go(&f, call(OffPlay::Swing, OffBox::BK2), pc(), vec![pn(26), rn(9)]);
    assert_eq!(r.com(), 26);
    assert_eq!(r.rns(What::PassGain), vec![6]);
    assert_eq!(r.gain(), -1);
}

/// [ttf7 8.8] [ttf7 4] No Swing inside the opponent's 5; only to a running back.
#[test]
fn swing_restrictions() {
    let f = sample().at(96, Down::First, 4);
    let (r, _, _) = f.resolve_with(call(OffPlay::Swing, OffBox::BK2), pc(), padded(vec![], 3), &mut Dec::default());
    assert!(r.is_err());
    let f = sample();
    let (r, _, _) = f.resolve_with(call(OffPlay::Swing, OffBox::RE), pc(), padded(vec![], 3), &mut Dec::default());
    assert!(r.is_err());
}

// ---------------------------------------------------------------------------------------------
// §8.10 Interception return, §8.11 Point of Interception
// ---------------------------------------------------------------------------------------------

/// [ttf7 8.10] The return column is the interceptor's row; his Int Return Value modifies the RN;
/// an asterisked result becomes a TD on a new unmodified RN 1-3; 11-12 are No Return.
#[test]
fn interception_return_table() {
    let f = sample();
    let sh = call(OffPlay::Short, OffBox::RE);
    // Short Int, RN 10 → K Grantham (row 3, Int Return −2). PI RN 3 → 6 (the 41): caught at
    // Harbor City's 59.
    // Return RN 5 − 2 = 3 → row 3: 25 → 84.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(10), rn(3), rn(5)]);
    assert_eq!(r.rns(What::InterceptionReturn), vec![3]);
    assert_eq!(r.defense_ball(), 84);
    // Return RN 3 − 2 = 1 → 40*: asterisk RN 2 (1-3) → touchdown.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(10), rn(3), rn(3), rn(2)]);
    assert_eq!(r.end(), RawEnd::Intercepted { at: 6, ret: None, touchback: false });
    assert!(r.td());
    // Asterisk RN 4: 40 yards → 99.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(10), rn(3), rn(3), rn(4)]);
    assert_eq!(r.defense_ball(), 99);
    assert!(!r.td());
    // The asterisk RN is not modified by the Int Return Value: RN 5 − 2 would be 3 (TD).
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(10), rn(3), rn(3), rn(5)]);
    assert!(!r.td());
    // Return RN 1 − 2 → clamped to 1: 40* as well.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(10), rn(3), rn(1), rn(9)]);
    assert_eq!(r.defense_ball(), 99);
    // RN 12 − 2 = 10 → 2 yards; RN 11 on a player with Int Return 0 → No Return.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(10), rn(3), rn(12)]);
    assert_eq!(r.defense_ball(), 61);
    // Row 2: RN 1 → F Brannigan (Int Return +1). PI RN 2 → 4 (caught at 61). Return RN 3 + 1 = 4
    // → row 2: 20 → 81 (row 3 would also say 20; RN 2+1 = 3 → row 2 30, row 3 25).
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(1), rn(2), rn(2)]);
    assert_eq!(r.defense_ball(), 61 + 30);
    // Row 1: Quick Int RN 2 → A Reyes (Int Return 0). PI RN 3 → 3 (caught at 62). Return RN 11
    // → No Return → 62; RN 4 → row 1: 30 → 92.
    let qk = call(OffPlay::Quick, OffBox::RE);
    let r = go(&f, qk, pc(), vec![dir("Orig"), pn(48), rn(2), rn(3), rn(11)]);
    assert_eq!(r.end(), RawEnd::Intercepted { at: 3, ret: Some(0), touchback: false });
    assert_eq!(r.defense_ball(), 62);
    let r = go(&f, qk, pc(), vec![dir("Orig"), pn(48), rn(2), rn(3), rn(4)]);
    assert_eq!(r.defense_ball(), 62 + 30);
}

/// [ttf7 8.10] An asterisked return that already reaches the goal line is a touchdown without
/// the asterisk RN: Reyes (row 1) caught at the 38 needs 38 yards; RN 1 → 75* → touchdown after
/// 4 FACs. A 40* that falls short draws the asterisk RN.
#[test]
fn interception_return_asterisk_only_when_short_of_goal() {
    let f = sample();
    let r = go(&f, call(OffPlay::Screen, OffBox::BK2), pc(), vec![screen("Int"), rn(1), rn(4), rn(1)]);
    assert_eq!(r.end(), RawEnd::Intercepted { at: 3, ret: Some(75), touchback: false });
    assert!(r.td());
    assert_eq!(r.used, 4);
    assert!(r.rns(What::ReturnAsterisk).is_empty());
    // From the 50: Short Int RN 12 → O Vick (Int Return −1), PI RN 1 → 2 (the 52, Harbor City's
    // 48). Return RN 2 − 1 = 1 → 40* (needs 52): asterisk RN 9 → no TD → their 88.
    let g = sample().at(50, Down::First, 10);
    let r = go(&g, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("Orig"), pn(48), rn(12), rn(1), rn(2), rn(9)]);
    assert_eq!(r.rns(What::ReturnAsterisk), vec![9]);
    assert_eq!(r.defense_ball(), 48 + 40);
}

/// [ttf7 8.11] Point of Interception: Quick RN, Short 2 × RN, Long 4 × RN.
#[test]
fn point_of_interception_by_pass_type() {
    let f = sample();
    // Int RN 12 → O Vick in every column; return RN 11 + (−1) = 10 → 2 yards.
    for (play, pi_rn, at) in [(OffPlay::Quick, 7, 7), (OffPlay::Short, 7, 14), (OffPlay::Long, 7, 28)] {
        let r = go(&f, call(play, OffBox::RE), pc(), vec![dir("Orig"), pn(48), rn(12), rn(pi_rn), rn(11)]);
        assert_eq!(r.end(), RawEnd::Intercepted { at, ret: Some(2), touchback: false }, "{play:?}");
        assert_eq!(r.defense_ball(), 100 - (35 + at) + 2);
    }
}

/// [ttf7 8.11] A PI on the goal line or in the end zone is a touchback; beyond the end zone the
/// pass is incomplete. "Beyond" is more than 10 yards past the goal line (§0.3).
#[test]
fn point_of_interception_touchback_and_beyond() {
    let f = sample().at(80, Down::First, 10);
    let sh = call(OffPlay::Short, OffBox::RE);
    // RN 10 → 20 → on the goal line: touchback.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(5), rn(10)]);
    assert_eq!(r.end(), RawEnd::Intercepted { at: 20, ret: Some(0), touchback: true });
    assert_eq!(r.defense_ball(), 0);
    // RN 9 → 18 → the 98: a normal return (Ortega, Int Return +1: RN 11 + 1 → No Return).
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(5), rn(9), rn(11)]);
    assert_eq!(r.end(), RawEnd::Intercepted { at: 18, ret: Some(0), touchback: false });
    assert_eq!(r.defense_ball(), 2);
    // Long from the 70: RN 10 → 40 → the 110, the end line: still a touchback; RN 11 → 44 →
    // beyond: incomplete.
    let f = sample().at(70, Down::First, 10);
    let lg = call(OffPlay::Long, OffBox::RE);
    let r = go(&f, lg, pc(), vec![dir("Orig"), pn(48), rn(12), rn(10)]);
    assert_eq!(r.end(), RawEnd::Intercepted { at: 40, ret: Some(0), touchback: true });
    let r = go(&f, lg, pc(), vec![dir("Orig"), pn(48), rn(12), rn(11)]);
    assert!(r.incomplete());
    assert!(r.has(Note::ThrownOutOfEndZone));
}

/// [ttf7 8.11] The defense may return an interception from its end zone; if the return does
/// not leave the end zone (or is No Return) it stays a touchback.
#[test]
fn returning_an_end_zone_interception() {
    let f = sample().at(80, Down::First, 10);
    let sh = call(OffPlay::Short, OffBox::RE);
    let mut dec = Dec { return_end_zone: true, ..Dec::default() };
    // RN 12 → 24 → the 104 (Harbor City's −4). Ortega returns RN 6 + 1 = 7 → 8 yards: their 4.
    let r = go_with(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(5), rn(12), rn(6)], &mut dec);
    assert_eq!(r.end(), RawEnd::Intercepted { at: 24, ret: Some(8), touchback: false });
    assert_eq!(r.defense_ball(), 4);
    // RN 9 + 1 = 10 → 2 yards: still in the end zone → touchback.
    let r = go_with(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(5), rn(12), rn(9)], &mut dec);
    assert_eq!(r.end(), RawEnd::Intercepted { at: 24, ret: Some(0), touchback: true });
    // No Return → touchback.
    let r = go_with(&f, sh, pc(), vec![dir("Orig"), pn(48), rn(5), rn(12), rn(11)], &mut dec);
    assert_eq!(r.end(), RawEnd::Intercepted { at: 24, ret: Some(0), touchback: true });
}

// ---------------------------------------------------------------------------------------------
// §10.1-§10.3 Strategies (completion effects; pass-rush effects are in rules_pass_rush.rs)
// ---------------------------------------------------------------------------------------------

/// [ttf7 10.1] Play-Action: +5 Com vs any Run defense, −5 vs Pass Coverage or Prevent; only with
/// Short or Long passes and not from the Shotgun.
#[test]
fn play_action_completion() {
    let f = sample();
    let pa = call(OffPlay::Short, OffBox::RE).with(OffPrimary::PlayAction);
    for (dc, want) in [
        (DefenseCall::run(Key::None), 36),                // 29 + 5 + 5 − 3
        (DefenseCall::run(Key::Back(OffBox::BK2)), 36),   // any run defense
        (pc(), 16),                                        // 29 − 5 − 5 − 3
        (DefenseCall::new(DefPlay::Prevent), 16),
    ] {
        let r = go(&f, pa, dc, vec![dir("Orig"), pn(1), rn(3)]);
        assert_eq!(r.com(), want, "{:?}", dc.play);
    }
    let lpa = call(OffPlay::Long, OffBox::RE).with(OffPrimary::PlayAction);
    let r = go(&f, lpa, DefenseCall::run(Key::None), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 28); // 18 + 5 + 5
    let (r, _, _) = f.resolve_with(call(OffPlay::Quick, OffBox::RE).with(OffPrimary::PlayAction), pc(), padded(vec![], 3), &mut Dec::default());
    assert!(r.is_err());
    let mut g = sample();
    shotgun(&mut g);
    let (r, _, _) = g.resolve_with(pa, pc(), padded(vec![], 3), &mut Dec::default());
    assert!(r.is_err());
}

/// [ttf7 10.1] Bootleg: −2 Com on Quick, Short and Long passes.
#[test]
fn bootleg_completion() {
    let f = sample();
    for (play, want) in [(OffPlay::Quick, 18), (OffPlay::Short, 19), (OffPlay::Long, 16)] {
        // Quick 33 − 10 − 2 − 3; Short 29 − 5 − 2 − 3; Long 18 + 0 − 2.
        let r = go(&f, call(play, OffBox::RE).with(OffPrimary::Bootleg), pc(), vec![dir("Orig"), pn(1), rn(3)]);
        assert_eq!(r.com(), want, "{play:?}");
    }
}

/// [ttf7 10.2] Deep Route: Deep1 −4 Com and −1 on the gain RN, Deep2 −8 and −2.
#[test]
fn deep_routes() {
    let f = sample();
    let mut lg = call(OffPlay::Long, OffBox::RE);
    lg.deep = 1;
    // 18 − 4 = 14; RN 4 − 1 = 3 → Oakes L 41.
    let r = go(&f, lg, pc(), vec![dir("Orig"), pn(14), rn(4)]);
    assert_eq!(r.com(), 14);
    assert_eq!(r.gain(), 41);
    let r = go(&f, lg, pc(), vec![dir("Orig"), pn(15)]);
    assert!(r.incomplete());
    lg.deep = 2;
    // 18 − 8 = 10; RN 4 − 2 = 2 → 46.
    let r = go(&f, lg, pc(), vec![dir("Orig"), pn(10), rn(4)]);
    assert_eq!(r.com(), 10);
    assert_eq!(r.gain(), 46);
    // The route belongs to the intended receiver: a check-off to FL1 runs a plain Long pattern
    // (18 − 1 (Vick) = 17; RN 4 → Voss L 33).
    let r = go(&f, lg, pc(), vec![dir("FL"), pn(17), rn(4)]);
    assert_eq!(r.com(), 17);
    assert_eq!(r.gain(), 33);
    // Only on a Long pass.
    let mut sh = call(OffPlay::Short, OffBox::RE);
    sh.deep = 1;
    let (r, _, _) = f.resolve_with(sh, pc(), padded(vec![], 3), &mut Dec::default());
    assert!(r.is_err());
}

/// [ttf7 10.2] Extra Pass Blocking: +1 Com per blocker kept in (backs or tight ends).
#[test]
fn extra_pass_blocking_completion() {
    let f = sample();
    let mut oc = call(OffPlay::Short, OffBox::RE);
    oc.extra_blockers = [Some(OffBox::BK1), None];
    let r = go(&f, oc, pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 22); // 21 + 1
    oc.extra_blockers = [Some(OffBox::BK1), Some(OffBox::BK2)];
    let r = go(&f, oc, pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 23);
    oc.extra_blockers = [Some(OffBox::LTE), None];
    let r = go(&f, oc, pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 22);
}

/// [ttf7 10.2] Shotgun: Short +2, Long +1, Quick unchanged.
#[test]
fn shotgun_completion() {
    let mut f = sample();
    shotgun(&mut f);
    for (play, want) in [(OffPlay::Short, 23), (OffPlay::Long, 19), (OffPlay::Quick, 20)] {
        let r = go(&f, call(play, OffBox::RE), pc(), vec![dir("Orig"), pn(1), rn(3)]);
        assert_eq!(r.com(), want, "{play:?}");
    }
    // Swing from the Shotgun: no SH bonus (a Swing is not a Short pass): 21.
    let r = go(&f, call(OffPlay::Swing, OffBox::BK2), pc(), vec![pn(1), rn(8)]);
    assert_eq!(r.com(), 21);
}

/// [ttf7 10.3] Double Coverage replaces the PD value with −7; interference is ignored and any
/// assigned defender may intercept.
#[test]
fn double_coverage() {
    let mut f = sample();
    let mut dc = pc();
    dc.coverage = Coverage::Double(OffBox::LTE);
    let sh = call(OffPlay::Short, OffBox::LTE);
    // LTE ← K Grantham + M Blackwood (free: nobody stands in FL2): 29 − 5 − 7 − 3 = 14 (not −3).
    let r = go(&f, sh, dc, vec![dir("Orig"), pn(14), rn(3)]);
    assert_eq!(r.com(), 14);
    assert!(r.completed());
    // PN 39 is in Grantham's Interference Range 39-41, but he is in double coverage.
    let r = go(&f, sh, dc, vec![dir("Orig"), pn(39)]);
    assert!(r.incomplete());
    assert!(r.r.foul.is_none());
    // Single coverage: interference.
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(39), rn(5)]);
    assert!(matches!(r.end(), RawEnd::Interference { .. }));
    // The second defender intercepts in his range (Blackwood set to 41, outside Grantham's 42-46).
    def_card(&mut f, "hbr-fs1").int = IntRange::Range(NumRange::new(41, 41));
    let r = go(&f, sh, dc, padded(vec![dir("Orig"), pn(41)], 3));
    assert_eq!(r.interceptor(), Some(pid(&f.def, "hbr-fs1")));
    // Only the two assigned defenders: with Blackwood back to 43-46, PN 41 is incomplete.
    def_card(&mut f, "hbr-fs1").int = IntRange::Range(NumRange::new(43, 46));
    let r = go(&f, sh, dc, vec![dir("Orig"), pn(41)]);
    assert!(r.incomplete());
    // A linebacker may double a tight end: with FL2 filled (Blackwood covers him) and one back
    // (Brannigan free), the spare defenders are the linebackers Brannigan and Achebe.
    let mut g = sample();
    put_off(&mut g, OffBox::BK1, None);
    put_off(&mut g, OffBox::FL2, Some("riv-wr3"));
    let r = go(&g, sh, dc, vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 14);
    assert!(r.r.raw.multi_covered);
}

/// [ttf7 10.3] "Double or Triple Coverage on a receiver always includes the normal assigned
/// defender" (L813): a receiver nobody is assigned to (BK1 with boxes F and G empty) cannot be
/// doubled by spare defenders alone; he stays uncovered (+5, no −7).
#[test]
fn double_coverage_needs_the_assigned_defender() {
    let mut f = sample();
    let lb = f.dd.in_box(DefBox::F).next().unwrap();
    let lb_id = f.def.player(lb).id.clone();
    clear_def(&mut f, DefBox::E);
    put_def(&mut f, DefBox::C, &lb_id);
    put_def(&mut f, DefBox::I, "hbr-cb3");
    assert_eq!((f.dd.row_count(2), f.dd.row_count(3)), (3, 4));
    let sh = call(OffPlay::Short, OffBox::BK1);
    let single = go(&f, sh, pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert!(single.r.raw.uncovered, "nobody is assigned to BK1");
    let mut dc = pc();
    dc.coverage = Coverage::Double(OffBox::BK1);
    let r = go(&f, sh, dc, vec![dir("Orig"), pn(1), rn(3)]);
    assert!(r.r.raw.uncovered && !r.r.raw.multi_covered);
    assert_eq!(r.com(), single.com());
}

/// [ttf7 10.3] Linebackers may not double a wide receiver: with only linebackers spare (one back
/// and two flankers: Blackwood covers FL2, Brannigan and Achebe are free), Double Coverage on
/// Oakes either is refused or leaves him in single coverage (no −7).
#[test]
fn linebacker_cannot_double_a_wide_receiver() {
    let mut f = sample();
    put_off(&mut f, OffBox::BK1, None);
    put_off(&mut f, OffBox::FL2, Some("riv-wr3"));
    let mut dc = pc();
    dc.coverage = Coverage::Double(OffBox::RE);
    let (r, trace, _) = f.resolve_with(call(OffPlay::Short, OffBox::RE), dc, vec![dir("Orig"), pn(1), rn(3)], &mut Dec::default());
    if let Ok(r) = r {
        let run = Run { r, trace, used: 0 };
        assert_eq!(run.com(), SHORT_RE_VS_PC, "Ortega alone: PD 0, not −7");
        assert!(!run.r.raw.multi_covered);
    }
    // With a spare defensive back (Frost in L; Cutler out to keep 11) the double applies.
    let mut f = sample();
    clear_def(&mut f, DefBox::E);
    put_def(&mut f, DefBox::L, "hbr-cb3");
    // Deflect: 0.5 + 1.0 + 0.5 = 2. 29 − 5 − 7 − 2 = 15.
    let r = go(&f, call(OffPlay::Short, OffBox::RE), dc, vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 15);
}

/// [ttf7 10.3] Triple Coverage −15; Double ×2 doubles two receivers; formation prerequisites.
#[test]
fn triple_and_double_twice() {
    // Row 1: A, B, D (Cutler out); row 2: F, J (Achebe out); row 3: K, L, L, M, N, O.
    let mut f = sample();
    clear_def(&mut f, DefBox::E);
    clear_def(&mut f, DefBox::H);
    put_def(&mut f, DefBox::L, "hbr-cb3");
    put_def(&mut f, DefBox::L, "hbr-cb4");
    let mut dc = pc();
    dc.coverage = Coverage::Triple(OffBox::RE);
    // Deflect 2: 29 − 5 − 15 − 2 = 7.
    let r = go(&f, call(OffPlay::Short, OffBox::RE), dc, vec![dir("Orig"), pn(7), rn(3)]);
    assert_eq!(r.com(), 7);
    assert!(r.completed());
    dc.coverage = Coverage::DoubleTwice(OffBox::RE, OffBox::FL1);
    let r = go(&f, call(OffPlay::Short, OffBox::RE), dc, vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 15); // 29 − 5 − 7 − 2
    let r = go(&f, call(OffPlay::Short, OffBox::FL1), dc, vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 15);
    // Sample 4-3: only 4 in row 3 → no Triple; Double with 2 in row 2 → refused.
    let g = sample();
    dc.coverage = Coverage::Triple(OffBox::RE);
    let (r, _, _) = g.resolve_with(call(OffPlay::Short, OffBox::RE), dc, padded(vec![], 3), &mut Dec::default());
    assert!(r.is_err());
    let mut g = sample();
    clear_def(&mut g, DefBox::H);
    dc.coverage = Coverage::Double(OffBox::LTE);
    let (r, _, _) = g.resolve_with(call(OffPlay::Short, OffBox::RE), dc, padded(vec![], 3), &mut Dec::default());
    assert!(r.is_err());
    // Double coverage only with Pass Coverage or Prevent.
    let mut rd = DefenseCall::run(Key::None);
    rd.coverage = Coverage::Double(OffBox::LTE);
    let (r, _, _) = f.resolve_with(call(OffPlay::Short, OffBox::RE), rd, padded(vec![], 3), &mut Dec::default());
    assert!(r.is_err());
}

// ---------------------------------------------------------------------------------------------
// §11 Play Modifier Table as data
// ---------------------------------------------------------------------------------------------

/// [ttf7 11.1] [ttf7 11.3] The Play Modifier Table is data: changing a cell changes the
/// arithmetic (Quick vs Pass Coverage −10 → −3: 33 − 3 − 3 = 27), and the table decides the
/// automatic Pass Rush (Short vs Blitz).
#[test]
fn play_modifier_table_is_data() {
    let mut f = sample();
    let qk = call(OffPlay::Quick, OffBox::RE);
    let r = go(&f, qk, pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 20);
    f.ed.play_modifiers.rows.get_mut(&ModRow::Quick).unwrap().insert(ModCol::PassCoverage, "-3 Com PD2".parse().unwrap());
    let r = go(&f, qk, pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 27);
    // Without "PD2" the deflect goes away: 30.
    f.ed.play_modifiers.rows.get_mut(&ModRow::Quick).unwrap().insert(ModCol::PassCoverage, "-3 Com".parse().unwrap());
    let r = go(&f, qk, pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 30);
    // Short vs Blitz: a Pass Rush (no directive is read: the first FAC is the Pass Rush line).
    let f = sample();
    let dc = blitz(&f, &[DefBox::F, DefBox::H]);
    // Sack range 15 + 2 × (17 − 13) = 23: PN 5 is a sack.
    let r = go(&f, call(OffPlay::Short, OffBox::RE), dc, vec![pn(5), pn(3)]);
    assert!(r.r.raw.sack);
    // Turn the Short vs Blitz cell into a plain modifier: the pass is resolved normally.
    let mut g = sample();
    g.ed.play_modifiers.rows.get_mut(&ModRow::Short).unwrap().insert(ModCol::Blitz, "+1 Com PD2".parse().unwrap());
    let r = go(&g, call(OffPlay::Short, OffBox::RE), dc, vec![dir("Orig"), pn(1), rn(3)]);
    assert!(!r.r.raw.sack);
    assert_eq!(r.com(), 27); // 29 + 1 + 0 − 3
}

/// [ttf7 11.3] Cells of the reconciled table drive the arithmetic: Quick vs Blitz +10 (no pass
/// rush), Quick vs Run 0, Long vs Run +5, Long vs Pass Coverage 0, Short vs Prevent −5.
#[test]
fn play_modifier_table_cells() {
    let f = sample();
    for (play, dc, want) in [
        (OffPlay::Quick, blitz(&f, &[DefBox::F, DefBox::H]), 40), // 33 + 10 − 3
        (OffPlay::Quick, DefenseCall::run(Key::Back(OffBox::BK2)), 30),
        (OffPlay::Long, DefenseCall::run(Key::None), 23),
        (OffPlay::Long, pc(), 18),
        (OffPlay::Short, DefenseCall::new(DefPlay::Prevent), 21),
    ] {
        let r = go(&f, call(play, OffBox::RE), dc, vec![dir("Orig"), pn(1), rn(3)]);
        assert_eq!(r.com(), want, "{play:?} vs {:?}", dc.play);
        assert!(!r.r.raw.sack);
    }
}

/// [ttf7 11.3] [ttf7 9.4] Swing vs Blitz is "Pass Rush?": with the defense's PRV total not above
/// the offense's PBV, the swing is thrown normally with +5 Com (recommended), or 0 with option
/// `swing_vs_blitz_zero`.
#[test]
fn swing_vs_blitz_without_rush() {
    let mut f = sample();
    // Weak rush: Reyes 4 → 0. Row 1: 0 + 3 + 3 + 3 = 9; blitzers F, H (row 2: 2 each) → 13 = PBV 13.
    def_card(&mut f, "hbr-de1").prv = 0;
    let dc = blitz(&f, &[DefBox::F, DefBox::H]);
    let sw = call(OffPlay::Swing, OffBox::BK2);
    // 29 + 5 + 0 (Lund) − 3 = 31.
    let r = go(&f, sw, dc, vec![pn(31), rn(8)]);
    assert!(r.has(Note::NoPassRush));
    assert_eq!(r.com(), 31);
    assert_eq!(r.gain(), -1, "the −2 RN and −5 yards still apply");
    f.opts.swing_vs_blitz_zero = true;
    let r = go(&f, sw, dc, vec![pn(26), rn(8)]);
    assert_eq!(r.com(), 26);
    // One more PRV (Reyes 1): 14 > 13 → Pass Rush: the first PN is read on the Pass Rush line.
    let mut f = sample();
    def_card(&mut f, "hbr-de1").prv = 1;
    let r = go(&f, sw, dc, vec![pn(5), pn(6)]);
    assert!(r.has(Note::PassRush));
    assert!(r.r.raw.sack);
}

// ---------------------------------------------------------------------------------------------
// §20.7 No-Huddle, §20.8 Hurry-Up
// ---------------------------------------------------------------------------------------------

/// [ttf7 20.7] [ttf7 20.8] No-Huddle −3 and Hurry-Up −5 Com on Swing, Short and Long passes;
/// nothing on Quick passes or Shovels.
#[test]
fn tempo_completion_penalties() {
    let cases: [(OffPlay, OffBox, u8); 4] = [(OffPlay::Short, OffBox::RE, 21), (OffPlay::Long, OffBox::RE, 18), (OffPlay::Swing, OffBox::BK2, 21), (OffPlay::Quick, OffBox::RE, 20)];
    for (tempo, minus) in [(Tempo::NoHuddle, 3), (Tempo::HurryUp, 5)] {
        let mut f = sample();
        f.sit.tempo = tempo;
        for (play, target, normal) in cases {
            let cards = if play == OffPlay::Swing { vec![pn(1), rn(8)] } else { vec![dir("Orig"), pn(1), rn(3)] };
            let r = go(&f, call(play, target), pc(), cards);
            let want = if play == OffPlay::Quick { normal } else { normal - minus };
            assert_eq!(r.com(), want, "{play:?} {tempo:?}");
        }
        shotgun(&mut f);
        let r = go(&f, call(OffPlay::Shovel, OffBox::BK2), pc(), vec![pn(1), rn(5)]);
        assert_eq!(r.com(), 38, "{tempo:?} shovel");
    }
}

/// [ttf7 20.7] No-Huddle halves the final yardage of Screens, Shovels and Swings (rounded down),
/// not of Quick/Short/Long completions, losses or touchdowns.
#[test]
fn no_huddle_yardage_halving() {
    let mut f = sample();
    f.sit.tempo = Tempo::NoHuddle;
    // Screen RN 2 → 8 → 4.
    let r = go(&f, call(OffPlay::Screen, OffBox::BK2), pc(), vec![screen("Com"), rn(2)]);
    assert_eq!(r.gain(), 4);
    // Screen RN 7 → 3 → 1.
    let r = go(&f, call(OffPlay::Screen, OffBox::BK2), pc(), vec![screen("Com"), rn(7)]);
    assert_eq!(r.gain(), 1);
    // Swing (−3 Com: 18) RN 3 − 2 = 1 → SG → RN 4 → 12 − 5 = 7 → 3.
    let r = go(&f, call(OffPlay::Swing, OffBox::BK2), pc(), vec![pn(1), rn(3), rn(4)]);
    assert_eq!(r.gain(), 3);
    // Swing loss −1 stays −1.
    let r = go(&f, call(OffPlay::Swing, OffBox::BK2), pc(), vec![pn(1), rn(8)]);
    assert_eq!(r.gain(), -1);
    // Short completion 19: not halved.
    let r = go(&f, call(OffPlay::Short, OffBox::RE), pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.gain(), 19);
    // Shovel RN 3 → I 7 − 2 = 5 → 2.
    let mut g = sample();
    g.sit.tempo = Tempo::NoHuddle;
    shotgun(&mut g);
    let r = go(&g, call(OffPlay::Shovel, OffBox::BK2), pc(), vec![pn(1), rn(3)]);
    assert_eq!(r.gain(), 2);
    // A screen touchdown is not halved: from the 95 ... screens are barred inside the 5; from
    // the 94 (6 to go) RN 2 → 8 ≥ 6: touchdown, not 4.
    let mut h = sample().at(94, Down::First, 6);
    h.sit.tempo = Tempo::NoHuddle;
    let r = go(&h, call(OffPlay::Screen, OffBox::BK2), pc(), vec![screen("Com"), rn(2)]);
    assert!(r.td());
}

/// [ttf7 20.8] Hurry-Up: a completed pass whose yardage was set by an even RN goes out of bounds
/// (clock: 5 seconds); odd RNs and incompletions are unaffected.
#[test]
fn hurry_up_even_rn_out_of_bounds() {
    let mut f = sample();
    f.sit.tempo = Tempo::HurryUp;
    let sh = call(OffPlay::Short, OffBox::RE);
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(1), rn(4)]);
    assert!(r.completed());
    assert!(r.oob());
    assert_eq!(r.r.outcome.clock.seconds, 5);
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert!(!r.oob());
    assert_eq!(r.r.outcome.clock.seconds, 20);
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(30)]);
    assert!(!r.oob());
    // No-Huddle: no automatic out of bounds.
    f.sit.tempo = Tempo::NoHuddle;
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(1), rn(4)]);
    assert!(!r.oob());
    // Normal tempo: an "OB" RN ends the play out of bounds.
    let f = sample();
    let r = go(&f, sh, pc(), vec![dir("Orig"), pn(1), fac(blank().rn(3).ob())]);
    assert!(r.oob());
}

// ---------------------------------------------------------------------------------------------
// §23.2 Endurance
// ---------------------------------------------------------------------------------------------

/// [ttf7 23.2] Exceeded EV of the intended receiver: −5 Com (EV 1-2), −7 (EV 3-4) on every pass
/// but screens; redirected receivers are not "directed" (ambiguity 69).
#[test]
fn endurance_completion() {
    let sh = call(OffPlay::Short, OffBox::RE);
    for (ev, want) in [(1, 16), (2, 16), (3, 14), (4, 14)] {
        let mut f = sample();
        f.sit.endurance_exceeded = Some(ev);
        let r = go(&f, sh, pc(), vec![dir("Orig"), pn(1), rn(3)]);
        assert_eq!(r.com(), want, "EV {ev}");
        // Check-off to Voss: 23, unaffected.
        let r = go(&f, sh, pc(), vec![dir("FL"), pn(1), rn(3)]);
        assert_eq!(r.com(), 23, "EV {ev}, redirected");
    }
    let mut f = sample();
    f.sit.endurance_exceeded = Some(3);
    let r = go(&f, call(OffPlay::Swing, OffBox::BK2), pc(), vec![pn(1), rn(8)]);
    assert_eq!(r.com(), 14); // 21 − 7
    let r = go(&f, call(OffPlay::Long, OffBox::RE), pc(), vec![dir("Orig"), pn(1), rn(3)]);
    assert_eq!(r.com(), 11); // 18 − 7
    shotgun(&mut f);
    let r = go(&f, call(OffPlay::Shovel, OffBox::BK2), pc(), vec![pn(1), rn(5)]);
    assert_eq!(r.com(), 31); // 38 − 7
    // A screen has no completion range: the directive decides, endurance or not.
    let mut g = sample();
    g.sit.endurance_exceeded = Some(1);
    let r = go(&g, call(OffPlay::Screen, OffBox::BK2), pc(), vec![screen("Com"), rn(2)]);
    assert_eq!(r.gain(), 8);
}

/// [ttf7 23.2] [ttf7 11.1] The endurance penalty counts toward the +10 cap: Quick vs Blitz +10,
/// Extra blocker +1, EV −5 → 6; 33 + 6 + 1 (Brannigan) − 3 = 37.
#[test]
fn endurance_inside_the_cap() {
    let mut f = sample();
    f.sit.endurance_exceeded = Some(2);
    let mut oc = call(OffPlay::Quick, OffBox::BK1);
    oc.extra_blockers = [Some(OffBox::BK2), None];
    let dc = blitz(&f, &[DefBox::H, DefBox::J]);
    let r = go(&f, oc, dc, vec![dir("Orig"), pn(1), rn(2)]);
    assert_eq!(r.com(), 37);
}

// ---------------------------------------------------------------------------------------------
// §17 Pass-related penalty conditions from Z results
// ---------------------------------------------------------------------------------------------

/// The cards of a Z-card penalty after the play: the Z result naming the defense (or offense),
/// the Team Penalty Range PN, the Penalty Table PN and (when needed) a spot RN.
fn z_penalty(offense: bool, table_pn: u8, spot_rn: u8) -> Vec<huddle_fac::fac::Fac> {
    let who = if offense { "Pen O/O/R/K" } else { "Pen D/D/R/K" };
    vec![z(who), pn(1), pn(table_pn), rn(spot_rn)]
}

/// [ttf7 17.2] [ttf7 8.2] Defensive Pass Interference (D2 26-33) on an incomplete Short pass:
/// first down at the spot (2 × RN); ignored on deflected passes, screens and scrambles.
#[test]
fn z_pass_interference_conditions() {
    let f = sample();
    let sh = call(OffPlay::Short, OffBox::RE);
    // Z card first, then the play (incomplete PN 30), then the penalty: RN 5 → 10 yards.
    let mut cards = vec![zcard(), dir("Orig"), pn(30)];
    cards.extend(z_penalty(false, 30, 5));
    let r = go(&f, sh, pc(), cards);
    let foul = r.r.foul.expect("a foul");
    assert_eq!(foul.kind, PenaltyKind::DefensivePassInterference);
    assert!(foul.accepted);
    assert_eq!(r.gain(), 10);
    // Deflected (PN 23, new PN 30): ignored.
    let mut cards = vec![zcard(), dir("Orig"), pn(23), pn(30)];
    cards.extend(z_penalty(false, 30, 5));
    let r = go(&f, sh, pc(), cards);
    assert!(r.r.foul.is_none());
    assert!(r.has(Note::ZIgnored));
    // Illegal Contact (D2 22-25) on the deflected pass: ignored too.
    let mut cards = vec![zcard(), dir("Orig"), pn(23), pn(30)];
    cards.extend(z_penalty(false, 23, 5));
    let r = go(&f, sh, pc(), cards);
    assert!(r.r.foul.is_none());
    // Screen (category 1: D1 29-32 is DPI): not a Quick/Short/Long pass → ignored.
    let mut cards = vec![zcard(), screen("Inc")];
    cards.extend(z_penalty(false, 30, 5));
    let r = go(&f, call(OffPlay::Screen, OffBox::BK2), pc(), cards);
    assert!(r.r.foul.is_none());
}

/// [ttf7 17.2] [ttf7 9.1] No pass interference when the quarterback is sacked (no pass thrown)
/// or throws on the run (the QB scrambled).
#[test]
fn z_pass_interference_not_on_sacks_or_scrambles() {
    let f = sample();
    let sh = call(OffPlay::Short, OffBox::RE);
    // Pass Rush directive, PN 10 → sack (range 15), sack yards PN 30 → 10.
    let mut cards = vec![zcard(), dir("PR"), pn(10), pn(30)];
    cards.extend(z_penalty(false, 30, 5));
    let r = go(&f, sh, pc(), cards);
    assert!(r.r.raw.sack);
    assert!(r.r.foul.is_none(), "DPI on a sack: {:?}", r.r.foul);
    // Throw on the run, incomplete.
    let mut cards = vec![zcard(), dir("PR"), pn(18), pn(30)];
    cards.extend(z_penalty(false, 30, 5));
    let mut dec = Dec { throw_to: Some(OffBox::RE), ..Dec::default() };
    let r = go_with(&f, sh, pc(), cards, &mut dec);
    assert!(r.incomplete());
    assert!(r.r.foul.is_none());
}

/// [ttf7 17.2] Intentional Grounding (O2 18-20) applies to incomplete passes only, and is
/// ignored when the pass was deflected, thrown on the run or on a Bootleg.
#[test]
fn z_intentional_grounding_conditions() {
    let f = sample();
    let sh = call(OffPlay::Short, OffBox::RE);
    // Incomplete (PN 30): grounding, 10 yards and loss of down (spot RN 5 ≤ 10).
    let mut cards = vec![zcard(), dir("Orig"), pn(30)];
    cards.extend(z_penalty(true, 19, 5));
    let r = go(&f, sh, pc(), cards);
    let foul = r.r.foul.expect("grounding");
    assert_eq!(foul.kind, PenaltyKind::IntentionalGrounding);
    // Completed: ignored.
    let mut cards = vec![zcard(), dir("Orig"), pn(5), rn(3)];
    cards.extend(z_penalty(true, 19, 5));
    let r = go(&f, sh, pc(), cards);
    assert!(r.r.foul.is_none());
    // Deflected: ignored.
    let mut cards = vec![zcard(), dir("Orig"), pn(23), pn(30)];
    cards.extend(z_penalty(true, 19, 5));
    let r = go(&f, sh, pc(), cards);
    assert!(r.r.foul.is_none());
    // Bootleg: ignored.
    let mut cards = vec![zcard(), dir("Orig"), pn(30)];
    cards.extend(z_penalty(true, 19, 5));
    let r = go(&f, sh.with(OffPrimary::Bootleg), pc(), cards);
    assert!(r.r.foul.is_none());
    // Thrown on the run: ignored.
    let mut cards = vec![zcard(), dir("PR"), pn(18), pn(30)];
    cards.extend(z_penalty(true, 19, 5));
    let mut dec = Dec { throw_to: Some(OffBox::RE), ..Dec::default() };
    let r = go_with(&f, sh, pc(), cards, &mut dec);
    assert!(r.r.foul.is_none());
}
