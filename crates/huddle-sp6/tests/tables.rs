//! An independent check of the 6th edition's tables (`data/sp6.json`) against the rulebook.
//!
//! Every expected value below was typed from the seed (`shared/seeds/001_0d1fdfbbd307635f.txt`,
//! the tables at L355-548, the rules at L90-351) and its digest (`shared/rules/sp6.md`), never
//! copied from the data file, so that each test compares two separate transcriptions. Line
//! numbers `Lnnn` point into the seed.
//!
//! The last group of tests changes the embedded JSON and checks that a bad table file is
//! refused with an error that names the file, the entry and the rule.

use huddle_cards::{DefBox, KickCell, OffBox};
use huddle_sp6::tables::{BigPlayResult, Edition, Enforce, FakeResult, InjuryLength, IntReturn, PdCell, TimeRow, EDITION_JSON};
use serde_json::{json, Value};
use std::collections::BTreeMap;

fn ed() -> Edition {
    Edition::sp6()
}

// ---------------------------------------------------------------------------------------------
// 6.1 Timing Chart (L355-375)
// ---------------------------------------------------------------------------------------------

/// [sp6 6.1] The Timing Chart, every row and column as printed (L359-375): the Max/Min rows,
/// the blank "Final Mins" cells of Run and Complete Pass, the starred rows' 10 / 5, and the
/// single-value rows.
#[test]
fn timing_chart_sp6_6_1() {
    let t = ed().timing;
    // (row, Max, Min, Final Mins [9.4], 2 Min Off. [9.4.1]); None = blank cell.
    type Row<'a> = (&'a str, TimeRow, u16, u16, Option<u16>, Option<u16>);
    let printed: [Row; 6] = [
        ("Run (L361)", t.run, 45, 20, None, Some(10)),
        ("Complete Pass (L362)", t.complete, 45, 20, None, Some(10)),
        ("Incomplete Pass * (L363)", t.incomplete, 45, 20, Some(10), Some(5)),
        ("Out of Bounds * (L364)", t.out_of_bounds, 45, 20, Some(10), Some(5)),
        ("Play with Injury * (L365)", t.injury, 45, 20, Some(10), Some(5)),
        ("Play with Penalty * (L366)", t.penalty, 45, 20, Some(10), Some(5)),
    ];
    for (row, got, max, min, final_mins, two_min) in printed {
        assert_eq!(got, TimeRow { max, min, final_mins, two_min }, "[sp6 6.1] Timing Chart row {row}");
    }
    // The single-value rows (L367-375).
    let single: [(&str, u16, u16); 9] = [
        ("Play with Touchdown (L367)", t.touchdown, 10),
        ("Play with TimeOut (L368)", t.timeout, 10),
        ("Punt or Returned Kickoff (L369)", t.punt_or_return, 10),
        ("Possession Change (L370)", t.possession_change, 10),
        ("Field Goal (L371)", t.field_goal, 5),
        ("Extra Point (L372)", t.extra_point, 0),
        ("Touchback (L373)", t.touchback, 0),
        ("Movement Penalty (L374)", t.movement_penalty, 0),
        ("Deliberate Grounding (L375)", t.grounding, 0),
    ];
    for (row, got, want) in single {
        assert_eq!(got, want, "[sp6 6.1] Timing Chart row {row}");
    }
    // The offense chooses "in 5 second increments" between Max and Min (L150).
    assert_eq!(t.step, 5, "[sp6 6.1] the time is chosen in 5-second steps (L150)");
}

/// [sp6 6.1] The fan's erratum (L21, L357; digest §24 E-1): the starred rows "should have read
/// 20/10/10/5" = Max 20, Min 10, Final Mins 10, 2 Min Off. 5.
#[test]
fn timing_chart_fan_errata_sp6_6_1() {
    let t = ed().timing;
    assert_eq!(
        t.fan_errata,
        TimeRow { max: 20, min: 10, final_mins: Some(10), two_min: Some(5) },
        "[sp6 6.1] fan_errata must be the fan's 20/10/10/5 (L21, L357, E-1)"
    );
}

/// [sp6 18] The clock's other numbers: the automatic safety uses 10 s (L311), a substitution
/// forces at least 30 s on a running-clock Run or Pass (L326), the Final Minutes are the last
/// two minutes of the first half and the last five of the second (L322-323), three time-outs a
/// half (L321), two in regular-season overtime (L329).
#[test]
fn clock_constants_sp6_18() {
    let e = ed();
    assert_eq!(e.timing.automatic_safety, 10, "[sp6 18] automatic safety uses 10 seconds (L311)");
    assert_eq!(e.timing.substitution_min, 30, "[sp6 18] at least 30 seconds before a substitution (L326)");
    assert_eq!(e.timing.final_minutes_first_half, 120, "[sp6 18] Final Minutes: last two minutes of the 1st half (L322)");
    assert_eq!(e.timing.final_minutes_second_half, 300, "[sp6 18] Final Minutes: last five minutes of the 2nd half (L322-323)");
    assert_eq!(e.constants.timeouts_per_half, 3, "[sp6 18] three Time-Outs per half (L321)");
    assert_eq!(e.constants.overtime_timeouts, 2, "[sp6 18] two Time-Outs in the regular-season extra period (L329)");
}

