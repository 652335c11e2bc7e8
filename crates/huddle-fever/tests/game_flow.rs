//! Game flow: lengths, scoring, the layout, the coin toss, overtime, downs, and touchdowns,
//! safeties and touchbacks (GF1–GF6).
mod common;
use common::*;
use huddle_core::{Event, PerSide, Phase, ScoreKind};
use huddle_fever::ai::AiCoach;
use huddle_fever::options::TossReversal;
use huddle_fever::sim::{play_game, SimOptions};

fn periods_played(log: &[Event]) -> Vec<u8> {
    log.iter().filter_map(|e| if let Event::PeriodEnd { clock } = e { Some(clock.period.0) } else { None }).collect()
}

#[test]
fn game_lengths() {
    // [fever 4.1] Full: Q1–Q4, half-time after Q2, the warning in Q2 and Q4. Half game: one half
    // (either), or the 2nd and 4th quarters with a warning in each. Short: the 4th quarter only.
    let cases = [
        (GameLength::Full, vec![1, 2, 3, 4], 0b1010u8),
        (GameLength::FirstHalf, vec![1, 2], 0b0010),
        (GameLength::SecondHalf, vec![3, 4], 0b1000),
        (GameLength::SecondAndFourth, vec![2, 4], 0b1010),
        (GameLength::Short, vec![4], 0b1000),
    ];
    for (length, quarters, warnings) in cases {
        let rules = FeverOptions { length, ..FeverOptions::default() }.core_rules();
        assert_eq!(rules.warning_quarters, warnings, "{length:?}");
        let opts = SimOptions { rules: FeverOptions { length, ..FeverOptions::default() }, ..SimOptions::default() };
        // A seed whose game is decided in regulation.
        let r = (1..50).map(|s| play_game(s, &opts).unwrap()).find(|r| !r.overtime).unwrap();
        assert_eq!(periods_played(&r.log), quarters, "{length:?}");
        assert_eq!(r.plays.iter().find(|p| p.kind == TraceKind::Kickoff).unwrap().clock.period.0, quarters[0]);
        let halftimes = r.log.iter().filter(|e| matches!(e, Event::Halftime)).count();
        assert_eq!(halftimes, if quarters.len() == 4 || length == GameLength::SecondAndFourth { 1 } else { 0 });
        for e in &r.log {
            if let Event::TwoMinuteWarning { clock } = e {
                assert!(warnings & (1 << (clock.period.0 - 1)) != 0, "{length:?}: a warning in Q{}", clock.period.0);
            }
        }
    }
}

#[test]
fn scoring() {
    // [fever 4.2] TD 6, extra point 1, field goal 3, safety 2 (college: a conversion play 2).
    let rules = FeverOptions::default().core_rules();
    assert_eq!((rules.td_points, rules.fg_points, rules.safety_points), (6, 3, 2));
    for college in [false, true] {
        let opts = SimOptions { rules: FeverOptions { college, ..FeverOptions::default() }, ..SimOptions::default() };
        for seed in 1..30 {
            let r = play_game(seed, &opts).unwrap();
            let mut pts = PerSide::<u16>::default();
            for e in &r.log {
                if let Event::Score { side, kind, points, .. } = e {
                    let want = match kind {
                        ScoreKind::Touchdown => 6,
                        ScoreKind::ExtraPoint => 1,
                        ScoreKind::FieldGoal => 3,
                        ScoreKind::Safety => 2,
                        ScoreKind::TwoPoint => 2,
                    };
                    assert_eq!(*points, want);
                    assert!(college || *kind != ScoreKind::TwoPoint);
                    pts[*side] += *points as u16;
                }
            }
            assert_eq!(pts, r.score);
        }
    }
}

