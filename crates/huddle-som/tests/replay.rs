//! Instant replay (§2.8, T17) with scripted dice: the fixture teams of `huddle_som::testkit`, the
//! scripted calls, and coaches that challenge every ruling they are offered (recording the
//! offers). Dice are given face by face in throwing order (control, results A, results B, black,
//! yellow — whichever a throw includes); the challenge die comes right after the ruling, before
//! any possession roll or return.

use huddle_core::{Clock, PerSide, PlayFlags, PlayKind, Side};
use huddle_som::coach::{Coach, DefenseCall, OffPlay, OffenseCall, Shown, View};
use huddle_som::game::SomGame;
use huddle_som::options::SomOptions;
use huddle_som::reading::Reading;
use huddle_som::replay::{Challenge, Challenges, ReplayKind};
use huddle_som::resolve::Terminal;
use huddle_som::testkit::{call, defense, game_at, ScriptCoach};
use huddle_som::vocab::{DefCall, OffSlot, PassPlay, RunPlay};
use std::cell::RefCell;
use std::rc::Rc;

/// Every offer made, with the side asked.
type Offers = Rc<RefCell<Vec<(Side, Challenge)>>>;

/// A scripted coach that challenges whenever asked (or never), recording the offers.
struct Challenger {
    inner: ScriptCoach,
    side: Side,
    challenge: bool,
    offers: Offers,
}

impl Coach for Challenger {
    fn offense(&mut self, v: &View, rng: &mut dyn huddle_core::Randomness) -> OffenseCall {
        self.inner.offense(v, rng)
    }
    fn defense(&mut self, v: &View, o: &Shown, rng: &mut dyn huddle_core::Randomness) -> DefenseCall {
        self.inner.defense(v, o, rng)
    }
    fn timeout(&mut self, _v: &View) -> bool {
        false
    }
    fn go_for_two(&mut self, _v: &View) -> bool {
        false
    }
    fn challenge(&mut self, _v: &View, c: &Challenge) -> bool {
        self.offers.borrow_mut().push((self.side, *c));
        self.challenge
    }
}

fn script(offense: OffenseCall, d: DefenseCall) -> ScriptCoach {
    ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: None, offense, defense: d, timeouts: false }
}

/// The home team has the ball at its `spot`, 1st & 10 in the 1st quarter; both coaches challenge
/// whatever they are offered (when `challenge`).
fn game(faces: &[u8], offense: OffenseCall, dcall: DefCall, spot: i16, opts: SomOptions, challenge: bool) -> (SomGame, Offers) {
    let d = defense(dcall);
    let mut g = game_at(faces, offense, d, spot, 1, 10, 1, 900, opts);
    let offers: Offers = Rc::default();
    let coach = |side| -> Box<dyn Coach> { Box::new(Challenger { inner: script(offense, d), side, challenge, offers: offers.clone() }) };
    g.coaches = PerSide::new(coach(Side::Home), coach(Side::Away));
    (g, offers)
}

fn last_record(g: &SomGame) -> huddle_core::PlayRecord {
    g.core.log.iter().rev().find_map(|e| if let huddle_core::Event::Play { record, .. } = e { Some(*record) } else { None }).expect("a play")
}

fn last_text(g: &SomGame) -> String {
    g.log.last().map(|l| g.text(l).to_string()).unwrap_or_default()
}

fn linebuck() -> OffenseCall {
    call(OffPlay::Run { play: RunPlay::linebuck(), carrier: OffSlot::Hb })
}

fn short_to_fl() -> OffenseCall {
    call(OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Fl })
}

/// The run of `tests/game.rs`: control 4 and 5+6 read the fixture defensive card's row 11,
/// "F-1 2-5, +1 6-12"; black 6 and yellow 6 (no rush, no penalty); the split roll follows.
const RUN_ROW_11: [u8; 5] = [4, 5, 6, 6, 6];

fn faces(head: &[u8], tail: &[u8]) -> Vec<u8> {
    head.iter().chain(tail).copied().collect()
}

