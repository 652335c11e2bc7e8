//! Statis-Pro 6th Fast Action Cards (digest §1, §5, §21, §22) and the deck built from a recipe.
//!
//! A 6th-edition FAC carries the same run, End-Around and Screen directives as a TTF card (the
//! vocabulary is shared with `huddle_fac::fac`), but **one** pass directive for every pass type
//! (the "ALL" entry, §10.2 step 3) and a Z result whose penalties name the penalized team **and
//! the penalty number** for each of the four categories (§16.2). There are no yardage
//! multipliers on the Z result (§23.5).
//!
//! Text notation in deck files (one field per reading):
//! - `il`/`ir`/`sl`/`sr`: `"LG"`, `"CN+LG"`, `"BK"`, `"B+G"`, `"LG vs B"`, `"Breakaway"` (the
//!   6th edition's "Break");
//! - `er`: `"OK"` or a loss such as `"-3"`;
//! - `sc`: `"Com"`, `"Com x2"`, `"Com x3"`, `"Com x1/2"`, `"Inc"`, `"Int"`;
//! - `all`: `"Orig"`, `"PR"` (Pass Rush), `"FL"`, `"LE"`, `"RE"`, `"BK1"`, `"BK2"`, `"BK3"`;
//! - `z`: `"Pen D1/O7/K12/R11"` (category 1 to 4: team letter O/D for categories 1-2, K/R for
//!   3-4, then the Penalty Table number 1-15), `"Inj O:LG"`, `"Inj D:C"`, `"Inj BC"`, `"Fum"`,
//!   `"Fum(s)"`;
//! - `sol`: five of `"Blitz"`, `"Run(NK)"`, `"Run(BC)"`, `"Pass"`, `"Prevent"`, `"Pass(x2)"`,
//!   `"Prevent(x2)"`.

pub use huddle_fac::fac::{Blocker, ErDir, InjuryWho, PassDir, PassTarget, RunDir, ScreenDir, ScreenMult, SolDefense, Two};
use huddle_cards::text_serde;
use huddle_core::{shuffle, SeededRandom};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// The team a Z-result penalty falls on, as printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PenTeam {
    /// Offense (categories 1 and 2).
    O,
    /// Defense (categories 1 and 2).
    D,
    /// Kicking team (categories 3 and 4).
    K,
    /// Receiving team (categories 3 and 4).
    R,
}

/// One category's penalty on a Z result: the team and the Penalty Table number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PenCode {
    pub team: PenTeam,
    /// Penalty Table number 1-15 (§6.3).
    pub n: u8,
}

/// The Z Results section of a 6th-edition FAC (§16).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZResult {
    /// Categories 1-4 (§16.2): runs, Quick and Screen passes; Short and Long passes; field
    /// goals, punts and their returns; kickoffs and their returns. A category may carry no
    /// penalty (written "-"): the layout of the Z result is not printed in the rules (§22.1), and
    /// a blank lets a deck set each category's penalty rate apart.
    Penalty([Option<PenCode>; 4]),
    Injury(InjuryWho),
    /// Always resolved.
    Fumble,
    /// "Fumble(s)": no fumble when the ball carrier belongs to the home team.
    FumbleS,
}

impl FromStr for ZResult {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        let bad = || format!("'{s}' is not a Z result (Pen D1/O7/K12/R11 with '-' for no penalty in a category, Inj O:<box>, Inj D:<box>, Inj BC, Fum, Fum(s))");
        Ok(match t {
            "Fum" => ZResult::Fumble,
            "Fum(s)" => ZResult::FumbleS,
            _ => match huddle_fac::fac::ZResult::from_str(t) {
                Ok(huddle_fac::fac::ZResult::Injury(InjuryWho::Offense(huddle_cards::OffBox::LTE | huddle_cards::OffBox::RTE))) => {
                    return Err(format!("'{s}': the 6th edition's display has no tight-end boxes (LTE, RTE) [sp6 3.1]"));
                }
                Ok(huddle_fac::fac::ZResult::Injury(w)) => ZResult::Injury(w),
                _ => {
                    let p = t.strip_prefix("Pen ").ok_or_else(bad)?;
                    let v: Vec<&str> = p.split('/').collect();
                    if v.len() != 4 {
                        return Err(bad());
                    }
                    let mut codes = [None; 4];
                    for (k, code) in v.iter().enumerate() {
                        if code.trim() == "-" {
                            continue;
                        }
                        let mut chars = code.chars();
                        let team = match (k, chars.next()) {
                            (0 | 1, Some('O')) => PenTeam::O,
                            (0 | 1, Some('D')) => PenTeam::D,
                            (2 | 3, Some('K')) => PenTeam::K,
                            (2 | 3, Some('R')) => PenTeam::R,
                            _ => return Err(format!("'{s}': category {} names {} (categories 1-2 take O or D, 3-4 take K or R) [sp6 16.2]", k + 1, code)),
                        };
                        let n: u8 = chars.as_str().parse().map_err(|_| bad())?;
                        if !(1..=15).contains(&n) {
                            return Err(format!("'{s}': penalty number {n} is not on the Penalty Table (1-15) [sp6 6.3]"));
                        }
                        codes[k] = Some(PenCode { team, n });
                    }
                    if codes.iter().all(|c| c.is_none()) {
                        return Err(format!("'{s}': a penalty result names a penalty in at least one category [sp6 16.2]"));
                    }
                    ZResult::Penalty(codes)
                }
            },
        })
    }
}

