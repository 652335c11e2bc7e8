//! Building blocks for rule tests: scripted FACs with neutral defaults, a scrimmage fixture on
//! the sample teams' lineups, a scripted coach, and a game set at a given down.

use crate::call::{DefPlay, DefenseCall, OffenseCall};
use crate::coach::{AiCoach, Alternative, Announced, Coach, DefenseChoice, OffenseChoice, View};
use crate::fac::{Blocker, Card, DeckFile, ErDir, Fac, PassDir, RunDir, ScreenDir, SolDefense, Two, ZResult};
use crate::game::Sp6Game;
use crate::kick::{KickoffKind, PuntDefense};
use crate::options::Options;
use crate::resolve::{Draws, PlayResult, Scrimmage, Step};
use crate::tables::Edition;
use crate::{DefenseDisplay, OffenseDisplay};
use huddle_cards::Team;
use huddle_core::{AnyRandom, CardSource, Down, DownDistance, Phase, PerSide, Randomness, ScriptedRandom, Side, Spot};
use std::collections::VecDeque;

/// A regular FAC whose every reading is neutral: RN 6, PN 24, run directives "CN", ER "OK",
/// Screen "Inc", pass "Orig", Z result "Fum" (read only after a Z card), solitaire Pass.
pub fn blank() -> Card {
    let cn = RunDir::Blockers(Two::one(Blocker::CN));
    Card { rn: 6, ob: false, pn: 24, il: cn, ir: cn, sl: cn, sr: cn, er: ErDir::Ok, sc: ScreenDir::Inc, all: PassDir::Original, z: ZResult::Fumble, sol: [SolDefense::Pass; 5] }
}

/// Builder methods on a FAC (the text notation of deck files).
pub trait CardExt {
    fn rn(self, rn: u8) -> Card;
    fn ob(self) -> Card;
    fn pn(self, pn: u8) -> Card;
    /// The same directive for IL, IR, SL and SR.
    fn run(self, dir: &str) -> Card;
    fn il(self, dir: &str) -> Card;
    fn ir(self, dir: &str) -> Card;
    fn sl(self, dir: &str) -> Card;
    fn sr(self, dir: &str) -> Card;
    fn er(self, dir: &str) -> Card;
    fn sc(self, dir: &str) -> Card;
    fn all(self, dir: &str) -> Card;
    fn z(self, z: &str) -> Card;
    fn sol(self, k: usize, d: &str) -> Card;
    fn fac(self) -> Fac;
}

impl CardExt for Card {
    fn rn(mut self, rn: u8) -> Card {
        self.rn = rn;
        self
    }
    fn ob(mut self) -> Card {
        self.ob = true;
        self
    }
    fn pn(mut self, pn: u8) -> Card {
        self.pn = pn;
        self
    }
    fn run(mut self, dir: &str) -> Card {
        let d: RunDir = dir.parse().expect("a run directive");
        self.il = d;
        self.ir = d;
        self.sl = d;
        self.sr = d;
        self
    }
    fn il(mut self, dir: &str) -> Card {
        self.il = dir.parse().expect("a run directive");
        self
    }
    fn ir(mut self, dir: &str) -> Card {
        self.ir = dir.parse().expect("a run directive");
        self
    }
    fn sl(mut self, dir: &str) -> Card {
        self.sl = dir.parse().expect("a run directive");
        self
    }
    fn sr(mut self, dir: &str) -> Card {
        self.sr = dir.parse().expect("a run directive");
        self
    }
    fn er(mut self, dir: &str) -> Card {
        self.er = dir.parse().expect("an ER directive");
        self
    }
    fn sc(mut self, dir: &str) -> Card {
        self.sc = dir.parse().expect("a Screen directive");
        self
    }
    fn all(mut self, dir: &str) -> Card {
        self.all = dir.parse().expect("a pass directive");
        self
    }
    fn z(mut self, z: &str) -> Card {
        self.z = z.parse().expect("a Z result");
        self
    }
    fn sol(mut self, k: usize, d: &str) -> Card {
        self.sol[k - 1] = d.parse().expect("a solitaire defense");
        self
    }
    fn fac(self) -> Fac {
        Fac::Card(self)
    }
}

