//! Coaches: the calls each side makes in the play-calling sequence (§2.2) and the choices the
//! rules leave to a coach mid-play, with the computer's coach.

use crate::board::{BoardError, LineSpot, Spot};
use crate::cards::SomTeam;
use crate::lineup::Subs;
use crate::clock::{Between, ClockControl, Tempo};
use crate::vocab::{DefCall, DefFormation, DefSlot, Dir, Front, OffFormation, OffSlot, Package, PassPlay, RunKind, RunPlay};
use huddle_core::{GameState, PerSide, Randomness, Side};

/// The offense's play (§2.2 steps 1 and 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffPlay {
    Run { play: RunPlay, carrier: OffSlot },
    Pass { play: PassPlay, target: OffSlot },
    Punt,
    FieldGoal,
    /// QB kneel, last two minutes of the game (§2.12.6).
    Kneel,
    /// QB spike, last two minutes of a half (§2.12.4).
    Spike,
}

/// The offense's call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OffenseCall {
    pub formation: OffFormation,
    pub shotgun: bool,
    pub play: OffPlay,
    /// Trying to get out of bounds (last 5 minutes of a half, §2.12.2).
    pub out_of_bounds: bool,
    pub tempo: Tempo,
    /// Who plays the skill slots, where not the depth chart's men (§2.2 step 1, §2.18.3).
    pub subs: Subs,
}

/// The kind of kickoff (§2.1, §2.1.2, §2.1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum KickKind {
    #[default]
    Normal,
    Squib,
    Onside,
}

/// What the defense sees of the offense's call before its own (§2.2): the formation, the
/// Shotgun, and a punt or field goal announced. The play itself stays hidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    pub formation: OffFormation,
    pub shotgun: bool,
    pub punt: bool,
    pub field_goal: bool,
    /// The offense's substitutions: the defense sees who is on the field.
    pub subs: Subs,
}

impl OffenseCall {
    /// What the defense may see of this call (§2.2 steps 1-3).
    pub fn shown(&self) -> Shown {
        Shown { formation: self.formation, shotgun: self.shotgun, punt: matches!(self.play, OffPlay::Punt), field_goal: matches!(self.play, OffPlay::FieldGoal), subs: self.subs }
    }
}

/// The kind of punt, declared before the roll (§2.10.4, §2.10.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PuntKind {
    #[default]
    Normal,
    /// Only on the opponent's side of the field.
    CoffinCorner,
    /// Only on the opponent's side of the field.
    Pooch,
}

/// The receiving team's choice on a punt (§2.10.6, §2.10.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PuntChoice {
    #[default]
    Return,
    FairCatch,
    LetItRoll,
}

impl PuntChoice {
    /// The choice as it stands after the receivers' failed block attempt (§2.10.2, L437: "they
    /// cannot opt to return the ball"): a return asked for is the fair-catch option.
    pub fn after_block(self) -> PuntChoice {
        match self {
            PuntChoice::Return => PuntChoice::FairCatch,
            c => c,
        }
    }
}

/// The defense against a punt (§2.10.2, §2.10.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PuntRush {
    #[default]
    Normal,
    Block,
    Safe,
}

/// The safety blitz (§2.15.5): "Showing Blitz" is pre-announced with the formation (§2.2 step
/// 2); after the offense says ready (step 6) the defense, having called pass, may send defensive
/// backs to open spots on the line. No back can go to the line without the announcement, and a
/// blitzer can only be named with a line spot; [`DefenseCall::check_safety_blitz`] and the
/// board's [`crate::board::Board::validate`] check the rest (a pass call, backs only, open spots,
/// three men left in the short zone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SafetyBlitz {
    /// No blitz shown.
    #[default]
    None,
    /// "Showing Blitz" announced. `backs`: the defensive backs sent to the line and their spots
    /// (none: the blitz was only shown — the sniper scope still counts, §2.15.5 step 4).
    Showing { backs: [Option<(DefSlot, LineSpot)>; 3] },
}

impl SafetyBlitz {
    /// "Showing Blitz", nobody sent (yet).
    pub const SHOWN: SafetyBlitz = SafetyBlitz::Showing { backs: [None; 3] };

    /// "Showing Blitz" was announced.
    pub fn showing(self) -> bool {
        matches!(self, SafetyBlitz::Showing { .. })
    }

    /// The backs sent to the line, with their spots.
    pub fn backs(&self) -> impl Iterator<Item = (DefSlot, LineSpot)> + '_ {
        let backs: &[Option<(DefSlot, LineSpot)>] = match self {
            SafetyBlitz::None => &[],
            SafetyBlitz::Showing { backs } => backs,
        };
        backs.iter().flatten().copied()
    }

    /// Shows the blitz (if not yet) and sends one more back; `None` when three are already sent.
    pub fn send(self, slot: DefSlot, spot: LineSpot) -> Option<SafetyBlitz> {
        let mut backs = match self {
            SafetyBlitz::None => [None; 3],
            SafetyBlitz::Showing { backs } => backs,
        };
        let free = backs.iter_mut().find(|b| b.is_none())?;
        *free = Some((slot, spot));
        Some(SafetyBlitz::Showing { backs })
    }
}

/// The men the defense moves from its formation's alignment (§2.2 step 4: the defense "moves his
/// men to any zone allowable"): each defender's new spot, by slot — a fixed-size map, `Copy`, no
/// heap, one spot a man. [`crate::game::defense_board`] places them on the formation's board (the
/// field-position alignment, [`crate::board::Board::base_at`]) before the blitzers, the
/// double-teamers and the safety-blitzing backs; [`DefenseCall::check_moves`] and the board's
/// [`crate::board::Board::validate`] decide what is allowable (the movement rights of §2.14, the
/// FS's of §2.15.10, the field-position rules of §2.5.1, the 3-3-5's FS on the line for a run
/// call).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Moves([Option<Spot>; 16]);

impl Moves {
    /// Nobody moved.
    pub const NONE: Moves = Moves([None; 16]);

    /// The spot a defender is moved to, if he is.
    pub fn get(&self, slot: DefSlot) -> Option<Spot> {
        self.0[slot as usize]
    }

    /// Moves a defender (a second move of the same man replaces the first).
    pub fn set(&mut self, slot: DefSlot, spot: Spot) {
        self.0[slot as usize] = Some(spot);
    }

    /// Takes a defender's move back.
    pub fn clear(&mut self, slot: DefSlot) {
        self.0[slot as usize] = None;
    }

    /// Every move, in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (DefSlot, Spot)> + '_ {
        crate::formation::DEF_SLOTS.into_iter().filter_map(|d| self.get(d).map(|s| (d, s)))
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(Option::is_none)
    }
}

