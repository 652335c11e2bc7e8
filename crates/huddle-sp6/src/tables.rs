//! The 6th edition's tables (`data/sp6.json`, digest §6), loaded and validated. Tables and
//! numbers live in the data file; the procedures that read them are code.

use huddle_cards::{text_serde, DefBox, KickCell, NumRange, OffBox};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// Deck composition (§1, §5, §20 S1).
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct DeckSpec {
    pub size: usize,
    pub z_cards: usize,
    pub solitaire_removes_z: usize,
    /// Only the first this-many FACs flipped during a play can set off a Z (3).
    pub z_window: u8,
}

/// One row of the Timing Chart (§6.1): the offense chooses from `max` down to `min` in 5-second
/// steps; `final_mins` in the Final Minutes (§18 step 6), `two_min` under the Two-Minute Offense
/// (§18 step 7). `None` = no special value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeRow {
    pub max: u16,
    pub min: u16,
    #[serde(default)]
    pub final_mins: Option<u16>,
    #[serde(default)]
    pub two_min: Option<u16>,
}

/// The Timing Chart (§6.1) and the clock's other numbers (§18).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Timing {
    pub run: TimeRow,
    pub complete: TimeRow,
    pub incomplete: TimeRow,
    pub out_of_bounds: TimeRow,
    pub injury: TimeRow,
    pub penalty: TimeRow,
    /// The starred rows (incomplete, out of bounds, injury, penalty) under the fan's erratum
    /// (§24 E-1, option `timing_fan_errata`).
    pub fan_errata: TimeRow,
    pub touchdown: u16,
    pub timeout: u16,
    pub punt_or_return: u16,
    pub possession_change: u16,
    pub field_goal: u16,
    pub extra_point: u16,
    pub touchback: u16,
    pub movement_penalty: u16,
    pub grounding: u16,
    pub automatic_safety: u16,
    /// The least time a Run or Pass that leaves the clock running may use when the offense
    /// substitutes on the next play (9.6).
    pub substitution_min: u16,
    /// Final Minutes: the last this-many seconds of the first half and of the second (§18.6).
    pub final_minutes_first_half: u16,
    pub final_minutes_second_half: u16,
    /// The time-step the offense chooses in (5 s).
    pub step: u16,
}

/// How long an injury keeps a player out (§6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InjuryLength {
    /// The next N plays.
    Plays(u8),
    RestOfQuarter,
    RestOfGame,
    /// The rest of this game plus N more games.
    Games(u8),
    RestOfSeason,
}

impl FromStr for InjuryLength {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        let bad = || format!("'{s}' is not an injury length (plays N, quarter, game, game+N, season)");
        Ok(match t {
            "quarter" => InjuryLength::RestOfQuarter,
            "game" => InjuryLength::RestOfGame,
            "season" => InjuryLength::RestOfSeason,
            _ => {
                if let Some(n) = t.strip_prefix("plays ") {
                    InjuryLength::Plays(n.trim().parse().map_err(|_| bad())?)
                } else if let Some(n) = t.strip_prefix("game+") {
                    InjuryLength::Games(n.trim().parse().map_err(|_| bad())?)
                } else {
                    return Err(bad());
                }
            }
        })
    }
}

impl fmt::Display for InjuryLength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InjuryLength::Plays(n) => write!(f, "plays {n}"),
            InjuryLength::RestOfQuarter => f.write_str("quarter"),
            InjuryLength::RestOfGame => f.write_str("game"),
            InjuryLength::Games(n) => write!(f, "game+{n}"),
            InjuryLength::RestOfSeason => f.write_str("season"),
        }
    }
}
text_serde!(InjuryLength);

/// One row of the Injury Table: a PN range and the length.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct InjuryRow {
    pub pn: NumRange,
    pub length: InjuryLength,
}

