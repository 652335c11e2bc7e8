//! A human's seat at the console, shared by the 6th-edition and Bones coaches (`play_sp6`,
//! `play_bones`): the requests every prompt answers the same way (`help`, `ai`, `auto`, `quit`,
//! `timeout`, `lineup`, `card <name>`), the simple questions with a default, and a penalty's
//! two options in words. Each edition keeps its own call language and display checks.

use crate::play::Console;
use huddle_cards::Team;
use huddle_core::{Alternative, Side};
use huddle_fac::display::Pid;
use huddle_fac::terminal::{find_player, meta, split_edits, Edit, Meta};
use std::cell::RefCell;
use std::rc::Rc;

pub struct Seat {
    pub io: Rc<RefCell<Console>>,
    /// The team's code, the prompts' prefix.
    pub code: String,
    /// A time-out was asked for, right after the coming play.
    pub timeout: bool,
    /// The side this seat coaches (where its words go when each side has its own screen).
    pub side: Side,
}

/// Where a penalty option leaves the ball, in words.
fn alternative_text(a: &Alternative, off: &str) -> String {
    if a.offense_scores {
        format!("{off} score")
    } else if !a.offense_keeps {
        format!("the other team's ball at its own {}", 100 - a.spot)
    } else {
        let (side, at) = if a.spot < 50 { ("own ", a.spot) } else { ("opp ", 100 - a.spot) };
        format!("{off} ball at {side}{at}{}", if a.first_down { ", first down" } else if a.replay { ", the down replayed" } else { "" })
    }
}

impl Seat {
    pub fn new(io: Rc<RefCell<Console>>, code: &str, side: Side) -> Seat {
        Seat { io, code: code.to_string(), timeout: false, side }
    }

    /// The computer coaches this seat from now on.
    pub fn auto(&self) -> bool {
        self.io.borrow().auto_for(self.side)
    }

    /// Says something to this seat's coach.
    pub fn say(&self, s: &str) {
        self.io.borrow_mut().say_to(self.side, s);
    }

    fn ask_timeout(&mut self) {
        self.timeout = true;
        self.say("  a time-out right after the coming play\n");
    }

    /// Asks until `parse` accepts a line; None: the computer decides (ai, auto, quit, or the end
    /// of the input).
    pub fn ask_simple<T>(&mut self, prompt: &str, help: &str, parse: impl Fn(&str) -> Result<T, String>) -> Option<T> {
        self.ask(prompt, help, parse, false)
    }

    /// As [`Seat::ask_simple`], for a question about time-outs: a bare `timeout` is an answer
    /// handed to `parse`, not a request for one after the coming play.
    pub fn ask_about_timeouts<T>(&mut self, prompt: &str, help: &str, parse: impl Fn(&str) -> Result<T, String>) -> Option<T> {
        self.ask(prompt, help, parse, true)
    }

    fn ask<T>(&mut self, prompt: &str, help: &str, parse: impl Fn(&str) -> Result<T, String>, timeout_answers: bool) -> Option<T> {
        if self.auto() {
            return None;
        }
        loop {
            let line = self.io.borrow_mut().read(self.side, prompt)?;
            match meta(&line).filter(|m| !(timeout_answers && *m == Meta::Timeout)) {
                Some(Meta::Help) => self.say(help),
                Some(Meta::Ai) => return None,
                Some(m @ (Meta::Auto | Meta::Quit)) => {
                    self.io.borrow_mut().hand_over(m == Meta::Quit);
                    return None;
                }
                Some(Meta::Timeout) => self.ask_timeout(),
                Some(Meta::Lineup) => self.say("  (lineup is shown at the down's call)\n"),
                None => match parse(&line) {
                    Ok(t) => return Some(t),
                    Err(e) => self.say(&format!("  {e}\n")),
                },
            }
        }
    }

