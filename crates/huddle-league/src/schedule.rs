//! Schedules: read from an nflverse schedule file, or generated in the NFL format.

use huddle_cards::builder::Franchise;
use huddle_core::{Randomness, SeededRandom};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The league's teams that are NFL franchises, when they fill every division: the NFL format
/// (schedule, divisions, seeds and playoffs; other teams of the league sit the season out).
pub fn nfl_franchises(codes: &[String]) -> Option<Vec<Franchise>> {
    let fr: Vec<Franchise> = huddle_cards::builder::franchises().into_iter().filter(|f| codes.contains(&f.code)).collect();
    let mut divs: BTreeMap<(String, String), usize> = BTreeMap::new();
    for f in &fr {
        *divs.entry((f.conference.clone(), f.division.clone())).or_default() += 1;
    }
    (divs.len() == 8 && divs.values().all(|n| *n == 4)).then_some(fr)
}

/// One scheduled game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fixture {
    pub week: u8,
    pub home: String,
    pub away: String,
    /// The real final score (home, away) when the schedule file has one (a played season).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<(u16, u16)>,
}

/// A season's schedule.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schedule {
    pub games: Vec<Fixture>,
}

/// A schedule that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ScheduleError {
    #[error("{file}: cannot read: {msg}")]
    Io { file: String, msg: String },
    #[error("{file}: missing column(s): {0} (expected the nflverse schedule format)", file = .1)]
    Columns(String, String),
    #[error("{file}: line {line}: {msg}")]
    Row { file: String, line: u64, msg: String },
    #[error("{0}")]
    Generate(String),
}

