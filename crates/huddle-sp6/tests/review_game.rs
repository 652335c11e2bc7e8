//! Review tests of the game flow and the kicking game: findings of a second reading of
//! `game.rs`, `kick.rs` and `coach.rs` against the rules (digest `sp6.md`), each test failing
//! without its fix.
//!
//! Sample teams as in `rules_kicking.rs` and `rules_game.rs`: Ironton (home) punter RN 1 = 51
//! yards PR1; kicker Van Slyke Good ≤36 at 31-40 yards; Lakeport (away) PR1 lkp-wr3 (RN 1 = 30*,
//! the asterisk a touchdown). Ironton's rb1 gains 4 yards on RN 10 and 8 on RN 6 with a blank
//! directive ("CN") against a Pass Defense.

use huddle_cards::OffBox;
use huddle_core::{Clock, Down, Event, PerSide, Phase, PlayFlags, PlayRecord, Randomness, ScriptedRandom, Side};
use huddle_sp6::call::{OffPlay, OffStrategy, OffenseCall};
use huddle_sp6::coach::{AiCoach, Alternative, Announced, Coach, DefenseChoice, OffenseChoice, View};
use huddle_sp6::fac::Fac;
use huddle_sp6::game::Sp6Game;
use huddle_sp6::kick::{KickoffKind, PuntDefense};
use huddle_sp6::options::Options;
use huddle_sp6::resolve::Step;
use huddle_sp6::testkit::{blank, game_at, offense_of, play, pn, rn, z, CardExt, ScriptedCoach};
use huddle_sp6::OffenseDisplay;

const H: Side = Side::Home;
const A: Side = Side::Away;

fn coach() -> ScriptedCoach {
    ScriptedCoach::default()
}

fn accepting(yes: bool) -> ScriptedCoach {
    let mut c = coach();
    c.accept = Some(yes);
    c
}

/// A Z Results card.
fn zres(s: &str) -> Fac {
    blank().z(s).fac()
}

/// Ironton (home) on offense at its own `spot` making `choice`, Lakeport's coach `def`.
#[allow(clippy::too_many_arguments)]
fn irn(spot: i16, down: u8, to_go: i16, choice: OffenseChoice, off: ScriptedCoach, def: ScriptedCoach, cards: Vec<Fac>, opts: Options) -> Sp6Game {
    let mut off = off;
    off.offense.push_back(choice);
    game_at(H, spot, down, to_go, PerSide::new(off, def), cards, opts)
}

fn punt() -> OffenseChoice {
    OffenseChoice::Punt { coffin: None, fake: false }
}

fn fg() -> OffenseChoice {
    OffenseChoice::FieldGoal { fake: false }
}

fn run_bk1(g: &Sp6Game) -> OffenseChoice {
    play(offense_of(g, H), OffenseCall::new(OffPlay::InsideLeft, OffBox::BK1))
}

fn step(g: &mut Sp6Game) {
    g.step().expect("the play runs");
}

fn spot(g: &Sp6Game) -> i16 {
    g.core.spot.yards()
}

fn secs(g: &Sp6Game) -> u16 {
    g.log.last().expect("a play").seconds
}

fn steps(g: &Sp6Game) -> Vec<Step> {
    g.steps(g.log.last().expect("a play")).to_vec()
}

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

// ------------------------------------------------------------------------- [sp6 13] punts

/// [sp6 13] A category #3 foul on a punt that ends in a touchback is marked from the touchback
/// spot, the receiving team's 20 — not from its goal line.
#[test]
fn punt_touchback_foul_is_marked_from_the_20_sp6_13() {
    // From midfield RN 1 = 51 yards: a touchback. Receiving-team personal foul (R5, No Option):
    // 15 from the 20 is more than half the distance: the 10.
    let mut g = irn(50, 4, 8, punt(), coach(), coach(), vec![z(), rn(1), zres("Pen D1/O1/R5/K1")], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (A, 10, Down::First), "[sp6 13] receiving-team foul: half the distance from the 20");
    // Kicking-team personal foul (K5): 15 more from the 20: the 35.
    let mut g = irn(50, 4, 8, punt(), coach(), coach(), vec![z(), rn(1), zres("Pen D1/O1/K5/K1")], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (A, 35), "[sp6 13] kicking-team foul: 15 yards from the 20");
}

