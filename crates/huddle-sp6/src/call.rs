//! The strategy cards of a down (§7): the offense's Play Selection, Offensive Strategy and
//! Player Involved; the defense's Defense Selection and Defense Strategy (coverage or a Big
//! Play); and the checks that refuse an illegal call with the rule it breaks.

use crate::display::DisplayError;
use crate::options::Options;
use crate::tables::Edition;
use crate::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_cards::{DefBox, Group, OffBox, Team};
use std::fmt;

/// Play Selection (7.1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OffPlay {
    InsideLeft,
    InsideRight,
    SweepLeft,
    SweepRight,
    EndAround,
    Screen,
    Quick,
    Short,
    Long,
}

impl OffPlay {
    pub fn is_run(self) -> bool {
        matches!(self, OffPlay::InsideLeft | OffPlay::InsideRight | OffPlay::SweepLeft | OffPlay::SweepRight | OffPlay::EndAround)
    }
    pub fn is_inside(self) -> bool {
        matches!(self, OffPlay::InsideLeft | OffPlay::InsideRight)
    }
    /// Quick, Short and Long: the passes that read the quarterback's card.
    pub fn is_qb_pass(self) -> bool {
        matches!(self, OffPlay::Quick | OffPlay::Short | OffPlay::Long)
    }
    pub fn code(self) -> &'static str {
        match self {
            OffPlay::InsideLeft => "IL",
            OffPlay::InsideRight => "IR",
            OffPlay::SweepLeft => "SL",
            OffPlay::SweepRight => "SR",
            OffPlay::EndAround => "ER",
            OffPlay::Screen => "SC",
            OffPlay::Quick => "QK",
            OffPlay::Short => "SH",
            OffPlay::Long => "LG",
        }
    }
}

/// Offensive Strategy (7.1.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OffStrategy {
    #[default]
    None,
    Flop,
    Sneak,
    Draw,
    PlayAction,
}

/// The offense's cards for a down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OffenseCall {
    pub play: OffPlay,
    pub strategy: OffStrategy,
    /// Player Involved (7.1.3): the ball carrier or the intended receiver, by box.
    pub involved: OffBox,
    /// O4: backs kept in to block (their boxes).
    pub extra_blockers: [Option<OffBox>; 2],
    /// No-Huddle declared (8.7).
    pub no_huddle: bool,
    /// The Two-Minute Offense (9.4.1): the 2-Min column of the Timing Chart, Final Minutes only.
    pub two_minute: bool,
}

impl OffenseCall {
    pub fn new(play: OffPlay, involved: OffBox) -> OffenseCall {
        OffenseCall { play, strategy: OffStrategy::None, involved, extra_blockers: [None; 2], no_huddle: false, two_minute: false }
    }
    pub fn with(mut self, s: OffStrategy) -> OffenseCall {
        self.strategy = s;
        self
    }
    pub fn extra_blockers(&self) -> impl Iterator<Item = OffBox> + '_ {
        self.extra_blockers.iter().flatten().copied()
    }
}

/// Defense Selection (7.2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DefPlay {
    /// Run Defense keying the back in BK1, BK2 or BK3.
    RunKey(OffBox),
    RunNoKey,
    Pass,
    Prevent,
    Blitz,
}

impl DefPlay {
    pub fn is_run(self) -> bool {
        matches!(self, DefPlay::RunKey(_) | DefPlay::RunNoKey)
    }
}

/// Double or Triple Coverage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CoverKind {
    Double,
    Triple,
}

/// One receiver under multiple coverage: the receiver's slot, and the defenders who help the
/// receiver's normal guard (one for a double, two for a triple).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coverage {
    pub receiver: OffBox,
    pub kind: CoverKind,
    pub helpers: [Option<Pid>; 2],
}

/// Defense Strategy (7.2.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DefStrategy {
    #[default]
    None,
    /// Double and Triple Coverage, one or more receivers (7.2.2.2-7.2.2.4), announced before the
    /// offense reveals.
    Coverage([Option<Coverage>; 3]),
    /// A Big Play (8.4).
    BigPlay,
}

/// The defense's cards for a down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefenseCall {
    pub play: DefPlay,
    /// Under a Pass Blitz: the blitzers (Rows 2 and 3), secretly designated (§24 gap: one to five).
    pub blitzers: [Option<Pid>; 5],
    pub strategy: DefStrategy,
}

