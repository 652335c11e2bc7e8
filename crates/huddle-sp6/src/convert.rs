//! 6th-edition cards from the family's TTF 7th cards (`docs/sp6-cards.md`, "Cards of real
//! seasons"): the card builder rates every player of a season for TTF 7th; this converts each
//! card to the 6th edition's fields and meanings, so that any season the builder can build can be
//! played under the 6th edition too. The conversion's few league-level numbers are data
//! (`data/convert_params.json`), calibrated in play; no player is adjusted by hand.

use huddle_cards::{Asterisk, BigPlays, Endurance, FgBand, Group, Position, IntRange, NumRange, OffBox, Player, PuntInstr, Rated, Rn12Entry, Rn12Result, RushCell, Team};
use serde::{Deserialize, Serialize};

/// The league-level numbers of the conversion.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ConvertParams {
    /// Added to every quarterback's Com range (Quick, Short, Long): the 6th edition's pass
    /// modifiers differ from TTF's (no +10 cap, no Pass Deflect, Long +7 against a run defense).
    pub com_shift: [i16; 3],
    /// Added to every quarterback's Sack end (the Runs end moves with it).
    pub sack_shift: i16,
    /// The share of a TTF quarterback's "Int?" numbers (a new PN, half of them intercepted) that
    /// become 6th-edition Int numbers; the rest are Inc.
    pub int_q_to_int: f32,
    /// Yards added to every cell of the N column (the 6th edition's run defenses and deck read
    /// TTF's columns a little differently).
    pub rush_shift: f32,
    /// The same for a quarterback's N column; `rush_shift` when absent. (TTF's quarterback
    /// columns are rated for its coach, which hands a running quarterback more designed runs.)
    #[serde(default)]
    pub qb_rush_shift: Option<f32>,
    /// Numbers taken off the low end of every defender's Interception range (a range of one
    /// number becomes "48?"): coverage interceptions in the 6th edition read the same ranges
    /// against a different Inc area.
    pub defender_int_trim: u8,
    /// A TTF Team Fumble Range counts fumbles, half of them lost; the 6th edition's Fumbles Lost
    /// range counts lost fumbles: the range is multiplied by this.
    pub fumble_factor: f32,
    /// Big Plays at home for the best and the worst defense (by the starters' Tackle and Pass
    /// Defense values); the others in between; away one fewer (at least one).
    pub big_plays_best: u8,
    pub big_plays_worst: u8,
    /// How often field goals are tried from each distance of 46-55 yards (relative weights, one
    /// a yard): the 46-50 band's Good range is fitted to the TTF card over these distances, the
    /// 6th edition reading 51-60 yards off it (−2 a yard, §14.1). Absent: every yard alike.
    #[serde(default)]
    pub fg_top_fit: Option<Vec<f32>>,
}

/// The embedded parameters.
pub const PARAMS_JSON: &str = include_str!("../data/convert_params.json");

impl ConvertParams {
    pub fn embedded() -> ConvertParams {
        ConvertParams::parse(PARAMS_JSON, "convert_params.json (embedded)").expect("the embedded conversion parameters are valid")
    }

    /// Reads and validates a parameters file; the error names the file, the field and the limit.
    pub fn parse(text: &str, file: &str) -> Result<ConvertParams, String> {
        let p: ConvertParams = serde_json::from_str(text).map_err(|e| format!("{file}: {e}"))?;
        p.validate().map_err(|e| format!("{file}: {e}"))?;
        Ok(p)
    }

