//! # The Strat-O-Matic league layer (rule digest `som.md` PART 1, rulebook L259–L309)
//!
//! * **§1.2 League and schedule** — [`SomLeague`] (2 conferences × 2 divisions, team counts from
//!   the caller, validated) and [`generate_schedule`] (a seeded N-game season, 11 by default,
//!   [`SEASON_GAMES`]); [`check_schedule`] checks any schedule against the same constraints.
//! * **§1.4 Tiebreakers** — [`SomStandings`] keeps the records of a season's [`SomGame`]s (with
//!   touchdowns per team) and orders any set of teams with the NFL procedure of 2002–2013
//!   ([`SomStandings::rank`]), reporting the step that decided every separation ([`Placed`]).
//! * **§1.3 Playoffs** — [`SomStandings::playoff_seeds`] and the week-by-week [`SomBracket`].
//! * **§1.1 Draft** — [`draft_order`], [`draft_pool`] and [`SomLeagueRules`] (no trades).
//!
//! ## Decisions on the digest's ambiguities
//! * **A-L1 (tiebreakers).** The NFL procedure of §1.4 is the default ([`TiebreakOptions::default`]);
//!   the four step lists and the common-games minimums are options. Details the digest leaves open:
//!   ties count ½ win and ½ loss everywhere; "head-to-head" is skipped (not applicable) when a club
//!   has not met the other tied clubs; "common games" are the games against the opponents every
//!   tied club has played (so the tied clubs themselves never count), a step that needs at least one
//!   such game for each club in a division tie and at least 4 ([`TiebreakOptions::wild_card_common_minimum`])
//!   in a wild-card tie, otherwise it is skipped; strength of victory counts the full record of the
//!   opponent of every game won (an opponent beaten twice counts twice), strength of schedule the
//!   record of the opponent of every game played; in the combined rankings a club's places in points
//!   scored (most first) and points allowed (fewest first) are added, teams level on a total sharing
//!   the mean of the places they occupy, and the smaller sum is better; the coin toss is a die roll:
//!   every club still tied rolls one die, the highest wins, the tied highest roll again; the rolls come
//!   from a [`SeededRandom`] seeded from the standings' toss seed and the names of the clubs, so the
//!   same tie always tosses the same way (a division order and the wild-card order that reuses it
//!   agree). In a wild-card tie, "original seeding within a division" is the division-tiebreaker
//!   order of the tied clubs of that division, computed once and kept. A set of clubs from both
//!   conferences (a league-wide display) uses the wild-card procedure unchanged, each club's
//!   conference record and conference ranking being its own conference's.
//!   *Consequence of this league's shape:* a conference has only two divisions, so after step 1 of
//!   the 3-club wild-card procedure (one club per division) at most two clubs remain and the
//!   head-to-head sweep step is never reached in a conference's seeding; it is reachable, and
//!   implemented, for league-wide orders.
//! * **A-L2 (draft eligibility).** Teams that made the playoffs are closed to the draft unless
//!   grandfathered; the option [`SomLeagueRules::playoff_teams_closed`] (default on) turns that off,
//!   and the grandfathered list is an input ([`draft_pool`]). Ties in the draft order left after the
//!   streak and the previous record are settled by a die roll (the rulebook's L15 fallback); new
//!   coaches are drawn from the hat in a seeded random order.
//! * **A-L3 (league and schedule).** Team counts come from the caller: every division needs at
//!   least 2 teams and every conference at least 5 (its 5 playoff places). The schedule: each
//!   division plays a single round robin (circle method, a division of odd size leaving one of its
//!   teams free each round); the rounds go to randomly chosen weeks, the same weeks for every
//!   division as far as byes allow. Every other game is a *fill game*: each week the teams not in a
//!   division game are paired, preferring, in this order, the opponent met fewest times (division
//!   games included), then an opponent of the own conference, then one of the other conference, a
//!   division rival again last; a local search then swaps partners within weeks while that lowers
//!   the season's cost (repeat meetings first, then the conference preference), and the generator
//!   keeps the best of several such layouts from the seed. So no pairing repeats unless the league
//!   leaves no choice (e.g. 16 teams, 11 games: 3 division, 4 conference and 4 other-conference
//!   games, all against different opponents; 11 teams, 10 games: a single round robin). The season
//!   has N weeks when every team can play every week (an even number of teams); otherwise (an odd
//!   number of teams, or a division of odd size that needs more rounds than N) it has the fewest
//!   extra weeks that work, and every team has the same number of byes.
//! * **A-L4 (bracket).** Seeds and pairings per conference as in §1.3, no reseeding: week 2 is
//!   always S1 against the S4/S5 winner and S2 against S3; week 3 the conference final; week 4 the
//!   championship between the conference champions ([`Round::SuperBowl`] is the league
//!   championship).
//! * **No home field (L400).** A game's `home` is only the team listed first: the schedule lists
//!   either team first at random, the bracket lists the better seed first and the first
//!   conference's champion first in the championship. Nothing in this module depends on it.
//! * **A-L5 (playoff overtime)** belongs to the game engine; the bracket only refuses a tied
//!   playoff result ([`SomError::TiedPlayoffGame`]).

use crate::playoffs::Round;
use crate::schedule::{Fixture, Schedule};
use crate::standings::Wlt;
use huddle_cards::builder::Franchise;
use huddle_core::{shuffle, Randomness, SeededRandom};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

/// Games in a regular season (L285).
pub const SEASON_GAMES: usize = 11;
/// Playoff teams per conference: two division champions and three wild cards (L283).
pub const PLAYOFF_TEAMS_PER_CONFERENCE: usize = 5;

/// What the league layer refuses.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SomError {
    #[error("league: {0}")]
    Structure(String),
    #[error("the {conference} {division} division has {teams} team(s); a division needs at least 2")]
    DivisionTooSmall { conference: String, division: String, teams: usize },
    #[error("the {conference} conference has {teams} teams; its 5 playoff places (2 division champions and 3 wild cards) need at least 5")]
    ConferenceTooSmall { conference: String, teams: usize },
    #[error("team '{0}' appears more than once in the league")]
    DuplicateTeam(String),
    #[error("team '{0}' is not in the league")]
    UnknownTeam(String),
    #[error("schedule: {0}")]
    Schedule(String),
    #[error("game result: {0}")]
    GameResult(String),
    #[error("playoffs: {0}")]
    Playoff(String),
    #[error("playoff game {home} {home_score}, {away} {away_score} is tied: a playoff game is played to a winner (further overtime periods, §1.5)")]
    TiedPlayoffGame { home: String, away: String, home_score: u16, away_score: u16 },
    #[error("draft: {0}")]
    Draft(String),
    #[error("trading of players is not allowed in this league (rulebook L307-L309)")]
    TradesNotAllowed,
}

// ---------------------------------------------------------------------------------------------
// §1.2 League structure
// ---------------------------------------------------------------------------------------------

/// A division: its name and team codes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SomDivision {
    pub name: String,
    pub teams: Vec<String>,
}

/// A conference: its name and its two divisions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SomConference {
    pub name: String,
    pub divisions: Vec<SomDivision>,
}

/// A validated league: 2 conferences × 2 divisions (L281).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SomLeague {
    conferences: Vec<SomConference>,
    #[serde(skip)]
    index: BTreeMap<String, (usize, usize)>,
}

impl SomLeague {
    /// Validates the structure: exactly 2 conferences of exactly 2 divisions, names present and
    /// distinct, every team code present and unique in the league, at least 2 teams a division and
    /// 5 a conference (the playoff places).
    pub fn new(conferences: Vec<SomConference>) -> Result<SomLeague, SomError> {
        if conferences.len() != 2 {
            return Err(SomError::Structure(format!("a league has 2 conferences; {} given", conferences.len())));
        }
        let mut index = BTreeMap::new();
        for (c, conf) in conferences.iter().enumerate() {
            if conf.name.trim().is_empty() {
                return Err(SomError::Structure(format!("conference {} has no name", c + 1)));
            }
            if conferences[..c].iter().any(|o| o.name == conf.name) {
                return Err(SomError::Structure(format!("two conferences are named '{}'", conf.name)));
            }
            if conf.divisions.len() != 2 {
                return Err(SomError::Structure(format!("the {} conference has {} divisions; a conference has 2", conf.name, conf.divisions.len())));
            }
            for (d, div) in conf.divisions.iter().enumerate() {
                if div.name.trim().is_empty() {
                    return Err(SomError::Structure(format!("division {} of the {} conference has no name", d + 1, conf.name)));
                }
                if conf.divisions[..d].iter().any(|o| o.name == div.name) {
                    return Err(SomError::Structure(format!("the {} conference has two divisions named '{}'", conf.name, div.name)));
                }
                for t in &div.teams {
                    if t.trim().is_empty() {
                        return Err(SomError::Structure(format!("the {} {} division has a team without a code", conf.name, div.name)));
                    }
                    if index.insert(t.clone(), (c, d)).is_some() {
                        return Err(SomError::DuplicateTeam(t.clone()));
                    }
                }
                if div.teams.len() < 2 {
                    return Err(SomError::DivisionTooSmall { conference: conf.name.clone(), division: div.name.clone(), teams: div.teams.len() });
                }
            }
            let n: usize = conf.divisions.iter().map(|d| d.teams.len()).sum();
            if n < PLAYOFF_TEAMS_PER_CONFERENCE {
                return Err(SomError::ConferenceTooSmall { conference: conf.name.clone(), teams: n });
            }
        }
        Ok(SomLeague { conferences, index })
    }

