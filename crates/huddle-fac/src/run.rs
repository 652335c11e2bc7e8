//! Running plays (TTF 7th §7): inside runs and sweeps with blocking and tackling values,
//! Short Gain / Long Gain / Breakaway / Le / Ls, blocking backs, End-Reverse, Pitchout,
//! QB Option, Flop, Sneak and Draw.

use crate::call::{DefPlay, Dir, Key, OffPlay, OffPrimary};
use crate::display::Pid;
use crate::fac::{Blocker, FacCard, RunDir};
use crate::resolve::{Raw, Res};
use crate::tables::{ModCol, ModRow};
use crate::trace::{Note, Step, What};
use huddle_cards::{DefBox, OffBox, Position, RushCell, RushCol};
use huddle_core::PlayKind;

/// How a long result from the SG column is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LongCtx {
    Normal,
    /// End-Reverse or Screen: "Le" reads the LG column.
    ErScreen,
    /// Pass-rush scramble: "Ls" reads the LG column.
    Scramble,
}

/// Which side a run goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    InsideLeft,
    InsideRight,
    SweepLeft,
    SweepRight,
}

impl Lane {
    pub fn directive(self, c: &FacCard) -> RunDir {
        match self {
            Lane::InsideLeft => c.il,
            Lane::InsideRight => c.ir,
            Lane::SweepLeft => c.sl,
            Lane::SweepRight => c.sr,
        }
    }
    pub fn inside(self) -> bool {
        matches!(self, Lane::InsideLeft | Lane::InsideRight)
    }
    /// Row-1 boxes a run "runs straight into" for line stunts (§10.4).
    pub fn stunt_boxes(self) -> [DefBox; 2] {
        match self {
            Lane::InsideLeft => [DefBox::B, DefBox::C],
            Lane::InsideRight => [DefBox::C, DefBox::D],
            Lane::SweepLeft => [DefBox::A, DefBox::B],
            Lane::SweepRight => [DefBox::D, DefBox::E],
        }
    }
    pub fn of(inside: bool, dir: Dir) -> Lane {
        match (inside, dir) {
            (true, Dir::Left) => Lane::InsideLeft,
            (true, Dir::Right) => Lane::InsideRight,
            (false, Dir::Left) => Lane::SweepLeft,
            (false, Dir::Right) => Lane::SweepRight,
        }
    }
}

impl Res<'_, '_> {
    /// Resolves a running play.
    pub fn run_play(&mut self) -> Raw {
        match (self.oc.play, self.oc.primary) {
            (_, Some(OffPrimary::Flop)) => self.flop(),
            (_, Some(OffPrimary::Sneak)) => self.sneak(),
            (OffPlay::InsideLeft, _) => self.standard_run(Lane::InsideLeft),
            (OffPlay::InsideRight, _) => self.standard_run(Lane::InsideRight),
            (OffPlay::SweepLeft, _) => self.standard_run(Lane::SweepLeft),
            (OffPlay::SweepRight, _) => self.standard_run(Lane::SweepRight),
            (OffPlay::EndReverse, _) => self.end_reverse(),
            (OffPlay::Pitchout(d), _) => self.pitchout(d),
            (OffPlay::QbOption(d), _) => self.qb_option(d),
            _ => unreachable!("run_play called for a pass"),
        }
    }

    fn carrier(&self) -> Pid {
        self.od.get(self.oc.target).expect("checked: the target box is occupied")
    }

    /// Reads one cell of a rushing column and follows SG/LG chains (§7.3). Returns the yards
    /// and whether blocking and tackling values still apply.
    pub fn rush_cell(&mut self, p: Pid, col: RushCol, rn: u8, long: LongCtx) -> (i16, bool) {
        let card = self.off.player(p).rushing.clone().expect("checked: carrier has a rushing card");
        let cell = card.column(col)[rn as usize - 1];
        match cell {
            RushCell::Yards(y) => (y as i16, true),
            RushCell::Lg => (self.long_gain(p), false),
            RushCell::Sg | RushCell::Le | RushCell::Ls => {
                let rn2 = self.d.rn(What::ShortGain);
                match card.sg[rn2 as usize - 1] {
                    RushCell::Yards(y) => (y as i16, true),
                    RushCell::Lg => (self.long_gain(p), false),
                    RushCell::Le if long == LongCtx::ErScreen => (self.long_gain(p), false),
                    RushCell::Ls if long == LongCtx::Scramble => (self.long_gain(p), false),
                    RushCell::Le | RushCell::Ls => {
                        let y = card.sg_max() as i16;
                        self.d.value(What::ShortGain, y);
                        (y, false)
                    }
                    RushCell::Sg => (card.sg_max() as i16, false),
                }
            }
        }
    }

