//! Downs and distance.

use crate::field::Spot;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A down. There is no fifth down: after a failed fourth down the ball changes hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub enum Down {
    First = 1,
    Second = 2,
    Third = 3,
    Fourth = 4,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("down {0} does not exist (downs are 1 to 4)")]
pub struct NoSuchDown(pub u8);

impl Down {
    pub fn number(self) -> u8 {
        self as u8
    }

    /// The following down, or `None` after fourth down (the ball changes hands).
    pub fn next(self) -> Option<Down> {
        match self {
            Down::First => Some(Down::Second),
            Down::Second => Some(Down::Third),
            Down::Third => Some(Down::Fourth),
            Down::Fourth => None,
        }
    }
}

impl TryFrom<u8> for Down {
    type Error = NoSuchDown;
    fn try_from(v: u8) -> Result<Down, NoSuchDown> {
        Ok(match v {
            1 => Down::First,
            2 => Down::Second,
            3 => Down::Third,
            4 => Down::Fourth,
            _ => return Err(NoSuchDown(v)),
        })
    }
}

impl From<Down> for u8 {
    fn from(d: Down) -> u8 {
        d as u8
    }
}

impl fmt::Display for Down {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Down::First => "1st",
            Down::Second => "2nd",
            Down::Third => "3rd",
            Down::Fourth => "4th",
        })
    }
}

/// What [`DownDistance::after`] says follows a play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextDown {
    /// A new series: first and ten (or goal) from the spot.
    FirstDown(DownDistance),
    /// The same series: the down replayed or the next one.
    Same(DownDistance),
    /// A failed fourth down: the other team's ball at the spot.
    TurnoverOnDowns,
}

/// The line to gain for a first down, in the offense's frame (`1..=100`; 100 = the goal line).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DownDistance {
    pub down: Down,
    /// Yards from the offense's goal line of the line to gain. 100 means goal to go.
    pub line_to_gain: u8,
}

impl DownDistance {
    /// First and ten (or first and goal inside the opponent's 10) from `spot`.
    pub fn first_down_at(spot: Spot) -> DownDistance {
        DownDistance { down: Down::First, line_to_gain: (spot.yards() + 10).min(100) as u8 }
    }

    pub fn to_go(&self, spot: Spot) -> i16 {
        self.line_to_gain as i16 - spot.yards()
    }

    pub fn goal_to_go(&self) -> bool {
        self.line_to_gain >= 100
    }

    /// What follows a play that ends at `at` (inside the field, the offense's frame) with
    /// `effect`: a new series (an automatic first down, or the line to gain reached), the same
    /// down again (a replay), the next down, or a turnover on downs after a failed fourth.
    pub fn after(&self, at: Spot, effect: crate::outcome::DownEffect) -> NextDown {
        use crate::outcome::DownEffect;
        let reached = at.yards() >= self.line_to_gain as i16;
        match effect {
            DownEffect::FirstDown => NextDown::FirstDown(DownDistance::first_down_at(at)),
            _ if reached => NextDown::FirstDown(DownDistance::first_down_at(at)),
            DownEffect::Replay => NextDown::Same(*self),
            DownEffect::Normal | DownEffect::LossOfDown => match self.down.next() {
                Some(down) => NextDown::Same(DownDistance { down, ..*self }),
                None => NextDown::TurnoverOnDowns,
            },
        }
    }

    /// "3rd & 7", "1st & goal".
    pub fn display(&self, spot: Spot) -> String {
        if self.goal_to_go() {
            format!("{} & goal", self.down)
        } else {
            format!("{} & {}", self.down, self.to_go(spot))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_fifth_down() {
        assert_eq!(Down::Fourth.next(), None);
        assert_eq!(Down::First.next(), Some(Down::Second));
        assert!(Down::try_from(5).is_err());
        assert!(Down::try_from(0).is_err());
        assert_eq!(Down::try_from(3).unwrap(), Down::Third);
    }

    #[test]
    fn goal_to_go_inside_the_ten() {
        let dd = DownDistance::first_down_at(Spot::new(93).unwrap());
        assert!(dd.goal_to_go());
        assert_eq!(dd.to_go(Spot::new(93).unwrap()), 7);
        assert_eq!(dd.display(Spot::new(93).unwrap()), "1st & goal");
        let dd = DownDistance::first_down_at(Spot::new(25).unwrap());
        assert_eq!(dd.line_to_gain, 35);
        assert_eq!(dd.display(Spot::new(25).unwrap()), "1st & 10");
    }
}
