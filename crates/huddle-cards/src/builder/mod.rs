//! The card builder: TTF 7th Edition cards for every team from nflverse season statistics.
//! Every formula is documented field by field in `docs/cards.md`; the league-level calibration
//! lives in `data/builder_params.json` ([`BuilderParams`]).

pub mod params;
pub mod stats;

pub use params::BuilderParams;
pub use stats::{read_players, read_teams, PlayerRow, StatsError, TeamRow, SIGNED_PLAYER_COLUMNS};

use crate::cells::{GainCell, IntRange, NumRange, Rated, ReturnCell, RushCell};
use crate::display::{DefBox, OffBox};
use crate::player::*;
use crate::team::{Lineup, Team, Tendencies};
use serde::Deserialize;
use std::collections::BTreeMap;

/// A franchise: code, name, conference, division.
#[derive(Clone, Debug, Deserialize)]
pub struct Franchise {
    pub code: String,
    pub name: String,
    pub conference: String,
    pub division: String,
}

#[derive(Deserialize)]
struct FranchiseFile {
    teams: Vec<Franchise>,
}

pub const NFL_TEAMS_JSON: &str = include_str!("../../data/nfl_teams.json");

/// NFL franchises by nflverse code.
pub fn franchises() -> Vec<Franchise> {
    serde_json::from_str::<FranchiseFile>(NFL_TEAMS_JSON).expect("embedded team table is valid").teams
}

/// A build that cannot be done.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error(transparent)]
    Stats(#[from] StatsError),
    #[error("{file}: line {line}: player {player} ({name}) plays for team '{team}', which is not in the team file")]
    UnknownTeam { file: String, line: u64, player: String, name: String, team: String },
    #[error("{0}")]
    Other(String),
}

/// League rates computed from the team file.
#[derive(Clone, Debug, Default)]
pub struct LeagueRates {
    pub comp: f64,
    pub int: f64,
    pub sack: f64,
    pub ypc: f64,
    pub ypr: f64,
    pub fumbles_lost_pg: f64,
    pub penalties_pg: f64,
    pub forced_pg: f64,
    pub fg_by_band: [f64; 5],
    /// Share of field-goal attempts in each band (0-29, 30-39, 40-49, 50-59, 60+).
    pub fg_share: [f64; 5],
    /// League field-goal rate.
    pub fg: f64,
    pub pat: f64,
    pub kr_avg: f64,
    pub pr_avg: f64,
    /// Dropbacks (pass attempts and sacks) among dropbacks and carries.
    pub pass_share: f64,
    /// Pass attempts per team-game.
    pub att_pg: f64,
    /// Pass rush, sacks + 0.3 QB hits, per player-game of the defensive linemen, linebackers
    /// and defensive backs (the prior a player's own rate is shrunk toward).
    pub pass_rush_pg: [f64; 3],
}

/// The groups `LeagueRates::pass_rush_pg` is kept for, in its order.
const RUSH_GROUPS: [&str; 3] = ["DL", "LB", "DB"];

fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 {
        a / b
    } else {
        0.0
    }
}

impl LeagueRates {
    pub fn from(players: &[PlayerRow], teams: &[TeamRow]) -> LeagueRates {
        let s = |c: &str| teams.iter().map(|t| t.n(c)).sum::<f64>();
        let g = s("games");
        let p = |c: &str| players.iter().map(|r| r.n(c)).sum::<f64>();
        let bands = [("0_19", "20_29"), ("30_39", "30_39"), ("40_49", "40_49"), ("50_59", "50_59"), ("60_", "60_")];
        let mut fg = [0.0; 5];
        let mut att = [0.0; 5];
        for (i, (a, b)) in bands.iter().enumerate() {
            let made = p(&format!("fg_made_{a}")) + if a != b { p(&format!("fg_made_{b}")) } else { 0.0 };
            let miss = p(&format!("fg_missed_{a}")) + if a != b { p(&format!("fg_missed_{b}")) } else { 0.0 };
            fg[i] = if made + miss > 0.0 { made / (made + miss) } else { 0.5 };
            att[i] = made + miss;
        }
        let total: f64 = att.iter().sum();
        let fg_share = att.map(|a| if total > 0.0 { a / total } else { 0.2 });
        LeagueRates {
            comp: ratio(s("completions"), s("attempts")),
            int: ratio(s("passing_interceptions"), s("attempts")),
            sack: ratio(s("sacks_suffered"), s("attempts") + s("sacks_suffered")),
            ypc: ratio(s("rushing_yards"), s("carries")),
            ypr: ratio(s("passing_yards"), s("completions")),
            fumbles_lost_pg: ratio(s("rushing_fumbles_lost") + s("receiving_fumbles_lost") + s("sack_fumbles_lost"), g),
            penalties_pg: ratio(s("penalties"), g),
            forced_pg: ratio(s("def_fumbles_forced"), g),
            fg_by_band: fg,
            fg_share,
            fg: ratio(p("fg_made"), p("fg_att")).max(0.5),
            pat: ratio(p("pat_made"), p("pat_att")).max(0.5),
            kr_avg: ratio(p("kickoff_return_yards"), p("kickoff_returns")).max(15.0),
            pr_avg: ratio(p("punt_return_yards"), p("punt_returns")).max(5.0),
            pass_share: ratio(s("attempts") + s("sacks_suffered"), s("attempts") + s("sacks_suffered") + s("carries")),
            att_pg: ratio(s("attempts"), g),
            pass_rush_pg: RUSH_GROUPS.map(|grp| {
                let rows = players.iter().filter(|r| r.group == grp);
                let rush: f64 = rows.clone().map(|r| r.n("def_sacks") + 0.3 * r.n("def_qb_hits")).sum();
                ratio(rush, rows.map(|r| r.n("games")).sum())
            }),
        }
    }
}

/// The most yards a cell is worked with before the card's own clamps (far beyond any card).
const CELL_LIMIT: f64 = 999.0;

/// Rounds a list of fractional cells so that their mean is preserved as well as integers allow.
fn dither(v: &[f64]) -> Vec<i16> {
    let mut out = Vec::with_capacity(v.len());
    let mut carry = 0.0;
    for x in v {
        // Cells are clamped to the card's ranges after; extreme statistics stay in i16 first.
        let want = x.clamp(-CELL_LIMIT, CELL_LIMIT) + carry;
        let r = want.round();
        carry = want - r;
        out.push(r as i16);
    }
    out
}

/// Whole numbers for `v` (each its floor or its ceiling) whose mean under the weights `w` and
/// whose plain mean are together nearest the target's (the sum of the two errors: a runner whose
/// Run Numbers fall unlike the league's — a quarterback's keepers — is not left a few tenths off);
/// among equally near choices (within 0.005), the one that moves the cells least. The columns are
/// short (11 cells), so every choice is tried.
fn round_weighted(v: &[f64], w: &[f64]) -> Vec<i16> {
    let n = v.len();
    if n > 16 || w.len() != n {
        return dither(v);
    }
    let total: f64 = w.iter().sum();
    if total <= 0.0 {
        return dither(v);
    }
    let v: Vec<f64> = v.iter().map(|x| x.clamp(-CELL_LIMIT, CELL_LIMIT)).collect();
    let floor: Vec<f64> = v.iter().map(|x| x.floor()).collect();
    let frac: Vec<f64> = v.iter().zip(&floor).map(|(x, f)| x - f).collect();
    // Weighted and plain shortfalls of the floors, to be made up by the cells rounded up.
    let need: f64 = w.iter().zip(&frac).map(|(w, f)| w * f).sum::<f64>() / total;
    let need_plain: f64 = frac.iter().sum::<f64>() / n as f64;
    let score = |mask: u32| -> (f64, f64) {
        let (mut got, mut got_plain, mut moved) = (0.0, 0.0, 0.0);
        for i in 0..n {
            let up = mask >> i & 1 == 1;
            if up {
                got += w[i];
                got_plain += 1.0;
            }
            let d = if up { 1.0 - frac[i] } else { frac[i] };
            moved += d * d;
        }
        ((got / total - need).abs() + (got_plain / n as f64 - need_plain).abs(), moved)
    };
    let least = (0u32..1 << n).map(|m| score(m).0).fold(f64::INFINITY, f64::min);
    let mut mask = 0;
    let mut least_moved = f64::INFINITY;
    for m in 0u32..1 << n {
        let (err, moved) = score(m);
        if err <= least + 0.005 && moved < least_moved {
            least_moved = moved;
            mask = m;
        }
    }
    floor.iter().enumerate().map(|(i, f)| (*f as i16) + (mask >> i & 1) as i16).collect()
}

