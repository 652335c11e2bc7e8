//! Player cards of the Fast Action Card family (TTF 7th Edition §27.2).

use crate::cells::{GainCell, IntRange, NumRange, Rated, ReturnCell, RushCell};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A player's listed position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Position {
    QB,
    RB,
    FB,
    WR,
    TE,
    /// Center.
    C,
    /// Guard.
    G,
    /// Tackle.
    T,
    /// Generic offensive lineman (plays anywhere on the line without penalty).
    OL,
    DE,
    DT,
    NT,
    DL,
    LB,
    CB,
    S,
    SS,
    FS,
    DB,
    K,
    P,
}

/// Position groups used by displays, injuries and depth charts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Group {
    QB,
    RB,
    WR,
    TE,
    OL,
    DL,
    LB,
    DB,
    K,
    P,
}

impl Position {
    pub fn group(self) -> Group {
        use Position::*;
        match self {
            QB => Group::QB,
            RB | FB => Group::RB,
            WR => Group::WR,
            TE => Group::TE,
            C | G | T | OL => Group::OL,
            DE | DT | NT | DL => Group::DL,
            LB => Group::LB,
            CB | S | SS | FS | DB => Group::DB,
            K => Group::K,
            P => Group::P,
        }
    }
    pub fn is_offensive_back_or_receiver(self) -> bool {
        matches!(self.group(), Group::RB | Group::WR | Group::TE)
    }
    pub fn as_str(self) -> &'static str {
        use Position::*;
        match self {
            QB => "QB",
            RB => "RB",
            FB => "FB",
            WR => "WR",
            TE => "TE",
            C => "C",
            G => "G",
            T => "T",
            OL => "OL",
            DE => "DE",
            DT => "DT",
            NT => "NT",
            DL => "DL",
            LB => "LB",
            CB => "CB",
            S => "S",
            SS => "SS",
            FS => "FS",
            DB => "DB",
            K => "K",
            P => "P",
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Quarterback endurance grade.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum QbGrade {
    A,
    B,
    C,
}

/// Endurance Value: a letter for quarterbacks, a digit 0-4 for backs and receivers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Endurance {
    Qb(QbGrade),
    Plays(u8),
}

impl FromStr for Endurance {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Ok(match s.trim() {
            "A" => Endurance::Qb(QbGrade::A),
            "B" => Endurance::Qb(QbGrade::B),
            "C" => Endurance::Qb(QbGrade::C),
            t => {
                let n: u8 = t.parse().map_err(|_| format!("'{t}' is not an endurance value (A, B, C or 0-4)"))?;
                if n > 4 {
                    return Err(format!("endurance {n} is out of range (0-4)"));
                }
                Endurance::Plays(n)
            }
        })
    }
}

impl fmt::Display for Endurance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Endurance::Qb(g) => write!(f, "{g:?}"),
            Endurance::Plays(n) => write!(f, "{n}"),
        }
    }
}

impl Serialize for Endurance {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Endurance::Plays(n) => s.serialize_u8(*n),
            q => s.serialize_str(&q.to_string()),
        }
    }
}

impl<'de> Deserialize<'de> for Endurance {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum V {
            N(u8),
            S(String),
        }
        match V::deserialize(d)? {
            V::N(n) => n.to_string().parse().map_err(serde::de::Error::custom),
            V::S(s) => s.parse().map_err(serde::de::Error::custom),
        }
    }
}

/// A quarterback's ranges for one pass type, as upper bounds on the 1-48 Pass Number scale:
/// Com `1..=com`, Inc `com+1..=inc`, Int? `inc+1..=int_q`, Int `int_q+1..=48`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PassRanges {
    pub com: u8,
    pub inc: u8,
    #[serde(rename = "int?")]
    pub int_q: u8,
}

impl PassRanges {
    pub fn com_range(&self) -> NumRange {
        NumRange::new(1, self.com)
    }
    pub fn inc_range(&self) -> NumRange {
        NumRange::new(self.com + 1, self.inc)
    }
    pub fn int_q_range(&self) -> NumRange {
        NumRange::new(self.inc + 1, self.int_q)
    }
    pub fn int_range(&self) -> NumRange {
        NumRange::new(self.int_q + 1, 48)
    }
}

