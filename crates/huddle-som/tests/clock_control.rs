//! [som 2.12.7] Offensive clock control (L526-L532): in the last two minutes of a half a team in
//! a slowdown offense, with the clock running, says when it snaps the ball (after 4, 5 or 6 ticks)
//! or calls its time-out (at once, 1 tick, or after 2-6), before the clock moves for the play that
//! just ended; letting 6 run with neither is a delay of game and the clock stops. The fixture teams
//! of `huddle_som::testkit`, scripted dice.
//!
//! T19's 2-minute clock, space by space: 2:00 1:52 1:45 1:37 1:30 1:22 1:15 1:07 1:00 :52 :45 :37
//! :30 :22 :15 :08 :01 :00 (the ticks left at :52 are 8, at :45 7, at :01 1).

use huddle_core::{Down, Event, PerSide, PlayKind, Randomness, Side};
use huddle_som::clock::{Between, ClockControl, Tempo};
use huddle_som::coach::{Coach, DefenseCall, OffPlay, OffenseCall, Shown, View};
use huddle_som::game::SomGame;
use huddle_som::options::SomOptions;
use huddle_som::testkit::{call, defense, game_at, ScriptCoach};
use huddle_som::vocab::{DefCall, Dir, OffSlot, PassPlay, RunPlay};
use std::cell::Cell;
use std::rc::Rc;

/// An End Run right by the HB against a pass call: control 3, results 1+3 read his END RUN WRONG
/// row 4, +3 (black 6, yellow 6: no rush, no flag).
const RUN_FOR_3: [u8; 5] = [3, 1, 3, 6, 6];

fn end_run(tempo: Tempo) -> OffenseCall {
    OffenseCall { tempo, ..call(OffPlay::Run { play: RunPlay::end_run(Dir::Right), carrier: OffSlot::Hb }) }
}

/// The offense's coach: its call every down, and its clock control.
struct Controller {
    call: OffenseCall,
    answer: Option<Option<ClockControl>>,
    /// How often it was asked, and what it was shown.
    asked: Rc<Cell<u32>>,
    seen: Rc<Cell<Option<Between>>>,
}

impl Coach for Controller {
    fn offense(&mut self, _v: &View, _rng: &mut dyn Randomness) -> OffenseCall {
        self.call
    }
    fn defense(&mut self, v: &View, _o: &Shown, _rng: &mut dyn Randomness) -> DefenseCall {
        DefenseCall::base(v.own().front)
    }
    fn clock_control(&mut self, _v: &View, b: &Between) -> Option<ClockControl> {
        self.asked.set(self.asked.get() + 1);
        self.seen.set(Some(*b));
        self.answer.flatten()
    }
    fn spike_next(&mut self, _v: &View) -> bool {
        false
    }
    fn timeout(&mut self, _v: &View) -> bool {
        false
    }
    fn challenge(&mut self, _v: &View, _c: &huddle_som::replay::Challenge) -> bool {
        false
    }
}

struct Setup {
    g: SomGame,
    asked: Rc<Cell<u32>>,
    seen: Rc<Cell<Option<Between>>>,
}

/// The home team's ball `spot` yards from its goal, first and 10, in `period` with `secs` left,
/// tied; its coach calls `offense` and answers `answer`; the visitors call pass, no time-outs.
fn setup(faces: &[u8], offense: OffenseCall, answer: Option<Option<ClockControl>>, spot: i16, period: u8, secs: u16) -> Setup {
    setup_against(faces, offense, DefCall::Pass, answer, spot, period, secs)
}

fn setup_against(faces: &[u8], offense: OffenseCall, dcall: DefCall, answer: Option<Option<ClockControl>>, spot: i16, period: u8, secs: u16) -> Setup {
    let mut g = game_at(faces, offense, defense(dcall), spot, 1, 10, period, secs, SomOptions::default());
    let asked = Rc::new(Cell::new(0));
    let seen = Rc::new(Cell::new(None));
    let home = Controller { call: offense, answer, asked: asked.clone(), seen: seen.clone() };
    let away = ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: None, offense, defense: defense(dcall), timeouts: false };
    g.coaches = PerSide::new(Box::new(home), Box::new(away));
    Setup { g, asked, seen }
}

/// Plays the slowdown End Run for +3 from the home 30 at :52 (8 ticks left) with `answer`.
fn slowdown_run(answer: Option<ClockControl>) -> Setup {
    let mut s = setup(&RUN_FOR_3, end_run(Tempo::Slowdown), Some(answer), 30, 4, 52);
    s.g.step().unwrap();
    assert_eq!(s.g.core.spot.yards(), 33, "the run gains 3");
    s
}