/// Mean yards beyond 55 of a 60+ attempt (NFL 60+ kicks are mostly 60-64 yards).
const FG_60S_YARDS_BEYOND_55: f64 = 7.0;

/// The kicker anchor's factor on a card's misses, in hundredths: from a quarter to three times
/// the misses his band records give. A kicker with a handful of kicks is not pushed to a card
/// that never misses or never makes one from 40 yards.
const MISS_SCALE: (i32, i32) = (25, 300);

/// The weighted least-squares non-increasing fit of `(value, weight)` pairs (pool adjacent
/// violators): where a later value exceeds an earlier one, both become their weighted mean.
fn non_increasing<const N: usize>(v: [(f64, f64); N]) -> [f64; N] {
    // Blocks of (mean, weight, count).
    let mut blocks: Vec<(f64, f64, usize)> = Vec::with_capacity(N);
    for (x, w) in v {
        blocks.push((x, w, 1));
        while blocks.len() > 1 && blocks[blocks.len() - 1].0 > blocks[blocks.len() - 2].0 {
            let (b, a) = (blocks.pop().unwrap(), blocks.pop().unwrap());
            let w = a.1 + b.1;
            blocks.push(((a.0 * a.1 + b.0 * b.1) / w, w, a.2 + b.2));
        }
    }
    let mut out = [0.0; N];
    let mut i = 0;
    for (x, _, n) in blocks {
        out[i..i + n].fill(x);
        i += n;
    }
    out
}

fn shrink(x: f64, n: f64, league: f64, prior: f64) -> f64 {
    (x * n + league * prior) / (n + prior)
}

fn our_position(nfl: &str, group: &str) -> Option<Position> {
    Some(match nfl {
        "QB" => Position::QB,
        "RB" | "HB" => Position::RB,
        "FB" => Position::FB,
        "WR" => Position::WR,
        "TE" => Position::TE,
        "C" => Position::C,
        "G" | "OG" => Position::G,
        "T" | "OT" => Position::T,
        "OL" => Position::OL,
        "DE" | "EDGE" => Position::DE,
        "DT" => Position::DT,
        "NT" => Position::NT,
        "DL" => Position::DL,
        "LB" | "ILB" | "MLB" | "OLB" => Position::LB,
        "CB" => Position::CB,
        "S" | "SAF" => Position::S,
        "SS" => Position::SS,
        "FS" => Position::FS,
        "DB" => Position::DB,
        "K" | "PK" => Position::K,
        "P" => Position::P,
        _ => match group {
            "OL" => Position::OL,
            "DL" => Position::DL,
            "LB" => Position::LB,
            "DB" => Position::DB,
            "WR" => Position::WR,
            "RB" => Position::RB,
            "TE" => Position::TE,
            "QB" => Position::QB,
            _ => return None,
        },
    })
}

/// Rushing columns for a runner with `ypc` (already shrunk).
fn rushing(ypc: f64, league_ypc: f64, p: &BuilderParams, qb: bool, ev_cost: f64) -> Rushing {
    let slope = if ypc > league_ypc { p.rush_slope_above.unwrap_or(p.rush_slope) } else { p.rush_slope };
    let shift = p.rush_offset + ev_cost + slope * (ypc - league_ypc) + if qb { p.qb_rush_offset } else { 0.0 };
    let cells: Vec<f64> = p.rush_n_template.iter().map(|b| b + shift).collect();
    let d = round_weighted(&cells, &p.rush_rn_weights[1..]);
    let mut n = [RushCell::Sg; 12];
    for i in 0..11 {
        n[i + 1] = RushCell::Yards(d[i].clamp(-9, 40) as i8);
    }
    let scale = (1.0 + 0.06 * (ypc - league_ypc)).clamp(0.7, 1.4);
    let sgv = dither(&p.rush_sg_template.iter().map(|b| b * scale).collect::<Vec<_>>());
    let mut sg = [RushCell::Lg; 12];
    sg[0] = if qb { RushCell::Ls } else { RushCell::Lg };
    for i in 0..11 {
        sg[i + 1] = RushCell::Yards(sgv[i].clamp(1, 60) as i8);
    }
    let mut lg = [0i8; 12];
    for (c, x) in lg.iter_mut().zip(&p.rush_lg_template) {
        *c = (x * scale).round().clamp(15.0, 99.0) as i8;
    }
    Rushing { n: Some(n), i: None, o: None, sg, lg: Some(lg) }
}

/// Pass-gain columns for a receiver with yards per catch `ypr` (already shrunk).
fn receiving(ypr: f64, p: &BuilderParams, back: bool) -> Receiving {
    let col = |t: &[f64], f: f64| dither(&t.iter().map(|x| x * ypr * f).collect::<Vec<_>>());
    let q = col(&p.gain_q_template, p.q_factor);
    let s = col(&p.gain_s_template, p.s_factor);
    let l = col(&p.gain_l_template, p.l_factor);
    let mut qc = [GainCell::Long; 12];
    let mut sc = [GainCell::Long; 12];
    let mut lc = [GainCell::Blank; 12];
    for i in 0..11 {
        qc[i + 1] = GainCell::Yards(q[i].clamp(-2, 60) as i8);
        sc[i + 1] = GainCell::Yards(s[i].clamp(0, 80) as i8);
    }
    for i in 0..12 {
        if !back || i < 4 {
            lc[i] = GainCell::Yards(l[i].clamp(5, 99) as i8);
        }
    }
    Receiving { q: qc, s: sc, l: lc }
}

fn cells12<T: Copy>(v: &[T], fill: T) -> [T; 12] {
    let mut a = [fill; 12];
    for (i, x) in v.iter().take(12).enumerate() {
        a[i] = *x;
    }
    a
}

/// What the build did, for the user.
#[derive(Clone, Debug, Default)]
pub struct BuildReport {
    pub teams: usize,
    pub players: usize,
    pub replacements: Vec<String>,
    pub skipped: Vec<String>,
    pub traded: usize,
}

struct Ctx<'a> {
    p: &'a BuilderParams,
    l: LeagueRates,
    /// Each team's defensive index in league standard deviations (positive = better).
    def_z: BTreeMap<String, f64>,
}

