//! The computer coach makes sensible football decisions.
mod common;
use common::*;
use huddle_core::{Down, PerSide, Phase, SeededRandom};
use huddle_fever::ai::{value_of, AiCoach};

fn ai() -> AiCoach {
    AiCoach::new(&data())
}

/// Home has the ball at `spot` on `down` & `to_go`, `period` with `secs` left, `score`.
fn sit(spot: i16, down: u8, to_go: i16, period: u8, secs: u16, score: (u16, u16)) -> Situation {
    let mut g = game(DiceScript::new());
    g.set_scrimmage(H, spot, down, (spot + to_go).min(100)).unwrap();
    g.state.clock = huddle_core::Clock::new(period, secs);
    g.state.score = PerSide::new(score.0, score.1);
    g.situation(H)
}

fn declare(s: &Situation) -> Declaration {
    ai().declare(s, &mut SeededRandom::new(1))
}

#[test]
fn fourth_down_decisions() {
    assert_eq!(declare(&sit(30, 4, 8, 1, 600, (0, 0))), Declaration::Punt, "4th and long in its own half");
    assert_eq!(declare(&sit(85, 4, 8, 1, 600, (0, 0))), Declaration::FieldGoal, "in range");
    assert_eq!(declare(&sit(60, 4, 1, 2, 600, (7, 7))), Declaration::Scrimmage, "4th and 1 past midfield");
    assert_eq!(declare(&sit(30, 4, 6, 4, 60, (10, 14))), Declaration::Scrimmage, "behind by 4 at the end: go for it");
    assert_eq!(declare(&sit(75, 4, 6, 4, 60, (14, 16))), Declaration::FieldGoal, "a makeable kick wins it");
    assert_eq!(declare(&sit(30, 2, 8, 1, 600, (0, 0))), Declaration::Scrimmage);
    assert!(ai().fg_chance(85) > ai().fg_chance(65) && ai().fg_chance(40) == 0.0);
}

#[test]
fn calls_and_defense_mix() {
    let mut rng = SeededRandom::new(3);
    let mut c = ai();
    let s = sit(40, 3, 12, 1, 600, (0, 0));
    let mut plays = std::collections::HashSet::new();
    let mut dice = std::collections::HashMap::new();
    for _ in 0..200 {
        let call = c.offense_call(&s, Declaration::Scrimmage, &mut rng);
        assert!(call.play.is_scrimmage() && !(call.play == Play::Bomb && call.option));
        plays.insert(call.play);
        let mut ds = s;
        ds.me = A;
        *dice.entry(c.defense_die(&ds, Declaration::Scrimmage, &mut rng)).or_insert(0) += 1;
    }
    assert!(plays.len() >= 3, "mixes its calls: {plays:?}");
    assert!(dice.len() == 3 && !dice.contains_key(&DefenseDie::Block), "mixes Run, Pass and Blitz: {dice:?}");
    assert!(dice[&DefenseDie::Pass] > dice[&DefenseDie::Run], "3rd and 12: more pass defense");
    // Against a declared punt, mostly the Block die.
    let blocks = (0..200).filter(|_| c.defense_die(&s, Declaration::Punt, &mut rng) == DefenseDie::Block).count();
    assert!(blocks > 160);
    // Backed up on its own 5: no passes with the Option die, mostly runs.
    let s5 = sit(5, 1, 10, 1, 600, (0, 0));
    let calls: Vec<_> = (0..100).map(|_| c.offense_call(&s5, Declaration::Scrimmage, &mut rng)).collect();
    assert!(calls.iter().all(|c| !c.option));
    assert!(calls.iter().filter(|c| c.play == Play::Run).count() > 70);
}

#[test]
fn clock_management() {
    let mut c = ai();
    // Behind late with the ball: a time-out after a 3-notch play.
    let s = sit(40, 2, 6, 4, 100, (10, 14));
    assert!(c.after_play(&s, 3, true).timeout);
    // No time-outs left: hurry-up.
    let mut s0 = s;
    s0.timeouts[H] = 0;
    assert_eq!(c.after_play(&s0, 3, true), AfterPlay { timeout: false, hurry_up: true });
    // Ahead late: let the clock run.
    let ahead = sit(40, 2, 6, 4, 100, (17, 14));
    assert_eq!(c.after_play(&ahead, 3, true), AfterPlay::default());
    // Early in the game: nothing.
    assert_eq!(c.after_play(&sit(40, 2, 6, 1, 600, (0, 7)), 3, true), AfterPlay::default());
    // The defense behind late stops the clock too.
    let mut d = s;
    d.me = A;
    d.score = PerSide::new(14, 10);
    assert!(c.after_play(&d, 3, false).timeout);
    // Onside kick when behind late, not otherwise.
    let mut k = sit(35, 1, 10, 4, 120, (10, 17));
    k.phase = Phase::Kickoff { kicker: H, from: 35, after_safety: false };
    assert!(c.kickoff(&k, &mut SeededRandom::new(1)).onside);
    assert!(!c.kickoff(&sit(35, 1, 10, 2, 120, (10, 17)), &mut SeededRandom::new(1)).onside);
}

#[test]
fn receiving_and_penalties() {
    let mut c = ai();
    let s = sit(30, 1, 10, 1, 600, (0, 0));
    let land = |kind: LandingKind, at: i16, tb: bool| Landing {
        kind,
        at,
        options: ReceiveOptions { fair_catch: !tb, touchback: tb, take_at_spot: false },
        take_at: at,
        take_is_safety: false,
    };
    assert_eq!(c.receive(&s, &land(LandingKind::Kick(KickKind::Punt), 4, false)), Reception::FairCatch, "too close to its goal");
    assert!(matches!(c.receive(&s, &land(LandingKind::Kick(KickKind::Punt), 30, false)), Reception::Return { .. }));
    assert_eq!(c.receive(&s, &land(LandingKind::Kick(KickKind::Kickoff), -8, true)), Reception::Touchback);
    assert!(matches!(c.receive(&s, &land(LandingKind::Kick(KickKind::Kickoff), 5, false)), Reception::Return { .. }));
    // Penalties: takes the better of the previews.
    let p = |spot, down| Preview { score: PerSide::new(0, 0), phase: Phase::Scrimmage, possession: H, spot, down, to_go: 10, over: false };
    let options = [PenaltyOption { accept: None, preview: p(38, 2) }, PenaltyOption { accept: None, preview: p(20, 1) }];
    assert_eq!(c.penalty(&s, &options), 0, "the offense keeps its 8-yard gain");
    let mut sd = s;
    sd.me = A;
    assert_eq!(c.penalty(&sd, &options), 1, "the defense takes the 10 yards");
    assert!(value_of(&p(80, 1), H) > value_of(&p(20, 1), H));
    let _ = Down::First;
}