fn play_kinds(g: &SomGame) -> Vec<(u16, PlayKind)> {
    g.core.log.iter().filter_map(|e| if let Event::Play { clock, record, .. } = e { Some((clock.remaining, record.kind)) } else { None }).collect()
}

#[test]
fn a_slowdown_offense_snaps_after_the_four_five_or_six_ticks_it_lets_run() {
    // [som 2.12.7] "they could elect to let 4, 5, or 6 ticks run off the clock before snapping".
    for (k, left) in [(4, 22), (5, 15), (6, 8)] {
        let s = slowdown_run(Some(ClockControl::Snap(k)));
        assert_eq!(s.asked.get(), 1, "[som 2.12.7] asked once, before the clock moves");
        assert_eq!(s.g.core.clock.remaining, left, "[som 2.12.7] the snap after {k} ticks: :52 → :{left:02}");
        assert_eq!(s.g.core.timeouts[Side::Home], 3, "no time-out used");
        assert!(s.g.text(s.g.log.last().unwrap()).contains(&format!("let {k} ticks run before the snap")), "{}", s.g.text(s.g.log.last().unwrap()));
    }
    // What it was shown: 8 ticks on the clock, the run's chart cost 6, the next snap second and 7
    // at its own 33, its three time-outs, and the limits 4-6 (a time-out from 1).
    let b = slowdown_run(Some(ClockControl::Snap(5))).seen.get().expect("asked");
    assert_eq!((b.ticks_left, b.chart_ticks, b.to_goal, b.down, b.to_go, b.timeouts), (8, 6, 67, 2, 7, 3));
    assert_eq!((b.snap_min, b.most, b.timeout_min), (4, 6, 1));
    assert!(b.available());
}

#[test]
fn a_time_out_after_n_ticks_costs_n_ticks_and_the_time_out() {
    // [som 2.12.7] "call a time out immediately, 1 tick is marked off, let it run between 2-6
    // ticks before calling time out".
    for (n, left) in [(1u8, 45u16), (2, 37), (3, 30), (4, 22), (5, 15), (6, 8)] {
        let s = slowdown_run(Some(ClockControl::Timeout(n)));
        assert_eq!(s.g.core.clock.remaining, left, "[som 2.12.7] a time-out after {n} ticks: :52 → :{left:02}");
        assert_eq!(s.g.core.timeouts[Side::Home], 2, "[som 2.12.7] it is a time-out");
        let text = s.g.text(s.g.log.last().unwrap()).to_string();
        assert!(text.contains(&format!("HOM let {n} tick")) && text.ends_with("time-out HOM"), "{text}");
    }
}

#[test]
fn letting_the_play_clock_run_out_is_delay_of_game_and_the_clock_stops() {
    // [som 2.12.7] "If they let 6 ticks run off the clock without snapping the ball or calling
    // time out they would get a delay of game penalty and the clock would stop."
    let mut s = slowdown_run(Some(ClockControl::DelayOfGame));
    assert_eq!(s.g.core.clock.remaining, 8, "[som 2.12.7] 6 ticks run: :52 → :08");
    assert_eq!(s.g.core.down(), Down::Second);
    s.g.step().unwrap();
    let k = play_kinds(&s.g);
    assert_eq!(k.last().unwrap().1, PlayKind::NoPlay, "[som 2.12.7] the next snap is the delay of game");
    let last = s.g.log.last().unwrap();
    assert!(s.g.text(last).contains("delay of game on HOM, 5 yards") && s.g.text(last).contains("[som 2.12.7]"), "{}", s.g.text(last));
    assert_eq!(s.g.core.spot.yards(), 28, "[som 2.12.7] 5 yards back from the 33");
    assert_eq!(s.g.core.down(), Down::Second, "the down again");
    assert_eq!(s.g.core.clock.remaining, 8, "[som 2.12.7] the clock stops: the delay costs no time of its own");
    assert_eq!(s.g.core.timeouts[Side::Home], 3, "no time-out used");
    assert_eq!(s.asked.get(), 1, "the delay is no play: nothing more to control");
}

