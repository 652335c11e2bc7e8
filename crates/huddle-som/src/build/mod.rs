//! The card builder: a full league of Strat-O-Matic cards (running, passing, receiving, team
//! defensive, rating and specialist cards) from nflverse season statistics. Every card is this
//! project's reconstruction from the statistics — no card data from any Strat-O-Matic product.
//! The formulas are documented field by field in `docs/som-cards.md`; every league-level number
//! is in `data/build_params.json` ([`BuildParams`]). The 2024 league is embedded
//! (`data/league_2024.json`, [`embedded_2024`]); a test regenerates it from the statistics.
//!
//! The method: every card is calibrated under a stated game mix (half the plays read the
//! offensive player's card, half the team defensive card; the columns by how often the defense
//! guesses right; the men in the zone), so that a player's expected line over that mix is his
//! season's (yards per carry, completion and interception rates, catch rate and yards per
//! catch, field goals by distance). [`eval`] computes those expectations; the tests measure the
//! built cards with it.

pub mod eval;
mod defcard;
mod fit;
mod params;
mod passcard;
mod roster;
mod runcard;
mod special;

pub use params::{BigPlay, BuildParams, DefTemplates};
pub use special::good_chance;

use crate::cards::{CardError, DefenseCard, Depth, Pos, Returner, SeasonLine, SomLeague, SomPlayer, SomTeam, SpecialistCard};
use crate::recon::Recon;
use crate::vocab::{DefSlot, Front, FumbleRating};
use eval::{Env, Mix, Val, ROW_P};
use huddle_cards::builder::{read_players, read_teams, LeagueRates, PlayerRow, StatsError, TeamRow};
use roster::Member;
use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::sync::OnceLock;

/// A build that cannot be done.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error(transparent)]
    Stats(#[from] StatsError),
    #[error("{file}: line {line}: player {player} ({name}) plays for team '{team}', which is not in the team file")]
    UnknownTeam { file: String, line: u64, player: String, name: String, team: String },
    #[error("{file}: {msg}")]
    Schedule { file: String, msg: String },
    #[error("build parameters: {0}")]
    Params(String),
    #[error("the built cards break a rule: {0}")]
    Card(#[from] CardError),
}

/// One season's statistics: the player and team season totals, and the points each team
/// allowed per game when the season's schedule (with scores) is at hand.
#[derive(Clone, Debug)]
pub struct SeasonStats {
    pub players: Vec<PlayerRow>,
    pub teams: Vec<TeamRow>,
    pub points_allowed: Option<BTreeMap<String, f64>>,
    /// The player and schedule files' names, for errors.
    pub player_file: String,
    pub schedule_file: Option<String>,
}

impl SeasonStats {
    /// Reads `player_season_YYYY.csv`, `team_season_YYYY.csv` and, when present,
    /// `schedule_YYYY.csv` from `dir`.
    pub fn read_dir(dir: &Path, season: u16) -> Result<SeasonStats, BuildError> {
        let sched = dir.join(format!("schedule_{season}.csv"));
        SeasonStats::read(&dir.join(format!("player_season_{season}.csv")), &dir.join(format!("team_season_{season}.csv")), sched.exists().then_some(sched.as_path()), season)
    }

    /// Reads the files (the nflverse season-totals format; `docs/som-cards.md`).
    pub fn read(players: &Path, teams: &Path, schedule: Option<&Path>, season: u16) -> Result<SeasonStats, BuildError> {
        let players_rows = read_players(players, Some(season))?;
        let team_rows = read_teams(teams, Some(season))?;
        let points_allowed = match schedule {
            Some(s) => Some(read_points_allowed(s, season)?),
            None => None,
        };
        Ok(SeasonStats { players: players_rows, teams: team_rows, points_allowed, player_file: players.display().to_string(), schedule_file: schedule.map(|s| s.display().to_string()) })
    }
}

/// Points allowed per regular-season game by team, from an nflverse schedule with scores.
pub fn read_points_allowed(path: &Path, season: u16) -> Result<BTreeMap<String, f64>, BuildError> {
    let file = path.display().to_string();
    let fail = |msg: String| BuildError::Schedule { file: file.clone(), msg };
    let mut rd = csv::Reader::from_path(path).map_err(|e| fail(format!("cannot read: {e}")))?;
    let headers = rd.headers().map_err(|e| fail(e.to_string()))?.clone();
    let col = |name: &str| headers.iter().position(|h| h.trim() == name).ok_or_else(|| fail(format!("missing column: {name}")));
    let (cs, ct, ca, cas, ch, chs) = (col("season")?, col("game_type")?, col("away_team")?, col("away_score")?, col("home_team")?, col("home_score")?);
    let mut sums: BTreeMap<String, (f64, f64)> = BTreeMap::new();
    for rec in rd.records() {
        let rec = rec.map_err(|e| fail(e.to_string()))?;
        let line = rec.position().map(|p| p.line()).unwrap_or(0);
        let get = |i: usize| rec.get(i).unwrap_or("").trim();
        if get(cs).parse::<u16>().ok() != Some(season) || get(ct) != "REG" {
            continue;
        }
        let (a, h) = (get(cas), get(chs));
        if a.is_empty() || a == "NA" || h.is_empty() || h == "NA" {
            continue; // not played
        }
        let num = |v: &str| v.parse::<f64>().ok().filter(|x| x.is_finite() && *x >= 0.0).ok_or_else(|| fail(format!("line {line}: score '{v}' is not a number")));
        let (a, h) = (num(a)?, num(h)?);
        let e = sums.entry(get(ca).to_string()).or_default();
        e.0 += h;
        e.1 += 1.0;
        let e = sums.entry(get(ch).to_string()).or_default();
        e.0 += a;
        e.1 += 1.0;
    }
    Ok(sums.into_iter().map(|(t, (pts, g))| (t, pts / g)).collect())
}

pub(crate) fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 {
        a / b
    } else {
        0.0
    }
}

pub(crate) fn shrink(x: f64, n: f64, league: f64, prior: f64) -> f64 {
    (x * n + league * prior) / (n + prior).max(1e-9)
}

/// League-wide values the cards are built on.
pub(crate) struct Leagues {
    pub rates: LeagueRates,
    /// Rushing fumbles per carry: all carries, and the backs' and quarterbacks' own (the
    /// priors their rates are shrunk toward).
    pub fumble: f64,
    pub fumble_rb: f64,
    pub fumble_qb: f64,
    pub norms: roster::DefNorms,
    pub env: Env,
    /// Completion chance, yards per completion and interception chance by pass kind.
    pub comp: [f64; 3],
    pub ypc: [f64; 3],
    pub int: [f64; 3],
    /// Targets per pass attempt (throwaways and spikes are attempts without a target).
    pub targeted: f64,
    /// Receiver and sack fumbles per team-game.
    pub rec_sack_fumbles_pg: f64,
    /// Catch rate and yards per catch by group (WR, TE, RB).
    pub catch: [f64; 3],
    pub ypr: [f64; 3],
}

/// The mean of T18's Neutral line with every gain held to `td` (a touchdown counts `td`).
pub fn long_gain_mean(p: &BuildParams) -> f64 {
    let mut m = 0.0;
    for (i, row) in p.long_gain_neutral.iter().enumerate() {
        for c in row {
            let y = c.parse::<f64>().unwrap_or(p.td_value).min(p.td_value);
            m += ROW_P[i] * y / 6.0;
        }
    }
    m
}

