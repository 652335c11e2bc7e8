//! A draft league (§20): franchises fill their rosters from one season's card pool in a snake
//! draft, the computer picking for every franchise; each drafted roster gets a legal Lineup
//! Card (its Offense and Defense Displays, kicker, punter and returners) and plays under the
//! Bones rules like any team. The seed's draft-league pages are missing (p.15): the roster
//! template, the order and the computer's valuation are this project's (docs/bones-decisions.md).

use crate::display::{lineup_defense, lineup_offense, validate_defense, validate_offense};
use huddle_cards::bones::{BonesCard, BonesTeam, YardColumn};
use huddle_cards::{DefBox, Group, Lineup, OffBox, Player, Position, Team};
use huddle_core::Randomness;
use std::collections::BTreeMap;
use std::fmt::Write;

/// How many players of each group a franchise drafts (39 in all): the starters of a 4-3 / one
/// back, three receiver display plus the backups the rest rates and injuries call for.
pub const ROSTER: Template = [(Group::QB, 2), (Group::RB, 3), (Group::WR, 5), (Group::TE, 2), (Group::OL, 7), (Group::DL, 6), (Group::LB, 5), (Group::DB, 7), (Group::K, 1), (Group::P, 1)];

/// How many players of each group a roster holds: [`ROSTER`], or a league's own
/// ([`DraftOptions::roster`]).
pub type Template = [(Group, usize); 10];

/// The fewest of each group a roster may hold: what its Lineup Card needs (a quarterback, a back,
/// three receivers, a tight end, five linemen, four down linemen, three linebackers, four
/// defensive backs, a kicker and a punter).
pub const LINEUP_NEEDS: Template = [(Group::QB, 1), (Group::RB, 1), (Group::WR, 3), (Group::TE, 1), (Group::OL, 5), (Group::DL, 4), (Group::LB, 3), (Group::DB, 4), (Group::K, 1), (Group::P, 1)];

/// The most of one group a roster may hold (three kickers or punters).
const GROUP_MOST: usize = 15;

/// A template's number of players (the draft's rounds).
pub fn roster_size(t: &Template) -> usize {
    t.iter().map(|r| r.1).sum()
}

/// A roster without a kickoff or punt returner drafts one while this many slots (beyond the
/// returners it lacks) remain where one can come.
const RETURNER_SLACK: usize = 2;

/// A group's weight in the computer's draft board: how much one standard deviation of card
/// value at the position is worth against another position's.
fn group_weight(g: Group) -> f64 {
    match g {
        Group::QB => 1.6,
        Group::RB | Group::WR | Group::DL | Group::DB => 1.0,
        Group::TE | Group::LB | Group::OL => 0.85,
        Group::K | Group::P => 0.5,
    }
}

fn mean(c: &Option<YardColumn>) -> f64 {
    c.as_ref().map_or(0.0, |c| c.mean_yards() as f64)
}

/// The card value the computer drafts by, within a position group (higher is better).
pub fn card_value(p: &Player) -> f64 {
    let Some(b) = p.bones.as_deref() else { return f64::MIN };
    let d = b.defense.unwrap_or_default();
    let int = |c: &BonesCard| c.defense.and_then(|d| d.int).map_or(0.0, |r| r.len() as f64);
    match p.group() {
        Group::QB => match &b.qb {
            Some(q) => {
                let cols = [q.quick, q.short, q.long];
                let com: f64 = cols.iter().map(|c| c.com as f64).sum::<f64>() / 3.0;
                let ints: f64 = cols.iter().map(|c| c.int.len() as f64).sum::<f64>() / 3.0;
                com - 2.0 * ints - 0.3 * q.pass_rush.sack as f64 + 2.0 * mean(&b.rush)
            }
            None => 0.0,
        },
        Group::RB => 10.0 * mean(&b.rush) + 2.0 * mean(&b.short),
        Group::WR | Group::TE => 4.0 * mean(&b.short) + 3.0 * mean(&b.quick) + 2.0 * b.bv.unwrap_or(0) as f64,
        Group::OL => 10.0 * b.bv.unwrap_or(0) as f64 + 3.0 * b.pbv.unwrap_or(0) as f64,
        Group::DL => -5.0 * d.tv as f64 + 4.0 * d.prv as f64 + d.deflect as f64,
        Group::LB => -5.0 * d.tv as f64 + 2.0 * d.prv as f64 - 2.0 * d.pd as f64,
        Group::DB => -4.0 * d.pd as f64 - 2.0 * d.tv as f64 + int(b) / 2.0,
        Group::K => b.kicking.as_ref().map_or(0.0, |k| k.fg.iter().map(|f| f.good as f64).sum::<f64>() / k.fg.len().max(1) as f64),
        Group::P => b.punting.as_ref().map_or(0.0, |pu| pu.yards.iter().map(|y| *y as f64).sum::<f64>() / 20.0),
    }
}

/// How much a player played in the season the cards come from (his usage guide, per game, and
/// his games): a starter's card has stood a season's snaps, a backup's a few plays.
pub fn usage_value(p: &Player) -> f64 {
    let u = p.usage.unwrap_or_default();
    let games = p.games as f64;
    match p.group() {
        Group::QB => u.attempts as f64 * games,
        Group::RB => u.carries as f64 * games,
        Group::WR | Group::TE => u.targets as f64 * games,
        Group::DL | Group::LB | Group::DB => u.tackles as f64 * games,
        Group::OL | Group::K | Group::P => games,
    }
}

