//! Rule tests for the displays (§5), the play calls (§6), the 5-wide-receiver set (§12.6) and
//! walked-up deep backs (§13.4): KC's and BAL's Lineup Cards changed one box at a time.

use huddle_bones::call::{check_defense, check_offense, CallContext, DefPlay, DefenseCall, OffPlay, OffenseCall, RunKey, Sector};
use huddle_bones::display::{validate_defense, validate_offense};
use huddle_bones::resolve::End;
use huddle_bones::tables::{PassCol, RunCol};
use huddle_bones::testkit::{block_roll, column, column_roll, receiver_roll, Fixture, R};
use huddle_bones::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_cards::bones::{ColumnRead, D100};
use huddle_cards::{DefBox, Group, OffBox, Position};

fn off_rule(f: &Fixture, d: &OffenseDisplay) -> Option<&'static str> {
    validate_offense(d, &f.off).err().map(|e| e.rule)
}

fn def_rule(f: &Fixture, d: &DefenseDisplay, center_field: bool) -> Option<&'static str> {
    validate_defense(d, &f.def, center_field).err().map(|e| e.rule)
}

fn call_rule(f: &Fixture, c: &OffenseCall, spot: i16) -> Option<&'static str> {
    check_offense(c, &f.od, &f.off, &CallContext::plain(spot), &f.t).err().map(|e| e.rule)
}

fn def_call_rule(f: &Fixture, c: &DefenseCall) -> Option<&'static str> {
    check_defense(c, &f.dd, &f.def, &f.od, &f.t).err().map(|e| e.rule)
}

/// A named change to a display, and whether the result is legal.
type Case<'a, D> = (&'static str, Box<dyn Fn(&mut D) + 'a>, bool);

fn call(play: OffPlay, b: OffBox) -> OffenseCall {
    OffenseCall::new(play, b)
}

fn bench_off(f: &Fixture, g: Group) -> Vec<Pid> {
    (0..f.off.players.len() as Pid).filter(|p| f.off.player(*p).group() == g && f.od.box_of(*p).is_none() && f.off.player(*p).bones.as_ref().is_some_and(|b| b.rush.is_some())).collect()
}

fn bench_def(f: &Fixture, g: Group) -> Vec<Pid> {
    (0..f.def.players.len() as Pid).filter(|p| f.def.player(*p).group() == g && f.dd.box_of(*p).is_none()).collect()
}

fn set_tv(f: &mut Fixture, p: Pid, v: i8) {
    f.def.players[p as usize].bones.as_mut().unwrap().defense.as_mut().unwrap().tv = v;
}

/// A defender moved from his box to another.
fn mv(d: &mut DefenseDisplay, p: Pid, to: DefBox) {
    d.remove(p);
    assert!(d.place(to, p), "room in box {}", to.letter());
}

/// The back in BK2 on an all-ranged rushing column, and the roll for 4 yards.
fn four(f: &mut Fixture, b: OffBox) -> u8 {
    f.card(b).rush = Some(column(-2, 12, 40));
    column_roll(&f.card(b).rush.unwrap(), ColumnRead::Yards(4))
}

// §5.1 ------------------------------------------------------------------------------------------