/// The defense's call (§2.2 steps 2 and 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefenseCall {
    pub formation: DefFormation,
    pub call: DefCall,
    /// A key on a back or the quarterback (§2.4.1).
    pub key: Option<OffSlot>,
    /// The receivers double-teamed, and by whom (§2.15.1, §2.15.2: at most one back plus the
    /// FS, or two linebackers plus the FS in the prevent; the board checks who may).
    pub doubles: [Option<(OffSlot, DefSlot)>; 3],
    /// Linebackers sent to the line's blitz areas (§2.13.4).
    pub blitz: [Option<DefSlot>; 3],
    /// "Showing Blitz" and the defensive backs sent to the line (§2.15.5).
    pub safety_blitz: SafetyBlitz,
    pub punt_rush: PuntRush,
    /// The men moved to other spots (§2.2 step 4, §2.14, §2.15.10).
    pub moves: Moves,
}

impl DefenseCall {
    pub fn base(front: Front) -> DefenseCall {
        DefenseCall {
            formation: match front {
                Front::ThreeFour => DefFormation::Base34,
                Front::FiveSix => DefFormation::FiveSix,
                Front::FourThree => DefFormation::Base43,
            },
            call: DefCall::Run,
            key: None,
            doubles: [None; 3],
            blitz: [None; 3],
            safety_blitz: SafetyBlitz::None,
            punt_rush: PuntRush::Normal,
            moves: Moves::NONE,
        }
    }

    /// The call with one more man moved (§2.2 step 4); checked by [`crate::game::check_call`].
    pub fn with_move(mut self, slot: DefSlot, spot: Spot) -> DefenseCall {
        self.moves.set(slot, spot);
        self
    }

    /// The moves' rules that are the call's, not the board's (§2.2 step 4): a man is placed once —
    /// moved, or sent to blitz, or double-teaming, or safety-blitzing — and a double-team is called
    /// on its receiver (`doubles`), never as a move. The board checks the spots.
    pub fn check_moves(&self) -> Result<(), BoardError> {
        for (slot, spot) in self.moves.iter() {
            if let Spot::DoubleTeam(_) = spot {
                return Err(BoardError::MoveToDoubleTeam { slot });
            }
            let blitzing = self.blitzers().any(|s| s == slot);
            let doubling = self.doubled().any(|(_, s)| s == slot);
            let sent = self.safety_blitz.backs().any(|(s, _)| s == slot);
            if blitzing || doubling || sent {
                return Err(BoardError::PlacedTwice { slot });
            }
        }
        Ok(())
    }
    /// The linebackers blitzing.
    pub fn blitzers(&self) -> impl Iterator<Item = DefSlot> + '_ {
        self.blitz.iter().flatten().copied()
    }

    /// The double-teams: (receiver, defender).
    pub fn doubled(&self) -> impl Iterator<Item = (OffSlot, DefSlot)> + '_ {
        self.doubles.iter().flatten().copied()
    }

    /// The call with one more double-team; `None` when it holds three (the most §2.15.2 allows).
    pub fn with_double(mut self, receiver: OffSlot, by: DefSlot) -> Option<DefenseCall> {
        *self.doubles.iter_mut().find(|d| d.is_none())? = Some((receiver, by));
        Some(self)
    }

    /// Each double-team a man of its own on a receiver of its own (§2.15.1: the defender slides
    /// over that receiver's double-team box; one disc a receiver).
    pub fn check_doubles(&self) -> Result<(), BoardError> {
        for (i, (r, who)) in self.doubled().enumerate() {
            for (r2, who2) in self.doubled().skip(i + 1) {
                if who2 == who {
                    return Err(BoardError::DoubleTeamsTwice { slot: who });
                }
                if r2 == r {
                    return Err(BoardError::DoubledTwice { receiver: r });
                }
            }
        }
        Ok(())
    }

    /// The safety blitz's rules that are the call's, not the board's (§2.15.5): backs go to the
    /// line only with a pass call, only defensive backs are sent, each once, and not the
    /// double-teamer. The board checks the spots and the short zone.
    pub fn check_safety_blitz(&self) -> Result<(), BoardError> {
        for (i, (slot, _)) in self.safety_blitz.backs().enumerate() {
            if !slot.is_back() {
                return Err(BoardError::SafetyBlitzNotABack { slot });
            }
            if self.call != DefCall::Pass {
                return Err(BoardError::BackOnLine { slot });
            }
            if self.safety_blitz.backs().take(i).any(|(s, _)| s == slot) {
                return Err(BoardError::SafetyBlitzTwice { slot });
            }
            if self.doubled().any(|(_, who)| who == slot) {
                return Err(BoardError::SafetyBlitzerDoubleTeams { slot });
            }
        }
        Ok(())
    }
}

/// What a coach sees.
pub struct View<'a> {
    pub me: Side,
    pub core: &'a GameState,
    pub teams: PerSide<&'a SomTeam>,
    /// Injured players of each side, with when they return.
    pub out: PerSide<&'a [(usize, crate::game::Until)]>,
    /// The quarterback's End Runs left this game (§2.4.4): the depth chart's quarterback's.
    pub qb_end_runs_left: u8,
    /// Each of `me`'s quarterbacks' End Runs this game (§2.4.4: each his own).
    pub qb_end_runs: crate::game::QbEndRuns,
    /// Carries this game by `me`'s backups while their starter was healthy (§2.18.2 fatigue).
    pub backup_carries: &'a [(usize, u16)],
    /// The rules' usage limits (§2.4.4, §2.18.2), from the chart file.
    pub usage: crate::tables::UsageLimits,
    /// The quarterback `me` brought in this possession (§2.18.3: he stays in until it ends).
    pub qb_brought_in: Option<usize>,
    /// This snap follows a hurry-up (§2.12.5): the formations and players that stand.
    pub hurried: Option<Hurried>,
    /// The ticks of the 2-minute clock still to run (§2.12.3; 1 at :01), in its window (the last
    /// 2:00 of the 2nd and 4th quarters); `None` elsewhere.
    pub ticks_left: Option<u8>,
}

impl View<'_> {
    pub fn own(&self) -> &SomTeam {
        self.teams[self.me]
    }
    pub fn opp(&self) -> &SomTeam {
        self.teams[self.me.other()]
    }
}

/// §2.12.5 (L516): the offense hurried up after a play that kept the clock running, so "neither
/// team can make substitutions or change their formations" on this snap (the offense may still
/// choose the Shotgun, the defense the safety blitz). What stands: the offense's formation and
/// substitutions, the defense's formation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hurried {
    pub offense: Side,
    pub formation: OffFormation,
    pub subs: Subs,
    pub defense: DefFormation,
}