    /// The limits each number must keep for the converted cards to be valid 6th-edition cards.
    pub fn validate(&self) -> Result<(), String> {
        if let Some(s) = self.com_shift.iter().find(|s| s.abs() > 20) {
            return Err(format!("com_shift {s}: a shift of more than 20 numbers would empty or fill a Com range (sp6 10.2)"));
        }
        if self.sack_shift.abs() > 20 {
            return Err(format!("sack_shift {}: more than 20 numbers (sp6 11)", self.sack_shift));
        }
        if !(0.0..=1.0).contains(&self.int_q_to_int) {
            return Err(format!("int_q_to_int {}: a share, 0 to 1", self.int_q_to_int));
        }
        if !(-5.0..=5.0).contains(&self.rush_shift) {
            return Err(format!("rush_shift {}: at most 5 yards a cell either way (sp6 9.1)", self.rush_shift));
        }
        if let Some(s) = self.qb_rush_shift.filter(|s| !(-5.0..=5.0).contains(s)) {
            return Err(format!("qb_rush_shift {s}: at most 5 yards a cell either way (sp6 9.1)"));
        }
        if self.defender_int_trim > 3 {
            return Err(format!("defender_int_trim {}: at most 3 numbers (sp6 6.7)", self.defender_int_trim));
        }
        if !(0.0..=3.0).contains(&self.fumble_factor) || self.fumble_factor.is_nan() {
            return Err(format!("fumble_factor {}: 0 to 3 (sp6 16.4)", self.fumble_factor));
        }
        if self.big_plays_worst < 1 || self.big_plays_best < self.big_plays_worst || self.big_plays_best > 10 {
            return Err(format!("big_plays_best {} / big_plays_worst {}: 1 <= worst <= best <= 10 (sp6 12)", self.big_plays_best, self.big_plays_worst));
        }
        if let Some(w) = &self.fg_top_fit {
            if w.len() != FIT_YARDS.len() || w.iter().any(|x| !(x.is_finite() && *x >= 0.0)) || w.iter().sum::<f32>() <= 0.0 {
                return Err(format!("fg_top_fit: {} weights; one for each yard of 46-55, none negative, not all 0 (sp6 14.1)", w.len()));
            }
        }
        Ok(())
    }
}

fn yards(c: &RushCell) -> Option<i16> {
    match c {
        RushCell::Yards(y) => Some(*y as i16),
        _ => None,
    }
}

fn mean(v: &[i16]) -> i8 {
    if v.is_empty() {
        return 0;
    }
    (v.iter().sum::<i16>() as f32 / v.len() as f32).round() as i8
}

/// A TTF rushing card as the 6th edition's N (yards only; a modified RN of 1 reads the SG
/// column, 8.2.4), SG (yards only) and LG columns. TTF's pointers become the mean of the column
/// they point to: an "SG" cell of N the SG column's yards, an "LG" cell the LG column's.
fn rushing(r: &huddle_cards::Rushing, shift: f32) -> huddle_cards::Rushing {
    let lg: Vec<i16> = r.lg.map(|l| l.iter().map(|x| *x as i16).collect()).unwrap_or_default();
    let sg_y: Vec<i16> = r.sg.iter().filter_map(yards).collect();
    let sg_max = sg_y.iter().copied().max().unwrap_or(0) as i8;
    let sg: [RushCell; 12] = std::array::from_fn(|i| match r.sg[i] {
        RushCell::Yards(y) => RushCell::Yards(y),
        RushCell::Lg => RushCell::Yards(if lg.is_empty() { sg_max } else { mean(&lg) }),
        // "Le" and "Ls" are TTF's long end-reverse and long scramble: the SG column's best.
        _ => RushCell::Yards(sg_max),
    });
    let sg_mean = mean(&sg.iter().filter_map(yards).collect::<Vec<_>>());
    // TTF cards may carry I and O columns instead of N: their average.
    let base: [RushCell; 12] = match (&r.n, &r.i, &r.o) {
        (Some(n), _, _) => *n,
        (None, Some(i), Some(o)) => std::array::from_fn(|k| match (yards(&i[k]), yards(&o[k])) {
            (Some(a), Some(b)) => RushCell::Yards(((a + b) as f32 / 2.0).round() as i8),
            _ => i[k],
        }),
        (None, Some(i), None) => *i,
        (None, None, Some(o)) => *o,
        (None, None, None) => [RushCell::Yards(0); 12],
    };
    // A fractional shift is spread over the cells (the running sum of the shift, rounded), so
    // that the column's mean moves by it.
    let step = |k: usize| ((shift * (k + 1) as f32).round() - (shift * k as f32).round()) as i8;
    let n: [RushCell; 12] = std::array::from_fn(|k| match base[k] {
        RushCell::Yards(y) => RushCell::Yards(y.saturating_add(step(k))),
        RushCell::Lg => RushCell::Yards(if lg.is_empty() { sg_max } else { mean(&lg) }),
        _ => RushCell::Yards(sg_mean),
    });
    huddle_cards::Rushing { n: Some(n), i: None, o: None, sg, lg: r.lg }
}

