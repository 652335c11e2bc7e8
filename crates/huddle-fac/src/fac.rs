//! Fast Action Cards (TTF 7th §6, §27.1).
//!
//! Text notation used in deck files (one field per reading):
//! - run directives `il`/`ir`/`sl`/`sr`: `"LG"`, `"LG+LT"`, `"BK"`, `"B"`, `"B+G"`, `"LG vs B"`,
//!   `"BK vs H"`, `"Breakaway"`; blocker codes LE LT LG CN RG RT RE BK, boxes A-O.
//! - End-Reverse `er`: `"OK"` or a loss such as `"-3"`.
//! - Screen `sc`: `"Com"`, `"Com x2"`, `"Com x3"`, `"Com x1/2"`, `"Inc"`, `"Int"`.
//! - Quick/Short/Long `qk`/`sh`/`lg`: `"Orig"`, `"FL"`, `"LE"`, `"RE"`, `"BK1"`, `"BK2"`,
//!   `"BK3"`, `"PR"` (Pass Rush).
//! - Z result `z`: `"Inj O:LG"` (offensive position), `"Inj D:C"` (defensive box), `"Inj BC"`,
//!   `"Pen O/D/R/K"` (penalized team for categories 1-4), `"Fum"`, `"Fum(s)"`, `"x2"`, `"x3"`.
//! - Solitaire `sol`: five of `"Blitz"`, `"Run(NK)"`, `"Run(BC)"`, `"Pass"`, `"Prevent"`,
//!   `"Pass(x2)"`, `"Prevent(x2)"`.

use huddle_cards::{DefBox, OffBox};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

pub(crate) use huddle_cards::text_serde;

/// An offensive blocker named by a run directive (two-letter codes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Blocker {
    /// Left end: whoever is in LE or LTE.
    LE,
    LT,
    LG,
    CN,
    RG,
    RT,
    /// Right end: whoever is in RE or RTE.
    RE,
    /// The back(s) not carrying the ball.
    BK,
}

impl Blocker {
    pub const ALL: [Blocker; 8] = [Blocker::LE, Blocker::LT, Blocker::LG, Blocker::CN, Blocker::RG, Blocker::RT, Blocker::RE, Blocker::BK];
    pub fn as_str(self) -> &'static str {
        match self {
            Blocker::LE => "LE",
            Blocker::LT => "LT",
            Blocker::LG => "LG",
            Blocker::CN => "CN",
            Blocker::RG => "RG",
            Blocker::RT => "RT",
            Blocker::RE => "RE",
            Blocker::BK => "BK",
        }
    }
    /// The display box of a line blocker (ends and backs depend on the formation).
    pub fn line_box(self) -> Option<OffBox> {
        Some(match self {
            Blocker::LT => OffBox::LT,
            Blocker::LG => OffBox::LG,
            Blocker::CN => OffBox::C,
            Blocker::RG => OffBox::RG,
            Blocker::RT => OffBox::RT,
            _ => return None,
        })
    }
}

impl FromStr for Blocker {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Blocker::ALL.iter().copied().find(|b| b.as_str() == s.trim()).ok_or_else(|| format!("'{s}' is not a blocker code (LE LT LG CN RG RT RE BK)"))
    }
}

/// Up to two items named together ("LG+LT", "B+G").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Two<T> {
    pub first: T,
    pub second: Option<T>,
}

impl<T: Copy> Two<T> {
    pub fn one(t: T) -> Self {
        Two { first: t, second: None }
    }
    pub fn iter(&self) -> impl Iterator<Item = T> {
        std::iter::once(self.first).chain(self.second)
    }
}

/// A run play directive (IL, IR, SL, SR).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunDir {
    Blockers(Two<Blocker>),
    Boxes(Two<DefBox>),
    Versus(Blocker, DefBox),
    Breakaway,
}

fn parse_two<T: FromStr<Err = String> + Copy>(s: &str) -> Result<Two<T>, String> {
    let mut parts = s.split('+');
    let first = parts.next().unwrap_or("").parse()?;
    let second = parts.next().map(|p| p.parse()).transpose()?;
    if parts.next().is_some() {
        return Err(format!("'{s}' names more than two"));
    }
    Ok(Two { first, second })
}

impl FromStr for RunDir {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        if t == "Breakaway" {
            return Ok(RunDir::Breakaway);
        }
        if let Some((a, b)) = t.split_once(" vs ") {
            return Ok(RunDir::Versus(a.parse()?, b.parse()?));
        }
        let first = t.split('+').next().unwrap_or("");
        if first.len() == 1 {
            Ok(RunDir::Boxes(parse_two(t)?))
        } else {
            Ok(RunDir::Blockers(parse_two(t)?))
        }
    }
}

