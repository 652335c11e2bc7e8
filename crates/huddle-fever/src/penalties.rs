//! The four 15-card penalty decks (RUNNING, PASSING, KICKING, RETURNING): the cards as data,
//! their validation, and the decks in play — shuffled before every quarter, a drawn card read
//! and returned to the bottom of its deck ([fever 5.14], [fever 8.7]).

use crate::error::DataError;
use huddle_core::{shuffle, Randomness};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::Path;

/// The four decks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckKind {
    Running,
    Passing,
    Kicking,
    Returning,
}

impl DeckKind {
    pub const ALL: [DeckKind; 4] = [DeckKind::Running, DeckKind::Passing, DeckKind::Kicking, DeckKind::Returning];
    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn key(self) -> &'static str {
        match self {
            DeckKind::Running => "running",
            DeckKind::Passing => "passing",
            DeckKind::Kicking => "kicking",
            DeckKind::Returning => "returning",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            DeckKind::Running => "RUNNING",
            DeckKind::Passing => "PASSING",
            DeckKind::Kicking => "KICKING",
            DeckKind::Returning => "RETURNING",
        }
    }
}

impl fmt::Display for DeckKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The team a card penalizes, as the rulebook names them for the deck's play: on KICKING cards
/// the kicking team is the offense, on RETURNING cards the returning team is (17.7.2–3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Against {
    Offense,
    Defense,
}

/// Where a card's yardage is stepped off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Enforce {
    /// From the line of scrimmage or previous spot; the play is nullified and the down replayed
    /// (or the ball kicked again), unless the card says loss of down or first down.
    PreviousSpot,
    /// From where the play ended; the play stands.
    EndOfPlay,
    /// Defensive pass interference: automatic first down at the spot of the pass (L311).
    PassSpot,
    /// From where the return began (the catch, interception or recovery spot).
    StartOfReturn,
}

