//! Whole plays of a Strat-O-Matic game with scripted dice: the fixture teams of
//! `huddle_som::testkit` (plain pattern cards) and scripted calls. Dice are given face by face in
//! throwing order (control, results A, results B, black, yellow — whichever a throw includes).

use huddle_som::testkit::{last_record};
use huddle_core::{Phase, PlayFlags, PlayKind, Side};
use huddle_som::coach::OffPlay;
use huddle_som::options::SomOptions;
use huddle_som::testkit::{call, defense, game_at};
use huddle_som::vocab::{DefCall, Dir, OffSlot, PassPlay, RunPlay};

fn run(faces: &[u8], play: RunPlay, dcall: DefCall, spot: i16) -> huddle_som::game::SomGame {
    let mut g = game_at(faces, call(OffPlay::Run { play, carrier: OffSlot::Hb }), defense(dcall), spot, 1, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    g
}

#[test]
fn a_run_on_control_1_to_3_reads_the_carriers_card_in_the_wrong_column_against_a_pass_call() {
    // [som 2.4] End Run, defense called pass, control 3, results 4: the back's END RUN WRONG row 4 (+3).
    let g = run(&[3, 1, 3, 6, 6], RunPlay::end_run(Dir::Right), DefCall::Pass, 30);
    assert_eq!(g.core.spot.yards(), 33);
    // The same roll against a run call reads RIGHT row 4 (+2).
    let g = run(&[3, 1, 3, 6, 6], RunPlay::end_run(Dir::Right), DefCall::Run, 30);
    assert_eq!(g.core.spot.yards(), 32);
}

#[test]
fn a_run_on_control_4_to_6_reads_the_defensive_card_and_its_rating_checks() {
    // [som 2.4] Control 5, results 6: the defensive card's row 6, "DEF LT +1 OR +5"; the LT (defense 3)
    // fails against a 5 → +5. [som 2.3] With control 4 and the same cell the LT (3) still fails.
    let g = run(&[5, 3, 3, 6, 6], RunPlay::linebuck(), DefCall::Run, 30);
    assert_eq!(g.core.spot.yards(), 35);
    // Row 4 is "OFF C +4 OR +1": the center (run block 5) beats a control 5 → +4.
    let g = run(&[5, 1, 3, 6, 6], RunPlay::linebuck(), DefCall::Run, 30);
    assert_eq!(g.core.spot.yards(), 34);
    // ... but not a 6 → +1.
    let g = run(&[6, 1, 3, 6, 6], RunPlay::linebuck(), DefCall::Run, 30);
    assert_eq!(g.core.spot.yards(), 31);
}

#[test]
fn a_defensive_card_fumble_number_is_a_split_and_a_possession_roll() {
    // [som 2.9] Row 11 of the fixture's defensive card is "F-1 2-5, +1 6-12": split roll 2+2 → fumble at -1;
    // the possession roll 3+4 = 7 gives the ball to the defense; T4 2+3 = 5 (Linebuck column): the LE
    // recovered; he tries to advance it, T8 4+5 = 9: no gain.
    let g = run(&[4, 5, 6, 6, 6, 2, 2, 3, 4, 2, 3, 4, 5], RunPlay::linebuck(), DefCall::Run, 30);
    assert_eq!(g.core.possession, Side::Away);
    assert_eq!(g.core.spot.yards(), 71);
    assert!(last_record(&g).flags.has(PlayFlags::FUMBLE_LOST));
    assert!(g.text(g.log.last().unwrap()).contains("recovered by Le"), "{}", g.text(g.log.last().unwrap()));
    // [som 2.9] 2-6, 11, 12 the fumbling team keeps it: 5+6 = 11; T3 3+4 = 7: the quarterback, who falls on it.
    let g = run(&[4, 5, 6, 6, 6, 2, 2, 5, 6, 3, 4], RunPlay::linebuck(), DefCall::Run, 30);
    assert_eq!(g.core.possession, Side::Home);
    assert_eq!(g.core.spot.yards(), 29);
}

#[test]
fn a_long_gain_reads_t18_with_three_dice() {
    // [som 2.6] Row 12 of the running card is LG: three dice, control 1 and 2+3 → T18 Neutral row 5 col 1 = 48.
    let g = run(&[2, 6, 6, 6, 6, 1, 2, 3], RunPlay::linebuck(), DefCall::Run, 30);
    assert_eq!(g.core.spot.yards(), 78);
}

fn pass(faces: &[u8], play: PassPlay, target: OffSlot, dcall: DefCall, spot: i16) -> huddle_som::game::SomGame {
    let mut g = game_at(faces, call(OffPlay::Pass { play, target }), defense(dcall), spot, 1, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    g
}

#[test]
fn a_pass_rush_on_black_1_or_2_checks_the_advanced_chart() {
    // [som 2.13.1] Defense called pass, black 1: a rush. [som 2.13.2] Control 4 against a 4-3: DRE (fixture
    // rating 9) vs OLT (pass block 4). [som 2.13.5] T22 block 4, short, rush 9 sacks on 2-6 and 12: total 6 sacks.
    // The loss is all four dice: 2+3+4+5 = 14. (Then T6's two dice, 1+1: the DRE keeps the sack.)
    let g = pass(&[4, 2, 4, 1, 6, 2, 3, 4, 5, 1, 1], PassPlay::Short, OffSlot::Fl, DefCall::Pass, 30);
    let r = last_record(&g);
    assert_eq!(r.kind, PlayKind::Sack);
    assert_eq!(g.core.spot.yards(), 16);
    // [som 2.13.5] A total of 7 is not on the cell: no sack; the offense continues with a new roll.
    let g = pass(&[4, 3, 4, 1, 6, 2, 1, 2], PassPlay::Short, OffSlot::Fl, DefCall::Pass, 30);
    assert_ne!(last_record(&g).kind, PlayKind::Sack);
}

#[test]
fn no_pass_rush_when_the_defense_called_run() {
    // [som 2.13.1] The same dice against a run call: no rush; the QB's WRONG column row 6 reads REC.
    let g = pass(&[2, 2, 4, 1, 6, 2, 3, 4, 5], PassPlay::Short, OffSlot::Fl, DefCall::Run, 30);
    assert_ne!(last_record(&g).kind, PlayKind::Sack);
}

#[test]
fn a_sack_fumbles_on_control_1_with_the_black_die_in_the_qb_range() {
    // [som 2.13.5] Four dice 1+3+4+2: a loss of 10; control 1 and black 2 within the team's QB range
    // (rating 1-3 → 1-5, T5): a fumble; possession roll 3+4 → the defense; [som 2.9] T4 3+4 = 7 (sack
    // column): the man who sacked him recovers, and T8 4+5 = 9 advances it no yards.
    let g = pass(&[4, 2, 4, 1, 6, 1, 3, 4, 2, 3, 4, 3, 4, 4, 5, 1, 1], PassPlay::Short, OffSlot::Fl, DefCall::Pass, 30);
    let r = last_record(&g);
    assert!(r.flags.has(PlayFlags::FUMBLE_LOST), "{r:?}");
    assert_eq!(g.core.possession, Side::Away);
    assert_eq!(g.core.spot.yards(), 80);
}

#[test]
fn a_receiver_reading_rolls_four_dice_on_the_receivers_card_and_may_fumble() {
    // [som 2.5] Control 2 reads the QB (run call: WRONG), row 3 "REC": four dice on the receiver's WRONG
    // column; 1+1+3 → row 4 "+8"; control 1 with black 2 within the receiver range (1-3 → 1-2): a fumble
    // at the catch; possession roll 1+1 → the offense keeps it.
    let g = pass(&[2, 1, 2, 6, 6, 1, 1, 3, 2, 1, 1], PassPlay::Short, OffSlot::Fl, DefCall::Run, 30);
    let r = last_record(&g);
    assert!(r.flags.has(PlayFlags::FUMBLE) && !r.flags.has(PlayFlags::FUMBLE_LOST), "{r:?}");
    assert_eq!(g.core.spot.yards(), 38);
    // Black 3 is outside the range: a plain completion.
    let g = pass(&[2, 1, 2, 6, 6, 1, 1, 3, 3], PassPlay::Short, OffSlot::Fl, DefCall::Run, 30);
    let r = last_record(&g);
    assert!(!r.flags.has(PlayFlags::FUMBLE) && r.flags.has(PlayFlags::COMPLETE));
    assert_eq!(g.core.spot.yards(), 38);
}

#[test]
fn a_look_in_for_no_gain_is_incomplete() {
    // [som 2.5] A look-in of 0 or minus yards is incomplete. QB WRONG row 3 "REC"; four dice 2, 2+4, black 6
    // read the tight end's flat WRONG row 6: "+9" completes; made "0" (and "-2") it is incomplete.
    let faces = [2, 1, 2, 6, 6, 2, 2, 4, 6];
    let g = pass(&faces, PassPlay::LookIn, OffSlot::Te, DefCall::Run, 30);
    assert!(last_record(&g).flags.has(PlayFlags::COMPLETE));
    assert_eq!(g.core.spot.yards(), 39);
    for zero in ["0", "-2"] {
        let mut g = game_at(&faces, call(OffPlay::Pass { play: PassPlay::LookIn, target: OffSlot::Te }), defense(DefCall::Run), 30, 1, 10, 1, 900, SomOptions::default());
        let t = &mut g.teams[Side::Home].team;
        let te = t.player(&t.depth.te[0].clone()).unwrap();
        t.players[te].receiving.as_mut().unwrap().flat.wrong[4] = huddle_som::reading::Reading::parse(zero).unwrap();
        g.step().unwrap();
        assert!(!last_record(&g).flags.has(PlayFlags::COMPLETE), "{zero}");
        assert_eq!(g.core.spot.yards(), 30);
        // The same reading on a short pass is a completion for no gain.
        let mut g = game_at(&faces, call(OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Te }), defense(DefCall::Run), 30, 1, 10, 1, 900, SomOptions::default());
        let t = &mut g.teams[Side::Home].team;
        t.players[te].receiving.as_mut().unwrap().short.wrong[4] = huddle_som::reading::Reading::parse(zero).unwrap();
        g.step().unwrap();
        assert!(last_record(&g).flags.has(PlayFlags::COMPLETE), "{zero}");
    }
}

#[test]
fn a_flat_pass_interception_returned_on_a_3_is_a_touchdown() {
    // [som 2.7] QB RIGHT column row 2 "INT+10 2-6, X 7-12" (defense called pass, no rush on black 6);
    // split 1+1 → intercepted 10 yards downfield; the return roll 1+2 = 3 on a flat pass: touchdown.
    // T13 (3+4 = 7 on a flat pass): the lineman nearest the zone — a pass to the offense's left flat
    // faces the defense's right: the RE is credited.
    let g = pass(&[1, 1, 1, 6, 6, 1, 1, 1, 2, 3, 4], PassPlay::Flat(Dir::Left), OffSlot::Hb, DefCall::Pass, 30);
    let r = last_record(&g);
    assert!(r.flags.has(PlayFlags::INTERCEPTED) && r.flags.has(PlayFlags::RETURN_TD), "{r:?}");
    assert_eq!(g.core.score[Side::Away], 6);
    let t = &g.teams[Side::Away].team;
    let re = t.depth.defense.iter().find(|(s, _)| *s == huddle_som::vocab::DefSlot::Re).map(|(_, id)| t.player(id).unwrap()).unwrap();
    assert_eq!(r.defender.map(|d| d.idx as usize), Some(re));
}

fn kick(faces: &[u8], to_goal: i16) -> huddle_som::game::SomGame {
    let mut g = game_at(faces, call(OffPlay::FieldGoal), defense(DefCall::Run), 100 - to_goal, 4, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    g
}

#[test]
fn field_goals_are_blocked_on_control_1_with_a_12() {
    // [som 2.11] Control 1 and 6+6: blocked whatever the card says; T7 roll 3+4 = 7: the defense
    // recovers 9 yards behind the line (the line at the opponent's 25: the defense's 34).
    // [som 2.9] A blocked kick is a loose ball: the defense tries to advance it, T8 4+5 = 9: no gain.
    let g = kick(&[1, 6, 6, 6, 3, 4, 4, 5], 25);
    assert!(last_record(&g).flags.has(PlayFlags::BLOCKED));
    assert_eq!(g.core.possession, Side::Away);
    assert_eq!(g.core.spot.yards(), 34);
}

#[test]
fn a_missed_field_goal_goes_over_at_the_spot_of_the_kick_or_the_20() {
    // [som 2.11] From the 25 (band to 25: good on 3-11), 1+1 misses: the kick spot (the 32) is beyond the
    // 20, so the defense takes over there.
    let g = kick(&[2, 1, 1, 6], 25);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 32));
    // From the 12 the kick spot is the 19: the defense takes over at its 20.
    let g = kick(&[2, 1, 1, 6], 12);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 20));
    // A 12 that reads "no good" is a block (A-G13).
    let g = kick(&[2, 6, 6, 6, 3, 4], 25);
    assert!(last_record(&g).flags.has(PlayFlags::BLOCKED));
}

