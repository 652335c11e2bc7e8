use huddle_fever::sim::{play_game, SimOptions};
use huddle_fever::{Note, Step};
use std::collections::HashMap;
fn main() {
    let opts = SimOptions::default();
    let mut by: HashMap<String, u32> = HashMap::new();
    let mut spots: HashMap<i16, u32> = HashMap::new();
    for seed in 1..1000 {
        let r = play_game(seed, &opts).unwrap();
        for p in &r.plays {
            if p.events.iter().any(|e| matches!(e, huddle_core::Event::Score { kind: huddle_core::ScoreKind::Safety, .. })) {
                let call = p.steps.iter().filter_map(|s| match s { Step::Called { call, .. } => Some(format!("{:?}", call.play)), _ => None }).collect::<Vec<_>>().join("");
                let why: Vec<String> = p.notes().filter(|n| !matches!(n, Note::Count{..}|Note::Thrower{..})).map(|n| format!("{n:?}").split(' ').next().unwrap().to_string()).collect();
                *by.entry(format!("{call} {}", why.join(","))).or_default() += 1;
                *spots.entry(p.spot).or_default() += 1;
            }
        }
    }
    let mut v: Vec<_> = by.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1));
    for (k, n) in v.iter().take(15) { println!("{n:5} {k}"); }
    let mut s: Vec<_> = spots.into_iter().collect(); s.sort();
    println!("{s:?}");
}
