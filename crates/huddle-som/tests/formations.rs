//! The formation layer: T1 (offensive formations, §2.16), T2 and the board (§2.14, §2.15), the
//! field-position rules (§2.5.1) and the zone counts the resolution reads.

use huddle_som::board::{
    BlitzArea, Board, BoardContext, BoardError, Coverage, DoubleTeamState, Lane, Mark, OpenReason, PassContext, Side,
    Spot, Zone,
};
use huddle_som::formation::{
    adjustments, adjustments_with, assignments, backs, def_personnel, draw_run_column, front_of,
    front_switch_rush_adjust, front_switch_rush_adjust_for, indicated_rusher_bonus, must_call, receivers, t1_coverer,
    BbBackRule, FormationOptions, FsZone, LoneBack, OffSet, RunZoneReading,
};
use huddle_som::{DefCall, DefFormation, DefSlot, Dir, Front, OffFormation, OffSlot, PassPlay, RunPlay};

use DefSlot::*;

const ALL_DEF: [DefFormation; 11] = DefFormation::ALL;

const ALL_OFF: [OffFormation; 9] = OffFormation::ALL;

fn ctx(f: DefFormation, call: DefCall) -> BoardContext {
    BoardContext::new(f, OffFormation::ProSet, call)
}

fn refusal(b: &Board, c: &BoardContext) -> String {
    match b.validate(c) {
        Ok(()) => panic!("the board was accepted: {b:?}"),
        Err(e) => e.to_string(),
    }
}

fn lb() -> RunPlay {
    RunPlay::linebuck()
}

fn ot(d: Dir) -> RunPlay {
    RunPlay::off_tackle(d)
}

fn er(d: Dir) -> RunPlay {
    RunPlay::end_run(d)
}

fn picture(b: &Board, off: impl Into<OffSet>, r: OffSlot, p: PassPlay) -> huddle_som::board::PassPicture {
    b.pass_picture(&PassContext::new(off, r, p))
}

// ------------------------------------------------------------------ T1, §2.16

