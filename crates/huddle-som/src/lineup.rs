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

/// The offense's substitutions for one play (§2.2 step 1, §2.18.3): a player named for a skill
/// slot (a back, receiver or tight end) in place of the depth chart's man. The defense sees them
/// with the formation. Empty, the depth chart plays. Kept inline (no heap) for the per-play path.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Subs([Option<u16>; 15]);

/// The skill slots, in the order their depth charts fill them: backs, wide receivers, tight ends.
pub const SKILL_GROUPS: [&[OffSlot]; 3] = [&[OffSlot::Hb, OffSlot::Fb, OffSlot::Rb3], &[OffSlot::Fl, OffSlot::Se, OffSlot::Wr3, OffSlot::Wr4], &[OffSlot::Te, OffSlot::Te2]];

impl Subs {
    pub const NONE: Subs = Subs([None; 15]);

    pub fn get(&self, slot: OffSlot) -> Option<Pid> {
        self.0[slot as usize].map(usize::from)
    }
    pub fn set(&mut self, slot: OffSlot, p: Pid) {
        self.0[slot as usize] = u16::try_from(p).ok();
    }
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(Option::is_none)
    }
    /// The substitutions, slot by slot in the skill groups' order.
    pub fn iter(&self) -> impl Iterator<Item = (OffSlot, Pid)> + '_ {
        SKILL_GROUPS.iter().flat_map(|g| g.iter()).filter_map(|&s| self.get(s).map(|p| (s, p)))
    }
}

/// The depth chart a skill slot's players come from (backs, wide receivers, tight ends), or
/// `None` for the quarterback and the line.
fn group_of(slot: OffSlot) -> Option<usize> {
    SKILL_GROUPS.iter().position(|g| g.contains(&slot))
}

/// The depth chart of a skill group (an index of [`SKILL_GROUPS`]).
pub fn group_list(team: &SomTeam, group: usize) -> &[String] {
    match group {
        0 => &team.depth.rb,
        1 => &team.depth.wr,
        _ => &team.depth.te,
    }
}

/// Whether a player may play a skill slot: only the positions on his rating card (§2.18.3).
pub fn fits(team: &SomTeam, p: Pid, slot: OffSlot) -> bool {
    let pl = &team.players[p];
    match group_of(slot) {
        // §2.16: "A BB can play in the FB position".
        Some(0) => pl.plays(Pos::Hb) || pl.plays(Pos::Fb) || (slot == OffSlot::Fb && pl.plays(Pos::Bb)),
        Some(1) => pl.plays(Pos::Wr),
        Some(_) => pl.plays(Pos::Te),
        None => slot == OffSlot::Qb && pl.plays(Pos::Qb),
    }
}

/// The offense on the field for a formation and its substitutions, by slot: the quarterback and
/// the line as [`offense`]; each skill slot the formation uses takes its substitute, else its
/// depth-chart man ([`offense_in`]) unless he was moved to another slot, else the first healthy
/// man of its depth chart not already on the field. Slots the formation does not use stay empty.
pub fn offense_lineup(team: &SomTeam, out: &(impl OutSet + ?Sized), formation: crate::vocab::OffFormation, subs: &Subs) -> [Option<Pid>; 15] {
    let mut o = [None; 15];
    for s in [OffSlot::Qb, OffSlot::Lt, OffSlot::Lg, OffSlot::C, OffSlot::Rg, OffSlot::Rt] {
        o[s as usize] = offense(team, out, s);
    }
    if let Some(q) = subs.get(OffSlot::Qb) {
        o[OffSlot::Qb as usize] = Some(q);
    }
    let skill = crate::formation::receivers(formation);
    let placed = |o: &[Option<Pid>; 15], p: Pid| skill.iter().any(|&s| o[s as usize] == Some(p));
    for &s in skill {
        o[s as usize] = subs.get(s);
    }
    for &s in skill {
        if o[s as usize].is_none() {
            if let Some(p) = offense_in(team, out, formation, s).filter(|&p| !placed(&o, p) && !subs.iter().any(|(_, q)| q == p)) {
                o[s as usize] = Some(p);
            }
        }
    }
    for &s in skill {
        if o[s as usize].is_none() {
            let Some(g) = group_of(s) else { continue };
            o[s as usize] = group_list(team, g).iter().filter_map(|id| team.player(id)).find(|&p| !out.contains(&p) && !placed(&o, p));
        }
    }
    o
}

/// The substitutions checked (§2.18.3): each names a skill slot the formation uses (or the
/// quarterback's), a healthy player of the roster who plays that position, and no man twice.
/// A quarterback brought in stays in until the end of the possession: the game checks that
/// ([`crate::game::legal_for`]).
pub fn check_subs(team: &SomTeam, out: &(impl OutSet + ?Sized), formation: crate::vocab::OffFormation, subs: &Subs) -> Result<(), String> {
    if let Some(q) = subs.get(OffSlot::Qb) {
        let Some(pl) = team.players.get(q) else { return Err(format!("no player {q} on the roster")) };
        if out.contains(&q) {
            return Err(format!("{} is hurt [som 2.18.1]", pl.name));
        }
        if !fits(team, q, OffSlot::Qb) {
            return Err(format!("{} may not play QB: only the positions on his card [som 2.18.3]", pl.name));
        }
        if subs.iter().any(|(_, p)| p == q) {
            return Err(format!("{} is named for two slots", pl.name));
        }
    }
    if [OffSlot::Lt, OffSlot::Lg, OffSlot::C, OffSlot::Rg, OffSlot::Rt].iter().any(|&s| subs.0[s as usize].is_some()) {
        return Err("the line is the depth chart's [som 2.18.3]".into());
    }
    let skill = crate::formation::receivers(formation);
    for (s, p) in subs.iter() {
        if !skill.contains(&s) {
            return Err(format!("{} is not in this formation [som 2.16]", format!("{s:?}").to_uppercase()));
        }
        let Some(pl) = team.players.get(p) else { return Err(format!("no player {p} on the roster")) };
        if out.contains(&p) {
            return Err(format!("{} is hurt [som 2.18.1]", pl.name));
        }
        if !fits(team, p, s) {
            return Err(format!("{} may not play {}: only the positions on his card [som 2.18.3]", pl.name, format!("{s:?}").to_uppercase()));
        }
        if subs.iter().filter(|&(_, q)| q == p).count() > 1 {
            return Err(format!("{} is named for two slots", pl.name));
        }
    }
    Ok(())
}

