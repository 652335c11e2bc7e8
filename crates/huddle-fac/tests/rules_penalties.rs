//! Rule tests of Z-card penalties and fumbles on scrimmage plays (TTF 7th §1 home-team
//! adjustments, §17.1-§17.7, §18.2-§18.3), one play at a time with scripted FACs.
//!
//! Fixture: Riverton (home, Penalty Range 25, Fumble Range 9, Defense Fumble Adjustment 1) on
//! offense against Harbor City (away, Penalty Range 30, Fumble Range 12, Defense Fumble
//! Adjustment 2) at Riverton's 35, 1st & 10, against Pass Coverage. The Inside Left to BK2 (Thorne)
//! with a "LG" directive and RN 7 gains 9 (I column 4 + Mendez +5); "B+D" with RN 12 loses 3 (the
//! inside-run maximum loss).
//!
//! Penalty cards after the play: the Z result naming the penalized team ("Pen O/O/R/K": the
//! offense in categories 1 and 2), the Team Penalty Range PN, the Penalty Table PN, and a spot RN
//! when the foul needs one.

use huddle_cards::{DefBox, OffBox, Team};
use huddle_core::{Down, DownEffect, End, PlayFlags, PlayKind, Side};
use huddle_fac::call::{DefPlay, DefenseCall, Dir, OffPlay, OffenseCall, Tempo};
use huddle_fac::fac::{Fac, RunDir};
use huddle_fac::play::PlayReport;
use huddle_fac::resolve::Decider;
use huddle_fac::tables::PenaltyKind;
use huddle_fac::testkit::*;
use huddle_fac::trace::{Note, Step, What};

const HOME: Side = Side::Home;
const AWAY: Side = Side::Away;

// ---------------------------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------------------------

fn pid(t: &Team, id: &str) -> u16 {
    t.idx(id).unwrap_or_else(|| panic!("{}: no player '{id}'", t.code))
}

fn pc() -> DefenseCall {
    DefenseCall::new(DefPlay::PassCoverage)
}

fn il() -> OffenseCall {
    OffenseCall::new(OffPlay::InsideLeft, OffBox::BK2)
}

/// The Inside Left gaining 9 (`true`) or losing 3.
fn run_cards(gain: bool) -> Vec<Fac> {
    if gain {
        vec![zcard(), run("LG"), rn(7)]
    } else {
        vec![zcard(), run("B+D"), rn(12)]
    }
}

/// A penalty on the play: penalized team ("O" or "D"), range PN, table PN, then extra cards.
fn pen(team: &str, range_pn: u8, table_pn: u8, extra: &[Fac]) -> Vec<Fac> {
    let mut v = vec![z(&format!("Pen {team}/{team}/R/K")), pn(range_pn), pn(table_pn)];
    v.extend_from_slice(extra);
    v
}

fn cards(a: Vec<Fac>, b: Vec<Fac>) -> Vec<Fac> {
    a.into_iter().chain(b).collect()
}

/// Decisions: accept (Some(true)) or decline (Some(false)) every optional foul; None = by value.
#[derive(Default)]
struct Dec {
    accept: Option<bool>,
    asked: u32,
}

impl Decider for Dec {
    fn pitch_inside(&mut self, _: RunDir, _: RunDir) -> bool {
        false
    }
    fn option_keep(&mut self, _: RunDir, _: RunDir) -> bool {
        true
    }
    fn scramble_or_throw(&mut self, _: &[OffBox]) -> Option<OffBox> {
        None
    }
    fn return_from_end_zone(&mut self) -> bool {
        false
    }
    fn accept_penalty(&mut self, offense_decides: bool, a: f32, d: f32) -> bool {
        self.asked += 1;
        match self.accept {
            Some(x) => x,
            None if offense_decides => a > d,
            None => a < d,
        }
    }
}

fn play(f: &Fixture, oc: OffenseCall, cards: Vec<Fac>, accept: Option<bool>) -> (PlayReport, u32, Vec<Step>) {
    let mut dec = Dec { accept, asked: 0 };
    let (r, trace, _) = f.resolve_with(oc, pc(), cards, &mut dec);
    (r.unwrap_or_else(|e| panic!("illegal call: {e}")), dec.asked, trace)
}

fn foul_kind(r: &PlayReport) -> Option<PenaltyKind> {
    r.foul.map(|f| f.kind)
}

fn end(r: &PlayReport) -> (i16, DownEffect) {
    match r.outcome.end {
        End::Scrimmage { gain, effect } => (gain, effect),
        e => panic!("not a scrimmage end: {e:?}"),
    }
}

fn fumble_range(trace: &[Step]) -> Option<i16> {
    trace.iter().find_map(|s| match s {
        Step::Value { what: What::Fumble, value } => Some(*value),
        _ => None,
    })
}

// ---------------------------------------------------------------------------------------------
// §1 Home-team adjustments, §17.1 Team Penalty Range
// ---------------------------------------------------------------------------------------------

