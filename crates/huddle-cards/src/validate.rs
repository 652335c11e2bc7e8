//! Card validation. Every problem names the entry and the rule it breaks.

use crate::cells::{GainCell, IntRange, NumRange, RushCell};
use crate::player::{Endurance, Group, KickCell, Player, Rn12Result};
use crate::team::Team;
use std::collections::HashSet;
use std::fmt;

/// One problem with a card or team file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardError {
    /// Which entry: "player 'kc-qb1' (P. Mahomes, QB): passing.quick".
    pub entry: String,
    /// The rule broken.
    pub rule: String,
}

impl fmt::Display for CardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.entry, self.rule)
    }
}

struct Errs<'a> {
    out: &'a mut Vec<CardError>,
    entry: String,
}

impl Errs<'_> {
    fn err(&mut self, field: &str, rule: impl Into<String>) {
        let entry = if field.is_empty() { self.entry.clone() } else { format!("{}: {}", self.entry, field) };
        self.out.push(CardError { entry, rule: rule.into() });
    }
}

fn range_ok(r: &NumRange, max: u8) -> bool {
    r.is_empty() || (r.lo >= 1 && r.hi <= max)
}

/// Checks one player card.
pub fn validate_player(p: &Player, out: &mut Vec<CardError>) {
    let mut e = Errs { out, entry: format!("player '{}' ({}, {})", p.id, p.name, p.pos) };
    if p.id.trim().is_empty() {
        e.err("id", "every player needs a non-empty id");
    }
    if p.games > 20 {
        e.err("games", format!("games played {} is more than a season holds (0-20)", p.games));
    }
    // The usage guide printed on the card (§24: a season's per-game attempts, carries, targets
    // and tackles) weights the computer coach's choices: a game holds at most about a hundred plays.
    if let Some((name, x)) = p.usage.and_then(|u| u.beyond_a_game()) {
        e.err(&format!("usage.{name}"), format!("{x} per game: the usage guide counts a game's plays, 0-100 [ttf7 24]"));
    }
    let g = p.group();
    match (g, p.ev) {
        (Group::QB, Some(Endurance::Qb(_))) | (Group::QB, None) => {}
        (Group::QB, Some(Endurance::Plays(_))) => e.err("ev", "a quarterback's endurance is a letter A, B or C [ttf7 23.1]"),
        (Group::RB | Group::WR | Group::TE, Some(Endurance::Qb(_))) => {
            e.err("ev", "a back's or receiver's endurance is a digit 0-4 [ttf7 23.1]")
        }
        _ => {}
    }
    if g == Group::QB {
        match &p.passing {
            None => e.err("passing", "a quarterback card needs Quick, Short and Long ranges and a Pass Rush line [ttf7 27.2]"),
            Some(pass) => {
                for (name, r) in [("quick", pass.quick), ("short", pass.short), ("long", pass.long)] {
                    if !(1..=47).contains(&r.com) || r.com > r.inc || r.inc > r.int_q || r.int_q > 48 {
                        e.err(
                            &format!("passing.{name}"),
                            format!(
                                "ranges Com 1-{} / Inc to {} / Int? to {} must run upward within 1-48 with Com within 1-47 [ttf7 0.3]",
                                r.com, r.inc, r.int_q
                            ),
                        );
                    }
                }
                let pr = pass.pass_rush;
                if pr.sack < 1 || pr.sack > 30 || pr.sack > pr.run || pr.run > pr.com || pr.com > 48 {
                    e.err(
                        "passing.pass_rush",
                        format!(
                            "Pass Rush line Sack 1-{} / Run to {} / Com to {} must run upward within 1-48 with Sack within 1-30 [ttf7 9.1]",
                            pr.sack, pr.run, pr.com
                        ),
                    );
                }
            }
        }
        if p.rushing.is_none() {
            e.err("rushing", "a quarterback card needs rushing columns (N, SG, LG) for runs and scrambles [ttf7 27.2]");
        }
    }
    if g == Group::RB && p.rushing.is_none() {
        e.err("rushing", "a running back card needs rushing columns [ttf7 27.2]");
    }
    if matches!(g, Group::WR | Group::TE) && p.receiving.is_none() {
        e.err("receiving", "a receiver card needs pass-gain columns Q, S and L [ttf7 27.2]");
    }
    if let Some(r) = &p.rushing {
        if r.n.is_none() && r.i.is_none() && r.o.is_none() {
            e.err("rushing", "a rushing card needs an N column, or I and O columns [ttf7 7.1]");
        }
        for (name, col) in [("n", &r.n), ("i", &r.i), ("o", &r.o)] {
            if let Some(c) = col {
                for (k, cell) in c.iter().enumerate() {
                    if matches!(cell, RushCell::Le | RushCell::Ls) {
                        e.err(&format!("rushing.{name}[{}]", k + 1), "Le and Ls appear only in the SG column [ttf7 7.3]");
                    }
                }
            }
        }
        for (k, cell) in r.sg.iter().enumerate() {
            if *cell == RushCell::Sg {
                e.err(&format!("rushing.sg[{}]", k + 1), "the SG column cannot point to itself [ttf7 7.3]");
            }
        }
    }
    if let Some(rc) = &p.receiving {
        for (k, cell) in rc.l.iter().enumerate() {
            if *cell == GainCell::Long {
                e.err(&format!("receiving.l[{}]", k + 1), "the L column cannot point to itself [ttf7 8.2]");
            }
        }
    }
    if g == Group::OL {
        if p.bv.is_none() {
            e.err("bv", "an offensive lineman needs a Blocking Value [ttf7 27.2]");
        }
        if p.pbv.is_none() {
            e.err("pbv", "an offensive lineman needs a Pass Blocking Value [ttf7 27.2]");
        }
    }
    if matches!(g, Group::DL | Group::LB | Group::DB) {
        match &p.defense {
            None => e.err("defense", "a defender needs defensive values (TV, PRV, PD, ranges) [ttf7 27.2]"),
            Some(d) => {
                if d.tv.value > 0 || d.tv.exceptional.is_some_and(|x| x > d.tv.value) {
                    e.err("defense.tv", format!("Tackle Values are negative, the exceptional value at least as strong: {} [ttf7 0.3]", d.tv));
                }
                if let IntRange::Range(r) = d.int {
                    if !range_ok(&r, 48) {
                        e.err("defense.int", format!("interception range {r} must lie within 1-48 [ttf7 8.2]"));
                    }
                }
                if !range_ok(&d.interference, 48) {
                    e.err("defense.interference", "interference range must lie within 1-48 [ttf7 8.2]");
                }
                if !(0.0..=5.0).contains(&d.deflect) {
                    e.err("defense.deflect", format!("Pass Deflect Value {} must lie within 0-5 [ttf7 8.5]", d.deflect));
                }
                if d.prv > 9 {
                    e.err("defense.prv", format!("Pass Rush Value {} is out of range (0-9) [ttf7 9.1]", d.prv));
                }
            }
        }
    }
    if g == Group::K && p.kicking.is_none() {
        e.err("kicking", "a kicker needs a field-goal card [ttf7 12.1]");
    }
    if let Some(k) = &p.kicking {
        let mut prev: Option<u8> = None;
        for (i, b) in k.fg.iter().enumerate() {
            if b.from > b.to || b.good > 48 || prev.is_some_and(|pt| pt.checked_add(1) != Some(b.from)) {
                e.err(
                    &format!("kicking.fg[{i}]"),
                    format!("distance bands must be ascending and contiguous with Good ranges within 1-48 (band {}-{}, good 1-{}) [ttf7 12.1]", b.from, b.to, b.good),
                );
            }
            prev = Some(b.to);
        }
        if k.xp > 48 {
            e.err("kicking.xp", "the extra-point Good range must lie within 1-48 [ttf7 12.3]");
        }
        if k.max > 55 && k.band(55).is_none_or(|b| b.from > 51) {
            e.err("kicking.max", "a kicker with a range beyond 55 yards needs a 51-55 band [ttf7 12.1]");
        }
    }
    if g == Group::P && p.punting.is_none() {
        e.err("punting", "a punter needs a punting card [ttf7 13.1]");
    }
    if let Some(problem) = p.punting.as_ref().and_then(|pu| rn12_problem(&pu.rn12)) {
        e.err("punting.rn12", problem);
    }
    if let Some(ko) = &p.kickoff {
        for (name, col) in [("a", &ko.a), ("b", &ko.b)] {
            for (k, c) in col.iter().enumerate() {
                if let Some(problem) = kick_cell_problem(name, c) {
                    e.err(&format!("kickoff.{name}[{}]", k + 1), problem);
                }
            }
        }
    }
}

