//! The call language of a Strat-O-Matic coach at the terminal: a typed line becomes the offense's
//! or the defense's call for the down (§2.2), checked by the engine's own checks
//! ([`crate::game::legal_for`], the board's [`crate::board::Board::validate`]) before it is
//! returned, so an illegal call is refused with the rule it breaks and changes nothing. Also the
//! kick, punt and penalty choices, the situation line and the lineups by slot. No I/O.
//!
//! Offense: `[formation] [gun] <play> [oob] [hurry|slow]` — runs `lb | otl | otr | erl | err
//! [slot] [draw]` (the ball carrier a back of the formation or the QB; default the formation's
//! first back), passes `flatl | flatr | lookin | short | long | ez <receiver slot>`, kicks
//! `punt [coffin|pooch]`, `fg`, and `kneel`, `spike`. The words `run` and `pass` may lead a play.
//! `<slot>=<name>` substitutes a man for the play (§2.18.3).
//! Defense: `[formation] run|pass [key <slot>] [double <receiver> [<defender>]] [blitz <LB>[@<spot>]…]
//! [move <slot>@<spot>…] [show] [sblitz <DB>[@<spot>]…]` (`move`: a man moved to another spot,
//! §2.2 step 4; `show`: "Showing Blitz"; `sblitz`: the safety blitz, §2.15.5); against a punt
//! `normal | block | safe`.

use crate::clock::{Between, ClockControl, Tempo};
use crate::board::{BlitzArea, LineSpot, Mark, Side as BoardSide, Spot};
use crate::coach::{DefenseCall, KickKind, OffPlay, OffenseCall, PuntChoice, PuntKind, PuntRush, SafetyBlitz, Shown, View};
use crate::formation;
use crate::game;
use crate::lineup::{self, Pid};
use crate::replay::{Challenge, ReplaySource};
use crate::vocab::{DefCall, DefFormation, DefSlot, Dir, Front, OffFormation, OffSlot, Package, PassPlay, RunPlay};
use huddle_core::{mmss, Phase, Side};

pub const OFFENSE_HELP: &str = "\
offense: [formation] [gun] <play> [oob] [hurry|slow]
  formation pro (default) | tight | house | 3wr1 | 3wr2 | 3rb | 2te | 4wr | bb   (`lineup` shows who plays where)
  runs      lb | otl | otr | erl | err [slot] [draw]
            Linebuck, Off Tackle left/right, End Run left/right; the carrier a back of the formation
            (HB FB RB3) or QB (default: the formation's first back); draw: a Linebuck or Off Tackle
  passes    flatl | flatr | lookin | short | long | ez <receiver slot>
            (HB FB RB3 FL SE WR3 WR4 TE TE2, as the formation has them; ez: throw for the end zone from the 10-19)
  subs      <slot>=<name> puts a man in a back, receiver or tight end slot for the play (hb=gainwell,
            wr3=dotson; a unique part of the name, _ for a space; only positions on his card, §2.18.3);
            a backup used while his starter is healthy tires after ceil(season carries / 10) carries;
            qb=<name> brings in a quarterback: he plays on, and stays in until the end of the possession
  kicks     punt [coffin|pooch] (coffin corner, pooch: from the opponent's side)   fg
  clock     kneel | spike (last two minutes; after a play that keeps the clock running you are asked
            to declare the spike, which takes two ticks off that play)   oob (get out of bounds, last 5 minutes of a half)
            hurry | slow (hurry-up, slowdown: last two minutes of a half)   timeout (after the coming play)
            in a slowdown, when the clock runs after the play you are asked for clock control (§2.12.7):
            snap 4|5|6 (ticks before the snap), timeout 1-6 (a time-out after that many), delay
  e.g.      lb hb | 3wr1 gun short wr3 | otr fb draw | erl hb hb=gainwell | 4wr long fl oob | punt coffin
  replay    after a ruling against you off a split number or the fumble rating you are asked to
            challenge it (y/n, §2.8): one die, 1 overturns it, 2-6 it stands and costs a time-out
  other     lineup   card <name>   ai (the computer calls this down)   auto (the computer coaches the rest; `auto side`: this side only)   quit
";

pub const DEFENSE_HELP: &str = "\
defense: [formation] run|pass [key <slot>] [double <receiver> [<defender>]] [blitz <LB>[@spot] ...] [move <slot>@<spot> ...] [show] [sblitz <DB>[@spot] ...]
  formation 43 | 34 (base; default: your team's) | nickel (335 | 425) | dime (326 | 416) | 56
            prevent (prevent43 | prevent34: pass, linebackers may double-team) | sy (sy43 | sy34: short yardage, run)
  call      run | pass (the dimes, the 5-6 and the prevent call pass; short yardage calls run)
  key       key <slot>: a back of the offense's formation or the QB (with a run call)
  double    double <receiver slot> [FS | DB1 | DB2 | a linebacker in the prevent] (with a pass call; default FS);
            again for another receiver: the FS and one back, or in the prevent two linebackers and the FS
  blitz     blitz <LB>[@spot] [<LB> ...]: linebackers to their blitz areas (LLB MLB RLB LILB RILB);
            @spot names the blitz area (ol l m r or), e.g. blitz llb@ol: the LLB outside the LE
  move      move <slot>@<spot> [<slot>@<spot> ...] (or `move <slot> <spot>`): men moved where their
            formation lets them stand (§2.14; the FS anywhere when he has no man to cover, §2.15.10).
            Spots, the defense's left to right: the line ol le l lt m nt rt r re or (also
            outside-left left-tackle middle right-tackle outside-right), the flats lflat rflat (flat:
            the man's own side), lookin (lookinl lookinr: the 3-4's halves), short, long. A man in the
            run's zone on the line fills it (the 1 LB column; with a correct key the KEY column needs
            one, and in a three-man line every open area, §2.4.1). The 3-3-5 calls run only with the
            FS on the line (§2.14.4). e.g. 43 run key hb move llb@ol | 34 run key fb move lilb@lt rilb@rt
            | nickel run move fs@m
  show      show: announce \"Showing Blitz\" (a sniper scope on the defensive card is then a Long Gain)
  sblitz    sblitz <DB>[@spot] ...: the safety blitz: show it and send backs (LCB RCB SS FS DB1 DB2)
            to open spots on the line, with a pass call; three men stay in the short zone (the FS
            or an extra back drops into it). Spots, the defense's left to right: ol l m r or (blitz
            areas: outside left, left tackle, middle, right tackle, outside right) or a vacated
            lineman's mark le lt nt rt re; default: the first open area on the back's side
  punts     normal | block | safe (asked when the offense announces a punt)
  e.g.      pass double te | 34 run key hb blitz lilb | nickel pass blitz llb | pass sblitz fs | pass sblitz ss@ol
            | run key hb move llb@ol | pass move fs@lookin
  replay    after a ruling against you off a split number or the fumble rating you are asked to
            challenge it (y/n, §2.8): one die, 1 overturns it, 2-6 it stands and costs a time-out
  other     lineup   card <name>   ai (the computer calls this down)   auto   auto side   timeout   quit
";

