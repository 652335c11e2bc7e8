//! The state of a game and the rules every system shares for moving it along: downs, scoring,
//! possession, kickoffs, the clock, periods, halftime, overtime and the end of the game.

use crate::clock::{Clock, Period};
use crate::config::CoreRules;
use crate::downs::{Down, DownDistance, NextDown};
use crate::event::{Event, PlayFlags, PlayKind, PlayRecord, ScoreKind};
use crate::field::Spot;
use crate::outcome::{DownEffect, End, Outcome};
use crate::side::{PerSide, Side};
use serde::{Deserialize, Serialize};

/// Seconds left from which a defense two scores ahead (9-16 points) in the fourth quarter plays
/// soft, as it does with any lead in the last two minutes: 8:00 ([`GameState::soft_lead`];
/// docs/calibration.md step 34: TTF one-score games −7.2% → −6.3% over seeds 1-3; from 5:00 it
/// changed nothing).
pub const SOFT_LEAD_SECONDS: u32 = 480;
/// What happens next in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "phase")]
pub enum Phase {
    /// Before the opening kickoff: the coin toss decides who kicks in each half.
    CoinToss,
    /// `kicker` kicks off (or free-kicks after a safety) from its own `from` yard line.
    Kickoff { kicker: Side, from: u8, after_safety: bool },
    /// A down from scrimmage.
    Scrimmage,
    /// `team` attempts a try after its touchdown.
    Try { team: Side },
    /// Regulation (or an overtime period) ended tied: an overtime coin toss is next.
    OvertimeToss,
    Over,
}

/// Something the caller asked for that the game's state does not allow.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CoreError {
    #[error("{what} is not possible now (the game is at {phase:?})")]
    WrongPhase { what: &'static str, phase: Phase },
    #[error("the {0} team has no timeouts left")]
    NoTimeouts(&'static str),
    #[error("the game is over")]
    GameOver,
}

/// The shared state of a game in progress.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameState {
    pub rules: CoreRules,
    pub phase: Phase,
    /// Team with the ball (the kicking team during a kickoff).
    pub possession: Side,
    /// Line of scrimmage in the possessing team's frame.
    pub spot: Spot,
    pub downs: DownDistance,
    pub clock: Clock,
    pub score: PerSide<u16>,
    pub timeouts: PerSide<u8>,
    pub first_half_kicker: Side,
    pub second_half_kicker: Side,
    /// The two-minute warning of the current half has been given.
    pub warning_given: bool,
    /// The period clock shows 0:00 but one more (untimed) down is owed.
    pub untimed_down: bool,
    /// The clock ran out on a touchdown: the period ends after the try.
    pub period_ends_after_try: bool,
    /// Plays run so far.
    pub plays: u32,
    /// Seconds each team has had the ball (time of possession).
    pub possession_secs: PerSide<u32>,
    pub log: Vec<Event>,
    /// Which teams have had the ball in this overtime period (modified sudden death).
    #[serde(default)]
    pub ot_possessed: PerSide<bool>,
}

/// What applying a play did, for the caller's narration.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    pub seconds: u16,
    pub scored: Option<(Side, ScoreKind)>,
    pub possession_changed: bool,
    pub first_down: bool,
    pub period_ended: bool,
}

impl GameState {
    pub fn new(rules: CoreRules) -> GameState {
        let q = rules.first_quarter();
        GameState {
            rules,
            phase: Phase::CoinToss,
            possession: Side::Away,
            spot: Spot::new(rules.kickoff_from as i16).unwrap_or(Spot::MIDFIELD),
            downs: DownDistance { down: Down::First, line_to_gain: 40 },
            clock: Clock::new(q, rules.period_secs),
            score: PerSide::default(),
            timeouts: PerSide::new(rules.timeouts_per_half, rules.timeouts_per_half),
            first_half_kicker: Side::Home,
            second_half_kicker: Side::Away,
            warning_given: false,
            untimed_down: false,
            period_ends_after_try: false,
            plays: 0,
            possession_secs: PerSide::default(),
            log: Vec::with_capacity(512),
            ot_possessed: PerSide::default(),
        }
    }

    // ----- queries -----------------------------------------------------------------------