/// [som 2.8] A split-number fumble challenged and overturned on a 1: no fumble, the yards stand.
#[test]
fn a_split_fumble_overturned_on_a_1_is_no_fumble() {
    // Split 2+2 → "F-1": a fumble; the possession roll 3+4 gives it to the defense (T4 2+3); the
    // offense (hurt) challenges once the recovery is known; die 1 → the run for -1.
    let (mut g, offers) = game(&faces(&RUN_ROW_11, &[2, 2, 3, 4, 2, 3, 1]), linebuck(), DefCall::Run, 30, SomOptions::default(), true);
    g.step().unwrap();
    let offers = offers.borrow();
    assert_eq!(offers.len(), 1, "[som 2.8] the fumble is offered once");
    let (side, c) = offers[0];
    assert_eq!(side, Side::Home, "[som 2.8] the offense, hurt by the fumble, is asked");
    assert!(c.offense && c.replay.kind == ReplayKind::Fumble && c.replay.ruled == Terminal::Fumble(-1) && c.replay.opposite == Terminal::Yards(-1), "[som 2.8] {c:?}");
    let r = last_record(&g);
    assert!(!r.flags.has(PlayFlags::FUMBLE), "[som 2.8] overturned: no fumble ({r:?})");
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 29), "[som 2.8] the run's -1 stands, the offense keeps the ball");
    assert_eq!(g.teams[Side::Home].challenges, Challenges { used: 1, won: 1 }, "[som 2.8] one challenge made and won");
    assert_eq!(g.core.timeouts[Side::Home], 3, "[som 2.8] a won challenge costs no time-out");
    assert!(last_text(&g).contains("overturned"), "[som 2.8] the play-by-play: {}", last_text(&g));
}

/// [som 2.8] On 2-6 the ruling stands and the challenger loses a time-out.
#[test]
fn a_challenge_on_2_to_6_stands_and_costs_a_time_out() {
    for die in 2..=6u8 {
        // The possession roll 3+4 = 7 gives the ball to the defense (T4 2+3); die `die`: the
        // fumble stands (then T8 4+5: no advance).
        let (mut g, _) = game(&faces(&RUN_ROW_11, &[2, 2, 3, 4, 2, 3, die, 4, 5]), linebuck(), DefCall::Run, 30, SomOptions::default(), true);
        g.step().unwrap();
        assert!(last_record(&g).flags.has(PlayFlags::FUMBLE_LOST), "[som 2.8] die {die}: the fumble stands");
        assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 71), "[som 2.8] die {die}: the defense recovers");
        assert_eq!(g.core.timeouts[Side::Home], 2, "[som 2.8] die {die}: the challenger loses a time-out");
        assert_eq!(g.core.timeouts[Side::Away], 3, "[som 2.8] die {die}: not the other side");
        assert_eq!(g.teams[Side::Home].challenges, Challenges { used: 1, won: 0 }, "[som 2.8] die {die}");
        assert!(last_text(&g).contains("stands"), "[som 2.8] the play-by-play: {}", last_text(&g));
    }
}

/// [som 2.8] Interceptions from a split: INT overturned is incomplete; a pass ruled incomplete off
/// the split may be challenged by the defense and becomes the interception (T17 #).
#[test]
fn an_interception_split_is_challengeable_either_way() {
    // Control 2, 1+1: the QB's Short RIGHT row 2 "INT+10 2-6, X 7-12"; split 1+1 → INT+10; the
    // offense challenges: die 1 → incomplete.
    let (mut g, offers) = game(&[2, 1, 1, 6, 6, 1, 1, 1], short_to_fl(), DefCall::Pass, 30, SomOptions::default(), true);
    g.step().unwrap();
    assert_eq!(offers.borrow()[0].0, Side::Home, "[som 2.8] the offense challenges an interception");
    let r = last_record(&g);
    assert!(!r.flags.has(PlayFlags::INTERCEPTED) && !r.flags.has(PlayFlags::COMPLETE), "[som 2.8] INT overturned → incomplete ({r:?})");
    assert_eq!((g.core.possession, g.core.spot.yards(), g.core.down().number()), (Side::Home, 30, 2), "[som 2.8] an incomplete pass: 2nd down at the 30");

    // Split 5+6 = 11 → X, incomplete; the defense (hurt: it could have been an interception) challenges: die 1 → INT+10.
    let (mut g, offers) = game(&[2, 1, 1, 6, 6, 5, 6, 1, 4, 4, 4, 4], short_to_fl(), DefCall::Pass, 30, SomOptions::default(), true);
    g.step().unwrap();
    let (side, c) = offers.borrow()[0];
    assert_eq!(side, Side::Away, "[som 2.8] the defense challenges an incompletion off an interception split");
    assert_eq!((c.replay.kind, c.replay.ruled, c.replay.opposite), (ReplayKind::Interception, Terminal::Incomplete, Terminal::Interception(10)), "[som 2.8]");
    assert!(last_record(&g).flags.has(PlayFlags::INTERCEPTED), "[som 2.8] incomplete overturned → intercepted");
    assert_eq!(g.core.possession, Side::Away, "[som 2.8] the defense has the ball");
    assert_eq!(g.teams[Side::Away].challenges, Challenges { used: 1, won: 1 }, "[som 2.8]");
}

