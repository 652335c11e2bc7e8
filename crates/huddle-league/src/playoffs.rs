//! The NFL playoffs after a replayed season: each conference's seeds from the standings (four
//! division winners, then the season's wild cards), single elimination with reseeding (the
//! highest remaining seed meets the lowest), the better seed at home, and the Super Bowl at a
//! neutral site. Playoff games use playoff overtime (TTF §21: no ties). Injuries carry over
//! from the regular season; playoff statistics are kept apart from the season's
//! (`Postseason::players`).

use crate::schedule::Fixture;
use crate::season::{game_seed, PlayerTotals, SeasonResult};
use huddle_core::Side;
use huddle_stats::BoxScore;
use crate::standings::Standings;
use huddle_cards::Team;
use huddle_fac::options::RuleOptions;
use crate::season::Rules;
use serde::Serialize;
use std::collections::BTreeMap;

/// A playoff round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum Round {
    WildCard,
    Divisional,
    Conference,
    SuperBowl,
}

impl Round {
    pub fn name(self) -> &'static str {
        match self {
            Round::WildCard => "Wild Card",
            Round::Divisional => "Divisional",
            Round::Conference => "Conference",
            Round::SuperBowl => "Super Bowl",
        }
    }
}

/// The postseason's shape in a season.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bracket {
    /// Wild cards per conference (three since 2020, two before).
    pub wild_cards: usize,
    /// The AFC champion is the Super Bowl's designated home team (the AFC in odd-numbered Super
    /// Bowls, the NFC in even-numbered ones).
    pub afc_home_in_super_bowl: bool,
}

impl Bracket {
    /// The NFL's bracket after `season` (the Super Bowl of season Y is number Y − 1965).
    pub fn of_season(season: u16) -> Bracket {
        Bracket { wild_cards: crate::eras::format(season).wild_cards as usize, afc_home_in_super_bowl: (season as i32 - 1965).rem_euclid(2) == 1 }
    }
}

/// One playoff game.
#[derive(Clone, Debug, Serialize)]
pub struct PlayoffGame {
    pub round: Round,
    pub home: String,
    pub away: String,
    pub home_score: u16,
    pub away_score: u16,
    pub overtime: bool,
}

impl PlayoffGame {
    pub fn winner(&self) -> &str {
        if self.home_score > self.away_score {
            &self.home
        } else {
            &self.away
        }
    }
}

/// A replay's postseason.
#[derive(Clone, Debug, Serialize)]
pub struct Postseason {
    /// Seeds by conference, best first.
    pub seeds: BTreeMap<String, Vec<String>>,
    pub games: Vec<PlayoffGame>,
    pub champion: String,
    /// Playoff statistics by (team code, player id), apart from the season's.
    pub players: PlayerTotals,
}

/// The games of one conference round: seeds (1-based, as numbers) still alive, sorted; the
/// best `byes` of them rest. Returns (home seed, away seed) pairs, the best remaining seed
/// against the worst.
pub fn pairings(alive: &[usize], byes: usize) -> Vec<(usize, usize)> {
    let mut v: Vec<usize> = alive.to_vec();
    v.sort_unstable();
    let playing = &v[byes.min(v.len())..];
    (0..playing.len() / 2).map(|i| (playing[i], playing[playing.len() - 1 - i])).collect()
}

/// Byes in the first round for `teams` seeds: enough that the rest halves down to one (7 seeds:
/// 1; 6: 2; 4: none).
pub fn first_round_byes(teams: usize) -> usize {
    teams.next_power_of_two() - teams
}

/// Plays the postseason of a replayed season (its standings and the injuries it ended with).
/// `None` when a conference has fewer than two seeds (a league outside the NFL's format).
pub fn play_postseason(teams: &[Team], season: &SeasonResult, bracket: Bracket, seed: u64, replay: u32, opts: &RuleOptions) -> Result<Option<Postseason>, String> {
    play_postseason_with(teams, season, bracket, seed, replay, opts, &mut crate::season::computer_only)
}

/// [`play_postseason`] with the games played by `run` (see [`crate::season::play_season_with`]).
pub fn play_postseason_with(
    teams: &[Team],
    season: &SeasonResult,
    bracket: Bracket,
    seed: u64,
    replay: u32,
    opts: &RuleOptions,
    run: &mut crate::season::GameRunner,
) -> Result<Option<Postseason>, String> {
    play_postseason_rules(teams, season, bracket, seed, replay, &Rules::Ttf7(opts.clone()), run)
}

