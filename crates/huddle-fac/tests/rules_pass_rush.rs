//! Rule tests of the Pass Rush (TTF 7th §9) and the strategies acting on it (§10.1, §10.2, §10.4).
//!
//! Fixture: Riverton (QB Brennan, Pass Rush line Sack 1-15, Run 16-21, Com 22-29, Inc 30-48;
//! line PBV LT 3 + LG 2 + C 3 + RG 2 + RT 3 = 13) against Harbor City's 4-3 (row 1 PRV
//! Reyes 4 + Fitch 3 + Grimaldi 3 + Cutler 3 = 13). With D = O the sack range stays 15.
//! Every expected number is worked out by hand in the comments.

mod pass_kit;

use huddle_cards::{DefBox, IntRange, NumRange, OffBox, PassRushLine, RushCol};
use huddle_fac::call::{Coverage, DefPlay, DefenseCall, DoubleTeam, Key, OffPlay, OffPrimary, Pattern, Tempo};
use huddle_fac::resolve::RawEnd;
use huddle_fac::trace::{Note, What};
use huddle_fac::testkit::*;
use huddle_core::PlayKind;
use pass_kit::*;

fn sample() -> Fixture {
    let f = Fixture::sample();
    assert_eq!(qb_card_of(&f), PassRushLine { sack: 15, run: 21, com: 29 });
    let pbv: u8 = OffBox::LINE.iter().map(|b| f.off.player(f.off_pid(*b)).pbv.unwrap()).sum();
    assert_eq!(pbv, 13);
    let prv: u8 = [DefBox::A, DefBox::B, DefBox::D, DefBox::E].iter().map(|b| f.def.player(f.def_pid(*b).unwrap()).defense.unwrap().prv).sum();
    assert_eq!(prv, 13);
    f
}

fn qb_card_of(f: &Fixture) -> PassRushLine {
    f.off.player(f.off_pid(OffBox::QB)).passing.unwrap().pass_rush
}

fn shotgun(f: &mut Fixture) {
    put_off(f, OffBox::BK3, Some("riv-qb1"));
    f.od.set(OffBox::QB, None);
}

fn pr_short() -> huddle_fac::call::OffenseCall {
    call(OffPlay::Short, OffBox::RE)
}

/// The sack range of a Pass Rush ending in a plain incompletion (PN 45: above any sack range,
/// outside Ortega's Int range). Short and Long passes against a Blitz read no directive.
fn sack_range(f: &Fixture, oc: huddle_fac::call::OffenseCall, dc: DefenseCall) -> u8 {
    let auto = dc.play == DefPlay::Blitz && matches!(oc.play, OffPlay::Short | OffPlay::Long);
    let cards = if auto { vec![pn(45)] } else { vec![dir("PR"), pn(45)] };
    let r = go(f, oc, dc, cards);
    assert!(r.incomplete());
    assert!(r.has(Note::PassRush), "a pass rush");
    r.sack()
}

// ---------------------------------------------------------------------------------------------
// §9.1 The Pass Rush line
// ---------------------------------------------------------------------------------------------

/// [ttf7 9.1] A "Pass Rush" directive: one PN on the Pass Rush line — Sack, Run, Com, Inc.
#[test]
fn pass_rush_line_regions() {
    let f = sample();
    // Sack: PN 15; the loss is a new PN / 3 (47 → 15).
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(15), pn(47)]);
    assert_eq!(r.sack(), 15);
    assert!(r.r.raw.sack);
    assert_eq!(r.r.outcome.record.kind, PlayKind::Sack);
    assert_eq!(r.gain(), -15);
    // Run: PN 16 → scramble (new RN on the QB's N column: RN 3 → 5).
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(16), rn(3)]);
    assert!(r.r.raw.scramble);
    assert_eq!(r.gain(), rush_yards(&f, OffBox::QB, RushCol::N, 3));
    assert_eq!(r.gain(), 5);
    // Run up to 21.
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(21), rn(3)]);
    assert!(r.r.raw.scramble);
    // Com 22-29 to the original receiver, on the called type's column (Short: RN 3 → 19).
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(22), rn(3)]);
    assert!(r.completed());
    assert_eq!(r.gain(), gain_yards(&f, OffBox::RE, 'S', 3));
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(29), rn(5)]);
    assert_eq!(r.gain(), 15);
    // Inc from 30.
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(30)]);
    assert!(r.incomplete());
    assert_eq!(r.used, 2);
}

/// [ttf7 9.1] Sack yardage = a new PN / 3, rounded down.
#[test]
fn sack_yards() {
    let f = sample();
    for (p, loss) in [(47, -15), (48, -16), (2, 0), (5, -1), (6, -2)] {
        let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(1), pn(p)]);
        assert_eq!(r.gain(), loss, "PN {p}");
    }
}

