//! The league's charts (T3-T26 of the rulebook, digest `som.md` Part 3) as data: `data/som.json`,
//! parsed once and validated on load, with typed lookups the engine calls.
//!
//! Every table carries its seed lines (`source`). Where the seed does not print a cell legibly the
//! table lists a [`Reconstruction`]: the reading chosen (the digest's recommendation) and the
//! alternative. T1 and T2 (the formation charts) are not here.
//!
//! **Loading.** [`Tables::embedded`] parses the built-in file once; [`Tables::from_json`] and
//! [`Tables::load`] read a user's file (say, one transcribed from the real charts). A bad file is a
//! [`TablesError`] naming the file, the entry (table and row/column) and the rule it breaks; a
//! type error also names the JSON path. Nothing in loading panics.
//!
//! **Lookups** take dice as thrown. A results-dice total outside 2-12 is clamped into it and a die
//! face outside 1-6 into that range, so a lookup never panics; no lookup allocates.

use crate::vocab::{DefCall, DefSlot, Dir, Front, FumbleRating, OffSlot, PassKind, PassPlay};
use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

/// The embedded charts.
pub const SOM_JSON: &str = include_str!("../data/som.json");

/// The name errors in the embedded file carry.
pub const EMBEDDED_FILE: &str = "som.json (embedded)";

// ---------------------------------------------------------------------------------------------
// Errors

/// A chart file that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TablesError {
    /// The file cannot be read.
    #[error("{file}: cannot read: {message}")]
    Io { file: String, message: String },
    /// Not JSON, or a value of the wrong type or notation; `path` is the JSON path of the value.
    #[error("{file}: {path}: {message}")]
    Json { file: String, path: String, message: String },
    /// Well-formed JSON that breaks a rule of the charts. `table` is the chart id (T3-T26),
    /// `entry` the row/column, `rule` the section using the chart (`som 2.13.5`).
    #[error("{file}: {table} {entry}: {message} [{rule}]")]
    Invalid { file: String, table: String, entry: String, rule: String, message: String },
}

// ---------------------------------------------------------------------------------------------
// Cell notations

/// A scalar token of a cell: the charts mix numbers and words.
enum Tok<'a> {
    Int(i64),
    Str(&'a str),
}

struct TokVisitor<T> {
    what: &'static str,
    parse: fn(Tok<'_>) -> Result<T, String>,
}

impl<'de, T> de::Visitor<'de> for TokVisitor<T> {
    type Value = T;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.what)
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<T, E> {
        (self.parse)(Tok::Int(v)).map_err(E::custom)
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<T, E> {
        (self.parse)(Tok::Int(i64::try_from(v).unwrap_or(i64::MAX))).map_err(E::custom)
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        (self.parse)(Tok::Str(v)).map_err(E::custom)
    }
}

macro_rules! notation {
    ($t:ty, $what:expr, $parse:path) => {
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                d.deserialize_any(TokVisitor { what: $what, parse: $parse })
            }
        }
    };
}

fn int_in<T: TryFrom<i64>>(v: i64, what: &str) -> Result<T, String> {
    T::try_from(v).map_err(|_| format!("{v} is out of range for {what}"))
}

/// Parses a signed yardage "+34", "-2", "0", "15".
fn signed_yards(s: &str) -> Option<i8> {
    let t = s.trim();
    let t = t.strip_prefix('+').unwrap_or(t);
    t.parse::<i8>().ok()
}

/// A set of results-dice totals (2-12) or die faces (1-6), written as in the charts: `"2-6,9"`,
/// `"2,12"`, `"Sack"` (every total 2-12), `"0"` (none); a JSON list of numbers `[2, 3, 9]` is
/// accepted too. The written spans are kept for validation; the set is kept as a sorted list so a
/// lookup returns a slice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Totals {
    spans: Vec<(u8, u8)>,
    list: [u8; 16],
    len: u8,
    mask: u16,
}

impl Totals {
    /// Builds the set from written spans (`(lo, hi)`, inclusive). Values above 15 are dropped
    /// from the set (validation reports them).
    pub fn from_spans(spans: Vec<(u8, u8)>) -> Totals {
        let mut mask = 0u16;
        for &(a, b) in &spans {
            for v in a.min(16)..=b.min(15) {
                mask |= 1 << v;
            }
        }
        let mut list = [0u8; 16];
        let mut len = 0u8;
        for v in 0..16u8 {
            if mask & (1 << v) != 0 {
                list[len as usize] = v;
                len += 1;
            }
        }
        Totals { spans, list, len, mask }
    }
    /// The totals, ascending.
    pub fn as_slice(&self) -> &[u8] {
        &self.list[..self.len as usize]
    }
    pub fn contains(&self, total: u8) -> bool {
        total < 16 && self.mask & (1 << total) != 0
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The spans as written.
    pub fn spans(&self) -> &[(u8, u8)] {
        &self.spans
    }
    /// Ways out of 36 that two dice show one of these totals.
    pub fn ways(&self) -> u8 {
        self.as_slice().iter().filter(|&&t| (2..=12).contains(&t)).map(|&t| 6 - (t as i8 - 7).unsigned_abs()).sum()
    }
    /// The sure run of a sack cell: the largest `n` with every total 2..=n in the set (1 if 2 is
    /// not in it). The charts grow this run as the rush rating rises and the block rating falls.
    pub fn run_from_2(&self) -> u8 {
        let mut n = 1;
        while n < 12 && self.contains(n + 1) {
            n += 1;
        }
        n
    }
    fn parse(s: &str) -> Result<Totals, String> {
        let t = s.trim();
        if t.eq_ignore_ascii_case("sack") {
            return Ok(Totals::from_spans(vec![(2, 12)]));
        }
        if t == "0" {
            return Ok(Totals::from_spans(Vec::new()));
        }
        let bad = || format!("'{s}' is not a list of totals such as \"2-6,9\", \"2,12\", \"Sack\" or \"0\"");
        let mut spans = Vec::new();
        for part in t.split(',') {
            let p = part.trim();
            let (a, b) = p.split_once('-').unwrap_or((p, p));
            let a: u8 = a.trim().parse().map_err(|_| bad())?;
            let b: u8 = b.trim().parse().map_err(|_| bad())?;
            spans.push((a, b));
        }
        Ok(Totals::from_spans(spans))
    }
}

impl fmt::Display for Totals {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.spans.is_empty() {
            return f.write_str("0");
        }
        if self.spans == [(2, 12)] {
            return f.write_str("Sack");
        }
        for (i, &(a, b)) in self.spans.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            if a == b {
                write!(f, "{a}")?;
            } else {
                write!(f, "{a}-{b}")?;
            }
        }
        Ok(())
    }
}

impl Serialize for Totals {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Totals {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> de::Visitor<'de> for V {
            type Value = Totals;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("totals such as \"2-6,9\", \"Sack\", \"0\" or a list of numbers")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Totals, E> {
                Totals::parse(v).map_err(E::custom)
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Totals, E> {
                let n = u8::try_from(v).map_err(|_| E::custom(format!("total {v} is out of range")))?;
                Ok(Totals::from_spans(if n == 0 { Vec::new() } else { vec![(n, n)] }))
            }
            fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Totals, A::Error> {
                let mut spans = Vec::new();
                while let Some(n) = seq.next_element::<u8>()? {
                    spans.push((n, n));
                }
                Ok(Totals::from_spans(spans))
            }
        }
        d.deserialize_any(V)
    }
}

/// The top of a black-die range that starts at 1: `"1-5"` is 5, `"1"` is 1, `"0"` (or N/A) is 0,
/// never (T5, T25).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct DieMax(pub u8);

fn parse_die_max(t: Tok<'_>) -> Result<DieMax, String> {
    match t {
        Tok::Int(v) => Ok(DieMax(int_in(v, "a die")?)),
        Tok::Str(s) => {
            let x = s.trim();
            if x == "0" || x.eq_ignore_ascii_case("n/a") {
                return Ok(DieMax(0));
            }
            let (a, b) = x.split_once('-').unwrap_or((x, x));
            match (a.trim().parse::<u8>(), b.trim().parse::<u8>()) {
                (Ok(1), Ok(b)) => Ok(DieMax(b)),
                _ => Err(format!("'{s}' is not a die range from 1 (\"1-5\", \"1\", \"0\")")),
            }
        }
    }
}
notation!(DieMax, "a die range such as \"1-5\", \"1\" or \"0\"", parse_die_max);

impl Serialize for DieMax {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            0 | 1 => s.collect_str(&self.0),
            n => s.collect_str(&format_args!("1-{n}")),
        }
    }
}

/// An interception return (T14, T21): yards, a touchdown, or a fumble after `n` yards.
/// Written `44`, `"-2"`, `"+25"`, `"TD"`, `"F+8"` or `"+22 fumble"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReturnCell {
    Yards(i8),
    Touchdown,
    /// The returner fumbles after this many yards (§2.7 step 4): roll for recovery.
    Fumble(u8),
}

fn parse_return(t: Tok<'_>) -> Result<ReturnCell, String> {
    match t {
        Tok::Int(v) => Ok(ReturnCell::Yards(int_in(v, "return yards")?)),
        Tok::Str(s) => {
            let x = s.trim();
            if x.eq_ignore_ascii_case("TD") || x.eq_ignore_ascii_case("touchdown") {
                return Ok(ReturnCell::Touchdown);
            }
            let fumble = x.strip_prefix("F+").or_else(|| x.strip_prefix("F +")).or_else(|| x.strip_suffix(" fumble").map(|y| y.trim_start_matches('+')));
            if let Some(n) = fumble {
                return n.trim().parse::<u8>().map(ReturnCell::Fumble).map_err(|_| format!("'{s}' is not a fumble return (\"F+8\")"));
            }
            signed_yards(x).map(ReturnCell::Yards).ok_or_else(|| format!("'{s}' is not a return (yards, \"TD\" or \"F+n\")"))
        }
    }
}
notation!(ReturnCell, "a return: yards, \"TD\" or \"F+n\"", parse_return);

impl Serialize for ReturnCell {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            ReturnCell::Yards(n) => s.serialize_i8(n),
            ReturnCell::Touchdown => s.serialize_str("TD"),
            ReturnCell::Fumble(n) => s.collect_str(&format_args!("F+{n}")),
        }
    }
}

/// A reading of the Advancing Loose Ball chart (T8). Written `"+34"`, `"-1"`, `"0"`,
/// `"Short Gain"`, `"Long Gain"`, `"Touchdown"`, `"+3 Fumble"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advance {
    Yards(i8),
    /// The X-Chart Short Gain.
    ShortGain,
    /// The Variable Long Gain chart (T18).
    LongGain,
    Touchdown,
    /// Advance the yards, then a new fumble: roll for recovery.
    FumbleAfter(i8),
}

fn parse_advance(t: Tok<'_>) -> Result<Advance, String> {
    match t {
        Tok::Int(v) => Ok(Advance::Yards(int_in(v, "yards")?)),
        Tok::Str(s) => {
            let x = s.trim();
            let lower = x.to_ascii_lowercase();
            match lower.as_str() {
                "short gain" => return Ok(Advance::ShortGain),
                "long gain" => return Ok(Advance::LongGain),
                "touchdown" | "td" => return Ok(Advance::Touchdown),
                _ => {}
            }
            if let Some(y) = lower.strip_suffix("fumble") {
                return signed_yards(y).map(Advance::FumbleAfter).ok_or_else(|| format!("'{s}' is not \"+n Fumble\""));
            }
            signed_yards(x).map(Advance::Yards).ok_or_else(|| format!("'{s}' is not a loose-ball advance (\"+7\", \"Short Gain\", \"Long Gain\", \"Touchdown\", \"+3 Fumble\")"))
        }
    }
}
notation!(Advance, "a loose-ball advance", parse_advance);

fn plus(n: i8) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

impl Serialize for Advance {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Advance::Yards(n) => s.serialize_str(&plus(n)),
            Advance::ShortGain => s.serialize_str("Short Gain"),
            Advance::LongGain => s.serialize_str("Long Gain"),
            Advance::Touchdown => s.serialize_str("Touchdown"),
            Advance::FumbleAfter(n) => s.collect_str(&format_args!("{} Fumble", plus(n))),
        }
    }
}

/// A cell of the Variable Long Gain chart (T18): yards gained or a touchdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LongGain {
    Yards(u8),
    Touchdown,
}

impl LongGain {
    /// Yards for ordering: a touchdown counts as 100.
    pub fn reach(self) -> u8 {
        match self {
            LongGain::Yards(n) => n,
            LongGain::Touchdown => 100,
        }
    }
}

fn parse_long_gain(t: Tok<'_>) -> Result<LongGain, String> {
    match t {
        Tok::Int(v) => Ok(LongGain::Yards(int_in(v, "long-gain yards")?)),
        Tok::Str(s) if s.trim().eq_ignore_ascii_case("TD") => Ok(LongGain::Touchdown),
        Tok::Str(s) => s.trim().parse::<u8>().map(LongGain::Yards).map_err(|_| format!("'{s}' is not yards or \"TD\"")),
    }
}
notation!(LongGain, "yards or \"TD\"", parse_long_gain);

impl Serialize for LongGain {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            LongGain::Yards(n) => s.serialize_u8(n),
            LongGain::Touchdown => s.serialize_str("TD"),
        }
    }
}

/// A cell of Number of Games Injured (T16). Written `"NO"`, `"1/2"`, `"Bal"` or a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InjuryResult {
    NoInjury,
    /// The remainder of the half.
    RestOfHalf,
    /// The balance of this game: one die gives the quarters ([`Tables::balance_quarters`]).
    BalanceOfGame,
    /// Games missed in addition to this one.
    Games(u8),
}

