//! Resolution of a scrimmage play: the shared context and result, the Flop and the Sneak, runs
//! and the Blocking Battle (§7), the ranged-row arithmetic of the new-manner cards (§7.4) and
//! breakaways (§8); passes are in [`crate::pass`]. A pure function of the calls, the displays,
//! the cards, the tables and the dice; the game applies what it returns.

use crate::call::{DefPlay, DefenseCall, OffPlay, OffStrategy, OffenseCall, RunKey};
use crate::dice::{Dice, Use};
use crate::display::{backs, five_wide};
use crate::options::{BreakLimit, Options, RunArithmetic};
use crate::tables::{Block, OffSlot, Receiver, RetYards, RunCol, Tables};
use crate::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_cards::bones::{BonesCard, ColumnRead, YardColumn, ROW_MIN};
use huddle_cards::{DefBox, Group, OffBox, Player, Team};
use huddle_core::Randomness;

/// The offense's answer, asked when a Pass Rush gives its quarterback the RUN result: throw on
/// the run (§11.2)? It may draw on the game's dice.
pub type OnTheRun<'a> = &'a dyn Fn(&mut dyn Randomness) -> bool;

/// Everything a play is resolved from.
pub struct Ctx<'a> {
    pub t: &'a Tables,
    pub opts: &'a Options,
    pub off: &'a Team,
    pub def: &'a Team,
    pub od: &'a OffenseDisplay,
    pub dd: &'a DefenseDisplay,
    pub oc: &'a OffenseCall,
    pub dc: &'a DefenseCall,
    /// The line of scrimmage, yards from the offense's goal line.
    pub spot: i16,
    /// The offense's call says to throw on the run (`tor`) when a Pass Rush gives its
    /// quarterback the RUN result (§11.2): the answer when nobody is asked.
    pub throw_on_run: bool,
    /// Asked when a Pass Rush gives the quarterback the RUN result, "before rolling the next
    /// FAD" (§11.2, L220): throw on the run (true) or run. The game asks the offense's coach
    /// here; None: `throw_on_run` decides.
    pub on_the_run: Option<OnTheRun<'a>>,
    /// The game's weather (M23).
    pub weather: &'a crate::tables::WeatherCond,
}

/// How the play ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The ball dead `gain` yards beyond the line of scrimmage, the offense's.
    Gain,
    Incomplete,
    /// Intercepted `at` yards beyond the line of scrimmage (the Point of Interception) and
    /// returned.
    Intercepted { at: i16, ret: RetYards },
}

/// What kind of play it turned out to be (for the statistics and the clock).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Run,
    Pass,
    Sack,
    Scramble,
    Flop,
    Sneak,
}

/// A resolved scrimmage play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayResult {
    pub kind: Kind,
    pub end: End,
    pub gain: i16,
    /// The ball carrier or the receiver thrown to (the offense's).
    pub ball: Option<Pid>,
    pub passer: Option<Pid>,
    /// The interceptor, or the defender the Blocking Battle named when the defense won.
    pub defender: Option<Pid>,
    pub out_of_bounds: bool,
    pub breakaway: bool,
    /// Z events to resolve (a Z on the play's first FAD, §1.1).
    pub z: bool,
    /// What the Blocking Battle or the Pass Receiver Table said (for the play-by-play).
    pub block: Option<Block>,
    pub receiver: Option<Receiver>,
    /// The completion range the Pass Number was read against, when a pass was thrown.
    pub com: Option<i16>,
    pub pass_rush: bool,
}

impl PlayResult {
    pub(crate) fn new(kind: Kind) -> PlayResult {
        PlayResult { kind, end: End::Gain, gain: 0, ball: None, passer: None, defender: None, out_of_bounds: false, breakaway: false, z: false, block: None, receiver: None, com: None, pass_rush: false }
    }
}

pub(crate) fn card(p: &Player) -> &BonesCard {
    p.bones.as_deref().expect("validated: every player of a Bones team has a Bones card")
}

