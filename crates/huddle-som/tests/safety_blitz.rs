//! The safety blitz (digest §2.15.5, seed L779-L797, chart T23) as the engine plays it: the call's
//! and the board's legality, the pass rush on black 1-5 with T23, the blitzing back's "(10*) 0"
//! rating and his place among the T9 blitzers, the flat pass's black 1-2, the long zone's 0 men
//! (1 inside the 20) and the end-zone throw's "1 MAN", the blitzer's man left open, the run read
//! against a 0-rated linebacker, and the sniper scope's automatic Long Gain. Fixture teams of
//! `huddle_som::testkit` with scripted dice (control, results A, results B, black, yellow, then
//! whatever the play throws next).

use huddle_som::testkit::{last_record, plain_opts as opts};
use huddle_core::{PlayFlags, PlayKind, Side};
use huddle_som::board::{BlitzArea, LineSpot, Mark, PassContext, Spot};
use huddle_som::coach::{DefenseCall, OffPlay, OffenseCall, SafetyBlitz};
use huddle_som::game::{check_call, SomGame};
use huddle_som::options::SomOptions;
use huddle_som::reading::Reading;
use huddle_som::testkit::{call, defense, game_at};
use huddle_som::vocab::{DefCall, DefFormation, DefSlot, Dir, OffFormation, OffSlot, PassPlay, RunPlay};

const MIDDLE: LineSpot = LineSpot::Blitz(BlitzArea::Middle);

/// `d` with "Showing Blitz" and `slot` sent to `spot`.
fn send(d: DefenseCall, slot: DefSlot, spot: LineSpot) -> DefenseCall {
    DefenseCall { safety_blitz: d.safety_blitz.send(slot, spot).expect("room for a blitzer"), ..d }
}

/// The base 4-3, pass, the FS safety-blitzing from the middle.
fn fs_blitz() -> DefenseCall {
    send(defense(DefCall::Pass), DefSlot::Fs, MIDDLE)
}

/// A game at the home team's `spot` (yards from its goal), `down` and `to_go`, ready to step.
/// The faces are padded with 3s for whatever the play throws after the dice a test cares about.
fn at(faces: &[u8], o: OffenseCall, d: DefenseCall, spot: i16, down: u8, to_go: u8) -> SomGame {
    let padded: Vec<u8> = faces.iter().copied().chain([3; 40]).collect();
    game_at(&padded, o, d, spot, down, to_go, 1, 900, opts())
}

fn pass_call(play: PassPlay, target: OffSlot) -> OffenseCall {
    call(OffPlay::Pass { play, target })
}

fn played(mut g: SomGame) -> SomGame {
    g.step().expect("the down plays");
    g
}

/// The defending (away) team's player in a defensive slot.
fn defender(g: &mut SomGame, slot: DefSlot) -> &mut huddle_som::cards::SomPlayer {
    let t = &mut g.teams[Side::Away].team;
    let id = t.depth.defense.iter().find(|(s, _)| *s == slot).map(|(_, id)| id.clone()).expect("a depth slot");
    let i = t.player(&id).expect("the player");
    &mut t.players[i]
}

fn column(text: &str) -> [Reading; 11] {
    std::array::from_fn(|_| Reading::parse(text).expect("a cell"))
}

fn refusal(g: &SomGame, d: &DefenseCall) -> String {
    check_call(&g.core, OffFormation::ProSet, d).map(|_| ()).expect_err("an illegal call").to_string()
}

