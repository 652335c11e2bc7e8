//! The 17 kinds of Football Fever dice as data: the faces of every die, loaded from a JSON file
//! (the built-in reconstruction, or a user's file with the real faces) and validated against
//! every constraint the rulebook states ([fever 3.1]–[fever 3.17] of the digest).
//!
//! A face is a [`Face`]; a die is a [`DieKind`]. The five Scrimmage dice are one kind with five
//! physical dice. [`DiceSet::face`] reads face `i` of a die; throwing picks a face index through
//! the game's one randomness source (see [`crate::game`]).

use crate::error::DataError;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::Path;

/// The 17 kinds of dice (rulebook §13.1–§13.17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieKind {
    BlitzDefense,
    BlockDefense,
    Bomb,
    ExtraPoint,
    FieldGoal,
    InOut,
    Kickoff,
    KickReturn,
    OnsideKick,
    Option,
    PassDefense,
    Punt,
    PuntReturn,
    Recovery,
    Referee,
    RunDefense,
    Scrimmage,
}

impl DieKind {
    pub const ALL: [DieKind; 17] = [
        DieKind::BlitzDefense,
        DieKind::BlockDefense,
        DieKind::Bomb,
        DieKind::ExtraPoint,
        DieKind::FieldGoal,
        DieKind::InOut,
        DieKind::Kickoff,
        DieKind::KickReturn,
        DieKind::OnsideKick,
        DieKind::Option,
        DieKind::PassDefense,
        DieKind::Punt,
        DieKind::PuntReturn,
        DieKind::Recovery,
        DieKind::Referee,
        DieKind::RunDefense,
        DieKind::Scrimmage,
    ];

    /// Index into per-kind arrays.
    #[inline]
    pub fn idx(self) -> usize {
        self as usize
    }

    /// Number of sides (rulebook §13).
    pub fn sides(self) -> usize {
        use DieKind::*;
        match self {
            BlitzDefense | BlockDefense | PassDefense | RunDefense | Recovery => 12,
            Bomb | Referee => 10,
            ExtraPoint | FieldGoal | Kickoff | Option | Punt => 20,
            InOut | OnsideKick => 8,
            KickReturn | PuntReturn => 6,
            Scrimmage => 4,
        }
    }

    /// Physical dice of this kind (five Scrimmage dice, one of every other kind).
    pub fn count(self) -> usize {
        if self == DieKind::Scrimmage {
            5
        } else {
            1
        }
    }

    pub fn colour(self) -> &'static str {
        use DieKind::*;
        match self {
            BlitzDefense | Option => "red",
            BlockDefense | Bomb | InOut => "black",
            ExtraPoint => "gray",
            FieldGoal => "brown",
            Kickoff | KickReturn => "blue",
            OnsideKick => "green",
            PassDefense => "yellow",
            Punt | PuntReturn | Recovery | Referee => "white",
            RunDefense | Scrimmage => "orange",
        }
    }

    /// The JSON name of the die.
    pub fn key(self) -> &'static str {
        use DieKind::*;
        match self {
            BlitzDefense => "blitz_defense",
            BlockDefense => "block_defense",
            Bomb => "bomb",
            ExtraPoint => "extra_point",
            FieldGoal => "field_goal",
            InOut => "in_out",
            Kickoff => "kickoff",
            KickReturn => "kick_return",
            OnsideKick => "onside_kick",
            Option => "option",
            PassDefense => "pass_defense",
            Punt => "punt",
            PuntReturn => "punt_return",
            Recovery => "recovery",
            Referee => "referee",
            RunDefense => "run_defense",
            Scrimmage => "scrimmage",
        }
    }

    /// The die's name as players say it.
    pub fn name(self) -> &'static str {
        use DieKind::*;
        match self {
            BlitzDefense => "Blitz Defense",
            BlockDefense => "Block Defense",
            Bomb => "Bomb",
            ExtraPoint => "Extra Point",
            FieldGoal => "Field Goal",
            InOut => "In/Out of Bounds",
            Kickoff => "Kickoff",
            KickReturn => "Kick Return",
            OnsideKick => "Onside Kick",
            Option => "Option",
            PassDefense => "Pass Defense",
            Punt => "Punt",
            PuntReturn => "Punt Return",
            Recovery => "Recovery",
            Referee => "Referee",
            RunDefense => "Run Defense",
            Scrimmage => "Scrimmage",
        }
    }

    fn from_key(k: &str) -> Option<DieKind> {
        DieKind::ALL.iter().copied().find(|d| d.key() == k)
    }

    /// Whether `face` is a kind of face this die can show at all (the rulebook's list of face
    /// kinds for the die, whatever the numbers). Scripted faces are checked with it.
    pub fn can_show(self, face: Face) -> bool {
        use DieKind as D;
        use Face as F;
        match self {
            D::BlitzDefense => matches!(face, F::Blank | F::Sack(_) | F::Minus(_) | F::NoGain | F::Incomplete),
            D::BlockDefense => matches!(face, F::Block | F::Blank),
            D::Bomb => matches!(face, F::Pass(_) | F::PassInc(_)),
            D::ExtraPoint => matches!(face, F::Good | F::Miss),
            D::FieldGoal => matches!(face, F::Yards(_) | F::Block | F::Miss),
            D::InOut => matches!(face, F::Out | F::In),
            D::Kickoff => matches!(face, F::Yards(_) | F::Out),
            D::KickReturn => matches!(face, F::Yards(_) | F::YardsNoTd(_)),
            D::OnsideKick => matches!(face, F::OnsideRec(_) | F::Yards(_) | F::Out),
            D::Option => matches!(face, F::Pass(_) | F::Run(_) | F::Minus(_) | F::Fumble | F::Touchdown),
            D::PassDefense => matches!(face, F::Incomplete | F::Blank | F::Minus(_) | F::Sack(_) | F::Interception),
            D::Punt => matches!(face, F::Yards(_) | F::Block),
            D::PuntReturn => matches!(face, F::Blank | F::Yards(_) | F::YardsNoTd(_)),
            D::Recovery => matches!(face, F::Star | F::Rec | F::RecNoGain | F::Out | F::PlusFive | F::MinusFive),
            D::Referee => matches!(face, F::Penalty | F::Blank),
            D::RunDefense => matches!(face, F::NoGain | F::Blank | F::Minus(_) | F::Fumble | F::Incomplete),
            D::Scrimmage => matches!(face, F::Run(_) | F::Pass(_)),
        }
    }
}

