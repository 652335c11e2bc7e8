//! Substitutions (§2.2 step 1, §2.18.3): the offense names who plays its back, receiver and tight
//! end slots for a play; the engine plays them, refuses the ones the rules forbid, and the
//! computer rotates its men so that each gets his season's share of the ball.
//!
//! The fixture team's roster: 0 the quarterback, 1-3 the backs (250, 40 and 20 carries), 4-7 the
//! receivers (120, 100, 60 and 30 targets), 8-9 the tight ends (80 and 20), 10-15 the line.

use huddle_som::testkit::{last_record};
use huddle_core::{PlayKind, Side};
use huddle_som::coach::{AiCoach, Coach, OffPlay, OffenseCall};
use huddle_som::lineup::{self, Subs};
use huddle_som::options::SomOptions;
use huddle_som::testkit::{call, defense, game_at, team};
use huddle_som::vocab::{DefCall, Dir, OffFormation, OffSlot, RunPlay};

const HALFBACK: usize = 1;
const FULLBACK: usize = 2;
const THIRD_BACK: usize = 3;
const WR: [usize; 4] = [4, 5, 6, 7];
const TE2: usize = 9;

fn subs(list: &[(OffSlot, usize)]) -> Subs {
    let mut s = Subs::NONE;
    for &(slot, p) in list {
        s.set(slot, p);
    }
    s
}

#[test]
fn a_substitute_takes_his_slot_and_the_others_keep_theirs() {
    // [som 2.18.3] The third back at HB in the Pro Set: the FB is still the second back.
    let t = team("T");
    let none: [usize; 0] = [];
    let on = lineup::offense_lineup(&t, &none, OffFormation::ProSet, &subs(&[(OffSlot::Hb, THIRD_BACK)]));
    assert_eq!((on[OffSlot::Hb as usize], on[OffSlot::Fb as usize]), (Some(THIRD_BACK), Some(FULLBACK)));
    assert_eq!((on[OffSlot::Fl as usize], on[OffSlot::Se as usize], on[OffSlot::Te as usize]), (Some(WR[0]), Some(WR[1]), Some(8)));
    // The third receiver at SE in the three-wide set: the second receiver, displaced, plays WR3
    // rather than leaving the set a man short.
    let on = lineup::offense_lineup(&t, &none, OffFormation::ThreeWideOneBack, &subs(&[(OffSlot::Se, WR[2])]));
    assert_eq!((on[OffSlot::Fl as usize], on[OffSlot::Se as usize], on[OffSlot::Wr3 as usize]), (Some(WR[0]), Some(WR[2]), Some(WR[1])));
    // The starter moved to the other side: his own slot takes the man he displaced.
    let on = lineup::offense_lineup(&t, &none, OffFormation::ProSet, &subs(&[(OffSlot::Se, WR[0])]));
    assert_eq!((on[OffSlot::Fl as usize], on[OffSlot::Se as usize]), (Some(WR[1]), Some(WR[0])));
    // No substitutions: the depth chart, as before.
    let on = lineup::offense_lineup(&t, &none, OffFormation::ProSet, &Subs::NONE);
    assert_eq!((on[OffSlot::Hb as usize], on[OffSlot::Fb as usize], on[OffSlot::Wr3 as usize]), (Some(HALFBACK), Some(FULLBACK), None));
}

#[test]
fn a_substitute_plays_only_a_position_on_his_card_and_only_when_healthy() {
    // [som 2.18.3] "Players may only play positions listed on the rating card."
    let t = team("T");
    let none: [usize; 0] = [];
    let check = |f: OffFormation, s: &[(OffSlot, usize)]| lineup::check_subs(&t, &none, f, &subs(s));
    assert!(check(OffFormation::ProSet, &[(OffSlot::Hb, THIRD_BACK), (OffSlot::Se, WR[3])]).is_ok());
    let e = check(OffFormation::ProSet, &[(OffSlot::Hb, WR[2])]).unwrap_err();
    assert!(e.contains("may not play HB") && e.contains("[som 2.18.3]"), "{e}");
    let e = check(OffFormation::ProSet, &[(OffSlot::Te, HALFBACK)]).unwrap_err();
    assert!(e.contains("may not play TE"), "{e}");
    // [som 2.16] The slot must be one the formation uses: the Pro Set has one tight end.
    let e = check(OffFormation::ProSet, &[(OffSlot::Te2, TE2)]).unwrap_err();
    assert!(e.contains("TE2 is not in this formation"), "{e}");
    assert!(check(OffFormation::TightEnd, &[(OffSlot::Te2, TE2)]).is_ok());
    // One man, one slot.
    let e = check(OffFormation::ProSet, &[(OffSlot::Fl, WR[2]), (OffSlot::Se, WR[2])]).unwrap_err();
    assert!(e.contains("two slots"), "{e}");
    // [som 2.18.1] A hurt man does not play.
    let hurt = [WR[2]];
    let e = lineup::check_subs(&t, &hurt, OffFormation::ProSet, &subs(&[(OffSlot::Se, WR[2])])).unwrap_err();
    assert!(e.contains("is hurt"), "{e}");
    // A quarterback is one who plays QB; the line is never changed.
    assert!(check(OffFormation::ProSet, &[(OffSlot::Qb, HALFBACK)]).unwrap_err().contains("Halfback may not play QB"));
    assert!(check(OffFormation::ProSet, &[(OffSlot::Lg, 15)]).unwrap_err().contains("line"));
}