/// [ttf7 9.1] The sacker (step 5 names him only "if determined"; docs/ttf7-decisions.md): the
/// RN on the sack-yardage card, read against the rushers laid end to end over 1-12, each as
/// wide as 2 x his rush PRV + 1. Row 1: Reyes 4 (9), Fitch 3 (7), Grimaldi 3 (7), Cutler 3 (7):
/// 30 in all; RN r picks the first rusher whose running total reaches ceil(30r/12).
#[test]
fn sacker_by_run_number() {
    let f = sample();
    let sacker = |dc: DefenseCall, r: u8| {
        let auto = dc.play == DefPlay::Blitz;
        let cards = if auto { vec![pn(1), card(47, r)] } else { vec![dir("PR"), pn(1), card(47, r)] };
        let run = go(&f, pr_short(), dc, cards);
        assert!(run.r.raw.sack, "RN {r}: a sack");
        assert_eq!(run.gain(), -15, "RN {r}: the same card's PN still sets the loss");
        run.r.raw.defender
    };
    let [a, b, d, e] = [DefBox::A, DefBox::B, DefBox::D, DefBox::E].map(|x| f.def_pid(x));
    // Totals 9, 16, 23, 30: RN 1-3 → 3, 5, 8; 4-6 → 10, 13, 15; 7-9 → 18, 20, 23; 10-12 → 25, 28, 30.
    let want = [a, a, a, b, b, b, d, d, d, e, e, e];
    for r in 1..=12u8 {
        assert_eq!(sacker(pc(), r), want[r as usize - 1], "Pass Coverage, RN {r}");
    }
    // The strongest rusher's share grows with his PRV: Reyes at 9 → weight 19 of 40 (totals
    // 19, 26, 33, 40: RN 1-5 → 4, 7, 10, 14, 17 are his, 6 → 20 is Fitch's).
    let mut g = sample();
    def_card(&mut g, "hbr-de1").prv = 9;
    let run = go(&g, pr_short(), pc(), vec![dir("PR"), pn(1), card(47, 5)]);
    assert_eq!(run.r.raw.defender, a);
    let run = go(&g, pr_short(), pc(), vec![dir("PR"), pn(1), card(47, 6)]);
    assert_eq!(run.r.raw.defender, b);
    // Blitzers join at the end with their Blitz Table values: Brannigan and Achebe (PRV 1,
    // row 2 → 2 each, weight 5): totals 9, 16, 23, 30, 35, 40; ceil(40r/12) for RN 10 = 34
    // → Brannigan; 11 (37) and 12 (40) → Achebe; RN 9 (30) is still Cutler's.
    let bl = blitz(&f, &[DefBox::F, DefBox::H]);
    assert_eq!(sacker(bl, 9), e);
    assert_eq!(sacker(bl, 10), f.def_pid(DefBox::F));
    assert_eq!(sacker(bl, 11), f.def_pid(DefBox::H));
    assert_eq!(sacker(bl, 12), f.def_pid(DefBox::H));
    assert_eq!(sacker(bl, 1), a);
}

/// [ttf7 9.1] The Pass Rush Completion Range is never adjusted: +5 (Short vs Run) or an
/// uncovered receiver do not widen it, and Pass Deflect never applies.
#[test]
fn pass_rush_completion_range_not_adjusted() {
    let mut f = sample();
    clear_def(&mut f, DefBox::N);
    let r = go(&f, pr_short(), DefenseCall::run(Key::None), vec![dir("PR"), pn(29), rn(4)]);
    assert!(r.completed());
    let r = go(&f, pr_short(), DefenseCall::run(Key::None), vec![dir("PR"), pn(30)]);
    assert!(r.incomplete());
    // A Quick call: the Q column (RN 3 → Oakes Q 10).
    let f = sample();
    let r = go(&f, call(OffPlay::Quick, OffBox::RE), pc(), vec![dir("PR"), pn(25), rn(3)]);
    assert_eq!(r.gain(), gain_yards(&f, OffBox::RE, 'Q', 3));
    assert_eq!(r.gain(), 10);
}

/// [ttf7 9.1] [ttf7 5] Short and Long passes against a Blitz are a Pass Rush without a
/// directive (the first FAC is read on the Pass Rush line); Quick passes are not.
#[test]
fn short_and_long_vs_blitz_are_automatic_pass_rush() {
    let f = sample();
    let dc = blitz(&f, &[DefBox::F, DefBox::H]);
    for play in [OffPlay::Short, OffPlay::Long] {
        let r = go(&f, call(play, OffBox::RE), dc, vec![pn(5), pn(30)]);
        assert!(r.r.raw.sack, "{play:?}");
        assert_eq!(r.used, 2);
    }
    // Quick vs Blitz: a directive, then a normal pass (33 + 10 − 3 = 40).
    let r = go(&f, call(OffPlay::Quick, OffBox::RE), dc, vec![dir("Orig"), pn(5), rn(3)]);
    assert!(!r.r.raw.sack);
    assert_eq!(r.com(), 40);
}

/// [ttf7 9.1] Defense total > offense total: 2 × the difference is added to the sack range
/// (former runs become sacks); offense greater: subtracted (former sacks become runs).
#[test]
fn sack_range_differential() {
    let f = sample();
    // Blitzers F Brannigan and H Achebe (PRV 1 each; row 2 → 2 each): D 17, O 13 → 15 + 8 = 23.
    let dc = blitz(&f, &[DefBox::F, DefBox::H]);
    let r = go(&f, pr_short(), dc, vec![pn(23), pn(30)]);
    assert_eq!(r.sack(), 23);
    assert!(r.r.raw.sack);
    // 24: above the old Run range top (21) → the Com range starts right after the sacks.
    let r = go(&f, pr_short(), dc, vec![pn(24), rn(3)]);
    assert!(r.completed());
    // Reyes PRV 4 → 0: D 9, O 13 → 15 − 8 = 7; PN 8 is now a scramble.
    let mut f = sample();
    def_card(&mut f, "hbr-de1").prv = 0;
    assert_eq!(sack_range(&f, pr_short(), pc()), 7);
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(8), rn(3)]);
    assert!(r.r.raw.scramble);
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(7), pn(9)]);
    assert!(r.r.raw.sack);
}

