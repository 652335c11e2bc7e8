//! 6th-edition player and team cards (§4, §21) in the Fast Action Card family's card files
//! (`huddle-cards`), validated against the 6th edition's rules. A 6th-edition card uses a subset
//! of the family's fields (`docs/sp6-cards.md`):
//!
//! - quarterbacks: Com/Inc/Int ranges for Quick, Short and Long (no "Int?" range: `"int?"`
//!   equals `"inc"`), the Pass Rush line, rushing N, SG and LG, an endurance letter;
//! - backs, receivers and ends: rushing N (yards only), SG and LG; pass-gain Q, S, L (yards,
//!   "L" in Q and S, "-" blank); a Blocking Value; an endurance digit;
//! - offensive linemen: BV and PB; linemen TV and PR; linebackers TV, PR, PD and Int; defensive
//!   backs PR, PD and Int, **no Tackle Value** (4.3.1);
//! - the kicker: Good ranges by distance band up to the 46-50 band, an extra-point range;
//! - the punter: RN 1-11 rows (yards and FC or PR1-PR4) and the "See Below" list for RN 12
//!   (Blocked or a penalty, written `Movement`);
//! - the return cards: KR/PR columns whose asterisked result is read on a new RN 1-2;
//! - the team: the Fumbles Lost range (`fumble_range`), the Defensive Fumble Adjustment and the
//!   Big Plays allowed at home and away.

use huddle_cards::{CardError, DefBox, GainCell, Group, IntRange, OffBox, Player, PuntInstr, Rn12Result, RushCell, Team};
use std::collections::HashSet;
use std::path::Path;

/// A team file that could not be used for a 6th-edition game.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{file}: cannot read: {cause}")]
    Io { file: String, cause: std::io::Error },
    #[error("{0}")]
    Parse(huddle_cards::LoadError),
    #[error("{file}: {}", .errors.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n  "))]
    Invalid { file: String, errors: Vec<CardError> },
}

fn err(out: &mut Vec<CardError>, entry: &str, rule: impl Into<String>) {
    out.push(CardError { entry: entry.to_string(), rule: rule.into() });
}

