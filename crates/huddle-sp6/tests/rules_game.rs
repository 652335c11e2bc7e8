//! Rule tests for the flow of a 6th-edition game: the deck, the sequence of a down, the displays,
//! endurance, the use of the FACs, the Timing Chart, the Injury and Penalty Tables as the game
//! applies them, the No-Huddle, Z results, the clock, optional rules O1/O4/O5 and solitaire.
//!
//! Every expected value is worked out by hand from the digest (`shared/rules/sp6.md`) and the
//! sample teams (`data/teams/sp6_ironton.json`, home; `sp6_lakeport.json`, away). The numbers
//! used most often:
//! - Ironton offense (Lineup Card): LT ot1, LG og1 (G, BV 4), C c1 (BV 3), RG og2, RT ot2,
//!   LE te1 (0), RE wr1 (endurance 1), QB qb1 (A), BK1 rb1 (0), BK2 fb1 (2), FL1 wr2 (1).
//!   rb1 N column: 10 9 8 6 5 5 4 3 2 1 0 -2. A run to BK1 on a blank directive ("CN") against a
//!   Pass Defense gains N[RN] + 3 (the center's BV): RN 5 or 6 = 8, RN 10 = 4, RN 11 = 3.
//!   qb1 Quick Com 33 (Inc to 47, Int 48), Short Com 27; Pass Rush line Sack 9, Runs to 13.
//! - Lakeport defense: row 1 A de1, C nt1, E de2 (Pass Rush 3+1+3 = 7); F lb1, G lb2, I lb3,
//!   J lb4; K cb1 (PD -4), M fs1 (-3), N ss1 (-1, Int 48), O cb2. Ironton's Pass Blocking total
//!   is 2+2+2+1+2 = 9. A Quick to RE against Pass Defense: Com 33 - 10 - 1 = 22; wr1 Q column:
//!   12 10 9 8 7 7 6 5 4 3 2 -.
//! - Fumbles Lost: Ironton 18, Lakeport 21; Defensive Fumble Adjustment: Ironton +2, Lakeport 0.

use huddle_cards::{DefBox, OffBox, Team};
use huddle_core::{CardSource, Clock, Down, Phase, PerSide, Side};
use huddle_sp6::call::{DefPlay, DefenseCall, OffPlay, OffStrategy, OffenseCall};
use huddle_sp6::coach::{Alternative, Announced, Coach, DefenseChoice, OffenseChoice, View};
use huddle_sp6::display::{lineup_defense, lineup_offense, validate_defense, validate_offense};
use huddle_sp6::fac::{Fac, SolDefense};
use huddle_sp6::game::{Out, Sp6Game, Until};
use huddle_sp6::kick::{KickoffKind, PuntDefense};
use huddle_sp6::options::Options;
use huddle_sp6::resolve::Step;
use huddle_sp6::testkit::{blank, game_at, pn, rn, z, CardExt, ScriptedCoach};
use huddle_sp6::zres::{self, Category};
use huddle_sp6::{DefenseDisplay, OffenseDisplay, Pid};
use std::collections::VecDeque;

/// Ironton, the home team.
const H: Side = Side::Home;
/// Lakeport, the visitors.
const A: Side = Side::Away;

// ------------------------------------------------------------------------------------ helpers

fn team(side: Side) -> Team {
    let t = huddle_sp6::cards::sample_teams();
    if side == H {
        t[0].clone()
    } else {
        t[1].clone()
    }
}

fn pid(side: Side, id: &str) -> Pid {
    team(side).idx(id).unwrap_or_else(|| panic!("no player {id}"))
}

/// The Lineup Card offense of a side.
fn od(side: Side) -> OffenseDisplay {
    lineup_offense(&team(side))
}

/// The Lineup Card offense with one box changed.
fn od_with(side: Side, b: OffBox, id: Option<&str>) -> OffenseDisplay {
    let mut d = od(side);
    d.set(b, id.map(|i| pid(side, i)));
    d
}

/// The Lineup Card defense of a side.
fn dd(side: Side) -> DefenseDisplay {
    lineup_defense(&team(side))
}

fn call(play: OffPlay, b: OffBox) -> OffenseCall {
    OffenseCall::new(play, b)
}

fn play_on(d: OffenseDisplay, c: OffenseCall) -> OffenseChoice {
    OffenseChoice::Play { display: d, call: c }
}

/// A play on the side's Lineup Card display.
fn go(side: Side, play: OffPlay, b: OffBox) -> OffenseChoice {
    play_on(od(side), call(play, b))
}

fn coach(offense: Vec<OffenseChoice>) -> ScriptedCoach {
    let mut c = ScriptedCoach::default();
    c.offense = VecDeque::from(offense);
    c
}

#[allow(clippy::too_many_arguments)]
fn game(off: Side, spot: i16, down: u8, to_go: i16, home: ScriptedCoach, away: ScriptedCoach, cards: Vec<Fac>, opts: Options) -> Sp6Game {
    let mut g = game_at(off, spot, down, to_go, PerSide::new(home, away), cards, opts);
    pin_quarterbacks(&mut g);
    g
}

/// The starting quarterbacks' cards these tests' arithmetic uses, set here so that a change of
/// the sample teams' values (their calibration) does not move the tests: Ironton's Quick Com
/// 1-33, Short 1-27, Long 1-16, Pass Rush Sack 1-9 / Runs to 13 / Com to 29; Lakeport's 1-36,
/// 1-31, 1-21, Sack 1-8 / Runs to 14 / Com to 31.
fn pin_quarterbacks(g: &mut Sp6Game) {
    use huddle_cards::{PassRanges, PassRushLine};
    let r = |com: u8, inc: u8| PassRanges { com, inc, int_q: inc };
    for (side, id, q, s, l, pr) in [
        (H, "irn-qb1", r(33, 47), r(27, 46), r(16, 45), PassRushLine { sack: 9, run: 13, com: 29 }),
        (A, "lkp-qb1", r(36, 47), r(31, 46), r(21, 45), PassRushLine { sack: 8, run: 14, com: 31 }),
    ] {
        let t = &mut g.teams[side].team;
        let i = t.idx(id).expect("the sample quarterback") as usize;
        let p = t.players[i].passing.as_mut().expect("a passing card");
        (p.quick, p.short, p.long, p.pass_rush) = (q, s, l, pr);
    }
}

/// An Ironton (home) offense at a down with its plays scripted; Lakeport plays Pass Defense.
fn ironton(spot: i16, down: u8, to_go: i16, plays: Vec<OffenseChoice>, cards: Vec<Fac>) -> Sp6Game {
    game(H, spot, down, to_go, coach(plays), ScriptedCoach::default(), cards, Options::default())
}

fn step(g: &mut Sp6Game) {
    g.step().expect("the play runs");
}

fn steps(g: &Sp6Game) -> Vec<Step> {
    g.steps(g.log.last().expect("a play was logged")).to_vec()
}

fn secs(g: &Sp6Game) -> u16 {
    g.log.last().expect("a play was logged").seconds
}

fn text(g: &Sp6Game) -> String {
    g.text(g.log.last().expect("a play was logged")).to_string()
}

fn out(g: &Sp6Game, side: Side, id: &str) -> bool {
    !g.available(side, pid(side, id))
}

fn hurt_for_game(g: &mut Sp6Game, side: Side, id: &str) {
    let p = pid(side, id);
    g.teams[side].out.push(Out { pid: p, until: Until::EndOfGame { extra: 0 } });
}

/// The rule section a refused call names.
fn refused(g: &Sp6Game, side: Side, d: &OffenseDisplay, c: &OffenseCall) -> Option<&'static str> {
    g.check_offense_choice(side, d, c).err().map(|e| e.section)
}

fn dn(g: &Sp6Game) -> (u8, i16) {
    (g.core.down().number(), g.core.to_go())
}

/// A run to BK1 with a Z card first and `zr` read after the play: FACs Z, directive (CN),
/// RN `r`, Z Results.
fn run_z(r: u8, zr: &str) -> Vec<Fac> {
    vec![z(), blank().fac(), rn(r), blank().z(zr).fac()]
}

// ------------------------------------------------------------------------------- [sp6 1]

/// [sp6 1] The game's deck holds 109 FACs, 13 of them Z cards; one pass through the shuffled
/// deck deals each card once (13 Z cards in 109 flips), and when it runs out all cards are
/// reshuffled and dealt again.
#[test]
fn deck_109_cards_13_z_reshuffled_when_spent_sp6_1() {
    let mut g = Sp6Game::ai(7, team(H), team(A), Options::default());
    match &g.src {
        CardSource::Deck { cards, .. } => {
            assert_eq!(cards.len(), 109, "[sp6 1] 109 FACs");
            assert_eq!(cards.iter().filter(|c| c.is_z()).count(), 13, "[sp6 1] 13 Z cards");
        }
        _ => panic!("[sp6 1] a game deals from the shuffled deck"),
    }
    let mut rng = huddle_core::SeededRandom::new(3);
    for pass in 0..3 {
        let zs = (0..109).filter(|_| g.src.draw(&mut rng).is_z()).count();
        assert_eq!(zs, 13, "[sp6 1] pass {pass} through the deck deals each of the 13 Z cards once");
    }
}

/// [sp6 1] [sp6 20] Solitaire (S1) removes one Z card: 108 cards, 12 Z.
#[test]
fn solitaire_removes_one_z_card_sp6_1() {
    let opts = Options { solitaire: true, ..Options::default() };
    let g = Sp6Game::ai(7, team(H), team(A), opts);
    match &g.src {
        CardSource::Deck { cards, .. } => {
            assert_eq!(cards.len(), 108, "[sp6 1] [sp6 20] S1: one Z card out, 108 cards");
            assert_eq!(cards.iter().filter(|c| c.is_z()).count(), 12, "[sp6 1] [sp6 20] S1: 12 Z cards left");
        }
        _ => panic!("a game deals from the shuffled deck"),
    }
}

// ------------------------------------------------------------------------------- [sp6 2]

/// A coach that logs the order of the decisions asked of it.
struct Recording {
    me: &'static str,
    inner: ScriptedCoach,
    log: std::rc::Rc<std::cell::RefCell<Vec<String>>>,
    seen_offense: std::rc::Rc<std::cell::RefCell<Vec<OffenseDisplay>>>,
}

impl Coach for Recording {
    fn name(&self) -> &str {
        self.me
    }
    fn offense(&mut self, v: &View, rng: &mut dyn huddle_core::Randomness) -> OffenseChoice {
        self.log.borrow_mut().push(format!("{} offense", self.me));
        self.inner.offense(v, rng)
    }
    fn defense(&mut self, v: &View, offense: &OffenseDisplay, kick: Option<Announced>, rng: &mut dyn huddle_core::Randomness) -> DefenseChoice {
        self.log.borrow_mut().push(format!("{} defense", self.me));
        self.seen_offense.borrow_mut().push(*offense);
        self.inner.defense(v, offense, kick, rng)
    }
    fn kickoff(&mut self, v: &View, rng: &mut dyn huddle_core::Randomness) -> KickoffKind {
        self.inner.kickoff(v, rng)
    }
    fn onside_defense(&mut self, v: &View, rng: &mut dyn huddle_core::Randomness) -> bool {
        self.inner.onside_defense(v, rng)
    }
    fn punt_defense(&mut self, v: &View, rng: &mut dyn huddle_core::Randomness) -> PuntDefense {
        self.inner.punt_defense(v, rng)
    }
    fn suspect_fake_fg(&mut self, v: &View, rng: &mut dyn huddle_core::Randomness) -> bool {
        self.inner.suspect_fake_fg(v, rng)
    }
    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool {
        self.inner.accept_penalty(v, play, penalty)
    }
    fn play_time(&mut self, v: &View, min: u16, max: u16, stops: bool) -> u16 {
        self.log.borrow_mut().push(format!("{} time", self.me));
        self.inner.play_time(v, min, max, stops)
    }
    fn timeout(&mut self, v: &View) -> bool {
        self.log.borrow_mut().push(format!("{} timeout", self.me));
        self.inner.timeout(v)
    }
}

/// [sp6 2] A down runs in order: the offense sets its display and secret cards, the defense
/// chooses after seeing the offense's final formation (2.4: the offense shifts first), the play
/// is resolved, then the offense records the time (2.6) and either team may call a time-out
/// (offense first).
#[test]
fn sequence_of_a_down_sp6_2() {
    let log = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    // Ironton shifts: the tight end and the flanker trade places.
    let mut shifted = od(H);
    shifted.set(OffBox::LE, Some(pid(H, "irn-wr2")));
    shifted.set(OffBox::FL1, Some(pid(H, "irn-te1")));
    let home = Recording { me: "home", inner: coach(vec![play_on(shifted, call(OffPlay::InsideLeft, OffBox::BK1))]), log: log.clone(), seen_offense: seen.clone() };
    let away = Recording { me: "away", inner: ScriptedCoach::default(), log: log.clone(), seen_offense: seen.clone() };
    let cs: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(home), Box::new(away));
    let mut g = Sp6Game::new(
        huddle_sp6::tables::Edition::sp6(),
        Options::default(),
        team(H),
        team(A),
        huddle_sp6::fac::DeckFile::embedded(),
        huddle_core::AnyRandom::Scripted(huddle_core::ScriptedRandom::new(vec![0; 64])),
        cs,
    );
    g.src = huddle_sp6::testkit::script(vec![blank().fac(), rn(6)]);
    g.core.phase = Phase::Scrimmage;
    g.core.possession = H;
    g.core.spot = huddle_core::Spot::clamped(30);
    g.core.downs = huddle_core::DownDistance { down: Down::First, line_to_gain: 40 };
    step(&mut g);
    assert_eq!(*log.borrow(), vec!["home offense", "away defense", "home time", "home timeout", "away timeout"], "[sp6 2] offense, defense, resolution, time, time-outs");
    assert_eq!(seen.borrow().as_slice(), &[shifted], "[sp6 2] the defense sees the offense's final (shifted) formation");
    assert_eq!(g.core.spot.yards(), 38, "[sp6 2] the play was resolved: rb1 N[6] 5 + CN 3");
}

// ----------------------------------------------------------------------------- [sp6 3.1]

/// [sp6 3.1] The Lineup Card offense is legal; ends may be any TE, WR or back.
#[test]
fn offensive_display_legal_forms_sp6_3_1() {
    let t = team(H);
    assert_eq!(validate_offense(&od(H), &t, false), Ok(()), "[sp6 3.1] the Lineup Card display");
    let rb_end = od_with(H, OffBox::LE, Some("irn-rb2"));
    assert_eq!(validate_offense(&rb_end, &t, false), Ok(()), "[sp6 3.1] a back may play end");
    // One back and two flankers.
    let mut two_fl = od_with(H, OffBox::BK2, None);
    two_fl.set(OffBox::FL2, Some(pid(H, "irn-wr3")));
    assert_eq!(validate_offense(&two_fl, &t, false), Ok(()), "[sp6 3.1] one back, FL1 and FL2");
    // Three backs, no flanker.
    let mut three = od_with(H, OffBox::FL1, None);
    three.set(OffBox::BK3, Some(pid(H, "irn-rb2")));
    assert_eq!(validate_offense(&three, &t, false), Ok(()), "[sp6 3.1] three backs");
}

/// [sp6 3.1] Illegal offensive displays are refused with the section.
#[test]
fn offensive_display_illegal_forms_sp6_3_1() {
    let t = team(H);
    let bad = |d: OffenseDisplay, why: &str| {
        let e = validate_offense(&d, &t, false).expect_err(why);
        assert_eq!(e.section, "3.1", "[sp6 3.1] {why}: {e}");
    };
    bad(od_with(H, OffBox::QB, None), "no quarterback");
    bad(od_with(H, OffBox::LG, None), "four linemen");
    bad(od_with(H, OffBox::RE, None), "an end missing");
    bad(od_with(H, OffBox::LE, Some("irn-ol1")), "a lineman at end");
    bad(od_with(H, OffBox::BK1, Some("irn-wr3")), "a wide receiver in a back's box");
    bad(od_with(H, OffBox::FL1, None), "ten players");
    bad(od_with(H, OffBox::BK3, Some("irn-rb2")), "twelve players");
    let mut fl2 = od_with(H, OffBox::FL1, None);
    fl2.set(OffBox::FL2, Some(pid(H, "irn-wr2")));
    bad(fl2, "FL2 without FL1");
    let mut twice = od(H);
    twice.set(OffBox::BK2, Some(pid(H, "irn-rb1")));
    bad(twice, "one player in two boxes");
}

