//! `huddle play`: a TTF 7th Edition game at the terminal. A human calls the plays of one side
//! (or both, head to head on one keyboard); the computer coaches the rest. Calls are typed in
//! the language of `huddle_fac::command` and checked against the rules before they are run; an
//! illegal call is refused with the rule it breaks and the down waits for another.

use anyhow::{Context, Result};
use huddle_cards::{OffBox, Team};
use huddle_core::{AnyRandom, Event, PerSide, Phase, Randomness, SeededRandom, Side};
use huddle_fac::coach::{AiCoach, Coach, DefenseChoice, OffenseChoice, PenaltyChoice, TossChoice, View};
use huddle_fac::command::{self, Edit, Meta, Parsed};
use huddle_fac::fac::RunDir;
use huddle_fac::game::FacGame;
use huddle_fac::kick::{KickoffDefense, KickoffKind, PuntDefense, PuntPlan};
use huddle_fac::options::RuleOptions;
use huddle_fac::tables::{Edition, PenaltyKind};
use std::cell::RefCell;
use std::io::{BufRead, Write};
use std::rc::Rc;

/// Where a console reports the game's state (see [`Console::status`]).
pub type StatusSink = Box<dyn FnMut(&huddle_core::GameState, [&str; 2])>;

/// The two seats of a game between two screens (`huddle serve`, a second browser): what a
/// side's coach is told (its prompts, its own calls, its refusals, its displays) goes to that
/// side's screen only, and the game says which side it waits for. Everything else the console
/// says (the plays, the scoreboard) goes to both.
pub trait Seats {
    /// A side's own words.
    fn say_to(&mut self, side: Side, s: &str);
    /// The game is about to wait for a line from this side (None: it no longer waits).
    fn asking(&mut self, side: Option<Side>);
    /// A season's game begins between these teams (home, away): the screens of their coaches
    /// are this game's sides. (A single game's screens are its sides throughout.)
    fn teams(&mut self, _codes: [&str; 2]) {}
}

/// Tests: a console's output kept where the test can read it.
#[cfg(test)]
pub(crate) struct SharedOut(pub Rc<RefCell<Vec<u8>>>);

#[cfg(test)]
impl Write for SharedOut {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Tests: a console reading `input` (not echoed), and what it says.
#[cfg(test)]
pub(crate) fn test_console(input: &str) -> (Rc<RefCell<Console>>, Rc<RefCell<Vec<u8>>>) {
    let out = Rc::new(RefCell::new(Vec::new()));
    let io = Console::new(Box::new(std::io::Cursor::new(input.to_string())), Box::new(SharedOut(out.clone())), false);
    (Rc::new(RefCell::new(io)), out)
}

/// The terminal: where calls are read and prompts written, shared by the human coaches of a
/// game and the loop that prints the plays.
pub struct Console {
    input: Box<dyn BufRead>,
    output: Box<dyn Write>,
    /// Echo each line read (input from a file or a pipe, so that the transcript reads whole).
    echo: bool,
    /// Calls of a saved game, replayed before the input is read; nothing is shown meanwhile
    /// (the last replayed play is, as it comes after the last saved line is read).
    pending: std::collections::VecDeque<String>,
    /// The save file: every line read from the input is appended to it.
    save: Option<(std::fs::File, std::path::PathBuf)>,
    /// The save file's length before the last line was appended (a `quit` takes that line back).
    before_last: Option<u64>,
    /// The computer coaches the human sides from now on (asked for, or the input ended).
    pub auto: bool,
    /// Sides handed to the computer for the rest of this game with `auto side` (home, away):
    /// the other side is still asked.
    pub auto_sides: [bool; 2],
    /// The player left the game.
    pub quit: bool,
    /// The input has ended (or cannot be read): nothing more will come from it.
    pub ended: bool,
    /// What the computer takes over when the input ends: "game" or "season".
    pub scope: &'static str,
    /// The last heading said (a season's game): said again when a replay runs out.
    heading: Option<String>,
    /// Told the game's state before each down and at the end (the browser's scoreboard and
    /// field); none at the terminal, where the situation is printed.
    pub status_sink: Option<StatusSink>,
    /// Told when the player quits: the line that quit is not part of the save (a browser's game
    /// keeps its save itself; a save file is cut back here).
    pub on_quit: Option<Box<dyn FnMut()>>,
    /// Two screens, one a side: each coach's own words go to its side's screen (none: one
    /// screen, where everything is said).
    pub seats: Option<Box<dyn Seats>>,
}

impl Console {
    pub fn new(input: Box<dyn BufRead>, output: Box<dyn Write>, echo: bool) -> Console {
        Console { input, output, echo, pending: Default::default(), save: None, before_last: None, auto: false, auto_sides: [false; 2], quit: false, ended: false, scope: "game", heading: None, status_sink: None, on_quit: None, seats: None }
    }

    /// Replay these calls first (a saved game), showing nothing until they are used up.
    pub fn replay(&mut self, lines: Vec<String>) {
        self.pending = lines.into();
    }

    /// Append every line read from now on to `file`.
    pub fn save_to(&mut self, file: std::fs::File, path: std::path::PathBuf) {
        self.save = Some((file, path));
    }

    /// `auto` (or `quit`): the computer coaches the humans' sides from now on.
    pub fn hand_over(&mut self, quit: bool) {
        self.auto = true;
        self.quit |= quit;
        if !quit {
            self.say("(the computer coaches the rest of the game)\n");
            return;
        }
        if let (Some((f, _)), Some(len)) = (&self.save, self.before_last.take()) {
            // The line that quit is not part of the saved game: resuming goes on from before it.
            let _ = f.set_len(len);
        }
        if let Some(f) = &mut self.on_quit {
            f();
        }
    }

    /// A season's game begins between these teams (home, away): tells the screens.
    pub fn seat_teams(&mut self, codes: [&str; 2]) {
        if let Some(seats) = &mut self.seats {
            seats.teams(codes);
        }
    }

    /// Does the computer decide for `side` (`auto`, `auto side`, or the input ended)?
    pub fn auto_for(&self, side: Side) -> bool {
        self.auto || self.auto_sides[usize::from(side == Side::Away)]
    }