/// One penalty card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PenaltyCard {
    pub id: String,
    /// The nature of the infraction.
    pub infraction: String,
    /// The team penalized.
    pub against: Against,
    pub yards: u8,
    pub enforce: Enforce,
    /// Automatic first down (defensive fouls).
    #[serde(default)]
    pub first_down: bool,
    /// Loss of down (offensive fouls).
    #[serde(default)]
    pub loss_of_down: bool,
    /// A 15-yard personal foul: on a score it is carried to the following kickoff (17.7.6).
    #[serde(default)]
    pub personal_foul: bool,
    /// The referee's hand signal.
    pub signal: String,
    /// The card's wording: the options of the penalty.
    pub text: String,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CardsFile {
    format: String,
    #[serde(default)]
    #[allow(dead_code)]
    note: Option<String>,
    decks: DecksFile,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DecksFile {
    running: Vec<PenaltyCard>,
    passing: Vec<PenaltyCard>,
    kicking: Vec<PenaltyCard>,
    returning: Vec<PenaltyCard>,
}

/// The 60 cards, validated, by deck.
impl PenaltyCard {
    /// A pass interference card (either team's): ignored on an attempt beyond the end line.
    pub fn is_pass_interference(&self) -> bool {
        self.infraction.eq_ignore_ascii_case("pass interference")
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PenaltyCards {
    decks: [Vec<PenaltyCard>; 4],
    pub source: String,
}

/// A card of one deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardRef {
    pub deck: DeckKind,
    pub idx: u16,
}

impl CardRef {
    /// The code recorded in the core's `PenaltyRecord`.
    pub fn code(self) -> u16 {
        self.deck.idx() as u16 * 100 + self.idx
    }
}

pub const EMBEDDED_CARDS: &str = include_str!("../data/penalty_cards.json");
const FORMAT: &str = "huddle-fever-penalties/1";
pub const CARDS_PER_DECK: usize = 15;
const RULE_DECKS: &str = "[fever 5.14] four decks (RUNNING, PASSING, KICKING, RETURNING) of fifteen cards";
const RULE_CARD: &str = "[fever 8.7] a card names the infraction, the team penalized, the options and the referee's signal";
const RULE_HALF: &str = "[fever 8.7] penalties are stepped off in yards (5, 10 or 15) and follow the card's directions";
const RULE_PI: &str = "[fever 5.14] pass interference against the defense: automatic first down at the spot of the pass (L311)";
const RULE_PF: &str = "[fever 8.7] personal fouls are 15 yards (\"15 yds-AFD\", L855)";

impl PenaltyCards {
    pub fn embedded() -> Result<PenaltyCards, DataError> {
        PenaltyCards::from_json(EMBEDDED_CARDS, "built-in data/penalty_cards.json")
    }

    pub fn from_path(path: &Path) -> Result<PenaltyCards, DataError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| DataError::Io { file: file.clone(), reason: e.to_string() })?;
        PenaltyCards::from_json(&text, &file)
    }

    pub fn from_json(text: &str, file: &str) -> Result<PenaltyCards, DataError> {
        let parsed: CardsFile = serde_json::from_str(text).map_err(|e| DataError::Parse {
            file: file.to_string(),
            what: "Football Fever penalty cards",
            reason: e.to_string(),
        })?;
        if parsed.format != FORMAT {
            return Err(DataError::Parse {
                file: file.to_string(),
                what: "Football Fever penalty cards",
                reason: format!("format is `{}`, expected `{FORMAT}`", parsed.format),
            });
        }
        let d = parsed.decks;
        let decks = [d.running, d.passing, d.kicking, d.returning];
        let err = |deck: DeckKind, card: &str, rule: &'static str, detail: String| DataError::Card {
            file: file.to_string(),
            deck: deck.name().to_string(),
            card: card.to_string(),
            rule,
            detail,
        };
        let mut ids = std::collections::HashSet::new();
        for kind in DeckKind::ALL {
            let deck = &decks[kind.idx()];
            if deck.len() != CARDS_PER_DECK {
                return Err(err(kind, "(deck)", RULE_DECKS, format!("the deck has {} cards, not {CARDS_PER_DECK}", deck.len())));
            }
            for c in deck {
                validate_card(kind, c).map_err(|(rule, detail)| err(kind, &c.id, rule, detail))?;
                if !ids.insert(c.id.clone()) {
                    return Err(err(kind, &c.id, RULE_CARD, "the id is used by another card".into()));
                }
            }
        }
        if !decks[DeckKind::Passing.idx()].iter().any(|c| c.enforce == Enforce::PassSpot) {
            return Err(err(DeckKind::Passing, "(deck)", RULE_PI, "no card is pass interference against the defense".into()));
        }
        Ok(PenaltyCards { decks, source: file.to_string() })
    }

    pub fn deck(&self, kind: DeckKind) -> &[PenaltyCard] {
        &self.decks[kind.idx()]
    }

    pub fn card(&self, r: CardRef) -> &PenaltyCard {
        &self.decks[r.deck.idx()][r.idx as usize]
    }

    /// Finds a card by its id.
    pub fn find(&self, id: &str) -> Option<CardRef> {
        for kind in DeckKind::ALL {
            if let Some(i) = self.decks[kind.idx()].iter().position(|c| c.id == id) {
                return Some(CardRef { deck: kind, idx: i as u16 });
            }
        }
        None
    }
}