impl fmt::Display for RunDir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunDir::Blockers(b) => {
                f.write_str(b.first.as_str())?;
                if let Some(s) = b.second {
                    write!(f, "+{}", s.as_str())?;
                }
                Ok(())
            }
            RunDir::Boxes(b) => {
                write!(f, "{}", b.first)?;
                if let Some(s) = b.second {
                    write!(f, "+{s}")?;
                }
                Ok(())
            }
            RunDir::Versus(b, x) => write!(f, "{} vs {x}", b.as_str()),
            RunDir::Breakaway => f.write_str("Breakaway"),
        }
    }
}
text_serde!(RunDir);

/// End-Reverse directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErDir {
    Ok,
    Loss(i8),
}

impl FromStr for ErDir {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim() {
            "OK" => Ok(ErDir::Ok),
            t => {
                let n: i8 = t.parse().map_err(|_| format!("'{s}' is not an ER directive (OK or a negative number)"))?;
                if n >= 0 {
                    return Err(format!("ER directive {n} must be negative (a loss) or OK"));
                }
                Ok(ErDir::Loss(n))
            }
        }
    }
}

impl fmt::Display for ErDir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErDir::Ok => f.write_str("OK"),
            ErDir::Loss(n) => write!(f, "{n}"),
        }
    }
}
text_serde!(ErDir);

/// Yardage multiplier on a Screen directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenMult {
    One,
    Half,
    Two,
    Three,
}

/// Screen directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenDir {
    Com(ScreenMult),
    Inc,
    Int,
}

impl FromStr for ScreenDir {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Ok(match s.trim() {
            "Com" => ScreenDir::Com(ScreenMult::One),
            "Com x2" => ScreenDir::Com(ScreenMult::Two),
            "Com x3" => ScreenDir::Com(ScreenMult::Three),
            "Com x1/2" => ScreenDir::Com(ScreenMult::Half),
            "Inc" => ScreenDir::Inc,
            "Int" => ScreenDir::Int,
            _ => return Err(format!("'{s}' is not a Screen directive (Com, Com x2, Com x3, Com x1/2, Inc, Int)")),
        })
    }
}

impl fmt::Display for ScreenDir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ScreenDir::Com(ScreenMult::One) => "Com",
            ScreenDir::Com(ScreenMult::Two) => "Com x2",
            ScreenDir::Com(ScreenMult::Three) => "Com x3",
            ScreenDir::Com(ScreenMult::Half) => "Com x1/2",
            ScreenDir::Inc => "Inc",
            ScreenDir::Int => "Int",
        })
    }
}
text_serde!(ScreenDir);

/// Where a Quick/Short/Long directive sends the pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassTarget {
    /// FL1, else FL2, else BK3.
    FL,
    LE,
    RE,
    BK1,
    BK2,
    BK3,
}

/// Quick/Short/Long directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassDir {
    Original,
    To(PassTarget),
    PassRush,
}

impl FromStr for PassDir {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Ok(match s.trim() {
            "Orig" => PassDir::Original,
            "PR" => PassDir::PassRush,
            "FL" => PassDir::To(PassTarget::FL),
            "LE" => PassDir::To(PassTarget::LE),
            "RE" => PassDir::To(PassTarget::RE),
            "BK1" => PassDir::To(PassTarget::BK1),
            "BK2" => PassDir::To(PassTarget::BK2),
            "BK3" => PassDir::To(PassTarget::BK3),
            _ => return Err(format!("'{s}' is not a pass directive (Orig, PR, FL, LE, RE, BK1, BK2, BK3)")),
        })
    }
}

impl fmt::Display for PassDir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PassDir::Original => "Orig",
            PassDir::PassRush => "PR",
            PassDir::To(PassTarget::FL) => "FL",
            PassDir::To(PassTarget::LE) => "LE",
            PassDir::To(PassTarget::RE) => "RE",
            PassDir::To(PassTarget::BK1) => "BK1",
            PassDir::To(PassTarget::BK2) => "BK2",
            PassDir::To(PassTarget::BK3) => "BK3",
        })
    }
}
text_serde!(PassDir);

/// Who a Z-card injury names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InjuryWho {
    Offense(OffBox),
    Defense(DefBox),
    BallCarrier,
}

