//! Rule tests of the kicking game and scoring: kickoffs [sp6 8] and the Kickoff Table [sp6 6.4],
//! punts [sp6 13], field goals [sp6 14.1] and extra points [sp6 14.2], the fake kicks of O6
//! [sp6 6.10] [sp6 19], and scoring [sp6 17].
//!
//! Every expectation is worked out by hand from the digest (`sp6.md`), the edition's tables and
//! the sample teams' cards:
//!
//! * Ironton (home, IRN) — kicker Van Slyke: Good 1-20 ≤47, 21-30 ≤44, 31-40 ≤36, 41-45 ≤28,
//!   46-50 ≤21, XP ≤47. Punter Thorvaldsen, RN 1-11: 51 PR1, 48 PR1, 46 FC, 45 PR1, 44 PR2,
//!   43 PR1, 42 FC, 41 PR1, 39 PR1, 37 FC, 34 PR2; See Below: RN 1 Blocked, 2-12 Penalty.
//!   Kickoff returns KR1 irn-rb2 (42*,30,26,23,21,20,19,18,17,15,13,10f; * = TD), KR2 irn-wr5,
//!   KR3 irn-cb4, KR4 irn-fb1. Fumbles Lost 1-18, Defensive Fumble Adjustment +2.
//! * Lakeport (away, LKP) — kicker Erdahl: 46-50 ≤25. Punt returns PR1 lkp-wr3
//!   (30*,18,14,12,10,9,8,7,5,3,1,-1f; * = TD), PR2 lkp-cb3 (17,12,10,8,7,6,5,4,3,2,0,-2f).
//!   Kickoff returns KR1 lkp-rb3 (48*,31,27,24,22,20,19,18,17,15,13,9f; * = TD), KR2 lkp-wr4
//!   (37,28,24,22,20,19,18,17,16,14,12,9f), KR3 lkp-cb4 (30,24,21,19,18,17,16,15,14,13,11,8),
//!   KR4 lkp-te2 (22,18,16,15,14,13,12,11,10,9,7,4f). Fumbles Lost 1-21, adjustment 0.
//!
//! Unless a test says otherwise Ironton kicks (or punts) to Lakeport.

use huddle_core::{Down, Event, PerSide, Phase, PlayFlags, PlayKind, PlayRecord, Randomness, ScriptedRandom, Side};
use huddle_sp6::coach::{Alternative, Announced, Coach, DefenseChoice, OffenseChoice, View};
use huddle_sp6::fac::Fac;
use huddle_sp6::kick::{self, FakeOutcome, FieldGoalResult, KickoffKind, KickoffResult, PuntDefense, PuntResult};
use huddle_sp6::options::Options;
use huddle_sp6::resolve::{Draws, Step};
use huddle_sp6::tables::Edition;
use huddle_sp6::testkit::{blank, game_at, offense_of, play, pn, rn, script, z, CardExt, ScriptedCoach};
use huddle_sp6::call::{OffPlay, OffenseCall};
use huddle_sp6::game::Sp6Game;
use huddle_sp6::OffenseDisplay;
use huddle_cards::{OffBox, Team};

// ------------------------------------------------------------------------------- helpers

const HOME: Side = Side::Home;
const AWAY: Side = Side::Away;

fn teams() -> (Team, Team) {
    let t = huddle_sp6::cards::sample_teams();
    (t[0].clone(), t[1].clone())
}

/// A Z Results card (read after a Z among a play's first three flips).
fn zres(s: &str) -> Fac {
    blank().z(s).fac()
}

fn coach() -> ScriptedCoach {
    ScriptedCoach::default()
}

fn coach_with(f: impl FnOnce(&mut ScriptedCoach)) -> ScriptedCoach {
    let mut c = coach();
    f(&mut c);
    c
}

fn accepting(yes: bool) -> ScriptedCoach {
    coach_with(|c| c.accept = Some(yes))
}

/// A kickoff by `kicker` (a `kind` kick) with the receiving team's coach `recv`.
fn kickoff_game(kicker: Side, after_safety: bool, kind: KickoffKind, recv: ScriptedCoach, cards: Vec<Fac>, opts: Options) -> Sp6Game {
    let mut k = coach();
    k.kickoffs.push_back(kind);
    let cs = if kicker == HOME { PerSide::new(k, recv) } else { PerSide::new(recv, k) };
    let mut g = game_at(kicker, 35, 1, 10, cs, cards, opts);
    g.core.phase = Phase::Kickoff { kicker, from: if after_safety { 20 } else { 35 }, after_safety };
    g
}

/// A kickoff with explicit coaches for both sides.
fn kickoff_with(kicker: Side, after_safety: bool, home: ScriptedCoach, away: ScriptedCoach, cards: Vec<Fac>, opts: Options) -> Sp6Game {
    let mut g = game_at(kicker, 35, 1, 10, PerSide::new(home, away), cards, opts);
    g.core.phase = Phase::Kickoff { kicker, from: if after_safety { 20 } else { 35 }, after_safety };
    g
}

/// Ironton on offense at its own `spot`, `down` and `to_go`, making `choice`; Lakeport's coach
/// is `def`.
#[allow(clippy::too_many_arguments)]
fn irn_choice(spot: i16, down: u8, to_go: i16, choice: OffenseChoice, off: ScriptedCoach, def: ScriptedCoach, cards: Vec<Fac>, opts: Options) -> Sp6Game {
    let mut off = off;
    off.offense.push_back(choice);
    game_at(HOME, spot, down, to_go, PerSide::new(off, def), cards, opts)
}

fn punt(coffin: Option<u8>) -> OffenseChoice {
    OffenseChoice::Punt { coffin, fake: false }
}

/// An Ironton punt from its own `spot` on 4th and `to_go`, against `pd`.
fn irn_punt(spot: i16, to_go: i16, coffin: Option<u8>, pd: PuntDefense, cards: Vec<Fac>) -> Sp6Game {
    let def = coach_with(|c| c.punt_defense = Some(pd));
    irn_choice(spot, 4, to_go, punt(coffin), coach(), def, cards, Options::default())
}

fn no_rush() -> PuntDefense {
    PuntDefense::default()
}

fn all_out() -> PuntDefense {
    PuntDefense { all_out_rush: true, suspect_fake: false }
}

fn fg() -> OffenseChoice {
    OffenseChoice::FieldGoal { fake: false }
}

/// An Ironton field goal from its own `spot` (4th and 5).
fn irn_fg(spot: i16, cards: Vec<Fac>, opts: Options) -> Sp6Game {
    irn_choice(spot, 4, 5, fg(), coach(), coach(), cards, opts)
}

fn step(g: &mut Sp6Game) {
    g.step().expect("the play runs");
}

fn spot(g: &Sp6Game) -> i16 {
    g.core.spot.yards()
}

fn to_go(g: &Sp6Game) -> i16 {
    g.core.to_go()
}

/// Seconds the last play used.
fn secs(g: &Sp6Game) -> u16 {
    g.log.last().expect("a play").seconds
}

fn score(g: &Sp6Game) -> (u16, u16) {
    (g.core.score.home, g.core.score.away)
}

/// The statistics record of the last play.
fn last_record(g: &Sp6Game) -> PlayRecord {
    g.core
        .log
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Play { record, .. } => Some(*record),
            _ => None,
        })
        .expect("a play was recorded")
}

fn returner_id(g: &Sp6Game) -> String {
    let r = last_record(g).returner.expect("a returner");
    g.teams[r.side].team.player(r.idx).id.clone()
}

fn steps(g: &Sp6Game) -> Vec<Step> {
    g.steps(g.log.last().expect("a play")).to_vec()
}

fn kickoff_phase(g: &Sp6Game) -> Option<(Side, u8, bool)> {
    match g.core.phase {
        Phase::Kickoff { kicker, from, after_safety } => Some((kicker, from, after_safety)),
        _ => None,
    }
}

/// Runs `f` over the scripted cards; also says whether a Z was counted.
fn with_draws<T>(cards: Vec<Fac>, f: impl FnOnce(&Edition, &mut Draws) -> T) -> (T, bool) {
    let ed = Edition::sp6();
    let mut src = script(cards);
    let mut rng = ScriptedRandom::new(vec![0; 64]);
    let mut trace = Vec::new();
    let mut d = Draws::new(&mut src, &mut rng, &mut trace, ed.deck.z_window);
    let r = f(&ed, &mut d);
    let z = d.z;
    (r, z)
}

/// A direct kickoff to Lakeport.
fn ko_direct(kind: KickoffKind, after_safety: bool, onside_defense: bool, cards: Vec<Fac>) -> KickoffResult {
    let (_, lkp) = teams();
    with_draws(cards, |ed, d| kick::kickoff(ed, d, &lkp, kind, after_safety, onside_defense, &|_| true)).0
}

fn idx(t: &Team, id: &str) -> u16 {
    t.idx(id).unwrap_or_else(|| panic!("no player {id}"))
}

// ======================================================================= [sp6 8] kickoffs

#[test]
fn normal_kickoff_column_a_return_sp6_8() {
    // [sp6 8] Column A RN 4: KR-2 / 2; return RN 6 on KR-2 (lkp-wr4) = 19: ball at the 21; a
    // returned kickoff takes 10 seconds.
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, coach(), vec![rn(4), rn(6)], Options::default());
    step(&mut g);
    assert_eq!(g.core.possession, AWAY, "[sp6 8] the receiving team has the ball");
    assert_eq!((spot(&g), g.core.down(), to_go(&g)), (21, Down::First, 10), "[sp6 8] landed at the 2, returned 19");
    assert_eq!(returner_id(&g), "lkp-wr4", "[sp6 8] KR-2 returns");
    assert_eq!(secs(&g), 10, "[sp6 8] a returned kickoff takes 10 seconds");
    assert_eq!(g.core.clock.remaining, 890, "[sp6 8] 10 seconds off the clock");
}

