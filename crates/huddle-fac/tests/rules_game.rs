//! Rule tests of the game flow (TTF 7th §1 coin toss, §16.3-§16.4 injuries, §17.5-§17.7
//! penalties in the game, §20.1-§20.6 timing, timeouts and the spike, §21 overtime, §23.3
//! endurance after injuries, §24 lineups and duplication), driving `FacGame` with scripted FACs
//! and scripted coaches; the Timing Table's scrimmage rows are checked play by play.
//!
//! Riverton is the home team, Harbor City the visitors. Riverton's Inside Left to BK2 (Thorne)
//! against Pass Coverage with a "LG" directive and RN 7 gains 9 yards in 40 seconds; "B+D" with
//! RN 12 loses 3.

use huddle_cards::{sample, DefBox, OffBox, Team};
use huddle_core::{AnyRandom, CardSource, Clock, Down, DownDistance, Event, PerSide, Phase, PlayKind, Randomness, ScriptedRandom, SeededRandom, Side, Spot};
use huddle_fac::call::{DefPlay, DefenseCall, Key, OffPlay, OffPrimary, OffenseCall, Tempo};
use huddle_fac::coach::{AiCoach, Coach, DefenseChoice, OffenseChoice, TossChoice, View};
use huddle_fac::display::OffenseDisplay;
use huddle_fac::fac::{Fac, FacCard, SolDefense};
use huddle_fac::game::{FacGame, Out, PlayDesc, PlayLog, Until};
use huddle_fac::options::RuleOptions;
use huddle_fac::play::PlayReport;
use huddle_fac::tables::{Edition, InjuryDuration, PenaltyKind};
use huddle_fac::trace::{Step, What};
use huddle_fac::testkit::*;
use std::cell::RefCell;
use std::rc::Rc;

const HOME: Side = Side::Home;
const AWAY: Side = Side::Away;

type Log = Rc<RefCell<Vec<String>>>;

// ---------------------------------------------------------------------------------------------
// a scripted coach and game helpers
// ---------------------------------------------------------------------------------------------

/// A coach with fixed answers that logs the game-flow questions it is asked.
#[derive(Default)]
struct Script {
    who: &'static str,
    /// Offensive choices in order; afterwards the Inside Left to BK2.
    offense: Vec<OffenseChoice>,
    display: Option<OffenseDisplay>,
    /// The defense display (else the base one).
    def_display: Option<huddle_fac::display::DefenseDisplay>,
    tempo: Tempo,
    two: bool,
    /// Two-point tries from this far out (0 = the 2).
    two_from: u8,
    timeouts: bool,
    /// Delegate timeouts to the AI coach.
    ai_timeouts: bool,
    delay: bool,
    cancel: bool,
    expire: bool,
    accept: Option<bool>,
    call_heads: bool,
    toss: Option<TossChoice>,
    loser_kicks: bool,
    ot_kick: bool,
    log: Log,
    /// The defense's pick when several defenders may intercept (a player id; None = pro-rate).
    interceptor: Option<&'static str>,
    /// The offense formations this coach was shown on defense.
    seen: Rc<RefCell<Vec<Option<OffenseDisplay>>>>,
}

impl Script {
    fn new(who: &'static str, log: &Log) -> Script {
        Script { who, log: log.clone(), ..Script::default() }
    }
    fn note(&self, s: String) {
        self.log.borrow_mut().push(format!("{}: {s}", self.who));
    }
}

fn il() -> OffenseCall {
    OffenseCall::new(OffPlay::InsideLeft, OffBox::BK2)
}

fn short_re() -> OffenseCall {
    OffenseCall::new(OffPlay::Short, OffBox::RE)
}

impl Coach for Script {
    fn offense(&mut self, v: &View, _: &mut dyn Randomness) -> OffenseChoice {
        if !self.offense.is_empty() {
            return match self.offense.remove(0) {
                OffenseChoice::Play { call, tempo, .. } => OffenseChoice::Play { display: self.display.unwrap_or(v.base_offense), call, tempo },
                c => c,
            };
        }
        OffenseChoice::Play { display: self.display.unwrap_or(v.base_offense), call: il(), tempo: self.tempo }
    }
    fn defense(&mut self, v: &View, _: &mut dyn Randomness) -> DefenseChoice {
        self.seen.borrow_mut().push(v.opp_display);
        DefenseChoice { display: self.def_display.unwrap_or(v.base_defense), call: DefenseCall::new(DefPlay::PassCoverage) }
    }
    fn go_for_two(&mut self, _: &View, _: &mut dyn Randomness) -> bool {
        self.two
    }
    fn two_point_from(&mut self, _: &View) -> u8 {
        self.two_from.max(2)
    }
    fn timeout_after_play(&mut self, v: &View) -> bool {
        self.note("timeout?".into());
        if self.ai_timeouts {
            return AiCoach::default().timeout_after_play(v);
        }
        self.timeouts
    }
    fn declare_delay(&mut self, _: &View) -> bool {
        self.note("delay?".into());
        self.delay
    }
    fn cancel_foul_with_timeout(&mut self, _: &View, kind: PenaltyKind) -> bool {
        self.note(format!("cancel {kind:?}?"));
        self.cancel
    }
    fn let_clock_expire(&mut self, _: &View) -> bool {
        self.note("expire?".into());
        self.expire
    }
    fn accept_penalty(&mut self, offense_decides: bool, a: f32, d: f32) -> bool {
        match self.accept {
            Some(x) => x,
            None if offense_decides => a > d,
            None => a < d,
        }
    }
    fn call_toss(&mut self, _: &View, _: &mut dyn Randomness) -> bool {
        self.note("call".into());
        self.call_heads
    }
    fn toss_choice(&mut self, _: &View, _: &mut dyn Randomness) -> TossChoice {
        self.note("choose".into());
        self.toss.unwrap_or(TossChoice { half: 1, kick: false })
    }
    fn toss_loser_choice(&mut self, _: &View, w: TossChoice, _: &mut dyn Randomness) -> bool {
        self.note(format!("other half after {} {}", w.half, if w.kick { "kick" } else { "receive" }));
        self.loser_kicks
    }
    fn overtime_kick(&mut self, _: &View, _: &mut dyn Randomness) -> bool {
        self.note("overtime kick?".into());
        self.ot_kick
    }
    fn choose_interceptor(&mut self, c: &[huddle_fac::resolve::Interceptor<'_>]) -> Option<u16> {
        let names: Vec<&str> = c.iter().map(|c| c.name).collect();
        self.note(format!("interceptor? {}", names.join(", ")));
        let hbr = sample::harbor_city();
        self.interceptor.map(|id| pid(&hbr, id))
    }
}

fn game_of(opts: RuleOptions, home_team: Team, away_team: Team, home: Script, away: Script, cards: Vec<Fac>) -> FacGame {
    let ed = Edition::ttf7();
    let deck = huddle_fac::sim::default_deck(&ed);
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(home), Box::new(away));
    let mut g = FacGame::new(ed, opts, home_team, away_team, deck, AnyRandom::Seeded(SeededRandom::new(7)), coaches);
    g.src = CardSource::scripted(cards, Fac::Card(blank()));
    g
}

/// Riverton (home) against Harbor City on a scripted deck.
fn game(home: Script, away: Script, cards: Vec<Fac>) -> FacGame {
    game_of(RuleOptions::default(), sample::riverton(), sample::harbor_city(), home, away, cards)
}

/// A down from scrimmage: `side` has the ball at `spot` (its frame), `down` and `to_go`.
fn at(g: &mut FacGame, side: Side, spot: i16, down: Down, to_go: i16) {
    g.core.phase = Phase::Scrimmage;
    g.core.possession = side;
    g.core.spot = Spot::new(spot).unwrap();
    g.core.downs = DownDistance { down, line_to_gain: (spot + to_go).min(100) as u8 };
}

fn clock(g: &mut FacGame, period: u8, secs: u16) {
    g.core.clock = Clock::new(period, secs);
    g.core.warning_given = (period == 2 || period == 4) && secs <= 120;
}

fn last(g: &FacGame) -> &PlayLog {
    g.plays.last().expect("a play")
}

fn pid(t: &Team, id: &str) -> u16 {
    t.idx(id).unwrap_or_else(|| panic!("{}: no player '{id}'", t.code))
}

/// The Inside Left gaining 9.
fn gain9() -> Vec<Fac> {
    vec![run("LG"), rn(7)]
}

/// The Inside Left losing 3, with a Z card.
fn loss3_z() -> Vec<Fac> {
    vec![zcard(), run("B+D"), rn(12)]
}

fn pen(team: &str, range_pn: u8, table_pn: u8) -> Vec<Fac> {
    vec![z(&format!("Pen {team}/{team}/R/K")), pn(range_pn), pn(table_pn)]
}

fn cat(parts: Vec<Vec<Fac>>) -> Vec<Fac> {
    parts.into_iter().flatten().collect()
}

fn refunds(g: &FacGame) -> Vec<u16> {
    g.core.log.iter().filter_map(|e| if let Event::ClockRefund { seconds, .. } = e { Some(*seconds) } else { None }).collect()
}

fn asked(log: &Log, what: &str) -> usize {
    log.borrow().iter().filter(|s| s.contains(what)).count()
}

// =============================================================================================
// §1 Before the game: the coin toss
// =============================================================================================

fn toss_event(g: &FacGame) -> (Side, Side, Side) {
    g.core
        .log
        .iter()
        .find_map(|e| if let Event::CoinToss { winner, first_half_kicker, second_half_kicker } = e { Some((*winner, *first_half_kicker, *second_half_kicker)) } else { None })
        .expect("a coin toss")
}

/// [ttf7 1] One coin toss, called by the visiting team. The winner chooses to kick off or receive
/// in the first or the second half; the loser then chooses kick or receive in the other half.
#[test]
fn coin_toss_ttf7_1() {
    // The visitors call heads and the coin shows heads: they win, and choose to kick off in the
    // second half; the home team then chooses for the first half (it kicks off).
    let log = Log::default();
    let away = Script { call_heads: true, toss: Some(TossChoice { half: 2, kick: true }), ..Script::new("away", &log) };
    let home = Script { loser_kicks: true, ..Script::new("home", &log) };
    let mut g = game(home, away, vec![]);
    g.rng = AnyRandom::Scripted(ScriptedRandom::new(vec![0]));
    g.step().unwrap();
    assert_eq!(toss_event(&g), (AWAY, HOME, AWAY));
    assert_eq!(*log.borrow(), vec!["away: call", "away: choose", "home: other half after 2 kick"]);
    assert!(matches!(g.core.phase, Phase::Kickoff { kicker: HOME, from: 30, after_safety: false }));
    // Tails: the home team wins. It kicks off in the first half; the visitors choose to receive
    // in the second half, so the home team kicks off in both halves (the literal rule).
    let log = Log::default();
    let home = Script { toss: Some(TossChoice { half: 1, kick: true }), ..Script::new("home", &log) };
    let away = Script { call_heads: true, loser_kicks: false, ..Script::new("away", &log) };
    let mut g = game(home, away, vec![]);
    g.rng = AnyRandom::Scripted(ScriptedRandom::new(vec![1]));
    g.step().unwrap();
    assert_eq!(toss_event(&g), (HOME, HOME, HOME));
    assert_eq!(*log.borrow(), vec!["away: call", "home: choose", "away: other half after 1 kick"]);
    // The winner receives in the first half; the loser takes the second-half kickoff... or not.
    let log = Log::default();
    let home = Script { toss: Some(TossChoice { half: 1, kick: false }), ..Script::new("home", &log) };
    let away = Script { loser_kicks: true, ..Script::new("away", &log) };
    let mut g = game(home, away, vec![]);
    g.rng = AnyRandom::Scripted(ScriptedRandom::new(vec![0]));
    g.step().unwrap();
    assert_eq!(toss_event(&g), (HOME, AWAY, AWAY), "the visitors called tails on heads");
}

/// [ttf7 1] The default coach decision ("kick first") defers: the winner receives in the second
/// half, the loser receives in the first, so the kickoffs alternate.
#[test]
fn coin_toss_default_defers_ttf7_1() {
    let ed = Edition::ttf7();
    let deck = huddle_fac::sim::default_deck(&ed);
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach::default()), Box::new(AiCoach::default()));
    let mut g = FacGame::new(ed, RuleOptions::default(), sample::riverton(), sample::harbor_city(), deck, AnyRandom::Scripted(ScriptedRandom::new(vec![1])), coaches);
    g.step().unwrap();
    let (w, first, second) = toss_event(&g);
    assert_eq!((first, second), (w, w.other()));
}

// =============================================================================================
// §16.3 Injured returners, §16.4 injury timing
// =============================================================================================

