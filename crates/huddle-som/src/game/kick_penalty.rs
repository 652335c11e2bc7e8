//! Penalties on kicks (§2.17, T20's kicking sections, §2.1.1, §2.10.3): the yellow die is read
//! once, on the kick roll (never on the return, L1004); a 1 sends three dice to the specialist
//! cards' penalty sections (control 1-3 the kicking team's, 4-6 the receiving team's), and T20's
//! kick rows say what the foul costs. The kick is played out first; the team fouled against then
//! takes the play or the penalty.
//!
//! Kickoffs, punts and field goals go through [`SomGame::apply`]: the kick roll leaves a
//! [`KickFlag`] and the play's end is weighed against the penalty there. The extra point is settled
//! inside its own try (`extra_point_penalty`).

use super::*;
use crate::cards::PenaltyCell;
use crate::tables::{Penalty, Side as TSide};
use std::fmt::Write;

/// A kick roll whose yellow die read 1.
#[derive(Clone, Copy, Debug)]
pub(super) struct KickFlag {
    pub situation: PenaltySituation,
    pub kicker: Side,
    /// The kicking team's yards from its own goal: the kickoff spot, or the line of scrimmage.
    pub los: i16,
    /// §2.10.3: a safe punt rush ignores running into and roughing the kicker.
    pub safe_rush: bool,
    /// A punt returned: where the returner caught it (the receiving team's yards from its goal).
    pub catch_at: Option<i16>,
}

/// The foul read on the cards: who committed it and T20's row (`None` for a plain offsides: T20's
/// `offsides_yards` from the original line, declinable on kicks, A-G46).
struct Foul<'a> {
    on: Side,
    row: Option<&'a Penalty>,
}

/// A foul's name in lower case ("offsides" without a T20 row).
#[derive(Clone, Copy)]
struct FoulName<'a>(Option<&'a Penalty>);

impl std::fmt::Display for FoulName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self.0 {
            None => f.write_str("offsides"),
            Some(p) => p.penalty.chars().flat_map(char::to_lowercase).try_for_each(|c| f.write_char(c)),
        }
    }
}

impl Foul<'_> {
    /// The foul's name as the play-by-play writes it (lower case), not built apart.
    fn name(&self) -> FoulName<'_> {
        FoulName(self.row)
    }
    fn yards(&self, offsides: u8) -> i16 {
        self.row.map_or(Some(offsides), |p| p.yards).unwrap_or(offsides) as i16
    }
    fn enforce(&self) -> Enforcement {
        self.row.map_or(Enforcement::OriginalLos, |p| p.enforce)
    }
}

/// What reading the penalty cards gave.
enum Read<'a> {
    Nothing,
    Offsetting,
    Foul(Foul<'a>),
}

impl SomGame {
    /// §2.12.4, §2.12.6 (L512, L520): a spike's or a kneel's yellow 1. "The only penalty that can
    /// occur are offsides on the specialist cards (both offense and defense), ignore any other
    /// penalty result": the specialist cards read as on a kick (control 1-3 the offense's card);
    /// an offsides is T20's offsides yards from the line, the down replayed, the team fouled
    /// against choosing between it and the play (`play`: the spike's or kneel's end). Returns the
    /// end, the record and the text's addition, or `None` (no offsides: the play stands).
    pub(super) fn snap_offsides(&mut self, off: Side, play: End) -> Option<(End, PenaltyRecord, String)> {
        // The situation names T20's rows, which only a numbered foul reads: ignored here.
        let on = match self.read_penalty(off, PenaltySituation::Linebuck) {
            Read::Foul(Foul { on, row: None }) => on,
            _ => return None,
        };
        let y = self.book.tables.t20().offsides_yards as i16;
        let moved = penalty_move(self.core.spot, y, on == off);
        let pen = End::Scrimmage { gain: moved, effect: DownEffect::Replay };
        let (spot, ltg, fourth) = (self.core.spot.yards(), self.core.downs.line_to_gain as i16, self.core.down() == huddle_core::Down::Fourth);
        let (a_play, a_pen) = (alternative(spot, &play, ltg, fourth), alternative(spot, &pen, ltg, fourth));
        let chooser = on.other();
        let take = self.with_parts(|g, cs, _| cs[chooser].accept_penalty(&g.view(chooser), a_play, a_pen));
        let record = PenaltyRecord { against: on, yards: moved.abs(), accepted: take, code: 0 };
        let text = format!(" — offsides on {}, {} yards, {}", self.teams[on].team.code, moved.abs(), if take { "accepted: the down replayed" } else { "declined" });
        Some((if take { pen } else { play }, record, text))
    }