/// The team defensive index: the mean of the standardized per-game team totals of its
/// defenders' QB hits, sacks, interceptions, passes defended, tackles for loss and forced
/// fumbles, itself standardized across the league (docs/cards.md). The individual cards
/// spread these among the players; the index says how good the unit was as a whole.
/// With `points_allowed` (per game, by team) and a weight `w` > 0, the index is the
/// standardized blend of (1 − w) × the box statistics' index and w × the standardized points
/// allowed (fewer = better); a team the schedule has no played game for counts as the mean.
fn defense_index(players: &[PlayerRow], teams: &[TeamRow], points_allowed: Option<&BTreeMap<String, f64>>, w: f64) -> BTreeMap<String, f64> {
    const COLS: [&str; 6] = ["def_qb_hits", "def_sacks", "def_interceptions", "def_pass_defended", "def_tackles_for_loss", "def_fumbles_forced"];
    let per_game: Vec<(String, [f64; 6])> = teams
        .iter()
        .map(|t| {
            let mut v = [0.0; 6];
            for r in players.iter().filter(|r| r.team == t.team) {
                for (x, c) in v.iter_mut().zip(COLS) {
                    *x += r.n(c);
                }
            }
            (t.team.clone(), v.map(|x| x / t.games()))
        })
        .collect();
    let standardize = |xs: &[f64]| -> Vec<f64> {
        let n = xs.len().max(1) as f64;
        let m = xs.iter().sum::<f64>() / n;
        let sd = (xs.iter().map(|x| (x - m).powi(2)).sum::<f64>() / n).sqrt();
        xs.iter().map(|x| if sd > 1e-9 { (x - m) / sd } else { 0.0 }).collect()
    };
    let mut comp = vec![0.0; per_game.len()];
    for c in 0..COLS.len() {
        let z = standardize(&per_game.iter().map(|(_, v)| v[c]).collect::<Vec<_>>());
        for (a, b) in comp.iter_mut().zip(z) {
            *a += b / COLS.len() as f64;
        }
    }
    let boxz = standardize(&comp);
    let blended = match points_allowed {
        Some(pa) if w > 0.0 => {
            let mean = pa.values().sum::<f64>() / pa.len().max(1) as f64;
            let paz = standardize(&per_game.iter().map(|(t, _)| -pa.get(t).copied().unwrap_or(mean)).collect::<Vec<_>>());
            standardize(&boxz.iter().zip(&paz).map(|(b, p)| (1.0 - w) * b + w * p).collect::<Vec<_>>())
        }
        _ => boxz,
    };
    per_game.iter().map(|(t, _)| t.clone()).zip(blended).collect()
}

/// The season's line printed on the card (§24: informational; the engine never reads it): the
/// games, then each kind of play the player had, from the row of his team. None for a row
/// without a season (a replacement player).
pub fn stat_line(r: &PlayerRow) -> Option<String> {
    if r.season == 0 {
        return None;
    }
    let n = |c: &str| r.n(c);
    // Sacks and tackles may come in halves; the rest are counts.
    let num = |x: f64| if x.fract().abs() < 1e-9 { format!("{x:.0}") } else { format!("{x:.1}") };
    // "1 sack", "4.5 sacks".
    let count = |x: f64, one: &str, many: &str| format!("{} {}", num(x), if x == 1.0 { one } else { many });
    let mut parts = vec![format!("{} {}: {}", r.season, r.team, count(n("games"), "game", "games"))];
    if n("attempts") > 0.0 {
        parts.push(format!(
            "passing {}/{}, {} yds, {} TD, {} Int, {} sacked",
            num(n("completions")),
            num(n("attempts")),
            num(n("passing_yards")),
            num(n("passing_tds")),
            num(n("passing_interceptions")),
            num(n("sacks_suffered"))
        ));
    }
    if n("carries") > 0.0 {
        parts.push(format!("rushing {} for {} yds, {} TD", num(n("carries")), num(n("rushing_yards")), num(n("rushing_tds"))));
    }
    if n("targets") > 0.0 || n("receptions") > 0.0 {
        parts.push(format!("receiving {} of {} targets, {} yds, {} TD", num(n("receptions")), num(n("targets")), num(n("receiving_yards")), num(n("receiving_tds"))));
    }
    let tackles = n("def_tackles_solo") + n("def_tackle_assists");
    let mut d = Vec::new();
    for (x, one, many) in [
        (tackles, "tackle", "tackles"),
        (n("def_sacks"), "sack", "sacks"),
        (n("def_interceptions"), "Int", "Int"),
        (n("def_pass_defended"), "pass defended", "passes defended"),
        (n("def_fumbles_forced"), "forced fumble", "forced fumbles"),
    ] {
        if x > 0.0 {
            d.push(count(x, one, many));
        }
    }
    if !d.is_empty() {
        parts.push(format!("defense {}", d.join(", ")));
    }
    if n("fg_att") > 0.0 || n("pat_att") > 0.0 {
        let long = if n("fg_long") > 0.0 { format!(" (long {})", num(n("fg_long"))) } else { String::new() };
        parts.push(format!("field goals {}/{}{long}, extra points {}/{}", num(n("fg_made")), num(n("fg_att")), num(n("pat_made")), num(n("pat_att"))));
    }
    if n("punt_returns") > 0.0 {
        parts.push(format!("punt returns {} for {} yds", num(n("punt_returns")), num(n("punt_return_yards"))));
    }
    if n("kickoff_returns") > 0.0 {
        parts.push(format!("kickoff returns {} for {} yds", num(n("kickoff_returns")), num(n("kickoff_return_yards"))));
    }
    Some(parts.join("; "))
}

/// Tackles (solo plus half the assists) per game.
fn tackles_pg(r: &PlayerRow) -> f64 {
    (r.n("def_tackles_solo") + 0.5 * r.n("def_tackle_assists")) / r.games()
}

/// Depth order score within a position group (the team row: how the player was used on this team).
pub fn role_score(r: &PlayerRow, g: &str) -> f64 {
    match g {
        "QB" => r.n("attempts") * 3.0 + r.n("carries") + r.games(),
        "RB" => r.n("carries") + r.n("targets") + r.games(),
        "WR" | "TE" => r.n("targets") * 2.0 + r.n("carries") + r.games(),
        "OL" => r.games() - r.n("penalties") * 0.01,
        "DL" | "LB" | "DB" => r.n("def_tackles_solo") + 0.5 * r.n("def_tackle_assists") + 3.0 * r.n("def_sacks") + 2.0 * r.n("def_pass_defended") + 4.0 * r.n("def_interceptions") + r.games() * 0.5,
        "K" => r.n("fg_att") + r.n("pat_att") + r.games(),
        _ => r.games(),
    }
}