pub const CLOCK_CONTROL_HELP: &str = "\
clock control (§2.12.7): your slowdown play keeps the clock running; before it moves, say when
you snap the ball or call your time-out (the play costs the ticks you let run):
  snap 4|5|6   let 4, 5 or 6 ticks run, then snap (also `slow 5`, or the number alone)
  timeout [N]  a time-out at once (`timeout`, 1 tick) or after N ticks, 2-6 (it uses a time-out;
               e.g. 6 ticks on the clock: `timeout 5` leaves 1 tick for a last-second field goal)
  delay        let the play clock run out: 6 ticks, a delay of game (5 yards, the down again),
               and the clock stops
  spike        the spike instead (§2.12.4: the play costs two ticks less, the next snap is the spike)
  chart        no clock control: the play's own ticks (a slowdown run or completion: 6)
  an empty line takes the default (the computer's choice)
";

pub const CHALLENGE_HELP: &str = "\
challenge (instant replay, §2.8, T17): yes | no (an empty line takes the default)
  only a result off a split number on a card (e.g. F+1 2-7, +1 8-12; INT+14 2-5, REC 6-12;
  +13 2-3, X 4-12) or a fumble by the team's QB or receiver fumble rating may be challenged
  (a fumble only when it was one); never a fumble's possession roll, a kick, a sack, out of bounds
  one die: 1 overturns the ruling (the opposite result), 2-6 it stands and you lose a time-out
  two challenges a game, three if you win the first two; none in overtime or without a time-out
";

/// The offense's call with what the coach declares with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offense {
    pub call: OffenseCall,
    /// The kind of punt, declared with the call (§2.10.4, §2.10.5).
    pub punt: PuntKind,
}

/// Every offensive formation with its word in the call language.
pub const OFF_FORMATIONS: [(OffFormation, &str, &str); 9] = [
    (OffFormation::ProSet, "pro", "Pro Set"),
    (OffFormation::TightEnd, "tight", "Tight End"),
    (OffFormation::FullHouse, "house", "Full House"),
    (OffFormation::ThreeWideOneBack, "3wr1", "3 WR - 1 back"),
    (OffFormation::ThreeWideTwoBack, "3wr2", "3 WR - 2 backs"),
    (OffFormation::ThreeBackTwoTe, "3rb", "3 RB - 2 TE"),
    (OffFormation::TwoTeTwoWrOneBack, "2te", "2 TE - 2 WR - 1 back"),
    (OffFormation::FourWide, "4wr", "4 WR - 1 back"),
    (OffFormation::BlockingBack, "bb", "Blocking Back"),
];

/// An offensive formation's name.
pub fn off_formation_name(f: OffFormation) -> &'static str {
    OFF_FORMATIONS.iter().find(|x| x.0 == f).map(|x| x.2).unwrap_or("?")
}

/// A defensive formation's name.
pub fn def_formation_name(f: DefFormation) -> &'static str {
    match f {
        DefFormation::Base43 => "4-3",
        DefFormation::Base34 => "3-4",
        DefFormation::Nickel335 => "3-3-5 nickel",
        DefFormation::Nickel425 => "4-2-5 nickel",
        DefFormation::Dime326 => "3-2-6 dime",
        DefFormation::Dime416 => "4-1-6 dime",
        DefFormation::Prevent43 => "4-3 prevent",
        DefFormation::Prevent34 => "3-4 prevent",
        DefFormation::ShortYardage43 => "4-3 short yardage",
        DefFormation::ShortYardage34 => "3-4 short yardage",
        DefFormation::FiveSix => "5-6",
    }
}

/// An offensive formation by its word (or its long name's first word).
pub fn off_formation(w: &str) -> Option<OffFormation> {
    let w = w.to_ascii_lowercase();
    let alias = match w.as_str() {
        "proset" => "pro",
        "tightend" => "tight",
        "fullhouse" | "full" => "house",
        "blocking" => "bb",
        other => other,
    };
    OFF_FORMATIONS.iter().find(|x| x.1 == alias).map(|x| x.0)
}

/// A defensive formation by its word; `nickel`, `dime`, `prevent` and `sy` pick the team's front.
pub fn def_formation(w: &str, front: Front) -> Option<DefFormation> {
    Some(match w.to_ascii_lowercase().replace('-', "").as_str() {
        "43" => DefFormation::Base43,
        "34" => DefFormation::Base34,
        "335" => DefFormation::Nickel335,
        "425" => DefFormation::Nickel425,
        "nickel" => DefFormation::package(Package::Nickel, front),
        "326" => DefFormation::Dime326,
        "416" => DefFormation::Dime416,
        "dime" => DefFormation::package(Package::Dime, front),
        "prevent43" => DefFormation::Prevent43,
        "prevent34" => DefFormation::Prevent34,
        "prevent" => DefFormation::package(Package::Prevent, front),
        "sy43" => DefFormation::ShortYardage43,
        "sy34" => DefFormation::ShortYardage34,
        "sy" | "goal" | "shortyardage" => DefFormation::package(Package::ShortYardage, front),
        "56" => DefFormation::FiveSix,
        _ => return None,
    })
}

const OFF_SLOTS: [(OffSlot, &str); 15] = [
    (OffSlot::Qb, "QB"),
    (OffSlot::Hb, "HB"),
    (OffSlot::Fb, "FB"),
    (OffSlot::Rb3, "RB3"),
    (OffSlot::Fl, "FL"),
    (OffSlot::Se, "SE"),
    (OffSlot::Wr3, "WR3"),
    (OffSlot::Wr4, "WR4"),
    (OffSlot::Te, "TE"),
    (OffSlot::Te2, "TE2"),
    (OffSlot::Lt, "LT"),
    (OffSlot::Lg, "LG"),
    (OffSlot::C, "C"),
    (OffSlot::Rg, "RG"),
    (OffSlot::Rt, "RT"),
];

/// An offensive slot's name (`FL`).
pub fn off_slot_name(s: OffSlot) -> &'static str {
    OFF_SLOTS.iter().find(|x| x.0 == s).map(|x| x.1).unwrap_or("?")
}

/// An offensive slot by name.
pub fn off_slot(w: &str) -> Option<OffSlot> {
    OFF_SLOTS.iter().find(|x| x.1.eq_ignore_ascii_case(w)).map(|x| x.0)
}

/// A man of a defensive call with an optional spot: `llb@ol` (or `llb:ol`) → ("llb", Some("ol")).
fn man_at(word: &str) -> (&str, Option<&str>) {
    match word.split_once(['@', ':']) {
        Some((a, b)) => (a, Some(b)),
        None => (word, None),
    }
}

/// A defensive slot's name (`LLB`).
pub fn def_slot_name(s: DefSlot) -> &'static str {
    s.name()
}

/// A defensive slot by name.
pub fn def_slot(w: &str) -> Option<DefSlot> {
    formation::DEF_SLOTS.into_iter().find(|s| def_slot_name(*s).eq_ignore_ascii_case(w))
}

fn names(slots: &[OffSlot]) -> String {
    slots.iter().map(|s| off_slot_name(*s)).collect::<Vec<_>>().join(" ")
}

/// The line spots by their words in the call language (the defense's left to right).
const LINE_SPOTS: [(LineSpot, &str, &str); 10] = [
    (LineSpot::Blitz(BlitzArea::OutsideLeft), "ol", "outside left"),
    (LineSpot::Mark(Mark::Le), "le", "the LE's mark"),
    (LineSpot::Blitz(BlitzArea::LeftTackle), "l", "left tackle area"),
    (LineSpot::Mark(Mark::Lt), "lt", "the LT's mark"),
    (LineSpot::Blitz(BlitzArea::Middle), "m", "middle"),
    (LineSpot::Mark(Mark::Nt), "nt", "the NT's mark"),
    (LineSpot::Mark(Mark::Rt), "rt", "the RT's mark"),
    (LineSpot::Blitz(BlitzArea::RightTackle), "r", "right tackle area"),
    (LineSpot::Mark(Mark::Re), "re", "the RE's mark"),
    (LineSpot::Blitz(BlitzArea::OutsideRight), "or", "outside right"),
];

