//! Penalty enforcement (TTF 7th §17): spots, half the distance, downs, safeties.
//!
//! Positions here are yards from the goal line of the team that snapped or kicked ("O"), so
//! the offense's own end zone is at 0 and below and the defense's at 100 and beyond.

use crate::tables::{PenaltyDown, PenaltyFrom, PenaltyKind, PenaltyRow};
use huddle_core::DownEffect;

/// The result of enforcing an accepted foul, in the snapping team's frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Enforced {
    /// New ball position (yards from the snapping team's goal line).
    pub at: i16,
    pub effect: DownEffect,
    /// Yards actually walked off (after half the distance).
    pub yards: i16,
    /// The foul puts the ball in the snapping team's end zone: a safety.
    pub safety: bool,
}

/// Moves the ball `yards` against a team from `base` (snapping team's frame), applying half
/// the distance to the goal. `against_offense` = the foul is by the snapping team.
pub fn walk(base: i16, yards: i16, against_offense: bool) -> (i16, i16) {
    let base = base.clamp(1, 99);
    if against_offense {
        let dist = base;
        let y = if yards > dist / 2 { dist / 2 } else { yards };
        (base - y, y)
    } else {
        let dist = 100 - base;
        let y = if yards > dist / 2 { dist / 2 } else { yards };
        (base + y, y)
    }
}

/// Inputs of a scrimmage enforcement.
#[derive(Clone, Copy, Debug)]
pub struct Spots {
    /// Line of scrimmage.
    pub los: i16,
    /// End of the play (where the ball was dead, offense frame), for plays the offense kept.
    pub end: i16,
    /// Spot of the foul when the rule marks from it.
    pub foul: i16,
    /// The play ended behind the line of scrimmage.
    pub behind_los: bool,
    /// Possession changed on the play.
    pub change_of_possession: bool,
}

/// Enforces a scrimmage foul by `against_offense`'s team. Returns None where the foul does not
/// move the ball (the caller handles kind-specific special cases first).
pub fn enforce(row: &PenaltyRow, against_offense: bool, s: &Spots) -> Enforced {
    let base = match row.from {
        PenaltyFrom::Los | PenaltyFrom::SpotOfKick | PenaltyFrom::SpotOfCatch => s.los,
        PenaltyFrom::Spot => s.foul,
        PenaltyFrom::End => s.end,
    };
    // Fouls by the defense marked from the end of the play or the spot go back to the line of
    // scrimmage when the play ended behind it or possession changed.
    let base = match (row.kind, against_offense) {
        (
            PenaltyKind::DefensiveHolding
            | PenaltyKind::IncidentalFaceMask
            | PenaltyKind::RoughingPasser
            | PenaltyKind::DefensivePersonalFoul
            | PenaltyKind::DefensiveFaceMask,
            false,
        ) if s.behind_los || s.change_of_possession => s.los,
        (PenaltyKind::IncidentalFaceMask, true) if s.behind_los => s.los,
        _ => base,
    };
    if against_offense && base <= 0 {
        return Enforced { at: 0, effect: DownEffect::Normal, yards: 0, safety: true };
    }
    let (at, yards) = walk(base, row.yards, against_offense);
    let effect = match row.down {
        PenaltyDown::Replay => DownEffect::Replay,
        PenaltyDown::FirstDown => DownEffect::FirstDown,
        PenaltyDown::LossOfDown => DownEffect::LossOfDown,
        PenaltyDown::Counts => DownEffect::Normal,
    };
    Enforced { at, effect, yards, safety: false }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_the_distance_in_both_directions() {
        assert_eq!(walk(8, 15, true), (4, 4));
        assert_eq!(walk(95, 15, false), (97, 2));
        assert_eq!(walk(50, 15, false), (65, 15));
        assert_eq!(walk(50, 10, true), (40, 10));
    }
}