/// The distances the 46-50 band is fitted over.
const FIT_YARDS: std::ops::RangeInclusive<u8> = 46..=55;

/// The 46-50 band's Good range: the one whose readings at 46-55 yards under the 6th edition's
/// rule (`kick::card_good_range`: its own up to 50, then 2 numbers fewer a yard; less the
/// blocking numbers, `kick::block_pn`; §14.1) come nearest the TTF card's Good ranges there, yard
/// by yard, weighted by how often each distance is tried. Yards beyond the TTF kicker's longest
/// are left out. `card` is the converted card with `top` for its last band.
fn fit_top(k: &huddle_cards::Kicking, card: &huddle_cards::Kicking, weights: &[f32]) -> Option<u8> {
    let ed = crate::tables::Edition::sp6();
    let ttf = |d: u8| k.band(d).filter(|_| d <= k.max).map(|b| f32::from(b.good.min(47)));
    if FIT_YARDS.zip(weights).all(|(d, w)| ttf(d).is_none() || *w == 0.0) {
        return None;
    }
    let mut c = card.clone();
    let err = |g: u8| -> f32 {
        if let Some(top) = c.fg.last_mut() {
            top.good = g;
        }
        let reads = |d: u8| f32::from(crate::kick::card_good_range(&ed, &c, d).min(crate::kick::block_pn(&ed, d) - 1));
        FIT_YARDS.zip(weights).filter_map(|(d, w)| ttf(d).map(|t| w * (reads(d) - t).powi(2))).sum()
    };
    let errs: Vec<f32> = (0..=48u8).map(err).collect();
    (0..=48u8).min_by(|a, b| errs[*a as usize].total_cmp(&errs[*b as usize]))
}

/// A kicker's bands as the 6th edition reads them: up to 50 yards, the top band 46-50 (fitted to
/// TTF's 40-49 and 50-55 bands, see [`fit_top`]; without weights four yards of the first to one
/// of the second); longer kicks lose 2 numbers a yard from it.
fn kicking(k: &huddle_cards::Kicking, fit: Option<&[f32]>) -> huddle_cards::Kicking {
    let good = |d: u8| k.band(d).map(|b| b.good).unwrap_or(0);
    let mut fg: Vec<FgBand> = Vec::new();
    let mut from = 0u8;
    for b in &k.fg {
        if b.from > 45 {
            break;
        }
        let to = b.to.min(45);
        fg.push(FgBand { from, to, good: b.good, block: IntRange::None });
        from = to + 1;
    }
    // 46-50 takes four yards of TTF's 40-49 band and one of its 50-55 band, or the fit.
    let blend = ((4 * good(46) as u16 + good(50) as u16) as f32 / 5.0).round() as u8;
    fg.push(FgBand { from: from.min(46), to: 50, good: blend, block: IntRange::None });
    let mut card = huddle_cards::Kicking { fg, max: 60, xp: k.xp };
    if let Some(top) = fit.and_then(|w| fit_top(k, &card, w)) {
        card.fg.last_mut().expect("the top band was pushed").good = top;
    }
    card
}

