//! The defensive board (§2.0.2, §2.14, §2.15): which defender stands where, whether the
//! alignment is legal, and the zone counts and coverage the resolution reads.
//!
//! **Frames (A-G1).** The board is described in the defense's own terms, as the rulebook does
//! (L612–L627): [`Side::Left`] is the defense's left, where the LLB, the LE and the LCB stand.
//! Plays come in the offense's frame ([`crate::vocab::Dir`]); the offense's right faces the
//! defense's left ([`Side::facing`]). So an End Run right attacks the LLB's side, a flat pass to
//! the offense's right goes to the LLB's flat zone.
//!
//! **Layout** (defense's view, the line from its left to its right):
//!
//! ```text
//! line:    [OutsideLeft] LE [LeftTackle] LT [Middle/NT] RT [RightTackle] RE [OutsideRight]
//! zones:   Flat(Left)        LookIn(left half | right half)        Flat(Right)
//!          Short
//!          Long                          double-team boxes: one per receiver
//! ```
//!
//! The five blitz areas are [`BlitzArea`]s; the linemen's spots are [`Mark`]s (the 3-4 and 5-6 NT
//! stands in the Linebuck blitz area, L631). A double-team places the defender on the receiver's
//! box, [`Spot::DoubleTeam`] (the board's HB/FB/FL/SE/TE boxes, with the 3rd and 4th WR on the
//! HB and FB boxes for LB double-teams, L744, are a drawing matter: the spot names the receiver).
//! The short-yardage defense's cornerbacks and strong safety straddle a flat or the look-in zone
//! and the short zone ([`Spot::Straddle`], L771).
//!
//! **Run zones (A-G2; see [`RunZoneReading`]).** Linebuck: both tackle spots and the blitz area
//! between; Off Tackle: the tackle's blitz area and his spot (L620); End Run: the blitz area
//! outside the end. Linemen never count; linebackers, the FS and blitzing DBs do (an FS on the line
//! is "an additional linebacker", L843; a blitzing DB "a zero rated linebacker in zone", L787).

use crate::formation::{
    adjustments_with, assignments, def_personnel, def_section, front_of, is_extra_db, is_prevent, is_short_yardage,
    max_run_column, must_call, six_dbs, Assignments, FormationOptions, LoneBack, OffSet, RunZoneReading, DEF_SLOTS,
};
use crate::vocab::{
    DefCall, DefFormation, DefSlot, Dir, Front, OffFormation, OffSlot, PassKind, PassPlay, RunKind, RunPlay,
};
use serde::{Deserialize, Serialize};

/// The defense's own left or right (the rulebook's board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Left,
    Right,
}

impl Side {
    /// The defense's side an offensive direction attacks (A-G1: offense right = defense left).
    pub fn facing(dir: Dir) -> Side {
        match dir {
            Dir::Right => Side::Left,
            Dir::Left => Side::Right,
        }
    }
    /// The offense's direction that attacks this side.
    pub fn offense_dir(self) -> Dir {
        match self {
            Side::Left => Dir::Right,
            Side::Right => Dir::Left,
        }
    }
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

/// A lineman's spot on the line of scrimmage. The NT's mark lies in the Linebuck blitz area.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    Le,
    Lt,
    Nt,
    Rt,
    Re,
}

/// The five blitz areas of the line of scrimmage (§2.0.2), defense's left to right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BlitzArea {
    /// Directly left of the LE (outside).
    OutsideLeft,
    /// Directly left of the LT, between the LE and the LT.
    LeftTackle,
    /// Between the tackles: the Linebuck blitz area.
    Middle,
    /// Directly right of the RT, between the RT and the RE.
    RightTackle,
    /// Directly right of the RE (outside).
    OutsideRight,
}

/// The three pass lanes a short-yardage defensive back straddles with the short zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lane {
    Left,
    Middle,
    Right,
}

/// Where a defender stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Spot {
    /// A lineman's mark on the line (an ILB may take a vacated tackle mark, the FS a vacated tackle
    /// or end mark).
    Mark(Mark),
    /// A blitz area on the line.
    Blitz(BlitzArea),
    /// A flat pass zone.
    Flat(Side),
    /// The look-in zone; `Some(side)` is the left or right part the 3-4 inside linebackers play
    /// (L631). Every part is the one look-in zone for the counts.
    LookIn(Option<Side>),
    /// Short yardage (§2.15.4): between a flat (or the look-in) zone and the short zone.
    Straddle(Lane),
    /// The short pass zone.
    Short,
    /// The long pass zone.
    Long,
    /// Over a receiver's double-team box (§2.15.1–§2.15.3): in no zone until the play is known.
    DoubleTeam(OffSlot),
}

/// A spot on the line of scrimmage: where a safety-blitzing back goes (§2.15.5). Only line spots
/// can be named, so a "blitzer" in a pass zone cannot be written down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LineSpot {
    /// A lineman's mark (open only when his position is not in the formation: the 3-4's tackle
    /// spots, the 4-3's NT mark).
    Mark(Mark),
    /// A blitz area.
    Blitz(BlitzArea),
}

impl From<LineSpot> for Spot {
    fn from(s: LineSpot) -> Spot {
        match s {
            LineSpot::Mark(m) => Spot::Mark(m),
            LineSpot::Blitz(a) => Spot::Blitz(a),
        }
    }
}

impl LineSpot {
    /// Every line spot, the defense's left to right.
    pub const ALL: [LineSpot; 10] = [
        LineSpot::Blitz(BlitzArea::OutsideLeft),
        LineSpot::Mark(Mark::Le),
        LineSpot::Blitz(BlitzArea::LeftTackle),
        LineSpot::Mark(Mark::Lt),
        LineSpot::Blitz(BlitzArea::Middle),
        LineSpot::Mark(Mark::Nt),
        LineSpot::Mark(Mark::Rt),
        LineSpot::Blitz(BlitzArea::RightTackle),
        LineSpot::Mark(Mark::Re),
        LineSpot::Blitz(BlitzArea::OutsideRight),
    ];
}

impl Spot {
    /// On the line of scrimmage (a mark or a blitz area).
    pub fn on_line(self) -> bool {
        matches!(self, Spot::Mark(_) | Spot::Blitz(_))
    }
}

/// A zone of the board for counting and for "LB in zone" / "DB in zone" readings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    /// The line of scrimmage (marks and blitz areas).
    Line,
    Flat(Side),
    LookIn,
    Short,
    Long,
}

impl Zone {
    /// Whether a defender at `spot` is in this zone (a straddler is in both of his zones).
    pub fn contains(self, spot: Spot) -> bool {
        match (self, spot) {
            (Zone::Line, s) => s.on_line(),
            (Zone::Flat(side), Spot::Flat(s)) => side == s,
            (Zone::Flat(Side::Left), Spot::Straddle(Lane::Left)) => true,
            (Zone::Flat(Side::Right), Spot::Straddle(Lane::Right)) => true,
            (Zone::LookIn, Spot::LookIn(_) | Spot::Straddle(Lane::Middle)) => true,
            (Zone::Short, Spot::Short | Spot::Straddle(_)) => true,
            (Zone::Long, Spot::Long) => true,
            _ => false,
        }
    }
}

