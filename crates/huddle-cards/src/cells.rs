//! The small value types printed on cards: rush and pass-gain cells, return cells, number
//! ranges. Each has a compact text form used in the data files ("SG", "L", "25*f", "1-24").

use serde::{Deserialize, Deserializer};
use std::fmt;
use std::str::FromStr;

/// A Run Number, 1..=12.
pub type Rn = u8;
/// A Pass Number, 1..=48.
pub type Pn = u8;

#[derive(Deserialize)]
#[serde(untagged)]
enum NumOrStr {
    Num(i64),
    Str(String),
}

/// Reads a JSON number or string as text (cards may write `12` or `"12"`).
#[doc(hidden)]
pub fn num_or_str<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    Ok(match NumOrStr::deserialize(d)? {
        NumOrStr::Num(n) => n.to_string(),
        NumOrStr::Str(s) => s,
    })
}

/// Serializes a type through its `Display` text and deserializes it through `FromStr` (from a
/// JSON string or number): the compact card notation used by every data file.
#[macro_export]
macro_rules! text_serde {
    ($t:ty) => {
        impl serde::Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(&self.to_string())
            }
        }
        impl<'de> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let s = $crate::cells::num_or_str(d)?;
                s.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}

/// One cell of a rushing column (N, I, O, SG): yards, or a pointer to another column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RushCell {
    Yards(i8),
    /// Short Gain: read the SG column with a new Run Number.
    Sg,
    /// Long Gain: read the LG column with a new Run Number.
    Lg,
    /// Long End-Reverse (receivers' SG column).
    Le,
    /// Long Scramble (quarterbacks' SG column).
    Ls,
}

impl FromStr for RushCell {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Ok(match s.trim() {
            "SG" => RushCell::Sg,
            "LG" => RushCell::Lg,
            "Le" => RushCell::Le,
            "Ls" => RushCell::Ls,
            t => RushCell::Yards(t.parse().map_err(|_| format!("'{t}' is not a rush cell (yards, SG, LG, Le or Ls)"))?),
        })
    }
}

impl fmt::Display for RushCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RushCell::Yards(y) => write!(f, "{y}"),
            RushCell::Sg => f.write_str("SG"),
            RushCell::Lg => f.write_str("LG"),
            RushCell::Le => f.write_str("Le"),
            RushCell::Ls => f.write_str("Ls"),
        }
    }
}
crate::text_serde!(RushCell);

/// One cell of a pass-gain column (Q, S, L): yards, "L" (read the Long column), or blank (the
/// receiver has no figure: the pass is dropped).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GainCell {
    Yards(i8),
    Long,
    Blank,
}

impl FromStr for GainCell {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Ok(match s.trim() {
            "L" => GainCell::Long,
            "" | "-" => GainCell::Blank,
            t => GainCell::Yards(t.parse().map_err(|_| format!("'{t}' is not a pass-gain cell (yards, L or -)"))?),
        })
    }
}

impl fmt::Display for GainCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GainCell::Yards(y) => write!(f, "{y}"),
            GainCell::Long => f.write_str("L"),
            GainCell::Blank => f.write_str("-"),
        }
    }
}
crate::text_serde!(GainCell);

/// A return result: yards or a touchdown, with the fumble ("f") and asterisk ("*") marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReturnCell {
    /// Return yards; `None` = touchdown.
    pub yards: Option<i8>,
    pub fumble: bool,
    pub asterisk: bool,
}

impl ReturnCell {
    pub fn yards(y: i8) -> ReturnCell {
        ReturnCell { yards: Some(y), fumble: false, asterisk: false }
    }
    pub fn td() -> ReturnCell {
        ReturnCell { yards: None, fumble: false, asterisk: false }
    }
}

impl FromStr for ReturnCell {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let mut t = s.trim();
        let mut fumble = false;
        let mut asterisk = false;
        loop {
            if let Some(r) = t.strip_suffix('*') {
                asterisk = true;
                t = r;
            } else if let Some(r) = t.strip_suffix('f') {
                fumble = true;
                t = r;
            } else {
                break;
            }
        }
        let yards = if t == "TD" {
            None
        } else {
            Some(t.parse().map_err(|_| format!("'{s}' is not a return cell (yards or TD, optionally followed by f and *)"))?)
        };
        Ok(ReturnCell { yards, fumble, asterisk })
    }
}

impl fmt::Display for ReturnCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.yards {
            Some(y) => write!(f, "{y}")?,
            None => f.write_str("TD")?,
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
crate::text_serde!(ReturnCell);

/// An inclusive range of numbers ("1-24", "48", or empty "-").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct NumRange {
    pub lo: u8,
    pub hi: u8,
}

impl NumRange {
    pub const EMPTY: NumRange = NumRange { lo: 1, hi: 0 };
    pub fn new(lo: u8, hi: u8) -> NumRange {
        NumRange { lo, hi }
    }
    pub fn is_empty(&self) -> bool {
        self.hi < self.lo
    }
    pub fn contains(&self, n: u8) -> bool {
        n >= self.lo && n <= self.hi
    }
    pub fn len(&self) -> u8 {
        if self.is_empty() {
            0
        } else {
            self.hi - self.lo + 1
        }
    }
}

