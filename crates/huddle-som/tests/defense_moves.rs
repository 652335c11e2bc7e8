//! The defense moves its men (§2.2 step 4: it "moves his men to any zone allowable"): the call
//! carries the moves, the board the engine plays is the formation's with them, and every spot the
//! board's validation allows a man with a run call is one a call can put him on. The computer
//! moves men into the zone it keys, puts the 3-3-5's free safety on the line to call run, and
//! never makes an illegal call; the keyboard's `move` reads as typed and is refused by rule.

use huddle_core::Side;
use huddle_som::board::{BlitzArea, Board, BoardContext, BoardError, Lane, Mark, Side as BSide, Spot};
use huddle_som::coach::{AiCoach, DefenseCall, OffPlay, Shown, TeamUsage};
use huddle_som::formation::def_personnel;
use huddle_som::game::{check_call, SomGame};
use huddle_som::options::SomOptions;
use huddle_som::testkit::{call, defense, game_at};
use huddle_som::vocab::{DefCall, DefFormation, DefSlot, Dir, Front, OffFormation, OffSlot, RunPlay};

const FORMATIONS: [DefFormation; 11] = DefFormation::ALL;

const OFFENSES: [OffFormation; 9] = OffFormation::ALL;

/// Every spot a man can be moved to (a double-team box is the `doubles`' business).
fn spots() -> Vec<Spot> {
    let mut v: Vec<Spot> = huddle_som::board::LineSpot::ALL.into_iter().map(Spot::from).collect();
    v.extend([Spot::Flat(BSide::Left), Spot::Flat(BSide::Right), Spot::LookIn(None), Spot::LookIn(Some(BSide::Left)), Spot::LookIn(Some(BSide::Right))]);
    v.extend([Spot::Straddle(Lane::Left), Spot::Straddle(Lane::Middle), Spot::Straddle(Lane::Right), Spot::Short, Spot::Long]);
    v
}

/// First and ten, the home team's ball `to_goal` yards from the away defense's goal.
fn game(to_goal: i16) -> SomGame {
    game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 100 - to_goal, 1, 10, 1, 900, SomOptions::default())
}

/// [som 2.2] [som 2.14.1] [som 2.14.2] [som 2.14.4] [som 2.15.10] Every board that the
/// validation accepts with a run call and that differs from the formation's alignment (the
/// field-position one, §2.5.1) by one or two men is reachable: the call in that formation with
/// those men moved passes `check_call` and the engine plays exactly that board. Among them the
/// spots no call could reach before: the 4-3 LLB outside the LE (L625), the 3-4 ILBs on the
/// vacated tackle spots (L633), the 3-3-5's FS on the line with a run call (L672).
#[test]
fn every_alignment_the_board_allows_with_a_run_call_is_a_call() {
    let spots = spots();
    let mut reached = 0usize;
    let mut seen = Vec::new();
    for to_goal in [50i16, 15, 5] {
        let g = game(to_goal);
        for f in FORMATIONS {
            for offense in [OffFormation::ProSet, OffFormation::ThreeWideOneBack] {
                let ctx = BoardContext { to_goal: to_goal as u8, down: 1, to_go: 10, call: DefCall::Run, formation: f, offense, showing_blitz: false };
                let base = Board::base_at(f, to_goal as u8);
                let movers: Vec<DefSlot> = def_personnel(f).iter().copied().filter(|d| !d.is_line()).collect();
                let singles: Vec<(DefSlot, Spot)> = movers.iter().flat_map(|&d| spots.iter().map(move |&s| (d, s))).filter(|&(d, s)| base.spot(d) != Some(s)).collect();
                let mut check = |moves: &[(DefSlot, Spot)]| {
                    let mut b = base;
                    let mut c = DefenseCall { formation: f, ..defense(DefCall::Run) };
                    for &(d, s) in moves {
                        b.place(d, s);
                        c = c.with_move(d, s);
                    }
                    if b.validate(&ctx).is_ok() {
                        let played = check_call(&g.core, offense, &c).unwrap_or_else(|e| panic!("{f:?} {moves:?} at {to_goal}: the board allows it, the call is refused: {e}"));
                        assert_eq!(played, b, "{f:?} {moves:?}: the engine plays the board called");
                        reached += 1;
                        seen.push((f, moves.to_vec()));
                    }
                };
                for (i, &a) in singles.iter().enumerate() {
                    check(&[a]);
                    for &b in singles[i + 1..].iter().filter(|b| b.0 != a.0) {
                        check(&[a, b]);
                    }
                }
            }
        }
    }
    assert!(reached > 1000, "{reached} boards");
    let has = |f: DefFormation, m: &[(DefSlot, Spot)]| seen.iter().any(|(g, n)| *g == f && n == m);
    assert!(has(DefFormation::Base43, &[(DefSlot::Llb, Spot::Blitz(BlitzArea::OutsideLeft))]), "[som 2.14.1] the LLB left of the LE");
    assert!(has(DefFormation::Base43, &[(DefSlot::Mlb, Spot::Flat(BSide::Right))]), "[som 2.14.1] the MLB to a flat");
    assert!(has(DefFormation::Base34, &[(DefSlot::Lilb, Spot::Mark(Mark::Lt)), (DefSlot::Rilb, Spot::Mark(Mark::Rt))]), "[som 2.14.2] both tackle spots");
    assert!(has(DefFormation::Nickel335, &[(DefSlot::Fs, Spot::Blitz(BlitzArea::Middle))]), "[som 2.14.4] the FS on the line");
    assert!(has(DefFormation::Nickel425, &[(DefSlot::Fs, Spot::LookIn(None))]), "[som 2.14.5] the FS in the look-in");
}

