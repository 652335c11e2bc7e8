//! Heap allocations on the per-play path: a counting allocator over whole computer-vs-computer
//! games. The count is deterministic for given seeds (not a timing). Untraced, a Football Fever
//! step allocates almost never: the play-by-play is only written when tracing.
//! This file holds a single test: the counter is global to the test binary.
use huddle_core::alloc_count::{per_step, Counting};
use huddle_fever::ai::AiCoach;
use huddle_fever::game::{Coaches, FeverGame};

#[global_allocator]
static A: Counting = Counting;

#[test]
fn an_untraced_game_step_allocates_almost_never() {
    let opts = huddle_fever::sim::SimOptions { trace: false, ..Default::default() };
    let data = opts.data().unwrap();
    let (mut home, mut away) = (AiCoach::new(&data), AiCoach::new(&data));
    let mut coaches = Coaches::new(&mut home, &mut away);
    let games = (1..=10u64).map(|seed| {
        let mut g = FeverGame::seeded(data.clone(), opts.rules, seed);
        g.set_tracing(false);
        g
    });
    let (per_step, steps) = per_step(games, |g| g.is_over(), |g| {
        g.step(&mut coaches).unwrap();
    });
    // 0.02 when written.
    println!("{per_step:.2} heap allocations per game step over {steps} steps");
    assert!(per_step < 0.5, "{per_step:.2} heap allocations per game step over {steps} steps");
}
