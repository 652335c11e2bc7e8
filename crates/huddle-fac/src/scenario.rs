//! Scenarios: a documented JSON format that pins one play — a game situation, both teams'
//! cards and displays, both calls, the decisions taken during the play and the exact FACs
//! flipped — and the resolver that turns it into the resolved play and its events.
//! The format is specified in `docs/scenarios.md`.

use crate::call::{Coverage, DefPlay, DefenseCall, Key, OffenseCall, Tempo};
use crate::display::{DefenseDisplay, OffenseDisplay, Pid};
use crate::fac::{DeckFile, Fac, FacCard, RunDir, ZResult};
use crate::options::RuleOptions;
use crate::play::{Injury, Scrimmage};
use crate::resolve::{Decider, Situation};
use crate::tables::Edition;
use crate::testkit::{blank, lineup_displays};
use crate::trace::Step;
use huddle_cards::{DefBox, OffBox, Team};
use huddle_core::{mmss, CardSource, Clock, CoreRules, Down, DownDistance, End, GameState, Outcome, PerSide, Phase, PlayFlags, ScriptedRandom, Side, Spot};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// A scenario file.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub name: String,
    #[serde(default)]
    pub description: String,
    #[serde(default = "ttf7")]
    pub rules: String,
    /// Rule options; omitted fields take their defaults.
    #[serde(default)]
    pub options: Option<RuleOptions>,
    #[serde(default)]
    pub situation: ScSituation,
    /// Offense team: a sample-team code ("RIV", "HBR"), a path `{"file": "..."}`, or an inline team.
    pub offense_team: TeamRef,
    pub defense_team: TeamRef,
    /// Offense Display (box → player id); default: the offense's Lineup Card.
    #[serde(default)]
    pub offense_display: Option<BTreeMap<OffBox, String>>,
    /// Defense Display (box → player ids); default: the defense's Lineup Card.
    #[serde(default)]
    pub defense_display: Option<BTreeMap<DefBox, Vec<String>>>,
    /// The offensive call of a scrimmage play (absent for a kick).
    #[serde(default)]
    pub offense: Option<OffenseCall>,
    /// The defensive call of a scrimmage play (absent for a kick).
    #[serde(default)]
    pub defense: Option<ScDefense>,
    /// A kicking play instead of a scrimmage play: the offense team kicks, the defense team
    /// receives.
    #[serde(default)]
    pub kick: Option<ScKick>,
    #[serde(default)]
    pub decisions: ScDecisions,
    /// The FACs flipped, in order.
    pub cards: Vec<ScCard>,
    /// Expected values: JSON pointer into the result → value.
    #[serde(default)]
    pub expect: BTreeMap<String, Value>,
}

fn ttf7() -> String {
    "ttf7".into()
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(untagged)]
pub enum TeamRef {
    Code(String),
    File { file: String },
    Inline(Box<Team>),
}

/// The situation before the snap.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct ScSituation {
    /// "home" or "away": which team has the ball (the other one defends).
    pub offense: Side,
    pub quarter: u8,
    /// Clock as "mm:ss".
    pub clock: String,
    /// Ball spot: "own 35", "opp 20", "50", or yards from the offense's goal line.
    pub spot: Value,
    pub down: u8,
    /// Yards to go, or "goal".
    pub to_go: Value,
    pub score: ScScore,
    pub timeouts: ScTimeouts,
    pub tempo: Tempo,
    /// The target's Endurance Value when exceeded on this play (1-4), else null.
    pub endurance_exceeded: Option<u8>,
    /// End-Reverses already run to the target this game.
    pub er_before: u8,
    pub two_point: bool,
    /// The previous play stopped the clock.
    pub prev_stopped: bool,
}