impl InjuryResult {
    /// 0 = no injury, 1 = half, 2 = balance, 3 + n = n more games.
    pub fn severity(self) -> u16 {
        match self {
            InjuryResult::NoInjury => 0,
            InjuryResult::RestOfHalf => 1,
            InjuryResult::BalanceOfGame => 2,
            InjuryResult::Games(n) => 3 + n as u16,
        }
    }
}

fn parse_injury(t: Tok<'_>) -> Result<InjuryResult, String> {
    match t {
        Tok::Int(v) => Ok(InjuryResult::Games(int_in(v, "games")?)),
        Tok::Str(s) => match s.trim() {
            x if x.eq_ignore_ascii_case("NO") => Ok(InjuryResult::NoInjury),
            "1/2" | "½" => Ok(InjuryResult::RestOfHalf),
            x if x.eq_ignore_ascii_case("Bal") => Ok(InjuryResult::BalanceOfGame),
            x => x.parse::<u8>().map(InjuryResult::Games).map_err(|_| format!("'{s}' is not NO, 1/2, Bal or a number of games")),
        },
    }
}
notation!(InjuryResult, "NO, 1/2, Bal or games", parse_injury);

impl Serialize for InjuryResult {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            InjuryResult::NoInjury => s.serialize_str("NO"),
            InjuryResult::RestOfHalf => s.serialize_str("1/2"),
            InjuryResult::BalanceOfGame => s.serialize_str("Bal"),
            InjuryResult::Games(n) => s.serialize_u8(n),
        }
    }
}

/// A time on the 2-minute clock, `"1:52"` or `":08"`, in seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct ClockTime(pub u16);

fn parse_clock(t: Tok<'_>) -> Result<ClockTime, String> {
    let Tok::Str(s) = t else { return Err("a clock time is a string such as \"1:52\" or \":08\"".into()) };
    let bad = || format!("'{s}' is not a clock time such as \"1:52\" or \":08\"");
    let (m, sec) = s.trim().split_once(':').ok_or_else(bad)?;
    let m: u16 = if m.is_empty() { 0 } else { m.parse().map_err(|_| bad())? };
    if sec.len() != 2 {
        return Err(bad());
    }
    let sec: u16 = sec.parse().map_err(|_| bad())?;
    if sec >= 60 {
        return Err(bad());
    }
    Ok(ClockTime(m * 60 + sec))
}
notation!(ClockTime, "a clock time such as \"1:52\"", parse_clock);

impl fmt::Display for ClockTime {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let (m, s) = (self.0 / 60, self.0 % 60);
        if m == 0 {
            write!(f, ":{s:02}")
        } else {
            write!(f, "{m}:{s:02}")
        }
    }
}

impl Serialize for ClockTime {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

// ---------------------------------------------------------------------------------------------
// Players the charts name

/// A pass rusher named by the pass-rush assignment charts (T24, T10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rusher {
    /// A lineman by position: DLE, DLT, NT, DRT, DRE.
    Slot(DefSlot),
    /// "HI LB": the highest-rated blitzing linebacker (no sack if no LB blitzes, §2.13.3).
    HiLb,
    /// "2ND HI LB": the second-highest blitzing linebacker (no sack with 0 or 1 blitzing).
    SecondHiLb,
    /// "*": the defender with an asterisk rating, who uses it (no sack if none, §2.13.3).
    Asterisk,
}

impl Rusher {
    pub fn as_str(self) -> &'static str {
        match self {
            Rusher::Slot(DefSlot::Le) => "DLE",
            Rusher::Slot(DefSlot::Lt) => "DLT",
            Rusher::Slot(DefSlot::Nt) => "NT",
            Rusher::Slot(DefSlot::Rt) => "DRT",
            Rusher::Slot(DefSlot::Re) => "DRE",
            Rusher::Slot(_) => "?",
            Rusher::HiLb => "HI LB",
            Rusher::SecondHiLb => "2ND HI LB",
            Rusher::Asterisk => "*",
        }
    }
}

fn parse_rusher(t: Tok<'_>) -> Result<Rusher, String> {
    let Tok::Str(s) = t else { return Err("a rusher is a string such as \"DLE\"".into()) };
    Ok(match s.trim().to_ascii_uppercase().as_str() {
        "DLE" => Rusher::Slot(DefSlot::Le),
        "DLT" => Rusher::Slot(DefSlot::Lt),
        "NT" => Rusher::Slot(DefSlot::Nt),
        "DRT" => Rusher::Slot(DefSlot::Rt),
        "DRE" => Rusher::Slot(DefSlot::Re),
        "HI LB" | "HILB" => Rusher::HiLb,
        "2ND HI LB" => Rusher::SecondHiLb,
        "*" => Rusher::Asterisk,
        _ => return Err(format!("'{s}' is not a rusher (DLE, DLT, NT, DRT, DRE, HI LB, 2ND HI LB, *)")),
    })
}
notation!(Rusher, "a rusher (DLE, DLT, NT, DRT, DRE, HI LB, 2ND HI LB, *)", parse_rusher);

impl Serialize for Rusher {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// A pass blocker named by the assignment charts (T24, T10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Blocker {
    /// A lineman by position: ORT, ORG, OC, OLG, OLT.
    Slot(OffSlot),
    /// "BB": the blocking back (formation rules, T1).
    BlockingBack,
}

impl Blocker {
    pub fn as_str(self) -> &'static str {
        match self {
            Blocker::Slot(OffSlot::Rt) => "ORT",
            Blocker::Slot(OffSlot::Rg) => "ORG",
            Blocker::Slot(OffSlot::C) => "OC",
            Blocker::Slot(OffSlot::Lg) => "OLG",
            Blocker::Slot(OffSlot::Lt) => "OLT",
            Blocker::Slot(_) => "?",
            Blocker::BlockingBack => "BB",
        }
    }
}

fn parse_blocker(t: Tok<'_>) -> Result<Blocker, String> {
    let Tok::Str(s) = t else { return Err("a blocker is a string such as \"ORT\"".into()) };
    Ok(match s.trim().to_ascii_uppercase().as_str() {
        "ORT" => Blocker::Slot(OffSlot::Rt),
        "ORG" => Blocker::Slot(OffSlot::Rg),
        "OC" => Blocker::Slot(OffSlot::C),
        "OLG" => Blocker::Slot(OffSlot::Lg),
        "OLT" => Blocker::Slot(OffSlot::Lt),
        "BB" => Blocker::BlockingBack,
        _ => return Err(format!("'{s}' is not a blocker (ORT, ORG, OC, OLG, OLT, BB)")),
    })
}
notation!(Blocker, "a blocker (ORT, ORG, OC, OLG, OLT, BB)", parse_blocker);

impl Serialize for Blocker {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// Who recovers for the offense (T3), as printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OffRecoverer {
    #[serde(rename = "Center")]
    Center,
    #[serde(rename = "Left Guard")]
    LeftGuard,
    #[serde(rename = "Right Guard")]
    RightGuard,
    #[serde(rename = "Left Tackle")]
    LeftTackle,
    #[serde(rename = "Right Tackle")]
    RightTackle,
    #[serde(rename = "Tight End")]
    TightEnd,
    #[serde(rename = "Split End")]
    SplitEnd,
    #[serde(rename = "Flanker")]
    Flanker,
    #[serde(rename = "Halfback")]
    Halfback,
    #[serde(rename = "Quarterback")]
    Quarterback,
    /// The FB, or the designated blocking back in a Blocking Back set.
    #[serde(rename = "Fullback/Blocking Back")]
    FullbackOrBlockingBack,
    /// The guard on the side of the run.
    #[serde(rename = "Same Side Guard")]
    SameSideGuard,
    #[serde(rename = "Other side Guard")]
    OtherSideGuard,
    #[serde(rename = "Same Side Tackle")]
    SameSideTackle,
    #[serde(rename = "Other side Tackle")]
    OtherSideTackle,
}

impl OffRecoverer {
    /// The slot, given the side of the run for the "same side" / "other side" cells (`None` for
    /// those cells without a side). The FB/BB cell names the FB; in a Blocking Back set the engine
    /// puts the designated blocking back there.
    pub fn slot(self, run_side: Option<Dir>) -> Option<OffSlot> {
        let side = |d: Dir, l: OffSlot, r: OffSlot| if d == Dir::Left { l } else { r };
        Some(match self {
            OffRecoverer::Center => OffSlot::C,
            OffRecoverer::LeftGuard => OffSlot::Lg,
            OffRecoverer::RightGuard => OffSlot::Rg,
            OffRecoverer::LeftTackle => OffSlot::Lt,
            OffRecoverer::RightTackle => OffSlot::Rt,
            OffRecoverer::TightEnd => OffSlot::Te,
            OffRecoverer::SplitEnd => OffSlot::Se,
            OffRecoverer::Flanker => OffSlot::Fl,
            OffRecoverer::Halfback => OffSlot::Hb,
            OffRecoverer::Quarterback => OffSlot::Qb,
            OffRecoverer::FullbackOrBlockingBack => OffSlot::Fb,
            OffRecoverer::SameSideGuard => side(run_side?, OffSlot::Lg, OffSlot::Rg),
            OffRecoverer::OtherSideGuard => side(run_side?.other(), OffSlot::Lg, OffSlot::Rg),
            OffRecoverer::SameSideTackle => side(run_side?, OffSlot::Lt, OffSlot::Rt),
            OffRecoverer::OtherSideTackle => side(run_side?.other(), OffSlot::Lt, OffSlot::Rt),
        })
    }
}

/// Who recovers for the defense (T4), as printed. "X/Y" names the 4-3 player and the 3-4 player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DefRecoverer {
    #[serde(rename = "LT/NT")]
    LtNt,
    #[serde(rename = "RT/NT")]
    RtNt,
    #[serde(rename = "LE")]
    Le,
    #[serde(rename = "RE")]
    Re,
    #[serde(rename = "LLB/LOLB")]
    LlbLolb,
    #[serde(rename = "RLB/ROLB")]
    RlbRolb,
    /// Printed "MLB/ROLB" (digest A-G29: probably "MLB/LILB" was meant; kept as printed).
    #[serde(rename = "MLB/ROLB")]
    MlbRolb,
    #[serde(rename = "MLB/RILB")]
    MlbRilb,
    #[serde(rename = "LCB")]
    Lcb,
    #[serde(rename = "RCB")]
    Rcb,
    #[serde(rename = "SS")]
    Ss,
    #[serde(rename = "FS")]
    Fs,
    /// The defender covering the receiver.
    #[serde(rename = "Defender")]
    Defender,
    #[serde(rename = "Highest rated LB")]
    HighestRatedLb,
    #[serde(rename = "Highest rated outside LB")]
    HighestRatedOutsideLb,
    #[serde(rename = "Defender who sacked QB")]
    Sacker,
    #[serde(rename = "Keying FS, MLB or highest rated inside LB")]
    KeyingFsMlbOrInsideLb,
    #[serde(rename = "Defender who is Double-Teaming OR Primary defender")]
    DoubleTeamerOrPrimary,
}

impl DefRecoverer {
    /// The slots the cell names, in order: the first one in the lineup recovers (the 4-3 name
    /// first). Empty for the cells that name a role (defender, highest rated, the sacker); none
    /// in the lineup → re-roll (L417).
    pub fn slots(self) -> &'static [DefSlot] {
        match self {
            DefRecoverer::LtNt => &[DefSlot::Lt, DefSlot::Nt],
            DefRecoverer::RtNt => &[DefSlot::Rt, DefSlot::Nt],
            DefRecoverer::Le => &[DefSlot::Le],
            DefRecoverer::Re => &[DefSlot::Re],
            DefRecoverer::LlbLolb => &[DefSlot::Llb],
            DefRecoverer::RlbRolb => &[DefSlot::Rlb],
            DefRecoverer::MlbRolb => &[DefSlot::Mlb, DefSlot::Rlb],
            DefRecoverer::MlbRilb => &[DefSlot::Mlb, DefSlot::Rilb],
            DefRecoverer::Lcb => &[DefSlot::Lcb],
            DefRecoverer::Rcb => &[DefSlot::Rcb],
            DefRecoverer::Ss => &[DefSlot::Ss],
            DefRecoverer::Fs => &[DefSlot::Fs],
            _ => &[],
        }
    }
}

/// The four columns of the fumble recovery charts (T3, T4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FumbleKind {
    Sack,
    LinebuckOrMustRun,
    /// Any other run (off tackle, end run, draws up the side).
    OtherRun,
    Receiver,
}

/// Who intercepted (T13), as printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum IntCredit {
    #[serde(rename = "Defender")]
    Defender,
    #[serde(rename = "Highest rated LB in zone, else defender")]
    HighestLbInZoneElseDefender,
    #[serde(rename = "FS if in zone, else defender")]
    FsInZoneElseDefender,
    /// Look-in against a 4-man line: LT or RT at random.
    #[serde(rename = "DL nearest zone")]
    DlNearestZone,
    /// Ties at random.
    #[serde(rename = "Highest rated DB in zone")]
    HighestDbInZone,
}

/// The offense or the defense. On the onside chart (T11) the kicking team is the defense.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Offense,
    Defense,
}

/// Who keeps a fumble (T26, L417).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Possession {
    FumblingTeam,
    Opponent,
}

// ---------------------------------------------------------------------------------------------
// Table types

/// A reading the digest recommends for a cell the seed does not print legibly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reconstruction {
    /// The cells.
    pub entry: String,
    /// The reading used.
    pub chosen: String,
    pub alternative: String,
    /// Where the choice comes from (the digest's table note or ambiguity number).
    pub basis: String,
}

/// A row of a fumble recovery chart (T3, T4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecoveryRow<T> {
    pub roll: u8,
    pub sack: T,
    pub linebuck_must_run: T,
    pub other_run: T,
    pub receiver: T,
}