/// [som 2.15.5] Legality: backs go to the line only on "Showing Blitz" with a pass call, only
/// backs, to open spots, and three men stay in the short zone (the FS or an extra DB drops into it).
#[test]
fn legality() {
    let g = at(&[], pass_call(PassPlay::Short, OffSlot::Fl), defense(DefCall::Pass), 30, 1, 10);
    // The FS alone: LCB, RCB and SS stay short.
    let b = check_call(&g.core, OffFormation::ProSet, &fs_blitz()).expect("[som 2.15.5] the FS blitzes from the middle");
    assert_eq!(b.spot(DefSlot::Fs), Some(Spot::Blitz(BlitzArea::Middle)), "[som 2.15.5] the FS on the line");
    // The SS: the FS drops from the long zone to keep three short.
    let ss = send(defense(DefCall::Pass), DefSlot::Ss, LineSpot::Blitz(BlitzArea::OutsideRight));
    let b = check_call(&g.core, OffFormation::ProSet, &ss).expect("[som 2.15.5] the SS blitzes, the FS backfills");
    assert_eq!(b.spot(DefSlot::Fs), Some(Spot::Short), "[som 2.15.5] the FS backfills the short zone");
    assert_eq!(b.at(Spot::Short).count(), 3, "[som 2.15.5] three men in the short zone");
    // The SS and the LCB: only two could stay short, even with the FS down.
    let two = send(ss, DefSlot::Lcb, LineSpot::Blitz(BlitzArea::OutsideLeft));
    let e = refusal(&g, &two);
    assert!(e.contains("[som 2.15.5]") && e.contains("three men"), "[som 2.15.5] three men stay short: {e}");
    // A run call sends nobody.
    let e = refusal(&g, &DefenseCall { call: DefCall::Run, ..fs_blitz() });
    assert!(e.contains("[som 2.15.5]") && e.contains("pass call"), "[som 2.15.5] pass call only: {e}");
    // An occupied spot: the LE's mark, or a corner's area taken by another corner.
    let e = refusal(&g, &send(defense(DefCall::Pass), DefSlot::Lcb, LineSpot::Mark(Mark::Le)));
    assert!(e.contains("[som 2.15.5]") && e.contains("open spot"), "[som 2.15.5] an open spot: {e}");
    let nickel = DefenseCall { formation: DefFormation::Nickel425, ..defense(DefCall::Pass) };
    let both = send(send(nickel, DefSlot::Lcb, LineSpot::Blitz(BlitzArea::OutsideLeft)), DefSlot::Db1, LineSpot::Blitz(BlitzArea::OutsideLeft));
    let e = refusal(&g, &both);
    assert!(e.contains("[som 2.15.5]") && e.contains("open spot"), "[som 2.15.5] two backs, one spot: {e}");
    // Linebackers blitz with `blitz`, not as safety blitzers; a back is sent once; the
    // double-teamer does not also blitz.
    let e = refusal(&g, &send(defense(DefCall::Pass), DefSlot::Mlb, MIDDLE));
    assert!(e.contains("[som 2.15.5]") && e.contains("only a defensive back"), "{e}");
    let e = refusal(&g, &send(fs_blitz(), DefSlot::Fs, LineSpot::Blitz(BlitzArea::LeftTackle)));
    assert!(e.contains("[som 2.15.5]") && e.contains("once"), "{e}");
    let e = refusal(&g, &DefenseCall { doubles: [Some((OffSlot::Te, DefSlot::Fs)), None, None], ..fs_blitz() });
    assert!(e.contains("[som 2.15.5]") && e.contains("double-team"), "{e}");
    // "Showing Blitz" alone is legal with either call.
    for c in [DefCall::Run, DefCall::Pass] {
        let shown = DefenseCall { safety_blitz: SafetyBlitz::SHOWN, ..defense(c) };
        assert!(check_call(&g.core, OffFormation::ProSet, &shown).is_ok(), "[som 2.15.5] showing the blitz is legal with {c:?}");
    }
}

