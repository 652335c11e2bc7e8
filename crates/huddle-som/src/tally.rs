//! What the game read, counted: the mixes of run kinds and columns, pass kinds and columns, and
//! men in the zones that the card builder assumes (`data/build_params.json`,
//! `docs/som-cards.md`), measured in play so the assumptions can be checked against the coaches.

use crate::vocab::{CardColumn, PassKind, RunKind};
use std::fmt::Write;

/// Counts of what the game read (plain counters: the per-play path does not allocate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Runs by kind: Linebuck, Off Tackle, End Run.
    pub run_kinds: [u32; 3],
    /// Runs by the running card's column: RIGHT, WRONG, KEY.
    pub run_columns: [u32; 3],
    /// Runs by linebackers in the run zone: 0, 1, 2 or more.
    pub run_men: [u32; 3],
    /// Passes by kind: Flat (and look-in), Short, Long (and the end-zone throw).
    pub pass_kinds: [u32; 3],
    /// Passes by the quarterback's column: RIGHT, WRONG, double-teamed.
    pub qb_columns: [u32; 3],
    /// Passes by kind and men in the pass zone (0-5; more counts as 5).
    pub pass_men: [[u32; 6]; 3],
    /// Passes against a back actually safety-blitzing (§2.15.5), and the sacks among them.
    pub safety_blitz: [u32; 2],
}

fn kind_index(k: PassKind) -> usize {
    match k {
        PassKind::Flat => 0,
        PassKind::Short => 1,
        PassKind::Long => 2,
    }
}

fn shares<const N: usize>(c: &[u32; N]) -> String {
    let n: u32 = c.iter().sum();
    c.iter().map(|x| format!("{:.2}", *x as f64 / n.max(1) as f64)).collect::<Vec<_>>().join(" ")
}

impl Tally {
    pub fn run(&mut self, kind: RunKind, column: CardColumn, men: u8) {
        self.run_kinds[match kind {
            RunKind::Linebuck => 0,
            RunKind::OffTackle => 1,
            RunKind::EndRun => 2,
        }] += 1;
        self.run_columns[column.index()] += 1;
        self.run_men[(men as usize).min(2)] += 1;
    }

    pub fn pass(&mut self, kind: PassKind, qb_column: CardColumn, men: u8) {
        let k = kind_index(kind);
        self.pass_kinds[k] += 1;
        self.qb_columns[qb_column.index()] += 1;
        self.pass_men[k][(men as usize).min(5)] += 1;
    }

    pub fn add(&mut self, o: &Tally) {
        let add = |a: &mut [u32], b: &[u32]| a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
        add(&mut self.run_kinds, &o.run_kinds);
        add(&mut self.run_columns, &o.run_columns);
        add(&mut self.run_men, &o.run_men);
        add(&mut self.pass_kinds, &o.pass_kinds);
        add(&mut self.qb_columns, &o.qb_columns);
        for k in 0..3 {
            add(&mut self.pass_men[k], &o.pass_men[k]);
        }
        add(&mut self.safety_blitz, &o.safety_blitz);
    }

    /// The shares, in the order and names of `build_params.json`'s mixes.
    pub fn render(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "mixes read in play (compare data/build_params.json):");
        let _ = writeln!(s, "  run_kind_mix (Linebuck, Off Tackle, End Run)   {}", shares(&self.run_kinds));
        let _ = writeln!(s, "  run_column_mix (RIGHT, WRONG, KEY)             {}", shares(&self.run_columns));
        let _ = writeln!(s, "  run men in zone (0, 1, 2+)                     {}", shares(&self.run_men));
        let _ = writeln!(s, "  pass_kind_mix (Flat, Short, Long)              {}", shares(&self.pass_kinds));
        let _ = writeln!(s, "  pass_column_mix (RIGHT, WRONG, 2-tmd)          {}", shares(&self.qb_columns));
        for (k, name) in ["flat", "short", "long"].iter().enumerate() {
            let _ = writeln!(s, "  {name:<5} men in zone (0-5)                       {}", shares(&self.pass_men[k]));
        }
        let passes: u32 = self.pass_kinds.iter().sum();
        let _ = writeln!(s, "  safety blitz: {} passes ({:.1}% of passes read), {} sacks", self.safety_blitz[0], 100.0 * self.safety_blitz[0] as f64 / passes.max(1) as f64, self.safety_blitz[1]);
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_add_up_by_kind_column_and_zone() {
        let mut t = Tally::default();
        t.run(RunKind::OffTackle, CardColumn::Wrong, 1);
        t.run(RunKind::Linebuck, CardColumn::Right, 4);
        t.pass(PassKind::Long, CardColumn::Third, 2);
        let mut u = t;
        u.add(&t);
        assert_eq!(u.run_kinds, [2, 2, 0]);
        assert_eq!(u.run_columns, [2, 2, 0]);
        assert_eq!(u.run_men, [0, 2, 2]);
        assert_eq!(u.pass_men[2], [0, 0, 2, 0, 0, 0]);
        assert_eq!(u.qb_columns, [0, 0, 2]);
        assert!(u.render().contains("run_column_mix (RIGHT, WRONG, KEY)             0.50 0.50 0.00"), "{}", u.render());
    }
}
