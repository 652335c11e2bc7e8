//! # huddle-stats
//!
//! Box scores derived from a game's event log. Works for every rule system: team totals need
//! only the core's play records; player lines appear when the system names players.
//!
//! **Architecture invariant:** statistics are derived, never stored alongside the game: the
//! event log is the single source of truth.

use huddle_core::{Event, PerSide, PlayFlags, PlayKind, PlayerRef, ScoreKind, Side};
use serde::Serialize;
use std::collections::BTreeMap;

/// Team totals of one game.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct TeamTotals {
    pub points: u32,
    pub points_by_period: Vec<u32>,
    pub first_downs: u32,
    pub rushes: u32,
    pub rush_yards: i32,
    pub rush_tds: u32,
    pub pass_att: u32,
    pub completions: u32,
    pub pass_yards: i32,
    pub pass_tds: u32,
    pub interceptions: u32,
    pub sacks: u32,
    pub sack_yards: i32,
    pub fumbles: u32,
    pub fumbles_lost: u32,
    pub penalties: u32,
    pub penalty_yards: i32,
    pub punts: u32,
    pub punt_yards: i32,
    pub punt_returns: u32,
    pub punt_return_yards: i32,
    pub kick_returns: u32,
    pub kick_return_yards: i32,
    pub fg_att: u32,
    pub fg_made: u32,
    pub xp_att: u32,
    pub xp_made: u32,
    pub two_pt_att: u32,
    pub two_pt_made: u32,
    pub injuries: u32,
    pub plays: u32,
    pub third_down_att: u32,
    pub third_down_conv: u32,
    pub time_of_possession: u64,
}

impl TeamTotals {
    pub fn total_yards(&self) -> i32 {
        self.rush_yards + self.pass_yards - self.sack_yards
    }
    pub fn turnovers(&self) -> u32 {
        self.interceptions + self.fumbles_lost
    }
}

/// The distance bands of NFL kicking statistics (nflverse `fg_made_0_19` … `fg_made_60_`):
/// the column suffix and the first distance of each band.
pub const FG_BANDS: [(&str, u8); 6] = [("0_19", 0), ("20_29", 20), ("30_39", 30), ("40_49", 40), ("50_59", 50), ("60_", 60)];

/// The [`FG_BANDS`] index of a field goal from `distance` yards.
pub fn fg_band(distance: u8) -> usize {
    FG_BANDS.iter().rposition(|b| distance >= b.1).unwrap_or(0)
}

/// One player's line.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PlayerLine {
    pub pass_att: u32,
    pub completions: u32,
    pub pass_yards: i32,
    pub pass_tds: u32,
    pub ints: u32,
    pub sacked: u32,
    pub rushes: u32,
    pub rush_yards: i32,
    pub rush_tds: u32,
    pub targets: u32,
    pub receptions: u32,
    pub rec_yards: i32,
    pub rec_tds: u32,
    pub fumbles: u32,
    pub fg_att: u32,
    pub fg_made: u32,
    /// Field-goal attempts and makes by distance, in the NFL's bands ([`FG_BANDS`]).
    pub fg_att_band: [u32; 6],
    pub fg_made_band: [u32; 6],
    pub xp_att: u32,
    pub xp_made: u32,
    pub punts: u32,
    pub punt_yards: i32,
    pub punt_returns: u32,
    pub punt_return_yards: i32,
    pub kick_returns: u32,
    pub kick_return_yards: i32,
    pub def_ints: u32,
    pub def_sacks: u32,
    /// The longest completion, run and catch (0 with none; a loss when every one lost yards).
    pub pass_long: i32,
    pub rush_long: i32,
    pub rec_long: i32,
}

/// The longer of two lines' longest gains, each over `n` plays (a line without plays has none).
fn longest(a: i32, na: u32, b: i32, nb: u32) -> i32 {
    match (na, nb) {
        (0, _) => b,
        (_, 0) => a,
        _ => a.max(b),
    }
}