impl Ctx<'_> {
    fn base_player(&self, r: &PlayerRow, pos: Position) -> Player {
        let g = r.games();
        Player {
            id: r.id.clone(),
            name: r.name.clone(),
            pos,
            games: r.n("games").clamp(0.0, 20.0) as u8,
            starts: 0,
            ev: None,
            surehanded: false,
            passing: None,
            rushing: None,
            receiving: None,
            bv: None,
            pbv: None,
            defense: None,
            kicking: None,
            punting: None,
            kickoff: None,
            stats: stat_line(r),
            // A game holds at most about a hundred plays (the card's bound, §24): a statistics
            // row claiming more a game is read as that many.
            usage: Some(Usage {
                attempts: (r.n("attempts") / g).min(f64::from(Usage::MAX_PER_GAME)) as f32,
                carries: (r.n("carries") / g).min(f64::from(Usage::MAX_PER_GAME)) as f32,
                targets: (r.n("targets") / g).min(f64::from(Usage::MAX_PER_GAME)) as f32,
                tackles: tackles_pg(r).min(f64::from(Usage::MAX_PER_GAME)) as f32,
            }),
            bones: None,
        }
    }

    fn qb_card(&self, r: &PlayerRow, pass_lean: f64) -> Passing {
        let p = self.p;
        let l = &self.l;
        let att = r.n("attempts");
        let c = shrink(ratio(r.n("completions"), att), att, l.comp * 0.96, p.prior_attempts);
        let dropbacks = att + r.n("sacks_suffered");
        let s = shrink(ratio(r.n("sacks_suffered"), dropbacks), dropbacks, l.sack, p.prior_attempts);
        let sack = (p.sack_base + p.sack_per_pct * (s - l.sack) * 100.0).round().clamp(1.0, 30.0) as u8;
        // The sack rate the printed Sack range stands for (the range is held to 1-30).
        let s_card = l.sack + (sack as f64 - p.sack_base) / (p.sack_per_pct * 100.0);
        // A wider Sack range on the pass-rush line takes numbers from incompletions, not from
        // attempts: it raises the completion rate, which the Com ranges give back.
        let com = |delta: f64, off: f64| -> u8 {
            // A team that leans to the pass sees more pass defenses (the computer coaches read
            // the lean too): its passer's card gives back what they take.
            let rate = (l.comp + delta / 100.0) + (c - l.comp) * p.com_slope + p.com_per_sack_pct * (s_card - l.sack) + p.com_per_pass_lean * pass_lean / 100.0;
            ((48.0 * rate + off).round() as i64).clamp(4, 46) as u8
        };
        let i = shrink(ratio(r.n("passing_interceptions"), att), att, l.int * 1.1, p.prior_attempts);
        let nums = (p.int_numbers_base + p.int_numbers_per_pct * (i - l.int) * 100.0).round().clamp(1.0, 4.0) as u8;
        let ranges = |com: u8, extra: u8| -> PassRanges {
            let n = (nums + extra).min(5);
            let int_count = n.saturating_sub(1);
            let int_q = 48 - int_count;
            // At least one incompletion number below the interception numbers.
            let com = com.min(int_q - 2);
            let inc = (int_q - 1).max(com);
            PassRanges { com, inc, int_q }
        };
        let cpg = r.n("carries") / r.games();
        let run = (sack as f64 + p.scramble_base + p.scramble_per_carry * cpg).round().clamp(sack as f64, 40.0) as u8;
        // The completions keep their share of the numbers above the Run range: a scrambler's
        // wide Run range takes from completions and incompletions alike.
        let room = 48 - run as u32;
        let width = ((p.pr_com as u32 * room) as f64 / p.pr_com_room as f64).round() as u8;
        let pr_com = (run + width.max(1)).min(47);
        Passing {
            quick: ranges(com(p.quick_pct_delta, p.com_offset_quick), 0),
            short: ranges(com(0.0, p.com_offset_short), 0),
            long: ranges(com(p.long_pct_delta, p.com_offset_long), 1),
            pass_rush: PassRushLine { sack, run, com: pr_com },
        }
    }

    fn rush_card(&self, r: &PlayerRow, group: &str) -> Rushing {
        let (mut car, mut yards) = (r.n("carries"), r.n("rushing_yards"));
        if group == "QB" {
            // A quarterback's carries hold kneel-downs and sneaks, which the game plays apart
            // from his card: his card is rated on the rest (at most half his carries are set
            // aside). Starts: his share of a starter's passes.
            let starts = ratio(r.n("attempts"), self.l.att_pg).min(r.games());
            let flat = (self.p.qb_flat_carries_pg * starts).min(car * 0.5);
            car -= flat;
            yards -= flat * self.p.qb_flat_carry_yards;
        }
        let league = match group {
            "QB" => self.l.ypc * 1.05,
            "WR" => self.l.ypc * 1.3,
            _ => self.l.ypc,
        };
        let y = shrink(ratio(yards, car), car, league, self.p.prior_carries);
        let ev_cost = if group == "RB" && self.ev_for(r, group) > 0 { self.p.rush_endurance_offset } else { 0.0 };
        rushing(y, self.l.ypc, self.p, group == "QB", ev_cost)
    }

    fn recv_card(&self, r: &PlayerRow, group: &str) -> Receiving {
        let rec = r.n("receptions");
        let league = match group {
            "RB" => self.l.ypr * 0.72,
            "TE" => self.l.ypr * 0.95,
            _ => self.l.ypr * 1.12,
        };
        let ypr = shrink(ratio(r.n("receiving_yards"), rec), rec, league, self.p.prior_catches);
        receiving(ypr, self.p, group == "RB")
    }

    fn ev_for(&self, r: &PlayerRow, group: &str) -> u8 {
        let g = r.games();
        let x = match group {
            "RB" => r.n("carries") / g,
            _ => r.n("targets") / g,
        };
        let t: [f64; 4] = if group == "RB" { [14.0, 9.0, 5.0, 2.0] } else { [7.0, 5.0, 3.0, 1.5] };
        t.iter().position(|&th| x >= th).unwrap_or(4) as u8
    }

    /// Pass rush per 17 games: sacks plus 0.3 per QB hit, with `prior_rush_games` games at
    /// the league rate of his group (DL, LB, DB) added, so that a few games do not make a
    /// pass rusher.
    fn rush17(&self, r: &PlayerRow, group: &str) -> f64 {
        let i = RUSH_GROUPS.iter().position(|g| *g == group).unwrap_or(2);
        let k = self.p.prior_rush_games;
        ratio(r.n("def_sacks") + 0.3 * r.n("def_qb_hits") + k * self.l.pass_rush_pg[i], r.games() + k) * 17.0
    }

    /// A linebacker who rushes the passer like a lineman (see `BuilderParams::lb_edge_min_rush`).
    fn edge_rusher(&self, r: &PlayerRow) -> bool {
        let tk17 = tackles_pg(r) * 17.0;
        let x = self.rush17(r, "LB");
        r.games() >= self.p.lb_edge_min_games && x >= self.p.lb_edge_min_rush && x >= self.p.lb_edge_rush_per_tackle * tk17
    }

    fn defense(&self, r: &PlayerRow, group: &str, team_z: f64) -> Defense {
        let g = r.games();
        let tk = tackles_pg(r);
        let tv = match group {
            "DL" => {
                if tk >= 3.2 {
                    Rated { value: -3, exceptional: Some(-4) }
                } else if tk >= 2.2 {
                    Rated::plain(-2)
                } else {
                    Rated::plain(-1)
                }
            }
            "LB" => {
                if tk >= 7.5 {
                    Rated { value: -4, exceptional: Some(-5) }
                } else if tk >= 5.0 {
                    Rated::plain(-3)
                } else if tk >= 2.5 {
                    Rated::plain(-2)
                } else {
                    Rated::plain(-1)
                }
            }
            _ => {
                if tk >= 5.0 {
                    Rated::plain(-3)
                } else if tk >= 3.0 {
                    Rated::plain(-2)
                } else {
                    Rated::plain(-1)
                }
            }
        };
        let sacks17 = self.rush17(r, group);
        let prv = match group {
            // Linemen and the linebackers who rush like them.
            g if g == "DL" || (g == "LB" && self.edge_rusher(r)) => (self.p.prv_line_base + sacks17 / self.p.prv_line_per).round().clamp(1.0, self.p.prv_line_max as f64),
            "LB" => (sacks17 / 3.0).round().clamp(0.0, 3.0),
            _ => (sacks17 / 2.0).round().clamp(0.0, 2.0),
        } as u8;
        let pdef17 = r.n("def_pass_defended") / g * 17.0;
        let pd = match group {
            "DB" => (1.5 - pdef17 / 4.0).round().clamp(-4.0, 2.0) as i8,
            "LB" => (1.0 - pdef17 / 3.0).round().clamp(-2.0, 2.0) as i8,
            _ => 0,
        };
        let ints17 = r.n("def_interceptions") / g * 17.0;
        // Interception ranges sit at the top of the QB's Inc area; most passes that are
        // intercepted come off the QB's own Int numbers, so only real ball hawks get one.
        let int = match group {
            "DB" if ints17 >= 5.5 => IntRange::Range(NumRange::new(45, 46)),
            "DB" if ints17 >= 3.0 => IntRange::Range(NumRange::new(46, 46)),
            "DB" => IntRange::Maybe48,
            "LB" if ints17 >= 2.5 => IntRange::Range(NumRange::new(46, 46)),
            "LB" => IntRange::Maybe48,
            _ => IntRange::None,
        };
        // One number: the NFL calls defensive pass interference about once a game.
        let interference = match group {
            "DB" if pdef17 >= 8.0 => NumRange::new(41, 41),
            _ => NumRange::EMPTY,
        };
        let ff = (r.n("def_fumbles_forced") / g * 17.0 / 1.5).round().clamp(0.0, 3.0) as i8;
        let iy = ratio(r.n("def_interception_yards"), r.n("def_interceptions"));
        let int_return = if r.n("def_interceptions") >= 2.0 && iy > 20.0 { -1 } else if iy < 5.0 { 1 } else { 0 };
        let deflect = if group == "DL" { (0.25 + 0.15 * r.n("def_pass_defended")).clamp(0.0, 1.5) as f32 } else { 0.0 };
        // The unit's quality on top of the individual's (a better defense tackles and covers better).
        let tv_shift = (self.p.team_defense_tv_per_sd * team_z).round() as i8;
        let tv = Rated { value: (tv.value - tv_shift).clamp(-6, 0), exceptional: tv.exceptional.map(|e| (e - tv_shift).clamp(-7, 0)) };
        let pd = match group {
            "DB" | "LB" => (pd as f64 - self.p.team_defense_pd_per_sd * team_z).round().clamp(-5.0, 3.0) as i8,
            _ => pd,
        };
        Defense { tv, prv, pd, int, interference, ff, int_return, deflect: (deflect * 4.0).round() / 4.0 }
    }

    fn kicker(&self, r: &PlayerRow) -> Kicking {
        let l = &self.l;
        let prior = self.p.prior_kicks;
        // Each band's rate (in PNs of 48), shrunk toward the league's, weighted by its attempts.
        let band = |made: f64, miss: f64, lp: f64| -> (f64, f64) { (48.0 * shrink(ratio(made, made + miss), made + miss, lp, prior), made + miss + prior) };
        let m = |a: &str| r.n(&format!("fg_made_{a}"));
        let x = |a: &str| r.n(&format!("fg_missed_{a}"));
        // A kicker is no better from farther out: where a longer band's record beats a shorter
        // one's (a handful of kicks), the two are pooled (isotonic regression), which keeps his
        // made kicks; capping the longer band alone would take kicks away.
        let [short, b30, b40, b50] = non_increasing([
            band(m("0_19") + m("20_29"), x("0_19") + x("20_29"), l.fg_by_band[0]),
            band(m("30_39"), x("30_39"), l.fg_by_band[1]),
            band(m("40_49"), x("40_49"), l.fg_by_band[2]),
            band(m("50_59"), x("50_59"), l.fg_by_band[3]),
        ]);
        // The card's 50-55 range: the 50-59 record also holds kicks from 56-59, where the rules
        // take 2 numbers a yard off the 50-55 range (§12.1): give the range back what those
        // cost on average.
        let b50_cost = self.p.fg_50s_yards_beyond_55 * self.p.fg_beyond_55_per_yard;
        let b50 = b50 + b50_cost;
        // His range: 3 yards past his longest make, 55 at least; 63 at least when he was sent
        // from 60+ (his coach's trust: a miss still says he has the leg).
        let sent = if m("60_") + x("60_") > 0.0 { 60.0 } else { 0.0 };
        let long = r.n("fg_long").max(sent).max(50.0);
        let max = (long + 3.0).clamp(55.0, 64.0) as u8;
        // Anchor the card on the kicker's overall accuracy: under the league's mix of distances
        // (the replayed attempts follow the league's choices, not his), his card's expected rate
        // equals his real rate, shrunk lightly. The anchor scales every band's misses (the
        // numbers above its Good range) by one factor: kickers differ at long range, while
        // from 20-29 yards everyone makes nearly all (a shift of every band by the same number
        // of PNs made a poor kicker miss chip shots).
        let att = r.n("fg_att");
        let target = shrink(ratio(r.n("fg_made"), att), att, l.fg, self.p.prior_fg_overall);
        let w = &l.fg_share;
        // The Good ranges as the card prints them, misses scaled by `f` (in hundredths): each
        // held to 1-47, none wider than the one before it (the 0-29 band at least as wide as
        // the 30-39), so that an accurate kicker whose short bands are capped gets the rest on
        // his longer ones.
        let printed = |f: i32| {
            let mv = |g: f64| (48.0 - (48.0 - g) * f as f64 / 100.0).round().clamp(1.0, 47.0) as u8;
            let b30 = mv(b30);
            let b40 = mv(b40).min(b30);
            [mv(short).max(b30), b30, b40, mv(b50).min(b40)]
        };
        // The league's mix within his reach: the rules refuse a kick beyond his maximum
        // (§12.1), so his replayed attempts are the league's up to there (50-59 yards taken
        // as evenly spread, 60+ only with a range of 60 or more).
        let top = (max as f64).min(59.0);
        let reach50 = ((top - 49.0) / 10.0).clamp(0.0, 1.0);
        // Yards beyond 55 of an average 50-59 kick within his reach.
        let beyond50 = if top > 55.0 { (top - 55.0) / (top - 49.0) * (top - 54.0) / 2.0 } else { 0.0 };
        let reach60 = if max >= 60 { 1.0 } else { 0.0 };
        let expected = |f: i32| {
            let g = printed(f);
            // Kicks of 56-59 and of 60+ (about 7 yards beyond 55) at the rules' reduced ranges.
            let g50 = (g[3] as f64 - beyond50 * self.p.fg_beyond_55_per_yard).max(0.0);
            let g60 = (g[3] as f64 - FG_60S_YARDS_BEYOND_55 * self.p.fg_beyond_55_per_yard).max(0.0);
            let (w50, w60) = (w[3] * reach50, w[4] * reach60);
            (w[0] * g[0] as f64 + w[1] * g[1] as f64 + w[2] * g[2] as f64 + w50 * g50 + w60 * g60) / 48.0 / (w[0] + w[1] + w[2] + w50 + w60).max(1e-9)
        };
        let miss_factor = if att > 0.0 { (MISS_SCALE.0..=MISS_SCALE.1).min_by(|&a, &b| (expected(a) - target).abs().total_cmp(&(expected(b) - target).abs()).then((a - 100).abs().cmp(&(b - 100).abs()))).unwrap_or(100) } else { 100 };
        let [short, b30, b40, b50] = printed(miss_factor);
        let xp = (48.0 * shrink(ratio(r.n("pat_made"), r.n("pat_att")), r.n("pat_att"), l.pat, 10.0)).round().clamp(30.0, 47.0) as u8;
        Kicking {
            fg: vec![
                FgBand { from: 0, to: 29, good: short, block: IntRange::None },
                FgBand { from: 30, to: 39, good: b30, block: IntRange::None },
                FgBand { from: 40, to: 49, good: b40, block: IntRange::Maybe48 },
                FgBand { from: 50, to: 55, good: b50, block: IntRange::Maybe48 },
            ],
            max,
            xp,
        }
    }

    fn punter(&self) -> Punting {
        let punts: Vec<PuntCell> = self.p.punt_template.iter().map(|s| s.parse().expect("valid punt template")).collect();
        Punting { punts: std::array::from_fn(|i| punts[i.min(punts.len() - 1)]), rn12: self.p.punt_rn12.clone(), cc: 5 }
    }

    fn kickoff(&self) -> Kickoff {
        let a: Vec<KickCell> = self.p.kickoff_a.iter().map(|s| s.parse().expect("valid kickoff template")).collect();
        let b: Vec<KickCell> = self.p.kickoff_b.iter().map(|s| s.parse().expect("valid kickoff template")).collect();
        Kickoff { a: cells12(&a, KickCell::Touchback), b: cells12(&b, KickCell::Touchback), ret: cells12(&self.p.kickoff_ret, 0), ret_asterisk: 0 }
    }

    fn return_col(&self, avg: f64, template: &[f64], td_at_1: bool) -> ([ReturnCell; 12], Option<Asterisk>) {
        let v = dither(&template.iter().map(|t| t * avg).collect::<Vec<_>>());
        let mut col = [ReturnCell::yards(0); 12];
        for (i, y) in v.iter().enumerate().take(12) {
            col[i] = ReturnCell::yards((*y).clamp(-5, 99) as i8);
        }
        col[0].asterisk = true;
        col[11].fumble = true;
        let star = if td_at_1 { Some(Asterisk { rn: NumRange::new(1, 2), result: ReturnCell::td() }) } else { Some(Asterisk { rn: NumRange::new(1, 1), result: ReturnCell::td() }) };
        (col, star)
    }
}

