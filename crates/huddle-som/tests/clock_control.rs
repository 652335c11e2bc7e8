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
use huddle_som::coach::{AiCoach, Coach, DefenseCall, OffPlay, OffenseCall, Shown, View};
use huddle_som::command::{self, ClockAnswer};
use huddle_som::game::SomGame;
use huddle_som::options::SomOptions;
use huddle_som::testkit::{call, defense, game_at, team, ScriptCoach};
use huddle_som::vocab::{DefCall, Dir, OffSlot, PassPlay, RunPlay};
use std::cell::Cell;
use std::rc::Rc;

/// An End Run right by the HB against a pass call: control 3, results 1+3 read his END RUN WRONG
/// row 4, +3 (black 6, yellow 6: no rush, no flag).
const RUN_FOR_3: [u8; 5] = [3, 1, 3, 6, 6];

fn end_run(tempo: Tempo) -> OffenseCall {
    OffenseCall { tempo, ..call(OffPlay::Run { play: RunPlay::end_run(Dir::Right), carrier: OffSlot::Hb }) }
}

/// The offense's coach: its call every down, and its clock control (`None`: the computer's).
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
    fn clock_control(&mut self, v: &View, b: &Between) -> Option<ClockControl> {
        self.asked.set(self.asked.get() + 1);
        self.seen.set(Some(*b));
        match self.answer {
            Some(a) => a,
            None => AiCoach::clock_control_choice(v, b),
        }
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

#[test]
fn clock_control_at_the_keyboard_is_an_answer_to_its_own_question() {
    // [som 2.12.7] Asked before the clock moves: `snap 5` (or `slow 5`, `5`), `timeout 3`
    // (`timeout` alone: at once), `delay`, `spike`, `chart`; out of range refused naming the rule.
    let s = slowdown_run(Some(ClockControl::Snap(6)));
    let b = s.seen.get().unwrap();
    let d = ClockAnswer::Chart;
    let ok = |l: &str| command::clock_answer(l, &b, d).unwrap();
    assert_eq!(ok("snap 5"), ClockAnswer::Control(ClockControl::Snap(5)));
    assert_eq!(ok("slow 4"), ClockAnswer::Control(ClockControl::Snap(4)));
    assert_eq!(ok("6"), ClockAnswer::Control(ClockControl::Snap(6)));
    assert_eq!(ok("timeout 3"), ClockAnswer::Control(ClockControl::Timeout(3)));
    assert_eq!(ok("timeout"), ClockAnswer::Control(ClockControl::Timeout(1)));
    assert_eq!(ok("delay"), ClockAnswer::Control(ClockControl::DelayOfGame));
    assert_eq!(ok("spike"), ClockAnswer::Spike);
    assert_eq!(ok("chart"), ClockAnswer::Chart);
    assert_eq!(ok(""), d, "an empty line takes the default");
    for bad in ["snap 3", "slow 7", "2", "timeout 7", "timeout 0"] {
        assert!(command::clock_answer(bad, &b, d).unwrap_err().contains("[som 2.12.7]"), "{bad}");
    }
    assert!(command::clock_answer("timeout 3", &Between { timeouts: 0, ..b }, d).unwrap_err().contains("[som 2.12.7]"));
    assert!(command::clock_answer("snap 5", &Between { slowdown: false, ..b }, d).unwrap_err().contains("[som 2.12.7]"));
    assert!(command::clock_answer("timeout 2", &Between { running: false, ..b }, d).unwrap_err().contains("[som 2.12.7]"));
    let q = command::clock_question(&s.g.view(Side::Home), &b);
    assert!(q.contains("8 ticks to go") && q.contains("2nd & 7 at HOM 33") && q.contains("snap 4-6, timeout 1-6"), "{q}");
    // In the call itself ticks are refused with the rule (they are chosen after the play), and
    // nothing changes.
    let g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 30, 1, 10, 4, 100, SomOptions::default());
    for line in ["lb hb slow 5", "lb hb timeout 3", "lb hb slow delay"] {
        let e = command::offense(line, &g.view(Side::Home)).unwrap_err();
        assert!(e.contains("[som 2.12.7]"), "{line}: {e}");
    }
    assert_eq!(command::offense("lb hb slow", &g.view(Side::Home)).unwrap().call.tempo, Tempo::Slowdown);
}

#[test]
fn the_computer_runs_the_clock_to_its_last_tick_then_times_out_and_kicks() {
    // [som 2.12.7] "it allows a team with say 6 ticks still on the clock to run the clock all the
    // way down to 1 tick and before calling a time out and then attempting a field goal".
    // Tied at the end of the game at the visitors' 25 (the fixture kicker makes it on 3-11) with
    // :45 (7 ticks) and a time-out left: the computer slows down ...
    let mut g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 75, 1, 10, 4, 45, SomOptions::default());
    let v = g.view(Side::Home);
    assert_eq!(v.ticks_left, Some(7));
    assert_eq!(AiCoach::tempo(&v), Tempo::Slowdown, "[som 2.12.7] a field goal wins it: slow down");
    g.core.timeouts[Side::Home] = 0;
    assert_eq!(AiCoach::tempo(&g.view(Side::Home)), Tempo::HurryUp, "without a time-out it hurries");
    // ... its slowdown run for +3 leaves 7 ticks before the clock moves: it lets 6 run and calls
    // its time-out at :01 ...
    let mut s = setup(&[3, 1, 3, 6, 6, 3, 3, 4, 6], end_run(Tempo::Slowdown), None, 75, 4, 45);
    s.g.core.timeouts[Side::Home] = 1;
    s.g.step().unwrap();
    assert_eq!((s.g.core.clock.remaining, s.g.core.timeouts[Side::Home]), (1, 0), "[som 2.12.7] 6 ticks, then the time-out at :01");
    assert_eq!(s.g.core.down(), Down::Second);
    // ... and kicks on second down with the last tick (control 3, 3+4: good), which ends the game.
    s.g.coaches = PerSide::new(Box::new(AiCoach), Box::new(AiCoach));
    s.g.step().unwrap();
    assert_eq!(play_kinds(&s.g).last().copied(), Some((1, PlayKind::FieldGoal)), "[som 2.12.7] the field goal at :01");
    assert_eq!(s.g.core.score[Side::Home], 3);
    assert!(s.g.core.is_over(), "the kick's 2 ticks run out the clock: no kickoff");

    // With more than 7 ticks left it burns 6 before the snap (1:00, 9 ticks → :15).
    let mut s = setup(&RUN_FOR_3, end_run(Tempo::Slowdown), None, 75, 4, 60);
    s.g.step().unwrap();
    assert_eq!((s.g.core.clock.remaining, s.g.core.timeouts[Side::Home]), (15, 3), "[som 2.12.7] 6 ticks, no time-out yet");
}