impl Default for ScSituation {
    fn default() -> Self {
        ScSituation {
            offense: Side::Home,
            quarter: 1,
            clock: "15:00".into(),
            spot: json!("own 35"),
            down: 1,
            to_go: json!(10),
            score: ScScore::default(),
            timeouts: ScTimeouts::default(),
            tempo: Tempo::Normal,
            endurance_exceeded: None,
            er_before: 0,
            two_point: false,
            prev_stopped: true,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ScScore {
    pub home: u16,
    pub away: u16,
}

#[derive(Clone, Copy, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ScTimeouts {
    pub offense: u8,
    pub defense: u8,
}

impl Default for ScTimeouts {
    fn default() -> Self {
        ScTimeouts { offense: 3, defense: 3 }
    }
}

/// The defense's call, naming blitzers by player id.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ScDefense {
    pub play: DefPlay,
    #[serde(default)]
    pub key: Key,
    #[serde(default)]
    pub blitzers: Vec<String>,
    #[serde(default)]
    pub sideways: [bool; 2],
    #[serde(default)]
    pub coverage: Coverage,
    #[serde(default)]
    pub stunts: Vec<(DefBox, DefBox)>,
}

/// Decisions taken during the play.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct ScDecisions {
    /// Pitchout: run inside (true) or outside (false, default).
    pub pitch_inside: bool,
    /// QB Option: keep (default true) or lateral.
    pub option_keep: Option<bool>,
    /// Pass-rush "Run": null/absent = scramble, or the receiver box to throw to on the run.
    pub throw_on_run_to: Option<OffBox>,
    /// Return an interception caught in the end zone.
    pub return_end_zone: bool,
    /// Accept (true) or decline (false) a foul; absent = the AI's choice by expected points.
    pub accept_penalty: Option<bool>,
    /// Punts: take the punter's Coffin Corner Value (absent = when it keeps the ball out of the
    /// end zone).
    pub cc_value: Option<bool>,
    /// Punts: try to return a fair catch.
    pub fair_catch_return: bool,
}

/// A kicking play.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ScKick {
    Kickoff {
        #[serde(default)]
        kind: crate::kick::KickoffKind,
        #[serde(default)]
        defense: crate::kick::KickoffDefense,
        /// The free kick after a safety.
        #[serde(default)]
        free_kick: bool,
    },
    Punt {
        #[serde(default)]
        defense: crate::kick::PuntDefense,
        /// Coffin Corner deduction (10-25 yards).
        #[serde(default)]
        coffin_corner: Option<u8>,
        /// A fake punt.
        #[serde(default)]
        fake: bool,
        /// Fakes already run by this team this game.
        #[serde(default)]
        fakes_before: u8,
    },
    FieldGoal,
    FakeFieldGoal {
        #[serde(default)]
        fakes_before: u8,
    },
    ExtraPoint,
}

struct ScDecider(ScDecisions);

impl Decider for ScDecider {
    fn pitch_inside(&mut self, _: RunDir, _: RunDir) -> bool {
        self.0.pitch_inside
    }
    fn option_keep(&mut self, _: RunDir, _: RunDir) -> bool {
        self.0.option_keep.unwrap_or(true)
    }
    fn scramble_or_throw(&mut self, receivers: &[OffBox]) -> Option<OffBox> {
        self.0.throw_on_run_to.filter(|b| receivers.contains(b))
    }
    fn return_from_end_zone(&mut self) -> bool {
        self.0.return_end_zone
    }
    fn accept_penalty(&mut self, offense_decides: bool, a: f32, d: f32) -> bool {
        match self.0.accept_penalty {
            Some(x) => x,
            None => {
                if offense_decides {
                    a > d
                } else {
                    a < d
                }
            }
        }
    }
}

/// A FAC in a scenario: `"Z"`, `{"deck": n}` (card n, 1-based, of the embedded deck), or the
/// readings that matter (`{"rn": 7, "il": "LG vs B"}`) over a neutral card; `"run"` sets all
/// four run directives and `"pass"` all three pass directives.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(untagged)]
#[allow(clippy::large_enum_variant)] // a scenario's few cards; read once
pub enum ScCard {
    Tag(String),
    Deck { deck: usize },
    Partial(PartialCard),
}