/// One pick of the draft.
#[derive(Clone, Debug, PartialEq)]
pub struct Pick {
    /// The round (0: a keeper, kept before the draft).
    pub round: usize,
    /// The pick's number in the draft (0 for a keeper).
    pub overall: usize,
    pub team: String,
    pub player: String,
    /// The player's id in the pool.
    pub id: String,
    pub pos: Position,
    /// The player's team in the pool.
    pub from: String,
}

/// A finished draft: the franchises' teams, the players they kept and the picks in order.
pub struct Draft {
    pub teams: Vec<Team>,
    /// The players kept before the draft (round and overall 0), franchise by franchise.
    pub keepers: Vec<Pick>,
    pub picks: Vec<Pick>,
}

/// A player on the board: his card, his team in the pool, the computer's value of him.
type OnBoard = (Player, String, f64);

/// The pool's players with their value on the computer's board, best first. A player traded
/// in the season has a card with each team: the pool keeps the one of the team he played more
/// games for. An error when the pool cannot fill `franchises` rosters.
fn ranked_pool(pool: &[Team], franchises: usize, template: &Template) -> Result<Vec<OnBoard>, String> {
    let mut avail: Vec<OnBoard> = Vec::new();
    for t in pool {
        for p in &t.players {
            if p.bones.is_none() {
                continue;
            }
            match avail.iter_mut().find(|x| x.0.id == p.id) {
                Some(x) if p.games > x.0.games => *x = (p.clone(), t.code.clone(), card_value(p)),
                Some(_) => {}
                None => avail.push((p.clone(), t.code.clone(), card_value(p))),
            }
        }
    }
    for &(g, n) in template {
        let have = avail.iter().filter(|x| x.0.group() == g).count();
        if have < n * franchises {
            return Err(format!("the pool has {have} {g:?} cards: {franchises} franchises need {}", n * franchises));
        }
    }
    // The board: the card's value and the season's usage, each standardized within the group,
    // added, and weighed by the group.
    let z = |avail: &[OnBoard], f: &dyn Fn(&Player) -> f64| -> Vec<f64> {
        let mut stats: BTreeMap<Group, (f64, f64)> = BTreeMap::new();
        for (g, _) in ROSTER {
            let v: Vec<f64> = avail.iter().filter(|x| x.0.group() == g).map(|x| f(&x.0)).collect();
            let m = v.iter().sum::<f64>() / v.len() as f64;
            let sd = (v.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / v.len() as f64).sqrt().max(1e-6);
            stats.insert(g, (m, sd));
        }
        avail.iter().map(|x| stats.get(&x.0.group()).map_or(0.0, |(m, sd)| (f(&x.0) - m) / sd)).collect()
    };
    let (zc, zu) = (z(&avail, &card_value), z(&avail, &usage_value));
    for (i, x) in avail.iter_mut().enumerate() {
        x.2 = (zc[i] + zu[i]) * group_weight(x.0.group());
    }
    // Best first; ties by name, then id (a stable board).
    avail.sort_by(|a, b| b.2.total_cmp(&a.2).then_with(|| a.0.name.cmp(&b.0.name)).then_with(|| a.0.id.cmp(&b.0.id)));
    Ok(avail)
}

/// How many more players of group `g` a roster takes (`template`).
fn still_needs(roster: &[OnBoard], g: Group, template: &Template) -> usize {
    template.iter().find(|r| r.0 == g).map_or(0, |r| r.1).saturating_sub(roster.iter().filter(|x| x.0.group() == g).count())
}

/// Who a roster may take now: a player of a group it still needs and, when it lacks a kickoff
/// or punt returner and its last places where one can come (backs, receivers, tight ends,
/// defensive backs) run short, one who fixes that (the Lineup Card needs both).
fn may_take<'a>(roster: &'a [OnBoard], template: &'a Template) -> impl Fn(&Player) -> bool + 'a {
    let returns = |p: &Player, punt: bool| p.bones.as_deref().is_some_and(|b| if punt { b.pr.is_some() } else { b.kr.is_some() });
    let lacks = move |punt: bool| !roster.iter().any(|x| returns(&x.0, punt));
    let missing = lacks(false) as usize + lacks(true) as usize;
    let room: usize = [Group::RB, Group::WR, Group::TE, Group::DB].iter().map(|g| still_needs(roster, *g, template)).sum();
    let must = missing > 0 && room <= missing + RETURNER_SLACK;
    move |p: &Player| still_needs(roster, p.group(), template) > 0 && (!must || (lacks(false) && returns(p, false)) || (lacks(true) && returns(p, true)))
}

/// The computer's pick for a roster: the best player on the board it may take (any it needs
/// when none fixes its returners).
fn computer_pick(avail: &[OnBoard], roster: &[OnBoard], template: &Template) -> Option<usize> {
    let ok = may_take(roster, template);
    avail.iter().position(|x| ok(&x.0)).or_else(|| avail.iter().position(|x| still_needs(roster, x.0.group(), template) > 0))
}

/// Runs the draft: `franchises` (code, name) pick in an order drawn from `rng`, snaking, until
/// every roster holds [`ROSTER`]; the pool is every player of `pool`. An error names what the
/// pool lacks.
pub fn draft(pool: &[Team], franchises: &[(String, String)], rng: &mut dyn Randomness) -> Result<Draft, String> {
    draft_with(pool, franchises, rng, &mut |_| None)
}

