//! The edition's tables (TTF 7th: `data/ttf7.json`), loaded and validated.

use crate::fac::text_serde;
use huddle_cards::{DefBox, KickCell, NumRange, OffBox, ReturnCell};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// Deck composition.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct DeckSpec {
    pub size: usize,
    pub z_cards: usize,
    pub solitaire_removes_z: usize,
    /// Only the first this-many FACs flipped during a play can trigger a Z (3).
    pub z_window: u8,
}

/// Numbers the rules state.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Constants {
    pub sneak_base: i16,
    pub com_cap: i16,
    pub com_max: i16,
    pub sack_max: i16,
    pub deflect_cap: i16,
    pub inside_max_loss: i16,
    pub two_defenders_tv: i16,
    pub two_defenders_tv_exceptional: i16,
    pub empty_box_bonus: i16,
    pub uncovered_com: i16,
    pub uncovered_rn: i16,
    pub lb_vs_te_pd: i16,
    pub lb_vs_wr_pd: i16,
    pub double_coverage: i16,
    pub triple_coverage: i16,
    pub pitchout_fum: i16,
    pub option_fum: i16,
    pub option_recovery_back: i16,
    pub er_repeat_rn: i16,
    pub fake_repeat_rn: i16,
    pub fake_punt_defense_rn: i16,
    pub fake_punt_defense_return_rn: i16,
    pub all_out_rush_return_rn: i16,
    pub double_team_primary_bv: i16,
    pub double_team_primary_bv_exceptional: i16,
    pub double_team_blitz_sack: i16,
    pub stunt_sack_per_pair: i16,
    pub stunt_rn: i16,
    pub shovel_yards: i16,
    pub no_huddle_com: i16,
    pub hurry_up_com: i16,
    pub swing_yards: i16,
    pub home_penalty_range: i16,
    pub home_fumble_adj: i16,
    pub surehanded_fum: i16,
    pub endurance_fum: i16,
    pub fc_return_fum: i16,
    pub fg_distance_offset: i16,
    pub fg_spot_behind_los: i16,
    pub fg_beyond_55_per_yard: i16,
    pub blocked_kick_kicking_team_from_pn: u8,
    pub blocked_punt_extra_yards: i16,
    pub onside_recovery_yards: i16,
    pub squib_spot_yards: i16,
    pub squib_return_rn: i16,
    pub kick_out_of_bounds_yards: i16,
    pub fumble_recovery_offense_max_pn: u8,
    pub maybe48_success_max_pn: u8,
    pub int_q_success_max_pn: u8,
    /// The fewest fit players of each group an injury may leave (§16.1).
    pub injury_minimums: BTreeMap<huddle_cards::Group, u8>,
    /// Groups whose players beyond their own minimum are played out of position in a group
    /// before an injury to it is ignored (§16.1 L1290, §22.1: a linebacker takes a Row-1 box).
    #[serde(default)]
    pub injury_fill_in: BTreeMap<huddle_cards::Group, Vec<huddle_cards::Group>>,
    /// The kicking game's minimums beside the groups' (§16.1 L1288).
    pub injury_role_minimums: RoleMinimums,
}

/// The fewest fit kickoff specialists, kickoff returners and punt returners an injury may leave
/// (§16.1 L1288).
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoleMinimums {
    pub kickoff_specialist: u8,
    pub kick_returner: u8,
    pub punt_returner: u8,
}

impl RoleMinimums {
    /// By the bit index of `resolve::role_mask` (0 kickoff specialist, 1 kickoff returner, 2
    /// punt returner).
    pub fn of_role(&self, bit: usize) -> u8 {
        [self.kickoff_specialist, self.kick_returner, self.punt_returner][bit]
    }
}

/// Interception Table (§8.9): the box a pass is intercepted in, by Run Number.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct InterceptionTable {
    pub screen_shovel: [DefBox; 12],
    pub quick_swing: [DefBox; 12],
    pub short: [DefBox; 12],
    pub long: [DefBox; 12],
    pub long_version_a: [DefBox; 12],
}

/// A fraction `[numerator, denominator]`.
pub type Fraction = [i16; 2];

/// Point of Interception Table (§8.11): yards downfield = RN × factor, rounded down.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PiTable {
    pub shovel_swing: Fraction,
    pub screen: Fraction,
    pub screen_alternative: Fraction,
    pub quick: Fraction,
    pub short: Fraction,
    pub long: Fraction,
}

