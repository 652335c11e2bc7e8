//! The terminal vocabulary that the FAC-family editions' call languages share (the 6th edition's
//! and Football Bones'): requests to the front end, players named by name, display changes
//! (`sub`, `move`) and their application, yes/no answers and the offense's pace. Each edition
//! parses its own calls; nothing here knows a rule system.

use crate::display::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_cards::{DefBox, OffBox, Team};

/// A line that is not a call: a request to the front end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Meta {
    Help,
    Lineup,
    Ai,
    Auto,
    Timeout,
    Quit,
}

/// How the human offense spends the timing rules' choice of seconds (6th edition §18): `Auto` is the
/// computer's judgement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Pace {
    #[default]
    Auto,
    Fast,
    Slow,
    Seconds(u16),
}

/// A display change (§3): it stays until changed again or until an injury takes its player off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    Offense(OffBox, Option<Pid>),
    DefenseSub(DefBox, Pid),
    DefenseMove(Pid, DefBox),
}

/// A meta command, if the line is one.
pub fn meta(line: &str) -> Option<Meta> {
    Some(match line.trim().to_ascii_lowercase().as_str() {
        "help" | "?" => Meta::Help,
        "lineup" => Meta::Lineup,
        "ai" => Meta::Ai,
        "auto" => Meta::Auto,
        "timeout" | "to" => Meta::Timeout,
        "quit" | "exit" => Meta::Quit,
        _ => return None,
    })
}

/// A player of `team` by a full, last or unique part of his name (or his id).
pub fn find_player(team: &Team, name: &str, among: impl Fn(Pid) -> bool) -> Result<Pid, String> {
    let n = name.trim().to_ascii_lowercase();
    if n.is_empty() {
        return Err("name a player".into());
    }
    let cands: Vec<Pid> = (0..team.players.len() as Pid).filter(|p| among(*p)).collect();
    let full: Vec<Pid> = cands.iter().copied().filter(|p| team.player(*p).name.to_ascii_lowercase() == n || team.player(*p).id.to_ascii_lowercase() == n).collect();
    if full.len() == 1 {
        return Ok(full[0]);
    }
    let last: Vec<Pid> = cands.iter().copied().filter(|p| team.player(*p).name.to_ascii_lowercase().split_whitespace().last() == Some(n.as_str())).collect();
    if last.len() == 1 {
        return Ok(last[0]);
    }
    let part: Vec<Pid> = cands.iter().copied().filter(|p| team.player(*p).name.to_ascii_lowercase().contains(&n)).collect();
    match part.len() {
        1 => Ok(part[0]),
        0 => Err(format!("no player '{name}' on {}", team.name)),
        _ => Err(format!("'{name}' could be {}", part.iter().map(|p| team.player(*p).name.clone()).collect::<Vec<_>>().join(", "))),
    }
}

/// A box of the Defense Display by its letter.
pub fn def_box(s: &str) -> Result<DefBox, String> {
    s.to_ascii_uppercase().parse()
}

/// A display-change line (`sub …`, `move …`, several separated by `;`), or None.
pub fn edits(line: &str, team: &Team, offense: bool, off_box: impl Fn(&str) -> Result<OffBox, String>, on_display: impl Fn(Pid) -> bool + Copy) -> Option<Result<Vec<Edit>, String>> {
    let t = line.trim();
    let first = t.split_whitespace().next()?.to_ascii_lowercase();
    if first != "sub" && first != "move" {
        return None;
    }
    let mut out = Vec::new();
    for part in t.split(';') {
        let w: Vec<&str> = part.split_whitespace().collect();
        let r = match (w.first().map(|s| s.to_ascii_lowercase()).as_deref(), offense) {
            (Some("sub"), true) if w.len() >= 3 => off_box(w[1]).and_then(|b| if w[2] == "-" { Ok(Edit::Offense(b, None)) } else { find_player(team, &w[2..].join(" "), |_| true).map(|p| Edit::Offense(b, Some(p))) }),
            (Some("sub"), false) if w.len() >= 3 => def_box(w[1]).and_then(|b| find_player(team, &w[2..].join(" "), |_| true).map(|p| Edit::DefenseSub(b, p))),
            (Some("move"), false) if w.len() >= 3 => {
                let b = def_box(w[w.len() - 1]);
                b.and_then(|b| find_player(team, &w[1..w.len() - 1].join(" "), on_display).map(|p| Edit::DefenseMove(p, b)))
            }
            (Some("move"), true) => Err("the offense moves players with sub <box> <name>".into()),
            _ => Err("sub <box> <name> | move <name> <box>".into()),
        };
        match r {
            Ok(e) => out.push(e),
            Err(e) => return Some(Err(e)),
        }
    }
    Some(Ok(out))
}

