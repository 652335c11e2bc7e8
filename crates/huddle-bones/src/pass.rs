//! Passes (§9-§11): the Pass Receiver Table, the completion range and its modifiers, coverage,
//! QB pressure, Pass Deflect, interceptions, the Pass Rush and sacks, throwing on the run, and
//! the Screen, Shovel and Swing.

use crate::call::{DefPlay, OffStrategy};
use crate::dice::{Dice, Use};
use crate::display::{backs, five_wide, plays_as};
use crate::resolve::{card, Ctx, End, Kind, PlayResult};
use crate::tables::{DefPassRow, PassCol, Receiver, RecvSlot, ScreenResult};
use crate::Pid;
use huddle_cards::bones::D100;
use huddle_cards::{DefBox, Group, OffBox};

/// The display box a Pass Receiver Table result sends the ball to (§9.1 step 3, §9.8 rule 4,
/// A14, §12.6): None when nobody can be thrown to there.
fn redirect(cx: &Ctx, s: RecvSlot) -> Option<OffBox> {
    let od = cx.od;
    let first = |bs: &[OffBox]| bs.iter().copied().find(|b| od.get(*b).is_some());
    match s {
        RecvSlot::LE => first(&[OffBox::LE, OffBox::LTE]),
        RecvSlot::RE => first(&[OffBox::RE, OffBox::RTE]),
        RecvSlot::FL => first(&[OffBox::FL1]),
        RecvSlot::BK1 | RecvSlot::BK2 | RecvSlot::BK3 => {
            let b = match s {
                RecvSlot::BK1 => OffBox::BK1,
                RecvSlot::BK2 => OffBox::BK2,
                _ => OffBox::BK3,
            };
            match od.get(b) {
                Some(_) if five_wide(od, cx.off) && b == OffBox::BK1 => Some(b),
                Some(_) if backs(od, cx.off).any(|(x, _)| x == b) => Some(b),
                // A back not in play: the pass goes to Flanker #2 (A14).
                _ => first(&[OffBox::FL2]),
            }
        }
    }
}

/// Is the receiver in `b` a pass blocker on this play (§10.1)? BK3 blocks unless the pass goes
/// to him; BK1 and BK2 when designated.
fn blocking(cx: &Ctx, b: OffBox) -> bool {
    (b == OffBox::BK3 && cx.oc.involved != OffBox::BK3 && backs(cx.od, cx.off).any(|(x, _)| x == b)) || cx.oc.blockers.contains(&Some(b))
}

/// Can the player `p` in `b` catch this type of pass (§9.1 step 4)? Not a pass blocker, nor
/// with a blank yardage column for it (a Long goes by the Short column).
fn catchable(cx: &Ctx, p: Pid, b: OffBox, col: PassCol) -> bool {
    let bc = card(cx.oplayer(p));
    let column = match col {
        PassCol::Quick => bc.quick,
        _ => bc.short,
    };
    !blocking(cx, b) && column.is_some_and(|c| !c.is_blank()) && b != OffBox::QB && !b.is_line()
}

fn defense_row(cx: &Ctx) -> DefPassRow {
    let dp = &cx.t.defense_pass;
    match cx.dc.play {
        DefPlay::Run(_) => dp.run,
        DefPlay::Pass => dp.pass,
        DefPlay::Prevent => dp.prevent,
        DefPlay::Blitz => dp.blitz,
        DefPlay::Zone(_) => dp.zone,
    }
}

/// The defenders covering a receiver slot: the box's man (not blitzing), with the helpers of a
/// double or triple coverage.
fn coverers(cx: &Ctx, target: OffBox) -> ([Option<Pid>; 3], Option<DefBox>) {
    let b = cx.t.covers(target);
    let mut out = [None; 3];
    if let Some(b) = b {
        out[0] = cx.in_box(b).next();
    }
    if let Some(c) = cx.dc.cover_of(target) {
        out[1] = c.helpers[0];
        out[2] = c.helpers[1];
    }
    (out, b)
}