/// [ttf7 9.2] Blitz Table: row 2 → the larger of 2 and the PRV; L/M/N → PRV + 1; K/O → PRV + 2.
#[test]
fn blitz_table_values() {
    // Row 2: Brannigan PRV 3 → 3, Achebe 1 → 2: D 18 → 15 + 10 = 25.
    let mut f = sample();
    def_card(&mut f, "hbr-lb1").prv = 3;
    assert_eq!(sack_range(&f, pr_short(), blitz(&f, &[DefBox::F, DefBox::H])), 25);
    // K/O: Grantham 1 + 2 = 3, Vick 0 + 2 = 2: D 18 → 25.
    let mut f = sample();
    def_card(&mut f, "hbr-cb1").prv = 1;
    assert_eq!(sack_range(&f, pr_short(), blitz(&f, &[DefBox::K, DefBox::O])), 25);
    // M/N: Blackwood 0 + 1, Ortega 0 + 1: D 15 → 19 (K/O's +2 would make 23).
    let mut f = sample();
    def_card(&mut f, "hbr-fs1").prv = 0;
    def_card(&mut f, "hbr-ss1").prv = 0;
    assert_eq!(sack_range(&f, pr_short(), blitz(&f, &[DefBox::M, DefBox::N])), 19);
    // Row 2 with PRV 0: still 2 each (Achebe, Lund): D 17 → 23.
    let mut f = sample();
    def_card(&mut f, "hbr-lb2").prv = 0;
    def_card(&mut f, "hbr-lb3").prv = 0;
    assert_eq!(sack_range(&f, pr_short(), blitz(&f, &[DefBox::H, DefBox::J])), 23);
    // Non-blitzing row 2-3 players add nothing: Pass Coverage → 15.
    let f = sample();
    assert_eq!(sack_range(&f, pr_short(), pc()), 15);
}

/// [ttf7 9.1] The sack range is clamped to 1..30.
#[test]
fn sack_range_clamped() {
    let mut f = sample();
    for id in ["hbr-de1", "hbr-dt1", "hbr-dt2", "hbr-de2"] {
        def_card(&mut f, id).prv = 0;
    }
    // 15 − 2 × 13 = −11 → 1.
    assert_eq!(sack_range(&f, pr_short(), pc()), 1);
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(1), pn(9)]);
    assert!(r.r.raw.sack);
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(2), rn(3)]);
    assert!(r.r.raw.scramble);
    let mut f = sample();
    for id in ["hbr-de1", "hbr-dt1", "hbr-dt2", "hbr-de2"] {
        def_card(&mut f, id).prv = 10;
    }
    // 15 + 2 × 27 = 69 → 30; PN 31 is beyond the Com range (29): incomplete.
    assert_eq!(sack_range(&f, pr_short(), pc()), 30);
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(31)]);
    assert!(r.incomplete());
}

// ---------------------------------------------------------------------------------------------
// §10.4 Line stunts, §10.2 Double-Team
// ---------------------------------------------------------------------------------------------

/// [ttf7 10.4] [ttf7 9.1] Line stunts: +2 sack per stunting pair, after the differential, then
/// the clamp (digest recommendation).
#[test]
fn stunts_add_to_sack_range() {
    let f = sample();
    let mut dc = pc();
    dc.stunts = [Some((DefBox::A, DefBox::B)), None];
    assert_eq!(sack_range(&f, pr_short(), dc), 17);
    dc.stunts = [Some((DefBox::A, DefBox::B)), Some((DefBox::D, DefBox::E))];
    assert_eq!(sack_range(&f, pr_short(), dc), 19);
    // D 0: 15 − 26 + 4 = −7 → 1 (clamping before the stunts would give 5).
    let mut f = sample();
    for id in ["hbr-de1", "hbr-dt1", "hbr-dt2", "hbr-de2"] {
        def_card(&mut f, id).prv = 0;
    }
    assert_eq!(sack_range(&f, pr_short(), dc), 1);
    // Near the top: D 20 (Reyes 11): 15 + 14 + 4 = 33 → 30.
    let mut f = sample();
    def_card(&mut f, "hbr-de1").prv = 11;
    assert_eq!(sack_range(&f, pr_short(), dc), 30);
}

/// [ttf7 10.2] Double-Team: the target's PRV is halved, rounded down, in every Pass Rush.
#[test]
fn double_team_halves_pass_rush_value() {
    let mut f = sample();
    def_card(&mut f, "hbr-de1").prv = 5;
    let mut oc = pr_short();
    oc.double_team = Some(DoubleTeam { target: DefBox::A, assist: Some(OffBox::LG), player: None });
    // Reyes 5 → 2 (not 3): D = 2 + 3 + 3 + 3 = 11, O 13 → 15 − 4 = 11.
    assert_eq!(sack_range(&f, oc, pc()), 11);
    // Without the double-team: D 14 → 17.
    assert_eq!(sack_range(&f, pr_short(), pc()), 17);
    // Fitch 3 → 1: D = 4 + 1 + 3 + 3 = 11 → 11.
    let f = sample();
    oc.double_team = Some(DoubleTeam { target: DefBox::B, assist: Some(OffBox::C), player: None });
    assert_eq!(sack_range(&f, oc, pc()), 11);
}