/// A FAC with only a Run Number set.
pub fn rn(n: u8) -> Fac {
    blank().rn(n).fac()
}
/// A FAC with only a Pass Number set.
pub fn pn(n: u8) -> Fac {
    blank().pn(n).fac()
}
/// A Z card.
pub fn z() -> Fac {
    Fac::z()
}

/// A card source that deals `cards` in order, then neutral blanks.
pub fn script(cards: Vec<Fac>) -> CardSource<Fac> {
    CardSource::scripted(cards, Fac::Card(blank()))
}

/// A scrimmage on the sample teams: Ironton's Lineup Card offense against Lakeport's defense,
/// from Ironton's own 30 (or another spot), in the first quarter.
pub struct Fixture {
    pub ed: Edition,
    pub opts: Options,
    pub off: Team,
    pub def: Team,
    pub od: OffenseDisplay,
    pub dd: DefenseDisplay,
    pub spot: i16,
    pub last_two_minutes: bool,
}

impl Fixture {
    pub fn new() -> Fixture {
        let teams = crate::cards::sample_teams();
        let off = teams[0].clone();
        let def = teams[1].clone();
        let od = crate::display::lineup_offense(&off);
        let dd = crate::display::lineup_defense(&def);
        Fixture { ed: Edition::sp6(), opts: Options::default(), off, def, od, dd, spot: 30, last_two_minutes: false }
    }

    /// Resolves one play with scripted cards: the result, the readings, and whether a Z came up
    /// (with the Z Results read after the play when it did).
    pub fn resolve(&self, oc: &OffenseCall, dc: &DefenseCall, cards: Vec<Fac>) -> (PlayResult, Vec<Step>, Option<ZResult>) {
        let mut src = script(cards);
        let mut rng = ScriptedRandom::new(vec![0; 64]);
        let mut trace = Vec::new();
        let sc = Scrimmage { ed: &self.ed, opts: &self.opts, off: &self.off, def: &self.def, od: &self.od, dd: &self.dd, oc, dc, spot: self.spot, last_two_minutes: self.last_two_minutes };
        let mut d = Draws::new(&mut src, &mut rng, &mut trace, self.ed.deck.z_window);
        let r = sc.resolve(&mut d);
        let z = if d.z { Some(d.z_result()) } else { None };
        (r, trace, z)
    }

    /// The scrimmage context, for direct calls of its functions.
    pub fn scrimmage<'a>(&'a self, oc: &'a OffenseCall, dc: &'a DefenseCall) -> Scrimmage<'a> {
        Scrimmage { ed: &self.ed, opts: &self.opts, off: &self.off, def: &self.def, od: &self.od, dd: &self.dd, oc, dc, spot: self.spot, last_two_minutes: self.last_two_minutes }
    }

    /// A defender's roster index by id.
    pub fn d(&self, id: &str) -> u16 {
        self.def.idx(id).unwrap_or_else(|| panic!("no defender {id}"))
    }
    /// An offensive player's roster index by id.
    pub fn o(&self, id: &str) -> u16 {
        self.off.idx(id).unwrap_or_else(|| panic!("no offensive player {id}"))
    }
}

impl Default for Fixture {
    fn default() -> Self {
        Fixture::new()
    }
}

/// A coach that plays the choices it is given, in order, and decides the rest like the
/// computer (or as its policies say).
#[derive(Default)]
pub struct ScriptedCoach {
    pub offense: VecDeque<OffenseChoice>,
    pub defense: VecDeque<DefenseChoice>,
    pub kickoffs: VecDeque<KickoffKind>,
    pub punt_defense: Option<PuntDefense>,
    pub onside_defense: bool,
    /// Take (true) or decline every penalty option; None: the computer's judgement.
    pub accept: Option<bool>,
    /// Seconds for every play (clamped to the row); None: the minimum.
    pub seconds: Option<u16>,
    pub timeouts: VecDeque<bool>,
    /// The alternatives offered on each penalty option, for tests.
    pub offered: std::rc::Rc<std::cell::RefCell<Vec<(Alternative, Alternative)>>>,
    pub suspect_fg: bool,
    /// Solitaire (S2): the defense's display the solitaire coach sets (None: the Lineup Card's).
    pub solitaire_display: Option<DefenseDisplay>,
    ai: AiCoach,
}

