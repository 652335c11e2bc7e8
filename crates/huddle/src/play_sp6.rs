//! `huddle play --rules sp6`: a Statis-Pro 6th Edition game at the terminal. The human plays
//! the strategy cards of one side (or both) in the language of `huddle_sp6::command`; every call
//! is checked against the rules before it runs, and a refusal names the rule. The computer
//! coaches the rest.

use crate::play::{Console, You};
use anyhow::{Context, Result};
use huddle_cards::Team;
use huddle_core::{mmss, AnyRandom, PerSide, Phase, Randomness, SeededRandom, Side};
use huddle_sp6::coach::{AiCoach, Alternative, Announced, Coach, DefenseChoice, OffenseChoice, View};
use huddle_sp6::command::{self, Edit, Meta, Pace};
use huddle_sp6::fac::DeckFile;
use huddle_sp6::game::Sp6Game;
use huddle_sp6::kick::{KickoffKind, PuntDefense};
use huddle_sp6::options::Options;
use huddle_sp6::tables::Edition;
use huddle_sp6::{DefenseDisplay, OffenseDisplay};
use std::cell::RefCell;
use std::rc::Rc;

/// A human at the terminal.
pub struct Sp6Human {
    io: Rc<RefCell<Console>>,
    ai: AiCoach,
    code: String,
    off_edits: Vec<Edit>,
    def_edits: Vec<Edit>,
    pace: Pace,
    timeout: bool,
}

impl Sp6Human {
    pub fn new(io: Rc<RefCell<Console>>, code: &str) -> Sp6Human {
        Sp6Human { io, ai: AiCoach, code: code.to_string(), off_edits: Vec::new(), def_edits: Vec::new(), pace: Pace::Auto, timeout: false }
    }

    fn auto(&self) -> bool {
        self.io.borrow().auto
    }

    fn situation(v: &View) -> String {
        let g = v.game;
        let off = g.possession;
        let team = |s: Side| if s == v.me { v.team.code.as_str() } else { v.opp.code.as_str() };
        let spot = g.spot.yards();
        let at = if spot == 50 { "the 50".to_string() } else if spot < 50 { format!("{} {}", team(off), spot) } else { format!("{} {}", team(off.other()), 100 - spot) };
        let down = if g.phase == Phase::Scrimmage { format!("{} & {} at {at}", g.down().number(), if g.downs.goal_to_go() { "goal".to_string() } else { g.to_go().to_string() }) } else { at };
        format!(
            "{} ball, {down} | Q{} {} | {} {} - {} {} | time-outs {} {}{}",
            team(off),
            g.clock.period.0,
            mmss(g.clock.remaining),
            team(Side::Away),
            g.score.away,
            team(Side::Home),
            g.score.home,
            g.timeouts[v.me],
            if v.final_minutes { " | Final Minutes" } else { "" },
            if v.no_huddle { " | your No-Huddle" } else { "" }
        )
    }

    /// Asks until `parse` accepts a line; None: the computer decides (ai, auto, quit, or the end
    /// of the input).
    fn ask_simple<T>(&mut self, prompt: &str, help: &str, parse: impl Fn(&str) -> Result<T, String>) -> Option<T> {
        if self.auto() {
            return None;
        }
        loop {
            let line = self.io.borrow_mut().read(prompt)?;
            match command::meta(&line) {
                Some(Meta::Help) => self.io.borrow_mut().say(help),
                Some(Meta::Ai) => return None,
                Some(m @ (Meta::Auto | Meta::Quit)) => {
                    self.io.borrow_mut().hand_over(m == Meta::Quit);
                    return None;
                }
                Some(Meta::Timeout) => {
                    self.timeout = true;
                    self.io.borrow_mut().say("  a time-out right after the coming play\n");
                }
                Some(Meta::Lineup) => self.io.borrow_mut().say("  (lineup is shown at the down's call)\n"),
                None => match parse(&line) {
                    Ok(t) => return Some(t),
                    Err(e) => self.io.borrow_mut().say(&format!("  {e}\n")),
                },
            }
        }
    }

