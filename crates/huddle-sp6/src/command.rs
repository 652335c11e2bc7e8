//! The call language of a 6th-edition game at the terminal: a typed line becomes a coach's cards
//! for the down (§7), checked against the rules before it is returned, so an illegal call is
//! refused with the rule it breaks and changes nothing.
//!
//! Offense: `<play> [box] [strategy] [options]` — `il`, `ir BK2`, `sl`, `sr`, `er FL1`, `sc BK1`,
//! `q LE`, `s RE pa`, `l FL1 keep BK2`, `il draw`, `flop`, `sneak`, with `nh` (No-Huddle) and
//! `2min` (the Two-Minute Offense); `punt [cc N] [fake]`, `fg [fake]`, `spike`, `safety`,
//! `delay`. Defense: `run [key BK1|BK2|BK3]`, `pass`, `prevent`, `blitz [boxes]`, with
//! `double <receiver> <helper box>`, `triple <receiver> <box> <box>` (repeatable) or `bigplay`.
//! Both: `sub <box> <name>`, `move <name> <box>` (defense), `lineup`, `card <name>`, `help`,
//! `ai`, `auto`, `timeout`, `pace fast|slow|auto|<seconds>`, `quit`.

use crate::call::{check_defense, check_offense, CoverKind, Coverage, DefPlay, DefStrategy, DefenseCall, OffPlay, OffStrategy, OffenseCall};
use crate::coach::{avg_rush, DefenseChoice, OffenseChoice, View};
use crate::{DefenseDisplay, OffenseDisplay, Pid};
use huddle_cards::{Group, OffBox, Team};
use huddle_fac::terminal;
use huddle_fac::terminal::def_box;
pub use huddle_fac::terminal::{apply_defense, apply_offense, find_player, lineup_text, meta, pace, yes_no, Edit, Meta, Pace};

/// What a line says.
#[derive(Clone, Debug, PartialEq)]
pub enum Parsed<T> {
    Call(T),
    Meta(Meta),
    Edit(Vec<Edit>),
    Pace(Pace),
    /// Text to show; nothing is called.
    Show(String),
}

pub const OFFENSE_HELP: &str = "\
offense: <play> [box] [strategy] [options]
  runs      il ir sl sr [box]    (a back in BK1-BK3 or QB; default: the best back)
            er <box>             End Around by a receiver with a rushing column, once a game
            flop | sneak         Inside Run by the quarterback with the Flop / Sneak
  passes    q | s | l <box>      Quick / Short / Long to LE RE FL1 FL2 BK1 BK2 BK3
            sc <box>             Screen to a back
  strategy  draw (an inside run)   pa (Play Action, Short or Long)
            keep BK1 [BK2]       backs kept in to block (optional rule O4)
  options   nh (No-Huddle)   2min (Two-Minute Offense, Final Minutes only)
  kicks     punt [cc 10-25] [fake]   fg [fake]   delay (before a punt)
  clock     spike (under the No-Huddle)   safety (inside your 20)   timeout   pace fast|slow|auto|N
  display   sub <box> <name>   lineup   card <name>
  other     ai (the computer calls this down)   auto   auto side (this side only)   quit
";