    /// A league from franchise rows (code, conference, division), conferences and divisions in
    /// order of first appearance.
    pub fn from_franchises(franchises: &[Franchise]) -> Result<SomLeague, SomError> {
        let mut confs: Vec<SomConference> = Vec::new();
        for f in franchises {
            let c = match confs.iter().position(|c| c.name == f.conference) {
                Some(c) => c,
                None => {
                    confs.push(SomConference { name: f.conference.clone(), divisions: Vec::new() });
                    confs.len() - 1
                }
            };
            let divs = &mut confs[c].divisions;
            match divs.iter_mut().find(|d| d.name == f.division) {
                Some(d) => d.teams.push(f.code.clone()),
                None => divs.push(SomDivision { name: f.division.clone(), teams: vec![f.code.clone()] }),
            }
        }
        SomLeague::new(confs)
    }

    /// The league as franchise rows (the name is the code).
    pub fn franchises(&self) -> Vec<Franchise> {
        let mut v = Vec::new();
        for c in &self.conferences {
            for d in &c.divisions {
                for t in &d.teams {
                    v.push(Franchise { code: t.clone(), name: t.clone(), conference: c.name.clone(), division: d.name.clone() });
                }
            }
        }
        v
    }

    pub fn conferences(&self) -> &[SomConference] {
        &self.conferences
    }

    /// Every team, conference by conference, division by division.
    pub fn teams(&self) -> Vec<String> {
        self.conferences.iter().flat_map(|c| c.divisions.iter().flat_map(|d| d.teams.iter().cloned())).collect()
    }

    /// The teams of a conference (by index, 0 or 1).
    pub fn conference_teams(&self, conference: usize) -> Vec<String> {
        self.conferences.get(conference).map(|c| c.divisions.iter().flat_map(|d| d.teams.iter().cloned()).collect()).unwrap_or_default()
    }

    pub fn contains(&self, team: &str) -> bool {
        self.index.contains_key(team)
    }

    /// (conference index, division index) of a team.
    pub fn place_of(&self, team: &str) -> Option<(usize, usize)> {
        self.index.get(team).copied()
    }

    pub fn conference_of(&self, team: &str) -> Option<&str> {
        self.place_of(team).map(|(c, _)| self.conferences[c].name.as_str())
    }

    pub fn division_of(&self, team: &str) -> Option<&str> {
        self.place_of(team).map(|(c, d)| self.conferences[c].divisions[d].name.as_str())
    }

    pub fn same_division(&self, a: &str, b: &str) -> bool {
        matches!((self.place_of(a), self.place_of(b)), (Some(x), Some(y)) if x == y)
    }

    pub fn same_conference(&self, a: &str, b: &str) -> bool {
        matches!((self.place_of(a), self.place_of(b)), (Some(x), Some(y)) if x.0 == y.0)
    }

    fn divisions(&self) -> impl Iterator<Item = &SomDivision> {
        self.conferences.iter().flat_map(|c| c.divisions.iter())
    }
}

// ---------------------------------------------------------------------------------------------
// §1.2 Schedule
// ---------------------------------------------------------------------------------------------

/// Layouts built per number of weeks; the one with the fewest repeat meetings is kept.
const LAYOUTS: usize = 40;
/// Random tries (per number of weeks) before a longer season, then an error, is tried.
const TRIES: usize = 200;

/// A seeded schedule of `games` games a team (use [`SEASON_GAMES`]): every team meets every
/// division rival at least once, plays exactly `games` games and never twice in a week. See the
/// module notes (A-L3) for how the other games are filled and when the season has byes. The
/// `home` of a [`Fixture`] is nominal (no home field in this league).
pub fn generate_schedule(league: &SomLeague, games: usize, seed: u64) -> Result<Schedule, SomError> {
    let teams = league.teams();
    let t = teams.len();
    if games == 0 {
        return Err(SomError::Schedule("a season needs at least one game a team".into()));
    }
    if (t * games) % 2 == 1 {
        return Err(SomError::Schedule(format!("{t} teams cannot each play {games} games: the total of team-games ({}) is odd", t * games)));
    }
    let mut rounds_needed = 0;
    for c in league.conferences() {
        for d in &c.divisions {
            let n = d.teams.len();
            if n - 1 > games {
                return Err(SomError::Schedule(format!("the {} {} division has {n} teams: meeting every division rival once takes {} games, more than the season's {games}", c.name, d.name, n - 1)));
            }
            rounds_needed = rounds_needed.max(if n % 2 == 0 { n - 1 } else { n });
        }
    }
    let mut weeks = games.max(rounds_needed);
    if t % 2 == 1 {
        // At most (t-1)/2 games a week.
        weeks = weeks.max((t * games).div_ceil(t - 1));
    }
    let idx: BTreeMap<&str, usize> = teams.iter().enumerate().map(|(i, s)| (s.as_str(), i)).collect();
    let divisions: Vec<Vec<usize>> = league.divisions().map(|d| d.teams.iter().map(|x| idx[x.as_str()]).collect()).collect();
    let conf: Vec<usize> = teams.iter().map(|x| league.place_of(x).unwrap().0).collect();
    let div: Vec<(usize, usize)> = teams.iter().map(|x| league.place_of(x).unwrap()).collect();
    let mut rng = SeededRandom::new(seed);
    for w in weeks..weeks + 3 {
        if w > u8::MAX as usize {
            break;
        }
        let mut best: Option<(u64, Vec<Slot>)> = None;
        let mut found = 0;
        for _ in 0..TRIES {
            if let Some((cost, g)) = layout(t, w - games, w, &divisions, &conf, &div, &mut rng) {
                if best.as_ref().is_none_or(|b| cost < b.0) {
                    best = Some((cost, g));
                }
                found += 1;
                if found == LAYOUTS {
                    break;
                }
            }
        }
        if let Some((_, g)) = best {
            let mut out: Vec<Fixture> = g.into_iter().map(|(wk, a, b)| Fixture { week: (wk + 1) as u8, home: teams[a].clone(), away: teams[b].clone(), score: None }).collect();
            out.sort_by(|a, b| a.week.cmp(&b.week).then_with(|| a.home.cmp(&b.home)));
            return Ok(Schedule { games: out });
        }
    }
    Err(SomError::Schedule(format!("no schedule of {games} games a team was found for this league (division sizes and season length leave no room)")))
}

/// A scheduled game inside the generator: (week index, team listed first, team listed second).
type Slot = (usize, usize, usize);