impl From<PassPlay> for Zone {
    /// The zone a pass attacks: a flat pass the flat zone facing its direction (A-G1), a look-in
    /// the look-in zone, a short pass the short zone, a long pass or a throw for the end zone the
    /// long zone.
    fn from(pass: PassPlay) -> Zone {
        match pass {
            PassPlay::Flat(dir) => Zone::Flat(Side::facing(dir)),
            PassPlay::LookIn => Zone::LookIn,
            PassPlay::Short => Zone::Short,
            PassPlay::Long | PassPlay::EndZone => Zone::Long,
        }
    }
}

/// What the validation needs to know about the play besides the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BoardContext {
    /// Yards to the opponent's goal (the defense's own goal): "inside the 20" is `< 20`, "inside
    /// the 10" is `< 10` (the end-zone throw is "between the 10 and 19-yard line", L945).
    pub to_goal: u8,
    pub down: u8,
    pub to_go: u8,
    /// The defense's call.
    pub call: DefCall,
    /// The formation the defense announced.
    pub formation: DefFormation,
    /// The offense's formation.
    pub offense: OffFormation,
    /// "Showing Blitz" was pre-announced (§2.15.5).
    pub showing_blitz: bool,
}

impl BoardContext {
    /// First and ten at midfield, no blitz shown.
    pub fn new(formation: DefFormation, offense: OffFormation, call: DefCall) -> BoardContext {
        BoardContext { to_goal: 50, down: 1, to_go: 10, call, formation, offense, showing_blitz: false }
    }
}

