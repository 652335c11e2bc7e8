use huddle_core::*;

fn rec(team: Side) -> PlayRecord {
    PlayRecord::new(PlayKind::Rush, team)
}

fn play(g: &mut GameState, end: End, secs: u16) -> Applied {
    let team = g.team_in_action();
    g.apply(&Outcome::new(end, ClockCharge::flat(secs), rec(team)), None).unwrap()
}

fn started() -> GameState {
    let mut g = GameState::new(CoreRules::default());
    g.coin_toss(Side::Away, Side::Home, Side::Away).unwrap();
    // Home kicks off; Away takes it at its 25.
    play(&mut g, End::Possession { holder: Side::Away, at: 25, first_down: false }, 10);
    g
}

#[test]
fn kickoff_return_gives_first_and_ten() {
    let g = started();
    assert_eq!(g.phase, Phase::Scrimmage);
    assert_eq!(g.possession, Side::Away);
    assert_eq!(g.spot.yards(), 25);
    assert_eq!(g.down(), Down::First);
    assert_eq!(g.to_go(), 10);
    assert_eq!(g.clock.remaining, 890);
}

#[test]
fn downs_first_down_and_turnover_on_downs() {
    let mut g = started();
    play(&mut g, End::Scrimmage { gain: 4, effect: DownEffect::Normal }, 40);
    assert_eq!((g.down(), g.to_go(), g.spot.yards()), (Down::Second, 6, 29));
    let a = play(&mut g, End::Scrimmage { gain: 7, effect: DownEffect::Normal }, 40);
    assert!(a.first_down);
    assert_eq!((g.down(), g.to_go(), g.spot.yards()), (Down::First, 10, 36));
    for _ in 0..3 {
        play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
    }
    assert_eq!((g.down(), g.to_go()), (Down::Fourth, 7));
    let a = play(&mut g, End::Scrimmage { gain: 2, effect: DownEffect::Normal }, 40);
    assert!(a.possession_changed);
    // Dead at the Away 41 -> Home 59, first and ten.
    assert_eq!(g.possession, Side::Home);
    assert_eq!(g.spot.yards(), 59);
    assert_eq!(g.down(), Down::First);
}

#[test]
fn replayed_down_and_loss_of_down() {
    let mut g = started();
    play(&mut g, End::Scrimmage { gain: -10, effect: DownEffect::Replay }, 10);
    assert_eq!((g.down(), g.to_go(), g.spot.yards()), (Down::First, 20, 15));
    play(&mut g, End::Scrimmage { gain: -5, effect: DownEffect::LossOfDown }, 10);
    assert_eq!((g.down(), g.spot.yards()), (Down::Second, 10));
    // A defensive foul carrying past the line to gain gives a first down even on a replay.
    play(&mut g, End::Scrimmage { gain: 15, effect: DownEffect::Replay }, 10);
    assert_eq!((g.down(), g.to_go(), g.spot.yards()), (Down::Second, 10, 25));
    play(&mut g, End::Scrimmage { gain: 11, effect: DownEffect::Replay }, 10);
    assert_eq!((g.down(), g.to_go(), g.spot.yards()), (Down::First, 10, 36));
    play(&mut g, End::Scrimmage { gain: 5, effect: DownEffect::FirstDown }, 10);
    assert_eq!((g.down(), g.to_go(), g.spot.yards()), (Down::First, 10, 41));
}

#[test]
fn goal_to_go() {
    let mut g = started();
    play(&mut g, End::Scrimmage { gain: 68, effect: DownEffect::Normal }, 10);
    assert_eq!(g.spot.yards(), 93);
    assert!(g.goal_to_go());
    play(&mut g, End::Scrimmage { gain: 5, effect: DownEffect::Normal }, 10);
    assert!(g.goal_to_go());
    assert_eq!((g.down(), g.to_go()), (Down::Second, 2));
}

#[test]
fn touchdown_try_and_kickoff() {
    let mut g = started();
    let a = play(&mut g, End::Scrimmage { gain: 75, effect: DownEffect::Normal }, 10);
    assert_eq!(a.scored, Some((Side::Away, ScoreKind::Touchdown)));
    assert_eq!(g.phase, Phase::Try { team: Side::Away });
    assert_eq!(g.score[Side::Away], 6);
    let before = g.clock.remaining;
    play(&mut g, End::Try { points: 1 }, 40);
    assert_eq!(g.clock.remaining, before, "tries use no time");
    assert_eq!(g.score[Side::Away], 7);
    assert_eq!(g.phase, Phase::Kickoff { kicker: Side::Away, from: 30, after_safety: false });
}

#[test]
fn safety_scores_two_and_free_kick_from_the_twenty() {
    let mut g = started();
    let a = play(&mut g, End::Scrimmage { gain: -30, effect: DownEffect::Normal }, 40);
    assert_eq!(a.scored, Some((Side::Home, ScoreKind::Safety)));
    assert_eq!(g.score[Side::Home], 2);
    assert_eq!(g.phase, Phase::Kickoff { kicker: Side::Away, from: 20, after_safety: true });
}

