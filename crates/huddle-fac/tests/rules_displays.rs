//! Rule tests for the displays (TTF 7th §3.1-§3.3), call legality (§4, §5, §10) and the
//! defensive position modifiers (§22.3). Every illegal display or call must be refused with
//! the section of the rule it breaks.

use huddle_cards::{DefBox, OffBox, Position, Team};
use huddle_core::{CardSource, ScriptedRandom};
use huddle_fac::call::{check_defense, check_offense, Coverage, DefPlay, DefenseCall, Dir, DoubleTeam, Key, OffPlay, OffPrimary, OffenseCall};
use huddle_fac::display::{DefenseDisplay, OffenseDisplay};
use huddle_fac::fac::Fac;
use huddle_fac::resolve::{Cover, DefaultDecider, Draws, Res};
use huddle_fac::tables::PosMod;
use huddle_fac::testkit::*;

fn pid(t: &Team, id: &str) -> u16 {
    t.idx(id).unwrap_or_else(|| panic!("{}: no player '{id}'", t.code))
}

/// Riverton's Offense Display (I-formation: FB in BK1, RB in BK2, WR in FL1, TE in LTE).
fn riv() -> (Team, OffenseDisplay) {
    let f = Fixture::sample();
    (f.off, f.od)
}

/// Harbor City's Defense Display (4-3: A B D E, F H J, K M N O).
fn hbr() -> (Team, DefenseDisplay) {
    let f = Fixture::sample();
    (f.def, f.dd)
}

fn off_refused(d: &OffenseDisplay, t: &Team, needle: &str) {
    let e = d.validate(t).expect_err("the Offense Display must be refused");
    assert_eq!(e.section, "3.1", "{e}");
    assert!(e.msg.contains(needle), "refused for the wrong reason: '{e}' (expected '{needle}')");
}

fn def_refused(d: &DefenseDisplay, t: &Team, needle: &str) {
    let e = d.validate(t).expect_err("the Defense Display must be refused");
    assert_eq!(e.section, "3.2", "{e}");
    assert!(e.msg.contains(needle), "refused for the wrong reason: '{e}' (expected '{needle}')");
}

fn off_ok(d: &OffenseDisplay, t: &Team) {
    d.validate(t).unwrap_or_else(|e| panic!("legal display refused: {e}"));
}

fn def_ok(d: &DefenseDisplay, t: &Team) {
    d.validate(t).unwrap_or_else(|e| panic!("legal display refused: {e}"));
}

// ---------------------------------------------------------------------------------------------
// §3.1 Offense Display
// ---------------------------------------------------------------------------------------------

/// [ttf7 3.1] The sample I-formation is legal; adding a 12th player (a second flanker) is
/// refused ("No Display may have more than 11 players").
#[test]
fn offense_at_most_eleven_players_ttf7_3_1() {
    let (t, mut d) = riv();
    off_ok(&d, &t);
    assert_eq!(d.occupied().count(), 11);
    d.set(OffBox::FL2, Some(pid(&t, "riv-wr3")));
    off_refused(&d, &t, "at most 11");
}

/// [ttf7 3.1] Five linemen are required: an empty line box and a non-lineman in a line box
/// are refused; a lineman at another line position (out of position, §22) is legal.
#[test]
fn offense_five_linemen_ttf7_3_1() {
    let (t, base) = riv();
    let mut d = base;
    d.set(OffBox::LT, None);
    d.set(OffBox::FL2, Some(pid(&t, "riv-wr3")));
    off_refused(&d, &t, "box LT is empty");

    let mut d = base;
    d.set(OffBox::LT, Some(pid(&t, "riv-te2")));
    off_refused(&d, &t, "cannot play offensive line");

    let mut d = base;
    d.set(OffBox::RG, Some(pid(&t, "riv-rb3")));
    off_refused(&d, &t, "cannot play offensive line");

    // Tackle at center and center at tackle: allowed (with modifiers).
    let mut d = base;
    d.set(OffBox::C, Some(pid(&t, "riv-ot1")));
    d.set(OffBox::LT, Some(pid(&t, "riv-c1")));
    off_ok(&d, &t);
    // A generic OL anywhere.
    let mut d = base;
    d.set(OffBox::C, Some(pid(&t, "riv-ol1")));
    off_ok(&d, &t);
}

/// [ttf7 3.1] Exactly two ends, one left and one right. WRs play split end only; TEs play
/// tight or split end; nobody else plays end.
#[test]
fn offense_two_ends_ttf7_3_1() {
    let (t, base) = riv();
    // A TE may move to split end.
    let mut d = base;
    d.set(OffBox::LTE, None);
    d.set(OffBox::LE, Some(pid(&t, "riv-te1")));
    off_ok(&d, &t);
    // A WR at tight end is refused.
    let mut d = base;
    d.set(OffBox::LTE, Some(pid(&t, "riv-wr3")));
    off_refused(&d, &t, "cannot play LTE");
    // A WR at split end is fine; an RB at split end is not.
    let mut d = base;
    d.set(OffBox::RE, Some(pid(&t, "riv-rb3")));
    off_refused(&d, &t, "cannot play RE");
    // Two left ends (LE and LTE), the flanker taken off to keep eleven.
    let mut d = base;
    d.set(OffBox::FL1, None);
    d.set(OffBox::LE, Some(pid(&t, "riv-wr2")));
    off_refused(&d, &t, "exactly two ends");
    // No right end.
    let mut d = base;
    d.set(OffBox::RE, None);
    d.set(OffBox::FL2, Some(pid(&t, "riv-wr1")));
    off_refused(&d, &t, "exactly two ends");
    // Right end at RTE is fine (TE).
    let mut d = base;
    d.set(OffBox::RE, None);
    d.set(OffBox::RTE, Some(pid(&t, "riv-te2")));
    off_ok(&d, &t);
}

/// [ttf7 3.1] Only a quarterback may occupy the QB box; the box may be empty only in the
/// Shotgun (QB in BK3); two quarterbacks are refused.
#[test]
fn offense_quarterback_box_ttf7_3_1() {
    let (t, base) = riv();
    let mut d = base;
    d.set(OffBox::QB, Some(pid(&t, "riv-rb3")));
    off_refused(&d, &t, "only a quarterback");

    let mut d = base;
    d.set(OffBox::QB, None);
    d.set(OffBox::FL2, Some(pid(&t, "riv-wr3")));
    off_refused(&d, &t, "QB box is empty");

    // Shotgun: QB in BK3, two backs + FL1.
    let mut d = base;
    let qb = d.get(OffBox::QB).unwrap();
    d.set(OffBox::QB, None);
    d.set(OffBox::BK3, Some(qb));
    off_ok(&d, &t);
    assert!(d.shotgun(&t));
    assert_eq!(d.qb(&t), Some(qb));
    assert_eq!(d.backs(&t).count(), 2, "the shotgun QB is not a running back");

    // A second QB in BK3 while the QB box is filled.
    let mut d = base;
    d.set(OffBox::FL1, None);
    d.set(OffBox::BK3, Some(pid(&t, "riv-qb2")));
    off_refused(&d, &t, "two quarterbacks");

    // A backup QB cannot play running back in BK1 (backs' boxes take RBs, TEs and WRs).
    let mut d = base;
    d.set(OffBox::BK1, Some(pid(&t, "riv-qb2")));
    assert_eq!(d.validate(&t).unwrap_err().section, "3.1");
}

