//! Resolving a play of Football Fever: which dice are thrown for which call, what their faces
//! mean against the revealed defense die (digest §5.7, §7, §8), kicks and returns (§5.1–§5.4,
//! §5.8–§5.10), the loose-ball Recovery state machine (§5.12, §8.1), interceptions (§5.13),
//! penalty cards and their enforcement (§5.14, §8.7), and the notch clock (§4.5).
//!
//! Positions are yards from a team's own goal line, in the frame of the team named with them.

use crate::coach::{
    DefenseDie, Declaration, KickKind, Landing, LandingKind, OffenseCall, Play, PenaltyOption, Preview, Reception,
    ReceiveOptions, TryCall,
};
use crate::dice::{DieKind, Face};
use crate::error::FeverError;
use crate::game::{Coaches, FeverGame};
use crate::options::{RecoveryDirection, ReturnIntoEndZone, NOTCH_SECS};
use crate::penalties::{Against, CardRef, DeckKind, Enforce};
use crate::trace::{Note, Step, Yl};
use huddle_core::{
    penalty_move, ClockCharge, DownEffect, End, GameState, Outcome, PenaltyRecord, PerSide, Phase, PlayFlags, PlayKind,
    PlayRecord, Side, Spot,
};

// ----- the vocabulary of results ---------------------------------------------------------

/// Where a dead ball ends up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dead {
    /// `holder` has the ball `at` yards from its goal line (field of play). `new_series`: first
    /// and 10; otherwise the downs of the team that snapped go on.
    Ball { holder: Side, at: i16, new_series: bool },
    Touchdown(Side),
    /// A safety against this side.
    Safety(Side),
    /// This side takes a touchback (its ball at its 20).
    Touchback(Side),
}

/// The result of a play, before it is handed to the core.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Res {
    Dead(Dead),
    FieldGoal,
    /// Kick off again from the kicking team's own yard line.
    Rekick(u8),
    /// The snapping team keeps the ball: gain from the line of scrimmage and how the downs go
    /// (penalties).
    Scrim(i16, DownEffect),
    Try(u8),
}

/// One way a play may end (the play itself, or a penalty enforced).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Alt {
    pub res: Res,
    /// Penalty yards carried to the next kickoff (+ toward the receiving team).
    pub kickoff_yards: i16,
    /// An untimed down follows if the period's clock runs out (accepted defensive foul,
    /// offsetting fouls, free-kick field goal).
    pub extend: bool,
    pub penalty: Option<PenaltyRecord>,
    /// The play itself stands (statistics count it).
    pub stands: bool,
    /// The play was the last of a half and an offensive foul nullified it: the down is not
    /// replayed (17.7.8b), so the clock runs out on it whatever the result would cost.
    pub expire: bool,
    /// The result gives the snapping team a first down that names its new series itself (a
    /// foul's automatic first down, or the line to gain reached before a foul was stepped off):
    /// the core logs a first down only when it measures the line to gain (E42).
    pub first_down: bool,
}

impl Alt {
    fn play(res: Res) -> Alt {
        Alt { res, kickoff_yards: 0, extend: false, penalty: None, stands: true, expire: false, first_down: false }
    }
    fn penalty(res: Res, rec: PenaltyRecord, stands: bool, extend: bool) -> Alt {
        Alt { res, kickoff_yards: 0, extend, penalty: Some(rec), stands, expire: false, first_down: false }
    }
}

/// What kind of play it was (for the clock, the deck and statistics).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Category {
    Kickoff { from: u8, onside: bool },
    Scrimmage(Play),
    Punt,
    FieldGoal { free: bool },
    Try { two_point: bool },
}

/// Statistics of one play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PlayStat {
    pub stands: bool,
    pub complete: bool,
    pub sack: bool,
    pub intercepted: bool,
    pub blocked: bool,
    pub good: bool,
    pub onside_recovered: bool,
    pub kick_return: bool,
    pub punt_return: bool,
    pub option_td: bool,
    pub gain: i16,
    pub fumbles_lost: PerSide<u8>,
}

/// Facts gathered while a play is resolved: the clock rules read them, the penalty rules read
/// the context.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Facts {
    pub team: Side,
    pub los: i16,
    pub line_to_gain: i16,
    pub down: u8,
    pub declared: Declaration,
    pub pass_spot: Option<i16>,
    pub return_yards: i16,
    pub kick_yards: i16,
    pub conversion: bool,
    pub returned: bool,
    pub advanced_by_other: bool,
    pub fair_catch: bool,
    pub touchback: bool,
    pub out_of_bounds: bool,
    pub sack: bool,
    pub incomplete: bool,
    pub interception: bool,
    pub changed_hands: bool,
    /// How many times the ball has changed hands during the down so far (a kick received, an
    /// interception, a recovery of the other team's fumble or blocked kick). A flag remembers
    /// the count it was thrown at, so a double foul can tell whether the team last gaining
    /// possession fouled before or after its last change (17.7.5c-i, E34).
    pub changes: u8,
    pub fumble: bool,
    pub flag: bool,
    pub stat: PlayStat,
    guard: u32,
}

impl Default for Facts {
    fn default() -> Facts {
        Facts {
            team: Side::Home,
            los: 0,
            line_to_gain: 0,
            down: 1,
            declared: Declaration::Scrimmage,
            pass_spot: None,
            return_yards: 0,
            kick_yards: 0,
            conversion: false,
            returned: false,
            advanced_by_other: false,
            fair_catch: false,
            touchback: false,
            out_of_bounds: false,
            sack: false,
            incomplete: false,
            interception: false,
            changed_hands: false,
            changes: 0,
            fumble: false,
            flag: false,
            stat: PlayStat::default(),
            guard: 0,
        }
    }
}

/// A flag thrown on the Referee die; its card is read when the play is over (L275).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Flag {
    pub deck: DeckKind,
    /// The team the deck calls the offense for this throw (kicking team, returning team).
    pub offense: Side,
    /// Thrown on a return, after the change of possession: where that return began, in the
    /// returning team's (`offense`'s) frame. A later return on the same play (the other team's
    /// advance after a recovery) does not change it (17.7.3).
    pub ret: Option<i16>,
    /// `Facts::changes` when it was thrown (E34).
    pub leg: u8,
    /// Thrown on a return that ended in the returner's fumble: where it fumbled (the end of that
    /// return, `offense`'s frame; E35).
    pub fumble: Option<i16>,
}

#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Flags {
    items: [Option<Flag>; 8],
    len: usize,
}

impl Flags {
    fn push(&mut self, f: Flag) {
        if self.len < self.items.len() {
            self.items[self.len] = Some(f);
            self.len += 1;
        }
    }
    fn iter(&self) -> impl Iterator<Item = Flag> + '_ {
        self.items[..self.len].iter().flatten().copied()
    }
    /// The return whose throw raised flag `i` ended in a fumble at `at`.
    fn fumbled(&mut self, i: usize, at: i16) {
        if let Some(Some(f)) = self.items.get_mut(i) {
            f.fumble = Some(at);
        }
    }
    fn clear(&mut self) {
        self.len = 0;
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Fouls by both teams among the cards drawn: offsetting (17.7.5).
fn both_teams_fouled(fouls: &[Option<Foul>]) -> bool {
    let by = |side: Side| fouls.iter().flatten().any(|f| f.against == side);
    by(Side::Home) && by(Side::Away)
}

#[derive(Clone, Copy, Debug)]
struct Foul {
    card: CardRef,
    against: Side,
    /// The team the deck called the offense for the throw that drew the card.
    offense: Side,
    /// Drawn by a return's throw: where that return began (`offense`'s frame).
    ret: Option<i16>,
    /// The changes of possession before its flag was thrown (E34).
    leg: u8,
    /// Where the return of its throw ended in a fumble (`offense`'s frame; E35).
    fumble: Option<i16>,
}

/// The kinds of return (which dice, and when an Option F happens).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ReturnKind {
    Kickoff,
    Punt,
    Interception,
    MissedFieldGoal,
    /// Fumble, block or onside-kick returns: the Option die alone; F at the start (L745).
    Recovery,
}

impl ReturnKind {
    fn die(self, start: i16) -> Option<DieKind> {
        match self {
            ReturnKind::Kickoff => Some(DieKind::KickReturn),
            ReturnKind::Punt | ReturnKind::MissedFieldGoal => Some(DieKind::PuntReturn),
            // A23: the interceptors' own territory or the 50 → Kick Return; their opponent's
            // territory → Punt Return.
            ReturnKind::Interception => Some(if start <= 50 { DieKind::KickReturn } else { DieKind::PuntReturn }),
            ReturnKind::Recovery => None,
        }
    }
    /// Kickoff, punt and interception returns: a fumble on their own goal line or in their end
    /// zone with OUT is a touchback (L773 exception).
    fn kick_like(self) -> bool {
        !matches!(self, ReturnKind::Recovery)
    }
}

/// A loose ball (fumble or blocked kick).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Loose {
    /// The original offense: the team that fumbled, or the kicking team of a blocked kick.
    /// `pos` is in its frame and +5 is forward for it (A15).
    frame: Side,
    pos: i16,
    last: Side,
    /// A blocked kick: the kicker's line of scrimmage (kicker's frame).
    block_los: Option<i16>,
    /// The last possessor got the ball from the other team during this play (a return, an
    /// interception, a recovery) and fumbled it on its own goal line or in its own end zone (a
    /// failed run-out): a loose ball in its own end zone is then a touchback, not a safety
    /// (Fumbles #5b, Interceptions #7). A fumble in front of its goal line is not: the returning
    /// team is the offense (L162), and Fumbles #14a makes it a safety (E31).
    return_ctx: bool,
}

/// A play ready for the core.
pub(crate) struct Resolved {
    pub outcome: Outcome,
    pub notches: u8,
    pub category: Category,
    pub hurry_ok: bool,
    pub free_kick_next: Option<Side>,
    pub stat: PlayStat,
    pub pending_kickoff: i16,
    /// Penalty yards carried to the following kickoff (17.7.6) and the team whose kickoff they
    /// were counted for (+ toward its receivers). When the half ends on this play (or its try),
    /// they move the second half's kickoff instead (E33).
    pub kickoff_carry: Option<(Side, i16)>,
    /// Accepted penalties that replayed a try (count, yards) per penalized side: the outcome
    /// records only the last attempt's (E37).
    pub replayed_penalties: PerSide<(u32, i32)>,
    /// A first down for the snapping team that the core does not log (E42).
    pub first_down: bool,
}

fn out_of(what: &'static str, why: &str) -> FeverError {
    FeverError::illegal(what, why.to_string())
}

// ----- resolution ----------------------------------------------------------------------

impl FeverGame {
    fn reset_play(&mut self, team: Side, los: i16, line_to_gain: i16, down: u8) {
        self.facts = Facts { team, los, line_to_gain, down, ..Facts::default() };
        self.flags.clear();
        self.pre_timeouts = [None; 2];
    }

    fn guard(&mut self) -> Result<(), FeverError> {
        self.facts.guard += 1;
        if self.facts.guard > 2000 {
            return Err(FeverError::Runaway("loose ball"));
        }
        Ok(())
    }

    fn timeouts_left(&self, side: Side) -> u8 {
        let used = self.pre_timeouts.iter().filter(|t| **t == Some(side)).count() as u8;
        self.state.timeouts[side].saturating_sub(used)
    }

