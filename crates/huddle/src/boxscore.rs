//! Box score text for a FAC game.

use huddle_cards::Team;
use huddle_core::{Event, PerSide, PlayerRef, Side};
use huddle_fac::game::FacGame;
use huddle_stats::BoxScore;
use std::fmt::Write;

/// The box score of a TTF 7th Edition game.
pub fn render(g: &FacGame) -> String {
    render_log(&g.core.log, g.core.score, PerSide::new(&g.teams[Side::Home].team, &g.teams[Side::Away].team))
}

/// The box score of a Fast Action Card family game from its event log and teams.
pub fn render_log(log: &[Event], score: PerSide<u16>, teams: PerSide<&Team>) -> String {
    let names = |t: &'_ Team| TeamNames { code: t.code.clone(), name: t.name.clone(), players: t.players.iter().map(|p| p.name.clone()).collect() };
    render_named(log, score, PerSide::new(names(teams[Side::Home]), names(teams[Side::Away])))
}

/// The box score of a season's game, any rule system.
pub fn render_game(g: &huddle_league::season::AnyGame) -> String {
    let names = |side: Side| {
        let (name, players) = g.names(side);
        TeamNames { code: g.code(side).to_string(), name: name.to_string(), players }
    };
    render_named(&g.core().log, g.core().score, PerSide::new(names(Side::Home), names(Side::Away)))
}

/// A team's names for a box score: any rule system's roster, by player index.
pub struct TeamNames {
    pub code: String,
    pub name: String,
    pub players: Vec<String>,
}

