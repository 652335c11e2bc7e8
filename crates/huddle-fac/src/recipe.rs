//! Building a FAC deck from a recipe: the counts of every reading over the regular cards.
//!
//! Each field of the deck (RN, PN, OB, each run and pass directive, the Z result, each
//! solitaire situation) is an independent multiset of values whose counts the recipe gives.
//! The generator shuffles each multiset with a ChaCha stream seeded from the recipe and deals
//! one value of each to every regular card, so the same recipe always produces the same deck.
//! Right-side directives (IR, SR) are the mirror images of the left-side counts (LG ↔ RG,
//! box B ↔ D, ...), dealt with their own shuffle. See `docs/fac-deck.md` for the derivation.

use crate::fac::{Blocker, DeckFile, Fac, FacCard, RunDir, Two};
use huddle_cards::DefBox;
use huddle_core::{shuffle, Randomness, SeededRandom};
use serde::{Deserialize, Serialize};

/// A value and how many regular cards carry it.
pub type Count = (String, u32);

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct DeckRecipe {
    pub name: String,
    pub seed: u64,
    pub regular: u32,
    pub z_cards: u32,
    /// How many regular cards carry "OB" after their Run Number, spread as evenly as possible
    /// over the Run Numbers (RN 1 first).
    pub ob_cards: u32,
    pub inside_left: Vec<Count>,
    pub sweep_left: Vec<Count>,
    pub end_reverse: Vec<Count>,
    pub screen: Vec<Count>,
    pub quick: Vec<Count>,
    pub short: Vec<Count>,
    pub long: Vec<Count>,
    pub z_results: Vec<Count>,
    /// Five situations, each a distribution of solitaire defenses.
    pub solitaire: Vec<Vec<Count>>,
}

pub const RECIPE_JSON: &str = include_str!("../data/deck_recipe.json");

/// A problem with a recipe.
#[derive(Debug, thiserror::Error)]
pub enum RecipeError {
    #[error("{file}: not a valid recipe: {cause}")]
    Parse { file: String, cause: serde_json::Error },
    #[error("{file}: {field}: {msg}")]
    Invalid { file: String, field: String, msg: String },
}

fn mirror_box(b: DefBox) -> DefBox {
    let row = (b.row() - 1) as usize;
    DefBox::from_idx(row * 5 + (4 - b.column() as usize))
}

fn mirror_blocker(b: Blocker) -> Blocker {
    match b {
        Blocker::LE => Blocker::RE,
        Blocker::LT => Blocker::RT,
        Blocker::LG => Blocker::RG,
        Blocker::RG => Blocker::LG,
        Blocker::RT => Blocker::LT,
        Blocker::RE => Blocker::LE,
        x => x,
    }
}

/// The same directive for a run to the other side.
pub fn mirror(d: RunDir) -> RunDir {
    match d {
        RunDir::Breakaway => RunDir::Breakaway,
        RunDir::Blockers(t) => RunDir::Blockers(Two { first: mirror_blocker(t.first), second: t.second.map(mirror_blocker) }),
        RunDir::Boxes(t) => RunDir::Boxes(Two { first: mirror_box(t.first), second: t.second.map(mirror_box) }),
        RunDir::Versus(b, x) => RunDir::Versus(mirror_blocker(b), mirror_box(x)),
    }
}

impl DeckRecipe {
    pub fn embedded() -> DeckRecipe {
        DeckRecipe::parse(RECIPE_JSON, "<embedded deck_recipe.json>").expect("embedded recipe is valid")
    }

    pub fn parse(text: &str, file: &str) -> Result<DeckRecipe, RecipeError> {
        let r: DeckRecipe = serde_json::from_str(text).map_err(|cause| RecipeError::Parse { file: file.into(), cause })?;
        r.check(file)?;
        Ok(r)
    }