    /// A heading (a season's game): said, and said again where a replay runs out.
    pub fn heading(&mut self, s: &str) {
        self.heading = Some(s.to_string());
        self.say(s);
    }

    /// Reports the game's state and its teams' codes (home, away) to the status sink, if any.
    pub fn status(&mut self, state: &huddle_core::GameState, codes: [&str; 2]) {
        if let Some(f) = &mut self.status_sink {
            f(state, codes);
        }
    }

    /// A save file is being written.
    pub fn saving(&self) -> bool {
        self.save.is_some()
    }

    /// Saved lines the game never asked for (the save does not match this league, schedule or
    /// version): dropped, and said, so that what follows is shown.
    pub fn unused_saved_lines(&mut self) {
        let n = self.pending.len();
        if n > 0 {
            self.pending.clear();
            self.say(&format!("\n(warning: {n} saved line(s) were not used: the save does not match this league, schedule or version of Huddle)\n"));
        }
    }

    /// Says something even while saved calls are replayed (a season's results).
    pub fn show(&mut self, s: &str) {
        let _ = self.output.write_all(s.as_bytes());
        let _ = self.output.flush();
    }

    pub fn say(&mut self, s: &str) {
        if !self.pending.is_empty() {
            return;
        }
        let _ = self.output.write_all(s.as_bytes());
        let _ = self.output.flush();
    }

    /// Says something to one side's coach only: its screen when the game has two (`seats`),
    /// else the one console.
    pub fn say_to(&mut self, side: Side, s: &str) {
        match &mut self.seats {
            Some(seats) if self.pending.is_empty() => seats.say_to(side, s),
            Some(_) => {}
            None => self.say(s),
        }
    }

    /// Reads a line from `side`'s coach after a prompt (shown to that side only); `None` when
    /// the input has ended (the computer takes over).
    pub(crate) fn read(&mut self, side: Side, prompt: &str) -> Option<String> {
        if let Some(seats) = &mut self.seats {
            if self.pending.is_empty() {
                seats.asking(Some(side));
            }
        }
        let line = self.read_line(side, prompt);
        if let Some(seats) = &mut self.seats {
            seats.asking(None);
        }
        // `auto side`: this side's coach hands it to the computer for the rest of the game (the
        // other side is still asked); the computer makes this decision too.
        if line.as_deref().is_some_and(|l| l.split_whitespace().map(str::to_ascii_lowercase).eq(["auto", "side"])) {
            self.auto_sides[usize::from(side == Side::Away)] = true;
            let (me, other) = if side == Side::Home { ("home", "the visitors still call their plays") } else { ("visiting", "the home side still calls its plays") };
            self.say(&format!("(the computer coaches the {me} side for the rest of the game; {other})\n"));
            return None;
        }
        line
    }

    fn read_line(&mut self, side: Side, prompt: &str) -> Option<String> {
        if let Some(line) = self.pending.pop_front() {
            if self.pending.is_empty() {
                if let Some(h) = self.heading.clone() {
                    self.say(&h);
                }
                self.say("(the saved calls are replayed)\n");
            }
            return Some(line);
        }
        self.say_to(side, prompt);
        let mut line = String::new();
        match self.input.read_line(&mut line) {
            Ok(n) if n > 0 => {
                let line = line.trim_end().to_string();
                if self.echo {
                    self.say_to(side, &format!("{line}\n"));
                }
                if let Some((f, _)) = &self.save {
                    self.before_last = f.metadata().map(|m| m.len()).ok();
                }
                if let Some(msg) = append_to_save(&mut self.save, &line, "game") {
                    self.say(&msg);
                }
                Some(line)
            }
            other => {
                let why = match other {
                    Err(e) => format!("the input cannot be read: {e};"),
                    Ok(_) => "end of input:".to_string(),
                };
                let msg = format!("\n({why} the computer coaches the rest of the {})\n", self.scope);
                self.say(&msg);
                self.auto = true;
                self.ended = true;
                None
            }
        }
    }
}

/// Appends a line typed to a save file (a game's, a season's, a draft's); when it cannot be
/// written, the save is dropped and the message to say is returned (`what` goes on unsaved).
pub(crate) fn append_to_save(save: &mut Option<(std::fs::File, std::path::PathBuf)>, line: &str, what: &str) -> Option<String> {
    let (f, path) = save.as_mut()?;
    let e = writeln!(f, "{line}").and_then(|_| f.flush()).err()?;
    let msg = format!("(cannot write the save file {}: {e}; the {what} goes on unsaved)\n", path.display());
    *save = None;
    Some(msg)
}

/// How a game was set up: the first line of a save file, so that `--resume` plays the same game.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Setup {
    /// The rule system ("ttf7", "fever", "sp6", or "season").
    #[serde(default = "ttf7")]
    pub rules: String,
    pub home: String,
    pub away: String,
    pub you: You,
    pub seed: u64,
    pub standard: bool,
    pub solitaire: bool,
    pub kickoff_touchback: Option<u8>,
    pub league: Option<std::path::PathBuf>,
    /// A coached season (rules "season"): its schedule file, season and playoffs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule: Option<std::path::PathBuf>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub year: Option<u16>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub playoffs: bool,
    /// Statis-Pro 6th: every optional rule O1-O6 in play.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub optional: bool,
}

fn ttf7() -> String {
    "ttf7".into()
}

/// The first line of a save file.
pub const SAVE_HEADER: &str = "# huddle play save: ";

impl Setup {
    pub fn header(&self) -> String {
        format!("{SAVE_HEADER}{}", serde_json::to_string(self).expect("a setup serializes"))
    }

    /// Reads a save file: the setup and the calls typed so far.
    pub fn read_save(path: &std::path::Path) -> Result<(Setup, Vec<String>)> {
        let text = std::fs::read_to_string(path).with_context(|| format!("{}: cannot read the saved game", path.display()))?;
        Setup::parse_save(&text, &path.display().to_string())
    }

