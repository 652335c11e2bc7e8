//! The kicking game (TTF 7th §12-§14) with scripted FACs on the sample teams.
//!
//! Riverton (home) kicks, Harbor City (away) receives unless a test says otherwise. Positions in
//! `End::Possession` are in the holder's frame; `End::Scrimmage` gains are from the kicking
//! team's line of scrimmage. Home adjustments are on: Riverton's Penalty Range is 25 − 5 = 20,
//! Harbor City's 30; a Harbor City ball carrier fumbles on PN ≤ 12 + 1 (Riverton's Defense
//! Fumble Adjustment) = 13.

use huddle_cards::{sample, ReturnCell, Team};
use huddle_core::{CardSource, DownDistance, DownEffect, End, GameState, Phase, PlayFlags, PlayKind, ScriptedRandom, Side, Spot};
use huddle_core::{CoreRules, Down};
use huddle_fac::fac::{Fac, ZResult};
use huddle_fac::kick::*;
use huddle_fac::display::PidSet;
use huddle_fac::options::RuleOptions;
use huddle_fac::tables::{Edition, FakeResult, PenaltyKind};
use huddle_fac::testkit::{blank, lineup_displays, pn, rn, z, zcard};
use huddle_fac::trace::{Note, Step, What};

const HOME: Side = Side::Home;
const AWAY: Side = Side::Away;

struct Fx {
    ed: Edition,
    opts: RuleOptions,
    riv: Team,
    hbr: Team,
}

fn fx() -> Fx {
    Fx { ed: Edition::ttf7(), opts: RuleOptions::default(), riv: sample::riverton(), hbr: sample::harbor_city() }
}

impl Fx {
    /// Riverton kicks from `spot` (its own frame), fourth and 10.
    fn k(&self, spot: i16) -> Kick<'_> {
        let mut k = Kick::new(&self.ed, &self.opts, &self.riv, &self.hbr, HOME, spot);
        k.offense = Some(lineup_displays(&self.riv).0);
        k.defense = Some(lineup_displays(&self.hbr).1);
        k
    }
    /// Harbor City kicks (away), Riverton receives.
    fn k_hbr(&self, spot: i16) -> Kick<'_> {
        Kick::new(&self.ed, &self.opts, &self.hbr, &self.riv, AWAY, spot)
    }
}

struct Run {
    r: KickReport,
    trace: Vec<Step>,
    used: usize,
}

/// Runs a kick on a script of cards; fails if the kick needed more cards than scripted.
fn go(cards: Vec<Fac>, f: impl FnOnce(&mut CardSource<Fac>, &mut ScriptedRandom, &mut Vec<Step>) -> KickReport) -> Run {
    let n = cards.len();
    let mut src = CardSource::scripted(cards, Fac::Card(blank()));
    let mut rng = ScriptedRandom::default();
    let mut trace = Vec::new();
    let r = f(&mut src, &mut rng, &mut trace);
    assert!(!src.exhausted(), "the kick needed more than the {n} scripted cards; trace {trace:?}");
    Run { r, trace, used: src.script_used() }
}

fn punt(k: &Kick, plan: PuntPlan, def: PuntDefense, cards: Vec<Fac>) -> Run {
    punt_with(k, plan, def, KickChoices::default(), cards)
}
fn punt_with(k: &Kick, plan: PuntPlan, def: PuntDefense, mut dec: KickChoices, cards: Vec<Fac>) -> Run {
    go(cards, |s, r, t| k.punt(s, r, t, &mut dec, plan, def))
}
fn kickoff(k: &Kick, kind: KickoffKind, def: KickoffDefense, cards: Vec<Fac>) -> Run {
    kickoff_with(k, kind, def, KickChoices::default(), cards)
}
fn kickoff_with(k: &Kick, kind: KickoffKind, def: KickoffDefense, mut dec: KickChoices, cards: Vec<Fac>) -> Run {
    go(cards, |s, r, t| k.kickoff(s, r, t, &mut dec, kind, def))
}
fn fg(k: &Kick, cards: Vec<Fac>) -> Run {
    fg_with(k, KickChoices::default(), cards)
}
fn fg_with(k: &Kick, mut dec: KickChoices, cards: Vec<Fac>) -> Run {
    go(cards, |s, r, t| k.field_goal(s, r, t, &mut dec))
}
fn fake_fg(k: &Kick, cards: Vec<Fac>) -> Run {
    let mut dec = KickChoices::default();
    go(cards, |s, r, t| k.fake_field_goal(s, r, t, &mut dec))
}

fn recv_at(r: &Run) -> i16 {
    match r.r.outcome.end {
        End::Possession { holder: AWAY, at, first_down: true } => at,
        e => panic!("not a receiving-team ball: {e:?}; trace {:?}", r.trace),
    }
}
fn kick_new_at(r: &Run) -> i16 {
    match r.r.outcome.end {
        End::Possession { holder: HOME, at, first_down: true } => at,
        e => panic!("not a kicking-team ball: {e:?}; trace {:?}", r.trace),
    }
}
fn gain(r: &Run) -> (i16, DownEffect) {
    match r.r.outcome.end {
        End::Scrimmage { gain, effect } => (gain, effect),
        e => panic!("not a scrimmage result: {e:?}; trace {:?}", r.trace),
    }
}
fn has(r: &Run, f: u32) -> bool {
    r.r.outcome.record.has(f)
}
fn secs(r: &Run) -> u16 {
    r.r.outcome.clock.seconds
}
fn foul(r: &Run) -> huddle_fac::play::Foul {
    r.r.foul.unwrap_or_else(|| panic!("no foul; trace {:?}", r.trace))
}
fn rn_step(r: &Run, what: What) -> Option<(u8, u8)> {
    r.trace.iter().find_map(|s| match s {
        Step::Rn { what: w, rn, modified, .. } if *w == what => Some((*rn, *modified)),
        _ => None,
    })
}
fn noted(r: &Run, n: Note) -> bool {
    r.trace.iter().any(|s| matches!(s, Step::Note { note } if *note == n))
}

/// A core game state at a scrimmage down, to see what the core makes of an outcome.
fn core_at(possession: Side, spot: i16, down: Down, line_to_gain: u8) -> GameState {
    let mut g = GameState::new(CoreRules::default());
    g.phase = Phase::Scrimmage;
    g.possession = possession;
    g.spot = Spot::new(spot).unwrap();
    g.downs = DownDistance { down, line_to_gain };
    g
}

fn pid(t: &Team, id: &str) -> u16 {
    t.idx(id).unwrap()
}

// ======================================================================================
// §12.1 Field goals
// ======================================================================================

/// [ttf7 12.1] Distance = LOS + 17; the PN is read against the distance band's Good Range
/// (Riverton 46-50: 1-26); a good kick is 3 points and takes 5 seconds.
#[test]
fn field_goal_distance_and_good_range() {
    let f = fx();
    let k = f.k(67); // the opponent's 33
    assert_eq!(k.distance(), 50);
    let r = fg(&k, vec![pn(26)]);
    assert_eq!(r.r.outcome.end, End::FieldGoal);
    assert!(has(&r, PlayFlags::GOOD));
    assert_eq!(r.r.outcome.record.yards, 50, "the record carries the distance");
    assert_eq!(r.r.outcome.record.kind, PlayKind::FieldGoal);
    assert_eq!(secs(&r), 5);
    assert_eq!(r.used, 1);
    // PN 27 misses: the defense takes over at the spot of the kick, 7 yards behind the LOS.
    let r = fg(&k, vec![pn(27)]);
    assert!(!has(&r, PlayFlags::GOOD));
    assert_eq!(recv_at(&r), 100 - (67 - 7));
}

/// [ttf7 12.1] Beyond 55 yards the Good Range is the 51-55 range's upper bound less 2 per yard,
/// up to the card's maximum (Riverton: 1-16, max 58; Harbor City: 1-20, max 61 → 1-8 at 61).
#[test]
fn field_goals_beyond_55_yards() {
    let f = fx();
    let k = f.k(60);
    assert_eq!(k.distance(), 57);
    assert_eq!(k.good_range(57), Some(12));
    assert_eq!(k.good_range(58), Some(10));
    assert_eq!(k.good_range(59), None, "beyond the card's maximum");
    assert_eq!(fg(&k, vec![pn(12)]).r.outcome.end, End::FieldGoal);
    assert_ne!(fg(&k, vec![pn(13)]).r.outcome.end, End::FieldGoal);
    // Beyond the maximum nothing is good.
    let k = f.k(58);
    assert_eq!(k.distance(), 59);
    assert_ne!(fg(&k, vec![pn(1)]).r.outcome.end, End::FieldGoal);
    let h = f.k_hbr(56);
    assert_eq!(h.good_range(61), Some(8));
    assert_eq!(h.good_range(62), None);
    // The 51-55 Block Range (46-48) still applies beyond 55.
    let r = fg(&f.k(60), vec![pn(46), rn(2), pn(1), rn(6)]);
    assert!(has(&r, PlayFlags::BLOCKED));
}

/// [ttf7 12.1] The card builder prices a kicker's 56-59-yard kicks with the same per-yard loss
/// the engine plays: the number lives in the edition file and in the builder's parameters, and
/// they must agree.
#[test]
fn the_card_builder_reads_the_beyond_55_rule_as_the_engine_plays_it() {
    let ed = Edition::ttf7();
    let p = huddle_cards::builder::BuilderParams::embedded();
    assert_eq!(p.fg_beyond_55_per_yard, ed.constants.fg_beyond_55_per_yard as f64);
}

/// [ttf7 12.1] Block Range "48?": PN 48, then a new PN 1-24 blocks and 25-48 misses; a plain "48"
/// blocks outright; PNs between the Good and Block Ranges miss.
#[test]
fn field_goal_block_ranges() {
    let f = fx();
    // 25 yards: band 21-25, Good 1-47, Block "48?".
    let k = f.k(92);
    let r = fg(&k, vec![pn(48), pn(24), rn(3), pn(40), rn(6)]);
    assert!(has(&r, PlayFlags::BLOCKED));
    let r = fg(&k, vec![pn(48), pn(25)]);
    assert!(!has(&r, PlayFlags::BLOCKED));
    assert_eq!(r.used, 2);
    assert_eq!(recv_at(&r), 20, "missed from inside the 20: the defense's 20");
    // 40 yards: band 36-40, Good 1-39, Block "48": no second PN.
    let k = f.k(77);
    let r = fg(&k, vec![pn(48), rn(4), pn(1), rn(6)]);
    assert!(has(&r, PlayFlags::BLOCKED));
    assert_eq!(r.used, 4);
    let r = fg(&k, vec![pn(47)]);
    assert!(!has(&r, PlayFlags::BLOCKED) && !has(&r, PlayFlags::GOOD));
    assert_eq!(recv_at(&r), 100 - 70);
}

/// [ttf7 12.1] A blocked kick: the Point of Recovery is a new RN behind the LOS; PN 1-32 the
/// defense recovers, 33-48 the kicking team; the return is on the Fumble Return Table, whose
/// RN-1 asterisk the kicking team ignores.
#[test]
fn blocked_field_goal_recovery_and_return() {
    let f = fx();
    let k = f.k(77); // block "48"
    // Defense recovers 5 yards behind the LOS (its 28) and returns 10 (RN 3).
    let r = fg(&k, vec![pn(48), rn(5), pn(32), rn(3)]);
    assert_eq!(recv_at(&r), 28 + 10);
    assert_eq!(r.r.outcome.record.return_yards, 10);
    // Defense, RN 1: 25*, asterisk RN 1-3 = touchdown.
    let r = fg(&k, vec![pn(48), rn(5), pn(1), rn(1), rn(3)]);
    assert_eq!(recv_at(&r), 100);
    let r = fg(&k, vec![pn(48), rn(5), pn(1), rn(1), rn(4)]);
    assert_eq!(recv_at(&r), 28 + 25);
    // Kicking team recovers (PN 33): RN 1 is 25 yards with no asterisk draw.
    let r = fg(&k, vec![pn(48), rn(5), pn(33), rn(1)]);
    assert_eq!(gain(&r), (-5 + 25, DownEffect::Normal));
    assert!(has(&r, PlayFlags::RECOVERED_BY_KICKER));
    assert_eq!(r.used, 4, "no asterisk RN for the kicking team");
    // No Return.
    let r = fg(&k, vec![pn(48), rn(5), pn(33), rn(7)]);
    assert_eq!(gain(&r), (-5, DownEffect::Normal));
}

/// [ttf7 12.1] The kicking team keeps a recovered block on downs 1-3; on fourth down it must make
/// the line to gain.
#[test]
fn blocked_kick_recovered_by_kicking_team_fourth_down() {
    let f = fx();
    let cards = || vec![pn(48), rn(5), pn(40), rn(3)]; // recovered at 72, returned to 82
    let mut k = f.k(77);
    k.down = Down::Third;
    let r = fg(&k, cards());
    let mut g = core_at(HOME, 77, Down::Third, 87);
    g.apply(&r.r.outcome, None).unwrap();
    assert_eq!((g.possession, g.down(), g.spot.yards()), (HOME, Down::Fourth, 82));
    k.down = Down::Fourth;
    let r = fg(&k, cards());
    let mut g = core_at(HOME, 77, Down::Fourth, 87);
    g.apply(&r.r.outcome, None).unwrap();
    assert_eq!(g.possession, AWAY, "short of the line to gain on fourth down");
    let mut g = core_at(HOME, 77, Down::Fourth, 80);
    g.apply(&r.r.outcome, None).unwrap();
    assert_eq!((g.possession, g.down()), (HOME, Down::First), "made the line to gain");
}

/// [ttf7 12.1] A miss goes to the defense at the spot of the kick, or at its 20 when the LOS was
/// inside the 20 (ambiguity 55): at the 20 itself the spot of the kick (the 27) counts.
#[test]
fn missed_field_goal_spot() {
    let f = fx();
    assert_eq!(recv_at(&fg(&f.k(81), vec![pn(40)])), 20); // LOS at the 19
    assert_eq!(recv_at(&fg(&f.k(80), vec![pn(40)])), 27); // LOS at the 20
    assert_eq!(recv_at(&fg(&f.k(60), vec![pn(20)])), 47); // 57 yards, Good 1-12
}

/// [ttf7 12.1] Z cards on field goals: injuries and fumbles are ignored, penalties are category
/// 1; after a good kick a defensive personal foul goes to the next kickoff (§17.6).
#[test]
fn field_goal_z_cards() {
    let f = fx();
    let k = f.k(67); // 50 yards, Good 1-26
    let r = fg(&k, vec![zcard(), pn(10), z("Inj D:C")]);
    assert_eq!(r.r.outcome.end, End::FieldGoal);
    assert_eq!(r.used, 3, "no injury PN");
    let r = fg(&k, vec![zcard(), pn(30), z("Fum")]);
    assert_eq!(recv_at(&r), 40);
    assert!(!has(&r, PlayFlags::FUMBLE));
    assert_eq!(r.used, 3);
    // Good kick, defensive live-ball personal foul (D1 43-45): on the kickoff, from the 45.
    let r = fg(&k, vec![zcard(), pn(10), z("Pen D/D/R/K"), pn(30), pn(44)]);
    assert_eq!(r.r.outcome.end, End::FieldGoal);
    assert_eq!(r.r.outcome.next_kickoff_from, Some(45));
    assert_eq!(foul(&r).against, AWAY);
    // Harbor City's Penalty Range is 30: PN 31 is no penalty.
    let r = fg(&k, vec![zcard(), pn(10), z("Pen D/D/R/K"), pn(31)]);
    assert!(r.r.foul.is_none());
    assert_eq!(r.r.outcome.next_kickoff_from, None);
}

