//! `huddle play --rules bones`: a Football Bones game at the terminal. The human calls the plays
//! of one side (or both) in the language of `huddle_bones::command`; every call is checked
//! against the rules before it runs, and a refusal names the rule. The computer coaches the
//! rest, and the human's side whenever asked to (`ai`, `auto`, or the end of the input).

use crate::play::{Console, You};
use crate::seat::{self, Seat};
use anyhow::{Context, Result};
use huddle_bones::coach::{AiCoach, Alternative, Coach, DefenseChoice, KickoffKind, OffenseChoice, View};
use huddle_bones::call::OffenseCall;
use huddle_bones::command::{self, Edit};
use huddle_bones::game::BonesGame;
use huddle_bones::options::Options;
use huddle_bones::tables::Tables;
use huddle_bones::{DefenseDisplay, OffenseDisplay};
use huddle_cards::Team;
use huddle_core::{mmss, AnyRandom, PerSide, Phase, Randomness, SeededRandom, Side};
use std::cell::RefCell;
use std::rc::Rc;

/// A human at the terminal.
pub struct BonesHuman {
    seat: Seat,
    ai: AiCoach,
    off_edits: Vec<Edit>,
    def_edits: Vec<Edit>,
    /// The No-Huddle from the next play on (`nh on`), until `nh off`.
    no_huddle: bool,
    /// The computer called this down (`ai`): it also decides whether to throw on the run.
    ai_down: bool,
}

/// What one down's prompt may return.
enum Asked<T> {
    Call(T),
    Computer,
}

impl BonesHuman {
    pub fn new(io: Rc<RefCell<Console>>, code: &str, side: Side) -> BonesHuman {
        BonesHuman { seat: Seat::new(io, code, side), ai: AiCoach, off_edits: Vec::new(), def_edits: Vec::new(), no_huddle: false, ai_down: false }
    }

    fn auto(&self) -> bool {
        self.seat.auto()
    }

    fn say(&self, s: &str) {
        self.seat.say(s);
    }

    fn situation(&self, v: &View) -> String {
        let g = v.game;
        let off = g.possession;
        let team = |s: Side| if s == v.me { v.team.code.as_str() } else { v.opp.code.as_str() };
        let spot = g.spot.yards();
        let at = if spot == 50 { "the 50".to_string() } else if spot < 50 { format!("{} {}", team(off), spot) } else { format!("{} {}", team(off.other()), 100 - spot) };
        let down = if g.phase == Phase::Scrimmage { format!("{} & {} at {at}", g.down().number(), if g.downs.goal_to_go() { "goal".to_string() } else { g.to_go().to_string() }) } else { at };
        let resting: Vec<&str> = v.ctx.resting.iter().flatten().map(|p| v.team.player(*p).name.as_str()).collect();
        format!(
            "{} ball, {down} | Q{} {} | {} {} - {} {} | time-outs {}{}{}{}",
            team(off),
            g.clock.period.0,
            mmss(g.clock.remaining),
            team(Side::Away),
            g.score.away,
            team(Side::Home),
            g.score.home,
            g.timeouts[v.me],
            if self.no_huddle && off == v.me { " | No-Huddle" } else { "" },
            if resting.is_empty() || off != v.me { String::new() } else { format!(" | resting: {}", resting.join(", ")) },
            if v.weather.name == "fair" { String::new() } else { format!(" | {}", v.weather.name) }
        )
    }

