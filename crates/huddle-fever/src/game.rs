//! A game of Football Fever: the shared [`GameState`] of huddle-core plus what the dice game
//! adds — the dice, the four penalty decks, the rule options, the randomness source, the
//! hurry-up and free-kick flags, the deferred kickoff penalties, statistics and the trace.
//!
//! [`FeverGame::step`] plays one step (a coin toss, a kickoff, a down, a try) with the two
//! coaches and applies it to the core. A step is a transaction: if a coach makes an illegal
//! decision, or a scripted dice source runs out, the step returns an error and the game is left
//! exactly as it was.

use crate::coach::{Coach, CoinSide, Situation, TossChoice, TossQuestion};
use crate::dice::{DiceSet, DieKind, Face};
use crate::error::{DataError, FeverError};
use crate::options::{FeverOptions, TossReversal, NOTCH_SECS};
use crate::penalties::{CardRef, DeckKind, PenaltyCards, PenaltyDeck};
use crate::resolve::{Category, Facts, Flags};
use crate::trace::{PlayTrace, Step, TraceKind};
use huddle_core::{
    penalty_move, AnyRandom, Clock, Down, DownDistance, Event, GameState, PerSide, Phase, Randomness, ScoreKind, ScriptedRandom,
    SeededRandom, Side, Spot,
};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::path::Path;
use std::sync::Arc;

/// The core `PenaltyRecord` code of a false start (cards use deck × 100 + index).
pub const FALSE_START_CODE: u16 = 999;

/// The dice faces and penalty cards a game is played with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeverData {
    pub dice: DiceSet,
    pub cards: PenaltyCards,
}

impl FeverData {
    /// The built-in reconstructions (docs/fever-dice.md, docs/fever-penalty-cards.md).
    pub fn embedded() -> Result<FeverData, DataError> {
        Ok(FeverData { dice: DiceSet::embedded()?, cards: PenaltyCards::embedded()? })
    }
    /// The built-in data, or a user's files where given.
    pub fn load(dice: Option<&Path>, cards: Option<&Path>) -> Result<FeverData, DataError> {
        Ok(FeverData {
            dice: match dice {
                Some(p) => DiceSet::from_path(p)?,
                None => DiceSet::embedded()?,
            },
            cards: match cards {
                Some(p) => PenaltyCards::from_path(p)?,
                None => PenaltyCards::embedded()?,
            },
        })
    }
}

/// The two coaches of a game.
pub struct Coaches<'a> {
    pub home: &'a mut dyn Coach,
    pub away: &'a mut dyn Coach,
}

impl<'a> Coaches<'a> {
    pub fn new(home: &'a mut dyn Coach, away: &'a mut dyn Coach) -> Coaches<'a> {
        Coaches { home, away }
    }
    pub fn of(&mut self, side: Side) -> &mut dyn Coach {
        match side {
            Side::Home => &mut *self.home,
            Side::Away => &mut *self.away,
        }
    }
}

/// Scripted dice for rule tests: for each kind of die, the faces it shows in turn. Any face the
/// die can show is accepted (not only the faces of the loaded table). A throw of a die whose
/// queue is empty is an error ([`FeverError::ScriptExhausted`]), so a script also checks which
/// dice a play throws.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiceScript {
    queues: [VecDeque<Face>; 17],
}

impl DiceScript {
    pub fn new() -> DiceScript {
        DiceScript::default()
    }
    /// Adds faces for a die (five per throw for the Scrimmage dice). A face the die cannot show
    /// is refused.
    pub fn push(&mut self, die: DieKind, faces: &[Face]) -> Result<&mut DiceScript, FeverError> {
        for f in faces {
            if !die.can_show(*f) {
                return Err(FeverError::ScriptFace { die, face: f.to_string() });
            }
        }
        self.queues[die.idx()].extend(faces.iter().copied());
        Ok(self)
    }
    pub(crate) fn next(&mut self, die: DieKind) -> Result<Face, FeverError> {
        self.queues[die.idx()].pop_front().ok_or(FeverError::ScriptExhausted(die))
    }
    /// Faces not thrown yet, all dice.
    pub fn remaining(&self) -> usize {
        self.queues.iter().map(|q| q.len()).sum()
    }
    /// Faces of one die not thrown yet.
    pub fn remaining_of(&self, die: DieKind) -> usize {
        self.queues[die.idx()].len()
    }
}

