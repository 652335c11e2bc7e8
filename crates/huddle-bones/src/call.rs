//! Play calls (§6) and strategies (§12, §13), and their checks: who a play may go to, where on
//! the field it may be called, which formation a strategy needs. An illegal call is refused with
//! the rule; nothing in the game changes.

use crate::display::{backs, five_wide, plays_as, DisplayError};
use crate::tables::{OffSlot, PassCol, RunCol, Tables};
use crate::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_cards::{DefBox, Group, OffBox, Team};

/// The fifteen offensive plays (§6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OffPlay {
    SL,
    SR,
    IL,
    IR,
    CL,
    CR,
    ER,
    PL,
    PR,
    QK,
    SH,
    LG,
    SC,
    SP,
    WP,
}

impl OffPlay {
    pub const ALL: [OffPlay; 15] = [OffPlay::SL, OffPlay::SR, OffPlay::IL, OffPlay::IR, OffPlay::CL, OffPlay::CR, OffPlay::ER, OffPlay::PL, OffPlay::PR, OffPlay::QK, OffPlay::SH, OffPlay::LG, OffPlay::SC, OffPlay::SP, OffPlay::WP];
    pub fn is_run(self) -> bool {
        matches!(self, OffPlay::SL | OffPlay::SR | OffPlay::IL | OffPlay::IR | OffPlay::CL | OffPlay::CR | OffPlay::ER | OffPlay::PL | OffPlay::PR)
    }
    pub fn is_pass(self) -> bool {
        !self.is_run()
    }
    /// Quick, Short and Long: the passes read on the Pass Receiver Table.
    pub fn pass_col(self) -> Option<PassCol> {
        match self {
            OffPlay::QK => Some(PassCol::Quick),
            OffPlay::SH => Some(PassCol::Short),
            OffPlay::LG => Some(PassCol::Long),
            _ => None,
        }
    }
    /// The Blocking Battle column of a run (End-Around uses the sweep column of its side; a
    /// Pitchout's column is rolled, §7.7).
    pub fn run_col(self) -> Option<RunCol> {
        Some(match self {
            OffPlay::SL => RunCol::SL,
            OffPlay::SR => RunCol::SR,
            OffPlay::IL => RunCol::IL,
            OffPlay::IR => RunCol::IR,
            OffPlay::CL => RunCol::CL,
            OffPlay::CR => RunCol::CR,
            _ => return None,
        })
    }
    pub fn code(self) -> &'static str {
        match self {
            OffPlay::SL => "SL",
            OffPlay::SR => "SR",
            OffPlay::IL => "IL",
            OffPlay::IR => "IR",
            OffPlay::CL => "CL",
            OffPlay::CR => "CR",
            OffPlay::ER => "ER",
            OffPlay::PL => "PL",
            OffPlay::PR => "PR",
            OffPlay::QK => "QK",
            OffPlay::SH => "SH",
            OffPlay::LG => "LG",
            OffPlay::SC => "SC",
            OffPlay::SP => "SP",
            OffPlay::WP => "WP",
        }
    }
}

/// Offensive strategies (§12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OffStrategy {
    #[default]
    None,
    Flop,
    Sneak,
    Draw,
    PlayAction,
}

/// The offense's call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OffenseCall {
    pub play: OffPlay,
    /// The ball carrier or the intended receiver, by box.
    pub involved: OffBox,
    pub strategy: OffStrategy,
    /// The quarterback in the Shotgun (§12.5).
    pub shotgun: bool,
    /// BK1 or BK2 designated as pass blockers (§10.1; BK3 blocks anyway).
    pub blockers: [Option<OffBox>; 2],
    /// Double-Team Blocking (§12.7): the defender named, and the Secondary Blocker chosen from
    /// those the table lists (None, or one it does not list: the table's first).
    pub double_team: Option<Pid>,
    pub double_team_secondary: Option<OffSlot>,
}

impl OffenseCall {
    pub fn new(play: OffPlay, involved: OffBox) -> OffenseCall {
        OffenseCall { play, involved, strategy: OffStrategy::None, shotgun: false, blockers: [None; 2], double_team: None, double_team_secondary: None }
    }
    pub fn with(mut self, s: OffStrategy) -> OffenseCall {
        self.strategy = s;
        self
    }
}

/// The run defense's key (§6.2): a key binds a player, not a box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunKey {
    Back(Pid),
    Qb,
    NoKey,
    EndAround,
}

/// A Zone sector (§13.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sector {
    Left,
    Center,
    Right,
}

impl Sector {
    /// The receiver slots of a sector.
    pub fn holds(self, b: OffBox) -> bool {
        match self {
            Sector::Left => matches!(b, OffBox::LE | OffBox::LTE | OffBox::FL2),
            Sector::Center => b.is_back(),
            Sector::Right => matches!(b, OffBox::RE | OffBox::RTE | OffBox::FL1),
        }
    }
}

