//! The fidelity report: replayed seasons against the real one, league metrics and players.

use crate::schedule::Schedule;
use crate::season::SeasonResult;
use huddle_cards::builder::PlayerRow;
use huddle_stats::{PlayerLine, FG_BANDS};
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::Path;

/// One row of the league comparison.
#[derive(Clone, Debug, Serialize)]
pub struct MetricRow {
    pub metric: String,
    pub definition: String,
    pub real: f64,
    pub simulated: f64,
    /// (simulated − real) / real × 100; None when the real value is 0.
    pub deviation_pct: Option<f64>,
    /// Why the game cannot match the metric, when a rule decides it (`rule_bound`).
    pub note: Option<&'static str>,
}

/// Metrics a TTF rule sets apart from the NFL, with the rule: printed under the report so that a
/// reader sees which deviations calibration cannot remove.
pub fn rule_bound(metric: &str) -> Option<&'static str> {
    rule_bound_in("ttf7", metric)
}

/// [`rule_bound`] for a named rule system (`ttf7`, `sp6`, `bones`, `som`).
pub fn rule_bound_in(system: &str, metric: &str) -> Option<&'static str> {
    if system == "bones" {
        return match metric {
            "sack_yds" => Some("Football Bones §10.2 sets a sack's loss at 2d10 yards added (11 on average; the NFL's 6.6)"),
            "ties" => Some("Football Bones' overtime page is missing; its reconstruction is the NFL's 2013 regular-season overtime, which may end tied"),
            _ => None,
        };
    }
    if system == "som" {
        return match metric {
            "sack_yds" => Some("Strat-O-Matic §2.13.5 (L569, A-G16): a sack loses the total of all four dice (14 yards on average; the NFL's 6.6); option SackDice::Two reads L553's two dice"),
            "ties" => Some("Strat-O-Matic §1.5: the regular season's one overtime period may end tied"),
            _ => None,
        };
    }
    if system == "sp6" {
        return match metric {
            "sack_yds" => Some("Statis-Pro 6th §11 (8.3.6.3.1) sets a sack's loss at a new Pass Number ÷ 3, rounded down (7.8 yards on average; the NFL's 6.6)"),
            "kick_returns" => Some("Statis-Pro 6th §6.4: the Kickoff Table gives a touchback on 1 kick in 8 or so; the 2024 NFL's dynamic kickoff had most kicks land as touchbacks"),
            "ties" => Some("Statis-Pro 6th §18 (9.8): a regular-season overtime is one 15:00 sudden-death period that may end tied"),
            "pat_att" => Some("Statis-Pro 6th §14.2 has no two-point conversion (every touchdown is followed by a kick), and §14.1 returns a PN-48 field-goal block for a touchdown"),
            _ => None,
        };
    }
    match metric {
        "sack_yds" => Some("TTF §9.1 sets a sack's loss at a new Pass Number ÷ 3 (7.8 yards on average, more with the Z cards' multipliers of §19; the NFL's 6.6)"),
        "ties" => Some("TTF §21: a regular-season overtime may end tied"),
        _ => None,
    }
}

/// A player-level comparison.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerRowCmp {
    pub category: String,
    pub player: String,
    pub team: String,
    pub volume: f64,
    pub real: f64,
    pub simulated: f64,
    pub diff: f64,
    /// Tolerance of the project's targets, when the category has one.
    pub tolerance: Option<f64>,
}

/// A team-level comparison: the share of a team's plays that were dropbacks (pass attempts and
/// sacks among dropbacks and carries), real and simulated.
#[derive(Clone, Debug, Serialize)]
pub struct TeamRowCmp {
    pub category: String,
    pub team: String,
    pub real: f64,
    pub simulated: f64,
    pub diff: f64,
}

/// A team's season record, real (the schedule's scores) beside the replays' mean: wins (a tie
/// counts half), points for and against.
#[derive(Clone, Debug, Serialize)]
pub struct TeamRecordCmp {
    pub team: String,
    pub real_wins: f64,
    pub simulated_wins: f64,
    pub real_points_for: f64,
    pub simulated_points_for: f64,
    pub real_points_against: f64,
    pub simulated_points_against: f64,
}

/// Share of games (percent) whose final margin falls in a bucket.
#[derive(Clone, Debug, Serialize)]
pub struct MarginRow {
    pub margin: &'static str,
    /// From the schedule's real scores, when it has them.
    pub real: Option<f64>,
    pub simulated: f64,
}

/// Field goals in one NFL distance band: share of attempts and percentage made.
#[derive(Clone, Debug, Serialize)]
pub struct FgBandRow {
    pub band: String,
    /// From the real player file, when given.
    pub real_att_share: Option<f64>,
    pub real_pct: Option<f64>,
    pub simulated_att_share: f64,
    pub simulated_pct: Option<f64>,
}

