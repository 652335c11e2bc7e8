//! The coach interface: every decision a Football Fever side makes (digest §10.4), asked by the
//! game at the moment the rules ask it. An [`crate::ai::AiCoach`] plays both sides in
//! simulations; a human front end implements the same trait later.
//!
//! A coach never sees the hidden defense die: [`Coach::offense_call`] is asked after the
//! defense has set its die, with a [`Situation`] that does not contain it.

use crate::penalties::CardRef;
use huddle_core::{Down, GameState, PerSide, Phase, Randomness, Side};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CoinSide {
    Heads,
    Tails,
}

/// A choice at the coin toss (rulebook §3.3): kick off or receive, or pick the goal to defend
/// (which has no effect on play: there is no wind).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TossChoice {
    Kick,
    Receive,
    Goal,
}

/// Which choice at a coin toss is asked (rulebook §3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TossQuestion {
    /// The chooser won the toss (else he lost it and chooses first for the second half, or
    /// answers the other side's goal).
    pub won: bool,
    /// The other side picked its goal: the choice is to kick off or receive.
    pub after_goal: bool,
    /// The half the choice is for: 1 or 2; 0 for an overtime period.
    pub half: u8,
}

/// How to kick off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KickoffCall {
    pub onside: bool,
    /// Throw the In/Out die with the Onside Kick die (it is not thrown on a normal kickoff).
    pub in_out: bool,
}

/// What the offense declares before the defense sets: a scrimmage play, or a punt or field goal
/// attempt (which it may still fake, rulebook §3.6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Declaration {
    Scrimmage,
    Punt,
    FieldGoal,
    /// A try after a touchdown (the defense sets against a kick or a college conversion play).
    Try,
}

/// The four defense dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DefenseDie {
    Run,
    Pass,
    Blitz,
    Block,
}

impl DefenseDie {
    pub const ALL: [DefenseDie; 4] = [DefenseDie::Run, DefenseDie::Pass, DefenseDie::Blitz, DefenseDie::Block];
    pub fn die(self) -> crate::dice::DieKind {
        use crate::dice::DieKind;
        match self {
            DefenseDie::Run => DieKind::RunDefense,
            DefenseDie::Pass => DieKind::PassDefense,
            DefenseDie::Blitz => DieKind::BlitzDefense,
            DefenseDie::Block => DieKind::BlockDefense,
        }
    }
}

/// The play the offense calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Play {
    Run,
    Draw,
    Pass,
    Bomb,
    Punt,
    FieldGoal,
}

impl Play {
    pub fn is_scrimmage(self) -> bool {
        matches!(self, Play::Run | Play::Draw | Play::Pass | Play::Bomb)
    }
    pub fn is_pass(self) -> bool {
        matches!(self, Play::Pass | Play::Bomb)
    }
    pub fn name(self) -> &'static str {
        match self {
            Play::Run => "RUN",
            Play::Draw => "DRAW",
            Play::Pass => "PASS",
            Play::Bomb => "BOMB",
            Play::Punt => "PUNT",
            Play::FieldGoal => "FIELD GOAL",
        }
    }
}

/// The offense's call: the play and the optional dice it throws with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OffenseCall {
    pub play: Play,
    /// Throw the Option die with a run or pass (a draw always throws it, a bomb never).
    pub option: bool,
    /// Throw the optional In/Out die (scrimmage plays and punts).
    pub in_out: bool,
}

impl OffenseCall {
    pub fn new(play: Play) -> OffenseCall {
        OffenseCall { play, option: false, in_out: false }
    }
    pub fn with_option(mut self) -> OffenseCall {
        self.option = true;
        self
    }
    pub fn with_in_out(mut self) -> OffenseCall {
        self.in_out = true;
        self
    }
}

/// The kinds of kick a side can receive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KickKind {
    Kickoff,
    Onside,
    Punt,
    /// A field goal attempt that fell short (it may be returned, L331).
    MissedFieldGoal,
}

/// What the receiving team does with a kick, an interception or a recovered loose ball.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reception {
    /// Return (advance) it, optionally throwing the In/Out die with the return dice.
    Return { in_out: bool },
    /// Fair catch: the ball at the spot, first and 10 (kickoffs and punts in the field of play).
    FairCatch,
    /// Down it in the end zone (or take it on the goal line) for a touchback.
    Touchback,
    /// Take the ball where it is, without a return (onside kicks, interceptions, recoveries,
    /// short missed field goals).
    TakeAtSpot,
}

/// The legal answers to a [`Coach::receive`] question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReceiveOptions {
    pub fair_catch: bool,
    pub touchback: bool,
    pub take_at_spot: bool,
}

/// A ball to be received: where it is (in the receiver's frame: yards from its own goal line;
/// 0 or less is in its end zone), which answers are allowed, and where taking it without a
/// return would leave it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Landing {
    pub kind: LandingKind,
    pub at: i16,
    pub options: ReceiveOptions,
    /// Where [`Reception::TakeAtSpot`] puts the ball (receiver's frame): the spot, or for a
    /// short field goal the spot of a miss (L329).
    pub take_at: i16,
    /// Taking the ball here (in the receiver's end zone) is a safety, not a touchback.
    pub take_is_safety: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LandingKind {
    Kick(KickKind),
    Interception,
    /// A loose ball recovered with REC.
    Recovery,
}

/// The state a choice would lead to, for comparing options (penalties).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Preview {
    pub score: PerSide<u16>,
    pub phase: Phase,
    pub possession: Side,
    /// Ball in the possessing team's frame.
    pub spot: i16,
    pub down: u8,
    pub to_go: i16,
    pub over: bool,
}

