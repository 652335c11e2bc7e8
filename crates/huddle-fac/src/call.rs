//! Play calls of both sides (TTF 7th §4, §5, §10) and their legality.

use crate::display::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_cards::{DefBox, Group, OffBox, Position, Team};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dir {
    Left,
    Right,
}

/// The 15 offensive plays (9 standard, 6 advanced), plus kicks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OffPlay {
    InsideLeft,
    InsideRight,
    SweepLeft,
    SweepRight,
    EndReverse,
    Pitchout(Dir),
    QbOption(Dir),
    Screen,
    Quick,
    Short,
    Long,
    Shovel,
    Swing,
}

impl OffPlay {
    pub fn is_run(self) -> bool {
        matches!(
            self,
            OffPlay::InsideLeft
                | OffPlay::InsideRight
                | OffPlay::SweepLeft
                | OffPlay::SweepRight
                | OffPlay::EndReverse
                | OffPlay::Pitchout(_)
                | OffPlay::QbOption(_)
        )
    }
    pub fn is_pass(self) -> bool {
        !self.is_run()
    }
    /// The 6 advanced plays (best reading of §26).
    pub fn is_advanced(self) -> bool {
        matches!(self, OffPlay::Pitchout(_) | OffPlay::QbOption(_) | OffPlay::Shovel | OffPlay::Swing)
    }
    pub fn name(self) -> &'static str {
        match self {
            OffPlay::InsideLeft => "Inside Left",
            OffPlay::InsideRight => "Inside Right",
            OffPlay::SweepLeft => "Sweep Left",
            OffPlay::SweepRight => "Sweep Right",
            OffPlay::EndReverse => "End-Reverse",
            OffPlay::Pitchout(Dir::Left) => "Pitchout Left",
            OffPlay::Pitchout(Dir::Right) => "Pitchout Right",
            OffPlay::QbOption(Dir::Left) => "QB Option Left",
            OffPlay::QbOption(Dir::Right) => "QB Option Right",
            OffPlay::Screen => "Screen Pass",
            OffPlay::Quick => "Quick Pass",
            OffPlay::Short => "Short Pass",
            OffPlay::Long => "Long Pass",
            OffPlay::Shovel => "Shovel Pass",
            OffPlay::Swing => "Swing Pass",
        }
    }
}

/// A receiver's designated pattern (§8.12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pattern {
    Quick,
    Short,
    Long,
}

/// Primary offensive strategies (at most one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OffPrimary {
    Flop,
    Sneak,
    Draw,
    PlayAction,
    Bootleg,
}

/// Double-Team Blocking (§10.2): the defender picked, and the assisting (secondary) blocker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DoubleTeam {
    /// The defender's box as the offense sees it after the reveal.
    pub target: DefBox,
    /// The secondary blocker chosen from the Double-Team Table (None = the first listed).
    #[serde(default)]
    pub assist: Option<OffBox>,
    /// The defender named with the play (§10.2 a, "ONE defensive player"): the double-team
    /// follows him to the box he stands in once the defense has set its formation, and has no
    /// effect when he is off the field or, in Row 2 or 3, does not blitz. None: whoever stands
    /// in `target`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<Pid>,
}

/// Tempo declared before the play (§20.7, §20.8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tempo {
    #[default]
    Normal,
    NoHuddle,
    HurryUp,
}

/// The offense's call for a scrimmage play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OffenseCall {
    pub play: OffPlay,
    /// Ball carrier or intended receiver, by box. For the QB Option: the QB's box.
    pub target: OffBox,
    /// QB Option: the trailing back.
    #[serde(default)]
    pub trailer: Option<OffBox>,
    #[serde(default)]
    pub primary: Option<OffPrimary>,
    /// Deep Route (Deep1 = 1, Deep2 = 2) for the intended receiver of a Long Pass.
    #[serde(default)]
    pub deep: u8,
    /// Extra Pass Blocking: up to two backs (BK1/BK2) or tight ends kept in.
    #[serde(default)]
    pub extra_blockers: [Option<OffBox>; 2],
    #[serde(default)]
    pub double_team: Option<DoubleTeam>,
    /// Designated pass pattern per receiver box (indexed by `OffBox`); `None` = the called type.
    #[serde(default)]
    pub patterns: [Option<Pattern>; 15],
    /// Single Back Set: move the lone back to BK1 or BK2 after the defense chooses (§2).
    #[serde(default)]
    pub move_single_back: Option<OffBox>,
}