/// How a penalty of the Penalty Table is enforced (the procedures of §6.3 and §16.2 step 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Enforce {
    /// From the line of scrimmage; the down is replayed.
    Los,
    /// #5, #6, #9: on the defense, return or kicking team no option, from the end of the play,
    /// the down and play count; on the offense an option, from the line of scrimmage.
    PersonalFoul,
    /// #7: offense `yards` from the line of scrimmage; defense `defense_yards` and a first down.
    Holding,
    /// #8: offense `yards`, down and play count; defense a first down at the spot of the foul
    /// (found as the Point of Interception is).
    PassInterference,
    /// #10: `yards` and the down counts; only on an incomplete pass.
    Grounding,
    /// #11: `yards` from the spot of the foul (new FAC: odd RN the return's halfway point, even
    /// its end).
    Clipping,
    /// #12: `yards` from the original line of scrimmage and a first down for the kicking team.
    RoughingKicker,
    /// #13: `yards` from the original line of scrimmage.
    RunningIntoKicker,
    /// #15: the receiving team may take the ball at its 35, or the kick is retaken and the
    /// return begins `yards` farther out.
    KickOutOfBounds,
}

/// One row of the Penalty Table (§6.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PenaltyRow {
    pub n: u8,
    /// Shared, not copied, when a foul takes its row (`zres::foul`).
    pub name: std::sync::Arc<str>,
    pub yards: i16,
    /// The defense's yardage where it differs (holding: 5).
    #[serde(default)]
    pub defense_yards: Option<i16>,
    /// The non-penalized team may decline ("Option"); `false` = "No Option". For the personal
    /// fouls (#5, #6, #9) this is the offense's reading: on the defense, the return team or the
    /// kicking team they are "No Option" (`Enforce::PersonalFoul`, applied by the engine).
    pub option: bool,
    pub enforce: Enforce,
}

/// The Kickoff Table (§6.4).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct KickoffTable {
    pub a: [KickCell; 12],
    pub b: [KickCell; 12],
}

/// Run Number Modifiers (§6.5).
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct RunModifiers {
    pub keyed: i16,
    pub no_key: i16,
    pub wrong_key: i16,
    pub pass: i16,
    pub prevent: i16,
    pub blitz: i16,
    /// The Draw's modifiers, added on top.
    pub draw_run: i16,
    pub draw_pass: i16,
    pub draw_prevent: i16,
    pub draw_blitz: i16,
}

/// A Pass Defense Table cell (§6.6): a completion-range modifier, with the value in brackets
/// when the line of scrimmage is within the defense's 20, or an automatic Pass Rush.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdCell {
    Com { value: i16, inside_20: i16 },
    PassRush,
}

impl FromStr for PdCell {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        if t == "Pass Rush" {
            return Ok(PdCell::PassRush);
        }
        let bad = || format!("'{s}' is not a Pass Defense cell (a number, optionally followed by [number], or 'Pass Rush') [sp6 6.6]");
        let (v, b) = match t.split_once('[') {
            Some((v, rest)) => (v.trim(), Some(rest.strip_suffix(']').ok_or_else(bad)?.trim())),
            None => (t, None),
        };
        let value: i16 = v.trim_start_matches('+').parse().map_err(|_| bad())?;
        let inside_20 = match b {
            Some(b) => b.trim_start_matches('+').parse().map_err(|_| bad())?,
            None => value,
        };
        Ok(PdCell::Com { value, inside_20 })
    }
}

impl fmt::Display for PdCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdCell::PassRush => f.write_str("Pass Rush"),
            PdCell::Com { value, inside_20 } if value == inside_20 => f.write_str(&signed(*value)),
            PdCell::Com { value, inside_20 } => write!(f, "{} [{}]", signed(*value), signed(*inside_20)),
        }
    }
}
text_serde!(PdCell);

/// A modifier as the table prints it: "+5", "-10", "0".
fn signed(v: i16) -> String {
    if v == 0 {
        "0".into()
    } else {
        format!("{v:+}")
    }
}

/// One pass type's row of the Pass Defense Table.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct PdRow {
    pub run: PdCell,
    pub pass: PdCell,
    pub blitz: PdCell,
    pub prevent: PdCell,
}

