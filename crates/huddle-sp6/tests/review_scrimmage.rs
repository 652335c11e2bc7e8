//! Review of the scrimmage side of the 6th-edition engine (displays, strategy cards, runs,
//! passes, pass rush, Big Play, the tables they read, the call language): one test for each
//! defect the review found and fixed. Each test fails on the code before its fix.
//!
//! Expected values are worked out by hand from the rulebook (`shared/seeds/001_…txt`), the
//! digest (`shared/rules/sp6.md`) and the sample teams (Ironton on offense, Lakeport on defense,
//! as in `rules_scrimmage.rs` and `rules_game.rs`).

use huddle_cards::{DefBox, IntRange, OffBox, PassRanges, PassRushLine};
use huddle_core::{PerSide, Side};
use huddle_sp6::call::{CoverKind, DefPlay, DefStrategy, DefenseCall, OffPlay, OffenseCall};
use huddle_sp6::coach::{avg_rush, OffenseChoice};
use huddle_sp6::display::{lineup_defense, lineup_offense, ol_values};
use huddle_sp6::game::Sp6Game;
use huddle_sp6::options::Options;
use huddle_sp6::resolve::{Kind, PlayEnd};
use huddle_sp6::testkit::{blank, game_at, pn, rn, CardExt, Fixture, ScriptedCoach};
use huddle_sp6::{command, OffenseDisplay, Pid};
use std::collections::VecDeque;

const H: Side = Side::Home;
const A: Side = Side::Away;

fn call(play: OffPlay, b: OffBox) -> OffenseCall {
    OffenseCall::new(play, b)
}

fn def(play: DefPlay) -> DefenseCall {
    DefenseCall::new(play)
}

/// A game between the sample teams at a down, Ironton (home) or Lakeport (away) on offense,
/// with the offense's plays scripted and the defense playing Pass Defense on its Lineup Card.
fn game(off: Side, spot: i16, plays: Vec<OffenseChoice>, cards: Vec<huddle_sp6::fac::Fac>, opts: Options) -> Sp6Game {
    let mut o = ScriptedCoach::default();
    o.offense = VecDeque::from(plays);
    let coaches = if off == H { PerSide::new(o, ScriptedCoach::default()) } else { PerSide::new(ScriptedCoach::default(), o) };
    let mut g = game_at(off, spot, 1, 10, coaches, cards, opts);
    // Ironton's quarterback as rules_game.rs pins him: Quick Com 1-33, Inc to 47, Int 48.
    let t = &mut g.teams[H].team;
    let i = t.idx("irn-qb1").expect("the sample quarterback") as usize;
    t.players[i].passing.as_mut().expect("a passing card").quick = PassRanges { com: 33, inc: 47, int_q: 47 };
    g
}

fn od(g: &Sp6Game, side: Side) -> OffenseDisplay {
    lineup_offense(&g.teams[side].team)
}

fn pid(g: &Sp6Game, side: Side, id: &str) -> Pid {
    g.teams[side].team.idx(id).unwrap_or_else(|| panic!("no player {id}"))
}

fn refused(g: &Sp6Game, side: Side, c: &OffenseCall) -> Option<&'static str> {
    g.check_offense_choice(side, &od(g, side), c).err().map(|e| e.section)
}

// ------------------------------------------------------------------------------ [sp6 4.6]

