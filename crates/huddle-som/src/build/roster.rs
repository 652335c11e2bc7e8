//! Rosters: which rows make a team's players, their groups and positions, depth by usage, the
//! base front, the defense's slots, and the rating card (block, pass-rush and defense ratings).

use super::{ratio, BuildParams, Leagues};
use crate::cards::{PassRush, Pos};
use crate::vocab::{DefSlot, Front};
use huddle_cards::builder::PlayerRow;
use std::collections::BTreeMap;

/// The groups a roster is built by, in roster order, with the minimum a team must carry
/// (short teams get replacement players with league-average cards).
pub const GROUPS: [(&str, usize); 10] = [("QB", 2), ("RB", 3), ("WR", 4), ("TE", 2), ("OL", 7), ("DL", 6), ("LB", 5), ("DB", 7), ("K", 1), ("P", 1)];

/// One player of a team: his row for this team (usage, depth) and his season totals over every
/// team he played for (his ability: the cards are built from these).
#[derive(Clone, Debug)]
pub struct Member {
    pub team_row: PlayerRow,
    pub total: PlayerRow,
    pub group: &'static str,
    pub replacement: bool,
}

impl Member {
    pub fn id(&self) -> &str {
        &self.team_row.id
    }
    pub fn position(&self) -> &str {
        &self.team_row.position
    }
}

/// The group of an nflverse row (None: no card, e.g. a long snapper).
pub fn group_of(r: &PlayerRow) -> Option<&'static str> {
    let by_pos = |p: &str| -> Option<&'static str> {
        Some(match p {
            "QB" => "QB",
            "RB" | "HB" | "FB" => "RB",
            "WR" => "WR",
            "TE" => "TE",
            "C" | "G" | "OG" | "T" | "OT" | "OL" => "OL",
            "DE" | "DT" | "NT" | "DL" | "EDGE" => "DL",
            "LB" | "ILB" | "MLB" | "OLB" => "LB",
            "CB" | "S" | "SAF" | "SS" | "FS" | "DB" => "DB",
            "K" | "PK" => "K",
            "P" => "P",
            _ => return None,
        })
    };
    match r.group.as_str() {
        g @ ("QB" | "RB" | "WR" | "TE" | "OL" | "DL" | "LB" | "DB") => by_pos(g),
        _ => by_pos(&r.position),
    }
}

/// Depth order score within a group: the card builder's (`huddle_cards::builder::role_score`).
pub use huddle_cards::builder::role_score;

/// Tackles (solo plus half the assists) per game.
pub fn tackles_pg(r: &PlayerRow) -> f64 {
    (r.n("def_tackles_solo") + 0.5 * r.n("def_tackle_assists")) / r.games()
}

/// Pass rush per 17 games: sacks plus 0.3 a QB hit, with `prior_defense_games` games at the
/// group's league rate.
pub fn rush17(r: &PlayerRow, group: &str, p: &BuildParams, lg: &Leagues) -> f64 {
    let i = match group {
        "DL" => 0,
        "LB" => 1,
        _ => 2,
    };
    let k = p.prior_defense_games;
    ratio(r.n("def_sacks") + 0.3 * r.n("def_qb_hits") + k * lg.rates.pass_rush_pg[i], r.n("games") + k) * 17.0
}

/// A linebacker who rushes the passer like a lineman (a 3-4 outside linebacker).
pub fn edge_rusher(r: &PlayerRow, p: &BuildParams, lg: &Leagues) -> bool {
    let x = rush17(r, "LB", p, lg);
    r.n("games") >= p.edge_min_games && x >= p.edge_min_rush && x >= p.edge_rush_per_tackle * tackles_pg(r) * 17.0
}