#[test]
fn kickoff_column_b_on_rn_1_and_12_with_a_new_fac_sp6_8() {
    // [sp6 8] RN 1 sends the kick to Column B; a new FAC's RN 3 there is KR-4 / 12 (E-23);
    // return RN 2 on KR-4 (lkp-te2) = 18: ball at the 30.
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, coach(), vec![rn(1), rn(3), rn(2)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 30), "[sp6 8] Column B KR-4/12 plus 18");
    assert_eq!(returner_id(&g), "lkp-te2", "[sp6 8] KR-4 returns");
    // RN 12 too; Column B RN 6: KR-1 / 15, return RN 6 (lkp-rb3) = 20: the 35.
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, coach(), vec![rn(12), rn(6), rn(6)], Options::default());
    step(&mut g);
    assert_eq!(spot(&g), 35, "[sp6 8] Column B KR-1/15 plus 20");
    assert_eq!(returner_id(&g), "lkp-rb3", "[sp6 8] KR-1 returns");
}

#[test]
fn kickoff_touchbacks_at_the_20_take_no_time_sp6_8() {
    // [sp6 8] Column A RN 11 is a touchback: the receiving team at its 20, 0 seconds.
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, coach(), vec![rn(11)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), to_go(&g)), (AWAY, 20, 10), "[sp6 8] touchback at the 20");
    assert_eq!(secs(&g), 0, "[sp6 8] a touchback takes no time");
    assert!(last_record(&g).has(PlayFlags::TOUCHBACK), "[sp6 8] recorded as a touchback");
    // Column B RN 8-10 are touchbacks too (via RN 12 on Column A).
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, coach(), vec![rn(12), rn(9)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), secs(&g)), (AWAY, 20, 0), "[sp6 8] Column B touchback");
}

#[test]
fn kickoff_after_a_safety_lands_15_yards_farther_sp6_8() {
    // [sp6 8] 8.1.4 and test vector 9: Column A RN 4 (KR-2 / 2) after a safety is a return from
    // the 17; return RN 6 (lkp-wr4) = 19: the 36.
    let r = ko_direct(KickoffKind::Normal, true, false, vec![rn(4), rn(6)]);
    let (_, lkp) = teams();
    assert_eq!(r, KickoffResult::Return { returner: idx(&lkp, "lkp-wr4"), kr: 2, landed: 17, at: 36, fumble: false }, "[sp6 8] after a safety +15");
    let mut g = kickoff_game(HOME, true, KickoffKind::Normal, coach(), vec![rn(4), rn(6)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 36), "[sp6 8] the game: the 17 plus 19");
}

#[test]
fn kickoff_touchback_after_a_safety_is_fielded_at_the_15_by_kr1_sp6_8() {
    // [sp6 8] 8.1.4: a would-be touchback (Column A RN 11) is fielded at the 15 — by KR-1 (E-23
    // gap: KR-1); return RN 6 (lkp-rb3) = 20: the 35.
    let mut g = kickoff_game(HOME, true, KickoffKind::Normal, coach(), vec![rn(11), rn(6)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 35), "[sp6 8] fielded at the 15, returned 20");
    assert_eq!(returner_id(&g), "lkp-rb3", "[sp6 8] KR-1 fields it");
    assert!(!last_record(&g).has(PlayFlags::TOUCHBACK), "[sp6 8] no touchback after a safety");
    // A Column B touchback too (RN 1, then RN 9).
    let r = ko_direct(KickoffKind::Normal, true, false, vec![rn(1), rn(9), rn(6)]);
    assert!(matches!(r, KickoffResult::Return { kr: 1, landed: 15, at: 35, .. }), "[sp6 8] Column B touchback fielded at the 15: {r:?}");
}

#[test]
fn onside_kick_recovered_on_pn_11_sp6_8() {
    // [sp6 8] 8.1.3: PN 1-11 — the kicking team recovers, at the 50, no return.
    let mut g = kickoff_game(HOME, false, KickoffKind::Onside, coach(), vec![pn(11)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down(), to_go(&g)), (HOME, 50, Down::First, 10), "[sp6 8] recovered by the kicking team at the 50");
    assert!(last_record(&g).has(PlayFlags::RECOVERED_BY_KICKER), "[sp6 8] recovered by the kicker");
    assert_eq!(last_record(&g).kind, PlayKind::OnsideKick, "[sp6 8] an on-side kick");
}

#[test]
fn onside_kick_lost_on_pn_12_at_the_50_without_return_sp6_8() {
    // [sp6 8] PN 12 and up: the receiving team's ball at the 50, no return.
    let mut g = kickoff_game(HOME, false, KickoffKind::Onside, coach(), vec![pn(12), rn(1)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 50), "[sp6 8] the receiving team at the 50");
    assert_eq!(last_record(&g).returner, None, "[sp6 8] no return on an on-side kick");
    assert_eq!(steps(&g).len(), 1, "[sp6 8] only the PN is read: {:?}", steps(&g));
}

#[test]
fn onside_kick_ignores_z_cards_sp6_8() {
    // [sp6 8] 8.8.1: Z cards are ignored on on-side kicks — passed over, never resolved.
    let mut g = kickoff_game(HOME, false, KickoffKind::Onside, coach(), vec![z(), pn(5), zres("Pen D1/O1/K1/K2")], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (HOME, 50), "[sp6 8] PN 5 recovers; no penalty");
    assert!(steps(&g).contains(&Step::Z { counted: false }), "[sp6 8] the Z is not counted: {:?}", steps(&g));
    assert!(!steps(&g).iter().any(|s| matches!(s, Step::ZResult(_))), "[sp6 8] no Z result is read");
    assert_eq!(last_record(&g).penalty, None, "[sp6 8] no penalty");
    // And directly: the draw counts no Z.
    let (r, zc) = with_draws(vec![z(), pn(11)], |ed, d| {
        let (_, lkp) = teams();
        kick::kickoff(ed, d, &lkp, KickoffKind::Onside, false, false, &|_| true)
    });
    assert_eq!((r, zc), (KickoffResult::Onside { recovered: true }, false), "[sp6 8] on-side Z ignored");
}

#[test]
fn onside_kick_defense_recovers_only_pn_1_to_7_sp6_19() {
    // [sp6 19] O2 and test vector 10: against an Onside Kick Defense PN 8 is the receiving
    // team's ball, PN 7 the kicking team's.
    let opts = Options { onside_defense: true, ..Options::default() };
    let recv = || coach_with(|c| c.onside_defense = true);
    let mut g = kickoff_game(HOME, false, KickoffKind::Onside, recv(), vec![pn(8)], opts.clone());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 50), "[sp6 19] O2: PN 8 fails");
    let mut g = kickoff_game(HOME, false, KickoffKind::Onside, recv(), vec![pn(7)], opts);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (HOME, 50), "[sp6 19] O2: PN 7 recovers");
    // Without O2 the declaration is not possible: PN 8 recovers (1-11).
    let mut g = kickoff_game(HOME, false, KickoffKind::Onside, recv(), vec![pn(8)], Options::default());
    step(&mut g);
    assert_eq!(g.core.possession, HOME, "[sp6 19] no O2: PN 8 is within 1-11");
}

#[test]
fn onside_kick_defense_caps_a_normal_return_at_20_sp6_19() {
    // [sp6 19] O2: a normal kick against the Onside Kick Defense returns at most 20 yards.
    // Column A RN 2: KR-1 / GL; return RN 2 (lkp-rb3) = 31 → 20.
    let opts = Options { onside_defense: true, ..Options::default() };
    let recv = || coach_with(|c| c.onside_defense = true);
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, recv(), vec![rn(2), rn(2)], opts.clone());
    step(&mut g);
    assert_eq!(spot(&g), 20, "[sp6 19] O2 caps the 31-yard return at 20");
    // Even the asterisked touchdown (RN 1 "48*", new RN 1) stops after 20.
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, recv(), vec![rn(2), rn(1), rn(1)], opts);
    step(&mut g);
    assert_eq!((score(&g), spot(&g)), ((0, 0), 20), "[sp6 19] O2 caps a touchdown return at 20");
    // Without the defense: the full 31.
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, coach(), vec![rn(2), rn(2)], Options::default());
    step(&mut g);
    assert_eq!(spot(&g), 31, "[sp6 19] no O2: the full return");
}

#[test]
fn squib_kick_adds_15_to_the_spot_and_1_to_the_return_rn_sp6_19() {
    // [sp6 19] O3: Column A RN 4 (KR-2 / 2) + 15 = 17; return RN 5 + 1 = 6 on lkp-wr4 = 19: 36.
    let opts = Options { squib: true, ..Options::default() };
    let mut g = kickoff_game(HOME, false, KickoffKind::Squib, coach(), vec![rn(4), rn(5)], opts.clone());
    step(&mut g);
    assert_eq!(spot(&g), 36, "[sp6 19] squib: the 17 plus 19");
    // RN 11 + 1 = 12 on KR-3 (Column A RN 9: KR-3 / 7 + 15 = 22): lkp-cb4's 12th row, 8: 30.
    let r = ko_direct(KickoffKind::Squib, false, false, vec![rn(9), rn(11)]);
    assert!(matches!(r, KickoffResult::Return { kr: 3, landed: 22, at: 30, .. }), "[sp6 19] squib RN 11 reads row 12: {r:?}");
    // RN 12 stays 12.
    let r = ko_direct(KickoffKind::Squib, false, false, vec![rn(9), rn(12)]);
    assert!(matches!(r, KickoffResult::Return { at: 30, .. }), "[sp6 19] squib RN 12 stays 12: {r:?}");
    // Without O3 the squib is a normal kick: 2 + 20 (lkp-wr4 RN 5) = 22.
    let mut g = kickoff_game(HOME, false, KickoffKind::Squib, coach(), vec![rn(4), rn(5)], Options::default());
    step(&mut g);
    assert_eq!(spot(&g), 22, "[sp6 19] no O3: a normal kick");
}

