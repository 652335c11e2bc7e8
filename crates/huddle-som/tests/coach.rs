//! The computer coach's choices that use the rules' options (not rules themselves).

use huddle_core::Side;
use huddle_som::clock::Tempo;
use huddle_som::coach::{AiCoach, OffPlay, TeamUsage};
use huddle_som::options::SomOptions;
use huddle_som::testkit::{call, defense, game_at};
use huddle_som::vocab::DefCall;

/// The hurry-up (§2.12.5) and the slowdown offense (§2.12.7) in a half's last two minutes: the
/// team that needs points hurries, the team ahead late in the game slows down.
#[test]
fn the_computer_hurries_when_it_needs_points_and_slows_down_ahead_late() {
    let tempo = |period: u8, secs: u16, home: u16, away: u16| {
        let mut g = game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), 40, 1, 10, period, secs, SomOptions::default());
        g.core.score.home = home;
        g.core.score.away = away;
        let v = g.view(Side::Home);
        let u = TeamUsage::new(&v, Side::Home);
        let mut rng = huddle_core::SeededRandom::new(3);
        let c = AiCoach.offense_with(&v, &u, &mut rng);
        (AiCoach::tempo(&v), c.tempo)
    };
    assert_eq!(tempo(4, 115, 14, 7), (Tempo::Slowdown, Tempo::Slowdown), "ahead in the game's last two minutes");
    assert_eq!(tempo(4, 115, 7, 14), (Tempo::HurryUp, Tempo::HurryUp), "behind");
    assert_eq!(tempo(4, 115, 7, 7).0, Tempo::HurryUp, "tied");
    assert_eq!(tempo(2, 100, 14, 7).0, Tempo::HurryUp, "the first half's end, ahead or not");
    assert_eq!(tempo(4, 300, 7, 14).0, Tempo::Normal, "before the two-minute clock");
    assert_eq!(tempo(1, 100, 7, 14).0, Tempo::Normal, "the first quarter");
}
