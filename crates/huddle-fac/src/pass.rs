//! Passing plays (TTF 7th §8) and the pass rush (§9).

use crate::call::{Coverage, DefPlay, OffPlay, OffPrimary, Pattern, Tempo};
use crate::display::Pid;
use crate::fac::{PassDir, PassTarget, ScreenDir, ScreenMult};
use crate::resolve::{Cover, Raw, RawEnd, Res};
use crate::run::LongCtx;
use crate::tables::{Deflect, ModCol, ModRow, RushTrigger, TableReturn};
use crate::trace::{Note, Step, What};
use huddle_cards::{DefBox, GainCell, Group, IntRange, OffBox, PassRanges, Position, RushCol};
use huddle_core::PlayKind;

/// Which Interception Table column a pass uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntCol {
    ScreenShovel,
    QuickSwing,
    Short,
    Long,
}

/// What the Pass Number meant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PnResult {
    Complete,
    Deflected,
    Incomplete,
    IntMaybe,
    Int,
}

/// What a deflected pass's new Pass Number did (§8.5).
enum Deflection {
    Incomplete,
    By(Pid),
    /// Several defenders with equally small ranges: the Interception Table decides.
    Table,
}

/// Options of a Com/Inc/Int resolution.
#[derive(Clone, Copy, Debug)]
struct PassSpec {
    receiver: OffBox,
    pattern: Pattern,
    row: ModRow,
    original: bool,
    directive_original: bool,
    /// Throwing on the Run.
    on_run: bool,
    swing: bool,
}

impl Res<'_, '_> {
    /// Resolves a passing play.
    pub fn pass_play(&mut self) -> Raw {
        match self.oc.play {
            OffPlay::Screen => self.screen(),
            OffPlay::Shovel => self.shovel(),
            OffPlay::Swing => self.swing(),
            _ => self.qsl(),
        }
    }

    fn qb(&self) -> Pid {
        self.od.qb(self.off).expect("checked: a quarterback on the display")
    }

    fn qb_ranges(&self, p: Pattern) -> PassRanges {
        let pass = self.off.player(self.qb()).passing.expect("checked: QB card");
        match p {
            Pattern::Quick => pass.quick,
            Pattern::Short => pass.short,
            Pattern::Long => pass.long,
        }
    }

    /// Screen Pass (§8.1).
    fn screen(&mut self) -> Raw {
        let rb = self.oc.target;
        let p = self.od.get(rb).expect("checked");
        let mut raw = Raw::new(PlayKind::Pass);
        raw.passer = Some(self.qb());
        raw.receiver = Some(p);
        raw.screen_or_shovel = true;
        raw.halvable = true;
        raw.cat = 1;
        let fac = self.d.directive();
        self.d.trace.push(Step::ScreenDirective { dir: fac.sc });
        // A pass to a tight end helping a double-team is thrown away, incomplete (§10.2 f): a
        // Screen is a pass too.
        let helping = self.double_team().is_some_and(|(_, assist, _)| assist == rb && self.off.player(p).group() == Group::TE);
        if helping {
            raw.end = RawEnd::Incomplete;
            self.d.note(Note::ThrownAway);
            return raw;
        }
        match fac.sc {
            ScreenDir::Inc => {
                raw.end = RawEnd::Incomplete;
                self.d.note(Note::Incomplete);
            }
            ScreenDir::Int => {
                raw.end = self.table_interception(IntCol::ScreenShovel, self.screen_pi(), 0, &mut raw);
            }
            ScreenDir::Com(mult) => {
                let col = self.def_col(rb);
                let m = self.mods(ModRow::Screen, col).rn;
                let rn = self.d.rn_mod(What::RunNumber, m);
                let (y, _) = self.rush_cell(p, RushCol::O, rn, LongCtx::ErScreen);
                let y = match mult {
                    ScreenMult::One => y,
                    ScreenMult::Two => y * 2,
                    ScreenMult::Three => y * 3,
                    ScreenMult::Half => y / 2, // toward zero: a loss never grows (ambiguity 47)
                };
                raw.yards = y;
                raw.completed = true;
                raw.carrier = Some(p);
                // The defender normally assigned to the receiver forces fumbles (§18.2).
                let cov = self.coverage();
                raw.ff = self.ff_of(cov[rb.idx()].iter());
            }
        }
        if matches!(raw.end, RawEnd::Intercepted { .. }) {
            raw.kind = PlayKind::Pass;
        }
        raw
    }

    fn screen_pi(&self) -> [i16; 2] {
        if self.opts.screen_pi_half {
            self.ed.point_of_interception.screen_alternative
        } else {
            self.ed.point_of_interception.screen
        }
    }

    fn pi_factor(&self, p: Pattern) -> [i16; 2] {
        let t = &self.ed.point_of_interception;
        match p {
            Pattern::Quick => t.quick,
            Pattern::Short => t.short,
            Pattern::Long => t.long,
        }
    }

    fn int_col(p: Pattern) -> IntCol {
        match p {
            Pattern::Quick => IntCol::QuickSwing,
            Pattern::Short => IntCol::Short,
            Pattern::Long => IntCol::Long,
        }
    }

