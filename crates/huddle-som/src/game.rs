//! A Strat-O-Matic game: the play-calling sequence (§2.2), runs and passes with the pass rush
//! (§2.4, §2.5, §2.13), fumbles and interceptions (§2.7, §2.9), kicks (§2.1, §2.10, §2.11), the
//! clock (§2.12), penalties (§2.17) and injuries (§2.18.1), on the core's downs, scoring and periods.

use huddle_core::Yards;
use std::fmt::Write;
use crate::board::{BlitzArea, Board, BoardContext, DoubleTeamState, PassContext, Spot};
use crate::cards::{KickoffCell, PenaltyCell, PuntCell, ReturnCell, SomTeam};
use crate::tables::{Enforcement, FumbleKind, PenaltySituation, Side as TSide};
use crate::charts::{Book, IntReturn, Rusher};
use crate::clock::{self, Between, ClockControl, Cost, Tempo};
use crate::coach::{AiCoach, Coach, DefenseCall, KickKind, OffPlay, OffenseCall, PuntChoice, PuntKind, PuntRush, View};
use crate::dice::{Dice, Purpose, Roll, Throw};
use crate::formation;
use crate::lineup::{self, Pid};
use crate::options::{SackDice, SomOptions};
use crate::reading::OffCheck;
use crate::replay::{Challenge, Challenges, Replay};
use crate::resolve::{self, Checks, PassColumnInput, PassInputs, RunColumnInput, Terminal};
use crate::vocab::{CardColumn, DefSlot, Dir, OffFormation, OffSlot, PassKind, PassPlay, RunKind};
use huddle_core::{penalty_move, AnyRandom, ClockCharge, CoreRules, DownEffect, End, GameState, Outcome, Overtime, PenaltyRecord, PerSide, Phase, PlayFlags, PlayKind, PlayRecord, PlayerRef, SeededRandom, Side, Lines, Span, Spot as Yard};

/// How long an injured player is out (§2.18.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// Back when this period begins.
    Period(u8),
    /// Out for the game and `more` games after it.
    Game { more: u8 },
}

/// One team in the game.
#[derive(Clone, Debug)]
pub struct TeamState {
    pub team: SomTeam,
    pub out: Vec<(Pid, Until)>,
    /// Each quarterback's End Runs this game (§2.4.4).
    pub qb_end_runs: QbEndRuns,
    /// Carries this game by backs who are not the team's top rusher (§2.18.2).
    pub backup_carries: Vec<(Pid, u16)>,
    /// Passes thrown this game to backup receivers (backs, wide receivers and tight ends) while
    /// their first string was healthy (§2.18.2).
    pub backup_targets: Vec<(Pid, u16)>,
    /// Alternating asterisk rushers (§2.13.2).
    pub asterisk_turn: u8,
    /// Instant-replay challenges made and won this game (§2.8).
    pub challenges: Challenges,
    /// A quarterback brought in (not for an injury) this possession: he stays in until it ends
    /// (§2.18.3).
    pub qb_brought_in: Option<Pid>,
}

impl TeamState {
    pub fn new(team: SomTeam) -> TeamState {
        TeamState { team, out: Vec::new(), qb_end_runs: QbEndRuns::default(), backup_carries: Vec::new(), backup_targets: Vec::with_capacity(8), asterisk_turn: 0, challenges: Challenges::default(), qb_brought_in: None }
    }

    /// §2.18.3: a quarterback brought in plays from this snap on — first on the depth chart (so
    /// he stays the quarterback afterwards too, until another is brought in), held in until the
    /// possession ends.
    fn bring_in_qb(&mut self, q: Pid) {
        let id = self.team.players[q].id.clone();
        self.team.depth.qb.retain(|x| *x != id);
        self.team.depth.qb.insert(0, id);
        self.qb_brought_in = Some(q);
    }
    pub fn out_pids(&self) -> Vec<Pid> {
        self.out.iter().map(|o| o.0).collect()
    }
}

/// The End Runs each quarterback has run this game (§2.4.4, L1049: "each QB is limited to a
/// certain number of End Runs per game … After the second run that player may not attempt any
/// more End Runs"): a backup keeps his own allowance. Kept inline (no heap on the per-play path):
/// room for eight quarterbacks a game, more than a roster holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QbEndRuns {
    by: [(u16, u8); 8],
    len: u8,
}

impl QbEndRuns {
    /// The End Runs quarterback `q` has run this game.
    pub fn of(&self, q: Pid) -> u8 {
        self.by[..self.len as usize].iter().find(|e| e.0 as usize == q).map_or(0, |e| e.1)
    }
    /// Sets quarterback `q`'s End Runs this game.
    pub fn set(&mut self, q: Pid, n: u8) {
        let len = self.len as usize;
        if let Some(e) = self.by[..len].iter_mut().find(|e| e.0 as usize == q) {
            e.1 = n;
        } else if len < self.by.len() {
            self.by[len] = (q.min(u16::MAX as usize) as u16, n);
            self.len += 1;
        }
    }
    /// Counts one End Run by quarterback `q`.
    pub fn add(&mut self, q: Pid) {
        self.set(q, self.of(q).saturating_add(1));
    }
}

/// Quarterback `q`'s End Runs left this game: his season carries ÷ 32, rounded up (the chart
/// file's divisor), less those he has run (§2.4.4).
pub fn end_runs_left(team: &SomTeam, runs: &QbEndRuns, usage: crate::tables::UsageLimits, q: Pid) -> u8 {
    (usage.qb_end_runs(team.players[q].season.rush_att).min(u8::MAX as u16) as u8).saturating_sub(runs.of(q))
}

/// One line of the play-by-play.
#[derive(Clone, Copy, Debug)]
pub struct PlayLog {
    pub period: u8,
    pub clock: u16,
    pub offense: Side,
    pub spot: i16,
    /// The play's line in the game's `log_text` (`SomGame::text`).
    pub text: Span,
    pub seconds: u16,
    pub score: (u16, u16),
}

#[derive(Debug, thiserror::Error)]
pub enum GameError {
    #[error(transparent)]
    Core(#[from] huddle_core::CoreError),
    #[error("{0}")]
    Setup(String),
}

/// The core's rules for a league game: four 15:00 quarters, three time-outs a half, kickoffs from
/// the 35, touchbacks at the 20, no two-minute warning (the 2-minute clock replaces it, A-G22);
/// overtime one 15:00 period with two time-outs each (§1.5), more in the playoffs.
pub fn core_rules(opts: &SomOptions) -> CoreRules {
    let mut ot = if opts.playoff { Overtime::playoffs() } else { Overtime::regular_season() };
    ot.timeouts_per_period = 2;
    // §1.5: modified sudden death; no try after an overtime touchdown (the core's rule). Playoff
    // periods follow one another like quarters, with no new toss (A-L5's recommended reading; the
    // two time-outs are not renewed each period: the core renews them only after a toss).
    ot.modified = true;
    if opts.playoff {
        ot.periods_per_half = u8::MAX;
    }
    CoreRules {
        period_secs: 900,
        quarters_played: 0b1111,
        warning_quarters: 0,
        warning_secs: 120,
        timeouts_per_half: 3,
        kickoff_from: 35,
        safety_kick_from: 20,
        touchback_at: 20,
        kickoff_touchback_at: 20,
        overtime: ot,
        td_points: 6,
        fg_points: 3,
        safety_points: 2,
    }
}

/// A game.
pub struct SomGame {
    pub core: GameState,
    pub opts: SomOptions,
    pub book: Book,
    pub teams: PerSide<TeamState>,
    rng: AnyRandom,
    pub coaches: PerSide<Box<dyn Coach>>,
    pub log: Vec<PlayLog>,
    /// The plays' lines, one buffer (`PlayLog`'s spans point into it).
    lines: Lines,
    rolls: Vec<(Purpose, Roll)>,
    /// The mixes this game read (runs, passes, zones), for checking the builder's assumptions.
    pub tally: crate::tally::Tally,
    /// A kick roll's yellow 1, weighed when the kick is applied (§2.17).
    kick_flag: Option<KickFlag>,
    /// A foul on an extra point enforced on the kickoff: the next kickoff's spot.
    next_kickoff: Option<u8>,
    /// The play's instant-replay challenge, for its play-by-play line (§2.8).
    replay_note: Option<String>,
    /// A spike declared before the clock moved for the last play (§2.12.4): the side and the period.
    spike_next: Option<(Side, u8)>,
    /// The play clock let run out after the last play (§2.12.7's clock control): the side and the
    /// period; the next snap is its delay of game.
    delay_next: Option<(Side, u8)>,
    /// The hurry-up the offense declared on the last play (§2.12.5), for the next snap.
    hurried: Option<crate::coach::Hurried>,
    /// The defense's formation on the last scrimmage snap.
    last_defense_formation: crate::vocab::DefFormation,
    /// The hurry-up that binds the snap being played.
    freeze: Option<crate::coach::Hurried>,
    /// The play's interception: how far downfield the pass was picked off (T20's defensive pass
    /// interference on an intercepted pass is enforced to that point, §2.17).
    intercepted_at: Option<i16>,
}

mod kick_penalty;
mod loose;
use kick_penalty::KickFlag;
use loose::Loose;

/// The men on the field for one play.
#[derive(Clone, Copy, Debug)]
struct OnField {
    off: [Option<Pid>; 15],
    def: [Option<Pid>; 16],
}

impl SomGame {
    pub fn new(opts: SomOptions, home: SomTeam, away: SomTeam, rng: AnyRandom, coaches: PerSide<Box<dyn Coach>>) -> SomGame {
        SomGame {
            core: GameState::new(core_rules(&opts)),
            opts,
            book: Book::embedded(),
            teams: PerSide::new(TeamState::new(home), TeamState::new(away)),
            rng,
            coaches,
            log: Vec::with_capacity(200),
            lines: Lines::with_capacity(200),
            rolls: Vec::with_capacity(16),
            tally: crate::tally::Tally::default(),
            kick_flag: None,
            next_kickoff: None,
            replay_note: None,
            spike_next: None,
            delay_next: None,
            hurried: None,
            last_defense_formation: crate::vocab::DefFormation::Base43,
            freeze: None,
            intercepted_at: None,
        }
    }