#[test]
fn the_offense_display_bones_5_1() {
    // [bones 5.1] five linemen, a left and a right end (split or tight), a quarterback, and
    // backs and flankers coupled: 3 backs no flanker, 2 backs FL #1, 1 back (BK1 or BK2) both.
    let f = Fixture::default();
    assert_eq!(off_rule(&f, &f.od), None, "KC's Lineup Card");
    let (rb1, rb2) = (bench_off(&f, Group::RB)[0], bench_off(&f, Group::RB)[1]);
    let bk2 = f.at(OffBox::BK2);
    let cases: Vec<Case<OffenseDisplay>> = vec![
        ("one back in BK1", Box::new(move |d| {
            d.set(OffBox::BK2, None);
            d.set(OffBox::BK1, Some(bk2));
        }), true),
        ("one back in BK3", Box::new(move |d| {
            d.set(OffBox::BK2, None);
            d.set(OffBox::BK3, Some(bk2));
        }), false),
        ("two backs, FL #1", Box::new(move |d| {
            d.set(OffBox::FL2, None);
            d.set(OffBox::BK1, Some(rb1));
        }), true),
        ("two backs, FL #2 only", Box::new(move |d| {
            d.set(OffBox::FL1, None);
            d.set(OffBox::BK1, Some(rb1));
        }), false),
        ("two backs, two flankers (12)", Box::new(move |d| d.set(OffBox::BK1, Some(rb1))), false),
        ("three backs", Box::new(move |d| {
            d.set(OffBox::FL1, None);
            d.set(OffBox::FL2, None);
            d.set(OffBox::BK1, Some(rb1));
            d.set(OffBox::BK3, Some(rb2));
        }), true),
        ("three backs and FL #1", Box::new(move |d| {
            d.set(OffBox::FL2, None);
            d.set(OffBox::BK1, Some(rb1));
            d.set(OffBox::BK3, Some(rb2));
        }), false),
        ("no back", Box::new(move |d| d.set(OffBox::BK2, None)), false),
        ("an empty line box", Box::new(|d| d.set(OffBox::LG, None)), false),
        ("a back at quarterback", Box::new(move |d| d.set(OffBox::QB, Some(rb1))), false),
        ("a back on the line", Box::new(move |d| d.set(OffBox::RG, Some(rb1))), false),
        ("a player in two boxes", Box::new(move |d| {
            d.set(OffBox::FL2, None);
            d.set(OffBox::BK1, Some(bk2));
        }), false),
        ("no left end", Box::new(|d| d.set(OffBox::LE, None)), false),
    ];
    for (name, change, ok) in cases {
        let mut d = f.od;
        change(&mut d);
        assert_eq!(off_rule(&f, &d), if ok { None } else { Some("5.1") }, "[bones 5.1] {name}");
    }
    // Both the split and the tight box of one end (a flanker moved there).
    let mut d = f.od;
    let fl2 = d.get(OffBox::FL2);
    d.set(OffBox::FL2, None);
    d.set(OffBox::LTE, fl2);
    assert_eq!(off_rule(&f, &d), Some("5.1"), "[bones 5.1] LE and LTE");
    // The left end moved from the split to the tight box is still the left end.
    let mut d = f.od;
    let le = d.get(OffBox::LE);
    d.set(OffBox::LE, None);
    d.set(OffBox::LTE, le);
    assert_eq!(off_rule(&f, &d), None, "[bones 5.1] the left end tight");
}

#[test]
fn only_ol_cards_play_the_whole_line_without_penalty_bones_5_1() {
    // [bones 5.1] a tackle at guard plays out of position (the Position Table's BV change); an
    // "(OL)" card, or a card that also plays guard, does not.
    let mut f = Fixture::default();
    let (lt, lg) = (f.at(OffBox::LT), f.at(OffBox::LG));
    f.od.set(OffBox::LT, Some(lg));
    f.od.set(OffBox::LG, Some(lt));
    assert_eq!(off_rule(&f, &f.od), None, "out of position is legal");
    f.card(OffBox::LG).bv = Some(2);
    let y = four(&mut f, OffBox::BK2);
    let b = block_roll(&f.t, RunCol::IL, "LG", false);
    let pen = f.t.position.ol_bv as i16;
    assert_ne!(pen, 0, "fixture: the table has a BV change");
    assert_eq!(f.resolve(&[R::Fad(b), R::Fad(y)]).gain, 6 + pen, "[bones 5.1] a tackle at guard");
    f.off.players[lt as usize].pos = Position::OL;
    assert_eq!(f.resolve(&[R::Fad(b), R::Fad(y)]).gain, 6, "[bones 5.1] an (OL) card");
    f.off.players[lt as usize].pos = Position::T;
    f.card(OffBox::LG).also = vec![Position::G];
    assert_eq!(f.resolve(&[R::Fad(b), R::Fad(y)]).gain, 6, "[bones 5.1] a T/G card");
}