#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PartialCard {
    pub rn: Option<u8>,
    pub ob: Option<bool>,
    pub pn: Option<u8>,
    pub run: Option<String>,
    pub il: Option<String>,
    pub ir: Option<String>,
    pub sl: Option<String>,
    pub sr: Option<String>,
    pub er: Option<String>,
    pub sc: Option<String>,
    pub pass: Option<String>,
    pub qk: Option<String>,
    pub sh: Option<String>,
    pub lg: Option<String>,
    pub z: Option<String>,
}

/// A scenario that cannot be run, with the entry at fault.
#[derive(Debug, thiserror::Error)]
pub enum ScenarioError {
    #[error("{file}: not a valid scenario: {cause}")]
    Parse { file: String, cause: serde_json::Error },
    #[error("{file}: {entry}: {msg}")]
    Invalid { file: String, entry: String, msg: String },
}

fn parse_spot(v: &Value) -> Result<i16, String> {
    match v {
        Value::Number(n) => n.as_i64().map(|x| x as i16).ok_or_else(|| "spot must be a whole number".into()),
        Value::String(s) => {
            let s = s.trim();
            if s == "50" {
                return Ok(50);
            }
            let (side, n) = s.split_once(' ').ok_or_else(|| format!("'{s}' is not a spot like 'own 35' or 'opp 20'"))?;
            let n: i16 = n.trim().parse().map_err(|_| format!("'{s}' is not a spot like 'own 35' or 'opp 20'"))?;
            match side {
                "own" => Ok(n),
                "opp" => Ok(100 - n),
                _ => Err(format!("'{s}' is not a spot like 'own 35' or 'opp 20'")),
            }
        }
        _ => Err("spot must be a number or 'own N' / 'opp N'".into()),
    }
}

fn card_of(c: &ScCard, deck: &DeckFile) -> Result<Fac, String> {
    Ok(match c {
        ScCard::Tag(t) if t == "Z" => Fac::z(),
        ScCard::Tag(t) => return Err(format!("'{t}' is not a card (use \"Z\", {{\"deck\": n}} or an object of readings)")),
        ScCard::Deck { deck: n } => *deck.cards.get(n.wrapping_sub(1)).ok_or_else(|| format!("the deck has no card {n} (1-{})", deck.cards.len()))?,
        ScCard::Partial(p) => {
            let mut f: FacCard = blank();
            let perr = |field: &str, e: String| format!("{field}: {e}");
            if let Some(v) = p.rn {
                if !(1..=12).contains(&v) {
                    return Err(format!("rn {v} is not 1-12"));
                }
                f.rn = v;
            }
            if let Some(v) = p.ob {
                f.ob = v;
            }
            if let Some(v) = p.pn {
                if !(1..=48).contains(&v) {
                    return Err(format!("pn {v} is not 1-48"));
                }
                f.pn = v;
            }
            if let Some(v) = &p.run {
                let d: RunDir = v.parse().map_err(|e| perr("run", e))?;
                f.il = d;
                f.ir = d;
                f.sl = d;
                f.sr = d;
            }
            for (name, val, slot) in [("il", &p.il, &mut f.il), ("ir", &p.ir, &mut f.ir), ("sl", &p.sl, &mut f.sl), ("sr", &p.sr, &mut f.sr)] {
                if let Some(v) = val {
                    *slot = v.parse().map_err(|e| perr(name, e))?;
                }
            }
            if let Some(v) = &p.er {
                f.er = v.parse().map_err(|e| perr("er", e))?;
            }
            if let Some(v) = &p.sc {
                f.sc = v.parse().map_err(|e| perr("sc", e))?;
            }
            if let Some(v) = &p.pass {
                let d = v.parse().map_err(|e| perr("pass", e))?;
                f.qk = d;
                f.sh = d;
                f.lg = d;
            }
            for (name, val, slot) in [("qk", &p.qk, &mut f.qk), ("sh", &p.sh, &mut f.sh), ("lg", &p.lg, &mut f.lg)] {
                if let Some(v) = val {
                    *slot = v.parse().map_err(|e| perr(name, e))?;
                }
            }
            if let Some(v) = &p.z {
                f.z = v.parse::<ZResult>().map_err(|e| perr("z", e))?;
            }
            Fac::Card(f)
        }
    })
}

