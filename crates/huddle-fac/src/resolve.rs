//! The resolution context shared by every play: FAC draws with Z-card tracking, the trace,
//! decisions asked of the coaches mid-play, and the helpers that read displays and cards
//! (blocking and tackling values, coverage, modifiers).

use crate::call::{Coverage, DefPlay, DefenseCall, Key, OffPlay, OffenseCall, Pattern, Tempo};
use crate::display::{DefenseDisplay, OffenseDisplay, Pid, PidSet};
use crate::fac::{Fac, FacCard, RunDir};
use crate::options::RuleOptions;
use crate::tables::{Edition, ModCol, ModRow, Mods, PosMod};
use crate::trace::{Note, Step, What};
use huddle_cards::{DefBox, Group, OffBox, Position, Rated, Team};
use huddle_core::{CardSource, Down, PlayKind, Randomness, Spot};
use std::collections::BTreeMap;

/// The FAC stream of one play: counts flips, notices Z cards in the first three flips, and
/// records every reading in the trace.
pub struct Draws<'a> {
    pub src: &'a mut CardSource<Fac>,
    pub rng: &'a mut dyn Randomness,
    pub trace: &'a mut Vec<Step>,
    flips: u8,
    window: u8,
    /// A Z card triggered: read a Z result after the play.
    pub z_pending: bool,
    /// Z cards are ignored for this whole play (extra points, onside kicks...).
    pub z_off: bool,
    exempt: u8,
    /// The last FAC used was read for its Run Number and that RN carried "OB".
    pub last_ob: bool,
    /// The raw value of the last Run Number read (Hurry-Up's even/odd out-of-bounds rule).
    pub last_rn: u8,
}

impl<'a> Draws<'a> {
    pub fn new(src: &'a mut CardSource<Fac>, rng: &'a mut dyn Randomness, trace: &'a mut Vec<Step>, window: u8) -> Draws<'a> {
        Draws { src, rng, trace, flips: 0, window, z_pending: false, z_off: false, exempt: 0, last_ob: false, last_rn: 0 }
    }

    /// Flips FACs until a regular card comes up. A Z card among the first `window` flips of
    /// the play (and the first of the play) sets `z_pending`, unless the draw is exempt.
    pub fn flip(&mut self) -> FacCard {
        loop {
            let c = *self.src.draw(self.rng);
            self.flips = self.flips.saturating_add(1);
            match c {
                Fac::Card(card) => return card,
                Fac::Z { .. } => {
                    let counted = self.flips <= self.window && !self.z_pending && self.exempt == 0 && !self.z_off;
                    if counted {
                        self.z_pending = true;
                    }
                    self.trace.push(Step::ZCard { flip: self.flips, counted });
                }
            }
        }
    }

    pub fn flips(&self) -> u8 {
        self.flips
    }

    /// Runs `f` with Z cards ignored (Point of Interception, Point of Recovery, fumble
    /// recovery draws, the Z result itself).
    pub fn exempt<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        self.exempt += 1;
        let r = f(self);
        self.exempt -= 1;
        r
    }

    /// A new Run Number, unmodified.
    pub fn rn(&mut self, what: What) -> u8 {
        let c = self.flip();
        self.last_ob = c.ob;
        self.last_rn = c.rn;
        self.trace.push(Step::Rn { what, rn: c.rn, modified: c.rn, ob: c.ob });
        c.rn
    }

    /// A new Run Number with a modifier, clamped to 1..12.
    pub fn rn_mod(&mut self, what: What, delta: i16) -> u8 {
        let c = self.flip();
        self.last_ob = c.ob;
        self.last_rn = c.rn;
        let m = (c.rn as i16 + delta).clamp(1, 12) as u8;
        self.trace.push(Step::Rn { what, rn: c.rn, modified: m, ob: c.ob });
        m
    }

    /// A new Pass Number.
    pub fn pn(&mut self, what: What) -> u8 {
        self.pn_card(what).pn
    }

    /// A new Pass Number, with the rest of its card (for a second reading of the same flip).
    pub fn pn_card(&mut self, what: What) -> FacCard {
        let c = self.flip();
        self.last_ob = false;
        self.trace.push(Step::Pn { what, pn: c.pn });
        c
    }

    /// A new FAC read for a directive.
    pub fn directive(&mut self) -> FacCard {
        let c = self.flip();
        self.last_ob = false;
        c
    }

