//! Team defensive cards from the front's templates: the run columns moved by one team shift to
//! the team's yards per carry, a fumble split sized to its forced fumbles; the pass columns'
//! open rows filled RECEIVER or incomplete to the team's completion target, the interception
//! split sized to its interceptions.

use super::eval::{self, Env, Mix, ROW_36, ROW_P};
use super::fit::{best_split, cum_p, pick_rows, round_to};
use super::runcard::{fumble_cell, solve};
use super::{BuildParams, DefTemplates};
use crate::cards::{Column, DefenseCard};
use crate::reading::Reading;

/// Rows a RECEIVER reading prefers among a defensive column's open rows.
const OPEN_PREF: [u8; 11] = [7, 6, 8, 5, 9, 4, 10, 3, 11, 2, 12];

/// The team's targets: mean yards of its run sections under the mix; the fumble chance of each
/// run column; completion and interception chances by pass kind and men in the zone.
#[derive(Clone, Debug)]
pub struct DefTarget {
    pub run_mean: f64,
    pub run_fumble: f64,
    pub comp: [Vec<f64>; 3],
    pub int: [Vec<f64>; 3],
    /// The average receiver's catch chance on a RECEIVER reading, by kind (column mix).
    pub catch: [f64; 3],
}

enum Tcell {
    Num(f64),
    Fum(f64),
    Open,
    Int,
    Lit(Reading),
}

fn parse(cell: &str) -> Tcell {
    if super::params::shiftable(cell) {
        return Tcell::Num(cell.parse::<f64>().unwrap_or(0.0));
    }
    if let Some(v) = cell.strip_prefix('F').and_then(|n| n.parse::<f64>().ok()) {
        return Tcell::Fum(v);
    }
    match cell {
        "?" => Tcell::Open,
        "I" => Tcell::Int,
        _ => Tcell::Lit(Reading::parse(cell).unwrap_or(Reading::Incomplete)),
    }
}

/// A team's defensive card.
pub fn defense_card(tm: &DefTemplates, t: &DefTarget, three_four: bool, p: &BuildParams, mix: &Mix, env: &Env) -> DefenseCard {
    let men = if three_four { &mix.run_men_34 } else { &mix.run_men_43 };
    let runs: [Vec<Vec<Tcell>>; 3] = [&tm.linebuck, &tm.off_tackle, &tm.end_run].map(|s| s.iter().map(|c| c.iter().map(|x| parse(x)).collect()).collect());
    let (lo, hi) = (p.run_cell_min as f64, p.run_cell_max as f64);
    let cell_yards = |c: &Tcell, shift: f64| -> f64 {
        match c {
            Tcell::Num(v) | Tcell::Fum(v) => (v + shift).clamp(lo, hi),
            Tcell::Lit(r) => eval::value(r, env).yards,
            _ => 0.0,
        }
    };
    let mean_at = |shift: f64| -> f64 {
        let mut m = 0.0;
        for (k, sec) in runs.iter().enumerate() {
            for (i, w) in men.iter().enumerate() {
                let col = &sec[i.min(sec.len() - 1)];
                m += p.run_kind_mix[k] * w * col.iter().zip(ROW_P).map(|(c, pr)| pr * cell_yards(c, shift)).sum::<f64>();
            }
        }
        m
    };
    let shift = solve(mean_at, t.run_mean);
    let mut run_out: Vec<Vec<Column>> = Vec::with_capacity(3);
    for sec in &runs {
        let mut cols = Vec::new();
        for col in sec {
            let vals: [Option<f64>; 11] = std::array::from_fn(|r| match &col[r] {
                Tcell::Num(_) | Tcell::Fum(_) => Some(cell_yards(&col[r], shift)),
                _ => None,
            });
            let target: f64 = (0..11).filter_map(|r| vals[r].map(|v| v * ROW_P[r])).sum();
            let ints = round_to(&vals, target);
            let out: Column = std::array::from_fn(|r| {
                let y = ints[r].clamp(p.run_cell_min as i32, p.run_cell_max as i32) as i8;
                match &col[r] {
                    Tcell::Num(_) => Reading::Yards(y),
                    Tcell::Fum(_) => match best_split(&[r], t.run_fumble) {
                        Some((_, k)) => fumble_cell(y, k),
                        None => Reading::Yards(y),
                    },
                    Tcell::Lit(x) => x.clone(),
                    _ => Reading::Incomplete,
                }
            });
            cols.push(out);
        }
        run_out.push(cols);
    }
    let pass_t = [&tm.flat, &tm.short, &tm.long];
    let mut pass_out: Vec<Vec<Column>> = Vec::with_capacity(3);
    for (k, sec) in pass_t.iter().enumerate() {
        let mut carry = 0.0;
        let mut int_carry = 0.0;
        let mut cols = Vec::new();
        for (ci, col) in sec.iter().enumerate() {
            let cells: Vec<Tcell> = col.iter().map(|x| parse(x)).collect();
            let mut out: Column = std::array::from_fn(|_| Reading::Incomplete);
            let mut fixed = 0.0;
            let mut open = Vec::new();
            for (r, c) in cells.iter().enumerate() {
                match c {
                    Tcell::Lit(x) => {
                        let v = eval::value(x, env);
                        fixed += ROW_P[r] * (v.gain + v.rec * t.catch[k]);
                        out[r] = x.clone();
                    }
                    Tcell::Open => open.push(r),
                    Tcell::Int => {
                        let want = t.int[k][ci.min(t.int[k].len() - 1)] + int_carry;
                        int_carry = want;
                        if let Some((_, kk)) = best_split(&[r], want) {
                            out[r] = super::passcard::int_cell(p.int_yards[k], kk);
                            int_carry -= ROW_P[r] * cum_p(kk);
                            fixed += ROW_P[r] * (1.0 - cum_p(kk)) * t.catch[k];
                        }
                    }
                    _ => {}
                }
            }
            let comp = t.comp[k][ci.min(t.comp[k].len() - 1)];
            let want = ((comp - fixed) / t.catch[k].max(0.05)) * 36.0 + carry;
            let rows = pick_rows(&open, want, &OPEN_PREF);
            carry = want - rows.iter().map(|&i| ROW_36[i] as f64).sum::<f64>();
            for i in rows {
                out[i] = Reading::Receiver;
            }
            cols.push(out);
        }
        pass_out.push(cols);
    }
    let [linebuck, off_tackle, end_run]: [Vec<Column>; 3] = run_out.try_into().unwrap_or_else(|_| unreachable!());
    let [flat, short, long]: [Vec<Column>; 3] = pass_out.try_into().unwrap_or_else(|_| unreachable!());
    DefenseCard { linebuck, off_tackle, end_run, flat, short_from: p.short_from, short, long }
}
