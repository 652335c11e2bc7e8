//! The per-play path stays (nearly) free of heap allocations: a counting allocator over whole
//! AI-vs-AI games between two real 2024 teams. The count is deterministic for given seeds
//! (not a timing), so it guards against a list built or a string cloned on every play.
//! This file holds a single test: the counter is global to the test binary.
use huddle_core::alloc_count::{per_step, Counting};
use huddle_fac::options::RuleOptions;
use huddle_fac::sim::ai_game;

#[global_allocator]
static A: Counting = Counting;

#[test]
fn a_game_step_allocates_less_than_once_on_average() {
    let teams = huddle_cards::sample::league_2024();
    let team = |c: &str| teams.iter().find(|t| t.code == c).unwrap().clone();
    let games = (1..=10u64).map(|seed| ai_game(seed, team("KC"), team("BAL"), RuleOptions { kickoff_touchback_at: 30, ..RuleOptions::default() }));
    let (per_step, steps) = per_step(games, |g| g.core.is_over(), |g| g.step().unwrap());
    // 0.8 when written (21 before the coach's view and the AI's choices stopped building lists);
    // 0.07 since the penalty row and the punter's card are read in place, the blitz, pitchout,
    // returner and interception checks build no list and a kick's injured list is a `PidSet`.
    // What is left is rare: a play's injuries kept in its log.
    println!("{per_step:.2} heap allocations per game step over {steps} steps");
    assert!(per_step < 0.5, "{per_step:.2} heap allocations per game step over {steps} steps");
}