/// A coach.
pub trait Coach {
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseCall;
    fn defense(&mut self, v: &View, offense: &Shown, rng: &mut dyn Randomness) -> DefenseCall;
    /// The kickoff: normal, squib or onside.
    fn kickoff(&mut self, v: &View) -> KickKind {
        let c = v.core;
        let m = c.margin(v.me);
        if c.clock.period.0 >= 4 && (-16..0).contains(&m) && c.clock.remaining <= 180 {
            KickKind::Onside
        } else if c.clock.period.0 == 2 && c.clock.remaining <= 20 {
            KickKind::Squib
        } else {
            KickKind::Normal
        }
    }
    /// After winning the toss: `true` receives, `false` kicks (deferring is not modelled).
    fn receive(&mut self, _v: &View) -> bool {
        true
    }
    fn go_for_two(&mut self, v: &View) -> bool {
        let m = v.core.margin(v.me);
        v.core.clock.period.0 >= 4 && v.core.seconds_left_in_game() < 600 && matches!(m, -2 | -5 | -10 | 1 | 5)
    }
    /// A loose ball recovered (§2.9 step 4, T8): `true` tries to advance it, `false` falls on it.
    /// `own`: the team's own fumble. The computer's choice (not a rule): a team that recovers the
    /// other side's fumble runs with it; one that gets its own back falls on it (the advance gains
    /// about two yards and risks a second fumble).
    fn advance_loose_ball(&mut self, _v: &View, own: bool) -> bool {
        !own
    }
    /// Run back an interception made `at` yards from the intercepting team's own goal (§2.7 step
    /// 2, L409, L1159: a declined return is the ball at the interception, without the return's
    /// fumble risk)? The computer always returns it (a coach's choice, not a rule).
    fn return_interception(&mut self, _v: &View, _at: i16) -> bool {
        true
    }
    /// Return a kickoff caught in the end zone `deep` yards (§2.1 step 4).
    fn return_from_end_zone(&mut self, _v: &View, deep: i16) -> bool {
        deep <= 3
    }
    /// Take the penalty instead of the play (each in the offense's frame)? §2.17 step 5.
    fn accept_penalty(&mut self, v: &View, play: huddle_core::Alternative, penalty: huddle_core::Alternative) -> bool {
        huddle_core::Alternative::prefer(v.core.possession == v.me, play, penalty)
    }
    /// The kind of punt from the line of scrimmage (coffin corner and pooch only in the opponent's half).
    fn punt_kind(&mut self, v: &View) -> PuntKind {
        let to_goal = v.core.spot.to_goal();
        if (38..50).contains(&to_goal) {
            PuntKind::CoffinCorner
        } else if to_goal < 38 {
            PuntKind::Pooch
        } else {
            PuntKind::Normal
        }
    }
    /// A punt comes down `at` yards from the receiving team's goal: return, fair catch or let it roll.
    fn punt_choice(&mut self, _v: &View, at: i16) -> PuntChoice {
        if at <= 8 {
            PuntChoice::LetItRoll
        } else if at <= 22 {
            PuntChoice::FairCatch
        } else {
            PuntChoice::Return
        }
    }
    /// A punt after the receivers' failed block attempt (§2.10.2, L437): "they cannot opt to
    /// return the ball", only the fair-catch option or letting it roll. By default the coach's
    /// own choice with a return turned into the fair-catch option.
    fn punt_choice_after_block(&mut self, v: &View, at: i16) -> PuntChoice {
        self.punt_choice(v, at).after_block()
    }
    /// After a pass rush without a sack: dump off (`true`) or go on with the called pass (§2.13.6).
    fn dump_off(&mut self, v: &View) -> bool {
        v.core.to_go() <= 4 && v.core.down().number() >= 2
    }
    /// Challenge a ruling against this coach (§2.8, T17)? Asked only when the rules allow it
    /// (a challenge and a time-out left, not in overtime, the league's instant replay on). The
    /// default is the computer's policy, [`crate::replay::computer_challenges`]: a coach's
    /// choice, not a rule.
    fn challenge(&mut self, v: &View, c: &crate::replay::Challenge) -> bool {
        crate::replay::computer_challenges(v, c)
    }
    /// Declare a spike before the clock moves for the play that just ended (§2.12.4; asked on the
    /// 2-minute clock after a play that keeps it running): the play costs two ticks less and the
    /// next snap is the spike. The computer's choice (not a rule): with no time-out left, 1:15 or
    /// less to go, at the end of the first half or not ahead at the end of the game.
    fn spike_next(&mut self, v: &View) -> bool {
        let c = v.core;
        let p = c.clock.period.0;
        c.timeouts[v.me] == 0 && c.clock.remaining <= 75 && (p == 2 || (p >= 4 && c.margin(v.me) <= 0))
    }
    /// The offense's clock control (§2.12.7): asked on the 2-minute clock before the clock moves
    /// for a play called in a slowdown offense that keeps it running ([`Between::available`]).
    /// `None` lets the chart's ticks run (the spike and the time-out are then asked as before); an
    /// answer [`Between::check`] refuses changes nothing. The computer's choice (not a rule):
    /// [`AiCoach::clock_control_choice`].
    fn clock_control(&mut self, v: &View, between: &Between) -> Option<ClockControl> {
        AiCoach::clock_control_choice(v, between)
    }
    /// Call a time-out after the play.
    fn timeout(&mut self, v: &View) -> bool {
        let c = v.core;
        let p = c.clock.period.0;
        let late = (p == 2 || p >= 4) && c.clock.remaining <= 120;
        late && if c.possession == v.me { c.margin(v.me) <= 0 || p == 2 } else { c.margin(v.me) < 0 && p >= 4 }
    }
}

/// The computer's coach.
#[derive(Clone, Copy, Debug, Default)]
pub struct AiCoach;

/// A draw by weight from the items a closure lists (listed twice: no list is built). `None` when
/// there are none or every weight is 0.
fn draw<I: Iterator<Item = (usize, u32)>>(rng: &mut dyn Randomness, items: impl Fn() -> I) -> Option<usize> {
    let total: u32 = items().map(|i| i.1).sum();
    if total == 0 {
        return None;
    }
    let mut r = rng.below(total);
    for (p, w) in items() {
        if r < w {
            return Some(p);
        }
        r -= w;
    }
    None
}

/// A receiver slot of `formation` drawn among the men `on` the field by their season targets,
/// plus one; none with blank long columns for a long pass (§2.5 step 7).
fn receiver_by_targets(t: &SomTeam, on: &[Option<usize>], formation: OffFormation, long: bool, rng: &mut dyn Randomness) -> Option<OffSlot> {
    let targets = crate::formation::receivers(formation).iter().filter_map(|&s| on[s as usize].map(|p| (s, p))).filter(|&(_, p)| !(long && t.players[p].long_blank())).map(|(s, p)| (s, t.players[p].season.targets as u32 + 1));
    weighted_iter(rng, targets)
}

/// The healthy backs, wide receivers and tight ends of the offense (`v.me`) whose group the
/// formation uses: who may be thrown the ball.
fn ball_candidates<'a>(v: &'a View, formation: OffFormation) -> impl Iterator<Item = usize> + 'a {
    let t = v.own();
    let skill = crate::formation::receivers(formation);
    let out = v.out[v.me];
    crate::lineup::SKILL_GROUPS.iter().enumerate().filter(move |(_, g)| g.iter().any(|s| skill.contains(s))).flat_map(move |(i, g)| {
        crate::lineup::group_list(t, i).iter().filter_map(|id| t.player(id)).filter(move |p| !out.iter().any(|o| o.0 == *p) && crate::lineup::fits(t, *p, g[0]))
    })
}