/// [ttf7 16.3] A returner hurt on a scrimmage play (Harbor City's PR1, wr5, playing FL2) is
/// replaced on the Return Card by the highest available returner (PR2, cb3), whose asterisk
/// range is halved: the same cards that take PR1 to the end zone give cb3 his 32 yards.
#[test]
fn injured_returner_is_replaced_on_the_next_punt_ttf7_16_3() {
    let log = Log::default();
    let hbr = sample::harbor_city();
    let wr5 = pid(&hbr, "hbr-wr5");
    let cb3 = pid(&hbr, "hbr-cb3");
    let mut away = Script::new("away", &log);
    let mut od = huddle_fac::testkit::lineup_displays(&hbr).0;
    od.set(OffBox::FL2, Some(wr5));
    away.display = Some(od);
    let home = Script { offense: vec![OffenseChoice::Punt, OffenseChoice::Punt], ..Script::new("home", &log) };
    // Harbor City's run; "Inj O:FL2", PN 1 on wr5's column (15 games): 1 more game.
    let cards = cat(vec![vec![zcard(), run("LG"), rn(7), z("Inj O:FL2"), pn(1)], vec![rn(1), rn(1), rn(1)]]);
    let mut g = game(home, away, cards);
    at(&mut g, AWAY, 30, Down::First, 10);
    g.step().unwrap();
    assert_eq!(last(&g).injuries.first().map(|i| (i.pid, i.duration)), Some((wr5, InjuryDuration::Games(1))));
    assert!(!g.available(AWAY, wr5));
    // Riverton punts from its 30: RN 1 lands at Harbor City's 15; PR1's slot, RN 1.
    at(&mut g, HOME, 30, Down::Fourth, 10);
    g.step().unwrap();
    assert_eq!(last(&g).record.kind, PlayKind::Punt);
    assert_eq!(last(&g).record.returner.map(|p| p.idx), Some(cb3));
    assert_eq!((g.core.possession, g.core.spot.yards()), (AWAY, 15 + 32));
    // Healthy, wr5 returns the same punt for a touchdown (his asterisk 1-2).
    let home = Script { offense: vec![OffenseChoice::Punt], ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), vec![rn(1), rn(1), rn(1)]);
    at(&mut g, HOME, 30, Down::Fourth, 10);
    g.step().unwrap();
    assert_eq!(last(&g).record.returner.map(|p| p.idx), Some(wr5));
    assert_eq!(g.core.score[AWAY], 6);
}

/// [ttf7 16.1] The minimums include one kickoff returner, one punt returner and one kickoff
/// specialist (L1288): the last fit kickoff returner, playing running back, cannot be hurt on a
/// run; with another returner on the card he can.
#[test]
fn the_last_kickoff_returner_cannot_be_hurt_ttf7_16_1() {
    let mut f = Fixture::sample();
    let thorne = f.od.get(OffBox::BK2).unwrap();
    let id = f.off.player(thorne).id.clone();
    let mut returners = f.off.kick_returns.clone();
    assert!(returners.len() >= 2 && returners.iter().skip(1).all(|r| r.player != id));
    returners[0].player = id;
    let hurt = |f: &mut Fixture, kr: Vec<huddle_cards::KickReturner>| {
        f.off.kick_returns = kr;
        f.sit.healthy = huddle_fac::resolve::Healthy::all(&f.off, &f.def);
        let r = f.resolve(il(), DefenseCall::new(DefPlay::PassCoverage), vec![zcard(), run("LG"), rn(7), z("Inj BC"), pn(1)]);
        r.injuries[0].map(|i| i.pid)
    };
    assert_eq!(hurt(&mut f, returners[..1].to_vec()), None, "the only kickoff returner");
    assert_eq!(hurt(&mut f, returners.clone()), Some(thorne), "another returner is left");
}

/// [ttf7 16.4] [ttf7 20.2] A play with an injury of one game or more uses 10 seconds (5 in
/// No-Huddle/Hurry-Up) and stops the clock; a shorter injury (a quarter) does not change the
/// play's time.
#[test]
fn injury_timing_ttf7_16_4() {
    let f = Fixture::sample();
    let inj = |f: &Fixture, duration_pn: u8| f.resolve(il(), DefenseCall::new(DefPlay::PassCoverage), vec![zcard(), run("LG"), rn(7), z("Inj BC"), pn(duration_pn)]);
    // Thorne (17 games → column 16): PN 1 = the rest of the game, PN 5 = the quarter.
    let r = inj(&f, 1);
    assert_eq!(r.injuries[0].map(|i| i.duration), Some(InjuryDuration::Game));
    assert_eq!((r.outcome.clock.seconds, r.stopped_clock), (10, true));
    let r = inj(&f, 5);
    assert_eq!(r.injuries[0].map(|i| i.duration), Some(InjuryDuration::Quarter));
    assert_eq!((r.outcome.clock.seconds, r.stopped_clock), (40, false));
    // PN 48: a new RN gives the games (RN 6 → 6 games).
    let r = f.resolve(il(), DefenseCall::new(DefPlay::PassCoverage), vec![zcard(), run("LG"), rn(7), z("Inj BC"), pn(48), rn(6)]);
    assert_eq!(r.injuries[0].map(|i| i.duration), Some(InjuryDuration::Games(6)));
    assert_eq!(r.outcome.clock.seconds, 10);
    let mut h = Fixture::sample();
    h.sit.tempo = Tempo::NoHuddle;
    let r = inj(&h, 1);
    assert_eq!((r.outcome.clock.seconds, r.stopped_clock), (5, true));
}

/// [ttf7 16.4] [ttf7 20.6] In the game: after a play with a game-long injury the clock is
/// stopped, so a spike is refused (a normal play is run); after a quarter-long injury it is not.
#[test]
fn injury_stops_the_clock_in_the_game_ttf7_16_4() {
    for (duration_pn, stops) in [(1u8, true), (5, false)] {
        let log = Log::default();
        let home = Script { offense: vec![play_choice_il(), OffenseChoice::Spike], ..Script::new("home", &log) };
        let cards = cat(vec![vec![zcard(), run("LG"), rn(7), z("Inj BC"), pn(duration_pn)], gain9()]);
        let mut g = game(home, Script::new("away", &log), cards);
        at(&mut g, HOME, 35, Down::First, 10);
        clock(&mut g, 1, 600);
        g.step().unwrap();
        assert_eq!(last(&g).seconds, if stops { 10 } else { 40 });
        g.step().unwrap();
        assert_eq!(matches!(last(&g).what, PlayDesc::Spike), !stops);
        assert_eq!(g.refused_calls, stops as u32);
    }
}

fn play_choice_il() -> OffenseChoice {
    OffenseChoice::Play { display: OffenseDisplay::default(), call: il(), tempo: Tempo::Normal }
}

fn play_choice_short() -> OffenseChoice {
    OffenseChoice::Play { display: OffenseDisplay::default(), call: short_re(), tempo: Tempo::Normal }
}

fn play_choice_tempo(call: OffenseCall, tempo: Tempo) -> OffenseChoice {
    OffenseChoice::Play { display: OffenseDisplay::default(), call, tempo }
}

/// [ttf7 16.2] [ttf7 16.4] "The remainder of the quarter/half/series" is the one the injury
/// happened in: a player hurt for the quarter on the last play of the first quarter is back for
/// the second.
#[test]
fn injury_expiry_counts_from_the_play_ttf7_16_4() {
    let log = Log::default();
    let cards = vec![zcard(), run("LG"), rn(7), z("Inj BC"), pn(5)];
    let mut g = game(Script::new("home", &log), Script::new("away", &log), cards);
    let rb1 = pid(&g.teams[HOME].team, "riv-rb1");
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 1, 20);
    g.step().unwrap();
    assert_eq!(g.core.clock.period.0, 2);
    assert!(g.teams[HOME].out.iter().any(|o| o.pid == rb1 && o.until == Until::Period(1)));
    assert!(g.available(HOME, rb1), "his quarter is over");
}

// =============================================================================================
// §17.5 Delay of Game, timeouts against pre-snap fouls
// =============================================================================================

/// [ttf7 17.5] The offense may declare a Delay of Game on itself at any time, but never twice in
/// succession: 5 yards back, the down replayed, 30 seconds after a running play (0 after one that
/// stopped the clock). No FAC is flipped.
#[test]
fn offense_declares_delay_on_itself_ttf7_17_5() {
    let log = Log::default();
    let home = Script { delay: true, ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), cat(vec![gain9(), gain9()]));
    at(&mut g, HOME, 30, Down::Second, 10);
    clock(&mut g, 1, 600);
    g.prev_stopped = false;
    g.step().unwrap();
    let p = last(&g);
    assert!(matches!(p.what, PlayDesc::DelayOfGame));
    assert_eq!(p.foul.map(|f| (f.kind, f.against, f.accepted, f.yards)), Some((PenaltyKind::Delay, HOME, true, 5)));
    assert_eq!(p.seconds, 30);
    assert_eq!((g.core.spot.yards(), g.core.down(), g.core.to_go()), (25, Down::Second, 15));
    assert_eq!(g.core.clock.remaining, 570);
    assert_eq!(g.src.script_used(), 0, "no FAC");
    // Never twice in succession: the next down is played without asking.
    g.step().unwrap();
    assert!(matches!(last(&g).what, PlayDesc::Scrimmage { .. }));
    assert_eq!(asked(&log, "delay?"), 1);
    // Then it may be declared again; the delay stopped nothing, but the run did not stop the
    // clock either: 30 s. After a clock-stopping play it takes no time.
    g.step().unwrap();
    assert!(matches!(last(&g).what, PlayDesc::DelayOfGame));
    assert_eq!(last(&g).seconds, 30);
    g.step().unwrap();
    g.prev_stopped = true;
    g.step().unwrap();
    assert!(matches!(last(&g).what, PlayDesc::DelayOfGame));
    assert_eq!(last(&g).seconds, 0);
    // A spike is not possible right after it (a play with a penalty stops the clock).
    assert!(g.prev_stopped);
}

/// [ttf7 17.5] [ttf7 17.7] Not on an untimed down at the end of a half: the offense's own foul
/// there would end the half without the down it is owed, so it is not offered.
#[test]
fn no_declared_delay_on_an_untimed_down_ttf7_17_5() {
    let log = Log::default();
    let home = Script { delay: true, ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), gain9());
    at(&mut g, HOME, 30, Down::Second, 10);
    clock(&mut g, 2, 0);
    g.core.untimed_down = true;
    g.step().unwrap();
    assert_eq!(asked(&log, "delay?"), 0);
    assert!(matches!(last(&g).what, PlayDesc::Scrimmage { .. }));
    assert_eq!(g.core.clock, Clock::new(3, 900));
}

/// [ttf7 17.5] [ttf7 17.3] The non-penalized team may always decline a Delay of Game: the down is
/// replayed from the same spot (the time still runs).
#[test]
fn declared_delay_may_be_declined_ttf7_17_5() {
    let log = Log::default();
    let home = Script { delay: true, ..Script::new("home", &log) };
    let away = Script { accept: Some(false), ..Script::new("away", &log) };
    let mut g = game(home, away, vec![]);
    at(&mut g, HOME, 30, Down::Third, 4);
    g.prev_stopped = false;
    g.step().unwrap();
    assert_eq!(last(&g).foul.map(|f| f.accepted), Some(false));
    assert_eq!((g.core.spot.yards(), g.core.down(), last(&g).seconds), (30, Down::Third, 30));
}

/// [ttf7 17.5] [ttf7 20.4] The team that committed a Delay of Game, Illegal Substitution or
/// Illegal Participation foul may use a timeout to cancel it: the down is replayed from the same
/// spot and the foul's time is that of a play followed by a timeout (at most 10 s).
#[test]
fn timeout_cancels_pre_snap_fouls_ttf7_17_5() {
    // Offensive Illegal Substitution (O1 4, No Option) after a running play: 5 yards, 10 s.
    let run_sub = || cat(vec![vec![zcard(), run("LG"), rn(7)], pen("O", 1, 4)]);
    for cancel in [false, true] {
        let log = Log::default();
        let home = Script { cancel, ..Script::new("home", &log) };
        let mut g = game(home, Script::new("away", &log), run_sub());
        at(&mut g, HOME, 30, Down::Second, 10);
        g.prev_stopped = false;
        g.step().unwrap();
        assert_eq!(asked(&log, "home: cancel Substitution?"), 1);
        assert_eq!(last(&g).foul.map(|f| f.kind), Some(PenaltyKind::Substitution));
        if cancel {
            assert_eq!((g.core.spot.yards(), g.core.down(), g.core.timeouts[HOME]), (30, Down::Second, 2));
            assert_eq!((last(&g).timeout, last(&g).seconds), (Some(HOME), 10));
            assert!(!last(&g).foul.unwrap().accepted);
        } else {
            assert_eq!((g.core.spot.yards(), g.core.down(), g.core.timeouts[HOME]), (25, Down::Second, 3));
        }
    }
    // A Delay (O1 1-3, 30 s) cancelled: 10 s.
    let log = Log::default();
    let home = Script { cancel: true, ..Script::new("home", &log) };
    let away = Script { accept: Some(true), ..Script::new("away", &log) };
    let mut g = game(home, away, cat(vec![vec![zcard(), run("LG"), rn(7)], pen("O", 1, 2)]));
    at(&mut g, HOME, 30, Down::Second, 10);
    g.prev_stopped = false;
    g.step().unwrap();
    assert_eq!((g.core.spot.yards(), last(&g).seconds, g.core.timeouts[HOME]), (30, 10, 2));
    // The defense's Illegal Participation (D1 2, 15 yards): the defense cancels it.
    let log = Log::default();
    let away = Script { cancel: true, ..Script::new("away", &log) };
    let home = Script { accept: Some(true), ..Script::new("home", &log) };
    let mut g = game(home, away, cat(vec![vec![zcard(), run("LG"), rn(7)], pen("D", 1, 2)]));
    at(&mut g, HOME, 30, Down::Second, 10);
    g.step().unwrap();
    assert_eq!(asked(&log, "away: cancel Participation?"), 1);
    assert_eq!((g.core.spot.yards(), g.core.down(), g.core.timeouts[AWAY]), (30, Down::Second, 2));
    // Without a timeout nobody is asked; other fouls cannot be cancelled.
    let log = Log::default();
    let home = Script { cancel: true, ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), run_sub());
    at(&mut g, HOME, 30, Down::Second, 10);
    g.core.timeouts[HOME] = 0;
    g.step().unwrap();
    assert_eq!(asked(&log, "cancel"), 0);
    assert_eq!(g.core.spot.yards(), 25);
    let log = Log::default();
    let home = Script { cancel: true, ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), cat(vec![vec![zcard(), run("LG"), rn(7)], pen("O", 1, 6)]));
    at(&mut g, HOME, 30, Down::Second, 10);
    g.step().unwrap();
    assert_eq!(last(&g).foul.map(|f| f.kind), Some(PenaltyKind::Movement));
    assert_eq!(asked(&log, "cancel"), 0);
    assert_eq!(g.core.spot.yards(), 25);
}