/// Sets the fixture receiver's Short RIGHT row 2 (the home FL's) to a reception split.
fn with_reception_split(g: &mut SomGame) {
    let t = &mut g.teams[Side::Home].team;
    let fl = t.player(&t.depth.wr[0].clone()).expect("the FL");
    t.players[fl].receiving.as_mut().expect("a receiving card").short.right[0] = Reading::parse("+13 2-3, X 4-12").expect("a split");
}

/// [som 2.8] A reception split: a catch overturned is incomplete; an incompletion overturned is the catch.
#[test]
fn a_reception_split_turns_a_catch_into_an_incompletion_and_back() {
    // Control 2, 1+2: the QB's row 3 "REC"; the receiver roll control 2, 1+1, black 6 → row 2 "+13 2-3, X 4-12";
    // split 1+1 → +13; the defense challenges: die 1 → incomplete.
    let (mut g, offers) = game(&[2, 1, 2, 6, 6, 2, 1, 1, 6, 1, 1, 1], short_to_fl(), DefCall::Pass, 30, SomOptions::default(), true);
    with_reception_split(&mut g);
    g.step().unwrap();
    let (side, c) = offers.borrow()[0];
    assert_eq!((side, c.replay.kind, c.replay.ruled, c.replay.opposite), (Side::Away, ReplayKind::Reception, Terminal::Yards(13), Terminal::Incomplete), "[som 2.8]");
    assert!(!last_record(&g).flags.has(PlayFlags::COMPLETE), "[som 2.8] the catch overturned → incomplete");
    assert_eq!(g.core.spot.yards(), 30, "[som 2.8] no gain");

    // Split 2+3 = 5 → X; the offense challenges: die 1 → the catch for 13.
    let (mut g, offers) = game(&[2, 1, 2, 6, 6, 2, 1, 1, 6, 2, 3, 1], short_to_fl(), DefCall::Pass, 30, SomOptions::default(), true);
    with_reception_split(&mut g);
    g.step().unwrap();
    assert_eq!(offers.borrow()[0].0, Side::Home, "[som 2.8] the offense challenges the incompletion");
    assert!(last_record(&g).flags.has(PlayFlags::COMPLETE), "[som 2.8] the incompletion overturned → the catch");
    assert_eq!(g.core.spot.yards(), 43, "[som 2.8] +13");
}