/// A line spot by its word (`ol l m r or`, also `outl middle outr`, or a mark `le lt nt rt re`).
pub fn line_spot(w: &str) -> Option<LineSpot> {
    let w = w.to_ascii_lowercase();
    let alias = match w.as_str() {
        "outl" | "outsideleft" | "out-left" | "outside-left" => "ol",
        "left" | "lefttackle" | "left-tackle" => "l",
        "middle" | "mid" => "m",
        "right" | "righttackle" | "right-tackle" => "r",
        "outr" | "outsideright" | "out-right" | "outside-right" => "or",
        other => other,
    };
    LINE_SPOTS.iter().find(|x| x.1 == alias).map(|x| x.0)
}

/// A line spot in words.
pub fn line_spot_name(s: LineSpot) -> &'static str {
    LINE_SPOTS.iter().find(|x| x.0 == s).map(|x| x.2).unwrap_or("?")
}

/// The spots a `move` names besides the line's, for the refusal of an unknown one.
const MOVE_SPOTS: &str = "the line ol le l lt m nt rt r re or (outside-left left-tackle middle right-tackle outside-right), lflat rflat flat, lookin lookinl lookinr, short, long";

/// Where `move` puts a man (§2.2 step 4), the defense's left and right: a line spot
/// ([`line_spot`]), `lflat`/`rflat` (`flat`: the man's own side), `lookin` (an inside
/// linebacker's own half of it; `lookinl`/`lookinr` name a half), `short`, `long`. Whether he may
/// stand there is the board's to say.
pub fn move_spot(w: &str, slot: DefSlot) -> Result<Spot, String> {
    if let Some(l) = line_spot(w) {
        return Ok(l.into());
    }
    let own = match slot {
        DefSlot::Llb | DefSlot::Lilb | DefSlot::Lcb => Some(BoardSide::Left),
        DefSlot::Rlb | DefSlot::Rilb | DefSlot::Rcb => Some(BoardSide::Right),
        _ => None,
    };
    Ok(match w.to_ascii_lowercase().as_str() {
        "lflat" | "leftflat" | "left-flat" | "flat-left" => Spot::Flat(BoardSide::Left),
        "rflat" | "rightflat" | "right-flat" | "flat-right" => Spot::Flat(BoardSide::Right),
        "flat" => Spot::Flat(own.ok_or_else(|| format!("which flat for the {}: lflat or rflat (the defense's left or right) [som 2.2]", def_slot_name(slot)))?),
        "lookin" | "look-in" | "li" => Spot::LookIn(if matches!(slot, DefSlot::Lilb | DefSlot::Rilb) { own } else { None }),
        "lookinl" | "lookin-left" | "look-in-left" => Spot::LookIn(Some(BoardSide::Left)),
        "lookinr" | "lookin-right" | "look-in-right" => Spot::LookIn(Some(BoardSide::Right)),
        "short" | "sh" => Spot::Short,
        "long" | "lg" | "deep" => Spot::Long,
        x => return Err(format!("'{x}' is not a spot: {MOVE_SPOTS} [som 2.2]")),
    })
}

/// A spot on the board in words (the defense's left and right).
pub fn spot_name(s: Spot) -> String {
    match s {
        Spot::Mark(m) => line_spot_name(LineSpot::Mark(m)).into(),
        Spot::Blitz(a) => line_spot_name(LineSpot::Blitz(a)).into(),
        Spot::Flat(BoardSide::Left) => "the left flat".into(),
        Spot::Flat(BoardSide::Right) => "the right flat".into(),
        Spot::LookIn(None) => "the look-in".into(),
        Spot::LookIn(Some(BoardSide::Left)) => "the look-in's left part".into(),
        Spot::LookIn(Some(BoardSide::Right)) => "the look-in's right part".into(),
        Spot::Straddle(_) => "straddling the short zone".into(),
        Spot::Short => "the short zone".into(),
        Spot::Long => "the long zone".into(),
        Spot::DoubleTeam(r) => format!("over the {}", off_slot_name(r)),
    }
}

/// A run by its code: `lb`, `otl`, `otr`, `erl`, `err` (also `ot`/`er` then `left`/`right`).
fn run_code(w: &str, next: Option<&str>) -> Option<(RunPlay, bool)> {
    let dir = |d: Option<&str>| match d {
        Some("l" | "left") => Some(Dir::Left),
        Some("r" | "right") => Some(Dir::Right),
        _ => None,
    };
    Some(match w {
        "lb" | "linebuck" => (RunPlay::linebuck(), false),
        "otl" => (RunPlay::off_tackle(Dir::Left), false),
        "otr" => (RunPlay::off_tackle(Dir::Right), false),
        "erl" => (RunPlay::end_run(Dir::Left), false),
        "err" => (RunPlay::end_run(Dir::Right), false),
        "ot" => (RunPlay::off_tackle(dir(next)?), true),
        "er" => (RunPlay::end_run(dir(next)?), true),
        _ => return None,
    })
}

/// A pass by its code: `flatl`, `flatr` (or `flat left`), `lookin`, `short`, `long`, `ez`.
fn pass_code(w: &str, next: Option<&str>) -> Option<(PassPlay, bool)> {
    Some(match w {
        "flatl" => (PassPlay::Flat(Dir::Left), false),
        "flatr" => (PassPlay::Flat(Dir::Right), false),
        "flat" => match next {
            Some("l" | "left") => (PassPlay::Flat(Dir::Left), true),
            Some("r" | "right") => (PassPlay::Flat(Dir::Right), true),
            _ => return None,
        },
        "lookin" | "li" | "look-in" => (PassPlay::LookIn, false),
        "short" | "sh" => (PassPlay::Short, false),
        "long" | "lg" => (PassPlay::Long, false),
        "ez" | "endzone" => (PassPlay::EndZone, false),
        _ => return None,
    })
}

/// The last two minutes of a half (the 2-minute clock, §2.12.3).
fn two_minute(v: &View) -> bool {
    matches!(v.core.clock.period.0, 2 | 4) && v.core.clock.remaining <= 120
}

