//! The computer coach's choices that use the rules' options (not rules themselves).

use huddle_core::Side;
use huddle_som::clock::Tempo;
use huddle_som::coach::{AiCoach, OffPlay};
use huddle_som::options::SomOptions;
use huddle_som::testkit::{call, defense, game_at};
use huddle_som::vocab::DefCall;

/// The hurry-up (§2.12.5) and the slowdown offense (§2.12.7) in a half's last two minutes: the
/// team that needs points hurries, the team ahead late in the game slows down.
#[test]
fn the_computer_hurries_when_it_needs_points_and_slows_down_ahead_late() {
    let tempo = |period: u8, secs: u16, home: u16, away: u16| {
        let mut g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 40, 1, 10, period, secs, SomOptions::default());
        g.core.score.home = home;
        g.core.score.away = away;
        let v = g.view(Side::Home);
        let mut rng = huddle_core::SeededRandom::new(3);
        let c = AiCoach.offense_call(&v, &mut rng);
        (AiCoach::tempo(&v), c.tempo)
    };
    assert_eq!(tempo(4, 115, 14, 7), (Tempo::Slowdown, Tempo::Slowdown), "ahead in the game's last two minutes");
    assert_eq!(tempo(4, 115, 7, 14), (Tempo::HurryUp, Tempo::HurryUp), "behind");
    assert_eq!(tempo(4, 115, 7, 7).0, Tempo::HurryUp, "tied");
    assert_eq!(tempo(2, 100, 14, 7).0, Tempo::HurryUp, "the first half's end, ahead or not");
    assert_eq!(tempo(4, 300, 7, 14).0, Tempo::Normal, "before the two-minute clock");
    assert_eq!(tempo(1, 100, 7, 14).0, Tempo::Normal, "the first quarter");
}

/// The computer's defensive packages (T2) and blitzes, each legal as the engine plays it: the
/// short-yardage defense (§2.15.4) on third and 1 but never inside the 10, the dime and the 5-6
/// (§2.14.6-§2.14.8) on third and long but never inside the 20, the prevent ahead late, and a
/// linebacker sent now and then on a pass call (§2.13.4).
#[test]
fn the_computer_defense_plays_its_packages_where_the_rules_allow_them() {
    use huddle_som::coach::{Coach, DefenseCall, Shown};
    use huddle_som::vocab::{DefFormation, OffFormation};
    let calls = |spot: i16, down: u8, to_go: u8, period: u8, secs: u16, lead: u16| -> Vec<DefenseCall> {
        let mut g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), spot, down, to_go, period, secs, SomOptions::default());
        g.core.score.away = lead;
        let v = g.view(Side::Away);
        let shown = Shown { formation: OffFormation::ProSet, shotgun: false, punt: false, field_goal: false, subs: huddle_som::lineup::Subs::NONE };
        let mut rng = huddle_core::SeededRandom::new(11);
        (0..600)
            .map(|_| {
                let d = AiCoach.defense(&v, &shown, &mut rng);
                assert!(huddle_som::game::check_call(&g.core, OffFormation::ProSet, &d).is_ok(), "an illegal call: {d:?}");
                d
            })
            .collect()
    };
    let short = |f: DefFormation| matches!(f, DefFormation::ShortYardage43 | DefFormation::ShortYardage34);
    let dime = |f: DefFormation| matches!(f, DefFormation::Dime416 | DefFormation::Dime326 | DefFormation::FiveSix);
    let c = calls(50, 3, 1, 1, 900, 0);
    assert!(c.iter().any(|d| short(d.formation)), "[som 2.15.4] third and 1 at midfield");
    assert!(c.iter().filter(|d| short(d.formation)).all(|d| d.call == DefCall::Run && d.key.is_none()), "[som 2.15.4] a run call, no key");
    assert!(!calls(95, 3, 1, 1, 900, 0).iter().any(|d| short(d.formation)), "[som 2.15.4] not inside the 10");
    let c = calls(40, 3, 16, 1, 900, 0);
    assert!(c.iter().any(|d| d.formation == DefFormation::FiveSix) && c.iter().any(|d| matches!(d.formation, DefFormation::Dime416)), "[som 2.14.7] third and 16");
    assert!(c.iter().filter(|d| dime(d.formation)).all(|d| d.call == DefCall::Pass), "[som 2.14.7] a pass call");
    assert!(!calls(85, 3, 12, 1, 900, 0).iter().any(|d| dime(d.formation)), "[som 2.14.7] not inside the 20");
    let c = calls(40, 1, 10, 4, 100, 7);
    assert!(c.iter().all(|d| d.formation == DefFormation::Prevent43), "ahead by 7 in the last two minutes: the prevent");
    // [som 2.15.2] In the prevent a linebacker double-teams the most-thrown-to receiver he may
    // take: the fixture's Flanker (120 targets, against the SE's 100 and the TE's 80), by the LLB.
    assert!(c.iter().all(|d| d.doubled().eq([(huddle_som::vocab::OffSlot::Fl, huddle_som::vocab::DefSlot::Llb)])), "{:?}", c[0].doubles);
    let c = calls(40, 2, 6, 1, 900, 0);
    let blitzes = c.iter().filter(|d| d.blitz.iter().any(|b| b.is_some())).count();
    assert!(blitzes > 0 && c.iter().all(|d| d.blitz.iter().flatten().all(|s| s.is_linebacker())), "[som 2.13.4] linebackers blitz now and then ({blitzes} of 600)");
}