    /// One of a few answers by name, or the default for an empty line.
    pub fn choose<T: Copy>(&mut self, prompt: &str, help: &str, default: T, options: &[(&str, T)]) -> T {
        let names: Vec<&str> = options.iter().map(|o| o.0).collect();
        self.ask_simple(prompt, help, |l| {
            let l = l.trim().to_ascii_lowercase();
            if l.is_empty() {
                return Ok(default);
            }
            options.iter().find(|o| o.0 == l).map(|o| o.1).ok_or_else(|| names.join(" | "))
        })
        .unwrap_or(default)
    }

    /// A yes/no question with the computer's answer as the default.
    pub fn yes_no(&mut self, question: &str, help: &str, default: bool) -> bool {
        let prompt = format!("{} {question} [{}]> ", self.code, if default { "yes" } else { "no" });
        self.ask_simple(&prompt, help, |l| huddle_fac::terminal::yes_no(l, default)).unwrap_or(default)
    }

    /// A penalty with an option: shows both and asks (the default is the computer's choice).
    pub fn accept_penalty(&mut self, off: &str, play: Alternative, penalty: Alternative, default: bool) -> bool {
        if self.auto() {
            return default;
        }
        self.say(&format!("\nA penalty with an option: accept → {}; decline → {}\n", alternative_text(&penalty, off), alternative_text(&play, off)));
        let prompt = format!("{} accept or decline [{}]> ", self.code, if default { "accept" } else { "decline" });
        self.ask_simple(&prompt, "accept | decline\n", |l| huddle_fac::terminal::yes_no(l, default)).unwrap_or(default)
    }

    /// The time-out asked for (once), or the computer's when it coaches.
    pub fn timeout(&mut self, have: bool, computer: impl FnOnce() -> bool) -> bool {
        if self.auto() && !self.timeout {
            return computer();
        }
        std::mem::take(&mut self.timeout) && have
    }

    /// Reads a down's call: the shared requests are answered here (`lineup` shows `lineup()`,
    /// `card <name>` shows `card(name)`), and the first other line is returned; None: the
    /// computer calls the down.
    pub fn read_call(&mut self, prompt: &str, help: &str, lineup: impl Fn() -> String, card: impl Fn(&str) -> String) -> Option<String> {
        loop {
            let line = self.io.borrow_mut().read(self.side, prompt)?;
            let t = line.trim();
            match meta(t) {
                Some(Meta::Help) => self.say(help),
                Some(Meta::Ai) => return None,
                Some(m @ (Meta::Auto | Meta::Quit)) => {
                    self.io.borrow_mut().hand_over(m == Meta::Quit);
                    return None;
                }
                Some(Meta::Timeout) => self.ask_timeout(),
                Some(Meta::Lineup) => self.say(&lineup()),
                None => match t.strip_prefix("card ") {
                    Some(name) => self.say(&card(name)),
                    None => return Some(t.to_string()),
                },
            }
        }
    }

    /// The display changes that open a line (`sub …; move …`, a call may follow the last `;`):
    /// `parse` reads them, `keep` checks the display they make and keeps them (its error leaves
    /// the display as it was, and says so). Returns the call that follows, if any.
    pub fn display_changes<'a>(&self, t: &'a str, parse: impl FnOnce(&str) -> Option<Result<Vec<Edit>, String>>, keep: impl FnOnce(Vec<Edit>) -> Result<(), String>) -> Option<&'a str> {
        let (edit_part, call_part) = split_edits(t);
        if let Some(ep) = edit_part {
            match parse(ep) {
                Some(Ok(es)) => {
                    if let Err(e) = keep(es) {
                        self.say(&format!("  {e}: the display is left as it was\n"));
                        return None;
                    }
                    if call_part.is_none() {
                        self.say("  display changed\n");
                    }
                }
                Some(Err(e)) => {
                    self.say(&format!("  {e}\n"));
                    return None;
                }
                None => {}
            }
        }
        call_part
    }
}

/// `card <name>`: a player of either team (his own first), as `text` writes his card.
pub fn card(team: &Team, opp: &Team, name: &str, text: impl Fn(&Team, Pid) -> String) -> String {
    find_player(team, name, |_| true)
        .map(|p| text(team, p))
        .or_else(|_| find_player(opp, name, |_| true).map(|p| text(opp, p)))
        .unwrap_or_else(|e| format!("  {e}\n"))
}
