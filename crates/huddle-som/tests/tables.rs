//! The league's charts (data/som.json): cells checked against the digest (Part 3 and the worked
//! examples of Part 6.3), and corrupted files rejected with an error naming the file, the entry
//! and the rule — never a panic.

use huddle_som::tables::*;
use huddle_som::{DefCall, DefSlot, Dir, Front, FumbleRating, OffSlot, PassKind, PassPlay};
use proptest::prelude::*;
use serde_json::Value;

fn t() -> &'static Tables {
    Tables::embedded()
}

/// Parses the embedded file after `f` edits it.
fn corrupt(f: impl FnOnce(&mut Value)) -> Result<Tables, TablesError> {
    let mut v: Value = serde_json::from_str(SOM_JSON).expect("the embedded file is JSON");
    f(&mut v);
    Tables::from_json(&serde_json::to_string(&v).expect("a Value serializes"), "bad.json")
}

/// The error's text, which must name the file and every given fragment.
fn rejects(r: Result<Tables, TablesError>, fragments: &[&str]) -> TablesError {
    let e = r.expect_err("the corrupted file must be rejected");
    let msg = e.to_string();
    assert!(msg.starts_with("bad.json: "), "the error names the file: {msg}");
    for f in fragments {
        assert!(msg.contains(f), "the error should mention {f:?}: {msg}");
    }
    e
}

// ---------------------------------------------------------------------------------------------
// The file

#[test]
fn the_embedded_file_loads_and_survives_a_round_trip() {
    let a = t();
    let text = serde_json::to_string_pretty(a).expect("serializes");
    let b = Tables::from_json(&text, "round-trip.json").expect("its own output is valid");
    assert_eq!(*a, b);
}

#[test]
fn every_table_names_its_seed_lines() {
    let x = t();
    let sources = [
        (&x.t3().id, &x.t3().source, "L1271-L1285"),
        (&x.t4().id, &x.t4().source, "L1287-L1303"),
        (&x.t5().id, &x.t5().source, "L1305-L1315"),
        (&x.t6().id, &x.t6().source, "L1317-L1325"),
        (&x.t7().id, &x.t7().source, "L1327-L1342"),
        (&x.t8().id, &x.t8().source, "L1344-L1359"),
        (&x.t9().id, &x.t9().source, "L1361-L1369"),
        (&x.t10().id, &x.t10().source, "L1371-L1379"),
        (&x.t11().id, &x.t11().source, "L1381-L1394"),
        (&x.t12().id, &x.t12().source, "L1396-L1411"),
        (&x.t13().id, &x.t13().source, "L1413-L1438"),
        (&x.t14().id, &x.t14().source, "L1440-L1453"),
        (&x.t15().id, &x.t15().source, "L1455-L1463"),
        (&x.t16().id, &x.t16().source, "L1465-L1480"),
        (&x.t17().id, &x.t17().source, "L1482-L1501"),
        (&x.t18().id, &x.t18().source, "L1503-L1538"),
        (&x.t19().id, &x.t19().source, "L1540-L1543"),
        (&x.t20().id, &x.t20().source, "L1545-L1596"),
        (&x.t21().id, &x.t21().source, "L1598-L1650"),
        (&x.t22().id, &x.t22().source, "L1653-L1674"),
        (&x.t23().id, &x.t23().source, "L1693-L1715"),
        (&x.t24().id, &x.t24().source, "L1675-L1684, L1716-L1727"),
        (&x.t25().id, &x.t25().source, "L1684-L1691, L1727-L1733"),
    ];
    for (i, (id, src, want)) in sources.iter().enumerate() {
        assert_eq!(id.as_str(), format!("T{}", i + 3));
        assert_eq!(src.as_str(), *want, "{id}");
    }
    assert!(!SOM_JSON.contains("\"T1\"") && !SOM_JSON.contains("\"T2\""), "T1 and T2 live elsewhere");
}

#[test]
fn reconstructed_cells_say_which_reading_was_chosen() {
    let x = t();
    assert!(x.t16().reconstruction[0].chosen.contains("right-aligned"));
    assert!(x.t20().reconstruction[0].basis.contains("A-G45"));
    assert!(x.t21().reconstruction[0].chosen.contains("T14"));
    assert!(x.t15().reconstruction[0].chosen.contains("25"));
    assert!(x.t18().reconstruction[0].chosen.contains("71"));
    let redskins = x.t21().teams.iter().find(|t| t.team == "Redskins").expect("on the chart");
    assert!(redskins.reconstruction[0].entry.contains("row 10"));
    assert!(!x.t25().reconstruction.is_empty());
}

// ---------------------------------------------------------------------------------------------
// Pass rush (§2.13)

/// [som 2.13.5] The digest's worked example (L553 + T22): 4-3, control 4 → DRE against OLT; DRE
/// rated 8, OLT pass-block 5, short pass: the cell reads "2-6", so results 6 is a sack, 10 is not.
#[test]
fn the_worked_sack_example() {
    let x = t();
    assert_eq!(x.rush_assignment(Front::FourThree, 4), (Rusher::Slot(DefSlot::Re), Blocker::Slot(OffSlot::Lt)));
    assert_eq!(x.sack_totals(5, PassKind::Short, 8, false), &[2, 3, 4, 5, 6]);
    assert!(x.is_sack(5, PassKind::Short, 8, false, 6), "[som 2.13.5] results 6 is a sack");
    assert!(!x.is_sack(5, PassKind::Short, 8, false, 10), "[som 2.13.5] results 10 is not");
}

