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
            | PenaltyKind::DefensivePersonalFoul,
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

/// How a foul on a kicking play (penalty categories 3 and 4) is enforced (§13.9, §14.6 with the
/// rows of §17.2). On kicks the receiving team plays the part of the offense (it carries the ball on
/// the return) and the kicking team that of the defense (it covers the kick).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KickFoul {
    /// Marked from the line of scrimmage (punts) or the spot of the kick (kickoffs); the kick is
    /// made again (punt: the down is replayed; kickoff: kick again from the new spot).
    Rekick,
    /// Roughing the kicker: from the line of scrimmage, automatic first down for the kicking team.
    KickersFirstDown,
    /// Kick Out of Bounds: the receiving team's ball 30 yards beyond the spot of the kick.
    OutOfBounds,
    /// A foul around the catch or during the return, marked from a base spot; the team that holds
    /// the ball at the end keeps it ("down and play count" / first down).
    Return(ReturnBase),
}

/// The base spot of a return foul.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReturnBase {
    /// The spot of the catch (Advancing a Dead Ball, Contact Catch Interference).
    Catch,
    /// The spot of the foul: a new Run Number, odd = halfway point of the return, even = its end.
    Foul,
    /// Offense-type live-ball personal foul: odd = halfway point of the return, even = the spot
    /// where the return began (the receiving team's "line of scrimmage").
    FoulOrStart,
    /// The end of the play.
    End,
}

/// The enforcement class of a Penalty Table row used on a kick.
pub fn kick_foul(row: &PenaltyRow) -> KickFoul {
    match row.kind {
        PenaltyKind::KickOutOfBounds => KickFoul::OutOfBounds,
        PenaltyKind::RoughingKicker => KickFoul::KickersFirstDown,
        PenaltyKind::OffensivePersonalFoul => KickFoul::Return(ReturnBase::FoulOrStart),
        _ => match row.from {
            PenaltyFrom::SpotOfCatch => KickFoul::Return(ReturnBase::Catch),
            PenaltyFrom::Spot => KickFoul::Return(ReturnBase::Foul),
            PenaltyFrom::End => KickFoul::Return(ReturnBase::End),
            PenaltyFrom::Los | PenaltyFrom::SpotOfKick => KickFoul::Rekick,
        },
    }
}

/// Whether a foul is a dead-ball personal foul (never extends a period; assessed on the next
/// kickoff after a score, §17.6-§17.7).
pub fn dead_ball(kind: PenaltyKind) -> bool {
    matches!(kind, PenaltyKind::DefensiveDeadBallFoul | PenaltyKind::OffensiveDeadBallFoul)
}

/// A foul "before the snap" whose time depends on the previous play (§17.5).
pub fn pre_snap(kind: PenaltyKind) -> bool {
    matches!(kind, PenaltyKind::Delay | PenaltyKind::Substitution | PenaltyKind::Participation | PenaltyKind::Movement)
}

/// Personal fouls for the rules on penalties after field goals (§17.6): roughing, face masks,
/// live- and dead-ball personal fouls.
pub fn personal_foul(kind: PenaltyKind) -> bool {
    matches!(
        kind,
        PenaltyKind::DefensivePersonalFoul
            | PenaltyKind::OffensivePersonalFoul
            | PenaltyKind::DefensiveDeadBallFoul
            | PenaltyKind::OffensiveDeadBallFoul
            | PenaltyKind::DefensiveFaceMask
            | PenaltyKind::OffensiveFaceMask
            | PenaltyKind::RoughingPasser
            | PenaltyKind::RoughingKicker
    )
}

/// Moves the ball `yards` from `base` in the frame of the team holding it, against the holder
/// (`against_holder`) or in its favour, with half the distance to the goal (§17.4). A base on or
/// behind the holder's goal line with a foul against the holder is a safety (§17.1 step 5).
/// Returns (new spot, yards walked, safety).
pub fn kick_walk(base: i16, yards: i16, against_holder: bool) -> (i16, i16, bool) {
    if against_holder && base <= 0 {
        return (0, 0, true);
    }
    let (at, y) = walk(base, yards, against_holder);
    (at, y, false)
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

    #[test]
    fn kick_walk_safety_and_half_distance() {
        assert_eq!(kick_walk(0, 15, true), (0, 0, true));
        assert_eq!(kick_walk(6, 15, true), (3, 3, false));
        assert_eq!(kick_walk(90, 15, false), (95, 5, false));
    }
}
