//! Heap allocations on the per-play path: a counting allocator over whole computer-vs-computer
//! games between two real 2024 teams. The count is deterministic for given seeds (not a timing),
//! so it guards against a display or a list rebuilt on every play.
//! This file holds a single test: the counter is global to the test binary.
use huddle_bones::game::BonesGame;
use huddle_core::alloc_count::{per_step, Counting};

#[global_allocator]
static A: Counting = Counting;

#[test]
fn a_game_step_allocates_little() {
    let teams = huddle_bones::convert::league_2024();
    let team = |c: &str| teams.iter().find(|t| t.code == c).unwrap().clone();
    let games = (1..=10u64).map(|seed| BonesGame::ai(seed, team("KC"), team("BAL"), Default::default()));
    let (per_step, steps) = per_step(games, |g| g.core.is_over(), |g| g.step().unwrap());
    // 71 before the displays were read once a game and the play-by-play line written into one
    // buffer; 3.6 with that line and its dice allocated for every play; 0.02 since the
    // play-by-play went into one buffer a game (`huddle_core::TextLog`, `ItemLog`) and the
    // tables' rows are shared, not copied, when a play reads them.
    println!("{per_step:.2} heap allocations per game step over {steps} steps");
    assert!(per_step < 0.5, "{per_step:.2} heap allocations per game step over {steps} steps");
}