impl<T: Copy> RecoveryRow<T> {
    pub fn get(&self, kind: FumbleKind) -> T {
        match kind {
            FumbleKind::Sack => self.sack,
            FumbleKind::LinebuckOrMustRun => self.linebuck_must_run,
            FumbleKind::OtherRun => self.other_run,
            FumbleKind::Receiver => self.receiver,
        }
    }
}

/// T3 (offense recovers) and T4 (defense recovers).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecoveryChart<T> {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub rows: Vec<RecoveryRow<T>>,
}

/// A row of T5.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FumbleRatingRow {
    pub rating: FumbleRating,
    /// Black die at or below: a sack fumble.
    pub qb: DieMax,
    /// Black die at or below: a receiver fumble.
    pub receiver: DieMax,
}

/// T5: QB/Receiver Fumble Ratings Adjustment Chart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FumbleRatingChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub rows: Vec<FumbleRatingRow>,
}

/// A row of T6.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReassignRow {
    /// The adjusted pass-rush rating (the last row reads "or higher").
    pub rating: u8,
    pub original: Totals,
    pub reassign: Totals,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed: Option<String>,
}

/// T6: Sack Reassignment Table (optional).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReassignChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub rows: Vec<ReassignRow>,
}

/// A row of T7: who recovers a blocked kick, and how far behind the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockedKick {
    pub roll: u8,
    /// The kicking team is the offense.
    pub recovers: Side,
    /// Yards behind the line of scrimmage.
    pub behind_los: u8,
}

/// T7: Blocked Kick Chart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockedKickChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub rows: Vec<BlockedKick>,
}

/// A row of T8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdvanceRow {
    pub roll: u8,
    /// "QB sack or receiver fumble": the defense's initial recovery only.
    pub sack_or_receiver: Advance,
    /// "All other circumstances".
    pub other: Advance,
}

/// T8: Advancing Loose Ball.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdvanceChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub rows: Vec<AdvanceRow>,
}

/// A row of T9.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlitzRow {
    /// LBs blitzing in addition to the indicated player.
    pub extra: u8,
    #[serde(rename = "3-4")]
    pub three_four: Option<i8>,
    /// `None` = printed N/A.
    #[serde(rename = "4-3")]
    pub four_three: Option<i8>,
}

/// T9: Blitzing Linebacker Adjustment Chart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlitzChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub rows: Vec<BlitzRow>,
}

/// A control-die row of a pass-rush assignment chart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Assignment {
    pub die: u8,
    pub rusher: Rusher,
    pub blocker: Blocker,
}

/// T10: 5-6 Pass Rush Chart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FiveSixChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub rows: Vec<Assignment>,
}

/// A row of T11.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Onside {
    pub roll: u8,
    /// Yards the ball travels from the kick spot.
    pub yards: u8,
    /// `Defense` = the kicking team.
    pub recovers: Side,
}

/// T11: Onside Kickoff.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OnsideChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub rows: Vec<Onside>,
}

/// A row of T12.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DpiRow {
    pub roll: u8,
    pub short: u8,
    pub long: u8,
}

/// T12: Defensive Pass Interference Yardage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DpiChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub rows: Vec<DpiRow>,
}

/// A row of T13.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IntCreditRow {
    pub roll: u8,
    /// Flat and look-in passes.
    pub flat: IntCredit,
    pub short: IntCredit,
    pub long: IntCredit,
}

/// T13: Interception Determination Chart (optional).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IntCreditChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub rows: Vec<IntCreditRow>,
}

/// A row of T14.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReturnRow {
    pub roll: u8,
    pub result: ReturnCell,
    /// The reading on a flat pass (not look-in), when it differs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flat_pass: Option<ReturnCell>,
}

/// T14: Interception Return Chart (generic; fills T21's gaps).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GenericReturnChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub rows: Vec<ReturnRow>,
}

/// The player groups of T15.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InjuryGroup {
    /// HB, FB, RB: the higher of the rushing and the receiving figure.
    RunningBack,
    Quarterback,
    /// TE and blocking back.
    TightEndOrBlockingBack,
    /// SE and FL.
    WideReceiver,
}

/// A player's season line for T15.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InjuryStats {
    pub rush_attempts: u16,
    pub receptions: u16,
    pub pass_attempts: u16,
}

/// The divisors of one T15 cell (a missing stat is not used).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Divisors {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rush_attempts: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub receptions: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pass_attempts: Option<f64>,
}

/// A row of T15.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InjuryRatingRow {
    pub player: InjuryGroup,
    pub printed: String,
    /// One per season length of [`InjuryRatingChart::seasons`].
    pub divisors: Vec<Divisors>,
}

/// T15: Injury Rating Chart.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InjuryRatingChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reconstruction: Vec<Reconstruction>,
    /// The season lengths of the columns (games the player actually played).
    pub seasons: Vec<u8>,
    /// Always "up".
    pub round: String,
    pub max_column: u8,
    pub min_column: u8,
    /// The minimum for players listed as starters on the team card.
    pub starter_min_column: u8,
    pub rows: Vec<InjuryRatingRow>,
}

/// A row of T16.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InjuryRow {
    pub roll: u8,
    /// One per column of [`GamesInjuredChart::columns`].
    pub cells: Vec<InjuryResult>,
}

/// T16: Number of Games Injured.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GamesInjuredChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reconstruction: Vec<Reconstruction>,
    /// 15 down to 0.
    pub columns: Vec<u8>,
    pub rows: Vec<InjuryRow>,
}

/// The plays of the Replay Challenge Chart (T17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReplayCase {
    FumbleSplit,
    FumbleTeamRating,
    FumbleNoSplit,
    FumblePossession,
    InterceptionSplit,
    InterceptionNoSplit,
    ReceptionSplit,
    ReceptionDefenderRating,
    FieldGoalOrExtraPoint,
    OutOfBounds,
    Sack,
    OnsideKick,
}

impl ReplayCase {
    pub const ALL: [ReplayCase; 12] = [
        ReplayCase::FumbleSplit,
        ReplayCase::FumbleTeamRating,
        ReplayCase::FumbleNoSplit,
        ReplayCase::FumblePossession,
        ReplayCase::InterceptionSplit,
        ReplayCase::InterceptionNoSplit,
        ReplayCase::ReceptionSplit,
        ReplayCase::ReceptionDefenderRating,
        ReplayCase::FieldGoalOrExtraPoint,
        ReplayCase::OutOfBounds,
        ReplayCase::Sack,
        ReplayCase::OnsideKick,
    ];
}

/// A row of T17.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayRow {
    pub case: ReplayCase,
    pub play: String,
    pub definition: String,
    pub example: String,
    pub challenge: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// T17: Replay Challenge Chart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub rows: Vec<ReplayRow>,
}

/// The lines of the Variable Long Gain chart (T18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Site {
    Road,
    Neutral,
    Home,
}

/// A results-dice row of T18: one cell per control die 1-6 on each line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LongGainRow {
    pub roll: u8,
    pub road: Vec<LongGain>,
    pub neutral: Vec<LongGain>,
    pub home: Vec<LongGain>,
}

impl LongGainRow {
    pub fn line(&self, site: Site) -> &[LongGain] {
        match site {
            Site::Road => &self.road,
            Site::Neutral => &self.neutral,
            Site::Home => &self.home,
        }
    }
}

/// T18: Variable Long Gain Chart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LongGainChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reconstruction: Vec<Reconstruction>,
    /// The control die, 1-6.
    pub columns: Vec<u8>,
    /// The line the league reads (Neutral, L400).
    pub line: Site,
    pub rows: Vec<LongGainRow>,
}

/// The timing classes of a play (§2.12.1, §2.12.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockPlay {
    /// Most runs and completions: 30 seconds.
    ThirtySecond,
    /// Punts, kickoffs, FG attempts, penalties, injuries, touchdowns: 15 seconds.
    FifteenSecond,
    IncompletePass,
    /// A successful out-of-bounds attempt.
    OutOfBounds,
    OutOfBoundsLongPass,
    ChangeOfPossession,
    Sack,
    Kneel,
    SpikeOrKneelFumbleOffenseRecovers,
    SpikeOrKneelFumbleDefenseRecovers,
}

impl ClockPlay {
    pub const ALL: [ClockPlay; 10] = [
        ClockPlay::ThirtySecond,
        ClockPlay::FifteenSecond,
        ClockPlay::IncompletePass,
        ClockPlay::OutOfBounds,
        ClockPlay::OutOfBoundsLongPass,
        ClockPlay::ChangeOfPossession,
        ClockPlay::Sack,
        ClockPlay::Kneel,
        ClockPlay::SpikeOrKneelFumbleOffenseRecovers,
        ClockPlay::SpikeOrKneelFumbleDefenseRecovers,
    ];
}

/// The one clock strategy a play may use on the 2-minute clock (§2.12.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockStrategy {
    HurryUp,
    Spike,
    /// A slowdown offense: a run or completed pass (a 30-second play) costs 6 ticks.
    Slowdown,
    /// A timeout by either team after the play.
    Timeout,
}

/// A timing row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockCost {
    pub play: ClockPlay,
    /// Spaces on the regular clock (`None`: the play exists only on the 2-minute clock).
    pub regular: Option<u8>,
    /// Ticks on the 2-minute clock.
    pub ticks: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockCosts {
    pub source: String,
    pub rows: Vec<ClockCost>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegularClock {
    pub source: String,
    pub spaces: u8,
    pub seconds_per_space: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockStrategies {
    pub source: String,
    pub hurry_up: i8,
    pub spike: i8,
    pub slowdown_ticks: u8,
    pub timeout_ticks: u8,
    pub minimum_ticks: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed: Option<String>,
}

/// T19: the 2-minute clock, with the timing prose it serves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// The 18 spaces, 2:00 to :00.
    pub two_minute: Vec<ClockTime>,
    pub regular: RegularClock,
    pub costs: ClockCosts,
    pub strategies: ClockStrategies,
}

/// The play types of the penalty chart (T20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyPhase {
    Run,
    /// All pass and attempted pass situations (Must Run, sacks).
    Pass,
    /// Kickoffs, punts, field goals, extra points.
    Kick,
}

/// What happened on the play, for the penalty chart (T20). Look-in passes are flat passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltySituation {
    Linebuck,
    OffTackle,
    EndRun,
    Completed,
    IncompleteFlat,
    IncompleteShort,
    IncompleteLong,
    Intercepted,
    MustRun,
    Sack,
    Kickoff,
    Punt,
    FieldGoal,
    ExtraPoint,
}

impl PenaltySituation {
    pub const ALL: [PenaltySituation; 14] = [
        PenaltySituation::Linebuck,
        PenaltySituation::OffTackle,
        PenaltySituation::EndRun,
        PenaltySituation::Completed,
        PenaltySituation::IncompleteFlat,
        PenaltySituation::IncompleteShort,
        PenaltySituation::IncompleteLong,
        PenaltySituation::Intercepted,
        PenaltySituation::MustRun,
        PenaltySituation::Sack,
        PenaltySituation::Kickoff,
        PenaltySituation::Punt,
        PenaltySituation::FieldGoal,
        PenaltySituation::ExtraPoint,
    ];
    pub fn phase(self) -> PenaltyPhase {
        use PenaltySituation::*;
        match self {
            Linebuck | OffTackle | EndRun => PenaltyPhase::Run,
            Completed | IncompleteFlat | IncompleteShort | IncompleteLong | Intercepted | MustRun | Sack => PenaltyPhase::Pass,
            Kickoff | Punt | FieldGoal | ExtraPoint => PenaltyPhase::Kick,
        }
    }
}

/// Where a penalty is marked from (T20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Enforcement {
    OriginalLos,
    ConcludingLos,
    /// The original line on a loss (or sack), the concluding line on a gain.
    OriginalIfLossElseConcluding,
    /// Where the returner caught the punt.
    CatchSpot,
    /// A spot foul of X yards from T12, from the original line (`yards` is `None`).
    DpiChart,
    /// A spot foul at the point of the interception (`yards` is `None`).
    InterceptionSpot,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A row of T20.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// The penalty numbers (1-7) read on the specialist card.
    pub numbers: Vec<u8>,
    pub situations: Vec<PenaltySituation>,
    pub penalty: String,
    /// `None` when the yards come from a spot (DPI).
    pub yards: Option<u8>,
    pub enforce: Enforcement,
    #[serde(default, skip_serializing_if = "is_false")]
    pub first_down: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    pub loss_of_down: bool,
    /// "#": negates the play, which cannot be accepted.
    #[serde(default, skip_serializing_if = "is_false")]
    pub negates_play: bool,
    /// "*": see the special rules (§2.17).
    #[serde(default, skip_serializing_if = "is_false")]
    pub special: bool,
    /// Kickoff-return illegal block: the foul spot is at most this yard line (A-G48).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kickoff_cap: Option<u8>,
    /// "This can be enforced on K/O if during XP attempt".
    #[serde(default, skip_serializing_if = "is_false")]
    pub on_kickoff_after_extra_point: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed: Option<String>,
}

/// A (number, situation) pair the chart leaves without a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoRow {
    pub number: u8,
    pub situation: PenaltySituation,
}

/// One block of T20: a play type and the penalized side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PenaltySection {
    pub phase: PenaltyPhase,
    pub side: Side,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub no_row: Vec<NoRow>,
    pub rows: Vec<Penalty>,
}

/// T20: Penalty Chart (2008+ cards).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PenaltyChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reconstruction: Vec<Reconstruction>,
    /// Yards of a plain OFFSIDES / OPPONENT OFFSIDES reading on a specialist card (§2.17 step 4),
    /// from the original line.
    pub offsides_yards: u8,
    pub sections: Vec<PenaltySection>,
}