fn load_team(r: &TeamRef, base: &std::path::Path) -> Result<Team, String> {
    match r {
        TeamRef::Code(c) => huddle_cards::sample::sample_teams().into_iter().find(|t| t.code.eq_ignore_ascii_case(c)).ok_or_else(|| format!("unknown team '{c}' (embedded: RIV, HBR; or give {{\"file\": path}} or an inline team)")),
        TeamRef::File { file } => {
            let p = base.join(file);
            huddle_cards::load_team(&p).map_err(|e| e.to_string())
        }
        TeamRef::Inline(t) => {
            let errs = huddle_cards::validate_team(t);
            if errs.is_empty() {
                Ok((**t).clone())
            } else {
                Err(errs.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("; "))
            }
        }
    }
}

/// The resolved play of a scenario.
#[derive(Clone, Debug, Serialize)]
pub struct ScenarioResult {
    pub name: String,
    pub summary: Value,
    pub outcome: Outcome,
    pub trace: Vec<Step>,
    pub after: Value,
    pub events: Vec<huddle_core::Event>,
    pub cards_used: usize,
}

struct Setup {
    core: GameState,
    sit: Situation,
    cards: Vec<Fac>,
    los: i16,
}

impl Scenario {
    pub fn parse(text: &str, file: &str) -> Result<Scenario, ScenarioError> {
        let de = &mut serde_json::Deserializer::from_str(text);
        serde_path_to_error::deserialize(de).map_err(|e| {
            let path = e.path().to_string();
            ScenarioError::Invalid { file: file.into(), entry: if path == "." { "file".into() } else { path }, msg: e.into_inner().to_string() }
        })
    }

    fn inv(file: &str, entry: &str, msg: String) -> ScenarioError {
        ScenarioError::Invalid { file: file.into(), entry: entry.into(), msg }
    }

    /// The situation, the core state before the play and the scripted cards.
    fn setup(&self, file: &str, ed: &Edition, opts: &RuleOptions, healthy: crate::resolve::Healthy) -> Result<Setup, ScenarioError> {
        let inv = |e: &str, m: String| Self::inv(file, e, m);
        let s = &self.situation;
        let los = parse_spot(&s.spot).map_err(|e| inv("situation.spot", e))?;
        let spot = Spot::new(los).map_err(|e| inv("situation.spot", e.to_string()))?;
        let down = Down::try_from(s.down).map_err(|e| inv("situation.down", e.to_string()))?;
        let ltg: i16 = match &s.to_go {
            Value::String(g) if g == "goal" => 100,
            Value::Number(n) => los + n.as_i64().unwrap_or(10) as i16,
            _ => return Err(inv("situation.to_go", "a number of yards or \"goal\"".into())),
        };
        if ltg <= los || ltg > 100 {
            return Err(inv("situation.to_go", format!("the line to gain must lie beyond the ball and not past the goal line (ball at {los}, line {ltg})")));
        }
        let (mm, ss) = s.clock.split_once(':').ok_or_else(|| inv("situation.clock", "use mm:ss".into()))?;
        let secs: u16 = mm
            .parse::<u16>()
            .ok()
            .zip(ss.parse::<u16>().ok())
            .map(|(m, x)| m * 60 + x)
            .filter(|t| *t <= 900)
            .ok_or_else(|| inv("situation.clock", format!("'{}' is not a clock time 0:00-15:00", s.clock)))?;
        if !(1..=10).contains(&s.quarter) {
            return Err(inv("situation.quarter", format!("quarter {} is not 1-4 (5+ overtime)", s.quarter)));
        }
        let mut core = GameState::new(CoreRules {
            overtime: if opts.playoffs { huddle_core::Overtime::playoffs() } else { huddle_core::Overtime::regular_season() },
            ..CoreRules::default()
        });
        core.phase = match &self.kick {
            Some(ScKick::Kickoff { free_kick, .. }) => Phase::Kickoff { kicker: s.offense, from: los as u8, after_safety: *free_kick },
            Some(ScKick::ExtraPoint) => Phase::Try { team: s.offense },
            _ if s.two_point => Phase::Try { team: s.offense },
            _ => Phase::Scrimmage,
        };
        core.possession = s.offense;
        core.spot = spot;
        core.downs = DownDistance { down, line_to_gain: ltg as u8 };
        core.clock = Clock::new(s.quarter, secs);
        core.warning_given = secs < 120;
        core.score = PerSide::new(s.score.home, s.score.away);
        core.timeouts[s.offense] = s.timeouts.offense;
        core.timeouts[s.offense.other()] = s.timeouts.defense;
        let secs_half = core.seconds_left_in_half();
        let sit = Situation {
            los: spot,
            down,
            to_go: ltg - los,
            offense_home: s.offense == Side::Home,
            final_two_minutes_game: core.in_final_two_minutes_of_game(),
            final_two_minutes_half: core.after_two_minute_warning(),
            tempo: s.tempo,
            er_before: s.er_before,
            endurance_exceeded: s.endurance_exceeded,
            two_point: s.two_point,
            first_half: s.quarter <= 2,
            prev_stopped: s.prev_stopped,
            last_play_of_half: core.clock.period.ends_half() && secs_half <= ed.timing.run[0] as u32,
            timeouts: (s.timeouts.offense, s.timeouts.defense),
            line_to_gain: ltg,
            touchback_at: core.rules.touchback_at as i16,
            healthy,
        };
        let deck = crate::sim::default_deck(ed);
        let mut cards = Vec::with_capacity(self.cards.len());
        for (i, c) in self.cards.iter().enumerate() {
            cards.push(card_of(c, &deck).map_err(|e| inv(&format!("cards[{i}]"), e))?);
        }
        Ok(Setup { core, sit, cards, los })
    }