/// [sp6 4.6] (E-14) A redirected pass counts for endurance against the player it was thrown to.
/// Redirected to an empty slot (BK3 is not on Ironton's display and neither is FL2, 8.3.9.3) it
/// is thrown to nobody: the receiver called (wr1 in RE, endurance 1) was not thrown to and may be
/// called on the next down. Redirected to a man who cannot catch it (wr2 in FL1, endurance 1,
/// here without pass values) it falls incomplete but was thrown to him: he is the one tired.
#[test]
fn redirect_counts_against_the_man_thrown_to_sp6_4_6() {
    let fx = Fixture::new();
    let r = fx.resolve(&call(OffPlay::Quick, OffBox::RE), &def(DefPlay::Pass), vec![blank().all("BK3").fac(), pn(1), rn(1)]).0;
    assert_eq!((r.end, r.target, r.carrier), (PlayEnd::Incomplete, None, None), "[sp6 4.6] a redirect to an empty slot is thrown to nobody");

    let plays = vec![OffenseChoice::Play { display: lineup_offense(&huddle_sp6::cards::sample_teams()[0]), call: call(OffPlay::Quick, OffBox::RE) }];
    let mut g = game(H, 30, plays, vec![blank().all("BK3").fac()], Options::default());
    g.step().expect("the play runs");
    assert_eq!(g.core.spot.yards(), 30, "incomplete");
    assert_eq!(refused(&g, H, &call(OffPlay::Quick, OffBox::RE)), None, "[sp6 4.6] E-14: wr1 had no ball thrown to him; he may be called again");

    let plays = vec![OffenseChoice::Play { display: lineup_offense(&huddle_sp6::cards::sample_teams()[0]), call: call(OffPlay::Quick, OffBox::RE) }];
    let mut g = game(H, 30, plays, vec![blank().all("FL").fac()], Options::default());
    let wr2 = pid(&g, H, "irn-wr2") as usize;
    g.teams[H].team.players[wr2].receiving = None;
    g.step().expect("the play runs");
    assert_eq!(g.core.spot.yards(), 30, "[sp6 4.6] a man without pass values: incomplete (4.2.2)");
    assert_eq!(refused(&g, H, &call(OffPlay::Quick, OffBox::RE)), None, "[sp6 4.6] E-14: not against wr1, who was called");
    assert_eq!(refused(&g, H, &call(OffPlay::EndAround, OffBox::FL1)), Some("4.6"), "[sp6 4.6] E-14: against wr2, to whom the ball was thrown");
}

/// [sp6 4.6] Every player whose endurance rules him out counts, however many there are: with
/// every Ironton player rated 4 and nine of them already directed at this quarter, the ninth in
/// roster order (a receiver on the display) may not be called. The list used to hold eight.
#[test]
fn every_tired_player_counts_sp6_4_6() {
    let mut g = game(H, 30, vec![], vec![], Options::default());
    let d = od(&g, H);
    let (b, target) = [OffBox::RE, OffBox::LE, OffBox::FL1, OffBox::FL2, OffBox::BK1, OffBox::BK2]
        .into_iter()
        .filter_map(|b| d.get(b).map(|p| (b, p)))
        .max_by_key(|&(_, p)| p)
        .expect("receivers on the display");
    assert!(target >= 8, "the last receiver on the display has at least eight players before him");
    for p in &mut g.teams[H].team.players {
        p.ev = Some(huddle_cards::Endurance::Plays(4));
    }
    let mut directed: Vec<Pid> = (0..8).collect();
    directed.push(target);
    g.teams[H].directed_quarter = directed;
    let c = if b.is_back() { call(OffPlay::InsideLeft, b) } else { call(OffPlay::Quick, b) };
    assert_eq!(refused(&g, H, &c), Some("4.6"), "[sp6 4.6] the ninth tired player is tired too");
}

/// [sp6 4.6] The call language's default ball carrier ("il" with no box) is the best back the
/// offense may call this down: a back his endurance rules out is passed over, not called and
/// refused. Lakeport: rb1 (1) in BK1, fb1 (3) in BK2.
#[test]
fn default_carrier_skips_a_tired_back_sp6_4_6() {
    let mut g = game(A, 30, vec![], vec![], Options::default());
    let d = od(&g, A);
    let (b1, b2) = (d.get(OffBox::BK1).unwrap(), d.get(OffBox::BK2).unwrap());
    let t = &g.teams[A].team;
    let (best, other, other_box) = if avg_rush(t, b1) >= avg_rush(t, b2) { (b1, b2, OffBox::BK2) } else { (b2, b1, OffBox::BK1) };
    // Tire the best back: rb1 (1) by the preceding play, fb1 (3) by this possession.
    if best == pid(&g, A, "lkp-rb1") {
        g.recent = [Some((A, best)), None];
    } else {
        g.teams[A].directed_possession.push(best);
    }
    let v = g.view(A);
    assert!(v.ctx.tired.contains(best), "the best back is tired");
    assert!(!v.ctx.tired.contains(other), "the other back is not");
    match command::offense("il", &v, &d) {
        Ok(OffenseChoice::Play { call, .. }) => assert_eq!(call.involved, other_box, "[sp6 4.6] the fit back carries"),
        other => panic!("[sp6 4.6] 'il' should call the fit back: {other:?}"),
    }
}

