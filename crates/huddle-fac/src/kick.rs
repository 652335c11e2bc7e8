//! The kicking game (TTF 7th §12-§14): field goals, fake field goals and fair-catch kicks, extra
//! points, punts (punt defenses, fake punts, the all-out rush, the punter's RN 12, blocked punts,
//! returns, fair catches and fair-catch returns, touchbacks, coffin corners), kickoffs (kickoff
//! defense, normal/squib/onside kicks, the specialist's columns or the Kickoff Yardage Table,
//! return modifiers), free kicks after a safety, and the Z cards on all of them (penalties of
//! categories 1-4, fumbles on returns, yardage multipliers; injuries are ignored on kicks).
//!
//! Frames: `Kick::spot` and every "kicking" position are yards from the kicking team's goal line;
//! "receiving" positions are yards from the receiving team's goal line.

use crate::display::{DefenseDisplay, OffenseDisplay, Pid, PidSet};
use crate::fac::{Fac, ZResult};
use crate::options::RuleOptions;
use crate::penalty::{dead_ball, enforce, kick_foul, kick_walk, personal_foul, pre_snap, walk, KickFoul, ReturnBase, Spots};
use crate::play::{value_for_offense, Ball, Foul};
use crate::resolve::Draws;
use crate::tables::{Edition, FakeResult, FakeTarget, PenaltyCol, PenaltyKind, PenaltyRow, TableReturn};
use crate::trace::{Note, Step, What};
use huddle_cards::{Asterisk, DefBox, IntRange, KickCell, NumRange, OffBox, PuntCell, PuntInstr, ReturnCell, Rn12Result, Team};
use huddle_core::{CardSource, ClockCharge, Down, DownEffect, End, Outcome, PenaltyRecord, PlayFlags, PlayKind, PlayRecord, PlayerRef, Randomness, Side};
use serde::{Deserialize, Serialize};

/// Nobody out injured (the default of a kick without a game: tests, scenarios).
static NO_ONE_OUT: PidSet = PidSet::EMPTY;

/// Kickoffs are made from the kicking team's 30 (§14.1); the kickoff cards' landing spots are
/// for a kick from there.
pub const STANDARD_KICKOFF_SPOT: i16 = 30;
/// The Coffin Corner deduction the punter states: 10 to 25 yards (§13.8).
pub const COFFIN_CORNER_MIN: u8 = 10;
pub const COFFIN_CORNER_MAX: u8 = 25;
/// Non-coffin-corner punts landing inside the receiving team's 6 may become touchbacks (§13.7).
pub const INSIDE_THE_SIX: i16 = 6;
/// Fake punt "daylight": a new Pass Number times two (§13.2).
pub const DAYLIGHT_FACTOR: i16 = 2;
/// Fake field goal interception: subtract one from the return Run Number (§12.2).
pub const FAKE_FG_INT_RETURN_RN: i16 = -1;
/// Kick Out of Bounds on the first onside attempt: 5 yards, kick again (§17.2).
pub const ONSIDE_OUT_OF_BOUNDS_YARDS: i16 = 5;
/// A fair-catch kick is made from the spot of the catch: no snap, so no 7 yards (ambiguity 56).
pub const FAIR_CATCH_KICK_OFFSET: i16 = 10;

/// The kicking team's choice on a kickoff (§14.1 step 7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KickoffKind {
    #[default]
    Normal,
    Squib,
    Onside,
}

/// The receiving team's kickoff defense (§14.1 step 6), announced before the kick type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KickoffDefense {
    #[default]
    Normal,
    Onside,
}

/// The receiving team's punt defense (§13.1 step 2), announced aloud after the kicking team
/// announced punt or fake.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PuntDefense {
    #[default]
    Return,
    FakePuntDefense,
    AllOutRush,
}

/// What the kicking team finally does after hearing the punt defense (§13.1 step 3, §13.8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuntPlan {
    /// Fake the punt (§13.2).
    pub fake: bool,
    /// A Coffin Corner punt with the stated deduction (10-25 yards, §13.8).
    pub coffin_corner: Option<u8>,
}

impl PuntPlan {
    pub fn punt() -> PuntPlan {
        PuntPlan::default()
    }
    pub fn fake() -> PuntPlan {
        PuntPlan { fake: true, coffin_corner: None }
    }
    pub fn coffin_corner(deduction: u8) -> PuntPlan {
        PuntPlan { fake: false, coffin_corner: Some(deduction) }
    }
}

/// Decisions made while a kick is being resolved.
pub trait KickDecider {
    /// Coffin Corner: subtract the punter's whole CC Value (true) or nothing, decided right after
    /// the punt yardage is known. `landing` is where the punt would land, in the receiving team's
    /// frame (0 or less = in the end zone) (§13.8).
    fn use_cc_value(&mut self, landing: i16, cc: u8) -> bool {
        landing <= 0 && landing + cc as i16 >= 1
    }
    /// Fair catch at the receiving team's `at`: try a Fair Catch Return (§13.6)?
    fn fair_catch_return(&mut self, _at: i16, _fc_value: u8) -> bool {
        false
    }
    /// The team offended by a foul chooses: accept (true) or decline. The values are the expected
    /// points of each choice for the *kicking* team; `kicking_decides` says which team is asked.
    fn accept_kick_penalty(&mut self, kicking_decides: bool, accept_value: f32, decline_value: f32) -> bool {
        if kicking_decides {
            accept_value > decline_value
        } else {
            accept_value < decline_value
        }
    }
    /// A foul on a kick with a choice, described; by default decided on the values.
    fn kick_penalty_choice(&mut self, c: &crate::coach::PenaltyChoice) -> bool {
        self.accept_kick_penalty(c.offense_decides, c.accept_value, c.decline_value)
    }
}

/// Fixed kick decisions (tests and scenarios): by default no CC Value unless it avoids a
/// touchback, no fair-catch returns, penalties by expected points.
#[derive(Clone, Copy, Debug, Default)]
pub struct KickChoices {
    pub cc_value: Option<bool>,
    pub fc_return: bool,
    pub accept: Option<bool>,
}

impl KickDecider for KickChoices {
    fn use_cc_value(&mut self, landing: i16, cc: u8) -> bool {
        self.cc_value.unwrap_or(landing <= 0 && landing + cc as i16 >= 1)
    }
    fn fair_catch_return(&mut self, _at: i16, _fc: u8) -> bool {
        self.fc_return
    }
    fn accept_kick_penalty(&mut self, kicking_decides: bool, a: f32, d: f32) -> bool {
        match self.accept {
            Some(x) => x,
            None if kicking_decides => a > d,
            None => a < d,
        }
    }
}

/// Where the ball is after a kick (before it is handed to the core).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KickBall {
    /// The receiving team's ball `at` yards from its own goal line, first down; 100+ is a
    /// touchdown. `touchback`: the kicking team put it in the end zone; `safety`: the receiving
    /// team carried it there itself.
    Receiving { at: i16, touchback: bool, safety: bool },
    /// The kicking team's ball with a new series (onside kick, a muffed or fumbled return).
    KickingNew { at: i16, touchback: bool },
    /// The kicking team keeps the ball and the downs go on from the line of scrimmage (blocked
    /// kick recovered, a fake, a replayed down).
    KickingDown { at: i16, effect: DownEffect },
    /// Kick again from the kicking team's `from` (kickoffs and free kicks).
    Rekick { from: i16 },
    /// A good field goal.
    FieldGoal,
}

impl KickBall {
    fn recv(at: i16) -> KickBall {
        KickBall::Receiving { at, touchback: false, safety: false }
    }
    fn touchback() -> KickBall {
        KickBall::Receiving { at: 0, touchback: true, safety: false }
    }
}

/// Everything a kick needs.
pub struct Kick<'a> {
    pub ed: &'a Edition,
    pub opts: &'a RuleOptions,
    pub kicking: &'a Team,
    /// The kicking team's kicker (its Lineup Card's), looked up once: coaches ask for field-goal
    /// ranges before every play.
    pub(crate) kicker: Option<Pid>,
    pub receiving: &'a Team,
    pub kicking_side: Side,
    pub home: Side,
    /// The line of scrimmage (punts, field goals, fakes) or the spot of the kick (kickoffs), in
    /// the kicking team's frame.
    pub spot: i16,
    /// After a half's two-minute warning (no fakes, kickoff timing, fumble advances). Overtime
    /// has no warning (#66); the game refuses fakes there before the kick.
    pub two_minutes: bool,
    /// The kick may be the last play of a half or the game (§17.7: an accepted live-ball foul by
    /// the receiving team extends the period), as `Situation::last_play_of_half`.
    pub last_play_of_half: bool,
    pub down: Down,
    /// The line to gain, kicking team's frame.
    pub line_to_gain: i16,
    /// The previous play stopped the clock (time of pre-snap fouls, §17.5).
    pub prev_stopped: bool,
    /// Fakes of this kind (FG or punt) the kicking team already ran this game (§12.2, §13.2).
    pub fakes_before: u8,
    /// A free kick after a safety (kickoff or punt from the 20, §14.1).
    pub free_kick: bool,
    /// An onside kick already went out of bounds on this kickoff (the 5-yard re-kick is used).
    pub onside_rekicked: bool,
    /// A fair-catch kick (§13.6): a field goal from the spot of the catch.
    pub fair_catch_kick: bool,
    /// The kicking team's offense on the field (fake targets).
    pub offense: Option<OffenseDisplay>,
    /// The receiving team's defense on the field (the fake FG interceptor).
    pub defense: Option<DefenseDisplay>,
    /// Receiving-team players out injured (returner replacement, §16.3).
    pub unavailable: &'a PidSet,
}

/// A resolved kick.
#[derive(Clone, Debug)]
pub struct KickReport {
    pub outcome: Outcome,
    pub ball: KickBall,
    pub z: Option<ZResult>,
    pub foul: Option<Foul>,
    pub stopped_clock: bool,
    /// The fake's table result, if the play was a fake.
    pub fake: Option<FakeResult>,
    /// A Kick Out of Bounds on a first onside attempt: the kick is made again 5 yards back.
    pub onside_out_of_bounds: bool,
}

fn pref(side: Side, p: Option<Pid>) -> Option<PlayerRef> {
    p.map(|idx| PlayerRef { side, idx })
}

/// Expected points of having a first down at `at` (same scale as `play::value_for_offense`).
fn ep(at: i16) -> f32 {
    -0.6 + at.clamp(1, 99) as f32 * 0.065
}

/// A returner as read off the Return Card (after replacing an injured one).
#[derive(Clone, Copy, Debug)]
struct Returner {
    pid: Option<Pid>,
    col: [ReturnCell; 12],
    asterisk: Option<Asterisk>,
    fc: u8,
}