/// [som 2.13.5] Cells of T22 against the digest, and how ratings off the chart are read (A-G17).
#[test]
fn pass_rush_chart_cells_and_off_chart_ratings() {
    let x = t();
    assert_eq!(x.sack_totals(7, PassKind::Long, 17, false), &[2, 3, 4, 5, 6, 7, 12]);
    assert_eq!(x.sack_totals(7, PassKind::Short, 10, false), &[2, 3, 4, 12], "block-7 S rush 10 as printed");
    assert_eq!(x.sack_totals(0, PassKind::Long, 9, false), &[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "\"Sack\"");
    assert_eq!(x.sack_totals(7, PassKind::Flat, 8, false), &[] as &[u8], "\"0\"");
    assert_eq!(x.sack_totals(3, PassKind::Flat, 13, false), &[2, 3, 4, 5, 9]);
    assert_eq!(x.sack_totals(2, PassKind::Long, 1, false), &[2, 3]);
    // Rush 15-17 and above read the 17-15 column; below 1 reads the 1 column.
    assert_eq!(x.sack_totals(4, PassKind::Short, 15, false), x.sack_totals(4, PassKind::Short, 23, false));
    assert_eq!(x.sack_totals(4, PassKind::Short, 16, false), &[2, 3, 4, 5, 6, 7, 8, 9, 10]);
    assert_eq!(x.sack_totals(2, PassKind::Flat, 0, false), x.sack_totals(2, PassKind::Flat, 1, false));
    // Block 6 reads the 5 row, 1 the 0 row, above 7 the 7 row.
    assert_eq!(x.pass_block_row(6), 5);
    assert_eq!(x.pass_block_row(1), 0);
    assert_eq!(x.pass_block_row(9), 7);
    assert_eq!(x.pass_block_row(4), 4);
    assert_eq!(x.sack_totals(6, PassKind::Long, 10, false), x.sack_totals(5, PassKind::Long, 10, false));
    assert_eq!(x.sack_totals(1, PassKind::Long, 10, false), x.sack_totals(0, PassKind::Long, 10, false));
}

/// [som 2.13.5] The digest's check of T22: a diagonal shift — block 5 at rush r equals block 4 at
/// r−1, block 3 at r−2, block 2 at r−3, block 0 at r−8 on every line; block 7 equals block 5 at
/// r−5 on the long line.
#[test]
fn the_pass_rush_chart_is_a_diagonal_shift() {
    let x = t();
    for kind in [PassKind::Long, PassKind::Short, PassKind::Flat] {
        for r in 1..=14u8 {
            let five = x.sack_totals(5, kind, r, false);
            for (block, shift) in [(4u8, 1u8), (3, 2), (2, 3), (0, 8)] {
                if r > shift {
                    assert_eq!(five, x.sack_totals(block, kind, r - shift, false), "[som 2.13.5] block {block} {kind:?} rush {}", r - shift);
                }
            }
            if kind == PassKind::Long && r > 5 {
                assert_eq!(x.sack_totals(7, kind, r, false), x.sack_totals(5, kind, r - 5, false), "block 7 long rush {r}");
            }
        }
    }
}

/// [som 2.15.5] A safety blitz reads T23, not T22.
#[test]
fn a_safety_blitz_reads_its_own_chart() {
    let x = t();
    assert_eq!(x.sack_totals(5, PassKind::Short, 8, true), &[2, 3, 4, 5, 11, 12], "[som 2.13.5] T23 block 5 S rush 8");
    assert_eq!(x.sack_totals(7, PassKind::Short, 6, true), &[2, 3, 10]);
    assert_eq!(x.sack_totals(0, PassKind::Flat, 1, true), &[2, 3, 4, 12]);
    assert_eq!(x.sack_totals(3, PassKind::Long, 17, true), &[2, 3, 4, 5, 6, 7, 11]);
}

/// [som 2.13.2] The assignment charts: 4-3 and 3-4 (T24), 5-6 (T10).
#[test]
fn the_control_die_names_rusher_and_blocker() {
    let x = t();
    let ft = |d| x.rush_assignment(Front::FourThree, d);
    assert_eq!(ft(1), (Rusher::Slot(DefSlot::Le), Blocker::Slot(OffSlot::Rt)));
    assert_eq!(ft(2), (Rusher::Slot(DefSlot::Lt), Blocker::Slot(OffSlot::Rg)));
    assert_eq!(ft(3), (Rusher::Slot(DefSlot::Rt), Blocker::Slot(OffSlot::Lg)));
    assert_eq!(ft(5), (Rusher::HiLb, Blocker::Slot(OffSlot::C)));
    assert_eq!(ft(6), (Rusher::Asterisk, Blocker::BlockingBack));
    let tf = |d| x.rush_assignment(Front::ThreeFour, d);
    assert_eq!(tf(1), (Rusher::Slot(DefSlot::Le), Blocker::Slot(OffSlot::Rt)));
    assert_eq!(tf(2), (Rusher::SecondHiLb, Blocker::Slot(OffSlot::Rg)));
    assert_eq!(tf(3), (Rusher::Slot(DefSlot::Nt), Blocker::Slot(OffSlot::C)));
    assert_eq!(tf(4), (Rusher::HiLb, Blocker::Slot(OffSlot::Lg)));
    assert_eq!(tf(5), (Rusher::Slot(DefSlot::Re), Blocker::Slot(OffSlot::Lt)));
    let fs = |d| x.rush_assignment(Front::FiveSix, d);
    assert_eq!(fs(1), (Rusher::Slot(DefSlot::Le), Blocker::Slot(OffSlot::Rt)), "[som 2.13.2] T10 die 1: the printed OGT reads ORT");
    assert_eq!(fs(4), (Rusher::Slot(DefSlot::Rt), Blocker::Slot(OffSlot::Lg)));
    assert_eq!(fs(6), (Rusher::Asterisk, Blocker::BlockingBack));
}

/// [som 2.13.4] T9: the worked example (L565) — 3-4, HI LB rated 4 with 2 additional blitzers →
/// 6 — and the 4-3 N/A row read as the pass-rush page's "4+ → +6" (A-G18).
#[test]
fn blitzing_linebackers_raise_the_indicated_rating() {
    let x = t();
    assert_eq!(4 + x.blitz_adjust(Front::ThreeFour, 2), 6);
    assert_eq!(x.blitz_adjust(Front::ThreeFour, 1), 0);
    assert_eq!(x.blitz_adjust(Front::ThreeFour, 3), 4);
    assert_eq!(x.blitz_adjust(Front::ThreeFour, 4), 6);
    assert_eq!(x.blitz_adjust(Front::FourThree, 1), 2);
    assert_eq!(x.blitz_adjust(Front::FourThree, 2), 4);
    assert_eq!(x.blitz_adjust(Front::FourThree, 3), 6);
    assert_eq!(x.blitz_adjust(Front::FourThree, 4), 6, "N/A in T9, 4+ → +6 in T24");
    assert_eq!(x.blitz_adjust(Front::FourThree, 6), 6);
    assert_eq!(x.blitz_adjust(Front::ThreeFour, 0), 0);
    assert_eq!(x.blitz_adjust(Front::FiveSix, 2), 0);
    assert_eq!(x.double_team_bonus(), 2);
    assert_eq!(x.three_man_line_switch(), -1);
}

/// [som 2.13.1] T25: black 1-2 on a called pass, 1-5 on a safety blitz (short and long), none on
/// a called run, and a flat pass needs five men on the line.
#[test]
fn the_black_die_triggers_the_pass_rush() {
    let x = t();
    assert_eq!(x.pass_rush_range(PassKind::Short, DefCall::Pass, false, 4), 2);
    assert_eq!(x.pass_rush_range(PassKind::Long, DefCall::Pass, false, 7), 2, "more than 5 men read the 3-5 row");
    assert_eq!(x.pass_rush_range(PassKind::Short, DefCall::Run, false, 4), 0);
    assert_eq!(x.pass_rush_range(PassKind::Long, DefCall::Run, true, 5), 0, "a called run has no rush");
    assert_eq!(x.pass_rush_range(PassKind::Flat, DefCall::Pass, false, 4), 0);
    assert_eq!(x.pass_rush_range(PassKind::Flat, DefCall::Pass, false, 5), 2);
    assert_eq!(x.pass_rush_range(PassKind::Short, DefCall::Pass, true, 5), 5);
    assert_eq!(x.pass_rush_range(PassKind::Flat, DefCall::Pass, true, 5), 2);
}

/// [som 2.13.5] T6 (optional): the sack goes to another player on the reassign totals.
#[test]
fn sack_reassignment() {
    let x = t();
    assert!(x.sack_reassigned(10, 9));
    assert!(!x.sack_reassigned(10, 12), "10: 2-8, 12 stay");
    assert!(x.sack_reassigned(8, 11));
    assert!(!x.sack_reassigned(7, 12), "below 8 the sack stays");
    assert!(x.sack_reassigned(15, 8), "12 or higher");
    assert!(!x.sack_reassigned(15, 7));
}

// ---------------------------------------------------------------------------------------------
// Fumbles (§2.5, §2.9)

/// [som 2.5] T5: "1-3 → QB 1-5, receiver 1-2"; the L394 and L569 examples.
#[test]
fn team_fumble_ratings() {
    let x = t();
    assert_eq!(x.fumble_ranges(FumbleRating::To3), (5, 2));
    assert_eq!(x.fumble_ranges(FumbleRating::Zero), (1, 0));
    assert_eq!(x.fumble_ranges(FumbleRating::One), (2, 1));
    assert_eq!(x.fumble_ranges(FumbleRating::To2), (4, 1));
    assert_eq!(x.fumble_ranges(FumbleRating::To6), (6, 5));
    assert!(x.receiver_fumbles(FumbleRating::To3, 1, 2), "[som 2.5] L394: black 2 fumbles");
    assert!(!x.receiver_fumbles(FumbleRating::To3, 1, 3), "[som 2.5] L394: black 3 does not");
    assert!(!x.receiver_fumbles(FumbleRating::To6, 2, 1), "only on control 1");
    assert!(x.sack_fumbles(FumbleRating::To3, 1, 2), "[som 2.13.5] L569: black 2 fumbles");
    assert!(!x.sack_fumbles(FumbleRating::To3, 1, 6), "[som 2.13.5] L569: black 6 does not");
}

/// [som 2.9] Possession roll, then T3 / T4 for who recovers.
#[test]
fn fumble_recovery() {
    let x = t();
    for total in [2, 3, 4, 5, 6, 11, 12] {
        assert_eq!(x.fumble_possession(total), Possession::FumblingTeam, "{total}");
    }
    for total in 7..=10 {
        assert_eq!(x.fumble_possession(total), Possession::Opponent, "{total}");
    }
    assert_eq!(x.offense_recovery(FumbleKind::Sack, 7), OffRecoverer::Center);
    assert_eq!(x.offense_recovery(FumbleKind::LinebuckOrMustRun, 6), OffRecoverer::FullbackOrBlockingBack);
    assert_eq!(x.offense_recovery(FumbleKind::Receiver, 12), OffRecoverer::Quarterback);
    let g = x.offense_recovery(FumbleKind::OtherRun, 6);
    assert_eq!(g, OffRecoverer::SameSideGuard);
    assert_eq!(g.slot(Some(Dir::Right)), Some(OffSlot::Rg));
    assert_eq!(x.offense_recovery(FumbleKind::OtherRun, 10).slot(Some(Dir::Right)), Some(OffSlot::Lt), "other side tackle");
    assert_eq!(x.defense_recovery(FumbleKind::Sack, 7), DefRecoverer::Sacker);
    assert_eq!(x.defense_recovery(FumbleKind::LinebuckOrMustRun, 2), DefRecoverer::LlbLolb);
    assert_eq!(x.defense_recovery(FumbleKind::Receiver, 4), DefRecoverer::Lcb);
    assert_eq!(x.defense_recovery(FumbleKind::OtherRun, 12), DefRecoverer::HighestRatedLb);
    let m = x.defense_recovery(FumbleKind::Sack, 4);
    assert_eq!(m, DefRecoverer::MlbRolb, "printed MLB/ROLB (A-G29)");
    assert_eq!(m.slots(), &[DefSlot::Mlb, DefSlot::Rlb]);
    assert_eq!(DefRecoverer::LtNt.slots(), &[DefSlot::Lt, DefSlot::Nt]);
}

/// [som 2.9] T8: the first column only on the defense's initial recovery after a sack or
/// receiver fumble.
#[test]
fn advancing_a_loose_ball() {
    let x = t();
    assert_eq!(x.advance_loose_ball(true, 12), Advance::Touchdown);
    assert_eq!(x.advance_loose_ball(false, 12), Advance::LongGain);
    assert_eq!(x.advance_loose_ball(true, 2), Advance::LongGain);
    assert_eq!(x.advance_loose_ball(false, 2), Advance::ShortGain);
    assert_eq!(x.advance_loose_ball(true, 3), Advance::Yards(34));
    assert_eq!(x.advance_loose_ball(false, 3), Advance::Yards(0));
    assert_eq!(x.advance_loose_ball(true, 8), Advance::Yards(-2));
    assert_eq!(x.advance_loose_ball(false, 10), Advance::FumbleAfter(3));
    assert_eq!(x.advance_loose_ball(true, 11), Advance::Yards(23));
    assert_eq!(x.advance_loose_ball(false, 11), Advance::Yards(8));
}

// ---------------------------------------------------------------------------------------------
// Kicks (§2.1, §2.10, §2.11)

/// [som 2.10.2] T7: the offense recovers only on 2-4; a punt block is a modified 13.
#[test]
fn blocked_kicks() {
    let x = t();
    assert_eq!(x.blocked_kick(2), BlockedKick { roll: 2, recovers: Side::Offense, behind_los: 2 });
    assert_eq!(x.blocked_kick(4).behind_los, 12);
    assert_eq!(x.blocked_kick(7), BlockedKick { roll: 7, recovers: Side::Defense, behind_los: 9 });
    assert_eq!(x.blocked_kick(12).behind_los, 15);
    let offense = (2..=12).filter(|&r| x.blocked_kick(r).recovers == Side::Offense).count();
    assert_eq!(offense, 3);
    assert!(x.punt_blocked(12), "[som 2.10.2] 12 + 1 = 13");
    assert!(!x.punt_blocked(11));
    assert_eq!(x.safe_punt_rush_modifier(), -1, "[som 2.10.3]");
}

/// [som 2.1.2] T11: the kicking team ("defense") recovers on 2, 3, 11, 12 — 6 of 36.
#[test]
fn onside_kicks() {
    let x = t();
    let kicking: Vec<u8> = (2..=12).filter(|&r| x.onside(r).recovers == Side::Defense).collect();
    assert_eq!(kicking, [2, 3, 11, 12]);
    let ways: u8 = kicking.iter().map(|&r| 6 - (r as i8 - 7).unsigned_abs()).sum();
    assert_eq!(ways, 6);
    assert_eq!(x.onside(4), Onside { roll: 4, yards: 19, recovers: Side::Offense });
    assert_eq!(x.onside(12).yards, 10);
}

/// [som 2.1] [som 2.10.4] [som 2.10.5] [som 2.10.6] [som 2.10.7] [som 2.11] [som 2.12.4] The
/// small dice tables of T26.
#[test]
fn small_dice_tables() {
    let x = t();
    assert_eq!(x.kickoff_return_touchdown(5), KickoffTouchdown::Touchdown);
    assert_eq!(x.kickoff_return_touchdown(6), KickoffTouchdown::VariableLongGain);
    assert!(x.return_fumble_stands(3) && !x.return_fumble_stands(4));
    assert_eq!(x.fair_catch(3), FairCatch::FairCatch);
    assert_eq!(x.fair_catch(5), FairCatch::Rolls);
    assert_eq!(x.fair_catch(6), FairCatch::Downed);
    assert_eq!(x.let_it_roll(3), LetItRoll::Downed);
    assert_eq!(x.let_it_roll(4), LetItRoll::Rolls);
    assert_eq!(x.roll_direction(1), RollDirection::Backward);
    assert_eq!(x.roll_direction(2), RollDirection::Forward);
    assert_eq!(x.coffin_corner(1), Bounds::OutOfBounds, "L441 example: black 1, out at the 7");
    assert_eq!(x.coffin_corner(4), Bounds::InBounds);
    let pooch: Vec<u8> = (2..=12).filter(|&r| x.pooch_fair_catch(r)).collect();
    assert_eq!(pooch, [7, 8, 12], "L445: a return roll of 7 → fair catch");
    assert!(x.kick_blocked(1, 12) && !x.kick_blocked(2, 12) && !x.kick_blocked(1, 11));
    assert!(x.long_field_goal_good(63, 2) && !x.long_field_goal_good(64, 2) && !x.long_field_goal_good(50, 3));
    assert_eq!(x.spike_kneel_fumble(1, 12), Some(1));
    assert_eq!(x.spike_kneel_fumble(1, 11), None);
}

/// [som 2.12.2] Out of bounds on control 1-3; [som 2.13.6] the dump-off zone and target dice.
#[test]
fn out_of_bounds_and_dump_off_dice() {
    let x = t();
    assert_eq!(x.out_of_bounds(3), Bounds::OutOfBounds);
    assert_eq!(x.out_of_bounds(4), Bounds::InBounds);
    assert_eq!(x.dump_off_zone(1), DumpZone::LeftFlat);
    assert_eq!(x.dump_off_zone(4), DumpZone::LeftFlat);
    assert_eq!(x.dump_off_zone(5), DumpZone::LookIn);
    assert_eq!(x.dump_off_zone(6), DumpZone::RightFlat);
    let targets: Vec<OffSlot> = (1..=6).map(|d| x.dump_off_target(d)).collect();
    assert_eq!(targets, [OffSlot::Hb, OffSlot::Fb, OffSlot::Fl, OffSlot::Se, OffSlot::Te, OffSlot::Hb]);
}

// ---------------------------------------------------------------------------------------------
// Passes, interceptions, gains (§2.6, §2.7, §2.17)

/// [som 2.17] T12: short 20 down to 10, long 31 down to 21; a flat pass has no DPI row.
#[test]
fn pass_interference_yards() {
    let x = t();
    assert_eq!(x.dpi_yards(PassKind::Short, 2), Some(20));
    assert_eq!(x.dpi_yards(PassKind::Short, 12), Some(10));
    assert_eq!(x.dpi_yards(PassKind::Long, 7), Some(26));
    assert_eq!(x.dpi_yards(PassKind::Long, 12), Some(21));
    assert_eq!(x.dpi_yards(PassKind::Flat, 7), None);
}

/// [som 2.7] T21 by team, the flat-pass TD on 3 and 9 (L409), the T14 fallback for the cells the
/// source lacks; T13 and its one-die fallback.
#[test]
fn interception_returns_and_credit() {
    let x = t();
    assert_eq!(x.t21().teams.len(), 32);
    let r = |team, total, pass| x.int_return(team, total, pass).expect("on the chart");
    assert_eq!(r("Bears", 4, PassPlay::Short).result, ReturnCell::Touchdown);
    assert_eq!(r("Bears", 2, PassPlay::Short).result, ReturnCell::Yards(44));
    assert_eq!(r("bears", 11, PassPlay::Long).result, ReturnCell::Fumble(8));
    assert_eq!(r("Bengals", 6, PassPlay::Short).result, ReturnCell::Yards(-2));
    assert_eq!(r("Jets", 12, PassPlay::Short).result, ReturnCell::Yards(99));
    assert_eq!(r("Steelers", 8, PassPlay::Short).result, ReturnCell::Yards(12), "the digest's reading of the Steelers");
    assert_eq!(r("Raiders", 5, PassPlay::Short).result, ReturnCell::Yards(1));
    assert_eq!(r("Bears", 3, PassPlay::Flat(Dir::Left)).result, ReturnCell::Touchdown, "flat pass, 3");
    assert_eq!(r("Bears", 9, PassPlay::Flat(Dir::Right)).result, ReturnCell::Touchdown, "flat pass, 9");
    assert_eq!(r("Bears", 3, PassPlay::LookIn).result, ReturnCell::Yards(15), "not on a look-in");
    let gap = r("Redskins", 11, PassPlay::Short);
    assert_eq!(gap, IntReturn { result: ReturnCell::Fumble(22), fallback: true }, "T14 row 11: +22 fumble");
    assert_eq!(r("49ers", 12, PassPlay::Short), IntReturn { result: ReturnCell::Touchdown, fallback: true });
    assert_eq!(r("Redskins", 10, PassPlay::Short), IntReturn { result: ReturnCell::Yards(20), fallback: false }, "the OCR reading 20");
    assert_eq!(r("Saints", 10, PassPlay::Short).result, ReturnCell::Yards(6));
    assert!(x.int_return("Oilers", 7, PassPlay::Short).is_none());
    assert_eq!(x.generic_int_return(3, PassPlay::Flat(Dir::Left)), ReturnCell::Touchdown);
    assert_eq!(x.generic_int_return(3, PassPlay::Short), ReturnCell::Yards(15));
    assert_eq!(x.generic_int_return(11, PassPlay::Short), ReturnCell::Fumble(22));
    assert_eq!(x.int_credit(PassKind::Long, 7), IntCredit::HighestDbInZone);
    assert_eq!(x.int_credit(PassKind::Flat, 7), IntCredit::DlNearestZone);
    assert_eq!(x.int_credit(PassKind::Short, 3), IntCredit::FsInZoneElseDefender);
    assert_eq!(x.int_credit(PassKind::Flat, 12), IntCredit::HighestLbInZoneElseDefender);
    let fallback: Vec<DefSlot> = (1..=6).map(|d| x.int_credit_fallback(d)).collect();
    assert_eq!(fallback, [DefSlot::Lcb, DefSlot::Rcb, DefSlot::Ss, DefSlot::Ss, DefSlot::Fs, DefSlot::Fs]);
}

/// [som 2.6] T18, the Neutral line: rows by the results total, columns by the control die.
#[test]
fn variable_long_gain() {
    let x = t();
    assert_eq!(x.variable_long_gain(2, 1), LongGain::Yards(91));
    assert_eq!(x.variable_long_gain(2, 4), LongGain::Touchdown);
    assert_eq!(x.variable_long_gain(7, 5), LongGain::Yards(30));
    assert_eq!(x.variable_long_gain(11, 2), LongGain::Yards(71), "the OCR \"7 1\"");
    assert_eq!(x.variable_long_gain(12, 3), LongGain::Touchdown);
    assert_eq!(x.variable_long_gain_at(Site::Road, 2, 4), LongGain::Yards(83));
    assert_eq!(x.variable_long_gain_at(Site::Home, 8, 2), LongGain::Yards(55));
}

// ---------------------------------------------------------------------------------------------
// Clock, penalties, injuries, replay

/// [som 2.12.3] T19 and the tick costs: 4 / 2 / 1 / 3 ticks, hurry-up −1, spike −2, at least 1.
#[test]
fn the_two_minute_clock() {
    let x = t();
    assert_eq!(x.two_minute_spaces(), 18);
    assert_eq!(x.two_minute_seconds(0), Some(120));
    assert_eq!(x.two_minute_seconds(1), Some(112));
    assert_eq!(x.two_minute_seconds(12), Some(30));
    assert_eq!(x.two_minute_seconds(16), Some(1));
    assert_eq!(x.two_minute_seconds(17), Some(0));
    assert_eq!(x.two_minute_seconds(18), None);
    assert_eq!(x.two_minute_ticks(ClockPlay::ThirtySecond, None), 4);
    assert_eq!(x.two_minute_ticks(ClockPlay::FifteenSecond, None), 2);
    assert_eq!(x.two_minute_ticks(ClockPlay::IncompletePass, None), 1);
    assert_eq!(x.two_minute_ticks(ClockPlay::OutOfBoundsLongPass, None), 2);
    assert_eq!(x.two_minute_ticks(ClockPlay::Sack, None), 3);
    assert_eq!(x.two_minute_ticks(ClockPlay::ThirtySecond, Some(ClockStrategy::HurryUp)), 3);
    assert_eq!(x.two_minute_ticks(ClockPlay::ThirtySecond, Some(ClockStrategy::Spike)), 2);
    assert_eq!(x.two_minute_ticks(ClockPlay::IncompletePass, Some(ClockStrategy::Spike)), 1, "minimum 1 tick");
    assert_eq!(x.two_minute_ticks(ClockPlay::ThirtySecond, Some(ClockStrategy::Timeout)), 1);
    assert_eq!(x.two_minute_ticks(ClockPlay::ThirtySecond, Some(ClockStrategy::Slowdown)), 6);
    assert_eq!(x.two_minute_ticks(ClockPlay::IncompletePass, Some(ClockStrategy::Slowdown)), 1);
    assert_eq!(x.two_minute_ticks(ClockPlay::Kneel, None), 6, "[som 2.12.6]");
    assert_eq!(x.two_minute_ticks(ClockPlay::Kneel, Some(ClockStrategy::Timeout)), 1);
    assert_eq!(x.two_minute_ticks(ClockPlay::SpikeOrKneelFumbleOffenseRecovers, None), 4, "[som 2.12.4]");
    assert_eq!(x.regular_spaces(ClockPlay::ThirtySecond, false), Some(2), "[som 2.12.1]");
    assert_eq!(x.regular_spaces(ClockPlay::ThirtySecond, true), Some(1));
    assert_eq!(x.regular_spaces(ClockPlay::Sack, false), Some(1));
    assert_eq!(x.regular_spaces(ClockPlay::Kneel, false), None);
}

/// [som 2.17] T20 by number, situation and penalized side.
#[test]
fn the_penalty_chart() {
    let x = t();
    let p = |side, n, s| x.penalty(side, n, s).expect("a row");
    let h = p(Side::Offense, 1, PenaltySituation::Linebuck);
    assert_eq!((h.penalty.as_str(), h.yards, h.enforce), ("Holding", Some(10), Enforcement::OriginalLos));
    assert_eq!(p(Side::Offense, 1, PenaltySituation::EndRun).penalty, "Clipping");
    assert_eq!(p(Side::Offense, 1, PenaltySituation::EndRun).yards, Some(15));
    let fs = p(Side::Offense, 6, PenaltySituation::OffTackle);
    assert!(fs.negates_play && fs.penalty == "False Start", "#: the play cannot be accepted");
    let dpi = p(Side::Defense, 3, PenaltySituation::IncompleteLong);
    assert_eq!((dpi.enforce, dpi.yards, dpi.first_down, dpi.special), (Enforcement::DpiChart, None, true, true));
    assert_eq!(p(Side::Defense, 3, PenaltySituation::Intercepted).enforce, Enforcement::InterceptionSpot);
    let rough = p(Side::Defense, 2, PenaltySituation::IncompleteFlat);
    assert_eq!((rough.yards, rough.enforce), (Some(15), Enforcement::OriginalIfLossElseConcluding));
    let ig = p(Side::Offense, 7, PenaltySituation::IncompleteShort);
    assert!(ig.loss_of_down && ig.penalty == "Intentional Grounding");
    assert!(p(Side::Offense, 7, PenaltySituation::Sack).negates_play, "Illegal Procedure");
    assert_eq!(p(Side::Offense, 4, PenaltySituation::Completed).penalty, "Holding", "A-G45: 2-6 in every pass situation");
    assert_eq!(p(Side::Defense, 2, PenaltySituation::Kickoff).kickoff_cap, Some(35));
    assert_eq!(p(Side::Defense, 5, PenaltySituation::Kickoff).kickoff_cap, Some(25));
    assert_eq!(p(Side::Defense, 1, PenaltySituation::Punt).enforce, Enforcement::CatchSpot);
    assert_eq!(p(Side::Defense, 2, PenaltySituation::ExtraPoint).penalty, "Roughing the Kicker");
    assert_eq!(p(Side::Offense, 5, PenaltySituation::FieldGoal).penalty, "Offsides");
    assert!(x.penalty(Side::Offense, 1, PenaltySituation::Intercepted).is_none(), "the chart has no row");
    assert!(x.penalty(Side::Defense, 8, PenaltySituation::Completed).is_none());
}

/// [som 2.18.1] T15 with the rulebook's examples (L1021-L1027) and the minimum columns.
#[test]
fn injury_rating_columns() {
    let x = t();
    let stats = |rush_attempts, receptions, pass_attempts| InjuryStats { rush_attempts, receptions, pass_attempts };
    assert_eq!(x.injury_column(InjuryGroup::TightEndOrBlockingBack, 16, stats(0, 73, 0), false), 15, "73/3 → 25 → 15");
    assert_eq!(x.injury_column(InjuryGroup::Quarterback, 16, stats(0, 0, 244), false), 9, "244/30 → 9");
    assert_eq!(x.injury_column(InjuryGroup::RunningBack, 16, stats(416, 41, 0), false), 15, "max(21, 14) → 15");
    assert_eq!(x.injury_column(InjuryGroup::RunningBack, 16, stats(200, 41, 0), false), 14, "max(10, 14)");
    assert_eq!(x.injury_column(InjuryGroup::RunningBack, 16, stats(30, 5, 0), true), 12, "a team-card starter rolls on 12 at least");
    assert_eq!(x.injury_column(InjuryGroup::WideReceiver, 16, stats(0, 12, 0), false), 8, "12/5 → 3 → the minimum 8");
    assert_eq!(x.injury_column(InjuryGroup::Quarterback, 14, stats(0, 0, 300), false), 12, "reconstruction: 300/25");
    assert_eq!(x.injury_column(InjuryGroup::WideReceiver, 12, stats(0, 40, 0), false), 14, "40/3");
    assert_eq!(x.injury_column(InjuryGroup::WideReceiver, 13, stats(0, 40, 0), false), 14, "13 games read the 12-game column");
    assert_eq!(x.injury_column_without_card(true), 12);
    assert_eq!(x.injury_column_without_card(false), 8);
}

/// [som 2.18.1] T16 (rows 2-3 right-aligned) and the Bal die (L1015: die 3 → two more quarters).
#[test]
fn games_injured() {
    let x = t();
    assert_eq!(x.games_injured(15, 7), InjuryResult::RestOfHalf);
    assert_eq!(x.games_injured(15, 12), InjuryResult::BalanceOfGame, "L1021: at most the balance of the game");
    assert_eq!(x.games_injured(15, 4), InjuryResult::NoInjury);
    assert_eq!(x.games_injured(9, 10), InjuryResult::Games(4));
    assert_eq!(x.games_injured(0, 12), InjuryResult::Games(14));
    assert_eq!(x.games_injured(8, 2), InjuryResult::NoInjury, "right-aligned: 2 and 3 never injure in columns 8-15");
    assert_eq!(x.games_injured(8, 3), InjuryResult::NoInjury);
    assert_eq!(x.games_injured(14, 2), InjuryResult::NoInjury, "left-aligned would read 1/2");
    assert_eq!(x.games_injured(3, 3), InjuryResult::RestOfHalf);
    assert_eq!(x.games_injured(2, 3), InjuryResult::BalanceOfGame);
    assert_eq!(x.games_injured(1, 2), InjuryResult::RestOfHalf);
    assert_eq!(x.balance_quarters(1), 0);
    assert_eq!(x.balance_quarters(3), 2);
}

/// [som 2.8] T17 and the challenge die.
#[test]
fn replay_challenges() {
    let x = t();
    assert!(x.challengeable(ReplayCase::FumbleSplit));
    assert!(x.challengeable(ReplayCase::InterceptionSplit));
    assert!(x.challengeable(ReplayCase::ReceptionSplit));
    assert!(!x.challengeable(ReplayCase::FumblePossession));
    assert!(!x.challengeable(ReplayCase::Sack));
    assert!(!x.challengeable(ReplayCase::FieldGoalOrExtraPoint));
    assert!(!x.challengeable(ReplayCase::OnsideKick));
    assert!(x.challenge_overturned(1));
    assert!(!x.challenge_overturned(2) && !x.challenge_overturned(6));
}

// ---------------------------------------------------------------------------------------------
// Corrupted files: an error naming the file, the entry and the rule

/// [som 2.9] A 2d table with a row missing.
#[test]
fn a_missing_row_is_rejected() {
    let e = rejects(corrupt(|v| drop(v["t3_offense_fumble_recovery"]["rows"].as_array_mut().unwrap().remove(4))), &["T3", "rows", "2-12", "[som 2.9]"]);
    assert!(matches!(e, TablesError::Invalid { .. }));
    rejects(corrupt(|v| v["t8_advance_loose_ball"]["rows"][3]["roll"] = 6.into()), &["T8", "row 4", "roll 6", "5"]);
}

/// [som 2.13.5] A sack total of 13, and other malformed sack cells.
#[test]
fn a_sack_total_outside_the_dice_is_rejected() {
    rejects(corrupt(|v| v["t22_pass_rush"]["rows"][1]["short"][3] = "2-13".into()), &["T22", "block 5, Short, rush 12", "13", "2-12", "[som 2.13.5]"]);
    rejects(corrupt(|v| v["t23_safety_blitz_pass_rush"]["rows"][0]["flat"][0] = Value::from(vec![2, 13])), &["T23", "block 7, Flat, rush 17-15", "13"]);
    rejects(corrupt(|v| v["t22_pass_rush"]["rows"][2]["long"][5] = "6-2".into()), &["T22", "block 4", "backwards"]);
    rejects(corrupt(|v| v["t22_pass_rush"]["rows"][2]["long"][5] = "2-5,4".into()), &["T22", "ascend"]);
    rejects(corrupt(|v| v["t22_pass_rush"]["rows"][2]["long"][14] = "Sack".into()), &["T22", "block 4, Long, rush 1", "stronger rusher"]);
    rejects(corrupt(|v| drop(v["t22_pass_rush"]["rows"].as_array_mut().unwrap().remove(0))), &["T22", "rows", "7, 5, 4, 3, 2, 0"]);
    let e = rejects(corrupt(|v| v["t22_pass_rush"]["rows"][0]["long"][0] = "2-x".into()), &["t22_pass_rush.rows[0].long[0]", "2-x"]);
    assert!(matches!(e, TablesError::Json { .. }));
}

/// [som 2.7] T21 must print the 32 teams.
#[test]
fn thirty_one_teams_are_rejected() {
    rejects(corrupt(|v| drop(v["t21_team_interception_returns"]["teams"].as_array_mut().unwrap().pop())), &["T21", "teams", "31", "32", "[som 2.7]"]);
    rejects(corrupt(|v| v["t21_team_interception_returns"]["teams"][1]["team"] = "Bears".into()), &["T21", "Bears", "twice"]);
    rejects(corrupt(|v| drop(v["t21_team_interception_returns"]["teams"][0]["returns"].as_array_mut().unwrap().pop())), &["T21", "Bears", "10 rows"]);
    rejects(corrupt(|v| v["t21_team_interception_returns"]["teams"][0]["returns"][3] = "Z+1".into()), &["t21_team_interception_returns.teams[0].returns[3]", "Z+1"]);
}

/// A value of the wrong type names the JSON path.
#[test]
fn a_wrong_type_names_the_json_path() {
    let e = rejects(corrupt(|v| v["t12_dpi_yards"]["rows"][0]["short"] = "twenty".into()), &["t12_dpi_yards.rows[0].short", "invalid type"]);
    assert!(matches!(e, TablesError::Json { .. }));
    rejects(corrupt(|v| v["t5_fumble_ratings"]["rows"][2]["rating"] = "1-9".into()), &["t5_fumble_ratings.rows[2].rating", "unknown variant"]);
    rejects(corrupt(|v| v["t3_offense_fumble_recovery"]["rows"][0]["sack"] = "Tight end".into()), &["t3_offense_fumble_recovery.rows[0].sack"]);
    rejects(corrupt(|v| v["t24_pass_rush_assignments"]["assignments"]["4-3"][0]["rusher"] = "DLX".into()), &["t24_pass_rush_assignments.assignments.4-3[0].rusher", "DLX"]);
    rejects(corrupt(|v| v["t7_blocked_kick"]["extra"] = 1.into()), &["t7_blocked_kick", "unknown field"]);
    rejects(corrupt(|v| drop(v.as_object_mut().unwrap().remove("t26_dice"))), &["t26_dice"]);
    rejects(Tables::from_json("{\"format\": ", "bad.json"), &["EOF"]);
    rejects(Tables::from_json(&format!("{SOM_JSON} 7"), "bad.json"), &["trailing"]);
}

/// [som 2.5] [som 2.18.1] [som 2.13.2] [som 2.17] Rule breaks in other tables.
#[test]
fn rule_breaks_name_the_entry() {
    rejects(corrupt(|v| v["t5_fumble_ratings"]["rows"][4]["qb"] = "1-3".into()), &["T5", "row 5", "never shrinks", "[som 2.5]"]);
    rejects(corrupt(|v| v["t5_fumble_ratings"]["rows"][6]["qb"] = "1-7".into()), &["T5", "row 7", "6"]);
    rejects(corrupt(|v| v["t16_games_injured"]["rows"][10]["cells"][0] = "NO".into()), &["T16", "row 12, column 15", "lighter", "[som 2.18.1]"]);
    rejects(corrupt(|v| v["t24_pass_rush_assignments"]["assignments"]["3-4"][3]["rusher"] = "2ND HI LB".into()), &["T24", "3-4 die 4", "twice", "[som 2.13.2]"]);
    rejects(corrupt(|v| drop(v["t10_five_six_pass_rush"]["rows"].as_array_mut().unwrap().pop())), &["T10", "5-6", "faces 1-6"]);
    rejects(corrupt(|v| v["t9_blitz_adjustment"]["rows"][1]["4-3"] = 3.into()), &["T9", "2 extra blitzers", "T24"]);
    rejects(corrupt(|v| v["t20_penalties"]["sections"][0]["rows"][1]["numbers"] = Value::from(vec![1, 2])), &["T20", "number 2", "2 rows", "[som 2.17]"]);
    rejects(corrupt(|v| drop(v["t20_penalties"]["sections"][2]["no_row"].as_array_mut().unwrap().pop())), &["T20", "number 7, Intercepted", "no row"]);
    rejects(corrupt(|v| v["t19_clock"]["two_minute"][5] = "1:40".into()), &["T19", "space 5", "fall"]);
    rejects(corrupt(|v| v["t26_dice"]["fair_catch"]["faces"][0]["faces"] = "1-4".into()), &["T26", "fair_catch", "exactly one"]);
    rejects(corrupt(|v| v["t26_dice"]["fumble_possession"]["opponent"] = "7-11".into()), &["T26", "fumble_possession", "11"]);
    rejects(corrupt(|v| v["t6_sack_reassignment"]["rows"][0]["reassign"] = "10-12".into()), &["T6", "rating 8", "exactly one"]);
    rejects(corrupt(|v| v["t17_replay_challenge"]["rows"][1]["case"] = "fumble_split".into()), &["T17", "FumbleSplit", "2 times"]);
    rejects(corrupt(|v| v["t18_variable_long_gain"]["rows"][5]["home"][0] = 20.into()), &["T18", "row 7, control 1", "home"]);
    rejects(corrupt(|v| v["t11_onside_kick"]["source"] = "page 12".into()), &["T11", "source", "seed lines"]);
    rejects(corrupt(|v| v["t12_dpi_yards"]["id"] = "T13".into()), &["T12", "id"]);
    rejects(corrupt(|v| v["usage_limits"]["qb_end_run_carries"] = 0.into()), &["usage", "qb_end_run_carries", "[som 2.4.4]"]);
    rejects(corrupt(|v| v["usage_limits"]["backup_fresh_carries"] = 0.into()), &["usage", "backup_fresh_carries", "[som 2.18.2]"]);
    rejects(corrupt(|v| drop(v.as_object_mut().unwrap().remove("usage_limits"))), &["usage_limits"]);
}

/// A file on disk: loaded by path, and a missing file is an I/O error naming it.
#[test]
fn loading_from_a_path() {
    let dir = std::env::temp_dir().join(format!("huddle-som-tables-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("som.json");
    std::fs::write(&good, SOM_JSON).unwrap();
    assert_eq!(Tables::load(&good).expect("loads"), *t());
    let missing = dir.join("nope.json");
    let e = Tables::load(&missing).expect_err("no such file");
    assert!(matches!(e, TablesError::Io { .. }) && e.to_string().contains("nope.json"), "{e}");
    std::fs::remove_dir_all(&dir).ok();
}

// ---------------------------------------------------------------------------------------------
// Properties: no input panics

proptest! {
    /// Any truncation of the file is an error, not a panic.
    #[test]
    fn a_truncated_file_is_an_error(cut in 0usize..SOM_JSON.len()) {
        let cut = (0..=cut).rev().find(|&i| SOM_JSON.is_char_boundary(i)).unwrap_or(0);
        prop_assert!(Tables::from_json(&SOM_JSON[..cut], "cut.json").is_err());
    }

    /// Any number in place of a number of the file parses or fails, never panics.
    #[test]
    fn a_changed_number_never_panics(which in 0usize..2000, value in -300i64..300) {
        let mut v: Value = serde_json::from_str(SOM_JSON).unwrap();
        let mut seen = 0usize;
        fn walk(v: &mut Value, which: usize, value: i64, seen: &mut usize) {
            match v {
                Value::Number(_) => {
                    if *seen == which {
                        *v = value.into();
                    }
                    *seen += 1;
                }
                Value::Array(a) => a.iter_mut().for_each(|x| walk(x, which, value, seen)),
                Value::Object(o) => o.values_mut().for_each(|x| walk(x, which, value, seen)),
                _ => {}
            }
        }
        walk(&mut v, which, value, &mut seen);
        let _ = Tables::from_json(&v.to_string(), "changed.json");
    }

    /// [som 2.13.5] Every lookup accepts any dice and ratings; sack totals are results totals.
    #[test]
    fn lookups_take_any_input(block in any::<u8>(), rush in any::<u8>(), total in any::<u8>(), die in any::<u8>(), k in 0usize..3, blitz in any::<bool>()) {
        let x = t();
        let kind = [PassKind::Flat, PassKind::Short, PassKind::Long][k];
        let s = x.sack_totals(block, kind, rush, blitz);
        prop_assert!(s.iter().all(|t| (2..=12).contains(t)) && s.windows(2).all(|w| w[0] < w[1]));
        let front = [Front::FourThree, Front::ThreeFour, Front::FiveSix][k];
        let _ = (x.rush_assignment(front, die), x.blitz_adjust(front, die), x.offense_recovery(FumbleKind::Sack, total));
        let _ = (x.defense_recovery(FumbleKind::Receiver, total), x.advance_loose_ball(blitz, total), x.blocked_kick(total), x.onside(total));
        let _ = (x.dpi_yards(kind, total), x.int_credit(kind, total), x.int_return("Bears", total, PassPlay::Long), x.variable_long_gain(total, die));
        let _ = (x.games_injured(die, total), x.balance_quarters(die), x.fair_catch(die), x.dump_off_target(die), x.sack_reassigned(rush, total));
        let _ = (x.two_minute_seconds(die), x.penalty(Side::Defense, die, PenaltySituation::Completed), x.fumble_possession(total));
        // Stronger rushers never sack on a shorter sure run from 2.
        if rush < 20 {
            let run = |r: u8| x.sack_totals(block, kind, r, blitz).iter().enumerate().take_while(|&(i, &t)| t as usize == i + 2).count();
            prop_assert!(run(rush + 1) >= run(rush));
        }
    }
}