#[test]
fn a_multi_purpose_card_plays_either_position_bones_5_1() {
    // [bones 5.1] a WR/RB card set up in BK2 is a back: runs and pitchouts go to him, and he
    // blocks as a back.
    let mut f = Fixture::default();
    let wr = bench_off(&f, Group::WR)[0];
    f.off.players[wr as usize].bones.as_mut().unwrap().also = vec![Position::RB];
    let hunt = f.at(OffBox::BK2);
    f.od.set(OffBox::BK2, Some(wr));
    assert_eq!(off_rule(&f, &f.od), None, "[bones 5.1]");
    assert_eq!(call_rule(&f, &call(OffPlay::IL, OffBox::BK2), 40), None, "[bones 5.1] a run to the WR/RB");
    assert_eq!(call_rule(&f, &call(OffPlay::PR, OffBox::BK2), 40), None, "[bones 5.1] a pitchout to the WR/RB");
    // Beside another back: he blocks for him ("BK").
    f.od.set(OffBox::FL2, None);
    f.od.set(OffBox::BK1, Some(hunt));
    f.off.players[wr as usize].bones.as_mut().unwrap().bv = Some(3);
    f.oc = call(OffPlay::IL, OffBox::BK1);
    let y = four(&mut f, OffBox::BK1);
    let r = f.resolve(&[R::Fad(block_roll(&f.t, RunCol::IL, "BK", false)), R::Fad(y)]);
    assert_eq!(r.gain, 7, "[bones 5.1] the WR/RB in BK2 blocks: + 3");
    // A wide receiver without the RB position may not stand in BK2.
    f.off.players[wr as usize].bones.as_mut().unwrap().also.clear();
    assert_eq!(off_rule(&f, &f.od), Some("5.1"));
}

// §5.2 ------------------------------------------------------------------------------------------

#[test]
fn the_defense_display_bones_5_2() {
    // [bones 5.2] Row 1 one to ten with a lineman, two per box; Row 2 linebackers and backs, one
    // per box; Row 3 backs only, one per box but L, which fills last; 11 players.
    let f = Fixture::default();
    assert_eq!(def_rule(&f, &f.dd, false), None, "BAL's Lineup Card");
    let (dl, lb, db) = (bench_def(&f, Group::DL), bench_def(&f, Group::LB), bench_def(&f, Group::DB));
    let rb = bench_off(&Fixture::new("BAL", "KC"), Group::RB)[0];
    let (j, n, b, d) = (f.def_at(DefBox::J), f.def_at(DefBox::N), f.def_at(DefBox::B), f.def_at(DefBox::D));
    let cases: Vec<Case<DefenseDisplay>> = vec![
        ("two linemen in B", Box::new(|x| {
            x.remove(j);
            x.place(DefBox::B, dl[0]);
        }), true),
        ("a lineman in Row 2", Box::new(|x| {
            x.remove(j);
            x.place(DefBox::G, dl[0]);
        }), false),
        ("a linebacker in Row 3", Box::new(|x| {
            x.remove(n);
            x.place(DefBox::N, lb[0]);
        }), false),
        ("a back in Row 2", Box::new(|x| {
            x.remove(j);
            x.place(DefBox::J, db[0]);
        }), true),
        ("no lineman in Row 1", Box::new(|x| {
            x.remove(b);
            x.remove(d);
            x.place(DefBox::B, lb[0]);
            x.place(DefBox::D, lb[1]);
        }), false),
        ("an offensive player", Box::new(move |x| {
            x.remove(j);
            x.place(DefBox::C, rb);
        }), false),
        ("twelve players", Box::new(|x| {
            x.place(DefBox::L, db[0]);
        }), false),
        ("L before N", Box::new(|x| mv(x, n, DefBox::L)), false),
        ("a dime: two backs in L, K M N O filled", Box::new(|x| {
            x.remove(j);
            x.remove(f.def_at(DefBox::H));
            x.place(DefBox::L, db[0]);
            x.place(DefBox::L, db[1]);
        }), true),
        ("two backs in L, N empty", Box::new(|x| {
            x.remove(j);
            mv(x, n, DefBox::L);
            x.place(DefBox::L, db[0]);
        }), false),
    ];
    for (name, change, ok) in cases {
        let mut x = f.dd;
        change(&mut x);
        assert_eq!(def_rule(&f, &x, false), if ok { None } else { Some("5.2") }, "[bones 5.2] {name}");
    }
    // The Center Field back is the exception to L's fill order.
    let mut x = f.dd;
    mv(&mut x, n, DefBox::L);
    assert_eq!(def_rule(&f, &x, true), None, "[bones 5.2] Center Field");
    // Per-box limits: two in a Row-1 box and in L, one elsewhere.
    let mut x = f.dd;
    assert!(x.place(DefBox::B, dl[0]) && !x.place(DefBox::B, dl[1]), "[bones 5.2] Row 1: two per box");
    assert!(!x.place(DefBox::F, lb[0]), "[bones 5.2] Row 2: one per box");
    assert!(!x.place(DefBox::K, db[0]), "[bones 5.2] Row 3: one per box");
    assert!(x.place(DefBox::L, db[0]) && x.place(DefBox::L, db[1]) && !x.place(DefBox::L, db[2]), "[bones 5.2] L: two");
}

