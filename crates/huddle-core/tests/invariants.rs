//! Property test: any sequence of outcomes a rule system might produce keeps the core's state
//! legal and its log consistent.
use huddle_core::*;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Gain(i16, u8),
    Turn(i16),
    Fg,
    Try(u8),
    Timeout(bool),
    Extend(i16),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => (-15i16..40, 0u8..4).prop_map(|(g, e)| Op::Gain(g, e)),
        2 => (-12i16..112).prop_map(Op::Turn),
        1 => Just(Op::Fg),
        1 => (0u8..3).prop_map(Op::Try),
        1 => any::<bool>().prop_map(Op::Timeout),
        1 => (-5i16..20).prop_map(Op::Extend),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn state_stays_legal(ops in proptest::collection::vec(op(), 1..400), secs in proptest::collection::vec(0u16..45, 400)) {
        let mut g = GameState::new(CoreRules::default());
        g.coin_toss(Side::Home, Side::Away, Side::Home).unwrap();
        let mut last = g.clock;
        for (i, o) in ops.iter().enumerate() {
            match g.phase {
                Phase::Over => break,
                Phase::OvertimeToss => { g.start_overtime(Side::Home).unwrap(); continue; }
                _ => {}
            }
            let team = g.team_in_action();
            let s = secs[i];
            let end = match (g.phase, o) {
                (Phase::Try { .. }, Op::Try(p)) => End::Try { points: *p },
                (Phase::Try { .. }, _) => End::Try { points: 1 },
                (Phase::Kickoff { kicker, .. }, Op::Turn(at)) => End::Possession { holder: kicker.other(), at: *at, first_down: false },
                (Phase::Kickoff { kicker, .. }, _) => End::Possession { holder: kicker.other(), at: 25, first_down: false },
                (_, Op::Gain(gn, e)) => End::Scrimmage { gain: *gn, effect: [DownEffect::Normal, DownEffect::Replay, DownEffect::FirstDown, DownEffect::LossOfDown][*e as usize] },
                (_, Op::Turn(at)) => End::Possession { holder: team.other(), at: *at, first_down: false },
                (_, Op::Fg) => End::FieldGoal,
                (_, Op::Extend(gn)) => End::Scrimmage { gain: *gn, effect: DownEffect::Replay },
                (_, _) => End::Scrimmage { gain: 2, effect: DownEffect::Normal },
            };
            let mut out = Outcome::new(end, ClockCharge::new(s, 10), PlayRecord::new(PlayKind::Rush, team));
            out.extend_period = matches!(o, Op::Extend(_));
            let to = match o { Op::Timeout(h) => Some(if *h { Side::Home } else { Side::Away }), _ => None };
            let to = to.filter(|t| g.timeouts[*t] > 0);
            g.apply(&out, to).unwrap();
            // Invariants.
            prop_assert!((1..=99).contains(&g.spot.yards()));
            prop_assert!(g.downs.line_to_gain as i16 > g.spot.yards() || g.phase != Phase::Scrimmage);
            prop_assert!(g.downs.line_to_gain <= 100);
            prop_assert!(g.timeouts.home <= 3 && g.timeouts.away <= 3);
            prop_assert_eq!(g.points_in_log(), g.score);
            if g.clock.period == last.period {
                prop_assert!(g.clock.remaining <= last.remaining, "clock ran backwards");
            } else {
                prop_assert!(g.clock.period > last.period);
            }
            last = g.clock;
        }
    }
}
