//! Football Bones cards: the "new manner" ballhandler columns (yardage rows −2..19 with d100
//! ranges, a Breakaway range and a Maximum), quarterback columns on the 1-100 Pass Number scale,
//! defensive and blocking values, and the kicking cards (digest `bones.md` §18).
//!
//! A Bones card rides on the family's [`crate::Player`] as its `bones` part, so a Bones team
//! is a [`crate::Team`] whose players carry one (rosters, lineups, usage and the league code are
//! shared). The TTF and 6th-edition fields of such a player are not read by the Bones engine.
//!
//! Ranges are inclusive, on the FAD's 1..=100 (the dice's "00" is 100). In JSON a range is
//! written `"97-00"`, `"99-100"` or a single number `"100"`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt;

/// An inclusive range of FAD rolls, 1..=100.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct D100 {
    pub lo: u8,
    pub hi: u8,
}

impl D100 {
    pub const fn new(lo: u8, hi: u8) -> D100 {
        D100 { lo, hi }
    }
    pub fn contains(self, roll: u8) -> bool {
        (self.lo..=self.hi).contains(&roll)
    }
    pub fn len(self) -> u8 {
        self.hi + 1 - self.lo
    }
    pub fn is_empty(self) -> bool {
        self.hi < self.lo
    }
    /// Parses `"97-00"`, `"99-100"`, `"5"`.
    pub fn parse(s: &str) -> Result<D100, String> {
        let num = |t: &str| -> Result<u8, String> {
            let t = t.trim();
            if t == "00" {
                return Ok(100);
            }
            t.parse::<u8>().map_err(|_| format!("'{s}' is not a FAD range (write 1-100, 00 for 100)"))
        };
        let (lo, hi) = match s.split_once('-') {
            Some((a, b)) => (num(a)?, num(b)?),
            None => {
                let n = num(s)?;
                (n, n)
            }
        };
        if lo == 0 || hi > 100 || lo > hi {
            return Err(format!("'{s}': a FAD range runs from 1 to 100 (00), low to high"));
        }
        Ok(D100 { lo, hi })
    }
}

impl fmt::Display for D100 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = |n: u8| if n == 100 { "00".to_string() } else { format!("{n:02}") };
        if self.lo == self.hi {
            write!(f, "{}", w(self.lo))
        } else {
            write!(f, "{}-{}", w(self.lo), w(self.hi))
        }
    }
}

impl Serialize for D100 {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for D100 {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<D100, D::Error> {
        let s = String::deserialize(d)?;
        D100::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// The lowest and highest yardage rows of a column.
pub const ROW_MIN: i8 = -2;
pub const ROW_MAX: i8 = 19;
/// Rows −2..=19.
pub const ROWS: usize = (ROW_MAX - ROW_MIN + 1) as usize;

/// A "new manner" yardage column (§18.1): for each yardage −2..19 the d100 range that gains it
/// (blank rows have none), the Breakaway range B and the Maximum yardage M under it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct YardColumn {
    pub rows: [Option<D100>; ROWS],
    pub brk: Option<D100>,
    pub max: Option<u8>,
}

impl YardColumn {
    /// The range of the row for `yards` (−2..=19).
    pub fn row(&self, yards: i8) -> Option<D100> {
        if !(ROW_MIN..=ROW_MAX).contains(&yards) {
            return None;
        }
        self.rows[(yards - ROW_MIN) as usize]
    }
    /// The yardage rows that have a range, ascending (the steps of §7.4).
    pub fn ranged(&self) -> impl Iterator<Item = i8> + '_ {
        (ROW_MIN..=ROW_MAX).filter(|y| self.row(*y).is_some())
    }
    /// What a roll reads: a yardage row, or the Breakaway range.
    pub fn read(&self, roll: u8) -> Option<ColumnRead> {
        if self.brk.is_some_and(|b| b.contains(roll)) {
            return Some(ColumnRead::Break);
        }
        (ROW_MIN..=ROW_MAX).find(|y| self.row(*y).is_some_and(|r| r.contains(roll))).map(ColumnRead::Yards)
    }
    /// A column with no range at all: the player cannot catch that type of pass (§9.1 step 4).
    pub fn is_blank(&self) -> bool {
        self.brk.is_none() && self.rows.iter().all(|r| r.is_none())
    }
    /// Checks that the ranges are disjoint and, with B, cover 1..=100 exactly (§18.1).
    pub fn check(&self) -> Result<(), String> {
        let mut seen = [false; 101];
        let all = self.rows.iter().enumerate().filter_map(|(i, r)| r.map(|r| (format!("row {}", i as i8 + ROW_MIN), r))).chain(self.brk.map(|b| ("B".to_string(), b)));
        for (name, r) in all {
            for n in r.lo..=r.hi {
                if seen[n as usize] {
                    return Err(format!("{name} ({r}) overlaps another range at {n:02}"));
                }
                seen[n as usize] = true;
            }
        }
        if let Some(n) = (1..=100).find(|n| !seen[*n]) {
            return Err(format!("no range holds {} (the rows and B must cover 01-00)", if n == 100 { "00".into() } else { format!("{n:02}") }));
        }
        if let Some(m) = self.max {
            if m < 20 {
                return Err(format!("M {m}: a breakaway runs at least 20 yards (§8)"));
            }
        }
        Ok(())
    }
    /// The chance (per 100) of each yardage row and of B.
    pub fn mean_yards(&self) -> f32 {
        let mut s = 0.0;
        for y in ROW_MIN..=ROW_MAX {
            if let Some(r) = self.row(y) {
                s += y as f32 * r.len() as f32;
            }
        }
        if let Some(b) = self.brk {
            s += b.len() as f32 * (20.0 + self.max.unwrap_or(60).max(20) as f32) / 2.0;
        }
        s / 100.0
    }
}

/// What a roll on a yardage column reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnRead {
    Yards(i8),
    Break,
}

