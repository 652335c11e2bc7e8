//! Building blocks for rule tests: scripted dice, a scrimmage fixture on two real teams' Lineup
//! Cards (the 2024 league in Bones cards), rolls found by what the tables say (so the tests do
//! not depend on a table's layout), a scripted coach, and a game set at a given down.

use crate::call::{DefPlay, DefenseCall, OffPlay, OffenseCall};
use crate::coach::{AiCoach, Alternative, Coach, DefenseChoice, KickoffKind, OffenseChoice, View};
use crate::dice::{Dice, RollLog};
use crate::display::{lineup_defense, lineup_offense};
use crate::game::BonesGame;
use crate::options::Options;
use crate::resolve::{self, Ctx, PlayResult};
use crate::tables::{Block, PassCol, Receiver, RunCol, Tables, ZEvent};
use crate::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_cards::bones::{BonesCard, ColumnRead, YardColumn, D100};
use huddle_cards::{DefBox, OffBox, Team};
use huddle_core::{AnyRandom, Down, DownDistance, Phase, PerSide, Randomness, ScriptedRandom, Side, Spot};
use std::collections::VecDeque;

/// A scripted roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum R {
    /// A FAD, 1..=100.
    Fad(u8),
    /// One die, 1..=10.
    D10(u8),
    /// Two dice for a 2d10 sum, each 1..=10.
    Two(u8, u8),
    /// The punt number's faces (lead, other), each 0..=9.
    Punt(u8, u8),
    /// A raw number for any other draw (`below(n)` answers `v % n`).
    Raw(u32),
}

/// The raw numbers a scripted source must hold for these rolls.
pub fn rolls(r: &[R]) -> Vec<u32> {
    let mut v = Vec::new();
    for x in r {
        match *x {
            R::Fad(n) => v.push(n as u32 - 1),
            R::D10(n) => v.push(n as u32 - 1),
            R::Two(a, b) => {
                v.push(a as u32 - 1);
                v.push(b as u32 - 1);
            }
            R::Punt(l, o) => {
                v.push(l as u32);
                v.push(o as u32);
            }
            R::Raw(n) => v.push(n),
        }
    }
    v
}

/// A FAD roll whose Blocking Battle entry in `col` is `want` (without a Z unless `z`).
pub fn block_roll(t: &Tables, col: RunCol, want: &str, z: bool) -> u8 {
    let b = Block::parse(want).expect("a Blocking Battle entry");
    (1..=100u8).find(|r| t.block(col, *r) == (b, z)).unwrap_or_else(|| panic!("no roll of {col:?} reads {want} (z {z})"))
}

/// A FAD roll whose Pass Receiver entry in `col` is `want`.
pub fn receiver_roll(t: &Tables, col: PassCol, want: &str, z: bool) -> u8 {
    let r = Receiver::parse(want).expect("a Pass Receiver entry");
    (1..=100u8).find(|x| t.receiver(col, *x) == (r, z)).unwrap_or_else(|| panic!("no roll of {col:?} reads {want} (z {z})"))
}

/// A FAD roll of the Z table that means `e`.
pub fn z_roll(t: &Tables, e: ZEvent) -> u8 {
    (1..=100u8).find(|x| t.z_event(*x) == e).expect("the Z table has this event")
}

/// A FAD roll that reads a given row (or B) of a column.
pub fn column_roll(c: &YardColumn, read: ColumnRead) -> u8 {
    (1..=100u8).find(|x| c.read(*x) == Some(read)).unwrap_or_else(|| panic!("the column has no {read:?}"))
}

/// A column with one range per yardage row from `lo` to `hi` (the rest of 1-100 on the top
/// row), B on 99-00 with M.
pub fn column(lo: i8, hi: i8, max: u8) -> YardColumn {
    let mut c = YardColumn::default();
    let n = (hi - lo + 1) as u8;
    let per = 98 / n;
    let mut at = 1u8;
    for (k, y) in (lo..=hi).enumerate() {
        let end = if k as u8 == n - 1 { 98 } else { at + per - 1 };
        c.rows[(y - huddle_cards::bones::ROW_MIN) as usize] = Some(D100::new(at, end));
        at = end + 1;
    }
    c.brk = Some(D100::new(99, 100));
    c.max = Some(max);
    c
}