    fn take_pre_timeout(&mut self, side: Side, why: &'static str) -> Result<(), FeverError> {
        if self.timeouts_left(side) == 0 {
            return Err(FeverError::illegal(why, format!("the {} side has no time-outs left", side.as_str())));
        }
        let slot = if self.pre_timeouts[0].is_none() { 0 } else { 1 };
        self.pre_timeouts[slot] = Some(side);
        self.push(Step::Timeout { side });
        Ok(())
    }

    /// The Referee die, thrown with every die but the Recovery die (L456).
    fn referee(&mut self, deck: DeckKind, offense: Side, ret: Option<i16>) -> Result<bool, FeverError> {
        let f = self.throw(DieKind::Referee)?;
        let p = f == Face::Penalty;
        if p {
            self.flag(deck, offense, ret);
        }
        Ok(p)
    }

    /// A flag is down; its card is read when the play is over.
    fn flag(&mut self, deck: DeckKind, offense: Side, ret: Option<i16>) {
        self.flags.push(Flag { deck, offense, ret, leg: self.facts.changes, fumble: None });
    }

    /// The ball changes hands during the down.
    fn change_hands(&mut self) {
        self.facts.changed_hands = true;
        self.facts.changes = self.facts.changes.saturating_add(1);
    }

    /// The optional In/Out die: true when it shows OUT.
    fn in_out(&mut self, used: bool) -> Result<bool, FeverError> {
        if !used {
            return Ok(false);
        }
        if !self.options.in_out_die {
            return Err(out_of("In/Out die", "the optional In/Out of Bounds die is not in use in this game"));
        }
        Ok(self.throw(DieKind::InOut)? == Face::Out)
    }

    fn note(&mut self, n: Note) {
        self.push(Step::Note(n));
    }

    /// The current period is the last of a half (or of an overtime half): its last play is the
    /// "last play of the half or game" of 17.3 and 17.7.8.
    pub(crate) fn period_ends_half(&self) -> bool {
        let p = self.state.clock.period.0;
        if p <= 4 {
            p == 2 || p == 4
        } else {
            self.state.rules.overtime_period_ends_half(p)
        }
    }

    fn after_warning(&self) -> bool {
        let s = &self.state;
        s.rules.warning_in(s.clock.period.0) && (s.warning_given || s.clock.remaining <= s.rules.warning_secs)
    }

    /// The play of the current phase.
    pub(crate) fn resolve_play(&mut self, c: &mut Coaches) -> Result<Resolved, FeverError> {
        match self.state.phase {
            Phase::Kickoff { kicker, from, .. } => self.resolve_kickoff(c, kicker, from),
            Phase::Scrimmage => self.resolve_down(c),
            Phase::Try { team } => self.resolve_try(c, team),
            _ => Err(FeverError::GameOver),
        }
    }

    // ----- kickoffs --------------------------------------------------------------------

    fn resolve_kickoff(&mut self, c: &mut Coaches, kicker: Side, from: u8) -> Result<Resolved, FeverError> {
        let r = kicker.other();
        self.reset_play(kicker, from as i16, 0, 1);
        let sit = self.situation(kicker);
        let call = c.of(kicker).kickoff(&sit, &mut self.rng);
        if call.in_out && !call.onside {
            return Err(out_of("kickoff", "the In/Out die is not thrown with the Kickoff die (L557)"));
        }
        self.push(Step::KickoffCall { side: kicker, call });
        let cat = Category::Kickoff { from, onside: call.onside };
        let rekick = |from: u8| Res::Rekick(from.saturating_sub(5).max(1));
        let res = if !call.onside {
            // [fever 5.1] Kickoff die + Referee die.
            let kf = self.throw(DieKind::Kickoff)?;
            let p = self.throw(DieKind::Referee)? == Face::Penalty;
            if kf == Face::Out {
                // OUT: re-kick five yards back; it overrides any penalty (L867).
                if p {
                    self.note(Note::PenaltyIgnored);
                }
                let res = rekick(from);
                if let Res::Rekick(f) = res {
                    self.note(Note::Rekick { from: Yl::new(kicker, f as i16) });
                }
                return self.resolved(c, Alt::play(res), cat, false);
            }
            if p {
                self.flag(DeckKind::Kicking, kicker, None);
            }
            let k = kf.yards().unwrap_or(0);
            self.facts.kick_yards = k;
            let landing = from as i16 + k;
            self.note(Note::KickLands { at: Yl::new(kicker, landing) });
            Res::Dead(self.receive_kick(c, KickKind::Kickoff, r, 100 - landing)?)
        } else {
            // [fever 5.4] Onside Kick die + Referee (+ optional In/Out).
            let of = self.throw(DieKind::OnsideKick)?;
            let p = self.throw(DieKind::Referee)? == Face::Penalty;
            let out = self.in_out(call.in_out)?;
            if of == Face::Out {
                if p {
                    self.note(Note::PenaltyIgnored);
                }
                let res = rekick(from);
                if let Res::Rekick(f) = res {
                    self.note(Note::Rekick { from: Yl::new(kicker, f as i16) });
                }
                return self.resolved(c, Alt::play(res), cat, false);
            }
            if p {
                self.flag(DeckKind::Kicking, kicker, None);
            }
            let n = of.yards().unwrap_or(0);
            self.facts.kick_yards = n;
            let at = from as i16 + n;
            self.note(Note::KickLands { at: Yl::new(kicker, at) });
            match of {
                Face::OnsideRec(_) => {
                    // REC: the kicking team keeps the ball, 1st & 10 (A18: at the spot the face
                    // shows; A19: REC wins over an In/Out OUT).
                    self.facts.stat.onside_recovered = true;
                    self.note(Note::Recovered { by: kicker, at: Yl::new(kicker, at), no_gain: true });
                    Res::Dead(Dead::Ball { holder: kicker, at: at.clamp(1, 99), new_series: true })
                }
                _ if out => {
                    // The ball was carried out of bounds: no return (L340).
                    self.facts.out_of_bounds = true;
                    self.change_hands();
                    self.note(Note::OutOfBounds { at: Yl::new(kicker, at) });
                    Res::Dead(Dead::Ball { holder: r, at: (100 - at).clamp(1, 99), new_series: true })
                }
                _ => Res::Dead(self.receive_kick(c, KickKind::Onside, r, 100 - at)?),
            }
        };
        let alt = self.settle(c, res, cat)?;
        self.resolved(c, alt, cat, false)
    }

    /// A kick arrives at `rr` (receiver's frame): the receiver's options (§5.2).
    fn receive_kick(&mut self, c: &mut Coaches, kind: KickKind, r: Side, rr: i16) -> Result<Dead, FeverError> {
        self.change_hands();
        let kickish = matches!(kind, KickKind::Kickoff | KickKind::Punt);
        if kickish && rr <= -10 {
            // On or over the end-zone outer boundary: automatic touchback (L160).
            self.facts.touchback = true;
            self.note(Note::Touchback { side: r });
            return Ok(Dead::Touchback(r));
        }
        let options = ReceiveOptions {
            fair_catch: kickish && rr > 0,
            touchback: kickish && rr <= 0,
            take_at_spot: matches!(kind, KickKind::Onside | KickKind::MissedFieldGoal),
        };
        let take_at = if kind == KickKind::MissedFieldGoal {
            match self.missed_fg_spot() {
                Dead::Ball { at, .. } => at,
                _ => rr,
            }
        } else {
            rr
        };
        let landing = Landing { kind: LandingKind::Kick(kind), at: rr, options, take_at, take_is_safety: false };
        let sit = self.situation(r);
        let choice = c.of(r).receive(&sit, &landing);
        self.check_reception(choice, options, "kick reception")?;
        self.push(Step::Received { side: r, reception: choice });
        match choice {
            Reception::FairCatch => {
                self.facts.fair_catch = true;
                Ok(Dead::Ball { holder: r, at: rr, new_series: true })
            }
            Reception::Touchback => {
                self.facts.touchback = true;
                self.note(Note::Touchback { side: r });
                Ok(Dead::Touchback(r))
            }
            Reception::TakeAtSpot => {
                if kind == KickKind::MissedFieldGoal {
                    Ok(self.missed_fg_spot())
                } else {
                    Ok(Dead::Ball { holder: r, at: rr.clamp(1, 99), new_series: true })
                }
            }
            Reception::Return { in_out } => {
                self.facts.returned = true;
                let rk = match kind {
                    KickKind::Kickoff => {
                        self.facts.stat.kick_return = true;
                        ReturnKind::Kickoff
                    }
                    KickKind::Punt => {
                        self.facts.stat.punt_return = true;
                        ReturnKind::Punt
                    }
                    KickKind::MissedFieldGoal => ReturnKind::MissedFieldGoal,
                    KickKind::Onside => ReturnKind::Recovery,
                };
                self.run_return(c, rk, r, rr, in_out, true)
            }
        }
    }

    fn check_reception(&self, choice: Reception, o: ReceiveOptions, what: &'static str) -> Result<(), FeverError> {
        let ok = match choice {
            Reception::Return { in_out } => !in_out || self.options.in_out_die,
            Reception::FairCatch => o.fair_catch,
            Reception::Touchback => o.touchback,
            Reception::TakeAtSpot => o.take_at_spot,
        };
        if ok {
            Ok(())
        } else {
            Err(FeverError::illegal(what, format!("{choice:?} is not allowed here (allowed: {o:?}; no fair catch of an onside kick, L365)")))
        }
    }

    // ----- returns ---------------------------------------------------------------------

