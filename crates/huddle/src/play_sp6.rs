//! `huddle play --rules sp6`: a Statis-Pro 6th Edition game at the terminal. The human plays
//! the strategy cards of one side (or both) in the language of `huddle_sp6::command`; every call
//! is checked against the rules before it runs, and a refusal names the rule. The computer
//! coaches the rest.

use crate::play::{Console, You};
use crate::seat::{self, Seat};
use anyhow::{Context, Result};
use huddle_cards::Team;
use huddle_core::{mmss, AnyRandom, PerSide, Phase, Randomness, SeededRandom, Side};
use huddle_sp6::coach::{AiCoach, Alternative, Announced, Coach, DefenseChoice, OffenseChoice, View};
use huddle_sp6::command::{self, Edit, Pace};
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
    seat: Seat,
    ai: AiCoach,
    off_edits: Vec<Edit>,
    def_edits: Vec<Edit>,
    pace: Pace,
}

impl Sp6Human {
    pub fn new(io: Rc<RefCell<Console>>, code: &str, side: Side) -> Sp6Human {
        Sp6Human { seat: Seat::new(io, code, side), ai: AiCoach, off_edits: Vec::new(), def_edits: Vec::new(), pace: Pace::Auto }
    }

    fn auto(&self) -> bool {
        self.seat.auto()
    }

    fn say(&self, s: &str) {
        self.seat.say(s);
    }