pub fn team(code: &str) -> Team {
    crate::convert::league_2024().into_iter().find(|t| t.code == code).unwrap_or_else(|| panic!("no team {code}"))
}

/// A scrimmage play set up from two Lineup Cards: KC's offense against BAL's defense, ball on
/// the offense's 40, an inside run left to BK2 against a Pass Defense.
pub struct Fixture {
    pub t: Tables,
    pub opts: Options,
    pub off: Team,
    pub def: Team,
    pub od: OffenseDisplay,
    pub dd: DefenseDisplay,
    pub oc: OffenseCall,
    pub dc: DefenseCall,
    pub spot: i16,
    pub throw_on_run: bool,
    pub log: RollLog,
}

impl Default for Fixture {
    fn default() -> Fixture {
        Fixture::new("KC", "BAL")
    }
}

impl Fixture {
    pub fn new(off: &str, def: &str) -> Fixture {
        let (off, def) = (team(off), team(def));
        let od = lineup_offense(&off);
        let dd = lineup_defense(&def);
        Fixture { t: Tables::embedded(), opts: Options::default(), off, def, od, dd, oc: OffenseCall::new(OffPlay::IL, OffBox::BK2), dc: DefenseCall::new(DefPlay::Pass), spot: 40, throw_on_run: false, log: RollLog::default() }
    }
    /// The offense's player in a box.
    pub fn at(&self, b: OffBox) -> Pid {
        self.od.get(b).unwrap_or_else(|| panic!("nobody in {}", b.as_str()))
    }
    /// The defense's (first) player in a box.
    pub fn def_at(&self, b: DefBox) -> Pid {
        self.dd.in_box(b).next().unwrap_or_else(|| panic!("nobody in box {}", b.letter()))
    }
    /// The Bones card of the offense's player in a box, to set.
    pub fn card(&mut self, b: OffBox) -> &mut BonesCard {
        let p = self.at(b);
        self.off.players[p as usize].bones.as_mut().expect("a Bones card")
    }
    pub fn def_card(&mut self, b: DefBox) -> &mut BonesCard {
        let p = self.def_at(b);
        self.def.players[p as usize].bones.as_mut().expect("a Bones card")
    }
    /// Resolves the play with these rolls; panics if the script runs short (a rule test names
    /// every roll the play reads).
    pub fn resolve(&mut self, r: &[R]) -> PlayResult {
        let mut rng = ScriptedRandom::new(rolls(r));
        self.log.clear();
        let cx = Ctx { t: &self.t, opts: &self.opts, off: &self.off, def: &self.def, od: &self.od, dd: &self.dd, oc: &self.oc, dc: &self.dc, spot: self.spot, throw_on_run: self.throw_on_run, on_the_run: None, weather: &self.t.weather.conditions[0] };
        let mut d = Dice { rng: &mut rng, log: &mut self.log };
        let res = resolve::resolve(&cx, &mut d);
        assert!(!rng.exhausted(), "the play read more rolls than the script holds: {:?}", self.log.iter().collect::<Vec<_>>());
        res
    }
    /// The Pass Rush sums (defense, offense) of this setup.
    pub fn rush_sums(&self) -> (i16, i16) {
        let cx = Ctx { t: &self.t, opts: &self.opts, off: &self.off, def: &self.def, od: &self.od, dd: &self.dd, oc: &self.oc, dc: &self.dc, spot: self.spot, throw_on_run: self.throw_on_run, on_the_run: None, weather: &self.t.weather.conditions[0] };
        crate::pass::rush_sums(&cx)
    }
}

/// A coach that plays what it is told, in order, and asks the computer for the rest.
#[derive(Default)]
pub struct ScriptCoach {
    pub offense: VecDeque<OffenseChoice>,
    pub defense: VecDeque<DefenseCall>,
    pub kickoffs: VecDeque<KickoffKind>,
    pub onside_defense: bool,
    pub punt_rush: bool,
    pub accept: Option<bool>,
    pub timeouts: VecDeque<bool>,
    pub hurry: bool,
    pub two: bool,
    ai: AiCoach,
}

