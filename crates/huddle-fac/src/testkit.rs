//! Building blocks for rule tests and scenarios: scripted FACs with sensible defaults, and a
//! scrimmage fixture on the sample teams' lineups.

use crate::call::{DefenseCall, OffenseCall, Tempo};
use crate::display::{DefenseDisplay, OffenseDisplay};
use crate::fac::{ErDir, Fac, FacCard, PassDir, RunDir, ScreenDir, ScreenMult, SolDefense, ZResult};
use crate::options::RuleOptions;
use crate::play::{PlayReport, Scrimmage};
use crate::resolve::{Decider, DefaultDecider, Situation};
use crate::tables::Edition;
use crate::trace::Step;
use huddle_cards::{Team, DefBox, OffBox};
use huddle_core::{CardSource, Down, ScriptedRandom, Side, Spot};

/// A regular FAC whose every reading is neutral: RN 6, PN 24, directives "CN", "OK", "Inc",
/// "Orig", Z result x2 (only read when a Z card triggered), solitaire Pass.
pub fn blank() -> FacCard {
    FacCard {
        rn: 6,
        ob: false,
        pn: 24,
        il: RunDir::Blockers(crate::fac::Two::one(crate::fac::Blocker::CN)),
        ir: RunDir::Blockers(crate::fac::Two::one(crate::fac::Blocker::CN)),
        sl: RunDir::Blockers(crate::fac::Two::one(crate::fac::Blocker::CN)),
        sr: RunDir::Blockers(crate::fac::Two::one(crate::fac::Blocker::CN)),
        er: ErDir::Ok,
        sc: ScreenDir::Inc,
        qk: PassDir::Original,
        sh: PassDir::Original,
        lg: PassDir::Original,
        z: ZResult::Double,
        sol: [SolDefense::Pass; 5],
    }
}

/// Builder methods on a FAC.
pub trait CardExt {
    fn rn(self, rn: u8) -> FacCard;
    fn ob(self) -> FacCard;
    fn pn(self, pn: u8) -> FacCard;
    fn run(self, dir: &str) -> FacCard;
    fn il(self, dir: &str) -> FacCard;
    fn ir(self, dir: &str) -> FacCard;
    fn sl(self, dir: &str) -> FacCard;
    fn sr(self, dir: &str) -> FacCard;
    fn er(self, dir: &str) -> FacCard;
    fn sc(self, dir: &str) -> FacCard;
    fn pass(self, dir: &str) -> FacCard;
    fn z(self, z: &str) -> FacCard;
}

impl CardExt for FacCard {
    fn rn(mut self, rn: u8) -> FacCard {
        self.rn = rn;
        self
    }
    fn ob(mut self) -> FacCard {
        self.ob = true;
        self
    }
    fn pn(mut self, pn: u8) -> FacCard {
        self.pn = pn;
        self
    }
    fn run(mut self, dir: &str) -> FacCard {
        let d: RunDir = dir.parse().unwrap();
        self.il = d;
        self.ir = d;
        self.sl = d;
        self.sr = d;
        self
    }
    fn il(mut self, dir: &str) -> FacCard {
        self.il = dir.parse().unwrap();
        self
    }
    fn ir(mut self, dir: &str) -> FacCard {
        self.ir = dir.parse().unwrap();
        self
    }
    fn sl(mut self, dir: &str) -> FacCard {
        self.sl = dir.parse().unwrap();
        self
    }
    fn sr(mut self, dir: &str) -> FacCard {
        self.sr = dir.parse().unwrap();
        self
    }
    fn er(mut self, dir: &str) -> FacCard {
        self.er = dir.parse().unwrap();
        self
    }
    fn sc(mut self, dir: &str) -> FacCard {
        self.sc = dir.parse().unwrap();
        self
    }
    fn pass(mut self, dir: &str) -> FacCard {
        let d: PassDir = dir.parse().unwrap();
        self.qk = d;
        self.sh = d;
        self.lg = d;
        self
    }
    fn z(mut self, z: &str) -> FacCard {
        self.z = z.parse().unwrap();
        self
    }
}

/// A FAC with the given Run Number.
pub fn rn(n: u8) -> Fac {
    Fac::Card(blank().rn(n))
}
/// A FAC with the given Pass Number.
pub fn pn(n: u8) -> Fac {
    Fac::Card(blank().pn(n))
}
/// A FAC whose four run directives are `dir`.
pub fn run(dir: &str) -> Fac {
    Fac::Card(blank().run(dir))
}
/// A FAC whose Quick/Short/Long directives are `dir`.
pub fn pass(dir: &str) -> Fac {
    Fac::Card(blank().pass(dir))
}
/// A FAC whose Z result is `z`.
pub fn z(z: &str) -> Fac {
    Fac::Card(blank().z(z))
}
/// A Z card.
pub fn zcard() -> Fac {
    Fac::z()
}
/// A screen directive card.
pub fn screen(dir: &str) -> Fac {
    Fac::Card(blank().sc(dir))
}
/// Screen "Com" with a multiplier.
pub fn screen_com(m: ScreenMult) -> Fac {
    Fac::Card(FacCard { sc: ScreenDir::Com(m), ..blank() })
}

