//! Injured specialists (§2.18.1, L1031-L1033): a hurt return man's card stays in use. On a punt
//! every number reads a fair catch but the fumble number; on a kickoff the fumble number stands
//! and any other number rolls three dice for the yards, credited to a healthy back or receiver.

use huddle_som::testkit::{last_record};
use huddle_core::{Phase, PlayFlags, Side};
use huddle_som::coach::OffPlay;
use huddle_som::game::{SomGame, Until};
use huddle_som::options::SomOptions;
use huddle_som::testkit::{call, defense, game_at};
use huddle_som::vocab::DefCall;

fn hurt(g: &mut SomGame, side: Side, id: &str) {
    let p = g.teams[side].team.player(id).unwrap();
    g.teams[side].out.push((p, Until::Game { more: 1 }));
}

fn kickoff(faces: &[u8], returner_hurt: bool) -> SomGame {
    let mut g = game_at(faces, call(OffPlay::Punt), defense(DefCall::Run), 30, 1, 10, 1, 900, SomOptions::default());
    g.core.phase = Phase::Kickoff { kicker: Side::Away, from: 35, after_safety: false };
    g.core.possession = Side::Away;
    if returner_hurt {
        hurt(&mut g, Side::Home, "HOM-wr3");
    }
    g.step().unwrap();
    g
}

/// [som 2.18.1] A hurt kickoff returner: three dice for the yards, credited to another man.
#[test]
fn a_hurt_kickoff_returner_s_card_rolls_three_dice_for_the_yards() {
    // "-2 #1" (Receiver 4); return 6, 4+4 reads +19: the 17.
    let g = kickoff(&[1, 2, 6, 6, 4, 4], false);
    assert_eq!(g.core.spot.yards(), 17);
    // Hurt: three dice 3+3+3 = 9 yards instead: the 7; the next listed returner (Third back) runs it.
    let g = kickoff(&[1, 2, 6, 6, 4, 4, 3, 3, 3], true);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 7), "[som 2.18.1] three dice for the yards: {}", g.text(g.log.last().unwrap()));
    let r = last_record(&g);
    let third = g.teams[Side::Home].team.player("HOM-rb2").unwrap();
    assert_eq!(r.returner.map(|p| p.idx as usize), Some(third), "[som 2.18.1] credited to a healthy back or receiver");
    // The fumble number stands: return control 2, 5+6 "F+15"; possession 3+4 the kicking team (its
    // man drawn, then T8 4+5: no gain).
    let g = kickoff(&[1, 2, 6, 2, 5, 6, 3, 4, 1, 4, 5], true);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 87), "[som 2.18.1] the hurt returner's fumble number is accepted");
}

fn punt(faces: &[u8], returner_hurt: bool) -> SomGame {
    let mut g = game_at(faces, call(OffPlay::Punt), defense(DefCall::Run), 30, 4, 10, 1, 900, SomOptions::default());
    if returner_hurt {
        hurt(&mut g, Side::Away, "AWY-wr3");
    }
    g.step().unwrap();
    g
}

/// [som 2.18.1] A hurt punt returner: every number is a fair catch but the fumble number.
#[test]
fn a_hurt_punt_returner_s_card_reads_a_fair_catch() {
    // "45 #1", down at the 25; the return 6, 1+3 reads +25: the 50.
    let g = punt(&[3, 4, 6, 6, 1, 3], false);
    assert_eq!(g.core.spot.yards(), 50);
    let g = punt(&[3, 4, 6, 6, 1, 3], true);
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Away, 25), "[som 2.18.1] a fair catch where it came down");
    assert!(last_record(&g).flags.has(PlayFlags::FAIR_CATCH));
    // Return 6, 5+6 reads "F+15": the fumble stands; possession 5+6 the receivers keep it.
    let g = punt(&[3, 4, 6, 6, 5, 6, 5, 6], true);
    assert!(last_record(&g).flags.has(PlayFlags::FUMBLE), "[som 2.18.1] the fumble number is accepted: {}", g.text(g.log.last().unwrap()));
}

/// [som 2.18.1] (L1033) "Credit the kickoff or punt return yardage to any running back or
/// Receiver": the hurt returner's other listed man is a cornerback here, so the yards go to a
/// back or receiver instead (the kick and dice of the test above: three dice for 9 yards).
#[test]
fn a_hurt_returners_yards_go_to_a_back_or_receiver_not_a_defensive_back() {
    let mut g = game_at(&[1, 2, 6, 6, 4, 4, 3, 3, 3], call(OffPlay::Punt), defense(DefCall::Run), 30, 1, 10, 1, 900, SomOptions::default());
    g.core.phase = Phase::Kickoff { kicker: Side::Away, from: 35, after_safety: false };
    g.core.possession = Side::Away;
    hurt(&mut g, Side::Home, "HOM-wr3");
    g.teams[Side::Home].team.specialist.kick_returns[1].player = "HOM-lcb".into();
    g.step().unwrap();
    assert_eq!((g.core.possession, g.core.spot.yards()), (Side::Home, 7), "{}", g.text(g.log.last().unwrap()));
    let r = last_record(&g).returner.map(|p| p.idx as usize).expect("a man is credited");
    let p = &g.teams[Side::Home].team.players[r];
    use huddle_som::cards::Pos;
    assert!(p.pos.iter().any(|x| matches!(x, Pos::Hb | Pos::Fb | Pos::Bb | Pos::Wr | Pos::Te)), "[som 2.18.1] credited to a back or receiver, not {} ({:?})", p.name, p.pos);
}
