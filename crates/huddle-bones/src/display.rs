//! The Bones displays (§5): who may stand where, the 11-player limit, the backs-and-flankers
//! coupling, the defensive rows and box L's fill order; and the base displays from a team's
//! Lineup Card.

use crate::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_cards::{DefBox, Group, OffBox, Position, Team};

/// A display that breaks a rule of §5 (or a strategy's formation rule, §13).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{msg} [bones {rule}]")]
pub struct DisplayError {
    pub rule: &'static str,
    pub msg: String,
}

fn err<T>(rule: &'static str, msg: impl Into<String>) -> Result<T, DisplayError> {
    Err(DisplayError { rule, msg: msg.into() })
}

/// Can a player of `pos` (or one of his card's other positions) be one of `groups`?
pub fn plays_as(team: &Team, p: Pid, groups: &[Group]) -> bool {
    let pl = team.player(p);
    groups.contains(&pl.group()) || pl.bones.as_deref().is_some_and(|b| b.also.iter().any(|a| groups.contains(&a.group())))
}

/// Is a lineman out of his position in this line box (a T at guard, …)? "OL" cards never are.
pub fn ol_out_of_position(team: &Team, p: Pid, b: OffBox) -> bool {
    let pl = team.player(p);
    let fits = |pos: Position| match pos {
        Position::OL => true,
        Position::T => matches!(b, OffBox::LT | OffBox::RT),
        Position::G => matches!(b, OffBox::LG | OffBox::RG),
        Position::C => b == OffBox::C,
        _ => false,
    };
    !(fits(pl.pos) || pl.bones.as_deref().is_some_and(|c| c.also.iter().any(|a| fits(*a))))
}

/// The backs on the display: the players in BK1-BK3 who play running back (a multi-purpose card
/// too, §5.1), but not the fifth wide receiver in BK1 (§12.6).
pub fn backs<'a>(d: &OffenseDisplay, team: &'a Team) -> impl Iterator<Item = (OffBox, Pid)> + 'a {
    let d = *d;
    let five = five_wide(&d, team);
    OffBox::BACKS.into_iter().filter_map(move |b| d.get(b).map(|p| (b, p))).filter(move |(b, p)| !(five && *b == OffBox::BK1) && plays_as(team, *p, &[Group::RB]))
}

/// The five-wide-receiver set (§12.6): a wide receiver in BK1 and nobody in BK2 or BK3.
pub fn five_wide(d: &OffenseDisplay, team: &Team) -> bool {
    d.get(OffBox::BK1).is_some_and(|p| team.player(p).group() == Group::WR) && d.get(OffBox::BK2).is_none() && d.get(OffBox::BK3).is_none()
}

/// Checks the Offense Display (§5.1).
pub fn validate_offense(d: &OffenseDisplay, team: &Team) -> Result<(), DisplayError> {
    let (mut seen, mut n) = (crate::PidSet::new(), 0usize);
    for (b, p) in d.occupied() {
        if p as usize >= team.players.len() {
            return err("5.1", format!("box {} holds an unknown player", b.as_str()));
        }
        if seen.contains(p) {
            return err("5.1", format!("{} stands in two boxes", team.player(p).name));
        }
        seen.insert(p);
        n += 1;
        let pl = team.player(p);
        let ok = match b {
            _ if b.is_line() => plays_as(team, p, &[Group::OL]),
            OffBox::QB => plays_as(team, p, &[Group::QB]),
            OffBox::LE | OffBox::LTE | OffBox::RE | OffBox::RTE | OffBox::FL1 | OffBox::FL2 => plays_as(team, p, &[Group::WR, Group::TE]),
            // A wide receiver in BK1 only as the fifth receiver of the 5-wide set (§12.6).
            _ => plays_as(team, p, &[Group::RB]) || (b == OffBox::BK1 && five_wide(d, team)),
        };
        if !ok {
            return err("5.1", format!("{} ({}) cannot stand in {}", pl.name, pl.pos, b.as_str()));
        }
    }
    if n > 11 {
        return err("5.1", format!("{} players on the Offense Display: never more than 11", n));
    }
    for b in OffBox::LINE {
        if d.get(b).is_none() {
            return err("5.1", format!("the line needs five linemen: {} is empty", b.as_str()));
        }
    }
    if d.get(OffBox::QB).is_none() {
        return err("5.1", "a quarterback stands in the QB box");
    }
    for (split, tight, side) in [(OffBox::LE, OffBox::LTE, "left"), (OffBox::RE, OffBox::RTE, "right")] {
        match (d.get(split).is_some(), d.get(tight).is_some()) {
            (true, true) => return err("5.1", format!("one {side} end: the split or the tight box, not both")),
            (false, false) => return err("5.1", format!("the {side} end box is empty")),
            _ => {}
        }
    }
    let five = five_wide(d, team);
    let nb = OffBox::BACKS.iter().filter(|b| d.get(**b).is_some()).count();
    let (fl1, fl2) = (d.get(OffBox::FL1).is_some(), d.get(OffBox::FL2).is_some());
    let ok = match (nb, fl1, fl2) {
        (3, false, false) => true,
        (2, true, false) => true,
        (1, true, true) => five || d.get(OffBox::BK1).is_some() || d.get(OffBox::BK2).is_some(),
        _ => false,
    };
    if !ok {
        return err("5.1", format!("{nb} backs with {} flankers: 3 backs and none, 2 and FL #1, or 1 (in BK1 or BK2) and both", fl1 as u8 + fl2 as u8));
    }
    if n != 11 {
        return err("5.1", format!("{} players on the Offense Display; 11 play", n));
    }
    Ok(())
}

