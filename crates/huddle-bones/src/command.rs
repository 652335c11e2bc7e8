//! The call language of a Football Bones game at the terminal: a typed line becomes the coach's
//! call for the down (§4, §6, §12, §13), checked by the same rules the engine checks before it
//! is returned, so an illegal call is refused with the rule it breaks and changes nothing.
//!
//! Offense: `<play> [box] [options]` — runs `sl sr il ir cl cr [box]`, `er <box>`, `pl pr [box]`,
//! `flop`, `sneak`; passes `qk sh lg <box>`, `sc [box]`, `sp [box] gun`, `wp [box]`; options
//! `draw`, `pa`, `gun`, `block BK1 [BK2]`, `dt <name> [with LT|LG|CN|RG|RT|LE|RE]`, `tor` (throw
//! on the run if the rush forces him out: the default answer when the game asks, §11.2); kicks `punt [cc N] [fake]`, `fg`.
//! Defense: `run [key BK1|BK2|BK3|QB|ER]`, `pass`, `prevent`, `blitz <box> <box> …`,
//! `zone left|center|right`, with `double <receiver> <box>`, `triple <receiver> <box> <box>`,
//! `runblitz`, `cf` (Center Field), `stunt <box> <box>`.
//! Both: `sub <box> <name>`, `move <name> <box>` (defense), `lineup`, `card <name>`, `help`,
//! `ai`, `auto`, `timeout`, `quit`; the offense's `nh on|off` (the No-Huddle).

use crate::call::{check_defense, check_offense, Cover, DefPlay, DefenseCall, OffPlay, OffStrategy, OffenseCall, RunKey, Sector};
use crate::coach::{rush_mean, DefenseChoice, OffenseChoice, View};
use crate::display::{backs, validate_defense, validate_offense};
use crate::tables::OffSlot;
use crate::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_cards::bones::{YardColumn, D100};
use huddle_cards::{DefBox, Group, OffBox, Team};
use huddle_fac::terminal;
pub use huddle_fac::terminal::{apply_defense, apply_offense, def_box, find_player, lineup_text, meta, split_edits, yes_no, Edit, Meta};
use std::fmt::Write;

pub const OFFENSE_HELP: &str = "\
offense: <play> [box] [options]
  runs      il ir sl sr cl cr [box]   inside, sweep, cutback (a back in BK1-BK3 or QB; default: the best back)
            pl pr [box]               pitchout to a back      er <box>   End-Around by a receiver
            flop | sneak              the quarterback's Flop / Sneak (an inside run)
  passes    qk | sh | lg <box>        Quick / Short / Long to LE LTE RE RTE FL1 FL2 BK1 BK2 BK3
            sc [box]   wp [box]       Screen, Swing (default: the best back)
            sp [box] gun              Shovel, from the Shotgun
  options   draw (inside runs)   pa (Play-Action, Short or Long)   gun (the Shotgun)
            block BK1 [BK2]      backs kept in to pass block
            dt <name> [with LT|LG|CN|RG|RT|LE|RE]   Double-Team Blocking on a run
            tor                  throw on the run if the rush flushes him (RUN): the default
                                 answer when you are asked, then
  kicks     punt [cc 10-25] [fake]   fg
  tempo     nh on | nh off (the No-Huddle from the next play)   timeout
  display   sub <box> <name> (sub <box> - empties it)   lineup   card <name>
            two backs: sub FL2 -; sub BK1 <name>     three: also sub FL1 -; sub BK3 <name>
  other     ai (the computer calls this down)   auto   auto side (this side only)   quit
";

pub const DEFENSE_HELP: &str = "\
defense: run [key BK1|BK2|BK3|QB|ER] | pass | prevent | blitz <box> <box> [...] | zone left|center|right
  coverage  double <receiver box> <helper box>   triple <receiver box> <box> <box>   (Pass or Prevent)
  more      runblitz (safeties walked up into Row 1)   cf (Center Field: a back in box L; Pass or Run)
            stunt <box> <box> (two linemen side by side in Row 1)
  display   sub <box> <name>   move <name> <box>   lineup   card <name>
  other     ai   auto   auto side   timeout   quit
";

/// On defense: the offense's display as it lined up, and the Shotgun when its quarterback stands
/// there (§12.5: the defense sees it before it completes shifting its players).
pub fn offense_shown(v: &View, offense: &OffenseDisplay) -> String {
    let shotgun = if v.shotgun { " (Shotgun)" } else { "" };
    format!("\n{} line up{shotgun}:\n{}", v.opp.code, lineup_text(v.opp, Some(offense), None))
}

