//! Fumbles and loose balls (§2.9; T3, T4, T8): the possession roll, who recovered, the offense's
//! restrictions on fourth down, in the last two minutes of a half and on two-point tries, the
//! fumble into the end zone, and the recovering team's optional advance (chained fumbles
//! included). Also the return fumbles of kicks and interceptions, and blocked kicks' loose balls.

use super::*;
use crate::cards::Pos;
use crate::replay::Replay;
use crate::formation::DEF_SLOTS;
use crate::resolve::Charts;
use crate::tables::{Advance, DefRecoverer, FumbleKind};

/// A chained "+3 Fumble" on T8 is rolled for again at most this many times; then the holder falls
/// on the ball (a guard, not a rule: four chained fumbles come up about once in 20,000 fumbles).
const MAX_CHAIN: usize = 4;

/// Re-rolls of T3 or T4 when the listed man is not in the game (§2.9 step 2) before the fumbler's
/// side credits nobody (a guard, not a rule: every column names several men on the field).
const MAX_REROLLS: usize = 24;

/// What a scrimmage fumble needs for the recovery charts and the offense's restrictions.
#[derive(Clone, Copy, Debug)]
pub(super) struct Loose {
    /// The charts' column.
    pub kind: FumbleKind,
    /// The man who fumbled.
    pub fumbler: Option<Pid>,
    /// The side of a run, for T3's "same side" and "other side" cells.
    pub run_side: Option<Dir>,
    /// The receiver's defender, for T4's "Defender".
    pub covering: Option<DefSlot>,
    /// The man double-teaming the receiver, for T4's "Defender who is Double-Teaming".
    pub double_teamer: Option<DefSlot>,
    /// The man who sacked the quarterback.
    pub sacker: Option<Pid>,
    /// The defense keyed (the FS keys only without coverage, §2.4.1).
    pub keyed: bool,
    pub field: OnField,
    /// A fumble ruling that may be challenged (§2.8, T17): offered once the recovery is known.
    pub ruling: Option<Replay>,
}

impl Loose {
    pub fn new(kind: FumbleKind, fumbler: Option<Pid>, field: &OnField) -> Loose {
        Loose { kind, fumbler, run_side: None, covering: None, double_teamer: None, sacker: None, keyed: false, field: *field, ruling: None }
    }
}

/// Who has a loose ball.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Recovery {
    pub team: Side,
    pub who: Option<Pid>,
}

impl SomGame {
    /// §2.9 step 5: on fourth down, in the last two minutes of either half (and of an overtime
    /// period) and on a two-point try, only the fumbler may advance the offense's fumble.
    pub(super) fn fumble_restricted(&self) -> bool {
        let c = &self.core;
        let p = c.clock.period.0;
        matches!(c.phase, Phase::Try { .. }) || c.down().number() == 4 || ((p == 2 || p >= 4) && c.clock.remaining <= 120)
    }

    /// §2.9 steps 1-2: the possession roll, then T3 (the offense) or T4 (the defense) for the man,
    /// rolled again while the listed man is not in the game or no defender qualifies.
    pub(super) fn recover(&mut self, off: Side, lb: &Loose) -> Recovery {
        if self.fumbler_keeps() {
            let who = self.offense_recoverer(lb);
            Recovery { team: off, who }
        } else {
            let who = self.defense_recoverer(off.other(), lb);
            Recovery { team: off.other(), who }
        }
    }

    fn offense_recoverer(&mut self, lb: &Loose) -> Option<Pid> {
        for _ in 0..MAX_REROLLS {
            let t = self.dice().two(Purpose::Recovery);
            let cell = self.book.tables.offense_recovery(lb.kind, t);
            if let Some(p) = cell.slot(lb.run_side).and_then(|s| lb.field.off[s as usize]) {
                return Some(p);
            }
        }
        lb.fumbler
    }

