//! A scrimmage down from calls to the core's `Outcome`: the play itself (run/pass), then the
//! Z result (yardage multiplier, injury, penalty, fumble), the Interference Range, penalty
//! acceptance, out of bounds, timing (§20.2) and the statistics record.

use crate::call::{check_defense, check_offense, check_stunts, check_tempo, IllegalCall, OffPlay, OffPrimary, Tempo};
use crate::display::{DefenseDisplay, OffenseDisplay, Pid};
use crate::fac::{Fac, InjuryWho, ZResult};
use crate::options::RuleOptions;
use crate::kick::STANDARD_KICKOFF_SPOT;
use crate::penalty::{dead_ball, enforce, personal_foul, walk, Spots};
use crate::resolve::{Decider, Draws, Raw, RawEnd, Res, Situation};
use crate::tables::{Edition, InjuryDuration, PenaltyCol, PenaltyKind, Secs, TableReturn};
use crate::trace::{Note, Step, What};
use huddle_cards::{DefBox, Group, OffBox, Position, Team};
use huddle_core::{CardSource, ClockCharge, DownEffect, End, Outcome, PenaltyRecord, PlayFlags, PlayKind, PlayRecord, PlayerRef, Randomness, Side};

/// An injury from a Z result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Injury {
    pub side: Side,
    pub pid: Pid,
    pub duration: InjuryDuration,
}

/// A foul called on the play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Foul {
    pub code: u16,
    pub kind: PenaltyKind,
    pub against: Side,
    pub accepted: bool,
    pub yards: i16,
}

/// Where the ball ends, relative to the team that snapped (offense frame for `Off`, defense
/// frame for `Def`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ball {
    Off { at: i16, effect: DownEffect },
    Def { at: i16 },
}

/// Everything a scrimmage play needs.
pub struct Scrimmage<'a> {
    pub ed: &'a Edition,
    pub opts: &'a RuleOptions,
    pub off: &'a Team,
    pub def: &'a Team,
    pub od: OffenseDisplay,
    pub dd: DefenseDisplay,
    pub oc: crate::call::OffenseCall,
    pub dc: crate::call::DefenseCall,
    pub sit: Situation,
    pub offense: Side,
    pub home: Side,
}

/// The full result of a scrimmage play.
#[derive(Clone, Debug)]
pub struct PlayReport {
    pub outcome: Outcome,
    pub raw: Raw,
    pub z: Option<ZResult>,
    pub injuries: [Option<Injury>; 2],
    pub foul: Option<Foul>,
    /// The play stopped the clock (used 10 seconds or less).
    pub stopped_clock: bool,
    /// The down was nullified by a pre-snap foul (no play).
    pub no_play: bool,
    /// When a foul by the defense was accepted: the outcome had it been declined (the play's own
    /// result, record and time), for the end-of-half choice of §17.7.
    pub declined: Option<Outcome>,
}

fn secs(t: Secs, hurry: bool) -> u16 {
    if hurry {
        t[1]
    } else {
        t[0]
    }
}

/// Expected points for the offense of a result (used by the AI to accept or decline fouls).
pub fn value_for_offense(b: Ball, los: i16, down: u8, ltg: i16) -> f32 {
    fn ep(at: i16, down: u8, to_go: i16) -> f32 {
        let at = at.clamp(1, 99) as f32;
        let base = -0.6 + at * 0.065;
        base - 0.45 * (down as f32 - 1.0) - 0.04 * to_go.max(0) as f32
    }
    match b {
        Ball::Off { at, .. } if at >= 100 => 6.9,
        Ball::Off { at, .. } if at <= 0 => -2.0 - ep(70, 1, 10),
        Ball::Def { at } if at >= 100 => -6.9,
        Ball::Def { at } if at <= 0 => -ep(20, 1, 10),
        Ball::Def { at } => -ep(at, 1, 10),
        Ball::Off { at, effect } => {
            let reached = at >= ltg;
            match effect {
                DownEffect::FirstDown => ep(at, 1, 10),
                _ if reached => ep(at, 1, 10),
                DownEffect::Replay => ep(at, down, ltg - at),
                _ => {
                    if down >= 4 {
                        -ep(100 - at, 1, 10)
                    } else {
                        let _ = los;
                        ep(at, down + 1, ltg - at)
                    }
                }
            }
        }
    }
}

