//! Test helpers: a scripted coach that records every question it is asked, and a dice script
//! that names faces directly (any face the die can show, not only the built-in table's).
#![allow(dead_code)]

use huddle_core::Side;
pub use huddle_fever::*;
use std::collections::VecDeque;
use std::sync::{Arc, OnceLock};

pub use huddle_fever::{DieKind as D, Face as F};

pub fn data() -> Arc<FeverData> {
    static DATA: OnceLock<Arc<FeverData>> = OnceLock::new();
    DATA.get_or_init(|| Arc::new(FeverData::embedded().expect("built-in data"))).clone()
}

/// A game with seeded coin tosses and shuffles and scripted dice.
pub fn game_with(options: FeverOptions, dice: DiceScript) -> FeverGame {
    let mut g = FeverGame::seeded(data(), options, 7);
    g.set_dice_script(dice);
    g
}

pub fn game(dice: DiceScript) -> FeverGame {
    game_with(FeverOptions::default(), dice)
}

/// A dice script builder.
#[derive(Default)]
pub struct S(pub DiceScript);

impl S {
    pub fn new() -> S {
        S(DiceScript::new())
    }
    pub fn d(mut self, die: DieKind, face: Face) -> S {
        self.0.push(die, &[face]).expect("a face the die can show");
        self
    }
    pub fn dd(mut self, die: DieKind, faces: &[Face]) -> S {
        self.0.push(die, faces).expect("faces the die can show");
        self
    }
    /// The five Scrimmage dice.
    pub fn scrim(mut self, faces: [Face; 5]) -> S {
        self.0.push(D::Scrimmage, &faces).expect("scrimmage faces");
        self
    }
    /// Scrimmage dice with a run total `r` and a pass total `p`.
    pub fn rp(self, r: u8, p: u8) -> S {
        self.scrim([F::Run(r), F::Pass(p), F::Run(0), F::Run(0), F::Run(0)])
    }
    pub fn ref_blank(self) -> S {
        self.d(D::Referee, F::Blank)
    }
    pub fn ref_flag(self) -> S {
        self.d(D::Referee, F::Penalty)
    }
    pub fn build(self) -> DiceScript {
        self.0
    }
}

/// A coach whose decisions are scripted; it records what it was asked.
#[derive(Default)]
pub struct TC {
    pub coin: Option<CoinSide>,
    pub toss: VecDeque<TossChoice>,
    pub kickoffs: VecDeque<KickoffCall>,
    pub receive: VecDeque<Reception>,
    pub declare: VecDeque<Declaration>,
    pub defense: VecDeque<DefenseDie>,
    pub reset: VecDeque<Option<DefenseDie>>,
    pub calls: VecDeque<OffenseCall>,
    pub tries: VecDeque<TryCall>,
    pub free_kick: VecDeque<bool>,
    pub penalty: VecDeque<usize>,
    pub after: VecDeque<AfterPlay>,
    /// Does not call "Fumble!"/"Block!" (so the other side throws the Recovery die first).
    pub silent: bool,
    // What it was asked.
    pub landings: Vec<Landing>,
    pub penalty_options: Vec<Vec<PenaltyOption>>,
    pub after_asked: Vec<(u8, bool)>,
    pub declared_seen: Vec<Declaration>,
    pub situations: Vec<Situation>,
}

impl TC {
    pub fn new() -> TC {
        TC::default()
    }
    pub fn call(mut self, c: OffenseCall) -> TC {
        self.calls.push_back(c);
        self
    }
    pub fn play(self, p: Play) -> TC {
        self.call(OffenseCall::new(p))
    }
    pub fn def(mut self, d: DefenseDie) -> TC {
        self.defense.push_back(d);
        self
    }
    pub fn decl(mut self, d: Declaration) -> TC {
        self.declare.push_back(d);
        self
    }
    pub fn rec(mut self, r: Reception) -> TC {
        self.receive.push_back(r);
        self
    }
    pub fn pen(mut self, i: usize) -> TC {
        self.penalty.push_back(i);
        self
    }
    pub fn after(mut self, a: AfterPlay) -> TC {
        self.after.push_back(a);
        self
    }
    pub fn silent(mut self) -> TC {
        self.silent = true;
        self
    }
}