    /// A return by `x` from `start` (its frame; 0 or less = its end zone, measured from the
    /// goal line, L882). Returns add the return die and the Option die's number (A11).
    fn run_return(
        &mut self,
        c: &mut Coaches,
        kind: ReturnKind,
        x: Side,
        start: i16,
        in_out: bool,
        return_ctx: bool,
    ) -> Result<Dead, FeverError> {
        self.guard()?;
        let rf = match kind.die(start) {
            Some(d) => Some(self.throw(d)?),
            None => None,
        };
        let of = self.throw(DieKind::Option)?;
        // This return's flag, if one is thrown: where the return ends in a fumble is noted on it
        // (E35).
        let before = self.flags.len;
        self.referee(DeckKind::Returning, x, Some(start))?;
        let flag_at = (self.flags.len > before).then_some(before);
        let out = self.in_out(in_out)?;
        self.facts.returned = true;
        if x != self.facts.team {
            self.facts.advanced_by_other = true;
        }
        let base = start.max(0);
        let started_in_ez = start <= 0;
        if kind == ReturnKind::Recovery && of == Face::Fumble {
            // F at the start of a fumble, block or onside return (L745).
            if out {
                self.note(Note::OutOfBounds { at: Yl::new(x, start) });
                self.facts.out_of_bounds = true;
                return Ok(self.kept_at(x, start, kind, return_ctx));
            }
            self.facts.fumble = true;
            self.note(Note::Fumble { by: x, at: Yl::new(x, start) });
            if let Some(i) = flag_at {
                self.flags.fumbled(i, start);
            }
            let return_ctx = return_ctx && start <= 0;
            return self.loose_ball(c, Loose { frame: x, pos: start, last: x, block_los: None, return_ctx });
        }
        let ret_yards = rf.and_then(|f| f.yards()).unwrap_or(0);
        let e = if of == Face::Touchdown {
            if rf.is_some_and(|f| f.no_td()) {
                // NO TD cancels the Option TD; the yardage is the return die's alone, and it
                // cannot score (A12): at most to the 1.
                self.note(Note::TdCancelled);
                (base + ret_yards).min(99)
            } else {
                self.note(Note::OptionTd);
                self.facts.stat.option_td = true;
                self.facts.return_yards = 100 - base;
                self.note(Note::Return { by: x, yards: 100 - base, at: Yl::new(x, 100) });
                self.note(Note::Touchdown { side: x });
                return Ok(Dead::Touchdown(x));
            }
        } else {
            base + ret_yards + option_number(of)
        };
        self.facts.return_yards = e - base;
        self.note(Note::Return { by: x, yards: e - base, at: Yl::new(x, e) });
        if e >= 100 {
            // A TD once the goal line is crossed, however far the count goes (L886); an F there
            // is ignored (L734).
            if of == Face::Fumble {
                self.note(Note::FumbleIgnored);
            }
            self.note(Note::Touchdown { side: x });
            return Ok(Dead::Touchdown(x));
        }
        if of == Face::Fumble {
            if out {
                // OUT: the returner went out of bounds and keeps the ball (L339).
                self.facts.out_of_bounds = true;
                self.note(Note::OutOfBounds { at: Yl::new(x, e) });
                return Ok(self.kept_at(x, e, kind, return_ctx));
            }
            // F at the end of the count on kickoff, punt and interception returns (L737). Only
            // a failed run-out (F on its own goal line or in its end zone, #5b) keeps the
            // return's touchbacks; in front of its goal line #14 applies (E31).
            self.facts.fumble = true;
            self.note(Note::Fumble { by: x, at: Yl::new(x, e) });
            if let Some(i) = flag_at {
                self.flags.fumbled(i, e);
            }
            let return_ctx = return_ctx && e <= 0;
            return self.loose_ball(c, Loose { frame: x, pos: e, last: x, block_los: None, return_ctx });
        }
        if out {
            self.facts.out_of_bounds = true;
            self.note(Note::OutOfBounds { at: Yl::new(x, e) });
        }
        if e <= 0 {
            if out && kind.kick_like() {
                self.note(Note::Touchback { side: x });
                return Ok(Dead::Touchback(x));
            }
            // Failing to run out of its own end zone is a touchback (L918); a return begun in
            // the field and driven back is a safety (A20).
            let impetus_other = if started_in_ez {
                return_ctx
            } else {
                self.options.return_into_own_end_zone == ReturnIntoEndZone::Touchback
            };
            return Ok(self.own_end_zone(x, impetus_other));
        }
        Ok(self.field_ball(x, e))
    }

    /// A team keeps the ball where it went out of bounds.
    fn kept_at(&mut self, x: Side, at: i16, kind: ReturnKind, return_ctx: bool) -> Dead {
        if at >= 100 {
            self.note(Note::Touchdown { side: x });
            Dead::Touchdown(x)
        } else if at <= 0 {
            if kind.kick_like() {
                self.note(Note::Touchback { side: x });
                Dead::Touchback(x)
            } else {
                self.own_end_zone(x, return_ctx)
            }
        } else {
            self.field_ball(x, at)
        }
    }

    /// Dead in `x`'s own end zone: a touchback if the other team put the ball there, a safety
    /// if `x` did.
    fn own_end_zone(&mut self, x: Side, impetus_other: bool) -> Dead {
        if impetus_other {
            self.note(Note::Touchback { side: x });
            Dead::Touchback(x)
        } else {
            self.note(Note::Safety { against: x });
            Dead::Safety(x)
        }
    }

    /// `x` has the ball in the field of play. The team that snapped keeps its downs unless the
    /// ball changed hands during the down (L781: lost and regained → 1st & 10).
    fn field_ball(&self, x: Side, at: i16) -> Dead {
        let new_series = x != self.facts.team || self.facts.changed_hands;
        Dead::Ball { holder: x, at: at.clamp(1, 99), new_series }
    }

    // ----- the Recovery die ------------------------------------------------------------

    /// Who calls "Fumble!"/"Block!" first throws first; a tie is a coin toss (L431, L873).
    fn first_caller(&mut self, c: &mut Coaches) -> Result<Side, FeverError> {
        let sh = self.situation(Side::Home);
        let sa = self.situation(Side::Away);
        let h = c.home.call_loose_ball(&sh);
        let a = c.away.call_loose_ball(&sa);
        let (thrower, coin) = match (h, a) {
            (true, false) => (Side::Home, false),
            (false, true) => (Side::Away, false),
            _ => {
                let t = if self.coin()? == crate::coach::CoinSide::Heads { Side::Home } else { Side::Away };
                (t, true)
            }
        };
        self.push(Step::LooseBallCall { thrower, coin });
        Ok(thrower)
    }

    /// [fever 5.12] The loose-ball state machine: throw the Recovery die (never with the
    /// Referee die) until someone recovers or the ball goes out of bounds.
    fn loose_ball(&mut self, c: &mut Coaches, mut l: Loose) -> Result<Dead, FeverError> {
        self.guard()?;
        self.facts.fumble = true;
        let mut thrower = self.first_caller(c)?;
        // Blocks #7(d): a blocked ball that has been on or beyond the kicker's line of
        // scrimmage stays under #7 when it goes back behind the line.
        let mut beyond_los = false;
        loop {
            self.guard()?;
            self.note(Note::Thrower { side: thrower });
            let f = self.throw(DieKind::Recovery)?;
            match f {
                Face::Star => thrower = thrower.other(),
                Face::PlusFive | Face::MinusFive => {
                    let forward = match self.options.recovery_direction {
                        RecoveryDirection::OriginalOffense => true,
                        RecoveryDirection::Thrower => thrower == l.frame,
                    };
                    let d = if f == Face::PlusFive { 5 } else { -5 };
                    l.pos += if forward { d } else { -d };
                    self.note(Note::BallMoves { to: Yl::new(l.frame, l.pos) });
                    if let Some(los) = l.block_los {
                        // Back on the kicking team's goal line or in its end zone, #6 applies
                        // again (and #6d sends a ball coming out to Fumbles #16, not #7).
                        beyond_los = (beyond_los || l.pos >= los) && l.pos > 0;
                    }
                    if l.pos <= -10 || l.pos >= 110 {
                        return Ok(self.loose_out(l));
                    }
                }
                Face::Out => return Ok(self.loose_out(l)),
                Face::Rec | Face::RecNoGain => return self.recovered(c, l, thrower, f == Face::Rec, beyond_los),
                _ => return Err(FeverError::ScriptFace { die: DieKind::Recovery, face: f.to_string() }),
            }
        }
    }

    /// The loose ball goes out of bounds.
    fn loose_out(&mut self, l: Loose) -> Dead {
        self.note(Note::LooseOut { at: Yl::new(l.frame, l.pos) });
        self.facts.out_of_bounds = true;
        let (e, in_ez) = end_zone_of(l.frame, l.pos);
        if in_ez {
            let dead = match l.block_los {
                // Blocks #6c: out in the kicking team's end zone → safety; #8c: in the
                // opponent's → touchback.
                Some(_) => {
                    if e == l.frame {
                        Dead::Safety(e)
                    } else {
                        Dead::Touchback(e)
                    }
                }
                // Fumbles #13e/#14a: out in the fumbling team's own end zone → safety, unless
                // on a return (#5b-ii, L773) → touchback; #15a: in the opponent's → touchback.
                None => {
                    if e == l.last && !l.return_ctx {
                        Dead::Safety(e)
                    } else {
                        Dead::Touchback(e)
                    }
                }
            };
            match dead {
                Dead::Safety(s) => self.note(Note::Safety { against: s }),
                Dead::Touchback(s) => self.note(Note::Touchback { side: s }),
                _ => {}
            }
            return dead;
        }
        // Out of bounds in the field: the last team in possession keeps it (L444, #4); the
        // 4th-down exception follows from the downs.
        let at = if l.last == l.frame { l.pos } else { 100 - l.pos };
        self.field_ball(l.last, at)
    }

    /// `x` recovers the loose ball (`rec`: REC, which allows an advance; else REC N.G.).
    /// `beyond_los`: a blocked ball has been on or beyond the kicker's line (Blocks #7d).
    fn recovered(&mut self, c: &mut Coaches, l: Loose, x: Side, rec: bool, beyond_los: bool) -> Result<Dead, FeverError> {
        let at = if x == l.frame { l.pos } else { 100 - l.pos };
        self.note(Note::Recovered { by: x, at: Yl::new(x, at), no_gain: !rec });
        if x != l.last {
            self.change_hands();
            if l.block_los.is_none() {
                self.facts.stat.fumbles_lost[l.last] += 1;
            }
        }
        let return_ctx = if x == l.last { l.return_ctx } else { true };
        // In x's opponent's end zone.
        if at >= 100 {
            let dead = match l.block_los {
                // Blocks #8a: the kicking team recovers in the opponent's end zone → touchback;
                // #6b: the opponent recovers in the kicking team's end zone → touchdown.
                Some(_) if x == l.frame => Dead::Touchback(x.other()),
                _ => Dead::Touchdown(x),
            };
            match dead {
                Dead::Touchdown(s) => self.note(Note::Touchdown { side: s }),
                Dead::Touchback(s) => self.note(Note::Touchback { side: s }),
                _ => {}
            }
            return Ok(dead);
        }
        // In x's own end zone.
        if at <= 0 {
            match l.block_los {
                // Blocks #6a: the kicking team recovers in its own end zone → safety; #8b: the
                // opponent recovers in its own end zone → touchback.
                // "... and play is dead": with REC the recovering team may first try to advance it
                // (17.1 #1; #7's exception is the kicking team's recovery beyond its line).
                Some(_) => {
                    let kicker = x == l.frame;
                    if rec && !self.facts.conversion {
                        if let Some(in_out) = self.wants_advance(c, x, at, kicker)? {
                            return self.run_return(c, ReturnKind::Recovery, x, at, in_out, !kicker);
                        }
                    }
                    return Ok(self.own_end_zone(x, !kicker));
                }
                None => {
                    let impetus_other = if x == l.last { l.return_ctx } else { true };
                    if rec && !self.facts.conversion {
                        if let Some(in_out) = self.wants_advance(c, x, at, !impetus_other)? {
                            return self.run_return(c, ReturnKind::Recovery, x, at, in_out, return_ctx);
                        }
                    }
                    return Ok(self.own_end_zone(x, impetus_other));
                }
            }
        }
        if self.facts.conversion {
            return Ok(self.field_ball(x, at));
        }
        // Blocks #7: a blocked kick on or beyond the kicker's line of scrimmage, or back behind
        // it after being there (#7d).
        if let Some(los) = l.block_los {
            let kicker = l.frame;
            if l.pos >= los || beyond_los {
                if x == kicker {
                    // 7a: the opponent takes over at the spot, 1st & 10.
                    let r = kicker.other();
                    return Ok(Dead::Ball { holder: r, at: (100 - l.pos).clamp(1, 99), new_series: true });
                }
                if !rec {
                    return Ok(self.field_ball(x, at));
                }
            }
        }
        if rec {
            if let Some(in_out) = self.wants_advance(c, x, at, false)? {
                return self.run_return(c, ReturnKind::Recovery, x, at, in_out, return_ctx);
            }
        }
        Ok(self.field_ball(x, at))
    }

    /// After a REC: advance with the Option die, or take the ball at the spot (17.1 #1).
    /// Returns `Some(in_out)` to advance.
    fn wants_advance(&mut self, c: &mut Coaches, x: Side, at: i16, take_is_safety: bool) -> Result<Option<bool>, FeverError> {
        let options = ReceiveOptions { fair_catch: false, touchback: false, take_at_spot: true };
        let landing = Landing { kind: LandingKind::Recovery, at, options, take_at: at, take_is_safety };
        let sit = self.situation(x);
        let choice = c.of(x).receive(&sit, &landing);
        self.check_reception(choice, options, "recovery")?;
        self.push(Step::Received { side: x, reception: choice });
        Ok(match choice {
            Reception::Return { in_out } => Some(in_out),
            _ => None,
        })
    }