/// The Screen row: Run Number modifiers (the run defenses' are the keyed/no key/wrong key of
/// the Screen, printed in the same row).
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct ScreenRn {
    pub keyed: i16,
    pub no_key: i16,
    pub wrong_key: i16,
    pub pass: i16,
    pub blitz: i16,
    pub prevent: i16,
}

/// The Pass Defense Table (§6.6).
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct PassDefenseTable {
    pub quick: PdRow,
    pub short: PdRow,
    pub long: PdRow,
    pub screen: ScreenRn,
}

/// The Interception Table (§6.7): the box that intercepts, by Run Number.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct InterceptionTable {
    pub screen: [DefBox; 12],
    pub quick: [DefBox; 12],
    pub short: [DefBox; 12],
    pub long: [DefBox; 12],
}

/// A return of the Interception Return Table: yards, or a touchdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntReturn {
    Yards(i16),
    Touchdown,
}

impl FromStr for IntReturn {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim() {
            "TD" => Ok(IntReturn::Touchdown),
            t => t.parse().map(IntReturn::Yards).map_err(|_| format!("'{s}' is not a return (yards or TD)")),
        }
    }
}

impl fmt::Display for IntReturn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntReturn::Yards(y) => write!(f, "{y}"),
            IntReturn::Touchdown => f.write_str("TD"),
        }
    }
}
text_serde!(IntReturn);

/// The Interception Return Table (§6.8): yards from the Point of Interception by the type of
/// the interceptor.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct IntReturnTable {
    pub linemen: [IntReturn; 12],
    pub linebacker: [IntReturn; 12],
    pub back: [IntReturn; 12],
}

/// A Big Play Table result (§6.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BigPlayResult {
    /// A run stopped for this gain (0 or a loss).
    Run(i16),
    /// The quarterback is sacked for this (negative) yardage.
    Sack(i16),
    Incomplete,
    /// The card fails: the play is resolved normally.
    Fails,
}

impl FromStr for BigPlayResult {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        let bad = || format!("'{s}' is not a Big Play result (a gain like -3 or 0, Sack -10, Inc, Fails)");
        Ok(match t {
            "Inc" => BigPlayResult::Incomplete,
            "Fails" => BigPlayResult::Fails,
            _ => match t.strip_prefix("Sack ") {
                Some(y) => BigPlayResult::Sack(y.trim().parse().map_err(|_| bad())?),
                None => BigPlayResult::Run(t.parse().map_err(|_| bad())?),
            },
        })
    }
}

impl fmt::Display for BigPlayResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BigPlayResult::Run(y) => write!(f, "{y}"),
            BigPlayResult::Sack(y) => write!(f, "Sack {y}"),
            BigPlayResult::Incomplete => f.write_str("Inc"),
            BigPlayResult::Fails => f.write_str("Fails"),
        }
    }
}
text_serde!(BigPlayResult);

/// The Big Play Table (§6.9).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BigPlayTable {
    pub run: [BigPlayResult; 12],
    pub pass: [BigPlayResult; 12],
}

/// A Fake Kicks Table result (§6.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FakeResult {
    /// A pass completed to the player in this box for these yards (`FL` = FL#1).
    Pass { to: OffBox, yards: i16 },
    /// The holder (fake field goal: the B quarterback) or the punter runs for these yards.
    Run(i16),
    Incomplete,
    /// Intercepted (a fake field goal's natural 12, §24 E-12).
    Intercepted,
}

impl FromStr for FakeResult {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        let bad = || format!("'{s}' is not a fake-kick result (Pass LE 25, Run 15, Inc, Int)");
        Ok(match t {
            "Inc" => FakeResult::Incomplete,
            "Int" => FakeResult::Intercepted,
            _ => {
                if let Some(r) = t.strip_prefix("Run ") {
                    FakeResult::Run(r.trim().parse().map_err(|_| bad())?)
                } else if let Some(p) = t.strip_prefix("Pass ") {
                    let (b, y) = p.trim().split_once(' ').ok_or_else(bad)?;
                    let to = if b == "FL" { OffBox::FL1 } else { b.parse().map_err(|_| bad())? };
                    FakeResult::Pass { to, yards: y.trim().parse().map_err(|_| bad())? }
                } else {
                    return Err(bad());
                }
            }
        })
    }
}