#[test]
fn the_engine_hands_the_ball_to_the_substitute_and_refuses_an_illegal_one() {
    // [som 2.18.3] An End Run by the HB with the third back substituted there: the same roll as the
    // fixture's run tests (control 3, results 4 against a pass call: END RUN WRONG row 4, +3),
    // credited to the third back.
    let run = OffPlay::Run { play: RunPlay::end_run(Dir::Right), carrier: OffSlot::Hb };
    let with = |s: Subs| OffenseCall { subs: s, ..call(run) };
    let mut g = game_at(&[3, 1, 3, 6, 6], with(subs(&[(OffSlot::Hb, THIRD_BACK)])), defense(DefCall::Pass), 30, 1, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    assert_eq!(g.core.spot.yards(), 33);
    let r = last_record(&g);
    assert_eq!((r.kind, r.player.map(|p| (p.side, p.idx as usize))), (PlayKind::Rush, Some((Side::Home, THIRD_BACK))));
    // [som 2.2] A receiver at HB is an illegal call: delay of game, no snap.
    let mut g = game_at(&[3, 1, 3, 6, 6], with(subs(&[(OffSlot::Hb, WR[0])])), defense(DefCall::Pass), 30, 1, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    assert_eq!(last_record(&g).kind, PlayKind::NoPlay);
    assert_eq!(g.core.spot.yards(), 25);
    assert!(g.text(g.log.last().unwrap()).contains("may not play HB"), "{}", g.text(g.log.last().unwrap()));
}

#[test]
fn a_backup_substituted_while_the_starter_is_healthy_tires_after_his_tenth() {
    // [som 2.18.2] The third back (20 carries) has ceil(20 / 10) = 2 fresh carries while the
    // halfback is healthy; from the third he reads RIGHT always: the same WRONG roll (+3) gains 2.
    let run = OffPlay::Run { play: RunPlay::end_run(Dir::Right), carrier: OffSlot::Hb };
    let c = OffenseCall { subs: subs(&[(OffSlot::Hb, THIRD_BACK)]), ..call(run) };
    let mut g = game_at(&[3, 1, 3, 6, 6, 3, 1, 3, 6, 6, 3, 1, 3, 6, 6], c, defense(DefCall::Pass), 20, 1, 10, 1, 900, SomOptions::default());
    let mut gains = Vec::new();
    for _ in 0..3 {
        let before = g.core.spot.yards();
        g.step().unwrap();
        gains.push(g.core.spot.yards() - before);
    }
    assert_eq!(gains, vec![3, 3, 2]);
}

#[test]
fn the_defense_sees_who_is_on_the_field() {
    // [som 2.2] The offense's formation and substitutions are shown before the defense calls.
    let c = OffenseCall { subs: subs(&[(OffSlot::Se, WR[3])]), ..call(OffPlay::Pass { play: huddle_som::vocab::PassPlay::Short, target: OffSlot::Se }) };
    let g = game_at(&[], c, defense(DefCall::Pass), 30, 1, 10, 1, 900, SomOptions::default());
    let text = huddle_som::command::shown_text(&g.view(Side::Away), &c.shown());
    assert!(text.contains("SE Receiver 4") && !text.contains("Receiver 2"), "{text}");
}

/// The computer's rotation (a coach's choice, not a rule): over many calls each back's share of
/// the carries and each receiver's share of the targets is his season's, the lineup it shows is
/// legal, and the men who do not get the ball still rotate in.
#[test]
fn the_computer_gives_each_man_his_seasons_share_of_the_ball() {
    let g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 50, 1, 10, 1, 900, SomOptions::default());
    let v = g.view(Side::Home);
    let t = &g.teams[Side::Home].team;
    let mut rng = huddle_core::SeededRandom::new(5);
    let (mut carries, mut targets) = ([0u32; 16], [0u32; 16]);
    let mut wr3_on_runs = 0;
    let mut runs = 0;
    for _ in 0..20_000 {
        let c = AiCoach.offense(&v, &mut rng);
        huddle_som::game::legal_for(&v, &c).unwrap();
        let on = lineup::offense_lineup(t, &[0usize; 0], c.formation, &c.subs);
        match c.play {
            OffPlay::Run { carrier, .. } => {
                runs += 1;
                let p = if carrier == OffSlot::Qb { 0 } else { on[carrier as usize].unwrap() };
                carries[p] += 1;
                wr3_on_runs += u32::from(on.contains(&Some(WR[2])));
            }
            OffPlay::Pass { target, .. } => targets[on[target as usize].unwrap()] += 1,
            _ => {}
        }
    }
    let share = |n: &[u32], i: usize| n[i] as f64 / n.iter().sum::<u32>() as f64;
    // Carries: 250, 40 and 20 for the backs and 50 for the quarterback (no card: all his carries).
    for (i, season) in [(HALFBACK, 250.0), (FULLBACK, 40.0), (THIRD_BACK, 20.0), (0, 50.0)] {
        let want = season / 360.0;
        assert!((share(&carries, i) - want).abs() < 0.02, "player {i}: {:.3} of the carries, his season {want:.3}", share(&carries, i));
    }
    // Targets: every back, receiver and tight end by his season's (long passes skip no one here).
    let all: f64 = [50.0, 20.0, 10.0, 120.0, 100.0, 60.0, 30.0, 80.0, 20.0].iter().sum();
    for (i, season) in [(1, 50.0), (3, 10.0), (4, 120.0), (6, 60.0), (7, 30.0), (9, 20.0)] {
        let want = season / all;
        assert!((share(&targets, i) - want).abs() < 0.02, "player {i}: {:.3} of the targets, his season {want:.3}", share(&targets, i));
    }
    // The third receiver, who is not on the depth chart's Pro Set, is on the field for some runs.
    assert!(wr3_on_runs * 20 > runs && wr3_on_runs * 2 < runs, "{wr3_on_runs} of {runs} runs");
}

#[test]
fn the_computer_does_not_hand_the_ball_to_a_tired_backup() {
    // [som 2.18.2] The third back (20 carries) has had his ceil(20 / 10) = 2 fresh carries: he
    // would read RIGHT always, so the computer gives his share to the others. With the halfback
    // hurt the rule lapses and he carries again.
    let mut g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 50, 1, 10, 1, 900, SomOptions::default());
    g.teams[Side::Home].backup_carries = vec![(THIRD_BACK, 2)];
    let t = g.teams[Side::Home].team.clone();
    let limits = g.book.tables.usage();
    assert!(lineup::tired(&t, &[0usize; 0], &g.teams[Side::Home].backup_carries, limits, THIRD_BACK));
    assert!(!lineup::tired(&t, &[0usize; 0], &[(THIRD_BACK, 1)], limits, THIRD_BACK), "one fresh carry left");
    assert!(!lineup::tired(&t, &[HALFBACK], &g.teams[Side::Home].backup_carries, limits, THIRD_BACK), "the starter is hurt");
    let carriers = |g: &huddle_som::game::SomGame| {
        let v = g.view(Side::Home);
        let mut rng = huddle_core::SeededRandom::new(8);
        let mut n = [0u32; 16];
        for _ in 0..4000 {
            let c = AiCoach.offense(&v, &mut rng);
            if let OffPlay::Run { carrier, .. } = c.play {
                let on = lineup::offense_lineup(&g.teams[Side::Home].team, v.out[Side::Home], c.formation, &c.subs);
                n[if carrier == OffSlot::Qb { 0 } else { on[carrier as usize].unwrap() }] += 1;
            }
        }
        n
    };
    let n = carriers(&g);
    assert_eq!(n[THIRD_BACK], 0, "{n:?}");
    assert!(n[FULLBACK] > 0 && n[HALFBACK] > n[FULLBACK], "{n:?}");
    g.teams[Side::Home].out.push((HALFBACK, huddle_som::game::Until::Game { more: 0 }));
    let n = carriers(&g);
    assert!(n[THIRD_BACK] > 0 && n[HALFBACK] == 0, "{n:?}");
}