/// On offense: the defense's call as revealed (§4), in the call language's words — what the
/// offense knows when it decides to throw on the run (§11.2). `v` is the offense's view.
pub fn defense_shown(v: &View, d: &DefenseChoice) -> String {
    let c = &d.call;
    let dname = |p: Pid| v.opp.player(p).name.as_str();
    let mut s = match c.play {
        DefPlay::Run(RunKey::Back(p)) => format!("Run key {}", v.team.player(p).name),
        DefPlay::Run(RunKey::NoKey) => "Run no key".into(),
        DefPlay::Run(RunKey::Qb) => "Run key QB".into(),
        DefPlay::Run(RunKey::EndAround) => "Run key End-Around".into(),
        DefPlay::Pass => "Pass".into(),
        DefPlay::Prevent => "Prevent".into(),
        DefPlay::Blitz => format!("Blitz ({})", c.blitzers.iter().flatten().map(|p| dname(*p)).collect::<Vec<_>>().join(", ")),
        DefPlay::Zone(z) => format!("Zone {z:?}"),
    };
    for cv in c.coverage.iter().flatten() {
        let hs: Vec<&str> = cv.helpers.iter().flatten().map(|p| dname(*p)).collect();
        let _ = write!(s, ", {} coverage on {} ({})", if cv.triple() { "triple" } else { "double" }, cv.receiver.as_str(), hs.join(", "));
    }
    if c.run_blitz {
        s.push_str(", Run Blitz");
    }
    if c.center_field {
        s.push_str(", Center Field");
    }
    if c.stunt.is_some() {
        s.push_str(", a line stunt");
    }
    s
}

/// A box of the Bones Offense Display (tight-end sub-boxes included, §5.1).
pub fn off_box(s: &str) -> Result<OffBox, String> {
    s.to_ascii_uppercase().parse()
}

/// A display-change line (`sub …`, `move …`, several separated by `;`), or None.
pub fn edits(line: &str, team: &Team, offense: bool, on_display: impl Fn(Pid) -> bool + Copy) -> Option<Result<Vec<Edit>, String>> {
    terminal::edits(line, team, offense, off_box, on_display)
}

fn play_code(w: &str) -> Option<OffPlay> {
    Some(match w {
        "sl" => OffPlay::SL,
        "sr" => OffPlay::SR,
        "il" => OffPlay::IL,
        "ir" => OffPlay::IR,
        "cl" => OffPlay::CL,
        "cr" => OffPlay::CR,
        "er" => OffPlay::ER,
        "pl" => OffPlay::PL,
        "pr" => OffPlay::PR,
        "qk" | "q" => OffPlay::QK,
        "sh" | "s" => OffPlay::SH,
        "lg" | "l" => OffPlay::LG,
        "sc" => OffPlay::SC,
        "sp" => OffPlay::SP,
        "wp" => OffPlay::WP,
        _ => return None,
    })
}

/// The back with the best rushing column who may carry this down.
fn best_back(v: &View, d: &OffenseDisplay) -> Option<OffBox> {
    backs(d, v.team)
        .filter(|(_, p)| v.healthy.contains(*p) && !v.ctx.resting.contains(&Some(*p)) && v.team.player(*p).bones.as_deref().is_some_and(|b| b.rush.is_some()))
        .max_by(|a, b| rush_mean(v.team, a.1).total_cmp(&rush_mean(v.team, b.1)))
        .map(|x| x.0)
}

/// Checks a display and a call exactly as the engine will.
fn check_play(v: &View, d: &OffenseDisplay, call: &OffenseCall) -> Result<(), String> {
    validate_offense(d, v.team).map_err(|e| e.to_string())?;
    if let Some((_, p)) = d.occupied().find(|(_, p)| !v.healthy.contains(*p)) {
        return Err(format!("{} is hurt [bones 16]", v.team.player(p).name));
    }
    check_offense(call, d, v.team, &v.ctx, v.t).map_err(|e| e.to_string())
}