// ----------------------------------------------------------------------------- [sp6 3.2]

/// [sp6 3.2] The Lineup Card defense is legal; box capacities: two in a Row-1 box or in L, one
/// elsewhere; a back may stand in L when K, M, N and O are filled.
#[test]
fn defensive_display_legal_forms_sp6_3_2() {
    let t = team(A);
    assert_eq!(validate_defense(&dd(A), &t, false), Ok(()), "[sp6 3.2] the Lineup Card display");
    let mut d = dd(A);
    assert!(d.place(DefBox::C, pid(A, "lkp-nt2")), "[sp6 3.2] a Row-1 box takes a second player");
    assert!(!d.place(DefBox::C, pid(A, "lkp-dt1")), "[sp6 3.2] but not a third");
    assert!(!d.place(DefBox::F, pid(A, "lkp-lb5")), "[sp6 3.2] a Row-2 box takes one player");
    // Two in C instead of lb2 in G: still 11.
    d.remove(pid(A, "lkp-lb2"));
    assert_eq!(validate_defense(&d, &t, false), Ok(()), "[sp6 3.2] two linemen in C");
    // A back in L with K, M, N and O filled, instead of lb3.
    let mut l = dd(A);
    l.remove(pid(A, "lkp-lb3"));
    assert!(l.place(DefBox::L, pid(A, "lkp-cb3")));
    assert_eq!(validate_defense(&l, &t, false), Ok(()), "[sp6 3.2] a back in L");
    // A linebacker may play on the line.
    let mut lb_front = dd(A);
    lb_front.remove(pid(A, "lkp-lb2"));
    assert!(lb_front.place(DefBox::B, pid(A, "lkp-lb2")));
    assert_eq!(validate_defense(&lb_front, &t, false), Ok(()), "[sp6 3.2] linebackers may play Row 1");
}

/// [sp6 3.2] Illegal defensive displays are refused with the section.
#[test]
fn defensive_display_illegal_forms_sp6_3_2() {
    let t = team(A);
    let bad = |d: DefenseDisplay, why: &str| {
        let e = validate_defense(&d, &t, false).expect_err(why);
        assert_eq!(e.section, "3.2", "[sp6 3.2] {why}: {e}");
    };
    let moved = |id: &str, to: DefBox| {
        let mut d = dd(A);
        d.remove(pid(A, id));
        assert!(d.place(to, pid(A, id)));
        d
    };
    bad(moved("lkp-ss1", DefBox::B), "a back on the line");
    bad(moved("lkp-lb2", DefBox::L), "a linebacker in Row 3");
    bad(moved("lkp-nt1", DefBox::H), "a lineman in Row 2");
    bad(moved("lkp-ss1", DefBox::L), "a back in L with N empty");
    // Two on the line: de1 out, lb5 in H.
    let mut two = dd(A);
    two.remove(pid(A, "lkp-de1"));
    assert!(two.place(DefBox::H, pid(A, "lkp-lb5")));
    bad(two, "two players in Row 1");
    let mut ten = dd(A);
    ten.remove(pid(A, "lkp-lb2"));
    bad(ten, "ten players");
}

// ----------------------------------------------------------------------------- [sp6 4.5]

/// [sp6 4.5] The A quarterback plays whenever he is fit: the B and C may not replace him.
#[test]
fn qb_a_plays_when_fit_sp6_4_5() {
    let g = ironton(30, 1, 10, vec![], vec![]);
    assert!(g.qb_allowed(H, pid(H, "irn-qb1")), "[sp6 4.5] the A plays");
    assert!(!g.qb_allowed(H, pid(H, "irn-qb2")), "[sp6 4.5] the B sits while the A is fit");
    assert!(!g.qb_allowed(H, pid(H, "irn-qb3")), "[sp6 4.5] the C sits while the A is fit");
    let b_in = od_with(H, OffBox::QB, Some("irn-qb2"));
    assert_eq!(refused(&g, H, &b_in, &call(OffPlay::InsideLeft, OffBox::BK1)), Some("4.5"), "[sp6 4.5] a display with the B at quarterback is refused");
}

/// [sp6 4.5] The B enters only with the A hurt; the C only with the A and the B hurt.
#[test]
fn qb_b_with_a_hurt_c_with_a_and_b_hurt_sp6_4_5() {
    let mut g = ironton(30, 1, 10, vec![], vec![]);
    hurt_for_game(&mut g, H, "irn-qb1");
    assert!(g.qb_allowed(H, pid(H, "irn-qb2")), "[sp6 4.5] the A hurt: the B plays");
    assert!(!g.qb_allowed(H, pid(H, "irn-qb3")), "[sp6 4.5] the C still sits");
    assert_eq!(g.base_offense(H).get(OffBox::QB), Some(pid(H, "irn-qb2")), "[sp6 4.5] the B replaces the A");
    hurt_for_game(&mut g, H, "irn-qb2");
    assert!(g.qb_allowed(H, pid(H, "irn-qb3")), "[sp6 4.5] the A and B hurt: the C plays");
    assert_eq!(g.base_offense(H).get(OffBox::QB), Some(pid(H, "irn-qb3")), "[sp6 4.5] the C replaces the B");
}

/// [sp6 4.5] The B must leave when the A's injury runs out: qb1 hurt for 2 plays (PN 5) by a
/// Z card, the B plays the next two downs, then only the A may play.
#[test]
fn qb_b_leaves_when_a_returns_sp6_4_5() {
    let b_in = od_with(H, OffBox::QB, Some("irn-qb2"));
    let plays = vec![go(H, OffPlay::InsideLeft, OffBox::BK1), play_on(b_in, call(OffPlay::InsideLeft, OffBox::BK1)), play_on(b_in, call(OffPlay::InsideRight, OffBox::BK1))];
    let mut cards = run_z(10, "Inj O:QB");
    cards.push(pn(5));
    let mut g = ironton(30, 1, 10, plays, cards);
    step(&mut g);
    assert!(out(&g, H, "irn-qb1"), "[sp6 4.5] the A is hurt for 2 plays");
    step(&mut g);
    step(&mut g);
    assert_eq!(g.refused_calls, 0, "[sp6 4.5] the B played the two downs");
    assert!(!out(&g, H, "irn-qb1"), "[sp6 4.5] the A is back");
    assert_eq!(refused(&g, H, &b_in, &call(OffPlay::InsideLeft, OffBox::BK1)), Some("4.5"), "[sp6 4.5] the B must leave");
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::InsideLeft, OffBox::BK1)), None, "[sp6 4.5] the A plays again");
    // Though the last play took 20 s with the clock running (9.6), bringing the A back is a
    // forced change, the one the offense is offered.
    let keep = g.view(H).keep_offense.expect("9.6 holds the offense's players");
    assert_eq!(keep.get(OffBox::QB), Some(pid(H, "irn-qb1")), "[sp6 4.5] the A replaces the B");
    let mut other = od(H);
    other.set(OffBox::BK1, Some(pid(H, "irn-rb2")));
    assert_eq!(refused(&g, H, &other, &call(OffPlay::InsideLeft, OffBox::BK1)), Some("18"), "[sp6 4.5] but no other substitution (9.6)");
}

/// [sp6 4.5] With a lead of more than 20 in the 4th quarter any quarterback may play.
#[test]
fn qb_anyone_with_lead_over_20_in_4th_sp6_4_5() {
    let mut g = ironton(30, 1, 10, vec![], vec![]);
    let qb3 = pid(H, "irn-qb3");
    g.core.clock = Clock::new(4, 600);
    g.core.score = PerSide::new(28, 7);
    assert!(g.qb_allowed(H, qb3), "[sp6 4.5] 4th quarter, 21 ahead: the C may play");
    g.core.score = PerSide::new(27, 7);
    assert!(!g.qb_allowed(H, qb3), "[sp6 4.5] 20 ahead is not more than 20");
    g.core.score = PerSide::new(28, 7);
    g.core.clock = Clock::new(3, 60);
    assert!(!g.qb_allowed(H, qb3), "[sp6 4.5] only in the 4th quarter");
}

/// [sp6 4.5] [sp6 16.3] A team's last fit quarterback cannot be hurt; with another one left he
/// can.
#[test]
fn last_qb_cannot_be_hurt_sp6_4_5() {
    let mut cards = run_z(10, "Inj O:QB");
    cards.push(pn(40));
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], cards.clone());
    hurt_for_game(&mut g, H, "irn-qb2");
    hurt_for_game(&mut g, H, "irn-qb3");
    step(&mut g);
    assert!(!out(&g, H, "irn-qb1"), "[sp6 4.5] the last quarterback is not hurt");
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], cards);
    hurt_for_game(&mut g, H, "irn-qb3");
    step(&mut g);
    assert!(out(&g, H, "irn-qb1"), "[sp6 4.5] with the B fit the A can be hurt");
}

// ----------------------------------------------------------------------------- [sp6 4.6]

/// Ironton's Quick to RE, complete for 7 (Com 22, PN 10, RN 5).
fn quick_re_complete() -> Vec<Fac> {
    vec![blank().fac(), pn(10), rn(5)]
}

/// Ironton's Quick to RE intercepted by Lakeport's ss1 (Int 48, Interception Table Quick RN 1 =
/// N), Point of Interception RN 3, return RN 12 = 0: Lakeport's ball at its 67.
fn quick_re_intercepted() -> Vec<Fac> {
    vec![blank().fac(), pn(48), rn(1), rn(3), rn(12)]
}

/// [sp6 4.6] Endurance 1: not if the immediately preceding play was directed at him.
#[test]
fn endurance_1_not_twice_in_a_row_sp6_4_6() {
    let plays = vec![go(H, OffPlay::Quick, OffBox::RE), go(H, OffPlay::InsideLeft, OffBox::BK1)];
    let mut cards = quick_re_complete();
    cards.extend([blank().fac(), rn(6)]);
    let mut g = ironton(30, 1, 10, plays, cards);
    let re = call(OffPlay::Quick, OffBox::RE);
    step(&mut g);
    assert_eq!(refused(&g, H, &od(H), &re), Some("4.6"), "[sp6 4.6] wr1 (1) right after a pass to him");
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Quick, OffBox::LE)), None, "[sp6 4.6] another receiver may be called");
    step(&mut g);
    assert_eq!(refused(&g, H, &od(H), &re), None, "[sp6 4.6] after one other play wr1 may be called again");
}

/// [sp6 4.6] Endurance 2: not if either of the two immediately preceding plays was directed at
/// him.
#[test]
fn endurance_2_not_after_either_of_two_preceding_sp6_4_6() {
    let plays = vec![go(H, OffPlay::InsideLeft, OffBox::BK2), go(H, OffPlay::InsideLeft, OffBox::BK1), go(H, OffPlay::InsideRight, OffBox::BK1)];
    let mut g = ironton(30, 1, 10, plays, vec![]);
    let bk2 = call(OffPlay::InsideRight, OffBox::BK2);
    step(&mut g);
    assert_eq!(refused(&g, H, &od(H), &bk2), Some("4.6"), "[sp6 4.6] fb1 (2) right after a run by him");
    step(&mut g);
    assert_eq!(refused(&g, H, &od(H), &bk2), Some("4.6"), "[sp6 4.6] fb1 (2) two plays after");
    step(&mut g);
    assert_eq!(refused(&g, H, &od(H), &bk2), None, "[sp6 4.6] fb1 (2) three plays after");
}

/// [sp6 4.6] The opponent's plays count as "immediately preceding plays": Ironton's pass to wr1
/// (1) is intercepted, Lakeport runs once, and wr1 may be called again.
#[test]
fn opponent_plays_count_as_preceding_sp6_4_6() {
    let mut cards = quick_re_intercepted();
    cards.extend([blank().fac(), rn(6)]);
    let mut g = game(H, 30, 1, 10, coach(vec![go(H, OffPlay::Quick, OffBox::RE)]), coach(vec![go(A, OffPlay::InsideLeft, OffBox::BK1)]), cards, Options::default());
    let re = call(OffPlay::Quick, OffBox::RE);
    step(&mut g);
    assert_eq!((g.core.possession, g.core.spot.yards()), (A, 67), "[sp6 4.6] intercepted: Lakeport's ball at its 67");
    assert_eq!(refused(&g, H, &od(H), &re), Some("4.6"), "[sp6 4.6] the interception was directed at wr1");
    step(&mut g);
    assert_eq!(refused(&g, H, &od(H), &re), None, "[sp6 4.6] Lakeport's run is the immediately preceding play");
}

/// [sp6 4.6] Kicks flip FACs, so they count as immediately preceding plays: a pass to wr1 (1)
/// on 3rd down, a punt on 4th, and wr1 may be called again.
#[test]
fn kicks_count_as_preceding_sp6_4_6() {
    let plays = vec![go(H, OffPlay::Quick, OffBox::RE), OffenseChoice::Punt { coffin: None, fake: false }];
    let mut cards = quick_re_complete();
    // Punt: RN 3 = 46 yards, fair catch.
    cards.push(rn(3));
    let mut g = ironton(30, 3, 10, plays, cards);
    step(&mut g);
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Quick, OffBox::RE)), Some("4.6"), "[sp6 4.6] right after the pass");
    step(&mut g);
    assert_eq!(g.core.possession, A, "[sp6 4.6] punted");
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Quick, OffBox::RE)), None, "[sp6 4.6] the punt is the immediately preceding play");
}

/// [sp6 4.6] "An immediate preceding play is defined as any that involved the flipping of a
/// FAC": the extra point flips one. A touchdown pass to wr1 (1), the extra point, and wr1 may be
/// called again.
#[test]
fn the_extra_point_counts_as_preceding_sp6_4_6() {
    let plays = vec![go(H, OffPlay::Quick, OffBox::RE)];
    let mut cards = quick_re_complete();
    cards.push(pn(1));
    let mut g = ironton(97, 1, 3, plays, cards);
    step(&mut g);
    assert_eq!(g.core.score[H], 6, "the touchdown");
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Quick, OffBox::RE)), Some("4.6"), "[sp6 4.6] right after the touchdown pass");
    step(&mut g);
    assert_eq!(g.core.score[H], 7, "the extra point");
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Quick, OffBox::RE)), None, "[sp6 4.6] the extra point is the immediately preceding play");
}

/// [sp6 4.6] A Quarterback Flop flips no FAC: it is not an "immediately preceding play".
#[test]
fn flop_does_not_count_sp6_4_6() {
    let flop = play_on(od(H), call(OffPlay::InsideLeft, OffBox::QB).with(OffStrategy::Flop));
    let plays = vec![go(H, OffPlay::Quick, OffBox::RE), flop, go(H, OffPlay::InsideLeft, OffBox::BK1)];
    let mut g = ironton(30, 1, 10, plays, quick_re_complete());
    let re = call(OffPlay::Quick, OffBox::RE);
    step(&mut g);
    step(&mut g);
    assert_eq!(g.core.spot.yards(), 36, "[sp6 4.6] the Flop lost a yard (30 + 7 - 1)");
    assert_eq!(refused(&g, H, &od(H), &re), Some("4.6"), "[sp6 4.6] after a Flop the pass to wr1 is still the preceding play");
    step(&mut g);
    assert_eq!(refused(&g, H, &od(H), &re), None, "[sp6 4.6] after a FAC play wr1 may be called");
}