impl DefenseCall {
    pub fn new(play: DefPlay) -> DefenseCall {
        DefenseCall { play, blitzers: [None; 5], strategy: DefStrategy::None }
    }
    pub fn blitzers(&self) -> impl Iterator<Item = Pid> + '_ {
        self.blitzers.iter().flatten().copied()
    }
    pub fn is_blitzer(&self, p: Pid) -> bool {
        self.play == DefPlay::Blitz && self.blitzers.contains(&Some(p))
    }
    pub fn coverages(&self) -> impl Iterator<Item = &Coverage> + '_ {
        let list: &[Option<Coverage>] = match &self.strategy {
            DefStrategy::Coverage(c) => c,
            _ => &[],
        };
        list.iter().flatten()
    }
    pub fn coverage_on(&self, receiver: OffBox) -> Option<&Coverage> {
        self.coverages().find(|c| c.receiver == receiver)
    }
}

/// A call the rules refuse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallError {
    pub section: &'static str,
    pub msg: String,
}

impl fmt::Display for CallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [sp6 {}]", self.msg, self.section)
    }
}

impl std::error::Error for CallError {}

impl From<DisplayError> for CallError {
    fn from(e: DisplayError) -> Self {
        CallError { section: e.section, msg: e.msg }
    }
}

fn refuse<T>(section: &'static str, msg: impl Into<String>) -> Result<T, CallError> {
    Err(CallError { section, msg: msg.into() })
}

/// A set of a team's players by roster index, kept on the stack (a team holds at most
/// `Roster::CAPACITY` players: `cards::validate_team`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Roster([u64; 4]);

impl Roster {
    pub const CAPACITY: usize = 256;
    pub const EMPTY: Roster = Roster([0; 4]);
    pub fn insert(&mut self, p: Pid) {
        if let Some(w) = self.0.get_mut(p as usize / 64) {
            *w |= 1u64 << (p % 64);
        }
    }
    pub fn contains(&self, p: Pid) -> bool {
        self.0.get(p as usize / 64).is_some_and(|w| w & (1u64 << (p % 64)) != 0)
    }
}

/// What the checks need to know about the down.
#[derive(Clone, Copy, Debug)]
pub struct CallContext {
    /// Yards from the offense's own goal line to the line of scrimmage.
    pub spot: i16,
    /// In the Final Minutes (the last 2:00 of the first half, 5:00 of the second; §18.6).
    pub final_minutes: bool,
    /// Players the offense may not call this down by their endurance (4.6), by roster index.
    pub tired: Roster,
    /// Players who have already run an End Around this game (8.2.6).
    pub er_used: Roster,
    /// Big Plays the defense has left, and whether it used one this possession (8.4).
    pub big_plays_left: u8,
    pub big_play_this_possession: bool,
}

impl CallContext {
    pub fn plain(spot: i16) -> CallContext {
        CallContext { spot, final_minutes: false, tired: Roster::EMPTY, er_used: Roster::EMPTY, big_plays_left: 0, big_play_this_possession: false }
    }
}