/// The completion range's coverage part (§9.2, §9.5, §13.1-13.6): double or triple coverage, a
/// zone, the covering defender's Pass Defense value, or +5 when his box is empty.
fn coverage_mod(cx: &Ctx, target: OffBox, col: PassCol, individual_only: bool) -> i16 {
    let c = &cx.t.c;
    if !individual_only {
        if let Some(cv) = cx.dc.cover_of(target) {
            return if cv.triple() { c.triple_coverage } else { c.double_coverage } as i16;
        }
        if let DefPlay::Zone(s) = cx.dc.play {
            if s.holds(target) {
                return match col {
                    PassCol::Quick => cx.t.zone.quick,
                    PassCol::Short => cx.t.zone.short,
                    PassCol::Long => cx.t.zone.long,
                } as i16;
            }
        }
    }
    let (cov, b) = coverers(cx, target);
    match cov[0] {
        Some(p) => {
            let pl = cx.dplayer(p);
            let pd = card(pl).defense.map_or(0, |x| x.pd) as i16;
            // A multi-purpose card (DL/LB, §5.1, L212) plays his other position without penalty.
            let fits = match b.map(|b| b.row()) {
                Some(2) => plays_as(cx.def, p, &[Group::LB, Group::DB]),
                Some(3) => plays_as(cx.def, p, &[Group::DB]),
                _ => true,
            };
            pd + if pl.group() == Group::DL && !fits { cx.t.position.dl_back_pd as i16 } else { 0 }
        }
        None => c.uncovered as i16,
    }
}

/// QB Pressure (§9.3): exactly one defender in Row 1 +5, exactly two +3.
fn pressure(cx: &Ctx) -> i16 {
    let n = cx.dd.players().filter(|(b, p)| b.row() == 1 && !cx.dc.blitzing(*p)).count();
    match n {
        1 => cx.t.c.pressure_one as i16,
        2 => cx.t.c.pressure_two as i16,
        _ => 0,
    }
}

/// The completion-range modifiers of all passes (§9.3, §13.6): QB Pressure and Center Field.
fn all_passes(cx: &Ctx) -> i16 {
    pressure(cx) + if cx.dc.center_field { cx.t.c.center_field as i16 } else { 0 }
}

/// Pass Deflect (§9.4): the Row-1 linemen's values, at most 5.
fn deflect(cx: &Ctx) -> i16 {
    let s: i16 = cx.dd.players().filter(|(b, p)| b.row() == 1 && !cx.dc.blitzing(*p) && cx.dplayer(*p).group() == Group::DL).map(|(_, p)| card(cx.dplayer(p)).defense.map_or(0, |x| x.deflect) as i16).sum();
    s.min(cx.t.c.deflect_cap as i16)
}

/// The Pass Rush sums (§10.1): the defense's Row-1 PRV and blitzers (PRV + 2), the offense's
/// linemen's PBV and its blocking backs (2 each), +2 from the Shotgun.
pub fn rush_sums(cx: &Ctx) -> (i16, i16) {
    let c = &cx.t.c;
    let mut dsum = 0i16;
    for (b, p) in cx.dd.players() {
        let prv = card(cx.dplayer(p)).defense.map_or(0, |x| x.prv) as i16;
        if cx.dc.blitzing(p) {
            dsum += prv + c.blitzer_bonus as i16;
        } else if b.row() == 1 {
            dsum += prv + if cx.dplayer(p).group() == Group::LB { cx.t.position.lb_row1_prv as i16 } else { 0 };
        }
    }
    let mut osum = 0i16;
    for b in OffBox::LINE {
        if let Some(p) = cx.od.get(b) {
            let adj = if crate::display::ol_out_of_position(cx.off, p, b) { cx.t.position.ol_pbv as i16 } else { 0 };
            osum += card(cx.oplayer(p)).pbv.unwrap_or(0) as i16 + adj;
        }
    }
    for b in OffBox::BACKS {
        if cx.od.get(b).is_some() && blocking(cx, b) {
            osum += c.back_pbv as i16;
        }
    }
    if cx.oc.shotgun {
        osum += c.shotgun_pbv as i16;
    }
    (dsum, osum)
}