// ------------------------------------------------------------------------------ [sp6 6.7]

/// [sp6 6.7] "If a box is occupied by two players, either may intercept (choose the player with
/// the best interception rating ...)": a sure "48" is a better rating than a "48?", which
/// intercepts only on an even PN (8.3.5.2). Box L holds s1 ("48?", placed first) and cb3 ("48");
/// a Long pass's PN 48 (the QB's Int) and RN 1 (Long column: L) is cb3's, with no coin toss.
#[test]
fn interception_table_prefers_a_sure_48_to_a_48q_sp6_6_7() {
    let mut fx = Fixture::new();
    for id in ["lkp-s1", "lkp-cb3"] {
        let p = fx.d(id);
        assert!(fx.dd.place(DefBox::L, p), "{id} fits in L");
    }
    let (s1, cb3) = (fx.d("lkp-s1"), fx.d("lkp-cb3"));
    assert_eq!(fx.def.players[s1 as usize].defense.unwrap().int, IntRange::Maybe48);
    assert_eq!(fx.def.players[cb3 as usize].defense.unwrap().int.size(), 1, "cb3's 48");
    let qb = fx.od.get(OffBox::QB).unwrap() as usize;
    fx.off.players[qb].passing.as_mut().unwrap().long = PassRanges { com: 16, inc: 45, int_q: 45 };
    let lp = call(OffPlay::Long, OffBox::FL1);
    // PN 48: Int; RN 1: box L; RN 2: PI 8 yards; RN 12: no return.
    let r = fx.resolve(&lp, &def(DefPlay::Pass), vec![blank().fac(), pn(48), rn(1), rn(2), rn(12)]).0;
    match r.end {
        PlayEnd::Interception { by, pi, .. } => {
            assert_eq!(by, cb3, "[sp6 6.7] the better rating intercepts: cb3's sure 48, not s1's 48?");
            assert_eq!(pi, 8, "[sp6 6.7] Long PI 4 x RN 2");
        }
        other => panic!("[sp6 6.7] expected an interception, got {other:?}"),
    }
}

// ------------------------------------------------------------------------------ [sp6 7.2]

/// [sp6 7.2] The call language names a helper or a blitzer by his box; box L may hold two
/// defensive backs, and naming L twice names both (a 3-2-6 Triple Coverage with the two backs of
/// L, or a blitz by both). Lakeport in 3-2-6: lb2 (G) and lb3 (I) out, cb3 and s1 in L.
#[test]
fn two_men_in_box_l_can_both_be_named_sp6_7_2() {
    let g = game(H, 30, vec![], vec![], Options::default());
    let off = od(&g, H);
    let mut d = lineup_defense(&g.teams[A].team);
    for id in ["lkp-lb2", "lkp-lb3"] {
        d.remove(pid(&g, A, id));
    }
    let (cb3, s1) = (pid(&g, A, "lkp-cb3"), pid(&g, A, "lkp-s1"));
    assert!(d.place(DefBox::L, cb3) && d.place(DefBox::L, s1));
    assert_eq!((d.row_count(1), d.row_count(2), d.row_count(3)), (3, 2, 6), "3-2-6");
    let v = g.view(A);
    let c = command::defense("prevent triple LE L L", &v, &d, &off).unwrap_or_else(|e| panic!("[sp6 7.2] the Triple with both backs of L: {e}"));
    match c.call.strategy {
        DefStrategy::Coverage([Some(cv), None, None]) => {
            assert_eq!((cv.receiver, cv.kind), (OffBox::LE, CoverKind::Triple));
            assert_eq!(cv.helpers, [Some(cb3), Some(s1)], "[sp6 7.2] L named twice: its two backs help");
        }
        other => panic!("[sp6 7.2] a Triple Coverage: {other:?}"),
    }
    let c = command::defense("pass double LE L double RE L", &v, &d, &off).unwrap_or_else(|e| panic!("[sp6 7.2] the Triple card as two Doubles from L: {e}"));
    assert_eq!(c.call.coverages().map(|cv| cv.helpers[0]).collect::<Vec<_>>(), vec![Some(cb3), Some(s1)], "[sp6 7.2] one back of L on each receiver");
    let c = command::defense("blitz L L", &v, &d, &off).unwrap_or_else(|e| panic!("[sp6 7.2] a blitz by both backs of L: {e}"));
    assert_eq!(c.call.blitzers().collect::<Vec<_>>(), vec![cb3, s1], "[sp6 7.2] L named twice: both blitz");
    let e = command::defense("blitz L L L", &v, &d, &off).expect_err("L holds two");
    assert!(e.contains("box L"), "[sp6 7.2] a third L: {e}");
}