/// The quarterback's Pass Rush line: Sack `1..=sack`, Run `sack+1..=run`, Com `run+1..=com`,
/// Inc `com+1..=48`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PassRushLine {
    pub sack: u8,
    pub run: u8,
    pub com: u8,
}

/// Quarterback passing card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Passing {
    pub quick: PassRanges,
    pub short: PassRanges,
    pub long: PassRanges,
    pub pass_rush: PassRushLine,
}

/// Rushing columns. A card has N, or I and O (or all three), plus SG and optionally LG.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rushing {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub n: Option<[RushCell; 12]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub i: Option<[RushCell; 12]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub o: Option<[RushCell; 12]>,
    pub sg: [RushCell; 12],
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lg: Option<[i8; 12]>,
}

/// Which rushing column a play reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RushCol {
    N,
    I,
    O,
}

impl Rushing {
    /// The requested column, falling back to N (and N to whichever of I/O exists).
    pub fn column(&self, want: RushCol) -> &[RushCell; 12] {
        let pick = match want {
            RushCol::I => self.i.as_ref(),
            RushCol::O => self.o.as_ref(),
            RushCol::N => None,
        };
        pick.or(self.n.as_ref()).or(self.i.as_ref()).or(self.o.as_ref()).expect("validated: a rushing card has a column")
    }
    /// Highest yardage in the SG column (the "Le"/"Ls" fallback).
    pub fn sg_max(&self) -> i8 {
        self.sg.iter().filter_map(|c| if let RushCell::Yards(y) = c { Some(*y) } else { None }).max().unwrap_or(0)
    }
}

/// Pass-gain columns Q, S, L.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Receiving {
    pub q: [GainCell; 12],
    pub s: [GainCell; 12],
    pub l: [GainCell; 12],
}

/// Defensive values.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Defense {
    /// Tackle Value, negative (e.g. "-3(-4)" for an Exceptional Tackler).
    pub tv: Rated,
    /// Pass Rush Value.
    #[serde(default)]
    pub prv: u8,
    /// Pass Defense Value, added to the completion range (good defenders are negative).
    #[serde(default)]
    pub pd: i8,
    /// Interception range on the Pass Number scale, or "48?".
    #[serde(default)]
    pub int: IntRange,
    /// Interference range (inside the QB's Inc area).
    #[serde(default)]
    pub interference: NumRange,
    /// Forced Fumble Adjustment, added to the ball carrier's team fumble range.
    #[serde(default)]
    pub ff: i8,
    /// Interception Return Value, added to the return Run Number (negative is better).
    #[serde(default)]
    pub int_return: i8,
    /// Pass Deflect Value (defensive linemen; may be fractional).
    #[serde(default)]
    pub deflect: f32,
}

/// One field-goal distance band of a kicker's card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FgBand {
    pub from: u8,
    pub to: u8,
    /// Good range `1..=good` (0 = cannot make it).
    pub good: u8,
    #[serde(default)]
    pub block: IntRange,
}

/// Placekicker card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kicking {
    pub fg: Vec<FgBand>,
    /// Longest attempt the card allows (beyond 55 via the Good-Range reduction).
    pub max: u8,
    /// Extra-point Good range `1..=xp`.
    pub xp: u8,
}

impl Kicking {
    pub fn band(&self, distance: u8) -> Option<&FgBand> {
        self.fg.iter().find(|b| distance >= b.from && distance <= b.to)
    }
}

/// Where a punt return goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuntInstr {
    FairCatch,
    NoReturn,
    /// Returner PR1..PR4.
    Returner(u8),
}

/// A punter's result for one Run Number: yards, instruction, fumble and asterisk marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuntCell {
    pub yards: u8,
    pub instr: PuntInstr,
    pub fumble: bool,
    pub asterisk: bool,
}