/// What is wrong with a punter's RN-12 range list, if anything (§13.4): it must give exactly one
/// result for each Run Number 1-12, and a "Longest" result needs a yardage.
pub fn rn12_problem(list: &[crate::player::Rn12Entry]) -> Option<&'static str> {
    let mut covered = [0u8; 13];
    for entry in list {
        if let Rn12Result::Longest(0) = entry.result {
            return Some("a 'Longest' result needs a yardage [ttf7 13.4]");
        }
        for rn in entry.rn.lo..=entry.rn.hi.min(12) {
            covered[rn as usize] = covered[rn as usize].saturating_add(1);
        }
    }
    (1..=12).any(|rn| covered[rn] != 1).then_some("the RN-12 range list must give exactly one result for each Run Number 1-12 [ttf7 13.4]")
}

/// What is wrong with a cell of a kicker's Kickoff Card column `col` ("a" or "b"), if anything
/// (§14.3): a kick lands within the receiving 60, and Column B does not point to itself.
pub fn kick_cell_problem(col: &str, c: &KickCell) -> Option<&'static str> {
    match c {
        KickCell::Land { yard, .. } if *yard > 60 => Some("a kickoff cannot land beyond the receiving 60 [ttf7 14.3]"),
        KickCell::UseColB if col == "b" => Some("Column B cannot send the kick to Column B [ttf7 14.3]"),
        _ => None,
    }
}