#[test]
fn layout() {
    // [fever 4.3] Before the toss: the peg in 15P (75 notches), the quarter peg in the 1st
    // quarter, 3 time-outs each, the decks shuffled.
    let g = game(DiceScript::new());
    assert_eq!(g.state.phase, Phase::CoinToss);
    assert_eq!((g.state.clock.period.0, g.state.clock.remaining), (1, 75 * NOTCH_SECS));
    assert_eq!(g.state.timeouts, PerSide::new(3, 3));
    assert_eq!(g.state.score, PerSide::new(0, 0));
    for d in DeckKind::ALL {
        assert_eq!(g.deck(d).shuffles(), 1);
    }
}

#[test]
fn coin_toss() {
    // [fever 4.4] GF1: the visitor calls; the winner chooses to kick or receive (or a goal, and
    // the loser then chooses); before the second half the choosing is reversed (A1).
    let toss = |home: TC, away: TC, o: FeverOptions| {
        let mut g = game_with(o, DiceScript::new());
        let (mut home, mut away) = (home, away);
        step(&mut g, &mut home, &mut away);
        g
    };
    // With scripted numbers the coin is pinned: 0 = heads. The visitor calls heads and wins.
    let mut g = FeverGame::scripted(data(), FeverOptions::default(), vec![0], DiceScript::new());
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.toss().unwrap().winner, A);
    let mut g = FeverGame::scripted(data(), FeverOptions::default(), vec![1], DiceScript::new());
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.toss().unwrap().winner, H);
    let mut g = FeverGame::scripted(data(), FeverOptions::default(), vec![], DiceScript::new());
    assert!(matches!(try_step(&mut g, &mut TC::new(), &mut TC::new()), Err(FeverError::RandomExhausted)));
    let g = toss(TC::new(), TC::new(), FeverOptions::default());
    let Step::CoinToss { caller, call, landed, winner } = g.last().steps[0] else { panic!() };
    assert_eq!(caller, A);
    assert_eq!(winner, if call == landed { A } else { H });
    let t = g.toss().unwrap();
    // Both chose to receive: the loser kicks the first half, the winner the second.
    assert_eq!((t.first_half_kicker, t.second_half_kicker), (winner.other(), winner));
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: winner.other(), from: 35, after_safety: false });
    // The winner picks a goal: the loser chooses kick or receive.
    let (mut home, mut away) = (TC::new(), TC::new());
    let w = winner;
    let (wc, lc) = if w == A { (&mut away, &mut home) } else { (&mut home, &mut away) };
    wc.toss.extend([TossChoice::Goal, TossChoice::Receive]);
    lc.toss.extend([TossChoice::Kick, TossChoice::Goal]);
    let mut g = game(DiceScript::new());
    let mut c = Coaches::new(&mut home, &mut away);
    g.step(&mut c).unwrap();
    let t = g.toss().unwrap();
    // First half: the loser chose to kick. Second half: the loser chooses first — a goal — so
    // the winner picks: receive, and the loser kicks again.
    assert_eq!((t.first_half_kicker, t.second_half_kicker), (w.other(), w.other()));
    // A1 alternative: only goals are chosen again before the 2nd quarter; the first-half
    // receiver kicks off the second half.
    let g = toss(TC::new(), TC::new(), FeverOptions { toss_reversal: TossReversal::SecondQuarter, ..FeverOptions::default() });
    let t = g.toss().unwrap();
    assert_eq!(t.second_half_kicker, t.first_half_kicker.other());
    // Both picking a goal is refused.
    let mut home = TC::new();
    home.toss.extend([TossChoice::Goal, TossChoice::Goal]);
    let mut away = TC::new();
    away.toss.extend([TossChoice::Goal, TossChoice::Goal]);
    let mut g = game(DiceScript::new());
    assert!(g.step(&mut Coaches::new(&mut home, &mut away)).is_err());
    assert_eq!(g.state.phase, Phase::CoinToss);
}