/// [sp6 4.6] (E-14) A redirected pass counts against the receiver who actually had the ball
/// thrown to him, not against the one called; and endurance is ignored for the redirect itself.
#[test]
fn redirected_pass_counts_against_actual_target_sp6_4_6() {
    // Play 1: Quick to FL1 (wr2, 1), redirected to RE (wr1, 1): Com 22, PN 10, RN 5 = 7.
    // Play 2: Quick to LE, redirected to RE although wr1 is tired: complete again.
    let plays = vec![go(H, OffPlay::Quick, OffBox::FL1), go(H, OffPlay::Quick, OffBox::LE)];
    let cards = vec![blank().all("RE").fac(), pn(10), rn(5), blank().all("RE").fac(), pn(10), rn(5)];
    let mut g = ironton(30, 1, 10, plays, cards);
    step(&mut g);
    assert_eq!(g.core.spot.yards(), 37, "[sp6 4.6] wr1 caught 7");
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Quick, OffBox::RE)), Some("4.6"), "[sp6 4.6] E-14: the redirect counts against wr1");
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Quick, OffBox::FL1)), None, "[sp6 4.6] E-14: not against wr2, who was called");
    step(&mut g);
    assert_eq!(g.refused_calls, 0, "[sp6 4.6] the call to LE was legal");
    assert_eq!(g.core.spot.yards(), 44, "[sp6 4.6] endurance is ignored for a redirect: wr1 caught 7 more");
}

/// [sp6 4.6] Endurance 3: once per team possession. Lakeport's fb1 (3) runs, then not again
/// this possession; after a lost fumble (a new possession) he may.
#[test]
fn endurance_3_once_per_possession_sp6_4_6() {
    let qb_run = || go(A, OffPlay::InsideLeft, OffBox::QB);
    let plays = vec![go(A, OffPlay::InsideLeft, OffBox::BK2), qb_run(), qb_run()];
    // Play 3: a Z card, then "Fum": Lakeport 21 + Ironton's +2 = 1-23; PN 1 is lost.
    let mut cards = vec![blank().fac(), rn(6), blank().fac(), rn(6)];
    cards.extend([z(), blank().fac(), rn(6), blank().z("Fum").fac(), pn(1)]);
    let mut g = game(A, 30, 1, 10, ScriptedCoach::default(), coach(plays), cards, Options::default());
    let bk2 = call(OffPlay::InsideLeft, OffBox::BK2);
    step(&mut g);
    step(&mut g);
    assert_eq!(refused(&g, A, &od(A), &bk2), Some("4.6"), "[sp6 4.6] fb1 (3) two plays later, same possession");
    step(&mut g);
    assert_eq!(g.core.possession, H, "[sp6 4.6] the fumble was lost");
    assert_eq!(refused(&g, A, &od(A), &bk2), None, "[sp6 4.6] fb1 (3) again in a new possession");
}

/// [sp6 4.6] Endurance 4: once per quarter, across possessions. Ironton's te3 (4) at LE.
#[test]
fn endurance_4_once_per_quarter_sp6_4_6() {
    let d = od_with(H, OffBox::LE, Some("irn-te3"));
    // Quick to LE: Com 33 - 10 - 4 (cb1 in K) = 19; PN 10 complete, RN 3 = 5 yards.
    let plays = vec![play_on(d, call(OffPlay::Quick, OffBox::LE)), play_on(d, call(OffPlay::Quick, OffBox::RE))];
    let mut cards = vec![blank().fac(), pn(10), rn(3)];
    cards.extend(quick_re_intercepted());
    cards.extend([blank().fac(), rn(6)]);
    let mut g = game(H, 30, 1, 10, coach(plays), coach(vec![go(A, OffPlay::InsideLeft, OffBox::BK1)]), cards, Options::default());
    let le = call(OffPlay::Quick, OffBox::LE);
    step(&mut g);
    assert_eq!(g.core.spot.yards(), 35, "[sp6 4.6] te3 caught 5");
    step(&mut g);
    assert_eq!(g.core.possession, A, "[sp6 4.6] intercepted");
    assert_eq!(refused(&g, H, &d, &le), Some("4.6"), "[sp6 4.6] te3 (4) not again this quarter, even in a new possession");
    g.core.clock = Clock::new(1, 15);
    step(&mut g);
    assert_eq!(g.core.clock.period.0, 2, "[sp6 4.6] Lakeport's run ended the quarter");
    assert_eq!(refused(&g, H, &d, &le), None, "[sp6 4.6] te3 (4) in a new quarter");
}

/// [sp6 4.6] [sp6 9.2] The End Around: once per player per game.
#[test]
fn end_around_once_per_game_sp6_4_6() {
    let plays = vec![go(H, OffPlay::EndAround, OffBox::FL1), go(H, OffPlay::InsideLeft, OffBox::BK1)];
    let mut g = ironton(30, 1, 10, plays, vec![]);
    let er = call(OffPlay::EndAround, OffBox::FL1);
    assert_eq!(refused(&g, H, &od(H), &er), None, "[sp6 4.6] wr2 has a rushing column: he may run an End Around");
    step(&mut g);
    step(&mut g);
    assert_eq!(refused(&g, H, &od(H), &er), Some("9.2"), "[sp6 4.6] one End Around per player per game");
    g.core.clock = Clock::new(3, 900);
    assert_eq!(refused(&g, H, &od(H), &er), Some("9.2"), "[sp6 4.6] still refused in another quarter");
}

// ------------------------------------------------------------------------------- [sp6 5]

/// [sp6 5] One reading per card: the run's directive comes from the first FAC and its Run
/// Number from the second (the first card's RN 1 is not used).
#[test]
fn one_reading_per_card_sp6_5() {
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], vec![blank().rn(1).fac(), rn(5)]);
    step(&mut g);
    assert_eq!(steps(&g), vec![Step::Run("CN".parse().unwrap()), Step::Rn { rn: 5, ob: false }], "[sp6 5] a directive, then a new card's RN");
    assert_eq!(g.src.script_used(), 2, "[sp6 5] two readings, two cards");
    assert_eq!(g.core.spot.yards(), 38, "[sp6 5] rb1 N[5] 5 + CN 3");
}

/// [sp6 5] A Z card among the first three flips is noted; the reading it interrupted comes from
/// the next card; the Z Results are read after the play.
#[test]
fn z_counts_among_first_three_flips_sp6_5() {
    // Quick to RE: ALL, PN 10 (complete), Z (the 3rd flip), RN 5 = 7 yards; then Z Results.
    let cards = vec![blank().fac(), pn(10), z(), rn(5), blank().z("Fum(s)").fac()];
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::Quick, OffBox::RE)], cards);
    step(&mut g);
    let s = steps(&g);
    assert!(s.contains(&Step::Z { counted: true }), "[sp6 5] the 3rd flip's Z counts: {s:?}");
    assert!(s.contains(&Step::ZResult("Fum(s)".parse().unwrap())), "[sp6 5] its result is read: {s:?}");
    assert_eq!(g.core.spot.yards(), 37, "[sp6 5] the gain's RN came from the card after the Z");
}

/// [sp6 5] A Z card after the third flip is ignored: a new card is flipped and no Z Results are
/// read.
#[test]
fn z_after_third_flip_ignored_sp6_5() {
    // Interception: ALL, PN 48, RN 1 (box N), Z (4th flip), RN 3 (PI), RN 12 (return 0).
    let cards = vec![blank().fac(), pn(48), rn(1), z(), rn(3), rn(12), blank().z("Fum").fac()];
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::Quick, OffBox::RE)], cards);
    step(&mut g);
    let s = steps(&g);
    assert!(s.contains(&Step::Z { counted: false }), "[sp6 5] the 4th flip's Z is ignored: {s:?}");
    assert!(!s.iter().any(|x| matches!(x, Step::ZResult(_))), "[sp6 5] no Z Results: {s:?}");
    assert_eq!((g.core.possession, g.core.spot.yards()), (A, 67), "[sp6 5] the interception stands: PI 33, no return");
}

/// [sp6 5] At most one Z per play: a second Z among the first three flips is passed over.
#[test]
fn one_z_per_play_sp6_5() {
    let cards = vec![z(), z(), blank().fac(), rn(5), blank().z("Fum(s)").fac()];
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], cards);
    step(&mut g);
    let s = steps(&g);
    assert_eq!(s.iter().filter(|x| **x == Step::Z { counted: true }).count(), 1, "[sp6 5] one Z counts: {s:?}");
    assert_eq!(s.iter().filter(|x| **x == Step::Z { counted: false }).count(), 1, "[sp6 5] the second is ignored: {s:?}");
    assert_eq!(s.iter().filter(|x| matches!(x, Step::ZResult(_))).count(), 1, "[sp6 5] one Z Results reading: {s:?}");
    assert_eq!(g.core.spot.yards(), 38, "[sp6 5] the run read its cards past both Z cards");
}

/// [sp6 5] Z cards are ignored on on-side kicks: the Z is passed over and the PN decides.
#[test]
fn z_ignored_on_onside_kick_sp6_5() {
    let mut home = ScriptedCoach::default();
    home.kickoffs = VecDeque::from(vec![KickoffKind::Onside]);
    let mut g = game(H, 35, 1, 10, home, ScriptedCoach::default(), vec![z(), pn(5), blank().z("Fum").fac()], Options::default());
    g.core.phase = Phase::Kickoff { kicker: H, from: 35, after_safety: false };
    step(&mut g);
    let s = steps(&g);
    assert!(s.contains(&Step::Z { counted: false }) && !s.iter().any(|x| matches!(x, Step::ZResult(_))), "[sp6 5] no Z on an on-side kick: {s:?}");
    assert_eq!((g.core.possession, g.core.spot.yards()), (H, 50), "[sp6 5] PN 5 (1-11): the kicking team recovers at the 50");
}

/// [sp6 5] Z cards are ignored on extra points.
#[test]
fn z_ignored_on_extra_point_sp6_5() {
    let mut g = ironton(98, 1, 2, vec![], vec![z(), pn(10), blank().z("Fum").fac()]);
    g.core.phase = Phase::Try { team: H };
    step(&mut g);
    let s = steps(&g);
    assert!(s.contains(&Step::Z { counted: false }) && !s.iter().any(|x| matches!(x, Step::ZResult(_))), "[sp6 5] no Z on an extra point: {s:?}");
    assert_eq!(g.core.score[H], 1, "[sp6 5] PN 10 within the XP range 1-47: good");
}

/// [sp6 5] Z cards are ignored while the Z Results are read and during the fumble-recovery
/// check.
#[test]
fn z_ignored_in_z_result_and_fumble_recovery_sp6_5() {
    // Ironton's run of 8; Z Results: a Z (passed over), then "Fum"; the fumble PN: a Z (passed
    // over), then PN 1, within Ironton's 1-18: lost at the 38.
    let cards = vec![z(), blank().fac(), rn(5), z(), blank().z("Fum").fac(), z(), pn(1)];
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], cards);
    step(&mut g);
    let s = steps(&g);
    assert_eq!(
        s,
        vec![Step::Z { counted: true }, Step::Run("CN".parse().unwrap()), Step::Rn { rn: 5, ob: false }, Step::Z { counted: false }, Step::ZResult("Fum".parse().unwrap()), Step::Z { counted: false }, Step::Pn(1)],
        "[sp6 5] Z cards skipped in the Z resolution and the fumble check"
    );
    assert_eq!((g.core.possession, g.core.spot.yards()), (A, 62), "[sp6 5] lost at the 38: Lakeport's ball at its 62");
}

// ----------------------------------------------------------------------------- [sp6 6.1]

/// Ironton's run to BK1 (8 yards) with the offense choosing `seconds`; the time charged.
fn run_seconds(seconds: u16) -> u16 {
    let mut home = coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]);
    home.seconds = Some(seconds);
    let mut g = game(H, 30, 1, 10, home, ScriptedCoach::default(), vec![], Options::default());
    step(&mut g);
    assert_eq!(g.core.clock.remaining, 900 - secs(&g), "[sp6 6.1] the clock ran the charged time");
    secs(&g)
}

/// [sp6 6.1] A run's time is the offense's choice from Max 45 down to Min 20, in 5-second
/// steps.
#[test]
fn offense_chooses_time_max_to_min_sp6_6_1() {
    assert_eq!(run_seconds(45), 45, "[sp6 6.1] Max 45");
    assert_eq!(run_seconds(20), 20, "[sp6 6.1] Min 20");
    assert_eq!(run_seconds(35), 35, "[sp6 6.1] anything between");
    assert_eq!(run_seconds(33), 30, "[sp6 6.1] in 5-second steps");
    assert_eq!(run_seconds(60), 45, "[sp6 6.1] never above Max");
    assert_eq!(run_seconds(5), 20, "[sp6 6.1] never below Min");
}

/// The seconds charged for one Ironton play at a clock, the offense asking for 45.
fn timed(period: u8, remaining: u16, choice: OffenseChoice, cards: Vec<Fac>) -> u16 {
    let mut home = coach(vec![choice]);
    home.seconds = Some(45);
    home.accept = Some(true);
    let mut away = ScriptedCoach::default();
    away.accept = Some(true);
    let mut g = game(H, 30, 1, 10, home, away, cards, Options::default());
    g.core.clock = Clock::new(period, remaining);
    step(&mut g);
    secs(&g)
}

/// [sp6 6.1] In the Final Minutes an incomplete pass, a play out of bounds, a play with an
/// injury and a play with a penalty on the defense take the "Final Mins" 10 s; an offensive
/// penalty takes the normal time (E-28); a complete pass keeps the offense's choice.
#[test]
fn final_minutes_column_sp6_6_1() {
    let q = || go(H, OffPlay::Quick, OffBox::RE);
    let r = || go(H, OffPlay::InsideLeft, OffBox::BK1);
    let sweep = || go(H, OffPlay::SweepRight, OffBox::BK1);
    let mut inj = run_z(10, "Inj O:BK1");
    inj.push(pn(5));
    assert_eq!(timed(4, 240, q(), vec![blank().fac(), pn(30)]), 10, "[sp6 6.1] incomplete pass");
    assert_eq!(timed(4, 240, sweep(), vec![blank().fac(), blank().rn(6).ob().fac()]), 10, "[sp6 6.1] out of bounds");
    assert_eq!(timed(4, 240, r(), inj), 10, "[sp6 6.1] play with an injury");
    assert_eq!(timed(4, 240, r(), run_z(10, "Pen D1/D1/K1/R1")), 10, "[sp6 6.1] defensive penalty (offside, taken)");
    assert_eq!(timed(4, 240, r(), run_z(10, "Pen O3/O3/K1/R1")), 45, "[sp6 6.1] E-28: an offensive penalty takes the offense's time");
    assert_eq!(timed(4, 240, q(), quick_re_complete()), 45, "[sp6 6.1] a complete pass: the offense's choice");
    assert_eq!(timed(4, 240, r(), vec![]), 45, "[sp6 6.1] a run: the offense's choice");
    // Outside the Final Minutes the same plays take the offense's time (the printed table, E-1).
    assert_eq!(timed(3, 240, q(), vec![blank().fac(), pn(30)]), 45, "[sp6 6.1] incomplete pass, 3rd quarter");
    assert_eq!(timed(1, 600, sweep(), vec![blank().fac(), blank().rn(6).ob().fac()]), 45, "[sp6 6.1] out of bounds, 1st quarter");
}

/// [sp6 6.1] (E-1) The fan's erratum, behind its flag: the starred rows become Max 20, Min 10.
#[test]
fn fan_errata_starred_rows_sp6_6_1() {
    let mut home = coach(vec![go(H, OffPlay::Quick, OffBox::RE)]);
    home.seconds = Some(45);
    let opts = Options { timing_fan_errata: true, ..Options::default() };
    let mut g = game(H, 30, 1, 10, home, ScriptedCoach::default(), vec![blank().fac(), pn(30)], opts);
    step(&mut g);
    assert_eq!(secs(&g), 20, "[sp6 6.1] E-1: an incomplete pass takes at most 20 s");
}

/// [sp6 6.1] The Two-Minute Offense column: only in the Final Minutes; run 10 s, incomplete
/// pass 5 s.
#[test]
fn two_minute_offense_column_sp6_6_1() {
    let mut run = call(OffPlay::InsideLeft, OffBox::BK1);
    run.two_minute = true;
    let mut pass = call(OffPlay::Quick, OffBox::RE);
    pass.two_minute = true;
    assert_eq!(timed(4, 240, play_on(od(H), run), vec![]), 10, "[sp6 6.1] 2-Min column: run 10 s");
    assert_eq!(timed(2, 100, play_on(od(H), pass), vec![blank().fac(), pn(30)]), 5, "[sp6 6.1] 2-Min column: incomplete pass 5 s");
    let g = ironton(30, 1, 10, vec![], vec![]);
    assert_eq!(refused(&g, H, &od(H), &run), Some("18"), "[sp6 6.1] not outside the Final Minutes");
}