#[test]
fn beyond_the_cards_range_a_field_goal_is_good_only_on_a_2() {
    // [som 2.11] From the 40 (57 yards; the fixture's last band ends at the 35): good on 1+1 only.
    let g = kick(&[3, 1, 1, 6], 40);
    assert_eq!(g.core.score[Side::Home], 3);
    let g = kick(&[3, 1, 2, 6], 40);
    assert_eq!(g.core.score[Side::Home], 0);
}

fn kickoff(faces: &[u8]) -> huddle_som::game::SomGame {
    let mut g = game_at(faces, call(OffPlay::Punt), defense(DefCall::Run), 30, 1, 10, 1, 900, SomOptions::default());
    g.core.phase = Phase::Kickoff { kicker: Side::Away, from: 35, after_safety: false };
    g.core.possession = Side::Away;
    g.step().unwrap();
    g
}

#[test]
fn a_kickoff_return_touchdown_stands_on_control_1_to_5_and_is_a_long_gain_on_6() {
    // [som 2.1] Kickoff 1+2 = 3: "-2 #1" (2 deep, the first returner). Return on three dice: 12 reads TD;
    // control 3 → the touchdown stands.
    let g = kickoff(&[1, 2, 6, 3, 6, 6]);
    assert_eq!(g.core.score[Side::Home], 6);
    // Control 6 → a Long Gain instead: three dice 1, 2+3 → 48 yards from the -2: the 46.
    let g = kickoff(&[1, 2, 6, 6, 6, 6, 1, 2, 3]);
    assert_eq!(g.core.score[Side::Home], 0);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 46));
    // A touchback reading: the ball at the 20.
    let g = kickoff(&[1, 1, 6]);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 20));
}

