//! Running cards (and the quarterback's Must Run column): the template of an average back moved
//! by one shift until the card's mean under the mix is the back's target, big plays laid on the
//! best rows for backs who earn them, fumbles as split numbers sized to his fumble rate.

use super::eval::{self, Env, ROW_P};
use super::fit::{best_split, round_to};
use super::BuildParams;
use crate::cards::{Column, RunCard, Section};
use crate::reading::Reading;

/// What a running card must carry: its mean yards under the mix (the player-card half of his
/// carries), the fumble chance of a carry read on it, and his edge in yards per carry over the
/// league (for the big plays).
#[derive(Clone, Copy, Debug)]
pub struct RunTarget {
    pub mean: f64,
    pub fumble: f64,
    pub edge: f64,
}

fn yards_cell(v: i32, p: &BuildParams) -> Reading {
    Reading::Yards(v.clamp(p.run_cell_min as i32, p.run_cell_max as i32) as i8)
}

/// A fumble split at `k` on a cell of `y` yards: "F+y 2-k, +y k+1-12" (or "F+y" on every total).
pub fn fumble_cell(y: i8, k: u8) -> Reading {
    if k >= 12 {
        Reading::Fumble(y)
    } else {
        Reading::Split(vec![(2, k, Reading::Fumble(y)), (k + 1, 12, Reading::Yards(y))])
    }
}

/// The running card for `t`.
pub fn running_card(t: &RunTarget, p: &BuildParams, env: &Env) -> RunCard {
    let mut overlay: [[[Option<Reading>; 11]; 3]; 3] = Default::default();
    for b in &p.run_big_plays {
        if t.edge >= b.min_edge {
            overlay[b.section][b.column][(b.row - 2) as usize] = Reading::parse(&b.reading).ok();
        }
    }
    let (lo, hi) = (p.run_cell_min as f64, p.run_cell_max as f64);
    let cell = |s: usize, c: usize, r: usize, shift: f64| -> f64 {
        match &overlay[s][c][r] {
            Some(x) => eval::value(x, env).yards,
            None => (p.run_templates[s][c][r] + shift).clamp(lo, hi),
        }
    };
    let mean_at = |shift: f64| -> f64 {
        let mut m = 0.0;
        for s in 0..3 {
            for c in 0..3 {
                let col: f64 = (0..11).map(|r| ROW_P[r] * cell(s, c, r, shift)).sum();
                m += p.run_kind_mix[s] * p.run_column_mix[c] * col;
            }
        }
        m
    };
    let shift = solve(mean_at, t.mean);
    // Fumble chance by column, centred on the mix.
    let norm: f64 = p.run_column_mix.iter().zip(&p.run_fumble_column).map(|(w, m)| w * m).sum::<f64>().max(1e-9);
    let mut carry = 0.0;
    let mut sections: Vec<Section> = Vec::with_capacity(3);
    for (s, over_s) in overlay.iter().enumerate() {
        let mut cols: Vec<Column> = Vec::with_capacity(3);
        for (c, over) in over_s.iter().enumerate() {
            let vals: [Option<f64>; 11] = std::array::from_fn(|r| over[r].is_none().then(|| cell(s, c, r, shift)));
            let target: f64 = (0..11).filter_map(|r| vals[r].map(|v| v * ROW_P[r])).sum();
            let ints = round_to(&vals, target);
            let mut col: Column = std::array::from_fn(|r| match &over[r] {
                Some(x) => x.clone(),
                None => yards_cell(ints[r], p),
            });
            let want = (t.fumble * p.run_fumble_column[c] / norm).max(0.0) + carry;
            let rows: Vec<usize> = p.run_fumble_rows.iter().map(|r| (*r - 2) as usize).filter(|&r| over[r].is_none()).collect();
            let got = match best_split(&rows, want) {
                Some((r, k)) => {
                    let y = match col[r] {
                        Reading::Yards(y) => y,
                        _ => 0,
                    };
                    col[r] = fumble_cell(y, k);
                    ROW_P[r] * super::fit::cum_p(k)
                }
                None => 0.0,
            };
            carry = want - got;
            cols.push(col);
        }
        let [right, wrong, third]: [Column; 3] = cols.try_into().unwrap_or_else(|_| unreachable!());
        sections.push(Section { right, wrong, third });
    }
    let [linebuck, off_tackle, end_run]: [Section; 3] = sections.try_into().unwrap_or_else(|_| unreachable!());
    RunCard { linebuck, off_tackle, end_run }
}

/// The Must Run column: the Off Tackle WRONG template moved to the scrambles' mean yards, with
/// the quarterback's fumble chance.
pub fn must_run(mean: f64, fumble: f64, p: &BuildParams) -> Column {
    let (lo, hi) = (p.run_cell_min as f64, p.run_cell_max as f64);
    let t = &p.run_templates[1][1];
    let mean_at = |shift: f64| (0..11).map(|r| ROW_P[r] * (t[r] + shift).clamp(lo, hi)).sum::<f64>();
    let shift = solve(mean_at, mean);
    let vals: [Option<f64>; 11] = std::array::from_fn(|r| Some((t[r] + shift).clamp(lo, hi)));
    let ints = round_to(&vals, mean_at(shift));
    let mut col: Column = std::array::from_fn(|r| yards_cell(ints[r], p));
    let rows: Vec<usize> = p.run_fumble_rows.iter().map(|r| (*r - 2) as usize).collect();
    if let Some((r, k)) = best_split(&rows, fumble) {
        let y = match col[r] {
            Reading::Yards(y) => y,
            _ => 0,
        };
        col[r] = fumble_cell(y, k);
    }
    col
}

/// The shift at which a non-decreasing `f` reaches `target` (bisection over ±60 yards).
pub fn solve(f: impl Fn(f64) -> f64, target: f64) -> f64 {
    let (mut a, mut b) = (-60.0, 60.0);
    for _ in 0..80 {
        let m = 0.5 * (a + b);
        if f(m) < target {
            a = m;
        } else {
            b = m;
        }
    }
    0.5 * (a + b)
}