/// A franchise on the clock: what a human drafter sees.
pub struct Clock<'a> {
    pub team: &'a str,
    pub round: usize,
    pub overall: usize,
    /// The players still on the board at the positions the roster needs, best first by the
    /// computer's board (player, his team in the pool, board value).
    pub board: Vec<(&'a Player, &'a str, f64)>,
    /// The roster so far.
    pub roster: Vec<&'a Player>,
    /// The computer's pick for this slot.
    pub computer: &'a Player,
    /// The players the roster still needs, group by group.
    pub needs: Vec<(Group, usize)>,
}

/// How the rounds run (§20 requirement 3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Style {
    /// Every other round in reverse order (the default).
    #[default]
    Snake,
    /// Every round in the first round's order.
    Straight,
}

/// How the first round's order is set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Order {
    /// Drawn from the seed (the default).
    #[default]
    Drawn,
    /// The franchises' order as given (e.g. reverse standings: last season's worst first).
    Listed,
}

/// A pick: a round and the franchise that owns it before any trade.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Slot {
    pub round: usize,
    pub franchise: String,
}

/// How a draft is held beyond its pool and franchises: the rounds' style, the first round's
/// order, traded picks (each a swap of two picks, so every franchise still fills its roster) and
/// keepers (players a franchise keeps from the pool before the draft; each costs the franchise
/// its earliest remaining pick). Defaults: a snake draft in a drawn order, no trades or keepers.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DraftOptions {
    #[serde(default)]
    pub style: Style,
    #[serde(default)]
    pub order: Order,
    /// Traded picks: each pair's two picks change hands.
    #[serde(default)]
    pub swaps: Vec<(Slot, Slot)>,
    /// (franchise, player ids or names) kept before the draft.
    #[serde(default)]
    pub keepers: Vec<(String, Vec<String>)>,
    /// The league's roster, group by group, where it is not [`ROSTER`]'s (§20 item 4: a
    /// configurable roster size; the draft has as many rounds as a roster has players).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub roster: BTreeMap<Group, usize>,
}

impl DraftOptions {
    /// The roster a franchise drafts: [`ROSTER`] with the league's own numbers; refused when a
    /// roster could not field its Lineup Card ([`LINEUP_NEEDS`]) or holds more than 15 of a
    /// group (3 kickers or punters).
    pub fn template(&self) -> Result<Template, String> {
        let mut t = ROSTER;
        for (g, n) in &self.roster {
            let least = LINEUP_NEEDS.iter().find(|x| x.0 == *g).map_or(0, |x| x.1);
            let most = if matches!(g, Group::K | Group::P) { 3 } else { GROUP_MOST };
            if *n < least || *n > most {
                return Err(format!("roster: {n} {g:?} — a roster holds {least} to {most} (its Lineup Card needs {least})"));
            }
            if let Some(x) = t.iter_mut().find(|x| x.0 == *g) {
                x.1 = *n;
            }
        }
        Ok(t)
    }
}

/// The order of every pick: (round, franchise index), round by round, with the options' style
/// and trades applied and each keeper's pick taken off.
fn pick_order(rounds: usize, first: &[usize], codes: &[&str], opts: &DraftOptions, kept: &[usize]) -> Result<Vec<(usize, usize)>, String> {
    let mut slots: Vec<(usize, usize, usize)> = Vec::new(); // (round, owner before trades, holder)
    for round in 1..=rounds {
        let this: Vec<usize> = if round % 2 == 0 && opts.style == Style::Snake { first.iter().rev().copied().collect() } else { first.to_vec() };
        slots.extend(this.into_iter().map(|f| (round, f, f)));
    }
    let mut traded: Vec<(usize, usize)> = Vec::new();
    let find = |s: &Slot, slots: &[(usize, usize, usize)]| -> Result<usize, String> {
        let f = codes.iter().position(|c| c.eq_ignore_ascii_case(&s.franchise)).ok_or_else(|| format!("traded pick {}:{}: no franchise '{}' in the draft", s.round, s.franchise, s.franchise))?;
        if s.round == 0 || s.round > rounds {
            return Err(format!("traded pick {}:{}: the draft has rounds 1-{rounds}", s.round, s.franchise));
        }
        Ok(slots.iter().position(|x| x.0 == s.round && x.1 == f).expect("every franchise picks every round"))
    };
    for (a, b) in &opts.swaps {
        let (i, j) = (find(a, &slots)?, find(b, &slots)?);
        if slots[i].1 == slots[j].1 {
            return Err(format!("traded picks {}:{} and {}:{}: a trade is between two franchises", a.round, a.franchise, b.round, b.franchise));
        }
        for k in [i, j] {
            let key = (slots[k].0, slots[k].1);
            if traded.contains(&key) {
                return Err(format!("round {} pick of {} is traded twice", key.0, codes[key.1]));
            }
            traded.push(key);
        }
        let h = slots[i].2;
        slots[i].2 = slots[j].2;
        slots[j].2 = h;
    }
    // Each keeper takes the place of the franchise's earliest remaining pick.
    let mut skip = kept.to_vec();
    let mut out = Vec::with_capacity(slots.len());
    for (round, _, holder) in slots {
        if skip[holder] > 0 {
            skip[holder] -= 1;
            continue;
        }
        out.push((round, holder));
    }
    Ok(out)
}