impl FromStr for PuntCell {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let bad = || format!("'{s}' is not a punt cell (like '44 PR1', '38 FC', '51 NR', '40 PR2f*')");
        let (y, rest) = s.trim().split_once(' ').ok_or_else(bad)?;
        let yards = y.parse().map_err(|_| bad())?;
        let mut r = rest.trim();
        let mut fumble = false;
        let mut asterisk = false;
        loop {
            if let Some(t) = r.strip_suffix('*') {
                asterisk = true;
                r = t;
            } else if let Some(t) = r.strip_suffix('f') {
                fumble = true;
                r = t;
            } else {
                break;
            }
        }
        let instr = match r {
            "FC" => PuntInstr::FairCatch,
            "NR" => PuntInstr::NoReturn,
            p => {
                let n: u8 = p.strip_prefix("PR").ok_or_else(bad)?.parse().map_err(|_| bad())?;
                if !(1..=4).contains(&n) {
                    return Err(bad());
                }
                PuntInstr::Returner(n)
            }
        };
        Ok(PuntCell { yards, instr, fumble, asterisk })
    }
}

impl fmt::Display for PuntCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.yards)?;
        match self.instr {
            PuntInstr::FairCatch => f.write_str("FC")?,
            PuntInstr::NoReturn => f.write_str("NR")?,
            PuntInstr::Returner(n) => write!(f, "PR{n}")?,
        }
        if self.fumble {
            f.write_str("f")?;
        }
        if self.asterisk {
            f.write_str("*")?;
        }
        Ok(())
    }
}

/// What the range list at the bottom of a punter's card gives for Run Number 12.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rn12Result {
    /// The punter's longest punt, never returned.
    Longest(u8),
    Blocked,
    /// A movement penalty (even RN: against the punting team; odd: the return team).
    Movement,
}

impl FromStr for Rn12Result {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        Ok(match t {
            "Blocked" => Rn12Result::Blocked,
            "Movement" => Rn12Result::Movement,
            _ => {
                let y = t.strip_prefix("Longest").ok_or_else(|| format!("'{s}' is not 'Longest N', 'Blocked' or 'Movement'"))?;
                Rn12Result::Longest(y.trim().parse().map_err(|_| format!("'{s}': bad yardage"))?)
            }
        })
    }
}

impl fmt::Display for Rn12Result {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rn12Result::Longest(y) => write!(f, "Longest {y}"),
            Rn12Result::Blocked => f.write_str("Blocked"),
            Rn12Result::Movement => f.write_str("Movement"),
        }
    }
}

/// One line of the RN-12 range list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rn12Entry {
    pub rn: NumRange,
    pub result: Rn12Result,
}

/// Punter card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Punting {
    /// Results for Run Numbers 1-11.
    pub punts: [PuntCell; 11],
    /// The range list read after Run Number 12.
    pub rn12: Vec<Rn12Entry>,
    /// Coffin Corner value: optional bonus yardage.
    #[serde(default)]
    pub cc: u8,
}

/// A kickoff column cell: where the kick lands and who returns it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KickCell {
    /// Returner KR1-KR4 fields it at the receiving team's `yard` line (0 = goal line).
    Land { returner: u8, yard: u8 },
    UseColB,
    Touchback,
}

impl FromStr for KickCell {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        let bad = || format!("'{s}' is not a kickoff cell (like 'KR2/7', 'KR1/GL', 'Col B', 'TB')");
        Ok(match t {
            "Col B" | "ColB" => KickCell::UseColB,
            "TB" | "Touchback" => KickCell::Touchback,
            _ => {
                let (r, y) = t.split_once('/').ok_or_else(bad)?;
                let returner: u8 = r.strip_prefix("KR").ok_or_else(bad)?.parse().map_err(|_| bad())?;
                if !(1..=4).contains(&returner) {
                    return Err(bad());
                }
                let yard = if y == "GL" { 0 } else { y.parse().map_err(|_| bad())? };
                KickCell::Land { returner, yard }
            }
        })
    }
}

