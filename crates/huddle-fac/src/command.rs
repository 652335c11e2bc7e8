//! The play-call language of the terminal game (and of any text front end): one line of text
//! becomes a coach's choice for the down, checked against the rules before it is returned, so
//! an illegal call is refused with the rule it breaks and changes nothing.
//!
//! Offense: `<play> [box] [strategy…] [tempo]`, e.g. `il`, `sr BK2 draw`, `s LE`, `l FL1 deep1 pa`,
//! `q RE nh`, `s LE keep BK1 dt B`; or `punt`, `fg`, `fake-punt`, `fake-fg`, `fck`, `spike`, `kneel`, `sneak`.
//! Defense: `run [key] [BK1|BK2|BK3|QB]`, `pass [double|triple <box>]`, `prevent [double|triple
//! <box>]`, `blitz [boxes…]`, with `stunt <AB>` pairs. Both sides: `help`, `lineup`, `ai` (let the
//! computer call this down), `auto` (the computer coaches the rest of the game), `timeout` (after
//! this play), `quit`. The play's carrier or receiver is named by his box on the display.

use crate::call::{check_defense, check_offense, check_solitaire_repeat, check_stunts, check_tempo, Coverage, DefPlay, DefenseCall, Key, OffPlay, OffPrimary, OffenseCall, Tempo};
use crate::coach::{avg_rush, DefenseChoice, OffenseChoice, View};
use crate::display::{DefenseDisplay, OffenseDisplay, Pid};
use crate::kick::KickoffKind;
use huddle_cards::{DefBox, Group, OffBox, Position};
use huddle_core::Phase;

/// A line that is not a play call: a request to the front end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Meta {
    Help,
    /// Show the display (who stands in which box).
    Lineup,
    /// The computer calls this down.
    Ai,
    /// The computer coaches this side for the rest of the game.
    Auto,
    /// Call a timeout right after this play.
    Timeout,
    Quit,
}

/// What a line says.
#[derive(Clone, Debug, PartialEq)]
pub enum Parsed<T> {
    Call(T),
    Meta(Meta),
    /// A change of the display, kept for the following downs.
    Edit(Edit),
    /// Text to show (a player's card): nothing is called.
    Show(String),
}

/// A change a coach makes to his display (§3): it stays until changed again, or until an
/// injury takes the player off the field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Offense: a player into a box (`None` empties it); he leaves the box he stood in.
    Offense(OffBox, Option<Pid>),
    /// Defense: a player into a box in place of its occupant (the first of two).
    DefenseSub(DefBox, Pid),
    /// Defense: a player moves to a box with room.
    DefenseMove(Pid, DefBox),
    /// Defense: the whole display (the last down's, kept against a No-Huddle that goes on,
    /// §20.7); later changes apply to it.
    DefenseSet(DefenseDisplay),
}

/// The offense display a coach's edits make of the base display: `Err` when an edit no longer
/// applies (its player is hurt) or the result breaks §3.1.
pub fn offense_display(v: &View, edits: &[Edit]) -> Result<OffenseDisplay, String> {
    let mut d = v.base_offense;
    for e in edits {
        if let Edit::Offense(b, p) = *e {
            if let Some(p) = p {
                if !v.healthy.contains(p) {
                    return Err(format!("{} is hurt", v.team.player(p).name));
                }
                if let Some(old) = d.box_of(p) {
                    d.set(old, None);
                }
            }
            d.set(b, p);
        }
    }
    d.validate(v.team).map_err(|e| e.to_string())?;
    if v.endurance {
        crate::call::check_quarterbacks(&d, v.team, |p| v.healthy.contains(p), v.qb_lock, v.qb_may_rest).map_err(|e| e.to_string())?;
    }
    Ok(d)
}

/// The defense display a coach's edits make of the base display (see [`offense_display`]).
pub fn defense_display(v: &View, edits: &[Edit]) -> Result<DefenseDisplay, String> {
    let mut d = v.base_defense;
    for e in edits {
        let p = match *e {
            Edit::DefenseSub(_, p) | Edit::DefenseMove(p, _) => p,
            Edit::DefenseSet(set) => {
                if let Some((_, p)) = set.players().find(|(_, p)| !v.healthy.contains(*p)) {
                    return Err(format!("{} is hurt", v.team.player(p).name));
                }
                d = set;
                continue;
            }
            Edit::Offense(..) => continue,
        };
        if !v.healthy.contains(p) {
            return Err(format!("{} is hurt", v.team.player(p).name));
        }
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
                    return Err(format!("{} is not on the display: sub him in first", v.team.player(p).name));
                }
                d.remove(p);
                if !d.place(b, p) {
                    return Err(format!("box {b} is full"));
                }
            }
            Edit::Offense(..) | Edit::DefenseSet(_) => {}
        }
    }
    d.validate(v.team).map_err(|e| e.to_string())?;
    if v.hurry_lock.is_some_and(|l| !crate::display::keeps_players(d.players().map(|x| x.1), l.locked.players().map(|x| x.1), |p| v.healthy.contains(p))) {
        return Err("the offense keeps its No-Huddle or Hurry-Up going: no substitutions until the clock stops; moves within the display are allowed [ttf7 20.7]".into());
    }
    Ok(d)
}

/// The candidates a (lowercase) name means: those whose full or last name it is, else those
/// whose name contains it.
fn by_name<'a, T: Copy>(want: &str, candidates: impl Iterator<Item = T>, name: impl Fn(&T) -> &'a str) -> Vec<T> {
    let (mut exact, mut part) = (Vec::new(), Vec::new());
    for c in candidates {
        let n = name(&c).to_ascii_lowercase();
        if n == want || n.rsplit(' ').next() == Some(want) {
            exact.push(c);
        } else if n.contains(want) {
            part.push(c);
        }
    }
    if exact.is_empty() {
        part
    } else {
        exact
    }
}