/// [ttf7 3.1] Backs and flankers: 3 backs; 2 backs + FL1; 1 back + FL1 + FL2. TEs and WRs may
/// stand in the backfield; linemen may not; at least one back; FL2 only with FL1; flankers are
/// WRs or TEs.
#[test]
fn offense_backs_and_flankers_ttf7_3_1() {
    let (t, base) = riv();
    // Three backs, no flanker.
    let mut d = base;
    d.set(OffBox::FL1, None);
    d.set(OffBox::BK3, Some(pid(&t, "riv-rb3")));
    off_ok(&d, &t);
    // One back, two flankers.
    let mut d = base;
    d.set(OffBox::BK1, None);
    d.set(OffBox::FL2, Some(pid(&t, "riv-wr3")));
    off_ok(&d, &t);
    // WR and TE in the backfield.
    let mut d = base;
    d.set(OffBox::BK1, Some(pid(&t, "riv-wr3")));
    d.set(OffBox::BK2, Some(pid(&t, "riv-te2")));
    off_ok(&d, &t);
    // A lineman in the backfield.
    let mut d = base;
    d.set(OffBox::BK1, Some(pid(&t, "riv-ot3")));
    off_refused(&d, &t, "backs' boxes");
    // No back at all (and only ten players).
    let mut d = base;
    d.set(OffBox::BK1, None);
    d.set(OffBox::BK2, None);
    d.set(OffBox::FL2, Some(pid(&t, "riv-wr3")));
    off_refused(&d, &t, "at least one running back");
    // Two backs and no flanker: ten players, the three places are not filled.
    let mut d = base;
    d.set(OffBox::FL1, None);
    off_refused(&d, &t, "three places");
    // Two backs and two flankers: twelve.
    let mut d = base;
    d.set(OffBox::FL2, Some(pid(&t, "riv-wr3")));
    assert_eq!(d.validate(&t).unwrap_err().section, "3.1");
    // FL2 without FL1.
    let mut d = base;
    let fl = d.get(OffBox::FL1);
    d.set(OffBox::FL1, None);
    d.set(OffBox::FL2, fl);
    off_refused(&d, &t, "FL2 is used only when FL1");
    // A running back at flanker.
    let mut d = base;
    d.set(OffBox::FL1, Some(pid(&t, "riv-rb3")));
    off_refused(&d, &t, "flankers are WRs or TEs");
    // A kicker at flanker.
    let mut d = base;
    d.set(OffBox::FL1, Some(pid(&t, "riv-k1")));
    off_refused(&d, &t, "flankers are WRs or TEs");
    // A TE at flanker is fine.
    let mut d = base;
    d.set(OffBox::FL1, Some(pid(&t, "riv-te2")));
    off_ok(&d, &t);
}

/// [ttf7 3.1] "No player can be placed in BK3 if there are two flankers (except the
/// quarterback)": a lone back in BK3 with FL1 and FL2 is refused, the shotgun QB there is legal.
#[test]
fn offense_bk3_with_two_flankers_ttf7_3_1() {
    let (t, base) = riv();
    let rb = base.get(OffBox::BK2).unwrap();
    let mut d = base;
    d.set(OffBox::BK1, None);
    d.set(OffBox::BK2, None);
    d.set(OffBox::BK3, Some(rb));
    d.set(OffBox::FL2, Some(pid(&t, "riv-wr3")));
    off_refused(&d, &t, "BK3");
    // Shotgun with one back and two flankers.
    let mut d = base;
    let qb = d.get(OffBox::QB).unwrap();
    d.set(OffBox::QB, None);
    d.set(OffBox::BK3, Some(qb));
    d.set(OffBox::BK1, None);
    d.set(OffBox::FL2, Some(pid(&t, "riv-wr3")));
    off_ok(&d, &t);
}

/// [ttf7 3.1] Only one player per box, and a player in one box only.
#[test]
fn offense_one_box_per_player_ttf7_3_1() {
    let (t, base) = riv();
    let mut d = base;
    d.set(OffBox::BK1, None);
    d.set(OffBox::FL2, base.get(OffBox::FL1));
    off_refused(&d, &t, "two boxes");
}

// ---------------------------------------------------------------------------------------------
// §3.2 Defense Display
// ---------------------------------------------------------------------------------------------

/// [ttf7 3.2] DL only in row 1, LBs rows 1-2, DBs any row.
#[test]
fn defense_rows_by_position_ttf7_3_2() {
    let (t, base) = hbr();
    def_ok(&base, &t);
    let dt1 = pid(&t, "hbr-dt1");
    let lb1 = pid(&t, "hbr-lb1");
    // DL in row 2.
    let mut d = base;
    d.remove(dt1);
    d.place(DefBox::G, dt1);
    def_refused(&d, &t, "cannot stand in box G");
    // DL in row 3 (K M N O are full, so L is otherwise open).
    let mut d = base;
    d.remove(dt1);
    d.place(DefBox::L, dt1);
    def_refused(&d, &t, "cannot stand in box L");
    // LB in row 3.
    let mut d = base;
    d.remove(lb1);
    d.place(DefBox::L, lb1);
    def_refused(&d, &t, "cannot stand in box L");
    // LB in row 1 (box C too) is fine.
    let mut d = base;
    d.remove(lb1);
    d.place(DefBox::C, lb1);
    def_ok(&d, &t);
    // A DB in row 2 and one in row 1 are fine.
    let mut d = base;
    let ss = pid(&t, "hbr-ss1");
    let fs = pid(&t, "hbr-fs1");
    d.remove(ss);
    d.place(DefBox::G, ss);
    d.remove(fs);
    d.place(DefBox::A, fs);
    def_ok(&d, &t);
    // An offensive player on the Defense Display.
    let mut d = base;
    d.remove(lb1);
    d.place(DefBox::C, pid(&t, "hbr-og1"));
    assert_eq!(d.validate(&t).unwrap_err().section, "3.2");
}

/// [ttf7 3.2] [ttf7 22.1] Box C takes DL and LB only: every kind of DB is refused there; DE,
/// DT and LB are accepted.
#[test]
fn defense_box_c_ttf7_3_2() {
    let (t, base) = hbr();
    for id in ["hbr-ss1", "hbr-fs1", "hbr-cb1", "hbr-s1", "hbr-db1"] {
        let mut d = base;
        let p = pid(&t, id);
        d.remove(pid(&t, "hbr-lb2"));
        d.remove(p);
        d.place(DefBox::C, p);
        def_refused(&d, &t, "box C");
    }
    for id in ["hbr-de3", "hbr-nt1", "hbr-lb4"] {
        let mut d = base;
        d.remove(pid(&t, "hbr-lb2"));
        d.place(DefBox::C, pid(&t, id));
        def_ok(&d, &t);
    }
}