/// Builds every team's cards from player and team season rows.
pub fn build_league(players: &[PlayerRow], teams: &[TeamRow], season: u16, params: &BuilderParams, player_file: &str) -> Result<(Vec<Team>, BuildReport), BuildError> {
    build_league_with(players, teams, season, params, player_file, None)
}

/// `build_league` with each team's real points allowed per game (from a schedule's scores), which
/// enter the team defensive index by `team_defense_pa_weight`.
pub fn build_league_with(players: &[PlayerRow], teams: &[TeamRow], season: u16, params: &BuilderParams, player_file: &str, points_allowed: Option<&BTreeMap<String, f64>>) -> Result<(Vec<Team>, BuildReport), BuildError> {
    let fr = franchises();
    let codes: Vec<&str> = teams.iter().map(|t| t.team.as_str()).collect();
    for r in players {
        if !codes.contains(&r.team.as_str()) {
            return Err(BuildError::UnknownTeam { file: player_file.into(), line: r.line, player: r.id.clone(), name: r.name.clone(), team: r.team.clone() });
        }
    }
    let ctx = Ctx { p: params, l: LeagueRates::from(players, teams), def_z: defense_index(players, teams, points_allowed, params.team_defense_pa_weight) };
    let mut report = BuildReport::default();
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for r in players {
        *seen.entry(r.id.as_str()).or_default() += 1;
    }
    report.traded = seen.values().filter(|&&n| n > 1).count();
    let mut out = Vec::new();
    let mut sorted_teams: Vec<&TeamRow> = teams.iter().collect();
    sorted_teams.sort_by(|a, b| a.team.cmp(&b.team));
    for t in sorted_teams {
        let team = build_team(&ctx, t, players, season, &fr, &mut report)?;
        out.push(team);
    }
    report.teams = out.len();
    Ok((out, report))
}

