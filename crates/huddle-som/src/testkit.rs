//! Fixtures for rule tests: a plain team whose cards are simple patterns (not a real team's), and
//! a game whose dice are scripted.

use crate::cards::*;
use crate::coach::Coach;
use crate::game::SomGame;
use crate::options::SomOptions;
use crate::reading::Reading;
use crate::vocab::{DefSlot, Front, FumbleRating};
use huddle_core::{AnyRandom, PerSide};

fn col(cells: [&str; 11]) -> Column {
    cells.map(|c| Reading::parse(c).expect("fixture cell"))
}

fn same(c: &str) -> Column {
    col([c; 11])
}

fn section(right: [&str; 11], wrong: [&str; 11], third: [&str; 11]) -> Section {
    Section { right: col(right), wrong: col(wrong), third: col(third) }
}

/// A running card: RIGHT a little worse than WRONG, KEY worst.
pub fn run_card() -> RunCard {
    let r = ["-2", "+1", "+2", "+3", "+3", "+4", "+4", "+5", "+6", "+8", "LG"];
    let w = ["+1", "+2", "+3", "+4", "+5", "+5", "+6", "+7", "+9", "+12", "LG"];
    let k = ["-3", "-1", "0", "+1", "+2", "+2", "+3", "+3", "+4", "+5", "+9"];
    let s = section(r, w, k);
    RunCard { linebuck: s.clone(), off_tackle: s.clone(), end_run: s }
}

/// A passing card: mostly RECEIVER, some incompletions, an interception split.
pub fn passing_card() -> PassingCard {
    let r = ["INT+10 2-6, X 7-12", "REC", "X", "REC", "REC", "REC", "X", "REC", "MR", "X", "REC"];
    let s = section(r, r, ["INT+12 2-8, X 9-12", "X", "X", "REC", "REC", "X", "X", "REC", "MR", "X", "REC"]);
    PassingCard { sections: PassSections { flat: s.clone(), short: s.clone(), long: s }, must_run: same("+3") }
}

/// A receiving card.
pub fn receiving_card() -> PassSections {
    let r = ["+25", "+6", "+8", "X", "+9", "+11", "+7", "X", "+12", "+15", "TD"];
    let s = section(r, r, ["X", "+5", "X", "X", "+8", "+10", "X", "X", "+9", "X", "+20"]);
    PassSections { flat: s.clone(), short: s.clone(), long: s }
}

/// A defensive card.
pub fn defense_card(front: Front) -> DefenseCard {
    let run = col(["+12", "+1", "OFF C +4 OR +1", "+2", "DEF LT +1 OR +5", "+3", "+2", "SG", "+1", "F-1 2-5, +1 6-12", "LG"]);
    let pass = col(["INT+15 2-7, X 8-12", "REC", "X", "DEFENDER X OR SG", "REC", "X", "REC", "+9", "X", "REC", "+30"]);
    let n = if front == Front::ThreeFour { 3 } else { 2 };
    DefenseCard { linebuck: vec![run.clone(); n], off_tackle: vec![run.clone(); n], end_run: vec![run; n], flat: vec![pass.clone(); 2], short_from: 3, short: vec![pass.clone(); 2], long: vec![pass; 3] }
}

fn player(id: String, name: &str, pos: Vec<Pos>) -> SomPlayer {
    SomPlayer { id, name: name.into(), pos, run_block: 0, pass_block: 0, pass_rush: None, defense: 0, running: None, passing: None, receiving: None, season: SeasonLine { games: 16, ..SeasonLine::default() } }
}