    /// Shovel Pass (§8.7).
    fn shovel(&mut self) -> Raw {
        let rb = self.oc.target;
        let p = self.od.get(rb).expect("checked");
        let mut raw = Raw::new(PlayKind::Pass);
        raw.passer = Some(self.qb());
        raw.receiver = Some(p);
        raw.screen_or_shovel = true;
        raw.halvable = true;
        let col = self.def_col(rb);
        let m = self.mods(ModRow::Shovel, col);
        let base = self.qb_ranges(Pattern::Quick);
        let adj = self.capped(m.com_at(self.sit.inside_20()) + self.endurance_com());
        let com = (base.com as i16 + adj).clamp(1, self.c().com_max) as u8;
        self.d.trace.push(Step::Range { what: What::PassNumber, lo: 1, hi: com });
        let pn = self.d.pn(What::PassNumber);
        if pn <= com {
            let rn = self.d.rn(What::PassGain);
            let (y, _) = self.rush_cell(p, RushCol::I, rn, LongCtx::Normal);
            raw.yards = y + m.yards;
            raw.completed = true;
            raw.carrier = Some(p);
            let cov = self.coverage();
            raw.ff = self.ff_of(cov[rb.idx()].iter());
        } else if pn == 48 && self.d.maybe48(self.c().maybe48_success_max_pn) {
            raw.end = self.table_interception(IntCol::ScreenShovel, self.ed.point_of_interception.shovel_swing, 0, &mut raw);
        } else {
            self.d.note(Note::Incomplete);
            raw.end = RawEnd::Incomplete;
        }
        raw
    }

    /// Swing Pass (§8.8).
    fn swing(&mut self) -> Raw {
        let rb = self.oc.target;
        let col = self.def_col(rb);
        let m = self.mods(ModRow::Swing, col);
        if m.rush == RushTrigger::Maybe || (m.rush == RushTrigger::Always) {
            let rush = m.rush == RushTrigger::Always || self.rush_totals().0 > self.rush_totals().1;
            if rush {
                self.d.note(Note::PassRush);
                return self.pass_rush(Pattern::Short, true);
            }
            self.d.note(Note::NoPassRush);
        }
        let spec = PassSpec { receiver: rb, pattern: Pattern::Short, row: ModRow::Swing, original: true, directive_original: true, on_run: false, swing: true };
        self.resolve_pass(spec)
    }

    /// Quick, Short and Long passes (§8.2).
    fn qsl(&mut self) -> Raw {
        let called = match self.oc.play {
            OffPlay::Quick => Pattern::Quick,
            OffPlay::Long => Pattern::Long,
            _ => Pattern::Short,
        };
        let row = Self::pattern_row(called);
        let col = self.def_col(self.oc.target);
        let bootleg = self.oc.primary == Some(OffPrimary::Bootleg);
        if self.mods(row, col).rush == RushTrigger::Always {
            // Short or Long vs Blitz: automatic Pass Rush (§5).
            self.d.note(Note::PassRush);
            return self.pass_rush(called, false);
        }
        let fac = self.d.directive();
        let dir = match called {
            Pattern::Quick => fac.qk,
            Pattern::Short => fac.sh,
            Pattern::Long => fac.lg,
        };
        self.d.trace.push(Step::PassDirective { dir });
        let target = match dir {
            PassDir::PassRush => {
                // Bootleg: "Pass Rush" becomes "Pass Rush?" except against a Blitz (§10.1).
                if bootleg && self.dc.play != DefPlay::Blitz {
                    let (d, o) = self.rush_totals();
                    if d <= o {
                        self.d.note(Note::NoPassRush);
                        Some(self.oc.target)
                    } else {
                        self.d.note(Note::PassRush);
                        return self.pass_rush(called, false);
                    }
                } else {
                    self.d.note(Note::PassRush);
                    return self.pass_rush(called, false);
                }
            }
            // A pass to a tight end who helps the double-team is thrown away (§10.2 f).
            PassDir::Original => Some(self.oc.target).filter(|b| self.eligible(*b)),
            PassDir::To(t) => self.redirect(t),
        };
        let mut raw = Raw::new(PlayKind::Pass);
        raw.passer = Some(self.qb());
        raw.qsl_pass = true;
        raw.bootleg = bootleg;
        raw.cat = if called == Pattern::Quick { 1 } else { 2 };
        let Some(rb) = target else {
            self.d.note(Note::ThrownAway);
            raw.end = RawEnd::Incomplete;
            raw.receiver = self.od.get(self.oc.target);
            raw.pi = self.pi_factor(called);
            return raw;
        };
        self.d.trace.push(Step::Receiver { target: rb });
        let original = rb == self.oc.target;
        let pattern = if original { self.pattern(rb).min(called).max(called) } else { self.pattern(rb) };
        let pattern = if original { self.pattern_for_original(called) } else { pattern };
        let spec = PassSpec {
            receiver: rb,
            pattern,
            row: Self::pattern_row(pattern),
            original,
            directive_original: dir == PassDir::Original,
            on_run: false,
            swing: false,
        };
        let mut r = self.resolve_pass(spec);
        r.qsl_pass = true;
        r.bootleg = bootleg;
        r.cat = raw.cat;
        r
    }

    fn pattern_for_original(&self, called: Pattern) -> Pattern {
        if called == Pattern::Long && self.sit.yards_to_goal() < 20 {
            Pattern::Short
        } else {
            called
        }
    }