    /// The shared loop of a down's call: display changes, cards, the pace, then the call.
    fn ask_call<T>(&mut self, v: &View, offense: bool, prompt: &str, help: &str, call: impl Fn(&str, &Self) -> Result<T, String>) -> Option<T> {
        if self.auto() {
            return None;
        }
        self.io.borrow_mut().say(&format!("\n{}\n", Self::situation(v)));
        loop {
            let line = self.io.borrow_mut().read(prompt)?;
            let t = line.trim();
            match command::meta(t) {
                Some(Meta::Help) => {
                    self.io.borrow_mut().say(help);
                    continue;
                }
                Some(Meta::Ai) => return None,
                Some(m @ (Meta::Auto | Meta::Quit)) => {
                    self.io.borrow_mut().hand_over(m == Meta::Quit);
                    return None;
                }
                Some(Meta::Timeout) => {
                    self.timeout = true;
                    self.io.borrow_mut().say("  a time-out right after the coming play\n");
                    continue;
                }
                Some(Meta::Lineup) => {
                    let text = if offense { command::lineup_text(v.team, Some(&self.offense_display(v)), None) } else { command::lineup_text(v.team, None, Some(&self.defense_display(v).unwrap_or(v.base_defense))) };
                    self.io.borrow_mut().say(&text);
                    continue;
                }
                None => {}
            }
            if let Some(p) = command::pace(t) {
                match p {
                    Ok(p) => {
                        self.pace = p;
                        self.io.borrow_mut().say("  pace set\n");
                    }
                    Err(e) => self.io.borrow_mut().say(&format!("  {e}\n")),
                }
                continue;
            }
            if let Some(name) = t.strip_prefix("card ") {
                let text = command::find_player(v.team, name, |_| true)
                    .map(|p| command::card_text(v.team, p))
                    .or_else(|_| command::find_player(v.opp, name, |_| true).map(|p| command::card_text(v.opp, p)))
                    .unwrap_or_else(|e| format!("  {e}\n"));
                self.io.borrow_mut().say(&text);
                continue;
            }
            // Display changes first; a call may follow on the same line after the last ';'.
            let (edit_part, call_part) = split_edits(t);
            if let Some(ep) = edit_part {
                let on = |p| if offense { self.offense_display(v).box_of(p).is_some() } else { self.defense_display(v).is_ok_and(|d| d.box_of(p).is_some()) };
                match command::edits(ep, v.team, offense, on) {
                    Some(Ok(es)) => {
                        let mut trial = Sp6Human { io: self.io.clone(), ai: AiCoach, code: self.code.clone(), off_edits: self.off_edits.clone(), def_edits: self.def_edits.clone(), pace: self.pace, timeout: false };
                        if offense {
                            trial.off_edits.extend(es);
                            let d = trial.offense_display(v);
                            match huddle_sp6::display::validate_offense(&d, v.team, v.opts.out_of_position) {
                                Ok(()) => self.off_edits = trial.off_edits,
                                Err(e) => {
                                    self.io.borrow_mut().say(&format!("  {e}: the display is left as it was\n"));
                                    continue;
                                }
                            }
                        } else {
                            trial.def_edits.extend(es);
                            match trial.defense_display(v).and_then(|d| huddle_sp6::display::validate_defense(&d, v.team, v.opts.out_of_position).map_err(|e| e.to_string())) {
                                Ok(()) => self.def_edits = trial.def_edits,
                                Err(e) => {
                                    self.io.borrow_mut().say(&format!("  {e}: the display is left as it was\n"));
                                    continue;
                                }
                            }
                        }
                        if call_part.is_none() {
                            self.io.borrow_mut().say("  display changed\n");
                            continue;
                        }
                    }
                    Some(Err(e)) => {
                        self.io.borrow_mut().say(&format!("  {e}\n"));
                        continue;
                    }
                    None => {}
                }
            }
            let Some(cp) = call_part else { continue };
            match call(cp, self) {
                Ok(c) => return Some(c),
                Err(e) => self.io.borrow_mut().say(&format!("  {e}\n")),
            }
        }
    }

    fn offense_display(&self, v: &View) -> OffenseDisplay {
        match v.keep_offense {
            Some(k) => k,
            None => command::apply_offense(v.base_offense, &self.off_edits),
        }
    }

    fn defense_display(&self, v: &View) -> Result<DefenseDisplay, String> {
        match v.keep_defense {
            Some(k) => Ok(k),
            None => command::apply_defense(v.base_defense, &self.def_edits),
        }
    }
}

/// Splits "sub BK2 smith; sub FL2 -; il" into the changes and the call.
fn split_edits(t: &str) -> (Option<&str>, Option<&str>) {
    let is_edit = |s: &str| {
        let w = s.split_whitespace().next().unwrap_or("").to_ascii_lowercase();
        w == "sub" || w == "move"
    };
    match t.rfind(';') {
        Some(i) if is_edit(&t[..i]) && !is_edit(t[i + 1..].trim()) => (Some(&t[..i]), Some(t[i + 1..].trim()).filter(|s| !s.is_empty())),
        _ if is_edit(t) => (Some(t), None),
        _ => (None, Some(t)),
    }
}