/// A substitution typed `SLOT=name` (`hb=gainwell`, `wr3=dotson`, `_` for a space): the offense's
/// own player whose name is, or ends with, the word (a unique part of it will do), looked for
/// first among the men who may play the slot.
fn substitution(v: &View, word: &str) -> Result<(OffSlot, Pid), String> {
    let (s, name) = word.split_once('=').unwrap_or((word, ""));
    let slot = off_slot(s).filter(|s| *s == OffSlot::Qb || crate::lineup::SKILL_GROUPS.iter().any(|g| g.contains(s))).ok_or_else(|| format!("'{s}=': a substitution names the quarterback, a back, receiver or tight end slot (qb hb fb rb3 fl se wr3 wr4 te te2) [som 2.18.3]"))?;
    if name.is_empty() {
        return Err(format!("'{word}': name the player, e.g. {s}=smith"));
    }
    let t = v.own();
    let name = name.replace('_', " ");
    let name = name.as_str();
    let lower = |p: Pid| t.players[p].name.to_ascii_lowercase();
    // The men who may play the slot first; then anyone, so a wrong position is named as such.
    let find = |pool: &dyn Fn(Pid) -> bool| -> Vec<Pid> {
        let exact: Vec<Pid> = (0..t.players.len()).filter(|&p| pool(p) && (lower(p) == name || lower(p).split_whitespace().last() == Some(name))).collect();
        if exact.is_empty() {
            (0..t.players.len()).filter(|&p| pool(p) && lower(p).contains(name)).collect()
        } else {
            exact
        }
    };
    let mut found = find(&|p| lineup::fits(t, p, slot));
    if found.is_empty() {
        found = find(&|_| true);
    }
    match found[..] {
        [p] => Ok((slot, p)),
        [] => Err(format!("no {} player called '{name}' (`lineup` lists them)", t.code)),
        _ => Err(format!("'{name}' could be {}: type more of the name", found.iter().map(|&p| t.players[p].name.as_str()).collect::<Vec<_>>().join(", "))),
    }
}

/// Parses an offensive call and checks it as the engine will (§2.2 step 9: an illegal play is
/// refused here, where the engine would make it delay of game).
pub fn offense(line: &str, v: &View) -> Result<Offense, String> {
    let w: Vec<String> = line.split_whitespace().map(|s| s.to_ascii_lowercase()).collect();
    if w.is_empty() {
        return Err("call a play (`help` lists the calls; `ai` lets the computer call this down)".into());
    }
    let mut formation = None;
    let mut shotgun = false;
    let mut play: Option<OffPlay> = None;
    let mut run: Option<RunPlay> = None;
    let mut pass: Option<PassPlay> = None;
    let mut slot: Option<OffSlot> = None;
    let mut draw = false;
    let mut oob = false;
    let mut tempo = Tempo::Normal;
    let mut punt = PuntKind::Normal;
    let mut subs = crate::lineup::Subs::NONE;
    let mut i = 0;
    let two_plays = || "one play a call".to_string();
    while i < w.len() {
        let x = w[i].as_str();
        let next = w.get(i + 1).map(|s| s.as_str());
        let have_play = play.is_some() || run.is_some() || pass.is_some();
        match x {
            "gun" | "shotgun" => shotgun = true,
            "oob" => oob = true,
            "hurry" => tempo = Tempo::HurryUp,
            "slow" | "slowdown" => tempo = Tempo::Slowdown,
            // §2.12.7: the ticks before the snap or a time-out are chosen after the play, not with the call.
            "snap" | "delay" | "timeout" | "to" => return Err(CLOCK_CONTROL_LATER.into()),
            _ if x.parse::<u16>().is_ok() => return Err(format!("'{x}': {CLOCK_CONTROL_LATER}")),
            "draw" => draw = true,
            "run" | "pass" => {}
            "punt" | "fg" | "kneel" | "spike" if have_play => return Err(two_plays()),
            "punt" => play = Some(OffPlay::Punt),
            "fg" => play = Some(OffPlay::FieldGoal),
            "kneel" => play = Some(OffPlay::Kneel),
            "spike" => play = Some(OffPlay::Spike),
            "coffin" | "cc" | "pooch" if play == Some(OffPlay::Punt) => {
                punt = if x == "pooch" { PuntKind::Pooch } else { PuntKind::CoffinCorner };
            }
            _ if x.contains('=') => {
                let (s, who) = substitution(v, x)?;
                if subs.get(s).is_some() {
                    return Err(format!("{} is named twice", off_slot_name(s)));
                }
                subs.set(s, who);
            }
            _ => {
                if let Some((r, two)) = run_code(x, next) {
                    if have_play {
                        return Err(two_plays());
                    }
                    run = Some(r);
                    i += usize::from(two);
                } else if let Some((p, two)) = pass_code(x, next) {
                    if have_play {
                        return Err(two_plays());
                    }
                    pass = Some(p);
                    i += usize::from(two);
                } else if let Some(s) = off_slot(x) {
                    if let Some(old) = slot {
                        return Err(format!("{} and {}: one ball carrier or receiver a play", off_slot_name(old), off_slot_name(s)));
                    }
                    slot = Some(s);
                } else if let Some(f) = off_formation(x) {
                    if formation.is_some() || have_play {
                        return Err(format!("'{x}': the formation comes first, once"));
                    }
                    formation = Some(f);
                } else {
                    return Err(format!("'{x}' is not a formation, a play, a slot or an option (`help` lists them)"));
                }
            }
        }
        i += 1;
    }
    // After its hurry-up (§2.12.5) the offense lines up as it did: a call naming no formation
    // and no substitution keeps them.
    let frozen = v.hurried.filter(|h| h.offense == v.me);
    let formation = formation.or(frozen.map(|h| h.formation)).unwrap_or(OffFormation::ProSet);
    if let Some(h) = frozen.filter(|h| h.formation == formation && subs == crate::lineup::Subs::NONE) {
        subs = h.subs;
    }
    let fname = off_formation_name(formation);
    let play = match (play, run, pass) {
        (Some(p), None, None) => {
            if slot.is_some() || draw {
                return Err("a kick, kneel or spike takes no ball carrier, receiver or draw".into());
            }
            if shotgun {
                return Err("the Shotgun is for a run or a pass [som 2.4.3]".into());
            }
            p
        }
        (None, Some(r), None) => {
            let backs = formation::backs(formation);
            let carrier = match slot {
                Some(s) if s == OffSlot::Qb || backs.contains(&s) => s,
                Some(s) => return Err(format!("{} is not a back in the {fname}: its backs are {} (and the QB may run) [som 2.16]", off_slot_name(s), names(backs))),
                None => backs.first().copied().unwrap_or(OffSlot::Qb),
            };
            OffPlay::Run { play: if draw { r.draw() } else { r }, carrier }
        }
        (None, None, Some(p)) => {
            if draw {
                return Err("a draw is a Linebuck or an Off Tackle run [som 2.4.2]".into());
            }
            let receivers = formation::receivers(formation);
            let target = match slot {
                Some(s) if receivers.contains(&s) => s,
                Some(s) => return Err(format!("{} is not a receiver in the {fname}: its receivers are {} [som 2.16]", off_slot_name(s), names(receivers))),
                None => return Err(format!("name the receiver: {} in the {fname}", names(receivers))),
            };
            OffPlay::Pass { play: p, target }
        }
        (None, None, None) if draw => {
            // `draw hb`: a Linebuck draw.
            let backs = formation::backs(formation);
            let carrier = match slot {
                Some(s) if s == OffSlot::Qb || backs.contains(&s) => s,
                Some(s) => return Err(format!("{} is not a back in the {fname}: its backs are {} (and the QB may run) [som 2.16]", off_slot_name(s), names(backs))),
                None => backs.first().copied().unwrap_or(OffSlot::Qb),
            };
            OffPlay::Run { play: RunPlay::linebuck().draw(), carrier }
        }
        (None, None, None) => return Err("no play: a run (lb otl otr erl err), a pass (flatl flatr lookin short long ez), punt, fg, kneel or spike".into()),
        _ => return Err(two_plays()),
    };
    let scrimmage = matches!(play, OffPlay::Run { .. } | OffPlay::Pass { .. });
    if matches!(v.core.phase, Phase::Try { .. }) && !scrimmage {
        return Err("a two-point try is a run or a pass from the 2 [som 2.11]".into());
    }
    if oob {
        if !scrimmage {
            return Err("oob goes with a run or a pass [som 2.12.2]".into());
        }
        if !(matches!(v.core.clock.period.0, 2 | 4) && v.core.clock.remaining <= 300) {
            return Err("getting out of bounds is for the last 5 minutes of a half [som 2.12.2]".into());
        }
    }
    match tempo {
        Tempo::HurryUp if !two_minute(v) => return Err("the hurry-up is for the last two minutes of a half [som 2.12.5]".into()),
        Tempo::Slowdown if !two_minute(v) => return Err("the slowdown is declared in the last two minutes of a half [som 2.12.7]".into()),
        _ => {}
    }
    let to_goal = v.core.spot.to_goal();
    match (play, punt) {
        (OffPlay::Punt, PuntKind::CoffinCorner) if v.core.spot.yards() <= 50 => return Err("the coffin-corner punt is only from the opponent's side of the field [som 2.10.4]".into()),
        (OffPlay::Punt, PuntKind::Pooch) if v.core.spot.yards() <= 50 => return Err("the pooch punt is only from the opponent's side of the field [som 2.10.5]".into()),
        (OffPlay::FieldGoal, _) if to_goal + 17 > 63 => return Err(format!("a field goal from here would be {} yards: the longest is 63 [som 2.11]", to_goal + 17)),
        _ => {}
    }
    let call = OffenseCall { formation, shotgun, play, out_of_bounds: oob, tempo, subs };
    // The engine names slots by their type (`Hb`); the call language by their names (`HB`).
    game::legal_for(v, &call).map_err(|e| match play {
        OffPlay::Run { carrier: s, .. } | OffPlay::Pass { target: s, .. } => e.replace(&format!("{s:?}"), off_slot_name(s)),
        _ => e,
    })?;
    Ok(Offense { call, punt })
}

