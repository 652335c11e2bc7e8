//! Standings and tiebreakers.

use huddle_cards::builder::Franchise;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Wins, losses, ties.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wlt {
    pub w: u16,
    pub l: u16,
    pub t: u16,
}

impl Wlt {
    pub fn pct(&self) -> f64 {
        let g = self.w + self.l + self.t;
        if g == 0 {
            0.0
        } else {
            (self.w as f64 + 0.5 * self.t as f64) / g as f64
        }
    }
    fn add(&mut self, us: u16, them: u16) {
        match us.cmp(&them) {
            std::cmp::Ordering::Greater => self.w += 1,
            std::cmp::Ordering::Less => self.l += 1,
            std::cmp::Ordering::Equal => self.t += 1,
        }
    }
}

/// One team's season record.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Record {
    pub all: Wlt,
    pub division: Wlt,
    pub conference: Wlt,
    pub pf: u32,
    pub pa: u32,
    pub vs: BTreeMap<String, Wlt>,
    pub beaten: Vec<String>,
}

/// League standings.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Standings {
    pub records: BTreeMap<String, Record>,
    #[serde(skip)]
    pub franchises: Vec<Franchise>,
}

impl Standings {
    pub fn new(franchises: Vec<Franchise>) -> Standings {
        Standings { records: BTreeMap::new(), franchises }
    }

    fn info(&self, t: &str) -> Option<&Franchise> {
        self.franchises.iter().find(|f| f.code == t)
    }

    pub fn add(&mut self, home: &str, away: &str, hs: u16, as_: u16) {
        let same_conf = self.info(home).zip(self.info(away)).is_some_and(|(a, b)| a.conference == b.conference);
        let same_div = same_conf && self.info(home).zip(self.info(away)).is_some_and(|(a, b)| a.division == b.division);
        for (t, o, us, them) in [(home, away, hs, as_), (away, home, as_, hs)] {
            let r = self.records.entry(t.to_string()).or_default();
            r.all.add(us, them);
            if same_conf {
                r.conference.add(us, them);
            }
            if same_div {
                r.division.add(us, them);
            }
            r.pf += us as u32;
            r.pa += them as u32;
            r.vs.entry(o.to_string()).or_default().add(us, them);
            if us > them {
                r.beaten.push(o.to_string());
            }
        }
    }

    fn sov(&self, t: &str) -> f64 {
        let r = &self.records[t];
        if r.beaten.is_empty() {
            return 0.0;
        }
        r.beaten.iter().map(|o| self.records.get(o).map(|x| x.all.pct()).unwrap_or(0.0)).sum::<f64>() / r.beaten.len() as f64
    }

    /// Orders teams by the NFL tiebreaking steps this engine applies: win percentage; head-to-head
    /// (among the tied teams); division record (division ties); conference record; strength of
    /// victory; point differential; points for; team code (in place of the coin toss).
    pub fn order(&self, teams: &[String], division: bool) -> Vec<String> {
        let mut v: Vec<String> = teams.iter().filter(|t| self.records.contains_key(*t)).cloned().collect();
        let h2h = |a: &str, group: &[String]| -> f64 {
            let r = &self.records[a];
            let mut w = Wlt::default();
            for o in group {
                if o != a {
                    if let Some(x) = r.vs.get(o) {
                        w.w += x.w;
                        w.l += x.l;
                        w.t += x.t;
                    }
                }
            }
            w.pct()
        };
        let snapshot = v.clone();
        v.sort_by(|a, b| {
            let (ra, rb) = (&self.records[a], &self.records[b]);
            let by = |x: f64, y: f64| y.partial_cmp(&x).unwrap_or(std::cmp::Ordering::Equal);
            by(ra.all.pct(), rb.all.pct())
                .then_with(|| {
                    let tied: Vec<String> = snapshot.iter().filter(|t| (self.records[*t].all.pct() - ra.all.pct()).abs() < 1e-9).cloned().collect();
                    by(h2h(a, &tied), h2h(b, &tied))
                })
                .then_with(|| if division { by(ra.division.pct(), rb.division.pct()) } else { std::cmp::Ordering::Equal })
                .then_with(|| by(ra.conference.pct(), rb.conference.pct()))
                .then_with(|| by(self.sov(a), self.sov(b)))
                .then_with(|| (rb.pf as i64 - rb.pa as i64).cmp(&(ra.pf as i64 - ra.pa as i64)))
                .then_with(|| rb.pf.cmp(&ra.pf))
                .then_with(|| a.cmp(b))
        });
        v
    }

