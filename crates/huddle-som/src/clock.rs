//! The two clocks (§2.12): the 60-space regular clock (15 seconds a space) and, in the last 2:00
//! of each half, the 18-space 2-minute clock of T19. A play's cost is given as a [`Cost`]; the
//! game turns it into seconds for the core from the time left in the period.
//!
//! Readings of what the rules leave open (digest A-G22, A-G23, recorded in `docs/som-decisions.md`):
//! - a regular-clock play that would cross 2:00 stops the clock at 2:00, where the 2-minute clock
//!   takes over (no rounding, no two-minute warning of its own);
//! - the 2-minute clock runs only in the 2nd and 4th quarters ("each half");
//! - a kick, a field goal attempt, a touchdown costs a 15-second play (2 ticks); a change of
//!   possession other than by a kick costs 1 tick.

/// What a play costs, before a timeout or a strategy changes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// Most runs and completions: 2 spaces, 4 ticks (6 in slowdown).
    Thirty,
    /// Punts, kickoffs, field goals, penalties, injuries, touchdowns: 1 space, 2 ticks.
    Fifteen,
    /// Incomplete pass: 1 space, 1 tick.
    Incomplete,
    /// Out of bounds: 1 space, 1 tick (2 for a long pass).
    OutOfBounds { long: bool },
    /// A change of possession (turnover): 1 space, 1 tick.
    Turnover,
    /// Sack: 1 space, 3 ticks.
    Sack,
    /// A kneel: 6 ticks (1 if the defense calls a time-out).
    Kneel,
    /// No time (a false start, §2.17).
    None,
}

/// Strategies that move the 2-minute clock (§2.12.3-§2.12.7). At most one a play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Tempo {
    #[default]
    Normal,
    /// Hurry-up: the previous play costs one tick less.
    HurryUp,
    /// Spike: the previous play costs two ticks less.
    Spike,
    /// Slowdown: a run or completion costs 6 ticks.
    Slowdown,
}

use crate::tables::{ClockPlay, ClockStrategy, Tables};

/// T19's time at a space of the 2-minute clock (space 0 = 2:00; past the last space, 0).
fn time_at(t: &Tables, space: usize) -> u16 {
    t.two_minute_seconds(space.min(255) as u8).unwrap_or(0)
}

fn play_of(c: Cost) -> Option<ClockPlay> {
    Some(match c {
        Cost::Thirty => ClockPlay::ThirtySecond,
        Cost::Fifteen => ClockPlay::FifteenSecond,
        Cost::Incomplete => ClockPlay::IncompletePass,
        Cost::OutOfBounds { long: false } => ClockPlay::OutOfBounds,
        Cost::OutOfBounds { long: true } => ClockPlay::OutOfBoundsLongPass,
        Cost::Turnover => ClockPlay::ChangeOfPossession,
        Cost::Sack => ClockPlay::Sack,
        Cost::Kneel => ClockPlay::Kneel,
        Cost::None => return None,
    })
}

/// Spaces on the regular clock (T19's costs; a kneel, which the regular clock does not list,
/// runs as a 30-second play).
pub fn spaces(t: &Tables, c: Cost, timeout: bool) -> u16 {
    match play_of(c) {
        None => 0,
        Some(p) => t.regular_spaces(p, timeout).or_else(|| t.regular_spaces(ClockPlay::ThirtySecond, timeout)).unwrap_or(2) as u16,
    }
}

/// Ticks on the 2-minute clock (T19's costs and strategies, §2.12.3); the minimum is 1.
pub fn ticks(t: &Tables, c: Cost, timeout: bool, tempo: Tempo) -> u16 {
    let Some(p) = play_of(c) else { return 0 };
    let strategy = if timeout {
        Some(ClockStrategy::Timeout)
    } else {
        match tempo {
            Tempo::Normal => None,
            Tempo::HurryUp => Some(ClockStrategy::HurryUp),
            Tempo::Spike => Some(ClockStrategy::Spike),
            Tempo::Slowdown => Some(ClockStrategy::Slowdown),
        }
    };
    t.two_minute_ticks(p, strategy) as u16
}

/// The offense's clock control in a slowdown offense with the clock running (§2.12.7, L526-L532),
/// chosen before the clock moves for the play that just ended: when to snap the ball or call a
/// time-out. The play then costs the ticks let run instead of the chart's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockControl {
    /// Snap the ball after letting this many ticks run: 4, 5 or 6 ("obeying minimums": never
    /// sooner than a 30-second play's 4).
    Snap(u8),
    /// Call a time-out after this many ticks: 1 (at once) or 2-6.
    Timeout(u8),
    /// Neither snap nor time-out: the play clock runs out after 6 ticks, a delay of game
    /// (5 yards, the down again) and the clock stops.
    DelayOfGame,
}

