//! The specialist card: kickoffs, returners' columns, punts, field goals, extra points and the
//! penalty section.

use super::eval::{ROW_36, ROW_P};
use super::fit::{pick_rows, round_to, shape};
use super::BuildParams;
use crate::cards::{FgBand, KickoffCell, PenaltyCell, PuntCell, ReturnCell};

/// Rows a touchback prefers on the kickoff column.
const TB_PREF: [u8; 11] = [7, 6, 8, 5, 9, 4, 10, 12, 3, 11, 2];

/// The kickoff column: touchbacks on rows whose chance is nearest `touchback` (the season's
/// share of kickoffs not returned), landing spots on the rest (#2 on every `ko_second_every`-th).
pub fn kickoff(touchback: f64, p: &BuildParams) -> [KickoffCell; 11] {
    let all: Vec<usize> = (0..11).collect();
    let tb = pick_rows(&all, touchback * 36.0, &TB_PREF);
    let mut n = 0;
    std::array::from_fn(|i| {
        if tb.contains(&i) {
            KickoffCell::Touchback
        } else {
            let at = p.ko_spots[n % p.ko_spots.len()];
            let returner = if (n + 1) % p.ko_second_every == 0 { 2 } else { 1 };
            n += 1;
            KickoffCell::Lands { at, returner }
        }
    })
}

/// A returner's column with mean return `mean` (yards from the catch): the fumble row holds a
/// fumble at its yards, a touchdown on row 12 for a returner who earns one (`td`), the rest an
/// exponential-tailed shape around the mean.
pub fn return_column(mean: f64, floor: f64, td: bool, p: &BuildParams, td_value: f64) -> [ReturnCell; 11] {
    let f = (p.return_fumble_row - 2) as usize;
    let top = 10usize;
    let mut rows: Vec<usize> = (0..11).filter(|&i| i != f && !(td && i == top)).collect();
    rows.sort_unstable();
    // The fumble and TD rows' yards count in the mean; the shape carries the rest.
    let fumble_y = (mean * floor).round().clamp(0.0, 30.0) as i8;
    let w: f64 = rows.iter().map(|&i| ROW_P[i]).sum::<f64>();
    let td_part = if td { ROW_P[top] * td_value } else { 0.0 };
    let rest_mean = (mean - ROW_P[f] * fumble_y as f64 - td_part) / w;
    let sh = shape(&rows, rest_mean.max(1.0), floor);
    let mut vals: [Option<f64>; 11] = [None; 11];
    for (i, v) in &sh {
        vals[*i] = Some(v.clamp(-5.0, 99.0));
    }
    let target: f64 = (0..11).filter_map(|i| vals[i].map(|v| v * ROW_P[i])).sum();
    let ints = round_to(&vals, target);
    std::array::from_fn(|i| {
        if i == f {
            ReturnCell::Fumble(fumble_y)
        } else if td && i == top {
            ReturnCell::Touchdown
        } else {
            ReturnCell::Yards(ints[i].clamp(-5, 99) as i8)
        }
    })
}

/// The league-norm punting column: the shape around the gross average, the block row, #2 on
/// the listed rows.
pub fn punts(p: &BuildParams) -> [PuntCell; 11] {
    let rows: Vec<usize> = (0..11).filter(|&i| p.punt_block_row != Some(i as u8 + 2)).collect();
    let w: f64 = rows.iter().map(|&i| ROW_P[i]).sum();
    let s: f64 = rows.iter().map(|&i| ROW_P[i] * p.punt_shape[i]).sum();
    let mut vals: [Option<f64>; 11] = [None; 11];
    for &i in &rows {
        vals[i] = Some((p.punt_shape[i] - s / w + p.punt_gross).clamp(10.0, 80.0));
    }
    let target: f64 = (0..11).filter_map(|i| vals[i].map(|v| v * ROW_P[i])).sum();
    let ints = round_to(&vals, target);
    std::array::from_fn(|i| {
        if p.punt_block_row == Some(i as u8 + 2) {
            PuntCell::Blocked
        } else {
            let returner = if p.punt_second_rows.contains(&(i as u8 + 2)) { 2 } else { 1 };
            PuntCell::Distance { yards: ints[i].clamp(10, 80) as u8, returner }
        }
    })
}