impl OffenseCall {
    pub fn new(play: OffPlay, target: OffBox) -> OffenseCall {
        OffenseCall {
            play,
            target,
            trailer: None,
            primary: None,
            deep: 0,
            extra_blockers: [None, None],
            double_team: None,
            patterns: [None; 15],
            move_single_back: None,
        }
    }
    pub fn with(mut self, p: OffPrimary) -> OffenseCall {
        self.primary = Some(p);
        self
    }
    pub fn is_extra_blocker(&self, b: OffBox) -> bool {
        self.extra_blockers.contains(&Some(b))
    }
    /// The pattern a receiver runs: his designated one, else the called pass type.
    pub fn pattern_of(&self, b: OffBox) -> Pattern {
        self.patterns[b.idx()].unwrap_or(match self.play {
            OffPlay::Quick => Pattern::Quick,
            OffPlay::Long => Pattern::Long,
            _ => Pattern::Short,
        })
    }
}

/// Defensive plays (§5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DefPlay {
    Run,
    PassCoverage,
    Prevent,
    Blitz,
}

/// The key of a Run defense.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Key {
    #[default]
    None,
    Back(OffBox),
    Qb,
}

/// Primary defensive strategy (§10.3): extra coverage on named receivers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Coverage {
    #[default]
    Normal,
    Double(OffBox),
    Triple(OffBox),
    DoubleTwice(OffBox, OffBox),
    /// Solitaire "(x2)": double coverage of whoever the pass is eventually thrown to.
    DoubleEventual,
}

/// The defense's call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenseCall {
    pub play: DefPlay,
    #[serde(default)]
    pub key: Key,
    /// Blitzing players (2-5 LBs/DBs from rows 2-3).
    #[serde(default)]
    pub blitzers: [Option<Pid>; 5],
    /// Row-2 defenders turned sideways to cover a tight end (F covers LTE, J covers RTE).
    #[serde(default)]
    pub sideways: [bool; 2],
    #[serde(default)]
    pub coverage: Coverage,
    /// Line stunts: up to two pairs of adjacent row-1 boxes.
    #[serde(default)]
    pub stunts: [Option<(DefBox, DefBox)>; 2],
}

impl DefenseCall {
    pub fn new(play: DefPlay) -> DefenseCall {
        DefenseCall { play, key: Key::None, blitzers: [None; 5], sideways: [false; 2], coverage: Coverage::Normal, stunts: [None; 2] }
    }
    pub fn run(key: Key) -> DefenseCall {
        DefenseCall { key, ..DefenseCall::new(DefPlay::Run) }
    }
    pub fn is_blitzer(&self, p: Pid) -> bool {
        self.play == DefPlay::Blitz && self.blitzers.contains(&Some(p))
    }
    pub fn blitzer_count(&self) -> usize {
        self.blitzers.iter().flatten().count()
    }
    pub fn stunt_pairs(&self) -> usize {
        self.stunts.iter().flatten().count()
    }
}

/// A call that breaks a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalCall {
    pub section: &'static str,
    pub msg: String,
}

impl fmt::Display for IllegalCall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [ttf7 {}]", self.msg, self.section)
    }
}

impl std::error::Error for IllegalCall {}

fn ill<T>(section: &'static str, msg: impl Into<String>) -> Result<T, IllegalCall> {
    Err(IllegalCall { section, msg: msg.into() })
}

/// Solitaire (§25): no two Quick, Screen, Shovel or Swing passes in succession.
pub fn check_solitaire_repeat(play: OffPlay, last: Option<OffPlay>) -> Result<(), IllegalCall> {
    if matches!(play, OffPlay::Screen | OffPlay::Shovel | OffPlay::Swing | OffPlay::Quick) && last == Some(play) {
        return ill("25", format!("solitaire: no two {}es in succession", play.name()));
    }
    Ok(())
}