/// Whether the backup-fatigue rule counts a back's carries now (§2.18.2): a back (not a
/// quarterback, whose runs §2.4.4 limits) who is not the team's top rusher, carrying while the top
/// rusher is healthy.
pub fn backup_fatigues(team: &SomTeam, out: &(impl OutSet + ?Sized), p: Pid) -> bool {
    let pl = &team.players[p];
    if pl.plays(Pos::Qb) || !(pl.plays(Pos::Hb) || pl.plays(Pos::Fb)) {
        return false;
    }
    let top = team.depth.rb.iter().filter_map(|id| team.player(id)).max_by_key(|&q| team.players[q].season.rush_att);
    top.is_some_and(|top| top != p && !out.contains(&top))
}

/// Fatigue (§2.18.2): a backup back used while the top rusher is healthy has ceil(season carries
/// / 10) fresh carries a game (the divisor is the chart file's `usage_limits`; `carries`: this
/// game's so far, by player); after them he is tired and reads RIGHT always.
pub fn tired(team: &SomTeam, out: &(impl OutSet + ?Sized), carries: &[(Pid, u16)], limits: crate::tables::UsageLimits, p: Pid) -> bool {
    let n = carries.iter().find(|c| c.0 == p).map_or(0, |c| c.1);
    backup_fatigues(team, out, p) && n >= limits.backup_fresh(team.players[p].season.rush_att)
}

/// The first string of a depth chart by a season figure (§2.18.2): its `n` men with the most,
/// ties to the earlier in depth order (at most two: the FL's and the SE's first strings).
fn first_string(team: &SomTeam, list: &[String], n: usize, figure: impl Fn(&crate::cards::SeasonLine) -> u16) -> [Option<Pid>; 2] {
    let mut top: [Option<Pid>; 2] = [None; 2];
    for p in list.iter().filter_map(|id| team.player(id)) {
        let f = figure(&team.players[p].season);
        let better = |q: Option<Pid>| q.is_none_or(|q| f > figure(&team.players[q].season));
        if better(top[0]) {
            top[1] = top[0];
            top[0] = Some(p);
        } else if n > 1 && better(top[1]) {
            top[1] = Some(p);
        }
    }
    if n < 2 {
        top[1] = None;
    }
    top
}

/// Whether the fatigue rule counts a pass thrown to `p` in `slot` now (§2.18.2, L1037-L1043): he
/// is a backup thrown to while the first string he backs up is healthy.
/// - Flanker and split end: the first strings are the two wide receivers with the most
///   receptions (the cards name no FL or SE); a third man there tires while both are healthy.
/// - Tight end: the tight end with the most receptions.
/// - Backs (HB, FB): the first string for receiving is the back with the most receptions, and
///   the top rusher never tires ("running or receiving the ball").
/// - The formation's extra men (the third and fourth wide receivers, the second tight end, the
///   third back) never tire (L1043).
pub fn receiver_fatigues(team: &SomTeam, out: &(impl OutSet + ?Sized), slot: OffSlot, p: Pid) -> bool {
    let d = &team.depth;
    let healthy_first = |firsts: [Option<Pid>; 2], n: usize| firsts.iter().take(n).all(|q| q.is_some_and(|q| !out.contains(&q))) && !firsts.contains(&Some(p));
    match slot {
        OffSlot::Fl | OffSlot::Se => healthy_first(first_string(team, &d.wr, 2, |s| s.receptions), 2),
        OffSlot::Te => healthy_first(first_string(team, &d.te, 1, |s| s.receptions), 1),
        OffSlot::Hb | OffSlot::Fb => {
            let rusher = first_string(team, &d.rb, 1, |s| s.rush_att)[0];
            rusher != Some(p) && healthy_first(first_string(team, &d.rb, 1, |s| s.receptions), 1)
        }
        _ => false,
    }
}

/// Receiver fatigue (§2.18.2): a backup thrown to in `slot` while his first string is healthy has
/// ceil(season targets / 10) fresh targets a game (the divisor is the chart file's
/// `usage_limits`, as for a back's carries; `targets`: this game's so far, by player); after them
/// he is tired and his card reads RIGHT always.
pub fn tired_receiver(team: &SomTeam, out: &(impl OutSet + ?Sized), targets: &[(Pid, u16)], limits: crate::tables::UsageLimits, slot: OffSlot, p: Pid) -> bool {
    let n = targets.iter().find(|c| c.0 == p).map_or(0, |c| c.1);
    receiver_fatigues(team, out, slot, p) && n >= limits.backup_fresh(team.players[p].season.targets)
}
