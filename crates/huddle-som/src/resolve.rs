//! Reading the cards: which column a play reads (§2.4 step 3, §2.5 step 3), what a cell comes to
//! once its rating checks, split numbers, Short and Long Gains and symbols are settled (§2.3,
//! §2.6, §2.15.7, §2.15.8), and the run and pass procedures built on them (§2.4, §2.5, §2.13).
//!
//! The game fills the inputs from its board and lineups (zone counts, who covers whom, the
//! ratings a check may read); this module only reads cards and dice.

use crate::cards::{at, Column, DefenseCard, PassSections, PassingCard, RunCard};
use crate::dice::{Dice, Purpose, Roll, Throw};
use crate::reading::{OffCheck, Reading, Symbol};
use crate::replay::{Replay, ReplayKind, ReplaySource};
use crate::vocab::{CardColumn, DefCall, DefSlot, PassKind, PassPlay, RunKind, RunPlay};

/// What a cell comes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Terminal {
    Yards(i16),
    Touchdown,
    Incomplete,
    Fumble(i16),
    Interception(i16),
    Receiver,
    MustRun,
}

/// The charts a reading may send the play to. The Short Gain is the X-Chart's (not in the
/// rulebook: a reconstruction); the Long Gain is T18's Neutral line.
pub trait Charts {
    /// The X-Chart's Short Gain at a two-dice total.
    fn short_gain(&self, total: u8) -> i16;
    /// T18, Neutral line: `None` is a touchdown.
    fn long_gain(&self, control: u8, total: u8) -> Option<i16>;
}

/// Ratings a defensive-card check may read, filled by the game for this play.
#[derive(Clone, Copy, Debug, Default)]
pub struct Checks {
    /// Run-block ratings by [`OffCheck`] (formation adjustments applied).
    pub off: [u8; 10],
    /// Defense ratings of the defenders on the field, by [`DefSlot`].
    pub def: [Option<u8>; 16],
    /// "LB in zone" / "DB in zone" ratings: the highest-rated man in the zone (digest A-G5).
    pub lb_zone: Option<u8>,
    pub db_zone: Option<u8>,
    /// The covering defender's rating (`None`: the receiver is open, §2.15.11).
    pub coverer: Option<u8>,
    /// Linebackers (or the free safety) behind the attacked area, for □ and □□ (§2.15.8).
    pub behind: u8,
    /// □ and □□ are ignored inside the opponent's 10 (§2.15.8), and □ always adds on 3-3-5 Off Tackle.
    pub box_off: bool,
    pub box_always: bool,
    /// T1's "BB Lower": a blocking-back check gives the lower figure (unless the QB runs).
    pub bb_lower: bool,
    /// A 3-4 team in a four-man line has no NT: a "Defensive NT" reading uses the RT's rating
    /// −1 on a results total of 5 and the LT's −1 on a 9 (§2.14.3, L653-L654): `[RT − 1, LT − 1]`.
    pub nt_stand_in: [Option<u8>; 2],
    /// The results total of the roll whose cell is read (for `nt_stand_in`).
    pub results_total: u8,
}

impl Checks {
    pub fn set_off(&mut self, c: OffCheck, rating: u8) {
        self.off[c.index()] = rating;
    }
    pub fn off(&self, c: OffCheck) -> u8 {
        self.off[c.index()]
    }
    pub fn set_def(&mut self, s: DefSlot, rating: u8) {
        self.def[s as usize] = Some(rating);
    }
}

/// What a reading came to, and what the dice did on the way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Read {
    pub result: Terminal,
    /// A sniper scope was on the cell (§2.15.5 step 4).
    pub scope: bool,
    /// The result came from a split number and may be challenged (§2.8, T17). A `ruled` of
    /// [`Terminal::Receiver`] is an interception split's RECEIVER part, settled by the pass.
    pub replay: Option<Replay>,
}

/// What the dice did on the way through a cell.
#[derive(Default)]
struct Trace {
    scope: bool,
    replay: Option<Replay>,
}

/// Settles a reading (§2.3, §2.6): a rating check against the initial `control` die (the first
/// figure when the rating is at least the die), a split number with a new two-dice roll, a Short
/// Gain (X-Chart, two dice), a Long Gain (T18, three dice), and the symbols.
pub fn settle(r: &Reading, control: u8, checks: &Checks, charts: &dyn Charts, dice: &mut Dice) -> Read {
    let mut trace = Trace::default();
    let result = settle_inner(r, control, checks, charts, dice, &mut trace, None);
    Read { result, scope: trace.scope, replay: trace.replay }
}