/// One random layout: (cost, games).
fn layout(t: usize, byes_each: usize, weeks: usize, divisions: &[Vec<usize>], conf: &[usize], div: &[(usize, usize)], rng: &mut SeededRandom) -> Option<(u64, Vec<Slot>)> {
    // Byes: `byes_each` for every team; each week an odd number when the team count is odd, an
    // even one otherwise.
    let mut sizes = vec![t % 2; weeks];
    let total = t * byes_each;
    let base: usize = sizes.iter().sum();
    if total < base || (total - base) % 2 == 1 {
        return None;
    }
    let mut rem = total - base;
    while rem > 0 {
        let min = sizes.iter().filter(|s| **s + 2 <= t).min().copied()?;
        let cands: Vec<usize> = (0..weeks).filter(|&w| sizes[w] == min).collect();
        sizes[cands[rng.below(cands.len() as u32) as usize]] += 2;
        rem -= 2;
    }
    let mut on_bye = vec![vec![false; t]; weeks];
    if byes_each > 0 {
        let mut order: Vec<usize> = (0..t).collect();
        shuffle(&mut order, rng);
        let seq: Vec<usize> = (0..byes_each).flat_map(|_| order.iter().copied()).collect();
        let mut week_order: Vec<usize> = (0..weeks).collect();
        shuffle(&mut week_order, rng);
        let mut k = 0;
        for w in week_order {
            for _ in 0..sizes[w] {
                on_bye[w][seq[k]] = true;
                k += 1;
            }
        }
    }
    let mut busy = on_bye.clone();
    let mut out: Vec<(usize, usize, usize)> = Vec::new();
    let mut meets = vec![vec![0u32; t]; t];
    // Division round robins, each round in its own week; the divisions share one order of
    // preferred weeks, so their rounds fall in the same weeks where byes allow and the other weeks
    // leave every team free for fill games.
    let mut week_pref: Vec<usize> = (0..weeks).collect();
    shuffle(&mut week_pref, rng);
    for members in divisions {
        let mut ring: Vec<Option<usize>> = members.iter().map(|&x| Some(x)).collect();
        shuffle(&mut ring, rng);
        if ring.len() % 2 == 1 {
            ring.push(None);
        }
        let n = ring.len();
        let mut rounds: Vec<Vec<(usize, usize)>> = Vec::new();
        for r in 0..n - 1 {
            let mut games_r = Vec::new();
            for i in 0..n / 2 {
                if let (Some(a), Some(b)) = (ring[i], ring[n - 1 - i]) {
                    games_r.push(if (r + i) % 2 == 0 { (a, b) } else { (b, a) });
                }
            }
            rounds.push(games_r);
            let last = ring.pop().expect("n >= 2");
            ring.insert(1, last);
        }
        let ok = |r: usize, w: usize| rounds[r].iter().all(|&(a, b)| !busy[w][a] && !busy[w][b]);
        let assign = match_rounds(rounds.len(), &week_pref, &ok)?;
        for (r, w) in assign.into_iter().enumerate() {
            for &(a, b) in &rounds[r] {
                busy[w][a] = true;
                busy[w][b] = true;
                meets[a][b] += 1;
                meets[b][a] += 1;
                out.push((w, a, b));
            }
        }
    }
    // Fill games, week by week.
    let cat = |a: usize, b: usize| -> u64 {
        if div[a] == div[b] {
            2
        } else if conf[a] == conf[b] {
            0
        } else {
            1
        }
    };
    let cost = |a: usize, b: usize, meets: &Vec<Vec<u32>>| 100 * meets[a][b] as u64 + cat(a, b);
    let mut fills: Vec<Vec<(usize, usize)>> = vec![Vec::new(); weeks];
    for (w, fill) in fills.iter_mut().enumerate() {
        let mut free: Vec<usize> = (0..t).filter(|&x| !busy[w][x]).collect();
        if free.len() % 2 == 1 {
            return None;
        }
        shuffle(&mut free, rng);
        let mut taken = vec![false; free.len()];
        for i in 0..free.len() {
            if taken[i] {
                continue;
            }
            taken[i] = true;
            let best = (0..free.len()).filter(|&j| !taken[j]).map(|j| cost(free[i], free[j], &meets)).min()?;
            let cands: Vec<usize> = (0..free.len()).filter(|&j| !taken[j] && cost(free[i], free[j], &meets) == best).collect();
            let j = cands[rng.below(cands.len() as u32) as usize];
            taken[j] = true;
            fill.push((free[i], free[j]));
        }
        for &(a, b) in fill.iter() {
            meets[a][b] += 1;
            meets[b][a] += 1;
        }
    }
    // Local search over the whole season: swap partners between two fill games of a week while
    // that lowers the season's cost (each repeat meeting weighs 100 times more than the
    // conference preference; a pair's k-th meeting costs 100·(k−1)).
    for _pass in 0..40 {
        let mut improved = false;
        for fill in fills.iter_mut() {
            for p in 0..fill.len() {
                for q in p + 1..fill.len() {
                    let ((a, b), (c, d)) = (fill[p], fill[q]);
                    let now = 100 * (meets[a][b] as i64 - 1) + 100 * (meets[c][d] as i64 - 1) + cat(a, b) as i64 + cat(c, d) as i64;
                    for (x, y) in [((a, c), (b, d)), ((a, d), (b, c))] {
                        let then = 100 * meets[x.0][x.1] as i64 + 100 * meets[y.0][y.1] as i64 + cat(x.0, x.1) as i64 + cat(y.0, y.1) as i64;
                        if then < now {
                            for ((u, v), k) in [((a, b), -1i32), ((c, d), -1), (x, 1), (y, 1)] {
                                meets[u][v] = (meets[u][v] as i32 + k) as u32;
                                meets[v][u] = meets[u][v];
                            }
                            fill[p] = x;
                            fill[q] = y;
                            improved = true;
                            break;
                        }
                    }
                }
            }
        }
        if !improved {
            break;
        }
    }
    let mut cost_total = 0u64;
    for (a, row) in meets.iter().enumerate() {
        for &m in &row[a + 1..] {
            let m = m as u64;
            cost_total += 50 * m * m.saturating_sub(1);
        }
    }
    for (w, fill) in fills.into_iter().enumerate() {
        for (a, b) in fill {
            cost_total += cat(a, b);
            let (h, v) = if rng.below(2) == 0 { (a, b) } else { (b, a) };
            out.push((w, h, v));
        }
    }
    Some((cost_total, out))
}

/// Rounds to distinct weeks (bipartite matching, augmenting paths); `None` when impossible.
fn match_rounds(rounds: usize, weeks: &[usize], ok: &dyn Fn(usize, usize) -> bool) -> Option<Vec<usize>> {
    fn augment(r: usize, weeks: &[usize], ok: &dyn Fn(usize, usize) -> bool, seen: &mut BTreeSet<usize>, owner: &mut BTreeMap<usize, usize>) -> bool {
        for &w in weeks {
            if !ok(r, w) || !seen.insert(w) {
                continue;
            }
            let prev = owner.get(&w).copied();
            if prev.is_none_or(|p| augment(p, weeks, ok, seen, owner)) {
                owner.insert(w, r);
                return true;
            }
        }
        false
    }
    let mut owner: BTreeMap<usize, usize> = BTreeMap::new();
    for r in 0..rounds {
        if !augment(r, weeks, ok, &mut BTreeSet::new(), &mut owner) {
            return None;
        }
    }
    let mut out = vec![0; rounds];
    for (w, r) in owner {
        out[r] = w;
    }
    Some(out)
}

/// Checks a schedule against §1.2: every game between two different league teams, every team
/// exactly `games` games and at most one a week, every division rival met at least once.
pub fn check_schedule(league: &SomLeague, schedule: &Schedule, games: usize) -> Result<(), SomError> {
    let mut per_week: BTreeSet<(u8, &str)> = BTreeSet::new();
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    let mut met: BTreeSet<(&str, &str)> = BTreeSet::new();
    for g in &schedule.games {
        for x in [&g.home, &g.away] {
            if !league.contains(x) {
                return Err(SomError::UnknownTeam(x.clone()));
            }
            if !per_week.insert((g.week, x.as_str())) {
                return Err(SomError::Schedule(format!("{x} plays twice in week {}", g.week)));
            }
            *count.entry(x.as_str()).or_default() += 1;
        }
        if g.home == g.away {
            return Err(SomError::Schedule(format!("{} plays itself in week {}", g.home, g.week)));
        }
        met.insert((g.home.as_str(), g.away.as_str()));
        met.insert((g.away.as_str(), g.home.as_str()));
    }
    for t in league.teams() {
        let n = count.get(t.as_str()).copied().unwrap_or(0);
        if n != games {
            return Err(SomError::Schedule(format!("{t} plays {n} games, not {games}")));
        }
    }
    for d in league.divisions() {
        for (i, a) in d.teams.iter().enumerate() {
            for b in &d.teams[i + 1..] {
                if !met.contains(&(a.as_str(), b.as_str())) {
                    return Err(SomError::Schedule(format!("division rivals {a} and {b} never meet")));
                }
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// §1.4 Standings and tiebreakers
// ---------------------------------------------------------------------------------------------

/// A played league game. There is no home field: `home` is the team listed first. Touchdowns are
/// kept for the net-touchdowns tiebreaker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SomGame {
    pub week: u8,
    pub home: String,
    pub away: String,
    pub home_score: u16,
    pub away_score: u16,
    pub home_tds: u16,
    pub away_tds: u16,
}

/// One team's season record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SomRecord {
    pub all: Wlt,
    pub division: Wlt,
    pub conference: Wlt,
    pub points_for: u32,
    pub points_against: u32,
    pub tds_for: u32,
    pub tds_against: u32,
}

impl SomRecord {
    pub fn net_points(&self) -> i64 {
        self.points_for as i64 - self.points_against as i64
    }
    pub fn net_tds(&self) -> i64 {
        self.tds_for as i64 - self.tds_against as i64
    }
}

/// A tiebreaking step (§1.4). `Record` is not a tiebreaker: the overall W-L-T percentage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Step {
    /// Overall W-L-T percentage (the teams were not tied).
    Record,
    /// W-L-T percentage in the games among the tied clubs (skipped if a club met none of them).
    HeadToHead,
    /// Wild cards, 3+ clubs: a club that beat each of the others is first; a club that lost to
    /// each of the others is eliminated; otherwise skipped.
    HeadToHeadSweep,
    /// W-L-T percentage within the division.
    Division,
    /// W-L-T percentage in common games (with the procedure's minimum).
    CommonGames,
    /// W-L-T percentage within the conference.
    Conference,
    StrengthOfVictory,
    StrengthOfSchedule,
    /// Combined ranking among conference teams in points scored and points allowed.
    CombinedRankingConference,
    /// Combined ranking among all teams in points scored and points allowed.
    CombinedRankingAll,
    NetPointsCommon,
    NetPointsConference,
    NetPointsAll,
    NetTouchdowns,
    /// The coin toss, a seeded die roll.
    CoinToss,
}

impl Step {
    pub fn name(self) -> &'static str {
        match self {
            Step::Record => "record",
            Step::HeadToHead => "head-to-head",
            Step::HeadToHeadSweep => "head-to-head sweep",
            Step::Division => "division record",
            Step::CommonGames => "common games",
            Step::Conference => "conference record",
            Step::StrengthOfVictory => "strength of victory",
            Step::StrengthOfSchedule => "strength of schedule",
            Step::CombinedRankingConference => "combined ranking (conference)",
            Step::CombinedRankingAll => "combined ranking (all teams)",
            Step::NetPointsCommon => "net points (common games)",
            Step::NetPointsConference => "net points (conference games)",
            Step::NetPointsAll => "net points (all games)",
            Step::NetTouchdowns => "net touchdowns",
            Step::CoinToss => "coin toss (die roll)",
        }
    }
}

