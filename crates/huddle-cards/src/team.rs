//! Team cards: roster, Lineup Card values, starting displays, return cards.

use crate::display::{DefBox, OffBox};
use crate::player::{Group, KickReturner, Player, PuntReturner};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The starting lineup printed on the Lineup Card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lineup {
    /// Offense Display: box → player id.
    pub offense: BTreeMap<OffBox, String>,
    /// Defense Display: box → player ids (two in a row-1 box or box L).
    pub defense: BTreeMap<DefBox, Vec<String>>,
    pub kicker: String,
    pub punter: String,
    /// Kickoff specialist (without one, the Kickoff Yardage Table is used).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kickoff: Option<String>,
}

/// A team: roster and the values of its Lineup Card.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Team {
    /// Short code, e.g. "KC".
    pub code: String,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub season: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
    /// Team Fumble Range: a fumble occurs on a PN in `1..=fumble_range` (before adjustments).
    pub fumble_range: u8,
    /// Defense Fumble Adjustment, added to the ball carrier's range when this team tackles.
    pub def_fumble_adj: i8,
    /// Penalty Range: a penalty occurs on a PN in `1..=penalty_range`.
    pub penalty_range: u8,
    /// Players in depth-chart order within each position.
    pub players: Vec<Player>,
    pub lineup: Lineup,
    /// Punt Return Card columns PR1-PR4.
    pub punt_returns: Vec<PuntReturner>,
    /// Kickoff Return Card columns KR1-KR4.
    pub kick_returns: Vec<KickReturner>,
    /// How the real team called plays (a guide for computer coaches; not a rule of play).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tendencies: Option<Tendencies>,
    /// Big Plays the defense may use in a game, at home and away (Statis-Pro 6th §12; TTF 7th
    /// has no Big Play defense and never reads it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub big_plays: Option<BigPlays>,
    /// Football Bones Lineup Card entries (its returners), when the team plays Bones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bones: Option<crate::bones::BonesTeam>,
}

/// Statis-Pro 6th Lineup Card: Big Plays allowed per game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BigPlays {
    pub home: u8,
    pub away: u8,
}

/// A team's play-calling habits from its season statistics, read by computer coaches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tendencies {
    /// Lean toward the pass: added to the log-odds of the coach's pass chance in ordinary
    /// situations (0 = the league's mix; +0.2 ≈ five points more passes at a 50% mix).
    pub pass_lean: f32,
}

impl Tendencies {
    /// A percentage chance moved by `lean` in log-odds, rounded to a whole percent (1-99).
    pub fn lean_percent(p: u32, lean: f32) -> u32 {
        let p = (p.clamp(1, 99) as f32) / 100.0;
        let odds = p / (1.0 - p) * lean.exp();
        ((odds / (1.0 + odds)) * 100.0).round().clamp(1.0, 99.0) as u32
    }
}

impl Team {
    pub fn idx(&self, id: &str) -> Option<u16> {
        self.players.iter().position(|p| p.id == id).map(|i| i as u16)
    }
    pub fn player(&self, idx: u16) -> &Player {
        &self.players[idx as usize]
    }
    /// Roster indices of a position group in depth-chart order.
    pub fn group(&self, g: Group) -> impl Iterator<Item = u16> + '_ {
        self.players.iter().enumerate().filter(move |(_, p)| p.group() == g).map(|(i, _)| i as u16)
    }
    pub fn kicker(&self) -> Option<u16> {
        self.idx(&self.lineup.kicker)
    }
    pub fn punter(&self) -> Option<u16> {
        self.idx(&self.lineup.punter)
    }
    pub fn kickoff_specialist(&self) -> Option<u16> {
        self.lineup.kickoff.as_deref().and_then(|id| self.idx(id))
    }
}