/// [ttf7 3.2] At most one DB in row 1 and two in row 2.
#[test]
fn defense_db_limits_ttf7_3_2() {
    let (t, base) = hbr();
    let ss = pid(&t, "hbr-ss1");
    let fs = pid(&t, "hbr-fs1");
    let cb = pid(&t, "hbr-cb1");
    let mut d = base;
    d.remove(ss);
    d.place(DefBox::A, ss);
    d.remove(fs);
    d.place(DefBox::E, fs);
    def_refused(&d, &t, "defensive backs in row 1");

    let mut d = base;
    d.remove(pid(&t, "hbr-lb2"));
    d.remove(ss);
    d.place(DefBox::G, ss);
    d.remove(fs);
    d.place(DefBox::I, fs);
    def_ok(&d, &t);
    d.remove(cb);
    d.place(DefBox::H, cb);
    def_refused(&d, &t, "defensive backs in row 2");
}

/// [ttf7 3.2] Row 1 holds 3 to 10 players, 0-2 per box.
#[test]
fn defense_row_one_count_ttf7_3_2() {
    let (t, base) = hbr();
    let mut d = base;
    d.remove(pid(&t, "hbr-dt1"));
    d.remove(pid(&t, "hbr-dt2"));
    def_refused(&d, &t, "row 1 (A-E) holds 2");
    // Exactly three: legal.
    let mut d = base;
    d.remove(pid(&t, "hbr-dt1"));
    def_ok(&d, &t);
    // Ten in row 1 (nine linemen and a linebacker), one DB behind: legal.
    let mut d = DefenseDisplay::default();
    let line = ["hbr-de1", "hbr-de2", "hbr-dt1", "hbr-dt2", "hbr-de3", "hbr-de4", "hbr-dt3", "hbr-nt1", "hbr-dl1", "hbr-lb1"];
    for (i, id) in line.iter().enumerate() {
        assert!(d.place(DefBox::from_idx(i / 2), pid(&t, id)));
    }
    d.place(DefBox::K, pid(&t, "hbr-cb1"));
    def_ok(&d, &t);
    // Eleven in row 1 cannot happen with 2 per box, but a third player in a row-1 box is
    // refused by place() (the box is full).
    assert!(!d.place(DefBox::A, pid(&t, "hbr-lb2")));
}

/// [ttf7 3.2] Rows 2 and 3 take one player per box, except box L (two), and box L is used only
/// once K, M, N and O are all occupied.
#[test]
fn defense_box_capacity_and_box_l_ttf7_3_2() {
    let (t, base) = hbr();
    let mut d = base;
    d.boxes[DefBox::F.idx()][1] = Some(pid(&t, "hbr-lb4"));
    d.remove(pid(&t, "hbr-lb2"));
    def_refused(&d, &t, "box F holds at most 1");
    let mut d = base;
    assert!(!d.place(DefBox::K, pid(&t, "hbr-cb3")), "K is full");

    // Two in L with K, M, N, O full: legal (two linebackers come out).
    let mut d = base;
    d.remove(pid(&t, "hbr-lb1"));
    d.remove(pid(&t, "hbr-lb2"));
    assert!(d.place(DefBox::L, pid(&t, "hbr-cb3")));
    assert!(d.place(DefBox::L, pid(&t, "hbr-s1")));
    def_ok(&d, &t);
    assert_eq!(d.row_count(3), 6);
    // L while M is empty.
    let mut d = base;
    let fs = pid(&t, "hbr-fs1");
    d.remove(fs);
    d.place(DefBox::L, fs);
    def_refused(&d, &t, "box L is used only when");
    // L while K is empty.
    let mut d = base;
    let cb = pid(&t, "hbr-cb1");
    d.remove(cb);
    d.place(DefBox::L, cb);
    def_refused(&d, &t, "box K is empty");
}

/// [ttf7 3.2] At most 11 on the Defense Display; a player in one box only.
#[test]
fn defense_total_and_duplicates_ttf7_3_2() {
    let (t, base) = hbr();
    let mut d = base;
    d.place(DefBox::L, pid(&t, "hbr-cb3"));
    def_refused(&d, &t, "at most 11");
    let mut d = base;
    d.place(DefBox::C, pid(&t, "hbr-lb1"));
    def_refused(&d, &t, "two boxes");
}

/// [ttf7 3.2] [ttf7 22.1] Out-of-position defenders are legal (the modifiers apply instead): a
/// CB at free safety, a FS at corner, an NT in box A, a DB in box B.
#[test]
fn defense_out_of_position_is_legal_ttf7_3_2() {
    let (t, base) = hbr();
    let mut d = base;
    let cb = pid(&t, "hbr-cb1");
    let fs = pid(&t, "hbr-fs1");
    d.remove(cb);
    d.remove(fs);
    d.place(DefBox::M, cb);
    d.place(DefBox::K, fs);
    d.remove(pid(&t, "hbr-de1"));
    d.place(DefBox::A, pid(&t, "hbr-nt1"));
    d.remove(pid(&t, "hbr-dt1"));
    d.place(DefBox::B, pid(&t, "hbr-db1"));
    def_ok(&d, &t);
}

// ---------------------------------------------------------------------------------------------
// §4 Offensive plays: who may carry or catch
// ---------------------------------------------------------------------------------------------

fn off_call_refused(f: &Fixture, call: OffenseCall, od: &OffenseDisplay, to_goal: i16, section: &str) {
    let e = check_offense(&call, od, &f.off, to_goal, true).expect_err("the call must be refused");
    assert_eq!(e.section, section, "{e}");
}

fn off_call_ok(f: &Fixture, call: OffenseCall, od: &OffenseDisplay, to_goal: i16) {
    check_offense(&call, od, &f.off, to_goal, true).unwrap_or_else(|e| panic!("legal call refused: {e}"));
}

/// [ttf7 4] Inside Runs and Sweeps go to a running back or the quarterback only.
#[test]
fn runs_go_to_backs_or_the_qb_ttf7_4() {
    let f = Fixture::sample();
    for play in [OffPlay::InsideLeft, OffPlay::InsideRight, OffPlay::SweepLeft, OffPlay::SweepRight] {
        off_call_ok(&f, OffenseCall::new(play, OffBox::BK2), &f.od, 65);
        off_call_ok(&f, OffenseCall::new(play, OffBox::BK1), &f.od, 65);
        off_call_ok(&f, OffenseCall::new(play, OffBox::QB), &f.od, 65);
        off_call_refused(&f, OffenseCall::new(play, OffBox::RE), &f.od, 65, "4");
        off_call_refused(&f, OffenseCall::new(play, OffBox::LTE), &f.od, 65, "4");
        off_call_refused(&f, OffenseCall::new(play, OffBox::LG), &f.od, 65, "4");
        off_call_refused(&f, OffenseCall::new(play, OffBox::BK3), &f.od, 65, "4"); // nobody there
    }
    // A WR standing in the backfield is still not a running back.
    let mut od = f.od;
    od.set(OffBox::BK1, Some(pid(&f.off, "riv-wr5")));
    off_call_refused(&f, OffenseCall::new(OffPlay::InsideLeft, OffBox::BK1), &od, 65, "4");
}

