//! Whole Bones games with the embedded data, and averages over many.

use crate::game::{BonesGame, GameError};
use crate::options::Options;
use huddle_cards::Team;
use huddle_core::Side;
use huddle_stats::BoxScore;

/// Plays a computer-vs-computer game to the end.
pub fn play_ai_game(seed: u64, home: Team, away: Team, opts: Options) -> Result<BonesGame, GameError> {
    let mut g = BonesGame::ai(seed, home, away, opts);
    g.play_out()?;
    Ok(g)
}

/// Per-team-game averages over many games.
#[derive(Clone, Debug, Default)]
pub struct Summary {
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

/// Plays `n` games (seeds `seed..seed+n`) and averages per team-game.
pub fn summary(n: u32, seed: u64, home: &Team, away: &Team, opts: &Options) -> Result<Summary, GameError> {
    let mut s = Summary { games: n, ..Summary::default() };
    for i in 0..n as u64 {
        let g = play_ai_game(seed + i, home.clone(), away.clone(), opts.clone())?;
        let b = BoxScore::from_log(&g.core.log);
        for side in Side::BOTH {
            let t = &b.teams[side];
            s.points += t.points as f64;
            s.plays += t.plays as f64;
            s.rushes += t.rushes as f64;
            s.rush_yards += t.rush_yards as f64;
            s.pass_att += t.pass_att as f64;
            s.completions += t.completions as f64;
            s.pass_yards += t.pass_yards as f64;
            s.interceptions += t.interceptions as f64;
            s.sacks += t.sacks as f64;
            s.fumbles_lost += t.fumbles_lost as f64;
            s.penalties += t.penalties as f64;
            s.penalty_yards += t.penalty_yards as f64;
            s.punts += t.punts as f64;
            s.fg_att += t.fg_att as f64;
            s.fg_made += t.fg_made as f64;
            s.injuries += t.injuries as f64;
            s.first_downs += t.first_downs as f64;
        }
        let (h, a) = (g.core.score.home, g.core.score.away);
        if h > a {
            s.home_wins += 1;
        } else if h == a {
            s.ties += 1;
        }
        if g.core.clock.period.0 > 4 {
            s.overtime += 1;
        }
    }
    let tg = 2.0 * n.max(1) as f64;
    for v in [&mut s.points, &mut s.plays, &mut s.rushes, &mut s.rush_yards, &mut s.pass_att, &mut s.completions, &mut s.pass_yards, &mut s.interceptions, &mut s.sacks, &mut s.fumbles_lost, &mut s.penalties, &mut s.penalty_yards, &mut s.punts, &mut s.fg_att, &mut s.fg_made, &mut s.injuries, &mut s.first_downs] {
        *v /= tg;
    }
    Ok(s)
}

impl std::fmt::Display for Summary {
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
