//! The cards (digest Part 4.2): running, passing and receiving cards, the team defensive card,
//! the offensive and defensive rating card (each player's block, pass-rush and defense ratings,
//! the team's Rec/QB fumble rating), and the specialist card (kickoff, returns, punts, field
//! goals, extra points, penalties). The rulebook prints none of them: every card this project
//! plays with is a reconstruction from season statistics (`docs/som-cards.md`).
//!
//! A team file is JSON; cells are the notation of [`crate::reading`]. Loading checks every rule
//! a card must keep and names the file, the entry and the rule when one is broken.

use crate::reading::Reading;
use crate::vocab::{CardColumn, DefSlot, Front, FumbleRating, PassKind, RunKind};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// Rows 2-12 of one column.
pub type Column = [Reading; 11];

/// Reads a column at a two-dice total.
pub fn at(col: &Column, total: u8) -> &Reading {
    &col[(total.clamp(2, 12) - 2) as usize]
}

/// One play's section of a player card: RIGHT, WRONG, and the third column (KEY on a running
/// card, Rec 2-tmd on a passing card, 2-tmd on a receiving card).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Section {
    pub right: Column,
    pub wrong: Column,
    pub third: Column,
}

impl Section {
    pub fn column(&self, c: CardColumn) -> &Column {
        match c {
            CardColumn::Right => &self.right,
            CardColumn::Wrong => &self.wrong,
            CardColumn::Third => &self.third,
        }
    }
    fn cells(&self) -> impl Iterator<Item = (&'static str, usize, &Reading)> {
        let name = |i: usize| ["RIGHT", "WRONG", "THIRD"][i];
        [&self.right, &self.wrong, &self.third].into_iter().enumerate().flat_map(move |(i, c)| c.iter().enumerate().map(move |(r, x)| (name(i), r + 2, x)))
    }
}

/// A running card (backs, and quarterbacks who run): Linebuck, Off Tackle, End Run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunCard {
    pub linebuck: Section,
    pub off_tackle: Section,
    pub end_run: Section,
}

impl RunCard {
    pub fn section(&self, k: RunKind) -> &Section {
        match k {
            RunKind::Linebuck => &self.linebuck,
            RunKind::OffTackle => &self.off_tackle,
            RunKind::EndRun => &self.end_run,
        }
    }
}

/// Flat (and look-in), Short and Long sections of a passing or receiving card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PassSections {
    pub flat: Section,
    pub short: Section,
    pub long: Section,
}

impl PassSections {
    pub fn section(&self, k: PassKind) -> &Section {
        match k {
            PassKind::Flat => &self.flat,
            PassKind::Short => &self.short,
            PassKind::Long => &self.long,
        }
    }
}

/// A quarterback's passing card with the Must Run section of its reverse.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PassingCard {
    #[serde(flatten)]
    pub sections: PassSections,
    pub must_run: Column,
}

/// A pass rush rating: `normal`, and the asterisk rating "(7*) 12" read when T24 says "*".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PassRush {
    pub normal: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asterisk: Option<u8>,
}

/// The statistics the rules read off a card: the End-Run limit (§2.4.4), injury ratings
/// (§2.18.1), fatigue (§2.18.2). `games` is the season's games played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeasonLine {
    #[serde(default)]
    pub games: u16,
    #[serde(default)]
    pub pass_att: u16,
    #[serde(default)]
    pub rush_att: u16,
    #[serde(default)]
    pub receptions: u16,
    /// Targets (a computer coach's guide only; the rules never read it).
    #[serde(default)]
    pub targets: u16,
    /// A quarterback's called runs: his carries less his kneel-downs and the scrambles his
    /// passing card makes (its Must Run readings), as the card builder reckons them (a computer
    /// coach's guide only). Absent: all his carries.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub designed_runs: Option<u16>,
}

