fn main() {
    let l = huddle_bones::convert::league_2024();
    let kc = l.iter().find(|t| t.code == "KC").unwrap().clone();
    let bal = l.iter().find(|t| t.code == "BAL").unwrap().clone();
    let n: u32 = std::env::args().nth(1).map(|x| x.parse().unwrap()).unwrap_or(0);
    if n == 0 {
        let g = huddle_bones::sim::play_ai_game(1, kc, bal, Default::default()).unwrap();
        print!("{}", huddle_bones::narrate::play_by_play(&g));
        println!("refused {}", g.refused_calls);
    } else {
        let s = huddle_bones::sim::summary(n, 1, &kc, &bal, &Default::default()).unwrap();
        println!("{s}");
    }
}
