//! Many seeded games computer against computer, summarized: points per team, plays,
//! turnovers, penalties, the home/visitor win split, how often games reach overtime.

use crate::error::FeverError;
use crate::sim::{play_game_with, SimOptions};
use huddle_core::Side;
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// Totals and averages over a batch of games.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Summary {
    pub games: u64,
    pub first_seed: u64,
    pub home_points: u64,
    pub away_points: u64,
    /// Sum of squares of each team's points (for the standard deviation).
    pub team_points_sq: f64,
    pub home_wins: u64,
    pub away_wins: u64,
    pub ties: u64,
    pub overtime_games: u64,
    pub overtime_decided: u64,
    pub scrimmage_plays: u64,
    pub core_plays: u64,
    pub first_downs: u64,
    pub turnovers: u64,
    pub interceptions: u64,
    pub fumbles_lost: u64,
    pub penalties: u64,
    pub penalty_yards: i64,
    pub sacks: u64,
    pub passes: u64,
    pub completions: u64,
    pub pass_yards: i64,
    pub runs: u64,
    pub run_yards: i64,
    pub touchdowns: u64,
    pub safeties: u64,
    pub option_tds: u64,
    pub fg_attempts: u64,
    pub fg_made: u64,
    pub xp_attempts: u64,
    pub xp_made: u64,
    pub punts: u64,
    pub onside_kicks: u64,
    pub onside_recovered: u64,
    pub timeouts: u64,
    pub hurry_ups: u64,
    pub max_team_points: u16,
    pub shutouts: u64,
    pub seconds: f64,
}

impl Summary {
    fn add(&mut self, r: &crate::sim::FeverGameReport) {
        self.games += 1;
        self.home_points += r.score.home as u64;
        self.away_points += r.score.away as u64;
        self.team_points_sq += (r.score.home as f64).powi(2) + (r.score.away as f64).powi(2);
        match r.winner() {
            Some(Side::Home) => self.home_wins += 1,
            Some(Side::Away) => self.away_wins += 1,
            None => self.ties += 1,
        }
        if r.overtime {
            self.overtime_games += 1;
            if r.winner().is_some() {
                self.overtime_decided += 1;
            }
        }
        self.max_team_points = self.max_team_points.max(r.score.home).max(r.score.away);
        self.shutouts += (r.score.home == 0) as u64 + (r.score.away == 0) as u64;
        self.core_plays += r.core_plays as u64;
        for s in [&r.stats.home, &r.stats.away] {
            self.scrimmage_plays += s.plays as u64;
            self.first_downs += s.first_downs as u64;
            self.turnovers += s.turnovers as u64;
            self.interceptions += s.interceptions as u64;
            self.fumbles_lost += s.fumbles_lost as u64;
            self.penalties += s.penalties as u64;
            self.penalty_yards += s.penalty_yards as i64;
            self.sacks += s.sacks as u64;
            self.passes += s.passes as u64;
            self.completions += s.completions as u64;
            self.pass_yards += s.pass_yards as i64;
            self.runs += s.runs as u64;
            self.run_yards += s.run_yards as i64;
            self.option_tds += s.option_td as u64;
            self.fg_attempts += s.fg_attempts as u64;
            self.fg_made += s.fg_made as u64;
            self.xp_attempts += s.xp_attempts as u64;
            self.xp_made += s.xp_made as u64;
            self.punts += s.punts as u64;
            self.onside_kicks += s.onside_kicks as u64;
            self.onside_recovered += s.onside_recovered as u64;
            self.timeouts += s.timeouts as u64;
            self.hurry_ups += s.hurry_ups as u64;
        }
        self.touchdowns += (r.touchdowns.home + r.touchdowns.away) as u64;
        self.safeties += (r.safeties.home + r.safeties.away) as u64;
    }

    fn merge(&mut self, o: &Summary) {
        macro_rules! sum {
            ($($f:ident),*) => { $( self.$f += o.$f; )* };
        }
        sum!(games, home_points, away_points, team_points_sq, home_wins, away_wins, ties, overtime_games, overtime_decided,
             scrimmage_plays, core_plays, first_downs, turnovers, interceptions, fumbles_lost, penalties, penalty_yards,
             sacks, passes, completions, pass_yards, runs, run_yards, touchdowns, safeties, option_tds, fg_attempts, fg_made,
             xp_attempts, xp_made, punts, onside_kicks, onside_recovered, timeouts, hurry_ups, shutouts);
        self.max_team_points = self.max_team_points.max(o.max_team_points);
    }

    /// Team-games in the batch.
    pub fn team_games(&self) -> f64 {
        2.0 * self.games as f64
    }
    pub fn points_per_team(&self) -> f64 {
        (self.home_points + self.away_points) as f64 / self.team_games()
    }
    pub fn team_points_sd(&self) -> f64 {
        let m = self.points_per_team();
        (self.team_points_sq / self.team_games() - m * m).max(0.0).sqrt()
    }
    pub fn per_team(&self, v: u64) -> f64 {
        v as f64 / self.team_games()
    }
    pub fn pct(&self, v: u64) -> f64 {
        100.0 * v as f64 / self.games.max(1) as f64
    }