    /// The shared loop of a down's call: display changes, cards, the tempo, then the call.
    fn ask_call<T>(&mut self, v: &View, offense: bool, prompt: &str, help: &str, call: impl Fn(&str, &Self) -> Result<T, String>) -> Asked<T> {
        if self.auto() {
            return Asked::Computer;
        }
        self.say(&format!("\n{}\n", self.situation(v)));
        loop {
            let (oe, de) = (&self.off_edits, &self.def_edits);
            let lineup = || if offense { command::lineup_text(v.team, Some(&Self::apply_offense(v, oe)), None) } else { command::lineup_text(v.team, None, Some(&Self::apply_defense(v, de).unwrap_or(v.base_defense))) };
            let card = |name: &str| seat::card(v.team, v.opp, name, command::card_text);
            let Some(line) = self.seat.read_call(prompt, help, lineup, card) else {
                return Asked::Computer;
            };
            let t = line.as_str();
            let lower = t.to_ascii_lowercase();
            if let Some(rest) = lower.strip_prefix("nh") {
                if offense && (rest.is_empty() || rest.starts_with(' ')) {
                    match rest.trim() {
                        "" | "on" => self.no_huddle = true,
                        "off" => self.no_huddle = false,
                        _ => {
                            self.say("  nh on | nh off\n");
                            continue;
                        }
                    }
                    self.say(&format!("  the No-Huddle {} from the next play [bones 4]\n", if self.no_huddle { "on" } else { "off" }));
                    continue;
                }
            }
            // Display changes first; a call may follow on the same line after the last ';'.
            let (oe, de) = (&self.off_edits, &self.def_edits);
            let on = |p| if offense { Self::apply_offense(v, oe).box_of(p).is_some() } else { Self::apply_defense(v, de).is_ok_and(|d| d.box_of(p).is_some()) };
            let mut kept = None;
            let keep = |es: Vec<Edit>| {
                let mut all = if offense { oe.clone() } else { de.clone() };
                all.extend(es);
                let checked = if offense { huddle_bones::display::validate_offense(&Self::apply_offense(v, &all), v.team).map_err(|e| e.to_string()) } else { Self::apply_defense(v, &all).and_then(|d| huddle_bones::display::validate_defense(&d, v.team, true).map_err(|e| e.to_string())) };
                checked.map(|_| kept = Some(all))
            };
            let call_part = self.seat.display_changes(t, |ep| command::edits(ep, v.team, offense, on), keep);
            match kept.take() {
                Some(all) if offense => self.off_edits = all,
                Some(all) => self.def_edits = all,
                None => {}
            }
            let Some(cp) = call_part else { continue };
            match call(cp, self) {
                Ok(c) => return Asked::Call(c),
                Err(e) => self.say(&format!("  {e}\n")),
            }
        }
    }

    /// The base display with the human's changes; a change naming a player who is hurt now is
    /// dropped (the base display has already replaced him).
    fn apply_offense(v: &View, edits: &[Edit]) -> OffenseDisplay {
        let fit: Vec<Edit> = edits.iter().copied().filter(|e| !matches!(e, Edit::Offense(_, Some(p)) if !v.healthy.contains(*p))).collect();
        command::apply_offense(v.base_offense, &fit)
    }

    fn apply_defense(v: &View, edits: &[Edit]) -> Result<DefenseDisplay, String> {
        let fit: Vec<Edit> = edits.iter().copied().filter(|e| !matches!(e, Edit::DefenseSub(_, p) | Edit::DefenseMove(p, _) if !v.healthy.contains(*p))).collect();
        command::apply_defense(v.base_defense, &fit)
    }

    fn offense_display(&self, v: &View) -> OffenseDisplay {
        Self::apply_offense(v, &self.off_edits)
    }

    fn defense_display(&self, v: &View) -> Result<DefenseDisplay, String> {
        Self::apply_defense(v, &self.def_edits)
    }
}

impl Coach for BonesHuman {
    fn name(&self) -> &str {
        "human"
    }

    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice {
        let prompt = format!("{} offense> ", self.seat.code);
        let r = self.ask_call(v, true, &prompt, command::OFFENSE_HELP, |line, me| command::offense(line, v, &me.offense_display(v)));
        self.ai_down = matches!(r, Asked::Computer);
        match r {
            Asked::Call(c) => c,
            Asked::Computer => self.ai.offense(v, rng),
        }
    }