/// [`draft`] with `choose` asked at every pick: Some(player id) of a player on the clock's
/// board takes him; None (or a player not on it) lets the computer pick.
pub fn draft_with(pool: &[Team], franchises: &[(String, String)], rng: &mut dyn Randomness, choose: &mut dyn FnMut(&Clock) -> Option<String>) -> Result<Draft, String> {
    draft_with_options(pool, franchises, rng, &DraftOptions::default(), choose)
}

/// [`draft_with`] under `opts`: the rounds' style, the first round's order, traded picks and
/// keepers. An error names the option and what it breaks.
pub fn draft_with_options(pool: &[Team], franchises: &[(String, String)], rng: &mut dyn Randomness, opts: &DraftOptions, choose: &mut dyn FnMut(&Clock) -> Option<String>) -> Result<Draft, String> {
    if franchises.len() < 2 {
        return Err("a draft league needs at least two franchises".into());
    }
    let mut codes: Vec<&str> = franchises.iter().map(|f| f.0.as_str()).collect();
    codes.sort();
    if codes.windows(2).any(|w| w[0] == w[1]) {
        return Err("a franchise code is given twice".into());
    }
    let template = opts.template()?;
    let mut avail = ranked_pool(pool, franchises.len(), &template)?;
    // The order of the first round: drawn, or as listed.
    let mut order: Vec<usize> = (0..franchises.len()).collect();
    if opts.order == Order::Drawn {
        for i in (1..order.len()).rev() {
            let j = rng.below(i as u32 + 1) as usize;
            order.swap(i, j);
        }
    }
    let rounds = roster_size(&template);
    let mut rosters: Vec<Vec<OnBoard>> = vec![Vec::new(); franchises.len()];
    // Keepers leave the board for their franchises' rosters before the first pick.
    let fcodes: Vec<&str> = franchises.iter().map(|f| f.0.as_str()).collect();
    for (code, players) in &opts.keepers {
        let f = fcodes.iter().position(|c| c.eq_ignore_ascii_case(code)).ok_or_else(|| format!("keepers: no franchise '{code}' in the draft"))?;
        for who in players {
            let found: Vec<usize> = match avail.iter().position(|x| x.0.id == *who) {
                Some(i) => vec![i],
                None => avail.iter().enumerate().filter(|(_, x)| x.0.name.eq_ignore_ascii_case(who.trim())).map(|(i, _)| i).collect(),
            };
            let i = match found[..] {
                [i] => i,
                [] => {
                    let kept = rosters.iter().enumerate().find_map(|(k, r)| r.iter().any(|x| x.0.id == *who || x.0.name.eq_ignore_ascii_case(who.trim())).then_some(k));
                    return Err(match kept {
                        Some(k) => format!("keepers: {who} is kept by {} already", fcodes[k]),
                        None => format!("keepers of {}: no player '{who}' in the pool", fcodes[f]),
                    });
                }
                _ => return Err(format!("keepers of {}: {} players are named '{who}': give the player's id", fcodes[f], found.len())),
            };
            let g = avail[i].0.group();
            let limit = template.iter().find(|r| r.0 == g).map_or(0, |r| r.1);
            if rosters[f].iter().filter(|x| x.0.group() == g).count() >= limit {
                return Err(format!("keepers of {}: more than {limit} {g:?} (the roster's {g:?} places)", fcodes[f]));
            }
            let x = avail.remove(i);
            rosters[f].push(x);
        }
    }
    let kept: Vec<usize> = rosters.iter().map(Vec::len).collect();
    let keepers: Vec<Pick> = rosters.iter().enumerate().flat_map(|(f, r)| r.iter().map(move |x| Pick { round: 0, overall: 0, team: franchises[f].0.clone(), player: x.0.name.clone(), id: x.0.id.clone(), pos: x.0.pos, from: x.1.clone() })).collect();
    let slots = pick_order(rounds, &order, &fcodes, opts, &kept)?;
    let mut picks = Vec::with_capacity(slots.len());
    for (round, f) in slots {
        let i = computer_pick(&avail, &rosters[f], &template).ok_or("the board ran out of players")?;
        let choice = {
            let ok = may_take(&rosters[f], &template);
            let clock = Clock {
                needs: template.iter().map(|&(g, _)| (g, still_needs(&rosters[f], g, &template))).filter(|x| x.1 > 0).collect(),
                team: &franchises[f].0,
                round,
                overall: picks.len() + 1,
                board: avail.iter().filter(|x| ok(&x.0)).map(|x| (&x.0, x.1.as_str(), x.2)).collect(),
                roster: rosters[f].iter().map(|x| &x.0).collect(),
                computer: &avail[i].0,
            };
            choose(&clock).and_then(|id| avail.iter().position(|x| x.0.id == id && ok(&x.0)))
        };
        let x = avail.remove(choice.unwrap_or(i));
        picks.push(Pick { round, overall: picks.len() + 1, team: franchises[f].0.clone(), player: x.0.name.clone(), id: x.0.id.clone(), pos: x.0.pos, from: x.1.clone() });
        rosters[f].push(x);
    }
    finish_draft(pool, franchises, rosters, keepers, picks)
}

