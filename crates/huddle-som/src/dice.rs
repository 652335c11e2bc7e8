//! The five dice (§1.7, §2.0.1): the white control die, two results dice, the black pass-rush
//! die and the yellow penalty die. Every throw comes from the game's one randomness source and is
//! logged, so a game replays exactly and a scripted source pins a rule test.
//!
//! Scripting: a [`huddle_core::ScriptedRandom`] answers `below(6)` with `v % 6`, so a die showing
//! `d` is scripted as `d - 1` ([`script`] does it). Dice are thrown in a fixed order: control, the
//! two results dice, black, yellow — whichever of them the throw includes.

use huddle_core::Randomness;
use serde::{Deserialize, Serialize};

/// One throw. The dice not thrown are `None`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Roll {
    pub control: Option<u8>,
    pub a: Option<u8>,
    pub b: Option<u8>,
    pub black: Option<u8>,
    pub yellow: Option<u8>,
}

impl Roll {
    /// The results dice's total, 2-12 (0 when they were not thrown).
    pub fn total(&self) -> u8 {
        self.a.unwrap_or(0) + self.b.unwrap_or(0)
    }
    /// The control die (1 when it was not thrown: callers only ask after throwing it).
    pub fn ctl(&self) -> u8 {
        self.control.unwrap_or(1)
    }
    /// Control plus the two results dice ("three dice", 3-18).
    pub fn three_total(&self) -> u8 {
        self.control.unwrap_or(0) + self.total()
    }
    /// Control plus results plus black ("all four dice", 4-24).
    pub fn four_total(&self) -> u8 {
        self.three_total() + self.black.unwrap_or(0)
    }
    /// Three of a kind on control and both results dice: an injury (§2.18.1).
    pub fn triple(&self) -> bool {
        matches!((self.control, self.a, self.b), (Some(c), Some(a), Some(b)) if c == a && a == b)
    }
    /// The control die sends the play to the offensive player's card (1-3, §2.0.1).
    pub fn offense_card(&self) -> bool {
        self.ctl() <= 3
    }
}

/// Which dice a throw includes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Throw {
    pub control: bool,
    pub results: bool,
    pub black: bool,
    pub yellow: bool,
}

impl Throw {
    /// The initial roll of a play: all five (§2.0.1).
    pub const ALL: Throw = Throw { control: true, results: true, black: true, yellow: true };
    /// "Roll two dice": the results pair.
    pub const TWO: Throw = Throw { control: false, results: true, black: false, yellow: false };
    /// "Three dice": control and the results pair.
    pub const THREE: Throw = Throw { control: true, results: true, black: false, yellow: false };
    /// "All four dice": control, results and black (the RECEIVER roll, the sack roll, the coffin corner).
    pub const FOUR: Throw = Throw { control: true, results: true, black: true, yellow: false };
    /// Two dice and the yellow die (kickoffs and punts, §2.1, §2.10.1).
    pub const TWO_YELLOW: Throw = Throw { control: false, results: true, black: false, yellow: true };
    /// Three dice and the yellow die (field goals and extra points, §2.11).
    pub const THREE_YELLOW: Throw = Throw { control: true, results: true, black: false, yellow: true };
}

/// What a throw was for (the play-by-play and the roll log show it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    Play,
    Receiver,
    Split,
    ShortGain,
    LongGain,
    MustRun,
    Sack,
    Fumble,
    Recovery,
    Advance,
    Interception,
    Return,
    Kick,
    Punt,
    Roll,
    Penalty,
    Injury,
    Toss,
    /// The instant-replay challenge die (§2.8).
    Replay,
    Other,
}

/// The dice of one game: the one randomness source plus the log.
pub struct Dice<'a> {
    rng: &'a mut dyn Randomness,
    log: Option<&'a mut Vec<(Purpose, Roll)>>,
}

impl<'a> Dice<'a> {
    pub fn new(rng: &'a mut dyn Randomness) -> Dice<'a> {
        Dice { rng, log: None }
    }
    pub fn logged(rng: &'a mut dyn Randomness, log: &'a mut Vec<(Purpose, Roll)>) -> Dice<'a> {
        Dice { rng, log: Some(log) }
    }

    fn d6(&mut self) -> u8 {
        self.rng.below(6) as u8 + 1
    }

    /// Throws the dice `t` names.
    pub fn throw(&mut self, t: Throw, purpose: Purpose) -> Roll {
        let mut r = Roll::default();
        if t.control {
            r.control = Some(self.d6());
        }
        if t.results {
            r.a = Some(self.d6());
            r.b = Some(self.d6());
        }
        if t.black {
            r.black = Some(self.d6());
        }
        if t.yellow {
            r.yellow = Some(self.d6());
        }
        if let Some(log) = self.log.as_deref_mut() {
            log.push((purpose, r));
        }
        r
    }

    /// One die, 1-6.
    pub fn one(&mut self, purpose: Purpose) -> u8 {
        let d = self.d6();
        if let Some(log) = self.log.as_deref_mut() {
            log.push((purpose, Roll { control: Some(d), ..Roll::default() }));
        }
        d
    }

    /// Two dice, totalled (2-12).
    pub fn two(&mut self, purpose: Purpose) -> u8 {
        self.throw(Throw::TWO, purpose).total()
    }

    /// The randomness source itself (for choices that are not dice, e.g. breaking a tie at random).
    pub fn rng(&mut self) -> &mut dyn Randomness {
        self.rng
    }
}

/// A scripted source from the faces of the dice, in throwing order.
pub fn script(faces: &[u8]) -> huddle_core::ScriptedRandom {
    huddle_core::ScriptedRandom::new(faces.iter().map(|&f| f.saturating_sub(1) as u32).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_initial_roll_throws_five_dice_in_order_and_sees_a_triple() {
        // [som 1.7] control, two results dice, black, yellow.
        let mut rng = script(&[4, 4, 4, 2, 1]);
        let mut dice = Dice::new(&mut rng);
        let r = dice.throw(Throw::ALL, Purpose::Play);
        assert_eq!((r.ctl(), r.total(), r.black, r.yellow), (4, 8, Some(2), Some(1)));
        assert!(r.triple());
        assert!(!r.offense_card());
        assert_eq!(r.four_total(), 14);
    }

    #[test]
    fn a_logged_throw_is_kept() {
        let mut rng = script(&[1, 2, 3]);
        let mut log = Vec::new();
        let mut dice = Dice::logged(&mut rng, &mut log);
        let r = dice.throw(Throw::THREE, Purpose::Play);
        assert!(r.offense_card());
        assert!(!r.triple());
        assert_eq!(log.len(), 1);
        assert_eq!(log[0].1.total(), 5);
    }
}