/// The mean Short Gain of the X-Chart reconstruction (`data/reconstructed.json`).
pub fn short_gain_mean() -> f64 {
    let r = Recon::embedded();
    (2..=12u8).map(|t| ROW_P[(t - 2) as usize] * r.short_gain(t) as f64).sum()
}

/// The valuation of a player card's cells (no rating checks).
pub fn card_env(p: &BuildParams) -> Env {
    Env::plain(short_gain_mean(), long_gain_mean(p), p.td_value)
}

fn group_index(g: &str) -> usize {
    match g {
        "WR" => 0,
        "TE" => 1,
        _ => 2,
    }
}

/// The chances of the offensive checks' first figures for a team's lineup: its line, its first
/// tight end, its blocking back (the first fullback, else the second back); onside tackle and
/// guard are the pair's mean, the onside end the tight end.
pub fn offense_checks(team: &SomTeam) -> [f64; 10] {
    let rb = |id: &str| team.player(id).map(|i| &team.players[i]);
    let run = |id: &str| rb(id).map(|p| eval::check_p(p.run_block)).unwrap_or(0.0);
    let d = &team.depth;
    let te = d.te.first().map(|id| run(id)).unwrap_or(0.0);
    let bb = d.rb.iter().find(|id| rb(id).is_some_and(|p| p.pos.first() == Some(&Pos::Fb))).or(d.rb.get(1)).map(|id| run(id)).unwrap_or(0.0);
    let l: Vec<f64> = d.line.iter().map(|id| run(id)).collect();
    [l[0], l[1], l[2], l[3], l[4], te, bb, 0.5 * (l[0] + l[4]), 0.5 * (l[1] + l[3]), te]
}

/// The valuation of a team's defensive card: its defenders' checks by slot, the linebackers and
/// backs in the zone (their mean), the covering defender (corners 30% each, safeties 15% each,
/// linebackers 10%), and the offense's checks `off`.
pub fn defense_env(team: &SomTeam, off: [f64; 10], base: &Env, box_p: f64) -> Env {
    let mut def = [0.0; 16];
    let (mut lb, mut nlb, mut db, mut ndb) = (0.0, 0.0, 0.0, 0.0);
    let mut cover = 0.0;
    let mut cover_w = 0.0;
    for (slot, id) in &team.depth.defense {
        let Some(i) = team.player(id) else { continue };
        let pr = eval::check_p(team.players[i].defense);
        def[*slot as usize] = pr;
        if slot.is_linebacker() {
            lb += pr;
            nlb += 1.0;
        }
        if matches!(slot, DefSlot::Lcb | DefSlot::Rcb | DefSlot::Ss | DefSlot::Fs) {
            db += pr;
            ndb += 1.0;
        }
        let w = match slot {
            DefSlot::Lcb | DefSlot::Rcb => 0.3,
            DefSlot::Ss | DefSlot::Fs => 0.15,
            s if s.is_linebacker() => 0.1 / if team.front == Front::ThreeFour { 4.0 } else { 3.0 },
            _ => 0.0,
        };
        cover += w * pr;
        cover_w += w;
    }
    Env { off, def, lb_zone: ratio(lb, nlb), db_zone: ratio(db, ndb), cover: ratio(cover, cover_w), box_p, dbox_p: box_p * box_p, ..*base }
}

/// The mean of the offense checks over the league's teams.
pub fn league_offense_checks(teams: &[SomTeam]) -> [f64; 10] {
    let mut m = [0.0; 10];
    for t in teams {
        for (a, b) in m.iter_mut().zip(offense_checks(t)) {
            *a += b / teams.len().max(1) as f64;
        }
    }
    m
}

/// What a carry read on the defensive cards is worth to `offense` on average over the league's
/// defensive cards (each valued with its own defenders and this offense's line).
pub fn defense_run_average(teams: &[SomTeam], offense: &SomTeam, p: &BuildParams) -> Val {
    let mix = Mix::from_params(p);
    let base = card_env(p);
    let off = offense_checks(offense);
    Val::mix(teams.iter().map(|t| {
        let env = defense_env(t, off, &base, p.box_empty_chance);
        (1.0 / teams.len() as f64, eval::defense_run(&t.defense_card, t.front == Front::ThreeFour, &mix, &env).1)
    }))
}

/// The league's average defensive pass sections by kind (each card valued with its own
/// defenders; offensive checks at the league's mean).
pub fn defense_pass_average(teams: &[SomTeam], p: &BuildParams) -> [Val; 3] {
    let mix = Mix::from_params(p);
    let base = card_env(p);
    let off = league_offense_checks(teams);
    let mut out = [Val::default(); 3];
    for t in teams {
        let env = defense_env(t, off, &base, p.box_empty_chance);
        for (o, v) in out.iter_mut().zip(eval::defense_pass(&t.defense_card, &mix, &env)) {
            *o = o.plus(v.scale(1.0 / teams.len() as f64));
        }
    }
    out
}

/// The league's average receiving card by kind and column, weighted by each receiver's targets
/// on his team (a receiver without targets counts as one).
pub fn receiver_average(teams: &[SomTeam], p: &BuildParams) -> [[Val; 3]; 3] {
    let env = card_env(p);
    let mut sum = [[Val::default(); 3]; 3];
    let mut w = 0.0;
    for t in teams {
        for pl in &t.players {
            if let Some(r) = &pl.receiving {
                let k = (pl.season.targets as f64).max(1.0);
                let v = eval::receiver(r, &env);
                for a in 0..3 {
                    for b in 0..3 {
                        sum[a][b] = sum[a][b].plus(v[a][b].scale(k));
                    }
                }
                w += k;
            }
        }
    }
    sum.map(|r| r.map(|v| v.scale(1.0 / w.max(1.0))))
}

fn combined(rows: &[&PlayerRow]) -> PlayerRow {
    let first = rows.iter().max_by(|a, b| a.n("games").total_cmp(&b.n("games")).then(b.line.cmp(&a.line))).copied().unwrap_or(rows[0]);
    let mut r = PlayerRow::blank(first.id.clone(), first.name.clone(), &first.position, &first.group, &first.team);
    for col in huddle_cards::builder::stats::PLAYER_NUMS {
        let v: f64 = rows.iter().map(|x| x.n(col)).sum();
        r = r.with(col, v);
    }
    // fg_long is a maximum, not a sum.
    let long = rows.iter().map(|x| x.n("fg_long")).fold(0.0, f64::max);
    r.with("fg_long", long)
}

fn standardize(xs: &[f64]) -> Vec<f64> {
    let n = xs.len().max(1) as f64;
    let m = xs.iter().sum::<f64>() / n;
    let sd = (xs.iter().map(|x| (x - m).powi(2)).sum::<f64>() / n).sqrt();
    xs.iter().map(|x| if sd > 1e-9 { (x - m) / sd } else { 0.0 }).collect()
}

/// Each team's indexes in league standard deviations (positive = better).
struct Indexes {
    run_def: f64,
    pass_def: f64,
    rush: f64,
    protect: f64,
    /// Team interceptions and forced fumbles per game against the league's (shrunk).
    int_ratio: f64,
    ff_ratio: f64,
}