/// A return-table entry: yards (with an asterisk) or No Return.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableReturn {
    Yards { yards: i16, asterisk: bool },
    NoReturn,
}

impl FromStr for TableReturn {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        if t == "NR" {
            return Ok(TableReturn::NoReturn);
        }
        let (n, asterisk) = match t.strip_suffix('*') {
            Some(n) => (n, true),
            None => (t, false),
        };
        Ok(TableReturn::Yards { yards: n.parse().map_err(|_| format!("'{s}' is not a return entry (yards, yards*, NR)"))?, asterisk })
    }
}
impl fmt::Display for TableReturn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableReturn::NoReturn => f.write_str("NR"),
            TableReturn::Yards { yards, asterisk } => write!(f, "{yards}{}", if *asterisk { "*" } else { "" }),
        }
    }
}
text_serde!(TableReturn);

/// Interception Return Table (§8.10), one column per Display row.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct IntReturnTable {
    pub row1: [TableReturn; 12],
    pub row2: [TableReturn; 12],
    pub row3: [TableReturn; 12],
    pub asterisk_td: NumRange,
}

/// Fumble Return Table (§18.4).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FumbleReturnTable {
    pub col: [TableReturn; 12],
    pub asterisk_td: NumRange,
}

/// An entry of the fake field goal / fake punt tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FakeResult {
    Pass { to: FakeTarget, yards: i16 },
    Run(i16),
    Incomplete,
    Interception,
    /// Punter runs for daylight: new PN × 2 yards.
    Daylight,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FakeTarget {
    LE,
    FL,
    RE,
    BK1,
    BK2,
}

impl FromStr for FakeResult {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        let bad = || format!("'{s}' is not a fake-kick result (Pass LE 25, Run 15, Inc, Int, Daylight)");
        Ok(match t {
            "Inc" => FakeResult::Incomplete,
            "Int" => FakeResult::Interception,
            "Daylight" => FakeResult::Daylight,
            _ => {
                let v: Vec<&str> = t.split_whitespace().collect();
                match v.as_slice() {
                    ["Run", y] => FakeResult::Run(y.parse().map_err(|_| bad())?),
                    ["Pass", to, y] => FakeResult::Pass {
                        to: match *to {
                            "LE" => FakeTarget::LE,
                            "FL" => FakeTarget::FL,
                            "RE" => FakeTarget::RE,
                            "BK1" => FakeTarget::BK1,
                            "BK2" => FakeTarget::BK2,
                            _ => return Err(bad()),
                        },
                        yards: y.parse().map_err(|_| bad())?,
                    },
                    _ => return Err(bad()),
                }
            }
        })
    }
}
impl fmt::Display for FakeResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FakeResult::Incomplete => f.write_str("Inc"),
            FakeResult::Interception => f.write_str("Int"),
            FakeResult::Daylight => f.write_str("Daylight"),
            FakeResult::Run(y) => write!(f, "Run {y}"),
            FakeResult::Pass { to, yards } => write!(f, "Pass {to:?} {yards}"),
        }
    }
}
text_serde!(FakeResult);

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FakeTable {
    pub rows: [FakeResult; 12],
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PuntRushTable {
    pub blocked: NumRange,
    pub hurried: NumRange,
    pub roughing: NumRange,
    pub hurried_uses_rn: u8,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct KickoffYardage {
    pub a: [KickCell; 12],
    pub b: [KickCell; 12],
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct OnsideTable {
    pub kicking_team_recovers_vs_normal: NumRange,
    pub kicking_team_recovers_vs_onside_defense: NumRange,
}

/// An Injury Table entry (§16.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InjuryDuration {
    /// Remainder of the game plus this many games.
    Games(u8),
    Game,
    Half,
    Quarter,
    Series,
    Minutes(u8),
    /// A new Run Number gives the games.
    RunNumber,
}

impl FromStr for InjuryDuration {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        Ok(match t {
            "G" => InjuryDuration::Game,
            "H" => InjuryDuration::Half,
            "Q" => InjuryDuration::Quarter,
            "S" => InjuryDuration::Series,
            "RN" => InjuryDuration::RunNumber,
            _ => {
                if let Some(m) = t.strip_suffix('m') {
                    InjuryDuration::Minutes(m.parse().map_err(|_| format!("'{s}' is not an injury duration"))?)
                } else {
                    InjuryDuration::Games(t.parse().map_err(|_| format!("'{s}' is not an injury duration (N, G, H, Q, S, Nm, RN)"))?)
                }
            }
        })
    }
}
impl fmt::Display for InjuryDuration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InjuryDuration::Games(n) => write!(f, "{n}"),
            InjuryDuration::Game => f.write_str("G"),
            InjuryDuration::Half => f.write_str("H"),
            InjuryDuration::Quarter => f.write_str("Q"),
            InjuryDuration::Series => f.write_str("S"),
            InjuryDuration::Minutes(m) => write!(f, "{m}m"),
            InjuryDuration::RunNumber => f.write_str("RN"),
        }
    }
}
text_serde!(InjuryDuration);

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct InjuryTable {
    pub bands: Vec<NumRange>,
    pub rows: Vec<[InjuryDuration; 16]>,
}