/// [sp6 13] A receiving-team foul during a punt return that reaches the end zone is enforced
/// (clipping, No Option, from the spot of the foul): the touchdown does not stand — as on
/// kickoffs; a kicking-team foul never takes it away.
#[test]
fn punt_return_touchdown_called_back_by_receiving_team_foul_sp6_13() {
    // RN 1: 51 yards from the 30, PR1 fields it at the Lakeport 19; lkp-wr3 RN 1 = 30*, a new RN
    // 1 takes the asterisked result: a touchdown. Clipping (R11), new RN 4 (even): from where the
    // return ended, the goal line: 15 back, the Lakeport 85.
    let cards = vec![z(), rn(1), rn(1), rn(1), zres("Pen D1/O1/R11/K1"), rn(4)];
    let mut g = irn(30, 4, 8, punt(), coach(), coach(), cards, Options::default());
    step(&mut g);
    assert_eq!((g.core.score[A], g.core.possession, spot(&g)), (0, A, 85), "[sp6 13] clipping calls the return touchdown back");
    assert!(!last_record(&g).has(PlayFlags::RETURN_TD), "[sp6 13] no return touchdown in the record");
    // RN 3 (odd): the halfway point of the return, 19 + 81 / 2 = 59; 15 back: the 44.
    let cards = vec![z(), rn(1), rn(1), rn(1), zres("Pen D1/O1/R11/K1"), rn(3)];
    let mut g = irn(30, 4, 8, punt(), coach(), coach(), cards, Options::default());
    step(&mut g);
    assert_eq!((g.core.score[A], spot(&g)), (0, 44), "[sp6 13] clipping at the halfway point");
    // A kicking-team personal foul leaves the touchdown standing.
    let cards = vec![z(), rn(1), rn(1), rn(1), zres("Pen D1/O1/K5/K1")];
    let mut g = irn(30, 4, 8, punt(), coach(), coach(), cards, Options::default());
    step(&mut g);
    assert_eq!(g.core.score[A], 6, "[sp6 13] the kicking team's foul does not take the touchdown away");
}

// ----------------------------------------------------------------- [sp6 18] end of the half

/// [sp6 18] 9.7: a half cannot end on a defensive penalty — on a punt or a field goal either:
/// the receiving team's accepted foul on the last play gives the kicking team an untimed down.
#[test]
fn half_cannot_end_on_receiving_team_foul_on_a_kick_sp6_18() {
    // Punt at 0:05 of the 2nd quarter, receiving-team offside (R1) taken: 4th and 3 at the 35,
    // the half goes on.
    let mut g = irn(30, 4, 8, punt(), accepting(true), coach(), vec![z(), rn(1), rn(6), zres("Pen D1/O1/R1/K1")], Options::default());
    g.core.clock = Clock::new(2, 5);
    step(&mut g);
    assert_eq!((g.core.clock.period.0, g.core.clock.remaining, g.core.phase), (2, 0, Phase::Scrimmage), "[sp6 18] 9.7: an untimed down follows the punt's defensive foul");
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (H, 35, Down::Fourth), "[sp6 18] the punt restaged 5 yards up");
    // A missed 37-yard field goal (PN 40 > 36) at 0:03, receiving-team offside taken: 5 yards,
    // the line to gain reached (4th and 5 at the 80): first and goal at the 85, the half goes on.
    let mut g = irn(80, 4, 5, fg(), accepting(true), coach(), vec![z(), pn(40), zres("Pen D1/O1/R1/K1")], Options::default());
    g.core.clock = Clock::new(2, 3);
    step(&mut g);
    assert_eq!((g.core.clock.period.0, g.core.phase, g.core.possession, spot(&g)), (2, Phase::Scrimmage, H, 85), "[sp6 18] 9.7: an untimed down after the field goal's defensive foul");
    // A kicking-team foul on the last play: the half may end.
    let mut g = irn(30, 4, 8, punt(), coach(), accepting(true), vec![z(), rn(1), rn(6), zres("Pen D1/O1/K1/K1")], Options::default());
    g.core.clock = Clock::new(2, 5);
    step(&mut g);
    assert_eq!(g.core.clock.period.0, 3, "[sp6 18] 9.7: a half may end on the kicking team's foul");
}

