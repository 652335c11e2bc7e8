//! What a card is worth on average: the expected yards, completions, interceptions and fumbles of
//! a cell, a column, a section, under a stated mix of plays, columns and rating checks. The
//! builder fits cards with it; the tests measure the built cards with it.

use crate::cards::{Column, DefenseCard, PassSections, Section};
use crate::reading::{OffCheck, Reading, Symbol};
use crate::vocab::{CardColumn, DefSlot, PassKind, RunKind};

/// The chance of each results-dice total 2-12.
pub const ROW_P: [f64; 11] = [1.0 / 36.0, 2.0 / 36.0, 3.0 / 36.0, 4.0 / 36.0, 5.0 / 36.0, 6.0 / 36.0, 5.0 / 36.0, 4.0 / 36.0, 3.0 / 36.0, 2.0 / 36.0, 1.0 / 36.0];

/// Rows 2-12 in 36ths.
pub const ROW_36: [i32; 11] = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/// The chance that a two-dice total falls in `lo..=hi`.
pub fn range_p(lo: u8, hi: u8) -> f64 {
    (lo.max(2)..=hi.min(12)).map(|t| ROW_P[(t - 2) as usize]).sum()
}

/// The chance that a rating passes a check read on the defensive card (control die 4-6, §2.3).
pub fn check_p(rating: u8) -> f64 {
    ((rating as f64) - 3.0).clamp(0.0, 3.0) / 3.0
}

/// Index of an offensive check.
pub fn off_index(c: OffCheck) -> usize {
    c.index()
}

/// What the rating checks, charts and symbols are worth when a cell is valued.
#[derive(Clone, Copy, Debug)]
pub struct Env {
    /// Chance of the first figure of each offensive check (by [`off_index`]).
    pub off: [f64; 10],
    /// Chance of the first figure of each defensive check (by `DefSlot as usize`).
    pub def: [f64; 16],
    pub lb_zone: f64,
    pub db_zone: f64,
    /// Chance that "DEFENDER X OR …" is incomplete.
    pub cover: f64,
    /// Chance that a □ (□□) adds its 10 yards.
    pub box_p: f64,
    pub dbox_p: f64,
    /// Mean yards of a Short Gain and of a Long Gain, and what a touchdown counts for.
    pub sg: f64,
    pub lg: f64,
    pub td: f64,
}

impl Env {
    /// An environment without rating checks (player cards hold none).
    pub fn plain(sg: f64, lg: f64, td: f64) -> Env {
        Env { off: [0.0; 10], def: [0.0; 16], lb_zone: 0.0, db_zone: 0.0, cover: 0.0, box_p: 0.0, dbox_p: 0.0, sg, lg, td }
    }
}

/// The expectation of a reading: `yards` counts every gain (a touchdown as `Env::td`, fumbles at
/// their yards, incompletions and interceptions as nothing); the rest are chances.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Val {
    pub yards: f64,
    /// A gain of any kind (a completion, on a passing reading).
    pub gain: f64,
    pub fumble: f64,
    pub int: f64,
    pub inc: f64,
    pub rec: f64,
    pub mr: f64,
    pub td: f64,
}

impl Val {
    pub fn scale(self, k: f64) -> Val {
        Val { yards: self.yards * k, gain: self.gain * k, fumble: self.fumble * k, int: self.int * k, inc: self.inc * k, rec: self.rec * k, mr: self.mr * k, td: self.td * k }
    }
    pub fn plus(self, o: Val) -> Val {
        Val {
            yards: self.yards + o.yards,
            gain: self.gain + o.gain,
            fumble: self.fumble + o.fumble,
            int: self.int + o.int,
            inc: self.inc + o.inc,
            rec: self.rec + o.rec,
            mr: self.mr + o.mr,
            td: self.td + o.td,
        }
    }
    /// Σ wᵢ·vᵢ.
    pub fn mix(parts: impl IntoIterator<Item = (f64, Val)>) -> Val {
        parts.into_iter().fold(Val::default(), |acc, (w, v)| acc.plus(v.scale(w)))
    }
}