/// [som 2.15.5] [som 2.13.1] A safety blitz rushes on black 1-5 and reads T23: control 4 is the DRE
/// (9) against the OLT (4), plus T9's +2 for the blitzing FS counted as a linebacker: 11. T23 block
/// 4, short, 11 sacks on 2-6 and 11 (rated 9 without the FS's addition T23 says 2-6; T22 at 11,
/// the MLB blitzing instead, says 2-8): the total 11 with black 4 is a sack only against the
/// safety blitz, a 7 only on T22.
#[test]
fn a_safety_blitz_rushes_on_black_1_to_5_with_t23_and_the_back_counts_for_t9() {
    // Sack: four dice 2+3+4+5 = 14 lost; then T6 (rating 11): 1+1 keeps the credit.
    let faces = [4, 5, 6, 4, 6, 2, 3, 4, 5, 1, 1, 1, 1, 1, 1, 1, 1];
    let short = pass_call(PassPlay::Short, OffSlot::Fl);
    let g = played(at(&faces, short, fs_blitz(), 30, 1, 10));
    let r = last_record(&g);
    assert_eq!(r.kind, PlayKind::Sack, "[som 2.15.5] black 4 rushes against a safety blitz; T23 at 11 sacks an 11: {r:?}");
    assert_eq!(g.core.spot.yards(), 16, "[som 2.15.5] the sack's loss");
    // The same roll against a plain pass call: black 4 is no rush.
    let g = played(at(&faces, short, defense(DefCall::Pass), 30, 1, 10));
    assert_ne!(last_record(&g).kind, PlayKind::Sack, "[som 2.13.1] black 4 is no rush without the safety blitz");
    // Black 6 is no rush even against the safety blitz.
    let mut six = faces;
    six[3] = 6;
    let g = played(at(&six, short, fs_blitz(), 30, 1, 10));
    assert_ne!(last_record(&g).kind, PlayKind::Sack, "[som 2.15.5] black 6 is no rush");
    // Total 7 (2-8 on T22) is no sack on T23.
    let seven = [4, 3, 4, 1, 6, 2, 3, 3, 1, 1, 1, 1, 1, 1, 1];
    let g = played(at(&seven, short, fs_blitz(), 30, 1, 10));
    assert_ne!(last_record(&g).kind, PlayKind::Sack, "[som 2.15.5] T23, not T22: block 4 short 11 does not sack a 7");
    // The same DRE at 11 with the MLB blitzing instead (T9 +2) reads T22: 2-8 sacks the 7.
    let mlb = DefenseCall { blitz: [Some(DefSlot::Mlb), None, None], ..defense(DefCall::Pass) };
    let g = played(at(&seven, short, mlb, 30, 1, 10));
    assert_eq!(last_record(&g).kind, PlayKind::Sack, "[som 2.13.5] the same 7 at 11 on T22 is a sack");
}

/// [som 2.15.5] [som 2.13.1] On a flat pass a safety-blitz sack comes only on black 1-2: the same
/// control 4 and total 12 (T23 block 4, flat, 11: 2-5 and 12) sacks with black 1, not with black 3,
/// while a short pass is rushed on black 3.
#[test]
fn a_flat_pass_is_rushed_only_on_black_1_or_2() {
    let flat = pass_call(PassPlay::Flat(Dir::Right), OffSlot::Fl);
    let black = |b: u8| [4, 6, 6, b, 6, 2, 3, 4, 5, 1, 1, 1, 1, 1, 1, 1, 1];
    let g = played(at(&black(1), flat, fs_blitz(), 30, 1, 10));
    assert_eq!(last_record(&g).kind, PlayKind::Sack, "[som 2.15.5] black 1 rushes a flat pass against the safety blitz");
    let g = played(at(&black(3), flat, fs_blitz(), 30, 1, 10));
    assert_ne!(last_record(&g).kind, PlayKind::Sack, "[som 2.15.5] a flat-pass safety-blitz sack only on black 1-2");
    // T23 block 4, short, 11: 2-6 and 11; a 12 is no sack, so the short pass uses a 6 (3+3).
    let short = pass_call(PassPlay::Short, OffSlot::Fl);
    let g = played(at(&[4, 3, 3, 3, 6, 2, 3, 4, 5, 1, 1, 1, 1], short, fs_blitz(), 30, 1, 10));
    assert_eq!(last_record(&g).kind, PlayKind::Sack, "[som 2.15.5] black 3 rushes a short pass");
}

/// [som 2.15.5] [som 2.13.2] The blitzing back is rated "(10*) 0": on control 6 ("*", against the
/// blocking back: pass block 3) he rushes at 10, whatever his card says — T23 block 3, short, 10
/// sacks on 2-6 and 11 — and he is the indicated man, not an extra blitzer. With nobody rated "*"
/// on the line there is no sack.
#[test]
fn the_blitzing_back_rushes_at_ten_on_the_asterisk() {
    let faces = [6, 5, 6, 2, 6, 2, 3, 4, 5, 1, 1, 1, 1, 1, 1];
    let short = pass_call(PassPlay::Short, OffSlot::Fl);
    let no_asterisk = |g: &mut SomGame| {
        for s in [DefSlot::Le, DefSlot::Fs] {
            if let Some(r) = defender(g, s).pass_rush.as_mut() {
                r.asterisk = None;
                r.normal = 0;
            }
        }
    };
    let mut g = at(&faces, short, fs_blitz(), 30, 1, 10);
    no_asterisk(&mut g);
    let fs = { let t = &g.teams[Side::Away].team; t.player(&t.depth.defense.iter().find(|x| x.0 == DefSlot::Fs).unwrap().1).unwrap() };
    let g = played(g);
    let r = last_record(&g);
    assert_eq!(r.kind, PlayKind::Sack, "[som 2.15.5] the blitzing FS rushes at (10*) on the asterisk: {r:?}");
    assert_eq!(r.defender.map(|p| p.idx as usize), Some(fs), "[som 2.15.5] the FS makes the sack");
    // Rated 12 (counted as his own extra blitzer) he would also sack an 8; at 10 he does not.
    let mut eight = faces;
    (eight[1], eight[2]) = (4, 4);
    let mut g = at(&eight, short, fs_blitz(), 30, 1, 10);
    no_asterisk(&mut g);
    assert_ne!(last_record(&played(g)).kind, PlayKind::Sack, "[som 2.13.4] the indicated back is not one of T9's extra blitzers");
    let mut g = at(&faces, short, defense(DefCall::Pass), 30, 1, 10);
    no_asterisk(&mut g);
    assert_ne!(last_record(&played(g)).kind, PlayKind::Sack, "[som 2.13.3] no asterisk rusher, no sack");
}