/// Penalized team per penalty category, as printed on a Z result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PenaltyTeams {
    /// Categories 1 and 2: true = offense, false = defense.
    pub cat1_offense: bool,
    pub cat2_offense: bool,
    /// Categories 3 and 4: true = receiving team, false = kicking team.
    pub cat3_receiving: bool,
    pub cat4_receiving: bool,
}

/// The Z Results section of a FAC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZResult {
    Injury(InjuryWho),
    Penalty(PenaltyTeams),
    Fumble,
    /// "Fumble(s)": home-team and surehanded adjustments apply.
    FumbleS,
    Double,
    Triple,
}

impl FromStr for ZResult {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        let bad = || format!("'{s}' is not a Z result (Inj O:<box>, Inj D:<box>, Inj BC, Pen O/D/R/K, Fum, Fum(s), x2, x3)");
        Ok(match t {
            "Fum" => ZResult::Fumble,
            "Fum(s)" => ZResult::FumbleS,
            "x2" => ZResult::Double,
            "x3" => ZResult::Triple,
            "Inj BC" => ZResult::Injury(InjuryWho::BallCarrier),
            _ => {
                if let Some(b) = t.strip_prefix("Inj O:") {
                    ZResult::Injury(InjuryWho::Offense(b.parse()?))
                } else if let Some(b) = t.strip_prefix("Inj D:") {
                    ZResult::Injury(InjuryWho::Defense(b.parse()?))
                } else if let Some(p) = t.strip_prefix("Pen ") {
                    let v: Vec<&str> = p.split('/').collect();
                    if v.len() != 4 {
                        return Err(bad());
                    }
                    let od = |x: &str| match x {
                        "O" => Ok(true),
                        "D" => Ok(false),
                        _ => Err(bad()),
                    };
                    let rk = |x: &str| match x {
                        "R" => Ok(true),
                        "K" => Ok(false),
                        _ => Err(bad()),
                    };
                    ZResult::Penalty(PenaltyTeams {
                        cat1_offense: od(v[0])?,
                        cat2_offense: od(v[1])?,
                        cat3_receiving: rk(v[2])?,
                        cat4_receiving: rk(v[3])?,
                    })
                } else {
                    return Err(bad());
                }
            }
        })
    }
}

impl fmt::Display for ZResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ZResult::Fumble => f.write_str("Fum"),
            ZResult::FumbleS => f.write_str("Fum(s)"),
            ZResult::Double => f.write_str("x2"),
            ZResult::Triple => f.write_str("x3"),
            ZResult::Injury(InjuryWho::BallCarrier) => f.write_str("Inj BC"),
            ZResult::Injury(InjuryWho::Offense(b)) => write!(f, "Inj O:{b}"),
            ZResult::Injury(InjuryWho::Defense(b)) => write!(f, "Inj D:{b}"),
            ZResult::Penalty(p) => write!(
                f,
                "Pen {}/{}/{}/{}",
                if p.cat1_offense { "O" } else { "D" },
                if p.cat2_offense { "O" } else { "D" },
                if p.cat3_receiving { "R" } else { "K" },
                if p.cat4_receiving { "R" } else { "K" }
            ),
        }
    }
}
text_serde!(ZResult);

/// A defense listed in a FAC's Solitaire section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolDefense {
    Blitz,
    RunNoKey,
    /// Run defense keying the ball carrier.
    RunBallCarrier,
    Pass,
    Prevent,
    PassDouble,
    PreventDouble,
}

impl FromStr for SolDefense {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Ok(match s.trim() {
            "Blitz" => SolDefense::Blitz,
            "Run(NK)" => SolDefense::RunNoKey,
            "Run(BC)" => SolDefense::RunBallCarrier,
            "Pass" => SolDefense::Pass,
            "Prevent" => SolDefense::Prevent,
            "Pass(x2)" => SolDefense::PassDouble,
            "Prevent(x2)" => SolDefense::PreventDouble,
            _ => return Err(format!("'{s}' is not a solitaire defense (Blitz, Run(NK), Run(BC), Pass, Prevent, Pass(x2), Prevent(x2))")),
        })
    }
}

impl fmt::Display for SolDefense {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SolDefense::Blitz => "Blitz",
            SolDefense::RunNoKey => "Run(NK)",
            SolDefense::RunBallCarrier => "Run(BC)",
            SolDefense::Pass => "Pass",
            SolDefense::Prevent => "Prevent",
            SolDefense::PassDouble => "Pass(x2)",
            SolDefense::PreventDouble => "Prevent(x2)",
        })
    }
}
text_serde!(SolDefense);