fn build_team(ctx: &Ctx, t: &TeamRow, all: &[PlayerRow], season: u16, fr: &[Franchise], report: &mut BuildReport) -> Result<Team, BuildError> {
    let code = t.team.as_str();
    let rows: Vec<&PlayerRow> = all.iter().filter(|r| r.team == code).collect();
    let mut by_group: BTreeMap<&'static str, Vec<&PlayerRow>> = BTreeMap::new();
    for r in &rows {
        let g: &'static str = match r.group.as_str() {
            "QB" => "QB",
            "RB" => "RB",
            "WR" => "WR",
            "TE" => "TE",
            "OL" => "OL",
            "DL" => "DL",
            "LB" => "LB",
            "DB" => "DB",
            "SPEC" => match r.position.as_str() {
                "K" | "PK" => "K",
                "P" => "P",
                _ => {
                    report.skipped.push(format!("{code} {} ({}): long snapper, no card", r.name, r.position));
                    continue;
                }
            },
            _ => match our_position(&r.position, "") {
                Some(p) => match p.group() {
                    Group::QB => "QB",
                    Group::RB => "RB",
                    Group::WR => "WR",
                    Group::TE => "TE",
                    Group::OL => "OL",
                    Group::DL => "DL",
                    Group::LB => "LB",
                    Group::DB => "DB",
                    Group::K => "K",
                    Group::P => "P",
                },
                None => {
                    report.skipped.push(format!("{code} {} ({}): unknown position, no card", r.name, r.position));
                    continue;
                }
            },
        };
        by_group.entry(g).or_default().push(r);
    }
    for (g, v) in by_group.iter_mut() {
        v.sort_by(|a, b| role_score(b, g).partial_cmp(&role_score(a, g)).unwrap().then(a.id.cmp(&b.id)));
    }
    let l = &ctx.l;
    let p = ctx.p;
    let tg = t.games();
    // Team-level values.
    let team_ypc = ratio(t.n("rushing_yards"), t.n("carries"));
    let team_sack = ratio(t.n("sacks_suffered"), t.n("attempts") + t.n("sacks_suffered"));
    let ol_bv = p.ol_bv_base + p.ol_bv_per_ypc * (team_ypc - l.ypc);
    let ol_pbv = p.ol_pbv_base - p.ol_pbv_per_sack_pct * (team_sack - l.sack) * 100.0;
    let lost_pg = (t.n("rushing_fumbles_lost") + t.n("receiving_fumbles_lost") + t.n("sack_fumbles_lost")) / tg;
    let fumble_range = (p.fumble_range_base * (shrink(ratio(lost_pg, l.fumbles_lost_pg), 1.0, 1.0, 1.0)).sqrt()).round().clamp(4.0, 30.0) as u8;
    let forced = ratio(t.n("def_fumbles_forced") / tg, l.forced_pg);
    let def_fumble_adj = ((forced - 1.0) * 3.0).round().clamp(-3.0, 3.0) as i8;
    let pen = ratio(t.n("penalties") / tg, l.penalties_pg);
    let penalty_range = (p.penalty_range_base + p.penalty_range_slope * (pen - 1.0)).round().clamp(10.0, 40.0) as u8;
    let tendencies = pass_lean(t, l.pass_share, p.pass_lean_factor).map(|pass_lean| Tendencies { pass_lean });
    let pass_lean = tendencies.map_or(0.0, |t| t.pass_lean as f64);

    let mut players: Vec<Player> = Vec::new();
    let mut order: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let groups = ["QB", "RB", "WR", "TE", "OL", "DL", "LB", "DB", "K", "P"];
    let mins = [3usize, 3, 5, 3, 8, 6, 5, 7, 1, 1];
    for (gi, g) in groups.iter().enumerate() {
        let list = by_group.get(g).cloned().unwrap_or_default();
        let mut ids = Vec::new();
        for (rank, r) in list.iter().enumerate() {
            let pos = our_position(&r.position, g).unwrap_or(Position::OL);
            let pos = match (*g, pos.group()) {
                (g2, pg) if group_name(pg) == g2 => pos,
                _ => default_pos(g),
            };
            let mut pl = ctx.base_player(r, pos);
            fill_card(ctx, &mut pl, r, g, rank, TeamFit { ol_bv, ol_pbv, pass_lean });
            ids.push(pl.id.clone());
            players.push(pl);
        }
        let mut k = 0;
        while ids.len() < mins[gi] {
            k += 1;
            let pl = replacement(ctx, code, g, k, TeamFit { ol_bv, ol_pbv, pass_lean });
            report.replacements.push(format!("{code}: {} ({})", pl.name, pl.pos));
            ids.push(pl.id.clone());
            players.push(pl);
        }
        order.insert(g, ids);
    }
    // QB endurance by depth: A, B, then C.
    for (i, id) in order["QB"].iter().enumerate() {
        if let Some(pl) = players.iter_mut().find(|x| &x.id == id) {
            pl.ev = Some(Endurance::Qb(match i {
                0 => QbGrade::A,
                1 => QbGrade::B,
                _ => QbGrade::C,
            }));
        }
    }
    // Order players by group then depth.
    let mut ordered = Vec::with_capacity(players.len());
    for g in groups {
        for id in &order[g] {
            if let Some(i) = players.iter().position(|x| &x.id == id) {
                ordered.push(players.remove(i));
            }
        }
    }
    let players = ordered;
    let pick = |g: &str, n: usize| order[g].get(n).cloned().unwrap_or_else(|| order[g][0].clone());
    let by_pos = |want: &[Position], g: &str, taken: &[String]| -> String {
        order[g]
            .iter()
            .find(|id| !taken.contains(id) && players.iter().find(|x| &x.id == *id).is_some_and(|x| want.contains(&x.pos)))
            .or_else(|| order[g].iter().find(|id| !taken.contains(id)))
            .cloned()
            .unwrap_or_else(|| order[g][0].clone())
    };
    // Offense: one back, one tight end, three receivers (the most common NFL grouping).
    let mut off = BTreeMap::new();
    let mut taken: Vec<String> = Vec::new();
    let lt = by_pos(&[Position::T], "OL", &taken);
    taken.push(lt.clone());
    let rt = by_pos(&[Position::T], "OL", &taken);
    taken.push(rt.clone());
    let c = by_pos(&[Position::C], "OL", &taken);
    taken.push(c.clone());
    let lg = by_pos(&[Position::G], "OL", &taken);
    taken.push(lg.clone());
    let rg = by_pos(&[Position::G], "OL", &taken);
    off.insert(OffBox::LT, lt);
    off.insert(OffBox::RT, rt);
    off.insert(OffBox::C, c);
    off.insert(OffBox::LG, lg);
    off.insert(OffBox::RG, rg);
    off.insert(OffBox::QB, pick("QB", 0));
    off.insert(OffBox::BK2, pick("RB", 0));
    off.insert(OffBox::RTE, pick("TE", 0));
    off.insert(OffBox::LE, pick("WR", 0));
    off.insert(OffBox::FL1, pick("WR", 1));
    off.insert(OffBox::FL2, pick("WR", 2));
    // Defense: 4-3 with four defensive backs.
    let mut def: BTreeMap<DefBox, Vec<String>> = BTreeMap::new();
    let mut dtaken: Vec<String> = Vec::new();
    let take = |want: &[Position], g: &str, dtaken: &mut Vec<String>| {
        let id = by_pos(want, g, dtaken);
        dtaken.push(id.clone());
        vec![id]
    };
    // The edges (A, E): the two best pass rushers among the defensive ends and the edge-rushing
    // linebackers (a 3-4 team's outside linebackers line up there; §3.2 lets LBs play Row 1).
    let row_of = |id: &str| rows.iter().find(|r| r.id == id);
    let mut edges: Vec<(f64, &str)> = players
        .iter()
        .filter(|x| x.pos == Position::DE || (x.group() == Group::LB && row_of(&x.id).is_some_and(|r| ctx.edge_rusher(r))))
        .map(|x| (row_of(&x.id).map(|r| r.n("def_sacks") + 0.3 * r.n("def_qb_hits") + 0.25 * r.games()).unwrap_or(0.0), x.id.as_str()))
        .collect();
    edges.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(b.1)));
    // Two edge-rushing linebackers: a 3-4 front, they take both edges and the ends play inside.
    let is_lb = |id: &str| players.iter().any(|x| x.id == id && x.group() == Group::LB);
    if edges.iter().filter(|(_, id)| is_lb(id)).count() >= 2 {
        edges.retain(|(_, id)| is_lb(id));
    }
    for b in [DefBox::A, DefBox::E] {
        let id = match edges.iter().find(|(_, id)| !dtaken.iter().any(|t| t == id)) {
            Some((_, id)) => {
                dtaken.push(id.to_string());
                vec![id.to_string()]
            }
            None => take(&[Position::DE], "DL", &mut dtaken),
        };
        def.insert(b, id);
    }
    // The interior (B, D): the tackles; in a 3-4 front (outside linebackers on both edges) the
    // ends line up inside of them, so they count as interior linemen too (in depth order:
    // tackles, sacks, passes defended).
    let three_four = [DefBox::A, DefBox::E].iter().all(|b| def[b].iter().any(|id| is_lb(id)));
    let interior: &[Position] = if three_four { &[Position::DT, Position::NT, Position::DL, Position::DE] } else { &[Position::DT, Position::NT, Position::DL] };
    def.insert(DefBox::B, take(interior, "DL", &mut dtaken));
    def.insert(DefBox::D, take(interior, "DL", &mut dtaken));
    def.insert(DefBox::F, take(&[Position::LB], "LB", &mut dtaken));
    def.insert(DefBox::H, take(&[Position::LB], "LB", &mut dtaken));
    def.insert(DefBox::J, take(&[Position::LB], "LB", &mut dtaken));
    def.insert(DefBox::K, take(&[Position::CB], "DB", &mut dtaken));
    def.insert(DefBox::O, take(&[Position::CB], "DB", &mut dtaken));
    def.insert(DefBox::M, take(&[Position::FS, Position::S, Position::SS], "DB", &mut dtaken));
    def.insert(DefBox::N, take(&[Position::SS, Position::S, Position::FS], "DB", &mut dtaken));
    // Returners: by returns.
    let mut prs: Vec<&&PlayerRow> = rows.iter().filter(|r| r.n("punt_returns") > 0.0 && players.iter().any(|x| x.id == r.id)).collect();
    prs.sort_by(|a, b| b.n("punt_returns").partial_cmp(&a.n("punt_returns")).unwrap());
    let mut krs: Vec<&&PlayerRow> = rows.iter().filter(|r| r.n("kickoff_returns") > 0.0 && players.iter().any(|x| x.id == r.id)).collect();
    krs.sort_by(|a, b| b.n("kickoff_returns").partial_cmp(&a.n("kickoff_returns")).unwrap());
    let mut punt_returns = Vec::new();
    for r in prs.iter().take(3) {
        let avg = shrink(ratio(r.n("punt_return_yards"), r.n("punt_returns")), r.n("punt_returns"), l.pr_avg, 8.0);
        let (col, asterisk) = ctx.return_col(avg, &p.punt_return_template, avg > l.pr_avg * 1.15);
        punt_returns.push(PuntReturner { player: r.id.clone(), fc: p.punt_fc_value, col, asterisk });
    }
    if punt_returns.is_empty() {
        let (col, asterisk) = ctx.return_col(l.pr_avg * 0.9, &p.punt_return_template, false);
        punt_returns.push(PuntReturner { player: pick("WR", 3), fc: p.punt_fc_value, col, asterisk });
    }
    let mut kick_returns = Vec::new();
    for r in krs.iter().take(4) {
        let avg = shrink(ratio(r.n("kickoff_return_yards"), r.n("kickoff_returns")), r.n("kickoff_returns"), l.kr_avg, 8.0);
        let (col, asterisk) = ctx.return_col(avg, &p.kick_return_template, avg > l.kr_avg * 1.1);
        kick_returns.push(KickReturner { player: r.id.clone(), col, asterisk });
    }
    if kick_returns.is_empty() {
        let (col, asterisk) = ctx.return_col(l.kr_avg * 0.9, &p.kick_return_template, false);
        kick_returns.push(KickReturner { player: pick("RB", 1), col, asterisk });
    }
    let f = fr.iter().find(|x| x.code == code);
    Ok(Team {
        code: code.to_string(),
        name: f.map(|x| x.name.clone()).unwrap_or_else(|| code.to_string()),
        season: Some(season),
        record: None,
        fumble_range,
        def_fumble_adj,
        penalty_range,
        lineup: Lineup { offense: off, defense: def, kicker: pick("K", 0), punter: pick("P", 0), kickoff: Some(pick("K", 0)) },
        players,
        punt_returns,
        kick_returns,
        tendencies,
        big_plays: None,
        bones: None,
    })
}