#[test]
fn a_kickoff_return_fumble_stands_on_control_1_to_3() {
    // [som 2.1] Return 5+6 = 11 reads "F+15"; control 2: the fumble stands; possession 3+4 → the kicking team
    // at the receivers' 13 (landed at -2, +15).
    // [som 2.9] The kicking team's man is drawn from its LBs and DBs (one draw), then he tries to advance
    // it: T8 4+5 = 9, no gain.
    let g = kickoff(&[1, 2, 6, 2, 5, 6, 3, 4, 1, 4, 5]);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 87));
    // Control 5: ignore the fumble, take the yards.
    let g = kickoff(&[1, 2, 6, 5, 5, 6]);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 13));
}

#[test]
fn the_regular_clock_charges_a_run_two_spaces() {
    // [som 2.12.1] A run: 30 seconds.
    let g = run(&[3, 1, 3, 6, 6], RunPlay::end_run(Dir::Right), DefCall::Pass, 30);
    assert_eq!(g.core.clock.remaining, 870);
}

fn run_down(faces: &[u8], play: RunPlay, dcall: DefCall, spot: i16) -> huddle_som::game::SomGame {
    run(faces, play, dcall, spot)
}

#[test]
fn a_false_start_is_five_yards_no_play_and_no_time() {
    // [som 2.17] Yellow 1: a penalty may have occurred. Control 2 reads the offense's specialist card, 1+3 = 4:
    // "OFFSIDES" on the offense — a false start: 5 yards, the play does not count, no time runs.
    let g = run_down(&[3, 1, 3, 6, 1, 2, 1, 3], RunPlay::end_run(Dir::Right), DefCall::Pass, 30);
    assert_eq!(g.core.spot.yards(), 25);
    assert_eq!(g.core.clock.remaining, 900);
    assert_eq!(g.core.down(), huddle_core::Down::First);
    // [som 2.17] Half the distance: 5 yards on the offense at its own 5 → the 3.
    let g = run_down(&[3, 1, 3, 6, 1, 2, 1, 3], RunPlay::end_run(Dir::Right), DefCall::Pass, 5);
    assert_eq!(g.core.spot.yards(), 3);
}

#[test]
fn a_defensive_offside_is_the_offenses_choice() {
    // [som 2.17] Control 5 reads the defense's card: "OFFSIDES" on the defense. The run gained 3; five yards
    // and the down again are better, so the offense takes the penalty (one space of clock).
    let g = run_down(&[3, 1, 3, 6, 1, 5, 1, 3], RunPlay::end_run(Dir::Right), DefCall::Pass, 30);
    assert_eq!(g.core.spot.yards(), 35);
    assert_eq!(g.core.down(), huddle_core::Down::First);
    assert_eq!(g.core.clock.remaining, 885);
    // A 12-yard run (WRONG row 11) beats the five yards: declined.
    let g = run_down(&[3, 5, 6, 6, 1, 5, 1, 3], RunPlay::end_run(Dir::Right), DefCall::Pass, 30);
    assert_eq!(g.core.spot.yards(), 42);
}

#[test]
fn a_numbered_penalty_reads_the_penalty_chart() {
    // [som 2.17] Control 1, 3+3 = 6: "N1" on the offense; T20 run-offense number 1 on a Linebuck is
    // holding, 10 yards from the original line. The defense takes it over the run's +3.
    let g = run_down(&[3, 1, 3, 6, 1, 1, 3, 3], RunPlay::linebuck(), DefCall::Pass, 30);
    assert_eq!(g.core.spot.yards(), 20);
    assert_eq!(g.core.down(), huddle_core::Down::First);
    let r = last_record(&g);
    assert_eq!(r.penalty.map(|p| (p.against, p.yards)), Some((Side::Home, 10)));
    // The same number on an End Run is clipping: 15 yards.
    let g = run_down(&[3, 1, 3, 6, 1, 1, 3, 3], RunPlay::end_run(Dir::Right), DefCall::Pass, 30);
    assert_eq!(g.core.spot.yards(), 15);
}

#[test]
fn league_overtime_is_one_period_of_modified_sudden_death_with_two_time_outs() {
    // [som 1.5] Regular season: one 15-minute period, 2 time-outs, modified sudden death (the core's
    // test plays it out), a tie after it stands; playoffs: periods until a winner.
    let r = huddle_som::game::core_rules(&SomOptions::default());
    assert!(r.overtime.enabled && r.overtime.modified);
    assert_eq!((r.overtime.max_periods, r.overtime.period_secs, r.overtime.timeouts_per_period), (Some(1), 900, 2));
    let p = huddle_som::game::core_rules(&SomOptions { playoff: true, ..SomOptions::default() });
    assert_eq!((p.overtime.max_periods, p.overtime.timeouts_per_period), (None, 2));
    // A-L5: playoff periods follow one another with no new toss.
    assert!(!p.overtime_period_ends_half(5) && !p.overtime_period_ends_half(6));
}

#[test]
fn the_quarterback_has_season_carries_over_32_end_runs_a_game() {
    // [som 2.4.4] 57 carries / 32 = 1.8 → 2 End Runs; after them a QB End Run is refused; QB Linebucks are not limited.
    let qb_er = call(OffPlay::Run { play: RunPlay::end_run(Dir::Left), carrier: OffSlot::Qb });
    let mut g = game_at(&[], qb_er, defense(DefCall::Run), 30, 1, 10, 1, 900, SomOptions::default());
    let t = &mut g.teams[Side::Home].team;
    let q = t.player(&t.depth.qb[0].clone()).unwrap();
    t.players[q].season.rush_att = 57;
    assert_eq!(g.qb_end_runs_left(Side::Home), 2);
    assert!(g.legal(&qb_er).is_ok());
    g.teams[Side::Home].qb_end_runs.set(q, 2);
    assert!(g.legal(&qb_er).unwrap_err().contains("[som 2.4.4]"));
    assert!(g.legal(&call(OffPlay::Run { play: RunPlay::linebuck(), carrier: OffSlot::Qb })).is_ok());
    g.teams[Side::Home].team.players[q].season.rush_att = 65;
    assert_eq!(g.qb_end_runs_left(Side::Home), 1);
}