/// Checks the offense's cards against its display (§7.1, §10.1, O4, 4.6, 8.2.6).
pub fn check_offense(c: &OffenseCall, d: &OffenseDisplay, team: &Team, opts: &Options, ctx: &CallContext) -> Result<(), CallError> {
    let Some(p) = d.get(c.involved) else {
        return refuse("7.1.3", format!("nobody stands in {}: the Player Involved must be on the display", c.involved));
    };
    let pl = team.player(p);
    match c.play {
        OffPlay::InsideLeft | OffPlay::InsideRight | OffPlay::SweepLeft | OffPlay::SweepRight => {
            let carrier = c.involved == OffBox::QB || (c.involved.is_back() && pl.rushing.as_ref().is_some_and(|r| r.n.is_some()));
            if !carrier {
                return refuse("7.1.1", format!("{} in {} cannot carry the ball: the quarterback or a back with an N column runs (§24 E-33)", pl.name, c.involved));
            }
        }
        OffPlay::EndAround => {
            if !matches!(pl.group(), Group::TE | Group::WR) || pl.rushing.is_none() {
                return refuse("9.2", format!("an End Around goes to a tight end or wide receiver with a rushing column; {} is not one", pl.name));
            }
            if ctx.er_used.contains(p) {
                return refuse("9.2", format!("{} has already run his End Around this game", pl.name));
            }
        }
        OffPlay::Screen => {
            if !c.involved.is_back() {
                return refuse("10.3", "a Screen pass goes to a back in BK1, BK2 or BK3");
            }
            let to_goal = 100 - ctx.spot;
            // "Within own 5 yard line" (7.1.1) is *inside* the 5, the reading the seed gives the
            // same phrase for the Long pass ("within the opponent's 20" = "inside the 20",
            // 8.3.9.1) and the digest for "inside the offense's 5" (§24 E-10): the line of
            // scrimmage less than 5 yards from the goal ([sp6 10.3]; on the 5 itself it is legal).
            if opts.screen_opponent_five && to_goal < 5 {
                return refuse("10.3", "a Screen may not be called within the opponent's 5 (option screen_opponent_five)");
            }
            if !opts.screen_opponent_five && ctx.spot < 5 {
                return refuse("7.1", "a Screen may not be called within the offense's own 5-yard line");
            }
        }
        OffPlay::Quick | OffPlay::Short | OffPlay::Long => {
            if c.involved == OffBox::QB || c.involved.is_line() {
                return refuse("7.1.3", "a pass is thrown to a receiver: LE, RE, FL1, FL2, BK1, BK2 or BK3");
            }
            if c.play == OffPlay::Long && 100 - ctx.spot < 20 {
                return refuse("10.1", "a Long pass may not be called with the line of scrimmage inside the opponent's 20");
            }
        }
    }
    match c.strategy {
        OffStrategy::None => {}
        OffStrategy::Flop | OffStrategy::Sneak => {
            if !(c.play.is_inside() && c.involved == OffBox::QB) {
                return refuse("7.1", "the Quarterback Flop and Sneak go only with an Inside Run to the quarterback");
            }
        }
        OffStrategy::Draw => {
            if !(c.play.is_inside() && (c.involved == OffBox::QB || c.involved.is_back())) {
                return refuse("7.1", "the Draw goes only with an Inside Run to a back or the quarterback");
            }
        }
        OffStrategy::PlayAction => {
            if !matches!(c.play, OffPlay::Short | OffPlay::Long) {
                return refuse("7.1", "Play Action goes only with a Short or Long pass");
            }
        }
    }
    let blockers: Vec<OffBox> = c.extra_blockers().collect();
    if !blockers.is_empty() {
        if !opts.extra_blocking {
            return refuse("19", "extra pass blockers need optional rule O4");
        }
        if !c.play.is_qb_pass() {
            return refuse("19", "backs are kept in to block only on a Quick, Short or Long pass (O4)");
        }
        for (i, b) in blockers.iter().enumerate() {
            if !b.is_back() || d.get(*b).is_none() {
                return refuse("19", format!("{b} is not a back on the display: only backs are kept in to block (O4)"));
            }
            if *b == c.involved {
                return refuse("19", "no pass may be called to a back kept in to block (O4)");
            }
            if blockers[..i].contains(b) {
                return refuse("19", format!("{b} is named twice as a blocker"));
            }
        }
    }
    if c.two_minute && !ctx.final_minutes {
        return refuse("18", "the Two-Minute Offense may be used only in the Final Minutes (9.4.1)");
    }
    if c.strategy != OffStrategy::Flop && c.involved != OffBox::QB && ctx.tired.contains(p) {
        return refuse("4.6", format!("{} cannot be called this down: his endurance ({}) forbids it", pl.name, pl.ev.map(|e| e.to_string()).unwrap_or_default()));
    }
    Ok(())
}

