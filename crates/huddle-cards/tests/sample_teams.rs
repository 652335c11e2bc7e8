//! The two hand-made sample teams (`data/teams/riverton.json`, `data/teams/harbor_city.json`):
//! they load and validate, carry the depth the injury rules need, hold values in the ranges the
//! rules and the league averages imply, and bad copies of them are refused with errors that name
//! the file, the entry and the rule.

use huddle_cards::sample::{harbor_city, riverton, sample_teams, HARBOR_CITY_JSON, RIVERTON_JSON};
use huddle_cards::{
    load_team, parse_league, parse_team, validate_team, Endurance, GainCell, Group, IntRange, KickCell, Player, Position,
    PuntInstr, QbGrade, ReturnCell, Rn12Result, RushCell, Rushing, Team,
};
use serde_json::{json, Value};

fn mean(xs: &[f64]) -> f64 {
    xs.iter().sum::<f64>() / xs.len() as f64
}

fn pos_count(t: &Team, pos: Position) -> usize {
    t.players.iter().filter(|p| p.pos == pos).count()
}

fn group_count(t: &Team, g: Group) -> usize {
    t.group(g).count()
}

fn lineup_ids(t: &Team) -> Vec<&str> {
    let mut ids: Vec<&str> = t.lineup.offense.values().map(|s| s.as_str()).collect();
    ids.extend(t.lineup.defense.values().flatten().map(|s| s.as_str()));
    ids.push(&t.lineup.kicker);
    ids.push(&t.lineup.punter);
    ids
}

fn lineup_players<'a>(t: &'a Team, ids: &[&str]) -> Vec<&'a Player> {
    ids.iter().map(|id| t.player(t.idx(id).unwrap())).collect()
}

fn lg_mean(r: &Rushing) -> Option<f64> {
    r.lg.map(|c| mean(&c.map(|y| y as f64)))
}

/// Expected yardage of the SG column: an LG/Le/Ls cell counts at the LG mean (the card's best
/// SG number when it has no LG column).
fn sg_mean(r: &Rushing) -> f64 {
    let long = lg_mean(r).unwrap_or(r.sg_max() as f64);
    mean(&r.sg.map(|c| if let RushCell::Yards(y) = c { y as f64 } else { long }))
}

/// Expected yardage of an N/I/O column, SG cells counted at the SG mean.
fn col_mean(r: &Rushing, c: &[RushCell; 12]) -> f64 {
    let sg = sg_mean(r);
    mean(&c.map(|x| match x {
        RushCell::Yards(y) => y as f64,
        RushCell::Sg => sg,
        _ => lg_mean(r).unwrap_or(sg),
    }))
}

/// Pointer cells (SG/LG/Le/Ls) come first, then yardage that never improves as the RN rises:
/// RN 1 is the ball carrier's best number.
fn rush_column_shape(who: &str, col: &[RushCell; 12], best: i8) {
    let ptr = col.iter().take_while(|c| !matches!(c, RushCell::Yards(_))).count();
    assert!(ptr < 12, "{who}: a column of pointers only");
    let ys: Vec<i8> = col[ptr..]
        .iter()
        .map(|c| match c {
            RushCell::Yards(y) => *y,
            other => panic!("{who}: pointer cell {other} below a yardage cell"),
        })
        .collect();
    assert!(ys.windows(2).all(|w| w[0] >= w[1]), "{who}: yardage must not rise with the RN: {ys:?}");
    assert!(ys[0] <= best && *ys.last().unwrap() >= -5, "{who}: yardage out of range {ys:?}");
}

/// Yardage cells never improve as the RN rises; blanks ("-") only at the bottom.
fn gain_column_shape(who: &str, col: &[GainCell; 12], lo: i8, hi: i8) {
    let blanks_from = col.iter().position(|c| *c == GainCell::Blank).unwrap_or(12);
    assert!(col[blanks_from..].iter().all(|c| *c == GainCell::Blank), "{who}: blanks only at the bottom: {col:?}");
    let ys: Vec<i8> = col.iter().filter_map(|c| if let GainCell::Yards(y) = c { Some(*y) } else { None }).collect();
    assert!(ys.windows(2).all(|w| w[0] >= w[1]), "{who}: yardage must not rise with the RN: {ys:?}");
    assert!(ys.iter().all(|y| (lo..=hi).contains(y)), "{who}: yardage outside {lo}..{hi}: {ys:?}");
    let longs = col.iter().take_while(|c| **c == GainCell::Long).count();
    assert!(col.iter().filter(|c| **c == GainCell::Long).count() == longs, "{who}: L cells only at the top");
}

fn return_yards(c: &ReturnCell) -> f64 {
    c.yards.map(|y| y as f64).unwrap_or(100.0)
}

