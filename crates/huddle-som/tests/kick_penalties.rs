//! Penalties on kicks (§2.17, T20's kicking sections, §2.1.1, §2.10.3): the yellow die of the kick
//! roll; three dice on the specialist cards' penalty sections (control 1-3 the kicking team's, 4-6
//! the receiving team's). The fixture's section reads OFFSIDES at 4, NUMBER ONE at 6, OPPONENT
//! NUMBER TWO at 8 and OPPONENT OFFSIDES at 11. Dice are given face by face in throwing order.

use huddle_core::{Phase, Side};
use huddle_som::coach::{OffPlay, PuntRush};
use huddle_som::game::SomGame;
use huddle_som::options::SomOptions;
use huddle_som::testkit::{call, defense, game_at};
use huddle_som::vocab::DefCall;

fn text(g: &SomGame) -> &str {
    g.text(g.log.last().unwrap())
}

fn punt(faces: &[u8], rush: PuntRush) -> SomGame {
    let d = huddle_som::coach::DefenseCall { punt_rush: rush, ..defense(DefCall::Run) };
    let mut g = game_at(faces, call(OffPlay::Punt), d, 30, 4, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    g
}

// A punt from the home 30: 3+4 with the yellow 1 reads "45 #1", down at the receivers' 25; the
// first returner's column on three dice (6, 1+3) reads +25: the receivers' 50.
const PUNT: [u8; 6] = [3, 4, 1, 6, 1, 3];

fn with(base: &[u8], rest: &[u8]) -> Vec<u8> {
    let mut v = base.to_vec();
    v.extend_from_slice(rest);
    v
}

/// [som 2.17] The kicking team's face mask (T20 kick offense 1): 15 yards from where the return ended.
#[test]
fn a_kicking_team_foul_on_the_return_adds_to_it() {
    // Penalty dice: control 2 (the kicking team's section), 2+4 = 6: NUMBER ONE on the kicking team.
    let g = punt(&with(&PUNT, &[2, 2, 4]), PuntRush::Normal);
    assert!(text(&g).contains("flagrant face mask"), "{}", text(&g));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 65), "[som 2.17] 15 yards from the end of the return: {}", text(&g));
    // The yellow die not 1: no penalty, the return's end.
    let g = punt(&[3, 4, 6, 6, 1, 3, 2, 2, 4], PuntRush::Normal);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 50), "[som 2.17] only a yellow 1 flags a kick");
}

/// [som 2.17] The receivers' illegal block on a punt return: 10 yards from where the returner caught it.
#[test]
fn a_punt_return_illegal_block_is_enforced_from_the_catch() {
    // Control 5 (the receiving team's section), 2+4: NUMBER ONE on the receivers.
    let g = punt(&with(&PUNT, &[5, 2, 4]), PuntRush::Normal);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 15), "[som 2.17] caught at the 25, back to the 15: {}", text(&g));
}

/// [som 2.17] Roughing the kicker: 15 yards from the line and a first down for the kicking team;
/// [som 2.10.3] ignored against a safe punt rush.
#[test]
fn roughing_the_kicker_keeps_the_ball_unless_the_rush_was_safe() {
    // Control 1, 4+4 = 8: OPPONENT NUMBER TWO read on the kicking team's section: the receivers' foul.
    let g = punt(&with(&PUNT, &[1, 4, 4]), PuntRush::Normal);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 45), "[som 2.17] roughing: 15 yards and the ball: {}", text(&g));
    assert_eq!(g.core.downs.down, huddle_core::Down::First, "[som 2.17] a first down");
    // A safe rush: 3+4−1 = 6 "46 #1", down at the 24, +25 on the return; the roughing is ignored.
    let g = punt(&with(&PUNT, &[1, 4, 4]), PuntRush::Safe);
    assert!(text(&g).contains("ignored against a safe punt rush"), "[som 2.10.3] {}", text(&g));
    assert_eq!(g.core.possession, Side::Away);
}

/// [som 2.17] A kicking-team offside on a punt: the receivers may take the play or have it punted
/// again five yards back (A-G46: declinable on kicks).
#[test]
fn a_kicking_team_offside_is_declinable() {
    // Control 1, 1+3 = 4: OFFSIDES on the kicking team. The receivers keep their return to the 50.
    let g = punt(&with(&PUNT, &[1, 1, 3]), PuntRush::Normal);
    assert!(text(&g).contains("declined"), "{}", text(&g));
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 50), "[som 2.17] the return is better than a punt 5 yards back");
}

fn kickoff(faces: &[u8]) -> SomGame {
    let mut g = game_at(faces, call(OffPlay::Punt), defense(DefCall::Run), 30, 1, 10, 1, 900, SomOptions::default());
    g.core.phase = Phase::Kickoff { kicker: Side::Away, from: 35, after_safety: false };
    g.core.possession = Side::Away;
    g.step().unwrap();
    g
}