/// A defender's interception range: his card's; every defensive lineman's is 00 (§9.4 c).
fn int_range(cx: &Ctx, p: Pid) -> Option<D100> {
    let pl = cx.dplayer(p);
    if pl.group() == Group::DL {
        return Some(D100::new(cx.t.c.dl_int, 100));
    }
    card(pl).defense.and_then(|x| x.int)
}

/// The covering defenders' interception: the first whose range holds the roll.
fn defender_intercepts(cx: &Ctx, target: OffBox, roll: u8) -> Option<Pid> {
    let (cov, _) = coverers(cx, target);
    cov.iter().flatten().copied().find(|p| int_range(cx, *p).is_some_and(|r| r.contains(roll)))
}

/// The box a defender plays in: a double or triple coverage helper stands in the primary
/// defender's box, not his own (§9.7, §13.1).
fn def_box(cx: &Ctx, p: Pid) -> Option<DefBox> {
    match cx.dc.coverage.iter().flatten().find(|c| c.helpers.contains(&Some(p))) {
        Some(c) => cx.t.covers(c.receiver),
        None => cx.dd.box_of(p),
    }
}

/// The defender a Spot of Interception result names (blitzers are off the display; the Center
/// Field back stands in box L, §13.6).
fn spot_defender(cx: &Ctx, b: DefBox) -> Option<Pid> {
    cx.dd.players().map(|(_, p)| p).filter(|p| !cx.dc.blitzing(*p)).find(|p| def_box(cx, *p) == Some(b))
}

/// The Spot of Interception check (§9.7): a box on 1d10; occupied, 01-50 intercepts.
fn spot_check(cx: &Ctx, col: usize, d: &mut Dice) -> Option<Pid> {
    let who = spot_defender(cx, cx.t.spot(col, d.d10(Use::Spot)))?;
    (d.fad(Use::Intercept) <= 50).then_some(who)
}

/// The interception return's row: the one the interceptor plays in (§9.7).
fn return_row(cx: &Ctx, by: Pid) -> u8 {
    def_box(cx, by).map_or(3, |b| b.row())
}

fn intercepted(cx: &Ctx, r: &mut PlayResult, by: Pid, col: PassCol, d: &mut Dice) {
    let pi = cx.t.point(col, d.d10(Use::Point)).min(cx.to_goal());
    let row = return_row(cx, by);
    r.end = End::Intercepted { at: pi, ret: cx.t.int_return(row, d.d10(Use::Return)) };
    r.defender = Some(by);
}

/// Yards of a completion: the receiver's Quick or Short column; Long is a breakaway distance
/// (§9.6, A13); a Quick or Short roll in B is a breakaway.
fn completion_yards(cx: &Ctx, receiver: Pid, col: PassCol, d: &mut Dice) -> (i16, bool, bool) {
    let b = card(cx.oplayer(receiver));
    let (q, s) = (b.quick.unwrap_or_default(), b.short.unwrap_or_default());
    let column = match col {
        PassCol::Quick => q,
        PassCol::Short => s,
        PassCol::Long if cx.opts.long_is_break => {
            let m = s.max.or(q.max);
            return (cx.breakaway(m, d), true, false);
        }
        PassCol::Long => s,
    };
    let roll = d.fad(Use::Yards);
    let (y, brk) = cx.read_column(&column, roll, 0, 0, d);
    (y, brk, roll.is_multiple_of(10))
}

fn qb_col(cx: &Ctx, col: PassCol) -> huddle_cards::bones::PassCol {
    let q = card(cx.oplayer(cx.qb().expect("checked"))).qb.expect("validated: a quarterback has his columns");
    match col {
        PassCol::Quick => q.quick,
        PassCol::Short => q.short,
        PassCol::Long => q.long,
    }
}