#[test]
fn both_sample_teams_load_and_validate() {
    let teams = sample_teams();
    assert_eq!(teams.len(), 2);
    let riv = riverton();
    let hbr = harbor_city();
    assert_eq!((riv.code.as_str(), riv.name.as_str()), ("RIV", "Riverton Rapids"));
    assert_eq!((hbr.code.as_str(), hbr.name.as_str()), ("HBR", "Harbor City Mariners"));
    for t in &teams {
        assert!(validate_team(t).is_empty(), "{}: {:?}", t.code, validate_team(t));
        // ids carry the team code, so a league holding both teams never mixes them up
        let prefix = format!("{}-", t.code.to_lowercase());
        assert!(t.players.iter().all(|p| p.id.starts_with(&prefix)), "{}: ids start with {prefix}", t.code);
    }
    // from the files on disk too, and as a league
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/data/teams/");
    assert_eq!(load_team(std::path::Path::new(&format!("{dir}riverton.json"))).unwrap(), riv);
    assert_eq!(load_team(std::path::Path::new(&format!("{dir}harbor_city.json"))).unwrap(), hbr);
    let league = format!("[{RIVERTON_JSON}, {HARBOR_CITY_JSON}]");
    assert_eq!(parse_league(&league, "league.json").unwrap(), teams);
}

/// What the loader reads is what it writes: a team serialised and parsed again is the same team.
#[test]
fn sample_teams_round_trip_through_json() {
    for t in sample_teams() {
        let text = serde_json::to_string_pretty(&t).unwrap();
        assert_eq!(parse_team(&text, "round-trip.json").unwrap(), t, "{}", t.code);
    }
}

#[test]
fn roster_composition() {
    for t in sample_teams() {
        let c = &t.code;
        assert!((50..=56).contains(&t.players.len()), "{c}: {} players", t.players.len());
        let grades: Vec<_> = t.group(Group::QB).map(|i| t.player(i).qb_grade()).collect();
        assert_eq!(grades, [Some(QbGrade::A), Some(QbGrade::B), Some(QbGrade::C)], "{c}: QBs graded A, B, C in that order");
        assert!(pos_count(&t, Position::RB) >= 4 && pos_count(&t, Position::FB) >= 1, "{c}: 4 RB + 1 FB");
        assert!(pos_count(&t, Position::WR) >= 6, "{c}: 6 WR");
        assert!(pos_count(&t, Position::TE) >= 3, "{c}: 3 TE");
        assert!(group_count(&t, Group::OL) >= 9, "{c}: 9 OL");
        for p in [Position::C, Position::G, Position::T, Position::OL] {
            assert!(pos_count(&t, p) >= 1, "{c}: an OL listed as {p}");
        }
        assert!(group_count(&t, Group::DL) >= 9, "{c}: 9 DL");
        for p in [Position::DE, Position::DT, Position::NT] {
            assert!(pos_count(&t, p) >= 1, "{c}: a DL listed as {p}");
        }
        assert!(group_count(&t, Group::LB) >= 7, "{c}: 7 LB");
        assert!(group_count(&t, Group::DB) >= 10, "{c}: 10 DB");
        for p in [Position::CB, Position::SS, Position::FS] {
            assert!(pos_count(&t, p) >= 1, "{c}: a DB listed as {p}");
        }
        assert!(pos_count(&t, Position::K) >= 1 && pos_count(&t, Position::P) >= 1, "{c}: K and P");
    }
}

/// [ttf7 16.1] Injuries are ignored when they would take a position below 1 QB, 2 RB, 3 WR,
/// 2 TE, 5 OL, 4 DL, 4 LB, 5 DB, 1 K, 1 P, 1 kickoff returner, 1 punt returner. The sample
/// rosters hold more than each minimum, so an injury at any position can be played through.
#[test]
fn depth_covers_the_injury_minimums_ttf7_16_1() {
    let minimums = [
        (Group::QB, 1),
        (Group::RB, 2),
        (Group::WR, 3),
        (Group::TE, 2),
        (Group::OL, 5),
        (Group::DL, 4),
        (Group::LB, 4),
        (Group::DB, 5),
        (Group::K, 1),
        (Group::P, 1),
    ];
    for t in sample_teams() {
        for (g, min) in minimums {
            let have = group_count(&t, g);
            let want = if matches!(g, Group::K | Group::P) { min } else { min + 1 };
            assert!(have >= want, "{}: {have} {g:?}, the injury minimum is {min}", t.code);
        }
        assert!(t.punt_returns.len() >= 2 && t.kick_returns.len() >= 2, "{}: a second returner of each kind", t.code);
        assert!(t.kickoff_specialist().is_some(), "{}: a kickoff specialist", t.code);
        // games played selects the Injury Table column: starters played most of the season
        for p in lineup_players(&t, &lineup_ids(&t)) {
            assert!((15..=17).contains(&p.games), "{}: starter {} played {} games", t.code, p.id, p.games);
        }
        assert!(t.players.iter().all(|p| p.games <= 17 && p.starts <= p.games), "{}: games/starts", t.code);
    }
}

/// Players are listed in depth-chart order: at every position the lineup's starters come
/// before the backups, so "the next man up" is the next card of his position.
#[test]
fn starters_head_the_depth_chart() {
    for t in sample_teams() {
        let ids = lineup_ids(&t);
        for p in &t.players {
            let before: Vec<&Player> = t.players.iter().take_while(|q| q.id != p.id).filter(|q| q.pos == p.pos).collect();
            if ids.contains(&p.id.as_str()) {
                for q in before {
                    assert!(ids.contains(&q.id.as_str()), "{}: backup {} is listed before starter {}", t.code, q.id, p.id);
                }
            }
        }
    }
}