pub const DEFENSE_HELP: &str = "\
defense: run [key BK1|BK2|BK3] | pass | prevent | blitz [boxes]  [strategy]
  strategy  double <receiver> <helper box>     triple <receiver> <box> <box>   (Pass or Prevent)
            bigplay                              (the game's allotment, one a possession)
  display   sub <box> <name>   move <name> <box>   lineup   card <name>
  other     ai   auto   auto side   timeout   quit
";

fn off_box(s: &str) -> Result<OffBox, String> {
    let b: OffBox = s.to_ascii_uppercase().parse().map_err(|_| format!("'{s}' is not a box of the Offense Display (LE LT LG C RG RT RE QB BK1 BK2 BK3 FL1 FL2)"))?;
    if matches!(b, OffBox::LTE | OffBox::RTE) {
        return Err("the 6th edition's display has no tight-end boxes: ends stand in LE and RE [sp6 3.1]".into());
    }
    Ok(b)
}


/// A display-change line (`sub …`, `move …`, several separated by `;`), or None; the
/// 6th edition's display has no tight-end boxes.
pub fn edits(line: &str, team: &Team, offense: bool, on_display: impl Fn(Pid) -> bool + Copy) -> Option<Result<Vec<Edit>, String>> {
    terminal::edits(line, team, offense, off_box, on_display)
}

/// Parses an offensive call for the display `d`, checking it against the rules.
pub fn offense(line: &str, v: &View, d: &OffenseDisplay) -> Result<OffenseChoice, String> {
    let w: Vec<String> = line.split_whitespace().map(|s| s.to_string()).collect();
    let Some(first) = w.first().map(|s| s.to_ascii_lowercase()) else {
        return Err("call a play (help lists them)".into());
    };
    let rest: Vec<&str> = w[1..].iter().map(|s| s.as_str()).collect();
    let has = |k: &str| rest.iter().any(|x| x.eq_ignore_ascii_case(k));
    match first.as_str() {
        "punt" => {
            let mut coffin = None;
            if let Some(i) = rest.iter().position(|x| x.eq_ignore_ascii_case("cc")) {
                let n: u8 = rest.get(i + 1).and_then(|x| x.parse().ok()).ok_or("cc takes the yards to take off the punt, 10-25")?;
                let c = &v.ed.constants;
                if !(c.coffin_corner_min..=c.coffin_corner_max).contains(&n) {
                    return Err(format!("a Coffin Corner takes {}-{} yards off the punt [sp6 13]", c.coffin_corner_min, c.coffin_corner_max));
                }
                coffin = Some(n);
            }
            let fake = has("fake");
            if fake && !v.opts.fake_kicks {
                return Err("fake kicks need optional rule O6 [sp6 19]".into());
            }
            return Ok(OffenseChoice::Punt { coffin, fake });
        }
        "fg" => {
            let fake = has("fake");
            if fake && !v.opts.fake_kicks {
                return Err("fake kicks need optional rule O6 [sp6 19]".into());
            }
            let c = &v.ed.constants;
            let to_goal = v.game.spot.to_goal();
            let ok = if v.opts.fg_within_38 { to_goal <= c.fg_within } else { to_goal + c.fg_offset <= c.fg_max as i16 };
            if !ok {
                return Err(format!("a field goal from here would be {} yards: the longest is {} [sp6 14.1]", to_goal + c.fg_offset, if v.opts.fg_within_38 { c.fg_within + c.fg_offset } else { c.fg_max as i16 }));
            }
            return Ok(OffenseChoice::FieldGoal { fake });
        }
        "spike" => {
            if !v.no_huddle {
                return Err("deliberate grounding only under the No-Huddle [sp6 15]".into());
            }
            return Ok(OffenseChoice::Grounding);
        }
        "safety" => {
            if v.game.spot.yards() >= v.ed.constants.automatic_safety_inside {
                return Err(format!("the automatic safety only inside your own {} [sp6 17]", v.ed.constants.automatic_safety_inside));
            }
            return Ok(OffenseChoice::AutomaticSafety);
        }
        "delay" => return Ok(OffenseChoice::DelayOfGame),
        _ => {}
    }
    let (play, strategy) = match first.as_str() {
        "il" => (OffPlay::InsideLeft, None),
        "ir" => (OffPlay::InsideRight, None),
        "sl" => (OffPlay::SweepLeft, None),
        "sr" => (OffPlay::SweepRight, None),
        "er" => (OffPlay::EndAround, None),
        "sc" | "scr" | "screen" => (OffPlay::Screen, None),
        "q" | "qk" => (OffPlay::Quick, None),
        "s" | "sh" => (OffPlay::Short, None),
        "l" | "lg" => (OffPlay::Long, None),
        "flop" | "kneel" => (OffPlay::InsideLeft, Some(OffStrategy::Flop)),
        "sneak" => (OffPlay::InsideRight, Some(OffStrategy::Sneak)),
        other => return Err(format!("'{other}' is not a play (help lists them)")),
    };
    let team = v.team;
    let mut args = rest.iter().peekable();
    let mut involved: Option<OffBox> = None;
    if let Some(a) = args.peek() {
        let keyword = ["draw", "pa", "nh", "2min", "keep"].contains(&a.to_ascii_lowercase().as_str());
        if !keyword {
            involved = Some(off_box(a)?);
            args.next();
        }
    }
    let involved = match (strategy, involved) {
        (Some(_), _) => OffBox::QB,
        (None, Some(b)) => b,
        (None, None) if play.is_run() && play != OffPlay::EndAround => {
            // The best back his endurance lets the offense call this down (4.6).
            let best = OffBox::BACKS.iter().copied().filter(|b| d.get(*b).is_some_and(|p| team.player(p).rushing.is_some() && !v.ctx.tired.contains(p))).max_by(|a, b| avg_rush(team, d.get(*a).unwrap()).partial_cmp(&avg_rush(team, d.get(*b).unwrap())).unwrap());
            best.unwrap_or(OffBox::QB)
        }
        (None, None) => return Err(format!("name the {} by his box", if play == OffPlay::EndAround { "receiver who runs" } else { "receiver" })),
    };
    let mut call = OffenseCall::new(play, involved);
    if let Some(s) = strategy {
        call.strategy = s;
    }
    let mut keep = 0;
    while let Some(a) = args.next() {
        match a.to_ascii_lowercase().as_str() {
            "draw" => call.strategy = OffStrategy::Draw,
            "pa" => call.strategy = OffStrategy::PlayAction,
            "nh" => call.no_huddle = true,
            "2min" => call.two_minute = true,
            "keep" => {
                while let Some(b) = args.peek().and_then(|x| off_box(x).ok()) {
                    if keep == 2 {
                        return Err("at most two backs are kept in to block (O4) [sp6 19]".into());
                    }
                    call.extra_blockers[keep] = Some(b);
                    keep += 1;
                    args.next();
                }
                if keep == 0 {
                    return Err("keep names the backs kept in: keep BK1 [BK2]".into());
                }
            }
            other => return Err(format!("'{other}' is not a strategy or option here (draw, pa, keep, nh, 2min)")),
        }
    }
    // Solitaire S3: no two Screens or Quicks in succession (the engine refuses them too).
    if v.opts.solitaire && matches!(play, OffPlay::Screen | OffPlay::Quick) && v.last_play == Some(play) {
        return Err(format!("solitaire: no two {} passes in succession (S3) [sp6 20]", if play == OffPlay::Screen { "Screen" } else { "Quick" }));
    }
    check_offense(&call, d, team, v.opts, &v.ctx).map_err(|e| e.to_string())?;
    Ok(OffenseChoice::Play { display: *d, call })
}

/// Parses a defensive call for the display `d` against the offense's `off`.
pub fn defense(line: &str, v: &View, d: &DefenseDisplay, off: &OffenseDisplay) -> Result<DefenseChoice, String> {
    let w: Vec<&str> = line.split_whitespace().collect();
    let Some(first) = w.first().map(|s| s.to_ascii_lowercase()) else {
        return Err("call a defense (help lists them)".into());
    };
    let mut i = 1;
    let mut call = match first.as_str() {
        "run" => {
            let mut play = DefPlay::RunNoKey;
            if w.get(1).is_some_and(|x| x.eq_ignore_ascii_case("key")) {
                let b = w.get(2).ok_or("run key BK1|BK2|BK3")?;
                play = DefPlay::RunKey(off_box(b)?);
                i = 3;
            } else if let Some(b) = w.get(1).and_then(|x| off_box(x).ok()) {
                play = DefPlay::RunKey(b);
                i = 2;
            }
            DefenseCall::new(play)
        }
        "pass" => DefenseCall::new(DefPlay::Pass),
        "prevent" => DefenseCall::new(DefPlay::Prevent),
        "blitz" => {
            let mut c = DefenseCall::new(DefPlay::Blitz);
            let mut k = 0;
            while let Some(b) = w.get(i).and_then(|x| if x.len() == 1 { def_box(x).ok() } else { None }) {
                // A box named twice (L, or a Row-1 box, may hold two) sends its next man.
                let p = d.in_box(b).find(|p| !c.blitzers.contains(&Some(*p))).ok_or(format!("box {b} has nobody (else) to send"))?;
                if k == 5 {
                    return Err("a blitz sends five at most [sp6 7.2]".into());
                }
                c.blitzers[k] = Some(p);
                k += 1;
                i += 1;
            }
            if k == 0 {
                // The two linebackers of Row 2 with the best pass rush.
                let mut lbs: Vec<Pid> = d.players().filter(|(b, p)| b.row() == 2 && v.team.player(*p).group() == Group::LB).map(|(_, p)| p).collect();
                lbs.sort_by_key(|p| std::cmp::Reverse(v.team.player(*p).defense.map(|x| x.prv).unwrap_or(0)));
                for (j, p) in lbs.into_iter().take(2).enumerate() {
                    c.blitzers[j] = Some(p);
                }
            }
            c
        }
        other => return Err(format!("'{other}' is not a defense (run, pass, prevent, blitz)")),
    };
    let mut covs: Vec<Coverage> = Vec::new();
    while let Some(word) = w.get(i) {
        match word.to_ascii_lowercase().as_str() {
            "bigplay" => {
                call.strategy = DefStrategy::BigPlay;
                i += 1;
            }
            k @ ("double" | "triple") => {
                let kind = if k == "double" { CoverKind::Double } else { CoverKind::Triple };
                let n = if kind == CoverKind::Double { 1 } else { 2 };
                let receiver = off_box(w.get(i + 1).ok_or(format!("{k} <receiver> <helper box>"))?)?;
                let mut helpers = [None; 2];
                for j in 0..n {
                    let b = def_box(w.get(i + 2 + j).ok_or(format!("{k} names the receiver and {n} helper box(es)"))?)?;
                    // A box named twice (L may hold two) gives its next man not yet helping.
                    let named = |p: Pid| helpers.contains(&Some(p)) || covs.iter().any(|c| c.helpers.contains(&Some(p)));
                    helpers[j] = Some(d.in_box(b).find(|p| !named(*p)).ok_or(format!("box {b} has nobody (else) to help"))?);
                }
                covs.push(Coverage { receiver, kind, helpers });
                i += 2 + n;
            }
            other => return Err(format!("'{other}' is not a defensive strategy (double, triple, bigplay)")),
        }
    }
    if !covs.is_empty() {
        if call.strategy == DefStrategy::BigPlay {
            return Err("one strategy card a down: coverage or a Big Play [sp6 7.2]".into());
        }
        if covs.len() > 3 {
            return Err("three receivers at most under multiple coverage".into());
        }
        let mut list = [None; 3];
        for (j, c) in covs.into_iter().enumerate() {
            list[j] = Some(c);
        }
        call.strategy = DefStrategy::Coverage(list);
    }
    check_defense(&call, d, v.team, v.opts, v.ed, off, &v.ctx).map_err(|e| e.to_string())?;
    Ok(DefenseChoice { display: *d, call })
}

/// A player's card as text.
pub fn card_text(team: &Team, p: Pid) -> String {
    let pl = team.player(p);
    let mut s = format!("{} ({}, {})", pl.name, pl.pos, team.code);
    if let Some(e) = pl.ev {
        s.push_str(&format!(" endurance {e}"));
    }
    s.push('\n');
    if let Some(pass) = &pl.passing {
        for (n, r) in [("Quick", pass.quick), ("Short", pass.short), ("Long", pass.long)] {
            s.push_str(&format!("  {n:<6} Com 1-{} Inc {}-{} Int {}-48\n", r.com, r.com + 1, r.inc, r.inc + 1));
        }
        let pr = pass.pass_rush;
        s.push_str(&format!("  Pass Rush: Sack 1-{} Runs {}-{} Com {}-{} Inc {}-48\n", pr.sack, pr.sack + 1, pr.run, pr.run + 1, pr.com, pr.com + 1));
    }
    if let Some(r) = &pl.rushing {
        let col = |c: &[huddle_cards::RushCell; 12]| c.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" ");
        if let Some(n) = &r.n {
            s.push_str(&format!("  N  {}\n", col(n)));
        }
        s.push_str(&format!("  SG {}\n", col(&r.sg)));
        if let Some(lg) = &r.lg {
            s.push_str(&format!("  LG {}\n", lg.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" ")));
        }
    }
    if let Some(g) = &pl.receiving {
        let col = |c: &[huddle_cards::GainCell; 12]| c.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" ");
        s.push_str(&format!("  Q {}\n  S {}\n  L {}\n", col(&g.q), col(&g.s), col(&g.l)));
    }
    if let Some(bv) = pl.bv {
        s.push_str(&format!("  BV {}{}\n", bv, pl.pbv.map(|p| format!("  PB {p}")).unwrap_or_default()));
    }
    if let Some(d) = pl.defense {
        s.push_str(&format!("  TV {}  PR {}  PD {}  Int {}\n", d.tv, d.prv, d.pd, d.int));
    }
    if let Some(k) = &pl.kicking {
        let bands: Vec<String> = k.fg.iter().map(|b| format!("{}-{}: 1-{}", b.from, b.to, b.good)).collect();
        s.push_str(&format!("  FG {}  XP 1-{}\n", bands.join(", "), k.xp));
    }
    if let Some(pu) = &pl.punting {
        s.push_str(&format!("  Punts {}\n", pu.punts.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(", ")));
    }
    // The season line the card was built from (informational, §24 of the 7th edition's cards).
    if let Some(st) = &pl.stats {
        s.push_str(&format!("  {st}\n"));
    }
    s
}
