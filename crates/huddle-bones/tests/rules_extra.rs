//! Rules found in review after the first suites: the helper's free hands in double coverage
//! and the defender he joins, the Center Field back's, the A7 option, and the Z on the first FAD
//! of a Screen and of a Pitchout.

use huddle_bones::call::{check_defense, check_offense, CallContext, Cover, DefPlay, DefenseCall, OffPlay, OffenseCall, RunKey, Sector};
use huddle_bones::tables::{PassCol, RunCol, ScreenResult};
use huddle_bones::testkit::{block_roll, Fixture, R};
use huddle_cards::{DefBox, Group, OffBox};

#[test]
fn a_helper_in_double_coverage_has_no_receiver_of_his_own_bones_13_1() {
    // [bones 13.1] "name the double-coverage defender, who must be free of primary coverage
    // duty": a back from the bench in box L helps; the back in M, who guards Flanker #2, may not.
    let mut f = Fixture::default();
    let bench = (0..f.def.players.len() as u16).find(|p| f.def.player(*p).group() == Group::DB && f.dd.box_of(*p).is_none()).expect("a bench back");
    let a = f.def_at(DefBox::A);
    f.dd.remove(a);
    f.dd.place(DefBox::L, bench);
    assert_eq!((f.dd.row_count(2), f.dd.row_count(3)), (3, 5));
    let m = f.def_at(DefBox::M);
    assert!(f.od.get(OffBox::FL2).is_some() && f.t.covers(OffBox::FL2) == Some(DefBox::M));
    let mut dc = DefenseCall::new(DefPlay::Pass);
    dc.coverage[0] = Some(Cover { receiver: OffBox::FL1, helpers: [Some(bench), None] });
    assert_eq!(check_defense(&dc, &f.dd, &f.def, &f.od, &f.t), Ok(()));
    dc.coverage[0] = Some(Cover { receiver: OffBox::FL1, helpers: [Some(m), None] });
    let e = check_defense(&dc, &f.dd, &f.def, &f.od, &f.t).unwrap_err();
    assert!(e.rule == "13.1" && e.msg.contains("receiver of his own"), "{e}");
    // Without a Flanker #2 on the offense's display, the back in M has nobody to guard.
    let fl2 = f.at(OffBox::FL2);
    f.od.set(OffBox::FL2, None);
    f.od.set(OffBox::BK1, Some(fl2));
    assert_eq!(check_defense(&dc, &f.dd, &f.def, &f.od, &f.t), Ok(()));
}

/// A back of Rows 2-3 on the bench (the `n`-th).
fn bench_db(f: &Fixture, n: usize) -> huddle_bones::Pid {
    (0..f.def.players.len() as u16).filter(|p| f.def.player(*p).group() == Group::DB && f.dd.box_of(*p).is_none()).nth(n).expect("a bench back")
}

#[test]
fn double_coverage_joins_the_receivers_own_defender_bones_13_1() {
    // [bones 13.1] "the defenders must include the normal defender plus any defensive back not
    // involved in primary pass coverage duties" (L218), moved "to share a box with the primary
    // pass defender" (L222): with box O (Flanker #1's) empty, FL1 is uncovered (+5, §9.5) and
    // may not be double-covered by a spare back alone; triple coverage likewise ([bones 13.2]).
    let mut f = Fixture::default();
    assert_eq!(f.t.covers(OffBox::FL1), Some(DefBox::O));
    let (a, o, bench) = (f.def_at(DefBox::A), f.def_at(DefBox::O), bench_db(&f, 0));
    f.dd.remove(a);
    f.dd.remove(o);
    f.dd.place(DefBox::L, bench);
    f.dd.place(DefBox::L, o);
    assert_eq!((f.dd.row_count(2), f.dd.row_count(3)), (3, 5));
    assert_eq!(f.dd.count_in(DefBox::O), 0);
    let mut dc = DefenseCall::new(DefPlay::Pass);
    dc.coverage[0] = Some(Cover { receiver: OffBox::FL1, helpers: [Some(bench), None] });
    let e = check_defense(&dc, &f.dd, &f.def, &f.od, &f.t).expect_err("[bones 13.1] an uncovered receiver is not doubled");
    assert!(e.rule == "13.1" && e.msg.contains("nobody guards FL1"), "{e}");
    // With his defender back in O, the same call stands.
    f.dd.remove(o);
    f.dd.place(DefBox::O, o);
    assert_eq!(check_defense(&dc, &f.dd, &f.def, &f.od, &f.t), Ok(()), "[bones 13.1]");
    // Triple coverage (2-6) of an uncovered receiver, Kareem Hunt in BK2 with box J empty:
    // refused too.
    let mut f = Fixture::default();
    assert_eq!(f.t.covers(OffBox::BK2), Some(DefBox::J));
    let (a, j, b0, b1) = (f.def_at(DefBox::A), f.def_at(DefBox::J), bench_db(&f, 0), bench_db(&f, 1));
    f.dd.remove(a);
    f.dd.remove(j);
    f.dd.place(DefBox::L, b0);
    f.dd.place(DefBox::L, b1);
    assert_eq!((f.dd.row_count(2), f.dd.row_count(3)), (2, 6));
    let mut dc = DefenseCall::new(DefPlay::Pass);
    dc.coverage[0] = Some(Cover { receiver: OffBox::BK2, helpers: [Some(b0), Some(b1)] });
    let e = check_defense(&dc, &f.dd, &f.def, &f.od, &f.t).expect_err("[bones 13.2] an uncovered receiver is not tripled");
    assert!(e.rule == "13.2" && e.msg.contains("nobody guards BK2"), "{e}");
    // Box F emptied instead, J's linebacker guarding Hunt: the triple coverage stands.
    let lb = f.def_at(DefBox::F);
    f.dd.remove(lb);
    f.dd.place(DefBox::J, j);
    assert_eq!(check_defense(&dc, &f.dd, &f.def, &f.od, &f.t), Ok(()), "[bones 13.2]");
}