/// [ttf7 23.1] The starting QB is an A; his backups are B and C. Every back and receiver
/// carries a digit EV 0-4; linemen, defenders and kickers carry none; starting backs and wide
/// receivers are the fresher ones (EV 0-2).
#[test]
fn endurance_values_ttf7_23_1() {
    for t in sample_teams() {
        let qb = t.player(t.idx(&t.lineup.offense[&huddle_cards::OffBox::QB]).unwrap());
        assert_eq!(qb.qb_grade(), Some(QbGrade::A), "{}: the starter is an A quarterback", t.code);
        for p in &t.players {
            match p.group() {
                Group::QB => assert!(matches!(p.ev, Some(Endurance::Qb(_))), "{}", p.id),
                Group::RB | Group::WR | Group::TE => {
                    assert!(matches!(p.ev, Some(Endurance::Plays(0..=4))), "{}: EV {:?}", p.id, p.ev)
                }
                _ => assert!(p.ev.is_none(), "{}: linemen, defenders and kickers carry no EV", p.id),
            }
        }
        let starters = lineup_ids(&t);
        let ev_max_start = t
            .players
            .iter()
            .filter(|p| starters.contains(&p.id.as_str()) && matches!(p.pos, Position::RB | Position::WR))
            .map(|p| p.ev_plays())
            .max()
            .unwrap();
        assert!(ev_max_start <= 2, "{}: starting RB/WR EV at most 2", t.code);
    }
}

/// [ttf7 8.2] Quick/Short/Long ranges near the league's: Com 1-c, Inc to 42-46, then Int? and
/// one to three Int numbers; the Com range stays inside 1-47. Quick completes most, Long least.
#[test]
fn passing_ranges_are_sane_ttf7_8_2() {
    for t in sample_teams() {
        for i in t.group(Group::QB) {
            let p = t.player(i);
            let pass = p.passing.unwrap();
            let who = &p.id;
            for (name, r, lo, hi) in [("quick", pass.quick, 26, 36), ("short", pass.short, 22, 34), ("long", pass.long, 12, 26)] {
                assert!((lo..=hi).contains(&r.com), "{who} {name}: Com 1-{}", r.com);
                assert!((42..=46).contains(&r.inc) && r.inc > r.com, "{who} {name}: Inc to {}", r.inc);
                assert!((1..=2).contains(&(r.int_q - r.inc)), "{who} {name}: Int? {}-{}", r.inc + 1, r.int_q);
                assert!((1..=3).contains(&(48 - r.int_q)), "{who} {name}: Int {}-48", r.int_q + 1);
                assert_eq!(r.com_range().len() + r.inc_range().len() + r.int_q_range().len() + r.int_range().len(), 48);
            }
            assert!(pass.quick.com >= pass.short.com && pass.short.com > pass.long.com, "{who}: quick ≥ short > long");
        }
        // the A quarterback is the best passer on the roster
        let qbs: Vec<_> = t.group(Group::QB).map(|i| t.player(i).passing.unwrap()).collect();
        assert!(qbs.windows(2).all(|w| w[0].short.com >= w[1].short.com), "{}: A ≥ B ≥ C", t.code);
    }
}

/// [ttf7 9.1] Pass Rush lines: Sack 1-s with s in the usual 14-20 band (inside the 1-30 clamp),
/// then Run, Com and Inc; and the five starting linemen's Pass Blocking Values sum to 10-13, near
/// the four-man rush they face (each DL 1-4, LBs 0-2, DBs 0-1).
#[test]
fn pass_rush_values_are_sane_ttf7_9_1() {
    for t in sample_teams() {
        for i in t.group(Group::QB) {
            let p = t.player(i);
            let pr = p.passing.unwrap().pass_rush;
            assert!((14..=20).contains(&pr.sack), "{}: Sack 1-{}", p.id, pr.sack);
            assert!(pr.run > pr.sack && pr.com > pr.run && pr.com < 48, "{}: {pr:?}", p.id);
            assert!(p.rushing.is_some(), "{}: QBs scramble on their rushing card", p.id);
        }
        let pbv: u8 = huddle_cards::OffBox::LINE.iter().map(|b| t.player(t.idx(&t.lineup.offense[b]).unwrap()).pbv.unwrap()).sum();
        assert!((10..=13).contains(&pbv), "{}: starting PBV sum {pbv}", t.code);
        for p in &t.players {
            if let Some(d) = p.defense {
                let ok = match p.group() {
                    Group::DL => (1..=4).contains(&d.prv),
                    Group::LB => d.prv <= 2,
                    _ => d.prv <= 1,
                };
                assert!(ok, "{}: PRV {}", p.id, d.prv);
            }
            if p.group() == Group::OL {
                assert!((1..=4).contains(&p.pbv.unwrap()), "{}", p.id);
                let bv = p.bv();
                assert!((1..=4).contains(&bv.value) && bv.exceptional.is_none_or(|x| x == bv.value + 1), "{}: BV {bv}", p.id);
            }
        }
        let row1: u8 = t
            .lineup
            .defense
            .iter()
            .filter(|(b, _)| b.row() == 1)
            .flat_map(|(_, ids)| ids)
            .map(|id| t.player(t.idx(id).unwrap()).defense.unwrap().prv)
            .sum();
        assert!((9..=14).contains(&row1), "{}: row-1 pass rush {row1}", t.code);
    }
}