/// Which procedure decided a separation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Procedure {
    /// The teams were not tied.
    Record,
    /// The division tiebreaker.
    Division,
    /// The wild-card tiebreaker.
    WildCard,
}

/// How a team was separated from every team placed below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Separation {
    pub step: Step,
    pub procedure: Procedure,
    /// How many clubs were still being compared when the step decided (2 after a restart of the
    /// two-club procedure).
    pub clubs: usize,
}

/// A team in an ordered list; `separated_by` is `None` for the last team.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Placed {
    pub team: String,
    pub separated_by: Option<Separation>,
}

/// The tiebreaking procedures (A-L1: configurable; the default is §1.4). A list that does not
/// end in [`Step::CoinToss`] gets one at its end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TiebreakOptions {
    pub division_two: Vec<Step>,
    /// Restarts at `division_two` whenever exactly two clubs remain.
    pub division_three: Vec<Step>,
    pub wild_card_two: Vec<Step>,
    /// Applied after each division is reduced to its best club; restarts at `wild_card_two`
    /// whenever exactly two clubs remain.
    pub wild_card_three: Vec<Step>,
    /// Common games a club needs in a division tie for the common-games step to apply.
    pub division_common_minimum: u32,
    /// The same in a wild-card tie ("minimum of four").
    pub wild_card_common_minimum: u32,
}

impl Default for TiebreakOptions {
    fn default() -> Self {
        use Step::*;
        let division = vec![
            HeadToHead,
            Division,
            CommonGames,
            Conference,
            StrengthOfVictory,
            StrengthOfSchedule,
            CombinedRankingConference,
            CombinedRankingAll,
            NetPointsCommon,
            NetPointsAll,
            NetTouchdowns,
            CoinToss,
        ];
        let wild = |first: Step| {
            vec![first, Conference, CommonGames, StrengthOfVictory, StrengthOfSchedule, CombinedRankingConference, CombinedRankingAll, NetPointsConference, NetPointsAll, NetTouchdowns, CoinToss]
        };
        TiebreakOptions {
            division_two: division.clone(),
            division_three: division,
            wild_card_two: wild(HeadToHead),
            wild_card_three: wild(HeadToHeadSweep),
            division_common_minimum: 1,
            wild_card_common_minimum: 4,
        }
    }
}

/// An exact non-negative-denominator fraction (percentages, combined records) or an integer.
#[derive(Clone, Copy, Debug)]
struct Q {
    n: i64,
    d: i64,
}

impl Q {
    fn int(n: i64) -> Q {
        Q { n, d: 1 }
    }
    fn pct(w: u32, l: u32, t: u32) -> Q {
        let g = w + l + t;
        if g == 0 {
            Q::int(0)
        } else {
            Q { n: (2 * w + t) as i64, d: (2 * g) as i64 }
        }
    }
}

impl PartialEq for Q {
    fn eq(&self, o: &Q) -> bool {
        self.cmp(o) == Ordering::Equal
    }
}
impl Eq for Q {}
impl PartialOrd for Q {
    fn partial_cmp(&self, o: &Q) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Q {
    fn cmp(&self, o: &Q) -> Ordering {
        (self.n as i128 * o.d as i128).cmp(&(o.n as i128 * self.d as i128))
    }
}

fn wlt_pct(w: &Wlt) -> Q {
    Q::pct(w.w as u32, w.l as u32, w.t as u32)
}

fn tally(w: &mut Wlt, us: u16, them: u16) {
    match us.cmp(&them) {
        Ordering::Greater => w.w += 1,
        Ordering::Less => w.l += 1,
        Ordering::Equal => w.t += 1,
    }
}

#[derive(Clone, Debug)]
struct Line {
    opp: String,
    pf: u16,
    pa: u16,
}

/// A season's standings under the Strat-O-Matic league rules.
#[derive(Clone, Debug)]
pub struct SomStandings {
    league: SomLeague,
    records: BTreeMap<String, SomRecord>,
    lines: BTreeMap<String, Vec<Line>>,
    toss_seed: u64,
    options: TiebreakOptions,
}

/// A division's teams in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DivisionStandings {
    pub conference: String,
    pub division: String,
    pub teams: Vec<Placed>,
}

/// A conference's five playoff seeds, S1 first: S1-S2 the division champions, S3-S5 the wild
/// cards (each with how it was separated from the teams below it in its list).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ConferenceSeeds {
    pub conference: String,
    pub seeds: Vec<Placed>,
}

impl ConferenceSeeds {
    pub fn teams(&self) -> Vec<String> {
        self.seeds.iter().map(|p| p.team.clone()).collect()
    }
}

/// Both conferences' seeds, in the league's conference order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayoffSeeds {
    pub conferences: Vec<ConferenceSeeds>,
}

impl SomStandings {
    /// Standings from the season's games with the §1.4 procedure; `toss_seed` seeds the coin
    /// tosses (die rolls).
    pub fn new(league: &SomLeague, games: &[SomGame], toss_seed: u64) -> Result<SomStandings, SomError> {
        SomStandings::with_options(league, games, toss_seed, TiebreakOptions::default())
    }

    /// [`SomStandings::new`] with other tiebreaking procedures.
    pub fn with_options(league: &SomLeague, games: &[SomGame], toss_seed: u64, options: TiebreakOptions) -> Result<SomStandings, SomError> {
        let mut records: BTreeMap<String, SomRecord> = league.teams().into_iter().map(|t| (t, SomRecord::default())).collect();
        let mut lines: BTreeMap<String, Vec<Line>> = league.teams().into_iter().map(|t| (t, Vec::new())).collect();
        for g in games {
            for x in [&g.home, &g.away] {
                if !league.contains(x) {
                    return Err(SomError::UnknownTeam(x.clone()));
                }
            }
            if g.home == g.away {
                return Err(SomError::GameResult(format!("week {}: {} plays itself", g.week, g.home)));
            }
            for (team, pts, tds) in [(&g.home, g.home_score, g.home_tds), (&g.away, g.away_score, g.away_tds)] {
                if tds as u32 * 6 > pts as u32 {
                    return Err(SomError::GameResult(format!("week {}: {team} has {tds} touchdowns but only {pts} points", g.week)));
                }
            }
            let same_div = league.same_division(&g.home, &g.away);
            let same_conf = league.same_conference(&g.home, &g.away);
            for (us, them, pf, pa, tf, ta) in [(&g.home, &g.away, g.home_score, g.away_score, g.home_tds, g.away_tds), (&g.away, &g.home, g.away_score, g.home_score, g.away_tds, g.home_tds)] {
                let r = records.get_mut(us).expect("known team");
                tally(&mut r.all, pf, pa);
                if same_div {
                    tally(&mut r.division, pf, pa);
                }
                if same_conf {
                    tally(&mut r.conference, pf, pa);
                }
                r.points_for += pf as u32;
                r.points_against += pa as u32;
                r.tds_for += tf as u32;
                r.tds_against += ta as u32;
                lines.get_mut(us).expect("known team").push(Line { opp: them.clone(), pf, pa });
            }
        }
        Ok(SomStandings { league: league.clone(), records, lines, toss_seed, options })
    }

    pub fn league(&self) -> &SomLeague {
        &self.league
    }

    pub fn options(&self) -> &TiebreakOptions {
        &self.options
    }

    pub fn record(&self, team: &str) -> Option<&SomRecord> {
        self.records.get(team)
    }

    /// A team's W-L-T against one opponent.
    pub fn versus(&self, team: &str, opponent: &str) -> Wlt {
        self.wlt_where(team, |o| o == opponent)
    }

    /// Orders `teams` (any set of league teams): by overall W-L-T percentage, ties (½ win, ½ loss)
    /// by the division tiebreaker when the tied clubs are all of one division, by the wild-card
    /// tiebreaker otherwise (§1.4). Each team comes with the step that separated it from every team
    /// below it.
    pub fn rank<S: AsRef<str>>(&self, teams: &[S]) -> Result<Vec<Placed>, SomError> {
        let mut v: Vec<String> = Vec::new();
        for t in teams {
            let t = t.as_ref();
            if !self.league.contains(t) {
                return Err(SomError::UnknownTeam(t.to_string()));
            }
            if v.iter().any(|x| x == t) {
                return Err(SomError::DuplicateTeam(t.to_string()));
            }
            v.push(t.to_string());
        }
        let pct = |t: &String| wlt_pct(&self.records[t].all);
        v.sort_by(|a, b| pct(b).cmp(&pct(a)).then_with(|| a.cmp(b)));
        let mut out: Vec<Placed> = Vec::new();
        let mut i = 0;
        while i < v.len() {
            let mut j = i + 1;
            while j < v.len() && pct(&v[j]) == pct(&v[i]) {
                j += 1;
            }
            let group = &v[i..j];
            let mut placed = if group.len() == 1 {
                vec![Placed { team: group[0].clone(), separated_by: None }]
            } else if group.iter().all(|t| self.league.same_division(t, &group[0])) {
                self.rank_division(group)
            } else {
                self.rank_wild_card(group)
            };
            if j < v.len() {
                placed.last_mut().expect("non-empty").separated_by = Some(Separation { step: Step::Record, procedure: Procedure::Record, clubs: v.len() - j + 1 });
            }
            out.extend(placed);
            i = j;
        }
        Ok(out)
    }