impl InjuryTable {
    pub fn lookup(&self, pn: u8, games: u8) -> InjuryDuration {
        let col = (games.clamp(1, 16) - 1) as usize;
        let row = self.bands.iter().position(|b| b.contains(pn)).unwrap_or(0);
        self.rows[row][col]
    }
}

/// Seconds a play uses: `[normal, no-huddle/hurry-up]`.
pub type Secs = [u16; 2];

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TimingTable {
    pub run: Secs,
    pub flop_sneak: Secs,
    pub complete: Secs,
    pub incomplete: Secs,
    pub out_of_bounds: Secs,
    pub touchdown: Secs,
    pub injury: Secs,
    pub penalty: Secs,
    pub delay: Secs,
    pub substitution: Secs,
    pub movement: Secs,
    pub participation: Secs,
    pub extra_point: Secs,
    pub two_point: Secs,
    pub kickoff_touchback: Secs,
    pub spike: Secs,
    pub field_goal: Secs,
    pub kickoff_two_minutes: Secs,
    pub punt_kickoff: Secs,
    pub change_of_possession: Secs,
    pub timeout_after: Secs,
    pub sack_scramble: Secs,
    pub fumble_kept: Secs,
    pub fake_kick: Secs,
}

impl TimingTable {
    /// No play's time can be cut below 10 seconds by a spike (§20.6).
    pub fn spike_floor(&self) -> u16 {
        self.incomplete[0]
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BlitzPrv {
    pub row2_min: u8,
    pub lmn_bonus: u8,
    pub ko_bonus: u8,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ThrowingOnTheRun {
    pub quick: i16,
    pub short: i16,
    pub long: i16,
    pub short_alternative: i16,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EnduranceTable {
    /// Indexed by EV 1-4.
    pub run_rn: [i16; 4],
    pub screen_fum: i16,
    pub pass_com: [i16; 4],
    pub pass_fum: i16,
    pub inj: i16,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SolitaireBlitzRow {
    pub pn: NumRange,
    pub boxes: Vec<DefBox>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SolitaireBlitz {
    pub rows: Vec<SolitaireBlitzRow>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct DoubleTeamRow {
    pub primary: OffBox,
    pub secondary: Vec<OffBox>,
}

/// One cell of the Play Modifier Table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mods {
    pub rn: i16,
    pub com: i16,
    /// Completion adjustment when the LOS is inside the defense's 20 (the value in parentheses).
    pub com_rz: Option<i16>,
    pub sack: i16,
    pub pb: i16,
    pub yards: i16,
    pub sh: i16,
    pub lg: i16,
    pub fum: i16,
    pub deflect: Deflect,
    pub rush: RushTrigger,
}

/// Whether Pass Deflect Values apply (legend PD / PD2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Deflect {
    #[default]
    No,
    /// "PD": whenever no Pass Rush is in effect.
    Yes,
    /// "PD2" (printed "PD?"): only when the directive is "Original".
    OriginalOnly,
}

/// Whether the cell forces a Pass Rush.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RushTrigger {
    #[default]
    No,
    Always,
    /// "Pass Rush?": only if the defense's PRV exceeds the offense's PBV.
    Maybe,
}

impl Mods {
    /// The completion adjustment for the LOS (inside the defense's 20 or not).
    pub fn com_at(&self, inside_20: bool) -> i16 {
        if inside_20 {
            self.com_rz.unwrap_or(self.com)
        } else {
            self.com
        }
    }
}

impl FromStr for Mods {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let mut m = Mods::default();
        let toks: Vec<&str> = s.split_whitespace().collect();
        let mut i = 0;
        while i < toks.len() {
            let t = toks[i];
            match t {
                "PD" => m.deflect = Deflect::Yes,
                "PD2" => m.deflect = Deflect::OriginalOnly,
                "PassRush" => m.rush = RushTrigger::Always,
                "PassRush?" => m.rush = RushTrigger::Maybe,
                _ => {
                    let unit = toks.get(i + 1).ok_or_else(|| format!("'{s}': value '{t}' has no unit"))?;
                    let (v, rz) = match t.split_once('(') {
                        Some((a, b)) => {
                            let b = b.strip_suffix(')').ok_or_else(|| format!("'{s}': bad '{t}'"))?;
                            (a, Some(b))
                        }
                        None => (t, None),
                    };
                    let pv = |x: &str| x.parse::<i16>().map_err(|_| format!("'{s}': '{x}' is not a number"));
                    let v = pv(v)?;
                    let rz = rz.map(pv).transpose()?;
                    match *unit {
                        "RN" => m.rn = v,
                        "Com" => {
                            m.com = v;
                            m.com_rz = rz;
                        }
                        "Sack" => m.sack = v,
                        "PB" => m.pb = v,
                        "Yards" => m.yards = v,
                        "SH" => m.sh = v,
                        "LG" => m.lg = v,
                        "Fum" => m.fum = v,
                        u => return Err(format!("'{s}': unknown unit '{u}' (RN, Com, Sack, PB, Yards, SH, LG, Fum)")),
                    }
                    if rz.is_some() && *unit != "Com" {
                        return Err(format!("'{s}': only Com takes a red-zone value in parentheses"));
                    }
                    i += 1;
                }
            }
            i += 1;
        }
        Ok(m)
    }
}

impl fmt::Display for Mods {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        match self.rush {
            RushTrigger::Always => parts.push("PassRush".into()),
            RushTrigger::Maybe => parts.push("PassRush?".into()),
            RushTrigger::No => {}
        }
        if self.com != 0 || self.com_rz.is_some() {
            match self.com_rz {
                Some(r) => parts.push(format!("{:+}({:+}) Com", self.com, r)),
                None => parts.push(format!("{:+} Com", self.com)),
            }
        }
        for (v, u) in [(self.rn, "RN"), (self.sack, "Sack"), (self.pb, "PB"), (self.yards, "Yards"), (self.sh, "SH"), (self.lg, "LG"), (self.fum, "Fum")] {
            if v != 0 {
                parts.push(format!("{v:+} {u}"));
            }
        }
        match self.deflect {
            Deflect::Yes => parts.push("PD".into()),
            Deflect::OriginalOnly => parts.push("PD2".into()),
            Deflect::No => {}
        }
        f.write_str(&parts.join(" "))
    }
}
text_serde!(Mods);

/// Column of the Play Modifier Table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ModCol {
    CorrectKey,
    WrongKey,
    NoKey,
    PassCoverage,
    Prevent,
    Blitz,
    PassRush,
    Double,
    Triple,
    Uncovered,
    Stunt,
}

/// Row of the Play Modifier Table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ModRow {
    InsideSweep,
    Pitchout,
    Option,
    EndReverse,
    Screen,
    Quick,
    Short,
    Long,
    Swing,
    Shovel,
    Draw,
    PlayAction,
    Bootleg,
    Deep1,
    Deep2,
    ExtraBlocker,
    Shotgun,
    DoubleTeam,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PlayModifiers {
    pub rows: BTreeMap<ModRow, BTreeMap<ModCol, Mods>>,
}

impl PlayModifiers {
    pub fn get(&self, row: ModRow, col: ModCol) -> Mods {
        self.rows.get(&row).and_then(|r| r.get(&col)).copied().unwrap_or_default()
    }
}

/// How a penalty's yardage is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyFrom {
    Los,
    /// The spot of the foul.
    Spot,
    /// The end of the play.
    End,
    SpotOfKick,
    SpotOfCatch,
}

