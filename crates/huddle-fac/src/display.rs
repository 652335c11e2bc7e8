//! Offense and Defense Displays and their validation (TTF 7th §3).

use huddle_cards::{DefBox, Group, OffBox, Position, Team};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A player: index in his team's roster.
pub type Pid = u16;

/// A set of roster indices, kept inline for rosters of up to 256 players (every real one) so
/// that the per-play path does not allocate; larger rosters spill onto the heap.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PidSet {
    inline: [u64; 4],
    spill: Vec<u64>,
}

impl PidSet {
    /// The empty set, as a constant (a `static` can hold it).
    pub const EMPTY: PidSet = PidSet { inline: [0; 4], spill: Vec::new() };

    pub fn new() -> PidSet {
        PidSet::default()
    }

    pub fn insert(&mut self, p: Pid) {
        let (w, bit) = (p as usize / 64, 1u64 << (p % 64));
        if w < self.inline.len() {
            self.inline[w] |= bit;
        } else {
            let i = w - self.inline.len();
            if self.spill.len() <= i {
                self.spill.resize(i + 1, 0);
            }
            self.spill[i] |= bit;
        }
    }

    pub fn contains(&self, p: Pid) -> bool {
        let (w, bit) = (p as usize / 64, 1u64 << (p % 64));
        match self.inline.get(w) {
            Some(x) => x & bit != 0,
            None => self.spill.get(w - self.inline.len()).is_some_and(|x| x & bit != 0),
        }
    }
}

impl FromIterator<Pid> for PidSet {
    fn from_iter<I: IntoIterator<Item = Pid>>(iter: I) -> PidSet {
        let mut s = PidSet::new();
        for p in iter {
            s.insert(p);
        }
        s
    }
}

/// Who stands in each box of the Offense Display.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OffenseDisplay {
    pub slots: [Option<Pid>; 15],
}

/// Who stands in each box of the Defense Display (two places in row-1 boxes and box L).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenseDisplay {
    pub boxes: [[Option<Pid>; 2]; 15],
}

/// A display that breaks a rule of §3.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisplayError {
    /// Rule section, e.g. "3.1".
    pub section: &'static str,
    pub msg: String,
}

impl fmt::Display for DisplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [ttf7 {}]", self.msg, self.section)
    }
}

impl std::error::Error for DisplayError {}

fn err<T>(section: &'static str, msg: impl Into<String>) -> Result<T, DisplayError> {
    Err(DisplayError { section, msg: msg.into() })
}