/// The computer's quarterback runs (a coach's choice): his called runs are his carries less the
/// scrambles his passing card makes and his kneel-downs (`designed_runs`, written by the card
/// builder), so in play a running quarterback's carries come out near his season's.
#[test]
fn a_running_quarterback_gets_about_his_seasons_carries() {
    let l = huddle_som::build::embedded_2024();
    for code in ["BAL", "PHI", "WAS", "BUF"] {
        let i = l.teams.iter().position(|t| t.code == code).unwrap();
        let t = &l.teams[i];
        let qb = lineup::offense(t, &[0usize; 0], OffSlot::Qb).unwrap();
        let s = &t.players[qb].season;
        assert!(s.designed_runs.is_some_and(|d| d < s.rush_att), "{code}: called runs are fewer than carries");
        let games = 40;
        let mut carries = 0;
        for k in 0..games {
            let j = (i + 1 + k) % l.teams.len();
            let g = huddle_som::sim::play_ai_game(k as u64 + 1, t.clone(), l.teams[j].clone(), SomOptions::default()).unwrap();
            carries += g.core.log.iter().filter(|e| matches!(e, huddle_core::Event::Play { record, .. } if record.team == Side::Home && matches!(record.kind, PlayKind::Rush | PlayKind::Scramble | PlayKind::Kneel) && record.player.is_some_and(|p| p.idx as usize == qb))).count();
        }
        let per_game = carries as f64 / games as f64;
        let real = s.rush_att as f64 / s.games as f64;
        println!("{code}: {per_game:.1} carries a game, his season {real:.1}");
        // The game plays about 8% more snaps than the NFL (the 60-space clock).
        assert!((per_game / real - 1.08).abs() < 0.25, "{code}: {per_game:.1} carries a game, his season {real:.1}");
    }
}

