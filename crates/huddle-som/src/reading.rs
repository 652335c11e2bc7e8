//! The grammar of a card cell (§2.3, §2.6, digest Part 4): what one row of one column says.
//!
//! Cells are written in data files in a compact text notation and parsed once, at load:
//!
//! | Text | Reading |
//! |---|---|
//! | `+7`, `-3`, `0` | yards |
//! | `TD` | touchdown |
//! | `X` or empty | incomplete (a blank on a passing card) |
//! | `F+1`, `F-2` | fumble, at that many yards |
//! | `INT+12` | interception, the pass intercepted that many yards downfield |
//! | `REC` | RECEIVER: read the intended receiver's card with a new roll |
//! | `MR` | QB Must Run |
//! | `SG`, `LG` | Short Gain, Long Gain |
//! | `F+1 2-9, +1 10-12` | split number: a new two-dice roll picks the part |
//! | `OFF C +7 OR +3` | offensive rating check (LT LG C RG RT TE BB, and the onside OT OG OE) |
//! | `DEF LT +1 OR +6` | defensive rating check (LE LT NT RT RE LLB MLB RLB LILB RILB LCB RCB SS FS) |
//! | `LB +2 OR +8`, `DB X OR SG` | "LB in zone" / "DB in zone" |
//! | `DEFENDER X OR SG` | the covering defender's check (§2.15.7) |
//!
//! A trailing `[]`, `[][]` or `(o)` marks the □, □□ and sniper-scope symbols of the defensive
//! cards (§2.15.8). Parenthesised Elementary double readings are not part of the notation: the
//! league ignores them (§2.6).

use crate::vocab::DefSlot;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Whose rating an offensive check reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OffCheck {
    Lt,
    Lg,
    C,
    Rg,
    Rt,
    Te,
    /// The blocking back (§2.4.5).
    Bb,
    /// The tackle, guard or end on the side the play goes to (§2.3).
    OnsideTackle,
    OnsideGuard,
    OnsideEnd,
}

impl OffCheck {
    /// Every check, in index order.
    pub const ALL: [OffCheck; 10] = [
        OffCheck::Lt,
        OffCheck::Lg,
        OffCheck::C,
        OffCheck::Rg,
        OffCheck::Rt,
        OffCheck::Te,
        OffCheck::Bb,
        OffCheck::OnsideTackle,
        OffCheck::OnsideGuard,
        OffCheck::OnsideEnd,
    ];
    /// A dense index, 0-9 (for per-check arrays).
    pub fn index(self) -> usize {
        OffCheck::ALL.iter().position(|&c| c == self).unwrap_or(0)
    }
}

/// The symbols of the defensive card (§2.15.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    /// □: with no linebacker behind the attacked area, add 10 to a Short Gain.
    Box,
    /// □□
    DoubleBox,
    /// The sniper scope (safety blitz).
    Scope,
}

/// One cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading {
    Yards(i8),
    Touchdown,
    Incomplete,
    Fumble(i8),
    Interception(i8),
    Receiver,
    MustRun,
    ShortGain,
    LongGain,
    /// A split number: a new two-dice total picks the part whose range holds it.
    Split(Vec<(u8, u8, Reading)>),
    /// Offensive rating ≥ the control die → `hi`, else `lo`.
    Off { who: OffCheck, hi: Box<Reading>, lo: Box<Reading> },
    /// Defensive rating ≥ the control die → `hi`, else `lo`.
    Def { who: DefSlot, hi: Box<Reading>, lo: Box<Reading> },
    /// "LB in zone": the zone's linebacker's rating.
    LbInZone { hi: Box<Reading>, lo: Box<Reading> },
    /// "DB in zone".
    DbInZone { hi: Box<Reading>, lo: Box<Reading> },
    /// "DEFENDER X OR …": the covering defender's rating ≥ the control die → incomplete.
    Defender { lo: Box<Reading> },
    /// A reading with a symbol of the defensive card.
    Marked(Box<Reading>, Symbol),
}

/// A cell that does not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cell \"{text}\": {why}")]
pub struct CellError {
    pub text: String,
    pub why: String,
}

fn err(text: &str, why: impl Into<String>) -> CellError {
    CellError { text: text.to_string(), why: why.into() }
}

fn parse_yards(s: &str) -> Option<i8> {
    let v: i16 = s.strip_prefix('+').unwrap_or(s).parse().ok()?;
    if s != "0" && !s.starts_with('+') && !s.starts_with('-') {
        return None;
    }
    (-99..=99).contains(&v).then_some(v as i8)
}

fn off_check(s: &str) -> Option<OffCheck> {
    Some(match s {
        "LT" => OffCheck::Lt,
        "LG" => OffCheck::Lg,
        "C" => OffCheck::C,
        "RG" => OffCheck::Rg,
        "RT" => OffCheck::Rt,
        "TE" => OffCheck::Te,
        "BB" => OffCheck::Bb,
        "OT" => OffCheck::OnsideTackle,
        "OG" => OffCheck::OnsideGuard,
        "OE" => OffCheck::OnsideEnd,
        _ => return None,
    })
}