#[test]
fn the_usage_limits_are_read_from_the_chart_file() {
    // [som 2.4.4] [som 2.18.2] The divisors are data: a chart file with 16 and 5 gives a
    // 57-carry quarterback ceil(57 / 16) = 4 End Runs, and a 20-carry backup 4 fresh carries.
    let mut v: serde_json::Value = serde_json::from_str(huddle_som::tables::SOM_JSON).unwrap();
    v["usage_limits"]["qb_end_run_carries"] = 16.into();
    v["usage_limits"]["backup_fresh_carries"] = 5.into();
    let tables = huddle_som::tables::Tables::from_json(&v.to_string(), "usage.json").unwrap();
    let limits = tables.usage();
    assert_eq!((limits.qb_end_runs(57), limits.backup_fresh(20), limits.backup_fresh(21)), (4, 4, 5));
    let embedded = huddle_som::tables::Tables::embedded().usage();
    assert_eq!((embedded.qb_end_runs(57), embedded.backup_fresh(34), embedded.backup_fresh(30)), (2, 4, 3));
    let mut g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 30, 1, 10, 1, 900, SomOptions::default());
    let t = &mut g.teams[Side::Home].team;
    let q = t.player(&t.depth.qb[0].clone()).unwrap();
    t.players[q].season.rush_att = 57;
    assert_eq!(g.qb_end_runs_left(Side::Home), 2);
    g.book.tables = Box::leak(Box::new(tables));
    assert_eq!(g.qb_end_runs_left(Side::Home), 4);
}

#[test]
fn from_the_shotgun_only_linebucks_and_qb_end_runs() {
    // [som 2.4.3] Shotgun: runs only a Linebuck (by anyone, draws included) or a QB End Run.
    let g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 30, 1, 10, 1, 900, SomOptions::default());
    let gun = |play: RunPlay, carrier: OffSlot| huddle_som::coach::OffenseCall { shotgun: true, ..call(OffPlay::Run { play, carrier }) };
    assert!(g.legal(&gun(RunPlay::linebuck(), OffSlot::Hb)).is_ok());
    assert!(g.legal(&gun(RunPlay::linebuck().draw(), OffSlot::Hb)).is_ok());
    assert!(g.legal(&gun(RunPlay::end_run(Dir::Left), OffSlot::Qb)).is_ok());
    assert!(g.legal(&gun(RunPlay::end_run(Dir::Left), OffSlot::Hb)).unwrap_err().contains("[som 2.4.3]"));
    assert!(g.legal(&gun(RunPlay::off_tackle(Dir::Left), OffSlot::Hb)).unwrap_err().contains("[som 2.4.3]"));
}

#[test]
fn the_shotgun_takes_one_from_the_pass_rush() {
    // [som 2.4.3] All pass-rush ratings −1: the DRE's 9 is an 8; T22 block 4 short at 9 sacks on 12, at 8 not.
    let faces = [4, 6, 6, 1, 6, 2, 1, 2, 1, 1, 1, 1];
    let pass_call = call(OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Fl });
    let mut g = game_at(&faces, pass_call, defense(DefCall::Pass), 30, 1, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    assert_eq!(last_record(&g).kind, PlayKind::Sack);
    let gun = huddle_som::coach::OffenseCall { shotgun: true, ..pass_call };
    let mut g = game_at(&faces, gun, defense(DefCall::Pass), 30, 1, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    assert_ne!(last_record(&g).kind, PlayKind::Sack);
}

#[test]
fn no_sack_when_the_indicated_linebacker_is_not_blitzing() {
    // [som 2.13.3] Control 5 against a 4-3 names the HI LB: with no linebacker blitzing there is no sack,
    // whatever the total; with the MLB blitzing he rushes (rating 4 vs the center's 4: "2-4" sacks a 2).
    let faces = [5, 1, 1, 1, 6, 2, 1, 2, 1, 1, 1, 1];
    let pass_call = call(OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Fl });
    let mut g = game_at(&faces, pass_call, defense(DefCall::Pass), 30, 1, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    assert_ne!(last_record(&g).kind, PlayKind::Sack);
    let mut blitz = defense(DefCall::Pass);
    blitz.blitz[0] = Some(huddle_som::vocab::DefSlot::Mlb);
    let mut g = game_at(&faces, pass_call, blitz, 30, 1, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    assert_eq!(last_record(&g).kind, PlayKind::Sack);
}

#[test]
fn a_blocking_back_check_reads_the_back_not_carrying() {
    // [som 2.4.5] "OFF BB +5 OR +1" reads the blocking back's run block: the FB (4) when the HB carries —
    // control 4 gives +5, control 5 +1; when the QB carries, the higher-rated of the backs (the HB made 6).
    let set = |g: &mut huddle_som::game::SomGame| {
        let d = &mut g.teams[Side::Away].team.defense_card;
        for c in d.linebuck.iter_mut() {
            c[2] = huddle_som::reading::Reading::parse("OFF BB +5 OR +1").unwrap();
        }
    };
    for (ctl, carrier, want) in [(4, OffSlot::Hb, 35), (5, OffSlot::Hb, 31), (5, OffSlot::Qb, 35)] {
        let mut g = game_at(&[ctl, 1, 3, 6, 6], call(OffPlay::Run { play: RunPlay::linebuck(), carrier }), defense(DefCall::Run), 30, 1, 10, 1, 900, SomOptions::default());
        set(&mut g);
        let t = &mut g.teams[Side::Home].team;
        let hb = t.player(&t.depth.rb[0].clone()).unwrap();
        t.players[hb].run_block = 6;
        g.step().unwrap();
        assert_eq!(g.core.spot.yards(), want, "control {ctl}, {carrier:?} carrying");
    }
}

fn punt(faces: &[u8], spot: i16, rush: huddle_som::coach::PuntRush) -> huddle_som::game::SomGame {
    let mut d = defense(DefCall::Run);
    d.punt_rush = rush;
    let mut g = game_at(faces, call(OffPlay::Punt), d, spot, 4, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    g
}

#[test]
fn a_punt_reads_the_distance_and_the_return_man() {
    // [som 2.10.1] Two dice: 3+4 = 7 reads "45 #1": from the 30 the ball comes down at the receivers' 25;
    // the first returner's column on three dice (1, 1+3 = 4) reads +25: the receivers' 50.
    let g = punt(&[3, 4, 6, 1, 1, 3], 30, huddle_som::coach::PuntRush::Normal);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 50));
    // Into the end zone: downed, the ball at the 20.
    let g = punt(&[3, 4, 6], 60, huddle_som::coach::PuntRush::Normal);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 20));
}

#[test]
fn a_block_attempt_adds_one_and_a_failed_attempt_leaves_no_return() {
    // [som 2.10.2] 6+6+1 = 13: blocked; T7 3+4 → the defense recovers 9 yards behind the line.
    let g = punt(&[6, 6, 6, 3, 4, 4, 5], 30, huddle_som::coach::PuntRush::Block);
    assert!(last_record(&g).flags.has(PlayFlags::BLOCKED));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 79));
    // 3+3+1 = 7 reads "45 #1" and the receivers may not return it: the ball at their 25.
    let g = punt(&[3, 3, 6], 30, huddle_som::coach::PuntRush::Block);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 25));
}

