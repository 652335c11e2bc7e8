//! `huddle play --rules som`: a Strat-O-Matic game at the terminal. The human calls the plays of
//! one side (or both) in the language of `huddle_som::command`; every call is checked by the
//! engine's own checks before it runs, and a refusal names the rule. The defense's coach sees
//! only what the rules show it (§2.2): the formation, the Shotgun, an announced kick. The
//! computer coaches the rest, and the human's side whenever asked to (`ai`, `auto`, `quit`, or
//! the end of the input); an empty line at a question takes the computer's answer.

use crate::play::{Console, You};
use crate::seat::Seat;
use anyhow::{bail, Context, Result};
use huddle_core::{Alternative, AnyRandom, Event, PerSide, Randomness, SeededRandom, Side};
use huddle_som::cards::SomTeam;
use huddle_som::coach::{AiCoach, Coach, DefenseCall, KickKind, OffPlay, OffenseCall, PuntChoice, PuntKind, Shown, View};
use huddle_som::clock::{Between, ClockControl};
use huddle_som::command::{self, ClockAnswer};
use huddle_som::game::{PlayLog, SomGame};
use huddle_som::options::SomOptions;
use huddle_som::replay::Challenge;
use std::cell::RefCell;
use std::rc::Rc;

/// A human at the terminal, with the computer's coach for his defaults.
pub struct SomHuman {
    seat: Seat,
    ai: AiCoach,
    /// The kind of punt declared with the human's last punt call (§2.10.4, §2.10.5).
    punt: Option<PuntKind>,
    /// The lineups have been shown (offense, defense).
    shown: [bool; 2],
    /// The spike chosen (or not) at the clock-control question (§2.12.7): the answer to the
    /// spike question the game asks next (one strategy a play).
    spike: Option<bool>,
}

impl SomHuman {
    pub fn new(io: Rc<RefCell<Console>>, code: &str, side: Side) -> SomHuman {
        SomHuman { seat: Seat::new(io, code, side), ai: AiCoach, punt: None, shown: [false; 2], spike: None }
    }

    fn say(&self, s: &str) {
        self.seat.say(s);
    }

    /// A time-out asked for that the game did not take (it is taken after a play only where it
    /// saves time, §2.12): said, and forgotten.
    fn forget_timeout(&mut self) {
        if std::mem::take(&mut self.seat.timeout) {
            self.say("(no time-out was taken after that play: it would not have saved time)\n");
        }
    }
}

impl Coach for SomHuman {
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseCall {
        self.punt = None;
        self.spike = None;
        if self.seat.auto() {
            return self.ai.offense(v, rng);
        }
        self.forget_timeout();
        self.say(&format!("\n{}\n", command::situation(v)));
        if !std::mem::replace(&mut self.shown[0], true) {
            self.say(&format!("{}(`help` lists the calls)\n", command::offense_lineup(v)));
        }
        let prompt = format!("{} offense> ", self.seat.code);
        loop {
            let Some(line) = self.seat.read_call(&prompt, command::OFFENSE_HELP, || command::offense_lineup(v), |n| command::player_text(v, n)) else {
                return self.ai.offense(v, rng);
            };
            match command::offense(&line, v) {
                Ok(o) => {
                    if o.call.play == OffPlay::Punt {
                        self.punt = Some(o.punt);
                    }
                    return o.call;
                }
                Err(e) => self.say(&format!("  {e}\n")),
            }
        }
    }

    fn defense(&mut self, v: &View, offense: &Shown, rng: &mut dyn Randomness) -> DefenseCall {
        if self.seat.auto() {
            return self.ai.defense(v, offense, rng);
        }
        self.forget_timeout();
        self.say(&format!("\n{}\n{}", command::situation(v), command::shown_text(v, offense)));
        if offense.punt {
            // §2.10.2, §2.10.3: the defense announces its punt rush.
            let d = self.ai.defense(v, offense, rng);
            let default = d.punt_rush;
            let prompt = format!("{} against the punt: normal, block or safe [{}]> ", self.seat.code, command::punt_rush_name(default));
            let rush = self.seat.ask_simple(&prompt, "normal | block (a block attempt: +1 on the punt roll, no return if it fails, §2.10.2) | safe (−1 on the roll, blocks rolled again, §2.10.3)\n", |l| command::punt_rush(l, default));
            return DefenseCall { punt_rush: rush.unwrap_or(default), ..d };
        }
        if !std::mem::replace(&mut self.shown[1], true) {
            self.say(&format!("{}(`help` lists the calls)\n", command::defense_lineup(v)));
        }
        let prompt = format!("{} defense> ", self.seat.code);
        loop {
            let Some(line) = self.seat.read_call(&prompt, command::DEFENSE_HELP, || command::defense_lineup(v), |n| command::player_text(v, n)) else {
                return self.ai.defense(v, offense, rng);
            };
            match command::defense(&line, v, offense) {
                Ok(d) => {
                    // The play-by-play does not say the defense's call: said here, once the offense has called.
                    self.say(&format!("  ({} defense: {})\n", self.seat.code, command::defense_text(&d)));
                    return d;
                }
                Err(e) => self.say(&format!("  {e}\n")),
            }
        }
    }