fn yards(t: Terminal, add: i16) -> Terminal {
    match t {
        Terminal::Yards(y) => Terminal::Yards(y + add),
        Terminal::Fumble(y) => Terminal::Fumble(y + add),
        other => other,
    }
}

fn settle_inner(r: &Reading, control: u8, checks: &Checks, charts: &dyn Charts, dice: &mut Dice, trace: &mut Trace, symbol: Option<Symbol>) -> Terminal {
    match r {
        Reading::Yards(y) => Terminal::Yards(*y as i16),
        Reading::Touchdown => Terminal::Touchdown,
        Reading::Incomplete => Terminal::Incomplete,
        Reading::Fumble(y) => Terminal::Fumble(*y as i16),
        Reading::Interception(y) => Terminal::Interception(*y as i16),
        Reading::Receiver => Terminal::Receiver,
        Reading::MustRun => Terminal::MustRun,
        Reading::ShortGain => {
            let sg = charts.short_gain(dice.two(Purpose::ShortGain));
            // [som 2.6] With □ and no linebacker behind, add 10 to the Short Gain.
            Terminal::Yards(sg + box_bonus(symbol, checks))
        }
        Reading::LongGain => {
            let roll = dice.throw(Throw::THREE, Purpose::LongGain);
            match charts.long_gain(roll.ctl(), roll.total()) {
                Some(y) => Terminal::Yards(y),
                None => Terminal::Touchdown,
            }
        }
        Reading::Split(parts) => {
            let t = dice.two(Purpose::Split);
            let Some(idx) = parts.iter().position(|(lo, hi, _)| (*lo..=*hi).contains(&t)).or((!parts.is_empty()).then_some(0)) else {
                return Terminal::Incomplete;
            };
            let result = settle_inner(&parts[idx].2, control, checks, charts, dice, trace, symbol);
            trace.replay = split_replay(parts, idx, result);
            result
        }
        Reading::Off { who, hi, lo } => {
            let ok = checks.off(*who) >= control;
            let r = if *who == OffCheck::Bb && checks.bb_lower { lower(hi, lo) } else { pick(ok, hi, lo) };
            settle_inner(r, control, checks, charts, dice, trace, symbol)
        }
        Reading::Def { who, hi, lo } => {
            // A defender who is not on the field fails his check (digest A-G5's reading); a 3-4
            // team's NT reading in a four-man line reads a tackle on a 5 or a 9 (§2.14.3).
            let rating = match (who, checks.def[*who as usize]) {
                (DefSlot::Nt, None) => match checks.results_total {
                    5 => checks.nt_stand_in[0],
                    9 => checks.nt_stand_in[1],
                    _ => None,
                },
                (_, r) => r,
            };
            let ok = rating.is_some_and(|v| v >= control);
            settle_inner(pick(ok, hi, lo), control, checks, charts, dice, trace, symbol)
        }
        Reading::LbInZone { hi, lo } => {
            let ok = checks.lb_zone.is_some_and(|v| v >= control);
            settle_inner(pick(ok, hi, lo), control, checks, charts, dice, trace, symbol)
        }
        Reading::DbInZone { hi, lo } => {
            let ok = checks.db_zone.is_some_and(|v| v >= control);
            settle_inner(pick(ok, hi, lo), control, checks, charts, dice, trace, symbol)
        }
        Reading::Defender { lo } => {
            // [som 2.15.7] The covering defender's rating at least the control die: incomplete;
            // otherwise a Short Gain. An open receiver is an automatic completion (§2.15.11).
            if checks.coverer.is_some_and(|v| v >= control) {
                Terminal::Incomplete
            } else {
                settle_inner(lo, control, checks, charts, dice, trace, symbol)
            }
        }
        Reading::Marked(inner, sym) => {
            if *sym == Symbol::Scope {
                trace.scope = true;
            }
            let t = settle_inner(inner, control, checks, charts, dice, trace, Some(*sym));
            // The Short Gain adds its own bonus; any other yardage gets it here (and to a split's
            // opposite result, which is read from the same cell).
            if matches!(**inner, Reading::ShortGain) {
                t
            } else {
                let bonus = box_bonus(Some(*sym), checks);
                if let Some(r) = trace.replay.as_mut() {
                    r.ruled = yards(r.ruled, bonus);
                    r.opposite = yards(r.opposite, bonus);
                }
                yards(t, bonus)
            }
        }
    }
}

/// A reading without its symbol.
fn plain(r: &Reading) -> &Reading {
    match r {
        Reading::Marked(inner, _) => plain(inner),
        other => other,
    }
}

