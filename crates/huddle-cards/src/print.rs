//! A TTF 7th Edition card as text, laid out the way the printed cards are (§27.2): the
//! quarterback's pass ranges and Pass Rush line, the Run Number columns side by side (rushing N,
//! I, O, SG and LG; pass gains Q, S and L; the kicker's kickoff columns A, B and Ret; the
//! punter's results), then the values a box reads (BV, PBV, TV, PRV, PD, Int, …), and the team's
//! own card: its Fumble, Penalty and Defense Fumble figures and its Punt and Kickoff Return Cards.
//!
//! The text is for people (`huddle teams --team`, `card <player>` at the terminal and the page):
//! every figure the engine reads is on it, nothing else is.

use crate::cells::NumRange;
use crate::player::Player;
use crate::team::Team;
use std::fmt::Write;

/// Run Number columns printed side by side: a heading and twelve cells (RN 1-12).
/// A column may have a foot: the asterisked entry printed under RN 12.
struct Grid {
    cols: Vec<(&'static str, [String; 12])>,
    foot: Vec<String>,
}

impl Grid {
    fn new() -> Grid {
        Grid { cols: Vec::new(), foot: Vec::new() }
    }
    fn col<T: ToString>(&mut self, head: &'static str, cells: &[T; 12]) {
        self.col_with_foot(head, cells, String::new());
    }
    fn col_with_foot<T: ToString>(&mut self, head: &'static str, cells: &[T; 12], foot: String) {
        self.cols.push((head, std::array::from_fn(|i| cells[i].to_string())));
        self.foot.push(foot);
    }
    fn write(&self, s: &mut String) {
        if self.cols.is_empty() {
            return;
        }
        let widths: Vec<usize> = self.cols.iter().zip(&self.foot).map(|((h, c), f)| c.iter().chain([f]).map(String::len).chain([h.len()]).max().unwrap_or(1)).collect();
        s.push_str("  RN");
        for ((h, _), w) in self.cols.iter().zip(&widths) {
            let _ = write!(s, "  {h:>w$}");
        }
        s.push('\n');
        for rn in 0..12 {
            let _ = write!(s, "  {:>2}", rn + 1);
            for ((_, c), w) in self.cols.iter().zip(&widths) {
                let _ = write!(s, "  {:>w$}", c[rn]);
            }
            s.push('\n');
        }
        if self.foot.iter().any(|f| !f.is_empty()) {
            s.push_str("    ");
            for (f, w) in self.foot.iter().zip(&widths) {
                let _ = write!(s, "  {f:>w$}");
            }
            s.push('\n');
        }
    }
}

/// A range of the Pass Number scale as printed: "1-44", "48", or "-" when empty.
fn range(lo: u8, hi: u8) -> String {
    NumRange::new(lo, hi).to_string()
}

/// One player's card. `team` names his team (and its season) in the heading.
pub fn card_text(team: &Team, p: &Player) -> String {
    let mut s = String::new();
    let season = team.season.map(|y| format!(" {y}")).unwrap_or_default();
    let _ = writeln!(s, "{} — {} {}{}", p.name, p.pos, team.code, season);
    let mut facts = Vec::new();
    if let Some(ev) = p.ev {
        facts.push(format!("endurance {ev}"));
    }
    if p.surehanded {
        facts.push("surehanded (s)".to_string());
    }
    if p.games > 0 {
        facts.push(format!("{} games, {} starts", p.games, p.starts));
    }
    if !facts.is_empty() {
        let _ = writeln!(s, "  {}", facts.join(" · "));
    }
    if let Some(pass) = &p.passing {
        let _ = writeln!(s, "  {:<6} {:>6} {:>6} {:>6} {:>6}", "Pass", "Com", "Inc", "Int?", "Int");
        for (name, r) in [("Quick", pass.quick), ("Short", pass.short), ("Long", pass.long)] {
            let [c, i, q, n] = [r.com_range(), r.inc_range(), r.int_q_range(), r.int_range()].map(|x| x.to_string());
            let _ = writeln!(s, "  {name:<6} {c:>6} {i:>6} {q:>6} {n:>6}");
        }
        let pr = pass.pass_rush;
        let _ = writeln!(
            s,
            "  Pass Rush: Sack {} · Run {} · Com {} · Inc {}",
            range(1, pr.sack),
            range(pr.sack + 1, pr.run),
            range(pr.run + 1, pr.com),
            range(pr.com + 1, 48)
        );
    }
    let mut grid = Grid::new();
    if let Some(r) = &p.rushing {
        for (head, col) in [("N", &r.n), ("I", &r.i), ("O", &r.o)] {
            if let Some(c) = col {
                grid.col(head, c);
            }
        }
        grid.col("SG", &r.sg);
        if let Some(lg) = &r.lg {
            grid.col("LG", lg);
        }
    }
    if let Some(g) = &p.receiving {
        grid.col("Q", &g.q);
        grid.col("S", &g.s);
        grid.col("L", &g.l);
    }
    if let Some(k) = &p.kickoff {
        grid.col("KO A", &k.a);
        grid.col("KO B", &k.b);
        grid.col_with_foot("Ret", &k.ret.map(|m| format!("{m:+}")), format!("*{:+}", k.ret_asterisk));
    }
    if let Some(pu) = &p.punting {
        let cells: [String; 12] = std::array::from_fn(|i| pu.punts.get(i).map_or("below".to_string(), |c| c.to_string()));
        grid.col("Punt", &cells);
    }
    grid.write(&mut s);
    if let Some(pu) = &p.punting {
        let list: Vec<String> = pu.rn12.iter().map(|e| format!("{} {}", e.rn, e.result)).collect();
        let _ = writeln!(s, "  RN 12 (a new RN): {}", list.join(" · "));
        if pu.cc > 0 {
            let _ = writeln!(s, "  Coffin Corner {}", pu.cc);
        }
    }
    let mut values = Vec::new();
    if let Some(bv) = p.bv {
        values.push(format!("BV {bv}"));
    }
    if let Some(pbv) = p.pbv {
        values.push(format!("PBV {pbv}"));
    }
    if !values.is_empty() {
        let _ = writeln!(s, "  {}", values.join("  "));
    }
    if let Some(d) = p.defense {
        let mut v = vec![format!("TV {}", d.tv), format!("PRV {}", d.prv), format!("PD {:+}", d.pd), format!("Int {}", d.int)];
        if !d.interference.is_empty() {
            v.push(format!("Interference {}", d.interference));
        }
        if d.ff != 0 {
            v.push(format!("FF {:+}", d.ff));
        }
        if d.int_return != 0 {
            v.push(format!("Int return {:+}", d.int_return));
        }
        if d.deflect != 0.0 {
            v.push(format!("Deflect {}", d.deflect));
        }
        let _ = writeln!(s, "  {}", v.join("  "));
    }
    if let Some(k) = &p.kicking {
        let bands: Vec<String> = k
            .fg
            .iter()
            .map(|b| {
                let blocked = if b.block.lo().is_some() { format!(" (blocked {})", b.block) } else { String::new() };
                format!("{}-{}: {}{blocked}", b.from, b.to, range(1, b.good))
            })
            .collect();
        let _ = writeln!(s, "  Field goals {} · longest {}", bands.join(" · "), k.max);
        let _ = writeln!(s, "  Extra point {}", range(1, k.xp));
    }
    if let Some(u) = p.usage {
        let mut a = Vec::new();
        for (n, x) in [("attempts", u.attempts), ("carries", u.carries), ("targets", u.targets), ("tackles", u.tackles)] {
            if x >= 0.05 {
                a.push(format!("{x:.1} {n}"));
            }
        }
        if !a.is_empty() {
            let _ = writeln!(s, "  A game: {}", a.join(", "));
        }
    }
    if let Some(st) = &p.stats {
        let _ = writeln!(s, "  {st}");
    }
    s
}

/// The team's own card: its ranges and its Punt and Kickoff Return Cards (each returner's
/// column by Run Number, the Fair Catch Value, the asterisked range).
pub fn team_card_text(t: &Team) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "Team card: Fumble 1-{} · Defense Fumble Adjustment {:+} · Penalty 1-{}", t.fumble_range, t.def_fumble_adj, t.penalty_range);
    let name = |id: &str| t.idx(id).map_or(id.to_string(), |p| t.player(p).name.clone());
    let mut grid = Grid::new();
    let mut notes = Vec::new();
    const PR: [&str; 4] = ["PR1", "PR2", "PR3", "PR4"];
    const KR: [&str; 4] = ["KR1", "KR2", "KR3", "KR4"];
    let star = |a: Option<crate::player::Asterisk>| a.map(|a| format!("*{}: {}", a.rn, a.result)).unwrap_or_default();
    for (i, r) in t.punt_returns.iter().enumerate().take(4) {
        grid.col_with_foot(PR[i], &r.col, star(r.asterisk));
        notes.push(format!("{} {} (Fair Catch Value {})", PR[i], name(&r.player), r.fc));
    }
    for (i, r) in t.kick_returns.iter().enumerate().take(4) {
        grid.col_with_foot(KR[i], &r.col, star(r.asterisk));
        notes.push(format!("{} {}", KR[i], name(&r.player)));
    }
    for n in &notes {
        let _ = writeln!(s, "  {n}");
    }
    grid.write(&mut s);
    s
}