impl fmt::Display for FakeResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FakeResult::Pass { to: OffBox::FL1, yards } => write!(f, "Pass FL {yards}"),
            FakeResult::Pass { to, yards } => write!(f, "Pass {to} {yards}"),
            FakeResult::Run(y) => write!(f, "Run {y}"),
            FakeResult::Incomplete => f.write_str("Inc"),
            FakeResult::Intercepted => f.write_str("Int"),
        }
    }
}
text_serde!(FakeResult);

/// The Fake Kicks Table (§6.10, optional rule O6).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FakeKickTable {
    pub field_goal: [FakeResult; 12],
    pub punt: [FakeResult; 12],
}

/// One row of the solitaire Blitz table (§20 S4.8): a PN range and the boxes that blitz.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SoloBlitz {
    pub pn: NumRange,
    pub boxes: Vec<DefBox>,
}

/// Numbers the rules state outside the tables.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Constants {
    /// Inside runs never lose more than this (8.2.7).
    pub inside_max_loss: i16,
    /// A box holding two defenders counts as this Tackle Value (8.2.3.4).
    pub two_defenders_tv: i16,
    /// Every box of a box directive empty (8.2.3.2).
    pub empty_box_bonus: i16,
    /// The receiver's guarding box empty or holding only a blitzer (8.3.2.3).
    pub uncovered_com: i16,
    pub double_coverage: i16,
    pub triple_coverage: i16,
    /// Play Action (7.1.2): against any Run Defense, Pass Defense and Prevent.
    pub play_action_run: i16,
    pub play_action_pass: i16,
    pub play_action_prevent: i16,
    /// O4: completion numbers per back kept in to block (and Pass Blocking in a Pass Rush).
    pub extra_blocker: i16,
    pub extra_blockers_max: u8,
    /// Each point of pass-rush difference moves the Sack range this many numbers (8.3.6.2).
    pub sack_per_point: i16,
    /// On-side kick (8.1.3, O2): recovered by the kicking team on PN 1..=this.
    pub onside_max_pn: u8,
    pub onside_defense_max_pn: u8,
    /// An on-side kick's ball, either way: the kicking team's this yard line.
    pub onside_spot: i16,
    /// O2: a normal kick against the Onside Kick Defense returns at most this.
    pub onside_defense_max_return: i16,
    /// O3: the return begins this much farther out; the return RN gets this (12 stays 12).
    pub squib_spot: i16,
    pub squib_rn: i16,
    /// After a safety (8.1.4): the landing spot moves out this much; a touchback result is
    /// fielded at this yard line instead.
    pub safety_kick_spot: i16,
    pub safety_kick_fielded_at: i16,
    /// Kickoff asterisk (8.1.1): a new RN up to this uses the printed bottom result.
    pub asterisk_max_rn: u8,
    /// #15 Kickoff out of bounds: the receiving team may take the ball at its own this.
    pub kick_out_of_bounds_at: i16,
    /// Field goals (8.6): distance = yards to the goal + offset; the top printed band ends at
    /// `fg_top_band_end`; beyond it the Good range loses `fg_beyond_per_yard` a yard; longest
    /// `fg_max`; PN `fg_block_pn` blocks every kick, PN `fg_long_block_pn` and up beyond the top band.
    pub fg_offset: i16,
    pub fg_top_band_end: u8,
    pub fg_beyond_per_yard: i16,
    pub fg_max: u8,
    /// The stated eligibility: the ball within this many yards of the goal (§24 E-9, option
    /// `fg_within_38`).
    pub fg_within: i16,
    pub fg_block_pn: u8,
    pub fg_long_block_pn: u8,
    /// A missed field goal from inside the defense's this is taken over at it (8.6).
    pub missed_fg_min_spot: i16,
    /// Punts: a non-coffin punt landing inside the receiving team's this is a touchback.
    pub punt_touchback_inside: i16,
    pub coffin_corner_min: u8,
    pub coffin_corner_max: u8,
    /// All-Out Punt Rush (8.5.7): RN 1..=block blocked, ..=hurried use the RN `hurried_row` row,
    /// the rest roughing; returns at most `all_out_max_return`.
    pub all_out_block_max_rn: u8,
    pub all_out_hurried_max_rn: u8,
    pub all_out_hurried_row: u8,
    pub all_out_max_return: i16,
    pub roughing_kicker_yards: i16,
    /// Punter-card penalty (8.5.2): 5 yards, even RN the kicking team, odd the return team.
    pub punt_penalty_yards: i16,
    /// Blocked punt (8.5.5): the return is RN × this.
    pub blocked_punt_return_per_rn: i16,
    /// The automatic safety may be declared with the ball inside the offense's own this (8.9.3).
    pub automatic_safety_inside: i16,
    /// Offensive holding on a pass play from inside the offense's own this is a safety.
    pub holding_safety_inside: i16,
    /// A lead of more than this in the 4th quarter lets an A quarterback come out (4.5).
    pub qb_removal_lead: i32,
    /// O6: a suspecting defense adds this to the fake's RN.
    pub fake_suspect_rn: i16,
    /// O1: an offensive lineman out of position loses this from BV and PB; a defensive back
    /// out of his roster position adds this to his PD (§24 E-11).
    pub ol_out_of_position: i16,
    pub db_out_of_position_pd: i16,
    /// A Long pass to a WR or flanker completed on this RN in the last two minutes of the game
    /// is a touchdown (8.3.3.1).
    pub long_pass_td_rn: u8,
    /// "The last two minutes of the game" of that rule, in seconds.
    pub last_minutes_long_td_secs: u16,
    /// Timeouts per team per half (9.2) and per regular-season overtime (9.8).
    pub timeouts_per_half: u8,
    pub overtime_timeouts: u8,
    /// The kickoff is made from the kicking team's this (8.1, inferred).
    pub kickoff_from: u8,
    /// A touchback puts the ball at the receiving team's this.
    pub touchback_at: u8,
}