/// A return in progress, receiving team's frame.
#[derive(Clone, Copy, Debug)]
struct Ret {
    /// Where the return starts (the catch).
    catch: i16,
    /// Return yards; None = touchdown.
    yards: Option<i16>,
    /// "f": a fumble check (§13.6, §14.6).
    fumble_mark: bool,
    /// A fair-catch return was attempted (+5 fumble range, fumbles never advanced).
    fc_attempt: bool,
    /// The ball was fair-caught and not returned.
    fair_catch: bool,
}

impl Ret {
    fn end(&self) -> Option<i16> {
        self.yards.map(|y| self.catch + y)
    }
}

/// The result of a fumble check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FumOut {
    None,
    /// The carrier's team recovered; advanced by Some(yards) or a touchdown (None).
    Kept(Option<i16>),
    /// The other team recovered.
    Lost(Option<i16>),
}

/// Who fumbles and who may advance.
struct FumSpec<'t> {
    carrier: &'t Team,
    carrier_side: Side,
    tackler: &'t Team,
    carrier_pid: Option<Pid>,
    adj: i16,
    s: bool,
    surehanded: bool,
    carrier_may_advance: bool,
    tackler_may_advance: bool,
}

/// Context of a kick foul.
#[derive(Clone, Copy, Debug, Default)]
struct KickCtx {
    kickoff_phase: bool,
    onside: bool,
    fair_catch: bool,
    /// Receiving frame: where the receiving team caught the ball.
    catch: Option<i16>,
    /// Receiving frame: where the receiving team held the ball at the end of its possession.
    recv_end: Option<i16>,
    /// Kicking frame: where the kicking team holds the ball at the end (it recovered).
    kick_end: Option<i16>,
}

/// Context of a category 1/2 foul on a fake or a field goal.
#[derive(Clone, Copy, Debug, Default)]
struct ScrimCtx {
    /// Kicking frame: where the kicking team's ball carrier was down (the LOS if none).
    end: i16,
    pass: bool,
    incomplete: bool,
    run: bool,
    field_goal: bool,
    good: bool,
    change: bool,
}

/// The outcome of a Z penalty on a kick.
#[derive(Clone, Copy, Debug)]
struct FoulOut {
    ball: KickBall,
    foul: Option<Foul>,
    extend: bool,
    next_ko: Option<u8>,
    pre_snap: bool,
    onside_oob: bool,
}

impl FoulOut {
    fn none(ball: KickBall) -> FoulOut {
        FoulOut { ball, foul: None, extend: false, next_ko: None, pre_snap: false, onside_oob: false }
    }
}

