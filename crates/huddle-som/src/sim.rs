//! Whole games with the computer coaching both sides, their play-by-play, and averages over many.

use crate::cards::SomTeam;
use crate::game::{GameError, SomGame};
use crate::options::SomOptions;
use huddle_core::Side;

/// Plays a computer-vs-computer game to the end.
pub fn play_ai_game(seed: u64, home: SomTeam, away: SomTeam, opts: SomOptions) -> Result<SomGame, GameError> {
    let mut g = SomGame::ai(seed, home, away, opts);
    g.play_out()?;
    Ok(g)
}

/// Per-team-game averages over many games (shared with the other card systems).
pub use huddle_stats::GameSummary as Summary;

/// Plays `n` games (seeds `seed..seed+n`) and averages per team-game.
pub fn summary(n: u32, seed: u64, home: &SomTeam, away: &SomTeam, opts: &SomOptions) -> Result<Summary, GameError> {
    let mut s = Summary::default();
    for i in 0..n as u64 {
        let g = play_ai_game(seed + i, home.clone(), away.clone(), *opts)?;
        s.add(&g.core);
    }
    Ok(s.averaged())
}

/// The play-by-play of a game.
pub fn play_by_play(g: &SomGame) -> String {
    let mut out = String::new();
    let mut period = 0;
    for l in &g.log {
        if l.period != period {
            period = l.period;
            out.push_str(&format!("\n-- {} --\n", if period <= 4 { format!("Quarter {period}") } else { format!("Overtime {}", period - 4) }));
        }
        let team = &g.teams[l.offense].team.code;
        let spot = if l.spot <= 50 { format!("own {}", l.spot) } else { format!("opp {}", 100 - l.spot) };
        out.push_str(&format!("{:>2}:{:02} {team} {spot:<7} {}   [{}-{}]\n", l.clock / 60, l.clock % 60, g.text(l), l.score.0, l.score.1));
    }
    let (h, a) = (&g.teams[Side::Home].team, &g.teams[Side::Away].team);
    out.push_str(&format!("\nFinal: {} {}, {} {}\n", a.code, g.core.score.away, h.code, g.core.score.home));
    out
}

/// A team's roster with its rating card and each player's cards, as text.
pub fn roster_text(t: &SomTeam) -> String {
    use crate::cards::Section;
    let mut out = format!("{} ({}), {} front, Rec/QB fumble rating {:?}\n", t.name, t.code, match t.front {
        crate::vocab::Front::FourThree => "4-3",
        crate::vocab::Front::ThreeFour => "3-4",
        crate::vocab::Front::FiveSix => "5-6",
    }, t.fumble);
    let name = |id: &str| t.player(id).map(|p| t.players[p].name.clone()).unwrap_or_else(|| id.to_string());
    let d = &t.depth;
    out.push_str(&format!("QB {}; RB {}; WR {}; TE {}\nLine: {}\nDefense: {}\n\n",
        d.qb.iter().map(|x| name(x)).collect::<Vec<_>>().join(", "),
        d.rb.iter().map(|x| name(x)).collect::<Vec<_>>().join(", "),
        d.wr.iter().map(|x| name(x)).collect::<Vec<_>>().join(", "),
        d.te.iter().map(|x| name(x)).collect::<Vec<_>>().join(", "),
        d.line.iter().map(|x| name(x)).collect::<Vec<_>>().join(", "),
        d.defense.iter().map(|(s, x)| format!("{s:?} {}", name(x))).collect::<Vec<_>>().join(", ")));
    let section = |title: &str, s: &Section| -> String {
        let mut o = format!("    {title:<11} {:>14} {:>14} {:>14}\n", "RIGHT", "WRONG", "THIRD");
        for r in 0..11 {
            o.push_str(&format!("    {:>11} {:>14} {:>14} {:>14}\n", r + 2, s.right[r].to_string(), s.wrong[r].to_string(), s.third[r].to_string()));
        }
        o
    };
    for p in &t.players {
        let pos: Vec<String> = p.pos.iter().map(|x| format!("{x:?}").to_uppercase()).collect();
        out.push_str(&format!("{} ({}): run block {}, pass block {}, defense {}{}\n", p.name, pos.join("/"), p.run_block, p.pass_block, p.defense,
            p.pass_rush.map(|r| format!(", pass rush {}{}", r.asterisk.map(|a| format!("({a}*) ")).unwrap_or_default(), r.normal)).unwrap_or_default()));
        // The season the cards were made from (informational: the rules never read it).
        let l = &p.season;
        let mut season = Vec::new();
        for (n, one, many) in [(l.games, "game", "games"), (l.pass_att, "pass", "passes"), (l.rush_att, "rush", "rushes"), (l.receptions, "reception", "receptions"), (l.targets, "target", "targets")] {
            if n > 0 || season.is_empty() {
                season.push(format!("{n} {}", if n == 1 { one } else { many }));
            }
        }
        out.push_str(&format!("    season: {}\n", season.join(", ")));
        if let Some(c) = &p.running {
            out.push_str(&section("Linebuck", &c.linebuck));
            out.push_str(&section("Off tackle", &c.off_tackle));
            out.push_str(&section("End run", &c.end_run));
        }
        if let Some(c) = &p.passing {
            out.push_str(&section("Flat pass", &c.sections.flat));
            out.push_str(&section("Short pass", &c.sections.short));
            out.push_str(&section("Long pass", &c.sections.long));
        }
        if let Some(c) = &p.receiving {
            out.push_str(&section("Flat (rec)", &c.flat));
            out.push_str(&section("Short (rec)", &c.short));
            out.push_str(&section("Long (rec)", &c.long));
        }
    }
    out
}