/// [ttf7 7.3] Rushing cards: N/I/O columns start with their SG pointers and then lose yardage
/// as the RN rises; an LG pointer needs an LG column; "Le" appears only on receivers' SG columns
/// and "Ls" only on quarterbacks'; LG columns hold long gains. A starting back's N column
/// averages about 3.5-4.5 yards (SG cells at the SG mean), backups less.
#[test]
fn rushing_cards_are_sane_ttf7_7_3() {
    for t in sample_teams() {
        for p in t.players.iter().filter(|p| p.rushing.is_some()) {
            let r = p.rushing.as_ref().unwrap();
            let who = format!("{} rushing", p.id);
            let sg = sg_mean(r);
            for (name, col) in [("n", &r.n), ("i", &r.i), ("o", &r.o)] {
                if let Some(c) = col {
                    rush_column_shape(&format!("{who}.{name}"), c, 10);
                    assert!(!c.contains(&RushCell::Lg) || r.lg.is_some(), "{who}.{name}: LG without an LG column");
                    let avg = col_mean(r, c);
                    let (lo, hi) = match p.group() {
                        Group::QB => (0.5, 3.5),
                        Group::RB => (2.0, 4.8),
                        _ => (1.5, 3.5),
                    };
                    assert!((lo..=hi).contains(&avg), "{who}.{name}: average {avg:.2}");
                }
            }
            rush_column_shape(&format!("{who}.sg"), &r.sg, 22);
            assert!((5.0..=14.0).contains(&sg), "{who}.sg: average {sg:.2}");
            for c in &r.sg {
                match c {
                    RushCell::Lg => assert!(r.lg.is_some(), "{who}.sg: LG without an LG column"),
                    RushCell::Le => assert!(matches!(p.group(), Group::WR | Group::TE), "{who}: Le is a receiver's"),
                    RushCell::Ls => assert!(p.group() == Group::QB, "{who}: Ls is a quarterback's"),
                    _ => {}
                }
            }
            if let Some(lg) = r.lg {
                assert!(lg.windows(2).all(|w| w[0] >= w[1]) && lg[11] >= 9 && lg[0] <= 90, "{who}.lg: {lg:?}");
            }
        }
        let rb1 = t.player(t.group(Group::RB).next().unwrap());
        let r = rb1.rushing.as_ref().unwrap();
        let avg = col_mean(r, r.n.as_ref().unwrap());
        assert!((3.5..=4.5).contains(&avg), "{}: lead back averages {avg:.2}", rb1.id);
    }
}

/// [ttf7 8.2] Pass-gain columns: Quick about 2-13 yards, Short 4-25, Long 15-70; RN 1 best;
/// "L" only at the top of Q and S; blanks (dropped passes) only at the bottom. Starting wide
/// receivers catch on nearly every RN.
#[test]
fn receiving_cards_are_sane_ttf7_8_2() {
    for t in sample_teams() {
        for p in t.players.iter().filter(|p| p.receiving.is_some()) {
            let rc = p.receiving.as_ref().unwrap();
            gain_column_shape(&format!("{}.q", p.id), &rc.q, 1, 13);
            gain_column_shape(&format!("{}.s", p.id), &rc.s, 4, 25);
            let l_has_yards = rc.l.iter().any(|c| matches!(c, GainCell::Yards(_)));
            if rc.q.contains(&GainCell::Long) || rc.s.contains(&GainCell::Long) {
                assert!(l_has_yards, "{}: an L pointer needs yardage in the L column", p.id);
            }
            if l_has_yards {
                gain_column_shape(&format!("{}.l", p.id), &rc.l, 15, 70);
            }
            assert!(matches!(rc.q[0], GainCell::Yards(_) | GainCell::Long), "{}: RN 1 of Q is a catch", p.id);
            if matches!(p.group(), Group::RB | Group::WR | Group::TE) {
                assert!(p.bv.is_some(), "{}: backs and ends are named as blockers", p.id);
            }
        }
        for id in t.lineup.offense.values() {
            let p = t.player(t.idx(id).unwrap());
            if p.pos == Position::WR {
                let rc = p.receiving.as_ref().unwrap();
                let blanks = rc.q.iter().chain(&rc.s).filter(|c| **c == GainCell::Blank).count();
                assert!(blanks <= 4, "{}: starting WR drops on {blanks} Q/S numbers", p.id);
            }
        }
    }
}

