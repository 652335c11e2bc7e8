//! Heap allocations on the per-play path: a counting allocator over whole computer-vs-computer
//! games between two real 2024 teams. The count is deterministic for given seeds (not a timing),
//! so it guards against a card cloned or a list built on every play.
//! This file holds a single test: the counter is global to the test binary.
use huddle_som::game::SomGame;
use huddle_som::options::SomOptions;
use huddle_core::alloc_count::{per_step, Counting};

#[global_allocator]
static A: Counting = Counting;

#[test]
fn a_game_step_allocates_little() {
    let league = huddle_som::build::embedded_2024();
    let team = |c: &str| league.teams.iter().find(|t| t.code == c).unwrap().clone();
    let games = (1..=10u64).map(|seed| SomGame::ai(seed, team("KC"), team("BAL"), SomOptions::default()));
    let (per_step, steps) = per_step(games, |g| g.core.is_over(), |g| g.step().unwrap());
    // 8.7 when written (77 before the play read its cards in place and the injury list was read
    // without building one), 7.2 once the computer drew its ball carrier or receiver without
    // building a list, 2.4 once a run's or a pass's line was written into one buffer, 0.22 since
    // the play-by-play went into one buffer a game (`huddle_core::TextLog`), the line's buffer is
    // kept between plays and the penalties' and kicks' words are written into it: what is left is
    // rare (a second line on a play, a replay's note, a list growing).
    println!("{per_step:.2} heap allocations per game step over {steps} steps");
    assert!(per_step < 0.6, "{per_step:.2} heap allocations per game step over {steps} steps");
}