/// The offense display and call once the single-back move (§5, L338) is made: the first back
/// goes to the box the call names, and a call to him (target, trailer) follows him. Without a
/// move both come back unchanged.
pub fn single_back_moved(mut od: OffenseDisplay, mut oc: crate::call::OffenseCall, off: &Team) -> (OffenseDisplay, crate::call::OffenseCall) {
    if let Some(to) = oc.move_single_back {
        let first = od.backs(off).next();
        if let Some((from, p)) = first {
            od.set(from, None);
            od.set(to, Some(p));
            // Only a call to the moved back follows him (a Shotgun QB in BK3 stays put).
            if oc.target == from {
                oc.target = to;
            }
            if oc.trailer == Some(from) {
                oc.trailer = Some(to);
            }
            // So does every other part of the call that names his box: kept in to block, his
            // pattern, a double-team's helper (§10.2).
            for b in oc.extra_blockers.iter_mut().flatten().filter(|b| **b == from) {
                *b = to;
            }
            if from != to {
                oc.patterns[to.idx()] = oc.patterns[from.idx()].take();
            }
            if let Some(dt) = oc.double_team.as_mut().filter(|dt| dt.assist == Some(from)) {
                dt.assist = Some(to);
            }
        }
    }
    (od, oc)
}

impl Scrimmage<'_> {
    /// Checks both calls and displays; a refusal changes nothing.
    pub fn check(&self) -> Result<(), IllegalCall> {
        self.od.validate(self.off).map_err(|e| IllegalCall { section: e.section, msg: e.msg })?;
        self.dd.validate(self.def).map_err(|e| IllegalCall { section: e.section, msg: e.msg })?;
        check_offense(&self.oc, &self.od, self.off, self.sit.yards_to_goal(), self.opts.advanced)?;
        check_defense(&self.dc, &self.dd, self.def)?;
        check_stunts(&self.dc, self.opts.advanced)?;
        check_tempo(self.sit.tempo, self.opts.advanced)?;
        if self.sit.two_point && matches!(self.oc.primary, Some(OffPrimary::Flop)) {
            return Err(IllegalCall { section: "12.4", msg: "a Flop cannot be a two-point try".into() });
        }
        Ok(())
    }

    /// Resolves the play.
    pub fn resolve(
        &self,
        src: &mut CardSource<Fac>,
        rng: &mut dyn Randomness,
        trace: &mut Vec<Step>,
        dec: &mut dyn Decider,
    ) -> Result<PlayReport, IllegalCall> {
        self.check()?;
        let (od, oc) = single_back_moved(self.od, self.oc, self.off);
        trace.push(Step::Calls { offense: oc.play, target: oc.target, defense: self.dc.play });
        let window = self.ed.deck.z_window;
        let d = Draws::new(src, rng, trace, window);
        let mut r = Res { ed: self.ed, opts: self.opts, off: self.off, def: self.def, od, dd: self.dd, oc, dc: self.dc, sit: self.sit, d, dec };
        let mut raw = if oc.play.is_run() { r.run_play() } else { r.pass_play() };
        let los = self.sit.los.yards();
        let hurry = self.sit.tempo != Tempo::Normal;

        // Out of bounds (§20.3, §20.8): the last FAC read for its RN carried OB; Hurry-Up sends
        // non-inside runs and completions decided by an even RN out of bounds.
        let live = raw.end == RawEnd::Live && !raw.flop;
        if live && !raw.inside_run && (raw.completed || oc.play.is_run() || raw.scramble) {
            let even = r.d.last_rn.is_multiple_of(2) && r.d.last_rn > 0;
            if r.d.last_ob || (self.sit.tempo == Tempo::HurryUp && even && !raw.sack) {
                raw.oob = true;
                r.d.note(Note::OutOfBounds);
            }
        }
        if live && raw.halvable {
            raw.yards = r.tempo_halve(raw.yards);
        }

        let mut ball = match raw.end {
            RawEnd::Live => Ball::Off { at: los + raw.yards, effect: DownEffect::Normal },
            RawEnd::Incomplete => Ball::Off { at: los, effect: DownEffect::Normal },
            RawEnd::Interference { spot } => Ball::Off { at: los + spot, effect: DownEffect::FirstDown },
            RawEnd::Intercepted { at, ret, touchback } => {
                let caught = 100 - (los + at);
                if touchback {
                    Ball::Def { at: 0 }
                } else {
                    match ret {
                        None => Ball::Def { at: 100 },
                        Some(y) => Ball::Def { at: caught + y },
                    }
                }
            }
        };
        let mut foul: Option<Foul> = None;
        let mut injuries = [None, None];
        let mut extend = false;
        let mut next_ko = None;
        let mut fumble_flags = 0u32;
        let mut no_play = false;
        // The ball before a foul by the defense was enforced (§17.7).
        let mut declined_ball: Option<Ball> = None;
        if let RawEnd::Interference { spot } = raw.end {
            declined_ball = Some(Ball::Off { at: los, effect: DownEffect::Normal });
            let code = self.ed.penalties.code_of(PenaltyKind::DefensivePassInterference);
            foul = Some(Foul { code, kind: PenaltyKind::DefensivePassInterference, against: self.offense.other(), accepted: true, yards: spot });
            if self.sit.last_play_of_half {
                extend = true;
            }
        }

        // The Z result (§15).
        let mut z = None;
        if r.d.z_pending && !raw.flop {
            let zr = r.d.exempt(|d| d.directive().z);
            r.d.trace.push(Step::ZResult { z: zr });
            let zr = if raw.option && !matches!(zr, ZResult::Penalty(_) | ZResult::Injury(InjuryWho::BallCarrier) | ZResult::FumbleS) { ZResult::Fumble } else { zr };
            z = Some(zr);
            match zr {
                ZResult::Double | ZResult::Triple => {
                    let k = if zr == ZResult::Double { 2 } else { 3 };
                    ball = match (ball, raw.end) {
                        (Ball::Off { at, effect }, RawEnd::Live) if at < 100 && at > 0 => {
                            raw.yards *= k;
                            Ball::Off { at: los + raw.yards, effect }
                        }
                        (Ball::Def { at }, RawEnd::Intercepted { at: pi, ret: Some(y), touchback: false }) if at < 100 => {
                            let caught = 100 - (los + pi);
                            Ball::Def { at: caught + y * k }
                        }
                        (b, _) => b,
                    };
                }
                ZResult::Injury(who) => {
                    injuries = self.injuries(&mut r, who, &raw);
                }
                ZResult::Fumble | ZResult::FumbleS => {
                    let (b, flags) = self.fumble(&mut r, &raw, ball, zr == ZResult::FumbleS);
                    ball = b;
                    fumble_flags = flags;
                }
                ZResult::Penalty(teams) => {
                    let off_pen = if raw.cat == 1 { teams.cat1_offense } else { teams.cat2_offense };
                    let pre = ball;
                    let (b, f, ext, ko, np) = self.penalty(&mut r, &raw, ball, off_pen);
                    ball = b;
                    if f.is_some() {
                        foul = f;
                        if !off_pen {
                            declined_ball = Some(pre);
                        }
                    }
                    extend |= ext;
                    next_ko = ko;
                    no_play = np;
                }
            }
        }

        // Statistics record, timing (§20.2) and the core end of a result: built for the play as
        // it stands and, when the defense's foul was accepted, as it would stand declined (§17.7).
        let build = |ball: Ball, foul: Option<Foul>, no_play: bool, extend: bool, next_ko: Option<u8>| -> (Outcome, bool) {
            // Statistics record.
            let mut rec = PlayRecord::new(raw.kind, self.offense);
            let pref = |side: Side, p: Option<Pid>| p.map(|idx| PlayerRef { side, idx });
            rec.passer = pref(self.offense, raw.passer);
            rec.player = pref(self.offense, raw.receiver.or(raw.carrier));
            rec.defender = pref(self.offense.other(), raw.defender);
            rec.flags.0 |= fumble_flags;
            if raw.completed {
                rec.flags.set(PlayFlags::COMPLETE);
            }
            if raw.oob {
                rec.flags.set(PlayFlags::OUT_OF_BOUNDS);
            }
            if injuries[0].is_some() {
                rec.flags.set(PlayFlags::INJURY);
            }
            if let RawEnd::Intercepted { ret, touchback, .. } = raw.end {
                rec.flags.set(PlayFlags::INTERCEPTED);
                rec.return_yards = if touchback { 0 } else { ret.unwrap_or(0) };
                rec.returner = rec.defender;
            }
            rec.yards = match raw.end {
                RawEnd::Live => raw.yards,
                _ => 0,
            };
            if no_play {
                rec.kind = PlayKind::NoPlay;
                rec.yards = 0;
                rec.flags = PlayFlags::default();
            }
            let td = matches!(ball, Ball::Off { at, .. } if at >= 100) || matches!(ball, Ball::Def { at } if at >= 100);
            if td {
                rec.flags.set(PlayFlags::TOUCHDOWN);
            }
            if let Some(f) = foul {
                rec.penalty = Some(PenaltyRecord { against: f.against, yards: f.yards, accepted: f.accepted, code: f.code });
            }

            // Timing (§20.2).
            let t = &self.ed.timing;
            let accepted = foul.is_some_and(|f| f.accepted);
            let change = matches!(ball, Ball::Def { .. });
            let long_injury = injuries.iter().flatten().any(|i| matches!(i.duration, InjuryDuration::Game | InjuryDuration::Games(_) | InjuryDuration::RunNumber));
            let pre_snap = foul.is_some_and(|f| f.accepted && matches!(f.kind, PenaltyKind::Delay | PenaltyKind::Substitution | PenaltyKind::Participation | PenaltyKind::Movement));
            let seconds = if pre_snap {
                let k = foul.unwrap().kind;
                if self.sit.prev_stopped {
                    0
                } else {
                    match k {
                        PenaltyKind::Delay => secs(t.delay, hurry),
                        PenaltyKind::Substitution => secs(t.substitution, hurry),
                        PenaltyKind::Participation => secs(t.participation, hurry),
                        _ => secs(t.movement, hurry),
                    }
                }
            } else if self.sit.two_point {
                0
            } else if accepted {
                secs(t.penalty, hurry)
            } else if long_injury {
                secs(t.injury, hurry)
            } else if td {
                secs(t.touchdown, hurry)
            } else if change {
                secs(t.change_of_possession, hurry)
            } else if raw.end == RawEnd::Incomplete || matches!(raw.end, RawEnd::Interference { .. }) {
                secs(t.incomplete, hurry)
            } else if raw.oob {
                secs(t.out_of_bounds, hurry)
            } else if fumble_flags & PlayFlags::FUMBLE != 0 {
                secs(t.fumble_kept, hurry)
            } else if raw.flop || (oc.primary == Some(OffPrimary::Sneak)) {
                secs(t.flop_sneak, hurry)
            } else if raw.sack || raw.scramble {
                secs(t.sack_scramble, hurry)
            } else if raw.completed {
                secs(t.complete, hurry)
            } else {
                secs(t.run, hurry)
            };
            let with_to = seconds.min(t.timeout_after[0]);
            // "Plays that stop the clock include … penalty" (§20.6): an accepted foul stops it
            // even when it cost more (a Delay after a running play takes 30 s).
            let stopped = seconds <= 10 || accepted;

            // The core end.
            let end = if self.sit.two_point {
                let good = matches!(ball, Ball::Off { at, .. } if at >= 100);
                End::Try { points: if good { 2 } else { 0 } }
            } else {
                match ball {
                    Ball::Off { at, effect } => End::Scrimmage { gain: at - los, effect },
                    Ball::Def { at } => End::Possession { holder: self.offense.other(), at, first_down: false },
                }
            };
            let mut outcome = Outcome::new(end, ClockCharge::new(seconds, with_to), rec);
            outcome.extend_period = extend;
            outcome.next_kickoff_from = next_ko;
            (outcome, stopped)
        };
        let (outcome, stopped) = build(ball, foul, no_play, extend, next_ko);
        let declined = match (foul, declined_ball) {
            (Some(f), Some(b)) if f.accepted && f.against != self.offense && !self.sit.two_point => Some(build(b, Some(Foul { accepted: false, yards: 0, ..f }), false, false, None).0),
            _ => None,
        };
        Ok(PlayReport { outcome, raw, z, injuries, foul, stopped_clock: stopped, no_play, declined })
    }

    /// Injury Z result (§16.1-16.2).
    fn injuries(&self, r: &mut Res, who: InjuryWho, raw: &Raw) -> [Option<Injury>; 2] {
        let mut out = [None, None];
        let targets: [Option<(Side, Pid)>; 2] = match who {
            InjuryWho::BallCarrier => {
                let ok = raw.end == RawEnd::Live && !raw.flop;
                [raw.carrier.filter(|_| ok).map(|p| (self.offense, p)), None]
            }
            InjuryWho::Offense(b) => {
                let p = match b {
                    OffBox::LE | OffBox::LTE => r.od.left_end().map(|x| x.1),
                    OffBox::RE | OffBox::RTE => r.od.right_end().map(|x| x.1),
                    OffBox::QB => r.od.qb(self.off),
                    b => r.od.get(b),
                };
                [p.map(|p| (self.offense, p)), None]
            }
            InjuryWho::Defense(b) => {
                let v = r.dd.boxes[b.idx()];
                [v[0].map(|p| (self.offense.other(), p)), v[1].map(|p| (self.offense.other(), p))]
            }
        };
        // Players fit before each injury of this play (two defenders of one box may be hurt).
        let mut healthy = self.sit.healthy;
        for (i, t) in targets.into_iter().enumerate() {
            let Some((side, p)) = t else { continue };
            let team = if side == self.offense { self.off } else { self.def };
            let k = usize::from(side != self.offense);
            let g = team.player(p).group();
            // An injury that would leave the position below its minimum is ignored (§16.1; the
            // last quarterback cannot be injured) — but a defensive lineman's only once no
            // linebacker beyond the linebackers' own minimum is left to take a Row-1 box out of
            // position (L1290, §22.1; `injury_fill_in`): the linemen and the spare linebackers
            // together must stay above the linemen's minimum (a linebacker already moved up is
            // one of the spares).
            let c = &self.ed.constants;
            let min = |g: Group| c.injury_minimums.get(&g).copied().unwrap_or(0);
            let spare: u8 = c.injury_fill_in.get(&g).into_iter().flatten().map(|f| healthy.groups[k][*f as usize].saturating_sub(min(*f))).sum();
            if healthy.groups[k][g as usize].saturating_add(spare) <= min(g) {
                continue;
            }
            // The kicking game's minimums too: kickoff specialists, kickoff returners and punt
            // returners (L1288). A team without any has none to keep.
            let roles = crate::resolve::role_mask(team, p);
            let last_of_a_role = (0..3).any(|b| roles & (1 << b) != 0 && healthy.roles[k][b] <= c.injury_role_minimums.of_role(b));
            if last_of_a_role {
                continue;
            }
            for b in (0..3).filter(|b| roles & (1 << b) != 0) {
                healthy.roles[k][b] -= 1;
            }
            healthy.groups[k][g as usize] -= 1;
            let mut pn = r.d.exempt(|d| d.pn(What::InjuryDuration));
            // The Endurance "+4 Inj" of a pass's target whose EV is exceeded (§23.2: passes only).
            if self.opts.endurance_injury_pn && side == self.offense && !self.oc.play.is_run() && Some(p) == r.od.get(self.oc.target) && self.sit.endurance_exceeded.is_some() {
                pn = (pn as i16 + self.ed.endurance.inj).min(47) as u8;
            }
            let mut dur = self.ed.injury_table.lookup(pn, team.player(p).games);
            if dur == InjuryDuration::RunNumber {
                let rn = r.d.exempt(|d| d.rn(What::InjuryDuration));
                dur = InjuryDuration::Games(rn);
            }
            // Without "at least a B backup quarterback available" (A or B, fit), a quarterback
            // is hurt for the rest of the game at most (§16.1).
            if team.player(p).pos == Position::QB && matches!(dur, InjuryDuration::Games(_)) {
                let own_ab = u8::from(matches!(team.player(p).qb_grade(), Some(huddle_cards::QbGrade::A | huddle_cards::QbGrade::B)));
                if healthy.qb_ab[k].saturating_sub(own_ab) == 0 {
                    dur = InjuryDuration::Game;
                }
            }
            r.d.trace.push(Step::Value { what: What::Injury, value: p as i16 });
            out[i] = Some(Injury { side, pid: p, duration: dur });
        }
        out
    }

    /// Fumble Z result on a scrimmage play (§18).
    fn fumble(&self, r: &mut Res, raw: &Raw, ball: Ball, s: bool) -> (Ball, u32) {
        let los = self.sit.los.yards();
        // When fumbles are ignored (§18.1).
        let (carrier_off, carrier, at) = match (ball, raw.end) {
            (Ball::Off { at, .. }, RawEnd::Live) => {
                if raw.flop || (at >= 100 && !raw.option) || raw.carrier.is_none() {
                    return (ball, 0);
                }
                if self.sit.two_point && at >= 100 {
                    return (ball, 0);
                }
                (true, raw.carrier.unwrap(), at.min(99))
            }
            (Ball::Def { at }, RawEnd::Intercepted { ret: Some(y), touchback: false, .. }) if y > 0 && at < 100 => (false, raw.defender.unwrap(), at),
            _ => return (ball, 0),
        };
        let (carrier_team, tackling_team) = if carrier_off { (self.off, self.def) } else { (self.def, self.off) };
        let tackling_side = if carrier_off { self.offense.other() } else { self.offense };
        let mut range = carrier_team.fumble_range as i16 + tackling_team.def_fumble_adj as i16;
        if carrier_off {
            range += raw.ff + raw.fum_adj;
            if self.sit.endurance_exceeded.is_some() && Some(carrier) == r.od.get(self.oc.target) && (!self.oc.play.is_run() || self.opts.endurance_fumble_on_runs) {
                range += if self.oc.play == OffPlay::Screen { self.ed.endurance.screen_fum } else { self.ed.endurance.pass_fum };
            }
        }
        // The Fumble(s) extras belong to running plays and completed passes; an interception
        // return's fumble takes the Defense adjustment alone (Fumble Table, §18.3).
        if s && carrier_off {
            if self.opts.home_adjustments && tackling_side == self.home {
                range += r.c().home_fumble_adj;
            }
            if carrier_team.player(carrier).surehanded && self.opts.forced_fumbles() {
                range += r.c().surehanded_fum;
            }
        }
        r.d.value(What::Fumble, range);
        let pn = r.d.exempt(|d| d.pn(What::Fumble));
        if pn as i16 > range {
            return (ball, 0);
        }
        let mut flags = PlayFlags::FUMBLE;
        let rec = r.d.exempt(|d| d.pn(What::FumbleRecovery));
        let carrier_keeps = rec <= r.c().fumble_recovery_offense_max_pn;
        // Point of recovery: end of the play; Option: 10 yards behind it.
        let mut pr = at;
        if raw.option && carrier_off {
            // 10 yards behind the end of the play; a touchdown run ends at the goal line.
            let end = match ball {
                Ball::Off { at, .. } => at.min(100),
                _ => at,
            };
            pr = (end - r.c().option_recovery_back).max(-9);
        }
        let two_min = self.sit.final_two_minutes_half;
        let can_advance = if carrier_keeps {
            // The ball carrier's team keeps it: on a running play or completed pass it may not
            // advance on fourth down, on a try or after the two-minute warning; an interceptor's
            // team always may (Fumble Table: Return / Return). L1470 bars the offense alone too.
            let fourth = carrier_off && self.sit.down == huddle_core::Down::Fourth;
            let barred = carrier_off && two_min;
            !fourth && !self.sit.two_point && !barred
        } else {
            let barred = self.opts.two_minute_fumble_l1470 && !carrier_off && two_min;
            !self.sit.two_point && !barred
        };
        let ret = if can_advance { self.fumble_return(r) } else { Some(0) };
        let new_ball = if carrier_keeps {
            let pos = match ret {
                None => 100,
                Some(y) => pr + y,
            };
            if carrier_off {
                Ball::Off { at: pos.min(100), effect: DownEffect::Normal }
            } else {
                Ball::Def { at: pos.min(100) }
            }
        } else {
            flags |= PlayFlags::FUMBLE_LOST;
            let pos = match ret {
                None => 100,
                Some(y) => 100 - pr + y,
            };
            if carrier_off {
                Ball::Def { at: pos.min(100) }
            } else {
                Ball::Off { at: pos.min(100), effect: DownEffect::FirstDown }
            }
        };
        let _ = los;
        (new_ball, flags)
    }

    /// Fumble Return Table (§18.4): Some(yards) or None for a touchdown.
    fn fumble_return(&self, r: &mut Res) -> Option<i16> {
        let rn = r.d.rn(What::FumbleReturn);
        let t = &self.ed.fumble_return;
        match t.col[rn as usize - 1] {
            TableReturn::NoReturn => Some(0),
            TableReturn::Yards { yards, asterisk } => {
                if asterisk {
                    let rn2 = r.d.rn(What::ReturnAsterisk);
                    if t.asterisk_td.contains(rn2) {
                        return None;
                    }
                }
                Some(yards)
            }
        }
    }

    /// Penalty Z result (§17): the penalized team's range, the table, validity, enforcement and
    /// the offended team's choice. Returns the ball, the foul, whether the period is extended,
    /// a kickoff-spot change and whether the down was nullified.
    fn penalty(&self, r: &mut Res, raw: &Raw, ball: Ball, off_pen: bool) -> (Ball, Option<Foul>, bool, Option<u8>, bool) {
        let team = if off_pen { self.off } else { self.def };
        let side = if off_pen { self.offense } else { self.offense.other() };
        let mut range = team.penalty_range as i16;
        if self.opts.home_adjustments && side == self.home {
            range += r.c().home_penalty_range;
        }
        let pn = r.d.exempt(|d| d.pn(What::Penalty));
        if pn as i16 > range {
            return (ball, None, false, None, false);
        }
        let col = match (raw.cat, off_pen) {
            (1, true) => PenaltyCol::O1,
            (1, false) => PenaltyCol::D1,
            (_, true) => PenaltyCol::O2,
            (_, false) => PenaltyCol::D2,
        };
        let pn2 = r.d.exempt(|d| d.pn(What::PenaltyTable));
        // The edition outlives the play: its row is read in place, not copied.
        let ed = self.ed;
        let Some((code, row)) = ed.penalties.lookup(col, pn2) else { return (ball, None, false, None, false) };
        r.d.value(What::Penalty, code as i16);
        let los = self.sit.los.yards();
        let scramble = raw.scramble;
        let valid = match row.kind {
            PenaltyKind::Delay => self.sit.tempo == Tempo::Normal,
            PenaltyKind::IntentionalGrounding => raw.end == RawEnd::Incomplete && raw.kind == PlayKind::Pass && !raw.deflected && !scramble && !raw.bootleg,
            // No pass is thrown when the QB is sacked (as for pass interference, §17.2).
            PenaltyKind::IllegalForwardPass => raw.qsl_pass && !raw.sack,
            PenaltyKind::IneligibleReceiver => scramble && raw.kind == PlayKind::Pass,
            PenaltyKind::IllegalContact => raw.qsl_pass && !raw.deflected && !scramble,
            // Pass interference needs a pass: none is thrown when the QB is sacked (§17.2).
            PenaltyKind::DefensivePassInterference => raw.qsl_pass && !raw.deflected && !scramble && !raw.sack,
            PenaltyKind::RoughingPasser => raw.kind == PlayKind::Pass || raw.kind == PlayKind::Sack,
            _ => true,
        };
        if !valid {
            r.d.note(Note::ZIgnored);
            return (ball, None, false, None, false);
        }
        let change = matches!(ball, Ball::Def { .. });
        let end = match ball {
            Ball::Off { at, .. } => at,
            Ball::Def { .. } => los,
        };
        // Spot of foul (§17.1 step 5): odd RN = halfway point of the play, even = its end.
        let mut foul_spot = end;
        let needs_spot = matches!(row.kind, PenaltyKind::DefensiveHolding | PenaltyKind::IllegalBlock | PenaltyKind::IllegalContact | PenaltyKind::OffensiveFaceMask | PenaltyKind::OffensivePersonalFoul);
        if needs_spot {
            let rn = r.d.exempt(|d| d.rn(What::SpotOfFoul));
            // A play that crossed the goal line ended there (the halfway point of a touchdown).
            let end = end.min(100);
            if row.kind == PenaltyKind::OffensivePersonalFoul {
                // The spot is the line of scrimmage for all pass plays: a called pass that ended
                // in a sack or a scramble is one.
                foul_spot = if self.oc.play.is_pass() || rn.is_multiple_of(2) { los } else { los + (end - los).div_euclid(2) };
            } else {
                foul_spot = if rn % 2 == 1 { los + (end - los).div_euclid(2) } else { end };
            }
        }
        let spots = Spots { los, end, foul: foul_spot, behind_los: end < los, change_of_possession: change };
        let mut accepted_ball: Option<Ball> = None;
        let mut yards = row.yards;
        match row.kind {
            PenaltyKind::IntentionalGrounding => {
                // The new RN is how far behind the line the foul was: in the end zone a safety;
                // more than 10 yards back, loss of down at that spot; else loss of down and 10
                // yards from the line (half the distance to the goal when closer).
                let rn = r.d.exempt(|d| d.rn(What::SpotOfFoul)) as i16;
                let spot = los - rn;
                let (at, y) = if spot <= 0 {
                    (0, los)
                } else if rn > 10 {
                    (spot, rn)
                } else {
                    walk(los, 10, true)
                };
                yards = y;
                accepted_ball = Some(Ball::Off { at, effect: DownEffect::LossOfDown });
            }
            PenaltyKind::DefensivePassInterference => {
                let rn = r.d.exempt(|d| d.rn(What::SpotOfFoul));
                let s = rn as i16 * raw.pi[0] / raw.pi[1];
                // Beyond the end zone (more than 10 yards past the goal line, §0.3): uncatchable.
                if los + s > 110 || (self.sit.two_point && matches!(ball, Ball::Off { at, .. } if at >= 100)) {
                    r.d.note(Note::ZIgnored);
                    return (ball, None, false, None, false);
                }
                let at = (los + s).min(99);
                yards = at - los;
                accepted_ball = Some(Ball::Off { at, effect: DownEffect::FirstDown });
            }
            PenaltyKind::OffensiveHolding if self.oc.play.is_run() || los < 6 => {
                // 10 yards from the line, replay the down. Inside the offense's 6 a new RN × ½
                // puts the foul behind the line: in the end zone it is a safety; in the field
                // the 10 yards are still marked from the line (half the distance).
                let spot = if los < 6 {
                    let rn = r.d.exempt(|d| d.rn(What::SpotOfFoul));
                    los - (rn as i16) / 2
                } else {
                    los
                };
                if spot <= 0 {
                    accepted_ball = Some(Ball::Off { at: 0, effect: DownEffect::Normal });
                } else {
                    let (at, y) = walk(los, 10, true);
                    yards = y;
                    accepted_ball = Some(Ball::Off { at, effect: DownEffect::Replay });
                }
            }
            PenaltyKind::DefensiveDeadBallFoul | PenaltyKind::OffensiveDeadBallFoul if change => {
                // The defense keeps the ball, 15 yards from the end of the play (back for its own
                // foul); down and play count. An interception that stays a touchback ends at the
                // 20. After the defense's touchdown the foul goes to the kickoff (below).
                if let Ball::Def { at } = ball {
                    if at < 100 {
                        let end = if at <= 0 { self.sit.touchback_at } else { at };
                        let (a, y) = walk(end, row.yards, row.kind == PenaltyKind::DefensiveDeadBallFoul);
                        yards = y;
                        accepted_ball = Some(Ball::Def { at: a });
                    }
                }
            }
            _ => {}
        }
        let accepted_ball = accepted_ball.unwrap_or_else(|| {
            if change && !off_pen && !matches!(row.kind, PenaltyKind::DefensiveDeadBallFoul) {
                // A live-ball defensive foul wipes out the turnover: enforce from the LOS.
                let s2 = Spots { end: los, foul: los, behind_los: false, change_of_possession: true, ..spots };
                let e = enforce(row, false, &s2);
                yards = e.yards;
                Ball::Off { at: e.at, effect: e.effect }
            } else if change && off_pen {
                // An offensive foul before the turnover: the defense may keep the ball instead.
                let e = enforce(row, true, &Spots { end: los, foul: los, ..spots });
                yards = e.yards;
                if e.safety {
                    Ball::Off { at: 0, effect: DownEffect::Normal }
                } else {
                    Ball::Off { at: e.at, effect: e.effect }
                }
            } else {
                let e = enforce(row, off_pen, &spots);
                yards = e.yards;
                if e.safety {
                    Ball::Off { at: 0, effect: DownEffect::Normal }
                } else {
                    Ball::Off { at: e.at, effect: e.effect }
                }
            }
        });
        // Penalties after a touchdown (§17.6): every dead-ball personal foul and the defense's
        // 15-yard personal fouls (roughing, face mask, live-ball) are assessed on the following
        // kickoff and the score stands (the scoring team kicks from 15 yards farther out, or back);
        // an offensive live-ball personal foul cancels the score: marked from the spot of the
        // foul, the down is replayed. Every other foul must be declined to keep the score.
        // The defense's touchdown on a turnover: a dead-ball foul by either team is assessed on
        // the kickoff the scorer makes next, and the score stands (§17.6; a dead-ball foul never
        // undoes the play).
        if matches!(ball, Ball::Def { at } if at >= 100) && dead_ball(row.kind) {
            let foul = Foul { code, kind: row.kind, against: side, accepted: true, yards: row.yards };
            let ko = if off_pen { STANDARD_KICKOFF_SPOT + row.yards } else { STANDARD_KICKOFF_SPOT - row.yards };
            return (ball, Some(foul), false, Some(ko.clamp(1, 99) as u8), false);
        }
        let td = matches!(ball, Ball::Off { at, .. } if at >= 100);
        if td && !self.sit.two_point {
            if dead_ball(row.kind) || (!off_pen && personal_foul(row.kind) && row.yards >= 15) {
                let foul = Foul { code, kind: row.kind, against: side, accepted: true, yards: row.yards };
                let ko = if off_pen { STANDARD_KICKOFF_SPOT - row.yards } else { STANDARD_KICKOFF_SPOT + row.yards };
                return (ball, Some(foul), false, Some(ko.clamp(1, 99) as u8), false);
            }
            if off_pen && row.kind == PenaltyKind::OffensivePersonalFoul {
                let (at, y) = walk(foul_spot, row.yards, true);
                let foul = Foul { code, kind: row.kind, against: side, accepted: true, yards: y };
                return (Ball::Off { at, effect: DownEffect::Replay }, Some(foul), false, None, false);
            }
        }
        // Tries (§17.6): "Defensive penalties are assessed on the following kickoff for
        // successful tries": the offense is not asked; the foul is carried to the kickoff
        // (`FacGame::two_point_kickoff_foul`) and the points stand.
        if td && self.sit.two_point && !off_pen {
            return (ball, Some(Foul { code, kind: row.kind, against: side, accepted: false, yards: 0 }), false, None, false);
        }
        let ltg = self.sit.line_to_gain;
        let down = self.sit.down.number();
        let va = value_for_offense(accepted_ball, los, down, ltg);
        let vd = value_for_offense(ball, los, down, ltg);
        let must = !row.option && row.kind != PenaltyKind::Delay;
        let accept = must
            || r.dec.penalty_choice(&crate::coach::PenaltyChoice {
                name: &row.name,
                yards,
                offense_decides: !off_pen,
                accept_value: va,
                decline_value: vd,
                accepted: Some(accepted_ball),
                declined: Some(ball),
            });
        let pre_snap = matches!(row.kind, PenaltyKind::Delay | PenaltyKind::Substitution | PenaltyKind::Participation | PenaltyKind::Movement);
        let foul = Foul { code, kind: row.kind, against: side, accepted: accept, yards: if accept { yards } else { 0 } };
        if !accept {
            return (ball, Some(foul), false, None, false);
        }
        // §17.7: an accepted live-ball foul by the defense on the last play of a half gives one
        // more (untimed) down, unless it came after a change of possession (the team that gained
        // the ball keeps it). A defensive live-ball foul on a turnover play wipes the turnover out
        // (marked from the line of scrimmage), so the down is replayed then too. A dead-ball foul
        // never extends a period.
        let dead_ball = matches!(row.kind, PenaltyKind::DefensiveDeadBallFoul | PenaltyKind::OffensiveDeadBallFoul);
        let extend = !off_pen && !dead_ball && self.sit.last_play_of_half && matches!(accepted_ball, Ball::Off { .. });
        (accepted_ball, Some(foul), extend, None, pre_snap)
    }
}

/// The Defense Display box letter of a player, for narration.
pub fn def_box_letter(d: &DefenseDisplay, p: Pid) -> Option<DefBox> {
    d.box_of(p)
}