/// The challengeable ruling a split number gave, with its opposite (§2.8, T17; module
/// [`crate::replay`]): a fumble (only when the result was one), an interception either way
/// against the split's other part, a catch against an incompletion either way.
fn split_replay(parts: &[(u8, u8, Reading)], idx: usize, result: Terminal) -> Option<Replay> {
    let mut others = parts.iter().enumerate().filter(|(i, _)| *i != idx).map(|(_, p)| plain(&p.2));
    let split = |kind, opposite| Some(Replay { kind, source: ReplaySource::Split, ruled: result, opposite });
    match result {
        Terminal::Fumble(y) if others.any(|r| !matches!(r, Reading::Fumble(_))) => split(ReplayKind::Fumble, Terminal::Yards(y)),
        Terminal::Interception(_) if others.any(|r| !matches!(r, Reading::Interception(_))) => split(ReplayKind::Interception, Terminal::Incomplete),
        Terminal::Incomplete | Terminal::Receiver => {
            let mut catch = None;
            for r in others {
                match r {
                    Reading::Interception(y) => return split(ReplayKind::Interception, Terminal::Interception(*y as i16)),
                    Reading::Yards(y) if catch.is_none() => catch = Some(Terminal::Yards(*y as i16)),
                    Reading::Touchdown if catch.is_none() => catch = Some(Terminal::Touchdown),
                    _ => {}
                }
            }
            match (result, catch) {
                (Terminal::Incomplete, Some(c)) => split(ReplayKind::Reception, c),
                _ => None,
            }
        }
        Terminal::Yards(_) | Terminal::Touchdown if others.any(|r| matches!(r, Reading::Incomplete)) => split(ReplayKind::Reception, Terminal::Incomplete),
        _ => None,
    }
}

/// Whether a cell carries the sniper scope (§2.15.5 step 4, §2.15.8): the symbol marks the whole
/// cell, so it is read before the cell is settled.
pub fn sniper_scope(cell: &Reading) -> bool {
    matches!(cell, Reading::Marked(_, Symbol::Scope))
}

/// "Accept the lower yardage figure" (T1 BB Lower): the figure with fewer yards.
fn pick<'a>(ok: bool, hi: &'a Reading, lo: &'a Reading) -> &'a Reading {
    if ok {
        hi
    } else {
        lo
    }
}

fn lower<'a>(a: &'a Reading, b: &'a Reading) -> &'a Reading {
    match (a, b) {
        (Reading::Yards(x), Reading::Yards(y)) if y < x => b,
        (Reading::Yards(_), Reading::Yards(_)) => a,
        _ => b,
    }
}

/// □: +10 with nobody behind the attacked area; □□: +10 unless two men are behind (§2.15.8).
fn box_bonus(symbol: Option<Symbol>, c: &Checks) -> i16 {
    match symbol {
        _ if c.box_off => 0,
        Some(Symbol::Box) if c.box_always || c.behind == 0 => 10,
        Some(Symbol::DoubleBox) if c.behind < 2 => 10,
        _ => 0,
    }
}

/// How the third- and fourth-down and one-back overrides treat a correct KEY (digest A-G64).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OverrideKey {
    /// (b), recommended: the override turns WRONG into RIGHT and leaves a valid KEY.
    #[default]
    KeepKey,
    /// (a): RIGHT replaces KEY as well.
    Right,
}

/// What decides a running card's column (§2.4 step 3).
#[derive(Clone, Copy, Debug, Default)]
pub struct RunColumnInput {
    pub call: Option<DefCall>,
    /// The defense keyed a back (or the QB) …
    pub keyed: bool,
    /// … and it was this carrier.
    pub keyed_carrier: bool,
    /// At least one defender in the blitz zone where the run goes (§2.4.1; in the 3-4 all open areas).
    pub key_zone_filled: bool,
    pub draw: bool,
    /// 3rd & 5+ or 4th & 3+ (§2.15.6).
    pub long_yardage: bool,
    /// A one-back set with three or more wide receivers (§2.16).
    pub one_back_spread: bool,
    pub control: u8,
    /// A fatigued back reads RIGHT always (§2.18.2).
    pub fatigued: bool,
}

