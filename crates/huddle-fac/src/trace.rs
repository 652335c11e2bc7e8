//! A typed record of every card read and every adjustment made while resolving a play: the
//! play-by-play shows it and the JSON event log carries it.

use crate::call::{DefPlay, OffPlay};
use crate::fac::{ErDir, PassDir, RunDir, ScreenDir, SolDefense, ZResult};
use huddle_cards::{DefBox, OffBox};
use serde::Serialize;

/// What a reading was for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum What {
    RunNumber,
    ShortGain,
    LongGain,
    PassNumber,
    PassGain,
    LongColumn,
    Sack,
    SackYards,
    Scramble,
    Interceptor,
    PointOfInterception,
    InterceptionReturn,
    ReturnAsterisk,
    Deflection,
    IntMaybe,
    Fumble,
    FumbleRecovery,
    FumbleReturn,
    Penalty,
    PenaltyTable,
    SpotOfFoul,
    Injury,
    InjuryDuration,
    Sneak,
    FieldGoal,
    Block,
    BlockRecovery,
    PointOfRecovery,
    ExtraPoint,
    Punt,
    PuntRn12,
    PuntRush,
    PuntReturn,
    FairCatchReturn,
    CoffinCorner,
    Kickoff,
    KickoffReturn,
    ReturnModifier,
    Onside,
    FakeKick,
    Daylight,
    Touchback,
    Solitaire,
    SolitaireBlitz,
    Interference,
    Movement,
}

/// A narrative note.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Note {
    Breakaway,
    Uncovered,
    ThrownAway,
    Dropped,
    Deflected,
    PassRush,
    NoPassRush,
    Scramble,
    ThrowOnRun,
    Incomplete,
    Intercepted,
    /// The defense chose the interceptor among several who could intercept (§8.2 step 6).
    InterceptorChosen,
    Touchback,
    ThrownOutOfEndZone,
    NoReturn,
    Interference,
    MaxLoss,
    OutOfBounds,
    ZIgnored,
    Keep,
    Lateral,
    PitchInside,
    PitchOutside,
    LongTouchdown,
    Halved,
    Stunt,
    DoubleTeam,
    Flop,
    Spike,
}

/// One step of a play's resolution.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case", tag = "step")]
pub enum Step {
    Calls { offense: OffPlay, target: OffBox, defense: DefPlay },
    /// A Z card was flipped (`counted`: it triggers a Z result after the play).
    ZCard { flip: u8, counted: bool },
    RunDirective { dir: RunDir },
    ErDirective { dir: ErDir },
    ScreenDirective { dir: ScreenDir },
    PassDirective { dir: PassDir },
    Solitaire { defense: SolDefense, situation: u8 },
    /// A Run Number read (raw) and as modified.
    Rn { what: What, rn: u8, modified: u8, ob: bool },
    Pn { what: What, pn: u8 },
    /// A number derived from the reading: yards, a range bound, a box.
    Value { what: What, value: i16 },
    Box { what: What, def: DefBox },
    Receiver { target: OffBox },
    ZResult { z: ZResult },
    Note { note: Note },
    /// The adjusted completion (or sack) range in effect.
    Range { what: What, lo: u8, hi: u8 },
}
