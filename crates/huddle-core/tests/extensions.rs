//! Additive core features used by Football Fever: the impetus flags on a change of possession
//! into an end zone, and overtime played in halves of several periods.
use huddle_core::*;

fn play_with(g: &mut GameState, end: End, secs: u16, flags: u32) -> Applied {
    let team = g.team_in_action();
    let mut rec = PlayRecord::new(PlayKind::Punt, team);
    rec.flags.set(flags);
    g.apply(&Outcome::new(end, ClockCharge::flat(secs), rec), None).unwrap()
}

fn started() -> GameState {
    let mut g = GameState::new(CoreRules::default());
    g.coin_toss(Side::Away, Side::Home, Side::Away).unwrap();
    play_with(&mut g, End::Possession { holder: Side::Away, at: 25, first_down: false }, 10, 0);
    g
}

#[test]
fn new_holder_in_own_end_zone_is_a_touchback_unless_flagged_safety() {
    // Away punts; Home is downed at -3 in its own end zone.
    let mut g = started();
    play_with(&mut g, End::Possession { holder: Side::Home, at: -3, first_down: false }, 12, 0);
    assert_eq!((g.possession, g.spot.yards()), (Side::Home, 20));
    assert_eq!(g.score, PerSide::new(0, 0));
    assert!(matches!(g.log.last(), Some(Event::Touchback { side: Side::Home })));

    // Same, but Home caught the punt in the field and ran backwards into its own end zone.
    let mut g = started();
    let a = play_with(&mut g, End::Possession { holder: Side::Home, at: -3, first_down: false }, 12, PlayFlags::SAFETY);
    assert_eq!(a.scored, Some((Side::Away, ScoreKind::Safety)));
    assert_eq!(g.score, PerSide::new(0, 2));
    assert_eq!(g.phase, Phase::Kickoff { kicker: Side::Home, from: 20, after_safety: true });
    assert_eq!(g.points_in_log(), g.score);
}

#[test]
fn holder_in_own_end_zone_is_a_safety_unless_flagged_touchback() {
    // The kicking team recovers a loose ball in its own end zone.
    let mut g = GameState::new(CoreRules::default());
    g.coin_toss(Side::Away, Side::Home, Side::Away).unwrap();
    let a = play_with(&mut g, End::Possession { holder: Side::Home, at: -2, first_down: true }, 12, PlayFlags::TOUCHBACK);
    assert_eq!(a.scored, None);
    assert_eq!((g.phase, g.possession, g.spot.yards(), g.down()), (Phase::Scrimmage, Side::Home, 20, Down::First));
    assert!(matches!(g.log.last(), Some(Event::Touchback { side: Side::Home })));

    let mut g = GameState::new(CoreRules::default());
    g.coin_toss(Side::Away, Side::Home, Side::Away).unwrap();
    let a = play_with(&mut g, End::Possession { holder: Side::Home, at: -2, first_down: true }, 12, 0);
    assert_eq!(a.scored, Some((Side::Away, ScoreKind::Safety)));
}

#[test]
fn overtime_halves_continue_play_between_periods() {
    let mut rules = CoreRules { overtime: Overtime::playoffs(), ..CoreRules::default() };
    rules.overtime.periods_per_half = 2;
    rules.overtime.two_minute_warning = true;
    assert!(!rules.warning_in(5) && rules.warning_in(6) && !rules.warning_in(7) && rules.warning_in(8));
    let mut g = GameState::new(rules);
    g.coin_toss(Side::Home, Side::Home, Side::Away).unwrap();
    play_with(&mut g, End::Possession { holder: Side::Away, at: 30, first_down: false }, 10, 0);
    g.clock = Clock::new(4, 10);
    g.warning_given = true;
    play_with(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40, 0);
    assert_eq!(g.phase, Phase::OvertimeToss);
    g.start_overtime(Side::Home).unwrap();
    play_with(&mut g, End::Possession { holder: Side::Away, at: 30, first_down: false }, 10, 0);
    // No warning in the first period of the overtime half.
    g.clock.remaining = 130;
    play_with(&mut g, End::Scrimmage { gain: 2, effect: DownEffect::Normal }, 40, 0);
    assert_eq!(g.clock.remaining, 90);
    g.call_timeout(Side::Home).unwrap();
    g.clock.remaining = 20;
    play_with(&mut g, End::Scrimmage { gain: 3, effect: DownEffect::Normal }, 40, 0);
    // Period 6 continues the same series: same possession, ball, downs and timeouts.
    assert_eq!(g.clock, Clock::new(6, 900));
    assert_eq!((g.phase, g.possession, g.spot.yards(), g.down()), (Phase::Scrimmage, Side::Away, 35, Down::Third));
    assert_eq!(g.timeouts[Side::Home], 2);
    // The warning applies at the end of the overtime half.
    g.clock.remaining = 130;
    play_with(&mut g, End::Scrimmage { gain: 0, effect: DownEffect::Normal }, 40, 0);
    assert_eq!(g.clock.remaining, 120);
    // At the end of the overtime half a new overtime toss comes, with fresh timeouts.
    g.clock.remaining = 10;
    play_with(&mut g, End::Scrimmage { gain: 0, effect: DownEffect::Normal }, 40, 0);
    assert_eq!(g.phase, Phase::OvertimeToss);
    g.start_overtime(Side::Away).unwrap();
    assert_eq!(g.clock, Clock::new(7, 900));
    assert_eq!(g.timeouts[Side::Home], 3);
}

#[test]
fn kickoff_touchbacks_use_their_own_spot_punts_the_touchback_spot() {
    let kick = |kind: PlayKind, rules: CoreRules| {
        let mut g = GameState::new(rules);
        g.coin_toss(Side::Away, Side::Home, Side::Away).unwrap();
        let mut rec = PlayRecord::new(kind, Side::Away);
        rec.flags.set(PlayFlags::TOUCHBACK);
        g.apply(&Outcome::new(End::Possession { holder: Side::Home, at: 0, first_down: true }, ClockCharge::flat(0), rec), None).unwrap();
        assert!(matches!(g.log.last(), Some(Event::Touchback { side: Side::Home })));
        (g.possession, g.spot.yards())
    };
    let modern = CoreRules { kickoff_touchback_at: 30, ..CoreRules::default() };
    assert_eq!(kick(PlayKind::Kickoff, CoreRules::default()), (Side::Home, 20));
    assert_eq!(kick(PlayKind::Kickoff, modern), (Side::Home, 30));
    assert_eq!(kick(PlayKind::OnsideKick, modern), (Side::Home, 30));
    assert_eq!(kick(PlayKind::Punt, modern), (Side::Home, 20));
}
