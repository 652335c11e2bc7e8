//! The AI coach's situational football: what it calls late in games and at the goal line.
//! These are coaching decisions, not rules: each test samples the coach many times in one
//! situation (one seeded source, so the counts are exact) and compares two situations.
use huddle_cards::sample;
use huddle_core::{AnyRandom, Clock, Down, DownDistance, PerSide, Phase, SeededRandom, Side, Spot};
use huddle_fac::call::{DefPlay, OffPlay, Tempo};
use huddle_fac::coach::{AiCoach, Coach, OffenseChoice, View};
use huddle_fac::game::FacGame;
use huddle_fac::options::RuleOptions;
use huddle_fac::tables::Edition;

const HOME: Side = Side::Home;
const AWAY: Side = Side::Away;

fn game() -> FacGame {
    let ed = Edition::ttf7();
    let deck = huddle_fac::sim::default_deck(&ed);
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach::default()), Box::new(AiCoach::default()));
    FacGame::new(ed, RuleOptions::default(), sample::riverton(), sample::harbor_city(), deck, AnyRandom::Seeded(SeededRandom::new(7)), coaches)
}

/// Home has the ball at `spot` (its frame), `down` and `to_go`, in `period` with `secs` left,
/// the score `home`-`away`.
fn situation(period: u8, secs: u16, spot: i16, down: Down, to_go: i16, home: u16, away: u16) -> FacGame {
    let mut g = game();
    g.core.phase = Phase::Scrimmage;
    g.core.possession = HOME;
    g.core.spot = Spot::new(spot).unwrap();
    g.core.downs = DownDistance { down, line_to_gain: (spot + to_go).min(100) as u8 };
    g.core.clock = Clock::new(period, secs);
    g.core.warning_given = (period == 2 || period == 4) && secs <= 120;
    g.core.score[HOME] = home;
    g.core.score[AWAY] = away;
    g.prev_stopped = true;
    g
}

fn view(g: &FacGame, me: Side) -> View<'_> {
    g.view(me)
}

const N: u32 = 2000;

/// Of N offensive calls by the home AI: (passes, hurry-up calls).
fn offense_sample(g: &FacGame) -> (u32, u32) {
    let mut rng = SeededRandom::new(11);
    let mut ai = AiCoach::default();
    let (mut passes, mut hurry) = (0, 0);
    for _ in 0..N {
        if let OffenseChoice::Play { call, tempo, .. } = ai.offense(&view(g, HOME), &mut rng) {
            passes += matches!(call.play, OffPlay::Quick | OffPlay::Short | OffPlay::Long | OffPlay::Screen | OffPlay::Swing | OffPlay::Shovel) as u32;
            hurry += (tempo == Tempo::HurryUp) as u32;
        }
    }
    (passes, hurry)
}

/// Of N defensive calls by the away AI (home has the ball): run defenses.
fn run_defenses(g: &FacGame) -> u32 {
    let mut rng = SeededRandom::new(13);
    let mut ai = AiCoach::default();
    (0..N).filter(|_| ai.defense(&view(g, AWAY), &mut rng).call.play == DefPlay::Run).count() as u32
}

#[test]
fn tied_late_with_time_the_offense_plays_for_the_win() {
    // Tied, 1:30 left, own 40: the two-minute offense (Hurry-Up, mostly passes) to reach
    // field-goal range instead of playing for overtime.
    let (passes, hurry) = offense_sample(&situation(4, 90, 40, Down::First, 10, 17, 17));
    assert!(hurry == N, "hurry-up on every call: {hurry}/{N}");
    assert!(passes > N * 85 / 100, "passes {passes}/{N}");
    // The same at the end of a regular-season overtime, which would end in a tie (§21).
    let (_, hurry) = offense_sample(&situation(5, 90, 40, Down::First, 10, 17, 17));
    assert_eq!(hurry, N);
    // Tied with 0:20 left at the own 20: too far; no two-minute drill.
    let (_, hurry) = offense_sample(&situation(4, 20, 20, Down::First, 10, 17, 17));
    assert_eq!(hurry, 0);
    // Tied with 1:30 left in the third quarter: nothing special.
    let (passes, hurry) = offense_sample(&situation(3, 90, 40, Down::First, 10, 17, 17));
    assert_eq!(hurry, 0);
    assert!(passes < N * 60 / 100, "first down, normal mix: {passes}/{N}");
}

#[test]
fn behind_late_the_defense_stacks_the_box_against_the_clock_killing_run() {
    // The home team leads by 6 with four minutes left and runs the clock: the trailing
    // defense plays the run on early downs.
    let late = run_defenses(&situation(4, 240, 40, Down::First, 10, 20, 14));
    // The same down with the score tied in the second quarter.
    let early = run_defenses(&situation(2, 600, 40, Down::First, 10, 14, 14));
    assert!(late > N * 65 / 100, "late: {late}/{N} run defenses");
    assert!(early < N * 55 / 100, "early: {early}/{N} run defenses");
    // Third and long late: still a pass defense.
    let third = run_defenses(&situation(4, 240, 40, Down::Third, 9, 20, 14));
    assert!(third < N * 20 / 100, "third and 9: {third}/{N} run defenses");
}