/// [ttf7 1] [ttf7 17.1] The home team's Penalty Range is 5 smaller: Riverton's 25 is 20 at home
/// (PN 20 is a foul, 21 is not) and 25 on the road; Harbor City's 30 is 25 when it is the home
/// team. The option `home_adjustments` off removes the adjustment.
#[test]
fn home_team_penalty_range_ttf7_1() {
    let f = Fixture::sample();
    assert_eq!((f.off.penalty_range, f.def.penalty_range), (25, 30));
    let offside = |f: &Fixture, team: &str, range_pn: u8| {
        let table = if team == "O" { 12 } else { 11 };
        play(f, il(), cards(run_cards(true), pen(team, range_pn, table, &[])), Some(true)).0.foul.is_some()
    };
    // Riverton is the home team.
    assert!(offside(&f, "O", 20));
    assert!(!offside(&f, "O", 21));
    assert!(offside(&f, "D", 30), "the visitors keep their full range");
    assert!(!offside(&f, "D", 31));
    // Harbor City is the home team.
    let mut g = Fixture::sample();
    g.home = AWAY;
    g.sit.offense_home = false;
    assert!(offside(&g, "O", 25));
    assert!(!offside(&g, "O", 26));
    assert!(offside(&g, "D", 25));
    assert!(!offside(&g, "D", 26));
    // Without the home-team adjustments.
    let mut h = Fixture::sample();
    h.opts.home_adjustments = false;
    assert!(offside(&h, "O", 25));
    assert!(!offside(&h, "O", 26));
}

/// [ttf7 1] [ttf7 18.3] "Fumble(s)": +5 to the home team's Defense Fumble Adjustment, i.e. only
/// when the home team is tackling; a surehanded ball carrier takes −10 (Fumble(s) only).
#[test]
fn home_team_fumble_s_adjustment_ttf7_1() {
    // Harbor City (away) runs against Riverton (home): 12 + 1 (+5 on Fumble(s)).
    let mut f = Fixture::new(huddle_cards::sample::harbor_city(), huddle_cards::sample::riverton());
    f.offense = AWAY;
    f.home = HOME;
    f.sit.offense_home = false;
    assert!(!f.off.player(f.off_pid(OffBox::BK2)).surehanded);
    let range = |f: &Fixture, zr: &str| fumble_range(&play(f, il(), cards(run_cards(true), vec![z(zr), pn(48)]), None).2);
    assert_eq!(range(&f, "Fum"), Some(12 + 1));
    assert_eq!(range(&f, "Fum(s)"), Some(12 + 1 + 5));
    // Riverton (home) runs against Harbor City (away): no +5; Thorne is surehanded: −10.
    let g = Fixture::sample();
    assert!(g.off.player(g.off_pid(OffBox::BK2)).surehanded);
    assert_eq!(range(&g, "Fum"), Some(9 + 2));
    assert_eq!(range(&g, "Fum(s)"), Some(9 + 2 - 10));
    // The home +5 is part of the home-team adjustments.
    f.opts.home_adjustments = false;
    assert_eq!(range(&f, "Fum(s)"), Some(12 + 1));
}

// ---------------------------------------------------------------------------------------------
// §17.3 Option / No Option
// ---------------------------------------------------------------------------------------------

/// [ttf7 17.3] A foul may be declined by the offended team (the play's result and its down
/// stand), except those marked "No Option": False Start/Movement and Illegal Substitution are
/// enforced even when the offended team would decline. The offended team is asked only about
/// optional fouls.
#[test]
fn option_and_no_option_ttf7_17_3() {
    let f = Fixture::sample();
    // Offensive offside (O1 12-17, option): declined → the 9-yard run and its down stand.
    let (r, asked, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 12, &[])), Some(false));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::Offside));
    assert!(!r.foul.unwrap().accepted);
    assert_eq!(end(&r), (9, DownEffect::Normal));
    assert_eq!(asked, 1);
    // Accepted: 5 yards from the line of scrimmage, down replayed.
    let (r, _, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 12, &[])), Some(true));
    assert_eq!(end(&r), (-5, DownEffect::Replay));
    // False Start (O1 6-11, No Option): enforced although the defense declines everything.
    let (r, asked, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 6, &[])), Some(false));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::Movement));
    assert!(r.foul.unwrap().accepted);
    assert_eq!(end(&r), (-5, DownEffect::Replay));
    assert_eq!(asked, 0, "nobody is asked about a No Option foul");
    // Illegal Substitution (O1 4, No Option).
    let (r, asked, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 4, &[])), Some(false));
    assert_eq!((foul_kind(&r), end(&r), asked), (Some(PenaltyKind::Substitution), (-5, DownEffect::Replay), 0));
    // Defensive Movement (D1 3-10) and Illegal Substitution (D1 1): enforced though the offense
    // declines; the 3-yard loss is wiped out.
    let (r, _, _) = play(&f, il(), cards(run_cards(false), pen("D", 1, 3, &[])), Some(false));
    assert_eq!((foul_kind(&r), end(&r)), (Some(PenaltyKind::Movement), (5, DownEffect::Replay)));
    let (r, _, _) = play(&f, il(), cards(run_cards(false), pen("D", 1, 1, &[])), Some(false));
    assert_eq!((foul_kind(&r), end(&r)), (Some(PenaltyKind::Substitution), (5, DownEffect::Replay)));
    // Illegal Participation (O1 5) has an option.
    let (r, asked, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 5, &[])), Some(false));
    assert_eq!((foul_kind(&r), end(&r), asked), (Some(PenaltyKind::Participation), (9, DownEffect::Normal), 1));
}