    /// A new unmodified RN on the LG column (the SG column's best value without one).
    fn long_gain(&mut self, p: Pid) -> i16 {
        let card = self.off.player(p).rushing.clone().expect("rushing card");
        match card.lg {
            Some(lg) => {
                let rn = self.d.rn(What::LongGain);
                lg[rn as usize - 1] as i16
            }
            None => card.sg_max() as i16,
        }
    }

    /// Breakaway: no BV/TV/modifiers; a new RN on the LG column, or SG if there is none.
    fn breakaway(&mut self, p: Pid) -> i16 {
        self.d.note(Note::Breakaway);
        let card = self.off.player(p).rushing.clone().expect("rushing card");
        let rn = self.d.rn(What::LongGain);
        match card.lg {
            Some(lg) => lg[rn as usize - 1] as i16,
            None => match card.sg[rn as usize - 1] {
                RushCell::Yards(y) => y as i16,
                _ => card.sg_max() as i16,
            },
        }
    }

    /// The column a run reads: I for inside and O for sweeps when the card has them (ambiguity
    /// 35), else N.
    fn run_col(&self, inside: bool) -> RushCol {
        if !self.opts.io_columns {
            return RushCol::N;
        }
        io_col(inside)
    }

    /// Double-Team (§10.2): the primary and secondary blocker boxes when it takes effect.
    pub fn double_team(&self) -> Option<(OffBox, OffBox, DefBox)> {
        double_team(self.ed, &self.oc, &self.od, &self.dd, &self.dc)
    }

    /// The players a blocker code names, for the ball carrier in `carrier`.
    fn blocker_players(&self, b: Blocker, carrier: OffBox) -> [Option<(OffBox, Pid)>; 2] {
        let cp = self.od.get(carrier);
        let mut out = [None, None];
        match b {
            Blocker::BK => {
                for (i, x) in self.other_backs(carrier).take(2).enumerate() {
                    out[i] = Some(x);
                }
            }
            Blocker::LE => out[0] = self.od.left_end(),
            Blocker::RE => out[0] = self.od.right_end(),
            line => {
                let bx = line.line_box().expect("line blocker");
                out[0] = self.od.get(bx).map(|p| (bx, p));
            }
        }
        for o in out.iter_mut() {
            if o.is_some_and(|(_, p)| Some(p) == cp) {
                *o = None;
            }
        }
        out
    }

    /// Blocking Value a blocker code contributes (None if nobody blocks): several backs add up
    /// and act as one blocker (§7.2); Double-Team primary +4/+5, secondary min(0, BV) (§10.2).
    fn blocker_value(&mut self, b: Blocker, carrier: OffBox, exceptional: bool) -> Option<i16> {
        let players = self.blocker_players(b, carrier);
        if players.iter().all(|x| x.is_none()) {
            return None;
        }
        let dt = self.double_team();
        let mut total = 0;
        for (bx, p) in players.into_iter().flatten() {
            let v = match dt {
                Some((prim, assist, _)) if bx == prim => {
                    self.d.note(Note::DoubleTeam);
                    let ex = self.bv(p).is_exceptional()
                        || self.od.get(assist).is_some_and(|a| self.off.player(a).bv().is_exceptional());
                    if ex {
                        self.c().double_team_primary_bv_exceptional
                    } else {
                        self.c().double_team_primary_bv
                    }
                }
                Some((_, assist, _)) if bx == assist => (self.bv(p).value as i16).min(0),
                _ => self.bv(p).get(exceptional) as i16,
            };
            total += v;
        }
        Some(total)
    }

