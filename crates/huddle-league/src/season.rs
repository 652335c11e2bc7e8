//! Playing seasons: every scheduled game, injuries carried from game to game, statistics
//! accumulated; many replays in parallel.

use crate::schedule::Schedule;
use crate::standings::Standings;
use huddle_cards::Team;
use huddle_core::{PerSide, Side};
use crate::playoffs::{Bracket, Postseason};
use huddle_fac::game::{FacGame, Out, Until};
use huddle_fac::options::RuleOptions;
use huddle_fac::sim::ai_game;
use huddle_som::cards::SomTeam;
use huddle_som::game::SomGame;
use huddle_sp6::game::Sp6Game;
use huddle_stats::{BoxScore, PlayerLine, TeamTotals};
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;

/// One played game.
#[derive(Clone, Debug, Serialize)]
pub struct GameResult {
    pub week: u8,
    pub home: String,
    pub away: String,
    pub home_score: u16,
    pub away_score: u16,
    pub overtime: bool,
    /// Touchdowns (home, visitors): the net-touchdowns tiebreakers (Strat-O-Matic §1.4).
    pub tds: [u16; 2],
}

/// Touchdowns scored in a game's log, (home, visitors).
pub fn touchdowns(log: &[huddle_core::Event]) -> [u16; 2] {
    let mut tds = [0u16; 2];
    for e in log {
        if let huddle_core::Event::Score { side, kind: huddle_core::ScoreKind::Touchdown, .. } = e {
            tds[usize::from(*side == Side::Away)] += 1;
        }
    }
    tds
}

/// Season totals of a player (keyed by team code and player id).
pub type PlayerTotals = BTreeMap<(String, String), PlayerLine>;

/// One replayed season.
#[derive(Clone, Debug, Default)]
pub struct SeasonResult {
    pub games: Vec<GameResult>,
    pub teams: BTreeMap<String, TeamTotals>,
    pub players: PlayerTotals,
    pub standings: Standings,
    pub refused_calls: u32,
    /// Players still hurt when the regular season ended: team code → player id → games to miss.
    pub injured: Injured,
    /// The playoffs, when they were played (`replay_seasons` with a bracket).
    pub postseason: Option<Postseason>,
}

/// Lasting injuries between games: team code → player id → games still to miss.
pub type Injured = BTreeMap<String, BTreeMap<String, u8>>;

/// The rule system a season is played under: a Fast Action Card engine and its options.
#[derive(Clone, Debug)]
pub enum Rules {
    /// TTF 7th Edition.
    Ttf7(RuleOptions),
    /// Statis-Pro Football 6th Edition.
    Sp6(huddle_sp6::options::Options),
    /// Football Bones.
    Bones(huddle_bones::options::Options),
    /// Strat-O-Matic under its league rules (its own cards: [`huddle_som::cards::SomTeam`]).
    Som(huddle_som::options::SomOptions),
}

impl Rules {
    /// The same rules for a playoff game (playoff overtime; `neutral`: no home-team adjustments).
    pub(crate) fn playoff(&self, neutral: bool) -> Rules {
        match self {
            Rules::Ttf7(o) => Rules::Ttf7(RuleOptions { playoffs: true, home_adjustments: o.home_adjustments && !neutral, ..o.clone() }),
            Rules::Sp6(o) => Rules::Sp6(huddle_sp6::options::Options { playoff: true, ..o.clone() }),
            Rules::Bones(o) => Rules::Bones(huddle_bones::options::Options { playoff: true, ..o.clone() }),
            Rules::Som(o) => Rules::Som(huddle_som::options::SomOptions { playoff: true, ..*o }),
        }
    }
}

/// A team a season can field: the Fast Action Card family's ([`Team`], for TTF 7th, Statis-Pro
/// 6th and Football Bones) or Strat-O-Matic's ([`SomTeam`]). Seasons, playoffs and leaders are
/// written once over it.
pub trait Club: Clone + Send + Sync {
    fn code(&self) -> &str;
    /// A player's name by his id, when he is on this team.
    fn player_name(&self, id: &str) -> Option<&str>;
    /// A player's position by his id (his first listed), when he is on this team.
    fn player_position(&self, id: &str) -> Option<String>;
    /// A computer-vs-computer game of `home` and `away` under `rules`; an error when the rules
    /// play other cards.
    fn game(rules: &Rules, seed: u64, home: &Self, away: &Self) -> Result<AnyGame, String>;
}