    pub fn note(&mut self, n: Note) {
        self.trace.push(Step::Note { note: n });
    }
    pub fn value(&mut self, what: What, v: i16) {
        self.trace.push(Step::Value { what, value: v });
    }

    /// "48?": PN 48, then a new PN in 1..=`max` succeeds.
    pub fn maybe48(&mut self, max: u8) -> bool {
        self.pn(What::IntMaybe) <= max
    }
}

/// Choices a coach makes while a play is being resolved.
pub trait Decider {
    /// Pitchout: run inside (true) or outside after seeing both directives (§7.5 d).
    fn pitch_inside(&mut self, inside: RunDir, outside: RunDir) -> bool;
    /// QB Option: keep (true) or lateral after seeing the directives (§7.6).
    fn option_keep(&mut self, inside: RunDir, sweep: RunDir) -> bool;
    /// Pass rush "Run": scramble (None) or throw on the run to a receiver (§9.1 step 6).
    fn scramble_or_throw(&mut self, receivers: &[OffBox]) -> Option<OffBox>;
    /// Interception in the end zone: try to return it (§8.2 step 7, ambiguity 20).
    fn return_from_end_zone(&mut self) -> bool;
    /// The team offended by a foul chooses: accept (true) or decline. `accept_value` and
    /// `decline_value` are the expected points of each choice for the *offense* (the team
    /// that snapped); `offense_decides` says which side is asked.
    fn accept_penalty(&mut self, offense_decides: bool, accept_value: f32, decline_value: f32) -> bool {
        if offense_decides {
            accept_value > decline_value
        } else {
            accept_value < decline_value
        }
    }
    /// A foul with a choice, described; by default decided on the values.
    fn penalty_choice(&mut self, c: &crate::coach::PenaltyChoice) -> bool {
        self.accept_penalty(c.offense_decides, c.accept_value, c.decline_value)
    }
    /// Two or more defenders may make an interception (two players in the Interception
    /// Table's box, L573; several covering defenders whose ranges hold the Pass Number,
    /// L576): the defense picks one of `candidates`, or None to pro-rate their Interception
    /// Ranges with a new Pass Number (ambiguity 40).
    fn choose_interceptor(&mut self, _candidates: &[Interceptor<'_>]) -> Option<Pid> {
        None
    }
}

/// A defender the defense may choose to make an interception (§8.2 step 6).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interceptor<'a> {
    pub pid: Pid,
    pub name: &'a str,
    pub pos: Position,
    /// His box on the Defense Display (its row picks the Interception Return Table's row).
    pub def_box: Option<DefBox>,
    /// The size of his Interception Range (the pro-rating weight; "48?" counts one).
    pub int_size: u8,
    /// Interception Return Value, added to the return Run Number (negative is better).
    pub int_return: i8,
}

/// A decider that always takes the first, simplest option (tests and scenarios without
/// explicit decisions).
pub struct DefaultDecider;

impl Decider for DefaultDecider {
    fn pitch_inside(&mut self, _: RunDir, _: RunDir) -> bool {
        false
    }
    fn option_keep(&mut self, _: RunDir, _: RunDir) -> bool {
        true
    }
    fn scramble_or_throw(&mut self, _: &[OffBox]) -> Option<OffBox> {
        None
    }
    fn return_from_end_zone(&mut self) -> bool {
        false
    }
}

/// The game situation a play is run in.
#[derive(Clone, Copy, Debug)]
pub struct Situation {
    pub los: Spot,
    pub down: Down,
    pub to_go: i16,
    pub offense_home: bool,
    pub final_two_minutes_game: bool,
    /// After a half's two-minute warning (no fumble advances by the offense, §18.4; the Long
    /// Pass option of both halves). Overtime has no warning (#66).
    pub final_two_minutes_half: bool,
    pub tempo: Tempo,
    /// End-Reverses already run to the target this game.
    pub er_before: u8,
    /// The target's EV when it is exceeded on this play (1-4), else None.
    pub endurance_exceeded: Option<u8>,
    pub two_point: bool,
    pub first_half: bool,
    /// The previous play stopped the clock (penalty timing, spikes).
    pub prev_stopped: bool,
    /// This play will run out the half's clock (end-of-half penalty rules).
    pub last_play_of_half: bool,
    /// Timeouts left for the offense and the defense.
    pub timeouts: (u8, u8),
    /// Line to gain (yards from the offense's goal line).
    pub line_to_gain: i16,
    /// Where a touchback puts the ball (the core's `touchback_at`): an interception downed in
    /// the end zone, for a foul marked after it.
    pub touchback_at: i16,
    /// Healthy players of the offense and the defense, for the injuries a play may cause.
    pub healthy: Healthy,
}