pub(crate) fn pass(cx: &Ctx, d: &mut Dice) -> PlayResult {
    let col = cx.oc.play.pass_col().expect("a Quick, Short or Long pass");
    let mut r = PlayResult::new(Kind::Pass);
    r.passer = cx.qb();
    let c = &cx.t.c;
    // The Blitz shortcut (§9.1 step 2): a Short or Long pass against a Blitz is a Pass Rush.
    if cx.dc.play == DefPlay::Blitz && col != PassCol::Quick {
        r.ball = cx.od.get(cx.oc.involved);
        return pass_rush(cx, r, col, d, true);
    }
    let (recv, z) = cx.t.receiver(col, d.fad(Use::Receiver));
    r.z = z;
    r.receiver = Some(recv);
    let target = match recv {
        Receiver::PassRush => {
            r.ball = cx.od.get(cx.oc.involved);
            return pass_rush(cx, r, col, d, false);
        }
        Receiver::Original => Some(cx.oc.involved),
        Receiver::Slot(s) => redirect(cx, s),
    };
    let who = target.and_then(|b| cx.od.get(b));
    r.ball = who;
    let qc = qb_col(cx, col);
    // A dead target (§9.1 step 4): nobody there, a pass blocker, or a blank column.
    let (Some(tb), Some(tp)) = (target, who) else {
        return dead_target(cx, r, col, qc, d);
    };
    if !catchable(cx, tp, tb, col) {
        return dead_target(cx, r, col, qc, d);
    }
    // The completion range (§9.2).
    let row = defense_row(cx);
    let mut m: i16 = match col {
        PassCol::Quick => row.quick,
        PassCol::Short => row.short,
        PassCol::Long => row.long,
    } as i16;
    if cx.to_goal() <= 20 {
        m += cx.opts.red_zone_com as i16;
    }
    // The weather (M23): all three passes, the Long more.
    m += cx.weather.com as i16 + if col == PassCol::Long { cx.weather.long_com as i16 } else { 0 };
    m += coverage_mod(cx, tb, col, false);
    m += all_passes(cx);
    if cx.oc.strategy == OffStrategy::PlayAction {
        m += match cx.dc.play {
            DefPlay::Run(_) => c.play_action_run,
            DefPlay::Pass => c.play_action_pass,
            DefPlay::Prevent => c.play_action_prevent,
            _ => 0,
        } as i16;
    }
    if cx.oc.shotgun {
        m += cx.opts.shotgun_com as i16;
    }
    if cx.dc.run_blitz && col != PassCol::Quick {
        m += if cx.opts.run_blitz_pass_penalty { -(c.run_blitz_pass as i16) } else { c.run_blitz_pass as i16 };
    }
    let mut com = (qc.com as i16 + m).clamp(0, qc.int.lo as i16 - 1);
    // Pass Deflect last: the top numbers of COM become deflected numbers.
    let defl = deflect(cx).min(com);
    com -= defl;
    r.com = Some(com);
    let pn = d.fad(Use::Pass);
    // A57: the modifiers move the completion range (the default), or the Pass Number, which
    // they may then push into or out of the interception ranges.
    let (pn, com) = if cx.opts.shift_pass_number { ((pn as i16 - m).clamp(1, 100) as u8, qc.com as i16 - defl) } else { (pn, com) };
    if defl > 0 && (pn as i16) > com && (pn as i16) <= com + defl {
        // A deflected pass: an intercept FAD against every defender on the field.
        let roll = d.fad(Use::Intercept);
        let by = cx.dd.players().map(|(_, p)| p).filter(|p| !cx.dc.blitzing(*p)).find(|p| int_range(cx, *p).is_some_and(|r| r.contains(roll)));
        match by {
            Some(by) => intercepted(cx, &mut r, by, col, d),
            None => r.end = End::Incomplete,
        }
        return r;
    }
    if qc.int.contains(pn) {
        match defender_intercepts(cx, tb, pn) {
            Some(by) => intercepted(cx, &mut r, by, col, d),
            None => match spot_check(cx, col as usize, d) {
                Some(by) => intercepted(cx, &mut r, by, col, d),
                None => r.end = End::Incomplete,
            },
        }
        return r;
    }
    // Outside the quarterback's INT range the covering defender's range counts only in a pass
    // rush or blitz situation: then all of it (§9.7, L216). Against a Blitz only a Quick pass gets
    // here (a Short or Long is a Pass Rush).
    if cx.dc.play == DefPlay::Blitz {
        if let Some(by) = defender_intercepts(cx, tb, pn) {
            intercepted(cx, &mut r, by, col, d);
            return r;
        }
    }
    if (pn as i16) <= com {
        let (y, brk, oob) = completion_yards(cx, tp, col, d);
        r.gain = y.min(cx.to_goal());
        r.breakaway = brk;
        r.out_of_bounds = oob && r.gain < cx.to_goal();
    } else {
        r.end = End::Incomplete;
    }
    r
}