    fn defense(&mut self, v: &View, offense: &OffenseDisplay, punt: bool, rng: &mut dyn Randomness) -> DefenseChoice {
        if punt || self.auto() {
            return self.ai.defense(v, offense, punt, rng);
        }
        let prompt = format!("{} defense> ", self.seat.code);
        self.say(&command::offense_shown(v, offense));
        match self.ask_call(v, false, &prompt, command::DEFENSE_HELP, |line, me| command::defense(line, v, &me.defense_display(v)?, offense)) {
            Asked::Call(c) => c,
            Asked::Computer => self.ai.defense(v, offense, punt, rng),
        }
    }

    fn kickoff(&mut self, v: &View, rng: &mut dyn Randomness) -> KickoffKind {
        let default = self.ai.kickoff(v, rng);
        let shown = match default {
            KickoffKind::Normal => "normal",
            KickoffKind::Onside => "onside",
            KickoffKind::Squib => "squib",
        };
        let prompt = format!("{} kickoff: normal, onside, squib [{shown}]> ", self.seat.code);
        self.seat.choose(&prompt, "normal | onside (§15.2) | squib (§15.4)\n", default, &[("normal", KickoffKind::Normal), ("onside", KickoffKind::Onside), ("squib", KickoffKind::Squib)])
    }

    fn onside_defense(&mut self, v: &View) -> bool {
        let default = self.ai.onside_defense(v);
        self.seat.yes_no("receive: the Onside Kick Defense?", "yes | no (§15.3)\n", default)
    }

    fn punt_rush(&mut self, v: &View) -> bool {
        let default = self.ai.punt_rush(v);
        self.seat.yes_no("against the punt: the All-Out Rush?", "yes (the All-Out Punt Rush, §14.3: a chance to block, a roughing risk, no return) | no\n", default)
    }

    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool {
        let default = self.ai.accept_penalty(v, play, penalty);
        let off = if v.game.possession == v.me { v.team.code.as_str() } else { v.opp.code.as_str() };
        self.seat.accept_penalty(off, play, penalty, default)
    }

    fn timeout(&mut self, v: &View) -> bool {
        let ai = &mut self.ai;
        self.seat.timeout(v.game.timeouts[v.me] > 0, || ai.timeout(v))
    }

    fn hurry(&mut self, v: &View) -> bool {
        if self.auto() {
            return self.ai.hurry(v);
        }
        self.no_huddle
    }

    fn go_for_two(&mut self, v: &View) -> bool {
        let default = self.ai.go_for_two(v);
        let prompt = format!("{} after the touchdown: kick or two [{}]> ", self.seat.code, if default { "two" } else { "kick" });
        self.seat.choose(&prompt, "kick (the extra point, §15.5) | two (a play from the 2)\n", default, &[("kick", false), ("two", true)])
    }

    fn two_point(&mut self, v: &View, rng: &mut dyn Randomness) -> (OffenseDisplay, OffenseCall) {
        let prompt = format!("{} two-point play> ", self.seat.code);
        let r = self.ask_call(v, true, &prompt, command::OFFENSE_HELP, |line, me| {
            let d = me.offense_display(v);
            command::play(line, v, &d).map(|(c, _)| (d, c))
        });
        self.ai_down = matches!(r, Asked::Computer);
        match r {
            Asked::Call(c) => c,
            Asked::Computer => self.ai.two_point(v, rng),
        }
    }

    fn call_heads(&mut self, _v: &View, rng: &mut dyn Randomness) -> bool {
        let default = rng.below(2) == 0;
        let prompt = format!("{} call the coin toss: heads or tails [{}]> ", self.seat.code, if default { "heads" } else { "tails" });
        self.seat.choose(&prompt, "heads | tails\n", default, &[("heads", true), ("h", true), ("tails", false), ("t", false)])
    }

    fn receive(&mut self, _v: &View) -> bool {
        let prompt = format!("{} win the toss: receive or kick [receive]> ", self.seat.code);
        self.seat.choose(&prompt, "receive | kick\n", true, &[("receive", true), ("kick", false)])
    }