/// A team's column of T21.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamReturns {
    pub team: String,
    /// Other names the team's row answers to (a later nickname: the 2024 Commanders read the
    /// chart's Redskins row).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    /// Rows 2-12; `None` = missing from the source (read T14).
    pub returns: Vec<Option<ReturnCell>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reconstruction: Vec<Reconstruction>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// T21: Individual Team Interception Returns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamReturnChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reconstruction: Vec<Reconstruction>,
    /// Rolls that are a touchdown on a flat pass, not a look-in (L409).
    pub flat_pass_touchdown_rolls: Vec<u8>,
    /// The chart missing cells read: "T14".
    pub fallback: String,
    pub teams: Vec<TeamReturns>,
}

/// How T22/T23 read a rating the chart does not print (digest A-G17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BetweenRows {
    /// The printed row below the rating: 6 reads 5, 1 reads 0.
    Lower,
    /// The printed row above: 6 reads 7, 1 reads 2.
    Higher,
}

/// How T22/T23 read an adjusted rush rating below 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RushBelowOne {
    /// The 1 column.
    #[serde(rename = "column_1")]
    Column1,
    /// No sack possible.
    NoSack,
}

/// The reading choices of the pass-rush charts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PassRushReading {
    pub block_between_rows: BetweenRows,
    pub rush_below_1: RushBelowOne,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed: Option<String>,
}

/// A pass-block row of T22/T23: one line per pass type, one cell per rush column.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockRow {
    pub block: u8,
    pub long: Vec<Totals>,
    pub short: Vec<Totals>,
    pub flat: Vec<Totals>,
}

impl BlockRow {
    pub fn line(&self, kind: PassKind) -> &[Totals] {
        match kind {
            PassKind::Long => &self.long,
            PassKind::Short => &self.short,
            PassKind::Flat => &self.flat,
        }
    }
}

/// The rows T22/T23 print, strongest blocker first.
pub const PASS_BLOCK_ROWS: [u8; 6] = [7, 5, 4, 3, 2, 0];
/// The column headers of T22/T23, strongest rusher first.
pub const RUSH_COLUMNS: [&str; 15] = ["17-15", "14", "13", "12", "11", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"];

/// T22 (Advanced Pass Rush Chart) and T23 (Advanced Safety Blitz Pass Rush Chart).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PassRushChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// T22 only; T23 is read the same way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reading: Option<PassRushReading>,
    pub columns: Vec<String>,
    pub rows: Vec<BlockRow>,
}

/// The assignment columns of T24.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Assignments {
    #[serde(rename = "4-3")]
    pub four_three: Vec<Assignment>,
    #[serde(rename = "3-4")]
    pub three_four: Vec<Assignment>,
}

/// A pass-rush modifier row of T24.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModifierRow {
    pub blitzers: u8,
    #[serde(rename = "4-3")]
    pub four_three: i8,
    #[serde(rename = "3-4")]
    pub three_four: i8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Modifiers {
    pub rows: Vec<ModifierRow>,
    /// Added when the correct receiver is double-teamed.
    pub double_team: i8,
    /// Added to the linemen of a 4-3 team switched to a 3-man line.
    pub switched_to_three_man_line: i8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed: Option<String>,
}

/// T24: Pass Rush Modifiers and Pass Blocking assignment charts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AssignmentChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub assignments: Assignments,
    pub modifiers: Modifiers,
}

/// The defense's stance for the pass-rush trigger (T25).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RushCall {
    Run,
    Pass,
    /// An announced safety blitz with the FS or a DB actually blitzing.
    SafetyBlitz,
}

/// A row of T25.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RushDieRow {
    pub call: RushCall,
    pub passes: Vec<PassKind>,
    /// Defenders on the line needed; fewer → no rush.
    #[serde(default)]
    pub min_men: u8,
    /// Black die at or below: a pass rush.
    pub black: DieMax,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed: Option<String>,
}

/// T25: Pass Rush Die Adjustment Chart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RushDieChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reconstruction: Vec<Reconstruction>,
    pub rows: Vec<RushDieRow>,
}

/// Faces of one die and what they read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DieFaces<T> {
    pub faces: Totals,
    pub result: T,
}