/// [ttf7 8.5] Pass Deflect Values sit on defensive linemen (fractions allowed, at most 1.5
/// each); the Row-1 sum stays under the cap of 5. Other defensive values stay in their bands:
/// TV -1..-4 (an exceptional -4(-5) at most), PD -3..+2 (linemen 0), interception ranges inside
/// the QB's Inc area, interference ranges below them, FF 0-3, Int Return -2..+2.
#[test]
fn defensive_values_are_sane_ttf7_8_5() {
    let teams = sample_teams();
    // the highest Quick/Short Com on any sample QB: interception ranges lie above it
    let top_com = teams
        .iter()
        .flat_map(|t| t.group(Group::QB).map(move |i| t.player(i).passing.unwrap()))
        .map(|p| p.quick.com.max(p.short.com))
        .max()
        .unwrap();
    for t in &teams {
        for p in t.players.iter().filter(|p| p.defense.is_some()) {
            let d = p.defense.unwrap();
            let who = &p.id;
            assert!((-4..=-1).contains(&d.tv.value) && d.tv.exceptional.is_none_or(|x| x == d.tv.value - 1), "{who}: TV {}", d.tv);
            assert!((-3..=2).contains(&d.pd), "{who}: PD {}", d.pd);
            assert!((0..=3).contains(&d.ff) && (-2..=2).contains(&d.int_return), "{who}: FF/Int Return");
            if p.group() == Group::DL {
                assert!((0.0..=1.5).contains(&d.deflect), "{who}: deflect {}", d.deflect);
                assert!(d.pd == 0 && d.int == IntRange::None && d.interference.is_empty(), "{who}: linemen do not cover");
            } else {
                assert_eq!(d.deflect, 0.0, "{who}: only linemen deflect");
            }
            if let IntRange::Range(r) = d.int {
                assert!(r.lo > top_com && r.hi <= 46 && r.len() <= 5, "{who}: Int range {r}");
            }
            if !d.interference.is_empty() {
                assert!(d.interference.lo > top_com && d.interference.hi <= 42, "{who}: interference {}", d.interference);
                if let Some(lo) = d.int.lo() {
                    assert!(d.interference.hi < lo, "{who}: interference below the Int range");
                }
            }
            if p.group() == Group::DB && t.lineup.defense.values().flatten().any(|id| id == who) {
                assert!(d.int.lo().is_some() && !d.interference.is_empty(), "{who}: starting DBs can intercept and interfere");
            }
        }
        let deflect: f32 = t
            .lineup
            .defense
            .iter()
            .filter(|(b, _)| b.row() == 1)
            .flat_map(|(_, ids)| ids)
            .map(|id| t.player(t.idx(id).unwrap()))
            .filter(|p| p.group() == Group::DL)
            .map(|p| p.defense.unwrap().deflect)
            .sum();
        assert!(deflect.ceil() <= 5.0 && deflect >= 1.0, "{}: Row-1 Pass Deflect {deflect}", t.code);
    }
}

/// [ttf7 12.1] Field-goal cards: bands 0-20 … 51-55, Good ranges shrinking with distance (about
/// 47 short, 14-20 at 51-55), Block ranges above the Good ranges, and a maximum beyond 55 that
/// the 51-55 band still reaches (Good = top − 2 × yards beyond 55 ≥ 1).
#[test]
fn kicking_cards_are_sane_ttf7_12_1() {
    for t in sample_teams() {
        let k = t.player(t.kicker().unwrap());
        let kc = k.kicking.as_ref().unwrap();
        assert_eq!((kc.fg.first().unwrap().from, kc.fg.last().unwrap().to), (0, 55), "{}", k.id);
        assert!(kc.fg.windows(2).all(|w| w[0].good >= w[1].good), "{}: Good ranges shrink with distance", k.id);
        assert!((45..=47).contains(&kc.fg[0].good), "{}: chip shots", k.id);
        let far = kc.band(55).unwrap();
        assert!((14..=20).contains(&far.good), "{}: 51-55 Good 1-{}", k.id, far.good);
        assert!((56..=61).contains(&kc.max) && far.good as i32 - 2 * (kc.max as i32 - 55) >= 1, "{}: max {}", k.id, kc.max);
        for b in &kc.fg {
            assert!(b.block.lo().is_some_and(|lo| lo > b.good), "{}: {}-{} block {} vs good 1-{}", k.id, b.from, b.to, b.block, b.good);
        }
    }
}

/// [ttf7 12.3] Extra points: a Good range near the league's (about 96%).
#[test]
fn extra_point_ranges_ttf7_12_3() {
    for t in sample_teams() {
        let k = t.player(t.kicker().unwrap());
        assert!((44..=47).contains(&k.kicking.as_ref().unwrap().xp), "{}", k.id);
    }
}