/// A punter's card: rows of yards with FC or PR1-PR4 (TTF's "no return" is a fair catch), and
/// the "See Below" list for RN 12 with TTF's "longest punt" numbers read as the penalty.
fn punting(p: &huddle_cards::Punting) -> huddle_cards::Punting {
    let punts = p.punts.map(|mut c| {
        if c.instr == PuntInstr::NoReturn {
            c.instr = PuntInstr::FairCatch;
        }
        c.fumble = false;
        c.asterisk = false;
        c
    });
    let rn12 = p
        .rn12
        .iter()
        .map(|e| Rn12Entry { rn: e.rn, result: if e.result == Rn12Result::Blocked { Rn12Result::Blocked } else { Rn12Result::Movement } })
        .collect();
    huddle_cards::Punting { punts, rn12, cc: 0 }
}

/// One card in the 6th edition's fields.
pub fn convert_player(p: &Player, params: &ConvertParams) -> Player {
    let mut q = p.clone();
    let g = p.group();
    if let Some(pass) = &mut q.passing {
        for (r, shift) in [(&mut pass.quick, params.com_shift[0]), (&mut pass.short, params.com_shift[1]), (&mut pass.long, params.com_shift[2])] {
            // TTF's Int? numbers (a new PN, half intercepted) split between Inc and Int.
            let inc = r.int_q - ((r.int_q - r.inc) as f32 * params.int_q_to_int).round() as u8;
            let com = (r.com as i16 + shift).clamp(0, inc as i16) as u8;
            *r = huddle_cards::PassRanges { com, inc, int_q: inc };
        }
        let pr = &mut pass.pass_rush;
        let run_width = pr.run - pr.sack;
        let sack = (pr.sack as i16 + params.sack_shift).clamp(0, pr.com as i16 - run_width as i16) as u8;
        *pr = huddle_cards::PassRushLine { sack, run: sack + run_width, com: pr.com };
    }
    if let Some(r) = &p.rushing {
        let shift = if q.group() == huddle_cards::Group::QB { params.qb_rush_shift.unwrap_or(params.rush_shift) } else { params.rush_shift };
        q.rushing = Some(rushing(r, shift));
    }
    if let Some(bv) = p.bv {
        q.bv = Some(Rated::plain(bv.value));
    }
    if let Some(d) = &mut q.defense {
        d.tv = Rated::plain(if g == Group::DB { 0 } else { d.tv.value });
        if g == Group::DL {
            d.pd = 0;
            d.int = IntRange::None;
        } else if params.defender_int_trim > 0 {
            d.int = match d.int {
                IntRange::Range(r) if !r.is_empty() => {
                    let lo = r.lo.saturating_add(params.defender_int_trim);
                    if lo > r.hi {
                        IntRange::Maybe48
                    } else {
                        IntRange::Range(NumRange::new(lo, r.hi))
                    }
                }
                other => other,
            };
        }
    }
    if let Some(k) = &p.kicking {
        q.kicking = Some(kicking(k, params.fg_top_fit.as_deref()));
    }
    if let Some(pu) = &p.punting {
        q.punting = Some(punting(pu));
    }
    q.kickoff = None;
    q.surehanded = false;
    // Endurance is read the same way; a card without one gets the plain value.
    if q.ev.is_none() {
        q.ev = match g {
            Group::QB => Some(Endurance::Qb(huddle_cards::QbGrade::C)),
            Group::RB | Group::WR | Group::TE => Some(Endurance::Plays(0)),
            _ => None,
        };
    }
    q
}

/// A defense's strength for the Big Play allotment: the Lineup Card defense's Tackle Values and
/// Pass Defense values (lower is stronger).
fn defense_strength(t: &Team) -> i32 {
    let mut s = 0;
    for ids in t.lineup.defense.values() {
        for id in ids {
            if let Some(p) = t.players.iter().find(|p| &p.id == id) {
                if let Some(d) = p.defense {
                    s += d.tv.value as i32 + d.pd as i32;
                }
            }
        }
    }
    s
}