impl fmt::Display for DieKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One face of a die. JSON: `"blank"`, `{"minus": 5}`, `{"yards": 44}`, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    /// No effect (defense dice, Referee, Punt Return).
    Blank,
    /// N.G.: no gain.
    NoGain,
    /// A minus yardage: `−n` on a defense die or the Option die.
    Minus(u8),
    /// SAC −n.
    Sack(u8),
    /// INC.
    Incomplete,
    /// I.
    Interception,
    /// F.
    Fumble,
    /// B.
    Block,
    /// M.
    Miss,
    /// The 18 faces of the Extra Point die that are not M.
    Good,
    Out,
    /// The In/Out die faces that are not OUT.
    In,
    /// A yardage (kick, punt, field goal, return, onside).
    Yards(u8),
    /// A return yardage that also shows NO TD.
    YardsNoTd(u8),
    /// P n (Option die), PASS n (Scrimmage die), P n (Bomb die: complete).
    Pass(u8),
    /// P n INC (Bomb die).
    PassInc(u8),
    /// R n (Option die), RUN n (Scrimmage die).
    Run(u8),
    /// TD (Option die).
    Touchdown,
    /// REC (Recovery die).
    Rec,
    /// REC N.G. (Recovery die).
    RecNoGain,
    /// ★ (Recovery die): the other side throws.
    Star,
    /// +5 (Recovery die).
    PlusFive,
    /// −5 (Recovery die).
    MinusFive,
    /// REC on the Onside Kick die, with the yardage that places the ball.
    OnsideRec(u8),
    /// P (Referee die): a penalty flag.
    Penalty,
}