impl fmt::Display for ZResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ZResult::Fumble => f.write_str("Fum"),
            ZResult::FumbleS => f.write_str("Fum(s)"),
            ZResult::Injury(w) => write!(f, "{}", huddle_fac::fac::ZResult::Injury(*w)),
            ZResult::Penalty(c) => {
                f.write_str("Pen ")?;
                for (k, p) in c.iter().enumerate() {
                    if k > 0 {
                        f.write_str("/")?;
                    }
                    match p {
                        Some(p) => write!(f, "{:?}{}", p.team, p.n)?,
                        None => f.write_str("-")?,
                    }
                }
                Ok(())
            }
        }
    }
}
text_serde!(ZResult);

/// The readings of a regular (non-Z) 6th-edition FAC (§1, §21).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    /// Run Number 1-12.
    pub rn: u8,
    /// "OB" printed after the Run Number (§18 step 3).
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
    /// The one pass directive for Quick, Short and Long passes.
    pub all: PassDir,
    pub z: ZResult,
    pub sol: [SolDefense; 5],
}

/// A Fast Action Card: a Z card (it shows only a "Z") or a regular card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Fac {
    Z { z_card: ZMarker },
    Card(Card),
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

impl<'de> Deserialize<'de> for Fac {
    /// A card object with `"z_card": true` is a Z card; any other is read as a regular card, so
    /// that a bad reading is reported with its field and cause.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = serde_json::Value::deserialize(d)?;
        if v.get("z_card").is_some() {
            return match v.get("z_card") {
                Some(serde_json::Value::Bool(true)) if v.as_object().is_some_and(|o| o.len() == 1) => Ok(Fac::z()),
                _ => Err(serde::de::Error::custom("a Z card is written {\"z_card\": true} and carries nothing else [sp6 1]")),
            };
        }
        Card::deserialize(v).map(Fac::Card).map_err(serde::de::Error::custom)
    }
}

impl Fac {
    pub fn z() -> Fac {
        Fac::Z { z_card: ZMarker }
    }
    pub fn is_z(&self) -> bool {
        matches!(self, Fac::Z { .. })
    }
    pub fn card(&self) -> Option<&Card> {
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
    #[error("{file}: not a valid 6th-edition deck file: {cause}")]
    Parse { file: String, cause: String },
    #[error("{file}: {entry}: {rule}")]
    Invalid { file: String, entry: String, rule: String },
}

/// The embedded deck (`data/sp6_deck.json`, built from `data/sp6_deck_recipe.json`).
pub const DECK_JSON: &str = include_str!("../data/sp6_deck.json");

impl DeckFile {
    /// Parses and validates a deck of `size` cards with `z_cards` Z cards (§1: 109 and 13).
    pub fn parse(text: &str, file: &str, size: usize, z_cards: usize) -> Result<DeckFile, DeckError> {
        let de = &mut serde_json::Deserializer::from_str(text);
        let deck: DeckFile = serde_path_to_error::deserialize(de).map_err(|e| DeckError::Parse { file: file.into(), cause: format!("{}: {}", e.path(), e.inner()) })?;
        deck.validate(file, size, z_cards)?;
        Ok(deck)
    }

    /// The embedded deck, parsed once per process.
    pub fn embedded() -> DeckFile {
        static DECK: std::sync::OnceLock<DeckFile> = std::sync::OnceLock::new();
        DECK.get_or_init(|| DeckFile::parse(DECK_JSON, "<embedded sp6_deck.json>", 109, 13).expect("the embedded deck is valid")).clone()
    }