/// [som 2.17] A kickoff-return illegal block: 10 yards from the end of the return, the foul spot at
/// most the row's cap (A-G48), a touchdown return included.
#[test]
fn a_kickoff_return_illegal_block_is_capped() {
    // Kickoff 1+2 with the yellow 1: "-2 #1"; return 6, 4+4 = 8: +19, to the 17; penalty control 5,
    // 2+4: NUMBER ONE on the receivers (cap 50): 10 yards from the 17 is more than half the
    // distance (step 6): 8 yards, the 9.
    let g = kickoff(&[1, 2, 1, 6, 4, 4, 5, 2, 4]);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 9), "[som 2.17] half the distance from the 17: {}", text(&g));
    // Return 1, 6+6: TD (control 1 stands); the foul at the cap, the 50: back to the 40, no score.
    let g = kickoff(&[1, 2, 1, 1, 6, 6, 5, 2, 4]);
    assert_eq!((g.core.possession, g.core.spot.yards(), g.core.score[Side::Home]), (Side::Home, 40, 0), "[som 2.17] the cap takes the touchdown back: {}", text(&g));
    // Kickoff 1+1 reads a touchback (the 20); the receivers' illegal block: the kicking team takes
    // it, 10 yards back from the 20.
    let g = kickoff(&[1, 1, 1, 5, 2, 4]);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 10), "[som 2.17] from the touchback's 20: {}", text(&g));
}

/// [som 2.1.1] A kicking-team offside on a kickoff: the receivers may have it kicked again five
/// yards back.
#[test]
fn a_kickoff_offside_may_be_kicked_again() {
    // Kickoff "-2 #1", return to the 17; penalty control 1, 1+3: OFFSIDES on the kicking team.
    let g = kickoff(&[1, 2, 1, 6, 4, 4, 1, 1, 3]);
    assert_eq!(g.core.phase, Phase::Kickoff { kicker: Side::Away, from: 30, after_safety: false }, "[som 2.1.1] kicked again from the 30: {}", text(&g));
}

fn field_goal(faces: &[u8]) -> SomGame {
    let mut g = game_at(faces, call(OffPlay::FieldGoal), defense(DefCall::Run), 75, 4, 10, 1, 900, SomOptions::default());
    g.step().unwrap();
    g
}

/// [som 2.17] Field goals: the kicking team's holding takes a good kick away (10 yards back, the
/// down again); the defense's offside gives a missed kick another try five yards closer.
#[test]
fn field_goal_penalties_are_weighed_against_the_kick() {
    // From the 25 (band good on 3-11): control 2, 3+4 = 7 good, yellow 1; penalty control 1, 2+4:
    // NUMBER ONE on the kicking team: holding.
    let g = field_goal(&[2, 3, 4, 1, 1, 2, 4]);
    assert_eq!(g.core.score[Side::Home], 0, "[som 2.17] the defense takes the holding: {}", text(&g));
    assert_eq!((g.core.possession, g.core.spot.yards(), g.core.downs.down), (Side::Home, 65, huddle_core::Down::Fourth));
    // 1+1 misses; penalty control 4, 1+3 = 4: OFFSIDES on the defense: 5 yards, fourth down again.
    let g = field_goal(&[2, 1, 1, 1, 4, 1, 3]);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 80), "[som 2.17] the kicking team takes the 5 yards: {}", text(&g));
    // The same offside after a good kick is declined: the points stand.
    let g = field_goal(&[2, 3, 4, 1, 4, 1, 3]);
    assert_eq!(g.core.score[Side::Home], 3, "[som 2.17] {}", text(&g));
}

fn extra_point(faces: &[u8]) -> SomGame {
    let mut g = game_at(faces, call(OffPlay::FieldGoal), defense(DefCall::Run), 98, 1, 2, 1, 900, SomOptions::default());
    g.core.phase = Phase::Try { team: Side::Home };
    g.step().unwrap();
    g
}

/// [som 2.17] Step 9: a foul on an extra point. The kicking team's: the good kick is made again from
/// the yards back (the field-goal card's band); the defense's: the kicking team keeps the point
/// and takes the yards on the kickoff.
#[test]
fn extra_point_penalties() {
    // 3+4 good with the yellow 1; control 1, 2+4: holding on the kicking team; kicked again from the
    // 12: control 2, 6+6 reads no good on the 25 band (3-11), where the extra-point column reads good.
    let g = extra_point(&[2, 3, 4, 1, 1, 2, 4, 2, 6, 6, 6]);
    assert_eq!(g.core.score[Side::Home], 0, "[som 2.17] kicked again from 10 yards back and missed: {}", text(&g));
    // Control 1, 4+4: OPPONENT NUMBER TWO, roughing the kicker on the defense: the point, and the
    // kickoff from the 50.
    let g = extra_point(&[2, 3, 4, 1, 1, 4, 4]);
    assert_eq!(g.core.score[Side::Home], 1);
    assert_eq!(g.core.phase, Phase::Kickoff { kicker: Side::Home, from: 50, after_safety: false }, "[som 2.17] enforced on the kickoff: {}", text(&g));
}