impl Coach for Sp6Human {
    fn name(&self) -> &str {
        "human"
    }

    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice {
        let prompt = format!("{} offense> ", self.code);
        let r = self.ask_call(v, true, &prompt, command::OFFENSE_HELP, |line, me| {
            let d = me.offense_display(v);
            command::offense(line, v, &d)
        });
        match r {
            Some(c) => c,
            None => self.ai.offense(v, rng),
        }
    }

    fn defense(&mut self, v: &View, offense: &OffenseDisplay, kick: Option<Announced>, rng: &mut dyn Randomness) -> DefenseChoice {
        let prompt = format!("{} defense> ", self.code);
        if !self.auto() {
            let shown = command::lineup_text(v.opp, Some(offense), None);
            self.io.borrow_mut().say(&format!("\n{} line up:\n{shown}", v.opp.code));
        }
        let r = self.ask_call(v, false, &prompt, command::DEFENSE_HELP, |line, me| {
            let d = me.defense_display(v)?;
            command::defense(line, v, &d, offense)
        });
        match r {
            Some(c) => c,
            None => self.ai.defense(v, offense, kick, rng),
        }
    }

    fn kickoff(&mut self, v: &View, rng: &mut dyn Randomness) -> KickoffKind {
        let default = self.ai.kickoff(v, rng);
        let squib = v.opts.squib;
        let shown = match default {
            KickoffKind::Normal => "normal",
            KickoffKind::Onside => "onside",
            KickoffKind::Squib => "squib",
        };
        let prompt = format!("{} kickoff: normal, onside{} [{shown}]> ", self.code, if squib { ", squib" } else { "" });
        self.ask_simple(&prompt, "normal | onside | squib (optional rule O3)\n", |l| match l.trim().to_ascii_lowercase().as_str() {
            "" => Ok(default),
            "normal" => Ok(KickoffKind::Normal),
            "onside" => Ok(KickoffKind::Onside),
            "squib" if squib => Ok(KickoffKind::Squib),
            "squib" => Err("the squib kick is optional rule O3 [sp6 19]".into()),
            _ => Err("normal, onside or squib".into()),
        })
        .unwrap_or(default)
    }

    fn onside_defense(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        let default = self.ai.onside_defense(v, rng);
        if !v.opts.onside_defense {
            return false;
        }
        let prompt = format!("{} receive: the Onside Kick Defense? [{}]> ", self.code, if default { "yes" } else { "no" });
        self.ask_simple(&prompt, "yes | no\n", |l| command::yes_no(l, default)).unwrap_or(default)
    }

    fn punt_defense(&mut self, v: &View, rng: &mut dyn Randomness) -> PuntDefense {
        let default = self.ai.punt_defense(v, rng);
        let prompt = format!("{} against the punt: return or rush{} [{}]> ", self.code, if v.opts.fake_kicks { ", suspect (a fake)" } else { "" }, if default.all_out_rush { "rush" } else { "return" });
        let fakes = v.opts.fake_kicks;
        self.ask_simple(&prompt, "return | rush (the All-Out Punt Rush) | suspect (a strategy card: a fake is expected, O6)\n", |l| match l.trim().to_ascii_lowercase().as_str() {
            "" => Ok(default),
            "return" => Ok(PuntDefense::default()),
            "rush" => Ok(PuntDefense { all_out_rush: true, suspect_fake: false }),
            "suspect" if fakes => Ok(PuntDefense { all_out_rush: false, suspect_fake: true }),
            _ => Err("return, rush or suspect".into()),
        })
        .unwrap_or(default)
    }

