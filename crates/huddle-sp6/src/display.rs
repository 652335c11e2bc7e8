//! The 6th edition's Offense and Defense Displays (§3) and their validation. The display types
//! are the family's (`huddle_fac::display`); the rules of who may stand where are the 6th
//! edition's.

use crate::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_cards::{DefBox, Group, OffBox, Position, Team};
use std::fmt;

/// A display that breaks a rule of §3 (or of O1, §19).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisplayError {
    /// Rule section, e.g. "3.1".
    pub section: &'static str,
    pub msg: String,
}

impl fmt::Display for DisplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [sp6 {}]", self.msg, self.section)
    }
}

impl std::error::Error for DisplayError {}

fn err<T>(section: &'static str, msg: impl Into<String>) -> Result<T, DisplayError> {
    Err(DisplayError { section, msg: msg.into() })
}

/// The offensive line slot a lineman's card position belongs in (O1 lets him play elsewhere).
pub fn ol_fits(pos: Position, b: OffBox) -> bool {
    match pos {
        Position::C => b == OffBox::C,
        Position::G => matches!(b, OffBox::LG | OffBox::RG),
        Position::T => matches!(b, OffBox::LT | OffBox::RT),
        _ => true,
    }
}

/// The Row-3 boxes a defensive back's roster position belongs in (O1 lets him play elsewhere;
/// any back may play box L).
pub fn db_fits(pos: Position, b: DefBox) -> bool {
    match pos {
        _ if b == DefBox::L => true,
        Position::CB => matches!(b, DefBox::K | DefBox::O),
        Position::S | Position::SS | Position::FS => matches!(b, DefBox::M | DefBox::N),
        _ => true,
    }
}

/// Who may stand in an offensive box: linemen on the line, the quarterback in QB, backs in the
/// BK boxes, any TE, WR or back at end or flanker (§3.1).
fn off_fits(g: Group, b: OffBox) -> bool {
    match b {
        OffBox::LT | OffBox::LG | OffBox::C | OffBox::RG | OffBox::RT => g == Group::OL,
        OffBox::QB => g == Group::QB,
        OffBox::BK1 | OffBox::BK2 | OffBox::BK3 => g == Group::RB,
        OffBox::LE | OffBox::RE | OffBox::FL1 | OffBox::FL2 => matches!(g, Group::TE | Group::WR | Group::RB),
        OffBox::LTE | OffBox::RTE => false,
    }
}

/// Checks an Offense Display against §3.1 (and O1 when `out_of_position` is in play).
pub fn validate_offense(d: &OffenseDisplay, team: &Team, out_of_position: bool) -> Result<(), DisplayError> {
    let (mut seen, mut n) = (crate::PidSet::new(), 0usize);
    for (b, p) in d.occupied() {
        if (p as usize) >= team.players.len() {
            return err("3.1", format!("box {b} holds an unknown player"));
        }
        if seen.contains(p) {
            return err("3.1", format!("{} stands in two boxes", team.player(p).name));
        }
        seen.insert(p);
        n += 1;
        let pl = team.player(p);
        if matches!(b, OffBox::LTE | OffBox::RTE) {
            return err("3.1", "the 6th edition's display has no tight-end boxes: ends stand in LE and RE");
        }
        if !off_fits(pl.group(), b) {
            return err("3.1", format!("{} ({}) cannot stand in {b}", pl.name, pl.pos));
        }
        if b.is_line() && !out_of_position && !ol_fits(pl.pos, b) {
            return err("19", format!("{} is a {}: playing him at {b} is out of position, allowed only under optional rule O1", pl.name, pl.pos));
        }
    }
    for b in OffBox::LINE {
        if d.get(b).is_none() {
            return err("3.1", format!("the line needs five linemen: {b} is empty"));
        }
    }
    if d.get(OffBox::QB).is_none() {
        return err("3.1", "a quarterback stands in the QB box at all times");
    }
    if d.get(OffBox::LE).is_none() || d.get(OffBox::RE).is_none() {
        return err("3.1", "both ends, LE and RE, must be filled");
    }
    if d.get(OffBox::FL2).is_some() && d.get(OffBox::FL1).is_none() {
        return err("3.1", "a lone flanker stands in FL1 (\"FL\" always means FL#1)");
    }
    let backs = OffBox::BACKS.iter().filter(|b| d.get(**b).is_some()).count();
    if backs == 0 {
        return err("3.1", "at least one back stands in BK1, BK2 or BK3");
    }
    if n != 11 {
        return err("3.1", format!("{} players on the Offense Display; 11 are required", n));
    }
    Ok(())
}

/// Checks a Defense Display against §3.2 (and O1 when `out_of_position` is in play).
pub fn validate_defense(d: &DefenseDisplay, team: &Team, out_of_position: bool) -> Result<(), DisplayError> {
    let (mut seen, mut n) = (crate::PidSet::new(), 0usize);
    for (b, p) in d.players() {
        if (p as usize) >= team.players.len() {
            return err("3.2", format!("box {b} holds an unknown player"));
        }
        if seen.contains(p) {
            return err("3.2", format!("{} stands in two boxes", team.player(p).name));
        }
        seen.insert(p);
        n += 1;
        let pl = team.player(p);
        if !crate::cards::may_stand(pl.group(), b) {
            let who = match b.row() {
                1 => "linemen and linebackers",
                2 => "linebackers",
                _ => "defensive backs",
            };
            return err("3.2", format!("{} ({}) cannot stand in box {b}: Row {} holds {who} only", pl.name, pl.pos, b.row()));
        }
        if b.row() == 3 && !out_of_position && !db_fits(pl.pos, b) {
            return err("19", format!("{} is a {}: box {b} is out of his roster position, allowed only under optional rule O1", pl.name, pl.pos));
        }
    }
    let row1 = d.row_count(1);
    if !(3..=10).contains(&row1) {
        return err("3.2", format!("Row 1 holds {row1} players; it needs 3 to 10"));
    }
    if d.count_in(DefBox::L) > 0 && [DefBox::K, DefBox::M, DefBox::N, DefBox::O].iter().any(|b| d.count_in(*b) == 0) {
        return err("3.2", "a back may stand in box L only when K, M, N and O are all occupied");
    }
    if n != 11 {
        return err("3.2", format!("{} players on the Defense Display; 11 are required", n));
    }
    Ok(())
}

/// The offense of the team's Lineup Card.
pub fn lineup_offense(team: &Team) -> OffenseDisplay {
    let mut d = OffenseDisplay::default();
    for (b, id) in &team.lineup.offense {
        if let Some(p) = team.idx(id) {
            d.set(*b, Some(p));
        }
    }
    d
}

/// The defense of the team's Lineup Card.
pub fn lineup_defense(team: &Team) -> DefenseDisplay {
    let mut d = DefenseDisplay::default();
    for (b, ids) in &team.lineup.defense {
        for id in ids {
            if let Some(p) = team.idx(id) {
                d.place(*b, p);
            }
        }
    }
    d
}

/// The offensive linemen's BV and PB with O1's out-of-position loss (§19): "subtract 1 from
/// their Blocking and Pass Blocking values", with no floor (a PB of 0 becomes -1).
pub fn ol_values(team: &Team, p: Pid, b: OffBox, out_of_position_penalty: i16) -> (i16, i16) {
    let pl = team.player(p);
    let bv = pl.bv().value as i16;
    let pb = pl.pbv.unwrap_or(0) as i16;
    if pl.group() == Group::OL && !ol_fits(pl.pos, b) {
        ((bv + out_of_position_penalty), (pb + out_of_position_penalty))
    } else {
        (bv, pb)
    }
}