/// An illegal board. Every message names its rule with the digest's section token.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    #[error("[som 2.2] the board is set for the {board:?} but the defense announced the {announced:?}")]
    FormationMismatch { board: DefFormation, announced: DefFormation },
    #[error("[som {section}] the {slot:?} of the {formation:?} has no spot on the board")]
    Missing { slot: DefSlot, formation: DefFormation, section: &'static str },
    #[error("[som {section}] the {formation:?} has no {slot:?}")]
    NotInFormation { slot: DefSlot, formation: DefFormation, section: &'static str },
    #[error("[som {section}] the {slot:?} plays his own mark on the line")]
    LinemanOffMark { slot: DefSlot, section: &'static str },
    #[error("[som {section}] the {slot:?} may not stand at {spot:?} in the {formation:?}")]
    IllegalSpot { slot: DefSlot, spot: Spot, formation: DefFormation, section: &'static str },
    #[error("[som {section}] the {formation:?} must call {call:?}")]
    MustCall { formation: DefFormation, call: DefCall, section: &'static str },
    #[error("[som 2.5.1] no six-defensive-back formation inside the 20 (the {formation:?} at {to_goal} to go)")]
    SixDbsInside20 { formation: DefFormation, to_goal: u8 },
    #[error("[som 2.5.1] no short-yardage defense inside the 10 ({to_goal} to go)")]
    ShortYardageInside10 { to_goal: u8 },
    #[error("[som 2.5.1] inside the 20 no defender stands in the long zone (the {slot:?})")]
    LongZoneInside20 { slot: DefSlot },
    #[error("[som 2.5.1] inside the 10 no defender stands in a flat or look-in zone (the {slot:?})")]
    PassZoneInside10 { slot: DefSlot },
    #[error("[som 2.5.1] inside the 10 linebackers stand on the line of scrimmage or double-team (the {slot:?})")]
    LinebackerOffLineInside10 { slot: DefSlot },
    #[error("[som 2.15.11] at most two defenders in a flat or look-in zone ({count} in {zone:?})")]
    ZoneCrowded { zone: Zone, count: u8 },
    #[error("[som 2.15.9] at most {limit} defensive backs in the short zone ({count} there)")]
    ShortZoneCrowded { count: u8, limit: u8 },
    #[error("[som 2.15.9] at most two defensive backs in the long zone ({count} there)")]
    LongZoneCrowded { count: u8 },
    #[error("[som 2.15.9] two defensive backs in the long zone: the defense must call pass")]
    TwoDeepMustCallPass,
    #[error("[som {section}] the {slot:?} has coverage and plays the short or long zone")]
    CoverageOutOfZone { slot: DefSlot, section: &'static str },
    #[error("[som {section}] the {slot:?} has coverage and may not double-team")]
    DoubleTeamerHasCoverage { slot: DefSlot, section: &'static str },
    #[error("[som {section}] double-teaming requires a pass call (the {slot:?})")]
    DoubleTeamNeedsPass { slot: DefSlot, section: &'static str },
    #[error("[som 2.15.1] the {receiver:?} is not on the field to be double-teamed")]
    DoubleTeamAbsent { receiver: OffSlot },
    #[error("[som 2.15.2] linebackers double-team only in the prevent defense (the {slot:?})")]
    LbDoubleTeamOutsidePrevent { slot: DefSlot },
    #[error("[som 2.15.2] the {slot:?} may not double-team the {receiver:?}")]
    LbDoubleTeamTarget { slot: DefSlot, receiver: OffSlot },
    #[error("[som 2.15.2] at most two linebackers double-team ({count})")]
    TooManyLbDoubleTeams { count: u8 },
    #[error("[som 2.15.1] at most one defensive back plus the free safety double-team ({count} backs besides the FS)")]
    TooManyDbDoubleTeams { count: u8 },
    #[error("[som 2.15.3] linebackers and defensive backs other than the FS may not both double-team")]
    MixedDoubleTeams,
    #[error("[som 2.15.1] the {slot:?} double-teams one receiver")]
    DoubleTeamsTwice { slot: DefSlot },
    #[error("[som 2.15.1] the {receiver:?} is double-teamed by one man")]
    DoubledTwice { receiver: OffSlot },
    #[error("[som 2.15.5] a defensive back goes to the line only on an announced safety blitz with a pass call (the {slot:?})")]
    BackOnLine { slot: DefSlot },
    #[error("[som 2.15.5] a blitzing defensive back takes an open spot on the line (the {slot:?} at {spot:?})")]
    BlitzSpotTaken { slot: DefSlot, spot: Spot },
    #[error("[som 2.15.5] a safety blitz leaves at least three men in the short zone ({count} there)")]
    SafetyBlitzShortZone { count: u8 },
    #[error("[som 2.15.5] only a defensive back safety-blitzes (the {slot:?}; linebackers blitz with `blitz`)")]
    SafetyBlitzNotABack { slot: DefSlot },
    #[error("[som 2.15.5] the {slot:?} is sent to the line once")]
    SafetyBlitzTwice { slot: DefSlot },
    #[error("[som 2.15.5] the {slot:?} cannot both double-team and blitz")]
    SafetyBlitzerDoubleTeams { slot: DefSlot },
    #[error("[som 2.14.4] to call run in the 3-3-5 the free safety stands on the line of scrimmage")]
    NickelRunWithoutFs,
    #[error("[som 2.15.4] short yardage: the {slot:?} stands at {expected:?}")]
    ShortYardageAlignment { slot: DefSlot, expected: Spot },
    #[error("[som 2.15.1] a double-team is called on its receiver, not as a move (the {slot:?})")]
    MoveToDoubleTeam { slot: DefSlot },
    #[error("[som 2.2] the {slot:?} is placed once: moved, sent to blitz, double-teaming or safety-blitzing")]
    PlacedTwice { slot: DefSlot },
    #[error("[som 2.4.1] keying requires a run call")]
    KeyNeedsRun,
    #[error("[som 2.15.4] no key with the short-yardage defense")]
    KeyInShortYardage,
}

/// Why a receiver is open (§2.15.11 and the rules it gathers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OpenReason {
    /// Nobody is assigned to him.
    Uncovered,
    /// His man is on the line (blitzing or playing the run; a blitzing DB, §2.15.5).
    OnLine,
    /// His man is in the long zone and the pass is a flat, look-in or short pass (§2.15.9).
    InLongZone,
    /// His man, a linebacker, double-teams another receiver (§2.15.2).
    DoubleTeaming,
    /// His man is an outside linebacker moved to the look-in zone (§2.15.11).
    OlbInLookIn,
    /// Only outside linebackers cover backs on short and long passes; an inside or middle
    /// linebacker in the vacated flat does not (§2.15.11, L857, L867).
    OnlyOlbsCoverBacks,
    /// His man is off the board (removed by a draw, §2.4.2).
    OutOfPlay,
}

/// Who covers a receiver: the defender a "DEFENDER" reading checks, or nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Coverage {
    By(DefSlot),
    /// An open receiver (§2.15.11): a flat or look-in pass reads the receiver's WRONG column; a
    /// "defender" reading on a short or long pass is an automatic completion.
    Open(OpenReason),
}

impl Coverage {
    pub fn defender(self) -> Option<DefSlot> {
        match self {
            Coverage::By(d) => Some(d),
            Coverage::Open(_) => None,
        }
    }
}

/// The targeted receiver's double-team.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DoubleTeamState {
    None,
    /// Correctly double-teamed by the FS or a DB (§2.15.1): QB Rec 2-tmd, "DEFENDER"/"DB in zone"
    /// incomplete, RECEIVER reads 2-tmd; the DB moved into the thrown zone.
    Back(DefSlot),
    /// Correctly double-teamed by a linebacker on a short or long pass (§2.15.2): QB Rec 2-tmd,
    /// "DEFENDER"/"DB in zone" incomplete, RECEIVER reads RIGHT; the LB stays out of the zone.
    Linebacker(DefSlot),
    /// The FS or an extra DB "double-teams" a receiver his assigned man left open: he is the
    /// primary defender (§2.15.3): his rating on DEFENDER, QB and receiver RIGHT; he moved into
    /// the thrown zone.
    Reassigned(DefSlot),
}

/// A pass's target and situation, for [`Board::pass_picture`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PassContext {
    pub offense: OffSet,
    pub receiver: OffSlot,
    pub pass: PassPlay,
    /// Yards to the defense's goal (inside the 10: LBs on the line leave nobody open, §2.15.11;
    /// inside the 20 the safety-blitz long zone counts one man, §2.15.5).
    pub to_goal: u8,
    /// "Showing Blitz" was announced and the defense called pass: a DB on the line is blitzing.
    pub safety_blitz: bool,
}

impl PassContext {
    /// Midfield, no safety blitz.
    pub fn new(offense: impl Into<OffSet>, receiver: OffSlot, pass: PassPlay) -> PassContext {
        PassContext { offense: offense.into(), receiver, pass, to_goal: 50, safety_blitz: false }
    }
    pub fn at(self, to_goal: u8) -> PassContext {
        PassContext { to_goal, ..self }
    }
    pub fn with_safety_blitz(self, safety_blitz: bool) -> PassContext {
        PassContext { safety_blitz, ..self }
    }
}

/// Everything the board says about one pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PassPicture {
    /// Men in the attacked zone: the defensive card's column (the card clamps to its columns).
    pub men: u8,
    /// Who covers the receiver.
    pub coverage: Coverage,
    /// The receiver's double-team.
    pub double_team: DoubleTeamState,
    /// Some other receiver is double-teamed: every double-teamer is out of the play; QB and
    /// receiver read RIGHT (§2.15.3).
    pub others_double_teamed: bool,
    /// A flat or look-in pass to a zone nobody occupies.
    pub open_zone: bool,
    /// The open zone reads WRONG on the QB and receiver cards (§2.15.11): always when a
    /// double-teaming linebacker left it open (§2.15.2); otherwise unless ≥1 LB blitzes with a
    /// four-man line (≥2 with a three-man line) and no more than one player double-teams.
    pub open_zone_wrong: bool,
    /// A DB or FS on the line and a safety blitz announced (§2.15.5).
    pub safety_blitz: bool,
    /// The FS moved into the attacked zone by T1's "FS … Zone" rule.
    pub fs_moved: bool,
    /// Defenders who moved into the attacked zone for this pass (double-teamers, a reassigned DB,
    /// the FS's automatic move); they are "in zone" for its readings.
    pub moved_in: [Option<DefSlot>; 2],
}

/// The defensive board: each defender's spot, indexed by [`DefSlot`]. `Copy`, no heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    formation: DefFormation,
    spots: [Option<Spot>; 16],
}

const LINEBUCK_CELLS: [&[Spot]; 3] =
    [&[Spot::Mark(Mark::Lt)], &[Spot::Blitz(BlitzArea::Middle), Spot::Mark(Mark::Nt)], &[Spot::Mark(Mark::Rt)]];
const OFF_TACKLE_LEFT: [&[Spot]; 2] = [&[Spot::Blitz(BlitzArea::LeftTackle)], &[Spot::Mark(Mark::Lt)]];
const OFF_TACKLE_RIGHT: [&[Spot]; 2] = [&[Spot::Blitz(BlitzArea::RightTackle)], &[Spot::Mark(Mark::Rt)]];
const END_RUN_LEFT: [&[Spot]; 2] = [&[Spot::Blitz(BlitzArea::OutsideLeft)], &[Spot::Mark(Mark::Le)]];
const END_RUN_RIGHT: [&[Spot]; 2] = [&[Spot::Blitz(BlitzArea::OutsideRight)], &[Spot::Mark(Mark::Re)]];

/// The defense's side a run attacks. An Off Tackle or End Run without a direction is read as the
/// offense's right.
fn run_side(run: RunPlay) -> Side {
    Side::facing(run.dir.unwrap_or(Dir::Right))
}

/// The areas of a run zone on the line, each area one or more spots (the middle blitz area holds
/// the NT's mark).
fn run_cells(run: RunPlay) -> &'static [&'static [Spot]] {
    match (run.kind, run_side(run)) {
        (RunKind::Linebuck, _) => &LINEBUCK_CELLS,
        (RunKind::OffTackle, Side::Left) => &OFF_TACKLE_LEFT,
        (RunKind::OffTackle, Side::Right) => &OFF_TACKLE_RIGHT,
        (RunKind::EndRun, Side::Left) => &END_RUN_LEFT,
        (RunKind::EndRun, Side::Right) => &END_RUN_RIGHT,
    }
}

/// Linebackers, the FS and the extra DBs: the defenders who count as linebackers in the flat and
/// look-in zones (L829, L843).
fn counts_as_lb(d: DefSlot) -> bool {
    d.is_linebacker() || d == DefSlot::Fs || is_extra_db(d)
}