#[derive(Serialize, Deserialize)]
struct YardColumnRepr {
    /// Yardage (as text, "-2".."19") to its range.
    rows: BTreeMap<String, D100>,
    #[serde(default, rename = "B", skip_serializing_if = "Option::is_none")]
    brk: Option<D100>,
    #[serde(default, rename = "M", skip_serializing_if = "Option::is_none")]
    max: Option<u8>,
}

impl Serialize for YardColumn {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let rows = (ROW_MIN..=ROW_MAX).filter_map(|y| self.row(y).map(|r| (y.to_string(), r))).collect();
        YardColumnRepr { rows, brk: self.brk, max: self.max }.serialize(s)
    }
}

impl<'de> Deserialize<'de> for YardColumn {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<YardColumn, D::Error> {
        let r = YardColumnRepr::deserialize(d)?;
        let mut c = YardColumn { brk: r.brk, max: r.max, ..YardColumn::default() };
        for (k, v) in r.rows {
            let y: i8 = k.trim().parse().map_err(|_| serde::de::Error::custom(format!("row '{k}' is not a yardage from -2 to 19")))?;
            if !(ROW_MIN..=ROW_MAX).contains(&y) {
                return Err(serde::de::Error::custom(format!("row {y}: the rows run from -2 to 19 yards (§18.1)")));
            }
            c.rows[(y - ROW_MIN) as usize] = Some(v);
        }
        Ok(c)
    }
}

/// One pass type's column on a quarterback card: COM 1..=com, INC com+1..int.lo−1, INT `int`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PassCol {
    pub com: u8,
    pub int: D100,
}

/// The quarterback's Pass Rush line: SACK 1..=sack, RUN sack+1..=run, COM run+1..=com, INC the
/// rest (§10.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PassRush {
    pub sack: u8,
    pub run: u8,
    pub com: u8,
}

/// A quarterback's passing columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QbCard {
    pub quick: PassCol,
    pub short: PassCol,
    pub long: PassCol,
    pub pass_rush: PassRush,
}

/// A defender's values (§18.2): Tackle Value (signed, ≤ 0 is a good tackler), Pass Rush
/// Value, Pass Defense value (signed, added to the completion range: negative is good
/// coverage), a lineman's Pass Deflect, and the interception range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct DefenseCard {
    pub tv: i8,
    pub prv: u8,
    #[serde(default)]
    pub pd: i8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub deflect: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub int: Option<D100>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A field-goal band: distances `from..=to` are good on a FAD in 1..=good.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FgBand {
    pub from: u8,
    pub to: u8,
    pub good: u8,
}

/// A place kicker (the extra point on 1..=xp; field goals by distance band, a reconstruction:
/// the field-goal page is missing from the seed, §16).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlaceKicking {
    pub xp: u8,
    pub fg: Vec<FgBand>,
}

/// Where a kickoff lands on a 1d10 (§15.1): the receiving team's yard line, a touchback or out
/// of bounds; with the adjustment to the returner's number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    Yard(u8),
    Touchback,
    OutOfBounds,
}

impl Serialize for Landing {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Landing::Yard(y) => s.serialize_str(&y.to_string()),
            Landing::Touchback => s.serialize_str("TB"),
            Landing::OutOfBounds => s.serialize_str("OOB"),
        }
    }
}