/// The positions on a player's rating card.
pub fn positions(m: &Member, edge_lb: bool) -> Vec<Pos> {
    let pos = m.position();
    match m.group {
        "QB" => vec![Pos::Qb],
        "RB" => {
            if pos == "FB" {
                vec![Pos::Fb, Pos::Hb]
            } else {
                vec![Pos::Hb, Pos::Fb]
            }
        }
        "WR" => vec![Pos::Wr],
        "TE" => vec![Pos::Te],
        "OL" => match pos {
            "T" | "OT" => vec![Pos::T],
            "G" | "OG" => vec![Pos::G],
            "C" => vec![Pos::C, Pos::G],
            _ => vec![Pos::G, Pos::T],
        },
        "DL" => {
            match pos {
                "DE" | "EDGE" => vec![Pos::De],
                "DT" | "NT" => vec![Pos::Dt],
                _ => vec![Pos::Dt, Pos::De],
            }
        }
        "LB" => {
            if edge_lb {
                vec![Pos::Lb, Pos::De]
            } else {
                vec![Pos::Lb]
            }
        }
        "DB" => match pos {
            "CB" => vec![Pos::Cb],
            "DB" => vec![Pos::Cb, Pos::S],
            _ => vec![Pos::S],
        },
        "K" => vec![Pos::K],
        _ => vec![Pos::P],
    }
}

/// The defense's slots of a base front, filled from the team's defenders in depth order.
pub struct DefenseDepth {
    pub front: Front,
    pub slots: Vec<(DefSlot, String)>,
    /// Linebackers who line up on the edge (they get DE on their rating card in a 4-3).
    pub edge_lbs: Vec<String>,
}