    /// Blocking and tackling per the directive (§7.1 steps 4-6, §7.2).
    pub fn blocking(&mut self, dir: RunDir, carrier: OffBox) -> i16 {
        match dir {
            RunDir::Breakaway => 0,
            RunDir::Blockers(two) => {
                let mut sum = 0;
                for b in two.iter() {
                    sum += self.blocker_value(b, carrier, true).unwrap_or(0);
                }
                sum
            }
            RunDir::Boxes(two) => {
                let a = self.box_tv(two.first, true);
                let b = two.second.and_then(|x| self.box_tv(x, true));
                match (a, b) {
                    (None, None) => self.c().empty_box_bonus,
                    (a, b) => a.unwrap_or(0) + b.unwrap_or(0),
                }
            }
            RunDir::Versus(b, x) => {
                let bv = self.blocker_value(b, carrier, false);
                match (bv, self.box_tv(x, false)) {
                    (bv, None) => bv.unwrap_or(0),
                    (None, Some(tv)) => tv,
                    (Some(bv), Some(tv)) => {
                        let s = bv + tv;
                        if s == 0 {
                            0
                        } else if s > 0 {
                            bv
                        } else {
                            tv
                        }
                    }
                }
            }
        }
    }

    /// RN modifiers common to runs: the play row × defense, Draw, Shotgun, stunts, endurance.
    fn run_rn_mods(&mut self, row: ModRow, carrier: OffBox, lane: Option<Lane>) -> i16 {
        let col = self.def_col(carrier);
        let mut m = self.mods(row, col).rn;
        if self.oc.primary == Some(OffPrimary::Draw) {
            m += self.mods(ModRow::Draw, col).rn;
        }
        if self.od.shotgun(self.off) && lane.is_some() {
            m += self.mods(ModRow::Shotgun, col).rn;
        }
        if let Some(l) = lane {
            let into = self.dc.stunts.iter().flatten().any(|(a, b)| l.stunt_boxes().contains(a) || l.stunt_boxes().contains(b));
            if into {
                self.d.note(Note::Stunt);
                m += self.mods(row, ModCol::Stunt).rn;
            }
        }
        if let Some(ev) = self.sit.endurance_exceeded {
            m += self.ed.endurance.run_rn[(ev.clamp(1, 4) - 1) as usize];
        }
        m
    }

    /// Inside runs and sweeps (§7.1), also the Draw (§7.8).
    fn standard_run(&mut self, lane: Lane) -> Raw {
        let carrier_box = self.oc.target;
        let p = self.carrier();
        let fac = self.d.directive();
        let dir = lane.directive(&fac);
        self.d.trace.push(Step::RunDirective { dir });
        self.finish_run(lane, dir, carrier_box, p, ModRow::InsideSweep)
    }

    /// Steps 2-7 of §7.1 once the directive is known.
    fn finish_run(&mut self, lane: Lane, dir: RunDir, carrier_box: OffBox, p: Pid, row: ModRow) -> Raw {
        let mut raw = Raw::new(PlayKind::Rush);
        raw.carrier = Some(p);
        raw.halvable = true;
        // Every run resolved as an Inside Run ignores OB (§20.3), the Pitchout run inside too;
        // the Pitchout alone has no maximum loss (§4).
        raw.inside_run = lane.inside();
        // "There is no maximum loss for Sweeps, Pitchouts, Options, or End-Reverses" (seed L307).
        let max_loss = lane.inside() && row != ModRow::Pitchout && row != ModRow::Option;
        let yards = if dir == RunDir::Breakaway {
            self.breakaway(p)
        } else {
            let m = self.run_rn_mods(row, carrier_box, Some(lane));
            let rn = self.d.rn_mod(What::RunNumber, m);
            // The Pitchout (L448) and the Option's lateral (L460) name the I or O column
            // outright: the option on plain runs (ambiguity 35) does not reach them.
            let named = row == ModRow::Pitchout || (row == ModRow::Option && !lane.inside());
            let col = if named { io_col(lane.inside()) } else { self.run_col(lane.inside()) };
            let (y, blocks) = self.rush_cell(p, col, rn, LongCtx::Normal);
            if blocks {
                y + self.blocking(dir, carrier_box)
            } else {
                y
            }
        };
        raw.ff = self.ff_for_directive(dir);
        raw.yards = yards;
        if max_loss && yards < self.c().inside_max_loss {
            self.d.note(Note::MaxLoss);
            raw.yards = self.c().inside_max_loss;
        }
        raw
    }