/// [som 2.15.5] [som 2.13.6] After a safety-blitz rush on black 3-5 without a sack there is no
/// dump-off (only an initial black 1-2 allows one): on 2nd and 3 the computer would dump off, but
/// the pass to the flanker is re-rolled and read normally.
#[test]
fn no_dump_off_after_black_3_to_5() {
    // Control 4, total 7: T23 block 4 short 11 is 2-6, 11: no sack. Then three dice (re-roll), and
    // four for a receiver reading.
    let faces = [4, 3, 4, 3, 6, 2, 3, 3, 1, 1, 3, 3, 6, 6, 6, 6, 6, 6];
    let short = pass_call(PassPlay::Short, OffSlot::Fl);
    let g = at(&faces, short, fs_blitz(), 30, 2, 3);
    let fl = { let t = &g.teams[Side::Home].team; t.player(&t.depth.wr[0]).unwrap() };
    let r = last_record(&played(g));
    assert_eq!(r.player.map(|p| p.idx as usize), Some(fl), "[som 2.15.5] no dump-off after black 3: {r:?}");
    // Black 1 with the same dice: the dump-off (zone die 2, target die 3 → past the flanker).
    let mut one = faces;
    one[3] = 1;
    let r = last_record(&played(at(&one, short, fs_blitz(), 30, 2, 3)));
    assert_ne!(r.player.map(|p| p.idx as usize), Some(fl), "[som 2.13.6] a dump-off after black 1: {r:?}");
}

/// [som 2.15.5] Against a long pass the Long Pass Zone counts 0 men whoever stands in it: the
/// 4-1-6 dime sends the FS and keeps DB2 deep, and the defensive card reads the "0 MEN" column, not
/// "1 MAN". Inside the defense's 20 the zone counts 1.
#[test]
fn the_long_zone_counts_no_men_against_a_safety_blitz() {
    let long = pass_call(PassPlay::Long, OffSlot::Fl);
    let dime = DefenseCall { formation: DefFormation::Dime416, ..defense(DefCall::Pass) };
    let faces = [4, 3, 4, 6, 6, 1, 1, 1, 1];
    let cards = |g: &mut SomGame| g.teams[Side::Away].team.defense_card.long = vec![column("+40"), column("+25"), column("+11")];
    let mut g = at(&faces, long, dime, 30, 1, 10);
    cards(&mut g);
    assert_eq!(played(g).core.spot.yards(), 41, "[som 2.15.5] without the blitz DB2 and the FS deep: the 2 MEN column");
    let blitz = send(dime, DefSlot::Fs, MIDDLE);
    let mut g = at(&faces, long, blitz, 30, 1, 10);
    cards(&mut g);
    assert_eq!(played(g).core.spot.yards(), 70, "[som 2.15.5] DB2 still deep, the long zone counts 0 men");
    // The board: 1 inside the 20, 0 outside, with DB2 in the zone either way.
    let board = huddle_som::game::defense_board(50, &blitz);
    assert_eq!(board.spot(DefSlot::Db2), Some(Spot::Long));
    let ctx = PassContext::new(OffFormation::ProSet, OffSlot::Fl, PassPlay::Long).with_safety_blitz(true);
    assert_eq!(board.pass_picture(&ctx).men, 0, "[som 2.15.5] long zone 0 men");
    assert_eq!(board.pass_picture(&ctx.at(15)).men, 1, "[som 2.15.5] inside the 20 the long zone counts 1");
    assert_eq!(board.pass_picture(&ctx.with_safety_blitz(false)).men, 1, "[som 2.15.5] no blitz: DB2 counts");
}

