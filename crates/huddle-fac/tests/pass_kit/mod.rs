//! Shared helpers of the passing-game rule tests (`rules_passes.rs`, `rules_pass_rush.rs`).
#![allow(dead_code)]

use huddle_cards::{DefBox, GainCell, OffBox, PassRanges, RushCell, RushCol};
use huddle_core::{End, PlayFlags, Side};
use huddle_fac::call::{DefPlay, DefenseCall, OffPlay, OffenseCall};
use huddle_fac::display::Pid;
use huddle_fac::fac::{Fac, FacCard};
use huddle_fac::play::PlayReport;
use huddle_fac::resolve::{Decider, RawEnd};
use huddle_fac::testkit::*;
use huddle_fac::trace::{Note, Step, What};

/// A neutral padding card: PN 30 (no interception range and no "?" success), RN 6.
pub fn pad() -> Fac {
    Fac::Card(blank().pn(30).rn(6))
}

/// `cards` followed by `n` padding cards.
pub fn padded(mut cards: Vec<Fac>, n: usize) -> Vec<Fac> {
    cards.extend(std::iter::repeat_n(pad(), n));
    cards
}

/// A card with both a PN and an RN set.
pub fn card(pn: u8, rn: u8) -> Fac {
    Fac::Card(blank().pn(pn).rn(rn))
}

/// A pass directive card for Quick/Short/Long.
pub fn dir(d: &str) -> Fac {
    pass(d)
}

pub fn fac(c: FacCard) -> Fac {
    Fac::Card(c)
}

/// Decisions of a pass rush scramble and an end-zone interception, scripted by the test.
#[derive(Default)]
pub struct Dec {
    /// Throw on the run to this receiver (None = scramble).
    pub throw_to: Option<OffBox>,
    pub return_end_zone: bool,
    /// Receivers offered at the scramble decision (recorded).
    pub offered: Vec<OffBox>,
    pub asked_scramble: bool,
    /// The defense's pick when several defenders may intercept (None = pro-rate).
    pub interceptor: Option<huddle_fac::display::Pid>,
    /// The candidates offered at that choice (recorded).
    pub interceptors_offered: Vec<huddle_fac::display::Pid>,
}