/// A one-die table (T26): its faces partition 1-6.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DieTable<T> {
    pub source: String,
    /// Which die is read.
    pub die: String,
    pub faces: Vec<DieFaces<T>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl<T: Copy> DieTable<T> {
    /// The reading of a face (clamped to 1-6). Validation guarantees one row per face; an
    /// unvalidated table falls back to its first row.
    ///
    /// # Panics
    /// On a table with no rows, which a loaded file cannot hold (validation rejects it).
    pub fn get(&self, die: u8) -> T {
        let d = die.clamp(1, 6);
        self.faces.iter().find(|f| f.faces.contains(d)).or(self.faces.first()).map(|f| f.result).expect("a validated die table has rows")
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KickoffTouchdown {
    Touchdown,
    /// Roll three dice on the Variable Long Gain chart instead.
    VariableLongGain,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FumbleCheck {
    Fumble,
    NoFumble,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FairCatch {
    FairCatch,
    /// The ball rolls (let-it-roll procedure).
    Rolls,
    Downed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LetItRoll {
    Downed,
    Rolls,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollDirection {
    /// Toward the original line of scrimmage.
    Backward,
    Forward,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bounds {
    OutOfBounds,
    InBounds,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Challenge {
    Overturned,
    Stands,
}

/// The dump-off zone, on the offense's left and right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DumpZone {
    LeftFlat,
    LookIn,
    RightFlat,
}

/// The fumble possession roll (L417).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PossessionRule {
    pub source: String,
    pub fumbling_team: Totals,
    pub opponent: Totals,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TotalsRule {
    pub source: String,
    pub totals: Totals,
}

/// A 2d roll with a modifier: `block_on` or more (after the modifier) is a block.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuntBlockRule {
    pub source: String,
    pub modifier: i8,
    pub block_on: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModifierRule {
    pub source: String,
    pub modifier: i8,
}

/// A control die and results total that together trigger something.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ControlTotalRule {
    pub source: String,
    pub control: u8,
    pub total: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub yards_behind: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LongFieldGoalRule {
    pub source: String,
    pub good_total: u8,
    pub max_yards: u8,
}

/// A control-die check (the fumble checks: control 1, then the black die against T5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ControlRule {
    pub source: String,
    pub control: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// T26: the small dice tables of the prose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceTables {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub kickoff_return_touchdown: DieTable<KickoffTouchdown>,
    pub return_fumble: DieTable<FumbleCheck>,
    pub fair_catch: DieTable<FairCatch>,
    pub let_it_roll: DieTable<LetItRoll>,
    pub roll_direction: DieTable<RollDirection>,
    pub coffin_corner: DieTable<Bounds>,
    pub out_of_bounds: DieTable<Bounds>,
    pub replay_challenge: DieTable<Challenge>,
    pub int_credit_fallback: DieTable<DefSlot>,
    pub dump_off_zone: DieTable<DumpZone>,
    pub dump_off_target: DieTable<OffSlot>,
    pub balance_quarters: DieTable<u8>,
    pub fumble_possession: PossessionRule,
    pub pooch_fair_catch: TotalsRule,
    pub punt_block: PuntBlockRule,
    pub safe_punt_rush: ModifierRule,
    pub kick_block: ControlTotalRule,
    pub long_field_goal: LongFieldGoalRule,
    pub spike_kneel_fumble: ControlTotalRule,
    pub sack_fumble: ControlRule,
    pub receiver_fumble: ControlRule,
}

// ---------------------------------------------------------------------------------------------
// The whole file

/// Every chart of `data/som.json`, validated. Get one with [`Tables::embedded`],
/// [`Tables::from_json`] or [`Tables::load`]; read a chart with its getter (`t22()`) or, better,
/// the typed lookups below.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tables {
    format: String,
    system: String,
    seed: String,
    digest: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    notes: Vec<String>,
    t3_offense_fumble_recovery: RecoveryChart<OffRecoverer>,
    t4_defense_fumble_recovery: RecoveryChart<DefRecoverer>,
    t5_fumble_ratings: FumbleRatingChart,
    t6_sack_reassignment: ReassignChart,
    t7_blocked_kick: BlockedKickChart,
    t8_advance_loose_ball: AdvanceChart,
    t9_blitz_adjustment: BlitzChart,
    t10_five_six_pass_rush: FiveSixChart,
    t11_onside_kick: OnsideChart,
    t12_dpi_yards: DpiChart,
    t13_interception_credit: IntCreditChart,
    t14_interception_return: GenericReturnChart,
    t15_injury_rating: InjuryRatingChart,
    t16_games_injured: GamesInjuredChart,
    t17_replay_challenge: ReplayChart,
    t18_variable_long_gain: LongGainChart,
    t19_clock: ClockChart,
    t20_penalties: PenaltyChart,
    t21_team_interception_returns: TeamReturnChart,
    t22_pass_rush: PassRushChart,
    t23_safety_blitz_pass_rush: PassRushChart,
    t24_pass_rush_assignments: AssignmentChart,
    t25_pass_rush_die: RushDieChart,
    t26_dice: DiceTables,
    usage_limits: UsageChart,
}

/// The usage limits the rules state in their prose rather than a chart (§2.4.4, §2.18.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UsageChart {
    pub id: String,
    pub title: String,
    pub source: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// A quarterback's End Runs a game: his season carries over this, rounded up (§2.4.4).
    pub qb_end_run_carries: u16,
    /// A backup's fresh carries a game while the starter is healthy: his season carries over
    /// this, rounded up (§2.18.2).
    pub backup_fresh_carries: u16,
}

/// The two divisors of [`UsageChart`], as the game reads them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UsageLimits {
    pub qb_end_run_carries: u16,
    pub backup_fresh_carries: u16,
}

impl UsageLimits {
    /// A quarterback's End Runs a game from his season carries (§2.4.4: 57 carries, 2).
    pub fn qb_end_runs(&self, season_carries: u16) -> u16 {
        season_carries.div_ceil(self.qb_end_run_carries.max(1))
    }
    /// A backup's fresh carries a game from his season carries (§2.18.2: 34 carries, 4).
    pub fn backup_fresh(&self, season_carries: u16) -> u16 {
        season_carries.div_ceil(self.backup_fresh_carries.max(1))
    }
}

/// An interception return as the engine applies it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntReturn {
    pub result: ReturnCell,
    /// The team's cell is missing from the source and T14 was read (a project default,
    /// digest T21).
    pub fallback: bool,
}

fn row2d(total: u8) -> usize {
    (total.clamp(2, 12) - 2) as usize
}

impl Tables {
    /// The built-in charts, parsed and validated once.
    ///
    /// # Panics
    /// If the embedded file is invalid, which the crate's tests rule out.
    pub fn embedded() -> &'static Tables {
        static TABLES: OnceLock<Tables> = OnceLock::new();
        TABLES.get_or_init(|| match Tables::from_json(SOM_JSON, EMBEDDED_FILE) {
            Ok(t) => t,
            Err(e) => panic!("the embedded chart file is invalid: {e}"),
        })
    }

    /// Parses and validates a chart file; `file` names it in errors.
    pub fn from_json(text: &str, file: &str) -> Result<Tables, TablesError> {
        let de = &mut serde_json::Deserializer::from_str(text);
        let tables: Tables = serde_path_to_error::deserialize(&mut *de).map_err(|e| TablesError::Json { file: file.into(), path: e.path().to_string(), message: e.inner().to_string() })?;
        de.end().map_err(|e| TablesError::Json { file: file.into(), path: ".".into(), message: e.to_string() })?;
        tables.validate(file)?;
        Ok(tables)
    }

    /// Reads, parses and validates a chart file.
    pub fn load(path: &Path) -> Result<Tables, TablesError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| TablesError::Io { file: file.clone(), message: e.to_string() })?;
        Tables::from_json(&text, &file)
    }

    // --- the charts

    pub fn t3(&self) -> &RecoveryChart<OffRecoverer> {
        &self.t3_offense_fumble_recovery
    }
    pub fn t4(&self) -> &RecoveryChart<DefRecoverer> {
        &self.t4_defense_fumble_recovery
    }
    pub fn t5(&self) -> &FumbleRatingChart {
        &self.t5_fumble_ratings
    }
    pub fn t6(&self) -> &ReassignChart {
        &self.t6_sack_reassignment
    }
    pub fn t7(&self) -> &BlockedKickChart {
        &self.t7_blocked_kick
    }
    pub fn t8(&self) -> &AdvanceChart {
        &self.t8_advance_loose_ball
    }
    pub fn t9(&self) -> &BlitzChart {
        &self.t9_blitz_adjustment
    }
    pub fn t10(&self) -> &FiveSixChart {
        &self.t10_five_six_pass_rush
    }
    pub fn t11(&self) -> &OnsideChart {
        &self.t11_onside_kick
    }
    pub fn t12(&self) -> &DpiChart {
        &self.t12_dpi_yards
    }
    pub fn t13(&self) -> &IntCreditChart {
        &self.t13_interception_credit
    }
    pub fn t14(&self) -> &GenericReturnChart {
        &self.t14_interception_return
    }
    pub fn t15(&self) -> &InjuryRatingChart {
        &self.t15_injury_rating
    }
    pub fn t16(&self) -> &GamesInjuredChart {
        &self.t16_games_injured
    }
    pub fn t17(&self) -> &ReplayChart {
        &self.t17_replay_challenge
    }
    pub fn t18(&self) -> &LongGainChart {
        &self.t18_variable_long_gain
    }
    pub fn t19(&self) -> &ClockChart {
        &self.t19_clock
    }
    pub fn t20(&self) -> &PenaltyChart {
        &self.t20_penalties
    }
    pub fn t21(&self) -> &TeamReturnChart {
        &self.t21_team_interception_returns
    }
    pub fn t22(&self) -> &PassRushChart {
        &self.t22_pass_rush
    }
    pub fn t23(&self) -> &PassRushChart {
        &self.t23_safety_blitz_pass_rush
    }
    pub fn t24(&self) -> &AssignmentChart {
        &self.t24_pass_rush_assignments
    }
    pub fn t25(&self) -> &RushDieChart {
        &self.t25_pass_rush_die
    }
    pub fn t26(&self) -> &DiceTables {
        &self.t26_dice
    }
    /// The prose's usage limits (§2.4.4, §2.18.2).
    pub fn usage(&self) -> UsageLimits {
        UsageLimits { qb_end_run_carries: self.usage_limits.qb_end_run_carries, backup_fresh_carries: self.usage_limits.backup_fresh_carries }
    }

    // --- pass rush (§2.13)

    /// T25: the top of the black-die range that triggers a pass rush (0 = none), given the pass
    /// type, the defense's call, whether an announced safety blitz has the FS or a DB actually
    /// blitzing, and the defenders on the line. A call of run means no rush, blitz or not.
    pub fn pass_rush_range(&self, kind: PassKind, call: DefCall, safety_blitz: bool, men_on_line: u8) -> u8 {
        let c = match (call, safety_blitz) {
            (DefCall::Run, _) => RushCall::Run,
            (DefCall::Pass, false) => RushCall::Pass,
            (DefCall::Pass, true) => RushCall::SafetyBlitz,
        };
        match self.t25_pass_rush_die.rows.iter().find(|r| r.call == c && r.passes.contains(&kind)) {
            Some(r) if men_on_line >= r.min_men => r.black.0,
            _ => 0,
        }
    }

    /// T24 (4-3, 3-4) or T10 (5-6): the rusher and the blocker the control die (1-6) names.
    pub fn rush_assignment(&self, front: Front, control: u8) -> (Rusher, Blocker) {
        let rows = match front {
            Front::FourThree => &self.t24_pass_rush_assignments.assignments.four_three,
            Front::ThreeFour => &self.t24_pass_rush_assignments.assignments.three_four,
            Front::FiveSix => &self.t10_five_six_pass_rush.rows,
        };
        let a = rows[(control.clamp(1, 6) - 1) as usize];
        (a.rusher, a.blocker)
    }

    /// T9: the increase of the indicated player's pass-rush rating for the LBs (and DBs, L789)
    /// blitzing in addition to him. 0 blitzers → 0. A 4-3 with 4 (printed N/A) reads the T24
    /// modifier "4+ → +6" (digest A-G18); more blitzers than the chart's last row read the last
    /// row. A 5-6 has no column: 0. The caller skips the adjustment inside the defense's own 10.
    pub fn blitz_adjust(&self, front: Front, extra_blitzers: u8) -> i8 {
        if extra_blitzers == 0 || front == Front::FiveSix {
            return 0;
        }
        let rows = &self.t9_blitz_adjustment.rows;
        let n = extra_blitzers.min(rows.last().map_or(0, |r| r.extra));
        let t9 = rows.iter().find(|r| r.extra == n).and_then(|r| if front == Front::FourThree { r.four_three } else { r.three_four });
        t9.unwrap_or_else(|| {
            let m = &self.t24_pass_rush_assignments.modifiers.rows;
            let r = m.iter().rev().find(|r| r.blitzers <= extra_blitzers).or(m.first());
            r.map_or(0, |r| if front == Front::FourThree { r.four_three } else { r.three_four })
        })
    }

    /// T24: added to the rush rating when the correct receiver is double-teamed (+2).
    pub fn double_team_bonus(&self) -> i8 {
        self.t24_pass_rush_assignments.modifiers.double_team
    }

    /// T24: added to the linemen of a 4-3 team switched to a 3-man line (−1).
    pub fn three_man_line_switch(&self) -> i8 {
        self.t24_pass_rush_assignments.modifiers.switched_to_three_man_line
    }

    /// The T22/T23 row a pass-block rating reads. The charts print rows 7, 5, 4, 3, 2, 0 only
    /// (digest A-G17). A rating between rows (1, 6) reads per the file's `block_between_rows`:
    /// the shipped file says **lower** — 6 reads the 5 row and 1 the 0 row — because a printed
    /// row is a level the blocker has to reach (the first option the digest lists for both).
    /// Above 7 reads 7.
    pub fn pass_block_row(&self, block: u8) -> u8 {
        if block >= 7 {
            return 7;
        }
        if PASS_BLOCK_ROWS.contains(&block) {
            return block;
        }
        match self.reading().block_between_rows {
            BetweenRows::Lower => PASS_BLOCK_ROWS.iter().copied().find(|&r| r <= block).unwrap_or(0),
            BetweenRows::Higher => PASS_BLOCK_ROWS.iter().rev().copied().find(|&r| r >= block).unwrap_or(7),
        }
    }

    fn reading(&self) -> &PassRushReading {
        static DEFAULT: PassRushReading = PassRushReading { block_between_rows: BetweenRows::Lower, rush_below_1: RushBelowOne::Column1, printed: None };
        self.t22_pass_rush.reading.as_ref().unwrap_or(&DEFAULT)
    }

    /// T22 (or T23 with `safety_blitz`): the results-dice totals of the initial play roll that
    /// are a sack, for the blocker's pass-block rating, the pass type (flat includes look-in)
    /// and the rusher's **adjusted** pass-rush rating. The block row is read by
    /// [`Tables::pass_block_row`]; a rush of 15 and above reads the "17-15" column, a rush below
    /// 1 reads the 1 column (the file's `rush_below_1`, which may say no sack instead).
    pub fn sack_totals(&self, block: u8, kind: PassKind, rush: u8, safety_blitz: bool) -> &[u8] {
        let chart = if safety_blitz { &self.t23_safety_blitz_pass_rush } else { &self.t22_pass_rush };
        let rush = if rush == 0 {
            match self.reading().rush_below_1 {
                RushBelowOne::Column1 => 1,
                RushBelowOne::NoSack => return &[],
            }
        } else {
            rush
        };
        let col = if rush >= 15 { 0 } else { (15 - rush) as usize };
        let row_block = self.pass_block_row(block);
        let row = PASS_BLOCK_ROWS.iter().position(|&b| b == row_block).unwrap_or(0);
        chart.rows[row].line(kind)[col].as_slice()
    }

    /// Whether the results total is a sack ([`Tables::sack_totals`]).
    pub fn is_sack(&self, block: u8, kind: PassKind, rush: u8, safety_blitz: bool, total: u8) -> bool {
        self.sack_totals(block, kind, rush, safety_blitz).contains(&total)
    }

    /// T6 (optional): whether the sack goes to another player. Ratings below the chart's first
    /// row (8) keep the sack; "12 or higher" reads the last row.
    pub fn sack_reassigned(&self, adjusted_rush: u8, total: u8) -> bool {
        self.t6_sack_reassignment.rows.iter().rev().find(|r| r.rating <= adjusted_rush).is_some_and(|r| r.reassign.contains(total))
    }

    // --- fumbles and loose balls (§2.5, §2.9)

    /// T5: the black-die ranges `(qb_max, receiver_max)` of a team fumble rating: a sack fumbles
    /// on black ≤ `qb_max`, a completion on black ≤ `receiver_max` (0 = never), both only when the
    /// control die is 1.
    pub fn fumble_ranges(&self, r: FumbleRating) -> (u8, u8) {
        self.t5_fumble_ratings.rows.iter().find(|x| x.rating == r).map_or((0, 0), |x| (x.qb.0, x.receiver.0))
    }

    /// T26 (L417): who keeps a fumble on the 2d possession roll.
    pub fn fumble_possession(&self, total: u8) -> Possession {
        if self.t26_dice.fumble_possession.opponent.contains(total.clamp(2, 12)) {
            Possession::Opponent
        } else {
            Possession::FumblingTeam
        }
    }

    /// T3: the offensive player who recovers.
    pub fn offense_recovery(&self, kind: FumbleKind, total: u8) -> OffRecoverer {
        self.t3_offense_fumble_recovery.rows[row2d(total)].get(kind)
    }

    /// T4: the defensive player who recovers.
    pub fn defense_recovery(&self, kind: FumbleKind, total: u8) -> DefRecoverer {
        self.t4_defense_fumble_recovery.rows[row2d(total)].get(kind)
    }

    /// T8: the advance of the recovering team. `first_column`: the defense's initial recovery
    /// after a QB sack or receiver fumble; otherwise "all other circumstances".
    pub fn advance_loose_ball(&self, first_column: bool, total: u8) -> Advance {
        let r = &self.t8_advance_loose_ball.rows[row2d(total)];
        if first_column {
            r.sack_or_receiver
        } else {
            r.other
        }
    }

    // --- kicks (§2.1, §2.10, §2.11)

    /// T7: who recovers a blocked punt or field goal, and where.
    pub fn blocked_kick(&self, total: u8) -> BlockedKick {
        self.t7_blocked_kick.rows[row2d(total)]
    }

    /// T11: the onside kick (the kicking team is `Side::Defense`).
    pub fn onside(&self, total: u8) -> Onside {
        self.t11_onside_kick.rows[row2d(total)]
    }

    /// T26: the control die on a kickoff-return TD reading (L329).
    pub fn kickoff_return_touchdown(&self, control: u8) -> KickoffTouchdown {
        self.t26_dice.kickoff_return_touchdown.get(control)
    }

    /// T26: a fumble reading on a kickoff return, or on a fair catch, stands (L425, L457).
    pub fn return_fumble_stands(&self, die: u8) -> bool {
        self.t26_dice.return_fumble.get(die) == FumbleCheck::Fumble
    }

    /// T26: the fair-catch option die (L457).
    pub fn fair_catch(&self, die: u8) -> FairCatch {
        self.t26_dice.fair_catch.get(die)
    }

    /// T26: letting the punt roll (L449).
    pub fn let_it_roll(&self, die: u8) -> LetItRoll {
        self.t26_dice.let_it_roll.get(die)
    }

    /// T26: the direction a rolling punt bounces, by the control die (L449).
    pub fn roll_direction(&self, control: u8) -> RollDirection {
        self.t26_dice.roll_direction.get(control)
    }

    /// T26: the black die of a coffin-corner punt (L441).
    pub fn coffin_corner(&self, black: u8) -> Bounds {
        self.t26_dice.coffin_corner.get(black)
    }

    /// T26: a pooch punt return roll that is an automatic fair catch (L445).
    pub fn pooch_fair_catch(&self, total: u8) -> bool {
        self.t26_dice.pooch_fair_catch.totals.contains(total)
    }

    /// T26: a punt block attempt (2d + 1, a modified 13 is a block, L437).
    pub fn punt_blocked(&self, total: u8) -> bool {
        let r = &self.t26_dice.punt_block;
        total as i16 + r.modifier as i16 >= r.block_on as i16
    }

    /// T26: the punt-roll modifier of a safe punt rush (L461).
    pub fn safe_punt_rush_modifier(&self) -> i8 {
        self.t26_dice.safe_punt_rush.modifier
    }

    /// T26: a field goal or extra point is blocked (control 1 and results 12, L469).
    pub fn kick_blocked(&self, control: u8, total: u8) -> bool {
        let r = &self.t26_dice.kick_block;
        control == r.control && total == r.total
    }

    /// T26: a field goal beyond the kicker's listed range, `yards` from the spot (7 behind the
    /// line): good only on the good total and within the maximum (L471).
    pub fn long_field_goal_good(&self, yards: u8, total: u8) -> bool {
        let r = &self.t26_dice.long_field_goal;
        yards <= r.max_yards && total == r.good_total
    }

    /// T26: a spike or kneel is fumbled, `Some(yards behind the line)` (L512, L520).
    pub fn spike_kneel_fumble(&self, control: u8, total: u8) -> Option<u8> {
        let r = &self.t26_dice.spike_kneel_fumble;
        (control == r.control && total == r.total).then_some(r.yards_behind.unwrap_or(1))
    }

    /// T26 + T5: a sack fumbles (control 1 and black within the QB range, L569).
    pub fn sack_fumbles(&self, rating: FumbleRating, control: u8, black: u8) -> bool {
        control == self.t26_dice.sack_fumble.control && black <= self.fumble_ranges(rating).0
    }

    /// T26 + T5: a completion fumbles (control 1 and black within the receiver range, L390-L394).
    pub fn receiver_fumbles(&self, rating: FumbleRating, control: u8, black: u8) -> bool {
        control == self.t26_dice.receiver_fumble.control && black <= self.fumble_ranges(rating).1
    }

    /// T26: an out-of-bounds attempt, by the control die (L491).
    pub fn out_of_bounds(&self, control: u8) -> Bounds {
        self.t26_dice.out_of_bounds.get(control)
    }

    /// T26: the dump-off zone, by the control die (L594).
    pub fn dump_off_zone(&self, control: u8) -> DumpZone {
        self.t26_dice.dump_off_zone.get(control)
    }

    /// T26: the dump-off target slot (L594); the engine skips the original target and
    /// double-teamed receivers and applies formation replacements.
    pub fn dump_off_target(&self, die: u8) -> OffSlot {
        self.t26_dice.dump_off_target.get(die)
    }

    // --- passes and interceptions (§2.7, §2.17)

    /// T12: the DPI yards of an incomplete short or long pass; a flat pass has no DPI row (T20
    /// reads roughing), `None`.
    pub fn dpi_yards(&self, kind: PassKind, total: u8) -> Option<u8> {
        let r = &self.t12_dpi_yards.rows[row2d(total)];
        match kind {
            PassKind::Short => Some(r.short),
            PassKind::Long => Some(r.long),
            PassKind::Flat => None,
        }
    }

    /// T13 (optional): who intercepted.
    pub fn int_credit(&self, kind: PassKind, total: u8) -> IntCredit {
        let r = &self.t13_interception_credit.rows[row2d(total)];
        match kind {
            PassKind::Flat => r.flat,
            PassKind::Short => r.short,
            PassKind::Long => r.long,
        }
    }

    /// T26: the interceptor when T13's player is not in the game (L409).
    pub fn int_credit_fallback(&self, die: u8) -> DefSlot {
        self.t26_dice.int_credit_fallback.get(die)
    }

    /// T14: the generic interception return; a flat pass (not look-in) reads the flat cell.
    pub fn generic_int_return(&self, total: u8, pass: PassPlay) -> ReturnCell {
        let r = &self.t14_interception_return.rows[row2d(total)];
        match (pass, r.flat_pass) {
            (PassPlay::Flat(_), Some(f)) => f,
            _ => r.result,
        }
    }

    /// T21: the intercepting team's return (team name as on the chart, "Bears", any case). On a
    /// flat pass (not look-in) a roll of 3 or 9 is a touchdown (L409). A cell missing from the
    /// source reads T14 and says so (`fallback`). `None` for a team not on the chart.
    pub fn int_return(&self, team: &str, total: u8, pass: PassPlay) -> Option<IntReturn> {
        let name = team.trim();
        let t = self.t21_team_interception_returns.teams.iter().find(|t| t.team.eq_ignore_ascii_case(name) || t.aliases.iter().any(|a| a.eq_ignore_ascii_case(name)))?;
        let total = total.clamp(2, 12);
        if matches!(pass, PassPlay::Flat(_)) && self.t21_team_interception_returns.flat_pass_touchdown_rolls.contains(&total) {
            return Some(IntReturn { result: ReturnCell::Touchdown, fallback: false });
        }
        Some(match t.returns[row2d(total)] {
            Some(c) => IntReturn { result: c, fallback: false },
            None => IntReturn { result: self.generic_int_return(total, pass), fallback: true },
        })
    }

    // --- gains (§2.6)

    /// T18 on the league's line (Neutral, L400): row = results total, column = control die.
    pub fn variable_long_gain(&self, total: u8, control: u8) -> LongGain {
        self.variable_long_gain_at(self.t18_variable_long_gain.line, total, control)
    }

    /// T18 on a given line.
    pub fn variable_long_gain_at(&self, site: Site, total: u8, control: u8) -> LongGain {
        self.t18_variable_long_gain.rows[row2d(total)].line(site)[(control.clamp(1, 6) - 1) as usize]
    }

    // --- the clock (§2.12)

    /// The ticks a play costs on the 2-minute clock, after at most one strategy (§2.12.3):
    /// hurry-up −1, spike −2 (never below the minimum, 1), a timeout makes it 1, a slowdown makes
    /// a 30-second play (run or completion) 6.
    pub fn two_minute_ticks(&self, play: ClockPlay, strategy: Option<ClockStrategy>) -> u8 {
        let s = &self.t19_clock.strategies;
        let base = self.t19_clock.costs.rows.iter().find(|r| r.play == play).map_or(s.minimum_ticks, |r| r.ticks);
        let adjusted = match strategy {
            None => base as i16,
            Some(ClockStrategy::HurryUp) => base as i16 + s.hurry_up as i16,
            Some(ClockStrategy::Spike) => base as i16 + s.spike as i16,
            Some(ClockStrategy::Timeout) => s.timeout_ticks as i16,
            Some(ClockStrategy::Slowdown) if play == ClockPlay::ThirtySecond => s.slowdown_ticks as i16,
            Some(ClockStrategy::Slowdown) => base as i16,
        };
        adjusted.max(s.minimum_ticks as i16) as u8
    }

    /// The spaces a play costs on the regular clock (a timeout makes it 1); `None` for plays that
    /// exist only on the 2-minute clock (kneel, spike fumbles).
    pub fn regular_spaces(&self, play: ClockPlay, timeout: bool) -> Option<u8> {
        let r = self.t19_clock.costs.rows.iter().find(|r| r.play == play)?.regular?;
        Some(if timeout { r.min(1) } else { r })
    }

    /// The time shown on a space of the 2-minute clock (0 = 2:00 … 17 = :00), in seconds.
    pub fn two_minute_seconds(&self, space: u8) -> Option<u16> {
        self.t19_clock.two_minute.get(space as usize).map(|t| t.0)
    }

    /// The spaces of the 2-minute clock (18).
    pub fn two_minute_spaces(&self) -> u8 {
        self.t19_clock.two_minute.len() as u8
    }

    // --- penalties (§2.17)

    /// T20: the penalty for a number (1-7) read on the specialist card, on the penalized side, in
    /// the play's situation. `None` where the chart has no row (an offensive 1 or 7 on an
    /// intercepted pass) or the number is not 1-7.
    pub fn penalty(&self, side: Side, number: u8, situation: PenaltySituation) -> Option<&Penalty> {
        let sec = self.t20_penalties.sections.iter().find(|s| s.side == side && s.phase == situation.phase())?;
        sec.rows.iter().find(|r| r.numbers.contains(&number) && r.situations.contains(&situation))
    }

    // --- injuries (§2.18.1)

    /// T15: the T16 column of an injured player. `games_played` picks the season column: the
    /// longest printed season not above the games he actually played (12 for fewer than 12; a
    /// project reading, the seed prints only 12/14/16). Each stat with a divisor is divided and
    /// rounded up; a running back takes the higher. Capped at the maximum (15), floored at 8, or
    /// 12 for a player listed as a starter on the team card (never a QB, L1025).
    pub fn injury_column(&self, player: InjuryGroup, games_played: u8, stats: InjuryStats, team_card_starter: bool) -> u8 {
        let c = &self.t15_injury_rating;
        let idx = c.seasons.iter().rposition(|&s| s <= games_played).unwrap_or(0);
        let floor = if team_card_starter { c.starter_min_column } else { c.min_column };
        let Some(d) = c.rows.iter().find(|r| r.player == player).and_then(|r| r.divisors.get(idx)) else { return floor };
        let q = |stat: u16, div: Option<f64>| div.map_or(0.0, |v| (stat as f64 / v).ceil());
        let raw = q(stats.rush_attempts, d.rush_attempts).max(q(stats.receptions, d.receptions)).max(q(stats.pass_attempts, d.pass_attempts));
        (raw.min(c.max_column as f64) as u8).max(floor)
    }

    /// T15 for a player without an individual card: 12 if listed as a starter, 8 if a sub
    /// (L1015).
    pub fn injury_column_without_card(&self, team_card_starter: bool) -> u8 {
        let c = &self.t15_injury_rating;
        if team_card_starter {
            c.starter_min_column
        } else {
            c.min_column
        }
    }

    /// T16: the injury in a column (clamped to 0-15) on the 2d roll.
    pub fn games_injured(&self, column: u8, total: u8) -> InjuryResult {
        let c = &self.t16_games_injured;
        let col = c.columns.iter().position(|&x| x == column.min(c.columns[0])).unwrap_or(0);
        c.rows[row2d(total)].cells[col]
    }

    /// T26: the quarters missed after this one on a "Bal" result, by one die (L1015).
    pub fn balance_quarters(&self, die: u8) -> u8 {
        self.t26_dice.balance_quarters.get(die)
    }

    // --- replay (§2.8)

    /// T17: whether the play may be challenged.
    pub fn challengeable(&self, case: ReplayCase) -> bool {
        self.t17_replay_challenge.rows.iter().any(|r| r.case == case && r.challenge)
    }

    /// T26: the challenge die overturns the ruling (L386).
    pub fn challenge_overturned(&self, die: u8) -> bool {
        self.t26_dice.replay_challenge.get(die) == Challenge::Overturned
    }
}