fn indexes(stats: &SeasonStats, p: &BuildParams) -> BTreeMap<String, Indexes> {
    let teams = &stats.teams;
    let per_game = |t: &TeamRow, c: &str| -> f64 { stats.players.iter().filter(|r| r.team == t.team).map(|r| r.n(c)).sum::<f64>() / t.games() };
    let col = |c: &str| -> Vec<f64> { teams.iter().map(|t| per_game(t, c)).collect() };
    let z = |v: Vec<f64>| standardize(&v);
    let tfl = z(col("def_tackles_for_loss"));
    let pass_box: Vec<f64> = {
        let parts = [z(col("def_interceptions")), z(col("def_pass_defended")), z(col("def_sacks")), z(col("def_qb_hits"))];
        standardize(&(0..teams.len()).map(|i| parts.iter().map(|v| v[i]).sum::<f64>() / 4.0).collect::<Vec<_>>())
    };
    let pa: Option<Vec<f64>> = stats.points_allowed.as_ref().map(|pa| {
        let mean = pa.values().sum::<f64>() / pa.len().max(1) as f64;
        standardize(&teams.iter().map(|t| -pa.get(&t.team).copied().unwrap_or(mean)).collect::<Vec<_>>())
    });
    let w = if pa.is_some() { p.def_points_weight } else { 0.0 };
    let blend = |b: &[f64]| -> Vec<f64> {
        match &pa {
            Some(pa) => standardize(&b.iter().zip(pa).map(|(x, y)| (1.0 - w) * x + w * y).collect::<Vec<_>>()),
            None => b.to_vec(),
        }
    };
    let run_def = blend(&tfl);
    let pass_def = blend(&pass_box);
    let rush = z(teams.iter().map(|t| ratio(t.n("rushing_yards"), t.n("carries"))).collect());
    let protect = z(teams.iter().map(|t| -ratio(t.n("sacks_suffered"), t.n("attempts") + t.n("sacks_suffered"))).collect());
    let ints = col("def_interceptions");
    let ffs = col("def_fumbles_forced");
    let lint = ints.iter().sum::<f64>() / ints.len().max(1) as f64;
    let lff = ffs.iter().sum::<f64>() / ffs.len().max(1) as f64;
    // Shrunk as if the team had 8 more games at the league's rate.
    let sh = |x: f64, g: f64, l: f64| ratio(shrink(x, g, l, 8.0), l);
    teams
        .iter()
        .enumerate()
        .map(|(i, t)| {
            (
                t.team.clone(),
                Indexes { run_def: run_def[i], pass_def: pass_def[i], rush: rush[i], protect: protect[i], int_ratio: sh(ints[i], t.games(), lint), ff_ratio: sh(ffs[i], t.games(), lff) },
            )
        })
        .collect()
}

/// The mix-weighted mean of `v` by `w`.
fn wmean(w: &[f64], v: &[f64]) -> f64 {
    w.iter().zip(v).map(|(a, b)| a * b).sum()
}

/// Offsets centred on the mix (their weighted mean removed).
fn centred(off: &[f64], mix: &[f64]) -> Vec<f64> {
    let m = wmean(mix, off);
    off.iter().map(|x| x - m).collect()
}

/// Multipliers normalised to a weighted mean of one.
fn normalised(mult: &[f64], mix: &[f64]) -> Vec<f64> {
    let m = wmean(mix, mult).max(1e-9);
    mult.iter().map(|x| x / m).collect()
}

struct TeamPlan {
    row: TeamRow,
    groups: BTreeMap<&'static str, Vec<Member>>,
    team: SomTeam,
}

