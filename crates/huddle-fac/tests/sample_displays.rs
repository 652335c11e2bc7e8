//! The sample teams' Lineup Cards set legal Offense and Defense Displays (TTF 7th §3).

use huddle_cards::sample::{harbor_city, riverton, sample_teams};
use huddle_cards::{DefBox, Group, OffBox, Position, Team};
use huddle_fac::display::{DefenseDisplay, OffenseDisplay};

fn pid(team: &Team, id: &str) -> u16 {
    team.idx(id).unwrap_or_else(|| panic!("{}: lineup names unknown player '{id}'", team.code))
}

/// The Offense Display printed on a team's Lineup Card.
fn offense_display(team: &Team) -> OffenseDisplay {
    let mut d = OffenseDisplay::default();
    for (b, id) in &team.lineup.offense {
        d.set(*b, Some(pid(team, id)));
    }
    d
}

/// The Defense Display printed on a team's Lineup Card.
fn defense_display(team: &Team) -> DefenseDisplay {
    let mut d = DefenseDisplay::default();
    for (b, ids) in &team.lineup.defense {
        for id in ids {
            assert!(d.place(*b, pid(team, id)), "{}: box {b} is full", team.code);
        }
    }
    d
}

fn pos_in(team: &Team, d: &OffenseDisplay, b: OffBox) -> Option<Position> {
    d.get(b).map(|p| team.player(p).pos)
}

/// [ttf7 3.1] Both sample lineups pass the Offense Display rules: five linemen at C/G/T, one
/// left and one right end, a QB in the QB box, and backs plus flankers making three. Riverton
/// lines up in the I (FB + RB, one flanker, a tight end); Harbor City in a one-back, three-wide
/// set with a tight end.
#[test]
fn sample_offense_displays_are_legal_ttf7_3_1() {
    for t in sample_teams() {
        let d = offense_display(&t);
        d.validate(&t).unwrap_or_else(|e| panic!("{}: {e}", t.code));
        assert_eq!(d.occupied().count(), 11);
        assert!(!d.shotgun(&t));
        assert_eq!(d.qb(&t), d.get(OffBox::QB));
        for b in OffBox::LINE {
            assert_eq!(t.player(d.get(b).unwrap()).group(), Group::OL, "{}: {b}", t.code);
        }
    }
    let riv = riverton();
    let d = offense_display(&riv);
    assert_eq!(pos_in(&riv, &d, OffBox::LTE), Some(Position::TE));
    assert_eq!(pos_in(&riv, &d, OffBox::RE), Some(Position::WR));
    assert_eq!((pos_in(&riv, &d, OffBox::BK1), pos_in(&riv, &d, OffBox::BK2)), (Some(Position::FB), Some(Position::RB)));
    assert_eq!((d.backs(&riv).count(), pos_in(&riv, &d, OffBox::FL2)), (2, None));
    let hbr = harbor_city();
    let d = offense_display(&hbr);
    assert_eq!(pos_in(&hbr, &d, OffBox::LE), Some(Position::WR));
    assert_eq!(pos_in(&hbr, &d, OffBox::RTE), Some(Position::TE));
    assert_eq!(d.backs(&hbr).count(), 1);
    assert_eq!((pos_in(&hbr, &d, OffBox::FL1), pos_in(&hbr, &d, OffBox::FL2)), (Some(Position::WR), Some(Position::WR)));
}

/// [ttf7 3.1] The check has teeth: the same lineups with one player moved break the rules.
#[test]
fn broken_sample_offense_is_refused_ttf7_3_1() {
    let riv = riverton();
    // a wide receiver cannot play tight end
    let mut d = offense_display(&riv);
    let wr = d.get(OffBox::RE).unwrap();
    d.set(OffBox::RE, None);
    d.set(OffBox::RTE, Some(wr));
    let e = d.validate(&riv).unwrap_err();
    assert_eq!(e.section, "3.1");
    assert!(e.to_string().contains("cannot play RTE"), "{e}");
    // one back and one flanker leave a place empty: backs and flankers must make three
    let hbr = harbor_city();
    let mut d = offense_display(&hbr);
    d.set(OffBox::FL2, None);
    let e = d.validate(&hbr).unwrap_err();
    assert_eq!(e.section, "3.1");
    assert!(e.to_string().contains("1 backs and 1 flankers"), "{e}");
    // nobody but a shotgun QB stands in BK3 beside two flankers
    let mut d = offense_display(&hbr);
    d.set(OffBox::BK2, None);
    d.set(OffBox::BK3, hbr.idx("hbr-rb1"));
    let e = d.validate(&hbr).unwrap_err();
    assert!(e.to_string().contains("BK3"), "{e}");
}

/// [ttf7 3.2] Both sample lineups pass the Defense Display rules: 3-10 in row 1 with box C held
/// by a lineman, linebackers in rows 1-2, CBs in K and O, FS in M, SS in N, eleven in all.
/// Riverton plays a 3-4 with its outside linebackers up on the line (5 / 2 / 4); Harbor City a
/// 4-3 (4 / 3 / 4).
#[test]
fn sample_defense_displays_are_legal_ttf7_3_2() {
    for (t, rows) in [(riverton(), [5, 2, 4]), (harbor_city(), [4, 3, 4])] {
        let d = defense_display(&t);
        d.validate(&t).unwrap_or_else(|e| panic!("{}: {e}", t.code));
        assert_eq!([d.row_count(1), d.row_count(2), d.row_count(3)], rows, "{}", t.code);
        assert_eq!(d.players().count(), 11);
        for (b, want) in [(DefBox::K, Position::CB), (DefBox::O, Position::CB), (DefBox::M, Position::FS), (DefBox::N, Position::SS)] {
            let p = d.in_box(b).next().unwrap();
            assert_eq!(t.player(p).pos, want, "{}: box {b}", t.code);
        }
        for (b, p) in d.players() {
            let g = t.player(p).group();
            assert!(b.row() > 1 || g != Group::DB, "{}: a DB up on the line", t.code);
            assert!(g != Group::DL || b.row() == 1);
        }
    }
}

/// [ttf7 3.2] The check has teeth: a safety in box C, or box L used while M is empty, is refused.
#[test]
fn broken_sample_defense_is_refused_ttf7_3_2() {
    let hbr = harbor_city();
    let mut d = defense_display(&hbr);
    let ss = d.in_box(DefBox::N).next().unwrap();
    d.remove(ss);
    assert!(d.place(DefBox::C, ss));
    let e = d.validate(&hbr).unwrap_err();
    assert_eq!(e.section, "3.2");
    assert!(e.to_string().contains("box C"), "{e}");

    let riv = riverton();
    let mut d = defense_display(&riv);
    let fs = d.in_box(DefBox::M).next().unwrap();
    d.remove(fs);
    assert!(d.place(DefBox::L, fs));
    let e = d.validate(&riv).unwrap_err();
    assert_eq!(e.section, "3.2");
    assert!(e.to_string().contains("box L"), "{e}");
}