#[derive(Clone, Debug, Serialize)]
pub struct Fidelity {
    pub replays: usize,
    pub league: Vec<MetricRow>,
    pub players: Vec<PlayerRowCmp>,
    /// The distribution of final margins (ties, 1-3, 4-6, 7-8, 9-14, 15-21, 22+).
    pub margins: Vec<MarginRow>,
    /// Field goals by distance band, league-wide.
    pub field_goals: Vec<FgBandRow>,
    /// Team-level comparisons (from the player file's rows summed by team).
    pub teams: Vec<TeamRowCmp>,
    /// Each team's record beside the real one, when the schedule has the real scores; best
    /// real record first.
    pub records: Vec<TeamRecordCmp>,
}

/// Per team (wins, points for, points against) over `games` (home, away, home score, away
/// score), each divided by `per`.
fn records_of<'a>(games: impl Iterator<Item = (&'a str, &'a str, u16, u16)>, per: f64) -> BTreeMap<String, (f64, f64, f64)> {
    let mut out: BTreeMap<String, (f64, f64, f64)> = BTreeMap::new();
    for (h, a, hs, as_) in games {
        for (t, pf, pa) in [(h, hs, as_), (a, as_, hs)] {
            let e = out.entry(t.to_string()).or_default();
            e.0 += match pf.cmp(&pa) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Less => 0.0,
            } / per;
            e.1 += pf as f64 / per;
            e.2 += pa as f64 / per;
        }
    }
    out
}

/// Every team's real record (from the schedule's played games) beside the replays' mean.
pub fn team_records(seasons: &[SeasonResult], schedule: Option<&Schedule>) -> Vec<TeamRecordCmp> {
    let Some(sch) = schedule else { return Vec::new() };
    let real = records_of(sch.games.iter().filter_map(|g| g.score.map(|(h, a)| (g.home.as_str(), g.away.as_str(), h, a))), 1.0);
    let sim = records_of(seasons.iter().flat_map(|s| s.games.iter().map(|g| (g.home.as_str(), g.away.as_str(), g.home_score, g.away_score))), seasons.len().max(1) as f64);
    let mut out: Vec<TeamRecordCmp> = real
        .iter()
        .filter_map(|(t, r)| {
            let s = sim.get(t)?;
            Some(TeamRecordCmp { team: t.clone(), real_wins: r.0, simulated_wins: s.0, real_points_for: r.1, simulated_points_for: s.1, real_points_against: r.2, simulated_points_against: s.2 })
        })
        .collect();
    out.sort_by(|a, b| b.real_wins.total_cmp(&a.real_wins).then((b.real_points_for - b.real_points_against).total_cmp(&(a.real_points_for - a.real_points_against))).then(a.team.cmp(&b.team)));
    out
}

/// Final-margin buckets: a tie, a field goal, less than a touchdown, a converted touchdown,
/// two scores, three scores, more.
pub const MARGIN_BUCKETS: [(&str, u16, u16); 7] = [("0", 0, 0), ("1-3", 1, 3), ("4-6", 4, 6), ("7-8", 7, 8), ("9-14", 9, 14), ("15-21", 15, 21), ("22+", 22, u16::MAX)];

fn margin_shares(margins: impl Iterator<Item = u16>) -> Option<[f64; 7]> {
    let mut c = [0.0; 7];
    let mut n = 0.0;
    for m in margins {
        n += 1.0;
        if let Some(i) = MARGIN_BUCKETS.iter().position(|b| (b.1..=b.2).contains(&m)) {
            c[i] += 1.0;
        }
    }
    (n > 0.0).then(|| c.map(|x| 100.0 * x / n))
}

/// The final-margin distribution of the replays, beside the real one when `schedule` carries
/// the real scores.
pub fn margins(seasons: &[SeasonResult], schedule: Option<&Schedule>) -> Vec<MarginRow> {
    let sim = margin_shares(seasons.iter().flat_map(|s| s.games.iter().map(|g| g.home_score.abs_diff(g.away_score)))).unwrap_or([0.0; 7]);
    let real = schedule.and_then(|s| margin_shares(s.games.iter().filter_map(|g| g.score).map(|(h, a)| h.abs_diff(a))));
    MARGIN_BUCKETS.iter().enumerate().map(|(i, b)| MarginRow { margin: b.0, real: real.map(|r| r[i]), simulated: sim[i] }).collect()
}

