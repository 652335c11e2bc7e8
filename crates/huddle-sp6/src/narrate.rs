//! Play-by-play text of a 6th-edition game.

use crate::game::{PlayLog, Sp6Game};
use crate::resolve::Step;
use huddle_core::{mmss, Side};
use std::fmt::Write;

/// The readings of a play's cards, e.g. "FAC: LG vs B, RN 7, Z, PN 31".
pub fn steps(steps: &[Step]) -> String {
    let mut s = String::new();
    for (i, st) in steps.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        match st {
            Step::Z { counted: true } => s.push('Z'),
            Step::Z { counted: false } => s.push_str("(Z)"),
            Step::Run(d) => write!(s, "{d}").unwrap(),
            Step::Er(d) => write!(s, "ER {d}").unwrap(),
            Step::Screen(d) => write!(s, "SC {d}").unwrap(),
            Step::Pass(d) => write!(s, "ALL {d}").unwrap(),
            Step::Rn { rn, ob } => write!(s, "RN {rn}{}", if *ob { " OB" } else { "" }).unwrap(),
            Step::Pn(p) => write!(s, "PN {p}").unwrap(),
            Step::ZResult(z) => write!(s, "Z result {z}").unwrap(),
            Step::Solitaire(d) => write!(s, "solitaire {d}").unwrap(),
        }
    }
    s
}

/// One line of play-by-play.
pub fn line(g: &Sp6Game, p: &PlayLog) -> String {
    let team = &g.teams[p.offense].team.code;
    let down = match p.down {
        Some((d, to_go)) => format!("{} & {}", d.number(), to_go),
        None => "   ".into(),
    };
    let cards = steps(g.steps(p));
    format!(
        "Q{} {} {:<3} {:<7} {:>4}  {}{}  [{}s]  {}-{}",
        p.period,
        mmss(p.clock),
        team,
        down,
        spot(p.spot),
        g.text(p),
        if cards.is_empty() { String::new() } else { format!("  ({cards})") },
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
pub fn play_by_play(g: &Sp6Game) -> String {
    let mut s = String::new();
    let (h, a) = (&g.teams[Side::Home].team, &g.teams[Side::Away].team);
    writeln!(s, "Statis-Pro Football 6th Edition: {} at {}", a.name, h.name).unwrap();
    for p in &g.log {
        writeln!(s, "{}", line(g, p)).unwrap();
    }
    writeln!(s, "Final: {} {}, {} {}", a.code, g.core.score.away, h.code, g.core.score.home).unwrap();
    s
}
