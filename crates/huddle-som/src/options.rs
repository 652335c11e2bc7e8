//! One switch per reading of the rules' gaps that the digest calls configurable, and the league's
//! optional rules (§2.20). `Default` is the recommended reading; `docs/som-decisions.md` lists them.

use crate::resolve::OverrideKey;

/// How a sack's yardage is rolled (digest A-G16).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SackDice {
    /// L569, recommended: all four dice, their total is the loss (4-24).
    #[default]
    Four,
    /// L553: two dice for the yards (2-12), the fumble check on its own.
    Two,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SomOptions {
    /// A-G64: whether the long-yardage and one-back overrides replace a correct KEY.
    pub override_key: OverrideKey,
    /// A-G16.
    pub sack_dice: SackDice,
    /// The penalty system (§2.17; the league plays with it).
    pub penalties: bool,
    /// Injuries on a triple (§2.18.1).
    pub injuries: bool,
    /// A playoff game: overtime periods until a winner (§1.5).
    pub playoff: bool,
    /// The optional Sack Reassignment Table (T6, §2.20): a sack by a rusher rated 8 or more
    /// (adjusted) may be credited to another man. The seed gives no procedure; the reading is in
    /// `docs/som-decisions.md`.
    pub sack_reassignment: bool,
    /// Instant replay (§2.8, T17): each coach may challenge a split-number or fumble-rating
    /// ruling against him (the league plays with it).
    pub instant_replay: bool,
}

impl Default for SomOptions {
    fn default() -> SomOptions {
        SomOptions { override_key: OverrideKey::KeepKey, sack_dice: SackDice::Four, penalties: true, injuries: true, playoff: false, sack_reassignment: true, instant_replay: true }
    }
}