/// Reads a league-averages file (`metric,value,definition`).
pub fn read_averages(path: &Path) -> Result<Vec<(String, f64, String)>, String> {
    let file = path.display().to_string();
    let mut rd = csv::Reader::from_path(path).map_err(|e| format!("{file}: cannot read: {e}"))?;
    let h = rd.headers().map_err(|e| format!("{file}: {e}"))?.clone();
    let col = |n: &str| h.iter().position(|x| x.trim() == n).ok_or_else(|| format!("{file}: missing column '{n}' (expected metric,value,definition)"));
    let (cm, cv) = (col("metric")?, col("value")?);
    let cd = h.iter().position(|x| x.trim() == "definition");
    let mut out = Vec::new();
    for rec in rd.records() {
        let rec = rec.map_err(|e| format!("{file}: {e}"))?;
        let line = rec.position().map(|p| p.line()).unwrap_or(0);
        let m = rec.get(cm).unwrap_or("").trim().to_string();
        let v: f64 = rec.get(cv).unwrap_or("").trim().parse().map_err(|_| format!("{file}: line {line}: value of '{m}' is not a number"))?;
        out.push((m, v, cd.and_then(|i| rec.get(i)).unwrap_or("").to_string()));
    }
    Ok(out)
}

fn sd(v: &[f64]) -> f64 {
    let n = v.len() as f64;
    if n < 2.0 {
        return 0.0;
    }
    let m = v.iter().sum::<f64>() / n;
    (v.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (n - 1.0)).sqrt()
}

fn r(a: f64, b: f64) -> f64 {
    if b != 0.0 {
        a / b
    } else {
        0.0
    }
}

/// Simulated values of the league metrics (same definitions as the nflverse league averages).
pub fn simulated_metrics(seasons: &[SeasonResult]) -> BTreeMap<&'static str, f64> {
    let mut t = huddle_stats::TeamTotals::default();
    let mut team_games = 0.0;
    let mut game_points = Vec::new();
    let mut team_points = Vec::new();
    let mut margins = Vec::new();
    let (mut games, mut home_wins, mut one_score, mut ot, mut ties): (f64, f64, f64, f64, f64) = (0.0, 0.0, 0.0, 0.0, 0.0);
    for s in seasons {
        for tt in s.teams.values() {
            t += tt;
        }
        for g in &s.games {
            games += 1.0;
            team_games += 2.0;
            let (h, a) = (g.home_score as f64, g.away_score as f64);
            game_points.push(h + a);
            team_points.push(h);
            team_points.push(a);
            margins.push(h - a);
            if h > a {
                home_wins += 1.0;
            }
            if (h - a).abs() <= 8.0 {
                one_score += 1.0;
            }
            if g.overtime {
                ot += 1.0;
            }
            if h == a {
                ties += 1.0;
            }
        }
    }
    let pg = |x: f64| r(x, team_games);
    let mut m = BTreeMap::new();
    m.insert("team_games", team_games / seasons.len().max(1) as f64);
    m.insert("points", pg(t.points as f64));
    m.insert("pass_att", pg(t.pass_att as f64));
    m.insert("completions", pg(t.completions as f64));
    m.insert("comp_pct", 100.0 * r(t.completions as f64, t.pass_att as f64));
    m.insert("pass_yds_gross", pg(t.pass_yards as f64));
    m.insert("ypa", r(t.pass_yards as f64, t.pass_att as f64));
    m.insert("pass_td", pg(t.pass_tds as f64));
    m.insert("int", pg(t.interceptions as f64));
    m.insert("int_pct", 100.0 * r(t.interceptions as f64, t.pass_att as f64));
    m.insert("sacks", pg(t.sacks as f64));
    m.insert("sack_yds", pg(t.sack_yards as f64));
    m.insert("sack_rate", 100.0 * r(t.sacks as f64, (t.pass_att + t.sacks) as f64));
    m.insert("rush_att", pg(t.rushes as f64));
    m.insert("rush_yds", pg(t.rush_yards as f64));
    m.insert("ypc", r(t.rush_yards as f64, t.rushes as f64));
    m.insert("rush_td", pg(t.rush_tds as f64));
    m.insert("scrimmage_plays", pg((t.pass_att + t.sacks + t.rushes) as f64));
    m.insert("pass_share", 100.0 * r((t.pass_att + t.sacks) as f64, (t.pass_att + t.sacks + t.rushes) as f64));
    m.insert("fumbles_lost", pg(t.fumbles_lost as f64));
    m.insert("penalties", pg(t.penalties as f64));
    m.insert("penalty_yds", pg(t.penalty_yards as f64));
    m.insert("punt_returns", pg(t.punt_returns as f64));
    m.insert("punt_return_avg", r(t.punt_return_yards as f64, t.punt_returns as f64));
    m.insert("kick_returns", pg(t.kick_returns as f64));
    m.insert("kick_return_avg", r(t.kick_return_yards as f64, t.kick_returns as f64));
    m.insert("fg_att", pg(t.fg_att as f64));
    m.insert("fg_pct", 100.0 * r(t.fg_made as f64, t.fg_att as f64));
    m.insert("pat_att", pg(t.xp_att as f64));
    m.insert("pat_pct", 100.0 * r(t.xp_made as f64, t.xp_att as f64));
    m.insert("game_points_mean", game_points.iter().sum::<f64>() / games.max(1.0));
    m.insert("game_points_sd", sd(&game_points));
    m.insert("team_points_sd", sd(&team_points));
    m.insert("home_win_pct", 100.0 * r(home_wins, games));
    m.insert("one_score_pct", 100.0 * r(one_score, games));
    m.insert("margin_sd", sd(&margins));
    m.insert("overtime_pct", 100.0 * r(ot, games));
    m.insert("ties", ties / seasons.len().max(1) as f64);
    m
}