/// What happens to the down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyDown {
    Replay,
    FirstDown,
    LossOfDown,
    /// "Down and play count".
    Counts,
}

/// The foul's identity, for the rules that single one out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyKind {
    Delay,
    Substitution,
    Participation,
    KickOutOfBounds,
    AdvancingDeadBall,
    Movement,
    Offside,
    IllegalMotion,
    IllegalFormation,
    IntentionalGrounding,
    IllegalForwardPass,
    IneligibleReceiver,
    OffensiveHolding,
    DefensiveHolding,
    IllegalBlock,
    IllegalContact,
    DefensivePassInterference,
    OffensivePassInterference,
    RunningIntoKicker,
    RoughingKicker,
    SimulatedRoughing,
    NoncontactCatchInterference,
    ContactCatchInterference,
    IncidentalFaceMask,
    DefensiveFaceMask,
    OffensiveFaceMask,
    RoughingPasser,
    DefensivePersonalFoul,
    OffensivePersonalFoul,
    DefensiveDeadBallFoul,
    OffensiveDeadBallFoul,
}

/// A Penalty Table column: category 1-4 and the penalized team.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PenaltyCol {
    O1,
    D1,
    O2,
    D2,
    R3,
    K3,
    R4,
    K4,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PenaltyRow {
    pub kind: PenaltyKind,
    pub name: String,
    pub ranges: BTreeMap<PenaltyCol, NumRange>,
    pub option: bool,
    pub yards: i16,
    pub from: PenaltyFrom,
    pub down: PenaltyDown,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PenaltyTable {
    pub columns: Vec<PenaltyCol>,
    pub rows: Vec<PenaltyRow>,
}

impl PenaltyTable {
    /// The foul a PN gives in a column.
    pub fn lookup(&self, col: PenaltyCol, pn: u8) -> Option<(u16, &PenaltyRow)> {
        self.rows.iter().enumerate().find(|(_, r)| r.ranges.get(&col).is_some_and(|x| x.contains(pn))).map(|(i, r)| (i as u16, r))
    }
    pub fn row(&self, code: u16) -> Option<&PenaltyRow> {
        self.rows.get(code as usize)
    }
    pub fn code_of(&self, kind: PenaltyKind) -> u16 {
        self.rows.iter().position(|r| r.kind == kind).unwrap_or(0) as u16
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PositionModifiers {
    pub offense: BTreeMap<String, BTreeMap<String, PosMod>>,
    pub defense: BTreeMap<String, BTreeMap<String, PosMod>>,
}

/// An out-of-position modifier: "+1 TV", "-1 BV -1 PB", "+1 PD".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PosMod {
    pub bv: i8,
    pub pb: i8,
    pub tv: i8,
    pub pd: i8,
}

impl FromStr for PosMod {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let mut m = PosMod::default();
        let toks: Vec<&str> = s.split_whitespace().collect();
        if !toks.len().is_multiple_of(2) {
            return Err(format!("'{s}' is not a position modifier (like '-1 BV -1 PB' or '+2 TV')"));
        }
        for pair in toks.chunks(2) {
            let v: i8 = pair[0].parse().map_err(|_| format!("'{s}': '{}' is not a number", pair[0]))?;
            match pair[1] {
                "BV" => m.bv = v,
                "PB" => m.pb = v,
                "TV" => m.tv = v,
                "PD" => m.pd = v,
                u => return Err(format!("'{s}': unknown unit '{u}'")),
            }
        }
        Ok(m)
    }
}
impl fmt::Display for PosMod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        for (v, u) in [(self.bv, "BV"), (self.pb, "PB"), (self.tv, "TV"), (self.pd, "PD")] {
            if v != 0 {
                parts.push(format!("{v:+} {u}"));
            }
        }
        f.write_str(&parts.join(" "))
    }
}
text_serde!(PosMod);