/// Who may play quarterback (§23.1, L1605-L1611): an A whenever he is fit; a B only when every
/// A is hurt, or when the A may rest because his team is significantly ahead in the fourth
/// quarter (`a_may_rest`); a C only when every A and B is hurt. A quarterback whose card has no
/// grade is not restricted. A C quarterback who entered before the fourth quarter (`lock`) locks every
/// other quarterback out for the rest of the game, at any position. `fit` says who is healthy.
pub fn check_quarterbacks(d: &OffenseDisplay, team: &Team, fit: impl Fn(Pid) -> bool, lock: Option<Pid>, a_may_rest: bool) -> Result<(), IllegalCall> {
    use huddle_cards::QbGrade;
    if let Some(c) = lock {
        if let Some((_, p)) = d.occupied().find(|(_, p)| *p != c && team.player(*p).group() == Group::QB) {
            let (c, p) = (&team.player(c).name, &team.player(p).name);
            return ill("23.1", format!("{c} entered before the fourth quarter as a C quarterback: no other quarterback plays this game ({p})"));
        }
        return Ok(());
    }
    let Some(qb) = d.qb(team) else { return Ok(()) };
    let grade = |p: Pid| team.player(p).qb_grade().unwrap_or(QbGrade::A);
    let fit_graded = |g: QbGrade| team.group(Group::QB).any(|p| fit(p) && team.player(p).qb_grade() == Some(g));
    let name = &team.player(qb).name;
    match grade(qb) {
        QbGrade::A => Ok(()),
        QbGrade::B if a_may_rest || !fit_graded(QbGrade::A) => Ok(()),
        QbGrade::B => ill("23.1", format!("{name} is a B quarterback: he plays only when every A is hurt, or to rest the A with a big lead in the fourth quarter")),
        QbGrade::C if !fit_graded(QbGrade::A) && !fit_graded(QbGrade::B) => Ok(()),
        QbGrade::C => ill("23.1", format!("{name} is a C quarterback: he plays only when every A and B quarterback is hurt")),
    }
}

/// Standard rules (§26): the No-Huddle and Hurry-Up offenses are advanced.
pub fn check_tempo(tempo: Tempo, advanced: bool) -> Result<(), IllegalCall> {
    if tempo != Tempo::Normal && !advanced {
        return ill("26", "the No-Huddle and Hurry-Up offenses are advanced rules; the game uses standard rules");
    }
    Ok(())
}

/// Standard rules (§26): Line Stunts are an advanced strategy.
pub fn check_stunts(call: &DefenseCall, advanced: bool) -> Result<(), IllegalCall> {
    if call.stunt_pairs() > 0 && !advanced {
        return ill("26", "Line Stunts are an advanced strategy; the game uses standard rules");
    }
    Ok(())
}