/// A pass to nobody who can catch it: a new FAD on the quarterback's INT range (§9.1 step 4).
/// Nobody handles the ball: no rest rate is charged and a Z's "ballhandler" is nobody.
fn dead_target(cx: &Ctx, mut r: PlayResult, col: PassCol, qc: huddle_cards::bones::PassCol, d: &mut Dice) -> PlayResult {
    r.ball = None;
    let roll = d.fad(Use::Intercept);
    r.end = End::Incomplete;
    if qc.int.contains(roll) {
        if let Some(by) = spot_check(cx, col as usize, d) {
            intercepted(cx, &mut r, by, col, d);
        }
    }
    r
}

/// The Pass Rush (§10): the sums move the Sack/Run boundary by twice their difference; then a
/// FAD on the quarterback's Pass Rush line.
/// A Pass Rush (§10). `first`: its roll is the play's first FAD (a Short or Long pass against a
/// Blitz goes straight here), so a Z rides on it as on every play's first FAD (§1.1); after a
/// Pass Receiver Table roll the Z was read there.
fn pass_rush(cx: &Ctx, mut r: PlayResult, col: PassCol, d: &mut Dice, first: bool) -> PlayResult {
    r.pass_rush = true;
    let q = card(cx.oplayer(cx.qb().expect("checked"))).qb.expect("validated").pass_rush;
    let (ds, os) = rush_sums(cx);
    let mut sack = q.sack as i16 + cx.t.c.sack_per_point as i16 * (ds - os);
    if cx.dc.stunt.is_some() {
        sack += cx.t.c.stunt_sack as i16;
    }
    let sack = sack.clamp(0, q.run as i16);
    let roll = d.fad(Use::Rush);
    if first {
        r.z = cx.t.receiver(PassCol::Short, roll).1;
    }
    let roll = roll as i16;
    let qb = cx.qb().expect("checked");
    if roll <= sack {
        r.kind = Kind::Sack;
        r.ball = Some(qb);
        let loss = d.two_d10(Use::Sack) as i16;
        r.gain = -loss;
        r.out_of_bounds = loss % 2 == 0;
        return r;
    }
    if roll <= q.run as i16 {
        // No throwing on the run from the Shotgun (§12.5): nothing to decide. Otherwise the
        // offense decides now, the result known, before the next FAD (§11.2, L220).
        if !cx.oc.shotgun && cx.throws_on_the_run(d) {
            return throw_on_run(cx, r, col, d);
        }
        return scramble(cx, r, d);
    }
    let target = cx.oc.involved;
    if roll <= q.com as i16 {
        match cx.od.get(target).filter(|p| catchable(cx, *p, target, col)) {
            Some(p) => {
                r.ball = Some(p);
                let (y, brk, oob) = completion_yards(cx, p, col, d);
                r.gain = y.min(cx.to_goal());
                r.breakaway = brk;
                r.out_of_bounds = oob && r.gain < cx.to_goal();
            }
            // A receiver who cannot catch this pass, kept in to block or with a blank column
            // (§9.1 step 4, L216; L218: a blocking back's pass "cannot be completed, although the
            // pass may be intercepted off the quarterbacks card"): a dead target, a new FAD on the
            // quarterback's INT range; nobody handled the ball.
            None => return dead_target(cx, r, col, qb_col(cx, col), d),
        }
        return r;
    }
    // INC, or intercepted on the covering defender's whole range.
    r.end = End::Incomplete;
    if let Some(by) = defender_intercepts(cx, target, roll as u8) {
        intercepted(cx, &mut r, by, col, d);
    }
    r
}