/// The drafted rosters as teams (each with its Lineup Card; the fumble, defensive fumble and
/// penalty ranges the pool's medians).
fn finish_draft(pool: &[Team], franchises: &[(String, String)], rosters: Vec<Vec<OnBoard>>, keepers: Vec<Pick>, picks: Vec<Pick>) -> Result<Draft, String> {
    let season = pool.iter().find_map(|t| t.season);
    let median = |f: &dyn Fn(&Team) -> i32| {
        let mut v: Vec<i32> = pool.iter().map(f).collect();
        v.sort();
        v[v.len() / 2]
    };
    let (fr, dfa, pr) = (median(&|t| t.fumble_range as i32) as u8, median(&|t| t.def_fumble_adj as i32) as i8, median(&|t| t.penalty_range as i32) as u8);
    let mut teams = Vec::with_capacity(franchises.len());
    for (f, roster) in rosters.into_iter().enumerate() {
        let (code, name) = &franchises[f];
        let t = assemble(code, name, season, roster, (fr, dfa, pr), pool)?;
        teams.push(t);
    }
    Ok(Draft { teams, keepers, picks })
}

/// A drafted roster as a team: players by group and value, and its Lineup Card.
fn assemble(code: &str, name: &str, season: Option<u16>, mut roster: Vec<OnBoard>, ranges: (u8, i8, u8), pool: &[Team]) -> Result<Team, String> {
    roster.sort_by(|a, b| a.0.group().cmp(&b.0.group()).then(b.2.total_cmp(&a.2)));
    let players: Vec<Player> = roster.iter().map(|x| x.0.clone()).collect();
    let by = |g: Group| players.iter().filter(move |p| p.group() == g);
    let mut taken: Vec<String> = Vec::new();
    let mut take = |cands: Vec<&Player>| -> Result<String, String> {
        let p = cands.into_iter().find(|p| !taken.contains(&p.id)).ok_or_else(|| format!("{code}: the roster cannot fill its Lineup Card"))?;
        taken.push(p.id.clone());
        Ok(p.id.clone())
    };
    let mut off: BTreeMap<OffBox, String> = BTreeMap::new();
    off.insert(OffBox::QB, take(by(Group::QB).collect())?);
    off.insert(OffBox::BK2, take(by(Group::RB).collect())?);
    // The line: tackles outside, guards inside, the center (a card of another line position
    // where there is none).
    let ol: Vec<&Player> = by(Group::OL).collect();
    let pref = |want: Position| -> Vec<&Player> {
        let mut v: Vec<&Player> = ol.iter().copied().filter(|p| p.pos == want || p.pos == Position::OL).collect();
        v.extend(ol.iter().copied().filter(|p| p.pos != want && p.pos != Position::OL));
        v
    };
    off.insert(OffBox::C, take(pref(Position::C))?);
    off.insert(OffBox::LT, take(pref(Position::T))?);
    off.insert(OffBox::RT, take(pref(Position::T))?);
    off.insert(OffBox::LG, take(pref(Position::G))?);
    off.insert(OffBox::RG, take(pref(Position::G))?);
    off.insert(OffBox::RTE, take(by(Group::TE).collect())?);
    off.insert(OffBox::LE, take(by(Group::WR).collect())?);
    off.insert(OffBox::FL1, take(by(Group::WR).collect())?);
    off.insert(OffBox::FL2, take(by(Group::WR).collect())?);
    let mut def: BTreeMap<DefBox, Vec<String>> = BTreeMap::new();
    let dl: Vec<&Player> = by(Group::DL).collect();
    let prv = |p: &Player| p.bones.as_deref().and_then(|b| b.defense).map_or(0, |d| d.prv);
    let mut edges: Vec<&Player> = dl.clone();
    edges.sort_by_key(|p| std::cmp::Reverse((p.pos == Position::DE, prv(p))));
    def.insert(DefBox::A, vec![take(edges.clone())?]);
    def.insert(DefBox::E, vec![take(edges)?]);
    def.insert(DefBox::B, vec![take(dl.clone())?]);
    def.insert(DefBox::D, vec![take(dl)?]);
    for b in [DefBox::F, DefBox::H, DefBox::J] {
        def.insert(b, vec![take(by(Group::LB).collect())?]);
    }
    let dbs: Vec<&Player> = by(Group::DB).collect();
    let corners: Vec<&Player> = dbs.iter().copied().filter(|p| p.pos == Position::CB).chain(dbs.iter().copied().filter(|p| p.pos != Position::CB)).collect();
    let safeties: Vec<&Player> = dbs.iter().copied().filter(|p| p.pos != Position::CB).chain(dbs.iter().copied().filter(|p| p.pos == Position::CB)).collect();
    def.insert(DefBox::K, vec![take(corners.clone())?]);
    def.insert(DefBox::O, vec![take(corners)?]);
    def.insert(DefBox::M, vec![take(safeties.clone())?]);
    def.insert(DefBox::N, vec![take(safeties)?]);
    let kicker = by(Group::K).next().ok_or("no kicker")?.id.clone();
    let punter = by(Group::P).next().ok_or("no punter")?.id.clone();
    // Returners: the best return columns on the roster (the starters of the offense and the
    // defense only when nobody else returns).
    let ret_mean = |p: &Player, punt: bool| p.bones.as_deref().and_then(|b| if punt { b.pr } else { b.kr }).map(|r| r.yards.iter().map(|y| *y as f64).sum::<f64>());
    let returners = |punt: bool| -> Vec<String> {
        let mut v: Vec<(&Player, f64)> = players.iter().filter_map(|p| ret_mean(p, punt).map(|m| (p, m))).collect();
        v.sort_by(|a, b| taken.contains(&a.0.id).cmp(&taken.contains(&b.0.id)).then(b.1.total_cmp(&a.1)));
        v.into_iter().take(3).map(|x| x.0.id.clone()).collect()
    };
    let (kr, pr) = (returners(false), returners(true));
    if kr.is_empty() || pr.is_empty() {
        return Err(format!("{code}: nobody on the roster returns kicks"));
    }
    // The TTF return entries of the drafted returners travel with them (the Bones rules read
    // the players' own KR and PR columns).
    let punt_returns = pool.iter().flat_map(|t| t.punt_returns.iter()).filter(|r| players.iter().any(|p| p.id == r.player)).cloned().collect();
    let kick_returns = pool.iter().flat_map(|t| t.kick_returns.iter()).filter(|r| players.iter().any(|p| p.id == r.player)).cloned().collect();
    let team = Team {
        code: code.to_string(),
        name: name.to_string(),
        season,
        record: None,
        fumble_range: ranges.0,
        def_fumble_adj: ranges.1,
        penalty_range: ranges.2,
        players,
        lineup: Lineup { offense: off, defense: def, kicker: kicker.clone(), punter, kickoff: Some(kicker) },
        punt_returns,
        kick_returns,
        tendencies: None,
        big_plays: None,
        bones: Some(BonesTeam { kr, pr, trades: Vec::new() }),
    };
    validate_offense(&lineup_offense(&team), &team).map_err(|e| format!("{code}: {e}"))?;
    validate_defense(&lineup_defense(&team), &team, false).map_err(|e| format!("{code}: {e}"))?;
    crate::cards::check_team(&team, "draft").map_err(|e| e.to_string())?;
    Ok(team)
}

