//! Fumbles and loose balls (§2.9): who recovered (T3, T4, re-rolled when the man is not in the
//! game), the recovering team's advance (T8, its two columns, the chained "+3 Fumble"), the
//! offense's restrictions on fourth down, in the last two minutes of a half and on two-point tries,
//! the fumble into the end zone, and return fumbles. Dice are given face by face in throwing order.

use huddle_core::{AnyRandom, Down, Phase, PlayFlags, Randomness, Side};
use huddle_som::coach::{Coach, DefenseCall, OffPlay, OffenseCall, Shown, View};
use huddle_som::game::SomGame;
use huddle_som::options::SomOptions;
use huddle_som::reading::Reading;
use huddle_som::testkit::{call, defense, team};
use huddle_som::vocab::{DefCall, Dir, OffFormation, OffSlot, PassPlay, RunPlay};

/// Calls the same plays every down and answers the loose-ball question as told.
struct Coachy {
    offense: OffenseCall,
    defense: DefenseCall,
    advance: bool,
}

impl Coach for Coachy {
    fn offense(&mut self, _v: &View, _rng: &mut dyn Randomness) -> OffenseCall {
        self.offense
    }
    fn defense(&mut self, _v: &View, _o: &Shown, _rng: &mut dyn Randomness) -> DefenseCall {
        self.defense
    }
    fn timeout(&mut self, _v: &View) -> bool {
        false
    }
    fn go_for_two(&mut self, _v: &View) -> bool {
        true
    }
    fn advance_loose_ball(&mut self, _v: &View, _own: bool) -> bool {
        self.advance
    }
    /// No challenge (§2.8): its die is not in the scripts.
    fn challenge(&mut self, _v: &View, _c: &huddle_som::replay::Challenge) -> bool {
        false
    }
}

struct Setup {
    offense: OffenseCall,
    spot: i16,
    down: u8,
    to_go: u8,
    period: u8,
    secs: u16,
    advance: bool,
    /// The away team's defensive card: every Linebuck column's 11 reads this.
    linebuck_11: Option<&'static str>,
}

impl Setup {
    fn new(offense: OffenseCall) -> Setup {
        Setup { offense, spot: 30, down: 1, to_go: 10, period: 1, secs: 900, advance: true, linebuck_11: None }
    }
    fn game(&self, faces: &[u8]) -> SomGame {
        let mut away = team("AWY");
        if let Some(cell) = self.linebuck_11 {
            for c in away.defense_card.linebuck.iter_mut() {
                c[9] = Reading::parse(cell).unwrap();
            }
        }
        let mk = || -> Box<dyn Coach> { Box::new(Coachy { offense: self.offense, defense: defense(DefCall::Run), advance: self.advance }) };
        let mut g = SomGame::new(SomOptions::default(), team("HOM"), away, AnyRandom::Scripted(huddle_som::dice::script(faces)), huddle_core::PerSide::new(mk(), mk()));
        g.core.phase = Phase::Scrimmage;
        g.core.possession = Side::Home;
        g.core.spot = huddle_core::Spot::new(self.spot).unwrap();
        let d = match self.down {
            1 => Down::First,
            2 => Down::Second,
            3 => Down::Third,
            _ => Down::Fourth,
        };
        g.core.downs = huddle_core::DownDistance { down: d, line_to_gain: (self.spot + self.to_go as i16).min(100) as u8 };
        g.core.clock = huddle_core::Clock::new(self.period, self.secs);
        g
    }
    fn play(&self, faces: &[u8]) -> SomGame {
        let mut g = self.game(faces);
        g.step().unwrap();
        g
    }
}

fn text(g: &SomGame) -> &str {
    g.text(g.log.last().unwrap())
}

fn linebuck() -> OffenseCall {
    call(OffPlay::Run { play: RunPlay::linebuck(), carrier: OffSlot::Hb })
}

// The fixture's defensive card reads "F-1 2-5, +1 6-12" at 11 on every run column: control 4,
// results 5+6, black and yellow 6, then the split roll 2+2 gives a fumble a yard behind the line.
const FUMBLE: [u8; 7] = [4, 5, 6, 6, 6, 2, 2];

fn with(rest: &[u8]) -> Vec<u8> {
    let mut v = FUMBLE.to_vec();
    v.extend_from_slice(rest);
    v
}