/// Decides the front and fills its slots. A team with two or more edge-rushing linebackers
/// plays a 3-4 (they are its outside linebackers); otherwise a 4-3 whose ends are the two best
/// pass rushers among its defensive ends and edge-rushing linebackers.
pub fn defense_depth(dl: &[Member], lb: &[Member], db: &[Member], p: &BuildParams, lg: &Leagues) -> DefenseDepth {
    let mut taken: Vec<String> = Vec::new();
    let mut slots = Vec::new();
    let edge_score = |m: &Member| rush17(&m.total, m.group, p, lg) + 0.25 * m.team_row.games();
    let edge_lbs: Vec<&Member> = lb.iter().filter(|m| !m.replacement && edge_rusher(&m.total, p, lg)).collect();
    let three_four = edge_lbs.len() >= 2;
    let take_first = |pool: &[&Member], taken: &mut Vec<String>| -> Option<String> {
        let m = pool.iter().find(|m| !taken.iter().any(|t| t == m.id()))?;
        taken.push(m.id().to_string());
        Some(m.id().to_string())
    };
    let mut edge_lb_ids = Vec::new();
    let dl_all: Vec<&Member> = dl.iter().collect();
    let tackles: Vec<&Member> = dl.iter().filter(|m| matches!(m.position(), "DT" | "NT" | "DL")).collect();
    let lbs: Vec<&Member> = lb.iter().collect();
    if three_four {
        let mut outs = edge_lbs.clone();
        outs.sort_by(|a, b| edge_score(b).total_cmp(&edge_score(a)).then(a.id().cmp(b.id())));
        for s in [DefSlot::Llb, DefSlot::Rlb] {
            if let Some(id) = take_first(&outs, &mut taken) {
                edge_lb_ids.push(id.clone());
                slots.push((s, id));
            }
        }
        let mut nts: Vec<&Member> = tackles.clone();
        nts.sort_by_key(|m| if m.position() == "NT" { 0 } else { 1 });
        let nt = take_first(&nts, &mut taken).or_else(|| take_first(&dl_all, &mut taken));
        for s in [DefSlot::Le, DefSlot::Re] {
            if let Some(id) = take_first(&dl_all, &mut taken) {
                slots.push((s, id));
            }
        }
        if let Some(id) = nt {
            slots.push((DefSlot::Nt, id));
        }
        for s in [DefSlot::Lilb, DefSlot::Rilb] {
            if let Some(id) = take_first(&lbs, &mut taken) {
                slots.push((s, id));
            }
        }
    } else {
        let mut edges: Vec<&Member> = dl.iter().filter(|m| matches!(m.position(), "DE" | "EDGE")).chain(edge_lbs.iter().copied()).collect();
        edges.sort_by(|a, b| edge_score(b).total_cmp(&edge_score(a)).then(a.id().cmp(b.id())));
        for s in [DefSlot::Le, DefSlot::Re] {
            let id = take_first(&edges, &mut taken).or_else(|| take_first(&dl_all, &mut taken));
            if let Some(id) = id {
                if lb.iter().any(|m| m.id() == id) {
                    edge_lb_ids.push(id.clone());
                }
                slots.push((s, id));
            }
        }
        for s in [DefSlot::Lt, DefSlot::Rt] {
            if let Some(id) = take_first(&tackles, &mut taken).or_else(|| take_first(&dl_all, &mut taken)) {
                slots.push((s, id));
            }
        }
        // The middle linebacker is the one with the most tackles a game.
        let mut by_tackles: Vec<&Member> = lbs.iter().filter(|m| !taken.iter().any(|t| t == m.id())).copied().collect();
        by_tackles.sort_by(|a, b| tackles_pg(&b.team_row).total_cmp(&tackles_pg(&a.team_row)).then(a.id().cmp(b.id())));
        if let Some(id) = take_first(&by_tackles, &mut taken) {
            slots.push((DefSlot::Mlb, id));
        }
        for s in [DefSlot::Llb, DefSlot::Rlb] {
            if let Some(id) = take_first(&lbs, &mut taken) {
                slots.push((s, id));
            }
        }
    }
    let cbs: Vec<&Member> = db.iter().filter(|m| matches!(m.position(), "CB" | "DB")).collect();
    let safeties: Vec<&Member> = db.iter().filter(|m| !matches!(m.position(), "CB")).collect();
    let all_db: Vec<&Member> = db.iter().collect();
    for s in [DefSlot::Lcb, DefSlot::Rcb] {
        if let Some(id) = take_first(&cbs, &mut taken).or_else(|| take_first(&all_db, &mut taken)) {
            slots.push((s, id));
        }
    }
    // Strong safety: the safety with more tackles; free safety: the other.
    let s1 = take_first(&safeties, &mut taken).or_else(|| take_first(&all_db, &mut taken));
    let s2 = take_first(&safeties, &mut taken).or_else(|| take_first(&all_db, &mut taken));
    if let (Some(a), Some(b)) = (s1, s2) {
        let tk = |id: &str| db.iter().find(|m| m.id() == id).map(|m| tackles_pg(&m.team_row)).unwrap_or(0.0);
        let (ss, fs) = if tk(&a) >= tk(&b) { (a, b) } else { (b, a) };
        slots.push((DefSlot::Ss, ss));
        slots.push((DefSlot::Fs, fs));
    }
    for s in [DefSlot::Db1, DefSlot::Db2] {
        if let Some(id) = take_first(&cbs, &mut taken).or_else(|| take_first(&all_db, &mut taken)) {
            slots.push((s, id));
        }
    }
    slots.sort_by_key(|(s, _)| *s);
    DefenseDepth { front: if three_four { Front::ThreeFour } else { Front::FourThree }, slots, edge_lbs: edge_lb_ids }
}

/// The league's per-game rates of the defensive statistics the ratings read, by group (DL, LB, DB).
#[derive(Clone, Debug, Default)]
pub struct DefNorms {
    pub tackles: [f64; 3],
    pub tfl: [f64; 3],
    pub pd: [f64; 3],
    pub int: [f64; 3],
}

impl DefNorms {
    pub fn from(players: &[PlayerRow]) -> DefNorms {
        let mut n = DefNorms::default();
        for (i, g) in ["DL", "LB", "DB"].iter().enumerate() {
            let rows: Vec<&PlayerRow> = players.iter().filter(|r| group_of(r) == Some(g)).collect();
            let games: f64 = rows.iter().map(|r| r.n("games")).sum();
            let s = |c: &str| rows.iter().map(|r| r.n(c)).sum::<f64>();
            n.tackles[i] = ratio(s("def_tackles_solo") + 0.5 * s("def_tackle_assists"), games);
            n.tfl[i] = ratio(s("def_tackles_for_loss"), games);
            n.pd[i] = ratio(s("def_pass_defended"), games);
            n.int[i] = ratio(s("def_interceptions"), games);
        }
        n
    }
}