/// [som 2.18.3] "QB substitution (not for injury) must last until the end of the possession": a
/// quarterback brought in (`qb=`) plays that snap and the next ones; bringing back the starter in
/// the same possession is refused (at the keyboard, and by the engine as delay of game); once the
/// other side has had the ball, the coach may change again.
#[test]
fn a_quarterback_brought_in_stays_in_until_the_possession_ends() {
    let run = OffPlay::Run { play: RunPlay::end_run(Dir::Right), carrier: OffSlot::Hb };
    let mut g = game_at(&[3, 1, 3, 6, 6], call(run), defense(DefCall::Pass), 30, 1, 10, 1, 900, SomOptions::default());
    // A backup quarterback on the home roster, second on its depth chart.
    let home = &mut g.teams[Side::Home].team;
    let mut backup = home.players[0].clone();
    backup.id = "HOM-qb2".into();
    backup.name = "Backup Quarterback".into();
    home.players.push(backup);
    home.depth.qb.push("HOM-qb2".into());
    let (starter, b) = (0, home.players.len() - 1);
    let with_qb = |q: usize| OffenseCall { subs: subs(&[(OffSlot::Qb, q)]), ..call(run) };
    assert_eq!(lineup::offense(&g.teams[Side::Home].team, &[] as &[usize], OffSlot::Qb), Some(starter));
    assert!(g.legal(&with_qb(b)).is_ok());
    // Brought in through the engine: he is the quarterback from this snap on.
    g.teams[Side::Home].qb_brought_in = None;
    let mut g2 = game_at(&[3, 1, 3, 6, 6], with_qb(b), defense(DefCall::Pass), 30, 1, 10, 1, 900, SomOptions::default());
    g2.teams[Side::Home].team = g.teams[Side::Home].team.clone();
    g2.step().unwrap();
    assert_eq!(g2.core.spot.yards(), 33, "the play was run");
    assert_eq!(lineup::offense(&g2.teams[Side::Home].team, &[] as &[usize], OffSlot::Qb), Some(b));
    assert_eq!(g2.view(Side::Home).qb_brought_in, Some(b));
    // The starter back in the same possession: refused, naming the rule; no substitution, or the
    // same man again, is fine.
    let e = g2.legal(&with_qb(starter)).unwrap_err();
    assert!(e.contains("Backup Quarterback was brought in at quarterback") && e.contains("until the end of the possession") && e.contains("[som 2.18.3]"), "{e}");
    assert!(g2.legal(&call(run)).is_ok() && g2.legal(&with_qb(b)).is_ok());
    // A down of the other side (here a turnover's): the possession ended, the coach may change.
    g2.core.possession = Side::Away;
    g2.step().unwrap();
    g2.core.possession = Side::Home;
    assert_eq!(g2.view(Side::Home).qb_brought_in, None);
    assert!(g2.legal(&with_qb(starter)).is_ok());
    // The backup is still the quarterback until the coach changes him.
    assert_eq!(lineup::offense(&g2.teams[Side::Home].team, &[] as &[usize], OffSlot::Qb), Some(b));
    // The engine's own check: the starter called back mid-possession is delay of game, no snap.
    let mut g3 = game_at(&[3, 1, 3, 6, 6], with_qb(starter), defense(DefCall::Pass), 30, 1, 10, 1, 900, SomOptions::default());
    g3.teams[Side::Home].team = g2.teams[Side::Home].team.clone();
    g3.teams[Side::Home].qb_brought_in = Some(b);
    g3.step().unwrap();
    assert_eq!((last_record(&g3).kind, g3.core.spot.yards()), (PlayKind::NoPlay, 25));
    assert!(g3.text(g3.log.last().unwrap()).contains("until the end of the possession"), "{}", g3.text(g3.log.last().unwrap()));
}