    /// The kick roll's yellow die (§2.17 step 1): remember a 1 for [`SomGame::apply`].
    pub(super) fn flag_kick(&mut self, yellow: Option<u8>, situation: PenaltySituation, kicker: Side, los: i16, safe_rush: bool) {
        self.kick_flag = (self.opts.penalties && yellow == Some(1)).then_some(KickFlag { situation, kicker, los, safe_rush, catch_at: None });
    }

    /// Three dice on the specialist cards: control 1-3 the kicking team's section, 4-6 the
    /// receiving team's (T20's "offense" is the kicking team), read at the results total.
    fn read_penalty(&mut self, kicker: Side, situation: PenaltySituation) -> Read<'static> {
        let roll = self.dice().throw(Throw::THREE, Purpose::Penalty);
        let reader = if roll.ctl() <= 3 { kicker } else { kicker.other() };
        let cell = self.teams[reader].team.specialist.penalty[(roll.total() - 2) as usize];
        let tables: &'static crate::tables::Tables = self.book.tables;
        let (on, number) = match cell {
            PenaltyCell::None => return Read::Nothing,
            PenaltyCell::Offsetting => return Read::Offsetting,
            PenaltyCell::Offsides => (reader, None),
            PenaltyCell::OpponentOffsides => (reader.other(), None),
            PenaltyCell::Number(n) => (reader, Some(n)),
            PenaltyCell::OpponentNumber(n) => (reader.other(), Some(n)),
        };
        let row = match number {
            None => None,
            Some(n) => {
                let side = if on == kicker { TSide::Offense } else { TSide::Defense };
                match tables.penalty(side, n, situation) {
                    Some(p) => Some(p),
                    None => return Read::Nothing,
                }
            }
        };
        Read::Foul(Foul { on, row })
    }

    /// A kickoff, punt or field goal whose kick roll showed the yellow 1: the penalty against the
    /// play (§2.17 steps 3-5, 11; §2.1.1; §2.10.3).
    pub(super) fn kick_penalty(&mut self, flag: KickFlag, end: End, rec: PlayRecord, mut text: String) -> (End, PlayRecord, String) {
        let kicker = flag.kicker;
        let recv = kicker.other();
        let kickoff = flag.situation == PenaltySituation::Kickoff;
        let foul = match self.read_penalty(kicker, flag.situation) {
            Read::Nothing => return (end, rec, text),
            Read::Offsetting => {
                // Both teams: the kick does not count and is made again (A-G49).
                let mut r = PlayRecord::new(PlayKind::NoPlay, kicker);
                r.flags = PlayFlags::default();
                let e = if kickoff { End::Rekick { from: flag.los.clamp(1, 99) as u8 } } else { End::Scrimmage { gain: 0, effect: DownEffect::Replay } };
                let _ = write!(text, " — offsetting penalties, the kick is made again");
                return (e, r, text);
            }
            Read::Foul(f) => f,
        };
        let on_kicking = foul.on == kicker;
        let name = foul.name();
        let enforce = foul.enforce();
        let y = foul.yards(self.book.tables.t20().offsides_yards);
        if flag.safe_rush && flag.situation == PenaltySituation::Punt && !on_kicking && foul.row.is_some() && enforce == Enforcement::OriginalLos {
            let _ = write!(text, " — {name} on {code}, ignored against a safe punt rush", code = &self.teams[foul.on].team.code);
            return (end, rec, text);
        }
        // Where the receiving team has the ball after the kick (a touchback: the 20); `None` when
        // the kicking team has it or the play scored (concluding-line fouls are then ignored, §2.17 step 11).
        let concluding = match end {
            End::Possession { holder, at, .. } if holder == recv && at < 100 => Some(if at <= 0 { 20 } else { at }),
            _ => None,
        };
        let td = matches!(end, End::Possession { holder, at, .. } if holder == recv && at >= 100);
        // The penalty's end, and whether it wipes the kick out (a kick made again).
        let (pen_end, nullifies) = match enforce {
            Enforcement::OriginalLos if kickoff => {
                let from = if on_kicking { flag.los - y } else { flag.los + y };
                (End::Rekick { from: from.clamp(1, 99) as u8 }, true)
            }
            Enforcement::OriginalLos => {
                let los = Yard::clamped(flag.los);
                let first = foul.row.is_some_and(|p| p.first_down);
                let moved = penalty_move(los, y, on_kicking);
                (End::Scrimmage { gain: moved, effect: if !on_kicking && first { DownEffect::FirstDown } else { DownEffect::Replay } }, true)
            }
            Enforcement::ConcludingLos => {
                let cap = foul.row.and_then(|p| p.kickoff_cap).map(|c| c as i16);
                let spot = match (cap, concluding) {
                    // A-G48: the receivers' illegal block: the foul spot is at most the cap, a touchdown return included.
                    (Some(c), _) if !on_kicking && td => Some(c),
                    (Some(c), Some(at)) => Some(at.min(c)),
                    (_, at) => at,
                };
                let Some(spot) = spot else {
                    let _ = write!(text, " — {name} on {code}, not enforced on a score or a change of possession", code = &self.teams[foul.on].team.code);
                    return (end, rec, text);
                };
                (End::Possession { holder: recv, at: spot + penalty_move(Yard::clamped(spot), y, !on_kicking), first_down: true }, false)
            }
            Enforcement::CatchSpot => {
                let Some(c) = flag.catch_at else {
                    let _ = write!(text, " — {name} on {code}, no return to enforce it on", code = &self.teams[foul.on].team.code);
                    return (end, rec, text);
                };
                (End::Possession { holder: recv, at: c + penalty_move(Yard::clamped(c), y, !on_kicking), first_down: true }, false)
            }
            _ => return (end, rec, text),
        };
        let chooser = foul.on.other();
        let a_play = self.kick_alternative(&flag, &end);
        let a_pen = self.kick_alternative(&flag, &pen_end);
        let take = self.with_parts(|g, cs, _| cs[chooser].accept_penalty(&g.view(chooser), a_play, a_pen));
        let moved = match pen_end {
            End::Rekick { from } => (from as i16 - flag.los).abs(),
            End::Scrimmage { gain, .. } => gain.abs(),
            End::Possession { at, .. } => (at - concluding.or(flag.catch_at).unwrap_or(at)).abs(),
            _ => y,
        };
        let record = PenaltyRecord { against: foul.on, yards: moved, accepted: take, code: 0 };
        let _ = write!(text, " — {name} on {code}, {moved} yards", code = &self.teams[foul.on].team.code);
        if !take {
            let mut r = rec;
            r.penalty = Some(record);
            let _ = write!(text, ", declined");
            return (end, r, text);
        }
        if nullifies {
            let mut r = PlayRecord::new(PlayKind::NoPlay, kicker);
            r.penalty = Some(record);
            let what = if matches!(pen_end, End::Rekick { .. }) { "kicked again" } else { "the down replayed" };
            let _ = write!(text, ", accepted: {what}");
            return (pen_end, r, text);
        }
        // The kick stands; the return is cut back (or carried on) by the foul.
        let mut r = rec;
        r.penalty = Some(record);
        r.flags.clear(PlayFlags::RETURN_TD);
        r.flags.clear(PlayFlags::TOUCHBACK);
        let _ = write!(text, ", accepted");
        (pen_end, r, text)
    }

    /// One side of a kick penalty's choice in the kicking team's frame (the core's `possession`
    /// during a kick). A kickoff made again is valued as the receivers' ball 25 yards out, moved by
    /// the penalty (a computer valuation, not a rule).
    fn kick_alternative(&self, flag: &KickFlag, e: &End) -> huddle_core::Alternative {
        use huddle_core::Alternative;
        let kicker = flag.kicker;
        match *e {
            End::FieldGoal => Alternative { offense_keeps: false, offense_scores: true, spot: 0, first_down: false, replay: false },
            End::Rekick { from } => Alternative { offense_keeps: false, offense_scores: false, spot: 100 - (25 - (from as i16 - flag.los)), first_down: false, replay: false },
            End::Possession { holder, at, .. } if holder == kicker => Alternative { offense_keeps: true, offense_scores: at >= 100, spot: at.min(99), first_down: true, replay: false },
            // The receivers' ball; a touchback (0 or less) is theirs at the touchback spot.
            End::Possession { at, .. } => {
                let tb = if flag.situation == PenaltySituation::Kickoff { self.core.rules.kickoff_touchback_at } else { self.core.rules.touchback_at };
                let at = if at <= 0 { tb as i16 } else { at };
                Alternative { offense_keeps: false, offense_scores: false, spot: (100 - at).clamp(0, 100), first_down: false, replay: false }
            }
            End::Scrimmage { .. } => {
                let fourth = self.core.down() == huddle_core::Down::Fourth;
                alternative(flag.los, e, self.core.downs.line_to_gain as i16, fourth)
            }
            End::Try { .. } => Alternative { offense_keeps: false, offense_scores: false, spot: 0, first_down: false, replay: false },
        }
    }

    /// §2.17 step 9: a penalty flagged on an extra point (its kick roll's yellow 1). On the kicking
    /// team: the defense has a good kick made again from the yards back (the field-goal card's band
    /// for the new line) and keeps a miss. On the defense: the kicking team takes a good kick and
    /// the yards on the kickoff when T20 allows it, or kicks again from the 1 after a miss.
    /// Returns the line for the next attempt (`None`: the try stands) and the kickoff spot.
    pub(super) fn extra_point_penalty(&mut self, team: Side, los: i16, good: bool, text: &mut String) -> (Option<i16>, Option<u8>) {
        let foul = match self.read_penalty(team, PenaltySituation::ExtraPoint) {
            Read::Nothing => return (None, None),
            Read::Offsetting => {
                text.push_str(" — offsetting penalties, kicked again");
                return (Some(los), None);
            }
            Read::Foul(f) => f,
        };
        let name = foul.name();
        let y = foul.yards(self.book.tables.t20().offsides_yards);
        if foul.on == team {
            if good {
                let back = los - y;
                let _ = write!(text, " — {name} on {code}, {y} yards: kicked again", code = &self.teams[foul.on].team.code);
                return (Some(back), None);
            }
            let _ = write!(text, " — {name} on {code}, declined", code = &self.teams[foul.on].team.code);
            return (None, None);
        }
        if good {
            if foul.row.is_none_or(|p| p.on_kickoff_after_extra_point) {
                let from = (self.core.rules.kickoff_from as i16 + y).clamp(1, 99) as u8;
                let _ = write!(text, " — {name} on {code}, enforced on the kickoff (from the {from})", code = &self.teams[foul.on].team.code);
                return (None, Some(from));
            }
            let _ = write!(text, " — {name} on {code}, declined", code = &self.teams[foul.on].team.code);
            return (None, None);
        }
        let _ = write!(text, " — {name} on {code}: kicked again from the 1", code = &self.teams[foul.on].team.code);
        (Some(99), None)
    }

    /// §2.17 step 9 (L1003): a penalty flagged on a two-point try (its roll's yellow 1), read on
    /// the run or pass sections of T20 for the try's play. On the offense: a foul that negates the
    /// play (a false start, "#") has the try made again from the yards back; otherwise the defense
    /// has a good try made again from the yards back and keeps a failed one. On the defense: the
    /// offense keeps a good try and takes the yards on the kickoff, or tries again from the 1
    /// after a failed one. The same choices as the extra point's (`extra_point_penalty`).
    /// Returns the line for the next attempt (`None`: the try stands) and the kickoff spot.
    pub(super) fn two_point_penalty(&mut self, team: Side, los: i16, good: bool, situation: PenaltySituation, text: &mut String) -> (Option<i16>, Option<u8>) {
        let foul = match self.read_penalty(team, situation) {
            Read::Nothing => return (None, None),
            Read::Offsetting => {
                text.push_str(" — offsetting penalties, tried again");
                return (Some(los), None);
            }
            Read::Foul(f) => f,
        };
        let name = foul.name();
        let y = foul.yards(self.book.tables.t20().offsides_yards);
        let code = &self.teams[foul.on].team.code;
        if foul.on == team {
            // An offside on the offense is a false start (§2.17 step 4): no play.
            let negates = foul.row.is_none_or(|p| p.negates_play);
            if good || negates {
                let back = los - y;
                let _ = write!(text, " — {name} on {code}, {y} yards: tried again from the {}", 100 - back);
                return (Some(back), None);
            }
            let _ = write!(text, " — {name} on {code}, declined");
            return (None, None);
        }
        if good {
            let from = (self.core.rules.kickoff_from as i16 + y).clamp(1, 99) as u8;
            let _ = write!(text, " — {name} on {code}, enforced on the kickoff (from the {from})");
            return (None, Some(from));
        }
        let _ = write!(text, " — {name} on {code}: tried again from the 1");
        (Some(99), None)
    }
}