/// [sp6 6.1] A defensive penalty in the Final Minutes takes the "Final Mins" 10 seconds on a
/// punt too (the Timing Chart's "Play with Penalty" row, E-28).
#[test]
fn final_minutes_defensive_penalty_on_a_punt_takes_10_seconds_sp6_6_1() {
    let mut g = irn(30, 4, 8, punt(), accepting(true), coach(), vec![z(), rn(1), rn(6), zres("Pen D1/O1/R1/K1")], Options::default());
    g.core.clock = Clock::new(4, 240);
    step(&mut g);
    assert_eq!((spot(&g), secs(&g)), (35, 10), "[sp6 6.1] Final Minutes: a defensive penalty takes 10 s");
}

// -------------------------------------------------------------------- [sp6 14.1] field goals

/// [sp6 14.1] Category #3 holding on a field goal (§16.2): the kicking team's holding is the
/// offense's (10 from the line, the down replayed, the receiving team's option) and takes a
/// good kick off the board; the receiving team's is the defense's (5 yards and a first down,
/// the kicking team's option).
#[test]
fn field_goal_holding_is_enforced_sp6_14_1() {
    // Good from 37 yards (PN 10), kicking-team holding taken: 4th and 15 at the 70, no score.
    let mut g = irn(80, 4, 5, fg(), coach(), accepting(true), vec![z(), pn(10), zres("Pen D1/O1/K7/K1")], Options::default());
    step(&mut g);
    assert_eq!((g.core.score[H], g.core.possession, spot(&g), g.core.down(), g.core.to_go()), (0, H, 70, Down::Fourth, 15), "[sp6 14.1] holding on the kicking team: 10 back, replayed");
    // The computer as the receiving team takes the points off the board.
    let mut g = irn(80, 4, 5, fg(), coach(), coach(), vec![z(), pn(10), zres("Pen D1/O1/K7/K1")], Options::default());
    step(&mut g);
    assert_eq!((g.core.score[H], spot(&g)), (0, 70), "[sp6 14.1] the receiving team's computer coach takes the penalty");
    // Declined: the field goal counts.
    let mut g = irn(80, 4, 5, fg(), coach(), accepting(false), vec![z(), pn(10), zres("Pen D1/O1/K7/K1")], Options::default());
    step(&mut g);
    assert_eq!(g.core.score[H], 3, "[sp6 14.1] declined: 3 points");
    // Missed (PN 40), receiving-team holding taken: 5 yards and a first down at the 85.
    let mut g = irn(80, 4, 5, fg(), accepting(true), coach(), vec![z(), pn(40), zres("Pen D1/O1/R7/K1")], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g), g.core.down()), (H, 85, Down::First), "[sp6 14.1] defensive holding: 5 yards and a first down");
}

/// [sp6 14.1] A personal foul on a missed field goal (No Option, from where the play ended,
/// §6.3 #5): the receiving team's ball at the line of scrimmage moved 15 yards (half the
/// distance at most).
#[test]
fn field_goal_personal_foul_on_a_miss_is_enforced_sp6_14_1() {
    // Missed from the Ironton 80: Lakeport's ball at its 20. Its own personal foul: half the
    // distance, the 10.
    let mut g = irn(80, 4, 5, fg(), coach(), coach(), vec![z(), pn(40), zres("Pen D1/O1/R5/K1")], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (A, 10), "[sp6 14.1] receiving-team foul: from the 20 back to the 10");
    // The kicking team's: 15 yards more, the Lakeport 35.
    let mut g = irn(80, 4, 5, fg(), coach(), coach(), vec![z(), pn(40), zres("Pen D1/O1/K5/K1")], Options::default());
    step(&mut g);
    assert_eq!((g.core.possession, spot(&g)), (A, 35), "[sp6 14.1] kicking-team foul: from the 20 up to the 35");
}