/// All tables of an edition.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Edition {
    pub edition: String,
    pub title: String,
    pub deck: DeckSpec,
    pub constants: Constants,
    pub interception_table: InterceptionTable,
    pub point_of_interception: PiTable,
    pub interception_return: IntReturnTable,
    pub fumble_return: FumbleReturnTable,
    pub fake_field_goal: FakeTable,
    pub fake_punt: FakeTable,
    pub punt_rush: PuntRushTable,
    pub kickoff_yardage: KickoffYardage,
    pub onside: OnsideTable,
    pub injury_table: InjuryTable,
    pub timing: TimingTable,
    pub blitz_prv: BlitzPrv,
    pub throwing_on_the_run: ThrowingOnTheRun,
    pub endurance: EnduranceTable,
    pub solitaire_blitz: SolitaireBlitz,
    pub double_team: BTreeMap<DefBox, DoubleTeamRow>,
    pub coverage: BTreeMap<OffBox, Vec<DefBox>>,
    pub play_modifiers: PlayModifiers,
    pub penalties: PenaltyTable,
    pub position_modifiers: PositionModifiers,
}

/// The embedded TTF 7th Edition tables.
pub const TTF7_JSON: &str = include_str!("../data/ttf7.json");

/// A problem with an edition file.
#[derive(Debug, thiserror::Error)]
pub enum EditionError {
    #[error("{file}: not a valid edition file: {cause}")]
    Parse { file: String, cause: serde_json::Error },
    #[error("{file}: {entry}: {rule}")]
    Invalid { file: String, entry: String, rule: String },
}

