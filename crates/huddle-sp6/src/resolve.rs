//! Resolving a scrimmage play with Fast Action Cards: the flips (§5), runs (§9), passes (§10),
//! the pass rush (§11) and the Big Play (§12). Z results are applied afterwards (`zres`).

use crate::call::{guards, CoverKind, DefPlay, DefStrategy, DefenseCall, OffPlay, OffStrategy, OffenseCall};
use crate::fac::{Blocker, Card, ErDir, Fac, PassDir, PassTarget, RunDir, ScreenDir, ScreenMult, ZResult};
use crate::options::Options;
use crate::tables::{BigPlayResult, Edition, IntReturn, PdCell};
use crate::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_cards::{DefBox, GainCell, Group, IntRange, OffBox, Player, RushCell, Team};
use huddle_core::{CardSource, Randomness};

/// One reading taken from a FAC, kept for the play-by-play and for tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A Z card came up (noted when it is among the play's first three flips).
    Z { counted: bool },
    Run(RunDir),
    Er(ErDir),
    Screen(ScreenDir),
    Pass(PassDir),
    Rn { rn: u8, ob: bool },
    Pn(u8),
    ZResult(ZResult),
    Solitaire(crate::fac::SolDefense),
}

/// The flips of one play: every reading goes through here, so the first-three-flips rule and the
/// one-Z-per-play rule (§5) hold everywhere.
pub struct Draws<'a> {
    pub src: &'a mut CardSource<Fac>,
    pub rng: &'a mut dyn Randomness,
    pub trace: &'a mut Vec<Step>,
    /// FACs flipped for this play so far (Z cards included).
    pub flips: u8,
    /// A Z card came up among the first three flips: its result is read after the play.
    pub z: bool,
    /// The Z came on the play's first flip (for a ball-carrier injury on a pass, §16.3).
    pub z_first: bool,
    /// Readings that cannot set off a Z (on-side kicks, extra points, fumble recovery, the Z
    /// resolution itself, §5).
    pub exempt: bool,
    pub z_window: u8,
    /// The OB mark of the last Run Number read.
    pub last_ob: bool,
}

impl<'a> Draws<'a> {
    pub fn new(src: &'a mut CardSource<Fac>, rng: &'a mut dyn Randomness, trace: &'a mut Vec<Step>, z_window: u8) -> Draws<'a> {
        Draws { src, rng, trace, flips: 0, z: false, z_first: false, exempt: false, z_window, last_ob: false }
    }

    /// The next regular card (Z cards are noted or passed over).
    pub fn card(&mut self) -> Card {
        loop {
            let f = *self.src.draw(self.rng);
            self.flips = self.flips.saturating_add(1);
            match f {
                Fac::Card(c) => return c,
                Fac::Z { .. } => {
                    let counted = !self.exempt && !self.z && self.flips <= self.z_window;
                    if counted {
                        self.z = true;
                        self.z_first = self.flips == 1;
                    }
                    self.trace.push(Step::Z { counted });
                }
            }
        }
    }
    pub fn rn(&mut self) -> u8 {
        let c = self.card();
        self.last_ob = c.ob;
        self.trace.push(Step::Rn { rn: c.rn, ob: c.ob });
        c.rn
    }
    pub fn pn(&mut self) -> u8 {
        let c = self.card();
        self.trace.push(Step::Pn(c.pn));
        c.pn
    }
    /// Runs `f` with Z cards ignored.
    pub fn exempt<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        let was = self.exempt;
        self.exempt = true;
        let r = f(self);
        self.exempt = was;
        r
    }
    /// The Z Results section of a new card (§16.1), flipped with Z cards ignored.
    pub fn z_result(&mut self) -> ZResult {
        let c = self.exempt(|d| d.card());
        self.trace.push(Step::ZResult(c.z));
        c.z
    }
}