/// The clock between a play and the next snap, as the offense's clock control (§2.12.7) sees it:
/// whether it may be used, and what it would leave. Built by the game before the clock moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Between {
    /// The 2-minute clock is on (the last 2:00 of a half).
    pub two_minute: bool,
    /// The play just ended was called in a slowdown offense.
    pub slowdown: bool,
    /// The clock keeps running after it (a run, a completion or a sack, the same team's ball).
    pub running: bool,
    /// The ticks on the clock as the play ends, before any are marked off (1 at :01).
    pub ticks_left: u8,
    /// What the play costs without clock control (T19's ticks, the slowdown's 6 for a run).
    pub chart_ticks: u8,
    /// The offense's time-outs left.
    pub timeouts: u8,
    /// The next snap: yards to the opponent's goal, the down (1-4) and the yards to go.
    pub to_goal: i16,
    pub down: u8,
    pub to_go: i16,
    /// The fewest ticks before a snap (a 30-second play's, 4), the most before a snap or a
    /// time-out (the slowdown's, 6, after which the delay of game comes) and a time-out's fewest (1).
    pub snap_min: u8,
    pub most: u8,
    pub timeout_min: u8,
}

impl Between {
    /// Clock control is the offense's to use: the 2-minute clock, a slowdown offense, the clock
    /// running, and more than one tick to run (with one, any play ends the half).
    pub fn available(&self) -> bool {
        self.two_minute && self.slowdown && self.running && self.ticks_left >= 2
    }

    /// The ticks the play costs with `c`, or why `c` is refused (naming `[som 2.12.7]`).
    pub fn check(&self, c: ClockControl) -> Result<u8, String> {
        if !self.two_minute {
            return Err("clock control is for the last two minutes of a half [som 2.12.7]".into());
        }
        if !self.slowdown {
            return Err("clock control is for a team in a slowdown offense (`slow` with the call) [som 2.12.7]".into());
        }
        if !self.running {
            return Err("the clock is stopped: clock control is for a running clock [som 2.12.7]".into());
        }
        match c {
            ClockControl::Snap(k) if (self.snap_min..=self.most).contains(&k) => Ok(k),
            ClockControl::Snap(k) => Err(format!("a slowdown offense snaps the ball after {}-{} ticks, not {k} [som 2.12.7]", self.snap_min, self.most)),
            ClockControl::Timeout(_) if self.timeouts == 0 => Err("no time-out left [som 2.12.7]".into()),
            ClockControl::Timeout(k) if !(self.timeout_min..=self.most).contains(&k) => {
                Err(format!("a time-out comes at once ({} tick) or after up to {} ticks, not {k} [som 2.12.7]", self.timeout_min, self.most))
            }
            ClockControl::Timeout(k) if k >= self.ticks_left => Err(format!("{} ticks on the clock: a time-out after {k} comes after the half has ended [som 2.12.7]", self.ticks_left)),
            ClockControl::Timeout(k) => Ok(k),
            ClockControl::DelayOfGame => Ok(self.most),
        }
    }
}

/// The ticks of the 2-minute clock still to run with `left` seconds (T19: 17 at 2:00, 1 at :01).
pub fn ticks_left(t: &Tables, left: u16) -> u8 {
    (t.two_minute_spaces() as usize - 1 - space_of(t, left)).min(u8::MAX as usize) as u8
}

/// The seconds `ticks` ticks of the 2-minute clock take from `left`.
pub fn seconds_of_ticks(t: &Tables, ticks: u8, left: u16) -> u16 {
    let to = (space_of(t, left) + ticks as usize).min(t.two_minute_spaces() as usize - 1);
    left - time_at(t, to).min(left)
}

/// The limits of clock control on T19 (§2.12.7): the fewest ticks before a snap (a 30-second
/// play's), the most (the slowdown's), a time-out's fewest: (4, 6, 1).
pub fn control_limits(t: &Tables) -> (u8, u8, u8) {
    (t.two_minute_ticks(ClockPlay::ThirtySecond, None), t.two_minute_ticks(ClockPlay::ThirtySecond, Some(ClockStrategy::Slowdown)), t.two_minute_ticks(ClockPlay::ThirtySecond, Some(ClockStrategy::Timeout)))
}

/// Where the 2-minute clock takes over (T19's first space: 2:00).
pub fn two_minute_start(t: &Tables) -> u16 {
    time_at(t, 0)
}

/// The space of T19 the clock stands on with `left` seconds (the last space at or above it).
pub fn space_of(t: &Tables, left: u16) -> usize {
    (0..t.two_minute_spaces() as usize).rev().find(|&s| time_at(t, s) >= left).unwrap_or(0)
}

