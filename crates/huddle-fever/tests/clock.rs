//! The peg clock (C1–C11) and time-outs.
mod common;
use common::*;
use huddle_core::{Event, Phase};

/// A run by Home from the 30 against a blank Run Defense die, with the clock at `period` and
/// `notches`.
fn run_at(o: FeverOptions, period: u8, notches: u16, home: TC, away: TC) -> (FeverGame, TC, TC) {
    let mut g = scrimmage_with(o, S::new().rp(3, 0).ref_blank().d(D::RunDefense, F::Blank), 30, 1, 10);
    g.set_clock(period, notches);
    let (mut home, mut away) = (home.play(Play::Run), away.def(DefenseDie::Run));
    step(&mut g, &mut home, &mut away);
    (g, home, away)
}

#[test]
fn c1_quarters_of_75_notches() {
    // [fever 4.5] C1: the peg starts at 15P — 75 notches, 12 seconds each — and the quarter ends
    // when it reaches 0.
    assert_eq!((QUARTER_NOTCHES, NOTCH_SECS), (75, 12));
    let g = game(DiceScript::new());
    assert_eq!(g.state.clock.remaining, 75 * 12);
    let (g, ..) = run_at(FeverOptions::default(), 1, 2, TC::new(), TC::new());
    assert_eq!((g.state.clock.period.0, g.state.clock.remaining), (2, 900));
    assert!(g.last().events.iter().any(|e| matches!(e, Event::PeriodEnd { .. })));
}

#[test]
fn c2_c3_the_two_minute_warning() {
    // [fever 4.5] C2: in the 2nd or 4th quarter a 3-notch play from 12 stops the peg on the red
    // 2 (10 notches).
    for q in [2, 4] {
        let (g, ..) = run_at(FeverOptions::default(), q, 12, TC::new(), TC::new());
        assert_eq!(notches_left(&g), 10, "Q{q}");
        assert!(g.last().events.iter().any(|e| matches!(e, Event::TwoMinuteWarning { .. })));
    }
    // Not in the 1st or 3rd quarter.
    let (g, ..) = run_at(FeverOptions::default(), 3, 12, TC::new(), TC::new());
    assert_eq!(notches_left(&g), 9);
    // C3: college: no warning.
    let (g, ..) = run_at(FeverOptions::college(), 4, 12, TC::new(), TC::new());
    assert_eq!(notches_left(&g), 9);
}

#[test]
fn c4_hurry_up() {
    // [fever 4.5] C4 (A9): after a 3-notch run the offense declares hurry-up: that play costs 2,
    // and the next must be a run, draw, pass or bomb.
    let (g, home, _) = run_at(FeverOptions::default(), 1, 60, TC::new().after(AfterPlay { timeout: false, hurry_up: true }), TC::new());
    assert_eq!(home.after_asked, vec![(3, true)]);
    assert_eq!(notches_left(&g), 58);
    assert!(g.hurry_up_pending() && g.last().hurry_up);
    assert_eq!(g.stats().home.hurry_ups, 1);
    let mut g = g;
    g.set_dice_script(S::new().d(D::BlockDefense, F::Blank).build());
    let e = try_step(&mut g, &mut TC::new().decl(Declaration::Punt), &mut TC::new()).unwrap_err();
    assert!(e.to_string().contains("hurry-up"), "{e}");
    // Not after a play that stopped the clock (an incomplete pass: 1 notch) — not even asked.
    let mut g = scrimmage(S::new().rp(0, 6).ref_blank().d(D::PassDefense, F::Incomplete), 30, 1, 10);
    let mut home = TC::new().play(Play::Pass);
    step(&mut g, &mut home, &mut TC::new().def(DefenseDie::Pass));
    assert!(home.after_asked.is_empty());
    // A hurry-up the offense may not call (after a returned punt: 2 notches, not a run or pass)
    // is refused and nothing changes.
    let dice = S::new().d(D::Punt, F::Yards(40)).ref_blank().d(D::BlockDefense, F::Blank).d(D::PuntReturn, F::Yards(3)).d(D::Option, F::Run(2)).ref_blank();
    let mut g = scrimmage(dice, 30, 4, 10);
    let before = (ball(&g), g.state.clock);
    let mut home = TC::new().decl(Declaration::Punt).play(Play::Punt).after(AfterPlay { timeout: false, hurry_up: true });
    let r = try_step(&mut g, &mut home, &mut TC::new().def(DefenseDie::Block));
    assert_eq!(home.after_asked, vec![(2, false)]);
    assert!(r.is_err());
    assert_eq!((ball(&g), g.state.clock, g.state.plays), (before.0, before.1, 0));
}