#[test]
fn a_safe_punt_rush_takes_one_off_and_rolls_a_block_again() {
    // [som 2.10.3] 3+5−1 = 7: "45 #1"; a 12 reading "BLK" − 1 = 11 "50 #2": with the safe rush it is read at 11.
    let g = punt(&[3, 5, 6, 1, 1, 3], 30, huddle_som::coach::PuntRush::Safe);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 50));
}

fn kickoff_with(faces: &[u8], kind: huddle_som::coach::KickKind, from: u8) -> huddle_som::game::SomGame {
    use huddle_som::testkit::ScriptCoach;
    let mk = || ScriptCoach { kick: kind, punt_kind: Default::default(), punt_choice: None, offense: call(OffPlay::Punt), defense: defense(DefCall::Run), timeouts: false };
    let mut g = huddle_som::testkit::scripted_game(faces, huddle_core::PerSide::new(Box::new(mk()), Box::new(mk())), SomOptions::default());
    g.core.phase = Phase::Kickoff { kicker: Side::Away, from, after_safety: false };
    g.core.possession = Side::Away;
    g.step().unwrap();
    g
}

#[test]
fn a_squib_kick_comes_down_twenty_yards_out_and_its_return_is_fifteen_shorter() {
    use huddle_som::coach::KickKind;
    // [som 2.1.3] 1+2 = 3 reads "-2 #1": a squib lands at the 18; the return 1, 1+3 reads +25 − 15 = 10: the 28.
    let g = kickoff_with(&[1, 2, 6, 1, 1, 3], KickKind::Squib, 35);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 28));
    // A touchback reading comes down at the 10; a return of +45 is held to 30: the 40.
    let g = kickoff_with(&[1, 1, 6, 1, 1, 1], KickKind::Squib, 35);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 40));
    // A TD reading is a Long Gain instead (three dice 1, 2+3: 48 yards from the 18).
    let g = kickoff_with(&[1, 2, 6, 3, 6, 6, 1, 2, 3], KickKind::Squib, 35);
    assert_eq!((g.core.score[Side::Home], g.core.spot.yards()), (0, 66));
}

#[test]
fn an_onside_kick_reads_the_leagues_chart() {
    use huddle_som::coach::KickKind;
    // [som 2.1.2] T11: 1+1 = 2 — 12 yards, recovered by the kicking team (the chart's "defense"): its 47.
    let g = kickoff_with(&[1, 1, 6], KickKind::Onside, 35);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 47));
    // 1+3 = 4 — 19 yards, the receiving team's: its 46 (it runs the loose ball back on T8, L337:
    // 4+5 = 9, no gain).
    let g = kickoff_with(&[1, 3, 6, 4, 5], KickKind::Onside, 35);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 46));
}

#[test]
fn a_kickoff_moved_back_turns_a_touchback_into_a_returnable_kick() {
    use huddle_som::coach::KickKind;
    // [som 2.1.1] From the 30 a touchback reading comes down 5 deep (returned: 1, 1+1 = +45 → the 40);
    // from the 20 at the 5 (+45 → the 50); from the 35 it stays a touchback.
    let g = kickoff_with(&[1, 1, 6, 1, 1, 1], KickKind::Normal, 30);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 40));
    let g = kickoff_with(&[1, 1, 6, 1, 1, 1], KickKind::Normal, 20);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 50));
    let g = kickoff_with(&[1, 1, 6], KickKind::Normal, 35);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 20));
}

#[test]
fn no_blitz_adjustment_inside_the_ten() {
    // [som 2.19] [som 2.13.4] Control 1: the DLE (8) against the ORT (4). Two linebackers blitzing add +4
    // (T9, 4-3) — 12 sacks on a 7 — but not inside the defense's 10, where the 8 does not.
    let faces = [1, 3, 4, 1, 6, 2, 1, 2, 1, 1, 1, 1];
    let pass_call = call(OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Fl });
    let mut blitz = defense(DefCall::Pass);
    blitz.blitz = [Some(huddle_som::vocab::DefSlot::Mlb), Some(huddle_som::vocab::DefSlot::Rlb), None];
    let mut g = game_at(&faces, pass_call, blitz, 50, 1, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    assert_eq!(last_record(&g).kind, PlayKind::Sack);
    let mut g = game_at(&faces, pass_call, blitz, 92, 1, 8, 1, 900, SomOptions::default());
    g.step().unwrap();
    assert_ne!(last_record(&g).kind, PlayKind::Sack);
}

#[test]
fn the_optional_rules_are_switches() {
    // [som 2.20] The penalty system and injuries are optional rules: off, a yellow 1 or a triple does nothing.
    let off = SomOptions { penalties: false, injuries: false, ..SomOptions::default() };
    let mut g = game_at(&[3, 1, 3, 6, 1, 2, 1, 3], call(OffPlay::Run { play: RunPlay::end_run(Dir::Right), carrier: OffSlot::Hb }), defense(DefCall::Pass), 30, 1, 10, 1, 900, off);
    g.step().unwrap();
    assert_eq!(g.core.spot.yards(), 33, "no false start with penalties off");
    // A-G16's reading as an option: two dice for the sack's yards (2+3 = 5) instead of four (14).
    let two = SomOptions { sack_dice: huddle_som::options::SackDice::Two, ..SomOptions::default() };
    let mut g = game_at(&[4, 2, 4, 1, 6, 2, 2, 3, 5, 1, 1], call(OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Fl }), defense(DefCall::Pass), 30, 1, 10, 1, 900, two);
    g.step().unwrap();
    assert_eq!(g.core.spot.yards(), 25);
}

#[test]
fn an_interception_beyond_the_end_line_is_a_touchback() {
    // [som 2.7] [som 2.19] QB RIGHT row 2 made "INT+20" from the opponent's 5: 20 yards downfield is past
    // the end line: the defense's ball at its 20, no return (no return dice are thrown).
    let pass_call = call(OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Fl });
    let mut g = game_at(&[1, 1, 1, 6, 6], pass_call, defense(DefCall::Pass), 95, 1, 5, 1, 900, SomOptions::default());
    let t = &mut g.teams[Side::Home].team;
    let q = t.player(&t.depth.qb[0].clone()).unwrap();
    t.players[q].passing.as_mut().unwrap().sections.short.right[0] = huddle_som::reading::Reading::parse("INT+20").unwrap();
    g.step().unwrap();
    let r = last_record(&g);
    assert!(r.flags.has(PlayFlags::INTERCEPTED) && r.flags.has(PlayFlags::TOUCHBACK), "{r:?}");
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 20));
}

#[test]
fn an_illegal_play_call_is_delay_of_game() {
    // [som 2.2] Step 9: an illegal play (a flat pass inside the 10) costs 5 yards, the down again, no snap.
    let g = pass(&[], PassPlay::Flat(Dir::Left), OffSlot::Hb, DefCall::Pass, 92);
    assert_eq!(g.core.spot.yards(), 87);
    assert_eq!(g.core.down(), huddle_core::Down::First);
    assert_eq!(g.core.clock.remaining, 900);
    assert_eq!(last_record(&g).kind, PlayKind::NoPlay);
}