/// [ttf7 4] Passes go to a non-lineman other than the QB; no Long Pass inside the opponent's 20
/// (at the 20 is allowed); no Screen or Swing inside the opponent's 5 (at the 5 is allowed).
#[test]
fn pass_targets_and_field_restrictions_ttf7_4() {
    let f = Fixture::sample();
    off_call_refused(&f, OffenseCall::new(OffPlay::Short, OffBox::QB), &f.od, 65, "4");
    off_call_refused(&f, OffenseCall::new(OffPlay::Quick, OffBox::LT), &f.od, 65, "4");
    off_call_ok(&f, OffenseCall::new(OffPlay::Quick, OffBox::BK1), &f.od, 65);
    off_call_ok(&f, OffenseCall::new(OffPlay::Long, OffBox::RE), &f.od, 20);
    off_call_refused(&f, OffenseCall::new(OffPlay::Long, OffBox::RE), &f.od, 19, "4");
    off_call_ok(&f, OffenseCall::new(OffPlay::Short, OffBox::RE), &f.od, 1);
    // Screen and Swing: "cannot be called inside the opponent's 5-yard line".
    off_call_ok(&f, OffenseCall::new(OffPlay::Screen, OffBox::BK2), &f.od, 6);
    off_call_ok(&f, OffenseCall::new(OffPlay::Screen, OffBox::BK2), &f.od, 5);
    assert!(check_offense(&OffenseCall::new(OffPlay::Screen, OffBox::BK2), &f.od, &f.off, 4, true).is_err());
    off_call_ok(&f, OffenseCall::new(OffPlay::Swing, OffBox::BK2), &f.od, 5);
    assert!(check_offense(&OffenseCall::new(OffPlay::Swing, OffBox::BK2), &f.od, &f.off, 4, true).is_err());
}

/// [ttf7 4] [ttf7 26] The six advanced plays are refused in a Standard game.
#[test]
fn advanced_plays_need_advanced_rules_ttf7_4() {
    let f = Fixture::sample();
    let mut od = f.od;
    od.set(OffBox::BK1, None);
    od.set(OffBox::FL2, Some(pid(&f.off, "riv-wr3")));
    let pitch = OffenseCall::new(OffPlay::Pitchout(Dir::Left), OffBox::BK2);
    assert!(check_offense(&pitch, &od, &f.off, 65, true).is_ok());
    assert_eq!(check_offense(&pitch, &od, &f.off, 65, false).unwrap_err().section, "26");
    let mut opt = OffenseCall::new(OffPlay::QbOption(Dir::Right), OffBox::QB);
    opt.trailer = Some(OffBox::BK2);
    assert!(check_offense(&opt, &f.od, &f.off, 65, true).is_ok());
    assert_eq!(check_offense(&opt, &f.od, &f.off, 65, false).unwrap_err().section, "26");
    // Standard plays stay legal in a Standard game.
    assert!(check_offense(&OffenseCall::new(OffPlay::SweepLeft, OffBox::BK2), &f.od, &f.off, 65, false).is_ok());
    assert!(check_offense(&OffenseCall::new(OffPlay::Short, OffBox::RE), &f.od, &f.off, 65, false).is_ok());
}

/// [ttf7 4] [ttf7 7.4] End-Reverses go to a TE or WR that has a Rush Column.
#[test]
fn end_reverse_eligibility_ttf7_4() {
    let f = Fixture::sample();
    // Riverton's RE (wr1) has no rushing card.
    off_call_refused(&f, OffenseCall::new(OffPlay::EndReverse, OffBox::RE), &f.od, 65, "7.4");
    off_call_refused(&f, OffenseCall::new(OffPlay::EndReverse, OffBox::BK2), &f.od, 65, "7.4");
    let mut od = f.od;
    od.set(OffBox::RE, Some(pid(&f.off, "riv-wr5")));
    off_call_ok(&f, OffenseCall::new(OffPlay::EndReverse, OffBox::RE), &od, 65);
}

/// [ttf7 4] [ttf7 7.5] Pitchout formations: a single back in BK1 or BK2, or the I (BK2 + BK3)
/// pitching to the tailback in BK3; only to a RB or FB.
#[test]
fn pitchout_formations_ttf7_4() {
    let f = Fixture::sample();
    let p = |to| OffenseCall::new(OffPlay::Pitchout(Dir::Right), to);
    // Sample: two backs in BK1 + BK2 (not an I).
    off_call_refused(&f, p(OffBox::BK2), &f.od, 65, "7.5");
    // Single back in BK2, and in BK1.
    let mut single = f.od;
    single.set(OffBox::BK1, None);
    single.set(OffBox::FL2, Some(pid(&f.off, "riv-wr3")));
    off_call_ok(&f, p(OffBox::BK2), &single, 65);
    let mut single1 = single;
    single1.set(OffBox::BK1, single.get(OffBox::BK2));
    single1.set(OffBox::BK2, None);
    off_call_ok(&f, p(OffBox::BK1), &single1, 65);
    // The I: FB in BK2, RB in BK3 -> only BK3 may take the pitch.
    let mut i = f.od;
    let fb = i.get(OffBox::BK1);
    let rb = i.get(OffBox::BK2);
    i.set(OffBox::BK1, None);
    i.set(OffBox::BK2, fb);
    i.set(OffBox::BK3, rb);
    i.set(OffBox::FL1, f.od.get(OffBox::FL1));
    // 2 backs + FL1 = legal display.
    i.validate(&f.off).unwrap();
    off_call_ok(&f, p(OffBox::BK3), &i, 65);
    off_call_refused(&f, p(OffBox::BK2), &i, 65, "7.5");
    // Single "back" that is a WR: not a RB.
    let mut wr = single;
    wr.set(OffBox::BK2, Some(pid(&f.off, "riv-wr5")));
    off_call_refused(&f, p(OffBox::BK2), &wr, 65, "7.5");
}