    /// A save file's text (`label` names it in errors): the setup and the calls typed so far.
    pub fn parse_save(text: &str, label: &str) -> Result<(Setup, Vec<String>)> {
        let mut lines = text.lines();
        let first = lines.next().unwrap_or_default();
        let json = first.strip_prefix(SAVE_HEADER).with_context(|| format!("{label}: line 1: not a saved game of `huddle play` (it starts with '{SAVE_HEADER}')"))?;
        let setup: Setup = serde_json::from_str(json).map_err(|e| anyhow::anyhow!("{label}: line 1: the game's setup is unreadable: {e}"))?;
        Ok((setup, lines.map(str::to_string).collect()))
    }
}

/// A human at the terminal, with a computer coach for the answers the human leaves to it (Enter
/// on a question takes the computer's choice; `ai` and `auto` hand it one or all of them).
pub struct Human {
    io: Rc<RefCell<Console>>,
    ai: AiCoach,
    /// A timeout is wanted right after the coming play.
    timeout: bool,
    /// The display has been shown once (offense, defense).
    shown: [bool; 2],
    /// The coach's changes to his offense and defense displays.
    edits: [Vec<Edit>; 2],
    /// The down last called (to describe a foul on it) and this coach's team code.
    snap: Option<command::Snap>,
    code: String,
    /// The yard line a two-point try is snapped from (§12.4: the 2, or farther).
    two_from: u8,
    /// The side this coach coaches (where its words go when each side has its own screen).
    side: Side,
    /// An empty line is a call (the solitaire defense's formation: Enter plays it).
    enter_calls: bool,
}

impl Human {
    pub fn new(io: Rc<RefCell<Console>>, code: &str, side: Side) -> Human {
        Human { io, ai: AiCoach::default(), timeout: false, shown: [false; 2], edits: [Vec::new(), Vec::new()], snap: None, code: code.to_string(), two_from: 2, side, enter_calls: false }
    }

    /// A timeout asked for with the last call that the game did not take (the rules take them
    /// after scrimmage plays): said, and forgotten.
    fn forget_timeout(&mut self) {
        if std::mem::take(&mut self.timeout) {
            self.io.borrow_mut().say_to(self.side, "(no timeout was taken after that play: timeouts follow scrimmage plays)\n");
        }
    }

    fn auto(&self) -> bool {
        self.io.borrow().auto_for(self.side)
    }

    /// The prompt loop shared by offense and defense: `parse` reads a line into a call against
    /// the display (`display` makes it from the base display and the coach's edits); the meta
    /// commands and display edits are handled here. `None`: the computer calls this down.
    fn ask<T, D>(
        &mut self,
        v: &View,
        offense: bool,
        display: impl Fn(&View, &[Edit]) -> Result<D, String>,
        parse: impl Fn(&str, &View, &D) -> Result<Parsed<T>, String>,
        lineup: impl Fn(&View, &D) -> String,
        locked: Option<(D, Edit)>,
    ) -> Option<T> {
        let side = if offense { "offense" } else { "defense" };
        let k = usize::from(!offense);
        let me = self.side;
        let mut io = self.io.borrow_mut();
        io.say_to(me, &format!("\n{}\n", command::situation(v)));
        // The defense sees the offense's formation before it sets its own (§2).
        if let Some(f) = command::offense_formation(v).filter(|_| !offense) {
            io.say_to(me, &f);
        }
        let mut d = match (display(v, &self.edits[k]), locked) {
            (Ok(d), _) => d,
            // Against a No-Huddle that goes on, the last down's players stay (§20.7).
            (Err(_), Some((l, set))) => {
                io.say_to(me, &format!("(the No-Huddle goes on: your {side} keeps the last down's players)\n"));
                self.edits[k] = vec![set];
                l
            }
            (Err(e), None) => {
                io.say_to(me, &format!("(your {side} display is back to the lineup card: {e})\n"));
                self.edits[k].clear();
                display(v, &[]).ok()?
            }
        };
        if !self.shown[k] {
            self.shown[k] = true;
            io.say_to(me, &format!("your {side} ({}; `help` lists the calls):\n", v.team.code));
            io.say_to(me, &lineup(v, &d));
        }
        loop {
            let line = io.read(me, &format!("{} {side}> ", v.team.code))?;
            // Display changes on one line (`sub FL2 -; sub BK1 gray`) are checked together: a
            // formation may pass through an illegal one on its way. A call after them on the
            // same line runs from the changed display.
            let mut parts: Vec<&str> = line.split(';').filter(|p| !p.trim().is_empty()).collect();
            if parts.is_empty() && self.enter_calls {
                parts.push("");
            }
            let last = parts.len().saturating_sub(1);
            let mut batch = 0;
            for (i, part) in parts.iter().enumerate() {
                let mut parsed = parse(part, v, &d);
                if let Ok(Parsed::Edit(e)) = parsed {
                    self.edits[k].push(e);
                    batch += 1;
                    if i < last {
                        continue;
                    }
                }
                if let (Err(e), true) = (&parsed, batch > 0) {
                    // A mistake on the line: none of its changes are made.
                    let n = self.edits[k].len();
                    self.edits[k].truncate(n - batch);
                    io.say_to(me, &format!("  {e} (the display is unchanged)\n"));
                    break;
                }
                if batch > 0 {
                    let n = self.edits[k].len();
                    match display(v, &self.edits[k]) {
                        Ok(nd) => {
                            d = nd;
                            io.say_to(me, &lineup(v, &d));
                        }
                        Err(msg) => {
                            self.edits[k].truncate(n - batch);
                            io.say_to(me, &format!("  {msg} (the display is unchanged)\n"));
                            break;
                        }
                    }
                    batch = 0;
                    match parsed {
                        Ok(Parsed::Edit(_)) => continue,
                        // Read the rest of the line against the changed display.
                        _ => parsed = parse(part, v, &d),
                    }
                }
                match parsed {
                    Ok(Parsed::Edit(_)) => {}
                    Ok(Parsed::Show(text)) => io.say_to(me, &text),
                    Ok(Parsed::Call(_)) if i < last => {
                        io.say_to(me, "  one play call a line: nothing was called\n");
                        break;
                    }
                    Ok(Parsed::Call(c)) => return Some(c),
                    Ok(Parsed::Meta(m)) => match m {
                        Meta::Help => io.say_to(me, if offense { command::OFFENSE_HELP } else { command::DEFENSE_HELP }),
                        Meta::Lineup => io.say_to(me, &lineup(v, &d)),
                        Meta::Ai => return None,
                        Meta::Auto | Meta::Quit => {
                            io.hand_over(m == Meta::Quit);
                            return None;
                        }
                        Meta::Timeout => {
                            if v.game.timeouts[v.me] == 0 {
                                io.say_to(me, "  no timeouts left this half\n");
                            } else {
                                self.timeout = true;
                                io.say_to(me, "  timeout right after this play; now the call\n");
                            }
                        }
                    },
                    Err(e) => {
                        io.say_to(me, &format!("  {e}\n"));
                        break;
                    }
                }
            }
        }
    }