/// [som 2.15.5] [som 2.5.1] Throwing for the end zone against a safety blitz reads the long "1 MAN"
/// column; otherwise "2 MEN".
#[test]
fn the_end_zone_throw_reads_one_man_against_a_safety_blitz() {
    let ez = pass_call(PassPlay::EndZone, OffSlot::Fl);
    let faces = [4, 3, 4, 6, 6, 1, 1, 1, 1];
    let cards = |g: &mut SomGame| g.teams[Side::Away].team.defense_card.long = vec![column("+40"), column("+20"), column("+3")];
    let mut g = at(&faces, ez, defense(DefCall::Pass), 85, 1, 10);
    cards(&mut g);
    assert_eq!(played(g).core.spot.yards(), 88, "[som 2.5.1] the end-zone throw reads 2 MEN");
    let mut g = at(&faces, ez, fs_blitz(), 85, 1, 10);
    cards(&mut g);
    let g = played(g);
    assert_eq!(last_record(&g).kind, PlayKind::Pass);
    assert_eq!(g.core.score.home, 6, "[som 2.15.5] the 1 MAN column's +20 from the 15 scores");
}

/// [som 2.15.5] A blitzing back with coverage leaves his man open: the SS covers the TE; a
/// "DEFENDER X OR SG" cell checks the SS (rated 6 against control 4: incomplete) — with the SS
/// blitzing the TE is open and the reading is a Short Gain.
#[test]
fn the_blitzers_man_is_open() {
    let asg = huddle_som::formation::assignments(DefFormation::Base43, OffFormation::ProSet);
    assert_eq!(asg.coverer_of(OffSlot::Te), Some(DefSlot::Ss), "the fixture: the SS covers the TE");
    let to_te = pass_call(PassPlay::Short, OffSlot::Te);
    // Control 4, total 5: the fixture card's "DEFENDER X OR SG"; black 6: no rush; then the X-Chart's two dice.
    let faces = [4, 2, 3, 6, 6, 3, 4, 1, 1, 1, 1];
    let ss = send(defense(DefCall::Pass), DefSlot::Ss, LineSpot::Blitz(BlitzArea::OutsideRight));
    let board = huddle_som::game::defense_board(70, &ss);
    let ctx = PassContext::new(OffFormation::ProSet, OffSlot::Te, PassPlay::Short).with_safety_blitz(true);
    assert_eq!(board.coverage(&ctx), huddle_som::board::Coverage::Open(huddle_som::board::OpenReason::OnLine), "[som 2.15.5] his man is open");
    let mut g = at(&faces, to_te, defense(DefCall::Pass), 30, 1, 10);
    defender(&mut g, DefSlot::Ss).defense = 6;
    let g = played(g);
    assert!(!last_record(&g).flags.has(PlayFlags::COMPLETE), "[som 2.15.5] the SS covering: incomplete");
    let mut g = at(&faces, to_te, ss, 30, 1, 10);
    defender(&mut g, DefSlot::Ss).defense = 6;
    let g = played(g);
    assert!(last_record(&g).flags.has(PlayFlags::COMPLETE), "[som 2.15.5] the SS blitzing: the TE is open, a Short Gain");
}

/// [som 2.15.5] Against a run the blitzing back is a 0-rated linebacker in the zone: the FS (rated 6
/// on his card) in the middle blitz area makes a Linebuck read the "1 LB" column, where "LB +1 OR
/// +6" fails at control 4 (he rates 0); the MLB rated 6 there passes. No one there: the 0 LB column.
#[test]
fn against_a_run_the_blitzing_back_is_a_zero_rated_linebacker() {
    let lb = call(OffPlay::Run { play: RunPlay::linebuck(), carrier: OffSlot::Hb });
    let faces = [4, 3, 4, 6, 6, 1, 1, 1, 1];
    let setup = |g: &mut SomGame| {
        g.teams[Side::Away].team.defense_card.linebuck = vec![column("+20"), column("LB +1 OR +6")];
        defender(g, DefSlot::Fs).defense = 6;
        defender(g, DefSlot::Mlb).defense = 6;
    };
    let mut g = at(&faces, lb, fs_blitz(), 30, 1, 10);
    setup(&mut g);
    assert_eq!(played(g).core.spot.yards(), 36, "[som 2.15.5] the blitzing FS rates 0 as the LB in zone");
    let mlb = DefenseCall { blitz: [Some(DefSlot::Mlb), None, None], ..defense(DefCall::Pass) };
    let mut g = at(&faces, lb, mlb, 30, 1, 10);
    setup(&mut g);
    assert_eq!(played(g).core.spot.yards(), 31, "[som 2.4] a blitzing MLB rated 6 holds it to +1");
    let mut g = at(&faces, lb, defense(DefCall::Pass), 30, 1, 10);
    setup(&mut g);
    assert_eq!(played(g).core.spot.yards(), 50, "[som 2.4] nobody in the zone: the 0 LB column");
}