// §5.3 ------------------------------------------------------------------------------------------

#[test]
fn every_receiver_has_a_coverage_box_bones_5_3() {
    // [bones 5.3] the box that guards each receiver slot (a data table, reconstructed): behind
    // the line; the backs' in Row 2; the left end's box left of the right end's.
    let t = Fixture::default().t;
    for s in [OffBox::LE, OffBox::LTE, OffBox::RE, OffBox::RTE, OffBox::FL1, OffBox::FL2, OffBox::BK1, OffBox::BK2, OffBox::BK3] {
        let b = t.covers(s).unwrap_or_else(|| panic!("[bones 5.3] no box covers {s}"));
        assert!(b.row() >= 2, "[bones 5.3] {s} is covered from box {}", b.letter());
        if s.is_back() {
            assert_eq!(b.row(), 2, "[bones 5.3] {s}");
        }
    }
    assert!(t.covers(OffBox::LE).unwrap().column() < t.covers(OffBox::RE).unwrap().column());
    assert_eq!(t.covers(OffBox::LE), t.covers(OffBox::LTE), "one left end");
    assert_eq!(t.covers(OffBox::RE), t.covers(OffBox::RTE), "one right end");
    for s in [OffBox::LT, OffBox::LG, OffBox::C, OffBox::RG, OffBox::RT, OffBox::QB] {
        assert_eq!(t.covers(s), None, "[bones 5.3] {s} is no receiver");
    }
    // The Zone sectors: left end and FL #2, the backs, right end and FL #1.
    for (s, holds) in [
        (Sector::Left, vec![OffBox::LE, OffBox::LTE, OffBox::FL2]),
        (Sector::Center, vec![OffBox::BK1, OffBox::BK2, OffBox::BK3]),
        (Sector::Right, vec![OffBox::RE, OffBox::RTE, OffBox::FL1]),
    ] {
        for b in OffBox::ALL {
            assert_eq!(s.holds(b), holds.contains(&b), "[bones 5.3] {s:?} {b}");
        }
    }
}

#[test]
fn a_pass_to_a_receiver_whose_box_is_empty_gets_five_bones_5_3() {
    // [bones 5.3] the covering box empty: +5 to the completion range; occupied: his PD.
    let mut f = Fixture::default();
    let q = f.card(OffBox::QB).qb.as_mut().unwrap();
    q.quick.com = 50;
    q.quick.int = D100::new(97, 100);
    let cov = f.t.covers(OffBox::FL1).unwrap();
    let man = f.def_at(cov);
    f.def.players[man as usize].bones.as_mut().unwrap().defense.as_mut().unwrap().pd = 0;
    f.oc = call(OffPlay::QK, OffBox::FL1);
    let orig = receiver_roll(&f.t, PassCol::Quick, "Orig", false);
    let base = f.resolve(&[R::Fad(orig), R::Fad(96)]).com.unwrap();
    f.def.players[man as usize].bones.as_mut().unwrap().defense.as_mut().unwrap().pd = -4;
    let r = f.resolve(&[R::Fad(orig), R::Fad(96)]);
    assert_eq!((r.com, r.end), (Some(base - 4), End::Incomplete), "[bones 5.3] his PD −4");
    f.dd.remove(man);
    let r = f.resolve(&[R::Fad(orig), R::Fad(96)]);
    assert_eq!(r.com, Some(base + 5), "[bones 5.3] nobody in box {}", cov.letter());
}

// §6.1 ------------------------------------------------------------------------------------------

