//! Play-by-play text of a Bones game: each play with the dice read.

use crate::game::{BonesGame, PlayLog};
use huddle_core::{mmss, Side};
use std::fmt::Write;

/// One line of play-by-play.
pub fn line(g: &BonesGame, p: &PlayLog) -> String {
    let team = &g.teams[p.offense].team.code;
    let down = match p.down {
        Some((d, to_go)) => format!("{} & {}", d.number(), to_go),
        None => "   ".into(),
    };
    format!(
        "Q{} {} {:<3} {:<7} {:>7}  {}{}  [{}s]  {}-{}",
        p.period,
        mmss(p.clock),
        team,
        down,
        spot(p.spot),
        g.text(p),
        if p.rolls.is_empty() { String::new() } else { format!("  ({})", g.rolls(p)) },
        p.seconds,
        p.score.0,
        p.score.1
    )
}

fn spot(yards: i16) -> String {
    if yards == 50 {
        "50".into()
    } else if yards < 50 {
        format!("own {yards}")
    } else {
        format!("opp {}", 100 - yards)
    }
}

/// The whole play-by-play with a final score.
pub fn play_by_play(g: &BonesGame) -> String {
    let mut s = String::new();
    let (h, a) = (&g.teams[Side::Home].team, &g.teams[Side::Away].team);
    writeln!(s, "Football Bones: {} at {}; weather: {}", a.name, h.name, g.conditions().name).unwrap();
    for p in &g.log {
        writeln!(s, "{}", line(g, p)).unwrap();
    }
    writeln!(s, "Final: {} {}, {} {}", a.code, g.core.score.away, h.code, g.core.score.home).unwrap();
    s
}