/// The readings of a regular (non-Z) Fast Action Card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FacCard {
    /// Run Number 1-12.
    pub rn: u8,
    /// "OB" printed after the Run Number.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ob: bool,
    /// Pass Number 1-48.
    pub pn: u8,
    pub il: RunDir,
    pub ir: RunDir,
    pub sl: RunDir,
    pub sr: RunDir,
    pub er: ErDir,
    pub sc: ScreenDir,
    pub qk: PassDir,
    pub sh: PassDir,
    pub lg: PassDir,
    pub z: ZResult,
    pub sol: [SolDefense; 5],
}

/// A Fast Action Card: a Z card, or a regular card with readings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Fac {
    Z { z_card: ZMarker },
    Card(FacCard),
}

/// Serialized as `"z_card": true`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZMarker;

impl Serialize for ZMarker {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bool(true)
    }
}
impl<'de> Deserialize<'de> for ZMarker {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if bool::deserialize(d)? {
            Ok(ZMarker)
        } else {
            Err(serde::de::Error::custom("z_card must be true"))
        }
    }
}

impl Fac {
    pub fn z() -> Fac {
        Fac::Z { z_card: ZMarker }
    }
    pub fn is_z(&self) -> bool {
        matches!(self, Fac::Z { .. })
    }
    pub fn card(&self) -> Option<&FacCard> {
        match self {
            Fac::Card(c) => Some(c),
            Fac::Z { .. } => None,
        }
    }
}

/// A deck file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckFile {
    pub name: String,
    #[serde(default)]
    pub notes: Vec<String>,
    pub cards: Vec<Fac>,
}

/// A problem with a deck file.
#[derive(Debug, thiserror::Error)]
pub enum DeckError {
    #[error("{file}: not a valid deck file: {cause}")]
    Parse { file: String, cause: serde_json::Error },
    #[error("{file}: {entry}: {rule}")]
    Invalid { file: String, entry: String, rule: String },
}

impl DeckFile {
    /// Parses and validates a deck. `size` and `z_cards` are the edition's deck composition.
    pub fn parse(text: &str, file: &str, size: usize, z_cards: usize) -> Result<DeckFile, DeckError> {
        let deck: DeckFile = serde_json::from_str(text).map_err(|cause| DeckError::Parse { file: file.into(), cause })?;
        deck.validate(file, size, z_cards)?;
        Ok(deck)
    }

    pub fn validate(&self, file: &str, size: usize, z_cards: usize) -> Result<(), DeckError> {
        let inv = |entry: String, rule: String| DeckError::Invalid { file: file.into(), entry, rule };
        if self.cards.len() != size {
            return Err(inv("cards".into(), format!("the deck must hold {size} cards, found {} [ttf7 6]", self.cards.len())));
        }
        let z = self.cards.iter().filter(|c| c.is_z()).count();
        if z != z_cards {
            return Err(inv("cards".into(), format!("the deck must hold {z_cards} Z cards, found {z} [ttf7 6]")));
        }
        for (i, c) in self.cards.iter().enumerate() {
            if let Fac::Card(f) = c {
                if !(1..=12).contains(&f.rn) {
                    return Err(inv(format!("card {}", i + 1), format!("Run Number {} is not 1-12 [ttf7 6]", f.rn)));
                }
                if !(1..=48).contains(&f.pn) {
                    return Err(inv(format!("card {}", i + 1), format!("Pass Number {} is not 1-48 [ttf7 6]", f.pn)));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directives_parse_and_print() {
        for s in ["LG", "LG+LT", "BK", "B", "B+G", "LG vs B", "BK vs H", "Breakaway", "CN vs C"] {
            assert_eq!(s.parse::<RunDir>().unwrap().to_string(), s);
        }
        assert!(matches!("C".parse::<RunDir>().unwrap(), RunDir::Boxes(_)));
        assert!(matches!("CN".parse::<RunDir>().unwrap(), RunDir::Blockers(_)));
        assert!("XX".parse::<RunDir>().is_err());
        for s in ["Inj O:LG", "Inj D:C", "Inj BC", "Pen O/D/R/K", "Fum", "Fum(s)", "x2", "x3"] {
            assert_eq!(s.parse::<ZResult>().unwrap().to_string(), s);
        }
        assert!("Pen O/D/R".parse::<ZResult>().is_err());
        assert!("3".parse::<ErDir>().is_err());
        assert_eq!("-4".parse::<ErDir>().unwrap(), ErDir::Loss(-4));
    }
}