/// [som 2.2] [som 2.14.1] An illegal move is refused with the rule it breaks and the board is not
/// played: a 4-3 LLB may not go to the right flat or the middle, the MLB not outside the end, a
/// lineman not off his mark, a move is not a double-team, a man is placed once.
#[test]
fn an_illegal_move_is_refused_by_rule() {
    let g = game(50);
    let run = defense(DefCall::Run);
    let err = |c: DefenseCall| check_call(&g.core, OffFormation::ProSet, &c).expect_err("refused");
    let e = err(run.with_move(DefSlot::Llb, Spot::Flat(BSide::Right)));
    assert!(matches!(e, BoardError::IllegalSpot { slot: DefSlot::Llb, .. }) && e.to_string().starts_with("[som 2.14.1]"), "{e}");
    assert!(err(run.with_move(DefSlot::Mlb, Spot::Blitz(BlitzArea::OutsideRight))).to_string().starts_with("[som 2.14.1]"));
    assert!(matches!(err(run.with_move(DefSlot::Le, Spot::Blitz(BlitzArea::OutsideLeft))), BoardError::LinemanOffMark { .. }));
    assert_eq!(err(run.with_move(DefSlot::Fs, Spot::DoubleTeam(OffSlot::Te))), BoardError::MoveToDoubleTeam { slot: DefSlot::Fs });
    let twice = DefenseCall { blitz: [Some(DefSlot::Llb), None, None], ..run }.with_move(DefSlot::Llb, Spot::Blitz(BlitzArea::OutsideLeft));
    assert_eq!(err(twice).to_string(), "[som 2.2] the Llb is placed once: moved, sent to blitz, double-teaming or safety-blitzing");
    // [som 2.5.1] Inside the 10 a linebacker stays on the line.
    let e = check_call(&game(5).core, OffFormation::ProSet, &run.with_move(DefSlot::Mlb, Spot::LookIn(None))).unwrap_err();
    assert_eq!(e, BoardError::LinebackerOffLineInside10 { slot: DefSlot::Mlb });
}