/// The zone a linebacker leaves when he double-teams.
fn home_zone(d: DefSlot) -> Option<Zone> {
    match d {
        DefSlot::Llb => Some(Zone::Flat(Side::Left)),
        DefSlot::Rlb => Some(Zone::Flat(Side::Right)),
        DefSlot::Mlb | DefSlot::Lilb | DefSlot::Rilb => Some(Zone::LookIn),
        _ => None,
    }
}

fn home_mark(d: DefSlot) -> Option<Mark> {
    match d {
        DefSlot::Le => Some(Mark::Le),
        DefSlot::Lt => Some(Mark::Lt),
        DefSlot::Nt => Some(Mark::Nt),
        DefSlot::Rt => Some(Mark::Rt),
        DefSlot::Re => Some(Mark::Re),
        _ => None,
    }
}

fn is_back_receiver(r: OffSlot) -> bool {
    matches!(r, OffSlot::Hb | OffSlot::Fb | OffSlot::Rb3)
}

/// The movement rights of a linebacker (T2 notes 3–7 and 13; §2.14.1, §2.14.2, §2.15.11),
/// double-teams aside. In short yardage every linebacker goes to the line: his blitz areas, and
/// for a 3-4 inside linebacker also his vacated tackle spot (the text says "blitz areas", L771;
/// the tackle spot is the only other line spot he may take, and without it a 3-4 short-yardage
/// defense could never man the Linebuck zone).
fn lb_may_stand(f: DefFormation, d: DefSlot, spot: Spot) -> bool {
    use BlitzArea::*;
    let ok = match d {
        DefSlot::Llb => matches!(
            spot,
            Spot::Flat(Side::Left) | Spot::Blitz(OutsideLeft | LeftTackle) | Spot::LookIn(None | Some(Side::Left))
        ),
        DefSlot::Rlb => matches!(
            spot,
            Spot::Flat(Side::Right) | Spot::Blitz(OutsideRight | RightTackle) | Spot::LookIn(None | Some(Side::Right))
        ),
        DefSlot::Mlb => {
            matches!(spot, Spot::LookIn(_) | Spot::Blitz(LeftTackle | Middle | RightTackle) | Spot::Flat(_))
        }
        DefSlot::Lilb => matches!(
            spot,
            Spot::LookIn(Some(Side::Left)) | Spot::Mark(Mark::Lt) | Spot::Blitz(LeftTackle) | Spot::Flat(Side::Left)
        ),
        DefSlot::Rilb => matches!(
            spot,
            Spot::LookIn(Some(Side::Right)) | Spot::Mark(Mark::Rt) | Spot::Blitz(RightTackle) | Spot::Flat(Side::Right)
        ),
        _ => false,
    };
    ok && (!is_short_yardage(f) || spot.on_line())
}

/// Extra DBs free to move to any pass zone and to double-team (T2 notes 10 and 15): the nickels'
/// DB, the 3-2-6's two, the 4-1-6's second. The 4-1-6's nickelback (note 8) and the 5-6's two
/// ("only the FS may move", notes 8 and 9) move between the short and long zones only.
fn extra_db_roams(f: DefFormation, d: DefSlot) -> bool {
    matches!(
        (f, d),
        (DefFormation::Nickel335 | DefFormation::Nickel425, DefSlot::Db1)
            | (DefFormation::Dime326, DefSlot::Db1 | DefSlot::Db2)
            | (DefFormation::Dime416, DefSlot::Db2)
    )
}

/// The section a defensive back's placement rule comes from.
fn back_section(d: DefSlot) -> &'static str {
    if d == DefSlot::Fs {
        "2.15.10"
    } else {
        "2.15.9"
    }
}

impl Board {
    /// A board with nobody on it.
    pub fn empty(formation: DefFormation) -> Board {
        Board { formation, spots: [None; 16] }
    }

    /// T2's alignment (§2.14.1–§2.14.8): linemen on their marks; the 4-3 OLBs in the flats and
    /// the MLB in the look-in; the 3-4 NT in the Linebuck blitz area and the ILBs in their halves
    /// of the look-in; CBs and SS short, FS long; an extra DB starting short (notes 8 and 10) or
    /// long (notes 9 and 15) — six DBs make four short, two long. Short yardage (§2.15.4): the
    /// linebackers on the line (4-3: the tackles' blitz areas and the middle; 3-4: the ILBs on the
    /// vacated tackle spots, the OLBs in the tackles' blitz areas), CBs and SS straddling, FS
    /// short.
    pub fn base(f: DefFormation) -> Board {
        use BlitzArea::*;
        let sy = is_short_yardage(f);
        let mut b = Board::empty(f);
        for &d in def_personnel(f) {
            let spot = match d {
                DefSlot::Le => Spot::Mark(Mark::Le),
                DefSlot::Lt => Spot::Mark(Mark::Lt),
                DefSlot::Nt => Spot::Mark(Mark::Nt),
                DefSlot::Rt => Spot::Mark(Mark::Rt),
                DefSlot::Re => Spot::Mark(Mark::Re),
                DefSlot::Llb if sy => Spot::Blitz(LeftTackle),
                DefSlot::Llb => Spot::Flat(Side::Left),
                DefSlot::Rlb if sy => Spot::Blitz(RightTackle),
                DefSlot::Rlb => Spot::Flat(Side::Right),
                DefSlot::Mlb if sy => Spot::Blitz(Middle),
                DefSlot::Mlb => Spot::LookIn(None),
                DefSlot::Lilb if sy => Spot::Mark(Mark::Lt),
                DefSlot::Lilb => Spot::LookIn(Some(Side::Left)),
                DefSlot::Rilb if sy => Spot::Mark(Mark::Rt),
                DefSlot::Rilb => Spot::LookIn(Some(Side::Right)),
                DefSlot::Lcb if sy => Spot::Straddle(Lane::Left),
                DefSlot::Rcb if sy => Spot::Straddle(Lane::Right),
                DefSlot::Ss if sy => Spot::Straddle(Lane::Middle),
                DefSlot::Lcb | DefSlot::Rcb | DefSlot::Ss => Spot::Short,
                DefSlot::Fs if sy => Spot::Short,
                DefSlot::Fs => Spot::Long,
                DefSlot::Db1 => Spot::Short,
                DefSlot::Db2 => Spot::Long,
            };
            b.spots[d as usize] = Some(spot);
        }
        b
    }

    /// T2's alignment moved to satisfy the field-position rules (§2.5.1): inside the 20 the long
    /// zone's men drop to the short zone; inside the 10 the linebackers go to the line (4-3: the
    /// tackles' blitz areas and the middle; 3-4 ILBs: the tackle spots) and any back in a flat or
    /// look-in zone to the short zone. The formation bans (dimes, 5-6, short yardage) stay.
    pub fn base_at(f: DefFormation, to_goal: u8) -> Board {
        let mut b = Board::base(f);
        for d in DEF_SLOTS {
            let Some(spot) = b.spot(d) else { continue };
            let moved = match spot {
                Spot::Long if to_goal < 20 => Some(Spot::Short),
                Spot::Flat(_) | Spot::LookIn(_) if to_goal < 10 => Some(match d {
                    DefSlot::Llb => Spot::Blitz(BlitzArea::LeftTackle),
                    DefSlot::Rlb => Spot::Blitz(BlitzArea::RightTackle),
                    DefSlot::Mlb => Spot::Blitz(BlitzArea::Middle),
                    DefSlot::Lilb => Spot::Mark(Mark::Lt),
                    DefSlot::Rilb => Spot::Mark(Mark::Rt),
                    _ => Spot::Short,
                }),
                _ => None,
            };
            if let Some(s) = moved {
                b.spots[d as usize] = Some(s);
            }
        }
        b
    }