/// [ttf7 12.1] [ttf7 17.6] Other penalties on a good kick must be declined to keep the score, or accepted to
/// cancel it; personal fouls on a missed kick are marked from the line of scrimmage.
#[test]
fn field_goal_penalties_after_the_kick() {
    let f = fx();
    let k = f.k(67);
    // Defensive offside (D1 11-18): 5 yards, replay the down.
    let cards = || vec![zcard(), pn(10), z("Pen D/D/R/K"), pn(30), pn(12)];
    let r = fg_with(&k, KickChoices { accept: Some(true), ..Default::default() }, cards());
    assert_eq!(gain(&r), (5, DownEffect::Replay), "the score is cancelled for the penalty");
    let r = fg_with(&k, KickChoices { accept: Some(false), ..Default::default() }, cards());
    assert_eq!(r.r.outcome.end, End::FieldGoal);
    assert!(!foul(&r).accepted);
    // Missed kick, offensive live-ball personal foul (O1 45-46): 15 from the LOS, defense's ball.
    let r = fg(&k, vec![zcard(), pn(30), z("Pen O/O/R/K"), pn(20), pn(45)]);
    assert_eq!(recv_at(&r), 100 - (67 - 15));
    assert_eq!(foul(&r).yards, 15);
    // Missed kick, defensive personal foul: 15 from the LOS, automatic first down.
    let r = fg(&k, vec![zcard(), pn(30), z("Pen D/D/R/K"), pn(30), pn(44)]);
    assert_eq!(gain(&r), (15, DownEffect::FirstDown));
}

/// [ttf7 17.7] An accepted live-ball foul by the defense on the last play of a half or game
/// extends the period on field goals as on scrimmage plays: the down is replayed, untimed. A
/// missed 50-yarder with the receiving team offside (D1 11-18) is tried again 5 yards closer
/// (the core gives the untimed down at 0:03 of the fourth quarter). Not extended: a declined
/// foul, a dead-ball foul, a foul by the kicking team, a kick that is not the last play.
#[test]
fn defensive_foul_on_a_last_play_field_goal_extends_the_period() {
    let f = fx();
    let mut k = f.k(67);
    k.last_play_of_half = true;
    let acc = KickChoices { accept: Some(true), ..Default::default() };
    let offside = || vec![zcard(), pn(30), z("Pen D/D/R/K"), pn(30), pn(12)];
    let r = fg_with(&k, acc, offside());
    assert_eq!(foul(&r).kind, PenaltyKind::Offside);
    assert_eq!(gain(&r), (5, DownEffect::Replay));
    assert!(r.r.outcome.extend_period, "the down is replayed");
    let mut g = core_at(HOME, 67, Down::Fourth, 77);
    g.clock = huddle_core::Clock::new(4, 3);
    g.apply(&r.r.outcome, None).unwrap();
    assert!(!g.is_over() && g.untimed_down, "an untimed down follows");
    assert_eq!((g.possession, g.spot.yards(), g.down()), (HOME, 72, Down::Fourth));
    // Declined: the miss stands, the period ends.
    let r = fg_with(&k, KickChoices { accept: Some(false), ..Default::default() }, offside());
    assert_eq!(recv_at(&r), 40);
    assert!(!r.r.outcome.extend_period);
    // The same foul earlier in the half.
    let r = fg_with(&f.k(67), acc, offside());
    assert_eq!(gain(&r), (5, DownEffect::Replay));
    assert!(!r.r.outcome.extend_period);
    // Live-ball personal foul on the miss (D1 43-45): from the LOS, first down, extended.
    let r = fg_with(&k, acc, vec![zcard(), pn(30), z("Pen D/D/R/K"), pn(30), pn(44)]);
    assert_eq!(gain(&r), (15, DownEffect::FirstDown));
    assert!(r.r.outcome.extend_period);
    // Dead-ball personal foul (D1 46-48): enforced the same way, never extends a period.
    let r = fg_with(&k, acc, vec![zcard(), pn(30), z("Pen D/D/R/K"), pn(30), pn(47)]);
    assert_eq!((foul(&r).kind, gain(&r)), (PenaltyKind::DefensiveDeadBallFoul, (15, DownEffect::FirstDown)));
    assert!(!r.r.outcome.extend_period);
    // The kicking team's offside (O1 12-17): not replayed.
    let r = fg_with(&k, acc, vec![zcard(), pn(30), z("Pen O/O/R/K"), pn(20), pn(12)]);
    assert_eq!(gain(&r), (-5, DownEffect::Replay));
    assert!(!r.r.outcome.extend_period);
}

// ======================================================================================
// §12.2 Fake field goals
// ======================================================================================

/// [ttf7 12.2] One RN on the Fake Field Goal Table: passes to LE/FL/RE/BK1/BK2, the quarterback
/// runs for 15, incompletions; the record names the receiver or runner.
#[test]
fn fake_field_goal_table() {
    let f = fx();
    let k = f.k(60);
    let (od, _) = lineup_displays(&f.riv);
    let r = fake_fg(&k, vec![rn(1)]);
    assert_eq!(gain(&r), (25, DownEffect::Normal));
    assert_eq!(r.r.outcome.record.kind, PlayKind::FakeFieldGoal);
    assert!(has(&r, PlayFlags::COMPLETE));
    assert_eq!(r.r.outcome.record.player.map(|p| p.idx), od.left_end().map(|x| x.1));
    assert_eq!(r.r.fake, Some(FakeResult::Pass { to: huddle_fac::tables::FakeTarget::LE, yards: 25 }));
    assert_eq!(gain(&fake_fg(&k, vec![rn(2)])).0, 18);
    assert_eq!(gain(&fake_fg(&k, vec![rn(3)])).0, 15);
    assert_eq!(gain(&fake_fg(&k, vec![rn(4)])).0, 10);
    assert_eq!(gain(&fake_fg(&k, vec![rn(5)])).0, 9);
    let r = fake_fg(&k, vec![rn(6)]);
    assert_eq!(gain(&r).0, 15);
    assert_eq!(r.r.outcome.record.player.map(|p| p.idx), od.qb(&f.riv), "the quarterback runs");
    let r = fake_fg(&k, vec![rn(7)]);
    assert_eq!(gain(&r), (0, DownEffect::Normal));
    assert_eq!(secs(&r), 10, "an incomplete pass");
    assert_eq!(secs(&fake_fg(&k, vec![rn(1)])), 40);
    // From the opponent's 25 the pass to LE scores (10 seconds).
    let r = fake_fg(&f.k(75), vec![rn(1)]);
    assert!(has(&r, PlayFlags::TOUCHDOWN));
    assert_eq!(secs(&r), 10);
}

/// [ttf7 12.2] Each fake field goal after the team's first of the game adds +1 to the RN (clamped
/// at 12).
#[test]
fn repeated_fake_field_goals_add_one() {
    let f = fx();
    let mut k = f.k(75);
    k.fakes_before = 1;
    let r = fake_fg(&k, vec![rn(5)]);
    assert_eq!(gain(&r).0, 15, "RN 5+1 = the quarterback run");
    assert_eq!(rn_step(&r, What::FakeKick), Some((5, 6)));
    k.fakes_before = 2;
    assert_eq!(gain(&fake_fg(&k, vec![rn(5)])), (0, DownEffect::Normal));
    k.fakes_before = 5;
    let r = fake_fg(&k, vec![rn(10), rn(3), rn(11)]);
    assert!(has(&r, PlayFlags::INTERCEPTED), "10+5 is clamped to 12: interception");
}

/// [ttf7 12.2] Interception: a new RN on the Quick column gives the row (A-E 1, F-J 2, K-O 3),
/// another RN − 1 reads that row's Interception Return Table column, and the return is marked
/// from the original line of scrimmage (no Point of Interception).
#[test]
fn fake_field_goal_interception() {
    let f = fx();
    let k = f.k(75);
    // Quick RN 2 = box A (row 1); return RN 5 − 1 = 4 → 30 yards from the defense's 25.
    let r = fake_fg(&k, vec![rn(12), rn(2), rn(5)]);
    assert_eq!(recv_at(&r), 25 + 30);
    assert!(has(&r, PlayFlags::INTERCEPTED));
    assert_eq!(r.used, 3, "no Point of Interception draw");
    let (_, dd) = lineup_displays(&f.hbr);
    assert_eq!(r.r.outcome.record.defender.map(|p| p.idx), dd.in_box(huddle_cards::DefBox::A).next());
    assert_eq!(secs(&r), 10, "change of possession");
    // Quick RN 11 = box M (row 3); return RN 2 − 1 = 1 → 40*, asterisk RN 5: 40 yards.
    assert_eq!(recv_at(&fake_fg(&k, vec![rn(12), rn(11), rn(2), rn(5)])), 25 + 40);
    // Quick RN 1 = box F (row 2); return RN 1 − 1 → clamped to 1 → 55*, asterisk RN 3: TD.
    let r = fake_fg(&k, vec![rn(12), rn(1), rn(1), rn(3)]);
    assert_eq!(recv_at(&r), 100);
    assert!(has(&r, PlayFlags::TOUCHDOWN));
    // Return RN 12 − 1 = 11: No Return, the defense's ball at the LOS.
    assert_eq!(recv_at(&fake_fg(&k, vec![rn(12), rn(3), rn(12)])), 25);
}

/// [ttf7 12.2] [ttf7 8.2] The asterisk RN of a fake-field-goal interception return is drawn only
/// when the asterisked yardage does not already score (§8.2 step 8.4, as on passes): from the
/// opponent's 30, row 1 and return RN 2 − 1 = 1 give 75*, a touchdown from the defense's 30
/// with no further card; from its 25 (75* reaches the 100 exactly) the same. Short of the goal,
/// 40* from the 25 still draws it (see `fake_field_goal_interception`).
#[test]
fn fake_field_goal_interception_asterisk_only_when_short_of_the_goal() {
    let f = fx();
    for los in [70, 75] {
        let r = fake_fg(&f.k(los), vec![rn(12), rn(2), rn(2)]);
        assert_eq!(recv_at(&r), 100, "from the {los}");
        assert!(has(&r, PlayFlags::TOUCHDOWN));
        assert_eq!(r.used, 3, "no asterisk RN");
        assert!(rn_step(&r, What::ReturnAsterisk).is_none());
    }
    // From the opponent's 20 (the defense's 20), 75* reaches the 95: the asterisk RN 4 misses.
    let r = fake_fg(&f.k(80), vec![rn(12), rn(2), rn(2), rn(4)]);
    assert_eq!((recv_at(&r), r.used), (95, 4));
}

/// [ttf7 12.2] No fake kicks in the final two minutes of a half or game: the kick is tried.
#[test]
fn no_fake_field_goal_in_the_final_two_minutes() {
    let f = fx();
    let mut k = f.k(75);
    k.two_minutes = true;
    let r = fake_fg(&k, vec![pn(10)]);
    assert_eq!(r.r.outcome.end, End::FieldGoal);
    assert_eq!(r.r.outcome.record.kind, PlayKind::FieldGoal);
    assert!(r.r.fake.is_none());
}

/// [ttf7 12.2] Penalty category 1 when the fake is a run, 2 when a pass; injuries are ignored;
/// yardage multipliers double a run.
#[test]
fn fake_field_goal_z_cards() {
    let f = fx();
    let k = f.k(75);
    // "Pen O/D/…": category 1 names the offense, category 2 the defense.
    let r = fake_fg(&k, vec![zcard(), rn(6), z("Pen O/D/R/K"), pn(20), pn(8)]);
    let fl = foul(&r);
    assert_eq!((fl.against, fl.kind), (HOME, PenaltyKind::Movement), "O1 6-11: false start");
    assert_eq!(gain(&r), (-5, DownEffect::Replay));
    assert_eq!(secs(&r), 0, "a movement foul after a stopped clock");
    let r = fake_fg(&k, vec![zcard(), rn(1), z("Pen O/D/R/K"), pn(30), pn(5)]);
    let fl = foul(&r);
    assert_eq!((fl.against, fl.kind), (AWAY, PenaltyKind::Movement), "D2 3-8 on a pass");
    assert_eq!(gain(&r), (5, DownEffect::Replay));
    // Injuries ignored.
    let r = fake_fg(&k, vec![zcard(), rn(6), z("Inj BC")]);
    assert_eq!(gain(&r).0, 15);
    assert_eq!(r.used, 3);
    // Double: 30 yards; from the 25 the doubled run scores (ambiguity 65).
    let r = fake_fg(&f.k(60), vec![zcard(), rn(6), z("x2")]);
    assert_eq!(gain(&r).0, 30);
    let r = fake_fg(&k, vec![zcard(), rn(6), z("x2")]);
    assert_eq!(gain(&r).0, 25);
    assert!(has(&r, PlayFlags::TOUCHDOWN));
}

// ======================================================================================
// §12.3 Extra points
// ======================================================================================

/// [ttf7 12.3] A PN on the kicker's Extra Points column (Riverton 1-46): 1 point or a miss; no
/// time.
#[test]
fn extra_point() {
    let f = fx();
    let k = f.k(98);
    let r = go(vec![pn(46)], |s, r, t| k.extra_point(s, r, t));
    assert_eq!(r.r.outcome.end, End::Try { points: 1 });
    assert_eq!(secs(&r), 0);
    let r = go(vec![pn(47)], |s, r, t| k.extra_point(s, r, t));
    assert_eq!(r.r.outcome.end, End::Try { points: 0 });
}

/// [ttf7 12.3] Z cards are ignored on extra points: no Z result is read.
#[test]
fn extra_point_ignores_z_cards() {
    let f = fx();
    let k = f.k(98);
    let r = go(vec![zcard(), pn(46), z("Pen D/D/R/K")], |s, r, t| k.extra_point(s, r, t));
    assert_eq!(r.r.outcome.end, End::Try { points: 1 });
    assert!(r.r.z.is_none());
    assert_eq!(r.used, 2);
    assert!(r.trace.iter().any(|s| matches!(s, Step::ZCard { counted: false, .. })));
}

// ======================================================================================
// §13.1 Punt procedure
// ======================================================================================

