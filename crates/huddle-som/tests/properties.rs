//! Whole games under every rule of the engine, between the embedded 2024 teams: the computer's
//! calls, and a coach that answers every yes/no question of the rules at random (advance a loose
//! ball, challenge, spike, take a penalty, return a kick from the end zone, dump off, go for two,
//! the kind of kickoff and of punt, the punt's fair catch or roll, a time-out), so the rare paths
//! of §2.8, §2.9, §2.10, §2.12 and §2.17 are walked too. Each game must end, keep its score equal
//! to the points in its log, make no illegal call of its own, and replay the same from its seed.

use huddle_core::{Alternative, AnyRandom, PerSide, Randomness, SeededRandom, Side};
use huddle_som::coach::{AiCoach, Coach, DefenseCall, KickKind, OffenseCall, PuntChoice, PuntKind, Shown, View};
use huddle_som::game::SomGame;
use huddle_som::options::SomOptions;

/// The computer's calls; every other decision at random (its own seeded source).
struct Chaos {
    rng: SeededRandom,
}

impl Chaos {
    fn coin(&mut self, in_100: u32) -> bool {
        self.rng.below(100) < in_100
    }
}

impl Coach for Chaos {
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseCall {
        AiCoach.offense(v, rng)
    }
    fn defense(&mut self, v: &View, offense: &Shown, rng: &mut dyn Randomness) -> DefenseCall {
        AiCoach.defense(v, offense, rng)
    }
    fn kickoff(&mut self, _v: &View) -> KickKind {
        match self.rng.below(10) {
            0 => KickKind::Onside,
            1 => KickKind::Squib,
            _ => KickKind::Normal,
        }
    }
    fn receive(&mut self, _v: &View) -> bool {
        self.coin(50)
    }
    fn go_for_two(&mut self, _v: &View) -> bool {
        self.coin(30)
    }
    fn advance_loose_ball(&mut self, _v: &View, _own: bool) -> bool {
        self.coin(70)
    }
    fn return_from_end_zone(&mut self, _v: &View, _deep: i16) -> bool {
        self.coin(50)
    }
    fn accept_penalty(&mut self, _v: &View, _play: Alternative, _penalty: Alternative) -> bool {
        self.coin(50)
    }
    fn punt_kind(&mut self, v: &View) -> PuntKind {
        if self.coin(70) {
            AiCoach.punt_kind(v)
        } else {
            PuntKind::Normal
        }
    }
    fn punt_choice(&mut self, _v: &View, _at: i16) -> PuntChoice {
        match self.rng.below(3) {
            0 => PuntChoice::Return,
            1 => PuntChoice::FairCatch,
            _ => PuntChoice::LetItRoll,
        }
    }
    fn dump_off(&mut self, _v: &View) -> bool {
        self.coin(50)
    }
    fn challenge(&mut self, _v: &View, _c: &huddle_som::replay::Challenge) -> bool {
        self.coin(60)
    }
    fn spike_next(&mut self, _v: &View) -> bool {
        self.coin(30)
    }
    fn timeout(&mut self, _v: &View) -> bool {
        self.coin(10)
    }
}

fn game(seed: u64, home: usize, away: usize) -> SomGame {
    let league = huddle_som::build::embedded_2024();
    let (h, a) = (league.teams[home].clone(), league.teams[away].clone());
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(Chaos { rng: SeededRandom::new(seed ^ 0x5eed) }), Box::new(Chaos { rng: SeededRandom::new(seed ^ 0xa11) }));
    SomGame::new(SomOptions::default(), h, a, AnyRandom::Seeded(SeededRandom::new(seed)), coaches)
}

#[test]
fn random_decisions_play_every_game_to_a_consistent_end() {
    let n = huddle_som::build::embedded_2024().teams.len();
    for seed in 0..400u64 {
        let (home, away) = ((seed as usize * 7) % n, (seed as usize * 7 + 1 + seed as usize % (n - 1)) % n);
        let mut g = game(seed, home, away);
        g.play_out().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(g.core.is_over(), "seed {seed}");
        let logged = g.core.points_in_log();
        assert_eq!((logged[Side::Home], logged[Side::Away]), (g.core.score.home, g.core.score.away), "seed {seed}: the score is the log's points");
        assert!(!g.log.iter().any(|l| g.text(l).contains("delay of game on")), "seed {seed}: the computer's calls are legal");
        for s in Side::BOTH {
            assert!(g.teams[s].challenges.used <= 3, "seed {seed}: [som 2.8] at most three challenges");
        }
        if seed % 80 == 0 {
            let mut again = game(seed, home, away);
            again.play_out().unwrap();
            let texts = |g: &SomGame| g.log.iter().map(|l| g.text(l).to_string()).collect::<Vec<_>>();
            assert_eq!(texts(&g), texts(&again), "seed {seed}: the same seed and decisions replay the same game");
        }
    }
}