/// A defender's defense rating (0-6): `base + a·x + b·y` over his per-17-games statistics
/// (shrunk toward his group's league rate by `prior_defense_games`), plus the team's index.
pub fn defense_rating(r: &PlayerRow, group: &str, team_z: f64, p: &BuildParams, norms: &DefNorms) -> u8 {
    let k = p.prior_defense_games;
    let g = r.n("games");
    let per17 = |x: f64, norm: f64| ratio(x + k * norm, g + k) * 17.0;
    let (c, i) = match group {
        "DL" => (&p.defense_dl, 0),
        "LB" => (&p.defense_lb, 1),
        _ => (&p.defense_db, 2),
    };
    let tk = per17(r.n("def_tackles_solo") + 0.5 * r.n("def_tackle_assists"), norms.tackles[i]);
    let tfl = per17(r.n("def_tackles_for_loss"), norms.tfl[i]);
    let pd = per17(r.n("def_pass_defended"), norms.pd[i]);
    let int = per17(r.n("def_interceptions"), norms.int[i]);
    let raw = match group {
        "DL" => c[0] + c[1] * tk + c[2] * tfl,
        "LB" => c[0] + c[1] * tk + c[2] * pd,
        _ => c[0] + c[1] * pd + c[2] * int,
    };
    (raw + p.defense_team_per_sd * team_z).round().clamp(0.0, 6.0) as u8
}

/// A defender's pass-rush rating (None for defensive backs).
pub fn pass_rush(r: &PlayerRow, group: &str, edge_lb: bool, p: &BuildParams, lg: &Leagues) -> Option<PassRush> {
    match group {
        "DL" | "LB" if group == "DL" || edge_lb => {
            let x = rush17(r, if group == "DL" { "DL" } else { "LB" }, p, lg);
            let normal = (p.rush_base + x / p.rush_per).round().clamp(1.0, p.rush_max as f64) as u8;
            let asterisk = (x >= p.asterisk_min).then(|| ((normal as f64) * p.asterisk_factor).round().clamp(1.0, 17.0) as u8);
            Some(PassRush { normal, asterisk })
        }
        "LB" => Some(PassRush { normal: (rush17(r, "LB", p, lg) / p.rush_lb_per).round().clamp(0.0, p.rush_lb_max as f64) as u8, asterisk: None }),
        _ => None,
    }
}

/// The run-block ladder one step down (6 → 5 → 4 → 0).
pub fn step_down(r: u8) -> u8 {
    match r {
        6 => 5,
        5 => 4,
        _ => 0,
    }
}

/// The pass-block rows of T22 one step down (7 → 5 → 4 → 3 → 2 → 0).
pub fn block_down(r: u8) -> u8 {
    match r {
        7 => 5,
        5 => 4,
        4 => 3,
        3 => 2,
        _ => 0,
    }
}

/// Starting linemen's run-block rating from the team's rushing index.
pub fn line_run_block(z: f64, p: &BuildParams) -> u8 {
    if z >= p.ol_run_block_z[0] {
        6
    } else if z >= p.ol_run_block_z[1] {
        5
    } else {
        4
    }
}

/// Starting linemen's pass-block rating from the team's protection index (fewer sacks = higher).
pub fn line_pass_block(z: f64, p: &BuildParams) -> u8 {
    let t = &p.ol_pass_block_z;
    if z >= t[0] {
        7
    } else if z >= t[1] {
        5
    } else if z >= t[2] {
        4
    } else if z >= t[3] {
        3
    } else {
        2
    }
}

/// Sorts each group by depth (the team row's usage), ties by id.
pub fn order_groups(groups: &mut BTreeMap<&'static str, Vec<Member>>) {
    for (g, v) in groups.iter_mut() {
        v.sort_by(|a, b| role_score(&b.team_row, g).total_cmp(&role_score(&a.team_row, g)).then(a.id().cmp(b.id())));
    }
}