/// [ttf7 13.1] Punt yardage is a new RN on the punter's card, measured from the line of
/// scrimmage, then the return (PR1: a new RN on his column); a punt takes 10 seconds.
#[test]
fn punt_yardage_and_return() {
    let f = fx();
    let k = f.k(30);
    // RN 1: "55 PR1" → lands at the receiving 15; PR1 (Harbor City wr5) RN 4 = 13.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(1), rn(4)]);
    assert_eq!(recv_at(&r), 15 + 13);
    let rec = r.r.outcome.record;
    assert_eq!((rec.kind, rec.yards, rec.return_yards), (PlayKind::Punt, 55, 13));
    assert_eq!(rec.returner.map(|p| p.idx), Some(pid(&f.hbr, "hbr-wr5")));
    assert_eq!(rec.player.map(|p| p.idx), Some(pid(&f.riv, "riv-p1")));
    assert_eq!(secs(&r), 10);
    // RN 5: "47 PR2" → Harbor City's PR2 (cb3) RN 4 = 10.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(5), rn(4)]);
    assert_eq!(recv_at(&r), 23 + 10);
    assert_eq!(r.r.outcome.record.returner.map(|p| p.idx), Some(pid(&f.hbr, "hbr-cb3")));
}

/// [ttf7 13.1] The kicking team may switch between punt and fake after hearing the punt defense
/// (the plan it resolves is the final one).
#[test]
fn punt_plan_is_the_final_choice() {
    let f = fx();
    let k = f.k(40);
    let fake = punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![rn(2)]);
    assert_eq!(fake.r.outcome.record.kind, PlayKind::FakePunt);
    let real = punt(&k, PuntPlan::punt(), PuntDefense::FakePuntDefense, vec![rn(2), rn(4)]);
    assert_eq!(real.r.outcome.record.kind, PlayKind::Punt);
}

// ======================================================================================
// §13.2 Fake punts
// ======================================================================================

/// [ttf7 13.2] Fake Punt Table: RN 1 is daylight (a new PN × 2), modifiers push toward the bad
/// results (ambiguity 8); passes and punter runs.
#[test]
fn fake_punt_table_and_daylight() {
    let f = fx();
    let k = f.k(40);
    let r = punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![rn(1), pn(15)]);
    assert_eq!(gain(&r), (30, DownEffect::Normal));
    assert_eq!(r.r.outcome.record.kind, PlayKind::FakePunt);
    assert_eq!(r.r.outcome.record.player.map(|p| p.idx), Some(pid(&f.riv, "riv-p1")), "the punter runs");
    assert_eq!(gain(&punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![rn(2)])).0, 30);
    assert_eq!(gain(&punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![rn(4)])).0, 10);
    assert_eq!(gain(&punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![rn(9)])).0, 0);
    assert_eq!(gain(&punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![rn(12)])).0, -3);
    let inc = punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![rn(10)]);
    assert_eq!(gain(&inc), (0, DownEffect::Normal));
    assert!(!has(&inc, PlayFlags::COMPLETE));
}

/// [ttf7 13.2] +2 against the Fake Punt Defense, +1 for each fake punt after the team's first;
/// the Return defense and the All-Out Rush change nothing.
#[test]
fn fake_punt_modifiers() {
    let f = fx();
    let mut k = f.k(40);
    let r = punt(&k, PuntPlan::fake(), PuntDefense::FakePuntDefense, vec![rn(1)]);
    assert_eq!(gain(&r).0, 15, "RN 1+2 = pass to FL for 15");
    assert_eq!(rn_step(&r, What::FakeKick), Some((1, 3)));
    assert_eq!(gain(&punt(&k, PuntPlan::fake(), PuntDefense::AllOutRush, vec![rn(2)])).0, 30);
    k.fakes_before = 1;
    assert_eq!(gain(&punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![rn(1)])).0, 30, "RN 1+1 = LE for 30");
    k.fakes_before = 2;
    let r = punt(&k, PuntPlan::fake(), PuntDefense::FakePuntDefense, vec![rn(8)]);
    assert_eq!(rn_step(&r, What::FakeKick), Some((8, 12)));
    assert_eq!(gain(&r).0, -3);
}

/// [ttf7 13.2] No fake punts in the final two minutes (a punt instead); the Fake Punt Defense
/// against a real punt that is returned adds +1 to the return RN.
#[test]
fn fake_punt_two_minutes_and_defense_against_a_real_punt() {
    let f = fx();
    let mut k = f.k(30);
    k.two_minutes = true;
    let r = punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![rn(8)]);
    assert_eq!(r.r.outcome.record.kind, PlayKind::Punt);
    assert!(r.r.fake.is_none());
    let k = f.k(30);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::FakePuntDefense, vec![rn(1), rn(4)]);
    assert_eq!(rn_step(&r, What::PuntReturn), Some((4, 5)));
    assert_eq!(recv_at(&r), 15 + 11);
}

/// [ttf7 13.2] Fake punt Z cards: penalty category 2 on passes; a fumble by the runner follows
/// the normal procedure (no advance on fourth down).
#[test]
fn fake_punt_z_cards() {
    let f = fx();
    let k = f.k(40);
    // Pass to LE 30 with a category-2 foul on the defense: D2 9-16 offside, the offense decides.
    let r = punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![zcard(), rn(2), z("Pen O/D/R/K"), pn(30), pn(12)]);
    assert_eq!(foul(&r).kind, PenaltyKind::Offside);
    assert!(!foul(&r).accepted, "30 yards beat 5");
    assert_eq!(gain(&r).0, 30);
    // Punter runs for 10 and fumbles: Riverton's range 9 + Harbor City's adjustment 2 = 11.
    let r = punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![zcard(), rn(4), z("Fum"), pn(11), pn(30), rn(3)]);
    assert!(has(&r, PlayFlags::FUMBLE_LOST));
    assert_eq!(recv_at(&r), 100 - 50 + 10, "the defense may advance");
    // Fourth down: the runner's team recovers but cannot advance.
    let r = punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![zcard(), rn(4), z("Fum"), pn(11), pn(1)]);
    assert_eq!(gain(&r), (10, DownEffect::Normal));
    assert_eq!(r.used, 5);
    let r = punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![zcard(), rn(4), z("Fum"), pn(12)]);
    assert!(!has(&r, PlayFlags::FUMBLE));
}

/// [ttf7 17.6] A fake punt's touchdown cancelled by the kicking team's own live-ball personal
/// foul (O2 44-45): marked from the spot of the foul (even RN: the line of scrimmage) and the
/// down is replayed — fourth down again, not a turnover on downs.
#[test]
fn a_fake_punt_touchdown_cancelled_by_the_kicking_teams_personal_foul_replays_the_down() {
    let f = fx();
    let k = f.k(80);
    // Pass to LE for 30 from the 80: a touchdown.
    let r = punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![rn(2)]);
    assert!(has(&r, PlayFlags::TOUCHDOWN), "{:?}", r.r.outcome);
    let r = punt(&k, PuntPlan::fake(), PuntDefense::Return, vec![zcard(), rn(2), z("Pen O/O/R/K"), pn(1), pn(44), rn(2)]);
    assert_eq!(foul(&r).kind, PenaltyKind::OffensivePersonalFoul);
    assert!(foul(&r).accepted && !has(&r, PlayFlags::TOUCHDOWN));
    assert_eq!(gain(&r), (-15, DownEffect::Replay));
}

// ======================================================================================
// §13.3 All-Out Punt Rush
// ======================================================================================

/// [ttf7 13.3] Against the All-Out Rush the punter's RN 12 is ignored: a new RN on the Punt Rush
/// Table (1-4 blocked, 5-9 hurried = the RN 11 yardage, 10-12 roughing the kicker).
#[test]
fn all_out_rush_table() {
    let f = fx();
    let k = f.k(30);
    let rush = PuntDefense::AllOutRush;
    // Blocked: RN 2 + 10 = 12 behind the LOS, kicking team recovers, no return.
    let r = punt(&k, PuntPlan::punt(), rush, vec![rn(12), rn(4), rn(2), pn(40), rn(6)]);
    assert!(has(&r, PlayFlags::BLOCKED));
    assert_eq!(gain(&r), (-12, DownEffect::Normal));
    // Hurried: RN 11's "35 NR".
    let r = punt(&k, PuntPlan::punt(), rush, vec![rn(12), rn(5)]);
    assert_eq!(recv_at(&r), 100 - 65);
    assert_eq!(r.used, 2);
    // RN 9 is hurried here, though the punter's own list says "Blocked".
    assert_eq!(recv_at(&punt(&k, PuntPlan::punt(), rush, vec![rn(12), rn(9)])), 35);
    // Roughing: 15 yards and a first down for the punting team (optional).
    let r = punt(&k, PuntPlan::punt(), rush, vec![rn(12), rn(10)]);
    assert_eq!(gain(&r), (15, DownEffect::FirstDown));
    assert_eq!((foul(&r).kind, foul(&r).against), (PenaltyKind::RoughingKicker, AWAY));
    let r = punt_with(&k, PuntPlan::punt(), rush, KickChoices { accept: Some(false), ..Default::default() }, vec![rn(12), rn(12)]);
    assert_eq!(recv_at(&r), 35, "declined: the hurried punt");
    // Half the distance near the goal.
    let r = punt(&f.k(90), PuntPlan::punt(), rush, vec![rn(12), rn(11)]);
    assert_eq!(gain(&r), (5, DownEffect::FirstDown));
}

/// [ttf7 13.3] Against the All-Out Rush a returned punt adds +2 to the return RN.
#[test]
fn all_out_rush_return_modifier() {
    let f = fx();
    let r = punt(&f.k(30), PuntPlan::punt(), PuntDefense::AllOutRush, vec![rn(2), rn(3)]);
    assert_eq!(rn_step(&r, What::PuntReturn), Some((3, 5)));
    assert_eq!(recv_at(&r), 19 + 11);
}

// ======================================================================================
// §13.4 The punter's RN 12
// ======================================================================================

/// [ttf7 13.4] RN 12 reads the range list at the bottom of the punter's card: the longest punt
/// (never returned) or a block.
#[test]
fn punter_rn12_longest_and_blocked() {
    let f = fx();
    let k = f.k(20);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(12), rn(3)]);
    assert_eq!(recv_at(&r), 100 - 84);
    assert_eq!(r.r.outcome.record.yards, 64);
    assert_eq!(r.used, 2, "never returned");
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(12), rn(9), rn(1), pn(5), rn(4)]);
    assert!(has(&r, PlayFlags::BLOCKED));
    assert_eq!(recv_at(&r), 100 - (20 - 11) + 5);
}

/// [ttf7 13.4] Movement: a new RN, even = 5 yards on the punting team, odd = on the return team;
/// no time; declinable; the down is replayed (punt again from step 1).
#[test]
fn punter_rn12_movement_penalty() {
    let f = fx();
    let k = f.k(30);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(12), rn(10), rn(3)]);
    assert_eq!(gain(&r), (5, DownEffect::Replay));
    assert_eq!((foul(&r).kind, foul(&r).against), (PenaltyKind::Movement, AWAY));
    assert_eq!(secs(&r), 0);
    assert_eq!(r.r.outcome.record.kind, PlayKind::NoPlay);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(12), rn(11), rn(4)]);
    assert_eq!(gain(&r), (-5, DownEffect::Replay));
    assert_eq!(foul(&r).against, HOME);
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, KickChoices { accept: Some(false), ..Default::default() }, vec![rn(12), rn(12), rn(4)]);
    assert_eq!(gain(&r), (0, DownEffect::Replay));
    assert!(!foul(&r).accepted);
    // Half the distance at the punting team's 6.
    assert_eq!(gain(&punt(&f.k(6), PuntPlan::punt(), PuntDefense::Return, vec![rn(12), rn(10), rn(2)])).0, -3);
}

// ======================================================================================
// §13.5 Blocked punts
// ======================================================================================

/// [ttf7 13.5] Point of Recovery = RN + 10 behind the LOS; PN 1-32 the receiving team recovers,
/// 33-48 the kicking team; return on the Fumble Return Table.
#[test]
fn blocked_punt_recovery() {
    let f = fx();
    let k = f.k(40);
    let block = || vec![rn(12), rn(9)];
    let cards = |v: Vec<Fac>| block().into_iter().chain(v).collect::<Vec<_>>();
    // 15 behind: the kicking 25 = receiving 75; returned 10 (RN 3).
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, cards(vec![rn(5), pn(32), rn(3)]));
    assert_eq!(recv_at(&r), 75 + 10);
    assert_eq!(r.r.outcome.record.return_yards, 10);
    // Kicking team recovers (PN 33), RN 1: 25 yards, asterisk ignored.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, cards(vec![rn(1), pn(33), rn(1)]));
    assert_eq!(gain(&r), (-11 + 25, DownEffect::Normal));
    assert_eq!(r.used, 5);
    // Fourth down: the kicking team must reach the line to gain.
    let mut g = core_at(HOME, 40, Down::Fourth, 50);
    g.apply(&r.r.outcome, None).unwrap();
    assert_eq!((g.possession, g.spot.yards(), g.down()), (HOME, 54, Down::First));
    let mut g = core_at(HOME, 40, Down::Fourth, 60);
    g.apply(&r.r.outcome, None).unwrap();
    assert_eq!(g.possession, AWAY);
    let mut g = core_at(HOME, 40, Down::Second, 60);
    g.apply(&r.r.outcome, None).unwrap();
    assert_eq!((g.possession, g.down()), (HOME, Down::Third));
}

/// [ttf7 13.5] A block beyond the kicking team's end zone is a safety; one recovered in that end
/// zone is a touchdown for the receiving team and a safety for the kicking team (ambiguity 59).
#[test]
fn blocked_punt_in_and_beyond_the_end_zone() {
    let f = fx();
    let k = f.k(5);
    // RN 6 + 10 = 16 behind the 5: 11 yards deep, beyond the end zone.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(12), rn(9), rn(6)]);
    assert_eq!(r.used, 3, "no recovery draw");
    let mut g = core_at(HOME, 5, Down::Fourth, 15);
    let a = g.apply(&r.r.outcome, None).unwrap();
    assert_eq!(a.scored, Some((AWAY, huddle_core::ScoreKind::Safety)));
    // 13 behind: 8 deep in the end zone. Receiving team recovers: touchdown.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(12), rn(9), rn(3), pn(1)]);
    assert_eq!(recv_at(&r), 100);
    assert_eq!(r.used, 4);
    // Kicking team recovers there and gets nowhere: safety.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(12), rn(9), rn(3), pn(40), rn(8)]);
    let mut g = core_at(HOME, 5, Down::Fourth, 15);
    let a = g.apply(&r.r.outcome, None).unwrap();
    assert_eq!(a.scored, Some((AWAY, huddle_core::ScoreKind::Safety)));
}

// ======================================================================================
// §13.6 Returns
// ======================================================================================

/// [ttf7 13.6] Fair catch: no return, first down at the spot of the catch, and time cannot expire
/// on it (the period is extended).
#[test]
fn fair_catch() {
    let f = fx();
    let r = punt(&f.k(30), PuntPlan::punt(), PuntDefense::Return, vec![rn(3)]);
    assert_eq!(recv_at(&r), 100 - 79);
    assert!(has(&r, PlayFlags::FAIR_CATCH));
    assert!(r.r.outcome.extend_period);
    assert!(r.r.outcome.record.returner.is_none());
    assert_eq!(r.used, 1);
    // No Return: the ball is dead where it landed.
    let r = punt(&f.k(30), PuntPlan::punt(), PuntDefense::Return, vec![rn(8)]);
    assert_eq!(recv_at(&r), 100 - 73);
    assert!(!has(&r, PlayFlags::FAIR_CATCH));
    assert!(!r.r.outcome.extend_period);
    assert_eq!(r.used, 1);
}