/// [ttf7 10.2] (a)-(c): the offense names ONE defensive player with its play, and the
/// double-team follows him to the box he stands in once the defense has set its formation.
/// Reyes (PRV 5) and Fitch (3) trade boxes A and B: named, Reyes is halved in B (D = 2 + 3 + 3 +
/// 3 = 11 → 11); box A would halve Fitch instead (5 + 1 + 3 + 3 = 12 → 13). Named but not on the
/// field, there is no double-team (D 14 → 17).
#[test]
fn a_named_defender_is_followed_to_his_box() {
    let mut f = sample();
    def_card(&mut f, "hbr-de1").prv = 5;
    let (reyes, fitch) = (pid(&f.def, "hbr-de1"), f.def_pid(DefBox::B).unwrap());
    let fitch_id = f.def.player(fitch).id.clone();
    put_def(&mut f, DefBox::B, "hbr-de1");
    put_def(&mut f, DefBox::A, &fitch_id);
    assert_eq!((f.def_pid(DefBox::A), f.dd.box_of(reyes)), (Some(fitch), Some(DefBox::B)));
    let mut oc = pr_short();
    oc.double_team = Some(DoubleTeam { target: DefBox::A, assist: None, player: Some(reyes) });
    assert_eq!(sack_range(&f, oc, pc()), 11);
    oc.double_team = Some(DoubleTeam { target: DefBox::A, assist: None, player: None });
    assert_eq!(sack_range(&f, oc, pc()), 13);
    let bench = pid(&f.def, "hbr-cb3");
    assert!(f.dd.box_of(bench).is_none());
    oc.double_team = Some(DoubleTeam { target: DefBox::A, assist: None, player: Some(bench) });
    assert_eq!(sack_range(&f, oc, pc()), 17);
}

/// [ttf7 10.2] Double-Team against a Blitz: +4 sack on top of everything; a blitzing row-2
/// defender can be the target (his Blitz Table value is halved); a row-2 defender who does not
/// blitz cannot.
#[test]
fn double_team_against_blitz() {
    let f = sample();
    let dc = blitz(&f, &[DefBox::F, DefBox::H]);
    let mut oc = pr_short();
    oc.double_team = Some(DoubleTeam { target: DefBox::A, assist: None, player: None });
    // D = 2 + 9 + 2 + 2 = 15, O 13 → 15 + 4 + 4 = 23.
    let r = go(&f, oc, dc, vec![pn(30)]);
    assert_eq!(r.sack(), 23);
    // Target F (blitzing, 2 → 1): D = 13 + 1 + 2 = 16 → 15 + 6 + 4 = 25.
    oc.double_team = Some(DoubleTeam { target: DefBox::F, assist: None, player: None });
    let r = go(&f, oc, dc, vec![pn(30)]);
    assert_eq!(r.sack(), 25);
    // Target J (not blitzing): no effect: D 17 → 23, and no +4.
    oc.double_team = Some(DoubleTeam { target: DefBox::J, assist: None, player: None });
    let r = go(&f, oc, dc, vec![pn(30)]);
    assert_eq!(r.sack(), 23);
}

/// [ttf7 10.2] "TEs used in a Double-Team cannot be extra blockers" (L754), and the offense
/// picks the Secondary Blocker after the reveal among those the Double-Team Table lists (§10.2
/// d): a tight end kept in gives way to the next listed helper (box A: LG or LTE → LG); the play
/// runs. Without extra blockers the named helper stands.
#[test]
fn a_tight_end_kept_in_does_not_help_the_double_team() {
    let f = sample();
    let mut oc = pr_short();
    oc.double_team = Some(DoubleTeam { target: DefBox::A, assist: Some(OffBox::LTE), player: None });
    assert_eq!(huddle_fac::run::double_team_assist(&f.ed, &oc, &f.od), Some(OffBox::LTE));
    oc.extra_blockers = [Some(OffBox::LTE), None];
    assert_eq!(huddle_fac::run::double_team_assist(&f.ed, &oc, &f.od), Some(OffBox::LG));
    // The play runs: Reyes 4 → 2 makes D 11, the tight end kept in adds no PBV: O 13 → 15 − 4 = 11.
    assert_eq!(sack_range(&f, oc, pc()), 11);
    // A named helper the table does not list for the column: the first listed.
    oc.extra_blockers = [None, None];
    oc.double_team = Some(DoubleTeam { target: DefBox::A, assist: Some(OffBox::RG), player: None });
    assert_eq!(huddle_fac::run::double_team_assist(&f.ed, &oc, &f.od), Some(OffBox::LG));
    // Nobody in the box named (box E: RG or RTE; Riverton has no right tight end): the other.
    assert!(f.od.get(OffBox::RTE).is_none());
    oc.double_team = Some(DoubleTeam { target: DefBox::E, assist: Some(OffBox::RTE), player: None });
    assert_eq!(huddle_fac::run::double_team_assist(&f.ed, &oc, &f.od), Some(OffBox::RG));
}

// ---------------------------------------------------------------------------------------------
// §10.1-§10.2 Pass blocking
// ---------------------------------------------------------------------------------------------

