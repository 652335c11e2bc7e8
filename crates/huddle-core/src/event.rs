//! The event log: every play and every state change of a game, from which play-by-play and box
//! scores are derived.

use crate::clock::Clock;
use crate::downs::Down;
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// A player of one of the two teams, by his index in that team's roster.
/// Rule systems without players (Football Fever) never name one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerRef {
    pub side: Side,
    pub idx: u16,
}

/// What kind of play was run (for statistics).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayKind {
    Rush,
    /// A pass attempt (complete, incomplete or intercepted).
    Pass,
    /// The passer was sacked.
    Sack,
    /// The passer ran out of a collapsing pocket (counted as a rush).
    Scramble,
    /// Flop / kneel: a deliberate small loss.
    Kneel,
    Spike,
    Punt,
    FieldGoal,
    ExtraPoint,
    TwoPoint,
    Kickoff,
    OnsideKick,
    FakePunt,
    FakeFieldGoal,
    /// No snap happened (a pre-snap foul), or a re-kick.
    NoPlay,
}

/// A foul.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PenaltyRecord {
    /// The team that fouled.
    pub against: Side,
    /// Yards actually enforced (after half-the-distance).
    pub yards: i16,
    pub accepted: bool,
    /// System-specific code of the foul, resolved to a name by the rule system.
    pub code: u16,
}

/// Flags describing a play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayFlags(pub u32);

impl PlayFlags {
    pub const COMPLETE: u32 = 1;
    pub const INTERCEPTED: u32 = 1 << 1;
    pub const FUMBLE: u32 = 1 << 2;
    pub const FUMBLE_LOST: u32 = 1 << 3;
    pub const TOUCHDOWN: u32 = 1 << 4;
    pub const OUT_OF_BOUNDS: u32 = 1 << 5;
    pub const INJURY: u32 = 1 << 6;
    pub const GOOD: u32 = 1 << 7;
    pub const BLOCKED: u32 = 1 << 8;
    pub const TOUCHBACK: u32 = 1 << 9;
    pub const FAIR_CATCH: u32 = 1 << 10;
    pub const RETURN_TD: u32 = 1 << 11;
    pub const SAFETY: u32 = 1 << 12;
    pub const RECOVERED_BY_KICKER: u32 = 1 << 13;

    pub fn has(self, f: u32) -> bool {
        self.0 & f != 0
    }
    pub fn set(&mut self, f: u32) {
        self.0 |= f;
    }
    pub fn clear(&mut self, f: u32) {
        self.0 &= !f;
    }
}

/// The statistics of one play, filled by the rule system.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayRecord {
    pub kind: PlayKind,
    /// The team that snapped or kicked.
    pub team: Side,
    /// Yards credited to the play: rush or pass gain, sack loss, punt or kick distance,
    /// field-goal distance.
    pub yards: i16,
    pub passer: Option<PlayerRef>,
    /// Ball carrier, intended receiver, kicker or punter.
    pub player: Option<PlayerRef>,
    /// Tackler, interceptor, sacker, or the player who recovered a fumble.
    pub defender: Option<PlayerRef>,
    pub returner: Option<PlayerRef>,
    /// Return yards (punt, kickoff, interception or fumble return).
    pub return_yards: i16,
    pub flags: PlayFlags,
    pub penalty: Option<PenaltyRecord>,
}

impl PlayRecord {
    pub fn new(kind: PlayKind, team: Side) -> PlayRecord {
        PlayRecord {
            kind,
            team,
            yards: 0,
            passer: None,
            player: None,
            defender: None,
            returner: None,
            return_yards: 0,
            flags: PlayFlags::default(),
            penalty: None,
        }
    }
    pub fn has(&self, f: u32) -> bool {
        self.flags.has(f)
    }
}

/// How points were scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoreKind {
    Touchdown,
    FieldGoal,
    Safety,
    ExtraPoint,
    TwoPoint,
}

/// One entry in the log.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    CoinToss { winner: Side, first_half_kicker: Side, second_half_kicker: Side },
    /// A play, with the situation before the snap.
    Play {
        /// Index of the play in the game (0-based).
        n: u32,
        clock: Clock,
        offense: Side,
        down: Option<Down>,
        to_go: i16,
        /// Yards from the offense's goal line of the ball before the play.
        spot: i16,
        record: PlayRecord,
        /// Seconds the play used.
        seconds: u16,
    },
    Score { side: Side, kind: ScoreKind, points: u8, home: u16, away: u16 },
    FirstDown { side: Side },
    TurnoverOnDowns { side: Side },
    Touchback { side: Side },
    Timeout { side: Side, remaining: u8 },
    /// Seconds given back to the clock by a rule (TTF's spike halves the previous play's time).
    ClockRefund { seconds: u16, clock: Clock },
    TwoMinuteWarning { clock: Clock },
    PeriodEnd { clock: Clock },
    Halftime,
    OvertimeStart { period: u8, kicker: Side },
    GameEnd { home: u16, away: u16 },
}