/// `card <name>`: a player's card, of either team, a field a line.
fn card(v: &View, words: &[String]) -> Result<String, String> {
    let want = words.join(" ");
    if want.is_empty() {
        return Err("card <player> shows a player's card (either team's)".into());
    }
    let all = [v.team, v.opp].into_iter().flat_map(|t| t.players.iter().map(move |p| (t, p)));
    let found = by_name(&want, all, |(_, p)| p.name.as_str());
    let (t, p) = match found.as_slice() {
        [one] => *one,
        [] => return Err(format!("nobody on {} or {} is called '{want}'", v.team.code, v.opp.code)),
        many => return Err(format!("'{want}' could be {}", many.iter().take(6).map(|(t, p)| format!("{} ({} {})", p.name, t.code, p.pos)).collect::<Vec<_>>().join(", "))),
    };
    let s = huddle_cards::print::card_text(t, p);
    Ok(s)
}

/// A healthy player of the coach's team named (in part) by `words`: a full or last name, or a
/// part of one that only he has.
fn find_player(v: &View, words: &[String]) -> Result<Pid, String> {
    let want = words.join(" ");
    if want.is_empty() {
        return Err("name the player".into());
    }
    let healthy = (0..v.team.players.len() as Pid).filter(|p| v.healthy.contains(*p));
    let found = by_name(&want, healthy, |p| v.team.player(*p).name.as_str());
    match found.as_slice() {
        [p] => Ok(*p),
        [] => Err(format!("no healthy player of {} is called '{want}'", v.team.code)),
        many => Err(format!(
            "'{want}' could be {}",
            many.iter().take(6).map(|p| format!("{} ({})", v.team.player(*p).name, v.team.player(*p).pos)).collect::<Vec<_>>().join(", ")
        )),
    }
}