#[test]
fn a_control_the_rules_refuse_changes_nothing() {
    // [som 2.12.7] Out of range, or a time-out with none left: refused; the play costs the
    // slowdown's 6 ticks (:52 → :08) as without clock control, and no time-out is used.
    let plain = slowdown_run(None);
    assert_eq!((plain.g.core.clock.remaining, plain.g.core.timeouts[Side::Home]), (8, 3));
    for bad in [ClockControl::Snap(3), ClockControl::Snap(7), ClockControl::Timeout(0), ClockControl::Timeout(7)] {
        let s = slowdown_run(Some(bad));
        assert_eq!(s.asked.get(), 1);
        assert_eq!((s.g.core.clock.remaining, s.g.core.timeouts[Side::Home], s.g.core.spot.yards()), (8, 3, 33), "[som 2.12.7] {bad:?} is refused");
        assert_eq!(s.g.text(s.g.log.last().unwrap()), plain.g.text(plain.g.log.last().unwrap()), "{bad:?}: the same play-by-play");
        assert!(s.seen.get().unwrap().check(bad).unwrap_err().contains("[som 2.12.7]"));
    }
    let mut s = setup(&RUN_FOR_3, end_run(Tempo::Slowdown), Some(Some(ClockControl::Timeout(3))), 30, 4, 52);
    s.g.core.timeouts[Side::Home] = 0;
    s.g.step().unwrap();
    assert_eq!((s.g.core.clock.remaining, s.g.core.timeouts[Side::Home]), (8, 0), "[som 2.12.7] no time-out left");
    assert!(s.seen.get().unwrap().check(ClockControl::Timeout(3)).unwrap_err().contains("[som 2.12.7]"));
}

#[test]
fn no_clock_control_outside_a_slowdown_with_the_clock_running() {
    // [som 2.12.7] Only a team in a slowdown offense, with the clock running, in a half's last two
    // minutes: elsewhere the coach is not asked and its answer could change nothing.
    let timeout3 = Some(Some(ClockControl::Timeout(3)));
    // Not in a slowdown: the run costs its 4 ticks (:52 → :22).
    let mut s = setup(&RUN_FOR_3, end_run(Tempo::Normal), timeout3, 30, 4, 52);
    s.g.step().unwrap();
    assert_eq!((s.asked.get(), s.g.core.clock.remaining, s.g.core.timeouts[Side::Home]), (0, 22, 3), "[som 2.12.7] not in a slowdown");
    // The hurry-up: 3 ticks (:52 → :30).
    let mut s = setup(&RUN_FOR_3, end_run(Tempo::HurryUp), timeout3, 30, 4, 52);
    s.g.step().unwrap();
    assert_eq!((s.asked.get(), s.g.core.clock.remaining), (0, 30), "[som 2.12.7] a hurry-up is not a slowdown");
    // The clock stopped: an incomplete look-in (against a run call, the TE's flat WRONG row 6 made
    // "0") costs its 1 tick.
    let faces = [2, 1, 2, 6, 6, 2, 2, 4, 6];
    let look_in = OffenseCall { tempo: Tempo::Slowdown, ..call(OffPlay::Pass { play: PassPlay::LookIn, target: OffSlot::Te }) };
    let mut s = setup_against(&faces, look_in, DefCall::Run, timeout3, 30, 4, 52);
    let t = &mut s.g.teams[Side::Home].team;
    let te = t.player(&t.depth.te[0].clone()).unwrap();
    t.players[te].receiving.as_mut().unwrap().flat.wrong[4] = huddle_som::reading::Reading::parse("0").unwrap();
    s.g.step().unwrap();
    assert_eq!((s.asked.get(), s.g.core.clock.remaining, s.g.core.timeouts[Side::Home]), (0, 45, 3), "[som 2.12.7] the clock stopped");
    // Before the two-minute clock (the 3rd quarter's last 0:52, the regular clock's 30 seconds).
    let mut s = setup(&RUN_FOR_3, end_run(Tempo::Slowdown), timeout3, 30, 3, 52);
    s.g.step().unwrap();
    assert_eq!((s.asked.get(), s.g.core.clock.remaining), (0, 22), "[som 2.12.7] no 2-minute clock in the 3rd quarter");

    // The checks themselves, as the keyboard applies them.
    let b = slowdown_run(Some(ClockControl::Snap(6))).seen.get().unwrap();
    for (what, b) in [("not in a slowdown", Between { slowdown: false, ..b }), ("the clock stopped", Between { running: false, ..b }), ("no 2-minute clock", Between { two_minute: false, ..b })] {
        assert!(!b.available(), "{what}");
        for c in [ClockControl::Snap(5), ClockControl::Timeout(3), ClockControl::DelayOfGame] {
            assert!(b.check(c).unwrap_err().contains("[som 2.12.7]"), "{what}: {c:?}");
        }
    }
}
