//! Bones card checks: which parts of a [`huddle_cards::bones::BonesCard`] each position needs
//! and which values are legal (digest §18), and the team's returners. Errors name the file,
//! the team, the player and the rule.

use huddle_cards::bones::{BonesCard, YardColumn};
use huddle_cards::{Group, Player, Position, Team};

/// A card that breaks a rule.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}: team {team}: {entry}: {msg} [bones {rule}]")]
pub struct CardError {
    pub file: String,
    pub team: String,
    pub entry: String,
    pub rule: String,
    pub msg: String,
}

fn col(c: &Option<YardColumn>, name: &str, need: bool) -> Result<(), (String, String)> {
    match c {
        Some(c) if !c.is_blank() => c.check().map_err(|m| (format!("{name} column: {m}"), "18.1".into())),
        Some(_) => Ok(()),
        None if need => Err((format!("needs a {name} column"), "18.2".into())),
        None => Ok(()),
    }
}

/// Checks one player's Bones card.
pub fn check_player(p: &Player) -> Result<(), (String, String)> {
    let Some(b) = p.bones.as_deref() else {
        return Err(("has no Bones card".into(), "18.2".into()));
    };
    let g = p.group();
    match g {
        Group::QB => {
            let q = b.qb.ok_or_else(|| ("a quarterback needs his passing columns".to_string(), "18.2".to_string()))?;
            for (name, c) in [("Quick", q.quick), ("Short", q.short), ("Long", q.long)] {
                if c.com as u16 >= c.int.lo as u16 || c.int.hi != 100 {
                    return Err((format!("{name}: COM 1-{} must end below the INT range {}, which runs to 00", c.com, c.int), "9.1".into()));
                }
            }
            let r = q.pass_rush;
            if !(r.sack <= r.run && r.run <= r.com && r.com <= 100) {
                return Err((format!("Pass Rush line SACK 1-{}, RUN to {}, COM to {}: the ranges must follow in order within 1-00", r.sack, r.run, r.com), "10.1".into()));
            }
            col(&b.rush, "rush", true)?;
        }
        Group::RB => {
            col(&b.rush, "rush", true)?;
            col(&b.quick, "quick", false)?;
            col(&b.short, "short", false)?;
        }
        Group::WR | Group::TE => {
            col(&b.quick, "quick", true)?;
            col(&b.short, "short", true)?;
            col(&b.rush, "rush", false)?;
        }
        Group::OL => {
            if b.bv.is_none() || b.pbv.is_none() {
                return Err(("an offensive lineman needs a BV and a PBV".into(), "18.2".into()));
            }
        }
        Group::DL | Group::LB | Group::DB => {
            let d = b.defense.ok_or_else(|| ("a defender needs his TV, PRV, PD and INT".to_string(), "18.2".to_string()))?;
            if g == Group::DL && d.int.is_some_and(|r| r.lo != 100) {
                return Err((format!("INT {}: all defensive linemen intercept on 00 only", d.int.unwrap_or(huddle_cards::bones::D100::new(100, 100))), "9.4".into()));
            }
            if g != Group::DL && d.deflect > 0 {
                return Err(("only defensive linemen have a Pass Deflect value".into(), "9.4".into()));
            }
            if d.int.is_some_and(|r| r.hi != 100) {
                return Err(("an interception range runs to 00".into(), "9.7".into()));
            }
        }
        Group::K => {
            let k = b.kicking.as_ref().ok_or_else(|| ("a kicker needs his extra-point and field-goal ranges".to_string(), "15.5".to_string()))?;
            let mut from = 0u16;
            for band in &k.fg {
                if band.from as u16 != from || band.to < band.from || band.good > 100 {
                    return Err((format!("field-goal band {}-{}: bands follow each other from 0 yards, Good 0-100", band.from, band.to), "16".into()));
                }
                from = band.to as u16 + 1;
            }
            if k.xp > 100 {
                return Err(("XP range beyond 00".into(), "15.5".into()));
            }
        }
        Group::P => {
            let pu = b.punting.as_ref().ok_or_else(|| ("a punter needs his punter card".to_string(), "14.1".to_string()))?;
            for (name, r) in [("blocked", pu.blocked), ("penalty", pu.penalty)] {
                if let Some((lo, hi)) = r {
                    if lo < 2 || hi > 10 || lo > hi {
                        return Err((format!("See Below {name} range {lo}-{hi}: a 1d10 range from 2 (1 is the Long kick)"), "14.2".into()));
                    }
                }
            }
            if let (Some(a), Some(b)) = (pu.blocked, pu.penalty) {
                if a.0 <= b.1 && b.0 <= a.1 {
                    return Err(("the See Below blocked and penalty ranges overlap".into(), "14.2".into()));
                }
            }
        }
    }
    // Blocking and Tackling Values are yards added in the Blocking Battle (§7.2), two of them
    // and the position modifiers at a time.
    if let Some(bv) = b.bv.filter(|v| !(-10..=10).contains(v)) {
        return Err((format!("BV {bv}: a Blocking Value is a yardage modifier within −10..+10"), "7.2".into()));
    }
    if let Some(tv) = b.defense.map(|d| d.tv).filter(|v| !(-10..=10).contains(v)) {
        return Err((format!("TV {tv}: a Tackle Value is a yardage modifier within −10..+10"), "7.2".into()));
    }
    if matches!(g, Group::QB | Group::RB | Group::WR | Group::TE) && b.fumble.is_none_or(|f| f > 100) {
        return Err(("a ballhandler needs a fumble range 1-00".into(), "16".into()));
    }
    for (name, r) in [("KR", &b.kr), ("PR", &b.pr)] {
        if let Some(r) = r {
            if r.asterisk.is_some_and(|a| a.range.hi > 100) {
                return Err((format!("{name} asterisk range"), "14.1".into()));
            }
        }
    }
    if let Some(k) = &b.kickoff {
        if k.iter().any(|c| matches!(c.land, huddle_cards::bones::Landing::Yard(y) if y > 30)) {
            return Err(("a kickoff lands inside the receiving team's 30 (or TB, OOB)".into(), "15.1".into()));
        }
        if let Some(c) = k.iter().find(|c| !(-9..=9).contains(&c.ret)) {
            return Err((format!("kickoff Ret {}: the adjustment moves the returner's 1d10, at most 9 either way", c.ret), "15.1".into()));
        }
    }
    // The usage guide (a season's per-game attempts, carries, targets and tackles) weights the
    // computer coach's choices: a game holds at most about a hundred plays.
    if let Some((name, x)) = p.usage.and_then(|u| u.beyond_a_game()) {
        return Err((format!("usage {name} {x} per game: the usage guide counts a game's plays, 0-100"), "18.2".into()));
    }
    Ok(())
}