/// Why a call does not take a number of ticks, a `timeout` or a `delay` (§2.12.7).
const CLOCK_CONTROL_LATER: &str = "clock control (a snap after 4-6 ticks, a time-out after 1-6, the delay) is not part of the call: in a slowdown (`slow`) you are asked for it after a play that keeps the clock running, before the clock moves [som 2.12.7]";

/// An answer to the clock-control question (§2.12.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockAnswer {
    /// Snap after, or time out after, the ticks let run, or let the play clock run out.
    Control(ClockControl),
    /// The spike instead (§2.12.4).
    Spike,
    /// No clock control: the play's own ticks.
    Chart,
}

/// Reads an answer to the clock-control question: `snap 4|5|6` (or `slow N`, or the number),
/// `timeout [N]` (alone: at once), `delay`, `spike`, `chart`; an empty line is `default`. A
/// control the rules refuse in `b` is an error naming `[som 2.12.7]`.
pub fn clock_answer(line: &str, b: &Between, default: ClockAnswer) -> Result<ClockAnswer, String> {
    let w: Vec<String> = line.split_whitespace().map(|s| s.to_ascii_lowercase()).collect();
    let ticks = |x: Option<&String>, none: Option<u8>| -> Result<u8, String> {
        match x {
            None => none.ok_or_else(|| "how many ticks? e.g. `snap 5` [som 2.12.7]".to_string()),
            Some(n) => n.parse::<u8>().map_err(|_| format!("'{n}': a number of ticks [som 2.12.7]")),
        }
    };
    let control = match w.first().map(|s| s.as_str()) {
        None => return Ok(default),
        Some(_) if w.len() > 2 => return Err(format!("'{}': one answer (`help` lists them)", line.trim())),
        Some("chart" | "none" | "no" | "n") if w.len() == 1 => return Ok(ClockAnswer::Chart),
        Some("spike") if w.len() == 1 => return Ok(ClockAnswer::Spike),
        Some("delay") if w.len() == 1 => ClockControl::DelayOfGame,
        Some("timeout" | "to" | "time-out") => ClockControl::Timeout(ticks(w.get(1), Some(1))?),
        Some("snap" | "slow") => ClockControl::Snap(ticks(w.get(1), None)?),
        Some(n) if w.len() == 1 && n.parse::<u8>().is_ok() => ClockControl::Snap(ticks(w.first(), None)?),
        Some(_) => return Err(format!("'{}': snap 4|5|6, timeout [1-6], delay, spike or chart (`help` explains them)", line.trim())),
    };
    b.check(control)?;
    Ok(ClockAnswer::Control(control))
}

/// An answer to the clock-control question in the words [`clock_answer`] reads.
pub fn clock_answer_name(a: ClockAnswer) -> String {
    match a {
        ClockAnswer::Control(ClockControl::Snap(k)) => format!("snap {k}"),
        ClockAnswer::Control(ClockControl::Timeout(k)) => format!("timeout {k}"),
        ClockAnswer::Control(ClockControl::DelayOfGame) => "delay".into(),
        ClockAnswer::Spike => "spike".into(),
        ClockAnswer::Chart => "chart".into(),
    }
}

/// The clock-control question (§2.12.7) as the offense's coach `v.me` sees it: the clock, the
/// next snap's down and spot, the time-outs, and the choices `b` leaves.
pub fn clock_question(v: &View, b: &Between) -> String {
    let c = v.core;
    let at = 100 - b.to_goal;
    let spot = if at == 50 { "the 50".to_string() } else if at < 50 { format!("{} {at}", v.own().code) } else { format!("{} {}", v.opp().code, b.to_goal) };
    let togo = if b.to_goal <= b.to_go { "goal".to_string() } else { b.to_go.to_string() };
    let mut choices = format!("snap {}-{}", b.snap_min, b.most);
    if b.timeouts > 0 && b.ticks_left > b.timeout_min {
        choices.push_str(&format!(", timeout {}-{}", b.timeout_min, b.most.min(b.ticks_left - 1)));
    }
    format!(
        "the clock runs after your slowdown play (§2.12.7): {} on the 2-minute clock, {} ticks to go; next {} & {togo} at {spot}; time-outs {}. Choose {choices}, delay, spike or chart ({} ticks)",
        mmss(c.clock.remaining),
        b.ticks_left,
        ordinal(b.down),
        b.timeouts,
        b.chart_ticks
    )
}

