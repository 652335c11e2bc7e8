//! A Bones game: the sequence of play (§4), kickoffs (§15), punts (§14), field goals and tries
//! (reconstructed, §16), Z events (penalties, fumbles, injuries; reconstructed), the clock
//! (reconstructed), rest rates (reconstructed) and the core's downs, scoring and periods.

use crate::call::{check_defense, check_offense, CallContext, DefPlay, OffPlay, OffStrategy, OffenseCall};
use crate::coach::{AiCoach, Alternative, Coach, DefenseChoice, KickoffKind, OffenseChoice, View};
use crate::dice::{Dice, Roll, RollLog, Use};
use crate::display::{lineup_defense, lineup_offense, validate_defense, validate_offense};
use crate::options::Options;
use std::fmt::Write;
use crate::resolve::{self, Ctx, Kind, PlayResult};
use crate::tables::{Against, Duration, FakePunt, From, Hurt, PenCol, Penalty, RetYards, Tables, ZEvent};
use crate::{DefenseDisplay, OffenseDisplay, Pid, PidSet};
use huddle_cards::bones::{BonesCard, Landing, PlaceKicking, PuntRet, ReturnCol};
use huddle_cards::{Group, OffBox, Position, Team};
use huddle_core::{AnyRandom, ClockCharge, CoreRules, Down, End, GameState, Outcome, Overtime, PenaltyRecord, PerSide, Phase, PlayFlags, PlayKind, PlayRecord, PlayerRef, Randomness, SeededRandom, Side, Span, Lines, ItemLog};

/// How long an injured player is out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// Back for the play numbered so.
    Play(u32),
    EndOfPeriod(u8),
    EndOfHalf(u8),
    /// Out for the game and `more` games after it.
    EndOfGame { more: u8 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Out {
    pub pid: Pid,
    pub until: Until,
}

/// One team in the game.
#[derive(Clone, Debug)]
pub struct TeamState {
    pub team: Team,
    pub out: Vec<Out>,
    /// Ballhandlers used this possession and this quarter, each with the rest rate his touch
    /// charged (rest rates 3 and 4).
    pub used_possession: Vec<(Pid, u8)>,
    pub used_quarter: Vec<(Pid, u8)>,
    /// The Lineup Card's displays as roster indices, read once: the team is fixed for the game.
    lineup_offense: OffenseDisplay,
    lineup_defense: DefenseDisplay,
}

impl TeamState {
    pub fn new(team: Team) -> TeamState {
        let (lineup_offense, lineup_defense) = (lineup_offense(&team), lineup_defense(&team));
        // Room enough for a game's injuries and directed plays, taken once here, not on a play.
        TeamState { team, out: Vec::with_capacity(8), used_possession: Vec::with_capacity(16), used_quarter: Vec::with_capacity(16), lineup_offense, lineup_defense }
    }
}

/// One line of the play-by-play.
#[derive(Clone, Copy, Debug)]
pub struct PlayLog {
    pub period: u8,
    pub clock: u16,
    pub offense: Side,
    pub down: Option<(Down, i16)>,
    pub spot: i16,
    /// The play's line in the game's `log_text` (`BonesGame::text`).
    pub text: Span,
    /// The dice the play read, in the game's `log_rolls` (`BonesGame::rolls`).
    pub rolls: Span,
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

/// The core's rules for a Bones game: four 15:00 quarters, the two-minute warning, three
/// time-outs a half, kickoffs from the 35 and touchbacks at the 20 (NFL 2013, §2), and
/// overtime as the NFL's 2013 modified sudden death (p.14 missing, reconstructed).
pub fn core_rules(t: &Tables, opts: &Options) -> CoreRules {
    CoreRules {
        period_secs: 900,
        quarters_played: 0b1111,
        warning_quarters: 0b1010,
        warning_secs: 120,
        timeouts_per_half: 3,
        kickoff_from: t.c.kickoff_from,
        safety_kick_from: 20,
        touchback_at: 20,
        kickoff_touchback_at: opts.touchback_at,
        overtime: Overtime { modified: opts.modified_sudden_death, ..if opts.playoff { Overtime::playoffs() } else { Overtime::regular_season() } },
        td_points: 6,
        fg_points: 3,
        safety_points: 2,
    }
}

/// The Good range of a place kicker for a distance: his card's band; beyond the last band, 3
/// numbers fewer a yard (reconstruction).
pub fn fg_good(k: Option<&PlaceKicking>, dist: u8, beyond_per_yard: u8) -> u8 {
    let Some(k) = k else { return 0 };
    if let Some(b) = k.fg.iter().find(|b| (b.from..=b.to).contains(&dist)) {
        return b.good;
    }
    match k.fg.last() {
        Some(last) if dist > last.to => last.good.saturating_sub(beyond_per_yard.saturating_mul(dist - last.to)),
        _ => 0,
    }
}

fn bones(team: &Team, p: Pid) -> &BonesCard {
    team.player(p).bones.as_deref().expect("validated: every player has a Bones card")
}

/// The dice of one play, as the play-by-play writes them: "FAD 37 (run), d10 4, …".
#[derive(Clone, Copy, Debug)]
pub struct Rolls<'a>(pub &'a [Roll]);

impl std::fmt::Display for Rolls<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        for (i, r) in self.0.iter().enumerate() {
            write!(f, "{}{r}", if i == 0 { "" } else { ", " })?;
        }
        Ok(())
    }
}

/// How a scrimmage penalty was enforced, in the play-by-play's words after the foul's name
/// (written when the line is, not built on its own).
#[derive(Clone, Copy, Debug)]
struct Enforced {
    on_offense: bool,
    yards: i16,
    first_down: bool,
}

impl std::fmt::Display for Enforced {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "on the {}, {} yards{}", if self.on_offense { "offense" } else { "defense" }, self.yards, if self.first_down { " and a first down" } else { "" })
    }
}

/// A Bones game.
pub struct BonesGame {
    pub core: GameState,
    pub t: Tables,
    pub opts: Options,
    pub teams: PerSide<TeamState>,
    rng: AnyRandom,
    pub coaches: PerSide<Box<dyn Coach>>,
    pub log: Vec<PlayLog>,
    /// The plays' lines and dice, one buffer each (`PlayLog`'s spans point into them).
    lines: Lines,
    log_rolls: ItemLog<Roll>,
    plays: u32,
    /// The last two plays' ballhandlers, with the rest rate charged (rest rates 1 and 2).
    recent: [Option<(Side, Pid, u8)>; 2],
    pub refused_calls: u32,
    /// The game's weather: an index into the tables' conditions (the first, fair, until the
    /// coin toss rolls it).
    pub weather: usize,
    rolls: RollLog,
    hurry: Option<Side>,
    /// The game clock is running at the next snap (the last play left it running): the
    /// 10-second runoff needs it (reconstruction, the NFL's 2013 rule).
    clock_running: bool,
    /// Set by a play before it is applied: whether the clock runs after it (None: by its
    /// charge), and a time-out its offense called instead of a runoff.
    next_running: Option<bool>,
    forced_timeout: Option<Side>,
}

impl BonesGame {
    pub fn new(t: Tables, opts: Options, home: Team, away: Team, rng: AnyRandom, coaches: PerSide<Box<dyn Coach>>) -> BonesGame {
        let core = GameState::new(core_rules(&t, &opts));
        BonesGame {
            core,
            t,
            opts,
            teams: PerSide::new(TeamState::new(home), TeamState::new(away)),
            rng,
            coaches,
            log: Vec::with_capacity(200),
            lines: Lines::with_capacity(200),
            log_rolls: ItemLog::with_capacity(200 * 6),
            plays: 0,
            recent: [None; 2],
            refused_calls: 0,
            weather: 0,
            rolls: RollLog::default(),
            hurry: None,
            clock_running: false,
            next_running: None,
            forced_timeout: None,
        }
    }