    pub fn validate(&self, file: &str, size: usize, z_cards: usize) -> Result<(), DeckError> {
        let inv = |entry: String, rule: String| DeckError::Invalid { file: file.into(), entry, rule };
        if self.cards.len() != size {
            return Err(inv("cards".into(), format!("the deck must hold {size} cards, found {} [sp6 1]", self.cards.len())));
        }
        let z = self.cards.iter().filter(|c| c.is_z()).count();
        if z != z_cards {
            return Err(inv("cards".into(), format!("the deck must hold {z_cards} Z cards, found {z} [sp6 1]")));
        }
        for (i, c) in self.cards.iter().enumerate() {
            if let Fac::Card(f) = c {
                if !(1..=12).contains(&f.rn) {
                    return Err(inv(format!("card {}", i + 1), format!("Run Number {} is not 1-12 [sp6 1]", f.rn)));
                }
                if !(1..=48).contains(&f.pn) {
                    return Err(inv(format!("card {}", i + 1), format!("Pass Number {} is not 1-48 [sp6 1]", f.pn)));
                }
            }
        }
        Ok(())
    }
}

/// A value and how many regular cards carry it.
pub type Count = (String, u32);

/// The recipe of a deck: the counts of every reading over the regular cards (see
/// `docs/sp6-fac-deck.md`). Each field is an independent multiset dealt one value per card with
/// a ChaCha stream seeded from the recipe, so a recipe always yields the same deck. Right-side
/// run directives mirror the left-side counts.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct DeckRecipe {
    pub name: String,
    pub seed: u64,
    pub regular: u32,
    pub z_cards: u32,
    /// How many regular cards carry "OB" after their Run Number, spread over the Run Numbers.
    pub ob_cards: u32,
    pub inside_left: Vec<Count>,
    pub sweep_left: Vec<Count>,
    pub end_around: Vec<Count>,
    pub screen: Vec<Count>,
    /// The "ALL" pass directive.
    pub pass: Vec<Count>,
    pub z_results: Vec<Count>,
    /// Five situations, each a distribution of solitaire defenses (§20 S4).
    pub solitaire: Vec<Vec<Count>>,
}

/// The embedded recipe.
pub const RECIPE_JSON: &str = include_str!("../data/sp6_deck_recipe.json");

/// A problem with a recipe.
#[derive(Debug, thiserror::Error)]
pub enum RecipeError {
    #[error("{file}: not a valid recipe: {cause}")]
    Parse { file: String, cause: String },
    #[error("{file}: {field}: {msg}")]
    Invalid { file: String, field: String, msg: String },
}

impl DeckRecipe {
    pub fn embedded() -> DeckRecipe {
        DeckRecipe::parse(RECIPE_JSON, "<embedded sp6_deck_recipe.json>").expect("the embedded recipe is valid")
    }

    pub fn parse(text: &str, file: &str) -> Result<DeckRecipe, RecipeError> {
        let de = &mut serde_json::Deserializer::from_str(text);
        let r: DeckRecipe = serde_path_to_error::deserialize(de).map_err(|e| RecipeError::Parse { file: file.into(), cause: format!("{}: {}", e.path(), e.inner()) })?;
        r.check(file)?;
        Ok(r)
    }

    fn check(&self, file: &str) -> Result<(), RecipeError> {
        let inv = |field: &str, msg: String| RecipeError::Invalid { file: file.into(), field: field.into(), msg };
        if self.regular == 0 || !self.regular.is_multiple_of(48) {
            return Err(inv("regular", "the regular cards must divide evenly by 12 Run Numbers and 48 Pass Numbers [sp6 1]".into()));
        }
        if self.ob_cards > self.regular {
            return Err(inv("ob_cards", "more OB cards than regular cards".into()));
        }
        if self.solitaire.len() != 5 {
            return Err(inv("solitaire", "five situations are needed [sp6 20]".into()));
        }
        let mut fields: Vec<(String, &Vec<Count>)> = vec![
            ("inside_left".into(), &self.inside_left),
            ("sweep_left".into(), &self.sweep_left),
            ("end_around".into(), &self.end_around),
            ("screen".into(), &self.screen),
            ("pass".into(), &self.pass),
            ("z_results".into(), &self.z_results),
        ];
        for (i, s) in self.solitaire.iter().enumerate() {
            fields.push((format!("solitaire[{}]", i + 1), s));
        }
        for (name, counts) in fields {
            let total: u32 = counts.iter().map(|c| c.1).sum();
            if total != self.regular {
                return Err(inv(&name, format!("counts add up to {total}, not {} regular cards", self.regular)));
            }
            for (v, _) in counts {
                let err = match name.as_str() {
                    "inside_left" | "sweep_left" => v.parse::<RunDir>().err(),
                    "end_around" => v.parse::<ErDir>().err(),
                    "screen" => v.parse::<ScreenDir>().err(),
                    "pass" => v.parse::<PassDir>().err(),
                    "z_results" => v.parse::<ZResult>().err(),
                    _ => v.parse::<SolDefense>().err(),
                };
                if let Some(e) = err {
                    return Err(inv(&name, e));
                }
            }
        }
        Ok(())
    }