/// Checks the defense's cards against its display (§7.2, §12).
pub fn check_defense(c: &DefenseCall, d: &DefenseDisplay, team: &Team, opts: &Options, ed: &Edition, off: &OffenseDisplay, ctx: &CallContext) -> Result<(), CallError> {
    match c.play {
        DefPlay::RunKey(b) if !b.is_back() => return refuse("7.2", format!("a Run Defense keys Back 1, 2 or 3, not {b}")),
        DefPlay::Blitz => {
            let n = c.blitzers().count();
            if !(1..=5).contains(&n) {
                return refuse("7.2", format!("a Pass Blitz sends one to five linebackers or backs; {n} named"));
            }
            for (i, p) in c.blitzers().enumerate() {
                match d.box_of(p) {
                    Some(b) if b.row() >= 2 => {}
                    _ => return refuse("7.2", format!("{} is not in Row 2 or 3: blitzers come from the linebackers' and backs' rows", team.player(p).name)),
                }
                if c.blitzers().take(i).any(|q| q == p) {
                    return refuse("7.2", format!("{} is named twice as a blitzer", team.player(p).name));
                }
            }
        }
        _ => {
            if c.blitzers().next().is_some() {
                return refuse("7.2", "only a Pass Blitz names blitzers");
            }
        }
    }
    match &c.strategy {
        DefStrategy::None => {}
        DefStrategy::BigPlay => {
            if ctx.big_plays_left == 0 {
                return refuse("12", "no Big Plays are left for this game");
            }
            if ctx.big_play_this_possession {
                return refuse("12", "only one Big Play per possession");
            }
        }
        DefStrategy::Coverage(list) => {
            if !matches!(c.play, DefPlay::Pass | DefPlay::Prevent) {
                return refuse("7.2", "Double and Triple Coverage need a Pass or Prevent Defense");
            }
            let (r2, r3) = (d.row_count(2), d.row_count(3));
            let fits = |want: (usize, usize)| if opts.coverage_at_least { r2 >= want.0 && r3 >= want.1 } else { (r2, r3) == want };
            let double_ok = fits((4, 4)) || fits((3, 5));
            let triple_ok = fits((2, 6));
            let covs: Vec<&Coverage> = list.iter().flatten().collect();
            if covs.is_empty() {
                return refuse("7.2", "a coverage strategy names at least one receiver");
            }
            let triples = covs.iter().filter(|x| x.kind == CoverKind::Triple).count();
            let doubles = covs.len() - triples;
            // A Triple Coverage card may serve as Double Coverage on two receivers (7.2.2.3).
            let legal = if triples > 0 { triple_ok } else { double_ok || (triple_ok && doubles <= 2) };
            if !legal {
                return refuse(
                    "7.2",
                    format!("a {} formation ({r2} in Row 2, {r3} in Row 3) does not allow this coverage: Double needs 4 and 4 or 3 and 5, Triple 2 and 6", if triples > 0 { "Triple Coverage" } else { "Double Coverage" }),
                );
            }
            let mut used: Vec<Pid> = Vec::new();
            for (i, cv) in covs.iter().enumerate() {
                if off.get(cv.receiver).is_none() && !cv.receiver.is_back() && !cv.receiver.is_flanker() && !matches!(cv.receiver, OffBox::LE | OffBox::RE) {
                    return refuse("7.2", format!("{} is not a receiver position", cv.receiver));
                }
                if !(cv.receiver.is_back() || cv.receiver.is_flanker() || matches!(cv.receiver, OffBox::LE | OffBox::RE)) {
                    return refuse("7.2", format!("{} is not a receiver position (LE, RE, FL1, FL2, BK1-BK3)", cv.receiver));
                }
                if covs[..i].iter().any(|o| o.receiver == cv.receiver) {
                    return refuse("7.2", format!("{} is covered twice", cv.receiver));
                }
                let guard_box = ed.coverage.get(&cv.receiver).copied();
                let want = if cv.kind == CoverKind::Triple { 2 } else { 1 };
                let helpers: Vec<Pid> = cv.helpers.iter().flatten().copied().collect();
                if helpers.len() != want {
                    return refuse("7.2", format!("{} coverage on {} names {want} defender(s) besides his guard; {} named", if want == 2 { "Triple" } else { "Double" }, cv.receiver, helpers.len()));
                }
                for h in helpers {
                    let b = d.box_of(h);
                    if b.is_none_or(|b| b.row() < 2) {
                        return refuse("7.2", format!("{} helps in coverage from Row 2 or 3 only", team.player(h).name));
                    }
                    if b == guard_box {
                        return refuse("7.2", format!("{} is {}'s own guard, already in the coverage", team.player(h).name, cv.receiver));
                    }
                    if used.contains(&h) {
                        return refuse("7.2", format!("{} serves in one coverage only", team.player(h).name));
                    }
                    used.push(h);
                }
            }
        }
    }
    Ok(())
}

/// The defenders that guard a receiver slot under the call: his box's guard (when there and
/// not blitzing) and the coverage helpers.
pub fn guards(ed: &Edition, d: &DefenseDisplay, c: &DefenseCall, receiver: OffBox) -> [Option<Pid>; 3] {
    let mut out = [None; 3];
    if let Some(b) = ed.coverage.get(&receiver) {
        out[0] = d.in_box(*b).find(|p| !c.is_blitzer(*p));
    }
    if let Some(cv) = c.coverage_on(receiver) {
        out[1] = cv.helpers[0];
        out[2] = cv.helpers[1];
    }
    out
}

/// The group of a box's defender for the Interception Return Table (§6.8).
pub fn interceptor_kind(team: &Team, p: Pid) -> Group {
    team.player(p).group()
}

/// A box of the Defense Display's blitz-aware occupants.
pub fn occupants<'a>(d: &'a DefenseDisplay, c: &DefenseCall, b: DefBox, blitzers_leave: bool) -> impl Iterator<Item = Pid> + 'a {
    let c = *c;
    d.in_box(b).filter(move |p| !(blitzers_leave && c.is_blitzer(*p)))
}