/// Players fit to play, counted by position group for the offense (`[0]`) and the defense
/// (`[1]`): an injury that would leave a group below its minimum is ignored, and a
/// quarterback's injury is capped by the backups left (§16.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Healthy {
    /// Indexed by `Group as usize`.
    pub groups: [[u8; 10]; 2],
    /// Quarterbacks graded A or B.
    pub qb_ab: [u8; 2],
    /// Fit kickoff specialists (a kickoff card), kickoff returners and punt returners (on the
    /// Return Cards), indexed by the bits of [`role_mask`]: each must keep one (§16.1).
    pub roles: [[u8; 3]; 2],
}

/// A player's kicking-game roles as bits: 1 a kickoff specialist's card, 2 a kickoff returner,
/// 4 a punt returner (§16.1's minimums beyond the positions). Looks the Return Cards up by id:
/// computed once a game, or when an injury is considered.
pub fn role_mask(team: &huddle_cards::Team, p: Pid) -> u8 {
    let pl = team.player(p);
    let mut m = u8::from(pl.kickoff.is_some());
    if team.kick_returns.iter().any(|r| r.player == pl.id) {
        m |= 2;
    }
    if team.punt_returns.iter().any(|r| r.player == pl.id) {
        m |= 4;
    }
    m
}

impl Healthy {
    /// The counts for two teams whose players `fit(side index, player)` says are fit, with each
    /// player's [`role_mask`] from `roles(side index, player)`.
    pub fn of(teams: [&huddle_cards::Team; 2], fit: impl Fn(usize, Pid) -> bool, roles: impl Fn(usize, Pid) -> u8) -> Healthy {
        let mut h = Healthy { groups: [[0; 10]; 2], qb_ab: [0; 2], roles: [[0; 3]; 2] };
        for (k, t) in teams.iter().enumerate() {
            for (i, pl) in t.players.iter().enumerate() {
                if !fit(k, i as Pid) {
                    continue;
                }
                let g = pl.group() as usize;
                h.groups[k][g] = h.groups[k][g].saturating_add(1);
                if matches!(pl.qb_grade(), Some(huddle_cards::QbGrade::A | huddle_cards::QbGrade::B)) {
                    h.qb_ab[k] = h.qb_ab[k].saturating_add(1);
                }
                let m = roles(k, i as Pid);
                for (r, n) in h.roles[k].iter_mut().enumerate() {
                    if m & (1 << r) != 0 {
                        *n = n.saturating_add(1);
                    }
                }
            }
        }
        h
    }

    /// Every player of both teams fit (rule tests, scenarios).
    pub fn all(off: &huddle_cards::Team, def: &huddle_cards::Team) -> Healthy {
        let teams = [off, def];
        Healthy::of(teams, |_, _| true, |k, p| role_mask(teams[k], p))
    }
}

impl Situation {
    pub fn yards_to_goal(&self) -> i16 {
        self.los.to_goal()
    }
    /// LOS inside the defense's 20 (parenthesized Play Modifier Table values).
    pub fn inside_20(&self) -> bool {
        self.los.to_goal() < 20
    }
}

/// How a play ended, before Z results and penalties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RawEnd {
    /// The offense holds the ball `yards` from the line of scrimmage.
    Live,
    Incomplete,
    /// Intercepted `at` yards beyond the LOS; returned `ret` yards (None = touchdown);
    /// `touchback` when the interception stays a touchback.
    Intercepted { at: i16, ret: Option<i16>, touchback: bool },
    /// Defensive pass interference from the Interference Range: first down `spot` yards
    /// beyond the LOS (at the 1 if in the end zone).
    Interference { spot: i16 },
}