/// Checks a team's Bones cards: every player's, a kicker, a punter, and returners named on
/// the Lineup Card who carry a return column.
pub fn check_team(t: &Team, file: &str) -> Result<(), CardError> {
    let err = |entry: String, (msg, rule): (String, String)| CardError { file: file.into(), team: t.code.clone(), entry, rule, msg };
    for p in &t.players {
        check_player(p).map_err(|e| err(format!("{} ({})", p.name, p.pos), e))?;
    }
    let has = |f: &dyn Fn(&BonesCard) -> bool| t.players.iter().any(|p| p.bones.as_deref().is_some_and(f));
    if !has(&|b| b.kickoff.is_some()) || !has(&|b| b.kicking.is_some()) {
        return Err(err("kicker".into(), ("the team needs a kickoff card and a place kicker".into(), "15.1".into())));
    }
    if !t.players.iter().any(|p| p.pos == Position::P) {
        return Err(err("punter".into(), ("the team needs a punter".into(), "14.1".into())));
    }
    let bt = t.bones.clone().unwrap_or_default();
    for (name, list, pick) in [("KR", &bt.kr, 0usize), ("PR", &bt.pr, 1usize)] {
        if list.is_empty() {
            return Err(err(format!("{name} returners"), ("the Lineup Card names at least one returner".into(), if pick == 0 { "15.1" } else { "14.1" }.into())));
        }
        for id in list {
            let p = t.players.iter().find(|p| &p.id == id).ok_or_else(|| err(format!("{name} returner {id}"), ("not on the roster".into(), "18.2".into())))?;
            let b = p.bones.as_deref().expect("checked above");
            if (pick == 0 && b.kr.is_none()) || (pick == 1 && b.pr.is_none()) {
                return Err(err(format!("{name} returner {}", p.name), (format!("has no {name} column"), "18.2".into())));
            }
        }
    }
    Ok(())
}

/// Reads a league file of Bones teams (a JSON array) and checks every card and that no team
/// code is used twice.
pub fn parse_league(text: &str, file: &str) -> Result<Vec<Team>, Box<dyn std::error::Error + Send + Sync>> {
    let teams: Vec<Team> = huddle_cards::load::from_json(text, file)?;
    let mut codes = std::collections::HashSet::new();
    for t in &teams {
        if !codes.insert(t.code.clone()) {
            return Err(Box::new(CardError { file: file.into(), team: t.code.clone(), entry: "code".into(), rule: "20".into(), msg: "the team code is used twice in the league".into() }));
        }
        check_team(t, file)?;
    }
    Ok(teams)
}

/// Reads one Bones team file.
pub fn parse_team(text: &str, file: &str) -> Result<Team, Box<dyn std::error::Error + Send + Sync>> {
    let t: Team = huddle_cards::load::from_json(text, file)?;
    check_team(&t, file)?;
    Ok(t)
}
