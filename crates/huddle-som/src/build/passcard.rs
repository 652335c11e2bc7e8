//! Passing and receiving cards: rows chosen so each reading's chance is nearest its target
//! (rounding carried from column to column, so a card's average is as exact as 36ths allow),
//! yardage shaped around the target mean.

use super::eval::{ROW_36, ROW_P};
use super::fit::{best_split, cum_p, pick_rows, round_to, shape};
use super::BuildParams;
use crate::cards::{Column, PassSections, PassingCard, Section};
use crate::reading::Reading;

/// Rows a completion prefers on a receiving card: the extremes first (they take the long gains).
const CATCH_PREF: [u8; 11] = [2, 12, 3, 11, 7, 6, 8, 5, 9, 4, 10];
/// Rows a RECEIVER reading prefers on a passing card.
const REC_PREF: [u8; 11] = [7, 6, 8, 5, 9, 4, 10, 3, 11, 2, 12];
/// Rows a direct completion prefers on a passing card.
const DIRECT_PREF: [u8; 11] = [10, 4, 9, 5, 11, 3, 8, 6, 12, 2, 7];
/// Rows a Must Run prefers.
const MR_PREF: [u8; 11] = [12, 2, 11, 3, 10, 4, 9, 5, 8, 6, 7];
/// Rows an interception split may sit on.
const INT_ROWS: [usize; 6] = [10, 0, 9, 1, 8, 2];

/// What a receiving card carries: catch chance by [kind][column] and mean yards per catch by kind.
#[derive(Clone, Copy, Debug)]
pub struct RecvTarget {
    pub catch: [[f64; 3]; 3],
    pub yards: [f64; 3],
    /// Both Long RIGHT and WRONG columns blank: he may not be thrown a long pass (§2.5 step 7).
    pub blank_long: bool,
}

fn section(cols: Vec<Column>) -> Section {
    let [right, wrong, third]: [Column; 3] = cols.try_into().unwrap_or_else(|_| unreachable!());
    Section { right, wrong, third }
}

/// Yardage cells for `rows` with mean `mean` (floor share `floor`), within `lo..=hi`.
fn yard_rows(rows: &[usize], mean: f64, floor: f64, lo: i32, hi: i32) -> Vec<(usize, i32)> {
    let sh = shape(rows, mean, floor);
    let mut vals: [Option<f64>; 11] = [None; 11];
    for (i, v) in &sh {
        vals[*i] = Some(v.clamp(lo as f64, hi as f64));
    }
    let target: f64 = (0..11).filter_map(|i| vals[i].map(|v| v * ROW_P[i])).sum();
    let ints = round_to(&vals, target);
    sh.iter().map(|(i, _)| (*i, ints[*i].clamp(lo, hi))).collect()
}

/// A receiving card.
pub fn receiving_card(t: &RecvTarget, p: &BuildParams) -> PassSections {
    let all: Vec<usize> = (0..11).collect();
    let mut carry = 0.0;
    let mut secs = Vec::with_capacity(3);
    for k in 0..3 {
        let mut cols = Vec::with_capacity(3);
        for c in 0..3 {
            let mut col: Column = std::array::from_fn(|_| Reading::Incomplete);
            if !(k == 2 && t.blank_long) {
                let want = t.catch[k][c] * 36.0 + carry;
                let rows = pick_rows(&all, want, &CATCH_PREF);
                carry = want - rows.iter().map(|&i| ROW_36[i] as f64).sum::<f64>();
                let lo = if k == 0 { 1 } else { 2 };
                for (i, y) in yard_rows(&rows, t.yards[k], p.receiver_floor[k], lo, 99) {
                    col[i] = Reading::Yards(y as i8);
                }
            }
            cols.push(col);
        }
        secs.push(section(cols));
    }
    let [flat, short, long]: [Section; 3] = secs.try_into().unwrap_or_else(|_| unreachable!());
    PassSections { flat, short, long }
}

/// What a passing card carries, by [kind][column]: the chances of a direct completion, of
/// RECEIVER, of an interception and of Must Run; the mean yards of a direct completion by kind.
#[derive(Clone, Copy, Debug)]
pub struct QbTarget {
    pub direct: [[f64; 3]; 3],
    pub rec: [[f64; 3]; 3],
    pub int: [[f64; 3]; 3],
    pub mr: [[f64; 3]; 3],
    pub direct_yards: [f64; 3],
}