/// [sp6 6.1] Fixed rows: a touchdown 10 s and a time-out 10 s, whatever the offense asks.
#[test]
fn touchdown_and_timeout_rows_10s_sp6_6_1() {
    let mut home = coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]);
    home.seconds = Some(45);
    let mut g = game(H, 95, 1, 5, home, ScriptedCoach::default(), vec![], Options::default());
    step(&mut g);
    assert_eq!((g.core.score[H], secs(&g)), (6, 10), "[sp6 6.1] a touchdown takes 10 s");
    let mut home = coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]);
    home.seconds = Some(45);
    home.timeouts = VecDeque::from(vec![true]);
    let mut g = game(H, 30, 1, 10, home, ScriptedCoach::default(), vec![], Options::default());
    step(&mut g);
    assert_eq!((secs(&g), g.core.timeouts[H]), (10, 2), "[sp6 6.1] a play with a time-out takes 10 s");
}

/// [sp6 6.1] A change of possession takes 10 s (an interception, a lost fumble).
#[test]
fn possession_change_row_10s_sp6_6_1() {
    let mut home = coach(vec![go(H, OffPlay::Quick, OffBox::RE)]);
    home.seconds = Some(45);
    let mut g = game(H, 30, 1, 10, home, ScriptedCoach::default(), quick_re_intercepted(), Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, secs(&g)), (A, 10), "[sp6 6.1] an interception takes 10 s");
    let mut cards = run_z(10, "Fum");
    cards.push(pn(1));
    assert_eq!(timed(1, 600, go(H, OffPlay::InsideLeft, OffBox::BK1), cards), 10, "[sp6 6.1] a lost fumble takes 10 s");
}

/// [sp6 6.1] Kicking rows: a field goal 5 s, an extra point 0 s, a kickoff touchback 0 s.
#[test]
fn kick_rows_fg_5_xp_0_touchback_0_sp6_6_1() {
    // 37-yard field goal (LOS at the opponent's 20): PN 10 within Ironton's 31-40 range 1-36.
    let mut g = ironton(80, 4, 5, vec![OffenseChoice::FieldGoal { fake: false }], vec![pn(10)]);
    step(&mut g);
    assert_eq!((g.core.score[H], secs(&g)), (3, 5), "[sp6 6.1] a field goal takes 5 s");
    let mut g = ironton(98, 1, 2, vec![], vec![pn(10)]);
    g.core.phase = Phase::Try { team: H };
    step(&mut g);
    assert_eq!((g.core.score[H], secs(&g), g.core.clock.remaining), (1, 0, 900), "[sp6 6.1] an extra point takes 0 s");
    let mut home = ScriptedCoach::default();
    home.kickoffs = VecDeque::from(vec![KickoffKind::Normal]);
    let mut g = game(H, 35, 1, 10, home, ScriptedCoach::default(), vec![rn(11)], Options::default());
    g.core.phase = Phase::Kickoff { kicker: H, from: 35, after_safety: false };
    step(&mut g);
    assert_eq!((g.core.possession, g.core.spot.yards(), secs(&g)), (A, 20, 0), "[sp6 6.1] Column A RN 11: a touchback takes 0 s");
}

/// [sp6 6.1] A movement penalty takes 0 s; so does a deliberate grounding (§15).
#[test]
fn movement_penalty_and_grounding_rows_0s_sp6_6_1() {
    assert_eq!(timed(1, 600, go(H, OffPlay::InsideLeft, OffBox::BK1), run_z(10, "Pen O2/O2/K1/R1")), 0, "[sp6 6.1] a movement penalty takes 0 s");
    let mut nh = call(OffPlay::InsideLeft, OffBox::BK1);
    nh.no_huddle = true;
    let mut home = coach(vec![play_on(od(H), nh), OffenseChoice::Grounding]);
    home.seconds = Some(45);
    let mut g = game(H, 30, 1, 10, home, ScriptedCoach::default(), vec![], Options::default());
    step(&mut g);
    step(&mut g);
    assert_eq!((secs(&g), g.core.clock.remaining), (0, 855), "[sp6 6.1] a deliberate grounding takes 0 s");
}

// ----------------------------------------------------------------------------- [sp6 6.2]

/// An Ironton game whose first play (a run to BK1) hurts the player `who` names for the Injury
/// Table row of `injury_pn`, followed by quarterback runs (the Lineup Card with rb2 at BK1).
fn injury_game(who: &str, injury_pn: u8, more_plays: usize) -> Sp6Game {
    let rb2_in = od_with(H, OffBox::BK1, Some("irn-rb2"));
    let mut plays = vec![go(H, OffPlay::InsideLeft, OffBox::BK1)];
    plays.extend((0..more_plays).map(|_| play_on(rb2_in, call(OffPlay::InsideLeft, OffBox::QB))));
    let mut cards = run_z(12, who);
    cards.push(pn(injury_pn));
    let mut home = coach(plays);
    home.seconds = Some(30);
    game(H, 30, 1, 10, home, ScriptedCoach::default(), cards, Options::default())
}

/// [sp6 6.2] PN 1-10: out for the next 2 plays; 11-20: 4 plays; 21-30: 6 plays.
#[test]
fn injury_next_2_4_6_plays_sp6_6_2() {
    for (injury_pn, n) in [(1u8, 2usize), (10, 2), (11, 4), (20, 4), (21, 6), (30, 6)] {
        let mut g = injury_game("Inj O:BK1", injury_pn, n);
        step(&mut g);
        assert!(out(&g, H, "irn-rb1"), "[sp6 6.2] PN {injury_pn}: rb1 hurt");
        for k in 1..n {
            step(&mut g);
            assert!(out(&g, H, "irn-rb1"), "[sp6 6.2] PN {injury_pn}: still out after {k} of {n} plays");
        }
        step(&mut g);
        assert!(!out(&g, H, "irn-rb1"), "[sp6 6.2] PN {injury_pn}: back after {n} plays");
        assert_eq!(g.refused_calls, 0);
    }
}

/// [sp6 6.2] PN 31-35: out for the rest of the quarter.
#[test]
fn injury_rest_of_quarter_sp6_6_2() {
    for injury_pn in [31u8, 35] {
        let mut g = injury_game("Inj O:BK1", injury_pn, 1);
        step(&mut g);
        assert!(out(&g, H, "irn-rb1"), "[sp6 6.2] PN {injury_pn}: hurt");
        g.core.clock = Clock::new(1, 20);
        step(&mut g);
        assert_eq!(g.core.clock.period.0, 2, "the quarter ended");
        assert!(!out(&g, H, "irn-rb1"), "[sp6 6.2] PN {injury_pn}: back in the next quarter");
    }
}

/// [sp6 6.2] PN 36-43: the rest of the game; 44-47: the game and 1-4 more games; 48: the
/// season.
#[test]
fn injury_game_games_season_sp6_6_2() {
    for (injury_pn, extra) in [(36u8, 0u8), (43, 0), (44, 1), (45, 2), (46, 3), (47, 4), (48, 255)] {
        let mut g = injury_game("Inj O:BK1", injury_pn, 0);
        step(&mut g);
        let o = g.teams[H].out.iter().find(|o| o.pid == pid(H, "irn-rb1")).copied();
        assert_eq!(o.map(|o| o.until), Some(Until::EndOfGame { extra }), "[sp6 6.2] PN {injury_pn}");
        let lasting = g.lasting_injuries();
        if extra == 0 {
            assert!(lasting.is_empty(), "[sp6 6.2] PN {injury_pn}: this game only");
        } else {
            assert_eq!(lasting, vec![(H, "irn-rb1".to_string(), extra)], "[sp6 6.2] PN {injury_pn}: games to miss");
        }
        g.core.clock = Clock::new(3, 900);
        assert!(out(&g, H, "irn-rb1"), "[sp6 6.2] PN {injury_pn}: out for the rest of the game");
    }
}

/// Runs with a Z injury each (RN 12, then the injury's PN 40: out for the game), one per `zs`.
fn injuries_for_the_game(zs: &[&str]) -> Vec<Fac> {
    let mut cards = Vec::new();
    for z in zs {
        cards.extend(run_z(12, z));
        cards.push(pn(40));
    }
    cards
}

/// [sp6 6.2] A position that lost a starter is immune while his replacement plays there: rb1
/// (BK1) out for the game, rb2 at BK1 is not hurt by a BK1 injury; fb1 at BK2 still can be.
#[test]
fn position_that_lost_a_starter_is_immune_sp6_6_2() {
    let rb2_in = od_with(H, OffBox::BK1, Some("irn-rb2"));
    let plays = vec![go(H, OffPlay::InsideLeft, OffBox::BK1), play_on(rb2_in, call(OffPlay::InsideLeft, OffBox::BK1)), play_on(rb2_in, call(OffPlay::InsideRight, OffBox::BK2))];
    let mut g = ironton(30, 1, 10, plays, injuries_for_the_game(&["Inj O:BK1", "Inj O:BK1", "Inj O:BK2"]));
    step(&mut g);
    assert!(out(&g, H, "irn-rb1"), "[sp6 6.2] the starter is lost for the game");
    step(&mut g);
    assert!(!out(&g, H, "irn-rb2"), "[sp6 6.2] his replacement plays injury-free");
    step(&mut g);
    assert!(out(&g, H, "irn-fb1"), "[sp6 6.2] another position is not immune");
}

/// [sp6 6.2] Only a starter's loss makes his position immune ("a position that has previously
/// lost a starter"): rb2, not on the Lineup Card, hurt at BK1, leaves no immunity; rb1, the
/// starter, back at BK1, can be hurt on the next play.
#[test]
fn a_backups_injury_leaves_his_position_open_to_injury_sp6_6_2() {
    let rb2_in = od_with(H, OffBox::BK1, Some("irn-rb2"));
    let plays = vec![play_on(rb2_in, call(OffPlay::InsideLeft, OffBox::BK1)), go(H, OffPlay::InsideLeft, OffBox::BK1)];
    let mut g = ironton(30, 1, 10, plays, injuries_for_the_game(&["Inj O:BK1", "Inj O:BK1"]));
    step(&mut g);
    assert!(out(&g, H, "irn-rb2"), "[sp6 6.2] the backup is hurt");
    step(&mut g);
    assert_eq!(g.refused_calls, 0);
    assert!(out(&g, H, "irn-rb1"), "[sp6 6.2] a backup's loss does not make BK1 immune: the starter is hurt");
}

/// [sp6 6.2] A starter out only for a while is in jeopardy again when he returns.
#[test]
fn returning_starter_in_jeopardy_again_sp6_6_2() {
    let rb2_in = od_with(H, OffBox::BK1, Some("irn-rb2"));
    let plays = vec![
        go(H, OffPlay::InsideLeft, OffBox::BK1),
        play_on(rb2_in, call(OffPlay::InsideLeft, OffBox::BK1)),
        play_on(rb2_in, call(OffPlay::InsideLeft, OffBox::QB)),
        go(H, OffPlay::InsideLeft, OffBox::BK1),
    ];
    let mut cards = run_z(12, "Inj O:BK1");
    cards.push(pn(5));
    cards.extend(run_z(12, "Inj O:BK1"));
    cards.push(pn(5));
    cards.extend([blank().fac(), rn(12)]);
    cards.extend(run_z(12, "Inj O:BK1"));
    cards.push(pn(40));
    let mut home = coach(plays);
    home.seconds = Some(30);
    let mut g = game(H, 30, 1, 10, home, ScriptedCoach::default(), cards, Options::default());
    step(&mut g);
    step(&mut g);
    assert!(!out(&g, H, "irn-rb2"), "[sp6 6.2] the replacement is immune while rb1 is out");
    step(&mut g);
    assert!(!out(&g, H, "irn-rb1"), "rb1 is back after 2 plays");
    step(&mut g);
    assert_eq!(g.refused_calls, 0);
    assert!(out(&g, H, "irn-rb1"), "[sp6 6.2] back from a short injury, the starter can be hurt again");
}

// ----------------------------------------------------------------------------- [sp6 6.3]

/// An Ironton run to BK1 of 4 yards (RN 10) with a Z reading `pen`; `take` is every coach's
/// answer to a penalty option.
fn penalty_run(spot: i16, down: u8, to_go: i16, pen: &str, take: bool) -> Sp6Game {
    let mut home = coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]);
    home.accept = Some(take);
    let mut away = ScriptedCoach::default();
    away.accept = Some(take);
    let mut g = game(H, spot, down, to_go, home, away, run_z(10, pen), Options::default());
    step(&mut g);
    g
}

/// [sp6 6.3] Offside (#1) on the defense is an option: taken, 5 yards from the line of
/// scrimmage and the down replayed; declined, the play stands.
#[test]
fn option_penalty_taken_or_declined_sp6_6_3() {
    let g = penalty_run(30, 1, 10, "Pen D1/D1/K1/R1", true);
    assert_eq!((g.core.spot.yards(), dn(&g)), (35, (1, 5)), "[sp6 6.3] offside taken: 1st and 5 at the 35");
    let g = penalty_run(30, 1, 10, "Pen D1/D1/K1/R1", false);
    assert_eq!((g.core.spot.yards(), dn(&g)), (34, (2, 6)), "[sp6 6.3] declined: the 4-yard run stands");
}

/// [sp6 6.3] No Option penalties must be taken: Movement (#2) and Illegal Procedure (#3) on the
/// offense, 5 yards from the line and the down replayed, even when the offended defense would
/// rather keep the play.
#[test]
fn no_option_penalties_sp6_6_3() {
    for pen in ["Pen O2/O2/K1/R1", "Pen O3/O3/K1/R1"] {
        let g = penalty_run(30, 2, 7, pen, false);
        assert_eq!((g.core.spot.yards(), dn(&g)), (25, (2, 12)), "[sp6 6.3] {pen}: 2nd and 12 at the 25");
    }
    // The offended team is not even asked.
    let away = ScriptedCoach::default();
    let asked = away.offered.clone();
    let mut g = game(H, 30, 2, 7, coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]), away, run_z(10, "Pen O3/O3/K1/R1"), Options::default());
    step(&mut g);
    assert!(asked.borrow().is_empty(), "[sp6 6.3] No Option: no choice offered");
    let away = ScriptedCoach::default();
    let asked = away.offered.clone();
    let mut g = game(H, 30, 2, 7, coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]), away, run_z(10, "Pen O4/O4/K1/R1"), Options::default());
    step(&mut g);
    assert_eq!(asked.borrow().len(), 1, "[sp6 6.3] Motion (#4) is an option: the defense is asked");
}

/// [sp6 6.3] A personal foul (#5) on the defense: no option, 15 yards from where the play
/// ended, and the down counts (no automatic first down, §16.2 gap).
#[test]
fn defensive_personal_foul_from_end_of_play_sp6_6_3() {
    // 3rd and 20 at the 30; the run ends at the 34; +15 = the 49: 4th and 1.
    let g = penalty_run(30, 3, 20, "Pen D5/D5/K1/R1", false);
    assert_eq!((g.core.spot.yards(), dn(&g)), (49, (4, 1)), "[sp6 6.3] from the end of the play, the down counts");
    let g = penalty_run(30, 3, 20, "Pen D9/D9/K1/R1", false);
    assert_eq!((g.core.spot.yards(), dn(&g)), (49, (4, 1)), "[sp6 6.3] #9 the same");
    // Facemask (#6): 5 yards, same conditions.
    let g = penalty_run(30, 3, 20, "Pen D6/D6/K1/R1", false);
    assert_eq!((g.core.spot.yards(), dn(&g)), (39, (4, 11)), "[sp6 6.3] #6: 5 yards from the end of the play");
}