#[test]
fn squib_touchback_is_fielded_at_the_15_sp6_19() {
    // [sp6 19] O3 with a Touchback result (§24 gap): treated like 8.1.4 — fielded at the 15 by
    // KR-1; return RN 6 + 1 = 7 (lkp-rb3) = 19: the 34.
    let r = ko_direct(KickoffKind::Squib, false, false, vec![rn(11), rn(6)]);
    let (_, lkp) = teams();
    assert_eq!(r, KickoffResult::Return { returner: idx(&lkp, "lkp-rb3"), kr: 1, landed: 15, at: 34, fumble: false }, "[sp6 19] squib touchback fielded at the 15");
}

#[test]
fn kickoff_asterisk_uses_the_bottom_result_on_rn_1_or_2_sp6_8() {
    // [sp6 8] 8.1.1: Column A RN 2 (KR-1 / GL), return RN 1 on lkp-rb3 = "48*"; a new RN 2 takes
    // the asterisked result (TD): a touchdown, 6 points, the receiving team's try.
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, coach(), vec![rn(2), rn(1), rn(2)], Options::default());
    step(&mut g);
    assert_eq!(score(&g), (0, 6), "[sp6 8] asterisk RN 2: the touchdown");
    assert_eq!(g.core.phase, Phase::Try { team: AWAY }, "[sp6 8] the returning team tries");
    assert!(last_record(&g).has(PlayFlags::RETURN_TD), "[sp6 8] a return touchdown");
    // A new RN 3-12 keeps the printed 48: from the goal line to the 48.
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, coach(), vec![rn(2), rn(1), rn(3)], Options::default());
    step(&mut g);
    assert_eq!((score(&g), spot(&g)), ((0, 0), 48), "[sp6 8] asterisk RN 3: the printed 48");
}

#[test]
fn kickoff_return_f_fumble_checks_the_fumbles_lost_range_sp6_8() {
    // [sp6 8] 8.1.2: Column A RN 2 (KR-1 / GL), return RN 12 = "9f": a fumble at the 9. Lakeport's
    // Fumbles Lost 1-21 + Ironton's adjustment +2 = 1-23: PN 23 is lost — Ironton's ball at the
    // Lakeport 9 (its own 91), first and goal.
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, coach(), vec![rn(2), rn(12), pn(23)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (HOME, 91, Down::First), "[sp6 8] fumble lost at the exact spot");
    assert!(last_record(&g).has(PlayFlags::FUMBLE_LOST), "[sp6 8] recorded as lost");
    // PN 24 is outside 1-23: Lakeport keeps it at its 9.
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, coach(), vec![rn(2), rn(12), pn(24)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 9), "[sp6 8] fumble recovered by the returners");
}

#[test]
fn kickoff_z_fumble_s_spares_a_home_returner_sp6_8() {
    // [sp6 8] A Z card's "Fumble(s)" on a kickoff return: no fumble when the ball carrier is on
    // the home team (Lakeport kicks to Ironton); "Fumble" checks Ironton's 1-18 + 0: PN 18 lost.
    let cards = |zr: &str, p: u8| vec![z(), rn(4), rn(6), zres(zr), pn(p)];
    // Column A RN 4: KR-2 / 2; irn-wr5 RN 6 = 19: the 21.
    let mut g = kickoff_game(AWAY, false, KickoffKind::Normal, coach(), cards("Fum(s)", 1), Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (HOME, 21), "[sp6 8] Fumble(s): the home returner keeps it");
    let mut g = kickoff_game(AWAY, false, KickoffKind::Normal, coach(), cards("Fum", 18), Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 79), "[sp6 8] Fumble: PN 18 within 1-18 is lost at the 21");
}

#[test]
fn kickoff_offside_by_the_kicking_team_rekicks_5_yards_farther_sp6_8() {
    // [sp6 8] 8.1.5 and E-24: a kicking-team offside (category #4 "K1") taken by the receiving
    // team: re-kick, the next landing point +5. First kick: KR-2 / 2 + 19 = 21 (undone). Re-kick:
    // Column A RN 4 again: 2 + 5 = 7, + 19 = 26.
    let cards = vec![z(), rn(4), rn(6), zres("Pen D1/O1/K1/K1"), rn(4), rn(6)];
    let mut g = kickoff_with(HOME, false, accepting(true), accepting(true), cards, Options::default());
    step(&mut g);
    assert_eq!(kickoff_phase(&g), Some((HOME, 30, false)), "[sp6 8] re-kick staged 5 yards back");
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 26), "[sp6 8] the re-kick lands 5 yards farther out");
    // Declined: the return stands at the 21.
    let cards = vec![z(), rn(4), rn(6), zres("Pen D1/O1/K1/K1")];
    let mut g = kickoff_with(HOME, false, accepting(true), accepting(false), cards, Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 21), "[sp6 8] offside declined: the play stands");
}

#[test]
fn kickoff_offside_by_the_receiving_team_rekicks_5_yards_shorter_sp6_8() {
    // [sp6 8] E-24: a receiving-team offside ("R1") taken by the kicking team: the next landing
    // point −5. Re-kick Column A RN 10: KR-2 / 8 − 5 = 3, + 19 = 22.
    let cards = vec![z(), rn(4), rn(6), zres("Pen D1/O1/K1/R1"), rn(10), rn(6)];
    let mut g = kickoff_with(HOME, false, accepting(true), accepting(true), cards, Options::default());
    step(&mut g);
    assert_eq!(kickoff_phase(&g), Some((HOME, 40, false)), "[sp6 8] re-kick staged 5 yards up");
    step(&mut g);
    assert_eq!(spot(&g), 22, "[sp6 8] the re-kick lands 5 yards shorter");
    // A goal-line result pushed behind the goal line is a touchback (§8 step 11 [INF]).
    let cards = vec![z(), rn(4), rn(6), zres("Pen D1/O1/K1/R1"), rn(2), rn(6)];
    let mut g = kickoff_with(HOME, false, accepting(true), accepting(true), cards, Options::default());
    step(&mut g);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), secs(&g)), (AWAY, 20, 0), "[sp6 8] landing at −5: touchback");
}

#[test]
fn kickoff_movement_rekicks_without_option_sp6_8() {
    // [sp6 8] #2 Movement on the kicking team has No Option: re-kick even when the receiving team
    // would decline; the re-kick after a safety keeps the after-safety +15 and adds the +5:
    // Column A RN 4: 2 + 15 + 5 = 22, + 19 = 41.
    let cards = vec![z(), rn(4), rn(6), zres("Pen D1/O1/K1/K2"), rn(4), rn(6)];
    let mut g = kickoff_with(HOME, true, accepting(false), accepting(false), cards, Options::default());
    step(&mut g);
    assert_eq!(kickoff_phase(&g), Some((HOME, 15, true)), "[sp6 8] re-kick after a safety from the 15");
    step(&mut g);
    assert_eq!(spot(&g), 41, "[sp6 8] +15 after the safety and +5 for the foul");
}

#[test]
fn kickoff_out_of_bounds_gives_the_ball_at_the_35_or_a_rekick_sp6_8() {
    // [sp6 8] Penalty #15: the receiving team takes its ball at its own 35 ...
    let cards = vec![z(), rn(4), rn(6), zres("Pen D1/O1/K1/K15")];
    let mut g = kickoff_with(HOME, false, accepting(true), accepting(true), cards, Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 35), "[sp6 8] #15: the ball at the 35");
    // ... or has the kick retaken, the return beginning 5 yards farther out: 2 + 5 + 19 = 26.
    let cards = vec![z(), rn(4), rn(6), zres("Pen D1/O1/K1/K15"), rn(4), rn(6)];
    let mut g = kickoff_with(HOME, false, accepting(true), accepting(false), cards, Options::default());
    step(&mut g);
    assert!(kickoff_phase(&g).is_some(), "[sp6 8] #15 declined: a re-kick");
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 26), "[sp6 8] the re-kick's return starts 5 yards farther");
}

#[test]
fn kickoff_return_personal_foul_is_marked_from_the_end_of_the_return_sp6_8() {
    // [sp6 8] #5 on the return team (No Option): 15 from where the return ended. Column A RN 1
    // → Column B RN 6: KR-1 / 15; lkp-rb3 RN 6 = 20: the 35, back 15: the 20.
    let cards = vec![z(), rn(1), rn(6), rn(6), zres("Pen D1/O1/K1/R5")];
    let mut g = kickoff_with(HOME, false, accepting(false), accepting(false), cards, Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 20), "[sp6 8] 35 − 15");
    // On the kicking team: 15 more for the returners: 21 + 15 = 36.
    let cards = vec![z(), rn(4), rn(6), zres("Pen D1/O1/K1/K5")];
    let mut g = kickoff_with(HOME, false, accepting(false), accepting(false), cards, Options::default());
    step(&mut g);
    assert_eq!(spot(&g), 36, "[sp6 8] 21 + 15");
}

#[test]
fn kicking_team_foul_does_not_erase_a_return_touchdown_sp6_8() {
    // [sp6 8] A personal foul by the kicking team on a touchdown return: the touchdown stands
    // (a TD is never taken away by the other team's foul; KR-1 "48*", new RN 1: TD).
    let cards = vec![z(), rn(2), rn(1), rn(1), zres("Pen D1/O1/K1/K5")];
    let mut g = kickoff_with(HOME, false, accepting(true), accepting(true), cards, Options::default());
    step(&mut g);
    assert_eq!(score(&g), (0, 6), "[sp6 8] the return touchdown counts");
}