impl FromStr for NumRange {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        if t == "-" || t.is_empty() {
            return Ok(NumRange::EMPTY);
        }
        let bad = || format!("'{s}' is not a number range (like 1-24, 48, or -)");
        match t.split_once('-') {
            Some((a, b)) => Ok(NumRange::new(a.trim().parse().map_err(|_| bad())?, b.trim().parse().map_err(|_| bad())?)),
            None => {
                let n = t.parse().map_err(|_| bad())?;
                Ok(NumRange::new(n, n))
            }
        }
    }
}

impl fmt::Display for NumRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            f.write_str("-")
        } else if self.lo == self.hi {
            write!(f, "{}", self.lo)
        } else {
            write!(f, "{}-{}", self.lo, self.hi)
        }
    }
}
crate::text_serde!(NumRange);

/// A defender's interception range (or a kicker's block range): a PN range, or "48?"
/// (PN 48, then a new PN: 1-24 succeeds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum IntRange {
    #[default]
    None,
    Range(NumRange),
    Maybe48,
}

impl IntRange {
    /// The range's lowest number, for "the smaller range" comparisons ("48?" counts as 48).
    pub fn lo(&self) -> Option<u8> {
        match self {
            IntRange::None => None,
            IntRange::Range(r) if r.is_empty() => None,
            IntRange::Range(r) => Some(r.lo),
            IntRange::Maybe48 => Some(48),
        }
    }
    pub fn size(&self) -> u8 {
        match self {
            IntRange::None => 0,
            IntRange::Range(r) => r.len(),
            IntRange::Maybe48 => 1,
        }
    }
    /// Whether `pn` falls in the range (for "48?" the second PN is the caller's business).
    pub fn contains(&self, pn: u8) -> bool {
        match self {
            IntRange::None => false,
            IntRange::Range(r) => r.contains(pn),
            IntRange::Maybe48 => pn == 48,
        }
    }
}

impl FromStr for IntRange {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        if t == "48?" {
            Ok(IntRange::Maybe48)
        } else {
            let r: NumRange = t.parse()?;
            Ok(if r.is_empty() { IntRange::None } else { IntRange::Range(r) })
        }
    }
}

impl fmt::Display for IntRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntRange::None => f.write_str("-"),
            IntRange::Range(r) => r.fmt(f),
            IntRange::Maybe48 => f.write_str("48?"),
        }
    }
}
crate::text_serde!(IntRange);

/// A value with an exceptional alternative, printed "+4(+5)" or "-3(-4)".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Rated {
    pub value: i8,
    pub exceptional: Option<i8>,
}

impl Rated {
    pub fn plain(value: i8) -> Rated {
        Rated { value, exceptional: None }
    }
    pub fn is_exceptional(&self) -> bool {
        self.exceptional.is_some()
    }
    /// The exceptional value when `use_ex`, else the normal one.
    pub fn get(&self, use_ex: bool) -> i8 {
        if use_ex {
            self.exceptional.unwrap_or(self.value)
        } else {
            self.value
        }
    }
}

impl FromStr for Rated {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        let bad = || format!("'{s}' is not a value like +3, -2 or +4(+5)");
        if let Some((a, b)) = t.split_once('(') {
            let b = b.strip_suffix(')').ok_or_else(bad)?;
            Ok(Rated { value: a.trim().parse().map_err(|_| bad())?, exceptional: Some(b.trim().parse().map_err(|_| bad())?) })
        } else {
            Ok(Rated::plain(t.parse().map_err(|_| bad())?))
        }
    }
}

impl fmt::Display for Rated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:+}", self.value)?;
        if let Some(e) = self.exceptional {
            write!(f, "({e:+})")?;
        }
        Ok(())
    }
}
crate::text_serde!(Rated);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_round_trip() {
        for s in ["SG", "LG", "Le", "Ls", "-3", "12"] {
            assert_eq!(s.parse::<RushCell>().unwrap().to_string(), s);
        }
        for s in ["L", "-", "7", "-2"] {
            assert_eq!(s.parse::<GainCell>().unwrap().to_string(), s);
        }
        let r: ReturnCell = "25f*".parse().unwrap();
        assert_eq!(r, ReturnCell { yards: Some(25), fumble: true, asterisk: true });
        assert_eq!("TD".parse::<ReturnCell>().unwrap().yards, None);
        assert_eq!("1-24".parse::<NumRange>().unwrap(), NumRange::new(1, 24));
        assert!("-".parse::<NumRange>().unwrap().is_empty());
        assert_eq!("48?".parse::<IntRange>().unwrap(), IntRange::Maybe48);
        assert_eq!("+4(+5)".parse::<Rated>().unwrap(), Rated { value: 4, exceptional: Some(5) });
        assert_eq!("-3(-4)".parse::<Rated>().unwrap().to_string(), "-3(-4)");
        assert!("x".parse::<RushCell>().is_err());
        assert!("1-x".parse::<NumRange>().is_err());
    }
}