/// [ttf7 17.3] [ttf7 17.5] Delay of Game is printed "(No Option)", but the non-penalized team may
/// always decline it (ambiguity 11): declined, the play stands.
#[test]
fn delay_of_game_may_be_declined_ttf7_17_3() {
    let f = Fixture::sample();
    let (r, asked, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 2, &[])), Some(false));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::Delay));
    assert_eq!((r.foul.unwrap().accepted, asked), (false, 1));
    assert_eq!(end(&r), (9, DownEffect::Normal));
    assert!(!r.no_play);
    let (r, _, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 2, &[])), Some(true));
    assert_eq!(end(&r), (-5, DownEffect::Replay));
    assert!(r.no_play, "an accepted Delay wipes out the play");
    assert_eq!(r.outcome.record.kind, PlayKind::NoPlay);
}

// ---------------------------------------------------------------------------------------------
// §17.4 Half the distance
// ---------------------------------------------------------------------------------------------

/// [ttf7 17.4] No penalty walks more than half the distance to the goal line: offensive holding
/// on a run from the 8 costs 4 yards (to the 4); the defense's live-ball personal foul from the
/// opponent's 10 gives 5 (to the 5); an offensive live-ball personal foul on a pass from the 20
/// costs 10.
#[test]
fn half_the_distance_ttf7_17_4() {
    // Holding (O1 30-37) on a run: 10 from the line of scrimmage, the 8 → the 4.
    let f = Fixture::sample().at(8, Down::Second, 10);
    let (r, _, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 30, &[])), Some(true));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::OffensiveHolding));
    assert_eq!(end(&r), (-4, DownEffect::Replay));
    assert_eq!(r.foul.unwrap().yards, 4);
    // Holding from the 30: the full 10.
    let f = Fixture::sample().at(30, Down::Second, 10);
    let (r, _, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 30, &[])), Some(true));
    assert_eq!(end(&r), (-10, DownEffect::Replay));
    // Defensive live-ball personal foul (D1 43-45) after a loss at the opponent's 10: marked from
    // the line of scrimmage (the play ended behind it), half of 10 = 5, first down.
    let f = Fixture::sample().at(90, Down::Second, 10);
    let (r, _, _) = play(&f, il(), cards(run_cards(false), pen("D", 1, 43, &[])), Some(true));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::DefensivePersonalFoul));
    assert_eq!((end(&r), r.foul.unwrap().yards), ((5, DownEffect::FirstDown), 5));
    // Offensive live-ball personal foul (O2 44-45) on a completed Short pass: from the line of
    // scrimmage (a pass play), the 20 → the 10.
    let f = Fixture::sample().at(20, Down::First, 10);
    let sh = OffenseCall::new(OffPlay::Short, OffBox::RE);
    let (r, _, _) = play(&f, sh, cards(vec![zcard(), pass("Orig"), pn(1), rn(3)], pen("O", 1, 44, &[rn(2)])), Some(true));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::OffensivePersonalFoul));
    assert_eq!(end(&r), (-10, DownEffect::Normal));
}

/// [ttf7 17.4] Defense Pass Interference is a spot foul, never halved: a first down at the spot
/// however far it is (24 yards from the 70, more than half of the 30 to go); in the end zone the
/// ball goes to the 1.
#[test]
fn pass_interference_is_a_spot_foul_ttf7_17_4() {
    let sh = OffenseCall::new(OffPlay::Short, OffBox::RE);
    // Incomplete Short pass (PN 30), DPI (D2 26-33), spot RN 12: 2 × 12 = 24 yards.
    let f = Fixture::sample().at(70, Down::Third, 10);
    let (r, _, _) = play(&f, sh, cards(vec![zcard(), pass("Orig"), pn(30)], pen("D", 1, 30, &[rn(12)])), Some(true));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::DefensivePassInterference));
    assert_eq!(end(&r), (24, DownEffect::FirstDown));
    // From the 85: the spot is in the end zone (the 109): first and goal at the 1.
    let f = Fixture::sample().at(85, Down::Third, 10);
    let (r, _, _) = play(&f, sh, cards(vec![zcard(), pass("Orig"), pn(30)], pen("D", 1, 30, &[rn(12)])), Some(true));
    assert_eq!(end(&r), (14, DownEffect::FirstDown));
}

// ---------------------------------------------------------------------------------------------
// §17.5 Delay, Movement, Substitution, Participation
// ---------------------------------------------------------------------------------------------

/// [ttf7 17.5] [ttf7 20.2] Pre-snap fouls take no time after a play that stopped the clock;
/// otherwise Delay 30 s, Movement, Substitution and Participation 10 s (Movement and Substitution
/// 5 s in No-Huddle/Hurry-Up). A live-ball foul uses the "play with penalty" 10 s.
#[test]
fn pre_snap_foul_timing_ttf7_17_5() {
    let secs = |prev_stopped: bool, tempo: Tempo, team: &str, table: u8| {
        let mut f = Fixture::sample();
        f.sit.prev_stopped = prev_stopped;
        f.sit.tempo = tempo;
        let (r, _, _) = play(&f, il(), cards(run_cards(false), pen(team, 1, table, &[])), Some(true));
        assert!(r.foul.is_some_and(|x| x.accepted), "table PN {table}");
        (foul_kind(&r).unwrap(), r.outcome.clock.seconds, r.stopped_clock)
    };
    for (team, table, kind, running) in [
        ("O", 2, PenaltyKind::Delay, 30),
        ("O", 4, PenaltyKind::Substitution, 10),
        ("O", 5, PenaltyKind::Participation, 10),
        ("O", 6, PenaltyKind::Movement, 10),
        ("D", 1, PenaltyKind::Substitution, 10),
        ("D", 2, PenaltyKind::Participation, 10),
        ("D", 3, PenaltyKind::Movement, 10),
    ] {
        assert_eq!(secs(true, Tempo::Normal, team, table), (kind, 0, true), "{kind:?} after a clock-stopping play");
        assert_eq!(secs(false, Tempo::Normal, team, table).1, running, "{kind:?} after a running play");
    }
    assert_eq!(secs(false, Tempo::NoHuddle, "O", 6).1, 5);
    assert_eq!(secs(false, Tempo::HurryUp, "O", 4).1, 5);
    assert_eq!(secs(true, Tempo::HurryUp, "O", 4).1, 0);
    // Offside is a "play with penalty": 10 s whatever came before.
    assert_eq!(secs(true, Tempo::Normal, "O", 12), (PenaltyKind::Offside, 10, true));
    assert_eq!(secs(false, Tempo::Normal, "O", 12).1, 10);
}