    fn kickoff(&mut self, v: &View) -> KickKind {
        let default = self.ai.kickoff(v);
        if self.seat.auto() {
            return default;
        }
        self.say(&format!("\n{}\n", command::situation(v)));
        let prompt = format!("{} kickoff: normal, squib or onside [{}]> ", self.seat.code, command::kick_kind_name(default));
        self.seat.ask_simple(&prompt, "normal | squib (§2.1.3) | onside (§2.1.2)\n", |l| command::kick_kind(l, default)).unwrap_or(default)
    }

    fn receive(&mut self, v: &View) -> bool {
        let default = self.ai.receive(v);
        let prompt = format!("{} win the toss: receive or kick [{}]> ", self.seat.code, if default { "receive" } else { "kick" });
        self.seat.choose(&prompt, "receive | kick (§2.1)\n", default, &[("receive", true), ("r", true), ("kick", false), ("k", false)])
    }

    fn go_for_two(&mut self, v: &View) -> bool {
        let default = self.ai.go_for_two(v);
        let prompt = format!("{} touchdown! kick the extra point or go for two [{}]> ", self.seat.code, if default { "two" } else { "kick" });
        self.seat.choose(&prompt, "kick (the extra point) | two (a run or a pass from the 2, §2.11)\n", default, &[("kick", false), ("k", false), ("two", true), ("2", true)])
    }

    fn return_from_end_zone(&mut self, v: &View, deep: i16) -> bool {
        let default = self.ai.return_from_end_zone(v, deep);
        self.seat.yes_no(&format!("the kickoff comes down {deep} deep in your end zone: run it out?"), "yes (return it) | no (down it: a touchback) (§2.1)\n", default)
    }

    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool {
        let default = self.ai.accept_penalty(v, play, penalty);
        let off = v.teams[v.core.possession].code.clone();
        self.seat.accept_penalty(&off, play, penalty, default)
    }

    fn punt_kind(&mut self, v: &View) -> PuntKind {
        match self.punt.take() {
            Some(k) => k,
            None => self.ai.punt_kind(v),
        }
    }

    fn punt_choice(&mut self, v: &View, at: i16) -> PuntChoice {
        let default = self.ai.punt_choice(v, at);
        if self.seat.auto() {
            return default;
        }
        let prompt = format!("{} the punt comes down at your {at}: return, fair or roll [{}]> ", self.seat.code, command::punt_choice_name(default));
        self.seat.ask_simple(&prompt, "return | fair (the fair-catch option, §2.10.7) | roll (let it roll, §2.10.6)\n", |l| command::punt_choice(l, default)).unwrap_or(default)
    }

    fn punt_choice_after_block(&mut self, v: &View, at: i16) -> PuntChoice {
        let default = self.ai.punt_choice_after_block(v, at);
        if self.seat.auto() {
            return default;
        }
        let prompt = format!("{} your block failed; the punt comes down at your {at}: fair or roll [{}]> ", self.seat.code, command::punt_choice_name(default));
        let choice = self.seat.ask_simple(&prompt, "fair (the fair-catch option, §2.10.7) | roll (let it roll, §2.10.6); no return after a block attempt (§2.10.2)\n", |l| match command::punt_choice(l, default) {
            Ok(PuntChoice::Return) => Err("no return after a failed block attempt (§2.10.2): fair or roll".to_string()),
            r => r,
        });
        choice.unwrap_or(default)
    }