/// One team in the 6th edition (its Big Plays set by `big_plays`).
pub fn convert_team(t: &Team, params: &ConvertParams, big_plays: u8) -> Team {
    let mut n = t.clone();
    n.players = t.players.iter().map(|p| convert_player(p, params)).collect();
    n.fumble_range = ((t.fumble_range as f32) * params.fumble_factor).round().clamp(0.0, 48.0) as u8;
    n.penalty_range = 0;
    n.big_plays = Some(BigPlays { home: big_plays, away: big_plays.saturating_sub(1).max(1) });
    for r in &mut n.kick_returns {
        r.asterisk = r.asterisk.map(|a| Asterisk { rn: NumRange::new(1, 2), result: a.result });
    }
    for r in &mut n.punt_returns {
        r.asterisk = r.asterisk.map(|a| Asterisk { rn: NumRange::new(1, 2), result: a.result });
        r.fc = 0;
    }
    n.lineup.kickoff = None;
    // The 6th edition's display has no tight-end boxes: a tight end stands at end, and a lone
    // back in BK1.
    let off = &mut n.lineup.offense;
    for (te, end) in [(OffBox::LTE, OffBox::LE), (OffBox::RTE, OffBox::RE)] {
        if let Some(id) = off.remove(&te) {
            if off.contains_key(&end) {
                // Both an end and a tight end on one side: the tight end takes a flanker's place.
                let fl = if off.contains_key(&OffBox::FL1) { OffBox::FL2 } else { OffBox::FL1 };
                let displaced = off.insert(end, id);
                if let Some(d) = displaced {
                    off.insert(fl, d);
                }
            } else {
                off.insert(end, id);
            }
        }
    }
    let backs: Vec<(OffBox, String)> = OffBox::BACKS.iter().filter_map(|b| off.remove(b).map(|id| (*b, id))).collect();
    for (k, (_, id)) in backs.into_iter().enumerate() {
        off.insert(OffBox::BACKS[k], id);
    }
    if off.get(&OffBox::FL2).is_some() && off.get(&OffBox::FL1).is_none() {
        let id = off.remove(&OffBox::FL2).expect("checked");
        off.insert(OffBox::FL1, id);
    }
    // A lineman's card position is the line slot he starts at on the Lineup Card (a guard who
    // started the season at center is the team's center): the 6th edition plays a lineman out
    // of his card position only under O1 (§19), while TTF rates him by the slot he fills.
    let slots: Vec<(OffBox, String)> = n.lineup.offense.iter().map(|(b, id)| (*b, id.clone())).collect();
    for (b, id) in slots {
        let want = match b {
            OffBox::C => Position::C,
            OffBox::LG | OffBox::RG => Position::G,
            OffBox::LT | OffBox::RT => Position::T,
            _ => continue,
        };
        if let Some(p) = n.players.iter_mut().find(|p| p.id == id) {
            if p.group() == Group::OL && !crate::display::ol_fits(p.pos, b) {
                p.pos = want;
            }
        }
    }
    n
}

/// A league in the 6th edition: each team converted, Big Plays by the rank of its defense.
pub fn convert_league(teams: &[Team], params: &ConvertParams) -> Vec<Team> {
    let mut order: Vec<(i32, usize)> = teams.iter().enumerate().map(|(i, t)| (defense_strength(t), i)).collect();
    order.sort();
    let n = teams.len().max(2) - 1;
    let (best, worst) = (params.big_plays_best as f32, params.big_plays_worst as f32);
    let mut big = vec![0u8; teams.len()];
    for (rank, (_, i)) in order.iter().enumerate() {
        big[*i] = (best - (best - worst) * rank as f32 / n as f32).round() as u8;
    }
    teams.iter().enumerate().map(|(i, t)| convert_team(t, params, big[i])).collect()
}

/// The embedded 2024 league in the 6th edition, converted once per process.
pub fn league_2024() -> Vec<Team> {
    static L: std::sync::OnceLock<Vec<Team>> = std::sync::OnceLock::new();
    L.get_or_init(|| convert_league(&huddle_cards::sample::league_2024(), &ConvertParams::embedded())).clone()
}