impl OffenseDisplay {
    /// The same players on both displays, wherever they stand (a formation change, not a
    /// substitution).
    pub fn same_players(&self, other: &OffenseDisplay) -> bool {
        let set = |d: &OffenseDisplay| {
            let mut s = PidSet::new();
            d.occupied().for_each(|(_, p)| s.insert(p));
            s
        };
        set(self) == set(other)
    }
    pub fn get(&self, b: OffBox) -> Option<Pid> {
        self.slots[b.idx()]
    }
    pub fn set(&mut self, b: OffBox, p: Option<Pid>) {
        self.slots[b.idx()] = p;
    }
    /// The box a player stands in.
    pub fn box_of(&self, p: Pid) -> Option<OffBox> {
        OffBox::ALL.iter().copied().find(|b| self.get(*b) == Some(p))
    }
    pub fn occupied(&self) -> impl Iterator<Item = (OffBox, Pid)> + Clone + '_ {
        OffBox::ALL.iter().filter_map(move |b| self.get(*b).map(|p| (*b, p)))
    }
    /// The QB is set in BK3 (Shotgun, §10.2).
    pub fn shotgun(&self, team: &Team) -> bool {
        self.get(OffBox::BK3).is_some_and(|p| team.player(p).pos == Position::QB)
    }
    /// The quarterback (in the QB box, or BK3 in the Shotgun).
    pub fn qb(&self, team: &Team) -> Option<Pid> {
        self.get(OffBox::QB).or_else(|| self.get(OffBox::BK3).filter(|p| team.player(*p).pos == Position::QB))
    }
    /// Running backs: occupants of BK1-BK3 other than a shotgun QB.
    pub fn backs<'a>(&'a self, team: &'a Team) -> impl Iterator<Item = (OffBox, Pid)> + 'a {
        OffBox::BACKS.iter().filter_map(move |b| self.get(*b).filter(|p| team.player(*p).pos != Position::QB).map(|p| (*b, p)))
    }
    /// The left end (LE or LTE) and right end (RE or RTE).
    pub fn left_end(&self) -> Option<(OffBox, Pid)> {
        [OffBox::LE, OffBox::LTE].iter().find_map(|b| self.get(*b).map(|p| (*b, p)))
    }
    pub fn right_end(&self) -> Option<(OffBox, Pid)> {
        [OffBox::RE, OffBox::RTE].iter().find_map(|b| self.get(*b).map(|p| (*b, p)))
    }

    /// Checks the display against §3.1. `team` is the offense's roster.
    pub fn validate(&self, team: &Team) -> Result<(), DisplayError> {
        let mut seen = [false; 256];
        let mut count = 0;
        for (b, p) in self.occupied() {
            if (p as usize) >= team.players.len() {
                return err("3.1", format!("box {b} holds an unknown player"));
            }
            if p < 256 && seen[p as usize] {
                return err("3.1", format!("{} stands in two boxes", team.player(p).name));
            }
            if p < 256 {
                seen[p as usize] = true;
            }
            count += 1;
        }
        if count > 11 {
            return err("3.1", format!("{count} players on the Offense Display; at most 11"));
        }
        for b in OffBox::LINE {
            match self.get(b) {
                None => return err("3.1", format!("the offensive line needs 5 players: box {b} is empty")),
                Some(p) if team.player(p).group() != Group::OL => {
                    return err("3.1", format!("{} ({}) cannot play offensive line box {b}", team.player(p).name, team.player(p).pos))
                }
                _ => {}
            }
        }
        let left = [OffBox::LE, OffBox::LTE].iter().filter(|b| self.get(**b).is_some()).count();
        let right = [OffBox::RE, OffBox::RTE].iter().filter(|b| self.get(**b).is_some()).count();
        if left != 1 || right != 1 {
            return err("3.1", "exactly two ends are required: one left (LE or LTE) and one right (RE or RTE)");
        }
        for b in OffBox::ENDS {
            if let Some(p) = self.get(b) {
                let pos = team.player(p).pos;
                let ok = match b {
                    OffBox::LE | OffBox::RE => matches!(pos, Position::WR | Position::TE),
                    _ => pos == Position::TE,
                };
                if !ok {
                    return err(
                        "3.1",
                        format!("{} ({pos}) cannot play {b}: WRs play split end (LE/RE), TEs play tight or split end", team.player(p).name),
                    );
                }
            }
        }
        let shotgun = self.shotgun(team);
        match self.get(OffBox::QB) {
            Some(p) if team.player(p).pos != Position::QB => {
                return err("3.1", format!("only a quarterback may occupy the QB box, not {}", team.player(p).name))
            }
            None if !shotgun => return err("3.1", "the QB box is empty (a QB may leave it only for BK3 in the Shotgun)"),
            Some(_) if shotgun => return err("3.1", "two quarterbacks: the QB box and BK3 (Shotgun) are both filled"),
            _ => {}
        }
        let backs = self.backs(team).count();
        for (b, p) in self.backs(team) {
            let g = team.player(p).group();
            if !matches!(g, Group::RB | Group::WR | Group::TE) {
                return err("3.1", format!("{} cannot stand in {b}: backs' boxes take RBs, TEs and WRs", team.player(p).name));
            }
        }
        if backs == 0 {
            return err("3.1", "at least one running back (BK1, BK2 or BK3) is required");
        }
        let fl1 = self.get(OffBox::FL1).is_some();
        let fl2 = self.get(OffBox::FL2).is_some();
        for b in [OffBox::FL1, OffBox::FL2] {
            if let Some(p) = self.get(b) {
                if !matches!(team.player(p).group(), Group::WR | Group::TE) {
                    return err("3.1", format!("{} cannot play {b}: flankers are WRs or TEs", team.player(p).name));
                }
            }
        }
        if fl2 && !fl1 {
            return err("3.1", "FL2 is used only when FL1 is filled");
        }
        let flankers = fl1 as usize + fl2 as usize;
        if backs + flankers != 3 {
            return err(
                "3.1",
                format!("{backs} backs and {flankers} flankers: the three places are 3 backs, 2 backs + FL1, or 1 back + FL1 + FL2"),
            );
        }
        if flankers == 2 && self.get(OffBox::BK3).is_some() && !shotgun {
            return err("3.1", "nobody but the quarterback (Shotgun) may be in BK3 when there are two flankers");
        }
        if count != 11 {
            return err("3.1", format!("{count} players on the Offense Display; 11 are required"));
        }
        Ok(())
    }
}