/// The quarterback runs (RUN on the Pass Rush line): his rushing column, unmodified (A50).
fn scramble(cx: &Ctx, mut r: PlayResult, d: &mut Dice) -> PlayResult {
    let qb = cx.qb().expect("checked");
    r.kind = Kind::Scramble;
    r.ball = Some(qb);
    let rush = card(cx.oplayer(qb)).rush.unwrap_or_default();
    let roll = d.fad(Use::Run);
    let (y, brk) = cx.read_column(&rush, roll, 0, 0, d);
    r.gain = y.min(cx.to_goal());
    r.breakaway = brk;
    r.end = End::Gain;
    r
}

/// Throwing on the run (§11.2): patterns shorten, a receiver is found on the Pass Receiver
/// Table's shortened column (Pass Rush: he must run), the original pattern's COM with the
/// table's modifier and the individual Pass Defense value; the covering backs' whole
/// interception range counts.
fn throw_on_run(cx: &Ctx, mut r: PlayResult, col: PassCol, d: &mut Dice) -> PlayResult {
    let short = match col {
        PassCol::Long => PassCol::Short,
        _ => PassCol::Quick,
    };
    let (recv, _) = cx.t.receiver(short, d.fad(Use::Receiver));
    let target = match recv {
        Receiver::PassRush => return scramble(cx, r, d),
        Receiver::Original => Some(cx.oc.involved),
        Receiver::Slot(s) => redirect(cx, s),
    };
    let qc = qb_col(cx, col);
    // A dead target: the quarterback's INT range of the pattern called (as the COM range), the
    // Spot and Point of Interception of the pass thrown, the shortened one.
    let Some((tb, tp)) = target.and_then(|b| cx.od.get(b).map(|p| (b, p))).filter(|(b, p)| catchable(cx, *p, *b, short)) else {
        return dead_target(cx, r, short, qc, d);
    };
    r.ball = Some(tp);
    r.kind = Kind::Pass;
    let tor = match col {
        PassCol::Quick => cx.t.throw_on_run.quick,
        PassCol::Short => cx.t.throw_on_run.short,
        PassCol::Long => cx.t.throw_on_run.long,
    } as i16;
    let mut com = qc.com as i16 + tor + coverage_mod(cx, tb, short, true) + all_passes(cx);
    if cx.opts.deflect_on_the_run {
        com -= deflect(cx);
    }
    let com = com.clamp(0, qc.int.lo as i16 - 1);
    r.com = Some(com);
    let pn = d.fad(Use::Pass);
    if let Some(by) = defender_intercepts(cx, tb, pn) {
        intercepted(cx, &mut r, by, short, d);
        return r;
    }
    if qc.int.contains(pn) {
        match spot_check(cx, short as usize, d) {
            Some(by) => intercepted(cx, &mut r, by, short, d),
            None => r.end = End::Incomplete,
        }
        return r;
    }
    if (pn as i16) <= com {
        let (y, brk, oob) = completion_yards(cx, tp, short, d);
        r.gain = y.min(cx.to_goal());
        r.breakaway = brk;
        r.out_of_bounds = oob && r.gain < cx.to_goal();
        r.end = End::Gain;
    } else {
        r.end = End::Incomplete;
    }
    r
}

/// A run-style reading of a receiver's rushing column after a catch behind the line (Screen,
/// Shovel, Swing): `rn` steps, `behind` yards from the catch point; a breakaway less `behind`.
fn catch_and_run(cx: &Ctx, receiver: Pid, rn: i8, behind: i16, d: &mut Dice) -> (i16, bool) {
    let b = card(cx.oplayer(receiver));
    let col = b.rush.or(b.quick).unwrap_or_default();
    let roll = d.fad(Use::Yards);
    let (y, brk) = cx.read_column(&col, roll, rn, 0, d);
    (y + behind, brk)
}