#[test]
fn kickoff_penalties_apply_to_a_touchback_too_sp6_8() {
    // [sp6 8] Category #4 on a touchback kick (Column A RN 11): a kicking-team offside taken by
    // the receiving team is a re-kick, 5 yards farther: Column A RN 4: 2 + 5 + 19 = 26.
    let cards = vec![z(), rn(11), zres("Pen D1/O1/K1/K1"), rn(4), rn(6)];
    let mut g = kickoff_with(HOME, false, accepting(true), accepting(true), cards, Options::default());
    step(&mut g);
    assert_eq!(kickoff_phase(&g), Some((HOME, 30, false)), "[sp6 8] offside on a touchback: re-kick");
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 26), "[sp6 8] the re-kick lands 5 yards farther");
    // A return-team personal foul (No Option) is marked from the touchback's 20: half the
    // distance, the 10.
    let cards = vec![z(), rn(11), zres("Pen D1/O1/K1/R5")];
    let mut g = kickoff_with(HOME, false, accepting(true), accepting(true), cards, Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 10), "[sp6 8] personal foul after the touchback");
}

#[test]
fn kickoff_z_injury_is_ignored_sp6_8() {
    // [sp6 8] No injuries on kicking plays (8.8.4).
    let cards = vec![z(), rn(4), rn(6), zres("Inj BC"), pn(40)];
    let mut g = kickoff_game(HOME, false, KickoffKind::Normal, coach(), cards, Options::default());
    step(&mut g);
    assert_eq!(spot(&g), 21, "[sp6 8] the return stands");
    assert!(g.teams[AWAY].out.is_empty() && g.teams[HOME].out.is_empty(), "[sp6 8] nobody hurt on a kick");
}

// ================================================================= [sp6 6.4] Kickoff Table

#[test]
fn kickoff_table_column_a_as_applied_sp6_6_4() {
    // [sp6 6.4] Column A by RN: returner / yard line (GL = 0); RN 11 a touchback. The return
    // RN 11 reads each returner's 11th row: KR1 13, KR2 12, KR3 11, KR4 7.
    let ret11 = [13, 12, 11, 7];
    let col_a: [(u8, Option<(u8, i16)>); 10] = [(2, Some((1, 0))), (3, Some((1, 1))), (4, Some((2, 2))), (5, Some((1, 3))), (6, Some((1, 4))), (7, Some((2, 5))), (8, Some((2, 6))), (9, Some((3, 7))), (10, Some((2, 8))), (11, None)];
    for (r, want) in col_a {
        let got = ko_direct(KickoffKind::Normal, false, false, vec![rn(r), rn(11)]);
        match want {
            Some((kr, yard)) => assert!(
                matches!(got, KickoffResult::Return { kr: k, landed, at, .. } if k == kr && landed == yard && at == yard + ret11[kr as usize - 1]),
                "[sp6 6.4] Column A RN {r}: KR-{kr}/{yard}, got {got:?}"
            ),
            None => assert_eq!(got, KickoffResult::Touchback, "[sp6 6.4] Column A RN {r}: touchback"),
        }
    }
}

#[test]
fn kickoff_table_column_b_as_applied_sp6_6_4() {
    // [sp6 6.4] Column B (reached from Column A RN 1 with a new FAC): RN 1 KR-1/10, 2 KR-2/11,
    // 3 KR-4/12, 4 KR-2/13, 5 KR-3/14, 6 KR-1/15, 7 KR-1/GL, 8-10 touchback, 11-12 KR-4/GL.
    let ret11 = [13, 12, 11, 7];
    let col_b: [(u8, Option<(u8, i16)>); 12] = [(1, Some((1, 10))), (2, Some((2, 11))), (3, Some((4, 12))), (4, Some((2, 13))), (5, Some((3, 14))), (6, Some((1, 15))), (7, Some((1, 0))), (8, None), (9, None), (10, None), (11, Some((4, 0))), (12, Some((4, 0)))];
    for first in [1, 12] {
        for (r, want) in col_b {
            let got = ko_direct(KickoffKind::Normal, false, false, vec![rn(first), rn(r), rn(11)]);
            match want {
                Some((kr, yard)) => assert!(
                    matches!(got, KickoffResult::Return { kr: k, landed, at, .. } if k == kr && landed == yard && at == yard + ret11[kr as usize - 1]),
                    "[sp6 6.4] Column A {first} → Column B RN {r}: KR-{kr}/{yard}, got {got:?}"
                ),
                None => assert_eq!(got, KickoffResult::Touchback, "[sp6 6.4] Column B RN {r}: touchback"),
            }
        }
    }
}

// ============================================================================ [sp6 13] punts

#[test]
fn punt_with_a_return_takes_10_seconds_sp6_13() {
    // [sp6 13] From the Ironton 30, RN 1: 51 yards, PR1 — lands at the Lakeport 19; lkp-wr3's
    // RN 6 = 9: Lakeport 1st and 10 at its 28; 10 seconds.
    let mut g = irn_punt(30, 8, None, no_rush(), vec![rn(1), rn(6)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down(), to_go(&g)), (AWAY, 28, Down::First, 10), "[sp6 13] 51-yard punt, 9-yard return");
    assert_eq!(returner_id(&g), "lkp-wr3", "[sp6 13] PR1 returns");
    assert_eq!(secs(&g), 10, "[sp6 13] a punt takes 10 seconds");
    let r = last_record(&g);
    assert_eq!((r.kind, r.yards, r.return_yards), (PlayKind::Punt, 51, 9), "[sp6 13] the punt's record");
}

#[test]
fn punt_fair_catch_has_no_return_sp6_13() {
    // [sp6 13] RN 3: 46 FC from the 30: the Lakeport 24, no return card read.
    let mut g = irn_punt(30, 8, None, no_rush(), vec![rn(3), rn(1)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 24), "[sp6 13] fair catch at the 24");
    assert!(last_record(&g).has(PlayFlags::FAIR_CATCH), "[sp6 13] a fair catch");
    assert_eq!(steps(&g).len(), 1, "[sp6 13] only the punt's RN: {:?}", steps(&g));
}

#[test]
fn punt_second_returner_column_sp6_13() {
    // [sp6 13] RN 5: 44 PR2 from the 30: lands at the Lakeport 26; lkp-cb3's RN 1 = 17: the 43.
    let mut g = irn_punt(30, 8, None, no_rush(), vec![rn(5), rn(1)]);
    step(&mut g);
    assert_eq!(spot(&g), 43, "[sp6 13] 26 + 17");
    assert_eq!(returner_id(&g), "lkp-cb3", "[sp6 13] PR2 returns");
}

