//! A 6th-edition game: the shared core's state, both teams with their injuries and endurance,
//! the deck, the one randomness source and the coaches; the sequence of a down (§2), the clock
//! (§18), penalties, injuries and fumbles (§16), the kicking game (§8, §13, §14).

use crate::call::{check_defense, check_offense, CallContext, DefPlay, DefStrategy, DefenseCall, OffPlay, OffStrategy, OffenseCall};
use crate::coach::{AiCoach, Alternative, Coach, DefenseChoice, OffenseChoice, View};
use crate::display::{lineup_defense, lineup_offense, validate_defense, validate_offense};
use crate::fac::{DeckFile, Fac, ZResult};
use crate::kick::{self, FakeOutcome, FieldGoalResult, KickoffKind, KickoffResult, PuntDefense, PuntResult};
use crate::options::Options;
use std::fmt::Write;
use std::sync::Arc;
use crate::resolve::{Draws, Kind, PlayEnd, PlayResult, Scrimmage, Step};
use crate::tables::{Edition, Enforce, InjuryLength, TimeRow};
use crate::zres::{self, Category, Foul};
use crate::{DefenseDisplay, OffenseDisplay, Pid, PidSet};
use huddle_cards::{DefBox, Group, OffBox, QbGrade, Team};
use huddle_core::{AnyRandom, CardSource, ClockCharge, CoreRules, Down, DownEffect, End, GameState, ItemLog, Outcome, Overtime, PenaltyRecord, PerSide, Phase, PlayFlags, PlayKind, PlayRecord, PlayerRef, Randomness, SeededRandom, Side, Span, Lines};

/// How long a hurt player is out (§6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// Back when the game's play counter reaches this.
    Play(u32),
    /// Back at the start of the next period after this one.
    EndOfPeriod(u8),
    /// Out for the game and `extra` more games (255: the season).
    EndOfGame { extra: u8 },
}

/// A hurt player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Out {
    pub pid: Pid,
    pub until: Until,
}

/// One team in a game.
#[derive(Clone, Debug)]
pub struct TeamState {
    pub team: Team,
    pub out: Vec<Out>,
    /// Boxes that lost a starter to injury this game, with the starter (§6.2 preamble: while
    /// his replacement plays there, injuries to that position are ignored).
    pub lost_starter: Vec<(OffOrDef, Pid)>,
    pub big_plays_left: u8,
    /// Players who have run their End Around (8.2.6).
    pub er_used: Vec<Pid>,
    /// Players a play was directed at this possession (endurance 3) and this quarter (4).
    pub directed_possession: Vec<Pid>,
    pub directed_quarter: Vec<Pid>,
    /// The Lineup Card's displays as roster indices, read once: the team is fixed for the game.
    lineup_offense: OffenseDisplay,
    lineup_defense: DefenseDisplay,
}

/// A box of either display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffOrDef {
    Off(OffBox),
    Def(DefBox),
}

impl TeamState {
    pub fn new(team: Team, home: bool) -> TeamState {
        let big = team.big_plays.map(|b| if home { b.home } else { b.away }).unwrap_or(0);
        let (lineup_offense, lineup_defense) = (lineup_offense(&team), lineup_defense(&team));
        // Room enough for a game's injuries and directed plays, taken once here, not on a play.
        TeamState { team, out: Vec::with_capacity(8), lost_starter: Vec::with_capacity(8), big_plays_left: big, er_used: Vec::with_capacity(8), directed_possession: Vec::with_capacity(16), directed_quarter: Vec::with_capacity(16), lineup_offense, lineup_defense }
    }
}

/// How a scrimmage penalty was enforced, in the play-by-play's words (written when the line is,
/// not built on its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Enforced {
    Yards(i16),
    FromTheLine(i16),
    More(i16),
    FromTheReturn(i16),
    Safety,
    FirstDown(i16),
    AtTheSpot(i16),
    LossOfDown(i16),
    FromTheEnd(i16),
}

impl std::fmt::Display for Enforced {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match *self {
            Enforced::Yards(y) => write!(f, ", {y} yards"),
            Enforced::FromTheLine(y) => write!(f, ", {y} yards from the line"),
            Enforced::More(y) => write!(f, ", {y} more yards"),
            Enforced::FromTheReturn(y) => write!(f, ", {y} yards from the end of the return"),
            Enforced::Safety => write!(f, ": a safety"),
            Enforced::FirstDown(y) => write!(f, ", {y} yards and a first down"),
            Enforced::AtTheSpot(y) => write!(f, ": first down at the spot, {y} yards"),
            Enforced::LossOfDown(y) => write!(f, ", {y} yards, loss of down"),
            Enforced::FromTheEnd(y) => write!(f, ", {y} yards from the end of the play, the down counts"),
        }
    }
}

/// One play as the play-by-play tells it.
#[derive(Clone, Copy, Debug)]
pub struct PlayLog {
    pub period: u8,
    pub clock: u16,
    pub offense: Side,
    pub down: Option<(Down, i16)>,
    /// Line of scrimmage in the offense's frame.
    pub spot: i16,
    /// The play's line in the game's `log_text` (`Sp6Game::text`).
    pub text: Span,
    /// The readings of the play's cards in the game's `log_steps` (`Sp6Game::steps`).
    pub steps: Span,
    pub seconds: u16,
    pub score: (u16, u16),
}

/// A game that cannot go on.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    #[error("{0}")]
    Core(#[from] huddle_core::CoreError),
    #[error("{0}")]
    Setup(String),
}

/// A 6th-edition game in progress.
pub struct Sp6Game {
    /// The edition's tables, shared (the game's steps hold them while they change the game).
    pub ed: Arc<Edition>,
    pub opts: Options,
    pub core: GameState,
    pub teams: PerSide<TeamState>,
    pub src: CardSource<Fac>,
    pub rng: AnyRandom,
    pub coaches: PerSide<Box<dyn Coach>>,
    pub home: Side,
    /// The play-by-play.
    pub log: Vec<PlayLog>,
    /// The plays' lines and card readings, one buffer each (`PlayLog`'s spans point into them).
    lines: Lines,
    log_steps: ItemLog<Step>,
    /// Plays run (the injury durations count them).
    pub plays: u32,
    /// The players the two last FAC plays were directed at (4.6), newest first.
    pub recent: [Option<(Side, Pid)>; 2],
    /// The clock was stopped after the last play (lifts the No-Huddle's restriction, §15).
    pub prev_stopped: bool,
    /// The side whose No-Huddle is in effect.
    pub no_huddle: Option<Side>,
    /// The offense used less than the substitution minimum on a play that left the clock
    /// running: it may not substitute on its next play (9.6).
    pub no_sub: Option<Side>,
    /// The play being timed was given the Min because it crosses 2:00 (9.3): it is the warning
    /// play, whatever time it is finally charged.
    warning_min: bool,
    /// The last offensive and defensive displays used.
    pub last_offense: PerSide<Option<OffenseDisplay>>,
    pub last_defense: PerSide<Option<DefenseDisplay>>,
    /// The possession number, and the one whose defense used a Big Play.
    pub possession_no: u32,
    pub big_play_possession: Option<u32>,
    /// The seconds the previous play used (a deliberate grounding may re-time it, E-2).
    pub prev_seconds: u16,
    /// Calls the rules refused (a computer coach then plays a safe call).
    pub refused_calls: u32,
    /// O5: the ball is just short of this yard line (the offense's frame) after a measurement;
    /// the core holds it a yard back.
    pub measured_short: Option<(Side, i16)>,
    /// The previous play used the Timing Chart's maximum (a punt's Delay of Game, 8.5.3).
    pub prev_max_time: bool,
    pending_max_time: bool,
    /// The seconds of the play just resolved, while the coaches consider a time-out.
    pending_play_seconds: Option<u16>,
    /// Each team's last offensive play (solitaire forbids two Screens or Quicks in a row, S3).
    pub last_play: PerSide<Option<OffPlay>>,
    /// 8.5.2: a penalty read off the punter's card is followed by the same punt, restaged (its
    /// coffin-corner deduction and the receivers' punt defense), unless the foul gave the
    /// kicking team a first down: the team, its line of scrimmage, the deduction and the defense.
    pub restage_punt: Option<(Side, i16, Option<u8>, PuntDefense)>,
    trace: Vec<Step>,
}

/// The core settings of a 6th-edition game (§8, §18).
pub fn core_rules(ed: &Edition, opts: &Options) -> CoreRules {
    let c = &ed.constants;
    let overtime = if opts.playoff {
        Overtime { enabled: true, max_periods: None, period_secs: 900, timeouts_per_period: c.timeouts_per_half, two_minute_warning: false, periods_per_half: 2, modified: false }
    } else {
        Overtime { enabled: true, max_periods: Some(1), period_secs: 900, timeouts_per_period: c.overtime_timeouts, two_minute_warning: false, periods_per_half: 1, modified: false }
    };
    CoreRules {
        period_secs: 900,
        quarters_played: 0b1111,
        // The 6th edition's two-minute warning is a time-out after the play that crosses 2:00,
        // which uses the minimum time (§18 step 5): the engine charges it, not the core.
        warning_quarters: 0,
        warning_secs: 120,
        timeouts_per_half: c.timeouts_per_half,
        kickoff_from: c.kickoff_from,
        safety_kick_from: 20,
        touchback_at: c.touchback_at,
        kickoff_touchback_at: opts.kickoff_touchback_at,
        overtime,
        td_points: 6,
        fg_points: 3,
        safety_points: 2,
    }
}

/// The row of the Timing Chart a play is charged on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TimeKind {
    Row(TimeRow, bool),
    Fixed(u16),
}

impl Sp6Game {
    pub fn new(ed: Edition, opts: Options, home: Team, away: Team, deck: DeckFile, mut rng: AnyRandom, coaches: PerSide<Box<dyn Coach>>) -> Sp6Game {
        let mut cards = deck.cards;
        if opts.solitaire {
            for _ in 0..ed.deck.solitaire_removes_z {
                if let Some(i) = cards.iter().position(|c| c.is_z()) {
                    cards.remove(i);
                }
            }
        }
        let src = CardSource::shuffled(cards, &mut rng);
        let core = GameState::new(core_rules(&ed, &opts));
        Sp6Game {
            teams: PerSide::new(TeamState::new(home, true), TeamState::new(away, false)),
            ed: Arc::new(ed),
            opts,
            core,
            src,
            rng,
            coaches,
            home: Side::Home,
            log: Vec::with_capacity(200),
            lines: Lines::with_capacity(200),
            log_steps: ItemLog::with_capacity(200 * 8),
            plays: 0,
            recent: [None; 2],
            prev_stopped: true,
            no_huddle: None,
            no_sub: None,
            warning_min: false,
            last_offense: PerSide::new(None, None),
            last_defense: PerSide::new(None, None),
            possession_no: 0,
            big_play_possession: None,
            prev_seconds: 0,
            refused_calls: 0,
            measured_short: None,
            prev_max_time: false,
            pending_max_time: false,
            pending_play_seconds: None,
            restage_punt: None,
            last_play: PerSide::new(None, None),
            trace: Vec::with_capacity(64),
        }
    }

