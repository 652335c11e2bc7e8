//! Instant replay (§2.8, T17): the rulings a coach may challenge, what reversing one gives (the
//! "opposite result"), each side's challenges in a game, and the computer's challenge policy.
//!
//! The resolver ([`crate::resolve`]) reports a challengeable ruling as a [`Replay`], a small
//! `Copy` value built while the cell is read (no allocation): only a result that came from a
//! **split number** on a card, or a fumble found by the team's **fumble rating** (T5: a receiver
//! at the catch, the quarterback on a sack). The game decides the challenge inside the play's
//! resolution, before anything reaches the core, so an overturned ruling is simply replaced by
//! its opposite and nothing is undone.
//!
//! Readings (digest A-G30, A-G31; `docs/som-decisions.md`):
//! - A fumble may be challenged only when the ruling **was** a fumble (T17's footnote `*`); its
//!   opposite is the same yards without the fumble. The possession roll is never challenged.
//! - An interception split (`INT+14 2-5, REC 6-12`, `INT+10 2-6, X 7-12`) may be challenged
//!   either way (footnote `#`): an interception's opposite is an incomplete pass; a pass ruled
//!   incomplete off the split's other part (its `X`, or its `REC` when the receiver's card then
//!   reads incomplete) has the split's interception for its opposite. A completion off the
//!   `REC` part is a reception ruling of the receiver's card, not of the split: not challengeable.
//! - A reception split (`+13 2-3, X 4-12`): a catch's opposite is an incompletion, an
//!   incompletion's the split's catch.
//! - The challenger is the coach the ruling hurts: the offense against a fumble, an
//!   interception or an incompletion that could have been a catch; the defense against a catch
//!   or an incompletion that could have been an interception.

use crate::coach::View;
use crate::resolve::Terminal;
use crate::tables::ReplayCase;

/// What a challengeable ruling is about (T17's "play" column).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayKind {
    Fumble,
    Interception,
    Reception,
}

/// Where the ruling came from (T17's "definition" column).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplaySource {
    /// A split number on a card.
    Split,
    /// The team's QB or receiver fumble rating (T5).
    FumbleRating,
}

/// A ruling that may be challenged, with the result a reversal applies instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replay {
    pub kind: ReplayKind,
    pub source: ReplaySource,
    /// The result as ruled.
    pub ruled: Terminal,
    /// The "opposite result" (L386), applied when the challenge overturns the ruling.
    pub opposite: Terminal,
}

/// How good a result is for the offense, to say whom a ruling hurts.
fn worth(t: Terminal) -> i32 {
    match t {
        Terminal::Touchdown => 200,
        Terminal::Yards(y) => y as i32,
        Terminal::Incomplete => 0,
        Terminal::Fumble(y) => y as i32 - 100,
        Terminal::Interception(_) => -200,
        Terminal::Receiver | Terminal::MustRun => 0,
    }
}

impl Replay {
    /// A fumble that the rating found (T5): the same yards without the fumble is its opposite.
    pub fn fumble_rating(yards: i16) -> Replay {
        Replay { kind: ReplayKind::Fumble, source: ReplaySource::FumbleRating, ruled: Terminal::Fumble(yards), opposite: Terminal::Yards(yards) }
    }

    /// The row of T17 this ruling is.
    pub fn case(&self) -> ReplayCase {
        match (self.kind, self.source) {
            (ReplayKind::Fumble, ReplaySource::Split) => ReplayCase::FumbleSplit,
            (ReplayKind::Fumble, ReplaySource::FumbleRating) => ReplayCase::FumbleTeamRating,
            (ReplayKind::Interception, _) => ReplayCase::InterceptionSplit,
            (ReplayKind::Reception, _) => ReplayCase::ReceptionSplit,
        }
    }

    /// Whether the offense (`Some(true)`) or the defense (`Some(false)`) is hurt by the ruling;
    /// `None` when the reversal would change nothing for either (e.g. a catch for no gain).
    pub fn challenger_is_offense(&self) -> Option<bool> {
        let (r, o) = (worth(self.ruled), worth(self.opposite));
        (r != o).then_some(o > r)
    }

    /// The reversal takes the ball from one side to the other (or gives it back).
    pub fn turnover_at_stake(&self) -> bool {
        [self.ruled, self.opposite].iter().any(|t| matches!(t, Terminal::Fumble(_) | Terminal::Interception(_)))
    }
}