impl Decider for Dec {
    fn pitch_inside(&mut self, _: huddle_fac::fac::RunDir, _: huddle_fac::fac::RunDir) -> bool {
        false
    }
    fn option_keep(&mut self, _: huddle_fac::fac::RunDir, _: huddle_fac::fac::RunDir) -> bool {
        true
    }
    fn scramble_or_throw(&mut self, receivers: &[OffBox]) -> Option<OffBox> {
        self.asked_scramble = true;
        self.offered = receivers.to_vec();
        self.throw_to
    }
    fn return_from_end_zone(&mut self) -> bool {
        self.return_end_zone
    }
    fn choose_interceptor(&mut self, c: &[huddle_fac::resolve::Interceptor<'_>]) -> Option<huddle_fac::display::Pid> {
        self.interceptors_offered = c.iter().map(|c| c.pid).collect();
        self.interceptor
    }
}

/// A resolved play with its trace and the number of scripted cards used.
pub struct Run {
    pub r: PlayReport,
    pub trace: Vec<Step>,
    pub used: usize,
}

impl Run {
    /// The adjusted completion range in effect (last `Range` of the Pass Number).
    pub fn com(&self) -> u8 {
        self.trace
            .iter()
            .rev()
            .find_map(|s| match s {
                Step::Range { what: What::PassNumber, hi, .. } => Some(*hi),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no completion range in trace {:?}", self.trace))
    }
    /// The adjusted sack range in effect.
    pub fn sack(&self) -> u8 {
        self.trace
            .iter()
            .find_map(|s| match s {
                Step::Range { what: What::Sack, hi, .. } => Some(*hi),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no sack range in trace {:?}", self.trace))
    }
    pub fn has(&self, n: Note) -> bool {
        self.trace.iter().any(|s| matches!(s, Step::Note { note } if *note == n))
    }
    /// Modified RNs read for `what`.
    pub fn rns(&self, what: What) -> Vec<u8> {
        self.trace
            .iter()
            .filter_map(|s| match s {
                Step::Rn { what: w, modified, .. } if *w == what => Some(*modified),
                _ => None,
            })
            .collect()
    }
    pub fn pns(&self, what: What) -> Vec<u8> {
        self.trace
            .iter()
            .filter_map(|s| match s {
                Step::Pn { what: w, pn } if *w == what => Some(*pn),
                _ => None,
            })
            .collect()
    }
    pub fn receiver_box(&self) -> Option<OffBox> {
        self.trace.iter().find_map(|s| match s {
            Step::Receiver { target } => Some(*target),
            _ => None,
        })
    }
    pub fn interceptor_box(&self) -> Option<DefBox> {
        self.trace.iter().find_map(|s| match s {
            Step::Box { what: What::Interceptor, def } => Some(*def),
            _ => None,
        })
    }
    pub fn end(&self) -> RawEnd {
        self.r.raw.end
    }
    pub fn completed(&self) -> bool {
        self.r.raw.completed && self.r.raw.end == RawEnd::Live
    }
    pub fn incomplete(&self) -> bool {
        self.r.raw.end == RawEnd::Incomplete
    }
    /// Yards gained on a scrimmage result.
    pub fn gain(&self) -> i16 {
        gain(&self.r)
    }
    pub fn intercepted(&self) -> bool {
        matches!(self.r.raw.end, RawEnd::Intercepted { .. })
    }
    pub fn interceptor(&self) -> Option<Pid> {
        if self.intercepted() {
            self.r.raw.defender
        } else {
            None
        }
    }
    pub fn td(&self) -> bool {
        self.r.outcome.record.flags.has(PlayFlags::TOUCHDOWN)
    }
    pub fn oob(&self) -> bool {
        self.r.outcome.record.flags.has(PlayFlags::OUT_OF_BOUNDS)
    }
    /// After a change of possession: where the new holder has the ball (its own frame).
    pub fn defense_ball(&self) -> i16 {
        match self.r.outcome.end {
            End::Possession { holder, at, .. } => {
                assert_eq!(holder, Side::Away, "the defense (Harbor City, away) holds the ball");
                at
            }
            e => panic!("not a change of possession: {e:?}"),
        }
    }
}

/// Resolves a play with a decider; panics on an illegal call.
pub fn go_with(f: &Fixture, oc: OffenseCall, dc: DefenseCall, cards: Vec<Fac>, dec: &mut Dec) -> Run {
    let (r, trace, used) = f.resolve_with(oc, dc, cards, dec);
    let r = r.unwrap_or_else(|e| panic!("illegal call: {e}; trace {trace:?}"));
    Run { r, trace, used }
}

pub fn go(f: &Fixture, oc: OffenseCall, dc: DefenseCall, cards: Vec<Fac>) -> Run {
    go_with(f, oc, dc, cards, &mut Dec::default())
}

pub fn call(play: OffPlay, target: OffBox) -> OffenseCall {
    OffenseCall::new(play, target)
}

pub fn pc() -> DefenseCall {
    DefenseCall::new(DefPlay::PassCoverage)
}

pub fn blitz(f: &Fixture, boxes: &[DefBox]) -> DefenseCall {
    let mut dc = DefenseCall::new(DefPlay::Blitz);
    for (i, b) in boxes.iter().enumerate() {
        dc.blitzers[i] = Some(f.def_pid(*b).expect("a blitzer in the box"));
    }
    dc
}

/// Roster index of a player by id.
pub fn pid(t: &huddle_cards::Team, id: &str) -> Pid {
    t.idx(id).unwrap_or_else(|| panic!("no player {id}"))
}

/// Moves a defender (by id) into a box, removing him from wherever he stood.
pub fn put_def(f: &mut Fixture, b: DefBox, id: &str) {
    let p = pid(&f.def, id);
    f.dd.remove(p);
    assert!(f.dd.place(b, p), "box {b} is full");
}

/// Removes every defender from a box.
pub fn clear_def(f: &mut Fixture, b: DefBox) {
    let ps: Vec<Pid> = f.dd.in_box(b).collect();
    for p in ps {
        f.dd.remove(p);
    }
}

/// Puts an offensive player (by id) in a box (None empties it).
pub fn put_off(f: &mut Fixture, b: OffBox, id: Option<&str>) {
    let p = id.map(|id| pid(&f.off, id));
    if let Some(p) = p {
        if let Some(old) = f.od.box_of(p) {
            f.od.set(old, None);
        }
    }
    f.od.set(b, p);
}

/// The offense's quarterback card ranges.
pub fn qb_short(f: &Fixture) -> PassRanges {
    f.off.player(f.off_pid(OffBox::QB)).passing.unwrap().short
}
pub fn qb_quick(f: &Fixture) -> PassRanges {
    f.off.player(f.off_pid(OffBox::QB)).passing.unwrap().quick
}
pub fn qb_long(f: &Fixture) -> PassRanges {
    f.off.player(f.off_pid(OffBox::QB)).passing.unwrap().long
}

/// Mutable access to the offense's quarterback card.
pub fn qb_card(f: &mut Fixture) -> &mut huddle_cards::Passing {
    let q = f.off_pid(OffBox::QB) as usize;
    f.off.players[q].passing.as_mut().unwrap()
}

/// Mutable access to a defender's defensive values (by id).
pub fn def_card<'a>(f: &'a mut Fixture, id: &str) -> &'a mut huddle_cards::Defense {
    let p = pid(&f.def, id) as usize;
    f.def.players[p].defense.as_mut().unwrap()
}

/// A receiver's pass-gain cell (yards), by box.
pub fn gain_cell(f: &Fixture, b: OffBox, col: char, rn: u8) -> GainCell {
    let r = f.off.player(f.off_pid(b)).receiving.as_ref().unwrap();
    let c = match col {
        'Q' => &r.q,
        'S' => &r.s,
        _ => &r.l,
    };
    c[rn as usize - 1]
}

pub fn gain_yards(f: &Fixture, b: OffBox, col: char, rn: u8) -> i16 {
    match gain_cell(f, b, col, rn) {
        GainCell::Yards(y) => y as i16,
        c => panic!("{col} column RN {rn} of the {b} receiver is {c}, pick another"),
    }
}

/// A rushing cell (yards) of the player in a box.
pub fn rush_yards(f: &Fixture, b: OffBox, col: RushCol, rn: u8) -> i16 {
    let p = f.off.player(f.off_pid(b));
    match p.rushing.as_ref().unwrap().column(col)[rn as usize - 1] {
        RushCell::Yards(y) => y as i16,
        c => panic!("RN {rn} of {} is {c}, pick another", p.name),
    }
}

/// The Pass Defense Value printed on a defender's card (by box).
pub fn pd_of(f: &Fixture, b: DefBox) -> i16 {
    f.def.player(f.def_pid(b).unwrap()).defense.unwrap().pd as i16
}
