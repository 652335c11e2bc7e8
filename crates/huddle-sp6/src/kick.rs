//! The kicking game: kickoffs (§8, O2, O3), punts (§13), field goals and extra points (§14) and
//! the fake kicks of O6 (§19, §6.10). Each function reads its FACs through [`Draws`] and
//! returns what happened in yard lines; the game turns that into the core's outcome.

use crate::resolve::Draws;
use crate::tables::{Edition, FakeResult};
use crate::Pid;
use huddle_cards::{KickCell, OffBox, PuntInstr, ReturnCell, Rn12Result, Team};

/// What the kicking team kicks (§8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KickoffKind {
    Normal,
    /// On-side (8.1.3).
    Onside,
    /// Squib (O3).
    Squib,
}

/// A kickoff's result before penalties, in the receiving team's yard lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KickoffResult {
    /// An on-side kick: possession at the 50 with no return; `recovered` by the kicking team.
    Onside { recovered: bool },
    /// No return: the receiving team's ball at `at` (a touchback: the 20).
    Touchback,
    /// Returner `returner` (his KR column) fields the ball at `landed` and returns it to `at`
    /// (100 or more: a touchdown); `fumble` when the return ends in an "f" (8.1.2).
    Return { returner: Pid, kr: u8, landed: i16, at: i16, fumble: bool },
}

/// The return card's column of a returner, or the first fit one after him (a hurt returner's
/// place is taken by the next on the card; §22 gap).
pub fn returner_column<T>(cols: &[T], n: u8, fit: impl Fn(&T) -> bool) -> Option<(u8, &T)> {
    let n = (n.max(1) as usize).min(cols.len()) - 1;
    (n..cols.len()).chain(0..n).map(|i| (i as u8 + 1, &cols[i])).find(|(_, c)| fit(c))
}

/// A return look-up with the asterisk (8.1.1): a return followed by `*` is replaced by the card's
/// asterisked result when a new RN is 1 or 2.
fn return_cell(d: &mut Draws, ed: &Edition, col: &[ReturnCell; 12], asterisk: Option<ReturnCell>, rn_mod: i16) -> ReturnCell {
    let rn = (d.rn() as i16 + rn_mod).clamp(1, 12) as usize;
    let c = col[rn - 1];
    if c.asterisk {
        if let Some(a) = asterisk {
            if d.rn() <= ed.constants.asterisk_max_rn {
                return a;
            }
        }
    }
    c
}

fn return_yards(c: ReturnCell) -> i16 {
    c.yards.map(|y| y as i16).unwrap_or(200)
}

/// A kickoff (§8). `fit` tells whether a receiving player can return.
#[allow(clippy::too_many_arguments)]
pub fn kickoff(ed: &Edition, d: &mut Draws, recv: &Team, kind: KickoffKind, after_safety: bool, onside_defense: bool, fit: &dyn Fn(Pid) -> bool) -> KickoffResult {
    kickoff_shifted(ed, d, recv, kind, after_safety, onside_defense, 0, fit)
}

/// A kickoff (§8) whose landing point moves `rekick_shift` yards: a re-kick after an offside
/// (8.1.5: +5 after a kicking-team foul, −5 after a receiving-team foul, E-24) or after a kick
/// out of bounds (#15: +5). A landing point pushed behind the goal line is a touchback (§8 step
/// 11 [INF]).
#[allow(clippy::too_many_arguments)]
pub fn kickoff_shifted(ed: &Edition, d: &mut Draws, recv: &Team, kind: KickoffKind, after_safety: bool, onside_defense: bool, rekick_shift: i16, fit: &dyn Fn(Pid) -> bool) -> KickoffResult {
    let c = &ed.constants;
    if kind == KickoffKind::Onside {
        let pn = d.exempt(|d| d.pn());
        let max = if onside_defense { c.onside_defense_max_pn } else { c.onside_max_pn };
        return KickoffResult::Onside { recovered: pn <= max };
    }
    let mut cell = ed.kickoff.a[(d.rn() - 1) as usize];
    if cell == KickCell::UseColB {
        cell = ed.kickoff.b[(d.rn() - 1) as usize];
    }
    let squib = kind == KickoffKind::Squib;
    let shift = if after_safety { c.safety_kick_spot } else { 0 } + if squib { c.squib_spot } else { 0 } + rekick_shift;
    let (kr, landed) = match cell {
        KickCell::Land { returner, yard } => (returner, yard as i16 + shift),
        // After a safety or on a squib a touchback result is fielded at the 15 by KR-1
        // (8.1.4; §24 gap for the squib); a re-kick's shift alone leaves a touchback one.
        _ if after_safety || squib => (1, c.safety_kick_fielded_at + rekick_shift),
        _ => return KickoffResult::Touchback,
    };
    if landed < 0 {
        return KickoffResult::Touchback;
    }
    let Some((kr, col)) = returner_column(&recv.kick_returns, kr, |r| recv.idx(&r.player).is_some_and(fit)) else {
        return KickoffResult::Touchback;
    };
    let returner = recv.idx(&col.player).expect("checked");
    let rn_mod = if kind == KickoffKind::Squib { c.squib_rn } else { 0 };
    let rc = return_cell(d, ed, &col.col, col.asterisk.map(|a| a.result), rn_mod);
    let mut r = return_yards(rc);
    if onside_defense && kind == KickoffKind::Normal {
        r = r.min(c.onside_defense_max_return);
    }
    KickoffResult::Return { returner, kr, landed, at: landed + r, fumble: rc.fumble }
}