/// [sp6 6.3] A personal foul on the offense: an option; taken, 15 yards from the line of
/// scrimmage, the down replayed.
#[test]
fn offensive_personal_foul_from_los_sp6_6_3() {
    let g = penalty_run(40, 2, 6, "Pen O5/O5/K1/R1", true);
    assert_eq!((g.core.spot.yards(), dn(&g)), (25, (2, 21)), "[sp6 6.3] 15 back from the 40: 2nd and 21");
    let g = penalty_run(40, 2, 6, "Pen O5/O5/K1/R1", false);
    assert_eq!((g.core.spot.yards(), dn(&g)), (44, (3, 2)), "[sp6 6.3] declined: the run stands");
}

/// [sp6 6.3] Holding (#7): on the offense 10 yards from the line, the down replayed; on the
/// defense 5 yards and an automatic first down.
#[test]
fn holding_offense_10_defense_5_first_down_sp6_6_3() {
    let g = penalty_run(30, 2, 8, "Pen O7/O7/K1/R1", true);
    assert_eq!((g.core.spot.yards(), dn(&g)), (20, (2, 18)), "[sp6 6.3] offensive holding: 10 yards, 2nd and 18");
    let g = penalty_run(30, 3, 20, "Pen D7/D7/K1/R1", true);
    assert_eq!((g.core.spot.yards(), dn(&g)), (35, (1, 10)), "[sp6 6.3] defensive holding: 5 yards and a 1st down");
}

/// An Ironton Short pass to RE, incomplete (Com 27 - 5 - 1 = 21, PN 40), with a Z first whose
/// result is `pen`, then an RN for the spot of pass interference.
fn short_incomplete(spot: i16, to_go: i16, pen: &str, pi_rn: u8) -> Sp6Game {
    let mut home = coach(vec![go(H, OffPlay::Short, OffBox::RE)]);
    home.accept = Some(true);
    let mut away = ScriptedCoach::default();
    away.accept = Some(true);
    let cards = vec![z(), blank().fac(), pn(40), blank().z(pen).fac(), rn(pi_rn)];
    let mut g = game(H, spot, 2, to_go, home, away, cards, Options::default());
    step(&mut g);
    g
}

/// [sp6 6.3] Defensive pass interference (#8): a first down at the spot of the foul, found
/// like the Point of Interception (Short: 2 x RN past the line).
#[test]
fn defensive_pass_interference_spot_first_down_sp6_6_3() {
    let g = short_incomplete(30, 10, "Pen D1/D8/K1/R1", 6);
    assert_eq!((g.core.spot.yards(), dn(&g)), (42, (1, 10)), "[sp6 6.3] PI 2 x 6 = 12 yards: 1st and 10 at the 42");
    // Longer than half the distance: pass interference is a spot foul (8.8.3).
    let g = short_incomplete(70, 10, "Pen D1/D8/K1/R1", 9);
    assert_eq!((g.core.spot.yards(), dn(&g)), (88, (1, 10)), "[sp6 6.3] 18 yards from the 70 though half the distance is 15");
}

/// [sp6 16.2] A penalty that does not fit the play is ignored (§16.2 step 8): a Short pass that
/// becomes a Pass Rush sack threw no ball, so the Z's pass interference (#8) is ignored and the
/// sack stands (Sack 9 + 2 x (7 - 9) = 1-5: PN 3, then 30 / 3 = 10 yards).
#[test]
fn no_pass_interference_without_a_pass_sp6_16() {
    let mut home = coach(vec![go(H, OffPlay::Short, OffBox::RE)]);
    home.accept = Some(true);
    let mut away = ScriptedCoach::default();
    away.accept = Some(true);
    let cards = vec![z(), blank().all("PR").fac(), pn(3), pn(30), blank().z("Pen D1/D8/K1/R1").fac(), rn(6)];
    let mut g = game(H, 30, 1, 10, home, away, cards, Options::default());
    step(&mut g);
    assert_eq!((g.core.spot.yards(), dn(&g)), (20, (2, 20)), "[sp6 16.2] the sack stands: no interference without a pass");
}

/// An Ironton Short pass to RE from its 30 on 2nd and 10, completed (PN 5, yardage RN 6), with
/// a Z first whose result is `pen`; the Grays take the penalty or not.
fn short_complete(pen: &str, take: bool) -> Sp6Game {
    let mut home = coach(vec![go(H, OffPlay::Short, OffBox::RE)]);
    home.accept = Some(take);
    let mut away = ScriptedCoach::default();
    away.accept = Some(take);
    let cards = vec![z(), blank().fac(), pn(5), rn(6), blank().z(pen).fac(), rn(6)];
    let mut g = game(H, 30, 2, 10, home, away, cards, Options::default());
    step(&mut g);
    g
}

/// [sp6 6.3] Offensive pass interference (#8): "15 yards if against Offense, down and play count
/// [Option]", as #5's "down and play count": the completion's yards stand, the 15 are marked
/// from where the play ended and the down counts (3rd down). An incomplete pass ends at the
/// line: 15 back from there.
#[test]
fn offensive_pass_interference_counts_the_play_and_the_down_sp6_6_3() {
    let declined = short_complete("Pen O8/O8/K1/R1", false);
    let end = declined.core.spot.yards();
    assert!((41..55).contains(&end), "a completion past the line to gain: {end}");
    let g = short_complete("Pen O8/O8/K1/R1", true);
    assert_eq!((g.core.spot.yards(), dn(&g)), (end - 15, (3, 40 - (end - 15))), "[sp6 6.3] 15 yards from the end of the completion, the down counts");
    let g = short_incomplete(30, 10, "Pen O8/O8/K1/R1", 6);
    assert_eq!((g.core.spot.yards(), dn(&g)), (15, (3, 25)), "[sp6 6.3] incomplete: 15 back from the line, 3rd and 25");
}

/// [sp6 6.3] Pass interference in the end zone: first and goal at the 1.
#[test]
fn pass_interference_in_end_zone_first_and_goal_at_1_sp6_6_3() {
    let g = short_incomplete(90, 10, "Pen D1/D8/K1/R1", 6);
    assert_eq!((g.core.spot.yards(), g.core.down(), g.core.goal_to_go()), (99, Down::First, true), "[sp6 6.3] 1st and goal at the 1");
    assert_eq!(g.core.score[H], 0, "[sp6 6.3] no touchdown by penalty");
}

/// [sp6 6.3] Intentional grounding (#10) applies only on an incomplete pass: 15 yards and the
/// down counts, no option; on a completion it is ignored.
#[test]
fn grounding_only_on_incompletions_sp6_6_3() {
    let g = short_incomplete(40, 10, "Pen D1/O10/K1/R1", 6);
    assert_eq!((g.core.spot.yards(), dn(&g)), (25, (3, 25)), "[sp6 6.3] 15 back and the down counts: 3rd and 25");
    // Short to RE complete: Com 21, PN 10, RN 2 = wr1's S[2] 21 yards.
    let mut home = coach(vec![go(H, OffPlay::Short, OffBox::RE)]);
    home.accept = Some(true);
    let cards = vec![z(), blank().fac(), pn(10), rn(2), blank().z("Pen D1/O10/K1/R1").fac(), rn(6)];
    let mut g = game(H, 40, 2, 10, home, ScriptedCoach::default(), cards, Options::default());
    step(&mut g);
    assert_eq!((g.core.spot.yards(), dn(&g)), (61, (1, 10)), "[sp6 6.3] on a completion grounding is ignored");
}

/// [sp6 6.3] A penalty longer than half the distance to the goal is half the distance,
/// fractions rounded down.
#[test]
fn half_the_distance_sp6_6_3() {
    let g = penalty_run(9, 1, 10, "Pen O3/O3/K1/R1", true);
    assert_eq!(g.core.spot.yards(), 5, "[sp6 6.3] 5 yards from the 9 is more than 4.5: 4 yards");
    let g = penalty_run(20, 1, 10, "Pen O7/O7/K1/R1", true);
    assert_eq!(g.core.spot.yards(), 10, "[sp6 6.3] holding from the 20: 10 yards is half");
    let g = penalty_run(30, 1, 10, "Pen O5/O5/K1/R1", true);
    assert_eq!(g.core.spot.yards(), 15, "[sp6 6.3] 15 yards from the 30: half");
}

/// [sp6 6.3] No touchdown by penalty: a defensive foul near the goal line moves the ball half
/// the distance and never into the end zone.
#[test]
fn no_touchdown_by_penalty_sp6_6_3() {
    // The run ends at the 94 (from the 90); personal foul from there: half of 6 = 3 -> 97.
    let g = penalty_run(90, 1, 10, "Pen D5/D5/K1/R1", false);
    assert_eq!((g.core.spot.yards(), g.core.score[H]), (97, 0), "[sp6 6.3] half the distance, no touchdown");
    // Offside on the defense at the 1, taken instead of the run's touchdown: half of 1 rounds
    // down to 0, the down is replayed at the 99.
    let g = penalty_run(99, 3, 1, "Pen D1/D1/K1/R1", true);
    assert_eq!((g.core.spot.yards(), dn(&g), g.core.score[H]), (99, (3, 1), 0), "[sp6 6.3] a penalty never scores");
}

/// [sp6 6.3] Offensive holding on a pass play from inside the offense's own 5 is a safety (E-10);
/// on a run it is half the distance.
#[test]
fn offensive_holding_on_pass_inside_own_5_is_safety_sp6_6_3() {
    let mut home = coach(vec![go(H, OffPlay::Quick, OffBox::RE)]);
    home.accept = Some(true);
    let mut away = ScriptedCoach::default();
    away.accept = Some(true);
    let cards = vec![z(), blank().fac(), pn(10), rn(5), blank().z("Pen O7/O7/K1/R1").fac()];
    let mut g = game(H, 4, 1, 10, home, away, cards, Options::default());
    step(&mut g);
    assert_eq!(g.core.score[A], 2, "[sp6 6.3] a safety for Lakeport");
    assert_eq!(g.core.phase, Phase::Kickoff { kicker: H, from: 20, after_safety: true }, "[sp6 6.3] Ironton kicks after the safety");
    let g = penalty_run(4, 1, 10, "Pen O7/O7/K1/R1", true);
    assert_eq!((g.core.spot.yards(), g.core.score[A]), (2, 0), "[sp6 6.3] on a run: half the distance, no safety");
}

// ------------------------------------------------------------------------------ [sp6 15]

/// Ironton's No-Huddle run to BK1 (8 yards, the clock running), with `home` adjusted.
fn no_huddle_game(more: Vec<OffenseChoice>, timeout: bool) -> Sp6Game {
    let mut nh = call(OffPlay::InsideLeft, OffBox::BK1);
    nh.no_huddle = true;
    let mut plays = vec![play_on(od(H), nh)];
    plays.extend(more);
    let mut home = coach(plays);
    home.seconds = Some(30);
    home.timeouts = VecDeque::from(vec![timeout]);
    game(H, 30, 1, 10, home, ScriptedCoach::default(), vec![], Options::default())
}

/// Lakeport's Lineup Card defense with lb5 for lb2.
fn lakeport_sub() -> DefenseDisplay {
    let mut d = dd(A);
    d.remove(pid(A, "lkp-lb2"));
    assert!(d.place(DefBox::G, pid(A, "lkp-lb5")));
    d
}

/// [sp6 15] Under the No-Huddle the defense may substitute only when the offense does.
#[test]
fn no_huddle_defense_substitutes_only_with_offense_sp6_15() {
    let mut g = no_huddle_game(vec![], false);
    step(&mut g);
    let pass = DefenseCall::new(DefPlay::Pass);
    let e = g.check_defense_choice(A, &lakeport_sub(), &pass, &od(H)).err().map(|e| e.section);
    assert_eq!(e, Some("15"), "[sp6 15] the offense kept its players: the defense may not substitute");
    assert!(g.check_defense_choice(A, &dd(A), &pass, &od(H)).is_ok(), "[sp6 15] the same defenders may play");
    let sub = od_with(H, OffBox::BK1, Some("irn-rb2"));
    assert!(g.check_defense_choice(A, &lakeport_sub(), &pass, &sub).is_ok(), "[sp6 15] the offense substituted: so may the defense");
}

/// [sp6 15] The No-Huddle's restriction lifts whenever the clock is stopped (a time-out).
#[test]
fn no_huddle_restriction_lifted_when_clock_stopped_sp6_15() {
    let mut g = no_huddle_game(vec![], true);
    step(&mut g);
    assert_eq!(g.core.timeouts[H], 2, "a time-out after the play");
    assert!(g.check_defense_choice(A, &lakeport_sub(), &DefenseCall::new(DefPlay::Pass), &od(H)).is_ok(), "[sp6 15] the clock stopped: the defense may substitute");
}

/// [sp6 15] Deliberate grounding under the No-Huddle: no FAC, 0 seconds, one down used, the
/// ball where it was.
#[test]
fn deliberate_grounding_under_no_huddle_sp6_15() {
    let mut g = no_huddle_game(vec![OffenseChoice::Grounding], false);
    step(&mut g);
    let used = g.src.script_used();
    let clock = g.core.clock.remaining;
    assert_eq!((g.core.spot.yards(), dn(&g)), (38, (2, 2)));
    step(&mut g);
    assert_eq!(g.src.script_used(), used, "[sp6 15] no FAC flipped");
    assert!(steps(&g).is_empty(), "[sp6 15] no readings");
    assert_eq!((g.core.clock.remaining, secs(&g)), (clock, 0), "[sp6 15] no time used");
    assert_eq!((g.core.spot.yards(), dn(&g)), (38, (3, 2)), "[sp6 15] a down used, the ball where it was");
    assert_eq!(g.refused_calls, 0);
}

/// [sp6 15] Without a No-Huddle, a deliberate grounding is refused (a run is played instead).
#[test]
fn grounding_refused_without_no_huddle_sp6_15() {
    let mut g = ironton(30, 1, 10, vec![OffenseChoice::Grounding], vec![blank().fac(), rn(5)]);
    step(&mut g);
    assert_eq!(g.refused_calls, 1, "[sp6 15] grounding only under the No-Huddle");
    assert_eq!((g.src.script_used(), g.core.spot.yards()), (2, 38), "[sp6 15] the fallback run flipped its FACs");
}

// ---------------------------------------------------------------------------- [sp6 16.1]

/// [sp6 16.1] A Z card is applied after the play is fully resolved: the new FAC's Z Results
/// are read after all the play's readings.
#[test]
fn z_result_read_after_the_play_sp6_16_1() {
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], run_z(10, "Fum(s)"));
    step(&mut g);
    assert_eq!(
        steps(&g),
        vec![Step::Z { counted: true }, Step::Run("CN".parse().unwrap()), Step::Rn { rn: 10, ob: false }, Step::ZResult("Fum(s)".parse().unwrap())],
        "[sp6 16.1] the play's readings, then the Z Results"
    );
}

// ---------------------------------------------------------------------------- [sp6 16.2]

/// [sp6 16.2] The penalty category: #1 for runs, Quick and Screen passes, #2 for Short and Long
/// passes. The same Z result "D1/O2" is offside on the defense for a run or a Quick, movement
/// on the offense for a Short.
#[test]
fn penalty_categories_on_scrimmage_plays_sp6_16_2() {
    let pen = "Pen D1/O2/K1/R1";
    let g = penalty_run(30, 2, 8, pen, true);
    assert_eq!((g.core.spot.yards(), dn(&g)), (35, (2, 3)), "[sp6 16.2] run: #1 offside on the defense");
    let mut home = coach(vec![go(H, OffPlay::Quick, OffBox::RE)]);
    home.accept = Some(true);
    let mut g = game(H, 30, 2, 8, home, ScriptedCoach::default(), vec![z(), blank().fac(), pn(30), blank().z(pen).fac(), rn(3)], Options::default());
    step(&mut g);
    assert_eq!((g.core.spot.yards(), dn(&g)), (35, (2, 3)), "[sp6 16.2] Quick: #1 offside on the defense");
    let g = short_incomplete(30, 8, pen, 3);
    assert_eq!((g.core.spot.yards(), dn(&g)), (25, (2, 13)), "[sp6 16.2] Short: #2 movement on the offense");
    // A penalty that does not fit the play is ignored: pass interference on a run.
    let g = penalty_run(30, 2, 8, "Pen D8/D8/K1/R1", true);
    assert_eq!((g.core.spot.yards(), dn(&g)), (34, (3, 4)), "[sp6 16.2] pass interference on a run is ignored");
}