// ------------------------------------------------------------------ [sp6 6.3] penalty options

/// [sp6 6.3] A penalty option on a failed fourth down: the play gives the offended defense the
/// ball (a turnover on downs), and its computer coach declines the offense's holding.
#[test]
fn fourth_down_option_weighs_the_turnover_on_downs_sp6_6_3() {
    // 4th and 5 at the Ironton 40: the 4-yard run fails; offensive holding (option).
    let def = coach();
    let offered = def.offered.clone();
    let mut g = irn(40, 4, 5, run_bk1(&base()), coach(), def, vec![z(), blank().fac(), rn(10), zres("Pen O7/O7/K1/R1")], Options::default());
    step(&mut g);
    let (play, _) = offered.borrow()[0];
    assert!(!play.offense_keeps, "[sp6 6.3] the play's alternative is a turnover on downs: {play:?}");
    assert_eq!((g.core.possession, spot(&g)), (A, 56), "[sp6 6.3] the defense declines and takes the ball at the Ironton 44");
}

/// A game to read the sample teams' displays from.
fn base() -> Sp6Game {
    game_at(H, 30, 1, 10, PerSide::new(coach(), coach()), vec![], Options::default())
}

// ----------------------------------------------------------------- [sp6 5] one card a reading

/// [sp6 5] One FAC is used for each distinct reading: a penalty other than defensive pass
/// interference draws no card for a spot of the foul, nor does a Z result whose category has
/// no penalty.
#[test]
fn no_card_for_a_spot_a_penalty_does_not_need_sp6_5() {
    for pen in ["Pen D1/D1/K1/R1", "Pen -/D8/K1/R1", "Pen O7/O7/K1/R1"] {
        let mut g = irn(30, 1, 10, run_bk1(&base()), accepting(true), accepting(true), vec![z(), blank().fac(), rn(10), zres(pen), rn(2)], Options::default());
        step(&mut g);
        assert!(matches!(steps(&g).last(), Some(Step::ZResult(_))), "[sp6 5] {pen}: the Z result is the play's last reading: {:?}", steps(&g));
    }
}

// ------------------------------------------------------------------- [sp6 16.2] holding safety

/// [sp6 16.2] Offensive holding on a pass play from inside the own 5 is a safety — a Screen is
/// a pass play (playable there under the `screen_opponent_five` reading, E-5).
#[test]
fn holding_on_a_screen_inside_own_5_is_a_safety_sp6_16_2() {
    let opts = Options { screen_opponent_five: true, ..Options::default() };
    let c = play(offense_of(&base(), H), OffenseCall::new(OffPlay::Screen, OffBox::BK1));
    let mut g = irn(4, 1, 10, c, coach(), accepting(true), vec![z(), blank().fac(), zres("Pen O7/O7/K1/R1")], opts);
    step(&mut g);
    assert_eq!(g.core.score[A], 2, "[sp6 16.2] a safety");
}

// ------------------------------------------------------------------ [sp6 18] the computer coach

/// A coach that plays its script and decides time-outs like the computer.
struct TimeoutAi {
    script: ScriptedCoach,
    ai: AiCoach,
}

impl Coach for TimeoutAi {
    fn name(&self) -> &str {
        "timeout-ai"
    }
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice {
        self.script.offense(v, rng)
    }
    fn defense(&mut self, v: &View, offense: &OffenseDisplay, kick: Option<Announced>, rng: &mut dyn Randomness) -> DefenseChoice {
        self.script.defense(v, offense, kick, rng)
    }
    fn kickoff(&mut self, v: &View, rng: &mut dyn Randomness) -> KickoffKind {
        self.script.kickoff(v, rng)
    }
    fn onside_defense(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        self.script.onside_defense(v, rng)
    }
    fn punt_defense(&mut self, v: &View, rng: &mut dyn Randomness) -> PuntDefense {
        self.script.punt_defense(v, rng)
    }
    fn suspect_fake_fg(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        self.script.suspect_fake_fg(v, rng)
    }
    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool {
        self.script.accept_penalty(v, play, penalty)
    }
    fn play_time(&mut self, v: &View, min: u16, max: u16, stops: bool) -> u16 {
        self.script.play_time(v, min, max, stops)
    }
    fn timeout(&mut self, v: &View) -> bool {
        self.ai.timeout(v)
    }
}