    /// A one-line question answered by `parse`; `None` when the computer decides (asked with
    /// `ai`, or the game is on `auto` or left).
    fn ask_line<T>(&mut self, prompt: &str, parse: impl Fn(&str) -> Result<T, String>) -> Option<T> {
        let me = self.side;
        let mut io = self.io.borrow_mut();
        loop {
            if io.auto_for(me) {
                return None;
            }
            let line = io.read(me, prompt)?;
            match command::meta(line.trim().to_ascii_lowercase().as_str()) {
                Some(Meta::Help) => io.say_to(me, "  answer with one of the words before the brackets; Enter takes the one in brackets (the computer's choice);\n  `ai` lets the computer answer this question, `auto` hands it the rest of the game (`auto side`: this side only), `quit` leaves\n"),
                Some(Meta::Ai) => return None,
                Some(m @ (Meta::Auto | Meta::Quit)) => {
                    io.hand_over(m == Meta::Quit);
                    return None;
                }
                _ => match parse(&line) {
                    Ok(t) => return Some(t),
                    Err(e) => io.say_to(me, &format!("  {e}\n")),
                },
            }
        }
    }
}

impl Human {
    /// A question with the computer's answer `default`: `intro` is said, then `prompt` asked
    /// until `parse` accepts a line; on `auto`, `ai` or a game left the default stands.
    fn ask_or<T: Copy>(&mut self, default: T, intro: &str, prompt: &str, parse: impl Fn(&str) -> Result<T, String>) -> T {
        if self.auto() {
            return default;
        }
        self.io.borrow_mut().say_to(self.side, &format!("\n{intro}\n"));
        self.ask_line(prompt, parse).unwrap_or(default)
    }
}

/// A line of the solitaire defense (§25): display changes and the like as on defense; Enter or
/// `go` plays the display with `call` (the FAC's solitaire section replaces it); a defensive call
/// is refused, since the FAC makes it.
fn solitaire_defense(line: &str, v: &View, d: &huddle_fac::display::DefenseDisplay, call: huddle_fac::call::DefenseCall) -> Result<Parsed<DefenseChoice>, String> {
    match line.trim().to_ascii_lowercase().as_str() {
        "" | "go" | "ok" => Ok(Parsed::Call(DefenseChoice { display: *d, call })),
        _ => match command::defense(line, v, d)? {
            Parsed::Call(_) => Err("solitaire: the FAC calls the defense; change its players or formation (sub, move) and press Enter [ttf7 25]".into()),
            other => Ok(other),
        },
    }
}