    /// Every division's standings, in league order.
    pub fn division_standings(&self) -> Vec<DivisionStandings> {
        let mut out = Vec::new();
        for c in self.league.conferences() {
            for d in &c.divisions {
                let teams = self.rank(&d.teams).expect("division teams are league teams");
                out.push(DivisionStandings { conference: c.name.clone(), division: d.name.clone(), teams });
            }
        }
        out
    }

    /// The five seeds of each conference (§1.3): the division champions ordered by the wild-card
    /// tiebreaker (S1, S2), then the three best other teams (S3-S5; same-division ties by the
    /// division tiebreaker first).
    pub fn playoff_seeds(&self) -> Result<PlayoffSeeds, SomError> {
        let mut conferences = Vec::new();
        for c in self.league.conferences() {
            let mut winners = Vec::new();
            for d in &c.divisions {
                winners.push(self.rank(&d.teams)?.remove(0).team);
            }
            let mut seeds = self.rank(&winners)?;
            let rest: Vec<String> = c.divisions.iter().flat_map(|d| d.teams.iter()).filter(|t| !winners.contains(t)).cloned().collect();
            let wild = self.rank(&rest)?;
            if wild.len() < 3 {
                return Err(SomError::ConferenceTooSmall { conference: c.name.clone(), teams: rest.len() + 2 });
            }
            seeds.extend(wild.into_iter().take(3));
            conferences.push(ConferenceSeeds { conference: c.name.clone(), seeds });
        }
        Ok(PlayoffSeeds { conferences })
    }

    /// A text table: division by division, W-L-T, percentage, points, division and conference
    /// records, and how a team was separated from the next when they were tied.
    pub fn render(&self) -> String {
        use std::fmt::Write;
        let mut s = String::new();
        for d in self.division_standings() {
            let _ = writeln!(s, "{} {:<10}   W  L  T   Pct   PF   PA  Div    Conf   Tiebreak", d.conference, d.division);
            for p in &d.teams {
                let r = &self.records[&p.team];
                let pct = r.all.pct();
                let note = match p.separated_by {
                    Some(sep) if sep.step != Step::Record => format!("over next: {}", sep.step.name()),
                    _ => String::new(),
                };
                let _ = writeln!(
                    s,
                    "  {:<14} {:>2} {:>2} {:>2} {:>5.3} {:>4} {:>4}  {}-{}-{}  {}-{}-{}  {note}",
                    p.team, r.all.w, r.all.l, r.all.t, pct, r.points_for, r.points_against, r.division.w, r.division.l, r.division.t, r.conference.w, r.conference.l, r.conference.t
                );
            }
        }
        s
    }

    // --- the procedures ---

    /// A same-division group in order: pick the best, then the rest restart at step 1.
    fn rank_division(&self, group: &[String]) -> Vec<Placed> {
        let mut rest: Vec<String> = group.to_vec();
        let mut out = Vec::new();
        while rest.len() > 1 {
            let (w, sep) = self.pick(&rest, Procedure::Division);
            rest.retain(|x| *x != w);
            out.push(Placed { team: w, separated_by: Some(sep) });
        }
        out.push(Placed { team: rest.remove(0), separated_by: None });
        out
    }

    /// A group from several divisions: each division's clubs keep their division-tiebreaker
    /// order; the best remaining club of each division compete by the wild-card procedure.
    fn rank_wild_card(&self, group: &[String]) -> Vec<Placed> {
        let mut per_div: Vec<std::collections::VecDeque<Placed>> = Vec::new();
        let mut keys: Vec<(usize, usize)> = group.iter().map(|t| self.league.place_of(t).expect("league team")).collect();
        keys.sort();
        keys.dedup();
        for k in keys {
            let members: Vec<String> = group.iter().filter(|t| self.league.place_of(t) == Some(k)).cloned().collect();
            per_div.push(self.rank_division(&members).into());
        }
        let mut out = Vec::new();
        loop {
            let heads: Vec<(usize, String)> = per_div.iter().enumerate().filter_map(|(i, q)| q.front().map(|p| (i, p.team.clone()))).collect();
            match heads.len() {
                0 => break,
                1 => out.push(per_div[heads[0].0].pop_front().expect("head")),
                _ => {
                    let clubs: Vec<String> = heads.iter().map(|h| h.1.clone()).collect();
                    let (w, sep) = self.pick(&clubs, Procedure::WildCard);
                    let i = heads.iter().find(|h| h.1 == w).expect("winner is a head").0;
                    per_div[i].pop_front();
                    out.push(Placed { team: w, separated_by: Some(sep) });
                }
            }
        }
        out
    }

    /// The best club of a tied group (≥ 2 clubs) by one procedure: the steps in order; a step
    /// that leaves one club decides; one that leaves exactly two of three or more restarts the
    /// two-club procedure; one that leaves three or more goes on to the next step with them.
    fn pick(&self, group: &[String], procedure: Procedure) -> (String, Separation) {
        let steps = match (procedure, group.len() == 2) {
            (Procedure::WildCard, true) => &self.options.wild_card_two,
            (Procedure::WildCard, false) => &self.options.wild_card_three,
            (_, true) => &self.options.division_two,
            (_, false) => &self.options.division_three,
        };
        let mut cur: Vec<String> = group.to_vec();
        for &step in steps.iter().chain(std::iter::once(&Step::CoinToss)) {
            if step == Step::CoinToss {
                return (self.toss(&cur), Separation { step, procedure, clubs: cur.len() });
            }
            let Some(keys) = self.keys(step, &cur, procedure) else { continue };
            let best = *keys.iter().max().expect("non-empty");
            let keep: Vec<String> = cur.iter().zip(&keys).filter(|(_, k)| **k == best).map(|(t, _)| t.clone()).collect();
            if keep.len() == cur.len() {
                continue;
            }
            if keep.len() == 1 {
                return (keep[0].clone(), Separation { step, procedure, clubs: cur.len() });
            }
            if keep.len() == 2 {
                return self.pick(&keep, procedure);
            }
            cur = keep;
        }
        unreachable!("the coin toss always decides")
    }

    fn wlt_where(&self, team: &str, f: impl Fn(&str) -> bool) -> Wlt {
        let mut w = Wlt::default();
        for l in self.lines.get(team).into_iter().flatten() {
            if f(&l.opp) {
                tally(&mut w, l.pf, l.pa);
            }
        }
        w
    }

    fn net_where(&self, team: &str, f: impl Fn(&str) -> bool) -> i64 {
        self.lines.get(team).into_iter().flatten().filter(|l| f(&l.opp)).map(|l| l.pf as i64 - l.pa as i64).sum()
    }

    /// The opponents every club of the group has played.
    fn common_opponents(&self, group: &[String]) -> BTreeSet<String> {
        let mut it = group.iter().map(|t| self.lines[t].iter().map(|l| l.opp.clone()).collect::<BTreeSet<String>>());
        let first = it.next().unwrap_or_default();
        it.fold(first, |acc, s| acc.intersection(&s).cloned().collect())
    }

    /// Combined record of the opponents of a team's games that pass `f` (per game).
    fn combined(&self, team: &str, f: impl Fn(&Line) -> bool) -> Q {
        let (mut w, mut l, mut t) = (0u32, 0u32, 0u32);
        for line in self.lines[team].iter().filter(|x| f(x)) {
            let r = &self.records[&line.opp].all;
            w += r.w as u32;
            l += r.l as u32;
            t += r.t as u32;
        }
        Q::pct(w, l, t)
    }

    /// Twice the (mean) place of a team among `among` in points scored plus points allowed.
    fn combined_rank2(&self, team: &str, among: &[String]) -> i64 {
        let r = &self.records[team];
        let place2 = |better: usize, level: usize| (2 * better + level + 1) as i64;
        let pf_better = among.iter().filter(|o| self.records[*o].points_for > r.points_for).count();
        let pf_level = among.iter().filter(|o| self.records[*o].points_for == r.points_for).count();
        let pa_better = among.iter().filter(|o| self.records[*o].points_against < r.points_against).count();
        let pa_level = among.iter().filter(|o| self.records[*o].points_against == r.points_against).count();
        place2(pf_better, pf_level) + place2(pa_better, pa_level)
    }