/// [ttf7 9.1] [ttf7 10.1] [ttf7 10.2] [ttf7 22.2] Offense pass-block total: Bootleg +2,
/// Play-Action −1, Shotgun +1, +1 per running back kept in to block (tight ends 0), and a tackle
/// playing guard −1 PB. Reyes PRV 8 makes D = 17.
#[test]
fn pass_blocking_adjustments() {
    let mut f = sample();
    def_card(&mut f, "hbr-de1").prv = 8;
    // Plain: O 13 → 15 + 8 = 23.
    assert_eq!(sack_range(&f, pr_short(), pc()), 23);
    // Bootleg: O 15 < 17 → still a rush: 15 + 4 = 19.
    assert_eq!(sack_range(&f, pr_short().with(OffPrimary::Bootleg), pc()), 19);
    // Play-Action: O 12 → 15 + 10 = 25.
    assert_eq!(sack_range(&f, pr_short().with(OffPrimary::PlayAction), pc()), 25);
    // Two backs kept in: O 15 → 19; a tight end kept in: O 13 → 23.
    let mut oc = pr_short();
    oc.extra_blockers = [Some(OffBox::BK1), Some(OffBox::BK2)];
    assert_eq!(sack_range(&f, oc, pc()), 19);
    oc.extra_blockers = [Some(OffBox::LTE), None];
    assert_eq!(sack_range(&f, oc, pc()), 23);
    // Ambrose (T, PBV 2) at left guard: 2 − 1 = 1 → O 12 → 25.
    let mut g = sample();
    def_card(&mut g, "hbr-de1").prv = 8;
    put_off(&mut g, OffBox::LG, Some("riv-ot3"));
    assert_eq!(sack_range(&g, pr_short(), pc()), 25);
    // Shotgun: O 14 → 21.
    shotgun(&mut f);
    assert_eq!(sack_range(&f, pr_short(), pc()), 21);
}

// ---------------------------------------------------------------------------------------------
// §9.4 "Pass Rush?" and the Bootleg
// ---------------------------------------------------------------------------------------------

/// [ttf7 10.1] [ttf7 9.4] Bootleg: "Pass Rush" becomes "Pass Rush?" — a rush only if D > O
/// (O includes the Bootleg's +2); otherwise the pass goes normally to the intended receiver.
#[test]
fn bootleg_pass_rush_maybe() {
    let f = sample();
    let lg = call(OffPlay::Long, OffBox::RE).with(OffPrimary::Bootleg);
    // D 13 ≤ O 15: no rush. Long: 18 + 0 − 2 = 16.
    let r = go(&f, lg, pc(), vec![dir("PR"), pn(16), rn(3)]);
    assert!(r.has(Note::NoPassRush));
    assert_eq!(r.com(), 16);
    assert!(r.completed());
    assert_eq!(r.gain(), gain_yards(&f, OffBox::RE, 'L', 3));
    // D 15 = O 15 (Reyes 6): still no rush.
    let mut g = sample();
    def_card(&mut g, "hbr-de1").prv = 6;
    let r = go(&g, lg, pc(), vec![dir("PR"), pn(1), rn(3)]);
    assert!(r.has(Note::NoPassRush));
    // D 16 > 15 (Reyes 7): a rush, sack range 15 + 2 = 17.
    def_card(&mut g, "hbr-de1").prv = 7;
    let r = go(&g, lg, pc(), vec![dir("PR"), pn(30)]);
    assert!(r.has(Note::PassRush));
    assert_eq!(r.sack(), 17);
    // Without the Bootleg the same "Pass Rush" is a rush even with D < O.
    let mut h = sample();
    def_card(&mut h, "hbr-de1").prv = 0;
    let r = go(&h, call(OffPlay::Long, OffBox::RE), pc(), vec![dir("PR"), pn(30)]);
    assert!(r.has(Note::PassRush));
    assert_eq!(r.sack(), 7);
}

/// [ttf7 10.1] Bootleg against a Blitz: "Pass Rush" stays a Pass Rush even when D ≤ O.
#[test]
fn bootleg_vs_blitz_pass_rush_stays() {
    let mut f = sample();
    for id in ["hbr-de1", "hbr-dt1", "hbr-dt2", "hbr-de2"] {
        def_card(&mut f, id).prv = 0;
    }
    // D = 2 + 2 (blitzers F, H) = 4, O 15: 15 − 22 → 1.
    let dc = blitz(&f, &[DefBox::F, DefBox::H]);
    let qk = call(OffPlay::Quick, OffBox::RE).with(OffPrimary::Bootleg);
    let r = go(&f, qk, dc, vec![dir("PR"), pn(30)]);
    assert!(r.has(Note::PassRush));
    assert_eq!(r.sack(), 1);
}

// ---------------------------------------------------------------------------------------------
// §9.1 step 6 Scramble and Throwing on the Run (§9.3)
// ---------------------------------------------------------------------------------------------

/// [ttf7 9.1] [ttf7 7.3] A scramble: new RN on the QB's N column; "SG" → SG column; "Ls" → the LG
/// column (only on a pass-rush scramble).
#[test]
fn scramble_columns() {
    let f = sample();
    // N RN 1 = SG → SG RN 3 = 12.
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(16), rn(1), rn(3)]);
    assert_eq!(r.gain(), 12);
    // SG RN 1 = Ls → LG RN 2 = 34 (not the SG column's best, 14).
    let mut dec = Dec::default();
    let r = go_with(&f, pr_short(), pc(), vec![dir("PR"), pn(16), rn(1), rn(1), rn(2)], &mut dec);
    assert_eq!(r.gain(), 34);
    assert_eq!(r.used, 5);
    // The QB was asked before any further FAC; every eligible receiver was offered.
    assert!(dec.asked_scramble);
    let mut offered = dec.offered.clone();
    offered.sort();
    assert_eq!(offered, vec![OffBox::LTE, OffBox::RE, OffBox::BK1, OffBox::BK2, OffBox::FL1]);
    // Extra pass blockers are not eligible.
    let mut oc = pr_short();
    oc.extra_blockers = [Some(OffBox::BK1), None];
    let mut dec = Dec::default();
    go_with(&f, oc, pc(), vec![dir("PR"), pn(16), rn(3)], &mut dec);
    assert!(!dec.offered.contains(&OffBox::BK1));
}