/// [sp6 18] The computer spends a time-out only where it saves time (9.2: "Play with TimeOut"
/// is 10 s): not after an incomplete pass of the Final Minutes, which takes 10 s anyway; after
/// a 20-second run, yes. The play-by-play names the time-out.
#[test]
fn computer_spends_time_outs_only_where_they_save_time_sp6_18() {
    let g0 = base();
    let quick = play(offense_of(&g0, H), OffenseCall::new(OffPlay::Quick, OffBox::RE));
    let run = run_bk1(&g0);
    let mut s = coach();
    s.offense.push_back(quick);
    s.offense.push_back(run);
    let home = TimeoutAi { script: s, ai: AiCoach };
    let mut g = game_at(H, 30, 1, 10, PerSide::new(coach(), coach()), vec![blank().fac(), pn(47), blank().fac(), rn(6)], Options::default());
    g.coaches = PerSide::new(Box::new(home), Box::new(coach()));
    g.core.clock = Clock::new(4, 90);
    g.core.score = PerSide::new(0, 7);
    step(&mut g);
    assert_eq!((secs(&g), g.core.timeouts[H]), (10, 3), "[sp6 18] no time-out after a 10-second incompletion");
    step(&mut g);
    assert_eq!((secs(&g), g.core.timeouts[H]), (10, 2), "[sp6 18] a time-out cuts the 20-second run to 10");
    assert!(g.text(g.log.last().unwrap()).contains("time-out"), "[sp6 18] the play-by-play names the time-out: {}", g.text(g.log.last().unwrap()));
}

fn ai_offense(g: &Sp6Game, side: Side) -> OffenseChoice {
    let mut rng = ScriptedRandom::new(vec![0; 16]);
    AiCoach.offense(&g.view(side), &mut rng)
}

fn is_flop(c: &OffenseChoice) -> bool {
    matches!(c, OffenseChoice::Play { call, .. } if call.strategy == OffStrategy::Flop)
}

/// [sp6 18] Leading at the end of the game the computer kneels (the Flop) rather than kick a
/// field goal that a PN 48 turns into the defense's touchdown (8.6), and on fourth down it
/// kneels out the clock instead of punting the ball back.
#[test]
fn computer_leading_kneels_out_the_game_sp6_18() {
    // 3rd and 12 at the Lakeport 24, 0:05 left, Ironton ahead 10-3 (Lakeport with time-outs).
    let mut g = game_at(H, 76, 3, 12, PerSide::new(coach(), coach()), vec![], Options::default());
    g.core.clock = Clock::new(4, 5);
    g.core.score = PerSide::new(10, 3);
    assert!(is_flop(&ai_offense(&g, H)), "[sp6 18] ahead with 0:05 left: kneel, got {:?}", ai_offense(&g, H));
    // Tied: the field goal wins.
    g.core.score = PerSide::new(3, 3);
    assert_eq!(ai_offense(&g, H), OffenseChoice::FieldGoal { fake: false }, "[sp6 18] tied: kick");
    // 4th and 10 at the Ironton 30, 0:30 left, ahead, Lakeport out of time-outs: the 45-second
    // Flop ends the game; a punt would give the ball back.
    let mut g = game_at(H, 30, 4, 10, PerSide::new(coach(), coach()), vec![], Options::default());
    g.core.clock = Clock::new(4, 30);
    g.core.score = PerSide::new(10, 3);
    g.core.timeouts = PerSide::new(1, 0);
    assert!(is_flop(&ai_offense(&g, H)), "[sp6 18] 4th down, 0:30 left, ahead: kneel, got {:?}", ai_offense(&g, H));
}