impl Coach for ScriptCoach {
    fn name(&self) -> &str {
        "script"
    }
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice {
        self.offense.pop_front().unwrap_or_else(|| self.ai.offense(v, rng))
    }
    fn defense(&mut self, v: &View, offense: &OffenseDisplay, punt: bool, rng: &mut dyn Randomness) -> DefenseChoice {
        match self.defense.pop_front() {
            Some(call) => DefenseChoice { display: v.base_defense, call },
            None => self.ai.defense(v, offense, punt, rng),
        }
    }
    fn kickoff(&mut self, v: &View, rng: &mut dyn Randomness) -> KickoffKind {
        self.kickoffs.pop_front().unwrap_or_else(|| self.ai.kickoff(v, rng))
    }
    fn onside_defense(&mut self, _v: &View) -> bool {
        self.onside_defense
    }
    fn punt_rush(&mut self, _v: &View) -> bool {
        self.punt_rush
    }
    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool {
        self.accept.unwrap_or_else(|| self.ai.accept_penalty(v, play, penalty))
    }
    fn timeout(&mut self, _v: &View) -> bool {
        self.timeouts.pop_front().unwrap_or(false)
    }
    fn hurry(&mut self, _v: &View) -> bool {
        self.hurry
    }
    fn go_for_two(&mut self, _v: &View) -> bool {
        self.two
    }
    fn two_point(&mut self, v: &View, rng: &mut dyn Randomness) -> (OffenseDisplay, OffenseCall) {
        match self.offense.pop_front() {
            Some(OffenseChoice::Play { display, call, .. }) => (display, call),
            _ => self.ai.two_point(v, rng),
        }
    }
}

/// A game between two 2024 teams in Bones cards with scripted coaches and dice, at a down:
/// `home` has the ball on its own `spot`, `down` and `to_go`, in `period` with `secs` left.
#[allow(clippy::too_many_arguments)]
pub fn game_at(home: ScriptCoach, away: ScriptCoach, r: &[R], spot: i16, down: Down, to_go: u8, period: u8, secs: u16) -> BonesGame {
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(home), Box::new(away));
    let mut g = BonesGame::new(Tables::embedded(), Options::default(), team("KC"), team("BAL"), AnyRandom::Scripted(ScriptedRandom::new(rolls(r))), coaches);
    g.core.phase = Phase::Scrimmage;
    g.core.possession = Side::Home;
    g.core.spot = Spot::new(spot).expect("a yard line");
    g.core.downs = DownDistance { down, line_to_gain: (spot + to_go as i16).min(100) as u8 };
    g.core.clock = huddle_core::Clock::new(period, secs);
    g
}

/// The offense's play as a scripted choice on the Lineup Card's display.
pub fn play(call: OffenseCall) -> OffenseChoice {
    OffenseChoice::Play { display: lineup_offense(&team("KC")), call, throw_on_run: false }
}

/// A quick check that a team's Lineup Card displays are legal (for fixtures).
pub fn lineups_legal(t: &Team) -> bool {
    crate::display::validate_offense(&lineup_offense(t), t).is_ok() && crate::display::validate_defense(&lineup_defense(t), t, false).is_ok()
}

// ---------------------------------------------------------------- kicking game and whole games
// (helpers of tests/rules_game.rs)

/// [`game_at`] with any coaches and rule options.
#[allow(clippy::too_many_arguments)]
pub fn game_with(home: Box<dyn Coach>, away: Box<dyn Coach>, opts: Options, r: &[R], spot: i16, down: Down, to_go: u8, period: u8, secs: u16) -> BonesGame {
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(home, away);
    let mut g = BonesGame::new(Tables::embedded(), opts, team("KC"), team("BAL"), AnyRandom::Scripted(ScriptedRandom::new(rolls(r))), coaches);
    g.core.phase = Phase::Scrimmage;
    g.core.possession = Side::Home;
    g.core.spot = Spot::new(spot).expect("a yard line");
    g.core.downs = DownDistance { down, line_to_gain: (spot + to_go as i16).min(100) as u8 };
    g.core.clock = huddle_core::Clock::new(period, secs);
    g
}