/// [sp6 16.2] Categories #3 and #4 are the kicking plays': the team letters K and R name the
/// kicking and the receiving team.
#[test]
fn penalty_categories_on_kicks_sp6_16_2() {
    let ed = huddle_sp6::tables::Edition::sp6();
    let codes = match "Pen D1/O2/K13/R11".parse::<huddle_sp6::fac::ZResult>().unwrap() {
        huddle_sp6::fac::ZResult::Penalty(c) => c,
        _ => unreachable!(),
    };
    let f = zres::foul(&ed, &codes, Category::RunQuickScreen, H).expect("a penalty in the category");
    assert_eq!((f.by, f.n), (A, 1), "[sp6 16.2] #1: D = the defense");
    let f = zres::foul(&ed, &codes, Category::ShortLong, H).expect("a penalty in the category");
    assert_eq!((f.by, f.n), (H, 2), "[sp6 16.2] #2: O = the offense");
    let f = zres::foul(&ed, &codes, Category::FieldGoalPunt, H).expect("a penalty in the category");
    assert_eq!((f.by, f.n), (H, 13), "[sp6 16.2] #3: K = the kicking team");
    let f = zres::foul(&ed, &codes, Category::Kickoff, H).expect("a penalty in the category");
    assert_eq!((f.by, f.n), (A, 11), "[sp6 16.2] #4: R = the receiving team");
}

// ---------------------------------------------------------------------------- [sp6 16.3]

/// [sp6 16.3] Two defenders in the named box: a coin toss picks one to be hurt.
#[test]
fn injury_two_defenders_coin_toss_sp6_16_3() {
    let mut d = dd(A);
    d.remove(pid(A, "lkp-lb2"));
    assert!(d.place(DefBox::C, pid(A, "lkp-nt2")));
    let mut away = ScriptedCoach::default();
    away.defense = VecDeque::from(vec![DefenseChoice { display: d, call: DefenseCall::new(DefPlay::Pass) }]);
    let mut cards = run_z(10, "Inj D:C");
    cards.push(pn(40));
    let mut g = game(H, 30, 1, 10, coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]), away, cards, Options::default());
    step(&mut g);
    assert_eq!(g.refused_calls, 0);
    let hurt = [out(&g, A, "lkp-nt1"), out(&g, A, "lkp-nt2")];
    assert_eq!(hurt.iter().filter(|h| **h).count(), 1, "[sp6 16.3] exactly one of the two in box C: {hurt:?}");
}

/// [sp6 16.3] A vacant box or position: no injury (Lakeport leaves box B empty).
#[test]
fn injury_vacant_box_no_injury_sp6_16_3() {
    let mut cards = run_z(10, "Inj D:B");
    cards.push(pn(40));
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], cards);
    step(&mut g);
    assert!(g.teams[A].out.is_empty() && g.teams[H].out.is_empty(), "[sp6 16.3] nobody hurt");
    assert!(!text(&g).contains("hurt"), "[sp6 16.3] {}", text(&g));
    let mut cards = run_z(10, "Inj O:FL2");
    cards.push(pn(40));
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], cards);
    step(&mut g);
    assert!(g.teams[H].out.is_empty(), "[sp6 16.3] no FL2 on the display: nobody hurt");
}

/// [sp6 16.3] "BC" on a run is the ball carrier; on a pass it is the quarterback when the Z was
/// the first card flipped, otherwise the receiver.
#[test]
fn injury_ball_carrier_sp6_16_3() {
    let mut cards = run_z(10, "Inj BC");
    cards.push(pn(40));
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], cards);
    step(&mut g);
    assert!(out(&g, H, "irn-rb1"), "[sp6 16.3] run: the carrier");
    let cards = vec![z(), blank().fac(), pn(10), rn(5), blank().z("Inj BC").fac(), pn(40)];
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::Quick, OffBox::RE)], cards);
    step(&mut g);
    assert!(out(&g, H, "irn-qb1") && !out(&g, H, "irn-wr1"), "[sp6 16.3] pass, Z first: the quarterback");
    let cards = vec![blank().fac(), z(), pn(10), rn(5), blank().z("Inj BC").fac(), pn(40)];
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::Quick, OffBox::RE)], cards);
    step(&mut g);
    assert!(out(&g, H, "irn-wr1") && !out(&g, H, "irn-qb1"), "[sp6 16.3] pass, Z second: the receiver");
}

/// [sp6 16.3] No injuries on kicking plays.
#[test]
fn no_injury_on_kicking_plays_sp6_16_3() {
    // Punt: Z, RN 3 (46 yards, fair catch), Z Results "Inj BC", PN 40.
    let cards = vec![z(), rn(3), blank().z("Inj O:QB").fac(), pn(40)];
    let mut g = ironton(30, 4, 10, vec![OffenseChoice::Punt { coffin: None, fake: false }], cards);
    step(&mut g);
    assert_eq!(g.core.possession, A, "punted");
    assert!(g.teams[H].out.is_empty() && g.teams[A].out.is_empty(), "[sp6 16.3] nobody hurt on a punt");
}

// ---------------------------------------------------------------------------- [sp6 16.4]

/// [sp6 16.4] "Fumble(s)": no fumble when the ball carrier is on the home team; the visitors'
/// carrier fumbles.
#[test]
fn fumble_s_spares_home_carrier_sp6_16_4() {
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], run_z(10, "Fum(s)"));
    step(&mut g);
    assert_eq!(g.src.script_used(), 4, "[sp6 16.4] no fumble check for the home carrier");
    assert_eq!((g.core.possession, g.core.spot.yards()), (H, 34), "[sp6 16.4] Ironton keeps the ball");
    // Lakeport: 1-21 + Ironton's +2 = 1-23; PN 1 loses it.
    let mut cards = run_z(10, "Fum(s)");
    cards.push(pn(1));
    let mut g = game(A, 30, 1, 10, ScriptedCoach::default(), coach(vec![go(A, OffPlay::InsideLeft, OffBox::BK1)]), cards, Options::default());
    step(&mut g);
    assert_eq!(g.core.possession, H, "[sp6 16.4] the visitors' fumble is lost");
    // "Fumble" is resolved whoever carries.
    let mut cards = run_z(10, "Fum");
    cards.push(pn(1));
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], cards);
    step(&mut g);
    assert_eq!(g.core.possession, A, "[sp6 16.4] Fumble: the home carrier fumbles too");
}

/// [sp6 16.4] The fumbling team's Fumbles Lost range, adjusted by the opponent's Defensive
/// Fumble Adjustment: Lakeport 1-21 + 2 = 1-23; Ironton 1-18 + 0.
#[test]
fn fumble_lost_range_with_adjustment_sp6_16_4() {
    for (side, lost_pn, kept_pn) in [(A, 23u8, 24u8), (H, 18, 19)] {
        for (p, lost) in [(lost_pn, true), (kept_pn, false)] {
            let mut cards = run_z(10, "Fum");
            cards.push(pn(p));
            let plays = vec![go(side, OffPlay::InsideLeft, OffBox::BK1)];
            let (home, away) = if side == H { (coach(plays), ScriptedCoach::default()) } else { (ScriptedCoach::default(), coach(plays)) };
            let mut g = game(side, 30, 1, 10, home, away, cards, Options::default());
            step(&mut g);
            assert_eq!(g.core.possession != side, lost, "[sp6 16.4] {side:?} PN {p}: lost = {lost}");
        }
    }
}

/// [sp6 16.4] A lost fumble is recovered at the exact spot the play ended: no return.
#[test]
fn fumble_lost_at_the_spot_sp6_16_4() {
    let mut cards = run_z(5, "Fum");
    cards.push(pn(1));
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], cards);
    step(&mut g);
    assert_eq!((g.core.possession, g.core.spot.yards(), dn(&g)), (A, 62, (1, 10)), "[sp6 16.4] run to the 38: Lakeport 1st and 10 at its 62");
}

/// [sp6 16.4] No fumble on an incomplete pass, a touchdown or a Flop (which flips no FAC).
#[test]
fn no_fumble_on_incompletion_score_or_flop_sp6_16_4() {
    let cards = vec![z(), blank().fac(), pn(30), blank().z("Fum").fac(), pn(1)];
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::Quick, OffBox::RE)], cards);
    step(&mut g);
    assert_eq!((g.core.possession, g.src.script_used()), (H, 4), "[sp6 16.4] incomplete: no fumble check");
    let mut cards = run_z(5, "Fum");
    cards.push(pn(1));
    let mut g = ironton(95, 1, 5, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], cards);
    step(&mut g);
    assert_eq!(g.core.score[H], 6, "[sp6 16.4] the touchdown stands");
    let flop = play_on(od(H), call(OffPlay::InsideLeft, OffBox::QB).with(OffStrategy::Flop));
    let mut g = ironton(30, 1, 10, vec![flop], vec![z(), blank().z("Fum").fac(), pn(1)]);
    step(&mut g);
    assert_eq!((g.core.possession, g.core.spot.yards(), g.src.script_used()), (H, 29, 0), "[sp6 16.4] a Flop: -1, no FAC, no fumble");
}

/// [sp6 16.4] A safety is a scoring play: a fumble read on it is ignored (the defense does not
/// recover in the end zone for a touchdown).
#[test]
fn no_fumble_on_a_safety_sp6_16_4() {
    // IL from the 2 at box C (nt1, TV -2): rb1 N[12] -2 - 2 = -4, held to -3 (inside run): the
    // ball at -1, a safety.
    let cards = vec![z(), blank().run("C").fac(), rn(12), blank().z("Fum").fac(), pn(1)];
    let mut g = ironton(2, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], cards);
    step(&mut g);
    assert_eq!((g.core.score[H], g.core.score[A]), (0, 2), "[sp6 16.4] a safety, not a fumble returned for a touchdown");
}

// ------------------------------------------------------------------------------ [sp6 18]

/// An Ironton run to BK1 (8 yards) at a clock, the offense asking for `ask` seconds.
fn run_at(period: u8, remaining: u16, ask: u16) -> Sp6Game {
    let mut home = coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]);
    home.seconds = Some(ask);
    let mut g = game(H, 30, 1, 10, home, ScriptedCoach::default(), vec![], Options::default());
    g.core.clock = Clock::new(period, remaining);
    step(&mut g);
    g
}

/// [sp6 18] The two-minute warning (9.3, E-27): the play that takes the clock to 2:00 or
/// below in the 2nd or 4th quarter uses the Timing Chart's minimum, then the clock stops.
#[test]
fn two_minute_warning_play_uses_min_sp6_18() {
    for q in [2u8, 4] {
        let g = run_at(q, 130, 45);
        assert_eq!((secs(&g), g.core.clock.remaining), (20, 110), "[sp6 18] Q{q}: from 2:10 the run uses Min 20");
        assert!(g.prev_stopped, "[sp6 18] Q{q}: an automatic time-out stops the clock");
        // The offense asked for 45 from 2:30, which would cross 2:00: Min.
        let g = run_at(q, 150, 45);
        assert_eq!(secs(&g), 20, "[sp6 18] Q{q}: a play that would cross 2:00 uses Min");
    }
    let g = run_at(1, 130, 45);
    assert_eq!((secs(&g), g.prev_stopped), (45, false), "[sp6 18] no warning in the 1st quarter");
    let g = run_at(2, 200, 45);
    assert_eq!(secs(&g), 45, "[sp6 18] a play that stays above 2:00 takes the offense's time");
}

/// [sp6 18] Final Minutes: the last 2:00 of the first half and the last 5:00 of the second;
/// an incomplete pass takes 10 s there.
#[test]
fn final_minutes_2_00_and_5_00_sp6_18() {
    let inc = || vec![blank().fac(), pn(30)];
    let q = || go(H, OffPlay::Quick, OffBox::RE);
    assert_eq!(timed(2, 120, q(), inc()), 10, "[sp6 18] 2:00 of the 2nd quarter");
    assert_eq!(timed(2, 180, q(), inc()), 45, "[sp6 18] 3:00 of the 2nd quarter: not yet");
    assert_eq!(timed(4, 300, q(), inc()), 10, "[sp6 18] 5:00 of the 4th quarter");
    assert_eq!(timed(4, 305, q(), inc()), 45, "[sp6 18] 5:05 of the 4th quarter: not yet");
    assert_eq!(timed(1, 60, q(), inc()), 45, "[sp6 18] not in the 1st quarter");
    assert_eq!(timed(3, 60, q(), inc()), 45, "[sp6 18] not in the 3rd quarter");
}

/// [sp6 18] 9.6: a Run or Pass that leaves the clock running must use at least 30 s if the
/// offense will substitute next play: after a 20-second run it may not; after 30 s it may.
#[test]
fn substitution_needs_30_seconds_sp6_18() {
    let sub = od_with(H, OffBox::BK1, Some("irn-rb2"));
    let next = call(OffPlay::InsideLeft, OffBox::BK1);
    let g = run_at(1, 600, 20);
    assert_eq!(refused(&g, H, &sub, &next), Some("18"), "[sp6 18] 9.6: 20 s with the clock running: no substitution");
    assert_eq!(refused(&g, H, &od(H), &next), None, "[sp6 18] 9.6: the same players may play");
    let mut shifted = od(H);
    shifted.set(OffBox::LE, Some(pid(H, "irn-wr2")));
    shifted.set(OffBox::FL1, Some(pid(H, "irn-te1")));
    assert_eq!(refused(&g, H, &shifted, &next), None, "[sp6 18] 9.6: a shift is not a substitution");
    let g = run_at(1, 600, 30);
    assert_eq!(refused(&g, H, &sub, &next), None, "[sp6 18] 9.6: 30 s: the offense may substitute");
}

/// [sp6 18] 9.6 binds only while the clock runs: a time-out or the two-minute warning after a
/// short play frees the offense to substitute.
#[test]
fn stopped_clock_frees_substitution_sp6_18() {
    let sub = od_with(H, OffBox::BK1, Some("irn-rb2"));
    let next = call(OffPlay::InsideLeft, OffBox::BK1);
    let mut home = coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]);
    home.seconds = Some(20);
    home.timeouts = VecDeque::from(vec![true]);
    let mut g = game(H, 30, 1, 10, home, ScriptedCoach::default(), vec![], Options::default());
    step(&mut g);
    assert_eq!(g.core.timeouts[H], 2);
    assert_eq!(refused(&g, H, &sub, &next), None, "[sp6 18] 9.6: a time-out stopped the clock");
    let g = run_at(2, 130, 20);
    assert_eq!(refused(&g, H, &sub, &next), None, "[sp6 18] 9.6: the two-minute warning stopped the clock");
}

/// [sp6 18] 9.3: the play the offense timed across 2:00 is the warning play: it is given the
/// Min and the automatic time-out follows even when the Min stops short of 2:00 (from 2:30, 45
/// s asked: 20 s, the clock stopped at 2:10). The next play is then timed by the offense again,
/// and 9.6 does not bind. Before, the warning was missed: the clock ran, the offense could not
/// substitute, and the next play was forced to the Min a second time.
#[test]
fn the_warning_play_stops_the_clock_even_short_of_two_minutes_sp6_18() {
    let sub = od_with(H, OffBox::BK1, Some("irn-rb2"));
    let next = call(OffPlay::InsideLeft, OffBox::BK1);
    let g = run_at(2, 150, 45);
    assert_eq!((secs(&g), g.core.clock.remaining), (20, 130));
    assert!(g.prev_stopped, "[sp6 18] the automatic time-out stops the clock");
    assert!(g.log.iter().any(|p| g.text(p).contains("two-minute warning")), "the warning is in the play-by-play");
    assert_eq!(refused(&g, H, &sub, &next), None, "[sp6 18] 9.6: the clock stopped, the offense may substitute");
}

