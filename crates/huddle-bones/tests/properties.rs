//! Properties of whole computer games over many seeds (§20: a league plays its games to the end
//! with the computer coaches, keeps their scores and replays them from their seeds).

use huddle_bones::game::BonesGame;
use huddle_bones::options::Options;
use huddle_bones::sim::play_ai_game;
use huddle_bones::testkit::team;
use huddle_core::{Event, Phase, Side};
use proptest::prelude::*;

fn play(seed: u64, home: &str, away: &str, opts: &Options) -> Result<BonesGame, TestCaseError> {
    play_ai_game(seed, team(home), team(away), opts.clone()).map_err(|e| TestCaseError::fail(format!("seed {seed}: {e}")))
}

fn lines(g: &BonesGame) -> Vec<String> {
    g.log.iter().map(|l| format!("{}:{} {} | {} | {}s", l.period, l.clock, g.text(l), g.rolls(l), l.seconds)).collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn a_computer_game_ends_with_legal_calls_and_its_score_in_the_log_bones_20(seed in any::<u64>(), pair in 0usize..3, cc_partial in any::<bool>(), blocked_punt_td in any::<bool>()) {
        // [bones 20] items 9 and 12, under the options of the kicking game too.
        let (home, away) = [("KC", "BAL"), ("DET", "PHI"), ("BUF", "SF")][pair];
        let opts = Options { cc_partial, blocked_punt_td, ..Options::default() };
        let g = play(seed, home, away, &opts)?;
        prop_assert!(g.core.is_over());
        prop_assert_eq!(g.core.phase, Phase::Over);
        prop_assert!(g.core.clock.period.0 >= 4, "seed {}: ended in period {}", seed, g.core.clock.period.0);
        prop_assert_eq!(g.refused_calls, 0, "seed {}: a computer call was refused", seed);
        prop_assert_eq!(g.core.points_in_log(), g.core.score, "seed {}", seed);
        // Scores only grow, and the play-by-play's running score ends on the final one.
        let mut last = (0u16, 0u16);
        for l in &g.log {
            prop_assert!(l.score.0 >= last.0 && l.score.1 >= last.1, "seed {}: the score went down at {}", seed, g.text(l));
            last = l.score;
        }
        prop_assert_eq!(last, (g.core.score[Side::Home], g.core.score[Side::Away]));
        // The opening kickoff follows the coin toss.
        prop_assert!(matches!(g.core.log.first(), Some(Event::CoinToss { .. })), "seed {}", seed);
    }

    #[test]
    fn the_same_seed_replays_the_same_game_bones_20(seed in any::<u64>()) {
        // [bones 20] item 12: seedable dice, full play logs.
        let a = play(seed, "KC", "BAL", &Options::default())?;
        let b = play(seed, "KC", "BAL", &Options::default())?;
        prop_assert_eq!(lines(&a), lines(&b));
        prop_assert_eq!(a.core.score, b.core.score);
        prop_assert_eq!(a.lasting_injuries(), b.lasting_injuries());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// [bones 20] A draft board file of any text is read or refused with a message naming the
    /// file, never a panic; a board that reads is drawn up into a league or refused likewise.
    #[test]
    fn any_draft_board_is_read_or_refused(rows in proptest::collection::vec((0usize..50, prop_oneof![Just("ANN".to_string()), Just("BOB".to_string()), "[A-Z]{1,3}"], prop_oneof![Just("Patrick Mahomes".to_string()), Just("Josh Allen".to_string()), "[a-zA-Z ]{0,12}", "00-00[0-9]{5}"]), 0..12), junk in "[ -~]{0,40}") {
        use huddle_bones::draft::{draft_from_board, read_board};
        let mut text = String::from("round,franchise,player\n");
        for (r, f, p) in &rows {
            text += &format!("{r},{f},{p}\n");
        }
        text += &junk;
        let pool = pool();
        let fr = vec![("ANN".to_string(), "ANN".to_string()), ("BOB".to_string(), "BOB".to_string())];
        match read_board(&text, "b.csv") {
            Err(e) => prop_assert!(e.starts_with("b.csv"), "{}", e),
            Ok(board) => {
                if let Err(e) = draft_from_board(pool, &fr, &board, "b.csv", &huddle_bones::draft::ROSTER) {
                    prop_assert!(e.contains("b.csv") || e.contains("Lineup Card") || e.contains("returns kicks"), "{}", e);
                }
            }
        }
    }
}

fn pool() -> &'static [huddle_cards::Team] {
    static P: std::sync::OnceLock<Vec<huddle_cards::Team>> = std::sync::OnceLock::new();
    P.get_or_init(huddle_bones::convert::league_2024)
}