    fn defense_recoverer(&mut self, def: Side, lb: &Loose) -> Option<Pid> {
        let on = |s: DefSlot| lb.field.def[s as usize];
        for _ in 0..MAX_REROLLS {
            let t = self.dice().two(Purpose::Recovery);
            let cell = self.book.tables.defense_recovery(lb.kind, t);
            let found = match cell {
                DefRecoverer::Defender => lb.covering.and_then(on),
                DefRecoverer::DoubleTeamerOrPrimary => lb.double_teamer.or(lb.covering).and_then(on),
                DefRecoverer::Sacker => lb.sacker,
                DefRecoverer::HighestRatedLb => self.highest(def, lb, |s| s.is_linebacker()),
                DefRecoverer::HighestRatedOutsideLb => self.highest(def, lb, |s| matches!(s, DefSlot::Llb | DefSlot::Rlb)),
                DefRecoverer::KeyingFsMlbOrInsideLb => {
                    if lb.keyed && on(DefSlot::Fs).is_some() {
                        on(DefSlot::Fs)
                    } else if on(DefSlot::Mlb).is_some() {
                        on(DefSlot::Mlb)
                    } else {
                        self.highest(def, lb, |s| matches!(s, DefSlot::Lilb | DefSlot::Rilb))
                    }
                }
                _ => cell.slots().iter().find_map(|&s| on(s)),
            };
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// The highest-rated defender on the field among the slots `pick` takes; ties at random (§2.9 step 2).
    fn highest(&mut self, def: Side, lb: &Loose, pick: impl Fn(DefSlot) -> bool) -> Option<Pid> {
        let mut best: [Option<Pid>; 16] = [None; 16];
        let mut n = 0;
        let mut top = 0u8;
        for (i, p) in lb.field.def.iter().enumerate() {
            let Some(p) = *p else { continue };
            if !pick(DEF_SLOTS[i]) {
                continue;
            }
            let r = self.teams[def].team.players[p].defense;
            if n == 0 || r > top {
                top = r;
                n = 0;
            }
            if r == top {
                best[n] = Some(p);
                n += 1;
            }
        }
        match n {
            0 => None,
            1 => best[0],
            _ => {
                let i = self.dice().rng().below(n as u32) as usize;
                best[i]
            }
        }
    }

    /// A kick or punt return fumble (§2.9 step 3): the possession roll; the returning team's
    /// recovery is credited to the return man, the kicking team's to one of its linebackers or
    /// defensive backs at random.
    pub(super) fn recover_return(&mut self, returning: Side, returner: Option<Pid>) -> Recovery {
        if self.fumbler_keeps() {
            return Recovery { team: returning, who: returner };
        }
        let kicking = returning.other();
        let t = &self.teams[kicking].team;
        let pool: Vec<Pid> = (0..t.players.len()).filter(|&p| t.players[p].pos.iter().any(|x| matches!(x, Pos::Lb | Pos::Cb | Pos::S))).filter(|p| !self.teams[kicking].out.iter().any(|o| o.0 == *p)).collect();
        let who = match pool.len() {
            0 => None,
            n => Some(pool[self.dice().rng().below(n as u32) as usize]),
        };
        Recovery { team: kicking, who }
    }

    /// §2.9 step 4, T8: the recovering team may fall on the ball or try to advance it (its coach
    /// decides; `own` is its own fumble). `at` is the holder's yards from its own goal; the first
    /// column only on the defense's initial recovery after a sack or a receiver fumble. A "+3
    /// Fumble" advances and fumbles again: the possession roll decides who has it, and the new
    /// holder may try again in the "all other circumstances" column. Returns the final holder, its
    /// spot (100 or more a touchdown) and the yards the first holder advanced.
    pub(super) fn advance(&mut self, mut holder: Side, mut at: i16, first_column: bool, own: bool, text: &mut String) -> (Side, i16, i16) {
        let start = (holder, at);
        let mut first = first_column;
        let mut own = own;
        for _ in 0..MAX_CHAIN {
            if !(1..100).contains(&at) || matches!(self.core.phase, Phase::Try { .. }) && holder != self.core.possession {
                break;
            }
            if !self.with_parts(|g, cs, _| cs[holder].advance_loose_ball(&g.view(holder), own)) {
                break;
            }
            let t = self.dice().two(Purpose::Advance);
            let step = match self.book.tables.advance_loose_ball(first, t) {
                Advance::Yards(n) => n as i16,
                Advance::ShortGain => {
                    let t = self.dice().two(Purpose::ShortGain);
                    self.book.short_gain(t)
                }
                Advance::LongGain => {
                    let r = self.dice().throw(Throw::THREE, Purpose::LongGain);
                    self.book.long_gain(r.ctl(), r.total()).unwrap_or(100)
                }
                Advance::Touchdown => 100,
                Advance::FumbleAfter(n) => {
                    at += n as i16;
                    text.push_str(&format!(", advanced {n} and fumbled again"));
                    if at >= 100 {
                        break;
                    }
                    if !self.fumbler_keeps() {
                        holder = holder.other();
                        at = 100 - at;
                        own = false;
                        text.push_str(&format!(", recovered by {}", self.teams[holder].team.code));
                    } else {
                        own = true;
                        text.push_str(", and recovered");
                    }
                    first = false;
                    continue;
                }
            };
            at += step;
            if at >= 100 {
                text.push_str(", advanced for a touchdown");
            } else {
                text.push_str(&format!(", advanced {step}"));
            }
            break;
        }
        let gained = if holder == start.0 { at.min(100) - start.1 } else { 0 };
        (holder, at, gained)
    }

    /// A scrimmage fumble `y` yards from the line (§2.9, §2.5.2): `offense_card` a fumble number
    /// read on the offense's cards (over the goal line it is a touchdown, no fumble).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn fumble(&mut self, off: Side, mut rec: PlayRecord, y: i16, to_goal: i16, offense_card: bool, mut text: String, lb: Loose) -> Resolved {
        let def = off.other();
        let sack = rec.kind == PlayKind::Sack;
        if y >= to_goal {
            if offense_card {
                // §2.5.2: a fumble number at the goal line off an offensive card is a touchdown.
                return self.finish_gain(off, rec, to_goal, to_goal, Cost::Fifteen, format!("{text}: over the goal line first, touchdown"));
            }
            // §2.9 step 6 (A-G28): fumbled before the goal line and rolled into the end zone: the
            // offense scores only if a man allowed to advance it recovers; otherwise a touchback.
            let r = self.recover(off, &lb);
            let name = self.name(r.team, r.who);
            let scores = r.team == off && (r.who == lb.fumbler || !self.fumble_restricted());
            if let Some(rp) = lb.ruling {
                if self.review_fumble(off, rp, scores) {
                    // Overturned: no fumble, the carrier's yards reach the goal line.
                    return self.finish_gain(off, rec, to_goal, to_goal, Cost::Fifteen, format!("{text}, recovered in the end zone by {name}"));
                }
            }
            rec.flags.set(PlayFlags::FUMBLE);
            if scores {
                text.push_str(&format!(", recovered in the end zone by {name}: touchdown"));
                return self.finish_gain(off, rec, to_goal, to_goal, Cost::Fifteen, text);
            }
            rec.flags.set(PlayFlags::FUMBLE_LOST);
            rec.flags.set(PlayFlags::TOUCHBACK);
            if r.team == off {
                text.push_str(&format!(", recovered in the end zone by {name}, who may not advance it: touchback"));
            } else {
                if !sack {
                    rec.defender = Self::pref(def, r.who);
                }
                text.push_str(&format!(", recovered in the end zone by {name}: touchback"));
            }
            return Resolved { end: End::Possession { holder: def, at: 0, first_down: true }, cost: Cost::Turnover, rec, text, ask_timeout: false, keeps: false };
        }
        let r = self.recover(off, &lb);
        let name = self.name(r.team, r.who);
        if let Some(rp) = lb.ruling {
            if self.review_fumble(off, rp, r.team == off) {
                // Overturned (§2.8): the same yards without the fumble.
                return self.finish_gain(off, rec, y, to_goal, Cost::Thirty, format!("{text}, recovered by {name}"));
            }
        }
        rec.flags.set(PlayFlags::FUMBLE);
        rec.yards = y;
        let los_at = 100 - to_goal;
        if r.team == off {
            text.push_str(&format!(", recovered by {name}"));
            let spot = los_at + y;
            if r.who != lb.fumbler && self.fumble_restricted() {
                // §2.9 step 5: dead where he recovered it (it may still be a first down).
                text.push_str(" (dead there: only the fumbler may advance it)");
                return self.finish_gain(off, rec, y, to_goal, Cost::Thirty, text);
            }
            let (holder, at, _) = self.advance(off, spot, false, true, &mut text);
            if holder == off {
                let gain = at.min(100) - los_at;
                return self.finish_gain(off, rec, gain, to_goal, Cost::Thirty, text);
            }
            return self.turnover(def, at, rec, text);
        }
        rec.flags.set(PlayFlags::FUMBLE_LOST);
        if !sack {
            rec.defender = Self::pref(def, r.who);
        }
        text.push_str(&format!(", recovered by {name}"));
        let at = to_goal - y;
        if at >= 100 {
            // Recovered in the offense's end zone.
            rec.flags.set(PlayFlags::RETURN_TD);
            text.push_str(" in the end zone: touchdown");
            return Resolved { end: End::Possession { holder: def, at: 100, first_down: true }, cost: Cost::Turnover, rec, text, ask_timeout: false, keeps: false };
        }
        let first = matches!(lb.kind, FumbleKind::Sack | FumbleKind::Receiver);
        let (holder, end_at, gained) = self.advance(def, at, first, false, &mut text);
        if holder == def {
            rec.returner = Self::pref(def, r.who);
            rec.return_yards = gained;
        }
        if holder == off {
            // The offense has it back after the defense's fumble: a new series (§2.9).
            return Resolved { end: End::Possession { holder: off, at: end_at, first_down: true }, cost: Cost::Turnover, rec, text, ask_timeout: false, keeps: true };
        }
        self.turnover(def, end_at, rec, text)
    }

    /// The defense has the ball `at` yards from its own goal after a loose ball.
    fn turnover(&self, def: Side, at: i16, mut rec: PlayRecord, text: String) -> Resolved {
        if at >= 100 {
            rec.flags.set(PlayFlags::RETURN_TD);
        } else if at <= 0 {
            // Advanced backwards into its own end zone from the field: a safety.
            rec.flags.set(PlayFlags::SAFETY);
        }
        Resolved { end: End::Possession { holder: def, at: at.min(100), first_down: true }, cost: Cost::Turnover, rec, text, ask_timeout: false, keeps: false }
    }
}