/// The positions a player may play (§2.18.3: only those listed on the rating card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Pos {
    Qb,
    Hb,
    Fb,
    /// Rated as a blocking back (§2.16: the Blocking Back offense needs one).
    Bb,
    Te,
    Wr,
    T,
    G,
    C,
    De,
    Dt,
    Lb,
    Cb,
    S,
    K,
    P,
}

/// One player: his ratings from the rating card and his cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SomPlayer {
    pub id: String,
    pub name: String,
    pub pos: Vec<Pos>,
    /// Run-block rating, on the 0/4/5/6 ladder (§2.3).
    #[serde(default)]
    pub run_block: u8,
    /// Pass-block rating, 0-7 (T22's rows 7, 5, 4, 3, 2, 0).
    #[serde(default)]
    pub pass_block: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pass_rush: Option<PassRush>,
    /// The defense rating compared with the control die (§2.3).
    #[serde(default)]
    pub defense: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub running: Option<RunCard>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub passing: Option<PassingCard>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub receiving: Option<PassSections>,
    #[serde(default)]
    pub season: SeasonLine,
}

impl SomPlayer {
    pub fn plays(&self, p: Pos) -> bool {
        self.pos.contains(&p)
    }
    /// A receiver whose Long RIGHT and WRONG columns are both blank may not be thrown a long pass (§2.5 step 7).
    pub fn long_blank(&self) -> bool {
        self.receiving.as_ref().is_some_and(|r| r.long.right.iter().chain(r.long.wrong.iter()).all(Reading::is_incomplete))
    }
}

/// The team defensive card: one section per offensive play, a column per men in the zone.
/// Run columns are indexed by linebackers in the zone (0-1 for a 4-3 team, 0-2 for a 3-4 team);
/// flat by 0-1 men; short by the men in the short zone (`short_from` is the count of the first
/// column); long by 0-2 men. A count beyond the printed columns reads the nearest one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenseCard {
    pub linebuck: Vec<Column>,
    pub off_tackle: Vec<Column>,
    pub end_run: Vec<Column>,
    pub flat: Vec<Column>,
    pub short_from: u8,
    pub short: Vec<Column>,
    pub long: Vec<Column>,
}

impl DefenseCard {
    pub fn run(&self, k: RunKind, men: u8) -> &Column {
        let v = match k {
            RunKind::Linebuck => &self.linebuck,
            RunKind::OffTackle => &self.off_tackle,
            RunKind::EndRun => &self.end_run,
        };
        &v[(men as usize).min(v.len() - 1)]
    }
    pub fn pass(&self, k: PassKind, men: u8) -> &Column {
        let (v, i) = match k {
            PassKind::Flat => (&self.flat, men as usize),
            PassKind::Short => (&self.short, men.saturating_sub(self.short_from) as usize),
            PassKind::Long => (&self.long, men as usize),
        };
        &v[i.min(v.len() - 1)]
    }
}

/// Where a kickoff comes down: a receiving-team yard line (negative = that deep in the end zone)
/// and the back who fields it, or a touchback (§2.1 step 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KickoffCell {
    Lands { at: i8, returner: u8 },
    Touchback,
}

/// A punt reading: a distance and the return man (#1 or #2), or a block (§2.10.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuntCell {
    Distance { yards: u8, returner: u8 },
    Blocked,
}

/// A return reading: yards, a touchdown, or a fumble at so many yards (§2.1 step 6, §2.10.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReturnCell {
    Yards(i8),
    Touchdown,
    Fumble(i8),
}

/// The specialist card's penalty section (§2.17 step 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PenaltyCell {
    None,
    Offsetting,
    Offsides,
    OpponentOffsides,
    Number(u8),
    OpponentNumber(u8),
}

macro_rules! text_serde {
    ($t:ty) => {
        impl Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(&self.to_text())
            }
        }
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$t, D::Error> {
                let s = String::deserialize(d)?;
                <$t>::from_text(&s).ok_or_else(|| serde::de::Error::custom(format!("\"{s}\" is not {}", <$t>::WHAT)))
            }
        }
    };
}