/// [ttf7 13.4] Punter cards: RN 1-11 from long to short with a gross average of 40-50; the RN-12
/// list is mostly the punter's longest punt (longer than any RN 1-11 result), with one rare
/// Blocked number and a Movement range.
#[test]
fn punting_cards_are_sane_ttf7_13_4() {
    for t in sample_teams() {
        let p = t.player(t.punter().unwrap());
        let pu = p.punting.as_ref().unwrap();
        let ys: Vec<u8> = pu.punts.iter().map(|c| c.yards).collect();
        assert!(ys.windows(2).all(|w| w[0] >= w[1]), "{}: {ys:?}", p.id);
        let avg = mean(&ys.iter().map(|&y| y as f64).collect::<Vec<_>>());
        assert!((40.0..=50.0).contains(&avg), "{}: gross {avg:.1}", p.id);
        assert!(pu.cc <= 10, "{}: CC {}", p.id, pu.cc);
        let mut longest = 0;
        let mut blocked = 0;
        for e in &pu.rn12 {
            match e.result {
                Rn12Result::Longest(y) => {
                    longest += e.rn.len();
                    assert!(y > ys[0], "{}: longest {y}", p.id);
                }
                Rn12Result::Blocked => blocked += e.rn.len(),
                Rn12Result::Movement => {}
            }
        }
        assert!(longest >= 6 && (1..=2).contains(&blocked), "{}: RN-12 list {longest} longest / {blocked} blocked", p.id);
        assert!(pu.punts.iter().any(|c| c.instr == PuntInstr::FairCatch) && pu.punts.iter().any(|c| c.instr == PuntInstr::NoReturn));
    }
}

/// [ttf7 13.6] Punt Return Cards: every PRn a punter sends the ball to exists on both sample
/// teams' cards; FC Values are Pass Numbers; columns run from the best return at RN 1 down and
/// average about 6-12 yards (PR1 at least 9), with a small asterisked TD range.
#[test]
fn punt_returns_are_sane_ttf7_13_6() {
    let teams = sample_teams();
    let fewest = teams.iter().map(|t| t.punt_returns.len()).min().unwrap();
    for t in &teams {
        let pu = t.player(t.punter().unwrap()).punting.as_ref().unwrap();
        for c in &pu.punts {
            if let PuntInstr::Returner(n) = c.instr {
                assert!(n as usize <= fewest, "{}: PR{n} is not on every return card", t.code);
            }
        }
        for (i, r) in t.punt_returns.iter().enumerate() {
            let who = format!("{} PR{}", t.code, i + 1);
            let p = t.player(t.idx(&r.player).unwrap());
            assert!(matches!(p.group(), Group::RB | Group::WR | Group::DB), "{who}: {}", p.id);
            assert!(r.fc <= 20, "{who}: FC {}", r.fc);
            let ys: Vec<f64> = r.col.iter().map(return_yards).collect();
            assert!(ys.windows(2).all(|w| w[0] >= w[1]), "{who}: {ys:?}");
            let avg = mean(&ys);
            assert!((5.0..=12.0).contains(&avg), "{who}: average {avg:.1}");
            if i == 0 {
                assert!(avg >= 9.0, "{who}: the first returner averages {avg:.1}");
            }
            if let Some(a) = r.asterisk {
                assert!(a.rn.lo >= 1 && a.rn.hi <= 3 && r.col.iter().any(|c| c.asterisk), "{who}: asterisk {:?}", a);
            }
        }
    }
}

/// [ttf7 14.6] Kickoff cards and Kickoff Return Cards: Column A/B send the ball only to KRn
/// columns every sample team has; Col B only from Column A; Kickoff Return Modifiers -2..+2;
/// return columns average 10-28 yards, the first returner 23-27.
#[test]
fn kickoff_and_returns_are_sane_ttf7_14_6() {
    let teams = sample_teams();
    let fewest = teams.iter().map(|t| t.kick_returns.len()).min().unwrap();
    for t in &teams {
        let ko = t.player(t.kickoff_specialist().unwrap()).kickoff.as_ref().unwrap();
        for (name, col) in [("a", &ko.a), ("b", &ko.b)] {
            for c in col {
                match c {
                    KickCell::Land { returner, yard } => {
                        assert!(*returner as usize <= fewest && *yard <= 25, "{} {name}: {c}", t.code)
                    }
                    KickCell::UseColB => assert_eq!(name, "a", "{}: Col B from Column B", t.code),
                    KickCell::Touchback => {}
                }
            }
        }
        assert!(ko.ret.iter().chain([&ko.ret_asterisk]).all(|m| (-2..=2).contains(m)), "{}: {:?}", t.code, ko.ret);
        for (i, r) in t.kick_returns.iter().enumerate() {
            let who = format!("{} KR{}", t.code, i + 1);
            assert!(t.idx(&r.player).is_some(), "{who}");
            let ys: Vec<f64> = r.col.iter().map(return_yards).collect();
            assert!(ys.windows(2).all(|w| w[0] >= w[1]), "{who}: {ys:?}");
            let avg = mean(&ys);
            assert!((10.0..=28.0).contains(&avg), "{who}: average {avg:.1}");
            if i == 0 {
                assert!((23.0..=27.0).contains(&avg), "{who}: the first returner averages {avg:.1}");
            }
        }
    }
}