    /// The value of a step for each club (higher is better); `None` when the step does not apply.
    fn keys(&self, step: Step, group: &[String], procedure: Procedure) -> Option<Vec<Q>> {
        let lg = &self.league;
        let each = |f: &dyn Fn(&String) -> Q| Some(group.iter().map(f).collect::<Vec<Q>>());
        match step {
            Step::Record => each(&|t| wlt_pct(&self.records[t].all)),
            Step::HeadToHead => {
                let mut out = Vec::new();
                for t in group {
                    let w = self.wlt_where(t, |o| o != t && group.iter().any(|g| g == o));
                    if w.w + w.l + w.t == 0 {
                        return None;
                    }
                    out.push(wlt_pct(&w));
                }
                Some(out)
            }
            Step::HeadToHeadSweep => {
                let mut out = Vec::new();
                let mut applies = false;
                for t in group {
                    let (mut beat_all, mut lost_all) = (true, true);
                    for o in group.iter().filter(|o| *o != t) {
                        let w = self.versus(t, o);
                        if w.w == 0 || w.l > 0 || w.t > 0 {
                            beat_all = false;
                        }
                        if w.l == 0 || w.w > 0 || w.t > 0 {
                            lost_all = false;
                        }
                    }
                    applies |= beat_all || lost_all;
                    out.push(Q::int(if beat_all {
                        2
                    } else if lost_all {
                        0
                    } else {
                        1
                    }));
                }
                applies.then_some(out)
            }
            Step::Division => each(&|t| wlt_pct(&self.records[t].division)),
            Step::Conference => each(&|t| wlt_pct(&self.records[t].conference)),
            Step::CommonGames => {
                let common = self.common_opponents(group);
                let min = match procedure {
                    Procedure::WildCard => self.options.wild_card_common_minimum,
                    _ => self.options.division_common_minimum,
                }
                .max(1);
                let mut out = Vec::new();
                for t in group {
                    let w = self.wlt_where(t, |o| common.contains(o));
                    if ((w.w + w.l + w.t) as u32) < min {
                        return None;
                    }
                    out.push(wlt_pct(&w));
                }
                Some(out)
            }
            Step::StrengthOfVictory => each(&|t| self.combined(t, |l| l.pf > l.pa)),
            Step::StrengthOfSchedule => each(&|t| self.combined(t, |_| true)),
            Step::CombinedRankingConference => each(&|t| {
                let c = lg.place_of(t).expect("league team").0;
                Q::int(-self.combined_rank2(t, &lg.conference_teams(c)))
            }),
            Step::CombinedRankingAll => each(&|t| Q::int(-self.combined_rank2(t, &lg.teams()))),
            Step::NetPointsCommon => {
                let common = self.common_opponents(group);
                if common.is_empty() {
                    return None;
                }
                each(&|t| Q::int(self.net_where(t, |o| common.contains(o))))
            }
            Step::NetPointsConference => each(&|t| Q::int(self.net_where(t, |o| lg.same_conference(t, o)))),
            Step::NetPointsAll => each(&|t| Q::int(self.records[t].net_points())),
            Step::NetTouchdowns => each(&|t| Q::int(self.records[t].net_tds())),
            Step::CoinToss => None,
        }
    }

    /// The coin toss as a die roll: every club rolls one die, the highest wins, the tied highest
    /// roll again. Seeded by the toss seed and the clubs' names, so the same tie tosses the same.
    fn toss(&self, clubs: &[String]) -> String {
        let mut alive: Vec<String> = clubs.to_vec();
        alive.sort();
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |bytes: &[u8]| {
            for b in bytes {
                h ^= *b as u64;
                h = h.wrapping_mul(0x0100_0000_01b3);
            }
        };
        eat(&self.toss_seed.to_le_bytes());
        for c in &alive {
            eat(c.as_bytes());
            eat(&[0xff]);
        }
        let mut rng = SeededRandom::new(h);
        while alive.len() > 1 {
            let rolls: Vec<u32> = alive.iter().map(|_| rng.range(1, 6)).collect();
            let top = *rolls.iter().max().expect("non-empty");
            alive = alive.into_iter().zip(rolls).filter(|(_, r)| *r == top).map(|(c, _)| c).collect();
        }
        alive.remove(0)
    }
}

// ---------------------------------------------------------------------------------------------
// §1.3 Playoffs
// ---------------------------------------------------------------------------------------------

/// A playoff game to play. `home` is the better seed (the first conference's champion in the
/// championship); nominal, there is no home field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayoffGame {
    pub week: u8,
    pub round: Round,
    /// The conference, `None` for the championship.
    pub conference: Option<String>,
    pub home: String,
    pub away: String,
    /// Seeds (1-5) within their conferences.
    pub home_seed: u8,
    pub away_seed: u8,
}

/// A playoff result: the two teams of a scheduled game in either order, and their scores.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayoffResult {
    pub home: String,
    pub away: String,
    pub home_score: u16,
    pub away_score: u16,
}

impl PlayoffResult {
    pub fn winner(&self) -> &str {
        if self.home_score > self.away_score {
            &self.home
        } else {
            &self.away
        }
    }
}

/// What the bracket needs next.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum BracketStep {
    /// The games of the next week.
    Next(Vec<PlayoffGame>),
    /// The league champion.
    Champion(String),
}

/// The playoff bracket (§1.3, A-L4), fed one week of results at a time: week 1 S4 v S5 in each
/// conference (S1-S3 rest); week 2 S1 v the S4/S5 winner and S2 v S3; week 3 the conference
/// finals; week 4 the championship. No reseeding.
#[derive(Clone, Debug, Serialize)]
pub struct SomBracket {
    /// (conference name, seeds S1..S5) for both conferences.
    conferences: Vec<(String, Vec<String>)>,
    week: u8,
    current: Vec<PlayoffGame>,
    played: Vec<(PlayoffGame, PlayoffResult)>,
    champion: Option<String>,
}

impl SomBracket {
    pub fn new(seeds: &PlayoffSeeds) -> Result<SomBracket, SomError> {
        SomBracket::from_seeds(seeds.conferences.iter().map(|c| (c.conference.clone(), c.teams())).collect())
    }

    /// A bracket from (conference, five seeds S1..S5) for two conferences.
    pub fn from_seeds(conferences: Vec<(String, Vec<String>)>) -> Result<SomBracket, SomError> {
        if conferences.len() != 2 {
            return Err(SomError::Playoff(format!("two conferences take part; {} given", conferences.len())));
        }
        let mut seen = BTreeSet::new();
        for (c, s) in &conferences {
            if s.len() != PLAYOFF_TEAMS_PER_CONFERENCE {
                return Err(SomError::Playoff(format!("the {c} conference has {} seeds; it needs {PLAYOFF_TEAMS_PER_CONFERENCE}", s.len())));
            }
            for t in s {
                if !seen.insert(t.clone()) {
                    return Err(SomError::DuplicateTeam(t.clone()));
                }
            }
        }
        let mut b = SomBracket { conferences, week: 1, current: Vec::new(), played: Vec::new(), champion: None };
        b.current = b.conferences.iter().map(|(c, s)| b.game(1, Round::WildCard, Some(c), &s[3], &s[4])).collect();
        Ok(b)
    }

    fn seed_of(&self, team: &str) -> u8 {
        self.conferences.iter().find_map(|(_, s)| s.iter().position(|x| x == team)).map_or(0, |i| i as u8 + 1)
    }

    /// A game with the better seed listed first (in the championship, the teams as given).
    fn game(&self, week: u8, round: Round, conference: Option<&String>, a: &str, b: &str) -> PlayoffGame {
        let (sa, sb) = (self.seed_of(a), self.seed_of(b));
        let (h, v) = if conference.is_some() && sb < sa { (b, a) } else { (a, b) };
        PlayoffGame { week, round, conference: conference.cloned(), home: h.to_string(), away: v.to_string(), home_seed: self.seed_of(h), away_seed: self.seed_of(v) }
    }

    /// The week to play next (1-4); `None` once there is a champion.
    pub fn week(&self) -> Option<u8> {
        self.champion.is_none().then_some(self.week)
    }

    /// The games of the week to play next (empty once there is a champion).
    pub fn games(&self) -> &[PlayoffGame] {
        &self.current
    }

    /// Every game played so far with its result.
    pub fn played(&self) -> &[(PlayoffGame, PlayoffResult)] {
        &self.played
    }

    pub fn champion(&self) -> Option<&str> {
        self.champion.as_deref()
    }

    /// The seeds, (conference, S1..S5).
    pub fn seeds(&self) -> &[(String, Vec<String>)] {
        &self.conferences
    }