/// Builds the league. Bad input gives an error naming the file, line and rule: a missing
/// column, a non-number, a negative count (from the reader), a player of a team that is not in
/// the team file. A player with no attempts of a kind gets the league's rates for it (shrinkage).
pub fn build_league(stats: &SeasonStats, params: &BuildParams, season: u16) -> Result<SomLeague, BuildError> {
    params.validate().map_err(BuildError::Params)?;
    let p = params;
    let codes: Vec<&str> = stats.teams.iter().map(|t| t.team.as_str()).collect();
    if let Some((i, t)) = codes.iter().enumerate().find(|(i, t)| codes[..*i].contains(t)) {
        return Err(BuildError::Params(format!("the team file lists team '{t}' twice (row {})", i + 1)));
    }
    for r in &stats.players {
        if !codes.contains(&r.team.as_str()) {
            return Err(BuildError::UnknownTeam { file: stats.player_file.clone(), line: r.line, player: r.id.clone(), name: r.name.clone(), team: r.team.clone() });
        }
    }
    if let Some(pa) = &stats.points_allowed {
        if let Some(t) = pa.keys().find(|t| !codes.contains(&t.as_str())) {
            return Err(BuildError::Schedule { file: stats.schedule_file.clone().unwrap_or_else(|| "(schedule)".into()), msg: format!("team '{t}' is not in the team file") });
        }
    }
    let lg = leagues(stats, p);
    let idx = indexes(stats, p);
    let mix = Mix::from_params(p);
    // Season totals by player (a traded player's rows summed).
    let mut by_id: HashMap<&str, Vec<&PlayerRow>> = HashMap::new();
    for r in &stats.players {
        by_id.entry(r.id.as_str()).or_default().push(r);
    }
    let totals: HashMap<&str, PlayerRow> = by_id.iter().map(|(id, rows)| (*id, combined(rows))).collect();
    let franchises = huddle_cards::builder::franchises();

    // 1. Rosters, depth, ratings.
    let mut sorted: Vec<&TeamRow> = stats.teams.iter().collect();
    sorted.sort_by(|a, b| a.team.cmp(&b.team));
    let mut plans: Vec<TeamPlan> = Vec::new();
    for t in sorted {
        let ix = &idx[&t.team];
        let mut groups: BTreeMap<&'static str, Vec<Member>> = BTreeMap::new();
        for r in stats.players.iter().filter(|r| r.team == t.team) {
            if let Some(g) = roster::group_of(r) {
                groups.entry(g).or_default().push(Member { team_row: r.clone(), total: totals[r.id.as_str()].clone(), group: g, replacement: false });
            }
        }
        roster::order_groups(&mut groups);
        for (g, min) in roster::GROUPS {
            let v = groups.entry(g).or_default();
            let mut k = 0;
            while v.len() < min {
                k += 1;
                let row = PlayerRow::replacement(&t.team, g, k);
                v.push(Member { team_row: row.clone(), total: row, group: g, replacement: true });
            }
        }
        let name = franchises.iter().find(|f| f.code == t.team).map(|f| f.name.clone()).unwrap_or_else(|| t.team.clone());
        let team = skeleton(t, &groups, ix, p, &lg, name);
        plans.push(TeamPlan { row: t.clone(), groups, team });
    }

    // 2. Team defensive cards (their offensive checks at the league's mean line).
    let league_off = league_offense_checks(&plans.iter().map(|x| x.team.clone()).collect::<Vec<_>>());
    for plan in plans.iter_mut() {
        let ix = &idx[&plan.row.team];
        let env = defense_env(&plan.team, league_off, &lg.env, p.box_empty_chance);
        let three_four = plan.team.front == Front::ThreeFour;
        let tm = if three_four { &p.def_34 } else { &p.def_43 };
        let comp_off = [centred(&p.def_comp_men_flat, &p.flat_men), centred(&p.def_comp_men_short, &p.short_men), centred(&p.def_comp_men_long, &p.long_men)];
        let int_mult = [normalised(&p.def_int_men_flat, &p.flat_men), normalised(&p.def_int_men_short, &p.short_men), normalised(&p.def_int_men_long, &p.long_men)];
        let comp: [Vec<f64>; 3] = std::array::from_fn(|k| comp_off[k].iter().map(|o| (lg.comp[k] + o - p.def_comp_per_sd * ix.pass_def).clamp(0.02, 0.98)).collect());
        let int: [Vec<f64>; 3] = std::array::from_fn(|k| int_mult[k].iter().map(|m| lg.int[k] * p.def_int_share * ix.int_ratio * m).collect());
        let target = defcard::DefTarget {
            run_mean: lg.rates.ypc * p.def_run_mean_factor - p.def_run_yards_per_sd * ix.run_def,
            run_fumble: lg.fumble * p.def_fumble_share * ix.ff_ratio,
            comp,
            int,
            catch: p.receiver_catch_ref,
        };
        plan.team.defense_card = defcard::defense_card(tm, &target, three_four, p, &mix, &env);
    }
    let teams_now: Vec<SomTeam> = plans.iter().map(|x| x.team.clone()).collect();
    let dpass = defense_pass_average(&teams_now, p);

    // 3. Receiving cards against a passer and the league's defensive cards, then passing and
    // running cards against the league's defensive and average receiving cards. Twice: the
    // receivers are first fitted to a reference passer, then to the league's average passing
    // card, and the passers refitted to the receivers.
    let rcol = centred(&p.receiver_catch_column, &p.pass_column_mix);
    let team_comp: HashMap<&str, f64> = stats.teams.iter().map(|t| (t.team.as_str(), ratio(t.n("completions"), t.n("attempts")))).collect();
    let team_ypr: HashMap<&str, f64> = stats.teams.iter().map(|t| (t.team.as_str(), ratio(t.n("passing_yards"), t.n("completions")))).collect();
    let mut passer = reference_passer(&lg, &dpass, &p.receiver_catch_ref, p);
    for round in 0..2 {
        for plan in plans.iter_mut() {
            for g in ["WR", "TE", "RB"] {
                for m in &plan.groups[g] {
                    let card = receiver_card(m, g, &lg, &passer, &dpass, &rcol, &by_id, &team_comp, &team_ypr, p);
                    if let Some(i) = plan.team.player(m.id()) {
                        plan.team.players[i].receiving = Some(card);
                    }
                }
            }
        }
        let teams_now: Vec<SomTeam> = plans.iter().map(|x| x.team.clone()).collect();
        let world = eval::PassWorld { defense: dpass, receiver: receiver_average(&teams_now, p) };
        for plan in plans.iter_mut() {
            let drun = defense_run_average(&teams_now, &plan.team, p);
            for g in ["QB", "RB"] {
                for m in &plan.groups[g] {
                    let Some(i) = plan.team.player(m.id()) else { continue };
                    let t = &m.total;
                    if g == "QB" {
                        let (car, yds) = qb_rushing(t, &lg, p);
                        let y = shrink(ratio(yds, car), car, lg.rates.ypc * p.qb_ypc_factor, p.prior_carries);
                        let f = shrink(ratio(t.n("rushing_fumbles"), t.n("carries")), t.n("carries"), lg.fumble_qb, p.prior_fumble_carries);
                        let mr = runcard::must_run(y, f, p);
                        let card = passing_card(t, mr, &lg, &world, p);
                        // The scrambles the card makes a pass, and the carries left for called runs.
                        let scr = eval::passer(&card.sections, &world, &eval::Mix::from_params(p), &lg.env).mr;
                        let designed = car - t.n("attempts") * scr / (1.0 - scr).max(1e-9);
                        plan.team.players[i].season.designed_runs = Some(designed.round().clamp(0.0, 9999.0) as u16);
                        plan.team.players[i].passing = Some(card);
                        if round == 1 && (t.n("carries") >= 1.0 || m.replacement) {
                            let target = runcard::RunTarget { mean: 2.0 * y / p.qb_ypc_in_play - drun.yards, fumble: (2.0 * f - drun.fumble).max(0.0), edge: y - lg.rates.ypc * p.qb_ypc_factor };
                            plan.team.players[i].running = Some(runcard::running_card(&target, p, &lg.env));
                        }
                    } else if round == 1 {
                        let car = t.n("carries");
                        let y = shrink(ratio(t.n("rushing_yards"), car), car, lg.rates.ypc, p.prior_carries);
                        let f = shrink(ratio(t.n("rushing_fumbles"), car), car, lg.fumble_rb, p.prior_fumble_carries);
                        let target = runcard::RunTarget { mean: 2.0 * y / p.ypc_in_play - drun.yards, fumble: (2.0 * f - drun.fumble).max(0.0), edge: y - lg.rates.ypc };
                        plan.team.players[i].running = Some(runcard::running_card(&target, p, &lg.env));
                    }
                }
            }
            if round == 1 {
                plan.team.specialist = specialist(plan, &lg, stats, p);
            }
        }
        let teams_now: Vec<SomTeam> = plans.iter().map(|x| x.team.clone()).collect();
        passer = Passer { cols: passer_average(&teams_now, p), recv_yards: passer.recv_yards };
    }
    let teams: Vec<SomTeam> = plans.into_iter().map(|x| x.team).collect();
    let league = SomLeague {
        season,
        source: format!(
            "Reconstruction by huddle-som's card builder from nflverse {season} season statistics (docs/som-cards.md, data/build_params.json); the cards are this project's own, built from the statistics, not Strat-O-Matic's."
        ),
        teams,
    };
    let mut seen = std::collections::HashSet::new();
    for t in &league.teams {
        if !seen.insert(t.code.as_str()) {
            return Err(CardError { file: "(built league)".into(), entry: format!("team {}", t.code), rule: "a team code appears twice".into() }.into());
        }
        t.validate("(built league)")?;
    }
    Ok(league)
}