/// A resolved scrimmage play before Z results, penalties and timing.
#[derive(Clone, Copy, Debug)]
pub struct Raw {
    pub end: RawEnd,
    pub yards: i16,
    pub kind: PlayKind,
    /// Ball carrier at the end (injury "BC", fumbles).
    pub carrier: Option<Pid>,
    pub passer: Option<Pid>,
    /// Receiver the ball was thrown to.
    pub receiver: Option<Pid>,
    pub defender: Option<Pid>,
    /// Forced Fumble adjustment of the tackler.
    pub ff: i16,
    /// Fumble range adjustments from the play (Pitchout +5, Option +10, endurance...).
    pub fum_adj: i16,
    /// Penalty category 1 or 2.
    pub cat: u8,
    pub qsl_pass: bool,
    pub deflected: bool,
    pub scramble: bool,
    pub screen_or_shovel: bool,
    pub multi_covered: bool,
    pub uncovered: bool,
    pub oob: bool,
    pub inside_run: bool,
    /// Halved in No-Huddle / Hurry-Up (runs, screens, shovels, swings).
    pub halvable: bool,
    /// Z cards become fumbles (QB Option).
    pub option: bool,
    pub flop: bool,
    /// Point-of-interception factor for an interference spot.
    pub pi: [i16; 2],
    pub completed: bool,
    pub bootleg: bool,
    pub sack: bool,
}

impl Raw {
    pub fn new(kind: PlayKind) -> Raw {
        Raw {
            end: RawEnd::Live,
            yards: 0,
            kind,
            carrier: None,
            passer: None,
            receiver: None,
            defender: None,
            ff: 0,
            fum_adj: 0,
            cat: 1,
            qsl_pass: false,
            deflected: false,
            scramble: false,
            screen_or_shovel: false,
            multi_covered: false,
            uncovered: false,
            oob: false,
            inside_run: false,
            halvable: false,
            option: false,
            flop: false,
            pi: [1, 1],
            completed: false,
            bootleg: false,
            sack: false,
        }
    }
}

/// Who covers a receiver (§3.3, §10.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Cover {
    pub defenders: [Option<Pid>; 3],
}

impl Cover {
    pub fn count(&self) -> usize {
        self.defenders.iter().flatten().count()
    }
    pub fn primary(&self) -> Option<Pid> {
        self.defenders[0]
    }
    pub fn iter(&self) -> impl Iterator<Item = Pid> + '_ {
        self.defenders.iter().flatten().copied()
    }
}

/// Everything a play is resolved against.
pub struct Res<'a, 'b> {
    pub ed: &'a Edition,
    pub opts: &'a RuleOptions,
    pub off: &'a Team,
    pub def: &'a Team,
    pub od: OffenseDisplay,
    pub dd: DefenseDisplay,
    pub oc: OffenseCall,
    pub dc: DefenseCall,
    pub sit: Situation,
    pub d: Draws<'b>,
    pub dec: &'b mut dyn Decider,
}

impl Res<'_, '_> {
    pub fn c(&self) -> &crate::tables::Constants {
        &self.ed.constants
    }

    /// The defensive play's column, keyed relative to the ball carrier's box.
    pub fn def_col(&self, carrier: OffBox) -> ModCol {
        match self.dc.play {
            DefPlay::Run => match self.dc.key {
                Key::None => ModCol::NoKey,
                Key::Back(b) if b == carrier => ModCol::CorrectKey,
                Key::Qb if self.od.get(carrier).is_some_and(|p| self.off.player(p).pos == Position::QB) => ModCol::CorrectKey,
                _ => ModCol::WrongKey,
            },
            DefPlay::PassCoverage => ModCol::PassCoverage,
            DefPlay::Prevent => ModCol::Prevent,
            DefPlay::Blitz => ModCol::Blitz,
        }
    }

    pub fn mods(&self, row: ModRow, col: ModCol) -> Mods {
        self.ed.play_modifiers.get(row, col)
    }

    /// Is a defender blitzing (counts as absent except for injuries, §5)?
    pub fn blitzing(&self, p: Pid) -> bool {
        self.dc.is_blitzer(p)
    }

    /// Defenders in a box who are not blitzing.
    pub fn present(&self, b: DefBox) -> impl Iterator<Item = Pid> {
        let v = self.dd.boxes[b.idx()];
        let dc = self.dc;
        v.into_iter().flatten().filter(move |p| !dc.is_blitzer(*p))
    }

    /// Out-of-position modifier of a defender in a box (§22.3).
    pub fn def_pos_mod(&self, p: Pid, b: DefBox) -> PosMod {
        if !self.opts.position_modifiers() {
            return PosMod::default();
        }
        let pos = self.def.player(p).pos.as_str();
        let class = match b {
            DefBox::A | DefBox::E => "AE",
            DefBox::B | DefBox::D => "BD",
            DefBox::C => "C",
            DefBox::K | DefBox::O => "KO",
            DefBox::M => "M",
            DefBox::N => "N",
            _ => return PosMod::default(),
        };
        let key = if matches!(pos, "OLB" | "ILB" | "MLB") { "LB" } else { pos };
        self.ed.position_modifiers.defense.get(key).and_then(|m| m.get(class)).copied().unwrap_or_default()
    }

