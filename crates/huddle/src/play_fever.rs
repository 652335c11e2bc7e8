//! `huddle play --rules fever`: a Football Fever game at the terminal. The human declares and
//! calls the offense's plays, sets the defense die under the cup, answers kicks, tries and
//! penalties; the computer coaches the rest. The engine refuses an illegal decision by rolling
//! the step back: the down is asked again.

use crate::play::{Console, You};
use anyhow::{bail, Result};
use huddle_core::{Phase, Randomness, Side};
use huddle_fever::ai::AiCoach;
use huddle_fever::coach::{AfterPlay, Coach, CoinSide, Declaration, DefenseDie, KickoffCall, Landing, OffenseCall, PenaltyOption, Reception, Situation, TossChoice, TossQuestion, TryCall};
use huddle_fever::command::{self, Meta};
use huddle_fever::game::{Coaches, FeverGame};
use huddle_fever::sim::{FeverGameReport, SimOptions};
use huddle_fever::FeverError;
use std::cell::RefCell;
use std::rc::Rc;

/// A human at the terminal, with a computer coach for the call of a loose ball (always made).
pub struct FeverHuman {
    io: Rc<RefCell<Console>>,
    ai: AiCoach,
    codes: [String; 2],
    /// The play called with the declaration, run when the offense is asked for it.
    pending: Option<command::Call>,
    timeout: bool,
    hurry_up: bool,
    /// The side this coach coaches (where its words go when each side has its own screen).
    side: Side,
}

impl FeverHuman {
    fn codes(&self) -> [&str; 2] {
        [&self.codes[0], &self.codes[1]]
    }

    fn auto(&self) -> bool {
        self.io.borrow().auto_for(self.side)
    }

    /// A time-out or hurry-up asked for with the last call that the game did not take (it asks
    /// only after plays of 2 notches or more): said, and forgotten.
    fn forget_after_play(&mut self) {
        let timeout = std::mem::take(&mut self.timeout);
        let hurry = std::mem::take(&mut self.hurry_up);
        if timeout || hurry {
            self.io.borrow_mut().say_to(self.side, "(no time-out or hurry-up after that play: they follow plays of 2 notches or more)\n");
        }
    }

    /// Asks until `parse` accepts a line; `None`: the computer decides.
    fn ask<T>(&mut self, sit: &Situation, prompt: &str, help: &str, parse: impl Fn(&str) -> Result<T, String>) -> Option<T> {
        if self.auto() {
            return None;
        }
        let me = self.side;
        let mut io = self.io.borrow_mut();
        if matches!(sit.phase, Phase::CoinToss | Phase::OvertimeToss) {
            io.say_to(me, "\n");
        } else {
            io.say_to(me, &format!("\n{}\n", command::situation(sit, [&self.codes[0], &self.codes[1]])));
        }
        loop {
            let line = io.read(me, prompt)?;
            match command::meta(&line) {
                Some(Meta::Help) => io.say_to(me, help),
                Some(Meta::Ai) => return None,
                Some(m @ (Meta::Auto | Meta::Quit)) => {
                    io.hand_over(m == Meta::Quit);
                    return None;
                }
                Some(Meta::Timeout) => {
                    if sit.timeouts[sit.me] == 0 {
                        io.say_to(me, "  no time-outs left\n");
                    } else {
                        self.timeout = true;
                        io.say_to(me, "  time-out after this play; now the call\n");
                    }
                }
                None => match parse(&line) {
                    Ok(t) => return Some(t),
                    Err(e) => io.say_to(me, &format!("  {e}\n")),
                },
            }
        }
    }
}