impl<'de> Deserialize<'de> for Landing {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Landing, D::Error> {
        let s = String::deserialize(d)?;
        match s.trim() {
            "TB" => Ok(Landing::Touchback),
            "OOB" => Ok(Landing::OutOfBounds),
            t => t.parse::<u8>().map(Landing::Yard).map_err(|_| serde::de::Error::custom(format!("kickoff landing '{s}': a yard line, TB or OOB"))),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KickoffCell {
    pub land: Landing,
    #[serde(default)]
    pub ret: i8,
}

/// The punter's return column read on a 1d10 (A31): a fair catch or a return.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PuntRet {
    FC,
    PR,
}

/// A punter card (§14): yards for punt numbers 0..=19 (20 is "See Below"), the 1d10 Ret column,
/// the "See Below" results, and the Coffin Corner adjustment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuntingCard {
    pub yards: [u8; 20],
    pub ret: [PuntRet; 10],
    /// "20 See Below": a 1 is the Long kick of `long` yards; `blocked` and `penalty` are 1d10
    /// ranges (lo, hi).
    pub long: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blocked: Option<(u8, u8)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub penalty: Option<(u8, u8)>,
    /// Coffin Corner adjustment (yards the landing may move nearer the goal), 0 for none.
    #[serde(default)]
    pub cc_adj: u8,
}

/// A returner's column (§14.1, §15.1): return yards for 1d10 = 1..=10, and the asterisk
/// (a '1' rolls a FAD; inside `range` the asterisk yards replace it; None yards = touchdown).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReturnCol {
    pub yards: [u8; 10],
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asterisk: Option<Asterisk>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Asterisk {
    pub range: D100,
    /// Yards of the long return; None is a touchdown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub yards: Option<u8>,
}

/// Rest-rate counters (1-4) of a ballhandler (§16, reconstructed: the rules are missing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct RestRates {
    pub rush: u8,
    pub pass: u8,
    pub recv: u8,
}

/// The Bones part of a player's card. Every part is optional: a card has what its positions use
/// (validated by the Bones engine's card checks).
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct BonesCard {
    /// Other positions the card may play without penalty (multi-purpose cards, §5.1); "OL" cards
    /// play anywhere on the line.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<crate::Position>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rush: Option<YardColumn>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quick: Option<YardColumn>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub short: Option<YardColumn>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub qb: Option<QbCard>,
    /// Blocking Value (signed) and a lineman's Pass Blocking Value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bv: Option<i8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pbv: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub defense: Option<DefenseCard>,
    /// A ballhandler's fumble range, 1..=fumble on a FAD (A44).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fumble: Option<u8>,
    #[serde(skip_serializing_if = "is_default_rest")]
    pub rest: RestRates,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kicking: Option<PlaceKicking>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kickoff: Option<[KickoffCell; 10]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub punting: Option<PuntingCard>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kr: Option<ReturnCol>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pr: Option<ReturnCol>,
}

fn is_default_rest(r: &RestRates) -> bool {
    *r == RestRates::default()
}

/// A Bones team's own Lineup Card entries: the kickoff and punt returners in order.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct BonesTeam {
    pub kr: Vec<String>,
    pub pr: Vec<String>,
    /// A drafted franchise's trades, oldest first, as one line each ("KC sends … to BAL; BAL
    /// sends … to KC"); both franchises of a trade carry its line.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub trades: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_parse_00_as_100_and_refuse_nonsense() {
        assert_eq!(D100::parse("97-00").unwrap(), D100::new(97, 100));
        assert_eq!(D100::parse("99-100").unwrap(), D100::new(99, 100));
        assert_eq!(D100::parse("5").unwrap(), D100::new(5, 5));
        assert!(D100::parse("0-5").is_err() && D100::parse("50-40").is_err() && D100::parse("x").is_err());
        assert_eq!(D100::new(97, 100).to_string(), "97-00");
    }

    #[test]
    fn a_column_round_trips_and_checks_its_coverage() {
        let j = r#"{"rows": {"-2": "1-5", "0": "6-40", "3": "41-90", "10": "91-98"}, "B": "99-00", "M": 64}"#;
        let c: YardColumn = serde_json::from_str(j).unwrap();
        assert!(c.check().is_ok());
        assert_eq!(c.read(99), Some(ColumnRead::Break));
        assert_eq!(c.read(41), Some(ColumnRead::Yards(3)));
        assert_eq!(c.ranged().collect::<Vec<_>>(), vec![-2, 0, 3, 10]);
        let back: YardColumn = serde_json::from_str(&serde_json::to_string(&c).unwrap()).unwrap();
        assert_eq!(back, c);
        let gap: YardColumn = serde_json::from_str(r#"{"rows": {"0": "1-50"}, "B": "99-00"}"#).unwrap();
        assert!(gap.check().unwrap_err().contains("51"));
        let bad = serde_json::from_str::<YardColumn>(r#"{"rows": {"20": "1-100"}}"#);
        assert!(bad.is_err());
    }
}
