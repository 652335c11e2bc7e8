//! Football Bones tables as data (`data/bones.json`), validated on load.
//!
//! The seed prints none of its lookup tables (digest §17.3, M1-M25) and lacks pages 11-17 (Z
//! events, penalties, fumbles, injuries, timing, field goals, …). Every table here is therefore
//! either a rule the seed states inline (its `source` names the seed line) or this project's
//! reconstruction (its `source` starts with "reconstruction"), documented in
//! `docs/bones-tables.md`. A user's file with the real tables replaces them by path.

use std::sync::Arc;
use crate::error::DataError;
use huddle_cards::bones::D100;
use huddle_cards::{DefBox, OffBox};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The embedded tables.
pub const BONES_JSON: &str = include_str!("../data/bones.json");

/// A result of the Blocking Battle Table (§7.1 step 2, M1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    /// One or two offensive players, by their display slot.
    Off(OffSlot, Option<OffSlot>),
    /// One or two defensive boxes.
    Def(DefBox, Option<DefBox>),
    /// An offensive player against a defensive box.
    Vs(OffSlot, DefBox),
    /// The blocking backs (§7.5).
    Bk,
    /// Straight to a breakaway (§8).
    Break,
}

/// An offensive slot named by the tables: a lineman, or the end on a side (split or tight).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OffSlot {
    LT,
    LG,
    CN,
    RG,
    RT,
    LE,
    RE,
}

impl OffSlot {
    pub fn parse(s: &str) -> Option<OffSlot> {
        Some(match s {
            "LT" => OffSlot::LT,
            "LG" => OffSlot::LG,
            "CN" => OffSlot::CN,
            "RG" => OffSlot::RG,
            "RT" => OffSlot::RT,
            "LE" => OffSlot::LE,
            "RE" => OffSlot::RE,
            _ => return None,
        })
    }
    /// The display boxes the slot names (an end is the split or the tight sub-box).
    pub fn boxes(self) -> &'static [OffBox] {
        match self {
            OffSlot::LT => &[OffBox::LT],
            OffSlot::LG => &[OffBox::LG],
            OffSlot::CN => &[OffBox::C],
            OffSlot::RG => &[OffBox::RG],
            OffSlot::RT => &[OffBox::RT],
            OffSlot::LE => &[OffBox::LE, OffBox::LTE],
            OffSlot::RE => &[OffBox::RE, OffBox::RTE],
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            OffSlot::LT => "LT",
            OffSlot::LG => "LG",
            OffSlot::CN => "CN",
            OffSlot::RG => "RG",
            OffSlot::RT => "RT",
            OffSlot::LE => "LE",
            OffSlot::RE => "RE",
        }
    }
}

fn def_box(s: &str) -> Option<DefBox> {
    let c = s.trim();
    if c.len() != 1 {
        return None;
    }
    let b = c.as_bytes()[0];
    (b'A'..=b'O').contains(&b).then(|| DefBox::from_idx((b - b'A') as usize))
}

impl Block {
    pub fn parse(s: &str) -> Result<Block, String> {
        let t = s.trim();
        if t == "BREAK" {
            return Ok(Block::Break);
        }
        if t == "BK" {
            return Ok(Block::Bk);
        }
        let bad = || format!("'{s}' is not a Blocking Battle result (LG, CN+LG, B, B+G, LG vs B, BK, BREAK)");
        if let Some((o, d)) = t.split_once(" vs ") {
            return Ok(Block::Vs(OffSlot::parse(o.trim()).ok_or_else(bad)?, def_box(d).ok_or_else(bad)?));
        }
        let parts: Vec<&str> = t.split('+').map(str::trim).collect();
        if parts.len() > 2 || parts.is_empty() {
            return Err(bad());
        }
        if let Some(a) = OffSlot::parse(parts[0]) {
            let b = match parts.get(1) {
                Some(p) => Some(OffSlot::parse(p).ok_or_else(bad)?),
                None => None,
            };
            return Ok(Block::Off(a, b));
        }
        let a = def_box(parts[0]).ok_or_else(bad)?;
        let b = match parts.get(1) {
            Some(p) => Some(def_box(p).ok_or_else(bad)?),
            None => None,
        };
        Ok(Block::Def(a, b))
    }
}

impl std::fmt::Display for Block {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Block::Off(a, None) => write!(f, "{}", a.as_str()),
            Block::Off(a, Some(b)) => write!(f, "{}+{}", a.as_str(), b.as_str()),
            Block::Def(a, None) => write!(f, "{}", a.letter()),
            Block::Def(a, Some(b)) => write!(f, "{}+{}", a.letter(), b.letter()),
            Block::Vs(o, d) => write!(f, "{} vs {}", o.as_str(), d.letter()),
            Block::Bk => write!(f, "BK"),
            Block::Break => write!(f, "BREAK"),
        }
    }
}

/// A result of the Pass Receiver Table (§9.1 step 3, M2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Receiver {
    Original,
    /// Redirected to the player in a slot: LE, RE, FL (always FL #1, A15), BK1-BK3.
    Slot(RecvSlot),
    PassRush,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecvSlot {
    LE,
    RE,
    FL,
    BK1,
    BK2,
    BK3,
}