    fn advance_loose_ball(&mut self, v: &View, own: bool) -> bool {
        let default = self.ai.advance_loose_ball(v, own);
        let whose = if own { "your own fumble" } else { "the loose ball" };
        self.seat.yes_no(&format!("you recovered {whose}: try to advance it?"), "yes (roll the Advancing Loose Ball chart, T8: it may gain, lose, or fumble again) | no (fall on the ball) (§2.9)\n", default)
    }

    fn dump_off(&mut self, v: &View) -> bool {
        let default = self.ai.dump_off(v);
        self.seat.yes_no("the pass rush is on and there is no sack: dump off?", "yes (the dump-off: a flat or look-in pass to a receiver the dice pick, §2.13.6) | no (the called pass goes on)\n", default)
    }

    fn challenge(&mut self, v: &View, c: &Challenge) -> bool {
        let default = self.ai.challenge(v, c);
        if self.seat.auto() {
            return default;
        }
        let prompt = format!("{} {} [{}]> ", self.seat.code, command::challenge_question(c), if default { "yes" } else { "no" });
        self.seat.ask_simple(&prompt, command::CHALLENGE_HELP, |l| command::challenge(l, default)).unwrap_or(default)
    }

    fn clock_control(&mut self, v: &View, b: &Between) -> Option<ClockControl> {
        let default = match AiCoach::clock_control_choice(v, b) {
            Some(c) => ClockAnswer::Control(c),
            None if self.ai.spike_next(v) => ClockAnswer::Spike,
            None => ClockAnswer::Chart,
        };
        let answer = if self.seat.auto() {
            default
        } else {
            let prompt = format!("{} {} [{}]> ", self.seat.code, command::clock_question(v, b), command::clock_answer_name(default));
            self.seat.ask_about_timeouts(&prompt, command::CLOCK_CONTROL_HELP, |l| command::clock_answer(l, b, default)).unwrap_or(default)
        };
        self.spike = Some(answer == ClockAnswer::Spike);
        match answer {
            ClockAnswer::Control(c) => Some(c),
            _ => None,
        }
    }

    fn spike_next(&mut self, v: &View) -> bool {
        if let Some(answered) = self.spike.take() {
            return answered;
        }
        let default = self.ai.spike_next(v);
        self.seat.yes_no("the clock runs: spike the ball on the next snap (this play then costs two ticks less)?", "yes (the spike, §2.12.4: the next snap is spent stopping the clock, a down lost) | no\n", default)
    }

    fn timeout(&mut self, v: &View) -> bool {
        let ai = &mut self.ai;
        self.seat.timeout(v.core.timeouts[v.me] > 0, || ai.timeout(v))
    }
}

/// The home and visiting teams by code (Kansas City and Baltimore by default, or the league's
/// first two teams).
pub fn pick<'a>(teams: &'a [SomTeam], home: Option<&str>, away: Option<&str>) -> Result<(&'a SomTeam, &'a SomTeam)> {
    let one = |code: Option<&str>, default: &str, idx: usize| -> Result<&'a SomTeam> {
        let want = code.unwrap_or(default);
        teams
            .iter()
            .find(|t| t.code.eq_ignore_ascii_case(want))
            .or_else(|| if code.is_none() { teams.get(idx) } else { None })
            .ok_or_else(|| anyhow::anyhow!("no team '{want}' in the league (teams: {})", teams.iter().map(|t| t.code.as_str()).collect::<Vec<_>>().join(", ")))
    };
    let h = one(home, "KC", 0)?;
    let a = one(away, "BAL", 1)?;
    if h.code == a.code {
        bail!("--home and --away name the same team '{}'", h.code);
    }
    Ok((h, a))
}

/// Plays a Strat-O-Matic game at the console.
pub fn play(home: SomTeam, away: SomTeam, opts: SomOptions, seed: u64, you: You, io: Rc<RefCell<Console>>) -> Result<SomGame> {
    let coach = |side: Side| -> Box<dyn Coach> {
        if you.coaches(side) {
            let code = if side == Side::Home { &home.code } else { &away.code };
            Box::new(SomHuman::new(io.clone(), code, side))
        } else {
            Box::new(AiCoach)
        }
    };
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(coach(Side::Home), coach(Side::Away));
    io.borrow_mut().say(&format!("{} at {} — Strat-O-Matic, seed {seed} (the same seed and calls replay this game)\n", away.name, home.name));
    let mut g = SomGame::new(opts, home, away, AnyRandom::Seeded(SeededRandom::new(seed)), coaches);
    if run_game(&mut g, &io)? {
        io.borrow_mut().say(&format!("\nFinal: {} {}, {} {}\n", g.teams[Side::Away].team.code, g.core.score.away, g.teams[Side::Home].team.code, g.core.score.home));
    }
    Ok(g)
}