// ---------------------------------------------------------------------------------------------
// 6.2 Injury Table (L377-394)
// ---------------------------------------------------------------------------------------------

/// [sp6 6.2] Every PN 1-48 gives the printed length (L385-394), and each PN lies in exactly one
/// row of the table (so no PN reaches `injury_length`'s fallback).
#[test]
fn injury_table_sp6_6_2() {
    use InjuryLength::*;
    // (first PN, last PN, length) as printed.
    let printed: [(u8, u8, InjuryLength); 10] = [
        (1, 10, Plays(2)),     // L385 Next 2 plays
        (11, 20, Plays(4)),    // L386 Next 4 plays
        (21, 30, Plays(6)),    // L387 Next 6 plays
        (31, 35, RestOfQuarter), // L388
        (36, 43, RestOfGame),  // L389
        (44, 44, Games(1)),    // L390 Rest of Game +1
        (45, 45, Games(2)),    // L391
        (46, 46, Games(3)),    // L392 (and L381: "46 ... miss the next 3 games")
        (47, 47, Games(4)),    // L393
        (48, 48, RestOfSeason), // L394
    ];
    let e = ed();
    for pn in 1..=48u8 {
        let want = printed.iter().find(|(lo, hi, _)| (*lo..=*hi).contains(&pn)).map(|r| r.2).unwrap();
        assert_eq!(e.injury_length(pn), want, "[sp6 6.2] Injury Table PN {pn}");
        let rows = e.injury.iter().filter(|r| r.pn.contains(pn)).count();
        assert_eq!(rows, 1, "[sp6 6.2] PN {pn} must lie in exactly one row of the Injury Table");
    }
    let got: Vec<(u8, u8, InjuryLength)> = e.injury.iter().map(|r| (r.pn.lo, r.pn.hi, r.length)).collect();
    assert_eq!(got, printed.to_vec(), "[sp6 6.2] the Injury Table's rows");
}

// ---------------------------------------------------------------------------------------------
// 6.3 Penalty Table (L396-414)
// ---------------------------------------------------------------------------------------------

/// How the table's Option column reads.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Opt {
    /// "[Option]"
    Yes,
    /// "[No Option]"
    No,
    /// #5, #6, #9: "[No Option] if penalty is on defense, return or kicking team ... [Option] if
    /// penalty is on offense" (L404).
    SplitBySide,
}