#[test]
fn at_the_goal_line_the_offense_runs_more() {
    let goal = offense_sample(&situation(2, 600, 97, Down::First, 3, 7, 7)).0;
    let field = offense_sample(&situation(2, 600, 50, Down::First, 10, 7, 7)).0;
    assert!(goal + N * 5 / 100 < field, "passes at the 3: {goal}/{N}; at midfield: {field}/{N}");
}

#[test]
fn in_range_for_the_winning_field_goal_the_offense_runs_the_clock_down_and_kicks() {
    // Down 2 with 1:30 left, first down at the opponent's 15 (a 32-yard kick): no passes, no
    // hurry-up, no timeout; with 0:35 left, the kick.
    let g = situation(4, 90, 85, Down::First, 10, 15, 17);
    let (passes, hurry) = offense_sample(&g);
    assert_eq!((passes, hurry), (0, 0));
    assert!(!AiCoach::default().timeout_after_play(&view(&g, HOME)));
    let g = situation(4, 35, 85, Down::Second, 7, 15, 17);
    assert_eq!(AiCoach::default().offense(&view(&g, HOME), &mut SeededRandom::new(1)), OffenseChoice::FieldGoal);
    // Down 3 at the same spot: a field goal only ties, so the offense keeps trying to score
    // a touchdown.
    let (passes, _) = offense_sample(&situation(4, 90, 85, Down::First, 10, 14, 17));
    assert!(passes > N / 2, "down 3: passes {passes}/{N}");
    // Down 2 but out of range (the opponent's 45): the two-minute offense.
    let (_, hurry) = offense_sample(&situation(4, 90, 55, Down::First, 10, 15, 17));
    assert_eq!(hurry, N);
}

#[test]
fn two_scores_down_in_the_second_half_fourth_and_short_at_midfield_is_played() {
    let choice = |period: u8, home: u16, away: u16| AiCoach::default().offense(&view(&situation(period, 600, 50, Down::Fourth, 3, home, away), HOME), &mut SeededRandom::new(3));
    // Down 10 in the third quarter: go for it.
    assert!(matches!(choice(3, 7, 17), OffenseChoice::Play { .. }), "{:?}", choice(3, 7, 17));
    // Down 3 in the third quarter, or down 10 in the first half: punt.
    assert_eq!(choice(3, 14, 17), OffenseChoice::Punt);
    assert_eq!(choice(2, 7, 17), OffenseChoice::Punt);
}

#[test]
fn fourth_and_goal_at_the_one_or_two_is_played_not_kicked() {
    let choice = |spot: i16, period: u8, secs: u16, home: u16, away: u16| {
        AiCoach::default().offense(&view(&situation(period, secs, spot, Down::Fourth, 100 - spot, home, away), HOME), &mut SeededRandom::new(5))
    };
    // Fourth and goal at the 2 in the second quarter: a play, not a 19-yard field goal.
    assert!(matches!(choice(98, 2, 600, 7, 7), OffenseChoice::Play { .. }), "{:?}", choice(98, 2, 600, 7, 7));
    assert!(matches!(choice(99, 1, 600, 0, 0), OffenseChoice::Play { .. }));
    // At the 4 it is a 21-yard field goal.
    assert_eq!(choice(96, 2, 600, 7, 7), OffenseChoice::FieldGoal);
    // Down 2 (or tied) late in the fourth quarter: the kick that wins (or ties).
    assert_eq!(choice(98, 4, 60, 15, 17), OffenseChoice::FieldGoal);
    assert_eq!(choice(98, 4, 60, 17, 17), OffenseChoice::FieldGoal);
}

#[test]
fn a_shaky_kicker_is_sent_from_long_range_when_it_is_in_his_range() {
    // Fourth and 8 at the opponent's 39 (a 56-yard kick), second quarter, tied. The kicker's
    // 50-55 range is 1-19 (40%), 2 numbers a yard less beyond 55 (§12.1): a 35% kick. NFL
    // coaches kick there (2024: a quarter of all attempts from 50+); with a range of 55 yards
    // the kick is out of reach and the team punts.
    let choice = |max: u8| {
        let mut g = situation(2, 600, 61, Down::Fourth, 8, 7, 7);
        let t = &mut g.teams[HOME].team;
        let k = t.kicker().unwrap();
        let kc = t.players[k as usize].kicking.as_mut().unwrap();
        kc.fg.last_mut().unwrap().good = 19;
        kc.max = max;
        AiCoach::default().offense(&view(&g, HOME), &mut SeededRandom::new(9))
    };
    assert_eq!(choice(60), OffenseChoice::FieldGoal);
    assert_eq!(choice(55), OffenseChoice::Punt);
}