/// The expectation of one cell.
pub fn value(r: &Reading, env: &Env) -> Val {
    let pick = |p: f64, hi: &Reading, lo: &Reading| value(hi, env).scale(p).plus(value(lo, env).scale(1.0 - p));
    match r {
        Reading::Yards(y) => Val { yards: *y as f64, gain: 1.0, ..Val::default() },
        Reading::Touchdown => Val { yards: env.td, gain: 1.0, td: 1.0, ..Val::default() },
        Reading::Incomplete => Val { inc: 1.0, ..Val::default() },
        Reading::Fumble(y) => Val { yards: *y as f64, gain: 1.0, fumble: 1.0, ..Val::default() },
        Reading::Interception(_) => Val { int: 1.0, ..Val::default() },
        Reading::Receiver => Val { rec: 1.0, ..Val::default() },
        Reading::MustRun => Val { mr: 1.0, ..Val::default() },
        Reading::ShortGain => Val { yards: env.sg, gain: 1.0, ..Val::default() },
        Reading::LongGain => Val { yards: env.lg, gain: 1.0, ..Val::default() },
        Reading::Split(parts) => Val::mix(parts.iter().map(|(lo, hi, r)| (range_p(*lo, *hi), value(r, env)))),
        Reading::Off { who, hi, lo } => pick(env.off[off_index(*who)], hi, lo),
        Reading::Def { who, hi, lo } => pick(env.def[*who as usize], hi, lo),
        Reading::LbInZone { hi, lo } => pick(env.lb_zone, hi, lo),
        Reading::DbInZone { hi, lo } => pick(env.db_zone, hi, lo),
        Reading::Defender { lo } => Val { inc: env.cover, ..Val::default() }.plus(value(lo, env).scale(1.0 - env.cover)),
        Reading::Marked(inner, sym) => {
            let v = value(inner, env);
            let p = match sym {
                Symbol::Box => env.box_p,
                Symbol::DoubleBox => env.dbox_p,
                Symbol::Scope => 0.0,
            };
            // The bonus adds to yardage, not to a touchdown.
            Val { yards: v.yards + 10.0 * p * (v.gain - v.td), ..v }
        }
    }
}

/// The expectation of a column (rows weighted by their two-dice chances).
pub fn column(col: &Column, env: &Env) -> Val {
    Val::mix(col.iter().zip(ROW_P).map(|(r, p)| (p, value(r, env))))
}

/// A player-card section under a column mix (RIGHT, WRONG, third).
pub fn section(s: &Section, col_mix: &[f64; 3], env: &Env) -> Val {
    Val::mix([(col_mix[0], column(&s.right, env)), (col_mix[1], column(&s.wrong, env)), (col_mix[2], column(&s.third, env))])
}

/// Columns of a defensive-card section under a mix of men in the zone (a mix longer than the
/// columns reads the last column, as the game does).
pub fn men(cols: &[Column], mix: &[f64], env: &Env) -> Val {
    Val::mix(mix.iter().enumerate().map(|(i, w)| (*w, column(&cols[i.min(cols.len() - 1)], env))))
}

/// The mix the cards are calibrated under (`BuildParams`), in one place for the measures.
#[derive(Clone, Debug)]
pub struct Mix {
    pub run_kind: [f64; 3],
    pub run_column: [f64; 3],
    pub pass_kind: [f64; 3],
    pub pass_column: [f64; 3],
    pub run_men_43: Vec<f64>,
    pub run_men_34: Vec<f64>,
    pub flat_men: Vec<f64>,
    pub short_men: Vec<f64>,
    pub long_men: Vec<f64>,
}

impl Mix {
    pub fn from_params(p: &super::BuildParams) -> Mix {
        Mix {
            run_kind: p.run_kind_mix,
            run_column: p.run_column_mix,
            pass_kind: p.pass_kind_mix,
            pass_column: p.pass_column_mix,
            run_men_43: p.run_men_43.to_vec(),
            run_men_34: p.run_men_34.to_vec(),
            flat_men: p.flat_men.to_vec(),
            short_men: p.short_men.clone(),
            long_men: p.long_men.to_vec(),
        }
    }
}