/// [ttf7 17.5] The same on a punt: the kicking team's Delay (K3 1-5) cancelled with a timeout is
/// punted again from the same spot.
#[test]
fn timeout_cancels_a_delay_on_a_punt_ttf7_17_5() {
    for cancel in [false, true] {
        let log = Log::default();
        let home = Script { offense: vec![OffenseChoice::Punt], cancel, ..Script::new("home", &log) };
        let away = Script { accept: Some(true), ..Script::new("away", &log) };
        let mut g = game(home, away, vec![zcard(), rn(8), z("Pen O/O/K/K"), pn(20), pn(2)]);
        at(&mut g, HOME, 30, Down::Fourth, 10);
        g.step().unwrap();
        assert_eq!(last(&g).foul.map(|f| (f.kind, f.against)), Some((PenaltyKind::Delay, HOME)));
        assert_eq!((g.core.possession, g.core.down()), (HOME, Down::Fourth));
        assert_eq!(g.core.spot.yards(), if cancel { 30 } else { 25 });
        assert_eq!(g.core.timeouts[HOME], if cancel { 2 } else { 3 });
    }
}

// =============================================================================================
// §17.6 Penalties after scores, in the game
// =============================================================================================

/// [ttf7 17.6] The defense's personal foul on a touchdown is assessed on the kickoff after the
/// try (the scoring team kicks from its 45); the scoring team's dead-ball foul moves its kickoff
/// back to the 15. The defense's personal foul on a good field goal: kickoff from the 45.
#[test]
fn fouls_after_scores_move_the_kickoff_ttf7_17_6() {
    for (team, table, from) in [("D", 43, 45), ("O", 47, 15)] {
        let log = Log::default();
        let mut g = game(Script::new("home", &log), Script::new("away", &log), cat(vec![vec![zcard(), run("LG"), rn(7)], pen(team, 1, table), vec![pn(1)]]));
        at(&mut g, HOME, 95, Down::First, 5);
        g.step().unwrap();
        assert_eq!(g.core.score[HOME], 6);
        assert!(matches!(g.core.phase, Phase::Try { team: HOME }));
        g.step().unwrap();
        assert!(matches!(last(&g).what, PlayDesc::ExtraPoint));
        assert_eq!(g.core.score[HOME], 7);
        assert!(matches!(g.core.phase, Phase::Kickoff { kicker: HOME, from: f, .. } if f == from), "{team} {table}: {:?}", g.core.phase);
    }
    let log = Log::default();
    let home = Script { offense: vec![OffenseChoice::FieldGoal], ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), vec![zcard(), pn(10), z("Pen D/D/R/K"), pn(30), pn(44)]);
    at(&mut g, HOME, 67, Down::Fourth, 5);
    g.step().unwrap();
    assert_eq!(g.core.score[HOME], 3);
    assert!(matches!(g.core.phase, Phase::Kickoff { kicker: HOME, from: 45, .. }), "{:?}", g.core.phase);
}

// =============================================================================================
// §17.7 Penalties near the end of a half or game
// =============================================================================================

/// A play in the final seconds of a half: Riverton (home) leads 14-7 at midfield; the visitors'
/// defense commits an offside (D1 11-18) on a 3-yard loss.
fn late_offside(log: &Log, period: u8, secs: u16, def_timeouts: u8, score: (u16, u16), expire: bool) -> FacGame {
    let home = Script { expire, ..Script::new("home", log) };
    let mut g = game(home, Script::new("away", log), cat(vec![loss3_z(), pen("D", 1, 11), gain9()]));
    at(&mut g, HOME, 50, Down::Second, 10);
    clock(&mut g, period, secs);
    g.core.timeouts[AWAY] = def_timeouts;
    g.core.score[HOME] = score.0;
    g.core.score[AWAY] = score.1;
    g.step().unwrap();
    g
}

/// [ttf7 17.7] The defense is behind, has no timeouts left and fouls in the final 30 seconds of
/// a half: the offense may decline the foul and let the clock run out.
#[test]
fn decline_and_let_the_clock_expire_ttf7_17_7() {
    let log = Log::default();
    let g = late_offside(&log, 4, 25, 0, (14, 7), true);
    assert_eq!(asked(&log, "home: expire?"), 1);
    assert!(g.core.is_over(), "the game is over");
    assert_eq!(last(&g).seconds, 25);
    assert_eq!(last(&g).foul.map(|f| f.accepted), Some(false));
    // The same in the first half: the half ends.
    let log = Log::default();
    let g = late_offside(&log, 2, 25, 0, (14, 7), true);
    assert_eq!(g.core.clock, Clock::new(3, 900));
    // Offered but not taken: the foul is accepted as usual (10 s).
    let log = Log::default();
    let g = late_offside(&log, 4, 25, 0, (14, 7), false);
    assert_eq!(asked(&log, "expire?"), 1);
    assert_eq!((g.core.spot.yards(), last(&g).seconds, g.core.clock.remaining), (55, 10, 15));
    // Not offered: the defense has a timeout, is not behind, or more than 30 s remain.
    for (secs, tos, score) in [(25, 1, (14, 7)), (25, 0, (7, 7)), (25, 0, (7, 14)), (31, 0, (14, 7))] {
        let log = Log::default();
        let g = late_offside(&log, 4, secs, tos, score, true);
        assert_eq!(asked(&log, "expire?"), 0, "{secs} s, {tos} timeouts, {score:?}");
        assert_eq!(g.core.spot.yards(), 55);
        assert!(!g.core.is_over());
    }
    // Not at the end of the third quarter.
    let log = Log::default();
    let g = late_offside(&log, 3, 25, 0, (14, 7), true);
    assert_eq!(asked(&log, "expire?"), 0);
    assert_eq!((g.core.spot.yards(), g.core.clock), (55, Clock::new(3, 15)));
}

/// [ttf7 17.7] An accepted live-ball foul by the defense on the last play of a half: the down is
/// replayed (an untimed down); the half ends after it.
#[test]
fn defensive_foul_on_the_last_play_extends_the_half_ttf7_17_7() {
    let log = Log::default();
    let g0 = late_offside(&log, 2, 5, 3, (7, 7), false);
    let mut g = g0;
    assert_eq!(g.core.clock, Clock::new(2, 0));
    assert!(g.core.untimed_down);
    assert_eq!((g.core.phase, g.core.spot.yards(), g.core.down()), (Phase::Scrimmage, 55, Down::Second));
    g.step().unwrap();
    assert_eq!(last(&g).seconds, 0);
    assert_eq!(g.core.clock, Clock::new(3, 900));
    assert!(matches!(g.core.phase, Phase::Kickoff { .. }));
}

/// [ttf7 17.7] The same on a kick: 0:03 left in the game, Riverton trails 0-2 and misses a 50-yard field goal
/// and the visitors were offside (D1 11-18), accepted: the kick is tried again 5 yards closer as
/// an untimed down (it used to charge the 5 seconds and end the game); the game ends after it.
#[test]
fn defensive_foul_on_a_last_play_field_goal_ttf7_17_7() {
    let log = Log::default();
    let home = Script { offense: vec![OffenseChoice::FieldGoal, OffenseChoice::FieldGoal], accept: Some(true), ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), cat(vec![vec![zcard(), pn(30)], pen("D", 30, 12), vec![pn(10)]]));
    at(&mut g, HOME, 67, Down::Fourth, 10);
    clock(&mut g, 4, 3);
    g.core.score[AWAY] = 2;
    g.step().unwrap();
    assert_eq!(last(&g).foul.map(|f| (f.kind, f.accepted)), Some((PenaltyKind::Offside, true)));
    assert!(!g.core.is_over());
    assert!(g.core.untimed_down);
    assert_eq!((g.core.possession, g.core.spot.yards(), g.core.down(), g.core.clock.remaining), (HOME, 72, Down::Fourth, 0));
    g.step().unwrap();
    assert!(matches!(last(&g).what, PlayDesc::FieldGoal));
    assert_eq!((g.core.score[HOME], g.core.score[AWAY]), (3, 2));
    assert!(g.core.is_over());
}

/// [ttf7 17.7] A foul by the offense on the last play of a half: the down is not replayed and the
/// play is nullified (a touchdown wiped out by holding does not count, the half ends).
#[test]
fn offensive_foul_on_the_last_play_ttf7_17_7() {
    let log = Log::default();
    let mut g = game(Script::new("home", &log), Script::new("away", &log), cat(vec![vec![zcard(), run("LG"), rn(7)], pen("O", 1, 30)]));
    at(&mut g, HOME, 95, Down::First, 5);
    clock(&mut g, 2, 5);
    g.step().unwrap();
    assert_eq!(last(&g).foul.map(|f| (f.kind, f.accepted)), Some((PenaltyKind::OffensiveHolding, true)));
    assert_eq!(g.core.score[HOME], 0);
    assert!(!g.core.untimed_down);
    assert_eq!(g.core.clock, Clock::new(3, 900));
}

/// [ttf7 17.7] A dead-ball foul on the last play of a half never extends it; it is enforced on
/// the second-half kickoff (the visitors kick off from their 15 after their own foul, from the
/// 45 after Riverton's).
#[test]
fn dead_ball_foul_goes_to_the_second_half_kickoff_ttf7_17_7() {
    for (team, table, from) in [("D", 46, 15), ("O", 47, 45)] {
        let log = Log::default();
        let home = Script { accept: Some(true), ..Script::new("home", &log) };
        let away = Script { accept: Some(true), ..Script::new("away", &log) };
        let mut g = game(home, away, cat(vec![loss3_z(), pen(team, 1, table), vec![rn(1)]]));
        at(&mut g, HOME, 50, Down::Second, 10);
        clock(&mut g, 2, 5);
        g.step().unwrap();
        assert_eq!(last(&g).foul.map(|f| f.accepted), Some(true), "{team}");
        assert!(!g.core.untimed_down);
        assert_eq!(g.core.clock, Clock::new(3, 900));
        assert!(matches!(g.core.phase, Phase::Kickoff { kicker: AWAY, .. }));
        g.step().unwrap();
        assert!(matches!(last(&g).what, PlayDesc::Kickoff { .. }));
        assert_eq!(last(&g).spot, from, "{team} {table}");
        assert!(g.pending_dead_ball.is_none());
    }
}

// =============================================================================================
// §20.1 The clock, §20.2 Timing Table (game level), §20.4 timeouts, §20.6 spike
// =============================================================================================

/// [ttf7 20.1] Fifteen-minute quarters; no play uses more time than it takes to end the quarter
/// (a 40-second run with 25 seconds left uses 25); the series goes on into the next quarter, the
/// half ends at halftime.
#[test]
fn a_play_never_outlasts_the_quarter_ttf7_20_1() {
    let log = Log::default();
    let mut g = game(Script::new("home", &log), Script::new("away", &log), cat(vec![gain9(), gain9(), gain9()]));
    assert_eq!(g.core.rules.period_secs, 900);
    assert_eq!(g.core.clock, Clock::new(1, 900));
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 1, 25);
    g.step().unwrap();
    assert_eq!(last(&g).seconds, 25);
    assert_eq!(g.core.clock, Clock::new(2, 900));
    assert_eq!((g.core.possession, g.core.spot.yards(), g.core.down()), (HOME, 44, Down::Second));
    clock(&mut g, 2, 25);
    g.step().unwrap();
    assert_eq!(last(&g).seconds, 25);
    assert_eq!(g.core.clock, Clock::new(3, 900));
    assert!(matches!(g.core.phase, Phase::Kickoff { .. }));
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 4, 25);
    g.core.score[HOME] = 3;
    g.step().unwrap();
    assert_eq!(last(&g).seconds, 25);
    assert!(g.core.is_over());
}

