//! The vocabulary of the game: plays, calls, fronts, formations, slots on both sides of the ball,
//! card columns. Types, not strings, so an impossible call cannot be written down.
//!
//! Directions are the **offense's** (digest A-G1: the offense's right faces the defense's left).

use serde::{Deserialize, Serialize};

/// Left or right, from the offense's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dir {
    Left,
    Right,
}

impl Dir {
    pub fn other(self) -> Dir {
        match self {
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }
}

/// The three running sections of a running card and of the team defensive card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RunKind {
    Linebuck,
    OffTackle,
    EndRun,
}

/// A called run (§2.4). Draws are Linebuck or Off Tackle runs with `draw` set (§2.4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RunPlay {
    pub kind: RunKind,
    /// The side attacked; a Linebuck goes up the middle (`None`).
    pub dir: Option<Dir>,
    pub draw: bool,
}

impl RunPlay {
    /// The run in the play-by-play's words ("draw, off tackle left").
    pub fn name(self) -> String {
        self.to_string()
    }
    pub fn linebuck() -> RunPlay {
        RunPlay { kind: RunKind::Linebuck, dir: None, draw: false }
    }
    pub fn off_tackle(dir: Dir) -> RunPlay {
        RunPlay { kind: RunKind::OffTackle, dir: Some(dir), draw: false }
    }
    pub fn end_run(dir: Dir) -> RunPlay {
        RunPlay { kind: RunKind::EndRun, dir: Some(dir), draw: false }
    }
    pub fn draw(self) -> RunPlay {
        RunPlay { draw: true, ..self }
    }
}

/// The three passing sections of the quarterback's, the receivers' and the defensive card.
/// A look-in reads the Flat sections (§2.5 step 6); a throw for the end zone reads the Long (§2.5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PassKind {
    Flat,
    Short,
    Long,
}

/// A called pass (§2.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PassPlay {
    Flat(Dir),
    LookIn,
    Short,
    Long,
    /// Throwing for the end zone from the opponent's 10-19 (§2.5.1): the Long columns.
    EndZone,
}

impl PassPlay {
    /// The pass in the play-by-play's words.
    pub fn name(self) -> &'static str {
        match self {
            PassPlay::Flat(Dir::Left) => "flat pass left",
            PassPlay::Flat(Dir::Right) => "flat pass right",
            PassPlay::LookIn => "look-in",
            PassPlay::Short => "short pass",
            PassPlay::Long => "long pass",
            PassPlay::EndZone => "throw for the end zone",
        }
    }
    /// The card section the pass reads.
    pub fn kind(self) -> PassKind {
        match self {
            PassPlay::Flat(_) | PassPlay::LookIn => PassKind::Flat,
            PassPlay::Short => PassKind::Short,
            PassPlay::Long | PassPlay::EndZone => PassKind::Long,
        }
    }
}

/// The defense's call on its selector (§2.2 step 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DefCall {
    Run,
    Pass,
}

/// A team's defensive front: which pass-rush assignment column it reads (T24, T10) and the shape
/// of its defensive card's run columns (0-1 LB for a 4-3 team, 0-2 LB for a 3-4 team).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Front {
    #[serde(rename = "4-3")]
    FourThree,
    #[serde(rename = "3-4")]
    ThreeFour,
    #[serde(rename = "5-6")]
    FiveSix,
}

/// The offensive formations of the Offensive Formation Chart (T1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OffFormation {
    ProSet,
    TightEnd,
    FullHouse,
    ThreeWideOneBack,
    ThreeWideTwoBack,
    ThreeBackTwoTe,
    TwoTeTwoWrOneBack,
    FourWide,
    BlockingBack,
}

impl OffFormation {
    /// Every formation of T1, in the chart's order.
    pub const ALL: [OffFormation; 9] = [
        OffFormation::ProSet,
        OffFormation::TightEnd,
        OffFormation::FullHouse,
        OffFormation::ThreeWideOneBack,
        OffFormation::ThreeWideTwoBack,
        OffFormation::ThreeBackTwoTe,
        OffFormation::TwoTeTwoWrOneBack,
        OffFormation::FourWide,
        OffFormation::BlockingBack,
    ];
}

/// The defensive formations of the Defensive Formation Chart (T2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DefFormation {
    Base43,
    Base34,
    Nickel335,
    Nickel425,
    Dime326,
    Dime416,
    Prevent43,
    Prevent34,
    ShortYardage43,
    ShortYardage34,
    FiveSix,
}

impl DefFormation {
    /// Every formation of T2, in the chart's order.
    pub const ALL: [DefFormation; 11] = [
        DefFormation::Base43,
        DefFormation::Base34,
        DefFormation::Nickel335,
        DefFormation::Nickel425,
        DefFormation::Dime326,
        DefFormation::Dime416,
        DefFormation::Prevent43,
        DefFormation::Prevent34,
        DefFormation::ShortYardage43,
        DefFormation::ShortYardage34,
        DefFormation::FiveSix,
    ];
}