    // ----- scrimmage downs -------------------------------------------------------------

    fn resolve_down(&mut self, c: &mut Coaches) -> Result<Resolved, FeverError> {
        let o = self.state.possession;
        let d = o.other();
        let los = self.state.spot.yards();
        self.reset_play(o, los, self.state.downs.line_to_gain as i16, self.state.down().number());

        // [fever 8.3] A fair catch of a punt on the last play of a half: a free-kick field goal.
        if self.free_kick_fg == Some(o) {
            let sit = self.situation(o);
            if c.of(o).free_kick_field_goal(&sit) {
                self.note(Note::FreeKickFieldGoal);
                let cat = Category::FieldGoal { free: true };
                let res = self.field_goal(c, None, true)?;
                let alt = self.settle(c, res, cat)?;
                return self.resolved(c, alt, cat, false);
            }
        }

        // [fever 5.6] The offense declares a scrimmage play or a kick.
        let sit = self.situation(o);
        let declared = c.of(o).declare(&sit, &mut self.rng);
        if declared == Declaration::Try {
            return Err(out_of("declaration", "a try is only declared after a touchdown"));
        }
        if self.hurry_up && declared != Declaration::Scrimmage {
            return Err(out_of("declaration", "after a hurry-up the next play must be a run, draw, pass or bomb (L214)"));
        }
        self.facts.declared = declared;
        self.push(Step::Declared { side: o, declaration: declared });

        // [fever 5.5] The defense hides one die under the cup.
        let (mut dd, mut dface) = self.set_defense(c, d, declared)?;
        let sitd = self.situation(d);
        if let Some(newd) = c.of(d).reset_defense(&sitd, declared) {
            self.take_pre_timeout(d, "defense time-out")?;
            self.push(Step::DefenseReset { side: d });
            dd = newd;
            dface = self.face_of(dd.die(), 0)?;
        }

        let call = c.of(o).offense_call(&sit, declared, &mut self.rng);
        self.check_call(call, declared)?;
        if declared == Declaration::Scrimmage && !call.play.is_scrimmage() {
            // Switching to a kick after a scrimmage call needs an offense time-out (L194); the
            // defense may then set its die again.
            self.take_pre_timeout(o, "switch to a kick")?;
            let decl = if call.play == Play::Punt { Declaration::Punt } else { Declaration::FieldGoal };
            self.facts.declared = decl;
            let (nd, nf) = self.set_defense(c, d, decl)?;
            self.push(Step::DefenseReset { side: d });
            dd = nd;
            dface = nf;
        }
        self.push(Step::Called { side: o, call });
        let def = Some((dd, dface));
        let (cat, res) = match call.play {
            Play::Punt => (Category::Punt, self.punt(c, call.in_out, def)?),
            Play::FieldGoal => (Category::FieldGoal { free: false }, self.field_goal(c, def, false)?),
            p => (Category::Scrimmage(p), self.scrimmage_play(c, call, def)?),
        };
        let alt = self.settle(c, res, cat)?;
        self.resolved(c, alt, cat, call.play.is_scrimmage())
    }

    fn set_defense(&mut self, c: &mut Coaches, d: Side, declared: Declaration) -> Result<(DefenseDie, Face), FeverError> {
        let sitd = self.situation(d);
        let dd = c.of(d).defense_die(&sitd, declared, &mut self.rng);
        // The die is set under the cup: its face is decided now and revealed after the throw.
        let face = self.face_of(dd.die(), 0)?;
        self.push(Step::DefenseSet { side: d });
        Ok((dd, face))
    }

    fn check_call(&self, call: OffenseCall, declared: Declaration) -> Result<(), FeverError> {
        match call.play {
            Play::Bomb if call.option => {
                return Err(out_of("call", "the Bomb die is thrown instead of the Option die, never with it (L408)"))
            }
            Play::Punt | Play::FieldGoal if call.option => return Err(out_of("call", "the Option die is not thrown with a kick")),
            Play::FieldGoal if call.in_out => {
                return Err(out_of("call", "the In/Out die is not thrown with the Field Goal die (L553)"))
            }
            _ => {}
        }
        if call.in_out && !self.options.in_out_die {
            return Err(out_of("call", "the optional In/Out of Bounds die is not in use in this game"));
        }
        if self.hurry_up && !call.play.is_scrimmage() {
            return Err(out_of("call", "after a hurry-up the next play must be a run, draw, pass or bomb (L214)"));
        }
        match (declared, call.play) {
            (Declaration::Punt, Play::FieldGoal) | (Declaration::FieldGoal, Play::Punt) => {
                Err(out_of("call", "a declared kick may be faked with a run, draw, pass or bomb, not changed into the other kick"))
            }
            _ => Ok(()),
        }
    }

    /// [fever 5.7] A run, draw, pass or bomb against the revealed defense die.
    fn scrimmage_play(&mut self, c: &mut Coaches, call: OffenseCall, def: Option<(DefenseDie, Face)>) -> Result<Res, FeverError> {
        let o = self.facts.team;
        let los = self.facts.los;
        let play = call.play;
        let is_pass = play.is_pass();

        // The offense throws: five Scrimmage dice (a draw throws them too, not counted), the
        // Option die (draw always; run/pass if chosen) or the Bomb die, the Referee, In/Out.
        let mut faces = [Face::Blank; 5];
        for (i, f) in faces.iter_mut().enumerate() {
            *f = self.face_of(DieKind::Scrimmage, i)?;
        }
        let (sr, sp) = scrimmage_sums(&faces);
        self.push(Step::Scrimmage { faces, run: sr, pass: sp });
        let opt = if play == Play::Draw || (call.option && matches!(play, Play::Run | Play::Pass)) {
            Some(self.throw(DieKind::Option)?)
        } else {
            None
        };
        let bomb = if play == Play::Bomb { Some(self.throw(DieKind::Bomb)?) } else { None };
        let deck = if is_pass { DeckKind::Passing } else { DeckKind::Running };
        self.referee(deck, o, None)?;
        let out = self.in_out(call.in_out)?;
        // The defense lifts the cup (it is always revealed, even on a Bomb INC, L181).
        let dface = match def {
            Some((dd, face)) => {
                self.push(Step::Revealed { die: dd.die(), face });
                face
            }
            None => Face::Blank,
        };
        let def_is_block = matches!(def, Some((DefenseDie::Block, _)));

        let other_counts = self.options.option_other_letter_counts;
        let opt_yards = |f: Option<Face>| -> i16 {
            match f {
                Some(Face::Pass(n)) if play == Play::Pass || play == Play::Draw || other_counts => n as i16,
                Some(Face::Run(n)) if play == Play::Run || play == Play::Draw || other_counts => n as i16,
                Some(Face::Minus(n)) => -(n as i16),
                _ => 0,
            }
        };
        let oy = opt_yards(opt);
        let (y, scrim_only) = match play {
            Play::Run => (sr + oy, sr),
            Play::Pass => (sp + oy, sp),
            Play::Bomb => (sp + bomb.map(bomb_yards).unwrap_or(0), sp),
            _ => (oy, 0),
        };
        // The count with the Option contributing nothing (an Option F).
        let y0 = y - oy;
        self.note(Note::Count { yards: y });
        if is_pass {
            self.facts.pass_spot = Some(los + y);
        }
        let opt_f = opt == Some(Face::Fumble);
        let opt_td = opt == Some(Face::Touchdown);

        // Bomb P# INC: incomplete, the defense die has no effect (L309).
        if matches!(bomb, Some(Face::PassInc(_))) {
            return Ok(self.incomplete());
        }

        #[derive(Clone, Copy)]
        enum Raw {
            Gain(i16),
            Inc,
            Sack(i16),
            Int(i16),
            IntFumble(i16),
            Fumble(i16),
            Td,
        }
        let raw = if opt_td && !def_is_block {
            // [fever 8.13] TD on the Option die: the Scrimmage count is cancelled, and the
            // defense die may override.
            match dface {
                Face::Sack(n) if is_pass => Raw::Sack(n as i16),
                Face::Interception if is_pass => {
                    // On the defense's goal line: pass interference there gives 1st & goal on
                    // the 1 (2f).
                    self.facts.pass_spot = Some(100);
                    Raw::Int(100)
                }
                Face::NoGain => Raw::Gain(0),
                Face::Incomplete if is_pass => {
                    self.facts.pass_spot = Some(100);
                    Raw::Inc
                }
                Face::Minus(n) => Raw::Gain(100 - n as i16 - los),
                // Blank; a Run-Defense F (a fumble on the opponent's goal line is ignored,
                // L734); SAC, I or INC against a run.
                _ => Raw::Td,
            }
        } else if opt_td {
            Raw::Td
        } else {
            let base = match dface {
                Face::NoGain => Raw::Gain(0),
                Face::Minus(n) => Raw::Gain(y - n as i16),
                Face::Sack(n) if is_pass => Raw::Sack(n as i16),
                Face::Incomplete if is_pass => Raw::Inc,
                Face::Interception if is_pass => Raw::Int(los + y),
                // Run Defense F: a fumble at the end of the count; with an Option F too, at the
                // end of the Scrimmage count (Fumbles #12).
                Face::Fumble => Raw::Fumble(los + if opt_f { scrim_only } else { y }),
                // Blank, the Block die, and SAC/INC/I against a run or draw.
                _ => Raw::Gain(y),
            };
            if opt_f {
                match base {
                    Raw::Inc => {
                        // F is ignored on an incomplete pass (L733).
                        self.note(Note::FumbleIgnored);
                        Raw::Inc
                    }
                    Raw::Sack(n) => Raw::Fumble(los - n),
                    Raw::Int(at) => Raw::IntFumble(at),
                    Raw::Fumble(at) => Raw::Fumble(at),
                    // At the end of the count of all dice, the Option counting nothing (#7,
                    // #10, #11, A25).
                    _ => Raw::Fumble(
                        los + match dface {
                            Face::NoGain => 0,
                            Face::Minus(n) => y0 - n as i16,
                            _ => y0,
                        },
                    ),
                }
            } else {
                base
            }
        };

        let res = match raw {
            Raw::Td => {
                self.facts.stat.option_td = true;
                self.note(Note::OptionTd);
                if is_pass {
                    self.facts.stat.complete = true;
                }
                self.facts.stat.gain = 100 - los;
                self.note(Note::Touchdown { side: o });
                Res::Dead(Dead::Touchdown(o))
            }
            Raw::Inc => self.incomplete(),
            Raw::Gain(g) => {
                let s = los + g;
                if is_pass && s >= 110 {
                    // Caught on or beyond the end-zone outer boundary: incomplete (L838). The
                    // spot is the final one, after the defense die (§5.7 step 6).
                    self.note(Note::PassOutOfEndZone);
                    return Ok(self.incomplete());
                }
                if is_pass {
                    self.facts.stat.complete = true;
                }
                self.facts.stat.gain = s.min(100) - los;
                if out {
                    self.facts.out_of_bounds = true;
                    self.note(Note::OutOfBounds { at: Yl::new(o, s) });
                }
                self.note(Note::Gain { yards: g, at: Yl::new(o, s) });
                if s >= 100 {
                    self.note(Note::Touchdown { side: o });
                    Res::Dead(Dead::Touchdown(o))
                } else if s <= 0 {
                    self.note(Note::Safety { against: o });
                    Res::Dead(Dead::Safety(o))
                } else {
                    Res::Dead(self.field_ball(o, s))
                }
            }
            Raw::Sack(n) => {
                let s = los - n;
                // E12: no pass was thrown: pass interference is enforced at the line.
                self.facts.pass_spot = Some(los);
                self.facts.sack = true;
                self.facts.stat.sack = true;
                self.facts.stat.gain = -n;
                self.note(Note::Sack { yards: n, at: Yl::new(o, s) });
                if out {
                    // In/Out OUT: the clock stops, 1 notch (L338), also in the college game,
                    // where the sack alone does not stop it (L935).
                    self.facts.out_of_bounds = true;
                    self.note(Note::OutOfBounds { at: Yl::new(o, s) });
                }
                if s <= 0 {
                    self.note(Note::Safety { against: o });
                    Res::Dead(Dead::Safety(o))
                } else {
                    Res::Dead(self.field_ball(o, s))
                }
            }
            Raw::Int(at) => Res::Dead(self.interception(c, at, out, false)?),
            Raw::IntFumble(at) => Res::Dead(self.interception(c, at, out, true)?),
            Raw::Fumble(at) => {
                if is_pass && at >= 110 {
                    // Caught on or beyond the end-zone outer boundary: incomplete (L838), and
                    // the F on an incomplete pass is ignored (L733). The spot is the final one,
                    // where the fumble happens (§5.7 steps 5–6); a sack's is behind the line.
                    self.note(Note::PassOutOfEndZone);
                    self.note(Note::FumbleIgnored);
                    return Ok(self.incomplete());
                }
                self.facts.stat.gain = at.min(100) - los;
                if is_pass {
                    self.facts.stat.complete = true;
                }
                if let Face::Sack(_) = dface {
                    if is_pass {
                        self.facts.pass_spot = Some(los);
                        self.facts.sack = true;
                        self.facts.stat.sack = true;
                        self.facts.stat.complete = false;
                    }
                }
                if at >= 100 {
                    // F on the opponent's goal line or in its end zone: ignored, TD (L734).
                    self.note(Note::FumbleIgnored);
                    self.note(Note::Touchdown { side: o });
                    Res::Dead(Dead::Touchdown(o))
                } else if out {
                    // In/Out OUT: the last team in possession keeps it (L338); in its own end
                    // zone a safety (#17).
                    self.facts.out_of_bounds = true;
                    self.note(Note::OutOfBounds { at: Yl::new(o, at) });
                    if at <= 0 {
                        self.note(Note::Safety { against: o });
                        Res::Dead(Dead::Safety(o))
                    } else {
                        Res::Dead(self.field_ball(o, at))
                    }
                } else {
                    self.note(Note::Fumble { by: o, at: Yl::new(o, at) });
                    Res::Dead(self.loose_ball(c, Loose { frame: o, pos: at, last: o, block_los: None, return_ctx: false })?)
                }
            }
        };
        Ok(res)
    }