/// The draft board as text: every pick of the first `rounds` rounds, then each roster's
/// starters.
pub fn board(d: &Draft, rounds: usize) -> String {
    let mut s = String::new();
    for k in &d.keepers {
        let _ = writeln!(s, "       kept      {:<4} {:<26} {:<3}", k.team, k.player, k.pos);
    }
    for p in d.picks.iter().filter(|p| p.round <= rounds) {
        let _ = writeln!(s, "  {:>3}. round {:>2}  {:<4} {:<26} {:<3} ({})", p.overall, p.round, p.team, p.player, p.pos, p.from);
    }
    s
}

/// The columns of a draft board file ([`board_csv`], [`read_board`]): a row a pick, keepers
/// first (round 0). `overall`, `player_id`, `position` and `from` are written for the reader;
/// a board read back needs `round`, `franchise` and `player` or `player_id`.
pub const BOARD_COLUMNS: [&str; 7] = ["overall", "round", "franchise", "player", "player_id", "position", "from"];

/// A draft's board as CSV (FanDraft-style: one row a pick, in order; keepers first, round 0):
/// what [`read_board`] and [`draft_from_board`] take back to the same league.
pub fn board_csv(d: &Draft) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    let _ = w.write_record(BOARD_COLUMNS);
    for p in d.keepers.iter().chain(&d.picks) {
        let _ = w.write_record([p.overall.to_string(), p.round.to_string(), p.team.clone(), p.player.clone(), p.id.clone(), p.pos.to_string(), p.from.clone()]);
    }
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// A pick of a draft held elsewhere (at the table, in draft-board software): its franchise and
/// player (an id, or a name), in the order made; round 0 a keeper. `line`: the file's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRow {
    pub line: usize,
    pub round: usize,
    pub franchise: String,
    pub player: String,
}

/// Reads a draft board file: a header naming `round`, `franchise` and `player` and/or
/// `player_id` (other columns are left alone; a player's id wins over his name). Errors name
/// the file, the line and what is wrong.
pub fn read_board(text: &str, file: &str) -> Result<Vec<BoardRow>, String> {
    let mut rd = csv::ReaderBuilder::new().flexible(false).from_reader(text.as_bytes());
    let head: Vec<String> = rd.headers().map_err(|e| format!("{file}: the header: {e}"))?.iter().map(|h| h.trim().to_ascii_lowercase()).collect();
    let col = |n: &str| head.iter().position(|h| h == n);
    let (Some(round), Some(franchise)) = (col("round"), col("franchise")) else {
        return Err(format!("{file}: line 1: a draft board names the columns round, franchise and player (or player_id); this one has {}", head.join(", ")));
    };
    let (name, id) = (col("player"), col("player_id"));
    if name.is_none() && id.is_none() {
        return Err(format!("{file}: line 1: no player or player_id column"));
    }
    let mut rows = Vec::new();
    for rec in rd.records() {
        let rec = rec.map_err(|e| format!("{file}: {e}"))?;
        let line = rec.position().map_or(0, |p| p.line() as usize);
        let get = |i: Option<usize>| i.and_then(|i| rec.get(i)).unwrap_or("").trim().to_string();
        if rec.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        let r = get(Some(round));
        let round: usize = match r.to_ascii_lowercase().as_str() {
            "k" | "kept" | "keeper" => 0,
            _ => r.parse().map_err(|_| format!("{file}: line {line}: round '{r}' is not a number (0 or kept for a keeper)"))?,
        };
        let player = match (get(id), get(name)) {
            (i, _) if !i.is_empty() => i,
            (_, n) if !n.is_empty() => n,
            _ => return Err(format!("{file}: line {line}: no player named")),
        };
        let franchise = get(Some(franchise));
        if franchise.is_empty() {
            return Err(format!("{file}: line {line}: no franchise named"));
        }
        rows.push(BoardRow { line, round, franchise, player });
    }
    if rows.is_empty() {
        return Err(format!("{file}: the board has no picks"));
    }
    Ok(rows)
}