impl DefenseDisplay {
    /// The same players on both displays, wherever they stand (see
    /// [`OffenseDisplay::same_players`]).
    pub fn same_players(&self, other: &DefenseDisplay) -> bool {
        let set = |d: &DefenseDisplay| {
            let mut s = PidSet::new();
            d.players().for_each(|(_, p)| s.insert(p));
            s
        };
        set(self) == set(other)
    }
    pub fn in_box(&self, b: DefBox) -> impl Iterator<Item = Pid> + Clone + '_ {
        self.boxes[b.idx()].iter().flatten().copied()
    }
    pub fn count_in(&self, b: DefBox) -> usize {
        self.in_box(b).count()
    }
    pub fn box_of(&self, p: Pid) -> Option<DefBox> {
        DefBox::ALL.iter().copied().find(|b| self.in_box(*b).any(|x| x == p))
    }
    pub fn place(&mut self, b: DefBox, p: Pid) -> bool {
        let cap = b.capacity();
        for slot in 0..cap {
            if self.boxes[b.idx()][slot].is_none() {
                self.boxes[b.idx()][slot] = Some(p);
                return true;
            }
        }
        false
    }
    pub fn remove(&mut self, p: Pid) {
        for b in self.boxes.iter_mut() {
            for s in b.iter_mut() {
                if *s == Some(p) {
                    *s = None;
                }
            }
            if b[0].is_none() && b[1].is_some() {
                b.swap(0, 1);
            }
        }
    }
    pub fn players(&self) -> impl Iterator<Item = (DefBox, Pid)> + Clone + '_ {
        DefBox::ALL.iter().flat_map(move |b| self.in_box(*b).map(move |p| (*b, p)))
    }
    pub fn row_count(&self, row: u8) -> usize {
        self.players().filter(|(b, _)| b.row() == row).count()
    }

    /// Checks the display against §3.2 (and the box-C rule of §22.1).
    pub fn validate(&self, team: &Team) -> Result<(), DisplayError> {
        let mut seen = [false; 256];
        let mut total = 0;
        for (b, p) in self.players() {
            if (p as usize) >= team.players.len() {
                return err("3.2", format!("box {b} holds an unknown player"));
            }
            if p < 256 && seen[p as usize] {
                return err("3.2", format!("{} stands in two boxes", team.player(p).name));
            }
            if p < 256 {
                seen[p as usize] = true;
            }
            total += 1;
            let pl = team.player(p);
            let g = pl.group();
            let ok = matches!((b.row(), g), (1, Group::DL | Group::LB | Group::DB) | (2, Group::LB | Group::DB) | (3, Group::DB));
            if !ok {
                return err(
                    "3.2",
                    format!("{} ({}) cannot stand in box {b}: DL play row 1, LBs rows 1-2, DBs any row", pl.name, pl.pos),
                );
            }
            if b == DefBox::C && g == Group::DB {
                return err("3.2", format!("{} ({}) cannot stand in box C: it takes DL and LB only", pl.name, pl.pos));
            }
        }
        for b in DefBox::ALL {
            if self.count_in(b) > b.capacity() {
                return err("3.2", format!("box {b} holds at most {}", b.capacity()));
            }
        }
        let r1 = self.row_count(1);
        if !(3..=10).contains(&r1) {
            return err("3.2", format!("row 1 (A-E) holds {r1}; it needs 3 to 10"));
        }
        let db_row1 = self.players().filter(|(b, p)| b.row() == 1 && team.player(*p).group() == Group::DB).count();
        if db_row1 > 1 {
            return err("3.2", format!("{db_row1} defensive backs in row 1; at most one"));
        }
        let db_row2 = self.players().filter(|(b, p)| b.row() == 2 && team.player(*p).group() == Group::DB).count();
        if db_row2 > 2 {
            return err("3.2", format!("{db_row2} defensive backs in row 2; at most two"));
        }
        if self.count_in(DefBox::L) > 0 {
            for b in [DefBox::K, DefBox::M, DefBox::N, DefBox::O] {
                if self.count_in(b) == 0 {
                    return err("3.2", format!("box L is used only when K, M, N and O are all occupied (box {b} is empty)"));
                }
            }
        }
        if total > 11 {
            return err("3.2", format!("{total} players on the Defense Display; at most 11"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn pid_fits() {
        assert!(std::mem::size_of::<super::OffenseDisplay>() <= 64);
    }
}

#[cfg(test)]
mod pid_set_tests {
    use super::PidSet;

    #[test]
    fn holds_small_and_large_rosters() {
        let mut s = PidSet::new();
        for p in [0u16, 63, 64, 255, 256, 1000, 65535] {
            assert!(!s.contains(p));
            s.insert(p);
            assert!(s.contains(p));
        }
        assert!(!s.contains(1) && !s.contains(257) && !s.contains(999));
    }
}

/// The No-Huddle substitution lock (§20.7): the players of a new display (`new`) keep those of
/// the locked one (`locked`), wherever they stand, except that a player no longer `fit` (hurt
/// on a play that left the clock running) may be replaced, one newcomer for each.
pub fn keeps_players(new: impl Iterator<Item = Pid> + Clone, locked: impl Iterator<Item = Pid> + Clone, fit: impl Fn(Pid) -> bool) -> bool {
    let mut now = PidSet::new();
    new.clone().for_each(|p| now.insert(p));
    let mut was = PidSet::new();
    locked.clone().for_each(|p| was.insert(p));
    let hurt = locked.clone().filter(|p| !fit(*p)).count();
    let newcomers = new.filter(|p| !was.contains(*p)).count();
    locked.filter(|p| fit(*p)).all(|p| now.contains(p)) && newcomers <= hurt
}

/// The Lineup Card's offense and defense as displays, every listed player in his box.
pub fn lineup_displays(team: &Team) -> (OffenseDisplay, DefenseDisplay) {
    let mut od = OffenseDisplay::default();
    for (b, id) in &team.lineup.offense {
        od.set(*b, team.idx(id));
    }
    let mut dd = DefenseDisplay::default();
    for (b, ids) in &team.lineup.defense {
        for id in ids {
            if let Some(p) = team.idx(id) {
                dd.place(*b, p);
            }
        }
    }
    (od, dd)
}

/// The Lineup Card's displays, checked as they take the field (§3.1, §3.2). A team file whose
/// lineup cannot take the field is refused when it is loaded, not at its first snap, where no
/// legal play could be run. The message names the lineup (`lineup.offense` or
/// `lineup.defense`). Card-level checks (ids, box capacities) are `huddle_cards::validate_team`'s.
pub fn check_lineup(team: &Team) -> Result<(), DisplayError> {
    let (od, dd) = lineup_displays(team);
    let named = |side: &str, e: DisplayError| DisplayError { msg: format!("lineup.{side}: {}", e.msg), ..e };
    od.validate(team).map_err(|e| named("offense", e))?;
    dd.validate(team).map_err(|e| named("defense", e))
}