/// Answers listed the way the questions list them: "a, b or c".
fn or_list(answers: &[String]) -> String {
    match answers {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// `kick` or `receive`, as [`command::kick_or_receive`] reads them.
fn kick_text(kick: bool) -> &'static str {
    if kick {
        "kick"
    } else {
        "receive"
    }
}

impl Coach for Human {
    fn name(&self) -> &str {
        "human"
    }
    // The coin toss (§1, §21). Each answer's default is the computer's choice, asked first, so
    // that an empty line plays the game the computer would have played.
    fn call_toss(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        let default = self.ai.call_toss(v, rng);
        let overtime = if v.game.phase == Phase::OvertimeToss { "overtime " } else { "" };
        let shown = if default { "heads" } else { "tails" };
        let intro = format!("The {overtime}coin toss: {} (the visitors) call it.", v.team.code);
        self.ask_or(default, &intro, &format!("{} heads or tails [{shown}]> ", v.team.code), |l| command::toss_call(l, default))
    }
    fn toss_choice(&mut self, v: &View, rng: &mut dyn Randomness) -> TossChoice {
        let default = self.ai.toss_choice(v, rng);
        let prompt = format!("{} receive, kick, or choose in the second half (defer, kick 2nd) [{}]> ", v.team.code, command::toss_choice_text(default));
        self.ask_or(default, &format!("{} win the toss.", v.team.code), &prompt, |l| command::toss_choice(l, default))
    }
    fn toss_loser_choice(&mut self, v: &View, winner: TossChoice, rng: &mut dyn Randomness) -> bool {
        let default = self.ai.toss_loser_choice(v, winner, rng);
        let (chose, other) = if winner.half == 2 { ("second", "first") } else { ("first", "second") };
        let what = if winner.kick { "kick off" } else { "receive" };
        let intro = format!("{} win the toss and choose to {what} in the {chose} half.", v.opp.code);
        let prompt = format!("{} in the {other} half: receive or kick [{}]> ", v.team.code, kick_text(default));
        self.ask_or(default, &intro, &prompt, |l| command::kick_or_receive(l, default))
    }
    fn overtime_kick(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        let default = self.ai.overtime_kick(v, rng);
        let prompt = format!("{} receive or kick [{}]> ", v.team.code, kick_text(default));
        self.ask_or(default, &format!("{} win the overtime toss.", v.team.code), &prompt, |l| command::kick_or_receive(l, default))
    }
    fn declare_delay(&mut self, v: &View) -> bool {
        self.ai.declare_delay(v)
    }
    fn cancel_foul_with_timeout(&mut self, v: &View, kind: PenaltyKind) -> bool {
        self.ai.cancel_foul_with_timeout(v, kind)
    }
    fn let_clock_expire(&mut self, v: &View) -> bool {
        // §17.7: behind, out of timeouts, the defense fouled in the final 30 seconds.
        if !self.auto() {
            self.io.borrow_mut().say_to(self.side, &format!("\n{} fouled in the final 30 seconds with no timeouts left.\n", v.opp.code));
            if let Some(yes) = self.ask_line(&format!("{} decline the foul and let the clock run out? [yes]> ", v.team.code), |l| {
                if l.trim().is_empty() {
                    Ok(true)
                } else {
                    command::yes_no(l)
                }
            }) {
                return yes;
            }
        }
        self.ai.let_clock_expire(v)
    }
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice {
        self.snap = Some(command::Snap::of(v));
        self.forget_timeout();
        if !self.auto() {
            if let Some(c) = self.ask(v, true, command::offense_display, command::offense, command::offense_lineup, None) {
                if !matches!(c, OffenseChoice::Play { .. }) {
                    self.forget_timeout();
                }
                return c;
            }
        }
        self.ai.offense(v, rng)
    }
    fn defense(&mut self, v: &View, rng: &mut dyn Randomness) -> DefenseChoice {
        self.snap = Some(command::Snap::of(v));
        self.forget_timeout();
        let locked = v.hurry_lock.map(|l| (l.display, Edit::DefenseSet(l.display)));
        // Solitaire: the coach sets the defense's substitutions and formation, the FAC calls its
        // play (§25 step 2-3): `sub` and `move` as ever, then Enter (or `go`) plays the down.
        if !self.auto() && v.solitaire {
            let ai = self.ai.defense(v, rng);
            if !self.shown[1] {
                self.io.borrow_mut().say_to(self.side, "solitaire: the FAC calls your defense; set its players and formation (sub, move), then Enter [ttf7 25]\n");
            }
            self.enter_calls = true;
            let set = self.ask(v, false, command::defense_display, |l, v, d| solitaire_defense(l, v, d, ai.call), command::defense_lineup, locked);
            self.enter_calls = false;
            return set.unwrap_or(ai);
        }
        if !self.auto() {
            if let Some(c) = self.ask(v, false, command::defense_display, command::defense, command::defense_lineup, locked) {
                return c;
            }
        }
        self.ai.defense(v, rng)
    }
    fn kickoff(&mut self, v: &View, rng: &mut dyn Randomness) -> KickoffKind {
        self.ai.kickoff(v, rng)
    }
    fn kickoff_defense(&mut self, v: &View, rng: &mut dyn Randomness) -> KickoffDefense {
        if !self.auto() {
            self.io.borrow_mut().say_to(self.side, &format!("\n{}\n", command::situation(v)));
            if let Some(d) = self.ask_line(&format!("{} kickoff defense: normal or onside [normal]> ", v.team.code), command::kickoff_defense) {
                return d;
            }
        }
        self.ai.kickoff_defense(v, rng)
    }
    fn kickoff_kind(&mut self, v: &View, def: KickoffDefense, rng: &mut dyn Randomness) -> KickoffKind {
        if !self.auto() {
            let heard = if def == KickoffDefense::Onside { " (they show the onside defense)" } else { "" };
            self.io.borrow_mut().say_to(self.side, &format!("\n{}\n", command::situation(v)));
            if let Some(k) = self.ask_line(&format!("{} kickoff{heard}: normal, squib or onside [normal]> ", v.team.code), |l| command::kickoff(l, v.advanced)) {
                return k;
            }
        }
        self.ai.kickoff_kind(v, def, rng)
    }
    fn free_kick_punt(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        self.ai.free_kick_punt(v, rng)
    }
    fn punt_defense(&mut self, v: &View, announced_fake: bool, rng: &mut dyn Randomness) -> PuntDefense {
        if !self.auto() {
            let what = if announced_fake { "a fake punt" } else { "a punt" };
            self.io.borrow_mut().say_to(self.side, &format!("\n{}\n{} announce {what}.\n", command::situation(v), v.opp.code));
            if let Some(d) = self.ask_line(&format!("{} punt defense: return, fake or rush [return]> ", v.team.code), command::punt_defense) {
                return d;
            }
        }
        self.ai.punt_defense(v, announced_fake, rng)
    }
    fn punt_plan(&mut self, v: &View, announced_fake: bool, def: PuntDefense, rng: &mut dyn Randomness) -> PuntPlan {
        if !self.auto() {
            let heard = match def {
                PuntDefense::Return => "a return",
                PuntDefense::FakePuntDefense => "the Fake Punt Defense",
                PuntDefense::AllOutRush => "the All-Out Punt Rush",
            };
            let default = if announced_fake { "fake" } else { "punt" };
            self.io.borrow_mut().say_to(self.side, &format!("{} show {heard}.\n", v.opp.code));
            let plan = self.ask_line(&format!("{} punt, fake or cc N (coffin corner) [{default}]> ", v.team.code), |l| {
                if l.trim().is_empty() && announced_fake {
                    command::punt_plan("fake", v)
                } else {
                    command::punt_plan(l, v)
                }
            });
            if let Some(p) = plan {
                return p;
            }
        }
        self.ai.punt_plan(v, announced_fake, def, rng)
    }
    fn use_cc_value(&mut self, landing: i16, cc: u8) -> bool {
        let def = self.ai.use_cc_value(landing, cc);
        let at = if landing <= 0 { "in the end zone".to_string() } else { format!("at the receivers' {landing}") };
        let intro = format!("coffin corner: after the deduction the punt comes down {at}; the punter's CC Value is {cc} [ttf7 13.8]");
        let prompt = format!("{} take off the CC Value too: yes or no [{}]> ", self.code, if def { "yes" } else { "no" });
        self.ask_or(def, &intro, &prompt, |l| if l.trim().is_empty() { Ok(def) } else { command::yes_no(l) })
    }
    fn fair_catch_return(&mut self, at: i16, fc_value: u8) -> bool {
        if !self.auto() {
            let prompt = format!("fair catch at your {at}: try a Fair Catch Return (FC Value {fc_value}, +5 fumble risk)? [no]> ");
            if let Some(yes) = self.ask_line(&prompt, command::yes_no) {
                return yes;
            }
        }
        self.ai.fair_catch_return(at, fc_value)
    }
    fn go_for_two(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        if !self.auto() {
            self.io.borrow_mut().say_to(self.side, &format!("\n{}\n", command::situation(v)));
            let two = self.ask_line(&format!("{} touchdown! kick the extra point or go for two (two N: from the N)? [kick]> ", v.team.code), |l| {
                let l = l.trim().to_ascii_lowercase();
                let w: Vec<&str> = l.split_whitespace().collect();
                match w.as_slice() {
                    [] | ["k" | "kick" | "1"] => Ok(None),
                    ["t" | "two" | "2"] => Ok(Some(2)),
                    ["t" | "two" | "2", n] => match n.parse::<u8>() {
                        Ok(n) if (2..=99).contains(&n) => Ok(Some(n)),
                        _ => Err(format!("'{n}': a two-point try is snapped from 2 to 99 yards out [ttf7 12.4]")),
                    },
                    _ => Err(format!("'{l}': answer kick, two, or two and a yard line (two 5)")),
                }
            });
            if let Some(two) = two {
                self.two_from = two.unwrap_or(2);
                return two.is_some();
            }
        }
        self.ai.go_for_two(v, rng)
    }
    fn two_point_from(&mut self, v: &View) -> u8 {
        if self.auto() {
            return self.ai.two_point_from(v);
        }
        std::mem::replace(&mut self.two_from, 2)
    }
    fn timeout_after_play(&mut self, v: &View) -> bool {
        if std::mem::take(&mut self.timeout) && v.game.timeouts[v.me] > 0 {
            return true;
        }
        self.auto() && self.ai.timeout_after_play(v)
    }
    // Decisions during a play (each Enter takes the computer's choice).
    fn pitch_inside(&mut self, inside: RunDir, outside: RunDir) -> bool {
        let def = self.ai.pitch_inside(inside, outside);
        let intro = format!("pitchout: the FAC reads inside {inside}, outside {outside} [ttf7 7.5]");
        let prompt = format!("{} pitchout: inside or outside [{}]> ", self.code, if def { "inside" } else { "outside" });
        self.ask_or(def, &intro, &prompt, |l| command::pitch_side(l, def))
    }
    fn option_keep(&mut self, inside: RunDir, sweep: RunDir) -> bool {
        let def = self.ai.option_keep(inside, sweep);
        let intro = format!("option: the FAC reads inside {inside} for the quarterback, sweep {sweep} for the trailing back [ttf7 7.6]");
        let prompt = format!("{} option: keep or lateral [{}]> ", self.code, if def { "keep" } else { "lateral" });
        self.ask_or(def, &intro, &prompt, |l| command::keep_or_lateral(l, def))
    }
    fn scramble_or_throw(&mut self, receivers: &[OffBox]) -> Option<OffBox> {
        let def = self.ai.scramble_or_throw(receivers);
        let list = receivers.iter().map(|b| b.to_string()).collect::<Vec<_>>().join(", ");
        let intro = format!("pass rush: the quarterback is flushed: scramble, or throw on the run (Quick to a Short receiver, Short to a Long one) to {list} [ttf7 9.1]");
        let answers: Vec<String> = std::iter::once("scramble".to_string()).chain(receivers.iter().map(|b| b.to_string())).collect();
        let prompt = format!("{} flushed: {} [{}]> ", self.code, or_list(&answers), def.map_or("scramble".to_string(), |b| b.to_string()));
        self.ask_or(def, &intro, &prompt, |l| command::scramble_or_throw(l, receivers, def))
    }
    fn return_from_end_zone(&mut self) -> bool {
        let def = self.ai.return_from_end_zone();
        let intro = "intercepted in the end zone: return it, or down it for a touchback [ttf7 8.2]";
        let prompt = format!("{} end-zone interception: return or down [{}]> ", self.code, if def { "return" } else { "down" });
        self.ask_or(def, intro, &prompt, |l| command::end_zone_return(l, def))
    }
    fn choose_interceptor(&mut self, candidates: &[huddle_fac::resolve::Interceptor<'_>]) -> Option<huddle_fac::display::Pid> {
        let def = self.ai.choose_interceptor(candidates);
        let def_i = def.and_then(|p| candidates.iter().position(|c| c.pid == p));
        let total: u32 = candidates.iter().map(|c| c.int_size as u32).sum();
        let mut intro = String::from("interception! more than one of your defenders can make it: choose him, or pro-rate their Interception Ranges with a new Pass Number [ttf7 8.2]");
        for (i, c) in candidates.iter().enumerate() {
            let at = c.def_box.map_or(String::new(), |b| format!(", box {b}"));
            intro.push_str(&format!("
  {}) {} {:?}{at}, Int Return Value {:+} (pro-rated: {} in {total})", i + 1, c.name, c.pos, c.int_return, c.int_size));
        }
        let answers: Vec<String> = (1..=candidates.len()).map(|i| i.to_string()).chain(std::iter::once("pro-rate".to_string())).collect();
        let prompt = format!("{} interceptor: {} [{}]> ", self.code, or_list(&answers), def_i.map_or("pro-rate".to_string(), |i| (i + 1).to_string()));
        let n = candidates.len();
        self.ask_or(def_i, &intro, &prompt, |l| command::interceptor_pick(l, n, def_i)).map(|i| candidates[i].pid)
    }
    fn accept_penalty(&mut self, offense_decides: bool, accept_value: f32, decline_value: f32) -> bool {
        self.ai.accept_penalty(offense_decides, accept_value, decline_value)
    }
    fn penalty_choice(&mut self, c: &PenaltyChoice) -> bool {
        if !self.auto() {
            let text = command::penalty_text(c, self.snap.as_ref(), &self.code);
            self.io.borrow_mut().say_to(self.side, &format!("\n{text}"));
            if let Some(a) = self.ask_line(&format!("{} accept or decline> ", self.code), command::accept) {
                return a;
            }
        }
        self.ai.penalty_choice(c)
    }
}

/// The console of a game at the terminal (stdin and stdout): `saved` lines are replayed first;
/// with `save`, a new save file is started with the setup (never over an existing file), or a
/// resumed one (`resuming`) is appended to.
pub fn terminal(save: Option<&std::path::Path>, resuming: bool, setup: &Setup, saved: Vec<String>, out: &dyn Fn(&str)) -> Result<Rc<RefCell<Console>>> {
    use anyhow::bail;
    use std::io::IsTerminal;
    let save_file = match save {
        Some(path) if !resuming => {
            if path.exists() {
                bail!("{}: the file exists; resume the game in it with --resume, or save under another name", path.display());
            }
            let mut f = std::fs::OpenOptions::new().write(true).create_new(true).open(path).with_context(|| format!("{}: cannot create the save file", path.display()))?;
            writeln!(f, "{}", setup.header()).with_context(|| format!("{}: cannot write the save file", path.display()))?;
            Some((f, path.to_path_buf()))
        }
        Some(path) => {
            let f = std::fs::OpenOptions::new().append(true).open(path).with_context(|| format!("{}: cannot append to the save file", path.display()))?;
            Some((f, path.to_path_buf()))
        }
        None => None,
    };
    let echo = !std::io::stdin().is_terminal();
    let mut console = Console::new(Box::new(std::io::stdin().lock()), Box::new(std::io::stdout()), echo);
    let replayed = saved.len();
    console.replay(saved);
    if let Some((f, path)) = save_file {
        console.save_to(f, path);
    }
    if replayed > 0 {
        out(&format!("resuming: {replayed} saved line(s)\n"));
    }
    Ok(Rc::new(RefCell::new(console)))
}

/// Which sides the humans coach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum You {
    Home,
    Away,
    /// Head to head: both sides at one keyboard.
    Both,
    /// Watch the computer play both sides.
    None,
}

impl You {
    /// Does the human coach this side?
    pub fn coaches(self, side: Side) -> bool {
        match self {
            You::Home => side == Side::Home,
            You::Away => side == Side::Away,
            You::Both => true,
            You::None => false,
        }
    }
}

/// Plays a game at the console: the humans' calls are read from it, the plays written to it.
/// Returns the game (finished, or where the player left it).
pub fn play(home: Team, away: Team, opts: RuleOptions, seed: u64, you: You, io: Rc<RefCell<Console>>) -> Result<FacGame> {
    let coach = |side: Side| -> Box<dyn Coach> {
        if you.coaches(side) {
            let code = if side == Side::Home { &home.code } else { &away.code };
            Box::new(Human::new(io.clone(), code, side))
        } else {
            Box::new(AiCoach::default())
        }
    };
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(coach(Side::Home), coach(Side::Away));
    let ed = Edition::ttf7();
    let deck = huddle_fac::sim::default_deck(&ed);
    io.borrow_mut().say(&format!("{} at {} — TTF 7th Edition, seed {seed} (the same seed and calls replay this game)\n", away.name, home.name));
    let mut g = FacGame::new(ed, opts, home, away, deck, AnyRandom::Seeded(SeededRandom::new(seed)), coaches);
    run_game(&mut g, &io)?;
    Ok(g)
}

/// Steps a game to its end at the console, printing each play; `Ok(false)` when the player
/// left it (`quit`), which stops it where it was.
pub fn run_game(g: &mut FacGame, io: &Rc<RefCell<Console>>) -> Result<bool> {
    let mut shown = g.plays.len();
    while !g.core.is_over() {
        io.borrow_mut().status(&g.core, [g.code(Side::Home), g.code(Side::Away)]);
        let (score, clock) = (g.core.score, g.core.clock);
        let events = g.core.log.len();
        g.step().context("the game could not go on")?;
        let mut text: String = g.plays[shown..].iter().map(|p| g.play_text(p)).collect();
        // The toss: who won it and who kicks off (plays are not shown for it).
        for e in &g.core.log[events.min(g.core.log.len())..] {
            match *e {
                Event::CoinToss { winner, first_half_kicker, second_half_kicker } => {
                    text += &format!("\n{} win the toss. {} kick off the first half, {} the second.\n", g.code(winner), g.code(first_half_kicker), g.code(second_half_kicker));
                }
                Event::OvertimeStart { period, kicker } => {
                    text += &format!("\nOvertime (period {period}): {} kick off.\n", g.code(kicker));
                }
                _ => {}
            }
        }
        shown = g.plays.len();
        let mut c = io.borrow_mut();
        if c.quit {
            // The down run after `quit` was the computer's, not the player's: not shown.
            c.say(&format!("\nYou left the game: {} {} - {} {}, {} {}.\n", g.code(Side::Away), score.away, g.code(Side::Home), score.home, clock.period, huddle_core::mmss(clock.remaining)));
            return Ok(false);
        }
        c.say(&text);
    }
    io.borrow_mut().status(&g.core, [g.code(Side::Home), g.code(Side::Away)]);
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [ttf7 12.4] At the keyboard `two` goes for two from the 2 and `two N` from the N (once:
    /// the next try starts from the 2 again); a yard line closer than the 2 is refused and the
    /// question asked again.
    #[test]
    fn a_two_point_try_from_farther_out_is_asked_at_the_keyboard() {
        let input = "two 5\ntwo\ntwo 1\nkick\n";
        let io = Rc::new(RefCell::new(Console::new(Box::new(std::io::Cursor::new(input)), Box::new(std::io::sink()), false)));
        let mut h = Human::new(io, "RIV", Side::Home);
        let ed = Edition::ttf7();
        let deck = huddle_fac::sim::default_deck(&ed);
        let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach::default()), Box::new(AiCoach::default()));
        let mut g = FacGame::new(ed, RuleOptions::default(), huddle_cards::sample::riverton(), huddle_cards::sample::harbor_city(), deck, AnyRandom::Seeded(SeededRandom::new(1)), coaches);
        g.core.phase = Phase::Try { team: Side::Home };
        g.core.possession = Side::Home;
        let v = g.view(Side::Home);
        let mut rng = SeededRandom::new(1);
        assert!(h.go_for_two(&v, &mut rng));
        assert_eq!(h.two_point_from(&v), 5);
        assert!(h.go_for_two(&v, &mut rng));
        assert_eq!(h.two_point_from(&v), 2);
        // "two 1" is refused, then "kick".
        assert!(!h.go_for_two(&v, &mut rng));
    }

    /// [ttf7 7.5] [ttf7 7.6] [ttf7 9.1] [ttf7 8.2] [ttf7 13.8] The decisions made during a play
    /// are asked at the keyboard, each with what the cards show: a wrong answer is refused with
    /// the choices and asked again, Enter takes the computer's choice.
    #[test]
    fn decisions_during_a_play_are_asked_at_the_keyboard() {
        use huddle_fac::fac::RunDir;
        use huddle_fac::resolve::Interceptor;
        let input = "sideways\ninside\n\nkeep\nQB\nbk1\nre\n\nreturn\n\n3\n2\npro-rate\nyes\n\n";
        let (io, out) = test_console(input);
        let mut h = Human::new(io, "RIV", Side::Home);
        let lg: RunDir = "B".parse().unwrap();
        // Pitchout: "sideways" refused, then inside; Enter takes the computer's (outside on a
        // box directive against a box directive).
        assert!(h.pitch_inside(lg, lg));
        assert!(!h.pitch_inside(lg, lg));
        assert!(h.option_keep(lg, RunDir::Breakaway), "kept, where the computer would lateral");
        // Throw on the run: the QB and an ineligible BK1 are refused; RE taken; Enter scrambles.
        let receivers = [OffBox::FL1, OffBox::RE];
        assert_eq!(h.scramble_or_throw(&receivers), Some(OffBox::RE));
        assert_eq!(h.scramble_or_throw(&receivers), None);
        assert!(h.return_from_end_zone());
        assert!(!h.return_from_end_zone(), "Enter: the computer downs it");
        let c = |pid, name| Interceptor { pid, name, pos: huddle_cards::Position::DE, def_box: Some(huddle_cards::DefBox::A), int_size: 2, int_return: 0 };
        let two = [c(4, "Ray Reyes"), c(9, "Len Lockhart")];
        assert_eq!(h.choose_interceptor(&two), Some(9), "3 refused, then the second");
        assert_eq!(h.choose_interceptor(&two), None);
        assert!(h.use_cc_value(3, 5));
        assert!(h.use_cc_value(-1, 5), "Enter: the computer's choice from the end zone");
        let said = String::from_utf8(out.borrow().clone()).unwrap();
        for want in ["'sideways': inside or outside", "pitchout: the FAC reads inside", "keep or lateral", "to FL1, RE [ttf7 9.1]", "flushed: scramble, FL1 or RE [scramble]> ", "interceptor: 1, 2 or pro-rate [pro-rate]> ", "pitchout: inside or outside [outside]> ", "BK1 is no eligible receiver", "return or down", "1) Ray Reyes DE, box A", "2) Len Lockhart", "'3': a number from 1 to 2", "CC Value is 5"] {
            assert!(said.contains(want), "missing {want:?} in\n{said}");
        }
    }

    /// [ttf7 25] Solitaire: "The coach sets appropriate defensive substitutions and formation"
    /// and the FAC calls the defense: at the keyboard the defense's display is asked for (a
    /// defensive call is refused with the rule), and Enter plays it.
    #[test]
    fn the_solitaire_coach_sets_the_defense_formation() {
        let input = "blitz\nmove achebe G\n\n";
        let (io, out) = test_console(input);
        let mut h = Human::new(io, "HBR", Side::Away);
        let ed = Edition::ttf7();
        let deck = huddle_fac::sim::default_deck(&ed);
        let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach::default()), Box::new(AiCoach::default()));
        let opts = RuleOptions { solitaire: true, ..RuleOptions::default() };
        let mut g = FacGame::new(ed, opts, huddle_cards::sample::riverton(), huddle_cards::sample::harbor_city(), deck, AnyRandom::Seeded(SeededRandom::new(1)), coaches);
        g.core.phase = Phase::Scrimmage;
        g.core.possession = Side::Home;
        let v = g.view(Side::Away);
        assert!(v.solitaire);
        let c = h.defense(&v, &mut SeededRandom::new(1));
        let achebe = g.teams[Side::Away].team.idx("hbr-lb2").unwrap();
        assert_eq!(c.display.box_of(achebe), Some(huddle_cards::DefBox::G), "the display typed");
        let said = String::from_utf8(out.borrow().clone()).unwrap();
        assert!(said.contains("solitaire: the FAC calls the defense; change"), "{said}");
        assert!(said.contains("the FAC calls your defense"), "{said}");
        // Enter alone keeps the display and is not an error.
        assert!(!said.contains("call a defense"), "{said}");
    }

    /// [ttf7 20.7] Against a No-Huddle that goes on, a human defense whose lineup and changes no
    /// longer give the last down's players (the computer called that down and rotated a lineman
    /// in) keeps those players and is still asked for its call — it is not handed to the
    /// computer; a `sub` is refused with the rule.
    #[test]
    fn the_defense_at_the_keyboard_keeps_its_players_against_a_no_huddle() {
        let input = "sub A nunes\nmove achebe G\npass\n";
        let (io, out) = test_console(input);
        let mut h = Human::new(io, "HBR", Side::Away);
        let ed = Edition::ttf7();
        let deck = huddle_fac::sim::default_deck(&ed);
        let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach::default()), Box::new(AiCoach::default()));
        let hbr = huddle_cards::sample::harbor_city();
        let (de1, de3) = (hbr.idx("hbr-de1").unwrap(), hbr.idx("hbr-de3").unwrap());
        let mut g = FacGame::new(ed, RuleOptions::default(), huddle_cards::sample::riverton(), hbr, deck, AnyRandom::Seeded(SeededRandom::new(1)), coaches);
        g.core.phase = Phase::Scrimmage;
        g.core.possession = Side::Home;
        g.prev_stopped = false;
        let mut dd = g.base_defense(Side::Away);
        dd.remove(de1);
        dd.place(huddle_cards::DefBox::A, de3);
        g.hurry_lock = Some(huddle_fac::game::HurryLock { offense: Side::Home, plays: g.plays.len(), od: g.base_offense(Side::Home), dd });
        let v = g.view(Side::Away);
        let c = h.defense(&v, &mut SeededRandom::new(1));
        assert_eq!(c.call.play, huddle_fac::call::DefPlay::PassCoverage, "the typed call, not the computer's");
        // The same players; Achebe moved from H to G (a formation change, allowed).
        let achebe = g.teams[Side::Away].team.idx("hbr-lb2").unwrap();
        assert!(c.display.same_players(&dd));
        assert_eq!(c.display.box_of(achebe), Some(huddle_cards::DefBox::G));
        let said = String::from_utf8(out.borrow().clone()).unwrap();
        assert!(said.contains("keeps the last down's players"), "{said}");
        assert!(said.contains("[ttf7 20.7]"), "{said}");
    }
}