/// The running card's column (§2.4 step 3, §2.4.1, §2.4.2, §2.15.6, §2.16, §2.18.2).
pub fn run_column(i: &RunColumnInput, key_rule: OverrideKey) -> CardColumn {
    if i.fatigued {
        return CardColumn::Right;
    }
    let call = i.call.unwrap_or(DefCall::Pass);
    let mut col = if i.draw {
        // [som 2.4.2] A draw against a pass call fools the defense; against a run call it was diagnosed.
        match call {
            DefCall::Pass => CardColumn::Wrong,
            DefCall::Run => CardColumn::Third,
        }
    } else {
        match call {
            DefCall::Pass => CardColumn::Wrong,
            DefCall::Run if i.keyed && !i.keyed_carrier => CardColumn::Wrong,
            DefCall::Run if i.keyed && i.key_zone_filled => CardColumn::Third,
            DefCall::Run => CardColumn::Right,
        }
    };
    let forced = i.long_yardage || (i.one_back_spread && i.control == 1);
    if forced {
        col = match (col, key_rule) {
            (CardColumn::Third, OverrideKey::KeepKey) => CardColumn::Third,
            _ => CardColumn::Right,
        };
    }
    col
}

/// What decides a quarterback's column (§2.5 step 3) and the receiver's (step 5).
#[derive(Clone, Copy, Debug, Default)]
pub struct PassColumnInput {
    pub call: Option<DefCall>,
    /// The intended receiver is correctly double-teamed.
    pub double_teamed: bool,
    /// Someone else is double-teamed but not the target (L761: RIGHT).
    pub others_double_teamed: bool,
    /// A flat or look-in pass into an open zone (§2.15.11).
    pub open_zone: bool,
    /// A flat or look-in pass to a receiver left open (§2.15.11, L859): his card reads WRONG,
    /// even against a pass call (the quarterback's is not changed).
    pub open_receiver: bool,
    /// After a pass rush without a sack, the offense continued (§2.13.6).
    pub continued: bool,
    pub dump_off: bool,
    /// The receiver is a tired backup (§2.18.2): his card reads RIGHT always.
    pub fatigued: bool,
}

/// The quarterback card's column.
pub fn qb_column(i: &PassColumnInput) -> CardColumn {
    if i.dump_off {
        // [som 2.13.6] (L596) The dump-off reads RIGHT, except into an open zone (WRONG unless
        // the blitzing-linebacker exception holds, which `open_zone` has already weighed).
        return if i.open_zone { CardColumn::Wrong } else { CardColumn::Right };
    }
    if i.continued {
        return CardColumn::Third;
    }
    if i.open_zone {
        return CardColumn::Wrong;
    }
    match i.call.unwrap_or(DefCall::Run) {
        DefCall::Run => CardColumn::Wrong,
        DefCall::Pass if i.double_teamed => CardColumn::Third,
        DefCall::Pass => CardColumn::Right,
    }
}

/// The receiver card's column: RIGHT after a continue, whichever card gave the RECEIVER (L592).
///
/// A receiver left open on a flat or look-in pass reads WRONG whatever the call (§2.15.11,
/// L859), a dump-off's included (L596: "a receiver that does not have a defender is considered
/// open as per the open receiver rule"); after a continue his card reads RIGHT as L592 says of
/// "any Receiver results" (see `docs/som-decisions.md`). A tired backup (§2.18.2) reads RIGHT.
pub fn receiver_column(i: &PassColumnInput) -> CardColumn {
    // [som 2.18.2] "All fatigued players will use only their guessed right column on their cards
    // regardless of circumstances" (L1045).
    if i.continued || i.fatigued {
        return CardColumn::Right;
    }
    if i.dump_off {
        return if i.open_zone || i.open_receiver { CardColumn::Wrong } else { CardColumn::Right };
    }
    if i.open_receiver {
        return CardColumn::Wrong;
    }
    qb_column(i)
}

/// How a run came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunOutcome {
    pub result: Terminal,
    /// A split number's ruling that may be challenged (§2.8).
    pub replay: Option<Replay>,
    /// Read off the team defensive card (control 4-6), which matters for fumbles at the goal line (§2.5.2).
    pub defense_card: bool,
    pub column: CardColumn,
    pub scope: bool,
}

/// The running inputs of one carry.
#[derive(Clone, Copy)]
pub struct RunInputs<'a> {
    pub play: RunPlay,
    pub card: &'a RunCard,
    pub column: CardColumn,
    pub defense: &'a DefenseCard,
    pub men_in_zone: u8,
}