fn weighted<T: Copy>(rng: &mut dyn Randomness, items: &[(T, u32)]) -> Option<T> {
    weighted_iter(rng, items.iter().copied())
}

/// `weighted` over items produced on demand (read twice: the total, then the pick), so that a
/// choice among a formation's slots builds no list.
fn weighted_iter<T: Copy>(rng: &mut dyn Randomness, items: impl Iterator<Item = (T, u32)> + Clone) -> Option<T> {
    let total: u32 = items.clone().map(|i| i.1).sum();
    if total == 0 {
        return items.clone().next().map(|i| i.0);
    }
    let mut r = rng.below(total);
    for (t, w) in items {
        if r < w {
            return Some(t);
        }
        r -= w;
    }
    None
}

/// A player's usage guides (the season's attempts), by slot, as the defense's coach reads the
/// offense it is shown. Each is asked of the player in `slot` of formation `f` (the one-back
/// sets' back is the formation's: `lineup::offense_in`; the offense's substitutions included).
pub trait Usage {
    fn carries(&self, f: OffFormation, slot: OffSlot) -> u32;
    fn targets(&self, f: OffFormation, slot: OffSlot) -> u32;
    /// The player in the slot may not be thrown a long pass.
    fn long_blank(&self, _f: OffFormation, _slot: OffSlot) -> bool {
        false
    }
}

impl AiCoach {
    /// The pace in a half's last two minutes (§2.12.5, §2.12.7; a coach's choice): a team that
    /// needs points (the end of the first half, or not ahead in the second) hurries up; a team
    /// ahead late in the game slows down. Elsewhere the tempo changes nothing.
    ///
    /// A team that a field goal would serve ([`AiCoach::field_goal_helps`]) with its kicker in
    /// range, a time-out left and at most two slowdown snaps' worth of ticks to go (13: 1:30)
    /// slows down too, to run the clock to its last tick, call the time-out and kick
    /// ([`AiCoach::clock_control_choice`], §2.12.7).
    pub fn tempo(v: &View) -> Tempo {
        let c = v.core;
        let p = c.clock.period.0;
        if !((p == 2 || p >= 4) && c.clock.remaining <= 120) {
            return Tempo::Normal;
        }
        let m = c.margin(v.me);
        let last_kick = v.ticks_left.is_some_and(|t| t <= 2 * LAST_KICK_TICKS + 1) && c.timeouts[v.me] > 0 && Self::field_goal_helps(v) && fg_chance(v.own(), c.spot.to_goal()) >= 0.5;
        if (p >= 4 && m > 0) || last_kick {
            Tempo::Slowdown
        } else {
            Tempo::HurryUp
        }
    }

    /// A field goal is worth kicking with the half's last snap: at the end of the first half,
    /// or at the end of the game tied or one to three points behind (a coach's reading).
    pub fn field_goal_helps(v: &View) -> bool {
        let c = v.core;
        match c.clock.period.0 {
            2 => true,
            4 => (-3..=0).contains(&c.margin(v.me)),
            _ => false,
        }
    }

    /// The computer's clock control (§2.12.7; a coach's choice, not a rule): ahead at the end of
    /// the game it burns the most before the snap (6 ticks); when a field goal would serve
    /// ([`AiCoach::field_goal_helps`]) and the kicker is in range of the next snap, it burns 6
    /// while more than 7 ticks are left (leaving at least 2 for one more snap), and with 2-7 left
    /// lets all but one run and calls its time-out, to kick on the last tick. Otherwise the
    /// chart's ticks (and the spike or time-out as before).
    pub fn clock_control_choice(v: &View, b: &Between) -> Option<ClockControl> {
        let c = v.core;
        if c.clock.period.0 >= 4 && c.margin(v.me) > 0 {
            return Some(ClockControl::Snap(b.most));
        }
        if !(Self::field_goal_helps(v) && fg_chance(v.own(), b.to_goal) >= 0.5) {
            return None;
        }
        if b.ticks_left > b.most + 1 {
            Some(ClockControl::Snap(b.most))
        } else if b.timeouts > 0 && b.ticks_left >= 2 {
            Some(ClockControl::Timeout(b.ticks_left - 1))
        } else {
            None
        }
    }

    /// The pass share the coach aims at in a situation.
    fn pass_percent(v: &View) -> u32 {
        let c = v.core;
        let lean = v.own().pass_lean as i32;
        let down = c.down().number() as i32;
        let togo = c.to_go() as i32;
        let mut p = lean + PASS_LEAN_OFFSET;
        if down == 3 && togo >= 5 {
            p += 30;
        } else if down >= 3 && togo <= 2 {
            p -= 25;
        } else if down == 1 {
            p -= 8;
        } else if down == 2 && togo >= 8 {
            p += 10;
        }
        // Near the goal line the NFL runs more (inside the 5 more than half the time).
        let to_goal = c.spot.to_goal();
        if to_goal <= 5 {
            p -= 15;
        } else if to_goal < 10 {
            p -= 8;
        }
        let m = c.margin(v.me);
        let late = c.clock.period.0 >= 4 && c.clock.remaining < 600;
        if late && m < 0 {
            p += 20;
        }
        if late && m > 7 {
            p -= 30;
        }
        p.clamp(5, 95) as u32
    }
}

/// The chance the team's kicker makes a field goal from a line of scrimmage `to_goal` yards out:
/// the results-dice totals his card reads good for that line (0 beyond his card).
pub fn fg_chance(team: &SomTeam, to_goal: i16) -> f64 {
    team.specialist.field_goals.iter().find(|b| to_goal <= b.max_los as i16).map_or(0.0, |b| b.good.iter().filter_map(|t| crate::build::eval::ROW_P.get((*t as usize).wrapping_sub(2))).sum())
}

/// The ticks a slowdown run takes (T19's 6): the computer slows down for a last-second field goal
/// with at most two of them and one more tick to go (§2.12.7).
const LAST_KICK_TICKS: u8 = 6;

/// The runs the AI calls, by kind.
const RUNS: [(RunKind, u32); 3] = [(RunKind::Linebuck, 40), (RunKind::OffTackle, 35), (RunKind::EndRun, 25)];