/// How the receiving team plays a punt (8.5.7, O6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PuntDefense {
    pub all_out_rush: bool,
    /// O6: the defense played a strategy card: it suspects a fake.
    pub suspect_fake: bool,
}

/// A punt's result before penalties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuntResult {
    /// Blocked (8.5.5): the defense returns it RN × 5 yards from the line of scrimmage toward the
    /// kicking team's goal; `at` is the kicking team's yard line where the return ends.
    Blocked { at: i16 },
    /// The punter-card penalty (8.5.2): even RN movement on the kicking team, odd offside on the
    /// return team; 5 yards, automatic.
    Penalty { on_kicking_team: bool },
    /// Roughing the kicker under an all-out rush (8.5.7): 15 yards and a first down.
    Roughing,
    /// A touchback (the receiving team's 20).
    Touchback { yards: i16 },
    /// Out of bounds or a fair catch: the receiving team's ball at `at` (its own yard line).
    Downed { yards: i16, at: i16, fair_catch: bool },
    /// Returned by `returner` (PR column `pr`) from `landed` to `at`; 100 or more is a touchdown.
    Return { yards: i16, returner: Pid, pr: u8, landed: i16, at: i16, fumble: bool },
}

/// A punt from `los` (the kicking team's yard line), with a coffin-corner deduction.
#[allow(clippy::too_many_arguments)]
pub fn punt(ed: &Edition, d: &mut Draws, kicking: &Team, punter: Pid, recv: &Team, los: i16, coffin: Option<u8>, def: PuntDefense, fit: &dyn Fn(Pid) -> bool) -> PuntResult {
    let c = &ed.constants;
    let card = kicking.player(punter).punting.as_ref().expect("validated: the punter has a card");
    let mut rn = d.rn();
    let mut max_return = i16::MAX;
    if rn == 12 {
        if def.all_out_rush {
            loop {
                let r = d.rn();
                if r <= c.all_out_block_max_rn {
                    // A suspecting defense cannot block a real kick: "Any 'Block' result is
                    // resolved again" (O6, §19) — a new FAC, not the hurried row.
                    if def.suspect_fake {
                        continue;
                    }
                    return blocked(ed, d, los);
                } else if r <= c.all_out_hurried_max_rn {
                    rn = c.all_out_hurried_row;
                    break;
                } else {
                    return PuntResult::Roughing;
                }
            }
        } else {
            loop {
                let r = d.rn();
                let result = card.rn12.iter().find(|e| e.rn.contains(r)).map(|e| e.result).unwrap_or(Rn12Result::Blocked);
                match result {
                    // A suspecting defense cannot block a real kick: the block is redrawn (O6).
                    Rn12Result::Blocked if def.suspect_fake => continue,
                    Rn12Result::Blocked => return blocked(ed, d, los),
                    _ => return PuntResult::Penalty { on_kicking_team: d.rn().is_multiple_of(2) },
                }
            }
        }
    }
    if def.all_out_rush {
        max_return = c.all_out_max_return;
    }
    let row = card.punts[(rn - 1) as usize];
    let yards = row.yards as i16 - coffin.map(|x| x as i16).unwrap_or(0);
    let landed_k = los + yards;
    if landed_k >= 100 {
        return PuntResult::Touchback { yards };
    }
    let landed = 100 - landed_k;
    if let Some(_cc) = coffin {
        // Coffin corner (8.5.6): an odd RN goes out of bounds, no return.
        if rn % 2 == 1 {
            return PuntResult::Downed { yards, at: landed, fair_catch: false };
        }
    } else if landed < c.punt_touchback_inside {
        // A punt landing inside the 6 rolls into the end zone (8.5 step 7).
        return PuntResult::Touchback { yards };
    }
    match row.instr {
        PuntInstr::FairCatch | PuntInstr::NoReturn => PuntResult::Downed { yards, at: landed, fair_catch: row.instr == PuntInstr::FairCatch },
        PuntInstr::Returner(n) => {
            let Some((pr, col)) = returner_column(&recv.punt_returns, n, |r| recv.idx(&r.player).is_some_and(fit)) else {
                return PuntResult::Downed { yards, at: landed, fair_catch: true };
            };
            let returner = recv.idx(&col.player).expect("checked");
            let rc = return_cell(d, ed, &col.col, col.asterisk.map(|a| a.result), 0);
            let r = return_yards(rc).min(max_return);
            PuntResult::Return { yards, returner, pr, landed, at: landed + r, fumble: rc.fumble }
        }
    }
}