/// Checks an offensive call against the display, the field position and the rules of §4 and §10.
/// `yards_to_goal` is the distance from the line of scrimmage to the opponent's goal line.
pub fn check_offense(call: &OffenseCall, d: &OffenseDisplay, team: &Team, yards_to_goal: i16, advanced: bool) -> Result<(), IllegalCall> {
    let shotgun = d.shotgun(team);
    let who = match d.get(call.target) {
        Some(p) => team.player(p),
        None => return ill("4", format!("nobody stands in {} to carry or catch the ball", call.target)),
    };
    if call.play.is_advanced() && !advanced {
        return ill("26", format!("{} is an advanced play; the game uses standard rules", call.play.name()));
    }
    if !advanced {
        let strategy = if call.primary == Some(OffPrimary::Bootleg) {
            Some("the Bootleg")
        } else if call.deep > 0 {
            Some("a Deep Route")
        } else if call.extra_blockers.iter().any(|b| b.is_some()) {
            Some("Extra Pass Blocking")
        } else if call.double_team.is_some() {
            Some("Double-Team Blocking")
        } else if shotgun {
            Some("the Shotgun")
        } else {
            None
        };
        if let Some(s) = strategy {
            return ill("26", format!("{s} is an advanced strategy; the game uses standard rules"));
        }
    }
    let g = who.group();
    let is_back_box = call.target.is_back();
    match call.play {
        OffPlay::InsideLeft | OffPlay::InsideRight | OffPlay::SweepLeft | OffPlay::SweepRight => {
            if !matches!(g, Group::RB | Group::QB) {
                return ill("4", format!("runs go to a running back or the quarterback, not {} ({})", who.name, who.pos));
            }
            if who.rushing.is_none() {
                return ill("4", format!("{} has no rushing columns", who.name));
            }
        }
        OffPlay::EndReverse => {
            if !matches!(g, Group::WR | Group::TE) || who.rushing.is_none() {
                return ill("7.4", format!("the End-Reverse goes to a TE or WR with a Rush Column, not {}", who.name));
            }
        }
        OffPlay::Pitchout(_) => {
            if g != Group::RB {
                return ill("7.5", format!("the Pitchout goes to a RB or FB, not {}", who.name));
            }
            let n = d.backs(team).count();
            let has = |b: OffBox| d.backs(team).any(|(x, _)| x == b);
            let single = n == 1 && (has(OffBox::BK1) || has(OffBox::BK2));
            let i_form = n == 2 && has(OffBox::BK2) && has(OffBox::BK3) && call.target == OffBox::BK3;
            if !(single || i_form) {
                return ill("7.5", "the Pitchout needs a single back in BK1 or BK2, or an I-formation (BK2 and BK3) pitching to BK3");
            }
        }
        OffPlay::QbOption(_) => {
            if who.pos != Position::QB {
                return ill("7.6", "the QB Option is run by the quarterback");
            }
            if shotgun {
                return ill("7.6", "no QB Option from the Shotgun");
            }
            match call.trailer.and_then(|b| d.get(b)) {
                Some(t) if team.player(t).group() == Group::RB => {}
                _ => return ill("7.6", "the QB Option needs a trailing RB or FB"),
            }
        }
        OffPlay::Screen => {
            if shotgun {
                return ill("8.1", "no Screen Pass from the Shotgun");
            }
            if yards_to_goal < 5 {
                return ill("8.1", "no Screen Pass inside the opponent's 5");
            }
            if !(g == Group::RB || (matches!(g, Group::WR | Group::TE) && who.rushing.is_some())) {
                return ill("8.1", format!("the Screen goes to a RB or a receiver with a Rush Column, not {}", who.name));
            }
        }
        OffPlay::Shovel => {
            if !shotgun {
                return ill("8.7", "the Shovel Pass is thrown only from the Shotgun");
            }
            if g != Group::RB || !is_back_box {
                return ill("8.7", "the Shovel Pass goes to a running back");
            }
        }
        OffPlay::Swing => {
            if g != Group::RB || !is_back_box {
                return ill("8.8", "the Swing Pass goes to a running back");
            }
            if yards_to_goal < 5 {
                return ill("8.8", "no Swing Pass inside the opponent's 5");
            }
        }
        OffPlay::Quick | OffPlay::Short | OffPlay::Long => {
            if call.target.is_line() || who.pos == Position::QB || matches!(g, Group::OL) {
                return ill("4", "passes go to a non-lineman other than the quarterback");
            }
            if call.play == OffPlay::Long && yards_to_goal < 20 {
                return ill("4", "no Long Pass inside the opponent's 20");
            }
        }
    }
    if call.play == OffPlay::Long || call.play == OffPlay::Short || call.play == OffPlay::Quick {
        for b in OffBox::ALL {
            if call.patterns[b.idx()] == Some(Pattern::Long) && yards_to_goal < 20 {
                return ill("8.12", format!("{b} cannot run a Long pattern inside the opponent's 20"));
            }
        }
    } else if call.patterns.iter().any(|p| p.is_some()) && !matches!(call.play, OffPlay::Quick | OffPlay::Short | OffPlay::Long) {
        return ill("8.12", "Screen, Shovel and Swing passes go only to the intended receiver; patterns do not apply");
    }
    if call.deep > 0 && (call.play != OffPlay::Long || call.deep > 2) {
        return ill("10.2", "a Deep Route (1 or 2) is run only by the intended receiver of a Long Pass");
    }
    if let Some(p) = call.primary {
        let inside = matches!(call.play, OffPlay::InsideLeft | OffPlay::InsideRight);
        match p {
            OffPrimary::Flop | OffPrimary::Sneak => {
                if !inside || who.pos != Position::QB {
                    return ill("10.1", format!("{p:?} is called with an Inside Run to the quarterback"));
                }
            }
            OffPrimary::Draw => {
                if !inside || !matches!(g, Group::RB | Group::QB) {
                    return ill("10.1", "the Draw is an Inside Run to a running back or the quarterback");
                }
            }
            OffPrimary::PlayAction => {
                if !matches!(call.play, OffPlay::Short | OffPlay::Long) {
                    return ill("10.1", "Play-Action goes with a Short or Long Pass");
                }
                if shotgun {
                    return ill("10.1", "no Play-Action from the Shotgun");
                }
            }
            OffPrimary::Bootleg => {
                if !matches!(call.play, OffPlay::Quick | OffPlay::Short | OffPlay::Long) {
                    return ill("10.1", "the Bootleg goes with a Quick, Short or Long Pass");
                }
            }
        }
    }
    let blockers: Vec<OffBox> = call.extra_blockers.iter().flatten().copied().collect();
    if !blockers.is_empty() {
        if !matches!(call.play, OffPlay::Quick | OffPlay::Short | OffPlay::Long) {
            return ill("10.2", "Extra Pass Blocking goes with a Quick, Short or Long Pass");
        }
        for b in &blockers {
            let ok = match d.get(*b) {
                Some(p) => {
                    let g = team.player(p).group();
                    (matches!(b, OffBox::BK1 | OffBox::BK2) && g != Group::QB) || (g == Group::TE && b.is_end())
                }
                None => false,
            };
            if !ok {
                return ill("10.2", format!("{b} cannot be an extra pass blocker: keep in backs from BK1/BK2 or tight ends"));
            }
            if *b == call.target {
                return ill("10.2", "the intended receiver cannot stay in to block");
            }
        }
        if blockers.len() == 2 && blockers[0] == blockers[1] {
            return ill("10.2", "the same player is named twice as an extra blocker");
        }
    }
    if let Some(m) = call.move_single_back {
        if d.backs(team).count() != 1 || !matches!(m, OffBox::BK1 | OffBox::BK2) {
            return ill("2", "only a single back may be moved, and only to BK1 or BK2");
        }
    }
    Ok(())
}