/// [som 2.15.5] A sniper scope on the initial roll's defensive-card cell is an automatic Long Gain
/// when "Showing Blitz" was announced, even if no back blitzes (and with either call); without the
/// announcement the cell reads as printed. T18 with three dice: control 1, 2+3 → 48.
#[test]
fn the_sniper_scope_is_a_long_gain_against_a_showing_blitz() {
    let short = pass_call(PassPlay::Short, OffSlot::Fl);
    // Control 4, total 7, black 6 (no rush); then T18's three dice.
    let faces = [4, 3, 4, 6, 6, 1, 2, 3, 1, 1, 1, 1];
    let scoped = |g: &mut SomGame| g.teams[Side::Away].team.defense_card.short = vec![column("+9(o)"), column("+9(o)")];
    let mut g = at(&faces, short, defense(DefCall::Pass), 30, 1, 10);
    scoped(&mut g);
    assert_eq!(played(g).core.spot.yards(), 39, "[som 2.15.5] no Showing Blitz: the scope is ignored");
    for c in [DefCall::Pass, DefCall::Run] {
        let shown = DefenseCall { safety_blitz: SafetyBlitz::SHOWN, ..defense(c) };
        let mut g = at(&faces, short, shown, 30, 1, 10);
        scoped(&mut g);
        let g = played(g);
        assert_eq!(g.core.spot.yards(), 78, "[som 2.15.5] Showing Blitz ({c:?}), nobody sent: the scope is a Long Gain");
        assert!(last_record(&g).flags.has(PlayFlags::COMPLETE), "[som 2.15.5] a completed Long Gain");
    }
    // With a back blitzing and a rush that does not sack (black 3; T23 block 4 short 11 does not sack a 7),
    // the initial roll's scope still gives the Long Gain.
    let rushed = [4, 3, 4, 3, 6, 1, 2, 3, 1, 1, 1, 1];
    let mut g = at(&rushed, short, fs_blitz(), 30, 1, 10);
    scoped(&mut g);
    assert_eq!(played(g).core.spot.yards(), 78, "[som 2.15.5] the initial roll's scope after a rush without a sack");
    // A run reads the scope too.
    let lb = call(OffPlay::Run { play: RunPlay::linebuck(), carrier: OffSlot::Hb });
    let mut g = at(&faces, lb, fs_blitz(), 30, 1, 10);
    g.teams[Side::Away].team.defense_card.linebuck = vec![column("+3(o)"), column("+3(o)")];
    assert_eq!(played(g).core.spot.yards(), 78, "[som 2.15.5] the scope on a run's cell");
}

/// [som 2.15.5] The computer shows the blitz rarely: a few per cent of its pass calls in its
/// chosen moments (3rd/4th and long in the offense's half, trailing late), never otherwise.
#[test]
fn the_computer_safety_blitzes_sometimes() {
    let mut shown = 0;
    let mut sent = 0;
    let mut games = 0;
    let mut passes = 0;
    for seed in 0..6 {
        let mut g = SomGame::ai(seed, huddle_som::testkit::team("HOM"), huddle_som::testkit::team("AWY"), SomOptions::default());
        g.play_out().expect("a game");
        games += 1;
        sent += g.tally.safety_blitz[0];
        passes += g.tally.pass_kinds.iter().sum::<u32>();
        shown += u32::from(g.tally.safety_blitz[0] > 0);
    }
    assert!(sent > 0 && shown > 0, "[som 2.15.5] the computer safety-blitzes now and then ({sent} in {games} games)");
    assert!(sent * 100 < passes * 5, "[som 2.15.5] rarely: {sent} safety-blitz passes of {passes} in {games} games");
}