/// [ttf7 9.1] [ttf7 9.3] Throwing on the Run: patterns shorten one level (Short → Quick), the
/// Quick adjustment is −10, Pass Deflect is ignored and the individual PD applies.
#[test]
fn throwing_on_the_run_quick() {
    let f = sample();
    let mut dec = Dec { throw_to: Some(OffBox::RE), ..Dec::default() };
    // Short call: Oakes's Short pattern becomes Quick: 33 − 10 + 0 (Ortega) = 23, no deflect.
    for dc in [DefenseCall::run(Key::None), pc()] {
        let r = go_with(&f, pr_short(), dc, vec![dir("PR"), pn(16), pn(23), rn(3)], &mut dec);
        assert_eq!(r.com(), 23, "vs {:?}: the defense's cell is not in effect in a pass rush", dc.play);
        assert!(r.completed());
        assert_eq!(r.gain(), gain_yards(&f, OffBox::RE, 'Q', 3));
        assert_eq!(r.gain(), 10);
        let r = go_with(&f, pr_short(), dc, vec![dir("PR"), pn(16), pn(24)], &mut dec);
        assert!(r.incomplete());
    }
    // To the flanker: 33 − 10 − 1 (Vick) = 22.
    let mut dec = Dec { throw_to: Some(OffBox::FL1), ..Dec::default() };
    let r = go_with(&f, pr_short(), pc(), vec![dir("PR"), pn(16), pn(22), rn(3)], &mut dec);
    assert_eq!(r.com(), 22);
    assert!(r.r.raw.scramble);
}

/// [ttf7 9.1] [ttf7 8.2] [ttf7 17.2] Throwing on the Run reads no Interference Range: PN 41,
/// inside Ortega's 40-41, is pass interference on a Short pass to Oakes but a plain incompletion
/// when Brennan throws to him on the run — the Penalty Table ignores pass interference when "the
/// QB scrambles" (L1002), and the same foul is read the same way here (docs/ttf7-decisions.md).
#[test]
fn throwing_on_the_run_reads_no_interference_range() {
    let f = sample();
    let r = go(&f, pr_short(), pc(), vec![dir("Orig"), pn(41), rn(5)]);
    assert!(matches!(r.end(), RawEnd::Interference { .. }), "the pass from the pocket");
    let mut dec = Dec { throw_to: Some(OffBox::RE), ..Dec::default() };
    let r = go_with(&f, pr_short(), pc(), vec![dir("PR"), pn(16), pn(41)], &mut dec);
    assert!(r.r.raw.scramble && r.incomplete());
    assert!(!r.has(Note::Interference));
}

/// [ttf7 9.3] Long → Short: −6 (option `throw_on_run_short_minus5`: −5).
#[test]
fn throwing_on_the_run_short() {
    let mut f = sample();
    let mut oc = pr_short();
    oc.patterns[OffBox::FL1.idx()] = Some(Pattern::Long);
    let mut dec = Dec { throw_to: Some(OffBox::FL1), ..Dec::default() };
    // 29 − 6 − 1 (Vick) = 22; S column RN 3 → Voss 17.
    let r = go_with(&f, oc, pc(), vec![dir("PR"), pn(16), pn(22), rn(3)], &mut dec);
    assert_eq!(r.com(), 22);
    assert_eq!(r.gain(), gain_yards(&f, OffBox::FL1, 'S', 3));
    f.opts.throw_on_run_short_minus5 = true;
    let r = go_with(&f, oc, pc(), vec![dir("PR"), pn(16), pn(23), rn(3)], &mut dec);
    assert_eq!(r.com(), 23);
}

/// [ttf7 9.3] [ttf7 10.2] A Deep route shortened on the run is a Long pass: −6 and no RN change.
/// The other receivers of a Long call shorten to Short.
#[test]
fn throwing_on_the_run_deep_route() {
    let f = sample();
    let mut lg = call(OffPlay::Long, OffBox::RE);
    lg.deep = 2;
    let mut dec = Dec { throw_to: Some(OffBox::RE), ..Dec::default() };
    // 18 − 6 + 0 = 12 (not −8); RN 4 unmodified → Oakes L 37 (Deep2 would read RN 2: 46).
    let r = go_with(&f, lg, pc(), vec![dir("PR"), pn(16), pn(12), rn(4)], &mut dec);
    assert_eq!(r.com(), 12);
    assert_eq!(r.rns(What::PassGain), vec![4]);
    assert_eq!(r.gain(), 37);
    let r = go_with(&f, lg, pc(), vec![dir("PR"), pn(16), pn(13)], &mut dec);
    assert!(r.incomplete());
    // Voss (Long pattern) shortens to Short: 29 − 6 − 1 = 22.
    let mut dec = Dec { throw_to: Some(OffBox::FL1), ..Dec::default() };
    let r = go_with(&f, lg, pc(), vec![dir("PR"), pn(16), pn(22), rn(3)], &mut dec);
    assert_eq!(r.com(), 22);
    assert_eq!(r.gain(), gain_yards(&f, OffBox::FL1, 'S', 3));
}

/// [ttf7 9.1] Throwing on the Run: "Int?" counts as "Int" (straight to the Interception Table,
/// no second PN); an Inc in the covering defender's range is intercepted.
#[test]
fn throwing_on_the_run_interceptions() {
    let f = sample();
    let mut dec = Dec { throw_to: Some(OffBox::RE), ..Dec::default() };
    // Quick pattern: PN 47 is Brennan's Quick Int? → Int → RN 5 → H Achebe.
    let r = go_with(&f, pr_short(), pc(), padded(vec![dir("PR"), pn(16), pn(47), rn(5)], 3), &mut dec);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::H));
    assert!(r.pns(What::IntMaybe).is_empty(), "no '?' PN");
    // PN 46: Ortega's range → intercepted; PI Quick RN 4 → 4.
    let r = go_with(&f, pr_short(), pc(), vec![dir("PR"), pn(16), pn(46), rn(4), rn(11)], &mut dec);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::N));
    assert_eq!(r.end(), RawEnd::Intercepted { at: 4, ret: Some(0), touchback: false });
}

