//! Bones cards of real seasons (`docs/bones-cards.md`): the card builder rates every player of a
//! season for TTF 7th; this turns each TTF card into its Bones part by probability. A TTF column
//! read with a uniform Run Number 1-12 (the family's deck: every Run Number on 8 of 96 cards)
//! is a distribution of yards; the Bones column gives each yardage row its share of 100 rolls
//! (largest remainders), the gains of 20 and more to the Breakaway range B and the longest to M.
//! Pass Number ranges (1-48) are rescaled to 1-100. The few league-level numbers of the
//! conversion are data (`data/convert_params.json`), calibrated in play; no player is adjusted
//! by hand.

use huddle_cards::bones::{Asterisk, BonesCard, BonesTeam, DefenseCard, FgBand, KickoffCell, Landing, PassCol, PassRush, PlaceKicking, PuntRet, PuntingCard, QbCard, RestRates, ReturnCol, YardColumn, D100, ROWS, ROW_MIN};
use huddle_cards::{Endurance, GainCell, Group, IntRange, KickCell, Player, PuntInstr, ReturnCell, RushCell, Team};
use serde::{Deserialize, Serialize};

/// The league-level numbers of the conversion.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConvertParams {
    /// Added to every quarterback's COM range (Quick, Short, Long) after rescaling.
    pub com_shift: [i16; 3],
    /// Added to the Sack end of the Pass Rush line (the Run range keeps its width).
    pub sack_shift: i16,
    /// Yards added to every gain of a back's or receiver's rushing column before it is binned.
    pub rush_shift: f32,
    /// The same for a quarterback's (his scrambles read it without modifiers, A50).
    pub qb_rush_shift: f32,
    /// Yards added to every gain of a receiving column before it is binned.
    pub recv_shift: f32,
    /// The fumble range of an average ballhandler (a team's TTF fumble range against the
    /// league's moves it).
    pub fumble: f32,
    /// Multiplies the Pass Defense values rescaled from TTF (1-48 → 1-100 is ×2.08).
    pub pd_scale: f32,
    /// Numbers of a defender's interception range, per TTF number.
    pub int_scale: f32,
    /// Share of rolls on the asterisk range of a returner's first return row.
    pub asterisk: u8,
    /// Multiplies a kickoff returner's yards (the Bones kickoff's landing and Ret adjustment
    /// add to the TTF column's returns).
    #[serde(default = "one")]
    pub kr_scale: f32,
    /// Numbers (of 100) added to every field-goal band's Good range that has one: the TTF cards'
    /// ranges are rated for TTF's kicking, and the Bones game adds its weather's misses (M23);
    /// calibrated in play. 0 when a parameter file leaves it out.
    #[serde(default)]
    pub fg_shift: i16,
}

fn one() -> f32 {
    1.0
}

pub const PARAMS_JSON: &str = include_str!("../data/convert_params.json");

impl ConvertParams {
    pub fn embedded() -> ConvertParams {
        ConvertParams::parse(PARAMS_JSON, "convert_params.json (embedded)").expect("the embedded conversion parameters are valid")
    }
    pub fn parse(text: &str, file: &str) -> Result<ConvertParams, String> {
        let p: ConvertParams = serde_json::from_str(text).map_err(|e| format!("{file}: {e}"))?;
        if p.com_shift.iter().any(|s| s.abs() > 30) || p.sack_shift.abs() > 30 {
            return Err(format!("{file}: com_shift and sack_shift: at most 30 numbers either way (bones 9.1)"));
        }
        if !(-5.0..=5.0).contains(&p.rush_shift) || !(-5.0..=5.0).contains(&p.qb_rush_shift) || !(-5.0..=5.0).contains(&p.recv_shift) {
            return Err(format!("{file}: rush_shift and recv_shift: at most 5 yards (bones 18.1)"));
        }
        if !(1.0..=90.0).contains(&p.fumble) || !(0.0..=4.0).contains(&p.pd_scale) || !(0.0..=4.0).contains(&p.int_scale) || p.asterisk > 50 {
            return Err(format!("{file}: fumble 1-90, pd_scale and int_scale 0-4, asterisk 0-50 (bones 16)"));
        }
        if !(0.5..=1.5).contains(&p.kr_scale) {
            return Err(format!("{file}: kr_scale {}: 0.5-1.5 (bones 15.1)", p.kr_scale));
        }
        if p.fg_shift.abs() > 20 {
            return Err(format!("{file}: fg_shift {}: at most 20 numbers either way (bones 17)", p.fg_shift));
        }
        Ok(p)
    }
}