#[test]
fn the_defense_sees_the_formation_and_an_announced_kick_not_the_play() {
    // [som 2.2] Steps 1-4: the offense shows its formation (and Shotgun), announces a punt or field goal;
    // the run or pass stays secret until both have called.
    let run = huddle_som::coach::OffenseCall { shotgun: true, ..call(OffPlay::Run { play: RunPlay::linebuck(), carrier: OffSlot::Hb }) };
    let pass = huddle_som::coach::OffenseCall { shotgun: true, ..call(OffPlay::Pass { play: PassPlay::Long, target: OffSlot::Fl }) };
    assert_eq!(run.shown(), pass.shown());
    assert!(run.shown().shotgun && !run.shown().punt);
    assert!(call(OffPlay::Punt).shown().punt);
    assert!(call(OffPlay::FieldGoal).shown().field_goal);
}

#[test]
fn players_play_only_the_positions_on_their_rating_card() {
    // [som 2.18.3] A team file that lines up a receiver at quarterback is refused, naming the rule.
    let mut t = huddle_som::testkit::team("BAD");
    let wr = t.depth.wr[0].clone();
    t.depth.qb.insert(0, wr);
    let e = t.validate("bad.json").unwrap_err().to_string();
    assert!(e.contains("bad.json") && e.contains("QB") && e.contains("[som 2.18.3]"), "{e}");
}

#[test]
fn kneels_and_spikes_belong_to_the_last_two_minutes() {
    // [som 2.12.6] A kneel: −1 yard and 6 ticks in the last two minutes of the game; control 1 with 12 fumbles.
    let mut g = game_at(&[2, 3, 4], call(OffPlay::Kneel), defense(DefCall::Run), 30, 1, 10, 4, 110, SomOptions::default());
    g.step().unwrap();
    assert_eq!(g.core.spot.yards(), 29);
    assert_eq!(g.core.clock.remaining, 67, "1:50 stands on 1:52's space (1); six ticks: space 7, 1:07");
    let mut g = game_at(&[1, 6, 6, 6, 3, 4], call(OffPlay::Kneel), defense(DefCall::Run), 30, 1, 10, 4, 110, SomOptions::default());
    g.step().unwrap();
    assert_eq!(g.core.possession, Side::Away, "fumbled snap recovered by the defense");
    // Not before: delay of game.
    let mut g = game_at(&[2, 3, 4], call(OffPlay::Kneel), defense(DefCall::Run), 30, 1, 10, 3, 110, SomOptions::default());
    g.step().unwrap();
    assert_eq!(last_record(&g).kind, PlayKind::NoPlay);
    // [som 2.12.4] A spike in the last two minutes of the first half: a lost down, no time, not a pass.
    let mut g = game_at(&[2, 3, 4], call(OffPlay::Spike), defense(DefCall::Run), 30, 1, 10, 2, 50, SomOptions::default());
    g.step().unwrap();
    assert_eq!((g.core.down(), g.core.clock.remaining), (huddle_core::Down::Second, 50));
    assert_eq!(last_record(&g).kind, PlayKind::Spike);
}

#[test]
fn after_a_rush_without_a_sack_the_offense_may_dump_off() {
    // [som 2.13.6] Control 4: DRE vs OLT, 3+4 = 7 is no sack. On 2nd and 3 the coach dumps off: one die for
    // the zone (2: the look-in), one for the target (5: the TE box), then three dice read as a look-in with
    // the RIGHT columns: QB row 6 "REC", the TE's flat RIGHT row 6 "+9".
    let faces = [4, 3, 4, 1, 6, 2, 5, 2, 2, 4, 2, 2, 4, 6];
    let pass_call = call(OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Fl });
    let mut g = game_at(&faces, pass_call, defense(DefCall::Pass), 30, 2, 3, 1, 900, SomOptions::default());
    let te = { let t = &g.teams[Side::Home].team; t.player(&t.depth.te[0]).unwrap() };
    g.step().unwrap();
    let r = last_record(&g);
    assert_eq!(r.player.map(|p| p.idx as usize), Some(te), "{r:?}");
    assert!(r.flags.has(PlayFlags::COMPLETE));
    assert_eq!(g.core.spot.yards(), 39);
    // Inside the opponent's 10 there is no dump-off: the pass to the flanker goes on (Rec 2-tmd column).
    let mut g = game_at(&faces, pass_call, defense(DefCall::Pass), 92, 2, 3, 1, 900, SomOptions::default());
    g.step().unwrap();
    assert_ne!(last_record(&g).player.map(|p| p.idx as usize), Some(te));
}

#[test]
fn a_punt_inside_the_fifteen_is_a_fair_catch_chance() {
    use huddle_som::coach::PuntRush::Normal;
    // [som 2.10.7] 3+4 "45 #1" from the 40 comes down at the receivers' 15: the fair-catch option, one die —
    // 2: a fair catch (the return dice 1, 1+1 show no fumble) at the 15; 6: downed there; 4: the ball rolls.
    let g = punt(&[3, 4, 6, 2, 1, 1, 1], 40, Normal);
    assert!(last_record(&g).flags.has(PlayFlags::FAIR_CATCH));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 15));
    let g = punt(&[3, 4, 6, 6], 40, Normal);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 15));
    // A fumble reading on the fair catch (5+6 = 11: "F+15") and a die of 2: a fumble; 3+4 → the kicking team.
    let g = punt(&[3, 4, 6, 2, 1, 5, 6, 2, 3, 4], 40, Normal);
    assert_eq!(g.core.possession, Side::Home);
}

#[test]
fn a_punt_let_roll_is_downed_or_rolls_three_dice() {
    use huddle_som::coach::PuntRush::Normal;
    // [som 2.10.6] From the 48 the punt comes down at the receivers' 7: they let it roll. One die 2: the kicking
    // team downs it there; 5: it rolls 3+4 = 7 — control 2 on toward the goal (a touchback), control 1 back (the 14).
    let g = punt(&[3, 4, 6, 2], 48, Normal);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 7));
    let g = punt(&[3, 4, 6, 5, 2, 3, 4], 48, Normal);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 20));
    let g = punt(&[3, 4, 6, 5, 1, 3, 4], 48, Normal);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 14));
}

fn special_punt(faces: &[u8], spot: i16, kind: huddle_som::coach::PuntKind, choice: Option<huddle_som::coach::PuntChoice>) -> huddle_som::game::SomGame {
    use huddle_som::testkit::ScriptCoach;
    let mk = || ScriptCoach { kick: Default::default(), punt_kind: kind, punt_choice: choice, offense: call(OffPlay::Punt), defense: defense(DefCall::Run), timeouts: false };
    let mut g = huddle_som::testkit::scripted_game(faces, huddle_core::PerSide::new(Box::new(mk()), Box::new(mk())), SomOptions::default());
    g.core.phase = Phase::Scrimmage;
    g.core.possession = Side::Home;
    g.core.spot = huddle_core::Spot::new(spot).unwrap();
    g.core.downs = huddle_core::DownDistance { down: huddle_core::Down::Fourth, line_to_gain: (spot + 10).min(100) as u8 };
    g.step().unwrap();
    g
}