impl Coach for FeverHuman {
    // The coin toss (§3.3). Each default is the computer's choice, asked first, so an empty
    // line plays the game the computer would have played.
    fn call_coin(&mut self, sit: &Situation, rng: &mut dyn Randomness) -> CoinSide {
        let default = self.ai.call_coin(sit, rng);
        let me = self.codes()[usize::from(sit.me == Side::Away)].to_string();
        let shown = if default == CoinSide::Heads { "heads" } else { "tails" };
        let what = if sit.overtime || sit.period > 4 { "the overtime coin toss" } else { "the coin toss" };
        let prompt = format!("{me} (the visitors) call {what}: heads or tails [{shown}]> ");
        self.ask(sit, &prompt, "heads | tails\n", |l| command::coin_call(l, default)).unwrap_or(default)
    }
    fn toss_choice(&mut self, sit: &Situation, q: TossQuestion) -> TossChoice {
        let default = self.ai.toss_choice(sit, q);
        let me = self.codes()[usize::from(sit.me == Side::Away)].to_string();
        let why = match (q.won, q.after_goal, q.half) {
            (_, true, _) => format!("{} picked its goal; {me}", self.codes()[usize::from(sit.me != Side::Away)]),
            (true, _, 0) => format!("{me} win the overtime toss"),
            (true, _, _) => format!("{me} win the toss"),
            (false, _, _) => format!("{me} lost the toss and choose first for the second half"),
        };
        let choices = if q.after_goal { "kick or receive" } else { "receive, kick or goal" };
        let prompt = format!("{why}: {choices} [{}]> ", command::toss_choice_text(default));
        self.ask(sit, &prompt, "receive | kick | goal (the end to defend; the other side then kicks or receives)\n", |l| command::toss_choice(l, q, default)).unwrap_or(default)
    }
    fn kickoff(&mut self, sit: &Situation, rng: &mut dyn Randomness) -> KickoffCall {
        let prompt = format!("{} kickoff: normal or onside [normal]> ", self.codes()[usize::from(sit.me == Side::Away)]);
        match self.ask(sit, &prompt, "kickoff: normal | onside [inout]\n", |l| command::kickoff(l, sit)) {
            Some(k) => k,
            None => self.ai.kickoff(sit, rng),
        }
    }
    fn receive(&mut self, sit: &Situation, landing: &Landing) -> Reception {
        let prompt = format!("{} {}: {} [return]> ", self.codes()[usize::from(sit.me == Side::Away)], command::landing_text(landing), command::receive_choices(landing));
        match self.ask(sit, &prompt, "return [inout] | fair | touchback | take\n", |l| command::receive(l, sit, landing)) {
            Some(r) => r,
            None => self.ai.receive(sit, landing),
        }
    }
    fn declare(&mut self, sit: &Situation, rng: &mut dyn Randomness) -> Declaration {
        self.pending = None;
        self.forget_after_play();
        let prompt = format!("{} offense> ", self.codes()[usize::from(sit.me == Side::Away)]);
        match self.ask(sit, &prompt, command::OFFENSE_HELP, |l| command::offense(l, sit)) {
            Some(c) => {
                self.pending = Some(c);
                c.declared
            }
            None => self.ai.declare(sit, rng),
        }
    }
    fn defense_die(&mut self, sit: &Situation, declared: Declaration, rng: &mut dyn Randomness) -> DefenseDie {
        self.forget_after_play();
        let heard = match declared {
            Declaration::Punt => " (they declared a punt)",
            Declaration::FieldGoal => " (they declared a field goal)",
            Declaration::Try => " (a try)",
            Declaration::Scrimmage => "",
        };
        let prompt = format!("{} defense{heard}: run, pass, blitz or block> ", self.codes()[usize::from(sit.me == Side::Away)]);
        match self.ask(sit, &prompt, command::DEFENSE_HELP, command::defense) {
            Some(d) => d,
            None => self.ai.defense_die(sit, declared, rng),
        }
    }
    fn offense_call(&mut self, sit: &Situation, declared: Declaration, rng: &mut dyn Randomness) -> OffenseCall {
        match self.pending.take() {
            Some(c) if c.declared == declared => {
                self.hurry_up = c.hurry_up;
                c.call
            }
            _ => self.ai.offense_call(sit, declared, rng),
        }
    }
    fn try_call(&mut self, sit: &Situation, rng: &mut dyn Randomness) -> TryCall {
        if !sit.college {
            return TryCall::Kick;
        }
        let prompt = format!("{} try: kick, or a run or pass for two> ", self.codes()[usize::from(sit.me == Side::Away)]);
        match self.ask(sit, &prompt, "try: kick | run | draw | pass | bomb [option]\n", |l| command::try_call(l, sit)) {
            Some(t) => t,
            None => self.ai.try_call(sit, rng),
        }
    }
    fn free_kick_field_goal(&mut self, sit: &Situation) -> bool {
        // §5.9: a fair catch on the last play of a half or game gives one down to kick.
        let default = self.ai.free_kick_field_goal(sit);
        let me = self.codes()[usize::from(sit.me == Side::Away)].to_string();
        let shown = if default { "yes" } else { "no" };
        let prompt = format!("{me} fair catch on the last play: a free-kick field goal? [{shown}]> ");
        self.ask(sit, &prompt, "yes | no\n", |l| command::yes_no(l, default)).unwrap_or(default)
    }
    fn call_loose_ball(&mut self, sit: &Situation) -> bool {
        // Calling "Fumble!" / "Block!" first throws the Recovery die first; a human always
        // calls it, as the computer does.
        self.ai.call_loose_ball(sit)
    }
    fn penalty(&mut self, sit: &Situation, options: &[PenaltyOption]) -> usize {
        if options.len() <= 1 || self.auto() {
            return self.ai.penalty(sit, options);
        }
        let list: String = options.iter().enumerate().map(|(i, o)| command::penalty_option_text(i, o, sit.me, self.codes()) + "\n").collect();
        self.io.borrow_mut().say_to(self.side, &format!("\nA flag: your choice ({})\n{list}", self.codes()[usize::from(sit.me == Side::Away)]));
        let prompt = format!("{} penalty: the option's number> ", self.codes()[usize::from(sit.me == Side::Away)]);
        match self.ask(sit, &prompt, &list, |l| command::penalty(l, options)) {
            Some(i) => i,
            None => self.ai.penalty(sit, options),
        }
    }
    fn after_play(&mut self, sit: &Situation, notches: u8, can_hurry: bool) -> AfterPlay {
        let timeout = std::mem::take(&mut self.timeout) && sit.timeouts[sit.me] > 0;
        let hurry_up = std::mem::take(&mut self.hurry_up) && can_hurry && sit.has_ball();
        if self.auto() && !timeout && !hurry_up {
            return self.ai.after_play(sit, notches, can_hurry);
        }
        AfterPlay { timeout, hurry_up }
    }
}