/// A play from scrimmage (also the two-point try's): the call and the throw-on-the-run choice.
pub fn play(line: &str, v: &View, d: &OffenseDisplay) -> Result<(OffenseCall, bool), String> {
    let w: Vec<String> = line.split_whitespace().map(|s| s.to_ascii_lowercase()).collect();
    let Some(first) = w.first() else {
        return Err("call a play (help lists them)".into());
    };
    let (play, mut strategy) = match first.as_str() {
        "flop" => (OffPlay::IL, OffStrategy::Flop),
        "sneak" => (OffPlay::IL, OffStrategy::Sneak),
        f => (play_code(f).ok_or_else(|| format!("'{f}' is not a play (help lists them)"))?, OffStrategy::None),
    };
    let mut involved = if strategy == OffStrategy::None { None } else { Some(OffBox::QB) };
    let mut call = OffenseCall::new(play, OffBox::QB);
    let mut throw_on_run = false;
    let mut blockers = 0;
    let mut i = 1;
    while i < w.len() {
        let x = w[i].as_str();
        match x {
            "draw" => strategy = OffStrategy::Draw,
            "pa" => strategy = OffStrategy::PlayAction,
            "gun" => call.shotgun = true,
            "tor" => throw_on_run = true,
            "block" => {
                let mut any = false;
                while let Some(b) = w.get(i + 1).and_then(|s| off_box(s).ok()).filter(|b| matches!(b, OffBox::BK1 | OffBox::BK2)) {
                    if blockers == 2 {
                        return Err("two backs at most stay in to block [bones 10.1]".into());
                    }
                    call.blockers[blockers] = Some(b);
                    blockers += 1;
                    any = true;
                    i += 1;
                }
                if !any {
                    return Err("block BK1 [BK2]: the backs who stay in to pass block [bones 10.1]".into());
                }
            }
            "dt" => {
                let name = w.get(i + 1).ok_or("dt <name>: the defender to double-team [bones 12.7]")?;
                let p = find_player(v.opp, name, |p| matches!(v.opp.player(p).group(), Group::DL | Group::LB | Group::DB))?;
                call.double_team = Some(p);
                i += 1;
                if w.get(i + 1).map(|s| s.as_str()) == Some("with") {
                    let s = w.get(i + 2).ok_or("with LT|LG|CN|RG|RT|LE|RE: the Secondary Blocker [bones 12.7]")?;
                    call.double_team_secondary = Some(OffSlot::parse(&s.to_ascii_uppercase()).ok_or_else(|| format!("'{s}' is not a blocker's slot: LT LG CN RG RT LE RE [bones 12.7]"))?);
                    i += 2;
                }
            }
            _ => match off_box(x) {
                Ok(b) if involved.is_none() => involved = Some(b),
                Ok(b) => return Err(format!("{} and {}: one ball carrier or receiver a play", involved.map_or("", |x| x.as_str()), b.as_str())),
                Err(_) => return Err(format!("'{x}' is neither a box nor an option (help lists them)")),
            },
        }
        i += 1;
    }
    call.play = play;
    call.strategy = strategy;
    call.involved = match involved {
        Some(b) => b,
        None if matches!(play, OffPlay::QK | OffPlay::SH | OffPlay::LG | OffPlay::ER) => return Err(format!("{} needs the box of its {}", play.code(), if play == OffPlay::ER { "runner (an end or flanker)" } else { "receiver" })),
        None => best_back(v, d).ok_or("no back on the display can carry: name a box")?,
    };
    check_play(v, d, &call)?;
    Ok((call, throw_on_run))
}

/// Parses an offensive call for the display `d`, checking it against the rules.
pub fn offense(line: &str, v: &View, d: &OffenseDisplay) -> Result<OffenseChoice, String> {
    let w: Vec<String> = line.split_whitespace().map(|s| s.to_ascii_lowercase()).collect();
    match w.first().map(|s| s.as_str()) {
        Some("punt") => {
            let mut coffin = None;
            let mut fake = false;
            let mut i = 1;
            while i < w.len() {
                match w[i].as_str() {
                    "cc" => {
                        let (lo, hi) = (v.t.c.coffin_min, v.t.c.coffin_max);
                        let n: u8 = w.get(i + 1).and_then(|x| x.parse().ok()).ok_or(format!("cc takes the yards to take off the punt, {lo}-{hi} [bones 14.4]"))?;
                        if !(lo..=hi).contains(&n) {
                            return Err(format!("a Coffin Corner takes {lo}-{hi} yards off the punt [bones 14.4]"));
                        }
                        coffin = Some(n);
                        i += 1;
                    }
                    "fake" => fake = true,
                    x => return Err(format!("'{x}': punt [cc N] [fake]")),
                }
                i += 1;
            }
            Ok(OffenseChoice::Punt { coffin, fake })
        }
        Some("fg") => {
            let dist = v.game.spot.to_goal() + v.t.fg.offset as i16;
            if dist > v.t.fg.max as i16 {
                return Err(format!("a field goal from here would be {dist} yards: the longest is {} (the field-goal table, a reconstruction: docs/bones-tables.md)", v.t.fg.max));
            }
            Ok(OffenseChoice::FieldGoal)
        }
        _ => play(line, v, d).map(|(call, throw_on_run)| OffenseChoice::Play { display: *d, call, throw_on_run }),
    }
}