fn returner(s: &str) -> Option<u8> {
    let n: u8 = s.strip_prefix('#')?.parse().ok()?;
    (1..=2).contains(&n).then_some(n)
}

impl KickoffCell {
    const WHAT: &'static str = "a kickoff cell (\"TB\" or \"<yard line> #<1|2>\", e.g. \"-3 #1\")";
    fn from_text(s: &str) -> Option<KickoffCell> {
        if s == "TB" {
            return Some(KickoffCell::Touchback);
        }
        let (a, r) = s.split_once(' ')?;
        let at: i8 = a.parse().ok()?;
        (-9..=60).contains(&at).then_some(KickoffCell::Lands { at, returner: returner(r)? })
    }
    fn to_text(self) -> String {
        match self {
            KickoffCell::Touchback => "TB".into(),
            KickoffCell::Lands { at, returner } => format!("{at} #{returner}"),
        }
    }
}
text_serde!(KickoffCell);

impl PuntCell {
    const WHAT: &'static str = "a punt cell (\"BLK\" or \"<yards> #<1|2>\", e.g. \"44 #1\")";
    fn from_text(s: &str) -> Option<PuntCell> {
        if s == "BLK" {
            return Some(PuntCell::Blocked);
        }
        let (a, r) = s.split_once(' ')?;
        let yards: u8 = a.parse().ok()?;
        (10..=80).contains(&yards).then_some(PuntCell::Distance { yards, returner: returner(r)? })
    }
    fn to_text(self) -> String {
        match self {
            PuntCell::Blocked => "BLK".into(),
            PuntCell::Distance { yards, returner } => format!("{yards} #{returner}"),
        }
    }
}
text_serde!(PuntCell);

impl ReturnCell {
    const WHAT: &'static str = "a return cell (yards like \"+12\", \"TD\" or a fumble like \"F+8\")";
    fn from_text(s: &str) -> Option<ReturnCell> {
        if s == "TD" {
            return Some(ReturnCell::Touchdown);
        }
        let num = |t: &str| -> Option<i8> { t.strip_prefix('+').unwrap_or(t).parse().ok().filter(|v: &i8| (-10..=99).contains(v)) };
        match s.strip_prefix('F') {
            Some(y) => Some(ReturnCell::Fumble(num(y)?)),
            None => Some(ReturnCell::Yards(num(s)?)),
        }
    }
    fn to_text(self) -> String {
        match self {
            ReturnCell::Touchdown => "TD".into(),
            ReturnCell::Yards(y) => format!("{y:+}"),
            ReturnCell::Fumble(y) => format!("F{y:+}"),
        }
    }
}
text_serde!(ReturnCell);

impl PenaltyCell {
    const WHAT: &'static str = "a penalty cell (\"\", \"OFFSETTING\", \"OFFSIDES\", \"OPP OFFSIDES\", \"N1\"-\"N7\", \"OPP N1\"-\"OPP N7\")";
    fn from_text(s: &str) -> Option<PenaltyCell> {
        let n = |t: &str| -> Option<u8> { t.strip_prefix('N')?.parse().ok().filter(|v| (1..=7).contains(v)) };
        Some(match s {
            "" => PenaltyCell::None,
            "OFFSETTING" => PenaltyCell::Offsetting,
            "OFFSIDES" => PenaltyCell::Offsides,
            "OPP OFFSIDES" => PenaltyCell::OpponentOffsides,
            _ => match s.strip_prefix("OPP ") {
                Some(t) => PenaltyCell::OpponentNumber(n(t)?),
                None => PenaltyCell::Number(n(s)?),
            },
        })
    }
    fn to_text(self) -> String {
        match self {
            PenaltyCell::None => String::new(),
            PenaltyCell::Offsetting => "OFFSETTING".into(),
            PenaltyCell::Offsides => "OFFSIDES".into(),
            PenaltyCell::OpponentOffsides => "OPP OFFSIDES".into(),
            PenaltyCell::Number(n) => format!("N{n}"),
            PenaltyCell::OpponentNumber(n) => format!("OPP N{n}"),
        }
    }
}
text_serde!(PenaltyCell);