#[test]
fn turnover_in_end_zone_is_a_touchback_and_return_td_scores() {
    let mut g = started();
    // Interception by Home downed in its own end zone.
    play(&mut g, End::Possession { holder: Side::Home, at: -3, first_down: false }, 10);
    assert_eq!((g.possession, g.spot.yards(), g.down()), (Side::Home, 20, Down::First));
    // Fumble returned all the way by Away.
    let a = play(&mut g, End::Possession { holder: Side::Away, at: 100, first_down: false }, 10);
    assert_eq!(a.scored, Some((Side::Away, ScoreKind::Touchdown)));
}

#[test]
fn two_minute_warning_stops_the_clock() {
    let mut g = started();
    g.clock = Clock::new(2, 130);
    play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
    assert_eq!(g.clock.remaining, 120);
    assert!(g.log.iter().any(|e| matches!(e, Event::TwoMinuteWarning { .. })));
    play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
    assert_eq!(g.clock.remaining, 80);
    // Not in the first quarter.
    let mut g = started();
    g.clock = Clock::new(1, 130);
    play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
    assert_eq!(g.clock.remaining, 90);
}

#[test]
fn quarters_halftime_and_timeouts() {
    let mut g = started();
    g.clock = Clock::new(1, 20);
    g.call_timeout(Side::Home).unwrap();
    play(&mut g, End::Scrimmage { gain: 3, effect: DownEffect::Normal }, 40);
    assert_eq!(g.clock, Clock::new(2, 900));
    assert_eq!((g.possession, g.down(), g.spot.yards()), (Side::Away, Down::Second, 28));
    g.clock = Clock::new(2, 30);
    g.warning_given = true;
    play(&mut g, End::Scrimmage { gain: 3, effect: DownEffect::Normal }, 40);
    assert_eq!(g.clock, Clock::new(3, 900));
    assert_eq!(g.phase, Phase::Kickoff { kicker: Side::Away, from: 30, after_safety: false });
    assert_eq!(g.timeouts[Side::Home], 3, "timeouts reset at halftime");
}

#[test]
fn timeouts_never_below_zero() {
    let mut g = started();
    for _ in 0..3 {
        g.call_timeout(Side::Away).unwrap();
    }
    assert_eq!(g.timeouts[Side::Away], 0);
    assert!(g.call_timeout(Side::Away).is_err());
    assert_eq!(g.timeouts[Side::Away], 0);
    let o = Outcome::new(End::Scrimmage { gain: 1, effect: DownEffect::Normal }, ClockCharge::new(40, 10), rec(Side::Away));
    assert!(g.apply(&o, Some(Side::Away)).is_err());
    // A refused play changes nothing.
    assert_eq!(g.plays, 1);
    let a = g.apply(&o, Some(Side::Home)).unwrap();
    assert_eq!(a.seconds, 10, "a play followed by a timeout uses the shorter charge");
}

#[test]
fn touchdown_on_the_last_play_still_gets_its_try() {
    let mut g = started();
    g.clock = Clock::new(2, 5);
    g.warning_given = true;
    play(&mut g, End::Scrimmage { gain: 80, effect: DownEffect::Normal }, 10);
    assert_eq!(g.phase, Phase::Try { team: Side::Away });
    assert_eq!(g.clock.period.0, 2);
    play(&mut g, End::Try { points: 1 }, 0);
    assert_eq!(g.clock, Clock::new(3, 900));
    assert_eq!(g.phase, Phase::Kickoff { kicker: Side::Away, from: 30, after_safety: false });
}

#[test]
fn untimed_down_after_a_defensive_foul() {
    let mut g = started();
    g.clock = Clock::new(2, 5);
    g.warning_given = true;
    let mut o = Outcome::new(End::Scrimmage { gain: 5, effect: DownEffect::Replay }, ClockCharge::flat(10), rec(Side::Away));
    o.extend_period = true;
    g.apply(&o, None).unwrap();
    assert_eq!(g.clock, Clock::new(2, 0));
    assert!(g.untimed_down);
    assert_eq!(g.phase, Phase::Scrimmage);
    play(&mut g, End::Scrimmage { gain: 2, effect: DownEffect::Normal }, 40);
    assert_eq!(g.clock.period.0, 3);
}