/// [ttf7 13.6] Fair Catch Return: a PN ≤ the FC Value (PR1, ambiguity 57) lets it be returned;
/// every non-asterisked result but the RN-1 result is halved (ambiguity 58).
#[test]
fn fair_catch_return() {
    let f = fx();
    let k = f.k(30); // "49 FC" (RN 3) at the receiving 21; Harbor City PR1 FC Value 12
    let try_it = KickChoices { fc_return: true, ..Default::default() };
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, try_it, vec![rn(3), pn(12), rn(4)]);
    assert_eq!(recv_at(&r), 21 + 13 / 2);
    assert!(!has(&r, PlayFlags::FAIR_CATCH));
    assert_eq!(r.r.outcome.record.returner.map(|p| p.idx), Some(pid(&f.hbr, "hbr-wr5")));
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, try_it, vec![rn(3), pn(13)]);
    assert_eq!(recv_at(&r), 21, "PN above the FC Value: the fair catch stands");
    assert!(has(&r, PlayFlags::FAIR_CATCH));
    assert_eq!(r.used, 2);
    // Asterisked results are not halved: 45*, asterisk RN 5 (outside 1-2) = 45.
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, try_it, vec![rn(3), pn(5), rn(1), rn(5)]);
    assert_eq!(recv_at(&r), 21 + 45);
    // A non-asterisked RN-1 result is not halved either; negative results halve toward zero.
    let mut hbr = f.hbr.clone();
    hbr.punt_returns[0].col[0] = ReturnCell::yards(20);
    let mut k2 = Kick::new(&f.ed, &f.opts, &f.riv, &hbr, HOME, 30);
    k2.down = Down::Fourth;
    assert_eq!(recv_at(&punt_with(&k2, PuntPlan::punt(), PuntDefense::Return, try_it, vec![rn(3), pn(5), rn(1)])), 21 + 20);
    assert_eq!(recv_at(&punt_with(&k2, PuntPlan::punt(), PuntDefense::Return, try_it, vec![rn(3), pn(5), rn(12)])), 21);
    // Without the attempt no PN is read.
    assert_eq!(punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(3)]).used, 1);
}

/// [ttf7 13.6] [ttf7 18.3] A fumble on an attempted fair-catch return (Fumble Table rows "Fair
/// Catch" and "Punt or Kickoff Return"): +5 to the Fumble Range (even when it
/// could not be returned), never advanced; a plain fair catch may also fumble (Z card).
#[test]
fn fair_catch_fumbles() {
    let f = fx();
    let k = f.k(30);
    let try_it = KickChoices { fc_return: true, ..Default::default() };
    // Not returned (PN 40 > 12), Z fumble: range 12 + 1 + 5 = 18.
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, try_it, vec![zcard(), rn(3), pn(40), z("Fum"), pn(18), pn(30)]);
    assert!(has(&r, PlayFlags::FUMBLE_LOST));
    assert_eq!(kick_new_at(&r), 100 - 21, "recovered, not advanced");
    assert_eq!(r.used, 6);
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, try_it, vec![zcard(), rn(3), pn(40), z("Fum"), pn(19)]);
    assert!(!has(&r, PlayFlags::FUMBLE));
    // A plain fair catch: range 13, and the receiving team keeps a recovered fumble in place.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(3), z("Fum"), pn(13), pn(24)]);
    assert!(has(&r, PlayFlags::FUMBLE) && !has(&r, PlayFlags::FUMBLE_LOST));
    assert_eq!(recv_at(&r), 21);
    assert_eq!(r.used, 5);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(3), z("Fum"), pn(14)]);
    assert!(!has(&r, PlayFlags::FUMBLE));
}

/// [ttf7 13.6] "f" on the punter's result or on the return result calls for the normal fumble
/// procedure; the return team may not advance its own fumble after the two-minute warning.
#[test]
fn punt_return_f_fumbles() {
    let f = fx();
    let k = f.k(30);
    // "44 PR1f": lands at the 26, PR1 RN 6 = 9 to the 35; PN 13 fumbles; PN 30 the kicking team
    // recovers and may advance (RN 5: No Return).
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(7), rn(6), pn(13), pn(30), rn(5)]);
    assert!(has(&r, PlayFlags::FUMBLE_LOST));
    assert_eq!(kick_new_at(&r), 100 - 35);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(7), rn(6), pn(14)]);
    assert_eq!(recv_at(&r), 35);
    // Return result "1f" (RN 11): the return team recovers (PN 24) and advances 5 (RN 4).
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(2), rn(11), pn(13), pn(24), rn(4)]);
    assert!(has(&r, PlayFlags::FUMBLE) && !has(&r, PlayFlags::FUMBLE_LOST));
    assert_eq!(recv_at(&r), 19 + 1 + 5);
    let mut late = f.k(30);
    late.two_minutes = true;
    let r = punt(&late, PuntPlan::punt(), PuntDefense::Return, vec![rn(2), rn(11), pn(13), pn(24)]);
    assert_eq!(recv_at(&r), 20, "no advance after the two-minute warning");
    assert_eq!(r.used, 4);
    // …but the kicking team may.
    let r = punt(&late, PuntPlan::punt(), PuntDefense::Return, vec![rn(2), rn(11), pn(13), pn(25), rn(3)]);
    assert_eq!(kick_new_at(&r), 100 - 20 + 10);
}

/// [ttf7 13.6] Asterisk: a new RN against the asterisked range at the bottom of the returner's
/// column; an asterisk on the punter's result has the same effect.
#[test]
fn punt_return_asterisk() {
    let f = fx();
    let k = f.k(30);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(1), rn(1), rn(2)]);
    assert_eq!(recv_at(&r), 100);
    assert!(has(&r, PlayFlags::RETURN_TD) && has(&r, PlayFlags::TOUCHDOWN));
    assert_eq!(r.r.outcome.record.return_yards, 85);
    assert_eq!(recv_at(&punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(1), rn(1), rn(3)])), 15 + 45);
    // "41 PR1*": lands at the 29; PR1 RN 4 = 13 (no asterisk of its own), asterisk RN 1 = TD.
    assert_eq!(recv_at(&punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(9), rn(4), rn(1)])), 100);
    assert_eq!(recv_at(&punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(9), rn(4), rn(3)])), 29 + 13);
    // Without an asterisk no RN is drawn.
    assert_eq!(punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(1), rn(4)]).used, 2);
}

/// [ttf7 13.6] Z cards on returns: fumbles by the normal procedure (Fum(s): +5 for the home team
/// tackling), yardage multipliers on the return, injuries ignored.
#[test]
fn punt_return_z_cards() {
    let f = fx();
    let k = f.k(30);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(1), rn(4), z("Fum"), pn(13), pn(24), rn(3)]);
    assert!(has(&r, PlayFlags::FUMBLE) && !has(&r, PlayFlags::FUMBLE_LOST));
    assert_eq!(recv_at(&r), 28 + 10);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(1), rn(4), z("Fum(s)"), pn(18), pn(40), rn(6)]);
    assert!(has(&r, PlayFlags::FUMBLE_LOST), "Fum(s): Riverton (home) tackling, 13 + 5");
    assert_eq!(kick_new_at(&r), 100 - 28);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(1), rn(4), z("x3")]);
    assert_eq!(recv_at(&r), 15 + 39);
    assert_eq!(r.r.outcome.record.return_yards, 39);
    assert_eq!(r.r.outcome.record.yards, 55, "the punt's length is never multiplied");
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(1), rn(4), z("Inj O:QB")]);
    assert_eq!(recv_at(&r), 28);
    assert_eq!(r.used, 4);
    assert!(noted(&r, Note::ZIgnored));
    // A multiplier on a fair catch is ignored.
    assert_eq!(recv_at(&punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(3), z("x2")])), 21);
}

/// [ttf7 13.6] [ttf7 16.3] An injured returner is replaced by the highest available one; a lower returner
/// replacing a higher one has his asterisked range halved (ambiguity 62).
#[test]
fn injured_punt_returner_is_replaced() {
    let f = fx();
    let out: PidSet = [pid(&f.hbr, "hbr-wr5")].into_iter().collect();
    let mut k = f.k(30);
    k.unavailable = &out;
    // PR1's slot goes to PR2 (cb3): 32*, his asterisk range "1" halves to nothing.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(1), rn(1), rn(1)]);
    assert_eq!(r.r.outcome.record.returner.map(|p| p.idx), Some(pid(&f.hbr, "hbr-cb3")));
    assert_eq!(recv_at(&r), 15 + 32);
    // Healthy, the same cards are PR1's 45* and a touchdown.
    assert_eq!(recv_at(&punt(&f.k(30), PuntPlan::punt(), PuntDefense::Return, vec![rn(1), rn(1), rn(1)])), 100);
}

// ======================================================================================
// §13.7 Touchbacks and punts inside the 6
// ======================================================================================

/// [ttf7 13.7] A punt landing on or beyond the goal line is a touchback (the 20), no return.
#[test]
fn punt_touchback() {
    let f = fx();
    let r = punt(&f.k(50), PuntPlan::punt(), PuntDefense::Return, vec![rn(1)]);
    assert!(has(&r, PlayFlags::TOUCHBACK));
    assert_eq!(r.used, 1);
    let mut g = core_at(HOME, 50, Down::Fourth, 60);
    g.apply(&r.r.outcome, None).unwrap();
    assert_eq!((g.possession, g.spot.yards()), (AWAY, 20));
    // Exactly on the goal line.
    assert!(has(&punt(&f.k(45), PuntPlan::punt(), PuntDefense::Return, vec![rn(1)]), PlayFlags::TOUCHBACK));
}

/// [ttf7 13.7] Inside the receiving 6 (FC, NR or PRn alike): landing yard line − a new RN;
/// positive = downed there (no return), zero or less = touchback.
#[test]
fn punt_inside_the_six() {
    let f = fx();
    // "43 NR" from the 55: the 2.
    let k = f.k(55);
    assert!(has(&punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(8), rn(2)]), PlayFlags::TOUCHBACK));
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(8), rn(1)]);
    assert_eq!(recv_at(&r), 2);
    // "48 PR1" from the 49: the 3; downed, no return RN.
    let k = f.k(49);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(4), rn(2)]);
    assert_eq!(recv_at(&r), 3);
    assert_eq!(r.used, 2);
    assert!(r.r.outcome.record.returner.is_none());
    assert!(has(&punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![rn(4), rn(3)]), PlayFlags::TOUCHBACK));
    // "49 FC" from the 46: the 5; a touchback is not a fair catch.
    let r = punt(&f.k(46), PuntPlan::punt(), PuntDefense::Return, vec![rn(3), rn(5)]);
    assert!(has(&r, PlayFlags::TOUCHBACK) && !has(&r, PlayFlags::FAIR_CATCH));
    // At the 6 there is no check: "45 FC" from the 49.
    let r = punt(&f.k(49), PuntPlan::punt(), PuntDefense::Return, vec![rn(6)]);
    assert_eq!(recv_at(&r), 6);
    assert_eq!(r.used, 1);
}

// ======================================================================================
// §13.8 Coffin Corner
// ======================================================================================

/// [ttf7 13.8] The stated deduction (10-25) is taken from any result; an odd RN goes out of
/// bounds (no return, no touchback check); an even one is returned normally.
#[test]
fn coffin_corner_deduction_and_parity() {
    let f = fx();
    let k = f.k(50);
    // RN 1 (odd): 55 − 10 = 45 → the 5, out of bounds: no inside-the-6 RN, no return.
    let r = punt_with(&k, PuntPlan::coffin_corner(10), PuntDefense::Return, KickChoices { cc_value: Some(false), ..Default::default() }, vec![rn(1)]);
    assert_eq!(recv_at(&r), 5);
    assert!(has(&r, PlayFlags::OUT_OF_BOUNDS));
    assert_eq!(r.r.outcome.record.yards, 45);
    assert_eq!(r.used, 1);
    // RN 2 (even): 51 − 15 = 36 → the 14, PR1 returns 13.
    let r = punt_with(&k, PuntPlan::coffin_corner(15), PuntDefense::Return, KickChoices { cc_value: Some(false), ..Default::default() }, vec![rn(2), rn(4)]);
    assert_eq!(recv_at(&r), 14 + 13);
    // Even and inside the 6: the touchback check applies.
    let k = f.k(58);
    let r = punt_with(&k, PuntPlan::coffin_corner(10), PuntDefense::Return, KickChoices { cc_value: Some(false), ..Default::default() }, vec![rn(4), rn(3)]);
    assert_eq!(recv_at(&r), 4);
    assert!(has(&punt(&k, PuntPlan::coffin_corner(10), PuntDefense::Return, vec![rn(4), rn(4)]), PlayFlags::TOUCHBACK));
    // Even with FC or NR: not returned.
    let r = punt(&f.k(40), PuntPlan::coffin_corner(10), PuntDefense::Return, vec![rn(6)]);
    assert!(has(&r, PlayFlags::FAIR_CATCH));
    assert_eq!(recv_at(&r), 100 - 75);
    // The longest punt (RN 12) loses the deduction too.
    let r = punt(&f.k(20), PuntPlan::coffin_corner(10), PuntDefense::Return, vec![rn(12), rn(3)]);
    assert_eq!(recv_at(&r), 100 - (20 + 54));
}

/// [ttf7 13.8] The CC Value (Riverton 6) is optional bonus yardage, the whole value or nothing,
/// decided as soon as the yardage is known.
#[test]
fn coffin_corner_value() {
    let f = fx();
    let k = f.k(55);
    // RN 1: 55 − 10 = 45 → the goal line (touchback) unless the CC Value is used: 39 → the 6.
    let r = punt_with(&k, PuntPlan::coffin_corner(10), PuntDefense::Return, KickChoices { cc_value: Some(false), ..Default::default() }, vec![rn(1)]);
    assert!(has(&r, PlayFlags::TOUCHBACK));
    let r = punt_with(&k, PuntPlan::coffin_corner(10), PuntDefense::Return, KickChoices { cc_value: Some(true), ..Default::default() }, vec![rn(1)]);
    assert_eq!(recv_at(&r), 6);
    assert_eq!(r.r.outcome.record.yards, 39);
    // The default decision uses it exactly when it saves a touchback.
    assert_eq!(recv_at(&punt(&k, PuntPlan::coffin_corner(10), PuntDefense::Return, vec![rn(1)])), 6);
    // Not a coffin corner: no CC Value.
    assert!(has(&punt_with(&k, PuntPlan::punt(), PuntDefense::Return, KickChoices { cc_value: Some(true), ..Default::default() }, vec![rn(1)]), PlayFlags::TOUCHBACK));
}