/// [ttf7 17.5] Delay of Game penalties are ignored while the No-Huddle or Hurry-Up Offense is
/// in effect (ambiguity 12: the table's "Two-Minute Offense" is the Hurry-Up).
#[test]
fn delay_ignored_in_no_huddle_and_hurry_up_ttf7_17_5() {
    for tempo in [Tempo::NoHuddle, Tempo::HurryUp] {
        let mut f = Fixture::sample();
        f.sit.tempo = tempo;
        let (r, _, trace) = play(&f, il(), cards(run_cards(true), pen("O", 1, 2, &[])), Some(true));
        assert!(r.foul.is_none(), "{tempo:?}");
        assert!(trace.iter().any(|s| matches!(s, Step::Note { note: Note::ZIgnored })));
        assert_eq!(end(&r), (4, DownEffect::Normal), "{tempo:?}: the run, halved");
    }
    // The same card in a normal huddle is a foul.
    let (r, _, _) = play(&Fixture::sample(), il(), cards(run_cards(true), pen("O", 1, 2, &[])), Some(true));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::Delay));
}

// ---------------------------------------------------------------------------------------------
// §17.6 Penalties after touchdowns
// ---------------------------------------------------------------------------------------------

fn td_fixture() -> Fixture {
    Fixture::sample().at(95, Down::First, 5)
}

fn is_td(r: &PlayReport) -> bool {
    r.outcome.record.flags.has(PlayFlags::TOUCHDOWN) && end(r).0 >= 5
}

/// [ttf7 17.6] After a touchdown the defense's 15-yard personal fouls (live-ball, dead-ball,
/// face mask, roughing) are assessed on the following kickoff: the score stands and the scoring
/// team kicks off from its 45.
#[test]
fn defensive_personal_fouls_after_a_touchdown_go_to_the_kickoff_ttf7_17_6() {
    let f = td_fixture();
    for (table, kind) in [(43, PenaltyKind::DefensivePersonalFoul), (46, PenaltyKind::DefensiveDeadBallFoul), (37, PenaltyKind::DefensiveFaceMask)] {
        let (r, asked, _) = play(&f, il(), cards(run_cards(true), pen("D", 1, table, &[])), Some(false));
        assert_eq!(foul_kind(&r), Some(kind));
        assert!(is_td(&r), "{kind:?}: the touchdown stands");
        assert_eq!(r.outcome.next_kickoff_from, Some(45), "{kind:?}");
        assert!(r.foul.unwrap().accepted);
        assert_eq!(asked, 0);
    }
    // Roughing the Passer (D2 40-42) on a touchdown pass.
    let sh = OffenseCall::new(OffPlay::Short, OffBox::RE);
    let (r, _, _) = play(&f, sh, cards(vec![zcard(), pass("Orig"), pn(1), rn(3)], pen("D", 1, 41, &[])), None);
    assert_eq!(foul_kind(&r), Some(PenaltyKind::RoughingPasser));
    assert!(r.outcome.record.flags.has(PlayFlags::TOUCHDOWN));
    assert_eq!(r.outcome.next_kickoff_from, Some(45));
}

/// [ttf7 17.6] Every other foul must be declined to accept the score: a 15-yard Illegal
/// Participation is not a personal foul (not carried to the kickoff), nor is a 5-yard Incidental
/// Face Mask. The offense keeps the touchdown by declining; accepting wipes it out.
#[test]
fn other_fouls_must_be_declined_to_keep_the_touchdown_ttf7_17_6() {
    let f = td_fixture();
    for (table, kind) in [(2, PenaltyKind::Participation), (33, PenaltyKind::IncidentalFaceMask), (11, PenaltyKind::Offside)] {
        let (r, asked, _) = play(&f, il(), cards(run_cards(true), pen("D", 1, table, &[])), None);
        assert_eq!(foul_kind(&r), Some(kind));
        assert_eq!(asked, 1, "{kind:?}: the offense chooses");
        assert!(!r.foul.unwrap().accepted, "{kind:?}: declined to keep the score");
        assert!(is_td(&r));
        assert_eq!(r.outcome.next_kickoff_from, None, "{kind:?} is not assessed on the kickoff");
        let (r, _, _) = play(&f, il(), cards(run_cards(true), pen("D", 1, table, &[])), Some(true));
        assert!(!r.outcome.record.flags.has(PlayFlags::TOUCHDOWN), "{kind:?}: accepted, no score");
    }
}

