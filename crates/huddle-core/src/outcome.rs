//! What a rule system hands the core after resolving a play.
//!
//! A rule system decides *what happened* (who holds the ball where, whether a kick was good,
//! how much time passed). The core decides *what it means* for downs, scoring, possession,
//! the clock and the period: touchdown, safety, touchback, first down, turnover on downs,
//! two-minute warning, end of period, half, game and overtime.

use crate::event::PlayRecord;
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// How the down counter moves on a scrimmage result where the offense keeps the ball.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum DownEffect {
    /// Next down, or a first down when the line to gain is reached.
    #[default]
    Normal,
    /// The down is replayed (most penalties); a first down if the ball reaches the line to gain.
    Replay,
    /// Automatic first down.
    FirstDown,
    /// Loss of down (e.g. intentional grounding): like `Normal`.
    LossOfDown,
}

impl DownEffect {
    /// The down after an accepted penalty: on the offense the down is replayed (or lost, with a
    /// loss of down); on the defense it is replayed unless the foul gives a first down.
    pub fn of_penalty(on_offense: bool, loss_of_down: bool, first_down: bool) -> DownEffect {
        match (on_offense, loss_of_down, first_down) {
            (true, true, _) => DownEffect::LossOfDown,
            (true, false, _) => DownEffect::Replay,
            (false, _, true) => DownEffect::FirstDown,
            (false, _, false) => DownEffect::Replay,
        }
    }
}

/// Where the ball ends up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum End {
    /// The team that snapped keeps the ball, dead `gain` yards beyond the line of scrimmage
    /// (negative = behind it). Reaching the opponent's goal line is a touchdown, its own goal
    /// line a safety.
    Scrimmage { gain: i16, effect: DownEffect },
    /// `holder` has a dead ball `at` yards from its own goal line (its frame; may be in an end
    /// zone). If `holder` did not have the ball when the play began, possession changes:
    /// at 100+ a touchdown for the holder, at 0 or less a touchback (a safety instead when the
    /// play's record carries [`PlayFlags::SAFETY`](crate::PlayFlags): the holder took the ball
    /// into its own end zone itself). If the holder did have it, 0 or less is a safety (a
    /// touchback instead when the record carries [`PlayFlags::TOUCHBACK`](crate::PlayFlags): the
    /// other team put the ball there) and `first_down` grants a new series (e.g. an onside kick
    /// recovered by the kicking team); otherwise downs advance from the line of scrimmage.
    Possession { holder: Side, at: i16, first_down: bool },
    /// A successful field goal by the team that kicked.
    FieldGoal,
    /// A try (after a touchdown) scored `points` (0 = failed).
    Try { points: u8 },
    /// The kicking team kicks again (e.g. a penalty on a kickoff), from its own `from` yard line.
    Rekick { from: u8 },
}

/// Seconds a play uses. Rule systems give both the normal charge and the charge when a timeout
/// is called right after the play (TTF "play followed by timeout", Fever's stopped peg).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct ClockCharge {
    pub seconds: u16,
    pub with_timeout: u16,
}

impl ClockCharge {
    pub fn flat(seconds: u16) -> ClockCharge {
        ClockCharge { seconds, with_timeout: seconds }
    }
    pub fn new(seconds: u16, with_timeout: u16) -> ClockCharge {
        ClockCharge { seconds, with_timeout: with_timeout.min(seconds) }
    }
}

/// A resolved play.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    pub end: End,
    pub clock: ClockCharge,
    /// If this play exhausts the period's clock, one more untimed down follows
    /// (an accepted defensive foul on the last play of a half).
    pub extend_period: bool,
    /// The statistics of the play.
    pub record: PlayRecord,
    /// Kickoff spot override for the next kickoff (a foul enforced on the kickoff), own yard line.
    pub next_kickoff_from: Option<u8>,
}

impl Outcome {
    pub fn new(end: End, clock: ClockCharge, record: PlayRecord) -> Outcome {
        Outcome { end, clock, extend_period: false, record, next_kickoff_from: None }
    }
}

/// One side of a penalty option (the play, or the penalty), in the offense's frame: where the
/// ball would be and who would have it. The rule systems fill it; coaches compare the two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alternative {
    /// The offense keeps the ball.
    pub offense_keeps: bool,
    /// A score for the offense.
    pub offense_scores: bool,
    /// Yards from the offense's goal line of the next snap.
    pub spot: i16,
    /// The offense has a new first down.
    pub first_down: bool,
    /// The down replayed.
    pub replay: bool,
}

impl Alternative {
    /// The alternative's worth to the offense: a score above all, then the ball (yards, a first
    /// down, a replayed down), and the other team's ball the worst, the farther from the
    /// offense's goal the better.
    pub fn offense_value(self) -> i32 {
        if self.offense_scores {
            return 1000;
        }
        if !self.offense_keeps {
            return -500 + self.spot as i32;
        }
        self.spot as i32 + if self.first_down { 15 } else { 0 } + if self.replay { 4 } else { 0 }
    }

    /// Whether the side choosing prefers `penalty` to `play` (the offense wants the larger value).
    pub fn prefer(offense: bool, play: Alternative, penalty: Alternative) -> bool {
        let (p, q) = (play.offense_value(), penalty.offense_value());
        if offense {
            q > p
        } else {
            q < p
        }
    }
}
