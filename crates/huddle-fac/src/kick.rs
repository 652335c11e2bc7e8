//! The kicking game (TTF 7th §12-§14): kickoffs, punts, field goals and extra points.

use crate::display::Pid;
use crate::fac::{Fac, ZResult};
use crate::options::RuleOptions;
use crate::resolve::Draws;
use crate::tables::Edition;
use crate::trace::{Note, Step, What};
use huddle_cards::{KickCell, PuntInstr, ReturnCell, Rn12Result, Team};
use huddle_core::{CardSource, ClockCharge, End, Outcome, PlayFlags, PlayKind, PlayRecord, PlayerRef, Randomness, Side};
use serde::{Deserialize, Serialize};

/// The kicking team's choice on a kickoff (§14.1 step 7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KickoffKind {
    #[default]
    Normal,
    Squib,
    Onside,
}

/// The receiving team's kickoff defense (§14.1 step 6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KickoffDefense {
    #[default]
    Normal,
    Onside,
}

/// Everything a kick needs.
pub struct Kick<'a> {
    pub ed: &'a Edition,
    pub opts: &'a RuleOptions,
    pub kicking: &'a Team,
    pub receiving: &'a Team,
    pub kicking_side: Side,
    pub home: Side,
    /// Kicking team's own yard line of the kick or line of scrimmage.
    pub spot: i16,
    /// Inside the final two minutes of a half (kickoff time).
    pub two_minutes: bool,
}

/// A resolved kick.
#[derive(Clone, Debug)]
pub struct KickReport {
    pub outcome: Outcome,
    pub z: Option<ZResult>,
    pub stopped_clock: bool,
}

fn pref(side: Side, p: Option<Pid>) -> Option<PlayerRef> {
    p.map(|idx| PlayerRef { side, idx })
}