#[test]
fn punt_rn_12_see_below_blocked_returns_rn_times_5_sp6_13() {
    // [sp6 13] RN 12 → See Below; a new RN 1 on Thorvaldsen's card is Blocked (8.5.5): a new RN 4
    // × 5 = 20 yards from the Ironton 30 toward its goal: Lakeport's ball at the Ironton 10.
    let mut g = irn_punt(30, 8, None, no_rush(), vec![rn(12), rn(1), rn(4)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (AWAY, 90, Down::First), "[sp6 13] blocked and returned 20");
    assert!(last_record(&g).has(PlayFlags::BLOCKED), "[sp6 13] a blocked punt");
}

#[test]
fn blocked_punt_return_can_score_sp6_13() {
    // [sp6 13] From the Ironton 15: RN 4 × 5 = 20 > 15 — a touchdown for Lakeport.
    let mut g = irn_punt(15, 8, None, no_rush(), vec![rn(12), rn(1), rn(4)]);
    step(&mut g);
    assert_eq!(score(&g), (0, 6), "[sp6 13] blocked punt returned for a touchdown");
    assert_eq!(g.core.phase, Phase::Try { team: AWAY }, "[sp6 13] Lakeport's try");
}

#[test]
fn punt_penalty_even_rn_is_movement_on_the_kicking_team_sp6_13() {
    // [sp6 13] RN 12 → See Below RN 5: Penalty (8.5.2); a new RN 4 (even): 5-yard movement on the
    // kicking team — 4th and 13 at the Ironton 25, the punt restaged.
    let accept = accepting(false);
    let offered = accept.offered.clone();
    let def = coach_with(|c| c.accept = Some(false));
    let mut g = irn_choice(30, 4, 8, punt(None), accept, def, vec![rn(12), rn(5), rn(4)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down(), to_go(&g)), (HOME, 25, Down::Fourth, 13), "[sp6 13] 5 yards back, down replayed");
    assert!(offered.borrow().is_empty(), "[sp6 13] automatic: nobody is offered a choice");
}

#[test]
fn the_punt_is_restaged_after_the_punters_penalty_sp6_13() {
    // [sp6 13] 8.5.2 "The punt is then restaged [following the same format] unless a defensive
    // penalty gives the offense a first down": after the movement penalty (RN 12 → See Below
    // RN 5, new RN 4) the kicking team, which would now try a field goal, punts again — nobody
    // calls — with the same 15-yard coffin-corner deduction and the receivers' punt defense.
    let mut off = coach();
    off.offense.extend([punt(Some(15)), fg()]);
    let def = coach_with(|c| c.punt_defense = Some(no_rush()));
    let mut g = game_at(HOME, 30, 4, 8, PerSide::new(off, def), vec![rn(12), rn(5), rn(4), rn(6), rn(6), rn(6)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (HOME, 25, Down::Fourth), "[sp6 13] 5 yards back, down replayed");
    assert_eq!(g.restage_punt.map(|r| (r.2, r.3)), Some((Some(15), no_rush())), "[sp6 13] the same punt is staged again");
    step(&mut g);
    let r = last_record(&g);
    assert_eq!(r.kind, PlayKind::Punt, "[sp6 13] the restaged punt, not the field goal the offense wanted");
    assert!(g.restage_punt.is_none());
    // The offside on the return team that makes a first down ends it: the offense calls again.
    let mut g = irn_punt(30, 3, Some(15), no_rush(), vec![rn(12), rn(5), rn(7)]);
    step(&mut g);
    assert_eq!(g.core.down(), Down::First);
    assert!(g.restage_punt.is_none(), "[sp6 13] a first down: no punt to restage");
}

#[test]
fn punt_penalty_odd_rn_is_offside_on_the_return_team_sp6_13() {
    // [sp6 13] See Below Penalty, new RN 7 (odd): 5-yard offside on the return team — 4th and 3
    // at the 35, not refusable even by a kicking team that would decline.
    let mut g = irn_choice(30, 4, 8, punt(None), accepting(false), accepting(false), vec![rn(12), rn(5), rn(7)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down(), to_go(&g)), (HOME, 35, Down::Fourth, 3), "[sp6 13] 5 yards up, the punt restaged");
    // On 4th and 3 the 5 yards make a first down: no re-punt.
    let mut g = irn_punt(30, 3, None, no_rush(), vec![rn(12), rn(5), rn(7)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (HOME, 35, Down::First), "[sp6 13] the defensive penalty gives a first down");
}

#[test]
fn the_punters_penalty_takes_its_rows_time_sp6_13() {
    // [sp6 13] [sp6 6.1] The return team's offside is a play with a defensive penalty: in the
    // Final Minutes its "Final Mins" 10 s; the kicking team's movement is the Movement Penalty
    // row's 0 s.
    for (rn_card, used) in [(7, 10), (4, 0)] {
        let mut g = irn_choice(30, 4, 8, punt(None), accepting(false), accepting(false), vec![rn(12), rn(5), rn(rn_card)], Options::default());
        g.core.clock = huddle_core::Clock::new(4, 240);
        step(&mut g);
        assert_eq!(240 - g.core.clock.remaining, used, "[sp6 13] new RN {rn_card}");
    }
}

#[test]
fn coffin_corner_deducts_the_stated_yards_and_even_rn_is_returned_sp6_13() {
    // [sp6 13] 8.5.6: from midfield with a 15-yard deduction, RN 4: 45 − 15 = 30 → the Lakeport 20;
    // RN 4 is even: returned normally, lkp-wr3 RN 6 = 9: the 29.
    let mut g = irn_punt(50, 8, Some(15), no_rush(), vec![rn(4), rn(6)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 29), "[sp6 13] coffin corner, even RN: returned");
    assert_eq!(last_record(&g).yards, 30, "[sp6 13] the punt counts 30 yards");
}

#[test]
fn coffin_corner_odd_rn_goes_out_of_bounds_sp6_13() {
    // [sp6 13] RN 5: 44 − 15 = 29 → the Lakeport 21, RN odd: out of bounds, no return.
    let mut g = irn_punt(50, 8, Some(15), no_rush(), vec![rn(5), rn(1)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 21), "[sp6 13] coffin corner, odd RN: out of bounds");
    assert_eq!(last_record(&g).returner, None, "[sp6 13] no return");
    // A coffin-corner punt may stop inside the 6: from the Ironton 60, 10 off RN 3's 46 = 36 →
    // the Lakeport 4, odd RN: out of bounds at the 4 (no touchback).
    let mut g = irn_punt(60, 8, Some(10), no_rush(), vec![rn(3)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 4), "[sp6 13] coffin corner inside the 6 stays there");
}

#[test]
fn punt_landing_inside_the_6_is_a_touchback_sp6_13() {
    // [sp6 13] From the Ironton 47, RN 2: 48 yards → the Lakeport 5, inside the 6: touchback.
    let mut g = irn_punt(47, 8, None, no_rush(), vec![rn(2), rn(6)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 20), "[sp6 13] rolled into the end zone");
    assert!(last_record(&g).has(PlayFlags::TOUCHBACK), "[sp6 13] a touchback");
    // From the 46 it lands at the 6 — not inside: returned, lkp-wr3 RN 11 = 1: the 7.
    let mut g = irn_punt(46, 8, None, no_rush(), vec![rn(2), rn(11)]);
    step(&mut g);
    assert_eq!(spot(&g), 7, "[sp6 13] at the 6 the punt is returned");
    // Into the end zone: from the 55, 51 yards → touchback.
    let mut g = irn_punt(55, 8, None, no_rush(), vec![rn(1), rn(6)]);
    step(&mut g);
    assert_eq!(spot(&g), 20, "[sp6 13] past the goal line: touchback");
}

#[test]
fn punt_return_asterisk_and_fumble_sp6_13() {
    // [sp6 13] 8.5.1: RN 1 lands at the 19; lkp-wr3 RN 1 = "30*", a new RN 2: TD.
    let mut g = irn_punt(30, 8, None, no_rush(), vec![rn(1), rn(1), rn(2)]);
    step(&mut g);
    assert_eq!(score(&g), (0, 6), "[sp6 13] asterisked punt return touchdown");
    // A new RN 3 keeps the 30: 19 + 30 = 49.
    let mut g = irn_punt(30, 8, None, no_rush(), vec![rn(1), rn(1), rn(3)]);
    step(&mut g);
    assert_eq!((score(&g), spot(&g)), ((0, 0), 49), "[sp6 13] asterisk RN 3: the printed 30");
    // RN 12 = "-1f": the return ends at the 18 with a fumble; 1-21 + 2 = 1-23, PN 10: lost, Ironton
    // 1st and 10 at the Lakeport 18.
    let mut g = irn_punt(30, 8, None, no_rush(), vec![rn(1), rn(12), pn(10)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (HOME, 82, Down::First), "[sp6 13] punt return fumble lost");
    let mut g = irn_punt(30, 8, None, no_rush(), vec![rn(1), rn(12), pn(30)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 18), "[sp6 13] fumble recovered by the returners");
}

#[test]
fn all_out_rush_rn_1_to_4_blocks_sp6_13() {
    // [sp6 13] 8.5.7: RN 12, a new RN 3: blocked; a new RN 2 × 5 = 10 from the 30: the Ironton 20.
    let mut g = irn_punt(30, 8, None, all_out(), vec![rn(12), rn(3), rn(2)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 80), "[sp6 13] all-out rush block");
}

#[test]
fn all_out_rush_rn_5_to_9_uses_row_11_and_returns_at_most_3_sp6_13() {
    // [sp6 13] RN 12, a new RN 7: hurried — row 11: 34 PR2 from the 30 → the Lakeport 36;
    // lkp-cb3 RN 1 = 17, at most 3 under the rush: the 39.
    let mut g = irn_punt(30, 8, None, all_out(), vec![rn(12), rn(7), rn(1)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 39), "[sp6 13] hurried: 34 yards, 3-yard return");
    assert_eq!(last_record(&g).yards, 34, "[sp6 13] row 11's 34 yards");
    // The cap holds on any punt under the rush: RN 1, 51 → the 19; lkp-wr3 RN 2 = 18 → 3: the 22.
    let mut g = irn_punt(30, 8, None, all_out(), vec![rn(1), rn(2)]);
    step(&mut g);
    assert_eq!(spot(&g), 22, "[sp6 13] all-out rush: maximum return 3");
}

#[test]
fn all_out_rush_rn_10_to_12_is_roughing_the_kicker_sp6_13() {
    // [sp6 13] RN 12, a new RN 11: roughing the kicker — 15 yards and a first down: Ironton
    // 1st and 10 at its 45.
    let mut g = irn_punt(30, 8, None, all_out(), vec![rn(12), rn(11)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down(), to_go(&g)), (HOME, 45, Down::First, 10), "[sp6 13] roughing: +15 and a first down");
}

#[test]
fn punt_z_penalty_on_the_kicking_team_is_the_receivers_option_sp6_13() {
    // [sp6 13] Category #3 "K1" (offside, kicking team): the receiving team takes it — the punt
    // restaged 5 yards back, 4th and 13 at the 25 ...
    let cards = || vec![z(), rn(1), rn(6), zres("Pen D1/O1/K1/K1")];
    let mut g = irn_choice(30, 4, 8, punt(None), coach(), accepting(true), cards(), Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down(), to_go(&g)), (HOME, 25, Down::Fourth, 13), "[sp6 13] offside taken: re-punt");
    // ... or declines it: the punt stands (Lakeport at its 28).
    let mut g = irn_choice(30, 4, 8, punt(None), coach(), accepting(false), cards(), Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 28), "[sp6 13] offside declined: the punt stands");
}

#[test]
fn punt_z_roughing_the_kicker_is_15_and_a_first_down_sp6_13() {
    // [sp6 13] Category #3 "R12": roughing the kicker — 15 from the line of scrimmage and a first
    // down for the kicking team, if it takes it.
    let cards = vec![z(), rn(1), rn(6), zres("Pen D1/O1/R12/K1")];
    let mut g = irn_choice(30, 4, 8, punt(None), accepting(true), coach(), cards, Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (HOME, 45, Down::First), "[sp6 13] roughing the kicker");
}

#[test]
fn punt_return_clipping_is_marked_from_the_spot_of_the_foul_sp6_13() {
    // [sp6 13] #11 Clipping on the return team (No Option): 15 from the spot of the foul; a new
    // RN odd = the halfway point of the return. Landed at the 19, returned to the 28: halfway
    // 19 + 4 = 23; half the distance: 23 / 2 = 11: the 12.
    let mut g = irn_punt(30, 8, None, no_rush(), vec![z(), rn(1), rn(6), zres("Pen D1/O1/R11/K1"), rn(3)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 12), "[sp6 13] clipping at the halfway point");
    // RN even: where the return ended, the 28: 28 − 14 = 14.
    let mut g = irn_punt(30, 8, None, no_rush(), vec![z(), rn(1), rn(6), zres("Pen D1/O1/R11/K1"), rn(4)]);
    step(&mut g);
    assert_eq!(spot(&g), 14, "[sp6 13] clipping at the end of the return");
}

#[test]
fn punt_z_injury_is_ignored_sp6_13() {
    // [sp6 13] No injuries on kicking plays.
    let mut g = irn_punt(30, 8, None, no_rush(), vec![z(), rn(1), rn(6), zres("Inj BC"), pn(40)]);
    step(&mut g);
    assert_eq!(spot(&g), 28, "[sp6 13] the punt stands");
    assert!(g.teams[AWAY].out.is_empty() && g.teams[HOME].out.is_empty(), "[sp6 13] nobody hurt");
}

/// A coach that answers the Delay of Game request (8.5.3); the rest as its script says.
struct DelayCoach {
    inner: ScriptedCoach,
    accept_delay: bool,
}

impl Coach for DelayCoach {
    fn name(&self) -> &str {
        "delay"
    }
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice {
        self.inner.offense(v, rng)
    }
    fn defense(&mut self, v: &View, offense: &OffenseDisplay, kick: Option<Announced>, rng: &mut dyn Randomness) -> DefenseChoice {
        self.inner.defense(v, offense, kick, rng)
    }
    fn kickoff(&mut self, v: &View, rng: &mut dyn Randomness) -> KickoffKind {
        self.inner.kickoff(v, rng)
    }
    fn onside_defense(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        self.inner.onside_defense(v, rng)
    }
    fn punt_defense(&mut self, v: &View, rng: &mut dyn Randomness) -> PuntDefense {
        self.inner.punt_defense(v, rng)
    }
    fn suspect_fake_fg(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        self.inner.suspect_fake_fg(v, rng)
    }
    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool {
        self.inner.accept_penalty(v, play, penalty)
    }
    fn play_time(&mut self, v: &View, min: u16, max: u16, stops: bool) -> u16 {
        self.inner.play_time(v, min, max, stops)
    }
    fn timeout(&mut self, v: &View) -> bool {
        self.inner.timeout(v)
    }
    fn accept_delay(&mut self, _v: &View) -> bool {
        self.accept_delay
    }
}

/// Ironton at its 30, 4th and 5, asks for a Delay of Game after a play that used the maximum.
fn delay_game(accept: bool) -> Sp6Game {
    let mut g = irn_choice(30, 4, 5, OffenseChoice::DelayOfGame, coach(), coach(), vec![], Options::default());
    g.coaches[AWAY] = Box::new(DelayCoach { inner: coach(), accept_delay: accept });
    g.prev_max_time = true;
    g
}

#[test]
fn delay_of_game_request_accepted_moves_the_punter_back_5_sp6_13() {
    // [sp6 13] 8.5.3: the receiving team accepts — 5 yards back, the down replayed, no time.
    let mut g = delay_game(true);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down(), to_go(&g)), (HOME, 25, Down::Fourth, 10), "[sp6 13] delay of game: 5 yards back");
    assert_eq!((secs(&g), g.core.clock.remaining), (0, 900), "[sp6 13] the request takes no time");
    let r = last_record(&g).penalty.expect("[sp6 13] a penalty");
    assert_eq!((r.against, r.code, r.accepted), (HOME, 14, true), "[sp6 13] #14 on the kicking team");
}

