//! The typed narration of a game: for every play, each decision, every die thrown with its face,
//! the hidden defense die revealed, the penalty cards read, and what happened. Rendering it as
//! text is in [`crate::sim`].

use crate::coach::{CoinSide, Declaration, KickoffCall, OffenseCall, Reception, TossChoice};
use crate::dice::{DieKind, Face};
use crate::penalties::CardRef;
use huddle_core::{Clock, Down, Event, PerSide, Side};
use serde::{Deserialize, Serialize};

/// A yard line: `yards` from `side`'s own goal line (0 = that goal line; negative = in its end
/// zone; 100 = the other goal line).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Yl {
    pub side: Side,
    pub yards: i16,
}

impl Yl {
    pub fn new(side: Side, yards: i16) -> Yl {
        Yl { side, yards }
    }
    /// The same line in `side`'s frame.
    pub fn for_side(self, side: Side) -> i16 {
        if side == self.side {
            self.yards
        } else {
            100 - self.yards
        }
    }
}

/// Something that happened in a play (for narration and tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "note")]
pub enum Note {
    /// The offense's count (scrimmage dice, Option, Bomb) before the defense die.
    Count { yards: i16 },
    /// The ball is dead here after the play, in the snapping team's frame.
    Gain { yards: i16, at: Yl },
    Incomplete,
    /// A pass whose attempt yardage reached the end-zone outer boundary: out of bounds.
    PassOutOfEndZone,
    Sack { yards: i16, at: Yl },
    Intercepted { by: Side, at: Yl },
    Fumble { by: Side, at: Yl },
    /// An F that does not count (incomplete pass, or on/in the opponent's end zone).
    FumbleIgnored,
    /// In/Out OUT: the ball carrier went out of bounds (clock stops; a fumble is negated).
    OutOfBounds { at: Yl },
    Blocked { at: Yl },
    /// A kick lands (or an onside kick stops) here.
    KickLands { at: Yl },
    /// A kick went out of bounds: kick again from here.
    Rekick { from: Yl },
    KickGood,
    KickMissed,
    /// A field goal fell short; it lands here.
    KickShort { at: Yl },
    /// Option TD cancelled by NO TD on the return die.
    TdCancelled,
    /// Option TD.
    OptionTd,
    /// The end of a return.
    Return { by: Side, yards: i16, at: Yl },
    /// The Recovery die moved the loose ball.
    BallMoves { to: Yl },
    /// A side threw the Recovery die.
    Thrower { side: Side },
    Recovered { by: Side, at: Yl, no_gain: bool },
    /// A loose ball went out of bounds here.
    LooseOut { at: Yl },
    Touchdown { side: Side },
    Safety { against: Side },
    Touchback { side: Side },
    FieldGoal,
    /// Penalty yards carried to the next kickoff (positive: toward the receiving team).
    Deferred { yards: i16 },
    Offsetting,
    /// A flag that cannot be enforced (pass interference beyond the end line, or an OUT
    /// kickoff that overrides every penalty).
    PenaltyIgnored,
    FreeKickFieldGoal,
    /// The receiving team may attempt a free-kick field goal on the next (last) play.
    FreeKickAvailable,
    /// A false start (17.7.7): the play nullified, `yards` back, no clock.
    FalseStart { side: Side, yards: i16 },
}

/// One step of a play.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "step")]
pub enum Step {
    CoinToss { caller: Side, call: CoinSide, landed: CoinSide, winner: Side },
    TossChoice { side: Side, choice: TossChoice },
    /// The decided kickers: first and second half (or the overtime kicker).
    Kickers { first: Side, second: Side },
    KickoffCall { side: Side, call: KickoffCall },
    Declared { side: Side, declaration: Declaration },
    /// The defense hid a die under the cup (which one is revealed later).
    DefenseSet { side: Side },
    /// The defense called a time-out and set its die again.
    DefenseReset { side: Side },
    Called { side: Side, call: OffenseCall },
    /// A time-out called before the throw (offense switching to a kick, defense resetting).
    Timeout { side: Side },
    Throw { die: DieKind, face: Face },
    Scrimmage { faces: [Face; 5], run: i16, pass: i16 },
    Revealed { die: DieKind, face: Face },
    Received { side: Side, reception: Reception },
    /// "Fumble!"/"Block!": who called first (`coin` when both did and a coin decided).
    LooseBallCall { thrower: Side, coin: bool },
    Card { card: CardRef, against: Side },
    PenaltyDecision { side: Side, accepted: Option<CardRef> },
    Note(Note),
}

/// What kind of step of the game a trace entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TraceKind {
    CoinToss,
    OvertimeToss,
    Kickoff,
    Scrimmage,
    Try,
}

/// One play (or toss) of a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayTrace {
    pub kind: TraceKind,
    pub clock: Clock,
    /// The team in action (the kicking team on kicks).
    pub team: Side,
    /// Ball before the play, in the team's frame.
    pub spot: i16,
    pub down: Option<Down>,
    pub to_go: i16,
    pub goal_to_go: bool,
    pub steps: Vec<Step>,
    /// Peg-clock notches the play cost.
    pub notches: u8,
    pub timeout: Option<Side>,
    pub hurry_up: bool,
    /// The core's events for this play (scores, first downs, warnings, period ends...).
    pub events: Vec<Event>,
    pub score: PerSide<u16>,
    pub clock_after: Clock,
}

impl PlayTrace {
    pub(crate) fn blank() -> PlayTrace {
        PlayTrace {
            kind: TraceKind::Scrimmage,
            clock: Clock::new(1, 900),
            team: Side::Home,
            spot: 0,
            down: None,
            to_go: 0,
            goal_to_go: false,
            steps: Vec::with_capacity(64),
            notches: 0,
            timeout: None,
            hurry_up: false,
            events: Vec::with_capacity(8),
            score: PerSide::default(),
            clock_after: Clock::new(1, 900),
        }
    }

    /// The notes of the play, in order.
    pub fn notes(&self) -> impl Iterator<Item = Note> + '_ {
        self.steps.iter().filter_map(|s| if let Step::Note(n) = s { Some(*n) } else { None })
    }
    pub fn has_note(&self, f: impl Fn(&Note) -> bool) -> bool {
        self.notes().any(|n| f(&n))
    }
    /// The faces thrown, in order (the five Scrimmage faces as one entry each).
    pub fn throws(&self) -> Vec<(DieKind, Face)> {
        let mut v = Vec::new();
        for s in &self.steps {
            match s {
                Step::Throw { die, face } => v.push((*die, *face)),
                Step::Scrimmage { faces, .. } => v.extend(faces.iter().map(|f| (DieKind::Scrimmage, *f))),
                _ => {}
            }
        }
        v
    }
    /// The revealed defense die.
    pub fn defense(&self) -> Option<(DieKind, Face)> {
        self.steps.iter().find_map(|s| if let Step::Revealed { die, face } = s { Some((*die, *face)) } else { None })
    }
    /// Penalty cards read on the play.
    pub fn cards(&self) -> Vec<(CardRef, Side)> {
        self.steps.iter().filter_map(|s| if let Step::Card { card, against } = s { Some((*card, *against)) } else { None }).collect()
    }
}