/// A run (§2.4): control 1-3 reads the carrier's card in `column`, 4-6 the defensive card's
/// section for the run in the column for `men_in_zone` linebackers.
pub fn run(roll: &Roll, i: &RunInputs, checks: &Checks, charts: &dyn Charts, dice: &mut Dice) -> RunOutcome {
    let RunInputs { play, card, column, defense, men_in_zone } = *i;
    let kind = play.kind;
    let (cell, defense_card) = if roll.offense_card() { (at(card.section(kind).column(column), roll.total()), false) } else { (at(defense.run(kind, men_in_zone), roll.total()), true) };
    let read = settle(cell, roll.ctl(), checks, charts, dice);
    // A run card cannot say RECEIVER; a defensive-card RECEIVER on a run section would be a data
    // error (validation refuses it). MR on a run card is not a reading of runs either.
    RunOutcome { result: read.result, replay: read.replay, defense_card, column, scope: read.scope }
}

/// The section a run reads (for callers that want the kind).
pub fn run_kind(p: RunPlay) -> RunKind {
    p.kind
}

/// How a pass (without its pass rush) came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassOutcome {
    pub result: Terminal,
    /// The yardage came off the receiver's card.
    pub receiver_card: bool,
    /// The fumble check of a completion (§2.5 step 5.3) found a fumble at the catch.
    pub receiver_fumble: bool,
    pub scope: bool,
    /// The control die of the roll that decided the catch (out of bounds reads it, §2.12.2).
    pub control: u8,
    /// A ruling that may be challenged (§2.8, T17): a split number's result, or the receiver
    /// fumble check's fumble.
    pub replay: Option<Replay>,
}

/// The passing inputs of one throw.
pub struct PassInputs<'a> {
    pub play: PassPlay,
    pub qb: &'a PassingCard,
    pub qb_column: CardColumn,
    pub receiver: &'a PassSections,
    pub receiver_column: CardColumn,
    pub defense: &'a DefenseCard,
    pub men_in_zone: u8,
    /// The receiver fumble range's top (T5; 0 = never).
    pub receiver_fumble_max: u8,
}

/// A pass read from `roll` (the initial roll, or the re-roll after a pass rush, §2.13.6): control
/// 1-3 the QB's card, 4-6 the defensive card; a RECEIVER reading rolls four dice on the
/// receiver's card (§2.5 step 5), where a completion with control 1 checks the black die against
/// the receiver fumble range (not when the catch reaches the end zone). A look-in of 0 or fewer
/// yards is incomplete (§2.5 step 6).
pub fn pass(roll: &Roll, i: &PassInputs, checks: &Checks, charts: &dyn Charts, dice: &mut Dice, to_goal: i16) -> PassOutcome {
    let kind = i.play.kind();
    let cell = if roll.offense_card() { at(i.qb.sections.section(kind).column(i.qb_column), roll.total()) } else { at(i.defense.pass(kind, i.men_in_zone), roll.total()) };
    let first = settle(cell, roll.ctl(), checks, charts, dice);
    let mut out = PassOutcome { result: first.result, receiver_card: false, receiver_fumble: false, scope: first.scope, control: roll.ctl(), replay: first.replay };
    if first.result == Terminal::Receiver {
        let r = dice.throw(Throw::FOUR, Purpose::Receiver);
        let cell = at(i.receiver.section(kind).column(i.receiver_column), r.total());
        let read = settle(cell, r.ctl(), checks, charts, dice);
        out.result = read.result;
        out.receiver_card = true;
        out.control = r.ctl();
        // [som 2.8] The receiver card's own split ruling; else an interception split's RECEIVER
        // part ruled incomplete on the receiver's card (T17 #: challengeable either way).
        out.replay = match (read.replay, first.replay) {
            (Some(rp), _) => Some(rp),
            (None, Some(rp)) if read.result == Terminal::Incomplete => Some(Replay { ruled: Terminal::Incomplete, ..rp }),
            _ => None,
        };
        // [som 2.5] The receiver fumble check: a completion, control 1, black within the range.
        if let Terminal::Yards(y) = read.result {
            if r.ctl() == 1 && y < to_goal && r.black.is_some_and(|b| b <= i.receiver_fumble_max) {
                out.receiver_fumble = true;
                // [som 2.8] T17: the team fumble rating's fumble may be challenged.
                out.replay = Some(Replay::fumble_rating(y));
            }
        }
    }
    // A RECEIVER part that never reached the receiver's card is no ruling.
    if out.replay.is_some_and(|rp| rp.ruled == Terminal::Receiver) {
        out.replay = None;
    }
    if out.result == Terminal::MustRun {
        return out;
    }
    if i.play == PassPlay::LookIn {
        if let Terminal::Yards(y) = out.result {
            if y <= 0 {
                out.result = Terminal::Incomplete;
                out.receiver_fumble = false;
                out.replay = None;
            }
        }
    }
    out
}