    /// Forced fumble on runs: the defender(s) in the box(es) the directive names (§18.2).
    fn ff_for_directive(&self, dir: RunDir) -> i16 {
        let boxes: [Option<DefBox>; 2] = match dir {
            RunDir::Boxes(t) => [Some(t.first), t.second],
            RunDir::Versus(_, x) => [Some(x), None],
            _ => [None, None],
        };
        let mut best = 0;
        for b in boxes.into_iter().flatten() {
            best = best.max(self.ff_of(self.present(b)));
        }
        best
    }

    /// End-Reverse (§7.4).
    fn end_reverse(&mut self) -> Raw {
        let p = self.carrier();
        let mut raw = Raw::new(PlayKind::Rush);
        raw.carrier = Some(p);
        raw.halvable = true;
        let fac = self.d.directive();
        self.d.trace.push(Step::ErDirective { dir: fac.er });
        match fac.er {
            crate::fac::ErDir::Loss(y) => raw.yards = y as i16,
            crate::fac::ErDir::Ok => {
                let m = self.run_rn_mods(ModRow::EndReverse, self.oc.target, None) + self.sit.er_before as i16 * self.c().er_repeat_rn;
                let rn = self.d.rn_mod(What::RunNumber, m);
                let (y, _) = self.rush_cell(p, RushCol::N, rn, LongCtx::ErScreen);
                raw.yards = y;
            }
        }
        raw
    }

    /// Pitchout (§7.5).
    fn pitchout(&mut self, dir: Dir) -> Raw {
        let carrier_box = self.oc.target;
        let p = self.carrier();
        let fac = self.d.directive();
        let inside_dir = Lane::of(true, dir).directive(&fac);
        let outside_dir = Lane::of(false, dir).directive(&fac);
        let inside = self.dec.pitch_inside(inside_dir, outside_dir);
        self.d.note(if inside { Note::PitchInside } else { Note::PitchOutside });
        let lane = Lane::of(inside, dir);
        let d = lane.directive(&fac);
        self.d.trace.push(Step::RunDirective { dir: d });
        // (e) Against a run defense that keys no other back, the key counts as on the carrier.
        let saved = self.dc.key;
        if self.dc.play == DefPlay::Run {
            let other_back_keyed = matches!(self.dc.key, Key::Back(b) if b != carrier_box);
            if !other_back_keyed {
                self.dc.key = Key::Back(carrier_box);
            }
        }
        let mut raw = self.finish_run(lane, d, carrier_box, p, ModRow::Pitchout);
        self.dc.key = saved;
        raw.fum_adj += self.c().pitchout_fum;
        raw
    }

    /// QB Option (§7.6): the QB keeps on the inside directive or laterals to the trailing back
    /// on the sweep directive of the same first FAC (ambiguity 46).
    fn qb_option(&mut self, dir: Dir) -> Raw {
        let fac = self.d.directive();
        let inside_dir = Lane::of(true, dir).directive(&fac);
        let sweep_dir = Lane::of(false, dir).directive(&fac);
        let keep = self.dec.option_keep(inside_dir, sweep_dir);
        self.d.note(if keep { Note::Keep } else { Note::Lateral });
        let mut raw = if keep {
            self.d.trace.push(Step::RunDirective { dir: inside_dir });
            let qb = self.carrier();
            self.finish_run(Lane::of(true, dir), inside_dir, self.oc.target, qb, ModRow::Option)
        } else {
            self.d.trace.push(Step::RunDirective { dir: sweep_dir });
            let tb = self.oc.trailer.expect("checked: trailing back");
            let back = self.od.get(tb).expect("checked: trailing back present");
            let mut r = self.finish_run(Lane::of(false, dir), sweep_dir, tb, back, ModRow::Option);
            r.inside_run = false;
            r
        };
        raw.option = true;
        raw.fum_adj += if self.opts.option_fumble_plus5 { 5 } else { self.c().option_fum };
        raw
    }

    /// Flop (§7.7): −1 yard, no FAC, no fumble.
    fn flop(&mut self) -> Raw {
        self.d.note(Note::Flop);
        let mut raw = Raw::new(PlayKind::Kneel);
        raw.carrier = Some(self.carrier());
        raw.yards = -1;
        raw.flop = true;
        raw.inside_run = true;
        raw
    }