/// The box score of any card game's event log.
pub fn render_named(log: &[Event], score: PerSide<u16>, teams: PerSide<TeamNames>) -> String {
    let b = BoxScore::from_log(log);
    let mut s = String::new();
    let (a, h) = (Side::Away, Side::Home);
    // Four quarters, and an OT column per overtime period played.
    let periods = b.teams[a].points_by_period.len().max(b.teams[h].points_by_period.len()).max(4);
    let per = |side: Side| {
        let t = &b.teams[side];
        (0..periods).map(|i| format!("{:>3}", t.points_by_period.get(i).copied().unwrap_or(0))).collect::<Vec<_>>().join(" ")
    };
    let head: Vec<String> = (1..=periods).map(|i| if i <= 4 { format!("Q{i}") } else if periods == 5 { "OT".into() } else { format!("O{}", i - 4) }).collect();
    let _ = writeln!(s, "FINAL          {}  Total", head.iter().map(|h| format!("{h:>3}")).collect::<Vec<_>>().join(" "));
    let _ = writeln!(s, "{:<14} {}   {:>3}", teams[a].code, per(a), score[a]);
    let _ = writeln!(s, "{:<14} {}   {:>3}", teams[h].code, per(h), score[h]);
    let _ = writeln!(s);
    let _ = writeln!(s, "{:<22}{:>16}{:>16}", "", teams[a].code, teams[h].code);
    let row = |s: &mut String, label: &str, f: &dyn Fn(Side) -> String| {
        let _ = writeln!(s, "{:<22}{:>16}{:>16}", label, f(a), f(h));
    };
    let t = |side: Side| &b.teams[side];
    row(&mut s, "First downs", &|x| t(x).first_downs.to_string());
    row(&mut s, "Total yards", &|x| t(x).total_yards().to_string());
    row(&mut s, "Rushes-yards-TD", &|x| format!("{}-{}-{}", t(x).rushes, t(x).rush_yards, t(x).rush_tds));
    row(&mut s, "Comp-att-yds-TD-int", &|x| format!("{}-{}-{}-{}-{}", t(x).completions, t(x).pass_att, t(x).pass_yards, t(x).pass_tds, t(x).interceptions));
    row(&mut s, "Sacked-yards", &|x| format!("{}-{}", t(x).sacks, t(x).sack_yards));
    row(&mut s, "3rd-down conv", &|x| format!("{}/{}", t(x).third_down_conv, t(x).third_down_att));
    row(&mut s, "Fumbles-lost", &|x| format!("{}-{}", t(x).fumbles, t(x).fumbles_lost));
    row(&mut s, "Penalties-yards", &|x| format!("{}-{}", t(x).penalties, t(x).penalty_yards));
    row(&mut s, "Punts-yards", &|x| format!("{}-{}", t(x).punts, t(x).punt_yards));
    row(&mut s, "Punt returns-yds", &|x| format!("{}-{}", t(x).punt_returns, t(x).punt_return_yards));
    row(&mut s, "Kick returns-yds", &|x| format!("{}-{}", t(x).kick_returns, t(x).kick_return_yards));
    row(&mut s, "FG made-att", &|x| format!("{}-{}", t(x).fg_made, t(x).fg_att));
    row(&mut s, "XP made-att", &|x| format!("{}-{}", t(x).xp_made, t(x).xp_att));
    row(&mut s, "Time of possession", &|x| huddle_core::mmss((t(x).time_of_possession).min(u16::MAX as u64) as u16));
    let _ = writeln!(s);
    for side in [a, h] {
        let _ = writeln!(s, "{}", teams[side].name);
        let name = |p: PlayerRef| teams[p.side].players.get(p.idx as usize).cloned().unwrap_or_default();
        let mut lines: Vec<(PlayerRef, huddle_stats::PlayerLine)> = b.players_of(side).map(|(p, l)| (p, l.clone())).collect();
        lines.sort_by_key(|(p, _)| p.idx);
        for (p, l) in lines.iter().filter(|(_, l)| l.pass_att > 0) {
            let long = if l.completions > 0 { format!(", long {}", l.pass_long) } else { String::new() };
            let _ = writeln!(s, "  Passing   {:<24} {}/{} {} yds {} TD {} INT{long}", name(*p), l.completions, l.pass_att, l.pass_yards, l.pass_tds, l.ints);
        }
        let mut rush: Vec<_> = lines.iter().filter(|(_, l)| l.rushes > 0).collect();
        rush.sort_by_key(|(_, l)| std::cmp::Reverse(l.rushes));
        for (p, l) in rush {
            let _ = writeln!(s, "  Rushing   {:<24} {} for {} yds {} TD, long {}", name(*p), l.rushes, l.rush_yards, l.rush_tds, l.rush_long);
        }
        let mut rec: Vec<_> = lines.iter().filter(|(_, l)| l.targets > 0).collect();
        rec.sort_by_key(|(_, l)| std::cmp::Reverse(l.rec_yards));
        for (p, l) in rec {
            let long = if l.receptions > 0 { format!(", long {}", l.rec_long) } else { String::new() };
            let _ = writeln!(s, "  Receiving {:<24} {} ({} tgt) for {} yds {} TD{long}", name(*p), l.receptions, l.targets, l.rec_yards, l.rec_tds);
        }
        for (p, l) in lines.iter().filter(|(_, l)| l.fg_att > 0 || l.xp_att > 0) {
            let _ = writeln!(s, "  Kicking   {:<24} FG {}/{}  XP {}/{}", name(*p), l.fg_made, l.fg_att, l.xp_made, l.xp_att);
        }
        for (p, l) in lines.iter().filter(|(_, l)| l.punts > 0) {
            let _ = writeln!(s, "  Punting   {:<24} {} for {} yds", name(*p), l.punts, l.punt_yards);
        }
        let mut ret: Vec<_> = lines.iter().filter(|(_, l)| l.kick_returns + l.punt_returns > 0).collect();
        ret.sort_by_key(|(_, l)| std::cmp::Reverse(l.kick_return_yards + l.punt_return_yards));
        for (p, l) in ret {
            let _ = writeln!(s, "  Returns   {:<24} KR {}-{}  PR {}-{}", name(*p), l.kick_returns, l.kick_return_yards, l.punt_returns, l.punt_return_yards);
        }
        let defense: Vec<_> = lines.iter().filter(|(_, l)| l.def_ints > 0 || l.def_sacks > 0).collect();
        for (p, l) in defense {
            let _ = writeln!(s, "  Defense   {:<24} {} INT {} sacks", name(*p), l.def_ints, l.def_sacks);
        }
    }
    s
}