/// [ttf7 4] [ttf7 7.6] QB Option: run by the QB, never from the Shotgun, with a trailing RB/FB.
#[test]
fn option_legality_ttf7_4() {
    let f = Fixture::sample();
    let mut c = OffenseCall::new(OffPlay::QbOption(Dir::Left), OffBox::QB);
    off_call_refused(&f, c, &f.od, 65, "7.6"); // no trailer
    c.trailer = Some(OffBox::BK1);
    off_call_ok(&f, c, &f.od, 65);
    c.trailer = Some(OffBox::FL1); // a WR
    off_call_refused(&f, c, &f.od, 65, "7.6");
    c.trailer = Some(OffBox::BK3); // empty
    off_call_refused(&f, c, &f.od, 65, "7.6");
    let mut to_rb = OffenseCall::new(OffPlay::QbOption(Dir::Left), OffBox::BK2);
    to_rb.trailer = Some(OffBox::BK1);
    off_call_refused(&f, to_rb, &f.od, 65, "7.6");
    // Shotgun.
    let mut sg = f.od;
    let qb = sg.get(OffBox::QB);
    sg.set(OffBox::QB, None);
    sg.set(OffBox::BK3, qb);
    let mut c = OffenseCall::new(OffPlay::QbOption(Dir::Left), OffBox::BK3);
    c.trailer = Some(OffBox::BK1);
    off_call_refused(&f, c, &sg, 65, "7.6");
}

// ---------------------------------------------------------------------------------------------
// §5 Defensive plays
// ---------------------------------------------------------------------------------------------

fn def_call_refused(f: &Fixture, dc: DefenseCall, dd: &DefenseDisplay, section: &str, needle: &str) {
    let e = check_defense(&dc, dd, &f.def).expect_err("the defensive call must be refused");
    assert_eq!(e.section, section, "{e}");
    assert!(e.msg.contains(needle), "refused for the wrong reason: '{e}' (expected '{needle}')");
}

/// [ttf7 5] Keys go only with a Run defense and name BK1, BK2, BK3 (or the QB).
#[test]
fn keys_ttf7_5() {
    let f = Fixture::sample();
    for k in [Key::None, Key::Qb, Key::Back(OffBox::BK1), Key::Back(OffBox::BK2), Key::Back(OffBox::BK3)] {
        check_defense(&DefenseCall::run(k), &f.dd, &f.def).unwrap();
    }
    def_call_refused(&f, DefenseCall::run(Key::Back(OffBox::RE)), &f.dd, "5", "key names");
    for play in [DefPlay::PassCoverage, DefPlay::Prevent] {
        let dc = DefenseCall { key: Key::Back(OffBox::BK2), ..DefenseCall::new(play) };
        def_call_refused(&f, dc, &f.dd, "5", "only with a Run defense");
        let dc = DefenseCall { key: Key::Qb, ..DefenseCall::new(play) };
        def_call_refused(&f, dc, &f.dd, "5", "only with a Run defense");
    }
}

/// [ttf7 5] Prevent needs at least four defenders in row 3.
#[test]
fn prevent_needs_four_deep_ttf7_5() {
    let f = Fixture::sample();
    check_defense(&DefenseCall::new(DefPlay::Prevent), &f.dd, &f.def).unwrap();
    let mut dd = f.dd;
    let fs = pid(&f.def, "hbr-fs1");
    dd.remove(fs);
    dd.place(DefBox::G, fs);
    def_call_refused(&f, DefenseCall::new(DefPlay::Prevent), &dd, "5", "at least 4");
    check_defense(&DefenseCall::new(DefPlay::PassCoverage), &dd, &f.def).unwrap();
}

fn blitz(ps: &[u16]) -> DefenseCall {
    let mut dc = DefenseCall::new(DefPlay::Blitz);
    for (i, p) in ps.iter().enumerate() {
        dc.blitzers[i] = Some(*p);
    }
    dc
}

/// [ttf7 5] A Blitz sends 2 to 5 LBs/DBs from rows 2-3; blitzers are named only with a Blitz;
/// the same player cannot be counted twice.
#[test]
fn blitzers_ttf7_5() {
    let f = Fixture::sample();
    let p = |id: &str| pid(&f.def, id);
    let (lb1, lb2, lb3, cb1, ss1, fs1) = (p("hbr-lb1"), p("hbr-lb2"), p("hbr-lb3"), p("hbr-cb1"), p("hbr-ss1"), p("hbr-fs1"));
    check_defense(&blitz(&[lb1, lb2]), &f.dd, &f.def).unwrap();
    check_defense(&blitz(&[lb1, lb2, lb3, cb1, ss1]), &f.dd, &f.def).unwrap();
    def_call_refused(&f, blitz(&[lb1]), &f.dd, "5", "2 to 5");
    def_call_refused(&f, blitz(&[]), &f.dd, "5", "2 to 5");
    // A row-1 lineman cannot blitz; neither can a player not on the display.
    def_call_refused(&f, blitz(&[lb1, p("hbr-de1")]), &f.dd, "5", "cannot blitz");
    def_call_refused(&f, blitz(&[lb1, p("hbr-lb5")]), &f.dd, "5", "cannot blitz");
    // A linebacker moved to row 1 cannot blitz.
    let mut dd = f.dd;
    dd.remove(lb2);
    dd.place(DefBox::C, lb2);
    def_call_refused(&f, blitz(&[lb1, lb2]), &dd, "5", "cannot blitz");
    // Blitzers with another defense.
    let mut dc = blitz(&[lb1, lb2]);
    dc.play = DefPlay::PassCoverage;
    def_call_refused(&f, dc, &f.dd, "5", "only with the Blitz");
    // The same linebacker named twice is one blitzer, not two.
    assert!(check_defense(&blitz(&[lb1, lb1]), &f.dd, &f.def).is_err(), "one player named twice is not a 2-man blitz");
    let _ = fs1;
}

// ---------------------------------------------------------------------------------------------
// §10 strategies: legality
// ---------------------------------------------------------------------------------------------

/// [ttf7 10.1] [ttf7 7.7] [ttf7 7.8] Flop and Sneak go with an Inside Run to the QB; the Draw
/// with an Inside Run to a RB or the QB.
#[test]
fn primary_strategy_legality_ttf7_10_1() {
    let f = Fixture::sample();
    for s in [OffPrimary::Flop, OffPrimary::Sneak] {
        off_call_ok(&f, OffenseCall::new(OffPlay::InsideLeft, OffBox::QB).with(s), &f.od, 65);
        off_call_ok(&f, OffenseCall::new(OffPlay::InsideRight, OffBox::QB).with(s), &f.od, 65);
        off_call_refused(&f, OffenseCall::new(OffPlay::SweepLeft, OffBox::QB).with(s), &f.od, 65, "10.1");
        off_call_refused(&f, OffenseCall::new(OffPlay::InsideLeft, OffBox::BK2).with(s), &f.od, 65, "10.1");
    }
    off_call_ok(&f, OffenseCall::new(OffPlay::InsideLeft, OffBox::BK2).with(OffPrimary::Draw), &f.od, 65);
    off_call_ok(&f, OffenseCall::new(OffPlay::InsideRight, OffBox::QB).with(OffPrimary::Draw), &f.od, 65);
    off_call_refused(&f, OffenseCall::new(OffPlay::SweepRight, OffBox::BK2).with(OffPrimary::Draw), &f.od, 65, "10.1");
    let mut pitch = OffenseCall::new(OffPlay::QbOption(Dir::Left), OffBox::QB).with(OffPrimary::Draw);
    pitch.trailer = Some(OffBox::BK1);
    off_call_refused(&f, pitch, &f.od, 65, "10.1");
    off_call_refused(&f, OffenseCall::new(OffPlay::Short, OffBox::RE).with(OffPrimary::Draw), &f.od, 65, "10.1");
}