#[test]
fn a_coffin_corner_punt_takes_off_three_dice_and_goes_out_on_black_1_to_3() {
    use huddle_som::coach::PuntKind;
    // [som 2.10.4] The seed's example: from the opponent's 35 a 43-yard punt (4+4: "43 #2"); then all four
    // dice, 3+6+6 = 15 off: 28 yards; black 1: out of bounds at the 7.
    let g = special_punt(&[4, 4, 6, 3, 6, 6, 1], 65, PuntKind::CoffinCorner, None);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 7));
    assert!(!last_record(&g).flags.has(PlayFlags::FAIR_CATCH) && last_record(&g).return_yards == 0);
    // Black 5: in bounds at the 7, and the receivers may return it (here they let it roll: 2, downed).
    let g = special_punt(&[4, 4, 6, 3, 6, 6, 5, 2], 65, PuntKind::CoffinCorner, None);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 7));
    // Not on the kicking team's own side: a normal punt.
    let g = special_punt(&[4, 4, 6, 1, 1, 1], 40, PuntKind::CoffinCorner, Some(huddle_som::coach::PuntChoice::Return));
    assert_eq!(g.core.spot.yards(), 17 + 45, "43 yards from the 40 to the receivers' 17, returned 45");
}

#[test]
fn a_pooch_punt_takes_off_three_dice_and_is_fair_caught_on_7_8_12() {
    use huddle_som::coach::{PuntChoice, PuntKind};
    // [som 2.10.5] The seed's example: from the 36 a 44-yard punt (2+3: "44 #1") less 3+5+5 = 13: 31 yards, the 5.
    // Returned, a roll of 7 is an automatic fair catch.
    let g = special_punt(&[2, 3, 6, 3, 5, 5, 1, 3, 4], 64, PuntKind::Pooch, Some(PuntChoice::Return));
    assert!(last_record(&g).flags.has(PlayFlags::FAIR_CATCH));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 5));
    // A roll of 4 is returned: +25 from the 5.
    let g = special_punt(&[2, 3, 6, 3, 5, 5, 1, 1, 3], 64, PuntKind::Pooch, Some(PuntChoice::Return));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 30));
}

#[test]
fn a_backup_back_tires_after_a_tenth_of_his_carries() {
    // [som 2.18.2] The seed's example: a backup with 34 carries has 4 fresh carries; the 5th reads RIGHT
    // (+2 on row 4) instead of the pass call's WRONG (+3). The top rusher never tires.
    let faces: Vec<u8> = [3, 1, 3, 6, 6].repeat(6);
    for (carrier, gains) in [(OffSlot::Fb, [3, 3, 3, 3, 2, 2]), (OffSlot::Hb, [3, 3, 3, 3, 3, 3])] {
        let mut g = game_at(&faces, call(OffPlay::Run { play: RunPlay::linebuck(), carrier }), defense(DefCall::Pass), 20, 1, 10, 1, 900, SomOptions::default());
        let t = &mut g.teams[Side::Home].team;
        let fb = t.player(&t.depth.rb[1].clone()).unwrap();
        t.players[fb].season.rush_att = 34;
        let mut got = Vec::new();
        for _ in 0..6 {
            let before = g.core.spot.yards();
            g.step().unwrap();
            got.push(g.core.spot.yards() - before);
        }
        assert_eq!(got, gains.to_vec(), "{carrier:?}");
    }
}

#[test]
fn a_receiver_with_blank_long_columns_is_not_thrown_a_long_pass() {
    // [som 2.5] Step 7: both Long columns blank → no long pass to him (a short pass is still allowed).
    let long = call(OffPlay::Pass { play: PassPlay::Long, target: OffSlot::Hb });
    let mut g = game_at(&[], long, defense(DefCall::Pass), 30, 1, 10, 1, 900, SomOptions::default());
    assert!(g.legal(&long).is_ok());
    let t = &mut g.teams[Side::Home].team;
    let hb = t.player(&t.depth.rb[0].clone()).unwrap();
    let x = huddle_som::reading::Reading::Incomplete;
    let card = t.players[hb].receiving.as_mut().unwrap();
    card.long.right = std::array::from_fn(|_| x.clone());
    card.long.wrong = std::array::from_fn(|_| x.clone());
    assert!(g.legal(&long).unwrap_err().contains("[som 2.5]"));
    assert!(g.legal(&call(OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Hb })).is_ok());
}

fn punt_choosing(faces: &[u8], choice: huddle_som::coach::PuntChoice) -> huddle_som::game::SomGame {
    use huddle_som::testkit::ScriptCoach;
    let mut d = defense(DefCall::Run);
    d.punt_rush = huddle_som::coach::PuntRush::Normal;
    let mk = || ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: Some(choice), offense: call(OffPlay::Punt), defense: d, timeouts: false };
    let mut g = huddle_som::testkit::scripted_game(faces, huddle_core::PerSide::new(Box::new(mk()), Box::new(mk())), SomOptions::default());
    g.core.phase = Phase::Scrimmage;
    g.core.possession = Side::Home;
    g.core.spot = huddle_core::Spot::new(30).unwrap();
    g.core.downs = huddle_core::DownDistance { down: huddle_core::Down::Fourth, line_to_gain: 40 };
    g.step().unwrap();
    g
}

#[test]
fn only_a_punt_run_back_counts_as_a_return() {
    use huddle_som::coach::PuntChoice;
    // [som 2.10.7] "45 #1" from the 30 comes down at the receivers' 25. A fair catch (one die, 2)
    // with no fumble reading on the return dice (1, 1+3): the ball there, and no return in the box score.
    let g = punt_choosing(&[3, 4, 6, 2, 1, 1, 3], PuntChoice::FairCatch);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 25));
    assert!(last_record(&g).flags.has(PlayFlags::FAIR_CATCH));
    assert_eq!(last_record(&g).returner, None);
    let b = huddle_stats::BoxScore::from_log(&g.core.log);
    assert_eq!((b.teams[Side::Away].punt_returns, b.teams[Side::Home].punts), (0, 1));
    // [som 2.10.6] Let it roll: one die 2, the kicking team downs it where it came down. Not a return either.
    let g = punt_choosing(&[3, 4, 6, 2], PuntChoice::LetItRoll);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 25));
    assert_eq!(huddle_stats::BoxScore::from_log(&g.core.log).teams[Side::Away].punt_returns, 0);
    // Run back (1, 1+3 reads +25): one return of 25 yards.
    let g = punt_choosing(&[3, 4, 6, 1, 1, 3], PuntChoice::Return);
    let b = huddle_stats::BoxScore::from_log(&g.core.log);
    assert_eq!((b.teams[Side::Away].punt_returns, b.teams[Side::Away].punt_return_yards), (1, 25));
}