/// [ttf7 18.2] Team Fumble Ranges near the league's (PN 1-8 … 1-14), Defense Fumble
/// Adjustments -2..+3 and Forced Fumble values 0-3 leave room for the +5/+10 adjustments inside
/// 1-48.
#[test]
fn fumble_values_are_sane_ttf7_18_2() {
    for t in sample_teams() {
        assert!((8..=14).contains(&t.fumble_range), "{}: fumble range {}", t.code, t.fumble_range);
        assert!((-2..=3).contains(&t.def_fumble_adj), "{}: {}", t.code, t.def_fumble_adj);
        let max_ff = t.players.iter().filter_map(|p| p.defense).map(|d| d.ff).max().unwrap();
        assert!(t.fumble_range as i32 + 3 + max_ff as i32 + 5 + 10 + 5 <= 48, "{}", t.code);
    }
}

/// [ttf7 17.1] Penalty Ranges near the league's, with room for the home team's −5.
#[test]
fn penalty_ranges_are_sane_ttf7_17_1() {
    for t in sample_teams() {
        assert!((24..=32).contains(&t.penalty_range), "{}: {}", t.code, t.penalty_range);
    }
}

/// The two teams differ in character: Riverton runs behind the stronger line and the better
/// backs; Harbor City throws deeper with a gunslinger and rushes the passer harder.
#[test]
fn the_teams_differ_in_character() {
    let riv = riverton();
    let hbr = harbor_city();
    let line_bv = |t: &Team| -> i32 {
        huddle_cards::OffBox::LINE.iter().map(|b| t.player(t.idx(&t.lineup.offense[b]).unwrap()).bv().value as i32).sum()
    };
    assert!(line_bv(&riv) >= line_bv(&hbr) + 4);
    let qb = |t: &Team| t.player(t.group(Group::QB).next().unwrap()).passing.unwrap();
    assert!(qb(&hbr).long.com > qb(&riv).long.com && qb(&hbr).long.int_q < qb(&riv).long.int_q);
    let row1_prv = |t: &Team| -> u8 {
        t.lineup
            .defense
            .iter()
            .filter(|(b, _)| b.row() == 1)
            .flat_map(|(_, ids)| ids)
            .filter(|id| t.player(t.idx(id).unwrap()).group() == Group::DL)
            .map(|id| t.player(t.idx(id).unwrap()).defense.unwrap().prv)
            .sum()
    };
    assert!(row1_prv(&hbr) > row1_prv(&riv));
    assert!(riv.fumble_range < hbr.fumble_range, "ball control");
}

// ------------------------------------------------------------------ bad input

/// A copy of Riverton as a JSON value, to break one thing in.
fn riv_value() -> Value {
    serde_json::from_str(RIVERTON_JSON).unwrap()
}

fn player_mut<'a>(v: &'a mut Value, id: &str) -> &'a mut Value {
    v["players"].as_array_mut().unwrap().iter_mut().find(|p| p["id"] == id).unwrap()
}

/// The 1-based line of `text` holding `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

/// [ttf7 8.2] A Completion range beyond 47 is refused (PN 48 is never a completion); the error
/// names the file, the player and field, and the rule.
#[test]
fn qb_com_beyond_47_is_refused_ttf7_8_2() {
    let mut v = riv_value();
    player_mut(&mut v, "riv-qb1")["passing"]["quick"] = json!({"com": 48, "inc": 48, "int?": 48});
    let err = parse_team(&v.to_string(), "riverton-bad-com.json").unwrap_err().to_string();
    for want in ["riverton-bad-com.json", "player 'riv-qb1' (Cal Brennan, QB)", "passing.quick", "Com within 1-47"] {
        assert!(err.contains(want), "missing {want:?} in: {err}");
    }
}

/// [ttf7 24] The usage guide on a card counts a game's plays (0-100 a game); a card claiming
/// 10^12 carries a game (which overflowed the computer coach's weighted choice) is refused,
/// naming the file, the player and the figure. A real workload loads.
#[test]
fn a_usage_guide_beyond_a_games_plays_is_refused_ttf7_24() {
    let mut v = riv_value();
    player_mut(&mut v, "riv-qb1")["usage"] = json!({"attempts": 34.5, "carries": 3.0});
    assert_eq!(parse_team(&v.to_string(), "riverton.json").unwrap().players[0].usage.unwrap().attempts, 34.5);
    for bad in [json!({"carries": 1e12}), json!({"targets": -1.0})] {
        player_mut(&mut v, "riv-qb1")["usage"] = bad;
        let err = parse_team(&v.to_string(), "riverton-bad-usage.json").unwrap_err().to_string();
        for want in ["riverton-bad-usage.json", "player 'riv-qb1' (Cal Brennan, QB): usage.", "0-100 [ttf7 24]"] {
            assert!(err.contains(want), "missing {want:?} in: {err}");
        }
    }
}

/// [ttf7 12.1] Field-goal distance bands run ascending and contiguous: a band ending at yard 255
/// (the most a card's byte holds) leaves no yard for the next band to start at, and is refused
/// (the check itself overflowed before).
#[test]
fn a_field_goal_band_ending_at_the_last_yard_is_refused_ttf7_12_1() {
    let mut v = riv_value();
    player_mut(&mut v, "riv-k1")["kicking"]["fg"][6]["to"] = json!(255);
    let err = parse_team(&v.to_string(), "riverton-bad-fg.json").unwrap_err().to_string();
    for want in ["riverton-bad-fg.json", "player 'riv-k1'", "kicking.fg[7]", "contiguous", "[ttf7 12.1]"] {
        assert!(err.contains(want), "missing {want:?} in: {err}");
    }
}