/// [ttf7 17.6] The scoring team's fouls: a dead-ball personal foul is assessed on the kickoff
/// (the score stands, it kicks from its 15); a live-ball personal foul cancels the score, is
/// marked from the spot of the foul (even RN: the line of scrimmage; odd: halfway to the goal
/// line) and the down is replayed; other fouls are the defense's choice (holding wipes it out).
#[test]
fn offensive_fouls_on_a_touchdown_ttf7_17_6() {
    let f = td_fixture();
    let (r, _, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 47, &[])), Some(true));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::OffensiveDeadBallFoul));
    assert!(is_td(&r));
    assert_eq!(r.outcome.next_kickoff_from, Some(15));
    // Live-ball personal foul (O1 45-46), spot RN even: from the 95, half the distance → the 48.
    let (r, _, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 45, &[rn(2)])), Some(false));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::OffensivePersonalFoul));
    assert!(!r.outcome.record.flags.has(PlayFlags::TOUCHDOWN));
    assert_eq!(end(&r), (-15, DownEffect::Replay), "the score is cancelled even if the defense would decline");
    // Spot RN odd: halfway between the 95 and the goal line (the 97), 15 back → the 82.
    let (r, _, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 45, &[rn(3)])), Some(true));
    assert_eq!(end(&r), (82 - 95, DownEffect::Replay));
    // Holding (O1 30-37): the defense accepts, no score, 10 from the line (half the distance
    // does not apply at the 95).
    let (r, _, _) = play(&f, il(), cards(run_cards(true), pen("O", 1, 30, &[])), None);
    assert_eq!(end(&r), (-10, DownEffect::Replay));
    assert!(r.foul.unwrap().accepted);
}

// ---------------------------------------------------------------------------------------------
// §17.7 The last play of a half
// ---------------------------------------------------------------------------------------------

/// [ttf7 17.2] The offense's live-ball personal foul on a run, odd spot RN: "halfway point of
/// play (round down)". On a run that lost 3 yards the halfway point is 1½ yards behind the line,
/// rounded down to 2 (as every other halfway spot), and the 15 yards are marked from there.
#[test]
fn an_offensive_personal_foul_halfway_on_a_loss_rounds_down_ttf7_17_2() {
    let f = Fixture::sample().at(50, Down::Second, 10);
    let (r, _, _) = play(&f, il(), vec![run("B+D"), rn(12)], None);
    let loss = end(&r).0;
    assert_eq!(loss, -3, "the run loses 3");
    let (r, _, _) = play(&f, il(), cards(run_cards(false), pen("O", 1, 45, &[rn(3)])), Some(true));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::OffensivePersonalFoul));
    assert_eq!(end(&r).0, -2 - 15);
}

/// [ttf7 17.7] On the last play of a half an accepted live-ball foul by the defense extends the
/// period (one untimed down); a dead-ball foul, an offensive foul and a declined foul never do.
#[test]
fn last_play_extension_ttf7_17_7() {
    let mut f = Fixture::sample().at(50, Down::Second, 10);
    f.sit.last_play_of_half = true;
    let ext = |team: &str, table: u8, accept: bool, extra: &[Fac]| {
        let (r, _, _) = play(&f, il(), cards(run_cards(false), pen(team, 1, table, extra)), Some(accept));
        assert!(r.foul.is_some(), "table {table}");
        r.outcome.extend_period
    };
    assert!(ext("D", 11, true, &[]), "defensive offside");
    assert!(ext("D", 19, true, &[rn(2)]), "defensive holding");
    assert!(ext("D", 1, true, &[]), "illegal substitution (a pre-snap foul)");
    assert!(!ext("D", 11, false, &[]), "declined");
    assert!(!ext("D", 46, true, &[]), "dead-ball personal foul");
    assert!(!ext("O", 12, true, &[]), "offensive offside");
    assert!(!ext("O", 30, true, &[]), "offensive holding");
    // Not the last play: no extension.
    let g = Fixture::sample().at(50, Down::Second, 10);
    let (r, _, _) = play(&g, il(), cards(run_cards(false), pen("D", 1, 11, &[])), Some(true));
    assert!(!r.outcome.extend_period);
}

/// [ttf7 17.7] An accepted defensive live-ball foul on an intercepted pass is marked from the
/// line of scrimmage and the offense keeps the ball, so on the last play the down is replayed;
/// a dead-ball foul after the interception leaves the ball with the interceptors and never
/// extends the half.
#[test]
fn last_play_turnover_fouls_ttf7_17_7() {
    let mut f = Fixture::sample().at(50, Down::Second, 10);
    f.sit.last_play_of_half = true;
    let sh = OffenseCall::new(OffPlay::Short, OffBox::RE);
    // PN 48: intercepted (RN 5 → N Ortega); Point of Interception and return from neutral cards.
    let int = || vec![zcard(), pass("Orig"), pn(48), rn(5), rn(6), rn(6)];
    let (r, _, _) = play(&f, sh, cards(int(), vec![z("x2")]), None);
    assert!(r.outcome.record.flags.has(PlayFlags::INTERCEPTED), "{:?}", r.outcome);
    // Live-ball personal foul by the defense: the interception is wiped out.
    let (r, _, _) = play(&f, sh, cards(int(), pen("D", 1, 43, &[])), Some(true));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::DefensivePersonalFoul));
    assert_eq!(end(&r), (15, DownEffect::FirstDown));
    assert!(r.outcome.extend_period);
    // Dead-ball personal foul by the defense after the interception: they keep the ball.
    let (r, _, _) = play(&f, sh, cards(int(), pen("D", 1, 46, &[])), Some(true));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::DefensiveDeadBallFoul));
    assert!(matches!(r.outcome.end, End::Possession { holder: AWAY, .. }));
    assert!(!r.outcome.extend_period);
}