    /// Out-of-position modifier of an offensive lineman in a box (§22.2).
    pub fn off_pos_mod(&self, p: Pid, b: OffBox) -> PosMod {
        if !self.opts.position_modifiers() {
            return PosMod::default();
        }
        let pos = self.off.player(p).pos.as_str();
        let class = match b {
            OffBox::C => "C",
            OffBox::LG | OffBox::RG => "G",
            OffBox::LT | OffBox::RT => "T",
            _ => return PosMod::default(),
        };
        self.ed.position_modifiers.offense.get(pos).and_then(|m| m.get(class)).copied().unwrap_or_default()
    }

    /// A defender's Tackle Value in his box, with the out-of-position modifier.
    pub fn tv(&self, p: Pid, b: DefBox) -> Rated {
        let m = self.def_pos_mod(p, b).tv;
        let r = self.def.player(p).tv();
        Rated { value: r.value + m, exceptional: r.exceptional.map(|x| x + m) }
    }

    /// A blocker's Blocking Value in his box, with the out-of-position modifier.
    pub fn bv(&self, p: Pid) -> Rated {
        let r = self.off.player(p).bv();
        let m = self.od.box_of(p).map(|b| self.off_pos_mod(p, b).bv).unwrap_or(0);
        Rated { value: r.value + m, exceptional: r.exceptional.map(|x| x + m) }
    }

    /// The Tackle Value of a box: None when empty (blitzers count as absent). A box holding
    /// two defenders is −4, or −5 with an Exceptional Tackler (§7.1 step 5); a lone
    /// Exceptional Tackler uses his parenthesized value when `exceptional` (no blocker named).
    pub fn box_tv(&self, b: DefBox, exceptional: bool) -> Option<i16> {
        let mut it = self.present(b);
        let first = it.next()?;
        match it.next() {
            None => Some(self.tv(first, b).get(exceptional) as i16),
            Some(second) => {
                let ex = self.def.player(first).tv().is_exceptional() || self.def.player(second).tv().is_exceptional();
                Some(if ex { self.c().two_defenders_tv_exceptional } else { self.c().two_defenders_tv })
            }
        }
    }

    /// The backs (by box) other than the ball carrier.
    pub fn other_backs(&self, carrier: OffBox) -> impl Iterator<Item = (OffBox, Pid)> {
        let mut out = [None; 3];
        for (i, (b, p)) in self.od.backs(self.off).enumerate() {
            if b != carrier {
                out[i] = Some((b, p));
            }
        }
        out.into_iter().flatten()
    }

    /// Forced Fumble Adjustment: the largest among the given defenders (§18.2).
    pub fn ff_of(&self, ps: impl Iterator<Item = Pid>) -> i16 {
        if !self.opts.forced_fumbles() {
            return 0;
        }
        ps.map(|p| self.def.player(p).defense.map(|d| d.ff as i16).unwrap_or(0)).max().unwrap_or(0)
    }

    /// Coverage of every receiver box (§3.3): the first listed coverage box that is
    /// occupied and not blitzing (row-2 defenders cover a tight end only when turned sideways);
    /// nobody covers two receivers. Extra coverage (§10.3) adds LBs/DBs not otherwise used.
    pub fn coverage(&self) -> [Cover; 15] {
        self.coverage_with(self.dc.coverage)
    }