impl fmt::Display for KickCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KickCell::Land { returner, yard: 0 } => write!(f, "KR{returner}/GL"),
            KickCell::Land { returner, yard } => write!(f, "KR{returner}/{yard}"),
            KickCell::UseColB => f.write_str("Col B"),
            KickCell::Touchback => f.write_str("TB"),
        }
    }
}

crate::text_serde!(PuntCell);
crate::text_serde!(Rn12Result);
crate::text_serde!(KickCell);

/// Kickoff specialist card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kickoff {
    pub a: [KickCell; 12],
    pub b: [KickCell; 12],
    /// Kickoff Return Modifiers by Run Number.
    pub ret: [i8; 12],
    /// The asterisked modifier at the bottom of the Ret column.
    #[serde(default)]
    pub ret_asterisk: i8,
}

/// A player card. Every section is optional; which ones a position needs is checked by
/// [`crate::validate`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Player {
    /// Identifier unique within the team (used by lineups and return cards).
    pub id: String,
    pub name: String,
    pub pos: Position,
    /// Games played (selects the Injury Table column).
    #[serde(default)]
    pub games: u8,
    #[serde(default)]
    pub starts: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ev: Option<Endurance>,
    /// Surehanded (s) rating.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub surehanded: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub passing: Option<Passing>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rushing: Option<Rushing>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub receiving: Option<Receiving>,
    /// Blocking Value (offense).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bv: Option<Rated>,
    /// Pass Blocking Value (offensive linemen).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pbv: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defense: Option<Defense>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kicking: Option<Kicking>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub punting: Option<Punting>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kickoff: Option<Kickoff>,
    /// Season statistics line, informational only (the engine never reads it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stats: Option<String>,
    /// Season usage per game played, printed on the card as a guide to how the player was used
    /// (§24); AI coaches read it to share carries and targets as the real team did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub usage: Option<Usage>,
    /// The player's Football Bones card (`crate::bones`), when the team plays Bones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bones: Option<Box<crate::bones::BonesCard>>,
}

/// Per-game usage from the season statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Usage {
    pub attempts: f32,
    pub carries: f32,
    pub targets: f32,
    pub tackles: f32,
}

impl Usage {
    /// The most a usage figure may be: a game's plays (about a hundred). The coaches weigh their
    /// choices by these figures, so a larger one overflows their sums.
    pub const MAX_PER_GAME: f32 = 100.0;

    /// The first figure outside 0..=[`Usage::MAX_PER_GAME`], with its name.
    pub fn beyond_a_game(&self) -> Option<(&'static str, f32)> {
        [("attempts", self.attempts), ("carries", self.carries), ("targets", self.targets), ("tackles", self.tackles)].into_iter().find(|(_, x)| !(0.0..=Self::MAX_PER_GAME).contains(x))
    }
}

impl Player {
    pub fn group(&self) -> Group {
        self.pos.group()
    }
    pub fn bv(&self) -> Rated {
        self.bv.unwrap_or_default()
    }
    pub fn tv(&self) -> Rated {
        self.defense.map(|d| d.tv).unwrap_or_default()
    }
    pub fn ev_plays(&self) -> u8 {
        match self.ev {
            Some(Endurance::Plays(n)) => n,
            _ => 0,
        }
    }
    pub fn qb_grade(&self) -> Option<QbGrade> {
        match self.ev {
            Some(Endurance::Qb(g)) => Some(g),
            _ => None,
        }
    }
}

/// A returner's asterisked range: a Run Number range and the result it gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Asterisk {
    pub rn: NumRange,
    pub result: ReturnCell,
}

/// One column (PR1-PR4) of a team's Punt Return Card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuntReturner {
    pub player: String,
    /// Fair Catch Value: a PN at or under it lets a fair catch be returned.
    #[serde(default)]
    pub fc: u8,
    pub col: [ReturnCell; 12],
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asterisk: Option<Asterisk>,
}

/// One column (KR1-KR4) of a team's Kickoff Return Card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KickReturner {
    pub player: String,
    pub col: [ReturnCell; 12],
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asterisk: Option<Asterisk>,
}