/// Checks a whole team: every card, the Lineup Card values, references between them.
pub fn validate_team(t: &Team) -> Vec<CardError> {
    let mut out = Vec::new();
    let team_entry = format!("team '{}'", t.code);
    let mut e = Errs { out: &mut out, entry: team_entry.clone() };
    if t.code.trim().is_empty() {
        e.err("code", "a team needs a code");
    }
    if t.fumble_range > 48 {
        e.err("fumble_range", "the Team Fumble Range is a Pass Number range within 1-48 [ttf7 18.2]");
    }
    if t.penalty_range > 48 {
        e.err("penalty_range", "the Penalty Range is a Pass Number range within 1-48 [ttf7 17.1]");
    }
    if let Some(x) = t.tendencies {
        if !x.pass_lean.is_finite() || x.pass_lean.abs() > 2.0 {
            e.err("tendencies.pass_lean", format!("{} is not a lean (log-odds within -2..2)", x.pass_lean));
        }
    }
    let mut ids = HashSet::new();
    for p in &t.players {
        if !ids.insert(p.id.as_str()) {
            e.err("players", format!("player id '{}' is used twice", p.id));
        }
    }
    let known = |id: &str| t.players.iter().find(|p| p.id == id);
    let mut seen_off = HashSet::new();
    for (b, id) in &t.lineup.offense {
        if known(id).is_none() {
            e.err(&format!("lineup.offense.{b}"), format!("no player with id '{id}' on the roster"));
        }
        if !seen_off.insert(id.as_str()) {
            e.err(&format!("lineup.offense.{b}"), format!("player '{id}' occupies two offensive boxes [ttf7 3.1]"));
        }
    }
    let mut seen_def = HashSet::new();
    for (b, list) in &t.lineup.defense {
        if list.len() > b.capacity() {
            e.err(&format!("lineup.defense.{b}"), format!("box {b} holds at most {} players [ttf7 3.2]", b.capacity()));
        }
        for id in list {
            if known(id).is_none() {
                e.err(&format!("lineup.defense.{b}"), format!("no player with id '{id}' on the roster"));
            }
            if !seen_def.insert(id.as_str()) {
                e.err(&format!("lineup.defense.{b}"), format!("player '{id}' occupies two defensive boxes [ttf7 3.2]"));
            }
        }
    }
    match known(&t.lineup.kicker) {
        None => e.err("lineup.kicker", format!("no player with id '{}'", t.lineup.kicker)),
        Some(p) if p.kicking.is_none() => e.err("lineup.kicker", format!("'{}' has no kicking card [ttf7 12.1]", p.id)),
        _ => {}
    }
    match known(&t.lineup.punter) {
        None => e.err("lineup.punter", format!("no player with id '{}'", t.lineup.punter)),
        Some(p) if p.punting.is_none() => e.err("lineup.punter", format!("'{}' has no punting card [ttf7 13.1]", p.id)),
        _ => {}
    }
    if let Some(k) = &t.lineup.kickoff {
        match known(k) {
            None => e.err("lineup.kickoff", format!("no player with id '{k}'")),
            Some(p) if p.kickoff.is_none() => e.err("lineup.kickoff", format!("'{}' has no kickoff card [ttf7 14.3]", p.id)),
            _ => {}
        }
    }
    if t.punt_returns.is_empty() || t.punt_returns.len() > 4 {
        e.err("punt_returns", "the Punt Return Card has 1 to 4 returners (PR1-PR4) [ttf7 13.6]");
    }
    if t.kick_returns.is_empty() || t.kick_returns.len() > 4 {
        e.err("kick_returns", "the Kickoff Return Card has 1 to 4 returners (KR1-KR4) [ttf7 14.6]");
    }
    for (i, r) in t.punt_returns.iter().enumerate() {
        if known(&r.player).is_none() {
            e.err(&format!("punt_returns[PR{}]", i + 1), format!("no player with id '{}'", r.player));
        }
        if r.fc > 48 {
            e.err(&format!("punt_returns[PR{}].fc", i + 1), "the FC Value is a Pass Number (0-48) [ttf7 13.6]");
        }
    }
    for (i, r) in t.kick_returns.iter().enumerate() {
        if known(&r.player).is_none() {
            e.err(&format!("kick_returns[KR{}]", i + 1), format!("no player with id '{}'", r.player));
        }
    }
    for p in &t.players {
        validate_player(p, &mut out);
    }
    out
}