fn leagues(stats: &SeasonStats, p: &BuildParams) -> Leagues {
    let rates = LeagueRates::from(&stats.players, &stats.teams);
    let s = |c: &str| stats.players.iter().map(|r| r.n(c)).sum::<f64>();
    let fumble = ratio(s("rushing_fumbles"), s("carries"));
    let grp_fumble = |g: &str| {
        let rows = stats.players.iter().filter(|r| roster::group_of(r) == Some(g));
        let (f, c) = rows.fold((0.0, 0.0), |a, r| (a.0 + r.n("rushing_fumbles"), a.1 + r.n("carries")));
        if c > 0.0 {
            f / c
        } else {
            fumble
        }
    };
    let (fumble_rb, fumble_qb) = (grp_fumble("RB"), grp_fumble("QB"));
    let m = &p.pass_kind_mix;
    let base_comp = wmean(m, &p.comp_by_kind);
    let comp = p.comp_by_kind.map(|c| (c + rates.comp - base_comp).clamp(0.05, 0.98));
    let comps: Vec<f64> = (0..3).map(|k| m[k] * comp[k]).collect();
    let ypc_base = (0..3).map(|k| comps[k] * p.ypc_by_kind[k]).sum::<f64>() / comps.iter().sum::<f64>().max(1e-9);
    let ypc = p.ypc_by_kind.map(|y| y * rates.ypr / ypc_base.max(1e-9));
    let int_base = wmean(m, &p.int_by_kind).max(1e-9);
    let int = p.int_by_kind.map(|i| i * rates.int / int_base);
    let grp = |g: &str, a: &str, b: &str| -> f64 {
        let rows = stats.players.iter().filter(|r| roster::group_of(r) == Some(g));
        let (x, y) = rows.fold((0.0, 0.0), |acc, r| (acc.0 + r.n(a), acc.1 + r.n(b)));
        ratio(x, y)
    };
    let catch = [grp("WR", "receptions", "targets"), grp("TE", "receptions", "targets"), grp("RB", "receptions", "targets")];
    let ypr = [grp("WR", "receiving_yards", "receptions"), grp("TE", "receiving_yards", "receptions"), grp("RB", "receiving_yards", "receptions")];
    let tg: f64 = stats.teams.iter().map(|t| t.games()).sum();
    let rec_sack_fumbles_pg = ratio(s("receiving_fumbles") + s("sack_fumbles"), tg);
    let targeted = ratio(s("targets"), stats.teams.iter().map(|t| t.n("attempts")).sum::<f64>()).clamp(0.5, 1.0);
    Leagues { fumble, fumble_rb, fumble_qb, targeted, rec_sack_fumbles_pg, norms: roster::DefNorms::from(&stats.players), env: card_env(p), comp, ypc, int, catch: catch.map(|c| if c > 0.0 { c } else { rates.comp }), ypr: ypr.map(|y| if y > 0.0 { y } else { rates.ypr }), rates }
}

/// A quarterback's carries and rushing yards with his kneel-downs set aside (they are played
/// apart from his card): `qb_kneels_per_start` a start, a start being his share of a team's
/// passes (at most his games), at most half his carries.
fn qb_rushing(t: &PlayerRow, lg: &Leagues, p: &BuildParams) -> (f64, f64) {
    let starts = ratio(t.n("attempts"), lg.rates.att_pg).min(t.n("games"));
    let kneels = (p.qb_kneels_per_start * starts).min(0.5 * t.n("carries"));
    (t.n("carries") - kneels, t.n("rushing_yards") - kneels * p.qb_kneel_yards)
}

/// A passer the receivers are fitted against: his card's expectation by kind and column
/// (`gain` = direct completions, `yards` their yards, `rec` RECEIVER, `mr` Must Run), and the
/// reference receiver's yards per catch by kind (the base every receiver's yardage scales).
struct Passer {
    cols: [[Val; 3]; 3],
    recv_yards: [f64; 3],
}

/// The reference passer: by kind, the completion chance his card gives so that with the
/// league's defensive cards and a receiver catching `catch` the league's rate comes out, split
/// direct and RECEIVER by `qb_direct_share`; no Must Run, no interception.
fn reference_passer(lg: &Leagues, d: &[Val; 3], catch: &[f64; 3], p: &BuildParams) -> Passer {
    let mut cols = [[Val::default(); 3]; 3];
    let mut recv_yards = [0.0; 3];
    for k in 0..3 {
        let r = catch[k].max(0.05);
        let dcomp = d[k].gain + d[k].rec * r;
        let q = (2.0 * lg.comp[k] - dcomp).clamp(0.02, 0.98);
        let direct = p.qb_direct_share[k] * q;
        let rec = (q - direct) / r;
        cols[k] = [Val { gain: direct, yards: direct * lg.ypc[k], rec, ..Val::default() }; 3];
        let yards = lg.comp[k] * lg.ypc[k] - 0.5 * direct * lg.ypc[k] - 0.5 * d[k].yards;
        recv_yards[k] = (yards / (0.5 * r * (rec + d[k].rec))).max(1.0);
    }
    Passer { cols, recv_yards }
}

/// The league's average passing card by kind and column, weighted by each passer's attempts.
pub fn passer_average(teams: &[SomTeam], p: &BuildParams) -> [[Val; 3]; 3] {
    let env = card_env(p);
    let mut q = [[Val::default(); 3]; 3];
    let mut w = 0.0;
    for t in teams {
        for pl in &t.players {
            if let Some(c) = &pl.passing {
                let a = (pl.season.pass_att as f64).max(1.0);
                for (k, kind) in eval::PASS_KINDS.iter().enumerate() {
                    for (ci, col) in eval::COLUMNS.iter().enumerate() {
                        q[k][ci] = q[k][ci].plus(eval::column(c.sections.section(*kind).column(*col), &env).scale(a));
                    }
                }
                w += a;
            }
        }
    }
    q.map(|r| r.map(|v| v.scale(1.0 / w.max(1.0))))
}

/// A receiver's line per target against a passer and the league's defensive cards, over his
/// position's mix of kinds: (catch rate, yards per catch). Half the plays read the passer's card
/// (his column pairs with the receiver's), half the defensive card (the receiver's column mix);
/// Must Run plays are no targets.
pub fn receiver_line(card: &crate::cards::PassSections, passer: &[[Val; 3]; 3], d: &[Val; 3], kmix: &[f64; 3], p: &BuildParams) -> (f64, f64) {
    let r = eval::receiver(card, &card_env(p));
    let (mut c, mut y, mut plays) = (0.0, 0.0, 0.0);
    for k in 0..3 {
        let rbar = Val::mix(p.pass_column_mix.iter().copied().zip(r[k]));
        for col in 0..3 {
            let w = kmix[k] * p.pass_column_mix[col] * 0.5;
            let v = passer[k][col];
            c += w * (v.gain + v.rec * r[k][col].gain);
            y += w * (v.yards + v.rec * r[k][col].yards);
            plays += w * (1.0 - v.mr);
        }
        c += kmix[k] * 0.5 * (d[k].gain + d[k].rec * rbar.gain);
        y += kmix[k] * 0.5 * (d[k].yards + d[k].rec * rbar.yards);
        plays += kmix[k] * 0.5;
    }
    (c / plays.max(1e-9), y / c.max(1e-9))
}

/// A receiver's kinds of passes by his position group (`receiver_kind_mix_*`).
pub fn receiver_kind_mix(g: &str, p: &BuildParams) -> [f64; 3] {
    match g {
        "WR" => p.receiver_kind_mix_wr,
        "TE" => p.receiver_kind_mix_te,
        _ => p.receiver_kind_mix_rb,
    }
}

