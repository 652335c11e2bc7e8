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
    // Parsed once per process (a season replay starts thousands of games), checked against
    // the edition each time.
    static DECK: std::sync::OnceLock<DeckFile> = std::sync::OnceLock::new();
    let deck = DECK.get_or_init(|| serde_json::from_str(DECK_JSON).expect("the embedded deck parses")).clone();
    deck.validate("<embedded ttf7_deck.json>", ed.deck.size, ed.deck.z_cards).expect("embedded deck is valid");
    deck
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