/// [sp6 18] 9.6 binds "any Run or Pass play which does not otherwise have the clock stopped":
/// a short play that ends the 1st quarter leaves the offense free to substitute in the 2nd.
#[test]
fn the_end_of_a_quarter_frees_substitution_sp6_18() {
    let sub = od_with(H, OffBox::BK1, Some("irn-rb2"));
    let next = call(OffPlay::InsideLeft, OffBox::BK1);
    let g = run_at(1, 15, 20);
    assert_eq!(g.core.clock.period.0, 2);
    assert_eq!(refused(&g, H, &sub, &next), None, "[sp6 18] 9.6: the quarter's end stopped the clock");
}

/// [sp6 18] 9.7: no play uses more time than is left in the quarter.
#[test]
fn no_play_longer_than_the_quarter_sp6_18() {
    let g = run_at(1, 15, 45);
    assert_eq!((secs(&g), g.core.clock.period.0, g.core.clock.remaining), (15, 2, 900), "[sp6 18] 15 s used, the 2nd quarter begins");
}

/// [sp6 18] 9.7: a half cannot end on a defensive penalty: the offense gets an untimed down; a
/// half may end on an offensive penalty. Each team has 3 time-outs again in the second half.
#[test]
fn half_cannot_end_on_defensive_penalty_sp6_18() {
    let mut home = coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1), go(H, OffPlay::InsideRight, OffBox::BK1)]);
    home.accept = Some(true);
    home.timeouts = VecDeque::from(vec![false, false]);
    let mut cards = run_z(10, "Pen D1/D1/K1/R1");
    cards.extend([blank().fac(), rn(6)]);
    let mut g = game(H, 30, 1, 10, home, ScriptedCoach::default(), cards, Options::default());
    g.core.clock = Clock::new(2, 10);
    g.core.timeouts = PerSide::new(1, 0);
    step(&mut g);
    assert_eq!((g.core.clock.period.0, g.core.clock.remaining, g.core.phase), (2, 0, Phase::Scrimmage), "[sp6 18] 9.7: offside on the last play: the half goes on");
    assert_eq!((g.core.spot.yards(), dn(&g)), (35, (1, 5)), "[sp6 18] the penalty was enforced");
    step(&mut g);
    assert_eq!(g.core.clock.period.0, 3, "[sp6 18] 9.7: the untimed down ended the half");
    assert!(matches!(g.core.phase, Phase::Kickoff { .. }), "[sp6 18] the second half begins with a kickoff");
    assert_eq!(g.core.timeouts, PerSide::new(3, 3), "[sp6 18] 9.2: three time-outs each half");
    // An offensive penalty (illegal procedure, No Option) on the last play: the half ends.
    let mut g = game(H, 30, 1, 10, coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]), ScriptedCoach::default(), run_z(10, "Pen O3/O3/K1/R1"), Options::default());
    g.core.clock = Clock::new(2, 10);
    step(&mut g);
    assert_eq!(g.core.clock.period.0, 3, "[sp6 18] 9.7: a half may end on an offensive penalty");
    // The first quarter ends no half: the same offside on its last play, the quarter ends (no
    // untimed down), the second begins with the ball where the penalty left it.
    let mut home = coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]);
    home.accept = Some(true);
    home.timeouts = VecDeque::from(vec![false, false]);
    let mut g = game(H, 30, 1, 10, home, ScriptedCoach::default(), run_z(10, "Pen D1/D1/K1/R1"), Options::default());
    g.core.clock = Clock::new(1, 10);
    step(&mut g);
    assert_eq!((g.core.clock.period.0, g.core.clock.remaining, g.core.untimed_down), (2, 900, false), "[sp6 18] the first quarter ends on the clock");
    assert_eq!((g.core.spot.yards(), dn(&g)), (35, (1, 5)), "[sp6 18] the penalty was enforced");
}

/// [sp6 18] Regular-season overtime: a tie after regulation goes to one 15:00 sudden-death
/// period with two time-outs a team; the first score wins.
#[test]
fn overtime_regular_season_sudden_death_sp6_18() {
    let mut g = run_at(4, 20, 45);
    assert_eq!(g.core.phase, Phase::OvertimeToss, "[sp6 18] tied after regulation: overtime");
    step(&mut g);
    assert_eq!((g.core.clock.period.0, g.core.clock.remaining), (5, 900), "[sp6 18] a 15:00 period");
    assert_eq!(g.core.timeouts, PerSide::new(2, 2), "[sp6 18] two time-outs in overtime");
    assert!(matches!(g.core.phase, Phase::Kickoff { .. }), "[sp6 18] overtime begins with a kickoff");
    // Sudden death: Ironton runs in from the 95.
    let mut g = game(H, 95, 1, 5, coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]), ScriptedCoach::default(), vec![], Options::default());
    g.core.clock = Clock::new(5, 600);
    step(&mut g);
    assert_eq!((g.core.score[H], g.core.phase), (6, Phase::Over), "[sp6 18] the first score wins at once (no try)");
}

/// [sp6 18] Regular-season overtime ends in a tie when the period runs out; it is played as the
/// last quarter (Final Minutes and the two-minute warning).
#[test]
fn overtime_tie_stands_sp6_18() {
    let g = run_at(5, 20, 45);
    assert_eq!(g.core.phase, Phase::Over, "[sp6 18] overtime over, the game ends");
    assert_eq!(g.core.score, PerSide::new(0, 0), "[sp6 18] a tie stands");
    assert_eq!(timed(5, 240, go(H, OffPlay::Quick, OffBox::RE), vec![blank().fac(), pn(30)]), 10, "[sp6 18] Final Minutes in overtime's last 5:00");
    let g = run_at(5, 130, 45);
    assert_eq!(secs(&g), 20, "[sp6 18] the two-minute warning in overtime");
}

/// [sp6 18] Playoff overtime is played by halves until someone scores: the first overtime
/// period leads into a second of the same half; a new half starts with a new toss and three
/// time-outs each.
#[test]
fn overtime_playoffs_by_halves_sp6_18() {
    let opts = Options { playoff: true, ..Options::default() };
    let mut home = coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1), go(H, OffPlay::InsideRight, OffBox::BK1)]);
    home.seconds = Some(45);
    let mut g = game(H, 30, 1, 10, home, ScriptedCoach::default(), vec![], opts);
    g.core.clock = Clock::new(5, 20);
    g.core.timeouts = PerSide::new(3, 3);
    step(&mut g);
    assert_eq!((g.core.clock.period.0, g.core.clock.remaining, g.core.phase), (6, 900, Phase::Scrimmage), "[sp6 18] the half's second overtime period follows");
    g.core.clock = Clock::new(6, 20);
    step(&mut g);
    assert_eq!(g.core.phase, Phase::OvertimeToss, "[sp6 18] still tied after the half: another half");
    step(&mut g);
    assert_eq!((g.core.clock.period.0, g.core.timeouts), (7, PerSide::new(3, 3)), "[sp6 18] a new half, three time-outs each");
}

/// [sp6 18] 9.7 and 9.8: a playoff overtime half has two periods, and the first of them ends
/// no half: the defense's offside on its last play is enforced and the next period begins, with
/// no untimed down (as in the first quarter). On the half's second period it gives one.
#[test]
fn a_playoff_overtime_halfs_first_period_ends_on_the_clock_sp6_18() {
    let opts = Options { playoff: true, ..Options::default() };
    for (period, untimed) in [(5u8, false), (6, true)] {
        let mut home = coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]);
        home.accept = Some(true);
        home.timeouts = VecDeque::from(vec![false, false]);
        let mut g = game(H, 30, 1, 10, home, ScriptedCoach::default(), run_z(10, "Pen D1/D1/K1/R1"), opts.clone());
        g.core.clock = Clock::new(period, 10);
        g.core.timeouts = PerSide::new(3, 3);
        step(&mut g);
        if untimed {
            assert_eq!((g.core.clock.period.0, g.core.clock.remaining, g.core.phase), (6, 0, Phase::Scrimmage), "[sp6 18] period 6 ends a half: an untimed down");
        } else {
            assert_eq!((g.core.clock.period.0, g.core.clock.remaining, g.core.untimed_down), (6, 900, false), "[sp6 18] period 5 ends on the clock");
        }
        assert_eq!((g.core.spot.yards(), dn(&g)), (35, (1, 5)), "[sp6 18] the penalty was enforced");
    }
}

// ------------------------------------------------------------------------------ [sp6 19]

/// Ironton's line with the left guard og1 (G) and left tackle ot1 (T) swapped.
fn swapped_line() -> OffenseDisplay {
    let mut d = od_with(H, OffBox::LT, Some("irn-og1"));
    d.set(OffBox::LG, Some(pid(H, "irn-ot1")));
    d
}

/// Lakeport's defense with cb1 (CB) and fs1 (FS) swapped: fs1 guards LE from box K.
fn swapped_secondary() -> DefenseDisplay {
    let mut d = dd(A);
    d.remove(pid(A, "lkp-cb1"));
    d.remove(pid(A, "lkp-fs1"));
    assert!(d.place(DefBox::K, pid(A, "lkp-fs1")));
    assert!(d.place(DefBox::M, pid(A, "lkp-cb1")));
    d
}

fn o1() -> Options {
    Options { out_of_position: true, ..Options::default() }
}

/// [sp6 19] Without O1, players out of their card's position are refused; with O1 they may
/// play.
#[test]
fn o1_out_of_position_displays_need_o1_sp6_19() {
    let e = validate_offense(&swapped_line(), &team(H), false).expect_err("a guard at tackle");
    assert_eq!(e.section, "19", "[sp6 19] O1: {e}");
    assert_eq!(validate_offense(&swapped_line(), &team(H), true), Ok(()), "[sp6 19] O1: linemen anywhere on the line");
    let e = validate_defense(&swapped_secondary(), &team(A), false).expect_err("a safety at corner");
    assert_eq!(e.section, "19", "[sp6 19] O1: {e}");
    assert_eq!(validate_defense(&swapped_secondary(), &team(A), true), Ok(()), "[sp6 19] O1: backs anywhere in Row 3");
    let g = ironton(30, 1, 10, vec![], vec![]);
    assert_eq!(refused(&g, H, &swapped_line(), &call(OffPlay::InsideLeft, OffBox::BK1)), Some("19"), "[sp6 19] the game refuses it without O1");
}

/// [sp6 19] O1: an offensive lineman out of position loses 1 from his Blocking Value: og1
/// (BV 4) at LT blocks for 3 on an "LT" directive; rb1 N[6] 5 + 3 = 8.
#[test]
fn o1_lineman_out_of_position_minus_1_bv_sp6_19() {
    let plays = vec![play_on(swapped_line(), call(OffPlay::InsideLeft, OffBox::BK1))];
    let mut g = game(H, 30, 1, 10, coach(plays), ScriptedCoach::default(), vec![blank().run("LT").fac(), rn(6)], o1());
    step(&mut g);
    assert_eq!((g.refused_calls, g.core.spot.yards()), (0, 38), "[sp6 19] O1: BV 4 - 1");
}

/// [sp6 19] O1: ... and 1 from his Pass Blocking: og1 and ot1 (PB 2 each) out of position make
/// the line's total 7 instead of 9; against Lakeport's rush of 7 the Sack range stays 1-9
/// (instead of 1-5), so PN 7 is a sack: 30 / 3 = 10 yards.
#[test]
fn o1_lineman_out_of_position_minus_1_pb_sp6_19() {
    let plays = vec![play_on(swapped_line(), call(OffPlay::Quick, OffBox::RE))];
    let cards = vec![blank().all("PR").fac(), pn(7), pn(30)];
    let mut g = game(H, 30, 1, 10, coach(plays), ScriptedCoach::default(), cards, o1());
    step(&mut g);
    assert_eq!(g.core.spot.yards(), 20, "[sp6 19] O1: sacked for 10");
}

/// [sp6 19] O1 (E-11): a defensive back out of his roster position has +1 on his Pass Defense
/// (worse coverage): fs1 (PD -3) at K guards LE at -2; Quick to LE: Com 33 - 10 - 2 = 21.
#[test]
fn o1_back_out_of_position_plus_1_pd_sp6_19() {
    for (p, complete) in [(21u8, true), (22, false)] {
        let mut away = ScriptedCoach::default();
        away.defense = VecDeque::from(vec![DefenseChoice { display: swapped_secondary(), call: DefenseCall::new(DefPlay::Pass) }]);
        // Complete: te1's Q[3] = 7.
        let cards = vec![blank().fac(), pn(p), rn(3)];
        let mut g = game(H, 30, 1, 10, coach(vec![go(H, OffPlay::Quick, OffBox::LE)]), away, cards, o1());
        step(&mut g);
        assert_eq!(g.refused_calls, 0);
        assert_eq!(g.core.spot.yards() == 37, complete, "[sp6 19] O1 E-11: PN {p} against Com 1-21");
    }
}

/// A Quick pass by Ironton to LE with backs kept in to block (O4); the spot after it.
fn o4_quick_le(blockers: [Option<OffBox>; 2], cards: Vec<Fac>) -> Sp6Game {
    let mut c = call(OffPlay::Quick, OffBox::LE);
    c.extra_blockers = blockers;
    let opts = Options { extra_blocking: true, ..Options::default() };
    let mut g = game(H, 30, 1, 10, coach(vec![play_on(od(H), c)]), ScriptedCoach::default(), cards, opts);
    step(&mut g);
    assert_eq!(g.refused_calls, 0, "the O4 call is legal");
    g
}

/// [sp6 19] O4: one back kept in to block adds 2 to the completion range, two add 4. Quick to
/// LE: Com 33 - 10 - 4 (cb1) = 19; 21 with one blocker, 23 with two. Complete: te1 Q[3] = 7.
#[test]
fn o4_extra_blockers_completion_range_sp6_19() {
    let one = [Some(OffBox::BK1), None];
    let two = [Some(OffBox::BK1), Some(OffBox::BK2)];
    let done = |g: &Sp6Game| g.core.spot.yards() == 37;
    assert!(done(&o4_quick_le(one, vec![blank().fac(), pn(21), rn(3)])), "[sp6 19] O4: one blocker, PN 21 complete");
    assert!(!done(&o4_quick_le(one, vec![blank().fac(), pn(22), rn(3)])), "[sp6 19] O4: one blocker, PN 22 incomplete");
    assert!(done(&o4_quick_le(two, vec![blank().fac(), pn(23), rn(3)])), "[sp6 19] O4: two blockers, PN 23 complete");
    assert!(!done(&o4_quick_le(two, vec![blank().fac(), pn(24), rn(3)])), "[sp6 19] O4: two blockers, PN 24 incomplete");
}

/// [sp6 19] O4: in a Pass Rush the same 2 or 4 is added to the Pass Blocking total. Rush 7
/// against blocking 9: Sack 9 + 2 x (7 - 9) = 1-5, PN 3 a sack; with one blocker 11: Sack 1-1,
/// PN 3 a scramble (Runs to 13); with two (13): no Sack range, PN 1 a scramble.
#[test]
fn o4_extra_blockers_pass_blocking_sp6_19() {
    let rush = |p: u8| vec![blank().all("PR").fac(), pn(p), blank().rn(6).pn(30).fac()];
    let g = o4_quick_le([None, None], rush(3));
    assert_eq!(g.core.spot.yards(), 20, "[sp6 19] no blocker: PN 3 is a sack for 30 / 3 = 10");
    let g = o4_quick_le([Some(OffBox::BK1), None], rush(3));
    assert_eq!(g.core.spot.yards(), 33, "[sp6 19] O4 one blocker: PN 3 is a scramble, qb1 N[6] = 3");
    let g = o4_quick_le([Some(OffBox::BK1), Some(OffBox::BK2)], rush(1));
    assert_eq!(g.core.spot.yards(), 33, "[sp6 19] O4 two blockers: PN 1 is a scramble");
}

