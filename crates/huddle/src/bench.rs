//! `huddle bench`: how fast each engine plays whole computer-vs-computer games on one core, and
//! the process's peak memory. The speed and memory figures the docs quote come from here, not from
//! timed tests.

use anyhow::{Context, Result};
use std::time::Instant;

/// One engine's measurement.
pub struct Line {
    pub system: &'static str,
    pub games: u32,
    /// Scrimmage plays and kicks per game, as the engine counts them.
    pub plays_per_game: f64,
    pub seconds: f64,
}

impl Line {
    fn render(&self) -> String {
        let ms = 1000.0 * self.seconds / self.games.max(1) as f64;
        let per_s = if self.seconds > 0.0 { self.games as f64 / self.seconds } else { f64::INFINITY };
        let plays_s = per_s * self.plays_per_game;
        format!("{:<8} {:>7} {:>11.1} {:>9.3} {:>9.0} {:>11.0}\n", self.system, self.games, self.plays_per_game, ms, per_s, plays_s)
    }
}

/// Plays `games` seeded games (seeds `seed..`) of the embedded league's first two teams (the
/// Football Fever sides are generic) and times them (the games only, not loading the league).
pub fn run(system: &'static str, games: u32, seed: u64) -> Result<Line> {
    // One game of the engine: its plays. The league is loaded (and parsed) before the clock starts.
    let play: Box<dyn Fn(u64) -> Result<u64>> = match system {
        "ttf7" => {
            let l = huddle_cards::sample::league_2024();
            Box::new(move |s| Ok(huddle_fac::sim::play_ai_game(s, l[0].clone(), l[1].clone(), Default::default()).context("a TTF 7th game could not be played")?.core.plays as u64))
        }
        "sp6" => {
            let l = huddle_sp6::convert::league_2024();
            Box::new(move |s| Ok(huddle_sp6::sim::play_ai_game(s, l[0].clone(), l[1].clone(), Default::default()).context("a Statis-Pro 6th game could not be played")?.core.plays as u64))
        }
        "bones" => {
            let l = huddle_bones::convert::league_2024();
            Box::new(move |s| Ok(huddle_bones::sim::play_ai_game(s, l[0].clone(), l[1].clone(), Default::default()).context("a Football Bones game could not be played")?.core.plays as u64))
        }
        "som" => {
            let l = huddle_som::build::embedded_2024();
            Box::new(move |s| Ok(huddle_som::sim::play_ai_game(s, l.teams[0].clone(), l.teams[1].clone(), Default::default()).context("a Strat-O-Matic game could not be played")?.core.plays as u64))
        }
        "fever" => {
            let opts = huddle_fever::sim::SimOptions { trace: false, ..Default::default() };
            Box::new(move |s| {
                let g = huddle_fever::sim::play_game(s, &opts)?;
                Ok((g.stats.home.plays + g.stats.away.plays) as u64)
            })
        }
        other => anyhow::bail!("no engine '{other}'"),
    };
    let start = Instant::now();
    let mut plays = 0u64;
    for s in seed..seed + games as u64 {
        plays += play(s)?;
    }
    let seconds = start.elapsed().as_secs_f64();
    Ok(Line { system, games, plays_per_game: plays as f64 / games.max(1) as f64, seconds })
}

/// The process's peak resident memory in MiB (Linux `VmHWM`), if the system tells.
pub fn peak_memory_mib() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let kb: f64 = s.lines().find_map(|l| l.strip_prefix("VmHWM:"))?.split_whitespace().next()?.parse().ok()?;
    Some(kb / 1024.0)
}

/// The report's header.
pub const HEADER: &str = "engine     games  plays/game   ms/game   games/s     plays/s\n";

/// The whole report for the given engines.
pub fn report(systems: &[&'static str], games: u32, seed: u64) -> Result<String> {
    let mut out = format!("Computer-vs-computer games on one core, seeds {seed}..{} (embedded leagues' first two teams)\n", seed + games as u64 - 1);
    out.push_str(HEADER);
    for s in systems {
        out.push_str(&run(s, games, seed)?.render());
    }
    match peak_memory_mib() {
        Some(m) => out.push_str(&format!("peak memory (resident): {m:.1} MiB\n")),
        None => out.push_str("peak memory: not reported by this system\n"),
    }
    Ok(out)
}