#[test]
fn c5_to_c8_one_and_zero_notch_plays() {
    // [fever 4.5] C5: a sack stops the clock (1 notch); in the college game it does not (3).
    let sack = |o: FeverOptions| {
        let mut g = scrimmage_with(o, S::new().rp(0, 6).ref_blank().d(D::BlitzDefense, F::Sack(6)), 30, 1, 10);
        step(&mut g, &mut TC::new().play(Play::Pass), &mut TC::new().def(DefenseDie::Blitz));
        60 - notches_left(&g)
    };
    assert_eq!((sack(FeverOptions::default()), sack(FeverOptions::college())), (1, 3));
    // C6: an interception downed 1, returned 2 (S6 in the scrimmage tests); a fumble lost and
    // not advanced: 1.
    let mut g = scrimmage(S::new().rp(5, 0).ref_blank().d(D::RunDefense, F::Fumble).d(D::Recovery, F::RecNoGain), 30, 1, 10);
    step(&mut g, &mut TC::new().silent().play(Play::Run), &mut TC::new().def(DefenseDie::Run));
    assert_eq!((ball(&g).0, notches_left(&g)), (A, 59));
    // A score: 1 notch.
    let mut g = scrimmage(S::new().rp(8, 0).ref_blank().d(D::RunDefense, F::Blank), 95, 1, 5);
    step(&mut g, &mut TC::new().play(Play::Run), &mut TC::new().def(DefenseDie::Run));
    assert_eq!(notches_left(&g), 59);
    // C7: false start, extra point, touchback: 0.
    let mut g = scrimmage(S::new(), 30, 1, 10);
    g.false_start().unwrap();
    assert_eq!(notches_left(&g), 60);
    let mut g = game(S::new().d(D::ExtraPoint, F::Good).ref_blank().d(D::BlockDefense, F::Blank).build());
    g.set_try(H);
    g.set_clock(1, 60);
    step(&mut g, &mut TC::new(), &mut TC::new().def(DefenseDie::Block));
    assert_eq!(notches_left(&g), 60);
    let mut g = game(S::new().d(D::Kickoff, F::Yards(81)).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    g.set_clock(1, 60);
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(notches_left(&g), 60);
    // C8: a kickoff after the two-minute warning: the kick is free, the return costs 1 (A5).
    let mut g = game(S::new().d(D::Kickoff, F::Yards(60)).ref_blank().d(D::KickReturn, F::Yards(14)).d(D::Option, F::Run(2)).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    g.set_clock(4, 8);
    g.state.warning_given = true;
    step(&mut g, &mut TC::new(), &mut TC::new().rec(Reception::Return { in_out: false }));
    assert_eq!(notches_left(&g), 7);
    // A5 alternative: no return notch either.
    let o = FeverOptions { return_notch_after_warning: false, ..FeverOptions::default() };
    let mut g = game_with(o, S::new().d(D::Kickoff, F::Yards(60)).ref_blank().d(D::KickReturn, F::Yards(14)).d(D::Option, F::Run(2)).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    g.set_clock(4, 8);
    g.state.warning_given = true;
    step(&mut g, &mut TC::new(), &mut TC::new().rec(Reception::Return { in_out: false }));
    assert_eq!(notches_left(&g), 8);
}

#[test]
fn a4_a_failed_run_out_of_the_end_zone_costs_no_notch() {
    // [fever 4.5] A4: touchbacks move the clock 0 (L227), and [fever 8.14] #6 a returner that
    // fails to run out of its own end zone takes a touchback (L918): 0 notches, not the kick's
    // and the return's 2. Kickoff from the 35, 71 → −6, returned 2 − 5 → −3.
    let kickoff = |o: FeverOptions| {
        let mut g = game_with(o, S::new().d(D::Kickoff, F::Yards(71)).ref_blank().d(D::KickReturn, F::Yards(2)).d(D::Option, F::Minus(5)).ref_blank().build());
        g.set_kickoff(H, 35, false).unwrap();
        g.set_clock(1, 60);
        step(&mut g, &mut TC::new(), &mut TC::new().rec(Reception::Return { in_out: false }));
        assert_script_done(&g);
        assert!(g.last().has_note(|n| *n == Note::Touchback { side: A }));
        assert_eq!(ball(&g), (A, 20, 1, 10));
        60 - notches_left(&g)
    };
    assert_eq!(kickoff(FeverOptions::default()), 0);
    // The A4 alternative (the kick's notch counts, L218): the kick and its return, 2.
    assert_eq!(kickoff(FeverOptions { touchback_kick_notch: true, ..FeverOptions::default() }), 2);
    // A punt from the 40, 64 → −4, returned 0 − 5 → −5: touchback, 0.
    let mut g = scrimmage(S::new().d(D::Punt, F::Yards(64)).ref_blank().d(D::BlockDefense, F::Blank).d(D::PuntReturn, F::Blank).d(D::Option, F::Minus(5)).ref_blank(), 40, 4, 10);
    step(&mut g, &mut TC::new().decl(Declaration::Punt).play(Play::Punt), &mut TC::new().def(DefenseDie::Block).rec(Reception::Return { in_out: false }));
    assert_script_done(&g);
    assert_eq!((ball(&g), notches_left(&g)), ((A, 20, 1, 10), 60));
    // An interception in the end zone (G5), returned 3 − 6 → −3: touchback, 0 like a downed one.
    let mut g = scrimmage(S::new().rp(0, 12).ref_blank().d(D::PassDefense, F::Interception).d(D::KickReturn, F::Yards(3)).d(D::Option, F::Minus(6)).ref_blank(), 95, 1, 5);
    step(&mut g, &mut TC::new().play(Play::Pass), &mut TC::new().def(DefenseDie::Pass).rec(Reception::Return { in_out: false }));
    assert_script_done(&g);
    assert_eq!((ball(&g), notches_left(&g)), ((A, 20, 1, 10), 60));
}

#[test]
fn c9_never_more_than_three_notches() {
    // [fever 4.5] C9: no play moves the peg more than 3 notches (over many computer games).
    let opts = huddle_fever::sim::SimOptions::default();
    for seed in 1..40 {
        let r = huddle_fever::sim::play_game(seed, &opts).unwrap();
        assert!(r.plays.iter().all(|p| p.notches <= 3));
        assert!(r.plays.iter().any(|p| p.notches == 3) && r.plays.iter().any(|p| p.notches == 1));
    }
}

#[test]
fn c10_time_outs() {
    // [fever 4.7] C10 (A8): a time-out called after a 3-notch play, before the peg moves: the
    // play costs 1 notch; the time-outs go from 3 to 2.
    let (g, home, _) = run_at(FeverOptions::default(), 1, 60, TC::new().after(AfterPlay { timeout: true, hurry_up: false }), TC::new());
    assert_eq!(home.after_asked[0].0, 3);
    assert_eq!((notches_left(&g), g.state.timeouts[H]), (59, 2));
    assert_eq!(g.last().timeout, Some(H));
    // The defense may call one too.
    let (g, ..) = run_at(FeverOptions::default(), 1, 60, TC::new(), TC::new().after(AfterPlay { timeout: true, hurry_up: false }));
    assert_eq!((notches_left(&g), g.state.timeouts[A]), (59, 2));
    // Three per half, and none left is refused without changing anything.
    let mut g = scrimmage(S::new().rp(3, 0).ref_blank().d(D::RunDefense, F::Blank), 30, 1, 10);
    g.state.timeouts[H] = 0;
    let before = (ball(&g), g.state.clock, g.state.plays);
    let e = try_step(&mut g, &mut TC::new().after(AfterPlay { timeout: true, hurry_up: false }), &mut TC::new()).unwrap_err();
    assert!(e.to_string().contains("time-out"), "{e}");
    assert_eq!((ball(&g), g.state.clock, g.state.plays), before);
    assert_eq!(g.dice_script().unwrap().remaining(), 7);
    assert_eq!(FeverOptions::default().core_rules().timeouts_per_half, 3);
    // New half, three again.
    let mut g = scrimmage(S::new().rp(3, 0).ref_blank().d(D::RunDefense, F::Blank), 30, 1, 10);
    g.state.timeouts = huddle_core::PerSide::new(0, 1);
    g.set_clock(2, 1);
    g.state.warning_given = true;
    step(&mut g, &mut TC::new(), &mut TC::new());
    assert_eq!(g.state.timeouts, huddle_core::PerSide::new(3, 3));
}

#[test]
fn c11_out_of_bounds() {
    // [fever 4.5] C11: In/Out OUT on a scrimmage play: 1 notch (and N.G. keeps the clock
    // running, A7).
    let mut g = scrimmage(S::new().rp(4, 0).ref_blank().d(D::InOut, F::Out).d(D::RunDefense, F::NoGain), 30, 1, 10);
    step(&mut g, &mut TC::new().call(oc(Play::Run).with_in_out()), &mut TC::new().def(DefenseDie::Run));
    assert_eq!(notches_left(&g), 59);
    let mut g = scrimmage(S::new().rp(4, 0).ref_blank().d(D::RunDefense, F::NoGain), 30, 1, 10);
    step(&mut g, &mut TC::new().play(Play::Run), &mut TC::new().def(DefenseDie::Run));
    assert_eq!(notches_left(&g), 57);
    let _ = Phase::Scrimmage;
}

#[test]
fn e6_turnover_on_downs_onside_kick_and_a_scoring_return() {
    // [fever 4.5] E6: a turnover on downs costs 1 notch (the ball changes hands); the same run
    // on 3rd down costs 3.
    let mut g = scrimmage(S::new().rp(3, 0).ref_blank().d(D::RunDefense, F::Blank), 30, 4, 10);
    step(&mut g, &mut TC::new().play(Play::Run), &mut TC::new().def(DefenseDie::Run));
    assert_eq!((ball(&g), notches_left(&g)), ((A, 67, 1, 10), 59));
    let mut g = scrimmage(S::new().rp(3, 0).ref_blank().d(D::RunDefense, F::Blank), 30, 3, 10);
    step(&mut g, &mut TC::new().play(Play::Run), &mut TC::new().def(DefenseDie::Run));
    assert_eq!((ball(&g), notches_left(&g)), ((H, 33, 4, 7), 57));
    // [fever 4.5] An onside kick costs 1 notch (L218).
    let mut home = TC::new();
    home.kickoffs.push_back(KickoffCall { onside: true, in_out: false });
    let mut g = game(S::new().d(D::OnsideKick, F::OnsideRec(12)).ref_blank().build());
    g.set_kickoff(H, 35, false).unwrap();
    g.set_clock(1, 60);
    step(&mut g, &mut home, &mut TC::new());
    assert_eq!((ball(&g), notches_left(&g)), ((H, 47, 1, 10), 59));
    // [fever 4.5] E6: a change of possession advanced by the other team costs 2 even when it
    // scores (L219 before "scoring plays: 1"): intercepted at the passers' 39, returned 20 + 20
    // from the interceptors' 61 for a touchdown.
    let dice = S::new().rp(0, 9).ref_blank().d(D::PassDefense, F::Interception).d(D::PuntReturn, F::Yards(20)).d(D::Option, F::Pass(20)).ref_blank();
    let mut g = scrimmage(dice, 30, 1, 10);
    step(&mut g, &mut TC::new().play(Play::Pass), &mut TC::new().def(DefenseDie::Pass).rec(Reception::Return { in_out: false }));
    assert_script_done(&g);
    assert_eq!((g.state.score.away, notches_left(&g)), (6, 58));
}

#[test]
fn a28_an_out_of_bounds_sack_stops_the_clock_in_the_college_game() {
    // [fever 3.6] With the Scrimmage dice, "If an OUT occurs, the clock is stopped ... The
    // minutes peg is moved one notch" (L338, A28); [fever 9] #4: in the college game a sack alone
    // does not stop the clock (L935, 3 notches) — but a sack with In/Out OUT does: 1 notch.
    let sack = |o: FeverOptions, io: Face| {
        let dice = S::new().rp(0, 6).ref_blank().d(D::InOut, io).d(D::BlitzDefense, F::Sack(6));
        let mut g = scrimmage_with(o, dice, 30, 1, 10);
        step(&mut g, &mut TC::new().call(oc(Play::Pass).with_in_out()), &mut TC::new().def(DefenseDie::Blitz));
        assert_script_done(&g);
        assert_eq!(ball(&g), (H, 24, 2, 16), "[fever 8.11] sacked 6 from the 30");
        (60 - notches_left(&g), has(&g, |n| matches!(n, Note::OutOfBounds { .. })))
    };
    assert_eq!(sack(FeverOptions::college(), F::Out), (1, true), "[fever 9] college: a sack out of bounds stops the clock");
    assert_eq!(sack(FeverOptions::college(), F::In), (3, false), "[fever 9] college: a sack in bounds does not");
    assert_eq!(sack(FeverOptions::default(), F::Out), (1, true), "[fever 4.5] pro: a sack stops the clock anyway");
}