    pub fn render_text(&self) -> String {
        let mut o = String::new();
        let g = self.games.max(1) as f64;
        let _ = writeln!(o, "Football Fever: {} games, computer against computer (seeds {}..{}), {:.1} s", self.games, self.first_seed, self.first_seed + self.games.saturating_sub(1), self.seconds);
        let _ = writeln!(o, "  points per team-game      {:6.2}  (home {:.2}, visitor {:.2}; sd {:.2}; max {}; shutouts {:.1}%)",
            self.points_per_team(), self.home_points as f64 / g, self.away_points as f64 / g, self.team_points_sd(), self.max_team_points,
            100.0 * self.shutouts as f64 / self.team_games());
        let _ = writeln!(o, "  combined points per game  {:6.2}", (self.home_points + self.away_points) as f64 / g);
        let _ = writeln!(o, "  home wins {:.2}%  visitor wins {:.2}%  ties {:.2}%", self.pct(self.home_wins), self.pct(self.away_wins), self.pct(self.ties));
        let _ = writeln!(o, "  overtime  {:.2}% of games ({:.2}% of games decided in overtime)", self.pct(self.overtime_games), self.pct(self.overtime_decided));
        let _ = writeln!(o, "  scrimmage plays per team  {:6.2}  (all plays incl. kicks and tries per game {:.1})", self.per_team(self.scrimmage_plays), self.core_plays as f64 / g);
        let _ = writeln!(o, "  first downs per team      {:6.2}", self.per_team(self.first_downs));
        let _ = writeln!(o, "  runs per team             {:6.2}  ({:.2} yards a run)", self.per_team(self.runs), self.run_yards as f64 / self.runs.max(1) as f64);
        let _ = writeln!(o, "  passes per team           {:6.2}  ({:.1}% complete, {:.2} yards an attempt)", self.per_team(self.passes),
            100.0 * self.completions as f64 / self.passes.max(1) as f64, self.pass_yards as f64 / self.passes.max(1) as f64);
        let _ = writeln!(o, "  sacks per team            {:6.2}", self.per_team(self.sacks));
        let _ = writeln!(o, "  turnovers per team        {:6.2}  (interceptions {:.2}, fumbles lost {:.2})", self.per_team(self.turnovers),
            self.per_team(self.interceptions), self.per_team(self.fumbles_lost));
        let _ = writeln!(o, "  penalties per team        {:6.2}  ({:.1} yards)", self.per_team(self.penalties), self.penalty_yards as f64 / self.team_games());
        let _ = writeln!(o, "  touchdowns per team       {:6.2}  (Option-die TDs {:.2}); safeties per game {:.3}", self.per_team(self.touchdowns),
            self.per_team(self.option_tds), self.safeties as f64 / g);
        let _ = writeln!(o, "  field goals per team      {:6.2}  made of {:.2} attempted ({:.1}%); extra points {:.1}%", self.per_team(self.fg_made),
            self.per_team(self.fg_attempts), 100.0 * self.fg_made as f64 / self.fg_attempts.max(1) as f64,
            100.0 * self.xp_made as f64 / self.xp_attempts.max(1) as f64);
        let _ = writeln!(o, "  punts per team            {:6.2}", self.per_team(self.punts));
        let _ = writeln!(o, "  onside kicks per game     {:6.3}  ({:.1}% recovered)", self.onside_kicks as f64 / g,
            100.0 * self.onside_recovered as f64 / self.onside_kicks.max(1) as f64);
        let _ = writeln!(o, "  time-outs per team        {:6.2}; hurry-ups per team {:.2}", self.per_team(self.timeouts), self.per_team(self.hurry_ups));
        o
    }
}

/// Plays `n_games` seeded games (seeds `first_seed..first_seed + n_games`) and summarizes
/// them. The data is loaded once; the games run on the available cores.
pub fn summarize(n_games: u64, first_seed: u64, opts: &SimOptions) -> Result<Summary, FeverError> {
    let data = opts.data()?;
    let mut o = opts.clone();
    o.trace = false;
    let start = std::time::Instant::now();
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).clamp(1, 16) as u64;
    let results: Vec<Result<Summary, FeverError>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let data = data.clone();
                let o = &o;
                s.spawn(move || -> Result<Summary, FeverError> {
                    let mut sum = Summary::default();
                    let mut i = t;
                    while i < n_games {
                        let r = play_game_with(first_seed + i, o, data.clone())?;
                        sum.add(&r);
                        i += threads;
                    }
                    Ok(sum)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or(Err(FeverError::Runaway("worker thread")))).collect()
    });
    let mut total = Summary { first_seed, ..Summary::default() };
    for r in results {
        total.merge(&r?);
    }
    total.seconds = start.elapsed().as_secs_f64();
    Ok(total)
}