/// [ttf7 13.8] The deduction is 10 to 25 yards: other values are held to those bounds.
#[test]
fn coffin_corner_deduction_bounds() {
    let f = fx();
    let k = f.k(30);
    let none = KickChoices { cc_value: Some(false), ..Default::default() };
    // 51 − 25 = 26 → the 44, returned 13.
    assert_eq!(recv_at(&punt_with(&k, PuntPlan::coffin_corner(40), PuntDefense::Return, none, vec![rn(2), rn(4)])), 44 + 13);
    // 51 − 10 = 41 → the 29.
    assert_eq!(recv_at(&punt_with(&k, PuntPlan::coffin_corner(3), PuntDefense::Return, none, vec![rn(2), rn(4)])), 29 + 13);
}

// ======================================================================================
// §13.9 Punt penalties, injuries, timing
// ======================================================================================

/// [ttf7 13.9] [ttf7 17.3] [ttf7 17.5] Penalty category 3: the Z result names R or K; columns R3 and
/// K3; No-Option fouls are enforced, a Delay may be declined; pre-snap fouls take no time after a
/// play that stopped the clock.
#[test]
fn punt_penalties_category_3() {
    let f = fx();
    let k = f.k(30);
    // R3 2-5 Movement (no option): 5 yards on the receiving team, punt again.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(8), z("Pen O/O/R/R"), pn(30), pn(3)]);
    assert_eq!((foul(&r).kind, foul(&r).against), (PenaltyKind::Movement, AWAY));
    assert_eq!(gain(&r), (5, DownEffect::Replay));
    // K3 1-5 Delay, accepted: 5 yards back; time: none after a stopped clock, 30 s otherwise.
    let acc = KickChoices { accept: Some(true), ..Default::default() };
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, acc, vec![zcard(), rn(8), z("Pen O/O/K/K"), pn(20), pn(2)]);
    assert_eq!((foul(&r).kind, foul(&r).against), (PenaltyKind::Delay, HOME));
    assert_eq!(gain(&r), (-5, DownEffect::Replay));
    assert_eq!(secs(&r), 0);
    let mut running = f.k(30);
    running.prev_stopped = false;
    let r = punt_with(&running, PuntPlan::punt(), PuntDefense::Return, acc, vec![zcard(), rn(8), z("Pen O/O/K/K"), pn(20), pn(2)]);
    assert_eq!(secs(&r), 30);
    // The same on a returned punt (K3 8-13 Movement, no option).
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(1), rn(4), z("Pen O/O/K/K"), pn(20), pn(9)]);
    assert_eq!((foul(&r).kind, gain(&r), secs(&r)), (PenaltyKind::Movement, (-5, DownEffect::Replay), 0));
    let r = punt(&running, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(1), rn(4), z("Pen O/O/K/K"), pn(20), pn(9)]);
    assert_eq!(secs(&r), 10);
    // Declined by the receiving team (the punt result stands).
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(8), z("Pen O/O/K/K"), pn(20), pn(2)]);
    assert_eq!(recv_at(&r), 27);
    assert!(!foul(&r).accepted);
    // Outside the Penalty Range (Riverton 25 − 5 home = 20): no penalty.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(8), z("Pen O/O/K/K"), pn(21)]);
    assert!(r.r.foul.is_none());
    assert_eq!(recv_at(&r), 27);
    // Category 3 R: Running into the Kicker (30-35): 5 yards, punt again.
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, acc, vec![zcard(), rn(8), z("Pen O/O/R/R"), pn(30), pn(31)]);
    assert_eq!((foul(&r).kind, gain(&r)), (PenaltyKind::RunningIntoKicker, (5, DownEffect::Replay)));
    // Roughing the kicker (36-38): 15 yards, first down.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(8), z("Pen O/O/R/R"), pn(30), pn(37)]);
    assert_eq!(gain(&r), (15, DownEffect::FirstDown));
}

/// [ttf7 13.9] [ttf7 17.4] Fouls during the return: the receiving team's marked from the spot of the foul
/// (odd RN = halfway through the return, even = its end), the kicking team's from the end of the
/// return; half the distance to the goal.
#[test]
fn punt_return_fouls() {
    let f = fx();
    let k = f.k(30);
    // Return from the 15 to the 28. R3 15-29 Illegal Block, even RN: from the 28, half the
    // distance (14).
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(1), rn(4), z("Pen O/O/R/R"), pn(30), pn(20), rn(2)]);
    assert_eq!(foul(&r).kind, PenaltyKind::IllegalBlock);
    assert_eq!(recv_at(&r), 14);
    // Odd RN: from the halfway point (15 + 13/2 = 21), half the distance (10).
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(1), rn(4), z("Pen O/O/R/R"), pn(30), pn(20), rn(3)]);
    assert_eq!(recv_at(&r), 11);
    // From midfield the whole 15: "51 PR1" from the 10 lands at the 39, PR1 RN 4 = 13 → the 52.
    let r = punt(&f.k(10), PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(2), rn(4), z("Pen O/O/R/R"), pn(30), pn(20), rn(2)]);
    assert_eq!(recv_at(&r), 52 - 15);
    // K3 38-44 live-ball personal foul: 15 from the end of the return, first down.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(1), rn(4), z("Pen O/O/K/K"), pn(20), pn(40)]);
    assert_eq!(recv_at(&r), 43);
    // R3 44-48 dead-ball foul at the 13: half the distance (6).
    let r = punt(&f.k(30), PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(2), rn(12), z("Pen O/O/R/R"), pn(30), pn(46)]);
    assert_eq!(recv_at(&r), 18 - 9);
}

/// [ttf7 13.9] [ttf7 17.7] Catch interference (K3 22-30) needs a catch and may extend the half; Advancing a
/// Dead Ball (R3 1) applies to fair catches only.
#[test]
fn catch_interference_and_advancing_a_dead_ball() {
    let f = fx();
    let k = f.k(30);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(1), rn(4), z("Pen O/O/K/K"), pn(20), pn(25)]);
    assert_eq!(foul(&r).kind, PenaltyKind::NoncontactCatchInterference);
    assert_eq!(recv_at(&r), 28 + 5);
    assert!(r.r.outcome.extend_period);
    // Contact: 15 from the spot of the catch.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(1), rn(4), z("Pen O/O/K/K"), pn(20), pn(29)]);
    assert_eq!(recv_at(&r), 15 + 15);
    // On a punt out of bounds (NR) there is no catch: ignored.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(8), z("Pen O/O/K/K"), pn(20), pn(25)]);
    assert!(r.r.foul.is_none());
    assert_eq!(recv_at(&r), 27);
    // Advancing a Dead Ball after a fair catch at the 21: 5 yards back.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(3), z("Pen O/O/R/R"), pn(30), pn(1)]);
    assert_eq!(foul(&r).kind, PenaltyKind::AdvancingDeadBall);
    assert_eq!(recv_at(&r), 16);
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(1), rn(4), z("Pen O/O/R/R"), pn(30), pn(1)]);
    assert!(r.r.foul.is_none());
    assert_eq!(recv_at(&r), 28);
}

/// [ttf7 13.9] [ttf7 17.6] After a return touchdown: the kicking team's 15-yard fouls go to the next
/// kickoff; a foul by the returning team may cancel the score.
#[test]
fn penalties_on_return_touchdowns() {
    let f = fx();
    let k = f.k(30);
    let td = |zr: &str, tail: Vec<Fac>| {
        let mut v = vec![zcard(), rn(1), rn(1), rn(1), z(zr)];
        v.extend(tail);
        v
    };
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, td("Pen O/O/K/K", vec![pn(20), pn(40)]));
    assert_eq!(recv_at(&r), 100);
    assert_eq!(r.r.outcome.next_kickoff_from, Some(45));
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, td("Pen O/O/R/R", vec![pn(30), pn(20), rn(2)]));
    assert!(foul(&r).accepted);
    assert_eq!(recv_at(&r), 99 - 15, "illegal block: the touchdown is called back");
}

/// [ttf7 17.6] Only personal fouls (roughing, face masks, live- and dead-ball personal fouls) of
/// the team scored on go to the next kickoff. Its other 15-yard fouls (Illegal Participation,
/// Simulated Roughing, Contact Catch Interference, a Kick Out of Bounds) must be declined to
/// keep the score: the scoring team declines them, or the score is wiped out by a No-Option foul.
#[test]
fn only_personal_fouls_go_to_the_kickoff_after_a_kick_score() {
    let f = fx();
    let k = f.k(30);
    let td = |table: u8| vec![zcard(), rn(1), rn(1), rn(1), z("Pen O/O/K/K"), pn(20), pn(table)];
    for (table, kind) in [(7, PenaltyKind::Participation), (20, PenaltyKind::SimulatedRoughing), (29, PenaltyKind::ContactCatchInterference)] {
        let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, td(table));
        assert_eq!((foul(&r).kind, foul(&r).accepted), (kind, false), "declined to keep the score");
        assert_eq!(recv_at(&r), 100);
        assert_eq!(r.r.outcome.next_kickoff_from, None, "{kind:?}");
    }
    // K3 35-37 Defense Face Mask: a personal foul, on the kickoff.
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, td(36));
    assert_eq!((recv_at(&r), r.r.outcome.next_kickoff_from), (100, Some(45)));
    // Kickoff return touchdown (Riverton KR1 50*, asterisk RN 2), K4 1-14 Kick Out of Bounds (No
    // Option): it cannot be declined, so the score is wiped out: Riverton's ball at its 40.
    let r = kickoff(&f.k_hbr(30), KickoffKind::Normal, KickoffDefense::Normal, vec![zcard(), rn(9), rn(2), rn(2), z("Pen O/O/R/K"), pn(30), pn(5)]);
    assert_eq!(foul(&r).kind, PenaltyKind::KickOutOfBounds);
    assert_eq!(r.r.outcome.end, End::Possession { holder: HOME, at: 40, first_down: true });
    assert_eq!(r.r.outcome.next_kickoff_from, None);
    // Fake field goal touchdown (pass to LE for 25 from the 25), D2 2 Illegal Participation:
    // declined by the kicking team, no kickoff adjustment; D2 43-45 personal foul: the 45.
    let k = f.k(75);
    let r = fake_fg(&k, vec![zcard(), rn(1), z("Pen O/D/R/K"), pn(30), pn(2)]);
    assert_eq!((foul(&r).kind, foul(&r).accepted), (PenaltyKind::Participation, false));
    assert!(has(&r, PlayFlags::TOUCHDOWN));
    assert_eq!(r.r.outcome.next_kickoff_from, None);
    let r = fake_fg(&k, vec![zcard(), rn(1), z("Pen O/D/R/K"), pn(30), pn(44)]);
    assert!(has(&r, PlayFlags::TOUCHDOWN));
    assert_eq!(r.r.outcome.next_kickoff_from, Some(45));
}

/// [ttf7 17.7] On a punt that is the last play of a half the receiving team is the defense: its
/// accepted fouls before the change of possession (offside, roughing the kicker, the All-Out
/// Rush's roughing) extend the period; its fouls during the return (after the change of
/// possession) do not. A fake field goal: the defense's offside (D2 9-16) on an incompletion.
#[test]
fn receiving_team_fouls_on_a_last_play_punt_or_fake_extend_the_period() {
    let f = fx();
    let mut k = f.k(30);
    k.last_play_of_half = true;
    let acc = KickChoices { accept: Some(true), ..Default::default() };
    // R3 6-13 offside: 5 yards, punt again.
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, acc, vec![zcard(), rn(8), z("Pen O/O/R/R"), pn(30), pn(8)]);
    assert_eq!((foul(&r).kind, gain(&r)), (PenaltyKind::Offside, (5, DownEffect::Replay)));
    assert!(r.r.outcome.extend_period);
    let r = punt_with(&f.k(30), PuntPlan::punt(), PuntDefense::Return, acc, vec![zcard(), rn(8), z("Pen O/O/R/R"), pn(30), pn(8)]);
    assert!(!r.r.outcome.extend_period, "not the last play");
    // R3 36-38 roughing the kicker: 15 yards and a first down.
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, acc, vec![zcard(), rn(8), z("Pen O/O/R/R"), pn(30), pn(37)]);
    assert_eq!(gain(&r), (15, DownEffect::FirstDown));
    assert!(r.r.outcome.extend_period);
    // All-Out Punt Rush RN 10-12: roughing the kicker, accepted.
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::AllOutRush, acc, vec![rn(12), rn(11)]);
    assert_eq!(gain(&r), (15, DownEffect::FirstDown));
    assert!(r.r.outcome.extend_period);
    // The punter's RN 12 Movement penalty, odd RN: on the return team (no time; an untimed punt
    // that ended the period here would never be punted again).
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, acc, vec![rn(12), rn(10), rn(3)]);
    assert_eq!((foul(&r).against, gain(&r)), (AWAY, (5, DownEffect::Replay)));
    assert!(r.r.outcome.extend_period);
    // R3 15-29 illegal block during the return: the receiving team keeps the ball, no extension.
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, acc, vec![zcard(), rn(1), rn(4), z("Pen O/O/R/R"), pn(30), pn(20), rn(2)]);
    assert_eq!((foul(&r).kind, recv_at(&r)), (PenaltyKind::IllegalBlock, 14));
    assert!(!r.r.outcome.extend_period);
    // The kicking team's offside (K3 14-19): punt again 5 yards back, not extended.
    let r = punt_with(&k, PuntPlan::punt(), PuntDefense::Return, acc, vec![zcard(), rn(8), z("Pen O/O/K/K"), pn(20), pn(15)]);
    assert_eq!(gain(&r), (-5, DownEffect::Replay));
    assert!(!r.r.outcome.extend_period);
    // Fake field goal, incomplete (category 2), D2 9-16 offside: 5 yards, replay, extended.
    let mut fk = f.k(75);
    fk.last_play_of_half = true;
    let mut dec = acc;
    let r = go(vec![zcard(), rn(7), z("Pen O/D/R/K"), pn(30), pn(10)], |s, r, t| fk.fake_field_goal(s, r, t, &mut dec));
    assert_eq!((foul(&r).kind, gain(&r)), (PenaltyKind::Offside, (5, DownEffect::Replay)));
    assert!(r.r.outcome.extend_period);
}

/// [ttf7 13.9] Injuries are ignored on punts; a punt takes 10 seconds even in the final two
/// minutes (no No-Huddle or Hurry-Up on kicks).
#[test]
fn punt_injuries_and_timing() {
    let f = fx();
    let mut k = f.k(30);
    k.two_minutes = true;
    k.prev_stopped = false;
    let r = punt(&k, PuntPlan::punt(), PuntDefense::Return, vec![zcard(), rn(8), z("Inj D:A")]);
    assert_eq!(secs(&r), 10);
    assert_eq!(r.used, 3);
    assert_eq!(r.r.z, Some(ZResult::Injury(huddle_fac::fac::InjuryWho::Defense(huddle_cards::DefBox::A))));
}

// ======================================================================================
// §14 Kickoffs
// ======================================================================================

