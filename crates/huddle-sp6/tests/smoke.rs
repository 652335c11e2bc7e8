//! Whole games with the sample teams: they end, and the score is the sum of the scoring events.

use huddle_sp6::cards::sample_teams;
use huddle_sp6::options::Options;
use huddle_sp6::sim::play_ai_game;

#[test]
fn sample_games_end_with_consistent_scores() {
    let teams = sample_teams();
    for seed in 0..20u64 {
        for opts in [Options::default(), Options::all_optional()] {
            let g = play_ai_game(seed, teams[0].clone(), teams[1].clone(), opts).expect("the game plays");
            assert!(g.core.is_over());
            assert_eq!(g.core.points_in_log(), g.core.score);
        }
    }
}