    fn let_punt_bounce(&mut self, v: &View, landed: i16) -> bool {
        let default = self.ai.let_punt_bounce(v, landed);
        let prompt = format!("{} the punt comes down {landed} yards from your goal: let it go for a touchback, or return it [{}]> ", self.seat.code, if default { "touchback" } else { "return" });
        self.seat.choose(&prompt, "touchback | return (§14.1)\n", default, &[("touchback", true), ("tb", true), ("return", false)])
    }

    fn runoff(&mut self, v: &View) -> bool {
        let default = self.ai.runoff(v);
        if self.auto() {
            return default;
        }
        self.seat.yes_no("the offense fouled before the snap: run 10 seconds off the clock?", "yes (the 10-second runoff of the last minute of a half) | no\n", default)
    }

    fn throw_on_run(&mut self, v: &View, call: &OffenseCall, defense: &DefenseChoice, called: bool, rng: &mut dyn Randomness) -> bool {
        if self.auto() || self.ai_down {
            return self.ai.throw_on_run(v, call, defense, called, rng);
        }
        self.say(&format!("\nThe pass rush flushes your quarterback (RUN) against {}.\n", command::defense_shown(v, defense)));
        self.seat.yes_no("throw on the run?", "yes (throw on the run: the patterns shorten a level, §11.2) | no (he runs)\n", called)
    }

    fn rekick(&mut self, v: &View) -> bool {
        let default = self.ai.rekick(v);
        let prompt = format!("{} the kickoff went out of bounds: take the ball at your 40, or have it kicked again [{}]> ", self.seat.code, if default { "rekick" } else { "take" });
        self.seat.choose(&prompt, "take | rekick (§15.1)\n", default, &[("take", false), ("rekick", true)])
    }
}

/// Plays a Football Bones game at the console.
pub fn play(home: Team, away: Team, opts: Options, seed: u64, you: You, io: Rc<RefCell<Console>>) -> Result<BonesGame> {
    let coach = |side: Side| -> Box<dyn Coach> {
        if you.coaches(side) {
            let code = if side == Side::Home { &home.code } else { &away.code };
            Box::new(BonesHuman::new(io.clone(), code, side))
        } else {
            Box::new(AiCoach)
        }
    };
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(coach(Side::Home), coach(Side::Away));
    io.borrow_mut().say(&format!("{} at {} — Football Bones, seed {seed} (the same seed and calls replay this game)\n", away.name, home.name));
    let mut g = BonesGame::new(Tables::embedded(), opts, home, away, AnyRandom::Seeded(SeededRandom::new(seed)), coaches);
    if run_game(&mut g, &io)? {
        io.borrow_mut().say(&format!("\nFinal: {} {}, {} {}\n", g.teams[Side::Away].team.code, g.core.score.away, g.teams[Side::Home].team.code, g.core.score.home));
    }
    Ok(g)
}

/// Steps a game to its end at the console, showing each play; false when the player left it.
pub fn run_game(g: &mut BonesGame, io: &Rc<RefCell<Console>>) -> Result<bool> {
    let mut shown = g.log.len();
    while !g.core.is_over() {
        io.borrow_mut().status(&g.core, [&g.teams[Side::Home].team.code, &g.teams[Side::Away].team.code]);
        let score = g.core.score;
        let toss = g.core.phase == Phase::CoinToss;
        g.step().context("the game could not go on")?;
        let mut text: String = g.log[shown..].iter().map(|p| huddle_bones::narrate::line(g, p) + "\n").collect();
        if toss && g.core.phase != Phase::CoinToss {
            // The weather is rolled with the toss (M23).
            text = format!("Weather: {}\n{text}", g.conditions().name);
        }
        shown = g.log.len();
        let mut c = io.borrow_mut();
        if c.quit {
            c.say(&format!("\nYou left the game: {} {} - {} {}.\n", g.teams[Side::Away].team.code, score.away, g.teams[Side::Home].team.code, score.home));
            return Ok(false);
        }
        c.say(&text);
    }
    io.borrow_mut().status(&g.core, [&g.teams[Side::Home].team.code, &g.teams[Side::Away].team.code]);
    Ok(true)
}
