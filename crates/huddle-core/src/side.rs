//! The two teams of a game.

use serde::{Deserialize, Serialize};

/// One of the two teams. Every rule system has a home and a visiting side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Home,
    Away,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Home, Side::Away];

    /// The other team.
    #[inline]
    pub fn other(self) -> Side {
        match self {
            Side::Home => Side::Away,
            Side::Away => Side::Home,
        }
    }

    /// Index for per-side arrays: home 0, away 1.
    #[inline]
    pub fn idx(self) -> usize {
        match self {
            Side::Home => 0,
            Side::Away => 1,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Side::Home => "home",
            Side::Away => "away",
        }
    }
}

/// A value kept for each side, indexed by [`Side`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerSide<T> {
    pub home: T,
    pub away: T,
}

impl<T> PerSide<T> {
    pub fn new(home: T, away: T) -> Self {
        PerSide { home, away }
    }
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::Home => &self.home,
            Side::Away => &self.away,
        }
    }
    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::Home => &mut self.home,
            Side::Away => &mut self.away,
        }
    }
}

impl<T> std::ops::Index<Side> for PerSide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        self.get(side)
    }
}

impl<T> std::ops::IndexMut<Side> for PerSide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        self.get_mut(side)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_is_an_involution() {
        for s in Side::BOTH {
            assert_ne!(s, s.other());
            assert_eq!(s, s.other().other());
        }
        let mut p = PerSide::new(1, 2);
        p[Side::Away] += 5;
        assert_eq!(p[Side::Home], 1);
        assert_eq!(p[Side::Away], 7);
    }
}
