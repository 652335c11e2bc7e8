//! Playing a whole game computer against computer, and rendering it as readable play-by-play:
//! down and distance, the ball spot, the peg clock (notches and mm:ss), the call, every die
//! thrown with its face, the hidden defense die revealed, the penalty cards, the result; then a
//! box score.

use crate::ai::AiCoach;
use crate::coach::{Declaration, Reception, TossChoice};
use crate::dice::{DieKind, Face, Provenance};
use crate::error::FeverError;
use crate::game::{Coaches, FeverData, FeverGame, TeamStats, TossRecord};
use crate::options::{FeverOptions, GameLength, OvertimeRule, NOTCH_SECS};
use crate::penalties::{DeckKind, PenaltyCard, CARDS_PER_DECK};
use crate::trace::{Note, PlayTrace, Step, TraceKind, Yl};
use huddle_core::{mmss, Clock, Event, PerSide, Side};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::Arc;

/// How to simulate a game.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct SimOptions {
    pub rules: FeverOptions,
    /// A dice file with other faces (e.g. the real ones); `None` = the built-in reconstruction.
    pub dice: Option<PathBuf>,
    /// A penalty-card file; `None` = the built-in reconstruction.
    pub cards: Option<PathBuf>,
    pub home: String,
    pub away: String,
    /// Keep the play-by-play (off for bulk runs).
    pub trace: bool,
}

impl Default for SimOptions {
    fn default() -> Self {
        SimOptions { rules: FeverOptions::default(), dice: None, cards: None, home: "HOME".into(), away: "AWAY".into(), trace: true }
    }
}

impl SimOptions {
    /// Loads the dice and cards these options name.
    pub fn data(&self) -> Result<Arc<FeverData>, FeverError> {
        Ok(Arc::new(FeverData::load(self.dice.as_deref(), self.cards.as_deref())?))
    }
}

/// A finished game: its result, statistics and (optionally) every play.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FeverGameReport {
    pub seed: u64,
    pub rules: FeverOptions,
    pub home: String,
    pub away: String,
    pub score: PerSide<u16>,
    /// Points per period (Q1..Q4 then overtime periods).
    pub by_period: Vec<PerSide<u16>>,
    pub stats: PerSide<TeamStats>,
    pub toss: Option<TossRecord>,
    pub overtime: bool,
    /// Scrimmage plays plus kicks and tries: every play applied to the core.
    pub core_plays: u32,
    pub dice_source: String,
    pub dice_reconstructed: bool,
    pub cards_source: String,
    /// Touchdowns and safeties scored, per side.
    pub touchdowns: PerSide<u32>,
    pub safeties: PerSide<u32>,
    /// The 60 penalty cards in deck order (RUNNING, PASSING, KICKING, RETURNING; 15 each), to
    /// read the cards the play-by-play names (empty when not traced).
    pub cards: Vec<PenaltyCard>,
    /// The play-by-play (empty when not traced).
    pub plays: Vec<PlayTrace>,
    /// The core's event log (empty when not traced).
    pub log: Vec<Event>,
}

