//! Turning fractional targets into whole cells: rounding a column to its weighted mean, choosing
//! the rows that carry a reading so their chance is nearest a target, splitting a row, shaping a
//! yardage distribution.

use super::eval::{ROW_36, ROW_P};

/// Rounds `v` (rows 2-12; `None` = not a number cell) so that the row-weighted sum of the number
/// cells is nearest `target` (in yards × chance); each cell is its value's floor or ceiling, and
/// among equally near choices the one that moves the cells least.
pub fn round_to(v: &[Option<f64>; 11], target: f64) -> [i32; 11] {
    let idx: Vec<usize> = (0..11).filter(|&i| v[i].is_some()).collect();
    let floor: Vec<f64> = idx.iter().map(|&i| v[i].unwrap_or(0.0).floor()).collect();
    let frac: Vec<f64> = idx.iter().zip(&floor).map(|(&i, f)| v[i].unwrap_or(0.0) - f).collect();
    let base: f64 = idx.iter().zip(&floor).map(|(&i, f)| ROW_P[i] * f).sum();
    let n = idx.len();
    let mut best = (f64::INFINITY, f64::INFINITY, 0u32);
    for mask in 0u32..(1 << n) {
        let mut s = base;
        let mut moved = 0.0;
        for k in 0..n {
            let up = mask >> k & 1 == 1;
            if up {
                s += ROW_P[idx[k]];
            }
            let d = if up { 1.0 - frac[k] } else { frac[k] };
            moved += d * d;
        }
        let err = (s - target).abs();
        if err < best.0 - 1e-12 || ((err - best.0).abs() <= 1e-12 && moved < best.1) {
            best = (err, moved, mask);
        }
    }
    let mut out = [0i32; 11];
    for (k, &i) in idx.iter().enumerate() {
        out[i] = floor[k] as i32 + (best.2 >> k & 1) as i32;
    }
    out
}

/// Chooses, among the `open` rows (indices 0-10 for totals 2-12), a set whose chance in 36ths is
/// nearest `target36`; among equally near sets, the one whose least preferred row (in `pref`,
/// row totals; rows not listed come last) is the most preferred, then its next. Returns the
/// chosen indices.
pub fn pick_rows(open: &[usize], target36: f64, pref: &[u8]) -> Vec<usize> {
    let rank = |i: usize| pref.iter().position(|&r| r as usize == i + 2).unwrap_or(pref.len() + i);
    let n = open.len();
    let w: Vec<i32> = open.iter().map(|&i| ROW_36[i]).collect();
    // A set's cost: its rows' ranks as bits (rank r weighs 2^r): the set whose least preferred
    // row is the most preferred wins, then the next.
    let bits: Vec<u64> = open.iter().map(|&i| 1u64 << rank(i).min(60)).collect();
    let mut best = (f64::INFINITY, u64::MAX, 0u32);
    for mask in 0u32..(1 << n) {
        let (mut sum, mut pr) = (0i32, 0u64);
        for k in 0..n {
            if mask >> k & 1 == 1 {
                sum += w[k];
                pr |= bits[k];
            }
        }
        let err = (sum as f64 - target36).abs();
        if err < best.0 - 1e-9 || ((err - best.0).abs() <= 1e-9 && pr < best.1) {
            best = (err, pr, mask);
        }
    }
    (0..n).filter(|k| best.2 >> k & 1 == 1).map(|k| open[k]).collect()
}

/// Chance of a two-dice total of 2..=k.
pub fn cum_p(k: u8) -> f64 {
    (2..=k.min(12)).map(|t| ROW_P[(t - 2) as usize]).sum()
}

/// The row (among `rows`, indices) and split top `k` (the reading on totals 2..=k) whose chance
/// `P(row) × P(2..=k)` is nearest `target`; `None` when no reading is nearer than none at all.
pub fn best_split(rows: &[usize], target: f64) -> Option<(usize, u8)> {
    let mut best: Option<(f64, usize, u8)> = None;
    for &i in rows {
        for k in 2..=12u8 {
            let p = ROW_P[i] * cum_p(k);
            let err = (p - target).abs();
            if best.is_none_or(|b| err < b.0 - 1e-12) {
                best = Some((err, i, k));
            }
        }
    }
    match best {
        Some((err, i, k)) if err < target.abs() => Some((i, k)),
        _ => None,
    }
}