impl Receiver {
    pub fn parse(s: &str) -> Result<Receiver, String> {
        Ok(match s.trim() {
            "Orig" => Receiver::Original,
            "PR" => Receiver::PassRush,
            "LE" => Receiver::Slot(RecvSlot::LE),
            "RE" => Receiver::Slot(RecvSlot::RE),
            "FL" => Receiver::Slot(RecvSlot::FL),
            "BK1" => Receiver::Slot(RecvSlot::BK1),
            "BK2" => Receiver::Slot(RecvSlot::BK2),
            "BK3" => Receiver::Slot(RecvSlot::BK3),
            _ => return Err(format!("'{s}' is not a Pass Receiver Table result (Orig, PR, LE, RE, FL, BK1-BK3)")),
        })
    }
}

impl std::fmt::Display for Receiver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = match self {
            Receiver::Original => "Orig",
            Receiver::PassRush => "PR",
            Receiver::Slot(RecvSlot::LE) => "LE",
            Receiver::Slot(RecvSlot::RE) => "RE",
            Receiver::Slot(RecvSlot::FL) => "FL",
            Receiver::Slot(RecvSlot::BK1) => "BK1",
            Receiver::Slot(RecvSlot::BK2) => "BK2",
            Receiver::Slot(RecvSlot::BK3) => "BK3",
        };
        f.write_str(s)
    }
}

/// A d100 table: for each roll, one result.
#[derive(Clone, Debug)]
pub struct D100Table<T> {
    cells: Vec<T>,
}

impl<T: Copy> D100Table<T> {
    pub fn get(&self, roll: u8) -> T {
        self.cells[(roll.clamp(1, 100) - 1) as usize]
    }
    fn build(entries: &[(String, D100)], parse: impl Fn(&str) -> Result<T, String>) -> Result<D100Table<T>, String> {
        let mut cells: Vec<Option<T>> = vec![None; 100];
        for (text, r) in entries {
            let v = parse(text)?;
            for n in r.lo..=r.hi {
                if cells[(n - 1) as usize].is_some() {
                    return Err(format!("{r} ('{text}') overlaps another entry at {n:02}"));
                }
                cells[(n - 1) as usize] = Some(v);
            }
        }
        if let Some(i) = cells.iter().position(|c| c.is_none()) {
            return Err(format!("no entry holds {:02} (the entries must cover 01-00)", i + 1));
        }
        Ok(D100Table { cells: cells.into_iter().map(|c| c.expect("checked")).collect() })
    }
}

/// The Pass Receiver Table's pass-type columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassCol {
    Quick,
    Short,
    Long,
}

/// Completion-range modifiers by the defense in effect (M3, with M11's Shovel and Swing
/// columns); the Screen's value is a run-number step modifier for its receiver.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DefPassRow {
    #[serde(rename = "QK")]
    pub quick: i8,
    #[serde(rename = "SH")]
    pub short: i8,
    #[serde(rename = "LG")]
    pub long: i8,
    #[serde(rename = "SC")]
    pub screen: i8,
    #[serde(rename = "SP")]
    pub shovel: i8,
    #[serde(rename = "WP")]
    pub swing: i8,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DefensePass {
    pub source: Arc<str>,
    pub run: DefPassRow,
    pub pass: DefPassRow,
    pub prevent: DefPassRow,
    pub blitz: DefPassRow,
    pub zone: DefPassRow,
}

/// Spot of Interception Table columns (M6), 1d10 → box.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpotTable {
    pub source: Arc<str>,
    #[serde(rename = "QK")]
    pub quick: [String; 10],
    #[serde(rename = "SH")]
    pub short: [String; 10],
    #[serde(rename = "LG")]
    pub long: [String; 10],
    /// Screens and Shovels.
    #[serde(rename = "SC")]
    pub screen: [String; 10],
    #[serde(rename = "WP")]
    pub swing: [String; 10],
}

/// Yards, or a touchdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RetYards {
    Yards(i16),
    Td,
}

impl RetYards {
    fn parse(s: &str) -> Result<RetYards, String> {
        if s.trim() == "TD" {
            return Ok(RetYards::Td);
        }
        s.trim().parse::<i16>().map(RetYards::Yards).map_err(|_| format!("'{s}' is not return yards or TD"))
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IntReturnRaw {
    pub source: Arc<str>,
    pub row1: [String; 10],
    pub row2: [String; 10],
    pub row3: [String; 10],
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointTable {
    pub source: Arc<str>,
    #[serde(rename = "QK")]
    pub quick: [i16; 10],
    #[serde(rename = "SH")]
    pub short: [i16; 10],
    #[serde(rename = "LG")]
    pub long: [i16; 10],
}

/// Screen completion (M9) and distance (M10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenResult {
    Com,
    Inc,
    Int,
}

/// The Screen Pass Distance multiplier, in halves (1 = ×½, 2 = ×1, 4 = ×2, 6 = ×3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mult(pub u8);

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThreeCols {
    pub source: Arc<str>,
    #[serde(rename = "QK")]
    pub quick: i8,
    #[serde(rename = "SH")]
    pub short: i8,
    #[serde(rename = "LG")]
    pub long: i8,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DoubleTeamRow {
    pub primary: String,
    pub secondary: Vec<String>,
}

/// A fake punt's outcome (M15).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FakePunt {
    /// A run or completed pass of so many yards.
    Gain(i16),
    /// Incomplete: the defense takes over at the line of scrimmage.
    Inc,
    /// Intercepted at the line of scrimmage.
    Int,
}

/// What the offended side is penalized with (M17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Against {
    Offense,
    Defense,
    /// Kicking plays: the kicking team or the receiving team.
    Kicking,
    Receiving,
}

/// Where a penalty is marked from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum From {
    /// The previous spot (the line of scrimmage); the down replayed unless it says otherwise.
    Line,
    /// The spot of the foul (pass interference: at the end of the intended pass).
    Spot,
    /// The end of the run or return (fouls behind the ball carrier).
    End,
}