// ------------------------------------------------------------------------------- [sp6 19]

/// [sp6 19] O1: an offensive lineman out of position subtracts 1 from his Blocking and Pass
/// Blocking values, with no floor: a PB of 0 becomes -1 in the Pass Rush sum (8.3.6.1).
/// Ironton's og1 (G) at LT with PB 0 and ot1 (T) at LG with PB 1; C, RG and RT PB 1:
/// O = -1 + 0 + 3 = 2 against Lakeport's Row 1 (3 + 1 + 3 = 7): Sack 5 + 2 x 5 = 15.
#[test]
fn out_of_position_pass_blocking_has_no_floor_sp6_19() {
    let mut fx = Fixture::new();
    fx.opts.out_of_position = true;
    let (og1, ot1) = (fx.o("irn-og1"), fx.o("irn-ot1"));
    fx.od.set(OffBox::LT, Some(og1));
    fx.od.set(OffBox::LG, Some(ot1));
    for (b, pb) in [(OffBox::LT, 0), (OffBox::LG, 1), (OffBox::C, 1), (OffBox::RG, 1), (OffBox::RT, 1)] {
        let p = fx.od.get(b).unwrap() as usize;
        fx.off.players[p].pbv = Some(pb);
    }
    let bv = fx.off.players[og1 as usize].bv.unwrap().value as i16;
    assert_eq!(ol_values(&fx.off, og1, OffBox::LT, -1), (bv - 1, -1), "[sp6 19] PB 0 out of position is -1");
    for (id, prv) in [("lkp-de1", 3), ("lkp-nt1", 1), ("lkp-de2", 3)] {
        let p = fx.d(id) as usize;
        fx.def.players[p].defense.as_mut().unwrap().prv = prv;
    }
    let qb = fx.od.get(OffBox::QB).unwrap() as usize;
    fx.off.players[qb].passing.as_mut().unwrap().pass_rush = PassRushLine { sack: 5, run: 20, com: 30 };
    let sh = call(OffPlay::Short, OffBox::FL1);
    let r = fx.resolve(&sh, &def(DefPlay::Pass), vec![blank().all("PR").fac(), pn(15), pn(30)]).0;
    assert_eq!((r.kind, r.gain), (Kind::Sack, -10), "[sp6 19] Sack 1-15 (not 1-13): PN 15 is a sack, PN 30 / 3 = 10 yards");
}

// ------------------------------------------------------------------------------- [sp6 20]

/// [sp6 20] S3: in solitaire no two Screens or Quicks in succession. The call language refuses
/// the second one with the rule named, as the engine does, instead of handing the engine a call
/// it will refuse (and replace by a safe run).
#[test]
fn solitaire_no_two_quicks_refused_by_the_call_language_sp6_20() {
    let opts = Options { solitaire: true, ..Options::default() };
    let mut g = game(H, 30, vec![], vec![], opts);
    let d = od(&g, H);
    g.last_play[H] = Some(OffPlay::Quick);
    assert_eq!(refused(&g, H, &call(OffPlay::Quick, OffBox::LE)), Some("20"), "the engine refuses it");
    let v = g.view(H);
    let e = command::offense("q LE", &v, &d).expect_err("a second Quick in succession");
    assert!(e.contains("[sp6 20]"), "[sp6 20] S3 named: {e}");
    assert!(command::offense("s LE", &v, &d).is_ok(), "[sp6 20] a Short pass after a Quick is legal");
    g.last_play[H] = Some(OffPlay::Screen);
    let v = g.view(H);
    assert!(command::offense("sc BK1", &v, &d).expect_err("two Screens").contains("[sp6 20]"), "[sp6 20] S3: no two Screens");
    assert!(command::offense("q LE", &v, &d).is_ok(), "[sp6 20] a Quick after a Screen is legal");
}