#[test]
fn delay_of_game_request_declined_changes_nothing_sp6_13() {
    // [sp6 13] 8.5.3: the receiving team declines — the ball stays at the 30, 4th and 5.
    let mut g = delay_game(false);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down(), to_go(&g)), (HOME, 30, Down::Fourth, 5), "[sp6 13] declined: no yardage");
    assert_eq!(g.refused_calls, 0, "[sp6 13] the request itself was allowed");
}

#[test]
fn delay_of_game_needs_the_previous_play_at_maximum_time_sp6_13() {
    // [sp6 13] 8.5.3: a run that used the maximum 45 seconds allows the request next down;
    // one that used the minimum 20 does not (the call is refused and a run is played instead).
    for (seconds, allowed) in [(45, true), (20, false)] {
        let mut off = coach_with(|c| c.seconds = Some(seconds));
        let g0 = game_at(HOME, 30, 2, 10, PerSide::new(coach(), coach()), vec![], Options::default());
        off.offense.push_back(play(offense_of(&g0, HOME), OffenseCall::new(OffPlay::InsideLeft, OffBox::BK1)));
        off.offense.push_back(OffenseChoice::DelayOfGame);
        let mut g = game_at(HOME, 30, 2, 10, PerSide::new(off, coach()), vec![], Options::default());
        g.coaches[AWAY] = Box::new(DelayCoach { inner: coach(), accept_delay: true });
        step(&mut g);
        assert_eq!(secs(&g), seconds, "[sp6 13] the run used {seconds} s");
        let before = spot(&g);
        step(&mut g);
        if allowed {
            assert_eq!((spot(&g), g.refused_calls), (before - 5, 0), "[sp6 13] after a maximum-time play: 5 yards back");
        } else {
            assert_eq!(g.refused_calls, 1, "[sp6 13] after a minimum-time play the request is refused");
            assert!(!g.text(g.log.last().unwrap()).contains("Delay of Game"), "[sp6 13] no delay: {}", g.text(g.log.last().unwrap()));
        }
    }
}

// ======================================================================= [sp6 14.1] field goals

#[test]
fn field_goal_distance_is_los_plus_17_and_beyond_50_loses_2_a_yard_sp6_14_1() {
    // [sp6 14.1] Test vector 8: from the opponent's 36 the kick is 53 yards; Good range end =
    // the 46-50 end − 2 × 3: Ironton 21 − 6 = 15.
    let (irn, lkp) = teams();
    let ed = Edition::sp6();
    let k = irn.player(irn.kicker().unwrap());
    assert_eq!(kick::good_range(&ed, k, 53), 15, "[sp6 14.1] 53 yards: 21 − 6");
    let mut g = irn_fg(64, vec![pn(15)], Options::default());
    step(&mut g);
    assert_eq!(score(&g), (3, 0), "[sp6 14.1] PN 15 from 53 yards is good");
    assert_eq!(last_record(&g).yards, 53, "[sp6 14.1] 36 + 17 = 53 yards");
    let mut g = irn_fg(64, vec![pn(16)], Options::default());
    step(&mut g);
    assert_eq!((score(&g), g.core.possession), ((0, 0), AWAY), "[sp6 14.1] PN 16 misses");
    // Lakeport's Erdahl: 25 − 6 = 19.
    assert_eq!(kick::good_range(&ed, lkp.player(lkp.kicker().unwrap()), 53), 19, "[sp6 14.1] Erdahl from 53");
}

#[test]
fn field_goal_good_range_by_band_sp6_14_1() {
    // [sp6 14.1] Van Slyke's bands: ≤20 47, 21-30 44, 31-40 36, 41-45 28, 46-50 21; beyond 50
    // 21 − 2 a yard; 60 the longest (21 − 20 = 1), 61 impossible.
    let (irn, _) = teams();
    let ed = Edition::sp6();
    let k = irn.player(irn.kicker().unwrap());
    for (dist, good) in [(18, 47), (20, 47), (21, 44), (30, 44), (31, 36), (40, 36), (41, 28), (45, 28), (46, 21), (50, 21), (51, 19), (55, 11), (59, 3), (60, 1), (61, 0)] {
        assert_eq!(kick::good_range(&ed, k, dist), good, "[sp6 14.1] {dist} yards");
    }
}

#[test]
fn field_goal_good_scores_3_takes_5_seconds_and_the_kicker_kicks_off_sp6_14_1() {
    // [sp6 14.1] From the opponent's 23 (40 yards, Good ≤36): PN 36 is good — 3 points, 5 s,
    // then the scoring team kicks off from its 35.
    let mut g = irn_fg(77, vec![pn(36)], Options::default());
    step(&mut g);
    assert_eq!(score(&g), (3, 0), "[sp6 14.1] good");
    assert_eq!(secs(&g), 5, "[sp6 14.1] a field goal takes 5 seconds");
    assert_eq!(kickoff_phase(&g), Some((HOME, 35, false)), "[sp6 14.1] Ironton kicks off");
    assert!(last_record(&g).has(PlayFlags::GOOD), "[sp6 14.1] recorded good");
}

/// [sp6 14.1] [sp6 6.3] Roughing the kicker (#12, Option) on a good field goal: the kicking team
/// chooses between its 3 points and the penalty's first down, and the points are offered as
/// points. From the opponent's 3 the computer keeps the field goal; it used to see the kick as
/// "the ball at the 100", worth less than a first down at the 2, and gave the points away.
#[test]
fn a_good_field_goal_is_offered_as_points_against_roughing_the_kicker_sp6_14_1() {
    let mut g = irn_fg(97, vec![z(), pn(1), zres("Pen D1/O1/R12/K1")], Options::default());
    step(&mut g);
    assert_eq!(score(&g), (3, 0), "[sp6 6.3] the computer keeps its points");
}

#[test]
fn missed_field_goal_is_taken_over_at_the_los_or_the_20_sp6_14_1() {
    // [sp6 14.1] From the opponent's 25 (42 yards, Good ≤28): PN 29 misses — Lakeport's ball at
    // the line of scrimmage, its 25; 5 seconds.
    let mut g = irn_fg(75, vec![pn(29)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (AWAY, 25, Down::First), "[sp6 14.1] at the line of scrimmage");
    assert_eq!(secs(&g), 5, "[sp6 14.1] a missed field goal takes 5 seconds");
    // From the opponent's 10 (27 yards, Good ≤44): PN 45 misses — at the 20, not the 10.
    let mut g = irn_fg(90, vec![pn(45)], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 20), "[sp6 14.1] inside the 20: at the 20");
}

#[test]
fn field_goal_pn_48_is_blocked_and_returned_for_a_touchdown_sp6_14_1() {
    // [sp6 14.1] PN 48 (25 yards, Good ≤44): blocked, a defensive touchdown.
    let mut g = irn_fg(92, vec![pn(48)], Options::default());
    step(&mut g);
    assert_eq!(score(&g), (0, 6), "[sp6 14.1] blocked and returned for a touchdown");
    assert_eq!(g.core.phase, Phase::Try { team: AWAY }, "[sp6 14.1] Lakeport's try");
    assert!(last_record(&g).has(PlayFlags::BLOCKED), "[sp6 14.1] blocked");
}

