//! A whole game of the FAC engine: the core state, both teams with their injuries and
//! endurance, the deck, the one randomness source, the coaches, and the play log.

use crate::call::{DefPlay, DefenseCall, OffPlay, OffPrimary, OffenseCall, Tempo};
use crate::coach::{Coach, DefenseChoice, KickView, OffenseChoice, View};
use crate::display::{DefenseDisplay, OffenseDisplay, Pid, PidSet};
use crate::fac::{DeckFile, Fac};
use crate::kick::{Kick, KickDecider, KickReport, PuntPlan, COFFIN_CORNER_MAX, COFFIN_CORNER_MIN};
use crate::options::RuleOptions;
use crate::play::{Foul, Injury, PlayReport, Scrimmage};
use crate::resolve::{Decider, Situation};
use crate::tables::{Edition, InjuryDuration};
use crate::trace::Step;
use huddle_cards::{DefBox, Group, OffBox, Position, QbGrade, Team};
use huddle_core::{
    AnyRandom, CardSource, ClockCharge, CoreError, CoreRules, DownEffect, End, GameState, Outcome, Overtime, PerSide, Phase, PlayKind,
    PlayRecord, Randomness, ScoreKind, Side, Spot,
};
use serde::Serialize;

/// How long an injured player is out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Until {
    /// The rest of this game and `extra` more games.
    EndOfGame { extra: u8 },
    Half(u8),
    Period(u8),
    Series(u32),
    /// Game-clock seconds elapsed (regulation + overtime) when he returns.
    Elapsed(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Out {
    pub pid: Pid,
    pub until: Until,
}

/// The No-Huddle / Hurry-Up substitution lock (§20.7, §20.8): after a play at that tempo that
/// left the clock running, neither team substitutes while the offense keeps the tempo up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HurryLock {
    pub offense: Side,
    /// The play log's length when it was set: it holds for the next play only.
    pub plays: usize,
    pub od: OffenseDisplay,
    pub dd: DefenseDisplay,
}

/// Endurance bookkeeping of one player (§23.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// Index (among FAC plays) of the last play directed at him.
    pub last: Option<u32>,
    pub possession: Option<u32>,
    pub period: Option<u8>,
}

/// A team during a game.
#[derive(Clone, Debug)]
pub struct TeamState {
    /// The team, fixed for the game (the lineup indices below are read from it once).
    pub team: Team,
    /// The Lineup Card (§24) as roster indices (the offense as a display, the defense in the
    /// card's order): looking the ids up by name on every view took a third of the engine's time.
    lineup_offense: OffenseDisplay,
    lineup_defense: Vec<(DefBox, Vec<Option<Pid>>)>,
    kicker: Option<Pid>,
    pub out: Vec<Out>,
    pub er: Vec<u8>,
    pub usage: Vec<Usage>,
    pub fake_fg: u8,
    pub fake_punt: u8,
    /// Endurance Values reduced by one for this game after an injury at the position (§23.3).
    pub ev_cut: Vec<bool>,
    /// Position groups that already used their §23.3 reduction this game.
    pub ev_cut_groups: Vec<Group>,
    /// A C quarterback who entered before the fourth quarter: no other quarterback plays this
    /// game (§23.1).
    pub qb_lock: Option<Pid>,
    /// Each player's kicking-game roles (`resolve::role_mask`), read once.
    roles: Vec<u8>,
}

impl TeamState {
    pub fn new(team: Team) -> TeamState {
        let n = team.players.len();
        let mut lineup_offense = OffenseDisplay::default();
        for (b, id) in &team.lineup.offense {
            lineup_offense.set(*b, team.idx(id));
        }
        let lineup_defense = team.lineup.defense.iter().map(|(b, ids)| (*b, ids.iter().map(|id| team.idx(id)).collect())).collect();
        let kicker = team.kicker();
        let roles = (0..n as Pid).map(|p| crate::resolve::role_mask(&team, p)).collect();
        TeamState { team, lineup_offense, lineup_defense, kicker, out: Vec::new(), er: vec![0; n], usage: vec![Usage::default(); n], fake_fg: 0, fake_punt: 0, ev_cut: vec![false; n], ev_cut_groups: Vec::new(), qb_lock: None, roles }
    }

    /// The Lineup Card's offense as a display, every listed player in his box (injured or not).
    pub fn lineup_offense(&self) -> OffenseDisplay {
        self.lineup_offense
    }

    /// A player's Endurance Value in this game (after any §23.3 reduction, never below 1).
    pub fn ev(&self, p: Pid) -> u8 {
        let ev = self.team.player(p).ev_plays();
        if self.ev_cut[p as usize] && ev > 1 {
            ev - 1
        } else {
            ev
        }
    }
}

/// A play as logged for play-by-play.
#[derive(Clone, Debug, Serialize)]
pub struct PlayLog {
    pub n: u32,
    pub clock: huddle_core::Clock,
    pub offense: Side,
    pub down: Option<u8>,
    pub to_go: i16,
    pub spot: i16,
    pub goal_to_go: bool,
    pub what: PlayDesc,
    /// Indices into the game's trace.
    pub trace: (usize, usize),
    pub record: PlayRecord,
    pub seconds: u16,
    pub foul: Option<Foul>,
    pub injuries: Vec<Injury>,
    pub score: (u16, u16),
    pub timeout: Option<Side>,
}

/// What was called.
#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum PlayDesc {
    Scrimmage { offense: OffenseCall, defense: DefenseCall, tempo: Tempo },
    Kickoff { kind: crate::kick::KickoffKind },
    Punt,
    FieldGoal,
    ExtraPoint,
    TwoPoint { offense: OffenseCall, defense: DefenseCall },
    Spike,
    /// A Delay of Game the offense declared on itself (§17.5).
    DelayOfGame,
}

/// A game that could not go on.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    #[error("illegal call: {0}")]
    Illegal(#[from] crate::call::IllegalCall),
    #[error("{0}")]
    Core(#[from] CoreError),
    #[error("{0}")]
    Setup(String),
}

/// Stands in for a coach while the real ones are taken out of the game.
struct Placeholder;

impl Coach for Placeholder {
    fn offense(&mut self, _: &View, _: &mut dyn Randomness) -> OffenseChoice {
        OffenseChoice::Punt
    }
    fn defense(&mut self, v: &View, _: &mut dyn Randomness) -> DefenseChoice {
        DefenseChoice { display: v.base_defense, call: DefenseCall::new(DefPlay::Run) }
    }
}

/// Routes decisions made during a play to the right coach.
struct Route<'a> {
    off: &'a mut dyn Coach,
    def: &'a mut dyn Coach,
}

impl Decider for Route<'_> {
    fn pitch_inside(&mut self, i: crate::fac::RunDir, o: crate::fac::RunDir) -> bool {
        self.off.pitch_inside(i, o)
    }
    fn option_keep(&mut self, i: crate::fac::RunDir, s: crate::fac::RunDir) -> bool {
        self.off.option_keep(i, s)
    }
    fn scramble_or_throw(&mut self, r: &[OffBox]) -> Option<OffBox> {
        self.off.scramble_or_throw(r)
    }
    fn return_from_end_zone(&mut self) -> bool {
        self.def.return_from_end_zone()
    }
    fn accept_penalty(&mut self, offense_decides: bool, a: f32, d: f32) -> bool {
        if offense_decides {
            self.off.accept_penalty(true, a, d)
        } else {
            self.def.accept_penalty(false, a, d)
        }
    }
    fn penalty_choice(&mut self, c: &crate::coach::PenaltyChoice) -> bool {
        if c.offense_decides {
            self.off.penalty_choice(c)
        } else {
            self.def.penalty_choice(c)
        }
    }
    fn choose_interceptor(&mut self, candidates: &[crate::resolve::Interceptor<'_>]) -> Option<Pid> {
        self.def.choose_interceptor(candidates)
    }
}

/// On kicks `off` is the kicking team's coach and `def` the receiving team's.
impl KickDecider for Route<'_> {
    fn use_cc_value(&mut self, landing: i16, cc: u8) -> bool {
        self.off.use_cc_value(landing, cc)
    }
    fn fair_catch_return(&mut self, at: i16, fc: u8) -> bool {
        self.def.fair_catch_return(at, fc)
    }
    fn accept_kick_penalty(&mut self, kicking_decides: bool, a: f32, d: f32) -> bool {
        if kicking_decides {
            self.off.accept_penalty(true, a, d)
        } else {
            self.def.accept_penalty(false, a, d)
        }
    }
    fn kick_penalty_choice(&mut self, c: &crate::coach::PenaltyChoice) -> bool {
        if c.offense_decides {
            self.off.penalty_choice(c)
        } else {
            self.def.penalty_choice(c)
        }
    }
}

/// Kicking-game state that lasts from one play to the next.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KickState {
    /// An onside kick of the current kickoff already went out of bounds (§17.2: the first time
    /// is a 5-yard re-kick, afterwards 30 yards from the spot of the kick).
    pub onside_rekicked: bool,
    /// The team that just made a fair catch may try a Fair Catch Kick on its next play (§13.6).
    pub fair_catch_kick: Option<Side>,
    /// Tries replayed after fouls (a guard against endless replays).
    pub try_replays: u8,
    /// A foul on the touchdown play that is assessed on the kickoff after the try (§17.6): the
    /// kicking team's spot, applied when the try itself sets none.
    pub kickoff_after_try: Option<u8>,
}