/// A complete, valid 4-3 team of plain cards.
pub fn team(code: &str) -> SomTeam {
    let id = |s: &str| format!("{code}-{s}");
    let mut players = Vec::new();
    let mut qb = player(id("qb"), "Quarterback", vec![Pos::Qb]);
    qb.passing = Some(passing_card());
    qb.running = Some(run_card());
    qb.season.pass_att = 550;
    qb.season.rush_att = 50;
    players.push(qb);
    for (i, (n, carries, targets)) in [("Halfback", 250, 50), ("Fullback", 40, 20), ("Third back", 20, 10)].into_iter().enumerate() {
        let mut p = player(id(&format!("rb{i}")), n, vec![Pos::Hb, Pos::Fb]);
        p.running = Some(run_card());
        p.receiving = Some(receiving_card());
        p.run_block = 4;
        p.pass_block = 3;
        p.season.rush_att = carries;
        p.season.targets = targets;
        p.season.receptions = targets * 2 / 3;
        players.push(p);
    }
    for (i, t) in [120u16, 100, 60, 30].into_iter().enumerate() {
        let mut p = player(id(&format!("wr{i}")), &format!("Receiver {}", i + 1), vec![Pos::Wr]);
        p.receiving = Some(receiving_card());
        p.season.targets = t;
        p.season.receptions = t * 2 / 3;
        players.push(p);
    }
    for (i, t) in [80u16, 20].into_iter().enumerate() {
        let mut p = player(id(&format!("te{i}")), &format!("Tight end {}", i + 1), vec![Pos::Te]);
        p.receiving = Some(receiving_card());
        p.run_block = 5;
        p.pass_block = 4;
        p.season.targets = t;
        p.season.receptions = t * 2 / 3;
        players.push(p);
    }
    for (i, pos) in [Pos::T, Pos::G, Pos::C, Pos::G, Pos::T, Pos::G].into_iter().enumerate() {
        let mut p = player(id(&format!("ol{i}")), &format!("Lineman {}", i + 1), vec![pos]);
        p.run_block = 5;
        p.pass_block = 4;
        players.push(p);
    }
    let def = [
        (DefSlot::Le, Pos::De, 8, Some(11)),
        (DefSlot::Lt, Pos::Dt, 6, None),
        (DefSlot::Rt, Pos::Dt, 6, None),
        (DefSlot::Re, Pos::De, 9, None),
        (DefSlot::Llb, Pos::Lb, 3, None),
        (DefSlot::Mlb, Pos::Lb, 4, None),
        (DefSlot::Rlb, Pos::Lb, 3, None),
        (DefSlot::Lcb, Pos::Cb, 0, None),
        (DefSlot::Rcb, Pos::Cb, 0, None),
        (DefSlot::Ss, Pos::S, 1, None),
        (DefSlot::Fs, Pos::S, 0, None),
        (DefSlot::Db1, Pos::Cb, 0, None),
        (DefSlot::Db2, Pos::S, 0, None),
    ];
    let mut depth_def = Vec::new();
    for (s, pos, rush, ast) in def {
        let mut p = player(id(&format!("{s:?}").to_lowercase()), &format!("{s:?}"), vec![pos]);
        p.pass_rush = Some(PassRush { normal: rush, asterisk: ast });
        p.defense = 3;
        depth_def.push((s, p.id.clone()));
        players.push(p);
    }
    let k = player(id("k"), "Kicker", vec![Pos::K]);
    let pp = player(id("p"), "Punter", vec![Pos::P]);
    players.push(k);
    players.push(pp);
    let ret = |who: &str| Returner { player: id(who), column: ["+45", "+30", "+25", "+22", "+20", "+21", "+19", "+24", "+28", "F+15", "TD"].map(|c| serde_json::from_value(serde_json::json!(c)).expect("fixture return")) };
    let specialist = SpecialistCard {
        kicker: id("k"),
        punter: id("p"),
        kickoff: ["TB", "-2 #1", "3 #2", "TB", "-5 #1", "TB", "0 #1", "TB", "5 #2", "-1 #1", "TB"].map(|c| serde_json::from_value(serde_json::json!(c)).expect("fixture kickoff")),
        kick_returns: vec![ret("wr3"), ret("rb2")],
        punt: ["30 #1", "48 #1", "42 #2", "44 #1", "46 #1", "45 #1", "43 #2", "47 #1", "40 #1", "50 #2", "BLK"].map(|c| serde_json::from_value(serde_json::json!(c)).expect("fixture punt")),
        punt_returns: vec![ret("wr3"), ret("wr2")],
        field_goals: vec![FgBand { max_los: 10, good: (2..=12).collect() }, FgBand { max_los: 25, good: (3..=11).collect() }, FgBand { max_los: 35, good: (4..=10).collect() }],
        extra_point: (3..=12).collect(),
        penalty: ["", "", "OFFSIDES", "", "N1", "", "OPP N2", "", "", "OPP OFFSIDES", ""].map(|c| serde_json::from_value(serde_json::json!(c)).expect("fixture penalty")),
    };
    let depth = Depth {
        qb: vec![id("qb")],
        rb: vec![id("rb0"), id("rb1"), id("rb2")],
        wr: vec![id("wr0"), id("wr1"), id("wr2"), id("wr3")],
        te: vec![id("te0"), id("te1")],
        line: [id("ol0"), id("ol1"), id("ol2"), id("ol3"), id("ol4")],
        defense: depth_def,
    };
    SomTeam { code: code.into(), name: format!("Test {code}s"), front: Front::FourThree, fumble: FumbleRating::To3, players, defense_card: defense_card(Front::FourThree), specialist, depth, pass_lean: 55 }
}

/// A game of two fixture teams with scripted dice (faces in throwing order) and the given coaches.
pub fn scripted_game(faces: &[u8], coaches: PerSide<Box<dyn Coach>>, opts: SomOptions) -> SomGame {
    SomGame::new(opts, team("HOM"), team("AWY"), AnyRandom::Scripted(crate::dice::script(faces)), coaches)
}