impl Coach for TC {
    fn call_coin(&mut self, _sit: &Situation, _rng: &mut dyn huddle_core::Randomness) -> CoinSide {
        self.coin.unwrap_or(CoinSide::Heads)
    }
    fn toss_choice(&mut self, _sit: &Situation, _q: TossQuestion) -> TossChoice {
        self.toss.pop_front().unwrap_or(TossChoice::Receive)
    }
    fn kickoff(&mut self, _sit: &Situation, _rng: &mut dyn huddle_core::Randomness) -> KickoffCall {
        self.kickoffs.pop_front().unwrap_or(KickoffCall { onside: false, in_out: false })
    }
    fn receive(&mut self, _sit: &Situation, landing: &Landing) -> Reception {
        self.landings.push(*landing);
        self.receive.pop_front().unwrap_or(Reception::Return { in_out: false })
    }
    fn declare(&mut self, sit: &Situation, _rng: &mut dyn huddle_core::Randomness) -> Declaration {
        self.situations.push(*sit);
        self.declare.pop_front().unwrap_or(Declaration::Scrimmage)
    }
    fn defense_die(&mut self, _sit: &Situation, declared: Declaration, _rng: &mut dyn huddle_core::Randomness) -> DefenseDie {
        self.declared_seen.push(declared);
        self.defense.pop_front().unwrap_or(DefenseDie::Run)
    }
    fn reset_defense(&mut self, _sit: &Situation, _declared: Declaration) -> Option<DefenseDie> {
        self.reset.pop_front().flatten()
    }
    fn offense_call(&mut self, _sit: &Situation, _declared: Declaration, _rng: &mut dyn huddle_core::Randomness) -> OffenseCall {
        self.calls.pop_front().unwrap_or(OffenseCall::new(Play::Run))
    }
    fn try_call(&mut self, _sit: &Situation, _rng: &mut dyn huddle_core::Randomness) -> TryCall {
        self.tries.pop_front().unwrap_or(TryCall::Kick)
    }
    fn free_kick_field_goal(&mut self, _sit: &Situation) -> bool {
        self.free_kick.pop_front().unwrap_or(false)
    }
    fn call_loose_ball(&mut self, _sit: &Situation) -> bool {
        !self.silent
    }
    fn penalty(&mut self, _sit: &Situation, options: &[PenaltyOption]) -> usize {
        self.penalty_options.push(options.to_vec());
        self.penalty.pop_front().unwrap_or(0)
    }
    fn after_play(&mut self, _sit: &Situation, notches: u8, can_hurry: bool) -> AfterPlay {
        self.after_asked.push((notches, can_hurry));
        self.after.pop_front().unwrap_or_default()
    }
}

/// Plays one step with `home` and `away`; panics on an error.
pub fn step(g: &mut FeverGame, home: &mut TC, away: &mut TC) -> StepReport {
    let mut c = Coaches::new(home, away);
    g.step(&mut c).expect("the step plays")
}

pub fn try_step(g: &mut FeverGame, home: &mut TC, away: &mut TC) -> Result<StepReport, FeverError> {
    let mut c = Coaches::new(home, away);
    g.step(&mut c)
}

/// Every scripted face was thrown, and no other.
pub fn assert_script_done(g: &FeverGame) {
    let left = g.dice_script().map(|s| s.remaining()).unwrap_or(0);
    assert_eq!(left, 0, "scripted faces left unthrown");
}

/// Home has the ball at `spot`, `down` and `to_go`, 1st quarter, 60 notches left.
pub fn scrimmage(dice: S, spot: i16, down: u8, to_go: i16) -> FeverGame {
    scrimmage_with(FeverOptions::default(), dice, spot, down, to_go)
}

pub fn scrimmage_with(o: FeverOptions, dice: S, spot: i16, down: u8, to_go: i16) -> FeverGame {
    let mut g = game_with(o, dice.build());
    g.set_scrimmage(Side::Home, spot, down, (spot + to_go).min(100)).unwrap();
    g.set_clock(1, 60);
    g
}

/// Ball spot, down, to go and possession after a play.
pub fn ball(g: &FeverGame) -> (Side, i16, u8, i16) {
    (g.state.possession, g.state.spot.yards(), g.state.down().number(), g.state.to_go())
}

pub fn notches_left(g: &FeverGame) -> u16 {
    g.state.clock.remaining / NOTCH_SECS
}

pub fn has(g: &FeverGame, f: impl Fn(&Note) -> bool) -> bool {
    g.last().has_note(f)
}

pub const H: Side = Side::Home;
pub const A: Side = Side::Away;

pub fn oc(p: Play) -> OffenseCall {
    OffenseCall::new(p)
}