/// The settings of one kick that the game decides.
#[derive(Clone, Copy, Debug, Default)]
struct KickParams {
    spot: i16,
    free_kick: bool,
    fakes_before: u8,
    fair_catch_kick: bool,
}

/// The core rules of the FAC family.
pub fn core_rules(opts: &RuleOptions) -> CoreRules {
    CoreRules {
        overtime: if opts.playoffs { Overtime::playoffs() } else { Overtime::regular_season() },
        kickoff_touchback_at: opts.kickoff_touchback_at,
        ..CoreRules::default()
    }
}

/// A game in progress.
pub struct FacGame {
    pub ed: Edition,
    pub opts: RuleOptions,
    pub core: GameState,
    pub teams: PerSide<TeamState>,
    pub src: CardSource<Fac>,
    pub rng: AnyRandom,
    pub coaches: PerSide<Box<dyn Coach>>,
    pub trace: Vec<Step>,
    pub plays: Vec<PlayLog>,
    /// Plays that flipped a FAC (endurance counts these).
    pub fac_plays: u32,
    pub possession_id: u32,
    pub prev_stopped: bool,
    pub prev_seconds: u16,
    /// Calls the AI made that the rules refused (should stay 0).
    pub refused_calls: u32,
    /// The substitution lock of a No-Huddle or Hurry-Up offense (§20.7).
    pub hurry_lock: Option<HurryLock>,
    pub home: Side,
    /// Each team's previous offensive play call.
    pub last_play: PerSide<Option<OffPlay>>,
    /// The kicking game's state between plays.
    pub kick_state: KickState,
    /// The previous down was a Delay of Game the offense declared on itself (§17.5: never twice
    /// in succession).
    pub self_delay_last: bool,
    /// A dead-ball foul on the last play of a half, by this side: enforced on the next half's
    /// kickoff or on the first play of sudden death (§17.7).
    pub pending_dead_ball: Option<Side>,
    /// Where the coming scrimmage play's trace starts when cards were read for it before it
    /// (the solitaire defense FAC).
    pub trace_mark: Option<usize>,
}

impl FacGame {
    /// A new game: home and away teams, a deck, a randomness source, coaches.
    pub fn new(
        ed: Edition,
        opts: RuleOptions,
        home: Team,
        away: Team,
        deck: DeckFile,
        mut rng: AnyRandom,
        coaches: PerSide<Box<dyn Coach>>,
    ) -> FacGame {
        let mut cards = deck.cards;
        if opts.solitaire {
            for _ in 0..ed.deck.solitaire_removes_z {
                if let Some(i) = cards.iter().position(|c| c.is_z()) {
                    cards.remove(i);
                }
            }
        }
        let src = CardSource::shuffled(cards, &mut rng);
        let core = GameState::new(core_rules(&opts));
        // Player duplication (§24): a player with cards on both teams plays only for the team
        // he contributed more games to (the home team on a tie).
        let mut home_state = TeamState::new(home);
        let mut away_state = TeamState::new(away);
        for (hi, hp) in home_state.team.players.iter().enumerate() {
            if let Some(ai) = away_state.team.idx(&hp.id) {
                let ap = away_state.team.player(ai);
                if ap.games > hp.games {
                    home_state.out.push(Out { pid: hi as Pid, until: Until::EndOfGame { extra: 0 } });
                } else {
                    away_state.out.push(Out { pid: ai, until: Until::EndOfGame { extra: 0 } });
                }
            }
        }
        FacGame {
            ed,
            opts,
            core,
            teams: PerSide::new(home_state, away_state),
            src,
            rng,
            coaches,
            trace: Vec::with_capacity(4096),
            plays: Vec::with_capacity(200),
            fac_plays: 0,
            possession_id: 0,
            prev_stopped: true,
            prev_seconds: 0,
            refused_calls: 0,
            hurry_lock: None,
            home: Side::Home,
            last_play: PerSide::new(None, None),
            kick_state: KickState::default(),
            self_delay_last: false,
            pending_dead_ball: None,
            trace_mark: None,
        }
    }

    /// Game-clock seconds elapsed.
    pub fn elapsed(&self) -> u32 {
        let c = self.core.clock;
        (c.period.0 as u32 - 1) * self.core.rules.period_secs as u32 + (self.core.rules.period_secs - c.remaining.min(self.core.rules.period_secs)) as u32
    }

    /// Is a player available (not injured)?
    pub fn available(&self, side: Side, p: Pid) -> bool {
        let half = self.core.clock.period.half();
        let period = self.core.clock.period.0;
        let el = self.elapsed();
        !self.teams[side].out.iter().any(|o| {
            o.pid == p
                && match o.until {
                    Until::EndOfGame { .. } => true,
                    Until::Half(h) => h == half,
                    Until::Period(q) => q == period,
                    Until::Series(s) => s == self.possession_id,
                    Until::Elapsed(t) => el < t,
                }
        })
    }

    /// Picks a healthy replacement in depth order: same group first, then related groups.
    fn replacement(&self, side: Side, want: Group, used: &PidSet, pos_pref: Option<Position>) -> Option<Pid> {
        let team = &self.teams[side].team;
        let chain: &[Group] = match want {
            Group::QB => &[Group::QB],
            Group::RB => &[Group::RB, Group::WR, Group::TE],
            Group::WR => &[Group::WR, Group::TE, Group::RB],
            Group::TE => &[Group::TE, Group::WR, Group::RB],
            Group::OL => &[Group::OL],
            Group::DL => &[Group::DL, Group::LB],
            Group::LB => &[Group::LB, Group::DB],
            Group::DB => &[Group::DB],
            g => std::slice::from_ref(match g {
                Group::K => &Group::K,
                _ => &Group::P,
            }),
        };
        // Candidates in depth order; quarterbacks by endurance grade first (A, B, then C or
        // none), depth order within a grade.
        for g in chain {
            // A pass per grade for quarterbacks (the grade a player without one counts as C),
            // one pass (any grade) for everyone else.
            let grades: &[Option<QbGrade>] = if *g == Group::QB { &[Some(QbGrade::A), Some(QbGrade::B), Some(QbGrade::C)] } else { &[None] };
            let graded = |p: Pid, grade: Option<QbGrade>| match grade {
                Some(gr) => team.player(p).qb_grade().unwrap_or(QbGrade::C) == gr,
                None => true,
            };
            let cands = || grades.iter().flat_map(move |gr| team.group(*g).filter(move |p| !used.contains(*p) && self.fit_to_play(side, *p) && graded(*p, *gr)));
            if let Some(pp) = pos_pref {
                if let Some(p) = cands().find(|p| team.player(*p).pos == pp) {
                    return Some(p);
                }
            }
            if let Some(p) = cands().next() {
                return Some(p);
            }
        }
        None
    }

    /// The team's Lineup Card offense with injured players replaced.
    pub fn base_offense(&self, side: Side) -> OffenseDisplay {
        let team = &self.teams[side].team;
        let mut d = OffenseDisplay::default();
        let mut used = PidSet::new();
        let lineup = self.teams[side].lineup_offense;
        for (b, p) in lineup.occupied().filter(|(_, p)| self.fit_to_play(side, *p)) {
            d.set(b, Some(p));
            used.insert(p);
        }
        // The injured starters' boxes, in the card's order.
        let holes = lineup.occupied().filter(|(_, p)| !self.fit_to_play(side, *p)).map(|(b, p)| (b, team.player(p).group(), team.player(p).pos));
        for (b, g, pos) in holes {
            // Ends in LE/RE take WRs or TEs, tight-end boxes only TEs.
            let g = if matches!(b, OffBox::LTE | OffBox::RTE) { Group::TE } else { g };
            if let Some(p) = self.replacement(side, g, &used, Some(pos)) {
                let pg = team.player(p).group();
                let ok = match b {
                    OffBox::LTE | OffBox::RTE => pg == Group::TE,
                    OffBox::LE | OffBox::RE => matches!(pg, Group::WR | Group::TE),
                    OffBox::FL1 | OffBox::FL2 => matches!(pg, Group::WR | Group::TE),
                    _ => true,
                };
                if ok {
                    d.set(b, Some(p));
                    used.insert(p);
                } else if let Some(p2) = self.replacement(side, Group::WR, &used, None) {
                    d.set(if b == OffBox::LTE { OffBox::LE } else if b == OffBox::RTE { OffBox::RE } else { b }, Some(p2));
                    used.insert(p2);
                }
            }
        }
        // A Lineup Card quarterback the grades do not allow now (a B with an A fit, §23.1) gives
        // way to the best one they do (A, then B, then C).
        if let Some(q) = d.qb(team) {
            if self.quarterback_refused(side, &d).is_some() {
                if let (Some(b), Some(r)) = (d.box_of(q), self.replacement(side, Group::QB, &used, None)) {
                    d.set(b, Some(r));
                }
            }
        }
        d
    }