#[allow(clippy::too_many_arguments)]
fn receiver_card(
    m: &Member,
    g: &str,
    lg: &Leagues,
    rp: &Passer,
    d: &[Val; 3],
    rcol: &[f64],
    rows_by_id: &HashMap<&str, Vec<&PlayerRow>>,
    team_comp: &HashMap<&str, f64>,
    team_ypr: &HashMap<&str, f64>,
    p: &BuildParams,
) -> crate::cards::PassSections {
    let gi = group_index(g);
    let t = &m.total;
    let kmix = receiver_kind_mix(g, p);
    // His catch rate, shrunk toward his group's, less his teams' passing above the league's
    // (the passer's card carries that).
    let tg = t.n("targets");
    let cr = shrink(ratio(t.n("receptions"), tg), tg, lg.catch[gi], p.prior_targets);
    let rows = rows_by_id.get(m.id()).cloned().unwrap_or_default();
    let tw: f64 = rows.iter().map(|r| r.n("targets")).sum();
    let team_c = if tw > 0.0 { rows.iter().map(|r| r.n("targets") * team_comp.get(r.team.as_str()).copied().unwrap_or(lg.rates.comp)).sum::<f64>() / tw } else { lg.rates.comp };
    // A card's pass is always thrown to someone: his catches per target × the league's targets
    // per attempt (the attempts thrown away are spread over the receivers).
    let cr = ((cr - (team_c - lg.rates.comp)) * lg.targeted).clamp(0.05, 0.99);
    let rec = t.n("receptions");
    let ypr = shrink(ratio(t.n("receiving_yards"), rec), rec, lg.ypr[gi], p.prior_catches);
    // His yards per catch relative to his teams' (the passing card carries the team's).
    let cw: f64 = rows.iter().map(|r| r.n("receptions")).sum();
    let team_y = if cw > 0.0 { rows.iter().map(|r| r.n("receptions") * team_ypr.get(r.team.as_str()).copied().unwrap_or(lg.rates.ypr)).sum::<f64>() / cw } else { lg.rates.ypr };
    let ypr = ypr * lg.rates.ypr / team_y.max(1.0);
    let catch_at = |delta: f64| -> [[f64; 3]; 3] { std::array::from_fn(|k| std::array::from_fn(|c| (p.receiver_catch_ref[k] + rcol[c] + delta).clamp(0.02, 1.0))) };
    let rbar = |c: &[[f64; 3]; 3], k: usize| wmean(&p.pass_column_mix, &c[k]);
    let q = &rp.cols;
    let col_w = |k: usize, c: usize| kmix[k] * p.pass_column_mix[c] * 0.5;
    let plays: f64 = (0..3).map(|k| (0..3).map(|c| col_w(k, c) * (1.0 - q[k][c].mr)).sum::<f64>() + kmix[k] * 0.5).sum();
    let caught = |r: &[[f64; 3]; 3]| -> f64 { (0..3).map(|k| (0..3).map(|c| col_w(k, c) * (q[k][c].gain + q[k][c].rec * r[k][c])).sum::<f64>() + kmix[k] * 0.5 * (d[k].gain + d[k].rec * rbar(r, k))).sum() };
    let delta = runcard::solve(|x| caught(&catch_at(x)) / plays, cr);
    let catch = catch_at(delta);
    let c = caught(&catch);
    let fixed: f64 = (0..3).map(|k| (0..3).map(|cc| col_w(k, cc) * q[k][cc].yards).sum::<f64>() + kmix[k] * 0.5 * d[k].yards).sum();
    let per_g: f64 = (0..3).map(|k| ((0..3).map(|cc| col_w(k, cc) * q[k][cc].rec * catch[k][cc]).sum::<f64>() + kmix[k] * 0.5 * d[k].rec * rbar(&catch, k)) * rp.recv_yards[k]).sum();
    let gf = ratio(ypr * c - fixed, per_g).clamp(0.3, 3.0);
    let yards = rp.recv_yards.map(|y| y * gf);
    let blank_long = g == "RB" && ypr < lg.rates.ypr;
    passcard::receiving_card(&passcard::RecvTarget { catch, yards, blank_long }, p)
}

/// The passing card: its completion, interception and yards-per-attempt targets (his own,
/// shrunk toward the league's × `qb_prior_*_factor` by `prior_attempts`), met under the mix
/// against the league's defensive cards and average receiving card by correcting three
/// card-wide knobs in turn (a completion offset, an interception factor, a factor on the
/// direct completions' yards) until the card's measured line is the target.
fn passing_card(t: &PlayerRow, must_run: crate::cards::Column, lg: &Leagues, w: &eval::PassWorld, p: &BuildParams) -> crate::cards::PassingCard {
    let att = t.n("attempts");
    let c = shrink(ratio(t.n("completions"), att), att, lg.rates.comp * p.qb_prior_comp_factor, p.prior_attempts) - p.comp_in_play;
    let i = shrink(ratio(t.n("passing_interceptions"), att), att, lg.rates.int * p.qb_prior_int_factor, p.prior_attempts);
    let league_ypa = lg.rates.ypr * lg.rates.comp;
    let ypa = shrink(ratio(t.n("passing_yards"), att), att, league_ypa * p.qb_prior_comp_factor, p.prior_attempts) / p.ypa_in_play;
    let (car, _) = qb_rushing(t, lg, p);
    let scr = shrink(ratio(p.scramble_share * car, att), att, 0.0, p.prior_attempts).clamp(0.0, p.scramble_max);
    let qcol = centred(&p.qb_comp_column, &p.pass_column_mix);
    let icol = normalised(&p.qb_int_column, &p.pass_column_mix);
    let mcol = normalised(&p.mr_column, &p.pass_column_mix);
    let mix = Mix::from_params(p);
    let build = |off: f64, int_k: f64, yards_k: f64| -> crate::cards::PassingCard {
        let mut tg = passcard::QbTarget { direct: [[0.0; 3]; 3], rec: [[0.0; 3]; 3], int: [[0.0; 3]; 3], mr: [[0.0; 3]; 3], direct_yards: lg.ypc.map(|y| y * yards_k) };
        let mr_card = 2.0 * scr;
        for k in 0..3 {
            let ck = (lg.comp[k] + c - lg.rates.comp).clamp(0.02, 0.98);
            let ik = lg.int[k] * ratio(i, lg.rates.int) * int_k;
            let d = w.defense[k];
            let rbar = Val::mix(p.pass_column_mix.iter().copied().zip(w.receiver[k]));
            let q = 2.0 * ck * (1.0 - 0.5 * mr_card) - (d.gain + d.rec * rbar.gain) + off;
            let qi = (2.0 * ik * (1.0 - 0.5 * mr_card) - d.int).max(0.0);
            for col in 0..3 {
                let qc = (q + qcol[col]).clamp(0.0, 1.0);
                let r = w.receiver[k][col].gain.max(0.02);
                let mr = (mr_card * mcol[col]).min(0.3);
                let int = (qi * icol[col]).min(0.2);
                let mut dir = p.qb_direct_share[k] * qc;
                let mut rec = (qc - dir) / r;
                let room = (1.0 - mr - int).max(0.0);
                if dir + rec > room {
                    // Too few rows left: completions move from RECEIVER to direct readings
                    // (which always complete) until the rows hold them.
                    dir = ((qc - room * r) / (1.0 - r).max(1e-9)).clamp(0.0, room);
                    rec = room - dir;
                }
                tg.direct[k][col] = dir;
                tg.rec[k][col] = rec;
                tg.int[k][col] = int;
                tg.mr[k][col] = mr;
            }
        }
        passcard::passing_card(&tg, must_run.clone(), p)
    };
    let line = |card: &crate::cards::PassingCard| eval::passer(&card.sections, w, &mix, &lg.env);
    let (mut off, mut int_k, mut yards_k) = (0.0, 1.0, 1.0);
    for _ in 0..2 {
        off = solve_in(|x| line(&build(x, int_k, yards_k)).comp, c, -0.6, 0.6);
        int_k = solve_in(|x| line(&build(off, x, yards_k)).int, i, 0.0, 5.0);
        yards_k = solve_in(|x| line(&build(off, int_k, x)).ypa, ypa, 0.2, 4.0);
    }
    build(off, int_k, yards_k)
}