// ---------------------------------------------------------------------------------------------
// Validation

struct Check<'a> {
    file: &'a str,
}

type R = Result<(), TablesError>;

impl Check<'_> {
    fn fail(&self, table: &str, entry: impl fmt::Display, rule: &str, message: impl fmt::Display) -> TablesError {
        TablesError::Invalid { file: self.file.into(), table: table.into(), entry: entry.to_string(), rule: rule.into(), message: message.to_string() }
    }

    fn ensure(&self, ok: bool, table: &str, entry: impl fmt::Display, rule: &str, message: impl fmt::Display) -> R {
        if ok {
            Ok(())
        } else {
            Err(self.fail(table, entry, rule, message))
        }
    }

    /// The table's id and a source such as "L1327-L1342" or "L1675-L1684, L1716-L1727".
    fn header(&self, table: &str, id: &str, source: &str, rule: &str) -> R {
        self.ensure(id == table, table, "id", rule, format!("the table's id is '{id}', expected '{table}'"))?;
        self.source(table, "source", source, rule)
    }

    fn source(&self, table: &str, entry: &str, source: &str, rule: &str) -> R {
        let ok = !source.trim().is_empty()
            && source.split(',').all(|part| {
                let p = part.trim();
                let (a, b) = p.split_once('-').unwrap_or((p, p));
                let n = |x: &str| x.trim().strip_prefix('L').and_then(|d| d.parse::<u32>().ok());
                matches!((n(a), n(b)), (Some(a), Some(b)) if a <= b)
            });
        self.ensure(ok, table, entry, rule, format!("source '{source}' must name seed lines, e.g. \"L1327-L1342\" or \"L1675-L1684, L1716-L1727\""))
    }

    fn reconstructions(&self, table: &str, rs: &[Reconstruction], rule: &str) -> R {
        for (i, r) in rs.iter().enumerate() {
            let ok = [&r.entry, &r.chosen, &r.alternative, &r.basis].iter().all(|s| !s.trim().is_empty());
            self.ensure(ok, table, format!("reconstruction {}", i + 1), rule, "a reconstruction names its entry, the reading chosen, the alternative and its basis")?;
        }
        Ok(())
    }

    /// A 2d table: rows 2..=12 in order.
    fn rolls(&self, table: &str, rolls: &[u8], rule: &str) -> R {
        self.ensure(rolls.len() == 11, table, "rows", rule, format!("has {} rows; a 2d table has the 11 results-dice totals 2-12", rolls.len()))?;
        for (i, &r) in rolls.iter().enumerate() {
            let want = i as u8 + 2;
            self.ensure(r == want, table, format!("row {}", i + 1), rule, format!("roll {r} where the results-dice total {want} belongs (rows 2-12 in order)"))?;
        }
        Ok(())
    }

    /// A die table: faces 1..=6 in order.
    fn dies(&self, table: &str, entry: &str, dies: &[u8], rule: &str) -> R {
        self.ensure(dies.len() == 6, table, entry, rule, format!("has {} rows; a die table has the faces 1-6", dies.len()))?;
        for (i, &d) in dies.iter().enumerate() {
            let want = i as u8 + 1;
            self.ensure(d == want, table, format!("{entry} row {}", i + 1), rule, format!("die {d} where face {want} belongs (faces 1-6 in order)"))?;
        }
        Ok(())
    }

    /// Spans within lo..=hi, each lo ≤ hi, ascending without overlap.
    fn spans(&self, table: &str, entry: impl fmt::Display, t: &Totals, lo: u8, hi: u8, rule: &str) -> R {
        let what = if hi <= 6 { "die face" } else { "results-dice total" };
        let mut prev: Option<u8> = None;
        for &(a, b) in t.spans() {
            self.ensure(a <= b, table, &entry, rule, format!("'{t}': the range {a}-{b} runs backwards"))?;
            for v in [a, b] {
                self.ensure((lo..=hi).contains(&v), table, &entry, rule, format!("'{t}': {v} is not a {what} ({lo}-{hi})"))?;
            }
            if let Some(p) = prev {
                self.ensure(a > p, table, &entry, rule, format!("'{t}': ranges must ascend without overlap ({a} after {p})"))?;
            }
            prev = Some(b);
        }
        Ok(())
    }

    /// The sets partition lo..=hi.
    fn partition(&self, table: &str, entry: impl fmt::Display, sets: &[&Totals], lo: u8, hi: u8, rule: &str) -> R {
        for v in lo..=hi {
            let n = sets.iter().filter(|s| s.contains(v)).count();
            self.ensure(n == 1, table, &entry, rule, format!("{v} is read by {n} entries; every value {lo}-{hi} must be read by exactly one"))?;
        }
        Ok(())
    }

    fn die_table<T>(&self, entry: &str, t: &DieTable<T>, rule: &str) -> R {
        let table = "T26";
        self.source(table, &format!("{entry}.source"), &t.source, rule)?;
        for (i, f) in t.faces.iter().enumerate() {
            self.spans(table, format!("{entry} row {}", i + 1), &f.faces, 1, 6, rule)?;
        }
        let sets: Vec<&Totals> = t.faces.iter().map(|f| &f.faces).collect();
        self.partition(table, entry, &sets, 1, 6, rule)
    }
}

impl Tables {
    fn validate(&self, file: &str) -> R {
        let c = Check { file };
        c.ensure(self.format == "huddle-som tables 1", "file", "format", "som 1.7", format!("format '{}' is not \"huddle-som tables 1\"", self.format))?;
        self.validate_fumbles(&c)?;
        self.validate_kicks(&c)?;
        self.validate_passes(&c)?;
        self.validate_injuries(&c)?;
        self.validate_clock(&c)?;
        self.validate_penalties(&c)?;
        self.validate_pass_rush(&c)?;
        self.validate_dice(&c)?;
        self.validate_usage(&c)
    }

    fn validate_usage(&self, c: &Check) -> R {
        let u = &self.usage_limits;
        c.header("usage", &u.id, &u.source, "som 2.4.4")?;
        c.ensure(u.qb_end_run_carries >= 1, "usage", "qb_end_run_carries", "som 2.4.4", "the End Runs are the season carries divided by a number of at least 1")?;
        c.ensure(u.backup_fresh_carries >= 1, "usage", "backup_fresh_carries", "som 2.18.2", "the fresh carries are the season carries divided by a number of at least 1")
    }