    /// Coverage with a given extra-coverage call.
    pub fn coverage_with(&self, extra_call: Coverage) -> [Cover; 15] {
        let mut out = [Cover::default(); 15];
        let mut used = PidSet::new();
        first_coverers(&self.ed.coverage, &self.od, self.off, self.dc.sideways, |b| self.present(b), &mut used, |rb, p| out[rb.idx()].defenders[0] = Some(p));
        let extra = |target: OffBox, n: usize, out: &mut [Cover; 15], used: &mut PidSet| {
            let wr = matches!(self.od.get(target).map(|p| self.off.player(p).group()), Some(Group::WR)) || target.is_flanker();
            let mut k = out[target.idx()].count();
            // Extra coverage "always includes the normal assigned defender" (L813): a receiver
            // nobody is assigned to stays uncovered.
            if k == 0 {
                return;
            }
            let mut cands: Vec<(u8, Pid)> = Vec::new();
            for (b, p) in self.dd.players() {
                if b.row() < 2 || self.blitzing(p) || used.contains(p) {
                    continue;
                }
                let g = self.def.player(p).group();
                if g == Group::LB && wr {
                    continue;
                }
                if !matches!(g, Group::LB | Group::DB) {
                    continue;
                }
                // Box L first (free safeties of the dime), then other row 3, then row 2.
                let pri = if b == DefBox::L { 0 } else if b.row() == 3 { 1 } else { 2 };
                cands.push((pri, p));
            }
            cands.sort();
            for (_, p) in cands {
                if k >= n {
                    break;
                }
                out[target.idx()].defenders[k] = Some(p);
                used.insert(p);
                k += 1;
            }
        };
        match extra_call {
            Coverage::Double(t) => extra(t, 2, &mut out, &mut used),
            Coverage::Triple(t) => extra(t, 3, &mut out, &mut used),
            Coverage::DoubleTwice(a, b) => {
                extra(a, 2, &mut out, &mut used);
                extra(b, 2, &mut out, &mut used);
            }
            _ => {}
        }
        out
    }

    /// The defenders in Row 1 (for Pass Deflect and the pass rush).
    pub fn row1(&self) -> impl Iterator<Item = (DefBox, Pid)> {
        let dd = self.dd;
        (0..5).flat_map(move |i| dd.boxes[i].into_iter().flatten().map(move |p| (DefBox::from_idx(i), p)))
    }

    /// Pattern of a receiver: designated, else the called type; Long becomes Short inside the 20.
    pub fn pattern(&self, b: OffBox) -> Pattern {
        let p = self.oc.pattern_of(b);
        if p == Pattern::Long && self.sit.yards_to_goal() < 20 {
            Pattern::Short
        } else {
            p
        }
    }

    /// Halving for No-Huddle / Hurry-Up: final yardage of runs, screens, shovels and swings,
    /// except touchdowns and negative plays (§20.7).
    pub fn tempo_halve(&mut self, yards: i16) -> i16 {
        if self.sit.tempo != Tempo::Normal && yards > 0 && yards < self.sit.yards_to_goal() {
            self.d.note(Note::Halved);
            yards / 2
        } else {
            yards
        }
    }

    /// The play row of the Play Modifier Table for a pass pattern.
    pub fn pattern_row(p: Pattern) -> ModRow {
        match p {
            Pattern::Quick => ModRow::Quick,
            Pattern::Short => ModRow::Short,
            Pattern::Long => ModRow::Long,
        }
    }

    pub fn is_run_play(&self) -> bool {
        self.oc.play.is_run()
    }

    pub fn play(&self) -> OffPlay {
        self.oc.play
    }
}

/// The first coverer of each receiver of `od` (§3.3): receivers in the Pass Coverage Table's
/// order, each taking the first box of his entry in `coverage` that holds a defender `present`
/// yields and `used` does not hold yet (nobody covers two receivers). A row-2 defender covers a
/// tight end only when turned sideways (`sideways`: F, J), and a sideways defender covers the
/// tight end, not a back (ambiguity 42). The quarterback is never covered. `assign` gets each
/// (receiver box, defender); `used` collects the defenders.
pub fn first_coverers<I: Iterator<Item = Pid>>(coverage: &BTreeMap<OffBox, Vec<DefBox>>, od: &OffenseDisplay, off: &Team, sideways: [bool; 2], present: impl Fn(DefBox) -> I, used: &mut PidSet, mut assign: impl FnMut(OffBox, Pid)) {
    for rb in [OffBox::LE, OffBox::LTE, OffBox::RTE, OffBox::RE, OffBox::FL1, OffBox::FL2, OffBox::BK1, OffBox::BK2, OffBox::BK3] {
        let Some(rp) = od.get(rb) else { continue };
        if off.player(rp).pos == Position::QB {
            continue;
        }
        let Some(boxes) = coverage.get(&rb) else { continue };
        let te = matches!(rb, OffBox::LTE | OffBox::RTE);
        for b in boxes {
            let turned = match b {
                DefBox::F => sideways[0],
                DefBox::J => sideways[1],
                _ => false,
            };
            if b.row() == 2 && te != turned {
                continue;
            }
            if let Some(p) = present(*b).find(|p| !used.contains(*p)) {
                used.insert(p);
                assign(rb, p);
                break;
            }
        }
    }
}