    /// A game with computer coaches on both sides, from a seed.
    pub fn ai(seed: u64, home: Team, away: Team, opts: Options) -> Sp6Game {
        let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach), Box::new(AiCoach));
        Sp6Game::new(Edition::sp6(), opts, home, away, DeckFile::embedded(), AnyRandom::Seeded(SeededRandom::new(seed)), coaches)
    }

    pub fn play_out(&mut self) -> Result<(), GameError> {
        let mut guard = 0;
        while !self.core.is_over() {
            self.step()?;
            guard += 1;
            if guard > 3000 {
                return Err(GameError::Setup("the game did not end after 3000 steps".into()));
            }
        }
        Ok(())
    }

    /// A player may play: not hurt.
    pub fn available(&self, side: Side, p: Pid) -> bool {
        !self.teams[side].out.iter().any(|o| o.pid == p)
    }

    /// Who may play quarterback (4.5): an A whenever one is fit; a B only with every A hurt; a C
    /// only with every A and B hurt; anyone fit with a lead of more than 20 in the 4th quarter.
    pub fn qb_allowed(&self, side: Side, p: Pid) -> bool {
        let t = &self.teams[side].team;
        if !self.available(side, p) {
            return false;
        }
        if self.core.clock.period.0 >= 4 && self.core.margin(side) > self.ed.constants.qb_removal_lead {
            return true;
        }
        let grade = |q: Pid| t.player(q).qb_grade().unwrap_or(QbGrade::A);
        let best = t.group(Group::QB).filter(|q| self.available(side, *q)).map(grade).min();
        best.is_none_or(|b| grade(p) <= b)
    }

    fn healthy(&self, side: Side) -> PidSet {
        let mut s = PidSet::new();
        let t = &self.teams[side].team;
        for i in 0..t.players.len() as Pid {
            let ok = if t.player(i).group() == Group::QB { self.qb_allowed(side, i) } else { self.available(side, i) };
            if ok {
                s.insert(i);
            }
        }
        s
    }

    /// The next fit player of a group for a box, not already used.
    fn replacement(&self, side: Side, group: Group, used: &PidSet, fits: impl Fn(Pid) -> bool) -> Option<Pid> {
        let t = &self.teams[side].team;
        let ok = |q: Pid| !used.contains(q) && if group == Group::QB { self.qb_allowed(side, q) } else { self.available(side, q) };
        t.group(group).find(|q| ok(*q) && fits(*q)).or_else(|| t.group(group).find(|q| ok(*q)))
    }

    /// The team's Lineup Card offense with hurt players replaced by the next of their group.
    pub fn base_offense(&self, side: Side) -> OffenseDisplay {
        let t = &self.teams[side].team;
        let lineup = self.teams[side].lineup_offense;
        let mut d = lineup;
        let mut used = PidSet::new();
        lineup.occupied().for_each(|(_, p)| used.insert(p));
        for (b, p) in lineup.occupied() {
            let ok = if t.player(p).group() == Group::QB { self.qb_allowed(side, p) } else { self.available(side, p) };
            if ok {
                continue;
            }
            let g = t.player(p).group();
            let fits = |q: Pid| !b.is_line() || crate::display::ol_fits(t.player(q).pos, b) || self.opts.out_of_position;
            let r = self.replacement(side, g, &used, fits).or_else(|| match g {
                Group::WR => self.replacement(side, Group::TE, &used, |_| true).or_else(|| self.replacement(side, Group::RB, &used, |_| true)),
                Group::TE => self.replacement(side, Group::WR, &used, |_| true),
                _ => None,
            });
            d.set(b, r);
            if let Some(r) = r {
                used.insert(r);
            }
        }
        d
    }

    /// The team's Lineup Card defense with hurt players replaced.
    pub fn base_defense(&self, side: Side) -> DefenseDisplay {
        let t = &self.teams[side].team;
        let lineup = self.teams[side].lineup_defense;
        let mut d = lineup;
        let mut used = PidSet::new();
        lineup.players().for_each(|(_, p)| used.insert(p));
        for (b, p) in lineup.players() {
            if self.available(side, p) {
                continue;
            }
            d.remove(p);
            let g = t.player(p).group();
            let fits = |q: Pid| b.row() != 3 || crate::display::db_fits(t.player(q).pos, b) || self.opts.out_of_position;
            let r = self.replacement(side, g, &used, fits).or_else(|| if g == Group::DL { self.replacement(side, Group::LB, &used, |_| true) } else { None });
            if let Some(r) = r {
                d.place(b, r);
                used.insert(r);
            }
        }
        d
    }

    fn final_minutes(&self) -> bool {
        let t = &self.ed.timing;
        let p = self.core.clock.period.0;
        let rem = self.core.clock.remaining as u32;
        match p {
            2 => rem <= t.final_minutes_first_half as u32,
            4 => rem <= t.final_minutes_second_half as u32,
            // Overtime is played as the last quarter (§18 step 10); by halves, its second period.
            p if p > 4 => self.core.rules.overtime_period_ends_half(p) && rem <= t.final_minutes_second_half as u32,
            _ => false,
        }
    }

    /// Players the offense may not direct a play at this down (4.6).
    fn tired(&self, side: Side) -> crate::call::Roster {
        let mut out = crate::call::Roster::EMPTY;
        let ts = &self.teams[side];
        for (i, p) in ts.team.players.iter().enumerate() {
            let i = i as Pid;
            let n = p.ev_plays();
            let tired = match n {
                1 => self.recent[0] == Some((side, i)),
                2 => self.recent.contains(&Some((side, i))),
                3 => ts.directed_possession.contains(&i),
                4 => ts.directed_quarter.contains(&i),
                _ => false,
            };
            if tired {
                out.insert(i);
            }
        }
        out
    }

    fn context(&self, off: Side) -> CallContext {
        let def = off.other();
        let mut er = crate::call::Roster::EMPTY;
        for p in &self.teams[off].er_used {
            er.insert(*p);
        }
        CallContext {
            spot: self.core.spot.yards(),
            final_minutes: self.final_minutes(),
            tired: self.tired(off),
            er_used: er,
            big_plays_left: self.teams[def].big_plays_left,
            big_play_this_possession: self.big_play_possession == Some(self.possession_no),
        }
    }

    /// What `me` sees.
    pub fn view(&self, me: Side) -> View<'_> {
        let off = self.core.possession;
        let keep_offense = if me == off && self.no_sub == Some(me) { self.last_offense[me].map(|l| self.forced_replacements(me, l)) } else { None };
        let keep_defense = if me != off && self.no_huddle == Some(off) && !self.prev_stopped { self.last_defense[me] } else { None };
        View {
            game: &self.core,
            me,
            team: &self.teams[me].team,
            opp: &self.teams[me.other()].team,
            healthy: self.healthy(me),
            base_offense: self.base_offense(me),
            base_defense: self.base_defense(me),
            opp_offense: self.base_offense(me.other()),
            ed: &self.ed,
            opts: &self.opts,
            ctx: self.context(off),
            final_minutes: self.final_minutes(),
            no_huddle: self.no_huddle == Some(me) && me == off,
            keep_offense,
            keep_defense,
            last_play: self.last_play[me],
            play_seconds: self.pending_play_seconds,
        }
    }

    /// The last offense with each player who may no longer play (hurt, or a B quarterback whose A
    /// is back, 4.5.2) replaced by the base display's man for his box: the only change 9.6 allows
    /// after a short play with the clock running.
    fn forced_replacements(&self, side: Side, mut d: OffenseDisplay) -> OffenseDisplay {
        let t = &self.teams[side].team;
        let fit = |p: Pid| if t.player(p).group() == Group::QB { self.qb_allowed(side, p) } else { self.available(side, p) };
        let base = self.base_offense(side);
        let last = d;
        for (b, p) in last.occupied() {
            if !fit(p) {
                if let Some(r) = base.get(b).filter(|r| fit(*r) && d.box_of(*r).is_none()) {
                    d.set(b, Some(r));
                }
            }
        }
        d
    }

    /// Runs `f` with the coaches and the randomness taken out, so that views can borrow the game.
    fn with_parts<T>(&mut self, f: impl FnOnce(&Self, &mut PerSide<Box<dyn Coach>>, &mut AnyRandom) -> T) -> T {
        let mut rng = std::mem::replace(&mut self.rng, AnyRandom::Scripted(Default::default()));
        let mut coaches = std::mem::replace(&mut self.coaches, PerSide::new(Box::new(AiCoach), Box::new(AiCoach)));
        let r = f(self, &mut coaches, &mut rng);
        self.rng = rng;
        self.coaches = coaches;
        r
    }

    /// Runs the next step: the coin toss, a kickoff, a down, a try.
    pub fn step(&mut self) -> Result<(), GameError> {
        match self.core.phase {
            Phase::CoinToss => {
                let away = self.home.other();
                let heads = self.with_parts(|g, cs, rng| cs[away].call_heads(&g.view(away), rng));
                let flip = self.rng.below(2) == 0;
                let winner = if heads == flip { away } else { self.home };
                let receive = self.with_parts(|g, cs, _| cs[winner].receive(&g.view(winner)));
                let first = if receive { winner.other() } else { winner };
                self.core.coin_toss(winner, first, first.other())?;
                Ok(())
            }
            Phase::OvertimeToss => {
                let away = self.home.other();
                let heads = self.with_parts(|g, cs, rng| cs[away].call_heads(&g.view(away), rng));
                let flip = self.rng.below(2) == 0;
                let winner = if heads == flip { away } else { self.home };
                let receive = self.with_parts(|g, cs, _| cs[winner].receive(&g.view(winner)));
                self.core.start_overtime(if receive { winner.other() } else { winner })?;
                Ok(())
            }
            Phase::Kickoff { kicker, after_safety, .. } => self.kickoff(kicker, after_safety),
            Phase::Try { team } => self.try_play(team),
            Phase::Scrimmage => self.down(),
            Phase::Over => Ok(()),
        }
    }

    /// Applies a resolved play and keeps the game's own bookkeeping.
    fn apply(&mut self, outcome: Outcome, timeout: Option<Side>, mut text: String, stopped: bool) -> Result<(), GameError> {
        let before = (self.core.clock, self.core.possession, self.core.phase);
        let down = if self.core.phase == Phase::Scrimmage { Some((self.core.down(), self.core.to_go())) } else { None };
        let spot = self.core.spot.yards();
        let applied = self.core.apply(&outcome, timeout)?;
        if let Some(s) = timeout {
            text.push_str("; time-out ");
            text.push_str(&self.teams[s].team.code);
        }
        self.prev_max_time = std::mem::take(&mut self.pending_max_time);
        self.plays += 1;
        self.prev_seconds = applied.seconds;
        self.prev_stopped = stopped || timeout.is_some() || applied.scored.is_some() || applied.possession_changed || applied.period_ended;
        // 9.6 binds only while the clock runs: a play after which it stopped (the end of a
        // quarter among them, 9.7) leaves the offense free to substitute.
        if self.prev_stopped {
            self.no_sub = None;
        }
        if applied.possession_changed || applied.scored.is_some() || !matches!(self.core.phase, Phase::Scrimmage) || before.1 != self.core.possession {
            self.new_possession();
        }
        if applied.period_ended {
            for s in Side::BOTH {
                self.teams[s].directed_quarter.clear();
            }
        }
        self.heal();
        self.log.push(PlayLog {
            period: before.0.period.0,
            clock: before.0.remaining,
            offense: before.1,
            down,
            spot,
            text: self.lines.push(text),
            steps: self.log_steps.push(self.trace.iter().copied()),
            seconds: applied.seconds,
            score: (self.core.score.home, self.core.score.away),
        });
        self.trace.clear();
        let _ = before.2;
        Ok(())
    }

    /// The players of a side fit to play, as a set (a kick's returners are chosen among them).
    fn fit(&self, side: Side) -> PidSet {
        let mut fit = PidSet::new();
        for p in 0..self.teams[side].team.players.len() as Pid {
            if self.available(side, p) {
                fit.insert(p);
            }
        }
        fit
    }

    /// A logged play's line.
    pub fn text(&self, p: &PlayLog) -> &str {
        self.lines.get(p.text)
    }

    /// A logged play's card readings.
    pub fn steps(&self, p: &PlayLog) -> &[Step] {
        self.log_steps.get(p.steps)
    }

    fn new_possession(&mut self) {
        self.possession_no += 1;
        self.measured_short = None;
        self.no_huddle = None;
        self.no_sub = None;
        for s in Side::BOTH {
            self.teams[s].directed_possession.clear();
        }
    }

    /// Players whose injuries have run their course come back.
    fn heal(&mut self) {
        let plays = self.plays;
        let period = self.core.clock.period.0;
        for s in Side::BOTH {
            let ts = &mut self.teams[s];
            ts.out.retain(|o| match o.until {
                Until::Play(n) => plays < n,
                Until::EndOfPeriod(p) => period <= p,
                Until::EndOfGame { .. } => true,
            });
            let TeamState { out, lost_starter, .. } = ts;
            lost_starter.retain(|(_, starter)| out.iter().any(|o| o.pid == *starter));
        }
    }

    /// The Timing Chart's time for a play (§18): a fixed row, or the offense's choice between
    /// Max and Min; the Final Minutes and Two-Minute columns; the two-minute warning's Min.
    fn play_seconds(&mut self, off: Side, kind: TimeKind, two_minute: bool) -> u16 {
        match kind {
            TimeKind::Fixed(s) => s,
            TimeKind::Row(row, final_applies) => {
                let fm = self.final_minutes();
                if fm && two_minute {
                    if let Some(t) = row.two_min {
                        return t;
                    }
                }
                if fm && final_applies {
                    if let Some(t) = row.final_mins {
                        return t;
                    }
                }
                let (min, max) = (row.min, row.max);
                let stops = row.final_mins.is_some();
                let t = self.with_parts(|g, cs, _| cs[off].play_time(&g.view(off), min, max, stops));
                let step = self.ed.timing.step.max(1);
                let t = (t.clamp(min, max) / step) * step;
                // The two-minute warning: a play that would take the clock to 2:00 or below in
                // either half uses the minimum time (9.3) — whatever time the offense chose.
                let rem = self.core.clock.remaining;
                if self.warning_period() && rem > 120 && rem.saturating_sub(t) <= 120 {
                    self.warning_min = true;
                    return row.min;
                }
                t
            }
        }
    }

    /// A period with a two-minute warning (9.3): the 2nd and 4th quarters, and an overtime period
    /// that ends a half, played "as if it were the last quarter" (9.8.1-9.8.2).
    fn warning_period(&self) -> bool {
        self.half_ending_period()
    }

    /// A period that ends a half: the 2nd and 4th quarters and, in overtime, a half's last
    /// period (a playoff overtime's halves have two, 9.8.2). No half ends on a defensive foul
    /// (9.7): a period that ends no half ends as its clock runs out.
    fn half_ending_period(&self) -> bool {
        let q = self.core.clock.period.0;
        q == 2 || q == 4 || (q > 4 && self.core.rules.overtime_period_ends_half(q))
    }

    fn timing_row(&self, which: fn(&crate::tables::Timing) -> TimeRow) -> TimeRow {
        let t = &self.ed.timing;
        let row = which(t);
        // The fan's erratum replaces the starred rows (E-1).
        if self.opts.timing_fan_errata && row.final_mins.is_some() {
            t.fan_errata
        } else {
            row
        }
    }

    /// Whether either coach calls a time-out after the play (offense first).
    fn timeout_after(&mut self) -> Option<Side> {
        let off = self.core.possession;
        [off, off.other()].into_iter().find(|&s| self.core.timeouts[s] > 0 && self.with_parts(|g, cs, _| cs[s].timeout(&g.view(s))))
    }

    fn record(&self, kind: PlayKind, team: Side) -> PlayRecord {
        PlayRecord::new(kind, team)
    }

    // ---------------------------------------------------------------- kickoffs

    fn kickoff(&mut self, kicker: Side, after_safety: bool) -> Result<(), GameError> {
        let recv = kicker.other();
        let kind = self.with_parts(|g, cs, rng| cs[kicker].kickoff(&g.view(kicker), rng));
        let kind = if kind == KickoffKind::Squib && !self.opts.squib { KickoffKind::Normal } else { kind };
        let okd = self.opts.onside_defense && self.with_parts(|g, cs, rng| cs[recv].onside_defense(&g.view(recv), rng));
        let ed = Arc::clone(&self.ed);
        // A re-kick (8.1.5, #15) is staged 5 yards back or up from the usual spot (the 35, after a
        // safety the 20): its landing point moves by as much (§8 step 11, E-24).
        let from = match self.core.phase {
            Phase::Kickoff { from, .. } => from,
            _ => ed.constants.kickoff_from,
        };
        let nominal = if after_safety && from != ed.constants.kickoff_from { self.core.rules.safety_kick_from } else { ed.constants.kickoff_from };
        let rekick_shift = nominal as i16 - from as i16;
        let fit = self.fit(recv);
        let mut trace = std::mem::take(&mut self.trace);
        let (res, z, zres) = {
            let mut d = Draws::new(&mut self.src, &mut self.rng, &mut trace, ed.deck.z_window);
            if kind == KickoffKind::Onside {
                d.exempt = true;
            }
            let r = kick::kickoff_shifted(&ed, &mut d, &self.teams[recv].team, kind, after_safety, okd, rekick_shift, &|p| fit.contains(p));
            let z = d.z;
            let zr = if z { Some(d.z_result()) } else { None };
            (r, z, zr)
        };
        self.trace = trace;
        let _ = z;
        let mut rec = self.record(if kind == KickoffKind::Onside { PlayKind::OnsideKick } else { PlayKind::Kickoff }, kicker);
        let (end, secs, text) = match res {
            KickoffResult::Onside { recovered } => {
                let holder = if recovered { kicker } else { recv };
                if recovered {
                    rec.flags.set(PlayFlags::RECOVERED_BY_KICKER);
                }
                let at = self.ed.constants.onside_spot;
                (End::Possession { holder, at, first_down: true }, self.ed.timing.punt_or_return, format!("on-side kick, recovered by the {}", if recovered { "kicking team" } else { "receiving team" }))
            }
            KickoffResult::Touchback => {
                rec.flags.set(PlayFlags::TOUCHBACK);
                let mut text = self.lines.take();
                text.push_str("kickoff, touchback");
                let mut at = 0;
                // A Z card's penalty (category #4, §8 step 11) applies to a touchback too, the
                // ball dead at the touchback spot: a re-kick (8.1.5, #15) or yards from there.
                if let Some(f) = match zres {
                    Some(ZResult::Penalty(codes)) => zres::foul(&self.ed, &codes, Category::Kickoff, kicker),
                    _ => None,
                } {
                    let tb = self.core.rules.kickoff_touchback_at as i16;
                    if let Some((new_at, rekick, t)) = self.kick_return_penalty(&f, kicker, recv, tb, tb) {
                        rec.penalty = Some(PenaltyRecord { against: f.by, yards: f.row.yards, accepted: true, code: f.n as u16 });
                        text.push_str(&t);
                        if let Some(from) = rekick {
                            let from = from.clamp(1, 99) as u8;
                            let o = Outcome::new(End::Rekick { from }, ClockCharge::flat(0), rec);
                            self.push_recent(None);
                            return self.apply(o, None, text, true);
                        }
                        at = new_at;
                    }
                }
                (End::Possession { holder: recv, at, first_down: true }, self.ed.timing.touchback, text)
            }
            KickoffResult::Return { returner, landed, at, fumble, .. } => {
                rec.returner = Some(PlayerRef { side: recv, idx: returner });
                rec.return_yards = at.min(100) - landed;
                let mut text = self.lines.take();
                let _ = write!(text, "kickoff to {} at the {landed}, returned {} yards", self.teams[recv].team.player(returner).name, at.min(100) - landed);
                let mut at = at;
                let mut holder = recv;
                // A Z card's penalty (category #4) or fumble; no injuries on kicks (§8 step 11).
                let lost = self.return_fumble(recv, fumble || matches!(zres, Some(ZResult::Fumble) | Some(ZResult::FumbleS)), zres, &mut rec);
                if at < 100 {
                    if let Some(true) = lost {
                        holder = kicker;
                        at = 100 - at;
                        text.push_str(", fumbled and lost");
                    }
                }
                if let Some(f) = match zres {
                    Some(ZResult::Penalty(codes)) => zres::foul(&self.ed, &codes, Category::Kickoff, kicker),
                    _ => None,
                } {
                    if let Some((new_at, rekick, t)) = self.kick_return_penalty(&f, kicker, holder, landed, at) {
                        rec.penalty = Some(PenaltyRecord { against: f.by, yards: f.row.yards, accepted: true, code: f.n as u16 });
                        text.push_str(&t);
                        if let Some(from) = rekick {
                            let from = from.clamp(1, 99) as u8;
                            let o = Outcome::new(End::Rekick { from }, ClockCharge::flat(0), rec);
                            // The kick flipped FACs: it is an "immediately preceding play" (4.6).
                            self.push_recent(None);
                            return self.apply(o, None, text, true);
                        }
                        at = new_at;
                    }
                }
                (End::Possession { holder, at, first_down: true }, self.ed.timing.punt_or_return, text)
            }
        };
        if let End::Possession { at, holder, .. } = end {
            if at >= 100 && holder == recv {
                rec.flags.set(PlayFlags::RETURN_TD);
            }
            // A return carried back into the receiving team's own end zone: a safety (§17).
            if at <= 0 && holder == recv && matches!(res, KickoffResult::Return { .. }) {
                rec.flags.set(PlayFlags::SAFETY);
            }
        }
        let o = Outcome::new(end, ClockCharge::new(secs, secs), rec);
        self.push_recent(None);
        self.apply(o, None, text, true)
    }

    /// A fumble at the end of a return ("f", or a Z card's Fumble): Some(lost).
    fn return_fumble(&mut self, recv: Side, fumble: bool, z: Option<ZResult>, rec: &mut PlayRecord) -> Option<bool> {
        if !fumble {
            return None;
        }
        let zr = match z {
            Some(x @ (ZResult::Fumble | ZResult::FumbleS)) => x,
            _ => ZResult::Fumble,
        };
        let t = &self.teams[recv].team;
        let range = t.fumble_range;
        let adj = self.teams[recv.other()].team.def_fumble_adj;
        let home = recv == self.home;
        let mut trace = std::mem::take(&mut self.trace);
        let r = {
            let mut d = Draws::new(&mut self.src, &mut self.rng, &mut trace, 0);
            zres::fumble_lost(zr, range, adj, home, &mut d)
        };
        self.trace = trace;
        if r.is_some() {
            rec.flags.set(PlayFlags::FUMBLE);
        }
        if r == Some(true) {
            rec.flags.set(PlayFlags::FUMBLE_LOST);
        }
        r
    }

    /// A penalty on a kickoff or its return (§16.2, 8.1.5): the new spot of the receiving team's
    /// ball, or a re-kick (from the kicking team's yard line), with the play-by-play.
    fn kick_return_penalty(&mut self, f: &Foul, kicker: Side, holder: Side, landed: i16, at: i16) -> Option<(i16, Option<i16>, String)> {
        let recv = kicker.other();
        if holder != recv {
            return None;
        }
        // The re-kick is staged from this kick's spot, 5 yards back or up (8.1.5).
        let from = match self.core.phase {
            Phase::Kickoff { from, .. } => from as i16,
            _ => self.ed.constants.kickoff_from as i16,
        };
        let y = f.row.yards;
        // The alternatives are in the kicking team's frame (it has the ball during the kick, see
        // `Alternative`); the receiving team's ball at `x` is the kicking team's 100 - x.
        let recv_ball = |x: i16| Alternative { offense_keeps: false, offense_scores: false, spot: 100 - x.min(100), first_down: false, replay: false };
        match f.row.enforce {
            // Fouls before the kick: re-kick, the next kick landing 5 yards nearer or farther.
            Enforce::Los => {
                let taken = !f.row.option || self.with_parts(|g, cs, _| {
                    let v = g.view(f.by.other());
                    let play = recv_ball(at);
                    let pen = recv_ball(landed + if f.by == kicker { y } else { -y });
                    cs[f.by.other()].accept_penalty(&v, play, pen)
                });
                taken.then(|| (at, Some(if f.by == kicker { from - y } else { from + y }), format!("; {} on the {} team: re-kick", f.name(), if f.by == kicker { "kicking" } else { "receiving" })))
            }
            // #15 (§6.3): an Option of the receiving team — its ball at its own 35, or a re-kick
            // whose return begins 5 yards farther out (staged 5 yards back).
            Enforce::KickOutOfBounds if f.by == kicker => {
                let at35 = self.ed.constants.kick_out_of_bounds_at;
                let take = self.with_parts(|g, cs, _| cs[recv].accept_penalty(&g.view(recv), recv_ball(landed + y), recv_ball(at35)));
                if take {
                    Some((at35, None, format!("; {}: the ball at the 35", f.name())))
                } else {
                    Some((at, Some(from - y), format!("; {}: re-kick, the return 5 yards farther out", f.name())))
                }
            }
            // A foul by the kicking team does not take away a return touchdown.
            Enforce::PersonalFoul | Enforce::Holding | Enforce::Clipping if f.by == kicker && at >= 100 => None,
            Enforce::PersonalFoul | Enforce::Holding | Enforce::Clipping => {
                let at = at.min(100);
                let (new_at, t) = if f.by == recv {
                    // From the end of the return (clipping: a new RN picks the spot of the foul).
                    let spot = if f.row.enforce == Enforce::Clipping {
                        let rn = self.draw_rn();
                        if rn % 2 == 1 {
                            landed + (at - landed) / 2
                        } else {
                            at
                        }
                    } else {
                        at
                    };
                    let yards = y;
                    (spot - zres::half_distance(yards, spot), format!("; {} on the receiving team", f.name()))
                } else {
                    let yards = f.row.defense_yards.unwrap_or(y);
                    (at + zres::half_distance(yards, 100 - at), format!("; {} on the kicking team", f.name()))
                };
                let no_option = f.row.enforce != Enforce::Holding;
                // The offended team (the kicking team on a receiving-team foul) takes the
                // penalty or the play: its answer is the decision (Option, §6.3).
                let taken = no_option || self.with_parts(|g, cs, _| {
                    let chooser = f.by.other();
                    let v = g.view(chooser);
                    cs[chooser].accept_penalty(&v, recv_ball(at), recv_ball(new_at))
                });
                taken.then_some((new_at.clamp(1, 99), None, t))
            }
            _ => None,
        }
    }

    fn draw_rn(&mut self) -> u8 {
        let mut trace = std::mem::take(&mut self.trace);
        let r = {
            let mut d = Draws::new(&mut self.src, &mut self.rng, &mut trace, 0);
            d.exempt(|d| d.rn())
        };
        self.trace = trace;
        r
    }

    // ---------------------------------------------------------------- tries

    fn try_play(&mut self, team: Side) -> Result<(), GameError> {
        let kicker = self.teams[team].team.kicker();
        let mut trace = std::mem::take(&mut self.trace);
        let good = {
            let mut d = Draws::new(&mut self.src, &mut self.rng, &mut trace, 0);
            kicker.is_some_and(|k| kick::extra_point(&mut d, self.teams[team].team.player(k)))
        };
        self.trace = trace;
        let mut rec = self.record(PlayKind::ExtraPoint, team);
        rec.player = kicker.map(|k| PlayerRef { side: team, idx: k });
        if good {
            rec.flags.set(PlayFlags::GOOD);
        }
        let o = Outcome::new(End::Try { points: good as u8 }, ClockCharge::flat(self.ed.timing.extra_point), rec);
        let text = self.lines.format(format_args!("extra point {}", if good { "good" } else { "no good" }));
        // It flipped a FAC: an "immediately preceding play" (4.6.2).
        self.push_recent(None);
        self.apply(o, None, text, true)
    }

    // ---------------------------------------------------------------- downs

    fn push_recent(&mut self, who: Option<(Side, Pid)>) {
        self.recent = [who, self.recent[0]];
    }

    fn direct(&mut self, side: Side, p: Pid) {
        self.push_recent(Some((side, p)));
        let ts = &mut self.teams[side];
        ts.directed_possession.push(p);
        ts.directed_quarter.push(p);
    }

    /// Without O1 a player plays out of position only when injuries leave no fit player of the
    /// position off the display (a lineman at guard with every guard hurt; a safety at
    /// cornerback): the rules cannot require a display that cannot be made. The out-of-position
    /// losses of O1 (§19) still apply to him.
    fn forced_out_of_position(&self, side: Side, od: &OffenseDisplay, dd: Option<&DefenseDisplay>) -> bool {
        let t = &self.teams[side].team;
        // A player off the display cannot come in while the team may not substitute: the offense
        // after a short play with the clock running (9.6), the defense under the No-Huddle while
        // the offense keeps its players (8.7). A man out of position then stays where he is (a
        // tackle at guard while the guard, fit again, waits).
        let locked = match dd {
            None => self.no_sub == Some(side),
            Some(_) => self.no_huddle == Some(side.other()) && !self.prev_stopped && self.last_offense[side.other()].is_some_and(|lo| lo.same_players(od)),
        };
        let free = |on: &dyn Fn(Pid) -> bool, fits: &dyn Fn(Pid) -> bool, g: Group| !locked && t.group(g).any(|q| self.available(side, q) && !on(q) && fits(q));
        match dd {
            None => {
                let on = |q: Pid| od.box_of(q).is_some();
                OffBox::LINE.iter().all(|b| match od.get(*b) {
                    Some(p) if t.player(p).group() == Group::OL && !crate::display::ol_fits(t.player(p).pos, *b) => !free(&on, &|q| crate::display::ol_fits(t.player(q).pos, *b), Group::OL),
                    _ => true,
                })
            }
            Some(d) => {
                let on = |q: Pid| d.box_of(q).is_some();
                d.players().all(|(b, p)| {
                    let pl = t.player(p);
                    if b.row() != 3 || pl.group() != Group::DB || crate::display::db_fits(pl.pos, b) {
                        return true;
                    }
                    !free(&on, &|q| crate::display::db_fits(t.player(q).pos, b), Group::DB)
                })
            }
        }
    }

    /// Checks a display and call of the offense; the reason it is refused.
    pub fn check_offense_choice(&self, off: Side, display: &OffenseDisplay, call: &OffenseCall) -> Result<(), crate::call::CallError> {
        let t = &self.teams[off].team;
        validate_offense(display, t, self.opts.out_of_position || self.forced_out_of_position(off, display, None))?;
        for (_, p) in display.occupied() {
            let ok = if t.player(p).group() == Group::QB { self.qb_allowed(off, p) } else { self.available(off, p) };
            if !ok {
                return Err(crate::call::CallError { section: if t.player(p).group() == Group::QB { "4.5" } else { "16.3" }, msg: format!("{} may not play now", t.player(p).name) });
            }
        }
        if self.no_sub == Some(off) {
            if let Some(last) = self.last_offense[off] {
                // 9.6 forbids a choice to substitute, not the forced replacement of a player who
                // may no longer play (hurt, or a B quarterback whose A is back, 4.5.2): only that
                // change is allowed.
                let fit = |p: Pid| if t.player(p).group() == Group::QB { self.qb_allowed(off, p) } else { self.available(off, p) };
                if !huddle_fac::display::keeps_players(display.occupied().map(|(_, p)| p), last.occupied().map(|(_, p)| p), fit) {
                    return Err(crate::call::CallError { section: "18", msg: "the last play used less than 30 seconds with the clock running: the offense may not substitute (9.6)".into() });
                }
            }
        }
        if self.opts.solitaire && matches!(call.play, OffPlay::Screen | OffPlay::Quick) && self.last_play[off] == Some(call.play) {
            return Err(crate::call::CallError { section: "20", msg: format!("solitaire: no two {} passes in succession (S3)", if call.play == OffPlay::Screen { "Screen" } else { "Quick" }) });
        }
        check_offense(call, display, t, &self.opts, &self.context(off))
    }

    /// Checks a display and call of the defense.
    pub fn check_defense_choice(&self, def: Side, display: &DefenseDisplay, call: &DefenseCall, off_display: &OffenseDisplay) -> Result<(), crate::call::CallError> {
        self.check_defense_display(def, display, off_display)?;
        let t = &self.teams[def].team;
        check_defense(call, display, t, &self.opts, &self.ed, off_display, &self.context(def.other()))
    }

    /// The defense's display against the offense's: formation (3.2), the hurt (16.3), the
    /// No-Huddle's substitutions (8.7).
    pub fn check_defense_display(&self, def: Side, display: &DefenseDisplay, off_display: &OffenseDisplay) -> Result<(), crate::call::CallError> {
        let t = &self.teams[def].team;
        validate_defense(display, t, self.opts.out_of_position || self.forced_out_of_position(def, off_display, Some(display)))?;
        for (_, p) in display.players() {
            if !self.available(def, p) {
                return Err(crate::call::CallError { section: "16.3", msg: format!("{} is hurt", t.player(p).name) });
            }
        }
        let off = def.other();
        if self.no_huddle == Some(off) && !self.prev_stopped {
            if let (Some(last), Some(lo)) = (self.last_defense[def], self.last_offense[off]) {
                if !last.same_players(display) && lo.same_players(off_display) {
                    return Err(crate::call::CallError { section: "15", msg: "under the No-Huddle the defense may substitute only when the offense does (8.7)".into() });
                }
            }
        }
        Ok(())
    }

    fn down(&mut self) -> Result<(), GameError> {
        let off = self.core.possession;
        let def = off.other();
        // 8.5.2: the punt after a penalty read off the punter's card is restaged; nobody calls.
        if let Some((team, los, coffin, pd)) = self.restage_punt.take() {
            if team == off && los == self.core.spot.yards() {
                return self.kick_punt(off, coffin, pd);
            }
        }
        let choice = self.with_parts(|g, cs, rng| cs[off].offense(&g.view(off), rng));
        match choice {
            OffenseChoice::AutomaticSafety if self.core.spot.yards() < self.ed.constants.automatic_safety_inside => {
                let rec = self.record(PlayKind::NoPlay, off);
                let o = Outcome::new(End::Possession { holder: off, at: 0, first_down: false }, ClockCharge::flat(self.ed.timing.automatic_safety), rec);
                return self.apply(o, None, "automatic safety".into(), true);
            }
            OffenseChoice::Grounding if self.no_huddle == Some(off) => return self.grounding(off),
            OffenseChoice::DelayOfGame if self.prev_max_time => return self.delay_request(off),
            OffenseChoice::Punt { coffin, fake } => return self.punt_play(off, coffin, fake && self.opts.fake_kicks),
            OffenseChoice::FieldGoal { fake } if self.fg_in_range() => return self.field_goal_play(off, fake && self.opts.fake_kicks),
            OffenseChoice::Play { display, call } if self.check_offense_choice(off, &display, &call).is_ok() => self.scrimmage(off, display, call),
            _ => {
                self.refused_calls += 1;
                let (display, call) = self.safe_offense(off);
                self.scrimmage(off, display, call)
            }
        }
        .map(|_| ())?;
        let _ = def;
        Ok(())
    }

    fn fg_in_range(&self) -> bool {
        let to_goal = self.core.spot.to_goal();
        let c = &self.ed.constants;
        if self.opts.fg_within_38 {
            to_goal <= c.fg_within
        } else {
            to_goal + c.fg_offset <= c.fg_max as i16
        }
    }

    /// A legal fallback call: a run by the best back of the base display.
    fn safe_offense(&self, off: Side) -> (OffenseDisplay, OffenseCall) {
        let t = &self.teams[off].team;
        let fit = |p: Pid| if t.player(p).group() == Group::QB { self.qb_allowed(off, p) } else { self.available(off, p) };
        let d = match (self.no_sub == Some(off), self.last_offense[off]) {
            // The last display only while all its players may still play (4.5, 9.6).
            (true, Some(l)) if l.occupied().all(|(_, p)| fit(p)) => l,
            _ => self.base_offense(off),
        };
        let ctx = self.context(off);
        let carrier = OffBox::BACKS.iter().copied().find(|b| d.get(*b).is_some_and(|p| t.player(p).rushing.is_some() && !ctx.tired.contains(p))).unwrap_or(OffBox::QB);
        (d, OffenseCall::new(OffPlay::InsideLeft, carrier))
    }

    fn safe_defense(&self, def: Side) -> DefenseChoice {
        let off = def.other();
        let display = if self.no_huddle == Some(off) && !self.prev_stopped { self.last_defense[def].unwrap_or_else(|| self.base_defense(def)) } else { self.base_defense(def) };
        DefenseChoice { display, call: DefenseCall::new(DefPlay::RunNoKey) }
    }

    /// The punting team's Delay of Game on itself (8.5.3): 5 yards back and the down replayed if
    /// the receiving team takes it.
    fn delay_request(&mut self, off: Side) -> Result<(), GameError> {
        let def = off.other();
        let take = self.with_parts(|g, cs, _| cs[def].accept_delay(&g.view(def)));
        let mut rec = self.record(PlayKind::NoPlay, off);
        let row = self.ed.penalty(14).clone();
        let spot = self.core.spot.yards();
        let yards = zres::half_distance(row.yards, spot);
        rec.penalty = Some(PenaltyRecord { against: off, yards, accepted: take, code: 14 });
        let gain = if take { -yards } else { 0 };
        let o = Outcome::new(End::Scrimmage { gain, effect: DownEffect::Replay }, ClockCharge::flat(self.ed.timing.movement_penalty), rec);
        // The request does not spend the right: the offense now punts (or plays).
        let keep = self.prev_max_time;
        self.apply(o, None, format!("the punting team asks for a Delay of Game: {}", if take { "accepted" } else { "declined" }), true)?;
        self.prev_max_time = keep && !take;
        Ok(())
    }

    /// Deliberate grounding (9.5): a down, no time, no FAC.
    fn grounding(&mut self, off: Side) -> Result<(), GameError> {
        let rec = self.record(PlayKind::Spike, off);
        if self.opts.spike_retimes_previous {
            // E-2: the previous play re-timed as a time-out play.
            let give = self.prev_seconds.saturating_sub(self.ed.timing.timeout);
            self.core.refund(give);
        }
        let o = Outcome::new(End::Scrimmage { gain: 0, effect: DownEffect::Normal }, ClockCharge::flat(self.ed.timing.grounding), rec);
        self.apply(o, None, "deliberate grounding".into(), false)
    }

    /// The solitaire defense (§20 S4): the Solitaire section of a new FAC, by situation.
    fn solitaire_defense(&mut self, def: Side, od: &OffenseDisplay, oc: &OffenseCall) -> DefenseChoice {
        use crate::fac::SolDefense;
        let g = &self.core;
        let to_goal = g.spot.to_goal();
        let to_go = g.to_go();
        let n = match (g.down(), to_go) {
            _ if to_goal <= 2 => 5,
            _ if (3..=5).contains(&to_goal) => 2,
            (Down::First, _) => 1,
            (Down::Second, t) if t <= 6 => 2,
            (Down::Second, _) => 3,
            (_, t) if t >= 7 => 4,
            _ => 5,
        };
        // S2: the coach sets the defense's display (checked as any display), then the FAC.
        let set = self.with_parts(|g, cs, _| cs[def].solitaire_display(&g.view(def), od));
        let set = match set {
            Some(d) if self.check_defense_display(def, &d, od).is_ok() => Some(d),
            Some(_) => {
                self.refused_calls += 1;
                None
            }
            None => None,
        };
        let mut trace = std::mem::take(&mut self.trace);
        let card = {
            let mut d = Draws::new(&mut self.src, &mut self.rng, &mut trace, 0);
            d.exempt(|d| d.card())
        };
        let sol = card.sol[n - 1];
        trace.push(Step::Solitaire(sol));
        self.trace = trace;
        let mut display = self.base_defense(def);
        if self.no_huddle == Some(def.other()) && !self.prev_stopped {
            if let Some(l) = self.last_defense[def] {
                display = l;
            }
        }
        if let Some(d) = set {
            display = d;
        }
        let inside_20 = to_goal <= 20;
        let (play, double) = match sol {
            SolDefense::RunNoKey => (DefPlay::RunNoKey, false),
            // "Run with Ball Carrier Keyed" (S4.3): whoever carries the ball, a quarterback or an
            // end on an End Around too (the two-player game's key cards name backs only; the
            // solitaire card names the carrier).
            SolDefense::RunBallCarrier => (DefPlay::RunKey(oc.involved), false),
            SolDefense::Pass => (DefPlay::Pass, false),
            SolDefense::Prevent if inside_20 => (DefPlay::Pass, false),
            SolDefense::Prevent => (DefPlay::Prevent, false),
            SolDefense::PassDouble => (DefPlay::Pass, true),
            SolDefense::PreventDouble if inside_20 => (DefPlay::Pass, true),
            SolDefense::PreventDouble => (DefPlay::Prevent, true),
            SolDefense::Blitz => (DefPlay::Blitz, false),
        };
        let mut call = DefenseCall::new(play);
        if play == DefPlay::Blitz {
            let row = self.ed.solitaire_blitz.iter().find(|r| r.pn.contains(card.pn)).cloned();
            let mut k = 0;
            let mut named: Vec<Pid> = Vec::new();
            if let Some(row) = row {
                for b in row.boxes {
                    if let Some(p) = display.in_box(b).next() {
                        named.push(p);
                    }
                }
                // An empty named box: another eligible player blitzes, one without a coverage
                // assignment first.
                let want = row_len(&self.ed, card.pn);
                let spare: Vec<Pid> = display.players().filter(|(b, p)| b.row() >= 2 && !named.contains(p)).map(|(_, p)| p).collect();
                for p in spare {
                    if named.len() >= want {
                        break;
                    }
                    named.push(p);
                }
            }
            for p in named.into_iter().take(5) {
                call.blitzers[k] = Some(p);
                k += 1;
            }
            if k == 0 {
                call = DefenseCall::new(DefPlay::Pass);
            }
        }
        if double && oc.play.is_qb_pass() {
            let cv = crate::call::Coverage { receiver: oc.involved, kind: crate::call::CoverKind::Double, helpers: [None; 2] };
            let guard = self.ed.coverage.get(&oc.involved).copied();
            let helper = display.players().filter(|(b, _)| b.row() >= 2 && Some(*b) != guard).map(|(_, p)| p).find(|p| {
                let b = display.box_of(*p);
                matches!(b, Some(DefBox::G | DefBox::I | DefBox::L))
            });
            if let Some(h) = helper {
                let mut cv = cv;
                cv.helpers[0] = Some(h);
                let mut c2 = call;
                c2.strategy = DefStrategy::Coverage([Some(cv), None, None]);
                if self.check_defense_choice(def, &display, &c2, od).is_ok() {
                    call = c2;
                }
            }
        }
        DefenseChoice { display, call }
    }

    /// A scrimmage play (run or pass) from the cards to the core.
    fn scrimmage(&mut self, off: Side, od: OffenseDisplay, oc: OffenseCall) -> Result<(), GameError> {
        let def = off.other();
        let dch = if self.opts.solitaire {
            self.solitaire_defense(def, &od, &oc)
        } else {
            let c = self.with_parts(|g, cs, rng| cs[def].defense(&g.view(def), &od, None, rng));
            if self.check_defense_choice(def, &c.display, &c.call, &od).is_ok() {
                c
            } else {
                self.refused_calls += 1;
                self.safe_defense(def)
            }
        };
        if dch.call.strategy == DefStrategy::BigPlay {
            self.teams[def].big_plays_left = self.teams[def].big_plays_left.saturating_sub(1);
            self.big_play_possession = Some(self.possession_no);
        }
        // The No-Huddle (8.7): declared on this play, it holds the defense's substitutions next.
        let offense_substituted = self.last_offense[off].is_none_or(|l| !l.same_players(&od));
        self.last_offense[off] = Some(od);
        self.last_defense[def] = Some(dch.display);
        let spot = self.core.spot.yards();
        // 8.3.3.1: the last two minutes of the game; an overtime half is played as the last half
        // of a game (9.8), so its second period's last two minutes.
        let q = self.core.clock.period.0;
        let last_two = (q == 4 || (q > 4 && self.half_ending_period())) && u32::from(self.core.clock.remaining) <= self.ed.constants.last_minutes_long_td_secs as u32;
        let ed = Arc::clone(&self.ed);
        let opts = self.opts.clone();
        let mut trace = std::mem::take(&mut self.trace);
        let (r, z, z_first, zr, extra) = {
            let sc = Scrimmage { ed: &ed, opts: &opts, off: &self.teams[off].team, def: &self.teams[def].team, od: &od, dd: &dch.display, oc: &oc, dc: &dch.call, spot, last_two_minutes: last_two };
            let mut d = Draws::new(&mut self.src, &mut self.rng, &mut trace, ed.deck.z_window);
            if oc.strategy == OffStrategy::Flop {
                d.exempt = true;
            }
            let r = sc.resolve(&mut d);
            let zr = if d.z { Some(d.z_result()) } else { None };
            // Readings the Z result may need: the spot of pass interference (as the Point of
            // Interception), the injury's length, the fumble check — all flipped with Z cards
            // ignored, and only when the result needs them (one card a reading, §5): the spot
            // only for a defensive pass interference on a pass it fits.
            let dpi = |codes: &[Option<crate::fac::PenCode>; 4]| {
                let cat = if matches!(oc.play, OffPlay::Short | OffPlay::Long) { Category::ShortLong } else { Category::RunQuickScreen };
                zres::foul(&ed, codes, cat, off).is_some_and(|f| f.row.enforce == Enforce::PassInterference && f.by == def && oc.play.is_qb_pass())
            };
            let extra = match zr {
                Some(ZResult::Penalty(codes)) if dpi(&codes) => {
                    let rn = d.exempt(|d| d.rn()) as i16;
                    Some(match oc.play {
                        OffPlay::Quick => rn,
                        OffPlay::Short => 2 * rn,
                        _ => 4 * rn,
                    })
                }
                _ => None,
            };
            (r, d.z, d.z_first, zr, extra)
        };
        self.trace = trace;
        let _ = z;
        if oc.no_huddle {
            self.no_huddle = Some(off);
        } else if self.no_huddle == Some(off) && offense_substituted {
            self.no_huddle = None;
        }
        // Endurance: the play was directed at the carrier or the pass's actual target (E-14);
        // a Flop flips no FAC and does not count (4.6).
        if oc.strategy != OffStrategy::Flop {
            let who = r.target.and_then(|t| od.get(t)).or(r.carrier);
            match who {
                Some(p) if oc.involved != OffBox::QB || oc.play.is_run() => self.direct(off, p),
                _ => self.push_recent(None),
            }
        }
        if oc.play == OffPlay::EndAround {
            if let Some(p) = od.get(oc.involved) {
                self.teams[off].er_used.push(p);
            }
        }
        self.last_play[off] = Some(oc.play);
        self.finish_scrimmage(off, &od, &oc, &dch, r, zr, z_first, extra)
    }

    /// Z results, penalty options, the clock and the core for a resolved scrimmage play.
    #[allow(clippy::too_many_arguments)]
    fn finish_scrimmage(&mut self, off: Side, od: &OffenseDisplay, oc: &OffenseCall, dch: &DefenseChoice, r: PlayResult, zr: Option<ZResult>, z_first: bool, pi_spot: Option<i16>) -> Result<(), GameError> {
        let def = off.other();
        let spot = self.core.spot.yards();
        let to_goal = 100 - spot;
        let mut rec = self.record(
            match r.kind {
                Kind::Rush => PlayKind::Rush,
                Kind::Pass => PlayKind::Pass,
                Kind::Sack => PlayKind::Sack,
                Kind::Scramble => PlayKind::Scramble,
                Kind::Flop => PlayKind::Kneel,
            },
            off,
        );
        let pref = |side: Side, p: Pid| PlayerRef { side, idx: p };
        rec.passer = r.passer.map(|p| pref(off, p));
        rec.player = match r.kind {
            Kind::Pass => r.target.and_then(|t| od.get(t)).map(|p| pref(off, p)),
            Kind::Sack => None,
            _ => r.carrier.map(|p| pref(off, p)),
        };
        let mut text = self.describe(off, oc, &dch.call, &r);
        // The play's own result.
        let mut end = match r.end {
            PlayEnd::Gain => {
                if r.kind == Kind::Pass {
                    rec.flags.set(PlayFlags::COMPLETE);
                }
                rec.yards = r.gain.min(to_goal);
                if spot + r.gain >= 100 {
                    rec.flags.set(PlayFlags::TOUCHDOWN);
                }
                if r.ob {
                    rec.flags.set(PlayFlags::OUT_OF_BOUNDS);
                }
                End::Scrimmage { gain: r.gain, effect: DownEffect::Normal }
            }
            PlayEnd::Incomplete => End::Scrimmage { gain: 0, effect: DownEffect::Normal },
            PlayEnd::Interception { by, pi, ret } => {
                rec.flags.set(PlayFlags::INTERCEPTED);
                rec.defender = Some(pref(def, by));
                match ret {
                    None => {
                        rec.flags.set(PlayFlags::TOUCHBACK);
                        End::Possession { holder: def, at: 0, first_down: true }
                    }
                    Some(ret) => {
                        let caught = 100 - (spot + pi);
                        let at = match ret {
                            crate::tables::IntReturn::Touchdown => 100,
                            crate::tables::IntReturn::Yards(y) => caught + y,
                        };
                        rec.return_yards = at.min(100) - caught;
                        if at >= 100 {
                            rec.flags.set(PlayFlags::RETURN_TD);
                        }
                        End::Possession { holder: def, at, first_down: true }
                    }
                }
            }
        };
        // O5 Measurements: a result exactly on the line to gain, the goal line or the offense's
        // own goal line is measured with the next RN: even made, odd just short.
        let short = self.measured_short.take().filter(|(s, _)| *s == off);
        if r.end != PlayEnd::Gain {
            // An incomplete pass is no yardage result: nothing is measured, the ball stays where
            // it was, just short when it was so (the next yardage result is measured again).
            if matches!(end, End::Scrimmage { .. }) {
                self.measured_short = short;
            }
        } else if let End::Scrimmage { gain, effect } = end {
            // The ball was just short of `from` (the core holds it a yard back).
            let from = short.map(|(_, s)| s).unwrap_or(spot);
            let true_at = from + gain;
            let core_gain = true_at - spot;
            let line = self.core.downs.line_to_gain as i16;
            let exact = true_at == line || true_at == 100 || true_at == 0;
            if self.opts.measurements && exact && r.kind != Kind::Flop {
                let rn = self.draw_rn();
                if rn.is_multiple_of(2) {
                    text.push_str(", measured: made");
                    end = End::Scrimmage { gain: core_gain, effect };
                } else {
                    text.push_str(", measured: just short");
                    // A safety measured short leaves the ball inches out of the end zone.
                    let held = if true_at == 0 { 1 } else { true_at - 1 };
                    end = End::Scrimmage { gain: held - spot, effect };
                    if true_at != 0 {
                        self.measured_short = Some((off, true_at));
                    }
                    rec.flags.clear(PlayFlags::TOUCHDOWN);
                    rec.yards = rec.yards.min(held - spot);
                }
            } else {
                end = End::Scrimmage { gain: core_gain, effect };
            }
        }
        let scored = matches!(end, End::Scrimmage { gain, .. } if spot + gain >= 100) || matches!(end, End::Possession { at, holder, .. } if at >= 100 && holder == def);
        let qb_pass = oc.play.is_qb_pass();
        let incomplete = r.end == PlayEnd::Incomplete && r.kind == Kind::Pass;
        let mut time = match (r.end, r.kind) {
            (PlayEnd::Interception { .. }, _) => TimeKind::Fixed(self.ed.timing.possession_change),
            _ if scored => TimeKind::Fixed(self.ed.timing.touchdown),
            (PlayEnd::Incomplete, _) => TimeKind::Row(self.timing_row(|t| t.incomplete), true),
            _ if r.ob => TimeKind::Row(self.timing_row(|t| t.out_of_bounds), true),
            (_, Kind::Pass) => TimeKind::Row(self.timing_row(|t| t.complete), false),
            _ => TimeKind::Row(self.timing_row(|t| t.run), false),
        };
        let mut stopped = matches!(time, TimeKind::Fixed(_)) || (self.final_minutes() && matches!(time, TimeKind::Row(row, true) if row.final_mins.is_some()));
        let mut extend = false;
        match zr {
            Some(ZResult::Penalty(codes)) => {
                let cat = if matches!(oc.play, OffPlay::Short | OffPlay::Long) { Category::ShortLong } else { Category::RunQuickScreen };
                let f = zres::foul(&self.ed, &codes, cat, off);
                // Pass interference needs a pass in the air: not a Pass Rush's sack or scramble.
                let thrown = qb_pass && r.kind == Kind::Pass;
                if let Some(f) = f.filter(|f| zres::fits_scrimmage(f, off, thrown, incomplete)) {
                    // The holding safety applies on any pass play, the Screen included (§16.2).
                    let pass_play = qb_pass || oc.play == OffPlay::Screen;
                    if let Some((pen_end, effect_text, option)) = self.scrimmage_penalty(&f, off, spot, &end, &r, pass_play, pi_spot) {
                        let take = if !option {
                            true
                        } else {
                            let chooser = f.by.other();
                            let alt = |e: &End| -> Alternative { alternative(off, spot, e, self.core.downs.line_to_gain as i16, self.core.down()) };
                            let (pa, pb) = (alt(&end), alt(&pen_end));
                            self.with_parts(|g, cs, _| cs[chooser].accept_penalty(&g.view(chooser), pa, pb))
                        };
                        let yards = match (&pen_end, &end) {
                            (End::Scrimmage { gain, .. }, _) => (*gain - if matches!(f.row.enforce, Enforce::PersonalFoul) && f.by == def { r.gain.max(0) } else { 0 }).abs(),
                            _ => f.row.yards,
                        };
                        rec.penalty = Some(PenaltyRecord { against: f.by, yards, accepted: take, code: f.n as u16 });
                        if take {
                            let _ = write!(text, "; {} on the {}{}", f.name(), if f.by == off { "offense" } else { "defense" }, effect_text);
                            // A replayed down cancels the play's statistics.
                            if matches!(pen_end, End::Scrimmage { effect: DownEffect::Replay | DownEffect::FirstDown, .. }) && !matches!(f.row.enforce, Enforce::PersonalFoul) {
                                let pen = rec.penalty;
                                rec = self.record(PlayKind::NoPlay, off);
                                rec.penalty = pen;
                            }
                            end = pen_end;
                            time = if f.n == 2 {
                                TimeKind::Fixed(self.ed.timing.movement_penalty)
                            } else {
                                // The Final Minutes' value applies to penalties on the defense
                                // (E-28).
                                TimeKind::Row(self.timing_row(|t| t.penalty), f.by == def)
                            };
                            stopped = true;
                            // A half cannot end on a defensive penalty (9.7): the offense gets its
                            // extra down — not the interceptors after their own foul.
                            extend = f.by == def && matches!(end, End::Scrimmage { .. });
                        } else {
                            let _ = write!(text, "; {} on the {}, declined", f.name(), if f.by == off { "offense" } else { "defense" });
                        }
                    }
                }
            }
            Some(ZResult::Injury(who)) => {
                let bc = match r.kind {
                    Kind::Pass if z_first => od.get(OffBox::QB),
                    Kind::Pass => r.target.and_then(|t| od.get(t)),
                    Kind::Sack | Kind::Scramble => od.get(OffBox::QB),
                    _ => r.carrier,
                };
                if self.injure(off, od, &dch.display, who, bc, &mut text).is_some() {
                    rec.flags.set(PlayFlags::INJURY);
                    // "Play with Injury" — unless the play has a fixed row of its own (a
                    // touchdown, a change of possession), which takes no more time.
                    if !matches!(time, TimeKind::Fixed(_)) {
                        time = TimeKind::Row(self.timing_row(|t| t.injury), true);
                    }
                    stopped = true;
                }
            }
            Some(z @ (ZResult::Fumble | ZResult::FumbleS)) => {
                // Fumbles need a ball carrier who kept the ball short of a score; never on a
                // Flop, an incompletion or an interception (§16.4). A safety is a score too
                // (§16.4 step 5: no fumble on scoring plays).
                let in_field = matches!(end, End::Scrimmage { gain, .. } if spot + gain > 0);
                if let (End::Scrimmage { gain, .. }, false, true) = (end, scored, r.end == PlayEnd::Gain && r.kind != Kind::Flop && in_field) {
                    let bc = if matches!(r.kind, Kind::Sack | Kind::Scramble) { od.get(OffBox::QB) } else { r.carrier };
                    if bc.is_some() {
                        let range = self.teams[off].team.fumble_range;
                        let adj = self.teams[def].team.def_fumble_adj;
                        let home = off == self.home;
                        let mut trace = std::mem::take(&mut self.trace);
                        let lost = {
                            let mut d = Draws::new(&mut self.src, &mut self.rng, &mut trace, 0);
                            zres::fumble_lost(z, range, adj, home, &mut d)
                        };
                        self.trace = trace;
                        if let Some(lost) = lost {
                            rec.flags.set(PlayFlags::FUMBLE);
                            if lost {
                                rec.flags.set(PlayFlags::FUMBLE_LOST);
                                // Recovered at the exact spot (§16.4 step 3).
                                end = End::Possession { holder: def, at: 100 - (spot + gain), first_down: true };
                                time = TimeKind::Fixed(self.ed.timing.possession_change);
                                stopped = true;
                                text.push_str(", fumble lost");
                            } else {
                                text.push_str(", fumble recovered by the offense");
                            }
                        }
                    }
                }
            }
            _ => {}
        }
        // Offensive holding on a pass play from inside the own 5 is a safety (§16.2 step 6).
        self.warning_min = false;
        let seconds = self.play_seconds(off, time, oc.two_minute);
        self.pending_max_time = matches!(time, TimeKind::Row(row, _) if seconds >= row.max);
        // 9.6: a play that leaves the clock running under 30 seconds forbids a substitution.
        self.no_sub = if !stopped && matches!(time, TimeKind::Row(..)) && seconds < self.ed.timing.substitution_min { Some(off) } else { None };
        self.pending_play_seconds = Some(seconds);
        let timeout = self.timeout_after();
        self.pending_play_seconds = None;
        let with_timeout = seconds.min(self.ed.timing.timeout);
        let mut o = Outcome::new(end, ClockCharge::new(seconds, with_timeout), rec);
        // No half may end on a defensive foul (§18 step 9): a quarter that ends no half (the
        // first, the third) ends as its clock runs out.
        o.extend_period = extend && self.half_ending_period();
        let charged = if timeout.is_some() { with_timeout } else { seconds };
        // The warning play is the one that would cross 2:00 with the time the offense chose (it
        // is then given the Min, which may stop short of 2:00), or that crosses it as charged.
        let warning = std::mem::take(&mut self.warning_min) || (self.warning_period() && self.core.clock.remaining > 120 && self.core.clock.remaining.saturating_sub(charged) <= 120);
        // A time-out or the two-minute warning stops the clock: the offense may substitute next
        // play whatever time this one used (9.6 binds only while the clock runs).
        if timeout.is_some() || warning {
            self.no_sub = None;
        }
        if warning {
            text.push_str("; two-minute warning");
        }
        self.apply(o, timeout, text, stopped || warning)
    }

    /// The enforcement of a scrimmage penalty (§6.3, §16.2): the end it gives, its words,
    /// and whether the offended team has the option.
    #[allow(clippy::too_many_arguments)]
    fn scrimmage_penalty(&mut self, f: &Foul, off: Side, spot: i16, play: &End, r: &PlayResult, pass_play: bool, pi_spot: Option<i16>) -> Option<(End, Enforced, bool)> {
        let def = off.other();
        let on_off = f.by == off;
        let y = f.row.yards;
        let back = |yards: i16| -> i16 { -zres::half_distance(yards, spot) };
        let fwd = |yards: i16| -> i16 { zres::half_distance(yards, 100 - spot) };
        let c = &self.ed.constants;
        Some(match f.row.enforce {
            Enforce::Los => {
                let g = if on_off { back(y) } else { fwd(y) };
                (End::Scrimmage { gain: g, effect: DownEffect::Replay }, Enforced::Yards(g.abs()), f.row.option)
            }
            Enforce::PersonalFoul if on_off => (End::Scrimmage { gain: back(y), effect: DownEffect::Replay }, Enforced::FromTheLine(back(y).abs()), true),
            Enforce::PersonalFoul => match play {
                // On the defense: no option, from where the play ended; the down counts.
                End::Scrimmage { gain, .. } => {
                    let at = spot + gain;
                    if at >= 100 {
                        return None;
                    }
                    let extra = zres::half_distance(y, 100 - at);
                    (End::Scrimmage { gain: gain + extra, effect: DownEffect::Normal }, Enforced::More(extra), false)
                }
                End::Possession { holder, at, first_down } if *holder == def && *at < 100 && *at > 0 => {
                    // The interceptors fouled: from the end of their return.
                    let back = zres::half_distance(y, *at);
                    (End::Possession { holder: *holder, at: at - back, first_down: *first_down }, Enforced::FromTheReturn(back), false)
                }
                _ => return None,
            },
            Enforce::Holding if on_off => {
                if pass_play && spot < c.holding_safety_inside {
                    return Some((End::Possession { holder: off, at: 0, first_down: false }, Enforced::Safety, true));
                }
                (End::Scrimmage { gain: back(y), effect: DownEffect::Replay }, Enforced::Yards(back(y).abs()), true)
            }
            Enforce::Holding => {
                let g = fwd(f.row.defense_yards.unwrap_or(y));
                (End::Scrimmage { gain: g, effect: DownEffect::FirstDown }, Enforced::FirstDown(g), true)
            }
            Enforce::PassInterference if on_off => match play {
                // #8 "down and play count" (as #5's): the play's yards stand and the 15 are marked
                // from where it ended, in the field; the down counts.
                End::Scrimmage { gain, .. } if (1..100).contains(&(spot + gain)) => {
                    let b = zres::half_distance(y, spot + gain);
                    (End::Scrimmage { gain: gain - b, effect: DownEffect::Normal }, Enforced::FromTheEnd(b), true)
                }
                _ => (End::Scrimmage { gain: back(y), effect: DownEffect::Normal }, Enforced::LossOfDown(back(y).abs()), true),
            },
            Enforce::PassInterference => {
                // A first down at the spot of the foul; in the end zone, first and goal at the 1.
                let pi = pi_spot.unwrap_or(0).max(1);
                let at = (spot + pi).min(99);
                (End::Scrimmage { gain: at - spot, effect: DownEffect::FirstDown }, Enforced::AtTheSpot(at - spot), true)
            }
            Enforce::Grounding => {
                let _ = r;
                (End::Scrimmage { gain: back(y), effect: DownEffect::Normal }, Enforced::LossOfDown(back(y).abs()), false)
            }
            _ => return None,
        })
    }

    /// An injury from a Z result (§16.3): who, whether it is ignored, and how long; the
    /// play-by-play's words for it are added to `text`. None: nobody is hurt.
    fn injure(&mut self, off: Side, od: &OffenseDisplay, dd: &DefenseDisplay, who: crate::fac::InjuryWho, bc: Option<Pid>, text: &mut String) -> Option<()> {
        let mut trace = std::mem::take(&mut self.trace);
        let (hurt, len) = {
            let mut d = Draws::new(&mut self.src, &mut self.rng, &mut trace, 0);
            match d.exempt(|d| zres::injured(who, off, od, dd, bc, d)) {
                None => (None, None),
                Some(h) => {
                    let len = zres::injury_length(&self.ed, &mut d);
                    (Some(h), Some(len))
                }
            }
        };
        self.trace = trace;
        let (side, p) = hurt?;
        let len = len?;
        let t = &self.teams[side].team;
        // The last quarterback cannot be hurt (4.5); nor, by the same token, a lineman the team
        // needs for the five its display must hold (3.1): no legal display would be left.
        let others = |g: Group| t.group(g).filter(|q| *q != p && self.available(side, *q)).count();
        match t.player(p).group() {
            Group::QB if others(Group::QB) == 0 => return None,
            Group::OL if others(Group::OL) < OffBox::LINE.len() => return None,
            _ => {}
        }
        // A position that lost a starter: while his replacement plays there, ignore (§6.2).
        let pos = if side == off { od.box_of(p).map(OffOrDef::Off) } else { dd.box_of(p).map(OffOrDef::Def) };
        if let Some(pos) = pos {
            if self.teams[side].lost_starter.iter().any(|(b, _)| *b == pos) {
                return None;
            }
        }
        let until = match len {
            InjuryLength::Plays(n) => Until::Play(self.plays + 1 + n as u32),
            InjuryLength::RestOfQuarter => Until::EndOfPeriod(self.core.clock.period.0),
            InjuryLength::RestOfGame => Until::EndOfGame { extra: 0 },
            InjuryLength::Games(n) => Until::EndOfGame { extra: n },
            InjuryLength::RestOfSeason => Until::EndOfGame { extra: 255 },
        };
        let ts = &mut self.teams[side];
        ts.out.push(Out { pid: p, until });
        // Only a starter's loss (a player of the Lineup Card) makes his position immune.
        let starter = if side == off { ts.lineup_offense.box_of(p).is_some() } else { ts.lineup_defense.box_of(p).is_some() };
        if let (Some(pos), true) = (pos, starter) {
            ts.lost_starter.push((pos, p));
        }
        let _ = write!(text, "; {} hurt (", self.teams[side].team.player(p).name);
        let _ = match len {
            InjuryLength::Plays(n) => write!(text, "{n} plays"),
            InjuryLength::RestOfQuarter => write!(text, "the rest of the quarter"),
            InjuryLength::RestOfGame => write!(text, "the rest of the game"),
            InjuryLength::Games(n) => write!(text, "the game and {n} more"),
            InjuryLength::RestOfSeason => write!(text, "the season"),
        };
        text.push(')');
        Some(())
    }

    /// The lasting injuries of the game: side, player id, games still to miss.
    pub fn lasting_injuries(&self) -> Vec<(Side, String, u8)> {
        let mut v = Vec::new();
        for s in Side::BOTH {
            for o in &self.teams[s].out {
                if let Until::EndOfGame { extra } = o.until {
                    if extra > 0 {
                        v.push((s, self.teams[s].team.player(o.pid).id.clone(), extra));
                    }
                }
            }
        }
        v
    }

    /// The play's line of the play-by-play, written into one buffer (no piece is built apart).
    /// The play's line, written into the buffer kept for it (`line`).
    fn describe(&mut self, off: Side, oc: &OffenseCall, dc: &DefenseCall, r: &PlayResult) -> String {
        let mut s = self.lines.take();
        self.describe_into(&mut s, off, oc, dc, r);
        s
    }

    fn describe_into(&self, s: &mut String, off: Side, oc: &OffenseCall, dc: &DefenseCall, r: &PlayResult) {
        let t = &self.teams[off].team;
        let name = |p: Option<Pid>| p.map_or("nobody", |p| t.player(p).name.as_str());
        // Writing into a String cannot fail.
        let _ = write!(s, "{} {}", oc.play.code(), oc.involved);
        s.push_str(match oc.strategy {
            OffStrategy::None => "",
            OffStrategy::Flop => " flop",
            OffStrategy::Sneak => " sneak",
            OffStrategy::Draw => " draw",
            OffStrategy::PlayAction => " play action",
        });
        s.push_str(" vs ");
        match dc.play {
            DefPlay::RunKey(b) => {
                let _ = write!(s, "Run Defense key {b}");
            }
            DefPlay::RunNoKey => s.push_str("Run Defense no key"),
            DefPlay::Pass => s.push_str("Pass Defense"),
            DefPlay::Prevent => s.push_str("Prevent"),
            DefPlay::Blitz => s.push_str("Pass Blitz"),
        }
        s.push_str(match dc.strategy {
            DefStrategy::BigPlay => ", Big Play",
            DefStrategy::Coverage(_) => ", multiple coverage",
            DefStrategy::None => "",
        });
        s.push_str(": ");
        let ob = if r.ob { ", out of bounds" } else { "" };
        let _ = match (r.kind, r.end) {
            (Kind::Flop, _) => write!(s, "quarterback flop, -1"),
            (Kind::Sack, _) => write!(s, "{} sacked for {}", name(r.passer), r.gain),
            (Kind::Scramble, _) => write!(s, "{} scrambles for {}", name(r.carrier), r.gain),
            (Kind::Rush, _) => write!(s, "{} runs for {}{ob}", name(r.carrier), r.gain),
            (Kind::Pass, PlayEnd::Gain) => write!(s, "pass to {} complete for {}{ob}", name(r.target.and_then(|b| self.last_offense[off].and_then(|d| d.get(b)))), r.gain),
            (Kind::Pass, PlayEnd::Incomplete) => write!(s, "pass incomplete"),
            (Kind::Pass, PlayEnd::Interception { by, .. }) => write!(s, "intercepted by {}", self.teams[off.other()].team.player(by).name),
        };
        if r.big_play {
            s.push_str(" (Big Play)");
        }
    }

    // ---------------------------------------------------------------- punts and field goals

    fn punt_play(&mut self, off: Side, coffin: Option<u8>, fake: bool) -> Result<(), GameError> {
        let def = off.other();
        let pd = self.with_parts(|g, cs, rng| cs[def].punt_defense(&g.view(def), rng));
        let pd = PuntDefense { all_out_rush: pd.all_out_rush, suspect_fake: pd.suspect_fake && self.opts.fake_kicks };
        let coffin = coffin.map(|c| c.clamp(self.ed.constants.coffin_corner_min, self.ed.constants.coffin_corner_max));
        if fake {
            return self.fake_kick(off, false, pd.suspect_fake);
        }
        self.kick_punt(off, coffin, pd)
    }

    /// The punt kicked, with the punt defense already set (8.5): a first punt or one restaged
    /// after a penalty off the punter's card (8.5.2).
    fn kick_punt(&mut self, off: Side, coffin: Option<u8>, pd: PuntDefense) -> Result<(), GameError> {
        let def = off.other();
        let los = self.core.spot.yards();
        let Some(punter) = self.teams[off].team.punter() else {
            let (d, c) = self.safe_offense(off);
            return self.scrimmage(off, d, c);
        };
        let ed = Arc::clone(&self.ed);
        let fit = self.fit(def);
        let mut trace = std::mem::take(&mut self.trace);
        let (res, zr) = {
            let mut d = Draws::new(&mut self.src, &mut self.rng, &mut trace, ed.deck.z_window);
            let r = kick::punt(&ed, &mut d, &self.teams[off].team, punter, &self.teams[def].team, los, coffin, pd, &|p| fit.contains(p));
            let zr = if d.z { Some(d.z_result()) } else { None };
            (r, zr)
        };
        self.trace = trace;
        self.push_recent(None);
        // The all-out rush's roughing the kicker is a penalty on the defense: its row's time.
        // The return team's offside (8.5.2, an odd RN) too: the Play with Penalty row, the
        // Final Minutes' time; the kicking team's movement is the Movement Penalty row (0 s).
        let roughing_secs = if matches!(res, PuntResult::Roughing | PuntResult::Penalty { on_kicking_team: false }) { self.play_seconds(off, TimeKind::Row(self.timing_row(|t| t.penalty), true), false) } else { 0 };
        let mut rec = self.record(PlayKind::Punt, off);
        rec.player = Some(PlayerRef { side: off, idx: punter });
        let c = &self.ed.constants;
        let secs = self.ed.timing.punt_or_return;
        let ret_from = match res {
            PuntResult::Return { landed, .. } => Some(landed),
            _ => None,
        };
        let mut extend = false;
        let (mut end, mut text, mut time) = match res {
            PuntResult::Blocked { at } => {
                rec.flags.set(PlayFlags::BLOCKED);
                (End::Possession { holder: def, at: 100 - at, first_down: true }, "punt blocked".to_string(), secs)
            }
            PuntResult::Penalty { on_kicking_team } => {
                // Automatic, cannot be refused (8.5.2).
                let y = c.punt_penalty_yards;
                let (gain, effect) = if on_kicking_team { (-zres::half_distance(y, los), DownEffect::Replay) } else { (zres::half_distance(y, 100 - los), DownEffect::Replay) };
                rec = self.record(PlayKind::NoPlay, off);
                rec.penalty = Some(PenaltyRecord { against: if on_kicking_team { off } else { def }, yards: y, accepted: true, code: if on_kicking_team { 2 } else { 1 } });
                // A foul on the return team is a defensive foul: no half ends on it (9.7).
                extend = !on_kicking_team;
                (End::Scrimmage { gain, effect }, format!("punt: {} on the {}", if on_kicking_team { "movement" } else { "offside" }, if on_kicking_team { "kicking team" } else { "return team" }), if on_kicking_team { self.ed.timing.movement_penalty } else { roughing_secs })
            }
            PuntResult::Roughing => {
                rec = self.record(PlayKind::NoPlay, off);
                let g = zres::half_distance(c.roughing_kicker_yards, 100 - los);
                rec.penalty = Some(PenaltyRecord { against: def, yards: g, accepted: true, code: 12 });
                // A defensive penalty: the Final Minutes' time (E-28) and no half ends on it (9.7).
                extend = true;
                (End::Scrimmage { gain: g, effect: DownEffect::FirstDown }, "punt: roughing the kicker, first down".to_string(), roughing_secs)
            }
            PuntResult::Touchback { yards } => {
                rec.yards = yards;
                rec.flags.set(PlayFlags::TOUCHBACK);
                (End::Possession { holder: def, at: 0, first_down: true }, self.lines.format(format_args!("punt {yards} yards, touchback")), secs)
            }
            PuntResult::Downed { yards, at, fair_catch } => {
                rec.yards = yards;
                if fair_catch {
                    rec.flags.set(PlayFlags::FAIR_CATCH);
                }
                (End::Possession { holder: def, at, first_down: true }, self.lines.format(format_args!("punt {yards} yards, {}", if fair_catch { "fair catch" } else { "out of bounds" })), secs)
            }
            PuntResult::Return { yards, returner, landed, at, fumble, .. } => {
                rec.yards = yards;
                rec.returner = Some(PlayerRef { side: def, idx: returner });
                rec.return_yards = at.min(100) - landed;
                let mut text = self.lines.take();
                let _ = write!(text, "punt {yards} yards, {} returns {}", self.teams[def].team.player(returner).name, at.min(100) - landed);
                let mut holder = def;
                let mut at = at;
                let lost = self.return_fumble(def, fumble || matches!(zr, Some(ZResult::Fumble | ZResult::FumbleS)), zr, &mut rec);
                if at < 100 && lost == Some(true) {
                    holder = off;
                    at = 100 - at;
                    text.push_str(", fumbled and lost");
                }
                // Returned backward into his own end zone by the returner: a safety (§17).
                if at <= 0 && holder == def {
                    rec.flags.set(PlayFlags::SAFETY);
                    text.push_str(", downed in the end zone: a safety");
                }
                if at >= 100 && holder == def {
                    rec.flags.set(PlayFlags::RETURN_TD);
                }
                (End::Possession { holder, at, first_down: true }, text, secs)
            }
        };
        // Z-card penalties of category #3 on the punt and its return.
        if let (Some(ZResult::Penalty(codes)), End::Possession { holder, at, .. }) = (zr, end) {
            let f = zres::foul(&self.ed, &codes, Category::FieldGoalPunt, off);
            // A touchback's foul is marked from the touchback spot, not the goal line.
            let at = if holder == def && at <= 0 { self.core.rules.touchback_at as i16 } else { at };
            if let Some((f, (e, t, tm))) = f.and_then(|f| self.kick_penalty(&f, off, los, holder, at, ret_from).map(|r| (f, r))) {
                rec.penalty = Some(PenaltyRecord { against: f.by, yards: f.row.yards, accepted: true, code: f.n as u16 });
                if matches!(e, End::Scrimmage { .. }) {
                    let pen = rec.penalty;
                    rec = self.record(PlayKind::NoPlay, off);
                    rec.penalty = pen;
                    // The receiving team's foul gave the kicking team its down again (9.7).
                    extend = f.by == def;
                }
                if matches!(e, End::Possession { at, .. } if at < 100) {
                    rec.flags.clear(PlayFlags::RETURN_TD);
                }
                end = e;
                text.push_str(&t);
                time = tm;
            }
        }
        let restage = matches!(res, PuntResult::Penalty { .. }) && matches!(end, End::Scrimmage { .. });
        let mut o = Outcome::new(end, ClockCharge::flat(time), rec);
        // No half may end on a defensive foul (§18 step 9): a quarter that ends no half (the
        // first, the third) ends as its clock runs out.
        o.extend_period = extend && self.half_ending_period();
        let down = self.core.down();
        self.apply(o, None, text, true)?;
        // 8.5.2: "The punt is then restaged … unless a defensive penalty gives the offense a
        // first down" (or the half ended on the kicking team's foul).
        if restage && self.core.phase == Phase::Scrimmage && self.core.possession == off && self.core.down() == down {
            self.restage_punt = Some((off, self.core.spot.yards(), coffin, pd));
        }
        Ok(())
    }

    /// A category #3 penalty on a punt or field goal (§16.2): the end it gives, the text and the
    /// time; None when the offended team takes the play or the penalty does not fit.
    fn kick_penalty(&mut self, f: &Foul, kicking: Side, los: i16, holder: Side, at: i16, ret_from: Option<i16>) -> Option<(End, String, u16)> {
        let recv = kicking.other();
        let y = f.row.yards;
        // A replayed kick takes the "Play with Penalty" row (the Final Minutes' value for the
        // receiving team's fouls, E-28), a Movement penalty none (as on scrimmage plays).
        let pen_kind = if f.n == 2 { TimeKind::Fixed(self.ed.timing.movement_penalty) } else { TimeKind::Row(self.timing_row(|t| t.penalty), f.by == recv) };
        let offered = |g: &Self, cs: &mut PerSide<Box<dyn Coach>>, chooser: Side, play_keep: bool, play_spot: i16, pen_spot: i16, pen_first: bool| -> bool {
            let v = g.view(chooser);
            // A good field goal is the kicking team's ball at the 100: its points (§16.2).
            let play = Alternative { offense_keeps: play_keep, offense_scores: play_keep && play_spot >= 100, spot: play_spot, first_down: play_keep, replay: false };
            let pen = Alternative { offense_keeps: true, offense_scores: false, spot: pen_spot, first_down: pen_first, replay: true };
            cs[chooser].accept_penalty(&v, play, pen)
        };
        match f.row.enforce {
            // Before the snap: the kick is replayed from 5 yards back or up.
            Enforce::Los | Enforce::RunningIntoKicker | Enforce::RoughingKicker => {
                let on_kicking = f.by == kicking;
                if on_kicking && f.row.enforce != Enforce::Los {
                    return None;
                }
                let yards = if f.row.enforce == Enforce::RoughingKicker { self.ed.constants.roughing_kicker_yards } else { y };
                let gain = if on_kicking { -zres::half_distance(yards, los) } else { zres::half_distance(yards, 100 - los) };
                let first = f.row.enforce == Enforce::RoughingKicker;
                let take = !f.row.option || self.with_parts(|g, cs, _| {
                    let play_spot = if holder == kicking { at } else { 100 - at };
                    if on_kicking {
                        // The receiving team, the offended team, decides (Option, §6.3): its
                        // answer is the decision.
                        offered(g, cs, recv, holder == kicking, play_spot, los + gain, false)
                    } else {
                        offered(g, cs, kicking, holder == kicking, play_spot, los + gain, first)
                    }
                });
                if !take {
                    return None;
                }
                let secs = self.play_seconds(kicking, pen_kind, false);
                Some((End::Scrimmage { gain, effect: if first { DownEffect::FirstDown } else { DownEffect::Replay } }, format!("; {} on the {} team", f.name(), if on_kicking { "kicking" } else { "receiving" }), secs))
            }
            // A foul by the receiving team calls back a return touchdown (as on kickoffs); one by
            // the kicking team never takes it away.
            Enforce::PersonalFoul | Enforce::Holding | Enforce::Clipping if holder == recv && (at < 100 || f.by == recv) => {
                let at = at.min(100);
                // Clipping by the return team: 15 from the spot of the foul, which a new FAC
                // finds — RN odd the halfway point of the return, even where it ended (§6.3 #11).
                let spot = match ret_from {
                    Some(from) if f.row.enforce == Enforce::Clipping && f.by == recv => {
                        if self.draw_rn() % 2 == 1 {
                            from + (at - from) / 2
                        } else {
                            at
                        }
                    }
                    _ => at,
                };
                let (new_at, who) = if f.by == recv { (spot - zres::half_distance(y, spot), "receiving") } else { (at + zres::half_distance(f.row.defense_yards.unwrap_or(y), 100 - at), "kicking") };
                // The alternatives in the kicking team's frame; the offended team's answer is
                // the decision (Option, §6.3).
                let take = f.row.enforce != Enforce::Holding || self.with_parts(|g, cs, _| {
                    let chooser = f.by.other();
                    let v = g.view(chooser);
                    let play = Alternative { offense_keeps: false, offense_scores: false, spot: 100 - at, first_down: false, replay: false };
                    let pen = Alternative { offense_keeps: false, offense_scores: false, spot: 100 - new_at, first_down: false, replay: false };
                    cs[chooser].accept_penalty(&v, play, pen)
                });
                take.then(|| (End::Possession { holder: recv, at: new_at.clamp(1, 99), first_down: true }, format!("; {} on the {} team", f.name(), who), self.ed.timing.punt_or_return))
            }
            _ => None,
        }
    }

    fn field_goal_play(&mut self, off: Side, fake: bool) -> Result<(), GameError> {
        let def = off.other();
        let suspect = self.opts.fake_kicks && self.with_parts(|g, cs, rng| cs[def].suspect_fake_fg(&g.view(def), rng));
        if fake {
            return self.fake_kick(off, true, suspect);
        }
        let los = self.core.spot.yards();
        let distance = (100 - los + self.ed.constants.fg_offset) as u8;
        let Some(k) = self.teams[off].team.kicker() else {
            let (d, c) = self.safe_offense(off);
            return self.scrimmage(off, d, c);
        };
        let ed = Arc::clone(&self.ed);
        let mut trace = std::mem::take(&mut self.trace);
        let (res, zr) = {
            let mut d = Draws::new(&mut self.src, &mut self.rng, &mut trace, ed.deck.z_window);
            let r = kick::field_goal(&ed, &mut d, self.teams[off].team.player(k), distance, suspect);
            let zr = if d.z { Some(d.z_result()) } else { None };
            (r, zr)
        };
        self.trace = trace;
        self.push_recent(None);
        let mut rec = self.record(PlayKind::FieldGoal, off);
        rec.player = Some(PlayerRef { side: off, idx: k });
        rec.yards = distance as i16;
        let c = &self.ed.constants;
        let (mut end, mut text, mut time) = match res {
            FieldGoalResult::Good => {
                rec.flags.set(PlayFlags::GOOD);
                (End::FieldGoal, self.lines.format(format_args!("{distance}-yard field goal is good")), self.ed.timing.field_goal)
            }
            FieldGoalResult::Missed => {
                // The defense takes over at the line of scrimmage, or at its 20 (8.6).
                let at = (100 - los).max(c.missed_fg_min_spot);
                (End::Possession { holder: def, at, first_down: true }, format!("{distance}-yard field goal is no good"), self.ed.timing.field_goal)
            }
            FieldGoalResult::BlockedTouchdown => {
                rec.flags.set(PlayFlags::BLOCKED);
                rec.flags.set(PlayFlags::RETURN_TD);
                (End::Possession { holder: def, at: 100, first_down: true }, format!("{distance}-yard field goal blocked and returned for a touchdown"), self.ed.timing.touchdown)
            }
        };
        let mut extend = false;
        if let Some(f) = match zr {
            Some(ZResult::Penalty(codes)) => zres::foul(&self.ed, &codes, Category::FieldGoalPunt, off),
            _ => None,
        } {
            let (holder, at) = match end {
                End::Possession { holder, at, .. } => (holder, at),
                _ => (off, 100),
            };
            let pen = if f.row.enforce == Enforce::Holding {
                self.field_goal_holding(&f, off, los, &end)
            } else {
                // A field goal has no return: clipping does not fit it; a personal foul is
                // marked from where the play ended only when the kick missed (on a good kick,
                // as on a touchdown, it is not enforced).
                self.kick_penalty(&f, off, los, holder, at, None).filter(|(e, _, _)| !matches!(e, End::Possession { .. }) || f.row.enforce == Enforce::PersonalFoul)
            };
            if let Some((e, t, tm)) = pen {
                rec.penalty = Some(PenaltyRecord { against: f.by, yards: f.row.yards, accepted: true, code: f.n as u16 });
                if matches!(e, End::Scrimmage { .. }) {
                    let pen = rec.penalty;
                    rec = self.record(PlayKind::NoPlay, off);
                    rec.penalty = pen;
                    // The receiving team's foul gave the kicking team its down again (9.7).
                    extend = f.by == def;
                    time = tm;
                }
                end = e;
                text.push_str(&t);
            }
        }
        let mut o = Outcome::new(end, ClockCharge::flat(time), rec);
        // No half may end on a defensive foul (§18 step 9): a quarter that ends no half (the
        // first, the third) ends as its clock runs out.
        o.extend_period = extend && self.half_ending_period();
        self.apply(o, None, text, true)
    }

    /// Holding on a field goal (§6.3 #7): with no return, the kicking team's holding is the
    /// offense's (10 from the line of scrimmage, the down replayed) and the receiving team's the
    /// defense's (5 yards and an automatic first down); an option of the offended team.
    fn field_goal_holding(&mut self, f: &Foul, off: Side, los: i16, play: &End) -> Option<(End, String, u16)> {
        let on_kicking = f.by == off;
        let pen = if on_kicking {
            End::Scrimmage { gain: -zres::half_distance(f.row.yards, los), effect: DownEffect::Replay }
        } else {
            End::Scrimmage { gain: zres::half_distance(f.row.defense_yards.unwrap_or(f.row.yards), 100 - los), effect: DownEffect::FirstDown }
        };
        let (ltg, down) = (self.core.downs.line_to_gain as i16, self.core.down());
        let (pa, pb) = (alternative(off, los, play, ltg, down), alternative(off, los, &pen, ltg, down));
        let chooser = f.by.other();
        if !self.with_parts(|g, cs, _| cs[chooser].accept_penalty(&g.view(chooser), pa, pb)) {
            return None;
        }
        let secs = self.play_seconds(off, TimeKind::Row(self.timing_row(|t| t.penalty), !on_kicking), false);
        Some((pen, format!("; {} on the {} team", f.name(), if on_kicking { "kicking" } else { "receiving" }), secs))
    }

    /// A fake punt or field goal (O6).
    fn fake_kick(&mut self, off: Side, field_goal: bool, suspect: bool) -> Result<(), GameError> {
        let def = off.other();
        let ed = Arc::clone(&self.ed);
        let mut trace = std::mem::take(&mut self.trace);
        let res = {
            let mut d = Draws::new(&mut self.src, &mut self.rng, &mut trace, ed.deck.z_window);
            kick::fake(&ed, &mut d, field_goal, suspect)
        };
        self.trace = trace;
        self.push_recent(None);
        let od = self.base_offense(off);
        let t = &self.teams[off].team;
        // The passer: the B quarterback holding for a field goal (§24 E-13), the punter on a punt.
        let passer = if field_goal { t.group(Group::QB).find(|q| t.player(*q).qb_grade() == Some(QbGrade::B) && self.available(off, *q)).or_else(|| od.get(OffBox::QB)) } else { t.punter() };
        let kind = if field_goal { PlayKind::FakeFieldGoal } else { PlayKind::FakePunt };
        let mut rec = self.record(kind, off);
        rec.passer = passer.map(|p| PlayerRef { side: off, idx: p });
        let spot = self.core.spot.yards();
        // A fake is a run or a pass on the Timing Chart (§6.1): the offense's time, the Final
        // Minutes' 10 s on an incompletion, 10 s for a touchdown.
        let td = TimeKind::Fixed(self.ed.timing.touchdown);
        let incomplete = TimeKind::Row(self.timing_row(|t| t.incomplete), true);
        let (end, text, time) = match res {
            FakeOutcome::Pass { to, yards } => match od.get(to) {
                Some(p) => {
                    rec.player = Some(PlayerRef { side: off, idx: p });
                    rec.yards = yards;
                    rec.flags.set(PlayFlags::COMPLETE);
                    (End::Scrimmage { gain: yards, effect: DownEffect::Normal }, format!("fake {}: pass to {} for {yards}", if field_goal { "field goal" } else { "punt" }, t.player(p).name), if spot + yards >= 100 { td } else { TimeKind::Row(self.timing_row(|t| t.complete), false) })
                }
                None => (End::Scrimmage { gain: 0, effect: DownEffect::Normal }, "fake kick: pass incomplete".into(), incomplete),
            },
            FakeOutcome::Run(y) => {
                rec.player = passer.map(|p| PlayerRef { side: off, idx: p });
                rec.yards = y;
                (End::Scrimmage { gain: y, effect: DownEffect::Normal }, format!("fake {}: run for {y}", if field_goal { "field goal" } else { "punt" }), if spot + y >= 100 { td } else { TimeKind::Row(self.timing_row(|t| t.run), false) })
            }
            FakeOutcome::Incomplete => (End::Scrimmage { gain: 0, effect: DownEffect::Normal }, "fake kick: pass incomplete".into(), incomplete),
            FakeOutcome::InterceptedTouchdown => {
                rec.flags.set(PlayFlags::INTERCEPTED);
                rec.flags.set(PlayFlags::RETURN_TD);
                (End::Possession { holder: def, at: 100, first_down: true }, "fake field goal intercepted and returned for a touchdown".into(), td)
            }
        };
        let stopped = matches!(time, TimeKind::Fixed(_)) || (self.final_minutes() && matches!(time, TimeKind::Row(row, true) if row.final_mins.is_some()));
        let seconds = self.play_seconds(off, time, false);
        let o = Outcome::new(end, ClockCharge::flat(seconds), rec);
        self.apply(o, None, text, stopped)
    }
}