/// A field-goal band: attempts from a line of scrimmage up to `max_los` (the opponent's yard
/// line) read this band; `good` lists the results totals that are good (§2.11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FgBand {
    pub max_los: u8,
    pub good: Vec<u8>,
}

/// The specialist card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpecialistCard {
    pub kicker: String,
    pub punter: String,
    pub kickoff: [KickoffCell; 11],
    /// Kickoff returners (#1, #2): the player and his column.
    pub kick_returns: Vec<Returner>,
    pub punt: [PuntCell; 11],
    pub punt_returns: Vec<Returner>,
    /// Bands in increasing `max_los`; beyond the last the kick is out of the card's range (§2.11).
    pub field_goals: Vec<FgBand>,
    pub extra_point: Vec<u8>,
    pub penalty: [PenaltyCell; 11],
}

/// A returner's column on the specialist card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Returner {
    pub player: String,
    pub column: [ReturnCell; 11],
}

/// Who starts where: the offense's skill players in depth order and the line by position; the
/// defense by its base formation's slots (plus the extra backs of the nickel and dime).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Depth {
    pub qb: Vec<String>,
    pub rb: Vec<String>,
    pub wr: Vec<String>,
    pub te: Vec<String>,
    /// LT, LG, C, RG, RT.
    pub line: [String; 5],
    pub defense: Vec<(DefSlot, String)>,
}

/// One team.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SomTeam {
    pub code: String,
    pub name: String,
    pub front: Front,
    pub fumble: FumbleRating,
    pub players: Vec<SomPlayer>,
    pub defense_card: DefenseCard,
    pub specialist: SpecialistCard,
    pub depth: Depth,
    /// The team's lean toward the pass, 0-100 (a computer coach's guide only).
    #[serde(default = "half")]
    pub pass_lean: u8,
}

fn half() -> u8 {
    55
}

/// A league: every team of a season.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SomLeague {
    pub season: u16,
    pub source: String,
    pub teams: Vec<SomTeam>,
}

/// A card file that breaks a rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {entry}: {rule}")]
pub struct CardError {
    pub file: String,
    pub entry: String,
    pub rule: String,
}

impl SomTeam {
    pub fn player(&self, id: &str) -> Option<usize> {
        self.players.iter().position(|p| p.id == id)
    }