    /// Builds the deck: the regular cards, then the Z cards (the deck is shuffled before play).
    pub fn build(&self) -> DeckFile {
        let mut rng = SeededRandom::new(self.seed);
        let n = self.regular as usize;
        let deal = |counts: &Vec<Count>, rng: &mut SeededRandom| -> Vec<String> {
            let mut v: Vec<String> = counts.iter().flat_map(|(s, c)| std::iter::repeat_n(s.clone(), *c as usize)).collect();
            shuffle(&mut v, rng);
            v
        };
        let per_rn = n / 12;
        let ob = self.ob_cards as usize;
        let mut rns: Vec<(u8, bool)> = (1..=12u8).flat_map(|rn| (0..per_rn).map(move |k| (rn, k * 12 + (rn as usize - 1) < ob))).collect();
        shuffle(&mut rns, &mut rng);
        let mut pns: Vec<u8> = (1..=48u8).flat_map(|pn| std::iter::repeat_n(pn, n / 48)).collect();
        shuffle(&mut pns, &mut rng);
        let il = deal(&self.inside_left, &mut rng);
        let ir = deal(&self.inside_left, &mut rng);
        let sl = deal(&self.sweep_left, &mut rng);
        let sr = deal(&self.sweep_left, &mut rng);
        let er = deal(&self.end_around, &mut rng);
        let sc = deal(&self.screen, &mut rng);
        let all = deal(&self.pass, &mut rng);
        let z = deal(&self.z_results, &mut rng);
        let sol: Vec<Vec<String>> = self.solitaire.iter().map(|s| deal(s, &mut rng)).collect();
        let mirror = huddle_fac::recipe::mirror;
        let run = |s: &String| s.parse::<RunDir>().expect("checked");
        let mut cards = Vec::with_capacity(n + self.z_cards as usize);
        for i in 0..n {
            cards.push(Fac::Card(Card {
                rn: rns[i].0,
                ob: rns[i].1,
                pn: pns[i],
                il: run(&il[i]),
                ir: mirror(run(&ir[i])),
                sl: run(&sl[i]),
                sr: mirror(run(&sr[i])),
                er: er[i].parse().expect("checked"),
                sc: sc[i].parse().expect("checked"),
                all: all[i].parse().expect("checked"),
                z: z[i].parse().expect("checked"),
                sol: [0, 1, 2, 3, 4].map(|k| sol[k][i].parse().expect("checked")),
            }));
        }
        for _ in 0..self.z_cards {
            cards.push(Fac::z());
        }
        DeckFile {
            name: self.name.clone(),
            notes: vec![
                "Generated by `huddle deck build --rules sp6` from crates/huddle-sp6/data/sp6_deck_recipe.json; do not edit by hand.".into(),
                "Derivation: docs/sp6-fac-deck.md".into(),
            ],
            cards,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn z_results_parse_and_print() {
        for s in ["Pen D1/O7/K12/R11", "Pen O3/D8/R5/K15", "Pen -/D8/-/-", "Inj O:LG", "Inj D:C", "Inj BC", "Fum", "Fum(s)"] {
            assert_eq!(s.parse::<ZResult>().unwrap().to_string(), s);
        }
        for bad in ["Pen -/-/-/-", "Pen K1/O7/K12/R11", "Pen D1/O7/O12/R11", "Pen D0/O7/K12/R11", "Pen D1/O16/K12/R11", "Pen D1/O7/K12", "x2", "Pen O/D/R/K"] {
            assert!(bad.parse::<ZResult>().is_err(), "{bad}");
        }
    }
}