/// [ttf7 14.1] Kickoffs from the 30; a free kick after a safety from the 20 (the card's landing
/// spots are for a kick from the 30: 10 yards shorter); it may be punted.
#[test]
fn kickoff_spots_and_free_kicks() {
    let f = fx();
    // Column A RN 4: KR2/5. KR2 (Harbor City rb3) RN 5 = 24.
    let r = kickoff(&f.k(30), KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4), rn(5)]);
    assert_eq!(recv_at(&r), 5 + 24);
    assert_eq!(r.r.outcome.record.yards, 65);
    let mut fk = f.k(20);
    fk.free_kick = true;
    let r = kickoff(&fk, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4), rn(5)]);
    assert_eq!(recv_at(&r), 15 + 24);
    // Punted: "43 NR" from the 20; fakes are impossible on a free kick.
    let r = punt(&fk, PuntPlan::fake(), PuntDefense::FakePuntDefense, vec![rn(8)]);
    assert_eq!(r.r.outcome.record.kind, PlayKind::Punt);
    assert_eq!(recv_at(&r), 100 - 63);
    // RN 12 "Blocked" cannot happen on a free kick: the RN 11 punt instead.
    assert_eq!(recv_at(&punt(&fk, PuntPlan::punt(), PuntDefense::Return, vec![rn(12), rn(9)])), 100 - 55);
    // A movement penalty on a free kick is a re-kick.
    let r = punt(&fk, PuntPlan::punt(), PuntDefense::Return, vec![rn(12), rn(10), rn(2)]);
    assert_eq!(r.r.outcome.end, End::Rekick { from: 15 });
}

/// [ttf7 14.2] Kickoff Table, onside: PN 1-12 (1-8 against the Onside Kickoff Defense) the kicking
/// team recovers, else the return team, always 15 yards from the spot of the kick, first down.
#[test]
fn onside_kickoff_table() {
    let f = fx();
    let k = f.k(30);
    let r = kickoff(&k, KickoffKind::Onside, KickoffDefense::Normal, vec![pn(12)]);
    assert_eq!(kick_new_at(&r), 45);
    assert!(has(&r, PlayFlags::RECOVERED_BY_KICKER));
    assert_eq!(r.r.outcome.record.kind, PlayKind::OnsideKick);
    assert_eq!(recv_at(&kickoff(&k, KickoffKind::Onside, KickoffDefense::Normal, vec![pn(13)])), 55);
    assert_eq!(kick_new_at(&kickoff(&k, KickoffKind::Onside, KickoffDefense::Onside, vec![pn(8)])), 45);
    assert_eq!(recv_at(&kickoff(&k, KickoffKind::Onside, KickoffDefense::Onside, vec![pn(9)])), 55);
}

/// [ttf7 14.2] Normal kickoff against the Onside Kickoff Defense: the return is halved (round
/// down); a squib is not.
#[test]
fn onside_defense_halves_a_normal_return() {
    let f = fx();
    let k = f.k(30);
    // KR2/5, RN 8 (Ret 0) = 20 → 10.
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Onside, vec![rn(4), rn(8)]);
    assert_eq!(recv_at(&r), 5 + 10);
    assert_eq!(r.r.outcome.record.return_yards, 10);
    assert_eq!(recv_at(&kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4), rn(8)])), 5 + 20);
    // KR2 RN 5 = 24 → 12 (odd to even).
    assert_eq!(recv_at(&kickoff(&k, KickoffKind::Normal, KickoffDefense::Onside, vec![rn(4), rn(5)])), 5 + 12);
    // Squib: 20 + 15, RN 8 + 1 = 19, no halving.
    assert_eq!(recv_at(&kickoff(&k, KickoffKind::Squib, KickoffDefense::Onside, vec![rn(4), rn(8)])), 20 + 19);
}

/// [ttf7 14.3] Normal kickoff: Column A of the specialist names the landing spot and the
/// returner, "Use Col B" a second RN on Column B, "GL" a return from the goal line.
#[test]
fn kickoff_columns() {
    let f = fx();
    let k = f.k(30);
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4), rn(5)]);
    assert_eq!(r.r.outcome.record.returner.map(|p| p.idx), Some(pid(&f.hbr, "hbr-rb3")));
    assert_eq!(r.r.outcome.record.player.map(|p| p.idx), Some(pid(&f.riv, "riv-k1")));
    // Col B RN 6: KR3/11 (cb3), RN 5 = 23.
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(11), rn(6), rn(5)]);
    assert_eq!(recv_at(&r), 11 + 23);
    assert_eq!(r.r.outcome.record.returner.map(|p| p.idx), Some(pid(&f.hbr, "hbr-cb3")));
    // A RN 12: KR1/GL, KR1 RN 5 = 26 from the goal line.
    assert_eq!(recv_at(&kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(12), rn(5)])), 26);
    // A RN 1: touchback, no return, no time.
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(1)]);
    assert!(has(&r, PlayFlags::TOUCHBACK));
    assert_eq!((r.used, secs(&r)), (1, 0));
    // Col B RN 1: touchback as well.
    assert!(has(&kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(11), rn(1)]), PlayFlags::TOUCHBACK));
}

/// [ttf7 14.3] Without a kickoff specialist the Kickoff Yardage Table is used, and the Kickoff
/// Return Modifiers are ignored.
#[test]
fn kickoff_yardage_table_without_a_specialist() {
    let f = fx();
    let mut riv = f.riv.clone();
    riv.lineup.kickoff = None;
    let k = Kick::new(&f.ed, &f.opts, &riv, &f.hbr, HOME, 30);
    // Table A RN 2: KR1/5; RN 9 unmodified = KR1 col 9 = 20.
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(2), rn(9)]);
    assert_eq!(recv_at(&r), 5 + 20);
    assert_eq!(rn_step(&r, What::ReturnModifier), Some((9, 9)));
    // With the specialist, RN 9 has Ret +1: col 10 = 18.
    assert_eq!(recv_at(&kickoff(&f.k(30), KickoffKind::Normal, KickoffDefense::Normal, vec![rn(8), rn(9)])), 9 + 18);
    // Table A RN 1: Col B; B RN 6: KR1/20.
    assert_eq!(recv_at(&kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(1), rn(6), rn(5)])), 20 + 26);
    assert!(has(&kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(11)]), PlayFlags::TOUCHBACK));
    // No asterisked modifier either: 55*, asterisk RN 2 (1-2) = TD.
    assert_eq!(recv_at(&kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(2), rn(1), rn(2)])), 100);
}

/// [ttf7 14.4] Squib: +15 yards to where the return begins, +1 on the return RN, the Kickoff
/// Return Modifiers ignored.
#[test]
fn squib_kickoff() {
    let f = fx();
    let k = f.k(30);
    let r = kickoff(&k, KickoffKind::Squib, KickoffDefense::Normal, vec![rn(4), rn(8)]);
    assert_eq!(recv_at(&r), 20 + 19);
    assert_eq!(rn_step(&r, What::ReturnModifier), Some((8, 9)));
    // RN 1 would be −1 on the Ret column; the squib makes it 2 (KR2 col 2 = 32).
    assert_eq!(recv_at(&kickoff(&k, KickoffKind::Squib, KickoffDefense::Normal, vec![rn(4), rn(1)])), 20 + 32);
    // Asterisk without the Ret column's +1: KR2's 42* at RN 1... reached with RN 1 on a normal
    // kick only; a squib's RN is at least 2.
    assert_eq!(r.r.outcome.record.kind, PlayKind::Kickoff);
}

/// [ttf7 14.5] Onside kicks: no return, fumbles and injuries ignored, penalties apply (category
/// 4). Kick Out of Bounds: the first onside attempt is kicked again 5 yards back; after that the
/// receiving team's ball 30 yards from the spot of the kick.
#[test]
fn onside_kick_z_cards() {
    let f = fx();
    let k = f.k(30);
    let r = kickoff(&k, KickoffKind::Onside, KickoffDefense::Normal, vec![zcard(), pn(13), z("Fum")]);
    assert_eq!(recv_at(&r), 55);
    assert_eq!(r.used, 3);
    assert!(!has(&r, PlayFlags::FUMBLE));
    let r = kickoff(&k, KickoffKind::Onside, KickoffDefense::Normal, vec![zcard(), pn(13), z("Inj D:A")]);
    assert_eq!(r.used, 3);
    // K4 1-14 Kick Out of Bounds (Riverton's range 20).
    let oob = || vec![zcard(), pn(13), z("Pen O/O/R/K"), pn(20), pn(5)];
    let r = kickoff(&k, KickoffKind::Onside, KickoffDefense::Normal, oob());
    assert_eq!(r.r.outcome.end, End::Rekick { from: 25 });
    assert!(r.r.onside_out_of_bounds);
    assert_eq!(foul(&r).kind, PenaltyKind::KickOutOfBounds);
    let mut again = f.k(25);
    again.onside_rekicked = true;
    let r = kickoff(&again, KickoffKind::Onside, KickoffDefense::Normal, oob());
    assert_eq!(recv_at(&r), 100 - (25 + 30));
    assert!(!r.r.onside_out_of_bounds);
    // R4 1-2 offside: 5 yards, kick again from the 35.
    let r = kickoff(&k, KickoffKind::Onside, KickoffDefense::Normal, vec![zcard(), pn(13), z("Pen O/O/R/R"), pn(30), pn(1)]);
    assert_eq!(r.r.outcome.end, End::Rekick { from: 35 });
}

/// [ttf7 14.6] The Kickoff Return Modifier comes from the Ret column at the same RN that then
/// reads the returner's column (ambiguity 61); an asterisk draws a new RN plus the Ret column's
/// asterisked modifier (Riverton +1).
#[test]
fn kickoff_return_modifiers() {
    let f = fx();
    let k = f.k(30);
    // KR2/5; RN 9 with Ret +1 = 10: KR2 col 10 = 17.
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4), rn(9)]);
    assert_eq!(rn_step(&r, What::ReturnModifier), Some((9, 10)));
    assert_eq!(recv_at(&r), 5 + 17);
    // RN 1, Ret −1: clamped to 1 → 42* (KR2 asterisk "1" = TD); asterisk RN 1 + 1 = 2: no TD.
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4), rn(1), rn(1)]);
    assert_eq!(recv_at(&r), 5 + 42);
    assert_eq!(rn_step(&r, What::ReturnAsterisk), Some((1, 2)));
    // Harbor City's specialist: asterisked modifier 0; KR1/8 from A RN 9; Ret RN 2 = −1 → 1: 50*…
    let h = f.k_hbr(30);
    let r = kickoff(&h, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(9), rn(2), rn(2)]);
    assert_eq!(r.r.outcome.end, End::Possession { holder: HOME, at: 100, first_down: true }, "Riverton KR1 50*, asterisk RN 2 = TD");
}

/// [ttf7 14.6] [ttf7 26] Under the Standard rules the Kickoff Return Modifiers (an advanced
/// subsystem) are off altogether: neither the Ret column's modifier nor its asterisked modifier
/// applies. Riverton's KR2/5, RN 1 unmodified → 42*; asterisk RN 1 stays 1: KR2's "1" = TD (with
/// the advanced rules the +1 makes it 2: no TD, see `kickoff_return_modifiers`).
#[test]
fn standard_rules_ignore_the_kickoff_return_modifiers() {
    let f = fx();
    let std = RuleOptions::standard();
    let k = Kick::new(&f.ed, &std, &f.riv, &f.hbr, HOME, 30);
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4), rn(9)]);
    assert_eq!(rn_step(&r, What::ReturnModifier), Some((9, 9)), "no Ret modifier");
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4), rn(1), rn(1)]);
    assert_eq!(rn_step(&r, What::ReturnAsterisk), Some((1, 1)), "no asterisked modifier");
    assert_eq!(recv_at(&r), 100);
}

/// [ttf7 14.6] [ttf7 20.2] Return fumbles ("f" or a Z card) by the normal procedure, ignored on touchbacks;
/// timing 10 s, 5 s inside two minutes, 0 s on a touchback; penalties category 4.
#[test]
fn kickoff_return_fumbles_timing_and_penalties() {
    let f = fx();
    let k = f.k(30);
    // KR2/5, RN 12 (Ret +2 → 12): "12f" → the 17; PN 13 fumbles; the kicking team recovers and
    // returns 5 (RN 4).
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4), rn(12), pn(13), pn(40), rn(4)]);
    assert!(has(&r, PlayFlags::FUMBLE_LOST));
    assert_eq!(kick_new_at(&r), 100 - 17 + 5);
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![zcard(), rn(1), z("Fum")]);
    assert!(has(&r, PlayFlags::TOUCHBACK) && !has(&r, PlayFlags::FUMBLE));
    assert_eq!(r.used, 3);
    assert_eq!(secs(&kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4), rn(5)])), 10);
    let mut late = f.k(30);
    late.two_minutes = true;
    assert_eq!(secs(&kickoff(&late, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4), rn(5)])), 5);
    assert_eq!(secs(&kickoff(&late, KickoffKind::Onside, KickoffDefense::Normal, vec![pn(20)])), 5);
    // R4 3-36 Illegal Block during the return (even RN: end of the return, the 29): 15 back is
    // more than half the distance, so 14.
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![zcard(), rn(4), rn(5), z("Pen O/O/R/R"), pn(30), pn(10), rn(2)]);
    assert_eq!(foul(&r).kind, PenaltyKind::IllegalBlock);
    assert_eq!(recv_at(&r), 29 - 14);
    assert_eq!(foul(&r).yards, 14);
    // K4 1-14 on a normal kick: Kick Out of Bounds, the receiving 40.
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![zcard(), rn(4), rn(5), z("Pen O/O/R/K"), pn(20), pn(1)]);
    assert_eq!(recv_at(&r), 40);
    // K4 29-38 personal foul: 15 from the end of the return.
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![zcard(), rn(4), rn(5), z("Pen O/O/R/K"), pn(20), pn(30)]);
    assert_eq!(recv_at(&r), 29 + 15);
    // Injuries ignored, the yardage multiplier doubles the return.
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![zcard(), rn(4), rn(5), z("x2")]);
    assert_eq!(recv_at(&r), 5 + 48);
    assert_eq!(r.r.outcome.record.return_yards, 48);
}

/// [ttf7 14.3] [ttf7 14.6] [ttf7 17.1] A Z penalty counts on every kickoff: on a kick moved
/// forward by a foul that lands behind the goal line (a touchback like the card's own "Touchback"
/// result) and on a kick whose returners are all out (downed where it lands). Both used to read
/// the Z result and drop the penalty.
#[test]
fn kickoff_penalties_on_a_deep_touchback_and_without_a_returner() {
    let f = fx();
    let acc = KickChoices { accept: Some(true), ..Default::default() };
    // From the 45, A RN 4 (KR2/5) lands 10 yards deep: a touchback, no time.
    let k = f.k(45);
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4)]);
    assert!(has(&r, PlayFlags::TOUCHBACK));
    assert_eq!(secs(&r), 0);
    // K4 15-20 offside, accepted: kick again 5 yards back, as after the card's touchback (A RN 1).
    for a in [4, 1] {
        let r = kickoff_with(&k, KickoffKind::Normal, KickoffDefense::Normal, acc, vec![zcard(), rn(a), z("Pen O/O/R/K"), pn(20), pn(17)]);
        assert_eq!(foul(&r).kind, PenaltyKind::Offside, "A RN {a}");
        assert_eq!(r.r.outcome.end, End::Rekick { from: 40 }, "A RN {a}");
    }
    // K4 1-14 Kick Out of Bounds (no option): the receiving team's ball 30 yards from the kick.
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![zcard(), rn(4), z("Pen O/O/R/K"), pn(20), pn(5)]);
    assert_eq!(recv_at(&r), 100 - (45 + 30));
    // Every kick returner out: KR2/5 is downed at the 5; K4 29-38 personal foul: 15 from there.
    let out: PidSet = f.hbr.kick_returns.iter().map(|kr| pid(&f.hbr, &kr.player)).collect();
    let mut k = f.k(30);
    k.unavailable = &out;
    assert_eq!(recv_at(&kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(4)])), 5);
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![zcard(), rn(4), z("Pen O/O/R/K"), pn(20), pn(30)]);
    assert_eq!(foul(&r).kind, PenaltyKind::DefensivePersonalFoul);
    assert_eq!(recv_at(&r), 5 + 15);
}