/// [`play_postseason_with`] under any rule system (a 6th-edition game is the computer's).
pub fn play_postseason_rules<C: crate::season::Club>(teams: &[C], season: &SeasonResult, bracket: Bracket, seed: u64, replay: u32, rules: &Rules, run: &mut crate::season::GameRunner) -> Result<Option<Postseason>, String> {
    let seeds = seeds_of(&season.standings, bracket);
    if seeds.values().any(|s| s.len() < 2) || seeds.len() != 2 {
        return Ok(None);
    }
    let by_code: BTreeMap<&str, &C> = teams.iter().map(|t| (t.code(), t)).collect();
    let mut injured = season.injured.clone();
    let mut players = PlayerTotals::new();
    let mut games: Vec<PlayoffGame> = Vec::new();
    let first_game = season.games.len() as u32;
    let mut play = |round: Round, home: &str, away: &str, neutral: bool, games: &mut Vec<PlayoffGame>| -> Result<String, String> {
        let (Some(h), Some(a)) = (by_code.get(home), by_code.get(away)) else {
            return Err(format!("{}: {away} at {home}: a team is not in the league", round.name()));
        };
        let r = rules.playoff(neutral);
        let g = crate::season::play_game(&r, game_seed(seed, replay, first_game + games.len() as u32), *h, *a, &injured, round.name(), run).map_err(|e| format!("{}: {away} at {home}: {e}", round.name()))?;
        crate::season::carry_injuries(&g, [home, away], &mut injured);
        let bx = BoxScore::from_log(&g.core().log);
        for (side, code) in Side::BOTH.into_iter().zip([home, away]) {
            for (p, line) in bx.players_of(side) {
                *players.entry((code.to_string(), g.player_id(side, p.idx).to_string())).or_default() += line;
            }
        }
        let core = g.core();
        let game = PlayoffGame { round, home: home.to_string(), away: away.to_string(), home_score: core.score.home, away_score: core.score.away, overtime: core.clock.period.0 > 4 };
        let w = game.winner().to_string();
        games.push(game);
        Ok(w)
    };
    let mut champs: BTreeMap<String, String> = BTreeMap::new();
    for (conf, s) in &seeds {
        let mut alive: Vec<usize> = (1..=s.len()).collect();
        let mut byes = first_round_byes(s.len());
        // Rounds to a conference champion: the last is the Conference round.
        let rounds = s.len().next_power_of_two().trailing_zeros() as usize;
        let mut round = [Round::Conference, Round::Divisional, Round::WildCard][rounds.clamp(1, 3) - 1];
        while alive.len() > 1 {
            let mut next: Vec<usize> = alive.iter().copied().take(byes).collect();
            for (h, a) in pairings(&alive, byes) {
                let w = play(round, &s[h - 1], &s[a - 1], false, &mut games)?;
                next.push(if w == s[h - 1] { h } else { a });
            }
            next.sort_unstable();
            alive = next;
            byes = 0;
            round = match round {
                Round::WildCard => Round::Divisional,
                _ => Round::Conference,
            };
        }
        champs.insert(conf.clone(), s[alive[0] - 1].clone());
    }
    let (afc, nfc) = (champs["AFC"].clone(), champs["NFC"].clone());
    let (home, away) = if bracket.afc_home_in_super_bowl { (afc, nfc) } else { (nfc, afc) };
    let champion = play(Round::SuperBowl, &home, &away, true, &mut games)?;
    games.sort_by_key(|g| g.round);
    Ok(Some(Postseason { seeds, games, champion, players }))
}

fn seeds_of(st: &Standings, bracket: Bracket) -> BTreeMap<String, Vec<String>> {
    ["AFC", "NFC"].iter().map(|c| (c.to_string(), st.seeds(c, bracket.wild_cards))).collect()
}

/// Over many replays: per team, (playoff appearances, conference titles, Super Bowl wins).
pub fn odds(seasons: &[SeasonResult]) -> BTreeMap<String, (u32, u32, u32)> {
    let mut out: BTreeMap<String, (u32, u32, u32)> = BTreeMap::new();
    for p in seasons.iter().filter_map(|s| s.postseason.as_ref()) {
        for t in p.seeds.values().flatten() {
            out.entry(t.clone()).or_default().0 += 1;
        }
        if let Some(sb) = p.games.iter().find(|g| g.round == Round::SuperBowl) {
            for t in [&sb.home, &sb.away] {
                out.entry(t.clone()).or_default().1 += 1;
            }
        }
        out.entry(p.champion.clone()).or_default().2 += 1;
    }
    out
}