/// The ruling in words ("the fumble", "the interception", …).
pub fn ruling_text(t: Terminal) -> String {
    match t {
        Terminal::Fumble(_) => "the fumble".into(),
        Terminal::Interception(_) => "the interception".into(),
        Terminal::Incomplete => "the incompletion".into(),
        Terminal::Touchdown => "the touchdown catch".into(),
        Terminal::Yards(y) => format!("the catch for {y}"),
        Terminal::Receiver | Terminal::MustRun => "the ruling".into(),
    }
}

/// What an overturned ruling becomes, in words.
pub fn opposite_text(r: &Replay) -> String {
    match (r.ruled, r.opposite) {
        (Terminal::Fumble(_), _) => "no fumble".into(),
        (_, Terminal::Interception(_)) => "intercepted".into(),
        (_, Terminal::Incomplete) => "incomplete".into(),
        (_, Terminal::Touchdown) => "a touchdown catch".into(),
        (_, Terminal::Yards(y)) => format!("a catch for {y}"),
        _ => "the opposite result".into(),
    }
}

/// A side's challenges this game (§2.8): two, or three if it won the first two.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Challenges {
    pub used: u8,
    pub won: u8,
}

impl Challenges {
    /// Challenges still to be made this game.
    pub fn left(&self) -> u8 {
        let limit: u8 = if self.won >= 2 { 3 } else { 2 };
        limit.saturating_sub(self.used)
    }
}

/// What a coach is asked after a challengeable ruling against him.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Challenge {
    pub replay: Replay,
    /// The challenger is the offense.
    pub offense: bool,
    /// Challenges the coach has left (this one included).
    pub left: u8,
    /// Time-outs he has left (a failed challenge costs one).
    pub timeouts: u8,
    /// A fumble ruling, offered once the recovery is known: whether the fumbling team has the
    /// ball as ruled. `None` for the other rulings.
    pub kept: Option<bool>,
}

/// The computer's challenge (a coach's choice, not a rule): it challenges when the swing is big —
/// a turnover either way, a touchdown, or a catch of 20 yards or more — and, in the last two
/// minutes of a half, not with its last time-out unless a turnover or a touchdown is at stake.
/// The engine asks only when the rules allow a challenge.
pub fn computer_challenges(v: &View, c: &Challenge) -> bool {
    let r = &c.replay;
    let touchdown = matches!(r.ruled, Terminal::Touchdown) || matches!(r.opposite, Terminal::Touchdown);
    let long_catch = [r.ruled, r.opposite].iter().any(|t| matches!(t, Terminal::Yards(y) if *y >= 20));
    // A fumble its own team recovered takes no ball away.
    let turnover = r.turnover_at_stake() && c.kept != Some(true);
    let decisive = turnover || touchdown;
    if !(decisive || long_catch) {
        return false;
    }
    let clock = &v.core.clock;
    let late = matches!(clock.period.0, 2 | 4) && clock.remaining <= 120;
    !(late && c.timeouts <= 1 && !decisive)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_challenges_or_three_after_winning_the_first_two() {
        // [som 2.8]
        let mut c = Challenges::default();
        assert_eq!(c.left(), 2);
        c.used = 2;
        c.won = 1;
        assert_eq!(c.left(), 0, "[som 2.8] two challenges, one lost: none left");
        c.won = 2;
        assert_eq!(c.left(), 1, "[som 2.8] the first two won: a third");
        c.used = 3;
        assert_eq!(c.left(), 0);
    }

    #[test]
    fn the_challenger_is_the_coach_the_ruling_hurts() {
        // [som 2.8]
        let f = Replay::fumble_rating(5);
        assert_eq!(f.challenger_is_offense(), Some(true));
        let int = Replay { kind: ReplayKind::Interception, source: ReplaySource::Split, ruled: Terminal::Incomplete, opposite: Terminal::Interception(10) };
        assert_eq!(int.challenger_is_offense(), Some(false));
        let rec = Replay { kind: ReplayKind::Reception, source: ReplaySource::Split, ruled: Terminal::Yards(13), opposite: Terminal::Incomplete };
        assert_eq!(rec.challenger_is_offense(), Some(false));
        let nothing = Replay { ruled: Terminal::Yards(0), ..rec };
        assert_eq!(nothing.challenger_is_offense(), None);
    }
}