impl Face {
    /// A yardage shown on a kick or return die (`Yards`, `YardsNoTd`, `OnsideRec`; blank = 0).
    pub fn yards(self) -> Option<i16> {
        match self {
            Face::Yards(n) | Face::YardsNoTd(n) | Face::OnsideRec(n) => Some(n as i16),
            Face::Blank => Some(0),
            _ => None,
        }
    }
    pub fn no_td(self) -> bool {
        matches!(self, Face::YardsNoTd(_))
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Face::Blank => write!(f, "blank"),
            Face::NoGain => write!(f, "N.G."),
            Face::Minus(n) => write!(f, "-{n}"),
            Face::Sack(n) => write!(f, "SAC -{n}"),
            Face::Incomplete => write!(f, "INC"),
            Face::Interception => write!(f, "I"),
            Face::Fumble => write!(f, "F"),
            Face::Block => write!(f, "B"),
            Face::Miss => write!(f, "M"),
            Face::Good => write!(f, "good"),
            Face::Out => write!(f, "OUT"),
            Face::In => write!(f, "in"),
            Face::Yards(n) => write!(f, "{n}"),
            Face::YardsNoTd(n) => write!(f, "{n} NO TD"),
            Face::Pass(n) => write!(f, "P {n}"),
            Face::PassInc(n) => write!(f, "P {n} INC"),
            Face::Run(n) => write!(f, "R {n}"),
            Face::Touchdown => write!(f, "TD"),
            Face::Rec => write!(f, "REC"),
            Face::RecNoGain => write!(f, "REC N.G."),
            Face::Star => write!(f, "★"),
            Face::PlusFive => write!(f, "+5"),
            Face::MinusFive => write!(f, "-5"),
            Face::OnsideRec(n) => write!(f, "REC {n}"),
            Face::Penalty => write!(f, "P"),
        }
    }
}

/// Where a die's faces come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Provenance {
    /// Every face is listed in the rulebook.
    Seed,
    /// The rulebook gives the counts of every kind of face and the faces have no numbers.
    SeedCounts,
    /// Faces reconstructed from the rulebook's constraints (Huddle's own; docs/fever-dice.md).
    Reconstructed,
    /// The real faces, entered by a user who owns the game.
    Real,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DieEntry {
    die: String,
    sides: usize,
    /// Informational (the rulebook's colour); not validated ("gray"/"grey" both appear).
    #[serde(default)]
    #[allow(dead_code)]
    colour: Option<String>,
    #[serde(default)]
    provenance: Option<Provenance>,
    #[serde(default)]
    faces: Option<Vec<Face>>,
    #[serde(default)]
    sets: Option<Vec<Vec<Face>>>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DiceFile {
    format: String,
    #[serde(default)]
    #[allow(dead_code)]
    note: Option<String>,
    dice: Vec<DieEntry>,
}

/// The faces of all 17 kinds of dice, validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceSet {
    /// Faces per kind (index [`DieKind::idx`]); the Scrimmage entry holds the five dice's faces
    /// one after the other (4 per die).
    faces: [Vec<Face>; 17],
    provenance: [Provenance; 17],
    /// The file the faces came from.
    pub source: String,
}

/// The built-in dice file.
pub const EMBEDDED_DICE: &str = include_str!("../data/dice.json");
const FORMAT: &str = "huddle-fever-dice/1";

impl DiceSet {
    /// The built-in reconstruction (docs/fever-dice.md).
    pub fn embedded() -> Result<DiceSet, DataError> {
        DiceSet::from_json(EMBEDDED_DICE, "built-in data/dice.json")
    }

