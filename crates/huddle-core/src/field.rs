//! Field positions.
//!
//! Every position is measured in yards from the goal line **of the team that has the ball**
//! (or, for a loose ball, of the team named with it): 0 is that team's own goal line, 100 the
//! opponent's goal line, 50 midfield. Positions in the field of play are `1..=99`; a dead ball
//! at 0 or below is in the team's own end zone, at 100 or beyond in the opponent's.
//! Each end zone is 10 yards deep, so `-10` and `110` are the end lines.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Depth of an end zone in yards.
pub const END_ZONE: i16 = 10;

/// A spot in the field of play, `1..=99` yards from the possessing team's goal line.
///
/// A line of scrimmage is always a `Spot`: a ball cannot be snapped from a goal line or an end
/// zone, so those states are not representable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "i16", into = "i16")]
pub struct Spot(u8);

/// Error for a yard line outside the field of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("yard line {0} is not in the field of play (1..=99 yards from the offense's goal line)")]
pub struct OffField(pub i16);

impl Spot {
    pub const MIDFIELD: Spot = Spot(50);

    /// A spot `yards` from the possessing team's own goal line.
    pub fn new(yards: i16) -> Result<Spot, OffField> {
        if (1..=99).contains(&yards) {
            Ok(Spot(yards as u8))
        } else {
            Err(OffField(yards))
        }
    }

    /// Clamps any yardage into the field of play (1..=99).
    pub fn clamped(yards: i16) -> Spot {
        Spot(yards.clamp(1, 99) as u8)
    }

    /// Yards from the possessing team's own goal line.
    #[inline]
    pub fn yards(self) -> i16 {
        self.0 as i16
    }

    /// Yards to the opponent's goal line.
    #[inline]
    pub fn to_goal(self) -> i16 {
        100 - self.0 as i16
    }

    /// The same spot seen from the other team.
    #[inline]
    pub fn flip(self) -> Spot {
        Spot(100 - self.0)
    }

    /// Inside the opponent's 20 ("red zone").
    pub fn inside_opp(self, yards: i16) -> bool {
        self.to_goal() < yards
    }

    /// Conventional display: "own 20", "opp 35", "50".
    pub fn display(self) -> YardLineDisplay {
        YardLineDisplay(self.0 as i16)
    }
}

impl TryFrom<i16> for Spot {
    type Error = OffField;
    fn try_from(v: i16) -> Result<Self, OffField> {
        Spot::new(v)
    }
}

impl From<Spot> for i16 {
    fn from(s: Spot) -> i16 {
        s.yards()
    }
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.display().fmt(f)
    }
}

/// Displays a position as seen by the possessing team.
#[derive(Clone, Copy, Debug)]
pub struct YardLineDisplay(pub i16);

impl fmt::Display for YardLineDisplay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let y = self.0;
        match y {
            50 => write!(f, "50"),
            1..=49 => write!(f, "own {y}"),
            51..=99 => write!(f, "opp {}", 100 - y),
            i16::MIN..=0 => write!(f, "own end zone"),
            _ => write!(f, "opp end zone"),
        }
    }
}

/// Where a dead ball lies relative to the field of play, for a given team.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    /// On or behind the team's own goal line.
    OwnEndZone,
    Field(Spot),
    /// On or beyond the opponent's goal line.
    OppEndZone,
}

/// Classifies a position (yards from the team's own goal line).
pub fn zone(yards: i16) -> Zone {
    if yards <= 0 {
        Zone::OwnEndZone
    } else if yards >= 100 {
        Zone::OppEndZone
    } else {
        Zone::Field(Spot(yards as u8))
    }
}

/// Half the distance to the goal: the largest yardage a penalty may move the ball toward a goal
/// line (NFL rule shared by every system). `toward_own_goal` means the penalty is against the
/// team whose frame `spot` is in.
///
/// Returns the actual (signed) movement in that team's frame, rounded down in magnitude.
pub fn penalty_move(spot: Spot, yards: i16, against_this_team: bool) -> i16 {
    let dist = if against_this_team { spot.yards() } else { spot.to_goal() };
    let allowed = if yards > dist / 2 { dist / 2 } else { yards };
    // Half the distance of a 1-yard distance is 0: the ball cannot move (NFL: half of 1 is 1/2,
    // rounded to stay in the field of play).
    if against_this_team {
        -allowed
    } else {
        allowed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spots_outside_the_field_are_rejected() {
        assert!(Spot::new(0).is_err());
        assert!(Spot::new(100).is_err());
        assert!(Spot::new(-5).is_err());
        assert_eq!(Spot::new(1).unwrap().yards(), 1);
        assert_eq!(Spot::new(99).unwrap().to_goal(), 1);
        let v: Result<Spot, _> = serde_json_like(120);
        assert!(v.is_err());
    }

    fn serde_json_like(v: i16) -> Result<Spot, OffField> {
        Spot::try_from(v)
    }

    #[test]
    fn display_and_flip() {
        let s = Spot::new(20).unwrap();
        assert_eq!(s.to_string(), "own 20");
        assert_eq!(s.flip().to_string(), "opp 20");
        assert_eq!(Spot::MIDFIELD.to_string(), "50");
        assert_eq!(s.flip().flip(), s);
        assert!(s.flip().inside_opp(21));
        assert!(!s.flip().inside_opp(20));
    }

    #[test]
    fn zones() {
        assert_eq!(zone(0), Zone::OwnEndZone);
        assert_eq!(zone(-3), Zone::OwnEndZone);
        assert_eq!(zone(100), Zone::OppEndZone);
        assert_eq!(zone(37), Zone::Field(Spot::new(37).unwrap()));
    }

    #[test]
    fn half_the_distance() {
        // Offense at its own 8, 10-yard penalty against it: half the distance = 4.
        assert_eq!(penalty_move(Spot::new(8).unwrap(), 10, true), -4);
        // Defense penalised 15 with the ball at the opponent's 10 (spot 90): 5 yards.
        assert_eq!(penalty_move(Spot::new(90).unwrap(), 15, false), 5);
        // Plenty of room: full yardage.
        assert_eq!(penalty_move(Spot::new(50).unwrap(), 15, false), 15);
        assert_eq!(penalty_move(Spot::new(50).unwrap(), 5, true), -5);
    }
}

/// A distance in the play-by-play's words: "1 yard", "-1 yard", "7 yards".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Yards(pub i16);

impl std::fmt::Display for Yards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.0, if self.0.abs() == 1 { "yard" } else { "yards" })
    }
}

/// A distance abbreviated: "1 yd", "7 yds".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Yds(pub i16);

impl std::fmt::Display for Yds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.0, if self.0.abs() == 1 { "yd" } else { "yds" })
    }
}

#[cfg(test)]
mod words {
    use super::{Yards, Yds};

    #[test]
    fn one_yard_is_singular() {
        let all = [-7, -1, 0, 1, 2].map(|n| format!("{} / {}", Yards(n), Yds(n)));
        assert_eq!(all, ["-7 yards / -7 yds", "-1 yard / -1 yd", "0 yards / 0 yds", "1 yard / 1 yd", "2 yards / 2 yds"]);
    }
}