    /// A directive naming another receiver (§8.2 step 1).
    fn redirect(&mut self, t: PassTarget) -> Option<OffBox> {
        let b = match t {
            PassTarget::FL => [OffBox::FL1, OffBox::FL2, OffBox::BK3].into_iter().find(|b| self.eligible(*b))?,
            PassTarget::LE => self.od.left_end()?.0,
            PassTarget::RE => self.od.right_end()?.0,
            PassTarget::BK1 | PassTarget::BK2 => {
                let b = if t == PassTarget::BK1 { OffBox::BK1 } else { OffBox::BK2 };
                if self.od.get(b).is_some() {
                    b
                } else {
                    OffBox::FL2
                }
            }
            PassTarget::BK3 => OffBox::BK3,
        };
        if self.eligible(b) {
            Some(b)
        } else {
            None
        }
    }

    /// A receiver who can be thrown to: present, not the QB, not an extra blocker, not a TE
    /// in the double-team.
    fn eligible(&self, b: OffBox) -> bool {
        let Some(p) = self.od.get(b) else { return false };
        if self.off.player(p).pos == Position::QB || b.is_line() {
            return false;
        }
        if self.oc.is_extra_blocker(b) {
            return false;
        }
        if let Some((_, assist, _)) = self.double_team() {
            if assist == b && self.off.player(p).group() == Group::TE {
                return false;
            }
        }
        true
    }

    fn endurance_com(&self) -> i16 {
        match self.sit.endurance_exceeded {
            Some(ev) => self.ed.endurance.pass_com[(ev.clamp(1, 4) - 1) as usize],
            None => 0,
        }
    }

    fn capped(&self, sum: i16) -> i16 {
        sum.min(self.c().com_cap)
    }

    /// Pass Defense Value of a covering defender against a receiver (§8.3, §22).
    fn pd_value(&self, d: Pid, receiver: OffBox) -> i16 {
        let pl = self.def.player(d);
        let mut v = pl.defense.map(|x| x.pd as i16).unwrap_or(0);
        if pl.group() == Group::LB {
            let rg = self.od.get(receiver).map(|p| self.off.player(p).group());
            v += match rg {
                Some(Group::TE) => self.c().lb_vs_te_pd,
                Some(Group::WR) => self.c().lb_vs_wr_pd,
                _ if receiver.is_flanker() => self.c().lb_vs_wr_pd,
                _ => 0,
            };
        }
        if let Some(b) = self.dd.box_of(d) {
            v += self.def_pos_mod(d, b).pd as i16;
        }
        v
    }

    /// Pass Deflect sum of row-1 defensive linemen, rounded up, capped (§8.5).
    fn deflect_sum(&self) -> i16 {
        let s: f32 = self.row1().filter(|(_, p)| self.def.player(*p).group() == Group::DL).map(|(_, p)| self.def.player(p).defense.map(|d| d.deflect).unwrap_or(0.0)).sum();
        (s.ceil() as i16).min(self.c().deflect_cap)
    }