/// The situation a scrimmage play is resolved in.
#[derive(Clone, Copy)]
pub struct Scrimmage<'a> {
    pub ed: &'a Edition,
    pub opts: &'a Options,
    pub off: &'a Team,
    pub def: &'a Team,
    pub od: &'a OffenseDisplay,
    pub dd: &'a DefenseDisplay,
    pub oc: &'a OffenseCall,
    pub dc: &'a DefenseCall,
    /// Line of scrimmage: yards from the offense's goal line.
    pub spot: i16,
    /// The last two minutes of the game (8.3.3.1).
    pub last_two_minutes: bool,
}

/// How a play ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayEnd {
    /// The offense keeps the ball `gain` yards from the line of scrimmage (a run, a completion,
    /// a scramble, a sack, a flop).
    Gain,
    Incomplete,
    /// Intercepted by `by`; the Point of Interception is `pi` yards past the line; the return
    /// (None = a touchback: the interception was at or past the goal line).
    Interception { by: Pid, pi: i16, ret: Option<IntReturn> },
}

/// What a resolved scrimmage play did, before Z results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayResult {
    pub end: PlayEnd,
    /// Yards past the line of scrimmage (negative = a loss) when the offense keeps the ball.
    pub gain: i16,
    /// The play ended out of bounds (9.1).
    pub ob: bool,
    /// The kind of play for the statistics.
    pub kind: Kind,
    /// The quarterback who passed, was sacked or scrambled.
    pub passer: Option<Pid>,
    /// The ball carrier or the receiver the ball was thrown to.
    pub carrier: Option<Pid>,
    /// The pass's actual target box (after a redirect), for pass interference and injuries.
    pub target: Option<OffBox>,
    /// A Long completion to a wide receiver on RN 1 in the last two minutes (8.3.3.1).
    pub long_td: bool,
    /// A Big Play decided the play (8.4).
    pub big_play: bool,
}

/// The statistics kind of a scrimmage play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Rush,
    Pass,
    Sack,
    Scramble,
    Flop,
}

impl PlayResult {
    fn new(kind: Kind) -> PlayResult {
        PlayResult { end: PlayEnd::Gain, gain: 0, ob: false, kind, passer: None, carrier: None, target: None, long_td: false, big_play: false }
    }
    pub fn complete(&self) -> bool {
        self.kind == Kind::Pass && self.end == PlayEnd::Gain
    }
}

/// The modified Run Number against the defense (§6.5, 8.2.2), before the 1..=12 clamp.
pub fn run_modifier(ed: &Edition, dc: &DefenseCall, carrier_box: OffBox, draw: bool) -> i16 {
    let m = &ed.run_modifiers;
    let base = match dc.play {
        DefPlay::RunKey(b) if b == carrier_box => m.keyed,
        DefPlay::RunKey(_) => m.wrong_key,
        DefPlay::RunNoKey => m.no_key,
        DefPlay::Pass => m.pass,
        DefPlay::Prevent => m.prevent,
        DefPlay::Blitz => m.blitz,
    };
    let d = if !draw {
        0
    } else {
        match dc.play {
            DefPlay::RunKey(_) | DefPlay::RunNoKey => m.draw_run,
            DefPlay::Pass => m.draw_pass,
            DefPlay::Prevent => m.draw_prevent,
            DefPlay::Blitz => m.draw_blitz,
        }
    };
    base + d
}

fn yards(c: RushCell) -> i16 {
    match c {
        RushCell::Yards(y) => y as i16,
        _ => 0,
    }
}