/// [sp6 19] O4: no pass may be called to a blocker; a FAC that redirects to one is incomplete;
/// without O4 no back may be kept in.
#[test]
fn o4_no_pass_to_a_blocker_sp6_19() {
    let opts = Options { extra_blocking: true, ..Options::default() };
    let g = game(H, 30, 1, 10, ScriptedCoach::default(), ScriptedCoach::default(), vec![], opts);
    let mut to_blocker = call(OffPlay::Quick, OffBox::BK1);
    to_blocker.extra_blockers = [Some(OffBox::BK1), None];
    assert_eq!(refused(&g, H, &od(H), &to_blocker), Some("19"), "[sp6 19] O4: not to a blocker");
    let g = o4_quick_le([Some(OffBox::BK1), None], vec![blank().all("BK1").fac(), pn(1), rn(3)]);
    assert_eq!((g.core.spot.yards(), dn(&g)), (30, (2, 10)), "[sp6 19] O4: redirected to the blocker, incomplete");
    let g = ironton(30, 1, 10, vec![], vec![]);
    let mut kept = call(OffPlay::Quick, OffBox::LE);
    kept.extra_blockers = [Some(OffBox::BK1), None];
    assert_eq!(refused(&g, H, &od(H), &kept), Some("19"), "[sp6 19] extra blockers need O4");
}

/// [sp6 19] O5: a gain of exactly the yardage for a first down is measured with the next RN:
/// even, made; odd, just short. An "LG" run: rb1 N[4] 6 + og1's BV 4 = 10 from the 30.
#[test]
fn o5_measurement_first_down_sp6_19() {
    let opts = Options { measurements: true, ..Options::default() };
    let cards = |m: u8| vec![blank().run("LG").fac(), rn(4), rn(m)];
    let mut g = game(H, 30, 1, 10, coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]), ScriptedCoach::default(), cards(2), opts.clone());
    step(&mut g);
    assert_eq!((g.core.spot.yards(), dn(&g)), (40, (1, 10)), "[sp6 19] O5: RN 2 even, a first down");
    let mut g = game(H, 30, 1, 10, coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]), ScriptedCoach::default(), cards(3), opts);
    step(&mut g);
    assert_eq!((g.core.down(), g.core.downs.line_to_gain, g.core.score[H]), (Down::Second, 40, 0), "[sp6 19] O5: RN 3 odd, just short: 2nd down");
    assert!(g.core.spot.yards() < 40, "[sp6 19] O5: short of the line to gain");
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::InsideLeft, OffBox::BK1)], cards(3));
    step(&mut g);
    assert_eq!((g.core.spot.yards(), dn(&g), g.src.script_used()), (40, (1, 10), 2), "[sp6 19] without O5 no measurement");
}

/// [sp6 19] O5: a ball measured just short of the goal line, then a 0-yard gain, is measured
/// again: an even RN scores. QB Sneaks from the 1: PN even +1 (exact: RN 3 odd, just short),
/// then PN odd 0 (measured again: RN 4 even, touchdown).
#[test]
fn o5_zero_gain_from_just_short_measured_again_sp6_19() {
    let opts = Options { measurements: true, ..Options::default() };
    let sneak = || play_on(od(H), call(OffPlay::InsideLeft, OffBox::QB).with(OffStrategy::Sneak));
    let cards = vec![pn(2), rn(3), pn(1), rn(4)];
    let mut g = game(H, 99, 1, 1, coach(vec![sneak(), sneak()]), ScriptedCoach::default(), cards, opts);
    step(&mut g);
    assert_eq!((g.core.score[H], g.core.down()), (0, Down::Second), "[sp6 19] O5: just short of the goal line");
    step(&mut g);
    assert_eq!(g.core.score[H], 6, "[sp6 19] O5: the 0-yard sneak measured again, RN 4 even: touchdown");
}

/// [sp6 19] O5 measures a *yardage* result: an incomplete pass from just short of the goal line
/// gains nothing and measures nothing (no RN is drawn, no touchdown); the ball stays just short
/// and the next yardage result, a 0-yard sneak, is measured again.
#[test]
fn o5_an_incomplete_pass_is_not_measured_sp6_19() {
    let opts = Options { measurements: true, ..Options::default() };
    let sneak = || play_on(od(H), call(OffPlay::InsideLeft, OffBox::QB).with(OffStrategy::Sneak));
    let quick = go(H, OffPlay::Quick, OffBox::RE);
    let cards = vec![pn(2), rn(3), blank().fac(), pn(30), pn(1), rn(4)];
    let mut g = game(H, 99, 1, 1, coach(vec![sneak(), quick, sneak()]), ScriptedCoach::default(), cards, opts);
    step(&mut g);
    assert_eq!((g.core.score[H], g.core.down()), (0, Down::Second), "just short of the goal line");
    let at = g.core.spot.yards();
    step(&mut g);
    assert_eq!((g.core.score[H], g.core.down(), g.core.spot.yards()), (0, Down::Third, at), "[sp6 19] the incomplete pass: no touchdown, the ball where it was");
    step(&mut g);
    assert_eq!(g.core.score[H], 6, "[sp6 19] the 0-yard sneak measured again, RN 4 even: touchdown");
}

// ------------------------------------------------------------------------------ [sp6 20]

fn solo() -> Options {
    Options { solitaire: true, ..Options::default() }
}

/// The solitaire defense number an Ironton run reads at a down: the Solitaire section's five
/// entries are told apart by their defenses.
fn solitaire_number(spot: i16, down: u8, to_go: i16) -> usize {
    let sol = blank().sol(1, "Run(NK)").sol(2, "Run(BC)").sol(3, "Pass(x2)").sol(4, "Prevent(x2)").sol(5, "Pass").fac();
    let mut g = game(H, spot, down, to_go, coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]), ScriptedCoach::default(), vec![sol], solo());
    step(&mut g);
    let read: Vec<SolDefense> = steps(&g).iter().filter_map(|s| if let Step::Solitaire(d) = s { Some(*d) } else { None }).collect();
    assert_eq!(read.len(), 1, "one solitaire reading: {read:?}");
    ["Run(NK)", "Run(BC)", "Pass(x2)", "Prevent(x2)", "Pass"].iter().position(|s| s.parse::<SolDefense>().unwrap() == read[0]).unwrap() + 1
}

/// [sp6 20] S4: the defense is the FAC's Solitaire entry for the situation: #1 any 1st down;
/// #2 2nd and less than 6 (2nd and 6 too, E-30) or the ball on the opponent's 3-5; #3 2nd and 7
/// or more; #4 3rd or 4th and 7 or more; #5 3rd or 4th and 6 or less, or the ball on the
/// opponent's 1 or 2 — the field-position cases on any down.
#[test]
fn solitaire_defense_by_situation_sp6_20() {
    let cases: [(i16, u8, i16, usize, &str); 14] = [
        (30, 1, 10, 1, "1st and 10"),
        (30, 2, 5, 2, "2nd and 5"),
        (30, 2, 6, 2, "2nd and 6 (E-30)"),
        (30, 2, 7, 3, "2nd and 7"),
        (30, 3, 7, 4, "3rd and 7"),
        (30, 4, 12, 4, "4th and 12"),
        (30, 3, 6, 5, "3rd and 6"),
        (30, 4, 1, 5, "4th and 1"),
        (95, 1, 5, 2, "1st and goal at the 5"),
        (97, 3, 3, 2, "3rd and goal at the 3"),
        (98, 1, 2, 5, "1st and goal at the 2"),
        (99, 2, 1, 5, "2nd and goal at the 1"),
        (94, 2, 6, 2, "2nd and goal at the 6: 2nd and 6"),
        (94, 3, 6, 5, "3rd and goal at the 6: no field-position case"),
    ];
    for (spot, down, to_go, want, what) in cases {
        assert_eq!(solitaire_number(spot, down, to_go), want, "[sp6 20] S4: {what}");
    }
}

/// [sp6 20] S4.7: with the line of scrimmage within the defense's 20, Prevent becomes Pass
/// Defense.
#[test]
fn solitaire_prevent_becomes_pass_inside_20_sp6_20() {
    for (spot, want) in [(50, "vs Prevent"), (85, "vs Pass Defense")] {
        let sol = blank().sol(1, "Prevent").fac();
        let mut g = game(H, spot, 1, 10, coach(vec![go(H, OffPlay::InsideLeft, OffBox::BK1)]), ScriptedCoach::default(), vec![sol], solo());
        step(&mut g);
        assert!(text(&g).contains(want), "[sp6 20] S4.7 at the {spot}: {}", text(&g));
    }
}

/// [sp6 20] S4.3 R[BC], "Run with Ball Carrier Keyed", keys whoever carries the ball: a back,
/// and a quarterback on his own run too (the solitaire card names the carrier, not a Back box).
#[test]
fn solitaire_keys_the_ball_carrier_whoever_he_is_sp6_20() {
    for (carrier, want) in [(OffBox::BK1, "vs Run Defense key BK1"), (OffBox::QB, "vs Run Defense key QB")] {
        let sol = blank().sol(1, "Run(BC)").fac();
        let mut g = game(H, 50, 1, 10, coach(vec![go(H, OffPlay::InsideLeft, carrier)]), ScriptedCoach::default(), vec![sol], solo());
        step(&mut g);
        assert!(text(&g).contains(want), "[sp6 20] {carrier}: {}", text(&g));
    }
}

/// Lakeport's Lineup Card offense with wr3 at FL2 instead of fb1 at BK2 (guarded by box M).
fn lakeport_two_flankers() -> OffenseDisplay {
    let mut d = od_with(A, OffBox::BK2, None);
    d.set(OffBox::FL2, Some(pid(A, "lkp-wr3")));
    d
}

/// A solitaire Blitz by Ironton (PN `blitz_pn` on the solitaire FAC) against a Lakeport pass
/// from its 30, with the play's FACs.
fn solitaire_blitz(blitz_pn: u8, c: OffenseCall, cards: Vec<Fac>) -> Sp6Game {
    let mut all = vec![blank().pn(blitz_pn).sol(1, "Blitz").fac()];
    all.extend(cards);
    let mut g = game(A, 30, 1, 10, ScriptedCoach::default(), coach(vec![play_on(lakeport_two_flankers(), c)]), all, solo());
    step(&mut g);
    assert_eq!(g.refused_calls, 0);
    assert!(text(&g).contains("Pass Blitz"), "{}", text(&g));
    g
}

/// [sp6 20] S4.8: the Blitz's blitzers by the solitaire FAC's PN: 1-26 F and J; 27-35 F, J and
/// M; 36-48 F, G, H, I and J (an empty box: another player). Against Ironton's defense (row 1
/// rush 3+2+1+3 = 9; F lb1 1, H lb2 1, J lb3 2, M fs1 PD -2) and Lakeport's passes (qb1 Quick
/// Com 36; Pass Rush Sack 8, Runs to 14; line 10):
/// - Quick to FL2 (box M): +10 against a Blitz; with fs1 covering 44, with him blitzing +5 for
///   an empty box (clamped at 47): PN 45 is incomplete with F+J, complete with F+J+M;
/// - Short (an automatic Pass Rush): F+J+M rush 12, Sack 1-12; F+H+J plus two backs 13, Sack
///   1-14: PN 13 is a scramble, then a sack.
#[test]
fn solitaire_blitz_pn_table_sp6_20() {
    let quick = call(OffPlay::Quick, OffBox::FL2);
    let q = |p: u8| solitaire_blitz(p, quick, vec![blank().fac(), pn(45), rn(5)]);
    let g = q(10);
    assert_eq!(g.core.spot.yards(), 30, "[sp6 20] S4.8 PN 10: F and J; fs1 covers FL2, PN 45 incomplete");
    let g = q(26);
    assert_eq!(g.core.spot.yards(), 30, "[sp6 20] S4.8 PN 26: F and J");
    let g = q(27);
    assert_eq!(g.core.spot.yards(), 37, "[sp6 20] S4.8 PN 27: F, J and M; FL2 uncovered, complete for wr3's Q[5] 7");
    let g = q(35);
    assert_eq!(g.core.spot.yards(), 37, "[sp6 20] S4.8 PN 35: F, J and M");
    let short = call(OffPlay::Short, OffBox::FL2);
    let s = |p: u8| solitaire_blitz(p, short, vec![pn(13), blank().rn(6).pn(30).fac()]);
    let g = s(35);
    assert_eq!(g.core.spot.yards(), 34, "[sp6 20] S4.8 PN 35: Sack 1-12, PN 13 a scramble for qb1's N[6] 4");
    let g = s(36);
    assert_eq!(g.core.spot.yards(), 20, "[sp6 20] S4.8 PN 36: five blitzers, Sack 1-14, PN 13 a sack for 30 / 3 = 10");
}

/// [sp6 20] S2: "The solitaire coach will set the Displays for both sides" and the FAC calls the
/// defense (S4). Ironton's safety s2 (PD 0) in place of the free safety (PD −2) in box M, which
/// guards Lakeport's FL2: against the solitaire Blitz of F and J (PN 10) the Quick's Com is
/// 36 + 10 + 0 = 46, so PN 45 completes for wr3's Q[5] 7, where the Lineup Card's display (Com 44)
/// leaves it incomplete. A display the rules refuse (s2 hurt) is not played: the Lineup Card's
/// is, and the refusal counted.
#[test]
fn the_solitaire_coach_sets_the_defense_display_sp6_20() {
    let (fs1, s2) = (pid(H, "irn-fs1"), pid(H, "irn-s2"));
    let mut sub = dd(H);
    assert_eq!(sub.box_of(fs1), Some(DefBox::M));
    sub.remove(fs1);
    sub.place(DefBox::M, s2);
    assert!(validate_defense(&sub, &team(H), false).is_ok());
    let quick = call(OffPlay::Quick, OffBox::FL2);
    let run = |display: Option<DefenseDisplay>, hurt: bool| {
        let cards = vec![blank().pn(10).sol(1, "Blitz").fac(), blank().fac(), pn(45), rn(5)];
        let mut def = ScriptedCoach::default();
        def.solitaire_display = display;
        let mut g = game(A, 30, 1, 10, def, coach(vec![play_on(lakeport_two_flankers(), quick)]), cards, solo());
        if hurt {
            g.teams[H].out.push(Out { pid: s2, until: Until::EndOfGame { extra: 0 } });
        }
        step(&mut g);
        g
    };
    let g = run(None, false);
    assert_eq!(g.core.spot.yards(), 30, "the Lineup Card's display: fs1 covers FL2, incomplete");
    let g = run(Some(sub), false);
    assert_eq!(g.core.spot.yards(), 37, "the coach's display: s2 covers FL2, complete for 7");
    assert_eq!(g.refused_calls, 0);
    let g = run(Some(sub), true);
    assert_eq!(g.refused_calls, 1, "a hurt player on the display is refused");
    assert_eq!(g.core.spot.yards(), 30, "and the Lineup Card's display plays");
}

/// [sp6 20] S3: no two Screen passes or two Quick passes in succession.
#[test]
fn solitaire_no_two_screens_or_quicks_in_a_row_sp6_20() {
    let plays = vec![go(H, OffPlay::Quick, OffBox::RE), go(H, OffPlay::Screen, OffBox::BK1)];
    let mut cards = vec![blank().fac()];
    cards.extend(quick_re_complete());
    cards.extend([blank().fac(), blank().sc("Inc").fac()]);
    let mut g = game(H, 30, 1, 10, coach(plays), ScriptedCoach::default(), cards, solo());
    step(&mut g);
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Quick, OffBox::LE)), Some("20"), "[sp6 20] S3: a Quick after a Quick");
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Short, OffBox::LE)), None, "[sp6 20] S3: a Short after a Quick");
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Screen, OffBox::BK1)), None, "[sp6 20] S3: a Screen after a Quick");
    step(&mut g);
    assert_eq!(g.refused_calls, 0);
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Screen, OffBox::BK1)), Some("20"), "[sp6 20] S3: a Screen after a Screen");
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Quick, OffBox::LE)), None, "[sp6 20] S3: a Quick after a Screen");
    // Without solitaire the coach may repeat.
    let mut g = ironton(30, 1, 10, vec![go(H, OffPlay::Quick, OffBox::RE)], quick_re_complete());
    step(&mut g);
    assert_eq!(refused(&g, H, &od(H), &call(OffPlay::Quick, OffBox::LE)), None, "[sp6 20] S3 is a solitaire rule");
}