/// [sp6 6.3] Every row of the Penalty Table: number, name, yards, the defense's yards for holding,
/// Option / No Option and the enforcement kind (L400-414).
#[test]
fn penalty_table_sp6_6_3() {
    use Enforce::*;
    // (#, name, yards, defense yards, option, enforcement)
    type Row<'a> = (u8, &'a str, i16, Option<i16>, Opt, Enforce);
    let printed: [Row; 15] = [
        (1, "Offside", 5, None, Opt::Yes, Los),                           // L400
        (2, "Movement", 5, None, Opt::No, Los),                           // L401
        (3, "Illegal Procedure", 5, None, Opt::No, Los),                  // L402
        (4, "Motion", 5, None, Opt::Yes, Los),                            // L403
        (5, "Personal Foul", 15, None, Opt::SplitBySide, PersonalFoul),   // L404
        (6, "Non flagrant facemask", 5, None, Opt::SplitBySide, PersonalFoul), // L405 "Same conditions as #5"
        (7, "Holding", 10, Some(5), Opt::Yes, Holding),                   // L406 10 offense, 5 + 1st down defense
        (8, "Pass Interference", 15, None, Opt::Yes, PassInterference),   // L407 defense: spot foul, no yardage
        (9, "Personal Foul", 15, None, Opt::SplitBySide, PersonalFoul),   // L408 "same conditions as #5"
        (10, "Intentional Grounding", 15, None, Opt::No, Grounding),      // L409
        (11, "Clipping", 15, None, Opt::No, Clipping),                    // L410
        (12, "Roughing Kicker", 15, None, Opt::Yes, RoughingKicker),      // L411
        (13, "Running into Kicker", 5, None, Opt::Yes, RunningIntoKicker), // L412
        (14, "Delay of Game", 5, None, Opt::No, Los),                     // L413
        (15, "Kickoff out of Bounds", 5, None, Opt::Yes, KickOutOfBounds), // L414
    ];
    let e = ed();
    assert_eq!(e.penalties.len(), 15, "[sp6 6.3] the Penalty Table has 15 penalties");
    // Names compare without case or hyphens ("Non flagrant facemask" is printed without one).
    let norm = |s: &str| s.to_lowercase().replace('-', " ");
    for (n, name, yards, defense_yards, opt, enforce) in printed {
        let p = e.penalty(n);
        assert_eq!(p.n, n, "[sp6 6.3] penalty #{n} is at its place");
        assert_eq!(norm(&p.name), norm(name), "[sp6 6.3] penalty #{n}'s name");
        assert_eq!(p.yards, yards, "[sp6 6.3] penalty #{n} ({name}) yards");
        assert_eq!(p.defense_yards, defense_yards, "[sp6 6.3] penalty #{n} ({name}) yards against the defense");
        assert_eq!(p.enforce, enforce, "[sp6 6.3] penalty #{n} ({name}) enforcement");
        match opt {
            Opt::Yes => assert!(p.option, "[sp6 6.3] penalty #{n} ({name}) is [Option]"),
            Opt::No => assert!(!p.option, "[sp6 6.3] penalty #{n} ({name}) is [No Option]"),
            // The single flag holds the offense's [Option]; the [No Option] against the
            // defense, return or kicking team is carried by the PersonalFoul enforcement.
            Opt::SplitBySide => {
                assert!(p.option, "[sp6 6.3] penalty #{n} ({name}) is [Option] on the offense");
                assert_eq!(p.enforce, PersonalFoul, "[sp6 6.3] penalty #{n} ({name}) is [No Option] on the defense, return or kicking team");
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 6.4 Kickoff Table (L416-433)
// ---------------------------------------------------------------------------------------------

/// [sp6 6.4] Both columns of the Kickoff Table, every RN (L422-433). GL = the goal line (0).
#[test]
fn kickoff_table_sp6_6_4() {
    const B: KickCell = KickCell::UseColB;
    const TB: KickCell = KickCell::Touchback;
    const GL: u8 = 0;
    fn kr(returner: u8, yard: u8) -> KickCell {
        KickCell::Land { returner, yard }
    }
    let col_a = [B, kr(1, GL), kr(1, 1), kr(2, 2), kr(1, 3), kr(1, 4), kr(2, 5), kr(2, 6), kr(3, 7), kr(2, 8), TB, B];
    let col_b = [kr(1, 10), kr(2, 11), kr(4, 12), kr(2, 13), kr(3, 14), kr(1, 15), kr(1, GL), TB, TB, TB, kr(4, GL), kr(4, GL)];
    let e = ed();
    for rn in 1..=12usize {
        assert_eq!(e.kickoff.a[rn - 1], col_a[rn - 1], "[sp6 6.4] Kickoff Table Column A, RN {rn} (L{})", 421 + rn);
        assert_eq!(e.kickoff.b[rn - 1], col_b[rn - 1], "[sp6 6.4] Kickoff Table Column B, RN {rn} (L{})", 421 + rn);
    }
}

// ---------------------------------------------------------------------------------------------
// 6.5 Run Number Modifiers (L435-443)
// ---------------------------------------------------------------------------------------------

/// [sp6 6.5] Run Number Modifiers (L442-443; 8.2.2 at L219, 7.1.2.4 at L184), and the worked
/// total "Draw vs Run BC = +6" (L437).
#[test]
fn run_number_modifiers_sp6_6_5() {
    let m = ed().run_modifiers;
    // Runs: Key BC +4, No Key +2, Wrong Key 0, Prevent 0, Pass or Blitz 0 (L442).
    assert_eq!((m.keyed, m.no_key, m.wrong_key, m.prevent, m.pass, m.blitz), (4, 2, 0, 0, 0, 0), "[sp6 6.5] Runs row (L442)");
    // Draw, added on top: +2 against every Run Defense (keyed, no key, wrong key), Prevent −2,
    // Pass or Blitz −4 (L443).
    assert_eq!((m.draw_run, m.draw_prevent, m.draw_pass, m.draw_blitz), (2, -2, -4, -4), "[sp6 6.5] Draw row (L443)");
    assert_eq!(m.keyed + m.draw_run, 6, "[sp6 6.5] Draw vs Run BC = +6 to RN (L437)");
}

// ---------------------------------------------------------------------------------------------
// 6.6 Pass Defense Table (L445-455)
// ---------------------------------------------------------------------------------------------

/// [sp6 6.6] Every cell of the Pass Defense Table (L452-455), with the bracketed values that
/// apply within the defense's 20, and the Screen row's RN modifiers.
#[test]
fn pass_defense_table_sp6_6_6() {
    /// An unbracketed cell: the same value everywhere on the field.
    fn v(n: i16) -> PdCell {
        PdCell::Com { value: n, inside_20: n }
    }
    /// "n[m]": m within 20 yards of the defense's goal.
    fn vb(n: i16, m: i16) -> PdCell {
        PdCell::Com { value: n, inside_20: m }
    }
    const RUSH: PdCell = PdCell::PassRush;
    let t = ed().pass_defense;
    // (row, got, [Run, Pass, Blitz, Prevent])
    let rows = [
        ("Quick (L452)", t.quick, [vb(0, -10), vb(-10, -15), v(10), v(0)]),
        ("Short (L453)", t.short, [vb(5, 0), v(-5), RUSH, v(-5)]),
        ("Long (L454)", t.long, [v(7), v(0), RUSH, v(-7)]),
    ];
    for (row, got, [run, pass, blitz, prevent]) in rows {
        assert_eq!(got.run, run, "[sp6 6.6] {row} vs Run Defense");
        assert_eq!(got.pass, pass, "[sp6 6.6] {row} vs Pass Defense");
        assert_eq!(got.blitz, blitz, "[sp6 6.6] {row} vs Blitz Defense");
        assert_eq!(got.prevent, prevent, "[sp6 6.6] {row} vs Prevent Defense");
    }
    // Screen "0/+2/+4 | 0 | -4* | -2*" (L455): vs Run Defense keyed +4, no key +2, wrong key 0
    // (L447); the starred cells are RN modifiers.
    let s = t.screen;
    assert_eq!((s.wrong_key, s.no_key, s.keyed), (0, 2, 4), "[sp6 6.6] Screen vs Run Defense 0/+2/+4 (L447, L455)");
    assert_eq!(s.pass, 0, "[sp6 6.6] Screen vs Pass Defense (L455)");
    assert_eq!(s.blitz, -4, "[sp6 6.6] Screen vs Blitz Defense -4* (L455)");
    assert_eq!(s.prevent, -2, "[sp6 6.6] Screen vs Prevent Defense -2* (L455)");
}

// ---------------------------------------------------------------------------------------------
// 6.7 Interception Table (L457-474)
// ---------------------------------------------------------------------------------------------

/// [sp6 6.7] The Interception Table, every RN of every column (L463-474).
#[test]
fn interception_table_sp6_6_7() {
    use DefBox::*;
    // RN 1..=12, rows as printed: Screen Quick Short Long.
    let printed: [[DefBox; 4]; 12] = [
        [J, N, N, L], // 1
        [F, O, M, M], // 2
        [C, J, J, M], // 3
        [I, I, F, O], // 4
        [B, H, I, N], // 5
        [G, G, H, K], // 6
        [H, F, G, O], // 7
        [E, J, O, N], // 8
        [D, H, K, K], // 9
        [A, F, L, M], // 10
        [J, L, N, M], // 11
        [F, M, M, L], // 12
    ];
    let t = ed().interception;
    for (i, [screen, quick, short, long]) in printed.into_iter().enumerate() {
        let rn = i + 1;
        assert_eq!(t.screen[i], screen, "[sp6 6.7] Interception Table Screen, RN {rn} (L{})", 462 + rn);
        assert_eq!(t.quick[i], quick, "[sp6 6.7] Interception Table Quick, RN {rn} (L{})", 462 + rn);
        assert_eq!(t.short[i], short, "[sp6 6.7] Interception Table Short, RN {rn} (L{})", 462 + rn);
        assert_eq!(t.long[i], long, "[sp6 6.7] Interception Table Long, RN {rn} (L{})", 462 + rn);
    }
}

// ---------------------------------------------------------------------------------------------
// 6.8 Interception Return Table (L476-493)
// ---------------------------------------------------------------------------------------------

/// [sp6 6.8] The Interception Return Table, every RN of every column (L482-493).
#[test]
fn interception_return_table_sp6_6_8() {
    const TD: IntReturn = IntReturn::Touchdown;
    fn y(n: i16) -> IntReturn {
        IntReturn::Yards(n)
    }
    // RN 1..=12: Linemen, Linebacker, Def. Back.
    let printed: [[IntReturn; 3]; 12] = [
        [y(15), y(20), TD],   // 1
        [y(10), y(20), y(50)], // 2
        [y(6), y(15), y(30)], // 3
        [y(3), y(10), y(20)], // 4
        [y(1), y(8), y(15)],  // 5
        [y(0), y(5), y(10)],  // 6
        [y(0), y(4), y(8)],   // 7
        [y(0), y(3), y(6)],   // 8
        [y(0), y(0), y(4)],   // 9
        [y(0), y(0), y(2)],   // 10
        [y(0), y(0), y(0)],   // 11
        [y(0), y(0), y(0)],   // 12
    ];
    let t = ed().interception_return;
    for (i, [linemen, linebacker, back]) in printed.into_iter().enumerate() {
        let rn = i + 1;
        assert_eq!(t.linemen[i], linemen, "[sp6 6.8] Interception Return Linemen, RN {rn} (L{})", 481 + rn);
        assert_eq!(t.linebacker[i], linebacker, "[sp6 6.8] Interception Return Linebacker, RN {rn} (L{})", 481 + rn);
        assert_eq!(t.back[i], back, "[sp6 6.8] Interception Return Def. Back, RN {rn} (L{})", 481 + rn);
    }
}

// ---------------------------------------------------------------------------------------------
// 6.9 Big Play Table (L495-504)
// ---------------------------------------------------------------------------------------------

/// [sp6 6.9] The Big Play Table, every RN (L499-504): 5-7 no gain / incomplete, 8-12 card fails.
#[test]
fn big_play_table_sp6_6_9() {
    use BigPlayResult::*;
    // (first RN, last RN, vs Run, vs Pass)
    let printed: [(usize, usize, BigPlayResult, BigPlayResult); 6] = [
        (1, 1, Run(-4), Sack(-13)),     // L499
        (2, 2, Run(-3), Sack(-10)),     // L500
        (3, 3, Run(-2), Sack(-7)),      // L501
        (4, 4, Run(-1), Incomplete),    // L502
        (5, 7, Run(0), Incomplete),     // L503 No Gain
        (8, 12, Fails, Fails),          // L504 Card Fails
    ];
    let t = ed().big_play;
    for (lo, hi, run, pass) in printed {
        for rn in lo..=hi {
            assert_eq!(t.run[rn - 1], run, "[sp6 6.9] Big Play Table vs Run, RN {rn}");
            assert_eq!(t.pass[rn - 1], pass, "[sp6 6.9] Big Play Table vs Pass, RN {rn}");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 6.10 Fake Kicks Table (L506-522)
// ---------------------------------------------------------------------------------------------

/// [sp6 6.10] The Fake Kicks Table, both columns, every RN (L511-522). "FL" is FL#1 (8.3.9.3,
/// L278); the field goal's RN 12 is an interception by the digest's reading E-12 (L508, L351),
/// though L522 prints "Pass is incomplete".
#[test]
fn fake_kicks_table_sp6_6_10() {
    use FakeResult::*;
    fn pass(to: OffBox, yards: i16) -> FakeResult {
        Pass { to, yards }
    }
    let field_goal = [
        pass(OffBox::LE, 25),  // 1
        pass(OffBox::FL1, 18), // 2
        pass(OffBox::RE, 15),  // 3
        pass(OffBox::BK1, 10), // 4
        pass(OffBox::BK2, 9),  // 5
        Run(15),               // 6 QB runs for 15 yards
        Incomplete,            // 7
        Incomplete,            // 8
        Incomplete,            // 9
        Incomplete,            // 10
        Incomplete,            // 11
        Intercepted,           // 12 (E-12)
    ];
    let punt = [
        pass(OffBox::LE, 30),  // 1
        pass(OffBox::FL1, 20), // 2
        pass(OffBox::RE, 10),  // 3
        pass(OffBox::BK1, 8),  // 4
        pass(OffBox::BK2, 6),  // 5
        Run(15),               // 6 Punter runs
        Run(7),                // 7
        Run(6),                // 8
        Run(3),                // 9
        Run(1),                // 10
        Run(0),                // 11
        Run(-5),               // 12
    ];
    let t = ed().fake_kicks;
    for rn in 1..=12usize {
        assert_eq!(t.field_goal[rn - 1], field_goal[rn - 1], "[sp6 6.10] Fake Kicks Field Goal, RN {rn} (L{})", 510 + rn);
        assert_eq!(t.punt[rn - 1], punt[rn - 1], "[sp6 6.10] Fake Kicks Punt, RN {rn} (L{})", 510 + rn);
    }
}

// ---------------------------------------------------------------------------------------------
// 3.3 Pass-coverage map (8.3.2.2, L238-245)
// ---------------------------------------------------------------------------------------------

/// [sp6 3.3] The pass-coverage map: each receiver slot and the box that guards it (L239-245),
/// and no other entries.
#[test]
fn coverage_map_sp6_3_3() {
    let printed: BTreeMap<OffBox, DefBox> = [
        (OffBox::RE, DefBox::N),  // L239
        (OffBox::LE, DefBox::K),  // L240
        (OffBox::FL1, DefBox::O), // L241
        (OffBox::FL2, DefBox::M), // L242
        (OffBox::BK1, DefBox::F), // L243
        (OffBox::BK2, DefBox::J), // L244
        (OffBox::BK3, DefBox::H), // L245
    ]
    .into_iter()
    .collect();
    assert_eq!(ed().coverage, printed, "[sp6 3.3] the pass-coverage map (8.3.2.2)");
}

// ---------------------------------------------------------------------------------------------
// 20 Solitaire (S1, S4.8)
// ---------------------------------------------------------------------------------------------

/// [sp6 20] The solitaire blitz table (S4.8, L545): PN 1-26 F, J; 27-35 F, J, M; 36-48
/// F, G, H, I, J; and S1's one Z-card removed (L528).
#[test]
fn solitaire_blitz_sp6_20() {
    use DefBox::*;
    let printed: [(u8, u8, Vec<DefBox>); 3] = [(1, 26, vec![F, J]), (27, 35, vec![F, J, M]), (36, 48, vec![F, G, H, I, J])];
    let e = ed();
    let got: Vec<(u8, u8, Vec<DefBox>)> = e.solitaire_blitz.iter().map(|s| (s.pn.lo, s.pn.hi, s.boxes.clone())).collect();
    assert_eq!(got, printed.to_vec(), "[sp6 20] the solitaire blitz table (S4.8, L545)");
    for pn in 1..=48u8 {
        let want = &printed.iter().find(|(lo, hi, _)| (*lo..=*hi).contains(&pn)).unwrap().2;
        let rows: Vec<_> = e.solitaire_blitz.iter().filter(|s| s.pn.contains(pn)).collect();
        assert_eq!(rows.len(), 1, "[sp6 20] PN {pn} lies in exactly one blitz row");
        assert_eq!(&rows[0].boxes, want, "[sp6 20] solitaire blitzers for PN {pn}");
    }
    assert_eq!(e.deck.solitaire_removes_z, 1, "[sp6 20] S1: remove one Z-card (L528)");
}

// ---------------------------------------------------------------------------------------------
// Constants restating numbers of the rules
// ---------------------------------------------------------------------------------------------

/// [sp6 1] [sp6 5] The deck: 109 FACs, 13 of them Z-cards (L137); a Z counts only among the
/// first three FACs of a play (L301).
#[test]
fn deck_constants_sp6_1() {
    let d = ed().deck;
    assert_eq!(d.size, 109, "[sp6 1] 109 Fast Action Cards (L137)");
    assert_eq!(d.z_cards, 13, "[sp6 1] thirteen Z-cards (L137)");
    assert_eq!(d.z_window, 3, "[sp6 5] a Z applies only among the first three FACs (L301)");
}

/// [sp6 9.1] Runs: an empty box directive adds 2 (L222), a box with two defenders is a TV of
/// −4 (L224), an inside run loses at most 3 yards (L228).
#[test]
fn run_constants_sp6_9_1() {
    let c = ed().constants;
    assert_eq!(c.empty_box_bonus, 2, "[sp6 9.1] an unoccupied box adds 2 yards (8.2.3.2, L222)");
    assert_eq!(c.two_defenders_tv, -4, "[sp6 9.1] two players in a box: Tackle Value 'Minus 4' (8.2.3.4, L224)");
    assert_eq!(c.inside_max_loss, -3, "[sp6 9.1] the maximum loss for any Inside Run is 3 yards (8.2.7, L228)");
}

/// [sp6 7.1] [sp6 7.2] Strategy cards: Play Action +5 / −5 / −10 (L185); double coverage −7
/// (L201), triple −15 (L202).
#[test]
fn strategy_constants_sp6_7_1() {
    let c = ed().constants;
    assert_eq!(c.play_action_run, 5, "[sp6 7.1] Play Action vs any Run Defense: add 5 (L185)");
    assert_eq!(c.play_action_pass, -5, "[sp6 7.1] Play Action vs Pass Defense: subtract 5 (L185)");
    assert_eq!(c.play_action_prevent, -10, "[sp6 7.1] Play Action vs Prevent: subtract 10 (L185)");
    assert_eq!(c.double_coverage, -7, "[sp6 7.2] Double Coverage: a combined defense of -7 (L201)");
    assert_eq!(c.triple_coverage, -15, "[sp6 7.2] Triple Coverage: a combined defense of -15 (L202)");
}

/// [sp6 10.2] [sp6 11] Passes: an empty guarding box adds 5 (L246); a Long pass to a WR or
/// flanker on RN 1 in the last two minutes of the game is a touchdown (L250); the pass-rush
/// difference is multiplied by two (L264).
#[test]
fn pass_constants_sp6_10_2() {
    let c = ed().constants;
    assert_eq!(c.uncovered_com, 5, "[sp6 10.2] empty guarding box: add 5 to the Completion range (8.3.2.3, L246)");
    assert_eq!(c.long_pass_td_rn, 1, "[sp6 10.2] a long pass completed on RN 1 is a touchdown (8.3.3.1, L250)");
    assert_eq!(c.last_minutes_long_td_secs, 120, "[sp6 10.2] ... in the last two minutes of the game (8.3.3.1, L250)");
    assert_eq!(c.sack_per_point, 2, "[sp6 11] the pass-rush difference is multiplied by two (8.3.6.2, L264)");
}

/// [sp6 8] Kickoffs: on-side PN 1-11 (L213), possession at the 50 (L213); after a safety +15 and
/// a touchback fielded at the 15 (L214); asterisk on RN 1-2 (L211); #15 out of bounds: the ball
/// at the receiver's 35 (L414); a touchback at the own 20 (L418); the kick from the 35 (the
/// digest's inference, §8).
#[test]
fn kickoff_constants_sp6_8() {
    let c = ed().constants;
    assert_eq!(c.onside_max_pn, 11, "[sp6 8] on-side kick: PN 1-11 recovered by the kicking team (8.1.3, L213)");
    assert_eq!(c.onside_spot, 50, "[sp6 8] on-side kick: possession at the 50 yard line (L213)");
    assert_eq!(c.safety_kick_spot, 15, "[sp6 8] after a safety: add 15 yards to the landing spot (8.1.4, L214)");
    assert_eq!(c.safety_kick_fielded_at, 15, "[sp6 8] after a safety: a touchback is fielded at the 15 (L214)");
    assert_eq!(c.asterisk_max_rn, 2, "[sp6 8] asterisk: a new RN of 1 or 2 uses the bottom result (8.1.1, L211)");
    assert_eq!(c.kick_out_of_bounds_at, 35, "[sp6 8] penalty #15: offense takes the ball at its own 35 (L414)");
    assert_eq!(c.touchback_at, 20, "[sp6 8] touchback: offense begins from its own 20 (L418)");
    assert_eq!(c.kickoff_from, 35, "[sp6 8] the kickoff is from the kicking team's 35 (digest §8, inferred)");
}

/// [sp6 19] Optional rules: O1 −1 BV/PB for an out-of-position lineman and the DB's +1 PD
/// (L343, E-11); O2 on-side PN 1-7 and a 20-yard maximum return (L344); O3 squib +15 yards and
/// +1 RN (L345); O4 +2 per back, two backs (L348); O6 +2 RN against a suspecting defense (L351).
#[test]
fn optional_rule_constants_sp6_19() {
    let c = ed().constants;
    assert_eq!(c.ol_out_of_position, -1, "[sp6 19] O1: subtract 1 from an out-of-position lineman's BV and PB (L343)");
    assert_eq!(c.db_out_of_position_pd, 1, "[sp6 19] O1: an out-of-position DB is one point worse, +1 PD (L343, E-11)");
    assert_eq!(c.onside_defense_max_pn, 7, "[sp6 19] O2: against an Onside Kick Defense PN 1-7 (L344)");
    assert_eq!(c.onside_defense_max_return, 20, "[sp6 19] O2: the maximum return is 20 yards (L344)");
    assert_eq!(c.squib_spot, 15, "[sp6 19] O3: add 15 yards to the spot the return begins (L345)");
    assert_eq!(c.squib_rn, 1, "[sp6 19] O3: add 1 to the return RN (L345)");
    assert_eq!(c.extra_blocker, 2, "[sp6 19] O4: add 2 per back kept in to block (L348)");
    assert_eq!(c.extra_blockers_max, 2, "[sp6 19] O4: one back +2, two backs +4 (L348)");
    assert_eq!(c.fake_suspect_rn, 2, "[sp6 19] O6: a fake is resolved with 2 added to the RN (L351)");
}

/// [sp6 13] Punts: 5-yard punter-card penalties (L287); a blocked punt returns RN × 5 (L289);
/// coffin corner 10-25 yards and a non-coffin punt inside the 6 a touchback (L290); all-out
/// rush 1-4 blocked, 5-9 hurried at RN 11, 10-12 roughing for 15, returns at most 3 (L291).
#[test]
fn punt_constants_sp6_13() {
    let c = ed().constants;
    assert_eq!(c.punt_penalty_yards, 5, "[sp6 13] punter-card penalty: five yards (8.5.2, L287)");
    assert_eq!(c.blocked_punt_return_per_rn, 5, "[sp6 13] blocked punt: RN multiplied by five (8.5.5, L289)");
    assert_eq!((c.coffin_corner_min, c.coffin_corner_max), (10, 25), "[sp6 13] coffin corner: at least 10, no more than 25 (8.5.6, L290)");
    assert_eq!(c.punt_touchback_inside, 6, "[sp6 13] a non-coffin punt inside the six yard line is a touchback (L290)");
    assert_eq!(c.all_out_block_max_rn, 4, "[sp6 13] all-out rush: 1-4 blocked (8.5.7, L291)");
    assert_eq!(c.all_out_hurried_max_rn, 9, "[sp6 13] all-out rush: 5-9 hurried (L291)");
    assert_eq!(c.all_out_hurried_row, 11, "[sp6 13] all-out rush: a hurried kick uses RN 11 (L291)");
    assert_eq!(c.all_out_max_return, 3, "[sp6 13] all-out rush: maximum return three yards (L291)");
    assert_eq!(c.roughing_kicker_yards, 15, "[sp6 13] all-out rush 10-12: Roughing the Kicker, 15 yards (L291, penalty #12 L411)");
}

/// [sp6 14.1] Field goals (8.6.1, L293): distance = LOS + 17; within 38 yards; the top band
/// 46-50; −2 for each yard over 50; at most 60; PN 48 blocked, 47-48 beyond 50; a miss is taken
/// over at the LOS or the 20.
#[test]
fn field_goal_constants_sp6_14_1() {
    let c = ed().constants;
    assert_eq!(c.fg_offset, 17, "[sp6 14.1] add 17 yards to the line of scrimmage (L293)");
    assert_eq!(c.fg_within, 38, "[sp6 14.1] the ball within 38 yards of the goal (L293, E-9)");
    assert_eq!(c.fg_top_band_end, 50, "[sp6 14.1] the highest Good range is 46-50 (L293)");
    assert_eq!(c.fg_beyond_per_yard, 2, "[sp6 14.1] subtract two for each yard over 50 (L293)");
    assert_eq!(c.fg_max, 60, "[sp6 14.1] the maximum distance is 60 yards (L293)");
    assert_eq!(c.fg_block_pn, 48, "[sp6 14.1] PN 48: blocked and returned for a TD (L293)");
    assert_eq!(c.fg_long_block_pn, 47, "[sp6 14.1] beyond 50 yards the block is 47 or 48 (L293)");
    assert_eq!(c.missed_fg_min_spot, 20, "[sp6 14.1] a miss from inside the 20 is taken over at the 20 (L293)");
}

/// [sp6 17] [sp6 16.2] Scoring: the automatic safety inside the offense's own 20 (8.9.3, L311);
/// offensive holding on a pass inside the offense's own 5 is a safety (8.8.3, L303; E-10).
#[test]
fn safety_constants_sp6_17() {
    let c = ed().constants;
    assert_eq!(c.automatic_safety_inside, 20, "[sp6 17] automatic safety within the offense's 20 (L311)");
    assert_eq!(c.holding_safety_inside, 5, "[sp6 16.2] holding on a pass inside the own 5 is a safety (L303, E-10)");
}

/// [sp6 4.5] An A quarterback may come out only with a lead of more than 20 points in the 4th
/// quarter (L125).
#[test]
fn qb_removal_lead_sp6_4_5() {
    assert_eq!(ed().constants.qb_removal_lead, 20, "[sp6 4.5] more than a 20 point lead in the 4th quarter (L125-126)");
}

// ---------------------------------------------------------------------------------------------
// Bad table files are refused
// ---------------------------------------------------------------------------------------------

/// The embedded JSON, changed by `f`, parsed as "bad.json": the error's message.
fn refused(f: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(EDITION_JSON).expect("the embedded JSON is JSON");
    f(&mut v);
    let text = serde_json::to_string_pretty(&v).unwrap();
    match Edition::parse(&text, "bad.json") {
        Ok(_) => panic!("the changed table file was accepted"),
        Err(e) => e.to_string(),
    }
}

fn assert_names(msg: &str, parts: &[&str]) {
    for p in parts {
        assert!(msg.contains(p), "the error `{msg}` should name `{p}`");
    }
}

/// The unchanged file is accepted under any name (the control for the tests below).
#[test]
fn embedded_tables_parse_sp6_6_1() {
    // [sp6 6.1] ... [sp6 6.10]: the file that holds every table parses and validates.
    let e = Edition::parse(EDITION_JSON, "sp6.json").expect("[sp6 6.1] the embedded tables are valid");
    assert_eq!(e.edition, "sp6");
}

/// [sp6 6.2] An Injury Table with a gap at PN 20 is refused.
#[test]
fn injury_table_gap_refused_sp6_6_2() {
    let msg = refused(|v| v["injury"][1]["pn"] = json!("11-19"));
    assert_names(&msg, &["bad.json", "injury", "[sp6 6.2]"]);
}

/// [sp6 6.3] A Penalty Table with 14 rows is refused.
#[test]
fn penalty_table_14_rows_refused_sp6_6_3() {
    let msg = refused(|v| {
        v["penalties"].as_array_mut().unwrap().pop();
    });
    assert_names(&msg, &["bad.json", "penalties", "[sp6 6.3]"]);
}

/// [sp6 3.3] A coverage map guarding a receiver from a Row-1 box is refused.
#[test]
fn coverage_from_row_1_refused_sp6_3_3() {
    let msg = refused(|v| v["coverage"]["BK1"] = json!("C"));
    assert_names(&msg, &["bad.json", "coverage", "[sp6 3.3]"]);
}

/// [sp6 6.4] Column B saying "Col B" is refused.
#[test]
fn kickoff_column_b_col_b_refused_sp6_6_4() {
    let msg = refused(|v| v["kickoff"]["b"][0] = json!("Col B"));
    assert_names(&msg, &["bad.json", "kickoff.b", "[sp6 6.4]"]);
}

/// [sp6 20] A solitaire blitz naming box B (Row 1) is refused.
#[test]
fn solitaire_blitz_box_b_refused_sp6_20() {
    let msg = refused(|v| v["solitaire_blitz"][0]["boxes"] = json!(["B", "J"]));
    assert_names(&msg, &["bad.json", "solitaire_blitz", "[sp6 20]"]);
}

/// [sp6 6.6] An unparseable Pass Defense cell "+5 [x]" is refused, naming the cell and the grammar.
#[test]
fn pass_defense_bad_cell_refused_sp6_6_6() {
    let msg = refused(|v| v["pass_defense"]["short"]["run"] = json!("+5 [x]"));
    assert_names(&msg, &["bad.json", "pass_defense.short.run", "+5 [x]", "Pass Defense cell"]);
}