#[test]
fn lineup_naming_an_unknown_player_is_refused() {
    let mut v = riv_value();
    v["lineup"]["offense"]["QB"] = json!("riv-qb9");
    v["lineup"]["defense"]["N"] = json!(["riv-ghost"]);
    let err = parse_team(&v.to_string(), "riverton-bad-lineup.json").unwrap_err().to_string();
    for want in [
        "riverton-bad-lineup.json",
        "team 'RIV': lineup.offense.QB",
        "no player with id 'riv-qb9' on the roster",
        "team 'RIV': lineup.defense.N",
        "no player with id 'riv-ghost' on the roster",
    ] {
        assert!(err.contains(want), "missing {want:?} in: {err}");
    }
}

/// A team's play-calling tendency (read by computer coaches) is a log-odds lean within ±2; a
/// file with another value is refused naming the team and the field. Absent, the team has none.
#[test]
fn a_pass_lean_out_of_range_is_refused() {
    let mut v = riv_value();
    v["tendencies"] = json!({"pass_lean": 3.5});
    let err = parse_team(&v.to_string(), "riverton-bad-lean.json").unwrap_err().to_string();
    for want in ["riverton-bad-lean.json", "team 'RIV': tendencies.pass_lean", "3.5"] {
        assert!(err.contains(want), "missing {want:?} in: {err}");
    }
    v["tendencies"] = json!({"pass_lean": -0.3});
    assert_eq!(parse_team(&v.to_string(), "riverton.json").unwrap().tendencies.unwrap().pass_lean, -0.3);
    assert!(parse_team(&riv_value().to_string(), "riverton.json").unwrap().tendencies.is_none());
}

#[test]
fn malformed_json_is_refused_with_its_line() {
    // drop the comma after Cal Brennan's position: the next key is where the parser stops
    let needle = "\"pos\": \"QB\",";
    let at = RIVERTON_JSON.find(needle).unwrap();
    let bad = format!("{}\"pos\": \"QB\"{}", &RIVERTON_JSON[..at], &RIVERTON_JSON[at + needle.len()..]);
    let next_line = line_of(RIVERTON_JSON, needle) + 1;
    let err = parse_team(&bad, "riverton-malformed.json").unwrap_err().to_string();
    for want in ["riverton-malformed.json", "not a valid team file", "expected `,` or `}`", &format!("line {next_line} ")] {
        assert!(err.contains(want), "missing {want:?} in: {err}");
    }
    let err = parse_team("{\"code\": \"RIV\",", "truncated.json").unwrap_err().to_string();
    assert!(err.contains("truncated.json") && err.contains("EOF"), "{err}");
}

/// A rush cell that is not yards, SG, LG, Le or Ls, typed into the real file. The parser names
/// the file, the rule for rush cells and the line of the bad cell; each 12-cell column sits on
/// one line of the file, so the line is the player's column.
#[test]
fn bad_rush_cell_is_refused_with_its_line() {
    let card = RIVERTON_JSON.find("\"id\": \"riv-rb1\"").unwrap();
    let cell = card + RIVERTON_JSON[card..].find("\"n\": [\"SG\", \"SG\", 7,").unwrap() + "\"n\": [\"SG\", \"SG\", ".len();
    let bad = format!("{}\"XYZ\"{}", &RIVERTON_JSON[..cell], &RIVERTON_JSON[cell + 1..]);
    let line = line_of(&bad, "\"XYZ\"");
    assert!(line > line_of(&bad, "\"id\": \"riv-rb1\"") && line < line_of(&bad, "\"id\": \"riv-rb2\""));
    let err = parse_team(&bad, "riverton-bad-cell.json").unwrap_err().to_string();
    for want in ["riverton-bad-cell.json", "'XYZ' is not a rush cell (yards, SG, LG, Le or Ls)", &format!("line {line} ")] {
        assert!(err.contains(want), "missing {want:?} in: {err}");
    }
}

/// [ttf7 7.3] A well-formed cell in the wrong column ("Ls" belongs on a QB's SG column) is
/// caught by validation, which names the player, the column and the RN.
#[test]
fn long_scramble_in_an_n_column_is_refused_ttf7_7_3() {
    let mut v = riv_value();
    player_mut(&mut v, "riv-rb1")["rushing"]["n"][4] = json!("Ls");
    player_mut(&mut v, "riv-rb2")["rushing"]["sg"][0] = json!("SG");
    let err = parse_team(&v.to_string(), "riverton-bad-column.json").unwrap_err().to_string();
    for want in [
        "riverton-bad-column.json",
        "player 'riv-rb1' (Marcus Thorne, RB): rushing.n[5]",
        "Le and Ls appear only in the SG column [ttf7 7.3]",
        "player 'riv-rb2' (Deshawn Pike, RB): rushing.sg[1]",
        "the SG column cannot point to itself",
    ] {
        assert!(err.contains(want), "missing {want:?} in: {err}");
    }
}