    pub fn ai(seed: u64, home: SomTeam, away: SomTeam, opts: SomOptions) -> SomGame {
        let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach), Box::new(AiCoach));
        SomGame::new(opts, home, away, AnyRandom::Seeded(SeededRandom::new(seed)), coaches)
    }

    pub fn play_out(&mut self) -> Result<(), GameError> {
        let mut guard = 0;
        while !self.core.is_over() {
            self.step()?;
            guard += 1;
            if guard > 4000 {
                return Err(GameError::Setup("the game did not end after 4,000 steps".into()));
            }
        }
        Ok(())
    }

    /// The quarterback's End Runs left this game (the depth chart's healthy quarterback's, the
    /// one brought in first): [`end_runs_left`] (§2.4.4). No quarterback: none.
    pub fn qb_end_runs_left(&self, side: Side) -> u8 {
        let t = &self.teams[side];
        lineup::offense(&t.team, &t.out[..], OffSlot::Qb).map_or(0, |q| end_runs_left(&t.team, &t.qb_end_runs, self.book.tables.usage(), q))
    }

    pub fn view(&self, me: Side) -> View<'_> {
        View { me, core: &self.core, teams: PerSide::new(&self.teams[Side::Home].team, &self.teams[Side::Away].team), out: PerSide::new(&self.teams[Side::Home].out, &self.teams[Side::Away].out), qb_end_runs_left: self.qb_end_runs_left(me), qb_end_runs: self.teams[me].qb_end_runs, backup_carries: &self.teams[me].backup_carries, usage: self.book.tables.usage(), qb_brought_in: self.teams[me].qb_brought_in, hurried: self.freeze.or(self.hurried), ticks_left: self.two_minute_ticks() }
    }

    /// The ticks of the 2-minute clock still to run, in its window (the last 2:00 of the 2nd and
    /// 4th quarters, §2.12.3).
    fn two_minute_ticks(&self) -> Option<u8> {
        let c = &self.core.clock;
        (matches!(c.period.0, 2 | 4) && c.remaining <= clock::two_minute_start(self.book.tables)).then(|| clock::ticks_left(self.book.tables, c.remaining))
    }

    fn with_parts<T>(&mut self, f: impl FnOnce(&Self, &mut PerSide<Box<dyn Coach>>, &mut AnyRandom) -> T) -> T {
        let mut rng = std::mem::replace(&mut self.rng, AnyRandom::Scripted(Default::default()));
        let mut coaches = std::mem::replace(&mut self.coaches, PerSide::new(Box::new(AiCoach), Box::new(AiCoach)));
        let r = f(self, &mut coaches, &mut rng);
        self.rng = rng;
        self.coaches = coaches;
        r
    }

    fn dice(&mut self) -> Dice<'_> {
        Dice::logged(&mut self.rng, &mut self.rolls)
    }

    /// The teams' cards and the dice together: a play reads its cards where they are (no copy
    /// per play) while it throws.
    fn cards_and_dice(&mut self) -> (&PerSide<TeamState>, Dice<'_>) {
        (&self.teams, Dice::logged(&mut self.rng, &mut self.rolls))
    }

    pub fn step(&mut self) -> Result<(), GameError> {
        match self.core.phase {
            Phase::CoinToss | Phase::OvertimeToss => {
                // §2.1: each coach rolls two dice; the higher total wins (ties rolled again).
                let winner = loop {
                    let h = self.dice().two(Purpose::Toss);
                    let a = self.dice().two(Purpose::Toss);
                    if h != a {
                        break if h > a { Side::Home } else { Side::Away };
                    }
                };
                let receive = self.with_parts(|g, cs, _| cs[winner].receive(&g.view(winner)));
                let first = if receive { winner.other() } else { winner };
                if self.core.phase == Phase::CoinToss {
                    self.core.coin_toss(winner, first, first.other())?;
                } else {
                    self.core.start_overtime(first)?;
                }
                self.rolls.clear();
                Ok(())
            }
            Phase::Kickoff { kicker, after_safety, from } => {
                // A score or the half's end closed both possessions (§2.18.3).
                for s in Side::BOTH {
                    self.teams[s].qb_brought_in = None;
                }
                self.kickoff(kicker, after_safety, from)
            }
            Phase::Try { team } => self.try_play(team),
            Phase::Scrimmage => self.down(),
            Phase::Over => Ok(()),
        }
    }

    /// Applies a play, asking for a time-out (which makes the play cost one space or tick), and logs it.
    fn apply(&mut self, end: End, cost: Cost, tempo: Tempo, rec: PlayRecord, text: String, ask_timeout: bool) -> Result<(), GameError> {
        let (end, mut rec, mut text) = match self.kick_flag.take() {
            Some(flag) => self.kick_penalty(flag, end, rec, text),
            None => (end, rec, text),
        };
        // §2.12.1, §2.12.3 (L504): "all changes of possession plays use 15 seconds on the regular
        // game clock and one tick on the 2:00 clock" — a turnover on downs too, whatever the play
        // would have cost had the offense kept the ball (a play that runs no time stays so).
        let cost = if cost != Cost::None && self.turnover_on_downs(end) { Cost::Turnover } else { cost };
        // §2.12.5 (L516): "On plays where the clock continues to run the offense can elect to
        // hurry-up": a hurry-up called with a play that stopped the clock (a touchdown, an
        // incompletion, out of bounds, a penalty, an injury, a change of possession) saves nothing.
        let tempo = if tempo == Tempo::HurryUp && !self.clock_keeps_running(end, cost) { Tempo::Normal } else { tempo };
        let before = (self.core.clock, self.core.possession, self.core.spot.yards());
        let left = self.core.clock.remaining;
        let ends_half = matches!(self.core.clock.period.0, 2 | 4);
        // §2.12.3, §2.12.4: on the 2-minute clock the offense may declare a spike before the clock
        // moves for the play that just ended: that play costs two ticks less (at least one) and the
        // next snap is the spike. One strategy a play: no time-out then.
        let mut tempo = tempo;
        let mut spiked = false;
        let off = self.core.possession;
        let two_minute = ends_half && left <= clock::two_minute_start(self.book.tables);
        let running = matches!(end, End::Scrimmage { .. }) && !rec.flags.has(PlayFlags::TOUCHDOWN) && self.core.phase == Phase::Scrimmage && self.core.down() != huddle_core::Down::Fourth;
        // §2.12.7: in a slowdown offense with the clock running the offense first says when it
        // snaps the ball or calls its time-out (one strategy a play: then no spike, and no
        // time-out of its own besides). An answer the rules refuse changes nothing.
        let mut control = None;
        if ask_timeout && running {
            let between = self.between(end, cost, tempo, two_minute);
            if between.available() {
                if let Some(c) = self.with_parts(|g, cs, _| cs[off].clock_control(&g.view(off), &between)) {
                    control = between.check(c).ok().map(|ticks| (c, ticks));
                }
            }
        }
        if control.is_none() && ask_timeout && two_minute && running && clock::seconds(self.book.tables, cost, false, Tempo::Spike, left, ends_half) < clock::seconds(self.book.tables, cost, false, tempo, left, ends_half) && self.with_parts(|g, cs, _| cs[off].spike_next(&g.view(off))) {
            tempo = Tempo::Spike;
            spiked = true;
            self.spike_next = Some((off, self.core.clock.period.0));
        }
        let (normal, short) = match control {
            // The ticks let run; the offense's own time-out comes after them, the defense's at once.
            Some((c, ticks)) => {
                let run = clock::seconds_of_ticks(self.book.tables, ticks, left);
                (run, if matches!(c, ClockControl::Timeout(_)) { run } else { clock::seconds(self.book.tables, cost, true, tempo, left, ends_half) })
            }
            None => (clock::seconds(self.book.tables, cost, false, tempo, left, ends_half), clock::seconds(self.book.tables, cost, true, tempo, left, ends_half)),
        };
        let mut timeout = None;
        match control {
            Some((ClockControl::Timeout(_), _)) => timeout = Some(off),
            // A snap or the play clock let run: the defense may still stop the clock at once.
            Some(_) => {
                let d = off.other();
                if short < normal && self.core.timeouts[d] > 0 && self.with_parts(|g, cs, _| cs[d].timeout(&g.view(d))) {
                    timeout = Some(d);
                }
            }
            None if ask_timeout && !spiked && short < normal => {
                for s in [self.core.possession, self.core.possession.other()] {
                    if self.core.timeouts[s] > 0 && self.with_parts(|g, cs, _| cs[s].timeout(&g.view(s))) {
                        timeout = Some(s);
                        break;
                    }
                }
            }
            None => {}
        }
        let code = &self.teams[off].team.code;
        let mut delay = false;
        match control {
            Some((ClockControl::Snap(k), _)) if timeout.is_none() => {
                let _ = write!(text, "; {code} let {k} ticks run before the snap");
            }
            Some((ClockControl::Timeout(k), _)) => {
                let _ = write!(text, "; {code} let {k} tick{} run", if k == 1 { "" } else { "s" });
            }
            Some((ClockControl::DelayOfGame, _)) if timeout.is_none() => {
                text.push_str("; the play clock runs out");
                delay = true;
            }
            _ => {}
        }
        if rec.flags.has(PlayFlags::TOUCHDOWN) && !matches!(end, End::Scrimmage { .. }) {
            rec.flags.clear(PlayFlags::TOUCHDOWN);
        }
        // A-G22 (recorded in `docs/som-decisions.md`): a half ends when its clock runs out, an
        // accepted defensive foul included; no untimed down (`extend_period` stays false).
        let mut o = Outcome::new(end, ClockCharge::new(normal, short), rec);
        o.next_kickoff_from = self.next_kickoff.take();
        let period = self.core.clock.period.0;
        let applied = self.core.apply(&o, timeout)?;
        if delay && self.core.clock.period.0 == period && self.core.phase == Phase::Scrimmage && self.core.possession == off && self.core.clock.remaining > 0 {
            self.delay_next = Some((off, period));
        }
        if let Some(s) = timeout {
            text.push_str("; time-out ");
            text.push_str(&self.teams[s].team.code);
        }
        self.heal();
        self.rolls.clear();
        let text_at = self.lines.push(text);
        self.log.push(PlayLog { period: before.0.period.0, clock: before.0.remaining, offense: before.1, spot: before.2, text: text_at, seconds: applied.seconds, score: (self.core.score.home, self.core.score.away) });
        Ok(())
    }

    /// The clock keeps running after the play (§2.12.5): a run, a completion or a sack charged as
    /// such (no score, no penalty or injury, not out of bounds) that leaves the ball dead in the
    /// field of play with the team that snapped it.
    fn clock_keeps_running(&self, end: End, cost: Cost) -> bool {
        matches!(cost, Cost::Thirty | Cost::Sack) && matches!(end, End::Scrimmage { gain, .. } if (1..100).contains(&(self.core.spot.yards() + gain)))
    }

    /// The play ends on fourth down short of the line to gain, in the field of play, with no
    /// penalty that gives the down again or a first down: the ball goes over on downs.
    fn turnover_on_downs(&self, end: End) -> bool {
        let End::Scrimmage { gain, effect } = end else { return false };
        let at = self.core.spot.yards() + gain;
        self.core.phase == Phase::Scrimmage
            && self.core.down() == huddle_core::Down::Fourth
            && matches!(effect, DownEffect::Normal | DownEffect::LossOfDown)
            && (1..100).contains(&at)
            && at < self.core.downs.line_to_gain as i16
    }

    /// The clock between the play just resolved (not yet applied) and the next snap, for the
    /// offense's clock control (§2.12.7): running after a run, a completion or a sack that leaves
    /// the ball with the same team in the field of play.
    fn between(&self, end: End, cost: Cost, tempo: Tempo, two_minute: bool) -> Between {
        let t = self.book.tables;
        let c = &self.core;
        let (at, next_down, to_go) = match end {
            End::Scrimmage { gain, .. } => {
                let at = c.spot.yards() + gain;
                let gain_line = c.downs.line_to_gain as i16;
                if at >= gain_line {
                    (at, 1, (100 - at).min(10))
                } else {
                    (at, c.down().number() + 1, gain_line - at)
                }
            }
            _ => (0, 1, 10),
        };
        let running = matches!(cost, Cost::Thirty | Cost::Sack) && (1..100).contains(&at) && next_down <= 4;
        let (snap_min, most, timeout_min) = clock::control_limits(t);
        Between {
            two_minute,
            slowdown: tempo == Tempo::Slowdown,
            running,
            ticks_left: clock::ticks_left(t, c.clock.remaining),
            chart_ticks: clock::ticks(t, cost, false, tempo).min(u8::MAX as u16) as u8,
            timeouts: c.timeouts[c.possession],
            to_goal: 100 - at,
            down: next_down,
            to_go,
            snap_min,
            most,
            timeout_min,
        }
    }

    fn heal(&mut self) {
        let period = self.core.clock.period.0;
        for s in Side::BOTH {
            self.teams[s].out.retain(|o| match o.1 {
                Until::Period(p) => period < p,
                Until::Game { .. } => true,
            });
        }
    }

    /// Injuries that outlast the game: (side, player id, games missed after this one).
    pub fn lasting_injuries(&self) -> Vec<(Side, String, u8)> {
        let mut v = Vec::new();
        for s in Side::BOTH {
            for (p, u) in &self.teams[s].out {
                if let Until::Game { more } = u {
                    if *more > 0 {
                        v.push((s, self.teams[s].team.players[*p].id.clone(), *more));
                    }
                }
            }
        }
        v
    }

    fn name(&self, side: Side, p: Option<Pid>) -> String {
        self.name_of(side, p).to_string()
    }

    /// A player's name for the play-by-play, borrowed.
    fn name_of(&self, side: Side, p: Option<Pid>) -> &str {
        p.map_or("nobody", |p| self.teams[side].team.players[p].name.as_str())
    }

    /// "Q to T" of a pass for the play-by-play ("Q short pass to T (dump-off)" with the play),
    /// in a buffer with room for the rest of the line.
    fn pass_line(&mut self, off: Side, qb: Option<Pid>, to: Option<Pid>, dump_off: bool, play: Option<PassPlay>) -> String {
        let mut s = self.lines.take();
        s.push_str(self.name_of(off, qb));
        if let Some(p) = play {
            s.push(' ');
            s.push_str(p.name());
        }
        s.push_str(" to ");
        s.push_str(self.name_of(off, to));
        if dump_off {
            s.push_str(" (dump-off)");
        }
        s
    }

    /// A play-by-play line continued: `tail` written after `line`, in its buffer.
    /// "<name><rest>" in the buffer kept for a play's line.
    fn named_line(&mut self, side: Side, p: Option<Pid>, rest: std::fmt::Arguments) -> String {
        let mut s = self.lines.take();
        s.push_str(self.name_of(side, p));
        let _ = s.write_fmt(rest);
        s
    }

    /// A logged play's line.
    pub fn text(&self, p: &PlayLog) -> &str {
        self.lines.get(p.text)
    }

    fn then(mut line: String, tail: std::fmt::Arguments) -> String {
        // Writing into a String cannot fail.
        let _ = Write::write_fmt(&mut line, tail);
        line
    }

    fn pref(side: Side, p: Option<Pid>) -> Option<PlayerRef> {
        p.map(|p| PlayerRef { side, idx: p as u16 })
    }

    // ------------------------------------------------------------------ kicks

    /// A fumble's possession roll (§2.9 step 1): 2-6, 11, 12 the fumbling team keeps it.
    fn fumbler_keeps(&mut self) -> bool {
        let t = self.dice().two(Purpose::Recovery);
        self.book.tables.fumble_possession(t) == crate::tables::Possession::FumblingTeam
    }

    /// A kickoff (§2.1) or a free kick after a safety (§2.11: the punting section from the 20, +15).
    fn kickoff(&mut self, kicker: Side, after_safety: bool, from: u8) -> Result<(), GameError> {
        let recv = kicker.other();
        let mut rec = PlayRecord::new(PlayKind::Kickoff, kicker);
        // Where the ball comes down, in the receiving team's yards from its own goal line.
        let kind = if after_safety { KickKind::Normal } else { self.with_parts(|g, cs, _| cs[kicker].kickoff(&g.view(kicker))) };
        if kind == KickKind::Onside {
            // §2.1.2: T11; the kicking team is the chart's "defense"; the spot is the kick spot plus the travel.
            rec.kind = PlayKind::OnsideKick;
            let r = self.dice().throw(Throw::TWO_YELLOW, Purpose::Kick);
            self.flag_kick(r.yellow, PenaltySituation::Kickoff, kicker, from as i16, false);
            let o = self.book.tables.onside(r.total());
            let at_kicker = from as i16 + o.yards as i16;
            let (holder, at) = if o.recovers == TSide::Defense {
                rec.flags.set(PlayFlags::RECOVERED_BY_KICKER);
                (kicker, at_kicker)
            } else {
                (recv, 100 - at_kicker)
            };
            let mut text = format!("onside kick, {} yards, recovered by the {} team", o.yards, if holder == kicker { "kicking" } else { "receiving" });
            // §2.1.2 (L337): the receiving team may run it back on the loose-ball chart (T8,
            // "all other circumstances"); the kicking team cannot advance it.
            let (holder, at) = if holder == recv {
                let (h, a, gained) = self.advance(recv, at, false, false, &mut text);
                if h == recv {
                    rec.return_yards = gained;
                    if a >= 100 {
                        rec.flags.set(PlayFlags::RETURN_TD);
                    }
                } else {
                    // The advance's "+3 Fumble" lost to the kicking team.
                    rec.flags.set(PlayFlags::FUMBLE);
                    rec.flags.set(PlayFlags::FUMBLE_LOST);
                }
                (h, a.min(100))
            } else {
                (holder, at)
            };
            return self.apply(End::Possession { holder, at, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
        }
        let squib = kind == KickKind::Squib;
        // Where the ball comes down, in the receiving team's yards from its own goal line.
        let (landed, returner_no) = if after_safety {
            let t = loop {
                let t = self.dice().two(Purpose::Punt);
                // Re-roll a blocked reading (§2.11).
                if !matches!(self.teams[kicker].team.specialist.punt[(t - 2) as usize], PuntCell::Blocked) {
                    break t;
                }
            };
            let PuntCell::Distance { yards, returner } = self.teams[kicker].team.specialist.punt[(t - 2) as usize] else { unreachable!() };
            (100 - from as i16 - (yards as i16 + 15), returner)
        } else {
            let r = self.dice().throw(Throw::TWO_YELLOW, Purpose::Kick);
            self.flag_kick(r.yellow, PenaltySituation::Kickoff, kicker, from as i16, false);
            // The card reads from a kick at the 35: a kick from elsewhere moves with it (§2.1.1).
            let shift = from as i16 - 35;
            match self.teams[kicker].team.specialist.kickoff[(r.total() - 2) as usize] {
                // §2.1.3: a squib has no touchback; a touchback reading comes down at the 10.
                KickoffCell::Touchback if squib => (10 - shift, 1),
                // §2.1.1: a touchback reading is the end line; a kick moved back by a penalty
                // comes down short of it and may be returned.
                KickoffCell::Touchback if shift < 0 => (-10 - shift, 1),
                KickoffCell::Touchback => {
                    rec.flags.set(PlayFlags::TOUCHBACK);
                    let text = self.lines.format(format_args!("kickoff, touchback"));
                    return self.apply(End::Possession { holder: recv, at: 0, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
                }
                // §2.1.3: a squib comes down 20 yards farther out.
                KickoffCell::Lands { at, returner } => (at as i16 - shift + if squib { 20 } else { 0 }, returner),
            }
        };
        if landed <= -10 {
            rec.flags.set(PlayFlags::TOUCHBACK);
            let text = self.lines.format(format_args!("kickoff through the end zone, touchback"));
            return self.apply(End::Possession { holder: recv, at: 0, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
        }
        if landed <= 0 {
            let deep = -landed;
            let go = self.with_parts(|g, cs, _| cs[recv].return_from_end_zone(&g.view(recv), deep));
            if !go {
                rec.flags.set(PlayFlags::TOUCHBACK);
                let text = self.lines.format(format_args!("kickoff {deep} deep in the end zone, downed for a touchback"));
                return self.apply(End::Possession { holder: recv, at: 0, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
            }
        }
        let returners = &self.teams[recv].team.specialist.kick_returns;
        let idx = ((returner_no as usize).saturating_sub(1)).min(returners.len() - 1);
        let column = returners[idx].column;
        let (deep, hurt) = self.return_man(recv, false, idx);
        // §2.1.3 (L347): "squib kickoffs are almost always handled by up-backs rather than the
        // deep men": the deep man's card reads the return, an up-back is credited with it (and
        // with the receivers' recovery of its fumble).
        let rpid = if squib { self.up_back(recv) } else { deep };
        rec.returner = Self::pref(recv, rpid);
        let roll = self.dice().throw(Throw::THREE, Purpose::Return);
        let mut cell = column[(roll.total() - 2) as usize];
        if hurt && !matches!(cell, ReturnCell::Fumble(_)) {
            // §2.18.1 (L1031-L1033): the injured returner's card stays in use; its fumble number
            // stands, any other number rolls three dice for the yards.
            let y = self.dice().throw(Throw::THREE, Purpose::Return);
            cell = ReturnCell::Yards((y.ctl() + y.total()) as i8);
        }
        let mut text = self.lines.take();
        let _ = write!(text, "{}kickoff to {} at the {}", if squib { "squib " } else { "" }, self.name_of(recv, rpid), landed);
        let (at, holder) = match cell {
            // §2.1.3: a squib's return is 15 yards shorter, 0 to 30; its touchdown a Long Gain.
            ReturnCell::Yards(y) if squib => (landed + (y as i16 - 15).clamp(0, 30), recv),
            ReturnCell::Touchdown if squib => {
                let lg = self.dice().throw(Throw::THREE, Purpose::LongGain);
                (landed + self.book.long_gain(lg.ctl(), lg.total()).unwrap_or(100), recv)
            }
            ReturnCell::Yards(y) => (landed + y as i16, recv),
            ReturnCell::Touchdown => {
                // §2.1 step 5: control 1-5 the touchdown stands; 6 a Long Gain (three dice).
                if self.book.tables.kickoff_return_touchdown(roll.ctl()) == crate::tables::KickoffTouchdown::Touchdown {
                    (100, recv)
                } else {
                    let lg = self.dice().throw(Throw::THREE, Purpose::LongGain);
                    (landed + self.book.long_gain(lg.ctl(), lg.total()).unwrap_or(100), recv)
                }
            }
            ReturnCell::Fumble(y) => {
                // §2.1 step 6: control 1-3 the fumble stands; 4-6 take the yards. §2.1.3 (L345):
                // a squib's stated yards are 15 shorter, 0 to 30, the fumble number's too.
                let y = if squib { (y as i16 - 15).clamp(0, 30) } else { y as i16 };
                let at = landed + y;
                if self.book.tables.return_fumble_stands(roll.ctl()) && at < 100 {
                    rec.flags.set(PlayFlags::FUMBLE);
                    // §2.9 step 3: who recovered; then the loose ball's advance (T8).
                    let r = self.recover_return(recv, rpid);
                    let _ = write!(text, ", fumbled, recovered by {}", self.name(r.team, r.who));
                    let (holder, at, _) = if r.team == recv { self.advance(recv, at, false, true, &mut text) } else { self.advance(kicker, 100 - at, false, false, &mut text) };
                    if holder == kicker {
                        rec.flags.set(PlayFlags::FUMBLE_LOST);
                    }
                    (at, holder)
                } else {
                    (at, recv)
                }
            }
        };
        // Returns from the end zone short of the 1 are touchbacks (L1156).
        if holder == recv && at < 1 && landed <= 0 {
            rec.flags.set(PlayFlags::TOUCHBACK);
            let text = self.lines.format(format_args!("{text}, stopped in the end zone: touchback"));
            return self.apply(End::Possession { holder: recv, at: 0, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
        }
        rec.return_yards = if holder == recv { at.min(100) - landed } else { 0 };
        if holder == recv && at >= 100 {
            rec.flags.set(PlayFlags::RETURN_TD);
        }
        let _ = write!(text, ", returned {}", Yards(rec.return_yards));
        self.apply(End::Possession { holder, at: at.max(1), first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false)
    }

    fn try_play(&mut self, team: Side) -> Result<(), GameError> {
        let two = self.with_parts(|g, cs, _| cs[team].go_for_two(&g.view(team)));
        if two {
            // §2.11: a run or pass from the 2.
            let call = self.with_parts(|g, cs, rng| cs[team].offense(&g.view(team), rng));
            let call = match call.play {
                OffPlay::Run { .. } | OffPlay::Pass { play: PassPlay::Short, .. } => call,
                _ => OffenseCall { play: OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Te }, ..call },
            };
            // §2.17 step 9 (L1003): a foul on the try (the run or pass sections of T20) has it
            // tried again — from the 1 after a defensive foul, from the yards back after an
            // offensive one — or enforced on the kickoff.
            let mut los = 98;
            let mut text = String::new();
            let try_spot = self.core.spot;
            let good = loop {
                // A try again from the yards back or from the 1 is played from there: the board,
                // the field-position rules and the blitz read its spot (§2.17 step 9, §2.5.1).
                self.core.spot = Yard::new(los).unwrap_or(try_spot);
                let r = self.resolve_scrimmage_with(team, call, los, false);
                self.core.spot = try_spot;
                let (r, flagged) = r?;
                let good = matches!(r.end, End::Scrimmage { gain, .. } if gain >= 100 - los) && r.keeps;
                if self.opts.penalties && flagged && text.len() < 400 {
                    let (again, kickoff) = self.two_point_penalty(team, los, good, situation(&call, &r), &mut text);
                    if let Some(k) = kickoff {
                        self.next_kickoff = Some(k);
                    }
                    if let Some(l) = again {
                        los = l;
                        continue;
                    }
                }
                break good;
            };
            let mut rec = PlayRecord::new(PlayKind::TwoPoint, team);
            if good {
                rec.flags.set(PlayFlags::GOOD);
            }
            let result = if good { "good" } else { "no good" };
            let line = if text.is_empty() { self.lines.format(format_args!("two-point try: {result}")) } else { self.lines.format(format_args!("two-point try{text}; {result}")) };
            return self.apply(End::Try { points: if good { 2 } else { 0 } }, Cost::None, Tempo::Normal, rec, line, false);
        }
        // §2.11: three dice; control 1 with 12 is blocked; otherwise the card. A penalty on the kick
        // (§2.17 step 9) may have it made again, from the yards back (read on the field-goal card's
        // band for that line) or from the 1.
        let mut los = 98;
        let mut text = String::new();
        let (good, blocked, kicker) = loop {
            let r = self.dice().throw(Throw::THREE_YELLOW, Purpose::Kick);
            let spec = &self.teams[team].team.specialist;
            let kicker = self.teams[team].team.player(&spec.kicker);
            let blocked = self.book.tables.kick_blocked(r.ctl(), r.total());
            let to_goal = 100 - los;
            let reads_good = if to_goal <= 2 { spec.extra_point.contains(&r.total()) } else { spec.field_goals.iter().find(|b| to_goal <= b.max_los as i16).is_some_and(|b| b.good.contains(&r.total())) };
            let good = !blocked && reads_good;
            if self.opts.penalties && r.yellow == Some(1) && text.len() < 400 {
                let (again, kickoff) = self.extra_point_penalty(team, los, good, &mut text);
                if let Some(k) = kickoff {
                    self.next_kickoff = Some(k);
                }
                if let Some(l) = again {
                    los = l;
                    continue;
                }
            }
            break (good, blocked, kicker);
        };
        let mut rec = PlayRecord::new(PlayKind::ExtraPoint, team);
        rec.player = Self::pref(team, kicker);
        if good {
            rec.flags.set(PlayFlags::GOOD);
        }
        if blocked {
            rec.flags.set(PlayFlags::BLOCKED);
        }
        let result = if good { "good" } else if blocked { "blocked" } else { "no good" };
        let line = if text.is_empty() { self.lines.format(format_args!("extra point {result}")) } else { self.lines.format(format_args!("extra point{text}; {result}")) };
        self.apply(End::Try { points: good as u8 }, Cost::None, Tempo::Normal, rec, line, false)
    }

    /// A field goal (§2.11): the band of the line of scrimmage; three dice; control 1 with 12
    /// blocked, a 12 that reads no good blocked too (A-G13); beyond the card's bands a kick of up
    /// to 63 yards is good only on a 2. A miss from beyond the 20 gives the ball at the spot of
    /// the kick, otherwise at the 20.
    fn field_goal(&mut self, off: Side) -> Result<(), GameError> {
        let def = off.other();
        let los = self.core.spot.to_goal();
        let dist = los + 17;
        let kicker = self.teams[off].team.player(&self.teams[off].team.specialist.kicker);
        let r = self.dice().throw(Throw::THREE_YELLOW, Purpose::Kick);
        self.flag_kick(r.yellow, PenaltySituation::FieldGoal, off, 100 - los, false);
        let band = self.teams[off].team.specialist.field_goals.iter().find(|b| los <= b.max_los as i16);
        let (good, blocked) = match band {
            Some(b) => {
                let reads_good = b.good.contains(&r.total());
                let blocked = self.book.tables.kick_blocked(r.ctl(), r.total()) || (r.total() == 12 && !reads_good);
                (!blocked && reads_good, blocked)
            }
            None => (self.book.tables.long_field_goal_good(dist.clamp(0, 255) as u8, r.total()), false),
        };
        let mut rec = PlayRecord::new(PlayKind::FieldGoal, off);
        rec.player = Self::pref(off, kicker);
        rec.yards = dist;
        if good {
            rec.flags.set(PlayFlags::GOOD);
            let text = self.lines.format(format_args!("{dist}-yard field goal is good"));
            return self.apply(End::FieldGoal, Cost::Fifteen, Tempo::Normal, rec, text, false);
        }
        if blocked {
            rec.flags.set(PlayFlags::BLOCKED);
            // T7: who recovers and how far behind the line.
            let t = self.dice().two(Purpose::Recovery);
            let (offense, behind) = self.book.blocked_kick(t);
            let at = (100 - los - behind).max(1);
            if offense {
                // §2.11 (L469): "If the Offense recovers the defense takes possession of the ball
                // at the point of recovery", on any down.
                let text = self.lines.format(format_args!("{dist}-yard field goal blocked, recovered by the kicking team {behind} yards behind the line: the defense takes the ball there"));
                return self.apply(End::Possession { holder: def, at: 100 - at, first_down: true }, Cost::Turnover, Tempo::Normal, rec, text, false);
            }
            // §2.9 step 7: a blocked kick is a loose ball; the defense may advance it (T8).
            let mut text = format!("{dist}-yard field goal blocked, recovered by the defense");
            let (holder, end, gained) = self.advance(def, 100 - at, false, false, &mut text);
            if holder == def {
                rec.return_yards = gained;
                if end >= 100 {
                    rec.flags.set(PlayFlags::RETURN_TD);
                }
            }
            return self.apply(End::Possession { holder, at: end.min(100), first_down: true }, Cost::Turnover, Tempo::Normal, rec, text, false);
        }
        // The defense's yards from its own goal: the kick spot is 7 behind the line (A-G14).
        let kick_spot = los + 7;
        let at = if kick_spot > 20 { kick_spot } else { 20 };
        let text = self.lines.format(format_args!("{dist}-yard field goal is no good"));
        self.apply(End::Possession { holder: def, at, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false)
    }

    /// A punt (§2.10): two dice on the punting section (+1 against a block attempt, a 13 always
    /// blocked; −1 against a safe rush, blocks rolled again); a punt through the end zone is a
    /// touchback, one into it is downed; a return on three dice unless the block attempt failed.
    fn punt(&mut self, off: Side, rush: PuntRush) -> Result<(), GameError> {
        let recv = off.other();
        let los = self.core.spot.yards();
        let punter = self.teams[off].team.player(&self.teams[off].team.specialist.punter);
        let mut rec = PlayRecord::new(PlayKind::Punt, off);
        rec.player = Self::pref(off, punter);
        let cell = loop {
            let roll = self.dice().throw(Throw::TWO_YELLOW, Purpose::Punt);
            self.flag_kick(roll.yellow, PenaltySituation::Punt, off, los, rush == PuntRush::Safe);
            let t = roll.total() as i16;
            // §2.10.2: a block attempt adds to the roll and a modified 13 always blocks; §2.10.3: a
            // safe rush takes one off (both T26).
            let t26 = self.book.tables.t26();
            if rush == PuntRush::Block && self.book.tables.punt_blocked(t as u8) {
                break PuntCell::Blocked;
            }
            let t = match rush {
                PuntRush::Block => t + t26.punt_block.modifier as i16,
                PuntRush::Safe => t + self.book.tables.safe_punt_rush_modifier() as i16,
                PuntRush::Normal => t,
            };
            let c = self.teams[off].team.specialist.punt[(t.clamp(2, 12) - 2) as usize];
            if rush == PuntRush::Safe && c == PuntCell::Blocked {
                continue;
            }
            break c;
        };
        let (yards, returner_no) = match cell {
            PuntCell::Blocked => {
                rec.flags.set(PlayFlags::BLOCKED);
                let t = self.dice().two(Purpose::Recovery);
                let (offense, behind) = self.book.blocked_kick(t);
                let spot = los - behind;
                if spot <= 0 {
                    // Recovered in the end zone: a safety for the kicking team's recovery, a touchdown for the defense's.
                    if offense {
                        rec.flags.set(PlayFlags::SAFETY);
                        let text = self.lines.format(format_args!("punt blocked, recovered in the end zone: safety"));
                        return self.apply(End::Possession { holder: off, at: 0, first_down: false }, Cost::Fifteen, Tempo::Normal, rec, text, false);
                    }
                    let text = self.lines.format(format_args!("punt blocked and recovered in the end zone: touchdown"));
                    return self.apply(End::Possession { holder: recv, at: 100, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
                }
                // §2.10.2 (L437): "The team that recovers the ball can attempt to advance the
                // ball" (T8). The kicking team keeps it where it ends, for its next down: a first
                // down past the line to gain; on fourth down short of it the ball goes over on
                // downs. The defense's recovery is a loose ball it may advance (§2.9 step 7, T8).
                let mut text = format!("punt blocked, recovered by the {} {behind} yards behind the line", if offense { "kicking team" } else { "defense" });
                if offense {
                    let (h, e, _) = self.advance(off, spot, false, true, &mut text);
                    if h == off {
                        return self.apply(End::Scrimmage { gain: e.min(100) - los, effect: DownEffect::Normal }, Cost::Fifteen, Tempo::Normal, rec, text, false);
                    }
                    // The advance's "+3 Fumble" lost to the receiving team.
                    return self.apply(End::Possession { holder: h, at: e.min(100), first_down: true }, Cost::Turnover, Tempo::Normal, rec, text, false);
                }
                let (holder, end, gained) = self.advance(recv, 100 - spot, false, false, &mut text);
                if holder == recv {
                    rec.return_yards = gained;
                    if end >= 100 {
                        rec.flags.set(PlayFlags::RETURN_TD);
                    }
                }
                return self.apply(End::Possession { holder, at: end.min(100), first_down: true }, Cost::Turnover, Tempo::Normal, rec, text, false);
            }
            PuntCell::Distance { yards, returner } => (yards as i16, returner),
        };
        // §2.10.4, §2.10.5: the coffin corner and the pooch, declared before the roll, from the opponent's side.
        let kind = if los > 50 { self.with_parts(|g, cs, _| cs[off].punt_kind(&g.view(off))) } else { PuntKind::Normal };
        let mut yards = yards;
        let mut pooch = false;
        match kind {
            PuntKind::CoffinCorner => {
                let r = self.dice().throw(Throw::FOUR, Purpose::Punt);
                yards -= r.three_total() as i16;
                let land = los + yards;
                rec.yards = yards;
                if land >= 100 {
                    rec.flags.set(PlayFlags::TOUCHBACK);
                    let text = self.lines.format(format_args!("coffin-corner punt, {yards} yards: into the end zone, touchback"));
                    return self.apply(End::Possession { holder: recv, at: 0, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
                }
                if self.book.tables.coffin_corner(r.black.unwrap_or(6)) == crate::tables::Bounds::OutOfBounds {
                    let text = self.lines.format(format_args!("coffin-corner punt, {yards} yards, out of bounds at the {}", 100 - land));
                    return self.apply(End::Possession { holder: recv, at: 100 - land, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
                }
            }
            PuntKind::Pooch => {
                let r = self.dice().throw(Throw::THREE, Purpose::Punt);
                yards -= r.three_total() as i16;
                pooch = true;
            }
            PuntKind::Normal => {}
        }
        rec.yards = yards;
        let land = los + yards;
        if land >= 110 {
            rec.flags.set(PlayFlags::TOUCHBACK);
            let text = self.lines.format(format_args!("{yards}-yard punt through the end zone, touchback"));
            return self.apply(End::Possession { holder: recv, at: 0, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
        }
        if land >= 100 {
            rec.flags.set(PlayFlags::TOUCHBACK);
            let text = self.lines.format(format_args!("{yards}-yard punt into the end zone, downed for a touchback"));
            return self.apply(End::Possession { holder: recv, at: 0, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
        }
        let at = 100 - land;
        let returners = &self.teams[recv].team.specialist.punt_returns;
        let idx = ((returner_no as usize).saturating_sub(1)).min(returners.len() - 1);
        let column = returners[idx].column;
        let (rpid, hurt) = self.return_man(recv, true, idx);
        // §2.10.2 (L437): after a failed block attempt the receivers "can only opt for a fair
        // catch … or let the ball roll".
        let choice = if rush == PuntRush::Block {
            self.with_parts(|g, cs, _| cs[recv].punt_choice_after_block(&g.view(recv), at)).after_block()
        } else {
            self.with_parts(|g, cs, _| cs[recv].punt_choice(&g.view(recv), at))
        };
        let rolls = match choice {
            PuntChoice::Return => false,
            PuntChoice::LetItRoll => true,
            PuntChoice::FairCatch => {
                // §2.10.7: one die — 1-3 a fair catch, 4-5 the ball rolls, 6 downed there.
                let d = self.dice().one(Purpose::Return);
                match self.book.tables.fair_catch(d) {
                    crate::tables::FairCatch::Downed => {
                        let text = self.lines.format(format_args!("{yards}-yard punt, downed at the {at}"));
                        return self.apply(End::Possession { holder: recv, at, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
                    }
                    crate::tables::FairCatch::FairCatch => {
                        // A-G11: the return dice still show a fumble reading; a die of 1-3 makes it a fumble.
                        let roll = self.dice().throw(Throw::THREE, Purpose::Return);
                        if matches!(column[(roll.total() - 2) as usize], ReturnCell::Fumble(_)) && { let d = self.dice().one(Purpose::Fumble); self.book.tables.return_fumble_stands(d) } {
                            rec.flags.set(PlayFlags::FUMBLE);
                            let r = self.recover_return(recv, rpid);
                            if r.team == off {
                                rec.flags.set(PlayFlags::FUMBLE_LOST);
                                let mut text = format!("{yards}-yard punt, the fair catch is fumbled, recovered by {}", self.name(off, r.who));
                                let (holder, end, _) = self.advance(off, 100 - at, false, false, &mut text);
                                if holder == off && end >= 100 {
                                    rec.flags.set(PlayFlags::RETURN_TD);
                                }
                                return self.apply(End::Possession { holder, at: end.clamp(1, 100), first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
                            }
                        }
                        rec.flags.set(PlayFlags::FAIR_CATCH);
                        let text = self.lines.format(format_args!("{yards}-yard punt, fair catch at the {at}"));
                        return self.apply(End::Possession { holder: recv, at, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
                    }
                    crate::tables::FairCatch::Rolls => true,
                }
            }
        };
        if rolls {
            // §2.10.6: one die — 1-3 the kicking team downs it; 4-6 it rolls three dice's results total,
            // back toward the line on control 1, on toward the goal otherwise (a touchback there).
            let d = self.dice().one(Purpose::Roll);
            let mut end = at;
            if self.book.tables.let_it_roll(d) == crate::tables::LetItRoll::Rolls {
                let r = self.dice().throw(Throw::THREE, Purpose::Roll);
                end = match self.book.tables.roll_direction(r.ctl()) {
                    crate::tables::RollDirection::Backward => at + r.total() as i16,
                    crate::tables::RollDirection::Forward => at - r.total() as i16,
                };
            }
            if end <= 0 {
                rec.flags.set(PlayFlags::TOUCHBACK);
                let text = self.lines.format(format_args!("{yards}-yard punt rolls into the end zone: touchback"));
                return self.apply(End::Possession { holder: recv, at: 0, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
            }
            let text = self.lines.format(format_args!("{yards}-yard punt, let roll, dead at the {}", end.min(99)));
            return self.apply(End::Possession { holder: recv, at: end.min(99), first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
        }
        let roll = self.dice().throw(Throw::THREE, Purpose::Return);
        if pooch && self.book.tables.pooch_fair_catch(roll.total()) {
            // §2.10.5: a pooch returned on a 7, 8 or 12 is an automatic fair catch.
            rec.flags.set(PlayFlags::FAIR_CATCH);
            let text = self.lines.format(format_args!("pooch punt, {yards} yards, fair catch at the {at}"));
            return self.apply(End::Possession { holder: recv, at, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
        }
        if hurt && !matches!(column[(roll.total() - 2) as usize], ReturnCell::Fumble(_)) {
            // §2.18.1 (L1031-L1033): the injured returner's card reads a fair catch on every number
            // but its fumble number.
            rec.flags.set(PlayFlags::FAIR_CATCH);
            let text = self.lines.format(format_args!("{yards}-yard punt, fair catch at the {at} (the return man is hurt)"));
            return self.apply(End::Possession { holder: recv, at, first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false);
        }
        // Only a punt run back is a return (a fair catch, a downed or rolling ball is not).
        rec.returner = Self::pref(recv, rpid);
        if let Some(flag) = self.kick_flag.as_mut() {
            flag.catch_at = Some(at);
        }
        let (end_at, holder, text) = match column[(roll.total() - 2) as usize] {
            ReturnCell::Yards(y) => {
                let mut text = self.lines.take();
                let _ = write!(text, "{yards}-yard punt, {} returns {y}", self.name_of(recv, rpid));
                (at + y as i16, recv, text)
            }
            ReturnCell::Touchdown => {
                let mut text = self.lines.take();
                let _ = write!(text, "{yards}-yard punt, {} returns it all the way", self.name_of(recv, rpid));
                (100, recv, text)
            }
            ReturnCell::Fumble(y) => {
                // A-G12 (recorded in `docs/som-decisions.md`): the punt return's fumble number
                // stands; its control die is not read (L425's 4-6 is written for kickoffs).
                let spot = at + y as i16;
                rec.flags.set(PlayFlags::FUMBLE);
                // §2.9 step 3: who recovered; then the loose ball's advance (T8).
                let r = self.recover_return(recv, rpid);
                let mut text = format!("{yards}-yard punt, {} fumbles, recovered by {}", self.name(recv, rpid), self.name(r.team, r.who));
                let (holder, end, _) = if r.team == recv { self.advance(recv, spot, false, true, &mut text) } else { self.advance(off, 100 - spot, false, false, &mut text) };
                if holder == off {
                    rec.flags.set(PlayFlags::FUMBLE_LOST);
                }
                (end, holder, text)
            }
        };
        if holder == recv {
            rec.return_yards = end_at.min(100) - at;
            if end_at >= 100 {
                rec.flags.set(PlayFlags::RETURN_TD);
            }
        }
        self.apply(End::Possession { holder, at: end_at.max(1), first_down: true }, Cost::Fifteen, Tempo::Normal, rec, text, false)
    }

    /// The man who takes a kick the specialist card's returner `idx` (of its punt or kickoff list)
    /// would run back, and whether
    /// that returner is hurt (§2.18.1, L1031-L1033): a hurt returner's card stays in use, with the
    /// yards credited to a healthy back or receiver (the team's other listed returners first, then
    /// its backs and receivers in depth order).
    fn return_man(&self, side: Side, punt: bool, idx: usize) -> (Option<Pid>, bool) {
        let t = &self.teams[side];
        let spec = &t.team.specialist;
        let list = if punt { &spec.punt_returns } else { &spec.kick_returns };
        let pid = list.get(idx).and_then(|r| t.team.player(&r.player));
        let out = |p: Pid| t.out.iter().any(|o| o.0 == p);
        match pid {
            Some(p) if out(p) => {
                let spec = &t.team.specialist;
                let d = &t.team.depth;
                // L1033: "Credit the kickoff or punt return yardage to any running back or
                // Receiver" — a listed returner of another position (a defensive back) is passed over.
                use crate::cards::Pos;
                let back_or_receiver = |q: Pid| t.team.players[q].pos.iter().any(|p| matches!(p, Pos::Hb | Pos::Fb | Pos::Bb | Pos::Wr | Pos::Te));
                let sub = spec.kick_returns.iter().chain(&spec.punt_returns).map(|r| &r.player).chain(d.rb.iter()).chain(d.wr.iter()).chain(d.te.iter()).filter_map(|id| t.team.player(id)).find(|&q| !out(q) && back_or_receiver(q));
                (sub, true)
            }
            _ => (pid, false),
        }
    }

    /// The up-back credited with a squib kickoff's return (§2.1.3, L347): the receiving team's
    /// first healthy tight end, then back, in depth order, who is not one of its specialist card's
    /// deep kickoff returners. None: the return is no man's (the team's yards are not counted).
    fn up_back(&self, side: Side) -> Option<Pid> {
        let t = &self.teams[side];
        let d = &t.team.depth;
        let deep = |id: &String| t.team.specialist.kick_returns.iter().any(|r| r.player == *id);
        d.te.iter().chain(d.rb.iter()).filter(|id| !deep(id)).filter_map(|id| t.team.player(id)).find(|&p| !t.out.iter().any(|o| o.0 == p))
    }

    // ------------------------------------------------------------------ downs

    fn down(&mut self) -> Result<(), GameError> {
        // §2.12.5: a hurry-up declared on the last play binds this snap, and only this one. It
        // lapses when a man it keeps on the field has been hurt since.
        self.freeze = self.hurried.take().filter(|h| h.offense == self.core.possession && lineup::check_subs(&self.teams[h.offense].team, &self.teams[h.offense].out[..], h.formation, &h.subs).is_ok());
        let r = self.snap();
        self.freeze = None;
        r
    }

    fn snap(&mut self) -> Result<(), GameError> {
        let off = self.core.possession;
        // The other side's possession has ended (§2.18.3: its quarterback may be changed again).
        self.teams[off.other()].qb_brought_in = None;
        // A spike declared after the last play (§2.12.4) is this snap, if it is still the same
        // team's ball in the same half's last two minutes.
        let spike = OffenseCall { formation: OffFormation::ProSet, shotgun: false, play: OffPlay::Spike, out_of_bounds: false, tempo: Tempo::Normal, subs: crate::lineup::Subs::NONE };
        // §2.12.7: the play clock let run out after the last play is a delay of game on the
        // offense, 5 yards (half the distance), the down again; the clock stops (its 6 ticks went
        // to the last play).
        if self.delay_next.take() == Some((off, self.core.clock.period.0)) {
            self.spike_next = None;
            let mut rec = PlayRecord::new(PlayKind::NoPlay, off);
            let moved = penalty_move(self.core.spot, 5, true);
            rec.penalty = Some(PenaltyRecord { against: off, yards: -moved, accepted: true, code: 0 });
            let text = format!("delay of game on {}, {} yards: the play clock ran out; the clock stops [som 2.12.7]", self.teams[off].team.code, -moved);
            return self.apply(End::Scrimmage { gain: moved, effect: DownEffect::Replay }, Cost::None, Tempo::Normal, rec, text, false);
        }
        let declared = self.spike_next.take() == Some((off, self.core.clock.period.0)) && self.legal(&spike).is_ok();
        let call = if declared { spike } else { self.with_parts(|g, cs, rng| cs[off].offense(&g.view(off), rng)) };
        let to_goal = self.core.spot.to_goal();
        match call.play {
            OffPlay::Punt => {
                let def = off.other();
                let d = self.with_parts(|g, cs, rng| cs[def].defense(&g.view(def), &call.shown(), rng));
                self.punt(off, d.punt_rush)
            }
            OffPlay::FieldGoal if to_goal + 17 <= 63 => self.field_goal(off),
            OffPlay::FieldGoal => {
                // Beyond 63 yards there is no kick at all (§2.11): the call is refused as delay of game.
                let mut rec = PlayRecord::new(PlayKind::NoPlay, off);
                let moved = penalty_move(self.core.spot, 5, true);
                rec.penalty = Some(PenaltyRecord { against: off, yards: -moved, accepted: true, code: 0 });
                let text = self.lines.format(format_args!("delay of game: no field goal beyond 63 yards [som 2.11]"));
                self.apply(End::Scrimmage { gain: moved, effect: DownEffect::Replay }, Cost::None, Tempo::Normal, rec, text, false)
            }
            OffPlay::Kneel | OffPlay::Spike if self.legal(&call).is_ok() => {
                // §2.12.4, §2.12.6: three dice; control 1 with 12 is a fumble a yard behind the line.
                let kneel = call.play == OffPlay::Kneel;
                let r = self.dice().throw(Throw::THREE_YELLOW, Purpose::Play);
                let mut rec = PlayRecord::new(if kneel { PlayKind::Kneel } else { PlayKind::Spike }, off);
                if self.book.tables.spike_kneel_fumble(r.ctl(), r.total()).is_some() {
                    rec.flags.set(PlayFlags::FUMBLE);
                    if self.fumbler_keeps() {
                        rec.yards = -1;
                        let text = self.lines.format(format_args!("the snap is fumbled and recovered"));
                        return self.apply(End::Scrimmage { gain: -1, effect: DownEffect::Normal }, Cost::Thirty, Tempo::Normal, rec, text, false);
                    }
                    rec.flags.set(PlayFlags::FUMBLE_LOST);
                    let at = 100 - (self.core.spot.yards() - 1);
                    let text = self.lines.format(format_args!("the snap is fumbled, the defense recovers"));
                    return self.apply(End::Possession { holder: off.other(), at, first_down: true }, Cost::Turnover, Tempo::Normal, rec, text, false);
                }
                // Only an offsides on the specialist cards can be flagged (L512, L520).
                let play = End::Scrimmage { gain: if kneel { -1 } else { 0 }, effect: DownEffect::Normal };
                if let Some((end, pen, more)) = (self.opts.penalties && r.yellow == Some(1)).then(|| self.snap_offsides(off, play)).flatten() {
                    let what = if kneel { "kneel" } else { "spike" };
                    if end == play {
                        rec.yards = if kneel { -1 } else { 0 };
                        rec.penalty = Some(pen);
                        let text = format!("{what}{more}");
                        return if kneel { self.apply(end, Cost::Kneel, Tempo::Normal, rec, text, true) } else { self.apply(end, Cost::None, Tempo::Normal, rec, text, false) };
                    }
                    let mut nr = PlayRecord::new(PlayKind::NoPlay, off);
                    nr.penalty = Some(pen);
                    return self.apply(end, Cost::Fifteen, Tempo::Normal, nr, format!("{what}{more}"), false);
                }
                if kneel {
                    rec.yards = -1;
                    let text = self.lines.format(format_args!("kneel"));
                    self.apply(End::Scrimmage { gain: -1, effect: DownEffect::Normal }, Cost::Kneel, Tempo::Normal, rec, text, true)
                } else {
                    // The spike costs no tick of its own (its two-tick saving went to the previous play
                    // when it was declared, in `apply`); it loses a down and is not a pass.
                    let text = self.lines.format(format_args!("spike"));
                    self.apply(End::Scrimmage { gain: 0, effect: DownEffect::Normal }, Cost::None, Tempo::Normal, rec, text, false)
                }
            }
            _ => {
                if let Err(why) = self.legal(&call) {
                    // §2.2 step 9: an illegal play is delay of game, 5 yards (half the distance).
                    let mut rec = PlayRecord::new(PlayKind::NoPlay, off);
                    let moved = penalty_move(self.core.spot, 5, true);
                    rec.penalty = Some(PenaltyRecord { against: off, yards: -moved, accepted: true, code: 0 });
                    let text = format!("delay of game on {}, {} yards: {why}", self.teams[off].team.code, -moved);
                    return self.apply(End::Scrimmage { gain: moved, effect: DownEffect::Replay }, Cost::None, Tempo::Normal, rec, text, false);
                }
                if let Some(q) = call.subs.get(OffSlot::Qb) {
                    if self.teams[off].qb_brought_in != Some(q) {
                        self.teams[off].bring_in_qb(q);
                    }
                }
                let r = self.resolve_scrimmage(off, call, self.core.spot.yards())?;
                // §2.12.5: "On plays where the clock continues to run the offense can elect to
                // hurry-up"; not after a change of possession, an incomplete pass or a time-out.
                let keeps_running = self.clock_keeps_running(r.end, r.cost);
                let (period, timeouts) = (self.core.clock.period.0, self.core.timeouts);
                let defense = self.last_defense_formation;
                self.apply(r.end, r.cost, call.tempo, r.rec, r.text, r.ask_timeout)?;
                if call.tempo == Tempo::HurryUp && keeps_running && self.core.phase == Phase::Scrimmage && self.core.possession == off && self.core.clock.period.0 == period && self.core.timeouts == timeouts {
                    self.hurried = Some(crate::coach::Hurried { offense: off, formation: call.formation, subs: call.subs, defense });
                }
                Ok(())
            }
        }
    }

    /// The offense's call checked against the field-position rules (§2.5.1, §2.4.2, §2.5 step 7):
    /// [`legal_for`] from the offense's view.
    pub fn legal(&self, call: &OffenseCall) -> Result<(), String> {
        legal_for(&self.view(self.core.possession), call)
    }

    fn on_field(&self, off: Side, call: &OffenseCall, dcall: &DefenseCall) -> OnField {
        let ot = &self.teams[off];
        let oout = &ot.out[..];
        let o = lineup::offense_lineup(&ot.team, oout, call.formation, &call.subs);
        let dt = &self.teams[off.other()];
        let d = lineup::defense(&dt.team, &dt.out[..], formation::def_personnel(dcall.formation));
        OnField { off: o, def: d }
    }
}

/// The offense's call checked against the field-position rules (§2.5.1, §2.4.2, §2.5 step 7), as
/// its coach sees the game (`v.me` has the ball): what [`SomGame::legal`] checks, for a front end
/// that checks a call before handing it over.
pub fn legal_for(v: &View, call: &OffenseCall) -> Result<(), String> {
    let to_goal = v.core.spot.to_goal();
    let p = v.core.clock.period.0;
    let last_two = v.core.clock.remaining <= 120;
    lineup::check_subs(v.teams[v.me], v.out[v.me], call.formation, &call.subs)?;
    if let (Some(q), Some(held)) = (call.subs.get(OffSlot::Qb), v.qb_brought_in) {
        if q != held {
            return Err(format!("{} was brought in at quarterback: he stays in until the end of the possession (a score, a punt or a turnover) [som 2.18.3]", v.own().players[held].name));
        }
    }
    if call.formation == OffFormation::BlockingBack {
        blocking_back_offense(v, call)?;
    }
    if let Some(h) = v.hurried.filter(|h| h.offense == v.me) {
        if matches!(call.play, OffPlay::Run { .. } | OffPlay::Pass { .. }) && (call.formation != h.formation || call.subs != h.subs) {
            return Err("after the hurry-up neither team may substitute or change its formation (the Shotgun may change) [som 2.12.5]".into());
        }
    }
    match call.play {
        OffPlay::Kneel if !(p >= 4 && last_two) => Err("the kneel is for the last two minutes of the game [som 2.12.6]".into()),
        OffPlay::Spike if !((p == 2 || p >= 4) && last_two) => Err("the spike is for the last two minutes of a half [som 2.12.4]".into()),
        OffPlay::Pass { play: PassPlay::Long, .. } if to_goal < 20 => Err("no long pass inside the opponent's 20: throw for the end zone [som 2.5.1]".into()),
        OffPlay::Pass { play: PassPlay::EndZone, .. } if !(10..20).contains(&to_goal) => Err("throwing for the end zone is from the 10-19 [som 2.5.1]".into()),
        OffPlay::Pass { play: PassPlay::Flat(_) | PassPlay::LookIn, .. } if to_goal < 10 => Err("no flat or look-in pass inside the 10 [som 2.5.1]".into()),
        OffPlay::Run { play, .. } if play.draw && to_goal < 10 => Err("no draw inside the 10 [som 2.4.2]".into()),
        OffPlay::Run { play, .. } if play.draw && play.kind == RunKind::EndRun => Err("a draw is a Linebuck or an Off Tackle run [som 2.4.2]".into()),
        // §2.4.3: from the Shotgun only Linebucks (draws too) by anyone and QB End Runs.
        OffPlay::Run { play, carrier } if call.shotgun && !(play.kind == RunKind::Linebuck || (play.kind == RunKind::EndRun && carrier == OffSlot::Qb && !play.draw)) => {
            Err("from the Shotgun only a Linebuck (or Linebuck draw) or a QB End Run [som 2.4.3]".into())
        }
        // §2.4.4: the End Runs of the quarterback who takes this snap (one brought in with the
        // call included), each his own.
        OffPlay::Run { play, carrier: OffSlot::Qb } if play.kind == RunKind::EndRun && lineup::offense_lineup(v.own(), v.out[v.me], call.formation, &call.subs)[OffSlot::Qb as usize].map_or(0, |q| end_runs_left(v.own(), &v.qb_end_runs, v.usage, q)) == 0 => {
            Err(format!("the quarterback has used his End Runs for this game (season carries ÷ {}) [som 2.4.4]", v.usage.qb_end_run_carries))
        }
        OffPlay::Pass { target, .. } if !formation::receivers(call.formation).contains(&target) => Err(format!("{target:?} is not a receiver in this formation [som 2.16]")),
        OffPlay::Pass { play: PassPlay::Long | PassPlay::EndZone, target } if long_blank_for(v, call, target) => Err(format!("{target:?}'s card has no long pass columns: he may not be thrown a long pass [som 2.5]")),
        OffPlay::Run { carrier, .. } if carrier != OffSlot::Qb && !formation::backs(call.formation).contains(&carrier) => Err(format!("{carrier:?} is not a back in this formation [som 2.16]")),
        _ => Ok(()),
    }
}

/// The Blocking Back offense's conditions (§2.16, L881): the team has a player "actually rated
/// as a blocking back" on his card; the designated blocking back — the FB box's man (the one-HB
/// version, "the BB is covered by the LLB") — is a back or a tight end with a run-block rating of
/// 4 or more (a halfback-only rated 0 may not play there), and he "cannot run the ball".
fn blocking_back_offense(v: &View, call: &OffenseCall) -> Result<(), String> {
    use crate::cards::Pos;
    let t = v.own();
    if !t.players.iter().any(|p| p.pos.contains(&Pos::Bb)) {
        return Err(format!("{} has no player rated as a blocking back: no Blocking Back offense [som 2.16]", t.code));
    }
    let bb = lineup::offense_lineup(t, v.out[v.me], call.formation, &call.subs)[OffSlot::Fb as usize];
    let Some(bb) = bb.map(|p| &t.players[p]) else {
        return Err("the Blocking Back offense needs its blocking back in the FB box [som 2.16]".into());
    };
    if !bb.pos.iter().any(|p| matches!(p, Pos::Hb | Pos::Fb | Pos::Bb | Pos::Te)) || bb.run_block < 4 {
        return Err(format!("{} may not be the blocking back: a back or a tight end with a run-block rating of 4 or more [som 2.16]", bb.name));
    }
    if matches!(call.play, OffPlay::Run { carrier: OffSlot::Fb, .. }) {
        return Err(format!("{} is the blocking back: he cannot run the ball [som 2.16]", bb.name));
    }
    Ok(())
}

/// The Blocking Back offense's designated blocker's run-block step: −1 for a halfback-only
/// (§2.16: "If a Halfback only has a 4, 5 or 6 Run Block rating … reduce his Run Block rating
/// by 1").
fn blocking_back_step(p: &crate::cards::SomPlayer) -> i8 {
    use crate::cards::Pos;
    if p.pos.iter().all(|x| *x == Pos::Hb) {
        -1
    } else {
        0
    }
}

/// The player in the offense's `slot` (`v.me`'s) has blank Long RIGHT and WRONG columns (§2.5 step 7).
fn long_blank_for(v: &View, call: &OffenseCall, slot: OffSlot) -> bool {
    let t = v.teams[v.me];
    lineup::offense_lineup(t, v.out[v.me], call.formation, &call.subs)[slot as usize].is_some_and(|p| t.players[p].long_blank())
}

/// The defense's board for its call, `to_goal` yards from its goal: T2's alignment moved to obey
/// the field-position rules (§2.5.1), the men the call moves on their spots (§2.2 step 4, "moves
/// his men to any zone allowable"), the blitzing linebackers in their blitz areas (§2.13.4), the
/// double-teamer on his receiver's box (§2.15.1). Checked separately ([`Board::validate`] with
/// [`board_context`]; [`check_call`] does both).
///
/// The safety blitz (§2.15.5): the backs sent go to their line spots, and when fewer than three
/// men are left in the short zone the FS, then an extra DB, drops from the long zone to fill it,
/// as the rule makes the defense do (L781). A back moved to the line with "Showing Blitz" and a
/// pass call is a safety blitzer as well. A blitz that still leaves fewer than three is refused
/// by the validation.
pub fn defense_board(to_goal: u8, d: &DefenseCall) -> Board {
    let mut b = Board::base_at(d.formation, to_goal);
    for (s, spot) in d.moves.iter() {
        b.place(s, spot);
    }
    for s in d.blitzers() {
        b.place(s, Spot::Blitz(blitz_area(s)));
    }
    for (r, who) in d.doubled() {
        b.place(who, Spot::DoubleTeam(r));
    }
    let mut sent = false;
    for (s, spot) in d.safety_blitz.backs() {
        b.place(s, spot.into());
        sent = true;
    }
    let moved_blitzer = d.safety_blitz.showing() && d.call == crate::vocab::DefCall::Pass && d.moves.iter().any(|(s, spot)| s.is_back() && spot.on_line());
    if sent || moved_blitzer {
        for back in [DefSlot::Fs, DefSlot::Db2, DefSlot::Db1] {
            if b.at(Spot::Short).count() >= 3 {
                break;
            }
            if b.spot(back) == Some(Spot::Long) {
                b.place(back, Spot::Short);
            }
        }
    }
    b
}

/// The defense's call checked as the engine plays it: the call's own safety-blitz, double-team
/// and move rules ([`DefenseCall::check_safety_blitz`], [`DefenseCall::check_doubles`],
/// [`DefenseCall::check_moves`]), then its board ([`defense_board`], [`Board::validate`]).
pub fn check_call(core: &GameState, offense: OffFormation, d: &DefenseCall) -> Result<Board, crate::board::BoardError> {
    d.check_safety_blitz()?;
    d.check_doubles()?;
    d.check_moves()?;
    let ctx = board_context(core, offense, d);
    let b = defense_board(ctx.to_goal, d);
    b.validate(&ctx)?;
    Ok(b)
}

/// What the board's checks need to know of the down: the spot, down and distance, the defense's
/// call and formation, the offense's formation.
pub fn board_context(core: &GameState, offense: OffFormation, d: &DefenseCall) -> BoardContext {
    BoardContext {
        to_goal: core.spot.to_goal().clamp(1, 99) as u8,
        down: core.down().number(),
        to_go: core.to_go().clamp(0, 99) as u8,
        call: d.call,
        formation: d.formation,
        offense,
        showing_blitz: d.safety_blitz.showing(),
    }
}

/// A scrimmage play resolved, before it is applied.
pub(crate) struct Resolved {
    pub end: End,
    pub cost: Cost,
    pub rec: PlayRecord,
    pub text: String,
    pub ask_timeout: bool,
    /// The offense kept the ball (for the two-point try).
    pub keeps: bool,
}

impl SomGame {
    /// Builds the defense's board from its call, checked (§2.14-§2.15); an illegal call falls back
    /// to the base alignment with the same run/pass call.
    fn board(&self, def: Side, call: &OffenseCall, dcall: &mut DefenseCall) -> Board {
        let to_goal = self.core.spot.to_goal().clamp(1, 99) as u8;
        // §2.12.5: after the offense's hurry-up the defense keeps its formation (its base
        // alignment there with its run or pass call; the base of its front if even that fails).
        if let Some(h) = self.freeze.filter(|h| h.offense != def && h.defense != dcall.formation) {
            *dcall = DefenseCall { formation: h.defense, call: dcall.call, ..DefenseCall::base(self.teams[def].team.front) };
        }
        if let Ok(b) = check_call(&self.core, call.formation, dcall) {
            return b;
        }
        let keep = dcall.call;
        *dcall = DefenseCall::base(self.teams[def].team.front);
        dcall.call = keep;
        Board::base_at(dcall.formation, to_goal)
    }

    fn player(&self, side: Side, p: Option<Pid>) -> Option<&crate::cards::SomPlayer> {
        p.map(|p| &self.teams[side].team.players[p])
    }

    #[allow(clippy::too_many_arguments)]
    fn checks(&self, off: Side, f: &OnField, call: &OffenseCall, dir: Option<Dir>, carrier: OffSlot, board: &Board, dform: crate::vocab::DefFormation) -> Checks {
        let def = off.other();
        let adj = formation::adjustments(call.formation);
        let ladder = |r: u8, step: i8| -> u8 {
            // The 0/4/5/6 ladder (§2.3): +1 a step up (max 6), −1 a step down, 4 − 1 = 0.
            let i = [0u8, 4, 5, 6].iter().position(|&x| x == r).unwrap_or(0) as i8;
            [0u8, 4, 5, 6][(i + step).clamp(0, 3) as usize]
        };
        // [som 2.16] The formation's run-block step moves the linemen's ratings, and the blocking
        // back's where the text names him; a tight end's never.
        let rated = |s: OffSlot, step: i8| self.player(off, f.off[s as usize]).map(|p| ladder(p.run_block, step)).unwrap_or(0);
        let rb = |s: OffSlot| rated(s, adj.run_block);
        let te = |s: OffSlot| rated(s, 0);
        let mut c = Checks::default();
        for (k, s) in [(OffCheck::Lt, OffSlot::Lt), (OffCheck::Lg, OffSlot::Lg), (OffCheck::C, OffSlot::C), (OffCheck::Rg, OffSlot::Rg), (OffCheck::Rt, OffSlot::Rt)] {
            c.set_off(k, rb(s));
        }
        c.set_off(OffCheck::Te, te(OffSlot::Te));
        // The blocking back (§2.4.5): the back not carrying; the higher-rated blocker when the QB runs.
        let bb_step = if adj.run_block_bb { adj.run_block } else { 0 };
        let bb = if call.formation == OffFormation::BlockingBack {
            // §2.16: the designated blocking back, whoever carries.
            self.player(off, f.off[OffSlot::Fb as usize]).map(|p| ladder(p.run_block, blocking_back_step(p))).unwrap_or(0)
        } else {
            formation::backs(call.formation).iter().filter(|&&s| s != carrier).map(|&s| rated(s, bb_step)).max().unwrap_or(0)
        };
        c.set_off(OffCheck::Bb, bb);
        let right = dir != Some(Dir::Left);
        c.set_off(OffCheck::OnsideTackle, rb(if right { OffSlot::Rt } else { OffSlot::Lt }));
        c.set_off(OffCheck::OnsideGuard, rb(if right { OffSlot::Rg } else { OffSlot::Lg }));
        // T1 "Off Onside End": on the left the 2nd TE's rating; the Blocking Back offense has
        // none, and reads its blocking back's (L881).
        let onside_end = if adj.off_onside_end && !right {
            if f.off[OffSlot::Te2 as usize].is_some() {
                te(OffSlot::Te2)
            } else {
                bb
            }
        } else {
            te(OffSlot::Te)
        };
        c.set_off(OffCheck::OnsideEnd, onside_end);
        c.bb_lower = adj.bb_lower && carrier != OffSlot::Qb;
        for (i, (p, s)) in f.def.iter().zip(formation::DEF_SLOTS).enumerate() {
            if let Some(p) = self.player(def, *p) {
                c.def[i] = Some(db_rating(dform, s, p.defense));
            }
        }
        // §2.14.3 (L646, L653-L654): readings of a line the team does not normally play. A 4-3
        // team in a three-man line reads "Defensive RT/LT" at its NT's rating −1; a 3-4 team in a
        // four-man line reads "Defensive NT" at the RT's −1 on a 5 and the LT's −1 on a 9 (the
        // cards name no NT position, so nobody is "rated at the position" he switches to).
        let less = |s: DefSlot| c.def[s as usize].map(|r| r.saturating_sub(1));
        match (self.teams[def].team.front, formation::front_of(dform)) {
            (crate::vocab::Front::FourThree, crate::vocab::Front::ThreeFour) => {
                let nt = less(DefSlot::Nt);
                for s in [DefSlot::Lt, DefSlot::Rt] {
                    if c.def[s as usize].is_none() {
                        c.def[s as usize] = nt;
                    }
                }
            }
            (crate::vocab::Front::ThreeFour, crate::vocab::Front::FourThree) => {
                c.nt_stand_in = [less(DefSlot::Rt), less(DefSlot::Lt)];
            }
            _ => {}
        }
        let _ = board;
        c
    }

    /// A defender's rating as this play reads it: in the short-yardage defense every defensive
    /// back's is one less (§2.15.4, L775, T2 note 23).
    fn def_rating(&self, def: Side, f: &OnField, dform: crate::vocab::DefFormation, s: DefSlot) -> Option<u8> {
        self.player(def, f.def[s as usize]).map(|p| db_rating(dform, s, p.defense))
    }

    /// Runs or passes a down from `los` (yards from the offense's goal) and returns what happened.
    pub(crate) fn resolve_scrimmage(&mut self, off: Side, call: OffenseCall, los: i16) -> Result<Resolved, GameError> {
        self.resolve_scrimmage_with(off, call, los, true).map(|(r, _)| r)
    }

    /// [`SomGame::resolve_scrimmage`]; with `penalties` false a yellow 1 is not settled here but
    /// returned (true) for the caller's own procedure (the two-point try, §2.17 step 9).
    fn resolve_scrimmage_with(&mut self, off: Side, call: OffenseCall, los: i16, penalties: bool) -> Result<(Resolved, bool), GameError> {
        let def = off.other();
        let mut dcall = self.with_parts(|g, cs, rng| cs[def].defense(&g.view(def), &call.shown(), rng));
        let board = self.board(def, &call, &mut dcall);
        self.last_defense_formation = dcall.formation;
        let f = self.on_field(off, &call, &dcall);
        let roll = self.dice().throw(Throw::ALL, Purpose::Play);
        let to_goal = 100 - los;
        self.replay_note = None;
        self.intercepted_at = None;
        let mut r = match call.play {
            OffPlay::Run { play, carrier } => self.run(off, &call, &dcall, &board, &f, &roll, play, carrier, to_goal),
            OffPlay::Pass { play, target } => self.pass(off, &call, &dcall, &board, &f, &roll, play, target, to_goal),
            _ => unreachable!("kicks and kneels are not scrimmage plays"),
        };
        if let Some(note) = self.replay_note.take() {
            r.text.push_str(&note);
        }
        let flagged = roll.yellow == Some(1);
        if self.opts.penalties && flagged && penalties {
            let situation = situation(&call, &r);
            r = self.penalty(off, los, r, situation, call.play);
        }
        if self.opts.injuries && roll.triple() {
            let hurt = self.injure(off, &f, roll.ctl(), &mut r.text).is_some();
            if hurt {
                r.rec.flags.set(PlayFlags::INJURY);
                // §2.12.1 (L483): a play with an injury is a 15-second play (a cheaper charge,
                // an incomplete pass's or an out-of-bounds play's, stands).
                if r.cost == Cost::Thirty {
                    r.cost = Cost::Fifteen;
                }
            }
        }
        Ok((r, flagged && !penalties))
    }

    #[allow(clippy::too_many_arguments)]
    fn run(&mut self, off: Side, call: &OffenseCall, dcall: &DefenseCall, board: &Board, f: &OnField, roll: &Roll, play: crate::vocab::RunPlay, carrier: OffSlot, to_goal: i16) -> Resolved {
        let def = off.other();
        let front = self.teams[def].team.front;
        let cpid = f.off[carrier as usize].or(f.off[OffSlot::Hb as usize]);
        let mut rec = PlayRecord::new(PlayKind::Rush, off);
        rec.player = Self::pref(off, cpid);
        let down = self.core.down().number();
        let togo = self.core.to_go();
        let input = RunColumnInput {
            call: Some(dcall.call),
            keyed: dcall.key.is_some(),
            keyed_carrier: dcall.key == Some(carrier),
            key_zone_filled: board.key_zone_filled(play, front),
            draw: play.draw,
            long_yardage: (down == 3 && togo >= 5) || (down == 4 && togo >= 3),
            one_back_spread: matches!(call.formation, OffFormation::ThreeWideOneBack | OffFormation::FourWide),
            control: roll.ctl(),
            fatigued: cpid.is_some_and(|p| self.fatigued_back(off, p)),
        };
        let column = resolve::run_column(&input, self.opts.override_key);
        // §2.4.2 (L957): a draw against a pass call fools every linebacker on the line — they
        // leave the board before the play is read (the column's count, "LB in zone", □); against
        // a run call the defense diagnosed it and reads its own card's largest column (1 LB for
        // a 4-3 team, 2 LB for a 3-4 team, A-G56).
        let fooled;
        let board = if play.draw && dcall.call == crate::vocab::DefCall::Pass {
            fooled = board.without_los_linebackers();
            &fooled
        } else {
            board
        };
        let men = if play.draw && dcall.call == crate::vocab::DefCall::Run { formation::draw_run_column(front) } else { board.men_in_run_zone(play, front) };
        self.tally.run(play.kind, column, men);
        let mut checks = self.checks(off, f, call, play.dir, carrier, board, dcall.formation);
        // "LB in zone": the highest-rated man in the attacked zone (A-G5); the FS rates 0 against the run (§2.15.10).
        checks.lb_zone = board.run_zone_defenders(play).filter_map(|s| self.player(def, f.def[s as usize]).map(|p| if s == DefSlot::Fs || s.is_back() { 0 } else { p.defense })).max();
        checks.behind = board.men_behind_run_zone(play);
        // □ and □□ are ignored inside the opponent's 10 (fewer than 10 yards to go, §2.5.1,
        // §2.15.8); in the 3-3-5 any □ or □□ adds 10 wherever the MLB is (§2.14.4, L673, A-G35).
        checks.box_off = to_goal < 10;
        checks.box_always = dcall.formation == crate::vocab::DefFormation::Nickel335;
        checks.results_total = roll.total();
        if let Some(q) = cpid.filter(|_| carrier == OffSlot::Qb && play.kind == RunKind::EndRun) {
            self.teams[off].qb_end_runs.add(q);
        }
        if self.player(off, cpid).is_none_or(|p| p.running.is_none()) {
            return self.finish_gain(off, rec, 0, to_goal, Cost::Thirty, format!("{} has no running card: no gain", self.name_of(off, cpid)));
        }
        let mut what = self.lines.take();
        let _ = Write::write_fmt(&mut what, format_args!("{} {play}", self.name_of(off, cpid)));
        // §2.15.5 step 4: with "Showing Blitz" announced, a sniper scope on the initial roll's
        // defensive-card cell is an automatic Long Gain.
        if dcall.safety_blitz.showing() && !roll.offense_card() && resolve::sniper_scope(crate::cards::at(self.teams[def].team.defense_card.run(play.kind, men), roll.total())) {
            return self.sniper_long_gain(off, rec, to_goal, &what);
        }
        let out = {
            let book = self.book;
            let (teams, mut dice) = self.cards_and_dice();
            let card = cpid.and_then(|p| teams[off].team.players[p].running.as_ref());
            card.map(|card| resolve::run(roll, &resolve::RunInputs { play, card, column, defense: &teams[def].team.defense_card, men_in_zone: men }, &checks, &book, &mut dice))
        };
        let Some(out) = out else {
            return self.finish_gain(off, rec, 0, to_goal, Cost::Thirty, format!("{} has no running card: no gain", self.name_of(off, cpid)));
        };
        let oob = call.out_of_bounds && play.kind == RunKind::EndRun && self.oob_window() && self.book.tables.out_of_bounds(roll.ctl()) == crate::tables::Bounds::OutOfBounds;
        let cost = if oob { Cost::OutOfBounds { long: false } } else { Cost::Thirty };
        let (result, fumble_ruling, _) = self.triage_ruling(off, out.replay, out.result, !out.defense_card, to_goal);
        match result {
            Terminal::Yards(y) => self.finish_gain(off, rec, y, to_goal, cost, Self::then(what, format_args!(", {}", Yards(y)))),
            Terminal::Touchdown => self.finish_gain(off, rec, to_goal, to_goal, cost, Self::then(what, format_args!(", touchdown"))),
            Terminal::Fumble(y) => {
                let kind = if play.kind == RunKind::Linebuck { FumbleKind::LinebuckOrMustRun } else { FumbleKind::OtherRun };
                let lb = Loose { run_side: play.dir, keyed: dcall.key.is_some(), ruling: fumble_ruling, ..Loose::new(kind, cpid, f) };
                self.fumble(off, rec, y, to_goal, !out.defense_card, Self::then(what, format_args!(", {} and a fumble", Yards(y))), lb)
            }
            _ => self.finish_gain(off, rec, 0, to_goal, cost, Self::then(what, format_args!(", no gain"))),
        }
    }

    /// The sniper scope's automatic Long Gain (§2.15.5 step 4): T18 with three dice, a
    /// completion on a pass.
    fn sniper_long_gain(&mut self, off: Side, mut rec: PlayRecord, to_goal: i16, what: &str) -> Resolved {
        let t = {
            let book = self.book;
            let mut dice = Dice::logged(&mut self.rng, &mut self.rolls);
            resolve::settle(&crate::reading::Reading::LongGain, 1, &Checks::default(), &book, &mut dice).result
        };
        if rec.kind == PlayKind::Pass {
            rec.flags.set(PlayFlags::COMPLETE);
        }
        match t {
            Terminal::Yards(y) => self.finish_gain(off, rec, y, to_goal, Cost::Thirty, format!("{what}: the sniper scope against the showing blitz, a Long Gain of {y}")),
            _ => self.finish_gain(off, rec, to_goal, to_goal, Cost::Fifteen, format!("{what}: the sniper scope against the showing blitz, a Long Gain for a touchdown")),
        }
    }

    /// Fatigue (§2.18.2, [`lineup::tired`]): whether this carry reads RIGHT always. Counts it.
    fn fatigued_back(&mut self, side: Side, p: Pid) -> bool {
        let t = &mut self.teams[side];
        if !lineup::backup_fatigues(&t.team, &t.out[..], p) {
            return false;
        }
        let tired = lineup::tired(&t.team, &t.out[..], &t.backup_carries, self.book.tables.usage(), p);
        match t.backup_carries.iter_mut().find(|c| c.0 == p) {
            Some(c) => c.1 += 1,
            None => t.backup_carries.push((p, 1)),
        }
        tired
    }

    /// Receiver fatigue (§2.18.2, [`lineup::tired_receiver`]): whether this pass to `p` in `slot`
    /// reads his card's RIGHT column always. Counts it.
    fn fatigued_receiver(&mut self, side: Side, slot: OffSlot, p: Pid) -> bool {
        let t = &mut self.teams[side];
        if !lineup::receiver_fatigues(&t.team, &t.out[..], slot, p) {
            return false;
        }
        let tired = lineup::tired_receiver(&t.team, &t.out[..], &t.backup_targets, self.book.tables.usage(), slot, p);
        match t.backup_targets.iter_mut().find(|c| c.0 == p) {
            Some(c) => c.1 += 1,
            None => t.backup_targets.push((p, 1)),
        }
        tired
    }

    fn oob_window(&self) -> bool {
        matches!(self.core.clock.period.0, 2 | 4) && self.core.clock.remaining <= 300
    }

    /// A gain (or loss) where the offense keeps the ball.
    fn finish_gain(&self, off: Side, mut rec: PlayRecord, y: i16, to_goal: i16, cost: Cost, text: String) -> Resolved {
        let y = y.min(to_goal);
        rec.yards = y;
        let cost = if y >= to_goal {
            rec.flags.set(PlayFlags::TOUCHDOWN);
            Cost::Fifteen
        } else {
            cost
        };
        let _ = off;
        Resolved { end: End::Scrimmage { gain: y, effect: huddle_core::DownEffect::Normal }, cost, rec, text, ask_timeout: true, keeps: true }
    }

    #[allow(clippy::too_many_arguments)]
    fn pass(&mut self, off: Side, call: &OffenseCall, dcall: &DefenseCall, board: &Board, f: &OnField, roll: &Roll, play: PassPlay, target: OffSlot, to_goal: i16) -> Resolved {
        let def = off.other();
        let qb = f.off[OffSlot::Qb as usize];
        let tpid = f.off[target as usize];
        let mut rec = PlayRecord::new(PlayKind::Pass, off);
        rec.passer = Self::pref(off, qb);
        rec.player = Self::pref(off, tpid);
        if !(self.player(off, qb).is_some_and(|p| p.passing.is_some()) && self.player(off, tpid).is_some_and(|p| p.receiving.is_some())) {
            return Resolved { end: End::Scrimmage { gain: 0, effect: huddle_core::DownEffect::Normal }, cost: Cost::Incomplete, rec, text: Self::then(self.pass_line(off, qb, tpid, false, None), format_args!(": no card, incomplete")), ask_timeout: true, keeps: true };
        }
        // What the board says about this pass: the zone's men, who covers the target, the
        // double-teams, an open zone (§2.15.1-§2.15.11).
        // §2.15.5: "Showing Blitz" with a pass call puts a back on the line as a blitzer; the
        // picture's `safety_blitz` says one actually is (his man open, the long zone 0 men or 1
        // inside the 20, the end-zone throw's "1 MAN").
        let blitz_called = dcall.safety_blitz.showing() && dcall.call == crate::vocab::DefCall::Pass;
        let pic = board.pass_picture(&PassContext::new(call.formation, target, play).at(to_goal.clamp(0, 99) as u8).with_safety_blitz(blitz_called));
        let safety_blitz = pic.safety_blitz;
        let double_teamed = matches!(pic.double_team, DoubleTeamState::Back(_) | DoubleTeamState::Linebacker(_));
        // §2.15.5 step 4: a sniper scope on the initial roll's defensive-card cell, "Showing
        // Blitz" announced (whether or not a back blitzes): an automatic Long Gain. Read after the
        // sack check (§2.5 step 2), before a rush's re-roll.
        let scope = dcall.safety_blitz.showing() && !roll.offense_card() && resolve::sniper_scope(crate::cards::at(self.teams[def].team.defense_card.pass(play.kind(), pic.men), roll.total()));
        // §2.13: the pass rush.
        let mut continued = false;
        let mut first = *roll;
        let mut play = play;
        let mut target = target;
        let mut dump_off = false;
        // Whose receiving card the pass reads (the dump-off's man after one).
        let mut receiver = tpid;
        let mut pic = pic;
        let rush = self.pass_rush(off, call, dcall, board, f, roll, play, double_teamed, safety_blitz);
        if safety_blitz {
            self.tally.safety_blitz[0] += 1;
            self.tally.safety_blitz[1] += u32::from(matches!(rush, Some(RushResult::Sack { .. })));
        }
        if let Some(RushResult::Sack { rusher, rating, next }) = rush {
            let mut r = self.sack(off, qb, rusher, to_goal, f, call.out_of_bounds);
            self.reassign_sack(&mut r, rusher, rating, next);
            return r;
        }
        if scope {
            let what = self.pass_line(off, qb, tpid, false, Some(play));
            return self.sniper_long_gain(off, rec, to_goal, &what);
        }
        if let Some(rush) = rush {
            match rush {
                RushResult::Sack { .. } => {}
                // §2.13.6, A-G65 (a): a safety-blitz rush on black 3-5 without a sack has no
                // dump-off and no continue: the play is re-rolled and read normally.
                RushResult::Continue { .. } if safety_blitz && roll.black.unwrap_or(6) > 2 => {
                    first = self.dice().throw(Throw::THREE, Purpose::Play);
                }
                // §2.13.1 (L586): a flat pass rushed without a sack — "re-roll the control die and
                // the results dice to get the result of the play", read normally: the continue's
                // columns (L590-L592) are the short and long passes' choice beside the dump-off.
                RushResult::Continue { .. } if play.kind() == PassKind::Flat => {
                    first = self.dice().throw(Throw::THREE, Purpose::Play);
                }
                RushResult::Continue { rusher_present } => {
                    // §2.13.6: a dump-off only after a real rusher, on a short or long pass, not in a
                    // half's last 30 seconds, not inside the 10.
                    let late = matches!(self.core.clock.period.0, 2 | 4) && self.core.clock.remaining <= 30;
                    let may_dump = rusher_present && matches!(play.kind(), PassKind::Short | PassKind::Long) && !late && to_goal >= 10;
                    if may_dump && self.with_parts(|g, cs, _| cs[off].dump_off(&g.view(off))) {
                        let z = self.dice().one(Purpose::Play);
                        let zone = match self.book.tables.dump_off_zone(z) {
                            crate::tables::DumpZone::LeftFlat => PassPlay::Flat(Dir::Left),
                            crate::tables::DumpZone::LookIn => PassPlay::LookIn,
                            crate::tables::DumpZone::RightFlat => PassPlay::Flat(Dir::Right),
                        };
                        let die = self.dice().one(Purpose::Play);
                        let doubled: Vec<OffSlot> = board.double_teamers().map(|(_, r)| r).collect();
                        let new_target = crate::formation::OffSet::from(call.formation).dump_off_target(die, target, &doubled);
                        if let Some(t) = new_target.filter(|t| f.off[*t as usize].is_some()) {
                            if self.player(off, f.off[t as usize]).is_some_and(|p| p.receiving.is_some()) {
                                play = zone;
                                target = t;
                                receiver = f.off[t as usize];
                                dump_off = true;
                                pic = board.pass_picture(&PassContext::new(call.formation, target, play).at(to_goal.clamp(0, 99) as u8).with_safety_blitz(blitz_called));
                                rec.player = Self::pref(off, f.off[t as usize]);
                            }
                        }
                    }
                    if !dump_off {
                        continued = true;
                    }
                    first = self.dice().throw(Throw::THREE, Purpose::Play);
                }
            }
        }
        // The man the play-by-play names: the dump-off's when there is one.
        let named = if dump_off { f.off[target as usize] } else { tpid };
        let kind = play.kind();
        // §2.15.11 (L859): a receiver left open (his man on the line, in the long zone, double-
        // teaming another, an OLB moved to the look-in) reads his card's WRONG column on a flat or
        // look-in pass, even against a pass call; a dump-off's too (L596).
        let open_receiver = kind == PassKind::Flat && matches!(pic.coverage, crate::board::Coverage::Open(_));
        // §2.18.2: a backup thrown to while his first string is healthy tires (the dump-off's man too).
        let fatigued = receiver.is_some_and(|p| self.fatigued_receiver(off, target, p));
        let pin = PassColumnInput { call: Some(dcall.call), double_teamed: double_teamed && !dump_off, others_double_teamed: pic.others_double_teamed, open_zone: pic.open_zone && pic.open_zone_wrong, open_receiver, continued, dump_off, fatigued };
        let dform = dcall.formation;
        let mut checks = self.checks(off, f, call, None, OffSlot::Hb, board, dform);
        let coverer = match pic.double_team {
            DoubleTeamState::Reassigned(d) => Some(d),
            _ => pic.coverage.defender(),
        };
        checks.coverer = coverer.and_then(|s| self.def_rating(def, f, dform, s));
        // A correct double-team makes "DEFENDER" and "DB in zone" incomplete (§2.15.1, §2.15.2).
        if double_teamed {
            checks.coverer = Some(6);
        }
        let zone: crate::board::Zone = play.into();
        let in_zone = board.zone_defenders(zone).chain(pic.moved_in.iter().flatten().copied());
        let mut lb = None;
        let mut db = None;
        for s in in_zone {
            let r = self.def_rating(def, f, dform, s);
            // A back in a flat or look-in zone counts as a linebacker there (§2.0.2, §2.15.9).
            if s.is_back() {
                db = db.max(r);
            }
            if !s.is_back() || kind == PassKind::Flat {
                lb = lb.max(r);
            }
        }
        checks.lb_zone = lb;
        checks.db_zone = if double_teamed { Some(6) } else { db };
        checks.results_total = first.total();
        let men = pic.men;
        let (qmax, rmax) = self.book.fumble_ranges(self.teams[off].team.fumble);
        let _ = qmax;
        // A linebacker's correct double-team reads the receiver's RIGHT column (§2.15.2).
        let receiver_column = if matches!(pic.double_team, DoubleTeamState::Linebacker(_)) { CardColumn::Right } else { resolve::receiver_column(&pin) };
        let qb_column = resolve::qb_column(&pin);
        self.tally.pass(play.kind(), qb_column, men);
        let out = {
            let book = self.book;
            let (teams, mut dice) = self.cards_and_dice();
            let t = &teams[off].team;
            let cards = qb.and_then(|q| t.players[q].passing.as_ref()).zip(receiver.and_then(|r| t.players[r].receiving.as_ref()));
            cards.map(|(qb, receiver)| {
                let inputs = PassInputs { play, qb, qb_column, receiver, receiver_column, defense: &teams[def].team.defense_card, men_in_zone: men, receiver_fumble_max: rmax };
                resolve::pass(&first, &inputs, &checks, &book, &mut dice, to_goal)
            })
        };
        let Some(out) = out else {
            return Resolved { end: End::Scrimmage { gain: 0, effect: huddle_core::DownEffect::Normal }, cost: Cost::Incomplete, rec, text: Self::then(self.pass_line(off, qb, named, dump_off, None), format_args!(": no card, incomplete")), ask_timeout: true, keeps: true };
        };
        let mut out = out;
        let (result, fumble_ruling, overturned) = self.triage_ruling(off, out.replay, out.result, true, to_goal);
        out.result = result;
        if overturned {
            out.receiver_fumble = false;
        }
        let what = self.pass_line(off, qb, named, dump_off, Some(play));
        let oob = call.out_of_bounds && !matches!(play, PassPlay::LookIn) && self.oob_window() && self.book.tables.out_of_bounds(out.control) == crate::tables::Bounds::OutOfBounds;
        match out.result {
            Terminal::Yards(y) | Terminal::Fumble(y) => {
                rec.flags.set(PlayFlags::COMPLETE);
                if out.receiver_fumble || matches!(out.result, Terminal::Fumble(_)) {
                    let double_teamer = match pic.double_team {
                        DoubleTeamState::Back(d) | DoubleTeamState::Linebacker(d) => Some(d),
                        _ => None,
                    };
                    let lb = Loose { covering: coverer, double_teamer, ruling: fumble_ruling, ..Loose::new(FumbleKind::Receiver, f.off[target as usize], f) };
                    return self.fumble(off, rec, y, to_goal, true, Self::then(what, format_args!(", complete for {y}, fumbled at the catch")), lb);
                }
                let cost = if oob { Cost::OutOfBounds { long: kind == PassKind::Long } } else { Cost::Thirty };
                self.finish_gain(off, rec, y, to_goal, cost, Self::then(what, format_args!(", complete for {y}")))
            }
            Terminal::Touchdown => {
                rec.flags.set(PlayFlags::COMPLETE);
                self.finish_gain(off, rec, to_goal, to_goal, Cost::Fifteen, Self::then(what, format_args!(", touchdown")))
            }
            Terminal::Interception(y) => {
                let mut r = self.interception(off, rec, play, y, to_goal, Self::then(what, format_args!(", intercepted")));
                // T13 (optional; rolled after the return, which it does not change): who intercepted.
                let who = self.intercepted_by(board, f, def, play, coverer);
                r.rec.defender = Self::pref(def, who);
                if let (Some(p), Some(i)) = (who, r.text.find("intercepted")) {
                    // "intercepted" → "intercepted by <name>", in place.
                    let at = i + "intercepted".len();
                    r.text.insert_str(at, &self.teams[def].team.players[p].name);
                    r.text.insert_str(at, " by ");
                }
                r
            }
            Terminal::MustRun => {
                rec.kind = PlayKind::Scramble;
                rec.player = Self::pref(off, qb);
                rec.passer = None;
                let book = self.book;
                let checks = Checks::default();
                let read = {
                    let (teams, mut dice) = self.cards_and_dice();
                    let card = qb.and_then(|q| teams[off].team.players[q].passing.as_ref());
                    card.map(|card| resolve::must_run(card, &checks, &book, &mut dice))
                };
                let Some(read) = read else {
                    return self.finish_gain(off, rec, 0, to_goal, Cost::Thirty, format!("{} must run: no card, no gain", self.name_of(off, qb)));
                };
                let (t, fumble_ruling, _) = self.triage_ruling(off, read.replay, read.result, true, to_goal);
                // §2.12.2 (L489): a Must Run may go out of bounds; its two dice come with the
                // control die, 1-3 out of bounds (thrown only when the attempt is on).
                let oob = call.out_of_bounds && self.oob_window() && matches!(t, Terminal::Yards(_)) && {
                    let c = self.dice().one(Purpose::MustRun);
                    self.book.tables.out_of_bounds(c) == crate::tables::Bounds::OutOfBounds
                };
                match t {
                    Terminal::Yards(y) => {
                        let text = self.named_line(off, qb, format_args!(" must run, {}", Yards(y)));
                        let cost = if oob { Cost::OutOfBounds { long: false } } else { Cost::Thirty };
                        self.finish_gain(off, rec, y, to_goal, cost, text)
                    }
                    Terminal::Touchdown => self.finish_gain(off, rec, to_goal, to_goal, Cost::Fifteen, format!("{} must run, touchdown", self.name_of(off, qb))),
                    Terminal::Fumble(y) => self.fumble(off, rec, y, to_goal, true, format!("{} must run, fumbles", self.name_of(off, qb)), Loose { ruling: fumble_ruling, ..Loose::new(FumbleKind::LinebuckOrMustRun, qb, f) }),
                    _ => self.finish_gain(off, rec, 0, to_goal, Cost::Thirty, format!("{} must run, no gain", self.name_of(off, qb))),
                }
            }
            _ => Resolved { end: End::Scrimmage { gain: 0, effect: huddle_core::DownEffect::Normal }, cost: Cost::Incomplete, rec, text: Self::then(what, format_args!(", incomplete")), ask_timeout: true, keeps: true },
        }
    }

    /// Who intercepted (§2.7 step 6, T13): two dice by pass type — the covering defender, the
    /// zone's highest-rated linebacker or back, the FS in the zone, or the lineman nearest the zone;
    /// when the named man is not there, one die: 1 LCB, 2 RCB, 3-4 SS, 5-6 FS.
    fn intercepted_by(&mut self, board: &Board, f: &OnField, def: Side, play: PassPlay, coverer: Option<DefSlot>) -> Option<Pid> {
        use crate::tables::IntCredit;
        let t = self.dice().two(Purpose::Interception);
        let zone: crate::board::Zone = play.into();
        let rating = |s: DefSlot| self.player(def, f.def[s as usize]).map(|p| p.defense);
        let best = |pred: &dyn Fn(DefSlot) -> bool| board.zone_defenders(zone).filter(|s| pred(*s) && f.def[*s as usize].is_some()).max_by_key(|s| rating(*s));
        let slot = match self.book.tables.int_credit(play.kind(), t) {
            IntCredit::Defender => coverer,
            IntCredit::HighestLbInZoneElseDefender => best(&|s| s.is_linebacker()).or(coverer),
            IntCredit::FsInZoneElseDefender => best(&|s| s == DefSlot::Fs).or(coverer),
            IntCredit::HighestDbInZone => best(&|s| s.is_back()).or(coverer),
            IntCredit::DlNearestZone => match play {
                // The defense's end facing the flat; a look-in: a tackle (the NT in a three-man line).
                PassPlay::Flat(d) => Some(if crate::board::Side::facing(d) == crate::board::Side::Left { DefSlot::Le } else { DefSlot::Re }),
                _ if f.def[DefSlot::Nt as usize].is_some() => Some(DefSlot::Nt),
                _ => Some(if self.dice().one(Purpose::Interception) <= 3 { DefSlot::Lt } else { DefSlot::Rt }),
            },
        };
        match slot.and_then(|s| f.def[s as usize]) {
            Some(p) => Some(p),
            None => {
                let d = self.dice().one(Purpose::Interception);
                f.def[self.book.tables.int_credit_fallback(d) as usize]
            }
        }
    }

    /// An interception `y` yards downfield (§2.7): the team's return chart (T21); a flat pass
    /// (not a look-in) returned on a 3 or a 9 is a touchdown; past the end line a touchback.
    fn interception(&mut self, off: Side, mut rec: PlayRecord, play: PassPlay, y: i16, to_goal: i16, mut text: String) -> Resolved {
        let def = off.other();
        rec.flags.set(PlayFlags::INTERCEPTED);
        self.intercepted_at = Some(y);
        if y >= to_goal + 10 {
            rec.flags.set(PlayFlags::TOUCHBACK);
            text.push_str(" beyond the end zone: touchback");
            return Resolved { end: End::Possession { holder: def, at: 0, first_down: true }, cost: Cost::Turnover, rec, text, ask_timeout: false, keeps: false };
        }
        let at = to_goal - y; // the defense's yards from its own goal
        // §2.7 step 2 (L409, L1159): the defense may decline the return and take the ball where
        // it intercepted (no fumble risk); in its end zone that is a touchback.
        if !self.with_parts(|g, cs, _| cs[def].return_interception(&g.view(def), at)) {
            if at < 1 {
                rec.flags.set(PlayFlags::TOUCHBACK);
                text.push_str(" in the end zone, not returned: touchback");
                return Resolved { end: End::Possession { holder: def, at: 0, first_down: true }, cost: Cost::Turnover, rec, text, ask_timeout: false, keeps: false };
            }
            text.push_str(", not returned");
            return Resolved { end: End::Possession { holder: def, at, first_down: true }, cost: Cost::Turnover, rec, text, ask_timeout: false, keeps: false };
        }
        let t = self.dice().two(Purpose::Return);
        let team_name = self.teams[def].team.name.clone();
        let ret = self.book.int_return(&team_name, t, play);
        let (end_at, holder) = match ret {
            IntReturn::Yards(r) => (at + r, def),
            IntReturn::Touchdown => (100, def),
            IntReturn::Fumble(r) => {
                let spot = at + r;
                if spot >= 100 {
                    (100, def)
                } else if self.fumbler_keeps() {
                    // §2.9 step 4: a loose ball; its recovering team may try to advance it (T8).
                    text.push_str(", fumbled on the return and recovered");
                    let (h, a, _) = self.advance(def, spot, false, true, &mut text);
                    (a, h)
                } else {
                    text.push_str(", fumbled on the return, the offense recovers");
                    let (h, a, _) = self.advance(off, 100 - spot, false, false, &mut text);
                    (a, h)
                }
            }
        };
        if holder == def && end_at < 1 {
            rec.flags.set(PlayFlags::TOUCHBACK);
            text.push_str(" in the end zone: touchback");
            return Resolved { end: End::Possession { holder: def, at: 0, first_down: true }, cost: Cost::Turnover, rec, text, ask_timeout: false, keeps: false };
        }
        if holder == def {
            rec.return_yards = end_at.min(100) - at;
            if end_at >= 100 {
                rec.flags.set(PlayFlags::RETURN_TD);
            }
            let _ = write!(text, ", returned {}", Yards(rec.return_yards));
        }
        Resolved { end: End::Possession { holder, at: end_at.max(1), first_down: true }, cost: Cost::Turnover, rec, text, ask_timeout: false, keeps: holder == off }
    }
}

/// The penalty chart's situation of a scrimmage play (T20).
fn situation(call: &OffenseCall, r: &Resolved) -> PenaltySituation {
    match call.play {
        OffPlay::Run { play, .. } => match play.kind {
            RunKind::Linebuck => PenaltySituation::Linebuck,
            RunKind::OffTackle => PenaltySituation::OffTackle,
            RunKind::EndRun => PenaltySituation::EndRun,
        },
        OffPlay::Pass { play, .. } => match r.rec.kind {
            PlayKind::Sack => PenaltySituation::Sack,
            PlayKind::Scramble => PenaltySituation::MustRun,
            _ if r.rec.flags.has(PlayFlags::INTERCEPTED) => PenaltySituation::Intercepted,
            _ if r.rec.flags.has(PlayFlags::COMPLETE) => PenaltySituation::Completed,
            _ => match play.kind() {
                PassKind::Flat => PenaltySituation::IncompleteFlat,
                PassKind::Short => PenaltySituation::IncompleteShort,
                PassKind::Long => PenaltySituation::IncompleteLong,
            },
        },
        _ => PenaltySituation::Linebuck,
    }
}

/// A play's result as one side of a penalty option, in the offense's frame.
fn alternative(spot: i16, e: &End, line_to_gain: i16, fourth: bool) -> huddle_core::Alternative {
    match e {
        End::Scrimmage { gain, effect } => {
            let at = spot + gain;
            let first = matches!(effect, huddle_core::DownEffect::FirstDown) || at >= line_to_gain;
            let replay = matches!(effect, huddle_core::DownEffect::Replay);
            huddle_core::Alternative { offense_keeps: first || replay || !fourth, offense_scores: at >= 100, spot: at, first_down: first, replay }
        }
        End::Possession { at, .. } => huddle_core::Alternative { offense_keeps: false, offense_scores: false, spot: 100 - at, first_down: false, replay: false },
        _ => huddle_core::Alternative { offense_keeps: true, offense_scores: false, spot, first_down: false, replay: false },
    }
}

/// What the pass rush did.
enum RushResult {
    /// A sack by `rusher` at his adjusted `rating`; `next` would take the credit under T6.
    Sack { rusher: Option<Pid>, rating: u8, next: Option<Pid> },
    /// No sack; the offense continues or dumps off (§2.13.6). A dump-off needs a man actually rushing.
    Continue { rusher_present: bool },
}

impl SomGame {
    /// The pass rush (§2.13): triggered on the initial black die when the defense called pass
    /// (1-2; 1-5 for short and long passes against a safety blitz; a flat pass needs five men on
    /// the line); the control die names the rusher and the blocker (T24); the ratings are
    /// adjusted (T9, the double-team, the formation) and T22 says which results totals sack.
    ///
    /// The safety blitz (§2.15.5, `safety_blitz`: a back actually blitzing on an announced blitz):
    /// T25's 1-5 (a flat pass 1-2), T23 instead of T22, each blitzing back rated "(10*) 0" — he
    /// rushes only on the asterisk (T24 names no DB's position; HI LB and 2nd HI LB name
    /// linebackers) — and he counts as a blitzing LB for T9's additions (L789).
    #[allow(clippy::too_many_arguments)]
    fn pass_rush(&mut self, off: Side, call: &OffenseCall, dcall: &DefenseCall, board: &Board, f: &OnField, roll: &Roll, play: PassPlay, double_teamed: bool, safety_blitz: bool) -> Option<RushResult> {
        let def = off.other();
        let kind = play.kind();
        // T25: the black-die range of a rush for the pass, the call and the men on the line.
        let top = self.book.tables.pass_rush_range(kind, dcall.call, safety_blitz, board.los_count());
        if roll.black.unwrap_or(6) > top {
            return None;
        }
        let front = formation::front_of(dcall.formation);
        let (rusher, blocker) = self.book.rush_assignment(front, roll.ctl());
        // Inside the 10: fewer than 10 yards to go (§2.5.1, L1145).
        let inside_10 = self.core.spot.to_goal() < 10;
        // T9: the blitzers, a safety-blitzing back counted as a linebacker (L789).
        let blitzers = board.blitzers().count() as u8;
        let dteam = &self.teams[def].team;
        // Who rushes, and his rating.
        let lbs_blitzing: Vec<(Pid, u8, DefSlot)> = {
            let mut v: Vec<(Pid, u8, DefSlot)> = dcall.blitzers().filter_map(|s| f.def[s as usize].map(|p| (p, s))).map(|(p, s)| (p, dteam.players[p].pass_rush.map(|r| r.normal).unwrap_or(0), s)).collect();
            v.sort_by_key(|x| std::cmp::Reverse(x.1));
            v
        };
        // The indicated man, his rating and his slot on the board.
        let (who, rating, slot): (Option<Pid>, Option<u8>, Option<DefSlot>) = match rusher {
            Rusher::Slot(s) => {
                let p = f.def[s as usize];
                (p, p.map(|p| dteam.players[p].pass_rush.map(|r| r.normal).unwrap_or(0)), Some(s))
            }
            Rusher::HiLb => lbs_blitzing.first().map(|&(p, r, s)| (Some(p), Some(r), Some(s))).unwrap_or((None, None, None)),
            Rusher::SecondHiLb => lbs_blitzing.get(1).map(|&(p, r, s)| (Some(p), Some(r), Some(s))).unwrap_or((None, None, None)),
            Rusher::Asterisk => {
                // The asterisk rating of a man on the line; two of them alternate (§2.13.2).
                // A safety-blitzing back is "(10*) 0" whatever his card says (§2.15.5).
                let asterisk = |s: DefSlot, p: Pid| if safety_blitz && s.is_back() { Some(SAFETY_BLITZ_ASTERISK) } else { dteam.players[p].pass_rush.and_then(|r| r.asterisk) };
                let on_line: Vec<(Pid, u8, DefSlot)> = board.occupants().filter(|(_, sp)| sp.on_line()).filter_map(|(s, _)| f.def[s as usize].map(|p| (s, p))).filter_map(|(s, p)| asterisk(s, p).map(|a| (p, a, s))).collect();
                if on_line.is_empty() {
                    (None, None, None)
                } else {
                    let turn = self.teams[def].asterisk_turn as usize % on_line.len();
                    self.teams[def].asterisk_turn = self.teams[def].asterisk_turn.wrapping_add(1);
                    (Some(on_line[turn].0), Some(on_line[turn].1), Some(on_line[turn].2))
                }
            }
        };
        let Some(mut rating) = rating.map(|r| r as i16) else {
            // §2.13.3: nobody to rush — no sack, and no dump-off (A-G19); the play goes on with the rush's continue.
            return Some(RushResult::Continue { rusher_present: false });
        };
        // T9 counts the blitzers beyond the indicated player: the HI LB, or a safety-blitzing back
        // named by the asterisk.
        let indicated_blitzer = u8::from(who.is_some_and(|p| board.blitzers().any(|s| f.def[s as usize] == Some(p))));
        let extra = blitzers.saturating_sub(indicated_blitzer);
        if !inside_10 && extra > 0 {
            rating += self.book.blitz_adjust(front, extra) as i16;
        }
        if double_teamed {
            rating += 2;
        }
        let adj = formation::adjustments(call.formation);
        // §2.14.3 (A-G34): a 4-3 team in a three-man line takes −1 on its linemen only (L650); a
        // 3-4 team in a four-man line +1 on everyone (L656).
        if let Some(s) = slot {
            rating += formation::front_switch_rush_adjust_for(self.teams[def].team.front, dcall.formation, s) as i16;
        }
        // §2.14.8 (L715, T2 note 25): in the 5-6 the indicated player rushes one better.
        rating += formation::indicated_rusher_bonus(dcall.formation) as i16;
        let mut reduce = -adj.pass_rush.min(0) as i16 + i16::from(call.shotgun);
        if adj.pass_rush > 0 {
            rating += adj.pass_rush as i16;
        }
        if reduce > 0 {
            reduce = reduce.min(rating - 1);
            rating -= reduce.max(0);
        }
        let oteam = &self.teams[off].team;
        let block = match blocker {
            crate::charts::Blocker::Slot(s) => f.off[s as usize].map(|p| oteam.players[p].pass_block).unwrap_or(0),
            crate::charts::Blocker::BlockingBack => {
                let target = match call.play {
                    OffPlay::Pass { target, .. } => Some(target),
                    _ => None,
                };
                if call.formation == OffFormation::BlockingBack {
                    // §2.16: the designated blocking back; a tight end there blocks at 0.
                    f.off[OffSlot::Fb as usize].filter(|_| target != Some(OffSlot::Fb)).map(|p| &oteam.players[p]).map(|p| if p.pos.contains(&crate::cards::Pos::Te) { 0 } else { p.pass_block }).unwrap_or(0)
                } else {
                    formation::backs(call.formation).iter().filter(|&&s| Some(s) != target).filter_map(|&s| f.off[s as usize]).map(|p| oteam.players[p].pass_block).max().unwrap_or(0)
                }
            }
        };
        let totals = self.book.sack_totals(block, kind, rating.clamp(0, 17) as u8, safety_blitz);
        if totals.contains(&roll.total()) {
            // T6 (optional): the man next down T24's rows who is rushing, should the credit move.
            let row = roll.ctl();
            let next = (1..6u8)
                .map(|k| match self.book.rush_assignment(front, (row + k - 1) % 6 + 1).0 {
                    Rusher::Slot(s) => f.def[s as usize],
                    Rusher::HiLb => lbs_blitzing.first().map(|x| x.0),
                    Rusher::SecondHiLb => lbs_blitzing.get(1).map(|x| x.0),
                    Rusher::Asterisk => None,
                })
                .find(|p| p.is_some() && *p != who)
                .flatten();
            return Some(RushResult::Sack { rusher: who, rating: rating.clamp(0, 255) as u8, next });
        }
        Some(RushResult::Continue { rusher_present: true })
    }

    /// A sack (§2.13.5): the loss on four dice (or two, A-G16), a fumble on control 1 with the
    /// black die within the QB range (T5). With the out-of-bounds attempt on in its window
    /// (§2.12.2, L489 lists the sack), the same control die then says whether he got out of
    /// bounds (1-3), as after a receiver's fumble check.
    fn sack(&mut self, off: Side, qb: Option<Pid>, rusher: Option<Pid>, to_goal: i16, f: &OnField, out_of_bounds: bool) -> Resolved {
        let def = off.other();
        let mut rec = PlayRecord::new(PlayKind::Sack, off);
        rec.passer = Self::pref(off, qb);
        rec.player = Self::pref(off, qb);
        rec.defender = Self::pref(def, rusher);
        let r = self.dice().throw(Throw::FOUR, Purpose::Sack);
        let loss = match self.opts.sack_dice {
            SackDice::Four => r.four_total() as i16,
            SackDice::Two => r.total() as i16,
        };
        let mut text = self.lines.take();
        let _ = Write::write_fmt(&mut text, format_args!("{} sacked by {} for -{loss}", self.name_of(off, qb), self.name_of(def, rusher)));
        let fumble = self.book.tables.sack_fumbles(self.teams[off].team.fumble, r.ctl(), r.black.unwrap_or(6));
        if fumble {
            // [som 2.8] T17: the QB fumble rating's fumble may be challenged (the sack itself may
            // not), once the recovery is known (`fumble`).
            let lb = Loose { sacker: rusher, ruling: Some(Replay::fumble_rating(-loss)), ..Loose::new(FumbleKind::Sack, qb, f) };
            text.push_str(", fumble");
            let mut res = self.fumble(off, rec, -loss, to_goal, true, text, lb);
            res.rec.kind = PlayKind::Sack;
            if res.cost == Cost::Thirty {
                res.cost = Cost::Sack;
            }
            return res;
        }
        rec.yards = -loss;
        let oob = out_of_bounds && self.oob_window() && loss < 100 - to_goal && self.book.tables.out_of_bounds(r.ctl()) == crate::tables::Bounds::OutOfBounds;
        if oob {
            text.push_str(", out of bounds");
        }
        let cost = if oob { Cost::OutOfBounds { long: false } } else { Cost::Sack };
        Resolved { end: End::Scrimmage { gain: -loss, effect: huddle_core::DownEffect::Normal }, cost, rec, text, ask_timeout: true, keeps: true }
    }

    /// Instant replay (§2.8, T17): a challengeable ruling is offered to the coach it hurts, when
    /// the league plays instant replay, T17 lists the ruling, it is not overtime, and he has a
    /// challenge and a time-out left. A challenge rolls one die: 1 overturns the ruling (true:
    /// the caller applies `rp.opposite`), 2-6 it stands and the challenger loses a time-out.
    /// Decided before the play reaches the core, so nothing is undone. Notes the play-by-play.
    /// A play's challengeable ruling sorted (§2.8): a fumble reaching the goal line off the
    /// offense's own card (`offense_card`) is a touchdown (§2.5.2), nothing to challenge; any other
    /// fumble ruling is kept to be challenged once its recovery is known (`fumble`); the rest are
    /// offered now. Returns the play's result (the ruling's opposite when overturned), the fumble
    /// ruling kept, and whether a ruling was overturned.
    fn triage_ruling(&mut self, off: Side, replay: Option<Replay>, result: Terminal, offense_card: bool, to_goal: i16) -> (Terminal, Option<Replay>, bool) {
        let Some(rp) = replay else { return (result, None, false) };
        if matches!(rp.ruled, Terminal::Fumble(y) if y >= to_goal && offense_card) {
            return (result, None, false);
        }
        if matches!(rp.ruled, Terminal::Fumble(_)) {
            return (result, Some(rp), false);
        }
        if self.review(off, rp) {
            (rp.opposite, None, true)
        } else {
            (result, None, false)
        }
    }

    fn review(&mut self, off: Side, rp: Replay) -> bool {
        self.review_with(off, rp, None)
    }

    /// A fumble ruling offered once the recovery is known: `kept` the fumbling team has the ball
    /// as ruled (its coach then has no turnover to take back).
    pub(super) fn review_fumble(&mut self, off: Side, rp: Replay, kept: bool) -> bool {
        self.review_with(off, rp, Some(kept))
    }

    fn review_with(&mut self, off: Side, rp: Replay, kept: Option<bool>) -> bool {
        if !self.opts.instant_replay || self.core.is_overtime() || !self.book.tables.challengeable(rp.case()) {
            return false;
        }
        let Some(by_offense) = rp.challenger_is_offense() else { return false };
        let by = if by_offense { off } else { off.other() };
        let left = self.teams[by].challenges.left();
        let timeouts = self.core.timeouts[by];
        if left == 0 || timeouts == 0 {
            return false;
        }
        let c = Challenge { replay: rp, offense: by_offense, left, timeouts, kept };
        if !self.with_parts(|g, cs, _| cs[by].challenge(&g.view(by), &c)) {
            return false;
        }
        let die = self.dice().one(Purpose::Replay);
        let overturned = self.book.tables.challenge_overturned(die);
        let code = self.teams[by].team.code.clone();
        let t = &mut self.teams[by].challenges;
        t.used += 1;
        let what = crate::replay::ruling_text(rp.ruled);
        let note = if overturned {
            t.won += 1;
            format!("; {code} challenges {what}: overturned (die {die}), {} [som 2.8]", crate::replay::opposite_text(&rp))
        } else {
            self.core.timeouts[by] = self.core.timeouts[by].saturating_sub(1);
            format!("; {code} challenges {what}: the ruling stands (die {die}), {code} loses a time-out [som 2.8]")
        };
        self.replay_note.get_or_insert_with(String::new).push_str(&note);
        overturned
    }

    /// The optional Sack Reassignment Table (T6, §2.20), after the sack is played: a rusher
    /// rated 8 or more (adjusted) rolls two dice; on a "reassign" total the credit goes to `next`,
    /// the man next down T24's rows who is rushing (the seed names no procedure: see
    /// `docs/som-decisions.md`).
    fn reassign_sack(&mut self, r: &mut Resolved, rusher: Option<Pid>, rating: u8, next: Option<Pid>) {
        if !self.opts.sack_reassignment || rating < 8 || next.is_none() {
            return;
        }
        let t = self.dice().two(Purpose::Sack);
        if self.book.tables.sack_reassigned(rating, t) {
            let def = self.core.possession.other();
            let (was, now) = (self.name_of(def, rusher), self.name_of(def, next));
            r.rec.defender = Self::pref(def, next);
            // "sacked by <was>" → "sacked by <now>", in place (the first such words).
            const BY: &str = "sacked by ";
            if let Some(i) = r.text.match_indices(BY).map(|(i, _)| i + BY.len()).find(|&i| r.text[i..].starts_with(was)) {
                r.text.replace_range(i..i + was.len(), now);
            }
        }
    }

    /// The penalty check (§2.17): the yellow die showed 1. Three dice: control 1-3 read the
    /// offense's specialist card, 4-6 the defense's, at the results total. Offsides are 5 yards
    /// (on the offense a false start: no play, no time); a number is looked up on T20 for the
    /// penalized side and the play's situation; "#" fouls negate the play; otherwise the other
    /// side chooses the play or the penalty. Half the distance to the goal caps a foul; a
    /// concluding-spot foul is ignored on a score or a turnover.
    fn penalty(&mut self, off: Side, los: i16, mut r: Resolved, situation: PenaltySituation, play: OffPlay) -> Resolved {
        let def = off.other();
        let roll = self.dice().throw(Throw::THREE, Purpose::Penalty);
        let reader = if roll.ctl() <= 3 { off } else { def };
        let cell = self.teams[reader].team.specialist.penalty[(roll.total() - 2) as usize];
        let spot = Yard::clamped(los);
        let (on, what) = match cell {
            PenaltyCell::None => return r,
            PenaltyCell::Offsetting => {
                let mut rec = PlayRecord::new(r.rec.kind, off);
                rec.flags = PlayFlags::default();
                r.text.push_str(" — offsetting penalties, the down is replayed");
                return Resolved { end: End::Scrimmage { gain: 0, effect: DownEffect::Replay }, cost: Cost::Fifteen, rec, text: r.text, ask_timeout: true, keeps: true };
            }
            PenaltyCell::Offsides => (reader, None),
            PenaltyCell::OpponentOffsides => (reader.other(), None),
            PenaltyCell::Number(n) => (reader, Some(n)),
            PenaltyCell::OpponentNumber(n) => (reader.other(), Some(n)),
        };
        let on_offense = on == off;
        let book = self.book;
        let (name, yards, enforce, first_down, loss_of_down, negates, special) = match what {
            None => ("offsides", Some(book.tables.t20().offsides_yards), Enforcement::OriginalLos, false, false, on_offense, false),
            Some(n) => {
                let side = if on_offense { TSide::Offense } else { TSide::Defense };
                match book.tables.penalty(side, n, situation) {
                    Some(p) => (p.penalty.as_str(), p.yards, p.enforce, p.first_down, p.loss_of_down, p.negates_play, p.special),
                    None => return r,
                }
            }
        };
        // §2.17 step 8 (L1009): intentional grounding (T20's "*" foul with loss of down) with the
        // line inside the offense's own 10 — two dice as for a sack: a distance that reaches the
        // goal line puts the passer in his end zone (a safety); otherwise half the distance to
        // the goal and the down lost.
        let grounding_deep = on_offense && loss_of_down && special && los < 10;
        let mut safety = false;
        // Where the penalty puts the ball, as a scrimmage gain from the original line.
        let gain_of_play = match r.end {
            End::Scrimmage { gain, .. } => Some(gain),
            _ => None,
        };
        let scored_or_turnover = r.rec.flags.has(PlayFlags::TOUCHDOWN) || !r.keeps;
        let from_concluding = match enforce {
            Enforcement::ConcludingLos => true,
            Enforcement::OriginalIfLossElseConcluding => gain_of_play.is_some_and(|g| g > 0),
            _ => false,
        };
        if from_concluding && scored_or_turnover {
            // §2.17 step 11.
            return r;
        }
        let base = if from_concluding { gain_of_play.unwrap_or(0) } else { 0 };
        let at = Yard::clamped(los + base);
        let kind = match play {
            OffPlay::Pass { play, .. } => play.kind(),
            _ => PassKind::Short,
        };
        let moved = match enforce {
            Enforcement::DpiChart => {
                let t = self.dice().two(Purpose::Penalty);
                let y = self.book.tables.dpi_yards(kind, t).unwrap_or(15) as i16;
                // A spot foul; at or past the goal line, the ball at the 1 (§2.17 step 7).
                y.min(spot.to_goal() - 1)
            }
            Enforcement::OriginalLos if grounding_deep => {
                let d = self.dice().two(Purpose::Penalty) as i16;
                safety = d >= los;
                if safety {
                    -los
                } else {
                    -(los / 2)
                }
            }
            Enforcement::InterceptionSpot => {
                // T20: X yards from the original line, X the point where the pass was intercepted
                // (at least a yard); at or past the goal line the ball at the 1 (§2.17 step 7).
                let y = self.intercepted_at.unwrap_or(0).max(1);
                y.min(spot.to_goal() - 1)
            }
            _ => {
                let y = yards.unwrap_or(self.book.tables.t20().offsides_yards) as i16;
                base + penalty_move(at, y, on_offense)
            }
        };
        let effect = DownEffect::of_penalty(on_offense, loss_of_down, first_down);
        let pen_end = End::Scrimmage { gain: moved, effect };
        let mut rec = PlayRecord::new(r.rec.kind, off);
        rec.penalty = Some(PenaltyRecord { against: on, yards: (moved - base).abs(), accepted: true, code: 0 });
        let false_start = on_offense && what.is_none();
        // The foul's name in lower case, as the line reads ("holding on KC, 10 yards").
        r.text.push_str(" — ");
        r.text.extend(name.chars().flat_map(char::to_lowercase));
        let _ = Write::write_fmt(&mut r.text, format_args!(" on {}, {} yards", self.teams[on].team.code, (moved - base).abs()));
        if negates {
            // "#": the play does not count and cannot be taken (§2.17 step 5); a false start runs no time.
            let cost = if false_start { Cost::None } else { Cost::Fifteen };
            rec.kind = PlayKind::NoPlay;
            r.text.push_str(", no play");
            return Resolved { end: pen_end, cost, rec, text: r.text, ask_timeout: false, keeps: true };
        }
        let chooser = on.other();
        let fourth = self.core.down() == huddle_core::Down::Fourth;
        let ltg = self.core.downs.line_to_gain as i16;
        let a_play = alternative(los, &r.end, ltg, fourth);
        let mut a_pen = alternative(los, &pen_end, ltg, fourth);
        if safety {
            // Two points and the ball kicked away.
            a_pen.offense_keeps = false;
            a_pen.spot = 0;
        }
        let take = self.with_parts(|g, cs, _| cs[chooser].accept_penalty(&g.view(chooser), a_play, a_pen));
        if !take {
            r.rec.penalty = Some(PenaltyRecord { against: on, yards: (moved - base).abs(), accepted: false, code: 0 });
            r.text.push_str(", declined");
            return r;
        }
        if from_concluding {
            // The play stands and the penalty is added to it.
            let mut keep = r.rec;
            keep.penalty = rec.penalty;
            r.text.push_str(", added to the play");
            return Resolved { end: pen_end, cost: Cost::Fifteen, rec: keep, text: r.text, ask_timeout: true, keeps: true };
        }
        rec.kind = PlayKind::NoPlay;
        r.text.push_str(if safety { ", accepted: thrown from the end zone, a safety" } else { ", accepted" });
        Resolved { end: pen_end, cost: Cost::Fifteen, rec, text: r.text, ask_timeout: true, keeps: true }
    }

    /// An injury on a triple (§2.18.1): the X-Chart's column names the position; the player's
    /// injury column (T15) and two dice on T16 say for how long. The play-by-play's words for
    /// it are added to `text`. None: nobody is hurt.
    fn injure(&mut self, off: Side, f: &OnField, n: u8, text: &mut String) -> Option<()> {
        let t = self.dice().two(Purpose::Injury);
        let (side, pid) = match self.book.recon.injury(n, t) {
            crate::recon::Hurt::Offense(s) => (off, f.off[s as usize]?),
            crate::recon::Hurt::Defense(s) => (off.other(), f.def[s as usize]?),
        };
        let p = &self.teams[side].team.players[pid];
        // Everyone on the field but the quarterback counts as a team-card starter (§2.18.1 step 4).
        let starter = !p.plays(crate::cards::Pos::Qb);
        let col = self.book.injury_column(p, starter);
        let roll = self.dice().two(Purpose::Injury);
        let period = self.core.clock.period.0;
        let until = match self.book.games_injured(col, roll) {
            crate::charts::Injury::None => return None,
            crate::charts::Injury::Half => Until::Period(if period <= 2 { 3 } else { 5 }),
            crate::charts::Injury::Balance => {
                let q = self.dice().one(Purpose::Injury);
                Until::Period(period + self.book.tables.balance_quarters(q) + 1)
            }
            crate::charts::Injury::Games(g) => Until::Game { more: g },
        };
        self.teams[side].out.push((pid, until));
        let _ = write!(text, "; {} is hurt", self.teams[side].team.players[pid].name);
        Some(())
    }
}

/// A defender's defense rating in a formation: a defensive back's is one less in the
/// short-yardage defense (§2.15.4, L775: "all Defensive Backs ratings", its "LB in zone" uses
/// included), never below 0.
fn db_rating(dform: crate::vocab::DefFormation, s: DefSlot, rating: u8) -> u8 {
    if s.is_back() && formation::is_short_yardage(dform) {
        rating.saturating_sub(1)
    } else {
        rating
    }
}

/// A safety-blitzing back's pass-rush rating when "*" is indicated: "(10*) 0" (§2.13.4, §2.15.5).
const SAFETY_BLITZ_ASTERISK: u8 = 10;

/// The blitz area a linebacker sent with `blitz` takes (§2.0.2): the outside and inside men the
/// area beside their tackle (inside their end), the middle man between the tackles. Any other
/// area the rules allow (an outside linebacker outside his end, the MLB beside a tackle) is a
/// move ([`DefenseCall::moves`]).
fn blitz_area(s: DefSlot) -> BlitzArea {
    match s {
        DefSlot::Llb => BlitzArea::LeftTackle,
        DefSlot::Rlb => BlitzArea::RightTackle,
        DefSlot::Lilb => BlitzArea::LeftTackle,
        DefSlot::Rilb => BlitzArea::RightTackle,
        _ => BlitzArea::Middle,
    }
}

#[cfg(test)]
mod smoke {
    use super::*;

    #[test]
    fn a_game_of_fixture_teams_plays_to_the_end() {
        for seed in 0..20 {
            let mut g = SomGame::ai(seed, crate::testkit::team("HOM"), crate::testkit::team("AWY"), SomOptions::default());
            g.play_out().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert!(g.core.is_over());
            assert_eq!(g.core.points_in_log()[Side::Home], g.core.score.home);
        }
    }
}