fn stunt(pairs: &[(DefBox, DefBox)]) -> DefenseCall {
    let mut dc = DefenseCall::run(Key::None);
    for (i, p) in pairs.iter().enumerate() {
        dc.stunts[i] = Some(*p);
    }
    dc
}

/// [ttf7 10.4] Line stunts: DL or LB pairs in adjacent row-1 boxes (A-B, B-C, C-D, D-E), at
/// most two pairs; with any Run, Pass or Blitz defense.
#[test]
fn line_stunt_legality_ttf7_10_4() {
    let f = Fixture::sample();
    // Harbor City: A de1, B dt1, C empty, D dt2, E de2.
    check_defense(&stunt(&[(DefBox::A, DefBox::B)]), &f.dd, &f.def).unwrap();
    check_defense(&stunt(&[(DefBox::A, DefBox::B), (DefBox::D, DefBox::E)]), &f.dd, &f.def).unwrap();
    for play in [DefPlay::PassCoverage, DefPlay::Prevent] {
        let dc = DefenseCall { play, ..stunt(&[(DefBox::D, DefBox::E)]) };
        check_defense(&dc, &f.dd, &f.def).unwrap();
    }
    let mut bl = blitz(&[pid(&f.def, "hbr-lb1"), pid(&f.def, "hbr-lb2")]);
    bl.stunts[0] = Some((DefBox::A, DefBox::B));
    check_defense(&bl, &f.dd, &f.def).unwrap();
    // Not adjacent.
    def_call_refused(&f, stunt(&[(DefBox::A, DefBox::C)]), &f.dd, "10.4", "adjacent");
    def_call_refused(&f, stunt(&[(DefBox::B, DefBox::D)]), &f.dd, "10.4", "adjacent");
    // Row 2 is not the line.
    def_call_refused(&f, stunt(&[(DefBox::F, DefBox::G)]), &f.dd, "10.4", "adjacent");
    def_call_refused(&f, stunt(&[(DefBox::E, DefBox::F)]), &f.dd, "10.4", "adjacent");
    // An empty box cannot stunt.
    def_call_refused(&f, stunt(&[(DefBox::B, DefBox::C)]), &f.dd, "10.4", "box C");
    // A DB alone in a row-1 box cannot stunt.
    let mut dd = f.dd;
    dd.remove(pid(&f.def, "hbr-de1"));
    dd.place(DefBox::A, pid(&f.def, "hbr-db1"));
    def_call_refused(&f, stunt(&[(DefBox::A, DefBox::B)]), &dd, "10.4", "box A");
    // A linebacker may stunt.
    let mut dd = f.dd;
    dd.remove(pid(&f.def, "hbr-lb2"));
    dd.place(DefBox::C, pid(&f.def, "hbr-lb2"));
    check_defense(&stunt(&[(DefBox::C, DefBox::D)]), &dd, &f.def).unwrap();
}

/// [ttf7 10.4] "No more than two pair of players": two pairs may share a box only when it
/// holds two stunters (decision: the occupants differ, §29 #54); the same pair twice is one pair.
#[test]
fn line_stunt_pairs_are_distinct_players_ttf7_10_4() {
    let f = Fixture::sample();
    // B holds one lineman: A-B and B-C... put a lineman in C first.
    let mut dd = f.dd;
    dd.remove(pid(&f.def, "hbr-lb2"));
    dd.place(DefBox::C, pid(&f.def, "hbr-nt1"));
    def_call_refused(&f, stunt(&[(DefBox::A, DefBox::B), (DefBox::B, DefBox::C)]), &dd, "10.4", "");
    def_call_refused(&f, stunt(&[(DefBox::A, DefBox::B), (DefBox::A, DefBox::B)]), &dd, "10.4", "");
    def_call_refused(&f, stunt(&[(DefBox::A, DefBox::B), (DefBox::B, DefBox::A)]), &dd, "10.4", "");
    // With two linemen in B the pairs are different players.
    let mut dd2 = f.dd;
    dd2.remove(pid(&f.def, "hbr-lb2"));
    dd2.place(DefBox::C, pid(&f.def, "hbr-nt1"));
    dd2.remove(pid(&f.def, "hbr-lb1"));
    dd2.place(DefBox::B, pid(&f.def, "hbr-de3"));
    dd2.validate(&f.def).unwrap();
    check_defense(&stunt(&[(DefBox::A, DefBox::B), (DefBox::B, DefBox::C)]), &dd2, &f.def).unwrap();
}

/// [ttf7 10.3] Double coverage needs Pass Coverage or Prevent, ≥3 in row 2 and ≥4 in row 3;
/// triple needs ≥2 in row 2 and 6 in row 3.
#[test]
fn extra_coverage_prerequisites_ttf7_10_3() {
    let f = Fixture::sample();
    // Harbor City: row 2 = F H J (3), row 3 = K M N O (4).
    let dc = DefenseCall { coverage: Coverage::Double(OffBox::RE), ..DefenseCall::new(DefPlay::PassCoverage) };
    check_defense(&dc, &f.dd, &f.def).unwrap();
    let dc_run = DefenseCall { coverage: Coverage::Double(OffBox::RE), ..DefenseCall::run(Key::None) };
    def_call_refused(&f, dc_run, &f.dd, "10.3", "Pass Coverage or Prevent");
    let tc = DefenseCall { coverage: Coverage::Triple(OffBox::RE), ..DefenseCall::new(DefPlay::PassCoverage) };
    def_call_refused(&f, tc, &f.dd, "10.3", "6 in row 3");
    let mut dd = f.dd;
    dd.remove(pid(&f.def, "hbr-lb2"));
    def_call_refused(&f, dc, &dd, "10.3", "3 in row 2");
}

// ---------------------------------------------------------------------------------------------
// §3.3 Pass Coverage Table
// ---------------------------------------------------------------------------------------------

/// Who covers each receiver, for a fixture and a defensive call.
fn coverage_of(f: &Fixture, od: OffenseDisplay, dd: DefenseDisplay, dc: DefenseCall) -> [Cover; 15] {
    let mut src = CardSource::scripted(vec![], Fac::Card(blank()));
    let mut rng = ScriptedRandom::default();
    let mut trace = Vec::new();
    let d = Draws::new(&mut src, &mut rng, &mut trace, 3);
    let mut dec = DefaultDecider;
    let r = Res { ed: &f.ed, opts: &f.opts, off: &f.off, def: &f.def, od, dd, oc: OffenseCall::new(OffPlay::Short, OffBox::RE), dc, sit: f.sit, d, dec: &mut dec };
    r.coverage()
}

fn covered_by(c: &[Cover; 15], b: OffBox) -> Option<u16> {
    c[b.idx()].primary()
}