/// [som 2.8] T17: the team fumble ratings (T5) — a receiver's fumble at the catch, the
/// quarterback's on a sack — may be challenged; the sack itself may not.
#[test]
fn a_fumble_rating_fumble_is_challengeable() {
    // The receiver fumble of tests/game.rs: +8 and control 1 with black 2 → a fumble; die 1 → no fumble.
    let (mut g, offers) = game(&[2, 1, 2, 6, 6, 1, 1, 3, 2, 1], short_to_fl(), DefCall::Run, 30, SomOptions::default(), true);
    g.step().unwrap();
    assert_eq!(offers.borrow().len(), 1, "[som 2.8] offered");
    let r = last_record(&g);
    assert!(r.flags.has(PlayFlags::COMPLETE) && !r.flags.has(PlayFlags::FUMBLE), "[som 2.8] the catch without the fumble ({r:?})");
    assert_eq!(g.core.spot.yards(), 38, "[som 2.8]");

    // The sack fumble of tests/game.rs (loss 10, control 1, black 2): die 1 → a sack, no fumble; then T6's 1+1.
    let (mut g, offers) = game(&[4, 2, 4, 1, 6, 1, 3, 4, 2, 1, 1, 1], short_to_fl(), DefCall::Pass, 30, SomOptions::default(), true);
    g.step().unwrap();
    assert_eq!(offers.borrow().len(), 1, "[som 2.8] the QB's fumble is offered, once");
    let r = last_record(&g);
    assert!(r.kind == PlayKind::Sack && !r.flags.has(PlayFlags::FUMBLE), "[som 2.8] the sack stands without the fumble ({r:?})");
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 20), "[som 2.8] -10, the offense keeps the ball");
}

/// [som 2.8] Not offered: a sack, a field goal, a fumble with no split number, an interception
/// with no split, a split fumble number that did not fumble (T17 *), and the possession roll.
#[test]
fn non_challengeable_results_are_never_offered() {
    // A sack without a fumble (tests/game.rs: 2+3+4+5 = 14, control 2).
    let (mut g, offers) = game(&[4, 2, 4, 1, 6, 2, 3, 4, 5, 1, 1], short_to_fl(), DefCall::Pass, 30, SomOptions::default(), true);
    g.step().unwrap();
    assert_eq!(last_record(&g).kind, PlayKind::Sack);
    assert!(offers.borrow().is_empty(), "[som 2.8] a sack is not challengeable");

    // A field goal that misses (and one that is good).
    for f in [[2, 1, 1, 6], [2, 3, 4, 6]] {
        let (mut g, offers) = game(&f, call(OffPlay::FieldGoal), DefCall::Run, 75, SomOptions::default(), true);
        g.step().unwrap();
        assert_eq!(last_record(&g).kind, PlayKind::FieldGoal);
        assert!(offers.borrow().is_empty(), "[som 2.8] a field goal is not challengeable");
    }

    // A fumble with no split number on the card ("F-1").
    let (mut g, offers) = game(&faces(&RUN_ROW_11, &[3, 4]), linebuck(), DefCall::Run, 30, SomOptions::default(), true);
    g.teams[Side::Away].team.defense_card.linebuck[0][9] = Reading::parse("F-1").unwrap();
    g.teams[Side::Away].team.defense_card.linebuck[1][9] = Reading::parse("F-1").unwrap();
    g.step().unwrap();
    assert!(last_record(&g).flags.has(PlayFlags::FUMBLE_LOST));
    assert!(offers.borrow().is_empty(), "[som 2.8] a fumble without a split is not challengeable");

    // An interception with no split ("INT+10").
    let (mut g, offers) = game(&[2, 1, 1, 6, 6, 4, 4, 4, 4], short_to_fl(), DefCall::Pass, 30, SomOptions::default(), true);
    let t = &mut g.teams[Side::Home].team;
    let q = t.player(&t.depth.qb[0].clone()).unwrap();
    t.players[q].passing.as_mut().unwrap().sections.short.right[0] = Reading::parse("INT+10").unwrap();
    g.step().unwrap();
    assert!(last_record(&g).flags.has(PlayFlags::INTERCEPTED));
    assert!(offers.borrow().is_empty(), "[som 2.8] an interception without a split is not challengeable");

    // The split's other part (+1 on 6+6): not a fumble, so no challenge (T17 *).
    let (mut g, offers) = game(&faces(&RUN_ROW_11, &[6, 6]), linebuck(), DefCall::Run, 30, SomOptions::default(), true);
    g.step().unwrap();
    assert_eq!(g.core.spot.yards(), 31);
    assert!(offers.borrow().is_empty(), "[som 2.8] a fumble number that did not fumble is not challengeable");

    // The possession roll after a challenge that failed: the fumble is offered once, the roll never.
    let (mut g, offers) = game(&faces(&RUN_ROW_11, &[2, 2, 3, 4, 2, 3, 5, 4, 5]), linebuck(), DefCall::Run, 30, SomOptions::default(), true);
    g.step().unwrap();
    assert_eq!(g.core.possession, Side::Away);
    assert_eq!(offers.borrow().len(), 1, "[som 2.8] the possession roll is not challengeable");
}