fn def_slot(s: &str) -> Option<DefSlot> {
    Some(match s {
        "LE" => DefSlot::Le,
        "LT" => DefSlot::Lt,
        "NT" => DefSlot::Nt,
        "RT" => DefSlot::Rt,
        "RE" => DefSlot::Re,
        "LLB" => DefSlot::Llb,
        "MLB" => DefSlot::Mlb,
        "RLB" => DefSlot::Rlb,
        "LILB" => DefSlot::Lilb,
        "RILB" => DefSlot::Rilb,
        "LCB" => DefSlot::Lcb,
        "RCB" => DefSlot::Rcb,
        "SS" => DefSlot::Ss,
        "FS" => DefSlot::Fs,
        _ => return None,
    })
}

fn off_check_name(c: OffCheck) -> &'static str {
    match c {
        OffCheck::Lt => "LT",
        OffCheck::Lg => "LG",
        OffCheck::C => "C",
        OffCheck::Rg => "RG",
        OffCheck::Rt => "RT",
        OffCheck::Te => "TE",
        OffCheck::Bb => "BB",
        OffCheck::OnsideTackle => "OT",
        OffCheck::OnsideGuard => "OG",
        OffCheck::OnsideEnd => "OE",
    }
}

fn parse_range(s: &str) -> Option<(u8, u8)> {
    let (lo, hi) = match s.split_once('-') {
        Some((a, b)) => (a.parse().ok()?, b.parse().ok()?),
        None => {
            let v = s.parse().ok()?;
            (v, v)
        }
    };
    (2 <= lo && lo <= hi && hi <= 12).then_some((lo, hi))
}

impl Reading {
    /// Parses one cell of the notation above.
    pub fn parse(text: &str) -> Result<Reading, CellError> {
        let t = text.trim();
        for (mark, sym) in [("[][]", Symbol::DoubleBox), ("[]", Symbol::Box), ("(o)", Symbol::Scope)] {
            if let Some(rest) = t.strip_suffix(mark) {
                let inner = Reading::parse(rest).map_err(|e| err(text, e.why))?;
                if matches!(inner, Reading::Marked(..)) {
                    return Err(err(text, "two symbols on one cell"));
                }
                return Ok(Reading::Marked(Box::new(inner), sym));
            }
        }
        if t.contains(',') {
            let mut parts = Vec::new();
            let mut covered = [false; 13];
            for part in t.split(',') {
                let part = part.trim();
                let (r, range) = part.rsplit_once(' ').ok_or_else(|| err(text, format!("split part \"{part}\" needs a reading and a range")))?;
                let (lo, hi) = parse_range(range).ok_or_else(|| err(text, format!("\"{range}\" is not a range of two-dice totals (2-12)")))?;
                let r = Reading::parse(r).map_err(|e| err(text, e.why))?;
                if matches!(r, Reading::Split(_)) {
                    return Err(err(text, "a split inside a split"));
                }
                for c in &mut covered[lo as usize..=hi as usize] {
                    if *c {
                        return Err(err(text, format!("the ranges of the split overlap at {range}")));
                    }
                    *c = true;
                }
                parts.push((lo, hi, r));
            }
            if let Some(gap) = (2..=12).find(|&i| !covered[i]) {
                return Err(err(text, format!("the split leaves the total {gap} unread (its ranges must cover 2-12)")));
            }
            return Ok(Reading::Split(parts));
        }
        if let Some((head, lo)) = t.split_once(" OR ") {
            let lo = Box::new(Reading::parse(lo).map_err(|e| err(text, e.why))?);
            let mut words = head.split_whitespace();
            let kind = words.next().unwrap_or("");
            let who = words.next();
            let hi_text: Vec<&str> = words.collect();
            let hi_text = hi_text.join(" ");
            let two = |who: Option<&str>, hi: &str| -> Result<(String, Box<Reading>), CellError> {
                let w = who.ok_or_else(|| err(text, "the check names nobody"))?.to_string();
                Ok((w, Box::new(Reading::parse(hi).map_err(|e| err(text, e.why))?)))
            };
            return match kind {
                "OFF" => {
                    let (w, hi) = two(who, &hi_text)?;
                    let who = off_check(&w).ok_or_else(|| err(text, format!("\"{w}\" is not an offensive position (LT LG C RG RT TE BB OT OG OE)")))?;
                    Ok(Reading::Off { who, hi, lo })
                }
                "DEF" => {
                    let (w, hi) = two(who, &hi_text)?;
                    let who = def_slot(&w).ok_or_else(|| err(text, format!("\"{w}\" is not a defensive position")))?;
                    Ok(Reading::Def { who, hi, lo })
                }
                "LB" | "DB" | "DEFENDER" => {
                    // No position word: the first word after the kind is the first figure.
                    let hi_src = match who {
                        Some(w) if hi_text.is_empty() => w.to_string(),
                        Some(w) => format!("{w} {hi_text}"),
                        None => return Err(err(text, "the check has no first figure")),
                    };
                    let hi = Box::new(Reading::parse(&hi_src).map_err(|e| err(text, e.why))?);
                    match kind {
                        "LB" => Ok(Reading::LbInZone { hi, lo }),
                        "DB" => Ok(Reading::DbInZone { hi, lo }),
                        _ => {
                            if *hi != Reading::Incomplete {
                                return Err(err(text, "a DEFENDER check's first figure is X (incomplete), §2.15.7"));
                            }
                            Ok(Reading::Defender { lo })
                        }
                    }
                }
                _ => Err(err(text, format!("\"{kind}\" is not a rating check (OFF, DEF, LB, DB, DEFENDER)"))),
            };
        }
        Ok(match t {
            "" | "X" => Reading::Incomplete,
            "TD" => Reading::Touchdown,
            "REC" => Reading::Receiver,
            "MR" => Reading::MustRun,
            "SG" => Reading::ShortGain,
            "LG" => Reading::LongGain,
            _ => {
                if let Some(y) = t.strip_prefix("INT") {
                    Reading::Interception(parse_yards(y).ok_or_else(|| err(text, "INT needs its yards, e.g. INT+12"))?)
                } else if let Some(y) = t.strip_prefix('F') {
                    Reading::Fumble(parse_yards(y).ok_or_else(|| err(text, "F needs its yards, e.g. F+1"))?)
                } else {
                    Reading::Yards(parse_yards(t).ok_or_else(|| err(text, "not a reading (yards like +7, TD, X, F+1, INT+12, REC, MR, SG, LG, a split or a rating check)"))?)
                }
            }
        })
    }