/// [ttf7 20.2] The Timing Table, scrimmage rows: run 40/20, complete pass 40/20, incomplete
/// 10/5, out of bounds 10/5, touchdown 10/5, penalty 10/5, change of possession 10/10, and the
/// charge when a timeout follows the play (at most 10).
#[test]
fn timing_table_scrimmage_rows_ttf7_20_2() {
    let t = |f: &Fixture, tempo: Tempo, oc: OffenseCall, cards: Vec<Fac>| -> PlayReport {
        let mut f2 = Fixture::new(f.off.clone(), f.def.clone());
        f2.sit = f.sit;
        f2.sit.tempo = tempo;
        f2.resolve(oc, DefenseCall::new(DefPlay::PassCoverage), cards)
    };
    let f = Fixture::sample();
    let both = |oc: OffenseCall, cards: Vec<Fac>, f: &Fixture| (t(f, Tempo::Normal, oc, cards.clone()).outcome.clock, t(f, Tempo::NoHuddle, oc, cards.clone()).outcome.clock.seconds, t(f, Tempo::HurryUp, oc, cards).outcome.clock.seconds);
    // Running play.
    let (c, nh, hu) = both(il(), gain9(), &f);
    assert_eq!((c.seconds, c.with_timeout, nh, hu), (40, 10, 20, 20));
    // Complete pass (Quick to the right end, PN 1, RN 2).
    let qk = OffenseCall::new(OffPlay::Quick, OffBox::RE);
    let (c, nh, _) = both(qk, vec![pass("Orig"), pn(1), rn(3)], &f);
    assert_eq!((c.seconds, nh), (40, 20));
    // Incomplete pass.
    let (c, nh, hu) = both(short_re(), vec![pass("Orig"), pn(45)], &f);
    assert_eq!((c.seconds, c.with_timeout, nh, hu), (10, 10, 5, 5));
    // Out of bounds (a sweep whose RN carries "OB").
    let sl = OffenseCall::new(OffPlay::SweepLeft, OffBox::BK2);
    let (c, nh, _) = both(sl, vec![run("LG"), Fac::Card(blank().rn(7).ob())], &f);
    assert_eq!((c.seconds, nh), (10, 5));
    // Touchdown (from the 98: the halved No-Huddle run still scores).
    let g = Fixture::sample().at(98, Down::First, 2);
    let (c, nh, _) = both(il(), gain9(), &g);
    assert_eq!((c.seconds, nh), (10, 5));
    // Play with a penalty (defensive offside accepted).
    let (c, nh, _) = both(il(), cat(vec![loss3_z(), pen("D", 1, 11)]), &f);
    assert_eq!((c.seconds, nh), (10, 5));
    // Change of possession (an interception): 10 s in every tempo.
    let (c, nh, hu) = both(short_re(), vec![pass("Orig"), pn(48), rn(5), rn(6), rn(6)], &f);
    assert_eq!((c.seconds, nh, hu), (10, 10, 10));
    // A Flop: 40 s, no FAC.
    let flop = OffenseCall::new(OffPlay::InsideLeft, OffBox::QB).with(OffPrimary::Flop);
    let (c, nh, _) = both(flop, vec![], &f);
    assert_eq!((c.seconds, nh), (40, 20));
}

/// [ttf7 20.2] The Timing Table in the game: kickoff 10 s (5 s inside two minutes, 0 on a
/// touchback), punt 10 s, field goal 5 s, extra point and two-point try 0 s, a play followed by a
/// timeout 10 s.
#[test]
fn timing_table_game_rows_ttf7_20_2() {
    let log = Log::default();
    let kick = |secs: u16, period: u8, cards: Vec<Fac>| {
        let mut g = game(Script::new("home", &log), Script::new("away", &log), cards);
        g.core.phase = Phase::Kickoff { kicker: HOME, from: 30, after_safety: false };
        g.core.possession = HOME;
        g.core.spot = Spot::new(30).unwrap();
        clock(&mut g, period, secs);
        g.step().unwrap();
        last(&g).seconds
    };
    assert_eq!(kick(600, 1, vec![rn(4), rn(5)]), 10);
    assert_eq!(kick(110, 4, vec![rn(4), rn(5)]), 5);
    assert_eq!(kick(600, 1, vec![rn(1)]), 0);
    // Punt.
    let home = Script { offense: vec![OffenseChoice::Punt], ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), vec![rn(8)]);
    at(&mut g, HOME, 30, Down::Fourth, 10);
    g.step().unwrap();
    assert_eq!((last(&g).record.kind, last(&g).seconds), (PlayKind::Punt, 10));
    // Field goal.
    let home = Script { offense: vec![OffenseChoice::FieldGoal], ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), vec![pn(10)]);
    at(&mut g, HOME, 67, Down::Fourth, 10);
    g.step().unwrap();
    assert_eq!((g.core.score[HOME], last(&g).seconds), (3, 5));
    // Extra point and two-point try.
    for two in [false, true] {
        let home = Script { two, ..Script::new("home", &log) };
        let mut g = game(home, Script::new("away", &log), if two { gain9() } else { vec![pn(1)] });
        g.core.phase = Phase::Try { team: HOME };
        g.core.possession = HOME;
        g.core.spot = Spot::new(98).unwrap();
        clock(&mut g, 1, 600);
        g.step().unwrap();
        assert_eq!(g.core.score[HOME], if two { 2 } else { 1 });
        assert_eq!((last(&g).seconds, g.core.clock.remaining), (0, 600));
    }
}

/// [ttf7 12.4] A two-point try is one play "from the 2-yard line, or farther if the offense
/// chooses": the Inside Left gaining 9 scores from the 8, not from the 10 (the try then ends:
/// no points, the kickoff follows).
#[test]
fn a_two_point_try_may_be_snapped_from_farther_out_ttf7_12_4() {
    let log = Log::default();
    for (from, points) in [(8, 2), (10, 0)] {
        let home = Script { two: true, two_from: from, ..Script::new("home", &log) };
        let mut g = game(home, Script::new("away", &log), gain9());
        g.core.phase = Phase::Try { team: HOME };
        g.core.possession = HOME;
        g.core.spot = Spot::new(98).unwrap();
        clock(&mut g, 1, 600);
        g.step().unwrap();
        assert_eq!(g.core.score[HOME], points, "from the {from}");
        assert_eq!(last(&g).record.yards, 9);
        assert!(matches!(g.core.phase, Phase::Kickoff { .. }));
    }
}

/// [ttf7 20.4] Three timeouts per team per half; a play followed by a timeout uses at most 10
/// seconds; either team may call one after a play; unused timeouts are not carried over to the
/// second half.
#[test]
fn timeouts_ttf7_20_4() {
    let log = Log::default();
    let home = Script { timeouts: true, ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), cat(vec![gain9(), gain9(), gain9()]));
    assert_eq!((g.core.timeouts[HOME], g.core.timeouts[AWAY]), (3, 3));
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 2, 600);
    g.step().unwrap();
    assert_eq!((last(&g).timeout, last(&g).seconds), (Some(HOME), 10));
    assert_eq!((g.core.timeouts[HOME], g.core.clock.remaining), (2, 590));
    assert!(g.prev_stopped, "a timeout stops the clock");
    // Out of timeouts: not asked any more.
    g.core.timeouts[HOME] = 0;
    let before = asked(&log, "home: timeout?");
    g.step().unwrap();
    assert_eq!(asked(&log, "home: timeout?"), before);
    assert_eq!(last(&g).seconds, 40);
    // Halftime: three again, whatever was left (Riverton uses its last one on the half's last
    // play).
    g.core.timeouts[HOME] = 1;
    g.core.timeouts[AWAY] = 3;
    clock(&mut g, 2, 10);
    g.step().unwrap();
    assert_eq!(last(&g).timeout, Some(HOME));
    assert_eq!(g.core.clock, Clock::new(3, 900));
    assert_eq!((g.core.timeouts[HOME], g.core.timeouts[AWAY]), (3, 3));
    // The defense calls one.
    let log = Log::default();
    let away = Script { timeouts: true, ..Script::new("away", &log) };
    let mut g = game(Script::new("home", &log), away, gain9());
    at(&mut g, HOME, 35, Down::First, 10);
    g.step().unwrap();
    assert_eq!((last(&g).timeout, g.core.timeouts[AWAY], last(&g).seconds), (Some(AWAY), 2, 10));
}

/// [ttf7 20.4] The AI coach calls a timeout late in a half only when the play just run left the
/// clock running (after an incomplete pass it would save nothing).
#[test]
fn ai_timeouts_only_after_running_plays_ttf7_20_4() {
    let log = Log::default();
    let home = Script { ai_timeouts: true, offense: vec![play_choice_short(), play_choice_il()], ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), cat(vec![vec![pass("Orig"), pn(45)], gain9()]));
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 2, 90);
    g.step().unwrap();
    assert_eq!((last(&g).timeout, last(&g).seconds), (None, 10));
    g.step().unwrap();
    assert_eq!((last(&g).timeout, last(&g).seconds), (Some(HOME), 10));
    assert_eq!(g.core.timeouts[HOME], 2);
}

/// [ttf7 20.6] A spike after a play that did not stop the clock: no FAC, one down, 5 seconds,
/// and the previous play's time is halved (a 40-second run gives back 20).
#[test]
fn spike_ttf7_20_6() {
    let log = Log::default();
    let home = Script { offense: vec![play_choice_il(), OffenseChoice::Spike], ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), gain9());
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 2, 90);
    g.step().unwrap();
    assert_eq!(g.core.clock.remaining, 50);
    let used = g.src.script_used();
    g.step().unwrap();
    assert!(matches!(last(&g).what, PlayDesc::Spike));
    assert_eq!(last(&g).record.kind, PlayKind::Spike);
    assert_eq!(refunds(&g), vec![20]);
    assert_eq!(last(&g).seconds, 5);
    assert_eq!(g.core.clock.remaining, 50 + 20 - 5);
    assert_eq!((g.core.down(), g.core.spot.yards()), (Down::Third, 44));
    assert_eq!(g.src.script_used(), used, "no FAC");
    assert!(g.prev_stopped);
    // A No-Huddle run (20 s) is halved to 10.
    let home = Script { offense: vec![play_choice_tempo(il(), Tempo::NoHuddle), OffenseChoice::Spike], ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), gain9());
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 4, 100);
    g.step().unwrap();
    g.step().unwrap();
    assert_eq!(refunds(&g), vec![10]);
    assert_eq!(g.core.clock.remaining, 100 - 20 + 10 - 5);
}

/// [ttf7 20.6] No play is cut below 10 seconds by a spike: a 16-second play gives back 6, not 8.
#[test]
fn spike_never_below_ten_seconds_ttf7_20_6() {
    let log = Log::default();
    let home = Script { offense: vec![OffenseChoice::Spike], ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), vec![]);
    at(&mut g, HOME, 35, Down::Second, 10);
    clock(&mut g, 4, 60);
    g.prev_stopped = false;
    g.prev_seconds = 16;
    g.step().unwrap();
    assert_eq!(refunds(&g), vec![6]);
    assert_eq!(g.core.clock.remaining, 60 + 6 - 5);
}

/// [ttf7 20.6] A spike only after a play that did not stop the clock: after an incomplete pass,
/// a timeout, the two-minute warning or the end of a quarter it is refused (a normal play is run
/// instead and the refusal counted).
#[test]
fn spike_refused_after_the_clock_stopped_ttf7_20_6() {
    let spike_after = |first: OffenseChoice, cards: Vec<Fac>, period: u8, secs: u16, timeout: bool| {
        let log = Log::default();
        let home = Script { offense: vec![first, OffenseChoice::Spike], timeouts: timeout, ..Script::new("home", &log) };
        let mut g = game(home, Script::new("away", &log), cat(vec![cards, gain9()]));
        at(&mut g, HOME, 35, Down::First, 10);
        clock(&mut g, period, secs);
        g.step().unwrap();
        if timeout {
            g.core.timeouts[HOME] = 0;
        }
        g.step().unwrap();
        (g.refused_calls, matches!(last(&g).what, PlayDesc::Spike))
    };
    assert_eq!(spike_after(play_choice_short(), vec![pass("Orig"), pn(45)], 2, 90, false), (1, false), "incomplete pass");
    assert_eq!(spike_after(play_choice_il(), gain9(), 2, 90, true), (1, false), "timeout");
    let mut g = {
        let log = Log::default();
        let home = Script { offense: vec![play_choice_il(), OffenseChoice::Spike], ..Script::new("home", &log) };
        game(home, Script::new("away", &log), cat(vec![gain9(), gain9()]))
    };
    at(&mut g, HOME, 35, Down::First, 10);
    g.core.clock = Clock::new(4, 140);
    g.core.warning_given = false;
    g.step().unwrap();
    assert_eq!(g.core.clock.remaining, 120, "the two-minute warning");
    g.step().unwrap();
    assert_eq!(g.refused_calls, 1, "spike after the two-minute warning");
    assert_eq!(spike_after(play_choice_il(), gain9(), 1, 20, false), (1, false), "end of the quarter");
    assert_eq!(spike_after(play_choice_il(), gain9(), 2, 90, false), (0, true), "running clock");
    // A play with a penalty stops the clock, even a Delay of Game that took 30 seconds after a
    // running play: no spike follows it.
    let log = Log::default();
    let home = Script { offense: vec![play_choice_il(), OffenseChoice::Spike], ..Script::new("home", &log) };
    let away = Script { accept: Some(true), ..Script::new("away", &log) };
    let mut g = game(home, away, cat(vec![vec![zcard(), run("LG"), rn(7), z("Pen O/O/R/K"), pn(1), pn(1)], gain9()]));
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 2, 90);
    g.prev_stopped = false;
    g.step().unwrap();
    assert_eq!((last(&g).foul.map(|f| (f.kind, f.accepted)), g.core.clock.remaining), (Some((PenaltyKind::Delay, true)), 60));
    g.step().unwrap();
    assert_eq!(g.refused_calls, 1, "no spike after a penalty");
}