/// The totals that are good for a kick made with chance `rate`: misses on the rows of
/// `fg_miss_order` nearest the missing share (a 12 that is good is blocked on control 1, §2.11).
pub fn good_totals(rate: f64, p: &BuildParams) -> Vec<u8> {
    good_totals_carry(rate, p, &mut 0.0)
}

/// `good_totals` with the rounding carried (in 36ths of misses, the block on control 1 counted)
/// from band to band.
fn good_totals_carry(rate: f64, p: &BuildParams, carry: &mut f64) -> Vec<u8> {
    let all: Vec<usize> = (0..11).collect();
    let want = (1.0 - rate).clamp(0.0, 1.0) * 36.0 + *carry;
    let miss = pick_rows(&all, want.max(0.0), &p.fg_miss_order);
    let good: Vec<u8> = (0..11).filter(|i| !miss.contains(i)).map(|i| i as u8 + 2).collect();
    *carry = want - 36.0 * (1.0 - good_chance(&good));
    good
}

/// The chance a card's good totals make the kick (control 1 with a 12 is a block).
pub fn good_chance(good: &[u8]) -> f64 {
    good.iter().map(|t| ROW_P[(*t - 2) as usize]).sum::<f64>() - if good.contains(&12) { ROW_P[10] / 6.0 } else { 0.0 }
}

/// Field-goal bands from rates by band (already isotonic), up to the kicker's longest line of
/// scrimmage.
pub fn field_goals(rates: &[f64], max_los: u8, p: &BuildParams) -> Vec<FgBand> {
    let mut out = Vec::new();
    let mut lo = 0u8;
    let mut carry = 0.0;
    for (b, &top) in p.fg_band_max_los.iter().enumerate() {
        if lo > max_los {
            break;
        }
        let band_top = top.min(max_los);
        out.push(FgBand { max_los: band_top, good: good_totals_carry(rates[b.min(rates.len() - 1)], p, &mut carry) });
        lo = top + 1;
    }
    out
}

/// The penalty section: OFFSETTING on row 2, the opponent's readings on `penalty_opp_36` of
/// 36, the team's own readings on the rows nearest `own` (its share), the rest blank.
pub fn penalties(own: f64, p: &BuildParams) -> [PenaltyCell; 11] {
    let mut cells = [PenaltyCell::None; 11];
    cells[0] = PenaltyCell::Offsetting;
    let open: Vec<usize> = (1..11).collect();
    let own_rows = pick_rows(&open, own * 36.0, &[7, 6, 8, 5, 9, 4, 10, 3, 11]);
    // The most frequent reading on the most likely row.
    let mut sorted = own_rows.clone();
    sorted.sort_by(|a, b| ROW_36[*b].cmp(&ROW_36[*a]).then(a.cmp(b)));
    for (n, i) in sorted.iter().enumerate() {
        cells[*i] = own_cell(&p.penalty_numbers[n % p.penalty_numbers.len()], false);
    }
    let rest: Vec<usize> = open.iter().copied().filter(|i| !own_rows.contains(i)).collect();
    let opp = pick_rows(&rest, p.penalty_opp_36 as f64, &[12, 11, 3, 10, 4, 9, 5]);
    let mut sorted = opp.clone();
    sorted.sort_by(|a, b| ROW_36[*b].cmp(&ROW_36[*a]).then(a.cmp(b)));
    for (n, i) in sorted.iter().enumerate() {
        cells[*i] = own_cell(&p.penalty_numbers[n % p.penalty_numbers.len()], true);
    }
    cells
}

fn own_cell(s: &str, opp: bool) -> PenaltyCell {
    match (s, opp) {
        ("OFFSIDES", false) => PenaltyCell::Offsides,
        ("OFFSIDES", true) => PenaltyCell::OpponentOffsides,
        (n, o) => {
            let k = n.trim_start_matches('N').parse::<u8>().unwrap_or(1).clamp(1, 7);
            if o {
                PenaltyCell::OpponentNumber(k)
            } else {
                PenaltyCell::Number(k)
            }
        }
    }
}