/// The default fixture with a bench back in box L (a lineman taken out of A to keep eleven),
/// and the back.
fn center_field_fixture() -> (Fixture, huddle_bones::Pid) {
    let mut f = Fixture::default();
    let a = f.def_at(DefBox::A);
    f.dd.remove(a);
    let l = bench_db(&f, 0);
    f.dd.place(DefBox::L, l);
    (f, l)
}

/// The defense's call checked against the fixture's displays: the rule it breaks.
fn chk(f: &Fixture, dc: &DefenseCall) -> Result<(), &'static str> {
    check_defense(dc, &f.dd, &f.def, &f.od, &f.t).map_err(|e| e.rule)
}

#[test]
fn the_center_field_back_neither_blitzes_nor_helps_bones_13_6() {
    // [bones 13.6] The back in box L has no "coverage responsibilities" (L222): the Center
    // Field back may not help in double coverage. (Blitzers need the Blitz call, with which
    // Center Field is refused since the third audit: see the next test.)
    let (f, l) = center_field_fixture();
    let mut dc = DefenseCall::new(DefPlay::Pass);
    dc.center_field = true;
    assert_eq!(chk(&f, &dc), Ok(()));
    // He helps double-cover Flanker #1: refused.
    dc.coverage[0] = Some(Cover { receiver: OffBox::FL1, helpers: [Some(l), None] });
    assert_eq!(chk(&f, &dc), Err("13.6"), "[bones 13.6] the Center Field back helped in double coverage");
}

#[test]
fn center_field_goes_with_a_pass_or_a_run_defense_bones_13_6() {
    // [bones 13.6] "This can be applied whether the defense is in a pass or a run defense"
    // (L222): with a Pass or a Run call (any key, the Run Blitz too), not with the Prevent, the
    // Blitz (two linebackers blitzing, the five backs of Row 3 staying) nor the Zone, which the
    // seed names apart from "a regular pass" call (third audit: all were accepted).
    let (f, _) = center_field_fixture();
    let lbs: Vec<_> = f.dd.players().filter(|(b, p)| b.row() == 2 && f.def.player(*p).group() == Group::LB).map(|x| x.1).take(2).collect();
    for (play, ok) in [(DefPlay::Pass, true), (DefPlay::Run(RunKey::NoKey), true), (DefPlay::Run(RunKey::Qb), true), (DefPlay::Prevent, false), (DefPlay::Blitz, false), (DefPlay::Zone(Sector::Center), false)] {
        let mut dc = DefenseCall::new(play);
        if play == DefPlay::Blitz {
            dc.blitzers[0] = Some(lbs[0]);
            dc.blitzers[1] = Some(lbs[1]);
        }
        assert_eq!(chk(&f, &dc), Ok(()), "{play:?} without Center Field");
        dc.center_field = true;
        assert_eq!(chk(&f, &dc), if ok { Ok(()) } else { Err("13.6") }, "{play:?}");
    }
}

#[test]
fn the_screen_to_a_receiver_is_an_option_bones_11_1() {
    // [bones 11.1] A7: the Screen goes to "a back, or wide receiver, not a tight end" (the
    // default) or, under the option, to a running back only.
    let f = Fixture::default();
    let call = OffenseCall::new(OffPlay::SC, OffBox::FL1);
    let mut ctx = CallContext::plain(40);
    assert_eq!(check_offense(&call, &f.od, &f.off, &ctx, &f.t), Ok(()));
    ctx.screen_to_receivers = false;
    assert_eq!(check_offense(&call, &f.od, &f.off, &ctx, &f.t).map_err(|e| e.rule), Err("11.1"));
    assert_eq!(check_offense(&OffenseCall::new(OffPlay::SC, OffBox::BK2), &f.od, &f.off, &ctx, &f.t), Ok(()));
}

