//! Rule options: the game length, overtime, the college variation, and every ambiguity the
//! digest makes configurable (numbered as in its §11; recorded in docs/fever-decisions.md).
//! The defaults are the digest's recommended readings.

use huddle_core::{CoreRules, Overtime};
use serde::{Deserialize, Serialize};

/// Game lengths ([fever 4.1], rulebook §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum GameLength {
    /// Both halves, half-time after Q2, two-minute warning before the end of each half.
    #[default]
    Full,
    /// Half game: the first half only (Q1–Q2), a two-minute warning near its end.
    FirstHalf,
    /// Half game: the second half only (Q3–Q4), a two-minute warning near its end.
    SecondHalf,
    /// Half game: the 2nd and 4th quarters with a half time between, and a two-minute warning
    /// before the end of each quarter.
    SecondAndFourth,
    /// Short game: the 4th quarter only, a two-minute warning before its end.
    Short,
}

/// Overtime ([fever 4.6]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum OvertimeRule {
    /// Regular game: one sudden-death quarter, then the tie stands; time-outs 2 each (A2, A29).
    #[default]
    Regular,
    /// Championship game: play until someone scores, under full-game rules: halves of two
    /// quarters, three time-outs per half, the warning before the end of each half (A2, A29).
    Championship,
}

/// A1: when the coin-toss choosing process is reversed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum TossReversal {
    /// Before the second half: the toss loser chooses first for the second half (recommended).
    #[default]
    SecondHalf,
    /// Literally "prior to the start of the 2nd quarter": only the choice of goals is made
    /// again (the loser first) before Q2; the second half is kicked off by the team that received
    /// the opening kickoff.
    SecondQuarter,
}

/// A15: the direction of the Recovery die's +5 and −5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum RecoveryDirection {
    /// Forward for the team that fumbled (or kicked, on a block): the original offense.
    #[default]
    OriginalOffense,
    /// Forward for the team throwing the Recovery die.
    Thrower,
}

/// A20: a return that begins in the field of play and is driven back into the returner's own
/// end zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum ReturnIntoEndZone {
    /// A safety: the returner is the offense (L162) and is stopped in its own end zone (L894).
    #[default]
    Safety,
    /// A touchback, as for a returner who fails to run out of its own end zone (L918).
    Touchback,
}

/// All rule options of a game of Football Fever.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct FeverOptions {
    pub length: GameLength,
    pub overtime: OvertimeRule,
    /// The college variation ([fever 9]): pass interference 15 yards + first down, 2-point
    /// conversions from the 3, kickoffs from the 40, the clock runs on sacks, no warning.
    pub college: bool,
    /// The optional In/Out of Bounds die is in use (rulebook §13.6: "This die is optional").
    pub in_out_die: bool,
    /// A1.
    pub toss_reversal: TossReversal,
    /// A3: a fair-caught kick still costs its kick notch (false: the clock does not move, L224).
    pub fair_catch_kick_notch: bool,
    /// A4: a kick that ends in a touchback still costs its kick notch, plus the return's if it
    /// was returned (false: touchbacks move the clock 0, L227, also a failed run-out, L918).
    pub touchback_kick_notch: bool,
    /// A5: after the two-minute warning a returned free kick still costs its return notch.
    pub return_notch_after_warning: bool,
    /// A10: the Option die's P sides count on a run and its R sides on a pass.
    pub option_other_letter_counts: bool,
    /// A15.
    pub recovery_direction: RecoveryDirection,
    /// A20.
    pub return_into_own_end_zone: ReturnIntoEndZone,
    /// A36: the regular overtime quarter is played under Short-game rules, with a two-minute
    /// warning before its end.
    pub regular_overtime_warning: bool,
}

impl Default for FeverOptions {
    fn default() -> Self {
        FeverOptions {
            length: GameLength::Full,
            overtime: OvertimeRule::Regular,
            college: false,
            in_out_die: true,
            toss_reversal: TossReversal::SecondHalf,
            fair_catch_kick_notch: false,
            touchback_kick_notch: false,
            return_notch_after_warning: true,
            option_other_letter_counts: false,
            recovery_direction: RecoveryDirection::OriginalOffense,
            return_into_own_end_zone: ReturnIntoEndZone::Safety,
            regular_overtime_warning: true,
        }
    }
}

/// Seconds per notch of the peg clock: 75 notches make a 15-minute quarter ([fever 4.5]).
pub const NOTCH_SECS: u16 = 12;
/// Notches in a quarter (the peg starts at 15P).
pub const QUARTER_NOTCHES: u16 = 75;
/// The red "2": the two-minute warning, 10 notches before the end.
pub const WARNING_NOTCHES: u16 = 10;

impl FeverOptions {
    /// The college variation.
    pub fn college() -> FeverOptions {
        FeverOptions { college: true, ..FeverOptions::default() }
    }

    /// The shared football settings of a game with these options.
    pub fn core_rules(&self) -> CoreRules {
        let (quarters, warnings) = match self.length {
            GameLength::Full => (0b1111, 0b1010),
            GameLength::FirstHalf => (0b0011, 0b0010),
            GameLength::SecondHalf => (0b1100, 0b1000),
            GameLength::SecondAndFourth => (0b1010, 0b1010),
            GameLength::Short => (0b1000, 0b1000),
        };
        let overtime = match self.overtime {
            OvertimeRule::Regular => Overtime {
                enabled: true,
                max_periods: Some(1),
                period_secs: QUARTER_NOTCHES * NOTCH_SECS,
                timeouts_per_period: 2,
                two_minute_warning: self.regular_overtime_warning && !self.college,
                periods_per_half: 1,
                modified: false,
            },
            OvertimeRule::Championship => Overtime {
                enabled: true,
                max_periods: None,
                period_secs: QUARTER_NOTCHES * NOTCH_SECS,
                timeouts_per_period: 3,
                two_minute_warning: !self.college,
                periods_per_half: 2,
                modified: false,
            },
        };
        CoreRules {
            period_secs: QUARTER_NOTCHES * NOTCH_SECS,
            quarters_played: quarters,
            warning_quarters: if self.college { 0 } else { warnings },
            warning_secs: WARNING_NOTCHES * NOTCH_SECS,
            timeouts_per_half: 3,
            kickoff_from: if self.college { 40 } else { 35 },
            safety_kick_from: 20,
            touchback_at: 20,
            kickoff_touchback_at: 20,
            overtime,
            td_points: 6,
            fg_points: 3,
            safety_points: 2,
        }
    }

    /// The line of scrimmage of a try, in the scoring team's frame: the defense's 2 (pro,
    /// L786) or 3 (college, L933).
    pub fn try_spot(&self) -> i16 {
        if self.college {
            97
        } else {
            98
        }
    }
}