    /// Completion-range arithmetic and the Pass Number (§8.2 steps 2-9).
    fn resolve_pass(&mut self, s: PassSpec) -> Raw {
        let mut raw = Raw::new(PlayKind::Pass);
        raw.passer = Some(self.qb());
        raw.cat = if matches!(s.pattern, Pattern::Quick) || s.swing { 1 } else { 2 };
        let rp = self.od.get(s.receiver).expect("eligible receiver");
        raw.receiver = Some(rp);
        raw.pi = if s.swing { self.ed.point_of_interception.shovel_swing } else { self.pi_factor(s.pattern) };
        let cov_all = self.coverage();
        let mut cov = cov_all[s.receiver.idx()];
        if self.dc.coverage == Coverage::DoubleEventual && cov.count() == 1 && self.dd.row_count(2) >= 3 && self.dd.row_count(3) >= 4 {
            // Solitaire (x2): the eventual receiver is doubled if the formation permits.
            cov = self.coverage_with(Coverage::Double(s.receiver))[s.receiver.idx()];
        }
        let uncovered = cov.count() == 0;
        raw.uncovered = uncovered;
        if uncovered {
            self.d.note(Note::Uncovered);
        }
        raw.multi_covered = cov.count() > 1 && !s.on_run;
        // Throwing on the Run is a Pass Rush situation: the Pass Rush column of the Play
        // Modifier Table is the column in effect, so the defensive play's cell and the strategy
        // cells that say "not in Pass Rush situations" (Bootleg, Extra Pass Blocking) give no
        // completion adjustment; the Throwing on the Run Table does (§9.1 step 6, §10.1).
        let col = if s.on_run { ModCol::PassRush } else { self.def_col(s.receiver) };
        let inside20 = self.sit.inside_20();
        let base = self.qb_ranges(s.pattern);
        let cell = self.mods(s.row, col);
        let mut sum = cell.com_at(inside20);
        if s.swing && self.dc.play == DefPlay::Blitz && self.opts.swing_vs_blitz_zero {
            sum = 0;
        }
        let pa = self.oc.primary == Some(OffPrimary::PlayAction) && matches!(self.oc.play, OffPlay::Short | OffPlay::Long);
        if pa {
            sum += self.mods(ModRow::PlayAction, col).com;
        }
        if self.oc.primary == Some(OffPrimary::Bootleg) {
            sum += self.mods(ModRow::Bootleg, col).com;
        }
        let deep = if s.original && s.pattern == Pattern::Long && !s.on_run { self.oc.deep } else { 0 };
        if deep == 1 {
            sum += self.mods(ModRow::Deep1, col).com;
        } else if deep == 2 {
            sum += self.mods(ModRow::Deep2, col).com;
        }
        let blockers = self.oc.extra_blockers.iter().flatten().count() as i16;
        sum += blockers * self.mods(ModRow::ExtraBlocker, col).com;
        if self.od.shotgun(self.off) {
            let sg = self.mods(ModRow::Shotgun, col);
            sum += match s.pattern {
                Pattern::Short if !s.swing => sg.sh,
                Pattern::Long => sg.lg,
                _ => 0,
            };
        }
        if uncovered {
            sum += self.mods(s.row, ModCol::Uncovered).com;
        }
        if s.original {
            sum += self.endurance_com();
        }
        if s.swing || matches!(s.pattern, Pattern::Short | Pattern::Long) {
            sum += match self.sit.tempo {
                Tempo::NoHuddle => self.c().no_huddle_com,
                Tempo::HurryUp => self.c().hurry_up_com,
                Tempo::Normal => 0,
            };
        }
        if s.on_run {
            let t = &self.ed.throwing_on_the_run;
            sum += match s.pattern {
                Pattern::Quick => t.quick,
                Pattern::Short if self.opts.throw_on_run_short_minus5 => t.short_alternative,
                Pattern::Short => t.short,
                Pattern::Long => t.long,
            };
        }
        let mut adj = self.capped(sum);
        // Individual PD value, or the combined double/triple value (§8.3, §10.3).
        let pd = match cov.count() {
            0 => 0,
            1 => self.pd_value(cov.primary().unwrap(), s.receiver),
            n if s.on_run => {
                let _ = n;
                self.pd_value(cov.primary().unwrap(), s.receiver)
            }
            2 => self.c().double_coverage,
            _ => self.c().triple_coverage,
        };
        adj += pd;
        // Clamp to 1..47 after the Pass Deflect (§8.2 step 2: sum, cap, PD, deflect, clamp); the
        // deflected numbers are those the deflect took out of the (clamped) range.
        let unclamped = base.com as i16 + adj;
        let com0 = unclamped.clamp(1, self.c().com_max);
        let deflect_applies = !s.on_run
            && self.opts.pass_deflect()
            && match cell.deflect {
                Deflect::Yes => true,
                Deflect::OriginalOnly => s.directive_original,
                Deflect::No => false,
            };
        let deflect = if deflect_applies { self.deflect_sum() } else { 0 };
        let com = (unclamped - deflect).clamp(1, self.c().com_max) as u8;
        let com0 = com0 as u8;
        self.d.trace.push(Step::Range { what: What::PassNumber, lo: 1, hi: com });
        let pn = self.d.pn(What::PassNumber);
        let res = if pn <= com {
            PnResult::Complete
        } else if pn <= com0 {
            PnResult::Deflected
        } else if pn <= base.inc.max(base.com) {
            PnResult::Incomplete
        } else if pn <= base.int_q {
            PnResult::IntMaybe
        } else {
            PnResult::Int
        };
        // Swing: Int? → incomplete, Int → Int? (§8.8). Throwing on the Run: Int? → Int (§9.1).
        let res = match (res, s.swing, s.on_run) {
            (PnResult::IntMaybe, true, _) => PnResult::Incomplete,
            (PnResult::Int, true, _) => PnResult::IntMaybe,
            (PnResult::IntMaybe, _, true) => PnResult::Int,
            (r, _, _) => r,
        };
        let col_int = if s.swing { IntCol::QuickSwing } else { Self::int_col(s.pattern) };
        let ret_mod = if s.swing { -1 } else { 0 };
        match res {
            PnResult::Complete => {
                raw.completed = true;
                raw.carrier = Some(rp);
                let mut m = 0;
                if uncovered {
                    m += self.mods(s.row, ModCol::Uncovered).rn;
                }
                if deep == 1 {
                    m += self.mods(ModRow::Deep1, col).rn;
                } else if deep == 2 {
                    m += self.mods(ModRow::Deep2, col).rn;
                }
                if s.swing {
                    m += cell.rn;
                }
                let y = if s.swing {
                    let rn = self.d.rn_mod(What::PassGain, m);
                    let (y, _) = self.rush_cell(rp, RushCol::O, rn, LongCtx::Normal);
                    Some(y + cell.yards)
                } else {
                    self.pass_gain(rp, s.pattern, m)
                };
                raw.ff = if uncovered { 0 } else { self.ff_of(cov.iter()) };
                match y {
                    Some(y) => raw.yards = y,
                    None => {
                        self.d.note(Note::Dropped);
                        raw.completed = false;
                        raw.carrier = None;
                        raw.end = RawEnd::Incomplete;
                    }
                }
                if s.swing {
                    raw.halvable = true;
                }
            }
            PnResult::Deflected => {
                raw.deflected = true;
                self.d.note(Note::Deflected);
                let pn2 = self.d.pn(What::Deflection);
                match self.deflection_interceptor(pn2) {
                    Deflection::By(d) => {
                        raw.end = self.intercepted_by(d, raw.pi, ret_mod, &mut raw);
                    }
                    // Equal ranges: the Interception Table of the pass type decides (§8.5).
                    Deflection::Table => {
                        raw.end = self.table_interception(col_int, raw.pi, ret_mod, &mut raw);
                    }
                    Deflection::Incomplete => {
                        self.d.note(Note::Incomplete);
                        raw.end = RawEnd::Incomplete;
                    }
                }
            }
            PnResult::Incomplete => {
                raw.end = RawEnd::Incomplete;
                if !uncovered {
                    let cands = if s.on_run { Cover { defenders: [cov.primary(), None, None] } } else { cov };
                    if let Some(d) = self.coverage_interceptor(cands, pn) {
                        raw.end = self.intercepted_by(d, raw.pi, ret_mod, &mut raw);
                    } else if cov.count() == 1 && !s.on_run {
                        let d = cov.primary().unwrap();
                        let ir = self.def.player(d).defense.map(|x| x.interference).unwrap_or_default();
                        if ir.contains(pn) && self.opts.interference_ranges() {
                            self.d.note(Note::Interference);
                            raw.defender = Some(d);
                            let rn = self.d.exempt(|d| d.rn(What::SpotOfFoul));
                            let spot = rn as i16 * raw.pi[0] / raw.pi[1];
                            let at = self.sit.los.yards() + spot;
                            if at <= 110 {
                                let spot = if at >= 100 { 99 - self.sit.los.yards() } else { spot };
                                raw.end = RawEnd::Interference { spot };
                            }
                        }
                    }
                }
                if raw.end == RawEnd::Incomplete {
                    self.d.note(Note::Incomplete);
                }
            }
            PnResult::IntMaybe => {
                if self.d.pn(What::IntMaybe) <= self.c().int_q_success_max_pn {
                    raw.end = self.table_interception(col_int, raw.pi, ret_mod, &mut raw);
                } else {
                    self.d.note(Note::Incomplete);
                    raw.end = RawEnd::Incomplete;
                }
            }
            PnResult::Int => {
                raw.end = self.table_interception(col_int, raw.pi, ret_mod, &mut raw);
            }
        }
        if raw.end != RawEnd::Live && !raw.completed {
            raw.defender = raw.defender.or(cov.primary());
        }
        raw
    }