#[test]
fn a_z_rides_on_the_first_fad_of_a_screen_and_a_pitchout_bones_1_1() {
    // [bones 1.1] "If the first FAD rolled yields a Z": the Screen's completion roll, the
    // Pitchout's direction roll.
    let mut f = Fixture { oc: OffenseCall::new(OffPlay::SC, OffBox::BK2), ..Fixture::default() };
    let z_inc = (1..=100u8).find(|r| f.t.receiver(PassCol::Short, *r).1 && f.t.screen(*r) == ScreenResult::Inc).expect("an incomplete screen roll with a Z");
    let r = f.resolve(&[R::Fad(z_inc)]);
    assert!(r.z, "{r:?}");
    let plain_inc = (1..=100u8).find(|r| !f.t.receiver(PassCol::Short, *r).1 && f.t.screen(*r) == ScreenResult::Inc).unwrap();
    assert!(!f.resolve(&[R::Fad(plain_inc)]).z);
    // The Pitchout: a Z on the pitch roll counts; one on the Blocking Battle roll does not.
    f.oc = OffenseCall::new(OffPlay::PL, OffBox::BK2);
    let z_pitch = (1..=50u8).find(|r| f.t.block(RunCol::IL, *r).1).unwrap();
    let plain_pitch = (1..=50u8).find(|r| !f.t.block(RunCol::IL, *r).1).unwrap();
    let brk = block_roll(&f.t, RunCol::IL, "BREAK", false);
    let r = f.resolve(&[R::Fad(z_pitch), R::Fad(brk), R::Fad(30)]);
    assert!(r.z, "{r:?}");
    let z_block = (1..=100u8).find(|r| f.t.block(RunCol::IL, *r).1 && f.t.block(RunCol::IL, *r).0 == huddle_bones::tables::Block::Break);
    if let Some(zb) = z_block {
        assert!(!f.resolve(&[R::Fad(plain_pitch), R::Fad(zb), R::Fad(30)]).z);
    }
    assert!(!f.resolve(&[R::Fad(plain_pitch), R::Fad(brk), R::Fad(30)]).z);
}

#[test]
fn playoff_games_play_overtime_until_a_score_bones_20() {
    // [bones 20] A league's playoffs: the overtime reconstruction plays periods until somebody
    // scores; the regular season's single period may end tied.
    let t = huddle_bones::tables::Tables::embedded();
    let season = huddle_bones::game::core_rules(&t, &huddle_bones::options::Options::default());
    let playoff = huddle_bones::game::core_rules(&t, &huddle_bones::options::Options { playoff: true, ..Default::default() });
    assert_eq!(season.overtime.max_periods, Some(1));
    assert_eq!(playoff.overtime.max_periods, None);
}

#[test]
fn overtime_is_the_nfl_2013_modified_sudden_death_bones_20() {
    // [bones 20] The reconstruction of the missing overtime page is the NFL's 2013 rule: a field
    // goal on the first possession does not end the game; the other team gets the ball, and
    // after that any score that breaks the tie does. `modified_sudden_death: false` plays plain
    // sudden death.
    use huddle_core::{ClockCharge, Clock, DownEffect, End, GameState, Outcome, PlayKind, PlayRecord, Side};
    let t = huddle_bones::tables::Tables::embedded();
    let play = |g: &mut GameState, end: End, secs: u16| {
        let team = g.team_in_action();
        g.apply(&Outcome::new(end, ClockCharge::flat(secs), PlayRecord::new(PlayKind::Rush, team)), None).unwrap();
    };
    let to_overtime = |opts: huddle_bones::options::Options| {
        let mut g = GameState::new(huddle_bones::game::core_rules(&t, &opts));
        g.coin_toss(Side::Away, Side::Home, Side::Away).unwrap();
        play(&mut g, End::Possession { holder: Side::Away, at: 25, first_down: false }, 10);
        g.clock = Clock::new(4, 10);
        g.warning_given = true;
        play(&mut g, End::Scrimmage { gain: 1, effect: DownEffect::Normal }, 40);
        g.start_overtime(Side::Home).unwrap();
        play(&mut g, End::Possession { holder: Side::Away, at: 30, first_down: false }, 10);
        play(&mut g, End::FieldGoal, 5);
        g
    };
    for playoff in [false, true] {
        let mut g = to_overtime(huddle_bones::options::Options { playoff, ..Default::default() });
        assert!(!g.is_over(), "a first-possession field goal does not end it (playoff {playoff})");
        play(&mut g, End::Possession { holder: Side::Home, at: 25, first_down: false }, 10);
        play(&mut g, End::FieldGoal, 5);
        assert!(!g.is_over(), "the answering field goal ties it");
        play(&mut g, End::Possession { holder: Side::Away, at: 25, first_down: false }, 10);
        play(&mut g, End::FieldGoal, 5);
        assert!(g.is_over());
    }
    let g = to_overtime(huddle_bones::options::Options { modified_sudden_death: false, ..Default::default() });
    assert!(g.is_over(), "plain sudden death: the first score wins");
}
