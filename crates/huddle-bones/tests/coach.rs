//! The computer coach (the solo rules are not in the seed: its play calling is this project's
//! own, docs/bones-decisions.md "The computer coach").

use huddle_bones::coach::{AiCoach, Coach, OffenseChoice};
use huddle_bones::testkit::*;
use huddle_core::{Down, SeededRandom, Side};
use huddle_stats::BoxScore;

#[test]
fn the_computer_shares_the_carries_among_its_backs_by_the_usage_guide() {
    // Baltimore's 2024 backs: Derrick Henry 19.1 carries a game, Justice Hill 3.5. The Lineup
    // Card shows one back; the bench back comes in for his share.
    let (bal, kc) = (team("BAL"), team("KC"));
    let (mut henry, mut hill, mut qb) = (0u32, 0u32, 0u32);
    for seed in 0..12 {
        let g = huddle_bones::sim::play_ai_game(seed, bal.clone(), kc.clone(), Default::default()).unwrap();
        let b = BoxScore::from_log(&g.core.log);
        for (r, l) in b.players_of(Side::Home) {
            match bal.player(r.idx as _).name.as_str() {
                "Derrick Henry" => henry += l.rushes,
                "Justice Hill" => hill += l.rushes,
                "Lamar Jackson" => qb += l.rushes,
                _ => {}
            }
        }
    }
    let share = henry as f64 / (henry + hill) as f64;
    assert!(hill > 0 && (0.7..0.95).contains(&share), "Henry {henry}, Hill {hill}");
    // Lamar Jackson's designed runs weigh half his real carries (the rest were scrambles).
    assert!(qb > 0 && qb < henry, "Jackson {qb}, Henry {henry}");
}

#[test]
fn fourth_and_goal_at_the_2_is_played_and_long_kicks_beyond_the_range_are_not_tried() {
    for seed in 0..20 {
        let g = game_at(ScriptCoach::default(), ScriptCoach::default(), &[], 98, Down::Fourth, 2, 1, 600);
        let c = AiCoach.offense(&g.view(Side::Home), &mut SeededRandom::new(seed));
        assert!(matches!(c, OffenseChoice::Play { .. }), "4th and goal at the 2: {c:?}");
        // Kansas City's kicker from 62 yards (the opponent's 45): beyond his card's bands.
        let g = game_at(ScriptCoach::default(), ScriptCoach::default(), &[], 55, Down::Fourth, 10, 1, 600);
        let c = AiCoach.offense(&g.view(Side::Home), &mut SeededRandom::new(seed));
        assert!(matches!(c, OffenseChoice::Punt { .. }), "4th and 10 at the opponent's 45: {c:?}");
        // From 40 yards he kicks.
        let g = game_at(ScriptCoach::default(), ScriptCoach::default(), &[], 77, Down::Fourth, 10, 1, 600);
        let c = AiCoach.offense(&g.view(Side::Home), &mut SeededRandom::new(seed));
        assert_eq!(c, OffenseChoice::FieldGoal, "4th and 10 at the opponent's 23");
    }
}

#[test]
fn ten_points_down_late_the_computer_kicks_to_make_it_one_score() {
    use huddle_core::PerSide;
    // Fourth and 6 at the opponent's 15 with 5:00 left: 9-11 behind the field goal makes it a
    // one-score game; 12 behind the down is played.
    for seed in 0..10 {
        let mut g = game_at(ScriptCoach::default(), ScriptCoach::default(), &[], 85, Down::Fourth, 6, 4, 300);
        for behind in [9, 10, 11] {
            g.core.score = PerSide::new(7, 7 + behind);
            let c = AiCoach.offense(&g.view(Side::Home), &mut SeededRandom::new(seed));
            assert_eq!(c, OffenseChoice::FieldGoal, "{behind} behind");
        }
        g.core.score = PerSide::new(5, 17);
        let c = AiCoach.offense(&g.view(Side::Home), &mut SeededRandom::new(seed));
        assert!(matches!(c, OffenseChoice::Play { .. }), "12 behind: {c:?}");
    }
}

#[test]
fn flushed_by_the_rush_the_computer_throws_or_runs_by_the_situation_bones_11_2() {
    // [bones 11.2] The computer decides when the rush flushes its quarterback (RUN), by the
    // situation, through the game's dice: with the die on 50, ahead late it runs (the clock),
    // behind late it throws; third and 15 throws, third and 1 runs. The same die, the same answer.
    use huddle_bones::call::{DefPlay, DefenseCall, OffPlay, OffenseCall};
    use huddle_bones::coach::DefenseChoice;
    use huddle_core::{PerSide, ScriptedRandom};
    let call = OffenseCall::new(OffPlay::SH, huddle_cards::OffBox::FL1);
    let ask = |down: Down, to_go: u8, period: u8, secs: u16, score: (u16, u16)| {
        let mut g = game_at(ScriptCoach::default(), ScriptCoach::default(), &[], 40, down, to_go, period, secs);
        g.core.score = PerSide::new(score.0, score.1);
        let dch = DefenseChoice { display: g.base_defense(Side::Away), call: DefenseCall::new(DefPlay::Pass) };
        let a = AiCoach.throw_on_run(&g.view(Side::Home), &call, &dch, false, &mut ScriptedRandom::new(vec![50]));
        let b = AiCoach.throw_on_run(&g.view(Side::Home), &call, &dch, true, &mut ScriptedRandom::new(vec![50]));
        assert_eq!(a, b, "the call's tor does not sway the computer");
        a
    };
    assert!(!ask(Down::Second, 6, 4, 120, (20, 17)), "ahead late: he runs");
    assert!(ask(Down::Second, 6, 4, 120, (17, 20)), "behind late: he throws");
    assert!(ask(Down::Third, 15, 1, 600, (0, 0)), "third and 15: he throws");
    assert!(!ask(Down::Third, 1, 1, 600, (0, 0)), "third and 1: he runs");
}