/// The team's lean toward the pass: `factor` × (log-odds of its dropback share − the league's),
/// rounded to hundredths and held to ±1. None without plays or without a league mix.
fn pass_lean(t: &TeamRow, league_share: f64, factor: f64) -> Option<f32> {
    let dropbacks = t.n("attempts") + t.n("sacks_suffered");
    let plays = dropbacks + t.n("carries");
    if plays <= 0.0 || !(league_share > 0.0 && league_share < 1.0) {
        return None;
    }
    let logit = |x: f64| (x / (1.0 - x)).ln();
    let share = (dropbacks / plays).clamp(0.05, 0.95);
    let lean = (factor * (logit(share) - logit(league_share))).clamp(-1.0, 1.0);
    Some(((lean * 100.0).round() / 100.0 + 0.0) as f32)
}

fn group_name(g: Group) -> &'static str {
    match g {
        Group::QB => "QB",
        Group::RB => "RB",
        Group::WR => "WR",
        Group::TE => "TE",
        Group::OL => "OL",
        Group::DL => "DL",
        Group::LB => "LB",
        Group::DB => "DB",
        Group::K => "K",
        Group::P => "P",
    }
}

fn default_pos(g: &str) -> Position {
    match g {
        "QB" => Position::QB,
        "RB" => Position::RB,
        "WR" => Position::WR,
        "TE" => Position::TE,
        "OL" => Position::OL,
        "DL" => Position::DL,
        "LB" => Position::LB,
        "DB" => Position::DB,
        "K" => Position::K,
        _ => Position::P,
    }
}