/// The `x` in `lo..=hi` at which a non-decreasing `f` reaches `target` (bisection, 22 steps).
fn solve_in(f: impl Fn(f64) -> f64, target: f64, lo: f64, hi: f64) -> f64 {
    let (mut a, mut b) = (lo, hi);
    for _ in 0..22 {
        let m = 0.5 * (a + b);
        if f(m) < target {
            a = m;
        } else {
            b = m;
        }
    }
    0.5 * (a + b)
}

/// A team with its players, ratings, depth and front; cards to come.
fn skeleton(t: &TeamRow, groups: &BTreeMap<&'static str, Vec<Member>>, ix: &Indexes, p: &BuildParams, lg: &Leagues, name: String) -> SomTeam {
    let dd = roster::defense_depth(&groups["DL"], &groups["LB"], &groups["DB"], p, lg);
    let three_four = dd.front == Front::ThreeFour;
    // The line: tackles outside, the center, guards; any lineman where the position runs out.
    let ol = &groups["OL"];
    let mut taken: Vec<String> = Vec::new();
    let mut pick = |want: &[&str]| -> String {
        let m = ol.iter().find(|m| !taken.iter().any(|t| t == m.id()) && want.contains(&m.position())).or_else(|| ol.iter().find(|m| !taken.iter().any(|t| t == m.id()))).unwrap_or(&ol[0]);
        taken.push(m.id().to_string());
        m.id().to_string()
    };
    let lt = pick(&["T", "OT"]);
    let rt = pick(&["T", "OT"]);
    let c = pick(&["C"]);
    let lgd = pick(&["G", "OG"]);
    let rg = pick(&["G", "OG"]);
    let line = [lt, lgd, c, rg, rt];
    let run_block = roster::line_run_block(ix.rush, p);
    let pass_block = roster::line_pass_block(ix.protect, p);
    let ids = |g: &str| groups[g].iter().map(|m| m.id().to_string()).collect::<Vec<_>>();
    let mut players = Vec::new();
    for (g, _) in roster::GROUPS {
        for (rank, m) in groups[g].iter().enumerate() {
            let edge_lb = dd.edge_lbs.iter().any(|x| x == m.id()) && !three_four;
            let pos = roster::positions(m, edge_lb);
            let t = &m.total;
            let (rb, pb) = match g {
                "OL" => {
                    if line.iter().any(|x| x == m.id()) {
                        (run_block, pass_block)
                    } else {
                        (roster::step_down(run_block), roster::block_down(pass_block))
                    }
                }
                "TE" => (if rank == 0 && run_block == 6 { 5 } else { 4 }, 3),
                "RB" => {
                    if pos.first() == Some(&Pos::Fb) {
                        (5, 4)
                    } else {
                        (4, 2)
                    }
                }
                _ => (0, 0),
            };
            // An edge-rushing linebacker is rated as the lineman he plays.
            let rating_group = if g == "LB" && dd.edge_lbs.iter().any(|x| x == m.id()) { "DL" } else { g };
            let def_z = match g {
                "DL" => ix.run_def,
                "LB" => 0.5 * (ix.run_def + ix.pass_def),
                _ => ix.pass_def,
            };
            let is_def = matches!(g, "DL" | "LB" | "DB");
            let rush_edge = g == "LB" && (dd.edge_lbs.iter().any(|x| x == m.id()) || roster::edge_rusher(t, p, lg));
            players.push(SomPlayer {
                id: m.id().to_string(),
                name: m.team_row.name.clone(),
                pos,
                run_block: rb,
                pass_block: pb,
                pass_rush: if is_def { roster::pass_rush(t, g, rush_edge, p, lg) } else { None },
                defense: if is_def { roster::defense_rating(t, rating_group, def_z, p, &lg.norms) } else { 0 },
                running: None,
                passing: None,
                receiving: None,
                season: SeasonLine {
                    games: t.n("games").clamp(0.0, 99.0) as u16,
                    pass_att: t.n("attempts").min(9999.0) as u16,
                    rush_att: t.n("carries").min(9999.0) as u16,
                    receptions: t.n("receptions").min(9999.0) as u16,
                    targets: m.team_row.n("targets").min(9999.0) as u16,
                    designed_runs: None,
                },
            });
        }
    }
    let dropbacks = t.n("attempts") + t.n("sacks_suffered");
    let pass_lean = (100.0 * ratio(dropbacks, dropbacks + t.n("carries"))).round().clamp(0.0, 100.0) as u8;
    let fumble = fumble_rating(t, groups, lg, p);
    SomTeam {
        code: t.team.clone(),
        name,
        front: dd.front,
        fumble,
        players,
        defense_card: DefenseCard { linebuck: vec![], off_tackle: vec![], end_run: vec![], flat: vec![], short_from: p.short_from, short: vec![], long: vec![] },
        specialist: SpecialistCard {
            kicker: String::new(),
            punter: String::new(),
            kickoff: [crate::cards::KickoffCell::Touchback; 11],
            kick_returns: vec![],
            punt: [crate::cards::PuntCell::Blocked; 11],
            punt_returns: vec![],
            field_goals: vec![],
            extra_point: vec![],
            penalty: [crate::cards::PenaltyCell::None; 11],
        },
        depth: Depth { qb: ids("QB"), rb: ids("RB"), wr: ids("WR"), te: ids("TE"), line, defense: dd.slots },
        pass_lean,
    }
}

/// The team's Rec/QB fumble rating (T5): the rating whose expected receiver and sack fumbles a
/// game (receiver range/36 of its RECEIVER completions, QB range/36 of its sacks) are nearest
/// its own (receiving and sack fumbles a game, shrunk by 8 games toward the league's).
fn fumble_rating(t: &TeamRow, groups: &BTreeMap<&'static str, Vec<Member>>, lg: &Leagues, p: &BuildParams) -> FumbleRating {
    let g = t.games();
    let own: f64 = groups.values().flatten().filter(|m| !m.replacement).map(|m| m.team_row.n("receiving_fumbles") + m.team_row.n("sack_fumbles")).sum::<f64>();
    let own = shrink(own / g, g, lg.rec_sack_fumbles_pg, 8.0);
    let comp_pg = t.n("completions") / g * p.rec_completion_share;
    let sacks_pg = t.n("sacks_suffered") / g;
    let table = [(FumbleRating::Zero, 1.0, 0.0), (FumbleRating::One, 2.0, 1.0), (FumbleRating::To2, 4.0, 1.0), (FumbleRating::To3, 5.0, 2.0), (FumbleRating::To4, 6.0, 3.0), (FumbleRating::To5, 6.0, 4.0), (FumbleRating::To6, 6.0, 5.0)];
    let err = |x: &(FumbleRating, f64, f64)| ((x.1 * sacks_pg + x.2 * comp_pg) / 36.0 - own).abs();
    table.iter().min_by(|a, b| err(a).total_cmp(&err(b))).map(|x| x.0).unwrap_or(FumbleRating::One)
}