/// A league from a draft held elsewhere: `rows` give the picks in the order made (keepers,
/// round 0, before the draft); each must be a player of the pool (his id, or a name only one
/// player has), not taken already, at a position his franchise still needs ([`ROSTER`]). Rosters
/// the board leaves short are filled by the computer, one pick a franchise in turn in the
/// franchises' order (its board, with the returner rule of a draft). `file` names the board in
/// the errors.
pub fn draft_from_board(pool: &[Team], franchises: &[(String, String)], rows: &[BoardRow], file: &str, template: &Template) -> Result<Draft, String> {
    if franchises.len() < 2 {
        return Err("a draft league needs at least two franchises".into());
    }
    let mut avail = ranked_pool(pool, franchises.len(), template)?;
    let mut rosters: Vec<Vec<OnBoard>> = vec![Vec::new(); franchises.len()];
    let (mut keepers, mut picks) = (Vec::new(), Vec::new());
    let mut taken: Vec<(String, String, usize)> = Vec::new(); // (id, franchise, line)
    let mut drafting = false;
    for r in rows {
        let at = format!("{file}: line {}", r.line);
        let f = franchises.iter().position(|x| x.0.eq_ignore_ascii_case(&r.franchise)).ok_or_else(|| format!("{at}: no franchise '{}' in the draft (its franchises: {})", r.franchise, franchises.iter().map(|x| x.0.as_str()).collect::<Vec<_>>().join(", ")))?;
        if r.round == 0 && drafting {
            return Err(format!("{at}: a keeper (round 0) after the draft's first pick: keepers come first"));
        }
        drafting |= r.round > 0;
        let found: Vec<usize> = match avail.iter().position(|x| x.0.id == r.player) {
            Some(i) => vec![i],
            None => avail.iter().enumerate().filter(|(_, x)| x.0.name.eq_ignore_ascii_case(&r.player)).map(|(i, _)| i).collect(),
        };
        let i = match found[..] {
            [i] => i,
            [] => {
                let held = rosters.iter().flatten().find(|x| x.0.id == r.player || x.0.name.eq_ignore_ascii_case(&r.player)).map(|x| x.0.id.clone());
                return Err(match held.and_then(|id| taken.iter().find(|t| t.0 == id)) {
                    Some((_, by, line)) => format!("{at}: {} is taken already (by {by}, line {line})", r.player),
                    None => format!("{at}: no player '{}' in the pool", r.player),
                });
            }
            _ => return Err(format!("{at}: {} players are named '{}': give the player's id (player_id)", found.len(), r.player)),
        };
        let g = avail[i].0.group();
        if still_needs(&rosters[f], g, template) == 0 {
            let limit = template.iter().find(|x| x.0 == g).map_or(0, |x| x.1);
            return Err(format!("{at}: {} has its {limit} {g:?} already (a roster holds {})", franchises[f].0, template.iter().map(|(g, n)| format!("{n} {g:?}")).collect::<Vec<_>>().join(", ")));
        }
        let x = avail.remove(i);
        let pick = Pick { round: r.round, overall: if r.round == 0 { 0 } else { picks.len() + 1 }, team: franchises[f].0.clone(), player: x.0.name.clone(), id: x.0.id.clone(), pos: x.0.pos, from: x.1.clone() };
        if r.round == 0 { keepers.push(pick) } else { picks.push(pick) }
        taken.push((x.0.id.clone(), franchises[f].0.clone(), r.line));
        rosters[f].push(x);
    }
    // The computer fills what the board left: a pick a franchise in turn.
    let full = roster_size(template);
    while rosters.iter().any(|r| r.len() < full) {
        for f in 0..franchises.len() {
            if rosters[f].len() >= full {
                continue;
            }
            let i = computer_pick(&avail, &rosters[f], template).ok_or("the board ran out of players")?;
            let x = avail.remove(i);
            picks.push(Pick { round: rosters[f].len() + 1, overall: picks.len() + 1, team: franchises[f].0.clone(), player: x.0.name.clone(), id: x.0.id.clone(), pos: x.0.pos, from: x.1.clone() });
            rosters[f].push(x);
        }
    }
    finish_draft(pool, franchises, rosters, keepers, picks)
}

/// A player who changed franchises in a trade.
#[derive(Clone, Debug, PartialEq)]
pub struct Moved {
    pub from: String,
    pub to: String,
    pub player: String,
    pub pos: Position,
}