impl AiCoach {
    pub fn offense_call(&self, v: &View, rng: &mut dyn Randomness) -> OffenseCall {
        let c = v.core;
        let to_goal = c.spot.to_goal();
        let down = c.down().number();
        let togo = c.to_go();
        let m = c.margin(v.me);
        let left = c.seconds_left_in_game();
        let p = c.clock.period.0;
        let mut call = OffenseCall { formation: OffFormation::ProSet, shotgun: false, play: OffPlay::Punt, out_of_bounds: false, tempo: Tempo::Normal, subs: Subs::NONE };
        // Kneel it out.
        if p >= 4 && m > 0 && left <= 110 && c.possession == v.me {
            call.play = OffPlay::Kneel;
            return call;
        }
        // The half's last snap (2 ticks or fewer: the kick's own 2 run the clock out, §2.12.3):
        // a field goal in range where one serves, on any down (§2.12.7's last-second kick).
        if v.ticks_left.is_some_and(|t| t <= 2) && Self::field_goal_helps(v) && fg_chance(v.own(), to_goal) >= 0.5 && to_goal + 17 <= 63 {
            call.play = OffPlay::FieldGoal;
            return call;
        }
        if down == 4 {
            // In range when the kicker's card makes the kick at least half the time (§2.11).
            let fg_range = fg_chance(v.own(), to_goal) >= 0.5;
            let desperate = p >= 4 && m < 0 && (left < 240 || m < -8 && left < 480);
            // Down 9-11 with time for another possession: the field goal makes it a one-score game.
            let one_score = c.field_goal_makes_one_score(v.me) && fg_range;
            let go = (togo <= 1 && to_goal <= 55) || (desperate && !(fg_range && m >= -3) && !one_score) || (to_goal <= 3 && togo <= 2);
            if !go {
                call.play = if fg_range { OffPlay::FieldGoal } else { OffPlay::Punt };
                return call;
            }
        }
        if (p == 2 || p >= 4) && c.clock.remaining <= 300 && (m <= 0 || p == 2) {
            call.out_of_bounds = true;
        }
        call.tempo = Self::tempo(v);
        let pass = rng.below(100) < Self::pass_percent(v);
        if pass && down >= 2 && togo >= 5 {
            call.formation = OffFormation::ThreeWideOneBack;
        }
        if to_goal <= 2 && !pass {
            call.formation = OffFormation::FullHouse;
        }
        if pass {
            let plays: &[(PassPlay, u32)] = if to_goal < 10 {
                &[(PassPlay::Short, 1)]
            } else if to_goal < 20 {
                &[(PassPlay::Flat(Dir::Left), 12), (PassPlay::Flat(Dir::Right), 12), (PassPlay::LookIn, 10), (PassPlay::Short, 56), (PassPlay::EndZone, 10)]
            } else if togo >= 12 {
                &[(PassPlay::Flat(Dir::Left), 5), (PassPlay::Flat(Dir::Right), 5), (PassPlay::LookIn, 5), (PassPlay::Short, 50), (PassPlay::Long, 35)]
            } else {
                &[(PassPlay::Flat(Dir::Left), 10), (PassPlay::Flat(Dir::Right), 10), (PassPlay::LookIn, 8), (PassPlay::Short, 55), (PassPlay::Long, 17)]
            };
            let play = weighted(rng, plays).unwrap_or(PassPlay::Short);
            // A receiver whose card has no long columns is not thrown a long pass (§2.5 step 7).
            let long = matches!(play, PassPlay::Long | PassPlay::EndZone);
            let t = v.own();
            let target = draw(rng, || ball_candidates(v, call.formation).filter(move |&p| !(long && t.players[p].long_blank())).map(|p| (p, t.players[p].season.targets as u32)));
            let (subs, on) = Self::personnel(v, call.formation, target, rng);
            call.subs = subs;
            let slot = crate::formation::receivers(call.formation).iter().copied().find(|&s| target.is_some() && on[s as usize] == target);
            // Without a man to aim at (no season targets), the men on the field by usage.
            let target = slot.unwrap_or_else(|| receiver_by_targets(t, &on, call.formation, long, rng).unwrap_or(OffSlot::Fl));
            call.play = OffPlay::Pass { play, target };
            return call;
        }
        let kind = if to_goal <= 2 { RunKind::Linebuck } else { weighted(rng, &RUNS).unwrap_or(RunKind::Linebuck) };
        let dir = if rng.below(2) == 0 { Dir::Left } else { Dir::Right };
        // The ball carrier from the whole backfield by the season's carries (the quarterback too,
        // within his End Run limit, §2.4.4), then the men around him.
        let t = v.own();
        let qb = crate::lineup::offense(t, v.out[v.me], OffSlot::Qb);
        let qb_may = kind != RunKind::EndRun || v.qb_end_runs_left > 0;
        // A tired backup (§2.18.2: he would read RIGHT always) is not handed the ball.
        let backs = || t.depth.rb.iter().filter_map(|id| t.player(id)).filter(|p| !v.out[v.me].iter().any(|o| o.0 == *p) && crate::lineup::fits(t, *p, OffSlot::Hb) && !crate::lineup::tired(t, v.out[v.me], v.backup_carries, v.usage, *p));
        let carrier = draw(rng, || backs().map(|p| (p, t.players[p].season.rush_att as u32)).chain(qb.filter(|_| qb_may).map(|p| (p, { let s = &t.players[p].season; s.designed_runs.unwrap_or(s.rush_att) as u32 }))));
        let ball = carrier.filter(|&p| Some(p) != qb);
        let (subs, on) = Self::personnel(v, call.formation, ball, rng);
        call.subs = subs;
        let carrier = if carrier.is_some() && carrier == qb {
            OffSlot::Qb
        } else {
            // Without a back to hand to (no season carries), the first back on the field.
            crate::formation::backs(call.formation).iter().copied().find(|&s| ball.is_some() && on[s as usize] == ball).or_else(|| crate::formation::backs(call.formation).first().copied()).unwrap_or(OffSlot::Hb)
        };
        let play = match kind {
            RunKind::Linebuck => RunPlay::linebuck(),
            RunKind::OffTackle => RunPlay::off_tackle(dir),
            RunKind::EndRun => RunPlay::end_run(dir),
        };
        call.play = OffPlay::Run { play, carrier };
        call
    }

    /// The call `call` made again in a fixed formation with fixed players (§2.12.5): a pass to
    /// one of the men on the field by his season targets, or a run by one of its backs (or the
    /// quarterback's, if he was carrying) by his carries.
    fn offense_in(&self, v: &View, formation: OffFormation, subs: Subs, call: OffenseCall, rng: &mut dyn Randomness) -> OffenseCall {
        let t = v.own();
        let on = crate::lineup::offense_lineup(t, v.out[v.me], formation, &subs);
        let mut out = OffenseCall { formation, subs, ..call };
        match call.play {
            OffPlay::Pass { play, .. } => {
                let long = matches!(play, PassPlay::Long | PassPlay::EndZone);
                match receiver_by_targets(t, &on, formation, long, rng) {
                    Some(target) => out.play = OffPlay::Pass { play, target },
                    None => out.play = OffPlay::Pass { play: PassPlay::Short, target: crate::formation::receivers(formation).first().copied().unwrap_or(OffSlot::Fl) },
                }
            }
            OffPlay::Run { play, carrier: OffSlot::Qb } => out.play = OffPlay::Run { play, carrier: OffSlot::Qb },
            OffPlay::Run { play, .. } => {
                let backs = crate::formation::backs(formation).iter().filter_map(|&s| on[s as usize].map(|p| (s, p))).map(|(s, p)| (s, t.players[p].season.rush_att as u32 + 1));
                let carrier = weighted_iter(rng, backs).unwrap_or(OffSlot::Qb);
                out.play = OffPlay::Run { play, carrier };
            }
            _ => {}
        }
        out
    }