// =============================================================================================
// §21 Overtime
// =============================================================================================

/// Regulation ends tied: Riverton runs out the clock at 7-7.
fn tied_at_the_end(opts: RuleOptions, log: &Log, away: Script, cards: Vec<Fac>) -> FacGame {
    let mut g = game_of(opts, sample::riverton(), sample::harbor_city(), Script::new("home", log), away, cat(vec![gain9(), cards]));
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 4, 5);
    g.core.score[HOME] = 7;
    g.core.score[AWAY] = 7;
    g.core.timeouts[HOME] = 3;
    g.step().unwrap();
    g
}

/// [ttf7 21] A tie after regulation: a new coin toss called by the visitors; the winner must
/// choose to kick off or receive; a 15-minute sudden-death period with two timeouts each (none
/// carried over).
#[test]
fn overtime_coin_toss_ttf7_21() {
    let log = Log::default();
    let away = Script { call_heads: true, ot_kick: false, ..Script::new("away", &log) };
    let mut g = tied_at_the_end(RuleOptions::default(), &log, away, vec![]);
    assert_eq!(g.core.phase, Phase::OvertimeToss);
    g.rng = AnyRandom::Scripted(ScriptedRandom::new(vec![0]));
    g.step().unwrap();
    assert_eq!(*log.borrow().iter().filter(|s| s.contains("call") || s.contains("overtime")).cloned().collect::<Vec<_>>(), vec!["away: call", "away: overtime kick?"]);
    assert!(matches!(g.core.phase, Phase::Kickoff { kicker: HOME, .. }), "the visitors won and receive");
    assert_eq!(g.core.clock, Clock::new(5, 900));
    assert_eq!((g.core.timeouts[HOME], g.core.timeouts[AWAY]), (2, 2));
    assert!(g.core.log.iter().any(|e| matches!(e, Event::OvertimeStart { period: 5, kicker: HOME })));
    // The winner may kick off instead.
    let log = Log::default();
    let away = Script { call_heads: false, ..Script::new("away", &log) };
    let mut g = tied_at_the_end(RuleOptions::default(), &log, away, vec![]);
    g.rng = AnyRandom::Scripted(ScriptedRandom::new(vec![0]));
    g.step().unwrap();
    assert_eq!(asked(&log, "overtime kick?"), 1);
    assert_eq!(asked(&log, "home: overtime kick?"), 1, "the home team won the toss");
    assert!(matches!(g.core.phase, Phase::Kickoff { kicker: AWAY, .. }));
}

/// [ttf7 21] Sudden death: the first score wins, and no extra point follows the winning
/// touchdown.
#[test]
fn sudden_death_no_try_ttf7_21() {
    let log = Log::default();
    let mut g = game(Script::new("home", &log), Script::new("away", &log), gain9());
    at(&mut g, HOME, 95, Down::First, 5);
    g.core.clock = Clock::new(5, 600);
    g.core.score[HOME] = 7;
    g.core.score[AWAY] = 7;
    g.step().unwrap();
    assert!(g.core.is_over());
    assert_eq!((g.core.score[HOME], g.core.score[AWAY]), (13, 7));
    assert!(!g.plays.iter().any(|p| matches!(p.what, PlayDesc::ExtraPoint)));
    // A field goal ends it too.
    let home = Script { offense: vec![OffenseChoice::FieldGoal], ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), vec![pn(10)]);
    at(&mut g, HOME, 67, Down::Fourth, 5);
    g.core.clock = Clock::new(5, 600);
    g.step().unwrap();
    assert!(g.core.is_over());
}

/// [ttf7 21] Regular season: one 15-minute overtime period, then the tie stands. Playoffs
/// (`playoffs`): further periods, each after a new toss with three timeouts each.
#[test]
fn overtime_periods_regular_season_and_playoffs_ttf7_21() {
    for playoffs in [false, true] {
        let log = Log::default();
        let opts = RuleOptions { playoffs, ..RuleOptions::default() };
        let mut g = game_of(opts, sample::riverton(), sample::harbor_city(), Script::new("home", &log), Script::new("away", &log), gain9());
        at(&mut g, HOME, 35, Down::First, 10);
        g.core.clock = Clock::new(5, 5);
        g.core.timeouts[HOME] = 0;
        g.core.timeouts[AWAY] = 1;
        g.step().unwrap();
        if playoffs {
            assert_eq!(g.core.phase, Phase::OvertimeToss);
            g.step().unwrap();
            assert_eq!(g.core.clock, Clock::new(6, 900));
            assert_eq!((g.core.timeouts[HOME], g.core.timeouts[AWAY]), (3, 3));
        } else {
            assert!(g.core.is_over());
            assert_eq!(g.core.score[HOME], g.core.score[AWAY], "a tie");
        }
    }
}

// =============================================================================================
// §23.3 Endurance after injuries
// =============================================================================================

/// [ttf7 23.3] A back out for the rest of the game (Thorne, EV 0) lets one other back with a
/// larger EV play with it reduced by one (the first on the roster: Rollins, 2 → 1); only once per
/// position per game; a shorter injury changes nothing.
#[test]
fn endurance_reduced_after_a_game_long_injury_ttf7_23_3() {
    let log = Log::default();
    let cards = cat(vec![vec![zcard(), run("LG"), rn(7), z("Inj BC"), pn(1)]]);
    let mut g = game(Script::new("home", &log), Script::new("away", &log), cards);
    let t = g.teams[HOME].team.clone();
    let (rb1, rb2, rb3, fb1) = (pid(&t, "riv-rb1"), pid(&t, "riv-rb2"), pid(&t, "riv-rb3"), pid(&t, "riv-fb1"));
    assert_eq!((g.teams[HOME].ev(rb1), g.teams[HOME].ev(rb2), g.teams[HOME].ev(rb3)), (0, 2, 3));
    at(&mut g, HOME, 35, Down::First, 10);
    g.step().unwrap();
    assert!(!g.available(HOME, rb1));
    assert_eq!((g.teams[HOME].ev(rb2), g.teams[HOME].ev(rb3), g.teams[HOME].ev(fb1)), (1, 3, 4));
    // With EV 1 a play to him is "exceeded" only right after one: two plays later it is not
    // (with EV 2 it still would be).
    g.fac_plays = 10;
    g.teams[HOME].usage[rb2 as usize].last = Some(8);
    assert_eq!(g.endurance_exceeded(HOME, rb2), None);
    g.teams[HOME].ev_cut[rb2 as usize] = false;
    assert_eq!(g.endurance_exceeded(HOME, rb2), Some(2));
    g.teams[HOME].ev_cut[rb2 as usize] = true;
    // A second back out for the game: no further reduction at the position.
    let cards = vec![zcard(), run("LG"), rn(7), z("Inj O:BK1"), pn(1)];
    g.src = CardSource::scripted(cards, Fac::Card(blank()));
    at(&mut g, HOME, 35, Down::First, 10);
    g.step().unwrap();
    assert!(!g.available(HOME, fb1));
    assert_eq!(g.teams[HOME].ev_cut.iter().filter(|c| **c).count(), 1);
    // A quarter-long injury: nothing.
    let mut g = game(Script::new("home", &log), Script::new("away", &log), vec![zcard(), run("LG"), rn(7), z("Inj BC"), pn(5)]);
    at(&mut g, HOME, 35, Down::First, 10);
    g.step().unwrap();
    assert!(!g.available(HOME, rb1));
    assert!(g.teams[HOME].ev_cut.iter().all(|c| !c));
}

/// [ttf7 23.3] Only a larger Endurance Value is reduced, never below 1: with an EV-3 receiver out
/// before the game (the reduction is made at the coin toss) the EV-2 receivers are not touched,
/// the first with EV 4 is; with the EV-4 tight end out nobody is; with the EV-1 tight end out the
/// next tight end (3) drops to 2.
#[test]
fn endurance_reduction_limits_ttf7_23_3() {
    let log = Log::default();
    let mut g = game(Script::new("home", &log), Script::new("away", &log), vec![]);
    let t = g.teams[HOME].team.clone();
    // Riverton's receivers: wr1 1, wr2 2, wr3 2, wr4 3, wr5 3, wr6 4.
    let wr4 = pid(&t, "riv-wr4");
    let wr6 = pid(&t, "riv-wr6");
    g.teams[HOME].out.push(Out { pid: wr4, until: Until::EndOfGame { extra: 2 } });
    // Out before the game: the reduction is made at the coin toss.
    g.step().unwrap();
    let cut: Vec<u16> = (0..t.players.len() as u16).filter(|p| g.teams[HOME].ev_cut[*p as usize]).collect();
    assert_eq!(cut, vec![wr6]);
    assert_eq!(g.teams[HOME].ev(wr6), 3);
    // Harbor City's tight ends are 1, 3, 4.
    let mut g = game(Script::new("home", &log), Script::new("away", &log), vec![]);
    let h = g.teams[AWAY].team.clone();
    let (te1, te2, te3) = (pid(&h, "hbr-te1"), pid(&h, "hbr-te2"), pid(&h, "hbr-te3"));
    assert_eq!((g.teams[AWAY].ev(te1), g.teams[AWAY].ev(te2), g.teams[AWAY].ev(te3)), (1, 3, 4));
    g.teams[AWAY].out.push(Out { pid: te3, until: Until::EndOfGame { extra: 0 } });
    g.step().unwrap();
    assert!(g.teams[AWAY].ev_cut.iter().all(|c| !c));
    let mut g = game(Script::new("home", &log), Script::new("away", &log), vec![]);
    g.teams[AWAY].out.push(Out { pid: te1, until: Until::EndOfGame { extra: 0 } });
    g.step().unwrap();
    assert_eq!((g.teams[AWAY].ev(te2), g.teams[AWAY].ev(te3)), (2, 4));
}

// =============================================================================================
// §24 Lineup cards, games played, duplication
// =============================================================================================

/// [ttf7 24] A player with cards on both teams plays only for one of them: the team he played
/// more games for (the home team on a tie). Harbor City's FL1 is given Riverton's FL1's card id.
#[test]
fn player_duplication_ttf7_24() {
    let riv = sample::riverton();
    let shared = "riv-wr2";
    let riv_games = riv.player(pid(&riv, shared)).games;
    for (hbr_games, riverton_keeps) in [(riv_games + 1, false), (riv_games - 1, true), (riv_games, true)] {
        let mut hbr = sample::harbor_city();
        let i = pid(&hbr, "hbr-wr2") as usize;
        hbr.players[i].id = shared.into();
        hbr.players[i].games = hbr_games;
        hbr.lineup.offense.insert(OffBox::FL1, shared.into());
        let log = Log::default();
        let g = game_of(RuleOptions::default(), riv.clone(), hbr, Script::new("home", &log), Script::new("away", &log), vec![]);
        let rp = pid(&g.teams[HOME].team, shared);
        let hp = pid(&g.teams[AWAY].team, shared);
        assert_eq!(g.available(HOME, rp), riverton_keeps, "{hbr_games} games");
        assert_eq!(g.available(AWAY, hp), !riverton_keeps, "{hbr_games} games");
        // The team without him fields a replacement from its Lineup Card's depth.
        let side = if riverton_keeps { AWAY } else { HOME };
        let od = g.base_offense(side);
        assert!(od.get(OffBox::FL1).is_some_and(|p| p != if riverton_keeps { hp } else { rp }));
        od.validate(&g.teams[side].team).unwrap();
    }
}

/// [ttf7 24] [ttf7 16.2] The games-played figure on the card picks the Injury Table column: PN 1
/// is "the rest of the game" for a 16-game player, 15 more games for a 1-game player; values
/// outside 1-16 are clamped (ambiguity 70).
#[test]
fn games_played_pick_the_injury_column_ttf7_24() {
    let dur = |games: u8, p: u8| {
        let mut f = Fixture::sample();
        let bc = f.off_pid(OffBox::BK2) as usize;
        f.off.players[bc].games = games;
        let r = f.resolve(il(), DefenseCall::new(DefPlay::PassCoverage), vec![zcard(), run("LG"), rn(7), z("Inj BC"), pn(p)]);
        r.injuries[0].map(|i| i.duration)
    };
    assert_eq!(dur(16, 1), Some(InjuryDuration::Game));
    assert_eq!(dur(17, 1), Some(InjuryDuration::Game));
    assert_eq!(dur(1, 1), Some(InjuryDuration::Games(15)));
    assert_eq!(dur(0, 1), Some(InjuryDuration::Games(15)));
    assert_eq!(dur(8, 1), Some(InjuryDuration::Games(8)));
    assert_eq!(dur(13, 9), Some(InjuryDuration::Quarter));
    assert_eq!(dur(15, 9), Some(InjuryDuration::Minutes(5)));
}