/// Team values a player's card is fitted to.
#[derive(Clone, Copy)]
struct TeamFit {
    ol_bv: f64,
    ol_pbv: f64,
    /// The team's lean toward the pass (its tendencies; 0 without one).
    pass_lean: f64,
}

fn fill_card(ctx: &Ctx, pl: &mut Player, r: &PlayerRow, g: &str, rank: usize, fit: TeamFit) {
    let TeamFit { ol_bv, ol_pbv, pass_lean } = fit;
    match g {
        "QB" => {
            pl.passing = Some(ctx.qb_card(r, pass_lean));
            pl.rushing = Some(ctx.rush_card(r, "QB"));
        }
        "RB" => {
            pl.rushing = Some(ctx.rush_card(r, "RB"));
            pl.receiving = Some(ctx.recv_card(r, "RB"));
            pl.ev = Some(Endurance::Plays(ctx.ev_for(r, "RB")));
            pl.bv = Some(Rated::plain(if pl.pos == Position::FB { 3 } else { 1 }));
            let touches = r.n("carries") + r.n("receptions");
            let fum = r.n("rushing_fumbles") + r.n("receiving_fumbles");
            pl.surehanded = touches >= 150.0 && fum <= 1.0;
        }
        "WR" | "TE" => {
            pl.receiving = Some(ctx.recv_card(r, g));
            if r.n("carries") >= 1.0 || g == "WR" && rank < 3 {
                pl.rushing = Some(ctx.rush_card(r, "WR"));
            }
            pl.ev = Some(Endurance::Plays(ctx.ev_for(r, g)));
            pl.bv = Some(Rated::plain(if g == "TE" { 2 } else { 1 }));
            let touches = r.n("carries") + r.n("receptions");
            let fum = r.n("rushing_fumbles") + r.n("receiving_fumbles");
            pl.surehanded = touches >= 80.0 && fum == 0.0;
        }
        "OL" => {
            let starter = rank < 5;
            let bv = (ol_bv + if starter { 0.0 } else { -0.7 }).round().clamp(0.0, 4.0) as i8;
            let exceptional = if starter && rank == 0 && ol_bv >= 2.4 { Some(bv + 1) } else { None };
            pl.bv = Some(Rated { value: bv, exceptional });
            pl.pbv = Some((ol_pbv + if starter { 0.0 } else { -0.5 }).round().clamp(0.0, 4.0) as u8);
        }
        "DL" | "LB" | "DB" => pl.defense = Some(ctx.defense(r, g, ctx.def_z.get(r.team.as_str()).copied().unwrap_or(0.0))),
        "K" => {
            pl.kicking = Some(ctx.kicker(r));
            pl.kickoff = Some(ctx.kickoff());
        }
        _ => pl.punting = Some(ctx.punter()),
    }
    pl.starts = if rank < 2 { pl.games } else { 0 };
}

fn replacement(ctx: &Ctx, code: &str, g: &str, k: usize, fit: TeamFit) -> Player {
    let row = PlayerRow::replacement(code, g, k);
    let pos = default_pos(g);
    let mut pl = ctx.base_player(&row, pos);
    pl.usage = None;
    fill_card(ctx, &mut pl, &row, g, 9, TeamFit { ol_bv: fit.ol_bv - 0.5, ol_pbv: fit.ol_pbv - 0.5, ..fit });
    pl
}

impl PlayerRow {
    /// A replacement-level player for a team short at a position: league-average rates with the
    /// usual shrinkage and no usage.
    pub fn replacement(team: &str, g: &str, k: usize) -> PlayerRow {
        PlayerRow::blank(format!("{team}-repl-{}-{k}", g.to_lowercase()), format!("Replacement {g} {k}"), g, g, team)
    }
}

#[cfg(test)]
mod tests {
    use super::{dither, non_increasing, round_weighted};

    #[test]
    fn the_n_column_is_rounded_to_its_mean_where_the_run_numbers_fall() {
        // The embedded weights: RN 12 takes about a fifth of the reads (modified RNs pile up
        // there). Every template shift from -1 to +1 yards in tenths: each cell is its target's
        // floor or ceiling, the column's weighted mean is within 0.035 yards of the target's and
        // its plain mean within 0.06 (error diffusion, which keeps the plain sum, missed the
        // weighted mean by up to a tenth of a yard; the weighted mean alone let the plain one
        // drift 0.15).
        let p = super::BuilderParams::embedded();
        let w = &p.rush_rn_weights[1..];
        let total: f64 = w.iter().sum();
        let mean = |v: &[f64]| v.iter().zip(w).map(|(x, w)| x * w).sum::<f64>() / total;
        let plain = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
        let (mut worst, mut worst_dither, mut worst_plain) = (0.0f64, 0.0f64, 0.0f64);
        for k in -10..=10 {
            let cells: Vec<f64> = p.rush_n_template.iter().map(|b| b + k as f64 / 10.0 + 0.37).collect();
            let r = round_weighted(&cells, w);
            for (x, c) in cells.iter().zip(&r) {
                assert!(*c as f64 == x.floor() || *c as f64 == x.ceil(), "{x} rounded to {c}");
            }
            let as_f = |v: &[i16]| v.iter().map(|&c| c as f64).collect::<Vec<_>>();
            worst = worst.max((mean(&as_f(&r)) - mean(&cells)).abs());
            worst_plain = worst_plain.max((plain(&as_f(&r)) - plain(&cells)).abs());
            worst_dither = worst_dither.max((mean(&as_f(&dither(&cells))) - mean(&cells)).abs());
        }
        assert!(worst <= 0.035, "weighted rounding off by {worst:.3} yards");
        // The plain mean too (a runner who reads the column unlike the league's average runner).
        assert!(worst_plain <= 0.06, "plain mean off by {worst_plain:.3} yards");
        assert!(worst_dither > 0.05, "the weights matter: error diffusion was off by {worst_dither:.3}");
        // Uniform weights: the plain sum is kept within half a yard.
        let u = vec![1.0; 11];
        let cells = [7.4, 6.4, 5.4, 4.4, 3.4, 3.4, 2.4, 1.4, 0.4, -0.6, -2.6];
        let r = round_weighted(&cells, &u);
        let sum: f64 = cells.iter().sum();
        assert!((r.iter().map(|&c| c as f64).sum::<f64>() - sum).abs() <= 0.5, "{r:?}");
    }

    #[test]
    fn violators_are_pooled_at_their_weighted_mean() {
        // Already non-increasing: unchanged.
        assert_eq!(non_increasing([(4.0, 1.0), (3.0, 1.0), (1.0, 5.0)]), [4.0, 3.0, 1.0]);
        // The third beats the second: both become (2·1 + 6·3)/4 = 5; that beats the first,
        // so all three pool: (4·1 + 5·4)/5 = 4.8.
        assert_eq!(non_increasing([(4.0, 1.0), (2.0, 1.0), (6.0, 3.0)]), [4.8, 4.8, 4.8]);
        // Pooling keeps the weighted total (a kicker's made kicks).
        let v = [(40.0, 12.0), (44.0, 10.0), (30.0, 8.0), (33.0, 4.0)];
        let out = non_increasing(v);
        assert!(out.windows(2).all(|w| w[0] >= w[1]), "{out:?}");
        let total = |x: &[f64]| x.iter().zip(&v).map(|(a, b)| a * b.1).sum::<f64>();
        assert!((total(&out) - total(&v.map(|x| x.0))).abs() < 1e-9);
    }
}
