//! The call language of a Football Fever game at the terminal: a typed line becomes a coach's
//! decision, checked against the rules before it is returned (the engine checks again: a step
//! with an illegal decision is refused and rolled back).
//!
//! Offense: `run`, `draw`, `pass`, `bomb`, with `option` (throw the Option die with a run or a
//! pass; a draw always throws it) and `inout` (the In/Out die, when the game uses it), `hu` (go
//! hurry-up after the play if it allows); `punt [inout]`, `fg`; a fake: `punt run`, `fg pass
//! option` (declare the kick, then run the play). Defense: `run`, `pass`, `blitz`, `block`.

use crate::coach::{CoinSide, Declaration, DefenseDie, KickoffCall, Landing, LandingKind, OffenseCall, PenaltyOption, Play, Reception, Situation, TossChoice, TossQuestion, TryCall};
use huddle_core::Side;

/// A line that is not a decision: a request to the front end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Meta {
    Help,
    /// The computer decides this one.
    Ai,
    /// The computer coaches this side for the rest of the game.
    Auto,
    /// Call a time-out after this play.
    Timeout,
    Quit,
}

/// A meta command word.
pub fn meta(word: &str) -> Option<Meta> {
    Some(match word.trim().to_ascii_lowercase().as_str() {
        "?" | "h" | "help" => Meta::Help,
        "ai" => Meta::Ai,
        "auto" => Meta::Auto,
        "timeout" | "to" => Meta::Timeout,
        "quit" | "exit" => Meta::Quit,
        _ => return None,
    })
}

pub const OFFENSE_HELP: &str = "\
offense: run | draw | pass | bomb  [option] [inout] [hu]
  option  throw the Option die with a run or pass (a draw always throws it, a bomb never)
  inout   throw the In/Out of Bounds die too (when the game uses it)
  hu      go hurry-up after the play (a 3-notch play by the team keeping the ball)
  kicks   punt [inout]   fg   fakes: punt run, fg pass option, ...
  also    timeout (after this play)  ai (the computer calls this one)  auto  auto side (this side only)  quit
";

pub const DEFENSE_HELP: &str = "\
defense: the die under the cup: run | pass | blitz | block
  also    timeout (after this play)  ai  auto  auto side  quit
";

/// The offense's whole call for a down: what it declares before the defense sets its die, the
/// play it then calls, and whether it goes hurry-up after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Call {
    pub declared: Declaration,
    pub call: OffenseCall,
    pub hurry_up: bool,
}

fn words(line: &str) -> Vec<String> {
    line.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).map(|w| w.to_ascii_lowercase()).collect()
}

fn play_word(w: &str) -> Option<Play> {
    Some(match w {
        "run" | "r" => Play::Run,
        "draw" | "d" => Play::Draw,
        "pass" | "p" => Play::Pass,
        "bomb" | "b" => Play::Bomb,
        _ => return None,
    })
}

/// The offense's call for a down (or for a two-point try's play, with `try_down`).
pub fn offense(line: &str, sit: &Situation) -> Result<Call, String> {
    let w = words(line);
    let Some(first) = w.first() else { return Err("call a play (help lists them)".into()) };
    let (declared, mut rest) = match first.as_str() {
        "punt" => (Declaration::Punt, &w[1..]),
        "fg" | "field-goal" => (Declaration::FieldGoal, &w[1..]),
        _ => (Declaration::Scrimmage, &w[..]),
    };
    let play = match (declared, rest.first().and_then(|x| play_word(x))) {
        (_, Some(p)) => {
            rest = &rest[1..];
            p
        }
        (Declaration::Punt, None) => Play::Punt,
        (Declaration::FieldGoal, None) => Play::FieldGoal,
        _ => return Err(format!("'{first}' is not a play: run, draw, pass, bomb, punt or fg (help lists the rest)")),
    };
    let mut call = OffenseCall::new(play);
    let mut hurry_up = false;
    for x in rest {
        match x.as_str() {
            "option" | "opt" => call.option = true,
            "inout" | "in/out" | "io" => call.in_out = true,
            "hu" | "hurry" | "hurry-up" => hurry_up = true,
            other => return Err(format!("'{other}' means nothing here: option, inout or hu")),
        }
    }
    if play == Play::Draw {
        call.option = true;
    }
    match play {
        Play::Bomb if call.option => return Err("the Bomb die is thrown instead of the Option die, never with it [fever 5.6]".into()),
        Play::Punt if call.option => return Err("the Option die is not thrown with a punt [fever 5.8]".into()),
        Play::FieldGoal if call.option || call.in_out => return Err("nothing is thrown with the Field Goal die [fever 5.9]".into()),
        _ => {}
    }
    if call.in_out && !sit.in_out_die {
        return Err("the optional In/Out of Bounds die is not in use in this game [fever 3.6]".into());
    }
    if sit.hurry_up && declared != Declaration::Scrimmage {
        return Err("after a hurry-up the next play is a run, draw, pass or bomb [fever 4.5]".into());
    }
    if hurry_up && !play.is_scrimmage() {
        return Err("hurry-up follows a run, draw, pass or bomb [fever 4.5]".into());
    }
    Ok(Call { declared, call, hurry_up })
}