/// [sp6 18] Tied late, the computer kicks the winning field goal while there is time for it:
/// with 0:10 left any play from scrimmage (10 s at the quickest, the Two-Minute Offense's run
/// or complete pass) would end the game first.
#[test]
fn computer_tied_late_kicks_while_there_is_time_sp6_18() {
    let mut g = game_at(H, 80, 2, 8, PerSide::new(coach(), coach()), vec![], Options::default());
    g.core.clock = Clock::new(4, 10);
    g.core.score = PerSide::new(3, 3);
    g.core.timeouts = PerSide::new(0, 2);
    assert_eq!(ai_offense(&g, H), OffenseChoice::FieldGoal { fake: false }, "[sp6 18] 0:10 left, tied: kick now");
    // Tied in the Final Minutes with the ball, the computer uses the Two-Minute Offense (9.4.1).
    let mut g = game_at(H, 30, 1, 10, PerSide::new(coach(), coach()), vec![], Options::default());
    g.core.clock = Clock::new(4, 90);
    g.core.score = PerSide::new(3, 3);
    match ai_offense(&g, H) {
        OffenseChoice::Play { call, .. } => assert!(call.two_minute, "[sp6 18] tied at 1:30: the Two-Minute Offense"),
        other => panic!("[sp6 18] a play expected, got {other:?}"),
    }
}

// ------------------------------------------------------------------------------ [sp6 17] scoring

/// [sp6 17] A punt returner who carries the ball back into his own end zone gives up a safety —
/// not a touchback: the other team did not put the ball there.
#[test]
fn punt_return_back_into_the_end_zone_is_a_safety_sp6_17() {
    // From the Ironton 64 a coffin corner of 10: RN 4 = 45 − 10 = 35, the Lakeport 1; RN 4 is
    // even: returned, lkp-wr3's RN 12 = −1f (the fumble check PN 30 is beyond Lakeport's 1-23):
    // the ball dead in the end zone.
    let mut g = irn(64, 4, 8, OffenseChoice::Punt { coffin: Some(10), fake: false }, coach(), coach(), vec![rn(4), rn(12), pn(30)], Options::default());
    step(&mut g);
    assert_eq!((g.core.score[H], g.core.score[A]), (2, 0), "[sp6 17] a safety for the kicking team");
    assert_eq!(g.core.phase, Phase::Kickoff { kicker: A, from: 20, after_safety: true }, "[sp6 17] Lakeport kicks after the safety");
}

// ---------------------------------------------------------------------- [sp6 19] fake kicks

/// [sp6 19] A fake kick (O6) is a run or a pass on the Timing Chart: the offense chooses its
/// time between Max and Min, and an incomplete fake takes the Final Minutes' 10 s.
#[test]
fn fake_kick_is_timed_as_a_run_or_pass_sp6_19() {
    let opts = Options { fake_kicks: true, ..Options::default() };
    // A fake field goal, RN 8: incomplete, at 4:00 of the 4th quarter: 10 s.
    let mut g = irn(75, 4, 5, OffenseChoice::FieldGoal { fake: true }, coach(), coach(), vec![rn(8)], opts.clone());
    g.core.clock = Clock::new(4, 240);
    step(&mut g);
    assert_eq!(secs(&g), 10, "[sp6 19] an incomplete fake in the Final Minutes: 10 s");
    // A fake field goal, RN 6: the holder runs 15 yards, the offense taking 45 s.
    let mut off = coach();
    off.seconds = Some(45);
    let mut g = irn(60, 4, 5, OffenseChoice::FieldGoal { fake: true }, off, coach(), vec![rn(6)], opts);
    step(&mut g);
    assert_eq!((spot(&g), secs(&g)), (75, 45), "[sp6 19] a fake run: the offense's choice of time");
}

/// [sp6 18] The computer kneels a lead out only when its Flops end the game: a Flop that takes the
/// clock past 2:00 uses the minimum (the two-minute warning, 9.3), so from 2:30 on 1st down four
/// Flops leave time on the clock (20 + 20 + 45 + 45 = 130 s) and it plays on; from 2:10 they do
/// not (20 + 45 + 45 + 45).
#[test]
fn computer_kneels_only_when_the_flops_end_the_game_sp6_18() {
    let mut g = game_at(H, 30, 1, 10, PerSide::new(coach(), coach()), vec![], Options::default());
    g.core.score = PerSide::new(10, 3);
    g.core.timeouts = PerSide::new(1, 0);
    g.core.clock = Clock::new(4, 150);
    assert!(!is_flop(&ai_offense(&g, H)), "[sp6 18] 2:30 left: four Flops do not end the game");
    g.core.clock = Clock::new(4, 130);
    assert!(is_flop(&ai_offense(&g, H)), "[sp6 18] 2:10 left: four Flops end the game");
}