/// A coach whose calls are given: the offense's and the defense's, the same every play.
pub struct ScriptCoach {
    pub kick: crate::coach::KickKind,
    pub punt_kind: crate::coach::PuntKind,
    /// `None`: the computer's choice.
    pub punt_choice: Option<crate::coach::PuntChoice>,
    pub offense: crate::coach::OffenseCall,
    pub defense: crate::coach::DefenseCall,
    pub timeouts: bool,
}

impl Coach for ScriptCoach {
    fn offense(&mut self, _v: &crate::coach::View, _rng: &mut dyn huddle_core::Randomness) -> crate::coach::OffenseCall {
        self.offense
    }
    fn defense(&mut self, _v: &crate::coach::View, _o: &crate::coach::Shown, _rng: &mut dyn huddle_core::Randomness) -> crate::coach::DefenseCall {
        self.defense
    }
    fn timeout(&mut self, _v: &crate::coach::View) -> bool {
        self.timeouts
    }
    fn kickoff(&mut self, _v: &crate::coach::View) -> crate::coach::KickKind {
        self.kick
    }
    fn punt_kind(&mut self, _v: &crate::coach::View) -> crate::coach::PuntKind {
        self.punt_kind
    }
    fn punt_choice(&mut self, v: &crate::coach::View, at: i16) -> crate::coach::PuntChoice {
        self.punt_choice.unwrap_or_else(|| crate::coach::AiCoach.punt_choice(v, at))
    }
    fn go_for_two(&mut self, _v: &crate::coach::View) -> bool {
        false
    }
    fn return_from_end_zone(&mut self, _v: &crate::coach::View, _deep: i16) -> bool {
        true
    }
    /// A scripted coach never challenges (a challenge would throw a die the script did not name).
    fn challenge(&mut self, _v: &crate::coach::View, _c: &crate::replay::Challenge) -> bool {
        false
    }
}

/// The offense's call in a Pro Set.
pub fn call(play: crate::coach::OffPlay) -> crate::coach::OffenseCall {
    crate::coach::OffenseCall { formation: crate::vocab::OffFormation::ProSet, shotgun: false, play, out_of_bounds: false, tempo: crate::clock::Tempo::Normal, subs: crate::lineup::Subs::NONE }
}

/// The base 4-3 with a run or pass call.
pub fn defense(c: crate::vocab::DefCall) -> crate::coach::DefenseCall {
    crate::coach::DefenseCall { call: c, ..crate::coach::DefenseCall::base(Front::FourThree) }
}

/// A game at a down: the home team has the ball `spot` yards from its goal, the dice scripted.
/// The home coach calls `offense`; the away coach `defense`.
#[allow(clippy::too_many_arguments)]
pub fn game_at(faces: &[u8], offense: crate::coach::OffenseCall, defense: crate::coach::DefenseCall, spot: i16, down: u8, to_go: u8, period: u8, secs: u16, opts: SomOptions) -> SomGame {
    let home = ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: None, offense, defense, timeouts: false };
    let away = ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: None, offense, defense, timeouts: false };
    let mut g = scripted_game(faces, PerSide::new(Box::new(home), Box::new(away)), opts);
    g.core.phase = huddle_core::Phase::Scrimmage;
    g.core.possession = huddle_core::Side::Home;
    g.core.spot = huddle_core::Spot::new(spot).expect("a yard line");
    let d = match down {
        1 => huddle_core::Down::First,
        2 => huddle_core::Down::Second,
        3 => huddle_core::Down::Third,
        _ => huddle_core::Down::Fourth,
    };
    g.core.downs = huddle_core::DownDistance { down: d, line_to_gain: (spot + to_go as i16).min(100) as u8 };
    g.core.clock = huddle_core::Clock::new(period, secs);
    g
}

/// The options of rule tests that script every die: no penalty, injury or sack-reassignment
/// rolls in the way.
pub fn plain_opts() -> SomOptions {
    SomOptions { penalties: false, injuries: false, sack_reassignment: false, ..SomOptions::default() }
}

/// The record of the last play in the game's log.
pub fn last_record(g: &SomGame) -> huddle_core::PlayRecord {
    g.core.log.iter().rev().find_map(|e| if let huddle_core::Event::Play { record, .. } = e { Some(*record) } else { None }).expect("a play")
}

/// The play-by-play text of the last play.
pub fn last_text(g: &SomGame) -> String {
    g.text(g.log.last().expect("a play")).to_string()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_fixture_team_is_valid() {
        super::team("T").validate("fixture").unwrap();
    }
}