fn player_totals(seasons: &[SeasonResult]) -> BTreeMap<(String, String), PlayerLine> {
    let mut all: BTreeMap<(String, String), PlayerLine> = BTreeMap::new();
    for s in seasons {
        for (k, v) in &s.players {
            *all.entry(k.clone()).or_default() += v;
        }
    }
    all
}

/// The full report. `players` (optional) is the real player file for player-level checks;
/// `schedule` (optional) the played schedule whose real scores give the real margin distribution.
pub fn report(seasons: &[SeasonResult], averages: &[(String, f64, String)], players: Option<&[PlayerRow]>, schedule: Option<&Schedule>) -> Fidelity {
    report_in("ttf7", seasons, averages, players, schedule)
}

/// [`report`] for a named rule system, whose rules set the notes (see [`rule_bound_in`]).
pub fn report_in(system: &str, seasons: &[SeasonResult], averages: &[(String, f64, String)], players: Option<&[PlayerRow]>, schedule: Option<&Schedule>) -> Fidelity {
    let sim = simulated_metrics(seasons);
    let mut league = Vec::new();
    for (m, real, def) in averages {
        if m == "team_games" {
            continue;
        }
        if let Some(&s) = sim.get(m.as_str()) {
            let dev = if *real != 0.0 { Some(100.0 * (s - real) / real) } else { None };
            league.push(MetricRow { metric: m.clone(), definition: def.clone(), real: *real, simulated: s, deviation_pct: dev, note: rule_bound_in(system, m) });
        }
    }
    let mut prs = Vec::new();
    if let Some(rows) = players {
        let tot = player_totals(seasons);
        let n = seasons.len().max(1) as f64;
        for row in rows {
            let Some(l) = tot.get(&(row.team.clone(), row.id.clone())) else { continue };
            let mut push = |cat: &str, vol: f64, real: f64, simv: f64, tol: Option<f64>| {
                prs.push(PlayerRowCmp { category: cat.into(), player: row.name.clone(), team: row.team.clone(), volume: vol, real, simulated: simv, diff: simv - real, tolerance: tol });
            };
            let att = row.n("attempts");
            if att >= 200.0 && l.pass_att > 0 {
                push("completion %", att, 100.0 * r(row.n("completions"), att), 100.0 * r(l.completions as f64, l.pass_att as f64), Some(3.0));
                push("yards per attempt", att, r(row.n("passing_yards"), att), r(l.pass_yards as f64, l.pass_att as f64), None);
                push("interception %", att, 100.0 * r(row.n("passing_interceptions"), att), 100.0 * r(l.ints as f64, l.pass_att as f64), None);
                let db = att + row.n("sacks_suffered");
                push("sack %", att, 100.0 * r(row.n("sacks_suffered"), db), 100.0 * r(l.sacked as f64, (l.pass_att + l.sacked) as f64), None);
            }
            let car = row.n("carries");
            if car >= 100.0 && l.rushes > 0 {
                push("yards per carry", car, r(row.n("rushing_yards"), car), r(l.rush_yards as f64, l.rushes as f64), Some(0.4));
                push("carries per season", car, car, l.rushes as f64 / n, None);
            }
            let tg = row.n("targets");
            if tg >= 50.0 && l.targets > 0 {
                push("catches per target", tg, r(row.n("receptions"), tg), r(l.receptions as f64, l.targets as f64), None);
                push("yards per target", tg, r(row.n("receiving_yards"), tg), r(l.rec_yards as f64, l.targets as f64), None);
                push("targets per season", tg, tg, l.targets as f64 / n, None);
            }
            let fga = row.n("fg_att");
            if fga >= 15.0 && l.fg_att > 0 {
                push("field goal %", fga, 100.0 * r(row.n("fg_made"), fga), 100.0 * r(l.fg_made as f64, l.fg_att as f64), Some(5.0));
                // By distance (no target: a kicker tries a handful a season from each band).
                for (name, lo, hi) in KICKER_BANDS {
                    let (made, att) = real_band(row, lo, hi);
                    let (sm, sa) = (lo..=hi).fold((0, 0), |a, i| (a.0 + l.fg_made_band[i], a.1 + l.fg_att_band[i]));
                    if att >= 5.0 && sa > 0 {
                        push(name, att, 100.0 * r(made, att), 100.0 * r(sm as f64, sa as f64), None);
                    }
                }
            }
        }
    }
    let field_goals = fg_bands(seasons, players);
    let teams = players.map(|rows| team_rows(seasons, rows)).unwrap_or_default();
    Fidelity { replays: seasons.len(), league, players: prs, margins: margins(seasons, schedule), field_goals, teams, records: team_records(seasons, schedule) }
}