impl FeverGameReport {
    pub fn winner(&self) -> Option<Side> {
        match self.score.home.cmp(&self.score.away) {
            std::cmp::Ordering::Greater => Some(Side::Home),
            std::cmp::Ordering::Less => Some(Side::Away),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The JSON event log of the game (serde).
    pub fn to_json(&self) -> Result<String, FeverError> {
        serde_json::to_string_pretty(self).map_err(|e| FeverError::illegal("json", e.to_string()))
    }

    fn name(&self, s: Side) -> &str {
        match s {
            Side::Home => &self.home,
            Side::Away => &self.away,
        }
    }

    /// Readable play-by-play and a box score.
    pub fn render_text(&self) -> String {
        let mut out = String::new();
        let r = &self.rules;
        let _ = writeln!(out, "FOOTBALL FEVER — {} at {} (seed {})", self.away, self.home, self.seed);
        let length = match r.length {
            GameLength::Full => "full game",
            GameLength::FirstHalf => "half game (first half)",
            GameLength::SecondHalf => "half game (second half)",
            GameLength::SecondAndFourth => "half game (2nd and 4th quarters)",
            GameLength::Short => "short game (4th quarter)",
        };
        let ot = match r.overtime {
            OvertimeRule::Regular => "regular overtime",
            OvertimeRule::Championship => "championship overtime",
        };
        let _ = writeln!(
            out,
            "Rules: {length}, {ot}, {} rules{}. Dice: {}{}. Penalty cards: {}.",
            if r.college { "college" } else { "pro" },
            if r.in_out_die { ", In/Out die in use" } else { "" },
            self.dice_source,
            if self.dice_reconstructed { " (Huddle's reconstruction)" } else { "" },
            self.cards_source
        );
        let _ = writeln!(out, "The clock is a peg: 75 notches a quarter, 1 notch = 12 seconds.");
        let mut period = 0u8;
        for p in &self.plays {
            if p.kind != TraceKind::CoinToss && p.kind != TraceKind::OvertimeToss && p.clock.period.0 != period {
                period = p.clock.period.0;
                let _ = writeln!(out, "\n=== {} ===", period_name(period));
            }
            self.render_play(&mut out, p);
        }
        out.push_str(&self.final_text());
        out
    }

    fn yl(&self, y: Yl) -> String {
        let (side, yards) = (y.side, y.yards);
        if yards <= 0 {
            format!("{} end zone", self.name(side))
        } else if yards >= 100 {
            format!("{} end zone", self.name(side.other()))
        } else if yards == 50 {
            "the 50".to_string()
        } else if yards < 50 {
            format!("{} {}", self.name(side), yards)
        } else {
            format!("{} {}", self.name(side.other()), 100 - yards)
        }
    }

    fn render_play(&self, out: &mut String, p: &PlayTrace) {
        let n = |s: Side| self.name(s).to_string();
        let peg = |c: &Clock| format!("peg {:>2} · {}", c.remaining.div_ceil(NOTCH_SECS), mmss(c.remaining));
        let head = match p.kind {
            TraceKind::CoinToss => "Coin toss.".to_string(),
            TraceKind::OvertimeToss => "Overtime coin toss.".to_string(),
            TraceKind::Kickoff => {
                format!("[{} {}] {} kicks off from {}.", period_short(p.clock.period.0), peg(&p.clock), n(p.team), self.yl(Yl::new(p.team, p.spot)))
            }
            TraceKind::Try => format!("[{} {}] {} try after the touchdown.", period_short(p.clock.period.0), peg(&p.clock), n(p.team)),
            TraceKind::Scrimmage => {
                let dd = match p.down {
                    Some(d) if p.goal_to_go => format!("{d} & goal"),
                    Some(d) => format!("{d} & {}", p.to_go),
                    None => String::new(),
                };
                format!("[{} {}] {} ball, {} at {}.", period_short(p.clock.period.0), peg(&p.clock), n(p.team), dd, self.yl(Yl::new(p.team, p.spot)))
            }
        };
        let _ = writeln!(out, "\n{head}");
        // Consecutive dice of one throw go on one line.
        let mut lines: Vec<String> = Vec::new();
        let mut dice = String::new();
        // Kick-or-receive choices already made at this toss: the one after the first half's is
        // the second half's (a goal leaves the half's kick or receive to the other side).
        let mut kicks_chosen = 0;
        for s in &p.steps {
            let text = match *s {
                Step::Throw { die, face } => {
                    let _ = write!(dice, "{}: {}   ", die.name(), face_label(die, face));
                    continue;
                }
                Step::Scrimmage { faces, run, pass } => {
                    let f: Vec<String> = faces.iter().map(|f| face_label(DieKind::Scrimmage, *f)).collect();
                    let _ = write!(dice, "Scrimmage: {} (run {run}, pass {pass})   ", f.join(", "));
                    continue;
                }
                Step::CoinToss { caller, call, landed, winner } => {
                    format!("{} calls {:?}; the coin lands {:?}: {} wins the toss.", n(caller), call, landed, n(winner))
                }
                Step::TossChoice { side, choice } => {
                    let second_half = p.kind == TraceKind::CoinToss && kicks_chosen >= 1;
                    if choice != TossChoice::Goal {
                        kicks_chosen += 1;
                    }
                    let what = match choice {
                        TossChoice::Kick => "kick off",
                        TossChoice::Receive => "receive",
                        TossChoice::Goal => "defend a goal",
                    };
                    let when = if second_half { " in the second half (first choice reversed)" } else { "" };
                    format!("{} chooses to {what}{when}.", n(side))
                }
                Step::Kickers { first, second } => {
                    if p.kind == TraceKind::OvertimeToss {
                        format!("{} kicks off the overtime.", n(first))
                    } else {
                        format!("{} kicks off the first half, {} the second.", n(first), n(second))
                    }
                }
                Step::KickoffCall { side, call } if call.onside => {
                    format!("{} tries an ONSIDE kick{}.", n(side), if call.in_out { " (with the In/Out die)" } else { "" })
                }
                Step::KickoffCall { .. } => continue,
                Step::Declared { side, declaration } => match declaration {
                    Declaration::Punt => format!("{} declares a punt.", n(side)),
                    Declaration::FieldGoal => format!("{} declares a field goal attempt.", n(side)),
                    _ => continue,
                },
                Step::DefenseSet { side } => format!("{} hides a defense die under the cup.", n(side)),
                Step::DefenseReset { side } => format!("{} sets its defense die again.", n(side)),
                Step::Timeout { side } => format!("TIME-OUT {}.", n(side)),
                Step::Called { side, call } => {
                    let mut c = format!("{} calls {}", n(side), call.play.name());
                    if call.option {
                        c.push_str(" with the Option die");
                    }
                    if call.in_out {
                        c.push_str(if call.option { " and the In/Out die" } else { " with the In/Out die" });
                    }
                    c.push('.');
                    c
                }
                Step::Revealed { die, face } => format!("The cup comes up: {} die, {}.", die.name(), face_label(die, face)),
                Step::Received { side, reception } => match reception {
                    Reception::Return { in_out } => format!("{} returns it{}.", n(side), if in_out { " (with the In/Out die)" } else { "" }),
                    Reception::FairCatch => format!("{} calls a fair catch.", n(side)),
                    Reception::Touchback => format!("{} downs it for a touchback.", n(side)),
                    Reception::TakeAtSpot => format!("{} takes the ball there.", n(side)),
                },
                Step::LooseBallCall { thrower, coin } => {
                    if coin {
                        format!("Both call it — the coin gives {} the first throw of the Recovery die.", n(thrower))
                    } else {
                        format!("{} calls it first and throws the Recovery die.", n(thrower))
                    }
                }
                Step::Card { card, against } => match self.cards.get(card.deck.idx() * CARDS_PER_DECK + card.idx as usize) {
                    Some(c) => format!("FLAG — {} card {}: {}, {}. \"{}\" (signal: {})", card.deck, c.id, c.infraction, n(against), c.text, c.signal.to_lowercase()),
                    None => format!("FLAG — {} card {}: against {}.", card.deck, card.idx + 1, n(against)),
                },
                Step::PenaltyDecision { side, accepted } => match accepted {
                    Some(_) => format!("{} accepts the penalty.", n(side)),
                    None => format!("{} declines the penalty.", n(side)),
                },
                Step::Note(note) => match self.note_text(note) {
                    Some(t) => t,
                    None => continue,
                },
            };
            if !dice.is_empty() {
                lines.push(std::mem::take(&mut dice).trim_end().to_string());
            }
            lines.push(text);
        }
        if !dice.is_empty() {
            lines.push(dice.trim_end().to_string());
        }
        // What the core made of it, and the clock.
        let mut tail = Vec::new();
        for e in &p.events {
            match *e {
                Event::FirstDown { side } => tail.push(format!("First down {}.", n(side))),
                Event::TurnoverOnDowns { side } => tail.push(format!("{} turns it over on downs.", n(side))),
                Event::Touchback { side } => tail.push(format!("Touchback: {} ball at its 20.", n(side))),
                Event::Score { side, kind, points, home, away } => {
                    let what = match kind {
                        huddle_core::ScoreKind::Touchdown => "touchdown",
                        huddle_core::ScoreKind::FieldGoal => "field goal",
                        huddle_core::ScoreKind::Safety => "safety",
                        huddle_core::ScoreKind::ExtraPoint => "extra point",
                        huddle_core::ScoreKind::TwoPoint => "two-point conversion",
                    };
                    tail.push(format!("{} {what} (+{points}) — {} {}, {} {}.", n(side), self.away, away, self.home, home))
                }
                Event::Timeout { side, remaining } => tail.push(format!("Time-out {} ({remaining} left).", n(side))),
                Event::TwoMinuteWarning { .. } => tail.push("The peg stops on the red 2: TWO-MINUTE WARNING.".to_string()),
                Event::PeriodEnd { clock } => tail.push(format!("End of the {}.", period_name(clock.period.0))),
                Event::Halftime => tail.push("HALF TIME.".to_string()),
                Event::OvertimeStart { period, .. } => tail.push(format!("The {} begins.", period_name(period))),
                Event::GameEnd { .. } => tail.push("END OF GAME.".to_string()),
                _ => {}
            }
        }
        if matches!(p.kind, TraceKind::Kickoff | TraceKind::Scrimmage | TraceKind::Try) {
            let hurry = if p.hurry_up { ", hurry-up" } else { "" };
            let to = match p.timeout {
                Some(s) => format!(", time-out {}", n(s)),
                None => String::new(),
            };
            tail.push(format!("Clock: {} notch{}{hurry}{to} → {}.", p.notches, if p.notches == 1 { "" } else { "es" }, peg(&p.clock_after)));
        }
        for l in lines {
            let _ = writeln!(out, "    {l}");
        }
        if !tail.is_empty() {
            let _ = writeln!(out, "    → {}", tail.join(" "));
        }
    }

    fn note_text(&self, note: Note) -> Option<String> {
        let n = |s: Side| self.name(s).to_string();
        Some(match note {
            Note::Count { yards } => format!("Offensive count: {yards}."),
            Note::Gain { yards, at } => {
                if yards >= 0 {
                    format!("Gain of {yards}, ball at {}.", self.yl(at))
                } else {
                    format!("Loss of {}, ball at {}.", -yards, self.yl(at))
                }
            }
            Note::Incomplete => "Pass incomplete.".into(),
            Note::PassOutOfEndZone => "The pass reaches the end-zone outer boundary: out of bounds, incomplete.".into(),
            Note::Sack { yards, at } => format!("SACKED for a loss of {yards}, ball at {}.", self.yl(at)),
            Note::Intercepted { by, at } => format!("INTERCEPTED by {} at {}.", n(by), self.yl(at)),
            Note::Fumble { by, at } => format!("FUMBLE by {} at {}!", n(by), self.yl(at)),
            Note::FumbleIgnored => "The F does not count.".into(),
            Note::OutOfBounds { at } => format!("Out of bounds at {}.", self.yl(at)),
            Note::Blocked { at } => format!("BLOCKED at {}!", self.yl(at)),
            Note::KickLands { at } => format!("The ball comes down at {}.", self.yl(at)),
            Note::Rekick { from } => format!("Out of bounds: kick again from {}.", self.yl(from)),
            Note::KickGood => "The kick is GOOD.".into(),
            Note::KickMissed => "The kick is no good.".into(),
            Note::KickShort { at } => format!("Short — it comes down at {}.", self.yl(at)),
            Note::TdCancelled => "TD on the Option die, cancelled by NO TD.".into(),
            Note::OptionTd => "TD on the Option die!".into(),
            Note::Return { by, yards, at } => format!("{} returns {yards} yards to {}.", n(by), self.yl(at)),
            Note::BallMoves { to } => format!("The loose ball bounces to {}.", self.yl(to)),
            Note::Thrower { side } => format!("{} throws the Recovery die:", n(side)),
            Note::Recovered { by, at, no_gain } => {
                format!("{} recovers at {}{}.", n(by), self.yl(at), if no_gain { " (no gain)" } else { "" })
            }
            Note::LooseOut { at } => format!("The loose ball goes out of bounds at {}.", self.yl(at)),
            Note::Touchdown { side } => format!("TOUCHDOWN {}!", n(side)),
            Note::Safety { against } => format!("SAFETY against {}!", n(against)),
            Note::Touchback { .. } => return None,
            Note::FieldGoal => return None,
            Note::Deferred { yards } => format!("The penalty ({} yards) is carried to the next kickoff.", yards.abs()),
            Note::Offsetting => "Fouls on both teams: they offset.".into(),
            Note::PenaltyIgnored => "The penalty is ignored.".into(),
            Note::FreeKickFieldGoal => "Free-kick field goal attempt after the fair catch (the defense does not set).".into(),
            Note::FreeKickAvailable => "Fair catch on the last play of the half: a free-kick field goal may follow.".into(),
            Note::FalseStart { side, yards } => format!("FALSE START on {}: {yards} yards back, replay the down.", n(side)),
        })
    }

    fn render_box(&self, out: &mut String) {
        let np = self.by_period.len();
        let mut head = format!("{:<12}", "");
        for i in 0..np {
            let _ = write!(head, "{:>5}", period_short(i as u8 + 1));
        }
        let _ = writeln!(out, "{head}{:>7}", "Total");
        for side in [Side::Away, Side::Home] {
            let mut row = format!("{:<12}", self.name(side));
            for q in &self.by_period {
                let _ = write!(row, "{:>5}", q[side]);
            }
            let _ = writeln!(out, "{row}{:>7}", self.score[side]);
        }
        let _ = writeln!(out);
        let _ = writeln!(out, "{:<24}{:>10}{:>10}", "", self.away, self.home);
        let row = |out: &mut String, label: &str, f: &dyn Fn(&TeamStats) -> String| {
            let _ = writeln!(out, "{:<24}{:>10}{:>10}", label, f(&self.stats.away), f(&self.stats.home));
        };
        row(out, "Scrimmage plays", &|s| s.plays.to_string());
        row(out, "First downs", &|s| s.first_downs.to_string());
        row(out, "Runs-yards", &|s| format!("{}-{}", s.runs, s.run_yards));
        row(out, "Passes comp/att-yds", &|s| format!("{}/{}-{}", s.completions, s.passes, s.pass_yards));
        row(out, "Sacks taken", &|s| s.sacks.to_string());
        row(out, "Interceptions thrown", &|s| s.interceptions.to_string());
        row(out, "Fumbles lost", &|s| s.fumbles_lost.to_string());
        row(out, "Turnovers", &|s| s.turnovers.to_string());
        row(out, "Penalties-yards", &|s| format!("{}-{}", s.penalties, s.penalty_yards));
        row(out, "Punts (blocked)", &|s| format!("{} ({})", s.punts, s.punts_blocked));
        row(out, "Field goals", &|s| format!("{}/{}", s.fg_made, s.fg_attempts));
        row(out, "Extra points", &|s| format!("{}/{}", s.xp_made, s.xp_attempts));
        if self.rules.college {
            row(out, "Two-point tries", &|s| format!("{}/{}", s.two_point_made, s.two_point_attempts));
        }
        row(out, "Option-die TDs", &|s| s.option_td.to_string());
        row(out, "Time-outs used", &|s| s.timeouts.to_string());
        if let Some(t) = self.toss {
            let _ = writeln!(out, "\nToss won by {}; {} kicked off the first half.", self.name(t.winner), self.name(t.first_half_kicker));
        }
    }
}

fn period_name(p: u8) -> String {
    match p {
        1 => "1st quarter".into(),
        2 => "2nd quarter".into(),
        3 => "3rd quarter".into(),
        4 => "4th quarter".into(),
        5 => "overtime".into(),
        n => format!("overtime {}", n - 4),
    }
}

fn period_short(p: u8) -> String {
    match p {
        1..=4 => format!("Q{p}"),
        5 => "OT".into(),
        n => format!("OT{}", n - 4),
    }
}

fn face_label(d: DieKind, f: Face) -> String {
    match (d, f) {
        (DieKind::Referee, Face::Blank) => "—".into(),
        (DieKind::Referee, Face::Penalty) => "P (flag!)".into(),
        (DieKind::Scrimmage, Face::Run(n)) => format!("RUN {n}"),
        (DieKind::Scrimmage, Face::Pass(n)) => format!("PASS {n}"),
        (DieKind::InOut, Face::In) => "in bounds".into(),
        _ => f.to_string(),
    }
}

/// Plays one game, computer against computer, from a seed.
pub fn play_game(seed: u64, opts: &SimOptions) -> Result<FeverGameReport, FeverError> {
    let data = opts.data()?;
    play_game_with(seed, opts, data)
}

/// Plays one game with data already loaded (bulk runs load it once).
pub fn play_game_with(seed: u64, opts: &SimOptions, data: Arc<FeverData>) -> Result<FeverGameReport, FeverError> {
    let mut home = AiCoach::new(&data);
    let mut away = AiCoach::new(&data);
    let mut g = FeverGame::seeded(data.clone(), opts.rules, seed);
    g.set_tracing(opts.trace);
    let mut coaches = Coaches::new(&mut home, &mut away);
    g.play_to_end(&mut coaches)?;
    Ok(FeverGameReport::of(&mut g, seed, opts, &data))
}

impl FeverGameReport {
    /// The report of a game (finished or not); takes the game's play-by-play when traced.
    pub fn of(g: &mut FeverGame, seed: u64, opts: &SimOptions, data: &FeverData) -> FeverGameReport {
        let reconstructed = DieKind::ALL.iter().any(|k| data.dice.provenance(*k) == Provenance::Reconstructed);
        let mut touchdowns = PerSide::<u32>::default();
        let mut safeties = PerSide::<u32>::default();
        for e in &g.state.log {
            match e {
                Event::Score { side, kind: huddle_core::ScoreKind::Touchdown, .. } => touchdowns[*side] += 1,
                Event::Score { side, kind: huddle_core::ScoreKind::Safety, .. } => safeties[*side] += 1,
                _ => {}
            }
        }
        let cards = if opts.trace { DeckKind::ALL.iter().flat_map(|d| data.cards.deck(*d).iter().cloned()).collect() } else { Vec::new() };
        FeverGameReport {
            seed,
            rules: opts.rules,
            home: opts.home.clone(),
            away: opts.away.clone(),
            score: g.state.score,
            by_period: g.points_by_period().to_vec(),
            stats: *g.stats(),
            toss: g.toss(),
            overtime: g.state.clock.period.is_overtime(),
            core_plays: g.state.plays,
            dice_source: data.dice.source.clone(),
            dice_reconstructed: reconstructed,
            cards_source: data.cards.source.clone(),
            touchdowns,
            safeties,
            cards,
            plays: if opts.trace { g.take_history() } else { Vec::new() },
            log: if opts.trace { std::mem::take(&mut g.state.log) } else { Vec::new() },
        }
    }

    /// One play of the play-by-play (the text `render_text` prints for it).
    pub fn play_text(&self, p: &PlayTrace) -> String {
        let mut out = String::new();
        self.render_play(&mut out, p);
        out
    }

    /// The final score and the box score (the end of `render_text`).
    pub fn final_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "\n=== FINAL: {} {}, {} {}{} ===", self.away, self.score.away, self.home, self.score.home, if self.overtime { " (overtime)" } else { "" });
        self.render_box(&mut out);
        out
    }
}