impl Club for Team {
    fn code(&self) -> &str {
        &self.code
    }
    fn player_name(&self, id: &str) -> Option<&str> {
        self.players.iter().find(|p| p.id == id).map(|p| p.name.as_str())
    }
    fn player_position(&self, id: &str) -> Option<String> {
        self.players.iter().find(|p| p.id == id).map(|p| p.pos.to_string())
    }
    fn game(rules: &Rules, seed: u64, home: &Team, away: &Team) -> Result<AnyGame, String> {
        let (home, away) = (home.clone(), away.clone());
        Ok(match rules {
            Rules::Ttf7(o) => AnyGame::Ttf7(Box::new(ai_game(seed, home, away, o.clone()))),
            Rules::Sp6(o) => AnyGame::Sp6(Box::new(Sp6Game::ai(seed, home, away, o.clone()))),
            Rules::Bones(o) => AnyGame::Bones(Box::new(huddle_bones::game::BonesGame::ai(seed, home, away, o.clone()))),
            Rules::Som(_) => return Err("Strat-O-Matic plays its own cards, not a Fast Action Card league".into()),
        })
    }
}

impl Club for SomTeam {
    fn code(&self) -> &str {
        &self.code
    }
    fn player_name(&self, id: &str) -> Option<&str> {
        self.player(id).map(|p| self.players[p].name.as_str())
    }
    fn player_position(&self, id: &str) -> Option<String> {
        let p = &self.players[self.player(id)?];
        p.pos.first().map(|x| format!("{x:?}").to_uppercase())
    }
    fn game(rules: &Rules, seed: u64, home: &SomTeam, away: &SomTeam) -> Result<AnyGame, String> {
        match rules {
            Rules::Som(o) => Ok(AnyGame::Som(Box::new(SomGame::ai(seed, home.clone(), away.clone(), *o)))),
            _ => Err("a Strat-O-Matic league plays Strat-O-Matic rules only".into()),
        }
    }
}

/// A game of any engine, as a season plays it.
pub enum AnyGame {
    Ttf7(Box<FacGame>),
    Sp6(Box<Sp6Game>),
    Bones(Box<huddle_bones::game::BonesGame>),
    Som(Box<SomGame>),
}

impl AnyGame {
    pub fn core(&self) -> &huddle_core::GameState {
        match self {
            AnyGame::Ttf7(g) => &g.core,
            AnyGame::Sp6(g) => &g.core,
            AnyGame::Bones(g) => &g.core,
            AnyGame::Som(g) => &g.core,
        }
    }
    /// The computer plays the game to its end.
    pub fn play_out(&mut self) -> Result<(), String> {
        match self {
            AnyGame::Ttf7(g) => g.play_out().map_err(|e| e.to_string()),
            AnyGame::Sp6(g) => g.play_out().map_err(|e| e.to_string()),
            AnyGame::Bones(g) => g.play_out().map_err(|e| e.to_string()),
            AnyGame::Som(g) => g.play_out().map_err(|e| e.to_string()),
        }
    }

    pub fn refused_calls(&self) -> u32 {
        match self {
            AnyGame::Ttf7(g) => g.refused_calls,
            AnyGame::Sp6(g) => g.refused_calls,
            AnyGame::Bones(g) => g.refused_calls,
            // The Strat-O-Matic computer's calls are legal by construction (an illegal one would
            // be a delay of game, §2.2).
            AnyGame::Som(_) => 0,
        }
    }
    pub fn lasting_injuries(&self) -> Vec<(Side, String, u8)> {
        match self {
            AnyGame::Ttf7(g) => g.lasting_injuries(),
            AnyGame::Sp6(g) => g.lasting_injuries(),
            AnyGame::Bones(g) => g.lasting_injuries(),
            AnyGame::Som(g) => g.lasting_injuries(),
        }
    }
    /// The id of the player the game's event log names by `idx` on `side`.
    pub fn player_id(&self, side: Side, idx: u16) -> &str {
        match self {
            AnyGame::Ttf7(g) => &g.teams[side].team.player(idx).id,
            AnyGame::Sp6(g) => &g.teams[side].team.player(idx).id,
            AnyGame::Bones(g) => &g.teams[side].team.player(idx).id,
            AnyGame::Som(g) => &g.teams[side].team.players[idx as usize].id,
        }
    }
    /// The team's name on `side` and its players' names by the log's index.
    pub fn names(&self, side: Side) -> (&str, Vec<String>) {
        match self {
            AnyGame::Ttf7(g) => (&g.teams[side].team.name, g.teams[side].team.players.iter().map(|p| p.name.clone()).collect()),
            AnyGame::Sp6(g) => (&g.teams[side].team.name, g.teams[side].team.players.iter().map(|p| p.name.clone()).collect()),
            AnyGame::Bones(g) => (&g.teams[side].team.name, g.teams[side].team.players.iter().map(|p| p.name.clone()).collect()),
            AnyGame::Som(g) => (&g.teams[side].team.name, g.teams[side].team.players.iter().map(|p| p.name.clone()).collect()),
        }
    }
    /// The team code on `side`.
    pub fn code(&self, side: Side) -> &str {
        match self {
            AnyGame::Ttf7(g) => &g.teams[side].team.code,
            AnyGame::Sp6(g) => &g.teams[side].team.code,
            AnyGame::Bones(g) => &g.teams[side].team.code,
            AnyGame::Som(g) => &g.teams[side].team.code,
        }
    }
}