    /// Loads and validates a dice file.
    pub fn from_path(path: &Path) -> Result<DiceSet, DataError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| DataError::Io { file: file.clone(), reason: e.to_string() })?;
        DiceSet::from_json(&text, &file)
    }

    /// Parses and validates dice JSON; `file` names it in errors.
    pub fn from_json(text: &str, file: &str) -> Result<DiceSet, DataError> {
        let parsed: DiceFile = serde_json::from_str(text).map_err(|e| DataError::Parse {
            file: file.to_string(),
            what: "Football Fever dice",
            reason: e.to_string(),
        })?;
        if parsed.format != FORMAT {
            return Err(DataError::Parse {
                file: file.to_string(),
                what: "Football Fever dice",
                reason: format!("format is `{}`, expected `{FORMAT}`", parsed.format),
            });
        }
        let mut faces: [Option<Vec<Face>>; 17] = Default::default();
        let mut provenance = [Provenance::Reconstructed; 17];
        let die_err = |die: &str, rule: &'static str, detail: String| DataError::Die {
            file: file.to_string(),
            die: die.to_string(),
            rule,
            detail,
        };
        for e in &parsed.dice {
            let kind = DieKind::from_key(&e.die)
                .ok_or_else(|| die_err(&e.die, RULE_17_KINDS, "not one of the 17 kinds of Football Fever dice".into()))?;
            if faces[kind.idx()].is_some() {
                return Err(die_err(&e.die, RULE_17_KINDS, "listed twice".into()));
            }
            if e.sides != kind.sides() {
                return Err(die_err(&e.die, rule_of(kind), format!("has {} sides, the {} die has {}", e.sides, kind.name(), kind.sides())));
            }
            let list: Vec<Face> = if kind == DieKind::Scrimmage {
                let sets = e.sets.as_ref().ok_or_else(|| {
                    die_err(&e.die, rule_of(kind), "needs `sets`: the faces of each of the five Scrimmage dice".into())
                })?;
                if e.faces.is_some() {
                    return Err(die_err(&e.die, rule_of(kind), "give the five dice as `sets`, not `faces`".into()));
                }
                if sets.len() != 5 {
                    return Err(die_err(&e.die, rule_of(kind), format!("has {} dice, there are five Scrimmage dice", sets.len())));
                }
                for (i, s) in sets.iter().enumerate() {
                    if s.len() != 4 {
                        return Err(die_err(&e.die, rule_of(kind), format!("die {} has {} faces, a Scrimmage die has 4", i + 1, s.len())));
                    }
                }
                sets.iter().flatten().copied().collect()
            } else {
                if e.sets.is_some() {
                    return Err(die_err(&e.die, rule_of(kind), "only the Scrimmage dice have `sets`".into()));
                }
                let f = e.faces.clone().ok_or_else(|| die_err(&e.die, rule_of(kind), "has no `faces`".into()))?;
                if f.len() != kind.sides() {
                    return Err(die_err(&e.die, rule_of(kind), format!("lists {} faces for a {}-sided die", f.len(), kind.sides())));
                }
                f
            };
            for f in &list {
                if !kind.can_show(*f) {
                    return Err(die_err(&e.die, rule_of(kind), format!("a {} die cannot show `{f}`", kind.name())));
                }
            }
            validate(kind, &list).map_err(|detail| die_err(&e.die, rule_of(kind), detail))?;
            provenance[kind.idx()] = e.provenance.unwrap_or(Provenance::Real);
            faces[kind.idx()] = Some(list);
        }
        for k in DieKind::ALL {
            if faces[k.idx()].is_none() {
                return Err(die_err(k.key(), RULE_17_KINDS, "is missing: the file must describe all 17 kinds of dice".into()));
            }
        }
        Ok(DiceSet { faces: faces.map(|f| f.unwrap_or_default()), provenance, source: file.to_string() })
    }

    /// Faces of a die (the Scrimmage kind: all 20 faces of the five dice, 4 per die).
    pub fn faces(&self, kind: DieKind) -> &[Face] {
        &self.faces[kind.idx()]
    }

    /// The faces of Scrimmage die `n` (0-4).
    pub fn scrimmage_die(&self, n: usize) -> &[Face] {
        &self.faces[DieKind::Scrimmage.idx()][n * 4..n * 4 + 4]
    }

    /// Face `i` of a die (for the Scrimmage kind, of Scrimmage die `die`).
    pub fn face(&self, kind: DieKind, die: usize, i: usize) -> Face {
        if kind == DieKind::Scrimmage {
            self.scrimmage_die(die)[i]
        } else {
            self.faces[kind.idx()][i]
        }
    }

    pub fn provenance(&self, kind: DieKind) -> Provenance {
        self.provenance[kind.idx()]
    }
}

const RULE_17_KINDS: &str = "[fever 3] the box holds 17 kinds of dice, each described once";

/// The rulebook's description of each die, quoted in validation errors.
pub fn rule_of(kind: DieKind) -> &'static str {
    use DieKind::*;
    match kind {
        BlitzDefense => "[fever 3.1] Blitz Defense: 5 blank, SAC -6, SAC -12, SAC -15, -5, N.G., 2 INC",
        BlockDefense => "[fever 3.2] Block Defense: 1 B and 11 blank",
        Bomb => "[fever 3.3] Bomb: 5 sides P (yardage) and 5 sides P (yardage) INC, successful about half the time",
        ExtraPoint => "[fever 3.4] Extra Point: 2 M of 20, successful 90% of the time",
        FieldGoal => "[fever 3.5] Field Goal: 16 yardage sides, 1 B, 3 M",
        InOut => "[fever 3.6] In/Out of Bounds: 8 sides, a 50/50 chance of OUT (4 OUT)",
        Kickoff => "[fever 3.7] Kickoff: 18 yardage sides from 44 to 81 averaging 62.5, and 2 OUT",
        KickReturn => "[fever 3.8] Kick Return: 6 yardage sides, 3 of them also NO TD",
        OnsideKick => "[fever 3.9] Onside Kick: 3 REC, 1 OUT, 4 yardage sides",
        Option => "[fever 3.10] Option: 7 P (yardage), 6 R (yardage), 5 minus yardage, 1 F, 1 TD",
        PassDefense => "[fever 3.11] Pass Defense: 5 INC, 3 blank, 2 -5, SAC -9, I",
        Punt => "[fever 3.12] Punt: 1 B and 19 yardage sides from 26 to 64 averaging 40",
        PuntReturn => "[fever 3.13] Punt Return: 5 yardage sides and 1 blank; 3 of the yardage sides also NO TD",
        Recovery => "[fever 3.14] Recovery: 3 star, 3 REC, 3 REC N.G., OUT, +5, -5",
        Referee => "[fever 3.15] Referee: a P on one side only of 10",
        RunDefense => "[fever 3.16] Run Defense: 2 N.G., 3 blank, -1 -2 -3 -4 -5, F, INC",
        Scrimmage => "[fever 3.17] Scrimmage: 5 dice of 4 sides showing RUN or PASS yardage; at most 10 run / 21 pass, averaging 3.75 run / 7.5 pass",
    }
}

