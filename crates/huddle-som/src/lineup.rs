//! Who fills each slot: the offense's skill players in depth order (the top back, receiver and
//! tight end first) and the line, the defense by its slots; injured players skipped for the next
//! man at the position.

use crate::cards::{Pos, SomTeam};
use crate::vocab::{DefSlot, OffSlot};

/// A player by roster index.
pub type Pid = usize;

/// The players who may not play (hurt): a list of roster indices, or the game's injury list read
/// in place (no list built per play).
pub trait OutSet {
    fn contains(&self, p: &Pid) -> bool;
}

impl OutSet for [Pid] {
    fn contains(&self, p: &Pid) -> bool {
        self.iter().any(|q| q == p)
    }
}

impl<const N: usize> OutSet for [Pid; N] {
    fn contains(&self, p: &Pid) -> bool {
        self.iter().any(|q| q == p)
    }
}

impl OutSet for Vec<Pid> {
    fn contains(&self, p: &Pid) -> bool {
        self.iter().any(|q| q == p)
    }
}

impl<T> OutSet for [(Pid, T)] {
    fn contains(&self, p: &Pid) -> bool {
        self.iter().any(|q| q.0 == *p)
    }
}

impl<T> OutSet for Vec<(Pid, T)> {
    fn contains(&self, p: &Pid) -> bool {
        self.iter().any(|q| q.0 == *p)
    }
}

fn nth_available(list: &[String], team: &SomTeam, out: &(impl OutSet + ?Sized), n: usize) -> Option<Pid> {
    list.iter().filter_map(|id| team.player(id)).filter(|p| !out.contains(p)).nth(n)
}

/// The player in an offensive slot (ignoring the formation: a slot the formation does not use
/// simply goes unread).
pub fn offense(team: &SomTeam, out: &(impl OutSet + ?Sized), slot: OffSlot) -> Option<Pid> {
    let d = &team.depth;
    let line = |i: usize| -> Option<Pid> {
        let id = &d.line[i];
        match team.player(id) {
            Some(p) if !out.contains(&p) => Some(p),
            // An injured lineman: the best healthy lineman not starting.
            _ => team.players.iter().enumerate().find(|(i, p)| !out.contains(i) && (p.plays(Pos::T) || p.plays(Pos::G) || p.plays(Pos::C)) && !d.line.contains(&p.id)).map(|(i, _)| i),
        }
    };
    match slot {
        OffSlot::Qb => nth_available(&d.qb, team, out, 0),
        OffSlot::Hb => nth_available(&d.rb, team, out, 0),
        OffSlot::Fb => nth_available(&d.rb, team, out, 1),
        OffSlot::Rb3 => nth_available(&d.rb, team, out, 2),
        OffSlot::Fl => nth_available(&d.wr, team, out, 0),
        OffSlot::Se => nth_available(&d.wr, team, out, 1),
        OffSlot::Wr3 => nth_available(&d.wr, team, out, 2),
        OffSlot::Wr4 => nth_available(&d.wr, team, out, 3),
        OffSlot::Te => nth_available(&d.te, team, out, 0),
        OffSlot::Te2 => nth_available(&d.te, team, out, 1),
        OffSlot::Lt => line(0),
        OffSlot::Lg => line(1),
        OffSlot::C => line(2),
        OffSlot::Rg => line(3),
        OffSlot::Rt => line(4),
    }
}

/// The player in an offensive slot in a formation: as [`offense`], except that a set whose only
/// back is the FB (2 TE – 2 WR – 1 RB) plays the team's top back there — "the remaining RB
/// (even a true HB) plays FB" (§2.16).
pub fn offense_in(team: &SomTeam, out: &(impl OutSet + ?Sized), formation: crate::vocab::OffFormation, slot: OffSlot) -> Option<Pid> {
    if slot == OffSlot::Fb && crate::formation::backs(formation) == [OffSlot::Fb] {
        return nth_available(&team.depth.rb, team, out, 0);
    }
    offense(team, out, slot)
}

/// The defense on the field for a formation's personnel: each slot's listed man first; a slot
/// the depth chart does not list (a 3-4 team in a 4-man line, the nickel's extra back) takes a
/// listed starter whose own slot the formation does not use, then a healthy reserve of the kind.
pub fn defense(team: &SomTeam, out: &(impl OutSet + ?Sized), personnel: &[DefSlot]) -> [Option<Pid>; 16] {
    let d = &team.depth.defense;
    let mut on = [None; 16];
    // At most one man a slot: 16 at most, kept inline.
    let mut used = [usize::MAX; 16];
    let mut n_used = 0;
    for &slot in personnel {
        if let Some(p) = d.iter().find(|(x, _)| *x == slot).and_then(|(_, id)| team.player(id)).filter(|p| !out.contains(p)) {
            on[slot as usize] = Some(p);
            used[n_used] = p;
            n_used += 1;
        }
    }
    let kind = |s: DefSlot| -> &'static [Pos] {
        if s.is_line() {
            &[Pos::Dt, Pos::De]
        } else if s.is_linebacker() {
            &[Pos::Lb]
        } else {
            &[Pos::Cb, Pos::S]
        }
    };
    for &slot in personnel {
        if on[slot as usize].is_some() {
            continue;
        }
        let fits = |p: Pid| kind(slot).iter().any(|k| team.players[p].plays(*k));
        let starter = d.iter().filter_map(|(_, id)| team.player(id)).find(|p| !out.contains(p) && !used[..n_used].contains(p) && fits(*p));
        let pick = starter.or_else(|| (0..team.players.len()).find(|p| !out.contains(p) && !used[..n_used].contains(p) && fits(*p)));
        if let Some(p) = pick {
            on[slot as usize] = Some(p);
            used[n_used] = p;
            n_used += 1;
        }
    }
    on
}