    /// The computer's skill players for a play (a coach's choice; §2.18.3 lets a coach play any
    /// man at a position on his card). The man who gets the ball (`ball`, drawn from the whole
    /// roster by his share of the season's carries or targets) is on the field; every other
    /// back, receiver and tight end slot the formation uses is drawn from its depth chart by the
    /// season's usage (backs: carries and targets; receivers and tight ends: targets), so each
    /// man's share of the ball is his season's and the lineup shown does not give the play away.
    /// The men of a group stand in depth order (the better back at HB). Returns the substitutions
    /// against the depth chart and the skill slots as filled.
    pub fn personnel(v: &View, formation: OffFormation, ball: Option<usize>, rng: &mut dyn Randomness) -> (Subs, [Option<usize>; 15]) {
        let t = v.own();
        let out = v.out[v.me];
        let default = crate::lineup::offense_lineup(t, out, formation, &Subs::NONE);
        let skill = crate::formation::receivers(formation);
        let mut subs = Subs::NONE;
        let mut on = [None; 15];
        for (g, group) in crate::lineup::SKILL_GROUPS.iter().enumerate() {
            let mut slots = [OffSlot::Qb; 4];
            let mut n = 0;
            for &s in group.iter().filter(|s| skill.contains(s)) {
                slots[n] = s;
                n += 1;
            }
            if n == 0 {
                continue;
            }
            let list = crate::lineup::group_list(t, g);
            let rank = |p: usize| list.iter().position(|id| *id == t.players[p].id).unwrap_or(usize::MAX);
            let mut chosen = [usize::MAX; 4];
            let mut k = 0;
            if let Some(b) = ball.filter(|&b| rank(b) != usize::MAX && crate::lineup::fits(t, b, slots[0])) {
                chosen[0] = b;
                k = 1;
            }
            while k < n {
                let free = |p: &usize| !out.iter().any(|o| o.0 == *p) && !chosen[..k].contains(p) && !on.contains(&Some(*p)) && crate::lineup::fits(t, *p, slots[0]);
                let usage = |p: usize| {
                    let s = &t.players[p].season;
                    if g == 0 { s.rush_att as u32 + s.targets as u32 } else { s.targets as u32 }
                };
                let pick = draw(rng, || list.iter().filter_map(|id| t.player(id)).filter(free).map(|p| (p, usage(p)))).or_else(|| list.iter().filter_map(|id| t.player(id)).find(free));
                let Some(p) = pick else { break };
                chosen[k] = p;
                k += 1;
            }
            chosen[..k].sort_by_key(|&p| rank(p));
            for (i, &s) in slots[..n].iter().enumerate() {
                let p = chosen.get(i).copied().filter(|&p| p != usize::MAX && i < k);
                on[s as usize] = p;
                if let Some(p) = p {
                    if default[s as usize] != Some(p) {
                        subs.set(s, p);
                    }
                }
            }
        }
        (subs, on)
    }

    pub fn defense_with(&self, v: &View, offense: &Shown, usage: &dyn Usage, rng: &mut dyn Randomness) -> DefenseCall {
        let mut d = DefenseCall::base(v.own().front);
        if offense.punt {
            d.punt_rush = match rng.below(10) {
                0 => PuntRush::Block,
                1 | 2 => PuntRush::Safe,
                _ => PuntRush::Normal,
            };
            return d;
        }
        let c = v.core;
        let down = c.down().number();
        let togo = c.to_go();
        // The defense reads the situation as the offense's coach would.
        let mut pass_guess = 50u32;
        if down == 3 && togo >= 5 {
            pass_guess = 80;
        } else if down >= 3 && togo <= 2 {
            pass_guess = 25;
        } else if down == 2 && togo >= 8 {
            pass_guess = 62;
        } else if down == 1 {
            pass_guess = 42;
        }
        if matches!(offense.formation, OffFormation::ThreeWideOneBack | OffFormation::FourWide) {
            pass_guess += 15;
        }
        let spread = crate::formation::receivers(offense.formation).iter().filter(|s| matches!(s, OffSlot::Wr3 | OffSlot::Wr4)).count();
        if spread > 0 && c.spot.to_goal() >= 20 {
            d.formation = DefFormation::package(Package::Nickel, v.own().front);
        }
        d.call = if rng.below(100) < pass_guess.min(95) { DefCall::Pass } else { DefCall::Run };
        // The situational packages (a coach's choice, checked as the engine plays them).
        if let Some(pkg) = Self::package(v, d.call, rng) {
            let call = if matches!(pkg, DefFormation::ShortYardage43 | DefFormation::ShortYardage34) { DefCall::Run } else { DefCall::Pass };
            let p = DefenseCall { formation: pkg, call, ..d };
            if crate::game::check_call(v.core, offense.formation, &p).is_ok() {
                return Self::prevent_double(v, offense, usage, p);
            }
        }
        // §2.14.4 (L672): the 3-3-5 calls run only with the free safety on the line; where he
        // cannot stand there (he has a man to cover) the base front plays the run.
        if d.formation == DefFormation::Nickel335 && d.call == DefCall::Run {
            d = Self::fs_on_the_line(v, offense, d).unwrap_or(DefenseCall { formation: DefenseCall::base(v.own().front).formation, ..d });
        }
        match d.call {
            DefCall::Run => {
                if rng.below(100) < 35 {
                    let backs = crate::formation::backs(offense.formation).iter().map(|&s| (s, usage.carries(offense.formation, s)));
                    d.key = weighted_iter(rng, backs);
                    if d.key.is_some() {
                        // §2.4.1 (L721): the KEY column needs a man in the zone where the run
                        // goes; the coach guesses the zone as the computer's offense runs.
                        let kind = weighted(rng, &RUNS).unwrap_or(RunKind::Linebuck);
                        let dir = if rng.below(2) == 0 { Dir::Left } else { Dir::Right };
                        let run = match kind {
                            RunKind::Linebuck => RunPlay::linebuck(),
                            RunKind::OffTackle => RunPlay::off_tackle(dir),
                            RunKind::EndRun => RunPlay::end_run(dir),
                        };
                        d = Self::fill_key_zone(v, offense, d, run);
                    }
                }
            }
            DefCall::Pass => {
                if rng.below(100) < 20 {
                    let targets = crate::formation::receivers(offense.formation).iter().map(|&s| (s, usage.targets(offense.formation, s)));
                    if let Some(t) = weighted_iter(rng, targets) {
                        d.doubles[0] = Some((t, DefSlot::Fs));
                    }
                } else if Self::safety_blitz_moment(v) && rng.below(100) < SAFETY_BLITZ_PERCENT {
                    d = Self::safety_blitz(v, offense, d);
                } else if rng.below(100) < Self::blitz_percent(v) {
                    d = Self::linebacker_blitz(v, offense, d);
                }
            }
        }
        Self::legal(v, offense, d)
    }

    /// The call is one the engine plays as called ([`crate::game::check_call`], and its key
    /// [`crate::board::Board::validate_key`]).
    fn plays(v: &View, offense: &Shown, d: &DefenseCall) -> bool {
        crate::game::check_call(v.core, offense.formation, d).is_ok_and(|b| d.key.is_none() || b.validate_key(&crate::game::board_context(v.core, offense.formation, d)).is_ok())
    }