/// Mean of `floor + (1 − floor)·E` over the quantile band `(u0, u1)` of the distribution whose
/// upper tail above quantile u is `-ln(1-u)` (an exponential with mean 1), scaled to `mean`:
/// the yardage a row covering that band of outcomes stands for.
pub fn band_mean(u0: f64, u1: f64, mean: f64, floor: f64) -> f64 {
    // ∫ -ln(1-u) du = (1-u)·ln(1-u) - (1-u)... use s = 1-u: ∫_{s1}^{s0} -ln s ds = [s - s ln s].
    let g = |s: f64| if s <= 0.0 { 0.0 } else { s - s * s.ln() };
    let (s0, s1) = (1.0 - u0, 1.0 - u1);
    let e = if u1 - u0 > 1e-12 { (g(s0) - g(s1)) / (u1 - u0) } else { -(1.0 - u0).max(1e-12).ln() };
    mean * (floor + (1.0 - floor) * e)
}

/// Yardage for `rows` (indices) whose chances add up to the distribution: the smallest-chance
/// rows take the longest gains, `mean` is the conditional mean, `floor` the part every gain has.
/// Returns (row, fractional yards), longest first.
pub fn shape(rows: &[usize], mean: f64, floor: f64) -> Vec<(usize, f64)> {
    let mut order: Vec<usize> = rows.to_vec();
    // Extremes first: rows 12, 2, 11, 3, ... (smallest chance, the high total before the low).
    order.sort_by(|a, b| ROW_36[*a].cmp(&ROW_36[*b]).then(b.cmp(a)));
    let total: f64 = order.iter().map(|&i| ROW_P[i]).sum();
    if total <= 0.0 {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut top = 1.0;
    for &i in &order {
        let w = ROW_P[i] / total;
        let lo = (top - w).max(0.0);
        out.push((i, band_mean(lo, top, mean, floor)));
        top = lo;
    }
    out
}

/// Σ over the rows of P(row) × value.
#[cfg(test)]
pub fn weighted(v: &[(usize, f64)]) -> f64 {
    v.iter().map(|(i, x)| ROW_P[*i] * x).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_keeps_the_weighted_mean() {
        let v = [Some(2.4), Some(-1.3), Some(6.6), Some(0.5), None, Some(3.2), Some(4.9), Some(1.1), Some(7.7), Some(-0.2), Some(12.5)];
        let target: f64 = v.iter().zip(ROW_P).map(|(x, p)| x.unwrap_or(0.0) * p).sum();
        let r = round_to(&v, target);
        let got: f64 = r.iter().zip(ROW_P).zip(v).filter(|(_, x)| x.is_some()).map(|((c, p), _)| *c as f64 * p).sum();
        assert!((got - target).abs() < 1.0 / 72.0, "{got} vs {target}");
        for (c, x) in r.iter().zip(v) {
            if let Some(x) = x {
                assert!(*c as f64 == x.floor() || *c as f64 == x.ceil());
            }
        }
    }

    #[test]
    fn rows_are_picked_to_the_nearest_chance_in_order_of_preference() {
        let all: Vec<usize> = (0..11).collect();
        let set = pick_rows(&all, 6.0, &[7, 6, 8]);
        assert_eq!(set, vec![5], "row 7 alone holds 6 of 36");
        let set = pick_rows(&all, 11.0, &[7, 6, 8]);
        assert_eq!(set.iter().map(|&i| ROW_36[i]).sum::<i32>(), 11);
        assert!(set.contains(&5) && set.contains(&4));
    }

    #[test]
    fn a_shaped_column_keeps_its_mean() {
        let rows = [0usize, 1, 3, 5, 7, 9, 10];
        let s = shape(&rows, 10.0, 0.4);
        let total: f64 = rows.iter().map(|&i| ROW_P[i]).sum();
        assert!((weighted(&s) / total - 10.0).abs() < 1e-6, "{}", weighted(&s) / total);
        assert!(s[0].1 > s[s.len() - 1].1);
    }

    #[test]
    fn splits_come_nearest_the_target() {
        let (i, k) = best_split(&[0, 10, 3], 0.01).unwrap();
        let p = ROW_P[i] * cum_p(k);
        assert!((p - 0.01).abs() < 0.002, "{p}");
        assert_eq!(best_split(&[5], 0.0), None);
    }
}
