use huddle_cards::sample;
use huddle_fac::options::RuleOptions;
use huddle_fac::sim::play_ai_game;

#[test]
fn a_whole_game_is_played() {
    let g = play_ai_game(1, sample::riverton(), sample::harbor_city(), RuleOptions::default()).unwrap();
    assert!(g.core.is_over());
    assert_eq!(g.core.points_in_log(), g.core.score);
    eprintln!("score {:?}, plays {}, refused {}", g.core.score, g.plays.len(), g.refused_calls);
}