    fn incomplete(&mut self) -> Res {
        self.facts.incomplete = true;
        self.facts.stat.complete = false;
        self.facts.stat.gain = 0;
        self.note(Note::Incomplete);
        let o = self.facts.team;
        Res::Dead(Dead::Ball { holder: o, at: self.facts.los, new_series: false })
    }

    /// [fever 5.13] An interception at `at` (passers' frame).
    fn interception(&mut self, c: &mut Coaches, at: i16, out: bool, fumble: bool) -> Result<Dead, FeverError> {
        let o = self.facts.team;
        let i = o.other();
        if at >= 110 {
            // On or beyond the defense's end-zone outer boundary: no interception, incomplete.
            self.note(Note::PassOutOfEndZone);
            if fumble {
                self.note(Note::FumbleIgnored);
            }
            match self.incomplete() {
                Res::Dead(d) => return Ok(d),
                _ => unreachable!(),
            }
        }
        self.facts.interception = true;
        self.facts.stat.intercepted = true;
        self.change_hands();
        let ip = 100 - at;
        self.note(Note::Intercepted { by: i, at: Yl::new(i, ip) });
        if at <= 0 {
            // On the passers' goal line or in their end zone: TD for the interceptors (#12).
            if fumble {
                self.note(Note::FumbleIgnored);
            }
            self.note(Note::Touchdown { side: i });
            return Ok(Dead::Touchdown(i));
        }
        if self.facts.conversion {
            return Ok(Dead::Ball { holder: i, at: ip.clamp(1, 99), new_series: true });
        }
        if ip <= 0 {
            // In the interceptors' end zone.
            if out {
                // #10: OUT → touchback, also with an F.
                self.facts.out_of_bounds = true;
                self.note(Note::Touchback { side: i });
                return Ok(Dead::Touchback(i));
            }
            if fumble {
                // #7: F there, the interceptors last in possession.
                self.note(Note::Fumble { by: i, at: Yl::new(i, ip) });
                return self.loose_ball(c, Loose { frame: i, pos: ip, last: i, block_los: None, return_ctx: true });
            }
            let options = ReceiveOptions { fair_catch: false, touchback: true, take_at_spot: false };
            let choice = self.ask_interception(c, i, ip, options)?;
            return match choice {
                Reception::Return { in_out } => self.run_return(c, ReturnKind::Interception, i, ip, in_out, true),
                _ => {
                    self.facts.touchback = true;
                    self.note(Note::Touchback { side: i });
                    Ok(Dead::Touchback(i))
                }
            };
        }
        if out {
            // #4 exception: the interceptor went out of bounds at the spot.
            self.facts.out_of_bounds = true;
            self.note(Note::OutOfBounds { at: Yl::new(i, ip) });
            return Ok(Dead::Ball { holder: i, at: ip, new_series: true });
        }
        if fumble {
            // #11: F at the interception spot, in the field of play, the interceptors last in
            // possession: #14 applies (out in their own end zone: a safety, E31).
            self.note(Note::Fumble { by: i, at: Yl::new(i, ip) });
            return self.loose_ball(c, Loose { frame: i, pos: ip, last: i, block_los: None, return_ctx: false });
        }
        let options = ReceiveOptions { fair_catch: false, touchback: false, take_at_spot: true };
        match self.ask_interception(c, i, ip, options)? {
            Reception::Return { in_out } => self.run_return(c, ReturnKind::Interception, i, ip, in_out, true),
            _ => Ok(Dead::Ball { holder: i, at: ip, new_series: true }),
        }
    }

    fn ask_interception(&mut self, c: &mut Coaches, i: Side, ip: i16, options: ReceiveOptions) -> Result<Reception, FeverError> {
        let landing = Landing { kind: LandingKind::Interception, at: ip, options, take_at: if ip <= 0 { self.state.rules.touchback_at as i16 } else { ip }, take_is_safety: false };
        let sit = self.situation(i);
        let choice = c.of(i).receive(&sit, &landing);
        self.check_reception(choice, options, "interception")?;
        self.push(Step::Received { side: i, reception: choice });
        Ok(choice)
    }

    // ----- punts and field goals -------------------------------------------------------

    /// [fever 5.8] Punt die + Referee (+ optional In/Out).
    fn punt(&mut self, c: &mut Coaches, in_out: bool, def: Option<(DefenseDie, Face)>) -> Result<Res, FeverError> {
        let k = self.facts.team;
        let r = k.other();
        let los = self.facts.los;
        let pf = self.throw(DieKind::Punt)?;
        self.referee(DeckKind::Kicking, k, None)?;
        let out = self.in_out(in_out)?;
        if let Some((dd, face)) = def {
            self.push(Step::Revealed { die: dd.die(), face });
        }
        let blocked = pf == Face::Block || def == Some((DefenseDie::Block, Face::Block));
        if blocked {
            // Blocked 10 yards behind the line of scrimmage (L417).
            let spot = los - 10;
            self.facts.stat.blocked = true;
            self.note(Note::Blocked { at: Yl::new(k, spot) });
            if out {
                // Blocks #10: out of bounds there.
                self.facts.out_of_bounds = true;
                self.change_hands();
                if spot <= 0 {
                    self.note(Note::Safety { against: k });
                    return Ok(Res::Dead(Dead::Safety(k)));
                }
                self.note(Note::OutOfBounds { at: Yl::new(k, spot) });
                return Ok(Res::Dead(Dead::Ball { holder: r, at: 100 - spot, new_series: true }));
            }
            let d = self.loose_ball(c, Loose { frame: k, pos: spot, last: k, block_los: Some(los), return_ctx: false })?;
            return Ok(Res::Dead(d));
        }
        let n = pf.yards().unwrap_or(0);
        self.facts.kick_yards = n;
        let landing = los + n;
        let rr = 100 - landing;
        self.note(Note::KickLands { at: Yl::new(k, landing) });
        if out {
            // In/Out OUT: no return; the receiver's ball where it went out (L337), a touchback
            // in the end zone (L915).
            self.facts.out_of_bounds = true;
            self.change_hands();
            if rr <= 0 {
                self.facts.touchback = true;
                self.note(Note::Touchback { side: r });
                return Ok(Res::Dead(Dead::Touchback(r)));
            }
            self.note(Note::OutOfBounds { at: Yl::new(r, rr) });
            return Ok(Res::Dead(Dead::Ball { holder: r, at: rr, new_series: true }));
        }
        Ok(Res::Dead(self.receive_kick(c, KickKind::Punt, r, rr)?))
    }

    /// M (or an unreturned short kick, M15): the opponent's own 20 if the line of scrimmage was
    /// on or inside the opponent's 20, otherwise the line of scrimmage (L329, A16).
    fn missed_fg_spot(&self) -> Dead {
        let r = self.facts.team.other();
        let los = self.facts.los;
        let at = if 100 - los <= 20 { 20 } else { 100 - los };
        Dead::Ball { holder: r, at, new_series: true }
    }

    /// [fever 5.9] Field Goal die + Referee. `free`: the free-kick attempt after a fair catch
    /// (no defense die; B counts as M).
    fn field_goal(&mut self, c: &mut Coaches, def: Option<(DefenseDie, Face)>, free: bool) -> Result<Res, FeverError> {
        let k = self.facts.team;
        let r = k.other();
        let los = self.facts.los;
        let needed = (100 - los) + 17;
        let f = self.throw(DieKind::FieldGoal)?;
        self.referee(DeckKind::Kicking, k, None)?;
        if let Some((dd, face)) = def {
            self.push(Step::Revealed { die: dd.die(), face });
        }
        let blocked = (f == Face::Block && !free) || def == Some((DefenseDie::Block, Face::Block));
        if blocked {
            let spot = los - 7;
            self.facts.stat.blocked = true;
            self.note(Note::Blocked { at: Yl::new(k, spot) });
            let d = self.loose_ball(c, Loose { frame: k, pos: spot, last: k, block_los: Some(los), return_ctx: false })?;
            return Ok(Res::Dead(d));
        }
        match f {
            Face::Yards(n) if n as i16 >= needed => {
                self.facts.kick_yards = n as i16;
                self.facts.stat.good = true;
                self.note(Note::KickGood);
                self.note(Note::FieldGoal);
                Ok(Res::FieldGoal)
            }
            Face::Yards(n) => {
                // Too short: it lands at LOS - 7 + n and may be returned (L331).
                self.facts.kick_yards = n as i16;
                let landing = los - 7 + n as i16;
                self.note(Note::KickShort { at: Yl::new(k, landing) });
                Ok(Res::Dead(self.receive_kick(c, KickKind::MissedFieldGoal, r, 100 - landing)?))
            }
            _ => {
                self.change_hands();
                self.note(Note::KickMissed);
                Ok(Res::Dead(self.missed_fg_spot()))
            }
        }
    }