/// [som 2.14.4] "In order to call run in a 3-3-5 the free safety must be placed on the line of
/// scrimmage" (L672): with the FS on the line the run call is legal, without him it is refused,
/// and the FS in the look-in is not the line.
#[test]
fn the_nickel_335_calls_run_with_the_free_safety_on_the_line() {
    let g = game(50);
    let nickel = DefenseCall { formation: DefFormation::Nickel335, ..defense(DefCall::Run) };
    let e = check_call(&g.core, OffFormation::ThreeWideOneBack, &nickel).unwrap_err();
    assert_eq!(e.to_string(), "[som 2.14.4] to call run in the 3-3-5 the free safety stands on the line of scrimmage");
    let e = check_call(&g.core, OffFormation::ThreeWideOneBack, &nickel.with_move(DefSlot::Fs, Spot::LookIn(None))).unwrap_err();
    assert_eq!(e, BoardError::NickelRunWithoutFs);
    for spot in [Spot::Blitz(BlitzArea::Middle), Spot::Blitz(BlitzArea::OutsideLeft), Spot::Mark(Mark::Lt), Spot::Mark(Mark::Rt)] {
        let b = check_call(&g.core, OffFormation::ThreeWideOneBack, &nickel.with_move(DefSlot::Fs, spot)).unwrap_or_else(|e| panic!("{spot:?}: {e}"));
        assert_eq!(b.spot(DefSlot::Fs), Some(spot));
    }
    // Not on the NT's mark, where the NT stands.
    assert!(check_call(&g.core, OffFormation::ThreeWideOneBack, &nickel.with_move(DefSlot::Fs, Spot::Mark(Mark::Nt))).is_err());
}

/// [som 2.4.1] [som 2.14.1] A 4-3 run call keying the HB with the LLB moved left of the LE (the
/// blitz area outside the end, L625): an End Run right by the HB (it attacks the defense's left,
/// A-G1) finds a man in its zone, so control 3, results 4 reads the HB's END RUN KEY row 4 (the
/// testkit card's 0), where the same key without the move reads RIGHT (+2) and a key on the FB
/// WRONG (+3). The End Run left finds its zone empty: RIGHT. The defensive card reads the 1 LB
/// column for it.
#[test]
fn a_keyed_end_run_reads_key_with_a_linebacker_outside_the_end() {
    let run = |play: RunPlay, d: DefenseCall| {
        let mut g = game_at(&[3, 1, 3, 6, 6], call(OffPlay::Run { play, carrier: OffSlot::Hb }), d, 30, 1, 10, 1, 900, SomOptions::default());
        g.step().unwrap();
        g.core.spot.yards()
    };
    let key_hb = DefenseCall { key: Some(OffSlot::Hb), ..defense(DefCall::Run) };
    let moved = key_hb.with_move(DefSlot::Llb, Spot::Blitz(BlitzArea::OutsideLeft));
    assert_eq!(run(RunPlay::end_run(Dir::Right), moved), 30, "KEY row 4: 0");
    assert_eq!(run(RunPlay::end_run(Dir::Right), key_hb), 32, "nobody in the zone: RIGHT row 4, +2");
    assert_eq!(run(RunPlay::end_run(Dir::Right), DefenseCall { key: Some(OffSlot::Fb), ..moved }), 33, "the wrong back: WRONG row 4, +3");
    assert_eq!(run(RunPlay::end_run(Dir::Left), moved), 32, "the other end's zone is empty: RIGHT");
    let g = game(70);
    let b = check_call(&g.core, OffFormation::ProSet, &moved).unwrap();
    assert!(b.key_zone_filled(RunPlay::end_run(Dir::Right), Front::FourThree));
    assert_eq!(b.men_in_run_zone(RunPlay::end_run(Dir::Right), Front::FourThree), 1, "the 1 LB column");
    assert_eq!(b.men_in_run_zone(RunPlay::end_run(Dir::Left), Front::FourThree), 0);
}

/// [som 2.4.1] [som 2.14.2] In a 3-4 the KEY column needs every open area of the zone filled
/// (L723): both tackle spots for a Linebuck — reachable now with the ILBs moved there.
#[test]
fn a_three_four_fills_both_tackle_spots_for_a_linebuck_key() {
    let g = game(50);
    let d = DefenseCall { formation: DefFormation::Base34, key: Some(OffSlot::Hb), ..defense(DefCall::Run) };
    let one = check_call(&g.core, OffFormation::ProSet, &d.with_move(DefSlot::Lilb, Spot::Mark(Mark::Lt))).unwrap();
    assert!(!one.key_zone_filled(RunPlay::linebuck(), Front::ThreeFour), "one tackle spot open");
    let both = check_call(&g.core, OffFormation::ProSet, &d.with_move(DefSlot::Lilb, Spot::Mark(Mark::Lt)).with_move(DefSlot::Rilb, Spot::Mark(Mark::Rt))).unwrap();
    assert!(both.key_zone_filled(RunPlay::linebuck(), Front::ThreeFour));
    assert_eq!(both.men_in_run_zone(RunPlay::linebuck(), Front::ThreeFour), 2);
}