impl Scrimmage<'_> {
    fn oplayer(&self, p: Pid) -> &Player {
        self.off.player(p)
    }

    /// The Blocking Value a directive's blocker adds (8.2.3.1, 8.2.8): a lineman's (with O1's
    /// out-of-position loss), an end's, or the backs' other than the carrier (summed; none: 0).
    fn blocker_bv(&self, b: Blocker, carrier: Pid) -> i16 {
        let one = |bx: OffBox| -> i16 {
            match self.od.get(bx) {
                Some(p) if bx.is_line() => crate::display::ol_values(self.off, p, bx, self.ed.constants.ol_out_of_position).0,
                Some(p) => self.oplayer(p).bv().value as i16,
                None => 0,
            }
        };
        match b {
            Blocker::LE => one(OffBox::LE),
            Blocker::RE => one(OffBox::RE),
            Blocker::BK => OffBox::BACKS.iter().filter_map(|bx| self.od.get(*bx)).filter(|p| *p != carrier).map(|p| self.oplayer(p).bv().value as i16).sum(),
            _ => b.line_box().map(one).unwrap_or(0),
        }
    }

    /// The defenders a box directive finds (blitzers have left their boxes, §24 E-17).
    fn box_tv(&self, b: DefBox) -> Option<i16> {
        let mut n = 0;
        let mut tv = 0;
        for p in crate::call::occupants(self.dd, self.dc, b, self.opts.blitzers_leave_boxes) {
            n += 1;
            tv += self.def.player(p).tv().value as i16;
        }
        match n {
            0 => None,
            1 => Some(tv),
            _ => Some(self.ed.constants.two_defenders_tv),
        }
    }

    /// The yardage a run directive adds (8.2.3).
    pub fn directive_yards(&self, dir: RunDir, carrier: Pid) -> i16 {
        let c = &self.ed.constants;
        match dir {
            RunDir::Breakaway => 0,
            RunDir::Blockers(t) => t.iter().map(|b| self.blocker_bv(b, carrier)).sum(),
            RunDir::Boxes(t) => {
                if t.iter().all(|b| self.box_tv(b).is_none()) {
                    c.empty_box_bonus
                } else {
                    t.iter().filter_map(|b| self.box_tv(b)).sum()
                }
            }
            RunDir::Versus(b, x) => {
                let others = OffBox::BACKS.iter().filter_map(|bx| self.od.get(*bx)).any(|p| p != carrier);
                if b == Blocker::BK && !others {
                    // No other back: "no modification" (§24 E-16).
                    return 0;
                }
                let bv = self.blocker_bv(b, carrier);
                match self.box_tv(x) {
                    None => bv,
                    Some(tv) => {
                        let s = bv + tv;
                        if s > 0 {
                            bv
                        } else if s < 0 {
                            tv
                        } else {
                            0
                        }
                    }
                }
            }
        }
    }

    /// A look-up in a carrier's N column at a (modified) RN; RN 1 with an SG column reads the SG
    /// column with a new, unmodified RN (8.2.4, §24 E-6, E-15).
    fn n_or_sg(&self, d: &mut Draws, p: Pid, rn: u8) -> i16 {
        let Some(r) = &self.oplayer(p).rushing else { return 0 };
        if rn == 1 {
            let rn2 = d.rn();
            return yards(r.sg[(rn2 - 1) as usize]);
        }
        r.n.as_ref().map(|n| yards(n[(rn - 1) as usize])).unwrap_or(0)
    }

    /// A long gain: a new RN in the LG column, else the next highest column (8.2.5).
    fn long_gain(&self, d: &mut Draws, p: Pid) -> i16 {
        let rn = d.rn();
        let Some(r) = &self.oplayer(p).rushing else { return 0 };
        match &r.lg {
            Some(lg) => lg[(rn - 1) as usize] as i16,
            None => yards(r.sg[(rn - 1) as usize]),
        }
    }

    /// Resolves the play.
    pub fn resolve(&self, d: &mut Draws) -> PlayResult {
        let oc = self.oc;
        let carrier = self.od.get(oc.involved).expect("checked: the Player Involved is on the display");
        // Flop and Sneak have their own resolution (7.1.2.2-3).
        match oc.strategy {
            OffStrategy::Flop => {
                let mut r = PlayResult::new(Kind::Flop);
                r.gain = -1;
                r.carrier = Some(carrier);
                return r;
            }
            OffStrategy::Sneak => {
                let mut r = PlayResult::new(Kind::Rush);
                r.carrier = Some(carrier);
                r.gain = if d.pn().is_multiple_of(2) { 1 } else { 0 };
                return r;
            }
            _ => {}
        }
        if self.dc.strategy == DefStrategy::BigPlay {
            if let Some(r) = self.big_play(d, carrier) {
                return r;
            }
        }
        match oc.play {
            OffPlay::EndAround => self.end_around(d, carrier),
            OffPlay::Screen => self.screen(d, carrier),
            OffPlay::Quick | OffPlay::Short | OffPlay::Long => self.pass(d),
            _ => self.run(d, carrier),
        }
    }

    /// The Big Play (8.4): its own FAC against the Big Play Table; None when the card fails.
    fn big_play(&self, d: &mut Draws, carrier: Pid) -> Option<PlayResult> {
        let rn = d.rn();
        let row = if self.oc.play.is_run() { &self.ed.big_play.run } else { &self.ed.big_play.pass };
        let qb = self.od.get(OffBox::QB);
        let mut r = match row[(rn - 1) as usize] {
            BigPlayResult::Fails => return None,
            BigPlayResult::Run(y) => {
                let mut r = PlayResult::new(Kind::Rush);
                r.gain = y;
                r.carrier = Some(carrier);
                r
            }
            BigPlayResult::Sack(y) => {
                let mut r = PlayResult::new(Kind::Sack);
                r.gain = y;
                r.passer = qb;
                r
            }
            BigPlayResult::Incomplete => {
                let mut r = PlayResult::new(Kind::Pass);
                r.end = PlayEnd::Incomplete;
                r.passer = qb;
                r.carrier = Some(carrier);
                r.target = Some(self.oc.involved);
                r
            }
        };
        r.big_play = true;
        d.last_ob = false;
        Some(r)
    }

    /// IL, IR, SL, SR (§9.1).
    fn run(&self, d: &mut Draws, carrier: Pid) -> PlayResult {
        let oc = self.oc;
        let mut r = PlayResult::new(Kind::Rush);
        r.carrier = Some(carrier);
        let c = d.card();
        let dir = match oc.play {
            OffPlay::InsideLeft => c.il,
            OffPlay::InsideRight => c.ir,
            OffPlay::SweepLeft => c.sl,
            _ => c.sr,
        };
        d.trace.push(Step::Run(dir));
        let mut y = if dir == RunDir::Breakaway {
            // Break: a new RN in the LG column; no modifiers, no BV or TV (8.2.5, §24 E-15).
            self.long_gain(d, carrier)
        } else {
            let raw = d.rn() as i16;
            let m = run_modifier(self.ed, self.dc, oc.involved, oc.strategy == OffStrategy::Draw);
            let rn = (raw + m).clamp(1, 12) as u8;
            self.n_or_sg(d, carrier, rn) + self.directive_yards(dir, carrier)
        };
        if oc.play.is_inside() {
            y = y.max(self.ed.constants.inside_max_loss);
        }
        r.gain = y;
        r.ob = !oc.play.is_inside() && d.last_ob;
        r
    }

    /// The End Around (§9.2).
    fn end_around(&self, d: &mut Draws, carrier: Pid) -> PlayResult {
        let mut r = PlayResult::new(Kind::Rush);
        r.carrier = Some(carrier);
        let c = d.card();
        d.trace.push(Step::Er(c.er));
        if let ErDir::Loss(n) = c.er {
            r.gain = n as i16;
            d.last_ob = false;
            return r;
        }
        let raw = d.rn() as i16;
        let rn = (raw + run_modifier(self.ed, self.dc, self.oc.involved, false)).clamp(1, 12) as u8;
        let Some(rush) = &self.oplayer(carrier).rushing else { return r };
        r.gain = if rn == 1 {
            let rn2 = d.rn();
            if rn2 == 1 || rn2 == 12 {
                // "Receivers are the only ball carriers that can get long gains without a Break."
                self.long_gain(d, carrier)
            } else {
                yards(rush.sg[(rn2 - 1) as usize])
            }
        } else {
            rush.n.as_ref().map(|n| yards(n[(rn - 1) as usize])).unwrap_or(0)
        };
        r.ob = d.last_ob;
        r
    }

    /// The Screen pass (§10.3).
    fn screen(&self, d: &mut Draws, back: Pid) -> PlayResult {
        let mut r = PlayResult::new(Kind::Pass);
        r.passer = self.od.get(OffBox::QB);
        r.carrier = Some(back);
        r.target = Some(self.oc.involved);
        let c = d.card();
        d.trace.push(Step::Screen(c.sc));
        match c.sc {
            ScreenDir::Inc => {
                r.end = PlayEnd::Incomplete;
                d.last_ob = false;
            }
            ScreenDir::Int => {
                self.interception_by_table(d, &mut r, OffPlay::Screen);
            }
            ScreenDir::Com(mult) => {
                let t = &self.ed.pass_defense.screen;
                let m = match self.dc.play {
                    DefPlay::RunKey(b) if b == self.oc.involved => t.keyed,
                    DefPlay::RunKey(_) => t.wrong_key,
                    DefPlay::RunNoKey => t.no_key,
                    DefPlay::Pass => t.pass,
                    DefPlay::Blitz => t.blitz,
                    DefPlay::Prevent => t.prevent,
                };
                let rn = (d.rn() as i16 + m).clamp(1, 12) as u8;
                let y = self.n_or_sg(d, back, rn);
                // Multiply, rounding fractions up (toward +infinity, §24 E-25).
                r.gain = match mult {
                    ScreenMult::One => y,
                    ScreenMult::Two => 2 * y,
                    ScreenMult::Three => 3 * y,
                    ScreenMult::Half => (y as f32 / 2.0).ceil() as i16,
                };
                r.ob = d.last_ob;
            }
        }
        r
    }

    /// The completion-range modifier on a pass to `target` (8.3.2).
    pub fn com_modifier(&self, play: OffPlay, target: OffBox) -> i16 {
        let ed = self.ed;
        let row = match play {
            OffPlay::Quick => &ed.pass_defense.quick,
            OffPlay::Short => &ed.pass_defense.short,
            _ => &ed.pass_defense.long,
        };
        let cell = match self.dc.play {
            DefPlay::RunKey(_) | DefPlay::RunNoKey => row.run,
            DefPlay::Pass => row.pass,
            DefPlay::Blitz => row.blitz,
            DefPlay::Prevent => row.prevent,
        };
        let inside_20 = 100 - self.spot <= 20;
        let mut m = match cell {
            PdCell::Com { value, inside_20: v20 } => {
                if inside_20 {
                    v20
                } else {
                    value
                }
            }
            PdCell::PassRush => 0,
        };
        let c = &ed.constants;
        if self.oc.strategy == OffStrategy::PlayAction {
            m += match self.dc.play {
                DefPlay::RunKey(_) | DefPlay::RunNoKey => c.play_action_run,
                DefPlay::Pass => c.play_action_pass,
                DefPlay::Prevent => c.play_action_prevent,
                DefPlay::Blitz => 0,
            };
        }
        m += c.extra_blocker * self.oc.extra_blockers().count() as i16;
        m + self.coverage_modifier(target)
    }

    /// Coverage on the receiver (8.3.2.2-3, 7.2.2): double −7, triple −15, else his guard's PD
    /// (with O1's out-of-position +1), or +5 when his box is empty or holds only a blitzer.
    fn coverage_modifier(&self, target: OffBox) -> i16 {
        let c = &self.ed.constants;
        if let Some(cv) = self.dc.coverage_on(target) {
            return if cv.kind == CoverKind::Triple { c.triple_coverage } else { c.double_coverage };
        }
        match guards(self.ed, self.dd, self.dc, target)[0] {
            None => c.uncovered_com,
            Some(g) => {
                let pl = self.def.player(g);
                let pd = pl.defense.map(|x| x.pd).unwrap_or(0) as i16;
                let b = self.dd.box_of(g);
                let out = pl.group() == Group::DB && b.is_some_and(|b| !crate::display::db_fits(pl.pos, b));
                pd + if out { c.db_out_of_position_pd } else { 0 }
            }
        }
    }

    /// Where a directive sends the ball: the slot, or None when nobody stands there (the pass
    /// falls incomplete to no one; §10.2 step 3). A man who cannot catch it is `catchable`'s
    /// business: the ball is still thrown to him (E-14).
    fn redirect(&self, dir: PassDir) -> Option<OffBox> {
        let slot = match dir {
            PassDir::Original | PassDir::PassRush => self.oc.involved,
            PassDir::To(PassTarget::FL) => OffBox::FL1,
            PassDir::To(PassTarget::LE) => OffBox::LE,
            PassDir::To(PassTarget::RE) => OffBox::RE,
            PassDir::To(t) => {
                let b = match t {
                    PassTarget::BK1 => OffBox::BK1,
                    PassTarget::BK2 => OffBox::BK2,
                    _ => OffBox::BK3,
                };
                // A back who is not on the display: the pass goes to FL#2 (8.3.9.3).
                if self.od.get(b).is_some() {
                    b
                } else {
                    OffBox::FL2
                }
            }
        };
        self.od.get(slot).map(|_| slot)
    }

    /// Whether the man in `slot` can catch a pass: not a back kept in to block (O4) and not a
    /// man without pass values (4.2.2); otherwise the pass thrown to him is incomplete.
    fn catchable(&self, slot: OffBox) -> bool {
        self.od.get(slot).is_some_and(|p| !self.oc.extra_blockers().any(|b| b == slot) && self.oplayer(p).receiving.is_some())
    }

    /// Quick, Short and Long passes (§10.2).
    fn pass(&self, d: &mut Draws) -> PlayResult {
        let oc = self.oc;
        let qb = self.od.get(OffBox::QB);
        let mut r = PlayResult::new(Kind::Pass);
        r.passer = qb;
        r.target = Some(oc.involved);
        r.carrier = self.od.get(oc.involved);
        // A Pass Blitz against a Short or Long pass: an automatic Pass Rush (8.3.8).
        if self.dc.play == DefPlay::Blitz && matches!(oc.play, OffPlay::Short | OffPlay::Long) {
            return self.pass_rush(d);
        }
        let c = d.card();
        d.trace.push(Step::Pass(c.all));
        if c.all == PassDir::PassRush {
            return self.pass_rush(d);
        }
        // A redirect to an empty slot is thrown to nobody: it counts against no one's endurance,
        // not even the receiver called (E-14: the player the ball was thrown to).
        let Some(target) = self.redirect(c.all) else {
            r.end = PlayEnd::Incomplete;
            r.target = None;
            r.carrier = None;
            d.last_ob = false;
            return r;
        };
        r.target = Some(target);
        r.carrier = self.od.get(target);
        if !self.catchable(target) {
            r.end = PlayEnd::Incomplete;
            d.last_ob = false;
            return r;
        }
        let Some(qb) = qb else {
            r.end = PlayEnd::Incomplete;
            return r;
        };
        let ranges = self.pass_ranges(qb, oc.play);
        // The Com/Inc boundary moves; Int is unchanged; Com stays within 0..=Int start - 1
        // (§24 E-18).
        let com = (ranges.com as i16 + self.com_modifier(oc.play, target)).clamp(0, ranges.inc as i16) as u8;
        let pn = d.pn();
        if pn <= com {
            self.complete(d, &mut r, target);
        } else if pn <= ranges.inc {
            r.end = PlayEnd::Incomplete;
            self.coverage_interception(d, &mut r, target, pn, oc.play);
        } else {
            self.interception_by_table(d, &mut r, oc.play);
        }
        r
    }

    fn pass_ranges(&self, qb: Pid, play: OffPlay) -> huddle_cards::PassRanges {
        let p = self.oplayer(qb).passing.expect("validated: a quarterback has a passing card");
        match play {
            OffPlay::Quick => p.quick,
            OffPlay::Short => p.short,
            _ => p.long,
        }
    }

    /// A completion (8.3.3): a new RN in the receiver's gain column for the pass type; "L" in Q
    /// or S reads the L column with another RN; a blank is incomplete.
    fn complete(&self, d: &mut Draws, r: &mut PlayResult, target: OffBox) {
        let rec = self.od.get(target).expect("a target on the display");
        let Some(g) = &self.oplayer(rec).receiving else {
            r.end = PlayEnd::Incomplete;
            return;
        };
        let col = match self.oc.play {
            OffPlay::Quick => &g.q,
            OffPlay::Short => &g.s,
            _ => &g.l,
        };
        let rn = d.rn();
        let y = match col[(rn - 1) as usize] {
            GainCell::Blank => {
                r.end = PlayEnd::Incomplete;
                return;
            }
            GainCell::Yards(y) => y as i16,
            GainCell::Long => match g.l[(d.rn() - 1) as usize] {
                GainCell::Yards(y) => y as i16,
                _ => {
                    r.end = PlayEnd::Incomplete;
                    return;
                }
            },
        };
        r.end = PlayEnd::Gain;
        r.gain = y;
        r.ob = d.last_ob;
        // A Long pass to a wide receiver or flanker completed on RN 1 in the last two minutes of
        // the game is a touchdown (8.3.3.1).
        let receiver_wr = self.oplayer(rec).group() == Group::WR || target.is_flanker();
        if self.oc.play == OffPlay::Long && rn == self.ed.constants.long_pass_td_rn && self.last_two_minutes && receiver_wr {
            r.gain = r.gain.max(100 - self.spot);
            r.long_td = true;
        }
    }

    /// An incompletion that falls in the Interception range of a defender guarding the target
    /// (8.3.5.1): intercepted by him (under multiple coverage, the defense picks the best).
    fn coverage_interception(&self, d: &mut Draws, r: &mut PlayResult, target: OffBox, pn: u8, play: OffPlay) {
        let mut by = None;
        for g in guards(self.ed, self.dd, self.dc, target).into_iter().flatten() {
            let int = self.def.player(g).defense.map(|x| x.int).unwrap_or_default();
            let hit = match int {
                IntRange::Maybe48 => pn == 48,
                other => other.contains(pn),
            };
            // "The defender may make the choice of interceptors if more than one is possible"
            // (8.3.5.1, [sp6 10.2]): a sure interception is taken before a "48?" that needs
            // another flip.
            if hit && by.is_none_or(|(_, i)| i == IntRange::Maybe48) {
                by = Some((g, int));
                if int != IntRange::Maybe48 {
                    break;
                }
            }
        }
        let Some((g, int)) = by else { return };
        if int == IntRange::Maybe48 {
            // "48?": a new PN, even intercepts (8.3.5.2).
            if !d.pn().is_multiple_of(2) {
                return;
            }
        }
        self.intercepted(d, r, g, play);
    }

    /// An "Int" result (8.3.5): a new RN in the Interception Table picks the box; an empty box is
    /// an incompletion; two players: the better rating, or a coin toss.
    fn interception_by_table(&self, d: &mut Draws, r: &mut PlayResult, play: OffPlay) {
        let rn = d.rn();
        let col = match play {
            OffPlay::Screen => &self.ed.interception.screen,
            OffPlay::Quick => &self.ed.interception.quick,
            OffPlay::Short => &self.ed.interception.short,
            _ => &self.ed.interception.long,
        };
        let b = col[(rn - 1) as usize];
        // The first two men of the box (the rating decides between them).
        let mut men = crate::call::occupants(self.dd, self.dc, b, true);
        let by = match (men.next(), men.next()) {
            (None, _) => {
                r.end = PlayEnd::Incomplete;
                return;
            }
            (Some(one), None) => one,
            (Some(a), Some(b)) => {
                // The best rating: the wider range; a "48?" (half a chance at one number) ranks
                // below a sure "48" ([sp6 6.7]).
                let size = |p: Pid| match self.def.player(p).defense.map(|x| x.int).unwrap_or_default() {
                    IntRange::Maybe48 => 1,
                    other => 2 * other.size() as u16,
                };
                match size(a).cmp(&size(b)) {
                    std::cmp::Ordering::Greater => a,
                    std::cmp::Ordering::Less => b,
                    std::cmp::Ordering::Equal => {
                        if d.rng.below(2) == 0 {
                            a
                        } else {
                            b
                        }
                    }
                }
            }
        };
        self.intercepted(d, r, by, play);
    }

    /// The Point of Interception and the return (8.3.5.3-4).
    fn intercepted(&self, d: &mut Draws, r: &mut PlayResult, by: Pid, play: OffPlay) {
        let rn = d.rn() as i16;
        let pi = match play {
            OffPlay::Screen if self.opts.screen_pi_half => rn / 2,
            OffPlay::Screen => rn - 6,
            OffPlay::Quick => rn,
            OffPlay::Short => 2 * rn,
            _ => 4 * rn,
        };
        let ret = if self.spot + pi >= 100 {
            None
        } else {
            let rn = d.rn();
            let t = &self.ed.interception_return;
            let col = match self.def.player(by).group() {
                Group::DL => &t.linemen,
                Group::LB => &t.linebacker,
                _ => &t.back,
            };
            Some(col[(rn - 1) as usize])
        };
        r.end = PlayEnd::Interception { by, pi, ret };
        r.ob = false;
    }

    /// The pass rush (§11).
    fn pass_rush(&self, d: &mut Draws) -> PlayResult {
        let c = &self.ed.constants;
        let qb = self.od.get(OffBox::QB);
        let mut r = PlayResult::new(Kind::Pass);
        r.passer = qb;
        r.target = Some(self.oc.involved);
        r.carrier = self.od.get(self.oc.involved);
        let Some(qbp) = qb else {
            r.end = PlayEnd::Incomplete;
            return r;
        };
        let line = self.oplayer(qbp).passing.expect("validated").pass_rush;
        let rush: i16 = self.dd.players().filter(|(b, p)| b.row() == 1 || self.dc.is_blitzer(*p)).map(|(_, p)| self.def.player(p).defense.map(|x| x.prv).unwrap_or(0) as i16).sum();
        let block: i16 = OffBox::LINE.iter().filter_map(|b| self.od.get(*b).map(|p| crate::display::ol_values(self.off, p, *b, c.ol_out_of_position).1)).sum::<i16>()
            + c.extra_blocker * self.oc.extra_blockers().count() as i16;
        // The Sack/Runs boundary moves by twice the difference; Complete and Incomplete stay
        // (§24 E-19: the Sack end within 0..=the Runs end).
        let sack = (line.sack as i16 + c.sack_per_point * (rush - block)).clamp(0, line.run as i16) as u8;
        let pn = d.pn();
        if pn <= sack {
            r.kind = Kind::Sack;
            r.carrier = None;
            r.target = None;
            r.gain = -((d.pn() / 3) as i16);
            d.last_ob = false;
        } else if pn <= line.run {
            // Runs: the QB's N column, "like a normal run with no modifications" (8.3.6.3.2).
            r.kind = Kind::Scramble;
            r.carrier = Some(qbp);
            r.target = None;
            let rn = d.rn();
            r.gain = self.n_or_sg(d, qbp, rn);
            r.ob = d.last_ob;
        } else if pn <= line.com {
            if self.catchable(self.oc.involved) {
                self.complete(d, &mut r, self.oc.involved);
            } else {
                r.end = PlayEnd::Incomplete;
            }
        } else {
            r.end = PlayEnd::Incomplete;
            if self.catchable(self.oc.involved) {
                self.coverage_interception(d, &mut r, self.oc.involved, pn, self.oc.play);
            }
        }
        r
    }
}
