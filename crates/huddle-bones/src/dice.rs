//! The Fast Action Dice (§1.1): two ten-sided dice read as 01-00 (00 = 100), one die read 1-10,
//! two dice added (2-20), and the punt number's lead-die reading (§14.1). Every roll comes from
//! the game's one randomness source and is recorded for the play-by-play.
//!
//! Scripting: a [`huddle_core::ScriptedRandom`] answers `below(n)` with `v % n`, so a FAD of `f`
//! is scripted as `f - 1` and a d10 of `d` as `d - 1` ([`crate::testkit::rolls`] does this).

use crate::options::Options;
use huddle_core::Randomness;
use std::fmt;

/// One recorded roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Roll {
    /// A FAD (1..=100), with what it was for.
    Fad(u8, Use),
    D10(u8, Use),
    TwoD10(u8, Use),
    Punt(u8),
}

/// What a roll was for (shown in the play-by-play).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    Block,
    Run,
    Receiver,
    Pass,
    Yards,
    Break,
    Intercept,
    Spot,
    Point,
    Return,
    Rush,
    Sack,
    Z,
    Penalty,
    Injury,
    Fumble,
    Recovery,
    Pitch,
    Kick,
    Weather,
    Other,
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let u = |u: &Use| match u {
            Use::Block => "block",
            Use::Run => "run",
            Use::Receiver => "rcv",
            Use::Pass => "PN",
            Use::Yards => "yds",
            Use::Break => "brk",
            Use::Intercept => "int",
            Use::Spot => "spot",
            Use::Point => "pt",
            Use::Return => "ret",
            Use::Rush => "rush",
            Use::Sack => "sack",
            Use::Z => "Z",
            Use::Penalty => "pen",
            Use::Injury => "inj",
            Use::Fumble => "fum",
            Use::Recovery => "rec",
            Use::Pitch => "pitch",
            Use::Kick => "kick",
            Use::Weather => "weather",
            Use::Other => "",
        };
        match self {
            // A FAD's 100 reads "00".
            Roll::Fad(n, w) => write!(f, "{} {:02}", u(w), n % 100),
            Roll::D10(n, w) => write!(f, "{} d{}", u(w), n),
            Roll::TwoD10(n, w) => write!(f, "{} 2d{}", u(w), n),
            Roll::Punt(n) => write!(f, "punt# {n}"),
        }
    }
}

/// The rolls of one play, kept without allocation (the last 24 if a play rolls more).
#[derive(Clone, Copy, Debug, Default)]
pub struct RollLog {
    rolls: [Option<Roll>; 24],
    n: usize,
}

impl RollLog {
    pub fn push(&mut self, r: Roll) {
        let i = self.n % self.rolls.len();
        self.rolls[i] = Some(r);
        self.n += 1;
    }
    pub fn clear(&mut self) {
        *self = RollLog::default();
    }
    pub fn iter(&self) -> impl Iterator<Item = Roll> + '_ {
        let len = self.rolls.len();
        let start = self.n.saturating_sub(len);
        (start..self.n).filter_map(move |i| self.rolls[i % len])
    }
    pub fn len(&self) -> usize {
        self.n.min(self.rolls.len())
    }
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }
}

/// The dice on the table: the game's randomness plus the play's roll log.
pub struct Dice<'a> {
    pub rng: &'a mut dyn Randomness,
    pub log: &'a mut RollLog,
}

impl Dice<'_> {
    /// A FAD roll, 1..=100 (black die tens, white die units, "00" = 100).
    pub fn fad(&mut self, w: Use) -> u8 {
        let n = self.rng.below(100) as u8 + 1;
        self.log.push(Roll::Fad(n, w));
        n
    }
    /// One ten-sided die, 1..=10 (the 0 face reads 10).
    pub fn d10(&mut self, w: Use) -> u8 {
        let n = self.rng.below(10) as u8 + 1;
        self.log.push(Roll::D10(n, w));
        n
    }
    /// Two ten-sided dice added, 2..=20 (§1.1 item 4).
    pub fn two_d10(&mut self, w: Use) -> u8 {
        let a = self.rng.below(10) as u8 + 1;
        let b = self.rng.below(10) as u8 + 1;
        self.log.push(Roll::TwoD10(a + b, w));
        a + b
    }
    /// The punt number (§14.1, §1.2): faces 0-9 of a lead die L and another die O. L of 0 or 1
    /// reads the two digits as they are (0x = x, 1x = 10 + x); L of 2 or more adds them, except
    /// L = 2, O = 0, which is 20. "00" reads `opts.punt_00` (A32); the other die's 0 face counts
    /// 0 in a sum, or 10 under `opts.punt_zero_is_ten` (A59).
    pub fn punt_number(&mut self, opts: &Options) -> u8 {
        let l = self.rng.below(10) as u8;
        let o = self.rng.below(10) as u8;
        let n = punt_number(l, o, opts);
        self.log.push(Roll::Punt(n));
        n
    }
}

/// The punt number for lead face `l` and other face `o` (both 0..=9).
pub fn punt_number(l: u8, o: u8, opts: &Options) -> u8 {
    match (l, o) {
        (0, 0) => opts.punt_00,
        (0, o) => o,
        (1, o) => 10 + o,
        (2, 0) => 20,
        (l, 0) if opts.punt_zero_is_ten => l + 10,
        (l, o) => l + o,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn punt_numbers_follow_the_lead_die_distribution() {
        // §1.2's table under the defaults (00 = 10, a 0 face counts 0).
        let o = Options::default();
        let mut count = [0u32; 21];
        for l in 0..10 {
            for d in 0..10 {
                count[punt_number(l, d, &o) as usize] += 1;
            }
        }
        assert_eq!(count, [0, 1, 1, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]);
    }
}