/// Parses a defensive call against the formation the offense shows, and checks it on the board
/// as the engine will (§2.2 step 4, §2.14, §2.15, §2.4.1).
pub fn defense(line: &str, v: &View, shown: &Shown) -> Result<DefenseCall, String> {
    let w: Vec<String> = line.split_whitespace().map(|s| s.to_ascii_lowercase()).collect();
    if w.is_empty() {
        return Err("call a defense (`help` lists the calls; `ai` lets the computer call this down)".into());
    }
    let front = v.own().front;
    let mut d = DefenseCall::base(front);
    let mut formation = None;
    let mut call = None;
    let mut showing = false;
    let mut sent: Vec<(DefSlot, Option<LineSpot>)> = Vec::new();
    let mut i = 0;
    while i < w.len() {
        let x = w[i].as_str();
        match x {
            "show" | "showing" => showing = true,
            "sblitz" | "safetyblitz" => {
                showing = true;
                let mut n = 0;
                while let Some(word) = w.get(i + 1) {
                    let (name, spot) = man_at(word);
                    let Some(s) = def_slot(name) else {
                        if spot.is_some() {
                            return Err(format!("'{name}' is not a defensive back: sblitz <DB>[@spot] (LCB RCB SS FS DB1 DB2) [som 2.15.5]"));
                        }
                        break;
                    };
                    if !s.is_back() {
                        return Err(format!("{} is not a defensive back: the safety blitz sends backs; linebackers go with `blitz` [som 2.15.5]", def_slot_name(s)));
                    }
                    let spot = match spot {
                        Some(sp) => Some(line_spot(sp).ok_or_else(|| format!("'{sp}' is not a spot on the line: ol l m r or, or a vacated mark le lt nt rt re [som 2.15.5]"))?),
                        None => None,
                    };
                    if sent.iter().any(|(x, _)| *x == s) {
                        return Err(format!("the {} is sent to the line once [som 2.15.5]", def_slot_name(s)));
                    }
                    if sent.len() == 3 {
                        return Err("three backs blitz at most (three men stay in the short zone) [som 2.15.5]".into());
                    }
                    sent.push((s, spot));
                    n += 1;
                    i += 1;
                }
                if n == 0 {
                    return Err("sblitz <DB>[@spot] ...: LCB RCB SS FS (DB1 DB2 in the nickel and dime) [som 2.15.5]".into());
                }
            }
            "run" | "pass" => {
                if call.is_some() {
                    return Err("run or pass, once".into());
                }
                call = Some(if x == "run" { DefCall::Run } else { DefCall::Pass });
            }
            "key" => {
                let s = w.get(i + 1).ok_or("key <slot>: a back of the offense's formation or the QB [som 2.4.1]")?;
                let slot = off_slot(s).ok_or_else(|| format!("'{s}' is not an offensive slot [som 2.4.1]"))?;
                let backs = formation::backs(shown.formation);
                if slot != OffSlot::Qb && !backs.contains(&slot) {
                    return Err(format!("key a back of the {} ({}) or the QB [som 2.4.1]", off_formation_name(shown.formation), names(backs)));
                }
                d.key = Some(slot);
                i += 1;
            }
            "double" | "dt" => {
                let s = w.get(i + 1).ok_or("double <receiver> [<defender>] [som 2.15.1]")?;
                let r = off_slot(s).ok_or_else(|| format!("'{s}' is not a receiver's slot [som 2.15.1]"))?;
                let mut who = DefSlot::Fs;
                if let Some(dw) = w.get(i + 2).and_then(|x| def_slot(x)) {
                    who = dw;
                    i += 1;
                }
                d = d.with_double(r, who).ok_or("three double-teams a call at most: two linebackers and the FS in the prevent, else a back and the FS [som 2.15.1, 2.15.2]")?;
                i += 1;
            }
            "blitz" => {
                let mut n = 0;
                let mut named = 0;
                while let Some(word) = w.get(i + 1) {
                    let (name, at) = man_at(word);
                    let Some(s) = def_slot(name) else {
                        if at.is_some() {
                            return Err(format!("'{name}' is not a linebacker: blitz <LB>[@spot] (LLB MLB RLB LILB RILB) [som 2.13.4]"));
                        }
                        break;
                    };
                    if !s.is_linebacker() {
                        return Err(format!("{} is not a linebacker: blitz sends linebackers; a back blitzes with `sblitz` (the safety blitz, [som 2.15.5]) [som 2.13.4]", def_slot_name(s)));
                    }
                    if at.is_none() && d.blitz.contains(&Some(s)) {
                        i += 1;
                        continue;
                    }
                    if d.blitz.contains(&Some(s)) || d.moves.get(s).is_some() {
                        return Err(format!("the {} is sent once [som 2.2]", def_slot_name(s)));
                    }
                    if n + named == 3 {
                        return Err("three linebackers blitz at most [som 2.13.4]".into());
                    }
                    match at {
                        // `blitz llb@ol`: the linebacker moved to the blitz area named (§2.14).
                        Some(sp) => match line_spot(sp) {
                            Some(LineSpot::Blitz(a)) => {
                                d.moves.set(s, Spot::Blitz(a));
                                named += 1;
                            }
                            _ => return Err(format!("'{sp}': a linebacker blitzes from a blitz area: ol l m r or [som 2.13.4]")),
                        },
                        None => {
                            d.blitz[n] = Some(s);
                            n += 1;
                        }
                    }
                    i += 1;
                }
                if n + named == 0 {
                    return Err("blitz <LB>[@spot] [<LB> ...]: LLB MLB RLB (LILB RILB in a 3-4) [som 2.13.4]".into());
                }
            }
            "move" | "mv" => {
                let mut n = 0;
                while let Some(word) = w.get(i + 1) {
                    let (name, at) = man_at(word);
                    let Some(s) = def_slot(name) else {
                        if at.is_some() || n == 0 {
                            return Err(format!("'{name}' is not a defender: move <slot>@<spot> (LLB MLB RLB LILB RILB LCB RCB SS FS DB1 DB2) [som 2.2]"));
                        }
                        break;
                    };
                    let (spot_word, used) = match at {
                        Some(x) => (x, 1),
                        None => (w.get(i + 2).map(|x| x.as_str()).ok_or_else(|| format!("move {} to where? {MOVE_SPOTS} [som 2.2]", def_slot_name(s)))?, 2),
                    };
                    let spot = move_spot(spot_word, s)?;
                    if d.moves.get(s).is_some() || d.blitz.contains(&Some(s)) {
                        return Err(format!("the {} is moved once [som 2.2]", def_slot_name(s)));
                    }
                    d.moves.set(s, spot);
                    n += 1;
                    i += used;
                }
                if n == 0 {
                    return Err(format!("move <slot>@<spot> ...: e.g. move llb@ol, move fs lookin; spots: {MOVE_SPOTS} [som 2.2]"));
                }
            }
            _ => match def_formation(x, front) {
                Some(f) if formation.is_none() => formation = Some(f),
                Some(_) => return Err(format!("'{x}': one formation a call")),
                None => return Err(format!("'{x}' is not a formation, a call or an option (`help` lists them)")),
            },
        }
        i += 1;
    }
    if let Some(f) = formation {
        d.formation = f;
    }
    d.call = match (call, formation::must_call(d.formation)) {
        (Some(c), _) => c,
        (None, Some(c)) => c,
        (None, None) => return Err("call run or pass [som 2.2]".into()),
    };
    if showing {
        d.safety_blitz = SafetyBlitz::SHOWN;
        if !sent.is_empty() && d.call != DefCall::Pass {
            return Err("the safety blitz sends backs to the line with a pass call only [som 2.15.5]".into());
        }
        // A back without a spot takes the first open blitz area on his side, on the board as
        // it stands with the backs sent before him.
        for (s, spot) in sent {
            let spot = match spot {
                Some(sp) => sp,
                None => {
                    let ctx = game::board_context(v.core, shown.formation, &d);
                    game::defense_board(ctx.to_goal, &d).open_line_spot(s).ok_or_else(|| format!("no open spot on the line for the {} [som 2.15.5]", def_slot_name(s)))?
                }
            };
            d.safety_blitz = d.safety_blitz.send(s, spot).ok_or("three backs blitz at most [som 2.15.5]")?;
        }
    }
    check_defense(v, shown, &d)?;
    Ok(d)
}