/// The basic defenses (§6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefPlay {
    Run(RunKey),
    Pass,
    Prevent,
    Blitz,
    Zone(Sector),
}

impl DefPlay {
    pub fn is_run(self) -> bool {
        matches!(self, DefPlay::Run(_))
    }
}

/// Double or triple coverage of one receiver (§13.1, §13.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cover {
    pub receiver: OffBox,
    /// One helper for double coverage, two for triple.
    pub helpers: [Option<Pid>; 2],
}

impl Cover {
    pub fn triple(&self) -> bool {
        self.helpers[1].is_some()
    }
}

/// The defense's call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefenseCall {
    pub play: DefPlay,
    pub coverage: [Option<Cover>; 2],
    /// Blitzers (2-5 linebackers and backs of Rows 2-3, §10.3).
    pub blitzers: [Option<Pid>; 5],
    /// Run Blitz (§13.7): the safeties moved to Row 1 are on the display.
    pub run_blitz: bool,
    /// Center Field (§13.6): the back in box L covers nobody.
    pub center_field: bool,
    /// A line stunt by two linemen in adjacent Row-1 boxes (§13.8).
    pub stunt: Option<(DefBox, DefBox)>,
}

impl DefenseCall {
    pub fn new(play: DefPlay) -> DefenseCall {
        DefenseCall { play, coverage: [None; 2], blitzers: [None; 5], run_blitz: false, center_field: false, stunt: None }
    }
    pub fn blitzing(&self, p: Pid) -> bool {
        self.blitzers.contains(&Some(p))
    }
    pub fn blitz_count(&self) -> usize {
        self.blitzers.iter().flatten().count()
    }
    pub fn cover_of(&self, b: OffBox) -> Option<&Cover> {
        self.coverage.iter().flatten().find(|c| c.receiver == b)
    }
}

/// An illegal call.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{msg} [bones {rule}]")]
pub struct CallError {
    pub rule: &'static str,
    pub msg: String,
}

impl From<DisplayError> for CallError {
    fn from(e: DisplayError) -> CallError {
        CallError { rule: e.rule, msg: e.msg }
    }
}

fn no<T>(rule: &'static str, msg: impl Into<String>) -> Result<T, CallError> {
    Err(CallError { rule, msg: msg.into() })
}

/// What the checks need to know of the game.
#[derive(Clone, Copy, Debug)]
pub struct CallContext {
    /// Yards from the offense's goal line to the line of scrimmage.
    pub spot: i16,
    /// Players resting (rest rates, reconstruction): they may not be given the ball.
    pub resting: [Option<Pid>; 8],
    /// A7: the Screen may go to a wide receiver (`Options::screen_to_receivers`).
    pub screen_to_receivers: bool,
}

impl CallContext {
    pub fn plain(spot: i16) -> CallContext {
        CallContext { spot, resting: [None; 8], screen_to_receivers: true }
    }
}