/// Statistics of one side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamStats {
    /// Scrimmage plays run (run, draw, pass, bomb, fakes, conversion plays).
    pub plays: u32,
    pub runs: u32,
    pub run_yards: i32,
    pub passes: u32,
    pub completions: u32,
    pub pass_yards: i32,
    pub sacks: u32,
    pub interceptions: u32,
    pub fumbles_lost: u32,
    /// Interceptions thrown plus fumbles lost.
    pub turnovers: u32,
    /// Accepted penalties against the side.
    pub penalties: u32,
    pub penalty_yards: i32,
    pub first_downs: u32,
    pub punts: u32,
    pub punts_blocked: u32,
    pub fg_attempts: u32,
    pub fg_made: u32,
    pub xp_attempts: u32,
    pub xp_made: u32,
    pub two_point_attempts: u32,
    pub two_point_made: u32,
    pub touchdowns: u32,
    pub kickoffs: u32,
    pub onside_kicks: u32,
    pub onside_recovered: u32,
    pub kick_returns: u32,
    pub punt_returns: u32,
    pub timeouts: u32,
    pub hurry_ups: u32,
    pub option_td: u32,
}

/// The result of the opening coin toss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TossRecord {
    pub winner: Side,
    pub first_half_kicker: Side,
    pub second_half_kicker: Side,
}

/// What one step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepReport {
    pub kind: TraceKind,
    pub notches: u8,
    pub scored: Option<(Side, ScoreKind)>,
    pub period_ended: bool,
    pub over: bool,
}

/// Everything a step may change besides the core state, kept to roll a failed step back.
#[derive(Clone, Debug)]
struct Snapshot {
    rng: AnyRandom,
    decks: [PenaltyDeck; 4],
    script: Option<DiceScript>,
}

/// A game of Football Fever in progress.
#[derive(Clone, Debug)]
pub struct FeverGame {
    /// The shared football state (downs, score, possession, clock, periods, overtime, log).
    pub state: GameState,
    pub(crate) options: FeverOptions,
    pub(crate) data: Arc<FeverData>,
    pub(crate) decks: [PenaltyDeck; 4],
    pub(crate) rng: AnyRandom,
    pub(crate) script: Option<DiceScript>,
    /// The offense declared hurry-up after its last play.
    pub(crate) hurry_up: bool,
    /// The receiving team fair-caught a punt on the last play of a half: it may try a free-kick
    /// field goal.
    pub(crate) free_kick_fg: Option<Side>,
    /// Penalty yards carried to the next kickoff (+ toward the receiving team).
    pub(crate) pending_kickoff: i16,
    /// Yards the coming try was moved back by false starts (8.7 #7); 0 once it is played.
    pub(crate) try_back: i16,
    pub(crate) toss: Option<TossRecord>,
    pub(crate) stats: PerSide<TeamStats>,
    /// Points per period (index 0 = Q1; 4+ = overtime periods).
    pub(crate) by_period: Vec<PerSide<u16>>,
    tracing: bool,
    history: Vec<PlayTrace>,
    pub(crate) cur: PlayTrace,
    // Scratch of the play being resolved.
    pub(crate) facts: Facts,
    pub(crate) flags: Flags,
    pub(crate) pre_timeouts: [Option<Side>; 2],
    /// Scratch state for previews.
    scratch: GameState,
}

impl FeverGame {
    /// A new game before the coin toss. The decks are shuffled for the first quarter.
    pub fn new(data: Arc<FeverData>, options: FeverOptions, rng: AnyRandom) -> FeverGame {
        let state = GameState::new(options.core_rules());
        let mut g = FeverGame {
            scratch: state.clone(),
            state,
            options,
            data,
            decks: DeckKind::ALL.map(PenaltyDeck::new),
            rng,
            script: None,
            hurry_up: false,
            free_kick_fg: None,
            pending_kickoff: 0,
            try_back: 0,
            toss: None,
            stats: PerSide::default(),
            by_period: vec![PerSide::default(); 4],
            tracing: true,
            history: Vec::new(),
            cur: PlayTrace::blank(),
            facts: Facts::default(),
            flags: Flags::default(),
            pre_timeouts: [None; 2],
        };
        g.shuffle_decks();
        g
    }