/// The defense's call checked exactly as the engine plays it ([`game::check_call`]: the safety
/// blitz's call rules, the board as [`game::defense_board`] builds it), and its key (§2.4.1,
/// §2.15.4).
pub fn check_defense(v: &View, shown: &Shown, d: &DefenseCall) -> Result<(), String> {
    if let Some(h) = v.hurried.filter(|h| h.offense != v.me && !shown.punt && !shown.field_goal) {
        if d.formation != h.defense {
            return Err(format!("after the offense's hurry-up the defense keeps its formation, {:?} [som 2.12.5]", h.defense));
        }
    }
    let board = game::check_call(v.core, shown.formation, d).map_err(|e| e.to_string())?;
    if d.key.is_some() {
        let ctx = game::board_context(v.core, shown.formation, d);
        board.validate_key(&ctx).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// The kickoff: `normal`, `squib` or `onside`; an empty line is `default`.
pub fn kick_kind(line: &str, default: KickKind) -> Result<KickKind, String> {
    Ok(match line.trim().to_ascii_lowercase().as_str() {
        "" => default,
        "normal" | "n" => KickKind::Normal,
        "squib" | "s" => KickKind::Squib,
        "onside" | "o" => KickKind::Onside,
        x => return Err(format!("'{x}': normal | squib (§2.1.3) | onside (§2.1.2)")),
    })
}

/// A punt coming down: `return`, `fair` (catch) or `roll` (let it roll); empty: `default`.
pub fn punt_choice(line: &str, default: PuntChoice) -> Result<PuntChoice, String> {
    Ok(match line.trim().to_ascii_lowercase().as_str() {
        "" => default,
        "return" | "r" => PuntChoice::Return,
        "fair" | "fc" | "f" => PuntChoice::FairCatch,
        "roll" | "let" => PuntChoice::LetItRoll,
        x => return Err(format!("'{x}': return | fair (the fair-catch option, §2.10.7) | roll (let it roll, §2.10.6)")),
    })
}

/// The defense against a punt: `normal`, `block` (attempt) or `safe` (rush); empty: `default`.
pub fn punt_rush(line: &str, default: PuntRush) -> Result<PuntRush, String> {
    Ok(match line.trim().to_ascii_lowercase().as_str() {
        "" => default,
        "normal" | "n" | "return" => PuntRush::Normal,
        "block" | "b" => PuntRush::Block,
        "safe" | "s" => PuntRush::Safe,
        x => return Err(format!("'{x}': normal | block (a block attempt, §2.10.2) | safe (the safe punt rush, §2.10.3)")),
    })
}

/// The question put to a coach a challengeable ruling goes against (§2.8).
pub fn challenge_question(c: &Challenge) -> String {
    let r = &c.replay;
    let from = match r.source {
        ReplaySource::Split => "a split number",
        ReplaySource::FumbleRating => "the fumble rating",
    };
    format!(
        "instant replay: {} (off {from}) goes against you; challenge it? (1 in 6 to make it {}; otherwise a time-out lost; {} challenge{} and {} time-out{} left)",
        crate::replay::ruling_text(r.ruled),
        crate::replay::opposite_text(r),
        c.left,
        if c.left == 1 { "" } else { "s" },
        c.timeouts,
        if c.timeouts == 1 { "" } else { "s" },
    )
}

/// A challenge answer: yes or no; an empty line is `default`.
pub fn challenge(line: &str, default: bool) -> Result<bool, String> {
    Ok(match line.trim().to_ascii_lowercase().as_str() {
        "" => default,
        "y" | "yes" | "challenge" | "c" => true,
        "n" | "no" => false,
        x => return Err(format!("'{x}': yes (challenge: one die, 1 overturns, §2.8) | no")),
    })
}

/// The kind of kickoff, in words.
pub fn kick_kind_name(k: KickKind) -> &'static str {
    match k {
        KickKind::Normal => "normal",
        KickKind::Squib => "squib",
        KickKind::Onside => "onside",
    }
}

pub fn punt_choice_name(c: PuntChoice) -> &'static str {
    match c {
        PuntChoice::Return => "return",
        PuntChoice::FairCatch => "fair",
        PuntChoice::LetItRoll => "roll",
    }
}

pub fn punt_rush_name(r: PuntRush) -> &'static str {
    match r {
        PuntRush::Normal => "normal",
        PuntRush::Block => "block",
        PuntRush::Safe => "safe",
    }
}

/// The down, the spot, the clock, the score and the time-outs, as the coach `v.me` sees them.
pub fn situation(v: &View) -> String {
    let c = v.core;
    let code = |s: Side| v.teams[s].code.as_str();
    let off = c.possession;
    let spot = c.spot.yards();
    let at = if spot == 50 { "the 50".to_string() } else if spot < 50 { format!("{} {spot}", code(off)) } else { format!("{} {}", code(off.other()), 100 - spot) };
    let down = match c.phase {
        Phase::Try { .. } => "two-point try from the 2".to_string(),
        Phase::Kickoff { from, .. } => format!("kickoff from the {} {from}", code(off)),
        _ => format!("{} & {} at {at}", ordinal(c.down().number()), if c.goal_to_go() { "goal".to_string() } else { c.to_go().to_string() }),
    };
    let period = if c.clock.period.0 <= 4 { format!("Q{}", c.clock.period.0) } else { format!("OT{}", c.clock.period.0 - 4) };
    let mut s = format!(
        "{} ball, {down} | {period} {}{} | {} {} - {} {} | time-outs {} {}, {} {}",
        code(off),
        mmss(c.clock.remaining),
        if two_minute(v) { " (2-minute clock)" } else { "" },
        code(Side::Away),
        c.score.away,
        code(Side::Home),
        c.score.home,
        code(v.me),
        c.timeouts[v.me],
        code(v.me.other()),
        c.timeouts[v.me.other()],
    );
    if off == v.me && c.phase == Phase::Scrimmage {
        s.push_str(&format!(" | QB End Runs left {}", v.qb_end_runs_left));
    }
    if v.hurried.is_some() && c.phase == Phase::Scrimmage {
        s.push_str(" | hurry-up: no substitutions, no change of formation (§2.12.5)");
    }
    s
}

fn ordinal(n: u8) -> &'static str {
    match n {
        1 => "1st",
        2 => "2nd",
        3 => "3rd",
        _ => "4th",
    }
}

fn out_of(v: &View, side: Side) -> Vec<Pid> {
    v.out[side].iter().map(|o| o.0).collect()
}

fn who(v: &View, side: Side, p: Option<Pid>) -> String {
    p.map(|p| v.teams[side].players[p].name.clone()).unwrap_or_else(|| "-".into())
}