/// Checks one card against the 6th edition.
pub fn validate_player(p: &Player, out: &mut Vec<CardError>) {
    let who = format!("player '{}' ({}, {})", p.id, p.name, p.pos);
    let at = |f: &str| format!("{who}: {f}");
    if p.id.trim().is_empty() {
        err(out, &who, "every player needs a non-empty id");
    }
    // The usage guide (a season's per-game attempts, carries, targets and tackles) weights the
    // computer coach's choices: a game holds at most about a hundred plays.
    if let Some((name, x)) = p.usage.and_then(|u| u.beyond_a_game()) {
        err(out, &at(&format!("usage.{name}")), format!("{x} per game: the usage guide counts a game's plays, 0-100 [sp6 4]"));
    }
    let g = p.group();
    match (g, p.ev) {
        (Group::QB, Some(huddle_cards::Endurance::Plays(_))) => err(out, &at("ev"), "a quarterback's endurance is a letter A, B or C [sp6 4.5]"),
        (Group::RB | Group::WR | Group::TE, Some(huddle_cards::Endurance::Qb(_))) => err(out, &at("ev"), "a back's or receiver's endurance is a digit 0-4 [sp6 4.6]"),
        (Group::QB, None) => err(out, &at("ev"), "a quarterback's card carries an endurance letter A, B or C [sp6 4.5]"),
        (Group::RB | Group::WR | Group::TE, None) => err(out, &at("ev"), "a back's or receiver's card carries an endurance digit 0-4 [sp6 4.6]"),
        _ => {}
    }
    if g == Group::QB {
        match &p.passing {
            None => err(out, &at("passing"), "a quarterback card needs Quick, Short and Long ranges and a Pass Rush line [sp6 4.5]"),
            Some(pass) => {
                for (name, r) in [("quick", pass.quick), ("short", pass.short), ("long", pass.long)] {
                    if r.com > r.inc || r.inc > 48 {
                        err(out, &at(&format!("passing.{name}")), format!("ranges Com 1-{} / Inc to {} must run upward within 1-48 [sp6 10.2]", r.com, r.inc));
                    }
                    if r.int_q != r.inc {
                        err(out, &at(&format!("passing.{name}")), "a 6th-edition quarterback card has Com, Inc and Int ranges only: write \"int?\" equal to \"inc\" [sp6 10.2]");
                    }
                }
                let pr = pass.pass_rush;
                if pr.sack > pr.run || pr.run > pr.com || pr.com > 48 {
                    err(out, &at("passing.pass_rush"), format!("the Pass Rush line Sack 1-{} / Runs to {} / Com to {} must run upward within 1-48 [sp6 11]", pr.sack, pr.run, pr.com));
                }
            }
        }
        if p.rushing.is_none() {
            err(out, &at("rushing"), "a quarterback card needs rushing columns N, SG and LG [sp6 4.5]");
        }
    }
    if g == Group::RB && p.rushing.is_none() {
        err(out, &at("rushing"), "a back's card needs rushing columns [sp6 4.6]");
    }
    if let Some(r) = &p.rushing {
        if r.i.is_some() || r.o.is_some() {
            err(out, &at("rushing"), "the 6th edition has no I and O columns: N, SG and LG only [sp6 9.1]");
        }
        match &r.n {
            None => err(out, &at("rushing.n"), "a rushing card needs an N column [sp6 9.1]"),
            Some(n) => {
                for (k, c) in n.iter().enumerate() {
                    if !matches!(c, RushCell::Yards(_)) {
                        err(out, &at(&format!("rushing.n[{}]", k + 1)), "the N column holds yards (a modified RN of 1 reads the SG column) [sp6 9.1]");
                    }
                }
            }
        }
        for (k, c) in r.sg.iter().enumerate() {
            if !matches!(c, RushCell::Yards(_)) {
                err(out, &at(&format!("rushing.sg[{}]", k + 1)), "the SG column holds yards [sp6 9.1]");
            }
        }
    }
    if let Some(rc) = &p.receiving {
        for (k, cell) in rc.l.iter().enumerate() {
            if *cell == GainCell::Long {
                err(out, &at(&format!("receiving.l[{}]", k + 1)), "the L column cannot point to itself [sp6 10.2]");
            }
        }
    }
    if let Some(bv) = p.bv {
        if bv.exceptional.is_some() {
            err(out, &at("bv"), "the 6th edition has no Exceptional Blockers [sp6 9.1]");
        }
    }
    if g == Group::OL && (p.bv.is_none() || p.pbv.is_none()) {
        err(out, &at("bv"), "an offensive lineman needs a Blocking Value and a Pass Blocking value [sp6 11]");
    }
    if matches!(g, Group::DL | Group::LB | Group::DB) {
        match &p.defense {
            None => err(out, &at("defense"), "a defender needs defensive values [sp6 9.1]"),
            Some(d) => {
                if d.tv.exceptional.is_some() {
                    err(out, &at("defense.tv"), "the 6th edition has no Exceptional Tacklers [sp6 9.1]");
                }
                if g == Group::DB && d.tv.value != 0 {
                    err(out, &at("defense.tv"), "a defensive back's card has no Tackle Value [sp6 9.1]");
                }
                if g == Group::DL && (d.pd != 0 || !matches!(d.int, IntRange::None)) {
                    err(out, &at("defense"), "a lineman's card has Tackle and Pass Rush values only [sp6 11]");
                }
                if let IntRange::Range(r) = d.int {
                    if !r.is_empty() && (r.lo < 1 || r.hi > 48) {
                        err(out, &at("defense.int"), format!("interception range {r} must lie within 1-48 [sp6 10.2]"));
                    }
                }
            }
        }
    }
    if g == Group::K && p.kicking.is_none() {
        err(out, &at("kicking"), "a kicker needs a placekicker card [sp6 14.1]");
    }
    if let Some(k) = &p.kicking {
        let mut prev: Option<u8> = None;
        for (i, b) in k.fg.iter().enumerate() {
            if b.from > b.to || b.good > 48 || prev.is_some_and(|pt| pt.checked_add(1) != Some(b.from)) {
                err(out, &at(&format!("kicking.fg[{i}]")), format!("distance bands must be ascending and contiguous with Good ranges within 1-48 (band {}-{}, good 1-{}) [sp6 14.1]", b.from, b.to, b.good));
            }
            prev = Some(b.to);
        }
        if k.fg.first().is_none_or(|b| b.from > 18) {
            err(out, &at("kicking.fg"), "the first distance band must cover the shortest kick, 18 yards (the goal line + 17) [sp6 14.1]");
        }
        // The 46-50 band is the rules' top band (the edition's fg_top_band_end).
        if k.fg.last().is_none_or(|b| b.to != 50) {
            err(out, &at("kicking.fg"), "the last distance band is 46-50: longer kicks lose 2 numbers a yard from it [sp6 14.1]");
        }
        if k.xp > 48 {
            err(out, &at("kicking.xp"), "the extra-point range must lie within 1-48 [sp6 14.2]");
        }
    }
    if g == Group::P && p.punting.is_none() {
        err(out, &at("punting"), "a punter needs a punter card [sp6 13]");
    }
    if let Some(pu) = &p.punting {
        for (k, c) in pu.punts.iter().enumerate() {
            if matches!(c.instr, PuntInstr::NoReturn) || c.fumble || c.asterisk {
                err(out, &at(&format!("punting.punts[{}]", k + 1)), "a punter's row gives yards and FC or PR1-PR4 [sp6 13]");
            }
        }
        let mut covered = [0u8; 13];
        for e in &pu.rn12 {
            if e.rn.lo < 1 || e.rn.hi > 12 {
                err(out, &at("punting.rn12"), format!("the \"See Below\" range {} is not within Run Numbers 1-12 [sp6 13]", e.rn));
            }
            for rn in e.rn.lo.max(1)..=e.rn.hi.min(12) {
                covered[rn as usize] += 1;
            }
            if matches!(e.result, Rn12Result::Longest(_)) {
                err(out, &at("punting.rn12"), "the \"See Below\" list gives Blocked or a penalty (Movement) [sp6 13]");
            }
        }
        if (1..=12).any(|rn| covered[rn] != 1) {
            err(out, &at("punting.rn12"), "the \"See Below\" list must give one result for each Run Number 1-12 [sp6 13]");
        }
        // A defense that suspects a fake (O6) cannot block a real punt: its Block is resolved
        // again with a new FAC, which must be able to come up with the penalty.
        if !pu.rn12.is_empty() && pu.rn12.iter().all(|e| e.result == Rn12Result::Blocked) {
            err(out, &at("punting.rn12"), "the \"See Below\" list must give the penalty (Movement) on some Run Number: a suspecting defense's Block is resolved again [sp6 13]");
        }
    }
}

