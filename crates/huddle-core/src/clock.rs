//! Game clock: periods and seconds remaining.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A period: 1-4 are the quarters of regulation, 5 and up are overtime periods.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Period(pub u8);

impl Period {
    pub fn is_overtime(self) -> bool {
        self.0 > 4
    }
    /// 1 for the first half, 2 for the second half, 3+ for overtime periods.
    pub fn half(self) -> u8 {
        match self.0 {
            1 | 2 => 1,
            3 | 4 => 2,
            n => n - 2,
        }
    }
    /// The last period of a half (2nd or 4th quarter); every overtime period counts as one.
    pub fn ends_half(self) -> bool {
        self.0 == 2 || self.0 >= 4
    }
}

impl fmt::Display for Period {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            1..=4 => write!(f, "Q{}", self.0),
            5 => write!(f, "OT"),
            n => write!(f, "OT{}", n - 4),
        }
    }
}

/// Period and seconds remaining in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    pub period: Period,
    pub remaining: u16,
}

impl Clock {
    pub fn new(period: u8, remaining: u16) -> Clock {
        Clock { period: Period(period), remaining }
    }

    /// Seconds elapsed since the opening kickoff, for ordering (regulation + overtime).
    pub fn elapsed_key(&self, period_secs: u16) -> u32 {
        (self.period.0 as u32) * period_secs as u32 * 4 - self.remaining as u32
    }
}

/// "12:05" formatting of seconds.
pub fn mmss(secs: u16) -> String {
    format!("{}:{:02}", secs / 60, secs % 60)
}

impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.period, mmss(self.remaining))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn periods() {
        assert_eq!(Period(2).half(), 1);
        assert_eq!(Period(3).half(), 2);
        assert!(Period(5).is_overtime());
        assert!(Period(4).ends_half() && Period(2).ends_half() && !Period(3).ends_half());
        assert_eq!(Clock::new(2, 125).to_string(), "Q2 2:05");
        assert_eq!(Clock::new(6, 0).to_string(), "OT2 0:00");
    }
}