/// A FAD for a kicking play's Z check (the Blocking Battle's Z rolls), with a Z or without.
pub fn kick_z_roll(t: &Tables, z: bool) -> u8 {
    (1..=100u8).find(|r| t.block(RunCol::IL, *r).1 == z).expect("rolls with and without a Z")
}

/// A FAD of a Penalty Table column that reads the penalty named so.
pub fn penalty_roll(t: &Tables, col: crate::tables::PenCol, name: &str) -> u8 {
    (1..=100u8).find(|r| t.penalty(col, *r).is_some_and(|p| *p.name == *name)).unwrap_or_else(|| panic!("no roll of {col:?} reads {name}"))
}

/// A FAD of the injury table that reads this duration.
pub fn injury_roll(t: &Tables, d: crate::tables::Duration) -> u8 {
    (1..=100u8).find(|r| t.injury(*r) == d).unwrap_or_else(|| panic!("no injury roll reads {d:?}"))
}

/// The player a side kicks off with, punts with, and returns kickoffs and punts with (the
/// engine's choice: the first healthy card of each kind; returners in the Lineup Card's order).
pub fn kickoff_man(g: &BonesGame, side: Side) -> Pid {
    let t = &g.teams[side].team;
    (0..t.players.len() as Pid).find(|p| g.available(side, *p) && t.player(*p).bones.as_deref().is_some_and(|b| b.kickoff.is_some())).expect("a kickoff card")
}
pub fn punter(g: &BonesGame, side: Side) -> Pid {
    let t = &g.teams[side].team;
    (0..t.players.len() as Pid).find(|p| g.available(side, *p) && t.player(*p).pos == huddle_cards::Position::P).expect("a punter")
}
pub fn returner(g: &BonesGame, side: Side, punt: bool) -> Pid {
    let t = &g.teams[side].team;
    let bt = t.bones.as_ref().expect("returners on the Lineup Card");
    let list = if punt { &bt.pr } else { &bt.kr };
    list.iter().filter_map(|id| t.idx(id)).find(|p| g.available(side, *p) && t.player(*p).bones.as_deref().is_some_and(|b| if punt { b.pr.is_some() } else { b.kr.is_some() })).expect("a returner")
}
/// A player's Bones card in a game, to set.
pub fn card_mut(g: &mut BonesGame, side: Side, p: Pid) -> &mut BonesCard {
    g.teams[side].team.players[p as usize].bones.as_mut().expect("a Bones card")
}

// ---------------------------------------------------------------- passes
// (helpers of tests/rules_passes.rs)

/// A FAD of the Screen Pass Completion table that reads `want`.
pub fn screen_roll(t: &Tables, want: crate::tables::ScreenResult) -> u8 {
    (1..=100u8).find(|r| t.screen(*r) == want).unwrap_or_else(|| panic!("no screen roll reads {want:?}"))
}

/// A FAD of the Screen Pass Distance table with this multiplier (in halves: 1 = ×½, 6 = ×3).
pub fn screen_distance_roll(t: &Tables, want: crate::tables::Mult) -> u8 {
    (1..=100u8).find(|r| t.screen_distance(*r) == want).unwrap_or_else(|| panic!("no screen distance roll reads {want:?}"))
}

/// A 1d10 of a Spot of Interception column (0 QK, 1 SH, 2 LG, 3 Screen/Shovel, 4 Swing) whose
/// box passes `want`.
pub fn spot_d10(t: &Tables, col: usize, want: impl Fn(DefBox) -> bool) -> Option<u8> {
    (1..=10u8).find(|d| want(t.spot(col, *d)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fixture_is_legal_and_its_rolls_are_found() {
        let f = Fixture::default();
        assert!(lineups_legal(&f.off) && lineups_legal(&f.def));
        let r = block_roll(&f.t, RunCol::IL, "LG vs B", false);
        assert_eq!(f.t.block(RunCol::IL, r).0, Block::parse("LG vs B").unwrap());
        assert_eq!(rolls(&[R::Fad(100), R::D10(10), R::Two(3, 4)]), vec![99, 9, 2, 3]);
    }
}