    /// The call, or the nearest legal one (the computer never makes an illegal call): the same
    /// formation and call without its moves, key, blitzes and double-teams (a 3-3-5 run call with
    /// its free safety on the line, §2.14.4); then the team's base front with the call; then the
    /// base front with the call its formation must make.
    fn legal(v: &View, offense: &Shown, d: DefenseCall) -> DefenseCall {
        if Self::plays(v, offense, &d) {
            return d;
        }
        let base = DefenseCall::base(v.own().front);
        let plain = DefenseCall { formation: d.formation, call: d.call, punt_rush: d.punt_rush, ..base };
        let candidates = [
            Some(plain),
            Self::fs_on_the_line(v, offense, plain),
            Some(DefenseCall { call: d.call, punt_rush: d.punt_rush, ..base }),
            Some(DefenseCall { call: crate::formation::must_call(base.formation).unwrap_or(d.call), punt_rush: d.punt_rush, ..base }),
        ];
        candidates.into_iter().flatten().find(|c| Self::plays(v, offense, c)).unwrap_or(base)
    }

    /// The free safety on the line of scrimmage (§2.14.4, L672; §2.15.10, L843: he stands there as
    /// an extra linebacker): the middle blitz area, else a tackle's; `None` when no spot is legal
    /// (he has a man to cover).
    fn fs_on_the_line(v: &View, offense: &Shown, d: DefenseCall) -> Option<DefenseCall> {
        use crate::board::BlitzArea;
        [BlitzArea::Middle, BlitzArea::LeftTackle, BlitzArea::RightTackle]
            .into_iter()
            .map(|a| d.with_move(DefSlot::Fs, Spot::Blitz(a)))
            .find(|c| Self::plays(v, offense, c))
    }

    /// Men moved into the run zone the coach guesses (§2.4.1, L721-L723: the KEY column needs a
    /// linebacker or the free safety in the zone where the run goes, and in a three-man line every
    /// open area of it filled). Each open area of the zone, the defense's left to right, takes the
    /// first of the MLB, the inside linebackers, the outside linebackers and the FS whom the rules
    /// let stand there (the movement rights of §2.14, checked as the engine plays the call) and who
    /// is not already in the zone; an area nobody may take stays open.
    fn fill_key_zone(v: &View, offense: &Shown, mut d: DefenseCall, run: RunPlay) -> DefenseCall {
        use crate::board::{BlitzArea, Mark};
        let side = crate::board::Side::facing(run.dir.unwrap_or(Dir::Right));
        let left = side == crate::board::Side::Left;
        let areas: &[Spot] = match run.kind {
            RunKind::Linebuck => &[Spot::Mark(Mark::Lt), Spot::Blitz(BlitzArea::Middle), Spot::Mark(Mark::Rt)],
            RunKind::OffTackle if left => &[Spot::Mark(Mark::Lt), Spot::Blitz(BlitzArea::LeftTackle)],
            RunKind::OffTackle => &[Spot::Mark(Mark::Rt), Spot::Blitz(BlitzArea::RightTackle)],
            RunKind::EndRun if left => &[Spot::Blitz(BlitzArea::OutsideLeft)],
            RunKind::EndRun => &[Spot::Blitz(BlitzArea::OutsideRight)],
        };
        const MOVERS: [DefSlot; 6] = [DefSlot::Mlb, DefSlot::Lilb, DefSlot::Rilb, DefSlot::Llb, DefSlot::Rlb, DefSlot::Fs];
        for &area in areas {
            let Ok(b) = crate::game::check_call(v.core, offense.formation, &d) else { return d };
            // The middle blitz area holds the nose tackle's mark: with him there it is manned.
            let manned = b.at(area).next().is_some() || (area == Spot::Blitz(BlitzArea::Middle) && b.at(Spot::Mark(Mark::Nt)).next().is_some());
            if manned {
                continue;
            }
            let free = |m: DefSlot| b.spot(m).is_some_and(|s| !areas.contains(&s));
            if let Some(c) = MOVERS.into_iter().filter(|&m| free(m)).map(|m| d.with_move(m, area)).find(|c| Self::plays(v, offense, c)) {
                d = c;
            }
        }
        d
    }

    /// In the prevent (a coach's choice within §2.15.2): a linebacker double-teams the offense's
    /// most-thrown-to wide receiver or tight end, the one the rules let him take (LLB the
    /// Flanker, RLB the Split End, the MLB or the tight end's-side ILB the TE), when the board
    /// allows it; the free safety stays deep.
    fn prevent_double(v: &View, offense: &Shown, usage: &dyn Usage, d: DefenseCall) -> DefenseCall {
        if !matches!(d.formation, DefFormation::Prevent43 | DefFormation::Prevent34) || d.call != DefCall::Pass {
            return d;
        }
        let f = offense.formation;
        let mut best: Option<(u32, DefenseCall)> = None;
        for &r in crate::formation::receivers(f).iter().filter(|r| matches!(r, OffSlot::Fl | OffSlot::Se | OffSlot::Te | OffSlot::Te2)) {
            let t = usage.targets(f, r);
            if best.as_ref().is_some_and(|b| b.0 >= t) {
                continue;
            }
            let lbs = [DefSlot::Llb, DefSlot::Rlb, DefSlot::Mlb, DefSlot::Lilb, DefSlot::Rilb];
            if let Some(c) = lbs.iter().map(|&lb| DefenseCall { doubles: [Some((r, lb)), None, None], ..d }).find(|c| crate::game::check_call(v.core, f, c).is_ok()) {
                best = Some((t, c));
            }
        }
        best.map_or(d, |b| b.1)
    }

    /// The computer's situational packages (T2; a coach's choice, not a rule): the short-yardage
    /// defense (§2.15.4) on third or fourth and 1 outside the 10 when it reads a run; the dime
    /// (§2.14.6, §2.14.7) on third or fourth and 10 or more outside the 20, the 5-6 (§2.14.8) on
    /// third or fourth and 15 or more; the prevent ahead by one to eight points in the game's last
    /// two minutes with the offense outside the 30.
    fn package(v: &View, call: DefCall, rng: &mut dyn Randomness) -> Option<DefFormation> {
        let c = v.core;
        let (down, togo, to_goal) = (c.down().number(), c.to_go(), c.spot.to_goal());
        let front = v.own().front;
        let m = c.margin(v.me);
        if c.clock.period.0 >= 4 && c.clock.remaining <= 120 && (1..=8).contains(&m) && to_goal >= 30 {
            return Some(DefFormation::package(Package::Prevent, front));
        }
        if down >= 3 && togo <= 1 && to_goal >= 10 && call == DefCall::Run && rng.below(100) < 70 {
            return Some(DefFormation::package(Package::ShortYardage, front));
        }
        if down >= 3 && togo >= 10 && to_goal >= 20 && call == DefCall::Pass {
            let r = rng.below(100);
            if togo >= 15 && r < 20 {
                return Some(DefFormation::FiveSix);
            }
            if r < 50 {
                return Some(DefFormation::package(Package::Dime, front));
            }
        }
        None
    }