    // ----- tries -----------------------------------------------------------------------

    /// [fever 5.10] The try: the Extra Point die + Referee from the defense's 2, or (college) one
    /// scrimmage down from the 3 for two points. The clock does not move.
    fn resolve_try(&mut self, c: &mut Coaches, team: Side) -> Result<Resolved, FeverError> {
        let d = team.other();
        let sit = self.situation(team);
        let call = c.of(team).try_call(&sit, &mut self.rng);
        if let TryCall::Play(oc) = call {
            if !self.options.college {
                return Err(out_of("try", "a run or pass for two points is the college variation (L933)"));
            }
            if !oc.play.is_scrimmage() {
                return Err(out_of("try", "a conversion play is a run, draw, pass or bomb"));
            }
            self.check_call(oc, Declaration::Scrimmage)?;
        }
        let two = matches!(call, TryCall::Play(_));
        let cat = Category::Try { two_point: two };
        let mut los = self.options.try_spot() - self.try_back;
        let mut deferred = 0i16;
        // Accepted penalties that replay the try: each one counts in the statistics (E37).
        let mut replayed = PerSide::<(u32, i32)>::default();
        for _ in 0..20 {
            self.reset_play(team, los, 100, 1);
            self.facts.conversion = true;
            self.facts.declared = Declaration::Try;
            let (dd, dface) = self.set_defense(c, d, Declaration::Try)?;
            let good = match call {
                TryCall::Kick => {
                    let xp = self.throw(DieKind::ExtraPoint)?;
                    self.referee(DeckKind::Kicking, team, None)?;
                    self.push(Step::Revealed { die: dd.die(), face: dface });
                    let blocked = dd == DefenseDie::Block && dface == Face::Block;
                    if blocked {
                        self.facts.stat.blocked = true;
                        self.note(Note::Blocked { at: Yl::new(team, los) });
                    }
                    let good = xp == Face::Good && !blocked;
                    self.note(if good { Note::KickGood } else { Note::KickMissed });
                    good
                }
                TryCall::Play(oc) => {
                    self.push(Step::Called { side: team, call: oc });
                    let res = self.scrimmage_play(c, oc, Some((dd, dface)))?;
                    matches!(res, Res::Dead(Dead::Touchdown(s)) if s == team)
                }
            };
            // Penalties on the try.
            let mut fouls = if self.flags.is_empty() { [None; 8] } else { self.draw_cards() };
            // E26, E36: an attempt on or beyond the end zone's outer boundary is incomplete and
            // every pass interference card is ignored there (L311, 17.6), on a try as on any down.
            if self.beyond_end_line() {
                for slot in fouls.iter_mut() {
                    if slot.is_some_and(|f| self.data.cards.card(f.card).is_pass_interference()) {
                        *slot = None;
                        self.note(Note::PenaltyIgnored);
                    }
                }
            }
            if both_teams_fouled(&fouls) {
                self.note(Note::Offsetting);
                continue;
            }
            if let Some(f) = fouls.iter().flatten().next().copied() {
                let y = self.data.cards.card(f.card).yards.max(5) as i16;
                let victim = f.against.other();
                let rec = |yards: i16| PenaltyRecord { against: f.against, yards, accepted: true, code: f.card.code() };
                // The options: decline, or accept (replay the try from the new spot, or carry
                // a defensive foul on a good kick to the following kickoff, 17.7.6b).
                let decline = Alt::play(Res::Try(if good { if two { 2 } else { 1 } } else { 0 }));
                let accept = if f.against == d && good {
                    let mut a = Alt::penalty(decline.res, rec(y), true, false);
                    a.kickoff_yards = y;
                    Some((a, None))
                } else {
                    let d_move = penalty_move(Spot::clamped(los), y, f.against == team);
                    Some((Alt::penalty(Res::Try(0), rec(d_move.abs()), false, false), Some(los + d_move)))
                };
                let (acc_alt, replay_at) = accept.expect("an option");
                let now = self.preview_state(&self.state);
                let p_decline = self.preview_try(&decline);
                let p_accept = if replay_at.is_some() { now } else { self.preview_try(&acc_alt) };
                let options = [
                    PenaltyOption { accept: None, preview: p_decline },
                    PenaltyOption { accept: Some(f.card), preview: p_accept },
                ];
                let sitv = self.situation(victim);
                let k = c.of(victim).penalty(&sitv, &options);
                if k > 1 {
                    return Err(out_of("penalty choice", "no such option"));
                }
                self.push(Step::PenaltyDecision { side: victim, accepted: if k == 1 { Some(f.card) } else { None } });
                if k == 1 {
                    if let Some(at) = replay_at {
                        if let Some(p) = acc_alt.penalty {
                            let e = &mut replayed[p.against];
                            e.0 += 1;
                            e.1 += p.yards.unsigned_abs() as i32;
                        }
                        los = at.clamp(1, 99);
                        continue;
                    }
                    deferred += acc_alt.kickoff_yards;
                    self.note(Note::Deferred { yards: acc_alt.kickoff_yards });
                    let mut alt = acc_alt;
                    alt.kickoff_yards = deferred;
                    self.facts.stat.good = good;
                    let mut r = self.resolved(c, alt, cat, false)?;
                    r.replayed_penalties = replayed;
                    return Ok(r);
                }
            }
            self.facts.stat.good = good;
            let mut alt = Alt::play(Res::Try(if good { if two { 2 } else { 1 } } else { 0 }));
            alt.kickoff_yards = deferred;
            let mut r = self.resolved(c, alt, cat, false)?;
            r.replayed_penalties = replayed;
            return Ok(r);
        }
        Err(FeverError::Runaway("try replays"))
    }

    fn preview_try(&mut self, alt: &Alt) -> Preview {
        let o = self.outcome_for_preview(alt);
        preview_of(self.preview(&o))
    }

    fn preview_state(&self, s: &GameState) -> Preview {
        preview_of(s)
    }
}

impl FeverGame {
    // ----- penalties -------------------------------------------------------------------

    /// Reads the card of every flag (after the play is complete, L275).
    fn draw_cards(&mut self) -> [Option<Foul>; 8] {
        let mut out = [None; 8];
        let flags = self.flags;
        self.facts.flag = true;
        for (i, fl) in flags.iter().enumerate() {
            let card = self.decks[fl.deck.idx()].draw();
            let against = match self.data.cards.card(card).against {
                Against::Offense => fl.offense,
                Against::Defense => fl.offense.other(),
            };
            self.push(Step::Card { card, against });
            out[i] = Some(Foul { card, against, offense: fl.offense, ret: fl.ret, leg: fl.leg, fumble: fl.fumble });
        }
        self.flags.clear();
        out
    }

    /// [fever 5.14] The flags of a play: draw the cards, offset a double foul, or let the
    /// offended side accept one card or decline.
    fn settle(&mut self, c: &mut Coaches, res: Res, cat: Category) -> Result<Alt, FeverError> {
        let phys = Alt::play(res);
        if self.flags.is_empty() {
            return Ok(phys);
        }
        let fouls = self.draw_cards();
        if both_teams_fouled(&fouls) {
            self.note(Note::Offsetting);
            return Ok(self.offset(phys, &fouls, cat));
        }
        let offender = if fouls.iter().flatten().any(|f| f.against == Side::Home) { Side::Home } else { Side::Away };
        let victim = offender.other();
        let mut alts: [Option<(Option<CardRef>, Alt)>; 9] = [None; 9];
        alts[0] = Some((None, phys));
        let mut n = 1;
        for f in fouls.iter().flatten() {
            match self.enforce(f, &phys, cat) {
                Some(alt) => {
                    alts[n] = Some((Some(f.card), alt));
                    n += 1;
                }
                None => self.note(Note::PenaltyIgnored),
            }
        }
        if n == 1 {
            return Ok(phys);
        }
        let mut options = [PenaltyOption { accept: None, preview: self.preview_state(&self.state) }; 9];
        for i in 0..n {
            let (card, alt) = alts[i].expect("filled");
            let o = self.outcome_for_preview(&alt);
            options[i] = PenaltyOption { accept: card, preview: preview_of(self.preview(&o)) };
        }
        let sit = self.situation(victim);
        let k = c.of(victim).penalty(&sit, &options[..n]);
        if k >= n {
            return Err(out_of("penalty choice", "no such option"));
        }
        let (card, alt) = alts[k].expect("filled");
        self.push(Step::PenaltyDecision { side: victim, accepted: card });
        if alt.kickoff_yards != 0 {
            self.note(Note::Deferred { yards: alt.kickoff_yards });
        }
        Ok(alt)
    }

    /// [fever 8.7] 5: a double foul.
    fn offset(&self, phys: Alt, fouls: &[Option<Foul>; 8], cat: Category) -> Alt {
        let team = self.facts.team;
        let changes = self.facts.changes;
        let replay = match cat {
            Category::Kickoff { from, .. } => Res::Rekick(from),
            _ => Res::Scrim(0, DownEffect::Replay),
        };
        let replay_alt = Alt { res: replay, kickoff_yards: 0, extend: true, penalty: None, stands: false, expire: false, first_down: false };
        let holder = match phys.res {
            Res::Dead(Dead::Ball { holder, .. }) => Some(holder),
            Res::Dead(Dead::Touchdown(s)) | Res::Dead(Dead::Touchback(s)) => Some(s),
            _ => None,
        };
        // The team last gaining possession: the other team when it is left with the ball, or
        // the team that snapped (kicked) when it lost the ball during the down and got it back
        // (E34).
        let gainer = holder.filter(|&h| h != team || changes > 0);
        let Some(g) = gainer else {
            // (a) No change of possession: replay the down or kick again.
            return replay_alt;
        };
        let kick = matches!(cat, Category::Kickoff { .. } | Category::Punt | Category::FieldGoal { .. });
        // (c)i: "unless its penalty was committed prior to the change of possession" — its last
        // change (E34). A foul by g came after it only when it was thrown on g's own return
        // with no change of possession since; one thrown during the scrimmage down or the kick,
        // on the other team's return, or on a return of g's before it lost the ball again came
        // before it.
        let after_g_gained = |f: &Foul| f.offense == g && f.ret.is_some() && f.leg == changes;
        let g_before = fouls.iter().flatten().any(|f| f.against == g && !after_g_gained(f));
        let kicker_before = kick && fouls.iter().flatten().any(|f| f.against == team && f.ret.is_none());
        if g_before || kicker_before {
            // (c)i: the gaining team fouled before the change; (c)iii: the kicker's foul during
            // the kick and the receiver's after it.
            replay_alt
        } else {
            // (c)i–ii: the team last gaining possession keeps the ball at the dead-ball spot.
            Alt { stands: true, ..phys }
        }
    }