/// A penalty (M17).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    pub name: Arc<str>,
    pub against: Against,
    pub yards: u8,
    #[serde(default = "line")]
    pub from: From,
    /// An automatic first down (defensive fouls).
    #[serde(default)]
    pub first_down: bool,
    /// Loss of down (offensive fouls like intentional grounding).
    #[serde(default)]
    pub loss_of_down: bool,
    /// A dead-ball foul before the snap: accepted, there is no play (the offended coach may
    /// decline it for the play's result, §4).
    #[serde(default)]
    pub pre_snap: bool,
    /// An offense's foul that prevents the snap, subject to the 10-second runoff in the last
    /// minute of a half (reconstruction of p.12's "10 second runoff": the NFL's 2013 rule).
    #[serde(default)]
    pub runoff: bool,
}

impl Penalty {
    /// A foul by the offense or the kicking team.
    pub fn on_kicking_side(&self) -> bool {
        matches!(self.against, Against::Kicking | Against::Offense)
    }

    /// A foul before or at a scrimmage kick (the punter's card, a field goal), from the line
    /// of scrimmage `los` (yards from the kicking team's goal), half the distance at most: the
    /// kicking team's moves it back and the down is played again; the receivers' moves it on,
    /// with a first down when the foul carries one. The gain in the kicking team's frame.
    pub fn at_the_kick(&self, los: i16) -> (i16, huddle_core::DownEffect) {
        if self.on_kicking_side() {
            (-(self.yards as i16).min(los / 2), huddle_core::DownEffect::Replay)
        } else {
            ((self.yards as i16).min((100 - los) / 2), if self.first_down { huddle_core::DownEffect::FirstDown } else { huddle_core::DownEffect::Replay })
        }
    }
}

fn line() -> From {
    From::Line
}

/// A Z event (M18).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZEvent {
    Penalty,
    Fumble,
    /// An injury: the ballhandler, another offensive player, or a defender.
    Injury(Hurt),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hurt {
    Ballhandler,
    Offense,
    Defense,
}

/// How long an injured player is out (§2's counters, M20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    Plays(u8),
    Quarter,
    Half,
    Game,
    /// Out for this game and the next `n` (a season's injury list).
    Games(u8),
}

/// Seconds a play uses (M21, reconstruction): the normal charge, and the charge with the
/// offense in its No-Huddle / Hurry-Up.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Timing {
    pub source: Arc<str>,
    pub run: [u16; 2],
    pub complete: [u16; 2],
    pub incomplete: [u16; 2],
    pub out_of_bounds: [u16; 2],
    pub sack: [u16; 2],
    pub touchdown: [u16; 2],
    pub penalty: [u16; 2],
    pub injury: [u16; 2],
    pub punt: u16,
    pub kickoff: u16,
    pub field_goal: u16,
    pub change_of_possession: u16,
    pub flop: [u16; 2],
    /// Seconds of a play followed by a time-out (the clock stops at once).
    pub timeout: u16,
    /// The 10-second runoff (p.12 missing; the NFL's 2013 rule): seconds taken off for an
    /// offense's foul that prevents the snap in the last minute of a half, the clock running.
    #[serde(default = "ten")]
    pub runoff: u16,
    /// The last seconds of a half in which the runoff applies.
    #[serde(default = "sixty")]
    pub runoff_within: u16,
}

fn ten() -> u16 {
    10
}

fn sixty() -> u16 {
    60
}

/// Field goals (p.11 missing, reconstruction): distance = yards to the goal + `offset`; a FAD
/// in `blocked` blocks any kick (an extra point too), and a long kick more.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FieldGoal {
    pub source: Arc<str>,
    pub offset: u8,
    pub max: u8,
    pub blocked: D100,
    pub blocked_long: D100,
    pub long_from: u8,
    /// A missed kick: the defense's ball at the spot of the kick, or at its 20 if that is better.
    pub miss_at_least: u8,
    /// Beyond the kicker's last band, his Good range loses this many numbers a yard.
    pub beyond_per_yard: u8,
}

/// One weather condition (M23, reconstruction: the Weather page is missing) and what it does to
/// play: numbers added to the kicker's Good range, yards to a punt, numbers to the completion
/// range of Quick, Short and Long passes (and more to Long), numbers to a ballhandler's fumble
/// range.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeatherCond {
    pub name: String,
    /// Its chance in 100 at an open-air stadium.
    pub chance: u8,
    pub fg: i8,
    pub punt: i8,
    pub com: i8,
    pub long_com: i8,
    pub fumble: i8,
}