impl Ctx<'_> {
    pub(crate) fn qb(&self) -> Option<Pid> {
        self.od.get(OffBox::QB)
    }
    pub(crate) fn oplayer(&self, p: Pid) -> &Player {
        self.off.player(p)
    }
    pub(crate) fn dplayer(&self, p: Pid) -> &Player {
        self.def.player(p)
    }
    /// The defenders in a box as the play finds them: blitzers are off the display (§10.3), and
    /// a double or triple coverage helper has been moved "to share a box with the primary pass
    /// defender" (L222, §13.1): he stands in the box guarding his receiver (after its own men,
    /// so the primary defender comes first), and no longer in his own, on runs as on passes.
    pub(crate) fn in_box(&self, b: DefBox) -> impl Iterator<Item = Pid> + '_ {
        let here = self.dd.in_box(b).filter(move |p| !self.dc.blitzing(*p) && !self.helping(*p));
        let moved = self.dc.coverage.iter().flatten().filter(move |c| self.t.covers(c.receiver) == Some(b)).flat_map(|c| c.helpers.iter().flatten().copied());
        here.chain(moved)
    }
    /// A double or triple coverage helper (§13.1, §13.2).
    pub(crate) fn helping(&self, p: Pid) -> bool {
        self.dc.coverage.iter().flatten().any(|c| c.helpers.contains(&Some(p)))
    }
    pub(crate) fn to_goal(&self) -> i16 {
        100 - self.spot
    }
    /// The offense's decision after a RUN on the Pass Rush line (§11.2): throw on the run?
    pub(crate) fn throws_on_the_run(&self, d: &mut Dice) -> bool {
        match self.on_the_run {
            Some(ask) => ask(&mut *d.rng),
            None => self.throw_on_run,
        }
    }

    /// A defender's Tackle Value where he stands (§7.2, M4, §13.4, §13.7).
    fn tv(&self, p: Pid, b: DefBox) -> i8 {
        let pl = self.dplayer(p);
        let tv = card(pl).defense.map_or(0, |d| d.tv);
        let pos = &self.t.position;
        // A multi-purpose card plays its other position without penalty (§5.1): a DL/LB in Row
        // 1, a DB/LB in Row 2.
        let fits = |g: Group| crate::display::plays_as(self.def, p, &[g]);
        tv + match (pl.group(), b.row()) {
            (_, 1) if fits(Group::DL) => 0,
            (Group::DB, 2) if fits(Group::LB) => 0,
            (Group::LB, 1) => pos.lb_row1_tv,
            (Group::DB, 1) if self.dc.run_blitz => i8::from(matches!(b, DefBox::B | DefBox::C | DefBox::D)),
            (Group::DB, 1) => pos.db_row1_tv,
            (Group::DB, 2) if !five_wide(self.od, self.off) => pos.db_row2_tv,
            _ => 0,
        }
    }

    /// A box's Tackle Value, or None when it is empty (§7.2): two players in a Row-1 box tackle
    /// as one at −4 (−3 when one is a walked-up back).
    fn box_tv(&self, b: DefBox) -> Option<i8> {
        // A box's men (eleven at most on a display).
        let (buf, len) = gather::<Pid, 11>(self.in_box(b));
        let ps = &buf[..len];
        match ps.len() {
            0 => None,
            1 => Some(self.tv(ps[0], b)),
            2 if b.row() == 1 => Some(if ps.iter().any(|p| self.dplayer(*p).group() == Group::DB) { self.t.c.walkup_doubled_box } else { self.t.c.doubled_box }),
            n => {
                // A stacked Row-2 box (a helper moved in, L214): the linebacker's TV, the backs
                // disregarded; no linebacker (a Row-2 or Row-3 box), three players −4, two the
                // better tackler (A5, A26).
                match ps.iter().find(|p| self.dplayer(**p).group() == Group::LB) {
                    Some(lb) => Some(self.tv(*lb, b)),
                    None if n >= 3 => Some(self.t.c.three_in_box),
                    None => ps.iter().map(|p| self.tv(*p, b)).min(),
                }
            }
        }
    }

    /// The offensive player a table slot names.
    fn slot_player(&self, s: OffSlot) -> Option<Pid> {
        s.boxes().iter().find_map(|b| self.od.get(*b))
    }

    /// A blocker's BV, with Double-Team Blocking (§12.7): the Primary Blocker +4, the
    /// Secondary the lower of 0 and his BV.
    fn bv(&self, s: OffSlot) -> i8 {
        let Some(p) = self.slot_player(s) else { return 0 };
        let base = card(self.oplayer(p)).bv.unwrap_or(0) + self.ol_bv_adj(p);
        if let Some((prim, sec)) = self.double_team() {
            if s == prim {
                return self.t.c.double_team_primary;
            }
            if Some(s) == sec {
                return base.min(0);
            }
        }
        base
    }

    fn ol_bv_adj(&self, p: Pid) -> i8 {
        match self.od.box_of(p) {
            Some(b) if b.is_line() && crate::display::ol_out_of_position(self.off, p, b) => self.t.position.ol_bv,
            _ => 0,
        }
    }

    /// The double-team in effect: the named defender must stand in Row 1 (a Row-2/3 player
    /// only when he blitzes, which takes him to the rush); the table gives the Primary Blocker,
    /// and the offense picks the Secondary among those it lists (else the table's first).
    fn double_team(&self) -> Option<(OffSlot, Option<OffSlot>)> {
        let p = self.oc.double_team?;
        let b = self.dd.box_of(p)?;
        let col = if b.row() == 1 { b } else if self.dc.blitzing(p) { b.row1() } else { return None };
        let (prim, sec) = self.t.double_team(col)?;
        let pick = self.oc.double_team_secondary.filter(|s| sec.contains(s));
        Some((*prim, pick.or_else(|| sec.first().copied())))
    }

    /// The Blocking Battle's modifier (§7.2), yardage steps; None for BREAK.
    fn battle(&self, b: Block, carrier: Pid) -> Option<i8> {
        let c = &self.t.c;
        Some(match b {
            Block::Break => return None,
            Block::Off(a, x) => self.bv(a) + x.map_or(0, |x| self.bv(x)),
            Block::Def(a, None) => self.box_tv(a).unwrap_or(c.empty_box),
            Block::Def(a, Some(x)) => match (self.box_tv(a), self.box_tv(x)) {
                (None, None) => c.empty_box,
                (s, t) => s.unwrap_or(0) + t.unwrap_or(0),
            },
            Block::Vs(o, d) => {
                let bv = self.bv(o);
                match self.box_tv(d) {
                    None => bv,
                    Some(tv) => {
                        let s = if self.opts.bv_signed_subtraction && bv < 0 { tv - bv } else { bv + tv };
                        match s.signum() {
                            0 => 0,
                            1 => bv,
                            _ => tv,
                        }
                    }
                }
            }
            Block::Bk => backs(self.od, self.off).filter(|(_, p)| *p != carrier).map(|(_, p)| card(self.oplayer(p)).bv.unwrap_or(0)).sum(),
        })
    }

    /// Run-number modifiers (§7.3).
    fn run_mods(&self, carrier: Pid, col: RunCol, pitch: bool) -> i8 {
        let c = &self.t.c;
        let mut m = 0;
        let is_qb = Some(carrier) == self.qb();
        match self.dc.play {
            DefPlay::Run(key) => {
                let keyed = match key {
                    RunKey::Back(p) => p == carrier,
                    RunKey::Qb => is_qb,
                    RunKey::EndAround => self.oc.play == OffPlay::ER,
                    RunKey::NoKey => false,
                };
                let other_back_keyed = matches!(key, RunKey::Back(p) if p != carrier);
                m += if keyed || (pitch && !other_back_keyed) {
                    c.key_correct
                } else if key == RunKey::NoKey {
                    c.key_none
                } else {
                    0
                };
                if self.dc.run_blitz {
                    m += c.run_blitz;
                }
                if self.oc.strategy == OffStrategy::Draw {
                    m += c.draw_vs_run;
                }
            }
            DefPlay::Blitz if self.oc.strategy == OffStrategy::Draw => m += c.draw_vs_blitz,
            // Zone is called "instead of a regular pass, prevent, or blitz call" (§13.5): not a
            // Pass Defense for the Draw, as for Play-Action (§12.4).
            DefPlay::Pass | DefPlay::Prevent if self.oc.strategy == OffStrategy::Draw => m += c.draw_vs_pass,
            _ => {}
        }
        if let Some((a, b)) = self.dc.stunt {
            let into: [DefBox; 2] = match col {
                RunCol::SL => [DefBox::A, DefBox::B],
                RunCol::IL | RunCol::CL => [DefBox::B, DefBox::C],
                RunCol::IR | RunCol::CR => [DefBox::C, DefBox::D],
                RunCol::SR => [DefBox::D, DefBox::E],
            };
            if into.contains(&a) || into.contains(&b) {
                m += c.stunt_run;
            }
        }
        m
    }

    /// The breakaway distance (§8): a FAD, rolled again under 20, limited by M.
    pub(crate) fn breakaway(&self, max: Option<u8>, d: &mut Dice) -> i16 {
        loop {
            let n = d.fad(Use::Break) as i16;
            if n < self.t.c.break_min as i16 {
                continue;
            }
            match (self.opts.break_limit, max) {
                (BreakLimit::Cap, Some(m)) => return n.min(m as i16),
                (BreakLimit::Reroll, Some(m)) if n > m as i16 => continue,
                _ => return n,
            }
        }
    }

    /// A yardage column read with modifiers (§7.4): `rn` run-number steps clamped to the card,
    /// then `bb` blocking-battle steps (raw yards below the bottom ranged row); a roll in B with
    /// a net of 0 or more is a breakaway.
    pub(crate) fn read_column(&self, col: &YardColumn, roll: u8, rn: i8, bb: i8, d: &mut Dice) -> (i16, bool) {
        // The card's yardage rows, at most one per yard from ROW_MIN to ROW_MAX.
        let (buf, len) = gather::<i8, { (huddle_cards::bones::ROW_MAX - huddle_cards::bones::ROW_MIN + 1) as usize }>(col.ranged());
        let rows = &buf[..len];
        if rows.is_empty() {
            return (0, false);
        }
        let n = rows.len() as i32;
        let read = col.read(roll);
        if self.opts.run_arithmetic == RunArithmetic::RawYards {
            return match read {
                Some(ColumnRead::Break) if rn + bb >= 0 => (self.breakaway(col.max, d), true),
                Some(ColumnRead::Break) => ((ROW_MAX_I16 + 1 + rn as i16 + bb as i16).min(ROW_MAX_I16), false),
                Some(ColumnRead::Yards(y)) => ((y as i16 + rn as i16).clamp(ROW_MIN as i16, ROW_MAX_I16) + bb as i16, false),
                None => (0, false),
            };
        }
        let pos: i32 = match read {
            Some(ColumnRead::Break) => {
                if rn as i32 + bb as i32 >= 0 {
                    return (self.breakaway(col.max, d), true);
                }
                n + rn as i32 + bb as i32
            }
            Some(ColumnRead::Yards(y)) => {
                let at = rows.iter().position(|r| *r == y).unwrap_or(0) as i32;
                (at + rn as i32).clamp(0, n - 1) + bb as i32
            }
            None => 0,
        };
        let yards = if pos >= n {
            rows[(n - 1) as usize] as i16
        } else if pos >= 0 {
            rows[pos as usize] as i16
        } else if self.opts.run_arithmetic == RunArithmetic::StepsClamped {
            rows[0] as i16
        } else {
            rows[0] as i16 + pos as i16
        };
        (yards, false)
    }
}