/// [som 2.9] T3 names the offensive man who recovered, by the kind of fumble; a man not in the game
/// is rolled again.
#[test]
fn the_offense_s_recoverer_comes_from_t3_and_is_rolled_again_when_not_in_the_game() {
    let end_run = |f: OffFormation| OffenseCall { formation: f, ..call(OffPlay::Run { play: RunPlay::end_run(Dir::Right), carrier: OffSlot::Hb }) };
    // Possession 5+6 = 11: the offense. T3 "other run" 4+5 = 9: the fullback, on the field in the Pro Set.
    let g = Setup::new(end_run(OffFormation::ProSet)).play(&with(&[5, 6, 4, 5]));
    assert!(text(&g).contains("recovered by Fullback"), "[som 2.9] T3 9 on another run is the FB: {}", text(&g));
    // With one back there is no FB: rolled again, 3+3 = 6 the same-side (right) guard.
    let g = Setup::new(end_run(OffFormation::ThreeWideOneBack)).play(&with(&[5, 6, 4, 5, 3, 3]));
    assert!(text(&g).contains("recovered by Lineman 4"), "[som 2.9] no FB in the game: T3 rolled again, the right guard: {}", text(&g));
    // A linebuck's column: 3+4 = 7 is the quarterback.
    let g = Setup { advance: false, ..Setup::new(linebuck()) }.play(&with(&[5, 6, 3, 4]));
    assert!(text(&g).contains("recovered by Quarterback"), "[som 2.9] T3 7 on a linebuck is the QB: {}", text(&g));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 29), "[som 2.9] the offense keeps it where it fell on it");
}

/// [som 2.9] T4 names the defender who recovered; he may run with it on T8's "all other
/// circumstances" column after a run fumble, and on the first column after a receiver fumble.
#[test]
fn the_defense_s_recoverer_comes_from_t4_and_advances_on_t8() {
    // Possession 3+4 = 7: the defense. T4 linebuck 2+3 = 5: the LE. T8 (other) 1+2 = 3 reads 0.
    let g = Setup::new(linebuck()).play(&with(&[3, 4, 2, 3, 1, 2]));
    assert!(text(&g).contains("recovered by Le"), "[som 2.9] T4 5 on a linebuck is the LE: {}", text(&g));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 71), "[som 2.9] T8 other column 3: no gain");
    // T8 (other) 1+3 = 4: +7.
    let g = Setup::new(linebuck()).play(&with(&[3, 4, 2, 3, 1, 3]));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 78), "[som 2.9] T8 other column 4: +7");
    // A receiver fumble (QB WRONG "REC", four dice 1, 1+3 → +8, control 1 with black 2 in the range):
    // possession 3+4 → the defense; T4 receiver 2+3 = 5 "Defender" (the flanker's man); T8 first column 1+2 = 3: +34.
    let pass = call(OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Fl });
    let g = Setup::new(pass).play(&[2, 1, 2, 6, 6, 1, 1, 3, 2, 3, 4, 2, 3, 1, 2]);
    let r = g.core.log.iter().rev().find_map(|e| if let huddle_core::Event::Play { record, .. } = e { Some(*record) } else { None }).unwrap();
    assert!(r.flags.has(PlayFlags::FUMBLE_LOST), "{}", text(&g));
    assert!(r.defender.is_some(), "[som 2.9] the recoverer is credited");
    // The catch at the 38 is the defense's 62; +34 → its 96.
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 96), "[som 2.9] T8 first column 3 after a receiver fumble: +34: {}", text(&g));
}

/// [som 2.9] Falling on the ball: a coach who does not advance rolls no T8 dice.
#[test]
fn a_team_may_fall_on_the_ball() {
    let s = Setup { advance: false, ..Setup::new(linebuck()) };
    // The next faces (1+3 = 4, +7 on T8) are never read.
    let g = s.play(&with(&[3, 4, 2, 3, 1, 3]));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 71), "[som 2.9] no advance: {}", text(&g));
    assert!(!text(&g).contains("advanced"));
}

/// [som 2.9] T8's "+3 Fumble": the advance fumbles again and the possession roll decides anew.
#[test]
fn a_plus_3_fumble_on_t8_is_another_loose_ball() {
    // The defense recovers (3+4, T4 2+3 the LE), T8 4+6 = 10: +3 and a fumble (its 74); possession 3+4 = 7:
    // the other team, the offense, has it at its 26; it tries too: T8 (other) 1+2 = 3, no gain.
    let g = Setup::new(linebuck()).play(&with(&[3, 4, 2, 3, 4, 6, 3, 4, 1, 2]));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 26), "[som 2.9] +3 Fumble rolls possession again: {}", text(&g));
    assert_eq!(g.core.downs.down, Down::First, "[som 2.9] the offense's new series");
    // Possession 5+6 = 11 instead: the defense keeps it at its 74.
    let g = Setup::new(linebuck()).play(&with(&[3, 4, 2, 3, 4, 6, 5, 6, 1, 2]));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 74), "[som 2.9] the advancing team keeps its own fumble: {}", text(&g));
}

/// [som 2.9] On fourth down only the fumbler may advance: another offensive man's recovery is dead
/// where he fell on it (A-G27: L431's reading).
#[test]
fn on_fourth_down_only_the_fumbler_may_advance() {
    let fourth = Setup { down: 4, to_go: 1, ..Setup::new(linebuck()) };
    // Possession 5+6: the offense; T3 3+4 the QB (not the fumbler): dead at the 29, short: over on downs.
    let g = fourth.play(&with(&[5, 6, 3, 4, 1, 3]));
    assert!(text(&g).contains("only the fumbler"), "{}", text(&g));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 71), "[som 2.9] a non-fumbler's recovery on 4th down is dead there");
    // T3 4+5 = 9 the halfback, the fumbler himself: he may advance, T8 1+3 = 4: +7, a first down at the 36.
    let g = fourth.play(&with(&[5, 6, 4, 5, 1, 3]));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 36), "[som 2.9] the fumbler advances on 4th down: {}", text(&g));
    // On first down the QB's recovery may be advanced.
    let g = Setup::new(linebuck()).play(&with(&[5, 6, 3, 4, 1, 3]));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 36), "[som 2.9] any man advances on 1st down: {}", text(&g));
}