/// The game's weather (M23, reconstruction): a FAD at the coin toss against the conditions'
/// chances, in order; a home team under a roof plays in the first (fair) condition.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weather {
    pub source: Arc<str>,
    /// Home teams whose stadium has a roof (fixed or retractable).
    pub domes: Vec<String>,
    pub conditions: Vec<WeatherCond>,
}

impl Weather {
    /// The condition a FAD reads.
    pub fn condition(&self, roll: u8) -> usize {
        let mut acc = 0u16;
        for (i, c) in self.conditions.iter().enumerate() {
            acc += c.chance as u16;
            if (roll as u16) <= acc {
                return i;
            }
        }
        self.conditions.len() - 1
    }
}

/// Out-of-position modifiers (M4, reconstruction), by position group and the row (or line
/// slot) played.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    pub source: Arc<str>,
    /// A linebacker in Row 1: TV and PRV changes.
    pub lb_row1_tv: i8,
    pub lb_row1_prv: i8,
    /// A defensive back walked up to Row 1 (§13.4) and in Row 2 (except the 5-WR exception).
    pub db_row1_tv: i8,
    pub db_row2_tv: i8,
    /// A lineman in Row 2 or 3.
    pub dl_back_pd: i8,
    /// An offensive lineman out of his line position (T/G/C; "OL" cards are never out).
    pub ol_bv: i8,
    pub ol_pbv: i8,
}

/// Constants the seed states inline (with their lines) and reconstructed ones.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Constants {
    pub source: Arc<str>,
    pub max_on_display: u8,
    pub illegal_procedure_yards: u8,
    pub inside_max_loss: i16,
    pub break_min: u8,
    pub pitchout_fumble: u8,
    pub deflect_cap: u8,
    pub dl_int: u8,
    pub empty_box: i8,
    pub doubled_box: i8,
    pub walkup_doubled_box: i8,
    pub three_in_box: i8,
    pub double_team_primary: i8,
    pub key_correct: i8,
    pub key_none: i8,
    pub draw_vs_pass: i8,
    pub draw_vs_blitz: i8,
    pub draw_vs_run: i8,
    pub run_blitz: i8,
    pub stunt_run: i8,
    pub stunt_sack: u8,
    pub uncovered: i8,
    pub double_coverage: i8,
    pub triple_coverage: i8,
    pub pressure_one: i8,
    pub pressure_two: i8,
    pub play_action_run: i8,
    pub play_action_pass: i8,
    pub play_action_prevent: i8,
    pub center_field: i8,
    pub run_blitz_pass: i8,
    pub blitzer_bonus: u8,
    pub back_pbv: u8,
    pub shotgun_pbv: u8,
    pub sack_per_point: u8,
    pub shovel_catch: i16,
    pub swing_catch: i16,
    pub screen_int_point: i16,
    pub onside_recover: u8,
    pub onside_recover_vs_defense: u8,
    pub onside_defense_max_return: i16,
    pub squib_yards: i16,
    pub punt_rush_max_return: i16,
    pub punt_rush_blocked_back: i16,
    pub coffin_min: u8,
    pub coffin_max: u8,
    pub kickoff_oob_at: u8,
    pub kickoff_from: u8,
    pub punt_fair_choice_within: i16,
    pub fumble_recover_offense: u8,
    pub kr_fumble_recover: u8,
    pub blocked_punt_receiving: u8,
    pub two_point_from: u8,
    pub xp_from: u8,
    pub fumble_asterisk_yards: i16,
}

