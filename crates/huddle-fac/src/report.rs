//! Aggregate statistics over many AI-vs-AI games.

use crate::options::RuleOptions;
use crate::sim::play_ai_game;
use huddle_cards::Team;
use huddle_core::{PlayKind, Side};
use huddle_stats::BoxScore;
use serde::Serialize;

/// Per-team-game averages over a set of games.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Summary {
    pub games: u32,
    pub team_games: u32,
    pub points: f64,
    pub scrimmage_plays: f64,
    pub rushes: f64,
    pub rush_yards: f64,
    pub pass_att: f64,
    pub completions: f64,
    pub pass_yards: f64,
    pub interceptions: f64,
    pub sacks: f64,
    pub punts: f64,
    pub punt_yards: f64,
    pub fg_att: f64,
    pub fg_made: f64,
    pub xp_att: f64,
    pub xp_made: f64,
    pub penalties: f64,
    pub penalty_yards: f64,
    pub fumbles: f64,
    pub fumbles_lost: f64,
    pub injuries: f64,
    pub kick_returns: f64,
    pub punt_returns: f64,
    pub home_wins: u32,
    pub away_wins: u32,
    pub ties: u32,
    pub overtime_games: u32,
    pub lasting_injuries: f64,
}

impl Summary {
    pub fn fg_pct(&self) -> f64 {
        if self.fg_att > 0.0 {
            100.0 * self.fg_made / self.fg_att
        } else {
            0.0
        }
    }
    pub fn comp_pct(&self) -> f64 {
        if self.pass_att > 0.0 {
            100.0 * self.completions / self.pass_att
        } else {
            0.0
        }
    }

    /// A readable table.
    pub fn render(&self) -> String {
        let mut s = String::new();
        use std::fmt::Write;
        let _ = writeln!(s, "{} games ({} team-games), per team-game:", self.games, self.team_games);
        let rows: [(&str, f64); 22] = [
            ("points", self.points),
            ("scrimmage plays", self.scrimmage_plays),
            ("rushes", self.rushes),
            ("rush yards", self.rush_yards),
            ("pass attempts", self.pass_att),
            ("completions", self.completions),
            ("pass yards", self.pass_yards),
            ("interceptions", self.interceptions),
            ("sacks", self.sacks),
            ("punts", self.punts),
            ("punt yards (gross avg)", if self.punts > 0.0 { self.punt_yards / self.punts } else { 0.0 }),
            ("field-goal attempts", self.fg_att),
            ("field goals made", self.fg_made),
            ("extra points attempted", self.xp_att),
            ("extra points made", self.xp_made),
            ("penalties (accepted)", self.penalties),
            ("penalty yards", self.penalty_yards),
            ("fumbles", self.fumbles),
            ("fumbles lost", self.fumbles_lost),
            ("injuries (any length)", self.injuries),
            ("kick returns", self.kick_returns),
            ("punt returns", self.punt_returns),
        ];
        for (k, v) in rows {
            let _ = writeln!(s, "  {k:<26}{v:>9.2}");
        }
        let _ = writeln!(s, "  {:<26}{:>8.1}%", "completion pct", self.comp_pct());
        let _ = writeln!(s, "  {:<26}{:>8.1}%", "field-goal pct", self.fg_pct());
        let _ = writeln!(s, "  {:<26}{:>9.2}", "injuries lasting games", self.lasting_injuries);
        let g = self.games.max(1) as f64;
        let _ = writeln!(
            s,
            "home wins {:.1}%, away wins {:.1}%, ties {:.2}%, overtime {:.2}%",
            100.0 * self.home_wins as f64 / g,
            100.0 * self.away_wins as f64 / g,
            100.0 * self.ties as f64 / g,
            100.0 * self.overtime_games as f64 / g
        );
        s
    }
}

/// Plays `n` games from consecutive seeds (home and away alternate) and averages per team-game.
pub fn summarize(n: u32, first_seed: u64, a: &Team, b: &Team, opts: &RuleOptions) -> Result<Summary, crate::game::GameError> {
    let mut s = Summary::default();
    let mut add = |g: &crate::game::FacGame| {
        let bx = BoxScore::from_log(&g.core.log);
        s.games += 1;
        for side in Side::BOTH {
            let t = &bx.teams[side];
            s.team_games += 1;
            s.points += t.points as f64;
            s.scrimmage_plays += (t.rushes + t.pass_att + t.sacks) as f64;
            s.rushes += t.rushes as f64;
            s.rush_yards += t.rush_yards as f64;
            s.pass_att += t.pass_att as f64;
            s.completions += t.completions as f64;
            s.pass_yards += t.pass_yards as f64;
            s.interceptions += t.interceptions as f64;
            s.sacks += t.sacks as f64;
            s.punts += t.punts as f64;
            s.punt_yards += t.punt_yards as f64;
            s.fg_att += t.fg_att as f64;
            s.fg_made += t.fg_made as f64;
            s.xp_att += t.xp_att as f64;
            s.xp_made += t.xp_made as f64;
            s.penalties += t.penalties as f64;
            s.penalty_yards += t.penalty_yards as f64;
            s.fumbles += t.fumbles as f64;
            s.fumbles_lost += t.fumbles_lost as f64;
            s.kick_returns += t.kick_returns as f64;
            s.punt_returns += t.punt_returns as f64;
        }
        for p in &g.plays {
            s.injuries += p.injuries.len() as f64;
        }
        s.lasting_injuries += g.lasting_injuries().len() as f64;
        let (h, aw) = (g.core.score.home, g.core.score.away);
        if h > aw {
            s.home_wins += 1;
        } else if aw > h {
            s.away_wins += 1;
        } else {
            s.ties += 1;
        }
        if g.core.clock.period.0 > 4 {
            s.overtime_games += 1;
        }
        let _ = PlayKind::Rush;
    };
    for i in 0..n as u64 {
        let seed = first_seed + i;
        let (h, aw) = if i % 2 == 0 { (a.clone(), b.clone()) } else { (b.clone(), a.clone()) };
        let g = play_ai_game(seed, h, aw, opts.clone())?;
        add(&g);
    }
    let tg = s.team_games.max(1) as f64;
    for v in [
        &mut s.points,
        &mut s.scrimmage_plays,
        &mut s.rushes,
        &mut s.rush_yards,
        &mut s.pass_att,
        &mut s.completions,
        &mut s.pass_yards,
        &mut s.interceptions,
        &mut s.sacks,
        &mut s.punts,
        &mut s.fg_att,
        &mut s.fg_made,
        &mut s.xp_att,
        &mut s.xp_made,
        &mut s.penalties,
        &mut s.penalty_yards,
        &mut s.fumbles,
        &mut s.fumbles_lost,
        &mut s.injuries,
        &mut s.kick_returns,
        &mut s.punt_returns,
        &mut s.lasting_injuries,
    ] {
        *v /= tg;
    }
    // punt_yards stays a total per team-game so render() can average per punt.
    s.punt_yards /= tg;
    Ok(s)
}