    fn validate_fumbles(&self, c: &Check) -> R {
        let rule = "som 2.9";
        let t3 = &self.t3_offense_fumble_recovery;
        c.header("T3", &t3.id, &t3.source, rule)?;
        c.rolls("T3", &t3.rows.iter().map(|r| r.roll).collect::<Vec<_>>(), rule)?;
        let t4 = &self.t4_defense_fumble_recovery;
        c.header("T4", &t4.id, &t4.source, rule)?;
        c.rolls("T4", &t4.rows.iter().map(|r| r.roll).collect::<Vec<_>>(), rule)?;
        let t8 = &self.t8_advance_loose_ball;
        c.header("T8", &t8.id, &t8.source, rule)?;
        c.rolls("T8", &t8.rows.iter().map(|r| r.roll).collect::<Vec<_>>(), rule)?;
        for r in &t8.rows {
            for (col, a) in [("sack_or_receiver", r.sack_or_receiver), ("other", r.other)] {
                if let Advance::Yards(y) | Advance::FumbleAfter(y) = a {
                    c.ensure((-99..=99).contains(&y), "T8", format!("row {}, {col}", r.roll), rule, format!("{y} yards is off the field"))?;
                }
            }
        }
        // T5: every team rating once, in order, ranges on the die, never shrinking.
        let rule = "som 2.5";
        let t5 = &self.t5_fumble_ratings;
        c.header("T5", &t5.id, &t5.source, rule)?;
        let order = [FumbleRating::Zero, FumbleRating::One, FumbleRating::To2, FumbleRating::To3, FumbleRating::To4, FumbleRating::To5, FumbleRating::To6];
        c.ensure(t5.rows.len() == order.len(), "T5", "rows", rule, format!("has {} rows; one per team rating 0, 1, 1-2 … 1-6 (7)", t5.rows.len()))?;
        for (i, (r, want)) in t5.rows.iter().zip(order).enumerate() {
            let entry = format!("row {}", i + 1);
            c.ensure(r.rating == want, "T5", &entry, rule, format!("rating {:?} where {:?} belongs (0, 1, 1-2 … 1-6 in order)", r.rating, want))?;
            c.ensure(r.qb.0 <= 6 && r.receiver.0 <= 6, "T5", &entry, rule, "a black-die range ends at 6 at most")?;
            if i > 0 {
                let p = &t5.rows[i - 1];
                c.ensure(r.qb >= p.qb && r.receiver >= p.receiver, "T5", &entry, rule, "a worse team rating never shrinks the QB or receiver range")?;
            }
        }
        Ok(())
    }

    fn validate_kicks(&self, c: &Check) -> R {
        let t7 = &self.t7_blocked_kick;
        c.header("T7", &t7.id, &t7.source, "som 2.10.2")?;
        c.rolls("T7", &t7.rows.iter().map(|r| r.roll).collect::<Vec<_>>(), "som 2.10.2")?;
        for r in &t7.rows {
            c.ensure(r.behind_los <= 99, "T7", format!("row {}", r.roll), "som 2.10.2", "the recovery spot is off the field")?;
        }
        let t11 = &self.t11_onside_kick;
        c.header("T11", &t11.id, &t11.source, "som 2.1.2")?;
        c.rolls("T11", &t11.rows.iter().map(|r| r.roll).collect::<Vec<_>>(), "som 2.1.2")?;
        for r in &t11.rows {
            c.ensure((1..=99).contains(&r.yards), "T11", format!("row {}", r.roll), "som 2.1.2", format!("an onside kick travels 1-99 yards, not {}", r.yards))?;
        }
        Ok(())
    }

    fn validate_passes(&self, c: &Check) -> R {
        let t12 = &self.t12_dpi_yards;
        c.header("T12", &t12.id, &t12.source, "som 2.17")?;
        c.rolls("T12", &t12.rows.iter().map(|r| r.roll).collect::<Vec<_>>(), "som 2.17")?;
        for r in &t12.rows {
            c.ensure((1..=99).contains(&r.short) && (1..=99).contains(&r.long), "T12", format!("row {}", r.roll), "som 2.17", "DPI yards are 1-99")?;
        }
        let rule = "som 2.7";
        let t13 = &self.t13_interception_credit;
        c.header("T13", &t13.id, &t13.source, rule)?;
        c.rolls("T13", &t13.rows.iter().map(|r| r.roll).collect::<Vec<_>>(), rule)?;
        let t14 = &self.t14_interception_return;
        c.header("T14", &t14.id, &t14.source, rule)?;
        c.rolls("T14", &t14.rows.iter().map(|r| r.roll).collect::<Vec<_>>(), rule)?;
        let ret = |table: &str, entry: String, cell: ReturnCell| match cell {
            ReturnCell::Yards(y) => c.ensure((-99..=100).contains(&y), table, entry, rule, format!("a return of {y} yards is off the field")),
            ReturnCell::Fumble(n) => c.ensure(n <= 100, table, entry, rule, format!("a fumble after {n} yards is off the field")),
            ReturnCell::Touchdown => Ok(()),
        };
        for r in &t14.rows {
            ret("T14", format!("row {}", r.roll), r.result)?;
        }
        let t21 = &self.t21_team_interception_returns;
        c.header("T21", &t21.id, &t21.source, rule)?;
        c.reconstructions("T21", &t21.reconstruction, rule)?;
        c.ensure(t21.fallback == "T14", "T21", "fallback", rule, format!("missing cells read T14, not '{}'", t21.fallback))?;
        for &r in &t21.flat_pass_touchdown_rolls {
            c.ensure((2..=12).contains(&r), "T21", "flat_pass_touchdown_rolls", rule, format!("{r} is not a results-dice total (2-12)"))?;
        }
        c.ensure(t21.teams.len() == 32, "T21", "teams", rule, format!("has {} teams; the chart prints the 32 NFL teams", t21.teams.len()))?;
        for (i, t) in t21.teams.iter().enumerate() {
            c.ensure(!t.team.trim().is_empty(), "T21", format!("team {}", i + 1), rule, "a team needs a name")?;
            c.ensure(!t21.teams[..i].iter().any(|u| u.team.eq_ignore_ascii_case(&t.team)), "T21", &t.team, rule, "the team appears twice")?;
            c.ensure(t.returns.len() == 11, "T21", &t.team, rule, format!("has {} rows; a 2d column has the 11 results-dice totals 2-12", t.returns.len()))?;
            c.reconstructions("T21", &t.reconstruction, rule)?;
            for (k, cell) in t.returns.iter().enumerate() {
                if let Some(cell) = *cell {
                    ret("T21", format!("{}, row {}", t.team, k + 2), cell)?;
                }
            }
        }
        let rule = "som 2.6";
        let t18 = &self.t18_variable_long_gain;
        c.header("T18", &t18.id, &t18.source, rule)?;
        c.reconstructions("T18", &t18.reconstruction, rule)?;
        c.ensure(t18.columns == [1, 2, 3, 4, 5, 6], "T18", "columns", rule, "the columns are the control die 1-6")?;
        c.rolls("T18", &t18.rows.iter().map(|r| r.roll).collect::<Vec<_>>(), rule)?;
        for r in &t18.rows {
            for site in [Site::Road, Site::Neutral, Site::Home] {
                let line = r.line(site);
                let entry = format!("row {}, {site:?}", r.roll);
                c.ensure(line.len() == 6, "T18", &entry, rule, format!("has {} cells; one per control die 1-6", line.len()))?;
                for g in line {
                    if let LongGain::Yards(y) = *g {
                        c.ensure((1..=99).contains(&y), "T18", &entry, rule, format!("a long gain of {y} yards is not 1-99"))?;
                    }
                }
            }
            for k in 0..6 {
                let (road, neutral, home) = (r.road[k].reach(), r.neutral[k].reach(), r.home[k].reach());
                c.ensure(road <= neutral && neutral <= home, "T18", format!("row {}, control {}", r.roll, k + 1), rule, format!("the home gain ({home}) is never shorter than the neutral ({neutral}), nor the neutral than the road ({road})"))?;
            }
        }
        Ok(())
    }

    fn validate_injuries(&self, c: &Check) -> R {
        let rule = "som 2.18.1";
        let t16 = &self.t16_games_injured;
        c.header("T16", &t16.id, &t16.source, rule)?;
        c.reconstructions("T16", &t16.reconstruction, rule)?;
        let want: Vec<u8> = (0..=15).rev().collect();
        c.ensure(t16.columns == want, "T16", "columns", rule, "the columns are 15 down to 0")?;
        c.rolls("T16", &t16.rows.iter().map(|r| r.roll).collect::<Vec<_>>(), rule)?;
        for (i, r) in t16.rows.iter().enumerate() {
            c.ensure(r.cells.len() == 16, "T16", format!("row {}", r.roll), rule, format!("has {} cells; one per column 15-0", r.cells.len()))?;
            for k in 0..16 {
                let here = r.cells[k];
                let entry = format!("row {}, column {}", r.roll, 15 - k);
                if k > 0 {
                    c.ensure(here.severity() >= r.cells[k - 1].severity(), "T16", &entry, rule, "an injury never gets lighter toward column 0 (a lower injury rating)")?;
                }
                if i > 0 {
                    c.ensure(here.severity() >= t16.rows[i - 1].cells[k].severity(), "T16", &entry, rule, "an injury never gets lighter as the roll rises")?;
                }
            }
        }
        let t15 = &self.t15_injury_rating;
        c.header("T15", &t15.id, &t15.source, rule)?;
        c.reconstructions("T15", &t15.reconstruction, rule)?;
        c.ensure(t15.round == "up", "T15", "round", rule, "the quotient is rounded up (L1021)")?;
        c.ensure(!t15.seasons.is_empty() && t15.seasons.windows(2).all(|w| w[0] < w[1]), "T15", "seasons", rule, "the season lengths ascend")?;
        c.ensure(t15.min_column <= t15.starter_min_column && t15.starter_min_column <= t15.max_column && t15.max_column <= 15, "T15", "columns", rule, "min_column ≤ starter_min_column ≤ max_column ≤ 15 (the columns of T16)")?;
        for g in [InjuryGroup::RunningBack, InjuryGroup::Quarterback, InjuryGroup::TightEndOrBlockingBack, InjuryGroup::WideReceiver] {
            let n = t15.rows.iter().filter(|r| r.player == g).count();
            c.ensure(n == 1, "T15", format!("{g:?}"), rule, format!("appears {n} times; every player group once"))?;
        }
        for r in &t15.rows {
            c.ensure(r.divisors.len() == t15.seasons.len(), "T15", format!("{:?}", r.player), rule, "one divisor cell per season length")?;
            for (d, season) in r.divisors.iter().zip(&t15.seasons) {
                let entry = format!("{:?}, {season}-game season", r.player);
                let all = [d.rush_attempts, d.receptions, d.pass_attempts];
                c.ensure(all.iter().any(|x| x.is_some()), "T15", &entry, rule, "a cell divides at least one stat")?;
                c.ensure(all.iter().flatten().all(|&x| x.is_finite() && x >= 1.0), "T15", &entry, rule, "a divisor is a number of at least 1")?;
            }
            if r.player == InjuryGroup::Quarterback {
                c.ensure(r.divisors.iter().all(|d| d.pass_attempts.is_some() && d.rush_attempts.is_none() && d.receptions.is_none()), "T15", "Quarterback", rule, "a QB's rating divides pass attempts only")?;
            }
        }
        Ok(())
    }

    fn validate_clock(&self, c: &Check) -> R {
        let rule = "som 2.12.3";
        let t19 = &self.t19_clock;
        c.header("T19", &t19.id, &t19.source, rule)?;
        let tm = &t19.two_minute;
        c.ensure(tm.len() == 18, "T19", "two_minute", rule, format!("has {} spaces; the 2-minute clock has 18", tm.len()))?;
        c.ensure(tm.first().map(|t| t.0) == Some(120) && tm.last().map(|t| t.0) == Some(0), "T19", "two_minute", rule, "the clock runs from 2:00 to :00")?;
        for (i, w) in tm.windows(2).enumerate() {
            c.ensure(w[1] < w[0], "T19", format!("space {}", i + 1), rule, format!("{} after {}: the times must fall", w[1], w[0]))?;
        }
        c.source("T19", "regular.source", &t19.regular.source, "som 2.12.1")?;
        c.ensure(t19.regular.spaces as u32 * t19.regular.seconds_per_space as u32 == 900, "T19", "regular", "som 2.12.1", "the regular clock's spaces make a 15-minute quarter")?;
        c.source("T19", "costs.source", &t19.costs.source, rule)?;
        for p in ClockPlay::ALL {
            let n = t19.costs.rows.iter().filter(|r| r.play == p).count();
            c.ensure(n == 1, "T19", format!("costs {p:?}"), rule, format!("appears {n} times; every timing class once"))?;
        }
        let s = &t19.strategies;
        c.source("T19", "strategies.source", &s.source, rule)?;
        c.ensure(s.minimum_ticks >= 1, "T19", "strategies.minimum_ticks", rule, "a play takes at least 1 tick")?;
        c.ensure(s.hurry_up < 0 && s.spike < 0, "T19", "strategies", rule, "hurry-up and spike take ticks off the previous play")?;
        for r in &t19.costs.rows {
            c.ensure(r.ticks >= s.minimum_ticks && r.ticks as usize <= tm.len(), "T19", format!("costs {:?}", r.play), rule, format!("{} ticks is not within the minimum and the clock's length", r.ticks))?;
        }
        Ok(())
    }