/// The die the defense hides under the cup.
pub fn defense(line: &str) -> Result<DefenseDie, String> {
    match words(line).as_slice() {
        [w] => match w.as_str() {
            "run" | "r" => Ok(DefenseDie::Run),
            "pass" | "p" => Ok(DefenseDie::Pass),
            "blitz" | "b" => Ok(DefenseDie::Blitz),
            "block" | "k" => Ok(DefenseDie::Block),
            other => Err(format!("'{other}' is not a defense die: run, pass, blitz or block")),
        },
        [] => Err("set a defense die: run, pass, blitz or block".into()),
        _ => Err("one defense die: run, pass, blitz or block".into()),
    }
}

/// A try after a touchdown: `kick`, or (college rules) a run or pass play for two.
pub fn try_call(line: &str, sit: &Situation) -> Result<TryCall, String> {
    let w = words(line);
    if w.is_empty() || w == ["kick"] || w == ["k"] {
        return Ok(TryCall::Kick);
    }
    if !sit.college {
        return Err("the pro game kicks the extra point; a two-point play is a college rule [fever 9]".into());
    }
    let c = offense(line, sit)?;
    if c.declared != Declaration::Scrimmage || c.hurry_up {
        return Err("a try is a kick or a run, draw, pass or bomb".into());
    }
    Ok(TryCall::Play(c.call))
}

/// The kickoff: `normal` (or an empty line) or `onside`, with `inout` for an onside kick.
pub fn kickoff(line: &str, sit: &Situation) -> Result<KickoffCall, String> {
    let w = words(line);
    let onside = match w.first().map(String::as_str) {
        None | Some("normal" | "n" | "kick") => false,
        Some("onside" | "o") => true,
        Some(other) => return Err(format!("'{other}' is not a kickoff: normal or onside")),
    };
    let in_out = match &w.get(1..).unwrap_or_default() {
        [] => false,
        [x] if x == "inout" && onside && sit.in_out_die => true,
        [x] if x == "inout" && onside => return Err("the optional In/Out of Bounds die is not in use in this game [fever 3.6]".into()),
        _ => return Err("only an onside kick may throw the In/Out die: onside inout".into()),
    };
    Ok(KickoffCall { onside, in_out })
}

/// What the receiving team does: `return [inout]` (or an empty line), `fair`, `touchback`, `take`.
pub fn receive(line: &str, sit: &Situation, l: &Landing) -> Result<Reception, String> {
    let w = words(line);
    let r = match w.first().map(String::as_str) {
        None | Some("return" | "r") => Reception::Return { in_out: w.get(1).is_some_and(|x| x == "inout") },
        Some("fair" | "f" | "fair-catch") => Reception::FairCatch,
        Some("touchback" | "t") => Reception::Touchback,
        Some("take" | "down") => Reception::TakeAtSpot,
        Some(other) => return Err(format!("'{other}': return, fair, touchback or take")),
    };
    let ok = match r {
        Reception::Return { in_out } => !in_out || sit.in_out_die,
        Reception::FairCatch => l.options.fair_catch,
        Reception::Touchback => l.options.touchback,
        Reception::TakeAtSpot => l.options.take_at_spot,
    };
    if !ok {
        return Err(format!("not here: {}", receive_choices(l)));
    }
    Ok(r)
}

/// The answers a landing allows, in words.
pub fn receive_choices(l: &Landing) -> String {
    let mut c = vec!["return"];
    if l.options.fair_catch {
        c.push("fair");
    }
    if l.options.touchback {
        c.push("touchback");
    }
    if l.options.take_at_spot {
        c.push("take");
    }
    c.join(", ")
}

/// What a landing is, in words.
pub fn landing_text(l: &Landing) -> String {
    let what = match l.kind {
        LandingKind::Kick(k) => format!("{k:?}").to_lowercase().replace("missedfieldgoal", "missed field goal"),
        LandingKind::Interception => "interception".into(),
        LandingKind::Recovery => "recovered ball".into(),
    };
    let at = if l.at <= 0 { "in your end zone".to_string() } else { format!("at your {}", l.at) };
    format!("{what} {at}")
}