impl Edition {
    /// The embedded TTF 7th Edition, parsed and validated once per process (a season replay
    /// starts thousands of games).
    pub fn ttf7() -> Edition {
        static ED: std::sync::OnceLock<Edition> = std::sync::OnceLock::new();
        ED.get_or_init(|| Edition::parse(TTF7_JSON, "<embedded ttf7.json>").expect("the embedded edition file is valid")).clone()
    }

    pub fn parse(text: &str, file: &str) -> Result<Edition, EditionError> {
        let e: Edition = serde_json::from_str(text).map_err(|cause| EditionError::Parse { file: file.into(), cause })?;
        e.validate(file)?;
        Ok(e)
    }

    fn validate(&self, file: &str) -> Result<(), EditionError> {
        let inv = |entry: &str, rule: String| EditionError::Invalid { file: file.into(), entry: entry.into(), rule };
        // Each penalty column partitions 1-48 exactly (§17.2).
        for col in &self.penalties.columns {
            for pn in 1..=48u8 {
                let n = self.penalties.rows.iter().filter(|r| r.ranges.get(col).is_some_and(|x| x.contains(pn))).count();
                if n != 1 {
                    return Err(inv(
                        &format!("penalties.{col:?}"),
                        format!("PN {pn} falls in {n} penalties; each column must cover 1-48 exactly once [ttf7 17.2]"),
                    ));
                }
            }
        }
        // Injury table bands partition 1-48 (§16.2).
        if self.injury_table.bands.len() != self.injury_table.rows.len() {
            return Err(inv("injury_table", "one row per PN band".into()));
        }
        for pn in 1..=48u8 {
            let n = self.injury_table.bands.iter().filter(|b| b.contains(pn)).count();
            if n != 1 {
                return Err(inv("injury_table.bands", format!("PN {pn} falls in {n} bands; bands must cover 1-48 once [ttf7 16.2]")));
            }
        }
        for pn in 1..=48u8 {
            let n = self.solitaire_blitz.rows.iter().filter(|r| r.pn.contains(pn)).count();
            if n != 1 {
                return Err(inv("solitaire_blitz", format!("PN {pn} falls in {n} rows [ttf7 25]")));
            }
        }
        for rn in 1..=12u8 {
            let p = &self.punt_rush;
            let n = [p.blocked, p.hurried, p.roughing].iter().filter(|r| r.contains(rn)).count();
            if n != 1 {
                return Err(inv("punt_rush", format!("RN {rn} falls in {n} results [ttf7 13.3]")));
            }
        }
        if self.kickoff_yardage.b.contains(&KickCell::UseColB) {
            return Err(inv("kickoff_yardage.b", "Column B cannot send the kick to Column B [ttf7 14.3]".into()));
        }
        for (name, f) in [
            ("shovel_swing", self.point_of_interception.shovel_swing),
            ("screen", self.point_of_interception.screen),
            ("quick", self.point_of_interception.quick),
            ("short", self.point_of_interception.short),
            ("long", self.point_of_interception.long),
        ] {
            if f[1] <= 0 || f[0] < 0 {
                return Err(inv(&format!("point_of_interception.{name}"), "a factor is a positive fraction [ttf7 8.11]".into()));
            }
        }
        Ok(())
    }
}

impl fmt::Display for PenaltyCol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

// `ReturnCell` is used by callers that mix card and table returns.
#[allow(dead_code)]
fn _uses(_: ReturnCell) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_edition_loads() {
        let e = Edition::ttf7();
        assert_eq!(e.deck.size, 109);
        assert_eq!(e.penalties.rows.len(), 31);
        let m = e.play_modifiers.get(ModRow::Quick, ModCol::PassCoverage);
        assert_eq!(m.com, -10);
        assert_eq!(m.com_rz, Some(-15));
        assert_eq!(m.deflect, Deflect::OriginalOnly);
    }

    #[test]
    fn mods_round_trip() {
        for s in ["+4 RN", "+5(0) Com PD2", "PassRush? +5 Com -2 RN -5 Yards PD", "+1 RN +2 SH +1 LG"] {
            let m: Mods = s.parse().unwrap();
            let back: Mods = m.to_string().parse().unwrap();
            assert_eq!(m, back, "{s}");
        }
        assert!("+4 XY".parse::<Mods>().is_err());
    }
}