    /// Checks every rule a team's cards keep.
    pub fn validate(&self, file: &str) -> Result<(), CardError> {
        let fail = |entry: String, rule: String| Err(CardError { file: file.to_string(), entry: format!("team {}: {entry}", self.code), rule });
        let mut ids = std::collections::HashSet::new();
        for p in &self.players {
            if !ids.insert(p.id.as_str()) {
                return fail(format!("player {}", p.id), "a player id appears twice on the roster".into());
            }
            let e = |what: &str| format!("player {} ({}) {what}", p.id, p.name);
            if ![0, 4, 5, 6].contains(&p.run_block) {
                return fail(e("run_block"), format!("{} is not on the run-block ladder 0, 4, 5, 6 [som 2.3]", p.run_block));
            }
            if p.pass_block > 7 {
                return fail(e("pass_block"), format!("{} is above the pass-block scale 0-7 [som 2.13.5]", p.pass_block));
            }
            if let Some(r) = p.pass_rush {
                if r.normal > 17 || r.asterisk.is_some_and(|a| a > 17) {
                    return fail(e("pass_rush"), "pass-rush ratings run 0-17 [som 2.13.5]".into());
                }
            }
            if p.defense > 6 {
                return fail(e("defense"), format!("a defense rating of {} can never fail a check with one die (0-6) [som 2.3]", p.defense));
            }
            if let Some(c) = &p.running {
                for (k, s) in [("linebuck", &c.linebuck), ("off_tackle", &c.off_tackle), ("end_run", &c.end_run)] {
                    for (col, row, r) in s.cells() {
                        if let Some(why) = bad_on_player_card(r, false) {
                            return fail(e(&format!("running {k} {col} row {row}")), why);
                        }
                    }
                }
            }
            if let Some(c) = &p.passing {
                for (k, s) in [("flat", &c.sections.flat), ("short", &c.sections.short), ("long", &c.sections.long)] {
                    for (col, row, r) in s.cells() {
                        if let Some(why) = bad_on_player_card(r, true) {
                            return fail(e(&format!("passing {k} {col} row {row}")), why);
                        }
                    }
                }
                for (i, r) in c.must_run.iter().enumerate() {
                    if let Some(why) = bad_on_player_card(r, false) {
                        return fail(e(&format!("must_run row {}", i + 2)), why);
                    }
                }
            }
            if let Some(c) = &p.receiving {
                for (k, s) in [("flat", &c.flat), ("short", &c.short), ("long", &c.long)] {
                    for (col, row, r) in s.cells() {
                        if matches!(r, Reading::Receiver | Reading::MustRun) {
                            return fail(e(&format!("receiving {k} {col} row {row}")), "a receiving card cannot send the play to another card [som 2.5]".into());
                        }
                        if let Some(why) = bad_on_player_card(r, true) {
                            return fail(e(&format!("receiving {k} {col} row {row}")), why);
                        }
                    }
                }
            }
        }
        let need = |id: &str, what: &str, pos: &[Pos]| -> Result<(), CardError> {
            match self.player(id) {
                None => Err(CardError { file: file.into(), entry: format!("team {}: depth {what}", self.code), rule: format!("\"{id}\" is not on the roster") }),
                Some(i) if !pos.iter().any(|p| self.players[i].plays(*p)) => Err(CardError {
                    file: file.into(),
                    entry: format!("team {}: depth {what}", self.code),
                    rule: format!("{} may not play {what}: players play only the positions on their rating card [som 2.18.3]", self.players[i].name),
                }),
                _ => Ok(()),
            }
        };
        let d = &self.depth;
        if d.qb.is_empty() || d.rb.len() < 2 || d.wr.len() < 3 || d.te.is_empty() {
            return fail("depth".into(), "a team needs a quarterback, two backs, three wide receivers and a tight end".into());
        }
        for id in &d.qb {
            need(id, "QB", &[Pos::Qb])?;
            if self.players[self.player(id).unwrap_or(0)].passing.is_none() {
                return fail(format!("depth QB {id}"), "a quarterback needs a passing card [som 2.5]".into());
            }
        }
        for id in &d.rb {
            need(id, "RB", &[Pos::Hb, Pos::Fb, Pos::Bb])?;
        }
        for id in &d.wr {
            need(id, "WR", &[Pos::Wr])?;
        }
        for id in &d.te {
            need(id, "TE", &[Pos::Te])?;
        }
        for (id, what) in d.line.iter().zip(["LT", "LG", "C", "RG", "RT"]) {
            need(id, what, &[Pos::T, Pos::G, Pos::C])?;
        }
        for (slot, id) in &d.defense {
            let pos: &[Pos] = match slot {
                s if s.is_line() => &[Pos::De, Pos::Dt],
                s if s.is_linebacker() => &[Pos::Lb],
                _ => &[Pos::Cb, Pos::S],
            };
            need(id, &format!("{slot:?}").to_uppercase(), pos)?;
        }
        let s = &self.specialist;
        need(&s.kicker, "K", &[Pos::K])?;
        need(&s.punter, "P", &[Pos::P])?;
        for r in s.kick_returns.iter().chain(s.punt_returns.iter()) {
            if self.player(&r.player).is_none() {
                return fail(format!("returner {}", r.player), "the returner is not on the roster".into());
            }
        }
        if s.kick_returns.is_empty() || s.punt_returns.is_empty() {
            return fail("specialist".into(), "the card needs kickoff and punt returners [som 2.1]".into());
        }
        if s.field_goals.is_empty() || s.field_goals.windows(2).any(|w| w[0].max_los >= w[1].max_los) {
            return fail("specialist field_goals".into(), "the bands must be listed by increasing line of scrimmage [som 2.11]".into());
        }
        for b in &s.field_goals {
            if b.good.iter().any(|t| !(2..=12).contains(t)) {
                return fail(format!("specialist field_goals band to {}", b.max_los), "good totals are results-dice totals 2-12 [som 2.11]".into());
            }
        }
        if s.extra_point.iter().any(|t| !(2..=12).contains(t)) {
            return fail("specialist extra_point".into(), "good totals are results-dice totals 2-12 [som 2.11]".into());
        }
        let dc = &self.defense_card;
        let want_runs = if self.front == Front::ThreeFour { 3 } else { 2 };
        for (k, v) in [("linebuck", &dc.linebuck), ("off_tackle", &dc.off_tackle), ("end_run", &dc.end_run)] {
            if v.len() != want_runs {
                return fail(format!("defense card {k}"), format!("a {} team's card has {want_runs} run columns (0-{} LB) [som 2.14.1]", front_name(self.front), want_runs - 1));
            }
        }
        if dc.flat.len() != 2 || dc.long.len() != 3 || dc.short.is_empty() {
            return fail("defense card".into(), "flat has 0-1 men columns, long 0-2, short at least one [som 2.5]".into());
        }
        Ok(())
    }
}