const ROW_MAX_I16: i16 = huddle_cards::bones::ROW_MAX as i16;

/// The first `N` items of `it` in a buffer on the stack, and how many there were (a list the
/// play reads without allocating).
fn gather<T: Copy + Default, const N: usize>(it: impl Iterator<Item = T>) -> ([T; N], usize) {
    let mut buf = [T::default(); N];
    let mut len = 0;
    for (slot, x) in buf.iter_mut().zip(it) {
        *slot = x;
        len += 1;
    }
    (buf, len)
}

/// Resolves a scrimmage play.
pub fn resolve(cx: &Ctx, d: &mut Dice) -> PlayResult {
    match cx.oc.strategy {
        OffStrategy::Flop => {
            let mut r = PlayResult::new(Kind::Flop);
            r.gain = -1;
            r.ball = cx.qb();
            return r;
        }
        OffStrategy::Sneak => {
            let mut r = PlayResult::new(Kind::Sneak);
            // A FAD first, for a Z (A22), then the die.
            let col = if cx.oc.play == OffPlay::IL { RunCol::IL } else { RunCol::IR };
            let (_, z) = cx.t.block(col, d.fad(Use::Block));
            r.z = z;
            r.gain = if d.d10(Use::Run).is_multiple_of(2) { 1 } else { 0 };
            r.ball = cx.qb();
            return r;
        }
        _ => {}
    }
    if cx.oc.play.is_run() {
        run(cx, d)
    } else {
        match cx.oc.play {
            OffPlay::SC => crate::pass::screen(cx, d),
            OffPlay::SP => crate::pass::shovel(cx, d),
            OffPlay::WP => crate::pass::swing(cx, d),
            _ => crate::pass::pass(cx, d),
        }
    }
}

