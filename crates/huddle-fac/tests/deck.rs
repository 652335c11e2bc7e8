//! The committed deck is exactly what the committed recipe builds, and it satisfies every
//! constraint the rules put on a FAC deck.
use huddle_fac::fac::{DeckFile, Fac};
use huddle_fac::recipe::DeckRecipe;
use huddle_fac::tables::Edition;

const DECK: &str = include_str!("../data/ttf7_deck.json");

#[test]
fn committed_deck_matches_recipe() {
    let built = DeckRecipe::embedded().build();
    let text = serde_json::to_string_pretty(&built).unwrap() + "\n";
    if std::env::var("HUDDLE_BLESS").is_ok() {
        std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/data/ttf7_deck.json"), &text).unwrap();
        return;
    }
    assert_eq!(DECK, text, "data/ttf7_deck.json is stale: rerun with HUDDLE_BLESS=1 (or `huddle deck build`)");
}

/// [ttf7 6] 109 cards, 13 Z cards; each RN 1-12 on exactly 8 regular cards and each PN 1-48
/// on exactly 2 (the uniform reading of the 96 regular cards).
#[test]
fn deck_composition_ttf7_6() {
    let e = Edition::ttf7();
    let deck = DeckFile::parse(DECK, "ttf7_deck.json", e.deck.size, e.deck.z_cards).unwrap();
    assert_eq!(deck.cards.len(), 109);
    assert_eq!(deck.cards.iter().filter(|c| c.is_z()).count(), 13);
    let mut rn = [0; 13];
    let mut pn = [0; 49];
    for c in &deck.cards {
        if let Fac::Card(f) = c {
            rn[f.rn as usize] += 1;
            pn[f.pn as usize] += 1;
        }
    }
    assert!(rn[1..].iter().all(|&n| n == 8), "{rn:?}");
    assert!(pn[1..].iter().all(|&n| n == 2), "{pn:?}");
}

/// [ttf7 6] A deck with the wrong composition is refused with the rule it breaks.
#[test]
fn bad_decks_are_refused() {
    let e = Edition::ttf7();
    let mut deck: DeckFile = serde_json::from_str(DECK).unwrap();
    deck.cards.pop();
    let text = serde_json::to_string(&deck).unwrap();
    let err = DeckFile::parse(&text, "short.json", e.deck.size, e.deck.z_cards).unwrap_err().to_string();
    assert!(err.contains("short.json") && err.contains("109"), "{err}");
    let bad = DECK.replacen("\"rn\": ", "\"rn\": 1", 1);
    let err = DeckFile::parse(&bad, "bad.json", e.deck.size, e.deck.z_cards).unwrap_err().to_string();
    assert!(err.contains("bad.json") && err.contains("Run Number"), "{err}");
    let err = DeckFile::parse("{\"name\": 3}", "junk.json", 109, 13).unwrap_err().to_string();
    assert!(err.contains("junk.json"), "{err}");
}
