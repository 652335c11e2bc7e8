//! Playing whole games with the embedded default data.

use crate::coach::{AiCoach, Coach};
use crate::fac::DeckFile;
use crate::game::{FacGame, GameError};
use crate::options::RuleOptions;
use crate::tables::Edition;
use huddle_cards::Team;
use huddle_core::{AnyRandom, PerSide, SeededRandom};

/// The embedded FAC deck.
pub const DECK_JSON: &str = include_str!("../data/ttf7_deck.json");

pub fn default_deck(ed: &Edition) -> DeckFile {
    DeckFile::parse(DECK_JSON, "<embedded ttf7_deck.json>", ed.deck.size, ed.deck.z_cards).expect("embedded deck is valid")
}

/// A game between two teams with AI coaches on both sides, from a seed.
pub fn ai_game(seed: u64, home: Team, away: Team, opts: RuleOptions) -> FacGame {
    let ed = Edition::ttf7();
    let deck = default_deck(&ed);
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach::default()), Box::new(AiCoach::default()));
    FacGame::new(ed, opts, home, away, deck, AnyRandom::Seeded(SeededRandom::new(seed)), coaches)
}

/// Plays an AI-vs-AI game to the end.
pub fn play_ai_game(seed: u64, home: Team, away: Team, opts: RuleOptions) -> Result<FacGame, GameError> {
    let mut g = ai_game(seed, home, away, opts);
    g.play_out()?;
    Ok(g)
}