/// "INT+y 2-k, REC k+1-12" (or "INT+y" on every total): the row's other totals say RECEIVER.
pub fn int_cell(y: i8, k: u8) -> Reading {
    if k >= 12 {
        Reading::Interception(y)
    } else {
        Reading::Split(vec![(2, k, Reading::Interception(y)), (k + 1, 12, Reading::Receiver)])
    }
}

/// A passing card, its Must Run column given.
pub fn passing_card(t: &QbTarget, must_run: Column, p: &BuildParams) -> PassingCard {
    let (mut c_int, mut c_mr, mut c_dir, mut c_rec) = (0.0, 0.0, 0.0, 0.0);
    let mut secs = Vec::with_capacity(3);
    for k in 0..3 {
        let mut cols = Vec::with_capacity(3);
        for c in 0..3 {
            let mut col: Column = std::array::from_fn(|_| Reading::Incomplete);
            let mut open: Vec<usize> = (0..11).collect();
            // The interception split (its other totals say RECEIVER).
            let want = t.int[k][c] + c_int;
            c_int = want;
            let mut rec_done = 0.0;
            if let Some((i, kk)) = best_split(&INT_ROWS, want) {
                col[i] = int_cell(p.int_yards[k], kk);
                c_int -= ROW_P[i] * cum_p(kk);
                rec_done = ROW_P[i] * (1.0 - cum_p(kk));
                open.retain(|&x| x != i);
            }
            let take = |want36: f64, pref: &[u8], open: &mut Vec<usize>| -> (Vec<usize>, f64) {
                let rows = pick_rows(open, want36, pref);
                open.retain(|x| !rows.contains(x));
                let got = rows.iter().map(|&i| ROW_36[i] as f64).sum::<f64>();
                (rows, want36 - got)
            };
            let (mr_rows, e) = take(t.mr[k][c] * 36.0 + c_mr, &MR_PREF, &mut open);
            c_mr = e;
            for i in mr_rows {
                col[i] = Reading::MustRun;
            }
            let (dir_rows, e) = take(t.direct[k][c] * 36.0 + c_dir, &DIRECT_PREF, &mut open);
            c_dir = e;
            for (i, y) in direct_yards(&dir_rows, t.direct_yards[k], &p.qb_direct_yards[k]) {
                col[i] = Reading::Yards(y as i8);
            }
            let (rec_rows, e) = take((t.rec[k][c] - rec_done) * 36.0 + c_rec, &REC_PREF, &mut open);
            c_rec = e;
            for i in rec_rows {
                col[i] = Reading::Receiver;
            }
            cols.push(col);
        }
        secs.push(section(cols));
    }
    let [flat, short, long]: [Section; 3] = secs.try_into().unwrap_or_else(|_| unreachable!());
    PassingCard { sections: PassSections { flat, short, long }, must_run }
}

/// Direct completions' yardage: the kind's shape, scaled so the rows' mean is `mean`.
fn direct_yards(rows: &[usize], mean: f64, shape: &[f64]) -> Vec<(usize, i32)> {
    if rows.is_empty() {
        return Vec::new();
    }
    let mut order = rows.to_vec();
    order.sort_by(|a, b| ROW_36[*a].cmp(&ROW_36[*b]).then(b.cmp(a)));
    let raw: Vec<(usize, f64)> = order.iter().enumerate().map(|(n, &i)| (i, shape[n % shape.len()])).collect();
    let w: f64 = raw.iter().map(|(i, _)| ROW_P[*i]).sum();
    let s: f64 = raw.iter().map(|(i, x)| ROW_P[*i] * x).sum();
    let scale = if s > 0.0 { mean * w / s } else { 0.0 };
    let mut vals: [Option<f64>; 11] = [None; 11];
    for (i, x) in &raw {
        vals[*i] = Some((x * scale).clamp(1.0, 99.0));
    }
    let target: f64 = (0..11).filter_map(|i| vals[i].map(|v| v * ROW_P[i])).sum();
    let ints = round_to(&vals, target);
    raw.iter().map(|(i, _)| (*i, ints[*i].clamp(1, 99))).collect()
}