    /// A new RN (with modifiers) on the receiver's pass-gain column; "L" reads the Long column;
    /// a blank is a drop (None). The Long column's RN 1 is a touchdown in the final two minutes
    /// of the game (§8.2 step 4).
    fn pass_gain(&mut self, rp: Pid, pattern: Pattern, m: i16) -> Option<i16> {
        let card = self.off.player(rp).receiving.clone()?;
        let rn = self.d.rn_mod(What::PassGain, m);
        let col = match pattern {
            Pattern::Quick => &card.q,
            Pattern::Short => &card.s,
            Pattern::Long => &card.l,
        };
        let cell = match col[rn as usize - 1] {
            GainCell::Long if pattern != Pattern::Long => {
                let rn2 = self.d.rn(What::LongColumn);
                card.l[rn2 as usize - 1]
            }
            c => c,
        };
        let two_min = self.sit.final_two_minutes_game || (self.opts.long_td_both_halves && self.sit.final_two_minutes_half);
        // "If a Long Pass is completed ...": the pass thrown is Long (the receiver's pattern,
        // whatever was called), not an "L" reached from the Q or S column (§8.2 step 4).
        if pattern == Pattern::Long && rn == 1 && two_min {
            self.d.note(Note::LongTouchdown);
            return Some(self.sit.yards_to_goal());
        }
        match cell {
            GainCell::Yards(y) => Some(y as i16),
            GainCell::Long => Some(card.l.iter().filter_map(|c| if let GainCell::Yards(y) = c { Some(*y as i16) } else { None }).max().unwrap_or(0)),
            GainCell::Blank => None,
        }
    }

    /// Deflected pass: the defender on the field whose Int range holds the new PN intercepts;
    /// the smaller (narrowest) range wins; ties go to the Interception Table (§8.5).
    fn deflection_interceptor(&mut self, pn: u8) -> Deflection {
        let mut best: Option<(u8, Pid)> = None;
        let mut tie = false;
        // Blitzers' boxes count as unoccupied when resolving the play (§5): they do not
        // intercept deflections.
        for (_, p) in self.dd.players().filter(|(_, p)| !self.blitzing(*p)) {
            let r = self.def.player(p).defense.map(|d| d.int).unwrap_or_default();
            let hit = match r {
                IntRange::Maybe48 => pn == 48,
                r => r.contains(pn),
            };
            if !hit {
                continue;
            }
            let size = r.size();
            match best {
                None => best = Some((size, p)),
                Some((s, _)) if size < s => {
                    best = Some((size, p));
                    tie = false;
                }
                Some((s, _)) if size == s => tie = true,
                _ => {}
            }
        }
        let Some((_, p)) = best else { return Deflection::Incomplete };
        if self.def.player(p).defense.map(|d| d.int) == Some(IntRange::Maybe48) && !self.d.maybe48(self.c().maybe48_success_max_pn) {
            return Deflection::Incomplete;
        }
        if tie {
            return Deflection::Table;
        }
        Deflection::By(p)
    }