fn count(faces: &[Face], p: impl Fn(&Face) -> bool) -> usize {
    faces.iter().filter(|f| p(f)).count()
}

/// Exactly this multiset of faces (the dice the rulebook lists face by face).
fn exactly(faces: &[Face], want: &[(Face, usize)]) -> Result<(), String> {
    for &(f, n) in want {
        let c = count(faces, |x| *x == f);
        if c != n {
            return Err(format!("shows `{f}` on {c} sides, the rulebook says {n}"));
        }
    }
    let listed: usize = want.iter().map(|w| w.1).sum();
    if listed != faces.len() {
        return Err("shows a face the rulebook does not list".into());
    }
    Ok(())
}

fn need(cond: bool, msg: impl FnOnce() -> String) -> Result<(), String> {
    if cond {
        Ok(())
    } else {
        Err(msg())
    }
}

/// Checks every constraint the rulebook states for one die; `faces` already has the right
/// number of sides and only face kinds the die can show. Returns what is wrong.
pub fn validate(kind: DieKind, faces: &[Face]) -> Result<(), String> {
    use DieKind as D;
    use Face as F;
    let yards: Vec<u8> = faces.iter().filter_map(|f| if let F::Yards(n) = f { Some(*n) } else { None }).collect();
    match kind {
        D::BlitzDefense => exactly(
            faces,
            &[(F::Blank, 5), (F::Sack(6), 1), (F::Sack(12), 1), (F::Sack(15), 1), (F::Minus(5), 1), (F::NoGain, 1), (F::Incomplete, 2)],
        ),
        D::BlockDefense => exactly(faces, &[(F::Block, 1), (F::Blank, 11)]),
        D::PassDefense => exactly(
            faces,
            &[(F::Incomplete, 5), (F::Blank, 3), (F::Minus(5), 2), (F::Sack(9), 1), (F::Interception, 1)],
        ),
        D::RunDefense => exactly(
            faces,
            &[
                (F::NoGain, 2),
                (F::Blank, 3),
                (F::Minus(1), 1),
                (F::Minus(2), 1),
                (F::Minus(3), 1),
                (F::Minus(4), 1),
                (F::Minus(5), 1),
                (F::Fumble, 1),
                (F::Incomplete, 1),
            ],
        ),
        D::Recovery => exactly(
            faces,
            &[(F::Star, 3), (F::Rec, 3), (F::RecNoGain, 3), (F::Out, 1), (F::PlusFive, 1), (F::MinusFive, 1)],
        ),
        D::Referee => exactly(faces, &[(F::Penalty, 1), (F::Blank, 9)]),
        D::ExtraPoint => exactly(faces, &[(F::Miss, 2), (F::Good, 18)]),
        D::InOut => exactly(faces, &[(F::Out, 4), (F::In, 4)]),
        D::Bomb => {
            let inc = count(faces, |f| matches!(f, F::PassInc(_)));
            need(inc == 5, || format!("has {inc} INC sides; 5 of 10 make it successful about half the time"))?;
            need(!faces.iter().any(|f| matches!(f, F::Pass(0) | F::PassInc(0))), || "a Bomb side shows no yardage".into())
        }
        D::FieldGoal => {
            need(count(faces, |f| *f == F::Block) == 1, || format!("has {} B sides, not 1", count(faces, |f| *f == F::Block)))?;
            need(count(faces, |f| *f == F::Miss) == 3, || format!("has {} M sides, not 3", count(faces, |f| *f == F::Miss)))?;
            need(yards.len() == 16, || format!("has {} yardage sides, not 16", yards.len()))?;
            need(yards.iter().all(|&y| y > 0), || "a yardage side shows 0".into())
        }
        D::Kickoff => {
            need(count(faces, |f| *f == F::Out) == 2, || format!("has {} OUT sides, not 2", count(faces, |f| *f == F::Out)))?;
            need(yards.len() == 18, || format!("has {} yardage sides, not 18", yards.len()))?;
            let (mn, mx, sum) = stats(&yards);
            need(mn == 44 && mx == 81, || format!("yardage ranges from {mn} to {mx}, not 44 to 81"))?;
            need(sum == 1125, || format!("the yardage sides average {:.2}, not 62.5 (they sum to {sum}, not 1125)", sum as f64 / 18.0))
        }
        D::Punt => {
            need(count(faces, |f| *f == F::Block) == 1, || format!("has {} B sides, not 1", count(faces, |f| *f == F::Block)))?;
            need(yards.len() == 19, || format!("has {} yardage sides, not 19", yards.len()))?;
            let (mn, mx, sum) = stats(&yards);
            need(mn == 26 && mx == 64, || format!("yardage ranges from {mn} to {mx}, not 26 to 64"))?;
            need(sum == 760, || format!("the yardage sides average {:.2}, not 40 (they sum to {sum}, not 760)", sum as f64 / 19.0))
        }
        D::KickReturn => {
            let no_td = count(faces, |f| matches!(f, F::YardsNoTd(_)));
            need(no_td == 3, || format!("{no_td} sides show NO TD, not 3"))
        }
        D::PuntReturn => {
            let blank = count(faces, |f| *f == F::Blank);
            let no_td = count(faces, |f| matches!(f, F::YardsNoTd(_)));
            need(blank == 1, || format!("has {blank} blank sides, not 1 (five sides show yardage)"))?;
            need(no_td == 3, || format!("{no_td} yardage sides show NO TD, not 3"))
        }
        D::OnsideKick => {
            let rec = count(faces, |f| matches!(f, F::OnsideRec(_)));
            let out = count(faces, |f| *f == F::Out);
            need(rec == 3, || format!("has {rec} REC sides, not 3"))?;
            need(out == 1, || format!("has {out} OUT sides, not 1"))
        }
        D::Option => {
            let p = count(faces, |f| matches!(f, F::Pass(_)));
            let r = count(faces, |f| matches!(f, F::Run(_)));
            let m = count(faces, |f| matches!(f, F::Minus(_)));
            let fu = count(faces, |f| *f == F::Fumble);
            let td = count(faces, |f| *f == F::Touchdown);
            need((p, r, m, fu, td) == (7, 6, 5, 1, 1), || {
                format!("has {p} P, {r} R, {m} minus, {fu} F and {td} TD sides, not 7, 6, 5, 1 and 1")
            })?;
            need(!faces.iter().any(|f| matches!(f, F::Pass(0) | F::Run(0) | F::Minus(0))), || "a yardage side shows 0".into())
        }
        D::Scrimmage => {
            let (mut run_sum, mut pass_sum, mut run_max, mut pass_max) = (0u32, 0u32, 0u32, 0u32);
            for die in faces.chunks(4) {
                let mut rm = 0;
                let mut pm = 0;
                for f in die {
                    match *f {
                        F::Run(n) => {
                            run_sum += n as u32;
                            rm = rm.max(n as u32);
                        }
                        F::Pass(n) => {
                            pass_sum += n as u32;
                            pm = pm.max(n as u32);
                        }
                        _ => {}
                    }
                }
                run_max += rm;
                pass_max += pm;
            }
            need(run_max == 10, || format!("the most a run can count is {run_max}, the rulebook says 10"))?;
            need(pass_max == 21, || format!("the most a pass can count is {pass_max}, the rulebook says 21"))?;
            need(run_sum == 15, || format!("a run averages {:.2}, the rulebook says 3.75 (run sides sum to {run_sum}, not 15)", run_sum as f64 / 4.0))?;
            need(pass_sum == 30, || format!("a pass averages {:.2}, the rulebook says 7.5 (pass sides sum to {pass_sum}, not 30)", pass_sum as f64 / 4.0))
        }
    }
}

fn stats(v: &[u8]) -> (u8, u8, u32) {
    let mn = v.iter().copied().min().unwrap_or(0);
    let mx = v.iter().copied().max().unwrap_or(0);
    (mn, mx, v.iter().map(|&x| x as u32).sum())
}