/// A distribution of yards (gains of 20 and more kept as they are).
type Dist = Vec<(i16, f64)>;

fn add(d: &mut Dist, y: i16, p: f64) {
    if let Some(e) = d.iter_mut().find(|e| e.0 == y) {
        e.1 += p;
    } else {
        d.push((y, p));
    }
}

/// The yards of a TTF rushing column, reading SG and LG pointers with a new Run Number.
fn rush_dist(r: &huddle_cards::Rushing) -> Dist {
    let mut d = Dist::new();
    let lg: Vec<i16> = r.lg.map(|l| l.iter().map(|x| *x as i16).collect()).unwrap_or_default();
    let sg_best = r.sg.iter().filter_map(|c| if let RushCell::Yards(y) = c { Some(*y as i16) } else { None }).max().unwrap_or(10);
    let cell = |c: &RushCell, p: f64, d: &mut Dist, depth: u8| match c {
        RushCell::Yards(y) => add(d, *y as i16, p),
        RushCell::Lg if !lg.is_empty() => lg.iter().for_each(|y| add(d, *y, p / lg.len() as f64)),
        RushCell::Sg if depth == 0 => {
            for s in &r.sg {
                match s {
                    RushCell::Yards(y) => add(d, *y as i16, p / 12.0),
                    RushCell::Lg if !lg.is_empty() => lg.iter().for_each(|y| add(d, *y, p / 12.0 / lg.len() as f64)),
                    _ => add(d, sg_best.max(20), p / 12.0),
                }
            }
        }
        _ => add(d, sg_best.max(20), p),
    };
    let cols: Vec<&[RushCell; 12]> = match (&r.n, &r.i, &r.o) {
        (Some(n), _, _) => vec![n],
        (None, Some(i), Some(o)) => vec![i, o],
        (None, Some(i), None) => vec![i],
        (None, None, Some(o)) => vec![o],
        (None, None, None) => vec![&r.sg],
    };
    let w = 1.0 / (12.0 * cols.len() as f64);
    for c in cols {
        for x in c {
            cell(x, w, &mut d, 0);
        }
    }
    d
}

/// The yards of a TTF pass-gain column; an "L" reads the Long column.
fn gain_dist(c: &[GainCell; 12], long: &[GainCell; 12]) -> Option<Dist> {
    if c.iter().all(|x| *x == GainCell::Blank) {
        return None;
    }
    let longs: Vec<i16> = long.iter().filter_map(|x| if let GainCell::Yards(y) = x { Some(*y as i16) } else { None }).collect();
    let mut d = Dist::new();
    let filled = c.iter().filter(|x| **x != GainCell::Blank).count() as f64;
    for x in c {
        match x {
            GainCell::Yards(y) => add(&mut d, *y as i16, 1.0 / filled),
            GainCell::Long => {
                if longs.is_empty() {
                    add(&mut d, 25, 1.0 / filled)
                } else {
                    longs.iter().for_each(|y| add(&mut d, (*y).max(20), 1.0 / filled / longs.len() as f64))
                }
            }
            GainCell::Blank => {}
        }
    }
    Some(d)
}

/// Shares of 100 by largest remainders (every positive share gets at least its floor).
fn apportion(p: &[f64]) -> Vec<u8> {
    let total: f64 = p.iter().sum();
    if total <= 0.0 {
        return vec![0; p.len()];
    }
    let raw: Vec<f64> = p.iter().map(|x| x / total * 100.0).collect();
    let mut out: Vec<u8> = raw.iter().map(|x| x.floor() as u8).collect();
    let mut left = 100 - out.iter().map(|x| *x as u16).sum::<u16>();
    let mut order: Vec<usize> = (0..p.len()).collect();
    order.sort_by(|a, b| (raw[*b] - raw[*b].floor()).total_cmp(&(raw[*a] - raw[*a].floor())).then(a.cmp(b)));
    for i in order {
        if left == 0 {
            break;
        }
        out[i] += 1;
        left -= 1;
    }
    out
}