/// Checks a defensive call against the Defense Display and §5, §10.3-§10.4.
pub fn check_defense(call: &DefenseCall, d: &DefenseDisplay, team: &Team) -> Result<(), IllegalCall> {
    let r2 = d.row_count(2);
    let r3 = d.row_count(3);
    match call.play {
        DefPlay::Prevent if r3 < 4 => return ill("5", format!("Prevent needs at least 4 defenders in row 3 (there are {r3})")),
        DefPlay::Blitz => {
            let n = call.blitzer_count();
            if !(2..=5).contains(&n) {
                return ill("5", format!("a Blitz sends 2 to 5 linebackers or backs (named {n})"));
            }
            let b = &call.blitzers;
            if (1..b.len()).any(|i| b[i].is_some_and(|p| b[..i].contains(&Some(p)))) {
                return ill("5", "a blitzer is named twice: a Blitz sends 2 to 5 different players");
            }
            for p in call.blitzers.iter().flatten() {
                match d.box_of(*p) {
                    Some(b) if b.row() >= 2 && matches!(team.player(*p).group(), Group::LB | Group::DB) => {}
                    _ => return ill("5", format!("{} cannot blitz: blitzers are LBs or DBs from rows 2-3", team.player(*p).name)),
                }
            }
        }
        _ => {
            if call.blitzer_count() > 0 {
                return ill("5", "blitzers are named only with the Blitz defense");
            }
        }
    }
    if call.play != DefPlay::Run && call.key != Key::None {
        return ill("5", "a key goes only with a Run defense");
    }
    if let Key::Back(b) = call.key {
        if !b.is_back() {
            return ill("5", "a key names BK1, BK2, BK3 or the QB");
        }
    }
    match call.coverage {
        Coverage::Normal => {}
        c => {
            if !matches!(call.play, DefPlay::PassCoverage | DefPlay::Prevent) {
                return ill("10.3", "extra coverage goes with Pass Coverage or Prevent");
            }
            match c {
                // Solitaire "(x2)" doubles the eventual receiver only if the formation permits (§25).
                Coverage::Double(_) if r2 < 3 || r3 < 4 => {
                    return ill("10.3", "Double Coverage needs at least 3 in row 2 and 4 in row 3")
                }
                Coverage::Triple(_) | Coverage::DoubleTwice(..) if r2 < 2 || r3 < 6 => {
                    return ill("10.3", "Triple Coverage or Double Coverage x2 needs at least 2 in row 2 and 6 in row 3")
                }
                _ => {}
            }
        }
    }
    if call.stunt_pairs() > 2 {
        return ill("10.4", "at most two stunting pairs");
    }
    let stunters = |x: DefBox| d.in_box(x).filter(|p| matches!(team.player(*p).group(), Group::DL | Group::LB)).count();
    for (a, b) in call.stunts.iter().flatten() {
        let adjacent = a.row() == 1 && b.row() == 1 && (a.column() as i8 - b.column() as i8).abs() == 1;
        if !adjacent {
            return ill("10.4", format!("a line stunt pairs adjacent row-1 boxes ({a}-{b} are not)"));
        }
        for x in [a, b] {
            if stunters(*x) == 0 {
                return ill("10.4", format!("box {x} has no lineman or linebacker to stunt"));
            }
        }
    }
    // Two pairs are four different players: a box shared by both pairs needs two stunters
    // (ambiguity 54), and the same pair cannot be named twice.
    if let [Some((a1, b1)), Some((a2, b2))] = call.stunts {
        for x in [a1, b1] {
            if (x == a2 || x == b2) && stunters(x) < 2 {
                return ill("10.4", format!("both stunting pairs use the one lineman in box {x}: two pairs are four players"));
            }
        }
    }
    Ok(())
}