    /// Interception via the Interception Table (§8.9): a new RN names the box; empty → incomplete;
    /// two players → pro-rated by their Int ranges with a new PN (ambiguity 40).
    fn table_interception(&mut self, col: IntCol, pi: [i16; 2], ret_mod: i16, raw: &mut Raw) -> RawEnd {
        let rn = self.d.rn(What::Interceptor);
        let t = &self.ed.interception_table;
        let b = match col {
            IntCol::ScreenShovel => t.screen_shovel[rn as usize - 1],
            IntCol::QuickSwing => t.quick_swing[rn as usize - 1],
            IntCol::Short => t.short[rn as usize - 1],
            IntCol::Long if self.opts.interception_long_version_a => t.long_version_a[rn as usize - 1],
            IntCol::Long => t.long[rn as usize - 1],
        };
        self.d.trace.push(Step::Box { what: What::Interceptor, def: b });
        let mut ps = self.present(b);
        let Some(a) = ps.next() else {
            self.d.note(Note::Incomplete);
            return RawEnd::Incomplete;
        };
        let who = match ps.next() {
            None => a,
            Some(c) => self.pick_interceptor(&[a, c]),
        };
        self.intercepted_by(who, pi, ret_mod, raw)
    }

    /// Two or more defenders may intercept (two in the Interception Table's box, L573; several
    /// covering defenders whose ranges hold the PN, L576): "the defense can choose ... or
    /// pro-rate the interception ranges ... and use a new Pass Number" (ambiguity 40: each
    /// weighted by the size of his range, "48?" counting one, in the order given).
    fn pick_interceptor(&mut self, ps: &[Pid]) -> Pid {
        let def = self.def;
        let dd = self.dd;
        let cand = |p: Pid| {
            let pl = def.player(p);
            let card = pl.defense;
            crate::resolve::Interceptor {
                pid: p,
                name: &pl.name,
                pos: pl.pos,
                def_box: dd.box_of(p),
                int_size: card.map(|d| d.int.size()).unwrap_or(0).max(1),
                int_return: card.map(|d| d.int_return).unwrap_or(0),
            }
        };
        let n = ps.len().min(3);
        let cands = [cand(ps[0]), cand(ps[1.min(n - 1)]), cand(ps[2.min(n - 1)])];
        let cands = &cands[..n];
        if let Some(p) = self.dec.choose_interceptor(cands).filter(|p| ps[..n].contains(p)) {
            self.d.note(Note::InterceptorChosen);
            return p;
        }
        let total: u16 = cands.iter().map(|c| c.int_size as u16).sum();
        let pn = self.d.pn(What::Interceptor) as u16;
        let mut acc = 0;
        for c in cands {
            acc += c.int_size as u16;
            if pn * total <= 48 * acc {
                return c.pid;
            }
        }
        cands[n - 1].pid
    }

    /// Point of Interception, touchback or out of the end zone, and the return (§8.2 steps 7-8).
    pub fn intercepted_by(&mut self, d: Pid, pi: [i16; 2], ret_mod: i16, raw: &mut Raw) -> RawEnd {
        raw.defender = Some(d);
        raw.completed = false;
        self.d.note(Note::Intercepted);
        let rn = self.d.exempt(|d| d.rn(What::PointOfInterception));
        let at = rn as i16 * pi[0] / pi[1];
        self.d.value(What::PointOfInterception, at);
        let spot = self.sit.los.yards() + at;
        // Beyond the end zone = more than 10 yards past the goal line (§0.3); the end line
        // itself is still in the end zone.
        if spot > 110 {
            self.d.note(Note::ThrownOutOfEndZone);
            return RawEnd::Incomplete;
        }
        let in_end_zone = spot >= 100;
        if in_end_zone && !self.dec.return_from_end_zone() {
            self.d.note(Note::Touchback);
            return RawEnd::Intercepted { at, ret: Some(0), touchback: true };
        }
        // The return needs `spot` yards to reach the offense's goal line.
        let ret = self.int_return(d, ret_mod, spot);
        // Defense frame: the catch is at 100 - spot; a return that does not leave the end zone
        // stays a touchback.
        match ret {
            None => RawEnd::Intercepted { at, ret: None, touchback: false },
            Some(y) if in_end_zone && 100 - spot + y <= 0 => {
                self.d.note(Note::Touchback);
                RawEnd::Intercepted { at, ret: Some(0), touchback: true }
            }
            Some(y) => RawEnd::Intercepted { at, ret: Some(y), touchback: false },
        }
    }

    /// Interception Return Table by the interceptor's display row (§8.10): Some(yards) or
    /// None for a touchdown. `to_score` is the return needed for a touchdown: an asterisked
    /// result that already scores draws no asterisk RN ("if the interception return yardage
    /// does not result in a touchdown, and is followed by an asterisk").
    pub fn int_return(&mut self, d: Pid, ret_mod: i16, to_score: i16) -> Option<i16> {
        let irv = self.def.player(d).defense.map(|x| x.int_return as i16).unwrap_or(0);
        let rn = self.d.rn_mod(What::InterceptionReturn, irv + ret_mod);
        let row = self.dd.box_of(d).map(|b| b.row()).unwrap_or(3);
        let t = &self.ed.interception_return;
        let cell = match row {
            1 => t.row1[rn as usize - 1],
            2 => t.row2[rn as usize - 1],
            _ => t.row3[rn as usize - 1],
        };
        match cell {
            TableReturn::NoReturn => {
                self.d.note(Note::NoReturn);
                Some(0)
            }
            TableReturn::Yards { yards, asterisk } => {
                if asterisk && yards < to_score {
                    let rn2 = self.d.rn(What::ReturnAsterisk);
                    if t.asterisk_td.contains(rn2) {
                        return None;
                    }
                }
                self.d.value(What::InterceptionReturn, yards);
                Some(yards)
            }
        }
    }