/// The offense display the edits make of the base display (the rules of §3.1 are checked by the
/// engine with the call).
pub fn apply_offense(base: OffenseDisplay, edits: &[Edit]) -> OffenseDisplay {
    let mut d = base;
    for e in edits {
        if let Edit::Offense(b, p) = *e {
            if let Some(p) = p {
                if let Some(old) = d.box_of(p) {
                    d.set(old, None);
                }
            }
            d.set(b, p);
        }
    }
    d
}

/// The defense display the edits make of the base display.
pub fn apply_defense(base: DefenseDisplay, edits: &[Edit]) -> Result<DefenseDisplay, String> {
    let mut d = base;
    for e in edits {
        match *e {
            Edit::DefenseSub(b, p) => {
                d.remove(p);
                let out = d.in_box(b).next();
                if let Some(out) = out {
                    d.remove(out);
                }
                d.place(b, p);
            }
            Edit::DefenseMove(p, b) => {
                if d.box_of(p).is_none() {
                    return Err("that player is not on the display: sub him in first".into());
                }
                d.remove(p);
                if !d.place(b, p) {
                    return Err(format!("box {b} is full"));
                }
            }
            Edit::Offense(..) => {}
        }
    }
    Ok(d)
}

/// Yes or no, with a default for an empty line.
pub fn yes_no(line: &str, default: bool) -> Result<bool, String> {
    match line.trim().to_ascii_lowercase().as_str() {
        "" => Ok(default),
        "y" | "yes" | "accept" | "take" => Ok(true),
        "n" | "no" | "decline" => Ok(false),
        _ => Err("yes or no".into()),
    }
}

/// A pace line: `pace fast|slow|auto|<seconds>`.
pub fn pace(line: &str) -> Option<Result<Pace, String>> {
    let w: Vec<&str> = line.split_whitespace().collect();
    if !w.first()?.eq_ignore_ascii_case("pace") {
        return None;
    }
    Some(match w.get(1).map(|s| s.to_ascii_lowercase()).as_deref() {
        Some("fast") | Some("min") => Ok(Pace::Fast),
        Some("slow") | Some("max") => Ok(Pace::Slow),
        Some("auto") => Ok(Pace::Auto),
        Some(n) => n.parse::<u16>().map(Pace::Seconds).map_err(|_| "pace fast | slow | auto | <seconds 20-45>".into()),
        None => Err("pace fast | slow | auto | <seconds 20-45>".into()),
    })
}

/// Splits "sub BK2 smith; sub FL2 -; il" into the display changes and the call after the last
/// `;`.
pub fn split_edits(t: &str) -> (Option<&str>, Option<&str>) {
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

/// The display as text.
pub fn lineup_text(team: &Team, off: Option<&OffenseDisplay>, def: Option<&DefenseDisplay>) -> String {
    let mut s = String::new();
    if let Some(d) = off {
        for (b, p) in d.occupied() {
            s.push_str(&format!("  {b:<4} {}\n", team.player(p).name));
        }
    }
    if let Some(d) = def {
        for (b, p) in d.players() {
            s.push_str(&format!("  {b}    {} ({})\n", team.player(p).name, team.player(p).pos));
        }
    }
    s
}