    /// Records the results of the current week (one per game, teams in either order) and returns
    /// the next week's games, or the champion after week 4. Nothing is recorded on an error: a
    /// missing, extra or unknown game, or a tie.
    pub fn record_week(&mut self, results: &[PlayoffResult]) -> Result<BracketStep, SomError> {
        if let Some(c) = &self.champion {
            return Err(SomError::Playoff(format!("the playoffs are over ({c} are the champions)")));
        }
        let mut matched: Vec<Option<PlayoffResult>> = vec![None; self.current.len()];
        for r in results {
            let i = self
                .current
                .iter()
                .position(|g| (g.home == r.home && g.away == r.away) || (g.home == r.away && g.away == r.home))
                .ok_or_else(|| SomError::Playoff(format!("{} v {} is not a game of week {}", r.home, r.away, self.week)))?;
            if r.home_score == r.away_score {
                return Err(SomError::TiedPlayoffGame { home: r.home.clone(), away: r.away.clone(), home_score: r.home_score, away_score: r.away_score });
            }
            if matched[i].is_some() {
                return Err(SomError::Playoff(format!("{} v {}: two results", r.home, r.away)));
            }
            matched[i] = Some(r.clone());
        }
        if let Some(i) = matched.iter().position(|m| m.is_none()) {
            let g = &self.current[i];
            return Err(SomError::Playoff(format!("week {}: no result for {} v {}", self.week, g.home, g.away)));
        }
        let results: Vec<PlayoffResult> = matched.into_iter().map(|m| m.expect("checked")).collect();
        let winners: Vec<String> = results.iter().map(|r| r.winner().to_string()).collect();
        let games = std::mem::take(&mut self.current);
        self.played.extend(games.into_iter().zip(results));
        self.week += 1;
        let confs = self.conferences.clone();
        self.current = match self.week {
            // Week 1 had one game a conference, in conference order.
            2 => confs.iter().zip(&winners).flat_map(|((c, s), w)| [self.game(2, Round::Divisional, Some(c), &s[0], w), self.game(2, Round::Divisional, Some(c), &s[1], &s[2])]).collect(),
            // Week 2 had two games a conference.
            3 => confs.iter().enumerate().map(|(i, (c, _))| self.game(3, Round::Conference, Some(c), &winners[2 * i], &winners[2 * i + 1])).collect(),
            4 => vec![self.game(4, Round::SuperBowl, None, &winners[0], &winners[1])],
            _ => {
                self.champion = Some(winners[0].clone());
                return Ok(BracketStep::Champion(winners[0].clone()));
            }
        };
        Ok(BracketStep::Next(self.current.clone()))
    }
}

// ---------------------------------------------------------------------------------------------
// §1.1 Draft and trading
// ---------------------------------------------------------------------------------------------

/// League rules outside the game (A-L2 and the trading ban).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SomLeagueRules {
    /// Trading of players (L307-L309: not allowed).
    pub trades_allowed: bool,
    /// A team that made last season's playoffs cannot be drafted unless grandfathered (A-L2,
    /// implied by L265).
    pub playoff_teams_closed: bool,
}

impl Default for SomLeagueRules {
    fn default() -> Self {
        SomLeagueRules { trades_allowed: false, playoff_teams_closed: true }
    }
}

impl SomLeagueRules {
    /// A trade between two teams: refused unless trades are allowed (a house rule).
    pub fn check_trade(&self, from: &str, to: &str) -> Result<(), SomError> {
        if !self.trades_allowed {
            return Err(SomError::TradesNotAllowed);
        }
        if from == to {
            return Err(SomError::Structure(format!("a trade needs two teams ({from} given twice)")));
        }
        Ok(())
    }
}

/// A returning coach's declaration before the season (L265).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Declaration {
    Keep,
    EnterDraft,
}

/// A coach who coached last season.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReturningCoach {
    pub coach: String,
    /// Last season's team.
    pub team: String,
    /// Continuous seasons with that team.
    pub seasons_with_team: u32,
    /// Last season's record.
    pub previous: Wlt,
    pub declaration: Declaration,
}

/// Why a pick comes before the next one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum DraftReason {
    /// Longer continuous seasons with the same team.
    Streak,
    /// Same streak, better previous record.
    PreviousRecord,
    /// Same streak and record: a die roll.
    DieRoll,
    /// Returning coaches pick before new coaches.
    ReturningFirst,
    /// New coaches: the order drawn from the hat.
    Lottery,
}

/// A draft pick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DraftPick {
    /// 1-based.
    pub pick: usize,
    pub coach: String,
    pub returning: bool,
    /// What put this pick before the next (`None` for the last).
    pub reason: Option<DraftReason>,
}

/// The draft: who keeps which team, and the order of the picks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DraftOrder {
    /// (coach, team) of the coaches who keep their team.
    pub keepers: Vec<(String, String)>,
    pub picks: Vec<DraftPick>,
}

/// The draft order (§1.1): returning coaches who enter the draft first, by continuous seasons
/// with the same team (most first, "regardless of record"), ties by last season's record (better
/// first, ties ½ win), remaining ties by a die roll; then new coaches in the order drawn from a
/// hat. All randomness from `rng`.
pub fn draft_order<S: AsRef<str>>(returning: &[ReturningCoach], new_coaches: &[S], rng: &mut dyn Randomness) -> Result<DraftOrder, SomError> {
    let mut names = BTreeSet::new();
    for c in returning.iter().map(|c| c.coach.as_str()).chain(new_coaches.iter().map(|c| c.as_ref())) {
        if c.trim().is_empty() {
            return Err(SomError::Draft("a coach without a name".into()));
        }
        if !names.insert(c.to_string()) {
            return Err(SomError::Draft(format!("coach '{c}' is listed twice")));
        }
    }
    let mut teams = BTreeSet::new();
    for c in returning {
        if !teams.insert(c.team.as_str()) {
            return Err(SomError::Draft(format!("two returning coaches had team '{}'", c.team)));
        }
    }
    let keepers: Vec<(String, String)> = returning.iter().filter(|c| c.declaration == Declaration::Keep).map(|c| (c.coach.clone(), c.team.clone())).collect();
    let mut entering: Vec<&ReturningCoach> = returning.iter().filter(|c| c.declaration == Declaration::EnterDraft).collect();
    let key = |c: &ReturningCoach| (c.seasons_with_team, wlt_pct(&c.previous));
    entering.sort_by(|a, b| key(b).cmp(&key(a)).then_with(|| a.coach.cmp(&b.coach)));
    // Groups level on both criteria: a die roll (a seeded shuffle).
    let mut i = 0;
    while i < entering.len() {
        let mut j = i + 1;
        while j < entering.len() && key(entering[j]) == key(entering[i]) {
            j += 1;
        }
        shuffle(&mut entering[i..j], rng);
        i = j;
    }
    let mut new: Vec<String> = new_coaches.iter().map(|c| c.as_ref().to_string()).collect();
    new.sort();
    shuffle(&mut new, rng);
    let mut picks = Vec::new();
    for (k, c) in entering.iter().enumerate() {
        let reason = match entering.get(k + 1) {
            Some(n) if n.seasons_with_team != c.seasons_with_team => Some(DraftReason::Streak),
            Some(n) if wlt_pct(&n.previous) != wlt_pct(&c.previous) => Some(DraftReason::PreviousRecord),
            Some(_) => Some(DraftReason::DieRoll),
            None if !new.is_empty() => Some(DraftReason::ReturningFirst),
            None => None,
        };
        picks.push(DraftPick { pick: picks.len() + 1, coach: c.coach.clone(), returning: true, reason });
    }
    for (k, c) in new.iter().enumerate() {
        let reason = (k + 1 < new.len()).then_some(DraftReason::Lottery);
        picks.push(DraftPick { pick: picks.len() + 1, coach: c.clone(), returning: false, reason });
    }
    Ok(DraftOrder { keepers, picks })
}

/// The teams open to the draft (A-L2): every league team not kept by its coach; with
/// [`SomLeagueRules::playoff_teams_closed`], not a team that made last season's playoffs unless
/// it is on the committee's grandfathered list.
pub fn draft_pool<S: AsRef<str>>(teams: &[S], order: &DraftOrder, made_playoffs: &[S], grandfathered: &[S], rules: &SomLeagueRules) -> Vec<String> {
    let has = |v: &[S], t: &str| v.iter().any(|x| x.as_ref() == t);
    teams
        .iter()
        .map(|t| t.as_ref())
        .filter(|t| !order.keepers.iter().any(|(_, k)| k == t))
        .filter(|t| !rules.playoff_teams_closed || !has(made_playoffs, t) || has(grandfathered, t))
        .map(|t| t.to_string())
        .collect()
}

// ---------------------------------------------------------------------------------------------
// A league season played (§1.2-§1.5)
// ---------------------------------------------------------------------------------------------

/// A Strat-O-Matic league's season, played: the regular season on its generated schedule, the
/// standings under §1.4's tiebreakers, and the §1.3 playoffs.
pub struct LeagueSeason {
    pub schedule: Schedule,
    /// The regular season's games, team totals and player lines (its `standings` are the plain
    /// table; the league's are `standings`).
    pub season: crate::season::SeasonResult,
    pub standings: SomStandings,
    /// The playoffs, when played: the bracket with every game and the champion.
    pub playoffs: Option<SomBracket>,
    /// The playoffs' player lines (kept apart from the season's).
    pub playoff_players: crate::season::PlayerTotals,
}