/// [som 2.9] In the last two minutes of either half the same restriction.
#[test]
fn in_the_last_two_minutes_only_the_fumbler_may_advance() {
    let late = Setup { period: 2, secs: 100, ..Setup::new(linebuck()) };
    let g = late.play(&with(&[5, 6, 3, 4, 1, 3]));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 29), "[som 2.9] dead where the QB recovered: {}", text(&g));
    // 1:40 left in the first quarter: no restriction.
    let early = Setup { period: 1, secs: 100, ..Setup::new(linebuck()) };
    let g = early.play(&with(&[5, 6, 3, 4, 1, 3]));
    assert_eq!(g.core.spot.yards(), 36, "[som 2.9] the first quarter's last minutes are not restricted");
    let fourth_q = Setup { period: 4, secs: 120, ..Setup::new(linebuck()) };
    let g = fourth_q.play(&with(&[5, 6, 3, 4, 1, 3]));
    assert_eq!(g.core.spot.yards(), 29, "[som 2.9] the game's last two minutes are restricted");
}

/// [som 2.9] On a two-point try only the fumbler may advance.
#[test]
fn on_a_two_point_try_only_the_fumbler_may_advance() {
    let try_at = |faces: &[u8]| {
        let mut g = Setup::new(linebuck()).game(faces);
        g.core.phase = Phase::Try { team: Side::Home };
        g.step().unwrap();
        g
    };
    // The fumble at the 3 (a yard back from the 2); the QB recovers: dead, no good.
    let g = try_at(&with(&[5, 6, 3, 4, 1, 3]));
    assert_eq!(g.core.score[Side::Home], 0, "[som 2.9] a non-fumbler's recovery on a try is dead");
    // The halfback recovers his own fumble and advances +7: good.
    let g = try_at(&with(&[5, 6, 4, 5, 1, 3]));
    assert_eq!(g.core.score[Side::Home], 2, "[som 2.9] the fumbler may advance on a try");
}

/// [som 2.9] A defensive-card fumble whose yards reach the end zone: recovered normally; an offensive
/// recovery is a touchdown, unless on fourth down a man other than the carrier recovered (then,
/// like a defensive recovery, a touchback).
#[test]
fn a_fumble_into_the_end_zone() {
    let s = |down: u8| Setup { spot: 97, down, to_go: 3, linebuck_11: Some("F+5"), ..Setup::new(linebuck()) };
    // Control 4, 5+6 = 11 reads F+5 from the 3: into the end zone. Possession 5+6: the offense; T3 3+4 the QB.
    let g = s(1).play(&[4, 5, 6, 6, 6, 5, 6, 3, 4]);
    assert_eq!(g.core.score[Side::Home], 6, "[som 2.9] recovered in the end zone by the offense: a touchdown: {}", text(&g));
    let g = s(4).play(&[4, 5, 6, 6, 6, 5, 6, 3, 4]);
    assert_eq!(g.core.score[Side::Home], 0, "[som 2.9] on 4th down the QB may not recover it: {}", text(&g));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 20), "[som 2.9] a touchback");
    let g = s(4).play(&[4, 5, 6, 6, 6, 5, 6, 4, 5]);
    assert_eq!(g.core.score[Side::Home], 6, "[som 2.9] on 4th down the carrier's own recovery scores: {}", text(&g));
    // The defense recovers (3+4; T4 2+3): a touchback.
    let g = s(1).play(&[4, 5, 6, 6, 6, 3, 4, 2, 3]);
    assert_eq!((g.core.possession, g.core.spot.yards(), g.core.score[Side::Home]), (Side::Away, 20, 0), "[som 2.9] the defense's recovery in the end zone: {}", text(&g));
}

/// [som 2.9] A kickoff return fumble kept by the receiving team is credited to the return man.
#[test]
fn a_return_fumble_kept_is_the_return_man_s() {
    let s = Setup { advance: false, ..Setup::new(call(OffPlay::Punt)) };
    let mut g = s.game(&[1, 2, 6, 2, 5, 6, 5, 6]);
    g.core.phase = Phase::Kickoff { kicker: Side::Away, from: 35, after_safety: false };
    g.core.possession = Side::Away;
    g.step().unwrap();
    // Kickoff 1+2 "-2 #1"; return control 2, 5+6 "F+15"; possession 5+6: the receivers; the first returner.
    assert!(text(&g).contains("recovered by Receiver 4"), "[som 2.9] the return man: {}", text(&g));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 13));
}