    /// A game with a seeded randomness source.
    pub fn seeded(data: Arc<FeverData>, options: FeverOptions, seed: u64) -> FeverGame {
        FeverGame::new(data, options, AnyRandom::Seeded(SeededRandom::new(seed)))
    }

    /// A game whose coin tosses and shuffles come from a script of numbers and whose dice come
    /// from a [`DiceScript`] (rule tests).
    pub fn scripted(data: Arc<FeverData>, options: FeverOptions, numbers: Vec<u32>, dice: DiceScript) -> FeverGame {
        let mut g = FeverGame::new(data, options, AnyRandom::Seeded(SeededRandom::new(0)));
        g.rng = AnyRandom::Scripted(ScriptedRandom::new(numbers));
        g.script = Some(dice);
        g
    }

    /// Replaces the dice script (the dice then come only from it).
    pub fn set_dice_script(&mut self, dice: DiceScript) {
        self.script = Some(dice);
    }
    pub fn dice_script(&self) -> Option<&DiceScript> {
        self.script.as_ref()
    }

    /// Keep a trace of every play (default on). Turn it off for bulk simulation.
    pub fn set_tracing(&mut self, on: bool) {
        self.tracing = on;
    }

    pub fn options(&self) -> &FeverOptions {
        &self.options
    }
    pub fn data(&self) -> &FeverData {
        &self.data
    }
    pub fn stats(&self) -> &PerSide<TeamStats> {
        &self.stats
    }
    pub fn toss(&self) -> Option<TossRecord> {
        self.toss
    }
    /// Points per period (Q1..Q4, then overtime periods).
    pub fn points_by_period(&self) -> &[PerSide<u16>] {
        &self.by_period
    }
    pub fn history(&self) -> &[PlayTrace] {
        &self.history
    }
    pub fn take_history(&mut self) -> Vec<PlayTrace> {
        std::mem::take(&mut self.history)
    }
    /// The trace of the last step.
    pub fn last(&self) -> &PlayTrace {
        &self.cur
    }
    pub fn deck(&self, kind: DeckKind) -> &PenaltyDeck {
        &self.decks[kind.idx()]
    }
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }
    /// The offense declared hurry-up: its next play must be a run, draw, pass or bomb.
    pub fn hurry_up_pending(&self) -> bool {
        self.hurry_up
    }
    pub fn free_kick_pending(&self) -> Option<Side> {
        self.free_kick_fg
    }
    /// Penalty yards waiting for the next kickoff.
    pub fn pending_kickoff_yards(&self) -> i16 {
        self.pending_kickoff
    }

    /// The situation seen by `me`.
    pub fn situation(&self, me: Side) -> Situation {
        Situation::of(&self.state, me, self.options.college, self.options.in_out_die, self.hurry_up)
    }

    // ----- scenario set-up (tests, saved positions) ---------------------------------------

    /// Puts `offense` on the ball at `spot` (its frame), `down` and the line to gain.
    pub fn set_scrimmage(&mut self, offense: Side, spot: i16, down: u8, line_to_gain: i16) -> Result<(), FeverError> {
        let s = Spot::new(spot).map_err(|e| FeverError::illegal("scrimmage position", e.to_string()))?;
        let d = Down::try_from(down).map_err(|e| FeverError::illegal("scrimmage position", e.to_string()))?;
        if line_to_gain <= spot || line_to_gain > 100 {
            return Err(FeverError::illegal("scrimmage position", format!("line to gain {line_to_gain} with the ball at {spot}")));
        }
        self.state.phase = Phase::Scrimmage;
        self.state.possession = offense;
        self.state.spot = s;
        self.state.downs = DownDistance { down: d, line_to_gain: line_to_gain as u8 };
        self.hurry_up = false;
        self.free_kick_fg = None;
        Ok(())
    }

    /// `kicker` kicks off from its own `from`.
    pub fn set_kickoff(&mut self, kicker: Side, from: u8, after_safety: bool) -> Result<(), FeverError> {
        if !(1..=99).contains(&from) {
            return Err(FeverError::illegal("kickoff position", format!("own {from}")));
        }
        self.state.phase = Phase::Kickoff { kicker, from, after_safety };
        self.state.possession = kicker;
        self.state.spot = Spot::clamped(from as i16);
        self.state.downs = DownDistance { down: Down::First, line_to_gain: (from + 10).min(100) };
        Ok(())
    }

    /// `team` attempts a try after its touchdown.
    pub fn set_try(&mut self, team: Side) {
        self.state.phase = Phase::Try { team };
        self.state.possession = team;
        self.state.spot = Spot::clamped(98);
        self.state.downs = DownDistance { down: Down::First, line_to_gain: 100 };
    }

    /// Sets the clock: `period` and `notches` left in it.
    pub fn set_clock(&mut self, period: u8, notches: u16) {
        self.state.clock = Clock::new(period, notches * NOTCH_SECS);
        self.state.warning_given = false;
    }

    /// Moves a card to the top of its deck (scenarios and tests); the other cards keep their
    /// order.
    pub fn put_card_on_top(&mut self, id: &str) -> Result<CardRef, FeverError> {
        let r = self.data.cards.find(id).ok_or_else(|| FeverError::illegal("card", format!("no penalty card `{id}`")))?;
        self.decks[r.deck.idx()].move_to_top(r.idx);
        Ok(r)
    }

    // ----- randomness ---------------------------------------------------------------------

    pub(crate) fn coin(&mut self) -> Result<CoinSide, FeverError> {
        let v = self.rng.below(2);
        if self.rng.exhausted() {
            return Err(FeverError::RandomExhausted);
        }
        Ok(if v == 0 { CoinSide::Heads } else { CoinSide::Tails })
    }

    pub(crate) fn shuffle_decks(&mut self) {
        for d in &mut self.decks {
            d.shuffle(&mut self.rng);
        }
    }

    /// Throws one die: a face index through the randomness source, or the script's next face.
    pub(crate) fn throw(&mut self, die: DieKind) -> Result<Face, FeverError> {
        let face = self.face_of(die, 0)?;
        self.push(Step::Throw { die, face });
        Ok(face)
    }

    pub(crate) fn face_of(&mut self, die: DieKind, n: usize) -> Result<Face, FeverError> {
        match &mut self.script {
            Some(s) => s.next(die),
            None => {
                let i = self.rng.below(die.sides() as u32) as usize;
                if self.rng.exhausted() {
                    return Err(FeverError::RandomExhausted);
                }
                Ok(self.data.dice.face(die, n, i))
            }
        }
    }

    #[inline]
    pub(crate) fn push(&mut self, step: Step) {
        self.cur.steps.push(step);
    }

    // ----- the game loop ------------------------------------------------------------------

    /// Plays one step with the two coaches. On error nothing has changed.
    pub fn step(&mut self, coaches: &mut Coaches) -> Result<StepReport, FeverError> {
        if self.state.is_over() {
            return Err(FeverError::GameOver);
        }
        let snap = Snapshot { rng: self.rng.clone(), decks: self.decks, script: self.script.clone() };
        self.begin_trace();
        let r = self.step_inner(coaches);
        match r {
            Ok(rep) => {
                if self.tracing {
                    self.history.push(self.cur.clone());
                }
                Ok(rep)
            }
            Err(e) => {
                self.rng = snap.rng;
                self.decks = snap.decks;
                self.script = snap.script;
                Err(e)
            }
        }
    }

    /// Plays until the game is over.
    pub fn play_to_end(&mut self, coaches: &mut Coaches) -> Result<(), FeverError> {
        // A Fever game has at most a few hundred steps; championship overtime could in theory
        // go on, so there is a generous guard.
        for _ in 0..100_000 {
            if self.state.is_over() {
                return Ok(());
            }
            self.step(coaches)?;
        }
        Err(FeverError::Runaway("game"))
    }

    fn begin_trace(&mut self) {
        let s = &self.state;
        let scrimmage = s.phase == Phase::Scrimmage;
        self.cur.kind = match s.phase {
            Phase::CoinToss => TraceKind::CoinToss,
            Phase::OvertimeToss => TraceKind::OvertimeToss,
            Phase::Kickoff { .. } => TraceKind::Kickoff,
            Phase::Try { .. } => TraceKind::Try,
            _ => TraceKind::Scrimmage,
        };
        self.cur.clock = s.clock;
        self.cur.team = s.team_in_action();
        self.cur.spot = s.spot.yards();
        self.cur.down = if scrimmage { Some(s.down()) } else { None };
        self.cur.to_go = if scrimmage { s.to_go() } else { 0 };
        self.cur.goal_to_go = scrimmage && s.goal_to_go();
        self.cur.steps.clear();
        self.cur.notches = 0;
        self.cur.timeout = None;
        self.cur.hurry_up = false;
        self.cur.events.clear();
        self.cur.score = s.score;
        self.cur.clock_after = s.clock;
    }

    fn step_inner(&mut self, coaches: &mut Coaches) -> Result<StepReport, FeverError> {
        match self.state.phase {
            Phase::CoinToss => self.opening_toss(coaches),
            Phase::OvertimeToss => self.overtime_toss(coaches),
            Phase::Over => Err(FeverError::GameOver),
            _ => {
                let resolved = self.resolve_play(coaches)?;
                self.finish(coaches, resolved)
            }
        }
    }

    /// [fever 8.7] #7 A false start: the offense did not call its play, threw the wrong dice, or
    /// did not let the defense set (a front end detects it; A31). The play is nullified: 5 yards
    /// back from the line of scrimmage (half the distance near the goal), the down replayed or
    /// the ball kicked again; the clock does not move.
    pub fn false_start(&mut self) -> Result<StepReport, FeverError> {
        let team = self.state.team_in_action();
        // The play nullified (None on a try: it is replayed from 5 yards farther back; half the
        // distance never applies from the 2 or 3, and a try has no clock), and the yards.
        let (end, yards) = match self.state.phase {
            Phase::Scrimmage => {
                let d = penalty_move(self.state.spot, 5, true);
                (Some(huddle_core::End::Scrimmage { gain: d, effect: huddle_core::DownEffect::Replay }), -d)
            }
            Phase::Kickoff { from, .. } => {
                let d = penalty_move(Spot::clamped(from as i16), 5, true);
                (Some(huddle_core::End::Rekick { from: (from as i16 + d).clamp(1, 99) as u8 }), -d)
            }
            Phase::Try { .. } => {
                let d = penalty_move(Spot::clamped(self.options.try_spot() - self.try_back), 5, true);
                (None, -d)
            }
            Phase::Over => return Err(FeverError::GameOver),
            p => return Err(FeverError::illegal("false start", format!("no play to nullify at {p:?}"))),
        };
        self.begin_trace();
        let log_before = self.state.log.len();
        let scored = match end {
            Some(end) => {
                let mut rec = huddle_core::PlayRecord::new(huddle_core::PlayKind::NoPlay, team);
                rec.penalty = Some(huddle_core::PenaltyRecord { against: team, yards, accepted: true, code: FALSE_START_CODE });
                let outcome = huddle_core::Outcome::new(end, huddle_core::ClockCharge::flat(0), rec);
                self.state.apply(&outcome, None)?.scored
            }
            None => {
                self.try_back += yards;
                None
            }
        };
        self.stats[team].penalties += 1;
        self.stats[team].penalty_yards += yards as i32;
        self.push(Step::Note(crate::trace::Note::FalseStart { side: team, yards }));
        self.cur.events.extend_from_slice(&self.state.log[log_before..]);
        self.cur.score = self.state.score;
        self.cur.clock_after = self.state.clock;
        if self.tracing {
            self.history.push(self.cur.clone());
        }
        Ok(StepReport { kind: self.cur.kind, notches: 0, scored, period_ended: false, over: self.state.is_over() })
    }

    /// A coin toss called by the visitor; returns the winner.
    fn toss_coin(&mut self, coaches: &mut Coaches) -> Result<Side, FeverError> {
        let caller = Side::Away;
        let sit = self.situation(caller);
        let call = coaches.of(caller).call_coin(&sit, &mut self.rng);
        let landed = self.coin()?;
        let winner = if call == landed { caller } else { caller.other() };
        self.push(Step::CoinToss { caller, call, landed, winner });
        Ok(winner)
    }

    /// The first chooser picks; if it picks a goal, the other side picks kick or receive.
    /// Returns the kicking side.
    fn choose_kicker(&mut self, coaches: &mut Coaches, first: Side, winner: Side, half: u8) -> Result<Side, FeverError> {
        let sit = self.situation(first);
        let c1 = coaches.of(first).toss_choice(&sit, TossQuestion { won: first == winner, after_goal: false, half });
        self.push(Step::TossChoice { side: first, choice: c1 });
        match c1 {
            TossChoice::Kick => Ok(first),
            TossChoice::Receive => Ok(first.other()),
            TossChoice::Goal => {
                let second = first.other();
                let sit = self.situation(second);
                let c2 = coaches.of(second).toss_choice(&sit, TossQuestion { won: second == winner, after_goal: true, half });
                self.push(Step::TossChoice { side: second, choice: c2 });
                match c2 {
                    TossChoice::Kick => Ok(second),
                    TossChoice::Receive => Ok(first),
                    TossChoice::Goal => Err(FeverError::illegal(
                        "coin-toss choice",
                        "the other side picked its goal: the remaining choice is to kick off or receive",
                    )),
                }
            }
        }
    }

    fn opening_toss(&mut self, coaches: &mut Coaches) -> Result<StepReport, FeverError> {
        let winner = self.toss_coin(coaches)?;
        let first = self.choose_kicker(coaches, winner, winner, 1)?;
        // [fever 4.4] Before the second half the choosing is reversed: the loser chooses first
        // (A1). With the literal "2nd quarter" reading only the goals are chosen again, and the
        // team that received first kicks off the second half.
        let second = match self.options.toss_reversal {
            TossReversal::SecondHalf => self.choose_kicker(coaches, winner.other(), winner, 2)?,
            TossReversal::SecondQuarter => first.other(),
        };
        // A game of the second half only (or the 4th quarter only) starts with the choice
        // made for its first half played.
        let plays_first_half = self.state.rules.plays_quarter(1) || self.state.rules.plays_quarter(2);
        let (h1, h2) = if plays_first_half { (first, second) } else { (second, first) };
        self.push(Step::Kickers { first: h1, second: h2 });
        self.state.coin_toss(winner, h1, h2)?;
        self.toss = Some(TossRecord { winner, first_half_kicker: h1, second_half_kicker: h2 });
        self.cur.clock_after = self.state.clock;
        Ok(StepReport { kind: TraceKind::CoinToss, notches: 0, scored: None, period_ended: false, over: false })
    }

    fn overtime_toss(&mut self, coaches: &mut Coaches) -> Result<StepReport, FeverError> {
        // M14: a new coin toss by the regular procedure.
        let winner = self.toss_coin(coaches)?;
        let kicker = self.choose_kicker(coaches, winner, winner, 0)?;
        self.push(Step::Kickers { first: kicker, second: kicker });
        self.state.start_overtime(kicker)?;
        self.hurry_up = false;
        self.free_kick_fg = None;
        self.pending_kickoff = 0;
        // [fever 4.6] The penalty decks are reshuffled for overtime.
        self.shuffle_decks();
        self.grow_periods();
        self.cur.clock_after = self.state.clock;
        self.cur.events.extend(self.state.log.last().copied());
        Ok(StepReport { kind: TraceKind::OvertimeToss, notches: 0, scored: None, period_ended: false, over: false })
    }

    fn grow_periods(&mut self) {
        let p = self.state.clock.period.0 as usize;
        while self.by_period.len() < p {
            self.by_period.push(PerSide::default());
        }
    }

    /// Applies a resolved play: time-outs and hurry-up, the clock charge, the core, statistics.
    fn finish(&mut self, coaches: &mut Coaches, r: crate::resolve::Resolved) -> Result<StepReport, FeverError> {
        let team = self.state.team_in_action();
        let period_before = self.state.clock.period;
        let mut outcome = r.outcome;
        let notches = r.notches;

        // Post-play decisions, before the peg moves: hurry-up (offense), time-outs (either).
        let mut timeout_after = None;
        let mut hurry = false;
        if notches >= 2 && !self.state.is_over() && !matches!(self.state.phase, Phase::Try { .. }) {
            let (college, in_out) = (self.options.college, self.options.in_out_die);
            let preview = self.preview(&outcome);
            let continuing = preview.phase == Phase::Scrimmage && preview.possession == team && !preview.is_over();
            let sits = [team, team.other()].map(|side| Situation::of(preview, side, college, in_out, false));
            let can_hurry = r.hurry_ok && notches == 3 && continuing;
            let pre_used = |s: Side| self.pre_timeouts.iter().filter(|t| **t == Some(s)).count() as u8;
            for mut sit in sits {
                let side = sit.me;
                sit.remaining = self.state.clock.remaining;
                sit.period = self.state.clock.period.0;
                let left = self.state.timeouts[side].saturating_sub(pre_used(side));
                sit.timeouts[side] = left;
                let d = coaches.of(side).after_play(&sit, notches, side == team && can_hurry);
                if side == team && d.hurry_up {
                    if !can_hurry {
                        return Err(FeverError::illegal("hurry-up", "only after a 3-notch run, draw, pass or bomb by the team keeping the ball"));
                    }
                    hurry = true;
                    break;
                }
                if d.timeout {
                    if left == 0 {
                        return Err(FeverError::illegal("time-out", format!("the {} side has no time-outs left", side.as_str())));
                    }
                    timeout_after = Some(side);
                    break;
                }
            }
        }
        if hurry {
            outcome.clock = huddle_core::ClockCharge::new(2 * NOTCH_SECS, NOTCH_SECS);
        }

        // Time-outs called before the snap (switching to a kick, resetting the defense die).
        for t in self.pre_timeouts.into_iter().flatten() {
            self.state.call_timeout(t)?;
            self.stats[t].timeouts += 1;
        }
        let log_before = self.state.log.len();
        let applied = self.state.apply(&outcome, timeout_after)?;
        if let Some(t) = timeout_after {
            self.stats[t].timeouts += 1;
        }
        let charged = applied.seconds / NOTCH_SECS;
        // E33: yards carried to the following kickoff (17.7.6) when the half ended on the play
        // (or after its try): the core starts the second half with its kicker's kickoff from the
        // usual spot; the yards move that kickoff, toward the receivers if the team they were
        // counted for kicks it, back if the other team does.
        if let Some((k, y)) = r.kickoff_carry {
            let halftime = self.state.log[log_before..].iter().any(|e| matches!(e, Event::Halftime));
            if let (true, Phase::Kickoff { kicker, from, after_safety }) = (halftime, self.state.phase) {
                let y = if kicker == k { y } else { -y };
                let d = penalty_move(Spot::clamped(from as i16), y.abs(), y < 0);
                self.set_kickoff(kicker, (from as i16 + d).clamp(1, 99) as u8, after_safety)?;
            }
        }

        // Book-keeping.
        self.hurry_up = hurry;
        if hurry {
            self.stats[team].hurry_ups += 1;
        }
        self.free_kick_fg = r.free_kick_next.filter(|_| self.state.phase == Phase::Scrimmage);
        self.pending_kickoff = if matches!(self.state.phase, Phase::Try { .. }) { r.pending_kickoff } else { 0 };
        self.try_back = 0;
        if let Some((side, kind)) = applied.scored {
            if kind == ScoreKind::Touchdown {
                self.stats[side].touchdowns += 1;
            }
            let pts = match kind {
                ScoreKind::Touchdown => self.state.rules.td_points,
                ScoreKind::FieldGoal => self.state.rules.fg_points,
                ScoreKind::Safety => self.state.rules.safety_points,
                ScoreKind::ExtraPoint => 1,
                ScoreKind::TwoPoint => 2,
            };
            let p = period_before.0 as usize;
            while self.by_period.len() < p {
                self.by_period.push(PerSide::default());
            }
            self.by_period[p - 1][side] += pts as u16;
        }
        let mut first_down_logged = false;
        for e in &self.state.log[log_before..] {
            if let Event::FirstDown { side } = e {
                self.stats[*side].first_downs += 1;
                first_down_logged |= *side == team;
            }
        }
        // A first down the result named itself (a foul's automatic first down, the line to gain
        // reached before a foul was stepped off): the core started the new series without
        // logging it (E42).
        if r.first_down && !first_down_logged {
            self.stats[team].first_downs += 1;
        }
        self.record_stats(&r, team);
        if self.state.is_over() || matches!(self.state.phase, Phase::Kickoff { .. } | Phase::Try { .. }) {
            self.hurry_up = false;
        }
        if self.state.clock.period != period_before && !self.state.is_over() {
            // [fever 5.14] The decks are shuffled before every quarter.
            self.shuffle_decks();
            self.grow_periods();
            self.hurry_up = false;
        }
        self.pre_timeouts = [None; 2];

        self.cur.notches = charged as u8;
        self.cur.timeout = timeout_after;
        self.cur.hurry_up = hurry;
        self.cur.events.extend_from_slice(&self.state.log[log_before..]);
        self.cur.score = self.state.score;
        self.cur.clock_after = self.state.clock;
        Ok(StepReport {
            kind: self.cur.kind,
            notches: charged as u8,
            scored: applied.scored,
            period_ended: applied.period_ended,
            over: self.state.is_over(),
        })
    }

    /// The core state a play would lead to (no clock), without touching the game. It is built
    /// in a scratch state kept from play to play, so a preview allocates nothing.
    pub(crate) fn preview(&mut self, outcome: &huddle_core::Outcome) -> &GameState {
        let log = std::mem::take(&mut self.state.log);
        let mut scratch_log = std::mem::take(&mut self.scratch.log);
        scratch_log.clear();
        // The clone's log is the empty one just taken out: nothing is copied or allocated.
        self.scratch = GameState { log: scratch_log, ..self.state.clone() };
        self.state.log = log;
        let mut o = *outcome;
        o.clock = huddle_core::ClockCharge::flat(0);
        let _ = self.scratch.apply(&o, None);
        &self.scratch
    }

    fn record_stats(&mut self, r: &crate::resolve::Resolved, team: Side) {
        let rec = &r.outcome.record;
        let st = &mut self.stats;
        if let Some(p) = rec.penalty {
            if p.accepted {
                st[p.against].penalties += 1;
                st[p.against].penalty_yards += p.yards.unsigned_abs() as i32;
            }
        }
        // Penalties accepted on a try that was then replayed (E37).
        for side in [Side::Home, Side::Away] {
            let (n, yards) = r.replayed_penalties[side];
            st[side].penalties += n;
            st[side].penalty_yards += yards;
        }
        for (side, n) in [(Side::Home, r.stat.fumbles_lost.home), (Side::Away, r.stat.fumbles_lost.away)] {
            st[side].fumbles_lost += n as u32;
            st[side].turnovers += n as u32;
        }
        if r.stat.intercepted {
            st[team].interceptions += 1;
            st[team].turnovers += 1;
        }
        match r.category {
            Category::Scrimmage(play) => {
                st[team].plays += 1;
                if r.stat.stands {
                    if play.is_pass() {
                        if r.stat.sack {
                            st[team].sacks += 1;
                        } else {
                            st[team].passes += 1;
                            if r.stat.complete {
                                st[team].completions += 1;
                                st[team].pass_yards += r.stat.gain as i32;
                            }
                        }
                    } else {
                        st[team].runs += 1;
                        st[team].run_yards += r.stat.gain as i32;
                    }
                }
            }
            Category::Punt => {
                if r.stat.stands {
                    st[team].punts += 1;
                    if r.stat.blocked {
                        st[team].punts_blocked += 1;
                    }
                }
            }
            Category::FieldGoal { .. } => {
                if r.stat.stands {
                    st[team].fg_attempts += 1;
                    if r.stat.good {
                        st[team].fg_made += 1;
                    }
                }
            }
            Category::Kickoff { onside, .. } => {
                st[team].kickoffs += 1;
                if onside {
                    st[team].onside_kicks += 1;
                    if r.stat.onside_recovered {
                        st[team].onside_recovered += 1;
                    }
                }
            }
            Category::Try { two_point } => {
                if two_point {
                    st[team].two_point_attempts += 1;
                    st[team].plays += 1;
                    if r.stat.good {
                        st[team].two_point_made += 1;
                    }
                } else {
                    st[team].xp_attempts += 1;
                    if r.stat.good {
                        st[team].xp_made += 1;
                    }
                }
            }
        }
        if r.stat.stands {
            if r.stat.kick_return {
                st[team.other()].kick_returns += 1;
            }
            if r.stat.punt_return {
                st[team.other()].punt_returns += 1;
            }
            if r.stat.option_td {
                st[team].option_td += 1;
            }
        }
    }
}