/// [ttf7 24] [ttf7 16.2] Lineup Card players start unless injured: the base display replaces an
/// injured starter, and the game refuses a display that puts an injured player on the field (a
/// safe play is run instead).
#[test]
fn injured_players_cannot_be_fielded_ttf7_24() {
    let log = Log::default();
    let riv = sample::riverton();
    let (od, _) = lineup_displays(&riv);
    let home = Script { display: Some(od), ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), gain9());
    let rb1 = pid(&riv, "riv-rb1");
    assert_eq!(g.base_offense(HOME).get(OffBox::BK2), Some(rb1));
    g.teams[HOME].out.push(Out { pid: rb1, until: Until::EndOfGame { extra: 0 } });
    let base = g.base_offense(HOME);
    assert!(base.get(OffBox::BK2).is_some_and(|p| p != rb1));
    base.validate(&g.teams[HOME].team).unwrap();
    at(&mut g, HOME, 35, Down::First, 10);
    g.step().unwrap();
    assert_eq!(g.refused_calls, 1);
    assert_ne!(last(&g).record.player.map(|p| p.idx), Some(rb1));
}

#[test]
fn solitaire_defense_card_is_part_of_the_plays_cards() {
    // [ttf7 25] Solitaire: each scrimmage down's defense is read from a FAC (never used to resolve
    // the play); the play-by-play shows that card among the play's cards.
    let opts = RuleOptions { solitaire: true, ..RuleOptions::default() };
    let g = huddle_fac::sim::play_ai_game(4, sample::riverton(), sample::harbor_city(), opts).unwrap();
    let mut scrimmage = 0;
    for p in &g.plays {
        if let PlayDesc::Scrimmage { .. } = p.what {
            scrimmage += 1;
            let sol = g.trace[p.trace.0..p.trace.1].iter().filter(|s| matches!(s, huddle_fac::trace::Step::Solitaire { .. })).count();
            assert_eq!(sol, 1, "play {} reads one solitaire FAC", p.n);
            assert!(g.play_text(p).contains("cards: sol#"), "{}", g.play_text(p));
        }
    }
    assert!(scrimmage > 100);
}

/// A solitaire FAC whose five situations all read `sol`, with Pass Number `pn`.
fn sol_card(sol: SolDefense, pn: u8) -> Fac {
    Fac::Card(FacCard { sol: [sol; 5], ..blank().pn(pn) })
}

/// [ttf7 25] [ttf7 3.3] Solitaire Blitz, PN 40: boxes F, G, H, I and J. Against Harbor City's base
/// defense (LBs in F, H, J; K, M, N, O behind) G and I are empty, so two stand-ins come from rows
/// 2-3, "players who are not involved in coverage assignments ... first" (L1707, L1716).
/// Riverton's base offense (LTE, RE, BK1, BK2, FL1) puts K on the LTE, N on the RE and O on FL1;
/// M's receiver (FL2) is not on the field, so M goes first, then one covering defender.
#[test]
fn solitaire_blitz_stand_ins_are_uncommitted_first_ttf7_25() {
    let log = Log::default();
    let hbr = sample::harbor_city();
    let opts = RuleOptions { solitaire: true, ..RuleOptions::default() };
    let cards = cat(vec![vec![sol_card(SolDefense::Blitz, 40)], gain9()]);
    let mut g = game_of(opts, sample::riverton(), hbr.clone(), Script::new("home", &log), Script::new("away", &log), cards);
    at(&mut g, HOME, 35, Down::First, 10);
    let od = g.base_offense(HOME);
    for b in [OffBox::LTE, OffBox::RE, OffBox::BK1, OffBox::BK2, OffBox::FL1] {
        assert!(od.get(b).is_some(), "Riverton's base offense has {b}");
    }
    for b in [OffBox::LE, OffBox::RTE, OffBox::FL2, OffBox::BK3] {
        assert!(od.get(b).is_none(), "Riverton's base offense has no {b}");
    }
    g.step().unwrap();
    let PlayDesc::Scrimmage { defense, .. } = last(&g).what else { panic!("a scrimmage play") };
    assert_eq!(defense.play, DefPlay::Blitz);
    let blitzers: Vec<u16> = defense.blitzers.iter().flatten().copied().collect();
    assert_eq!(blitzers.len(), 5, "{blitzers:?}");
    for id in ["hbr-lb1", "hbr-lb2", "hbr-lb3", "hbr-fs1"] {
        assert!(blitzers.contains(&pid(&hbr, id)), "{id} (F, H, J, M) blitzes: {blitzers:?}");
    }
    let covering = ["hbr-cb1", "hbr-ss1", "hbr-cb2"].iter().filter(|id| blitzers.contains(&pid(&hbr, id))).count();
    assert_eq!(covering, 1, "exactly one of K, N, O: {blitzers:?}");
}

/// [ttf7 25] [ttf7 5] Solitaire "Run(BC)": the ball carrier is keyed wherever he lines up. A
/// single back in BK1 moved to BK2 (after the defense chose, L338) still meets the key: his
/// Inside Left gets the correct key's +4 RN (RN 5 → 9), not the wrong key's 0. Unmoved, the
/// same.
#[test]
fn solitaire_run_bc_keys_the_moved_single_back_ttf7_25() {
    let log = Log::default();
    let riv = sample::riverton();
    let mut od = lineup_displays(&riv).0;
    od.set(OffBox::BK1, Some(pid(&riv, "riv-rb1")));
    od.set(OffBox::BK2, None);
    od.set(OffBox::FL2, Some(pid(&riv, "riv-wr3")));
    od.validate(&riv).unwrap();
    let opts = RuleOptions { solitaire: true, ..RuleOptions::default() };
    for (moved, key_box) in [(true, OffBox::BK2), (false, OffBox::BK1)] {
        let mut call = OffenseCall::new(OffPlay::InsideLeft, OffBox::BK1);
        if moved {
            call.move_single_back = Some(OffBox::BK2);
        }
        let home = Script { display: Some(od), offense: vec![OffenseChoice::Play { display: od, call, tempo: Tempo::Normal }], ..Script::new("home", &log) };
        let cards = vec![sol_card(SolDefense::RunBallCarrier, 24), run("C"), rn(5)];
        let mut g = game_of(opts.clone(), riv.clone(), sample::harbor_city(), home, Script::new("away", &log), cards);
        at(&mut g, HOME, 35, Down::First, 10);
        g.step().unwrap();
        assert_eq!(g.refused_calls, 0);
        let PlayDesc::Scrimmage { defense, .. } = last(&g).what else { panic!("a scrimmage play") };
        assert_eq!((defense.play, defense.key), (DefPlay::Run, Key::Back(key_box)), "moved: {moved}");
        let t = last(&g).trace;
        let trace = &g.trace[t.0..t.1];
        assert!(trace.iter().any(|s| matches!(s, Step::Calls { target, .. } if *target == key_box)), "{trace:?}");
        assert!(trace.iter().any(|s| matches!(s, Step::Rn { what: What::RunNumber, rn: 5, modified: 9, .. })), "correct key +4, moved: {moved}: {trace:?}");
    }
}

// =============================================================================================
// §16.1 Injuries that are ignored, and the quarterback's cap (an audit's cases)
// =============================================================================================

/// [ttf7 16.1] [ttf7 16.4] An injury that would leave a position below its minimum (5 offensive
/// linemen) is ignored — nobody is hurt, so the play keeps its own time (a run: 40 s, the clock
/// running) instead of the injury's 10 s and stopped clock.
#[test]
fn an_injury_below_the_roster_minimum_is_ignored_and_costs_no_time_ttf7_16_1() {
    let inj_lt = |fit_linemen: u8| {
        let mut f = Fixture::sample();
        f.sit.healthy.groups[0][huddle_cards::Group::OL as usize] = fit_linemen;
        f.resolve(il(), DefenseCall::new(DefPlay::PassCoverage), vec![zcard(), run("LG"), rn(7), z("Inj O:LT"), pn(1)])
    };
    let r = inj_lt(6);
    assert!(r.injuries[0].is_some(), "a sixth lineman fit: the tackle is hurt");
    assert_eq!((r.outcome.clock.seconds, r.stopped_clock), (10, true));
    let r = inj_lt(5);
    assert!(r.injuries.iter().all(Option::is_none), "five fit linemen: ignored");
    assert_eq!((r.outcome.clock.seconds, r.stopped_clock), (40, false));
}

/// [ttf7 16.1] [ttf7 22.1] Defensive linemen "must be played out of position before an injury
/// can be ignored" (L1290): an injury to a lineman is ignored only when the fit linemen and the
/// linebackers beyond the linebackers' own minimum of four are four or fewer together; a fifth
/// fit linebacker moves up and the lineman is hurt.
#[test]
fn a_linemans_injury_is_ignored_only_when_nobody_can_play_out_of_position_ttf7_16_1() {
    use huddle_cards::Group;
    let inj_de = |dl: u8, lb: u8| {
        let mut f = Fixture::sample();
        assert!(f.def_pid(DefBox::A).is_some_and(|p| f.def.player(p).group() == Group::DL));
        f.sit.healthy.groups[1][Group::DL as usize] = dl;
        f.sit.healthy.groups[1][Group::LB as usize] = lb;
        f.resolve(il(), DefenseCall::new(DefPlay::PassCoverage), vec![zcard(), run("LG"), rn(7), z("Inj D:A"), pn(1)])
    };
    let hurt = |r: &huddle_fac::play::PlayReport| r.injuries.iter().flatten().count();
    assert_eq!(hurt(&inj_de(5, 4)), 1, "a fifth lineman");
    assert_eq!(hurt(&inj_de(4, 5)), 1, "a fifth linebacker plays the line");
    assert_eq!(hurt(&inj_de(4, 4)), 0, "four and four: ignored");
    // The spare linebacker already on the line (three linemen fit) covers no second injury, nor
    // any later one.
    assert_eq!(hurt(&inj_de(3, 5)), 0, "three linemen and one spare linebacker: ignored");
    assert_eq!(hurt(&inj_de(1, 5)), 0);
    assert_eq!(hurt(&inj_de(3, 6)), 1, "two spare linebackers");
    // Offensive linemen have no such cover (only linemen play the line): the count decides.
    let mut f = Fixture::sample();
    f.sit.healthy.groups[0][Group::OL as usize] = 5;
    f.sit.healthy.groups[0][Group::TE as usize] = 9;
    let r = f.resolve(il(), DefenseCall::new(DefPlay::PassCoverage), vec![zcard(), run("LG"), rn(7), z("Inj O:LT"), pn(1)]);
    assert_eq!(hurt(&r), 0);
}

/// [ttf7 16.1] A quarterback is hurt for more than the rest of the game only when "at least a B
/// backup quarterback [is] available": a fit A or B backup. The last fit quarterback cannot be
/// injured at all.
#[test]
fn a_quarterbacks_injury_is_capped_by_the_backups_fit_to_play_ttf7_16_1() {
    let inj_qb = |fit_qbs: u8, fit_ab: u8| {
        let mut f = Fixture::sample();
        let qb = f.off_pid(OffBox::QB) as usize;
        f.off.players[qb].games = 8; // PN 1 on the 8-game column: the rest of the game + 8
        f.sit.healthy.groups[0][huddle_cards::Group::QB as usize] = fit_qbs;
        f.sit.healthy.qb_ab[0] = fit_ab;
        let r = f.resolve(il(), DefenseCall::new(DefPlay::PassCoverage), vec![zcard(), run("LG"), rn(7), z("Inj O:QB"), pn(1)]);
        r.injuries[0].map(|i| i.duration)
    };
    let grade = Fixture::sample().off.players[Fixture::sample().off_pid(OffBox::QB) as usize].qb_grade();
    assert!(matches!(grade, Some(huddle_cards::QbGrade::A)), "the fixture's starter is an A");
    assert_eq!(inj_qb(3, 2), Some(InjuryDuration::Games(8)), "the B backup is fit");
    assert_eq!(inj_qb(3, 1), Some(InjuryDuration::Game), "the B backup is out: only a C is left");
    assert_eq!(inj_qb(1, 1), None, "the last fit quarterback");
}

/// [ttf7 23.2] [ttf7 16.2] The Endurance "+4 Inj" belongs to passes (screens and the others), not
/// to runs: an exceeded back hurt on a run reads the Injury Table at the PN drawn; the exceeded
/// target of a completed pass reads it 4 higher.
#[test]
fn the_endurance_injury_adjustment_is_for_passes_only_ttf7_23_2() {
    let mut f = Fixture::sample();
    f.sit.endurance_exceeded = Some(1);
    let table = |p: u8, games: u8| f.ed.injury_table.lookup(p, games);
    let bk2 = f.off.player(f.off_pid(OffBox::BK2)).games;
    let r = f.resolve(il(), DefenseCall::new(DefPlay::PassCoverage), vec![zcard(), run("LG"), rn(7), z("Inj BC"), pn(1)]);
    assert_ne!(table(1, bk2), table(5, bk2), "a PN whose +4 would change the duration");
    assert_eq!(r.injuries[0].map(|i| i.duration), Some(table(1, bk2)));
    let re = f.off.player(f.off_pid(OffBox::RE)).games;
    let r = f.resolve(short_re(), DefenseCall::new(DefPlay::PassCoverage), vec![zcard(), pass("Orig"), pn(1), rn(3), z("Inj BC"), pn(1)]);
    assert!(r.raw.end == huddle_fac::resolve::RawEnd::Live && r.raw.receiver.is_some(), "completed");
    assert_ne!(table(1, re), table(5, re));
    assert_eq!(r.injuries[0].map(|i| i.duration), Some(table(5, re)));
}

// =============================================================================================
// §23.1 Who plays quarterback
// =============================================================================================