/// The defender standing in a box of the display (box L may hold several: the first).
fn in_box(d: &DefenseDisplay, word: &str) -> Result<Pid, String> {
    let b = def_box(word)?;
    d.in_box(b).next().ok_or_else(|| format!("nobody stands in box {}", b.letter()))
}

/// Parses a defensive call for the display `d` against the offense's display `off`.
pub fn defense(line: &str, v: &View, d: &DefenseDisplay, off: &OffenseDisplay) -> Result<DefenseChoice, String> {
    let w: Vec<String> = line.split_whitespace().map(|s| s.to_ascii_lowercase()).collect();
    let Some(first) = w.first() else {
        return Err("call a defense (help lists them)".into());
    };
    let mut i = 1;
    let play = match first.as_str() {
        "run" => {
            let mut key = RunKey::NoKey;
            if w.get(1).map(|s| s.as_str()) == Some("key") {
                let k = w.get(2).ok_or("key BK1|BK2|BK3|QB|ER")?;
                key = match k.as_str() {
                    "qb" => RunKey::Qb,
                    "er" => RunKey::EndAround,
                    "none" => RunKey::NoKey,
                    b => {
                        let b = off_box(b)?;
                        RunKey::Back(off.get(b).ok_or_else(|| format!("nobody stands in {} [bones 6.2]", b.as_str()))?)
                    }
                };
                i = 3;
            }
            DefPlay::Run(key)
        }
        "pass" => DefPlay::Pass,
        "prevent" => DefPlay::Prevent,
        "blitz" => DefPlay::Blitz,
        "zone" => {
            let s = match w.get(1).map(|s| s.as_str()) {
                Some("left" | "l") => Sector::Left,
                Some("center" | "centre" | "c") => Sector::Center,
                Some("right" | "r") => Sector::Right,
                _ => return Err("zone left | center | right [bones 13.5]".into()),
            };
            i = 2;
            DefPlay::Zone(s)
        }
        f => return Err(format!("'{f}' is not a defense (help lists them)")),
    };
    let mut call = DefenseCall::new(play);
    let mut covers = 0;
    let mut blitzers = 0;
    while i < w.len() {
        let x = w[i].as_str();
        match x {
            "double" | "triple" => {
                let n = if x == "double" { 1 } else { 2 };
                let r = off_box(w.get(i + 1).ok_or(format!("{x} <receiver box> and {n} helper box(es)"))?)?;
                let mut helpers = [None; 2];
                for (j, h) in helpers.iter_mut().take(n).enumerate() {
                    *h = Some(in_box(d, w.get(i + 2 + j).ok_or(format!("{x} <receiver box> and {n} helper box(es)"))?)?);
                }
                if covers == 2 {
                    return Err("two receivers at most are double-covered [bones 13.1]".into());
                }
                call.coverage[covers] = Some(Cover { receiver: r, helpers });
                covers += 1;
                i += 1 + n;
            }
            "runblitz" => call.run_blitz = true,
            "cf" => call.center_field = true,
            "stunt" => {
                let a = def_box(w.get(i + 1).ok_or("stunt <box> <box>")?)?;
                let b = def_box(w.get(i + 2).ok_or("stunt <box> <box>")?)?;
                call.stunt = Some((a, b));
                i += 2;
            }
            _ if play == DefPlay::Blitz && x.len() == 1 => {
                if blitzers == 5 {
                    return Err("a Blitz sends five at most [bones 10.3]".into());
                }
                call.blitzers[blitzers] = Some(in_box(d, x)?);
                blitzers += 1;
            }
            _ => return Err(format!("'{x}' is not an option of the defense (help lists them)")),
        }
        i += 1;
    }
    if play == DefPlay::Blitz && blitzers == 0 {
        // The two linebackers of Row 2 nearest the middle by default.
        for (j, p) in [DefBox::H, DefBox::G, DefBox::I, DefBox::F, DefBox::J].iter().flat_map(|b| d.in_box(*b)).filter(|p| v.team.player(*p).group() == Group::LB).take(2).enumerate() {
            call.blitzers[j] = Some(p);
        }
    }
    validate_defense(d, v.team, call.center_field).map_err(|e| e.to_string())?;
    if let Some((_, p)) = d.players().find(|(_, p)| !v.healthy.contains(*p)) {
        return Err(format!("{} is hurt [bones 16]", v.team.player(p).name));
    }
    check_defense(&call, d, v.team, off, v.t).map_err(|e| e.to_string())?;
    Ok(DefenseChoice { display: *d, call })
}

