//! The shared football settings a rule system chooses for its games.

use serde::{Deserialize, Serialize};

/// How a tied game is settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Overtime {
    /// Play overtime at all when regulation ends tied.
    pub enabled: bool,
    /// Most overtime periods (regular season: 1, then a tie stands); `None` = play until a score.
    pub max_periods: Option<u8>,
    pub period_secs: u16,
    /// Timeouts each team gets for each overtime period (nothing carries over).
    pub timeouts_per_period: u8,
    /// Whether the clock stops at the warning time in an overtime period (with overtime halves:
    /// in the last period of each overtime half).
    pub two_minute_warning: bool,
    /// Overtime periods that make one overtime "half" (default 1). Within a half, play continues
    /// from one period to the next like the 1st to the 2nd quarter (same possession, ball, downs
    /// and timeouts); a new half starts with an overtime coin toss, a kickoff and fresh timeouts.
    /// Football Fever's championship overtime plays "full game rules": halves of two quarters.
    #[serde(default = "one_period_per_half")]
    pub periods_per_half: u8,
    /// Modified sudden death (the NFL's from 2010-2012): a field goal on the first possession
    /// does not end the game while the other team has not had the ball; a touchdown or a safety
    /// always does; a score that leaves the game tied never does.
    #[serde(default)]
    pub modified: bool,
}

fn one_period_per_half() -> u8 {
    1
}

impl Overtime {
    /// NFL-2000 style sudden death for a regular-season game: one 15-minute period, 2 timeouts.
    pub fn regular_season() -> Overtime {
        Overtime { enabled: true, max_periods: Some(1), period_secs: 900, timeouts_per_period: 2, two_minute_warning: false, periods_per_half: 1, modified: false }
    }
    /// Playoff sudden death: 15-minute periods until somebody scores, 3 timeouts per period.
    pub fn playoffs() -> Overtime {
        Overtime { enabled: true, max_periods: None, period_secs: 900, timeouts_per_period: 3, two_minute_warning: false, periods_per_half: 1, modified: false }
    }
    pub fn none() -> Overtime {
        Overtime { enabled: false, max_periods: Some(0), period_secs: 900, timeouts_per_period: 0, two_minute_warning: false, periods_per_half: 1, modified: false }
    }
}

/// Settings of the shared football core. Each rule system fills these from its rulebook.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoreRules {
    /// Length of a regulation period in seconds (15:00).
    pub period_secs: u16,
    /// Periods played in regulation, a bitmask of quarters 1-4 (bit 0 = Q1). A full game is
    /// `0b1111`; a "short game" of the 4th quarter only is `0b1000`.
    pub quarters_played: u8,
    /// Quarters (bitmask, bit 0 = Q1) whose clock stops at the warning time.
    pub warning_quarters: u8,
    /// The clock time of the warning (2:00).
    pub warning_secs: u16,
    /// Timeouts per team per half.
    pub timeouts_per_half: u8,
    /// Own yard line a kickoff is made from.
    pub kickoff_from: u8,
    /// Own yard line of the free kick after a safety.
    pub safety_kick_from: u8,
    /// Own yard line of a touchback.
    pub touchback_at: u8,
    /// Own yard line of a touchback on a kickoff or free kick (the NFL has moved it: the 20
    /// until 2015, the 25 from 2016, the 30 in 2024, the 35 from 2025).
    pub kickoff_touchback_at: u8,
    pub overtime: Overtime,
    /// Points for a touchdown, field goal and safety.
    pub td_points: u8,
    pub fg_points: u8,
    pub safety_points: u8,
}

impl Default for CoreRules {
    fn default() -> Self {
        CoreRules {
            period_secs: 900,
            quarters_played: 0b1111,
            warning_quarters: 0b1010,
            warning_secs: 120,
            timeouts_per_half: 3,
            kickoff_from: 30,
            safety_kick_from: 20,
            touchback_at: 20,
            kickoff_touchback_at: 20,
            overtime: Overtime::regular_season(),
            td_points: 6,
            fg_points: 3,
            safety_points: 2,
        }
    }
}

impl CoreRules {
    pub fn plays_quarter(&self, q: u8) -> bool {
        (1..=4).contains(&q) && self.quarters_played & (1 << (q - 1)) != 0
    }
    pub fn first_quarter(&self) -> u8 {
        (1..=4).find(|&q| self.plays_quarter(q)).unwrap_or(1)
    }
    /// Whether overtime period `period` (5 and up) is the last period of an overtime half.
    pub fn overtime_period_ends_half(&self, period: u8) -> bool {
        let per_half = self.overtime.periods_per_half.max(1);
        period.saturating_sub(4).is_multiple_of(per_half)
    }
    pub fn warning_in(&self, period: u8) -> bool {
        if period > 4 {
            self.overtime.two_minute_warning && self.overtime_period_ends_half(period)
        } else {
            self.warning_quarters & (1 << (period - 1)) != 0
        }
    }
}
