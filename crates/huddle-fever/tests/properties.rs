//! Properties over many seeded computer games, and determinism.
mod common;
use common::*;
use huddle_core::{Event, Phase};
use huddle_fever::sim::{play_game, SimOptions};
use proptest::prelude::*;

fn check_game(seed: u64, rules: FeverOptions) -> Result<(), TestCaseError> {
    let opts = SimOptions { rules, ..SimOptions::default() };
    let r = play_game(seed, &opts).map_err(|e| TestCaseError::fail(format!("seed {seed}: {e}")))?;
    // Every game ends.
    prop_assert!(matches!(r.log.last(), Some(Event::GameEnd { .. })), "seed {seed}: no end");
    // The score is the sum of the scoring events, and of the points by period.
    let mut from_events = huddle_core::PerSide::<u16>::default();
    for e in &r.log {
        if let Event::Score { side, points, .. } = e {
            from_events[*side] += *points as u16;
        }
    }
    prop_assert_eq!(from_events, r.score);
    let by_period = r.by_period.iter().fold(huddle_core::PerSide::<u16>::default(), |mut a, p| {
        a.home += p.home;
        a.away += p.away;
        a
    });
    prop_assert_eq!(by_period, r.score);
    // The clock never runs backwards within a period, every play picks up where the last one
    // left off, and no play costs more than 3 notches.
    let mut last: Option<huddle_core::Clock> = None;
    for p in &r.plays {
        if let Some(l) = last {
            if p.kind != TraceKind::OvertimeToss {
                prop_assert_eq!(p.clock, l, "seed {}: the clock jumped", seed);
            }
        }
        if p.clock_after.period == p.clock.period {
            prop_assert!(p.clock_after.remaining <= p.clock.remaining, "seed {seed}: backwards");
        } else {
            prop_assert!(p.clock_after.period > p.clock.period);
        }
        prop_assert!(p.notches <= 3);
        prop_assert_eq!(p.clock.remaining.saturating_sub(p.clock_after.remaining) / NOTCH_SECS <= 3, true);
        // Downs 1-4 with a line to gain ahead of the ball, inside the field.
        if p.kind == TraceKind::Scrimmage {
            let d = p.down.map(|d| d.number()).unwrap_or(0);
            prop_assert!((1..=4).contains(&d));
            prop_assert!((1..=99).contains(&p.spot));
            prop_assert!(p.to_go >= 1 && p.spot + p.to_go <= 100);
        }
        last = Some(p.clock_after);
    }
    // Statistics add up: the touchdowns of the box score are the touchdowns scored.
    prop_assert_eq!(r.stats.home.touchdowns, r.touchdowns.home, "seed {}", seed);
    prop_assert_eq!(r.stats.away.touchdowns, r.touchdowns.away, "seed {}", seed);
    for s in [r.stats.home, r.stats.away] {
        prop_assert_eq!(s.turnovers, s.interceptions + s.fumbles_lost);
        prop_assert!(s.completions <= s.passes);
        prop_assert!(s.fg_made <= s.fg_attempts && s.xp_made <= s.xp_attempts);
        prop_assert!(s.timeouts <= 3 * 3);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]
    #[test]
    fn seeded_games_keep_every_invariant(seed in any::<u64>(), college in any::<bool>(), champ in any::<bool>(), length in 0u8..5, in_out in any::<bool>()) {
        let rules = FeverOptions {
            college,
            overtime: if champ { OvertimeRule::Championship } else { OvertimeRule::Regular },
            length: [GameLength::Full, GameLength::FirstHalf, GameLength::SecondHalf, GameLength::SecondAndFourth, GameLength::Short][length as usize],
            in_out_die: in_out,
            ..FeverOptions::default()
        };
        check_game(seed, rules)?;
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let opts = SimOptions::default();
    for seed in [1u64, 2, 12345, u64::MAX] {
        let a = play_game(seed, &opts).unwrap();
        let b = play_game(seed, &opts).unwrap();
        assert_eq!(a.to_json().unwrap(), b.to_json().unwrap(), "seed {seed}");
        assert_eq!(a.render_text(), b.render_text());
    }
    let a = play_game(1, &opts).unwrap();
    let b = play_game(2, &opts).unwrap();
    assert_ne!(a.log, b.log);
    // The game with tracing off plays the same game.
    let quiet = SimOptions { trace: false, ..SimOptions::default() };
    let c = play_game(1, &quiet).unwrap();
    assert_eq!((c.score, c.stats, c.core_plays), (a.score, a.stats, a.core_plays));
    assert!(c.plays.is_empty());
}

#[test]
fn equal_chances() {
    // Rulebook §1: each side has the same chance of winning. Over 4,000 seeded games the home
    // side wins about half of the decided games.
    let s = huddle_fever::report::summarize(4000, 1, &SimOptions::default()).unwrap();
    let decided = (s.home_wins + s.away_wins) as f64;
    let home = s.home_wins as f64 / decided;
    assert!((0.46..0.54).contains(&home), "home wins {home:.3}");
    assert_eq!(s.games, 4000);
    assert!(s.points_per_team() > 5.0);
}

#[test]
fn a_failed_step_changes_nothing() {
    // An illegal decision in the middle of a play (a bomb with the Option die, after the defense
    // set its die) rolls the whole step back: dice, decks, clock, state, trace.
    let mut g = FeverGame::seeded(data(), FeverOptions::default(), 5);
    let mut ai_home = huddle_fever::ai::AiCoach::new(g.data());
    let mut ai_away = huddle_fever::ai::AiCoach::new(g.data());
    for _ in 0..20 {
        g.step(&mut Coaches::new(&mut ai_home, &mut ai_away)).unwrap();
    }
    while g.state.phase != Phase::Scrimmage {
        g.step(&mut Coaches::new(&mut ai_home, &mut ai_away)).unwrap();
    }
    let steps_before = g.history().len();
    let snapshot = |g: &FeverGame| {
        let decks: Vec<Vec<u16>> = DeckKind::ALL.iter().map(|d| g.deck(*d).order().collect()).collect();
        (g.state.log.len(), g.state.spot, g.state.clock, g.state.score, g.state.timeouts, g.history().len(), decks)
    };
    let before = snapshot(&g);
    let mut bad = TC::new().call(oc(Play::Bomb).with_option());
    let r = if g.state.possession == H {
        g.step(&mut Coaches::new(&mut bad, &mut ai_away))
    } else {
        g.step(&mut Coaches::new(&mut ai_home, &mut bad))
    };
    assert!(r.is_err());
    assert_eq!(snapshot(&g), before);
    // The game then goes on exactly as a game that never saw the bad call.
    let mut h = FeverGame::seeded(data(), FeverOptions::default(), 5);
    for _ in 0..steps_before {
        h.step(&mut Coaches::new(&mut ai_home, &mut ai_away)).unwrap();
    }
    g.play_to_end(&mut Coaches::new(&mut ai_home, &mut ai_away)).unwrap();
    h.play_to_end(&mut Coaches::new(&mut ai_home, &mut ai_away)).unwrap();
    assert_eq!(g.state.log, h.state.log);
}