/// Plays `n` home runs on row 11 with split 2+2 (a fumble each time), the challenge dice given;
/// the fumble is kept by the offense (possession roll 5+6 = 11; T3 3+4, the QB, who falls on it),
/// then the challenge die (the recovery is known when the coach is asked).
fn fumbles(dice: &[u8], n: usize) -> (SomGame, Offers) {
    let mut f = Vec::new();
    for i in 0..n {
        f.extend(RUN_ROW_11);
        f.extend([2, 2]);
        match dice.get(i) {
            Some(&d) => f.extend([5, 6, 3, 4, d]),
            None => f.extend([5, 6, 3, 4]),
        }
    }
    let (mut g, offers) = game(&f, linebuck(), DefCall::Run, 50, SomOptions::default(), true);
    for _ in 0..n {
        g.step().unwrap();
    }
    (g, offers)
}

/// [som 2.8] Two challenges a game; a third only after winning the first two.
#[test]
fn two_challenges_or_three_after_winning_the_first_two() {
    // Two lost: the third fumble is not offered.
    let (g, offers) = fumbles(&[4, 4], 3);
    assert_eq!(offers.borrow().len(), 2, "[som 2.8] two challenges lost: no third");
    assert_eq!(g.teams[Side::Home].challenges, Challenges { used: 2, won: 0 }, "[som 2.8]");
    assert_eq!(g.core.timeouts[Side::Home], 1, "[som 2.8] two time-outs lost");
    // One won, one lost: no third either.
    let (_, offers) = fumbles(&[1, 4], 3);
    assert_eq!(offers.borrow().len(), 2, "[som 2.8] one of two won: no third");
    // Both won: a third, and no fourth.
    let (g, offers) = fumbles(&[1, 1, 4], 4);
    assert_eq!(offers.borrow().len(), 3, "[som 2.8] the first two won: a third challenge, never a fourth");
    assert_eq!(g.teams[Side::Home].challenges, Challenges { used: 3, won: 2 }, "[som 2.8]");
    assert!(offers.borrow().iter().all(|(s, _)| *s == Side::Home));
    assert_eq!(offers.borrow()[2].1.left, 1, "[som 2.8] the third is the last");
}

/// [som 2.8] No challenges in overtime (L289).
#[test]
fn no_challenge_in_overtime() {
    let (mut g, offers) = game(&faces(&RUN_ROW_11, &[2, 2, 3, 4, 2, 3, 4, 5]), linebuck(), DefCall::Run, 30, SomOptions::default(), true);
    g.core.clock = Clock::new(5, 600);
    g.core.timeouts = PerSide::new(2, 2);
    g.step().unwrap();
    assert!(offers.borrow().is_empty(), "[som 2.8] no challenge in overtime");
    assert!(last_record(&g).flags.has(PlayFlags::FUMBLE_LOST), "[som 2.8] the fumble stands");
}

/// [som 2.8] A coach with no time-outs left cannot challenge.
#[test]
fn no_challenge_without_a_time_out() {
    let (mut g, offers) = game(&faces(&RUN_ROW_11, &[2, 2, 3, 4, 2, 3, 4, 5]), linebuck(), DefCall::Run, 30, SomOptions::default(), true);
    g.core.timeouts[Side::Home] = 0;
    g.step().unwrap();
    assert!(offers.borrow().is_empty(), "[som 2.8] no time-out, no challenge");
    assert!(last_record(&g).flags.has(PlayFlags::FUMBLE_LOST), "[som 2.8] the fumble stands");
    // The other side's time-outs do not matter: a defense without time-outs is not asked either.
    let (mut g, offers) = game(&[2, 1, 1, 6, 6, 5, 6], short_to_fl(), DefCall::Pass, 30, SomOptions::default(), true);
    g.core.timeouts[Side::Away] = 0;
    g.step().unwrap();
    assert!(offers.borrow().is_empty(), "[som 2.8] the defense without a time-out is not asked");
}