/// Checks the Defense Display (§5.2, §13.4): 11 players, the rows' counts, Row 3 for defensive
/// backs, box L only after K, M, N and O (or a Center Field back), and walked-up backs.
pub fn validate_defense(d: &DefenseDisplay, team: &Team, center_field: bool) -> Result<(), DisplayError> {
    let (mut seen, mut n) = (crate::PidSet::new(), 0usize);
    for (b, p) in d.players() {
        if p as usize >= team.players.len() {
            return err("5.2", format!("box {} holds an unknown player", b.letter()));
        }
        if seen.contains(p) {
            return err("5.2", format!("{} stands in two boxes", team.player(p).name));
        }
        seen.insert(p);
        n += 1;
        let pl = team.player(p);
        let g = pl.group();
        if !plays_as(team, p, &[Group::DL, Group::LB, Group::DB]) {
            return err("5.2", format!("{} ({}) is not a defender", pl.name, pl.pos));
        }
        if b.row() == 3 && g != Group::DB && !plays_as(team, p, &[Group::DB]) {
            return err("5.2", format!("{} ({}) in box {}: Row 3 holds defensive backs only", pl.name, pl.pos, b.letter()));
        }
        if b.row() == 2 && g == Group::DL && !plays_as(team, p, &[Group::LB, Group::DB]) {
            return err("5.2", format!("{} ({}) in box {}: Row 2 holds linebackers and defensive backs", pl.name, pl.pos, b.letter()));
        }
    }
    if n != 11 {
        return err("5.2", format!("{} players on the Defense Display; 11 play", n));
    }
    let row = |r: u8| d.row_count(r);
    if !(1..=10).contains(&row(1)) {
        return err("5.2", format!("{} players in Row 1: one to ten", row(1)));
    }
    if !d.players().any(|(b, p)| b.row() == 1 && team.player(p).group() == Group::DL) {
        return err("5.2", "Row 1 needs at least one defensive lineman");
    }
    if row(2) > 5 || row(3) > 6 {
        return err("5.2", format!("Row 2 holds 0-5 (here {}), Row 3 0-6 (here {})", row(2), row(3)));
    }
    for b in DefBox::ALL.iter().filter(|b| b.row() == 2 || (b.row() == 3 && **b != DefBox::L)) {
        if d.count_in(*b) > 1 {
            return err("5.2", format!("box {} holds one player (double and triple coverage are called, not stacked)", b.letter()));
        }
    }
    let l = d.count_in(DefBox::L);
    if l > 0 && !center_field && [DefBox::K, DefBox::M, DefBox::N, DefBox::O].iter().any(|b| d.count_in(*b) == 0) {
        return err("5.2", "a defensive back goes in box L only when K, M, N and O are filled (or as the Center Field back, §13.6)");
    }
    let walk_ups = d.players().filter(|(b, p)| b.row() == 1 && team.player(*p).group() == Group::DB).count();
    if walk_ups > 2 {
        return err("13.4", format!("{walk_ups} defensive backs in Row 1: at most two walk up"));
    }
    if walk_ups > 0 {
        let front = d.players().filter(|(b, p)| b.row() <= 2 && matches!(team.player(*p).group(), Group::DL | Group::LB)).count();
        if front < 7 {
            return err("13.4", format!("defensive backs walk up only with 7 linemen and linebackers in Rows 1 and 2 (here {front})"));
        }
    }
    Ok(())
}

/// A team's Lineup Card offense as a display (players by id; the Lineup Card is checked on load).
pub fn lineup_offense(team: &Team) -> OffenseDisplay {
    let mut d = OffenseDisplay::default();
    for (b, id) in &team.lineup.offense {
        if let Some(i) = team.idx(id) {
            d.set(*b, Some(i));
        }
    }
    d
}

pub fn lineup_defense(team: &Team) -> DefenseDisplay {
    let mut d = DefenseDisplay::default();
    for (b, ids) in &team.lineup.defense {
        for id in ids {
            if let Some(i) = team.idx(id) {
                d.place(*b, i);
            }
        }
    }
    d
}