impl Coach for ScriptedCoach {
    fn name(&self) -> &str {
        "script"
    }
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice {
        self.offense.pop_front().unwrap_or_else(|| self.ai.offense(v, rng))
    }
    fn defense(&mut self, v: &View, offense: &OffenseDisplay, kick: Option<Announced>, _rng: &mut dyn Randomness) -> DefenseChoice {
        self.defense.pop_front().unwrap_or_else(|| {
            let _ = (offense, kick);
            DefenseChoice { display: v.keep_defense.unwrap_or(v.base_defense), call: DefenseCall::new(DefPlay::Pass) }
        })
    }
    fn kickoff(&mut self, v: &View, rng: &mut dyn Randomness) -> KickoffKind {
        self.kickoffs.pop_front().unwrap_or_else(|| self.ai.kickoff(v, rng))
    }
    fn onside_defense(&mut self, _v: &View, _rng: &mut dyn Randomness) -> bool {
        self.onside_defense
    }
    fn punt_defense(&mut self, _v: &View, _rng: &mut dyn Randomness) -> PuntDefense {
        self.punt_defense.unwrap_or_default()
    }
    fn suspect_fake_fg(&mut self, _v: &View, _rng: &mut dyn Randomness) -> bool {
        self.suspect_fg
    }
    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool {
        self.offered.borrow_mut().push((play, penalty));
        self.accept.unwrap_or_else(|| self.ai.accept_penalty(v, play, penalty))
    }
    fn play_time(&mut self, _v: &View, min: u16, max: u16, _stops: bool) -> u16 {
        self.seconds.unwrap_or(min).clamp(min, max)
    }
    fn timeout(&mut self, _v: &View) -> bool {
        self.timeouts.pop_front().unwrap_or(false)
    }
    fn solitaire_display(&mut self, _v: &View, _offense: &OffenseDisplay) -> Option<DefenseDisplay> {
        self.solitaire_display
    }
}

/// A game between the sample teams (Ironton at home, Lakeport away) with scripted coaches and
/// cards, set at a down: `offense` has the ball `spot` yards from its goal line, `down` and
/// `to_go`, in period 1 with 15:00 left (change `g.core.clock` for other times).
pub fn game_at(offense: Side, spot: i16, down: u8, to_go: i16, coaches: PerSide<ScriptedCoach>, cards: Vec<Fac>, opts: Options) -> Sp6Game {
    let teams = crate::cards::sample_teams();
    let PerSide { home, away } = coaches;
    let cs: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(home), Box::new(away));
    let mut g = Sp6Game::new(Edition::sp6(), opts, teams[0].clone(), teams[1].clone(), DeckFile::embedded(), AnyRandom::Scripted(ScriptedRandom::new(vec![0; 256])), cs);
    g.src = script(cards);
    g.core.phase = Phase::Scrimmage;
    g.core.possession = offense;
    g.core.spot = Spot::clamped(spot);
    let d = match down {
        1 => Down::First,
        2 => Down::Second,
        3 => Down::Third,
        _ => Down::Fourth,
    };
    g.core.downs = DownDistance { down: d, line_to_gain: (spot + to_go).min(100) as u8 };
    g
}

/// The offense's Lineup Card display of a side in a game.
pub fn offense_of(g: &Sp6Game, side: Side) -> OffenseDisplay {
    g.base_offense(side)
}

/// The defense's Lineup Card display of a side in a game.
pub fn defense_of(g: &Sp6Game, side: Side) -> DefenseDisplay {
    g.base_defense(side)
}

/// A play choice for a scripted offense.
pub fn play(d: OffenseDisplay, call: OffenseCall) -> OffenseChoice {
    OffenseChoice::Play { display: d, call }
}