    fn suspect_fake_fg(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        let default = self.ai.suspect_fake_fg(v, rng);
        if !v.opts.fake_kicks {
            return false;
        }
        let prompt = format!("{} against the field goal: suspect a fake? [{}]> ", self.code, if default { "yes" } else { "no" });
        self.ask_simple(&prompt, "yes | no\n", |l| command::yes_no(l, default)).unwrap_or(default)
    }

    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool {
        let default = self.ai.accept_penalty(v, play, penalty);
        if self.auto() {
            return default;
        }
        let off = if v.game.possession == v.me { v.team.code.as_str() } else { v.opp.code.as_str() };
        let show = |a: &Alternative| {
            if a.offense_scores {
                format!("{off} score")
            } else if !a.offense_keeps {
                format!("the other team's ball at its own {}", 100 - a.spot)
            } else {
                format!("{off} ball at {}{}{}", if a.spot < 50 { "own " } else { "opp " }, if a.spot < 50 { a.spot } else { 100 - a.spot }, if a.first_down { ", first down" } else if a.replay { ", the down replayed" } else { "" })
            }
        };
        self.io.borrow_mut().say(&format!("\nA penalty with an option: accept → {}; decline → {}\n", show(&penalty), show(&play)));
        let prompt = format!("{} accept or decline [{}]> ", self.code, if default { "accept" } else { "decline" });
        self.ask_simple(&prompt, "accept | decline\n", |l| command::yes_no(l, default)).unwrap_or(default)
    }

    fn play_time(&mut self, v: &View, min: u16, max: u16, stops: bool) -> u16 {
        match self.pace {
            Pace::Auto => self.ai.play_time(v, min, max, stops),
            Pace::Fast => min,
            Pace::Slow => max,
            Pace::Seconds(s) => s.clamp(min, max),
        }
    }

    fn timeout(&mut self, v: &View) -> bool {
        if self.auto() && !self.timeout {
            return self.ai.timeout(v);
        }
        std::mem::take(&mut self.timeout) && v.game.timeouts[v.me] > 0
    }

    fn call_heads(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        let default = rng.below(2) == 0;
        let prompt = format!("{} call the coin toss: heads or tails [{}]> ", self.code, if default { "heads" } else { "tails" });
        let _ = v;
        self.ask_simple(&prompt, "heads | tails\n", |l| match l.trim().to_ascii_lowercase().as_str() {
            "" => Ok(default),
            "heads" | "h" => Ok(true),
            "tails" | "t" => Ok(false),
            _ => Err("heads or tails".into()),
        })
        .unwrap_or(default)
    }

    fn receive(&mut self, _v: &View) -> bool {
        let prompt = format!("{} win the toss: receive or kick [receive]> ", self.code);
        self.ask_simple(&prompt, "receive | kick\n", |l| match l.trim().to_ascii_lowercase().as_str() {
            "" | "receive" => Ok(true),
            "kick" => Ok(false),
            _ => Err("receive or kick".into()),
        })
        .unwrap_or(true)
    }

    fn accept_delay(&mut self, v: &View) -> bool {
        let prompt = format!("{} the punting team asks for a Delay of Game on itself: accept? [no]> ", self.code);
        let _ = v;
        self.ask_simple(&prompt, "yes | no\n", |l| command::yes_no(l, false)).unwrap_or(false)
    }
}

/// Plays a Statis-Pro 6th game at the console.
pub fn play(home: Team, away: Team, opts: Options, seed: u64, you: You, io: Rc<RefCell<Console>>) -> Result<Sp6Game> {
    let coach = |side: Side| -> Box<dyn Coach> {
        if you.coaches(side) {
            let code = if side == Side::Home { &home.code } else { &away.code };
            Box::new(Sp6Human::new(io.clone(), code))
        } else {
            Box::new(AiCoach)
        }
    };
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(coach(Side::Home), coach(Side::Away));
    io.borrow_mut().say(&format!("{} at {} — Statis-Pro 6th Edition, seed {seed} (the same seed and calls replay this game)\n", away.name, home.name));
    let mut g = Sp6Game::new(Edition::sp6(), opts, home, away, DeckFile::embedded(), AnyRandom::Seeded(SeededRandom::new(seed)), coaches);
    let mut shown = 0;
    while !g.core.is_over() {
        let score = g.core.score;
        g.step().context("the game could not go on")?;
        let text: String = g.log[shown..].iter().map(|p| huddle_sp6::narrate::line(&g, p) + "\n").collect();
        shown = g.log.len();
        let mut c = io.borrow_mut();
        if c.quit {
            c.say(&format!("\nYou left the game: {} {} - {} {}.\n", g.teams[Side::Away].team.code, score.away, g.teams[Side::Home].team.code, score.home));
            return Ok(g);
        }
        c.say(&text);
    }
    io.borrow_mut().say(&format!("\nFinal: {} {}, {} {}\n", g.teams[Side::Away].team.code, g.core.score.away, g.teams[Side::Home].team.code, g.core.score.home));
    Ok(g)
}