/// [ttf7 3.3] The table: LE←K, RE←N, FL1←O, FL2←M, BK1←F or G, BK2←J or I, BK3←G, H or I,
/// LTE←K (or a sideways F), RTE←N (or a sideways J).
#[test]
fn coverage_table_ttf7_3_3() {
    let f = Fixture::sample();
    let p = |id: &str| pid(&f.def, id);
    let c = coverage_of(&f, f.od, f.dd, DefenseCall::new(DefPlay::PassCoverage));
    // Riverton: LTE te1, RE wr1, FL1 wr2, BK1 fb1, BK2 rb1.
    assert_eq!(covered_by(&c, OffBox::LTE), Some(p("hbr-cb1")), "LTE by K");
    assert_eq!(covered_by(&c, OffBox::RE), Some(p("hbr-ss1")), "RE by N");
    assert_eq!(covered_by(&c, OffBox::FL1), Some(p("hbr-cb2")), "FL1 by O");
    assert_eq!(covered_by(&c, OffBox::BK1), Some(p("hbr-lb1")), "BK1 by F");
    assert_eq!(covered_by(&c, OffBox::BK2), Some(p("hbr-lb3")), "BK2 by J");

    // Harbor City's own offense against Riverton's defense: LE wr1, RTE te1, BK2, FL1, FL2.
    let g = Fixture::new(huddle_cards::sample::harbor_city(), huddle_cards::sample::riverton());
    let q = |id: &str| pid(&g.def, id);
    let c = coverage_of(&g, g.od, g.dd, DefenseCall::new(DefPlay::PassCoverage));
    // Riverton D: G lb3, I lb4, K cb1, M fs1, N ss1, O cb2.
    assert_eq!(covered_by(&c, OffBox::LE), Some(q("riv-cb1")), "LE by K");
    assert_eq!(covered_by(&c, OffBox::RTE), Some(q("riv-ss1")), "RTE by N");
    assert_eq!(covered_by(&c, OffBox::FL1), Some(q("riv-cb2")), "FL1 by O");
    assert_eq!(covered_by(&c, OffBox::FL2), Some(q("riv-fs1")), "FL2 by M");
    assert_eq!(covered_by(&c, OffBox::BK2), Some(q("riv-lb4")), "BK2 by I when J is empty");
}

/// [ttf7 3.3] A back in BK1 is covered by F, else G; BK3 by G, H or I in that order; nobody
/// covers two receivers; an empty coverage box leaves the receiver uncovered.
#[test]
fn coverage_priority_and_no_double_assignment_ttf7_3_3() {
    let f = Fixture::sample();
    let p = |id: &str| pid(&f.def, id);
    // Three backs: BK1 fb1, BK2 rb1, BK3 rb3 (no flanker).
    let mut od = f.od;
    od.set(OffBox::FL1, None);
    od.set(OffBox::BK3, Some(pid(&f.off, "riv-rb3")));
    od.validate(&f.off).unwrap();
    let c = coverage_of(&f, od, f.dd, DefenseCall::new(DefPlay::PassCoverage));
    assert_eq!(covered_by(&c, OffBox::BK1), Some(p("hbr-lb1")));
    assert_eq!(covered_by(&c, OffBox::BK2), Some(p("hbr-lb3")));
    assert_eq!(covered_by(&c, OffBox::BK3), Some(p("hbr-lb2")), "G empty: H covers BK3");
    // Empty F: BK1 is covered from G; BK3 then takes H.
    let mut dd = f.dd;
    dd.remove(p("hbr-lb1"));
    dd.place(DefBox::G, p("hbr-lb1"));
    let c = coverage_of(&f, od, dd, DefenseCall::new(DefPlay::PassCoverage));
    assert_eq!(covered_by(&c, OffBox::BK1), Some(p("hbr-lb1")), "BK1 from G");
    assert_eq!(covered_by(&c, OffBox::BK3), Some(p("hbr-lb2")), "BK3 from H (G is already covering BK1)");
    // Empty row 2: backs uncovered.
    let mut dd = f.dd;
    for id in ["hbr-lb1", "hbr-lb2", "hbr-lb3"] {
        dd.remove(p(id));
    }
    let c = coverage_of(&f, od, dd, DefenseCall::new(DefPlay::PassCoverage));
    for b in [OffBox::BK1, OffBox::BK2, OffBox::BK3] {
        assert_eq!(c[b.idx()].count(), 0, "{b} uncovered");
    }
}

/// [ttf7 3.3] [ttf7 5] Blitzers do not cover: their receivers are uncovered.
#[test]
fn blitzers_leave_receivers_uncovered_ttf7_3_3() {
    let f = Fixture::sample();
    let p = |id: &str| pid(&f.def, id);
    let c = coverage_of(&f, f.od, f.dd, blitz(&[p("hbr-lb1"), p("hbr-ss1")]));
    assert_eq!(c[OffBox::BK1.idx()].count(), 0, "F blitzes; G is empty: BK1 uncovered");
    assert_eq!(c[OffBox::RE.idx()].count(), 0, "N blitzes: RE uncovered");
    assert_eq!(covered_by(&c, OffBox::BK2), Some(p("hbr-lb3")));
}

/// [ttf7 3.3] A row-2 defender covers a tight end only when turned sideways; a sideways
/// defender is covering the tight end and does not pick up a back (first listed eligible box,
/// §29 #42).
#[test]
fn sideways_defenders_cover_tight_ends_only_ttf7_3_3() {
    let f = Fixture::sample();
    let p = |id: &str| pid(&f.def, id);
    // K empty: the LTE is covered by F only if F is sideways.
    let mut dd = f.dd;
    dd.remove(p("hbr-cb1"));
    let c = coverage_of(&f, f.od, dd, DefenseCall::new(DefPlay::PassCoverage));
    assert_eq!(c[OffBox::LTE.idx()].count(), 0, "F not sideways: LTE uncovered");
    assert_eq!(covered_by(&c, OffBox::BK1), Some(p("hbr-lb1")));
    let mut dc = DefenseCall::new(DefPlay::PassCoverage);
    dc.sideways[0] = true;
    let c = coverage_of(&f, f.od, dd, dc);
    assert_eq!(covered_by(&c, OffBox::LTE), Some(p("hbr-lb1")), "sideways F covers the LTE");
    assert_eq!(c[OffBox::BK1.idx()].count(), 0, "and not BK1 (G is empty)");
    // K present and F sideways: K covers the LTE (first listed); F, turned to the tight end,
    // does not cover BK1.
    let c = coverage_of(&f, f.od, f.dd, dc);
    assert_eq!(covered_by(&c, OffBox::LTE), Some(p("hbr-cb1")));
    assert_ne!(covered_by(&c, OffBox::BK1), Some(p("hbr-lb1")), "a sideways F is not covering BK1");
}

// ---------------------------------------------------------------------------------------------
// §22.3 defensive position modifiers (TV and PD)
// ---------------------------------------------------------------------------------------------