/// Each team's dropback share (%), real (its players' rows summed) beside the replays' (team
/// totals): how far the replays' coaches call the real teams' mix.
fn team_rows(seasons: &[SeasonResult], rows: &[PlayerRow]) -> Vec<TeamRowCmp> {
    let mut real: BTreeMap<&str, (f64, f64)> = BTreeMap::new();
    for row in rows {
        let e = real.entry(row.team.as_str()).or_default();
        e.0 += row.n("attempts") + row.n("sacks_suffered");
        e.1 += row.n("carries");
    }
    let mut sim: BTreeMap<&str, (f64, f64)> = BTreeMap::new();
    for s in seasons {
        for (t, tt) in &s.teams {
            let e = sim.entry(t.as_str()).or_default();
            e.0 += (tt.pass_att + tt.sacks) as f64;
            e.1 += tt.rushes as f64;
        }
    }
    real.iter()
        .filter_map(|(t, (rd, rc))| {
            let (sd, sc) = sim.get(t)?;
            let (real, simulated) = (100.0 * r(*rd, rd + rc), 100.0 * r(*sd, sd + sc));
            (rd + rc > 0.0 && sd + sc > 0.0).then(|| TeamRowCmp { category: "team dropback share %".into(), team: t.to_string(), real, simulated, diff: simulated - real })
        })
        .collect()
}

/// Pearson correlation (0 when either side does not vary).
fn correlation(pairs: &[(f64, f64)]) -> f64 {
    let n = pairs.len().max(1) as f64;
    let (mx, my) = (pairs.iter().map(|p| p.0).sum::<f64>() / n, pairs.iter().map(|p| p.1).sum::<f64>() / n);
    let cov: f64 = pairs.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    let (vx, vy): (f64, f64) = (pairs.iter().map(|p| (p.0 - mx).powi(2)).sum(), pairs.iter().map(|p| (p.1 - my).powi(2)).sum());
    if vx > 0.0 && vy > 0.0 {
        cov / (vx * vy).sqrt()
    } else {
        0.0
    }
}

/// The kicker-level distance groups: (category, first and last [`FG_BANDS`] index).
const KICKER_BANDS: [(&str, usize, usize); 3] = [("field goal % under 40 yds", 0, 2), ("field goal % 40-49 yds", 3, 3), ("field goal % 50+ yds", 4, 5)];

/// A real player's field goals made and tried (made + missed) in bands `lo..=hi`.
fn real_band(row: &PlayerRow, lo: usize, hi: usize) -> (f64, f64) {
    FG_BANDS[lo..=hi].iter().fold((0.0, 0.0), |a, (suffix, _)| {
        let made = row.n(&format!("fg_made_{suffix}"));
        (a.0 + made, a.1 + made + row.n(&format!("fg_missed_{suffix}")))
    })
}

/// League-wide field goals by band: real (from the player file) and simulated.
fn fg_bands(seasons: &[SeasonResult], players: Option<&[PlayerRow]>) -> Vec<FgBandRow> {
    const N: usize = FG_BANDS.len();
    let (mut sa, mut sm) = ([0u64; N], [0u64; N]);
    for s in seasons {
        for v in s.players.values() {
            for i in 0..N {
                sa[i] += v.fg_att_band[i] as u64;
                sm[i] += v.fg_made_band[i] as u64;
            }
        }
    }
    let (mut ra, mut rm) = ([0.0f64; N], [0.0f64; N]);
    for row in players.unwrap_or(&[]) {
        for i in 0..N {
            let (m, a) = real_band(row, i, i);
            rm[i] += m;
            ra[i] += a;
        }
    }
    let (st, rt): (u64, f64) = (sa.iter().sum(), ra.iter().sum());
    FG_BANDS
        .iter()
        .enumerate()
        .map(|(i, (suffix, _))| FgBandRow {
            band: suffix.replace('_', "-").trim_end_matches('-').to_string() + if suffix.ends_with('_') { "+" } else { "" },
            real_att_share: (players.is_some() && rt > 0.0).then(|| 100.0 * ra[i] / rt),
            real_pct: (ra[i] > 0.0).then(|| 100.0 * rm[i] / ra[i]),
            simulated_att_share: 100.0 * r(sa[i] as f64, st as f64),
            simulated_pct: (sa[i] > 0).then(|| 100.0 * sm[i] as f64 / sa[i] as f64),
        })
        .collect()
}

impl Fidelity {
    /// League metrics deviating by more than `pct` percent.
    pub fn over(&self, pct: f64) -> Vec<&MetricRow> {
        self.league.iter().filter(|m| m.deviation_pct.is_some_and(|d| d.abs() > pct)).collect()
    }