/// The whole edition.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Edition {
    pub edition: String,
    pub title: String,
    pub source: String,
    pub deck: DeckSpec,
    pub timing: Timing,
    pub injury: Vec<InjuryRow>,
    pub penalties: Vec<PenaltyRow>,
    pub kickoff: KickoffTable,
    pub run_modifiers: RunModifiers,
    pub pass_defense: PassDefenseTable,
    pub interception: InterceptionTable,
    pub interception_return: IntReturnTable,
    pub big_play: BigPlayTable,
    pub fake_kicks: FakeKickTable,
    /// Pass-coverage map (§3.3): the box that guards each receiver slot.
    pub coverage: BTreeMap<OffBox, DefBox>,
    pub solitaire_blitz: Vec<SoloBlitz>,
    pub constants: Constants,
}

/// The embedded edition file.
pub const EDITION_JSON: &str = include_str!("../data/sp6.json");

/// A problem with an edition file.
#[derive(Debug, thiserror::Error)]
pub enum EditionError {
    #[error("{file}: not a valid 6th-edition tables file: {cause}")]
    Parse { file: String, cause: String },
    #[error("{file}: {entry}: {rule}")]
    Invalid { file: String, entry: String, rule: String },
}

impl Edition {
    /// The embedded tables, parsed once per process.
    pub fn sp6() -> Edition {
        static ED: std::sync::OnceLock<Edition> = std::sync::OnceLock::new();
        ED.get_or_init(|| Edition::parse(EDITION_JSON, "<embedded sp6.json>").expect("the embedded sp6 tables are valid")).clone()
    }

    pub fn parse(text: &str, file: &str) -> Result<Edition, EditionError> {
        let de = &mut serde_json::Deserializer::from_str(text);
        let ed: Edition = serde_path_to_error::deserialize(de).map_err(|e| EditionError::Parse { file: file.into(), cause: format!("{}: {}", e.path(), e.inner()) })?;
        ed.validate(file)?;
        Ok(ed)
    }