impl Schedule {
    /// Games of one team in week order.
    pub fn of<'a>(&'a self, team: &'a str) -> impl Iterator<Item = &'a Fixture> + 'a {
        self.games.iter().filter(move |g| g.home == team || g.away == team)
    }

    /// Games per team.
    pub fn counts(&self) -> BTreeMap<String, usize> {
        let mut m = BTreeMap::new();
        for g in &self.games {
            *m.entry(g.home.clone()).or_insert(0) += 1;
            *m.entry(g.away.clone()).or_insert(0) += 1;
        }
        m
    }

    /// Reads the regular-season games of an nflverse schedule file; every team must be one of
    /// `known` (the league's team codes).
    pub fn read(path: &Path, season: Option<u16>, known: &[String]) -> Result<Schedule, ScheduleError> {
        let file = path.display().to_string();
        let mut games: Vec<Fixture> = Self::rows(path, season, known, |t| t == "REG")?.into_iter().map(|(_, f)| f).collect();
        if games.is_empty() {
            return Err(ScheduleError::Row { file, line: 0, msg: "no regular-season games".into() });
        }
        games.sort_by_key(|g| g.week);
        Ok(Schedule { games })
    }

    /// The postseason games of an nflverse schedule file (game types WC, DIV, CON, SB), each
    /// with its game type, in file order; empty when the file has none.
    pub fn read_postseason(path: &Path, season: Option<u16>, known: &[String]) -> Result<Vec<(String, Fixture)>, ScheduleError> {
        Self::rows(path, season, known, |t| matches!(t, "WC" | "DIV" | "CON" | "SB"))
    }

    /// The rows of the season whose game type `keep` accepts, validated.
    fn rows(path: &Path, season: Option<u16>, known: &[String], keep: impl Fn(&str) -> bool) -> Result<Vec<(String, Fixture)>, ScheduleError> {
        let file = path.display().to_string();
        let mut rd = csv::Reader::from_path(path).map_err(|e| ScheduleError::Io { file: file.clone(), msg: e.to_string() })?;
        let h = rd.headers().map_err(|e| ScheduleError::Io { file: file.clone(), msg: e.to_string() })?.clone();
        let col = |n: &str| h.iter().position(|x| x.trim() == n);
        let want = ["season", "game_type", "week", "home_team", "away_team"];
        let missing: Vec<&str> = want.iter().copied().filter(|n| col(n).is_none()).collect();
        if !missing.is_empty() {
            return Err(ScheduleError::Columns(missing.join(", "), file));
        }
        let (cs, ct, cw, ch, ca) = (col("season").unwrap(), col("game_type").unwrap(), col("week").unwrap(), col("home_team").unwrap(), col("away_team").unwrap());
        // Optional: the real scores of a season already played (empty for games to come).
        let (chs, cas) = (col("home_score"), col("away_score"));
        let mut games = Vec::new();
        for rec in rd.records() {
            let rec = rec.map_err(|e| ScheduleError::Io { file: file.clone(), msg: e.to_string() })?;
            let line = rec.position().map(|p| p.line()).unwrap_or(0);
            let g = |i: usize| rec.get(i).unwrap_or("").trim().to_string();
            let game_type = g(ct);
            if !keep(&game_type) {
                continue;
            }
            if let Some(s) = season {
                if g(cs).parse::<u16>().ok() != Some(s) {
                    continue;
                }
            }
            let week: u8 = g(cw).parse().map_err(|_| ScheduleError::Row { file: file.clone(), line, msg: format!("week '{}' is not a number", g(cw)) })?;
            let (home, away) = (g(ch), g(ca));
            for t in [&home, &away] {
                if !known.contains(t) {
                    return Err(ScheduleError::Row { file: file.clone(), line, msg: format!("unknown team code '{t}' (not in the league)") });
                }
            }
            if home == away {
                return Err(ScheduleError::Row { file: file.clone(), line, msg: format!("{home} plays itself") });
            }
            let score = match (chs, cas) {
                (Some(x), Some(y)) => match (g(x).as_str(), g(y).as_str()) {
                    ("", "") | ("NA", "NA") => None,
                    (hs, as_) => match (hs.parse::<u16>(), as_.parse::<u16>()) {
                        (Ok(h), Ok(a)) => Some((h, a)),
                        _ => return Err(ScheduleError::Row { file: file.clone(), line, msg: format!("score '{hs}'-'{as_}' is not two whole numbers") }),
                    },
                },
                _ => None,
            };
            games.push((game_type, Fixture { week, home, away, score }));
        }
        Ok(games)
    }

    /// A double round-robin for a league that is not the NFL's 32 franchises (a draft league
    /// of a few franchises, a league of fictional teams): each team meets each other twice,
    /// once at home, one round a week (a bye for an odd number of teams), the teams placed on
    /// the circle by `seed`.
    pub fn round_robin(codes: &[String], seed: u64) -> Result<Schedule, ScheduleError> {
        if codes.len() < 2 {
            return Err(ScheduleError::Generate("a round-robin needs at least two teams".into()));
        }
        let mut ring: Vec<Option<&str>> = codes.iter().map(|c| Some(c.as_str())).collect();
        let mut rng = SeededRandom::new(seed);
        for i in (1..ring.len()).rev() {
            let j = rng.below(i as u32 + 1) as usize;
            ring.swap(i, j);
        }
        if ring.len() % 2 == 1 {
            ring.push(None);
        }
        let n = ring.len();
        let mut games = Vec::new();
        for half in 0..2 {
            let mut r = ring.clone();
            for round in 0..n - 1 {
                let week = (half * (n - 1) + round + 1) as u8;
                for i in 0..n / 2 {
                    if let (Some(a), Some(b)) = (r[i], r[n - 1 - i]) {
                        // Alternate home sides by round; the second half swaps them.
                        let (home, away) = if (round + i + half) % 2 == 0 { (a, b) } else { (b, a) };
                        games.push(Fixture { week, home: home.to_string(), away: away.to_string(), score: None });
                    }
                }
                // The circle turns: the first team stays, the others move one place.
                let last = r.pop().expect("n >= 2");
                r.insert(1, last);
            }
        }
        Ok(Schedule { games })
    }

    /// Generates an NFL-format schedule for the 32 teams of `franchises` (two conferences of
    /// four four-team divisions), for `year`. `place[team]` is each team's finishing place in
    /// its division the previous season (0-3); without it, the order of the franchise table is
    /// used. Formula (the NFL's since 2002): 6 division games; 4 against a division of the own
    /// conference (3-year rotation); 4 against a division of the other conference (4-year
    /// rotation); 2 against the same-place teams of the other two own-conference divisions —
    /// 16 games in 17 weeks; since 2021 (`eras::format`) a 17th game against the same-place
    /// team of a further other-conference division, in 18 weeks. Every team has one bye.
    #[allow(clippy::needless_range_loop)] // the formula reads by conference, division and place
    pub fn generate(franchises: &[Franchise], year: u16, place: Option<&BTreeMap<String, u8>>, seed: u64) -> Result<Schedule, ScheduleError> {
        let confs = ["AFC", "NFC"];
        let divs = ["East", "North", "South", "West"];
        // grid[c][d][i] = team code
        let mut grid: Vec<Vec<Vec<String>>> = vec![vec![Vec::new(); 4]; 2];
        for f in franchises {
            let c = confs.iter().position(|x| *x == f.conference);
            let d = divs.iter().position(|x| *x == f.division);
            if let (Some(c), Some(d)) = (c, d) {
                if grid[c][d].iter().any(|x| x == &f.code) {
                    continue;
                }
                grid[c][d].push(f.code.clone());
            }
        }
        for c in 0..2 {
            for d in 0..4 {
                if grid[c][d].len() != 4 {
                    return Err(ScheduleError::Generate(format!(
                        "the {} {} division has {} teams; an NFL-format schedule needs 4 in each of the 8 divisions (give --schedule instead)",
                        confs[c],
                        divs[d],
                        grid[c][d].len()
                    )));
                }
                if let Some(pl) = place {
                    grid[c][d].sort_by_key(|t| pl.get(t).copied().unwrap_or(9));
                }
            }
        }
        let y = year as usize;
        let format = crate::eras::format(year);
        let mut games: Vec<(String, String)> = Vec::new();
        let mut add = |h: &str, a: &str| games.push((h.to_string(), a.to_string()));
        for c in 0..2 {
            for d in 0..4 {
                let t = &grid[c][d];
                // Division: home and away against each rival.
                for i in 0..4 {
                    for j in 0..4 {
                        if i != j {
                            add(&t[i], &t[j]);
                        }
                    }
                }
            }
            // Intra-conference full division (3-year rotation of the three pairings).
            let pairs = [[(0, 1), (2, 3)], [(0, 2), (1, 3)], [(0, 3), (1, 2)]][y % 3];
            for (a, b) in pairs {
                for i in 0..4 {
                    for j in 0..4 {
                        let (ta, tb) = (&grid[c][a][i], &grid[c][b][j]);
                        if (i + j + y).is_multiple_of(2) {
                            add(ta, tb);
                        } else {
                            add(tb, ta);
                        }
                    }
                }
            }
            // Same-place games against the other two divisions of the conference: the pairs
            // left over form a 4-cycle of divisions, oriented around the cycle so that every
            // team has one home and one away game of the two.
            let full_of = |d: usize| pairs.iter().find_map(|(a, b)| if *a == d { Some(*b) } else if *b == d { Some(*a) } else { None }).unwrap();
            let mut cycle = vec![0usize];
            while cycle.len() < 4 {
                let u = *cycle.last().unwrap();
                let v = (0..4).find(|&v| v != u && v != full_of(u) && !cycle.contains(&v)).unwrap();
                cycle.push(v);
            }
            for k in 0..4 {
                let (d, o) = (cycle[k], cycle[(k + 1) % 4]);
                let (d, o) = if y.is_multiple_of(2) { (d, o) } else { (o, d) };
                for i in 0..4 {
                    add(&grid[c][d][i], &grid[c][o][i]);
                }
            }
        }
        // Inter-conference full division (4-year rotation) and the 17th game (from 2021).
        for d in 0..4 {
            let n = (d + y) % 4;
            for i in 0..4 {
                for j in 0..4 {
                    let (ta, tb) = (&grid[0][d][i], &grid[1][n][j]);
                    if (i + j + y).is_multiple_of(2) {
                        add(ta, tb);
                    } else {
                        add(tb, ta);
                    }
                }
            }
            if format.games < 17 {
                continue;
            }
            let n17 = (d + y + 2) % 4;
            for i in 0..4 {
                let (ta, tb) = (&grid[0][d][i], &grid[1][n17][i]);
                if y % 2 == 1 {
                    add(ta, tb);
                } else {
                    add(tb, ta);
                }
            }
        }
        // Weeks: built one at a time as a matching of the remaining games that must include every
        // team with as many games left as weeks left (so each team gets exactly one bye);
        // randomized from the seed and retried until it fits.
        let mut rng = SeededRandom::new(seed ^ ((year as u64) << 8));
        let teams: Vec<String> = {
            let mut v: Vec<String> = games.iter().flat_map(|g| [g.0.clone(), g.1.clone()]).collect();
            v.sort();
            v.dedup();
            v
        };
        let weeks = format.weeks as usize;
        'attempt: for _attempt in 0..400 {
            let mut left: Vec<bool> = vec![true; games.len()];
            let mut remaining: BTreeMap<&str, usize> = teams.iter().map(|t| (t.as_str(), 0)).collect();
            for g in &games {
                *remaining.get_mut(g.0.as_str()).unwrap() += 1;
                *remaining.get_mut(g.1.as_str()).unwrap() += 1;
            }
            let mut out = Vec::with_capacity(games.len());
            for w in 0..weeks {
                let weeks_left = weeks - w;
                let mut placed = false;
                for _try in 0..300 {
                    let mut busy: BTreeMap<&str, bool> = BTreeMap::new();
                    let mut chosen: Vec<usize> = Vec::new();
                    // Teams that must play this week first, tightest first, then everyone else.
                    let mut order: Vec<&str> = teams.iter().map(|t| t.as_str()).collect();
                    huddle_core::shuffle(&mut order, &mut rng);
                    order.sort_by_key(|t| std::cmp::Reverse(remaining[t]));
                    let mut ok = true;
                    for t in order {
                        if busy.contains_key(t) || remaining[t] == 0 {
                            continue;
                        }
                        let must = remaining[t] >= weeks_left;
                        let mut cand: Vec<usize> = (0..games.len())
                            .filter(|&k| left[k] && (games[k].0 == t || games[k].1 == t))
                            .filter(|&k| {
                                let o = if games[k].0 == t { &games[k].1 } else { &games[k].0 };
                                !busy.contains_key(o.as_str())
                            })
                            .collect();
                        if cand.is_empty() {
                            if must {
                                ok = false;
                                break;
                            }
                            continue;
                        }
                        // Prefer opponents who also must play.
                        cand.sort_by_key(|&k| {
                            let o = if games[k].0 == t { &games[k].1 } else { &games[k].0 };
                            std::cmp::Reverse(remaining[o.as_str()])
                        });
                        let top = cand.len().min(3);
                        let k = cand[rng.below(top as u32) as usize];
                        // A team that need not play may take its bye now (at most 2 byes a week).
                        if !must && rng.below(100) < 12 && (chosen.len() * 2 + busy.len()) < 40 {
                            busy.insert(t, true);
                            continue;
                        }
                        busy.insert(games[k].0.as_str(), true);
                        busy.insert(games[k].1.as_str(), true);
                        chosen.push(k);
                    }
                    if !ok {
                        continue;
                    }
                    // Nobody may be left with more games than weeks after this one.
                    let mut rem2 = remaining.clone();
                    for &k in &chosen {
                        *rem2.get_mut(games[k].0.as_str()).unwrap() -= 1;
                        *rem2.get_mut(games[k].1.as_str()).unwrap() -= 1;
                    }
                    if rem2.values().any(|&r| r > weeks_left - 1) {
                        continue;
                    }
                    for &k in &chosen {
                        left[k] = false;
                        out.push(Fixture { week: (w + 1) as u8, home: games[k].0.clone(), away: games[k].1.clone(), score: None });
                    }
                    remaining = rem2;
                    placed = true;
                    break;
                }
                if !placed {
                    continue 'attempt;
                }
            }
            if left.iter().all(|x| !x) {
                out.sort_by(|a, b| a.week.cmp(&b.week).then(a.home.cmp(&b.home)));
                return Ok(Schedule { games: out });
            }
        }
        Err(ScheduleError::Generate(format!("could not fit the games into {weeks} weeks")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_schedule_is_nfl_shaped() {
        let f = huddle_cards::builder::franchises().into_iter().take(32).collect::<Vec<_>>();
        for year in 2021..2027 {
            let s = Schedule::generate(&f, year, None, 1).unwrap();
            assert_eq!(s.games.len(), 272, "{year}");
            let counts = s.counts();
            assert_eq!(counts.len(), 32);
            assert!(counts.values().all(|&n| n == 17), "{year}: {counts:?}");
            for t in counts.keys() {
                let home = s.games.iter().filter(|g| &g.home == t).count();
                assert!((8..=9).contains(&home), "{year} {t}: {home} home games");
                let weeks: Vec<u8> = s.of(t).map(|g| g.week).collect();
                let mut w2 = weeks.clone();
                w2.sort();
                w2.dedup();
                assert_eq!(w2.len(), 17, "{year} {t} plays twice in a week");
                assert!(weeks.iter().all(|w| (1..=18).contains(w)));
            }
            // Division rivals meet twice.
            let div = |a: &str, b: &str| s.games.iter().filter(|g| (g.home == a && g.away == b) || (g.home == b && g.away == a)).count();
            assert_eq!(div("KC", "DEN"), 2);
            assert_eq!(div("DAL", "PHI"), 2);
        }
    }
}