    fn ask_simple<T>(&mut self, prompt: &str, help: &str, parse: impl Fn(&str) -> Result<T, String>) -> Option<T> {
        self.seat.ask_simple(prompt, help, parse)
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

    /// The shared loop of a down's call: display changes, cards, the pace, then the call.
    fn ask_call<T>(&mut self, v: &View, offense: bool, prompt: &str, help: &str, call: impl Fn(&str, &Self) -> Result<T, String>) -> Option<T> {
        if self.auto() {
            return None;
        }
        self.say(&format!("\n{}\n", Self::situation(v)));
        loop {
            let (oe, de) = (&self.off_edits, &self.def_edits);
            let lineup = || if offense { command::lineup_text(v.team, Some(&Self::offense_of(v, oe)), None) } else { command::lineup_text(v.team, None, Some(&Self::defense_of(v, de).unwrap_or(v.base_defense))) };
            let card = |name: &str| seat::card(v.team, v.opp, name, command::card_text);
            let line = self.seat.read_call(prompt, help, lineup, card)?;
            let t = line.as_str();
            if let Some(p) = command::pace(t) {
                match p {
                    Ok(p) => {
                        self.pace = p;
                        self.say("  pace set\n");
                    }
                    Err(e) => self.say(&format!("  {e}\n")),
                }
                continue;
            }
            // Display changes first; a call may follow on the same line after the last ';'.
            let (oe, de) = (&self.off_edits, &self.def_edits);
            let on = |p| if offense { Self::offense_of(v, oe).box_of(p).is_some() } else { Self::defense_of(v, de).is_ok_and(|d| d.box_of(p).is_some()) };
            let mut kept = None;
            let keep = |es: Vec<Edit>| {
                let mut all = if offense { oe.clone() } else { de.clone() };
                all.extend(es);
                let checked = if offense { huddle_sp6::display::validate_offense(&Self::offense_of(v, &all), v.team, v.opts.out_of_position).map_err(|e| e.to_string()) } else { Self::defense_of(v, &all).and_then(|d| huddle_sp6::display::validate_defense(&d, v.team, v.opts.out_of_position).map_err(|e| e.to_string())) };
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
                Ok(c) => return Some(c),
                Err(e) => self.say(&format!("  {e}\n")),
            }
        }
    }

    fn offense_of(v: &View, edits: &[Edit]) -> OffenseDisplay {
        match v.keep_offense {
            Some(k) => k,
            None => command::apply_offense(v.base_offense, edits),
        }
    }

    fn defense_of(v: &View, edits: &[Edit]) -> Result<DefenseDisplay, String> {
        match v.keep_defense {
            Some(k) => Ok(k),
            None => command::apply_defense(v.base_defense, edits),
        }
    }

    fn offense_display(&self, v: &View) -> OffenseDisplay {
        Self::offense_of(v, &self.off_edits)
    }

    fn defense_display(&self, v: &View) -> Result<DefenseDisplay, String> {
        Self::defense_of(v, &self.def_edits)
    }
}

impl Coach for Sp6Human {
    fn name(&self) -> &str {
        "human"
    }

    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice {
        let prompt = format!("{} offense> ", self.seat.code);
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
        let prompt = format!("{} defense> ", self.seat.code);
        if !self.auto() {
            let shown = command::lineup_text(v.opp, Some(offense), None);
            self.say(&format!("\n{} line up:\n{shown}", v.opp.code));
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

    fn solitaire_display(&mut self, v: &View, offense: &OffenseDisplay) -> Option<DefenseDisplay> {
        if self.auto() {
            return None;
        }
        let shown = command::lineup_text(v.opp, Some(offense), None);
        self.say(&format!("\n{} line up:\n{shown}solitaire: the FAC calls your defense (S4); set its players and formation (sub, move), then Enter [sp6 20]\n", v.opp.code));
        let prompt = format!("{} defense (solitaire) [go]> ", self.seat.code);
        self.ask_call(v, false, &prompt, command::DEFENSE_HELP, |line, me| match line.trim().to_ascii_lowercase().as_str() {
            "" | "go" | "ok" => me.defense_display(v),
            _ => Err("solitaire: the FAC calls the defense (S4); change its players or formation (sub, move) and press Enter [sp6 20]".into()),
        })
    }

    fn kickoff(&mut self, v: &View, rng: &mut dyn Randomness) -> KickoffKind {
        let default = self.ai.kickoff(v, rng);
        let squib = v.opts.squib;
        let shown = match default {
            KickoffKind::Normal => "normal",
            KickoffKind::Onside => "onside",
            KickoffKind::Squib => "squib",
        };
        let prompt = format!("{} kickoff: normal, onside{} [{shown}]> ", self.seat.code, if squib { ", squib" } else { "" });
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
        self.seat.yes_no("receive: the Onside Kick Defense?", "yes | no\n", default)
    }

    fn punt_defense(&mut self, v: &View, rng: &mut dyn Randomness) -> PuntDefense {
        let default = self.ai.punt_defense(v, rng);
        let prompt = format!("{} against the punt: return or rush{} [{}]> ", self.seat.code, if v.opts.fake_kicks { ", suspect (a fake)" } else { "" }, if default.all_out_rush { "rush" } else { "return" });
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
        self.seat.yes_no("against the field goal: suspect a fake?", "yes | no\n", default)
    }

    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool {
        let default = self.ai.accept_penalty(v, play, penalty);
        let off = if v.game.possession == v.me { v.team.code.as_str() } else { v.opp.code.as_str() };
        self.seat.accept_penalty(off, play, penalty, default)
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
        let ai = &mut self.ai;
        self.seat.timeout(v.game.timeouts[v.me] > 0, || ai.timeout(v))
    }

    fn call_heads(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        let default = rng.below(2) == 0;
        let prompt = format!("{} call the coin toss: heads or tails [{}]> ", self.seat.code, if default { "heads" } else { "tails" });
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
        let prompt = format!("{} win the toss: receive or kick [receive]> ", self.seat.code);
        self.ask_simple(&prompt, "receive | kick\n", |l| match l.trim().to_ascii_lowercase().as_str() {
            "" | "receive" => Ok(true),
            "kick" => Ok(false),
            _ => Err("receive or kick".into()),
        })
        .unwrap_or(true)
    }

    fn accept_delay(&mut self, v: &View) -> bool {
        let prompt = format!("{} the punting team asks for a Delay of Game on itself: accept? [no]> ", self.seat.code);
        let _ = v;
        self.ask_simple(&prompt, "yes | no\n", |l| command::yes_no(l, false)).unwrap_or(false)
    }
}

/// Plays a Statis-Pro 6th game at the console.
pub fn play(home: Team, away: Team, opts: Options, seed: u64, you: You, io: Rc<RefCell<Console>>) -> Result<Sp6Game> {
    let coach = |side: Side| -> Box<dyn Coach> {
        if you.coaches(side) {
            let code = if side == Side::Home { &home.code } else { &away.code };
            Box::new(Sp6Human::new(io.clone(), code, side))
        } else {
            Box::new(AiCoach)
        }
    };
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(coach(Side::Home), coach(Side::Away));
    io.borrow_mut().say(&format!("{} at {} — Statis-Pro 6th Edition, seed {seed} (the same seed and calls replay this game)\n", away.name, home.name));
    let mut g = Sp6Game::new(Edition::sp6(), opts, home, away, DeckFile::embedded(), AnyRandom::Seeded(SeededRandom::new(seed)), coaches);
    if run_game(&mut g, &io)? {
        io.borrow_mut().say(&format!("\nFinal: {} {}, {} {}\n", g.teams[Side::Away].team.code, g.core.score.away, g.teams[Side::Home].team.code, g.core.score.home));
    }
    Ok(g)
}

/// Steps a game to its end at the console, showing each play; false when the player left it.
pub fn run_game(g: &mut Sp6Game, io: &Rc<RefCell<Console>>) -> Result<bool> {
    let mut shown = g.log.len();
    while !g.core.is_over() {
        io.borrow_mut().status(&g.core, [&g.teams[Side::Home].team.code, &g.teams[Side::Away].team.code]);
        let score = g.core.score;
        g.step().context("the game could not go on")?;
        let text: String = g.log[shown..].iter().map(|p| huddle_sp6::narrate::line(g, p) + "\n").collect();
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

#[cfg(test)]
mod tests {
    use super::*;

    /// [sp6 20] S2: in solitaire the coach sets the defense's display at the keyboard (a
    /// substitution here), a defensive call is refused (the FAC makes it, S4), Enter plays.
    #[test]
    fn the_solitaire_coach_sets_the_defense_display_at_the_keyboard() {
        let input = "blitz\nsub M irn-s2\n\n";
        let (io, out) = crate::play::test_console(input);
        let mut h = Sp6Human::new(io, "IRN", Side::Home);
        let opts = Options { solitaire: true, ..Options::default() };
        let coaches = PerSide::new(huddle_sp6::testkit::ScriptedCoach::default(), huddle_sp6::testkit::ScriptedCoach::default());
        let g = huddle_sp6::testkit::game_at(Side::Away, 30, 1, 10, coaches, Vec::new(), opts);
        let v = g.view(Side::Home);
        let od = huddle_sp6::testkit::offense_of(&g, Side::Away);
        let d = h.solitaire_display(&v, &od).expect("a display");
        let s2 = g.teams[Side::Home].team.idx("irn-s2").unwrap();
        assert_eq!(d.box_of(s2), Some(huddle_cards::DefBox::M));
        let said = String::from_utf8(out.borrow().clone()).unwrap();
        assert!(said.contains("solitaire: the FAC calls the defense (S4); change"), "{said}");
        assert!(said.contains("defense (solitaire) [go]> "), "{said}");
    }
}