pub const RUN_KINDS: [RunKind; 3] = [RunKind::Linebuck, RunKind::OffTackle, RunKind::EndRun];
pub const PASS_KINDS: [PassKind; 3] = [PassKind::Flat, PassKind::Short, PassKind::Long];
pub const COLUMNS: [CardColumn; 3] = [CardColumn::Right, CardColumn::Wrong, CardColumn::Third];

/// A defensive card's run sections under the mix (by kind, then all kinds).
pub fn defense_run(card: &DefenseCard, three_four: bool, mix: &Mix, env: &Env) -> ([Val; 3], Val) {
    let m = if three_four { &mix.run_men_34 } else { &mix.run_men_43 };
    let k = [men(&card.linebuck, m, env), men(&card.off_tackle, m, env), men(&card.end_run, m, env)];
    (k, Val::mix(mix.run_kind.iter().copied().zip(k)))
}

/// A defensive card's pass sections under the mix of men, by kind.
pub fn defense_pass(card: &DefenseCard, mix: &Mix, env: &Env) -> [Val; 3] {
    [men(&card.flat, &mix.flat_men, env), men(&card.short, &mix.short_men, env), men(&card.long, &mix.long_men, env)]
}

/// A receiving card: [kind][column] → (catch chance, expected yards including misses).
pub fn receiver(card: &PassSections, env: &Env) -> [[Val; 3]; 3] {
    PASS_KINDS.map(|k| {
        let s = card.section(k);
        COLUMNS.map(|c| column(s.column(c), env))
    })
}

/// The game's averages a passer meets: the defensive card's pass sections (by kind) and the
/// receiver's card (by kind and column).
#[derive(Clone, Copy, Debug)]
pub struct PassWorld {
    pub defense: [Val; 3],
    pub receiver: [[Val; 3]; 3],
}

/// A passer's expectation per pass attempt: completion rate, yards per attempt, interception
/// rate, and the Must Run share of his passing plays.
#[derive(Clone, Copy, Debug, Default)]
pub struct PassLine {
    pub comp: f64,
    pub ypa: f64,
    pub int: f64,
    pub mr: f64,
}

/// The passing card's expectation: half the plays read his card (its column by the call, the
/// receiver's card in the same column on RECEIVER), half the defensive card (RECEIVER reads the
/// receiver's card in the column mix). Must Run plays are no pass attempts.
pub fn passer(qb: &PassSections, world: &PassWorld, mix: &Mix, env: &Env) -> PassLine {
    let mut play = Val::default();
    for (ki, k) in PASS_KINDS.iter().enumerate() {
        let s = qb.section(*k);
        let mut own = Val::default();
        for (ci, c) in COLUMNS.iter().enumerate() {
            let v = column(s.column(*c), env);
            let r = world.receiver[ki][ci];
            let resolved = Val { gain: v.gain + v.rec * r.gain, yards: v.yards + v.rec * r.yards, rec: 0.0, ..v };
            own = own.plus(resolved.scale(mix.pass_column[ci]));
        }
        let rbar = Val::mix(mix.pass_column.iter().copied().zip(world.receiver[ki]));
        let d = world.defense[ki];
        let def = Val { gain: d.gain + d.rec * rbar.gain, yards: d.yards + d.rec * rbar.yards, rec: 0.0, ..d };
        play = play.plus(own.scale(0.5 * mix.pass_kind[ki])).plus(def.scale(0.5 * mix.pass_kind[ki]));
    }
    let att = (1.0 - play.mr).max(1e-9);
    PassLine { comp: play.gain / att, ypa: play.yards / att, int: play.int / att, mr: play.mr }
}

/// A defensive slot's index in [`Env::def`].
pub fn def_index(s: DefSlot) -> usize {
    s as usize
}