#[test]
fn runs_go_to_a_back_or_the_quarterback_bones_6_1() {
    // [bones 6.1] Sweeps, Inside runs and Counters: BK1-BK3 or the QB, with a rushing column.
    let mut f = Fixture::default();
    for p in [OffPlay::SL, OffPlay::SR, OffPlay::IL, OffPlay::IR, OffPlay::CL, OffPlay::CR] {
        for b in [OffBox::BK2, OffBox::QB] {
            assert_eq!(call_rule(&f, &call(p, b), 40), None, "{p:?} to {b}");
        }
        for b in [OffBox::FL1, OffBox::LE, OffBox::RTE, OffBox::LG, OffBox::BK1] {
            assert_eq!(call_rule(&f, &call(p, b), 40), Some("6.1"), "[bones 6.1] {p:?} to {b}");
        }
    }
    f.card(OffBox::BK2).rush = None;
    assert_eq!(call_rule(&f, &call(OffPlay::IL, OffBox::BK2), 40), Some("6.1"), "[bones 6.1] no rushing column");
}

#[test]
fn passes_go_to_a_non_lineman_but_the_quarterback_bones_6_1() {
    // [bones 6.1] Quick, Short, Long: any non-lineman but the QB; Screen: a back or a wide
    // receiver, not a tight end (A7); Shovel: a back, from the Shotgun; Swing: a back or a wide
    // receiver, not from the Shotgun.
    let f = Fixture::default();
    for p in [OffPlay::QK, OffPlay::SH, OffPlay::LG] {
        for b in [OffBox::LE, OffBox::RTE, OffBox::FL1, OffBox::FL2, OffBox::BK2] {
            assert_eq!(call_rule(&f, &call(p, b), 40), None, "{p:?} to {b}");
        }
        for b in [OffBox::QB, OffBox::LT, OffBox::C, OffBox::BK3] {
            assert_eq!(call_rule(&f, &call(p, b), 40), Some("6.1"), "[bones 6.1] {p:?} to {b}");
        }
    }
    for b in [OffBox::BK2, OffBox::FL1, OffBox::LE] {
        assert_eq!(call_rule(&f, &call(OffPlay::SC, b), 40), None, "[bones 6.1] a Screen to {b}");
        assert_eq!(call_rule(&f, &call(OffPlay::WP, b), 40), None, "[bones 6.1] a Swing to {b}");
    }
    assert_eq!(call_rule(&f, &call(OffPlay::SC, OffBox::RTE), 40), Some("11.1"), "[bones 6.1] no Screen to a tight end");
    assert_eq!(call_rule(&f, &call(OffPlay::WP, OffBox::RTE), 40), Some("11.4"), "[bones 6.1] no Swing to a tight end");
    let mut sp = call(OffPlay::SP, OffBox::BK2);
    assert_eq!(call_rule(&f, &sp, 40), Some("11.3"), "[bones 6.1] the Shovel needs the Shotgun");
    sp.shotgun = true;
    assert_eq!(call_rule(&f, &sp, 40), None);
    sp.involved = OffBox::FL1;
    assert_eq!(call_rule(&f, &sp, 40), Some("11.3"), "[bones 6.1] the Shovel goes to a back");
    let mut wp = call(OffPlay::WP, OffBox::BK2);
    wp.shotgun = true;
    assert_eq!(call_rule(&f, &wp, 40), Some("11.4"), "[bones 6.1] no Swing from the Shotgun");
}

#[test]
fn field_position_bars_some_passes_bones_6_1() {
    // [bones 6.1] Long: not within 20 of the goal; Screen: not within 5; Shovel: not inside the
    // 5; Swing: not on or inside the 5 (spot = yards from the offense's own goal).
    let f = Fixture::default();
    let mut sp = call(OffPlay::SP, OffBox::BK2);
    sp.shotgun = true;
    for (c, last_ok, first_bad, rule) in [
        (call(OffPlay::LG, OffBox::FL1), 79, 80, "9.8"),
        (call(OffPlay::SC, OffBox::BK2), 94, 95, "11.1"),
        (sp, 95, 96, "11.3"),
        (call(OffPlay::WP, OffBox::BK2), 94, 95, "11.4"),
    ] {
        assert_eq!(call_rule(&f, &c, last_ok), None, "[bones 6.1] {:?} {} yards out", c.play, 100 - last_ok);
        assert_eq!(call_rule(&f, &c, first_bad), Some(rule), "[bones 6.1] {:?} {} yards out", c.play, 100 - first_bad);
    }
    for p in [OffPlay::QK, OffPlay::SH] {
        assert_eq!(call_rule(&f, &call(p, OffBox::FL1), 99), None, "[bones 6.1] {p:?} at the 1");
    }
}