fn range(r: D100) -> String {
    r.to_string()
}

fn column(c: &YardColumn) -> String {
    let mut s: Vec<String> = c.ranged().map(|y| format!("{y}:{}", range(c.row(y).expect("ranged")))).collect();
    if let Some(b) = c.brk {
        s.push(format!("B:{}", range(b)));
    }
    if let Some(m) = c.max {
        s.push(format!("M {m}"));
    }
    s.join(" ")
}

/// A player's Bones card as text.
pub fn card_text(team: &Team, p: Pid) -> String {
    let pl = team.player(p);
    let mut s = format!("{} ({}, {})", pl.name, pl.pos, team.code);
    let Some(c) = pl.bones.as_deref() else {
        s.push_str(": no Bones card\n");
        return s;
    };
    if !c.also.is_empty() {
        let _ = write!(s, " also {}", c.also.iter().map(|x| x.to_string()).collect::<Vec<_>>().join("/"));
    }
    s.push('\n');
    if let Some(q) = &c.qb {
        for (n, col) in [("Quick", q.quick), ("Short", q.short), ("Long", q.long)] {
            let _ = writeln!(s, "  {n:<6} COM 01-{:02}  INT {}  (INC the rest)", col.com, range(col.int));
        }
        let r = q.pass_rush;
        let span = |lo: u8, hi: u8| if hi < lo { "-".to_string() } else { range(D100 { lo, hi }) };
        let _ = writeln!(s, "  Pass Rush: SACK {}  RUN {}  COM {}  INC {}", span(1, r.sack), span(r.sack + 1, r.run), span(r.run + 1, r.com), span(r.com + 1, 100));
    }
    for (n, col) in [("Rush", &c.rush), ("Quick", &c.quick), ("Short", &c.short)] {
        if let Some(col) = col {
            let _ = writeln!(s, "  {n:<6} {}{}", if col.is_blank() { "blank".into() } else { column(col) }, if n == "Rush" { format!("  (mean {:.1})", col.mean_yards()) } else { String::new() });
        }
    }
    if let Some(f) = c.fumble {
        let _ = writeln!(s, "  Fumble 1-{f}  Rest: rush {} pass {} receive {}", c.rest.rush, c.rest.pass, c.rest.recv);
    }
    if c.bv.is_some() || c.pbv.is_some() {
        let _ = writeln!(s, "  BV {}{}", c.bv.map_or("-".into(), |b| b.to_string()), c.pbv.map(|p| format!("  PBV {p}")).unwrap_or_default());
    }
    if let Some(d) = c.defense {
        let _ = writeln!(s, "  TV {}  PRV {}  PD {}{}{}", d.tv, d.prv, d.pd, if d.deflect > 0 { format!("  Deflect {}", d.deflect) } else { String::new() }, d.int.map(|r| format!("  INT {}", range(r))).unwrap_or_default());
    }
    if let Some(k) = &c.kicking {
        let bands: Vec<String> = k.fg.iter().map(|b| format!("{}-{}: 01-{:02}", b.from, b.to, b.good)).collect();
        let _ = writeln!(s, "  XP 01-{:02}  FG {}", k.xp, bands.join(", "));
    }
    if let Some(pu) = &c.punting {
        let _ = writeln!(s, "  Punts {} (20: See Below, long {})", pu.yards.iter().map(|y| y.to_string()).collect::<Vec<_>>().join(" "), pu.long);
    }
    for (n, r) in [("KR", &c.kr), ("PR", &c.pr)] {
        if let Some(r) = r {
            let _ = writeln!(s, "  {n} {}{}", r.yards.iter().map(|y| y.to_string()).collect::<Vec<_>>().join(" "), r.asterisk.map(|a| format!("  * {} {}", range(a.range), a.yards.map_or("TD".into(), |y| format!("{y} yds")))).unwrap_or_default());
        }
    }
    // The season line the card was built from (informational).
    if let Some(st) = &pl.stats {
        let _ = writeln!(s, "  {st}");
    }
    s
}