/// Checks the offense's call against its display and the field (§6.1, §9.8, §11, §12).
pub fn check_offense(call: &OffenseCall, d: &OffenseDisplay, team: &Team, ctx: &CallContext, _t: &Tables) -> Result<(), CallError> {
    let to_goal = 100 - ctx.spot;
    let who = d.get(call.involved);
    let qb_box = call.involved == OffBox::QB;
    match call.strategy {
        OffStrategy::Flop | OffStrategy::Sneak => {
            let rule = if call.strategy == OffStrategy::Flop { "12.1" } else { "12.2" };
            if !qb_box {
                return no(rule, "the Flop and the Sneak are the quarterback's");
            }
            if !matches!(call.play, OffPlay::IL | OffPlay::IR) {
                return no(rule, "the Flop and the Sneak are called as an inside run");
            }
            if call.shotgun {
                return no("12.5", "the Shotgun goes with Quick, Short, Long and Shovel passes");
            }
            return Ok(());
        }
        OffStrategy::Draw if !matches!(call.play, OffPlay::IL | OffPlay::IR) => return no("12.3", "the Draw goes with an inside run"),
        OffStrategy::PlayAction if !matches!(call.play, OffPlay::SH | OffPlay::LG) => return no("12.4", "Play-Action goes with a Short or Long pass"),
        OffStrategy::PlayAction if call.shotgun => return no("12.4", "no Play-Action from the Shotgun"),
        _ => {}
    }
    let Some(p) = who else {
        return no("6.1", format!("nobody stands in {}", call.involved.as_str()));
    };
    if ctx.resting.contains(&Some(p)) {
        return no("16", format!("{} is resting (his rest rate)", team.player(p).name));
    }
    let pl = team.player(p);
    let is_back = backs(d, team).any(|(_, q)| q == p);
    match call.play {
        OffPlay::SL | OffPlay::SR | OffPlay::IL | OffPlay::IR | OffPlay::CL | OffPlay::CR => {
            if !(is_back || qb_box) {
                return no("6.1", format!("runs go to BK1, BK2, BK3 or the quarterback, not {} in {}", pl.name, call.involved.as_str()));
            }
            if pl.bones.as_deref().and_then(|b| b.rush).is_none() {
                return no("6.1", format!("{} has no rushing column", pl.name));
            }
        }
        OffPlay::ER => {
            let end_or_fl = call.involved.is_end() || call.involved.is_flanker() || (call.involved == OffBox::BK1 && five_wide(d, team));
            if !end_or_fl || !plays_as(team, p, &[Group::WR, Group::TE]) || pl.bones.as_deref().and_then(|b| b.rush).is_none() {
                return no("7.8", "the End-Around goes to an end or flanker (a receiver) with a rushing column");
            }
        }
        OffPlay::PL | OffPlay::PR => {
            if !is_back {
                return no("7.7", "the Pitchout goes to a running back");
            }
        }
        OffPlay::QK | OffPlay::SH | OffPlay::LG => {
            if call.involved.is_line() || qb_box {
                return no("6.1", "passes go to any non-lineman but the quarterback");
            }
            if call.play == OffPlay::LG && to_goal <= 20 {
                return no("9.8", "no Long pass within 20 yards of the opponent's goal");
            }
        }
        OffPlay::SC => {
            let receiver = ctx.screen_to_receivers && plays_as(team, p, &[Group::WR]) && pl.group() != Group::TE && !call.involved.is_line();
            if !(is_back || receiver) {
                return no("11.1", if ctx.screen_to_receivers { "the Screen goes to a back or a wide receiver, not a tight end" } else { "the Screen goes to a running back (screen_to_receivers off)" });
            }
            if to_goal <= 5 {
                return no("11.1", "no Screen within 5 yards of the opponent's goal");
            }
        }
        OffPlay::SP => {
            if !call.shotgun {
                return no("11.3", "the Shovel is thrown from the Shotgun only");
            }
            if !is_back {
                return no("11.3", "the Shovel goes to a running back");
            }
            if to_goal < 5 {
                return no("11.3", "no Shovel inside the opponent's 5");
            }
        }
        OffPlay::WP => {
            if call.shotgun {
                return no("11.4", "no Swing from the Shotgun");
            }
            if !(is_back || plays_as(team, p, &[Group::WR])) || call.involved.is_line() || qb_box {
                return no("11.4", "the Swing goes to a running back or a wide receiver");
            }
            if to_goal <= 5 {
                return no("11.4", "no Swing on or inside the opponent's 5");
            }
        }
    }
    if call.shotgun && !matches!(call.play, OffPlay::QK | OffPlay::SH | OffPlay::LG | OffPlay::SP) {
        return no("12.5", "the Shotgun goes with Quick, Short, Long and Shovel passes");
    }
    if call.play.is_run() && five_wide(d, team) && call.play != OffPlay::ER && !qb_box {
        return no("12.6", "from the 5-wide set a receiver runs only the End-Around");
    }
    for b in call.blockers.iter().flatten() {
        if !matches!(b, OffBox::BK1 | OffBox::BK2) || d.get(*b).is_none() {
            return no("10.1", "BK1 or BK2 (on the display) may be designated to pass block");
        }
        if !call.play.is_pass() {
            return no("10.1", "backs pass block on passing plays");
        }
    }
    if call.double_team_secondary.is_some() && call.double_team.is_none() {
        return no("12.7", "a Secondary Blocker goes with a double-teamed defender");
    }
    if call.double_team.is_some() && !call.play.is_run() {
        return no("12.7", "Double-Team Blocking goes with a running play");
    }
    Ok(())
}