// §6.2 ------------------------------------------------------------------------------------------

#[test]
fn a_run_key_binds_the_player_not_the_box_bones_6_2() {
    // [bones 6.2] Key on KC's back: wherever he lines up he is keyed (−4), the back now in
    // his old box is not.
    let mut f = Fixture::default();
    let hunt = f.at(OffBox::BK2);
    let rb = bench_off(&f, Group::RB)[0];
    f.od.set(OffBox::FL2, None);
    f.od.set(OffBox::BK1, Some(rb));
    let y1 = four(&mut f, OffBox::BK1);
    let y2 = four(&mut f, OffBox::BK2);
    assert_eq!(y1, y2, "one column");
    f.card(OffBox::LG).bv = Some(0);
    let n = block_roll(&f.t, RunCol::IL, "LG", false);
    f.dc = DefenseCall::new(DefPlay::Run(RunKey::Back(hunt)));
    assert_eq!(def_call_rule(&f, &f.dc), None);
    f.oc = call(OffPlay::IL, OffBox::BK2);
    assert_eq!(f.resolve(&[R::Fad(n), R::Fad(y2)]).gain, 0, "Hunt in BK2 keyed");
    // The offense swaps its backs: the key stays on Hunt.
    f.od.set(OffBox::BK1, Some(hunt));
    f.od.set(OffBox::BK2, Some(rb));
    assert_eq!(f.resolve(&[R::Fad(n), R::Fad(y2)]).gain, 4, "[bones 6.2] the back now in BK2 is not keyed");
    f.oc = call(OffPlay::IL, OffBox::BK1);
    assert_eq!(f.resolve(&[R::Fad(n), R::Fad(y1)]).gain, 0, "[bones 6.2] Hunt in BK1 still keyed");
}

#[test]
fn the_six_run_keys_bones_6_2() {
    // [bones 6.2] Key Back 1/2/3 (a back on the display), Key QB, No Key, Key End Around.
    let mut f = Fixture::default();
    let rb = bench_off(&f, Group::RB)[0];
    let rb3 = bench_off(&f, Group::RB)[1];
    f.od.set(OffBox::FL1, None);
    f.od.set(OffBox::FL2, None);
    f.od.set(OffBox::BK1, Some(rb));
    f.od.set(OffBox::BK3, Some(rb3));
    assert_eq!(off_rule(&f, &f.od), None);
    let run = |k| DefenseCall::new(DefPlay::Run(k));
    for b in OffBox::BACKS {
        assert_eq!(def_call_rule(&f, &run(RunKey::Back(f.at(b)))), None, "[bones 6.2] Key {b}");
    }
    for k in [RunKey::Qb, RunKey::NoKey, RunKey::EndAround] {
        assert_eq!(def_call_rule(&f, &run(k)), None, "[bones 6.2] {k:?}");
    }
    for b in [OffBox::QB, OffBox::LE, OffBox::RTE, OffBox::LT] {
        assert_eq!(def_call_rule(&f, &run(RunKey::Back(f.at(b)))), Some("6.2"), "[bones 6.2] a back key on {b}");
    }
    let bench = bench_off(&f, Group::RB)[0];
    assert_eq!(def_call_rule(&f, &run(RunKey::Back(bench))), Some("6.2"), "[bones 6.2] a back off the display");
}

// §12.6 -----------------------------------------------------------------------------------------

/// KC in the 5-wide set: a wide receiver in BK1 for the back.
fn five_wide() -> (Fixture, Pid) {
    let mut f = Fixture::default();
    let wr = bench_off(&f, Group::WR)[0];
    f.od.set(OffBox::BK2, None);
    f.od.set(OffBox::BK1, Some(wr));
    (f, wr)
}