pub use crate::display::lineup_displays;

/// A scrimmage fixture: the offense and defense teams with their Lineup Card displays, a
/// situation (1st & 10 at the offense's own 35, first quarter), calls, and rule options.
pub struct Fixture {
    pub ed: Edition,
    pub opts: RuleOptions,
    pub off: Team,
    pub def: Team,
    pub od: OffenseDisplay,
    pub dd: DefenseDisplay,
    pub sit: Situation,
    pub offense: Side,
    pub home: Side,
}

impl Fixture {
    pub fn new(off: Team, def: Team) -> Fixture {
        let (od, _) = lineup_displays(&off);
        let (_, dd) = lineup_displays(&def);
        let healthy = crate::resolve::Healthy::all(&off, &def);
        Fixture {
            ed: Edition::ttf7(),
            opts: RuleOptions::default(),
            off,
            def,
            od,
            dd,
            sit: Situation {
                los: Spot::new(35).unwrap(),
                down: Down::First,
                to_go: 10,
                offense_home: true,
                final_two_minutes_game: false,
                final_two_minutes_half: false,
                tempo: Tempo::Normal,
                er_before: 0,
                endurance_exceeded: None,
                two_point: false,
                first_half: true,
                prev_stopped: true,
                last_play_of_half: false,
                timeouts: (3, 3),
                line_to_gain: 45,
                touchback_at: huddle_core::CoreRules::default().touchback_at as i16,
                healthy,
            },
            offense: Side::Home,
            home: Side::Home,
        }
    }

    /// Riverton on offense against Harbor City.
    pub fn sample() -> Fixture {
        Fixture::new(huddle_cards::sample::riverton(), huddle_cards::sample::harbor_city())
    }

    /// Sets the line of scrimmage (yards from the offense's goal line) and the line to gain.
    pub fn at(mut self, los: i16, down: Down, to_go: i16) -> Fixture {
        self.sit.los = Spot::new(los).unwrap();
        self.sit.down = down;
        self.sit.to_go = to_go;
        self.sit.line_to_gain = (los + to_go).min(100);
        self
    }

    /// The player in an offensive box.
    pub fn off_pid(&self, b: OffBox) -> u16 {
        self.od.get(b).expect("occupied box")
    }
    /// The first player in a defensive box.
    pub fn def_pid(&self, b: DefBox) -> Option<u16> {
        self.dd.in_box(b).next()
    }

    /// Resolves a play with the given cards (in order) and decisions.
    pub fn resolve_with(&self, oc: OffenseCall, dc: DefenseCall, cards: Vec<Fac>, dec: &mut dyn Decider) -> (Result<PlayReport, crate::call::IllegalCall>, Vec<Step>, usize) {
        let sc = Scrimmage {
            ed: &self.ed,
            opts: &self.opts,
            off: &self.off,
            def: &self.def,
            od: self.od,
            dd: self.dd,
            oc,
            dc,
            sit: self.sit,
            offense: self.offense,
            home: self.home,
        };
        let n = cards.len();
        let mut src = CardSource::scripted(cards, Fac::Card(blank()));
        let mut rng = ScriptedRandom::default();
        let mut trace = Vec::new();
        let r = sc.resolve(&mut src, &mut rng, &mut trace, dec);
        let used = src.script_used();
        assert!(!src.exhausted(), "the play needed more than the {n} scripted cards; trace: {trace:?}");
        (r, trace, used)
    }

    /// Resolves with default decisions; panics on an illegal call.
    pub fn resolve(&self, oc: OffenseCall, dc: DefenseCall, cards: Vec<Fac>) -> PlayReport {
        let (r, trace, _) = self.resolve_with(oc, dc, cards, &mut DefaultDecider);
        r.unwrap_or_else(|e| panic!("illegal call: {e}; trace {trace:?}"))
    }
}

/// Yards gained (or the scrimmage `gain`) of a report.
pub fn gain(r: &PlayReport) -> i16 {
    match r.outcome.end {
        huddle_core::End::Scrimmage { gain, .. } => gain,
        e => panic!("not a scrimmage result: {e:?}"),
    }
}