    pub fn offense(&self) -> Side {
        self.possession
    }
    pub fn defense(&self) -> Side {
        self.possession.other()
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    pub fn down(&self) -> Down {
        self.downs.down
    }
    pub fn to_go(&self) -> i16 {
        self.downs.to_go(self.spot)
    }
    pub fn goal_to_go(&self) -> bool {
        self.downs.goal_to_go()
    }
    pub fn is_overtime(&self) -> bool {
        self.clock.period.is_overtime()
    }
    /// Points of `side` minus points of the other side.
    pub fn margin(&self, side: Side) -> i32 {
        self.score[side] as i32 - self.score[side.other()] as i32
    }
    /// Nine to eleven points behind in the fourth quarter (or overtime) with 1:15 or more left:
    /// a field goal makes it a one-score game. Football judgement the computer coaches share.
    pub fn field_goal_makes_one_score(&self, side: Side) -> bool {
        self.clock.period.0 >= 4 && (-11..=-9).contains(&self.margin(side)) && self.seconds_left_in_game() >= 75
    }
    /// Ahead late enough for a soft defense, one that gives up the short pass, not the long one:
    /// any lead in the game's last two minutes, a two-score lead (9-16) from
    /// [`SOFT_LEAD_SECONDS`] left. Football judgement the computer coaches share.
    pub fn soft_lead(&self, side: Side) -> bool {
        let (m, left) = (self.margin(side), self.seconds_left_in_game());
        self.clock.period.0 >= 4 && (m > 0 && left <= 120 || (9..=16).contains(&m) && left <= SOFT_LEAD_SECONDS)
    }
    /// Seconds left in the current half (in overtime: in the period).
    pub fn seconds_left_in_half(&self) -> u32 {
        let p = self.clock.period.0;
        let mut s = self.clock.remaining as u32;
        if !self.clock.period.ends_half() && self.rules.plays_quarter(p + 1) {
            s += self.rules.period_secs as u32;
        }
        s
    }
    /// Seconds left in the game (regulation); in overtime, in the period.
    pub fn seconds_left_in_game(&self) -> u32 {
        let p = self.clock.period.0;
        let mut s = self.clock.remaining as u32;
        if p <= 4 {
            for q in p + 1..=4 {
                if self.rules.plays_quarter(q) {
                    s += self.rules.period_secs as u32;
                }
            }
        }
        s
    }
    /// The final `warning_secs` (two minutes) of a half or of the game.
    pub fn in_final_two_minutes_of_half(&self) -> bool {
        self.clock.period.ends_half() && self.clock.remaining <= self.rules.warning_secs
    }
    /// Inside the last two minutes of a period that has a two-minute warning (the rules' "after
    /// the two-minute warning"; an overtime period has none unless its rules give one).
    pub fn after_two_minute_warning(&self) -> bool {
        self.rules.warning_in(self.clock.period.0) && self.clock.remaining <= self.rules.warning_secs
    }
    pub fn in_final_two_minutes_of_game(&self) -> bool {
        (self.clock.period.0 == 4 || self.is_overtime()) && self.clock.remaining <= self.rules.warning_secs
    }
    /// The team that had the ball when the current play began.
    pub fn team_in_action(&self) -> Side {
        match self.phase {
            Phase::Kickoff { kicker, .. } => kicker,
            Phase::Try { team } => team,
            _ => self.possession,
        }
    }
    /// Points scored by events in the log, per side (must always equal `score`).
    pub fn points_in_log(&self) -> PerSide<u16> {
        let mut p = PerSide::<u16>::default();
        for e in &self.log {
            if let Event::Score { side, points, .. } = e {
                p[*side] += *points as u16;
            }
        }
        p
    }

    // ----- game flow ---------------------------------------------------------------------

    /// The opening coin toss: `winner` won it; the teams chose who kicks off in each half.
    pub fn coin_toss(&mut self, winner: Side, first_half_kicker: Side, second_half_kicker: Side) -> Result<(), CoreError> {
        if self.phase != Phase::CoinToss {
            return Err(CoreError::WrongPhase { what: "the coin toss", phase: self.phase });
        }
        self.first_half_kicker = first_half_kicker;
        self.second_half_kicker = second_half_kicker;
        self.log.push(Event::CoinToss { winner, first_half_kicker, second_half_kicker });
        // A game of the second half only (Football Fever's "one half") starts with the
        // second-half kicker.
        let kicker = if self.clock.period.half() >= 2 { second_half_kicker } else { first_half_kicker };
        self.set_kickoff(kicker, self.rules.kickoff_from, false);
        Ok(())
    }

    /// The overtime coin toss: `kicker` kicks off the next overtime period.
    pub fn start_overtime(&mut self, kicker: Side) -> Result<(), CoreError> {
        if self.phase != Phase::OvertimeToss {
            return Err(CoreError::WrongPhase { what: "an overtime coin toss", phase: self.phase });
        }
        let period = self.clock.period.0.max(4) + 1;
        self.clock = Clock::new(period, self.rules.overtime.period_secs);
        let t = self.rules.overtime.timeouts_per_period;
        self.timeouts = PerSide::new(t, t);
        self.warning_given = false;
        self.untimed_down = false;
        self.ot_possessed = PerSide::new(false, false);
        self.log.push(Event::OvertimeStart { period, kicker });
        self.set_kickoff(kicker, self.rules.kickoff_from, false);
        Ok(())
    }

    /// Gives `seconds` back to the period clock (a rule that shortens an earlier play's time,
    /// like TTF's spike). Never past the period's start, never after the period ended, never
    /// back above the two-minute warning once it was given.
    pub fn refund(&mut self, seconds: u16) -> u16 {
        let mut cap = if self.clock.period.is_overtime() { self.rules.overtime.period_secs } else { self.rules.period_secs };
        if self.warning_given && self.rules.warning_in(self.clock.period.0) {
            cap = cap.min(self.rules.warning_secs);
        }
        let give = seconds.min(cap.saturating_sub(self.clock.remaining));
        if give > 0 && self.phase != Phase::Over {
            self.clock.remaining += give;
            self.log.push(Event::ClockRefund { seconds: give, clock: self.clock });
        }
        give
    }

    /// `side` calls a timeout.
    pub fn call_timeout(&mut self, side: Side) -> Result<(), CoreError> {
        if self.phase == Phase::Over {
            return Err(CoreError::GameOver);
        }
        if self.timeouts[side] == 0 {
            return Err(CoreError::NoTimeouts(side.as_str()));
        }
        self.timeouts[side] -= 1;
        self.log.push(Event::Timeout { side, remaining: self.timeouts[side] });
        Ok(())
    }

    /// Applies a resolved play. `timeout_after` is a team that calls a timeout right after the
    /// play (the play then uses its shorter timeout charge).
    pub fn apply(&mut self, outcome: &Outcome, timeout_after: Option<Side>) -> Result<Applied, CoreError> {
        let mut applied = Applied::default();
        let had = match self.phase {
            Phase::Kickoff { kicker, .. } => kicker,
            Phase::Scrimmage => self.possession,
            Phase::Try { team } => team,
            Phase::Over => return Err(CoreError::GameOver),
            p => return Err(CoreError::WrongPhase { what: "a play", phase: p }),
        };
        self.check_end_fits_phase(&outcome.end)?;
        if let Some(t) = timeout_after {
            self.call_timeout(t)?;
        }
        let was_try = matches!(self.phase, Phase::Try { .. });
        let seconds = if timeout_after.is_some() { outcome.clock.with_timeout } else { outcome.clock.seconds };
        let seconds = if was_try { 0 } else { seconds.min(self.clock.remaining) };
        applied.seconds = seconds;

        // The play itself.
        let scrimmage = self.phase == Phase::Scrimmage;
        self.log.push(Event::Play {
            n: self.plays,
            clock: self.clock,
            offense: had,
            down: if scrimmage { Some(self.downs.down) } else { None },
            to_go: if scrimmage { self.to_go() } else { 0 },
            spot: self.spot.yards(),
            record: outcome.record,
            seconds,
        });
        self.plays += 1;
        self.possession_secs[had] += seconds as u32;
        let kickoff_override = outcome.next_kickoff_from;

        // Ball, downs and score.
        match outcome.end {
            End::Scrimmage { gain, effect } => {
                let at = self.spot.yards() + gain;
                self.scrimmage_result(had, at, effect, kickoff_override, &mut applied);
            }
            End::Possession { holder, at, first_down } => {
                if was_try {
                    self.try_result(had, 0, kickoff_override);
                } else if holder != had {
                    applied.possession_changed = true;
                    if at >= 100 {
                        self.touchdown(holder, kickoff_override, &mut applied);
                    } else if at <= 0 && outcome.record.has(PlayFlags::SAFETY) {
                        // The new holder carried the ball back into its own end zone itself
                        // (e.g. a return driven backwards): a safety, not a touchback.
                        self.safety(holder, kickoff_override, &mut applied);
                    } else if at <= 0 {
                        self.touchback(holder, outcome.record.kind);
                    } else {
                        self.new_series(holder, Spot::clamped(at));
                    }
                } else if at >= 100 {
                    self.touchdown(holder, kickoff_override, &mut applied);
                } else if at <= 0 && outcome.record.has(PlayFlags::TOUCHBACK) {
                    // The ball was put into the holder's end zone by the other team (e.g. the
                    // opponent fumbled it there and the holder recovered): a touchback.
                    self.touchback(holder, outcome.record.kind);
                } else if at <= 0 {
                    self.safety(holder, kickoff_override, &mut applied);
                } else if first_down || !scrimmage {
                    self.new_series(holder, Spot::clamped(at));
                    applied.first_down = true;
                } else {
                    let gain_at = at;
                    self.scrimmage_result(had, gain_at, DownEffect::Normal, kickoff_override, &mut applied);
                }
            }
            End::FieldGoal => {
                self.add_score(had, ScoreKind::FieldGoal, self.rules.fg_points);
                applied.scored = Some((had, ScoreKind::FieldGoal));
                let game_goes_on = self.rules.overtime.modified && (!self.ot_possessed[had.other()] || self.score.home == self.score.away);
                if self.is_overtime() && !game_goes_on {
                    self.finish();
                } else {
                    self.set_kickoff(had, kickoff_override.unwrap_or(self.rules.kickoff_from), false);
                }
            }
            End::Try { points } => {
                if points > 0 {
                    applied.scored = Some((had, if points >= 2 { ScoreKind::TwoPoint } else { ScoreKind::ExtraPoint }));
                }
                self.try_result(had, points, kickoff_override);
            }
            End::Rekick { from } => {
                let after_safety = matches!(self.phase, Phase::Kickoff { after_safety: true, .. });
                self.set_kickoff(had, from, after_safety);
            }
        }

        // Clock.
        if !was_try && self.phase != Phase::Over {
            self.run_clock(seconds, outcome.extend_period, &mut applied);
        } else if was_try && self.period_ends_after_try && self.phase != Phase::Over {
            self.period_ends_after_try = false;
            self.end_period(&mut applied);
        }
        Ok(applied)
    }

    fn check_end_fits_phase(&self, end: &End) -> Result<(), CoreError> {
        let ok = matches!(
            (self.phase, end),
            (Phase::Scrimmage, End::Scrimmage { .. } | End::Possession { .. } | End::FieldGoal)
                | (Phase::Kickoff { .. }, End::Possession { .. } | End::Rekick { .. })
                | (Phase::Try { .. }, End::Try { .. } | End::Possession { .. })
        );
        if ok {
            Ok(())
        } else {
            Err(CoreError::WrongPhase { what: end_name(end), phase: self.phase })
        }
    }

    fn scrimmage_result(&mut self, team: Side, at: i16, effect: DownEffect, ko: Option<u8>, applied: &mut Applied) {
        if at >= 100 {
            self.touchdown(team, ko, applied);
            return;
        }
        if at <= 0 {
            self.safety(team, ko, applied);
            return;
        }
        let spot = Spot::clamped(at);
        match self.downs.after(spot, effect) {
            NextDown::FirstDown(_) => {
                self.new_series(team, spot);
                applied.first_down = true;
                self.log.push(Event::FirstDown { side: team });
            }
            NextDown::Same(downs) => {
                self.spot = spot;
                self.downs = downs;
            }
            NextDown::TurnoverOnDowns => {
                // Turnover on downs: the defense takes over at the dead-ball spot.
                self.log.push(Event::TurnoverOnDowns { side: team });
                applied.possession_changed = true;
                self.new_series(team.other(), spot.flip());
            }
        }
    }

    fn touchback(&mut self, team: Side, kind: PlayKind) {
        self.log.push(Event::Touchback { side: team });
        let at = if matches!(kind, PlayKind::Kickoff | PlayKind::OnsideKick) { self.rules.kickoff_touchback_at } else { self.rules.touchback_at };
        let s = Spot::clamped(at as i16);
        self.new_series(team, s);
    }

    fn new_series(&mut self, team: Side, spot: Spot) {
        if self.is_overtime() {
            self.ot_possessed[team] = true;
        }
        self.phase = Phase::Scrimmage;
        self.possession = team;
        self.spot = spot;
        self.downs = DownDistance::first_down_at(spot);
    }

    fn add_score(&mut self, side: Side, kind: ScoreKind, points: u8) {
        self.score[side] += points as u16;
        self.log.push(Event::Score { side, kind, points, home: self.score.home, away: self.score.away });
    }

    fn touchdown(&mut self, side: Side, _ko: Option<u8>, applied: &mut Applied) {
        self.add_score(side, ScoreKind::Touchdown, self.rules.td_points);
        applied.scored = Some((side, ScoreKind::Touchdown));
        if self.is_overtime() {
            // Sudden death: no try after the winning score.
            self.finish();
            return;
        }
        self.phase = Phase::Try { team: side };
        self.possession = side;
        self.spot = Spot::clamped(98);
        self.downs = DownDistance { down: Down::First, line_to_gain: 100 };
    }

    fn safety(&mut self, conceding: Side, ko: Option<u8>, applied: &mut Applied) {
        self.add_score(conceding.other(), ScoreKind::Safety, self.rules.safety_points);
        applied.scored = Some((conceding.other(), ScoreKind::Safety));
        if self.is_overtime() {
            self.finish();
            return;
        }
        self.set_kickoff(conceding, ko.unwrap_or(self.rules.safety_kick_from), true);
    }

    fn try_result(&mut self, team: Side, points: u8, ko: Option<u8>) {
        if points > 0 {
            let kind = if points >= 2 { ScoreKind::TwoPoint } else { ScoreKind::ExtraPoint };
            self.add_score(team, kind, points);
        }
        self.set_kickoff(team, ko.unwrap_or(self.rules.kickoff_from), false);
    }

    fn set_kickoff(&mut self, kicker: Side, from: u8, after_safety: bool) {
        let from = from.clamp(1, 99);
        self.phase = Phase::Kickoff { kicker, from, after_safety };
        self.possession = kicker;
        self.spot = Spot::clamped(from as i16);
        self.downs = DownDistance { down: Down::First, line_to_gain: (from + 10).min(100) };
    }

    fn run_clock(&mut self, seconds: u16, extend: bool, applied: &mut Applied) {
        let before = self.clock.remaining;
        let was_untimed = self.untimed_down;
        self.clock.remaining = before.saturating_sub(seconds);
        let warn = self.rules.warning_secs;
        if !self.warning_given
            && self.rules.warning_in(self.clock.period.0)
            && before > warn
            && self.clock.remaining <= warn
        {
            self.clock.remaining = warn;
            self.warning_given = true;
            self.log.push(Event::TwoMinuteWarning { clock: self.clock });
        }
        if self.clock.remaining == 0 && (seconds > 0 || was_untimed) {
            if extend {
                self.untimed_down = true;
            } else if matches!(self.phase, Phase::Try { .. }) {
                self.untimed_down = false;
                self.period_ends_after_try = true;
            } else {
                self.untimed_down = false;
                self.end_period(applied);
            }
        }
    }

    fn end_period(&mut self, applied: &mut Applied) {
        applied.period_ended = true;
        self.log.push(Event::PeriodEnd { clock: self.clock });
        let p = self.clock.period.0;
        if p <= 4 {
            let next = (p + 1..=4).find(|&q| self.rules.plays_quarter(q));
            match next {
                Some(q) => {
                    let new_half = Period(q).half() != Period(p).half();
                    self.clock = Clock::new(q, self.rules.period_secs);
                    if new_half {
                        self.log.push(Event::Halftime);
                        let t = self.rules.timeouts_per_half;
                        self.timeouts = PerSide::new(t, t);
                        self.warning_given = false;
                        self.set_kickoff(self.second_half_kicker, self.rules.kickoff_from, false);
                    }
                }
                None => self.end_of_regulation_or_overtime(),
            }
        } else if !self.rules.overtime_period_ends_half(p) && self.score.home == self.score.away {
            // The next period of the same overtime half: play goes on (like Q1 to Q2).
            self.clock = Clock::new(p + 1, self.rules.overtime.period_secs);
        } else {
            self.end_of_regulation_or_overtime();
        }
    }

    fn end_of_regulation_or_overtime(&mut self) {
        let tied = self.score.home == self.score.away;
        let ot = self.rules.overtime;
        let ot_played = self.clock.period.0.saturating_sub(4);
        let more = ot.enabled && ot.max_periods.is_none_or(|m| ot_played < m);
        if tied && more {
            self.phase = Phase::OvertimeToss;
        } else {
            self.finish();
        }
    }

    fn finish(&mut self) {
        self.phase = Phase::Over;
        self.log.push(Event::GameEnd { home: self.score.home, away: self.score.away });
    }

    /// Ends the game at once (a forfeit or an aborted simulation).
    pub fn abandon(&mut self) {
        if self.phase != Phase::Over {
            self.finish();
        }
    }

    /// Records a play that changes nothing but the log (e.g. a spike's bookkeeping) — not used
    /// for real plays, which go through [`GameState::apply`].
    pub fn note_play(&mut self, kind: PlayKind) -> PlayRecord {
        PlayRecord::new(kind, self.possession)
    }
}

fn end_name(end: &End) -> &'static str {
    match end {
        End::Scrimmage { .. } => "a scrimmage result",
        End::Possession { .. } => "a change of possession",
        End::FieldGoal => "a field goal",
        End::Try { .. } => "a try result",
        End::Rekick { .. } => "a re-kick",
    }
}