/// A Bones column from a distribution: rows −2..19 (losses beyond 2 on the −2 row), B for 20+
/// and M the longest gain; ranges laid from 01 up by yardage, B at the top.
fn column(d: &Dist, shift: f32) -> YardColumn {
    let mut rows = [0f64; ROWS];
    let mut brk = 0f64;
    let mut brk_yards = 0f64;
    let mut max = 20i16;
    // A fractional shift splits each yardage between its two neighbours (4 yards shifted by
    // −0.3: 30% at 3, 70% at 4), so the expected yards move by exactly the shift.
    for (y, p) in d {
        let x = *y as f64 + shift as f64;
        let lo = x.floor();
        for (y, p) in [(lo as i16, p * (1.0 - (x - lo))), (lo as i16 + 1, p * (x - lo))] {
            if p <= 0.0 {
                continue;
            }
            if y >= 20 {
                brk += p;
                brk_yards += p * y as f64;
                max = max.max(y);
            } else {
                rows[(y.max(ROW_MIN as i16) - ROW_MIN as i16) as usize] += p;
            }
        }
    }
    // A breakaway runs a FAD of 20-00 capped at M (§8, A6): its mean is higher than the card's
    // long gains', so B gets the share that keeps the expected yards; the rest gains 19.
    if brk > 0.0 {
        let m = max.clamp(20, 99) as f64;
        let capped: f64 = (20..=100).map(|u| (u as f64).min(m)).sum::<f64>() / 81.0;
        let keep = (brk_yards / brk / capped).min(1.0);
        rows[(ROW_MAX_I - ROW_MIN as i16) as usize] += brk * (1.0 - keep);
        brk *= keep;
    }
    let mut all: Vec<f64> = rows.to_vec();
    all.push(brk);
    let n = apportion(&all);
    let mut c = YardColumn::default();
    let mut lo = 1u8;
    for (i, k) in n.iter().enumerate() {
        if *k == 0 {
            continue;
        }
        let r = D100::new(lo, lo + k - 1);
        lo += k;
        if i == ROWS {
            c.brk = Some(r);
        } else {
            c.rows[i] = Some(r);
        }
    }
    if c.brk.is_some() {
        c.max = Some(max.clamp(20, 99) as u8);
    }
    c
}

const ROW_MAX_I: i16 = huddle_cards::bones::ROW_MAX as i16;

/// A number 1..=48 on the 1-100 scale (the top of its span).
fn pn(n: u8) -> i16 {
    ((n as f32) * 100.0 / 48.0).round() as i16
}

fn qb(p: &huddle_cards::Passing, params: &ConvertParams) -> QbCard {
    let conv = |r: &huddle_cards::PassRanges, shift: i16| {
        // TTF: INT beyond int?, and "Int?" numbers intercepted half the time (a new PN).
        let ints = (48 - r.int_q as i16) as f32 + (r.int_q as i16 - r.inc as i16) as f32 / 2.0;
        let int_n = ((ints * 100.0 / 48.0).round() as i16).clamp(1, 30);
        let int_lo = 101 - int_n;
        let com = (pn(r.com) + shift).clamp(0, int_lo - 1);
        PassCol { com: com as u8, int: D100::new(int_lo as u8, 100) }
    };
    let pr = p.pass_rush;
    let width = pn(pr.run) - pn(pr.sack);
    let sack = (pn(pr.sack) + params.sack_shift).clamp(0, 60);
    let run = (sack + width).clamp(sack, 90);
    let com = pn(pr.com).clamp(run, 100);
    QbCard {
        quick: conv(&p.quick, params.com_shift[0]),
        short: conv(&p.short, params.com_shift[1]),
        long: conv(&p.long, params.com_shift[2]),
        pass_rush: PassRush { sack: sack as u8, run: run as u8, com: com as u8 },
    }
}

fn int_range(r: IntRange, params: &ConvertParams) -> Option<D100> {
    let n = match r {
        IntRange::None => return None,
        IntRange::Maybe48 => 1.0,
        IntRange::Range(r) if r.is_empty() => return None,
        IntRange::Range(r) => (r.hi as f32 - r.lo as f32 + 1.0) * 2.0,
    };
    let n = (n * params.int_scale).round().clamp(1.0, 12.0) as u8;
    Some(D100::new(101 - n, 100))
}

fn rest(p: &Player) -> RestRates {
    let n = match p.ev {
        Some(Endurance::Plays(n)) => n.min(4),
        _ => 0,
    };
    RestRates { rush: n, pass: 0, recv: n }
}

fn kicking(k: &huddle_cards::Kicking, shift: i16) -> PlaceKicking {
    let mut fg: Vec<FgBand> = Vec::new();
    let mut from = 0u8;
    for b in &k.fg {
        let to = b.to.max(from);
        // A band the kicker cannot make stays so; the others move by the shift.
        let good = if b.good == 0 { 0 } else { (pn(b.good) + shift).clamp(1, 100) };
        fg.push(FgBand { from, to, good: good as u8 });
        from = to + 1;
    }
    PlaceKicking { xp: pn(k.xp).clamp(0, 100) as u8, fg }
}

