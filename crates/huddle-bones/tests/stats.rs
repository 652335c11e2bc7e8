//! What a Bones play leaves in the statistics: touchdowns credited, plays wiped out by an
//! accepted penalty not counted, fouls after the play adding to it.

use huddle_bones::call::{DefPlay, DefenseCall, OffPlay, OffenseCall};
use huddle_bones::tables::{PenCol, RunCol, Tables, ZEvent};
use huddle_bones::testkit::{block_roll, game_at, penalty_roll, play, z_roll, ScriptCoach, R};
use huddle_cards::OffBox;
use huddle_core::{Down, Side};
use huddle_stats::BoxScore;

fn coaches(accept: Option<bool>) -> (ScriptCoach, ScriptCoach) {
    let mut home = ScriptCoach::default();
    home.offense.push_back(play(OffenseCall::new(OffPlay::IL, OffBox::BK2)));
    let mut away = ScriptCoach::default();
    away.defense.push_back(DefenseCall::new(DefPlay::Pass));
    away.accept = accept;
    home.accept = accept;
    (home, away)
}

#[test]
fn a_touchdown_run_counts_as_a_rushing_touchdown() {
    let t = Tables::embedded();
    let (h, a) = coaches(None);
    // From the 5: BREAK, then a breakaway of 50 (capped at M, past the goal line).
    let mut g = game_at(h, a, &[R::Fad(block_roll(&t, RunCol::IL, "BREAK", false)), R::Fad(50)], 95, Down::First, 5, 1, 600);
    g.step().unwrap();
    assert_eq!(g.core.score.home, 6);
    let b = BoxScore::from_log(&g.core.log);
    assert_eq!((b.teams[Side::Home].rushes, b.teams[Side::Home].rush_tds), (1, 1));
}

#[test]
fn a_run_wiped_out_by_holding_does_not_count_but_a_foul_after_it_adds() {
    let t = Tables::embedded();
    // Holding on the offense, accepted by the defense: no rush in the statistics, 10 yards back.
    let b = (1..=100u8).find(|r| t.block(RunCol::IL, *r).1 && t.block(RunCol::IL, *r).0 != huddle_bones::tables::Block::Break).expect("a Z roll");
    let (h, a) = coaches(Some(true));
    let mut g = game_at(h, a, &[R::Fad(b), R::Fad(30), R::Fad(z_roll(&t, ZEvent::Penalty)), R::Fad(penalty_roll(&t, PenCol::Scrimmage, "Holding"))], 40, Down::First, 10, 1, 600);
    g.step().unwrap();
    assert_eq!(g.core.spot.yards(), 30, "{:?}", g.log.last());
    let bs = BoxScore::from_log(&g.core.log);
    assert_eq!(bs.teams[Side::Home].rushes, 0);
    assert_eq!(bs.teams[Side::Home].penalties, 1);
    // A face mask after the run: the run stands and 15 yards are added from its end.
    let (h, a) = coaches(Some(true));
    let mut g = game_at(h, a, &[R::Fad(b), R::Fad(30), R::Fad(z_roll(&t, ZEvent::Penalty)), R::Fad(penalty_roll(&t, PenCol::Scrimmage, "Face mask"))], 20, Down::First, 10, 1, 600);
    g.step().unwrap();
    let bs = BoxScore::from_log(&g.core.log);
    assert_eq!(bs.teams[Side::Home].rushes, 1);
    let gain = bs.teams[Side::Home].rush_yards;
    assert_eq!(g.core.spot.yards() as i32, 20 + gain + 15, "{:?}", g.log.last());
}