/// Checks a whole team: every card, the Lineup Card values, the starting lineup.
pub fn validate_team(t: &Team) -> Vec<CardError> {
    let mut out = Vec::new();
    let te = format!("team '{}'", t.code);
    let at = |f: &str| format!("{te}: {f}");
    if t.code.trim().is_empty() {
        err(&mut out, &te, "a team needs a code");
    }
    if t.fumble_range > 48 {
        err(&mut out, &at("fumble_range"), "the Fumbles Lost range is a Pass Number range within 1-48 [sp6 16.4]");
    }
    if t.big_plays.is_none() {
        err(&mut out, &at("big_plays"), "the Lineup Card lists the Big Plays allowed at home and away [sp6 12]");
    }
    if t.players.len() > crate::call::Roster::CAPACITY {
        err(&mut out, &at("players"), format!("a team holds at most {} players (the engine's limit); this one has {}", crate::call::Roster::CAPACITY, t.players.len()));
    }
    let mut ids = HashSet::new();
    for p in &t.players {
        if !ids.insert(p.id.as_str()) {
            err(&mut out, &at("players"), format!("player id '{}' is used twice", p.id));
        }
    }
    let known = |id: &str| t.players.iter().find(|p| p.id == id);
    for (b, id) in &t.lineup.offense {
        if matches!(b, OffBox::LTE | OffBox::RTE) {
            err(&mut out, &at(&format!("lineup.offense.{b}")), "the 6th edition's display has no tight-end boxes: ends stand in LE and RE [sp6 3.1]");
        }
        if known(id).is_none() {
            err(&mut out, &at(&format!("lineup.offense.{b}")), format!("no player with id '{id}' on the roster"));
        }
    }
    for (b, list) in &t.lineup.defense {
        if list.len() > b.capacity() {
            err(&mut out, &at(&format!("lineup.defense.{b}")), format!("box {b} holds at most {} players [sp6 3.2]", b.capacity()));
        }
        for id in list {
            if known(id).is_none() {
                err(&mut out, &at(&format!("lineup.defense.{b}")), format!("no player with id '{id}' on the roster"));
            }
        }
    }
    if known(&t.lineup.kicker).is_none_or(|p| p.kicking.is_none()) {
        err(&mut out, &at("lineup.kicker"), format!("'{}' is not a kicker of the roster [sp6 14.1]", t.lineup.kicker));
    }
    if known(&t.lineup.punter).is_none_or(|p| p.punting.is_none()) {
        err(&mut out, &at("lineup.punter"), format!("'{}' is not a punter of the roster [sp6 13]", t.lineup.punter));
    }
    if t.punt_returns.is_empty() || t.punt_returns.len() > 4 {
        err(&mut out, &at("punt_returns"), "the Punt Return card has 1 to 4 returners (PR-1 to PR-4) [sp6 13]");
    }
    if t.kick_returns.is_empty() || t.kick_returns.len() > 4 {
        err(&mut out, &at("kick_returns"), "the Kickoff Return card has 1 to 4 returners (KR-1 to KR-4) [sp6 8]");
    }
    let returners = t.punt_returns.iter().map(|r| (&r.player, &r.asterisk, "punt_returns")).chain(t.kick_returns.iter().map(|r| (&r.player, &r.asterisk, "kick_returns")));
    for (player, asterisk, card) in returners {
        if known(player).is_none() {
            err(&mut out, &at(card), format!("no player with id '{player}'"));
        }
        if let Some(a) = asterisk {
            if a.rn.lo != 1 || a.rn.hi != 2 {
                err(&mut out, &at(card), "the asterisked result is read on a new RN 1-2: write its range \"1-2\" [sp6 8]");
            }
        }
    }
    for p in &t.players {
        validate_player(p, &mut out);
    }
    // The starting lineup makes a legal pair of displays.
    if out.is_empty() {
        let off = crate::display::lineup_offense(t);
        if let Err(e) = crate::display::validate_offense(&off, t, false) {
            err(&mut out, &at("lineup.offense"), e.to_string());
        }
        let def = crate::display::lineup_defense(t);
        if let Err(e) = crate::display::validate_defense(&def, t, false) {
            err(&mut out, &at("lineup.defense"), e.to_string());
        }
    }
    out
}