/// [som 2.8] With the option off nobody is asked and no die is thrown.
#[test]
fn instant_replay_off_never_asks() {
    let off = SomOptions { instant_replay: false, ..SomOptions::default() };
    let (mut g, offers) = game(&faces(&RUN_ROW_11, &[2, 2, 3, 4, 2, 3, 4, 5]), linebuck(), DefCall::Run, 30, off, true);
    g.step().unwrap();
    assert!(offers.borrow().is_empty(), "[som 2.8] option off: not asked");
    assert!(last_record(&g).flags.has(PlayFlags::FUMBLE_LOST), "[som 2.8] option off: the possession roll follows the split at once");
    assert_eq!(g.core.spot.yards(), 71);
}

/// [som 2.8] A coach who declines: no die, nothing spent.
#[test]
fn a_declined_challenge_throws_no_die() {
    let (mut g, offers) = game(&faces(&RUN_ROW_11, &[2, 2, 3, 4, 2, 3, 4, 5]), linebuck(), DefCall::Run, 30, SomOptions::default(), false);
    g.step().unwrap();
    assert_eq!(offers.borrow().len(), 1, "[som 2.8] offered");
    assert!(last_record(&g).flags.has(PlayFlags::FUMBLE_LOST), "[som 2.8] declined: the possession roll is the next throw");
    assert_eq!((g.teams[Side::Home].challenges, g.core.timeouts[Side::Home]), (Challenges::default(), 3), "[som 2.8]");
}

/// [som 2.8] Determinism: the same seed plays the same game with instant replay on, and the
/// computer does challenge in some of them.
#[test]
fn the_same_seed_plays_the_same_game_with_replay_on() {
    let mut challenged = 0;
    for seed in 0..12u64 {
        let play = || {
            let mut g = SomGame::ai(seed, huddle_som::testkit::team("HOM"), huddle_som::testkit::team("AWY"), SomOptions::default());
            g.play_out().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            g
        };
        let (a, b) = (play(), play());
        let text = |g: &SomGame| g.log.iter().map(|l| format!("{} {} {}\n", l.clock, l.spot, g.text(l))).collect::<String>();
        assert_eq!(text(&a), text(&b), "[som 2.8] seed {seed}: the same play-by-play");
        assert_eq!((a.core.score.home, a.core.score.away), (b.core.score.home, b.core.score.away), "[som 2.8] seed {seed}");
        assert_eq!(a.teams[Side::Home].challenges, b.teams[Side::Home].challenges, "[som 2.8] seed {seed}");
        for s in Side::BOTH {
            let c = a.teams[s].challenges;
            assert!(c.won <= c.used && c.used <= 3 && (c.used < 3 || c.won >= 2), "[som 2.8] seed {seed}: the limit ({c:?})");
            challenged += c.used as u32;
        }
    }
    assert!(challenged > 0, "[som 2.8] the computer challenges some rulings");
}

/// [som 2.8] The terminal's question and answer: yes or no, the default on an empty line.
#[test]
fn the_terminal_asks_yes_or_no() {
    use huddle_som::command;
    assert_eq!(command::challenge("y", false), Ok(true), "[som 2.8]");
    assert_eq!(command::challenge(" No ", true), Ok(false), "[som 2.8]");
    assert_eq!(command::challenge("", true), Ok(true), "[som 2.8] an empty line takes the default");
    assert!(command::challenge("maybe", false).unwrap_err().contains("yes"), "[som 2.8] nonsense is refused");
    let c = Challenge { replay: huddle_som::replay::Replay::fumble_rating(4), offense: true, left: 1, timeouts: 2, kept: None };
    let q = command::challenge_question(&c);
    assert!(q.contains("the fumble") && q.contains("no fumble") && q.contains("1 challenge and 2 time-outs"), "[som 2.8] {q}");
    assert!(command::OFFENSE_HELP.contains("§2.8") && command::DEFENSE_HELP.contains("§2.8") && command::CHALLENGE_HELP.contains("2-6"), "[som 2.8] help");
}