/// The file as written.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    title: String,
    source: Arc<str>,
    constants: Constants,
    blocking_battle: Directive,
    pass_receiver: Directive,
    defense_pass: DefensePass,
    coverage: Coverage,
    spot_of_interception: SpotTable,
    point_of_interception: PointTable,
    interception_return: IntReturnRaw,
    screen: ScreenRaw,
    throw_on_run: ThreeCols,
    zone: ThreeCols,
    double_team: DoubleTeamRaw,
    fake_punt: TenRaw,
    fumble_return: TenRaw,
    penalties: PenaltiesRaw,
    z_events: ListRaw,
    injury: InjuryRaw,
    timing: Timing,
    field_goal: FieldGoal,
    position: Position,
    weather: Weather,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Directive {
    source: Arc<str>,
    /// Rolls that also carry a Z.
    z: Vec<D100>,
    columns: BTreeMap<String, Vec<(String, D100)>>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Coverage {
    source: Arc<str>,
    boxes: BTreeMap<String, String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScreenRaw {
    source: Arc<str>,
    completion: Vec<(String, D100)>,
    distance: Vec<(String, D100)>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DoubleTeamRaw {
    source: Arc<str>,
    rows: BTreeMap<String, DoubleTeamRow>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TenRaw {
    source: Arc<str>,
    rows: [String; 10],
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ListRaw {
    source: Arc<str>,
    rows: Vec<(String, D100)>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct InjuryRaw {
    source: Arc<str>,
    rows: Vec<(Duration, D100)>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PenaltiesRaw {
    source: Arc<str>,
    codes: BTreeMap<String, Penalty>,
    /// Columns: "scrimmage", "kickoff", "punt" (the seed's column 3), "field_goal".
    columns: BTreeMap<String, Vec<(String, D100)>>,
}

/// The Penalty Table's columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PenCol {
    Scrimmage,
    Kickoff,
    Punt,
    FieldGoal,
}

/// Run directions of the Blocking Battle Table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunCol {
    SL,
    IL,
    IR,
    SR,
    CL,
    CR,
}

/// The validated tables.
#[derive(Clone, Debug)]
pub struct Tables {
    pub title: String,
    pub c: Constants,
    block: [D100Table<Block>; 6],
    block_z: [bool; 100],
    recv: [D100Table<Receiver>; 3],
    recv_z: [bool; 100],
    pub defense_pass: DefensePass,
    coverage: [Option<DefBox>; 15],
    spot: [[DefBox; 10]; 5],
    pub point: PointTable,
    int_return: [[RetYards; 10]; 3],
    screen_com: D100Table<ScreenResult>,
    screen_dist: D100Table<Mult>,
    pub throw_on_run: ThreeCols,
    pub zone: ThreeCols,
    double_team: [(OffSlot, Vec<OffSlot>); 5],
    fake_punt: [FakePunt; 10],
    fumble_return: [RetYards; 10],
    pen_codes: Vec<Penalty>,
    pen_cols: [D100Table<Option<usize>>; 4],
    z: D100Table<ZEvent>,
    injury: D100Table<Duration>,
    pub timing: Timing,
    pub fg: FieldGoal,
    pub position: Position,
    pub weather: Weather,
}

impl Tables {
    pub fn embedded() -> Tables {
        // Parsed and checked once a process; every game takes a copy.
        static EMBEDDED: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
        EMBEDDED.get_or_init(|| Tables::parse(BONES_JSON, "bones.json (embedded)").expect("the embedded Bones tables are valid")).clone()
    }

    pub fn load(path: &Path) -> Result<Tables, DataError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| DataError::Io { file: file.clone(), msg: e.to_string() })?;
        Tables::parse(&text, &file)
    }

    pub fn parse(text: &str, file: &str) -> Result<Tables, DataError> {
        let de = &mut serde_json::Deserializer::from_str(text);
        let raw: Raw = serde_path_to_error::deserialize(de).map_err(|e| DataError::Parse { file: file.into(), msg: format!("{}: {}", e.path(), e.inner()) })?;
        let bad = |entry: &str, rule: &str, msg: String| DataError::Invalid { file: file.into(), entry: entry.into(), rule: rule.into(), msg };
        // M1: six run columns, each covering 01-00.
        let cols = ["SL", "IL", "IR", "SR", "CL", "CR"];
        let mut block = Vec::new();
        for c in cols {
            let entries = raw.blocking_battle.columns.get(c).ok_or_else(|| bad(&format!("blocking_battle.{c}"), "bones 7.1", "the column is missing".into()))?;
            block.push(D100Table::build(entries, Block::parse).map_err(|m| bad(&format!("blocking_battle.{c}"), "bones 7.1", m))?);
        }
        if let Some(k) = raw.blocking_battle.columns.keys().find(|k| !cols.contains(&k.as_str())) {
            return Err(bad(&format!("blocking_battle.{k}"), "bones 7.1", "unknown column (SL, IL, IR, SR, CL, CR)".into()));
        }
        let zset = |z: &[D100], entry: &str| -> Result<[bool; 100], DataError> {
            let mut s = [false; 100];
            for r in z {
                for n in r.lo..=r.hi {
                    s[(n - 1) as usize] = true;
                }
            }
            let k = s.iter().filter(|x| **x).count();
            if k > 40 {
                return Err(bad(entry, "bones 1.1", format!("{k} of 100 rolls carry a Z: at most 40")));
            }
            Ok(s)
        };
        let block_z = zset(&raw.blocking_battle.z, "blocking_battle.z")?;
        // M2.
        let rcols = ["QK", "SH", "LG"];
        let mut recv = Vec::new();
        for c in rcols {
            let entries = raw.pass_receiver.columns.get(c).ok_or_else(|| bad(&format!("pass_receiver.{c}"), "bones 9.1", "the column is missing".into()))?;
            recv.push(D100Table::build(entries, Receiver::parse).map_err(|m| bad(&format!("pass_receiver.{c}"), "bones 9.1", m))?);
        }
        if let Some(k) = raw.pass_receiver.columns.keys().find(|k| !rcols.contains(&k.as_str())) {
            return Err(bad(&format!("pass_receiver.{k}"), "bones 9.1", "unknown column (QK, SH, LG)".into()));
        }
        let recv_z = zset(&raw.pass_receiver.z, "pass_receiver.z")?;
        // M5: every receiver slot guarded by one box.
        let mut coverage = [None; 15];
        for (k, v) in &raw.coverage.boxes {
            let ob = OffBox::ALL.iter().copied().find(|b| b.as_str() == k).ok_or_else(|| bad(&format!("coverage.{k}"), "bones 5.3", "not a receiver slot".into()))?;
            if ob.is_line() || ob == OffBox::QB {
                return Err(bad(&format!("coverage.{k}"), "bones 5.3", "linemen and the quarterback are not covered".into()));
            }
            let db = def_box(v).ok_or_else(|| bad(&format!("coverage.{k}"), "bones 5.3", format!("'{v}' is not a box A-O")))?;
            if db.row() == 1 {
                return Err(bad(&format!("coverage.{k}"), "bones 5.3", "Row 1 does not cover receivers".into()));
            }
            coverage[ob.idx()] = Some(db);
        }
        for ob in [OffBox::LE, OffBox::LTE, OffBox::RE, OffBox::RTE, OffBox::FL1, OffBox::FL2, OffBox::BK1, OffBox::BK2, OffBox::BK3] {
            if coverage[ob.idx()].is_none() {
                return Err(bad(&format!("coverage.{}", ob.as_str()), "bones 5.3", "every receiver slot needs a box".into()));
            }
        }
        // M6.
        let spot_col = |c: &[String; 10], name: &str| -> Result<[DefBox; 10], DataError> {
            let mut out = [DefBox::A; 10];
            for (i, s) in c.iter().enumerate() {
                out[i] = def_box(s).ok_or_else(|| bad(&format!("spot_of_interception.{name}[{}]", i + 1), "bones 9.7", format!("'{s}' is not a box A-O")))?;
            }
            Ok(out)
        };
        let si = &raw.spot_of_interception;
        let spot = [spot_col(&si.quick, "QK")?, spot_col(&si.short, "SH")?, spot_col(&si.long, "LG")?, spot_col(&si.screen, "SC")?, spot_col(&si.swing, "WP")?];
        // M7.
        for (name, col) in [("QK", &raw.point_of_interception.quick), ("SH", &raw.point_of_interception.short), ("LG", &raw.point_of_interception.long)] {
            if let Some(y) = col.iter().find(|y| !(-5..=60).contains(*y)) {
                return Err(bad(&format!("point_of_interception.{name}"), "bones 9.7", format!("{y} yards: a point of interception lies −5 to 60 yards downfield")));
            }
        }
        // M8.
        let ret_col = |c: &[String; 10], name: &str| -> Result<[RetYards; 10], DataError> {
            let mut out = [RetYards::Yards(0); 10];
            for (i, s) in c.iter().enumerate() {
                out[i] = RetYards::parse(s).map_err(|m| bad(&format!("{name}[{}]", i + 1), "bones 9.7", m))?;
            }
            Ok(out)
        };
        let ir = &raw.interception_return;
        let int_return = [ret_col(&ir.row1, "interception_return.row1")?, ret_col(&ir.row2, "interception_return.row2")?, ret_col(&ir.row3, "interception_return.row3")?];
        // M9, M10.
        let screen_com = D100Table::build(&raw.screen.completion, |s| match s {
            "COM" => Ok(ScreenResult::Com),
            "INC" => Ok(ScreenResult::Inc),
            "INT" => Ok(ScreenResult::Int),
            _ => Err(format!("'{s}' is not COM, INC or INT")),
        })
        .map_err(|m| bad("screen.completion", "bones 11.1", m))?;
        let screen_dist = D100Table::build(&raw.screen.distance, |s| match s {
            "x1/2" => Ok(Mult(1)),
            "x1" => Ok(Mult(2)),
            "x2" => Ok(Mult(4)),
            "x3" => Ok(Mult(6)),
            _ => Err(format!("'{s}' is not x1/2, x1, x2 or x3")),
        })
        .map_err(|m| bad("screen.distance", "bones 11.1", m))?;
        // M14.
        let mut double_team: Vec<(OffSlot, Vec<OffSlot>)> = Vec::new();
        for b in ["A", "B", "C", "D", "E"] {
            let row = raw.double_team.rows.get(b).ok_or_else(|| bad(&format!("double_team.{b}"), "bones 12.7", "every Row-1 box needs a row".into()))?;
            let p = OffSlot::parse(&row.primary).ok_or_else(|| bad(&format!("double_team.{b}"), "bones 12.7", format!("'{}' is not a blocker", row.primary)))?;
            let mut sec = Vec::new();
            for s in &row.secondary {
                sec.push(OffSlot::parse(s).ok_or_else(|| bad(&format!("double_team.{b}"), "bones 12.7", format!("'{s}' is not a blocker")))?);
            }
            if sec.is_empty() || sec.contains(&p) {
                return Err(bad(&format!("double_team.{b}"), "bones 12.7", "at least one Secondary Blocker, other than the Primary".into()));
            }
            double_team.push((p, sec));
        }
        // M15.
        let mut fake_punt = [FakePunt::Inc; 10];
        for (i, s) in raw.fake_punt.rows.iter().enumerate() {
            fake_punt[i] = match s.trim() {
                "INC" => FakePunt::Inc,
                "INT" => FakePunt::Int,
                t => FakePunt::Gain(t.parse().map_err(|_| bad(&format!("fake_punt[{}]", i + 1), "bones 14.5", format!("'{s}' is yards, INC or INT")))?),
            };
        }
        let fumble_return = ret_col(&raw.fumble_return.rows, "fumble_return")?;
        // M17.
        let pen_codes: Vec<(String, Penalty)> = raw.penalties.codes.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
        for (k, p) in &pen_codes {
            if p.yards == 0 || p.yards > 15 && p.from != From::Spot {
                return Err(bad(&format!("penalties.codes.{k}"), "bones 16", format!("{} yards: a penalty is 1-15 yards (pass interference at the spot excepted)", p.yards)));
            }
        }
        let mut pen_cols = Vec::new();
        for c in ["scrimmage", "kickoff", "punt", "field_goal"] {
            let entries = raw.penalties.columns.get(c).ok_or_else(|| bad(&format!("penalties.columns.{c}"), "bones 16", "the column is missing".into()))?;
            let t = D100Table::build(entries, |s| {
                if s == "-" {
                    return Ok(None);
                }
                pen_codes.iter().position(|(k, _)| k == s).map(Some).ok_or_else(|| format!("'{s}' is not a penalty code of penalties.codes"))
            })
            .map_err(|m| bad(&format!("penalties.columns.{c}"), "bones 16", m))?;
            pen_cols.push(t);
        }
        // M18.
        let z = D100Table::build(&raw.z_events.rows, |s| match s {
            "Penalty" => Ok(ZEvent::Penalty),
            "Fumble" => Ok(ZEvent::Fumble),
            "Injury BC" => Ok(ZEvent::Injury(Hurt::Ballhandler)),
            "Injury O" => Ok(ZEvent::Injury(Hurt::Offense)),
            "Injury D" => Ok(ZEvent::Injury(Hurt::Defense)),
            _ => Err(format!("'{s}' is not a Z event (Penalty, Fumble, Injury BC, Injury O, Injury D)")),
        })
        .map_err(|m| bad("z_events", "bones 16", m))?;
        let injury_rows: Vec<(String, D100)> = raw.injury.rows.iter().map(|(d, r)| (serde_json::to_string(d).unwrap_or_default(), *r)).collect();
        let injury = D100Table::build(&injury_rows, |s| serde_json::from_str::<Duration>(s).map_err(|e| e.to_string())).map_err(|m| bad("injury", "bones 16", m))?;
        let fg = raw.field_goal;
        if fg.max < 40 || fg.max > 70 {
            return Err(bad("field_goal.max", "bones 16", format!("{}: the longest field goal lies between 40 and 70 yards", fg.max)));
        }
        let c = raw.constants;
        if c.max_on_display != 11 {
            return Err(bad("constants.max_on_display", "bones 5.1", "the seed sets 11 (L212)".into()));
        }
        // Modifiers in yards or steps (§7.2, §7.3, M4): the engine adds several of them to a card's
        // values, so each stays within ±10 (the seed's largest is 4).
        let steps = [
            ("empty_box", c.empty_box, "bones 7.2"),
            ("doubled_box", c.doubled_box, "bones 7.2"),
            ("walkup_doubled_box", c.walkup_doubled_box, "bones 7.2"),
            ("three_in_box", c.three_in_box, "bones 7.2"),
            ("double_team_primary", c.double_team_primary, "bones 12.7"),
            ("key_correct", c.key_correct, "bones 7.3"),
            ("key_none", c.key_none, "bones 7.3"),
            ("draw_vs_pass", c.draw_vs_pass, "bones 7.3"),
            ("draw_vs_blitz", c.draw_vs_blitz, "bones 7.3"),
            ("draw_vs_run", c.draw_vs_run, "bones 7.3"),
            ("run_blitz", c.run_blitz, "bones 7.3"),
            ("stunt_run", c.stunt_run, "bones 7.3"),
        ];
        let p = &raw.position;
        let position = [("lb_row1_tv", p.lb_row1_tv), ("lb_row1_prv", p.lb_row1_prv), ("db_row1_tv", p.db_row1_tv), ("db_row2_tv", p.db_row2_tv), ("dl_back_pd", p.dl_back_pd), ("ol_bv", p.ol_bv), ("ol_pbv", p.ol_pbv)];
        for (name, m, rule) in steps.into_iter().map(|(n, m, r)| (format!("constants.{n}"), m, r)).chain(position.into_iter().map(|(n, m)| (format!("position.{n}"), m, "bones 17.3"))) {
            if !(-10..=10).contains(&m) {
                return Err(bad(&name, rule, format!("{m}: a yardage, run-number or out-of-position modifier lies within −10..+10")));
            }
        }
        if c.coffin_min > c.coffin_max {
            return Err(bad("constants.coffin_min", "bones 14.4", format!("the coffin-corner deduction runs from coffin_min {} up to coffin_max {} yards (10 to 25), low to high", c.coffin_min, c.coffin_max)));
        }
        // A breakaway's FAD is rolled again under this (§8: under 20); a card's Maximum is at
        // least 20, so a higher number could be rolled again for ever.
        if !(1..=20).contains(&c.break_min) {
            return Err(bad("constants.break_min", "bones 8", format!("{}: a breakaway's distance FAD is rolled again under this number, which lies within 1-20 (the seed's 20; a card's Maximum M is at least 20)", c.break_min)));
        }
        // M23: the weather's conditions cover 01-00, the first is fair, the modifiers are modest.
        let w = &raw.weather;
        let total: u16 = w.conditions.iter().map(|c| c.chance as u16).sum();
        if w.conditions.is_empty() || total != 100 {
            return Err(bad("weather.conditions", "bones 17.3", format!("the chances add to {total}: they cover 01-00 (100)")));
        }
        let first = &w.conditions[0];
        if (first.fg, first.punt, first.com, first.long_com, first.fumble) != (0, 0, 0, 0, 0) {
            return Err(bad(&format!("weather.{}", first.name), "bones 17.3", "the first condition is the fair one a roof gives: no modifiers".into()));
        }
        for c in &w.conditions {
            if c.name.trim().is_empty() || [c.fg, c.punt, c.com, c.long_com, c.fumble].iter().any(|m| m.unsigned_abs() > 20) {
                return Err(bad(&format!("weather.{}", c.name), "bones 17.3", "a named condition, every modifier within ±20".into()));
            }
        }
        Ok(Tables {
            title: raw.title,
            c,
            block: block.try_into().map_err(|_| bad("blocking_battle", "bones 7.1", "six columns".into()))?,
            block_z,
            recv: recv.try_into().map_err(|_| bad("pass_receiver", "bones 9.1", "three columns".into()))?,
            recv_z,
            defense_pass: raw.defense_pass,
            coverage,
            spot,
            point: raw.point_of_interception,
            int_return,
            screen_com,
            screen_dist,
            throw_on_run: raw.throw_on_run,
            zone: raw.zone,
            double_team: double_team.try_into().map_err(|_| bad("double_team", "bones 12.7", "five rows".into()))?,
            fake_punt,
            fumble_return,
            pen_codes: pen_codes.into_iter().map(|(_, p)| p).collect(),
            pen_cols: pen_cols.try_into().map_err(|_| bad("penalties", "bones 16", "four columns".into()))?,
            z,
            injury,
            timing: raw.timing,
            fg,
            position: raw.position,
            weather: raw.weather,
        })
    }

    /// The Blocking Battle result for a roll, and whether the roll carries a Z.
    pub fn block(&self, col: RunCol, roll: u8) -> (Block, bool) {
        (self.block[col as usize].get(roll), self.block_z[(roll.clamp(1, 100) - 1) as usize])
    }
    pub fn receiver(&self, col: PassCol, roll: u8) -> (Receiver, bool) {
        (self.recv[col as usize].get(roll), self.recv_z[(roll.clamp(1, 100) - 1) as usize])
    }
    /// The box that guards a receiver slot (M5).
    pub fn covers(&self, slot: OffBox) -> Option<DefBox> {
        self.coverage[slot.idx()]
    }
    /// The Spot of Interception box for a 1d10: column 0 QK, 1 SH, 2 LG, 3 Screen/Shovel, 4 Swing.
    pub fn spot(&self, col: usize, d10: u8) -> DefBox {
        self.spot[col][(d10.clamp(1, 10) - 1) as usize]
    }
    pub fn point(&self, col: PassCol, d10: u8) -> i16 {
        let c = match col {
            PassCol::Quick => &self.point.quick,
            PassCol::Short => &self.point.short,
            PassCol::Long => &self.point.long,
        };
        c[(d10.clamp(1, 10) - 1) as usize]
    }
    /// Interception return by the interceptor's row (1-3) on a 1d10.
    pub fn int_return(&self, row: u8, d10: u8) -> RetYards {
        self.int_return[(row.clamp(1, 3) - 1) as usize][(d10.clamp(1, 10) - 1) as usize]
    }
    pub fn screen(&self, roll: u8) -> ScreenResult {
        self.screen_com.get(roll)
    }
    pub fn screen_distance(&self, roll: u8) -> Mult {
        self.screen_dist.get(roll)
    }
    pub fn double_team(&self, b: DefBox) -> Option<&(OffSlot, Vec<OffSlot>)> {
        (b.row() == 1).then(|| &self.double_team[b.idx()])
    }
    pub fn fake_punt(&self, d10: u8) -> FakePunt {
        self.fake_punt[(d10.clamp(1, 10) - 1) as usize]
    }
    pub fn fumble_return(&self, d10: u8) -> RetYards {
        self.fumble_return[(d10.clamp(1, 10) - 1) as usize]
    }
    /// The penalty a FAD reads in a column (None: no foul on this kind of play).
    pub fn penalty(&self, col: PenCol, roll: u8) -> Option<&Penalty> {
        self.pen_cols[col as usize].get(roll).map(|i| &self.pen_codes[i])
    }
    pub fn z_event(&self, roll: u8) -> ZEvent {
        self.z.get(roll)
    }
    pub fn injury(&self, roll: u8) -> Duration {
        self.injury.get(roll)
    }
    /// Z rolls of the Blocking Battle and Pass Receiver tables (for tests and the docs).
    pub fn z_rate(&self) -> (usize, usize) {
        (self.block_z.iter().filter(|x| **x).count(), self.recv_z.iter().filter(|x| **x).count())
    }
}