/// Parses and validates a 6th-edition team from JSON text; `file` names the source in errors.
pub fn parse_team(text: &str, file: &str) -> Result<Team, LoadError> {
    let team: Team = huddle_cards::load::from_json(text, file).map_err(LoadError::Parse)?;
    let errors = validate_team(&team);
    if errors.is_empty() {
        Ok(team)
    } else {
        Err(LoadError::Invalid { file: file.into(), errors })
    }
}

/// Loads a 6th-edition team file.
pub fn load_team(path: &Path) -> Result<Team, LoadError> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|cause| LoadError::Io { file: file.clone(), cause })?;
    parse_team(&text, &file)
}

/// Parses a league file of 6th-edition teams (a JSON array).
pub fn parse_league(text: &str, file: &str) -> Result<Vec<Team>, LoadError> {
    let teams: Vec<Team> = huddle_cards::load::from_json(text, file).map_err(LoadError::Parse)?;
    let mut errors = Vec::new();
    let mut codes = HashSet::new();
    for t in &teams {
        if !codes.insert(t.code.clone()) {
            errors.push(CardError { entry: format!("team '{}'", t.code), rule: "team code used twice in the league".into() });
        }
        errors.extend(validate_team(t));
    }
    if errors.is_empty() {
        Ok(teams)
    } else {
        Err(LoadError::Invalid { file: file.into(), errors })
    }
}

/// The two fictional sample teams of the 6th edition (`data/teams/`).
pub const SAMPLE_FILES: [(&str, &str); 2] = [("data/teams/sp6_ironton.json", include_str!("../data/teams/sp6_ironton.json")), ("data/teams/sp6_lakeport.json", include_str!("../data/teams/sp6_lakeport.json"))];

/// The sample teams, validated.
pub fn sample_teams() -> Vec<Team> {
    SAMPLE_FILES.iter().map(|(f, text)| parse_team(text, f).unwrap_or_else(|e| panic!("embedded sample team {f} is invalid: {e}"))).collect()
}

/// The box a defender of this group may stand in (§3.2): Row 1 linemen and linebackers, Row 2
/// linebackers, Row 3 defensive backs.
pub fn may_stand(g: Group, b: DefBox) -> bool {
    match b.row() {
        1 => matches!(g, Group::DL | Group::LB),
        2 => g == Group::LB,
        _ => g == Group::DB,
    }
}