/// A trade between two franchises of a drafted league (§20: managing the roster between games):
/// `a` sends `a_sends` to `b`, `b` sends `b_sends` to `a` (players by id, or by a name only one
/// of the franchise's players has). Each side sends at least one player; neither roster may grow
/// past the standard roster's 39 ([`ROSTER`]) or its own size if larger; both must still field a Lineup Card, which is
/// drawn up again by the draft's rule with the values of the card pool `pool` the league was
/// drafted from (so the positions the trade leaves alone keep their starters). Nothing changes
/// when the trade is refused.
pub fn trade(pool: &[Team], league: &mut [Team], a: &str, a_sends: &[String], b: &str, b_sends: &[String]) -> Result<Vec<Moved>, String> {
    let find = |code: &str| league.iter().position(|t| t.code.eq_ignore_ascii_case(code)).ok_or_else(|| format!("no franchise '{code}' in the league (its franchises: {})", league.iter().map(|t| t.code.as_str()).collect::<Vec<_>>().join(", ")));
    let (ia, ib) = (find(a)?, find(b)?);
    if ia == ib {
        return Err(format!("a trade is between two franchises: {} is named twice", league[ia].code));
    }
    let values: BTreeMap<String, f64> = ranked_pool(pool, 1, &ROSTER)?.into_iter().map(|x| (x.0.id, x.2)).collect();
    let mut moved = Vec::new();
    let mut sent: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for (k, (i, names)) in [(ia, a_sends), (ib, b_sends)].into_iter().enumerate() {
        let t = &league[i];
        if names.is_empty() {
            return Err(format!("{} sends nobody: each side of a trade sends at least one player", t.code));
        }
        for who in names {
            let who = who.trim();
            let found: Vec<usize> = match t.players.iter().position(|p| p.id == who) {
                Some(j) => vec![j],
                None => t.players.iter().enumerate().filter(|(_, p)| p.name.eq_ignore_ascii_case(who)).map(|(j, _)| j).collect(),
            };
            let j = match found[..] {
                [j] => j,
                [] => return Err(format!("{} has no player '{who}'", t.code)),
                _ => return Err(format!("{} has {} players named '{who}': give the player's id", t.code, found.len())),
            };
            if sent[k].contains(&j) {
                return Err(format!("{} sends {} twice", t.code, t.players[j].name));
            }
            sent[k].push(j);
            let to = &league[if k == 0 { ib } else { ia }].code;
            moved.push(Moved { from: t.code.clone(), to: to.clone(), player: t.players[j].name.clone(), pos: t.players[j].pos });
        }
    }
    let mut new_teams = Vec::with_capacity(2);
    for (k, i) in [ia, ib].into_iter().enumerate() {
        let (me, other) = (&league[i], &league[if k == 0 { ib } else { ia }]);
        let mut roster: Vec<Player> = me.players.iter().enumerate().filter(|(j, _)| !sent[k].contains(j)).map(|(_, p)| p.clone()).collect();
        roster.extend(sent[1 - k].iter().map(|j| other.players[*j].clone()));
        // The standard roster's size, or a league's larger one (its rosters hold more).
        let full = roster_size(&ROSTER).max(me.players.len());
        if roster.len() > full {
            return Err(format!("after the trade {} would hold {} players: a roster holds at most {full}", me.code, roster.len()));
        }
        let mut on_board = Vec::with_capacity(roster.len());
        for p in roster {
            let v = *values.get(&p.id).ok_or_else(|| format!("{} ({}) is not in the card pool the league was drafted from: name the pool (--pool)", p.name, me.code))?;
            on_board.push((p, me.code.clone(), v));
        }
        let t = assemble(&me.code, &me.name, me.season, on_board, (me.fumble_range, me.def_fumble_adj, me.penalty_range), pool).map_err(|e| format!("after the trade {} cannot field its Lineup Card: {e}", me.code))?;
        new_teams.push(t);
    }
    // The trade's line in both franchises' histories.
    let side = |from: &str| {
        let who: Vec<String> = moved.iter().filter(|m| m.from == from).map(|m| format!("{} ({})", m.player, m.pos)).collect();
        let to = moved.iter().find(|m| m.from == from).map_or("", |m| m.to.as_str());
        format!("{from} sends {} to {to}", who.join(", "))
    };
    let line = format!("{}; {}", side(&league[ia].code), side(&league[ib].code));
    for (k, i) in [ia, ib].into_iter().enumerate() {
        let mut history = league[i].bones.as_ref().map(|b| b.trades.clone()).unwrap_or_default();
        history.push(line.clone());
        new_teams[k].bones.get_or_insert_with(BonesTeam::default).trades = history;
    }
    let mut it = new_teams.into_iter();
    league[ia] = it.next().expect("two teams");
    league[ib] = it.next().expect("two teams");
    Ok(moved)
}

/// A keeper league's next draft (§20 item 1: several seasons' card sets, keeper leagues): each
/// franchise of `last` (last season's drafted league) that is in `franchises` keeps its `n` most
/// valuable players by the computer's board over the new `pool` — the ones still in it (a
/// player without a card this season cannot be kept), never more of a group than `template`
/// holds. (franchise, player ids), in the franchises' order, for [`DraftOptions::keepers`].
pub fn best_keepers(pool: &[Team], last: &[Team], franchises: &[(String, String)], n: usize, template: &Template) -> Result<Vec<(String, Vec<String>)>, String> {
    let values: BTreeMap<String, f64> = ranked_pool(pool, 1, template)?.into_iter().map(|x| (x.0.id, x.2)).collect();
    let mut out = Vec::new();
    for (code, _) in franchises {
        let Some(team) = last.iter().find(|t| t.code.eq_ignore_ascii_case(code)) else { continue };
        let mut mine: Vec<(&Player, f64)> = team.players.iter().filter_map(|p| values.get(&p.id).map(|v| (p, *v))).collect();
        mine.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.id.cmp(&b.0.id)));
        let mut kept: Vec<&Player> = Vec::new();
        for (p, _) in mine {
            if kept.len() == n {
                break;
            }
            let limit = template.iter().find(|x| x.0 == p.group()).map_or(0, |x| x.1);
            if kept.iter().filter(|k| k.group() == p.group()).count() < limit {
                kept.push(p);
            }
        }
        out.push((code.clone(), kept.into_iter().map(|p| p.id.clone()).collect()));
    }
    Ok(out)
}