/// Text: a replay's playoff games by round, its champion, and the playoffs' leading passer,
/// rusher and receiver (names from `teams`).
pub fn render<C: crate::season::Club>(p: &Postseason, teams: &[C]) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    for g in &p.games {
        let ot = if g.overtime { " (OT)" } else { "" };
        let _ = writeln!(s, "  {:<11} {:<4} {:>2}  at {:<4} {:>2}{ot}", g.round.name(), g.away, g.away_score, g.home, g.home_score);
    }
    let _ = writeln!(s, "  Champion: {}", p.champion);
    let name = |t: &str, id: &str| teams.iter().find(|x| x.code() == t).and_then(|x| x.player_name(id)).unwrap_or(id).to_string();
    type Yards = fn(&huddle_stats::PlayerLine) -> i32;
    let cats: [(&str, Yards); 3] = [("passing", |l| l.pass_yards), ("rushing", |l| l.rush_yards), ("receiving", |l| l.rec_yards)];
    for (what, f) in cats {
        if let Some(((t, id), l)) = p.players.iter().max_by_key(|(k, l)| (f(l), std::cmp::Reverse((*k).clone()))) {
            let _ = writeln!(s, "  Playoff {what} leader: {} ({t}) {} yards", name(t, id), f(l));
        }
    }
    s
}

/// The real postseason of a played season (from a schedule file's WC, DIV, CON and SB games).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RealPostseason {
    /// Every team that played a playoff game.
    pub teams: Vec<String>,
    /// The winners of the conference championship games.
    pub conference_champions: Vec<String>,
    pub champion: Option<String>,
}

/// The real postseason from `games` (game type, fixture); `None` when no playoff game has a score.
pub fn real_postseason(games: &[(String, Fixture)]) -> Option<RealPostseason> {
    let played: Vec<(&str, &Fixture, (u16, u16))> = games.iter().filter_map(|(t, f)| f.score.map(|s| (t.as_str(), f, s))).collect();
    if played.is_empty() {
        return None;
    }
    let winner = |f: &Fixture, (h, a): (u16, u16)| if h > a { f.home.clone() } else { f.away.clone() };
    let mut teams: Vec<String> = played.iter().flat_map(|(_, f, _)| [f.home.clone(), f.away.clone()]).collect();
    teams.sort();
    teams.dedup();
    let conference_champions = played.iter().filter(|(t, _, _)| *t == "CON").map(|(_, f, s)| winner(f, *s)).collect();
    let champion = played.iter().find(|(t, _, _)| *t == "SB").map(|(_, f, s)| winner(f, *s));
    Some(RealPostseason { teams, conference_champions, champion })
}

/// Text: the teams' playoff, conference-title and Super Bowl shares over the replays, best first;
/// with the real postseason, how often the replays matched it.
pub fn render_odds(seasons: &[SeasonResult], top: usize, real: Option<&RealPostseason>) -> String {
    use std::fmt::Write;
    let n = seasons.iter().filter(|s| s.postseason.is_some()).count().max(1) as f64;
    let mut v: Vec<(String, (u32, u32, u32))> = odds(seasons).into_iter().collect();
    v.sort_by(|a, b| (b.1 .2, b.1 .1, b.1 .0).cmp(&(a.1 .2, a.1 .1, a.1 .0)).then(a.0.cmp(&b.0)));
    let mut s = String::new();
    let _ = writeln!(s, "  {:<5} {:>9} {:>11} {:>11}", "", "playoffs", "conf title", "Super Bowl");
    let od: BTreeMap<String, (u32, u32, u32)> = v.iter().cloned().collect();
    for (t, (p, c, w)) in v.into_iter().take(top) {
        let _ = writeln!(s, "  {:<5} {:>8.1}% {:>10.1}% {:>10.1}%", t, 100.0 * p as f64 / n, 100.0 * c as f64 / n, 100.0 * w as f64 / n);
    }
    if let Some(r) = real {
        let pct = |t: &str, f: fn(&(u32, u32, u32)) -> u32| 100.0 * od.get(t).map_or(0, f) as f64 / n;
        if let Some(ch) = &r.champion {
            let _ = writeln!(s, "  In reality {ch} won the Super Bowl (the replays: {:.1}%)", pct(ch, |x| x.2));
        }
        if !r.conference_champions.is_empty() {
            let cc: Vec<String> = r.conference_champions.iter().map(|t| format!("{t} ({:.1}%)", pct(t, |x| x.1))).collect();
            let _ = writeln!(s, "  Real conference champions: {}", cc.join(", "));
        }
        let made = r.teams.iter().map(|t| pct(t, |x| x.0)).sum::<f64>() / r.teams.len().max(1) as f64;
        let _ = writeln!(s, "  The {} real playoff teams reached the replays' playoffs {made:.1}% of the time", r.teams.len());
    }
    s
}