pub const OFFENSE_HELP: &str = "\
offense: <play> [box] [strategy...] [tempo]
  runs    il ir (inside left/right)  sl sr (sweeps)  er <box> (end-reverse)
          pl pr (pitchout)  ol or (QB option; a second box names the trailer)
  passes  q s l <box> (quick, short, long)  scr <box> (screen)  sw <box> (swing)  sh <box> (shovel)
  strategies  draw  pa (play-action)  boot (bootleg)  deep1 deep2  flop  sneak
          keep <box> [box] (extra pass blockers: backs or tight ends)
          dt <box>|<defender> [helper] (double-team the defender in a box, or one by name who is
          followed to his box; the play's own box goes first)
          <box>=q|s|l (a receiver's pattern if the pass goes to him, e.g. FL2=l)
          shift BK1|BK2 (a single back moves there after the defense has chosen)
  tempo   nh (no-huddle)  hu (hurry-up)
  kicks   punt  fg  fake-punt  fake-fg  fck (fair catch kick)  spike  kneel  sneak
  boxes   LE LTE LT LG C RG RT RTE RE QB BK1 BK2 BK3 FL1 FL2 (a run without a box goes to the best back)
  display sub <box> <player> (e.g. sub BK2 pacheco; sub FL2 - empties the box); it stays so
  also    lineup  card <player> (either team's)  timeout (after this play)  ai (the computer calls
          this down)  auto (the computer coaches the rest of the game; `auto side`: this side only)  quit
";

pub const DEFENSE_HELP: &str = "\
defense: run [key] [BK1|BK2|BK3|QB]   pass   prevent   blitz [boxes F-O...]
  extra coverage (pass, prevent)  double <box>  triple <box>  double <box> <box>
  line stunts  stunt AB (adjacent row-1 boxes; two pairs at most)
  a blitz without boxes sends the two linebackers or backs with the best pass rush
  display sub <box> <player> (in place of the box's player)  move <player> <box>; they stay so
  also    lineup  card <player>  timeout (after this play)  ai  auto  auto side  quit
";

/// A meta command word (help, lineup, ai, auto, timeout, quit).
pub fn meta(word: &str) -> Option<Meta> {
    Some(match word {
        "?" | "h" | "help" => Meta::Help,
        "lineup" | "display" | "d" => Meta::Lineup,
        "ai" => Meta::Ai,
        "auto" => Meta::Auto,
        "timeout" | "to" => Meta::Timeout,
        "quit" | "exit" => Meta::Quit,
        _ => return None,
    })
}

fn words(line: &str) -> Vec<String> {
    line.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).map(|w| w.to_ascii_lowercase()).collect()
}

fn off_box(w: &str) -> Option<OffBox> {
    w.to_ascii_uppercase().parse().ok()
}

fn def_box(w: &str) -> Option<DefBox> {
    w.to_ascii_uppercase().parse().ok()
}

/// The running back with the best running card on the display.
fn best_back(v: &View, d: &OffenseDisplay) -> Option<OffBox> {
    d.backs(v.team).filter(|(_, p)| v.team.player(*p).group() == Group::RB && v.team.player(*p).rushing.is_some()).max_by(|a, b| avg_rush(v.team, a.1).total_cmp(&avg_rush(v.team, b.1)).then(b.0.cmp(&a.0))).map(|(b, _)| b)
}

/// The words of a line; or what the line says when it is not a call (a meta command, a card to
/// show).
fn prelude<T>(line: &str, v: &View, what: &str) -> Result<Result<Vec<String>, Parsed<T>>, String> {
    let w = words(line);
    let Some(first) = w.first() else { return Err(format!("call a {what} (help lists them)")) };
    if let Some(m) = meta(first) {
        if w.len() == 1 {
            return Ok(Err(Parsed::Meta(m)));
        }
    }
    if first == "card" {
        return Ok(Err(Parsed::Show(card(v, &w[1..])?)));
    }
    Ok(Ok(w))
}

/// Parses an offensive line against the coach's view (the team's lineup display, injuries
/// replaced) and checks it against the rules.
pub fn offense(line: &str, v: &View, display: &OffenseDisplay) -> Result<Parsed<OffenseChoice>, String> {
    let w = match prelude(line, v, "play")? {
        Ok(w) => w,
        Err(said) => return Ok(said),
    };
    let first = &w[0];
    if first == "sub" {
        let b = w.get(1).and_then(|x| off_box(x)).ok_or("sub <box> <player> puts a player in a box (sub <box> - empties it)")?;
        let p = if w.get(2).map(String::as_str) == Some("-") && w.len() == 3 { None } else { Some(find_player(v, &w[2..])?) };
        return Ok(Parsed::Edit(Edit::Offense(b, p)));
    }
    let g = v.game;
    let try_down = matches!(g.phase, Phase::Try { .. });
    let no_kick = |what: &str| -> Result<(), String> {
        if try_down {
            Err(format!("a two-point try is a scrimmage play: no {what}"))
        } else if w.len() > 1 {
            Err(format!("'{first}' takes nothing after it"))
        } else {
            Ok(())
        }
    };
    let fake_late = || g.in_final_two_minutes_of_half();
    match first.as_str() {
        "punt" => {
            no_kick("punt")?;
            return Ok(Parsed::Call(OffenseChoice::Punt));
        }
        "fake-punt" | "fakepunt" => {
            no_kick("fake punt")?;
            if fake_late() {
                return Err("no fake punt in the final two minutes of a half [ttf7 13.2]".into());
            }
            return Ok(Parsed::Call(OffenseChoice::FakePunt));
        }
        "fg" | "field-goal" | "fake-fg" | "fakefg" => {
            let fake = first.starts_with("fake");
            no_kick("field goal")?;
            if v.kick.fg_good == 0 {
                return Err(format!("a {}-yard field goal is beyond the kicker's range [ttf7 12.1]", v.kick.fg_distance));
            }
            if fake && fake_late() {
                return Err("no fake field goal in the final two minutes of a half [ttf7 12.2]".into());
            }
            return Ok(Parsed::Call(if fake { OffenseChoice::FakeFieldGoal } else { OffenseChoice::FieldGoal }));
        }
        "fck" => {
            no_kick("fair catch kick")?;
            if !v.kick.fair_catch_kick {
                return Err("a Fair Catch Kick is tried only on the play after a fair catch [ttf7 13.6]".into());
            }
            if v.kick.fair_catch_kick_good == 0 {
                return Err("the Fair Catch Kick from here is beyond the kicker's range [ttf7 13.6]".into());
            }
            return Ok(Parsed::Call(OffenseChoice::FairCatchKick));
        }
        "spike" => {
            no_kick("spike")?;
            if v.prev_stopped {
                return Err("the ball is spiked only to stop a running clock [ttf7 20.6]".into());
            }
            return Ok(Parsed::Call(OffenseChoice::Spike));
        }
        _ => {}
    }
    let display = *display;
    let qb_box = OffBox::QB;
    let (play, mut target, mut primary) = match first.as_str() {
        "il" => (OffPlay::InsideLeft, None, None),
        "ir" => (OffPlay::InsideRight, None, None),
        "sl" => (OffPlay::SweepLeft, None, None),
        "sr" => (OffPlay::SweepRight, None, None),
        "er" => (OffPlay::EndReverse, None, None),
        "pl" => (OffPlay::Pitchout(crate::call::Dir::Left), None, None),
        "pr" => (OffPlay::Pitchout(crate::call::Dir::Right), None, None),
        "ol" => (OffPlay::QbOption(crate::call::Dir::Left), Some(qb_box), None),
        "or" => (OffPlay::QbOption(crate::call::Dir::Right), Some(qb_box), None),
        "q" => (OffPlay::Quick, None, None),
        "s" => (OffPlay::Short, None, None),
        "l" => (OffPlay::Long, None, None),
        "scr" | "screen" => (OffPlay::Screen, None, None),
        "sw" | "swing" => (OffPlay::Swing, None, None),
        "sh" | "shovel" => (OffPlay::Shovel, None, None),
        "kneel" => (OffPlay::InsideLeft, Some(qb_box), Some(OffPrimary::Flop)),
        "sneak" => (OffPlay::InsideLeft, Some(qb_box), Some(OffPrimary::Sneak)),
        "run" | "r" => return Err("which run? il ir (inside), sl sr (sweeps), er <box>, pl pr (pitchouts), ol or (QB option)".into()),
        "pass" | "p" => return Err("which pass? q s l <box> (quick, short, long), scr sw sh <box> (screen, swing, shovel)".into()),
        "prevent" | "blitz" | "b" => return Err(format!("'{first}' is a defense; you are on offense (help lists the calls)")),
        other => return Err(format!("'{other}' is not a play (help lists them)")),
    };
    let mut trailer = None;
    let mut deep = 0;
    let mut tempo = Tempo::Normal;
    let mut keep: Vec<OffBox> = Vec::new();
    let mut double_team = None;
    let mut patterns = [None; 15];
    let mut shift = None;
    let mut rest = w[1..].iter().peekable();
    while let Some(word) = rest.next() {
        // A receiver's designated pattern (§8.12): `FL2=l`.
        if let Some((bx, pat)) = word.split_once('=') {
            let b = off_box(bx).filter(|b| display.get(*b).is_some_and(|p| !b.is_line() && v.team.player(p).pos != Position::QB));
            let b = b.ok_or(format!("'{word}': a pattern is <receiver's box>=q|s|l, e.g. FL2=l [ttf7 8.12]"))?;
            patterns[b.idx()] = Some(match pat {
                "q" | "quick" => crate::call::Pattern::Quick,
                "s" | "short" => crate::call::Pattern::Short,
                "l" | "long" => crate::call::Pattern::Long,
                _ => return Err(format!("'{word}': a pattern is q, s or l [ttf7 8.12]")),
            });
            continue;
        }
        // Single Back Set (§2): the lone back moves to BK1 or BK2 after the defense has chosen.
        if word == "shift" {
            let b = rest.next().and_then(|x| off_box(x)).filter(|b| matches!(b, OffBox::BK1 | OffBox::BK2));
            shift = Some(b.ok_or("shift BK1|BK2 moves a single back there after the defense has chosen [ttf7 2]")?);
            continue;
        }
        // Extra Pass Blocking (§10.2): one or two backs or tight ends kept in.
        if word == "keep" {
            // Only backs (BK1, BK2) and tight ends stay in: a receiver's box after them is the
            // play's own.
            let blocker = |b: &OffBox| matches!(b, OffBox::BK1 | OffBox::BK2) || display.get(*b).is_some_and(|p| b.is_end() && v.team.player(p).group() == Group::TE);
            while keep.len() < 2 {
                match rest.peek().and_then(|x| off_box(x)).filter(blocker) {
                    Some(b) => {
                        keep.push(b);
                        rest.next();
                    }
                    None => break,
                }
            }
            if keep.is_empty() {
                return Err("keep <box> [box] keeps one or two backs or tight ends in to pass block, e.g. keep BK1 LTE [ttf7 10.2]".into());
            }
            continue;
        }
        // Double-Team Blocking (§10.2): a defender's box, then (optionally) the helper from the
        // Double-Team Table's list for it.
        if word == "dt" || word == "double-team" {
            const DT_HELP: &str = "dt <box> or dt <defender> [helper] double-teams the defender in a box or the one named, e.g. dt B, dt A LTE or dt madubuike (the helper is one the Double-Team Table lists) [ttf7 10.2]";
            let what = rest.next().ok_or(DT_HELP)?;
            // A defender by name (§10.2 a: "ONE defensive player"): the double-team follows him
            // to his box once the defense has set its formation; the helper, if named, is
            // checked against the table then (the first listed otherwise).
            if def_box(what).is_none() {
                let p = crate::terminal::find_player(v.opp, what, |p| v.opp.player(p).defense.is_some()).map_err(|e| format!("{e}: {DT_HELP}"))?;
                let assist = rest.peek().and_then(|x| off_box(x)).filter(|b| b.is_line() || matches!(b, OffBox::LTE | OffBox::RTE));
                if assist.is_some() {
                    rest.next();
                }
                double_team = Some(crate::call::DoubleTeam { target: DefBox::A, assist, player: Some(p) });
                continue;
            }
            let target = def_box(what).ok_or(DT_HELP)?;
            let listed = v.ed.double_team.get(&target.row1()).map(|r| r.secondary.clone()).unwrap_or_default();
            let next = rest.peek().and_then(|x| off_box(x));
            // A lineman after the box can only be meant as the helper.
            if let Some(b) = next.filter(|b| b.is_line() && !listed.contains(b)) {
                let names: Vec<String> = listed.iter().map(|x| x.to_string()).collect();
                return Err(format!("{b} does not help a double-team on {target}: the Double-Team Table lists {} [ttf7 10.2]", names.join(" or ")));
            }
            let assist = next.filter(|b| listed.contains(b));
            if let Some(a) = assist {
                if display.get(a).is_none() {
                    return Err(format!("nobody stands in {a} to help the double-team [ttf7 10.2]"));
                }
                rest.next();
            }
            double_team = Some(crate::call::DoubleTeam { target, assist, player: None });
            continue;
        }
        if let Some(b) = off_box(word) {
            if target.is_none() {
                target = Some(b);
            } else if matches!(play, OffPlay::QbOption(_)) && trailer.is_none() {
                trailer = Some(b);
            } else {
                return Err(format!("{} names one box (got another: {})", play.name(), b));
            }
            continue;
        }
        let strategy = match word.as_str() {
            "draw" => Some(OffPrimary::Draw),
            "pa" | "play-action" => Some(OffPrimary::PlayAction),
            "boot" | "bootleg" => Some(OffPrimary::Bootleg),
            "flop" => Some(OffPrimary::Flop),
            "sneak" => Some(OffPrimary::Sneak),
            "deep1" | "deep2" => {
                deep = if word == "deep1" { 1 } else { 2 };
                continue;
            }
            "nh" | "no-huddle" => {
                tempo = Tempo::NoHuddle;
                continue;
            }
            "hu" | "hurry-up" => {
                tempo = Tempo::HurryUp;
                continue;
            }
            _ => return Err(format!("'{word}' is not a box, strategy or tempo (help lists them)")),
        };
        if primary.is_some() && primary != strategy {
            return Err("one primary strategy a play (Flop, Sneak, Draw, Play-Action or Bootleg) [ttf7 10.1]".into());
        }
        primary = strategy;
    }
    // Flop and Sneak are Inside Runs by the quarterback.
    if matches!(primary, Some(OffPrimary::Flop | OffPrimary::Sneak)) && target.is_none() {
        target = Some(qb_box);
    }
    let target = match target {
        Some(b) => b,
        None => match play {
            OffPlay::InsideLeft | OffPlay::InsideRight | OffPlay::SweepLeft | OffPlay::SweepRight | OffPlay::Pitchout(_) | OffPlay::Screen | OffPlay::Swing | OffPlay::Shovel => {
                best_back(v, &display).ok_or("no running back on the display: name the ball carrier by his box")?
            }
            OffPlay::EndReverse => OffBox::ALL
                .into_iter()
                .find(|b| display.get(*b).is_some_and(|p| matches!(v.team.player(p).group(), Group::WR | Group::TE) && v.team.player(p).rushing.is_some()))
                .ok_or("the End-Reverse needs a receiver with a Rush Column; none is on the display")?,
            _ => return Err(format!("name the receiver of the {} by his box, e.g. 's LE' (lineup shows the boxes)", play.name())),
        },
    };
    if matches!(play, OffPlay::QbOption(_)) && trailer.is_none() {
        trailer = best_back(v, &display);
    }
    let mut call = OffenseCall::new(play, target);
    call.primary = primary;
    call.trailer = trailer;
    call.deep = deep;
    call.extra_blockers = [keep.first().copied(), keep.get(1).copied()];
    call.double_team = double_team;
    call.move_single_back = shift;
    if patterns.iter().any(Option::is_some) && !matches!(play, OffPlay::Quick | OffPlay::Short | OffPlay::Long) {
        return Err("patterns go with a Quick, Short or Long Pass: a Screen, Shovel or Swing goes only to its receiver [ttf7 8.12]".into());
    }
    call.patterns = patterns;
    // Naming the same tight end to stay in and to help the double-team contradicts itself (a
    // tight end kept in cannot help, L754); without a named helper the table's next one helps.
    if let Some(a) = double_team.and_then(|dt| dt.assist).filter(|a| call.is_extra_blocker(*a)) {
        return Err(format!("{a} cannot both stay in to block and help the double-team [ttf7 10.2]"));
    }
    if try_down && call.primary == Some(OffPrimary::Flop) {
        return Err("no Flop on a two-point try [ttf7 12.4]".into());
    }
    if try_down && tempo != Tempo::Normal {
        return Err("a two-point try is not run No-Huddle or Hurry-Up [ttf7 12.4]".into());
    }
    check_tempo(tempo, v.advanced).map_err(|e| e.to_string())?;
    if tempo != Tempo::Normal && v.hurry_going.is_some_and(|od| !od.same_players(&display)) {
        return Err("the display has other players than the last down's: a substitution ends the No-Huddle or Hurry-Up; call the play without nh/hu, or put the players back [ttf7 20.7]".into());
    }
    if v.solitaire {
        check_solitaire_repeat(play, v.last_play).map_err(|e| e.to_string())?;
    }
    check_offense(&call, &display, v.team, g.spot.to_goal(), v.advanced).map_err(|e| e.to_string())?;
    Ok(Parsed::Call(OffenseChoice::Play { display, call, tempo }))
}

/// The blitz a bare `blitz` sends: the two linebackers or backs of rows 2-3 with the best pass
/// rush (the first in box order on a tie).
fn default_blitzers(v: &View, d: &DefenseDisplay) -> Vec<Pid> {
    let mut c: Vec<(DefBox, Pid)> = d.players().filter(|(b, p)| b.row() >= 2 && matches!(v.team.player(*p).group(), Group::LB | Group::DB)).collect();
    c.sort_by_key(|(b, p)| (std::cmp::Reverse(v.team.player(*p).defense.as_ref().map_or(0, |x| x.prv)), *b));
    c.into_iter().take(2).map(|x| x.1).collect()
}

/// Parses a defensive line against the coach's view (the team's lineup display, injuries
/// replaced) and checks it against the rules.
pub fn defense(line: &str, v: &View, display: &DefenseDisplay) -> Result<Parsed<DefenseChoice>, String> {
    let w = match prelude(line, v, "defense")? {
        Ok(w) => w,
        Err(said) => return Ok(said),
    };
    let first = &w[0];
    if first == "sub" {
        let b = w.get(1).and_then(|x| def_box(x)).ok_or("sub <box> <player> puts a player in a box in place of its occupant")?;
        return Ok(Parsed::Edit(Edit::DefenseSub(b, find_player(v, &w[2..])?)));
    }
    if first == "move" {
        let b = w.last().and_then(|x| def_box(x)).filter(|_| w.len() >= 3).ok_or("move <player> <box> moves a player of the display to a box with room")?;
        return Ok(Parsed::Edit(Edit::DefenseMove(find_player(v, &w[1..w.len() - 1])?, b)));
    }
    let display = *display;
    let play = match first.as_str() {
        "run" | "r" => DefPlay::Run,
        "pass" | "p" => DefPlay::PassCoverage,
        "prevent" => DefPlay::Prevent,
        "blitz" | "b" => DefPlay::Blitz,
        "il" | "ir" | "sl" | "sr" | "er" | "pl" | "pr" | "ol" | "or" | "q" | "s" | "l" | "scr" | "screen" | "sw" | "swing" | "sh" | "shovel" | "punt" | "fg" | "kneel"
        | "sneak" | "spike" => {
            return Err(format!("'{first}' is a play; you are on defense: run, pass, prevent or blitz"))
        }
        other => return Err(format!("'{other}' is not a defense: run, pass, prevent or blitz (help lists the rest)")),
    };
    let mut call = DefenseCall::new(play);
    let mut blitzers: Vec<Pid> = Vec::new();
    let mut i = 1;
    while i < w.len() {
        let word = w[i].as_str();
        i += 1;
        match word {
            "key" => continue,
            "qb" if play == DefPlay::Run => call.key = Key::Qb,
            "double" | "triple" => {
                let mut boxes = Vec::new();
                while let Some(b) = w.get(i).and_then(|x| off_box(x)) {
                    boxes.push(b);
                    i += 1;
                }
                call.coverage = match (word, boxes.as_slice()) {
                    ("double", [a]) => Coverage::Double(*a),
                    ("double", [a, b]) => Coverage::DoubleTwice(*a, *b),
                    ("triple", [a]) => Coverage::Triple(*a),
                    _ => return Err(format!("'{word}' names the receiver(s) by box: double LE, double LE RE, triple FL1")),
                };
            }
            "stunt" => {
                let pair = w.get(i).map(|x| x.replace('-', "").to_ascii_uppercase()).unwrap_or_default();
                i += 1;
                let boxes: Vec<DefBox> = pair.chars().filter_map(|c| def_box(&c.to_string())).collect();
                let [a, b] = boxes.as_slice() else {
                    return Err("'stunt' names two adjacent row-1 boxes, e.g. stunt BC".into());
                };
                match call.stunts.iter().position(|s| s.is_none()) {
                    Some(k) => call.stunts[k] = Some((*a, *b)),
                    None => return Err("at most two stunting pairs [ttf7 10.4]".into()),
                }
            }
            _ => {
                if play == DefPlay::Run {
                    match off_box(word) {
                        Some(b) => call.key = Key::Back(b),
                        None => return Err(format!("'{word}' is not a key: BK1, BK2, BK3 or QB")),
                    }
                } else if play == DefPlay::Blitz {
                    let Some(b) = def_box(word) else { return Err(format!("'{word}' is not a Defense Display box (A-O)")) };
                    let mut any = false;
                    for p in display.in_box(b) {
                        blitzers.push(p);
                        any = true;
                    }
                    if !any {
                        return Err(format!("nobody stands in box {b} to blitz"));
                    }
                } else {
                    return Err(format!("'{word}' means nothing after {} (help lists the options)", first));
                }
            }
        }
    }
    if play == DefPlay::Blitz {
        if blitzers.is_empty() {
            blitzers = default_blitzers(v, &display);
        }
        if blitzers.len() > 5 {
            return Err(format!("a Blitz sends 2 to 5 linebackers or backs (named {}) [ttf7 5]", blitzers.len()));
        }
        for (k, p) in blitzers.into_iter().enumerate() {
            call.blitzers[k] = Some(p);
        }
    }
    if let Key::Back(b) = call.key {
        if !b.is_back() {
            return Err("a key names BK1, BK2, BK3 or the QB [ttf7 5]".into());
        }
    }
    check_stunts(&call, v.advanced).map_err(|e| e.to_string())?;
    check_defense(&call, &display, v.team).map_err(|e| e.to_string())?;
    Ok(Parsed::Call(DefenseChoice { display, call }))
}

/// The kicking team's choice of kickoff: `normal` (or an empty line), `squib`, `onside`.
pub fn kickoff(line: &str, advanced: bool) -> Result<KickoffKind, String> {
    match words(line).first().map(String::as_str) {
        None | Some("normal" | "n" | "k" | "kick") => Ok(KickoffKind::Normal),
        Some("onside" | "o") => Ok(KickoffKind::Onside),
        Some("squib" | "sq") if advanced => Ok(KickoffKind::Squib),
        Some("squib" | "sq") => Err("the Squib Kick is an advanced rule; the game uses standard rules [ttf7 26]".into()),
        Some(other) => Err(format!("'{other}' is not a kickoff: normal, squib or onside")),
    }
}

/// The display as text: each occupied box with its player, for the `lineup` command.
pub fn offense_lineup(v: &View, d: &OffenseDisplay) -> String {
    let mut s = String::new();
    for (b, p) in d.occupied() {
        let pl = v.team.player(p);
        if matches!(b, OffBox::LT | OffBox::LG | OffBox::C | OffBox::RG | OffBox::RT) {
            continue;
        }
        let what = match (pl.rushing.is_some(), pl.receiving.is_some(), pl.pos == Position::QB) {
            (_, _, true) => "",
            (true, true, _) => " (runs, catches)",
            (true, false, _) => " (runs)",
            (false, true, _) => " (catches)",
            _ => "",
        };
        s.push_str(&format!("  {:<4}{} {}{}\n", b.to_string(), pl.pos, pl.name, what));
    }
    let line: Vec<String> = [OffBox::LT, OffBox::LG, OffBox::C, OffBox::RG, OffBox::RT].into_iter().filter_map(|b| d.get(b).map(|p| format!("{b} {}", v.team.player(p).name))).collect();
    s.push_str(&format!("  line: {}\n", line.join(", ")));
    s
}

/// On defense: the offense's formation as it lined up (§2), its backs, ends and flankers by box
/// (and the Shotgun), in one line. None when the offense has not lined up for a scrimmage play.
pub fn offense_formation(v: &View) -> Option<String> {
    let d = v.opp_display?;
    let skill: Vec<String> = d
        .occupied()
        .filter(|(b, _)| !b.is_line())
        .map(|(b, p)| {
            let pl = v.opp.player(p);
            if b.to_string() == pl.pos.to_string() {
                format!("{b} {}", pl.name)
            } else {
                format!("{b} {} {}", pl.pos, pl.name)
            }
        })
        .collect();
    let shotgun = if d.shotgun(v.opp) { " (Shotgun)" } else { "" };
    Some(format!("{} lines up{shotgun}: {}\n", v.opp.code, skill.join(" · ")))
}

/// The defense display as text, row by row.
pub fn defense_lineup(v: &View, d: &DefenseDisplay) -> String {
    let mut s = String::new();
    for row in 1..=3u8 {
        let cells: Vec<String> = DefBox::ALL
            .into_iter()
            .filter(|b| b.row() == row)
            .flat_map(|b| d.in_box(b).map(move |p| (b, p)).collect::<Vec<_>>())
            .map(|(b, p)| {
                let pl = v.team.player(p);
                format!("{b} {} {}", pl.pos, pl.name)
            })
            .collect();
        s.push_str(&format!("  row {row}: {}\n", cells.join(" · ")));
    }
    s
}

/// The situation before a call, in one line: period and clock, score, ball, down and distance,
/// timeouts.
pub fn situation(v: &View) -> String {
    let g = v.game;
    let (me, them) = (v.me, v.me.other());
    let code = |s: huddle_core::Side| if s == me { v.team.code.as_str() } else { v.opp.code.as_str() };
    let ball = g.possession;
    let y = g.spot.yards();
    let at = match y.cmp(&50) {
        std::cmp::Ordering::Less => format!("{} {y}", code(ball)),
        std::cmp::Ordering::Equal => "midfield".to_string(),
        std::cmp::Ordering::Greater => format!("{} {}", code(ball.other()), 100 - y),
    };
    let ball_line = match g.phase {
        Phase::Try { .. } => format!("{} try at {at}", code(ball)),
        Phase::Kickoff { kicker, from, .. } => format!("{} kicks off from its {from}", code(kicker)),
        _ => format!("{} ball, {} at {at}", code(ball), g.downs.display(g.spot)),
    };
    format!(
        "{} {} · {} {} - {} {} · {ball_line} · timeouts {} {}, {} {}",
        g.clock.period,
        huddle_core::mmss(g.clock.remaining),
        code(me),
        g.score[me],
        code(them),
        g.score[them],
        code(me),
        g.timeouts[me],
        code(them),
        g.timeouts[them]
    )
}

/// The down a coach last called for, to describe the answers to a foul on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snap {
    /// Team codes of the team that snapped and of its opponent.
    pub offense: String,
    pub defense: String,
    pub down: u8,
    pub line_to_gain: i16,
    /// Line of scrimmage in the offense's frame.
    pub los: i16,
    /// The down is a two-point try.
    pub try_down: bool,
}

impl Snap {
    pub fn of(v: &View) -> Snap {
        let g = v.game;
        let (off, def) = if g.possession == v.me { (v.team, v.opp) } else { (v.opp, v.team) };
        Snap {
            offense: off.code.clone(),
            defense: def.code.clone(),
            down: g.down().number(),
            line_to_gain: g.downs.line_to_gain as i16,
            los: g.spot.yards(),
            try_down: matches!(g.phase, Phase::Try { .. }),
        }
    }

    fn spot(&self, at: i16, offense_frame: bool) -> String {
        let (own, other) = if offense_frame { (&self.offense, &self.defense) } else { (&self.defense, &self.offense) };
        match at.cmp(&50) {
            std::cmp::Ordering::Less => format!("{own} {at}"),
            std::cmp::Ordering::Equal => "midfield".into(),
            std::cmp::Ordering::Greater => format!("{other} {}", 100 - at),
        }
    }

    /// Where a ball leaves the game, in words.
    pub fn ball_text(&self, b: crate::play::Ball) -> String {
        use huddle_core::DownEffect;
        if self.try_down {
            return match b {
                crate::play::Ball::Off { at, .. } if at >= 100 => format!("{} two points", self.offense),
                crate::play::Ball::Off { at, effect: DownEffect::Replay } => format!("{} try again from the {}", self.offense, (100 - at).max(1)),
                _ => "the try fails".to_string(),
            };
        }
        match b {
            crate::play::Ball::Off { at, .. } if at >= 100 => format!("{} touchdown", self.offense),
            crate::play::Ball::Off { at, .. } if at <= 0 => format!("safety ({} 2 points)", self.defense),
            crate::play::Ball::Off { at, effect } => {
                // The core's rule for what follows a play (`DownDistance::after`).
                let spot = huddle_core::Spot::clamped(at);
                let downs = huddle_core::DownDistance { down: huddle_core::Down::try_from(self.down).unwrap_or(huddle_core::Down::First), line_to_gain: self.line_to_gain.clamp(1, 100) as u8 };
                match downs.after(spot, effect) {
                    huddle_core::NextDown::TurnoverOnDowns => format!("{} ball on downs at {}", self.defense, self.spot(at, true)),
                    huddle_core::NextDown::FirstDown(d) | huddle_core::NextDown::Same(d) => format!("{} ball, {} at {}", self.offense, d.display(spot), self.spot(at, true)),
                }
            }
            crate::play::Ball::Def { at } if at >= 100 => format!("{} touchdown", self.defense),
            crate::play::Ball::Def { at } if at <= 0 => format!("{} ball, touchback", self.defense),
            crate::play::Ball::Def { at } => format!("{} ball at {}", self.defense, self.spot(at, false)),
        }
    }
}

/// A foul to accept or decline, in words, for the coach of `deciding` (a team code).
pub fn penalty_text(c: &crate::coach::PenaltyChoice, snap: Option<&Snap>, deciding: &str) -> String {
    let mut s = format!("FLAG — {}, {} yards: {deciding} may accept or decline it\n", c.name, c.yards);
    if let (Some(snap), Some(a), Some(d)) = (snap, c.accepted, c.declined) {
        s.push_str(&format!("  accept  → {}\n  decline → {}\n", snap.ball_text(a), snap.ball_text(d)));
    }
    s
}

/// `accept` or `decline` (`a`, `d`, `y`, `n`).
pub fn accept(line: &str) -> Result<bool, String> {
    match line.trim().to_ascii_lowercase().as_str() {
        "accept" | "a" | "y" | "yes" => Ok(true),
        "decline" | "d" | "n" | "no" => Ok(false),
        other => Err(format!("'{other}': accept or decline")),
    }
}

/// The receiving team's answer to an announced punt (§13.1 step 2): `return` (or an empty
/// line), `fake` (the Fake Punt Defense), `rush` (the All-Out Punt Rush).
pub fn punt_defense(line: &str) -> Result<crate::kick::PuntDefense, String> {
    use crate::kick::PuntDefense;
    match words(line).first().map(String::as_str) {
        None | Some("return" | "r") => Ok(PuntDefense::Return),
        Some("fake" | "f" | "fake-defense") => Ok(PuntDefense::FakePuntDefense),
        Some("rush" | "all-out" | "block") => Ok(PuntDefense::AllOutRush),
        Some(other) => Err(format!("'{other}': return, fake (the Fake Punt Defense) or rush (the All-Out Punt Rush)")),
    }
}

/// The kicking team's final plan after hearing the punt defense (§13.1 step 3): `punt` (or an
/// empty line), `fake`, or `cc N`, a Coffin Corner punt with an N-yard deduction (§13.8).
pub fn punt_plan(line: &str, v: &View) -> Result<crate::kick::PuntPlan, String> {
    use crate::kick::{PuntPlan, COFFIN_CORNER_MAX, COFFIN_CORNER_MIN};
    let w = words(line);
    match w.first().map(String::as_str) {
        None | Some("punt" | "p") if w.len() <= 1 => Ok(PuntPlan::punt()),
        Some("fake" | "f") if w.len() == 1 => {
            if v.game.in_final_two_minutes_of_half() {
                Err("no fake punt in the final two minutes of a half [ttf7 13.2]".into())
            } else {
                Ok(PuntPlan::fake())
            }
        }
        Some("cc" | "coffin") => {
            if !v.advanced {
                return Err("the Coffin Corner is an advanced rule; the game uses standard rules [ttf7 26]".into());
            }
            match w.get(1).and_then(|x| x.parse::<u8>().ok()) {
                Some(n) if (COFFIN_CORNER_MIN..=COFFIN_CORNER_MAX).contains(&n) && w.len() == 2 => Ok(PuntPlan::coffin_corner(n)),
                _ => Err(format!("cc N: a Coffin Corner deduction of {COFFIN_CORNER_MIN}-{COFFIN_CORNER_MAX} yards [ttf7 13.8]")),
            }
        }
        _ => Err("punt, fake, or cc N (a Coffin Corner deduction)".into()),
    }
}

/// The receiving team's kickoff defense (§14.1 step 6): `normal` (or an empty line) or `onside`.
pub fn kickoff_defense(line: &str) -> Result<crate::kick::KickoffDefense, String> {
    use crate::kick::KickoffDefense;
    match words(line).first().map(String::as_str) {
        None | Some("normal" | "n") => Ok(KickoffDefense::Normal),
        Some("onside" | "o") => Ok(KickoffDefense::Onside),
        Some(other) => Err(format!("'{other}': normal or onside (the Onside Kickoff Defense)")),
    }
}

/// `yes` or `no` (an empty line is `no`).
pub fn yes_no(line: &str) -> Result<bool, String> {
    match line.trim().to_ascii_lowercase().as_str() {
        "y" | "yes" => Ok(true),
        "" | "n" | "no" => Ok(false),
        other => Err(format!("'{other}': yes or no")),
    }
}

/// The visiting team's call of a coin toss (§1, §21): `heads` or `tails`; an empty line takes
/// `default` (the computer's call).
pub fn toss_call(line: &str, default: bool) -> Result<bool, String> {
    match words(line).first().map(String::as_str) {
        None => Ok(default),
        Some("heads" | "h") => Ok(true),
        Some("tails" | "t") => Ok(false),
        Some(other) => Err(format!("'{other}': heads or tails")),
    }
}

/// The toss winner's choice (§1): `receive` or `kick` in the first half, or either with
/// `2nd` (or `defer`, which receives in the second half) to choose in the second half and
/// leave the first half's choice to the loser. An empty line takes `default`.
pub fn toss_choice(line: &str, default: crate::coach::TossChoice) -> Result<crate::coach::TossChoice, String> {
    use crate::coach::TossChoice;
    let w = words(line);
    let w: Vec<&str> = w.iter().map(String::as_str).collect();
    let second = |rest: &[&str]| match rest {
        [] | ["1st" | "first" | "1"] => Ok(1),
        ["2nd" | "second" | "2"] => Ok(2),
        _ => Err(format!("'{}': receive, kick, receive 2nd, kick 2nd or defer", w.join(" "))),
    };
    match w.as_slice() {
        [] => Ok(default),
        ["defer" | "d"] => Ok(TossChoice { half: 2, kick: false }),
        ["receive" | "r", rest @ ..] => Ok(TossChoice { half: second(rest)?, kick: false }),
        ["kick" | "k", rest @ ..] => Ok(TossChoice { half: second(rest)?, kick: true }),
        _ => Err(format!("'{}': receive, kick, receive 2nd, kick 2nd or defer", w.join(" "))),
    }
}

/// `kick` (true) or `receive`; an empty line takes `default`. The toss loser's choice in the
/// other half and the overtime toss winner's choice (§1, §21).
pub fn kick_or_receive(line: &str, default: bool) -> Result<bool, String> {
    let w = words(line);
    match w.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        [] => Ok(default),
        ["kick" | "k"] => Ok(true),
        ["receive" | "r"] => Ok(false),
        _ => Err(format!("'{}': kick or receive", w.join(" "))),
    }
}