/// A defensive package of T2 that comes in a 4-3 and a 3-4 version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Package {
    Nickel,
    Dime,
    Prevent,
    ShortYardage,
}

impl DefFormation {
    /// The package's formation for a front: the 4-3 version for a four-man line (the 5-6 team's
    /// too), the 3-4 version for a three-man line.
    pub fn package(p: Package, front: Front) -> DefFormation {
        let three = front == Front::ThreeFour;
        match (p, three) {
            (Package::Nickel, false) => DefFormation::Nickel425,
            (Package::Nickel, true) => DefFormation::Nickel335,
            (Package::Dime, false) => DefFormation::Dime416,
            (Package::Dime, true) => DefFormation::Dime326,
            (Package::Prevent, false) => DefFormation::Prevent43,
            (Package::Prevent, true) => DefFormation::Prevent34,
            (Package::ShortYardage, false) => DefFormation::ShortYardage43,
            (Package::ShortYardage, true) => DefFormation::ShortYardage34,
        }
    }
}

/// An offensive player's place in the formation. The receivers' slots name who the defenders of
/// T1 cover; `Qb` throws and may run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum OffSlot {
    Lt,
    Lg,
    C,
    Rg,
    Rt,
    Te,
    Te2,
    Fl,
    Se,
    Wr3,
    Wr4,
    Hb,
    Fb,
    Rb3,
    Qb,
}

/// A defender's position on the rating card (the pass-rush assignment charts name them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum DefSlot {
    Le,
    Lt,
    Nt,
    Rt,
    Re,
    Llb,
    Mlb,
    Rlb,
    Lilb,
    Rilb,
    Lcb,
    Rcb,
    Ss,
    Fs,
    Db1,
    Db2,
}

impl DefSlot {
    /// The slot's name on the board and the cards (`LLB`).
    pub fn name(self) -> &'static str {
        match self {
            DefSlot::Le => "LE",
            DefSlot::Lt => "LT",
            DefSlot::Nt => "NT",
            DefSlot::Rt => "RT",
            DefSlot::Re => "RE",
            DefSlot::Llb => "LLB",
            DefSlot::Mlb => "MLB",
            DefSlot::Rlb => "RLB",
            DefSlot::Lilb => "LILB",
            DefSlot::Rilb => "RILB",
            DefSlot::Lcb => "LCB",
            DefSlot::Rcb => "RCB",
            DefSlot::Ss => "SS",
            DefSlot::Fs => "FS",
            DefSlot::Db1 => "DB1",
            DefSlot::Db2 => "DB2",
        }
    }
    pub fn is_line(self) -> bool {
        matches!(self, DefSlot::Le | DefSlot::Lt | DefSlot::Nt | DefSlot::Rt | DefSlot::Re)
    }
    pub fn is_linebacker(self) -> bool {
        matches!(self, DefSlot::Llb | DefSlot::Mlb | DefSlot::Rlb | DefSlot::Lilb | DefSlot::Rilb)
    }
    pub fn is_back(self) -> bool {
        matches!(self, DefSlot::Lcb | DefSlot::Rcb | DefSlot::Ss | DefSlot::Fs | DefSlot::Db1 | DefSlot::Db2)
    }
}

/// The column of a player card (control die 1-3, §2.0.3): Right / Wrong, and the third column —
/// KEY on a running card, Rec 2-tmd on a quarterback's, 2-tmd on a receiver's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardColumn {
    Right,
    Wrong,
    /// KEY (running card) or double-teamed (passing and receiving cards).
    Third,
}

impl CardColumn {
    pub fn index(self) -> usize {
        match self {
            CardColumn::Right => 0,
            CardColumn::Wrong => 1,
            CardColumn::Third => 2,
        }
    }
}

/// The team's Rec/QB fumble rating at the bottom of the offensive rating card (T5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FumbleRating {
    #[serde(rename = "0")]
    Zero,
    #[serde(rename = "1")]
    One,
    #[serde(rename = "1-2")]
    To2,
    #[serde(rename = "1-3")]
    To3,
    #[serde(rename = "1-4")]
    To4,
    #[serde(rename = "1-5")]
    To5,
    #[serde(rename = "1-6")]
    To6,
}

/// The run in the play-by-play's words ("draw, off tackle left").
impl std::fmt::Display for RunPlay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let d = match self.dir {
            Some(Dir::Left) => " left",
            Some(Dir::Right) => " right",
            None => "",
        };
        let k = match self.kind {
            RunKind::Linebuck => "linebuck",
            RunKind::OffTackle => "off tackle",
            RunKind::EndRun => "end run",
        };
        write!(f, "{}{k}{d}", if self.draw { "draw, " } else { "" })
    }
}