#[test]
fn overtime_sudden_death_and_ties() {
    let mut g = started();
    g.clock = Clock::new(4, 10);
    g.warning_given = true;
    play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
    assert_eq!(g.phase, Phase::OvertimeToss);
    g.start_overtime(Side::Home).unwrap();
    assert_eq!(g.clock, Clock::new(5, 900));
    assert_eq!(g.timeouts[Side::Home], 2);
    play(&mut g, End::Possession { holder: Side::Away, at: 30, first_down: false }, 10);
    let a = play(&mut g, End::Scrimmage { gain: 70, effect: DownEffect::Normal }, 10);
    assert_eq!(a.scored, Some((Side::Away, ScoreKind::Touchdown)));
    assert!(g.is_over(), "no try after a winning overtime score");
    assert_eq!(g.score[Side::Away], 6);

    // Regular season: one overtime period, then the tie stands.
    let mut g = started();
    g.clock = Clock::new(4, 10);
    g.warning_given = true;
    play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
    g.start_overtime(Side::Home).unwrap();
    play(&mut g, End::Possession { holder: Side::Away, at: 30, first_down: false }, 10);
    g.clock.remaining = 10;
    play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
    assert!(g.is_over());
    assert_eq!(g.score.home, g.score.away);

    // Playoffs: more periods.
    let rules = CoreRules { overtime: Overtime::playoffs(), ..CoreRules::default() };
    let mut g = GameState::new(rules);
    g.coin_toss(Side::Home, Side::Home, Side::Away).unwrap();
    play(&mut g, End::Possession { holder: Side::Away, at: 30, first_down: false }, 10);
    g.clock = Clock::new(5, 10);
    play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
    assert_eq!(g.phase, Phase::OvertimeToss);
    g.start_overtime(Side::Away).unwrap();
    assert_eq!(g.clock.period.0, 6);
    assert_eq!(g.timeouts[Side::Home], 3);
}

#[test]
fn wrong_phase_is_refused_and_changes_nothing() {
    let mut g = GameState::new(CoreRules::default());
    let o = Outcome::new(End::FieldGoal, ClockCharge::flat(5), rec(Side::Home));
    assert!(g.apply(&o, None).is_err());
    g.coin_toss(Side::Away, Side::Home, Side::Away).unwrap();
    assert!(g.apply(&o, None).is_err());
    assert_eq!(g.plays, 0);
    assert!(g.log.iter().all(|e| !matches!(e, Event::Play { .. })));
}

#[test]
fn refunds_are_logged_and_capped() {
    let mut g = started();
    g.clock = Clock::new(2, 300);
    play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
    assert_eq!(g.clock.remaining, 260);
    assert_eq!(g.refund(20), 20);
    assert_eq!(g.clock.remaining, 280);
    assert!(g.log.iter().any(|e| matches!(e, Event::ClockRefund { seconds: 20, .. })));
    // Never back over the warning once it was given.
    g.clock = Clock::new(2, 115);
    g.warning_given = true;
    assert_eq!(g.refund(20), 5);
    assert_eq!(g.clock.remaining, 120);
    // Never past the period's start.
    g.clock = Clock::new(1, 895);
    assert_eq!(g.refund(30), 5);
}

#[test]
fn modified_sudden_death_gives_the_other_team_the_ball_after_a_first_possession_field_goal() {
    // [som 1.5] A field goal on the first possession does not end the game; the other team gets the
    // ball; its tying field goal does not end it either; after both have had the ball any score that
    // breaks the tie does.
    let mut ot = Overtime::regular_season();
    ot.modified = true;
    let mut g = GameState::new(CoreRules { overtime: ot, ..CoreRules::default() });
    g.coin_toss(Side::Away, Side::Home, Side::Away).unwrap();
    play(&mut g, End::Possession { holder: Side::Away, at: 25, first_down: false }, 10);
    g.clock = Clock::new(4, 10);
    g.warning_given = true;
    play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
    g.start_overtime(Side::Home).unwrap();
    play(&mut g, End::Possession { holder: Side::Away, at: 30, first_down: false }, 10);
    play(&mut g, End::FieldGoal, 5);
    assert!(!g.is_over(), "the first possession's field goal does not end it");
    assert!(matches!(g.phase, Phase::Kickoff { kicker: Side::Away, .. }));
    play(&mut g, End::Possession { holder: Side::Home, at: 25, first_down: false }, 10);
    play(&mut g, End::FieldGoal, 5);
    assert!(!g.is_over(), "a tying field goal does not end it");
    play(&mut g, End::Possession { holder: Side::Away, at: 25, first_down: false }, 10);
    play(&mut g, End::FieldGoal, 5);
    assert!(g.is_over(), "sudden death once both have had the ball");
    assert_eq!((g.score.away, g.score.home), (6, 3));
    // A touchdown on the first possession ends it at once, with no try.
    let mut g = GameState::new(CoreRules { overtime: ot, ..CoreRules::default() });
    g.coin_toss(Side::Away, Side::Home, Side::Away).unwrap();
    play(&mut g, End::Possession { holder: Side::Away, at: 25, first_down: false }, 10);
    g.clock = Clock::new(4, 10);
    g.warning_given = true;
    play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
    g.start_overtime(Side::Home).unwrap();
    play(&mut g, End::Possession { holder: Side::Away, at: 30, first_down: false }, 10);
    play(&mut g, End::Scrimmage { gain: 70, effect: DownEffect::Normal }, 10);
    assert!(g.is_over());
    // Without the modification a first-possession field goal wins.
    let mut g = started();
    g.clock = Clock::new(4, 10);
    g.warning_given = true;
    play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
    g.start_overtime(Side::Home).unwrap();
    play(&mut g, End::Possession { holder: Side::Away, at: 30, first_down: false }, 10);
    play(&mut g, End::FieldGoal, 5);
    assert!(g.is_over());
}
