//! The boxes of the Offense and Defense Displays (TTF 7th §3).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A box of the Offense Display.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum OffBox {
    /// Left split end.
    LE,
    /// Left tight end.
    LTE,
    LT,
    LG,
    C,
    RG,
    RT,
    /// Right tight end.
    RTE,
    /// Right split end.
    RE,
    QB,
    BK1,
    BK2,
    BK3,
    FL1,
    FL2,
}

impl OffBox {
    pub const ALL: [OffBox; 15] = [
        OffBox::LE,
        OffBox::LTE,
        OffBox::LT,
        OffBox::LG,
        OffBox::C,
        OffBox::RG,
        OffBox::RT,
        OffBox::RTE,
        OffBox::RE,
        OffBox::QB,
        OffBox::BK1,
        OffBox::BK2,
        OffBox::BK3,
        OffBox::FL1,
        OffBox::FL2,
    ];
    pub const LINE: [OffBox; 5] = [OffBox::LT, OffBox::LG, OffBox::C, OffBox::RG, OffBox::RT];
    pub const BACKS: [OffBox; 3] = [OffBox::BK1, OffBox::BK2, OffBox::BK3];
    pub const ENDS: [OffBox; 4] = [OffBox::LE, OffBox::LTE, OffBox::RTE, OffBox::RE];

    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn is_line(self) -> bool {
        matches!(self, OffBox::LT | OffBox::LG | OffBox::C | OffBox::RG | OffBox::RT)
    }
    pub fn is_back(self) -> bool {
        matches!(self, OffBox::BK1 | OffBox::BK2 | OffBox::BK3)
    }
    pub fn is_end(self) -> bool {
        matches!(self, OffBox::LE | OffBox::LTE | OffBox::RTE | OffBox::RE)
    }
    pub fn is_flanker(self) -> bool {
        matches!(self, OffBox::FL1 | OffBox::FL2)
    }
    pub fn is_left_end(self) -> bool {
        matches!(self, OffBox::LE | OffBox::LTE)
    }
    pub fn is_right_end(self) -> bool {
        matches!(self, OffBox::RE | OffBox::RTE)
    }
    pub fn as_str(self) -> &'static str {
        match self {
            OffBox::LE => "LE",
            OffBox::LTE => "LTE",
            OffBox::LT => "LT",
            OffBox::LG => "LG",
            OffBox::C => "C",
            OffBox::RG => "RG",
            OffBox::RT => "RT",
            OffBox::RTE => "RTE",
            OffBox::RE => "RE",
            OffBox::QB => "QB",
            OffBox::BK1 => "BK1",
            OffBox::BK2 => "BK2",
            OffBox::BK3 => "BK3",
            OffBox::FL1 => "FL1",
            OffBox::FL2 => "FL2",
        }
    }
}

impl FromStr for OffBox {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        OffBox::ALL
            .iter()
            .copied()
            .find(|b| b.as_str() == s.trim())
            .ok_or_else(|| format!("'{s}' is not an Offense Display box (LE LTE LT LG C RG RT RTE RE QB BK1 BK2 BK3 FL1 FL2)"))
    }
}

impl fmt::Display for OffBox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A box of the Defense Display: A-E (row 1), F-J (row 2), K-O (row 3), lettered left to right
/// from the offense's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DefBox {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
    I,
    J,
    K,
    L,
    M,
    N,
    O,
}

impl DefBox {
    pub const ALL: [DefBox; 15] = [
        DefBox::A,
        DefBox::B,
        DefBox::C,
        DefBox::D,
        DefBox::E,
        DefBox::F,
        DefBox::G,
        DefBox::H,
        DefBox::I,
        DefBox::J,
        DefBox::K,
        DefBox::L,
        DefBox::M,
        DefBox::N,
        DefBox::O,
    ];
    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn from_idx(i: usize) -> DefBox {
        DefBox::ALL[i]
    }
    /// Row 1, 2 or 3.
    pub fn row(self) -> u8 {
        (self as u8) / 5 + 1
    }
    /// Column 0-4 (left to right).
    pub fn column(self) -> u8 {
        (self as u8) % 5
    }
    /// The row-1 box in the same column.
    pub fn row1(self) -> DefBox {
        DefBox::from_idx(self.column() as usize)
    }
    /// How many players the box may hold: 2 in row 1 and in box L, else 1.
    pub fn capacity(self) -> usize {
        if self.row() == 1 || self == DefBox::L {
            2
        } else {
            1
        }
    }
    pub fn letter(self) -> char {
        (b'A' + self as u8) as char
    }
}

impl FromStr for DefBox {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        let b = t.as_bytes();
        if b.len() == 1 && (b'A'..=b'O').contains(&b[0]) {
            Ok(DefBox::from_idx((b[0] - b'A') as usize))
        } else {
            Err(format!("'{s}' is not a Defense Display box (A-O)"))
        }
    }
}

impl fmt::Display for DefBox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn rows_and_columns() {
        assert_eq!(DefBox::A.row(), 1);
        assert_eq!(DefBox::H.row(), 2);
        assert_eq!(DefBox::O.row(), 3);
        assert_eq!(DefBox::G.row1(), DefBox::B);
        assert_eq!(DefBox::L.capacity(), 2);
        assert_eq!(DefBox::K.capacity(), 1);
        assert_eq!("M".parse::<DefBox>().unwrap(), DefBox::M);
        assert!("P".parse::<DefBox>().is_err());
        assert_eq!("BK2".parse::<OffBox>().unwrap(), OffBox::BK2);
    }
}