/// Pitchout (§7.5 d): `inside` (true) or `outside`, after seeing both directives; an empty
/// line takes `default`.
pub fn pitch_side(line: &str, default: bool) -> Result<bool, String> {
    match words(line).first().map(String::as_str) {
        None => Ok(default),
        Some("inside" | "in" | "i") => Ok(true),
        Some("outside" | "out" | "o") => Ok(false),
        Some(other) => Err(format!("'{other}': inside or outside [ttf7 7.5]")),
    }
}

/// QB Option (§7.6): `keep` (true) or `lateral`; an empty line takes `default`.
pub fn keep_or_lateral(line: &str, default: bool) -> Result<bool, String> {
    match words(line).first().map(String::as_str) {
        None => Ok(default),
        Some("keep" | "k") => Ok(true),
        Some("lateral" | "pitch" | "l") => Ok(false),
        Some(other) => Err(format!("'{other}': keep or lateral [ttf7 7.6]")),
    }
}

/// Pass rush "Run" (§9.1 step 6): `scramble` (None), or the box of an eligible receiver to
/// throw on the run to (one of `receivers`); an empty line takes `default`.
pub fn scramble_or_throw(line: &str, receivers: &[OffBox], default: Option<OffBox>) -> Result<Option<OffBox>, String> {
    let w = words(line);
    let list = || receivers.iter().map(|b| b.to_string()).collect::<Vec<_>>().join(", ");
    match w.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        [] => Ok(default),
        ["scramble" | "s" | "run"] => Ok(None),
        [b] | ["throw" | "t", b] => match off_box(b) {
            Some(b) if receivers.contains(&b) => Ok(Some(b)),
            Some(b) => Err(format!("{b} is no eligible receiver on this play (throw to {}) [ttf7 9.1]", list())),
            None => Err(format!("'{b}': scramble, or a receiver's box to throw to ({})", list())),
        },
        _ => Err(format!("'{}': scramble, or a receiver's box to throw to ({})", w.join(" "), list())),
    }
}