    /// The team's Lineup Card defense with injured players replaced.
    pub fn base_defense(&self, side: Side) -> DefenseDisplay {
        let team = &self.teams[side].team;
        let mut d = DefenseDisplay::default();
        let mut used = PidSet::new();
        for (b, ids) in &self.teams[side].lineup_defense {
            for p in ids.iter().flatten() {
                if self.available(side, *p) {
                    d.place(*b, *p);
                    used.insert(*p);
                }
            }
        }
        // The injured starters' places, in the card's order.
        let holes = self.teams[side].lineup_defense.iter().flat_map(|(b, ids)| ids.iter().flatten().filter(|p| !self.available(side, **p)).map(move |p| (*b, team.player(*p).group(), team.player(*p).pos)));
        for (b, g, pos) in holes {
            let g = if b.row() == 3 { Group::DB } else { g };
            if let Some(p) = self.replacement(side, g, &used, Some(pos)) {
                let pg = team.player(p).group();
                let ok = match b.row() {
                    1 => !(b == DefBox::C && pg == Group::DB),
                    2 => matches!(pg, Group::LB | Group::DB),
                    _ => pg == Group::DB,
                };
                if ok {
                    d.place(b, p);
                    used.insert(p);
                }
            }
        }
        d
    }

    /// What the coach of `me` sees before a call.
    pub fn view(&self, me: Side) -> View<'_> {
        View {
            game: &self.core,
            me,
            team: &self.teams[me].team,
            opp: &self.teams[me.other()].team,
            healthy: {
                let mut h = PidSet::new();
                for p in (0..self.teams[me].team.players.len() as Pid).filter(|p| self.available(me, *p)) {
                    h.insert(p);
                }
                h
            },
            base_offense: self.base_offense(me),
            base_defense: self.base_defense(me),
            advanced: self.opts.advanced,
            solitaire: self.opts.solitaire,
            prev_stopped: self.prev_stopped,
            last_play: self.last_play[me],
            kick: self.kick_view(me),
            opp_lineup: self.teams[me.other()].lineup_offense(),
            opp_display: None,
            ed: &self.ed,
            qb_lock: if self.opts.endurance() { self.qb_lock(me) } else { None },
            qb_may_rest: self.qb_may_rest(me),
            hurry_lock: self.hurry_lock().filter(|l| l.offense != me).map(|l| crate::coach::LockedDefense { locked: l.dd, display: self.locked_defense(me, l.dd) }),
            hurry_going: self.hurry_lock().filter(|l| l.offense == me && l.od.occupied().all(|(_, p)| self.fit_to_play(me, p)) && self.quarterback_refused(me, &l.od).is_none()).map(|l| l.od),
            endurance: self.opts.endurance(),
        }
    }

    /// What a coach knows about the kicking game.
    pub fn kick_view(&self, me: Side) -> KickView {
        let fck = self.kick_state.fair_catch_kick == Some(me) && self.core.phase == Phase::Scrimmage && self.core.possession == me;
        let mut k = Kick::with_kicker(&self.ed, &self.opts, &self.teams[me].team, self.teams[me].kicker, &self.teams[me.other()].team, me, self.core.spot.yards());
        let fg_distance = k.distance();
        let fg_good = k.good_range(fg_distance).unwrap_or(0);
        // The same kicker from the Fair Catch Kick's shorter distance (§13.6), when one may be tried.
        let fair_catch_kick_good = if fck {
            k.fair_catch_kick = true;
            k.good_range(k.distance()).unwrap_or(0)
        } else {
            0
        };
        KickView { fake_fg: self.teams[me].fake_fg, fake_punt: self.teams[me].fake_punt, fair_catch_kick: fck, fg_distance, fg_good, fair_catch_kick_good }
    }

    /// A player who may take the field: healthy, and not a quarterback locked out by a C
    /// quarterback who entered before the fourth quarter (§23.1).
    pub fn fit_to_play(&self, side: Side, p: Pid) -> bool {
        self.available(side, p) && self.qb_lock(side).is_none_or(|c| c == p || self.teams[side].team.player(p).group() != Group::QB)
    }

    /// The C quarterback who locks the others out (§23.1), while he can play: the rules do not
    /// say what follows if he cannot (he is the last quarterback, so only a hurt on a kick or
    /// return could do it), and the team then uses its other quarterbacks again.
    pub fn qb_lock(&self, side: Side) -> Option<Pid> {
        self.teams[side].qb_lock.filter(|c| self.available(side, *c))
    }

    /// The team is "significantly ahead in the fourth quarter": its A quarterback may rest
    /// (§23.1; `qb_rest_lead`).
    pub fn qb_may_rest(&self, side: Side) -> bool {
        let lead = self.opts.qb_rest_lead;
        lead > 0 && self.core.clock.period.0 >= 4 && self.core.margin(side) >= i32::from(lead)
    }

    /// The substitution lock in force for the coming down (§20.7): the previous play was the
    /// same offense's at No-Huddle or Hurry-Up and the clock has not stopped since.
    pub fn hurry_lock(&self) -> Option<HurryLock> {
        self.hurry_lock.filter(|l| l.offense == self.core.possession && l.plays == self.plays.len() && !self.prev_stopped && self.core.phase == Phase::Scrimmage)
    }

    /// The locked defense display with each player hurt since replaced in his box (§20.7).
    fn locked_defense(&self, side: Side, mut d: DefenseDisplay) -> DefenseDisplay {
        let team = &self.teams[side].team;
        let mut left = d;
        loop {
            let Some((b, p)) = left.players().find(|(_, p)| !self.available(side, *p)) else { break };
            left.remove(p);
            d.remove(p);
            let mut used = PidSet::new();
            d.players().for_each(|(_, q)| used.insert(q));
            if let Some(r) = self.replacement(side, team.player(p).group(), &used, Some(team.player(p).pos)) {
                d.place(b, r);
            }
        }
        d
    }

    /// §20.7: while the offense keeps its No-Huddle or Hurry-Up going, the defense keeps its
    /// players (it may change its formation).
    fn substitution_refused(&self, lock: Option<HurryLock>, tempo: Tempo, dd: &DefenseDisplay) -> Option<crate::call::IllegalCall> {
        let l = lock.filter(|_| tempo != Tempo::Normal)?;
        let def = l.offense.other();
        let keeps = crate::display::keeps_players(dd.players().map(|x| x.1), l.dd.players().map(|x| x.1), |p| self.available(def, p));
        (!keeps).then(|| crate::call::IllegalCall {
            section: "20.7",
            msg: "no substitutions while the No-Huddle or Hurry-Up goes on, until the clock stops (formations may change)".into(),
        })
    }

    /// The C quarterback who takes this snap before the fourth quarter and so locks the others
    /// out (§23.1), when no lock holds yet.
    fn c_quarterback_locking(&self, off: Side, od: &OffenseDisplay) -> Option<Pid> {
        if !self.opts.endurance() || self.qb_lock(off).is_some() || self.core.clock.period.0 >= 4 {
            return None;
        }
        let team = &self.teams[off].team;
        od.qb(team).filter(|p| team.player(*p).qb_grade() == Some(huddle_cards::QbGrade::C))
    }

    /// §23.1: the display's quarterbacks may play (Endurance, an advanced subsystem).
    fn quarterback_refused(&self, off: Side, od: &OffenseDisplay) -> Option<crate::call::IllegalCall> {
        if !self.opts.endurance() {
            return None;
        }
        crate::call::check_quarterbacks(od, &self.teams[off].team, |p| self.available(off, p), self.qb_lock(off), self.qb_may_rest(off)).err()
    }

    /// Endurance exceeded for a player on the coming play (§23.1): his EV when exceeded.
    pub fn endurance_exceeded(&self, side: Side, p: Pid) -> Option<u8> {
        if !self.opts.endurance() {
            return None;
        }
        let pl = self.teams[side].team.player(p);
        if !matches!(pl.group(), Group::RB | Group::WR | Group::TE) {
            return None;
        }
        let ev = self.teams[side].ev(p);
        let u = self.teams[side].usage[p as usize];
        let k = self.fac_plays;
        let exceeded = match ev {
            0 => false,
            1 => u.last.is_some_and(|l| l + 1 == k),
            2 => u.last.is_some_and(|l| l + 2 >= k),
            3 => u.possession == Some(self.possession_id),
            _ => u.period == Some(self.core.clock.period.0),
        };
        exceeded.then_some(ev)
    }

    /// Plays the whole game.
    pub fn play_out(&mut self) -> Result<(), GameError> {
        let mut guard = 0;
        while !self.core.is_over() {
            self.step()?;
            guard += 1;
            if guard > 2000 {
                return Err(GameError::Setup("the game did not end after 2000 steps".into()));
            }
        }
        Ok(())
    }

    /// Runs the next step: a coin toss, a kickoff, a down, a try.
    pub fn step(&mut self) -> Result<(), GameError> {
        match self.core.phase {
            Phase::CoinToss => {
                // Players who cannot start because of an injury (§23.3).
                for side in Side::BOTH {
                    let out: Vec<Pid> = self.teams[side].out.iter().filter(|o| matches!(o.until, Until::EndOfGame { .. })).map(|o| o.pid).collect();
                    for p in out {
                        self.ev_reduction(side, p);
                    }
                }
                // One toss, called by the visiting team (§1). The winner chooses kick or receive
                // in the first or the second half; the loser chooses in the other half.
                let winner = self.toss();
                let choice = self.with_parts(|g, cs, rng| cs[winner].toss_choice(&g.view(winner), rng));
                let half = if choice.half == 2 { 2 } else { 1 };
                let choice = crate::coach::TossChoice { half, kick: choice.kick };
                let loser_kicks = self.with_parts(|g, cs, rng| cs[winner.other()].toss_loser_choice(&g.view(winner.other()), choice, rng));
                let kicker_in = |h: u8| if h == half { if choice.kick { winner } else { winner.other() } } else if loser_kicks { winner.other() } else { winner };
                self.core.coin_toss(winner, kicker_in(1), kicker_in(2))?;
                Ok(())
            }
            Phase::OvertimeToss => {
                // A new toss before each sudden-death period, called by the visiting team; the
                // winner must choose to kick off or receive (§21).
                let winner = self.toss();
                let kick = self.with_parts(|g, cs, rng| cs[winner].overtime_kick(&g.view(winner), rng));
                self.core.start_overtime(if kick { winner } else { winner.other() })?;
                Ok(())
            }
            Phase::Kickoff { kicker, from, after_safety } => self.kickoff(kicker, from, after_safety),
            Phase::Try { team } => self.try_play(team),
            Phase::Scrimmage => self.down(),
            Phase::Over => Ok(()),
        }
    }

    /// A coin toss called by the visiting team: the winner.
    fn toss(&mut self) -> Side {
        let away = self.home.other();
        let call_heads = self.with_parts(|g, cs, rng| cs[away].call_toss(&g.view(away), rng));
        let heads = self.rng.below(2) == 0;
        if call_heads == heads {
            away
        } else {
            self.home
        }
    }

    /// Runs `f` with the coaches and the randomness source taken out, so that views can
    /// borrow the game while coaches decide.
    fn with_parts<T>(&mut self, f: impl FnOnce(&Self, &mut PerSide<Box<dyn Coach>>, &mut AnyRandom) -> T) -> T {
        let mut rng = std::mem::replace(&mut self.rng, AnyRandom::Scripted(Default::default()));
        let mut coaches = std::mem::replace(&mut self.coaches, PerSide::new(Box::new(Placeholder), Box::new(Placeholder)));
        let r = f(self, &mut coaches, &mut rng);
        self.rng = rng;
        self.coaches = coaches;
        r
    }

    fn with_rng<T>(&mut self, f: impl FnOnce(&mut Self, &mut AnyRandom) -> T) -> T {
        let mut rng = std::mem::replace(&mut self.rng, AnyRandom::Scripted(Default::default()));
        let r = f(self, &mut rng);
        self.rng = rng;
        r
    }

    /// Resolves a kick with the kicking team's coach deciding for the kicking team and the
    /// receiving team's for the receiving team.
    fn run_kick(
        &mut self,
        kicking: Side,
        p: KickParams,
        f: impl FnOnce(&Kick, &mut CardSource<Fac>, &mut dyn Randomness, &mut Vec<Step>, &mut dyn KickDecider) -> KickReport,
    ) -> KickReport {
        let recv = kicking.other();
        let unavailable: PidSet = (0..self.teams[recv].team.players.len() as Pid).filter(|q| !self.available(recv, *q)).collect();
        let offense = self.base_offense(kicking);
        let defense = self.base_defense(recv);
        // After the two-minute warning (fumble advances, kickoff timing; never in overtime, #66;
        // fakes in overtime are refused before the kick).
        let two_minutes = self.core.after_two_minute_warning();
        let last_play_of_half = self.last_play_of_half();
        let down = self.core.down();
        let line_to_gain = self.core.downs.line_to_gain as i16;
        let prev_stopped = self.prev_stopped;
        let onside_rekicked = self.kick_state.onside_rekicked;
        let mut rng = std::mem::replace(&mut self.rng, AnyRandom::Scripted(Default::default()));
        let PerSide { home, away } = &mut self.coaches;
        let (kc, rc) = if kicking == Side::Home { (home.as_mut(), away.as_mut()) } else { (away.as_mut(), home.as_mut()) };
        let mut route = Route { off: kc, def: rc };
        let k = Kick {
            ed: &self.ed,
            opts: &self.opts,
            kicking: &self.teams[kicking].team,
            kicker: self.teams[kicking].kicker,
            receiving: &self.teams[recv].team,
            kicking_side: kicking,
            home: self.home,
            spot: p.spot,
            two_minutes,
            last_play_of_half,
            down,
            line_to_gain,
            prev_stopped,
            fakes_before: p.fakes_before,
            free_kick: p.free_kick,
            onside_rekicked,
            fair_catch_kick: p.fair_catch_kick,
            offense: Some(offense),
            defense: Some(defense),
            unavailable: &unavailable,
        };
        let r = f(&k, &mut self.src, &mut rng, &mut self.trace, &mut route);
        self.rng = rng;
        r
    }

    /// A kickoff, or a free kick after a safety that may be punted (§14).
    fn kickoff(&mut self, kicker: Side, from: u8, after_safety: bool) -> Result<(), GameError> {
        let recv = kicker.other();
        self.kick_state.try_replays = 0;
        self.self_delay_last = false;
        // A dead-ball foul on the last play of the previous half (or of regulation) is enforced
        // on this kickoff: 15 yards (§17.7).
        let from = match self.pending_dead_ball.take() {
            Some(s) if !after_safety => {
                let (at, _) = crate::penalty::walk(from as i16, 15, s == kicker);
                self.core.spot = Spot::clamped(at);
                if let Phase::Kickoff { from: f, .. } = &mut self.core.phase {
                    *f = at as u8;
                }
                at as u8
            }
            _ => from,
        };
        if after_safety && self.with_parts(|g, cs, rng| cs[kicker].free_kick_punt(&g.view(kicker), rng)) {
            let start = self.trace.len();
            let p = KickParams { spot: from as i16, free_kick: true, ..KickParams::default() };
            let report = self.run_kick(kicker, p, |k, src, rng, tr, dec| k.punt(src, rng, tr, dec, PuntPlan::punt(), crate::kick::PuntDefense::Return));
            self.fac_plays += 1;
            return self.finish_kick(report, PlayDesc::Punt, start);
        }
        // The receiving team announces its kickoff defense first, then the kicking team the
        // kickoff type (§14.1 steps 6-7).
        let (kind, def) = self.with_parts(|g, cs, rng| {
            let def = cs[recv].kickoff_defense(&g.view(recv), rng);
            let kind = cs[kicker].kickoff_kind(&g.view(kicker), def, rng);
            (kind, def)
        });
        // The Squib Kick is an advanced rule (§14.4, §26): refused in the Standard game.
        let kind = if kind == crate::kick::KickoffKind::Squib && !self.opts.advanced_kicking() {
            self.refused_calls += 1;
            crate::kick::KickoffKind::Normal
        } else {
            kind
        };
        let start = self.trace.len();
        let p = KickParams { spot: from as i16, free_kick: after_safety, ..KickParams::default() };
        let report = self.run_kick(kicker, p, |k, src, rng, tr, dec| k.kickoff(src, rng, tr, dec, kind, def));
        self.fac_plays += 1;
        self.finish_kick(report, PlayDesc::Kickoff { kind }, start)
    }

    fn finish_kick(&mut self, mut report: KickReport, desc: PlayDesc, start: usize) -> Result<(), GameError> {
        let before = self.snapshot();
        let had = self.core.team_in_action();
        // §17.5: a timeout may cancel a Delay, Substitution or Participation foul (punt again,
        // kick again from the same spot).
        let timeout = self.timeout_cancels_foul(&mut report.outcome, &mut report.foul);
        let (period, warned) = (self.core.clock.period, self.core.warning_given);
        self.carry_kickoff_spot(&mut report.outcome);
        let applied = self.core.apply(&report.outcome, timeout)?;
        self.end_of_half_foul(report.foul, period, &applied);
        self.keep_kickoff_spot(&report.outcome);
        // A kickoff begins a new possession (a series) for whoever holds the ball after it, the
        // kicking team too when it recovers (§16.2 "remainder of series", §23.1 EV 3).
        let kickoff = matches!(desc, PlayDesc::Kickoff { .. });
        if kickoff || self.core.possession != had || applied.possession_changed {
            self.possession_id += 1;
        }
        // A re-kick keeps the onside out-of-bounds history of this kickoff; anything else ends it.
        let rekick = matches!(self.core.phase, Phase::Kickoff { .. }) && matches!(report.outcome.end, End::Rekick { .. });
        self.kick_state.onside_rekicked = rekick && (self.kick_state.onside_rekicked || report.onside_out_of_bounds);
        let rec = report.outcome.record;
        self.kick_state.fair_catch_kick = (rec.has(huddle_core::PlayFlags::FAIR_CATCH) && self.core.phase == Phase::Scrimmage && self.core.possession == had.other())
            .then_some(had.other());
        self.prev_stopped = report.stopped_clock || timeout.is_some() || applied.period_ended || (self.core.warning_given && !warned) || self.core.clock.period != period;
        self.prev_seconds = applied.seconds;
        self.log(before, desc, start, rec, applied.seconds, report.foul, Vec::new(), timeout);
        Ok(())
    }

    fn snapshot(&self) -> (u32, huddle_core::Clock, Side, Option<u8>, i16, i16, bool) {
        let g = &self.core;
        let scrim = g.phase == Phase::Scrimmage;
        (g.plays, g.clock, g.team_in_action(), scrim.then(|| g.down().number()), if scrim { g.to_go() } else { 0 }, g.spot.yards(), g.goal_to_go())
    }

    #[allow(clippy::too_many_arguments)]
    fn log(
        &mut self,
        s: (u32, huddle_core::Clock, Side, Option<u8>, i16, i16, bool),
        what: PlayDesc,
        start: usize,
        record: PlayRecord,
        seconds: u16,
        foul: Option<Foul>,
        injuries: Vec<Injury>,
        timeout: Option<Side>,
    ) {
        self.plays.push(PlayLog {
            n: s.0,
            clock: s.1,
            offense: s.2,
            down: s.3,
            to_go: s.4,
            spot: s.5,
            goal_to_go: s.6,
            what,
            trace: (start, self.trace.len()),
            record,
            seconds,
            foul,
            injuries,
            score: (self.core.score.home, self.core.score.away),
            timeout,
        });
    }

    /// The coming play may run out the half's clock (no more time left than the longest play's,
    /// a run's; an untimed down always does): the §17.7 end-of-half foul rules apply to it.
    fn last_play_of_half(&self) -> bool {
        self.core.clock.period.ends_half() && (self.core.seconds_left_in_half() <= self.ed.timing.run[0] as u32 || self.core.untimed_down)
    }

    fn situation(&self, two_point: bool, tempo: Tempo, er_before: u8, endurance: Option<u8>) -> Situation {
        let g = &self.core;
        let off = g.possession;
        Situation {
            los: g.spot,
            down: g.down(),
            to_go: g.to_go(),
            offense_home: off == self.home,
            final_two_minutes_game: g.in_final_two_minutes_of_game(),
            final_two_minutes_half: g.after_two_minute_warning(),
            tempo,
            er_before,
            endurance_exceeded: endurance,
            two_point,
            first_half: g.clock.period.0 <= 2,
            prev_stopped: self.prev_stopped,
            last_play_of_half: self.last_play_of_half(),
            timeouts: (g.timeouts[off], g.timeouts[off.other()]),
            line_to_gain: g.downs.line_to_gain as i16,
            touchback_at: g.rules.touchback_at as i16,
            healthy: {
                let side = |k: usize| if k == 0 { off } else { off.other() };
                crate::resolve::Healthy::of([&self.teams[off].team, &self.teams[off.other()].team], |k, p| self.fit_to_play(side(k), p), |k, p| self.teams[side(k)].roles[p as usize])
            },
        }
    }

    /// A scrimmage down.
    fn down(&mut self) -> Result<(), GameError> {
        let off = self.core.possession;
        // The offense may call a Delay of Game on itself, never twice in succession (§17.5).
        // Not on an untimed down: a foul by the offense there would end the period unplayed.
        let may_delay = !std::mem::take(&mut self.self_delay_last) && !self.core.untimed_down;
        if may_delay && self.with_parts(|g, cs, _| cs[off].declare_delay(&g.view(off))) {
            return self.self_delay(off);
        }
        // §2: the offense's formation is set in the open and the defense sets its own (and calls
        // its play) having seen it; the calls stay secret. So the offense chooses first and the
        // defense is shown the formation, never the call. A kick needs no scrimmage defense.
        let (oc, dc) = self.with_parts(|g, cs, rng| {
            let o = cs[off].offense(&g.view(off), rng);
            let d = match o {
                OffenseChoice::Play { display, .. } => {
                    let mut v = g.view(off.other());
                    v.opp_display = Some(display);
                    Some(cs[off.other()].defense(&v, rng))
                }
                _ => None,
            };
            (o, d)
        });
        self.kick_state.try_replays = 0;
        let fair_catch_kick = self.kick_state.fair_catch_kick.take() == Some(off);
        match oc {
            OffenseChoice::Punt => self.punt(false),
            OffenseChoice::FakePunt => self.punt(true),
            OffenseChoice::FieldGoal => self.field_goal(false, false),
            OffenseChoice::FakeFieldGoal => self.field_goal(true, false),
            OffenseChoice::FairCatchKick if fair_catch_kick => self.field_goal(false, true),
            OffenseChoice::FairCatchKick => {
                // Only right after a fair catch (§13.6).
                self.refused_calls += 1;
                let (od, oc, dch) = self.fallback(off);
                self.scrimmage(od, oc, Tempo::Normal, dch, false)
            }
            OffenseChoice::Spike => self.spike(),
            OffenseChoice::Play { display, call, tempo } => {
                let dc = dc.expect("the defense answers a scrimmage play");
                // The solitaire FAC is part of the play's cards (§25): the play's trace starts before it.
                let mark = self.trace.len();
                let dc = if self.opts.solitaire { self.solitaire_defense(&display, &call, dc.display) } else { dc };
                self.trace_mark = Some(mark);
                self.scrimmage(display, call, tempo, dc, false)
            }
        }
    }

    /// A Delay of Game the offense declares on itself (§17.5): 5 yards from the line of
    /// scrimmage (half the distance), replay the down; 0 s after a clock-stopping play, else 30 s
    /// (also in No-Huddle/Hurry-Up: a voluntary Delay is never ignored). The defense may decline it
    /// (ambiguity 11): the down is replayed from the same spot and the time still runs. No FAC is
    /// flipped.
    fn self_delay(&mut self, off: Side) -> Result<(), GameError> {
        let before = self.snapshot();
        let start = self.trace.len();
        let code = self.ed.penalties.code_of(crate::tables::PenaltyKind::Delay);
        let row_yards = self.ed.penalties.row(code).map(|r| r.yards).unwrap_or(5);
        let los = self.core.spot.yards();
        let (at, yards) = crate::penalty::walk(los, row_yards, true);
        let down = self.core.down().number();
        let ltg = self.core.downs.line_to_gain as i16;
        let va = crate::play::value_for_offense(crate::play::Ball::Off { at, effect: DownEffect::Replay }, los, down, ltg);
        let vd = crate::play::value_for_offense(crate::play::Ball::Off { at: los, effect: DownEffect::Replay }, los, down, ltg);
        let def = off.other();
        let name = self.ed.penalties.row(code).map_or("Delay of Game", |r| r.name.as_str()).to_string();
        let choice = crate::coach::PenaltyChoice {
            name: &name,
            yards,
            offense_decides: false,
            accept_value: va,
            decline_value: vd,
            accepted: Some(crate::play::Ball::Off { at, effect: DownEffect::Replay }),
            declined: Some(crate::play::Ball::Off { at: los, effect: DownEffect::Replay }),
        };
        let accept = self.with_parts(|_, cs, _| cs[def].penalty_choice(&choice));
        let secs = if self.prev_stopped { 0 } else { self.ed.timing.delay[0] };
        let yards = if accept { yards } else { 0 };
        let mut rec = PlayRecord::new(PlayKind::NoPlay, off);
        rec.penalty = Some(huddle_core::PenaltyRecord { against: off, yards, accepted: accept, code });
        let o = Outcome::new(End::Scrimmage { gain: -yards, effect: DownEffect::Replay }, ClockCharge::new(secs, secs.min(self.ed.timing.timeout_after[0])), rec);
        let applied = self.core.apply(&o, None)?;
        self.self_delay_last = true;
        // A play with a penalty stops the clock (§20.6).
        self.prev_stopped = true;
        self.prev_seconds = applied.seconds;
        let foul = Foul { code, kind: crate::tables::PenaltyKind::Delay, against: off, accepted: accept, yards };
        self.log(before, PlayDesc::DelayOfGame, start, rec, applied.seconds, Some(foul), Vec::new(), None);
        Ok(())
    }

    /// The solitaire situation number (§25): goal line (#5) beats the 3-5 zone (#2), which beats
    /// down and distance.
    pub fn solitaire_situation(&self) -> u8 {
        let g = &self.core;
        let to_goal = g.spot.to_goal();
        if to_goal <= 2 {
            return 5;
        }
        if (3..=5).contains(&to_goal) {
            return 2;
        }
        let to_go = g.to_go();
        match g.down() {
            huddle_core::Down::First => 1,
            huddle_core::Down::Second => {
                if to_go <= 6 {
                    2
                } else {
                    3
                }
            }
            _ => {
                if to_go >= 7 {
                    4
                } else {
                    5
                }
            }
        }
    }

    /// Solitaire (§25 step 3-4): the defense is read from a FAC's solitaire section; a Blitz
    /// takes its blitzers from the same FAC's Pass Number on the Solitaire Blitz Table. This FAC
    /// is never used to resolve the play.
    pub fn solitaire_defense(&mut self, od: &OffenseDisplay, oc: &OffenseCall, display: DefenseDisplay) -> DefenseChoice {
        use crate::fac::SolDefense;
        let card = loop {
            let c = *self.src.draw(&mut self.rng);
            if let crate::fac::Fac::Card(c) = c {
                break c;
            }
        };
        let situation = self.solitaire_situation();
        let sol = card.sol[situation as usize - 1];
        self.trace.push(Step::Solitaire { defense: sol, situation });
        let inside_20 = self.core.spot.to_goal() < 20;
        let (play, double) = match sol {
            SolDefense::Blitz => (DefPlay::Blitz, false),
            SolDefense::RunNoKey | SolDefense::RunBallCarrier => (DefPlay::Run, false),
            SolDefense::Pass => (DefPlay::PassCoverage, false),
            SolDefense::Prevent => (if inside_20 { DefPlay::PassCoverage } else { DefPlay::Prevent }, false),
            SolDefense::PassDouble => (DefPlay::PassCoverage, true),
            SolDefense::PreventDouble => (if inside_20 { DefPlay::PassCoverage } else { DefPlay::Prevent }, true),
        };
        let mut call = DefenseCall::new(play);
        let off_team = &self.teams[self.core.possession].team;
        if sol == SolDefense::RunBallCarrier {
            // The key goes where the ball carrier will be: after the single-back move (§5, L338),
            // which the offense makes after the defense has chosen. A carrier outside the back
            // boxes and the QB (an End-Reverse to an end, a Screen to a receiver) cannot be keyed
            // (§5: a key names BK1-BK3 or the QB): No Key (docs/ttf7-decisions.md).
            let (mod_od, mod_oc) = crate::play::single_back_moved(*od, *oc, off_team);
            let b = if mod_oc.target == OffBox::QB || mod_od.get(mod_oc.target).is_some_and(|p| off_team.player(p).pos == Position::QB) {
                crate::call::Key::Qb
            } else if mod_oc.target.is_back() {
                crate::call::Key::Back(mod_oc.target)
            } else {
                crate::call::Key::None
            };
            call.key = b;
        }
        if double {
            call.coverage = crate::call::Coverage::DoubleEventual;
        }
        if play == DefPlay::Prevent && display.row_count(3) < 4 {
            call.play = DefPlay::PassCoverage;
        }
        if play == DefPlay::Blitz {
            let row = self.ed.solitaire_blitz.rows.iter().find(|r| r.pn.contains(card.pn)).map(|r| r.boxes.clone()).unwrap_or_default();
            self.trace.push(Step::Pn { what: crate::trace::What::SolitaireBlitz, pn: card.pn });
            let def_team = &self.teams[self.core.possession.other()].team;
            let mut n = 0;
            let mut chosen: Vec<Pid> = Vec::new();
            for b in &row {
                if let Some(p) = display.in_box(*b).find(|p| matches!(def_team.player(*p).group(), Group::LB | Group::DB)) {
                    chosen.push(p);
                }
            }
            // Empty boxes: another row-2 or row-3 player, first those with no coverage
            // assignment against this offense's display (§25 step 4; the Pass Coverage Table,
            // §3.3, assigned by the resolver's own `first_coverers`, the named blitzers counting
            // as absent). Ties: boxes L and H first, then roster order.
            let missing = row.len().saturating_sub(chosen.len());
            if missing > 0 {
                let mut covering = PidSet::new();
                let named = &chosen;
                crate::resolve::first_coverers(&self.ed.coverage, od, off_team, call.sideways, |b| display.in_box(b).filter(move |p| !named.contains(p)), &mut covering, |_, _| {});
                let mut extra: Vec<(bool, u8, Pid)> = display
                    .players()
                    .filter(|(b, p)| b.row() >= 2 && !chosen.contains(p) && matches!(def_team.player(*p).group(), Group::LB | Group::DB))
                    .map(|(b, p)| (covering.contains(p), if matches!(b, DefBox::L | DefBox::H) { 0 } else { 1 }, p))
                    .collect();
                extra.sort();
                chosen.extend(extra.into_iter().take(missing).map(|x| x.2));
            }
            for p in chosen.into_iter().take(5) {
                call.blitzers[n] = Some(p);
                n += 1;
            }
            if n < 2 {
                call = DefenseCall::new(DefPlay::PassCoverage);
            }
        }
        DefenseChoice { display, call }
    }

    /// A safe call used when a coach's call is refused.
    fn fallback(&self, off: Side) -> (OffenseDisplay, OffenseCall, DefenseChoice) {
        let od = self.base_offense(off);
        let team = &self.teams[off].team;
        let b = od.backs(team).next().map(|x| x.0).unwrap_or(OffBox::BK2);
        let dd = self.base_defense(off.other());
        (od, OffenseCall::new(OffPlay::InsideRight, b), DefenseChoice { display: dd, call: DefenseCall::new(DefPlay::Run) })
    }

    fn scrimmage(&mut self, od: OffenseDisplay, oc: OffenseCall, tempo: Tempo, dch: DefenseChoice, two_point: bool) -> Result<(), GameError> {
        let off = self.core.possession;
        // An offense that substitutes ends its No-Huddle or Hurry-Up (§20.7): the play runs at
        // the normal tempo.
        let lock = if two_point { None } else { self.hurry_lock() };
        let subbed = lock.is_some_and(|l| !crate::display::keeps_players(od.occupied().map(|x| x.1), l.od.occupied().map(|x| x.1), |p| self.available(off, p)));
        let tempo = if subbed { Tempo::Normal } else { tempo };

        let target = od.get(oc.target);
        let er_before = target.map(|p| self.teams[off].er[p as usize]).unwrap_or(0);
        let endurance = target.and_then(|p| self.endurance_exceeded(off, p));
        let mut sit = self.situation(two_point, tempo, er_before, endurance);
        let start = self.trace_mark.take().unwrap_or(self.trace.len());
        let before = self.snapshot();
        let mut attempt = (od, oc, dch);
        let mut report: Option<PlayReport> = None;
        // Two tries (the call, then the safe call), and one more when the snap locks a C
        // quarterback in.
        for _ in 0..3 {
            let (od, oc, dch) = attempt;
            let sc = Scrimmage {
                ed: &self.ed,
                opts: &self.opts,
                off: &self.teams[off].team,
                def: &self.teams[off.other()].team,
                od,
                dd: dch.display,
                oc,
                dc: dch.call,
                sit,
                offense: off,
                home: self.home,
            };
            let repeat = if self.opts.solitaire { crate::call::check_solitaire_repeat(oc.play, self.last_play[off]) } else { Ok(()) };
            let checked = if let Err(e) = repeat {
                Err(e)
            } else if let Some(e) = self.injured_on_display(off, &od, &dch.display) {
                Err(e)
            } else if let Some(e) = self.quarterback_refused(off, &od) {
                Err(e)
            } else if let Some(e) = self.substitution_refused(lock, sit.tempo, &dch.display) {
                Err(e)
            } else {
                sc.check()
            };
            // A C quarterback who enters before the fourth quarter locks the others out (§23.1),
            // from this snap (of the display that runs): he is then the team's last quarterback,
            // whom no injury takes (§16.1).
            if let Some(c) = checked.as_ref().ok().and_then(|_| self.c_quarterback_locking(off, &od)) {
                self.teams[off].qb_lock = Some(c);
                sit.healthy = self.situation(two_point, sit.tempo, sit.er_before, sit.endurance_exceeded).healthy;
                continue;
            }
            if let Err(e) = checked {
                self.refused_calls += 1;
                if std::env::var("HUDDLE_DEBUG_CALLS").is_ok() {
                    eprintln!("refused: {e} ({:?} vs {:?})", oc.play, dch.call.play);
                }
                let fb = self.fallback(off);
                attempt = fb;
                // The safe call runs at a normal tempo with nobody's endurance exceeded.
                sit.tempo = Tempo::Normal;
                sit.endurance_exceeded = None;
                sit.er_before = 0;
                continue;
            }
            let mut rng = std::mem::replace(&mut self.rng, AnyRandom::Scripted(Default::default()));
            let PerSide { home, away } = &mut self.coaches;
            let (oco, dco) = if off == Side::Home { (home.as_mut(), away.as_mut()) } else { (away.as_mut(), home.as_mut()) };
            let mut route = Route { off: oco, def: dco };
            let r = sc.resolve(&mut self.src, &mut rng, &mut self.trace, &mut route);
            self.rng = rng;
            report = Some(r?);
            break;
        }
        let Some(mut report) = report else {
            return Err(GameError::Setup("no legal play could be run".into()));
        };
        let (od, oc, dch) = attempt;
        self.last_play[off] = Some(oc.play);
        if two_point {
            if let Some(spot) = self.two_point_replay(off, &report) {
                // An accepted foul replays the try from the new spot (§12.4, §17.6): no score, no time.
                self.kick_state.try_replays += 1;
                self.fac_plays += 1;
                self.core.spot = huddle_core::Spot::clamped(spot);
                self.prev_stopped = true;
                self.prev_seconds = 0;
                let desc = PlayDesc::TwoPoint { offense: oc, defense: dch.call };
                self.log(before, desc, start, report.outcome.record, 0, report.foul, Vec::new(), None);
                return Ok(());
            }
            self.two_point_kickoff_foul(off, &mut report);
        }
        // Near the end of a half (§17.7): the defense is behind, has no timeouts left and fouled
        // in the final 30 seconds: the offense may decline and let the clock run out.
        let mut expire = false;
        if !two_point && self.expire_option(off, report.foul) && self.with_parts(|g, cs, _| cs[off].let_clock_expire(&g.view(off))) {
            let f = report.foul.expect("a foul");
            let declined = if f.accepted { report.declined.take() } else { Some(report.outcome) };
            if let Some(mut o) = declined {
                o.clock = ClockCharge::flat(self.core.clock.remaining);
                o.extend_period = false;
                report.outcome = o;
                report.foul = Some(Foul { accepted: false, yards: 0, ..f });
                report.stopped_clock = false;
                report.no_play = false;
                expire = true;
            }
        }
        // A Delay of Game, Illegal Substitution or Illegal Participation foul may be cancelled
        // with a timeout: the down is replayed (§17.5, §20.4).
        let mut timeout = if two_point || expire { None } else { self.timeout_cancels_foul(&mut report.outcome, &mut report.foul) };
        // Timeouts right after the play; the coaches see whether this play stopped the clock.
        self.prev_stopped = report.stopped_clock;
        if timeout.is_none() && !expire {
            timeout = self.ask_timeout(off);
        }
        let ctx = self.injury_context();
        let (period, warned) = (self.core.clock.period, self.core.warning_given);
        self.carry_kickoff_spot(&mut report.outcome);
        let applied = self.core.apply(&report.outcome, timeout)?;
        if applied.possession_changed {
            self.possession_id += 1;
        }
        self.end_of_half_foul(report.foul, period, &applied);
        self.keep_kickoff_spot(&report.outcome);
        // Endurance and End-Reverse counts.
        if !report.raw.flop {
            if let Some(p) = od.get(oc.target) {
                let u = &mut self.teams[off].usage[p as usize];
                u.last = Some(self.fac_plays);
                u.possession = Some(self.possession_id);
                u.period = Some(before.1.period.0);
                if oc.play == OffPlay::EndReverse {
                    self.teams[off].er[p as usize] += 1;
                }
            }
            self.fac_plays += 1;
        }
        let injuries: Vec<Injury> = report.injuries.iter().flatten().copied().collect();
        self.apply_injuries(&injuries, ctx);
        // The two-minute warning and the end of a period stop the clock too (§20.5, §20.6).
        self.prev_stopped = report.stopped_clock || timeout.is_some() || applied.period_ended || (self.core.warning_given && !warned) || self.core.clock.period != period;
        self.prev_seconds = applied.seconds;
        let tempo = sit.tempo;
        let desc = if two_point { PlayDesc::TwoPoint { offense: oc, defense: dch.call } } else { PlayDesc::Scrimmage { offense: oc, defense: dch.call, tempo } };
        self.log(before, desc, start, report.outcome.record, applied.seconds, report.foul, injuries, timeout);
        // A play at No-Huddle or Hurry-Up that leaves the clock running locks both teams' players
        // for the next one (§20.7).
        let keeps = tempo != Tempo::Normal && !two_point && !self.prev_stopped && !applied.possession_changed;
        self.hurry_lock = keeps.then_some(HurryLock { offense: off, plays: self.plays.len(), od, dd: dch.display });
        Ok(())
    }

    /// Penalties on a two-point try (§12.4, §17.6): an accepted foul that does not cost a down
    /// replays the try, marked from the try's line (defense: toward the goal; offense: back).
    /// A foul with loss of down ends the try (no score).
    fn two_point_replay(&self, off: Side, report: &PlayReport) -> Option<i16> {
        let f = report.foul?;
        if !f.accepted || self.kick_state.try_replays >= 3 {
            return None;
        }
        let row = self.ed.penalties.row(f.code)?;
        if row.down == crate::tables::PenaltyDown::LossOfDown {
            return None;
        }
        if matches!(report.outcome.end, End::Try { points } if points > 0) {
            return None;
        }
        let los = self.core.spot.yards();
        let spot = if f.against == off { los - f.yards } else { los + f.yards };
        Some(spot.clamp(1, 99))
    }

    /// A defensive foul on a successful two-point try is assessed on the following kickoff
    /// (§17.6 "Tries"; the play leaves it unaccepted, no one is asked).
    fn two_point_kickoff_foul(&self, off: Side, report: &mut PlayReport) {
        let Some(f) = report.foul else { return };
        let good = matches!(report.outcome.end, End::Try { points } if points > 0);
        if good && !f.accepted && f.against != off {
            let y = self.ed.penalties.row(f.code).map(|r| r.yards).unwrap_or(0).clamp(0, 15);
            if y > 0 {
                let from = self.core.rules.kickoff_from as i16 + y;
                report.outcome.next_kickoff_from = Some(from as u8);
                if let Some(p) = report.outcome.record.penalty.as_mut() {
                    p.accepted = true;
                    p.yards = y;
                }
                report.foul = Some(Foul { accepted: true, yards: y, ..f });
            }
        }
    }

    fn ask_timeout(&mut self, off: Side) -> Option<Side> {
        for side in [off, off.other()] {
            if self.core.timeouts[side] == 0 {
                continue;
            }
            let want = self.with_parts(|g, cs, _| cs[side].timeout_after_play(&g.view(side)));
            if want {
                return Some(side);
            }
        }
        None
    }

    /// §17.7: the defense committed a foul in the final 30 seconds of a half while behind in the
    /// score and without timeouts: the offense may decline it and let the clock expire.
    fn expire_option(&self, off: Side, foul: Option<Foul>) -> bool {
        let g = &self.core;
        let def = off.other();
        foul.is_some_and(|f| f.against == def) && g.clock.period.ends_half() && g.clock.remaining <= 30 && g.margin(def) < 0 && g.timeouts[def] == 0
    }

    /// §17.5: the team that committed a Delay of Game, Illegal Substitution or Illegal
    /// Participation foul may use a timeout to cancel it and replay the down. Rewrites the
    /// outcome (the ball stays at the line of scrimmage, or the kickoff is made again from the same
    /// spot) and returns the side that calls the timeout. The foul's time becomes that of a play
    /// followed by a timeout (at most 10 seconds).
    fn timeout_cancels_foul(&mut self, outcome: &mut Outcome, foul: &mut Option<Foul>) -> Option<Side> {
        use crate::tables::PenaltyKind;
        let f = (*foul)?;
        if !f.accepted || !matches!(f.kind, PenaltyKind::Delay | PenaltyKind::Substitution | PenaltyKind::Participation) || self.core.timeouts[f.against] == 0 {
            return None;
        }
        let side = f.against;
        if !self.with_parts(|g, cs, _| cs[side].cancel_foul_with_timeout(&g.view(side), f.kind)) {
            return None;
        }
        outcome.end = match outcome.end {
            End::Rekick { .. } => End::Rekick { from: self.core.spot.yards().clamp(1, 99) as u8 },
            _ => End::Scrimmage { gain: 0, effect: DownEffect::Replay },
        };
        outcome.extend_period = false;
        outcome.next_kickoff_from = None;
        outcome.clock = ClockCharge::new(outcome.clock.seconds, outcome.clock.seconds.min(self.ed.timing.timeout_after[0]));
        if let Some(p) = outcome.record.penalty.as_mut() {
            p.accepted = false;
            p.yards = 0;
        }
        *foul = Some(Foul { accepted: false, yards: 0, ..f });
        Some(side)
    }

    /// §17.6: a foul on a touchdown play assessed "on the following kickoff" sets the spot of the
    /// kickoff after the try; the core would drop it at the try, so it is kept here.
    fn keep_kickoff_spot(&mut self, o: &Outcome) {
        if matches!(self.core.phase, Phase::Try { .. }) && o.next_kickoff_from.is_some() {
            self.kick_state.kickoff_after_try = o.next_kickoff_from;
        }
    }

    /// The try's outcome carries the kickoff spot kept from the touchdown (unless the try sets
    /// its own).
    fn carry_kickoff_spot(&mut self, o: &mut Outcome) {
        if matches!(self.core.phase, Phase::Try { .. }) {
            let kept = self.kick_state.kickoff_after_try.take();
            if o.next_kickoff_from.is_none() {
                o.next_kickoff_from = kept;
            }
        }
    }

    /// §17.7: a dead-ball foul on the last play of a half never extends it; it is enforced on
    /// the second-half kickoff or on the first play of sudden death.
    fn end_of_half_foul(&mut self, foul: Option<Foul>, period: huddle_core::Period, applied: &huddle_core::Applied) {
        let Some(f) = foul else { return };
        if f.accepted && crate::penalty::dead_ball(f.kind) && applied.period_ended && period.ends_half() && !self.core.is_over() {
            self.pending_dead_ball = Some(f.against);
        }
    }

    /// A player who is injured may not be on either display (§16, §24).
    fn injured_on_display(&self, off: Side, od: &OffenseDisplay, dd: &DefenseDisplay) -> Option<crate::call::IllegalCall> {
        let def = off.other();
        let o = od.occupied().map(|(_, p)| (off, p));
        let d = dd.players().map(|(_, p)| (def, p));
        o.chain(d).find(|(side, p)| !self.available(*side, *p)).map(|(side, p)| crate::call::IllegalCall {
            section: "16.2",
            msg: format!("{} is injured and cannot play", self.teams[side].team.player(p).name),
        })
    }

    /// The half, quarter and series a play began in, for injuries suffered on it.
    fn injury_context(&self) -> (u8, u8, u32) {
        (self.core.clock.period.half(), self.core.clock.period.0, self.possession_id)
    }

    /// Puts injured players out (§16.2). `ctx` is the half, quarter and series the play began in
    /// ("the remainder of the half/quarter/series" in which he was hurt); minutes count from the
    /// end of the play.
    fn apply_injuries(&mut self, injuries: &[Injury], ctx: (u8, u8, u32)) {
        let (half, period, series) = ctx;
        let el = self.elapsed();
        for inj in injuries {
            // (An injury that would leave a group below its minimum was ignored by the play,
            // §16.1.)
            let until = match inj.duration {
                InjuryDuration::Games(n) => Until::EndOfGame { extra: n },
                InjuryDuration::RunNumber => Until::EndOfGame { extra: 1 },
                InjuryDuration::Game => Until::EndOfGame { extra: 0 },
                InjuryDuration::Half => Until::Half(half),
                InjuryDuration::Quarter => Until::Period(period),
                InjuryDuration::Series => Until::Series(series),
                InjuryDuration::Minutes(m) => Until::Elapsed(el + m as u32 * 60),
            };
            self.teams[inj.side].out.push(Out { pid: inj.pid, until });
            if matches!(until, Until::EndOfGame { .. }) {
                self.ev_reduction(inj.side, inj.pid);
            }
        }
    }

    /// §23.3: a back or receiver who cannot start or is out for the rest of the game lets one
    /// other player at his position with a larger Endurance Value play with it reduced by one
    /// (never below 1), once per position per game. The first such player on the roster is
    /// chosen.
    fn ev_reduction(&mut self, side: Side, hurt: Pid) {
        let ts = &self.teams[side];
        let g = ts.team.player(hurt).group();
        if !matches!(g, Group::RB | Group::WR | Group::TE) || ts.ev_cut_groups.contains(&g) {
            return;
        }
        let hurt_ev = ts.ev(hurt);
        let cand = ts.team.group(g).filter(|p| *p != hurt && self.available(side, *p)).find(|p| ts.ev(*p) > hurt_ev.max(1));
        if let Some(p) = cand {
            let ts = &mut self.teams[side];
            ts.ev_cut[p as usize] = true;
            ts.ev_cut_groups.push(g);
        }
    }

    /// A punt (§13.1): the kicking team announced a punt or a fake; the receiving team
    /// announces its punt defense; the kicking team may change its mind (and call a Coffin
    /// Corner) before the FAC is flipped.
    fn punt(&mut self, announced_fake: bool) -> Result<(), GameError> {
        let off = self.core.possession;
        let recv = off.other();
        let (def, mut plan) = self.with_parts(|g, cs, rng| {
            let def = cs[recv].punt_defense(&g.view(recv), announced_fake, rng);
            let plan = cs[off].punt_plan(&g.view(off), announced_fake, def, rng);
            (def, plan)
        });
        if plan.fake && self.core.in_final_two_minutes_of_half() {
            // No fakes in the final two minutes of a half or the game (§13.2, §20.5).
            self.refused_calls += 1;
            plan.fake = false;
        }
        // The Coffin Corner is an advanced rule (§13.8, §26): refused in the Standard game.
        if plan.coffin_corner.is_some() && !self.opts.advanced_kicking() {
            self.refused_calls += 1;
            plan.coffin_corner = None;
        }
        if let Some(cc) = plan.coffin_corner {
            if !(COFFIN_CORNER_MIN..=COFFIN_CORNER_MAX).contains(&cc) {
                self.refused_calls += 1;
                plan.coffin_corner = Some(cc.clamp(COFFIN_CORNER_MIN, COFFIN_CORNER_MAX));
            }
        }
        let start = self.trace.len();
        let p = KickParams { spot: self.core.spot.yards(), fakes_before: self.teams[off].fake_punt, ..KickParams::default() };
        let report = self.run_kick(off, p, |k, src, rng, tr, dec| k.punt(src, rng, tr, dec, plan, def));
        if report.fake.is_some() {
            self.teams[off].fake_punt += 1;
        }
        self.fac_plays += 1;
        self.finish_kick(report, PlayDesc::Punt, start)
    }

    /// A field goal (§12.1), a fake field goal (§12.2) or a Fair Catch Kick (§13.6). Refused
    /// beyond the kicker's range (a punt instead); a fake in the final two minutes is kicked.
    fn field_goal(&mut self, fake: bool, fair_catch_kick: bool) -> Result<(), GameError> {
        let off = self.core.possession;
        let spot = self.core.spot.yards();
        let in_range = {
            let mut k = Kick::new(&self.ed, &self.opts, &self.teams[off].team, &self.teams[off.other()].team, off, spot);
            k.fair_catch_kick = fair_catch_kick;
            k.good_range(k.distance()).is_some()
        };
        if !in_range {
            self.refused_calls += 1;
            if fair_catch_kick {
                let (od, oc, dch) = self.fallback(off);
                return self.scrimmage(od, oc, Tempo::Normal, dch, false);
            }
            return self.punt(false);
        }
        let mut fake = fake && !fair_catch_kick;
        // §12.2: no fake in the final two minutes of a half or of the game, overtime included
        // (the kick's own check reads the two-minute warning, which an overtime period lacks).
        if fake && self.core.in_final_two_minutes_of_half() {
            self.refused_calls += 1;
            fake = false;
        }
        let start = self.trace.len();
        let p = KickParams { spot, fakes_before: self.teams[off].fake_fg, fair_catch_kick, ..KickParams::default() };
        let report = self.run_kick(off, p, |k, src, rng, tr, dec| if fake { k.fake_field_goal(src, rng, tr, dec) } else { k.field_goal(src, rng, tr, dec) });
        if report.fake.is_some() {
            self.teams[off].fake_fg += 1;
        }
        self.fac_plays += 1;
        self.finish_kick(report, PlayDesc::FieldGoal, start)
    }

    /// Spike (§20.6): one down, 5 seconds, no FAC.
    fn spike(&mut self) -> Result<(), GameError> {
        let off = self.core.possession;
        let before = self.snapshot();
        let start = self.trace.len();
        let mut rec = PlayRecord::new(PlayKind::Spike, off);
        rec.passer = self.base_offense(off).qb(&self.teams[off].team).map(|idx| huddle_core::PlayerRef { side: off, idx });
        if self.prev_stopped {
            // Only after a play that did not stop the clock (§20.6): refused, a normal play instead.
            self.refused_calls += 1;
            let (od, oc, dch) = self.fallback(off);
            return self.scrimmage(od, oc, Tempo::Normal, dch, false);
        }
        // The spike halves the previous play's time, never below 10 seconds (§20.6).
        let prev = self.prev_seconds;
        let credit = prev.saturating_sub((prev / 2).max(self.ed.timing.spike_floor()));
        self.core.refund(credit);
        let secs = self.ed.timing.spike[0];
        let o = Outcome::new(End::Scrimmage { gain: 0, effect: DownEffect::Normal }, ClockCharge::flat(secs), rec);
        let applied = self.core.apply(&o, None)?;
        self.prev_stopped = true;
        self.prev_seconds = applied.seconds;
        self.log(before, PlayDesc::Spike, start, rec, applied.seconds, None, Vec::new(), None);
        Ok(())
    }

    fn try_play(&mut self, team: Side) -> Result<(), GameError> {
        let two = self.with_parts(|g, cs, rng| cs[team].go_for_two(&g.view(team), rng));
        if two {
            // From the 2, or farther if the offense chooses (§12.4); a try replayed after a foul
            // keeps the spot the foul left.
            if self.kick_state.try_replays == 0 {
                let from = self.with_parts(|g, cs, _| cs[team].two_point_from(&g.view(team)));
                self.core.spot = huddle_core::Spot::clamped(100 - i16::from(from.clamp(2, 99)));
            }
            // The try is a scrimmage down: as in `down`, the offense sets its formation, the
            // defense calls having seen it (§2), and in solitaire the defense is read from a FAC
            // (§25; the 2-yard line is situation 5).
            let (oc2, dch) = self.with_parts(|g, cs, rng| {
                let o = cs[team].offense(&g.view(team), rng);
                let mut v = g.view(team.other());
                if let OffenseChoice::Play { display, .. } = o {
                    v.opp_display = Some(display);
                }
                (o, cs[team.other()].defense(&v, rng))
            });
            let (od, oc) = match oc2 {
                OffenseChoice::Play { display, call, .. } if call.primary != Some(OffPrimary::Flop) => (display, call),
                _ => {
                    // Not a scrimmage play (or a Flop): an Inside Right by the first back.
                    let od = self.base_offense(team);
                    let t = &self.teams[team].team;
                    let b = od.backs(t).next().map(|x| x.0).unwrap_or(OffBox::BK2);
                    (od, OffenseCall::new(OffPlay::InsideRight, b))
                }
            };
            let mark = self.trace.len();
            let dc = if self.opts.solitaire { self.solitaire_defense(&od, &oc, dch.display) } else { dch };
            self.trace_mark = Some(mark);
            return self.scrimmage(od, oc, Tempo::Normal, dc, true);
        }
        let start = self.trace.len();
        let report = self.with_rng(|g, rng| {
            let k = Kick {
                ed: &g.ed,
                opts: &g.opts,
                kicking: &g.teams[team].team,
                receiving: &g.teams[team.other()].team,
                kicking_side: team,
                home: g.home,
                spot: g.core.spot.yards(),
                ..Kick::new(&g.ed, &g.opts, &g.teams[team].team, &g.teams[team.other()].team, team, 98)
            };
            k.extra_point(&mut g.src, rng, &mut g.trace)
        });
        self.fac_plays += 1;
        self.finish_kick(report, PlayDesc::ExtraPoint, start)
    }

    /// Injuries that outlast the game: (side, player id, games missed after this one).
    pub fn lasting_injuries(&self) -> Vec<(Side, String, u8)> {
        let mut v = Vec::new();
        for side in Side::BOTH {
            for o in &self.teams[side].out {
                if let Until::EndOfGame { extra } = o.until {
                    if extra > 0 {
                        v.push((side, self.teams[side].team.player(o.pid).id.clone(), extra));
                    }
                }
            }
        }
        v
    }

    /// Score kind helper for narration.
    pub fn last_score(&self) -> Option<ScoreKind> {
        self.core.log.iter().rev().find_map(|e| if let huddle_core::Event::Score { kind, .. } = e { Some(*kind) } else { None })
    }

    pub fn spot_display(&self, yards: i16) -> String {
        Spot::clamped(yards).to_string()
    }
}