/// [som 2.16] T1's coverage rows for every offensive formation: who covers each receiver on the
/// field (the `*` WR by the FS), and nobody for a player the formation replaced.
#[test]
fn t1_coverage_for_every_formation() {
    use OffFormation as F;
    use OffSlot as O;
    type Row = (F, [(O, DefSlot); 5], &'static [O]);
    let table: [Row; 9] = [
        (F::ProSet, [(O::Hb, Rlb), (O::Fb, Llb), (O::Fl, Lcb), (O::Se, Rcb), (O::Te, Ss)], &[O::Wr3, O::Te2, O::Rb3]),
        (F::TightEnd, [(O::Hb, Rlb), (O::Fb, Llb), (O::Fl, Lcb), (O::Te2, Rcb), (O::Te, Ss)], &[O::Se]),
        (F::FullHouse, [(O::Hb, Rlb), (O::Fb, Llb), (O::Rb3, Lcb), (O::Se, Rcb), (O::Te, Ss)], &[O::Fl]),
        (F::ThreeWideOneBack, [(O::Hb, Rlb), (O::Wr3, Fs), (O::Fl, Lcb), (O::Se, Rcb), (O::Te, Ss)], &[O::Wr4]),
        (F::ThreeWideTwoBack, [(O::Hb, Rlb), (O::Fb, Llb), (O::Fl, Lcb), (O::Se, Rcb), (O::Wr3, Ss)], &[O::Te]),
        (F::ThreeBackTwoTe, [(O::Hb, Rlb), (O::Fb, Llb), (O::Rb3, Lcb), (O::Te2, Rcb), (O::Te, Ss)], &[O::Fl, O::Se]),
        (F::TwoTeTwoWrOneBack, [(O::Te2, Rlb), (O::Fb, Llb), (O::Fl, Lcb), (O::Se, Rcb), (O::Te, Ss)], &[O::Hb]),
        (F::FourWide, [(O::Hb, Rlb), (O::Wr4, Fs), (O::Fl, Lcb), (O::Se, Rcb), (O::Wr3, Ss)], &[O::Te]),
        (F::BlockingBack, [(O::Hb, Rlb), (O::Fb, Llb), (O::Fl, Lcb), (O::Se, Rcb), (O::Te, Ss)], &[O::Wr3]),
    ];
    for (f, rows, absent) in table {
        let on_field: Vec<O> = rows.iter().map(|(r, _)| *r).collect();
        assert_eq!(receivers(f), on_field.as_slice(), "[som 2.16] {f:?} receivers in box order");
        for (r, d) in rows {
            assert_eq!(t1_coverer(f, r), Some(d), "[som 2.16] {f:?}: {r:?} is covered by {d:?}");
        }
        for r in absent {
            assert_eq!(t1_coverer(f, *r), None, "[som 2.16] {f:?} has no {r:?}");
        }
    }
}

/// [som 2.16] The one-back sets keep the HB or the FB: the HB is the RLB's, the FB the LLB's, and
/// the LB whose back left is free (A-G54); the 2 TE set's back always plays FB.
#[test]
fn one_back_sets_name_their_back() {
    let fb4 = OffSet::new(OffFormation::FourWide, LoneBack::Fb);
    assert_eq!(fb4.receivers(), &[OffSlot::Wr4, OffSlot::Fb, OffSlot::Fl, OffSlot::Se, OffSlot::Wr3]);
    assert_eq!(fb4.backs(), &[OffSlot::Fb]);
    assert_eq!(backs(OffFormation::FourWide), &[OffSlot::Hb], "[som 2.16] the HB is the default lone back");
    assert_eq!(backs(OffFormation::TwoTeTwoWrOneBack), &[OffSlot::Fb], "[som 2.16] the 2 TE set's back plays FB");
    assert_eq!(backs(OffFormation::FullHouse), &[OffSlot::Hb, OffSlot::Fb, OffSlot::Rb3]);
    assert_eq!(t1_coverer(OffFormation::ThreeWideOneBack, OffSlot::Fb), Some(Llb), "[som 2.16] 3WR-1FB: FB by the LLB");
    let a = assignments(DefFormation::Base43, OffSet::new(OffFormation::ThreeWideOneBack, LoneBack::Fb));
    assert_eq!(a.coverer_of(OffSlot::Fb), Some(Llb));
    assert_eq!(a.receiver_of(Rlb), None, "[som 2.16] the RLB is free when the HB left");
    assert_eq!(a.coverer_of(OffSlot::Wr3), Some(Fs), "[som 2.16] the FS covers the 3rd WR");
}

/// [som 2.16] T1's adjustment columns; the Blocking Back offense's −1 follows the text (A-G43).
#[test]
fn t1_adjustments_for_every_formation() {
    use OffFormation as F;
    // (formation, pass rush, run block, high run, high pass, lower, back1, back2, short yard, onside end, fs zone)
    #[allow(clippy::type_complexity)]
    let table: [(F, i8, i8, bool, bool, bool, bool, bool, bool, bool, FsZone); 9] = [
        (F::ProSet, 0, 0, false, false, false, false, false, false, false, FsZone::Never),
        (F::TightEnd, -1, 0, false, false, false, false, false, false, true, FsZone::Flanker),
        (F::FullHouse, 0, 1, true, true, false, false, false, false, false, FsZone::SplitEnd),
        (F::ThreeWideOneBack, 0, -1, false, false, true, true, false, false, false, FsZone::Never),
        (F::ThreeWideTwoBack, 0, -1, true, false, false, false, false, false, false, FsZone::Never),
        (F::ThreeBackTwoTe, -1, 1, true, true, false, false, false, true, true, FsZone::AnyPass),
        (F::TwoTeTwoWrOneBack, -1, 0, false, false, true, true, false, false, true, FsZone::Never),
        (F::FourWide, 1, -1, false, false, true, false, true, false, false, FsZone::Never),
        (F::BlockingBack, -1, 0, false, false, false, false, false, false, true, FsZone::Never),
    ];
    for (f, rush, block, hr, hp, lower, b1, b2, sy, onside, fs) in table {
        let a = adjustments(f);
        assert_eq!(
            (
                a.pass_rush,
                a.run_block,
                a.bb_high_run,
                a.bb_high_pass,
                a.bb_lower,
                a.bb_back1,
                a.bb_back2,
                a.short_yard,
                a.off_onside_end,
                a.fs_zone
            ),
            (rush, block, hr, hp, lower, b1, b2, sy, onside, fs),
            "[som 2.16] T1 adjustments of {f:?}"
        );
    }
    // The run-block step reaches the blocking back in the Full House, the 3 WR and 4 WR sets
    // (L905, L913, L943, L889), not in the 3 RB – 2 TE (L925: the linemen alone).
    for f in [F::FullHouse, F::ThreeWideOneBack, F::ThreeWideTwoBack, F::FourWide] {
        assert!(adjustments(f).run_block_bb, "[som 2.16] {f:?} moves the blocking back too");
    }
    assert!(!adjustments(F::ThreeBackTwoTe).run_block_bb, "[som 2.16] the 3 RB – 2 TE moves the linemen only");
    let chart_only = FormationOptions { bb_offense_rush_minus: false, ..FormationOptions::default() };
    assert_eq!(
        adjustments_with(F::BlockingBack, &chart_only).pass_rush,
        0,
        "A-G43: the chart's blank cell as an option"
    );
    assert_eq!(FormationOptions::default().bb_back, BbBackRule::Chart);
    assert!(FsZone::Flanker.moves_for(OffSlot::Fl) && !FsZone::Flanker.moves_for(OffSlot::Te));
}

/// [som 2.16] [som 2.13.6] The dump-off die reads the receiver boxes HB, FB, FL, SE, TE with the
/// formation's replacements (the Full House's 3rd RB in the FL box), 6 wraps to the HB, and the
/// original target or a double-teamed receiver shifts one box right.
#[test]
fn dump_off_targets_use_the_replacements() {
    let fh = OffSet::from(OffFormation::FullHouse);
    assert_eq!(fh.dump_off_target(3, OffSlot::Te, &[]), Some(OffSlot::Rb3));
    let pro = OffSet::from(OffFormation::ProSet);
    assert_eq!(pro.dump_off_target(6, OffSlot::Te, &[]), Some(OffSlot::Hb));
    assert_eq!(pro.dump_off_target(1, OffSlot::Hb, &[]), Some(OffSlot::Fb));
    assert_eq!(pro.dump_off_target(1, OffSlot::Hb, &[OffSlot::Fb]), Some(OffSlot::Fl));
    assert_eq!(pro.dump_off_target(5, OffSlot::Te, &[OffSlot::Hb]), Some(OffSlot::Fb), "wraps past the TE box");
}

// ------------------------------------------------------------------ T2, §2.14

/// [som 2.14.1] [som 2.14.2] [som 2.14.4] [som 2.14.5] [som 2.14.6] [som 2.14.7] [som 2.14.8]
/// Every formation fields eleven, its T2 alignment is legal against every offensive set with the
/// call it may make, and the line it plays.
#[test]
fn every_base_alignment_is_legal() {
    for f in ALL_DEF {
        assert_eq!(def_personnel(f).len(), 11, "{f:?} fields eleven");
        let calls: &[DefCall] = match must_call(f) {
            Some(c) => {
                if c == DefCall::Pass {
                    &[DefCall::Pass]
                } else {
                    &[DefCall::Run]
                }
            }
            None if f == DefFormation::Nickel335 => &[DefCall::Pass],
            None => &[DefCall::Run, DefCall::Pass],
        };
        for off in ALL_OFF {
            for lone in [LoneBack::Hb, LoneBack::Fb] {
                for &call in calls {
                    let c = BoardContext::new(f, off, call);
                    let r = Board::base(f).validate_with(&c, lone, &FormationOptions::default());
                    assert_eq!(r, Ok(()), "{f:?} vs {off:?} ({lone:?}) calling {call:?}");
                }
            }
        }
    }
    assert_eq!(front_of(DefFormation::Nickel335), Front::ThreeFour, "[som 2.14.4] a three-man line");
    assert_eq!(front_of(DefFormation::Dime416), Front::FourThree, "[som 2.14.7] a four-man line");
    assert_eq!(front_of(DefFormation::FiveSix), Front::FiveSix);
}

/// [som 2.14.1] The 4-3: T2's alignment, every run zone empty until a linebacker comes up, the
/// pass zones as they stand, and the movement rights of the MLB, LLB and RLB.
#[test]
fn base_43_alignment_counts_and_moves() {
    let b = Board::base(DefFormation::Base43);
    assert_eq!(b.spot(Llb), Some(Spot::Flat(Side::Left)));
    assert_eq!(b.spot(Rlb), Some(Spot::Flat(Side::Right)));
    assert_eq!(b.spot(Mlb), Some(Spot::LookIn(None)));
    assert_eq!(b.spot(Fs), Some(Spot::Long));
    for run in [lb(), ot(Dir::Left), ot(Dir::Right), er(Dir::Left), er(Dir::Right)] {
        assert_eq!(b.men_in_run_zone(run, Front::FourThree), 0, "[som 2.14.1] no LB on the line against {run:?}");
    }
    assert_eq!(b.men_in_pass_zone(PassPlay::Flat(Dir::Right)), 1, "LLB in the flat");
    assert_eq!(b.men_in_pass_zone(PassPlay::Flat(Dir::Left)), 1, "RLB in the flat");
    assert_eq!(b.men_in_pass_zone(PassPlay::LookIn), 1, "MLB in the look-in");
    assert_eq!(b.men_in_pass_zone(PassPlay::Short), 3, "CBs and SS");
    assert_eq!(b.men_in_pass_zone(PassPlay::Long), 1, "FS");

    let up = b.with(Mlb, Spot::Blitz(BlitzArea::Middle));
    assert_eq!(up.men_in_run_zone(lb(), Front::FourThree), 1, "[som 2.14.1] MLB between the tackles");
    assert_eq!(up.men_in_run_zone(ot(Dir::Right), Front::FourThree), 0);
    assert_eq!(up.men_in_pass_zone(PassPlay::LookIn), 0, "he left the look-in");

    let c = ctx(DefFormation::Base43, DefCall::Run);
    for (slot, spot) in [
        (Mlb, Spot::Blitz(BlitzArea::LeftTackle)),
        (Mlb, Spot::Flat(Side::Right)),
        (Llb, Spot::Blitz(BlitzArea::OutsideLeft)),
        (Llb, Spot::LookIn(None)),
        (Rlb, Spot::Blitz(BlitzArea::RightTackle)),
    ] {
        assert_eq!(b.with(slot, spot).validate(&c), Ok(()), "[som 2.14.1] {slot:?} may move to {spot:?}");
    }
    for (slot, spot) in [
        (Llb, Spot::Flat(Side::Right)),
        (Llb, Spot::Blitz(BlitzArea::Middle)),
        (Mlb, Spot::Blitz(BlitzArea::OutsideLeft)),
        (Rlb, Spot::Blitz(BlitzArea::LeftTackle)),
        (Mlb, Spot::Short),
    ] {
        let e = refusal(&b.with(slot, spot), &c);
        assert!(e.contains("[som 2.14.1]") && e.contains("may not stand"), "{slot:?} at {spot:?}: {e}");
    }
    let e = refusal(&b.with(Lt, Spot::Blitz(BlitzArea::Middle)), &c);
    assert!(e.contains("[som 2.14.1]") && e.contains("own mark"), "{e}");
}

/// [som 2.14.1] A-G1: the board is the defense's; an offensive play to the right attacks the
/// defense's left, where the LLB plays.
#[test]
fn offense_right_attacks_defense_left() {
    let b = Board::base(DefFormation::Base43).with(Llb, Spot::Blitz(BlitzArea::LeftTackle));
    assert_eq!(b.men_in_run_zone(ot(Dir::Right), Front::FourThree), 1);
    assert_eq!(b.men_in_run_zone(ot(Dir::Left), Front::FourThree), 0);
    let b = Board::base(DefFormation::Base43).with(Llb, Spot::Blitz(BlitzArea::OutsideLeft));
    assert_eq!(b.men_in_run_zone(er(Dir::Right), Front::FourThree), 1);
    assert_eq!(b.men_in_run_zone(er(Dir::Left), Front::FourThree), 0);
    assert_eq!(Zone::from(PassPlay::Flat(Dir::Right)), Zone::Flat(Side::Left));
    assert_eq!(b.men_in_pass_zone(PassPlay::Flat(Dir::Right)), 0, "the LLB left the offense's right flat");
    assert_eq!(b.men_in_pass_zone(PassPlay::Flat(Dir::Left)), 1);
}

/// [som 2.14.2] The 3-4: the NT in the Linebuck blitz area, the ILBs in their halves of the
/// look-in. A tackle spot guards Linebuck and Off Tackle, a tackle blitz area Off Tackle only (and
/// blitzes); with both ILBs in the off-tackle blitz areas a Linebuck reads zero (L635).
#[test]
fn base_34_inside_linebackers() {
    let b = Board::base(DefFormation::Base34);
    assert_eq!(b.spot(Nt), Some(Spot::Mark(Mark::Nt)));
    assert_eq!(b.spot(Lilb), Some(Spot::LookIn(Some(Side::Left))));
    assert_eq!(b.men_in_run_zone(lb(), Front::ThreeFour), 0, "the NT is no linebacker");

    let spots = b.with(Lilb, Spot::Mark(Mark::Lt)).with(Rilb, Spot::Mark(Mark::Rt));
    assert_eq!(spots.validate(&ctx(DefFormation::Base34, DefCall::Run)), Ok(()));
    assert_eq!(spots.men_in_run_zone(lb(), Front::ThreeFour), 2, "[som 2.14.2] both tackle spots: 2 LB");
    assert_eq!(spots.men_in_run_zone(ot(Dir::Right), Front::ThreeFour), 1, "the LT spot guards the off tackle too");
    assert_eq!(spots.blitzing_lbs(), 0, "[som 2.14.2] ILBs blitz only from their blitz areas");

    let blitz = b.with(Lilb, Spot::Blitz(BlitzArea::LeftTackle)).with(Rilb, Spot::Blitz(BlitzArea::RightTackle));
    assert_eq!(blitz.validate(&ctx(DefFormation::Base34, DefCall::Pass)), Ok(()));
    assert_eq!(blitz.men_in_run_zone(lb(), Front::ThreeFour), 0, "[som 2.14.2] L635: a Linebuck reads zero");
    assert_eq!(blitz.men_in_run_zone(ot(Dir::Right), Front::ThreeFour), 1);
    assert_eq!(blitz.men_in_run_zone(ot(Dir::Left), Front::ThreeFour), 1);
    assert_eq!(blitz.blitzing_lbs(), 2);

    // The digest's reading of L635 as an option (A-G2): the look-in ILBs count for a Linebuck.
    let behind = FormationOptions { run_zone: RunZoneReading::LineAndBehind, ..FormationOptions::default() };
    assert_eq!(b.men_in_run_zone_with(lb(), Front::ThreeFour, &behind), 2);
    assert_eq!(
        blitz.men_in_run_zone_with(lb(), Front::ThreeFour, &behind),
        0,
        "[som 2.14.2] L635 under either reading"
    );

    let c = ctx(DefFormation::Base34, DefCall::Pass);
    for (slot, spot) in [
        (Lilb, Spot::LookIn(Some(Side::Right))),
        (Lilb, Spot::Flat(Side::Right)),
        (Lilb, Spot::Blitz(BlitzArea::Middle)),
        (Rilb, Spot::Mark(Mark::Lt)),
    ] {
        let e = refusal(&b.with(slot, spot), &c);
        assert!(e.contains("[som 2.14.2]"), "{slot:?} at {spot:?}: {e}");
    }
    assert_eq!(b.with(Lilb, Spot::Flat(Side::Left)).validate(&c), Ok(()), "own-side flat");
}

/// [som 2.14.2] With both OLBs blitzing and the ILBs in the flats, the backs are still the OLBs'
/// men: a short or long pass to a back is open; a flat pass into an ILB's flat has him in zone.
#[test]
fn base_34_ilbs_in_the_flats_do_not_cover_backs() {
    let b = Board::base(DefFormation::Base34)
        .with(Llb, Spot::Blitz(BlitzArea::OutsideLeft))
        .with(Rlb, Spot::Blitz(BlitzArea::OutsideRight))
        .with(Lilb, Spot::Flat(Side::Left))
        .with(Rilb, Spot::Flat(Side::Right));
    assert_eq!(b.validate(&ctx(DefFormation::Base34, DefCall::Pass)), Ok(()));
    let pro = OffFormation::ProSet;
    assert_eq!(b.coverer(pro, OffSlot::Fb, PassPlay::Short), None);
    assert_eq!(b.coverer(pro, OffSlot::Hb, PassPlay::Long), None);
    assert_eq!(picture(&b, pro, OffSlot::Fb, PassPlay::Short).coverage, Coverage::Open(OpenReason::OnlyOlbsCoverBacks));
    assert_eq!(b.coverer(pro, OffSlot::Fb, PassPlay::Flat(Dir::Right)), Some(Lilb), "into the LILB's flat");
    assert_eq!(b.coverer(pro, OffSlot::Fb, PassPlay::Flat(Dir::Left)), None, "into the other flat");
}

/// [som 2.14.3] Switching fronts: a 4-3 team in a three-man line −1 on its linemen's pass rush and
/// "1 LB" only with two men in a Linebuck or Off Tackle zone; a 3-4 team in a four-man line +1 on
/// everyone.
#[test]
fn switching_fronts() {
    assert_eq!(front_switch_rush_adjust(Front::FourThree, DefFormation::Base34), -1);
    assert_eq!(front_switch_rush_adjust_for(Front::FourThree, DefFormation::Nickel335, Nt), -1);
    assert_eq!(front_switch_rush_adjust_for(Front::FourThree, DefFormation::Base34, Llb), 0, "linemen only");
    assert_eq!(front_switch_rush_adjust(Front::ThreeFour, DefFormation::Base43), 1);
    assert_eq!(front_switch_rush_adjust_for(Front::ThreeFour, DefFormation::Nickel425, Llb), 1, "all players");
    assert_eq!(front_switch_rush_adjust(Front::FourThree, DefFormation::Base43), 0);
    assert_eq!(front_switch_rush_adjust(Front::ThreeFour, DefFormation::Dime326), 0);
    assert_eq!(front_switch_rush_adjust(Front::FourThree, DefFormation::FiveSix), 0);

    let two = Board::base(DefFormation::Base34).with(Lilb, Spot::Mark(Mark::Lt)).with(Rilb, Spot::Mark(Mark::Rt));
    let one = Board::base(DefFormation::Base34).with(Lilb, Spot::Mark(Mark::Lt));
    assert_eq!(two.men_in_run_zone(lb(), Front::FourThree), 1, "[som 2.14.3] two LBs: the 1 LB column");
    assert_eq!(one.men_in_run_zone(lb(), Front::FourThree), 0, "[som 2.14.3] one LB: the 0 LB column");
    assert_eq!(one.men_in_run_zone(lb(), Front::ThreeFour), 1, "a 3-4 team's own card");
    let ot2 = Board::base(DefFormation::Base34)
        .with(Lilb, Spot::Mark(Mark::Lt))
        .with(Llb, Spot::Blitz(BlitzArea::LeftTackle));
    assert_eq!(ot2.men_in_run_zone(ot(Dir::Right), Front::FourThree), 1);
    let er1 = Board::base(DefFormation::Base34).with(Llb, Spot::Blitz(BlitzArea::OutsideLeft));
    assert_eq!(er1.men_in_run_zone(er(Dir::Right), Front::FourThree), 1, "the rule names Linebuck and Off Tackle only");
    // A 4-3 team's card has no 2 LB column.
    let packed = Board::base(DefFormation::Base43)
        .with(Mlb, Spot::Blitz(BlitzArea::Middle))
        .with(Fs, Spot::Blitz(BlitzArea::Middle));
    assert_eq!(packed.men_in_run_zone(lb(), Front::FourThree), 1);
    assert_eq!(packed.men_in_run_zone(lb(), Front::ThreeFour), 2);
}

/// [som 2.14.4] The 3-3-5: an ILB becomes the MLB and a fifth DB comes in, who covers the WR
/// nobody covers (the FS is relieved); to call run the FS must be on the line.
#[test]
fn nickel_335() {
    let f = DefFormation::Nickel335;
    assert!(def_personnel(f).contains(&Mlb) && def_personnel(f).contains(&Db1));
    assert!(!def_personnel(f).contains(&Lilb) && !def_personnel(f).contains(&Rilb));
    let b = Board::base(f);
    assert_eq!(b.validate(&ctx(f, DefCall::Pass)), Ok(()));
    let e = refusal(&b, &ctx(f, DefCall::Run));
    assert!(e.contains("[som 2.14.4]") && e.contains("free safety"), "{e}");
    let fs_up = b.with(Fs, Spot::Blitz(BlitzArea::Middle));
    assert_eq!(fs_up.validate(&ctx(f, DefCall::Run)), Ok(()));
    assert_eq!(fs_up.men_in_run_zone(lb(), Front::ThreeFour), 1, "[som 2.15.10] the FS on the line is a linebacker");
    let a = assignments(f, OffFormation::ThreeWideOneBack);
    assert_eq!(a.coverer_of(OffSlot::Wr3), Some(Db1), "[som 2.14.4] the fifth DB takes the uncovered WR");
    assert!(!a.has_coverage(Fs));
    assert_eq!(
        b.with(Mlb, Spot::Blitz(BlitzArea::RightTackle)).validate(&ctx(f, DefCall::Pass)),
        Ok(()),
        "4-3 MLB rights"
    );
}

/// [som 2.14.5] The 4-2-5: the MLB's place goes to a DB, who covers the 4th WR; the FS may move to
/// the look-in zone, where he counts as a linebacker.
#[test]
fn nickel_425() {
    let f = DefFormation::Nickel425;
    assert!(!def_personnel(f).contains(&Mlb) && def_personnel(f).contains(&Db1));
    let b = Board::base(f);
    assert_eq!(b.men_in_pass_zone(PassPlay::LookIn), 0);
    let a = assignments(f, OffFormation::FourWide);
    assert_eq!(a.coverer_of(OffSlot::Wr4), Some(Db1), "[som 2.14.5] the fifth DB takes the 4th WR");
    assert!(!a.has_coverage(Fs));
    let fs_in = b.with(Fs, Spot::LookIn(None));
    for call in [DefCall::Run, DefCall::Pass] {
        assert_eq!(fs_in.validate(&ctx(f, call)), Ok(()), "[som 2.14.5] either call");
    }
    assert_eq!(fs_in.men_in_pass_zone(PassPlay::LookIn), 1);
    assert_eq!(fs_in.zone_defenders(Zone::LookIn).collect::<Vec<_>>(), vec![Fs]);
    let e = refusal(&b.with(Llb, Spot::Blitz(BlitzArea::Middle)), &ctx(f, DefCall::Run));
    assert!(e.contains("[som 2.14.5]"), "{e}");
}

/// [som 2.14.6] The 3-2-6: must call pass, four DBs short and two long, not inside the 20.
#[test]
fn dime_326() {
    let f = DefFormation::Dime326;
    let b = Board::base(f);
    assert_eq!(b.validate(&ctx(f, DefCall::Pass)), Ok(()));
    let e = refusal(&b, &ctx(f, DefCall::Run));
    assert!(e.contains("[som 2.14.6]") && e.contains("must call Pass"), "{e}");
    assert_eq!(b.zone_defenders(Zone::Short).count(), 4);
    assert_eq!(b.zone_defenders(Zone::Long).count(), 2);
    let inside = BoardContext { to_goal: 19, ..ctx(f, DefCall::Pass) };
    let e = refusal(&Board::base_at(f, 19), &inside);
    assert!(e.contains("[som 2.5.1]") && e.contains("six-defensive-back"), "{e}");
}

/// [som 2.14.7] The 4-1-6: the sole LB (MLB slot) covers the FB and may go to either flat; the
/// nickelback covers the HB and stays in the short or long zone; must call pass.
#[test]
fn dime_416() {
    let f = DefFormation::Dime416;
    assert_eq!(def_personnel(f).iter().filter(|d| d.is_linebacker()).collect::<Vec<_>>(), vec![&Mlb], "one linebacker");
    let b = Board::base(f);
    let pro = OffFormation::ProSet;
    assert_eq!(b.coverer(pro, OffSlot::Fb, PassPlay::Short), Some(Mlb));
    assert_eq!(b.coverer(pro, OffSlot::Hb, PassPlay::Short), Some(Db1));
    let moved = b.with(Mlb, Spot::Flat(Side::Right));
    assert_eq!(moved.validate(&ctx(f, DefCall::Pass)), Ok(()));
    assert_eq!(moved.coverer(pro, OffSlot::Fb, PassPlay::Short), Some(Mlb), "[som 2.14.7] he still covers the FB");
    assert!(refusal(&b, &ctx(f, DefCall::Run)).contains("[som 2.14.7]"));
    assert!(refusal(&b.with(Db1, Spot::Flat(Side::Left)), &ctx(f, DefCall::Pass)).contains("coverage"));
    assert_eq!(b.with(Db2, Spot::Flat(Side::Left)).validate(&ctx(f, DefCall::Pass)), Ok(()), "the free DB roams");
}

/// [som 2.14.8] The 5-6: five linemen on the line, the extra DBs cover the HB and the FB, only the
/// FS moves, must call pass, the indicated rusher +1, not inside the 20.
#[test]
fn five_six() {
    let f = DefFormation::FiveSix;
    let b = Board::base(f);
    assert_eq!(b.linemen(), 5);
    assert_eq!(b.los_count(), 5);
    assert!(def_personnel(f).iter().all(|d| !d.is_linebacker()));
    let pro = OffFormation::ProSet;
    assert_eq!(b.coverer(pro, OffSlot::Hb, PassPlay::Short), Some(Db1));
    assert_eq!(b.coverer(pro, OffSlot::Fb, PassPlay::Long), Some(Db2));
    assert_eq!(b.validate(&ctx(f, DefCall::Pass)), Ok(()));
    assert!(refusal(&b, &ctx(f, DefCall::Run)).contains("[som 2.14.8]"));
    assert_eq!(b.with(Fs, Spot::LookIn(None)).validate(&ctx(f, DefCall::Pass)), Ok(()), "the FS moves");
    assert!(b.with(Db1, Spot::Flat(Side::Left)).validate(&ctx(f, DefCall::Pass)).is_err(), "an extra DB does not");
    assert!(b.with(Lcb, Spot::LookIn(None)).validate(&ctx(f, DefCall::Pass)).is_err());
    let swapped = b.with(Db2, Spot::Short).with(Db1, Spot::Long);
    assert_eq!(swapped.validate(&ctx(f, DefCall::Pass)), Ok(()), "short to long and long to short (notes 8, 9)");
    assert_eq!(indicated_rusher_bonus(f), 1);
    assert_eq!(indicated_rusher_bonus(DefFormation::Base43), 0);
    let e = refusal(&Board::base_at(f, 12), &BoardContext { to_goal: 12, ..ctx(f, DefCall::Pass) });
    assert!(e.contains("[som 2.5.1]"), "{e}");
}

// ------------------------------------------------------------------ §2.15

/// [som 2.15.1] The FS (or a DB without coverage) double-teams on a pass call: on the right
/// receiver he moves into the thrown zone; on another he is in no zone; a covering DB may not;
/// one DB besides the FS at most.
#[test]
fn fs_and_db_double_teams() {
    let b = Board::base(DefFormation::Base43).with(Fs, Spot::DoubleTeam(OffSlot::Te));
    let e = refusal(&b, &ctx(DefFormation::Base43, DefCall::Run));
    assert!(e.contains("[som 2.15.1]") && e.contains("pass call"), "{e}");
    assert_eq!(b.validate(&ctx(DefFormation::Base43, DefCall::Pass)), Ok(()));
    assert_eq!(b.double_teamer(OffSlot::Te), Some(Fs));

    let pro = OffFormation::ProSet;
    let p = picture(&b, pro, OffSlot::Te, PassPlay::Long);
    assert_eq!(p.double_team, DoubleTeamState::Back(Fs));
    assert_eq!(p.men, 1, "[som 2.15.1] the FS moves into the long zone");
    assert_eq!(p.moved_in, [Some(Fs), None]);
    assert_eq!(p.coverage, Coverage::By(Ss), "the SS still covers the TE");
    let p = picture(&b, pro, OffSlot::Fl, PassPlay::Long);
    assert_eq!((p.men, p.double_team, p.others_double_teamed), (0, DoubleTeamState::None, true));
    assert_eq!(b.men_in_pass_zone(PassPlay::Long), 0, "a double-teamer is in no zone");

    let e = refusal(
        &Board::base(DefFormation::Base43).with(Ss, Spot::DoubleTeam(OffSlot::Fl)),
        &ctx(DefFormation::Base43, DefCall::Pass),
    );
    assert!(e.contains("[som 2.15.9]") && e.contains("may not double-team"), "{e}");
    let e = refusal(
        &Board::base(DefFormation::Base43).with(Fs, Spot::DoubleTeam(OffSlot::Wr3)),
        &ctx(DefFormation::Base43, DefCall::Pass),
    );
    assert!(e.contains("[som 2.15.1]") && e.contains("not on the field"), "{e}");

    let dime = Board::base(DefFormation::Dime326)
        .with(Db1, Spot::DoubleTeam(OffSlot::Fl))
        .with(Db2, Spot::DoubleTeam(OffSlot::Se));
    let e = refusal(&dime, &ctx(DefFormation::Dime326, DefCall::Pass));
    assert!(e.contains("[som 2.15.1]") && e.contains("at most one defensive back"), "{e}");
    let ok = Board::base(DefFormation::Dime326)
        .with(Db2, Spot::DoubleTeam(OffSlot::Se))
        .with(Fs, Spot::DoubleTeam(OffSlot::Fl));
    assert_eq!(ok.validate(&ctx(DefFormation::Dime326, DefCall::Pass)), Ok(()), "one DB plus the FS");
}

/// [som 2.15.2] Pass prevent: linebackers double-team only in the prevent defense, each his own
/// receivers, two at most; the LB stays out of the thrown zone, works on short and long passes
/// only, and leaves his zone open (FLAT PASS 0 MEN, WRONG) unless the FS took over his man (ONE
/// MAN).
#[test]
fn linebacker_double_teams() {
    let e = refusal(
        &Board::base(DefFormation::Base43).with(Llb, Spot::DoubleTeam(OffSlot::Fl)),
        &ctx(DefFormation::Base43, DefCall::Pass),
    );
    assert!(e.contains("[som 2.15.2]") && e.contains("prevent"), "{e}");

    let f = DefFormation::Prevent43;
    let c = ctx(f, DefCall::Pass);
    let b = Board::base(f).with(Llb, Spot::DoubleTeam(OffSlot::Fl));
    assert_eq!(b.validate(&c), Ok(()));
    assert!(refusal(&Board::base(f), &ctx(f, DefCall::Run)).contains("[som 2.15.2]"), "prevent calls pass");
    for (slot, r) in [(Llb, OffSlot::Se), (Rlb, OffSlot::Fl), (Mlb, OffSlot::Fl)] {
        let e = refusal(&Board::base(f).with(slot, Spot::DoubleTeam(r)), &c);
        assert!(e.contains("[som 2.15.2]") && e.contains("may not double-team"), "{slot:?} on {r:?}: {e}");
    }
    assert_eq!(Board::base(f).with(Mlb, Spot::DoubleTeam(OffSlot::Te)).validate(&c), Ok(()));
    let four_wide = BoardContext::new(f, OffFormation::FourWide, DefCall::Pass);
    assert_eq!(
        Board::base(f).with(Rlb, Spot::DoubleTeam(OffSlot::Wr3)).validate(&four_wide),
        Ok(()),
        "OLB on an extra WR"
    );
    let three = Board::base(f)
        .with(Llb, Spot::DoubleTeam(OffSlot::Fl))
        .with(Rlb, Spot::DoubleTeam(OffSlot::Se))
        .with(Mlb, Spot::DoubleTeam(OffSlot::Te));
    let e = refusal(&three, &c);
    assert!(e.contains("[som 2.15.2]") && e.contains("at most two linebackers"), "{e}");

    let pro = OffFormation::ProSet;
    let p = picture(&b, pro, OffSlot::Fl, PassPlay::Short);
    assert_eq!(p.double_team, DoubleTeamState::Linebacker(Llb));
    assert_eq!(p.men, 3, "[som 2.15.2] the LB does not move into the zone");
    assert_eq!(
        picture(&b, pro, OffSlot::Fl, PassPlay::Flat(Dir::Right)).double_team,
        DoubleTeamState::None,
        "short and long only"
    );
    let p = picture(&b, pro, OffSlot::Fb, PassPlay::Flat(Dir::Right));
    assert_eq!((p.men, p.open_zone, p.open_zone_wrong), (0, true, true), "[som 2.15.2] the vacated flat: 0 men, WRONG");
    assert_eq!(p.coverage, Coverage::Open(OpenReason::DoubleTeaming));
    let blitzing = b.with(Mlb, Spot::Blitz(BlitzArea::Middle));
    assert!(
        picture(&blitzing, pro, OffSlot::Hb, PassPlay::Flat(Dir::Right)).open_zone_wrong,
        "no blitz exception for it"
    );

    let taken = b.with(Fs, Spot::DoubleTeam(OffSlot::Fb));
    assert_eq!(taken.validate(&c), Ok(()));
    let p = picture(&taken, pro, OffSlot::Hb, PassPlay::Flat(Dir::Right));
    assert_eq!((p.men, p.open_zone_wrong), (1, false), "[som 2.15.2] the FS took the LB's man: ONE MAN");
    let p = picture(&taken, pro, OffSlot::Fb, PassPlay::Flat(Dir::Right));
    assert_eq!((p.men, p.coverage), (1, Coverage::By(Fs)));

    let f = DefFormation::Prevent34;
    let c = ctx(f, DefCall::Pass);
    assert_eq!(Board::base(f).with(Lilb, Spot::DoubleTeam(OffSlot::Te)).validate(&c), Ok(()), "the TE faces the LILB");
    let e = refusal(&Board::base(f).with(Rilb, Spot::DoubleTeam(OffSlot::Te)), &c);
    assert!(e.contains("[som 2.15.2]"), "same side of the field: {e}");
    let flipped = FormationOptions { te_side: Dir::Left, ..FormationOptions::default() };
    let r = Board::base(f).with(Rilb, Spot::DoubleTeam(OffSlot::Te)).validate_with(&c, LoneBack::Hb, &flipped);
    assert_eq!(r, Ok(()), "a TE on the offense's left faces the RILB");
}

/// [som 2.15.3] Reassigning coverage: a blitzing coverage LB leaves his man open; the FS
/// "double-teaming" that man is his primary defender and moves into the thrown zone; a throw
/// elsewhere leaves every double-teamer out of the play.
#[test]
fn reassigned_coverage() {
    let c = ctx(DefFormation::Base43, DefCall::Pass);
    let pro = OffFormation::ProSet;
    let blitz = Board::base(DefFormation::Base43).with(Llb, Spot::Blitz(BlitzArea::OutsideLeft));
    assert_eq!(picture(&blitz, pro, OffSlot::Fb, PassPlay::Short).coverage, Coverage::Open(OpenReason::OnLine));
    let b = blitz.with(Fs, Spot::DoubleTeam(OffSlot::Fb));
    assert_eq!(b.validate(&c), Ok(()));
    let p = picture(&b, pro, OffSlot::Fb, PassPlay::Short);
    assert_eq!(p.coverage, Coverage::By(Fs), "[som 2.15.3] the FS is the primary defender");
    assert_eq!(p.double_team, DoubleTeamState::Reassigned(Fs));
    assert_eq!(p.men, 4, "he moved into the short zone");
    let p = picture(&b, pro, OffSlot::Hb, PassPlay::Short);
    assert_eq!((p.men, p.others_double_teamed, p.double_team), (3, true, DoubleTeamState::None));
}

/// [som 2.15.4] Short yardage: all LBs on the line, CBs and SS straddling, the FS short; must call
/// run, no key, not inside the 10; flat 1 man, short 3 (4 against the 3 RB – 2 TE), long 0; the
/// HB and FB open; the straddlers are the "LB in zone".
#[test]
fn short_yardage_defense() {
    let f = DefFormation::ShortYardage43;
    let b = Board::base(f);
    let c = ctx(f, DefCall::Run);
    assert_eq!(b.validate(&c), Ok(()));
    assert!(refusal(&b, &ctx(f, DefCall::Pass)).contains("[som 2.15.4]"));
    assert_eq!(b.validate_key(&c).unwrap_err().to_string(), "[som 2.15.4] no key with the short-yardage defense");
    let e = refusal(&b, &BoardContext { to_goal: 9, ..c });
    assert!(e.contains("[som 2.5.1]") && e.contains("short-yardage"), "{e}");
    assert_eq!(b.validate(&BoardContext { to_goal: 10, ..c }), Ok(()), "the 10 is not inside the 10");

    assert_eq!(b.men_in_pass_zone(PassPlay::Flat(Dir::Left)), 1);
    assert_eq!(b.men_in_pass_zone(PassPlay::LookIn), 1);
    assert_eq!(b.men_in_pass_zone(PassPlay::Short), 3);
    assert_eq!(b.men_in_pass_zone(PassPlay::Long), 0);
    assert_eq!(picture(&b, OffFormation::ThreeBackTwoTe, OffSlot::Te, PassPlay::Short).men, 4, "T1 Short Yard");
    assert_eq!(picture(&b, OffFormation::ProSet, OffSlot::Te, PassPlay::Short).men, 3);
    assert_eq!(b.coverer(OffFormation::ProSet, OffSlot::Hb, PassPlay::Short), None, "HB open");
    assert_eq!(b.coverer(OffFormation::ProSet, OffSlot::Fb, PassPlay::Flat(Dir::Right)), None, "FB open");
    assert_eq!(b.coverer(OffFormation::ProSet, OffSlot::Fl, PassPlay::Short), Some(Lcb));
    assert_eq!(b.zone_defenders(Zone::Flat(Side::Left)).collect::<Vec<_>>(), vec![Lcb]);
    assert_eq!(b.zone_defenders(PassPlay::LookIn).collect::<Vec<_>>(), vec![Ss]);
    assert_eq!(b.zone_defenders(Zone::Flat(Side::Right)).collect::<Vec<_>>(), vec![Rcb]);

    let e = refusal(&b.with(Mlb, Spot::LookIn(None)), &c);
    assert!(e.contains("[som 2.15.4]") && e.contains("may not stand"), "LBs on the line: {e}");
    let e = refusal(&b.with(Lcb, Spot::Short), &c);
    assert!(e.contains("[som 2.15.4]") && e.contains("Straddle"), "{e}");
    let e = refusal(&b.with(Fs, Spot::Long), &c);
    assert!(e.contains("[som 2.15.4]"), "the FS stays short (T2 1,14): {e}");
    let free_fs = FormationOptions { short_yardage_fs_fixed: false, ..FormationOptions::default() };
    assert_eq!(b.with(Fs, Spot::Long).validate_with(&c, LoneBack::Hb, &free_fs), Ok(()), "T2's 1,2 reading");

    let sy34 = Board::base(DefFormation::ShortYardage34);
    assert_eq!(sy34.validate(&ctx(DefFormation::ShortYardage34, DefCall::Run)), Ok(()));
    assert_eq!(sy34.men_in_run_zone(lb(), Front::ThreeFour), 2, "ILBs on the tackle spots");
}

/// [som 2.15.5] The safety blitz: a DB goes to an open spot on the line only when the blitz was
/// shown and pass called; three men stay short; the blitzer counts as a blitzing LB and leaves his
/// man open; the long zone reads 0 men (1 inside the 20), the end-zone throw 1.
#[test]
fn safety_blitz() {
    let f = DefFormation::Base43;
    let shown = BoardContext { showing_blitz: true, ..ctx(f, DefCall::Pass) };
    let ss_up = Board::base(f).with(Ss, Spot::Blitz(BlitzArea::OutsideRight));
    let e = refusal(&ss_up, &ctx(f, DefCall::Pass));
    assert!(e.contains("[som 2.15.5]") && e.contains("announced safety blitz"), "{e}");
    let e = refusal(&ss_up, &BoardContext { showing_blitz: true, ..ctx(f, DefCall::Run) });
    assert!(e.contains("[som 2.15.5]"), "{e}");
    let e = refusal(&ss_up, &shown);
    assert!(e.contains("[som 2.15.5]") && e.contains("three men"), "{e}");
    let backfilled = ss_up.with(Fs, Spot::Short);
    assert_eq!(backfilled.validate(&shown), Ok(()));
    let e = refusal(
        &Board::base(f)
            .with(Fs, Spot::Short)
            .with(Ss, Spot::Blitz(BlitzArea::LeftTackle))
            .with(Llb, Spot::Blitz(BlitzArea::LeftTackle)),
        &shown,
    );
    assert!(e.contains("[som 2.15.5]") && e.contains("open spot"), "{e}");

    assert_eq!((backfilled.blitzers().count(), backfilled.blitzing_lbs()), (1, 0), "[som 2.15.5] the DB blitzes; he counts as a blitzing LB for T9's additions only (L789)");
    assert_eq!(backfilled.blitzers().collect::<Vec<_>>(), vec![Ss]);
    assert_eq!(backfilled.los_count(), 5);
    assert_eq!(backfilled.coverer(OffFormation::ProSet, OffSlot::Te, PassPlay::Short), None, "his man is open");
    assert_eq!(backfilled.men_in_run_zone(er(Dir::Left), Front::FourThree), 1, "a 0-rated LB in zone vs the run");

    let n = DefFormation::Nickel425;
    let b = Board::base(n).with(Ss, Spot::Blitz(BlitzArea::OutsideRight));
    assert_eq!(b.validate(&BoardContext { showing_blitz: true, ..ctx(n, DefCall::Pass) }), Ok(()));
    let blitz = PassContext::new(OffFormation::ProSet, OffSlot::Fl, PassPlay::Long).with_safety_blitz(true);
    assert_eq!(b.pass_picture(&blitz).men, 0, "[som 2.15.5] the long zone counts 0");
    assert_eq!(b.pass_picture(&blitz.at(15)).men, 1, "1 inside the 20");
    assert_eq!(
        b.pass_picture(&PassContext { pass: PassPlay::EndZone, ..blitz.at(15) }).men,
        1,
        "[som 2.5.1] end zone vs blitz: 1 MAN"
    );
    let no_blitz = PassContext::new(OffFormation::ProSet, OffSlot::Fl, PassPlay::Long);
    assert_eq!(b.pass_picture(&no_blitz).men, 1, "no blitz announced: the FS counts");
    assert_eq!(b.pass_picture(&PassContext { pass: PassPlay::EndZone, ..no_blitz }).men, 2, "[som 2.5.1] 2 MEN");
}

/// [som 2.15.8] □ and □□: the men behind the attacked run zone — the look-in behind a Linebuck;
/// behind an Off Tackle the look-in and (four-man line) the flat on its side; in the 3-4 only an
/// ILB or the FS in the look-in on the run's side.
#[test]
fn men_behind_the_run_zone() {
    let b = Board::base(DefFormation::Base43);
    assert_eq!(b.men_behind_run_zone(lb()), 1, "the MLB in the look-in");
    assert_eq!(b.with(Mlb, Spot::Blitz(BlitzArea::Middle)).men_behind_run_zone(lb()), 0);
    assert_eq!(b.men_behind_run_zone(ot(Dir::Right)), 2, "MLB and LLB");
    assert_eq!(b.with(Llb, Spot::Blitz(BlitzArea::LeftTackle)).men_behind_run_zone(ot(Dir::Right)), 1);
    assert_eq!(b.men_behind_run_zone(er(Dir::Left)), 1, "the RLB's flat");

    let t = Board::base(DefFormation::Base34);
    assert_eq!(t.men_behind_run_zone(lb()), 2, "□□: two LBs behind the Linebuck");
    assert_eq!(t.men_behind_run_zone(ot(Dir::Right)), 1, "the LILB on the run's side");
    let moved = t.with(Lilb, Spot::Mark(Mark::Lt));
    assert_eq!(moved.men_behind_run_zone(ot(Dir::Right)), 0, "the LLB in the flat does not count in the 3-4");
    assert_eq!(moved.with(Fs, Spot::LookIn(Some(Side::Left))).men_behind_run_zone(ot(Dir::Right)), 1, "the FS does");
}

/// [som 2.15.9] Defensive backs: WRs are covered only by DBs (every receiver of every set has a
/// coverer on the field); at most 4 DBs short (a 4th WR's extra DB excepted) and 2 long; two long
/// forces a pass call; a covering DB plays short or long, and in the long zone leaves his man open
/// to flat, look-in and short passes; an extra DB in a flat counts as a linebacker.
#[test]
fn defensive_backs() {
    for f in ALL_DEF {
        for off in ALL_OFF {
            for lone in [LoneBack::Hb, LoneBack::Fb] {
                let set = OffSet::new(off, lone);
                let a = assignments(f, set);
                for &r in set.receivers() {
                    let d = a.coverer_of(r).unwrap_or_else(|| panic!("{f:?} vs {set:?}: {r:?} uncovered"));
                    assert!(def_personnel(f).contains(&d), "{d:?} plays in the {f:?}");
                    if matches!(r, OffSlot::Fl | OffSlot::Se | OffSlot::Wr3 | OffSlot::Wr4) {
                        assert!(d.is_back(), "[som 2.15.9] {f:?} vs {set:?}: {r:?} covered by {d:?}");
                    }
                }
            }
        }
    }

    let f = DefFormation::Nickel425;
    let five_short = Board::base(f).with(Fs, Spot::Short);
    let e = refusal(&five_short, &ctx(f, DefCall::Pass));
    assert!(e.contains("[som 2.15.9]") && e.contains("at most 4"), "{e}");
    let four_wide = BoardContext::new(f, OffFormation::FourWide, DefCall::Pass);
    assert_eq!(five_short.validate(&four_wide), Ok(()), "[som 2.15.9] the extra DB on the 4th WR");
    assert_eq!(five_short.men_in_pass_zone(PassPlay::Short), 4, "still counts 4 men");

    let f = DefFormation::Base43;
    let two_deep = Board::base(f).with(Ss, Spot::Long);
    assert_eq!(two_deep.validate(&ctx(f, DefCall::Pass)), Ok(()));
    assert_eq!(
        refusal(&two_deep, &ctx(f, DefCall::Run)),
        "[som 2.15.9] two defensive backs in the long zone: the defense must call pass"
    );
    let e = refusal(&two_deep.with(Lcb, Spot::Long), &ctx(f, DefCall::Pass));
    assert!(e.starts_with("[som 2.15.9] at most two defensive backs in the long zone"), "{e}");
    assert_eq!(two_deep.coverer(OffFormation::ProSet, OffSlot::Te, PassPlay::Short), None);
    assert_eq!(
        picture(&two_deep, OffFormation::ProSet, OffSlot::Te, PassPlay::LookIn).coverage,
        Coverage::Open(OpenReason::InLongZone)
    );
    assert_eq!(two_deep.coverer(OffFormation::ProSet, OffSlot::Te, PassPlay::Long), Some(Ss));
    let e = refusal(&Board::base(f).with(Ss, Spot::Flat(Side::Left)), &ctx(f, DefCall::Pass));
    assert!(e.contains("[som 2.15.9]") && e.contains("short or long"), "{e}");

    let n = Board::base(DefFormation::Nickel425).with(Db1, Spot::Flat(Side::Left));
    assert_eq!(n.validate(&ctx(DefFormation::Nickel425, DefCall::Pass)), Ok(()));
    assert_eq!(n.men_in_pass_zone(PassPlay::Flat(Dir::Right)), 2, "[som 2.15.9] the extra DB is an extra LB there");
    let e = refusal(
        &Board::base(DefFormation::Nickel425).with(Db1, Spot::Blitz(BlitzArea::OutsideLeft)),
        &ctx(DefFormation::Nickel425, DefCall::Pass),
    );
    assert!(e.contains("[som 2.15.5]"), "no LOS except as the safety blitzer: {e}");
}

/// [som 2.15.10] The free safety: with coverage (the 3rd WR against a base defense) he stays short
/// or long and may not double-team, and in the long zone his man is open on short passes; without
/// it he goes anywhere (an extra DB relieves him); he moves into the attacked zone by T1's FS rule
/// only from the short or long zone.
#[test]
fn free_safety() {
    let f = DefFormation::Base43;
    let three = BoardContext::new(f, OffFormation::ThreeWideOneBack, DefCall::Pass);
    let e = refusal(&Board::base(f).with(Fs, Spot::Flat(Side::Left)), &three);
    assert!(e.contains("[som 2.15.10]") && e.contains("short or long"), "{e}");
    let e = refusal(&Board::base(f).with(Fs, Spot::DoubleTeam(OffSlot::Te)), &three);
    assert!(e.contains("[som 2.15.10]") && e.contains("may not double-team"), "[som 2.16] 3WR: {e}");
    assert!(Board::base(f).with(Fs, Spot::Blitz(BlitzArea::Middle)).validate(&three).is_err());
    let b = Board::base(f);
    assert_eq!(b.coverer(OffFormation::ThreeWideOneBack, OffSlot::Wr3, PassPlay::Short), None);
    assert_eq!(b.coverer(OffFormation::ThreeWideOneBack, OffSlot::Wr3, PassPlay::Long), Some(Fs));
    let nickel = BoardContext::new(DefFormation::Nickel425, OffFormation::ThreeWideOneBack, DefCall::Pass);
    assert_eq!(Board::base(DefFormation::Nickel425).with(Fs, Spot::DoubleTeam(OffSlot::Te)).validate(&nickel), Ok(()));
    assert_eq!(b.with(Fs, Spot::Flat(Side::Left)).validate(&ctx(f, DefCall::Pass)), Ok(()), "no coverage: anywhere");
    let e = refusal(&b.with(Fs, Spot::Mark(Mark::Lt)), &ctx(f, DefCall::Run));
    assert!(e.contains("open spot"), "not on a lineman's mark: {e}");

    let te = OffFormation::TightEnd;
    let p = picture(&b, te, OffSlot::Fl, PassPlay::Short);
    assert_eq!((p.men, p.fs_moved), (4, true), "[som 2.16] FS FL zone");
    assert_eq!(picture(&b, te, OffSlot::Te, PassPlay::Short).men, 3, "only passes to the flanker");
    assert_eq!(picture(&b, te, OffSlot::Fl, PassPlay::Long).men, 1, "already in the long zone");
    let fs_in_lookin = b.with(Fs, Spot::LookIn(None));
    assert_eq!(picture(&fs_in_lookin, te, OffSlot::Fl, PassPlay::Short).men, 3, "not from the look-in");
    assert_eq!(picture(&b, OffFormation::FullHouse, OffSlot::Se, PassPlay::Short).men, 4, "[som 2.16] FS SE zone");
    assert_eq!(picture(&b, OffFormation::FullHouse, OffSlot::Te, PassPlay::Short).men, 3);
    let p = picture(&b, OffFormation::ThreeBackTwoTe, OffSlot::Hb, PassPlay::Flat(Dir::Left));
    assert_eq!((p.men, p.moved_in[0]), (2, Some(Fs)), "[som 2.16] FS any zone");
    let dt = b.with(Fs, Spot::DoubleTeam(OffSlot::Te));
    assert_eq!(
        picture(&dt, OffFormation::ThreeBackTwoTe, OffSlot::Hb, PassPlay::Flat(Dir::Left)).men,
        1,
        "not when double-teaming"
    );
}

/// [som 2.15.11] LB shifting and open receivers: two defenders per flat or look-in at most; an OLB
/// in the look-in or on the line leaves his man open (not inside the 10); a DB in the vacated flat
/// picks him up, an MLB does not on short passes; a flat pass to an empty zone reads WRONG unless
/// enough LBs blitz (1 with four linemen, 2 with three) and at most one player double-teams.
#[test]
fn lb_shifting_and_open_receivers() {
    let f = DefFormation::Base43;
    let c = ctx(f, DefCall::Pass);
    let crowd = Board::base(f).with(Mlb, Spot::Flat(Side::Left)).with(Fs, Spot::Flat(Side::Left));
    let e = refusal(&crowd, &c);
    assert!(e.contains("[som 2.15.11]") && e.contains("at most two"), "{e}");

    let pro = OffFormation::ProSet;
    let olb_in = Board::base(f).with(Llb, Spot::LookIn(None));
    assert_eq!(olb_in.validate(&c), Ok(()));
    assert_eq!(picture(&olb_in, pro, OffSlot::Fb, PassPlay::Short).coverage, Coverage::Open(OpenReason::OlbInLookIn));
    let db_picks_up = olb_in.with(Fs, Spot::Flat(Side::Left));
    assert_eq!(
        db_picks_up.coverer(pro, OffSlot::Fb, PassPlay::Short),
        Some(Fs),
        "a DB in the vacated flat covers the FB"
    );
    let mlb_over = Board::base(f).with(Llb, Spot::Blitz(BlitzArea::OutsideLeft)).with(Mlb, Spot::Flat(Side::Left));
    assert_eq!(mlb_over.coverer(pro, OffSlot::Fb, PassPlay::Short), None, "only OLBs cover backs short");
    assert_eq!(
        mlb_over.coverer(pro, OffSlot::Fb, PassPlay::Flat(Dir::Right)),
        Some(Mlb),
        "but he is the flat's LB in zone"
    );

    let up = Board::base(f).with(Llb, Spot::Blitz(BlitzArea::OutsideLeft));
    assert_eq!(picture(&up, pro, OffSlot::Fb, PassPlay::Short).coverage, Coverage::Open(OpenReason::OnLine));
    let goal = Board::base_at(f, 5);
    assert_eq!(
        goal.coverage(&PassContext::new(pro, OffSlot::Fb, PassPlay::Short).at(5)),
        Coverage::By(Llb),
        "inside the 10 he is not open"
    );
    assert_eq!(goal.coverage(&PassContext::new(pro, OffSlot::Fb, PassPlay::Short)), Coverage::Open(OpenReason::OnLine));

    let p = picture(&up, pro, OffSlot::Fb, PassPlay::Flat(Dir::Right));
    assert_eq!((p.open_zone, p.open_zone_wrong), (true, false), "one LB blitzing with four linemen");
    let still = Board::base(f).with(Llb, Spot::LookIn(None));
    let p = picture(&still, pro, OffSlot::Fb, PassPlay::Flat(Dir::Right));
    assert_eq!((p.open_zone, p.open_zone_wrong), (true, true), "nobody blitzing: WRONG");

    let t = DefFormation::Base34;
    let one = Board::base(t).with(Llb, Spot::Blitz(BlitzArea::OutsideLeft)).with(Lilb, Spot::Mark(Mark::Lt));
    assert!(
        picture(&one, pro, OffSlot::Fb, PassPlay::Flat(Dir::Right)).open_zone_wrong,
        "three linemen need two blitzers"
    );
    let two =
        Board::base(t).with(Llb, Spot::Blitz(BlitzArea::OutsideLeft)).with(Lilb, Spot::Blitz(BlitzArea::LeftTackle));
    assert!(!picture(&two, pro, OffSlot::Fb, PassPlay::Flat(Dir::Right)).open_zone_wrong);

    let n = DefFormation::Nickel425;
    let dts = Board::base(n)
        .with(Llb, Spot::Blitz(BlitzArea::OutsideLeft))
        .with(Fs, Spot::DoubleTeam(OffSlot::Te))
        .with(Db1, Spot::DoubleTeam(OffSlot::Se));
    assert_eq!(dts.validate(&ctx(n, DefCall::Pass)), Ok(()));
    assert!(
        picture(&dts, pro, OffSlot::Fb, PassPlay::Flat(Dir::Right)).open_zone_wrong,
        "two double-teamers void the exception"
    );
}

// ------------------------------------------------------------------ §2.5.1, keys, draws, rush

/// [som 2.5.1] Inside the 20 nobody in the long zone and up to five DBs short; inside the 10
/// nobody in the flat or look-in zones and every linebacker on the line (or double-teaming).
#[test]
fn field_position_restrictions() {
    let f = DefFormation::Base43;
    let at = |to_goal, call| BoardContext { to_goal, ..ctx(f, call) };
    let e = refusal(&Board::base(f), &at(15, DefCall::Run));
    assert_eq!(e, "[som 2.5.1] inside the 20 no defender stands in the long zone (the Fs)");
    assert_eq!(Board::base_at(f, 15).validate(&at(15, DefCall::Run)), Ok(()));
    assert_eq!(Board::base(f).validate(&at(20, DefCall::Run)), Ok(()), "the 20 is not inside the 20");
    let n = DefFormation::Nickel425;
    let five = Board::base_at(n, 15);
    assert_eq!(five.zone_defenders(Zone::Short).count(), 5);
    assert_eq!(
        five.validate(&BoardContext { to_goal: 15, ..ctx(n, DefCall::Pass) }),
        Ok(()),
        "five DBs short inside the 20"
    );

    let goal = Board::base_at(f, 5);
    assert_eq!(goal.validate(&at(5, DefCall::Run)), Ok(()));
    assert_eq!(goal.men_in_run_zone(lb(), Front::FourThree), 1);
    let e = refusal(&goal.with(Llb, Spot::Flat(Side::Left)), &at(5, DefCall::Run));
    assert!(e.contains("[som 2.5.1]") && e.contains("linebackers stand on the line"), "{e}");
    let e = refusal(&goal.with(Fs, Spot::LookIn(None)), &at(5, DefCall::Pass));
    assert!(e.contains("[som 2.5.1]") && e.contains("flat or look-in"), "{e}");
    let e = refusal(&goal.with(Fs, Spot::Long), &at(5, DefCall::Pass));
    assert!(e.contains("[som 2.5.1]") && e.contains("long zone"), "{e}");
    assert!(refusal(&Board::base(f), &at(10, DefCall::Pass)).contains("inside the 20"), "at the 10: inside the 20");

    let p = DefFormation::Prevent43;
    let dt = Board::base_at(p, 5).with(Llb, Spot::DoubleTeam(OffSlot::Fl));
    assert_eq!(dt.validate(&BoardContext { to_goal: 5, ..ctx(p, DefCall::Pass) }), Ok(()), "LBs may still double-team");
    let t = Board::base_at(DefFormation::Base34, 5);
    assert_eq!(t.validate(&BoardContext { to_goal: 5, ..ctx(DefFormation::Base34, DefCall::Run) }), Ok(()));
    assert_eq!(t.men_in_run_zone(lb(), Front::ThreeFour), 2);
    let d = DefFormation::Dime416;
    assert!(
        refusal(&Board::base_at(d, 9), &BoardContext { to_goal: 9, ..ctx(d, DefCall::Pass) }).contains("[som 2.5.1]")
    );
}

/// [som 2.4.1] The KEY column needs a linebacker or the FS in the run's blitz zone — in the 3-4
/// every open area of it: both tackle spots for a Linebuck, the tackle spot and the tackle's blitz
/// area for an Off Tackle; a key needs a run call.
#[test]
fn key_zone() {
    let b = Board::base(DefFormation::Base43);
    assert!(!b.key_zone_filled(lb(), Front::FourThree));
    assert!(b.with(Mlb, Spot::Blitz(BlitzArea::Middle)).key_zone_filled(lb(), Front::FourThree));
    assert!(b.with(Fs, Spot::Blitz(BlitzArea::Middle)).key_zone_filled(lb(), Front::FourThree), "the FS will do");
    assert!(!b.with(Mlb, Spot::Blitz(BlitzArea::Middle)).key_zone_filled(ot(Dir::Right), Front::FourThree));
    assert!(b.with(Llb, Spot::Blitz(BlitzArea::LeftTackle)).key_zone_filled(ot(Dir::Right), Front::FourThree));
    assert!(b.with(Llb, Spot::Blitz(BlitzArea::OutsideLeft)).key_zone_filled(er(Dir::Right), Front::FourThree));

    let t = Board::base(DefFormation::Base34);
    let one = t.with(Lilb, Spot::Mark(Mark::Lt));
    assert!(!one.key_zone_filled(lb(), Front::ThreeFour), "[som 2.4.1] both tackle spots");
    assert!(one.with(Rilb, Spot::Mark(Mark::Rt)).key_zone_filled(lb(), Front::ThreeFour));
    assert!(!one.key_zone_filled(ot(Dir::Right), Front::ThreeFour), "the tackle blitz area is open");
    assert!(one.with(Llb, Spot::Blitz(BlitzArea::LeftTackle)).key_zone_filled(ot(Dir::Right), Front::ThreeFour));

    let c = ctx(DefFormation::Base43, DefCall::Pass);
    assert_eq!(b.validate_key(&c).unwrap_err().to_string(), "[som 2.4.1] keying requires a run call");
    assert_eq!(b.validate_key(&ctx(DefFormation::Base43, DefCall::Run)), Ok(()));
    assert!(matches!(b.validate_key(&c), Err(BoardError::KeyNeedsRun)));
}

/// [som 2.4.2] A draw against a pass call removes every linebacker on the line; against a run call
/// it reads the team card's maximum LB column.
#[test]
fn draws_remove_los_linebackers() {
    let b = Board::base(DefFormation::Base43)
        .with(Mlb, Spot::Blitz(BlitzArea::Middle))
        .with(Llb, Spot::Blitz(BlitzArea::LeftTackle));
    assert_eq!(b.men_in_run_zone(lb(), Front::FourThree), 1);
    let fooled = b.without_los_linebackers();
    assert_eq!(fooled.spot(Mlb), None);
    assert_eq!(fooled.spot(Llb), None);
    assert_eq!(fooled.spot(Rlb), Some(Spot::Flat(Side::Right)), "not on the line: stays");
    assert_eq!(fooled.men_in_run_zone(lb(), Front::FourThree), 0);
    assert_eq!(fooled.men_in_run_zone(ot(Dir::Right), Front::FourThree), 0);
    let t = Board::base(DefFormation::Base34).with(Lilb, Spot::Mark(Mark::Lt)).with(Fs, Spot::Blitz(BlitzArea::Middle));
    assert_eq!(t.without_los_linebackers().men_in_run_zone(lb(), Front::ThreeFour), 1, "the FS is no linebacker");
    assert_eq!(draw_run_column(Front::FourThree), 1);
    assert_eq!(draw_run_column(Front::ThreeFour), 2);
}

/// [som 2.13.1] [som 2.13.4] The pass rush reads the board: five on the line for a flat-pass
/// rush, blitzing LBs (an ILB on a tackle spot is not one, a blitzing DB is).
#[test]
fn pass_rush_counts() {
    let b = Board::base(DefFormation::Base43);
    assert_eq!(b.los_count(), 4, "[som 2.13.1] four: no flat-pass rush");
    let five = b.with(Mlb, Spot::Blitz(BlitzArea::Middle));
    assert_eq!(five.los_count(), 5, "[som 2.13.1] five on the line");
    assert_eq!(five.blitzing_lbs(), 1);
    let t = Board::base(DefFormation::Base34)
        .with(Lilb, Spot::Mark(Mark::Lt))
        .with(Rlb, Spot::Blitz(BlitzArea::OutsideRight));
    assert_eq!(t.los_count(), 5);
    assert_eq!(t.blitzers().collect::<Vec<_>>(), vec![Rlb], "[som 2.13.4] the ILB on the tackle spot does not blitz");
}

/// The board is a small `Copy` value (no heap on the per-play path).
#[test]
fn board_is_small() {
    assert!(std::mem::size_of::<Board>() <= 64, "{}", std::mem::size_of::<Board>());
    let b = Board::base(DefFormation::Base43);
    let mut c = b;
    c.place(Fs, Spot::Short);
    assert_ne!(b, c);
    assert_eq!(c.remove(Fs), Some(Spot::Short));
    assert_eq!(Board::empty(DefFormation::Base43).occupants().count(), 0);
    assert_eq!(Lane::Middle, Lane::Middle);
}