    /// Checks what the rules require of the tables.
    pub fn validate(&self, file: &str) -> Result<(), EditionError> {
        let inv = |entry: &str, rule: String| EditionError::Invalid { file: file.into(), entry: entry.into(), rule };
        // The deck: normal cards besides the Z cards; solitaire takes Z cards out (S1).
        let d = &self.deck;
        if d.z_cards >= d.size {
            return Err(inv("deck.z_cards", format!("{} Z cards in a deck of {}: the deck needs normal cards too (109 cards, 13 of them Z) [sp6 1]", d.z_cards, d.size)));
        }
        if d.solitaire_removes_z > d.z_cards {
            return Err(inv("deck.solitaire_removes_z", format!("solitaire removes {} Z cards from a deck holding {} [sp6 20]", d.solitaire_removes_z, d.z_cards)));
        }
        // The Timing Chart: the offense chooses a time from Max down to Min.
        let t = &self.timing;
        for (name, row) in [("run", t.run), ("complete", t.complete), ("incomplete", t.incomplete), ("out_of_bounds", t.out_of_bounds), ("injury", t.injury), ("penalty", t.penalty), ("fan_errata", t.fan_errata)] {
            if row.min > row.max {
                return Err(inv(&format!("timing.{name}"), format!("Min {} is above Max {}: the offense chooses a time from Max down to Min [sp6 6.1]", row.min, row.max)));
            }
        }
        // The Injury Table partitions 1-48.
        let mut next = 1u8;
        for (i, r) in self.injury.iter().enumerate() {
            if r.pn.lo != next || r.pn.hi < r.pn.lo {
                return Err(inv(&format!("injury[{i}]"), format!("the rows must run 1-48 without gaps or overlaps; expected a row from {next} [sp6 6.2]")));
            }
            next = r.pn.hi + 1;
        }
        if next != 49 {
            return Err(inv("injury", "the rows must end at PN 48 [sp6 6.2]".into()));
        }
        // The Penalty Table numbers 1-15, in order.
        if self.penalties.len() != 15 || self.penalties.iter().enumerate().any(|(i, p)| p.n as usize != i + 1) {
            return Err(inv("penalties", "the Penalty Table holds penalties 1-15 in order [sp6 6.3]".into()));
        }
        for p in &self.penalties {
            if p.yards <= 0 {
                return Err(inv(&format!("penalties[{}]", p.n), "a penalty is a positive yardage [sp6 6.3]".into()));
            }
        }
        // Every receiver slot is guarded by a box of Rows 2-3.
        for (slot, b) in &self.coverage {
            if !(slot.is_back() || slot.is_flanker() || matches!(slot, OffBox::LE | OffBox::RE)) {
                return Err(inv("coverage", format!("{slot} is not a receiver slot [sp6 3.3]")));
            }
            if b.row() < 2 {
                return Err(inv("coverage", format!("{slot} is guarded from box {b}, a Row-1 box [sp6 3.3]")));
            }
        }
        let mut pn = 1u8;
        for (i, s) in self.solitaire_blitz.iter().enumerate() {
            if s.pn.lo != pn || s.boxes.is_empty() {
                return Err(inv(&format!("solitaire_blitz[{i}]"), format!("rows must run 1-48 in order, each naming blitzers; expected a row from {pn} [sp6 20]")));
            }
            if let Some(b) = s.boxes.iter().find(|b| b.row() < 2) {
                return Err(inv(&format!("solitaire_blitz[{i}]"), format!("box {b} is in Row 1: blitzers come from Rows 2 and 3 [sp6 20]")));
            }
            pn = s.pn.hi + 1;
        }
        if pn != 49 {
            return Err(inv("solitaire_blitz", "the rows must end at PN 48 [sp6 20]".into()));
        }
        // The Kickoff Table: Column B never sends the reader back to Column B.
        if self.kickoff.b.contains(&KickCell::UseColB) {
            return Err(inv("kickoff.b", "Column B cannot say 'use Column B' [sp6 6.4]".into()));
        }
        for t in self.fake_kicks.punt.iter().chain(self.fake_kicks.field_goal.iter()) {
            if let FakeResult::Pass { to, .. } = t {
                if !(to.is_back() || to.is_flanker() || matches!(to, OffBox::LE | OffBox::RE)) {
                    return Err(inv("fake_kicks", format!("a fake's pass goes to {to}, not a receiver slot [sp6 6.10]")));
                }
            }
        }
        let c = &self.constants;
        // A block is resolved again when the defense suspects a fake (O6): some Pass Number must
        // leave the kick unblocked.
        for (name, pn) in [("fg_block_pn", c.fg_block_pn), ("fg_long_block_pn", c.fg_long_block_pn)] {
            if !(2..=48).contains(&pn) {
                return Err(inv(&format!("constants.{name}"), format!("{pn}: the Pass Numbers from this one up block the kick, so it lies within 2-48 (PN 48 blocks every kick) [sp6 14.1]")));
            }
        }
        // Under an All-Out Punt Rush a hurried punt reads this row of the punter's card (RN 1-11;
        // RN 12 is "See Below").
        if !(1..=11).contains(&c.all_out_hurried_row) {
            return Err(inv("constants.all_out_hurried_row", format!("{}: a hurried punt reads a row of the punter's card, RN 1-11 [sp6 13]", c.all_out_hurried_row)));
        }
        // All-Out Punt Rush (8.5.7): RN 1..=block blocked, ..=hurried hurried, the rest roughing.
        // A suspecting defense resolves a block again (O6), so some RN must not block.
        if c.all_out_block_max_rn > 11 {
            return Err(inv("constants.all_out_block_max_rn", format!("{}: every RN would block an all-out rush's punt, and a defense suspecting a fake resolves a block again (O6) without end; RN 0-11 [sp6 13]", c.all_out_block_max_rn)));
        }
        if c.all_out_block_max_rn > c.all_out_hurried_max_rn || c.all_out_hurried_max_rn > 12 {
            return Err(inv("constants.all_out_hurried_max_rn", format!("blocked RN 1-{}, hurried to RN {}: the all-out rush's ranges run in order within RN 1-12 [sp6 13]", c.all_out_block_max_rn, c.all_out_hurried_max_rn)));
        }
        if c.fg_max < c.fg_top_band_end || c.onside_defense_max_pn > c.onside_max_pn || c.coffin_corner_min > c.coffin_corner_max {
            return Err(inv("constants", "fg_max, the on-side numbers or the coffin-corner limits are out of order".into()));
        }
        Ok(())
    }