/// Plays a Football Fever game at the console.
pub fn play(opts: SimOptions, seed: u64, you: You, io: Rc<RefCell<Console>>) -> Result<()> {
    let data = opts.data()?;
    let codes = [opts.home.clone(), opts.away.clone()];
    let coach = |side: Side| -> Box<dyn Coach> {
        if you.coaches(side) {
            Box::new(FeverHuman { io: io.clone(), ai: AiCoach::new(&data), codes: codes.clone(), pending: None, timeout: false, hurry_up: false, side })
        } else {
            Box::new(AiCoach::new(&data))
        }
    };
    let (mut home, mut away) = (coach(Side::Home), coach(Side::Away));
    let mut g = FeverGame::seeded(data.clone(), opts.rules, seed);
    g.set_tracing(true);
    let narrator = FeverGameReport::of(&mut g, seed, &opts, &data);
    io.borrow_mut().say(&format!("FOOTBALL FEVER — {} at {}, seed {seed} (the same seed and calls replay this game)\n", opts.away, opts.home));
    let mut coaches = Coaches::new(home.as_mut(), away.as_mut());
    let mut shown = 0;
    let mut refused = 0;
    while !g.is_over() {
        io.borrow_mut().status(&g.state, [&opts.home, &opts.away]);
        let score = g.state.score;
        match g.step(&mut coaches) {
            Ok(_) => refused = 0,
            Err(e @ FeverError::Illegal { .. }) if refused < 20 => {
                // The step was rolled back: the same down is asked again.
                refused += 1;
                io.borrow_mut().say(&format!("  refused: {e}; the down starts over\n"));
                continue;
            }
            Err(e) => bail!("the game could not go on: {e}"),
        }
        let text: String = g.history()[shown..].iter().map(|p| narrator.play_text(p)).collect();
        shown = g.history().len();
        let mut c = io.borrow_mut();
        if c.quit {
            c.say(&format!("\nYou left the game: {} {} - {} {}.\n", opts.away, score.away, opts.home, score.home));
            return Ok(());
        }
        c.say(&text);
    }
    io.borrow_mut().status(&g.state, [&opts.home, &opts.away]);
    let report = FeverGameReport::of(&mut g, seed, &opts, &data);
    io.borrow_mut().say(&report.final_text());
    Ok(())
}