/// An interception in the end zone (§8.2 step 7): `return` (true) or `down` it for a
/// touchback; an empty line takes `default`.
pub fn end_zone_return(line: &str, default: bool) -> Result<bool, String> {
    match words(line).first().map(String::as_str) {
        None => Ok(default),
        Some("return" | "r" | "run" | "yes" | "y") => Ok(true),
        Some("down" | "d" | "touchback" | "kneel" | "no" | "n") => Ok(false),
        Some(other) => Err(format!("'{other}': return or down")),
    }
}

/// The defense's pick of an interceptor among `n` candidates listed 1..=n (§8.2 step 6): a
/// number, or `pro-rate` (None: a new Pass Number over their Interception Ranges); an empty
/// line takes `default`.
pub fn interceptor_pick(line: &str, n: usize, default: Option<usize>) -> Result<Option<usize>, String> {
    match words(line).first().map(String::as_str) {
        None => Ok(default),
        Some("pro-rate" | "prorate" | "p") => Ok(None),
        Some(w) => match w.parse::<usize>() {
            Ok(i) if (1..=n).contains(&i) => Ok(Some(i - 1)),
            _ => Err(format!("'{w}': a number from 1 to {n}, or pro-rate [ttf7 8.2]")),
        },
    }
}

/// A toss winner's choice in the words [`toss_choice`] reads.
pub fn toss_choice_text(c: crate::coach::TossChoice) -> &'static str {
    match (c.half, c.kick) {
        (2, false) => "defer",
        (2, true) => "kick 2nd",
        (_, true) => "kick",
        (_, false) => "receive",
    }
}