/// Ten kickoff results from the TTF card's A column (B read for "Col B"), by quantile.
fn kickoff(k: &huddle_cards::Kickoff) -> [KickoffCell; 10] {
    let mut outs: Vec<(i16, i8, f64)> = Vec::new(); // landing (−1 = touchback), ret, weight
    for (i, c) in k.a.iter().enumerate() {
        match c {
            KickCell::Land { yard, .. } => outs.push((*yard as i16, k.ret[i], 1.0 / 12.0)),
            KickCell::Touchback => outs.push((-1, 0, 1.0 / 12.0)),
            KickCell::UseColB => {
                for (j, b) in k.b.iter().enumerate() {
                    match b {
                        KickCell::Land { yard, .. } => outs.push((*yard as i16, k.ret[j], 1.0 / 144.0)),
                        _ => outs.push((-1, 0, 1.0 / 144.0)),
                    }
                }
            }
        }
    }
    outs.sort_by_key(|o| o.0);
    let mut cells = [KickoffCell { land: Landing::Touchback, ret: 0 }; 10];
    for (q, cell) in cells.iter_mut().enumerate() {
        let target = (q as f64 + 0.5) / 10.0;
        let mut acc = 0.0;
        for o in &outs {
            acc += o.2;
            if acc >= target {
                cell.land = if o.0 < 0 { Landing::Touchback } else { Landing::Yard(o.0.clamp(0, 30) as u8) };
                cell.ret = o.1;
                break;
            }
        }
    }
    cells
}