    /// Text report.
    pub fn render(&self) -> String {
        use std::fmt::Write;
        let mut s = String::new();
        let _ = writeln!(s, "Fidelity over {} replayed season(s)\n", self.replays);
        let _ = writeln!(s, "{:<18}{:>10}{:>12}{:>10}", "metric", "real", "simulated", "dev %");
        for m in &self.league {
            let dev = m.deviation_pct.map(|d| format!("{d:+.1}")).unwrap_or_else(|| "n/a".into());
            let _ = writeln!(s, "{:<18}{:>10.3}{:>12.3}{:>10}", m.metric, m.real, m.simulated, dev);
        }
        for m in self.league.iter().filter(|m| m.note.is_some()) {
            let _ = writeln!(s, "  {} — {}", m.metric, m.note.unwrap_or_default());
        }
        let _ = writeln!(s, "\nfinal margin (% of games){:>6}{:>12}", "real", "simulated");
        for m in &self.margins {
            let real = m.real.map(|r| format!("{r:.1}")).unwrap_or_else(|| "-".into());
            let _ = writeln!(s, "  {:<22}{:>8}{:>12.1}", m.margin, real, m.simulated);
        }
        let opt = |v: Option<f64>| v.map(|x| format!("{x:.1}")).unwrap_or_else(|| "-".into());
        let _ = writeln!(s, "\nfield goals by distance  % of attempts (real, sim)   % made (real, sim)");
        for b in &self.field_goals {
            let _ = writeln!(s, "  {:<22}{:>8}{:>8}{:>16}{:>8}", b.band, opt(b.real_att_share), format!("{:.1}", b.simulated_att_share), opt(b.real_pct), opt(b.simulated_pct));
        }
        let mut cats: Vec<&str> = self.players.iter().map(|p| p.category.as_str()).collect();
        cats.dedup();
        let mut seen = Vec::new();
        for c in cats {
            if seen.contains(&c) {
                continue;
            }
            seen.push(c);
            let rows: Vec<&PlayerRowCmp> = self.players.iter().filter(|p| p.category == c).collect();
            let within = rows.iter().filter(|p| p.tolerance.is_none_or(|t| p.diff.abs() <= t)).count();
            let mae = rows.iter().map(|p| p.diff.abs()).sum::<f64>() / rows.len().max(1) as f64;
            let tol = rows.first().and_then(|p| p.tolerance);
            let _ = writeln!(
                s,
                "\n{c}: {} players, mean |diff| {mae:.2}{}",
                rows.len(),
                tol.map(|t| format!(", within ±{t}: {within}/{}", rows.len())).unwrap_or_default()
            );
            for p in rows {
                let _ = writeln!(s, "  {:<26}{:<4}{:>9.2}{:>9.2}{:>8.2}", p.player, p.team, p.real, p.simulated, p.diff);
            }
        }
        if !self.teams.is_empty() {
            let pairs: Vec<(f64, f64)> = self.teams.iter().map(|t| (t.real, t.simulated)).collect();
            let mae = self.teams.iter().map(|t| t.diff.abs()).sum::<f64>() / self.teams.len() as f64;
            let _ = writeln!(s, "\nteam dropback share %: {} teams, mean |diff| {mae:.2}, correlation {:.2}", self.teams.len(), correlation(&pairs));
            for t in &self.teams {
                let _ = writeln!(s, "  {:<30}{:>9.2}{:>9.2}{:>8.2}", t.team, t.real, t.simulated, t.diff);
            }
        }
        if !self.records.is_empty() {
            let corr = |f: fn(&TeamRecordCmp) -> (f64, f64)| correlation(&self.records.iter().map(f).collect::<Vec<_>>());
            let mae = self.records.iter().map(|t| (t.simulated_wins - t.real_wins).abs()).sum::<f64>() / self.records.len() as f64;
            let _ = writeln!(
                s,
                "\nteam records: {} teams, wins mean |diff| {mae:.2}, correlation: wins {:.2}, points for {:.2}, points against {:.2}, point differential {:.2}",
                self.records.len(),
                corr(|t| (t.real_wins, t.simulated_wins)),
                corr(|t| (t.real_points_for, t.simulated_points_for)),
                corr(|t| (t.real_points_against, t.simulated_points_against)),
                corr(|t| (t.real_points_for - t.real_points_against, t.simulated_points_for - t.simulated_points_against)),
            );
            let _ = writeln!(s, "  {:<6}{:>14}{:>16}{:>16}", "", "wins real/sim", "PF real/sim", "PA real/sim");
            for t in &self.records {
                let _ = writeln!(s, "  {:<6}{:>6.1}{:>8.1}{:>8.0}{:>8.0}{:>8.0}{:>8.0}", t.team, t.real_wins, t.simulated_wins, t.real_points_for, t.simulated_points_for, t.real_points_against, t.simulated_points_against);
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schedule::Fixture;
    use crate::season::GameResult;

    fn season(scores: &[(u16, u16)]) -> SeasonResult {
        let games = scores.iter().map(|&(h, a)| GameResult { week: 1, home: "KC".into(), away: "DEN".into(), home_score: h, away_score: a, overtime: false, tds: [0, 0] }).collect();
        SeasonResult { games, teams: BTreeMap::new(), players: BTreeMap::new(), standings: Default::default(), refused_calls: 0, ..Default::default() }
    }

    #[test]
    fn team_records_put_the_real_season_beside_the_replays_mean() {
        // Real: KC beat DEN 20-17 and tied 10-10 at DEN; the third game was not played yet.
        let sched = Schedule {
            games: vec![
                Fixture { week: 1, home: "KC".into(), away: "DEN".into(), score: Some((20, 17)) },
                Fixture { week: 2, home: "DEN".into(), away: "KC".into(), score: Some((10, 10)) },
                Fixture { week: 3, home: "KC".into(), away: "DEN".into(), score: None },
            ],
        };
        // Two replays (KC at home every game): KC 2-0 then 0-2.
        let rows = team_records(&[season(&[(21, 7), (30, 3)]), season(&[(0, 7), (14, 17)])], Some(&sched));
        let kc = rows.iter().find(|r| r.team == "KC").unwrap();
        assert_eq!((kc.real_wins, kc.real_points_for, kc.real_points_against), (1.5, 30.0, 27.0), "a tie counts half");
        assert_eq!((kc.simulated_wins, kc.simulated_points_for, kc.simulated_points_against), (1.0, 32.5, 17.0), "per replay");
        let den = rows.iter().find(|r| r.team == "DEN").unwrap();
        assert_eq!((den.real_wins, den.simulated_wins, den.simulated_points_for), (0.5, 1.0, 17.0));
        assert_eq!(rows[0].team, "KC", "best real record first");
        // Without a schedule (or its scores) there is nothing to compare.
        assert!(team_records(&[season(&[(3, 0)])], None).is_empty());
        let text = Fidelity { replays: 2, league: vec![], players: vec![], margins: vec![], field_goals: vec![], teams: vec![], records: rows }.render();
        assert!(text.contains("team records: 2 teams, wins mean |diff| 0.50"), "{text}");
    }

    #[test]
    fn margins_are_bucketed_by_scoring_units() {
        // Margins 0, 3, 4, 7, 8, 9, 14, 15, 22, 30.
        let s = season(&[(10, 10), (13, 10), (0, 4), (14, 7), (8, 16), (9, 0), (28, 14), (15, 0), (22, 0), (30, 0)]);
        let sched = Schedule { games: vec![Fixture { week: 1, home: "KC".into(), away: "DEN".into(), score: Some((20, 17)) }, Fixture { week: 2, home: "DEN".into(), away: "KC".into(), score: None }] };
        let rows = margins(&[s], Some(&sched));
        let sim: Vec<f64> = rows.iter().map(|r| r.simulated).collect();
        assert_eq!(sim, vec![10.0, 10.0, 10.0, 20.0, 20.0, 10.0, 20.0]);
        // Only played games count for the real distribution: one game, a 3-point margin.
        let real: Vec<Option<f64>> = rows.iter().map(|r| r.real).collect();
        assert_eq!(real, vec![Some(0.0), Some(100.0), Some(0.0), Some(0.0), Some(0.0), Some(0.0), Some(0.0)]);
        // Without a played schedule there is no real column.
        assert!(margins(&[season(&[(3, 0)])], None).iter().all(|r| r.real.is_none()));
    }

    #[test]
    fn teams_are_compared_by_dropback_share() {
        // Real (the player rows summed by team): KC 2 passers with 500 + 40 attempts and 30
        // sacks, 430 carries among three players: 570 of 1000 plays. DEN 400 + 20 of 820.
        // Simulated, two replays: KC 60 + 10 of 140 and 50 + 10 of 120 (130 of 260), DEN 40 of 100
        // twice.
        let (mut s1, mut s2) = (season(&[(3, 0)]), season(&[(3, 0)]));
        let tt = |att: u32, sacks: u32, rushes: u32| huddle_stats::TeamTotals { pass_att: att, sacks, rushes, ..Default::default() };
        s1.teams.insert("KC".into(), tt(60, 10, 70));
        s2.teams.insert("KC".into(), tt(50, 10, 60));
        s1.teams.insert("DEN".into(), tt(38, 2, 60));
        s2.teams.insert("DEN".into(), tt(38, 2, 60));
        let row = |id: &str, team: &str, v: &[(&'static str, f64)]| v.iter().fold(PlayerRow::blank(id.into(), id.into(), "QB", "QB", team), |r, &(c, x)| r.with(c, x));
        let rows = [
            row("q1", "KC", &[("attempts", 500.0), ("sacks_suffered", 28.0), ("carries", 60.0)]),
            row("q2", "KC", &[("attempts", 40.0), ("sacks_suffered", 2.0)]),
            row("r1", "KC", &[("carries", 250.0)]),
            row("r2", "KC", &[("carries", 120.0)]),
            row("q3", "DEN", &[("attempts", 400.0), ("sacks_suffered", 20.0), ("carries", 400.0)]),
            row("x1", "LV", &[("attempts", 100.0)]),
        ];
        let f = report(&[s1, s2], &[], Some(&rows), None);
        let got: Vec<(&str, f64, f64)> = f.teams.iter().map(|t| (t.team.as_str(), t.real, t.simulated)).collect();
        // LV has no simulated games: no row.
        assert_eq!(got.len(), 2, "{got:?}");
        assert_eq!(got[0].0, "DEN");
        assert!((got[0].1 - 100.0 * 420.0 / 820.0).abs() < 1e-9 && (got[0].2 - 40.0).abs() < 1e-9, "{got:?}");
        assert_eq!(got[1].0, "KC");
        assert!((got[1].1 - 57.0).abs() < 1e-9 && (got[1].2 - 50.0).abs() < 1e-9, "{got:?}");
        assert!((f.teams[1].diff + 7.0).abs() < 1e-9);
        let text = f.render();
        assert!(text.contains("team dropback share %: 2 teams, mean |diff| 9.11, correlation 1.00"), "{text}");
        // Without a player file there is nothing to compare.
        assert!(report(&[season(&[(3, 0)])], &[], None, None).teams.is_empty());
    }

    /// One replayed season in which kicker k1 (KC) tried `sim` field goals — (band index,
    /// attempts, made) — against his real `(column, value)` record.
    fn kicker_report(sim: &[(usize, u32, u32)], real: &[(&'static str, f64)]) -> Fidelity {
        let mut s = season(&[(3, 0)]);
        let mut line = PlayerLine::default();
        for &(i, att, made) in sim {
            (line.fg_att_band[i], line.fg_made_band[i]) = (att, made);
            (line.fg_att, line.fg_made) = (line.fg_att + att, line.fg_made + made);
        }
        s.players.insert(("KC".into(), "k1".into()), line);
        let row = real.iter().fold(PlayerRow::blank("k1".into(), "Kicker".into(), "K", "K", "KC"), |r, &(c, v)| r.with(c, v));
        report(&[s], &[], Some(&[row]), None)
    }

    #[test]
    fn field_goals_are_compared_by_distance_band() {
        // Real: 3 of 4 from 20-29, 1 of 2 from 50-59. Simulated: 2 of 2 from 30-39, 1 of 2 from 50-59.
        let real = [("fg_att", 16.0), ("fg_made", 4.0), ("fg_made_20_29", 3.0), ("fg_missed_20_29", 1.0), ("fg_made_50_59", 1.0), ("fg_missed_50_59", 1.0)];
        let f = kicker_report(&[(2, 2, 2), (4, 2, 1)], &real);
        let bands: Vec<&str> = f.field_goals.iter().map(|b| b.band.as_str()).collect();
        assert_eq!(bands, ["0-19", "20-29", "30-39", "40-49", "50-59", "60+"]);
        let b = |i: usize| &f.field_goals[i];
        assert_eq!((b(1).real_att_share, b(1).real_pct, b(1).simulated_att_share, b(1).simulated_pct), (Some(400.0 / 6.0), Some(75.0), 0.0, None));
        assert_eq!((b(2).real_att_share, b(2).simulated_att_share, b(2).simulated_pct), (Some(0.0), 50.0, Some(100.0)));
        assert_eq!((b(4).real_pct, b(4).simulated_att_share, b(4).simulated_pct), (Some(50.0), 50.0, Some(50.0)));
        // The kicker's own lines (15 attempts or more): overall, then by distance where he tried 5
        // or more in the group (none here: 4 under 40, 2 from 50+).
        let cats: Vec<&str> = f.players.iter().map(|p| p.category.as_str()).collect();
        assert_eq!(cats, ["field goal %"]);
        // With 5 of 6 under 40 (3 of 4 from 20-29, 2 of 2 from 30-39) the group is compared: real
        // 5/6, simulated 2/2 from 30-39.
        let mut real = real.to_vec();
        real[1].1 = 6.0;
        real.push(("fg_made_30_39", 2.0));
        let f = kicker_report(&[(2, 2, 2), (4, 2, 1)], &real);
        let under40 = f.players.iter().find(|p| p.category == "field goal % under 40 yds").expect("the under-40 group is compared");
        assert_eq!((under40.volume, under40.simulated, under40.tolerance), (6.0, 100.0, None));
        assert!((under40.real - 500.0 / 6.0).abs() < 1e-9);
        assert!(f.players.iter().all(|p| p.category != "field goal % 50+ yds" && p.category != "field goal % 40-49 yds"));
        assert!(f.render().contains("field goals by distance"));
    }
}