fn front_name(f: Front) -> &'static str {
    match f {
        Front::FourThree => "4-3",
        Front::ThreeFour => "3-4",
        Front::FiveSix => "5-6",
    }
}

/// Readings a player card may not hold: rating checks and symbols are the defensive card's;
/// interceptions and RECEIVER only on passing cards.
fn bad_on_player_card(r: &Reading, passing: bool) -> Option<String> {
    match r {
        Reading::Off { .. } | Reading::Def { .. } | Reading::LbInZone { .. } | Reading::DbInZone { .. } | Reading::Defender { .. } | Reading::Marked(..) => {
            Some(format!("\"{r}\" belongs on the team defensive card, not a player's [som 2.3]"))
        }
        Reading::Interception(_) | Reading::Receiver if !passing => Some(format!("\"{r}\" is a passing reading [som 2.6]")),
        Reading::Split(parts) => parts.iter().find_map(|(_, _, p)| bad_on_player_card(p, passing)),
        _ => None,
    }
}

impl SomLeague {
    /// Parses and checks a league file.
    pub fn from_json(text: &str, file: &str) -> Result<SomLeague, CardError> {
        let de = &mut serde_json::Deserializer::from_str(text);
        let league: SomLeague = serde_path_to_error::deserialize(de).map_err(|e| CardError { file: file.into(), entry: e.path().to_string(), rule: e.inner().to_string() })?;
        if league.teams.is_empty() {
            return Err(CardError { file: file.into(), entry: "teams".into(), rule: "a league file holds at least one team".into() });
        }
        let mut codes = std::collections::HashSet::new();
        for t in &league.teams {
            if !codes.insert(t.code.as_str()) {
                return Err(CardError { file: file.into(), entry: format!("team {}", t.code), rule: "a team code appears twice".into() });
            }
            t.validate(file)?;
        }
        Ok(league)
    }

    pub fn load(path: &Path) -> Result<SomLeague, CardError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| CardError { file: file.clone(), entry: "(file)".into(), rule: e.to_string() })?;
        SomLeague::from_json(&text, &file)
    }

    pub fn team(&self, code: &str) -> Option<&SomTeam> {
        self.teams.iter().find(|t| t.code.eq_ignore_ascii_case(code))
    }
}