fn pos_mod(f: &Fixture, id: &str, b: DefBox) -> PosMod {
    let mut src = CardSource::scripted(vec![], Fac::Card(blank()));
    let mut rng = ScriptedRandom::default();
    let mut trace = Vec::new();
    let d = Draws::new(&mut src, &mut rng, &mut trace, 3);
    let mut dec = DefaultDecider;
    let r = Res { ed: &f.ed, opts: &f.opts, off: &f.off, def: &f.def, od: f.od, dd: f.dd, oc: OffenseCall::new(OffPlay::Short, OffBox::RE), dc: DefenseCall::new(DefPlay::PassCoverage), sit: f.sit, d, dec: &mut dec };
    r.def_pos_mod(pid(&f.def, id), b)
}

fn m(tv: i8, pd: i8) -> PosMod {
    PosMod { tv, pd, ..PosMod::default() }
}

/// [ttf7 22.3] The defensive table, row by row (clean copy L1582-L1591).
#[test]
fn defensive_position_modifier_table_ttf7_22_3() {
    let f = Fixture::sample();
    assert_eq!(f.def.player(pid(&f.def, "hbr-nt1")).pos, Position::NT);
    let cases: &[(&str, DefBox, PosMod)] = &[
        // Nose tackle: +1 TV only in A or E.
        ("hbr-nt1", DefBox::A, m(1, 0)),
        ("hbr-nt1", DefBox::E, m(1, 0)),
        ("hbr-nt1", DefBox::B, m(0, 0)),
        ("hbr-nt1", DefBox::C, m(0, 0)),
        // DT/DL: none anywhere in row 1.
        ("hbr-dt1", DefBox::A, m(0, 0)),
        ("hbr-dt1", DefBox::C, m(0, 0)),
        ("hbr-dl1", DefBox::E, m(0, 0)),
        // DE: +1 TV in C.
        ("hbr-de1", DefBox::C, m(1, 0)),
        ("hbr-de1", DefBox::B, m(0, 0)),
        ("hbr-de1", DefBox::A, m(0, 0)),
        // Linebackers: +2 TV in C, none elsewhere in rows 1-2.
        ("hbr-lb1", DefBox::C, m(2, 0)),
        ("hbr-lb1", DefBox::A, m(0, 0)),
        ("hbr-lb1", DefBox::D, m(0, 0)),
        ("hbr-lb1", DefBox::H, m(0, 0)),
        // DB: +1 TV A/E, +2 TV B/D, none in rows 2-3.
        ("hbr-db1", DefBox::A, m(1, 0)),
        ("hbr-db1", DefBox::D, m(2, 0)),
        ("hbr-db1", DefBox::G, m(0, 0)),
        ("hbr-db1", DefBox::K, m(0, 0)),
        ("hbr-db1", DefBox::M, m(0, 0)),
        ("hbr-db1", DefBox::N, m(0, 0)),
        ("hbr-db1", DefBox::L, m(0, 0)),
        // S: free at M and N, +1 PD at the corners.
        ("hbr-s1", DefBox::M, m(0, 0)),
        ("hbr-s1", DefBox::N, m(0, 0)),
        ("hbr-s1", DefBox::K, m(0, 1)),
        ("hbr-s1", DefBox::O, m(0, 1)),
        ("hbr-s1", DefBox::B, m(2, 0)),
        ("hbr-s1", DefBox::E, m(1, 0)),
        ("hbr-s1", DefBox::L, m(0, 0)),
        // SS: +1 PD at M and the corners, none at N.
        ("hbr-ss1", DefBox::N, m(0, 0)),
        ("hbr-ss1", DefBox::M, m(0, 1)),
        ("hbr-ss1", DefBox::K, m(0, 1)),
        ("hbr-ss1", DefBox::L, m(0, 0)),
        ("hbr-ss1", DefBox::A, m(1, 0)),
        // FS: +1 PD at N and the corners, none at M.
        ("hbr-fs1", DefBox::M, m(0, 0)),
        ("hbr-fs1", DefBox::N, m(0, 1)),
        ("hbr-fs1", DefBox::O, m(0, 1)),
        ("hbr-fs1", DefBox::D, m(2, 0)),
        ("hbr-fs1", DefBox::J, m(0, 0)),
        // CB: free at K and O, +1 PD at M and N.
        ("hbr-cb1", DefBox::K, m(0, 0)),
        ("hbr-cb1", DefBox::O, m(0, 0)),
        ("hbr-cb1", DefBox::M, m(0, 1)),
        ("hbr-cb1", DefBox::N, m(0, 1)),
        ("hbr-cb1", DefBox::L, m(0, 0)),
        ("hbr-cb1", DefBox::E, m(1, 0)),
        ("hbr-cb1", DefBox::B, m(2, 0)),
    ];
    for (id, b, want) in cases {
        assert_eq!(pos_mod(&f, id, *b), *want, "{id} in box {b}");
    }
}

/// [ttf7 10.2] Double-Team Blocking is a secondary strategy that may be called with any run or
/// pass play.
#[test]
fn double_team_call_is_a_secondary_strategy_ttf7_10_2() {
    let f = Fixture::sample();
    // Any run or pass may carry a double-team.
    for play in [OffPlay::InsideLeft, OffPlay::SweepRight, OffPlay::Short] {
        let target = if play == OffPlay::Short { OffBox::RE } else { OffBox::BK2 };
        let mut c = OffenseCall::new(play, target);
        c.double_team = Some(DoubleTeam { target: DefBox::B, assist: Some(OffBox::C), player: None });
        off_call_ok(&f, c, &f.od, 65);
    }
}

/// [ttf7 3.1] [ttf7 3.2] The Lineup Card is checked as the displays it puts on the field: every
/// embedded team's lineup is legal; a wide receiver at left tackle, or a twelfth man (a bench
/// linebacker in box C), is refused with the lineup and the rule named.
#[test]
fn a_lineup_card_must_make_legal_displays_ttf7_3_1_3_2() {
    use huddle_fac::display::check_lineup;
    let mut all = huddle_cards::sample::league_2024();
    all.extend(huddle_cards::sample::sample_teams());
    for t in &all {
        check_lineup(t).unwrap_or_else(|e| panic!("{}: {e}", t.code));
    }
    let (mut t, _) = riv();
    t.lineup.offense.insert(OffBox::LT, "riv-wr6".into());
    let e = check_lineup(&t).expect_err("a receiver at tackle");
    assert_eq!(e.section, "3.1");
    assert!(e.msg.starts_with("lineup.offense: ") && e.msg.contains("offensive line box LT"), "{e}");
    let (mut t, _) = hbr();
    let extra = t.players.iter().find(|p| p.pos == Position::LB && !t.lineup.defense.values().any(|ids| ids.contains(&p.id))).expect("a bench linebacker").id.clone();
    t.lineup.defense.entry(DefBox::C).or_default().push(extra);
    let e = check_lineup(&t).expect_err("twelve defenders");
    assert_eq!(e.section, "3.2");
    assert!(e.msg.starts_with("lineup.defense: 12 players") && e.msg.contains("at most 11"), "{e}");
}