/// [sp6 18] 9.7 awards the offense an untimed down after a defensive penalty on the last play;
/// when the penalty is the interceptors' own foul on their return, the ball is theirs and the
/// half ends — the fouling team gets no extra play.
#[test]
fn no_untimed_down_for_the_interceptors_own_foul_sp6_18() {
    // Quick to RE intercepted by ss1 (PN 48, Quick RN 1 = N), caught 3 yards out, returned 0:
    // Lakeport's ball at its 67; its personal foul (D5): 15 back, the 52 — with 0:05 left.
    let c = play(offense_of(&base(), H), OffenseCall::new(OffPlay::Quick, OffBox::RE));
    let cards = vec![z(), blank().fac(), pn(48), rn(1), rn(3), rn(12), zres("Pen D5/D5/K1/R1")];
    let mut g = irn(30, 1, 10, c, coach(), coach(), cards, Options::default());
    g.core.clock = Clock::new(2, 5);
    step(&mut g);
    assert!(last_record(&g).has(PlayFlags::INTERCEPTED), "[sp6 18] intercepted: {}", g.text(g.log.last().unwrap()));
    assert_eq!(g.core.clock.period.0, 3, "[sp6 18] 9.7: the half ends on the interceptors' foul");
}

/// [sp6 6.1] A touchdown takes 10 s ("Play with Touchdown") even when a Z result hurts a player
/// on the play: the injury does not let the offense spend the "Play with Injury" row's 45.
#[test]
fn touchdown_with_an_injury_takes_10_seconds_sp6_6_1() {
    // From the 95 the run to BK1 gains 8: a touchdown; Z result: the linebacker in box F hurt
    // for 2 plays (PN 5). The offense would take 45 s where it may.
    let mut off = coach();
    off.seconds = Some(45);
    let mut g = irn(95, 1, 5, run_bk1(&base()), off, coach(), vec![z(), blank().fac(), rn(6), zres("Inj D:F"), pn(5)], Options::default());
    step(&mut g);
    assert_eq!(g.core.score[H], 6, "[sp6 6.1] a touchdown");
    assert!(g.text(g.log.last().unwrap()).contains("hurt"), "[sp6 6.1] a player hurt: {}", g.text(g.log.last().unwrap()));
    assert_eq!(secs(&g), 10, "[sp6 6.1] the touchdown's 10 s");
}

// ------------------------------------------------------------------------ [sp6 18] 9.6 and O1

/// [sp6 18] 9.6 forbids the offense a substitution after a short play with the clock running.
/// A tackle who replaced a hurt right guard then stays at guard when the guard is fit again: the
/// display he is in is the only one the offense may use (no refusal for playing out of position,
/// §19); with the offense free to substitute, the fit guard must come back.
#[test]
fn no_substitution_keeps_a_forced_out_of_position_lineman_sp6_18() {
    let g0 = base();
    let t = &g0.teams[H].team;
    let mut d = offense_of(&g0, H);
    d.set(OffBox::RG, t.idx("irn-ot3"));
    let call = OffenseCall::new(OffPlay::InsideLeft, OffBox::BK1);
    let mut g = base();
    g.last_offense[H] = Some(d);
    g.no_sub = Some(H);
    assert_eq!(g.check_offense_choice(H, &d, &call).err().map(|e| e.section), None, "[sp6 18] 9.6: the tackle stays at guard");
    g.no_sub = None;
    assert_eq!(g.check_offense_choice(H, &d, &call).err().map(|e| e.section), Some("19"), "[sp6 19] free to substitute: the fit guard plays");
}