    /// Resolves the scenario. `file` names it in errors; `base` is the folder for relative
    /// team files.
    pub fn run(&self, file: &str, base: &std::path::Path) -> Result<ScenarioResult, ScenarioError> {
        let inv = |entry: &str, msg: String| Self::inv(file, entry, msg);
        if self.rules != "ttf7" {
            return Err(inv("rules", format!("'{}' scenarios are not supported (only \"ttf7\")", self.rules)));
        }
        let ed = Edition::ttf7();
        let opts = self.options.clone().unwrap_or_default();
        let off = load_team(&self.offense_team, base).map_err(|e| inv("offense_team", e))?;
        let def = load_team(&self.defense_team, base).map_err(|e| inv("defense_team", e))?;
        let (mut od, _) = lineup_displays(&off);
        let (_, mut dd) = lineup_displays(&def);
        if let Some(m) = &self.offense_display {
            od = OffenseDisplay::default();
            for (b, id) in m {
                let p = off.idx(id).ok_or_else(|| inv(&format!("offense_display.{b}"), format!("no player '{id}' on {}", off.code)))?;
                od.set(*b, Some(p));
            }
        }
        if let Some(m) = &self.defense_display {
            dd = DefenseDisplay::default();
            for (b, ids) in m {
                for id in ids {
                    let p = def.idx(id).ok_or_else(|| inv(&format!("defense_display.{b}"), format!("no player '{id}' on {}", def.code)))?;
                    if !dd.place(*b, p) {
                        return Err(inv(&format!("defense_display.{b}"), format!("box {b} holds at most {} players [ttf7 3.2]", b.capacity())));
                    }
                }
            }
        }
        let setup = self.setup(file, &ed, &opts, crate::resolve::Healthy::all(&off, &def))?;
        let s = &self.situation;
        let n = setup.cards.len();
        let mut src = CardSource::scripted(setup.cards, Fac::Card(blank()));
        let mut rng = ScriptedRandom::default();
        let mut trace = Vec::new();
        let mut core = setup.core;
        let log_start = core.log.len();
        let (outcome, z, foul, injuries, stopped) = match &self.kick {
            None => {
                let (Some(offense), Some(defense)) = (self.offense, self.defense.as_ref()) else {
                    return Err(inv("offense/defense", "a scrimmage scenario needs both calls (or give a \"kick\")".into()));
                };
                let mut dc = DefenseCall::new(defense.play);
                dc.key = defense.key;
                dc.sideways = defense.sideways;
                dc.coverage = defense.coverage;
                if defense.blitzers.len() > 5 {
                    return Err(inv("defense.blitzers", "at most 5 blitzers [ttf7 5]".into()));
                }
                for (i, id) in defense.blitzers.iter().enumerate() {
                    let p: Pid = def.idx(id).ok_or_else(|| inv("defense.blitzers", format!("no player '{id}' on {}", def.code)))?;
                    dc.blitzers[i] = Some(p);
                }
                if defense.stunts.len() > 2 {
                    return Err(inv("defense.stunts", "at most two stunting pairs [ttf7 10.4]".into()));
                }
                for (i, st) in defense.stunts.iter().enumerate() {
                    dc.stunts[i] = Some(*st);
                }
                let sc = Scrimmage { ed: &ed, opts: &opts, off: &off, def: &def, od, dd, oc: offense, dc, sit: setup.sit, offense: s.offense, home: Side::Home };
                let mut dec = ScDecider(self.decisions.clone());
                let report = sc.resolve(&mut src, &mut rng, &mut trace, &mut dec).map_err(|e| inv("offense/defense", e.to_string()))?;
                let inj: Vec<Value> = report
                    .injuries
                    .iter()
                    .flatten()
                    .map(|i: &Injury| {
                        let t = if i.side == s.offense { &off } else { &def };
                        json!({ "team": if i.side == s.offense { "offense" } else { "defense" }, "player": t.player(i.pid).id.clone(), "duration": i.duration.to_string() })
                    })
                    .collect();
                (report.outcome, report.z, report.foul, inj, report.stopped_clock)
            }
            Some(k) => {
                if self.offense.is_some() || self.defense.is_some() {
                    return Err(inv("kick", "a kick scenario has no offense/defense calls".into()));
                }
                let mut kick = crate::kick::Kick::new(&ed, &opts, &off, &def, s.offense, setup.los);
                kick.down = setup.sit.down;
                kick.line_to_gain = setup.sit.line_to_gain;
                kick.two_minutes = setup.sit.final_two_minutes_half;
                kick.last_play_of_half = setup.sit.last_play_of_half;
                kick.prev_stopped = s.prev_stopped;
                kick.offense = Some(od);
                kick.defense = Some(dd);
                let mut dec = crate::kick::KickChoices { cc_value: self.decisions.cc_value, fc_return: self.decisions.fair_catch_return, accept: self.decisions.accept_penalty };
                let r = match *k {
                    ScKick::Kickoff { kind, defense, free_kick } => {
                        if kind == crate::kick::KickoffKind::Squib && !opts.advanced_kicking() {
                            return Err(inv("kick.kind", "the Squib Kick is an advanced rule; the scenario uses standard rules [ttf7 26]".into()));
                        }
                        kick.free_kick = free_kick;
                        kick.kickoff(&mut src, &mut rng, &mut trace, &mut dec, kind, defense)
                    }
                    ScKick::Punt { defense, coffin_corner, fake, fakes_before } => {
                        if coffin_corner.is_some() && !opts.advanced_kicking() {
                            return Err(inv("kick.coffin_corner", "the Coffin Corner is an advanced rule; the scenario uses standard rules [ttf7 26]".into()));
                        }
                        if coffin_corner.is_some_and(|d| !(10..=25).contains(&d)) {
                            return Err(inv("kick.coffin_corner", "the Coffin Corner deduction is 10-25 yards [ttf7 13.8]".into()));
                        }
                        kick.fakes_before = fakes_before;
                        kick.punt(&mut src, &mut rng, &mut trace, &mut dec, crate::kick::PuntPlan { fake, coffin_corner }, defense)
                    }
                    ScKick::FieldGoal => kick.field_goal(&mut src, &mut rng, &mut trace, &mut dec),
                    ScKick::FakeFieldGoal { fakes_before } => {
                        kick.fakes_before = fakes_before;
                        kick.fake_field_goal(&mut src, &mut rng, &mut trace, &mut dec)
                    }
                    ScKick::ExtraPoint => kick.extra_point(&mut src, &mut rng, &mut trace),
                };
                (r.outcome, r.z, r.foul, Vec::new(), r.stopped_clock)
            }
        };
        if src.exhausted() {
            return Err(inv("cards", format!("the play needed more than the {n} cards given")));
        }
        let used = src.script_used();
        let applied = core.apply(&outcome, None).map_err(|e| inv("situation", e.to_string()))?;
        let r = &outcome.record;
        let name = |p: Option<huddle_core::PlayerRef>| {
            p.map(|p| {
                let t = if p.side == s.offense { &off } else { &def };
                t.player(p.idx).name.clone()
            })
        };
        let summary = json!({
            "kind": r.kind,
            "yards": r.yards,
            "gain": match outcome.end { End::Scrimmage { gain, .. } => Some(gain), _ => None },
            "complete": r.has(PlayFlags::COMPLETE),
            "intercepted": r.has(PlayFlags::INTERCEPTED),
            "fumble": r.has(PlayFlags::FUMBLE),
            "fumble_lost": r.has(PlayFlags::FUMBLE_LOST),
            "touchdown": r.has(PlayFlags::TOUCHDOWN),
            "out_of_bounds": r.has(PlayFlags::OUT_OF_BOUNDS),
            "good": r.has(PlayFlags::GOOD),
            "blocked": r.has(PlayFlags::BLOCKED),
            "touchback": r.has(PlayFlags::TOUCHBACK),
            "fair_catch": r.has(PlayFlags::FAIR_CATCH),
            "return_yards": r.return_yards,
            "passer": name(r.passer),
            "player": name(r.player),
            "defender": name(r.defender),
            "returner": name(r.returner),
            "z": z.map(|z| z.to_string()),
            "penalty": foul.map(|f| json!({ "name": ed.penalties.row(f.code).map(|x| x.name.clone()), "kind": f.kind, "against": if f.against == s.offense { "offense" } else { "defense" }, "accepted": f.accepted, "yards": f.yards })),
            "injuries": injuries,
            "seconds": outcome.clock.seconds,
            "stopped_clock": stopped,
            "extend_period": outcome.extend_period,
        });
        let after = json!({
            "possession": if core.possession == s.offense { "offense" } else { "defense" },
            "phase": core.phase,
            "spot": core.spot.yards(),
            "spot_display": core.spot.to_string(),
            "down": if core.phase == Phase::Scrimmage { Some(core.down().number()) } else { None },
            "to_go": if core.phase == Phase::Scrimmage { Some(core.to_go()) } else { None },
            "first_down": applied.first_down,
            "score": { "home": core.score.home, "away": core.score.away },
            "clock": format!("{} {}", core.clock.period, mmss(core.clock.remaining)),
        });
        let events = core.log[log_start..].to_vec();
        Ok(ScenarioResult { name: self.name.clone(), summary, outcome, trace, after, events, cards_used: used })
    }
}

impl ScenarioResult {
    pub fn to_json(&self) -> Value {
        serde_json::to_value(self).expect("serializable")
    }

    /// Compares the result with the scenario's `expect` entries; returns the mismatches.
    pub fn check(&self, expect: &BTreeMap<String, Value>) -> Vec<String> {
        let v = self.to_json();
        let mut bad = Vec::new();
        for (ptr, want) in expect {
            match v.pointer(ptr) {
                Some(got) if got == want => {}
                Some(got) => bad.push(format!("{ptr}: expected {want}, got {got}")),
                None => bad.push(format!("{ptr}: expected {want}, but the result has no such field")),
            }
        }
        bad
    }
}