fn shown(formation: OffFormation) -> Shown {
    Shown { formation, shotgun: false, punt: false, field_goal: false, subs: huddle_som::lineup::Subs::NONE }
}

/// [som 2.2] [som 2.14.4] [som 2.4.1] The computer's defensive calls are always legal as the
/// engine plays them (and their keys, §2.4.1) — for 4-3 and 3-4 teams of the 2024 league, every
/// offensive formation, downs, distances and field positions, many draws each. Before, a 3-4 team
/// facing three or more receivers outside the 20 called the 3-3-5 with a run and no FS on the line.
#[test]
fn the_computer_never_makes_an_illegal_defensive_call() {
    let league = huddle_som::build::embedded_2024();
    let three_four = league.teams.iter().find(|t| t.front == Front::ThreeFour).expect("a 3-4 team");
    let four_three = league.teams.iter().find(|t| t.front == Front::FourThree).expect("a 4-3 team");
    let mut nickel_runs = 0;
    for team in [three_four, four_three] {
        let mut rng = huddle_core::SeededRandom::new(5);
        for to_goal in [95i16, 60, 30, 19, 12, 9, 3] {
            for (down, to_go) in [(1u8, 10u8), (2, 8), (3, 1), (3, 12), (4, 2)] {
                let to_go = to_go.min(to_goal as u8);
                let mut g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 100 - to_goal, down, to_go, 1, 900, SomOptions::default());
                g.teams[Side::Away].team = team.clone();
                let v = g.view(Side::Away);
                for offense in OFFENSES {
                    let s = shown(offense);
                    let u = TeamUsage::new(&v, Side::Home);
                    for _ in 0..40 {
                        let d = AiCoach.defense_with(&v, &s, &u, &mut rng);
                        let b = check_call(&g.core, offense, &d).unwrap_or_else(|e| panic!("{} at {to_goal}, {down} & {to_go} vs {offense:?}: {d:?}: {e}", team.code));
                        if d.key.is_some() {
                            b.validate_key(&huddle_som::game::board_context(&g.core, offense, &d)).unwrap();
                        }
                        nickel_runs += usize::from(d.formation == DefFormation::Nickel335 && d.call == DefCall::Run);
                    }
                }
            }
        }
    }
    assert!(nickel_runs > 0, "the 3-3-5 is called with a run (its FS on the line)");
}

/// [som 2.4.1] The computer puts a man in the zone it keys where the rules let it: at midfield
/// against the Pro Set some of its keyed run calls fill a Linebuck, an Off Tackle and an End Run
/// zone (the KEY column can be read), for a 4-3 and a 3-4 team alike. Before, its base alignment
/// left every run zone empty outside the 10.
#[test]
fn the_computer_fills_the_zone_it_keys() {
    let league = huddle_som::build::embedded_2024();
    for front in [Front::FourThree, Front::ThreeFour] {
        let team = league.teams.iter().find(|t| t.front == front).expect("a team of the front");
        let mut g = game(50);
        g.teams[Side::Away].team = team.clone();
        let v = g.view(Side::Away);
        let s = shown(OffFormation::ProSet);
        let u = TeamUsage::new(&v, Side::Home);
        let mut rng = huddle_core::SeededRandom::new(9);
        let mut filled = [0u32; 3];
        let mut keyed = 0;
        for _ in 0..2000 {
            let d = AiCoach.defense_with(&v, &s, &u, &mut rng);
            if d.key.is_none() {
                continue;
            }
            keyed += 1;
            let b = check_call(&g.core, OffFormation::ProSet, &d).unwrap();
            for (i, play) in [RunPlay::linebuck(), RunPlay::off_tackle(Dir::Right), RunPlay::end_run(Dir::Left)].into_iter().enumerate() {
                filled[i] += u32::from(b.key_zone_filled(play, front));
            }
        }
        assert!(keyed > 100, "{front:?}: {keyed} keyed calls");
        assert!(filled.iter().all(|&n| n > 0), "{front:?}: keyed zones filled {filled:?} of {keyed}");
        // Not every keyed call fills every zone: the coach guesses one.
        assert!(filled.iter().all(|&n| n < keyed), "{front:?}: {filled:?} of {keyed}");
    }
}