impl<'a> Kick<'a> {
    /// A kick with neutral defaults: first down, line to gain 10 yards on, no fakes yet, clock
    /// stopped, not a free kick, Kicking team's displays unknown, nobody injured.
    pub fn new(ed: &'a Edition, opts: &'a RuleOptions, kicking: &'a Team, receiving: &'a Team, kicking_side: Side, spot: i16) -> Kick<'a> {
        Kick::with_kicker(ed, opts, kicking, kicking.kicker(), receiving, kicking_side, spot)
    }

    /// `new` with the kicking team's kicker already looked up (`Team::kicker`).
    pub(crate) fn with_kicker(ed: &'a Edition, opts: &'a RuleOptions, kicking: &'a Team, kicker: Option<Pid>, receiving: &'a Team, kicking_side: Side, spot: i16) -> Kick<'a> {
        Kick {
            ed,
            opts,
            kicking,
            kicker,
            receiving,
            kicking_side,
            home: Side::Home,
            spot,
            two_minutes: false,
            last_play_of_half: false,
            down: Down::Fourth,
            line_to_gain: (spot + 10).min(100),
            prev_stopped: true,
            fakes_before: 0,
            free_kick: false,
            onside_rekicked: false,
            fair_catch_kick: false,
            offense: None,
            defense: None,
            unavailable: &NO_ONE_OUT,
        }
    }

    fn recv_side(&self) -> Side {
        self.kicking_side.other()
    }

    fn c(&self) -> &crate::tables::Constants {
        &self.ed.constants
    }

    // ----- values for accept/decline ------------------------------------------------------

    /// Expected points of a result for the kicking team.
    /// The receiving team's spot after a touchback: kickoffs and free kicks use the option
    /// `kickoff_touchback_at` (the rules do not state it, §29 #60), punts the core touchback spot.
    fn tb_at(&self, kickoff_phase: bool) -> i16 {
        let rules = crate::game::core_rules(self.opts);
        (if kickoff_phase { rules.kickoff_touchback_at } else { rules.touchback_at }) as i16
    }

    fn value(&self, b: KickBall, kickoff_phase: bool) -> f32 {
        let tb = self.tb_at(kickoff_phase);
        match b {
            KickBall::Receiving { at, .. } if at >= 100 => -6.9,
            KickBall::Receiving { safety: true, .. } => 2.0 + ep(40),
            KickBall::Receiving { at, touchback, .. } if touchback || at <= 0 => -ep(tb),
            KickBall::Receiving { at, .. } => -ep(at),
            KickBall::KickingNew { at, .. } if at >= 100 => 6.9,
            KickBall::KickingNew { at, touchback: false } if at <= 0 => -2.0 - ep(40),
            KickBall::KickingNew { at, .. } => ep(at.max(tb)),
            KickBall::KickingDown { at, effect } => value_for_offense(Ball::Off { at, effect }, self.spot, self.down.number(), self.line_to_gain),
            KickBall::Rekick { from } => -ep(100 - (from + 45)),
            KickBall::FieldGoal => 3.0 - ep(25),
        }
    }

    // ----- shared pieces ----------------------------------------------------------------

    /// The returner in slot `n` (1-based) of a Return Card: an injured (or missing) returner is
    /// replaced by the highest available one; a replacement from a lower slot has his asterisked
    /// range halved (§16.3, ambiguity 62).
    fn returner<'s>(&self, slots: impl Iterator<Item = (&'s str, [ReturnCell; 12], Option<Asterisk>, u8)> + Clone, n: u8) -> Option<Returner> {
        let ok = |id: &str| self.receiving.idx(id).is_some_and(|p| !self.unavailable.contains(p));
        let want = (n as usize).max(1);
        let mk = |s: &(&str, [ReturnCell; 12], Option<Asterisk>, u8), halve: bool| {
            let asterisk = match s.2 {
                Some(a) if halve => {
                    let len = a.rn.len() / 2;
                    (len > 0).then(|| Asterisk { rn: NumRange::new(a.rn.lo, a.rn.lo + len - 1), result: a.result })
                }
                a => a,
            };
            Returner { pid: self.receiving.idx(s.0), col: s.1, asterisk, fc: s.3 }
        };
        if let Some(s) = slots.clone().nth(want - 1) {
            if ok(s.0) {
                return Some(mk(&s, false));
            }
        }
        for (i, s) in slots.enumerate() {
            if i + 1 == want || !ok(s.0) {
                continue;
            }
            return Some(mk(&s, i + 1 > want));
        }
        None
    }

    fn punt_returner(&self, n: u8) -> Option<Returner> {
        self.returner(self.receiving.punt_returns.iter().map(|r| (r.player.as_str(), r.col, r.asterisk, r.fc)), n)
    }

    fn kick_returner(&self, n: u8) -> Option<Returner> {
        self.returner(self.receiving.kick_returns.iter().map(|r| (r.player.as_str(), r.col, r.asterisk, 0)), n)
    }

    /// Reads a return column at an already-modified Run Number `rn`, with the asterisk check
    /// (new RN plus `star_mod` against the returner's asterisked range). `forced_star`: the punt
    /// instruction itself carries the asterisk. `halve`: a returned fair catch (every
    /// non-asterisked result but the RN-1 result is halved, ambiguity 58).
    #[allow(clippy::too_many_arguments)]
    fn read_return(&self, d: &mut Draws, what: What, r: &Returner, rn: u8, star_mod: i16, forced_star: bool, halve: bool) -> (Option<i16>, bool) {
        let orig = r.col[rn as usize - 1];
        let starred = orig.asterisk || forced_star;
        let mut cell = orig;
        if starred {
            let rn2 = d.rn_mod(What::ReturnAsterisk, star_mod);
            if let Some(a) = r.asterisk {
                if a.rn.contains(rn2) {
                    cell = a.result;
                }
            }
        }
        let mut y = cell.yards.map(|y| y as i16);
        if halve && !starred && rn != 1 {
            if let Some(v) = y {
                if v != v / 2 {
                    d.note(Note::Halved);
                }
                y = Some(v / 2);
            }
        }
        if let Some(v) = y {
            d.value(what, v);
        }
        (y, orig.fumble || cell.fumble)
    }

    /// Fumble Return Table (§18.4): Some(yards) or None for a touchdown.
    fn table_return(&self, d: &mut Draws, ignore_asterisk: bool) -> Option<i16> {
        let rn = d.rn(What::FumbleReturn);
        let t = &self.ed.fumble_return;
        match t.col[rn as usize - 1] {
            TableReturn::NoReturn => {
                d.note(Note::NoReturn);
                Some(0)
            }
            TableReturn::Yards { yards, asterisk } => {
                if asterisk && !ignore_asterisk {
                    let rn2 = d.rn(What::ReturnAsterisk);
                    if t.asterisk_td.contains(rn2) {
                        return None;
                    }
                }
                Some(yards)
            }
        }
    }

    /// The normal fumble procedure (§18.2-§18.4).
    fn fumble(&self, d: &mut Draws, f: &FumSpec) -> FumOut {
        let c = self.c();
        let mut range = f.carrier.fumble_range as i16 + f.tackler.def_fumble_adj as i16 + f.adj;
        if f.s {
            if self.opts.home_adjustments && f.carrier_side.other() == self.home {
                range += c.home_fumble_adj;
            }
            if f.surehanded && self.opts.forced_fumbles() && f.carrier_pid.is_some_and(|p| f.carrier.player(p).surehanded) {
                range += c.surehanded_fum;
            }
        }
        d.value(What::Fumble, range);
        let pn = d.pn(What::Fumble);
        if pn as i16 > range {
            return FumOut::None;
        }
        let rec = d.exempt(|d| d.pn(What::FumbleRecovery));
        let keeps = rec <= c.fumble_recovery_offense_max_pn;
        let advance = if keeps { f.carrier_may_advance } else { f.tackler_may_advance };
        let ret = if advance { self.table_return(d, false) } else { Some(0) };
        if keeps {
            FumOut::Kept(ret)
        } else {
            FumOut::Lost(ret)
        }
    }

    /// Whether the ball-carrying side may advance its own fumble after the two-minute warning
    /// (Fumble Table; ambiguity 10 option: L1470 bars the kicking/snapping team instead).
    fn carrier_may_advance_late(&self, carrier_is_kicking: bool) -> bool {
        if !self.two_minutes {
            return true;
        }
        if self.opts.two_minute_fumble_l1470 {
            !carrier_is_kicking
        } else {
            false
        }
    }

    fn tackler_may_advance_late(&self, tackler_is_kicking: bool) -> bool {
        !(self.two_minutes && self.opts.two_minute_fumble_l1470 && tackler_is_kicking)
    }

    /// A fumble on a kick or punt return (Fumble Table "Punt or Kickoff Return" and "Fair Catch").
    fn return_fumble(&self, d: &mut Draws, r: &Ret, returner: Option<Pid>, s: bool) -> FumOut {
        let fc = r.fc_attempt || r.fair_catch;
        let spec = FumSpec {
            carrier: self.receiving,
            carrier_side: self.recv_side(),
            tackler: self.kicking,
            carrier_pid: returner,
            adj: if r.fc_attempt { self.c().fc_return_fum } else { 0 },
            s,
            surehanded: false,
            carrier_may_advance: !fc && self.carrier_may_advance_late(false),
            tackler_may_advance: !fc && self.tackler_may_advance_late(true),
        };
        self.fumble(d, &spec)
    }

    /// Where a return leaves the ball, with its fumble.
    fn return_ball(&self, r: &Ret, fum: FumOut, rec: &mut PlayRecord) -> KickBall {
        let Some(end) = r.end() else {
            return KickBall::recv(100);
        };
        let safety_or_tb = |at: i16| {
            if at >= 100 {
                KickBall::recv(100)
            } else if at <= 0 {
                // Carried back into its own end zone from the field: a safety; a return that never
                // left the end zone (kick caught at the goal line or behind): a touchback.
                if r.catch > 0 {
                    KickBall::Receiving { at: 0, touchback: false, safety: true }
                } else {
                    KickBall::touchback()
                }
            } else {
                KickBall::recv(at)
            }
        };
        match fum {
            FumOut::None => safety_or_tb(end),
            FumOut::Kept(ret) => {
                rec.flags.set(PlayFlags::FUMBLE);
                match ret {
                    None => KickBall::recv(100),
                    Some(y) => safety_or_tb(end + y),
                }
            }
            FumOut::Lost(ret) => {
                rec.flags.set(PlayFlags::FUMBLE);
                rec.flags.set(PlayFlags::FUMBLE_LOST);
                rec.flags.set(PlayFlags::RECOVERED_BY_KICKER);
                let pos = 100 - end;
                match ret {
                    None => KickBall::KickingNew { at: 100, touchback: false },
                    Some(y) => {
                        let at = (pos + y).min(100);
                        KickBall::KickingNew { at, touchback: at <= 0 }
                    }
                }
            }
        }
    }

    /// A blocked punt or field goal (§12.1 item 7, §13.5): point of recovery RN (+10 on punts)
    /// behind the LOS; PN 1-32 the receiving team recovers, 33-48 the kicking team; return on the
    /// Fumble Return Table (the kicking team ignores the asterisk). Returns the ball, the block
    /// return yards and who recovered (true = kicking team).
    fn blocked(&self, d: &mut Draws, punt: bool, rec: &mut PlayRecord) -> (KickBall, Option<i16>, bool) {
        rec.flags.set(PlayFlags::BLOCKED);
        let extra = if punt { self.c().blocked_punt_extra_yards } else { 0 };
        let pr = d.exempt(|d| d.rn(What::PointOfRecovery));
        let behind = pr as i16 + extra;
        let pos = self.spot - behind;
        d.value(What::PointOfRecovery, pos);
        if punt && pos < -10 {
            // Beyond the kicking team's end zone: a safety (§13.5).
            return (KickBall::KickingDown { at: pos.max(-10), effect: DownEffect::Normal }, Some(0), true);
        }
        let who = d.exempt(|d| d.pn(What::BlockRecovery));
        if who < self.c().blocked_kick_kicking_team_from_pn {
            let recv_pos = 100 - pos;
            if recv_pos >= 100 {
                // Recovered in the kicking team's end zone: a touchdown (ambiguity 59).
                return (KickBall::recv(100), None, false);
            }
            let ret = self.table_return(d, false);
            let at = match ret {
                None => 100,
                Some(y) => recv_pos + y,
            };
            (KickBall::recv(at.min(100)), ret, false)
        } else {
            rec.flags.set(PlayFlags::RECOVERED_BY_KICKER);
            let ret = self.table_return(d, true);
            let at = pos + ret.unwrap_or(0);
            (KickBall::KickingDown { at: at.min(100), effect: DownEffect::Normal }, ret, true)
        }
    }

    /// The Z result once the play is over (exempt from the Z window).
    fn z_result(&self, d: &mut Draws) -> Option<ZResult> {
        if !d.z_pending {
            return None;
        }
        let z = d.exempt(|d| d.directive().z);
        d.trace.push(Step::ZResult { z });
        Some(z)
    }

    /// The team penalty range and the Penalty Table (§17.1 steps 3-4). `against_kicking` names
    /// the penalized team.
    fn penalty_row(&self, d: &mut Draws, against_kicking: bool, col: PenaltyCol) -> Option<(u16, PenaltyRow)> {
        let (team, side) = if against_kicking { (self.kicking, self.kicking_side) } else { (self.receiving, self.recv_side()) };
        let mut range = team.penalty_range as i16;
        if self.opts.home_adjustments && side == self.home {
            range += self.c().home_penalty_range;
        }
        d.value(What::Penalty, range);
        let pn = d.exempt(|d| d.pn(What::Penalty));
        if pn as i16 > range {
            return None;
        }
        let pn2 = d.exempt(|d| d.pn(What::PenaltyTable));
        let (code, row) = self.ed.penalties.lookup(col, pn2)?;
        d.value(What::Penalty, code as i16);
        Some((code, row.clone()))
    }

    /// Decides and records a foul: No-Option fouls (and the forced ones) are accepted, the others
    /// go to the offended team.
    #[allow(clippy::too_many_arguments)]
    fn settle(&self, dec: &mut dyn KickDecider, code: u16, row: &PenaltyRow, against_kicking: bool, play: KickBall, pen: KickBall, yards: i16, forced: bool, kickoff_phase: bool) -> (KickBall, Foul) {
        let must = forced || (!row.option && row.kind != PenaltyKind::Delay);
        let accept = must
            || dec.kick_penalty_choice(&crate::coach::PenaltyChoice {
                name: &row.name,
                yards,
                offense_decides: !against_kicking,
                accept_value: self.value(pen, kickoff_phase),
                decline_value: self.value(play, kickoff_phase),
                accepted: None,
                declined: None,
            });
        let against = if against_kicking { self.kicking_side } else { self.recv_side() };
        let foul = Foul { code, kind: row.kind, against, accepted: accept, yards: if accept { yards } else { 0 } };
        (if accept { pen } else { play }, foul)
    }

    /// A Z penalty on a punt or kickoff (categories 3 and 4, §13.9, §14.6, §17).
    fn kick_penalty(&self, d: &mut Draws, dec: &mut dyn KickDecider, cat4: bool, against_recv: bool, ctx: KickCtx, play: KickBall) -> FoulOut {
        let against_kicking = !against_recv;
        let col = match (cat4, against_recv) {
            (false, true) => PenaltyCol::R3,
            (false, false) => PenaltyCol::K3,
            (true, true) => PenaltyCol::R4,
            (true, false) => PenaltyCol::K4,
        };
        let Some((code, row)) = self.penalty_row(d, against_kicking, col) else { return FoulOut::none(play) };
        let valid = match row.kind {
            PenaltyKind::AdvancingDeadBall => ctx.fair_catch,
            PenaltyKind::NoncontactCatchInterference | PenaltyKind::ContactCatchInterference => ctx.catch.is_some(),
            PenaltyKind::KickOutOfBounds => ctx.kickoff_phase || self.free_kick,
            _ => true,
        };
        if !valid {
            d.note(Note::ZIgnored);
            return FoulOut::none(play);
        }
        let y = row.yards;
        let mut onside_oob = false;
        let walked: i16;
        let rekick_phase = ctx.kickoff_phase;
        let pen = match kick_foul(&row) {
            KickFoul::Rekick => {
                let (at, w) = walk(self.spot, y, against_kicking);
                walked = w;
                if rekick_phase {
                    KickBall::Rekick { from: at }
                } else {
                    KickBall::KickingDown { at, effect: DownEffect::Replay }
                }
            }
            KickFoul::KickersFirstDown => {
                let (at, w) = walk(self.spot, y, false);
                walked = w;
                KickBall::KickingDown { at, effect: DownEffect::FirstDown }
            }
            KickFoul::OutOfBounds => {
                if ctx.onside && !self.onside_rekicked {
                    onside_oob = true;
                    walked = ONSIDE_OUT_OF_BOUNDS_YARDS;
                    KickBall::Rekick { from: self.spot - ONSIDE_OUT_OF_BOUNDS_YARDS }
                } else {
                    walked = self.c().kick_out_of_bounds_yards;
                    KickBall::recv(100 - (self.spot + self.c().kick_out_of_bounds_yards))
                }
            }
            KickFoul::Return(base) => {
                if let Some(e) = ctx.recv_end {
                    let c = ctx.catch.unwrap_or(e);
                    let half = c + (e - c).div_euclid(2);
                    let b = match base {
                        ReturnBase::Catch => c,
                        ReturnBase::End => e,
                        ReturnBase::Foul | ReturnBase::FoulOrStart => {
                            let rn = d.exempt(|d| d.rn(What::SpotOfFoul));
                            match (rn % 2 == 1, base) {
                                (true, _) => half,
                                (false, ReturnBase::Foul) => e,
                                (false, _) => c,
                            }
                        }
                    };
                    let (at, w, safety) = kick_walk(b.min(99), y, against_recv);
                    walked = w;
                    if safety {
                        KickBall::Receiving { at: 0, touchback: false, safety: true }
                    } else {
                        KickBall::recv(at)
                    }
                } else if let Some(k) = ctx.kick_end {
                    let (at, w, safety) = kick_walk(k.min(99), y, against_kicking);
                    walked = w;
                    let at = if safety { 0 } else { at };
                    match play {
                        KickBall::KickingDown { effect, .. } => KickBall::KickingDown { at, effect },
                        _ => KickBall::KickingNew { at, touchback: false },
                    }
                } else {
                    d.note(Note::ZIgnored);
                    return FoulOut::none(play);
                }
            }
        };
        // Penalties after scores (§17.6): the scoring team is "the offense".
        let recv_td = matches!(play, KickBall::Receiving { at, .. } if at >= 100);
        let kick_td = matches!(play, KickBall::KickingNew { at, .. } | KickBall::KickingDown { at, .. } if at >= 100);
        let mut forced = false;
        if recv_td || kick_td {
            let by_scorer = if recv_td { against_recv } else { against_kicking };
            let from = STANDARD_KICKOFF_SPOT;
            let against = if against_kicking { self.kicking_side } else { self.recv_side() };
            // The team scored on: its dead-ball fouls and its 15-yard *personal* fouls (roughing,
            // face mask, live-ball) go to the kickoff; other fouls must be declined to keep the score.
            if !by_scorer && ((personal_foul(row.kind) && y >= 15) || dead_ball(row.kind)) {
                let foul = Foul { code, kind: row.kind, against, accepted: true, yards: 15 };
                return FoulOut { ball: play, foul: Some(foul), extend: false, next_ko: Some((from + 15) as u8), pre_snap: false, onside_oob: false };
            }
            if by_scorer && dead_ball(row.kind) {
                let foul = Foul { code, kind: row.kind, against, accepted: true, yards: 15 };
                return FoulOut { ball: play, foul: Some(foul), extend: false, next_ko: Some((from - 15) as u8), pre_snap: false, onside_oob: false };
            }
            if by_scorer && row.kind == PenaltyKind::OffensivePersonalFoul {
                forced = true;
            }
        }
        let (ball, foul) = self.settle(dec, code, &row, against_kicking, play, pen, walked, forced, ctx.kickoff_phase);
        let accepted = foul.accepted;
        let extend = (accepted && matches!(row.kind, PenaltyKind::NoncontactCatchInterference | PenaltyKind::ContactCatchInterference))
            || self.extends(against_recv, foul, ball);
        FoulOut { ball, foul: Some(foul), extend, next_ko: None, pre_snap: accepted && pre_snap(row.kind), onside_oob: accepted && onside_oob }
    }

    /// A Z penalty on a fake or a field goal (categories 1 and 2, the kicking team is the
    /// offense; penalties after field goals §17.6).
    fn scrim_penalty(&self, d: &mut Draws, dec: &mut dyn KickDecider, cat: u8, off_pen: bool, ctx: ScrimCtx, play: KickBall) -> FoulOut {
        let col = match (cat, off_pen) {
            (1, true) => PenaltyCol::O1,
            (1, false) => PenaltyCol::D1,
            (_, true) => PenaltyCol::O2,
            (_, false) => PenaltyCol::D2,
        };
        let Some((code, row)) = self.penalty_row(d, off_pen, col) else { return FoulOut::none(play) };
        let valid = match row.kind {
            PenaltyKind::IntentionalGrounding => ctx.pass && ctx.incomplete,
            PenaltyKind::IneligibleReceiver => ctx.pass,
            PenaltyKind::RoughingPasser => ctx.pass,
            PenaltyKind::IllegalForwardPass | PenaltyKind::IllegalContact | PenaltyKind::DefensivePassInterference => false,
            _ => true,
        };
        if !valid {
            d.note(Note::ZIgnored);
            return FoulOut::none(play);
        }
        let los = self.spot;
        let end = if ctx.change { los } else { ctx.end };
        // Spot of foul (§17.1 step 5): on field goals every spot is the line of scrimmage.
        let needs_spot = !ctx.field_goal
            && matches!(row.kind, PenaltyKind::DefensiveHolding | PenaltyKind::IllegalBlock | PenaltyKind::OffensiveFaceMask | PenaltyKind::OffensivePersonalFoul);
        let mut foul_spot = end;
        if needs_spot {
            let rn = d.exempt(|d| d.rn(What::SpotOfFoul));
            foul_spot = if row.kind == PenaltyKind::OffensivePersonalFoul {
                if ctx.pass || rn.is_multiple_of(2) {
                    los
                } else {
                    los + (end - los).div_euclid(2)
                }
            } else if rn % 2 == 1 {
                los + (end - los).div_euclid(2)
            } else {
                end
            };
        }
        let spots = Spots { los, end, foul: foul_spot, behind_los: end < los, change_of_possession: ctx.change };
        let against = if off_pen { self.kicking_side } else { self.recv_side() };
        let pf = personal_foul(row.kind);
        let td = matches!(play, KickBall::KickingDown { at, .. } if at >= 100);
        let from = STANDARD_KICKOFF_SPOT;
        // After a good field goal or a touchdown: personal fouls by the defense (and dead-ball
        // fouls) go to the next kickoff; an offensive live-ball personal foul cancels the score.
        if (ctx.good || td) && !off_pen && pf {
            let foul = Foul { code, kind: row.kind, against, accepted: true, yards: 15 };
            return FoulOut { ball: play, foul: Some(foul), extend: false, next_ko: Some((from + 15) as u8), pre_snap: false, onside_oob: false };
        }
        if (ctx.good || td) && off_pen && dead_ball(row.kind) {
            let foul = Foul { code, kind: row.kind, against, accepted: true, yards: 15 };
            return FoulOut { ball: play, foul: Some(foul), extend: false, next_ko: Some((from - 15) as u8), pre_snap: false, onside_oob: false };
        }
        let forced = td && off_pen && row.kind == PenaltyKind::OffensivePersonalFoul;
        let mut walked = row.yards;
        let pen = if ctx.field_goal && !ctx.good && pf {
            // Missed or blocked field goal: personal fouls are assessed from the line of scrimmage.
            if off_pen {
                let (at, w) = walk(los, row.yards, true);
                walked = w;
                KickBall::recv(100 - at)
            } else {
                let (at, w) = walk(los, row.yards, false);
                walked = w;
                KickBall::KickingDown { at, effect: DownEffect::FirstDown }
            }
        } else if ctx.change && matches!(row.kind, PenaltyKind::DefensiveDeadBallFoul | PenaltyKind::OffensiveDeadBallFoul) {
            // A dead-ball foul after a change of possession: the new holder keeps the ball.
            match play {
                KickBall::Receiving { at, .. } if at > 0 && at < 100 => {
                    let (a, w) = walk(at, 15, !off_pen);
                    walked = w;
                    KickBall::recv(a)
                }
                _ => play,
            }
        } else {
            let e = enforce(&row, off_pen, &spots);
            walked = e.yards;
            if e.safety {
                KickBall::KickingDown { at: 0, effect: DownEffect::Normal }
            } else {
                // A score cancelled by the kicking team's live-ball personal foul: the down is
                // replayed (§17.6), not counted as the row's "down and play count" would.
                KickBall::KickingDown { at: e.at, effect: if forced { DownEffect::Replay } else { e.effect } }
            }
        };
        let (ball, foul) = self.settle(dec, code, &row, off_pen, play, pen, walked, forced, false);
        let extend = self.extends(!off_pen, foul, ball);
        FoulOut { ball, foul: Some(foul), extend, next_ko: None, pre_snap: foul.accepted && pre_snap(row.kind), onside_oob: false }
    }

    /// §17.7: an accepted foul by the defense (the receiving team) on the last play of a half
    /// gives one more, untimed, down when the kicking team keeps the ball (punt again, kick
    /// again, or the first down it earned), as on scrimmage plays. Dead-ball fouls never extend a
    /// period, nor fouls after the change of possession (the receiving team keeps the ball).
    fn extends(&self, by_defense: bool, foul: Foul, ball: KickBall) -> bool {
        self.last_play_of_half && by_defense && foul.accepted && !dead_ball(foul.kind) && matches!(ball, KickBall::KickingDown { .. })
    }

    /// The core's end for a kick result; sets the record flags.
    fn end_of(&self, ball: KickBall, kickoff_phase: bool, rec: &mut PlayRecord) -> End {
        let recv = self.recv_side();
        match ball {
            KickBall::Receiving { at, touchback, safety } => {
                let at = if touchback {
                    rec.flags.set(PlayFlags::TOUCHBACK);
                    0
                } else if safety {
                    rec.flags.set(PlayFlags::SAFETY);
                    at.min(0)
                } else {
                    at.min(100)
                };
                if at >= 100 {
                    rec.flags.set(PlayFlags::TOUCHDOWN);
                    if rec.returner.is_some() || rec.has(PlayFlags::BLOCKED) {
                        rec.flags.set(PlayFlags::RETURN_TD);
                    }
                }
                End::Possession { holder: recv, at, first_down: true }
            }
            KickBall::KickingNew { at, touchback } => {
                if touchback {
                    rec.flags.set(PlayFlags::TOUCHBACK);
                }
                if at >= 100 {
                    rec.flags.set(PlayFlags::TOUCHDOWN);
                }
                End::Possession { holder: self.kicking_side, at: at.min(100), first_down: true }
            }
            KickBall::KickingDown { at, effect } => {
                if at >= 100 {
                    rec.flags.set(PlayFlags::TOUCHDOWN);
                }
                if kickoff_phase {
                    End::Possession { holder: self.kicking_side, at: at.min(100), first_down: true }
                } else {
                    End::Scrimmage { gain: at.min(100) - self.spot, effect }
                }
            }
            KickBall::Rekick { from } => {
                if kickoff_phase {
                    End::Rekick { from: from.clamp(1, 99) as u8 }
                } else {
                    End::Scrimmage { gain: 0, effect: DownEffect::Replay }
                }
            }
            KickBall::FieldGoal => End::FieldGoal,
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn report(&self, ball: KickBall, kickoff_phase: bool, mut rec: PlayRecord, secs: u16, z: Option<ZResult>, fo: Option<FoulOut>, fake: Option<FakeResult>) -> KickReport {
        let (foul, extend, next_ko, onside_oob) = match fo {
            Some(f) => (f.foul, f.extend, f.next_ko, f.onside_oob),
            None => (None, false, None, false),
        };
        if let Some(f) = foul {
            rec.penalty = Some(PenaltyRecord { against: f.against, yards: f.yards, accepted: f.accepted, code: f.code });
        }
        let end = self.end_of(ball, kickoff_phase, &mut rec);
        let mut outcome = Outcome::new(end, ClockCharge::flat(secs), rec);
        outcome.extend_period = extend;
        outcome.next_kickoff_from = next_ko;
        KickReport { outcome, ball, z, foul, stopped_clock: secs <= 10 || foul.is_some_and(|f| f.accepted), fake, onside_out_of_bounds: onside_oob }
    }

    /// Seconds of a kicking play with an accepted pre-snap foul (§17.5): none after a play that
    /// stopped the clock.
    fn pre_snap_secs(&self, kind: PenaltyKind) -> u16 {
        let t = &self.ed.timing;
        if self.prev_stopped {
            return 0;
        }
        match kind {
            PenaltyKind::Delay => t.delay[0],
            PenaltyKind::Substitution => t.substitution[0],
            PenaltyKind::Participation => t.participation[0],
            _ => t.movement[0],
        }
    }

    // ----- kickoffs ----------------------------------------------------------------------

    /// A kickoff or a free kick (§14). `def` was announced before `kind`.
    pub fn kickoff(&self, src: &mut CardSource<Fac>, rng: &mut dyn Randomness, trace: &mut Vec<Step>, dec: &mut dyn KickDecider, kind: KickoffKind, def: KickoffDefense) -> KickReport {
        let mut d = Draws::new(src, rng, trace, self.ed.deck.z_window);
        let recv = self.recv_side();
        let t = &self.ed.timing;
        let ko_secs = if self.two_minutes { t.kickoff_two_minutes[0] } else { t.punt_kickoff[0] };
        let spec = self.kicking.kickoff_specialist();
        let mut rec = PlayRecord::new(if kind == KickoffKind::Onside { PlayKind::OnsideKick } else { PlayKind::Kickoff }, self.kicking_side);
        rec.player = pref(self.kicking_side, spec);

        if kind == KickoffKind::Onside {
            // §14.5: a PN on the Kickoff Table; recovered 15 yards from the spot of the kick; no
            // return; fumbles and injuries ignored (penalties still apply, category 4).
            let pn = d.pn(What::Onside);
            let r = if def == KickoffDefense::Onside { self.ed.onside.kicking_team_recovers_vs_onside_defense } else { self.ed.onside.kicking_team_recovers_vs_normal };
            let at_kick = self.spot + self.c().onside_recovery_yards;
            rec.yards = self.c().onside_recovery_yards;
            let kicking_recovers = r.contains(pn);
            let ball = if kicking_recovers {
                rec.flags.set(PlayFlags::RECOVERED_BY_KICKER);
                KickBall::KickingNew { at: at_kick, touchback: false }
            } else {
                KickBall::recv(100 - at_kick)
            };
            let z = self.z_result(&mut d);
            let mut fo = None;
            let mut ball2 = ball;
            if let Some(ZResult::Penalty(teams)) = z {
                let ctx = KickCtx {
                    kickoff_phase: true,
                    onside: true,
                    recv_end: (!kicking_recovers).then_some(100 - at_kick),
                    kick_end: kicking_recovers.then_some(at_kick),
                    ..KickCtx::default()
                };
                let f = self.kick_penalty(&mut d, dec, true, teams.cat4_receiving, ctx, ball);
                ball2 = f.ball;
                fo = Some(f);
            } else if z.is_some() {
                d.note(Note::ZIgnored);
            }
            return self.report(ball2, true, rec, ko_secs, z, fo, None);
        }

        // Landing spot and returner: the specialist's Column A (and B), or the Kickoff Yardage
        // Table; Return Modifiers only with a specialist on a Normal kickoff (§14.3, §14.6).
        let (col_a, col_b, ret_mods, ret_star) = match spec.and_then(|p| self.kicking.player(p).kickoff.clone()) {
            Some(k) => (k.a, k.b, Some(k.ret), k.ret_asterisk as i16),
            None => (self.ed.kickoff_yardage.a, self.ed.kickoff_yardage.b, None, 0),
        };
        let squib = kind == KickoffKind::Squib;
        let rn = d.rn(What::Kickoff);
        let mut cell = col_a[rn as usize - 1];
        if cell == KickCell::UseColB {
            let rn2 = d.rn(What::Kickoff);
            cell = col_b[rn2 as usize - 1];
        }
        let (slot, yard) = match cell {
            KickCell::Land { returner, yard } => (returner, yard as i16),
            KickCell::Touchback | KickCell::UseColB => {
                rec.yards = 100 - self.spot;
                return self.kickoff_touchback(&mut d, dec, rec, ko_secs);
            }
        };
        // The card's spot is for a kick from the 30: kicks from elsewhere land that much nearer
        // or farther; a squib's return begins 15 yards farther out.
        let mut land = yard + (STANDARD_KICKOFF_SPOT - self.spot);
        if squib {
            land += self.c().squib_spot_yards;
        }
        rec.yards = (100 - self.spot) - land;
        if land < 0 {
            return self.kickoff_touchback(&mut d, dec, rec, ko_secs);
        }
        let Some(ret) = self.kick_returner(slot) else {
            // Nobody to return it: downed where it lands; only a penalty can change that.
            let at = land.max(1);
            let ctx = KickCtx { kickoff_phase: true, recv_end: Some(at), ..KickCtx::default() };
            return self.no_return(&mut d, dec, KickBall::recv(at), ctx, rec, true, ko_secs);
        };
        rec.returner = pref(recv, ret.pid);
        // Step 8-9: one Run Number, modified by the Ret column at that same number (ambiguity 61),
        // or +1 on a squib (no Return Modifiers), or nothing with the Kickoff Yardage Table.
        let raw = d.rn(What::KickoffReturn);
        let m = if squib {
            self.c().squib_return_rn
        } else {
            ret_mods.filter(|_| self.opts.advanced_kicking()).map(|x| x[raw as usize - 1] as i16).unwrap_or(0)
        };
        let rn_ret = (raw as i16 + m).clamp(1, 12) as u8;
        d.trace.push(Step::Rn { what: What::ReturnModifier, rn: raw, modified: rn_ret, ob: false });
        // The asterisked modifier belongs to the Kickoff Return Modifiers: advanced, Normal kicks.
        let star_mod = if squib || ret_mods.is_none() || !self.opts.advanced_kicking() { 0 } else { ret_star };
        let (mut yards, fumble_mark) = self.read_return(&mut d, What::KickoffReturn, &ret, rn_ret, star_mod, false, false);
        if def == KickoffDefense::Onside && kind == KickoffKind::Normal {
            // Onside Kickoff Defense against a Normal kickoff: return × ½ (round down).
            d.note(Note::Halved);
            yards = Some(yards.unwrap_or(100 - land) / 2);
        }
        let mut r = Ret { catch: land, yards, fumble_mark, fc_attempt: false, fair_catch: false };
        self.finish_return(&mut d, dec, &mut r, ret.pid, rec, true, true, ko_secs)
    }

    /// A kickoff touchback (the card's "Touchback", or a kick landing behind the goal line): no
    /// return, no time, but a Z penalty is enforced (then the kick takes its normal time).
    fn kickoff_touchback(&self, d: &mut Draws, dec: &mut dyn KickDecider, rec: PlayRecord, ko_secs: u16) -> KickReport {
        d.note(Note::Touchback);
        let z = self.z_result(d);
        let mut fo = None;
        let mut ball = KickBall::touchback();
        if let Some(ZResult::Penalty(teams)) = z {
            let ctx = KickCtx { kickoff_phase: true, recv_end: Some(self.tb_at(true)), ..KickCtx::default() };
            let f = self.kick_penalty(d, dec, true, teams.cat4_receiving, ctx, ball);
            ball = f.ball;
            fo = Some(f);
        }
        let secs = if ball == KickBall::touchback() { self.ed.timing.kickoff_touchback[0] } else { ko_secs };
        self.report(ball, true, rec, secs, z, fo, None)
    }

    /// The end of a punt or kickoff return: the "f" fumble check, the Z result (yardage
    /// multiplier, fumble, penalty; injuries ignored), and the report.
    #[allow(clippy::too_many_arguments)]
    fn finish_return(&self, d: &mut Draws, dec: &mut dyn KickDecider, r: &mut Ret, returner: Option<Pid>, mut rec: PlayRecord, kickoff_phase: bool, cat4: bool, secs: u16) -> KickReport {
        let td = r.yards.is_none() || r.end().is_some_and(|e| e >= 100);
        let mut fum = FumOut::None;
        if r.fumble_mark && !td {
            fum = self.return_fumble(d, r, returner, false);
        }
        let z = self.z_result(d);
        match z {
            Some(ZResult::Double | ZResult::Triple) => {
                let k = if z == Some(ZResult::Double) { 2 } else { 3 };
                match r.yards {
                    Some(y) if !td && !r.fair_catch => {
                        r.yards = Some(y * k);
                        d.value(What::PuntReturn, y * k);
                    }
                    _ => d.note(Note::ZIgnored),
                }
            }
            Some(ZResult::Fumble | ZResult::FumbleS) => {
                if !td && fum == FumOut::None {
                    fum = self.return_fumble(d, r, returner, z == Some(ZResult::FumbleS));
                } else {
                    d.note(Note::ZIgnored);
                }
            }
            Some(ZResult::Injury(_)) => d.note(Note::ZIgnored),
            _ => {}
        }
        rec.return_yards = match r.yards {
            Some(y) => y,
            None => 100 - r.catch,
        };
        if r.fair_catch {
            rec.flags.set(PlayFlags::FAIR_CATCH);
            rec.return_yards = 0;
        }
        let ball = self.return_ball(r, fum, &mut rec);
        let mut fo = None;
        let mut final_ball = ball;
        if let Some(ZResult::Penalty(teams)) = z {
            // A return foul is marked in the frame of the team that ended with the ball: the
            // kicking team's, when it recovered the returner's fumble.
            let kick_end = match ball {
                KickBall::KickingNew { at, .. } => Some(at),
                _ => None,
            };
            let recv_end = if kick_end.is_some() { None } else { r.end().map(|e| e.clamp(0, 100)).or(Some(100)) };
            let ctx = KickCtx {
                kickoff_phase,
                onside: false,
                fair_catch: r.fair_catch,
                catch: Some(r.catch),
                recv_end,
                kick_end,
            };
            let against_recv = if cat4 { teams.cat4_receiving } else { teams.cat3_receiving };
            let f = self.kick_penalty(d, dec, cat4, against_recv, ctx, ball);
            final_ball = f.ball;
            fo = Some(f);
        }
        let secs = match fo {
            Some(FoulOut { pre_snap: true, foul: Some(f), .. }) => self.pre_snap_secs(f.kind),
            _ => secs,
        };
        let mut out = self.report(final_ball, kickoff_phase, rec, secs, z, fo, None);
        if r.fair_catch && final_ball == ball {
            // Time cannot expire on a fair catch (§13.6): one more down if the clock runs out.
            out.outcome.extend_period = true;
        }
        out
    }

    // ----- punts -------------------------------------------------------------------------

    /// A punt (§13), or a fake punt when `plan.fake` (never in the final two minutes of a half,
    /// never on a free kick). `def` is the receiving team's announced punt defense.
    pub fn punt(&self, src: &mut CardSource<Fac>, rng: &mut dyn Randomness, trace: &mut Vec<Step>, dec: &mut dyn KickDecider, plan: PuntPlan, def: PuntDefense) -> KickReport {
        let mut d = Draws::new(src, rng, trace, self.ed.deck.z_window);
        let def = if self.free_kick { PuntDefense::Return } else { def };
        if plan.fake && !self.free_kick && !self.two_minutes {
            return self.fake(&mut d, dec, true, def);
        }
        let recv = self.recv_side();
        let los = self.spot;
        let kickoff_phase = self.free_kick;
        let cat4 = self.free_kick;
        let secs = self.ed.timing.punt_kickoff[0];
        let mut rec = PlayRecord::new(PlayKind::Punt, self.kicking_side);
        let punter = self.kicking.punter();
        rec.player = pref(self.kicking_side, punter);
        // The team outlives the kick: the punter's card is read in place, not copied.
        let kicking = self.kicking;
        let Some(card) = punter.and_then(|p| kicking.player(p).punting.as_ref()) else {
            // No punter card: a 35-yard punt, fair caught.
            rec.yards = 35;
            let at = 100 - (los + 35);
            return self.report(if at <= 0 { KickBall::touchback() } else { KickBall::recv(at) }, kickoff_phase, rec, secs, None, None, None);
        };
        let cc = plan.coffin_corner.map(|x| x.clamp(COFFIN_CORNER_MIN, COFFIN_CORNER_MAX) as i16);
        let rn = d.rn(What::Punt);
        let mut never_returned = false;
        let cell: PuntCell = if rn <= 11 {
            card.punts[rn as usize - 1]
        } else if def == PuntDefense::AllOutRush {
            // §13.3: the punter's RN 12 is ignored; the Punt Rush Table.
            let r2 = d.rn(What::PuntRush);
            let pr = &self.ed.punt_rush;
            if pr.blocked.contains(r2) {
                return self.blocked_punt(&mut d, dec, rec, secs);
            } else if pr.hurried.contains(r2) {
                card.punts[pr.hurried_uses_rn as usize - 1]
            } else {
                // Roughing the kicker: optional, 15 yards from the LOS, first down for the
                // punting team. Declined: the punt is the hurried one (RN 11).
                let code = self.ed.penalties.code_of(PenaltyKind::RoughingKicker);
                let row = self.ed.penalties.row(code).cloned();
                if let Some(row) = row {
                    let (at, w) = walk(los, row.yards, false);
                    let pen = KickBall::KickingDown { at, effect: DownEffect::FirstDown };
                    let hurried = card.punts[pr.hurried_uses_rn as usize - 1];
                    let play_guess = KickBall::recv((100 - (los + hurried.yards as i16)).max(self.tb_at(false)));
                    let accept = dec.kick_penalty_choice(&crate::coach::PenaltyChoice {
                        name: &row.name,
                        yards: w,
                        offense_decides: true,
                        accept_value: self.value(pen, false),
                        decline_value: self.value(play_guess, false),
                        accepted: None,
                        declined: None,
                    });
                    if accept {
                        let foul = Foul { code, kind: row.kind, against: recv, accepted: true, yards: w };
                        let fo = FoulOut { ball: pen, foul: Some(foul), extend: self.extends(true, foul, pen), next_ko: None, pre_snap: false, onside_oob: false };
                        let mut r0 = PlayRecord::new(PlayKind::NoPlay, self.kicking_side);
                        r0.player = rec.player;
                        return self.report(pen, false, r0, secs, self.z_result(&mut d), Some(fo), None);
                    }
                }
                card.punts[pr.hurried_uses_rn as usize - 1]
            }
        } else {
            // §13.4: the range list at the bottom of the punter's card.
            let r2 = d.rn(What::PuntRn12);
            let res = card.rn12.iter().find(|e| e.rn.contains(r2)).map(|e| e.result).unwrap_or(Rn12Result::Longest(45));
            match res {
                Rn12Result::Longest(y) => {
                    never_returned = true;
                    PuntCell { yards: y, instr: PuntInstr::NoReturn, fumble: false, asterisk: false }
                }
                Rn12Result::Blocked if !self.free_kick => return self.blocked_punt(&mut d, dec, rec, secs),
                Rn12Result::Blocked => card.punts[10],
                Rn12Result::Movement => return self.movement(&mut d, dec, rec),
            }
        };
        let returned_mod = match def {
            PuntDefense::FakePuntDefense => self.c().fake_punt_defense_return_rn,
            PuntDefense::AllOutRush => self.c().all_out_rush_return_rn,
            PuntDefense::Return => 0,
        };
        // Yardage from the LOS, less the Coffin Corner deduction and maybe the CC Value.
        let mut yards = cell.yards as i16;
        if let Some(cc) = cc {
            yards -= cc;
            d.value(What::CoffinCorner, -cc);
            if card.cc > 0 && self.opts.advanced_kicking() && dec.use_cc_value(100 - (los + yards), card.cc) {
                yards -= card.cc as i16;
                d.value(What::CoffinCorner, -(card.cc as i16));
            }
        }
        let land = los + yards;
        rec.yards = yards.min(100 - los);
        let recv_at = 100 - land;
        let tb_ctx = KickCtx { kickoff_phase, recv_end: Some(self.tb_at(kickoff_phase)), ..KickCtx::default() };
        if recv_at <= 0 {
            d.note(Note::Touchback);
            return self.no_return(&mut d, dec, KickBall::touchback(), tb_ctx, rec, cat4, secs);
        }
        // Coffin Corner, odd RN: out of bounds, no return (§13.8).
        if cc.is_some() && rn % 2 == 1 {
            d.note(Note::OutOfBounds);
            rec.flags.set(PlayFlags::OUT_OF_BOUNDS);
            let ctx = KickCtx { kickoff_phase, recv_end: Some(recv_at), ..KickCtx::default() };
            return self.no_return(&mut d, dec, KickBall::recv(recv_at), ctx, rec, cat4, secs);
        }
        // Inside the 6: landing spot minus a new RN; positive = downed there, else a touchback.
        if recv_at < INSIDE_THE_SIX {
            let r6 = d.rn(What::Touchback);
            if recv_at - r6 as i16 <= 0 {
                d.note(Note::Touchback);
                return self.no_return(&mut d, dec, KickBall::touchback(), tb_ctx, rec, cat4, secs);
            }
            d.note(Note::NoReturn);
            let ctx = KickCtx { kickoff_phase, recv_end: Some(recv_at), ..KickCtx::default() };
            return self.no_return(&mut d, dec, KickBall::recv(recv_at), ctx, rec, cat4, secs);
        }
        let instr = if never_returned { PuntInstr::NoReturn } else { cell.instr };
        match instr {
            PuntInstr::NoReturn => {
                d.note(Note::NoReturn);
                let ctx = KickCtx { kickoff_phase, recv_end: Some(recv_at), ..KickCtx::default() };
                self.no_return(&mut d, dec, KickBall::recv(recv_at), ctx, rec, cat4, secs)
            }
            PuntInstr::FairCatch => {
                // §13.6: a fair catch, optionally returned with the FC Value (PR1, ambiguity 57).
                let pr1 = self.punt_returner(1);
                let mut r = Ret { catch: recv_at, yards: Some(0), fumble_mark: cell.fumble, fc_attempt: false, fair_catch: true };
                let mut who = None;
                if let Some(p) = pr1 {
                    if self.opts.advanced_kicking() && dec.fair_catch_return(recv_at, p.fc) {
                        r.fc_attempt = true;
                        let pn = d.pn(What::FairCatchReturn);
                        if pn <= p.fc {
                            r.fair_catch = false;
                            who = p.pid;
                            rec.returner = pref(recv, p.pid);
                            let rn_ret = d.rn_mod(What::PuntReturn, returned_mod);
                            let (y, f) = self.read_return(&mut d, What::PuntReturn, &p, rn_ret, 0, cell.asterisk, true);
                            r.yards = y;
                            r.fumble_mark |= f;
                        } else {
                            d.note(Note::NoReturn);
                        }
                    }
                }
                self.finish_return(&mut d, dec, &mut r, who, rec, kickoff_phase, cat4, secs)
            }
            PuntInstr::Returner(n) => {
                let Some(p) = self.punt_returner(n) else {
                    let ctx = KickCtx { kickoff_phase, recv_end: Some(recv_at), ..KickCtx::default() };
                    return self.no_return(&mut d, dec, KickBall::recv(recv_at), ctx, rec, cat4, secs);
                };
                rec.returner = pref(recv, p.pid);
                let rn_ret = d.rn_mod(What::PuntReturn, returned_mod);
                let (y, f) = self.read_return(&mut d, What::PuntReturn, &p, rn_ret, 0, cell.asterisk, false);
                let mut r = Ret { catch: recv_at, yards: y, fumble_mark: f || cell.fumble, fc_attempt: false, fair_catch: false };
                self.finish_return(&mut d, dec, &mut r, p.pid, rec, kickoff_phase, cat4, secs)
            }
        }
    }

    /// A punt that is not returned (touchback, out of bounds, downed): only penalties can
    /// change it (fumbles: nobody had the ball; yardage multipliers: no return).
    #[allow(clippy::too_many_arguments)]
    fn no_return(&self, d: &mut Draws, dec: &mut dyn KickDecider, ball: KickBall, ctx: KickCtx, rec: PlayRecord, cat4: bool, secs: u16) -> KickReport {
        let z = self.z_result(d);
        let mut fo = None;
        let mut b = ball;
        match z {
            Some(ZResult::Penalty(teams)) => {
                let against_recv = if cat4 { teams.cat4_receiving } else { teams.cat3_receiving };
                let f = self.kick_penalty(d, dec, cat4, against_recv, ctx, ball);
                b = f.ball;
                fo = Some(f);
            }
            Some(_) => d.note(Note::ZIgnored),
            None => {}
        }
        let secs = match fo {
            Some(FoulOut { pre_snap: true, foul: Some(f), .. }) => self.pre_snap_secs(f.kind),
            _ => secs,
        };
        self.report(b, ctx.kickoff_phase, rec, secs, z, fo, None)
    }

    /// A blocked punt (§13.5).
    fn blocked_punt(&self, d: &mut Draws, dec: &mut dyn KickDecider, mut rec: PlayRecord, secs: u16) -> KickReport {
        let (ball, ret, by_kicking) = self.blocked(d, true, &mut rec);
        rec.return_yards = ret.unwrap_or(0);
        let mut ball = ball;
        let z = self.z_result(d);
        let advanced = ret.is_some_and(|y| y > 0);
        let td = matches!(ball, KickBall::Receiving { at, .. } if at >= 100) || matches!(ball, KickBall::KickingDown { at, .. } if at >= 100);
        match z {
            Some(ZResult::Double | ZResult::Triple) if advanced && !td => {
                let k = if z == Some(ZResult::Double) { 2 } else { 3 };
                let y = ret.unwrap_or(0);
                ball = match ball {
                    KickBall::Receiving { at, .. } => KickBall::recv((at + y * (k - 1)).min(100)),
                    KickBall::KickingDown { at, effect } => KickBall::KickingDown { at: (at + y * (k - 1)).min(100), effect },
                    b => b,
                };
                rec.return_yards = y * k;
            }
            Some(ZResult::Fumble | ZResult::FumbleS) if advanced && !td => {
                // The recovering team fumbles on its block return (Fumble Table, fumble return row).
                let (carrier, carrier_side, tackler) = if by_kicking { (self.kicking, self.kicking_side, self.receiving) } else { (self.receiving, self.recv_side(), self.kicking) };
                let spec = FumSpec {
                    carrier,
                    carrier_side,
                    tackler,
                    carrier_pid: None,
                    adj: 0,
                    s: z == Some(ZResult::FumbleS),
                    surehanded: false,
                    carrier_may_advance: self.carrier_may_advance_late(by_kicking),
                    tackler_may_advance: self.tackler_may_advance_late(!by_kicking),
                };
                let f = self.fumble(d, &spec);
                let (pos_carrier, dn) = match ball {
                    KickBall::Receiving { at, .. } => (at, DownEffect::Normal),
                    KickBall::KickingDown { at, effect } => (at, effect),
                    _ => (0, DownEffect::Normal),
                };
                let place = |by_k: bool, at: i16| -> KickBall {
                    if by_k {
                        KickBall::KickingDown { at: at.min(100), effect: dn }
                    } else {
                        KickBall::recv(at.min(100))
                    }
                };
                ball = match f {
                    FumOut::None => ball,
                    FumOut::Kept(r) => {
                        rec.flags.set(PlayFlags::FUMBLE);
                        place(by_kicking, r.map(|y| pos_carrier + y).unwrap_or(100))
                    }
                    FumOut::Lost(r) => {
                        rec.flags.set(PlayFlags::FUMBLE);
                        rec.flags.set(PlayFlags::FUMBLE_LOST);
                        place(!by_kicking, r.map(|y| 100 - pos_carrier + y).unwrap_or(100))
                    }
                };
                if by_kicking && matches!(f, FumOut::Lost(_)) {
                    // The receiving team recovered the kicking team's fumble: its new series.
                    if let KickBall::KickingDown { at, .. } = ball {
                        ball = KickBall::recv(at);
                    }
                }
                if !by_kicking && matches!(f, FumOut::Lost(_)) {
                    if let KickBall::KickingDown { at, .. } = ball {
                        ball = KickBall::KickingNew { at, touchback: false };
                    }
                }
            }
            Some(ZResult::Penalty(_)) | None => {}
            Some(_) => d.note(Note::ZIgnored),
        }
        let mut fo = None;
        if let Some(ZResult::Penalty(teams)) = z {
            let ctx = match ball {
                KickBall::Receiving { at, .. } => KickCtx { recv_end: Some(at.min(100)), ..KickCtx::default() },
                KickBall::KickingDown { at, .. } | KickBall::KickingNew { at, .. } => KickCtx { kick_end: Some(at), ..KickCtx::default() },
                _ => KickCtx::default(),
            };
            let f = self.kick_penalty(d, dec, false, teams.cat3_receiving, ctx, ball);
            ball = f.ball;
            fo = Some(f);
        }
        self.report(ball, false, rec, secs, z, fo, None)
    }

    /// The punter's Movement penalty (§13.4): a new RN, even = 5 yards on the punting team, odd =
    /// on the return team; no time; declinable; the down is replayed (punt again from step 1).
    fn movement(&self, d: &mut Draws, dec: &mut dyn KickDecider, rec: PlayRecord) -> KickReport {
        let rn = d.rn(What::Movement);
        let against_kicking = rn.is_multiple_of(2);
        let code = self.ed.penalties.code_of(PenaltyKind::Movement);
        let (at, w) = walk(self.spot, 5, against_kicking);
        let (pen, play) = if self.free_kick {
            (KickBall::Rekick { from: at }, KickBall::Rekick { from: self.spot })
        } else {
            (KickBall::KickingDown { at, effect: DownEffect::Replay }, KickBall::KickingDown { at: self.spot, effect: DownEffect::Replay })
        };
        let name = self.ed.penalties.row(code).map_or("Movement", |r| r.name.as_str());
        let accept = dec.kick_penalty_choice(&crate::coach::PenaltyChoice {
            name,
            yards: w,
            offense_decides: !against_kicking,
            accept_value: self.value(pen, self.free_kick),
            decline_value: self.value(play, self.free_kick),
            accepted: None,
            declined: None,
        });
        let against = if against_kicking { self.kicking_side } else { self.recv_side() };
        let foul = Foul { code, kind: PenaltyKind::Movement, against, accepted: accept, yards: if accept { w } else { 0 } };
        let mut r2 = PlayRecord::new(PlayKind::NoPlay, self.kicking_side);
        r2.player = rec.player;
        let ball = if accept { pen } else { play };
        let fo = FoulOut { ball, foul: Some(foul), extend: self.extends(!against_kicking, foul, ball), next_ko: None, pre_snap: false, onside_oob: false };
        self.report(fo.ball, self.free_kick, r2, 0, None, Some(fo), None)
    }

    // ----- fakes -------------------------------------------------------------------------

    fn fake_target(&self, t: FakeTarget) -> Option<Pid> {
        let od = self.offense?;
        match t {
            FakeTarget::LE => od.left_end().map(|x| x.1),
            FakeTarget::RE => od.right_end().map(|x| x.1),
            FakeTarget::FL => od.get(OffBox::FL1).or(od.get(OffBox::FL2)).or(od.get(OffBox::BK3)),
            FakeTarget::BK1 => od.get(OffBox::BK1),
            FakeTarget::BK2 => od.get(OffBox::BK2),
        }
    }

    /// A fake punt (§13.2) or fake field goal (§12.2): one RN on the fake table (+1 per fake of
    /// the kind after the first this game; +2 against the Fake Punt Defense), then the Z result.
    fn fake(&self, d: &mut Draws, dec: &mut dyn KickDecider, punt: bool, def: PuntDefense) -> KickReport {
        let los = self.spot;
        let recv = self.recv_side();
        let mut m = self.fakes_before as i16 * self.c().fake_repeat_rn;
        if punt && def == PuntDefense::FakePuntDefense {
            m += self.c().fake_punt_defense_rn;
        }
        let rn = d.rn_mod(What::FakeKick, m);
        let table = if punt { &self.ed.fake_punt } else { &self.ed.fake_field_goal };
        let res = table.rows[rn as usize - 1];
        let mut rec = PlayRecord::new(if punt { PlayKind::FakePunt } else { PlayKind::FakeFieldGoal }, self.kicking_side);
        let thrower = if punt { self.kicking.punter() } else { self.offense.and_then(|od| od.qb(self.kicking)) };
        let t = &self.ed.timing;
        let mut ctx = ScrimCtx { end: los, ..ScrimCtx::default() };
        let mut gain: Option<i16> = None;
        let mut ball;
        match res {
            FakeResult::Daylight | FakeResult::Run(_) => {
                let y = match res {
                    FakeResult::Daylight => {
                        let pn = d.pn(What::Daylight);
                        pn as i16 * DAYLIGHT_FACTOR
                    }
                    FakeResult::Run(y) => y,
                    _ => 0,
                };
                rec.player = pref(self.kicking_side, thrower);
                ctx.run = true;
                gain = Some(y);
                ball = KickBall::KickingDown { at: (los + y).min(100), effect: DownEffect::Normal };
            }
            FakeResult::Pass { to, yards } => {
                rec.passer = pref(self.kicking_side, thrower);
                rec.player = pref(self.kicking_side, self.fake_target(to));
                rec.flags.set(PlayFlags::COMPLETE);
                ctx.pass = true;
                gain = Some(yards);
                ball = KickBall::KickingDown { at: (los + yards).min(100), effect: DownEffect::Normal };
            }
            FakeResult::Incomplete => {
                rec.passer = pref(self.kicking_side, thrower);
                ctx.pass = true;
                ctx.incomplete = true;
                d.note(Note::Incomplete);
                ball = KickBall::KickingDown { at: los, effect: DownEffect::Normal };
            }
            FakeResult::Interception => {
                // §12.2 note 2: a new RN on the Quick column names the row; another RN − 1 on the
                // Interception Return Table; the return is marked from the original LOS.
                rec.passer = pref(self.kicking_side, thrower);
                rec.flags.set(PlayFlags::INTERCEPTED);
                ctx.pass = true;
                ctx.change = true;
                d.note(Note::Intercepted);
                let r1 = d.rn(What::Interceptor);
                let b: DefBox = self.ed.interception_table.quick_swing[r1 as usize - 1];
                d.trace.push(Step::Box { what: What::Interceptor, def: b });
                rec.defender = pref(recv, self.defense.and_then(|dd| dd.in_box(b).next()));
                rec.returner = rec.defender;
                let r2 = d.rn_mod(What::InterceptionReturn, FAKE_FG_INT_RETURN_RN);
                let tbl = &self.ed.interception_return;
                let cell = match b.row() {
                    1 => tbl.row1[r2 as usize - 1],
                    2 => tbl.row2[r2 as usize - 1],
                    _ => tbl.row3[r2 as usize - 1],
                };
                let ret = match cell {
                    TableReturn::NoReturn => {
                        d.note(Note::NoReturn);
                        Some(0)
                    }
                    TableReturn::Yards { yards, asterisk } => {
                        // The asterisk RN only when the yardage does not already score (§8.2
                        // step 8.4): the return starts at the defense's 100 − LOS.
                        let r3 = if asterisk && yards < los { Some(d.rn(What::ReturnAsterisk)) } else { None };
                        if r3.is_some_and(|x| tbl.asterisk_td.contains(x)) {
                            None
                        } else {
                            Some(yards)
                        }
                    }
                };
                rec.return_yards = ret.unwrap_or(los);
                gain = ret;
                ball = KickBall::recv(match ret {
                    None => 100,
                    Some(y) => (100 - los + y).min(100),
                });
            }
        }
        if let Some(g) = gain.filter(|_| !ctx.change) {
            rec.yards = g;
        }
        ctx.end = match ball {
            KickBall::KickingDown { at, .. } => at.min(99),
            _ => los,
        };
        // The Z result: injuries ignored; yardage multipliers on runs, completions and
        // interception returns; fumbles by the ball carrier; penalties category 1 (runs) or 2.
        let z = self.z_result(d);
        let td = matches!(ball, KickBall::KickingDown { at, .. } if at >= 100) || matches!(ball, KickBall::Receiving { at, .. } if at >= 100);
        match z {
            Some(ZResult::Double | ZResult::Triple) => {
                let k = if z == Some(ZResult::Double) { 2 } else { 3 };
                match (ball, gain) {
                    (KickBall::KickingDown { effect, .. }, Some(g)) if !td && !ctx.incomplete => {
                        ball = KickBall::KickingDown { at: (los + g * k).min(100), effect };
                        rec.yards = g * k;
                    }
                    (KickBall::Receiving { .. }, Some(g)) if !td => {
                        ball = KickBall::recv((100 - los + g * k).min(100));
                        rec.return_yards = g * k;
                    }
                    _ => d.note(Note::ZIgnored),
                }
            }
            Some(ZResult::Fumble | ZResult::FumbleS) if !td && !ctx.incomplete => {
                let s = z == Some(ZResult::FumbleS);
                match ball {
                    KickBall::KickingDown { at, .. } => {
                        let fourth = self.down == Down::Fourth;
                        let spec = FumSpec {
                            carrier: self.kicking,
                            carrier_side: self.kicking_side,
                            tackler: self.receiving,
                            carrier_pid: rec.player.map(|p| p.idx),
                            adj: 0,
                            s,
                            surehanded: true,
                            carrier_may_advance: !fourth && self.carrier_may_advance_late(true),
                            tackler_may_advance: self.tackler_may_advance_late(false),
                        };
                        match self.fumble(d, &spec) {
                            FumOut::None => {}
                            FumOut::Kept(r) => {
                                rec.flags.set(PlayFlags::FUMBLE);
                                ball = KickBall::KickingDown { at: r.map(|y| (at + y).min(100)).unwrap_or(100), effect: DownEffect::Normal };
                            }
                            FumOut::Lost(r) => {
                                rec.flags.set(PlayFlags::FUMBLE);
                                rec.flags.set(PlayFlags::FUMBLE_LOST);
                                ctx.change = true;
                                ball = KickBall::recv(r.map(|y| (100 - at + y).min(100)).unwrap_or(100));
                            }
                        }
                    }
                    KickBall::Receiving { at, .. } if gain.is_some_and(|g| g > 0) => {
                        let spec = FumSpec {
                            carrier: self.receiving,
                            carrier_side: recv,
                            tackler: self.kicking,
                            carrier_pid: rec.defender.map(|p| p.idx),
                            adj: 0,
                            s,
                            surehanded: true,
                            carrier_may_advance: self.carrier_may_advance_late(false),
                            tackler_may_advance: self.tackler_may_advance_late(true),
                        };
                        match self.fumble(d, &spec) {
                            FumOut::None => {}
                            FumOut::Kept(r) => {
                                rec.flags.set(PlayFlags::FUMBLE);
                                ball = KickBall::recv(r.map(|y| (at + y).min(100)).unwrap_or(100));
                            }
                            FumOut::Lost(r) => {
                                rec.flags.set(PlayFlags::FUMBLE);
                                ball = KickBall::KickingNew { at: r.map(|y| (100 - at + y).min(100)).unwrap_or(100), touchback: false };
                            }
                        }
                    }
                    _ => d.note(Note::ZIgnored),
                }
            }
            Some(ZResult::Fumble | ZResult::FumbleS | ZResult::Injury(_)) => d.note(Note::ZIgnored),
            _ => {}
        }
        let mut fo = None;
        if let Some(ZResult::Penalty(teams)) = z {
            let cat = if ctx.run { 1 } else { 2 };
            let off_pen = if cat == 1 { teams.cat1_offense } else { teams.cat2_offense };
            let f = self.scrim_penalty(d, dec, cat, off_pen, ctx, ball);
            ball = f.ball;
            fo = Some(f);
        }
        // Timing (§20.2; fakes are not in the table: ambiguity 67).
        let accepted = fo.and_then(|f| f.foul).is_some_and(|f| f.accepted);
        let td_now = matches!(ball, KickBall::KickingDown { at, .. } | KickBall::KickingNew { at, .. } if at >= 100) || matches!(ball, KickBall::Receiving { at, .. } if at >= 100);
        let secs = match fo {
            Some(FoulOut { pre_snap: true, foul: Some(f), .. }) => self.pre_snap_secs(f.kind),
            _ if accepted => t.penalty[0],
            _ if td_now => t.touchdown[0],
            _ if matches!(ball, KickBall::Receiving { .. } | KickBall::KickingNew { .. }) => t.change_of_possession[0],
            _ if ctx.incomplete => t.incomplete[0],
            _ => t.fake_kick[0],
        };
        self.report(ball, false, rec, secs, z, fo, Some(res))
    }

    // ----- field goals and tries ---------------------------------------------------------

    /// The Good Range for a distance: the band's, or beyond 55 yards the 51-55 band's upper
    /// bound less 2 per yard (ambiguity 71); None when the kick is out of the kicker's range.
    pub fn good_range(&self, distance: i16) -> Option<u8> {
        let k = self.kicker?;
        let kc = self.kicking.player(k).kicking.as_ref()?;
        if distance > kc.max as i16 || distance < 0 {
            return None;
        }
        let g = match kc.band(distance as u8) {
            Some(b) => b.good as i16,
            None if distance > 55 => kc.band(55)?.good as i16 - self.c().fg_beyond_55_per_yard * (distance - 55),
            None => return None,
        };
        (g >= 1).then_some(g as u8)
    }

    fn block_range(&self, distance: i16) -> IntRange {
        let Some(kc) = self.kicker.and_then(|k| self.kicking.player(k).kicking.as_ref()) else { return IntRange::None };
        kc.band(distance.clamp(0, 255) as u8).or_else(|| kc.band(55)).map(|b| b.block).unwrap_or(IntRange::None)
    }

    /// Field-goal distance: LOS + 17 (a fair-catch kick: yards to the goal + 10).
    pub fn distance(&self) -> i16 {
        (100 - self.spot) + if self.fair_catch_kick { FAIR_CATCH_KICK_OFFSET } else { self.c().fg_distance_offset }
    }

    /// A field-goal attempt (§12.1) or a fair-catch kick (§13.6).
    pub fn field_goal(&self, src: &mut CardSource<Fac>, rng: &mut dyn Randomness, trace: &mut Vec<Step>, dec: &mut dyn KickDecider) -> KickReport {
        let mut d = Draws::new(src, rng, trace, self.ed.deck.z_window);
        let los = self.spot;
        let distance = self.distance();
        let mut rec = PlayRecord::new(PlayKind::FieldGoal, self.kicking_side);
        rec.player = pref(self.kicking_side, self.kicker);
        rec.yards = distance;
        d.value(What::FieldGoal, distance);
        let good_hi = self.good_range(distance);
        if let Some(g) = good_hi {
            d.trace.push(Step::Range { what: What::FieldGoal, lo: 1, hi: g });
        }
        let secs = if self.fair_catch_kick { 0 } else { self.ed.timing.field_goal[0] };
        let pn = d.pn(What::FieldGoal);
        let mut ctx = ScrimCtx { end: los, field_goal: true, ..ScrimCtx::default() };
        let ball = if good_hi.is_some_and(|g| pn <= g) {
            rec.flags.set(PlayFlags::GOOD);
            ctx.good = true;
            KickBall::FieldGoal
        } else {
            let blocked = !self.fair_catch_kick
                && match self.block_range(distance) {
                    IntRange::Maybe48 => pn == 48 && d.pn(What::Block) <= self.c().maybe48_success_max_pn,
                    r => r.contains(pn),
                };
            if blocked {
                let (b, ret, _) = self.blocked(&mut d, false, &mut rec);
                rec.return_yards = ret.unwrap_or(0);
                b
            } else {
                // Missed: the defense takes over at the spot of the kick, 7 yards behind the LOS,
                // or at its 20 when the LOS was inside the 20 (ambiguity 55).
                let kick_spot = if self.fair_catch_kick { los } else { los - self.c().fg_spot_behind_los };
                KickBall::recv(if 100 - los < 20 { 20 } else { 100 - kick_spot })
            }
        };
        ctx.change = matches!(ball, KickBall::Receiving { .. });
        // Z cards: penalties (category 1); injuries, fumbles and multipliers ignored (§12.1 item 8).
        let z = self.z_result(&mut d);
        let mut fo = None;
        let mut b = ball;
        match z {
            Some(ZResult::Penalty(teams)) => {
                let f = self.scrim_penalty(&mut d, dec, 1, teams.cat1_offense, ctx, ball);
                b = f.ball;
                fo = Some(f);
            }
            Some(_) => d.note(Note::ZIgnored),
            None => {}
        }
        // §20.2: "Play with penalty" (10 s) before "Field goal attempt" (5 s), as on every other
        // play; a Fair Catch Kick stays untimed.
        let secs = match fo {
            Some(FoulOut { pre_snap: true, foul: Some(f), .. }) => self.pre_snap_secs(f.kind),
            Some(FoulOut { foul: Some(f), .. }) if f.accepted && !self.fair_catch_kick => self.ed.timing.penalty[0],
            _ => secs,
        };
        self.report(b, false, rec, secs, z, fo, None)
    }

    /// A fake field goal (§12.2); never in the final two minutes (then a real attempt).
    pub fn fake_field_goal(&self, src: &mut CardSource<Fac>, rng: &mut dyn Randomness, trace: &mut Vec<Step>, dec: &mut dyn KickDecider) -> KickReport {
        if self.two_minutes {
            return self.field_goal(src, rng, trace, dec);
        }
        let mut d = Draws::new(src, rng, trace, self.ed.deck.z_window);
        self.fake(&mut d, dec, false, PuntDefense::Return)
    }

    /// An extra-point kick (§12.3): a PN on the kicker's Extra Points column; Z cards ignored;
    /// no time.
    pub fn extra_point(&self, src: &mut CardSource<Fac>, rng: &mut dyn Randomness, trace: &mut Vec<Step>) -> KickReport {
        let mut d = Draws::new(src, rng, trace, self.ed.deck.z_window);
        d.z_off = true;
        let mut rec = PlayRecord::new(PlayKind::ExtraPoint, self.kicking_side);
        let k = self.kicker;
        rec.player = pref(self.kicking_side, k);
        let xp = k.and_then(|p| self.kicking.player(p).kicking.as_ref().map(|kc| kc.xp)).unwrap_or(0);
        let pn = d.pn(What::ExtraPoint);
        let good = pn <= xp;
        if good {
            rec.flags.set(PlayFlags::GOOD);
        }
        let outcome = Outcome::new(End::Try { points: good as u8 }, ClockCharge::flat(self.ed.timing.extra_point[0]), rec);
        KickReport { outcome, ball: KickBall::FieldGoal, z: None, foul: None, stopped_clock: true, fake: None, onside_out_of_bounds: false }
    }
}