/// The fewest fit players of each group a 6th-edition or Bones team keeps when injured players
/// sit out between games (the rules have no minimums; a real club would have signed a
/// replacement).
fn sp6_minimum(g: huddle_cards::Group) -> usize {
    use huddle_cards::Group::*;
    match g {
        QB | K | P => 1,
        RB => 2,
        WR => 3,
        TE => 1,
        OL => 5,
        DL => 4,
        LB => 4,
        DB => 5,
    }
}

/// [`sp6_minimum`] for a Strat-O-Matic roster, by a player's first position on his rating card.
fn som_minimum(p: huddle_som::cards::Pos) -> usize {
    use huddle_som::cards::Pos::*;
    match p {
        Qb | Te | K | P | C => 1,
        Hb | G | T | De | Dt | Cb | S => 2,
        Fb | Bb => 1,
        Wr => 3,
        Lb => 3,
    }
}

/// Players still injured from earlier games sit out, never taking a position group below the
/// injury minimums (TTF §16.1; a fixed table for the 6th edition): a real club would have signed
/// a replacement.
pub(crate) fn sit_out_injured(g: &mut AnyGame, codes: [&str; 2], injured: &Injured) {
    for (side, code) in Side::BOTH.into_iter().zip(codes) {
        let Some(m) = injured.get(code) else { continue };
        for (id, n) in m {
            if *n == 0 {
                continue;
            }
            match g {
                AnyGame::Ttf7(g) => {
                    let Some(p) = g.teams[side].team.idx(id) else { continue };
                    let grp = g.teams[side].team.player(p).group();
                    let min = *g.ed.constants.injury_minimums.get(&grp).unwrap_or(&0) as usize;
                    let healthy = g.teams[side].team.group(grp).filter(|q| g.available(side, *q)).count();
                    if healthy > min {
                        g.teams[side].out.push(Out { pid: p, until: Until::EndOfGame { extra: 0 } });
                    }
                }
                AnyGame::Sp6(g) => {
                    let Some(p) = g.teams[side].team.idx(id) else { continue };
                    let grp = g.teams[side].team.player(p).group();
                    let healthy = g.teams[side].team.group(grp).filter(|q| g.available(side, *q)).count();
                    if healthy > sp6_minimum(grp) {
                        g.teams[side].out.push(huddle_sp6::game::Out { pid: p, until: huddle_sp6::game::Until::EndOfGame { extra: 0 } });
                    }
                }
                AnyGame::Som(g) => {
                    let t = &g.teams[side];
                    let Some(p) = t.team.player(id) else { continue };
                    let Some(pos) = t.team.players[p].pos.first().copied() else { continue };
                    let out = t.out_pids();
                    let healthy = (0..t.team.players.len()).filter(|q| !out.contains(q) && t.team.players[*q].pos.first() == Some(&pos)).count();
                    if healthy > som_minimum(pos) {
                        g.teams[side].out.push((p, huddle_som::game::Until::Game { more: 0 }));
                    }
                }
                AnyGame::Bones(g) => {
                    let Some(p) = g.teams[side].team.idx(id) else { continue };
                    let grp = g.teams[side].team.player(p).group();
                    let healthy = g.teams[side].team.group(grp).filter(|q| g.available(side, *q)).count();
                    if healthy > sp6_minimum(grp) {
                        g.teams[side].out.push(huddle_bones::game::Out { pid: p, until: huddle_bones::game::Until::EndOfGame { more: 0 } });
                    }
                }
            }
        }
    }
}

/// After a game of the two teams `codes` (home, away): one game served by every injured
/// player of theirs, and the game's lasting injuries added.
pub(crate) fn carry_injuries(g: &AnyGame, codes: [&str; 2], injured: &mut Injured) {
    for code in codes {
        if let Some(m) = injured.get_mut(code) {
            for n in m.values_mut() {
                *n = n.saturating_sub(1);
            }
            m.retain(|_, n| *n > 0);
        }
    }
    for (side, id, n) in g.lasting_injuries() {
        let code = if side == Side::Home { codes[0] } else { codes[1] };
        injured.entry(code.to_string()).or_default().insert(id, n);
    }
}