fn specialist(plan: &TeamPlan, lg: &Leagues, stats: &SeasonStats, p: &BuildParams) -> SpecialistCard {
    let g = &plan.groups;
    let kicker = &g["K"][0];
    let punter = &g["P"][0];
    // Kickoffs a team-game: a kickoff to start each half (one per team-game), after every
    // offensive touchdown and field goal, and after the other scores.
    let tg: f64 = stats.teams.iter().map(|t| t.games()).sum();
    let s = |c: &str| stats.players.iter().map(|r| r.n(c)).sum::<f64>();
    let kickoffs = ratio(s("passing_tds") + s("rushing_tds") + s("fg_made"), tg) + 1.0 + p.other_scores_per_game;
    let returns = ratio(s("kickoff_returns"), tg);
    let touchback = (1.0 - ratio(returns, kickoffs)).clamp(0.0, 1.0);
    let ko_mean = p.ko_spots.iter().map(|x| *x as f64).sum::<f64>() / p.ko_spots.len() as f64;
    let returners = |col_ret: &str, col_yds: &str, avg: f64, floor: f64, td_value: f64| -> Vec<Returner> {
        let mut all: Vec<&Member> = g.values().flatten().filter(|m| m.team_row.n(col_ret) > 0.0).collect();
        all.sort_by(|a, b| b.team_row.n(col_ret).total_cmp(&a.team_row.n(col_ret)).then(a.id().cmp(b.id())));
        // Fill to two with the backs and receivers next in line.
        for fill in g["RB"].iter().skip(1).chain(g["WR"].iter().skip(2)) {
            if all.len() >= 2 {
                break;
            }
            if !all.iter().any(|m| m.id() == fill.id()) {
                all.push(fill);
            }
        }
        all.iter()
            .take(2)
            .map(|m| {
                let n = m.total.n(col_ret);
                let mean = shrink(ratio(m.total.n(col_yds), n), n, avg, p.prior_returns);
                let td = n >= p.return_td_min && mean >= avg * p.return_td_factor;
                Returner { player: m.id().to_string(), column: special::return_column(mean, floor, td, p, td_value) }
            })
            .collect()
    };
    let kick_returns = returners("kickoff_returns", "kickoff_return_yards", lg.rates.kr_avg, p.kr_floor, 100.0 - ko_mean);
    let punt_returns = returners("punt_returns", "punt_return_yards", lg.rates.pr_avg, p.pr_floor, p.td_value);
    // Field goals.
    let k = &kicker.total;
    let rates = fg_rates(k, lg, p);
    let sent60 = k.n("fg_made_60_") + k.n("fg_missed_60_") > 0.0;
    let long = k.n("fg_long").max(if sent60 { 60.0 } else { 0.0 }).max(50.0);
    let max_los = ((long + 3.0).clamp(53.0, 63.0) - 17.0) as u8;
    let field_goals = special::field_goals(&rates, max_los, p);
    let xp_rate = shrink(ratio(k.n("pat_made"), k.n("pat_att")), k.n("pat_att"), lg.rates.pat, 10.0);
    let extra_point = special::good_totals(xp_rate, p);
    // Penalties: the team's share of readings on its own card.
    let t = &plan.row;
    let rate = ratio(t.n("penalties") / t.games(), p.plays_per_team_game);
    let own = (12.0 * rate / p.penalty_accept - p.penalty_opp_36 as f64 / 36.0).clamp(0.0, 0.8);
    SpecialistCard {
        kicker: kicker.id().to_string(),
        punter: punter.id().to_string(),
        kickoff: special::kickoff(touchback, p),
        kick_returns,
        punt: special::punts(p),
        punt_returns,
        field_goals,
        extra_point,
        penalty: special::penalties(own, p),
    }
}

/// The kicker's make rate by the card's bands: each nflverse distance band's rate shrunk toward
/// the league's (prior `prior_kicks`), falling `fg_slope_per_yard` a yard around its middle,
/// averaged over the band's yards (kick distance = LOS + 17), then held non-increasing with
/// distance (adjacent bands pooled).
pub(crate) fn fg_rates(k: &PlayerRow, lg: &Leagues, p: &BuildParams) -> Vec<f64> {
    let m = |a: &str| k.n(&format!("fg_made_{a}"));
    let x = |a: &str| k.n(&format!("fg_missed_{a}"));
    let bands: [(f64, f64, f64, f64); 5] = [
        (18.0, 29.0, m("0_19") + m("20_29"), x("0_19") + x("20_29")),
        (30.0, 39.0, m("30_39"), x("30_39")),
        (40.0, 49.0, m("40_49"), x("40_49")),
        (50.0, 59.0, m("50_59"), x("50_59")),
        (60.0, 66.0, m("60_"), x("60_")),
    ];
    let rate: Vec<f64> = bands.iter().enumerate().map(|(i, b)| shrink(ratio(b.2, b.2 + b.3), b.2 + b.3, lg.rates.fg_by_band[i], p.prior_kicks)).collect();
    let at = |d: f64| -> f64 {
        let i = bands.iter().position(|b| d <= b.1 + 0.5).unwrap_or(4);
        let mid = 0.5 * (bands[i].0 + bands[i].1);
        (rate[i] + p.fg_slope_per_yard * (mid - d)).clamp(0.0, 1.0)
    };
    let mut lo = 0.0;
    let mut out = Vec::new();
    for &top in &p.fg_band_max_los {
        let (a, b) = ((lo + 17.0f64).max(18.0), top as f64 + 17.0);
        let n = (b - a + 1.0).max(1.0) as usize;
        out.push((0..n).map(|j| at(a + j as f64)).sum::<f64>() / n as f64);
        lo = top as f64 + 1.0;
    }
    // Pool adjacent violators: a kicker is no better from farther out.
    let mut blocks: Vec<(f64, usize)> = Vec::new();
    for v in out {
        blocks.push((v, 1));
        while blocks.len() > 1 && blocks[blocks.len() - 1].0 > blocks[blocks.len() - 2].0 {
            let (b, a) = (blocks.pop().unwrap_or((0.0, 1)), blocks.pop().unwrap_or((0.0, 1)));
            blocks.push(((a.0 * a.1 as f64 + b.0 * b.1 as f64) / (a.1 + b.1) as f64, a.1 + b.1));
        }
    }
    blocks.iter().flat_map(|(v, n)| std::iter::repeat_n(*v, *n)).collect()
}

/// The embedded league file.
pub const LEAGUE_2024_JSON: &str = include_str!("../../data/league_2024.json");

/// The embedded 2024 league, parsed and validated once.
pub fn embedded_2024() -> &'static SomLeague {
    static L: OnceLock<SomLeague> = OnceLock::new();
    L.get_or_init(|| SomLeague::from_json(LEAGUE_2024_JSON, "data/league_2024.json").expect("the embedded league is checked by the tests"))
}

/// The league file's text: compact JSON, one team a line.
pub fn to_json(league: &SomLeague) -> String {
    let mut s = String::new();
    s.push_str(&format!("{{\"season\":{},\"source\":{},\"teams\":[\n", league.season, serde_json::to_string(&league.source).unwrap_or_default()));
    for (i, t) in league.teams.iter().enumerate() {
        s.push_str(&serde_json::to_string(t).unwrap_or_default());
        s.push_str(if i + 1 < league.teams.len() { ",\n" } else { "\n" });
    }
    s.push_str("]}\n");
    s
}