// ======================================================================================
// Z cards on kicks: the first three flips
// ======================================================================================

/// [ttf7 15] On kicks as elsewhere only a Z card among the first three FACs flipped counts, and
/// only the first.
#[test]
fn z_cards_on_kicks_first_three_flips() {
    let f = fx();
    let k = f.k(30);
    // Third flip: counted (A RN 11 → Col B RN 5 = KR1/8; return RN 4 = 29; doubled).
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(11), rn(5), zcard(), rn(4), z("x2")]);
    assert_eq!(recv_at(&r), 8 + 58);
    // Fourth flip: ignored (the asterisk RN after KR1's 55*).
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![rn(11), rn(5), rn(1), zcard(), rn(3)]);
    assert!(r.r.z.is_none());
    assert_eq!(recv_at(&r), 8 + 55);
    assert!(r.trace.iter().any(|s| matches!(s, Step::ZCard { flip: 4, counted: false })));
    // A second Z card is ignored: the return is doubled once.
    let r = kickoff(&k, KickoffKind::Normal, KickoffDefense::Normal, vec![zcard(), zcard(), rn(4), rn(5), z("x2")]);
    assert_eq!(recv_at(&r), 5 + 48);
    assert!(r.trace.iter().any(|s| matches!(s, Step::ZCard { flip: 2, counted: false })));
    // Point of Recovery and recovery draws never trigger one (blocked punt).
    let r = punt(&f.k(40), PuntPlan::punt(), PuntDefense::Return, vec![rn(12), zcard(), rn(9), rn(5), pn(10), rn(7), z("x2")]);
    assert!(r.r.z.is_some(), "the Z card at flip 2 counts");
    assert_eq!(recv_at(&r), 75, "a block that is not advanced is not multiplied");
    let r = punt(&f.k(40), PuntPlan::punt(), PuntDefense::Return, vec![rn(12), rn(9), zcard(), rn(5), pn(10), rn(7)]);
    assert!(r.r.z.is_none(), "flipped during the Point of Recovery draw");
}

// ======================================================================================
// The game driver: coach decisions in order, per-game fake counts, fair-catch kicks, free
// kicks, onside re-kicks, two-point tries
// ======================================================================================

mod game_level {
    use super::*;
    use huddle_core::{AnyRandom, Clock, PerSide, Randomness, SeededRandom};
    use huddle_fac::call::{DefenseCall, Key, OffPlay, OffenseCall, Tempo};
    use huddle_fac::coach::{Coach, DefenseChoice, OffenseChoice, View};
    use huddle_fac::game::{FacGame, PlayDesc};
    use huddle_fac::testkit::run as run_dir;
    use huddle_cards::OffBox;
    use std::cell::RefCell;
    use std::rc::Rc;

    type Log = Rc<RefCell<Vec<String>>>;

    /// A coach with fixed answers that logs the kicking decisions it is asked for.
    #[derive(Default)]
    struct TestCoach {
        offense: Vec<OffenseChoice>,
        play: Option<(OffPlay, OffBox)>,
        two: bool,
        punt_def: PuntDefense,
        fake_if_return: bool,
        punt_if_fake_defense: bool,
        ko_def: KickoffDefense,
        ko_kind: KickoffKind,
        free_punt: bool,
        coffin: Option<u8>,
        log: Log,
    }

    impl Coach for TestCoach {
        fn offense(&mut self, v: &View, _: &mut dyn Randomness) -> OffenseChoice {
            if let Some((p, b)) = self.play {
                return OffenseChoice::Play { display: v.base_offense, call: OffenseCall::new(p, b), tempo: Tempo::Normal };
            }
            if self.offense.is_empty() {
                OffenseChoice::Punt
            } else {
                self.offense.remove(0)
            }
        }
        fn defense(&mut self, v: &View, _: &mut dyn Randomness) -> DefenseChoice {
            DefenseChoice { display: v.base_defense, call: DefenseCall::run(Key::None) }
        }
        fn go_for_two(&mut self, _: &View, _: &mut dyn Randomness) -> bool {
            self.two
        }
        fn punt_defense(&mut self, _: &View, announced_fake: bool, _: &mut dyn Randomness) -> PuntDefense {
            self.log.borrow_mut().push(format!("defense heard fake={announced_fake}"));
            self.punt_def
        }
        fn punt_plan(&mut self, _: &View, announced_fake: bool, def: PuntDefense, _: &mut dyn Randomness) -> PuntPlan {
            self.log.borrow_mut().push(format!("plan after {def:?}"));
            let fake = if announced_fake { !(self.punt_if_fake_defense && def == PuntDefense::FakePuntDefense) } else { self.fake_if_return && def == PuntDefense::Return };
            PuntPlan { fake, coffin_corner: self.coffin }
        }
        fn kickoff_defense(&mut self, _: &View, _: &mut dyn Randomness) -> KickoffDefense {
            self.log.borrow_mut().push(format!("kickoff defense {:?}", self.ko_def));
            self.ko_def
        }
        fn kickoff_kind(&mut self, _: &View, def: KickoffDefense, _: &mut dyn Randomness) -> KickoffKind {
            self.log.borrow_mut().push(format!("kickoff type after {def:?}"));
            self.ko_kind
        }
        fn free_kick_punt(&mut self, _: &View, _: &mut dyn Randomness) -> bool {
            self.log.borrow_mut().push("free kick asked".into());
            self.free_punt
        }
    }

    /// Riverton (home) against Harbor City (away) on a scripted deck.
    fn game(home: TestCoach, away: TestCoach, cards: Vec<Fac>) -> FacGame {
        game_with(RuleOptions::default(), home, away, cards)
    }

    fn game_with(opts: RuleOptions, home: TestCoach, away: TestCoach, cards: Vec<Fac>) -> FacGame {
        let ed = Edition::ttf7();
        let deck = huddle_fac::sim::default_deck(&ed);
        let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(home), Box::new(away));
        let mut g = FacGame::new(ed, opts, sample::riverton(), sample::harbor_city(), deck, AnyRandom::Seeded(SeededRandom::new(7)), coaches);
        g.src = CardSource::scripted(cards, Fac::Card(blank()));
        g
    }

    fn scrimmage(g: &mut FacGame, side: Side, spot: i16, down: Down, line_to_gain: u8) {
        g.core.phase = Phase::Scrimmage;
        g.core.possession = side;
        g.core.spot = Spot::new(spot).unwrap();
        g.core.downs = DownDistance { down, line_to_gain };
    }

    fn last(g: &FacGame) -> &huddle_fac::game::PlayLog {
        g.plays.last().unwrap()
    }

    /// [ttf7 26] [ttf7 14.4] [ttf7 13.8] The Squib Kick and the Coffin Corner are advanced rules:
    /// in the Standard game the engine refuses them from any coach (the keyboard already did)
    /// and kicks a normal kickoff or punt.
    #[test]
    fn the_standard_game_refuses_squibs_and_coffin_corners_ttf7_26() {
        for opts in [RuleOptions::standard(), RuleOptions::default()] {
            let home = TestCoach { ko_kind: KickoffKind::Squib, ..Default::default() };
            let mut g = game_with(opts.clone(), home, TestCoach::default(), vec![rn(4), rn(5)]);
            g.core.phase = Phase::Kickoff { kicker: HOME, from: 30, after_safety: false };
            g.core.possession = HOME;
            g.step().unwrap();
            let PlayDesc::Kickoff { kind } = last(&g).what else { panic!("a kickoff") };
            let want = if opts.advanced { KickoffKind::Squib } else { KickoffKind::Normal };
            assert_eq!((kind, g.refused_calls), (want, u32::from(!opts.advanced)));
            let home = TestCoach { offense: vec![OffenseChoice::Punt], coffin: Some(15), ..Default::default() };
            let mut g = game_with(opts.clone(), home, TestCoach::default(), vec![rn(4), rn(4)]);
            scrimmage(&mut g, HOME, 40, Down::Fourth, 45);
            g.step().unwrap();
            assert_eq!(g.refused_calls, u32::from(!opts.advanced), "advanced {}", opts.advanced);
            let cc = g.trace.iter().any(|s| matches!(s, Step::Value { what: What::CoffinCorner, .. }));
            assert_eq!(cc, opts.advanced, "a coffin corner only in the advanced game");
        }
    }

    /// [ttf7 13.1] Announce punt or fake; the receiving team hears it and announces its punt
    /// defense; the kicking team may then change between punt and fake.
    #[test]
    fn punt_procedure_order_and_change() {
        let log = Log::default();
        let home = TestCoach { offense: vec![OffenseChoice::FakePunt], punt_if_fake_defense: true, log: log.clone(), ..Default::default() };
        let away = TestCoach { punt_def: PuntDefense::FakePuntDefense, log: log.clone(), ..Default::default() };
        let mut g = game(home, away, vec![rn(8)]);
        scrimmage(&mut g, HOME, 40, Down::Fourth, 45);
        g.step().unwrap();
        assert_eq!(*log.borrow(), vec!["defense heard fake=true".to_string(), "plan after FakePuntDefense".to_string()]);
        assert_eq!(last(&g).record.kind, PlayKind::Punt, "changed to a punt after hearing the Fake Punt Defense");
        assert_eq!(g.teams[HOME].fake_punt, 0);
        assert_eq!((g.core.possession, g.core.spot.yards()), (AWAY, 100 - 83));
        // Announced punt, changed to a fake against the Return defense.
        let home = TestCoach { offense: vec![OffenseChoice::Punt], fake_if_return: true, ..Default::default() };
        let mut g = game(home, TestCoach::default(), vec![rn(2)]);
        scrimmage(&mut g, HOME, 40, Down::Fourth, 45);
        g.step().unwrap();
        assert_eq!(last(&g).record.kind, PlayKind::FakePunt);
        assert_eq!(g.teams[HOME].fake_punt, 1);
        assert_eq!((g.core.possession, g.core.spot.yards(), g.core.down()), (HOME, 70, Down::First));
    }

    /// [ttf7 23.1] [ttf7 14.2] An onside kick the kicking team recovers begins a new possession:
    /// what lasts "the remainder of the series" or "once a possession" starts again.
    #[test]
    fn an_onside_kick_recovered_by_the_kickers_is_a_new_possession() {
        let home = TestCoach { ko_kind: KickoffKind::Onside, ..Default::default() };
        let mut g = game(home, TestCoach::default(), vec![pn(1)]);
        g.core.phase = Phase::Kickoff { kicker: HOME, from: 30, after_safety: false };
        g.core.possession = HOME;
        let before = g.possession_id;
        g.step().unwrap();
        assert_eq!((g.core.phase, g.core.possession), (Phase::Scrimmage, HOME), "the kickers recovered");
        assert_eq!(g.possession_id, before + 1);
    }

    /// [ttf7 20.5] [ttf7 21] "Kickoffs inside the two-minute warning expend only 5 seconds": an
    /// overtime period has no warning (#66), so its kickoffs take their 10 seconds to the end.
    #[test]
    fn overtime_kickoffs_have_no_two_minute_warning_timing() {
        for (period, left) in [(4u8, 85u16), (5, 80)] {
            let mut g = game(TestCoach::default(), TestCoach::default(), vec![rn(4), rn(5)]);
            g.core.phase = Phase::Kickoff { kicker: HOME, from: 30, after_safety: false };
            g.core.possession = HOME;
            g.core.clock = Clock::new(period, 90);
            g.core.warning_given = true;
            g.step().unwrap();
            assert_eq!(g.core.clock.remaining, left, "period {period}");
        }
    }

    /// [ttf7 13.2] Fake punts are counted per team and game: the second gets +1.
    #[test]
    fn fake_punt_count_is_kept_per_game() {
        let home = TestCoach { offense: vec![OffenseChoice::FakePunt, OffenseChoice::FakePunt], ..Default::default() };
        let mut g = game(home, TestCoach::default(), vec![rn(2), rn(1)]);
        scrimmage(&mut g, HOME, 40, Down::Fourth, 45);
        g.step().unwrap();
        assert_eq!(g.teams[HOME].fake_punt, 1);
        scrimmage(&mut g, HOME, 40, Down::Fourth, 45);
        let t0 = g.trace.len();
        g.step().unwrap();
        assert_eq!(g.teams[HOME].fake_punt, 2);
        assert!(g.trace[t0..].iter().any(|s| matches!(s, Step::Rn { what: What::FakeKick, rn: 1, modified: 2, .. })));
        assert_eq!(g.core.spot.yards(), 70, "RN 1+1 = pass to LE for 30");
        assert_eq!(g.teams[AWAY].fake_punt, 0);
    }

    /// [ttf7 12.2] Fake field goals are counted per team and game (+1 for the second); none in
    /// the final two minutes (the kick is tried instead).
    #[test]
    fn fake_field_goal_count_and_two_minutes() {
        let home = TestCoach { offense: vec![OffenseChoice::FakeFieldGoal, OffenseChoice::FakeFieldGoal], ..Default::default() };
        let mut g = game(home, TestCoach::default(), vec![rn(5), rn(5)]);
        scrimmage(&mut g, HOME, 60, Down::Fourth, 62);
        g.step().unwrap();
        assert_eq!((g.teams[HOME].fake_fg, g.core.spot.yards()), (1, 69), "RN 5: pass to BK2 for 9");
        scrimmage(&mut g, HOME, 60, Down::Fourth, 62);
        g.step().unwrap();
        assert_eq!((g.teams[HOME].fake_fg, g.core.spot.yards()), (2, 75), "RN 5+1: the quarterback runs for 15");
        let home = TestCoach { offense: vec![OffenseChoice::FakeFieldGoal], ..Default::default() };
        let mut g = game(home, TestCoach::default(), vec![pn(10)]);
        scrimmage(&mut g, HOME, 60, Down::Fourth, 62);
        g.core.clock = Clock::new(2, 100);
        g.core.warning_given = true;
        g.step().unwrap();
        assert_eq!(last(&g).record.kind, PlayKind::FieldGoal);
        assert_eq!(g.core.score[HOME], 3);
        assert_eq!(g.teams[HOME].fake_fg, 0);
        assert_eq!(g.refused_calls, 1);
    }

    /// [ttf7 13.2] No fake punt in the final two minutes of a half: the team punts.
    #[test]
    fn no_fake_punt_in_the_final_two_minutes() {
        let home = TestCoach { offense: vec![OffenseChoice::FakePunt], ..Default::default() };
        let mut g = game(home, TestCoach::default(), vec![rn(8)]);
        scrimmage(&mut g, HOME, 40, Down::Fourth, 45);
        g.core.clock = Clock::new(4, 90);
        g.core.warning_given = true;
        g.step().unwrap();
        assert_eq!(last(&g).record.kind, PlayKind::Punt);
        assert_eq!(g.refused_calls, 1);
        assert_eq!(last(&g).seconds, 10);
    }

    /// [ttf7 12.1] A field goal beyond the kicker's range cannot be tried (a punt instead).
    #[test]
    fn field_goal_beyond_range_is_refused() {
        let home = TestCoach { offense: vec![OffenseChoice::FieldGoal], ..Default::default() };
        let mut g = game(home, TestCoach::default(), vec![rn(8)]);
        scrimmage(&mut g, HOME, 58, Down::Fourth, 62);
        g.step().unwrap();
        assert_eq!(g.refused_calls, 1);
        assert_eq!(last(&g).record.kind, PlayKind::Punt);
        // 58 yards (the card's maximum) may be tried.
        let home = TestCoach { offense: vec![OffenseChoice::FieldGoal], ..Default::default() };
        let mut g = game(home, TestCoach::default(), vec![pn(10)]);
        scrimmage(&mut g, HOME, 59, Down::Fourth, 62);
        g.step().unwrap();
        assert_eq!((g.refused_calls, g.core.score[HOME]), (0, 3));
    }

    /// [ttf7 13.6] After a fair catch the receiving team may try a Fair Catch Kick: a field goal
    /// from the spot of the catch (distance + 10), no time; never otherwise.
    #[test]
    fn fair_catch_kick() {
        let home = TestCoach { offense: vec![OffenseChoice::Punt], ..Default::default() };
        let away = TestCoach { offense: vec![OffenseChoice::FairCatchKick], ..Default::default() };
        // "39 FC" from the 5: caught at Harbor City's 56; 44 + 10 = 54 yards, Good 1-20.
        let mut g = game(home, away, vec![rn(10), pn(20)]);
        scrimmage(&mut g, HOME, 5, Down::Fourth, 15);
        g.step().unwrap();
        assert_eq!(g.kick_state.fair_catch_kick, Some(AWAY));
        let clock = g.core.clock;
        g.step().unwrap();
        let p = last(&g);
        assert_eq!((p.record.kind, p.record.yards, p.seconds), (PlayKind::FieldGoal, 54, 0));
        assert_eq!(g.core.score[AWAY], 3);
        assert_eq!(g.core.clock.remaining, clock.remaining);
        assert_eq!(g.refused_calls, 0);
        // Not after a fair catch: refused.
        let away = TestCoach { offense: vec![OffenseChoice::FairCatchKick], ..Default::default() };
        let mut g = game(TestCoach::default(), away, vec![]);
        scrimmage(&mut g, AWAY, 56, Down::First, 66);
        g.step().unwrap();
        assert_eq!(g.refused_calls, 1);
        assert_ne!(last(&g).record.kind, PlayKind::FieldGoal);
    }

    /// [ttf7 14.1] The receiving team announces its kickoff defense first, then the kicking team
    /// the kickoff type; a free kick after a safety may be punted (the coach is asked only then).
    #[test]
    fn kickoff_announcements_and_free_kicks() {
        let log = Log::default();
        let home = TestCoach { log: log.clone(), ..Default::default() };
        let away = TestCoach { ko_def: KickoffDefense::Onside, log: log.clone(), ..Default::default() };
        let mut g = game(home, away, vec![rn(4), rn(8)]);
        g.core.phase = Phase::Kickoff { kicker: HOME, from: 30, after_safety: false };
        g.core.possession = HOME;
        g.step().unwrap();
        assert_eq!(*log.borrow(), vec!["kickoff defense Onside".to_string(), "kickoff type after Onside".to_string()]);
        assert_eq!((g.core.possession, g.core.spot.yards()), (AWAY, 5 + 10), "the return is halved");
        // After a safety, punted from the 20: "43 NR" to Harbor City's 37.
        let log = Log::default();
        let home = TestCoach { free_punt: true, log: log.clone(), ..Default::default() };
        let mut g = game(home, TestCoach::default(), vec![rn(8)]);
        g.core.phase = Phase::Kickoff { kicker: HOME, from: 20, after_safety: true };
        g.core.possession = HOME;
        g.step().unwrap();
        assert_eq!(log.borrow()[0], "free kick asked");
        assert_eq!(last(&g).record.kind, PlayKind::Punt);
        assert_eq!((g.core.possession, g.core.spot.yards()), (AWAY, 37));
        // Kicked from the 20 instead: KR2/5 lands 10 yards shorter.
        let mut g = game(TestCoach::default(), TestCoach::default(), vec![rn(4), rn(5)]);
        g.core.phase = Phase::Kickoff { kicker: HOME, from: 20, after_safety: true };
        g.core.possession = HOME;
        g.step().unwrap();
        assert_eq!(g.core.spot.yards(), 15 + 24);
    }

    /// [ttf7 14.5] Kick Out of Bounds on an onside kick: the first time it is kicked again 5
    /// yards back; the second time the receiving team's ball 30 yards from the spot of the kick.
    #[test]
    fn onside_kick_out_of_bounds_twice() {
        let oob = || vec![zcard(), pn(13), z("Pen O/O/R/K"), pn(20), pn(5)];
        let home = TestCoach { ko_kind: KickoffKind::Onside, ..Default::default() };
        let mut cards = oob();
        cards.extend(oob());
        let mut g = game(home, TestCoach::default(), cards);
        g.core.phase = Phase::Kickoff { kicker: HOME, from: 30, after_safety: false };
        g.core.possession = HOME;
        g.step().unwrap();
        assert_eq!(g.core.phase, Phase::Kickoff { kicker: HOME, from: 25, after_safety: false });
        assert!(g.kick_state.onside_rekicked);
        g.step().unwrap();
        assert_eq!((g.core.phase, g.core.possession, g.core.spot.yards()), (Phase::Scrimmage, AWAY, 100 - 55));
        assert!(!g.kick_state.onside_rekicked);
    }

    /// [ttf7 12.4] [ttf7 17.6] A two-point try is one scrimmage play from the 2 with no time; an accepted
    /// defensive foul on a failed try replays it from the new spot (§17.6); a foul declined on a
    /// successful try is assessed on the kickoff.
    #[test]
    fn two_point_try_penalties() {
        // Inside run into box B at RN 12 fails; D1 11-18 offside (PN 12) is accepted: half the
        // distance, the 1.
        let home = TestCoach { two: true, play: Some((OffPlay::InsideLeft, OffBox::BK2)), ..Default::default() };
        let cards = vec![zcard(), run_dir("B"), rn(12), z("Pen D/D/R/K"), pn(30), pn(12), run_dir("B"), rn(12)];
        let mut g = game(home, TestCoach::default(), cards);
        g.core.phase = Phase::Try { team: HOME };
        g.core.possession = HOME;
        g.core.spot = Spot::new(98).unwrap();
        let clock = g.core.clock;
        g.step().unwrap();
        assert_eq!(g.core.phase, Phase::Try { team: HOME }, "the try is replayed");
        assert_eq!(g.core.spot.yards(), 99);
        assert_eq!(g.core.score[HOME], 0);
        assert!(last(&g).foul.is_some_and(|f| f.accepted));
        assert_eq!(g.core.clock, clock);
        // The replayed try is snapped from the 1 the foul left (not from the 2 again).
        g.step().unwrap();
        assert_eq!((last(&g).spot, g.core.score[HOME]), (99, 0));
        // Breakaway scores; the offside is declined and goes to the kickoff (from the 35).
        let home = TestCoach { two: true, play: Some((OffPlay::InsideLeft, OffBox::BK2)), ..Default::default() };
        let cards = vec![zcard(), run_dir("Breakaway"), rn(1), z("Pen D/D/R/K"), pn(30), pn(12)];
        let mut g = game(home, TestCoach::default(), cards);
        g.core.phase = Phase::Try { team: HOME };
        g.core.possession = HOME;
        g.core.spot = Spot::new(98).unwrap();
        g.step().unwrap();
        assert_eq!(g.core.score[HOME], 2);
        assert_eq!(g.core.phase, Phase::Kickoff { kicker: HOME, from: 35, after_safety: false });
        assert_eq!(last(&g).seconds, 0);
    }
}