/// Seconds a play uses with `left` seconds in the period, in a quarter that `two_minute` says
/// ends a half (§2.12.1, §2.12.3).
pub fn seconds(t: &Tables, c: Cost, timeout: bool, tempo: Tempo, left: u16, ends_half: bool) -> u16 {
    let start = time_at(t, 0);
    if ends_half && left <= start {
        return seconds_of_ticks(t, ticks(t, c, timeout, tempo).min(u8::MAX as u16) as u8, left);
    }
    let s = spaces(t, c, timeout) * 15;
    if ends_half && left > start {
        // The regular clock stops at 2:00, where the 2-minute clock takes over (A-G22).
        return s.min(left - start);
    }
    s.min(left)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seconds(c: Cost, timeout: bool, tempo: Tempo, left: u16, ends_half: bool) -> u16 {
        super::seconds(Tables::embedded(), c, timeout, tempo, left, ends_half)
    }
    fn space_of(left: u16) -> usize {
        super::space_of(Tables::embedded(), left)
    }
    fn ticks(c: Cost, timeout: bool, tempo: Tempo) -> u16 {
        super::ticks(Tables::embedded(), c, timeout, tempo)
    }

    #[test]
    fn the_regular_clock_charges_spaces_of_fifteen_seconds() {
        // [som 2.12.1] 2 spaces by default; 1 for incompletions, kicks, sacks, turnovers; a time-out makes any play 1.
        assert_eq!(seconds(Cost::Thirty, false, Tempo::Normal, 900, false), 30);
        for c in [Cost::Incomplete, Cost::Fifteen, Cost::Sack, Cost::Turnover] {
            assert_eq!(seconds(c, false, Tempo::Normal, 900, false), 15, "{c:?}");
        }
        assert_eq!(seconds(Cost::Thirty, true, Tempo::Normal, 900, false), 15);
    }

    #[test]
    fn out_of_bounds_saves_a_space() {
        // [som 2.12.2] Out of bounds: 1 space; on the 2-minute clock 1 tick, 2 for a long pass.
        assert_eq!(seconds(Cost::OutOfBounds { long: false }, false, Tempo::Normal, 400, true), 15);
        assert_eq!(ticks(Cost::OutOfBounds { long: false }, false, Tempo::Normal), 1);
        assert_eq!(ticks(Cost::OutOfBounds { long: true }, false, Tempo::Normal), 2);
    }

    #[test]
    fn the_two_minute_clock_moves_by_ticks_on_t19() {
        // [som 2.12.3] A 30-second play is 4 ticks: 2:00 → 1:30; a sack 3 ticks; a slowdown run 6.
        assert_eq!(seconds(Cost::Thirty, false, Tempo::Normal, 120, true), 30);
        assert_eq!(seconds(Cost::Sack, false, Tempo::Normal, 120, true), 23);
        assert_eq!(ticks(Cost::Thirty, false, Tempo::Slowdown), 6);
        assert_eq!(ticks(Cost::Incomplete, false, Tempo::Normal), 1);
        // From :08 (space 15) two ticks run to :00.
        assert_eq!(seconds(Cost::Fifteen, false, Tempo::Normal, 8, true), 8);
        // Between spaces the clock stands on the one above: 1:50 reads as 1:52's space.
        assert_eq!(space_of(110), 1);
        // The first and third quarters have no 2-minute clock.
        assert_eq!(seconds(Cost::Thirty, false, Tempo::Normal, 100, false), 30);
    }

    #[test]
    fn hurry_up_and_spike_take_ticks_off_with_a_minimum_of_one() {
        // [som 2.12.4] Spike: −2 ticks; [som 2.12.5] hurry-up: −1 tick; minimum 1.
        assert_eq!(ticks(Cost::Thirty, false, Tempo::HurryUp), 3);
        assert_eq!(ticks(Cost::Thirty, false, Tempo::Spike), 2);
        assert_eq!(ticks(Cost::Incomplete, false, Tempo::Spike), 1);
    }

    #[test]
    fn slowdown_makes_runs_and_completions_six_ticks() {
        // [som 2.12.7] In slowdown any run or completed pass costs 6 ticks instead of 4; other results as usual.
        assert_eq!(seconds(Cost::Thirty, false, Tempo::Slowdown, 120, true), 45);
        assert_eq!(ticks(Cost::Incomplete, false, Tempo::Slowdown), 1);
        assert_eq!(ticks(Cost::Sack, false, Tempo::Slowdown), 3);
    }

    #[test]
    fn a_kneel_costs_six_ticks_or_one_against_a_time_out() {
        // [som 2.12.6]
        assert_eq!(ticks(Cost::Kneel, false, Tempo::Normal), 6);
        assert_eq!(ticks(Cost::Kneel, true, Tempo::Normal), 1);
    }

    #[test]
    fn a_play_crossing_two_minutes_stops_at_the_mark() {
        // [som 2.12.8] A-G22: the regular clock stops at 2:00 and the 2-minute clock takes over.
        assert_eq!(seconds(Cost::Thirty, false, Tempo::Normal, 130, true), 10);
    }
}