impl std::ops::AddAssign<&TeamTotals> for TeamTotals {
    /// Adds another line (season and career totals). Every field is named, so a new field
    /// cannot be left out of the sums.
    fn add_assign(&mut self, o: &TeamTotals) {
        let TeamTotals { points, points_by_period, first_downs, rushes, rush_yards, rush_tds, pass_att, completions, pass_yards, pass_tds, interceptions, sacks, sack_yards, fumbles, fumbles_lost, penalties, penalty_yards, punts, punt_yards, punt_returns, punt_return_yards, kick_returns, kick_return_yards, fg_att, fg_made, xp_att, xp_made, two_pt_att, two_pt_made, injuries, plays, third_down_att, third_down_conv, time_of_possession } = o;
        self.points += points;
        self.first_downs += first_downs;
        self.rushes += rushes;
        self.rush_yards += rush_yards;
        self.rush_tds += rush_tds;
        self.pass_att += pass_att;
        self.completions += completions;
        self.pass_yards += pass_yards;
        self.pass_tds += pass_tds;
        self.interceptions += interceptions;
        self.sacks += sacks;
        self.sack_yards += sack_yards;
        self.fumbles += fumbles;
        self.fumbles_lost += fumbles_lost;
        self.penalties += penalties;
        self.penalty_yards += penalty_yards;
        self.punts += punts;
        self.punt_yards += punt_yards;
        self.punt_returns += punt_returns;
        self.punt_return_yards += punt_return_yards;
        self.kick_returns += kick_returns;
        self.kick_return_yards += kick_return_yards;
        self.fg_att += fg_att;
        self.fg_made += fg_made;
        self.xp_att += xp_att;
        self.xp_made += xp_made;
        self.two_pt_att += two_pt_att;
        self.two_pt_made += two_pt_made;
        self.injuries += injuries;
        self.plays += plays;
        self.third_down_att += third_down_att;
        self.third_down_conv += third_down_conv;
        self.time_of_possession += time_of_possession;
        if self.points_by_period.len() < points_by_period.len() {
            self.points_by_period.resize(points_by_period.len(), 0);
        }
        for (a, b) in self.points_by_period.iter_mut().zip(points_by_period) {
            *a += b;
        }
    }
}

/// The number of figures in a [`PlayerLine`] (its fields, each distance band one figure).
pub const LINE_FIGURES: usize = 41;

