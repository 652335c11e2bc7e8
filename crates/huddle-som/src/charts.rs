//! The game's book of charts: the rulebook's (T1-T26, [`crate::tables`]) and the X-Chart's
//! reconstruction ([`crate::recon`]), read the way the play procedures need them.

use crate::cards::{Pos, SomPlayer};
use crate::recon::Recon;
use crate::resolve::Charts;
use crate::tables::{InjuryGroup, InjuryResult, InjuryStats, LongGain, ReturnCell, Side as TSide, Tables};
pub use crate::tables::{Blocker, Rusher};
use crate::vocab::{Front, FumbleRating, PassKind, PassPlay};

/// An interception return (T21).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntReturn {
    Yards(i16),
    Touchdown,
    /// The returner fumbles after so many yards (§2.7 step 4).
    Fumble(i16),
}

/// How long an injury lasts (T16).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Injury {
    None,
    Half,
    /// The balance of the game: one die of quarters.
    Balance,
    Games(u8),
}

#[derive(Clone, Copy)]
pub struct Book {
    pub tables: &'static Tables,
    pub recon: &'static Recon,
}

impl Charts for Book {
    fn short_gain(&self, total: u8) -> i16 {
        self.recon.short_gain(total)
    }
    fn long_gain(&self, control: u8, total: u8) -> Option<i16> {
        self.long_gain(control, total)
    }
}

impl Book {
    pub fn embedded() -> Book {
        Book { tables: Tables::embedded(), recon: Recon::embedded() }
    }

    /// T18's Neutral line; `None` is a touchdown.
    pub fn long_gain(&self, control: u8, total: u8) -> Option<i16> {
        match self.tables.variable_long_gain(total, control) {
            LongGain::Yards(y) => Some(y as i16),
            LongGain::Touchdown => None,
        }
    }

    /// T7: (the kicking team recovers, yards behind the line).
    pub fn blocked_kick(&self, total: u8) -> (bool, i16) {
        let b = self.tables.blocked_kick(total);
        (b.recovers == TSide::Offense, b.behind_los as i16)
    }

    /// T5: (QB range top, receiver range top).
    pub fn fumble_ranges(&self, r: FumbleRating) -> (u8, u8) {
        self.tables.fumble_ranges(r)
    }

    pub fn rush_assignment(&self, front: Front, control: u8) -> (Rusher, Blocker) {
        self.tables.rush_assignment(front, control)
    }

    pub fn blitz_adjust(&self, front: Front, extra: u8) -> i8 {
        self.tables.blitz_adjust(front, extra)
    }

    pub fn sack_totals(&self, block: u8, kind: PassKind, rush: u8, safety_blitz: bool) -> &'static [u8] {
        self.tables.sack_totals(block, kind, rush, safety_blitz)
    }

    /// T21 for the intercepting team (its nickname, the chart's name or a row's alias in the data:
    /// Washington's Commanders read the Redskins' row), T14 where the chart has no row for it; a flat pass returned on a
    /// 3 or a 9 is a touchdown (§2.7).
    pub fn int_return(&self, team_name: &str, total: u8, pass: PassPlay) -> IntReturn {
        let nick = team_name.rsplit(' ').next().unwrap_or(team_name);
        let cell = self.tables.int_return(nick, total, pass).map(|r| r.result).unwrap_or_else(|| self.tables.generic_int_return(total, pass));
        match cell {
            ReturnCell::Yards(y) => IntReturn::Yards(y as i16),
            ReturnCell::Touchdown => IntReturn::Touchdown,
            ReturnCell::Fumble(y) => IntReturn::Fumble(y as i16),
        }
    }

    /// T15: a player's injury column from his season line.
    pub fn injury_column(&self, p: &SomPlayer, team_card_starter: bool) -> u8 {
        let group = if p.plays(Pos::Qb) {
            InjuryGroup::Quarterback
        } else if p.plays(Pos::Hb) || p.plays(Pos::Fb) {
            InjuryGroup::RunningBack
        } else if p.plays(Pos::Te) || p.plays(Pos::Bb) {
            InjuryGroup::TightEndOrBlockingBack
        } else if p.plays(Pos::Wr) {
            InjuryGroup::WideReceiver
        } else {
            return self.tables.injury_column_without_card(team_card_starter);
        };
        let s = &p.season;
        let stats = InjuryStats { rush_attempts: s.rush_att, receptions: s.receptions, pass_attempts: s.pass_att };
        self.tables.injury_column(group, s.games.min(255) as u8, stats, team_card_starter)
    }

    /// T16.
    pub fn games_injured(&self, column: u8, total: u8) -> Injury {
        match self.tables.games_injured(column, total) {
            InjuryResult::NoInjury => Injury::None,
            InjuryResult::RestOfHalf => Injury::Half,
            InjuryResult::BalanceOfGame => Injury::Balance,
            InjuryResult::Games(g) => Injury::Games(g),
        }
    }
}