    fn check(&self, file: &str) -> Result<(), RecipeError> {
        let inv = |field: &str, msg: String| RecipeError::Invalid { file: file.into(), field: field.into(), msg };
        if !self.regular.is_multiple_of(12) || !self.regular.is_multiple_of(48) {
            return Err(inv("regular", "the regular cards must divide evenly by 12 Run Numbers and 48 Pass Numbers".into()));
        }
        if self.ob_cards > self.regular {
            return Err(inv("ob_cards", "more OB cards than regular cards".into()));
        }
        let mut fields: Vec<(String, &Vec<Count>)> = vec![
            ("inside_left".into(), &self.inside_left),
            ("sweep_left".into(), &self.sweep_left),
            ("end_reverse".into(), &self.end_reverse),
            ("screen".into(), &self.screen),
            ("quick".into(), &self.quick),
            ("short".into(), &self.short),
            ("long".into(), &self.long),
            ("z_results".into(), &self.z_results),
        ];
        if self.solitaire.len() != 5 {
            return Err(inv("solitaire", "five situations are needed [ttf7 25]".into()));
        }
        for (i, s) in self.solitaire.iter().enumerate() {
            fields.push((format!("solitaire[{}]", i + 1), s));
        }
        for (name, counts) in fields {
            let total: u32 = counts.iter().map(|c| c.1).sum();
            if total != self.regular {
                return Err(inv(&name, format!("counts add up to {total}, not {} regular cards", self.regular)));
            }
            for (v, _) in counts {
                let ok = match name.as_str() {
                    "inside_left" | "sweep_left" => v.parse::<RunDir>().err(),
                    "end_reverse" => v.parse::<crate::fac::ErDir>().err(),
                    "screen" => v.parse::<crate::fac::ScreenDir>().err(),
                    "quick" | "short" | "long" => v.parse::<crate::fac::PassDir>().err(),
                    "z_results" => v.parse::<crate::fac::ZResult>().err(),
                    _ => v.parse::<crate::fac::SolDefense>().err(),
                };
                if let Some(e) = ok {
                    return Err(inv(&name, e));
                }
            }
        }
        Ok(())
    }

    /// Builds the deck. Z cards are placed after the regular cards (order is irrelevant: the
    /// deck is shuffled before play).
    pub fn build(&self) -> DeckFile {
        let mut rng = SeededRandom::new(self.seed);
        let n = self.regular as usize;
        let deal = |counts: &Vec<Count>, rng: &mut SeededRandom| -> Vec<String> {
            let mut v: Vec<String> = counts.iter().flat_map(|(s, c)| std::iter::repeat_n(s.clone(), *c as usize)).collect();
            shuffle(&mut v, rng);
            v
        };
        let per_rn = n / 12;
        // OB cards: the k-th OB goes to RN (k mod 12) + 1, so they spread over the Run Numbers.
        let ob = self.ob_cards as usize;
        let mut rns: Vec<(u8, bool)> = (1..=12u8).flat_map(|rn| (0..per_rn).map(move |k| (rn, k * 12 + (rn as usize - 1) < ob))).collect();
        shuffle(&mut rns, &mut rng);
        let mut pns: Vec<u8> = (1..=48u8).flat_map(|pn| std::iter::repeat_n(pn, n / 48)).collect();
        shuffle(&mut pns, &mut rng);
        let il = deal(&self.inside_left, &mut rng);
        let ir = deal(&self.inside_left, &mut rng);
        let sl = deal(&self.sweep_left, &mut rng);
        let sr = deal(&self.sweep_left, &mut rng);
        let er = deal(&self.end_reverse, &mut rng);
        let sc = deal(&self.screen, &mut rng);
        let qk = deal(&self.quick, &mut rng);
        let sh = deal(&self.short, &mut rng);
        let lg = deal(&self.long, &mut rng);
        let z = deal(&self.z_results, &mut rng);
        let sol: Vec<Vec<String>> = self.solitaire.iter().map(|s| deal(s, &mut rng)).collect();
        let mut cards = Vec::with_capacity(n + self.z_cards as usize);
        for i in 0..n {
            let p = |s: &String| s.parse::<RunDir>().expect("checked");
            cards.push(Fac::Card(FacCard {
                rn: rns[i].0,
                ob: rns[i].1,
                pn: pns[i],
                il: p(&il[i]),
                ir: mirror(p(&ir[i])),
                sl: p(&sl[i]),
                sr: mirror(p(&sr[i])),
                er: er[i].parse().expect("checked"),
                sc: sc[i].parse().expect("checked"),
                qk: qk[i].parse().expect("checked"),
                sh: sh[i].parse().expect("checked"),
                lg: lg[i].parse().expect("checked"),
                z: z[i].parse().expect("checked"),
                sol: [0, 1, 2, 3, 4].map(|k| sol[k][i].parse().expect("checked")),
            }));
        }
        for _ in 0..self.z_cards {
            cards.push(Fac::z());
        }
        let _ = rng.below(2);
        DeckFile {
            name: self.name.clone(),
            notes: vec![
                "Generated by `huddle deck build` from data/deck_recipe.json; do not edit by hand.".into(),
                "Derivation: docs/fac-deck.md".into(),
            ],
            cards,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mirror_is_an_involution() {
        for s in ["LG vs B", "A+F", "BK", "LT+LE", "K", "CN vs H"] {
            let d: RunDir = s.parse().unwrap();
            assert_eq!(mirror(mirror(d)), d);
        }
        assert_eq!(mirror("LG vs B".parse().unwrap()).to_string(), "RG vs D");
        assert_eq!(mirror("A+F".parse().unwrap()).to_string(), "E+J");
        assert_eq!(mirror("K".parse().unwrap()).to_string(), "O");
    }
}