/// [som 2.12.4] A spike declared before the clock moves for the play that just ended: that play
/// costs two ticks less on the 2-minute clock, and the next snap is the spike (a down, no tick).
#[test]
fn a_declared_spike_takes_two_ticks_off_the_last_play() {
    use huddle_som::coach::OffPlay;
    use huddle_som::vocab::{Dir, OffSlot, RunPlay};
    let run = call(OffPlay::Run { play: RunPlay::end_run(Dir::Right), carrier: OffSlot::Hb });
    let play = |timeouts: u8| {
        // The last 1:10 of the game, the home team down 7: an End Run for +3 (control 3, 1+3),
        // then the spike's three dice (no fumble).
        let mut g = game_at(&[3, 1, 3, 6, 6, 2, 3, 4], run, defense(DefCall::Pass), 30, 1, 10, 4, 70, SomOptions::default());
        g.core.score.away = 7;
        g.core.timeouts[Side::Home] = timeouts;
        g.step().unwrap();
        let after_run = g.core.clock.remaining;
        g.step().unwrap();
        (after_run, g)
    };
    // With no time-out left the computer declares the spike; with one it does not (and the
    // scripted coach calls no time-out).
    let (spiked, g) = play(0);
    let (plain, h) = play(1);
    assert!(spiked > plain, "[som 2.12.4] the run cost two ticks less: {spiked} s left against {plain} s");
    let last = g.core.log.iter().rev().find_map(|e| if let huddle_core::Event::Play { record, .. } = e { Some(*record) } else { None }).unwrap();
    assert_eq!(last.kind, huddle_core::PlayKind::Spike, "[som 2.12.4] the next snap is the spike");
    assert_eq!(g.core.clock.remaining, spiked, "[som 2.12.4] the spike costs no tick of its own");
    assert_eq!(g.core.downs.down, huddle_core::Down::Third, "[som 2.12.4] it loses a down");
    let other = h.core.log.iter().rev().find_map(|e| if let huddle_core::Event::Play { record, .. } = e { Some(*record) } else { None }).unwrap();
    assert_ne!(other.kind, huddle_core::PlayKind::Spike);
}

/// The computer's challenge (§2.8; a coach's choice): a fumble is challenged once the recovery is
/// known, and only when the fumbling team lost the ball.
#[test]
fn the_computer_challenges_a_fumble_only_when_it_lost_the_ball() {
    use huddle_som::replay::{computer_challenges, Challenge, Replay};
    let g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 40, 1, 10, 1, 900, SomOptions::default());
    let v = g.view(Side::Home);
    let c = |kept| Challenge { replay: Replay::fumble_rating(4), offense: true, left: 2, timeouts: 3, kept };
    assert!(!computer_challenges(&v, &c(Some(true))), "its own team recovered: nothing to win back");
    assert!(computer_challenges(&v, &c(Some(false))), "the defense recovered: a turnover at stake");
}