#[test]
fn the_five_wide_set_runs_only_the_end_around_to_a_receiver_bones_12_6() {
    // [bones 12.6] the 5th receiver in BK1 (the RB 1 spot): passes go to him, runs only as the
    // End-Around; the quarterback still runs.
    let (f, _) = five_wide();
    assert_eq!(off_rule(&f, &f.od), None, "[bones 12.6] a legal display");
    assert_eq!(call_rule(&f, &call(OffPlay::ER, OffBox::BK1), 40), None, "[bones 12.6] the End-Around");
    for p in [OffPlay::QK, OffPlay::SH, OffPlay::SC, OffPlay::WP] {
        assert_eq!(call_rule(&f, &call(p, OffBox::BK1), 40), None, "[bones 12.6] {p:?} to the 5th receiver");
    }
    for p in [OffPlay::IL, OffPlay::SR, OffPlay::CL, OffPlay::PL] {
        assert!(call_rule(&f, &call(p, OffBox::BK1), 40).is_some(), "[bones 12.6] {p:?} to the 5th receiver");
        assert_eq!(call_rule(&f, &call(p, OffBox::QB), 40), if p == OffPlay::PL { Some("7.7") } else { None }, "{p:?} to the QB");
    }
    // The receiver in BK2 instead is no 5-wide set; nor is he in BK1 beside a back (two backs
    // and FL #1 by the boxes, one running back in fact).
    let mut d = f.od;
    d.set(OffBox::BK2, d.get(OffBox::BK1));
    d.set(OffBox::BK1, None);
    assert_eq!(off_rule(&f, &d), Some("5.1"), "[bones 12.6] BK1 only");
    let mut d = f.od;
    d.set(OffBox::FL2, None);
    d.set(OffBox::BK2, Some(bench_off(&f, Group::RB)[0]));
    assert_eq!(off_rule(&f, &d), Some("5.1"), "[bones 12.6] the fifth receiver replaces the backs");
}

#[test]
fn the_fifth_receiver_takes_bk1_redirects_and_fl2_bk2s_bones_12_6() {
    // [bones 12.6] a redirect to BK1 goes to the 5th receiver, to BK2 to Flanker #2.
    let (mut f, wr) = five_wide();
    let q = f.card(OffBox::QB).qb.as_mut().unwrap();
    q.quick.com = 50;
    q.quick.int = D100::new(97, 100);
    f.oc = call(OffPlay::QK, OffBox::LE);
    let fl2 = f.at(OffBox::FL2);
    for (want, who) in [("BK1", wr), ("BK2", fl2)] {
        let roll = receiver_roll(&f.t, PassCol::Quick, want, false);
        let r = f.resolve(&[R::Fad(roll), R::Fad(96)]);
        assert_eq!((r.ball, r.end), (Some(who), End::Incomplete), "[bones 12.6] a redirect to {want}");
    }
}

#[test]
fn backs_in_row_two_tackle_without_penalty_against_five_wide_bones_12_6() {
    // [bones 12.6] a defensive back in Row 2 loses the Position Table's TV change against the
    // 5-wide set only.
    let mut f = Fixture::default();
    let db = bench_def(&f, Group::DB)[0];
    let j = f.def_at(DefBox::J);
    f.dd.remove(j);
    f.dd.place(DefBox::G, db);
    set_tv(&mut f, db, -2);
    f.oc = call(OffPlay::IL, OffBox::QB);
    let y = four(&mut f, OffBox::QB);
    let g = block_roll(&f.t, RunCol::IL, "G", false);
    let pen = f.t.position.db_row2_tv as i16;
    assert_ne!(pen, 0, "fixture: the table has a TV change");
    assert_eq!(f.resolve(&[R::Fad(g), R::Fad(y)]).gain, 2 + pen, "one back: the TV change");
    let wr = bench_off(&f, Group::WR)[0];
    f.od.set(OffBox::BK2, None);
    f.od.set(OffBox::BK1, Some(wr));
    assert_eq!(f.resolve(&[R::Fad(g), R::Fad(y)]).gain, 2, "[bones 12.6] 5-wide: the printed TV");
}

// §13.4 -----------------------------------------------------------------------------------------