/// Must Run (§2.6): two dice on the QB's Must Run column (a split's ruling may be challenged).
pub fn must_run(qb: &PassingCard, checks: &Checks, charts: &dyn Charts, dice: &mut Dice) -> Read {
    let t = dice.two(Purpose::MustRun);
    settle(at(&qb.must_run, t), 1, checks, charts, dice)
}

/// Reads a column directly (tests and narration).
pub fn cell(col: &Column, total: u8) -> &Reading {
    at(col, total)
}

/// The section kind of a pass.
pub fn pass_kind(p: PassPlay) -> PassKind {
    p.kind()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::script;

    struct Flat;
    impl Charts for Flat {
        fn short_gain(&self, total: u8) -> i16 {
            total as i16
        }
        fn long_gain(&self, control: u8, total: u8) -> Option<i16> {
            (total != 12).then_some(30 + control as i16)
        }
    }

    fn settle_str(s: &str, control: u8, checks: &Checks, faces: &[u8]) -> Terminal {
        let mut rng = script(faces);
        let mut dice = Dice::new(&mut rng);
        settle(&Reading::parse(s).unwrap(), control, checks, &Flat, &mut dice).result
    }

    #[test]
    fn an_offensive_check_gives_the_first_figure_when_the_rating_reaches_the_control_die() {
        // [som 2.3] "OFFENSIVE C +7 OR +3", C run-block 5, control 4 → +7; control 6 → +3.
        let mut c = Checks::default();
        c.set_off(OffCheck::C, 5);
        assert_eq!(settle_str("OFF C +7 OR +3", 4, &c, &[]), Terminal::Yards(7));
        assert_eq!(settle_str("OFF C +7 OR +3", 5, &c, &[]), Terminal::Yards(7));
        assert_eq!(settle_str("OFF C +7 OR +3", 6, &c, &[]), Terminal::Yards(3));
    }

    #[test]
    fn a_defensive_check_reads_the_defender_against_the_control_die() {
        // [som 2.3] "DEFENSIVE LEFT TACKLE +1 OR +6", control 5: LT rating 4 → +6, rating 5 → +1.
        let mut c = Checks::default();
        c.set_def(DefSlot::Lt, 4);
        assert_eq!(settle_str("DEF LT +1 OR +6", 5, &c, &[]), Terminal::Yards(6));
        c.set_def(DefSlot::Lt, 5);
        assert_eq!(settle_str("DEF LT +1 OR +6", 5, &c, &[]), Terminal::Yards(1));
        // A defender who is not on the field fails (A-G5).
        assert_eq!(settle_str("DEF NT +1 OR +6", 5, &c, &[]), Terminal::Yards(6));
    }

    #[test]
    fn defender_x_or_short_gain() {
        // [som 2.15.7] Covering defender's rating ≥ control → incomplete; else a Short Gain (two dice).
        let mut c = Checks { coverer: Some(4), ..Checks::default() };
        assert_eq!(settle_str("DEFENDER X OR SG", 4, &c, &[]), Terminal::Incomplete);
        c.coverer = Some(3);
        assert_eq!(settle_str("DEFENDER X OR SG", 4, &c, &[3, 5]), Terminal::Yards(8));
        // [som 2.15.11] An open receiver: automatic completion.
        c.coverer = None;
        assert_eq!(settle_str("DEFENDER X OR SG", 1, &c, &[1, 1]), Terminal::Yards(2));
    }

    #[test]
    fn split_numbers_roll_two_more_dice() {
        // [som 2.6] "F+1, 2-9, +1, 10-12": roll 7 → fumble +1; roll 11 → +1.
        let c = Checks::default();
        assert_eq!(settle_str("F+1 2-9, +1 10-12", 1, &c, &[3, 4]), Terminal::Fumble(1));
        assert_eq!(settle_str("F+1 2-9, +1 10-12", 1, &c, &[5, 6]), Terminal::Yards(1));
    }

    fn replay_of(s: &str, faces: &[u8]) -> (Terminal, Option<Replay>) {
        let mut rng = script(faces);
        let mut dice = Dice::new(&mut rng);
        let r = settle(&Reading::parse(s).unwrap(), 1, &Checks::default(), &Flat, &mut dice);
        (r.result, r.replay)
    }

    #[test]
    fn a_split_reports_its_challengeable_ruling_and_the_opposite() {
        // [som 2.8] T17: a split fumble (only when it fumbled), an interception split either way,
        // a reception split either way; the box's +10 reaches the opposite too.
        let (t, rp) = replay_of("F+1 2-7, +1 8-12", &[3, 4]);
        assert_eq!((t, rp.map(|r| (r.kind, r.ruled, r.opposite))), (Terminal::Fumble(1), Some((ReplayKind::Fumble, Terminal::Fumble(1), Terminal::Yards(1)))));
        assert_eq!(replay_of("F+1 2-7, +1 8-12", &[4, 4]), (Terminal::Yards(1), None), "[som 2.8] T17 *: no fumble, no challenge");
        let (_, rp) = replay_of("INT+11 2-5, X 6-12", &[2, 2]);
        assert_eq!(rp.map(|r| (r.kind, r.opposite)), Some((ReplayKind::Interception, Terminal::Incomplete)));
        let (_, rp) = replay_of("INT+11 2-5, X 6-12", &[4, 4]);
        assert_eq!(rp.map(|r| (r.ruled, r.opposite)), Some((Terminal::Incomplete, Terminal::Interception(11))), "[som 2.8] T17 #");
        let (_, rp) = replay_of("+13 2-3, X 4-12", &[1, 1]);
        assert_eq!(rp.map(|r| (r.kind, r.opposite)), Some((ReplayKind::Reception, Terminal::Incomplete)));
        let (_, rp) = replay_of("+13 2-3, X 4-12", &[5, 5]);
        assert_eq!(rp.map(|r| r.opposite), Some(Terminal::Yards(13)));
        let (t, rp) = replay_of("F+1 2-7, +1 8-12[]", &[1, 1]);
        assert_eq!((t, rp.map(|r| (r.ruled, r.opposite))), (Terminal::Fumble(11), Some((Terminal::Fumble(11), Terminal::Yards(11)))));
        assert_eq!(replay_of("+3 2-7, -1 8-12", &[1, 1]).1, None, "[som 2.8] yards either way: nothing to challenge");
        assert_eq!(replay_of("F+1", &[]).1, None, "[som 2.8] T17: no split, no challenge");
    }

    #[test]
    fn long_gain_reads_three_dice_and_short_gain_two() {
        // [som 2.6] Long Gain: three dice on T18 (here a stand-in chart); Short Gain: two on the X-Chart.
        let c = Checks::default();
        assert_eq!(settle_str("LG", 1, &c, &[4, 2, 3]), Terminal::Yards(34));
        assert_eq!(settle_str("LG", 1, &c, &[4, 6, 6]), Terminal::Touchdown);
        assert_eq!(settle_str("SG", 1, &c, &[2, 2]), Terminal::Yards(4));
    }

    #[test]
    fn a_box_adds_ten_when_nobody_is_behind_the_attacked_area() {
        // [som 2.15.8] □ after a run result: +10 with no LB or FS behind; ignored inside the 10.
        let mut c = Checks::default();
        assert_eq!(settle_str("+3[]", 1, &c, &[]), Terminal::Yards(13));
        assert_eq!(settle_str("SG[]", 1, &c, &[1, 2]), Terminal::Yards(13));
        c.behind = 1;
        assert_eq!(settle_str("+3[]", 1, &c, &[]), Terminal::Yards(3));
        // □□ needs two men behind.
        assert_eq!(settle_str("+3[][]", 1, &c, &[]), Terminal::Yards(13));
        c.behind = 2;
        assert_eq!(settle_str("+3[][]", 1, &c, &[]), Terminal::Yards(3));
        c.behind = 0;
        c.box_off = true;
        assert_eq!(settle_str("+3[]", 1, &c, &[]), Terminal::Yards(3));
    }

    fn base() -> RunColumnInput {
        RunColumnInput { call: Some(DefCall::Run), control: 2, ..RunColumnInput::default() }
    }

    #[test]
    fn the_run_column_follows_the_call_and_the_key() {
        // [som 2.4] RIGHT against a run call, WRONG against a pass call.
        assert_eq!(run_column(&base(), OverrideKey::KeepKey), CardColumn::Right);
        assert_eq!(run_column(&RunColumnInput { call: Some(DefCall::Pass), ..base() }, OverrideKey::KeepKey), CardColumn::Wrong);
        // [som 2.4.1] A correct key with a man in the zone → KEY; the wrong back keyed → WRONG; an empty zone → RIGHT.
        let keyed = RunColumnInput { keyed: true, keyed_carrier: true, key_zone_filled: true, ..base() };
        assert_eq!(run_column(&keyed, OverrideKey::KeepKey), CardColumn::Third);
        assert_eq!(run_column(&RunColumnInput { keyed_carrier: false, ..keyed }, OverrideKey::KeepKey), CardColumn::Wrong);
        assert_eq!(run_column(&RunColumnInput { key_zone_filled: false, ..keyed }, OverrideKey::KeepKey), CardColumn::Right);
    }

    #[test]
    fn a_draw_reads_wrong_against_a_pass_call_and_key_against_a_run_call() {
        // [som 2.4.2]
        let d = RunColumnInput { draw: true, ..base() };
        assert_eq!(run_column(&d, OverrideKey::KeepKey), CardColumn::Third);
        assert_eq!(run_column(&RunColumnInput { call: Some(DefCall::Pass), ..d }, OverrideKey::KeepKey), CardColumn::Wrong);
    }

    #[test]
    fn long_yardage_forces_right_and_keeps_a_valid_key() {
        // [som 2.15.6] 3rd & 5+ / 4th & 3+ → RIGHT, including draws; A-G64 (b) keeps a correct KEY.
        let pass_call = RunColumnInput { call: Some(DefCall::Pass), long_yardage: true, ..base() };
        assert_eq!(run_column(&pass_call, OverrideKey::KeepKey), CardColumn::Right);
        assert_eq!(run_column(&RunColumnInput { draw: true, ..pass_call }, OverrideKey::KeepKey), CardColumn::Right);
        let keyed = RunColumnInput { keyed: true, keyed_carrier: true, key_zone_filled: true, long_yardage: true, ..base() };
        assert_eq!(run_column(&keyed, OverrideKey::KeepKey), CardColumn::Third);
        assert_eq!(run_column(&keyed, OverrideKey::Right), CardColumn::Right);
    }

    #[test]
    fn one_back_spread_runs_are_guessed_right_on_control_one() {
        // [som 2.16] A run from a one-back, 3+ WR set on control 1 is treated as guessed right.
        let i = RunColumnInput { call: Some(DefCall::Pass), one_back_spread: true, control: 1, ..base() };
        assert_eq!(run_column(&i, OverrideKey::KeepKey), CardColumn::Right);
        assert_eq!(run_column(&RunColumnInput { control: 2, ..i }, OverrideKey::KeepKey), CardColumn::Wrong);
    }

    #[test]
    fn a_fatigued_back_reads_right_always() {
        // [som 2.18.2]
        let keyed = RunColumnInput { keyed: true, keyed_carrier: true, key_zone_filled: true, fatigued: true, ..base() };
        assert_eq!(run_column(&keyed, OverrideKey::KeepKey), CardColumn::Right);
        assert_eq!(run_column(&RunColumnInput { call: Some(DefCall::Pass), ..keyed }, OverrideKey::KeepKey), CardColumn::Right);
    }

    #[test]
    fn the_quarterback_column() {
        // [som 2.5] WRONG against a run call, RIGHT against pass, Rec 2-tmd when the target is double-teamed;
        // an open flat zone reads WRONG; a continue after the rush reads Rec 2-tmd; a dump-off RIGHT.
        let p = PassColumnInput { call: Some(DefCall::Pass), ..PassColumnInput::default() };
        assert_eq!(qb_column(&p), CardColumn::Right);
        assert_eq!(qb_column(&PassColumnInput { call: Some(DefCall::Run), ..p }), CardColumn::Wrong);
        assert_eq!(qb_column(&PassColumnInput { double_teamed: true, ..p }), CardColumn::Third);
        assert_eq!(qb_column(&PassColumnInput { open_zone: true, ..p }), CardColumn::Wrong);
        assert_eq!(qb_column(&PassColumnInput { continued: true, ..p }), CardColumn::Third);
        assert_eq!(receiver_column(&PassColumnInput { continued: true, double_teamed: true, ..p }), CardColumn::Right);
        assert_eq!(qb_column(&PassColumnInput { dump_off: true, call: Some(DefCall::Run), ..p }), CardColumn::Right);
        // [som 2.13.6] A dump-off into an open zone (no blitzing-LB exception) reads WRONG, on both cards.
        let open = PassColumnInput { dump_off: true, open_zone: true, ..p };
        assert_eq!((qb_column(&open), receiver_column(&open)), (CardColumn::Wrong, CardColumn::Wrong));
        // [som 2.15.11] An open receiver on a flat pass: his card WRONG against a pass call, the QB's RIGHT;
        // a dump-off's receiver too; after a continue RIGHT (L592).
        let free = PassColumnInput { open_receiver: true, ..p };
        assert_eq!((qb_column(&free), receiver_column(&free)), (CardColumn::Right, CardColumn::Wrong));
        assert_eq!(receiver_column(&PassColumnInput { dump_off: true, ..free }), CardColumn::Wrong);
        assert_eq!(receiver_column(&PassColumnInput { continued: true, ..free }), CardColumn::Right);
    }
}