/// [ttf7 17.6] A dead-ball personal foul after the defense's touchdown on an interception (L1015,
/// L1342): the score stands and the foul is assessed on the kickoff the scorers make next (from
/// their 15 for their own foul, their 45 for the passers'). After an interception that stays a
/// touchback the interceptors keep the ball 15 yards from the 20 (their 10 after their own foul,
/// half the distance; their 35 after the passers').
#[test]
fn dead_ball_fouls_after_a_defensive_touchdown_or_touchback_ttf7_17_6() {
    let f = Fixture::sample().at(15, Down::Second, 10);
    let sh = OffenseCall::new(OffPlay::Short, OffBox::RE);
    // PN 48: intercepted by N (Ortega); Point of Interception RN 6, return RN 1: a touchdown.
    let int = || vec![zcard(), pass("Orig"), pn(48), rn(5), rn(6), rn(1)];
    let (r, _, _) = play(&f, sh, cards(int(), vec![z("x2")]), None);
    assert!(matches!(r.outcome.end, End::Possession { holder: AWAY, at, .. } if at >= 100), "{:?}", r.outcome);
    for (team, table, ko) in [("D", 46, 15), ("O", 47, 45)] {
        let (r, _, _) = play(&f, sh, cards(int(), pen(team, 1, table, &[])), Some(true));
        assert!(matches!(foul_kind(&r), Some(PenaltyKind::DefensiveDeadBallFoul | PenaltyKind::OffensiveDeadBallFoul)), "{team}: {:?}", foul_kind(&r));
        assert!(matches!(r.outcome.end, End::Possession { holder: AWAY, at, .. } if at >= 100), "{team}: the touchdown stands: {:?}", r.outcome);
        assert_eq!(r.outcome.next_kickoff_from, Some(ko), "{team}");
        assert!(r.foul.unwrap().accepted && !r.outcome.extend_period);
    }
    // From the 95 the same pass is intercepted in the end zone and downed there: a touchback.
    let f = Fixture::sample().at(95, Down::Second, 5);
    let int = || vec![zcard(), pass("Orig"), pn(48), rn(5), rn(6)];
    let (r, _, _) = play(&f, sh, cards(int(), vec![z("x2")]), None);
    assert!(matches!(r.outcome.end, End::Possession { holder: AWAY, at, .. } if at <= 0), "{:?}", r.outcome);
    for (team, table, at) in [("D", 46, 10), ("O", 47, 35)] {
        let (r, _, _) = play(&f, sh, cards(int(), pen(team, 1, table, &[])), Some(true));
        assert!(r.foul.is_some_and(|x| x.accepted), "{team}: {:?} {:?}", r.foul, r.outcome);
        assert_eq!(r.outcome.end, End::Possession { holder: AWAY, at, first_down: false }, "{team}");
    }
}

/// [ttf7 17.7] When the defense's foul was accepted, the play report keeps the result it would
/// have had declined (the game uses it when the offense declines to let the clock run out).
#[test]
fn declined_alternative_of_a_defensive_foul_ttf7_17_7() {
    let f = Fixture::sample().at(50, Down::Second, 10);
    let (r, _, _) = play(&f, il(), cards(run_cards(false), pen("D", 1, 11, &[])), Some(true));
    assert_eq!(end(&r), (5, DownEffect::Replay));
    let d = r.declined.expect("a declined alternative");
    assert_eq!(d.end, End::Scrimmage { gain: -3, effect: DownEffect::Normal });
    assert_eq!(d.clock.seconds, 40, "a running play");
    assert!(d.record.penalty.is_some_and(|p| !p.accepted));
    // An offensive foul or a declined one has none.
    let (r, _, _) = play(&f, il(), cards(run_cards(false), pen("O", 1, 12, &[])), Some(true));
    assert!(r.declined.is_none());
    let (r, _, _) = play(&f, il(), cards(run_cards(false), pen("D", 1, 11, &[])), Some(false));
    assert!(r.declined.is_none());
}

// ---------------------------------------------------------------------------------------------
// §18.3 The Fumble Table, situation by situation
// ---------------------------------------------------------------------------------------------