/// Ends regulation tied, Away with the ball at midfield and 1 notch left in the 4th quarter.
fn tied_at_the_end(o: FeverOptions) -> FeverGame {
    let mut g = scrimmage_with(o, S::new().rp(0, 0).ref_blank().d(D::RunDefense, F::NoGain), 50, 1, 10);
    g.state.possession = A;
    g.set_clock(4, 1);
    g.state.warning_given = true;
    g.state.score = PerSide::new(10, 10);
    g.state.log.push(Event::Score { side: A, kind: ScoreKind::FieldGoal, points: 10, home: 0, away: 10 });
    g.state.log.push(Event::Score { side: H, kind: ScoreKind::FieldGoal, points: 10, home: 10, away: 10 });
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.state.phase, Phase::OvertimeToss);
    g
}

#[test]
fn overtime() {
    // [fever 4.6] GF4: tied after the 4th quarter: a new toss, the pegs reset — 15P, 2 time-outs
    // each (A2), the decks reshuffled — and a kickoff.
    let mut g = tied_at_the_end(FeverOptions::default());
    let shuffles = g.deck(DeckKind::Passing).shuffles();
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert!(matches!(g.state.phase, Phase::Kickoff { .. }));
    assert_eq!((g.state.clock.period.0, g.state.clock.remaining), (5, 900));
    assert_eq!(g.state.timeouts, PerSide::new(2, 2));
    assert_eq!(g.deck(DeckKind::Passing).shuffles(), shuffles + 1);
    assert!(g.last().steps.iter().any(|s| matches!(s, Step::CoinToss { caller: A, .. })));
    // A36: the regular overtime quarter has a two-minute warning (Short-game rules).
    assert!(g.state.rules.warning_in(5));
    let o = FeverOptions { regular_overtime_warning: false, ..FeverOptions::default() };
    assert!(!o.core_rules().warning_in(5));
    // GF3: the first score wins at once — no extra point.
    let kicker = g.state.team_in_action();
    g.set_scrimmage(kicker.other(), 90, 1, 100).unwrap();
    g.set_dice_script(S::new().rp(10, 0).ref_blank().d(D::RunDefense, F::Blank).build());
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert!(g.is_over());
    assert_eq!(g.state.score[kicker.other()], 16);
    // GF2: regular game, no score in the overtime quarter: the game ends tied.
    let mut g = tied_at_the_end(FeverOptions::default());
    step(&mut g, &mut TC::new(), &mut TC::new());
    g.set_scrimmage(A, 30, 1, 40).unwrap();
    g.set_clock(5, 1);
    g.state.warning_given = true;
    g.set_dice_script(S::new().rp(0, 0).ref_blank().d(D::RunDefense, F::NoGain).build());
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert!(g.is_over());
    assert_eq!(g.state.score, PerSide::new(10, 10));
}

#[test]
fn championship_overtime() {
    // [fever 4.6] A championship game plays until a score under full-game rules: quarters in
    // halves of two (play goes on from the 1st to the 2nd overtime quarter), three time-outs a
    // half, the warning at the end of each overtime half.
    let o = FeverOptions { overtime: OvertimeRule::Championship, ..FeverOptions::default() };
    let mut g = tied_at_the_end(o);
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.state.timeouts, PerSide::new(3, 3));
    assert!(!g.state.rules.warning_in(5) && g.state.rules.warning_in(6));
    g.set_scrimmage(A, 30, 2, 40).unwrap();
    g.set_clock(5, 1);
    g.state.timeouts[A] = 1;
    g.set_dice_script(S::new().rp(2, 0).ref_blank().d(D::RunDefense, F::Blank).build());
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!((g.state.clock.period.0, g.state.phase), (6, Phase::Scrimmage));
    assert_eq!((ball(&g), g.state.timeouts[A]), ((A, 32, 3, 8), 1), "the same series and time-outs");
    // The end of the overtime half: a new toss, fresh time-outs, and play goes on.
    g.set_clock(6, 1);
    g.state.warning_given = true;
    g.set_dice_script(S::new().rp(2, 0).ref_blank().d(D::RunDefense, F::Blank).build());
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.state.phase, Phase::OvertimeToss);
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!((g.state.clock.period.0, g.state.timeouts), (7, PerSide::new(3, 3)));
    // Over many computer games, championship games never end tied.
    let opts = SimOptions { rules: o, trace: false, ..SimOptions::default() };
    for seed in 1..300 {
        let r = play_game(seed, &opts).unwrap();
        assert!(r.winner().is_some(), "seed {seed}");
    }
}

