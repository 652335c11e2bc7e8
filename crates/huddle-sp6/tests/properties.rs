//! Whole seeded games under every rule option: they end, replay exactly from their seed, keep the
//! core's invariants, and the computer coach never makes a call the rules refuse.

use huddle_core::{Event, Side};
use huddle_sp6::cards::sample_teams;
use huddle_sp6::game::Sp6Game;
use huddle_sp6::options::Options;
use proptest::prelude::*;

fn options(k: u8) -> Options {
    let mut o = if k & 1 != 0 { Options::all_optional() } else { Options::default() };
    o.solitaire = k & 2 != 0;
    o.playoff = k & 4 != 0;
    o.timing_fan_errata = k & 8 != 0;
    o
}

fn play(seed: u64, k: u8, swap: bool) -> Sp6Game {
    let t = sample_teams();
    let (h, a) = if swap { (t[1].clone(), t[0].clone()) } else { (t[0].clone(), t[1].clone()) };
    let mut g = Sp6Game::ai(seed, h, a, options(k));
    g.play_out().expect("the game plays to its end");
    g
}

fn check(g: &Sp6Game, k: u8) {
    assert!(g.core.is_over());
    // The score is the sum of the scoring events [sp6 17].
    assert_eq!(g.core.points_in_log(), g.core.score);
    // The computer never calls what the rules refuse.
    assert_eq!(g.refused_calls, 0, "refused calls with options {k}");
    // Playoff overtime ends with a winner [sp6 18].
    if options(k).playoff {
        assert_ne!(g.core.score.home, g.core.score.away, "a playoff game cannot end tied");
    }
    // The clock never runs backwards within a period; every scrimmage down is 1-4 with the ball on
    // the field.
    let mut last: Option<(u8, u16)> = None;
    for e in &g.core.log {
        if let Event::Play { clock, down, spot, .. } = e {
            if let Some((p, r)) = last {
                if p == clock.period.0 {
                    assert!(clock.remaining <= r, "the clock ran backwards: {r} then {}", clock.remaining);
                }
            }
            last = Some((clock.period.0, clock.remaining));
            if down.is_some() {
                assert!((1..=99).contains(spot), "a scrimmage snap off the field: {spot}");
            }
        }
    }
    for s in Side::BOTH {
        assert!(g.core.timeouts[s] <= 3);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn seeded_games_keep_the_invariants(seed in 0u64..1_000_000, k in 0u8..16, swap in any::<bool>()) {
        let g = play(seed, k, swap);
        check(&g, k);
    }
}

#[test]
fn the_same_seed_replays_the_same_game_sp6_5() {
    // One randomness source: the deck's shuffles and every choice [sp6 5].
    for k in [0u8, 1, 3] {
        let a = play(77, k, false);
        let b = play(77, k, false);
        assert_eq!(a.core.log, b.core.log);
        let c = play(78, k, false);
        assert_ne!(a.core.log, c.core.log);
    }
}