/// [ttf7 9.1] Throwing on the Run ignores double coverage (the individual PD applies) and the
/// Com effects of strategies "not in Pass Rush situations" (Bootleg −2, Extra blockers +1).
#[test]
fn throwing_on_the_run_ignores_double_coverage_and_strategies() {
    let f = sample();
    let mut dc = pc();
    dc.coverage = Coverage::Double(OffBox::LTE);
    let mut dec = Dec { throw_to: Some(OffBox::LTE), ..Dec::default() };
    // LTE: Short → Quick, 33 − 10 − 3 (Grantham) = 20 (not −7).
    let r = go_with(&f, pr_short(), dc, vec![dir("PR"), pn(16), pn(20), rn(3)], &mut dec);
    assert_eq!(r.com(), 20);
    assert!(!r.r.raw.multi_covered);
    // Bootleg + one back kept in, a real rush (Reyes 8: D 17 > O 16, sack range 17, Run 18-21):
    // 33 − 10 = 23.
    let mut g = sample();
    def_card(&mut g, "hbr-de1").prv = 8;
    let mut oc = call(OffPlay::Quick, OffBox::RE).with(OffPrimary::Bootleg);
    oc.extra_blockers = [Some(OffBox::BK1), None];
    let mut dec = Dec { throw_to: Some(OffBox::RE), ..Dec::default() };
    let r = go_with(&g, oc, pc(), vec![dir("PR"), pn(18), pn(23), rn(3)], &mut dec);
    assert!(r.has(Note::PassRush));
    assert_eq!(r.sack(), 17);
    assert_eq!(r.com(), 23);
}

/// [ttf7 9.1] [ttf7 8.3] [ttf7 23.2] Throwing on the Run keeps the uncovered bonus (+5, −1 RN)
/// and the endurance penalty of the intended receiver.
#[test]
fn throwing_on_the_run_uncovered_and_endurance() {
    let mut f = sample();
    clear_def(&mut f, DefBox::N);
    let mut dec = Dec { throw_to: Some(OffBox::RE), ..Dec::default() };
    // 33 − 10 + 5 = 28; RN 4 − 1 = 3 → Q 10.
    let r = go_with(&f, pr_short(), pc(), vec![dir("PR"), pn(16), pn(28), rn(4)], &mut dec);
    assert_eq!(r.com(), 28);
    assert_eq!(r.gain(), 10);
    let mut f = sample();
    f.sit.endurance_exceeded = Some(1);
    // 33 − 10 − 5 = 18.
    let r = go_with(&f, pr_short(), pc(), vec![dir("PR"), pn(16), pn(18), rn(3)], &mut dec);
    assert_eq!(r.com(), 18);
}

// ---------------------------------------------------------------------------------------------
// §9.1 steps 7-8 Pass Rush completion and incompletion
// ---------------------------------------------------------------------------------------------

/// [ttf7 9.1] [ttf7 10.2] Deep routes cut the Pass Rush Completion Range by 2 (Deep1) or 4
/// (Deep2) and keep their RN modifier on the gain; Extra Pass Blocking does not change it.
#[test]
fn pass_rush_completion_deep_and_blockers() {
    let f = sample();
    let mut lg = call(OffPlay::Long, OffBox::RE);
    lg.deep = 1;
    // Com 22-27; RN 4 − 1 = 3 → Oakes L 41.
    let r = go(&f, lg, pc(), vec![dir("PR"), pn(27), rn(4)]);
    assert!(r.completed());
    assert_eq!(r.gain(), 41);
    let r = go(&f, lg, pc(), vec![dir("PR"), pn(28)]);
    assert!(r.incomplete());
    lg.deep = 2;
    // Com 22-25; RN 4 − 2 = 2 → 46.
    let r = go(&f, lg, pc(), vec![dir("PR"), pn(25), rn(4)]);
    assert_eq!(r.gain(), 46);
    let r = go(&f, lg, pc(), vec![dir("PR"), pn(26)]);
    assert!(r.incomplete());
    // Two backs kept in: sack range 11 (O 15) but the Com range still ends at 29.
    let mut oc = pr_short();
    oc.extra_blockers = [Some(OffBox::BK1), Some(OffBox::BK2)];
    let r = go(&f, oc, pc(), vec![dir("PR"), pn(29), rn(3)]);
    assert_eq!(r.sack(), 11);
    assert!(r.completed());
    let r = go(&f, oc, pc(), vec![dir("PR"), pn(30)]);
    assert!(r.incomplete());
}