impl PlayerLine {
    /// The names of a line's figures, in [`PlayerLine::values`]' order: the field names, the
    /// distance bands as `fg_att_0_19` … `fg_made_60_`, then the longest gains. Files that keep lines (a league's
    /// seasons) write them with these names.
    pub const FIELDS: [&'static str; LINE_FIGURES] = ["pass_att", "completions", "pass_yards", "pass_tds", "ints", "sacked", "rushes", "rush_yards", "rush_tds", "targets", "receptions", "rec_yards", "rec_tds", "fumbles", "fg_att", "fg_made", "xp_att", "xp_made", "punts", "punt_yards", "punt_returns", "punt_return_yards", "kick_returns", "kick_return_yards", "def_ints", "def_sacks", "fg_att_0_19", "fg_att_20_29", "fg_att_30_39", "fg_att_40_49", "fg_att_50_59", "fg_att_60_", "fg_made_0_19", "fg_made_20_29", "fg_made_30_39", "fg_made_40_49", "fg_made_50_59", "fg_made_60_", "pass_long", "rush_long", "rec_long"];

    /// The largest figure a kept line may hold (in either sign, for yards).
    pub const MAX_FIGURE: i64 = 1_000_000;

    /// The figures that may be negative (yards); every other is a count.
    pub const SIGNED: [&'static str; 9] = ["pass_yards", "rush_yards", "rec_yards", "punt_yards", "punt_return_yards", "kick_return_yards", "pass_long", "rush_long", "rec_long"];

    /// The line's figures in [`PlayerLine::FIELDS`]' order. Every field is named, so a new field
    /// cannot be left out.
    pub fn values(&self) -> [i64; LINE_FIGURES] {
        let PlayerLine { pass_att, completions, pass_yards, pass_tds, ints, sacked, rushes, rush_yards, rush_tds, targets, receptions, rec_yards, rec_tds, fumbles, fg_att, fg_made, fg_att_band, fg_made_band, xp_att, xp_made, punts, punt_yards, punt_returns, punt_return_yards, kick_returns, kick_return_yards, def_ints, def_sacks, pass_long, rush_long, rec_long } = self;
        let b = |v: &[u32; 6], i: usize| v[i] as i64;
        [
            *pass_att as i64, *completions as i64, *pass_yards as i64, *pass_tds as i64, *ints as i64, *sacked as i64, *rushes as i64, *rush_yards as i64, *rush_tds as i64, *targets as i64, *receptions as i64, *rec_yards as i64, *rec_tds as i64, *fumbles as i64, *fg_att as i64, *fg_made as i64, *xp_att as i64, *xp_made as i64, *punts as i64, *punt_yards as i64, *punt_returns as i64, *punt_return_yards as i64, *kick_returns as i64, *kick_return_yards as i64, *def_ints as i64, *def_sacks as i64,
            b(fg_att_band, 0), b(fg_att_band, 1), b(fg_att_band, 2), b(fg_att_band, 3), b(fg_att_band, 4), b(fg_att_band, 5),
            b(fg_made_band, 0), b(fg_made_band, 1), b(fg_made_band, 2), b(fg_made_band, 3), b(fg_made_band, 4), b(fg_made_band, 5),
            *pass_long as i64, *rush_long as i64, *rec_long as i64,
        ]
    }

    /// A line from figures named by `columns` (a column left out is zero). Refused: an unknown
    /// or repeated column, a count below zero, a figure beyond ±[`PlayerLine::MAX_FIGURE`], more made than tried
    /// (completions, receptions, field goals and extra points).
    pub fn from_values(columns: &[&str], values: &[i64]) -> Result<PlayerLine, String> {
        if columns.len() != values.len() {
            return Err(format!("{} figures for {} columns", values.len(), columns.len()));
        }
        let mut v = [0i64; LINE_FIGURES];
        let mut seen = [false; LINE_FIGURES];
        for (c, x) in columns.iter().zip(values) {
            let Some(i) = Self::FIELDS.iter().position(|f| f == c) else {
                return Err(format!("unknown column '{c}'"));
            };
            if std::mem::replace(&mut seen[i], true) {
                return Err(format!("column '{c}' given twice"));
            }
            // A season's figures are far below a million; the bound keeps any number of seasons
            // summed (a career) inside the fields' range.
            let (lo, hi) = if Self::SIGNED.contains(c) { (-Self::MAX_FIGURE, Self::MAX_FIGURE) } else { (0, Self::MAX_FIGURE) };
            if !(lo..=hi).contains(x) {
                return Err(format!("{c} {x} is out of range ({lo}..={hi})"));
            }
            v[i] = *x;
        }
        let at = |name: &str| v[Self::FIELDS.iter().position(|f| *f == name).expect("a field")];
        for (made, tried) in [("completions", "pass_att"), ("receptions", "targets"), ("fg_made", "fg_att"), ("xp_made", "xp_att")]
            .into_iter()
            .map(|(m, t)| (m.to_string(), t.to_string()))
            .chain(FG_BANDS.iter().map(|(b, _)| (format!("fg_made_{b}"), format!("fg_att_{b}"))))
        {
            if at(&made) > at(&tried) {
                return Err(format!("{made} {} is more than {tried} {}", at(&made), at(&tried)));
            }
        }
        let (u, i) = (|k: usize| v[k] as u32, |k: usize| v[k] as i32);
        Ok(PlayerLine {
            pass_att: u(0),
            completions: u(1),
            pass_yards: i(2),
            pass_tds: u(3),
            ints: u(4),
            sacked: u(5),
            rushes: u(6),
            rush_yards: i(7),
            rush_tds: u(8),
            targets: u(9),
            receptions: u(10),
            rec_yards: i(11),
            rec_tds: u(12),
            fumbles: u(13),
            fg_att: u(14),
            fg_made: u(15),
            xp_att: u(16),
            xp_made: u(17),
            punts: u(18),
            punt_yards: i(19),
            punt_returns: u(20),
            punt_return_yards: i(21),
            kick_returns: u(22),
            kick_return_yards: i(23),
            def_ints: u(24),
            def_sacks: u(25),
            fg_att_band: std::array::from_fn(|b| u(26 + b)),
            fg_made_band: std::array::from_fn(|b| u(32 + b)),
            pass_long: i(38),
            rush_long: i(39),
            rec_long: i(40),
        })
    }
}

impl std::ops::AddAssign<&PlayerLine> for PlayerLine {
    /// Adds another line (season and career totals). Every field is named, so a new field
    /// cannot be left out of the sums.
    fn add_assign(&mut self, o: &PlayerLine) {
        let PlayerLine { pass_att, completions, pass_yards, pass_tds, ints, sacked, rushes, rush_yards, rush_tds, targets, receptions, rec_yards, rec_tds, fumbles, fg_att, fg_made, fg_att_band, fg_made_band, xp_att, xp_made, punts, punt_yards, punt_returns, punt_return_yards, kick_returns, kick_return_yards, def_ints, def_sacks, pass_long, rush_long, rec_long } = o;
        // The longest gains first, while the counts still say whose plays they are.
        self.pass_long = longest(self.pass_long, self.completions, *pass_long, *completions);
        self.rush_long = longest(self.rush_long, self.rushes, *rush_long, *rushes);
        self.rec_long = longest(self.rec_long, self.receptions, *rec_long, *receptions);
        self.pass_att += pass_att;
        self.completions += completions;
        self.pass_yards += pass_yards;
        self.pass_tds += pass_tds;
        self.ints += ints;
        self.sacked += sacked;
        self.rushes += rushes;
        self.rush_yards += rush_yards;
        self.rush_tds += rush_tds;
        self.targets += targets;
        self.receptions += receptions;
        self.rec_yards += rec_yards;
        self.rec_tds += rec_tds;
        self.fumbles += fumbles;
        self.fg_att += fg_att;
        self.fg_made += fg_made;
        self.xp_att += xp_att;
        self.xp_made += xp_made;
        self.punts += punts;
        self.punt_yards += punt_yards;
        self.punt_returns += punt_returns;
        self.punt_return_yards += punt_return_yards;
        self.kick_returns += kick_returns;
        self.kick_return_yards += kick_return_yards;
        self.def_ints += def_ints;
        self.def_sacks += def_sacks;
        for i in 0..FG_BANDS.len() {
            self.fg_att_band[i] += fg_att_band[i];
            self.fg_made_band[i] += fg_made_band[i];
        }
    }
}

/// A box score.
#[derive(Clone, Debug, Default, Serialize)]
pub struct BoxScore {
    pub teams: PerSide<TeamTotals>,
    #[serde(skip)]
    pub players: BTreeMap<(u8, u16), PlayerLine>,
}

fn key(p: PlayerRef) -> (u8, u16) {
    (p.side.idx() as u8, p.idx)
}

impl BoxScore {
    pub fn player(&self, p: PlayerRef) -> Option<&PlayerLine> {
        self.players.get(&key(p))
    }
    pub fn players_of(&self, side: Side) -> impl Iterator<Item = (PlayerRef, &PlayerLine)> {
        self.players.iter().filter(move |(k, _)| k.0 == side.idx() as u8).map(|(k, v)| (PlayerRef { side: if k.0 == 0 { Side::Home } else { Side::Away }, idx: k.1 }, v))
    }

    /// Derives the box score from an event log.
    pub fn from_log(log: &[Event]) -> BoxScore {
        let mut b = BoxScore::default();
        let mut last_period = 1u8;
        for side in Side::BOTH {
            b.teams[side].points_by_period = vec![0; 4];
        }
        for e in log {
            match *e {
                Event::Play { clock, offense, down, to_go, spot, record: r, seconds, .. } => {
                    last_period = clock.period.0;
                    if let Some(p) = r.penalty {
                        if p.accepted {
                            let pt = &mut b.teams[p.against];
                            pt.penalties += 1;
                            pt.penalty_yards += p.yards.abs() as i32;
                        }
                    }
                    let t = &mut b.teams[offense];
                    t.time_of_possession += seconds as u64;
                    let td = r.has(PlayFlags::TOUCHDOWN);
                    let scrimmage = matches!(r.kind, PlayKind::Rush | PlayKind::Pass | PlayKind::Sack | PlayKind::Scramble | PlayKind::Kneel);
                    // A run or pass without a down is a two-point try: as in NFL statistics it
                    // counts as a two-point attempt, not as a rush, pass or touchdown.
                    if scrimmage && down.is_none() {
                        t.two_pt_att += 1;
                        continue;
                    }
                    if scrimmage {
                        t.plays += 1;
                    }
                    if down == Some(huddle_core::Down::Third) && scrimmage {
                        t.third_down_att += 1;
                        let gained = match r.kind {
                            PlayKind::Pass if !r.has(PlayFlags::COMPLETE) => 0,
                            _ => r.yards,
                        };
                        if gained >= to_go || (td && !r.has(PlayFlags::INTERCEPTED)) {
                            t.third_down_conv += 1;
                        }
                    }
                    let _ = spot;
                    if r.has(PlayFlags::INJURY) {
                        b.teams[offense].injuries += 1;
                    }
                    let t = &mut b.teams[offense];
                    if r.has(PlayFlags::FUMBLE) {
                        t.fumbles += 1;
                    }
                    if r.has(PlayFlags::FUMBLE_LOST) {
                        t.fumbles_lost += 1;
                    }
                    match r.kind {
                        PlayKind::Rush | PlayKind::Scramble | PlayKind::Kneel => {
                            t.rushes += 1;
                            t.rush_yards += r.yards as i32;
                            if td && !r.has(PlayFlags::FUMBLE_LOST) {
                                t.rush_tds += 1;
                            }
                            if let Some(p) = r.player.or(r.passer) {
                                let l = b.players.entry(key(p)).or_default();
                                l.rush_long = longest(l.rush_long, l.rushes, r.yards as i32, 1);
                                l.rushes += 1;
                                l.rush_yards += r.yards as i32;
                                if td && !r.has(PlayFlags::FUMBLE_LOST) {
                                    l.rush_tds += 1;
                                }
                                if r.has(PlayFlags::FUMBLE) {
                                    l.fumbles += 1;
                                }
                            }
                        }
                        PlayKind::Pass => {
                            t.pass_att += 1;
                            let comp = r.has(PlayFlags::COMPLETE);
                            let int = r.has(PlayFlags::INTERCEPTED);
                            if comp {
                                t.completions += 1;
                                t.pass_yards += r.yards as i32;
                                if td && !r.has(PlayFlags::FUMBLE_LOST) {
                                    t.pass_tds += 1;
                                }
                            }
                            if int {
                                t.interceptions += 1;
                            }
                            if let Some(p) = r.passer {
                                let l = b.players.entry(key(p)).or_default();
                                l.pass_att += 1;
                                if comp {
                                    l.pass_long = longest(l.pass_long, l.completions, r.yards as i32, 1);
                                    l.completions += 1;
                                    l.pass_yards += r.yards as i32;
                                    if td && !r.has(PlayFlags::FUMBLE_LOST) {
                                        l.pass_tds += 1;
                                    }
                                }
                                if int {
                                    l.ints += 1;
                                }
                            }
                            if let Some(p) = r.player {
                                let l = b.players.entry(key(p)).or_default();
                                l.targets += 1;
                                if comp {
                                    l.rec_long = longest(l.rec_long, l.receptions, r.yards as i32, 1);
                                    l.receptions += 1;
                                    l.rec_yards += r.yards as i32;
                                    if td && !r.has(PlayFlags::FUMBLE_LOST) {
                                        l.rec_tds += 1;
                                    }
                                    if r.has(PlayFlags::FUMBLE) {
                                        l.fumbles += 1;
                                    }
                                }
                            }
                            if int {
                                if let Some(d) = r.defender {
                                    b.players.entry(key(d)).or_default().def_ints += 1;
                                }
                            }
                        }
                        PlayKind::Sack => {
                            t.sacks += 1;
                            t.sack_yards += -(r.yards as i32);
                            if let Some(p) = r.passer.or(r.player) {
                                b.players.entry(key(p)).or_default().sacked += 1;
                            }
                            if let Some(d) = r.defender {
                                b.players.entry(key(d)).or_default().def_sacks += 1;
                            }
                        }
                        PlayKind::Punt => {
                            t.punts += 1;
                            t.punt_yards += r.yards as i32;
                            if let Some(p) = r.player {
                                let l = b.players.entry(key(p)).or_default();
                                l.punts += 1;
                                l.punt_yards += r.yards as i32;
                            }
                            if let Some(ret) = r.returner {
                                let rt = &mut b.teams[offense.other()];
                                rt.punt_returns += 1;
                                rt.punt_return_yards += r.return_yards as i32;
                                let l = b.players.entry(key(ret)).or_default();
                                l.punt_returns += 1;
                                l.punt_return_yards += r.return_yards as i32;
                            }
                        }
                        PlayKind::Kickoff => {
                            if let Some(ret) = r.returner {
                                let rt = &mut b.teams[offense.other()];
                                rt.kick_returns += 1;
                                rt.kick_return_yards += r.return_yards as i32;
                                let l = b.players.entry(key(ret)).or_default();
                                l.kick_returns += 1;
                                l.kick_return_yards += r.return_yards as i32;
                            }
                        }
                        PlayKind::FieldGoal => {
                            t.fg_att += 1;
                            let good = r.has(PlayFlags::GOOD);
                            if good {
                                t.fg_made += 1;
                            }
                            if let Some(p) = r.player {
                                let l = b.players.entry(key(p)).or_default();
                                l.fg_att += 1;
                                let band = fg_band(r.yards.clamp(0, 255) as u8);
                                l.fg_att_band[band] += 1;
                                if good {
                                    l.fg_made += 1;
                                    l.fg_made_band[band] += 1;
                                }
                            }
                        }
                        PlayKind::ExtraPoint => {
                            t.xp_att += 1;
                            let good = r.has(PlayFlags::GOOD);
                            if good {
                                t.xp_made += 1;
                            }
                            if let Some(p) = r.player {
                                let l = b.players.entry(key(p)).or_default();
                                l.xp_att += 1;
                                if good {
                                    l.xp_made += 1;
                                }
                            }
                        }
                        PlayKind::TwoPoint => t.two_pt_att += 1,
                        _ => {}
                    }
                }
                Event::FirstDown { side } => b.teams[side].first_downs += 1,
                Event::Score { side, kind, points, .. } => {
                    let t = &mut b.teams[side];
                    t.points += points as u32;
                    let idx = (last_period.max(1) as usize - 1).min(4);
                    if t.points_by_period.len() <= idx {
                        t.points_by_period.resize(idx + 1, 0);
                    }
                    t.points_by_period[idx] += points as u32;
                    if kind == ScoreKind::TwoPoint {
                        t.two_pt_made += 1;
                    }
                }
                _ => {}
            }
        }
        b
    }
}

/// Per-team-game averages over many games.
#[derive(Clone, Debug, Default)]
pub struct GameSummary {
    pub games: u32,
    pub points: f64,
    pub plays: f64,
    pub rushes: f64,
    pub rush_yards: f64,
    pub pass_att: f64,
    pub completions: f64,
    pub pass_yards: f64,
    pub interceptions: f64,
    pub sacks: f64,
    pub fumbles_lost: f64,
    pub penalties: f64,
    pub penalty_yards: f64,
    pub punts: f64,
    pub fg_att: f64,
    pub fg_made: f64,
    pub injuries: f64,
    pub first_downs: f64,
    pub home_wins: u32,
    pub ties: u32,
    pub overtime: u32,
}

impl GameSummary {
    /// Adds a finished game (its state: the event log, the score and the period reached).
    pub fn add(&mut self, core: &huddle_core::GameState) {
        self.games += 1;
        let b = BoxScore::from_log(&core.log);
        for side in Side::BOTH {
            let t = &b.teams[side];
            self.points += t.points as f64;
            self.plays += t.plays as f64;
            self.rushes += t.rushes as f64;
            self.rush_yards += t.rush_yards as f64;
            self.pass_att += t.pass_att as f64;
            self.completions += t.completions as f64;
            self.pass_yards += t.pass_yards as f64;
            self.interceptions += t.interceptions as f64;
            self.sacks += t.sacks as f64;
            self.fumbles_lost += t.fumbles_lost as f64;
            self.penalties += t.penalties as f64;
            self.penalty_yards += t.penalty_yards as f64;
            self.punts += t.punts as f64;
            self.fg_att += t.fg_att as f64;
            self.fg_made += t.fg_made as f64;
            self.injuries += t.injuries as f64;
            self.first_downs += t.first_downs as f64;
        }
        let (h, a) = (core.score.home, core.score.away);
        if h > a {
            self.home_wins += 1;
        } else if h == a {
            self.ties += 1;
        }
        if core.clock.period.0 > 4 {
            self.overtime += 1;
        }
    }

    /// The totals as averages per team-game.
    pub fn averaged(mut self) -> GameSummary {
        let tg = 2.0 * self.games.max(1) as f64;
        for v in [&mut self.points, &mut self.plays, &mut self.rushes, &mut self.rush_yards, &mut self.pass_att, &mut self.completions, &mut self.pass_yards, &mut self.interceptions, &mut self.sacks, &mut self.fumbles_lost, &mut self.penalties, &mut self.penalty_yards, &mut self.punts, &mut self.fg_att, &mut self.fg_made, &mut self.injuries, &mut self.first_downs] {
            *v /= tg;
        }
        self
    }
}

impl std::fmt::Display for GameSummary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{} games, per team-game:", self.games)?;
        writeln!(f, "  points {:.2}  scrimmage plays {:.1}", self.points, self.plays)?;
        writeln!(f, "  rushes {:.1} for {:.1} yds ({:.2} a carry)", self.rushes, self.rush_yards, self.rush_yards / self.rushes.max(1.0))?;
        writeln!(f, "  passes {:.1}, {:.1} complete ({:.1}%), {:.1} yds, {:.2} int, {:.2} sacks", self.pass_att, self.completions, 100.0 * self.completions / self.pass_att.max(1.0), self.pass_yards, self.interceptions, self.sacks)?;
        writeln!(f, "  fumbles lost {:.2}  penalties {:.2} for {:.1} yds  punts {:.2}  field goals {:.2}/{:.2}", self.fumbles_lost, self.penalties, self.penalty_yards, self.punts, self.fg_made, self.fg_att)?;
        writeln!(f, "  first downs {:.1}  injuries {:.2}", self.first_downs, self.injuries)?;
        write!(f, "  home wins {:.1}%  ties {:.1}%  overtime {:.1}%", 100.0 * self.home_wins as f64 / self.games.max(1) as f64, 100.0 * self.ties as f64 / self.games.max(1) as f64, 100.0 * self.overtime as f64 / self.games.max(1) as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use huddle_core::*;

    #[test]
    fn totals_follow_the_log() {
        let mut g = GameState::new(CoreRules::default());
        g.coin_toss(Side::Home, Side::Home, Side::Away).unwrap();
        let mut r = PlayRecord::new(PlayKind::Kickoff, Side::Home);
        r.returner = Some(PlayerRef { side: Side::Away, idx: 3 });
        r.return_yards = 22;
        g.apply(&Outcome::new(End::Possession { holder: Side::Away, at: 25, first_down: true }, ClockCharge::flat(10), r), None).unwrap();
        let mut r = PlayRecord::new(PlayKind::Pass, Side::Away);
        r.passer = Some(PlayerRef { side: Side::Away, idx: 0 });
        r.player = Some(PlayerRef { side: Side::Away, idx: 5 });
        r.yards = 75;
        r.flags.set(PlayFlags::COMPLETE);
        r.flags.set(PlayFlags::TOUCHDOWN);
        g.apply(&Outcome::new(End::Scrimmage { gain: 75, effect: DownEffect::Normal }, ClockCharge::flat(10), r), None).unwrap();
        let b = BoxScore::from_log(&g.log);
        let t = &b.teams[Side::Away];
        assert_eq!((t.pass_att, t.completions, t.pass_yards, t.pass_tds, t.points), (1, 1, 75, 1, 6));
        assert_eq!((t.kick_returns, t.kick_return_yards), (1, 22));
        let qb = b.player(PlayerRef { side: Side::Away, idx: 0 }).unwrap();
        assert_eq!((qb.completions, qb.pass_yards), (1, 75));
        let wr = b.player(PlayerRef { side: Side::Away, idx: 5 }).unwrap();
        assert_eq!((wr.receptions, wr.rec_yards, wr.rec_tds), (1, 75, 1));

        // A two-point run: a two-point attempt and 2 points, not a rush or a rushing touchdown.
        let mut r = PlayRecord::new(PlayKind::Rush, Side::Away);
        r.player = Some(PlayerRef { side: Side::Away, idx: 7 });
        r.yards = 2;
        r.flags.set(PlayFlags::TOUCHDOWN);
        g.apply(&Outcome::new(End::Try { points: 2 }, ClockCharge::flat(5), r), None).unwrap();
        let b = BoxScore::from_log(&g.log);
        let t = &b.teams[Side::Away];
        assert_eq!(t.points, 8, "{:?}", g.log.last());
        assert_eq!((t.two_pt_att, t.two_pt_made, t.rushes, t.rush_yards, t.rush_tds, t.plays), (1, 1, 0, 0, 0, 1));
        assert!(b.player(PlayerRef { side: Side::Away, idx: 7 }).is_none());
        // The kickoff returner's line: a kickoff return, not a punt return.
        let kr = b.player(PlayerRef { side: Side::Away, idx: 3 }).unwrap();
        assert_eq!((kr.kick_returns, kr.kick_return_yards, kr.punt_returns), (1, 22, 0));
    }

    #[test]
    fn the_longest_gains_follow_the_log() {
        let mut g = GameState::new(CoreRules::default());
        g.coin_toss(Side::Home, Side::Home, Side::Away).unwrap();
        let mut r = PlayRecord::new(PlayKind::Kickoff, Side::Home);
        r.returner = Some(PlayerRef { side: Side::Away, idx: 3 });
        g.apply(&Outcome::new(End::Possession { holder: Side::Away, at: 25, first_down: true }, ClockCharge::flat(10), r), None).unwrap();
        let [qb, back, lost, end] = [0u16, 7, 8, 5].map(|idx| PlayerRef { side: Side::Away, idx });
        for (who, yards) in [(back, 4), (back, 9), (back, -1), (lost, -3), (lost, -2)] {
            let mut r = PlayRecord::new(PlayKind::Rush, Side::Away);
            r.player = Some(who);
            r.yards = yards;
            g.apply(&Outcome::new(End::Scrimmage { gain: yards, effect: DownEffect::Normal }, ClockCharge::flat(10), r), None).unwrap();
        }
        for (yards, complete) in [(12, true), (40, false), (7, true)] {
            let mut r = PlayRecord::new(PlayKind::Pass, Side::Away);
            r.passer = Some(qb);
            r.player = Some(end);
            r.yards = yards;
            if complete {
                r.flags.set(PlayFlags::COMPLETE);
            }
            g.apply(&Outcome::new(End::Scrimmage { gain: if complete { yards } else { 0 }, effect: DownEffect::Normal }, ClockCharge::flat(10), r), None).unwrap();
        }
        let b = BoxScore::from_log(&g.log);
        assert_eq!(b.player(back).unwrap().rush_long, 9);
        assert_eq!(b.player(lost).unwrap().rush_long, -2, "every run a loss: the longest is the smallest loss");
        assert_eq!(b.player(qb).unwrap().pass_long, 12, "an incomplete pass is no gain");
        assert_eq!(b.player(end).unwrap().rec_long, 12);
        assert_eq!(b.player(qb).unwrap().rush_long, 0, "no runs, no longest run");
    }

    #[test]
    fn field_goals_are_counted_by_nfl_distance_band() {
        assert_eq!([19, 20, 29, 30, 49, 50, 59, 60, 66].map(fg_band), [0, 1, 1, 2, 3, 4, 4, 5, 5]);
        let mut g = GameState::new(CoreRules::default());
        g.coin_toss(Side::Home, Side::Home, Side::Away).unwrap();
        let k = PlayerRef { side: Side::Away, idx: 9 };
        let mut r = PlayRecord::new(PlayKind::Kickoff, Side::Home);
        r.returner = Some(PlayerRef { side: Side::Away, idx: 3 });
        g.apply(&Outcome::new(End::Possession { holder: Side::Away, at: 65, first_down: true }, ClockCharge::flat(10), r), None).unwrap();
        // A 52-yard miss: the home team takes over.
        let mut r = PlayRecord::new(PlayKind::FieldGoal, Side::Away);
        r.player = Some(k);
        r.yards = 52;
        g.apply(&Outcome::new(End::Possession { holder: Side::Home, at: 42, first_down: true }, ClockCharge::flat(5), r), None).unwrap();
        // The home team punts it back; a 33-yard field goal is good.
        let mut r = PlayRecord::new(PlayKind::Punt, Side::Home);
        r.yards = 40;
        g.apply(&Outcome::new(End::Possession { holder: Side::Away, at: 84, first_down: true }, ClockCharge::flat(10), r), None).unwrap();
        let mut r = PlayRecord::new(PlayKind::FieldGoal, Side::Away);
        r.player = Some(k);
        r.yards = 33;
        r.flags.set(PlayFlags::GOOD);
        g.apply(&Outcome::new(End::FieldGoal, ClockCharge::flat(5), r), None).unwrap();
        let b = BoxScore::from_log(&g.log);
        let l = b.player(k).unwrap();
        assert_eq!((l.fg_att, l.fg_made), (2, 1));
        assert_eq!(l.fg_att_band, [0, 0, 1, 0, 1, 0]);
        assert_eq!(l.fg_made_band, [0, 0, 1, 0, 0, 0]);
        assert_eq!(b.teams[Side::Away].points, 3);
    }

    #[test]
    fn season_and_league_sums_do_not_wrap() {
        // A league's worth of team-games (a hundred replayed seasons hold 54,400): the sums keep
        // every point and second.
        let game = TeamTotals { points: 21, points_by_period: vec![7, 7, 0, 7], time_of_possession: 1800, ..TeamTotals::default() };
        let mut all = TeamTotals::default();
        for _ in 0..60_000 {
            all += &game;
        }
        assert_eq!(all.points, 1_260_000);
        assert_eq!(all.points_by_period, vec![420_000, 420_000, 0, 420_000]);
        assert_eq!(all.time_of_possession, 108_000_000);
        let mut line = PlayerLine { fg_att: 1, ..PlayerLine::default() };
        line.fg_att_band[4] = 1;
        let mut sum = PlayerLine::default();
        sum += &line;
        sum += &line;
        assert_eq!((sum.fg_att, sum.fg_att_band), (2, [0, 0, 0, 0, 2, 0]));
    }
}