/// The punt number's chances (digest §1.2 with 00 = 10), for quantiles.
const PUNT_NUMBER: [u8; 20] = [0, 1, 1, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

fn punting(p: &huddle_cards::Punting) -> PuntingCard {
    let mut yards: Vec<u8> = p.punts.iter().map(|c| c.yards).collect();
    yards.sort();
    // Punt numbers 0..19 by rising distance: each number takes the TTF quantile of its middle.
    let total: u32 = PUNT_NUMBER.iter().map(|x| *x as u32).sum();
    let mut acc = 0u32;
    let mut out = [0u8; 20];
    for (k, w) in PUNT_NUMBER.iter().enumerate() {
        let mid = (acc as f64 + *w as f64 / 2.0) / total as f64;
        acc += *w as u32;
        let i = ((mid * yards.len() as f64).floor() as usize).min(yards.len() - 1);
        out[k] = yards[i];
    }
    let fc = p.punts.iter().filter(|c| matches!(c.instr, PuntInstr::FairCatch | PuntInstr::NoReturn)).count();
    let fc10 = ((fc as f32) * 10.0 / 11.0).round() as usize;
    let ret: [PuntRet; 10] = std::array::from_fn(|i| if i < fc10 { PuntRet::FC } else { PuntRet::PR });
    let long = yards.last().copied().unwrap_or(50).saturating_add(8);
    PuntingCard { yards: out, ret, long, blocked: Some((2, 5)), penalty: Some((6, 10)), cc_adj: p.cc.min(5) }
}

/// A return column read on 1d10 from a TTF column read on RN 1-12: ten quantiles, longest at 1.
fn returns(col: &[ReturnCell; 12], ast: Option<huddle_cards::Asterisk>, params: &ConvertParams) -> ReturnCol {
    let mut y: Vec<i16> = col.iter().map(|c| c.yards.map(|y| y as i16).unwrap_or(100)).collect();
    y.sort_by(|a, b| b.cmp(a));
    let yards: [u8; 10] = std::array::from_fn(|q| {
        let i = (((q as f64 + 0.5) / 10.0) * 12.0).floor() as usize;
        y[i.min(11)].clamp(0, 99) as u8
    });
    let asterisk = ast.map(|a| Asterisk { range: D100::new(101 - params.asterisk.max(1), 100), yards: a.result.yards.map(|y| y.clamp(0, 99) as u8) }).or(Some(Asterisk { range: D100::new(101 - params.asterisk.max(1), 100), yards: None }));
    ReturnCol { yards, asterisk }
}

/// The Bones part of one card.
pub fn convert_player(p: &Player, params: &ConvertParams, fumble: u8) -> BonesCard {
    let g = p.group();
    let mut b = BonesCard { rest: rest(p), ..BonesCard::default() };
    if let Some(pass) = &p.passing {
        b.qb = Some(qb(pass, params));
    }
    if let Some(r) = &p.rushing {
        b.rush = Some(column(&rush_dist(r), if g == Group::QB { params.qb_rush_shift } else { params.rush_shift }));
    }
    if let Some(r) = &p.receiving {
        b.quick = Some(gain_dist(&r.q, &r.l).map(|d| column(&d, params.recv_shift)).unwrap_or_default());
        b.short = Some(gain_dist(&r.s, &r.l).map(|d| column(&d, params.recv_shift)).unwrap_or_default());
    }
    if matches!(g, Group::QB | Group::RB | Group::WR | Group::TE) {
        b.fumble = Some(fumble);
        if b.rush.is_none() && g == Group::QB {
            b.rush = Some(column(&vec![(0, 1.0)], 0.0));
        }
        if g != Group::QB {
            b.bv = Some(p.bv.map(|r| r.value).unwrap_or(0));
        }
    }
    if g == Group::OL {
        b.bv = Some(p.bv.map(|r| r.value).unwrap_or(0));
        b.pbv = Some(p.pbv.unwrap_or(2));
    }
    if let Some(d) = &p.defense {
        b.defense = Some(DefenseCard {
            tv: d.tv.value,
            prv: d.prv,
            pd: ((d.pd as f32) * params.pd_scale).round() as i8,
            deflect: if g == Group::DL { ((d.deflect * 2.0).round() as u8).min(5) } else { 0 },
            int: if g == Group::DL { Some(D100::new(100, 100)) } else { int_range(d.int, params) },
        });
    }
    if let Some(k) = &p.kicking {
        b.kicking = Some(kicking(k, params.fg_shift));
    }
    if let Some(k) = &p.kickoff {
        b.kickoff = Some(kickoff(k));
    }
    if let Some(pu) = &p.punting {
        b.punting = Some(punting(pu));
    }
    b
}

/// One team in Bones: every card converted, the returners from the Return Cards.
pub fn convert_team(t: &Team, params: &ConvertParams, league_fumble: f32) -> Team {
    let mut n = t.clone();
    let fumble = ((params.fumble * t.fumble_range as f32 / league_fumble.max(1.0)).round() as u8).clamp(5, 90);
    for (i, p) in t.players.iter().enumerate() {
        let mut b = convert_player(p, params, fumble);
        if let Some(k) = t.kick_returns.iter().find(|k| k.player == p.id) {
            let mut kr = returns(&k.col, k.asterisk, params);
            for y in kr.yards.iter_mut() {
                *y = ((*y as f32) * params.kr_scale).round().clamp(0.0, 99.0) as u8;
            }
            b.kr = Some(kr);
        }
        if let Some(k) = t.punt_returns.iter().find(|k| k.player == p.id) {
            b.pr = Some(returns(&k.col, k.asterisk, params));
        }
        n.players[i].bones = Some(Box::new(b));
    }
    n.bones = Some(BonesTeam { kr: t.kick_returns.iter().map(|k| k.player.clone()).collect(), pr: t.punt_returns.iter().map(|k| k.player.clone()).collect(), trades: Vec::new() });
    // The Bones display has one end box a side, split or tight (§5.1): a team with both an end
    // and a tight end on one side moves the tight end to a flanker's place.
    n
}

/// A league in Bones.
pub fn convert_league(teams: &[Team], params: &ConvertParams) -> Vec<Team> {
    let mean = teams.iter().map(|t| t.fumble_range as f32).sum::<f32>() / teams.len().max(1) as f32;
    teams.iter().map(|t| convert_team(t, params, mean)).collect()
}

/// The embedded 2024 league in Bones cards, converted once per process.
pub fn league_2024() -> Vec<Team> {
    static L: std::sync::OnceLock<Vec<Team>> = std::sync::OnceLock::new();
    L.get_or_init(|| convert_league(&huddle_cards::sample::league_2024(), &ConvertParams::embedded())).clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_distribution_becomes_a_covering_column() {
        let d: Dist = vec![(-3, 0.05), (0, 0.2), (3, 0.3), (5, 0.25), (12, 0.15), (40, 0.05)];
        let c = column(&d, 0.0);
        assert!(c.check().is_ok(), "{:?}", c.check());
        assert_eq!(c.row(-2).map(|r| r.len()), Some(5), "losses beyond 2 on the −2 row");
        assert_eq!(c.brk.map(|r| r.len()), Some(5));
        assert_eq!(c.max, Some(40));
        assert!((c.mean_yards() - (-0.1 + 0.9 + 1.25 + 1.8 + 0.05 * 30.0)).abs() < 0.2, "{}", c.mean_yards());
    }
}
