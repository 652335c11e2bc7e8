//! Heap allocations on the per-play path: a counting allocator over whole computer-vs-computer
//! games between two real 2024 teams. The count is deterministic for given seeds (not a timing),
//! so it guards against a display or a list rebuilt on every play.
//! This file holds a single test: the counter is global to the test binary.
use huddle_core::alloc_count::{per_step, Counting};
use huddle_sp6::game::Sp6Game;

#[global_allocator]
static A: Counting = Counting;

#[test]
fn a_game_step_allocates_little() {
    let teams = huddle_sp6::convert::league_2024();
    let team = |c: &str| teams.iter().find(|t| t.code == c).unwrap().clone();
    let games = (1..=10u64).map(|seed| Sp6Game::ai(seed, team("KC"), team("BAL"), Default::default()));
    let (per_step, steps) = per_step(games, |g| g.core.is_over(), |g| g.step().unwrap());
    // 117 before the displays were read once a game and the tables shared; 3.2 with a line and
    // a readings list allocated for every play; 0.04 since the play-by-play went into one
    // buffer a game (`huddle_core::TextLog`, `ItemLog`): what is left is rare (a kick's penalty,
    // an injury list growing).
    println!("{per_step:.2} heap allocations per game step over {steps} steps");
    assert!(per_step < 0.5, "{per_step:.2} heap allocations per game step over {steps} steps");
}