/// The league of a set of teams: the NFL's franchises keep their conferences, and each
/// conference's four divisions become two (East and North, South and West: eight teams a
/// division); any other set is dealt in order into two conferences of two divisions (the first
/// half of the list the first conference, each half's first half its first division). A-L3.
pub fn league_of(codes: &[String]) -> Result<SomLeague, SomError> {
    if let Some(fr) = crate::schedule::nfl_franchises(codes) {
        let rows: Vec<Franchise> = fr
            .into_iter()
            .map(|f| {
                let division = if f.division == "East" || f.division == "North" { "East-North" } else { "South-West" };
                Franchise { division: division.to_string(), ..f }
            })
            .collect();
        return SomLeague::from_franchises(&rows);
    }
    let (a, b) = codes.split_at(codes.len() / 2);
    let conf = |name: &str, teams: &[String]| {
        let (d1, d2) = teams.split_at(teams.len() / 2);
        SomConference { name: name.to_string(), divisions: vec![SomDivision { name: format!("{name} 1"), teams: d1.to_vec() }, SomDivision { name: format!("{name} 2"), teams: d2.to_vec() }] }
    };
    SomLeague::new(vec![conf("Conference A", a), conf("Conference B", b)])
}

/// Plays a league season (§1.2-§1.5) under `rules` (Strat-O-Matic's, or another system's with
/// its own cards): an 11-game schedule from `seed`, every game through `run` (which may seat a
/// human; [`crate::season::computer_only`] plays them all), injuries carried from game to game;
/// the standings with §1.4's tiebreakers (the coin toss a die roll seeded from `seed`); with
/// `playoffs`, the bracket week by week (neutral games, playoff overtime: no ties).
pub fn play_league_season<C: crate::season::Club>(teams: &[C], league: &SomLeague, seed: u64, rules: &crate::season::Rules, playoffs: bool, run: &mut crate::season::GameRunner) -> Result<LeagueSeason, String> {
    play_league_replay(teams, league, seed, 0, rules, playoffs, run)
}

/// Replay `replay` of a league season: the same schedule (from `seed`), other games (replay 0 is
/// [`play_league_season`]'s).
fn play_league_replay<C: crate::season::Club>(teams: &[C], league: &SomLeague, seed: u64, replay: u32, rules: &crate::season::Rules, playoffs: bool, run: &mut crate::season::GameRunner) -> Result<LeagueSeason, String> {
    let mut out = play_league_regular_season(teams, league, seed, replay, rules, run)?;
    if playoffs {
        play_league_playoffs(teams, &mut out, seed, replay, rules, run)?;
    }
    Ok(out)
}

/// `n` replays of a league season, in parallel across cores; `tick` after each.
pub fn replay_league_seasons<C: crate::season::Club>(teams: &[C], league: &SomLeague, n: u32, seed: u64, rules: &crate::season::Rules, playoffs: bool, tick: &(dyn Fn() + Sync)) -> Result<Vec<LeagueSeason>, String> {
    use rayon::prelude::*;
    (0..n)
        .into_par_iter()
        .map(|r| {
            let s = play_league_replay(teams, league, seed, r, rules, playoffs, &mut crate::season::computer_only)?;
            tick();
            Ok(s)
        })
        .collect()
}

/// Over replays of a league season, each team's (mean wins, playoff appearances, conference
/// titles, league titles), the most titles first.
pub fn render_league_odds(seasons: &[LeagueSeason], league: &SomLeague) -> String {
    let n = seasons.len().max(1) as f64;
    let mut rows: Vec<(String, f64, u32, u32, u32)> = league
        .teams()
        .into_iter()
        .map(|t| {
            let wins: f64 = seasons.iter().filter_map(|s| s.standings.record(&t)).map(|r| r.all.w as f64 + r.all.t as f64 / 2.0).sum::<f64>() / n;
            let (mut po, mut conf, mut title) = (0, 0, 0);
            for s in seasons {
                let Some(b) = &s.playoffs else { continue };
                po += u32::from(b.seeds().iter().any(|(_, seeds)| seeds.contains(&t)));
                conf += u32::from(b.played().iter().any(|(g, _)| g.week == 4 && (g.home == t || g.away == t)));
                title += u32::from(b.champion() == Some(t.as_str()));
            }
            (t, wins, po, conf, title)
        })
        .collect();
    rows.sort_by(|a, b| b.4.cmp(&a.4).then(b.3.cmp(&a.3)).then(b.2.cmp(&a.2)).then(b.1.total_cmp(&a.1)).then(a.0.cmp(&b.0)));
    let pct = |k: u32| format!("{:.1}%", 100.0 * k as f64 / n);
    let mut s = format!("  {:<5} {:>6} {:>9} {:>10} {:>9}\n", "team", "wins", "playoffs", "conf. won", "champion");
    for (t, w, po, conf, title) in rows {
        s += &format!("  {t:<5} {w:>6.2} {:>9} {:>10} {:>9}\n", pct(po), pct(conf), pct(title));
    }
    s
}

/// The league's schedule (from `seed`) and regular season, and its standings.
pub fn league_schedule(league: &SomLeague, seed: u64) -> Result<Schedule, String> {
    generate_schedule(league, SEASON_GAMES, seed).map_err(|e| e.to_string())
}

/// The regular season of [`play_league_season`] (replay `replay` of it), with its standings.
pub fn play_league_regular_season<C: crate::season::Club>(teams: &[C], league: &SomLeague, seed: u64, replay: u32, rules: &crate::season::Rules, run: &mut crate::season::GameRunner) -> Result<LeagueSeason, String> {
    if let Some(t) = league.teams().iter().find(|t| !teams.iter().any(|c| c.code() == t.as_str())) {
        return Err(format!("the league's team {t} has no cards"));
    }
    let schedule = league_schedule(league, seed)?;
    let season = crate::season::play_season_rules_with(teams, &schedule, seed, replay, rules, run)?;
    let games: Vec<SomGame> = season.games.iter().map(|g| SomGame { week: g.week, home: g.home.clone(), away: g.away.clone(), home_score: g.home_score, away_score: g.away_score, home_tds: g.tds[0], away_tds: g.tds[1] }).collect();
    let standings = SomStandings::new(league, &games, crate::season::game_seed(seed, replay, u32::MAX)).map_err(|e| e.to_string())?;
    Ok(LeagueSeason { schedule, season, standings, playoffs: None, playoff_players: BTreeMap::new() })
}

/// The playoffs of [`play_league_season`] (replay `replay` of it) after its regular season.
pub fn play_league_playoffs<C: crate::season::Club>(teams: &[C], out: &mut LeagueSeason, seed: u64, replay: u32, rules: &crate::season::Rules, run: &mut crate::season::GameRunner) -> Result<(), String> {
    let by_code: BTreeMap<&str, &C> = teams.iter().map(|t| (t.code(), t)).collect();
    let seeds = out.standings.playoff_seeds().map_err(|e| e.to_string())?;
    let mut bracket = SomBracket::new(&seeds).map_err(|e| e.to_string())?;
    let mut injured = out.season.injured.clone();
    let playoff_rules = rules.playoff(true);
    let mut k = out.season.games.len() as u32;
    while bracket.week().is_some() {
        let mut results = Vec::new();
        for pg in bracket.games().to_vec() {
            let label = match &pg.conference {
                Some(c) => format!("{c} {}", pg.round.name()),
                None => "league championship".to_string(),
            };
            let (h, a) = (by_code[pg.home.as_str()], by_code[pg.away.as_str()]);
            let g = crate::season::play_game(&playoff_rules, crate::season::game_seed(seed, replay, k), h, a, &injured, &label, run).map_err(|e| format!("{label}: {} v {}: {e}", pg.home, pg.away))?;
            k += 1;
            crate::season::carry_injuries(&g, [pg.home.as_str(), pg.away.as_str()], &mut injured);
            let bx = huddle_stats::BoxScore::from_log(&g.core().log);
            for (side, code) in huddle_core::Side::BOTH.into_iter().zip([&pg.home, &pg.away]) {
                for (p, line) in bx.players_of(side) {
                    *out.playoff_players.entry((code.clone(), g.player_id(side, p.idx).to_string())).or_default() += line;
                }
            }
            let score = g.core().score;
            results.push(PlayoffResult { home: pg.home.clone(), away: pg.away.clone(), home_score: score.home, away_score: score.away });
        }
        bracket.record_week(&results).map_err(|e| e.to_string())?;
    }
    out.playoffs = Some(bracket);
    Ok(())
}

/// The bracket as played: each week's games with their scores, and the champion.
pub fn render_bracket(b: &SomBracket) -> String {
    let mut s = String::new();
    for (c, seeds) in b.seeds() {
        s += &format!("  {c} seeds: {}\n", seeds.iter().enumerate().map(|(i, t)| format!("{} {t}", i + 1)).collect::<Vec<_>>().join(", "));
    }
    let mut week = 0;
    for (g, r) in b.played() {
        if g.week != week {
            week = g.week;
            s += &format!("  week {week}:\n");
        }
        let (hs, as_) = if r.home == g.home { (r.home_score, r.away_score) } else { (r.away_score, r.home_score) };
        let what = match &g.conference {
            Some(c) => format!("{c} {}", g.round.name()),
            None => "championship".to_string(),
        };
        s += &format!("    {what:<28} {} {hs} - {} {as_}\n", g.home, g.away);
    }
    if let Some(c) = b.champion() {
        s += &format!("  League champion: {c}\n");
    }
    s
}