pub(crate) fn screen(cx: &Ctx, d: &mut Dice) -> PlayResult {
    let mut r = PlayResult::new(Kind::Pass);
    r.passer = cx.qb();
    let who = cx.od.get(cx.oc.involved).expect("checked");
    r.ball = Some(who);
    let first = d.fad(Use::Pass);
    // A Z rides on the play's first FAD (§1.1), the Pass Receiver Table's Z rolls.
    r.z = cx.t.receiver(PassCol::Short, first).1;
    match cx.t.screen(first) {
        ScreenResult::Com => {
            let rn = defense_row(cx).screen;
            let (y, brk) = catch_and_run(cx, who, rn, 0, d);
            let y = if brk {
                y
            } else {
                let mult = cx.t.screen_distance(d.fad(Use::Yards)).0 as i16;
                // Fractions round up, as on a run (§11.1).
                let v = y * mult;
                if v >= 0 { (v + 1) / 2 } else { v / 2 }
            };
            r.gain = y.min(cx.to_goal());
            r.breakaway = brk;
        }
        ScreenResult::Inc => r.end = End::Incomplete,
        ScreenResult::Int => {
            match spot_defender(cx, cx.t.spot(3, d.d10(Use::Spot))) {
                Some(by) => {
                    let ret = cx.t.int_return(1, d.d10(Use::Return));
                    r.end = End::Intercepted { at: cx.t.c.screen_int_point, ret };
                    r.defender = Some(by);
                }
                None => r.end = End::Incomplete,
            }
        }
    }
    r
}

pub(crate) fn shovel(cx: &Ctx, d: &mut Dice) -> PlayResult {
    let mut r = PlayResult::new(Kind::Pass);
    r.passer = cx.qb();
    let who = cx.od.get(cx.oc.involved).expect("checked");
    r.ball = Some(who);
    let qc = qb_col(cx, PassCol::Quick);
    let com = (qc.com as i16 + defense_row(cx).shovel as i16 + cx.opts.shotgun_com as i16 + all_passes(cx)).clamp(0, 99);
    r.com = Some(com);
    let pn = d.fad(Use::Pass);
    r.z = cx.t.receiver(PassCol::Short, pn).1;
    if pn == 100 {
        match spot_defender(cx, cx.t.spot(3, d.d10(Use::Spot))) {
            Some(by) => {
                // The return from the interceptor's row (§9.7: the Shovel names no row).
                let ret = cx.t.int_return(return_row(cx, by), d.d10(Use::Return));
                r.end = End::Intercepted { at: cx.t.c.shovel_catch, ret };
                r.defender = Some(by);
            }
            None => r.end = End::Incomplete,
        }
        return r;
    }
    if (pn as i16) <= com {
        let (y, brk) = catch_and_run(cx, who, 0, cx.t.c.shovel_catch, d);
        r.gain = y.min(cx.to_goal());
        r.breakaway = brk;
    } else {
        r.end = End::Incomplete;
    }
    r
}

pub(crate) fn swing(cx: &Ctx, d: &mut Dice) -> PlayResult {
    let mut r = PlayResult::new(Kind::Pass);
    r.passer = cx.qb();
    let who = cx.od.get(cx.oc.involved).expect("checked");
    r.ball = Some(who);
    let qc = qb_col(cx, PassCol::Short);
    let c = &cx.t.c;
    let mut m = defense_row(cx).swing as i16 + all_passes(cx);
    if cx.dc.run_blitz {
        m += if cx.opts.run_blitz_pass_penalty { -(c.run_blitz_pass as i16) } else { c.run_blitz_pass as i16 };
    }
    let mut com = (qc.com as i16 + m).clamp(0, qc.int.lo as i16 - 1);
    com -= deflect(cx).min(com);
    r.com = Some(com);
    let pn = d.fad(Use::Pass);
    r.z = cx.t.receiver(PassCol::Short, pn).1;
    if qc.int.contains(pn) {
        let by = spot_defender(cx, cx.t.spot(4, d.d10(Use::Spot))).or_else(|| cx.dd.players().find(|(b, p)| b.row() <= 2 && !cx.dc.blitzing(*p)).map(|(_, p)| p));
        if let Some(by) = by {
            let ret = cx.t.int_return(1, d.d10(Use::Return));
            r.end = End::Intercepted { at: c.swing_catch, ret };
            r.defender = Some(by);
        } else {
            r.end = End::Incomplete;
        }
        return r;
    }
    if (pn as i16) <= com {
        let (y, brk) = catch_and_run(cx, who, 0, c.swing_catch, d);
        r.gain = y.min(cx.to_goal());
        r.breakaway = brk;
    } else {
        r.end = End::Incomplete;
    }
    r
}