/// [ttf7 9.1] Pass Rush incompletion: intercepted if the PN is in the Int range of a defender
/// covering the intended receiver (any of a double coverage); never for an uncovered receiver.
#[test]
fn pass_rush_incompletion_interceptions() {
    let f = sample();
    // PN 46: Ortega. PI Short RN 3 → 6 (the 41); return RN 5 + 1 = 6, row 3 → 10: ball at 69.
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(46), rn(3), rn(5)]);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::N));
    assert_eq!(r.defense_ball(), 100 - 41 + 10);
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(45)]);
    assert!(r.incomplete());
    // Double coverage of the LTE (Grantham 42-46 + Blackwood set to 47).
    let mut g = sample();
    def_card(&mut g, "hbr-fs1").int = IntRange::Range(NumRange::new(47, 47));
    let mut dc = pc();
    dc.coverage = Coverage::Double(OffBox::LTE);
    let sh = call(OffPlay::Short, OffBox::LTE);
    let r = go(&g, sh, dc, padded(vec![dir("PR"), pn(47)], 3));
    assert_eq!(r.interceptor(), Some(pid(&g.def, "hbr-fs1")));
    let r = go(&g, sh, pc(), vec![dir("PR"), pn(47)]);
    assert!(r.incomplete(), "single coverage: Blackwood does not cover the LTE");
    // [ttf7 8.2] Both in range (Blackwood 43-46, Grantham 42-46, PN 45): the defense may choose
    // (L576); not choosing, 5 and 4 numbers are pro-rated with a new PN (27-48: Blackwood).
    let f2 = sample();
    let blackwood = pid(&f2.def, "hbr-fs1");
    let r = go(&f2, sh, dc, padded(vec![dir("PR"), pn(45), pn(27)], 3));
    assert_eq!(r.interceptor(), Some(blackwood));
    let mut dec = Dec { interceptor: f2.def_pid(DefBox::K), ..Dec::default() };
    let r = go_with(&f2, sh, dc, padded(vec![dir("PR"), pn(45), pn(27)], 3), &mut dec);
    assert_eq!(r.interceptor(), f2.def_pid(DefBox::K));
    assert_eq!(dec.interceptors_offered.len(), 2);
    // Uncovered: nobody intercepts.
    let mut h = sample();
    clear_def(&mut h, DefBox::N);
    let r = go(&h, pr_short(), pc(), vec![dir("PR"), pn(46)]);
    assert!(r.incomplete());
    // A "48?" defender (Dorrance in N) intercepts PN 48 on a new PN 1-24 (Int ranges only).
    let mut k = sample();
    clear_def(&mut k, DefBox::N);
    put_def(&mut k, DefBox::N, "hbr-cb5");
    let r = go(&k, pr_short(), pc(), padded(vec![dir("PR"), pn(48), pn(24)], 3));
    assert_eq!(r.interceptor(), Some(pid(&k.def, "hbr-cb5")));
    let r = go(&k, pr_short(), pc(), vec![dir("PR"), pn(48), pn(25)]);
    assert!(r.incomplete());
}

/// [ttf7 8.8] [ttf7 9.4] [ttf7 11.3] Swing vs Blitz with D > O: a Pass Rush. A completion reads
/// RN − 2 on the O column, −5 yards; an interception uses the Swing PI (½ × RN) and −1 on the
/// return RN.
#[test]
fn swing_pass_rush() {
    let f = sample();
    // Blitz F, H: D 17 > 13: sack range 23, Run up to 23, Com 24-29.
    let dc = blitz(&f, &[DefBox::F, DefBox::H]);
    let sw = call(OffPlay::Swing, OffBox::BK2);
    let r = go(&f, sw, dc, vec![pn(24), rn(8)]);
    assert!(r.has(Note::PassRush));
    assert_eq!(r.sack(), 23);
    assert!(r.completed());
    // RN 8 − 2 = 6 → Thorne O 4 → −1.
    assert_eq!(r.gain(), -1);
    // PN 46: Lund (J, 46, Int Return +1). PI RN 6 → 3 (the 38); return RN 4 + 1 − 1 = 4,
    // row 2 → 20: ball at 100 − 38 + 20 = 82.
    let r = go(&f, sw, dc, vec![pn(46), rn(6), rn(4)]);
    assert_eq!(r.interceptor(), f.def_pid(DefBox::J));
    assert_eq!(r.end(), RawEnd::Intercepted { at: 3, ret: Some(20), touchback: false });
    assert_eq!(r.defense_ball(), 82);
}

/// [ttf7 9.1] A scramble or sack is charged like a running play (40 s, 20 s in No-Huddle) and a
/// Pass Rush is never deflected.
#[test]
fn pass_rush_timing() {
    let f = sample();
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(1), pn(30)]);
    assert_eq!(r.r.outcome.clock.seconds, 40);
    assert!(!r.r.raw.deflected);
    let r = go(&f, pr_short(), pc(), vec![dir("PR"), pn(16), rn(3)]);
    assert_eq!(r.r.outcome.clock.seconds, 40);
}

/// [ttf7 20.7] [ttf7 9.1] A Swing completed in a Pass Rush is a Swing still: in No-Huddle its
/// yardage is halved (rounded down), as when no rush occurs.
#[test]
fn a_swing_completed_in_a_pass_rush_is_halved_in_no_huddle_ttf7_20_7() {
    let f = sample();
    let dc = blitz(&f, &[DefBox::F, DefBox::H]);
    let sw = call(OffPlay::Swing, OffBox::BK2);
    // PN 24: a Pass Rush completion; RN 3 − 2 = 1 → the SG column with RN 4.
    let cards = || vec![pn(24), rn(3), rn(4)];
    let full = go(&f, sw, dc, cards());
    assert!(full.has(Note::PassRush) && full.completed());
    assert!(full.gain() >= 2, "a gain to halve: {}", full.gain());
    let mut h = sample();
    h.sit.tempo = Tempo::NoHuddle;
    let dc = blitz(&h, &[DefBox::F, DefBox::H]);
    let half = go(&h, sw, dc, cards());
    assert!(half.has(Note::PassRush) && half.completed());
    assert_eq!(half.gain(), full.gain() / 2);
}