    /// How often the computer sends a linebacker on a pass call (a coach's choice): more on third
    /// down with 4 to 9 to go.
    fn blitz_percent(v: &View) -> u32 {
        let c = v.core;
        if c.down().number() >= 3 && (4..10).contains(&c.to_go()) {
            LB_BLITZ_PERCENT * 2
        } else {
            LB_BLITZ_PERCENT
        }
    }

    /// A linebacker blitz (§2.13.4): the formation's linebacker with the best pass rush goes to
    /// his blitz area, when the engine accepts the call; otherwise no blitz.
    fn linebacker_blitz(v: &View, offense: &Shown, d: DefenseCall) -> DefenseCall {
        let team = v.own();
        let on = crate::lineup::defense(team, v.out[v.me], crate::formation::def_personnel(d.formation));
        let best = crate::formation::def_personnel(d.formation)
            .iter()
            .filter(|s| s.is_linebacker())
            .filter_map(|&s| on[s as usize].map(|p| (s, team.players[p].pass_rush.map_or(0, |r| r.normal))))
            .max_by_key(|&(s, r)| (r, std::cmp::Reverse(s as u8)));
        let Some((slot, _)) = best else { return d };
        let sent = DefenseCall { blitz: [Some(slot), None, None], ..d };
        if crate::game::check_call(v.core, offense.formation, &sent).is_ok() {
            sent
        } else {
            d
        }
    }

    /// When the computer thinks of a safety blitz (§2.15.5), a coach's choice, not a rule: third
    /// or fourth and 7 or more with the offense in its own half (a sack pins it deep, a Long Gain
    /// still leaves the defense room), or trailing in the last five minutes of the game with the
    /// offense outside the 20 (the defense needs the ball back).
    fn safety_blitz_moment(v: &View) -> bool {
        let c = v.core;
        let to_goal = c.spot.to_goal();
        let long_yardage = c.down().number() >= 3 && c.to_go() >= 7 && to_goal >= 50;
        let trailing_late = c.clock.period.0 >= 4 && c.clock.remaining <= 300 && c.margin(v.me) < 0 && to_goal >= 20;
        long_yardage || trailing_late
    }

    /// "Showing Blitz" with the free safety sent to the middle blitz area, when he has no man to
    /// cover and the call is legal as the engine plays it; otherwise the blitz is only shown.
    fn safety_blitz(v: &View, offense: &Shown, d: DefenseCall) -> DefenseCall {
        let shown = DefenseCall { safety_blitz: SafetyBlitz::SHOWN, ..d };
        let free = !crate::formation::assignments(d.formation, offense.formation).has_coverage(DefSlot::Fs);
        let spot = LineSpot::Blitz(crate::board::BlitzArea::Middle);
        match SafetyBlitz::SHOWN.send(DefSlot::Fs, spot) {
            Some(sb) if free => {
                let sent = DefenseCall { safety_blitz: sb, ..d };
                if crate::game::check_call(v.core, offense.formation, &sent).is_ok() {
                    sent
                } else {
                    shown
                }
            }
            _ => shown,
        }
    }
}

/// How often the computer's defense safety-blitzes when the moment is right
/// ([`AiCoach::safety_blitz_moment`]) and it called pass without a double-team.
const SAFETY_BLITZ_PERCENT: u32 = 25;

/// Points added to a team's season pass share (`pass_lean`) before the situation's adjustments,
/// which in play take about this many points off a season's share (short yardage, the goal line,
/// a lead late). A coach's calibration, measured over replayed seasons (the 2024 league: pass
/// share 54.7% with no offset, 57.4% with 3, the NFL's 56.6%).
const PASS_LEAN_OFFSET: i32 = 2;

/// How often the computer sends a linebacker on a pass call (twice as often on third and 4-9).
const LB_BLITZ_PERCENT: u32 = 8;

/// Usage by slot from the players on the field (the depth chart and the offense's substitutions)
/// and their season's attempts.
pub struct TeamUsage<'a> {
    pub team: &'a SomTeam,
    pub out: &'a [(usize, crate::game::Until)],
    pub subs: Subs,
}

impl<'a> TeamUsage<'a> {
    pub fn new(v: &View<'a>, side: Side) -> TeamUsage<'a> {
        TeamUsage { team: v.teams[side], out: v.out[side], subs: Subs::NONE }
    }
    /// The same, with the substitutions the offense showed.
    pub fn seeing(self, subs: Subs) -> TeamUsage<'a> {
        TeamUsage { subs, ..self }
    }
    fn man(&self, f: OffFormation, slot: OffSlot) -> Option<usize> {
        crate::lineup::offense_lineup(self.team, self.out, f, &self.subs)[slot as usize]
    }
}

impl Usage for TeamUsage<'_> {
    fn carries(&self, f: OffFormation, slot: OffSlot) -> u32 {
        self.man(f, slot).map(|p| self.team.players[p].season.rush_att as u32).unwrap_or(0)
    }
    fn targets(&self, f: OffFormation, slot: OffSlot) -> u32 {
        self.man(f, slot).map(|p| self.team.players[p].season.targets as u32).unwrap_or(0)
    }
    fn long_blank(&self, f: OffFormation, slot: OffSlot) -> bool {
        self.man(f, slot).is_some_and(|p| self.team.players[p].long_blank())
    }
}

impl Coach for AiCoach {
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseCall {
        let call = self.offense_call(v, rng);
        // §2.12.5: after its hurry-up the same formation and players; the play is called again
        // with them (a kick, a kneel or a spike stands).
        match v.hurried {
            Some(h) if h.offense == v.me && matches!(call.play, OffPlay::Run { .. } | OffPlay::Pass { .. }) && (call.formation != h.formation || call.subs != h.subs) => self.offense_in(v, h.formation, h.subs, call, rng),
            _ => call,
        }
    }
    fn defense(&mut self, v: &View, offense: &Shown, rng: &mut dyn Randomness) -> DefenseCall {
        let u = TeamUsage::new(v, v.me.other()).seeing(offense.subs);
        let d = self.defense_with(v, offense, &u, rng);
        match v.hurried {
            // §2.12.5: the defense keeps its formation; its call, key and blitz are its own.
            Some(h) if h.offense != v.me && !offense.punt && !offense.field_goal && d.formation != h.defense => {
                let kept = DefenseCall { formation: h.defense, ..d };
                let plain = DefenseCall { formation: h.defense, call: d.call, ..DefenseCall::base(v.own().front) };
                let other = if d.call == DefCall::Run { DefCall::Pass } else { DefCall::Run };
                [Some(kept), Some(plain), Self::fs_on_the_line(v, offense, plain), Some(DefenseCall { call: other, ..plain })]
                    .into_iter()
                    .flatten()
                    .find(|c| Self::plays(v, offense, c))
                    .unwrap_or(plain)
            }
            _ => d,
        }
    }
}