#[test]
fn the_computer_kicks_a_field_goal_where_its_kicker_makes_at_least_half() {
    use huddle_som::coach::{fg_chance, AiCoach};
    // Fourth and 8 in the first quarter: a field goal where the kicker's card reads good on at
    // least half the results totals for that line (§2.11), a punt elsewhere.
    let mut rng = huddle_core::SeededRandom::new(3);
    let mut kicked = 0;
    // (Fourth and goal at the 3 or closer is played: the first yards are not tested here.)
    for to_goal in 4..=60i16 {
        let g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 100 - to_goal, 4, 8.min(to_goal as u8), 1, 900, SomOptions::default());
        let c = AiCoach.offense_call(&g.view(Side::Home), &mut rng);
        let chance = fg_chance(&g.teams[Side::Home].team, to_goal);
        if chance >= 0.5 {
            assert_eq!(c.play, OffPlay::FieldGoal, "{to_goal} yards out, chance {chance:.2}");
            kicked += 1;
        } else if to_goal > 8 {
            assert_eq!(c.play, OffPlay::Punt, "{to_goal} yards out, chance {chance:.2}");
        }
    }
    assert!(kicked > 20, "{kicked}");
    // The chance is the share of the 36 results rolls the card reads good: totals 2-12 weigh 1-6-1.
    let t = huddle_som::testkit::team("T");
    let band = &t.specialist.field_goals[0];
    let expect: f64 = band.good.iter().map(|x| (6 - (*x as i16 - 7).abs()) as f64 / 36.0).sum();
    assert!((fg_chance(&t, band.max_los as i16) - expect).abs() < 1e-9);
    assert_eq!(fg_chance(&t, t.specialist.field_goals.last().unwrap().max_los as i16 + 1), 0.0);
}

#[test]
fn the_computer_runs_more_near_the_goal_line() {
    use huddle_som::coach::AiCoach;
    let mut rng = huddle_core::SeededRandom::new(9);
    let mut passes = |spot: i16| {
        let g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), spot, 1, 10.min((100 - spot) as u8), 1, 900, SomOptions::default());
        let v = g.view(Side::Home);
        (0..3000).filter(|_| matches!(AiCoach.offense_call(&v, &mut rng).play, OffPlay::Pass { .. })).count()
    };
    let (midfield, goal_line) = (passes(50), passes(97));
    assert!(goal_line + 300 < midfield, "inside the 5 {goal_line} passes of 3000, at midfield {midfield}");
}

#[test]
fn a_sack_by_a_rusher_rated_8_or_more_may_be_credited_to_another_man() {
    // [som 2.20] T6 (optional): the DRE (rating 9) sacks as in the test above (control 4, total 6);
    // after the play two dice, 5+5 = 10, are in the rating-9 row's "reassign" totals (10-12): the
    // credit goes to the next man down T24's rows who is rushing — row 5 (HI LB) has no blitzer,
    // row 6 (the asterisk, not one fixed man) is skipped, row 1 is the DLE.
    let faces = [4, 2, 4, 1, 6, 2, 3, 4, 5, 5, 5];
    let g = pass(&faces, PassPlay::Short, OffSlot::Fl, DefCall::Pass, 30);
    let r = last_record(&g);
    assert_eq!(r.kind, PlayKind::Sack);
    assert_eq!(g.core.spot.yards(), 16, "the play is the same");
    let t = &g.teams[Side::Away].team;
    let le = t.depth.defense.iter().find(|(s, _)| *s == huddle_som::vocab::DefSlot::Le).map(|(_, id)| t.player(id).unwrap()).unwrap();
    let re = t.depth.defense.iter().find(|(s, _)| *s == huddle_som::vocab::DefSlot::Re).map(|(_, id)| t.player(id).unwrap()).unwrap();
    assert_eq!(r.defender.map(|d| d.idx as usize), Some(le));
    assert!(g.text(g.log.last().unwrap()).contains(&format!("sacked by {}", t.players[le].name)), "{}", g.text(g.log.last().unwrap()));
    // 1+1 = 2 keeps it with the DRE; with the option off no dice are rolled for it.
    let g = pass(&[4, 2, 4, 1, 6, 2, 3, 4, 5, 1, 1], PassPlay::Short, OffSlot::Fl, DefCall::Pass, 30);
    assert_eq!(last_record(&g).defender.map(|d| d.idx as usize), Some(re));
    let off = SomOptions { sack_reassignment: false, ..SomOptions::default() };
    let mut g = game_at(&[4, 2, 4, 1, 6, 2, 3, 4, 5], call(OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Fl }), defense(DefCall::Pass), 30, 1, 10, 1, 900, off);
    g.step().unwrap();
    assert_eq!(last_record(&g).defender.map(|d| d.idx as usize), Some(re));
}

#[test]
fn the_two_tight_end_sets_lone_back_is_the_teams_top_back() {
    // [som 2.16] 2 TE – 2 WR – 1 RB: "the remaining RB (even a true HB) plays FB" — the coach keeps
    // his top back, who lines up at FB (covered there); the Pro Set's FB is the second back.
    use huddle_som::vocab::OffFormation;
    let t = huddle_som::testkit::team("T");
    let top = t.player(&t.depth.rb[0]).unwrap();
    let second = t.player(&t.depth.rb[1]).unwrap();
    assert_eq!(huddle_som::lineup::offense_in(&t, &[], OffFormation::TwoTeTwoWrOneBack, OffSlot::Fb), Some(top));
    assert_eq!(huddle_som::lineup::offense_in(&t, &[], OffFormation::ProSet, OffSlot::Fb), Some(second));
    // With the top back hurt, the next one.
    assert_eq!(huddle_som::lineup::offense_in(&t, &[top], OffFormation::TwoTeTwoWrOneBack, OffSlot::Fb), Some(second));
    // In play: a Linebuck by the FB from the set is carried by the top back.
    let mut c = call(OffPlay::Run { play: RunPlay::linebuck(), carrier: OffSlot::Fb });
    c.formation = OffFormation::TwoTeTwoWrOneBack;
    let mut g = game_at(&[2, 3, 4, 6, 6], c, defense(DefCall::Run), 30, 1, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    assert_eq!(last_record(&g).player.map(|p| p.idx as usize), Some(top));
}

#[test]
fn the_computer_ten_points_down_late_kicks_to_make_it_one_score() {
    use huddle_som::coach::{fg_chance, AiCoach};
    // A coach's choice, not a rule: fourth and 6 at the 15 with 5:00 left, 9-11 points behind,
    // the field goal makes it a one-score game; 12 behind, the down is played.
    let mut rng = huddle_core::SeededRandom::new(3);
    let mut g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 85, 4, 6, 4, 300, SomOptions::default());
    assert!(fg_chance(&g.teams[Side::Home].team, 15) >= 0.5);
    for behind in [9, 10, 11] {
        g.core.score = huddle_core::PerSide::new(7, 7 + behind);
        assert_eq!(AiCoach.offense_call(&g.view(Side::Home), &mut rng).play, OffPlay::FieldGoal, "{behind} behind");
    }
    g.core.score = huddle_core::PerSide::new(5, 17);
    assert_ne!(AiCoach.offense_call(&g.view(Side::Home), &mut rng).play, OffPlay::FieldGoal, "12 behind");
}