/// The number of blitzers a solitaire Blitz row names.
fn row_len(ed: &Edition, pn: u8) -> usize {
    ed.solitaire_blitz.iter().find(|r| r.pn.contains(pn)).map(|r| r.boxes.len()).unwrap_or(2)
}

/// A play's end as an option's alternative, in the offense's frame; `down` is the down played
/// (a fourth down that falls short gives the ball away).
fn alternative(off: Side, spot: i16, e: &End, line_to_gain: i16, down: Down) -> Alternative {
    match *e {
        End::Scrimmage { gain, effect } => {
            let at = spot + gain;
            let first_down = effect == DownEffect::FirstDown || at >= line_to_gain;
            let replay = effect == DownEffect::Replay;
            let turnover_on_downs = down == Down::Fourth && !first_down && !replay && at > 0 && at < 100;
            Alternative { offense_keeps: !turnover_on_downs, offense_scores: at >= 100, spot: at.min(100), first_down, replay }
        }
        End::Possession { holder, at, first_down } if holder == off => Alternative { offense_keeps: true, offense_scores: at >= 100, spot: at, first_down, replay: false },
        End::Possession { at, .. } => Alternative { offense_keeps: false, offense_scores: false, spot: 100 - at, first_down: false, replay: false },
        End::FieldGoal => Alternative { offense_keeps: true, offense_scores: true, spot: 100, first_down: false, replay: false },
        _ => Alternative { offense_keeps: true, offense_scores: false, spot, first_down: false, replay: false },
    }
}