#[test]
fn field_goal_pn_47_blocks_only_beyond_50_yards_sp6_14_1() {
    // [sp6 14.1] 50 yards (opponent's 33): PN 47 is no block — just a miss (Good ≤21).
    let mut g = irn_fg(67, vec![pn(47)], Options::default());
    step(&mut g);
    assert_eq!((score(&g), g.core.possession, spot(&g)), ((0, 0), AWAY, 33), "[sp6 14.1] 50 yards, PN 47: missed");
    // 51 yards (opponent's 34): PN 47 is blocked and returned for a touchdown.
    let mut g = irn_fg(66, vec![pn(47)], Options::default());
    step(&mut g);
    assert_eq!(score(&g), (0, 6), "[sp6 14.1] 51 yards, PN 47: blocked");
    // Directly: 51 yards PN 48 and PN 47 both block.
    let (irn, _) = teams();
    let k = irn.player(irn.kicker().unwrap());
    for p in [47, 48] {
        let (r, _) = with_draws(vec![pn(p)], |ed, d| kick::field_goal(ed, d, k, 51, false));
        assert_eq!(r, FieldGoalResult::BlockedTouchdown, "[sp6 14.1] 51 yards PN {p}");
    }
}

#[test]
fn field_goal_is_allowed_up_to_60_yards_sp6_14_1() {
    // [sp6 14.1] E-9: from the opponent's 43 (60 yards, Good ≤1): PN 1 is good.
    let mut g = irn_fg(57, vec![pn(1)], Options::default());
    step(&mut g);
    assert_eq!(score(&g), (3, 0), "[sp6 14.1] a 60-yard field goal");
    // From the opponent's 44 (61 yards) the field goal is refused: a run is played instead.
    let mut g = irn_fg(56, vec![], Options::default());
    step(&mut g);
    assert_eq!((g.refused_calls, score(&g)), (1, (0, 0)), "[sp6 14.1] no 61-yard attempt");
    assert_ne!(last_record(&g).kind, PlayKind::FieldGoal, "[sp6 14.1] no field goal was tried");
}

#[test]
fn field_goal_within_38_option_limits_the_attempt_to_55_yards_sp6_14_1() {
    // [sp6 14.1] E-9's flag: within 38 yards of the goal only — the 38 (55 yards, Good ≤11) ok,
    // the 39 refused.
    let opts = Options { fg_within_38: true, ..Options::default() };
    let mut g = irn_fg(62, vec![pn(11)], opts.clone());
    step(&mut g);
    assert_eq!(score(&g), (3, 0), "[sp6 14.1] 55 yards within 38");
    let mut g = irn_fg(61, vec![], opts);
    step(&mut g);
    assert_eq!(g.refused_calls, 1, "[sp6 14.1] the 39 is out of range with the flag");
}

// ====================================================================== [sp6 14.2] extra point

fn try_game(cards: Vec<Fac>) -> Sp6Game {
    let mut g = game_at(HOME, 98, 1, 2, PerSide::new(coach(), coach()), cards, Options::default());
    g.core.phase = Phase::Try { team: HOME };
    g.core.score.home = 6;
    g
}

#[test]
fn extra_point_good_within_the_xp_range_sp6_14_2() {
    // [sp6 14.2] Van Slyke's XP range is 1-47: PN 47 good for 1 point, 0 seconds, then Ironton
    // kicks off.
    let mut g = try_game(vec![pn(47)]);
    step(&mut g);
    assert_eq!(score(&g), (7, 0), "[sp6 14.2] one point");
    assert_eq!((secs(&g), g.core.clock.remaining), (0, 900), "[sp6 14.2] an extra point takes no time");
    assert_eq!(kickoff_phase(&g), Some((HOME, 35, false)), "[sp6 14.2] the scoring team kicks off");
    assert_eq!(last_record(&g).kind, PlayKind::ExtraPoint, "[sp6 14.2] an extra point");
    // PN 48: no good.
    let mut g = try_game(vec![pn(48)]);
    step(&mut g);
    assert_eq!(score(&g), (6, 0), "[sp6 14.2] PN 48 misses");
}

#[test]
fn extra_point_ignores_z_cards_sp6_14_2() {
    // [sp6 14.2] Z cards are ignored on an extra point: passed over, no Z result.
    let mut g = try_game(vec![z(), pn(3), zres("Pen D1/O1/R12/R1")]);
    step(&mut g);
    assert_eq!(score(&g), (7, 0), "[sp6 14.2] good on PN 3");
    assert!(steps(&g).contains(&Step::Z { counted: false }), "[sp6 14.2] the Z is passed over: {:?}", steps(&g));
    assert!(!steps(&g).iter().any(|s| matches!(s, Step::ZResult(_))), "[sp6 14.2] no Z result");
    let (irn, _) = teams();
    let (good, zc) = with_draws(vec![z(), pn(47)], |_, d| kick::extra_point(d, irn.player(irn.kicker().unwrap())));
    assert_eq!((good, zc), (true, false), "[sp6 14.2] directly: good, no Z");
}

#[test]
fn no_two_point_try_sp6_14_2() {
    // [sp6 14.2] The 6th edition has no two-point conversion: even with a play in the coach's
    // hand, the try is a kick worth at most 1.
    let mut off = coach();
    let g0 = game_at(HOME, 98, 1, 2, PerSide::new(coach(), coach()), vec![], Options::default());
    off.offense.push_back(play(offense_of(&g0, HOME), OffenseCall::new(OffPlay::InsideLeft, OffBox::BK1)));
    let mut g = game_at(HOME, 98, 1, 2, PerSide::new(off, coach()), vec![pn(1)], Options::default());
    g.core.phase = Phase::Try { team: HOME };
    step(&mut g);
    assert_eq!(score(&g), (1, 0), "[sp6 14.2] a kick for one point");
    assert_eq!(last_record(&g).kind, PlayKind::ExtraPoint, "[sp6 14.2] no two-point play");
}

// ============================================================= [sp6 6.10] [sp6 19] fake kicks

fn fake_opts() -> Options {
    Options { fake_kicks: true, ..Options::default() }
}

fn fake_fg_game(spot: i16, suspect: bool, cards: Vec<Fac>) -> Sp6Game {
    let def = coach_with(|c| c.suspect_fg = suspect);
    irn_choice(spot, 4, 5, OffenseChoice::FieldGoal { fake: true }, coach(), def, cards, fake_opts())
}

fn fake_punt_game(spot: i16, suspect: bool, cards: Vec<Fac>) -> Sp6Game {
    let def = coach_with(|c| c.punt_defense = Some(PuntDefense { all_out_rush: false, suspect_fake: suspect }));
    irn_choice(spot, 4, 8, OffenseChoice::Punt { coffin: None, fake: true }, coach(), def, cards, fake_opts())
}

#[test]
fn fake_kicks_table_as_applied_sp6_6_10() {
    // [sp6 6.10] Each raw RN against a defense that does not suspect: the Field Goal and Punt
    // columns (FG 12 = intercepted, E-12).
    use FakeOutcome::*;
    let fg = [Pass { to: OffBox::LE, yards: 25 }, Pass { to: OffBox::FL1, yards: 18 }, Pass { to: OffBox::RE, yards: 15 }, Pass { to: OffBox::BK1, yards: 10 }, Pass { to: OffBox::BK2, yards: 9 }, Run(15), Incomplete, Incomplete, Incomplete, Incomplete, Incomplete, InterceptedTouchdown];
    let punt = [Pass { to: OffBox::LE, yards: 30 }, Pass { to: OffBox::FL1, yards: 20 }, Pass { to: OffBox::RE, yards: 10 }, Pass { to: OffBox::BK1, yards: 8 }, Pass { to: OffBox::BK2, yards: 6 }, Run(15), Run(7), Run(6), Run(3), Run(1), Run(0), Run(-5)];
    for r in 1..=12u8 {
        let (f, _) = with_draws(vec![rn(r)], |ed, d| kick::fake(ed, d, true, false));
        assert_eq!(f, fg[r as usize - 1], "[sp6 6.10] fake field goal RN {r}");
        let (p, _) = with_draws(vec![rn(r)], |ed, d| kick::fake(ed, d, false, false));
        assert_eq!(p, punt[r as usize - 1], "[sp6 6.10] fake punt RN {r}");
    }
}