#[test]
fn the_computer_burns_the_most_when_ahead_and_kicks_only_where_a_field_goal_serves() {
    let b = slowdown_run(Some(ClockControl::Snap(6))).seen.get().unwrap();
    let choice = |home: u16, away: u16, period: u8, spot: i16| {
        let mut g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), spot, 1, 10, period, 52, SomOptions::default());
        g.core.score.home = home;
        g.core.score.away = away;
        AiCoach::clock_control_choice(&g.view(Side::Home), &Between { to_goal: 100 - spot, ..b })
    };
    assert_eq!(choice(14, 7, 4, 30), Some(ClockControl::Snap(6)), "[som 2.12.7] ahead late: the most before the snap");
    assert_eq!(choice(7, 7, 4, 30), None, "tied out of field-goal range: the chart's ticks");
    assert_eq!(choice(7, 7, 4, 80), Some(ClockControl::Snap(6)), "8 ticks in range: burn 6, leaving 2");
    assert_eq!(choice(7, 10, 4, 80), Some(ClockControl::Snap(6)), "3 behind");
    assert_eq!(choice(7, 14, 4, 80), None, "7 behind: a field goal does not serve");
    assert_eq!(choice(21, 7, 2, 80), Some(ClockControl::Snap(6)), "the first half's end, any score");
    let six = Between { ticks_left: 6, ..b };
    let mut g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 80, 1, 10, 4, 37, SomOptions::default());
    assert_eq!(AiCoach::clock_control_choice(&g.view(Side::Home), &Between { to_goal: 20, ..six }), Some(ClockControl::Timeout(5)), "[som 2.12.7] 6 ticks: 5 run, the time-out at 1");
    g.core.timeouts[Side::Home] = 0;
    assert_eq!(AiCoach::clock_control_choice(&g.view(Side::Home), &Between { to_goal: 20, timeouts: 0, ..six }), None, "no time-out left");
    // With a tick or two left the computer kicks on any down where a field goal serves, in range.
    let kick = |spot: i16, secs: u16, home: u16| {
        let mut g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), spot, 1, 10, 4, secs, SomOptions::default());
        g.core.score.home = home;
        let mut rng = huddle_core::SeededRandom::new(5);
        AiCoach.offense_call(&g.view(Side::Home), &mut rng).play
    };
    assert_eq!(kick(80, 1, 0), OffPlay::FieldGoal, "[som 2.12.7] tied at :01: the kick");
    assert_eq!(kick(80, 8, 0), OffPlay::FieldGoal, "at :08 the kick's 2 ticks end the game too");
    assert_ne!(kick(80, 15, 0), OffPlay::FieldGoal, "3 ticks: first down is played");
    assert_ne!(kick(40, 1, 0), OffPlay::FieldGoal, "out of range");
    assert_ne!(kick(80, 1, 14), OffPlay::FieldGoal, "ahead by 14 the computer kneels");
}

#[test]
fn a_computer_game_ends_with_the_last_second_field_goal() {
    // [som 2.12.7] Seeded computer games from the visitors' 25, tied with :52 (8 ticks) and three
    // time-outs: the home team's field goal, when it comes, is kicked with the last tick (:01) or
    // at :08, whose 2 ticks the kick itself runs out.
    let mut kicked = 0;
    for seed in 1..=20u64 {
        let mut g = SomGame::ai(seed, team("HOM"), team("AWY"), SomOptions::default());
        g.core.phase = huddle_core::Phase::Scrimmage;
        g.core.possession = Side::Home;
        g.core.spot = huddle_core::Spot::new(75).unwrap();
        g.core.downs = huddle_core::DownDistance { down: Down::First, line_to_gain: 85 };
        g.core.clock = huddle_core::Clock::new(4, 52);
        let mut guard = 0;
        while !g.core.is_over() && g.core.possession == Side::Home && guard < 20 {
            g.step().unwrap();
            guard += 1;
        }
        let fg: Vec<u16> = play_kinds(&g).iter().filter(|k| k.1 == PlayKind::FieldGoal).map(|k| k.0).collect();
        if !fg.is_empty() {
            kicked += 1;
            assert!(fg.iter().all(|&at| at <= 8), "seed {seed}: a field goal with time left for the other side: {fg:?}");
            // (A blocked kick the defense recovers is a change of possession, 1 tick: at :08 it
            // leaves the last tick.)
            assert!(g.core.is_over() || g.core.clock.remaining <= 1, "seed {seed}: the kick runs out the clock");
        }
    }
    assert!(kicked >= 15, "[som 2.12.7] the computer kicks at the gun in most games: {kicked} of 20");
}