    /// The largest yardage the cell can give directly (for validation and summaries).
    pub fn is_incomplete(&self) -> bool {
        matches!(self, Reading::Incomplete)
    }
}

impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let y = |v: i8| if v == 0 { "0".to_string() } else { format!("{v:+}") };
        match self {
            Reading::Yards(v) => write!(f, "{}", y(*v)),
            Reading::Touchdown => write!(f, "TD"),
            Reading::Incomplete => write!(f, "X"),
            Reading::Fumble(v) => write!(f, "F{}", y(*v)),
            Reading::Interception(v) => write!(f, "INT{}", y(*v)),
            Reading::Receiver => write!(f, "REC"),
            Reading::MustRun => write!(f, "MR"),
            Reading::ShortGain => write!(f, "SG"),
            Reading::LongGain => write!(f, "LG"),
            Reading::Split(parts) => {
                for (i, (lo, hi, r)) in parts.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    if lo == hi {
                        write!(f, "{r} {lo}")?;
                    } else {
                        write!(f, "{r} {lo}-{hi}")?;
                    }
                }
                Ok(())
            }
            Reading::Off { who, hi, lo } => write!(f, "OFF {} {hi} OR {lo}", off_check_name(*who)),
            Reading::Def { who, hi, lo } => write!(f, "DEF {} {hi} OR {lo}", who.name()),
            Reading::LbInZone { hi, lo } => write!(f, "LB {hi} OR {lo}"),
            Reading::DbInZone { hi, lo } => write!(f, "DB {hi} OR {lo}"),
            Reading::Defender { lo } => write!(f, "DEFENDER X OR {lo}"),
            Reading::Marked(r, s) => write!(
                f,
                "{r}{}",
                match s {
                    Symbol::Box => "[]",
                    Symbol::DoubleBox => "[][]",
                    Symbol::Scope => "(o)",
                }
            ),
        }
    }
}

impl Serialize for Reading {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Reading {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Reading, D::Error> {
        let s = String::deserialize(d)?;
        Reading::parse(&s).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_parse_and_print_back() {
        for t in [
            "+7", "-3", "0", "TD", "X", "F+1", "INT+12", "REC", "MR", "SG", "LG", "F+1 2-9, +1 10-12", "OFF C +7 OR +3", "DEF LT +1 OR +6", "LB +2 OR SG", "DB X OR +15",
            "DEFENDER X OR SG", "SG[]", "+4[][]", "REC(o)", "OFF BB +5 OR +1", "OFF OT +6 OR +2",
        ] {
            let r = Reading::parse(t).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(r.to_string(), t, "round trip of {t}");
        }
    }

    #[test]
    fn a_split_number_reads_a_fumble_on_2_to_9() {
        // [som 2.6] "F+1, 2-9, +1, 10-12".
        let r = Reading::parse("F+1 2-9, +1 10-12").unwrap();
        let Reading::Split(parts) = r else { panic!("not a split") };
        assert_eq!(parts[0], (2, 9, Reading::Fumble(1)));
        assert_eq!(parts[1], (10, 12, Reading::Yards(1)));
    }

    #[test]
    fn bad_cells_are_refused_with_the_reason() {
        for (t, why) in [
            ("F+1 2-9, +1 11-12", "unread"),
            ("F+1 2-9, +1 9-12", "overlap"),
            ("F+1 2-9, +1 10-13", "range"),
            ("OFF QB +3 OR +1", "offensive position"),
            ("DEFENDER +3 OR SG", "X (incomplete)"),
            ("7", "not a reading"),
            ("SG[](o)", "two symbols"),
        ] {
            let e = Reading::parse(t).expect_err(t);
            assert!(e.to_string().contains(why), "{t}: {e}");
        }
    }
}