    /// Sneak (§7.7): Sneak Range = 32 + BV(C, LG, RG) + TV(B, C, D) (signed; individual TVs,
    /// no exceptional values); one PN: in range +1 yard, else 0.
    fn sneak(&mut self) -> Raw {
        let mut range = self.c().sneak_base;
        for bx in [OffBox::C, OffBox::LG, OffBox::RG] {
            if let Some(p) = self.od.get(bx) {
                range += self.bv(p).value as i16;
            }
        }
        for b in [DefBox::B, DefBox::C, DefBox::D] {
            for p in self.present(b) {
                range += self.tv(p, b).value as i16;
            }
        }
        let range = range.clamp(0, 48);
        self.d.value(What::Sneak, range);
        let pn = self.d.pn(What::Sneak);
        let mut raw = Raw::new(PlayKind::Rush);
        raw.carrier = Some(self.carrier());
        raw.inside_run = true;
        raw.yards = if (pn as i16) <= range { 1 } else { 0 };
        // A Sneak is an Inside Run: No-Huddle and Hurry-Up halve its yard (§20.7, "any Run").
        raw.halvable = true;
        raw.ff = [DefBox::B, DefBox::C, DefBox::D].iter().map(|b| self.ff_of(self.present(*b))).max().unwrap_or(0);
        raw
    }

    /// Whether the ball carrier is the QB.
    pub fn carrier_is_qb(&self) -> bool {
        self.od.get(self.oc.target).is_some_and(|p| self.off.player(p).pos == Position::QB)
    }
}

/// Double-Team (§10.2): the primary and secondary blocker boxes when the call's double-team
/// takes effect against this defense.
pub fn double_team(ed: &crate::tables::Edition, oc: &crate::call::OffenseCall, od: &crate::display::OffenseDisplay, dd: &crate::display::DefenseDisplay, dc: &crate::call::DefenseCall) -> Option<(OffBox, OffBox, DefBox)> {
    let dt = oc.double_team?;
    // A named defender is followed to his box at the reveal (§10.2 a-c); off the field, the
    // double-team is cancelled.
    let t = match dt.player {
        Some(p) => dd.box_of(p)?,
        None => dt.target,
    };
    // The target is a defender: an empty box holds nobody to double-team; a Row-2/3 defender
    // counts only when he blitzes (§10.2 a).
    let active = match dt.player {
        Some(_) if t.row() == 1 => true,
        Some(p) => dc.is_blitzer(p),
        None if t.row() == 1 => dd.count_in(t) > 0,
        None => dd.in_box(t).any(|p| dc.is_blitzer(p)),
    };
    if !active {
        return None;
    }
    let row = ed.double_team.get(&t.row1())?;
    Some((row.primary, double_team_assist_at(ed, oc, od, t)?, t))
}

/// The Secondary Blocker a double-team calls on (§10.2 d: picked "after the reveal" among those
/// the Double-Team Table lists for the target's column): the one named if listed, else the first
/// listed — never a tight end kept in as an extra pass blocker ("TEs used in a Double-Team
/// cannot be extra blockers", L754), who gives way to the next listed, nor an empty box. With
/// nobody to help there is no double-team.
pub fn double_team_assist(ed: &crate::tables::Edition, oc: &crate::call::OffenseCall, od: &crate::display::OffenseDisplay) -> Option<OffBox> {
    double_team_assist_at(ed, oc, od, oc.double_team?.target)
}

/// The Secondary Blocker for a double-team on the defender in box `t`.
fn double_team_assist_at(ed: &crate::tables::Edition, oc: &crate::call::OffenseCall, od: &crate::display::OffenseDisplay, t: DefBox) -> Option<OffBox> {
    let dt = oc.double_team?;
    let row = ed.double_team.get(&t.row1())?;
    let free = |a: &OffBox| !oc.is_extra_blocker(*a) && od.get(*a).is_some();
    dt.assist.filter(|a| row.secondary.contains(a) && free(a)).or_else(|| row.secondary.iter().copied().find(free))
}

/// The I or O column (N when the card has neither, in `rush_cell`).
fn io_col(inside: bool) -> RushCol {
    if inside {
        RushCol::I
    } else {
        RushCol::O
    }
}