impl Kick<'_> {
    fn returner_pid(team: &Team, id: &str) -> Option<Pid> {
        team.idx(id)
    }

    /// A return on a returner's column with asterisk handling. Returns (yards, td, fumble).
    fn return_cell(d: &mut Draws, col: &[ReturnCell; 12], star: Option<huddle_cards::Asterisk>, rn: u8, star_mod: i16) -> (i16, bool, bool) {
        let mut cell = col[rn as usize - 1];
        if cell.asterisk && cell.yards.is_some() {
            let rn2 = d.rn_mod(What::ReturnAsterisk, star_mod);
            if let Some(s) = star {
                if s.rn.contains(rn2) {
                    cell = s.result;
                }
            }
        }
        match cell.yards {
            None => (0, true, cell.fumble),
            Some(y) => (y as i16, false, cell.fumble),
        }
    }

    /// A kickoff (§14).
    pub fn kickoff(&self, src: &mut CardSource<Fac>, rng: &mut dyn Randomness, trace: &mut Vec<Step>, kind: KickoffKind, def: KickoffDefense) -> KickReport {
        let mut d = Draws::new(src, rng, trace, self.ed.deck.z_window);
        let recv = self.kicking_side.other();
        let mut rec = PlayRecord::new(if kind == KickoffKind::Onside { PlayKind::OnsideKick } else { PlayKind::Kickoff }, self.kicking_side);
        let spec = self.kicking.kickoff_specialist();
        rec.player = pref(self.kicking_side, spec);
        let t = &self.ed.timing;
        let ko_secs = if self.two_minutes { t.kickoff_two_minutes[0] } else { t.punt_kickoff[0] };
        if kind == KickoffKind::Onside {
            d.z_off = true;
            let pn = d.pn(What::Onside);
            let r = if def == KickoffDefense::Onside { self.ed.onside.kicking_team_recovers_vs_onside_defense } else { self.ed.onside.kicking_team_recovers_vs_normal };
            let at_kick = self.spot + self.ed.constants.onside_recovery_yards;
            let end = if r.contains(pn) {
                rec.flags.set(PlayFlags::RECOVERED_BY_KICKER);
                End::Possession { holder: self.kicking_side, at: at_kick, first_down: true }
            } else {
                End::Possession { holder: recv, at: 100 - at_kick, first_down: true }
            };
            rec.yards = self.ed.constants.onside_recovery_yards;
            return KickReport { outcome: Outcome::new(end, ClockCharge::flat(ko_secs), rec), z: None, stopped_clock: true };
        }
        // Landing spot and returner: the specialist's columns, or the Kickoff Yardage Table.
        let (col_a, col_b, ret_mods, ret_star) = match spec.and_then(|p| self.kicking.player(p).kickoff.clone()) {
            Some(k) => (k.a, k.b, Some(k.ret), k.ret_asterisk),
            None => (self.ed.kickoff_yardage.a, self.ed.kickoff_yardage.b, None, 0),
        };
        let rn = d.rn(What::Kickoff);
        let mut cell = col_a[rn as usize - 1];
        if cell == KickCell::UseColB {
            let rn2 = d.rn(What::Kickoff);
            cell = col_b[rn2 as usize - 1];
        }
        let (returner, land) = match cell {
            KickCell::Touchback | KickCell::UseColB => {
                d.note(Note::Touchback);
                rec.flags.set(PlayFlags::TOUCHBACK);
                rec.yards = 100 - self.spot;
                let end = End::Possession { holder: recv, at: 0, first_down: true };
                let secs = t.kickoff_touchback[0];
                return KickReport { outcome: Outcome::new(end, ClockCharge::flat(secs), rec), z: None, stopped_clock: true };
            }
            KickCell::Land { returner, yard } => (returner, yard as i16),
        };
        let squib = kind == KickoffKind::Squib;
        let land = if squib { land + self.ed.constants.squib_spot_yards } else { land };
        rec.yards = (100 - self.spot) - land;
        let krs = &self.receiving.kick_returns;
        let kr = &krs[((returner as usize).clamp(1, krs.len().max(1))) - 1];
        let rpid = Self::returner_pid(self.receiving, &kr.player);
        rec.returner = pref(recv, rpid);
        let r = d.rn(What::KickoffReturn);
        let m = if squib { self.ed.constants.squib_return_rn } else { ret_mods.map(|x| x[r as usize - 1] as i16).unwrap_or(0) };
        let rn_ret = (r as i16 + m).clamp(1, 12) as u8;
        d.trace.push(Step::Rn { what: What::ReturnModifier, rn: r, modified: rn_ret, ob: false });
        let (mut y, td, _f) = Self::return_cell(&mut d, &kr.col, kr.asterisk, rn_ret, if squib { 0 } else { ret_star as i16 });
        if def == KickoffDefense::Onside && !squib && !td {
            y /= 2;
        }
        rec.return_yards = if td { 100 - land } else { y };
        let at = if td { 100 } else { land + y };
        if at >= 100 {
            rec.flags.set(PlayFlags::RETURN_TD);
            rec.flags.set(PlayFlags::TOUCHDOWN);
        }
        let end = End::Possession { holder: recv, at: at.max(1), first_down: true };
        let z = if d.z_pending { Some(d.exempt(|d| d.directive().z)) } else { None };
        KickReport { outcome: Outcome::new(end, ClockCharge::flat(ko_secs), rec), z, stopped_clock: true }
    }

    /// A punt (§13).
    pub fn punt(&self, src: &mut CardSource<Fac>, rng: &mut dyn Randomness, trace: &mut Vec<Step>) -> KickReport {
        let mut d = Draws::new(src, rng, trace, self.ed.deck.z_window);
        let recv = self.kicking_side.other();
        let mut rec = PlayRecord::new(PlayKind::Punt, self.kicking_side);
        let punter = self.kicking.punter();
        rec.player = pref(self.kicking_side, punter);
        let card = punter.and_then(|p| self.kicking.player(p).punting.clone());
        let secs = self.ed.timing.punt_kickoff[0];
        let Some(card) = card else {
            // No punter card: a 35-yard punt, fair caught.
            let at = 100 - (self.spot + 35);
            let end = End::Possession { holder: recv, at: at.max(0), first_down: true };
            return KickReport { outcome: Outcome::new(end, ClockCharge::flat(secs), rec), z: None, stopped_clock: true };
        };
        let rn = d.rn(What::Punt);
        let cell = if rn <= 11 {
            card.punts[rn as usize - 1]
        } else {
            let rn2 = d.rn(What::PuntRn12);
            let res = card.rn12.iter().find(|e| e.rn.contains(rn2)).map(|e| e.result).unwrap_or(Rn12Result::Longest(45));
            match res {
                Rn12Result::Longest(y) => huddle_cards::PuntCell { yards: y, instr: PuntInstr::NoReturn, fumble: false, asterisk: false },
                Rn12Result::Blocked => {
                    // Blocked punt (§13.5): recovered RN + 10 yards behind the LOS.
                    rec.flags.set(PlayFlags::BLOCKED);
                    let pr_rn = d.exempt(|d| d.rn(What::PointOfRecovery));
                    let behind = pr_rn as i16 + self.ed.constants.blocked_punt_extra_yards;
                    let pos = self.spot - behind;
                    let who = d.exempt(|d| d.pn(What::BlockRecovery));
                    let end = if who < self.ed.constants.blocked_kick_kicking_team_from_pn {
                        End::Possession { holder: recv, at: (100 - pos).min(100), first_down: true }
                    } else {
                        End::Possession { holder: self.kicking_side, at: pos, first_down: false }
                    };
                    return KickReport { outcome: Outcome::new(end, ClockCharge::flat(secs), rec), z: None, stopped_clock: true };
                }
                Rn12Result::Movement => {
                    let rn3 = d.rn(What::Movement);
                    let against_kicker = rn3 % 2 == 0;
                    let gain = if against_kicker { -5 } else { 5 };
                    let end = End::Scrimmage { gain, effect: huddle_core::DownEffect::Replay };
                    let mut r2 = PlayRecord::new(PlayKind::NoPlay, self.kicking_side);
                    r2.penalty = Some(huddle_core::PenaltyRecord { against: if against_kicker { self.kicking_side } else { recv }, yards: 5, accepted: true, code: self.ed.penalties.code_of(crate::tables::PenaltyKind::Movement) });
                    return KickReport { outcome: Outcome::new(end, ClockCharge::flat(0), r2), z: None, stopped_clock: true };
                }
            }
        };
        let yards = cell.yards as i16;
        rec.yards = yards;
        let land = self.spot + yards; // kicking frame
        if land >= 100 {
            d.note(Note::Touchback);
            rec.flags.set(PlayFlags::TOUCHBACK);
            rec.yards = 100 - self.spot;
            let end = End::Possession { holder: recv, at: 0, first_down: true };
            return KickReport { outcome: Outcome::new(end, ClockCharge::flat(secs), rec), z: None, stopped_clock: true };
        }
        let recv_at = 100 - land;
        // Inside the receiving 6: maybe a touchback (§13.7).
        if recv_at < 6 {
            let rn = d.rn(What::Touchback);
            if recv_at - rn as i16 <= 0 {
                d.note(Note::Touchback);
                rec.flags.set(PlayFlags::TOUCHBACK);
                rec.yards = 100 - self.spot;
                let end = End::Possession { holder: recv, at: 0, first_down: true };
                return KickReport { outcome: Outcome::new(end, ClockCharge::flat(secs), rec), z: None, stopped_clock: true };
            }
            let end = End::Possession { holder: recv, at: recv_at, first_down: true };
            return KickReport { outcome: Outcome::new(end, ClockCharge::flat(secs), rec), z: None, stopped_clock: true };
        }
        let at = match cell.instr {
            PuntInstr::FairCatch => {
                rec.flags.set(PlayFlags::FAIR_CATCH);
                recv_at
            }
            PuntInstr::NoReturn => recv_at,
            PuntInstr::Returner(n) => {
                let prs = &self.receiving.punt_returns;
                let pr = &prs[(n as usize).clamp(1, prs.len().max(1)) - 1];
                rec.returner = pref(recv, Self::returner_pid(self.receiving, &pr.player));
                let r = d.rn(What::PuntReturn);
                let (y, td, _f) = Self::return_cell(&mut d, &pr.col, pr.asterisk, r, 0);
                rec.return_yards = if td { 100 - recv_at } else { y };
                if td {
                    rec.flags.set(PlayFlags::RETURN_TD);
                    rec.flags.set(PlayFlags::TOUCHDOWN);
                    100
                } else {
                    recv_at + y
                }
            }
        };
        let end = End::Possession { holder: recv, at: at.max(1), first_down: true };
        let z = if d.z_pending { Some(d.exempt(|d| d.directive().z)) } else { None };
        KickReport { outcome: Outcome::new(end, ClockCharge::flat(secs), rec), z, stopped_clock: true }
    }

    /// A field-goal attempt (§12.1). `los` in the kicking team's frame.
    pub fn field_goal(&self, src: &mut CardSource<Fac>, rng: &mut dyn Randomness, trace: &mut Vec<Step>) -> KickReport {
        let mut d = Draws::new(src, rng, trace, self.ed.deck.z_window);
        let recv = self.kicking_side.other();
        let c = &self.ed.constants;
        let distance = (100 - self.spot) + c.fg_distance_offset;
        let mut rec = PlayRecord::new(PlayKind::FieldGoal, self.kicking_side);
        let k = self.kicking.kicker();
        rec.player = pref(self.kicking_side, k);
        rec.yards = distance;
        d.value(What::FieldGoal, distance);
        let card = k.and_then(|p| self.kicking.player(p).kicking.clone());
        let good_hi = card.as_ref().and_then(|kc| {
            if distance as u8 > kc.max {
                return Some(0);
            }
            match kc.band(distance as u8) {
                Some(b) => Some(b.good as i16),
                None if distance > 55 => kc.band(55).map(|b| b.good as i16 - c.fg_beyond_55_per_yard * (distance - 55)),
                None => Some(0),
            }
        });
        let good_hi = good_hi.unwrap_or(0).max(0) as u8;
        let pn = d.pn(What::FieldGoal);
        let secs = self.ed.timing.field_goal[0];
        if pn <= good_hi {
            rec.flags.set(PlayFlags::GOOD);
            return KickReport { outcome: Outcome::new(End::FieldGoal, ClockCharge::flat(secs), rec), z: None, stopped_clock: true };
        }
        // Missed: the defense takes over at the spot of the kick, or its 20.
        let kick_spot = self.spot - c.fg_spot_behind_los;
        let at = if 100 - self.spot <= 20 { 20 } else { 100 - kick_spot };
        let end = End::Possession { holder: recv, at, first_down: true };
        KickReport { outcome: Outcome::new(end, ClockCharge::flat(secs), rec), z: None, stopped_clock: true }
    }

    /// An extra-point kick (§12.3): Z cards ignored, no time.
    pub fn extra_point(&self, src: &mut CardSource<Fac>, rng: &mut dyn Randomness, trace: &mut Vec<Step>) -> KickReport {
        let mut d = Draws::new(src, rng, trace, self.ed.deck.z_window);
        d.z_off = true;
        let mut rec = PlayRecord::new(PlayKind::ExtraPoint, self.kicking_side);
        let k = self.kicking.kicker();
        rec.player = pref(self.kicking_side, k);
        let xp = k.and_then(|p| self.kicking.player(p).kicking.as_ref().map(|kc| kc.xp)).unwrap_or(0);
        let pn = d.pn(What::ExtraPoint);
        let good = pn <= xp;
        if good {
            rec.flags.set(PlayFlags::GOOD);
        }
        KickReport { outcome: Outcome::new(End::Try { points: good as u8 }, ClockCharge::flat(0), rec), z: None, stopped_clock: true }
    }
}