/// [ttf7 12.4] On a two-point try fumbles in the end zone are ignored and the try takes no time.
#[test]
fn two_point_try_end_zone_fumble_ignored() {
    use huddle_cards::OffBox;
    use huddle_fac::call::{DefenseCall, Key, OffPlay, OffenseCall};
    use huddle_fac::testkit::{run as run_dir, Fixture};
    let mut f = Fixture::sample().at(98, Down::First, 2);
    f.sit.two_point = true;
    let oc = OffenseCall::new(OffPlay::InsideLeft, OffBox::BK2);
    let r = f.resolve(oc, DefenseCall::run(Key::None), vec![zcard(), run_dir("Breakaway"), rn(1), z("Fum")]);
    assert_eq!(r.outcome.end, End::Try { points: 2 });
    assert_eq!(r.outcome.clock.seconds, 0);
    assert!(!r.outcome.record.has(PlayFlags::FUMBLE));
    // Short of the goal line the fumble happens but cannot be advanced: the try fails.
    let r = f.resolve(oc, DefenseCall::run(Key::None), vec![zcard(), run_dir("B"), rn(12), z("Fum"), pn(1), pn(30)]);
    assert_eq!(r.outcome.end, End::Try { points: 0 });
}

/// [ttf7 12.4] Defensive pass interference is ignored on a successful two-point try.
#[test]
fn two_point_try_pass_interference_ignored_on_success() {
    use huddle_cards::OffBox;
    use huddle_fac::call::{DefenseCall, Key, OffPlay, OffenseCall};
    use huddle_fac::testkit::{pass as pass_dir, Fixture};
    let mut f = Fixture::sample().at(98, Down::First, 2);
    f.sit.two_point = true;
    let oc = OffenseCall::new(OffPlay::Quick, OffBox::RE);
    // PN 1 completes, RE's Quick RN 2 = 12 yards; Z: D1 29-32 pass interference (a Quick pass is
    // category 1), its spot RN 6 (6 yards) is drawn and the foul ignored.
    let cards = vec![zcard(), pass_dir("Orig"), pn(1), rn(2), z("Pen D/D/R/K"), pn(30), pn(30), rn(6)];
    let r = f.resolve(oc, DefenseCall::run(Key::None), cards);
    assert_eq!(r.outcome.end, End::Try { points: 2 });
    assert!(r.foul.is_none());
    assert!(r.z.is_some());
}

/// [ttf7 14.3] A kickoff touchback puts the ball at the receiving team's 20 by default (§29
/// #60: the rules do not state the spot); the option `kickoff_touchback_at` moves it (a replay
/// of the 2024 season uses the 30). Punt touchbacks stay at the 20.
#[test]
fn kickoff_touchback_spot_is_an_option_punts_stay_at_the_20() {
    use huddle_core::{Event, PlayKind};
    for at in [20u8, 30] {
        let opts = RuleOptions { kickoff_touchback_at: at, ..RuleOptions::default() };
        let (mut kick_tb, mut punt_tb) = (0, 0);
        for seed in 1..=60 {
            let g = huddle_fac::sim::play_ai_game(seed, sample::riverton(), sample::harbor_city(), opts.clone()).unwrap();
            let log = &g.core.log;
            for (i, e) in log.iter().enumerate() {
                let Event::Play { record, .. } = e else { continue };
                if !matches!(log.get(i + 1), Some(Event::Touchback { .. })) {
                    continue;
                }
                // The next snap, unless a period ended first (then a kickoff comes).
                let next = log[i + 1..].iter().find_map(|e| match e {
                    Event::Play { spot, down, .. } => Some(down.map(|_| *spot)),
                    Event::PeriodEnd { .. } => Some(None),
                    _ => None,
                });
                let Some(Some(spot)) = next else { continue };
                match record.kind {
                    PlayKind::Kickoff => {
                        kick_tb += 1;
                        assert_eq!(spot, at as i16, "seed {seed}: the drive after a kickoff touchback");
                    }
                    PlayKind::Punt => {
                        punt_tb += 1;
                        assert_eq!(spot, 20, "seed {seed}: the drive after a punt touchback");
                    }
                    _ => {}
                }
            }
        }
        assert!(kick_tb > 60 && punt_tb > 20, "{kick_tb} kickoff and {punt_tb} punt touchbacks");
    }
}

/// [ttf7 14.6] [ttf7 17.1] A return foul after the kicking team has recovered the returner's
/// fumble is marked in the kicking team's frame: it keeps the ball. The K4 29-38 live-ball
/// personal foul by the kicking team, accepted, puts it 15 yards back from its recovery at the
/// 88 (its 73). It used to be the receiving team's ball.
#[test]
fn a_return_foul_after_the_kickers_recover_a_fumble_leaves_them_the_ball_ttf7_14_6() {
    let f = fx();
    let k = f.k(30);
    let acc = KickChoices { accept: Some(true), ..Default::default() };
    let r = kickoff_with(&k, KickoffKind::Normal, KickoffDefense::Normal, acc, vec![zcard(), rn(4), rn(12), pn(13), pn(40), rn(4), z("Pen O/O/R/K"), pn(20), pn(30)]);
    assert!(has(&r, PlayFlags::FUMBLE_LOST));
    assert!(matches!(foul(&r).kind, PenaltyKind::DefensivePersonalFoul | PenaltyKind::OffensivePersonalFoul), "{:?}", foul(&r).kind);
    assert_eq!(kick_new_at(&r), 88 - 15);
    // Declined: the kicking team's ball where it recovered and returned.
    let dec = KickChoices { accept: Some(false), ..Default::default() };
    let r = kickoff_with(&k, KickoffKind::Normal, KickoffDefense::Normal, dec, vec![zcard(), rn(4), rn(12), pn(13), pn(40), rn(4), z("Pen O/O/R/K"), pn(20), pn(30)]);
    assert_eq!(kick_new_at(&r), 88);
}

/// [ttf7 20.2] A field goal with an accepted penalty is a "Play with penalty" (10 s), as every
/// other play with one; declined, the attempt's 5 s.
#[test]
fn a_field_goal_with_an_accepted_penalty_takes_the_penalty_time_ttf7_20_2() {
    let f = fx();
    let k = f.k(67);
    let cards = || vec![zcard(), pn(10), z("Pen D/D/R/K"), pn(30), pn(12)];
    let r = fg_with(&k, KickChoices { accept: Some(true), ..Default::default() }, cards());
    assert!(foul(&r).accepted);
    assert_eq!(secs(&r), f.ed.timing.penalty[0]);
    assert_eq!(secs(&r), 10);
    let r = fg_with(&k, KickChoices { accept: Some(false), ..Default::default() }, cards());
    assert_eq!(secs(&r), 5);
}