    /// Every pass rusher (Row 1 in box order, then the blitzers) with the PRV he adds to the
    /// rush: the double-teamed defender's halved, a blitzer's by the Blitz table (§9.1 step 1).
    fn each_rusher(&self, mut f: impl FnMut(Pid, i16)) {
        let dt = self.double_team();
        // The defender named, else the first in the box (§10.2 a).
        let target: Option<Pid> = dt.and_then(|(_, _, t)| self.oc.double_team.and_then(|d| d.player).or_else(|| self.dd.in_box(t).next()));
        let halve = |p: Pid, v: i16| if Some(p) == target { v / 2 } else { v };
        let prv = |p: Pid| self.def.player(p).defense.map(|x| x.prv as i16).unwrap_or(0);
        for (_, p) in self.row1() {
            f(p, halve(p, prv(p)));
        }
        if self.dc.play == DefPlay::Blitz {
            let bt = &self.ed.blitz_prv;
            for &p in self.dc.blitzers.iter().flatten() {
                let v = match self.dd.box_of(p) {
                    Some(b) if b.row() == 2 => prv(p).max(bt.row2_min as i16),
                    Some(DefBox::K | DefBox::O) => prv(p) + bt.ko_bonus as i16,
                    Some(_) => prv(p) + bt.lmn_bonus as i16,
                    None => 0,
                };
                f(p, halve(p, v));
            }
        }
    }

    /// Defense and offense pass-rush totals (§9.1 steps 1-2).
    pub fn rush_totals(&self) -> (i16, i16) {
        let mut d = 0i16;
        self.each_rusher(|_, v| d += v);
        let mut o = 0i16;
        for b in OffBox::LINE {
            if let Some(p) = self.od.get(b) {
                let pbv = self.off.player(p).pbv.unwrap_or(0) as i16 + self.off_pos_mod(p, b).pb as i16;
                o += pbv.max(0);
            }
        }
        let col = ModCol::PassRush;
        if self.oc.primary == Some(OffPrimary::Bootleg) {
            o += self.mods(ModRow::Bootleg, col).pb;
        }
        if self.oc.primary == Some(OffPrimary::PlayAction) {
            o += self.mods(ModRow::PlayAction, col).pb;
        }
        if self.od.shotgun(self.off) {
            o += self.mods(ModRow::Shotgun, col).pb;
        }
        for b in self.oc.extra_blockers.iter().flatten() {
            if self.od.get(*b).is_some_and(|p| self.off.player(p).group() == Group::RB) {
                o += self.mods(ModRow::ExtraBlocker, col).pb;
            }
        }
        (d, o)
    }