    /// Divisions: (conference, division, teams in order).
    pub fn divisions(&self) -> Vec<(String, String, Vec<String>)> {
        let mut out = Vec::new();
        let mut keys: Vec<(String, String)> = self.franchises.iter().filter(|f| self.records.contains_key(&f.code)).map(|f| (f.conference.clone(), f.division.clone())).collect();
        keys.sort();
        keys.dedup();
        for (c, d) in keys {
            let teams: Vec<String> = self.franchises.iter().filter(|f| f.conference == c && f.division == d && self.records.contains_key(&f.code)).map(|f| f.code.clone()).collect();
            let ordered = self.order(&teams, true);
            out.push((c, d, ordered));
        }
        // Teams outside the franchise table form their own group.
        let unknown: Vec<String> = self.records.keys().filter(|t| self.info(t).is_none()).cloned().collect();
        if !unknown.is_empty() {
            out.push(("League".into(), String::new(), self.order(&unknown, false)));
        }
        out
    }

    /// Playoff seeds of a conference: the four division winners by record, then `wild_cards`
    /// wild cards (three since 2020, two before: `eras::format`).
    /// As in the NFL, each wild card goes to the best of the highest-ranked remaining team of each
    /// division (so a team never takes a wild card ahead of a team of its own division that
    /// finished above it on the division tiebreakers).
    pub fn seeds(&self, conference: &str, wild_cards: usize) -> Vec<String> {
        let divs: Vec<(String, String, Vec<String>)> = self.divisions().into_iter().filter(|(c, _, _)| c == conference).collect();
        let winners: Vec<String> = divs.iter().filter_map(|(_, _, t)| t.first().cloned()).collect();
        let mut seeds = self.order(&winners, false);
        let mut rest: Vec<Vec<String>> = divs.iter().map(|(_, _, t)| t.iter().skip(1).cloned().collect()).collect();
        for _ in 0..wild_cards {
            let heads: Vec<String> = rest.iter().filter_map(|t| t.first().cloned()).collect();
            let Some(best) = self.order(&heads, false).into_iter().next() else { break };
            for t in &mut rest {
                t.retain(|x| *x != best);
            }
            seeds.push(best);
        }
        seeds
    }

    /// Text table.
    pub fn render(&self) -> String {
        let mut s = String::new();
        use std::fmt::Write;
        for (c, d, teams) in self.divisions() {
            let _ = writeln!(s, "{c} {d:<8}      W   L   T   Pct    PF    PA   Div   Conf");
            for t in teams {
                let r = &self.records[&t];
                let _ = writeln!(
                    s,
                    "  {:<14} {:>3} {:>3} {:>3} {:>5.3} {:>5} {:>5} {:>2}-{}-{} {:>2}-{}-{}",
                    t,
                    r.all.w,
                    r.all.l,
                    r.all.t,
                    r.all.pct(),
                    r.pf,
                    r.pa,
                    r.division.w,
                    r.division.l,
                    r.division.t,
                    r.conference.w,
                    r.conference.l,
                    r.conference.t
                );
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fr() -> Vec<Franchise> {
        huddle_cards::builder::franchises()
    }

    #[test]
    fn head_to_head_breaks_a_two_team_tie() {
        let mut s = Standings::new(fr());
        s.add("KC", "DEN", 20, 10); // KC beats DEN
        s.add("DEN", "LV", 30, 0);
        s.add("LV", "KC", 14, 7); // KC 1-1, DEN 1-1, LV 1-1
        s.add("LAC", "KC", 3, 0);
        s.add("DEN", "LAC", 3, 0); // DEN 2-1, KC 1-2...
        let order = s.order(&["KC".into(), "LV".into()], true);
        // KC 1-2, LV 1-1: LV ahead on percentage.
        assert_eq!(order[0], "LV");
        let mut s = Standings::new(fr());
        s.add("KC", "DEN", 20, 10);
        s.add("BUF", "KC", 20, 10);
        s.add("DEN", "MIA", 20, 10);
        // KC 1-1, DEN 1-1, KC won head to head.
        assert_eq!(s.order(&["DEN".into(), "KC".into()], true), vec!["KC".to_string(), "DEN".to_string()]);
        assert_eq!(s.records["KC"].division, Wlt { w: 1, l: 0, t: 0 });
        assert_eq!(s.records["KC"].conference, Wlt { w: 1, l: 1, t: 0 });
    }
}