/// Checks one card; returns the rule broken and what is wrong.
pub fn validate_card(deck: DeckKind, c: &PenaltyCard) -> Result<(), (&'static str, String)> {
    if c.id.trim().is_empty() {
        return Err((RULE_CARD, "the card has no id".into()));
    }
    if c.infraction.trim().is_empty() || c.signal.trim().is_empty() || c.text.trim().is_empty() {
        return Err((RULE_CARD, "the infraction, signal and wording must all be given".into()));
    }
    match c.enforce {
        Enforce::PassSpot => {
            if deck != DeckKind::Passing || c.against != Against::Defense {
                return Err((RULE_PI, "only a PASSING card against the defense is enforced at the spot of the pass".into()));
            }
            if c.yards != 0 || !c.first_down {
                return Err((RULE_PI, "pass interference is a spot foul with an automatic first down (0 yards, first_down)".into()));
            }
        }
        Enforce::StartOfReturn if deck != DeckKind::Returning || c.against != Against::Offense => {
            return Err((RULE_HALF, "only a RETURNING card against the returning team is stepped off from the start of the return".into()));
        }
        _ => {}
    }
    if c.enforce != Enforce::PassSpot && ![5, 10, 15].contains(&c.yards) {
        return Err((RULE_HALF, format!("{} yards is not a penalty distance (5, 10 or 15)", c.yards)));
    }
    if c.first_down && c.against != Against::Defense {
        return Err((RULE_CARD, "only a foul by the defense gives an automatic first down".into()));
    }
    if c.loss_of_down && c.against != Against::Offense {
        return Err((RULE_CARD, "only a foul by the offense costs a down".into()));
    }
    if c.personal_foul && c.yards != 15 {
        return Err((RULE_PF, format!("a personal foul of {} yards", c.yards)));
    }
    Ok(())
}

/// One deck in play: 15 card indices in a ring, the top at `head`. A drawn card is read and goes
/// to the bottom (L275) — with a ring that is just moving the head; the deck is shuffled before
/// every quarter (L273) and for overtime (L235). `Copy`, so a play can be rolled back cheaply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PenaltyDeck {
    kind: DeckKind,
    cards: [u16; CARDS_PER_DECK],
    head: u8,
    shuffles: u32,
}

impl PenaltyDeck {
    /// The deck in its file order (call [`PenaltyDeck::shuffle`] before play).
    pub fn new(kind: DeckKind) -> PenaltyDeck {
        let mut cards = [0u16; CARDS_PER_DECK];
        for (i, c) in cards.iter_mut().enumerate() {
            *c = i as u16;
        }
        PenaltyDeck { kind, cards, head: 0, shuffles: 0 }
    }

    /// A deck in a given order (top first), for tests and scenarios: a permutation of the 15
    /// card indices, or `None`.
    pub fn stacked(kind: DeckKind, order: &[u16]) -> Option<PenaltyDeck> {
        let mut seen = [false; CARDS_PER_DECK];
        if order.len() != CARDS_PER_DECK {
            return None;
        }
        let mut cards = [0u16; CARDS_PER_DECK];
        for (i, &c) in order.iter().enumerate() {
            let slot = seen.get_mut(c as usize)?;
            if *slot {
                return None;
            }
            *slot = true;
            cards[i] = c;
        }
        Some(PenaltyDeck { kind, cards, head: 0, shuffles: 0 })
    }

    /// Shuffles the whole deck with the game's randomness source.
    pub fn shuffle(&mut self, rng: &mut dyn Randomness) {
        self.cards.rotate_left(self.head as usize);
        self.head = 0;
        shuffle(&mut self.cards, rng);
        self.shuffles += 1;
    }

    /// Draws the top card; once read it lies at the bottom of the deck.
    pub fn draw(&mut self) -> CardRef {
        let top = self.cards[self.head as usize];
        self.head = ((self.head as usize + 1) % CARDS_PER_DECK) as u8;
        CardRef { deck: self.kind, idx: top }
    }

    /// Moves a card to the top; the others keep their order (scenarios and tests).
    pub fn move_to_top(&mut self, card: u16) {
        let mut order: Vec<u16> = self.order().filter(|&c| c != card).collect();
        if order.len() == CARDS_PER_DECK {
            return;
        }
        order.insert(0, card);
        self.cards.copy_from_slice(&order);
        self.head = 0;
    }

    /// The order of the cards, top first.
    pub fn order(&self) -> impl Iterator<Item = u16> + '_ {
        (0..CARDS_PER_DECK).map(move |i| self.cards[(self.head as usize + i) % CARDS_PER_DECK])
    }
    pub fn top(&self) -> u16 {
        self.cards[self.head as usize]
    }
    pub fn shuffles(&self) -> u32 {
        self.shuffles
    }
    pub fn kind(&self) -> DeckKind {
        self.kind
    }
}