#[test]
fn downs() {
    // [fever 4.8] Four downs to make 10 from the original line of scrimmage; GF5: short on 4th
    // down at 57 → the opponent at its 43, 1st & 10.
    let mut g = scrimmage(S::new().rp(2, 0).ref_blank().d(D::RunDefense, F::Blank), 55, 4, 10);
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(ball(&g), (A, 43, 1, 10));
    assert!(g.last().events.iter().any(|e| matches!(e, Event::TurnoverOnDowns { side: H })));
    // GF6: incomplete on 4th down at 57 → the opponent at its 43 (the previous line).
    let mut g = scrimmage(S::new().rp(0, 8).ref_blank().d(D::PassDefense, F::Incomplete), 57, 4, 3);
    step(&mut g, &mut TC::new().play(Play::Pass), &mut TC::new().def(DefenseDie::Pass));
    assert_eq!(ball(&g), (A, 43, 1, 10));
    // [fever 8.4] #1: an incomplete pass costs a down.
    let mut g = scrimmage(S::new().rp(0, 8).ref_blank().d(D::PassDefense, F::Incomplete), 57, 2, 3);
    step(&mut g, &mut TC::new().play(Play::Pass), &mut TC::new().def(DefenseDie::Pass));
    assert_eq!(ball(&g), (H, 57, 3, 3));
    // The yard marker moves only on a first down: 10 from the new line.
    let mut g = scrimmage(S::new().rp(6, 0).ref_blank().d(D::RunDefense, F::Blank).rp(6, 0).ref_blank().d(D::RunDefense, F::Blank), 30, 1, 10);
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.state.downs.line_to_gain, 40);
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!((ball(&g), g.state.downs.line_to_gain), ((H, 42, 1, 10), 52));
}