/// [ttf7 18.3] Running play or completed pass: the Team Fumble Range plus the tackling team's
/// Defense Fumble Adjustment, plus the Forced Fumble Adjustment of the defender in the named box
/// (runs) or covering the receiver (completions), plus +5 on a Pitchout and +10 on an Option.
#[test]
fn fumble_table_runs_and_completions_ttf7_18_3() {
    let f = Fixture::sample();
    let base = 9 + 2;
    let range = |f: &Fixture, oc: OffenseCall, play_cards: Vec<Fac>, zr: &str| {
        fumble_range(&play(f, oc, cards(play_cards, vec![z(zr), pn(48)]), None).2)
    };
    // Run to a blocker: no Forced Fumble adjustment.
    assert_eq!(range(&f, il(), run_cards(true), "Fum"), Some(base));
    // Run into box A (Reyes, FF +3).
    let ff_a = f.def.player(f.def_pid(DefBox::A).unwrap()).defense.unwrap().ff as i16;
    assert_eq!(ff_a, 3);
    assert_eq!(range(&f, il(), vec![zcard(), run("A"), rn(7)], "Fum"), Some(base + 3));
    // Into an empty box (C): none.
    assert!(f.def_pid(DefBox::C).is_none());
    assert_eq!(range(&f, il(), vec![zcard(), run("C"), rn(7)], "Fum"), Some(base));
    // Completed Short pass to the right end, covered by N Ortega (FF +1).
    let ff_n = f.def.player(f.def_pid(DefBox::N).unwrap()).defense.unwrap().ff as i16;
    let sh = OffenseCall::new(OffPlay::Short, OffBox::RE);
    assert_eq!(range(&f, sh, vec![zcard(), pass("Orig"), pn(1), rn(3)], "Fum"), Some(base + ff_n));
    // Pitchout +5 (a single back: BK1 empty, riv-wr3 at FL2).
    let mut p = Fixture::sample();
    p.od.set(OffBox::BK1, None);
    p.od.set(OffBox::FL2, Some(pid(&p.off, "riv-wr3")));
    let po = OffenseCall::new(OffPlay::Pitchout(Dir::Left), OffBox::BK2);
    assert_eq!(range(&p, po, vec![zcard(), run("LG"), rn(3)], "Fum"), Some(base + 5));
    // Option +10 (the quarterback keeps).
    let mut o = OffenseCall::new(OffPlay::QbOption(Dir::Left), OffBox::QB);
    o.trailer = Some(OffBox::BK1);
    assert_eq!(range(&f, o, vec![zcard(), run("LG"), rn(3)], "Fum"), Some(base + 10));
}

/// [ttf7 18.3] Endurance: +5 when the player's Endurance Value is exceeded ("FIVE (+10)" read as
/// +5, ambiguity 9) on passes; on runs only with `endurance_fumble_on_runs` (ambiguity 18).
#[test]
fn fumble_table_endurance_ttf7_18_3() {
    let base = 9 + 2;
    let mut f = Fixture::sample();
    f.sit.endurance_exceeded = Some(1);
    let sh = OffenseCall::new(OffPlay::Short, OffBox::RE);
    let ff_n = f.def.player(f.def_pid(DefBox::N).unwrap()).defense.unwrap().ff as i16;
    // Exceeded EV costs 5 Com on the Short pass: PN 1 still completes.
    let r = play(&f, sh, cards(vec![zcard(), pass("Orig"), pn(1), rn(3)], vec![z("Fum"), pn(48)]), None);
    assert_eq!(fumble_range(&r.2), Some(base + ff_n + 5));
    let r = play(&f, il(), cards(run_cards(true), vec![z("Fum"), pn(48)]), None);
    assert_eq!(fumble_range(&r.2), Some(base), "not on runs by default");
    f.opts.endurance_fumble_on_runs = true;
    let r = play(&f, il(), cards(run_cards(true), vec![z("Fum"), pn(48)]), None);
    assert_eq!(fumble_range(&r.2), Some(base + 5));
}

/// [ttf7 18.3] [ttf7 18.2] The adjusted range decides: a PN equal to it fumbles, one above it
/// does not; the Fumble(s) extras (home +5, surehanded −10) apply only to "Fumble(s)".
#[test]
fn fumble_table_range_boundary_ttf7_18_3() {
    let f = Fixture::sample();
    let fumbled = |zr: &str, p: u8| {
        let (r, _, _) = play(&f, il(), cards(run_cards(true), vec![z(zr), pn(p), pn(1), rn(12)]), None);
        r.outcome.record.flags.has(PlayFlags::FUMBLE)
    };
    assert!(fumbled("Fum", 11));
    assert!(!fumbled("Fum", 12));
    assert!(fumbled("Fum(s)", 1), "11 − 10 (surehanded) = 1");
    assert!(!fumbled("Fum(s)", 2));
}

// ---------------------------------------------------------------------------------------------
// §17.2 enforcement details (an audit's cases)
// ---------------------------------------------------------------------------------------------

/// [ttf7 17.2] [ttf7 17.4] Intentional Grounding (O2 18-20): a new RN is how far behind the line
/// the foul was. In the end zone: a safety. More than 10 yards back: loss of down at that spot.
/// Otherwise: loss of down and 10 yards from the line, half the distance when closer — from the
/// 8 with the foul at the 5 that is the 4, not a safety.
#[test]
fn intentional_grounding_is_marked_from_the_line_unless_the_spot_is_farther_ttf7_17_2() {
    let sh = OffenseCall::new(OffPlay::Short, OffBox::RE);
    let grounded = |at: i16, spot_rn: u8| {
        let f = Fixture::sample().at(at, Down::Second, 10);
        let (r, _, _) = play(&f, sh, cards(vec![zcard(), pass("Orig"), pn(30)], pen("O", 1, 19, &[rn(spot_rn)])), Some(true));
        assert_eq!(foul_kind(&r), Some(PenaltyKind::IntentionalGrounding), "from {at}, RN {spot_rn}");
        end(&r)
    };
    assert_eq!(grounded(30, 5), (-10, DownEffect::LossOfDown), "10 yards from the line");
    assert_eq!(grounded(30, 12), (-12, DownEffect::LossOfDown), "the spot, 12 yards back");
    assert_eq!(grounded(30, 11), (-11, DownEffect::LossOfDown));
    assert_eq!(grounded(8, 3), (-4, DownEffect::LossOfDown), "the foul at the 5: half the distance from the 8");
    assert_eq!(grounded(15, 5), (-7, DownEffect::LossOfDown), "from the 15: half the distance, the 8");
    assert_eq!(grounded(5, 7).0, -5, "the foul in the end zone: a safety");
}