/// [sp6 13] Punting from inside the opponent's 35 (no field goal within its kicker's reach), the
/// computer kicks a coffin corner: any plain punt from there lands inside the 6 or in the end
/// zone — a touchback (8.5.6).
#[test]
fn computer_punts_coffin_corner_inside_the_35_sp6_13() {
    let mut g = game_at(H, 70, 4, 8, PerSide::new(coach(), coach()), vec![], Options::default());
    let k = g.teams[H].team.kicker().expect("a kicker") as usize;
    for b in &mut g.teams[H].team.players[k].kicking.as_mut().expect("a kicking card").fg {
        b.good = 5;
    }
    assert_eq!(ai_offense(&g, H), OffenseChoice::Punt { coffin: Some(25), fake: false }, "[sp6 13] 4th and 8 at the opponent's 30: a coffin corner");
}

// ------------------------------------------------------------------------ [sp6 16.3] injuries

/// [sp6 16.3] As the last quarterback cannot be hurt (4.5.1), an injury that would leave a team
/// fewer than the five linemen its display must hold (3.1) is ignored: no legal display would
/// be left.
#[test]
fn injury_never_leaves_fewer_than_five_linemen_sp6_16_3() {
    // Ironton's eight linemen, three hurt for the game: the five on the display are all it has.
    let cards = vec![z(), blank().fac(), rn(6), zres("Inj O:LG"), pn(40)];
    let mut g = irn(30, 1, 10, run_bk1(&base()), coach(), coach(), cards.clone(), Options::default());
    for id in ["irn-ot3", "irn-c2", "irn-ol1"] {
        let p = g.teams[H].team.idx(id).expect("a lineman");
        g.teams[H].out.push(huddle_sp6::game::Out { pid: p, until: huddle_sp6::game::Until::EndOfGame { extra: 0 } });
    }
    step(&mut g);
    let og1 = g.teams[H].team.idx("irn-og1").expect("the left guard");
    assert!(g.available(H, og1), "[sp6 16.3] the left guard is not hurt: {}", g.text(g.log.last().unwrap()));
    // With a spare lineman the injury stands.
    let mut g = irn(30, 1, 10, run_bk1(&base()), coach(), coach(), cards, Options::default());
    step(&mut g);
    assert!(!g.available(H, og1), "[sp6 16.3] the left guard is hurt");
}

/// The computer's fourth downs (docs/sp6-decisions.md, "The computer coach"): fourth and goal at
/// the 2 is played, not kicked, unless the kick ties or wins late; ten points down in the last
/// five minutes the field goal makes it a one-score game; beyond 59 yards it punts.
#[test]
fn computer_fourth_downs_play_at_the_goal_line_and_kick_to_one_score() {
    // 4th and goal at the Lakeport 2, second quarter, tied: go for the touchdown.
    let mut g = game_at(H, 98, 4, 2, PerSide::new(coach(), coach()), vec![], Options::default());
    g.core.clock = Clock::new(2, 300);
    let c = ai_offense(&g, H);
    assert!(matches!(c, OffenseChoice::Play { .. }), "4th and goal at the 2: a play, got {c:?}");
    // The same down with 0:30 left, three points behind: the tying kick.
    g.core.clock = Clock::new(4, 30);
    g.core.score = PerSide::new(7, 10);
    g.core.timeouts = PerSide::new(0, 0);
    assert_eq!(ai_offense(&g, H), OffenseChoice::FieldGoal { fake: false }, "down 3 at the end: kick");
    // 4th and 6 at the Lakeport 15, 5:00 left, ten points behind: the field goal.
    let mut g = game_at(H, 85, 4, 6, PerSide::new(coach(), coach()), vec![], Options::default());
    g.core.clock = Clock::new(4, 300);
    g.core.score = PerSide::new(7, 17);
    assert_eq!(ai_offense(&g, H), OffenseChoice::FieldGoal { fake: false }, "down 10 with 5:00 left: kick to one score");
    // 4th and 8 at the Lakeport 45 (a 62-yard kick), second quarter: punt.
    let mut g = game_at(H, 55, 4, 8, PerSide::new(coach(), coach()), vec![], Options::default());
    g.core.clock = Clock::new(2, 400);
    let c = ai_offense(&g, H);
    assert!(matches!(c, OffenseChoice::Punt { .. }), "4th and 8 at the opponent's 45: punt, got {c:?}");
}