/// One line of the play-by-play: the clock, the offense and its spot, what happened, the score.
fn line(g: &SomGame, l: &PlayLog) -> String {
    let team = &g.teams[l.offense].team.code;
    let spot = if l.spot <= 50 { format!("own {}", l.spot) } else { format!("opp {}", 100 - l.spot) };
    let (away, home) = (&g.teams[Side::Away].team.code, &g.teams[Side::Home].team.code);
    format!("{:>2}:{:02} {team} {spot:<7} {}   [{away} {}, {home} {}]\n", l.clock / 60, l.clock % 60, g.text(l), l.score.1, l.score.0)
}

/// Steps a game to its end at the console, showing each play; false when the player left it.
pub fn run_game(g: &mut SomGame, io: &Rc<RefCell<Console>>) -> Result<bool> {
    let mut shown = g.log.len();
    let mut period = g.log.last().map(|l| l.period).unwrap_or(0);
    while !g.core.is_over() {
        io.borrow_mut().status(&g.core, [&g.teams[Side::Home].team.code, &g.teams[Side::Away].team.code]);
        let score = g.core.score;
        let events = g.core.log.len();
        g.step().context("the game could not go on")?;
        let code = |s: Side| g.teams[s].team.code.clone();
        let mut text = String::new();
        for e in &g.core.log[events.min(g.core.log.len())..] {
            match *e {
                Event::CoinToss { winner, first_half_kicker, .. } => {
                    text += &format!("\n{} win the toss; {} kick off.\n", code(winner), code(first_half_kicker));
                }
                Event::OvertimeStart { period, kicker } => {
                    text += &format!("\nOvertime (period {period}): {} kick off.\n", code(kicker));
                }
                _ => {}
            }
        }
        for l in &g.log[shown..] {
            if l.period != period {
                period = l.period;
                text += &format!("\n-- {} --\n", if period <= 4 { format!("Quarter {period}") } else { format!("Overtime {}", period - 4) });
            }
            text += &line(g, l);
        }
        shown = g.log.len();
        let mut c = io.borrow_mut();
        if c.quit {
            // The down run after `quit` was the computer's, not the player's: not shown.
            c.say(&format!("\nYou left the game: {} {} - {} {}.\n", code(Side::Away), score.away, code(Side::Home), score.home));
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
    use huddle_som::clock::Tempo;
    use huddle_som::testkit::{call, defense, game_at};
    use huddle_som::vocab::{DefCall, Dir, OffSlot, RunPlay};

    /// [som 2.12.7] The home team at its 30, tied, :52 in the game (8 ticks), calls a slowdown End
    /// Run at the keyboard (+3 on the scripted dice) and answers the clock-control question with
    /// `input`'s second line on; returns the game after the play and what was said.
    fn at_the_keyboard(input: &str) -> (SomGame, String) {
        let out = Rc::new(RefCell::new(Vec::new()));
        let io = Rc::new(RefCell::new(Console::new(Box::new(std::io::Cursor::new(input.to_string())), Box::new(crate::play::SharedOut(out.clone())), true)));
        let run = OffenseCall { tempo: Tempo::Slowdown, ..call(OffPlay::Run { play: RunPlay::end_run(Dir::Right), carrier: OffSlot::Hb }) };
        let mut g = game_at(&[3, 1, 3, 6, 6], run, defense(DefCall::Pass), 30, 1, 10, 4, 52, SomOptions::default());
        let away = huddle_som::testkit::ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: None, offense: run, defense: defense(DefCall::Pass), timeouts: false };
        g.coaches = PerSide::new(Box::new(SomHuman::new(io, "HOM", Side::Home)), Box::new(away));
        g.step().unwrap();
        let said = String::from_utf8(out.borrow().clone()).unwrap();
        (g, said)
    }

    /// [som 2.2] [som 2.4.1] [som 2.14.1] The human defense moves its men at the keyboard: an
    /// illegal move is refused with its rule and the call asked again; `run key hb move llb@ol`
    /// puts the LLB outside the LE, so the HB's End Run right (control 3, results 4) reads his KEY
    /// row 4, no gain, where the key alone reads RIGHT (+2).
    #[test]
    fn the_defense_moves_its_men_at_the_keyboard() {
        let keyboard = |input: &str| {
            let out = Rc::new(RefCell::new(Vec::new()));
            let io = Rc::new(RefCell::new(Console::new(Box::new(std::io::Cursor::new(input.to_string())), Box::new(crate::play::SharedOut(out.clone())), true)));
            let run = call(OffPlay::Run { play: RunPlay::end_run(Dir::Right), carrier: OffSlot::Hb });
            let mut g = game_at(&[3, 1, 3, 6, 6], run, defense(DefCall::Run), 30, 1, 10, 1, 900, SomOptions::default());
            let home = huddle_som::testkit::ScriptCoach { kick: Default::default(), punt_kind: Default::default(), punt_choice: None, offense: run, defense: defense(DefCall::Run), timeouts: false };
            g.coaches = PerSide::new(Box::new(home), Box::new(SomHuman::new(io, "AWY", Side::Away)));
            g.step().unwrap();
            let said = String::from_utf8(out.borrow().clone()).unwrap();
            (g, said)
        };
        let (g, said) = keyboard("run key hb move llb@rflat\nrun key hb move llb@ol\n");
        assert!(said.contains("[som 2.14.1] the Llb may not stand at Flat(Right) in the Base43"), "{said}");
        assert!(said.contains("(AWY defense: 4-3 run, key HB, LLB to outside left)"), "{said}");
        assert_eq!(g.core.spot.yards(), 30, "KEY row 4: no gain");
        let (g, _) = keyboard("run key hb\n");
        assert_eq!(g.core.spot.yards(), 32, "RIGHT row 4: +2");
    }

    #[test]
    fn clock_control_is_asked_at_the_keyboard_after_a_slowdown_play() {
        // [som 2.12.7] `snap 5`: five ticks, :52 → :15.
        let (g, said) = at_the_keyboard("err hb slow\nsnap 5\n");
        assert!(said.contains("HOM the clock runs after your slowdown play (§2.12.7): 0:52 on the 2-minute clock, 8 ticks to go; next 2nd & 7 at HOM 33; time-outs 3."), "{said}");
        assert!(said.contains("Choose snap 4-6, timeout 1-6, delay, spike or chart (6 ticks) [chart]> snap 5"), "{said}");
        assert_eq!((g.core.clock.remaining, g.core.timeouts[Side::Home]), (15, 3));
        // Out of range refused naming the rule, then a time-out after 3 ticks: :52 → :30.
        let (g, said) = at_the_keyboard("err hb slow\nsnap 3\ntimeout 7\ntimeout 3\n");
        assert!(said.contains("a slowdown offense snaps the ball after 4-6 ticks, not 3 [som 2.12.7]"), "{said}");
        assert!(said.contains("not 7 [som 2.12.7]"), "{said}");
        assert_eq!((g.core.clock.remaining, g.core.timeouts[Side::Home]), (30, 2));
        // A bare `timeout` here is the time-out at once: 1 tick, :52 → :45.
        let (g, _) = at_the_keyboard("err hb slow\ntimeout\n");
        assert_eq!((g.core.clock.remaining, g.core.timeouts[Side::Home]), (45, 2));
        // `spike` answers the spike question too (asked no more): the spike replaces the
        // slowdown (one strategy a play), two ticks off the run's 4: :52 → :37.
        let (g, said) = at_the_keyboard("err hb slow\nspike\n");
        assert!(!said.contains("spike the ball on the next snap"), "{said}");
        assert_eq!(g.core.clock.remaining, 37);
        // An empty line is the computer's choice: here (out of range, not ahead) the chart's 6.
        let (g, _) = at_the_keyboard("err hb slow\n\n");
        assert_eq!(g.core.clock.remaining, 8);
        // Ticks in the call are refused with the rule.
        let (_, said) = at_the_keyboard("err hb slow 5\nerr hb slow\nchart\n");
        assert!(said.contains("is not part of the call") && said.contains("[som 2.12.7]"), "{said}");
    }
}