    /// The Penalty Table row of penalty `n` (1-15).
    pub fn penalty(&self, n: u8) -> &PenaltyRow {
        &self.penalties[(n.clamp(1, 15) - 1) as usize]
    }

    /// The Injury Table's length for a PN.
    pub fn injury_length(&self, pn: u8) -> InjuryLength {
        self.injury.iter().find(|r| r.pn.contains(pn)).map(|r| r.length).unwrap_or(InjuryLength::Plays(2))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_parse_and_print() {
        for s in ["0 [-10]", "-10 [-15]", "+10", "Pass Rush", "+5 [0]", "-7"] {
            let c: PdCell = s.parse().unwrap();
            assert_eq!(c.to_string(), s);
        }
        for s in ["-4", "0", "Sack -13", "Inc", "Fails"] {
            assert_eq!(s.parse::<BigPlayResult>().unwrap().to_string(), s);
        }
        for s in ["Pass LE 25", "Pass FL 18", "Pass BK1 10", "Run 15", "Run -5", "Inc", "Int"] {
            assert_eq!(s.parse::<FakeResult>().unwrap().to_string(), s);
        }
        for s in ["plays 2", "quarter", "game", "game+3", "season"] {
            assert_eq!(s.parse::<InjuryLength>().unwrap().to_string(), s);
        }
    }
}