#[test]
fn touchdowns_safeties_touchbacks() {
    // [fever 5.15] The six causes of a touchback (17.14), each leaving the team that takes it at
    // its own 20, 1st & 10, with the clock unmoved.
    let tb = |g: &FeverGame, side| {
        assert_eq!(ball(g), (side, 20, 1, 10));
        assert_eq!(g.state.score, PerSide::new(0, 0));
    };
    // 1. kicked on or beyond the end line.
    let mut g = game(S::new().d(D::Kickoff, F::Yards(75)).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    step(&mut g, &mut TC::new(), &mut TC::new());
    tb(&g, A);
    // 2. kicked into the end zone and downed.
    let mut g = game(S::new().d(D::Kickoff, F::Yards(68)).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    step(&mut g, &mut TC::new(), &mut TC::new().rec(Reception::Touchback));
    tb(&g, A);
    // 3. punted out of bounds in the end zone.
    let mut g = scrimmage(S::new().d(D::Punt, F::Yards(64)).ref_blank().d(D::InOut, F::Out).d(D::BlockDefense, F::Blank), 40, 4, 10);
    step(&mut g, &mut TC::new().decl(Declaration::Punt).call(oc(Play::Punt).with_in_out()), &mut TC::new().def(DefenseDie::Block));
    tb(&g, A);
    // 4. intercepted in the end zone and downed.
    let mut g = scrimmage(S::new().rp(0, 12).ref_blank().d(D::PassDefense, F::Interception), 95, 1, 5);
    step(&mut g, &mut TC::new().play(Play::Pass), &mut TC::new().def(DefenseDie::Pass).rec(Reception::Touchback));
    tb(&g, A);
    // 5. the offense fumbles before the opponent's goal line and the ball goes out in the end
    // zone.
    let mut g = scrimmage(S::new().rp(8, 0).ref_blank().d(D::RunDefense, F::Fumble).dd(D::Recovery, &[F::PlusFive, F::Out]), 90, 1, 10);
    step(&mut g, &mut TC::new().silent(), &mut TC::new());
    tb(&g, A);
    // 6. a returner fails to run out of its own end zone.
    let mut g = game(S::new().d(D::Kickoff, F::Yards(70)).ref_blank().d(D::KickReturn, F::Yards(1)).d(D::Option, F::Minus(4)).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    step(&mut g, &mut TC::new(), &mut TC::new().rec(Reception::Return { in_out: false }));
    tb(&g, A);
    // A safety: stopped on its own goal line → 2 points, and a free kick from its 20.
    let mut g = scrimmage(S::new().rp(0, 0).ref_blank().d(D::RunDefense, F::Minus(2)), 2, 1, 10);
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.state.score, PerSide::new(0, 2));
    assert_eq!(g.state.phase, Phase::Kickoff { kicker: H, from: 20, after_safety: true });
    // A touchdown: on the opponent's goal line; the scorer then tries for the extra point.
    let mut g = scrimmage(S::new().rp(5, 0).ref_blank().d(D::RunDefense, F::Blank), 95, 1, 5);
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!((g.state.score.home, g.state.phase), (6, Phase::Try { team: H }));
}

#[test]
fn a_whole_game_with_computer_coaches() {
    // The AI can play both sides with the same dice; the game ends; no illegal decisions.
    let data = data();
    let mut home = AiCoach::new(&data);
    let mut away = AiCoach::new(&data);
    let mut g = FeverGame::seeded(data, FeverOptions::default(), 99);
    g.play_to_end(&mut Coaches::new(&mut home, &mut away)).unwrap();
    assert!(g.is_over());
    assert_eq!(g.state.points_in_log(), g.state.score);
    assert!(g.stats().home.plays + g.stats().away.plays > 60);
}

#[test]
fn overtime_field_goal_and_safety_end_the_game() {
    // [fever 4.6] GF3: in overtime a field goal wins at once: the game is over, no kickoff.
    let mut g = tied_at_the_end(FeverOptions::default());
    step(&mut g, &mut TC::new(), &mut TC::new());
    let kicker = g.state.team_in_action();
    let r = kicker.other();
    g.set_scrimmage(r, 80, 4, 85).unwrap();
    g.set_dice_script(S::new().d(D::FieldGoal, F::Yards(40)).ref_blank().d(D::BlockDefense, F::Blank).build());
    let fg = || TC::new().decl(Declaration::FieldGoal).play(Play::FieldGoal);
    let (mut h, mut a) = if r == H { (fg(), TC::new().def(DefenseDie::Block)) } else { (TC::new().def(DefenseDie::Block), fg()) };
    step(&mut g, &mut h, &mut a);
    assert!(g.is_over());
    assert_eq!((g.state.score[r], g.state.score[kicker]), (13, 10));
    // [fever 4.6] GF3: a safety wins at once too: sacked from the 5 for 12.
    let mut g = tied_at_the_end(FeverOptions::default());
    step(&mut g, &mut TC::new(), &mut TC::new());
    let kicker = g.state.team_in_action();
    let r = kicker.other();
    g.set_scrimmage(r, 5, 1, 15).unwrap();
    g.set_dice_script(S::new().rp(0, 6).ref_blank().d(D::BlitzDefense, F::Sack(12)).build());
    let pass = || TC::new().play(Play::Pass);
    let (mut h, mut a) = if r == H { (pass(), TC::new().def(DefenseDie::Blitz)) } else { (TC::new().def(DefenseDie::Blitz), pass()) };
    step(&mut g, &mut h, &mut a);
    assert!(g.is_over());
    assert_eq!((g.state.score[r], g.state.score[kicker]), (10, 12));
}