/// One answer to a penalty: decline every flag, or accept one card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PenaltyOption {
    pub accept: Option<CardRef>,
    pub preview: Preview,
}

/// A try after a touchdown: kick (1 point), or in the college variation run or pass (2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TryCall {
    Kick,
    Play(OffenseCall),
}

/// Post-play clock decisions, taken after the play and before the peg moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct AfterPlay {
    /// Call a time-out now: the play costs 1 notch instead of 2 or 3 ([fever 4.7], A8).
    pub timeout: bool,
    /// Offense only, after a 3-notch scrimmage play: "hurry-up" moves the peg 2 notches, and the
    /// next play must be a run, draw, pass or bomb ([fever 4.5], A9).
    pub hurry_up: bool,
}

/// What a coach knows when it decides: the public state of the game, seen from one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Situation {
    pub me: Side,
    /// The team with the ball (the kicking team on kicks).
    pub offense: Side,
    pub phase: Phase,
    /// Ball (line of scrimmage) in the offense's frame.
    pub spot: i16,
    pub down: Down,
    pub to_go: i16,
    pub goal_to_go: bool,
    pub period: u8,
    /// Seconds left in the period (1 notch = 12 s).
    pub remaining: u16,
    /// Seconds left in the half (regulation) or the overtime period.
    pub left_in_half: u32,
    /// Seconds left in the game (regulation) or the overtime period.
    pub left_in_game: u32,
    pub overtime: bool,
    pub score: PerSide<u16>,
    pub timeouts: PerSide<u8>,
    pub college: bool,
    /// The optional In/Out of Bounds die is in use.
    pub in_out_die: bool,
    /// The offense declared hurry-up: its next play must be a run, draw, pass or bomb.
    pub hurry_up: bool,
}

impl Situation {
    pub fn of(state: &GameState, me: Side, college: bool, in_out_die: bool, hurry_up: bool) -> Situation {
        Situation {
            me,
            offense: state.team_in_action(),
            phase: state.phase,
            spot: state.spot.yards(),
            down: state.down(),
            to_go: state.to_go(),
            goal_to_go: state.goal_to_go(),
            period: state.clock.period.0,
            remaining: state.clock.remaining,
            left_in_half: state.seconds_left_in_half(),
            left_in_game: state.seconds_left_in_game(),
            overtime: state.is_overtime(),
            score: state.score,
            timeouts: state.timeouts,
            college,
            in_out_die,
            hurry_up,
        }
    }
    pub fn has_ball(&self) -> bool {
        self.me == self.offense
    }
    /// My points minus theirs.
    pub fn margin(&self) -> i32 {
        self.score[self.me] as i32 - self.score[self.me.other()] as i32
    }
    pub fn my_timeouts(&self) -> u8 {
        self.timeouts[self.me]
    }
    /// The last quarter of a half (or overtime): where the end of the half is near.
    pub fn half_ending_period(&self) -> bool {
        self.period == 2 || self.period >= 4
    }
    pub fn notches_left(&self) -> u16 {
        self.remaining.div_ceil(crate::options::NOTCH_SECS)
    }
}

/// Every decision point of the rules. The game calls each method at the moment the rulebook
/// asks the question; `rng` is the game's one randomness source (for mixed strategies).
pub trait Coach {
    /// The visitor calls the coin toss (the opening toss and an overtime toss).
    fn call_coin(&mut self, sit: &Situation, rng: &mut dyn Randomness) -> CoinSide;
    /// A choice at the toss (`q` says which: the winner's, the second half's, or kick or receive
    /// after the other side picked a goal).
    fn toss_choice(&mut self, sit: &Situation, q: TossQuestion) -> TossChoice;
    /// Normal kickoff or onside kick.
    fn kickoff(&mut self, sit: &Situation, rng: &mut dyn Randomness) -> KickoffCall;
    /// The receiving side's answer to a kick, an interception or a REC.
    fn receive(&mut self, sit: &Situation, landing: &Landing) -> Reception;
    /// Before the defense sets: scrimmage play, punt or field goal attempt.
    fn declare(&mut self, sit: &Situation, rng: &mut dyn Randomness) -> Declaration;
    /// The defense hides one die under the cup.
    fn defense_die(&mut self, sit: &Situation, declared: Declaration, rng: &mut dyn Randomness) -> DefenseDie;
    /// The defense may call a time-out to reset its die (rulebook §3.6.1 3b). Default: never.
    fn reset_defense(&mut self, _sit: &Situation, _declared: Declaration) -> Option<DefenseDie> {
        None
    }
    /// The offense calls its play and throws. After declaring a scrimmage play, switching to a
    /// punt or field goal needs an offense time-out; after declaring a kick, a run, draw, pass
    /// or bomb is a fake.
    fn offense_call(&mut self, sit: &Situation, declared: Declaration, rng: &mut dyn Randomness) -> OffenseCall;
    /// A try after a touchdown.
    fn try_call(&mut self, sit: &Situation, rng: &mut dyn Randomness) -> TryCall;
    /// Fair catch of a punt on the last play of a half: attempt a free-kick field goal?
    fn free_kick_field_goal(&mut self, sit: &Situation) -> bool;
    /// Call out "Fumble!" / "Block!" to throw the Recovery die first (a tie is a coin toss).
    fn call_loose_ball(&mut self, _sit: &Situation) -> bool {
        true
    }
    /// Accept one of the flags, or decline (option 0 is always "decline all").
    fn penalty(&mut self, sit: &Situation, options: &[PenaltyOption]) -> usize;
    /// After a play, before the peg moves: time-out, hurry-up.
    fn after_play(&mut self, sit: &Situation, notches: u8, can_hurry: bool) -> AfterPlay;
}