/// [ttf7 17.2] Offense Holding with the line inside the offense's 6: a new RN × ½ places the foul
/// behind the line; in the end zone it is a safety, in the field the 10 yards are marked from
/// the line of scrimmage (half the distance), the down replayed.
#[test]
fn holding_inside_the_six_is_a_safety_only_when_the_foul_is_in_the_end_zone_ttf7_17_2() {
    let sh = OffenseCall::new(OffPlay::Short, OffBox::RE);
    let held = |spot_rn: u8| {
        let f = Fixture::sample().at(5, Down::Second, 10);
        let (r, _, _) = play(&f, sh, cards(vec![zcard(), pass("Orig"), pn(30)], pen("O", 1, 30, &[rn(spot_rn)])), Some(true));
        assert_eq!(foul_kind(&r), Some(PenaltyKind::OffensiveHolding));
        end(&r)
    };
    // RN 4: the foul at the 3 (in the field): from the 5, half the distance, the 3 (2 yards).
    assert_eq!(held(4), (-2, DownEffect::Replay));
    // RN 9: 4 yards back, the 1: still the line's half distance.
    assert_eq!(held(9), (-2, DownEffect::Replay));
    // RN 10: 5 yards back, on the goal line: a safety.
    assert_eq!(held(10).0, -5);
}

/// [ttf7 17.2] The offense's live-ball personal foul is marked from the line of scrimmage on
/// every pass play, a sack included (sacked from the 30 to the 22: from the 30, 15 yards, not
/// from the halfway point the spot RN would give a run).
#[test]
fn an_offensive_personal_foul_on_a_sack_is_marked_from_the_line_ttf7_17_2() {
    let sh = OffenseCall::new(OffPlay::Short, OffBox::RE);
    let f = Fixture::sample().at(30, Down::Second, 10);
    // Pass Rush directive, PN 1 (a sack: the Sack range is never less than 1-1), 24 ÷ 3 = 8
    // yards; O2 44 (live-ball personal foul), spot RN 3.
    let (r, _, _) = play(&f, sh, cards(vec![zcard(), pass("PR"), pn(1), pn(24)], pen("O", 1, 44, &[rn(3)])), Some(true));
    assert!(r.raw.sack, "a sack");
    assert_eq!(foul_kind(&r), Some(PenaltyKind::OffensivePersonalFoul));
    assert_eq!(end(&r), (-15, DownEffect::Normal));
}

/// [ttf7 17.2] Illegal Forward Pass is a "Quick, Short, or Long Pass only" foul: a sacked
/// quarterback threw no pass, so O2 21-22 on a sack is ignored (as pass interference is); on a
/// thrown Short pass it is 5 yards from scrimmage, down and play count.
#[test]
fn no_illegal_forward_pass_on_a_sack_ttf7_17_2() {
    let sh = OffenseCall::new(OffPlay::Short, OffBox::RE);
    let f = Fixture::sample().at(30, Down::Second, 10);
    let (r, _, _) = play(&f, sh, cards(vec![zcard(), pass("PR"), pn(1), pn(24)], pen("O", 1, 21, &[])), Some(true));
    assert!(r.raw.sack, "a sack");
    assert_eq!(foul_kind(&r), None);
    assert_eq!(end(&r).0, -8);
    // A completed Short pass (PN 1, RN 2): the foul stands.
    let (r, _, _) = play(&f, sh, cards(vec![zcard(), pass("Orig"), pn(1), rn(2)], pen("O", 1, 21, &[])), Some(true));
    assert_eq!(foul_kind(&r), Some(PenaltyKind::IllegalForwardPass));
    assert_eq!(end(&r).0, -5);
}

/// [ttf7 18.3] [ttf7 18.4] A fumble on an interception return: its range is the interceptors'
/// Team Fumble Range with the tackling team's Defense Fumble Adjustment only (the Fumble(s) home
/// +5 and Surehanded −10 belong to running plays and completed passes), and the interceptors may
/// advance their own recovered fumble even after the two-minute warning (the table's Return /
/// Return; only the ball carrier's team on a running play or completed pass is barred).
#[test]
fn a_fumble_on_an_interception_return_ttf7_18_3() {
    let sh = OffenseCall::new(OffPlay::Short, OffBox::RE);
    // PN 48: intercepted by N (Ortega); Point of Interception RN 6, return RN 1 (the longest).
    let int = || vec![zcard(), pass("Orig"), pn(48), rn(5), rn(6), rn(1)];
    let mut f = Fixture::sample().at(50, Down::Second, 10);
    f.sit.final_two_minutes_half = true;
    // Fum(s), fumble PN 1 (inside any range), recovery PN 1 (the carrier's team keeps it), a
    // Fumble Return RN 2 (15 yards).
    let (r, _, trace) = play(&f, sh, cards(int(), vec![z("Fum(s)"), pn(1), pn(1), rn(2)]), None);
    assert!(r.outcome.record.flags.has(PlayFlags::INTERCEPTED), "{:?}", r.outcome);
    // Harbor City (away) intercepted; Riverton (home) tackles: 12 + 1, no home +5.
    let (hbr, riv) = (&f.def, &f.off);
    assert_eq!(fumble_range(&trace), Some(hbr.fumble_range as i16 + riv.def_fumble_adj as i16));
    assert!(trace.iter().any(|s| matches!(s, Step::Rn { what: What::FumbleReturn, .. })), "the interceptors advance it: {trace:?}");
}
