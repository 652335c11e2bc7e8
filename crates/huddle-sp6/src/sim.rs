//! Whole 6th-edition games with the embedded data, and averages over many.

use crate::game::{GameError, Sp6Game};
use crate::options::Options;
use huddle_cards::Team;

/// Plays a computer-vs-computer game to the end.
pub fn play_ai_game(seed: u64, home: Team, away: Team, opts: Options) -> Result<Sp6Game, GameError> {
    let mut g = Sp6Game::ai(seed, home, away, opts);
    g.play_out()?;
    Ok(g)
}

/// Per-team-game averages over many games (shared with the other card systems).
pub use huddle_stats::GameSummary as Summary;

/// Plays `n` games (seeds `seed..seed+n`) and averages per team-game.
pub fn summary(n: u32, seed: u64, home: &Team, away: &Team, opts: &Options) -> Result<Summary, GameError> {
    let mut s = Summary::default();
    for i in 0..n as u64 {
        let g = play_ai_game(seed + i, home.clone(), away.clone(), opts.clone())?;
        s.add(&g.core);
    }
    Ok(s.averaged())
}