    pub fn formation(&self) -> DefFormation {
        self.formation
    }

    /// Puts a defender on a spot (validation is separate: [`Board::validate`]).
    pub fn place(&mut self, slot: DefSlot, spot: Spot) -> &mut Board {
        self.spots[slot as usize] = Some(spot);
        self
    }

    /// [`Board::place`] by value, for building boards in one expression.
    pub fn with(mut self, slot: DefSlot, spot: Spot) -> Board {
        self.place(slot, spot);
        self
    }

    /// Takes a defender off the board.
    pub fn remove(&mut self, slot: DefSlot) -> Option<Spot> {
        self.spots[slot as usize].take()
    }

    /// Where a defender stands (`None`: not on the board).
    pub fn spot(&self, slot: DefSlot) -> Option<Spot> {
        self.spots[slot as usize]
    }

    /// Every defender on the board with his spot, in slot order.
    pub fn occupants(&self) -> impl Iterator<Item = (DefSlot, Spot)> + '_ {
        DEF_SLOTS.into_iter().filter_map(|d| self.spot(d).map(|s| (d, s)))
    }

    /// The defenders standing exactly at a spot.
    pub fn at(&self, spot: Spot) -> impl Iterator<Item = DefSlot> + '_ {
        self.occupants().filter(move |(_, s)| *s == spot).map(|(d, _)| d)
    }

    /// The linemen on the board (4 for a four-man line, 3 for a three-man line, 5 in the 5-6).
    pub fn linemen(&self) -> u8 {
        self.occupants().filter(|(d, _)| d.is_line()).count() as u8
    }

    /// Defenders on the line of scrimmage, linemen, linebackers and backs alike (§2.13.1: a flat
    /// pass can be rushed only with at least five; a blitzing DB counts, A-G59).
    pub fn los_count(&self) -> u8 {
        self.occupants().filter(|(_, s)| s.on_line()).count() as u8
    }

    /// The spot a safety-blitzing back takes when none is named (§2.15.5): the first open blitz
    /// area from his side of the field (the corners outside, the FS and SS inside).
    pub fn open_line_spot(&self, slot: DefSlot) -> Option<LineSpot> {
        use BlitzArea::*;
        let order: [BlitzArea; 5] = match slot {
            DefSlot::Lcb | DefSlot::Db1 => [OutsideLeft, LeftTackle, Middle, RightTackle, OutsideRight],
            DefSlot::Rcb | DefSlot::Db2 => [OutsideRight, RightTackle, Middle, LeftTackle, OutsideLeft],
            DefSlot::Ss => [RightTackle, LeftTackle, Middle, OutsideRight, OutsideLeft],
            _ => [Middle, LeftTackle, RightTackle, OutsideLeft, OutsideRight],
        };
        order.into_iter().find(|a| self.at(Spot::Blitz(*a)).all(|d| d == slot)).map(LineSpot::Blitz)
    }

    /// The blitzers (§2.13.4): linebackers in blitz areas (an inside linebacker on a tackle spot
    /// does not blitz, L635) and defensive backs on the line (a blitzing DB counts as a blitzing
    /// LB, L789), in slot order.
    pub fn blitzers(&self) -> impl Iterator<Item = DefSlot> + '_ {
        self.occupants()
            .filter(|(d, s)| (d.is_linebacker() && matches!(s, Spot::Blitz(_))) || (d.is_back() && s.on_line()))
            .map(|(d, _)| d)
    }

    /// How many linebackers blitz (the open-zone exception of §2.15.11 counts them, L863). A
    /// blitzing back counts as a blitzing LB only "for additions to the pass rush chart" (L789):
    /// T9 counts every one of [`Board::blitzers`].
    pub fn blitzing_lbs(&self) -> u8 {
        self.blitzers().filter(|d| d.is_linebacker()).count() as u8
    }

    /// The defenders in a zone (a straddler in both of his), for "LB in zone" and "DB in zone"
    /// readings. Several: the caller uses the highest-rated; none: the check fails (A-G5).
    pub fn zone_defenders(&self, zone: impl Into<Zone>) -> impl Iterator<Item = DefSlot> + '_ {
        let zone = zone.into();
        self.occupants().filter(move |(_, s)| zone.contains(*s)).map(|(d, _)| d)
    }

    /// The defender over a receiver's double-team box (the first in slot order).
    pub fn double_teamer(&self, receiver: OffSlot) -> Option<DefSlot> {
        self.at(Spot::DoubleTeam(receiver)).next()
    }

    /// Every double-teamer and his receiver.
    pub fn double_teamers(&self) -> impl Iterator<Item = (DefSlot, OffSlot)> + '_ {
        self.occupants().filter_map(|(d, s)| match s {
            Spot::DoubleTeam(r) => Some((d, r)),
            _ => None,
        })
    }

    /// The board a draw sees when the defense called pass (§2.4.2): every linebacker on the line
    /// of scrimmage was fooled and leaves the board.
    pub fn without_los_linebackers(&self) -> Board {
        let mut b = *self;
        for d in DEF_SLOTS {
            if d.is_linebacker() && b.spot(d).is_some_and(Spot::on_line) {
                b.spots[d as usize] = None;
            }
        }
        b
    }

    // ---------------------------------------------------------------- runs

    /// The non-linemen standing in a run zone's areas on the line.
    pub fn run_zone_defenders(&self, run: RunPlay) -> impl Iterator<Item = DefSlot> + '_ {
        let cells = run_cells(run);
        self.occupants().filter(move |(d, s)| !d.is_line() && cells.iter().any(|c| c.contains(s))).map(|(d, _)| d)
    }

    /// Whether a spot lies in the pass zone "behind" a run zone (□ and □□, §2.15.8, A-G36): the
    /// look-in zone behind a Linebuck; behind an Off Tackle the look-in (the part on the run's
    /// side, L813) and, with a four-man line, the flat zone on that side (L1154); behind an End
    /// Run the flat zone on its side.
    fn behind(&self, run: RunPlay, spot: Spot) -> bool {
        let side = run_side(run);
        match run.kind {
            RunKind::Linebuck => matches!(spot, Spot::LookIn(_)),
            RunKind::OffTackle => match spot {
                Spot::LookIn(None) => true,
                Spot::LookIn(Some(s)) => s == side,
                Spot::Flat(s) => s == side && self.linemen() >= 4,
                _ => false,
            },
            RunKind::EndRun => spot == Spot::Flat(side),
        }
    }

    /// Linebackers, the FS and extra DBs behind the attacked run zone ([`Board::behind`]): the □
    /// symbol's +10 is prevented by one, the □□'s by two (the resolution applies the 3-3-5 and
    /// inside-the-10 exceptions).
    pub fn men_behind_run_zone(&self, run: RunPlay) -> u8 {
        self.occupants().filter(|(d, s)| counts_as_lb(*d) && self.behind(run, *s)).count() as u8
    }

    /// The men the run zone holds under a reading, before the card's columns.
    pub fn run_zone_count(&self, run: RunPlay, opts: &FormationOptions) -> u8 {
        let line = self.run_zone_defenders(run).count() as u8;
        match opts.run_zone {
            RunZoneReading::Line => line,
            RunZoneReading::LineAndBehind => line + self.men_behind_run_zone(run),
        }
    }

    /// The defensive card's run column (0, 1 or 2 LB) with the default options.
    pub fn men_in_run_zone(&self, run: RunPlay, team_front: Front) -> u8 {
        self.men_in_run_zone_with(run, team_front, &FormationOptions::default())
    }

    /// The defensive card's run column: the men in the attacked zone ([`Board::run_zone_count`])
    /// capped at the team card's highest column ([`max_run_column`]: 1 for a 4-3 team, 2 for a
    /// 3-4 team). A 4-3 team playing a three-man line (§2.14.3, L647) reads "1 LB" with two men
    /// in a Linebuck or Off Tackle zone and "0 LB" with none or one.
    pub fn men_in_run_zone_with(&self, run: RunPlay, team_front: Front, opts: &FormationOptions) -> u8 {
        let n = self.run_zone_count(run, opts);
        let four_three_team_three_line = team_front != Front::ThreeFour
            && front_of(self.formation) == Front::ThreeFour
            && run.kind != RunKind::EndRun;
        if four_three_team_three_line {
            u8::from(n >= 2)
        } else {
            n.min(max_run_column(team_front))
        }
    }

    /// The KEY column's manpower condition (§2.4 step 3, L721–L723): at least one linebacker or
    /// the FS in the blitz zone where the run occurs, and every open area of it filled — in the
    /// 3-4 both tackle spots for a Linebuck, the tackle spot and the tackle's blitz area for an
    /// Off Tackle. One geometric rule covers both fronts: an area is open when no lineman stands in
    /// it (with four linemen the Linebuck zone's only open area is the middle blitz area, an Off
    /// Tackle's the tackle's blitz area, so "at least one" and "all open areas" agree); the team's
    /// front does not enter.
    pub fn key_zone_filled(&self, run: RunPlay, _team_front: Front) -> bool {
        let mut any = false;
        for cell in run_cells(run) {
            let lineman = cell.iter().any(|s| self.at(*s).any(|d| d.is_line()));
            let filled = cell.iter().any(|s| self.at(*s).any(|d| !d.is_line()));
            any |= filled;
            if !lineman && !filled {
                return false;
            }
        }
        any
    }

    // ---------------------------------------------------------------- passes

    /// The men standing in the zone a pass attacks, with the rules that need no target: the
    /// short-yardage defense's fixed counts (flat and look-in 1, short 3, long 0; §2.15.4 note
    /// 22), the end-zone throw's "2 MEN" (§2.5.1), the short zone counted at most 4 (§2.15.9).
    /// Double-teamers are in no zone. The target-dependent rules (a double-teamer or a reassigned
    /// DB moving into the zone, the FS's automatic move, the safety blitz's long zone, the 3 RB –
    /// 2 TE's "Short Yard") are in [`Board::pass_picture`].
    pub fn men_in_pass_zone(&self, pass: PassPlay) -> u8 {
        if pass == PassPlay::EndZone {
            return 2;
        }
        if is_short_yardage(self.formation) {
            return short_yardage_men(pass, false);
        }
        let zone = Zone::from(pass);
        let n = self.zone_defenders(zone).count() as u8;
        if zone == Zone::Short {
            n.min(4)
        } else {
            n
        }
    }

    /// The receiver's coverer with the default options at midfield, no safety blitz: the
    /// defender a "DEFENDER" reading checks, `None` for an open receiver. Inside the defense's 10
    /// (where linebackers on the line still cover) use [`Board::coverage`] with
    /// [`PassContext::at`].
    pub fn coverer(&self, offense: impl Into<OffSet>, receiver: OffSlot, pass: PassPlay) -> Option<DefSlot> {
        self.coverage(&PassContext::new(offense, receiver, pass)).defender()
    }

    /// Who covers the receiver ([`Board::pass_picture`]'s `coverage`).
    pub fn coverage(&self, ctx: &PassContext) -> Coverage {
        self.pass_picture(ctx).coverage
    }

    /// [`Board::pass_picture_with`] with the default options.
    pub fn pass_picture(&self, ctx: &PassContext) -> PassPicture {
        self.pass_picture_with(ctx, &FormationOptions::default())
    }

    /// The board's whole answer for one pass: the men in the attacked zone, the coverage, the
    /// double-team and the open-zone rule.
    ///
    /// Men: [`Board::men_in_pass_zone`]'s standing count, then: the end-zone throw reads 2 (1
    /// against a safety blitz, §2.5.1); a long pass against a safety blitz reads 0 (1 inside the
    /// 20, §2.15.5); short yardage reads 1/3/0, 4 on a short pass by the 3 RB – 2 TE (T1 "Short
    /// Yard"); otherwise a correct FS/DB double-teamer or a reassigned DB moves into the zone
    /// (§2.15.1, §2.15.3), the FS moves in by T1's "FS … Zone" rule when he stands in the short
    /// or long zone (§2.15.10), and a flat or look-in zone vacated by a double-teaming linebacker
    /// whose man the FS or an extra DB took over reads one man (§2.15.2, L765).
    pub fn pass_picture_with(&self, ctx: &PassContext, opts: &FormationOptions) -> PassPicture {
        let f = self.formation;
        let asg = assignments(f, ctx.offense);
        let zone = Zone::from(ctx.pass);
        let r = ctx.receiver;
        let safety_blitz = ctx.safety_blitz && self.occupants().any(|(d, s)| d.is_back() && s.on_line());

        let primary = self.primary_coverage(&asg, ctx, zone);
        let (coverage, double_team) = match self.double_teamer(r) {
            None => (primary, DoubleTeamState::None),
            Some(d) if d.is_linebacker() => {
                let state = if ctx.pass.kind() == PassKind::Flat {
                    DoubleTeamState::None
                } else {
                    DoubleTeamState::Linebacker(d)
                };
                (primary, state)
            }
            Some(d) => match primary {
                Coverage::By(_) => (primary, DoubleTeamState::Back(d)),
                Coverage::Open(_) => (Coverage::By(d), DoubleTeamState::Reassigned(d)),
            },
        };

        let mut moved_in = [None; 2];
        let mut push = |d: DefSlot| {
            if let Some(slot) = moved_in.iter_mut().find(|m| m.is_none()) {
                *slot = Some(d);
            }
        };
        let mut fs_moved = false;
        let adj = adjustments_with(ctx.offense.formation, opts);
        let men = if ctx.pass == PassPlay::EndZone {
            if safety_blitz {
                1
            } else {
                2
            }
        } else if is_short_yardage(f) {
            short_yardage_men(ctx.pass, adj.short_yard)
        } else if ctx.pass.kind() == PassKind::Long && safety_blitz {
            u8::from(ctx.to_goal < 20)
        } else {
            let mut n = self.zone_defenders(zone).count() as u8;
            if let DoubleTeamState::Back(d) | DoubleTeamState::Reassigned(d) = double_team {
                n += 1;
                push(d);
            }
            if adj.fs_zone.moves_for(r) {
                if let Some(s @ (Spot::Short | Spot::Long)) = self.spot(DefSlot::Fs) {
                    if !zone.contains(s) {
                        n += 1;
                        fs_moved = true;
                        push(DefSlot::Fs);
                    }
                }
            }
            if matches!(zone, Zone::Flat(_) | Zone::LookIn) {
                for (lb, _) in self.double_teamers().filter(|(d, _)| d.is_linebacker() && home_zone(*d) == Some(zone)) {
                    let Some(man) = asg.receiver_of(lb) else {
                        continue;
                    };
                    if man == r {
                        continue;
                    }
                    if let Some(db) = self.double_teamer(man).filter(|d| d.is_back()) {
                        n += 1;
                        push(db);
                    }
                }
            }
            if zone == Zone::Short {
                n.min(4)
            } else {
                n
            }
        };

        let flat_like = matches!(zone, Zone::Flat(_) | Zone::LookIn);
        let open_zone = flat_like && men == 0;
        let lb_vacated =
            flat_like && self.double_teamers().any(|(d, _)| d.is_linebacker() && home_zone(d) == Some(zone));
        let needed = if self.linemen() >= 4 { 1 } else { 2 };
        let blitz_exception = self.blitzing_lbs() >= needed && self.double_teamers().count() <= 1;
        PassPicture {
            men,
            coverage,
            double_team,
            others_double_teamed: self.double_teamers().any(|(_, x)| x != r),
            open_zone,
            open_zone_wrong: open_zone && (lb_vacated || !blitz_exception),
            safety_blitz,
            fs_moved,
            moved_in,
        }
    }

    /// The receiver's coverage before any double-team box is read.
    fn primary_coverage(&self, asg: &Assignments, ctx: &PassContext, zone: Zone) -> Coverage {
        let r = ctx.receiver;
        let Some(d) = asg.coverer_of(r) else {
            return Coverage::Open(OpenReason::Uncovered);
        };
        let Some(spot) = self.spot(d) else {
            return Coverage::Open(OpenReason::OutOfPlay);
        };
        let base = match spot {
            s if s.on_line() => {
                if d.is_linebacker() && ctx.to_goal < 10 {
                    Coverage::By(d)
                } else {
                    Coverage::Open(OpenReason::OnLine)
                }
            }
            Spot::DoubleTeam(x) if x == r => Coverage::By(d),
            Spot::DoubleTeam(_) => Coverage::Open(OpenReason::DoubleTeaming),
            Spot::Long if ctx.pass.kind() != PassKind::Long => Coverage::Open(OpenReason::InLongZone),
            Spot::LookIn(_) if matches!(d, DefSlot::Llb | DefSlot::Rlb) => Coverage::Open(OpenReason::OlbInLookIn),
            _ => Coverage::By(d),
        };
        if let (Coverage::Open(_), DefSlot::Llb | DefSlot::Rlb) = (base, d) {
            // L865–L867: whoever moves into the flat an outside linebacker vacated takes his man;
            // a DB fully, a middle or inside linebacker only as the flat's "linebacker in zone"
            // (a back is open to him on short and long passes, and on flat passes elsewhere).
            let home = Spot::Flat(if d == DefSlot::Llb { Side::Left } else { Side::Right });
            if let Some(db) = self.at(home).find(|x| x.is_back()) {
                return Coverage::By(db);
            }
            if let Some(lb) = self.at(home).find(|x| x.is_linebacker()) {
                let into_his_flat = ctx.pass.kind() == PassKind::Flat && zone.contains(home);
                if is_back_receiver(r) && !into_his_flat {
                    return Coverage::Open(OpenReason::OnlyOlbsCoverBacks);
                }
                return Coverage::By(lb);
            }
        }
        base
    }

    // ---------------------------------------------------------------- validation

    /// Every placement limit, with the default options and the HB kept in one-back sets.
    pub fn validate(&self, ctx: &BoardContext) -> Result<(), BoardError> {
        self.validate_with(ctx, LoneBack::Hb, &FormationOptions::default())
    }

    /// Every placement limit: the formation's personnel and movement rights (T2, §2.14), the
    /// calls it forces, the field-position rules (§2.5.1), the zone limits (§2.15.9, §2.15.11),
    /// coverage duties (§2.15.9, §2.15.10), double-teams (§2.15.1–§2.15.3), short yardage
    /// (§2.15.4) and the safety blitz (§2.15.5). The first broken rule is returned.
    pub fn validate_with(&self, ctx: &BoardContext, lone: LoneBack, opts: &FormationOptions) -> Result<(), BoardError> {
        let f = self.formation;
        if ctx.formation != f {
            return Err(BoardError::FormationMismatch { board: f, announced: ctx.formation });
        }
        let section = def_section(f);
        let inside_20 = ctx.to_goal < 20;
        let inside_10 = ctx.to_goal < 10;
        if six_dbs(f) && inside_20 {
            return Err(BoardError::SixDbsInside20 { formation: f, to_goal: ctx.to_goal });
        }
        if is_short_yardage(f) && inside_10 {
            return Err(BoardError::ShortYardageInside10 { to_goal: ctx.to_goal });
        }
        if let Some(call) = must_call(f) {
            if ctx.call != call {
                return Err(BoardError::MustCall { formation: f, call, section });
            }
        }
        for d in DEF_SLOTS {
            let plays = def_personnel(f).contains(&d);
            match (plays, self.spot(d)) {
                (true, None) => return Err(BoardError::Missing { slot: d, formation: f, section }),
                (false, Some(_)) => return Err(BoardError::NotInFormation { slot: d, formation: f, section }),
                _ => {}
            }
        }

        let off = OffSet::new(ctx.offense, lone);
        let asg = assignments(f, off);
        let blitz_on = ctx.showing_blitz && ctx.call == DefCall::Pass;
        for (d, spot) in self.occupants() {
            self.check_slot(d, spot, ctx, off, &asg, blitz_on, opts)?;
        }

        for (d, spot) in self.occupants() {
            if inside_20 && spot == Spot::Long {
                return Err(BoardError::LongZoneInside20 { slot: d });
            }
            if inside_10 && matches!(spot, Spot::Flat(_) | Spot::LookIn(_)) {
                return Err(BoardError::PassZoneInside10 { slot: d });
            }
        }
        for zone in [Zone::Flat(Side::Left), Zone::LookIn, Zone::Flat(Side::Right)] {
            let count = self.zone_defenders(zone).count() as u8;
            if count > 2 {
                return Err(BoardError::ZoneCrowded { zone, count });
            }
        }
        let short = self.zone_defenders(Zone::Short).filter(|d| d.is_back()).count() as u8;
        let wr4_extra =
            asg.coverer_of(OffSlot::Wr4).filter(|d| is_extra_db(*d) && self.spot(*d) == Some(Spot::Short)).is_some();
        let limit = (if inside_20 { 5 } else { 4 }).max(4 + u8::from(wr4_extra));
        if short > limit {
            return Err(BoardError::ShortZoneCrowded { count: short, limit });
        }
        let long = self.zone_defenders(Zone::Long).count() as u8;
        if long > 2 {
            return Err(BoardError::LongZoneCrowded { count: long });
        }
        if long == 2 && ctx.call != DefCall::Pass {
            return Err(BoardError::TwoDeepMustCallPass);
        }

        let lb_dt = self.double_teamers().filter(|(d, _)| d.is_linebacker()).count() as u8;
        let db_dt = self.double_teamers().filter(|(d, _)| d.is_back() && *d != DefSlot::Fs).count() as u8;
        if lb_dt > 0 && db_dt > 0 {
            return Err(BoardError::MixedDoubleTeams);
        }
        if lb_dt > 2 {
            return Err(BoardError::TooManyLbDoubleTeams { count: lb_dt });
        }
        if db_dt > 1 {
            return Err(BoardError::TooManyDbDoubleTeams { count: db_dt });
        }

        let backs_on_line = self.occupants().any(|(d, s)| d.is_back() && s.on_line());
        if blitz_on && backs_on_line {
            let count = self.at(Spot::Short).count() as u8;
            if count < 3 {
                return Err(BoardError::SafetyBlitzShortZone { count });
            }
        }
        if f == DefFormation::Nickel335
            && ctx.call == DefCall::Run
            && !self.spot(DefSlot::Fs).is_some_and(Spot::on_line)
        {
            return Err(BoardError::NickelRunWithoutFs);
        }
        Ok(())
    }

    /// The placement rules of one defender.
    #[allow(clippy::too_many_arguments)]
    fn check_slot(
        &self,
        d: DefSlot,
        spot: Spot,
        ctx: &BoardContext,
        off: OffSet,
        asg: &Assignments,
        blitz_on: bool,
        opts: &FormationOptions,
    ) -> Result<(), BoardError> {
        let f = self.formation;
        let section = def_section(f);
        let illegal = || BoardError::IllegalSpot { slot: d, spot, formation: f, section };
        if let Some(mark) = home_mark(d) {
            return if spot == Spot::Mark(mark) {
                Ok(())
            } else {
                Err(BoardError::LinemanOffMark { slot: d, section })
            };
        }
        let cov = asg.has_coverage(d);

        if let Spot::DoubleTeam(r) = spot {
            let dt_section = if d.is_linebacker() { "2.15.2" } else { "2.15.1" };
            if ctx.call != DefCall::Pass {
                return Err(BoardError::DoubleTeamNeedsPass { slot: d, section: dt_section });
            }
            if !off.has_receiver(r) {
                return Err(BoardError::DoubleTeamAbsent { receiver: r });
            }
            if d.is_linebacker() {
                if !is_prevent(f) {
                    return Err(BoardError::LbDoubleTeamOutsidePrevent { slot: d });
                }
                let te_side = |r: OffSlot| match r {
                    OffSlot::Te => Some(Side::facing(opts.te_side)),
                    OffSlot::Te2 => Some(Side::facing(opts.te_side).other()),
                    _ => None,
                };
                let ok = match d {
                    DefSlot::Llb => matches!(r, OffSlot::Fl | OffSlot::Wr3 | OffSlot::Wr4),
                    DefSlot::Rlb => matches!(r, OffSlot::Se | OffSlot::Wr3 | OffSlot::Wr4),
                    DefSlot::Mlb => matches!(r, OffSlot::Te | OffSlot::Te2),
                    DefSlot::Lilb => te_side(r) == Some(Side::Left),
                    DefSlot::Rilb => te_side(r) == Some(Side::Right),
                    _ => false,
                };
                return if ok { Ok(()) } else { Err(BoardError::LbDoubleTeamTarget { slot: d, receiver: r }) };
            }
            if cov {
                return Err(BoardError::DoubleTeamerHasCoverage { slot: d, section: back_section(d) });
            }
            let may =
                (d == DefSlot::Fs && !(is_short_yardage(f) && opts.short_yardage_fs_fixed)) || extra_db_roams(f, d);
            return if may { Ok(()) } else { Err(illegal()) };
        }

        if d.is_linebacker() {
            if ctx.to_goal < 10 && !spot.on_line() {
                return Err(BoardError::LinebackerOffLineInside10 { slot: d });
            }
            return if lb_may_stand(f, d, spot) { Ok(()) } else { Err(illegal()) };
        }

        // Defensive backs.
        let sy = is_short_yardage(f);
        let expected = match d {
            DefSlot::Lcb if sy => Some(Spot::Straddle(Lane::Left)),
            DefSlot::Rcb if sy => Some(Spot::Straddle(Lane::Right)),
            DefSlot::Ss if sy => Some(Spot::Straddle(Lane::Middle)),
            DefSlot::Fs if sy && opts.short_yardage_fs_fixed => Some(Spot::Short),
            _ => None,
        };
        if let Some(expected) = expected {
            return if spot == expected {
                Ok(())
            } else {
                Err(BoardError::ShortYardageAlignment { slot: d, expected })
            };
        }
        if let Spot::Straddle(_) = spot {
            return Err(illegal());
        }
        if spot.on_line() {
            let free_fs = d == DefSlot::Fs && !cov;
            let fifth_db = is_extra_db(d) && !cov && ctx.to_goal < 20 && extra_db_roams(f, d);
            if !(blitz_on || free_fs || fifth_db) {
                return Err(if d == DefSlot::Fs {
                    BoardError::CoverageOutOfZone { slot: d, section: "2.15.10" }
                } else {
                    BoardError::BackOnLine { slot: d }
                });
            }
            let others = self.at(spot).filter(|x| *x != d);
            let open = match spot {
                Spot::Blitz(_) if d == DefSlot::Fs => true,
                _ => others.count() == 0,
            };
            return if open { Ok(()) } else { Err(BoardError::BlitzSpotTaken { slot: d, spot }) };
        }
        let deep_or_short = matches!(spot, Spot::Short | Spot::Long);
        if cov && !deep_or_short {
            return Err(BoardError::CoverageOutOfZone { slot: d, section: back_section(d) });
        }
        let roams = d == DefSlot::Fs || extra_db_roams(f, d);
        if deep_or_short || roams {
            Ok(())
        } else {
            Err(BoardError::IllegalSpot {
                slot: d,
                spot,
                formation: f,
                section: if f == DefFormation::FiveSix { "2.14.8" } else { back_section(d) },
            })
        }
    }

    /// The keying rules that are not placement (§2.4.1): a key needs a run call, and the
    /// short-yardage defense may not key (§2.15.4).
    pub fn validate_key(&self, ctx: &BoardContext) -> Result<(), BoardError> {
        if ctx.call != DefCall::Run {
            return Err(BoardError::KeyNeedsRun);
        }
        if is_short_yardage(self.formation) {
            return Err(BoardError::KeyInShortYardage);
        }
        Ok(())
    }
}

/// The short-yardage defense's fixed columns (§2.15.4, T2 note 22; T1 "Short Yard").
fn short_yardage_men(pass: PassPlay, short_yard: bool) -> u8 {
    match pass {
        PassPlay::EndZone => 2,
        PassPlay::Flat(_) | PassPlay::LookIn => 1,
        PassPlay::Short => 3 + u8::from(short_yard),
        PassPlay::Long => 0,
    }
}