/// One of the penalty options by its number (0 declines every flag).
pub fn penalty(line: &str, options: &[PenaltyOption]) -> Result<usize, String> {
    if options.is_empty() {
        return Err("there is no penalty to answer".into());
    }
    let t = line.trim();
    let n: usize = t.parse().map_err(|_| format!("'{t}': answer with the option's number, 0-{}", options.len().saturating_sub(1)))?;
    if n >= options.len() {
        return Err(format!("{n}: the options are 0-{}", options.len() - 1));
    }
    Ok(n)
}

/// A penalty option in words, from the deciding side's point of view.
pub fn penalty_option_text(i: usize, o: &PenaltyOption, me: Side, codes: [&str; 2]) -> String {
    let code = |s: Side| if s == Side::Home { codes[0] } else { codes[1] };
    let p = &o.preview;
    let what = if o.accept.is_some() { "accept" } else { "decline" };
    let ball = if p.over {
        "the game ends".to_string()
    } else {
        let at = match p.spot.cmp(&50) {
            std::cmp::Ordering::Less => format!("{} {}", code(p.possession), p.spot),
            std::cmp::Ordering::Equal => "the 50".into(),
            std::cmp::Ordering::Greater => format!("{} {}", code(p.possession.other()), 100 - p.spot),
        };
        format!("{} ball, down {} & {} at {at}", code(p.possession), p.down, p.to_go)
    };
    format!("  {i}: {what} → {ball}; {} {} - {} {}", code(me), p.score[me], code(me.other()), p.score[me.other()])
}

/// The situation before a decision, in one line.
pub fn situation(sit: &Situation, codes: [&str; 2]) -> String {
    let code = |s: Side| if s == Side::Home { codes[0] } else { codes[1] };
    let (me, them) = (sit.me, sit.me.other());
    let at = match sit.spot.cmp(&50) {
        std::cmp::Ordering::Less => format!("{} {}", code(sit.offense), sit.spot),
        std::cmp::Ordering::Equal => "the 50".into(),
        std::cmp::Ordering::Greater => format!("{} {}", code(sit.offense.other()), 100 - sit.spot),
    };
    let dd = if sit.goal_to_go { format!("{} & goal", sit.down) } else { format!("{} & {}", sit.down, sit.to_go) };
    format!(
        "{} peg {} ({}) · {} {} - {} {} · {} ball, {dd} at {at} · time-outs {} {}, {} {}{}",
        if sit.overtime { "OT".to_string() } else { format!("Q{}", sit.period) },
        sit.notches_left(),
        huddle_core::mmss(sit.remaining),
        code(me),
        sit.score[me],
        code(them),
        sit.score[them],
        code(sit.offense),
        code(me),
        sit.timeouts[me],
        code(them),
        sit.timeouts[them],
        if sit.hurry_up && sit.has_ball() { " · HURRY-UP: a run, draw, pass or bomb" } else { "" }
    )
}

/// The visitor's call of a coin toss: `heads` or `tails`; an empty line takes `default` (the
/// computer's call).
pub fn coin_call(line: &str, default: CoinSide) -> Result<CoinSide, String> {
    match words(line).as_slice() {
        [] => Ok(default),
        [w] if w == "heads" || w == "h" => Ok(CoinSide::Heads),
        [w] if w == "tails" || w == "t" => Ok(CoinSide::Tails),
        _ => Err(format!("'{}': heads or tails", line.trim())),
    }
}

/// A choice at the toss (rulebook §3.3): `receive`, `kick`, or `goal` (the end to defend,
/// leaving kick or receive to the other side) unless the other side picked its goal. An empty
/// line takes `default`.
pub fn toss_choice(line: &str, q: TossQuestion, default: TossChoice) -> Result<TossChoice, String> {
    let choice = match words(line).as_slice() {
        [] => default,
        [w] if w == "receive" || w == "r" => TossChoice::Receive,
        [w] if w == "kick" || w == "k" => TossChoice::Kick,
        [w] if w == "goal" || w == "g" => TossChoice::Goal,
        _ => return Err(format!("'{}': {}", line.trim(), if q.after_goal { "kick or receive" } else { "receive, kick or goal" })),
    };
    if q.after_goal && choice == TossChoice::Goal {
        return Err("the other side picked its goal: the choice left is to kick off or receive [fever 4.4]".into());
    }
    Ok(choice)
}

/// The words of a toss choice, as [`toss_choice`] reads them.
pub fn toss_choice_text(c: TossChoice) -> &'static str {
    match c {
        TossChoice::Receive => "receive",
        TossChoice::Kick => "kick",
        TossChoice::Goal => "goal",
    }
}

/// `yes` or `no`; an empty line takes `default`.
pub fn yes_no(line: &str, default: bool) -> Result<bool, String> {
    match words(line).as_slice() {
        [] => Ok(default),
        [w] if w == "yes" || w == "y" => Ok(true),
        [w] if w == "no" || w == "n" => Ok(false),
        _ => Err(format!("'{}': yes or no", line.trim())),
    }
}