    pub fn ai(seed: u64, home: Team, away: Team, opts: Options) -> BonesGame {
        let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach), Box::new(AiCoach));
        BonesGame::new(Tables::embedded(), opts, home, away, AnyRandom::Seeded(SeededRandom::new(seed)), coaches)
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

    /// With scripted dice (tests): the numbers left in the script, and whether a roll found it
    /// empty.
    pub fn script_left(&self) -> Option<(usize, bool)> {
        match &self.rng {
            AnyRandom::Scripted(s) => Some((s.remaining(), s.exhausted())),
            AnyRandom::Seeded(_) => None,
        }
    }

    pub fn available(&self, side: Side, p: Pid) -> bool {
        !self.teams[side].out.iter().any(|o| o.pid == p)
    }

    fn healthy(&self, side: Side) -> PidSet {
        let mut s = PidSet::new();
        for i in 0..self.teams[side].team.players.len() as Pid {
            if self.available(side, i) {
                s.insert(i);
            }
        }
        s
    }

    /// A healthy bench player of a group, in depth order.
    fn replacement(&self, side: Side, groups: &[Group], used: &PidSet) -> Option<Pid> {
        let t = &self.teams[side].team;
        (0..t.players.len() as Pid).find(|p| groups.contains(&t.player(*p).group()) && self.available(side, *p) && !used.contains(*p))
    }

    /// The Lineup Card's offense with every hurt player replaced from the bench (a lineman by
    /// any lineman, a receiver by a receiver, a back by a back).
    pub fn base_offense(&self, side: Side) -> OffenseDisplay {
        let t = &self.teams[side].team;
        let lineup = self.teams[side].lineup_offense;
        let mut d = lineup;
        let mut used = PidSet::new();
        lineup.occupied().for_each(|(_, p)| used.insert(p));
        for (b, p) in lineup.occupied() {
            if !self.available(side, p) {
                let g = t.player(p).group();
                let groups: &[Group] = match g {
                    Group::WR | Group::TE => &[Group::WR, Group::TE],
                    _ => std::slice::from_ref(&g),
                };
                let r = self.replacement(side, groups, &used);
                d.set(b, r);
                if let Some(r) = r {
                    used.insert(r);
                }
            }
        }
        // A back who cannot be replaced: a receiver fills in as a flanker if the rules allow, else
        // the box stays empty and the call checks catch it.
        d
    }

    pub fn base_defense(&self, side: Side) -> DefenseDisplay {
        let t = &self.teams[side].team;
        let lineup = self.teams[side].lineup_defense;
        let mut d = lineup;
        let mut used = PidSet::new();
        lineup.players().for_each(|(_, p)| used.insert(p));
        for (b, p) in lineup.players() {
            if !self.available(side, p) {
                let g = t.player(p).group();
                let r = self.replacement(side, &[g], &used).or_else(|| self.replacement(side, &[Group::DL, Group::LB, Group::DB], &used).filter(|r| b.row() != 3 || t.player(*r).group() == Group::DB));
                d.remove(p);
                if let Some(r) = r {
                    d.place(b, r);
                    used.insert(r);
                }
            }
        }
        d
    }

    /// Ballhandlers resting by the rest rate their touch charged (reconstruction, the family's
    /// endurance): 1 not on consecutive plays, 2 not within two plays, 3 once a possession, 4
    /// once a quarter.
    fn resting(&self, side: Side) -> [Option<Pid>; 8] {
        let mut out = [None; 8];
        let mut k = 0;
        let ts = &self.teams[side];
        for i in 0..ts.team.players.len() as Pid {
            let tired = matches!(self.recent[0], Some((s, p, 1)) if (s, p) == (side, i))
                || self.recent.iter().flatten().any(|&(s, p, r)| r == 2 && (s, p) == (side, i))
                || ts.used_possession.iter().any(|&(p, r)| r == 3 && p == i)
                || ts.used_quarter.iter().any(|&(p, r)| r == 4 && p == i);
            if tired && k < out.len() {
                out[k] = Some(i);
                k += 1;
            }
        }
        out
    }

    pub fn view(&self, me: Side) -> View<'_> {
        let off = self.core.possession;
        View {
            game: &self.core,
            me,
            team: &self.teams[me].team,
            opp: &self.teams[me.other()].team,
            t: &self.t,
            opts: &self.opts,
            healthy: self.healthy(me),
            base_offense: self.base_offense(me),
            base_defense: self.base_defense(me),
            ctx: CallContext { spot: self.call_spot(), resting: if me == off { self.resting(me) } else { [None; 8] }, screen_to_receivers: self.opts.screen_to_receivers },
            weather: self.conditions(),
            shotgun: false,
        }
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
        Dice { rng: &mut self.rng, log: &mut self.rolls }
    }

    pub fn step(&mut self) -> Result<(), GameError> {
        match self.core.phase {
            Phase::CoinToss | Phase::OvertimeToss => {
                let away = Side::Away;
                let heads = self.with_parts(|g, cs, rng| cs[away].call_heads(&g.view(away), rng));
                let flip = self.rng.below(2) == 0;
                let winner = if heads == flip { away } else { Side::Home };
                let receive = self.with_parts(|g, cs, _| cs[winner].receive(&g.view(winner)));
                let first = if receive { winner.other() } else { winner };
                if self.core.phase == Phase::CoinToss {
                    self.core.coin_toss(winner, first, first.other())?;
                    // The weather (M23): a FAD after the toss, unless the home team plays under
                    // a roof or the option is off.
                    let home = self.teams[Side::Home].team.code.clone();
                    if self.opts.weather && !self.t.weather.domes.contains(&home) {
                        let roll = self.dice().fad(Use::Weather);
                        self.weather = self.t.weather.condition(roll);
                        self.rolls.clear();
                    }
                } else {
                    self.core.start_overtime(first)?;
                }
                Ok(())
            }
            Phase::Kickoff { kicker, after_safety, .. } => self.kickoff(kicker, after_safety),
            Phase::Try { team } => self.try_play(team),
            Phase::Scrimmage => self.down(),
            Phase::Over => Ok(()),
        }
    }

    fn record(&self, kind: PlayKind, team: Side) -> PlayRecord {
        PlayRecord::new(kind, team)
    }

    /// Applies a play to the core, asking the coaches for a time-out, and logs it.
    fn apply(&mut self, outcome: Outcome, mut text: String, ask_timeout: bool) -> Result<(), GameError> {
        let before = (self.core.clock, self.core.possession);
        let down = if self.core.phase == Phase::Scrimmage { Some((self.core.down(), self.core.to_go())) } else { None };
        let spot = self.core.spot.yards();
        let mut timeout = self.forced_timeout.take();
        let warned = self.core.warning_given;
        if timeout.is_none() && ask_timeout && outcome.clock.seconds > self.t.timing.timeout {
            for s in [self.core.possession, self.core.possession.other()] {
                if self.core.timeouts[s] > 0 && self.with_parts(|g, cs, _| cs[s].timeout(&g.view(s))) {
                    timeout = Some(s);
                    break;
                }
            }
        }
        let applied = self.core.apply(&outcome, timeout)?;
        if let Some(s) = timeout {
            text.push_str("; time-out ");
            text.push_str(&self.teams[s].team.code);
        }
        // Is the clock running at the next snap? After a play from scrimmage that charged more
        // than a stopped clock's seconds (M21: 10 s and less stop it), unless a time-out, the
        // two-minute warning, the period's end, a score or a change of possession stopped it.
        let running = self.next_running.take().unwrap_or(outcome.clock.seconds > self.t.timing.timeout && matches!(outcome.end, End::Scrimmage { .. }));
        let warning_now = self.core.warning_given && !warned;
        self.clock_running = running && timeout.is_none() && !warning_now && !applied.period_ended && !applied.possession_changed && applied.scored.is_none() && self.core.phase == Phase::Scrimmage;
        self.plays += 1;
        if applied.possession_changed || applied.scored.is_some() || before.1 != self.core.possession {
            for s in Side::BOTH {
                self.teams[s].used_possession.clear();
            }
            self.hurry = None;
        }
        if applied.period_ended {
            for s in Side::BOTH {
                self.teams[s].used_quarter.clear();
            }
        }
        self.heal();
        let rolls = self.log_rolls.push(self.rolls.iter());
        self.rolls.clear();
        let text_at = self.lines.push(text);
        self.log.push(PlayLog { period: before.0.period.0, clock: before.0.remaining, offense: before.1, down, spot, text: text_at, rolls, seconds: applied.seconds, score: (self.core.score.home, self.core.score.away) });
        // The No-Huddle for the next play (§4 step 8).
        if self.core.phase == Phase::Scrimmage {
            let off = self.core.possession;
            self.hurry = self.with_parts(|g, cs, _| cs[off].hurry(&g.view(off))).then_some(off);
        }
        Ok(())
    }

    fn heal(&mut self) {
        let plays = self.plays;
        let period = self.core.clock.period.0;
        for s in Side::BOTH {
            self.teams[s].out.retain(|o| match o.until {
                Until::Play(n) => plays < n,
                Until::EndOfPeriod(p) => period <= p,
                // In overtime (period 5 on) "the rest of the half" is the rest of the game
                // (third audit): overtime belongs to neither half of regulation.
                Until::EndOfHalf(p) => p >= 5 || period <= if p <= 2 { 2 } else { 4 },
                Until::EndOfGame { .. } => true,
            });
        }
    }

    /// Injuries that outlast the game: (side, player id, games missed after this one).
    pub fn lasting_injuries(&self) -> Vec<(Side, String, u8)> {
        let mut v = Vec::new();
        for s in Side::BOTH {
            for o in &self.teams[s].out {
                if let Until::EndOfGame { more } = o.until {
                    if more > 0 {
                        v.push((s, self.teams[s].team.player(o.pid).id.clone(), more));
                    }
                }
            }
        }
        v
    }

    fn tempo(&self, off: Side) -> usize {
        usize::from(self.hurry == Some(off))
    }

    // ------------------------------------------------------------------ kicks

    fn returner(&self, side: Side, punt: bool) -> Option<(Pid, ReturnCol)> {
        let t = &self.teams[side].team;
        let bt = t.bones.as_ref()?;
        let list = if punt { &bt.pr } else { &bt.kr };
        list.iter().filter_map(|id| t.idx(id)).filter(|p| self.available(side, *p)).find_map(|p| {
            let b = bones(t, p);
            if punt { b.pr } else { b.kr }.map(|c| (p, c))
        })
    }

    /// A return on a returner's column (§14.1, §15.1): a 1d10 (moved by `adj`, 1..=10); a 1
    /// rolls a FAD against the asterisk range. None = a touchdown.
    fn return_yards(&mut self, col: ReturnCol, adj: i8) -> Option<i16> {
        let n = (self.dice().d10(Use::Return) as i8 + adj).clamp(1, 10) as u8;
        let mut y = Some(col.yards[(n - 1) as usize] as i16);
        if n == 1 {
            if let Some(a) = col.asterisk {
                if a.range.contains(self.dice().fad(Use::Return)) {
                    y = a.yards.map(|y| y as i16);
                }
            }
        }
        y
    }

    /// A kicking play's Z check (reconstruction: one FAD, a Z on the tables' Z rolls).
    fn kick_z(&mut self) -> Option<ZEvent> {
        let roll = self.dice().fad(Use::Z);
        let (_, z) = self.t.block(crate::tables::RunCol::IL, roll);
        if z {
            let e = self.dice().fad(Use::Z);
            Some(self.t.z_event(e))
        } else {
            None
        }
    }

    fn kickoff(&mut self, kicker: Side, after_safety: bool) -> Result<(), GameError> {
        let recv = kicker.other();
        let kind = self.with_parts(|g, cs, rng| cs[kicker].kickoff(&g.view(kicker), rng));
        let okd = self.with_parts(|g, cs, _| cs[recv].onside_defense(&g.view(recv)));
        let mut rec = self.record(if kind == KickoffKind::Onside { PlayKind::OnsideKick } else { PlayKind::Kickoff }, kicker);
        let c = self.t.c.clone();
        if kind == KickoffKind::Onside {
            let need = if okd { c.onside_recover_vs_defense } else { c.onside_recover };
            let recovered = self.dice().fad(Use::Kick) <= need;
            let holder = if recovered { kicker } else { recv };
            if recovered {
                rec.flags.set(PlayFlags::RECOVERED_BY_KICKER);
            }
            let o = Outcome::new(End::Possession { holder, at: 50, first_down: true }, ClockCharge::flat(self.t.timing.kickoff), rec);
            let text = self.lines.format(format_args!("on-side kick{}, recovered by the {} team", if okd { " against the Onside Kick Defense" } else { "" }, if recovered { "kicking" } else { "receiving" }));
            return self.apply(o, text, false);
        }
        let card = self.teams[kicker].team.players.iter().enumerate().find(|(i, p)| self.available(kicker, *i as Pid) && p.bones.as_deref().is_some_and(|b| b.kickoff.is_some())).and_then(|(_, p)| p.bones.as_deref().and_then(|b| b.kickoff));
        let Some(card) = card else {
            return Err(GameError::Setup(format!("{} has no kickoff card", self.teams[kicker].team.code)));
        };
        let cell = card[(self.dice().d10(Use::Kick) - 1) as usize];
        // A free kick after a safety is kicked from the 20: it lands 15 yards shorter.
        let short = if after_safety { 15 } else { 0 };
        let squib = kind == KickoffKind::Squib;
        let landed: Option<i16> = match cell.land {
            Landing::Touchback if short == 0 && !squib => None,
            Landing::Touchback => Some(short + if squib { c.squib_yards } else { 0 }),
            Landing::Yard(y) => Some(y as i16 + short + if squib { c.squib_yards } else { 0 }),
            Landing::OutOfBounds => {
                // §15.1: the receivers take the ball at their 40 or have it kicked again.
                if self.with_parts(|g, cs, _| cs[recv].rekick(&g.view(recv))) {
                    let from = match self.core.phase {
                        Phase::Kickoff { from, .. } => from,
                        _ => c.kickoff_from,
                    };
                    let o = Outcome::new(End::Rekick { from }, ClockCharge::flat(0), rec);
                    return self.apply(o, "kickoff out of bounds, kicked again".into(), false);
                }
                let o = Outcome::new(End::Possession { holder: recv, at: c.kickoff_oob_at as i16, first_down: true }, ClockCharge::flat(0), rec);
                let text = self.lines.format(format_args!("kickoff out of bounds: ball on the {}", c.kickoff_oob_at));
                return self.apply(o, text, false);
            }
        };
        let z = self.kick_z();
        let Some(landed) = landed else {
            rec.flags.set(PlayFlags::TOUCHBACK);
            let o = Outcome::new(End::Possession { holder: recv, at: 0, first_down: true }, ClockCharge::flat(0), rec);
            let text = self.lines.format(format_args!("kickoff, touchback"));
            return self.apply(o, text, false);
        };
        let Some((returner, col)) = self.returner(recv, false) else {
            let o = Outcome::new(End::Possession { holder: recv, at: landed.max(1), first_down: true }, ClockCharge::flat(self.t.timing.kickoff), rec);
            let text = self.lines.format(format_args!("kickoff downed at the {landed}"));
            return self.apply(o, text, false);
        };
        let adj = cell.ret + i8::from(squib);
        let mut ret = self.return_yards(col, adj);
        if okd {
            ret = Some(ret.unwrap_or(100).min(c.onside_defense_max_return));
        }
        rec.returner = Some(PlayerRef { side: recv, idx: returner });
        let mut at = match ret {
            Some(y) => landed + y,
            None => 100,
        };
        rec.return_yards = at.min(100) - landed;
        let mut text = self.lines.take();
        let _ = write!(text, "kickoff to {} at the {landed}, returned {} yards", self.teams[recv].team.player(returner).name, at.min(100) - landed);
        let mut holder = recv;
        match z {
            Some(ZEvent::Fumble) if at < 100 => self.return_fumble(recv, returner, &mut at, &mut holder, &mut rec, &mut text),
            Some(ZEvent::Penalty) => {
                let roll = self.dice().fad(Use::Penalty);
                if let Some(p) = self.t.penalty(PenCol::Kickoff, roll).cloned() {
                    // Receiving team: from the end of the return; kicking team: added to it.
                    let (new_at, t) = match p.against {
                        Against::Receiving | Against::Defense => ((at.min(99) - p.yards as i16).max(at.min(99) / 2).max(1), "on the return team"),
                        _ => ((at + p.yards as i16).min(99), "on the kicking team"),
                    };
                    // A foul on the kicking team during a return touchdown is declined (§4).
                    if holder == recv && (at < 100 || !p.on_kicking_side()) {
                        rec.penalty = Some(PenaltyRecord { against: if p.on_kicking_side() { kicker } else { recv }, yards: p.yards as i16, accepted: true, code: 0 });
                        let _ = write!(text, "; {} {t}, {} yards", p.name, p.yards);
                        if at >= 100 {
                            // A foul on the return team calls the touchdown back.
                            rec.flags.clear(PlayFlags::RETURN_TD);
                        }
                        at = new_at;
                    }
                }
            }
            _ => {}
        }
        if at >= 100 && holder == recv {
            rec.flags.set(PlayFlags::RETURN_TD);
        }
        let o = Outcome::new(End::Possession { holder, at, first_down: true }, ClockCharge::flat(self.t.timing.kickoff), rec);
        self.apply(o, text, false)
    }

    fn try_play(&mut self, team: Side) -> Result<(), GameError> {
        let two = self.with_parts(|g, cs, _| cs[team].go_for_two(&g.view(team)));
        if two {
            let (od, oc) = self.with_parts(|g, cs, rng| cs[team].two_point(&g.view(team), rng));
            // The try's play is checked as any other, from the 2 (a refused call is a Sneak).
            let (od, oc) = if self.check_offense(team, &od, &oc).is_ok() {
                (od, oc)
            } else {
                self.refused_calls += 1;
                (self.base_offense(team), OffenseCall::new(OffPlay::IL, OffBox::QB).with(OffStrategy::Sneak))
            };
            let spot = 100 - self.t.c.two_point_from as i16;
            let r = self.resolve_at(team, od, oc, false, spot)?;
            let good = r.end == resolve::End::Gain && r.gain >= self.t.c.two_point_from as i16;
            let mut rec = self.record(PlayKind::TwoPoint, team);
            if good {
                rec.flags.set(PlayFlags::GOOD);
            }
            let o = Outcome::new(End::Try { points: if good { 2 } else { 0 } }, ClockCharge::flat(0), rec);
            let text = self.lines.format(format_args!("two-point try, {}: {}", oc.play.code(), if good { "good" } else { "no good" }));
            return self.apply(o, text, false);
        }
        let kicker = self.teams[team].team.players.iter().enumerate().find(|(i, p)| self.available(team, *i as Pid) && p.bones.as_deref().is_some_and(|b| b.kicking.is_some())).map(|(i, _)| i as Pid);
        let roll = self.dice().fad(Use::Kick);
        let xp = kicker.and_then(|k| bones(&self.teams[team].team, k).kicking.as_ref().map(|k| k.xp)).unwrap_or(0);
        // The weather (M23) moves the kicker's Good range, the extra point's as a field goal's.
        let xp = (xp as i16 + self.conditions().fg as i16).clamp(0, 100) as u8;
        let blocked = self.t.fg.blocked.contains(roll);
        let good = !blocked && roll <= xp;
        let mut rec = self.record(PlayKind::ExtraPoint, team);
        rec.player = kicker.map(|k| PlayerRef { side: team, idx: k });
        if good {
            rec.flags.set(PlayFlags::GOOD);
        }
        if blocked {
            rec.flags.set(PlayFlags::BLOCKED);
        }
        let o = Outcome::new(End::Try { points: good as u8 }, ClockCharge::flat(0), rec);
        let text = self.lines.format(format_args!("extra point {}", if good { "good" } else if blocked { "blocked" } else { "no good" }));
        self.apply(o, text, false)
    }

    // ------------------------------------------------------------------ downs

    /// The offense's choice checked; a refused call becomes a safe play (and is counted).
    fn down(&mut self) -> Result<(), GameError> {
        let off = self.core.possession;
        let choice = self.with_parts(|g, cs, rng| cs[off].offense(&g.view(off), rng));
        match choice {
            OffenseChoice::Punt { coffin, fake } => self.punt(off, coffin, fake),
            OffenseChoice::FieldGoal if self.core.spot.to_goal() + self.t.fg.offset as i16 <= self.t.fg.max as i16 => self.field_goal(off),
            OffenseChoice::Play { display, call, throw_on_run } if self.check_offense(off, &display, &call).is_ok() => self.scrimmage(off, display, call, throw_on_run),
            _ => {
                self.refused_calls += 1;
                let d = self.base_offense(off);
                let call = OffenseCall::new(OffPlay::IL, OffBox::QB).with(OffStrategy::Sneak);
                self.scrimmage(off, d, call, false)
            }
        }
    }

    /// The game's weather condition.
    pub fn conditions(&self) -> &crate::tables::WeatherCond {
        &self.t.weather.conditions[self.weather]
    }

    /// Where the offense's call is checked from: the line of scrimmage, or the two-point try's
    /// spot during a try.
    fn call_spot(&self) -> i16 {
        match self.core.phase {
            Phase::Try { .. } => 100 - self.t.c.two_point_from as i16,
            _ => self.core.spot.yards(),
        }
    }

    pub fn check_offense(&self, off: Side, d: &OffenseDisplay, call: &OffenseCall) -> Result<(), crate::call::CallError> {
        let t = &self.teams[off].team;
        validate_offense(d, t)?;
        if let Some((_, p)) = d.occupied().find(|(_, p)| !self.available(off, *p)) {
            return Err(crate::call::CallError { rule: "16", msg: format!("{} is hurt", t.player(p).name) });
        }
        let ctx = CallContext { spot: self.call_spot(), resting: self.resting(off), screen_to_receivers: self.opts.screen_to_receivers };
        check_offense(call, d, t, &ctx, &self.t)
    }

    pub fn check_defense(&self, def: Side, d: &DefenseDisplay, choice: &DefenseChoice, od: &OffenseDisplay) -> Result<(), crate::call::CallError> {
        let t = &self.teams[def].team;
        validate_defense(d, t, choice.call.center_field)?;
        if let Some((_, p)) = d.players().find(|(_, p)| !self.available(def, *p)) {
            return Err(crate::call::CallError { rule: "16", msg: format!("{} is hurt", t.player(p).name) });
        }
        check_defense(&choice.call, d, t, od, &self.t)
    }

    /// The defense's call, shown the offense's display and whether its quarterback is in the
    /// Shotgun (§12.5).
    fn defense_choice(&mut self, def: Side, od: &OffenseDisplay, shotgun: bool, punt: bool) -> DefenseChoice {
        let c = self.with_parts(|g, cs, rng| {
            let mut v = g.view(def);
            v.shotgun = shotgun;
            cs[def].defense(&v, od, punt, rng)
        });
        if self.check_defense(def, &c.display, &c, od).is_ok() {
            c
        } else {
            self.refused_calls += 1;
            DefenseChoice { display: self.base_defense(def), call: crate::call::DefenseCall::new(DefPlay::Pass) }
        }
    }

    /// Resolves a play from scrimmage at `spot` (the try's 2-yard line, or the line of
    /// scrimmage) with the defense's choice.
    fn resolve_at(&mut self, off: Side, od: OffenseDisplay, oc: OffenseCall, throw_on_run: bool, spot: i16) -> Result<PlayResult, GameError> {
        let def = off.other();
        let dch = self.defense_choice(def, &od, oc.shotgun, false);
        Ok(self.resolve_play(off, &od, &oc, &dch, throw_on_run, spot))
    }

    /// Resolves a scrimmage play against the defense's choice. The offense's coach is asked to
    /// throw on the run or run if a Pass Rush gives its quarterback the RUN result, at that
    /// moment (§11.2: "made before rolling the next FAD"), `throw_on_run` (the call's `tor`)
    /// its default.
    fn resolve_play(&mut self, off: Side, od: &OffenseDisplay, oc: &OffenseCall, dch: &DefenseChoice, throw_on_run: bool, spot: i16) -> PlayResult {
        let def = off.other();
        let mut rng = std::mem::replace(&mut self.rng, AnyRandom::Scripted(Default::default()));
        let mut coaches = std::mem::replace(&mut self.coaches, PerSide::new(Box::new(AiCoach), Box::new(AiCoach)));
        let mut log = std::mem::take(&mut self.rolls);
        let r = {
            let g: &BonesGame = self;
            let coach = std::cell::RefCell::new(&mut coaches[off]);
            let ask = |rng: &mut dyn Randomness| coach.borrow_mut().throw_on_run(&g.view(off), oc, dch, throw_on_run, rng);
            let cx = Ctx { t: &g.t, opts: &g.opts, off: &g.teams[off].team, def: &g.teams[def].team, od, dd: &dch.display, oc, dc: &dch.call, spot, throw_on_run, on_the_run: Some(&ask), weather: &g.t.weather.conditions[g.weather] };
            let mut d = Dice { rng: &mut rng, log: &mut log };
            resolve::resolve(&cx, &mut d)
        };
        self.rng = rng;
        self.coaches = coaches;
        self.rolls = log;
        r
    }

    fn scrimmage(&mut self, off: Side, od: OffenseDisplay, oc: OffenseCall, throw_on_run: bool) -> Result<(), GameError> {
        let def = off.other();
        let spot = self.core.spot.yards();
        let dch = self.defense_choice(def, &od, oc.shotgun, false);
        let r = self.resolve_play(off, &od, &oc, &dch, throw_on_run, spot);
        // Rest rates: the player who handled the ball — the runner, the quarterback who
        // scrambled, the receiver the pass went to after any redirect — not the Flop or Sneak,
        // and nobody on a sack or a pass to nobody; a run or a scramble charges his Rushing
        // Rest rate (L214), a pass his receiving rate.
        let rest = |p: Pid| bones(&self.teams[off].team, p).rest;
        let ballhandler = match r.kind {
            Kind::Flop | Kind::Sneak | Kind::Sack => None,
            Kind::Run | Kind::Scramble => r.ball.map(|p| (p, rest(p).rush)),
            Kind::Pass => r.ball.map(|p| (p, rest(p).recv)),
        };
        self.recent = [ballhandler.map(|(p, rate)| (off, p, rate)), self.recent[0]];
        if let Some(touch) = ballhandler {
            self.teams[off].used_possession.push(touch);
            self.teams[off].used_quarter.push(touch);
        }
        self.finish(off, &od, &oc, &dch, r)
    }

    /// A Z fumble on a kickoff or punt return (§15.6): the returner's fumble range, then he
    /// recovers on 01-`kr_fumble_recover`, else the kicking team at the spot; no advance.
    fn return_fumble(&mut self, recv: Side, returner: Pid, at: &mut i16, holder: &mut Side, rec: &mut PlayRecord, text: &mut String) {
        // The weather (M23) widens a ballhandler's fumble range: a returner's too.
        let range = (bones(&self.teams[recv].team, returner).fumble.unwrap_or(0) as i16 + self.conditions().fumble as i16).clamp(0, 100) as u8;
        if self.dice().fad(Use::Fumble) <= range {
            rec.flags.set(PlayFlags::FUMBLE);
            if self.dice().fad(Use::Recovery) > self.t.c.kr_fumble_recover {
                rec.flags.set(PlayFlags::FUMBLE_LOST);
                *holder = recv.other();
                *at = 100 - *at;
                text.push_str(", fumbled, the kicking team recovers");
            } else {
                text.push_str(", fumbled and recovered");
            }
        }
    }

    /// A logged play's line.
    pub fn text(&self, p: &PlayLog) -> &str {
        self.lines.get(p.text)
    }

    /// The dice a logged play read.
    pub fn rolls(&self, p: &PlayLog) -> Rolls<'_> {
        Rolls(self.log_rolls.get(p.rolls))
    }

    /// The play's line of the play-by-play, written into the buffer kept for it.
    fn describe(&mut self, off: Side, oc: &OffenseCall, dch: &DefenseChoice, r: &PlayResult) -> String {
        let mut s = self.lines.take();
        self.describe_into(&mut s, off, oc, dch, r);
        s
    }

    fn describe_into(&self, s: &mut String, off: Side, oc: &OffenseCall, dch: &DefenseChoice, r: &PlayResult) {
        let def = off.other();
        let name = |side: Side, p: Option<Pid>| p.map_or("nobody", |p| self.teams[side].team.player(p).name.as_str());
        // Writing into a String cannot fail.
        let _ = write!(s, "{} {}", oc.play.code(), oc.involved.as_str());
        s.push_str(match oc.strategy {
            OffStrategy::Draw => " draw",
            OffStrategy::PlayAction => " play-action",
            _ => "",
        });
        s.push_str(" vs ");
        let _ = match dch.call.play {
            DefPlay::Run(crate::call::RunKey::Back(p)) => write!(s, "Run key {}", self.teams[off].team.player(p).name),
            DefPlay::Run(crate::call::RunKey::NoKey) => write!(s, "Run no key"),
            DefPlay::Run(crate::call::RunKey::Qb) => write!(s, "Run key QB"),
            DefPlay::Run(crate::call::RunKey::EndAround) => write!(s, "Run key End-Around"),
            DefPlay::Pass => write!(s, "{}", if dch.call.coverage.iter().any(|c| c.is_some()) { "Pass, double coverage" } else { "Pass" }),
            DefPlay::Prevent => write!(s, "Prevent"),
            DefPlay::Blitz => write!(s, "Blitz ({})", dch.call.blitz_count()),
            DefPlay::Zone(z) => write!(s, "Zone {z:?}"),
        };
        s.push_str(": ");
        let who = name(off, r.ball);
        let ob = if r.out_of_bounds { ", out of bounds" } else { "" };
        let breakaway = if r.breakaway { " (breakaway)" } else { "" };
        let _ = match (r.kind, r.end) {
            (Kind::Flop, _) => write!(s, "the quarterback drops to a knee for -1"),
            (Kind::Sneak, _) => write!(s, "quarterback sneak for {}", r.gain),
            (Kind::Sack, _) => write!(s, "{who} sacked for {}{ob}", r.gain),
            (Kind::Scramble, _) => write!(s, "{who} scrambles for {}{}", r.gain, if r.breakaway { " (QB break)" } else { "" }),
            (Kind::Run, _) => write!(s, "{who} runs for {}{breakaway}{ob}", r.gain),
            (Kind::Pass, crate::resolve::End::Incomplete) => write!(s, "pass to {who} incomplete"),
            (Kind::Pass, crate::resolve::End::Intercepted { .. }) => write!(s, "pass to {who} intercepted by {}", name(def, r.defender)),
            (Kind::Pass, crate::resolve::End::Gain) => write!(s, "pass to {who} complete for {}{breakaway}{ob}", r.gain),
        };
        // The tags: the block, the receiver, the pass rush, the completion range.
        let mut sep = " (";
        if let Some(b) = r.block {
            let _ = write!(s, "{sep}{b}");
            sep = ", ";
        }
        if let Some(rc) = r.receiver {
            let _ = write!(s, "{sep}{rc}");
            sep = ", ";
        }
        if r.pass_rush {
            let _ = write!(s, "{sep}pass rush");
            sep = ", ";
        }
        if let Some(c) = r.com {
            let _ = write!(s, "{sep}COM 1-{c}");
            sep = ", ";
        }
        if sep == ", " {
            s.push(')');
        }
    }

    /// Applies a resolved scrimmage play: Z events, penalties and their options, the clock.
    fn finish(&mut self, off: Side, od: &OffenseDisplay, oc: &OffenseCall, dch: &DefenseChoice, r: PlayResult) -> Result<(), GameError> {
        let def = off.other();
        let spot = self.core.spot.yards();
        let to_goal = 100 - spot;
        let mut text = self.describe(off, oc, dch, &r);
        let kind = match r.kind {
            Kind::Run | Kind::Sneak => PlayKind::Rush,
            Kind::Flop => PlayKind::Kneel,
            Kind::Sack => PlayKind::Sack,
            Kind::Scramble => PlayKind::Scramble,
            Kind::Pass => PlayKind::Pass,
        };
        let mut rec = self.record(kind, off);
        rec.player = r.ball.map(|p| PlayerRef { side: off, idx: p });
        rec.passer = r.passer.map(|p| PlayerRef { side: off, idx: p });
        rec.defender = r.defender.map(|p| PlayerRef { side: def, idx: p });
        if r.out_of_bounds {
            rec.flags.set(PlayFlags::OUT_OF_BOUNDS);
        }
        let tempo = self.tempo(off);
        let tm = self.t.timing.clone();
        // The play as it ended.
        let (mut end, mut secs, mut stopped): (End, u16, bool) = match r.end {
            crate::resolve::End::Gain => {
                rec.yards = r.gain;
                if r.kind == Kind::Pass {
                    rec.flags.set(PlayFlags::COMPLETE);
                }
                if spot + r.gain >= 100 {
                    rec.flags.set(PlayFlags::TOUCHDOWN);
                }
                let s = if spot + r.gain >= 100 {
                    tm.touchdown[tempo]
                } else if r.out_of_bounds {
                    tm.out_of_bounds[tempo]
                } else {
                    match r.kind {
                        Kind::Sack => tm.sack[tempo],
                        Kind::Flop => tm.flop[tempo],
                        Kind::Pass => tm.complete[tempo],
                        _ => tm.run[tempo],
                    }
                };
                (End::Scrimmage { gain: r.gain, effect: huddle_core::DownEffect::Normal }, s, r.out_of_bounds)
            }
            crate::resolve::End::Incomplete => (End::Scrimmage { gain: 0, effect: huddle_core::DownEffect::Normal }, tm.incomplete[tempo], true),
            crate::resolve::End::Intercepted { at, ret } => {
                rec.flags.set(PlayFlags::INTERCEPTED);
                let pi = (100 - (spot + at)).max(0);
                let (at_def, ry) = match ret {
                    RetYards::Td => (100, 100 - pi),
                    RetYards::Yards(y) => {
                        let a = pi + y;
                        (if a <= 0 { 1 } else { a }, y)
                    }
                };
                rec.return_yards = ry;
                rec.returner = r.defender.map(|p| PlayerRef { side: def, idx: p });
                if at_def >= 100 {
                    rec.flags.set(PlayFlags::TOUCHDOWN);
                }
                (End::Possession { holder: def, at: at_def, first_down: true }, tm.change_of_possession, true)
            }
        };
        // Z events (§1.1; the Z table is a reconstruction): a fumble, an injury or a penalty.
        let mut extend = false;
        let mut z_event = None;
        if r.z {
            let roll = self.dice().fad(Use::Z);
            z_event = Some(self.t.z_event(roll));
        }
        match z_event {
            Some(ZEvent::Fumble) => {
                let holder = match (r.kind, r.end) {
                    (Kind::Flop, _) | (_, crate::resolve::End::Incomplete) | (_, crate::resolve::End::Intercepted { .. }) => None,
                    _ => r.ball,
                };
                if let (Some(p), End::Scrimmage { gain, .. }) = (holder, end) {
                    let pitch = if matches!(oc.play, OffPlay::PL | OffPlay::PR) { self.t.c.pitchout_fumble } else { 0 };
                    let range = (bones(&self.teams[off].team, p).fumble.unwrap_or(0).saturating_add(pitch) as i16 + self.conditions().fumble as i16).clamp(0, 100) as u8;
                    if spot + gain < 100 && spot + gain > 0 && self.dice().fad(Use::Fumble) <= range {
                        rec.flags.set(PlayFlags::FUMBLE);
                        if self.dice().fad(Use::Recovery) <= self.t.c.fumble_recover_offense {
                            let _ = write!(text, "; {} fumbles, the offense recovers", self.teams[off].team.player(p).name);
                        } else {
                            rec.flags.set(PlayFlags::FUMBLE_LOST);
                            let ret = { let __n = self.dice().d10(Use::Return); self.t.fumble_return(__n) };
                            let at0 = 100 - (spot + gain);
                            let at = match ret {
                                RetYards::Td => 100,
                                RetYards::Yards(y) => at0 + y,
                            };
                            end = End::Possession { holder: def, at, first_down: true };
                            secs = tm.change_of_possession;
                            stopped = true;
                            let _ = write!(text, "; {} fumbles, the defense recovers", self.teams[off].team.player(p).name);
                        }
                    }
                }
            }
            Some(ZEvent::Injury(h)) if r.kind != Kind::Flop => {
                let hurt = self.injure(off, od, dch, h, r.ball, &mut text).is_some();
                if hurt {
                    rec.flags.set(PlayFlags::INJURY);
                    secs = secs.max(tm.injury[tempo]).min(if matches!(end, End::Possession { .. }) { tm.change_of_possession } else { u16::MAX });
                }
            }
            Some(ZEvent::Penalty) => {
                let roll = self.dice().fad(Use::Penalty);
                if let Some(p) = self.t.penalty(PenCol::Scrimmage, roll).cloned() {
                    if let Some((pen_end, t)) = self.scrimmage_penalty(&p, off, spot, &end, &r, oc) {
                        let line = self.core.downs.line_to_gain as i16;
                        let down = self.core.down();
                        let play_alt = alternative(off, spot, &end, line, down);
                        let pen_alt = alternative(off, spot, &pen_end, line, down);
                        let offended = if matches!(p.against, Against::Offense) { def } else { off };
                        // §4: every penalty is offered to the offended coach after the result,
                        // a foul before the snap too (accepted, it is no play).
                        let take = self.with_parts(|g, cs, _| cs[offended].accept_penalty(&g.view(offended), play_alt, pen_alt));
                        rec.penalty = Some(PenaltyRecord { against: if matches!(p.against, Against::Offense) { off } else { def }, yards: p.yards as i16, accepted: take, code: 0 });
                        if take {
                            let against = if matches!(p.against, Against::Offense) { off } else { def };
                            // An accepted live-ball foul by the defense (the offense keeps the
                            // ball: a turnover is wiped out) on the last play of a half gives an
                            // untimed down (p.12 missing: the NFL's 2013 rule); an offense's foul
                            // does not.
                            extend = matches!(p.against, Against::Defense);
                            secs = tm.penalty[tempo];
                            if p.pre_snap {
                                // No play: nothing of it stands.
                                text.clear();
                                let _ = write!(text, "{} on the {} before the snap, {} yards", p.name, if matches!(p.against, Against::Offense) { "offense" } else { "defense" }, p.yards);
                                rec = self.record(PlayKind::NoPlay, off);
                                rec.penalty = Some(PenaltyRecord { against, yards: p.yards as i16, accepted: true, code: 0 });
                                // No snap, no time (p.12 "Time expenditure for Penalties", the
                                // NFL's 2013 practice), and no down played: the period cannot
                                // end on it (an untimed down still to play stays to play).
                                secs = 0;
                                extend = true;
                                let before = self.clock_running;
                                let mut ran = false;
                                if p.runoff && against == off && self.runoff_applies() {
                                    // The 10-second runoff (NFL 2013): the defense's option; the
                                    // offense may call a time-out instead.
                                    if self.with_parts(|g, cs, _| cs[def].runoff(&g.view(def))) {
                                        if self.core.timeouts[off] > 0 && self.with_parts(|g, cs, _| cs[off].timeout(&g.view(off))) {
                                            self.forced_timeout = Some(off);
                                            text.push_str(", a time-out instead of the 10-second runoff");
                                        } else {
                                            secs = tm.runoff;
                                            extend = false;
                                            ran = true;
                                            let _ = write!(text, ", {secs} seconds run off");
                                        }
                                    }
                                }
                                // The clock starts again at the ready signal after a runoff,
                                // and on the snap in a half's last two (five) minutes.
                                let c = self.core.clock;
                                let late = (c.period.0 == 2 && c.remaining <= 120) || (c.period.0 >= 4 && c.remaining <= 300);
                                self.next_running = Some(ran || (before && !late));
                            } else if p.from == From::End && matches!(end, End::Scrimmage { .. }) {
                                // A foul after the play: the play stands, the yards are added.
                                let _ = write!(text, "; {} {t}", p.name);
                                rec.flags.clear(PlayFlags::TOUCHDOWN);
                            } else {
                                // Marked from the line or the spot: the play does not count.
                                let _ = write!(text, "; {} {t}", p.name);
                                rec = self.record(PlayKind::NoPlay, off);
                                rec.penalty = Some(PenaltyRecord { against, yards: p.yards as i16, accepted: true, code: 0 });
                            }
                            end = pen_end;
                            stopped = true;
                        } else {
                            let _ = write!(text, "; {} declined", p.name);
                        }
                    }
                }
            }
            _ => {}
        }
        let _ = to_goal;
        let _ = stopped;
        let mut o = Outcome::new(end, ClockCharge::new(secs, secs.min(tm.timeout)), rec);
        o.extend_period = extend && self.core.clock.period.ends_half();
        self.apply(o, text, true)
    }

    /// The 10-second runoff applies now: the last minute of a half (overtime too), the clock
    /// running (reconstruction: the NFL's 2013 rule).
    fn runoff_applies(&self) -> bool {
        let c = self.core.clock;
        c.period.ends_half() && c.remaining > 0 && c.remaining <= self.t.timing.runoff_within && self.clock_running
    }

    /// A scrimmage penalty's result (None: no such foul on this play).
    fn scrimmage_penalty(&mut self, p: &Penalty, off: Side, spot: i16, play: &End, r: &PlayResult, oc: &OffenseCall) -> Option<(End, Enforced)> {
        let pass = oc.play.is_pass() && r.kind == Kind::Pass;
        let pass_only = matches!(&*p.name, "Pass interference" | "Offensive pass interference" | "Illegal contact" | "Roughing the passer");
        if pass_only && !pass {
            return None;
        }
        let y = p.yards as i16;
        let to_goal = 100 - spot;
        let end_gain = match play {
            End::Scrimmage { gain, .. } => (*gain).max(0),
            _ => 0,
        };
        let _ = off;
        match p.against {
            Against::Offense | Against::Kicking => {
                let base = spot + if p.from == From::End { end_gain } else { 0 };
                let yy = y.min(base / 2);
                let gain = base - yy - spot;
                let effect = if p.loss_of_down { huddle_core::DownEffect::Normal } else { huddle_core::DownEffect::Replay };
                Some((End::Scrimmage { gain, effect }, Enforced { on_offense: true, yards: yy, first_down: false }))
            }
            Against::Defense | Against::Receiving => {
                let (base, yy) = match p.from {
                    From::Spot => {
                        let col = oc.play.pass_col().unwrap_or(crate::tables::PassCol::Short);
                        let depth = { let __n = self.dice().d10(Use::Penalty); self.t.point(col, __n) };
                        (spot, depth.min(to_goal - 1).max(0))
                    }
                    From::End => {
                        let b = spot + end_gain;
                        (b, y.min((100 - b) / 2).max(0))
                    }
                    From::Line => (spot, y.min(to_goal / 2)),
                };
                if base + yy >= 100 {
                    return None;
                }
                let gain = base + yy - spot;
                let effect = if p.first_down { huddle_core::DownEffect::FirstDown } else { huddle_core::DownEffect::Replay };
                Some((End::Scrimmage { gain, effect }, Enforced { on_offense: false, yards: yy, first_down: p.first_down }))
            }
        }
    }

    /// An injury from a Z event (reconstruction): who, and how long (the injury table); the
    /// play-by-play's words for it are added to `text`. None: nobody is hurt.
    fn injure(&mut self, off: Side, od: &OffenseDisplay, dch: &DefenseChoice, h: Hurt, ball: Option<Pid>, text: &mut String) -> Option<()> {
        let (dd, dc) = (&dch.display, &dch.call);
        let (side, pid) = match h {
            Hurt::Ballhandler => (off, ball?),
            Hurt::Offense => {
                let n = od.occupied().count();
                let i = self.rng.below(n as u32) as usize;
                (off, od.occupied().nth(i).map(|(_, p)| p)?)
            }
            Hurt::Defense => {
                // Blitzers cannot be injured on the play (§10.3).
                let hurtable = || dd.players().map(|(_, p)| p).filter(|p| !dc.blitzing(*p));
                let n = hurtable().count();
                if n == 0 {
                    return None;
                }
                let i = self.rng.below(n as u32) as usize;
                (off.other(), hurtable().nth(i)?)
            }
        };
        let t = &self.teams[side].team;
        let g = t.player(pid).group();
        // No replacement in his group: the injury is ignored (the display must stay legal). The
        // bench is his own team's: players not on his own display (the other display's
        // indices are the other roster's).
        let on_display = |q: Pid| if side == off { od.occupied().any(|(_, x)| x == q) } else { dd.players().any(|(_, x)| x == q) };
        let spare = (0..t.players.len() as Pid).any(|q| q != pid && self.available(side, q) && t.player(q).group() == g && !on_display(q));
        if !spare {
            return None;
        }
        let dur = { let __n = self.dice().fad(Use::Injury); self.t.injury(__n) };
        let period = self.core.clock.period.0;
        let until = match dur {
            Duration::Plays(n) => Until::Play(self.plays + 1 + n as u32),
            Duration::Quarter => Until::EndOfPeriod(period),
            Duration::Half => Until::EndOfHalf(period),
            Duration::Game => Until::EndOfGame { more: 0 },
            Duration::Games(n) => Until::EndOfGame { more: n },
        };
        self.teams[side].out.push(Out { pid, until });
        let _ = write!(text, "; {} injured (", self.teams[side].team.player(pid).name);
        let _ = match dur {
            Duration::Plays(n) => write!(text, "{n} plays"),
            Duration::Quarter => write!(text, "the rest of the quarter"),
            Duration::Half => write!(text, "the rest of the half"),
            Duration::Game => write!(text, "the rest of the game"),
            Duration::Games(n) => write!(text, "the game and {n} more"),
        };
        text.push(')');
        Some(())
    }

    // ------------------------------------------------------------------ punts and field goals

    fn punt(&mut self, off: Side, coffin: Option<u8>, fake: bool) -> Result<(), GameError> {
        let recv = off.other();
        let los = self.core.spot.yards();
        let c = self.t.c.clone();
        let rush = self.with_parts(|g, cs, _| cs[recv].punt_rush(&g.view(recv)));
        let mut rec = self.record(PlayKind::Punt, off);
        if fake {
            rec = self.record(PlayKind::FakePunt, off);
            let f = { let __n = self.dice().d10(Use::Kick); self.t.fake_punt(__n) };
            let (end, text) = match f {
                FakePunt::Gain(y) => {
                    rec.yards = y;
                    (End::Scrimmage { gain: y.min(100 - los), effect: huddle_core::DownEffect::Normal }, format!("fake punt: a gain of {y}"))
                }
                FakePunt::Inc => (End::Scrimmage { gain: 0, effect: huddle_core::DownEffect::Normal }, "fake punt: the pass falls incomplete".into()),
                FakePunt::Int => (End::Possession { holder: recv, at: 100 - los, first_down: true }, "fake punt: intercepted".into()),
            };
            let o = Outcome::new(end, ClockCharge::flat(self.t.timing.punt), rec);
            return self.apply(o, text, true);
        }
        let punter = self.teams[off].team.players.iter().enumerate().find(|(i, p)| p.pos == Position::P && self.available(off, *i as Pid)).map(|(i, _)| i as Pid).or_else(|| self.teams[off].team.players.iter().position(|p| p.bones.as_deref().is_some_and(|b| b.punting.is_some())).map(|i| i as Pid));
        let Some(punter) = punter else {
            return Err(GameError::Setup(format!("{} has no punter", self.teams[off].team.code)));
        };
        let card = bones(&self.teams[off].team, punter).punting.clone().ok_or_else(|| GameError::Setup("the punter has no punting card".into()))?;
        rec.player = Some(PlayerRef { side: off, idx: punter });
        let opts = self.opts.clone();
        let n = {
            let mut d = self.dice();
            d.punt_number(&opts)
        };
        let z = self.kick_z();
        let mut blocked = false;
        let mut yards = card.yards[(n as usize).min(19)] as i16;
        let mut long = false;
        if rush && n == 10 {
            // §14.3: a 10 against the all-out rush: 1-3 blocked, else Number 11's distance.
            if self.dice().d10(Use::Kick) <= 3 {
                let at = (100 - los) + c.punt_rush_blocked_back;
                rec.flags.set(PlayFlags::BLOCKED);
                if at >= 100 {
                    // Recovered in the kicking team's end zone (§14.6, A61).
                    return self.blocked_in_end_zone(off, los, true, rec);
                }
                let o = Outcome::new(End::Possession { holder: recv, at: at.min(99), first_down: true }, ClockCharge::flat(self.t.timing.punt), rec);
                let text = self.lines.format(format_args!("punt blocked by the all-out rush, the defense recovers {} yards behind the line", c.punt_rush_blocked_back));
                return self.apply(o, text, true);
            }
            yards = card.yards[11] as i16;
        }
        if n == 20 {
            // "20 See Below" (§14.2).
            let s = self.dice().d10(Use::Kick);
            // The all-out rush (§14.3, A33): a Blocked range worse than 1-3 grows by 2, any
            // other (none too) becomes four numbers (1-3 to 1-4).
            let widen = |r: (u8, u8)| if r.1 - r.0 < 3 { (r.0, r.0 + 3) } else { (r.0, (r.1 + 2).min(10)) };
            let blocked_range = if rush { Some(card.blocked.map_or((1, 4), widen)) } else { card.blocked };
            if s == 1 {
                yards = card.long as i16;
                long = true;
            } else if blocked_range.is_some_and(|(lo, hi)| (lo..=hi).contains(&s)) {
                blocked = true;
            } else if card.penalty.is_some_and(|(lo, hi)| (lo..=hi).contains(&s)) {
                let roll = self.dice().fad(Use::Penalty);
                if let Some(p) = self.t.penalty(PenCol::Punt, roll).cloned() {
                    // Against the kicking team: the yards back and the down over; against the
                    // receivers: a first down if it makes the line to gain.
                    let (gain, effect) = p.at_the_kick(los);
                    let mut rec = self.record(PlayKind::NoPlay, off);
                    rec.penalty = Some(PenaltyRecord { against: if p.on_kicking_side() { off } else { recv }, yards: gain.abs(), accepted: true, code: 0 });
                    let mut o = Outcome::new(End::Scrimmage { gain, effect }, ClockCharge::flat(0), rec);
                    // The receivers' foul leaves the kicking team the ball: an untimed down to
                    // play stays to play (the kick took no time).
                    o.extend_period = !p.on_kicking_side() && self.core.clock.period.ends_half();
                    let text = self.lines.format(format_args!("punt: {}, {} yards", p.name, gain.abs()));
                    return self.apply(o, text, false);
                }
            } else {
                yards = card.yards[19] as i16;
            }
        }
        if blocked {
            return self.blocked_punt(off, los, rec);
        }
        let deduction = coffin.map(|x| x.clamp(c.coffin_min, c.coffin_max) as i16).unwrap_or(0);
        // The weather (M23) shortens or lengthens the kick. The Coffin Corner's deduction comes
        // off "whatever the result" (§14.4), but a punt never goes backwards (third audit): at
        // worst 0 yards, the receivers' ball at the line of scrimmage, never behind the kicking
        // team's goal line (it used to be a touchdown for the receivers there).
        yards = ((yards + self.conditions().punt as i16).max(1) - deduction).max(0);
        rec.yards = yards;
        let landed_k = los + yards;
        let secs = self.t.timing.punt;
        if landed_k >= 100 {
            rec.flags.set(PlayFlags::TOUCHBACK);
            let o = Outcome::new(End::Possession { holder: recv, at: 0, first_down: true }, ClockCharge::flat(secs), rec);
            let text = self.lines.format(format_args!("punt {yards} yards into the end zone, touchback"));
            return self.apply(o, text, true);
        }
        let mut landed = 100 - landed_k; // the receiving team's frame
        if coffin.is_some() {
            // §14.4: the CC adjustment, all or none, if it keeps the ball in the field (A34); in
            // part, as near the goal line as the field allows, under `cc_partial`.
            let adj = card.cc_adj as i16;
            if adj > 0 && landed - adj >= 1 {
                landed -= adj;
            } else if adj > 0 && self.opts.cc_partial {
                landed = (landed - adj).max(1);
            }
            if n % 2 == 0 {
                rec.flags.set(PlayFlags::OUT_OF_BOUNDS);
                let o = Outcome::new(End::Possession { holder: recv, at: landed, first_down: true }, ClockCharge::flat(secs), rec);
                let text = self.lines.format(format_args!("coffin-corner punt out of bounds at the {landed}"));
                return self.apply(o, text, true);
            }
        }
        // §14.1 step 7 (A35): a punt landing 5 yards or less from the goal: the receivers let it
        // go into the end zone, or return it normally.
        if coffin.is_none() && landed <= c.punt_fair_choice_within && self.with_parts(|g, cs, _| cs[recv].let_punt_bounce(&g.view(recv), landed)) {
            rec.flags.set(PlayFlags::TOUCHBACK);
            let o = Outcome::new(End::Possession { holder: recv, at: 0, first_down: true }, ClockCharge::flat(secs), rec);
            let text = self.lines.format(format_args!("punt {yards} yards, allowed to roll into the end zone: touchback"));
            return self.apply(o, text, true);
        }
        let ret = card.ret[(self.dice().d10(Use::Kick) - 1) as usize];
        if ret == PuntRet::FC {
            rec.flags.set(PlayFlags::FAIR_CATCH);
            let o = Outcome::new(End::Possession { holder: recv, at: landed, first_down: true }, ClockCharge::flat(secs), rec);
            let text = self.lines.format(format_args!("punt {yards} yards{}, fair catch at the {landed}", if long { " (the long kick)" } else { "" }));
            return self.apply(o, text, true);
        }
        let Some((returner, col)) = self.returner(recv, true) else {
            let o = Outcome::new(End::Possession { holder: recv, at: landed, first_down: true }, ClockCharge::flat(secs), rec);
            let text = self.lines.format(format_args!("punt {yards} yards, downed at the {landed}"));
            return self.apply(o, text, true);
        };
        let mut ry = self.return_yards(col, 0);
        if rush {
            ry = Some(ry.unwrap_or(100).min(c.punt_rush_max_return));
        }
        rec.returner = Some(PlayerRef { side: recv, idx: returner });
        let mut at = match ry {
            Some(y) => landed + y,
            None => 100,
        };
        rec.return_yards = at.min(100) - landed;
        let mut holder = recv;
        let mut text = self.lines.take();
        let _ = write!(text, "punt {yards} yards, {} returns {}", self.teams[recv].team.player(returner).name, at.min(100) - landed);
        match z {
            Some(ZEvent::Fumble) if at < 100 => self.return_fumble(recv, returner, &mut at, &mut holder, &mut rec, &mut text),
            Some(ZEvent::Penalty) => {
                let roll = self.dice().fad(Use::Penalty);
                if let Some(p) = self.t.penalty(PenCol::Punt, roll).cloned() {
                    match p.against {
                        Against::Receiving | Against::Defense if holder == recv => {
                            at = (at.min(99) - p.yards as i16).max(at.min(99) / 2).max(1);
                            rec.penalty = Some(PenaltyRecord { against: recv, yards: p.yards as i16, accepted: true, code: 0 });
                            let _ = write!(text, "; {} on the return team", p.name);
                        }
                        _ if holder == recv && at < 100 => {
                            at = (at + p.yards as i16).min(99);
                            rec.penalty = Some(PenaltyRecord { against: off, yards: p.yards as i16, accepted: true, code: 0 });
                            let _ = write!(text, "; {} on the kicking team, {} yards", p.name, p.yards);
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        }
        if at >= 100 && holder == recv {
            rec.flags.set(PlayFlags::RETURN_TD);
        }
        let o = Outcome::new(End::Possession { holder, at, first_down: true }, ClockCharge::flat(secs), rec);
        self.apply(o, text, true)
    }

    /// A blocked punt (§14.6): 1-7 the receivers recover, 8-10 the kickers; 2d10 yards behind
    /// the line; a return on the Fumble Return Table; the kicking team keeps a 4th-down block
    /// only if it makes the line to gain.
    fn blocked_punt(&mut self, off: Side, los: i16, mut rec: PlayRecord) -> Result<(), GameError> {
        let recv = off.other();
        rec.flags.set(PlayFlags::BLOCKED);
        let receivers = self.dice().d10(Use::Recovery) <= self.t.c.blocked_punt_receiving;
        let back = self.dice().two_d10(Use::Recovery) as i16;
        let point = los - back; // the kicking team's frame
        let secs = self.t.timing.punt;
        let ret = { let __n = self.dice().d10(Use::Return); self.t.fumble_return(__n) };
        if point <= 0 {
            return self.blocked_in_end_zone(off, los, receivers, rec);
        }
        if receivers {
            let at = match ret {
                RetYards::Td => 100,
                RetYards::Yards(y) => 100 - point + y,
            };
            let o = Outcome::new(End::Possession { holder: recv, at, first_down: true }, ClockCharge::flat(secs), rec);
            let text = self.lines.format(format_args!("punt blocked, the receiving team recovers {back} yards behind the line"));
            return self.apply(o, text, true);
        }
        let y = match ret {
            RetYards::Td => self.t.c.fumble_asterisk_yards,
            RetYards::Yards(y) => y,
        };
        let gain = point + y - los;
        let o = Outcome::new(End::Scrimmage { gain, effect: huddle_core::DownEffect::Normal }, ClockCharge::flat(secs), rec);
        let text = self.lines.format(format_args!("punt blocked, the kicking team recovers and gains {gain}"));
        self.apply(o, text, true)
    }

    /// A blocked punt recovered in the kicking team's end zone: a safety (§14.6, literal, A61),
    /// or the receivers' touchdown when they recover it under `blocked_punt_td`.
    fn blocked_in_end_zone(&mut self, off: Side, los: i16, receivers: bool, mut rec: PlayRecord) -> Result<(), GameError> {
        let secs = self.t.timing.punt;
        if receivers && self.opts.blocked_punt_td {
            let o = Outcome::new(End::Possession { holder: off.other(), at: 100, first_down: true }, ClockCharge::flat(secs), rec);
            return self.apply(o, "punt blocked and recovered in the end zone: touchdown".into(), true);
        }
        rec.flags.set(PlayFlags::SAFETY);
        let o = Outcome::new(End::Scrimmage { gain: -los, effect: huddle_core::DownEffect::Normal }, ClockCharge::flat(secs), rec);
        self.apply(o, "punt blocked into the end zone: safety".into(), true)
    }

    fn field_goal(&mut self, off: Side) -> Result<(), GameError> {
        let recv = off.other();
        let los = self.core.spot.yards();
        let dist = (100 - los + self.t.fg.offset as i16) as u8;
        let kicker = self.teams[off].team.players.iter().enumerate().find(|(i, p)| self.available(off, *i as Pid) && p.bones.as_deref().is_some_and(|b| b.kicking.is_some())).map(|(i, _)| i as Pid);
        let good_range = kicker.map_or(0, |k| fg_good(bones(&self.teams[off].team, k).kicking.as_ref(), dist, self.t.fg.beyond_per_yard));
        // The weather (M23) moves the Good range.
        let good_range = (good_range as i16 + self.conditions().fg as i16).clamp(0, 100) as u8;
        let mut rec = self.record(PlayKind::FieldGoal, off);
        rec.player = kicker.map(|k| PlayerRef { side: off, idx: k });
        rec.yards = dist as i16;
        let roll = self.dice().fad(Use::Kick);
        // A Z rides on a kick as on a punt or a kickoff (§1.1); on a field goal only its penalty
        // is read (the Penalty Table's field-goal column, M17): no return, no ball carrier.
        let z = self.kick_z();
        let blocked = self.t.fg.blocked.contains(roll) || (dist >= self.t.fg.long_from && self.t.fg.blocked_long.contains(roll));
        let secs = self.t.timing.field_goal;
        if z == Some(ZEvent::Penalty) {
            let good = !blocked && roll <= good_range;
            let pen = self.dice().fad(Use::Penalty);
            if let Some(p) = self.t.penalty(PenCol::FieldGoal, pen).cloned() {
                // The offended side chooses (§4), as NFL coaches do: the kicking team's foul
                // only takes points off the board (a good kick is tried again, the yards back);
                // the defense's only gives the ball back after a failed kick (the yards, and a
                // first down when the foul carries one).
                let on_kicking = p.on_kicking_side();
                if on_kicking == good {
                    let (gain, effect) = p.at_the_kick(los);
                    let mut prec = self.record(PlayKind::NoPlay, off);
                    prec.penalty = Some(PenaltyRecord { against: if on_kicking { off } else { recv }, yards: gain.abs(), accepted: true, code: 0 });
                    let mut o = Outcome::new(End::Scrimmage { gain, effect }, ClockCharge::flat(secs), prec);
                    // The defense's foul leaves the kicking team the ball: on the last play of a
                    // half, an untimed down (NFL 2013, as on scrimmage plays).
                    o.extend_period = !on_kicking && self.core.clock.period.ends_half();
                    let text = self.lines.format(format_args!(
                        "{dist}-yard field goal {}, but {}: {} yards{}",
                        if good { "is good" } else if blocked { "blocked" } else { "is no good" },
                        p.name,
                        gain.abs(),
                        if on_kicking { ", kick again" } else { "" }
                    ));
                    return self.apply(o, text, true);
                }
            }
        }
        if !blocked && roll <= good_range {
            rec.flags.set(PlayFlags::GOOD);
            let o = Outcome::new(End::FieldGoal, ClockCharge::flat(secs), rec);
            let text = self.lines.format(format_args!("{dist}-yard field goal is good"));
            return self.apply(o, text, true);
        }
        // A miss or a block: the defense's ball at the spot of the kick, or its 20 (a block at
        // the line of scrimmage).
        let kick_spot = if blocked { los } else { los - 7 };
        let at = (100 - kick_spot).max(self.t.fg.miss_at_least as i16);
        if blocked {
            rec.flags.set(PlayFlags::BLOCKED);
        }
        let o = Outcome::new(End::Possession { holder: recv, at: at.min(99), first_down: true }, ClockCharge::flat(secs), rec);
        let text = self.lines.format(format_args!("{dist}-yard field goal {}", if blocked { "blocked" } else { "is no good" }));
        self.apply(o, text, true)
    }
}

/// A penalty option's two sides in the offense's frame.
fn alternative(off: Side, spot: i16, e: &End, line_to_gain: i16, down: Down) -> Alternative {
    match e {
        End::Scrimmage { gain, effect } => {
            let at = spot + gain;
            let first = matches!(effect, huddle_core::DownEffect::FirstDown) || at >= line_to_gain;
            let replay = matches!(effect, huddle_core::DownEffect::Replay);
            let keeps = first || replay || down != Down::Fourth;
            Alternative { offense_keeps: keeps, offense_scores: at >= 100, spot: at, first_down: first, replay }
        }
        End::Possession { holder, at, .. } => {
            let mine = *holder == off;
            Alternative { offense_keeps: mine, offense_scores: mine && *at >= 100, spot: if mine { *at } else { 100 - at }, first_down: false, replay: false }
        }
        End::FieldGoal => Alternative { offense_keeps: false, offense_scores: true, spot, first_down: false, replay: false },
        _ => Alternative { offense_keeps: true, offense_scores: false, spot, first_down: false, replay: false },
    }
}