/// Riverton's lineup display with `qb` (a roster id) at quarterback.
fn with_qb(qb: &str) -> OffenseDisplay {
    let riv = sample::riverton();
    let (mut od, _) = lineup_displays(&riv);
    od.set(OffBox::QB, Some(pid(&riv, qb)));
    od
}

/// [ttf7 23.1] An A quarterback must play the whole game unless he is hurt or his team is
/// significantly ahead in the fourth quarter (17 points: `qb_rest_lead`): a display with the B
/// quarterback is refused (a safe play with the A runs instead) while the A is fit, and plays
/// once the A is hurt or resting.
#[test]
fn a_b_quarterback_plays_only_when_the_a_is_hurt_or_resting_ttf7_23_1() {
    let riv = sample::riverton();
    let (a, b) = (pid(&riv, "riv-qb1"), pid(&riv, "riv-qb2"));
    let qb_of_last = |g: &FacGame| g.plays.last().and_then(|p| match &p.what {
        PlayDesc::Scrimmage { .. } => p.record.passer.or(p.record.player).map(|x| x.idx),
        _ => None,
    });
    let run = |setup: &dyn Fn(&mut FacGame)| {
        let log = Log::default();
        let home = Script { display: Some(with_qb("riv-qb2")), offense: vec![OffenseChoice::Play { display: with_qb("riv-qb2"), call: OffenseCall::new(OffPlay::InsideLeft, OffBox::QB), tempo: Tempo::Normal }], ..Script::new("home", &log) };
        let mut g = game(home, Script::new("away", &log), gain9());
        at(&mut g, HOME, 35, Down::First, 10);
        setup(&mut g);
        g.step().unwrap();
        g
    };
    // The A is fit: refused, the fallback (Inside Right to a back) runs.
    let g = run(&|_| {});
    assert_eq!(g.refused_calls, 1);
    // The A is hurt: the B carries.
    let g = run(&|g| g.teams[HOME].out.push(Out { pid: a, until: Until::EndOfGame { extra: 0 } }));
    assert_eq!(g.refused_calls, 0);
    assert_eq!(qb_of_last(&g), Some(b));
    // Fourth quarter, ahead by 17: the A may rest.
    let g = run(&|g| {
        clock(g, 4, 600);
        g.core.score[HOME] = 24;
        g.core.score[AWAY] = 7;
    });
    assert_eq!(g.refused_calls, 0);
    // Ahead by 16, or by 17 in the third quarter: not "significantly ahead in the fourth".
    for (q, lead) in [(4, 16), (3, 17)] {
        let g = run(&|g| {
            clock(g, q, 600);
            g.core.score[HOME] = 7 + lead;
            g.core.score[AWAY] = 7;
        });
        assert_eq!(g.refused_calls, 1, "Q{q}, ahead by {lead}");
    }
    // A Lineup Card that starts its B while the A is fit: the base display starts the A, and the
    // computer's game runs without a refused call. A card without a grade is not restricted.
    let mut swapped = sample::riverton();
    let (q1, q2) = (pid(&swapped, "riv-qb1"), pid(&swapped, "riv-qb2"));
    let ev1 = swapped.players[q1 as usize].ev;
    swapped.players[q1 as usize].ev = swapped.players[q2 as usize].ev;
    swapped.players[q2 as usize].ev = ev1;
    let log = Log::default();
    let g = game_of(RuleOptions::default(), swapped.clone(), sample::harbor_city(), Script::new("home", &log), Script::new("away", &log), vec![]);
    assert_eq!(g.base_offense(HOME).get(OffBox::QB), Some(q2));
    let ai = huddle_fac::sim::play_ai_game(5, swapped, sample::harbor_city(), RuleOptions::default()).expect("the game is played out");
    assert_eq!(ai.refused_calls, 0);
    let mut ungraded = sample::riverton();
    for q in [a, b] {
        ungraded.players[q as usize].ev = None;
    }
    assert!(huddle_fac::call::check_quarterbacks(&with_qb("riv-qb2"), &ungraded, |_| true, None, false).is_ok());
    // The Standard game has no Endurance: grades do not decide.
    let log = Log::default();
    let home = Script { display: Some(with_qb("riv-qb2")), ..Script::new("home", &log) };
    let mut g = game_of(RuleOptions::standard(), sample::riverton(), sample::harbor_city(), home, Script::new("away", &log), gain9());
    at(&mut g, HOME, 35, Down::First, 10);
    g.step().unwrap();
    assert_eq!(g.refused_calls, 0);
}

/// [ttf7 23.1] A C quarterback enters only when every A and B is hurt; one who enters before the
/// fourth quarter locks every other quarterback out for the rest of the game: the A back from a
/// short injury stays on the bench (the base display keeps the C, a display with the A is
/// refused), and the C is then the last quarterback, who cannot be hurt (§16.1).
#[test]
fn a_c_quarterback_entering_before_the_fourth_quarter_locks_the_others_out_ttf7_23_1() {
    let riv = sample::riverton();
    let (a, b, c) = (pid(&riv, "riv-qb1"), pid(&riv, "riv-qb2"), pid(&riv, "riv-qb3"));
    let log = Log::default();
    let inj_qb = vec![zcard(), run("LG"), rn(7), z("Inj O:QB"), pn(1)];
    let mut g = game(Script::new("home", &log), Script::new("away", &log), cat(vec![gain9(), gain9(), inj_qb]));
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 2, 600);
    // The A is out for two minutes, the B for the game: the C starts the series.
    let el = g.elapsed();
    g.teams[HOME].out.push(Out { pid: a, until: Until::Elapsed(el + 120) });
    g.teams[HOME].out.push(Out { pid: b, until: Until::EndOfGame { extra: 0 } });
    assert_eq!(g.base_offense(HOME).get(OffBox::QB), Some(c));
    // A C with a fit A is refused.
    assert!(huddle_fac::call::check_quarterbacks(&with_qb("riv-qb3"), &riv, |_| true, None, false).is_err());
    assert!(huddle_fac::call::check_quarterbacks(&with_qb("riv-qb3"), &riv, |p| p == c, None, false).is_ok());
    g.step().unwrap();
    assert_eq!(g.refused_calls, 0);
    assert_eq!(g.teams[HOME].qb_lock, Some(c), "the C played in the second quarter");
    // Three minutes later the A is healthy again, but locked out.
    clock(&mut g, 2, 420);
    assert!(g.available(HOME, a) && !g.fit_to_play(HOME, a));
    assert_eq!(g.base_offense(HOME).get(OffBox::QB), Some(c));
    let home = Script { display: Some(with_qb("riv-qb1")), ..Script::new("home", &log) };
    g.coaches.home = Box::new(home);
    g.step().unwrap();
    assert_eq!(g.refused_calls, 1, "the A may not come back");
    // The locked-in C is the last quarterback: an injury to him is ignored (§16.1).
    g.coaches.home = Box::new(Script::new("home", &log));
    let outs = g.teams[HOME].out.len();
    g.step().unwrap();
    assert!(matches!(last(&g).what, PlayDesc::Scrimmage { .. }));
    assert_eq!(g.teams[HOME].out.len(), outs, "nobody is hurt");
    assert!(g.trace[last(&g).trace.0..last(&g).trace.1].iter().any(|s| matches!(s, huddle_fac::trace::Step::ZResult { .. })), "the Z result was read");
    // The lock holds from the C's first snap: with a second C on the roster, an injury on that
    // very snap is still ignored (he is already the last quarterback who may play).
    let mut two_cs = sample::riverton();
    let mut c2 = two_cs.players[c as usize].clone();
    c2.id = "riv-qb4".into();
    c2.name = "Second C".into();
    two_cs.players.push(c2);
    let mut g = game_of(RuleOptions::default(), two_cs, sample::harbor_city(), Script::new("home", &log), Script::new("away", &log), vec![zcard(), run("LG"), rn(7), z("Inj O:QB"), pn(1)]);
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 2, 600);
    g.teams[HOME].out.push(Out { pid: a, until: Until::EndOfGame { extra: 0 } });
    g.teams[HOME].out.push(Out { pid: b, until: Until::EndOfGame { extra: 0 } });
    g.step().unwrap();
    assert_eq!((g.teams[HOME].qb_lock, g.teams[HOME].out.len()), (Some(c), 2), "locked, and not hurt");
    // A C who first plays in the fourth quarter locks nobody out.
    let mut g = game(Script::new("home", &log), Script::new("away", &log), gain9());
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 4, 600);
    let el = g.elapsed();
    g.teams[HOME].out.push(Out { pid: a, until: Until::Elapsed(el + 120) });
    g.teams[HOME].out.push(Out { pid: b, until: Until::EndOfGame { extra: 0 } });
    g.step().unwrap();
    assert_eq!(g.teams[HOME].qb_lock, None);
}

// =============================================================================================
// §20.7 The No-Huddle substitution lock
// =============================================================================================

/// [ttf7 20.7] [ttf7 20.8] Once a No-Huddle or Hurry-Up is under way, "no substitutions by either
/// team until it is rescinded or the clock stops. Formations may always be changed." Riverton runs
/// a Hurry-Up Inside Left (in bounds, the clock running); on the next Hurry-Up down a Harbor City
/// display with a new end is refused, one that only moves a linebacker is not; after a timeout
/// (the clock stopped) the new end may come in; an offense that substitutes ends its own Hurry-Up.
#[test]
fn no_substitutions_while_the_no_huddle_goes_on_ttf7_20_7() {
    let hbr = sample::harbor_city();
    let base = lineup_displays(&hbr).1;
    let mut new_end = base;
    new_end.remove(pid(&hbr, "hbr-de1"));
    new_end.place(DefBox::A, pid(&hbr, "hbr-de3"));
    let mut moved = base;
    moved.remove(pid(&hbr, "hbr-lb2"));
    moved.place(DefBox::G, pid(&hbr, "hbr-lb2"));
    let second_down = |away_display: huddle_fac::display::DefenseDisplay, timeout_between: bool, home_display: Option<OffenseDisplay>| {
        let log = Log::default();
        // The defense calls a timeout after the first down when asked to (the clock stops).
        let home = Script { tempo: Tempo::HurryUp, ..Script::new("home", &log) };
        let away = Script { timeouts: timeout_between, ..Script::new("away", &log) };
        let mut g = game(home, away, cat(vec![gain9(), gain9()]));
        at(&mut g, HOME, 35, Down::First, 10);
        clock(&mut g, 4, 600);
        g.step().unwrap();
        assert_eq!(g.hurry_lock().is_some(), !timeout_between, "the run stays in bounds; a timeout stops the clock");
        assert_eq!(last(&g).timeout, timeout_between.then_some(AWAY));
        g.coaches.away = Box::new(Script { def_display: Some(away_display), ..Script::new("away", &log) });
        g.coaches.home = Box::new(Script { tempo: Tempo::HurryUp, display: home_display, ..Script::new("home", &log) });
        g.step().unwrap();
        g
    };
    let tempo_of = |g: &FacGame| match last(g).what {
        PlayDesc::Scrimmage { tempo, .. } => tempo,
        _ => panic!("a scrimmage down"),
    };
    let g = second_down(new_end, false, None);
    assert_eq!(g.refused_calls, 1, "a substitution during the Hurry-Up");
    let g = second_down(moved, false, None);
    assert_eq!((g.refused_calls, tempo_of(&g), last(&g).seconds), (0, Tempo::HurryUp, 20), "a formation change");
    let g = second_down(new_end, true, None);
    assert_eq!(g.refused_calls, 0, "the clock stopped: substitutions are free again");
    // Riverton puts in its second back: its Hurry-Up ends (a 40-second run), and Harbor City may
    // substitute too.
    let riv = sample::riverton();
    let mut od = lineup_displays(&riv).0;
    od.set(OffBox::BK2, Some(pid(&riv, "riv-rb2")));
    let g = second_down(new_end, false, Some(od));
    assert_eq!((g.refused_calls, tempo_of(&g), last(&g).seconds), (0, Tempo::Normal, 40));
    // A player hurt on a play that left the clock running (a short injury) may be replaced, one
    // newcomer for him; the others stay.
    let keeps = |new: &[u16]| huddle_fac::display::keeps_players(new.iter().copied(), [1u16, 2, 3].into_iter(), |p| p != 2);
    assert!(keeps(&[3, 1, 4]) && keeps(&[1, 3]));
    assert!(!keeps(&[1, 3, 4, 5]), "two newcomers for one hurt player");
    assert!(!keeps(&[1, 4, 5]), "a fit player taken out");
}