/// A seed for one game of one replay (SplitMix64 of the inputs).
pub fn game_seed(seed: u64, replay: u32, game: u32) -> u64 {
    let mut z = seed ^ ((replay as u64) << 32) ^ (game as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays one season on `schedule`. `replay` numbers the replay (it selects the game seeds).
pub fn play_season(teams: &[Team], schedule: &Schedule, seed: u64, replay: u32, opts: &RuleOptions) -> Result<SeasonResult, String> {
    play_season_with(teams, schedule, seed, replay, opts, &mut computer_only)
}

/// [`play_season`] under any rule system, the computer coaching every game.
pub fn play_season_rules<C: Club>(teams: &[C], schedule: &Schedule, seed: u64, replay: u32, rules: &Rules) -> Result<SeasonResult, String> {
    season_loop(teams, schedule, seed, replay, rules, &mut computer_only)
}

/// A game runner for [`play_season_with`] and the playoffs: the computer coaches both sides.
pub fn computer_only(g: &mut AnyGame, _label: &str) -> Result<(), String> {
    g.play_out()
}

/// How a game is played: set up (injured players out, computer coaches on both sides), with a
/// label ("week 3", "Wild Card"); it plays the game to its end or returns an error that stops
/// the season.
pub type GameRunner<'a> = dyn FnMut(&mut AnyGame, &str) -> Result<(), String> + 'a;

/// [`play_season`] with the games played by `run`: a front end may seat a human coach in some
/// of them and show them.
pub fn play_season_with(teams: &[Team], schedule: &Schedule, seed: u64, replay: u32, opts: &RuleOptions, run: &mut GameRunner) -> Result<SeasonResult, String> {
    season_loop(teams, schedule, seed, replay, &Rules::Ttf7(opts.clone()), run)
}

/// [`play_season_with`] under any rule system.
pub fn play_season_rules_with<C: Club>(teams: &[C], schedule: &Schedule, seed: u64, replay: u32, rules: &Rules, run: &mut GameRunner) -> Result<SeasonResult, String> {
    season_loop(teams, schedule, seed, replay, rules, run)
}

/// Plays one game under `rules` through `run` (which may seat a human).
pub(crate) fn play_game<C: Club>(rules: &Rules, seed: u64, home: &C, away: &C, injured: &Injured, label: &str, run: &mut GameRunner) -> Result<AnyGame, String> {
    let mut g = C::game(rules, seed, home, away)?;
    let codes = [home.code(), away.code()];
    sit_out_injured(&mut g, codes, injured);
    run(&mut g, label)?;
    if !g.core().is_over() {
        return Err("the game was not finished".into());
    }
    Ok(g)
}

fn season_loop<C: Club>(teams: &[C], schedule: &Schedule, seed: u64, replay: u32, rules: &Rules, run: &mut GameRunner) -> Result<SeasonResult, String> {
    let by_code: BTreeMap<&str, &C> = teams.iter().map(|t| (t.code(), t)).collect();
    let mut res = SeasonResult {
        games: Vec::with_capacity(schedule.games.len()),
        teams: BTreeMap::new(),
        players: BTreeMap::new(),
        // A league outside the NFL's format is one table.
        standings: Standings::new(crate::schedule::nfl_franchises(&teams.iter().map(|t| t.code().to_string()).collect::<Vec<_>>()).map_or_else(Vec::new, |_| huddle_cards::builder::franchises())),
        refused_calls: 0,
        injured: Injured::new(),
        postseason: None,
    };
    for (k, fx) in schedule.games.iter().enumerate() {
        let (Some(h), Some(a)) = (by_code.get(fx.home.as_str()), by_code.get(fx.away.as_str())) else {
            return Err(format!("week {}: {} at {}: a team is not in the league", fx.week, fx.away, fx.home));
        };
        let g = play_game(rules, game_seed(seed, replay, k as u32), *h, *a, &res.injured, &format!("week {}", fx.week), run).map_err(|e| format!("week {} {} at {}: {e}", fx.week, fx.away, fx.home))?;
        let codes = [fx.home.as_str(), fx.away.as_str()];
        res.refused_calls += g.refused_calls();
        carry_injuries(&g, codes, &mut res.injured);
        let bx = BoxScore::from_log(&g.core().log);
        let codes = PerSide::new(fx.home.clone(), fx.away.clone());
        for side in Side::BOTH {
            *res.teams.entry(codes[side].clone()).or_default() += &bx.teams[side];
            for (p, line) in bx.players_of(side) {
                let id = g.player_id(side, p.idx).to_string();
                *res.players.entry((codes[side].clone(), id)).or_default() += line;
            }
        }
        let (hs, as_) = (g.core().score.home, g.core().score.away);
        res.standings.add(&fx.home, &fx.away, hs, as_);
        res.games.push(GameResult { week: fx.week, home: fx.home.clone(), away: fx.away.clone(), home_score: hs, away_score: as_, overtime: g.core().clock.period.0 > 4, tds: touchdowns(&g.core().log) });
    }
    Ok(res)
}

/// Plays `n` replays of a season in parallel; `tick` is called after each finished replay.
pub fn replays(teams: &[Team], schedule: &Schedule, n: u32, seed: u64, opts: &RuleOptions, tick: &(dyn Fn() + Sync)) -> Result<Vec<SeasonResult>, String> {
    replay_seasons(teams, schedule, n, seed, opts, None, tick)
}

/// `replays`, each followed by its playoffs when a `bracket` is given (their games seeded after
/// the season's, so the regular season is the same either way).
pub fn replay_seasons(teams: &[Team], schedule: &Schedule, n: u32, seed: u64, opts: &RuleOptions, bracket: Option<Bracket>, tick: &(dyn Fn() + Sync)) -> Result<Vec<SeasonResult>, String> {
    replay_seasons_rules(teams, schedule, n, seed, &Rules::Ttf7(opts.clone()), bracket, tick)
}

/// [`replay_seasons`] under any rule system.
pub fn replay_seasons_rules<C: Club>(teams: &[C], schedule: &Schedule, n: u32, seed: u64, rules: &Rules, bracket: Option<Bracket>, tick: &(dyn Fn() + Sync)) -> Result<Vec<SeasonResult>, String> {
    (0..n)
        .into_par_iter()
        .map(|r| {
            let mut s = play_season_rules(teams, schedule, seed, r, rules)?;
            if let Some(b) = bracket {
                s.postseason = crate::playoffs::play_postseason_rules(teams, &s, b, seed, r, rules, &mut computer_only)?;
            }
            tick();
            Ok(s)
        })
        .collect()
}

/// Statistics leaders over one or more seasons (per-season averages when several).
pub fn leaders<C: Club>(seasons: &[SeasonResult], teams: &[C], top: usize) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    for (title, rows) in leader_rows(seasons, teams, top) {
        let _ = writeln!(out, "{title}");
        for (name, team, x) in rows {
            // One season: whole counts; several: per-season averages to a tenth.
            let prec = if seasons.len() > 1 { 1 } else { 0 };
            let _ = writeln!(out, "  {:<26} {:<4} {:>8.prec$}", name, team, x);
        }
    }
    out
}

/// A leader: (player's name, team, total a season).
pub type LeaderRow = (String, String, f64);

/// The leaders of each category (passing yards and touchdowns, rushing yards and touchdowns,
/// receptions, receiving yards, interceptions, sacks): the `top` players' (name, team, total a
/// season), best first, ties by team and id.
pub fn leader_rows<C: Club>(seasons: &[SeasonResult], teams: &[C], top: usize) -> Vec<(&'static str, Vec<LeaderRow>)> {
    let n = seasons.len().max(1) as f64;
    let mut all: PlayerTotals = BTreeMap::new();
    for s in seasons {
        for (k, v) in &s.players {
            *all.entry(k.clone()).or_default() += v;
        }
    }
    let name = |team: &str, id: &str| teams.iter().find(|t| t.code() == team).and_then(|t| t.player_name(id)).unwrap_or(id).to_string();
    let mut out = Vec::new();
    type Stat = fn(&PlayerLine) -> f64;
    let cats: [(&str, Stat); 8] = [
        ("Passing yards", |l| l.pass_yards as f64),
        ("Passing TD", |l| l.pass_tds as f64),
        ("Rushing yards", |l| l.rush_yards as f64),
        ("Rushing TD", |l| l.rush_tds as f64),
        ("Receptions", |l| l.receptions as f64),
        ("Receiving yards", |l| l.rec_yards as f64),
        ("Interceptions", |l| l.def_ints as f64),
        ("Sacks", |l| l.def_sacks as f64),
    ];
    for (title, f) in cats {
        let mut v: Vec<(&(String, String), f64)> = all.iter().map(|(k, l)| (k, f(l) / n)).collect();
        v.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap().then(a.0.cmp(b.0)));
        out.push((title, v.into_iter().filter(|x| x.1 > 0.0).take(top).map(|(k, x)| (name(&k.0, &k.1), k.0.clone(), x)).collect()));
    }
    out
}