fn run(cx: &Ctx, d: &mut Dice) -> PlayResult {
    let mut r = PlayResult::new(Kind::Run);
    let carrier = cx.od.get(cx.oc.involved).expect("checked: the carrier stands in his box");
    r.ball = Some(carrier);
    let mut pitch = false;
    let mut pitch_z = false;
    let col = match cx.oc.play {
        OffPlay::ER => {
            // An end or flanker on the left runs the reverse to the right, and the other way.
            if matches!(cx.oc.involved, OffBox::LE | OffBox::LTE | OffBox::FL2) {
                RunCol::SR
            } else {
                RunCol::SL
            }
        }
        OffPlay::PL | OffPlay::PR => {
            pitch = true;
            // The pitch roll is the play's first FAD: a Z rides on it (§1.1).
            let roll = d.fad(Use::Pitch);
            pitch_z = cx.t.block(RunCol::IL, roll).1;
            let inside = roll <= 50;
            match (cx.oc.play == OffPlay::PL, inside) {
                (true, true) => RunCol::IL,
                (true, false) => RunCol::SL,
                (false, true) => RunCol::IR,
                (false, false) => RunCol::SR,
            }
        }
        p => p.run_col().expect("a run"),
    };
    let (block, z) = cx.t.block(col, d.fad(Use::Block));
    r.block = Some(block);
    r.z = if pitch { pitch_z } else { z };
    let rush = card(cx.oplayer(carrier)).rush.expect("checked: the carrier has a rushing column");
    let rn = cx.run_mods(carrier, col, pitch);
    match cx.battle(block, carrier) {
        None => {
            // BREAK: straight to the open field, blocking and tackling ignored.
            r.gain = cx.breakaway(rush.max, d);
            r.breakaway = true;
        }
        Some(bb) => {
            let roll = d.fad(Use::Run);
            let (y, brk) = cx.read_column(&rush, roll, rn, bb, d);
            r.gain = y;
            r.breakaway = brk;
            if bb < 0 {
                r.defender = defender_named(cx, block);
            }
            // Sweeps, counters and reverses lose without limit; inside runs at most 3 (§7.6).
            if matches!(col, RunCol::IL | RunCol::IR) {
                r.gain = r.gain.max(-cx.t.c.inside_max_loss);
            }
            // Out of bounds (reconstruction): a sweep or reverse whose yardage roll ends in 0.
            r.out_of_bounds = matches!(col, RunCol::SL | RunCol::SR) && roll.is_multiple_of(10);
        }
    }
    r.gain = r.gain.min(cx.to_goal());
    r
}

fn defender_named(cx: &Ctx, b: Block) -> Option<Pid> {
    match b {
        Block::Def(a, _) | Block::Vs(_, a) => cx.in_box(a).next(),
        _ => None,
    }
}

