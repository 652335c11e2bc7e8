//! The conversion's calibration sample: `cargo run --release -p huddle-bones --example calibrate
//! -- [GAMES] [convert_params.json]` plays GAMES computer games between the 2024 teams converted
//! with the given parameters (default: the embedded ones) and prints the per-team-game averages
//! to compare with the NFL's (`docs/bones-cards.md`). The season replay with the fidelity report
//! (`huddle season --rules bones --fidelity …`) is the full check.

use huddle_core::Side;
use huddle_stats::BoxScore;
fn main() {
    let params = std::env::args().nth(2).map(|p| huddle_bones::convert::ConvertParams::parse(&std::fs::read_to_string(p).unwrap(), "p").unwrap()).unwrap_or_else(huddle_bones::convert::ConvertParams::embedded);
    let l = huddle_bones::convert::convert_league(&huddle_cards::sample::league_2024(), &params);
    let n: u64 = std::env::args().nth(1).map(|x| x.parse().unwrap()).unwrap_or(400);
    let mut acc = std::collections::BTreeMap::<&str, f64>::new();
    let mut refused = 0;
    for s in 0..n {
        let (h, a) = ((s as usize * 7) % 32, (s as usize * 11 + 3) % 32);
        if h == a { continue; }
        let g = huddle_bones::sim::play_ai_game(s, l[h].clone(), l[a].clone(), Default::default()).unwrap();
        refused += g.refused_calls;
        let b = BoxScore::from_log(&g.core.log);
        for side in Side::BOTH {
            let t = &b.teams[side];
            for (k, v) in [("points", t.points as f64), ("plays", t.plays as f64), ("rush_att", t.rushes as f64), ("rush_yds", t.rush_yards as f64), ("pass_att", t.pass_att as f64), ("comp", t.completions as f64), ("pass_yds", t.pass_yards as f64), ("int", t.interceptions as f64), ("sacks", t.sacks as f64), ("fum_lost", t.fumbles_lost as f64), ("pen", t.penalties as f64), ("pen_yds", t.penalty_yards as f64), ("punts", t.punts as f64), ("fg_att", t.fg_att as f64), ("fg_made", t.fg_made as f64), ("inj", t.injuries as f64), ("first", t.first_downs as f64)] {
                *acc.entry(k).or_default() += v;
            }
        }
    }
    let tg = 2.0 * n as f64;
    for (k, v) in &acc { print!("{k} {:.2}  ", v / tg); }
    println!();
    println!("ypc {:.2} comp% {:.1} ypa {:.2} refused {refused}", acc["rush_yds"] / acc["rush_att"], 100.0 * acc["comp"] / acc["pass_att"], acc["pass_yds"] / acc["pass_att"]);
}