/// Checks the defense's call against its display (§6.2, §10.3, §13).
pub fn check_defense(call: &DefenseCall, d: &DefenseDisplay, team: &Team, off: &OffenseDisplay, t: &Tables) -> Result<(), CallError> {
    let n = call.blitz_count();
    if call.play == DefPlay::Blitz {
        if !(2..=5).contains(&n) {
            return no("10.3", format!("a Blitz sends two to five linebackers and backs ({n} named)"));
        }
    } else if n > 0 {
        return no("10.3", "blitzers go with the Blitz call");
    }
    for p in call.blitzers.iter().flatten() {
        match d.box_of(*p) {
            Some(b) if b.row() >= 2 && matches!(team.player(*p).group(), Group::LB | Group::DB) => {}
            _ => return no("10.3", format!("{}: blitzers are linebackers and backs of Rows 2 and 3", team.player(*p).name)),
        }
    }
    let covers = call.coverage.iter().flatten().count();
    if covers > 0 {
        if !matches!(call.play, DefPlay::Pass | DefPlay::Prevent) {
            return no("13.1", "double and triple coverage go with a Pass or Prevent defense");
        }
        let (r2, r3) = (d.row_count(2), d.row_count(3));
        let triples = call.coverage.iter().flatten().filter(|c| c.triple()).count();
        let ok = match (covers, triples) {
            (1, 0) => matches!((r2, r3), (4, 4) | (3, 5) | (2, 6)),
            (2, 0) | (1, 1) => (r2, r3) == (2, 6),
            _ => false,
        };
        if !ok {
            return no("13.1", format!("Row 2 holds {r2} and Row 3 {r3}: double coverage needs 4-4, 3-5 or 2-6 (two receivers or triple coverage 2-6)"));
        }
        let mut used: Vec<Pid> = Vec::new();
        for c in call.coverage.iter().flatten() {
            if off.get(c.receiver).is_none() {
                return no("13.1", format!("nobody stands in {} to cover", c.receiver.as_str()));
            }
            // The helpers join the normal defender (L218: "the defenders must include the normal
            // defender"; L222: the helper shares "a box with the primary pass defender"): a
            // receiver whose box is empty is uncovered (+5, §9.5), not doubled by spare backs.
            if t.covers(c.receiver).is_none_or(|pb| d.in_box(pb).all(|p| call.blitzing(p))) {
                let rule = if c.triple() { "13.2" } else { "13.1" };
                return no(rule, format!("nobody guards {}: double and triple coverage add backs to the receiver's own defender", c.receiver.as_str()));
            }
            for h in c.helpers.iter().flatten() {
                if team.player(*h).group() != Group::DB || d.box_of(*h).is_none_or(|b| b.row() == 1) || used.contains(h) {
                    return no("13.1", format!("{}: a helper is a defensive back of Rows 2-3, helping once", team.player(*h).name));
                }
                // Free of primary coverage duty: his box guards no receiver on the display.
                let hb = d.box_of(*h);
                if off.occupied().any(|(b, _)| !b.is_line() && b != OffBox::QB && t.covers(b) == hb) {
                    return no("13.1", format!("{}: a helper has no receiver of his own to cover", team.player(*h).name));
                }
                used.push(*h);
            }
        }
    }
    if let Some((a, b)) = call.stunt {
        let adjacent = a.row() == 1 && b.row() == 1 && (a.column() as i8 - b.column() as i8).abs() == 1;
        let linemen = [a, b].iter().all(|x| d.in_box(*x).any(|p| team.player(p).group() == Group::DL));
        if !adjacent || !linemen {
            return no("13.8", "a stunt is two linemen in adjacent Row-1 boxes");
        }
    }
    if call.run_blitz {
        if !call.play.is_run() {
            return no("13.7", "the Run Blitz goes with a run defense");
        }
        let safeties = d.players().filter(|(b, p)| b.row() == 1 && team.player(*p).group() == Group::DB).count();
        if !(1..=2).contains(&safeties) {
            return no("13.7", "the Run Blitz moves one or two safeties into Row 1");
        }
    }
    if call.center_field {
        // "Whether the defense is in a pass or a run defense" (L222, §13.6): a Pass or a Run
        // call, not the Prevent, the Blitz nor the Zone (the seed names those apart).
        if !matches!(call.play, DefPlay::Pass | DefPlay::Run(_)) {
            return no("13.6", "Center Field goes with a Pass or a Run defense");
        }
        // Blitzers are "not part of the defensive display for any reason" (L218), and the back
        // in L has no "coverage responsibilities" (L222): he neither blitzes nor helps.
        let dbs = d.players().filter(|(b, p)| b.row() == 3 && team.player(*p).group() == Group::DB && !call.blitzing(*p)).count();
        if d.count_in(DefBox::L) == 0 || dbs < 5 {
            return no("13.6", "Center Field puts a fifth (or sixth) back of Row 3 in box L");
        }
        let helping = |p: Pid| call.coverage.iter().flatten().any(|c| c.helpers.contains(&Some(p)));
        if d.in_box(DefBox::L).all(|p| call.blitzing(p) || helping(p)) {
            return no("13.6", "the Center Field back in box L covers nobody: he neither blitzes nor helps in double or triple coverage");
        }
    }
    if let DefPlay::Run(RunKey::Back(p)) = call.play {
        if off.box_of(p).is_none_or(|b| !b.is_back()) {
            return no("6.2", "a run key names a back on the offense's display");
        }
    }
    Ok(())
}