#[test]
fn up_to_two_backs_walk_up_behind_seven_front_players_bones_13_4() {
    // [bones 13.4] at most two defensive backs in Row 1, and only with 7 linemen and linebackers
    // in Rows 1 and 2.
    let f = Fixture::default();
    let (m, n, o) = (f.def_at(DefBox::M), f.def_at(DefBox::N), f.def_at(DefBox::O));
    let mut x = f.dd;
    mv(&mut x, n, DefBox::C);
    mv(&mut x, o, DefBox::A);
    assert_eq!(def_rule(&f, &x, false), None, "[bones 13.4] two walk up");
    let mut three = x;
    mv(&mut three, m, DefBox::C);
    assert_eq!(def_rule(&f, &three, false), Some("13.4"), "[bones 13.4] three walk up");
    // Six in front (J's linebacker out, a back in for him at the back).
    let mut six = x;
    six.remove(f.def_at(DefBox::J));
    six.place(DefBox::N, bench_def(&f, Group::DB)[0]);
    assert_eq!(def_rule(&f, &six, false), Some("13.4"), "[bones 13.4] 6 linemen and linebackers");
}

#[test]
fn a_walked_up_back_doubling_a_box_makes_it_minus_three_bones_13_4() {
    // [bones 13.4] a front box doubled by a walked-up back: −3 (two linemen: −4); a lone
    // walked-up back has the Position Table's TV change.
    let mut f = Fixture::default();
    let y = four(&mut f, OffBox::BK2);
    let (n, o) = (f.def_at(DefBox::N), f.def_at(DefBox::O));
    mv(&mut f.dd, n, DefBox::B);
    let rb = block_roll(&f.t, RunCol::IL, "B", false);
    assert_eq!(f.resolve(&[R::Fad(rb), R::Fad(y)]).gain, 1, "[bones 13.4] lineman + back: 4 − 3");
    f.dd.remove(n);
    f.dd.place(DefBox::B, bench_def(&f, Group::DL)[0]);
    assert_eq!(f.resolve(&[R::Fad(rb), R::Fad(y)]).gain, 0, "two linemen: 4 − 4");
    mv(&mut f.dd, o, DefBox::C);
    set_tv(&mut f, o, -2);
    let rc = block_roll(&f.t, RunCol::IL, "C", false);
    assert_eq!(f.resolve(&[R::Fad(rc), R::Fad(y)]).gain, 2 + f.t.position.db_row1_tv as i16, "[bones 13.4] a lone walked-up back");
}

#[test]
fn a_multi_position_defender_plays_either_row_without_penalty_bones_5_1() {
    // [bones 5.1] a linebacker in Row 1 and a back in Row 2 have the Position Table's TV change
    // (§13.4); a DL/LB card in Row 1 and a DB/LB card in Row 2 play a position of theirs.
    let mut f = Fixture::default();
    let y = four(&mut f, OffBox::BK2);
    let a = f.def_at(DefBox::A);
    assert_eq!(f.def.player(a).group(), Group::LB);
    set_tv(&mut f, a, -2);
    f.oc = call(OffPlay::SL, OffBox::BK2);
    let ra = block_roll(&f.t, RunCol::SL, "A", false);
    let pen = f.t.position.lb_row1_tv as i16;
    assert_ne!(pen, 0, "fixture: the table has a TV change");
    assert_eq!(f.resolve(&[R::Fad(ra), R::Fad(y)]).gain, 2 + pen, "an LB in Row 1");
    f.def.players[a as usize].bones.as_mut().unwrap().also = vec![Position::DE];
    assert_eq!(f.resolve(&[R::Fad(ra), R::Fad(y)]).gain, 2, "[bones 5.1] an LB/DE in Row 1");
    // A back in G.
    let db = bench_def(&f, Group::DB)[0];
    f.dd.remove(f.def_at(DefBox::J));
    f.dd.place(DefBox::G, db);
    set_tv(&mut f, db, -2);
    f.oc = call(OffPlay::IL, OffBox::BK2);
    let g = block_roll(&f.t, RunCol::IL, "G", false);
    assert_eq!(f.resolve(&[R::Fad(g), R::Fad(y)]).gain, 2 + f.t.position.db_row2_tv as i16, "a back in Row 2");
    f.def.players[db as usize].bones.as_mut().unwrap().also = vec![Position::LB];
    assert_eq!(f.resolve(&[R::Fad(g), R::Fad(y)]).gain, 2, "[bones 5.1] a DB/LB in Row 2");
}