/// [som 2.2] [som 2.14.1] [som 2.14.2] [som 2.14.4] [som 2.13.4] The keyboard's `move` (and a
/// blitz area named with `blitz <LB>@<spot>`) read as typed, and an illegal move is refused with
/// its rule, changing nothing.
#[test]
fn the_keyboard_moves_men_and_refuses_an_illegal_move() {
    use huddle_som::command;
    let g = game(50);
    let v = g.view(Side::Away);
    let pro = shown(OffFormation::ProSet);
    let def = |line: &str| command::defense(line, &v, &pro);
    let refused = |line: &str, token: &str| {
        let e = def(line).expect_err(line);
        assert!(e.contains(token), "{line}: {e} should name {token}");
        e
    };
    let d = def("run key hb move llb@ol").unwrap();
    assert_eq!((d.key, d.moves.get(DefSlot::Llb)), (Some(OffSlot::Hb), Some(Spot::Blitz(BlitzArea::OutsideLeft))));
    assert_eq!(command::defense_text(&d), "4-3 run, key HB, LLB to outside left");
    assert_eq!(def("run key hb move llb outside-left").unwrap(), d, "`move <slot> <spot>` and the long spot name");
    let d = def("34 run key fb move lilb lt rilb@rt").unwrap();
    assert_eq!((d.moves.get(DefSlot::Lilb), d.moves.get(DefSlot::Rilb)), (Some(Spot::Mark(Mark::Lt)), Some(Spot::Mark(Mark::Rt))));
    assert_eq!(def("34 pass move lilb lookin").unwrap().moves.get(DefSlot::Lilb), Some(Spot::LookIn(Some(BSide::Left))), "an ILB's own half");
    assert_eq!(def("pass move mlb rflat fs lookin").unwrap().moves.iter().collect::<Vec<_>>(), vec![(DefSlot::Mlb, Spot::Flat(BSide::Right)), (DefSlot::Fs, Spot::LookIn(None))]);
    assert_eq!(def("pass move rlb flat").unwrap().moves.get(DefSlot::Rlb), Some(Spot::Flat(BSide::Right)), "`flat`: his own side's");
    let d = def("pass blitz llb@ol mlb").unwrap();
    assert_eq!((d.moves.get(DefSlot::Llb), d.blitzers().collect::<Vec<_>>()), (Some(Spot::Blitz(BlitzArea::OutsideLeft)), vec![DefSlot::Mlb]));
    assert!(def("335 run move fs@m").is_ok());
    refused("335 run", "[som 2.14.4]");
    let e = refused("run move llb@rflat", "[som 2.14.1]");
    assert_eq!(e, "[som 2.14.1] the Llb may not stand at Flat(Right) in the Base43");
    refused("run move mlb@or", "[som 2.14.1]");
    refused("run move le@ol", "[som 2.14.1] the Le plays his own mark");
    refused("run move llb@nowhere", "'nowhere' is not a spot");
    refused("pass move mlb flat", "lflat or rflat");
    refused("run move llb@ol llb@l", "the LLB is moved once [som 2.2]");
    refused("run blitz llb move llb@ol", "the LLB is moved once [som 2.2]");
    refused("run move", "[som 2.2]");
    refused("run move hb@ol", "'hb' is not a defender");
    refused("pass blitz llb@short", "[som 2.13.4]");
    // [som 2.5.1] Inside the 10 the linebackers stay on the line.
    let g5 = game(5);
    let e = command::defense("run move mlb@lookin", &g5.view(Side::Away), &pro).unwrap_err();
    assert!(e.contains("[som 2.5.1]"), "{e}");
}