    /// One card enforced (None: it cannot be, e.g. pass interference beyond the end line).
    fn enforce(&self, f: &Foul, phys: &Alt, cat: Category) -> Option<Alt> {
        let card = self.data.cards.card(f.card);
        let y = card.yards as i16;
        let team = self.facts.team;
        let against_team = f.against == team;
        let rec = |yards: i16| PenaltyRecord { against: f.against, yards, accepted: true, code: f.card.code() };
        if let Some(start) = f.ret {
            return self.return_foul(f, start, phys, cat, rec);
        }
        match cat {
            Category::Kickoff { from, .. } => match card.enforce {
                Enforce::PreviousSpot => {
                    let d = penalty_move(Spot::clamped(from as i16), y, against_team);
                    Some(Alt::penalty(Res::Rekick((from as i16 + d).clamp(1, 99) as u8), rec(d.abs()), false, !against_team))
                }
                _ => self.end_of_play_generic(f, phys, y, rec),
            },
            Category::Scrimmage(_) | Category::Punt | Category::FieldGoal { .. } => match card.enforce {
                // 17.7.6a: a defensive personal foul on a touchdown or a good field goal, or an
                // offensive one on a safety, is assessed on the following kickoff.
                _ if card.personal_foul
                    && !against_team
                    && matches!(phys.res, Res::FieldGoal | Res::Dead(Dead::Touchdown(_)))
                    && !matches!(phys.res, Res::Dead(Dead::Touchdown(s)) if s != team) =>
                {
                    Some(self.deferred(phys, y, rec))
                }
                _ if card.personal_foul && against_team && matches!(phys.res, Res::Dead(Dead::Safety(s)) if s == team) => {
                    Some(self.deferred(phys, -y, rec))
                }
                // An attempt on or beyond the outer boundary is incomplete and pass interference
                // is ignored, the offense's too (L311, 17.6).
                _ if card.is_pass_interference() && self.beyond_end_line() => None,
                Enforce::PreviousSpot => Some(self.previous_spot_alt(f, card.first_down, card.loss_of_down, y, rec)),
                Enforce::PassSpot => self.pass_interference(phys, rec),
                _ => {
                    let personal = card.personal_foul;
                    match phys.res {
                        Res::Dead(Dead::Ball { holder, at, new_series }) if holder == team && matches!(cat, Category::Scrimmage(_)) => {
                            if against_team {
                                // From the end of the play; the down counts.
                                let d = penalty_move(Spot::clamped(at), y, true);
                                let gained = at >= self.facts.line_to_gain;
                                let mut alt = Alt::penalty(Res::Dead(Dead::Ball { holder, at: at + d, new_series: new_series || gained }), rec(d.abs()), true, false);
                                alt.first_down = gained;
                                Some(alt)
                            } else if self.facts.incomplete {
                                Some(self.previous_spot_alt(f, card.first_down, false, y, rec))
                            } else {
                                let d = penalty_move(Spot::clamped(at), y, false);
                                let ns = card.first_down || new_series;
                                // 17.7.8a: accepted against the defense, the half does not end
                                // on it (an untimed down).
                                let mut alt = Alt::penalty(Res::Dead(Dead::Ball { holder, at: at + d, new_series: ns }), rec(d.abs()), true, true);
                                // A new series only because the ball changed hands and came back
                                // (L781) is not a first down earned.
                                alt.first_down = ns && (card.first_down || at + d >= self.facts.line_to_gain);
                                Some(alt)
                            }
                        }
                        Res::Dead(Dead::Touchdown(s)) if s == team => {
                            if against_team && self.last_play(cat, phys) {
                                // 17.7.8b (E38): on the last play of a half the offense's foul
                                // nullifies the play, touchdown and all, and the down is not
                                // replayed: the half is over.
                                let mut alt = self.previous_spot_alt(f, card.first_down, card.loss_of_down, y, rec);
                                alt.expire = true;
                                Some(alt)
                            } else if against_team {
                                // The scoring team's foul after the play: on its kickoff.
                                Some(self.deferred(phys, -y, rec))
                            } else if personal {
                                // 17.7.6a: a defensive personal foul on a touchdown.
                                Some(self.deferred(phys, y, rec))
                            } else {
                                Some(self.previous_spot_alt(f, card.first_down, false, y, rec))
                            }
                        }
                        Res::FieldGoal => {
                            if !against_team && personal {
                                Some(self.deferred(phys, y, rec))
                            } else {
                                Some(self.previous_spot_alt(f, card.first_down, card.loss_of_down, y, rec))
                            }
                        }
                        Res::Dead(Dead::Safety(s)) if s == team => {
                            if against_team && personal {
                                // 17.7.6a: an offensive personal foul on a safety → the free kick.
                                Some(self.deferred(phys, -y, rec))
                            } else if against_team {
                                None
                            } else {
                                Some(self.previous_spot_alt(f, card.first_down, false, y, rec))
                            }
                        }
                        _ if !against_team && matches!(cat, Category::Scrimmage(_)) => {
                            // A defensive foul on a play where the defense gained the ball: it
                            // came before the change, so the play is nullified.
                            Some(self.previous_spot_alt(f, card.first_down, false, y, rec))
                        }
                        _ => self.end_of_play_generic(f, phys, y, rec),
                    }
                }
            },
            Category::Try { .. } => None,
        }
    }

    /// The clock runs out on this play, as played, in the last period of a half (or an untimed
    /// down is being played): the "last play of the half or game" of 17.3 and 17.7.8.
    fn last_play(&self, cat: Category, phys: &Alt) -> bool {
        self.period_ends_half() && self.state.clock.remaining <= NOTCH_SECS * self.notches(cat, phys) as u16
    }

    /// From the line of scrimmage; the play is nullified.
    fn previous_spot_alt(&self, f: &Foul, first_down: bool, loss_of_down: bool, y: i16, rec: impl Fn(i16) -> PenaltyRecord) -> Alt {
        let team = self.facts.team;
        let los = self.facts.los;
        let against_team = f.against == team;
        let d = penalty_move(Spot::clamped(los), y, against_team);
        let effect = DownEffect::of_penalty(against_team, loss_of_down, first_down);
        Alt::penalty(Res::Scrim(d, effect), rec(d.abs()), false, !against_team)
    }

    /// The pass attempt reached the end zone's outer boundary or beyond (the 110): incomplete,
    /// and no pass interference counts (L311).
    fn beyond_end_line(&self) -> bool {
        self.facts.pass_spot.is_some_and(|ps| ps >= 110)
    }

    /// The play stands; the yards go to the following kickoff.
    fn deferred(&self, phys: &Alt, yards: i16, rec: impl Fn(i16) -> PenaltyRecord) -> Alt {
        let mut a = Alt::penalty(phys.res, rec(yards.abs()), true, false);
        a.kickoff_yards = yards;
        a
    }

    /// Pass interference against the defense: automatic first down at the spot of the pass
    /// (L311); on the goal line or in the end zone, 1st & goal at the 1; on or beyond the outer
    /// boundary, ignored. College: 15 yards and a first down (L932).
    fn pass_interference(&self, _phys: &Alt, rec: impl Fn(i16) -> PenaltyRecord) -> Option<Alt> {
        let team = self.facts.team;
        let los = self.facts.los;
        if self.beyond_end_line() {
            return None;
        }
        if self.options.college {
            let d = penalty_move(Spot::clamped(los), 15, false);
            return Some(Alt::penalty(Res::Scrim(d, DownEffect::FirstDown), rec(d), false, true));
        }
        let ps = self.facts.pass_spot.unwrap_or(los);
        let at = if ps >= 100 { 99 } else { ps.max(1) };
        let mut alt = Alt::penalty(Res::Dead(Dead::Ball { holder: team, at, new_series: true }), rec(at - los), false, true);
        alt.first_down = true;
        Some(alt)
    }

    /// From where the ball is dead: toward the fouling team's goal. 17.7.8a: a foul by the
    /// defense of its throw (17.7.2–3), accepted, gives the team with the ball an untimed down
    /// when the half runs out; a foul by the team left with the ball does not.
    fn end_of_play_generic(&self, f: &Foul, phys: &Alt, y: i16, rec: impl Fn(i16) -> PenaltyRecord) -> Option<Alt> {
        let by_defense = f.against != f.offense;
        match phys.res {
            Res::Dead(Dead::Ball { holder, at, new_series }) => {
                let d = penalty_move(Spot::clamped(at), y, f.against == holder);
                let extend = by_defense && f.against != holder;
                Some(Alt::penalty(Res::Dead(Dead::Ball { holder, at: at + d, new_series }), rec(d.abs()), true, extend))
            }
            Res::Dead(Dead::Touchback(s)) => {
                let at = self.state.rules.touchback_at as i16;
                let d = penalty_move(Spot::clamped(at), y, f.against == s);
                let extend = by_defense && f.against != s;
                Some(Alt::penalty(Res::Dead(Dead::Ball { holder: s, at: at + d, new_series: true }), rec(d.abs()), true, extend))
            }
            // A score stands; the foul goes to the following kickoff (by the scorer, or by the
            // team scored upon after a safety).
            Res::Dead(Dead::Touchdown(s)) => Some(self.deferred(phys, if f.against == s { -y } else { y }, rec)),
            Res::Dead(Dead::Safety(s)) => Some(self.deferred(phys, if f.against == s { -y } else { y }, rec)),
            _ => None,
        }
    }

    /// A RETURNING card, drawn by the throw of the return by `f.offense` that began at `start`.
    /// 17.7.3: the team returning when the flag was thrown is the offense, even when the other
    /// team recovered a fumble and advanced it afterwards (E30).
    fn return_foul(&self, f: &Foul, start: i16, phys: &Alt, cat: Category, rec: impl Fn(i16) -> PenaltyRecord) -> Option<Alt> {
        let card = self.data.cards.card(f.card);
        let y = card.yards as i16;
        let r = f.offense;
        // A22 (17.7.8b): on the last play of a half or game, no score by the team that gained
        // possession counts if it fouled after the change: the foul is enforced from where its
        // return began.
        let own_score_cancelled = self.last_play(cat, phys) && matches!(phys.res, Res::Dead(Dead::Touchdown(s)) if s == r && r != self.facts.team);
        if f.against == r && (card.enforce == Enforce::StartOfReturn || own_score_cancelled) {
            // From where the return began (from the 20 if it began in the end zone).
            let base = if start <= 0 { self.state.rules.touchback_at as i16 } else { start };
            let d = penalty_move(Spot::clamped(base), y, true);
            let mut alt = Alt::penalty(Res::Dead(Dead::Ball { holder: r, at: base + d, new_series: true }), rec(d.abs()), false, false);
            // The half ends on it even when the cancelled return would have cost less (E39).
            alt.expire = own_score_cancelled;
            return Some(alt);
        }
        match phys.res {
            Res::Dead(Dead::Touchdown(s)) if s == r && f.against != r && !card.personal_foul => None,
            Res::Dead(Dead::Ball { holder, .. }) | Res::Dead(Dead::Touchdown(holder)) | Res::Dead(Dead::Touchback(holder)) if holder != r && f.against != r => {
                // The covering team fouled during the return, then got the ball after the
                // returner's fumble: downed with it in the field (E30), scoring with it, or left
                // with it in its own end zone, a touchback (E35). Its foul came before its change
                // of possession (17.7.5c-i, E10): accepted, the returners keep the ball (the score
                // or the touchback is erased), 1st & 10, the yards stepped off from the end of
                // their return, where they fumbled (from the 20 if that was in their own end
                // zone, as E13).
                let dead = match phys.res {
                    Res::Dead(Dead::Ball { at, .. }) => Some(100 - at),
                    _ => None,
                };
                let end = f.fumble.or(dead).unwrap_or(start);
                let base = if end <= 0 { self.state.rules.touchback_at as i16 } else { end };
                let d = penalty_move(Spot::clamped(base), y, false);
                // 17.7.3, 17.7.8a: a foul by the defense of the return: an untimed down.
                Some(Alt::penalty(Res::Dead(Dead::Ball { holder: r, at: base + d, new_series: true }), rec(d.abs()), true, true))
            }
            // E41: the returners' own live-ball foul on their touchdown (a blocking foul enforced
            // from the end of the play: clipping, a block in the back, holding) erases it, as the
            // same fouls enforced from the start of the return do; the yards are stepped off from
            // the end of the play, the goal line, and the returners keep the ball. A personal
            // foul is the scorer's dead-ball foul and goes to its kickoff (E11).
            Res::Dead(Dead::Touchdown(s)) if s == r && f.against == r && !card.personal_foul => {
                let d = penalty_move(Spot::clamped(100), y, true);
                Some(Alt::penalty(Res::Dead(self.field_ball(r, 100 + d)), rec(d.abs()), true, false))
            }
            _ => self.end_of_play_generic(f, phys, y, rec),
        }
    }