/// The offense's players by slot (`v.me`'s), and the formations with their backs and receivers.
pub fn offense_lineup(v: &View) -> String {
    let out = out_of(v, v.me);
    let t = v.own();
    let slot = |s: OffSlot| format!("{} {}", off_slot_name(s), who(v, v.me, lineup::offense(t, &out, s)));
    let row = |slots: &[OffSlot]| slots.iter().map(|s| slot(*s)).collect::<Vec<_>>().join(" | ");
    let mut s = format!("{} offense by slot:\n  {}\n  {}\n  {}\n", t.code, row(&[OffSlot::Qb, OffSlot::Hb, OffSlot::Fb, OffSlot::Rb3]), row(&[OffSlot::Fl, OffSlot::Se, OffSlot::Wr3, OffSlot::Wr4]), row(&[OffSlot::Te, OffSlot::Te2]));
    // The healthy backs, receivers and tight ends no slot lists, with their season's usage: the
    // men a substitution (`SLOT=name`, §2.18.3) can bring in.
    let listed: Vec<Pid> = lineup::SKILL_GROUPS.iter().flat_map(|g| g.iter()).filter_map(|&sl| lineup::offense(t, &out, sl)).collect();
    let mut bench = String::new();
    for (list, pos) in [(&t.depth.rb, "RB"), (&t.depth.wr, "WR"), (&t.depth.te, "TE")] {
        let men: Vec<String> = list
            .iter()
            .filter_map(|id| t.player(id))
            .filter(|p| !out.contains(p) && !listed.contains(p))
            .map(|p| {
                let l = &t.players[p].season;
                format!("{} ({} carries, {} targets)", t.players[p].name, l.rush_att, l.targets)
            })
            .collect();
        if !men.is_empty() {
            bench.push_str(&format!("  {pos} {}\n", men.join(" | ")));
        }
    }
    if !bench.is_empty() {
        s.push_str(&format!("bench (SLOT=name in a call plays one for the down):\n{bench}"));
    }
    s.push_str("formations (backs | receivers):\n");
    for (f, word, name) in OFF_FORMATIONS {
        s.push_str(&format!("  {word:<6} {name:<22} {:<12} | {}\n", names(formation::backs(f)), names(formation::receivers(f))));
    }
    s
}

/// The defense's players by slot (`v.me`'s) in its base formation, and its extra backs.
pub fn defense_lineup(v: &View) -> String {
    let out = out_of(v, v.me);
    let t = v.own();
    let base = DefenseCall::base(t.front).formation;
    let on = lineup::defense(t, &out, formation::def_personnel(base));
    let dime = lineup::defense(t, &out, formation::def_personnel(DefFormation::package(Package::Dime, t.front)));
    let list = |slots: &mut dyn Iterator<Item = DefSlot>, on: &[Option<Pid>; 16]| slots.map(|s| format!("{} {}", def_slot_name(s), who(v, v.me, on[s as usize]))).collect::<Vec<_>>().join(" | ");
    let personnel = formation::def_personnel(base);
    format!(
        "{} defense by slot ({}):\n  {}\n  {}\n  {}\n  extra backs (nickel, dime, 5-6): {}\n",
        t.code,
        def_formation_name(base),
        list(&mut personnel.iter().copied().filter(|s| s.is_line()), &on),
        list(&mut personnel.iter().copied().filter(|s| s.is_linebacker()), &on),
        list(&mut personnel.iter().copied().filter(|s| s.is_back()), &on),
        list(&mut [DefSlot::Db1, DefSlot::Db2].into_iter(), &dime),
    )
}

/// What the defense sees of the offense (§2.2 steps 1-3): the formation, the Shotgun, an
/// announced kick, and who stands in each back and receiver slot.
pub fn shown_text(v: &View, shown: &Shown) -> String {
    let opp = v.me.other();
    let t = v.opp();
    let out = out_of(v, opp);
    if shown.punt {
        return format!("{} announce a punt.\n", t.code);
    }
    let mut slots: Vec<OffSlot> = vec![OffSlot::Qb];
    for s in formation::backs(shown.formation).iter().chain(formation::receivers(shown.formation)) {
        if !slots.contains(s) {
            slots.push(*s);
        }
    }
    let on = lineup::offense_lineup(t, &out, shown.formation, &shown.subs);
    let men = slots.iter().map(|s| format!("{} {}", off_slot_name(*s), who(v, opp, on[*s as usize]))).collect::<Vec<_>>().join(" | ");
    format!("{} line up in the {}{}: {men}\n", t.code, off_formation_name(shown.formation), if shown.shotgun { ", Shotgun" } else { "" })
}

/// `card <name>`: a player of either team (the coach's own first), his positions and ratings.
pub fn player_text(v: &View, name: &str) -> String {
    let n = name.trim().to_ascii_lowercase();
    if n.is_empty() {
        return "  card <name>: a player of either team\n".into();
    }
    for t in [v.own(), v.opp()] {
        let found: Vec<&crate::cards::SomPlayer> = t.players.iter().filter(|p| p.name.to_ascii_lowercase().contains(&n)).collect();
        let exact: Vec<&&crate::cards::SomPlayer> = found.iter().filter(|p| p.name.to_ascii_lowercase() == n || p.name.to_ascii_lowercase().split_whitespace().last() == Some(n.as_str())).collect();
        let pick = if exact.len() == 1 { Some(*exact[0]) } else if found.len() == 1 { Some(found[0]) } else { None };
        if let Some(p) = pick {
            let pos: Vec<String> = p.pos.iter().map(|x| format!("{x:?}").to_uppercase()).collect();
            let s = &p.season;
            return format!(
                "  {} ({}, {}): run block {}, pass block {}, defense {}{}; season: {} carries, {} targets\n",
                p.name,
                pos.join("/"),
                t.code,
                p.run_block,
                p.pass_block,
                p.defense,
                p.pass_rush.map(|r| format!(", pass rush {}{}", r.normal, r.asterisk.map(|a| format!(" ({a}*)")).unwrap_or_default())).unwrap_or_default(),
                s.rush_att,
                s.targets
            );
        }
        if found.len() > 1 {
            return format!("  '{name}' could be {}\n", found.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join(", "));
        }
    }
    format!("  no player '{name}' on either team\n")
}

/// The offense's call in words, as the play-by-play would say it (for a coach's confirmation).
pub fn offense_text(c: &OffenseCall) -> String {
    let play = match c.play {
        OffPlay::Run { play, carrier } => format!("{} by {}", play.name(), off_slot_name(carrier)),
        OffPlay::Pass { play, target } => format!("{} to {}", play.name(), off_slot_name(target)),
        OffPlay::Punt => "punt".into(),
        OffPlay::FieldGoal => "field goal".into(),
        OffPlay::Kneel => "kneel".into(),
        OffPlay::Spike => "spike".into(),
    };
    format!("{}{}: {play}", off_formation_name(c.formation), if c.shotgun { ", Shotgun" } else { "" })
}

/// The defense's call in words.
pub fn defense_text(d: &DefenseCall) -> String {
    let mut s = format!("{} {}", def_formation_name(d.formation), if d.call == DefCall::Run { "run" } else { "pass" });
    if let Some(k) = d.key {
        s.push_str(&format!(", key {}", off_slot_name(k)));
    }
    for (r, who) in d.doubled() {
        s.push_str(&format!(", {} double-teams {}", def_slot_name(who), off_slot_name(r)));
    }
    let b: Vec<&str> = d.blitzers().map(def_slot_name).collect();
    if !b.is_empty() {
        s.push_str(&format!(", blitz {}", b.join(" ")));
    }
    for (who, spot) in d.moves.iter() {
        s.push_str(&format!(", {} to {}", def_slot_name(who), spot_name(spot)));
    }
    if d.safety_blitz.showing() {
        s.push_str(", showing blitz");
        let sb: Vec<String> = d.safety_blitz.backs().map(|(x, spot)| format!("{} ({})", def_slot_name(x), line_spot_name(spot))).collect();
        if !sb.is_empty() {
            s.push_str(&format!(": safety blitz {}", sb.join(", ")));
        }
    }
    s
}