#[test]
fn fake_field_goal_pass_gains_sp6_6_10() {
    // [sp6 6.10] From the opponent's 30, 4th and 5, RN 1: pass to the LE for 25 — 1st and goal
    // at the 5.
    let mut g = fake_fg_game(70, false, vec![rn(1)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (HOME, 95, Down::First), "[sp6 6.10] 25-yard pass on a fake field goal");
    assert_eq!(last_record(&g).kind, PlayKind::FakeFieldGoal, "[sp6 6.10] a fake field goal");
    let te = g.teams[HOME].team.idx("irn-te1").unwrap();
    assert_eq!(last_record(&g).player.map(|p| p.idx), Some(te), "[sp6 6.10] caught by the LE");
}

#[test]
fn fake_kick_gets_plus_2_rn_against_a_suspecting_defense_sp6_19() {
    // [sp6 19] O6: raw RN 4 + 2 = 6 — the QB runs for 15 (not the BK#1 pass): 70 → 85.
    let mut g = fake_fg_game(70, true, vec![rn(4)]);
    step(&mut g);
    assert_eq!((spot(&g), g.core.down()), (85, Down::First), "[sp6 19] suspecting defense: RN 6");
    // Fake punt from the 40, raw RN 4 + 2 = 6: the punter runs for 15 — the 55, a first down.
    let mut g = fake_punt_game(40, true, vec![rn(4)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (HOME, 55, Down::First), "[sp6 19] fake punt +2");
    // Raw 10 + 2 = 12: the punter runs for −5: the 35, 4th down failed — Lakeport at its 65.
    let mut g = fake_punt_game(40, true, vec![rn(10)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 65), "[sp6 19] fake punt RN 12: −5, turnover on downs");
}

#[test]
fn fake_punt_pass_without_suspicion_sp6_6_10() {
    // [sp6 6.10] Fake punt from the 40, RN 1: pass to the LE for 30 — 1st and 10 at the 70.
    let mut g = fake_punt_game(40, false, vec![rn(1)]);
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (HOME, 70, Down::First), "[sp6 6.10] fake punt pass");
    assert_eq!(last_record(&g).kind, PlayKind::FakePunt, "[sp6 6.10] a fake punt");
}

#[test]
fn fake_field_goal_natural_12_is_intercepted_for_a_touchdown_sp6_19() {
    // [sp6 19] O6 / E-12: a natural 12 on a fake field goal is intercepted and returned for a
    // touchdown by a linebacker — suspected or not.
    for suspect in [false, true] {
        let mut g = fake_fg_game(70, suspect, vec![rn(12)]);
        step(&mut g);
        assert_eq!(score(&g), (0, 6), "[sp6 19] natural 12 (suspect {suspect}): interception touchdown");
        assert_eq!(g.core.phase, Phase::Try { team: AWAY }, "[sp6 19] Lakeport's try");
        assert!(last_record(&g).has(PlayFlags::INTERCEPTED), "[sp6 19] intercepted");
    }
}

#[test]
fn fake_field_goal_12_reached_through_the_plus_2_is_only_incomplete_sp6_19() {
    // [sp6 19] O6: raw 10 + 2 = 12 is not a natural 12 — incomplete; on 4th and 5 Lakeport
    // takes over at its 30.
    let mut g = fake_fg_game(70, true, vec![rn(10)]);
    step(&mut g);
    assert_eq!(score(&g), (0, 0), "[sp6 19] no interception");
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 30), "[sp6 19] incomplete on 4th down");
    let (r, _) = with_draws(vec![rn(10)], |ed, d| kick::fake(ed, d, true, true));
    assert_eq!(r, FakeOutcome::Incomplete, "[sp6 19] directly: incomplete");
}

#[test]
fn suspecting_defense_cannot_block_a_real_field_goal_sp6_19() {
    // [sp6 19] O6: a real kick against a suspecting defense: the block (PN 48) is resolved again —
    // PN 30 from 37 yards (Good ≤36) is good.
    let def = coach_with(|c| c.suspect_fg = true);
    let mut g = irn_choice(80, 4, 5, fg(), coach(), def, vec![pn(48), pn(30)], fake_opts());
    step(&mut g);
    assert_eq!(score(&g), (3, 0), "[sp6 19] the block is redrawn");
    // Not suspecting: the block stands.
    let mut g = irn_choice(80, 4, 5, fg(), coach(), coach(), vec![pn(48), pn(30)], fake_opts());
    step(&mut g);
    assert_eq!(score(&g), (0, 6), "[sp6 19] a normal defense blocks on PN 48");
}

#[test]
fn suspecting_defense_cannot_block_a_real_punt_sp6_19() {
    // [sp6 19] O6: RN 12 → See Below RN 1 (Blocked) is resolved again: a new RN 5 — Penalty; a
    // new RN 7, odd: offside on the return team, 4th and 3 at the 35.
    let pd = PuntDefense { all_out_rush: false, suspect_fake: true };
    let def = coach_with(|c| c.punt_defense = Some(pd));
    let mut g = irn_choice(30, 4, 8, punt(None), coach(), def, vec![rn(12), rn(1), rn(5), rn(7)], fake_opts());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), to_go(&g)), (HOME, 35, 3), "[sp6 19] the See Below block is redrawn");
    // Directly, with an all-out rush too: RN 12, a new RN 2 (block) is redrawn — RN 6: hurried,
    // row 11: 34 PR2 → the Lakeport 36; lkp-cb3 RN 1 = 17 → at most 3: the 39.
    let (irn, lkp) = teams();
    let pd = PuntDefense { all_out_rush: true, suspect_fake: true };
    let (r, _) = with_draws(vec![rn(12), rn(2), rn(6), rn(1)], |ed, d| kick::punt(ed, d, &irn, irn.punter().unwrap(), &lkp, 30, None, pd, &|_| true));
    assert!(matches!(r, PuntResult::Return { yards: 34, landed: 36, at: 39, .. }), "[sp6 19] all-out block redrawn: {r:?}");
}

#[test]
fn fake_kick_without_o6_is_a_real_kick_sp6_19() {
    // [sp6 19] Without O6 a declared fake is kicked for real: PN 30 from 37 yards is good.
    let mut g = irn_choice(80, 4, 5, OffenseChoice::FieldGoal { fake: true }, coach(), coach(), vec![pn(30)], Options::default());
    step(&mut g);
    assert_eq!((score(&g), last_record(&g).kind), ((3, 0), PlayKind::FieldGoal), "[sp6 19] a real field goal");
    let mut g = irn_choice(30, 4, 8, OffenseChoice::Punt { coffin: None, fake: true }, coach(), coach(), vec![rn(1), rn(6)], Options::default());
    step(&mut g);
    assert_eq!((last_record(&g).kind, g.core.possession, spot(&g)), (PlayKind::Punt, AWAY, 28), "[sp6 19] a real punt");
}

// ============================================================================ [sp6 17] scoring

#[test]
fn touchdown_scores_6_then_a_try_then_a_kickoff_sp6_17() {
    // [sp6 17] A fake field goal from the opponent's 20, RN 1: 25 yards — a touchdown, 6 points,
    // 10 seconds; the extra point (PN 1) adds 1, then the scoring team kicks off.
    let mut g = fake_fg_game(80, false, vec![rn(1), pn(1)]);
    step(&mut g);
    assert_eq!(score(&g), (6, 0), "[sp6 17] touchdown: 6");
    assert_eq!(g.core.phase, Phase::Try { team: HOME }, "[sp6 17] the scoring team's try");
    assert_eq!(secs(&g), 10, "[sp6 17] a play with a touchdown takes 10 seconds");
    step(&mut g);
    assert_eq!(score(&g), (7, 0), "[sp6 17] and the extra point");
    assert_eq!(kickoff_phase(&g), Some((HOME, 35, false)), "[sp6 17] the scoring team kicks off");
}

#[test]
fn field_goal_scores_3_sp6_17() {
    // [sp6 17] Lakeport from Ironton's 20 (37 yards, Erdahl ≤38): PN 38 good — 3 points, Lakeport
    // kicks off.
    let mut off = coach();
    off.offense.push_back(fg());
    let mut g = game_at(AWAY, 80, 4, 5, PerSide::new(coach(), off), vec![pn(38)], Options::default());
    step(&mut g);
    assert_eq!(score(&g), (0, 3), "[sp6 17] field goal: 3");
    assert_eq!(kickoff_phase(&g), Some((AWAY, 35, false)), "[sp6 17] the kicking team kicks off");
}

#[test]
fn automatic_safety_scores_2_in_10_seconds_and_the_scored_upon_team_kicks_sp6_17() {
    // [sp6 17] 8.9.3: Ironton at its own 10 takes the automatic safety — Lakeport 2, 10 seconds;
    // Ironton kicks off under 8.1.4: Column A RN 4, KR-2 / 2 + 15 = 17, + 19 = the 36.
    let mut g = irn_choice(10, 4, 12, OffenseChoice::AutomaticSafety, coach(), coach(), vec![rn(4), rn(6)], Options::default());
    step(&mut g);
    assert_eq!(score(&g), (0, 2), "[sp6 17] safety: 2");
    assert_eq!((secs(&g), g.core.clock.remaining), (10, 890), "[sp6 17] the automatic safety takes 10 seconds");
    let (kicker, _, after_safety) = kickoff_phase(&g).expect("[sp6 17] a kickoff follows");
    assert_eq!((kicker, after_safety), (HOME, true), "[sp6 17] the team scored upon kicks, after-safety rules");
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (AWAY, 36), "[sp6 17] the free kick lands 15 yards farther");
}

#[test]
fn automatic_safety_only_inside_the_own_20_sp6_17() {
    // [sp6 17] 8.9.3: at the own 20 the ball is not inside the 20 — the call is refused (a run
    // is played instead) and nobody scores.
    let mut g = irn_choice(20, 3, 12, OffenseChoice::AutomaticSafety, coach(), coach(), vec![], Options::default());
    step(&mut g);
    assert_eq!((g.refused_calls, score(&g)), (1, (0, 0)), "[sp6 17] no automatic safety from the 20");
    // At the 19 it is allowed.
    let mut g = irn_choice(19, 3, 12, OffenseChoice::AutomaticSafety, coach(), coach(), vec![], Options::default());
    step(&mut g);
    assert_eq!(score(&g), (0, 2), "[sp6 17] inside the 20: safety");
}

#[test]
fn punt_return_touchdown_scores_6_for_the_returning_team_sp6_17() {
    // [sp6 17] The asterisked punt return (RN 1 "30*", new RN 1): Lakeport's touchdown, then
    // its try (PN 48 misses: Erdahl's XP range is 1-47) and its kickoff.
    let mut g = irn_punt(30, 8, None, no_rush(), vec![rn(1), rn(1), rn(1), pn(48)]);
    step(&mut g);
    assert_eq!(score(&g), (0, 6), "[sp6 17] return touchdown: 6");
    step(&mut g);
    assert_eq!(score(&g), (0, 6), "[sp6 17] the try missed");
    assert_eq!(kickoff_phase(&g), Some((AWAY, 35, false)), "[sp6 17] Lakeport kicks off");
}