/// [ttf7 20.7] The defense is told of the lock: a human's `sub` is refused at the keyboard with
/// the rule (a move is not), and the computer's defense keeps its players (it rotates its linemen
/// otherwise).
#[test]
fn the_defense_is_told_of_the_no_huddle_lock_ttf7_20_7() {
    let log = Log::default();
    let home = Script { tempo: Tempo::HurryUp, ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), cat(vec![gain9(), gain9()]));
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 4, 600);
    g.step().unwrap();
    let lock = g.hurry_lock().expect("the Hurry-Up goes on");
    let v = g.view(AWAY);
    assert_eq!(v.hurry_lock.map(|l| (l.locked, l.display)), Some((lock.dd, lock.dd)), "nobody hurt: nothing replaced");
    assert_eq!(g.view(HOME).hurry_lock, None, "the defense's view");
    assert_eq!(g.view(HOME).hurry_going, Some(lock.od), "the offense's view");
    let hbr = &g.teams[AWAY].team;
    let de3 = pid(hbr, "hbr-de3");
    let sub = huddle_fac::command::Edit::DefenseSub(DefBox::A, de3);
    let e = huddle_fac::command::defense_display(&v, &[sub]).unwrap_err();
    assert!(e.contains("[ttf7 20.7]"), "{e}");
    let mv = huddle_fac::command::Edit::DefenseMove(pid(hbr, "hbr-lb2"), DefBox::G);
    assert!(huddle_fac::command::defense_display(&v, &[mv]).is_ok(), "a move is a formation change");

    // The computer (2024 cards, whose usage makes it rotate its linemen): without the lock some
    // snaps bring in a fresh lineman; with it none does.
    let league = sample::league_2024();
    let team = |c: &str| league.iter().find(|t| t.code == c).unwrap().clone();
    let home = Script { tempo: Tempo::HurryUp, ..Script::new("home", &log) };
    let mut g = game_of(RuleOptions::default(), team("KC"), team("BAL"), home, Script::new("away", &log), cat(vec![gain9(), gain9()]));
    at(&mut g, HOME, 35, Down::First, 10);
    clock(&mut g, 4, 600);
    g.step().unwrap();
    let lock = g.hurry_lock().expect("the Hurry-Up goes on");
    let v = g.view(AWAY);
    let mut free = g.view(AWAY);
    free.hurry_lock = None;
    let mut rotated = 0;
    for seed in 0..40 {
        let d = AiCoach::default().defense(&v, &mut SeededRandom::new(seed)).display;
        assert!(d.same_players(&lock.dd), "seed {seed}");
        rotated += usize::from(!AiCoach::default().defense(&free, &mut SeededRandom::new(seed)).display.same_players(&lock.dd));
    }
    assert!(rotated > 0, "the computer rotates its linemen when it may");

    // The computer's offense, behind late in its Hurry-Up, keeps the players of the last down
    // (its usage guide would otherwise rotate backs and receivers in, ending the Hurry-Up).
    clock(&mut g, 4, 90);
    g.core.score[AWAY] = 7;
    let v = g.view(HOME);
    let od = v.hurry_going.expect("the Hurry-Up goes on");
    let mut free = g.view(HOME);
    free.hurry_going = None;
    let (mut kept, mut subbed) = (0, 0);
    for seed in 0..40 {
        if let OffenseChoice::Play { display, tempo, .. } = AiCoach::default().offense(&v, &mut SeededRandom::new(seed)) {
            assert!(display.same_players(&od), "seed {seed}");
            kept += usize::from(tempo == Tempo::HurryUp);
        }
        if let OffenseChoice::Play { display, .. } = AiCoach::default().offense(&free, &mut SeededRandom::new(seed)) {
            subbed += usize::from(!display.same_players(&od));
        }
    }
    assert!(kept > 0 && subbed > 0, "kept {kept}, subbed without the lock {subbed}");
}

// §2 Sequence of play
// =============================================================================================

/// [ttf7 2] The displays are set in the open and the defense sets its own (and calls its play)
/// having seen the offense's formation (steps 1 and 4); the play calls stay secret. Riverton
/// lines up in the Shotgun: Harbor City's defense is shown that formation, and only for a
/// scrimmage play (a punt needs no scrimmage defense).
#[test]
fn the_defense_sees_the_offense_formation_before_it_calls_ttf7_2() {
    let log = Log::default();
    let riv = sample::riverton();
    let (mut od, _) = lineup_displays(&riv);
    let qb = od.get(OffBox::QB).unwrap();
    od.set(OffBox::QB, None);
    od.set(OffBox::BK3, Some(qb));
    od.validate(&riv).unwrap();
    let home = Script { display: Some(od), offense: vec![OffenseChoice::Play { display: od, call: il(), tempo: Tempo::Normal }, OffenseChoice::Punt], ..Script::new("home", &log) };
    let away = Script::new("away", &log);
    let seen = away.seen.clone();
    let mut g = game(home, away, cat(vec![gain9(), vec![rn(1), rn(1), rn(1)]]));
    at(&mut g, HOME, 35, Down::First, 10);
    g.step().unwrap();
    assert_eq!(*seen.borrow(), vec![Some(od)]);
    assert!(seen.borrow()[0].unwrap().shotgun(&riv));
    // The punt: the defense is not asked for a scrimmage defense.
    at(&mut g, HOME, 30, Down::Fourth, 10);
    g.step().unwrap();
    assert_eq!(last(&g).record.kind, PlayKind::Punt);
    assert_eq!(seen.borrow().len(), 1);
    // The offense itself is never shown a formation of the defense's through this field.
    assert!(g.view(HOME).opp_display.is_none());
}

/// [ttf7 2] [ttf7 5] The computer's run defense keys a back who is on the field: shown a
/// formation without the Lineup Card's featured back, it keys one of the backs it sees.
#[test]
fn the_computer_keys_a_back_it_sees_ttf7_2() {
    let log = Log::default();
    let riv = sample::riverton();
    let g = game(Script::new("home", &log), Script::new("away", &log), vec![]);
    let lineup = g.teams[HOME].lineup_offense();
    let mut keyed_lineup = std::collections::BTreeSet::new();
    let mut keyed_shown = std::collections::BTreeSet::new();
    let mut shown = lineup;
    shown.set(OffBox::BK2, None);
    for seed in 0..200u64 {
        let mut rng = AnyRandom::Seeded(SeededRandom::new(seed));
        for (opp, keyed) in [(None, &mut keyed_lineup), (Some(shown), &mut keyed_shown)] {
            let mut v = g.view(AWAY);
            v.opp_display = opp;
            let d = AiCoach::default().defense(&v, &mut rng);
            if let huddle_fac::call::Key::Back(b) = d.call.key {
                keyed.insert(b);
            }
        }
    }
    assert!(keyed_lineup.contains(&OffBox::BK2), "the Lineup Card's back in BK2 is keyed: {keyed_lineup:?}");
    assert!(!keyed_shown.is_empty() && keyed_shown.iter().all(|b| shown.get(*b).is_some()), "only backs on the field: {keyed_shown:?}");
    let _ = riv;
}

/// [ttf7 12.2] "Fake kicks can never be used in the final two minutes of a half or game"
/// (L1028): in the last two minutes of an overtime period (which has no two-minute warning) a
/// fake field goal is refused and the field goal is kicked.
#[test]
fn no_fake_field_goal_in_the_last_two_minutes_of_overtime_ttf7_12_2() {
    let log = Log::default();
    let home = Script { offense: vec![OffenseChoice::FakeFieldGoal], ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), vec![pn(10)]);
    at(&mut g, HOME, 67, Down::Fourth, 5);
    g.core.clock = Clock::new(5, 100);
    g.step().unwrap();
    assert_eq!(g.refused_calls, 1);
    assert_eq!(g.teams[HOME].fake_fg, 0);
    assert!(matches!(last(&g).what, PlayDesc::FieldGoal), "{:?}", last(&g).what);
    // With ten minutes left in overtime the fake runs.
    let home = Script { offense: vec![OffenseChoice::FakeFieldGoal], ..Script::new("home", &log) };
    let mut g = game(home, Script::new("away", &log), vec![rn(5), rn(5), rn(5), rn(5)]);
    at(&mut g, HOME, 67, Down::Fourth, 5);
    g.core.clock = Clock::new(5, 600);
    g.step().unwrap();
    assert_eq!((g.refused_calls, g.teams[HOME].fake_fg), (0, 1));
}

/// [ttf7 25] [ttf7 12.4] A two-point try is a scrimmage down like any other: in solitaire its
/// defense is read from a FAC (the 2-yard line is situation 5, L1683), and the defense's coach
/// calls having seen the offense's formation (§2).
#[test]
fn a_two_point_try_reads_the_solitaire_defense_and_shows_the_formation_ttf7_25() {
    let log = Log::default();
    let opts = RuleOptions { solitaire: true, ..RuleOptions::default() };
    let home = Script { two: true, ..Script::new("home", &log) };
    let cards = cat(vec![vec![sol_card(SolDefense::Blitz, 40)], gain9()]);
    let mut g = game_of(opts, sample::riverton(), sample::harbor_city(), home, Script::new("away", &log), cards);
    g.core.phase = Phase::Try { team: HOME };
    g.core.possession = HOME;
    g.core.spot = Spot::new(98).unwrap();
    clock(&mut g, 1, 600);
    g.step().unwrap();
    let sol: Vec<u8> = g.trace.iter().filter_map(|s| match s { Step::Solitaire { situation, .. } => Some(*situation), _ => None }).collect();
    assert_eq!(sol, vec![5]);
    let PlayDesc::TwoPoint { defense, .. } = last(&g).what else { panic!("a two-point try: {:?}", last(&g).what) };
    assert_eq!(defense.play, DefPlay::Blitz, "the solitaire FAC's defense, not the coach's Pass Coverage");
    // Without solitaire the defense's coach is shown the formation.
    let away = Script::new("away", &log);
    let seen = away.seen.clone();
    let home = Script { two: true, ..Script::new("home", &log) };
    let mut g = game(home, away, gain9());
    g.core.phase = Phase::Try { team: HOME };
    g.core.possession = HOME;
    g.core.spot = Spot::new(98).unwrap();
    clock(&mut g, 1, 600);
    g.step().unwrap();
    assert_eq!(seen.borrow().len(), 1);
    assert!(seen.borrow()[0].is_some(), "the defense saw the try's formation");
}

/// [ttf7 17.6] "Defensive penalties are assessed on the following kickoff for successful tries"
/// (L1346): an offense that would accept the defense's offside on a successful two-point try
/// is not asked; the 2 points stand and the scorers kick off 5 yards farther out. The try used
/// to be replayed from the 1 and the points were lost.
#[test]
fn a_defensive_foul_on_a_successful_two_point_try_goes_to_the_kickoff_ttf7_17_6() {
    let log = Log::default();
    let home = Script { two: true, accept: Some(true), ..Script::new("home", &log) };
    let away = Script { accept: Some(true), ..Script::new("away", &log) };
    let cards = vec![zcard(), huddle_fac::testkit::run("Breakaway"), rn(1), z("Pen D/D/R/K"), pn(30), pn(12)];
    let mut g = game(home, away, cards);
    g.core.phase = Phase::Try { team: HOME };
    g.core.possession = HOME;
    g.core.spot = Spot::new(98).unwrap();
    clock(&mut g, 1, 600);
    g.step().unwrap();
    assert_eq!(g.core.score[HOME], 2);
    assert_eq!(g.core.phase, Phase::Kickoff { kicker: HOME, from: 35, after_safety: false });
    assert!(last(&g).foul.is_some_and(|f| f.accepted && f.yards == 5), "{:?}", last(&g).foul);
}

/// [ttf7 8.2] [ttf7 8.9] In a game the choice of interceptor is the defense's (L573): two Harbor
/// City ends in box A (Cutler out of E), a Quick Pass on PN 48 (Brennan's Int) and RN 2 (box A).
/// The defense is asked with both; choosing Lockhart, he is credited whatever the next card; not
/// choosing, the next PN 1 pro-rates to Reyes.
#[test]
fn the_defense_chooses_the_interceptor_in_a_game_ttf7_8_2() {
    let hbr = sample::harbor_city();
    let mut two_in_a = lineup_displays(&hbr).1;
    let cutler = two_in_a.in_box(DefBox::E).next().unwrap();
    two_in_a.remove(cutler);
    two_in_a.place(DefBox::A, pid(&hbr, "hbr-de3"));
    let qk = OffenseChoice::Play { display: OffenseDisplay::default(), call: OffenseCall::new(OffPlay::Quick, OffBox::RE), tempo: Tempo::Normal };
    let play = |pick: Option<&'static str>| {
        let log = Log::default();
        let home = Script { offense: vec![qk], ..Script::new("home", &log) };
        let away = Script { def_display: Some(two_in_a), interceptor: pick, ..Script::new("away", &log) };
        let mut g = game(home, away, vec![pass("Orig"), pn(48), rn(2), pn(1), rn(5), rn(6), rn(6)]);
        at(&mut g, HOME, 35, Down::First, 10);
        clock(&mut g, 1, 600);
        g.step().unwrap();
        let rec = last(&g).record;
        assert_eq!(rec.kind, PlayKind::Pass);
        assert!(rec.flags.has(huddle_core::PlayFlags::INTERCEPTED), "{rec:?}");
        let asked: Vec<String> = log.borrow().iter().filter(|l| l.contains("interceptor?")).cloned().collect();
        (rec.defender.map(|d| d.idx), asked)
    };
    let reyes = hbr.player(pid(&hbr, "hbr-de1")).name.clone();
    let lockhart = hbr.player(pid(&hbr, "hbr-de3")).name.clone();
    let (by, asked) = play(Some("hbr-de3"));
    assert_eq!(by, Some(pid(&hbr, "hbr-de3")));
    assert_eq!(asked, vec![format!("away: interceptor? {reyes}, {lockhart}")]);
    let (by, _) = play(None);
    assert_eq!(by, Some(pid(&hbr, "hbr-de1")), "pro-rated: PN 1 is Reyes's");
}
