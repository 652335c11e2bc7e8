//! Z results (§16): a Z card among a play's first three flips means a new FAC's Z Results are
//! read after the play — a penalty (§16.2, the Penalty Table of §6.3), an injury (§16.3, the
//! Injury Table of §6.2) or a fumble (§16.4).

use crate::fac::{InjuryWho, PenCode, PenTeam, ZResult};
use crate::resolve::Draws;
use crate::tables::{Edition, Enforce, InjuryLength, PenaltyRow};
use crate::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_core::Side;

/// The penalty category of a play (§16.2 step 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// Runs, Quick and Screen passes.
    RunQuickScreen,
    /// Short and Long passes.
    ShortLong,
    /// Field goals, punts and their returns.
    FieldGoalPunt,
    /// Kickoffs and their returns.
    Kickoff,
}

impl Category {
    pub fn index(self) -> usize {
        match self {
            Category::RunQuickScreen => 0,
            Category::ShortLong => 1,
            Category::FieldGoalPunt => 2,
            Category::Kickoff => 3,
        }
    }
}

/// A penalty a Z result calls: who fouled (the snapping or kicking team or the other) and the
/// Penalty Table row.
#[derive(Clone, Debug, PartialEq)]
pub struct Foul {
    /// The team that fouled.
    pub by: Side,
    pub n: u8,
    pub row: PenaltyRow,
}

impl Foul {
    pub fn name(&self) -> &str {
        &self.row.name
    }
}

/// The penalty of a Z result for the play's category (None: none in this category): `actor` is
/// the offense (categories 1-2) or the kicking team (3-4).
pub fn foul(ed: &Edition, codes: &[Option<PenCode>; 4], cat: Category, actor: Side) -> Option<Foul> {
    let c = codes[cat.index()]?;
    let by = match c.team {
        PenTeam::O | PenTeam::K => actor,
        PenTeam::D | PenTeam::R => actor.other(),
    };
    Some(Foul { by, n: c.n, row: ed.penalty(c.n).clone() })
}

/// Whether a penalty can happen on a scrimmage play of this kind (§16.2 step 8: a penalty that
/// does not fit the play is ignored): grounding only on an incomplete pass by the passing team;
/// pass interference only on Quick, Short and Long passes actually thrown (`qb_pass`: not a
/// Pass Rush's sack or scramble); the kicking penalties (#11 clipping,
/// #12, #13, #15) only on kicks.
pub fn fits_scrimmage(f: &Foul, offense: Side, qb_pass: bool, incomplete: bool) -> bool {
    match f.row.enforce {
        Enforce::Grounding => incomplete && f.by == offense,
        Enforce::PassInterference => qb_pass,
        Enforce::Clipping | Enforce::RoughingKicker | Enforce::RunningIntoKicker | Enforce::KickOutOfBounds => false,
        _ => true,
    }
}

/// Half the distance to the goal (§16.2 step 5): a penalty never moves the ball more than half
/// the way from `spot` (yards from the penalized team's goal line when `toward_own_goal`, else
/// from the other goal), fractions rounded down.
pub fn half_distance(yards: i16, distance_to_goal: i16) -> i16 {
    if yards > distance_to_goal / 2 {
        distance_to_goal / 2
    } else {
        yards
    }
}

/// Who an injury names (§16.3): a player on the displays, by side. Two defenders in the box: a
/// coin toss picks one; a vacant box: nobody. `bc` is the ball carrier.
pub fn injured(who: InjuryWho, offense: Side, od: &OffenseDisplay, dd: &DefenseDisplay, bc: Option<Pid>, d: &mut Draws) -> Option<(Side, Pid)> {
    match who {
        InjuryWho::Offense(b) => od.get(b).map(|p| (offense, p)),
        InjuryWho::Defense(b) => {
            let men: Vec<Pid> = dd.in_box(b).collect();
            match men.as_slice() {
                [] => None,
                [one] => Some((offense.other(), *one)),
                [a, b, ..] => Some((offense.other(), if d.rng.below(2) == 0 { *a } else { *b })),
            }
        }
        InjuryWho::BallCarrier => bc.map(|p| (offense, p)),
    }
}

/// The length of an injury: a new FAC's PN on the Injury Table (§16.3 step 4).
pub fn injury_length(ed: &Edition, d: &mut Draws) -> InjuryLength {
    let pn = d.exempt(|d| d.pn());
    ed.injury_length(pn)
}

/// A fumble check (§16.4): a new PN within the fumbling team's Fumbles Lost range, adjusted by
/// the other team's Defensive Fumble Adjustment, loses the ball. `home_carrier` is whether the
/// ball carrier belongs to the home team ("Fumble(s)": no fumble then).
pub fn fumble_lost(z: ZResult, fumbles_lost: u8, def_adj: i8, home_carrier: bool, d: &mut Draws) -> Option<bool> {
    match z {
        ZResult::FumbleS if home_carrier => None,
        ZResult::Fumble | ZResult::FumbleS => {
            let range = (fumbles_lost as i16 + def_adj as i16).clamp(0, 48) as u8;
            let pn = d.exempt(|d| d.pn());
            Some(pn <= range)
        }
        _ => None,
    }
}