    fn validate_penalties(&self, c: &Check) -> R {
        let rule = "som 2.17";
        let t20 = &self.t20_penalties;
        c.header("T20", &t20.id, &t20.source, rule)?;
        c.reconstructions("T20", &t20.reconstruction, rule)?;
        c.ensure((1..=15).contains(&t20.offsides_yards), "T20", "offsides_yards", rule, "an offside costs 1-15 yards")?;
        for phase in [PenaltyPhase::Run, PenaltyPhase::Pass, PenaltyPhase::Kick] {
            for side in [Side::Offense, Side::Defense] {
                let n = t20.sections.iter().filter(|s| s.phase == phase && s.side == side).count();
                c.ensure(n == 1, "T20", format!("{phase:?} {side:?}"), rule, format!("appears {n} times; each play type and penalized side once"))?;
            }
        }
        for s in &t20.sections {
            let sec = format!("{:?} {:?}", s.phase, s.side);
            for (i, r) in s.rows.iter().enumerate() {
                let entry = format!("{sec} row {} ({})", i + 1, r.penalty);
                c.ensure(!r.numbers.is_empty() && r.numbers.iter().all(|n| (1..=7).contains(n)), "T20", &entry, rule, "penalty numbers are 1-7")?;
                c.ensure(!r.situations.is_empty(), "T20", &entry, rule, "a row names its situations")?;
                for sit in &r.situations {
                    c.ensure(sit.phase() == s.phase, "T20", &entry, rule, format!("{sit:?} is not a {:?} situation", s.phase))?;
                }
                let spot = matches!(r.enforce, Enforcement::DpiChart | Enforcement::InterceptionSpot);
                c.ensure(r.yards.is_some() != spot, "T20", &entry, rule, "yards are given unless the foul is marked at a spot (DPI)")?;
                c.ensure(r.yards.is_none_or(|y| (1..=99).contains(&y)), "T20", &entry, rule, "penalty yards are 1-99")?;
                if let Some(cap) = r.kickoff_cap {
                    c.ensure(r.situations == [PenaltySituation::Kickoff] && (1..=50).contains(&cap), "T20", &entry, rule, "a kickoff cap is a yard line 1-50 on a kickoff-return row")?;
                }
            }
            for n in 1..=7u8 {
                for sit in PenaltySituation::ALL.into_iter().filter(|x| x.phase() == s.phase) {
                    let rows = s.rows.iter().filter(|r| r.numbers.contains(&n) && r.situations.contains(&sit)).count();
                    let gap = s.no_row.iter().any(|g| g.number == n && g.situation == sit);
                    let entry = format!("{sec}, number {n}, {sit:?}");
                    c.ensure(rows <= 1, "T20", &entry, rule, format!("is read by {rows} rows"))?;
                    c.ensure(rows == 1 || gap, "T20", &entry, rule, "has no row (list it under no_row if the chart leaves it empty)")?;
                    c.ensure(!(rows == 1 && gap), "T20", &entry, rule, "has a row and is also listed under no_row")?;
                }
            }
        }
        Ok(())
    }

    fn validate_pass_rush(&self, c: &Check) -> R {
        let rule = "som 2.13.5";
        for (table, t) in [("T22", &self.t22_pass_rush), ("T23", &self.t23_safety_blitz_pass_rush)] {
            c.header(table, &t.id, &t.source, rule)?;
            c.ensure(table != "T22" || t.reading.is_some(), table, "reading", rule, "T22 states how ratings between rows and columns are read (digest A-G17)")?;
            c.ensure(t.columns.iter().map(String::as_str).eq(RUSH_COLUMNS), table, "columns", rule, format!("the columns are the rush ratings {}", RUSH_COLUMNS.join(", ")))?;
            c.ensure(t.rows.len() == 6, table, "rows", rule, format!("has {} rows; the chart prints pass-block rows 7, 5, 4, 3, 2, 0", t.rows.len()))?;
            for (i, (r, want)) in t.rows.iter().zip(PASS_BLOCK_ROWS).enumerate() {
                c.ensure(r.block == want, table, format!("row {}", i + 1), rule, format!("block {} where block {want} belongs (7, 5, 4, 3, 2, 0 in order)", r.block))?;
                for kind in [PassKind::Long, PassKind::Short, PassKind::Flat] {
                    let line = r.line(kind);
                    c.ensure(line.len() == 15, table, format!("block {}, {kind:?}", r.block), rule, format!("has {} cells; one per rush column 17-15, 14 … 1", line.len()))?;
                    for (k, cell) in line.iter().enumerate() {
                        let entry = format!("block {}, {kind:?}, rush {}", r.block, RUSH_COLUMNS[k]);
                        c.spans(table, &entry, cell, 2, 12, rule)?;
                        if k > 0 {
                            c.ensure(cell.run_from_2() <= line[k - 1].run_from_2(), table, &entry, rule, format!("'{cell}' sacks on a longer run from 2 than the stronger rusher's '{}'", line[k - 1]))?;
                        }
                        if i > 0 {
                            let stronger = &t.rows[i - 1].line(kind)[k];
                            c.ensure(cell.run_from_2() >= stronger.run_from_2(), table, &entry, rule, format!("'{cell}' sacks on a shorter run from 2 than against the stronger blocker's '{stronger}'"))?;
                        }
                    }
                }
            }
        }
        let rule = "som 2.13.2";
        let t24 = &self.t24_pass_rush_assignments;
        c.header("T24", &t24.id, &t24.source, rule)?;
        let t10 = &self.t10_five_six_pass_rush;
        c.header("T10", &t10.id, &t10.source, rule)?;
        for (table, entry, rows) in [("T24", "4-3", &t24.assignments.four_three), ("T24", "3-4", &t24.assignments.three_four), ("T10", "5-6", &t10.rows)] {
            c.dies(table, entry, &rows.iter().map(|r| r.die).collect::<Vec<_>>(), rule)?;
            for (i, r) in rows.iter().enumerate() {
                let e = format!("{entry} die {}", r.die);
                c.ensure(!rows[..i].iter().any(|x| x.rusher == r.rusher), table, &e, rule, format!("{} is named twice", r.rusher.as_str()))?;
                c.ensure(!rows[..i].iter().any(|x| x.blocker == r.blocker), table, &e, rule, format!("{} blocks twice", r.blocker.as_str()))?;
            }
        }
        let rule = "som 2.13.4";
        let t9 = &self.t9_blitz_adjustment;
        c.header("T9", &t9.id, &t9.source, rule)?;
        let m = &t24.modifiers;
        for (table, extras) in [("T9", t9.rows.iter().map(|r| r.extra).collect::<Vec<_>>()), ("T24", m.rows.iter().map(|r| r.blitzers).collect())] {
            c.ensure(!extras.is_empty() && extras.iter().enumerate().all(|(i, &e)| e as usize == i + 1), table, "rows", rule, "the rows count the extra blitzers 1, 2, 3 … in order")?;
        }
        for (i, r) in t9.rows.iter().enumerate() {
            let entry = format!("{} extra blitzers", r.extra);
            for v in [r.three_four, r.four_three].into_iter().flatten() {
                c.ensure((0..=12).contains(&v), "T9", &entry, rule, format!("+{v} is not an increase of 0-12"))?;
            }
            if i > 0 {
                let p = &t9.rows[i - 1];
                let up = |a: Option<i8>, b: Option<i8>| matches!((a, b), (Some(a), Some(b)) if b < a);
                c.ensure(!up(p.three_four, r.three_four) && !up(p.four_three, r.four_three), "T9", &entry, rule, "more blitzers never lower the increase")?;
            }
            if let Some(mr) = m.rows.iter().find(|x| x.blitzers == r.extra) {
                let agree = r.four_three.is_none_or(|v| v == mr.four_three) && r.three_four.is_none_or(|v| v == mr.three_four);
                c.ensure(agree, "T9", &entry, rule, "T9 and the T24 pass rush modifiers disagree")?;
            }
        }
        let rule = "som 2.13.1";
        let t25 = &self.t25_pass_rush_die;
        c.header("T25", &t25.id, &t25.source, rule)?;
        c.reconstructions("T25", &t25.reconstruction, rule)?;
        for (i, r) in t25.rows.iter().enumerate() {
            let entry = format!("row {}", i + 1);
            c.ensure(r.black.0 <= 6, "T25", &entry, rule, "the black die shows 1-6")?;
            c.ensure(r.min_men <= 11, "T25", &entry, rule, "a defense has 11 men")?;
            for k in &r.passes {
                let dup = t25.rows[..i].iter().any(|x| x.call == r.call && x.passes.contains(k));
                c.ensure(!dup, "T25", &entry, rule, format!("{:?} on a {k:?} pass is read by two rows", r.call))?;
            }
        }
        for call in [RushCall::Pass, RushCall::SafetyBlitz] {
            for k in [PassKind::Flat, PassKind::Short, PassKind::Long] {
                let ok = t25.rows.iter().any(|r| r.call == call && r.passes.contains(&k));
                c.ensure(ok, "T25", format!("{call:?}, {k:?}"), rule, "every pass type has a row when the defense called pass")?;
            }
        }
        // T6 (optional, no usage text; the sack result of §2.13.5).
        let rule = "som 2.13.5";
        let t6 = &self.t6_sack_reassignment;
        c.header("T6", &t6.id, &t6.source, rule)?;
        c.ensure(!t6.rows.is_empty(), "T6", "rows", rule, "the chart has rows")?;
        for (i, r) in t6.rows.iter().enumerate() {
            let entry = format!("rating {}", r.rating);
            c.spans("T6", &entry, &r.original, 2, 12, rule)?;
            c.spans("T6", &entry, &r.reassign, 2, 12, rule)?;
            c.partition("T6", &entry, &[&r.original, &r.reassign], 2, 12, rule)?;
            if i > 0 {
                let p = &t6.rows[i - 1];
                c.ensure(r.rating > p.rating, "T6", &entry, rule, "the ratings ascend")?;
                c.ensure(r.reassign.ways() >= p.reassign.ways(), "T6", &entry, rule, "a higher rating never reassigns less often")?;
            }
        }
        Ok(())
    }

    fn validate_dice(&self, c: &Check) -> R {
        let d = &self.t26_dice;
        c.header("T26", &d.id, &d.source, "som 1.7")?;
        c.die_table("kickoff_return_touchdown", &d.kickoff_return_touchdown, "som 2.1")?;
        c.die_table("return_fumble", &d.return_fumble, "som 2.10.7")?;
        c.die_table("fair_catch", &d.fair_catch, "som 2.10.7")?;
        c.die_table("let_it_roll", &d.let_it_roll, "som 2.10.6")?;
        c.die_table("roll_direction", &d.roll_direction, "som 2.10.6")?;
        c.die_table("coffin_corner", &d.coffin_corner, "som 2.10.4")?;
        c.die_table("out_of_bounds", &d.out_of_bounds, "som 2.12.2")?;
        c.die_table("replay_challenge", &d.replay_challenge, "som 2.8")?;
        c.die_table("int_credit_fallback", &d.int_credit_fallback, "som 2.7")?;
        c.die_table("dump_off_zone", &d.dump_off_zone, "som 2.13.6")?;
        c.die_table("dump_off_target", &d.dump_off_target, "som 2.13.6")?;
        c.die_table("balance_quarters", &d.balance_quarters, "som 2.18.1")?;
        for f in &d.balance_quarters.faces {
            c.ensure(f.result <= 5, "T26", "balance_quarters", "som 2.18.1", "one die adds at most 5 quarters")?;
        }
        let p = &d.fumble_possession;
        c.source("T26", "fumble_possession.source", &p.source, "som 2.9")?;
        c.spans("T26", "fumble_possession", &p.fumbling_team, 2, 12, "som 2.9")?;
        c.spans("T26", "fumble_possession", &p.opponent, 2, 12, "som 2.9")?;
        c.partition("T26", "fumble_possession", &[&p.fumbling_team, &p.opponent], 2, 12, "som 2.9")?;
        c.source("T26", "pooch_fair_catch.source", &d.pooch_fair_catch.source, "som 2.10.5")?;
        c.spans("T26", "pooch_fair_catch", &d.pooch_fair_catch.totals, 2, 12, "som 2.10.5")?;
        let b = &d.punt_block;
        c.source("T26", "punt_block.source", &b.source, "som 2.10.2")?;
        let top = 12 + b.modifier as i16;
        c.ensure((2..=top).contains(&(b.block_on as i16)), "T26", "punt_block", "som 2.10.2", format!("a block on {} cannot be rolled with 2d {:+}", b.block_on, b.modifier))?;
        c.source("T26", "safe_punt_rush.source", &d.safe_punt_rush.source, "som 2.10.3")?;
        for (entry, r, rule) in [("kick_block", &d.kick_block, "som 2.11"), ("spike_kneel_fumble", &d.spike_kneel_fumble, "som 2.12.4")] {
            c.source("T26", &format!("{entry}.source"), &r.source, rule)?;
            c.ensure((1..=6).contains(&r.control) && (2..=12).contains(&r.total), "T26", entry, rule, "a control die 1-6 and a results total 2-12")?;
        }
        let l = &d.long_field_goal;
        c.source("T26", "long_field_goal.source", &l.source, "som 2.11")?;
        c.ensure((2..=12).contains(&l.good_total), "T26", "long_field_goal", "som 2.11", "the good total is a results-dice total 2-12")?;
        for (entry, r) in [("sack_fumble", &d.sack_fumble), ("receiver_fumble", &d.receiver_fumble)] {
            c.source("T26", &format!("{entry}.source"), &r.source, "som 2.9")?;
            c.ensure((1..=6).contains(&r.control), "T26", entry, "som 2.9", "the control die shows 1-6")?;
        }
        // T17 here too: its resolution die is a T26 table.
        let rule = "som 2.8";
        let t17 = &self.t17_replay_challenge;
        c.header("T17", &t17.id, &t17.source, rule)?;
        for case in ReplayCase::ALL {
            let n = t17.rows.iter().filter(|r| r.case == case).count();
            c.ensure(n == 1, "T17", format!("{case:?}"), rule, format!("appears {n} times; every play of the chart once"))?;
        }
        Ok(())
    }
}