    // ----- building the core outcome ---------------------------------------------------

    fn end_of(&self, res: Res) -> (End, u32) {
        let team = self.facts.team;
        match res {
            Res::Dead(Dead::Ball { holder, at, new_series }) => {
                (End::Possession { holder, at: at.clamp(1, 99), first_down: new_series }, 0)
            }
            Res::Dead(Dead::Touchdown(s)) => (
                End::Possession { holder: s, at: 100, first_down: false },
                PlayFlags::TOUCHDOWN | if s != team { PlayFlags::RETURN_TD } else { 0 },
            ),
            Res::Dead(Dead::Safety(s)) => (End::Possession { holder: s, at: 0, first_down: false }, PlayFlags::SAFETY),
            Res::Dead(Dead::Touchback(s)) => (End::Possession { holder: s, at: 0, first_down: false }, PlayFlags::TOUCHBACK),
            Res::FieldGoal => (End::FieldGoal, PlayFlags::GOOD),
            Res::Rekick(from) => (End::Rekick { from }, 0),
            Res::Scrim(gain, effect) => (End::Scrimmage { gain, effect }, 0),
            Res::Try(points) => (End::Try { points }, if points > 0 { PlayFlags::GOOD } else { 0 }),
        }
    }

    fn record_of(&self, alt: &Alt, cat: Category) -> PlayRecord {
        let team = self.facts.team;
        let kind = match cat {
            Category::Kickoff { onside: true, .. } => PlayKind::OnsideKick,
            Category::Kickoff { .. } => PlayKind::Kickoff,
            Category::Punt => PlayKind::Punt,
            Category::FieldGoal { .. } => PlayKind::FieldGoal,
            Category::Try { two_point: false } => PlayKind::ExtraPoint,
            Category::Try { two_point: true } => PlayKind::TwoPoint,
            Category::Scrimmage(p) => match self.facts.declared {
                Declaration::Punt => PlayKind::FakePunt,
                Declaration::FieldGoal => PlayKind::FakeFieldGoal,
                _ if self.facts.stat.sack => PlayKind::Sack,
                _ if p.is_pass() => PlayKind::Pass,
                _ => PlayKind::Rush,
            },
        };
        let mut r = PlayRecord::new(kind, team);
        let (_, flags) = self.end_of(alt.res);
        r.flags.set(flags);
        if alt.stands {
            let s = &self.facts.stat;
            r.yards = match cat {
                Category::Scrimmage(_) => s.gain,
                _ => self.facts.kick_yards,
            };
            r.return_yards = self.facts.return_yards;
            let mut set = |c: bool, f: u32| {
                if c {
                    r.flags.set(f)
                }
            };
            set(s.complete, PlayFlags::COMPLETE);
            set(s.intercepted, PlayFlags::INTERCEPTED);
            set(self.facts.fumble, PlayFlags::FUMBLE);
            set(s.fumbles_lost.home + s.fumbles_lost.away > 0, PlayFlags::FUMBLE_LOST);
            set(self.facts.out_of_bounds, PlayFlags::OUT_OF_BOUNDS);
            set(s.blocked, PlayFlags::BLOCKED);
            set(self.facts.fair_catch, PlayFlags::FAIR_CATCH);
            set(s.onside_recovered, PlayFlags::RECOVERED_BY_KICKER);
        }
        r.penalty = alt.penalty;
        r
    }

    fn outcome_for_preview(&self, alt: &Alt) -> Outcome {
        let (end, _) = self.end_of(alt.res);
        Outcome::new(end, ClockCharge::flat(0), self.record_of(alt, Category::Scrimmage(Play::Run)))
    }

    /// The clock charge of a play in notches ([fever 4.5]).
    fn notches(&self, cat: Category, alt: &Alt) -> u8 {
        let f = &self.facts;
        let o = &self.options;
        let touchback = matches!(alt.res, Res::Dead(Dead::Touchback(_)));
        let n: u8 = match cat {
            Category::Try { .. } => 0,
            Category::Kickoff { .. } => {
                // 1 for the kick (0 on or after the two-minute warning), +1 for a return.
                let kick = if self.after_warning() { 0 } else { 1 };
                if alt.stands && f.fair_catch {
                    if o.fair_catch_kick_notch {
                        kick
                    } else {
                        0
                    }
                } else if alt.stands && touchback && !o.touchback_kick_notch {
                    // A4: touchbacks cost 0 (L227), also a return that fails to run out of the
                    // end zone (L918); the alternative charges the kick (and return) notches.
                    0
                } else {
                    let ret = if alt.stands && f.returned && (kick == 1 || o.return_notch_after_warning) { 1 } else { 0 };
                    kick + ret
                }
            }
            Category::Punt | Category::FieldGoal { .. } => {
                if alt.stands && f.fair_catch {
                    if o.fair_catch_kick_notch {
                        1
                    } else {
                        0
                    }
                } else if alt.stands && touchback && !o.touchback_kick_notch {
                    // A4, as for kickoffs.
                    0
                } else if alt.stands && (f.returned || f.advanced_by_other) {
                    2
                } else {
                    1
                }
            }
            Category::Scrimmage(_) => {
                if alt.stands && touchback {
                    // Touchbacks cost 0 (L227), also an interception return that fails to run
                    // out of the end zone (L918).
                    0
                } else if alt.stands && f.changed_hands && f.advanced_by_other {
                    2
                } else {
                    let scored = matches!(alt.res, Res::Dead(Dead::Touchdown(_)) | Res::Dead(Dead::Safety(_)) | Res::FieldGoal);
                    let stop = f.flag
                        || (alt.stands
                            && (f.out_of_bounds
                                || (f.sack && !o.college)
                                || f.incomplete
                                || f.interception
                                || f.changed_hands
                                || scored
                                || self.turnover_on_downs(alt)));
                    if stop {
                        1
                    } else {
                        3
                    }
                }
            }
        };
        n.min(3)
    }

    /// A play that leaves the snapping team short on 4th down: the ball changes hands.
    fn turnover_on_downs(&self, alt: &Alt) -> bool {
        if self.facts.down != 4 {
            return false;
        }
        let at = match alt.res {
            Res::Dead(Dead::Ball { holder, at, new_series: false }) if holder == self.facts.team => at,
            Res::Scrim(g, DownEffect::Normal | DownEffect::LossOfDown) => self.facts.los + g,
            _ => return false,
        };
        at < self.facts.line_to_gain
    }

    /// Builds the core outcome of the chosen alternative.
    fn resolved(&mut self, _c: &mut Coaches, mut alt: Alt, cat: Category, hurry_ok: bool) -> Result<Resolved, FeverError> {
        let notches = self.notches(cat, &alt);
        let (end, _) = self.end_of(alt.res);
        let record = self.record_of(&alt, cat);
        let secs = notches as u16 * NOTCH_SECS;
        let ends_half = self.period_ends_half();
        // A fair catch of a punt on the last play of a half gives a free-kick field goal.
        let mut free_kick_next = None;
        if cat == Category::Punt && alt.stands && self.facts.fair_catch && ends_half && self.state.clock.remaining <= secs + NOTCH_SECS {
            free_kick_next = Some(self.facts.team.other());
            self.note(Note::FreeKickAvailable);
            alt.extend = true;
        }
        // A free-kick field goal nullified by a foul and replayed (an accepted defensive foul,
        // offsetting fouls; 17.7.8a, c) is the same free kick again: the defense does not set
        // (17.3 #4, E40). An offensive foul is not replayed: the clock has run out on it.
        if cat == (Category::FieldGoal { free: true }) && matches!(alt.res, Res::Scrim(..)) {
            free_kick_next = Some(self.facts.team);
        }
        let mut pending = self.pending_kickoff + alt.kickoff_yards;
        let mut kickoff_carry = None;
        let clock = if alt.expire {
            // 17.7.8b: a last play nullified by the offense's foul is not replayed.
            ClockCharge::flat(secs.max(self.state.clock.remaining))
        } else {
            ClockCharge::new(secs, NOTCH_SECS.min(secs))
        };
        let mut outcome = Outcome::new(end, clock, record);
        outcome.extend_period = alt.extend && ends_half;
        if pending != 0 {
            let phase = self.preview(&outcome).phase;
            match phase {
                Phase::Kickoff { from, .. } => {
                    let d = penalty_move(Spot::clamped(from as i16), pending.abs(), pending < 0);
                    outcome.next_kickoff_from = Some((from as i16 + d).clamp(1, 99) as u8);
                    // The team the yards were counted for: the scorer after a touchdown's try
                    // or a field goal, the team scored upon after a safety.
                    let kicker = match alt.res {
                        Res::Dead(Dead::Safety(s)) => s,
                        _ => self.facts.team,
                    };
                    kickoff_carry = Some((kicker, pending));
                    pending = 0;
                }
                Phase::Try { .. } => {}
                _ => pending = 0,
            }
        }
        let stat = if alt.stands { PlayStat { stands: true, ..self.facts.stat } } else { PlayStat::default() };
        Ok(Resolved {
            outcome,
            notches,
            category: cat,
            hurry_ok,
            free_kick_next,
            stat,
            pending_kickoff: pending,
            kickoff_carry,
            replayed_penalties: PerSide::default(),
            first_down: alt.first_down && matches!(cat, Category::Scrimmage(_) | Category::Punt | Category::FieldGoal { .. }),
        })
    }
}

/// Which end zone a position (in `frame`'s frame) is in, if any.
fn end_zone_of(frame: Side, pos: i16) -> (Side, bool) {
    if pos <= 0 {
        (frame, true)
    } else if pos >= 100 {
        (frame.other(), true)
    } else {
        (frame, false)
    }
}

/// RUN and PASS totals of the five Scrimmage dice.
pub(crate) fn scrimmage_sums(faces: &[Face; 5]) -> (i16, i16) {
    let mut r = 0;
    let mut p = 0;
    for f in faces {
        match *f {
            Face::Run(n) => r += n as i16,
            Face::Pass(n) => p += n as i16,
            _ => {}
        }
    }
    (r, p)
}

/// The Option die's number with its sign (draws and returns, A11).
pub(crate) fn option_number(f: Face) -> i16 {
    match f {
        Face::Pass(n) | Face::Run(n) => n as i16,
        Face::Minus(n) => -(n as i16),
        _ => 0,
    }
}

fn bomb_yards(f: Face) -> i16 {
    match f {
        Face::Pass(n) | Face::PassInc(n) => n as i16,
        _ => 0,
    }
}

/// What a coach sees of a previewed state.
fn preview_of(s: &GameState) -> Preview {
    Preview {
        score: s.score,
        phase: s.phase,
        possession: s.possession,
        spot: s.spot.yards(),
        down: s.downs.down.number(),
        to_go: s.to_go(),
        over: s.is_over(),
    }
}