fn blocked(ed: &Edition, d: &mut Draws, los: i16) -> PuntResult {
    let r = d.rn() as i16 * ed.constants.blocked_punt_return_per_rn;
    PuntResult::Blocked { at: los - r }
}

/// A field goal's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldGoalResult {
    Good,
    Missed,
    /// Blocked and returned for a touchdown by the defense (8.6).
    BlockedTouchdown,
}

/// The kicker's Good range end for a distance (8.6): his band's, or beyond the top band the top
/// band's end less 2 a yard; 0 beyond the longest kick.
pub fn good_range(ed: &Edition, kicker: &huddle_cards::Player, distance: u8) -> u8 {
    kicker.kicking.as_ref().map_or(0, |k| card_good_range(ed, k, distance))
}

/// [`good_range`] on a kicking card.
pub fn card_good_range(ed: &Edition, k: &huddle_cards::Kicking, distance: u8) -> u8 {
    let c = &ed.constants;
    if distance > c.fg_max {
        return 0;
    }
    if distance <= c.fg_top_band_end {
        return k.band(distance).map(|b| b.good).unwrap_or(0);
    }
    let top = k.band(c.fg_top_band_end).map(|b| b.good as i16).unwrap_or(0);
    (top - c.fg_beyond_per_yard * (distance - c.fg_top_band_end) as i16).max(0) as u8
}

/// The Pass Numbers from this one up block a field goal from `distance` yards (§14.1: PN 48, and
/// 47 too beyond the top band).
pub fn block_pn(ed: &Edition, distance: u8) -> u8 {
    let c = &ed.constants;
    if distance > c.fg_top_band_end {
        c.fg_long_block_pn.min(c.fg_block_pn)
    } else {
        c.fg_block_pn
    }
}

/// A field goal from `distance` yards (8.6). A suspecting defense (O6) cannot block it.
pub fn field_goal(ed: &Edition, d: &mut Draws, kicker: &huddle_cards::Player, distance: u8, suspect_fake: bool) -> FieldGoalResult {
    loop {
        let pn = d.pn();
        let block = pn >= block_pn(ed, distance);
        if block {
            if suspect_fake {
                continue;
            }
            return FieldGoalResult::BlockedTouchdown;
        }
        return if pn <= good_range(ed, kicker, distance) { FieldGoalResult::Good } else { FieldGoalResult::Missed };
    }
}

/// An extra point (§14.2): a PN within the kicker's XP range; Z cards are ignored.
pub fn extra_point(d: &mut Draws, kicker: &huddle_cards::Player) -> bool {
    let xp = kicker.kicking.as_ref().map(|k| k.xp).unwrap_or(0);
    d.exempt(|d| d.pn()) <= xp
}

/// A fake kick's result (O6, §6.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FakeOutcome {
    /// A completed pass to the player in `to` for `yards`.
    Pass { to: OffBox, yards: i16 },
    /// The holder or the punter runs for `yards`.
    Run(i16),
    Incomplete,
    /// Intercepted and returned for a touchdown by a linebacker (fake field goal, natural 12).
    InterceptedTouchdown,
}

/// A fake field goal or punt: a new RN (+2 against a suspecting defense, clamped at 12) on the
/// Fake Kicks Table; a fake field goal is intercepted only on a natural 12.
pub fn fake(ed: &Edition, d: &mut Draws, field_goal: bool, suspect: bool) -> FakeOutcome {
    let raw = d.rn();
    let rn = (raw as i16 + if suspect { ed.constants.fake_suspect_rn } else { 0 }).clamp(1, 12) as usize;
    let col = if field_goal { &ed.fake_kicks.field_goal } else { &ed.fake_kicks.punt };
    match col[rn - 1] {
        FakeResult::Pass { to, yards } => FakeOutcome::Pass { to, yards },
        FakeResult::Run(y) => FakeOutcome::Run(y),
        FakeResult::Incomplete => FakeOutcome::Incomplete,
        FakeResult::Intercepted if raw == 12 => FakeOutcome::InterceptedTouchdown,
        FakeResult::Intercepted => FakeOutcome::Incomplete,
    }
}