    /// The Pass Rush (§9.1).
    fn pass_rush(&mut self, called: Pattern, swing: bool) -> Raw {
        let qb = self.qb();
        let mut raw = Raw::new(PlayKind::Pass);
        raw.passer = Some(qb);
        raw.qsl_pass = !swing;
        raw.cat = if called == Pattern::Quick || swing { 1 } else { 2 };
        raw.bootleg = self.oc.primary == Some(OffPrimary::Bootleg);
        let line = self.off.player(qb).passing.expect("QB card").pass_rush;
        let (d, o) = self.rush_totals();
        self.d.value(What::Sack, d - o);
        let mut s = line.sack as i16 + 2 * (d - o);
        s += self.dc.stunt_pairs() as i16 * self.c().stunt_sack_per_pair;
        if self.double_team().is_some() && self.dc.play == DefPlay::Blitz {
            s += self.c().double_team_blitz_sack;
        }
        let s = s.clamp(1, self.c().sack_max) as u8;
        self.d.trace.push(Step::Range { what: What::Sack, lo: 1, hi: s });
        let mut pr_com_hi = line.com as i16;
        let deep = if called == Pattern::Long { self.oc.deep } else { 0 };
        let col = ModCol::PassRush;
        let deep_cell = match deep {
            1 => Some(self.mods(ModRow::Deep1, col)),
            2 => Some(self.mods(ModRow::Deep2, col)),
            _ => None,
        };
        if let Some(dc) = deep_cell {
            pr_com_hi += dc.com;
        }
        let pn = self.d.pn(What::Sack);
        let run_hi = line.run.max(s);
        if pn <= s {
            // Sack: PN / 3 yards lost.
            let card = self.d.pn_card(What::SackYards);
            raw.kind = PlayKind::Sack;
            raw.sack = true;
            raw.yards = -((card.pn / 3) as i16);
            raw.carrier = Some(qb);
            let sacker = self.sacker(card.rn);
            raw.defender = sacker;
            raw.ff = self.ff_of(sacker.into_iter());
            return raw;
        }
        if pn <= run_hi {
            self.d.note(Note::Scramble);
            // The eligible receivers, without allocating (the per-play path).
            let (mut buf, mut n) = ([OffBox::ALL[0]; OffBox::ALL.len()], 0);
            for b in OffBox::ALL.iter().copied().filter(|b| self.eligible(*b) && !b.is_line()) {
                buf[n] = b;
                n += 1;
            }
            return match self.dec.scramble_or_throw(&buf[..n]) {
                None => {
                    raw.kind = PlayKind::Scramble;
                    raw.scramble = true;
                    raw.carrier = Some(qb);
                    let rn = self.d.rn(What::Scramble);
                    let (y, _) = self.rush_cell(qb, RushCol::N, rn, LongCtx::Scramble);
                    raw.yards = y;
                    raw
                }
                Some(t) => {
                    self.d.note(Note::ThrowOnRun);
                    let pattern = match self.pattern(t) {
                        Pattern::Short => Pattern::Quick,
                        Pattern::Long if t == self.oc.target && deep > 0 => Pattern::Long,
                        Pattern::Long => Pattern::Short,
                        Pattern::Quick => Pattern::Quick,
                    };
                    let spec = PassSpec {
                        receiver: t,
                        pattern,
                        row: Self::pattern_row(pattern),
                        original: t == self.oc.target,
                        directive_original: false,
                        on_run: true,
                        swing: false,
                    };
                    let mut r = self.resolve_pass(spec);
                    r.scramble = true;
                    r.qsl_pass = raw.qsl_pass;
                    r.cat = raw.cat;
                    r
                }
            };
        }
        let target = self.oc.target;
        let rp = self.od.get(target).expect("target");
        if (pn as i16) <= pr_com_hi && !self.eligible(target) {
            // Completed to the intended receiver — a tight end helping the double-team: the
            // pass is thrown away (§10.2 f).
            self.d.note(Note::ThrownAway);
            raw.end = RawEnd::Incomplete;
            return raw;
        }
        raw.receiver = Some(rp);
        raw.pi = if swing { self.ed.point_of_interception.shovel_swing } else { self.pi_factor(called) };
        if (pn as i16) <= pr_com_hi {
            raw.completed = true;
            raw.carrier = Some(rp);
            let m = deep_cell.map(|c| c.rn).unwrap_or(0);
            let y = if swing {
                let sw = self.mods(ModRow::Swing, ModCol::PassCoverage);
                let rn = self.d.rn_mod(What::PassGain, m + sw.rn);
                let (y, _) = self.rush_cell(rp, RushCol::O, rn, LongCtx::Normal);
                Some(y + sw.yards)
            } else {
                self.pass_gain(rp, called, m)
            };
            let cov = self.coverage()[target.idx()];
            raw.ff = self.ff_of(cov.iter());
            // A Swing's yardage is halved in No-Huddle and Hurry-Up (§20.7), rush or not.
            raw.halvable = swing;
            match y {
                Some(y) => raw.yards = y,
                None => {
                    self.d.note(Note::Dropped);
                    raw.completed = false;
                    raw.carrier = None;
                    raw.end = RawEnd::Incomplete;
                }
            }
            return raw;
        }
        // Pass Rush incompletion: intercepted if the PN is in the range of a defender covering
        // the intended receiver ("defensive player(s)": any of a double/triple coverage).
        raw.end = RawEnd::Incomplete;
        let cov: Cover = self.coverage()[target.idx()];
        if let Some(d) = self.coverage_interceptor(cov, pn) {
            let pi = raw.pi;
            raw.end = self.intercepted_by(d, pi, if swing { -1 } else { 0 }, &mut raw);
            return raw;
        }
        self.d.note(Note::Incomplete);
        raw
    }

    /// An incompletion intercepted by a covering defender: the PN within his Interception
    /// Range ("48?" also needs its second PN). "If Double or Triple Coverage is in effect ...
    /// any of the assigned defenders may intercept"; more than one eligible: the defense
    /// chooses, or pro-rates (§8.2 step 6, L576).
    fn coverage_interceptor(&mut self, cov: Cover, pn: u8) -> Option<Pid> {
        let (mut hits, mut n) = ([0 as Pid; 3], 0);
        for d in cov.iter() {
            let r = self.def.player(d).defense.map(|x| x.int).unwrap_or_default();
            let hit = match r {
                IntRange::Maybe48 => pn == 48 && self.d.maybe48(self.c().maybe48_success_max_pn),
                r => r.contains(pn),
            };
            if hit && n < 3 {
                hits[n] = d;
                n += 1;
            }
        }
        match n {
            0 => None,
            1 => Some(hits[0]),
            _ => Some(self.pick_interceptor(&hits[..n])),
        }
    }

    /// The sacker (the rules never say how he is determined; docs/ttf7-decisions.md): the
    /// Run Number on the card of the sack yardage, read against the pass rushers laid end to
    /// end over 1-12 in their order, each as wide as 2 x (the PRV he adds to the rush) + 1.
    fn sacker(&self, rn: u8) -> Option<Pid> {
        let weight = |v: i16| 2 * v.max(0) as u32 + 1;
        let mut total = 0;
        self.each_rusher(|_, v| total += weight(v));
        // The first rusher whose share reaches rn/12 of the total.
        let target = (rn.clamp(1, 12) as u32 * total).div_ceil(12);
        let (mut acc, mut found) = (0, None);
        self.each_rusher(|p, v| {
            acc += weight(v);
            if found.is_none() && acc >= target {
                found = Some(p);
            }
        });
        found
    }
}
